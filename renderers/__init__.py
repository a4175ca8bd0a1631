"""Pictures of games: a view in, a PNG out.

Each game has a module ``renderers.<game id>`` with two functions:
``board(view, names) -> Image`` draws the public table from any view, and
``private(view, names) -> Image | None`` draws what only the view's seat may see (its hand),
or ``None`` when that seat has nothing private. ``names`` are the seats' display names.
Each module should also offer ``private_key(view) -> JSON data``: everything ``private`` draws, so
the bot can tell that a private picture is unchanged without drawing it.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from types import ModuleType
from typing import Any

from renderers.kit import to_png


def _module(game_id: str) -> ModuleType:
    return importlib.import_module(f"renderers.{game_id}")


def render_board(game_id: str, view: dict[str, Any], names: list[str]) -> bytes:
    """The public picture of the table, as PNG bytes."""
    return to_png(_module(game_id).board(view, names))


def render_private(game_id: str, view: dict[str, Any], names: list[str]) -> bytes | None:
    """The picture of what the view's seat alone may see, or ``None``."""
    image = _module(game_id).private(view, names)
    return None if image is None else to_png(image)


def private_digest(game_id: str, view: dict[str, Any], names: list[str]) -> str | None:
    """A fingerprint of what the private picture would show, or ``None`` if the game's
    renderer cannot tell without drawing."""
    key = getattr(_module(game_id), "private_key", None)
    if key is None:
        return None
    raw = json.dumps([key(view), names], sort_keys=True, separators=(",", ":"))
    return "k" + hashlib.blake2b(raw.encode(), digest_size=12).hexdigest()
