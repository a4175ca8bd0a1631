"""The rules of the example game, as code: the state's schema, the deal, the three steps of a
round, a round's settling and the result. Pure functions on the state; ``engine`` wires them to
the contract.

Each seat is dealt a hidden hand from a deck numbered ``lowest``..``highest`` (``data/deck.json``).
A round has three steps:

1. *play*: all seats play a card at once; once the last has played, the cards are shown and
   their sum is the round's pot;
2. *claim*: in order from the highest card down (a tie: the earlier seat first), each seat
   claims a number from 1 to ``highest_claim``, for all to see;
3. *keep*: in the same order, each seat keeps its claim or passes.

If the kept claims add up to no more than the pot, each seat that kept scores its claim;
if they add up to more, the pot breaks and each seat that passed scores its claim instead.
After ``rounds`` rounds the highest score wins; a tie for the highest is a draw.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, NotRequired, TypedDict

from games.core import Outcome, State, log, shuffle
from games.i18n import Seat, msg


@dataclass(frozen=True)
class Deck:
    """The figures of the game, from ``data/deck.json``."""

    lowest: int
    highest: int
    hand: int
    rounds: int
    highest_claim: int


DECK = Deck(**json.loads((Path(__file__).parent / "data" / "deck.json").read_text(encoding="utf-8")))
assert DECK.lowest >= 1 and DECK.rounds <= DECK.hand and DECK.highest_claim >= 2, "data/deck.json is inconsistent"

Step = Literal["play", "claim", "keep"]


class ExampleState(TypedDict):
    """The state (beside ``game``, ``players``, ``options``, ``rng`` and ``log``, which every game has)."""

    hands: list[list[int]]  # each seat's cards, sorted; hidden from the others
    deck: list[int]  # the cards dealt to nobody; hidden from everyone
    steps: list[dict]  # where the round stands: [{"kind": the step being played}], [] once over
    played: list[int | None]  # each seat's card this round, None until played; shown once all have
    order: list[int]  # the seats from the round's highest card down (empty during "play")
    turn: int  # how many seats of ``order`` have acted in this step
    claims: list[int | None]  # each seat's claim this round, None until made
    kept: list[bool | None]  # whether each seat kept its claim this round, None until decided
    scores: list[int]
    round: int  # the round being played, from 1 (past ``DECK.rounds`` once the game is over)
    changed: NotRequired[list[int]]  # the seats whose public row the last move changed (for the board)


def setup(state: State) -> None:
    """Shuffle the deck, deal every seat a hand and open the first round."""
    deck = list(range(DECK.lowest, DECK.highest + 1))
    shuffle(state, deck)
    n, size = state["players"], DECK.hand
    assert size * n <= len(deck), "not enough cards for this many players"
    state["hands"] = [sorted(deck[size * i : size * (i + 1)]) for i in range(n)]
    state["deck"] = deck[size * n :]
    state["scores"] = [0] * n
    state["round"] = 1
    new_round(state)


def new_round(state: State) -> None:
    n = state["players"]
    state["steps"] = [{"kind": "play"}] if state["round"] <= DECK.rounds else []
    state["played"], state["claims"], state["kept"] = [None] * n, [None] * n, [None] * n
    state["order"], state["turn"] = [], 0


def step(state: State) -> Step | None:
    """The step of the round being played (None once the game is over)."""
    return state["steps"][-1]["kind"] if state["steps"] else None


def pot(state: State) -> int:
    """The sum of the round's cards (meaningful once they are shown)."""
    return sum(c for c in state["played"] if c is not None)


def to_act(state: State) -> int:
    """The seat whose turn it is in a claim or keep step."""
    return state["order"][state["turn"]]


def play(state: State, seat: int, card: int) -> None:
    """``seat`` plays ``card`` from its hand; once every seat has, the cards are shown.

    Only the player learns which card it played until the last card is down: that is what
    keeps a simultaneous step secret (``games.playout.simultaneous_secrecy`` checks it)."""
    state["hands"][seat].remove(card)
    state["played"][seat] = card
    log(state, msg("example-log-you-play", card=card), to=[seat])
    if all(p is not None for p in state["played"]):
        played = state["played"]
        state["order"] = sorted(range(state["players"]), key=lambda s: (-played[s], s))
        state["steps"], state["turn"] = [{"kind": "claim"}], 0
        cards = ", ".join(str(c) for c in played)
        log(state, msg("example-log-cards", round=state["round"], cards=cards, pot=pot(state)))


def claim(state: State, seat: int, number: int) -> None:
    """``seat`` claims ``number`` (1..``highest_claim``) for this round."""
    state["claims"][seat] = number
    log(state, msg("example-log-claim", seat=Seat(seat), n=number))
    _next_turn(state)


def keep_or_pass(state: State, seat: int, keep: bool) -> None:
    """``seat`` keeps its claim or passes; the round is settled after the last seat decides."""
    state["kept"][seat] = keep
    claimed = state["claims"][seat]
    log(state, msg("example-log-keep" if keep else "example-log-pass", seat=Seat(seat), n=claimed))
    _next_turn(state)


def _next_turn(state: State) -> None:
    state["turn"] += 1
    if state["turn"] < state["players"]:
        return
    state["turn"] = 0
    if step(state) == "claim":
        state["steps"] = [{"kind": "keep"}]
    else:
        settle(state)


def settle(state: State) -> None:
    """Score the round (the keepers if the pot holds, the passers if it breaks), then open the next."""
    kept = sum(c for c, k in zip(state["claims"], state["kept"], strict=True) if k)
    holds = kept <= pot(state)
    for seat, (number, keep) in enumerate(zip(state["claims"], state["kept"], strict=True)):
        if keep == holds:
            state["scores"][seat] += number
    key = "example-log-holds" if holds else "example-log-breaks"
    log(state, msg(key, round=state["round"], kept=kept, pot=pot(state)))
    state["round"] += 1
    new_round(state)


def outcome(state: State) -> Outcome | None:
    """The result once every round is played, else None: the highest score wins, a tie draws."""
    if state["round"] <= DECK.rounds:
        return None
    scores = state["scores"]
    leaders = tuple(s for s, v in enumerate(scores) if v == max(scores))
    return Outcome(leaders if len(leaders) == 1 else (), tuple(float(v) for v in scores), msg("example-end"))
