"""The example game's engine: the contract (``games.core.Engine``) over ``rules`` and ``view``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.core import Option, Outcome, State
from games.example import rules, view
from games.example.rules import DECK
from games.i18n import Msg, Seat, msg
from games.steps import Step, StepEngine, StepKind, StepTable


class ExampleDuel(StepEngine):
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

    # --- the steps of a round: what each asks, between what, and what choosing does ------------
    @staticmethod
    def _players_to_play(state: State, step: Step) -> list[int]:
        """Everyone still to play decides at once, in private."""
        return [seat for seat, card in enumerate(state["played"]) if card is None]

    @staticmethod
    def _cards(state: State, step: Step, seat: int) -> tuple[Option, ...]:
        return tuple(Option(f"c{c}", msg("example-option-play", card=c), f"C{c}") for c in state["hands"][seat])

    @staticmethod
    def _play(state: State, step: Step, seat: int, option_id: str) -> None:
        rules.play(state, seat, int(option_id.removeprefix("c")))

    @staticmethod
    def _in_order(state: State, step: Step) -> list[int]:
        """One seat at a time, from the highest card down, for all to see."""
        return [rules.to_act(state)]

    @staticmethod
    def _claim_prompt(state: State, step: Step, seat: int) -> Msg:
        return msg("example-prompt-claim", pot=rules.pot(state))

    @staticmethod
    def _claims(state: State, step: Step, seat: int) -> tuple[Option, ...]:
        return tuple(Option(f"n{k}", msg("example-option-claim", n=k)) for k in range(1, DECK.highest_claim + 1))

    @staticmethod
    def _fair_claim(state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
        """What a timed-out seat claims: its even share of the pot."""
        return f"n{min(max(rules.pot(state) // state['players'], 1), DECK.highest_claim)}"

    @staticmethod
    def _claim(state: State, step: Step, seat: int, option_id: str) -> None:
        rules.claim(state, seat, int(option_id.removeprefix("n")))

    @staticmethod
    def _kept_so_far(state: State) -> int:
        return sum(c for c, k in zip(state["claims"], state["kept"], strict=True) if k)

    @classmethod
    def _keep_prompt(cls, state: State, step: Step, seat: int) -> Msg:
        claimed = state["claims"][seat]
        return msg("example-prompt-keep", n=claimed, pot=rules.pot(state), kept=cls._kept_so_far(state))

    @staticmethod
    def _keep_options(state: State, step: Step, seat: int) -> tuple[Option, ...]:
        return (
            Option("keep", msg("example-option-keep", n=state["claims"][seat])),
            Option("pass", msg("example-option-pass")),
        )

    @classmethod
    def _safe_keep(cls, state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
        """A timed-out seat keeps while the pot holds so far."""
        return "keep" if cls._kept_so_far(state) + state["claims"][seat] <= rules.pot(state) else "pass"

    @staticmethod
    def _keep(state: State, step: Step, seat: int, option_id: str) -> None:
        rules.keep_or_pass(state, seat, option_id == "keep")

    def upgrade_state(self, state: State) -> State:
        """Games saved before the steps named the round's step in ``step``."""
        if "step" in state:
            kind = state.pop("step")
            state["steps"] = [{"kind": kind}] if state["round"] <= DECK.rounds else []
        return state

    def outcome(self, state: State) -> Outcome | None:
        return rules.outcome(state)

    def status(self, state: State) -> Msg:
        result = self.outcome(state)
        if result is None:
            if rules.step(state) == "play":
                return msg("example-status-play", round=state["round"])
            return msg(f"example-status-{rules.step(state)}", round=state["round"], pot=rules.pot(state))
        if not result.winners:
            return msg("example-status-draw", reason=result.reason)
        return msg("example-status-won", reason=result.reason, winner=Seat(result.winners[0]))

    def _note_changes(self, before: State, after: State) -> None:
        after["changed"] = view.changed_seats(before, after)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.build_view(state, seat, self.view_header(state, seat))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return view.determinize(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        n, step = state["players"], rules.step(state)
        cards = [c for hand in state["hands"] for c in hand] + state["deck"]
        cards += [p for p in state["played"] if p is not None]
        gone = n * (min(state["round"], DECK.rounds + 1) - 1)  # played in finished rounds
        assert len(set(cards)) == len(cards), "a card is in two places"
        assert all(DECK.lowest <= c <= DECK.highest for c in cards), "a card not in the deck"
        assert len(cards) == DECK.highest - DECK.lowest + 1 - gone, "cards lost or added"
        assert (step in ("claim", "keep")) == (state["order"] != []), "an order outside the claim and keep steps"
        assert step not in ("claim", "keep") or sorted(state["order"]) == list(range(n)), (
            "the order is not every seat once"
        )
        assert (step is None) == (state["round"] > DECK.rounds), "no step in play, or a step after the last round"
        assert all(1 <= c <= DECK.highest_claim for c in state["claims"] if c is not None), "a claim out of range"
        assert step == "keep" or all(k is None for k in state["kept"]), "a keep before every claim is in"


def _steps(e: type[ExampleDuel]) -> StepTable:
    """The three steps of a round, each with its prompt, options and effect."""
    table = StepTable()
    table.add(
        StepKind(
            "play", lambda s, st, seat: msg("example-prompt-play"), e._cards, e._play, e._players_to_play, public=False
        )
    )
    table.add(StepKind("claim", e._claim_prompt, e._claims, e._claim, e._in_order, e._fair_claim))
    table.add(StepKind("keep", e._keep_prompt, e._keep_options, e._keep, e._in_order, e._safe_keep))
    return table


ExampleDuel.step_kinds = _steps(ExampleDuel)
