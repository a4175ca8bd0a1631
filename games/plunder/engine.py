"""Der Plunder von Andromeda (The Curious Rarities from Andromeda): ``games.core.Engine`` over ``rules``."""

from __future__ import annotations

import random
from typing import Any

from games.core import Outcome, State, Variant, blank_unseen_log
from games.i18n import Text, msg
from games.plunder import moves, rules, view
from games.plunder.cards import ALIENS, COPIES, PORTALS, RELIC_INDEX, RELICS, SABORTAL, SET_SIZE
from games.steps import StepEngine, top


def _note_changes(before: State, after: State) -> None:
    """What the move changed on the table, for the picture to mark: the portals whose cards or
    ships changed (1-based) and the seats whose home planet did. A move that changes nothing
    there (a step back, a page of positions) keeps the last change marked."""
    portals = [
        i + 1
        for i in range(len(PORTALS))
        if before["portals"][i] != after["portals"][i] or before["ships"][i] != after["ships"][i]
    ]
    homes = [s for s in range(after["players"]) if before["homes"][s] != after["homes"][s]]
    if after["mission"] != before["mission"]:
        portals = []  # a new mission clears the table: nothing on it is the last move's
    if portals or homes or after["mission"] != before["mission"]:
        after["changed"] = {"portals": portals, "homes": homes}


