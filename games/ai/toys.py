"""Two tiny games that exercise the search where the real games are not needed: the tests
and the arena use them (``python -m games.ai.cli toy-nim ...``). They are not registered
games and the bot never offers them.

- ``toy-nim``: Nim on three heaps, the last to take wins; a move is a compound decision
  (a heap, then how many, with a way back). Perfect information, two players.
- ``toy-bids``: 2-4 players each hold four hidden cards; every round a prize is turned up and
  all players bid a card at once (a simultaneous decision); the single highest bid scores the
  prize. Hidden hands, a hidden prize deck, hidden bids until all are in.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import Decision, Engine, Option, Outcome, State, clone, log, seat_label, shuffle


class ToyNim(Engine):
    id = "toy-nim"
    name = "Toy Nim"
    min_players = 2
    max_players = 2
    summary = "Take from a heap; whoever takes the last counter wins."
    max_decisions = 200

    def _setup(self, state: State) -> None:
        state["heaps"] = [3, 4, 5]
        state["turn"] = 0
        state["heap"] = None  # the heap chosen in the first half of a move

    def pending(self, state: State) -> list[Decision]:
        if self.outcome(state) is not None:
            return []
        seat, heap = state["turn"], state["heap"]
        if heap is None:
            opts = tuple(Option(f"h{i}", f"Heap {i + 1} ({n})") for i, n in enumerate(state["heaps"]) if n)
            return [Decision(seat, "Pick a heap", opts, opts[0].id, public=True)]
        opts = tuple(Option(f"t{k}", f"Take {k}") for k in range(1, state["heaps"][heap] + 1))
        return [Decision(seat, "How many?", (*opts, Option("back", "Back")), opts[0].id, public=True)]

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        if option_id == "back":
            state["heap"] = None
        elif option_id.startswith("h"):
            state["heap"] = int(option_id[1:])
        else:
            k = int(option_id[1:])
            state["heaps"][state["heap"]] -= k
            log(state, f"{seat_label(seat)} takes {k} from heap {state['heap'] + 1}.")
            state["heap"] = None
            state["last"] = seat
            state["turn"] = 1 - seat

    def outcome(self, state: State) -> Outcome | None:
        if any(state["heaps"]):
            return None
        return Outcome((state["last"],), None, "took the last counter")

    def status(self, state: State) -> str:
        return f"{seat_label(state['turn'])} to move"

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            **self.view_header(state, seat),
            "heaps": list(state["heaps"]),
            "heap": state["heap"],
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        twin = clone(state)
        twin["rng"] = rng.getrandbits(64)
        return twin


class ToyBids(Engine):
    id = "toy-bids"
    name = "Toy Bids"
    min_players = 2
    max_players = 4
    summary = "Bid hidden cards for prizes; the single highest bid scores."
    max_decisions = 100

    HAND = 4

    def _setup(self, state: State) -> None:
        n = state["players"]
        deck = list(range(1, 4 * n + 5))
        shuffle(state, deck)
        state["hands"] = [sorted(deck[i * self.HAND : (i + 1) * self.HAND]) for i in range(n)]
        state["deck"] = deck[n * self.HAND :]
        prizes = [1, 2, 3, 4, 5, 6]
        shuffle(state, prizes)
        state["prizes"] = prizes
        state["prize"] = state["prizes"].pop()
        state["bids"] = [None] * n
        state["points"] = [0] * n
        state["played"] = []
        state["round"] = 1

    def pending(self, state: State) -> list[Decision]:
        if state["prize"] is None:
            return []
        out = []
        for seat, bid in enumerate(state["bids"]):
            if bid is None:
                opts = tuple(Option(f"c{c}", f"Bid {c}") for c in state["hands"][seat])
                out.append(Decision(seat, f"Bid for a prize of {state['prize']}", opts, opts[0].id))
        return out

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        card = int(option_id[1:])
        state["hands"][seat].remove(card)
        state["bids"][seat] = card
        if any(b is None for b in state["bids"]):
            return
        bids = state["bids"]
        top = max(bids)
        if bids.count(top) == 1:
            winner = bids.index(top)
            state["points"][winner] += state["prize"]
            log(state, f"{seat_label(winner)} wins a prize of {state['prize']} with {top}.")
        else:
            log(state, f"Tie at {top}: the prize of {state['prize']} is lost.")
        state["played"].extend(bids)
        state["bids"] = [None] * state["players"]
        state["round"] += 1
        state["prize"] = state["prizes"].pop() if state["hands"][0] else None

    def outcome(self, state: State) -> Outcome | None:
        if state["prize"] is not None:
            return None
        points = state["points"]
        best = max(points)
        return Outcome(tuple(i for i, p in enumerate(points) if p == best), tuple(points), "most prize points")

    def status(self, state: State) -> str:
        return f"Round {state['round']}"

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            **self.view_header(state, seat),
            "hand": list(state["hands"][seat]) if seat is not None else None,
            "my_bid": state["bids"][seat] if seat is not None else None,
            "bid_in": [b is not None for b in state["bids"]],
            "prize": state["prize"],
            "prizes_left": len(state["prizes"]),
            "points": list(state["points"]),
            "played": list(state["played"]),
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        twin = clone(state)
        others = [p for p in range(twin["players"]) if p != seat]
        unseen = list(twin["deck"])
        for p in others:
            unseen += twin["hands"][p]
            if twin["bids"][p] is not None:
                unseen.append(twin["bids"][p])
        unseen.sort()  # a function of the view only, whatever the true deal
        rng.shuffle(unseen)
        for p in others:
            k = len(twin["hands"][p])
            twin["hands"][p], unseen = sorted(unseen[:k]), unseen[k:]
            if twin["bids"][p] is not None:
                twin["bids"][p], unseen = unseen[0], unseen[1:]
        twin["deck"] = unseen
        prizes = sorted(twin["prizes"])
        rng.shuffle(prizes)
        twin["prizes"] = prizes
        twin["rng"] = rng.getrandbits(64)
        return twin

    def check_invariants(self, state: State) -> None:
        cards = list(state["deck"]) + list(state["played"])
        for p in range(state["players"]):
            cards += state["hands"][p]
            if state["bids"][p] is not None:
                cards.append(state["bids"][p])
        assert sorted(cards) == list(range(1, 4 * state["players"] + 5)), "cards lost or duplicated"


TOYS: dict[str, Engine] = {g.id: g for g in (ToyNim(), ToyBids())}
