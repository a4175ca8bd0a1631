"""Computer players for every Orrery game.

- ``choose(engine, state, seat, level, rng_seed)``: an option id for ``seat``'s pending decision.
- ``decide(game_id, state_json, seat, level, seed)``: the same from a stored game, picklable and
  top level, for a process pool.

Levels: ``random``, ``easy``, ``normal``, ``hard`` (see ``games.ai.levels``). The choice is a
function of what ``seat`` may see and of the seed only: the AI's first act is to re-deal all
hidden information from its own point of view (``engine.determinize``), and it reasons only on
such samples. The search is generic (``games.ai.search``); games may add knowledge in
their own package (``games.<id>.ai``, see ``games.ai.policies``).
"""

from __future__ import annotations

import random

from games.ai.levels import LEVELS, Level, level_for
from games.ai.policies import plugin_for
from games.ai.search import ISMCTS, SearchInfo, choices_of, outcome_rewards, seat_decision
from games.core import Engine, State

__all__ = [
    "ISMCTS",
    "LEVELS",
    "Level",
    "SearchInfo",
    "choose",
    "choose_with_info",
    "decide",
    "engine_for",
    "outcome_rewards",
    "warm",
]


def choose(engine: Engine, state: State, seat: int, level: str | Level, rng_seed: int) -> str:
    """The option ``seat`` plays now at ``level``; a function of ``seat``'s view and the seed."""
    return choose_with_info(engine, state, seat, level, rng_seed)[0]


def choose_with_info(
    engine: Engine, state: State, seat: int, level: str | Level, rng_seed: int
) -> tuple[str, SearchInfo]:
    """``choose``, with what the search did."""
    plugin = plugin_for(engine)
    if isinstance(level, str):
        level = level_for(level, plugin.budgets)
    rng = random.Random(rng_seed)
    # First re-deal everything the seat cannot see; from here on only the sample is used.
    # (The contract makes a re-deal depend on the seat's view and the rng alone.)
    sample = engine.determinize(state, seat, rng)
    if not plugin.keep_log:
        sample = {**sample, "log": []}  # the rules never read it; the search would copy it often
    decision = seat_decision(engine, sample, seat)
    options = (plugin.prune and plugin.prune(engine, sample, decision)) or choices_of(decision)
    if len(options) == 1:
        choice, info = options[0], SearchInfo()
    elif level.iterations <= 0:
        choice, info = rng.choice(options), SearchInfo()
    else:
        search = ISMCTS(engine, seat, level, plugin, rng)
        choice = search.run(sample, options)
        info = search.info
    # A sample offers the seat its real options (they are in its view); guard against a game
    # whose determinize does not, so that the service never receives an illegal choice.
    real = seat_decision(engine, state, seat)
    return (choice if real.option(choice) else real.default), info


def decide(game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
    """``choose`` for a stored game: the process-pool entry point of the session service."""
    engine = engine_for(game_id)
    return choose(engine, engine.from_json(state_json), seat, level, seed)


def warm() -> int:
    """Import every game and its plug-in (picklable, top level): submit it once to a fresh
    process pool so that the first real decision does not pay for the imports. Returns the
    number of games found."""
    from games import registry

    engines = registry.all()
    for engine in engines:
        plugin_for(engine)
    return len(engines)


def engine_for(game_id: str) -> Engine:
    """The registered game ``game_id`` (the example game, ``example``, is one: unlisted, but
    there for quick runs of the arena and the tests)."""
    from games import registry

    return registry.get(game_id)
