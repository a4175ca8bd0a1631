"""Per-game knowledge for the search: optional plug-ins, one module per game.

A module ``games.ai.policies.<game id>`` may define any of:

- ``evaluate(engine, state, seat) -> float``: how good ``state`` looks for ``seat``, in 0..1
  (roughly a chance of winning). With it, rollouts stop after the level's ``rollout_depth``
  decisions and the position is scored; without it, rollouts play to the end.
- ``evaluate_all(engine, state) -> list[float]``: the same for every seat at once (faster).
- ``rollout_policy(engine, state, decision, rng) -> str``: an option id of ``decision`` to play
  in rollouts instead of a uniformly random one.
- ``BUDGETS``: level overrides, e.g. ``{"hard": {"iterations": 600}}`` for games whose rules
  are slow to simulate.

A game without a module is played by the generic search alone. The functions receive only
determinized states (samples consistent with what the searching seat may see).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any


@dataclass(frozen=True)
class Plugin:
    """What the search knows about one game beyond its rules."""

    evaluate_all: Callable[..., list[float]] | None = None
    rollout_policy: Callable[..., str] | None = None
    budgets: dict[str, dict[str, Any]] = field(default_factory=dict)


@cache
def plugin_for(game_id: str) -> Plugin:
    """The plug-in of ``game_id``, or an empty one."""
    name = f"{__name__}.{game_id}"
    if not game_id.isidentifier() or importlib.util.find_spec(name) is None:
        return Plugin()
    module = importlib.import_module(name)
    evaluate_all = getattr(module, "evaluate_all", None)
    evaluate = getattr(module, "evaluate", None)
    if evaluate_all is None and evaluate is not None:

        def evaluate_all(engine, state, _evaluate=evaluate):
            return [_evaluate(engine, state, seat) for seat in range(state["players"])]

    return Plugin(evaluate_all, getattr(module, "rollout_policy", None), dict(getattr(module, "BUDGETS", {})))
