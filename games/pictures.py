"""A game's pictures drawn by its id: the dispatch from a table's game to that game's renderer
(``Engine.picture``), for the outbox's picture payloads and the tools that draw them.

It lives with the games, not in ``renderers``, so that the drawing kit stays a leaf the games use.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any, cast

from games import registry
from games.core import Option
from games.i18n import text_from_json
from renderers import DetailRenderer, GameRenderer, View
from renderers.kit import to_png


def renderer_of(game_id: str) -> GameRenderer:
    """The renderer of the game ``game_id``, found through the game itself."""
    return cast(GameRenderer, registry.get(game_id).picture())


def as_options(raw: Sequence[Option] | Sequence[Sequence[str]] | None) -> list[Option]:
    """Options from either ``Option``s or their JSON form ``[id, label, mark]`` (the outbox's; the
    label as ``games.i18n.text_to_json`` stores it)."""
    return [o if isinstance(o, Option) else Option(o[0], text_from_json(o[1]), *o[2:]) for o in raw or ()]


def render_board(
    game_id: str,
    view: View,
    names: list[str],
    options: Sequence[Option] | Sequence[Sequence[str]] | None = None,
    locale: str = "en",
) -> bytes:
    """The public picture of the table, as PNG bytes, in ``locale``, marking ``options`` (a public
    decision's)."""
    return to_png(renderer_of(game_id).board(view, names, options=as_options(options), locale=locale))


def render_private(
    game_id: str,
    view: View,
    names: list[str],
    options: Sequence[Option] | Sequence[Sequence[str]] | None = None,
    locale: str = "en",
) -> bytes | None:
    """The picture of what the view's seat alone may see, in ``locale``, or ``None``; it marks
    ``options``, the options of the decision that seat faces."""
    image = renderer_of(game_id).private(view, names, options=as_options(options), locale=locale)
    return None if image is None else to_png(image)


def render_detail(
    game_id: str,
    view: View,
    names: list[str],
    options: Sequence[Option] | Sequence[Sequence[str]] | None = None,
    locale: str = "en",
) -> bytes:
    """The full board (``detail``) as PNG bytes, or the inline board when the game has no full
    board or its inline board already shows everything."""
    module = renderer_of(game_id)
    image = module.detail(view, names, options=as_options(options), locale=locale) if has_detail(game_id) else None
    if image is None:
        return render_board(game_id, view, names, options, locale)
    return to_png(image)


def has_detail(game_id: str) -> bool:
    """Whether the game's renderer offers a full board."""
    return isinstance(renderer_of(game_id), DetailRenderer)


def render_payload(picture: dict[str, Any]) -> bytes | None:
    """A picture as the outbox carries it, drawn: ``{"kind": "board" | "detail" | "private",
    "game", "view", "names", "options", "locale"}`` ("detail": the full board, else the inline
    one), the options (``[id, label, mark]`` each) those of the decision its viewer faces, which
    it marks, in the reader's ``locale`` (English if none)."""
    options, locale = picture.get("options"), picture.get("locale", "en")
    if picture["kind"] == "board":
        return render_board(picture["game"], picture["view"], picture["names"], options, locale)
    if picture["kind"] == "detail":
        return render_detail(picture["game"], picture["view"], picture["names"], options, locale)
    return render_private(picture["game"], picture["view"], picture["names"], options, locale)


def private_digest(
    game_id: str,
    view: View,
    names: list[str],
    options: Sequence[Option] | Sequence[Sequence[str]] | None = None,
    locale: str = "en",
) -> str | None:
    """A fingerprint of what the private picture would show, or ``None`` if the game's
    renderer cannot tell without drawing."""
    key = getattr(renderer_of(game_id), "private_key", None)
    if key is None:
        return None
    marks = [[o.id, o.mark] for o in as_options(options)]
    raw = json.dumps([key(view), names, marks, locale], sort_keys=True, separators=(",", ":"))
    return "k" + hashlib.blake2b(raw.encode(), digest_size=12).hexdigest()
