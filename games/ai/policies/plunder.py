"""Plunder from Andromeda: score positions by progress towards three full sets.

A seat's progress counts, for its three best relic kinds, the relics on its home planet (a
kind counts at most three) plus a little for matching relics in hand, which it still has to
collect and place. Rollouts stop after a mission's worth of decisions and the progress figures
become chances of winning.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, State

# The engine overrides ``apply`` only to copy states more cheaply; ``_apply`` does the move.
APPLY_IN_PLACE = True

#: a relic in hand is worth this much of a placed one
HAND_WEIGHT = 0.4
SHARPNESS = 1.1

BUDGETS = {
    "easy": {"iterations": 40, "rollout_depth": 20},
    "normal": {"iterations": 300, "rollout_depth": 40},
    "hard": {"iterations": 900, "rollout_depth": 48},
}


def progress(state: State, seat: int, kinds: tuple[str, ...]) -> float:
    placed = state["homes"][seat]
    hand = state["hands"][seat]
    eff = []
    for i, kind in enumerate(kinds):
        if placed[i] >= 3:
            eff.append(3.0)
        else:
            eff.append(min(3.0, placed[i] + HAND_WEIGHT * hand.count(kind)))
    eff.sort(reverse=True)
    return eff[0] + eff[1] + eff[2]


def evaluate_all(engine: Engine, state: State) -> list[float]:
    from games.plunder.cards import RELICS

    values = [progress(state, s, RELICS) for s in range(state["players"])]
    return softmax_shares(values, SHARPNESS)


def prune(engine: Engine, state: State, decision) -> list[str] | None:
    """A blind pick in a shuffled hand: every position is alike, so search just one."""
    if state["phase"] == "explore" and state["step"]["at"] == "position":
        return [o.id for o in decision.options if o.id.startswith("pos.")][:1]
    return None
