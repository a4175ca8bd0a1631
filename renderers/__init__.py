"""Pictures of games: a view in, a PNG out.

This package is the shared drawing kit (``kit``), the fonts and the measuring tools; each game's
own renderer is the module ``picture`` of its package (``games.<id>.picture``), found through the
game (``Engine.picture``). It fits ``GameRenderer``: ``board`` draws the
public table from any view, ``private`` what only the view's seat may see (or ``None`` when
that seat has nothing private), and ``private_key`` everything ``private`` draws, so the bot
can tell that a private picture is unchanged without drawing it. ``names`` are the seats'
display names.

A renderer may also offer ``detail`` (the same arguments as ``board``): the full board, drawn for
reading once opened (any shape, text at least 11 px at its own size), for what does not fit the
inline board at the size Discord shows it; ``None`` when the inline board already shows
everything. ``render_detail`` falls back on the inline board.

``options`` are the options of the decision the picture's viewer faces (``games.Option``);
the renderer marks each option that carries a code (``Option.mark``) at the place it names,
with ``kit.option_mark``, the same code the button shows. A public board only ever receives a
public decision's options; a non-public decision's options go to that seat's private picture.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any, Protocol, cast, runtime_checkable

from PIL import Image

from games import registry
from games.core import Option
from games.i18n import text_from_json
from renderers.kit import to_png

View = dict[str, Any]


@runtime_checkable
class GameRenderer(Protocol):
    """The renderer contract: what every game's ``picture`` module offers.

    All three read only a view (``Engine.view``), never a state, so a picture can show nothing its
    viewer may not see. Seats are named with ``kit.seat_name`` (``names``, else "Seat N"); every
    word is drawn in ``locale`` (``games.i18n.localize`` for the view's texts, the game's catalogue
    for its own words) and must fit in every language of ``games.i18n.LOCALES``.
    """

    def board(
        self, view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
    ) -> Image.Image: ...

    def private(
        self, view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
    ) -> Image.Image | None: ...

    def private_key(self, view: View) -> Any: ...


@runtime_checkable
class DetailRenderer(Protocol):
    """The optional part of the contract: the full board, for a game whose inline board leaves
    something out (``detail`` returns ``None`` when it leaves nothing out)."""

    def detail(
        self, view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
    ) -> Image.Image | None: ...


def _module(game_id: str) -> GameRenderer:
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
    return to_png(_module(game_id).board(view, names, options=as_options(options), locale=locale))


def render_private(
    game_id: str,
    view: View,
    names: list[str],
    options: Sequence[Option] | Sequence[Sequence[str]] | None = None,
    locale: str = "en",
) -> bytes | None:
    """The picture of what the view's seat alone may see, in ``locale``, or ``None``; it marks
    ``options``, the options of the decision that seat faces."""
    image = _module(game_id).private(view, names, options=as_options(options), locale=locale)
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
    module = _module(game_id)
    image = module.detail(view, names, options=as_options(options), locale=locale) if has_detail(game_id) else None
    if image is None:
        return render_board(game_id, view, names, options, locale)
    return to_png(image)


def has_detail(game_id: str) -> bool:
    """Whether the game's renderer offers a full board."""
    return isinstance(_module(game_id), DetailRenderer)


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
    key = getattr(_module(game_id), "private_key", None)
    if key is None:
        return None
    marks = [[o.id, o.mark] for o in as_options(options)]
    raw = json.dumps([key(view), names, marks, locale], sort_keys=True, separators=(",", ":"))
    return "k" + hashlib.blake2b(raw.encode(), digest_size=12).hexdigest()
