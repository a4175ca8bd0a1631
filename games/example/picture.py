"""The example game's pictures (``renderers.GameRenderer``), drawn with the shared kit.

The board shows every seat: its name, its score, how many cards it holds, and its round so far
(whether it has played; once the cards are shown, its card, its claim and whether it kept it);
the rows the last move changed carry corner marks (none on the set-up).
The status line above carries the round, its step and the pot. A seat's private picture is its
hand, each card carrying the code of the option that plays it (``Option.mark``), as on the buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from games.core import Option, seat_name
from games.i18n import Msg, localize, msg
from renderers import kit

WIDTH = 800
HEAD = kit.px(kit.HEADLINE_PX, WIDTH)  # names, whose turn, the title
BODY = kit.px(9, WIDTH)  # everything else
ROW = 3 * HEAD
TITLE = round(HEAD * 3.6)  # the tallest the kit's title bar gets (two lines)
CARD_W, CARD_H = 110, 150


def board(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image:
    """The table as everyone sees it (``options``, a public decision's, are never marked here:
    a claim names a number, not a place on the picture)."""
    seats = view["players"]
    image, draw = kit.canvas(WIDTH, TITLE + 10 + seats * (ROW + 10) + 10)
    y = kit.title_bar(draw, WIDTH, localize(msg("example-name"), locale), localize(view["status"], locale, names)) + 10
    for seat in range(seats):
        box = (20, y, WIDTH - 20, y + ROW)
        kit.panel(draw, box)
        if seat in view["to_act"]:
            kit.turn_frame(draw, box)
        if seat in view.get("changed", []):  # inside the turn frame, so the two cues stay apart
            kit.changed_box(draw, (box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6), radius=6)
        mid = y + ROW / 2
        kit.seat_marker(draw, (50, mid), HEAD * 0.8, seat, str(seat + 1), size=BODY)
        name = kit.fit_text(seat_name(names, seat), WIDTH / 2 - 100, HEAD, True)
        kit.text(draw, (80, mid), name, HEAD, kit.INK, True, "lm", headline=True)
        tally = [
            msg("example-picture-score", n=view["scores"][seat]),
            msg("example-picture-cards", n=view["hand_sizes"][seat]),
        ]
        right = WIDTH - 40
        kit.text(draw, (right, mid - BODY * 0.7), _words(tally, locale), BODY, kit.MUTED, False, "rm")
        kit.text(draw, (right, mid + BODY * 0.7), _words(_round_words(view, seat), locale), BODY, kit.INK, False, "rm")
        y += ROW + 10
    return image


def _round_words(view: dict[str, Any], seat: int) -> list[Msg]:
    """What ``seat`` has done this round: played or not, then (once the cards are shown) its
    card, its claim and whether it kept it."""
    if view["cards"] is None:
        if view["played"][seat]:
            return [msg("example-picture-played")]
        return [msg("example-picture-to-play")] if seat in view["to_act"] else []
    words = [msg("example-picture-card", card=view["cards"][seat])]
    if view["claims"][seat] is not None:
        words.append(msg("example-picture-claim", n=view["claims"][seat]))
    if view["kept"][seat] is not None:
        words.append(msg("example-picture-kept" if view["kept"][seat] else "example-picture-passed"))
    return words


def _words(words: list[Msg], locale: str) -> str:
    return " · ".join(localize(w, locale) for w in words)


def private(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """``view``'s seat's hand, with the codes of ``options`` (the seat's decision) on the cards."""
    seat, hand = view["seat"], view["hand"]
    if seat is None:
        return None
    marks = kit.marks_by_id(options)
    height = TITLE + CARD_H + 40
    image, draw = kit.canvas(WIDTH, height)
    name = kit.fit_text(seat_name(names, seat), WIDTH / 2, HEAD, True)
    top = kit.title_bar(draw, WIDTH, localize(msg("example-picture-hand", name=name), locale), "")
    x = 20.0
    for card in hand:
        box = (x, top + 20, x + CARD_W, top + 20 + CARD_H)
        kit.card(draw, box, kit.seat_colour(seat), str(card), label_size=HEAD)
        code = marks.get(f"c{card}")
        if code:
            kit.option_mark(draw, ((box[0] + box[2]) / 2, box[3] - 20), code)
        x += CARD_W + 16
    if not hand:
        kit.text(draw, (20, top + 30), localize(msg("example-picture-no-cards"), locale), BODY, kit.MUTED)
    return image


def private_key(view: dict[str, Any]) -> Any:
    """Everything ``private`` draws (beside the names and the marks, which the bot adds)."""
    return [view["seat"], view["hand"]]
