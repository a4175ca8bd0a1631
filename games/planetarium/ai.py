"""Planetarium: rollouts that play cards when they can, and positions scored by points.

Progress is the points of the cards played plus a part of the Matter waiting on the mat
(the means to play the next cards). In the solo game the score against the target counts
as well as the win, so the search climbs towards the target even when it cannot reach it yet.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, Outcome, State

MATTER_WEIGHT = 0.6
SHARPNESS = 0.12
#: in a rollout, how often a seat that can play a card does so
PLAY_RATE = 0.85

BUDGETS = {
    "easy": {"iterations": 30, "rollout_depth": 16},
    "normal": {"iterations": 150, "rollout_depth": 24},
    "hard": {"iterations": 500, "rollout_depth": 32},
}


def progress(state: State, seat: int) -> float:
    matter = sum(sum(v) for v in state["mats"][seat].values())
    return state["scores"][seat] + MATTER_WEIGHT * matter


def evaluate_all(engine: Engine, state: State) -> list[float] | None:
    if state["players"] == 1:
        return None  # solo games are short: play them out
    return softmax_shares([progress(state, s) for s in range(state["players"])], SHARPNESS)


def terminal_rewards(engine: Engine, state: State, outcome: Outcome) -> list[float] | None:
    if state["players"] != 1:
        return None
    target = max(1, state["target"] or 1)
    return [0.7 * bool(outcome.winners) + 0.3 * min(1.0, state["scores"][0] / target)]


def rollout_policy(engine: Engine, state: State, decision, rng) -> str:
    ids = [o.id for o in decision.options if o.id != "back"]
    plays = [i for i in ids if i.startswith(("play-", "final-"))]
    if plays and rng.random() < PLAY_RATE:
        return rng.choice(plays)
    if ids and ids[0].startswith("keep-"):
        return max(decision.options, key=lambda o: _points(o.label)).id
    return rng.choice(ids)


def _points(label: str) -> int:
    try:
        return int(label.rsplit("(", 1)[1].split()[0])
    except (IndexError, ValueError):
        return 0