class PlunderEngine(StepEngine):
    id = "plunder"
    name = "The Curious Rarities from Andromeda"
    min_players = 3
    max_players = 6
    typical_players = 4
    summary = msg("plunder-summary")
    # the rules players read are in RULES.md beside this file (``Engine.rules_reference``)
    #: a game that hits the 500-mission limit takes about 4,500 decisions at six seats
    max_decisions = 8000

    def _setup(self, state: State) -> None:
        rules.setup(state)

    def variants(self) -> list[Variant]:
        return [Variant(n) for n in range(3, 7)]

    # --- playing: the steps and what each asks are in ``moves`` ----------------------------
    step_kinds = moves.STEPS

    def pending(self, state: State) -> list:
        steps = state["steps"]
        if steps and steps[-1]["kind"] == "land":
            # every flying seat decides the same question (a third of all decisions): each
            # seat's decision at each portal is made once
            index = state["next"] - 1
            return [moves.landing_decision(seat, index) for seat in state["waiting"]]
        return super().pending(state)

    def _note_changes(self, before: State, after: State) -> None:
        _note_changes(before, after)

    def copy(self, state: State) -> State:
        """As the base ``copy``, cheaper: only the parts a move may change are copied."""
        return _copy(state)

    def outcome(self, state: State) -> Outcome | None:
        result = state["result"]
        if result is None:
            return None
        scores = tuple(float(rules.sets_of(state, s)) for s in range(state["players"]))
        return Outcome(tuple(result["winners"]), scores, view.reason_of(state))

    def status(self, state: State) -> Text:
        return view.status(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat, self.view_header(state, seat))

    # --- hidden information -------------------------------------------------------------
    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Re-deal every hand but ``seat``'s, and the draw pile, keeping all sizes.

        The result depends only on ``view(state, seat)`` and ``rng``: the unseen cards are pooled in
        a fixed order before shuffling, and other seats' private log lines are blanked. An explorer
        other than ``seat`` is put back at the start of their exploration, since a half-made
        choice (say, the alien being played) may not fit the re-dealt hand.
        """
        new = _copy(state)
        others = [s for s in range(state["players"]) if s != seat]
        pool = list(new["pile"])
        for s in others:
            pool.extend(c for c in new["hands"][s] if c != SABORTAL)
        pool.sort()  # so the re-deal depends on the seat's view and rng only, not on the hidden order
        rng.shuffle(pool)
        for s in others:
            hand = new["hands"][s]
            dealt = [pool.pop() for c in hand if c != SABORTAL]
            if SABORTAL in hand:
                dealt.append(SABORTAL)
            rng.shuffle(dealt)
            new["hands"][s] = dealt
        new["pile"] = pool
        if rules.phase(new) == "explore" and new["explorer"] != seat:
            rules.to(new, "explore")
        # others' sealed landing answers are unseen: guessed again (who has answered is seen)
        new["answers"] = [[s, yes if s == seat else rng.random() < 0.5] for s, yes in new["answers"]]
        blank_unseen_log(new, seat)
        new["rng"] = rng.getrandbits(64)
        return new

    def upgrade_state(self, state: State) -> State:
        """Games saved before the collecting seat's place in the order was called ``turn`` (``i``),
        and before the steps (a ``phase`` and the explorer's ``step``)."""
        collect = state.get("collect")
        if collect is not None and "i" in collect:
            collect["turn"] = collect.pop("i")
        if "phase" in state:
            stage, step = state.pop("phase"), state.pop("step")
            state["steps"] = [] if stage == "over" else [{"kind": stage}]
            if stage == "explore":
                state["steps"] += _exploring_steps(step)
        return state

    def check_invariants(self, state: State) -> None:
        n = state["players"]
        counts: dict[str, int] = {}
        for cards in [*state["hands"], state["pile"], *state["portals"]]:
            for c in cards:
                counts[c] = counts.get(c, 0) + 1
        for s in range(n):
            for i, k in enumerate(RELICS):
                c = state["homes"][s][i]
                assert 0 <= c <= SET_SIZE, f"seat {s} has {c} of {k} placed"
                counts[k] = counts.get(k, 0) + c
        for k in RELICS:
            assert counts.pop(k, 0) == COPIES, f"relic {k} not conserved"
        for a in ALIENS:
            assert counts.pop(a, 0) == 1, f"alien {a} not conserved"
        sab = counts.pop(SABORTAL, 0)
        assert not counts, f"unknown cards {counts}"
        out = state["sab_owner"]
        assert sab == n - (out is not None), "sabortals not conserved"
        for s, hand in enumerate(state["hands"]):
            assert hand.count(SABORTAL) == (0 if s == out else 1), f"seat {s} holds a wrong number of sabortals"
            assert len(hand) >= (0 if s == out else 1)
            assert len(hand) <= COPIES * len(RELICS) + len(ALIENS) + 1
        assert all(c in RELIC_INDEX for c in state["pile"]), "only relics are in the draw pile"
        # ships: each seat landed at most once, flying or landed, never both
        landed = [s for stack in state["ships"] for s in stack]
        assert len(landed) == len(set(landed)), "a ship landed twice"
        assert not set(landed) & set(state["flying"]), "a ship both flying and landed"
        phase = rules.phase(state)
        if phase in ("explore", "land"):
            assert sorted(landed + state["flying"]) == list(range(n)), "a ship is missing"
            assert state["flying"] == sorted(state["flying"])
        if phase == "explore":
            assert state["explorer"] in state["flying"], "the explorer has landed"
            assert 0 <= state["next"] < len(PORTALS)
        if phase == "land":
            assert set(state["waiting"]) <= set(state["flying"]) and state["waiting"]
            answered = [s for s, _ in state.get("answers", [])]
            assert not set(answered) & set(state["waiting"]), "a seat both answered and still asked"
            assert set(answered) <= set(state["flying"]), "a landed ship answered again"
        else:
            assert not state.get("answers"), "landing answers outlived their round"
        if phase == "over":
            assert state["result"] is not None
        else:
            assert state["result"] is None
            assert all(rules.sets_of(state, s) < 3 for s in range(n)), "a winner was missed"
            assert all(rules.can_still_win(state, s) for s in range(n)), "the rulebook's win went out of reach"
        step = top(state)
        assert len(state["steps"]) <= 3, "an exploration goes at most two steps deep"
        if step is not None and step["kind"] == "position":
            target = step["target"]
            assert target != state["explorer"], "exploring one's own hand"
            assert 0 <= step["page"] * moves.PAGE < len(state["hands"][target])


def _copy(state: State) -> State:
    """A deep copy of ``state`` that shares the (append-only) log entries."""
    new = dict(state)
    new["options"] = dict(state["options"])
    new["log"] = list(state["log"])
    new["hands"] = [list(h) for h in state["hands"]]
    new["pile"] = list(state["pile"])
    new["portals"] = [list(p) for p in state["portals"]]
    new["ships"] = [list(p) for p in state["ships"]]
    new["flying"] = list(state["flying"])
    new["waiting"] = list(state["waiting"])
    new["answers"] = [list(a) for a in state.get("answers", [])]
    new["homes"] = [list(h) for h in state["homes"]]
    new["steps"] = [dict(step) for step in state["steps"]]
    if state["collect"] is not None:
        c = state["collect"]
        new["collect"] = {"order": [list(o) for o in c["order"]], "turn": c["turn"], "left": c["left"]}
    if state["result"] is not None:
        new["result"] = {"winners": list(state["result"]["winners"]), "reason": state["result"]["reason"]}
    return new


def _exploring_steps(step: dict) -> list[dict]:
    """The deeper exploring steps a game saved before the steps was at (``step["at"]``)."""
    at = step["at"]
    if at == "position":
        return [{"kind": "position", "target": step["target"], "page": step["page"]}]
    if at in ("victim", "portal"):
        return [{"kind": at}]
    if at == "steal":
        return [{"kind": "victim"}, {"kind": "steal", "victim": step["victim"]}]
    if at == "relic":
        return [{"kind": "portal"}, {"kind": "relic", "portal": step["portal"]}]
    return []
