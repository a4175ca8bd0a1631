"""What each seat and the public may see of the example game, and the re-deal the AI reasons on.

Everyone sees the round and its step, the scores, how many cards each hand holds, and who has
played a card this round; once the last card is down, everyone sees the cards, the pot, the
order, the claims and who kept or passed. A seat also sees its own hand (and, during the play
step, its own card); the public sees no hand.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import State, blank_unseen_log, clone
from games.example import rules


def build_view(state: State, seat: int | None, header: dict[str, Any]) -> dict[str, Any]:
    """``seat``'s view (``None``: the public), after ``header`` (``Engine.view_header``)."""
    shown = rules.step(state) in ("claim", "keep")
    return {
        **header,
        "round": state["round"],
        "step": rules.step(state) or "over",
        "scores": state["scores"],
        "hand_sizes": [len(h) for h in state["hands"]],
        "played": [p is not None for p in state["played"]],
        "cards": state["played"] if shown else None,  # the round's cards, once all are down
        "my_card": None if seat is None else state["played"][seat],
        "pot": rules.pot(state) if shown else None,
        "order": state["order"],
        "claims": state["claims"],
        "kept": state["kept"],
        "hand": None if seat is None else state["hands"][seat],
        "changed": state.get("changed", []),  # nothing on the set-up: nobody has played
    }


def changed_seats(before: State, after: State) -> list[int]:
    """The seats whose public row a move changed (whether it played, its claim, its keep, its
    score, how many cards it holds), for the board to mark: only what everyone may see."""

    def row(state: State, seat: int) -> tuple:
        played = state["played"][seat] is not None
        return played, state["claims"][seat], state["kept"][seat], state["scores"][seat], len(state["hands"][seat])

    return [seat for seat in range(after["players"]) if row(before, seat) != row(after, seat)]


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy in which every hand but ``seat``'s, and the undealt deck, are dealt anew from the
    cards ``seat`` cannot see, keeping every size.

    The unseen cards are sorted before they are shuffled, so the re-deal depends on what the
    seat sees and on ``rng`` only. During the play step, a card another seat has played is
    unseen too: it goes back into the pool and that seat is dealt a played card from it. Once
    the cards are shown they stay as they are."""
    twin = clone(state)
    others = [s for s in range(twin["players"]) if s != seat]
    secret_plays = [s for s in others if rules.step(twin) == "play" and twin["played"][s] is not None]
    hidden = [c for s in others for c in twin["hands"][s]] + twin["deck"] + [twin["played"][s] for s in secret_plays]
    hidden.sort()
    rng.shuffle(hidden)
    for s in secret_plays:
        twin["played"][s] = hidden.pop()
    for s in others:
        twin["hands"][s] = sorted(hidden.pop() for _ in twin["hands"][s])
    twin["deck"] = hidden
    blank_unseen_log(twin, seat)
    twin["rng"] = rng.getrandbits(64)
    return twin
