"""Planetarium's engine: ``games.core.Engine`` over ``rules``, ``view`` and ``marks``."""

from __future__ import annotations

import random
from typing import Any

from games.core import Decision, Engine, Outcome, Setting, State, Variant
from games.i18n import Msg, Seat, msg
from games.planetarium import rules
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
from games.planetarium.marks import note_changes, snapshot, with_marks
from games.planetarium.view import build_view, determinize

_BEFORE_PLAY = ("move", "planet", "pick", "matter", "card")


class Planetarium(Engine):
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

    def pending(self, state: State) -> list[Decision]:
        if state["over"]:
            return []
        if state["setup"]:
            out = []
            for seat in state["setup"]["waiting"]:
                opts = with_marks(state, seat, rules.setup_options(state, seat))
                out.append(Decision(seat, msg("planetarium-prompt-setup"), opts, opts[0].id, public=False))
            return out
        opts = with_marks(state, state["current"], rules.options(state))
        step = state["turn"]["step"]
        public = step not in ("card", "keep", "finals")
        return [Decision(state["current"], rules.prompt(state), opts, rules.default(state, list(opts)), public)]

    def _note_changes(self, before: State, after: State) -> None:
        note_changes(after, snapshot(before))

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        if state["setup"]:
            rules.setup_discard(state, seat, option_id)
        else:
            rules.act(state, option_id)

    def outcome(self, state: State) -> Outcome | None:
        if not state["over"]:
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
        if state["over"]:
            out = self.outcome(state)
            reason = rules.end_short(rules.end_reason(state))
            if not out.winners:
                return msg("planetarium-status-no-winner", reason=reason)
            if len(out.winners) == 1:
                return msg("planetarium-status-won", reason=reason, winner=Seat(out.winners[0]))
            return msg("planetarium-status-shared", reason=reason, winners=rules.seat_list(list(out.winners)))
        if state["setup"]:
            # who has discarded shows, never what: the discards are revealed together
            n = state["players"]
            return msg("planetarium-status-setup", decided=n - len(state["setup"]["waiting"]), players=n)
        key = "planetarium-status-final-turn" if state["turn"]["final"] else "planetarium-status-turn"
        return msg(key, seat=Seat(state["current"]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat, self.view_header(state, seat))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return determinize(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        players = state["players"]
        # Matter is conserved: board + mats + track
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
        # every card is in exactly one place
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
        if state["turn"]:
            places += state["turn"]["pair"] if state["turn"]["step"] == "keep" else []
        if state["setup"]:
            places += list(state["setup"]["discards"].values())
        assert sorted(places) == sorted(CARDS), "cards lost or duplicated"
        assert len(places) == sum(DECK_SIZES.values())
        # scores are the points of the cards each seat played
        sums = [0] * players
        for row in state["rows"].values():
            for c, by, _ in row:
                sums[by] += CARDS[c].points
        assert sums == state["scores"], "scores differ from the played cards"
        for s in range(players):
            assert rules.markers_on_cards(state, s) <= MARKERS, "too many markers"
            assert rules.finals_in_hand(state, s) <= MAX_FINALS_IN_HAND, "more than four Final cards"
            hand = len(state["hands"][s])
            assert hand <= HAND_SIZE + 1, "hand too large"
            between = state["setup"] is None and not state["over"] and state["final"] is None
            if between and (
                s != state["current"] or state["turn"]["step"] in ("move", "planet", "pick", "matter", "card")
            ):
                # between turns a hand holds exactly five cards (fewer only once a draw was impossible)
                assert hand == HAND_SIZE or state["short"][s], f"seat {s} holds {hand} cards"
        for p in PLANETS:
            hab = sum(CARDS[c].habitable_points for c, _, _ in state["rows"][p])
            host = sum(CARDS[c].hostile_points for c, _, _ in state["rows"][p])
            if hab != host:
                assert state["habitable"][p] == (hab > host), f"Planet {p} shows the wrong side"
        if state["solo"]:
            face_down = sum(1 for t in state["track"] if t.islower())
            assert state["target"] == int(state["options"]["target"]) - 2 * face_down, "solo target off"
