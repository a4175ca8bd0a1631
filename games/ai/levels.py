"""The AI levels a player chooses between, as search budgets per decision.

Budgets are counted in search iterations so that a given seed gives the same choice on any
machine; the wall-clock cap is only a safety net for slow states (when it cuts a search
short the choice may depend on the machine's speed). A game's plug-in may scale a level to
the cost of its rules (see ``games.ai.policies``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Level:
    """A search budget for one decision."""

    name: str
    #: search iterations (one determinization, one descent, one rollout each); 0 = play at random
    iterations: int
    #: wall-clock safety cap in seconds
    seconds: float
    #: tree nodes kept at most (the memory budget); past it the tree stops growing
    max_nodes: int
    #: decisions played in a rollout before the position is scored by the game's evaluation
    #: (only when the game's plug-in has one; otherwise rollouts run to the end)
    rollout_depth: int
    #: decisions played in any rollout at most; a game without an evaluation then scores the
    #: position as a fair share for everyone (tests use it to keep long games cheap)
    max_rollout: int = 100_000
    #: UCB exploration constant (rewards lie in 0..1)
    exploration: float = 0.7
    #: what a player reads in the lobby
    blurb: str = ""


LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0.0, 0, 0, blurb="picks any legal option at random"),
    "easy": Level("easy", 40, 0.25, 1_000, 12, blurb="a quick look ahead; beatable"),
    "normal": Level("normal", 300, 0.9, 20_000, 24, blurb="a careful player, about a second per move"),
    "hard": Level("hard", 1_200, 2.7, 60_000, 32, blurb="thinks up to three seconds per move"),
}


def level_for(name: str, overrides: dict[str, dict[str, Any]] | None = None) -> Level:
    """The named level, with a game's overrides (``{"hard": {"iterations": 600}}``) applied."""
    try:
        level = LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown AI level {name!r}; known: {', '.join(LEVELS)}") from None
    if overrides and name in overrides:
        level = replace(level, **overrides[name])
    return level
