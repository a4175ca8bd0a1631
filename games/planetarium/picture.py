"""Pictures of Planetarium: the public table and a player's hand.

Both are drawn 800 px wide so that, shown about 550 px wide in a chat, the smallest text stays
readable (``kit.SMALL_PX``) and whose turn, names and scores stand out (``kit.HEADLINE_PX``).
The board marks the options being decided (spaces, tokens, planets, orbits, decks) with the
codes of ``games.planetarium.marks``; the hand picture marks the cards' codes ("2A": card 2 on
Planet A). A white ring shows what the last turn changed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, seat_name
from games.i18n import Arg, localize, msg
from games.planetarium.components import (
    CARDS,
    GASEOUS,
    KINDS,
    PLANETS,
    ROMAN,
    SPACES,
    Card,
    kind_letter,
    kind_name,
)
from games.planetarium.marks import DECK_CODES
from renderers import kit

View = dict[str, Any]
Draw = ImageDraw.ImageDraw
XY = tuple[float, float]
Box = tuple[float, float, float, float]

WIDTH = 800
SMALL = kit.px(kit.SMALL_PX, WIDTH)  # the smallest text
MID = SMALL + 3
HEAD = kit.px(kit.HEADLINE_PX, WIDTH)  # names, scores, whose turn
MARK = kit.px(9.5, WIDTH)  # option codes: larger than the fine print, smaller than headlines

BOARD = 520  # the square board, left
BX = 6
RING_RADIUS = {k: 50 + (k - 1) * 32 for k in range(1, 7)}
ARM_RADIUS = 244
MATTER_R = 9
PLANET_R = 14

MATTER_COLOURS = {"G": (150, 215, 235), "R": (176, 126, 86), "W": (52, 110, 230), "M": (205, 205, 218)}
FACE_DOWN = (70, 70, 84)
PLANET_FILL = {"gas": (232, 170, 90), "terra": (112, 176, 96)}
# Habitable and Hostile always come with their word; the colours are Okabe-Ito blue and vermilion
HABITABLE = (86, 180, 233)
HOSTILE = (230, 110, 40)
DECK_COLOURS = {"low": (58, 100, 160), "high": (128, 70, 150), "final": (168, 128, 40)}
DARK = (20, 20, 30)


def _words(key: str, locale: str, **args: Arg) -> str:
    """The catalogue's words for ``key`` in ``locale``."""
    return localize(msg(key, **args), locale)


def _letter(kind: str, locale: str) -> str:
    """The letter a Matter token of ``kind`` shows in ``locale``."""
    return localize(kind_letter(kind), locale)


def _centre(top: float) -> XY:
    return BX + BOARD / 2, top + BOARD / 2


def _pos(space_id: str, top: float) -> XY:
    s = SPACES[space_id]
    r = ARM_RADIUS if s.orbit == 7 else RING_RADIUS[s.orbit]
    a = math.radians(s.angle)
    cx, cy = _centre(top)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def _polar(angle: float, radius: float, top: float) -> XY:
    cx, cy = _centre(top)
    a = math.radians(angle)
    return cx + radius * math.sin(a), cy - radius * math.cos(a)


# --- small drawn pieces, cached as sprites (text is the slow part) ----------------------------

_sprites: dict[tuple, Image.Image] = {}


def _token_sprite(radius: float, fill, label: str, size: int) -> Image.Image:
    key = ("token", radius, fill, label, size)
    sprite = _sprites.get(key)
    if sprite is None:
        side = int(radius * 2 + 4)
        sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
        d = ImageDraw.Draw(sprite)
        c = side / 2
        d.ellipse((c - radius, c - radius, c + radius, c + radius), fill=fill, outline=DARK, width=2)
        if label:
            d.text((c, c), label, font=kit.font(size, True), fill=kit.ink_on(fill), anchor="mm")
        _sprites[key] = sprite
    elif label:
        kit.record_text(size)
    return sprite


def _token(image: Image.Image, centre: XY, radius: float, fill, label: str = "", size: int = SMALL) -> None:
    sprite = _token_sprite(radius, fill, label, size)
    x, y = int(centre[0] - sprite.width / 2 + 0.5), int(centre[1] - sprite.height / 2 + 0.5)
    image.paste(sprite, (x, y), sprite)


