"""The HOPE engine: the contract (``games.core.Engine``) over the steps (moves.py), the rules
(rules.py, traitor.py, turns.py), views and checks."""

from __future__ import annotations

import random
from typing import Any

from games.core import ASK, NEVER, Option, Outcome, Reaction, Setting, State, Variant
from games.hope import moves, rules, setup, view
from games.hope.data import DIFFICULTIES
from games.hope.moves import BUG_REACTION
from games.i18n import Msg, Seat, msg, text_from_json
from games.steps import StepEngine, top

BUG = Reaction(
    BUG_REACTION,
    msg("hope-reaction-bug"),
    (Option(ASK, msg("hope-order-ask")), Option(NEVER, msg("hope-order-never"))),
)
"""A Bug card asks every player in turn to contribute: for all but the active player, a
response during someone else's turn, so it must not hold that turn up."""


SETUP_PHASES = ("monolith", "character", "ship")


def note_changes(before: State, after: State) -> None:
    """What a move changed on the table, for the picture to mark: tiles whose pioneers,
    stability or presence changed, ships that moved, Mission track cells that filled or
    emptied. A move that changes none of them keeps the last change marked. Set-up moves mark
    nothing: before anyone has played there is no last move to show."""
    if rules.phase(before) in SETUP_PHASES:
        after["changed"] = {"tiles": [], "ships": [], "track": []}
        return
    tiles = [
        pos
        for pos in range(len(after["occ"]))
        if before["occ"][pos] != after["occ"][pos]
        or before["gone"][pos] != after["gone"][pos]
        or before["stable"][pos] != after["stable"][pos]
    ]
    ships = [s for s, space in enumerate(after["ships"]) if space != before["ships"][s]]
    track = [i for i, who in enumerate(after["track"]) if who != before["track"][i]]
    if tiles or ships or track:
        after["changed"] = {"tiles": tiles, "ships": ships, "track": track}


class HopeEngine(StepEngine):
    id = "hope"
    name = "HOPE"
    min_players = 2
    max_players = 4
    typical_players = 2
    cooperative = True  # everyone wins or loses together (a N.O.P.E. traitor plays against the rest)
    max_decisions = 6000
    reactions = (BUG,)
    step_kinds = moves.STEPS
    settings = (
        Setting("difficulty", DIFFICULTIES, "normal", msg("hope-setting-difficulty")),
        Setting("traitor", ("off", "on"), "off", msg("hope-setting-traitor")),
        Setting("bugs", ("off", "on"), "off", msg("hope-setting-bugs")),
    )
    summary = msg("hope-summary")
    # the full reference is games/hope/RULES.md (``rules_reference``); this is its overview
    rules_help = (
        "Race the Regression together: place pioneers on planets, stabilize galaxies and fill the Mission "
        "track before the Regression marker reaches its end; the loyal player with the most pioneers on the "
        "track and in the cockpit wins. Maybe one player is secretly a N.O.P.E. traitor. "
        "See /orrery rules hope with a topic for each rule."
    )

    def variants(self) -> list[Variant]:
        return [
            Variant(2, {}),
            Variant(3, {"traitor": "on"}),
            Variant(4, {"traitor": "on", "bugs": "on", "difficulty": "hero"}),
            Variant(2, {"traitor": "on", "bugs": "on", "difficulty": "advanced"}),
            Variant(3, {"bugs": "on", "difficulty": "expert"}),
            Variant(4, {"difficulty": "advanced"}),
        ]

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, state: State) -> None:
        setup.setup(state)

    # --- playing: the steps and what each asks are in ``moves`` ----------------------------
    def _note_changes(self, before: State, after: State) -> None:
        note_changes(before, after)

    # --- reading it ----------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        res = state.get("result")
        if res is None:
            return None
        return Outcome(tuple(res["winners"]), tuple(float(s) for s in res["scores"]), text_from_json(res["reason"]))

    def to_act(self, state: State) -> list[int]:
        """The seats with a pending decision (computed without looking at hidden cards)."""
        step = top(state)
        return [] if step is None else list(self.step_kinds[step["kind"]].deciders(state, step))

    def status(self, state: State) -> Msg:
        step = top(state)
        if step is None:
            return msg("hope-status-over", reason=text_from_json(state["result"]["reason"]))
        if step["kind"] in rules.SETUP_STEPS:
            return msg(f"hope-status-{step['kind']}", seat=Seat(step["seat"]))
        if step["kind"] in ("bug", "chip"):
            seat = step["order"][step["idx"]]
            return msg("hope-status-bug", seat=Seat(seat), paid=step["paid"], price=step["price"])
        return msg("hope-status-turn", seat=Seat(rules.turn(state)["seat"]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat, self.view_header(state, seat))

    def opposed_seats(self, public: dict[str, Any]) -> tuple[int, ...]:
        """The N.O.P.E. traitor, once the public view names every role (it does at the end)."""
        return tuple(sorted(int(s) for s, role in (public.get("roles_known") or {}).items() if role == "nope"))

    # --- hidden information ------------------------------------------------------------------
    def upgrade_state(self, state: State) -> State:
        """Games saved before the keys became words: ``pl`` (each seat's board) is ``seats``, a
        board's ``up`` is ``upgrades``, and what the turn awaits names its ``kind``, not ``k``;
        games saved before the steps: ``phase``, ``turn``, ``await`` and ``setup_seat`` become
        ``steps``."""
        return setup.upgrade_state(state)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return view.determinize(state, seat, rng)

    # --- checks ------------------------------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        view.check_invariants(state)
        steps = state["steps"]
        assert all(step["kind"] in self.step_kinds.kinds for step in steps), "an undeclared step"
        assert len(steps) <= 2, "a turn decides one sub-decision at a time"
        assert len(steps) <= 1 or steps[0]["kind"] == "turn", "a sub-decision outside a turn"
        assert (steps == []) == (state["result"] is not None), "no step while playing, or a step after the end"
