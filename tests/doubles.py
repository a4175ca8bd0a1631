"""Stand-ins the service and bot tests use around the example game (``games/example``): a
renderer whose bytes say what was drawn, and an AI chooser that plays off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from games.core import Engine


def render_stub(picture: dict) -> bytes | None:
    """A stand-in renderer for the example game: the bytes say what was drawn, so tests can
    read them back."""
    view = picture["view"]
    if picture["kind"] == "private":
        return None if view["seat"] is None else f"hand {view['seat']}: {view['hand']}".encode()
    return f"board: scores {view['scores']}".encode()


def easy_ai(engines_of: Callable[[str], Engine]) -> Callable[[str, str, int, str, int], Awaitable[str]]:
    """An AI chooser for the service that plays the "easy" level of the engines given, off the loop."""
    from games.ai import choose

    async def chooser(game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
        engine = engines_of(game_id)
        return await asyncio.to_thread(choose, engine, engine.from_json(state_json), seat, "easy", seed)

    return chooser


def texts_migration():
    """The store's migration 0014 (texts stored as plain English become messages), whose
    rewrites of one state, view, payload or text tests apply to data saved by earlier versions,
    as the store does to a database it opens."""
    from db.store import data_migration, migration_files

    return data_migration(dict(migration_files("sqlite"))[14])