def _count_sprite(kind: str, n: int, w: int, h: int) -> Image.Image:
    """A cell of a mat: how many tokens of a kind are stored, on the kind's colour."""
    key = ("count", kind, n, w, h)
    sprite = _sprites.get(key)
    if sprite is None:
        sprite = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        d = ImageDraw.Draw(sprite)
        fill = MATTER_COLOURS[kind] if n else (46, 50, 72)
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=4, fill=fill)
        ink = kit.ink_on(fill) if n else (110, 116, 140)
        d.text((w / 2, h / 2), str(n), font=kit.font(MID, True), fill=ink, anchor="mm")
        _sprites[key] = sprite
    else:
        kit.record_text(MID)
    return sprite


def _planet_fill(planet: str):
    return PLANET_FILL["gas" if planet in GASEOUS else "terra"]


def _arrow(draw: Draw, a: XY, b: XY, colour, width: int = 1) -> None:
    draw.line([a, b], fill=colour, width=width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    for d in (2.6, -2.6):
        draw.line([(mx, my), (mx - 6 * math.cos(ang + d / 6), my - 6 * math.sin(ang + d / 6))], fill=colour, width=2)


# --- the board: drawn once, with every text it holds noted for the size checks ---------------

_STATIC_TEXT = [SMALL] * 6  # the sizes of the static board's texts (the legend and "clockwise only")


def _static_board(locale: str) -> Image.Image:
    """The board without its pieces, in its own coordinates (drawn once per language, pasted
    below the title)."""
    image, draw = kit.canvas(BOARD, BOARD)
    top = 0.0
    cx, cy = BOARD / 2, BOARD / 2
    draw.rounded_rectangle((0, 0, BOARD - 1, BOARD - 1), radius=14, fill=(12, 14, 28), outline=kit.PANEL_EDGE, width=2)
    for r, c in ((30, (255, 200, 80)), (23, (255, 225, 120)), (14, (255, 245, 200))):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c)

    def at(space: str) -> XY:
        x, y = _pos(space, top)
        return x - BX, y

    orbit_ink = (92, 104, 150)
    for r in RING_RADIUS.values():
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=orbit_ink, width=4)
    for ids in _arms().values():
        draw.line([at(i) for i in ids], fill=orbit_ink, width=4)
    for s in SPACES.values():
        for dst in s.links:
            _arrow(draw, at(s.id), at(dst), (140, 140, 168))
    for s in SPACES.values():
        x, y = at(s.id)
        draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=(60, 66, 96), outline=(120, 130, 170))
    # the Matter legend in the bottom-left corner, outside the arms
    y = BOARD - 8 - 4 * (SMALL + 5)
    for k in KINDS:
        draw.rounded_rectangle((8, y, 8 + SMALL, y + SMALL), radius=3, fill=MATTER_COLOURS[k], outline=kit.INK)
        legend = f"{_letter(k, locale)} {localize(kind_name(k), locale)}"
        draw.text((12 + SMALL, y + SMALL / 2), legend, font=kit.font(SMALL), fill=kit.INK, anchor="lm")
        y += SMALL + 5
    for k, line in enumerate(_static_words(locale)[4:]):
        draw.text((BOARD - 8, 8 + k * (2 + SMALL)), line, font=kit.font(SMALL), fill=kit.MUTED, anchor="ra")
    return image


def _static_words(locale: str) -> list[str]:
    """The words the static board holds: the Matter legend, then "clockwise only" on two lines."""
    legend = [f"{_letter(k, locale)} {localize(kind_name(k), locale)}" for k in KINDS]
    return [*legend, _words("planetarium-picture-clockwise", locale), _words("planetarium-picture-only", locale)]


def _arms() -> dict[str, list[str]]:
    arms: dict[str, list[str]] = {}
    for s in SPACES.values():
        if s.arm:
            arms.setdefault(s.arm, []).append(s.id)
    return {a: sorted(ids, key=lambda i: SPACES[i].angle) for a, ids in arms.items()}


def _label_spots(top: float) -> dict[int, list[XY]]:
    """Where each orbit's numeral goes: in a gap between two spaces of a ring (no token or planet
    can stand there), and just past the last space of each arm of orbit VII (planets start on the first)."""
    spots: dict[int, list[XY]] = {}
    for k, r in RING_RADIUS.items():
        n = sum(1 for s in SPACES.values() if s.orbit == k)
        spots[k] = [_polar(180 / n, r, top)]
    spots[7] = [_polar(SPACES[ids[-1]].angle + 6, ARM_RADIUS, top) for ids in _arms().values()]
    return spots


