"""Per-game knowledge for the search: optional plug-ins, one module per game.

A game's plug-in is the module ``ai`` of its own package (``games.<id>.ai``, found through the
game: ``Engine.ai``). It may define any of:

- ``evaluate(engine, state, seat) -> float``: how good ``state`` looks for ``seat``, in 0..1
  (roughly a chance of winning). With it, rollouts stop after the level's ``rollout_depth``
  decisions and the position is scored; without it, rollouts play to the end. It may return
  ``None`` for a position it cannot judge: the rollout then plays on to the end.
- ``evaluate_all(engine, state) -> list[float] | None``: the same for every seat at once (faster).
- ``rollout_policy(engine, state, decision, rng) -> str``: an option id of ``decision`` to play
  in rollouts instead of a uniformly random one.
- ``prune(engine, state, decision) -> list[str] | None``: the option ids worth searching
  (e.g. one of several blind picks that are all alike to the chooser); None or empty: all.
- ``terminal_rewards(engine, state, outcome) -> list[float] | None``: rewards of a finished
  game in place of the generic ones (e.g. a solo score measured against its target).
- ``BUDGETS``: level overrides, e.g. ``{"hard": {"iterations": 600}}`` for games whose rules
  are slow to simulate.
- ``KEEP_LOG = True``: the rules read the log. By default the search empties the log of its
  samples, which the rules never need and which would be copied at every iteration.

The search plays on states it owns through ``Engine.apply_in_place`` (the contract's fast path),
so a plug-in never needs to vouch for the game's ``apply``. A game without a module is played
by the generic search alone. The functions receive only
determinized states (samples consistent with what the searching seat may see).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.core import Engine


@dataclass(frozen=True)
class Plugin:
    """What the search knows about one game beyond its rules."""

    evaluate_all: Callable[..., list[float]] | None = None
    rollout_policy: Callable[..., str] | None = None
    prune: Callable[..., list[str] | None] | None = None
    terminal_rewards: Callable[..., list[float] | None] | None = None
    budgets: dict[str, dict[str, Any]] = field(default_factory=dict)
    keep_log: bool = False


def plugin_for(engine: Engine) -> Plugin:
    """The plug-in of ``engine``'s game, or an empty one."""
    return _plugin(engine)


@cache
def _plugin(engine: Engine) -> Plugin:
    module = engine.ai()
    if module is None:
        return Plugin()
    evaluate_all = getattr(module, "evaluate_all", None)
    evaluate = getattr(module, "evaluate", None)
    if evaluate_all is None and evaluate is not None:

        def evaluate_all(engine, state, _evaluate=evaluate):
            return [_evaluate(engine, state, seat) for seat in range(state["players"])]

    return Plugin(
        evaluate_all,
        getattr(module, "rollout_policy", None),
        getattr(module, "prune", None),
        getattr(module, "terminal_rewards", None),
        dict(getattr(module, "BUDGETS", {})),
        bool(getattr(module, "KEEP_LOG", False)),
    )
