"""What each seat and the public may see of the example duel, and the re-deal the AI reasons on.

Everyone sees the round, the round wins, how many cards each hand holds and who has played this
round (never what: that shows only once the round ends, in the log). A seat also sees its own
hand; the public sees no hand.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import State, blank_unseen_log, clone


def build_view(state: State, seat: int | None, header: dict[str, Any]) -> dict[str, Any]:
    """``seat``'s view (``None``: the public), after ``header`` (``Engine.view_header``)."""
    return {
        **header,
        "round": state["round"],
        "wins": state["wins"],
        "played": [p is not None for p in state["played"]],
        "hand_sizes": [len(h) for h in state["hands"]],
        "hand": None if seat is None else state["hands"][seat],
    }


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy in which every hand but ``seat``'s, and the undealt deck, are dealt anew from the
    cards ``seat`` cannot see, keeping every size.

    The unseen cards are sorted before they are shuffled, so the re-deal depends on what the
    seat sees and on ``rng`` only; a card another seat has played this round is unseen too, so
    it goes back into the pool and that seat is dealt a played card again from it."""
    twin = clone(state)
    others = [s for s in range(twin["players"]) if s != seat]
    hidden = sorted([c for s in others for c in twin["hands"][s]] + twin["deck"])
    hidden += sorted(twin["played"][s] for s in others if twin["played"][s] is not None)
    hidden.sort()
    rng.shuffle(hidden)
    for s in others:
        if twin["played"][s] is not None:
            twin["played"][s] = hidden.pop()
        twin["hands"][s] = sorted(hidden.pop() for _ in twin["hands"][s])
    twin["deck"] = hidden
    blank_unseen_log(twin, seat)
    twin["rng"] = rng.getrandbits(64)
    return twin