def _orbit_labels(image: Image.Image, draw: Draw, top: float) -> None:
    """Each orbit's numeral, drawn after the tokens and planets so nothing covers it."""
    for orbit, spots in _label_spots(top).items():
        label = ROMAN[orbit]
        w = kit.text_width(label, SMALL, True) + 6
        for x, y in spots:
            box = (x - w / 2, y - SMALL / 2 - 2, x + w / 2, y + SMALL / 2 + 2)
            draw.rounded_rectangle(box, radius=4, fill=(12, 14, 28))
            kit.stamp(image, (x, y), label, SMALL, (190, 198, 235), True, "mm")


def _draw_board(image: Image.Image, draw: Draw, view: View, top: float, marks: dict[str, str], locale: str) -> None:
    layer = kit.static_layer(("planetarium", "board", WIDTH, locale), lambda: _static_board(locale))
    image.paste(layer, (BX, int(top)))
    for size in _STATIC_TEXT:
        kit.record_text(size)
    for words in _static_words(locale):
        kit.record_words(words)
    for space, kind in view["matter"].items():
        _token(image, _pos(space, top), MATTER_R, MATTER_COLOURS[kind], _letter(kind, locale))
    for planet, where in view["planets"].items():
        x, y = _pos(where, top)
        ring = PLANET_R + 4
        draw.ellipse((x - ring, y - ring, x + ring, y + ring), outline=_state_colour(view, planet), width=3)
        _token(image, (x, y), PLANET_R, _planet_fill(planet), planet, MID)
    planet_spaces = set(view["planets"].values())
    for space in (view.get("changed") or {}).get("spaces", []):
        # a planet's ring goes round its Habitable/Hostile ring; an emptied space gets a small one
        radius = PLANET_R + 8 if space in planet_spaces else MATTER_R + 3
        kit.changed_ring(draw, _pos(space, top), radius)
    _orbit_labels(image, draw, top)
    _board_marks(draw, view, top, marks)


def _state_colour(view: View, planet: str):
    return HABITABLE if view["habitable"][planet] else HOSTILE


def _board_marks(draw: Draw, view: View, top: float, marks: dict[str, str]) -> None:
    """The codes of the options that name a space, a token, a planet or an orbit."""
    for oid, code in marks.items():
        head, _, rest = oid.partition("-")
        if head in ("to", "m"):
            x, y = _pos(rest, top)
            kit.option_mark(draw, (x, y - MATTER_R - 1), code, MARK, "md")
        elif head in ("planet", "take"):
            x, y = _pos(view["planets"][rest], top)
            kit.option_mark(draw, (x, y - PLANET_R - 3), code, MARK, "md")
        elif head == "orbit":
            for x, y in _label_spots(top)[int(rest)]:
                kit.option_mark(draw, (x, y - SMALL / 2 - 2), code, MARK, "md")


# --- the column right of the board ------------------------------------------------------------


def _chip(
    image: Image.Image,
    draw: Draw,
    box: Box,
    card: Card,
    seat: int,
    marker: bool,
    new: bool,
) -> None:
    """A played card: its points on its deck's colour, with the shape of the seat that played it
    (framed in that seat's colour) and a white dot while that seat's marker is on it."""
    x0, y0, x1, y1 = box
    if new:
        kit.changed_box(draw, box, 4)
    draw.rounded_rectangle(box, radius=4, fill=DECK_COLOURS[card.deck], outline=kit.seat_colour(seat), width=2)
    kit.seat_marker(draw, (x0 + 8, (y0 + y1) / 2), 5, seat, edge=DARK)
    kit.stamp(image, (x1 - 3, (y0 + y1) / 2), str(card.points), SMALL, kit.INK, True, "rm")
    if marker:
        draw.ellipse((x1 - 6, y0 - 2, x1 + 2, y0 + 6), fill=kit.INK, outline=DARK)


