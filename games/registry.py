"""Finds the games: every package under ``games/`` that exposes ``GAME``."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import games
from games.core import Engine

_NOT_GAMES = {"ai"}


@cache
def _engines() -> dict[str, Engine]:
    found: dict[str, Engine] = {}
    for info in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not info.ispkg or info.name in _NOT_GAMES:
            continue
        module = importlib.import_module(f"games.{info.name}")
        engine = getattr(module, "GAME", None)
        if isinstance(engine, Engine):
            found[engine.id] = engine
    return found


def get(game_id: str) -> Engine:
    """The engine for ``game_id``; ``KeyError`` with the known ids if there is none."""
    try:
        return _engines()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(ids())}") from None


def all() -> list[Engine]:
    return list(_engines().values())


def ids() -> list[str]:
    return list(_engines())


def listed() -> list[Engine]:
    """The games offered to players (``Engine.listed``): all but examples and the like."""
    return [e for e in _engines().values() if e.listed]
