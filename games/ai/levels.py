"""The AI levels a player chooses between, as search budgets per decision.

Budgets are counted in search iterations so that a given seed gives the same choice on any
machine; the processor-time and wall-clock caps are only safety nets for slow states or a
busy machine (when one cuts a search short, the choice may depend on the machine's speed).
A game's plug-in may scale a level to the cost of its rules (see ``games.ai.policies``).
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
    #: wall-clock safety cap in seconds (the player's wait on a busy machine)
    seconds: float
    #: tree nodes kept at most (the memory budget); past it the tree stops growing
    max_nodes: int
    #: decisions played in a rollout before the position is scored by the game's evaluation
    #: (only when the game's plug-in has one; otherwise rollouts run to the end)
    rollout_depth: int
    #: decisions played in any rollout at most; a game without an evaluation then scores the
    #: position as a fair share for everyone (tests use it to keep long games cheap)
    max_rollout: int = 100_000
    #: processor-time safety cap in seconds (the budget on an idle machine); None: ``seconds``
    cpu_seconds: float | None = None
    #: UCB exploration constant (rewards lie in 0..1)
    exploration: float = 0.7
    #: what a player reads in the lobby
    blurb: str = ""


LEVELS: dict[str, Level] = {
    "random": Level("random", 0, 0.0, 0, 0, blurb="picks any legal option at random"),
    "easy": Level("easy", 40, 0.4, 1_000, 12, cpu_seconds=0.2, blurb="a quick look ahead; beatable"),
    "normal": Level("normal", 300, 1.0, 20_000, 24, cpu_seconds=0.9, blurb="a careful player, about a second a move"),
    "hard": Level("hard", 1_200, 3.0, 60_000, 32, cpu_seconds=2.7, blurb="thinks up to three seconds a move"),
}


#: the levels a player seats at a table, or hands a seat to (``random`` is for the arena only);
#: the bot's commands, checks and names of machine seats all read this list
SEAT_LEVELS = ("easy", "normal", "hard")


#: levels only the arena plays, to measure a change against: "normal-before" is the normal
#: level's budget before the playouts were made faster. Budgets are iterations, and a
#: search that its clocks do not cut (the arena's ``--no-wall-cap``) chooses by its iterations
#: alone, so this level plays as the earlier normal did, only sooner. Each game's plug-in pins
#: its own earlier figures under this name.
ARENA_LEVELS: dict[str, Level] = {
    "normal-before": replace(
        LEVELS["normal"], name="normal-before", blurb="the normal level's budget before the faster playouts"
    ),
}


def level_for(name: str, overrides: dict[str, dict[str, Any]] | None = None) -> Level:
    """The named level, with a game's overrides (``{"hard": {"iterations": 600}}``) applied."""
    level = LEVELS.get(name) or ARENA_LEVELS.get(name)
    if level is None:
        known = ", ".join([*LEVELS, *ARENA_LEVELS])
        raise ValueError(f"unknown AI level {name!r}; known: {known}")
    if overrides and name in overrides:
        level = replace(level, **overrides[name])
    return level