def _planets_panel(image: Image.Image, draw: Draw, view: View, box: Box, locale: str) -> None:
    x0, y0, x1, y1 = box
    kit.panel(draw, box)
    y1 -= SMALL + 8
    legend = kit.fit_text(_words("planetarium-picture-chip-legend", locale), x1 - x0 - 8, SMALL)
    kit.stamp(image, ((x0 + x1) / 2, y1 + 2), legend, SMALL, kit.MUTED, False, "ma")
    h = (y1 - y0) / len(PLANETS)
    new_cards = {(p, i) for p, i in (view.get("changed") or {}).get("cards", [])}
    for k, planet in enumerate(PLANETS):
        y = y0 + k * h
        if k:
            draw.line((x0 + 8, y, x1 - 8, y), fill=kit.PANEL_EDGE, width=1)
        cards = view["rows"][planet]
        hab_pts = sum(CARDS[c].habitable_points for c, _, _ in cards)
        host_pts = sum(CARDS[c].hostile_points for c, _, _ in cards)
        _token(image, (x0 + 20, y + 20), PLANET_R, _planet_fill(planet), planet, MID)
        orbit = ROMAN[SPACES[view["planets"][planet]].orbit]
        kind = "planetarium-picture-gaseous" if planet in GASEOUS else "planetarium-picture-terrestrial"
        line = kit.fit_text(_words(kind, locale, orbit=orbit), x1 - x0 - 48, SMALL, True)
        kit.stamp(image, (x0 + 40, y + 6), line, SMALL, kit.INK, True)
        hab = view["habitable"][planet]
        state = _words("planetarium-req-habitable" if hab else "planetarium-req-hostile", locale)
        colour = _state_colour(view, planet)
        tw = kit.text_width(state, SMALL, True) + 10
        draw.rounded_rectangle(
            (x0 + 40, y + 9 + SMALL, x0 + 40 + tw, y + 13 + 2 * SMALL), radius=4, outline=colour, width=2
        )
        kit.stamp(image, (x0 + 45, y + 11 + 1.5 * SMALL), state, SMALL, colour, True, "lm")
        if cards:
            balance = _words("planetarium-picture-balance", locale, habitable=hab_pts, hostile=host_pts)
        else:
            balance = _words("planetarium-picture-no-cards", locale)
        balance = kit.fit_text(balance, x1 - x0 - 56 - tw, SMALL)
        kit.stamp(image, (x0 + 48 + tw, y + 11 + 1.5 * SMALL), balance, SMALL, kit.MUTED, False, "lm")
        cw, ch, gap = 34, SMALL + 7, 4
        per_row = int((x1 - x0 - 16 + gap) // (cw + gap))
        rows = max(1, int((h - 24 - 2 * SMALL) // (ch + gap)))
        shown = cards[: per_row * rows]
        if len(cards) > len(shown):
            shown = cards[: per_row * rows - 1]
        for i, (cid, by, marker) in enumerate(shown):
            cx = x0 + 8 + (i % per_row) * (cw + gap)
            cy = y + 18 + 2 * SMALL + (i // per_row) * (ch + gap)
            _chip(image, draw, (cx, cy, cx + cw, cy + ch), CARDS[cid], by, marker, (planet, i) in new_cards)
        if len(cards) > len(shown):
            i = len(shown)
            cx = x0 + 8 + (i % per_row) * (cw + gap)
            cy = y + 18 + 2 * SMALL + (i // per_row) * (ch + gap)
            kit.stamp(image, (cx + 2, cy + ch / 2), f"+{len(cards) - len(shown)}", SMALL, kit.MUTED, True, "lm")


def _decks_panel(image: Image.Image, draw: Draw, view: View, box: Box, marks: dict[str, str], locale: str) -> None:
    x0, y0, x1, y1 = box
    kit.panel(draw, box)
    decks, discards = view["decks"], view["discards"]
    code_of = {DECK_CODES[k]: marks.get(k) for k in DECK_CODES}
    items = [
        ("low", str(decks["low"])),
        ("high", f"{decks['high']} +{len(discards['high'])}"),
        ("final", f"{decks['final']} +{len(discards['final'])}"),
    ]
    w = (x1 - x0 - 16) / 3
    heading = kit.fit_text(_words("planetarium-picture-decks", locale), x1 - x0 - 16, SMALL, True)
    kit.stamp(image, (x0 + 8, y0 + 5), heading, SMALL, kit.MUTED, True)
    for k, (deck, count) in enumerate(items):
        label = kit.fit_text(_words(f"planetarium-deck-{deck}", locale), w - 16, SMALL, True)
        bx = x0 + 8 + k * w
        card = (bx, y0 + 10 + SMALL, bx + w - 6, y1 - 6)
        draw.rounded_rectangle(card, radius=5, fill=DECK_COLOURS[deck], outline=kit.INK, width=1)
        kit.stamp(image, (bx + 5, y0 + 13 + SMALL), label, SMALL, kit.INK, True)
        kit.stamp(image, (bx + 5, y1 - 9), count, SMALL, kit.INK, False, "ld")
        code = code_of.get({"low": "L", "high": "H", "final": "F"}[deck])
        if code:
            kit.option_mark(draw, (card[2] - 2, (card[1] + card[3]) / 2), code, MARK, "rm")


# --- below the board ----------------------------------------------------------------------------


def _players_table(image: Image.Image, draw: Draw, view: View, names: list[str], y: float, locale: str) -> float:
    """One row per player: name, score, markers and hand, then the Matter stored at each planet
    under labelled columns."""
    players = view["players"]
    x0, x1 = BX, WIDTH - BX
    row_h = HEAD + 12
    head_h = SMALL * 2 + 14
    kit.panel(draw, (x0, y, x1, y + head_h + players * row_h + 6))
    name_w, score_x, info_x, mats_x = 210, 222, 284, 360
    info_w = mats_x - info_x - 4
    kit.stamp(image, (x0 + 10, y + 5), _words("planetarium-picture-player", locale), SMALL, kit.MUTED, True)
    points = _words("planetarium-picture-points", locale)
    kit.stamp(image, (x0 + score_x + 50, y + 5), points, SMALL, kit.MUTED, True, "ra")
    markers = kit.fit_text(_words("planetarium-picture-markers", locale), info_w, SMALL, True)
    kit.stamp(image, (x0 + info_x, y + 5), markers, SMALL, kit.MUTED, True)
    hand = kit.fit_text(_words("planetarium-picture-hand-counts", locale), info_w, SMALL, True)
    kit.stamp(image, (x0 + info_x, y + 8 + SMALL), hand, SMALL, kit.MUTED, True)
    cell, lead, gap = 19, 18, 6
    block = lead + 4 * cell + gap
    stored = kit.fit_text(_words("planetarium-picture-stored", locale), 4 * block - gap, SMALL, True)
    kit.text(draw, (x0 + mats_x + (4 * block - gap) / 2, y + 5), stored, SMALL, kit.MUTED, True, "ma")
    changed_mats = {(s, p) for s, p in (view.get("changed") or {}).get("mats", [])}
    for k, planet in enumerate(PLANETS):
        bx = x0 + mats_x + k * block
        _token(image, (bx + lead / 2 - 1, y + 8 + SMALL * 1.5), SMALL / 2 + 3, _planet_fill(planet), planet, SMALL)
        for j, kind in enumerate(KINDS):
            cx = bx + lead + j * cell + cell / 2
            kit.stamp(image, (cx, y + 8 + SMALL * 1.5), _letter(kind, locale), SMALL, MATTER_COLOURS[kind], True, "mm")
    y += head_h
    for seat in range(players):
        ry = y + seat * row_h
        if view["current"] == seat:
            kit.turn_frame(draw, (x0 + 3, ry - 2, x1 - 3, ry + row_h - 1), 6)
        kit.seat_marker(draw, (x0 + 18, ry + row_h / 2), 9, seat)
        name = kit.fit_text(seat_name(names, seat), name_w - 36, HEAD, True)
        kit.stamp(image, (x0 + 34, ry + row_h / 2), name, HEAD, kit.seat_colour(seat), True, "lm", headline=True)
        kit.text(
            draw,
            (x0 + score_x + 50, ry + row_h / 2),
            str(view["scores"][seat]),
            HEAD,
            kit.INK,
            True,
            "rm",
            headline=True,
        )
        hc = view["hand_counts"][seat]
        left = _words("planetarium-picture-markers-left", locale, n=view["markers_left"][seat])
        kit.stamp(image, (x0 + info_x, ry + 3), kit.fit_text(left, info_w, SMALL), SMALL, kit.INK)
        kit.stamp(image, (x0 + info_x, ry + 6 + SMALL), f"{hc['low']}·{hc['high']}·{hc['final']}", SMALL, kit.INK)
        for k, planet in enumerate(PLANETS):
            bx = x0 + mats_x + k * block + lead
            counts = view["mats"][seat][planet]
            if (seat, planet) in changed_mats:
                kit.changed_box(draw, (bx - 2, ry + 3, bx + 4 * cell + 1, ry + row_h - 4), 4)
            for j, (kind, n) in enumerate(zip(KINDS, counts, strict=True)):
                sprite = _count_sprite(kind, n, cell - 2, row_h - 11)
                image.paste(sprite, (int(bx + j * cell + 1), int(ry + 5)), sprite)
    return y + players * row_h + 12


def _track(image: Image.Image, draw: Draw, view: View, y: float, locale: str) -> float:
    length, accel = view["track_length"], view["acceleration"]
    track = view["track"]
    x0, x1 = BX, WIDTH - BX
    h = SMALL + 50
    kit.panel(draw, (x0, y, x1, y + h))
    fast = len(track) > accel
    heading = _words("planetarium-picture-track", locale)
    kit.stamp(image, (x0 + 10, y + 5), heading, SMALL, kit.MUTED, True)
    if fast:
        status = _words("planetarium-picture-fast", locale)
    else:
        status = _words("planetarium-picture-fast-at", locale, space=accel + 1)
    status = kit.fit_text(status, x1 - x0 - 40 - kit.text_width(heading, SMALL, True), SMALL, True)
    kit.stamp(image, (x1 - 10, y + 5), status, SMALL, kit.HIGHLIGHT if fast else kit.MUTED, True, "ra")
    final_w = 70
    size = min(32, (x1 - x0 - 24 - final_w) / (length - 1) - 3)
    new = set((view.get("changed") or {}).get("track", []))
    sx, sy = x0 + 10, y + SMALL + 12
    for i in range(length - 1):
        box = (sx, sy, sx + size, sy + size)
        if i in new:
            kit.changed_box(draw, box, 4)
        edge = kit.HIGHLIGHT if i == accel else kit.PANEL_EDGE
        draw.rounded_rectangle(box, radius=4, fill=(22, 26, 44), outline=edge, width=2)
        if i < len(track):
            t = track[i]
            fill = FACE_DOWN if t.islower() else MATTER_COLOURS[t]
            _token(image, (sx + size / 2, sy + size / 2), size / 2 - 3, fill, "" if t.islower() else _letter(t, locale))
        elif i == accel:
            kit.stamp(image, (sx + size / 2, sy + size / 2), "►►", SMALL, kit.HIGHLIGHT, True, "mm")
        sx += size + 3
    on_final = max(0, len(track) - (length - 1))
    fx = (sx + x1) / 2
    fy = sy + size / 2
    draw.ellipse((fx - 27, fy - 22, fx + 27, fy + 22), fill=(40, 30, 20), outline=kit.HIGHLIGHT, width=2)
    final = kit.fit_text(_words("planetarium-picture-final-space", locale), 52, SMALL, True)
    kit.stamp(image, (fx, fy - 7), final, SMALL, kit.HIGHLIGHT, True, "mm")
    kit.stamp(image, (fx, fy + 8), str(on_final), SMALL, kit.INK, True, "mm")
    return y + h + 8


def _table_top(image: Image.Image, draw: Draw, view: View, top: float, marks: dict[str, str], locale: str) -> float:
    """The board with its planets and decks column; returns the y below it."""
    _draw_board(image, draw, view, top, marks, locale)
    rx = BX + BOARD + 8
    deck_h = 2 * SMALL + 52
    _planets_panel(image, draw, view, (rx, top, WIDTH - BX, top + BOARD - deck_h - 6), locale)
    _decks_panel(image, draw, view, (rx, top + BOARD - deck_h, WIDTH - BX, top + BOARD), marks, locale)
    return top + BOARD + 8


def _title(view: View, locale: str) -> str:
    if view["solo"]:
        return _words("planetarium-picture-title-solo", locale, turn=view["turn_no"], target=view["target"])
    return _words("planetarium-picture-title", locale, turn=view["turn_no"])


def board(view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en") -> Image.Image:
    """The public table: board, tokens, planets, played cards, decks, players, track and log."""
    marks = kit.marks_by_id(options)
    image, draw = kit.canvas(WIDTH, 1400)
    top = kit.title_bar(draw, WIDTH, _title(view, locale), localize(view["status"], locale, names)) + 6
    y = _table_top(image, draw, view, top, marks, locale)
    y = _players_table(image, draw, view, names, y, locale)
    y = _track(image, draw, view, y, locale)
    public_log = [e for e in view["log"] if e["to"] is None]  # a seat's view also holds its private lines
    for entry in public_log[-4:]:
        line = kit.fit_text(localize(entry["text"], locale, names), WIDTH - 2 * BX - 8, SMALL)
        kit.stamp(image, (BX + 4, y), line, SMALL, kit.INK)
        y += SMALL + 5
    return image.crop((0, 0, WIDTH, int(y + 6)))


# --- the hand ---------------------------------------------------------------------------------


def _big_card(image: Image.Image, draw: Draw, box: Box, card: Card, number: int, locale: str) -> None:
    x0, y0, x1, y1 = box
    fill = DECK_COLOURS[card.deck]
    draw.rounded_rectangle(box, radius=8, fill=(28, 32, 52), outline=fill, width=3)
    head_h = SMALL + 2 * MID + 16
    draw.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=8, fill=fill)
    deck = _words(f"planetarium-deck-{card.deck}", locale).upper()
    heading = kit.fit_text(f"{number} · {deck}", x1 - x0 - 44, SMALL, True)
    kit.stamp(image, (x0 + 8, y0 + 5), heading, SMALL, kit.INK, True)
    _hex_points(image, draw, (x1 - 18, y0 + head_h / 2), 15, card.points)
    y = y0 + 8 + SMALL
    name, room = localize(card.name, locale), x1 - x0 - 44
    size = MID
    lines = kit.wrap(name, room, size, True)
    if len(lines) > 2 or any(kit.text_width(line, size, True) > room for line in lines):
        size = SMALL  # a long word (German runs long) that cannot wrap: a size smaller, still readable
        lines = kit.wrap(name, room, size, True)
    for line in lines[:2]:
        kit.stamp(image, (x0 + 8, y), kit.fit_text(line, room, size, True), size, kit.INK, True)
        y += size + 2
    y = y0 + head_h + 6
    if card.cost:
        tx = x0 + 8
        for kind, n in card.cost:
            for _ in range(n):
                _token(image, (tx + 9, y + 9), 9, MATTER_COLOURS[kind], _letter(kind, locale))
                tx += 20
                if tx > x1 - 20:
                    tx, y = x0 + 8, y + 18
        y += 20
    reqs = [" ".join(_words("planetarium-picture-cost", locale, n=n, kind=kind_name(k)) for k, n in card.cost)]
    reqs = [r for r in reqs if r] + [localize(r, locale) for r in card.requirements()]
    for req in reqs or [_words("planetarium-picture-no-requirement", locale)]:
        for line in kit.wrap("• " + req, x1 - x0 - 14, SMALL):
            kit.stamp(image, (x0 + 7, y), line, SMALL, kit.INK)
            y += SMALL + 3
    by = y1 - SMALL - 10
    bonus = []
    if card.habitable_points:
        bonus.append((_words("planetarium-picture-habitable-points", locale, n=card.habitable_points), HABITABLE))
    if card.hostile_points:
        bonus.append((_words("planetarium-picture-hostile-points", locale, n=card.hostile_points), HOSTILE))
    if card.gravity:
        bonus.append((_words("planetarium-picture-gravity", locale), (120, 200, 255)))
    if card.downgrade:
        bonus.append((_words("planetarium-picture-downgrade", locale), (255, 170, 90)))
    for label, colour in reversed(bonus):
        kit.stamp(image, (x0 + 8, by), kit.fit_text(label, x1 - x0 - 12, SMALL, True), SMALL, colour, True)
        by -= SMALL + 4


def _hex_points(image: Image.Image, draw: Draw, centre: XY, radius: float, value: int) -> None:
    draw.polygon(kit.hexagon(centre, radius), fill=(250, 250, 250), outline=DARK)
    kit.stamp(image, centre, str(value), MID, DARK, True, "mm")


def _private_cards(view: View) -> list[str]:
    """The cards the private picture shows: the hand, then the drawn pair while one is kept."""
    pair = (view.get("turn") or {}).get("pair") or [] if view.get("step") == "keep" else []
    return [*view.get("hand", []), *pair]


def private_key(view: View) -> Any:
    """All that ``private`` draws (with the names and the options' codes)."""
    seat = view.get("seat")
    if seat is None:
        return None
    key = [seat, view.get("hand", []), _private_cards(view), view["mats"][seat]]
    if _shows_board(view):
        key.append({k: view[k] for k in _BOARD_VIEW})
    return key


# the steps decided on the board (the others, on the hand); and what the board part draws
_BOARD_STEPS = frozenset({"move", "planet", "pick", "matter", "gravity", "gpick", "gplanet", "marker", "draw"})
_BOARD_VIEW = ("matter", "planets", "habitable", "changed", "rows", "decks", "discards", "turn_no", "status", "target")


def _shows_board(view: View) -> bool:
    """Whether the viewer's private picture shows the board: while they decide a step on it."""
    return view.get("seat") is not None and view["current"] == view["seat"] and view.get("step") in _BOARD_STEPS


def _badge_rows(codes: list[str], width: float) -> int:
    """How many rows the code badges under a card take."""
    rows, x = (1, 0.0) if codes else (0, 0.0)
    for code in codes:
        w = kit.text_width(code, MARK, True) + MARK * 0.7
        if x and x + w > width + 1:
            rows, x = rows + 1, 0.0
        x += w + 4
    return rows


def _card_codes(marks: dict[str, str], cards: list[str]) -> dict[str, list[str]]:
    """The codes each card carries in the decision (play on a planet, downgrade, keep, discard)."""
    out: dict[str, list[str]] = {c: [] for c in cards}
    for oid, code in marks.items():
        head, _, rest = oid.partition("-")
        card = rest.rpartition("-")[0] if head in ("play", "final") else rest
        if head in ("play", "final", "down", "keep", "discard") and card in out:
            out[card].append(code)
    return out


_BOARD_HEADS = ("to", "m", "planet", "take", "orbit", *DECK_CODES)


def private(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's hand (and the two Final cards being chosen between), every requirement
    readable, each card with the codes of the options that play, downgrade or keep it. While
    the viewer decides a step on the board, the board with the step's codes comes first."""
    seat = view.get("seat")
    if seat is None:
        return None
    hand = view.get("hand", [])
    cards = _private_cards(view)
    if not cards:
        return None
    marks = kit.marks_by_id(options)
    codes = _card_codes(marks, cards)
    on_board = {oid: code for oid, code in marks.items() if oid.partition("-")[0] in _BOARD_HEADS}
    board_too = _shows_board(view)
    per_row = 5
    gap = 8
    cw = (WIDTH - 2 * BX - (per_row - 1) * gap) / per_row
    ch = 215
    badge_h = MARK * 1.35 + 4
    code_h = max((_badge_rows(c, cw) for c in codes.values()), default=0) * badge_h
    rows = (len(cards) + per_row - 1) // per_row
    image, draw = kit.canvas(WIDTH, 1200 + (BOARD + 60 if board_too else 0))
    name = seat_name(names, seat)
    if board_too:  # a step on the board: the board with the step's candidates, the hand below
        top = kit.title_bar(draw, WIDTH, _title(view, locale), localize(view["status"], locale, names)) + 6
        top = _table_top(image, draw, view, top, on_board, locale)
        draw.rectangle((0, top, WIDTH, top + 2 * HEAD), fill=(24, 28, 48))
        secret = _words("planetarium-picture-secret", locale)
        room = WIDTH - 2 * BX - 32 - kit.text_width(secret, SMALL, True)
        mine = kit.fit_text(_words("planetarium-picture-your-hand", locale, name=name), room, HEAD, True)
        kit.stamp(image, (BX + 8, top + HEAD), mine, HEAD, kit.INK, True, "lm", headline=True)
        kit.stamp(image, (WIDTH - BX - 8, top + HEAD), secret, SMALL, kit.MUTED, True, "rm")
        top += 2 * HEAD
    else:
        mine = _words("planetarium-picture-your-hand", locale, name=name)
        top = kit.title_bar(draw, WIDTH, mine, _words("planetarium-picture-secret", locale))
    mats = view["mats"][seat]
    y = top + 8
    your_mat = _words("planetarium-picture-your-mat", locale)
    kit.stamp(image, (BX + 4, y), your_mat, SMALL, kit.MUTED, True)
    x = BX + 4 + kit.text_width(your_mat, SMALL, True) + 10
    for planet in PLANETS:
        _token(image, (x + 8, y + SMALL / 2), 9, _planet_fill(planet), planet)
        have = [f"{n}{_letter(k, locale)}" for k, n in zip(KINDS, mats[planet], strict=True) if n]
        stored = " ".join(have) or _words("planetarium-picture-empty", locale)
        kit.stamp(image, (x + 21, y), stored, SMALL, kit.INK, True)
        x += 21 + kit.text_width(stored, SMALL, True) + 16
    y += SMALL + 10
    for i, cid in enumerate(cards):
        r, c = divmod(i, per_row)
        x = BX + c * (cw + gap)
        cy = y + r * (ch + code_h + 8 + (SMALL + 6 if len(cards) > len(hand) else 0))
        _big_card(image, draw, (x, cy, x + cw, cy + ch), CARDS[cid], i + 1, locale)
        by = cy + ch + 4
        if i >= len(hand):
            drawn = kit.fit_text(_words("planetarium-picture-just-drawn", locale), cw, SMALL, True)
            kit.stamp(image, (x + cw / 2, by), drawn, SMALL, kit.HIGHLIGHT, True, "ma")
            by += SMALL + 6
        bx = x
        for code in codes[cid]:
            w = kit.text_width(code, MARK, True) + MARK * 0.7
            if bx > x and bx + w > x + cw + 1:
                bx, by = x, by + badge_h
            kit.option_mark(draw, (bx, by), code, MARK, "la")
            bx += w + 4
    last = y + rows * (ch + code_h + 8 + (SMALL + 6 if len(cards) > len(hand) else 0))
    return image.crop((0, 0, WIDTH, int(last + 4)))
