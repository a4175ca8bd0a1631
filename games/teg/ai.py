"""Tiny Epic Galaxies: positions judged by victory points, with a little for the empire's
level and resources (the means to score later). Against the solo rogue galaxy the margin over
the rogue gives the chance of winning.
"""

from __future__ import annotations

from games.ai.policies._util import logistic, softmax_shares
from games.core import Decision, Engine, State

SHARPNESS = 0.35

BUDGETS = {
    "easy": {"iterations": 30, "rollout_depth": 12},
    # normal and hard: the iterations that take the time they took before the playouts were made
    # faster (measured on the same positions, old and new code in one sitting)
    "normal": {"iterations": 320, "rollout_depth": 20},
    "hard": {"iterations": 1020, "rollout_depth": 28},
    # the arena's yardstick: the normal budget before (``games.ai.levels.ARENA_LEVELS``)
    "normal-before": {"iterations": 250, "rollout_depth": 20},
}


def progress(gal: dict) -> float:
    return gal["vp"] + 0.8 * gal["empire_level"] + 0.15 * (gal["energy"] + gal["culture"])


def evaluate_all(engine: Engine, state: State) -> list[float]:
    gals = state["galaxies"]
    players = state["players"]
    values = [progress(g) for g in gals]
    if players == 1:
        rogue = max((progress(g) for g in gals if g.get("rogue")), default=values[0])
        return [logistic(SHARPNESS * (values[0] - rogue))]
    return softmax_shares(values[:players], SHARPNESS)


def prune(engine: Engine, state: State, decision: Decision) -> list[str] | None:
    """The options worth searching. The last word before unused dice are lost ("quit") only
    confirms: the search chose to end the turn one step up, having weighed going on (or the
    player whose seat it took over did), so going back to the dice would only undo that plan,
    and show the table an AI changing its mind."""
    if state["steps"][-1]["kind"] == "quit":
        return ["yes"]
    return None
