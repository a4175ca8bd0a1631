"""Relay: a small game made for the end-to-end tests, exercising every kind of control the bot
offers while no real game is installed (it is not registered in ``games/``; the launcher adds it).

Each seat holds three hidden cards (1-40). A round has three steps:
1. everyone at once plays a card from their hand (a private, simultaneous decision: DMs);
2. in seat order from the round's high card, each seat claims a number 1-30 (a public decision
   with 30 options: select menus on the board);
3. in seat order, each seat keeps or passes (a public decision with two options: board buttons).
The score is the sum of claims kept; two rounds; the highest score wins.
"""

from __future__ import annotations

import random

from games.core import Decision, Engine, Option, Outcome, State, clone, log, shuffle

ROUNDS = 2
CLAIMS = 30


class Relay(Engine):
    id = "relay"
    name = "Relay"
    min_players = 2
    max_players = 6
    summary = "Play a card, claim a number, keep it or pass."
    rules_help = "Everyone plays a card at once; then each claims a number; then keeps it or passes."

    def _setup(self, state: State) -> None:
        deck = list(range(1, 41))
        shuffle(state, deck)
        n = state["players"]
        state["hands"] = [sorted(deck[3 * i : 3 * i + 3]) for i in range(n)]
        state["deck"] = deck[3 * n :]
        state["step"] = "play"
        state["played"] = [None] * n
        state["claims"] = [None] * n
        state["turn"] = 0  # how many seats have acted in a sequential step
        state["first"] = 0
        state["score"] = [0] * n
        state["round"] = 1

    def _order(self, state: State) -> list[int]:
        n = state["players"]
        return [(state["first"] + i) % n for i in range(n)]

    def pending(self, state: State) -> list[Decision]:
        if self.outcome(state) is not None:
            return []
        if state["step"] == "play":
            return [
                Decision(s, "Play a card", tuple(Option(f"c{c}", f"Play {c}") for c in hand), f"c{hand[0]}")
                for s, hand in enumerate(state["hands"])
                if state["played"][s] is None
            ]
        seat = self._order(state)[state["turn"]]
        if state["step"] == "claim":
            options = tuple(Option(f"n{k}", f"Claim {k}") for k in range(1, CLAIMS + 1))
            return [Decision(seat, "Claim a number", options, "n1", public=True)]
        options = (Option("keep", f"Keep {state['claims'][seat]}"), Option("pass", "Pass"))
        return [Decision(seat, "Keep your claim?", options, "keep", public=True)]

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        n = state["players"]
        if state["step"] == "play":
            card = int(option_id[1:])
            state["hands"][seat].remove(card)
            state["played"][seat] = card
            log(state, f"You play {card}.", to=[seat])
            if all(p is not None for p in state["played"]):
                state["first"] = max(range(n), key=lambda s: state["played"][s])
                log(state, f"Round {state['round']}: cards {state['played']}.")
                state["step"], state["turn"] = "claim", 0
            return
        if state["step"] == "claim":
            state["claims"][seat] = int(option_id[1:])
            log(state, f"Seat {seat + 1} claims {state['claims'][seat]}.")
        elif option_id == "keep":
            state["score"][seat] += state["claims"][seat]
            log(state, f"Seat {seat + 1} keeps {state['claims'][seat]}.")
        state["turn"] += 1
        if state["turn"] < n:
            return
        state["turn"] = 0
        if state["step"] == "claim":
            state["step"] = "keep"
        else:
            state["step"], state["round"] = "play", state["round"] + 1
            state["played"], state["claims"] = [None] * n, [None] * n

    def outcome(self, state: State) -> Outcome | None:
        if state["round"] <= ROUNDS:
            return None
        top = max(state["score"])
        leaders = tuple(s for s, v in enumerate(state["score"]) if v == top)
        return Outcome(leaders if len(leaders) == 1 else (), tuple(float(v) for v in state["score"]), "two rounds")

    def status(self, state: State) -> str:
        return f"Round {min(state['round'], ROUNDS)}, {state['step']}"

    def view(self, state: State, seat: int | None) -> dict:
        return {
            **self.view_header(state, seat),
            "score": state["score"],
            "claims": state["claims"],
            "played": [p is not None for p in state["played"]],
            "hand": None if seat is None else state["hands"][seat],
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return redeal_hands(state, seat, rng)

    def picture(self):
        """Relay lives in one test module, so it hands over its picture module itself."""
        return _PICTURES


def redeal_hands(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of a state in which every hand but ``seat``'s, and the deck, are dealt anew from
    the cards ``seat`` cannot see."""
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


RELAY = Relay()


def pictures():
    """The picture module for relay (board and private), drawn small with Pillow."""
    import types

    from PIL import Image, ImageDraw

    def picture(lines: list[str]) -> Image.Image:
        image = Image.new("RGB", (360, 24 + 16 * len(lines)), "white")
        draw = ImageDraw.Draw(image)
        for i, line in enumerate(lines):
            draw.text((8, 8 + 16 * i), line, fill="black")
        return image

    module = types.ModuleType("relay_picture")
    module.board = lambda view, names, options=None, locale="en": picture(  # type: ignore[attr-defined]
        [view["status"], f"score {view['score']}", f"claims {view['claims']}", ", ".join(names)]
    )
    module.private = lambda view, names, options=None, locale="en": (  # type: ignore[attr-defined]
        None if view["seat"] is None else picture([f"{names[view['seat']]}: hand {view['hand']}"])
    )
    return module


_PICTURES = pictures()
