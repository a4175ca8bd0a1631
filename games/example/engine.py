"""The example game's engine: the contract (``games.core.Engine``) over ``rules`` and ``view``."""

from __future__ import annotations

import random
from typing import Any

from games.core import Decision, Engine, Option, Outcome, State
from games.example import rules, view
from games.example.rules import DECK
from games.i18n import Msg, Seat, msg


class ExampleDuel(Engine):
    id = "example"
    name = "Example Duel"
    min_players = 2
    max_players = 6  # three cards each from a deck of forty
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
        if state["step"] == "play":  # everyone still to play decides at once, in private
            return [self._play(seat, hand) for seat, hand in enumerate(state["hands"]) if state["played"][seat] is None]
        seat = rules.to_act(state)
        pot = rules.pot(state)
        if state["step"] == "claim":  # one seat at a time, for all to see: the menu sits on the board
            numbers = range(1, DECK.highest_claim + 1)
            options = tuple(Option(f"n{k}", msg("example-option-claim", n=k)) for k in numbers)
            fair = min(max(pot // state["players"], 1), DECK.highest_claim)  # what a timed-out seat claims
            return [Decision(seat, msg("example-prompt-claim", pot=pot), options, f"n{fair}", public=True)]
        claimed = state["claims"][seat]
        kept = sum(c for c, k in zip(state["claims"], state["kept"], strict=True) if k)
        options = (Option("keep", msg("example-option-keep", n=claimed)), Option("pass", msg("example-option-pass")))
        safe = "keep" if kept + claimed <= pot else "pass"  # a timed-out seat keeps while the pot holds so far
        return [Decision(seat, msg("example-prompt-keep", n=claimed, pot=pot, kept=kept), options, safe, public=True)]

    @staticmethod
    def _play(seat: int, hand: list[int]) -> Decision:
        options = tuple(Option(f"c{c}", msg("example-option-play", card=c), f"C{c}") for c in hand)
        return Decision(seat, msg("example-prompt-play"), options, options[0].id)

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        if state["step"] == "play":
            rules.play(state, seat, int(option_id.removeprefix("c")))
        elif state["step"] == "claim":
            rules.claim(state, seat, int(option_id.removeprefix("n")))
        else:
            rules.keep_or_pass(state, seat, option_id == "keep")

    def outcome(self, state: State) -> Outcome | None:
        return rules.outcome(state)

    def status(self, state: State) -> Msg:
        result = self.outcome(state)
        if result is None:
            if state["step"] == "play":
                return msg("example-status-play", round=state["round"])
            return msg(f"example-status-{state['step']}", round=state["round"], pot=rules.pot(state))
        if not result.winners:
            return msg("example-status-draw", reason=result.reason)
        return msg("example-status-won", reason=result.reason, winner=Seat(result.winners[0]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.build_view(state, seat, self.view_header(state, seat))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return view.determinize(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        n, step = state["players"], state["step"]
        cards = [c for hand in state["hands"] for c in hand] + state["deck"]
        cards += [p for p in state["played"] if p is not None]
        gone = n * (min(state["round"], DECK.rounds + 1) - 1)  # played in finished rounds
        assert len(set(cards)) == len(cards), "a card is in two places"
        assert all(DECK.lowest <= c <= DECK.highest for c in cards), "a card not in the deck"
        assert len(cards) == DECK.highest - DECK.lowest + 1 - gone, "cards lost or added"
        assert (step == "play") == (state["order"] == []), "an order outside the claim and keep steps"
        assert step == "play" or sorted(state["order"]) == list(range(n)), "the order is not every seat once"
        assert all(1 <= c <= DECK.highest_claim for c in state["claims"] if c is not None), "a claim out of range"
        assert step == "keep" or all(k is None for k in state["kept"]), "a keep before every claim is in"
