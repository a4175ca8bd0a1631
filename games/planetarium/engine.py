"""Planetarium's engine: ``games.steps.StepEngine`` over ``steps``, ``rules``, ``view`` and ``marks``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.core import Outcome, Setting, State, Variant, clone
from games.i18n import Msg, Seat, msg
from games.planetarium import rules, steps
from games.planetarium.components import (
    CARDS,
    DECK_SIZES,
    HAND_SIZE,
    KINDS,
    MARKERS,
    MAX_FINALS_IN_HAND,
    PLANETS,
    SPACES,
    TOTAL_MATTER,
)
from games.planetarium.marks import note_changes, snapshot
from games.planetarium.upgrade import upgrade_state
from games.planetarium.view import build_view, determinize
from games.steps import StepEngine

#: the steps of a turn before its card is played: the seat still holds the five cards it began with
_BEFORE_PLAY = ("move", "planet", "pick", "matter", "card")


class Planetarium(StepEngine):
    id = "planetarium"
    name = "Planetarium"
    min_players = 1
    max_players = 4
    typical_players = 2
    settings = (
        Setting(
            "target",
            ("100", "90", "110"),
            "100",
            msg("planetarium-setting-target"),
        ),
    )
    summary = msg("planetarium-summary")
    # the rules players read are in RULES.md beside this file (``Engine.rules_reference``)
    max_decisions = 6000
    step_kinds = steps.STEPS

    def variants(self) -> list[Variant]:
        return [
            Variant(1),
            Variant(1, {"target": "90"}),
            Variant(1, {"target": "110"}),
            Variant(2),
            Variant(3),
            Variant(4),
        ]

    def _setup(self, state: State) -> None:
        rules.setup(state)

    def _note_changes(self, before: State, after: State) -> None:
        note_changes(after, snapshot(before))

    def upgrade_state(self, state: State) -> State:
        return upgrade_state(state)

    def copy(self, state: State) -> State:
        return copy_state(state)

    def outcome(self, state: State) -> Outcome | None:
        if state["steps"]:
            return None
        scores = tuple(float(s) for s in state["scores"])
        ended = rules.end_words(rules.end_reason(state))
        if state["solo"]:
            won = state["scores"][0] > state["target"]
            verdict = "planetarium-outcome-solo-won" if won else "planetarium-outcome-solo-lost"
            reason = msg(verdict, ended=ended, score=state["scores"][0], target=state["target"])
            return Outcome((0,) if won else (), scores, reason)
        keys = [rules.ranking_key(state, s) for s in range(state["players"])]
        best = max(keys)
        winners = tuple(s for s, k in enumerate(keys) if k == best)
        tied_scores = sum(1 for k in keys if k[0] == best[0]) > 1
        reason = msg("planetarium-outcome-tie-break" if tied_scores else "planetarium-outcome-most-points", ended=ended)
        return Outcome(winners, scores, reason)

    def turn_marker(self, state: State) -> int:
        """How many turns have begun (the bot posts a new board for each, even for one seat)."""
        return state["turn_no"]

    def status(self, state: State) -> Msg:
        stage = steps.stage(state)
        if stage is None:
            out = self.outcome(state)
            reason = rules.end_short(rules.end_reason(state))
            if not out.winners:
                return msg("planetarium-status-no-winner", reason=reason)
            if len(out.winners) == 1:
                return msg("planetarium-status-won", reason=reason, winner=Seat(out.winners[0]))
            return msg("planetarium-status-shared", reason=reason, winners=rules.seat_list(list(out.winners)))
        if stage == "setup":
            # who has discarded shows, never what: the discards are revealed together
            n = state["players"]
            return msg("planetarium-status-setup", decided=n - len(state["steps"][0]["waiting"]), players=n)
        key = "planetarium-status-final-turn" if rules.final_turn(state) else "planetarium-status-turn"
        return msg(key, seat=Seat(state["current"]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat, self.view_header(state, seat))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return determinize(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        _check_matter(state)
        _check_cards(state)
        _check_seats(state)
        stage = steps.stage(state)
        assert (state["current"] is None) == (stage in ("setup", None)), "a seat's turn outside the turns"
        for p in PLANETS:
            hab = sum(CARDS[c].habitable_points for c, _, _ in state["rows"][p])
            host = sum(CARDS[c].hostile_points for c, _, _ in state["rows"][p])
            if hab != host:
                assert state["habitable"][p] == (hab > host), f"Planet {p} shows the wrong side"
        if state["solo"]:
            face_down = sum(1 for t in state["track"] if t.islower())
            assert state["target"] == int(state["options"]["target"]) - 2 * face_down, "solo target off"


def _lists_by_name(part: dict[str, list]) -> dict[str, list]:
    return {name: list(items) for name, items in part.items()}


#: how each part of the state is copied, by its known shape: ``apply`` copies the whole state
#: on every decision, and a copy that knows the shape takes a third of ``clone``'s time. The log
#: is copied one level deep, as ``Engine.copy`` does (entries are never changed once written).
_COPIES: dict[str, Callable[[Any], Any]] = {
    "matter": dict,
    "planets": dict,
    "habitable": dict,
    "track": list,
    "scores": list,
    "short": list,
    "log": list,
    "decks": _lists_by_name,
    "discards": _lists_by_name,
    "mats": lambda mats: [_lists_by_name(mat) for mat in mats],
    "rows": lambda rows: {p: [list(entry) for entry in row] for p, row in rows.items()},
    "hands": lambda hands: [list(hand) for hand in hands],
}


def copy_state(state: State) -> State:
    """A copy of ``state`` sharing no list or dict with it but log entries; parts of a shape not
    listed in ``_COPIES`` are cloned."""
    return {
        k: _COPIES[k](v) if k in _COPIES else clone(v) if isinstance(v, (dict, list)) else v for k, v in state.items()
    }


def _check_matter(state: State) -> None:
    """Matter is conserved (board + mats + track), kind by kind, and planets stand apart."""
    on_mats = sum(sum(v) for mat in state["mats"] for v in mat.values())
    assert len(state["matter"]) + on_mats + len(state["track"]) == TOTAL_MATTER, "Matter not conserved"
    assert all(n >= 0 for mat in state["mats"] for v in mat.values() for n in v), "negative Matter on a mat"
    counts = {k: 0 for k in KINDS}
    for k in state["matter"].values():
        counts[k] += 1
    for t in state["track"]:
        counts[t.upper()] += 1
    for mat in state["mats"]:
        for v in mat.values():
            for i, k in enumerate(KINDS):
                counts[k] += v[i]
    assert counts == {"G": 22, "R": 22, "W": 16, "M": 8}, f"Matter kinds changed: {counts}"
    planets = list(state["planets"].values())
    assert len(set(planets)) == 4 and all(p in SPACES for p in planets), "two planets share a space"
    assert not set(planets) & set(state["matter"]), "Matter left on a planet's space"


def _check_cards(state: State) -> None:
    """Every card is in exactly one place, and scores are the points of the cards each seat played."""
    places = [
        *state["decks"]["low"],
        *state["decks"]["high"],
        *state["decks"]["final"],
        *state["discards"]["high"],
        *state["discards"]["final"],
    ]
    for hand in state["hands"]:
        places += hand
    for row in state["rows"].values():
        places += [c for c, _, _ in row]
    stage = steps.stage(state)
    if stage == "keep":
        places += state["steps"][-1]["pair"]
    if stage == "setup":
        places += list(state["steps"][0]["discards"].values())
    assert sorted(places) == sorted(CARDS), "cards lost or duplicated"
    assert len(places) == sum(DECK_SIZES.values())
    sums = [0] * state["players"]
    for row in state["rows"].values():
        for c, by, _ in row:
            sums[by] += CARDS[c].points
    assert sums == state["scores"], "scores differ from the played cards"


def _check_seats(state: State) -> None:
    stage = steps.stage(state)
    for s in range(state["players"]):
        assert rules.markers_on_cards(state, s) <= MARKERS, "too many markers"
        assert rules.finals_in_hand(state, s) <= MAX_FINALS_IN_HAND, "more than four Final cards"
        hand = len(state["hands"][s])
        assert hand <= HAND_SIZE + 1, "hand too large"
        between = stage not in ("setup", None) and state["final"] is None
        if between and (s != state["current"] or stage in _BEFORE_PLAY):
            # between turns a hand holds exactly five cards (fewer only once a draw was impossible)
            assert hand == HAND_SIZE or state["short"][s], f"seat {s} holds {hand} cards"
