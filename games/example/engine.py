"""The example duel's engine: the contract (``games.core.Engine``) over ``rules`` and ``view``."""

from __future__ import annotations

import random
from typing import Any

from games.core import Decision, Engine, Option, Outcome, State
from games.example import rules, view
from games.i18n import Msg, Seat, msg


class ExampleDuel(Engine):
    id = "example"
    name = "Example Duel"
    min_players = 2
    max_players = 3  # three cards each from a deck of nine
    typical_players = 2
    summary = msg("example-summary")
    # the rules players read are in RULES.md beside this file (``Engine.rules_reference``)
    #: not offered in /orrery new: it is the newcomers' worked example and the tests' game, not
    #: a game to play (it can still be started by its id, to try the bot on a test server)
    listed = False

    def _setup(self, state: State) -> None:
        rules.setup(state)

    def pending(self, state: State) -> list[Decision]:
        if self.outcome(state) is not None:
            return []
        out = []
        for seat, hand in enumerate(state["hands"]):
            if state["played"][seat] is None:  # everyone still to play decides at once
                options = tuple(Option(f"c{c}", msg("example-option-play", card=c), f"C{c}") for c in hand)
                out.append(Decision(seat, msg("example-prompt-play"), options, options[0].id))
        return out

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        rules.play(state, seat, int(option_id[1:]))

    def outcome(self, state: State) -> Outcome | None:
        return rules.outcome(state)

    def status(self, state: State) -> Msg:
        result = self.outcome(state)
        if result is None:
            return msg("example-status-round", round=state["round"])
        if not result.winners:
            return msg("example-status-draw", reason=result.reason)
        return msg("example-status-won", reason=result.reason, winner=Seat(result.winners[0]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.build_view(state, seat, self.view_header(state, seat))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return view.determinize(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        cards = [c for hand in state["hands"] for c in hand] + state["deck"]
        cards += [p for p in state["played"] if p is not None]
        gone = state["players"] * (min(state["round"], rules.DECK.rounds + 1) - 1)  # played in finished rounds
        assert len(set(cards)) == len(cards), "a card is in two places"
        assert all(rules.DECK.lowest <= c <= rules.DECK.highest for c in cards), "a card not in the deck"
        assert len(cards) == rules.DECK.highest - rules.DECK.lowest + 1 - gone, "cards lost or added"
        assert sum(state["wins"]) < state["round"], "more round wins than rounds played"
