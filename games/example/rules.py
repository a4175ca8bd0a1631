"""The rules of the example duel, as code: the state's schema, the deal, a played card, a round's
end and the result. Pure functions on the state; ``engine`` wires them to the contract.

Each seat is dealt a hidden hand from a deck numbered ``lowest``..``highest`` (``data/deck.json``).
Every round all seats play a card at once; the single highest card wins the round (a tie: nobody).
Whoever first wins ``wins_needed`` rounds wins; after ``rounds`` rounds the most round wins takes
it, and a tie for the most is a draw.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict

from games.core import Outcome, State, log, shuffle
from games.i18n import msg


@dataclass(frozen=True)
class Deck:
    """The figures of the game, from ``data/deck.json``."""

    lowest: int
    highest: int
    hand: int
    rounds: int
    wins_needed: int


DECK = Deck(**json.loads((Path(__file__).parent / "data" / "deck.json").read_text(encoding="utf-8")))


class DuelState(TypedDict):
    """The state (beside ``game``, ``players``, ``options``, ``rng`` and ``log``, which every game has)."""

    hands: list[list[int]]  # each seat's cards, sorted; hidden from the others
    deck: list[int]  # the cards dealt to nobody; hidden from everyone
    played: list[int | None]  # the card each seat has played this round, None until it has
    wins: list[int]  # rounds won by each seat
    round: int  # the round being played, from 1 (past ``DECK.rounds`` once the game is over)


def setup(state: State) -> None:
    """Shuffle the deck and deal every seat a hand."""
    deck = list(range(DECK.lowest, DECK.highest + 1))
    shuffle(state, deck)
    n, size = state["players"], DECK.hand
    state["hands"] = [sorted(deck[size * i : size * (i + 1)]) for i in range(n)]
    state["deck"] = deck[size * n :]
    state["played"] = [None] * n
    state["wins"] = [0] * n
    state["round"] = 1


def play(state: State, seat: int, card: int) -> None:
    """``seat`` plays ``card`` from its hand; the round ends once every seat has played.

    Only the player learns which card it played until the round ends: that is what keeps a
    simultaneous round secret (``games.playout.simultaneous_secrecy`` checks it)."""
    state["hands"][seat].remove(card)
    state["played"][seat] = card
    log(state, msg("example-log-you-play", card=card), to=[seat])
    if all(p is not None for p in state["played"]):
        end_round(state)


def end_round(state: State) -> None:
    """Reveal the round's cards, score its single highest card, and start the next round."""
    best = max(state["played"])
    winners = [s for s, p in enumerate(state["played"]) if p == best]
    if len(winners) == 1:
        state["wins"][winners[0]] += 1
    cards = ", ".join(str(c) for c in state["played"])
    log(state, msg("example-log-round", round=state["round"], cards=cards))
    state["played"] = [None] * state["players"]
    state["round"] += 1


def outcome(state: State) -> Outcome | None:
    """The result once someone has ``wins_needed`` rounds or all rounds are played, else None."""
    wins = state["wins"]
    top = max(wins)
    if top < DECK.wins_needed and state["round"] <= DECK.rounds:
        return None
    leaders = tuple(s for s, w in enumerate(wins) if w == top)
    reason = msg("example-end-two-wins") if top >= DECK.wins_needed else msg("example-end-all-rounds")
    return Outcome(leaders if len(leaders) == 1 else (), tuple(float(w) for w in wins), reason)
