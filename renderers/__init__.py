"""Pictures of games: a view in, a PNG out.

This package is a leaf that the games draw with: the shared drawing kit (``kit``), the fonts and
the renderer contract. It imports no game: each game's own renderer is the module ``picture`` of
its package (``games.<id>.picture``), found through the game (``Engine.picture``), and drawing a
game's picture by its id is ``games.pictures``'. A renderer fits ``GameRenderer``: ``board`` draws the
public table from any view, ``private`` what only the view's seat may see (or ``None`` when
that seat has nothing private), and ``private_key`` everything ``private`` draws, so the bot
can tell that a private picture is unchanged without drawing it. ``names`` are the seats'
display names.

A renderer may also offer ``detail`` (the same arguments as ``board``): the full board, drawn for
reading once opened (any shape, text at least 11 px at its own size), for what does not fit the
inline board at the size Discord shows it; ``None`` when the inline board already shows
everything (``games.pictures.render_detail`` then falls back on the inline board).

``options`` are the options of the decision the picture's viewer faces (``games.Option``s: typed
``Any`` here, so that the kit needs no game);
the renderer marks each option that carries a code (``Option.mark``) at the place it names,
with ``kit.option_mark``, the same code the button shows. A public board only ever receives a
public decision's options; a non-public decision's options go to that seat's private picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from PIL import Image

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
        self, view: View, names: list[str], options: Sequence[Any] | None = None, locale: str = "en"
    ) -> Image.Image: ...

    def private(
        self, view: View, names: list[str], options: Sequence[Any] | None = None, locale: str = "en"
    ) -> Image.Image | None: ...

    def private_key(self, view: View) -> Any: ...


@runtime_checkable
class DetailRenderer(Protocol):
    """The optional part of the contract: the full board, for a game whose inline board leaves
    something out (``detail`` returns ``None`` when it leaves nothing out)."""

    def detail(
        self, view: View, names: list[str], options: Sequence[Any] | None = None, locale: str = "en"
    ) -> Image.Image | None: ...
