"""A tiny game with hidden hands and simultaneous decisions, to test the service and the bot
without depending on any real game's rules.

Each seat holds three cards from 1-9 (hidden). Every round all seats play a card at once;
the highest card wins the round (ties: nobody). First to two rounds wins; after three rounds
the most round wins takes it (a tie is a draw).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

from games.core import Decision, Engine, Option, Outcome, State, clone, log, shuffle


class ToyGame(Engine):
    id = "toy"
    name = "Toy Duel"
    min_players = 2
    max_players = 3  # three cards each from a deck of nine
    summary = "Play your highest card at the right time."
    rules_help = "Everyone plays a card at once; highest wins the round; two rounds win."

    def _setup(self, state: State) -> None:
        deck = list(range(1, 10))
        shuffle(state, deck)
        n = state["players"]
        state["hands"] = [sorted(deck[3 * i : 3 * i + 3]) for i in range(n)]
        state["deck"] = deck[3 * n :]
        state["played"] = [None] * n
        state["wins"] = [0] * n
        state["round"] = 1

    def pending(self, state: State) -> list[Decision]:
        if self.outcome(state) is not None:
            return []
        out = []
        for seat, hand in enumerate(state["hands"]):
            if state["played"][seat] is None:
                options = tuple(Option(f"c{c}", f"Play {c}") for c in hand)
                out.append(Decision(seat, "Play a card", options, options[0].id))
        return out

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        card = int(option_id[1:])
        state["hands"][seat].remove(card)
        state["played"][seat] = card
        log(state, f"You play {card}.", to=[seat])
        if all(p is not None for p in state["played"]):
            best = max(state["played"])
            winners = [s for s, p in enumerate(state["played"]) if p == best]
            if len(winners) == 1:
                state["wins"][winners[0]] += 1
            log(state, f"Round {state['round']}: cards {state['played']}.")
            state["played"] = [None] * state["players"]
            state["round"] += 1

    def outcome(self, state: State) -> Outcome | None:
        wins = state["wins"]
        if max(wins) >= 2 or state["round"] > 3:
            top = max(wins)
            leaders = tuple(s for s, w in enumerate(wins) if w == top)
            winners = leaders if len(leaders) == 1 else ()
            return Outcome(winners, tuple(float(w) for w in wins), "two rounds won" if top >= 2 else "three rounds")
        return None

    def status(self, state: State) -> str:
        return f"Round {state['round']}"

    def view(self, state: State, seat: int | None) -> dict:
        return {
            **self.view_header(state, seat),
            "wins": state["wins"],
            "played": [p is not None for p in state["played"]],
            "hand_sizes": [len(h) for h in state["hands"]],
            "hand": None if seat is None else state["hands"][seat],
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return redeal_hands(state, seat, rng)


def redeal_hands(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of a state with ``hands`` and a ``deck`` in which every hand but ``seat``'s, and
    the deck, are dealt anew from the cards ``seat`` cannot see."""
    twin = clone(state)
    hidden = sorted([c for s, h in enumerate(twin["hands"]) if s != seat for c in h] + twin["deck"])
    rng.shuffle(hidden)  # sorted first, so the re-deal depends on what the seat sees only
    for s, hand in enumerate(twin["hands"]):
        if s != seat:
            twin["hands"][s] = sorted(hidden[: len(hand)])
            hidden = hidden[len(hand) :]
    twin["deck"] = hidden
    twin["rng"] = rng.getrandbits(64)
    return twin


TOY = ToyGame()


def engines(name: str) -> Engine:
    if name == "toy":
        return TOY
    from games import registry

    return registry.get(name)


def render_stub(picture: dict) -> bytes | None:
    """A stand-in renderer: the bytes say what was drawn, so tests can read them back."""
    view = picture["view"]
    if picture["kind"] == "private":
        return None if view["seat"] is None else f"hand {view['seat']}: {view['hand']}".encode()
    return f"board: wins {view['wins']}".encode()


def easy_ai(engines_of: Callable[[str], Engine]) -> Callable[[str, str, int, str, int], Awaitable[str]]:
    """An AI chooser for the service that plays the "easy" level of the engines given, off the loop."""
    from games.ai import choose

    async def chooser(game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
        engine = engines_of(game_id)
        return await asyncio.to_thread(choose, engine, engine.from_json(state_json), seat, "easy", seed)

    return chooser
