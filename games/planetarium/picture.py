"""Pictures of Planetarium: the public table, a player's hand, and the full board on demand.

Discord shows a picture inline fitted into 550 x 350 px, so the inline pictures are drawn
1100 x 700 (half-size shown: text ``SMALL`` 15 px shows 7.5 px, headlines ``HEAD`` 25 px show
12.5 px). The inline board answers at a glance:

- whose turn it is and which turn (the headline), or who has still to discard at set-up, or
  who won;
- the solar system: every Matter token with its letter, every planet with its letter and a
  Habitable (blue) or Hostile (vermilion) ring, the option codes of the decision on the spaces,
  tokens, planets, orbits and decks they name, and white rings round what the last turn changed
  (nothing is marked before anyone has played);
- the players with their scores, the turn's player framed;
- each planet's kind, orbit, state, habitable/hostile balance and the cards played on it (their
  points, by whom, a dot while that player's marker is on it);
- the decks' sizes and how far the Evolution Track has come.

The full board (``detail``) adds what a player reads when planning, not at a glance: the Matter
each player has stored at each planet, markers left and hand sizes, the Evolution Track's
tokens, every card played on a planet, and the last lines of the log.

A player's private picture is their hand (every requirement readable, each card with the codes
that play, downgrade, keep or discard it); while they decide a step on the board it is the
board with that step's codes, their hand listed beside it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
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

WIDTH, HEIGHT = 1100, 700  # the inline pictures: twice Discord's 550 x 350 box
SMALL = kit.px(kit.SMALL_PX, WIDTH, HEIGHT)  # the smallest text
MID = SMALL + 3
HEAD = kit.px(kit.HEADLINE_PX, WIDTH, HEIGHT)  # names, scores, whose turn
MARK = kit.px(9.5, WIDTH, HEIGHT)  # option codes: larger than the fine print, smaller than headlines
BX = 6  # the margin

UNIT = 520  # the board's geometry is given for a board this wide, and scaled
RING_RADIUS = {k: 50 + (k - 1) * 32 for k in range(1, 7)}
ARM_RADIUS = 244
MATTER_R = 12
PLANET_R = 18

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


@dataclass(frozen=True)
class Geo:
    """Where the square board lies on a picture: its top-left corner and its side."""

    x: float
    y: float
    side: float

    @property
    def scale(self) -> float:
        return self.side / UNIT

    def polar(self, angle: float, radius: float) -> XY:
        """The point at ``angle`` degrees clockwise from the top, ``radius`` (in ``UNIT``) out."""
        a = math.radians(angle)
        r = radius * self.scale
        cx, cy = self.x + self.side / 2, self.y + self.side / 2
        return cx + r * math.sin(a), cy - r * math.cos(a)

    def pos(self, space_id: str) -> XY:
        s = SPACES[space_id]
        return self.polar(s.angle, ARM_RADIUS if s.orbit == 7 else RING_RADIUS[s.orbit])


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
        draw.line([(mx, my), (mx - 7 * math.cos(ang + d / 6), my - 7 * math.sin(ang + d / 6))], fill=colour, width=2)


def _header(image: Image.Image, draw: Draw, title: str, status: str, accent=kit.TURN) -> int:
    """The top bar: the title left and the status right, or the status wrapped below the title
    when both do not fit on one line (a headline is never cut). Returns its height."""
    pad = 14
    if kit.text_width(title, HEAD, True) + kit.text_width(status, HEAD, True) + 3 * pad <= WIDTH:
        height = round(HEAD * 2.1)
        draw.rectangle((0, 0, WIDTH, height), fill=(24, 28, 48))
        kit.stamp(image, (pad, height / 2), title, HEAD, kit.INK, True, "lm", headline=True)
        kit.stamp(image, (WIDTH - pad, height / 2), status, HEAD, accent, True, "rm", headline=True)
        return height
    lines = [title, *kit.wrap(status, WIDTH - 2 * pad, HEAD, True)]
    step = round(HEAD * 1.3)
    height = step * len(lines) + pad
    draw.rectangle((0, 0, WIDTH, height), fill=(24, 28, 48))
    for k, line in enumerate(lines):
        kit.stamp(image, (pad, pad / 2 + step * (k + 0.5)), line, HEAD, kit.INK if k == 0 else accent, True, "lm", True)
    return height


def _fit_name(name: str, room: float) -> tuple[str, int]:
    """A player's name whole, at the headline size or one smaller (still a headline in the box)."""
    for size in (HEAD, kit.px(12, WIDTH, HEIGHT)):
        if kit.text_width(name, size, True) <= room:
            return name, size
    return kit.fit_text(name, room, size, True), size  # longer than any name a player is let choose


# --- option codes, never on one another --------------------------------------------------------


def _badge_size(code: str, size: int = MARK) -> tuple[float, float]:
    """The width and height ``kit.option_mark`` gives the badge of ``code``."""
    return kit.text_width(code, size, True) + size * 0.7, size * 1.35


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _mark_free(draw: Draw, spots: Sequence[tuple[XY, str]], code: str, taken: list[Box]) -> None:
    """``code``'s badge at the first of ``spots`` (a point and an anchor) where it covers no
    badge drawn before; at the first spot if every one would."""
    w, h = _badge_size(code)
    chosen = spots[0]
    for (x, y), anchor in spots:
        x0 = x - w / 2 if anchor[0] == "m" else (x - w if anchor[0] == "r" else x)
        y0 = y - h / 2 if anchor[1] == "m" else (y - h if anchor[1] in "bd" else y)
        if not any(_overlaps((x0, y0, x0 + w, y0 + h), box) for box in taken):
            chosen = ((x, y), anchor)
            break
    taken.append(kit.option_mark(draw, chosen[0], code, MARK, chosen[1]))


def _around(xy: XY, radius: float) -> list[tuple[XY, str]]:
    """Spots for a badge next to a round thing: above it, below, right, left."""
    x, y = xy
    return [
        ((x, y - radius - 1), "md"),
        ((x, y + radius + 1), "ma"),
        ((x + radius + 1, y), "lm"),
        ((x - radius - 1, y), "rm"),
    ]


# --- the board: drawn once per size and language, with every text it holds noted -----------------


def _static_words(locale: str) -> list[str]:
    """The words the static board holds: the Matter legend, then "clockwise only" on two lines."""
    legend = [f"{_letter(k, locale)} {localize(kind_name(k), locale)}" for k in KINDS]
    return [*legend, _words("planetarium-picture-clockwise", locale), _words("planetarium-picture-only", locale)]


def _static_board(side: int, locale: str) -> Image.Image:
    """The board without its pieces, in its own coordinates (pasted at the board's place)."""
    image, draw = kit.canvas(side, side)
    geo = Geo(0, 0, side)
    s = geo.scale
    cx, cy = side / 2, side / 2
    draw.rounded_rectangle((0, 0, side - 1, side - 1), radius=14, fill=(12, 14, 28), outline=kit.PANEL_EDGE, width=2)
    for r, c in ((30, (255, 200, 80)), (23, (255, 225, 120)), (14, (255, 245, 200))):
        draw.ellipse((cx - r * s, cy - r * s, cx + r * s, cy + r * s), fill=c)
    orbit_ink = (92, 104, 150)
    for r in RING_RADIUS.values():
        draw.ellipse((cx - r * s, cy - r * s, cx + r * s, cy + r * s), outline=orbit_ink, width=4)
    for ids in _arms().values():
        draw.line([geo.pos(i) for i in ids], fill=orbit_ink, width=4)
    for sp in SPACES.values():
        for dst in sp.links:
            _arrow(draw, geo.pos(sp.id), geo.pos(dst), (140, 140, 168))
    for sp in SPACES.values():
        x, y = geo.pos(sp.id)
        draw.ellipse((x - 5, y - 5, x + 5, y + 5), fill=(60, 66, 96), outline=(120, 130, 170))
    words = _static_words(locale)
    y = side - 8 - 4 * (SMALL + 5)  # the Matter legend in the bottom-left corner, outside the arms
    for k, legend in zip(KINDS, words, strict=False):
        draw.rounded_rectangle((8, y, 8 + SMALL, y + SMALL), radius=3, fill=MATTER_COLOURS[k], outline=kit.INK)
        draw.text((13 + SMALL, y + SMALL / 2), legend, font=kit.font(SMALL), fill=kit.INK, anchor="lm")
        y += SMALL + 5
    for k, line in enumerate(words[4:]):
        draw.text((side - 8, 8 + k * (2 + SMALL)), line, font=kit.font(SMALL), fill=kit.MUTED, anchor="ra")
    return image


def _arms() -> dict[str, list[str]]:
    arms: dict[str, list[str]] = {}
    for s in SPACES.values():
        if s.arm:
            arms.setdefault(s.arm, []).append(s.id)
    return {a: sorted(ids, key=lambda i: SPACES[i].angle) for a, ids in arms.items()}


def _label_spots(geo: Geo) -> dict[int, list[XY]]:
    """Where each orbit's numeral goes: in a gap between two spaces of a ring (no token or planet
    can stand there), and just past the last space of each arm of orbit VII (planets start on the first)."""
    spots: dict[int, list[XY]] = {}
    for k, r in RING_RADIUS.items():
        n = sum(1 for s in SPACES.values() if s.orbit == k)
        spots[k] = [geo.polar(180 / n, r)]
    spots[7] = [geo.polar(SPACES[ids[-1]].angle + 6, ARM_RADIUS) for ids in _arms().values()]
    return spots


def _orbit_labels(image: Image.Image, draw: Draw, geo: Geo) -> None:
    """Each orbit's numeral, drawn after the tokens and planets so nothing covers it."""
    for orbit, spots in _label_spots(geo).items():
        label = ROMAN[orbit]
        w = kit.text_width(label, SMALL, True) + 6
        for x, y in spots:
            box = (x - w / 2, y - SMALL / 2 - 2, x + w / 2, y + SMALL / 2 + 2)
            draw.rounded_rectangle(box, radius=4, fill=(12, 14, 28))
            kit.stamp(image, (x, y), label, SMALL, (190, 198, 235), True, "mm")


def _draw_board(image: Image.Image, draw: Draw, view: View, geo: Geo, marks: dict[str, str], locale: str) -> None:
    side = int(geo.side)
    layer = kit.static_layer(("planetarium", "board", side, locale), lambda: _static_board(side, locale))
    image.paste(layer, (int(geo.x), int(geo.y)))
    for words in _static_words(locale):
        kit.record_text(SMALL)
        kit.record_words(words)
    for space, kind in view["matter"].items():
        _token(image, geo.pos(space), MATTER_R, MATTER_COLOURS[kind], _letter(kind, locale))
    for planet, where in view["planets"].items():
        x, y = geo.pos(where)
        ring = PLANET_R + 4
        draw.ellipse((x - ring, y - ring, x + ring, y + ring), outline=_state_colour(view, planet), width=4)
        _token(image, (x, y), PLANET_R, _planet_fill(planet), planet, MID)
    planet_spaces = set(view["planets"].values())
    for space in (view.get("changed") or {}).get("spaces", []):
        # a planet's ring goes round its Habitable/Hostile ring; an emptied space gets a small one
        radius = PLANET_R + 9 if space in planet_spaces else MATTER_R + 4
        kit.changed_ring(draw, geo.pos(space), radius)
    _orbit_labels(image, draw, geo)
    _board_marks(draw, view, geo, marks)


def _state_colour(view: View, planet: str):
    return HABITABLE if view["habitable"][planet] else HOSTILE


def _board_marks(draw: Draw, view: View, geo: Geo, marks: dict[str, str]) -> list[Box]:
    """The codes of the options that name a space, a token, a planet or an orbit, each where
    it covers no other code."""
    taken: list[Box] = []
    for oid, code in marks.items():
        head, _, rest = oid.partition("-")
        if head in ("to", "m"):
            _mark_free(draw, _around(geo.pos(rest), MATTER_R), code, taken)
        elif head in ("planet", "take"):
            _mark_free(draw, _around(geo.pos(view["planets"][rest]), PLANET_R + 4), code, taken)
        elif head == "orbit":
            for xy in _label_spots(geo)[int(rest)]:
                _mark_free(draw, _around(xy, SMALL / 2 + 2), code, taken)
    return taken


# --- the column right of the board ------------------------------------------------------------


def _chip(image: Image.Image, draw: Draw, box: Box, card: Card, seat: int, marker: bool, new: bool) -> None:
    """A played card: its points on its deck's colour, with the shape of the seat that played it
    (framed in that seat's colour) and a white dot while that seat's marker is on it."""
    x0, y0, x1, y1 = box
    if new:
        kit.changed_box(draw, box, 4)
    draw.rounded_rectangle(box, radius=4, fill=DECK_COLOURS[card.deck], outline=kit.seat_colour(seat), width=2)
    kit.seat_marker(draw, (x0 + 10, (y0 + y1) / 2), 6, seat, edge=DARK)
    kit.stamp(image, (x1 - 4, (y0 + y1) / 2), str(card.points), SMALL, kit.INK, True, "rm")
    if marker:
        draw.ellipse((x1 - 8, y0 - 3, x1 + 3, y0 + 8), fill=kit.INK, outline=DARK)


CHIP_W, CHIP_H = 46, SMALL + 9


def _planets_panel(image: Image.Image, draw: Draw, view: View, box: Box, locale: str, legend: bool) -> None:
    """Each planet: its kind and orbit, its state and balance, and the cards played on it (as many
    rows of them as the room allows, the rest counted)."""
    x0, y0, x1, y1 = box
    kit.panel(draw, box)
    if legend:  # what a card's chip says, on as many lines as it takes
        lines = kit.wrap(_words("planetarium-picture-chip-legend", locale), x1 - x0 - 16, SMALL)
        y1 -= len(lines) * (SMALL + 3) + 7
        for k, line in enumerate(lines):
            kit.stamp(image, ((x0 + x1) / 2, y1 + 3 + k * (SMALL + 3)), line, SMALL, kit.MUTED, False, "ma")
    h = (y1 - y0) / len(PLANETS)
    new_cards = {(p, i) for p, i in (view.get("changed") or {}).get("cards", [])}
    for k, planet in enumerate(PLANETS):
        y = y0 + k * h
        if k:
            draw.line((x0 + 8, y, x1 - 8, y), fill=kit.PANEL_EDGE, width=1)
        _planet_block(image, draw, view, planet, (x0, y, x1, y + h), new_cards, locale)


def _planet_block(image, draw, view: View, planet: str, box: Box, new_cards: set, locale: str) -> None:
    x0, y, x1, y1 = box
    cards = view["rows"][planet]
    _token(image, (x0 + 26, y + 25), PLANET_R, _planet_fill(planet), planet, MID)
    tx = x0 + 52
    orbit = ROMAN[SPACES[view["planets"][planet]].orbit]
    kind = "planetarium-picture-gaseous" if planet in GASEOUS else "planetarium-picture-terrestrial"
    kit.stamp(image, (tx, y + 5), _words(kind, locale, orbit=orbit), SMALL, kit.INK, True)
    hab = view["habitable"][planet]
    state = _words("planetarium-req-habitable" if hab else "planetarium-req-hostile", locale)
    colour = _state_colour(view, planet)
    tw = kit.text_width(state, SMALL, True) + 12
    by = y + 9 + SMALL
    draw.rounded_rectangle((tx, by, tx + tw, by + SMALL + 6), radius=4, outline=colour, width=2)
    kit.stamp(image, (tx + 6, by + SMALL / 2 + 3), state, SMALL, colour, True, "lm")
    if cards:
        hab_pts = sum(CARDS[c].habitable_points for c, _, _ in cards)
        host_pts = sum(CARDS[c].hostile_points for c, _, _ in cards)
        balance = _words("planetarium-picture-balance", locale, habitable=hab_pts, hostile=host_pts)
    else:
        balance = _words("planetarium-picture-no-cards", locale)
    gap = 5
    top, left = by + SMALL + 11, x0 + 8
    if top + CHIP_H + 2 > y1:  # no room for a row of cards below: they follow the state
        top, left = by + (SMALL + 6 - CHIP_H) / 2, tx + tw + 8
    else:
        kit.stamp(image, (tx + tw + 8, by + SMALL / 2 + 3), balance, SMALL, kit.MUTED, False, "lm")
    per_row = int((x1 - left - 8 + gap) // (CHIP_W + gap))
    rows = max(1, int((y1 - top - 2 + gap) // (CHIP_H + gap)))
    shown = cards if len(cards) <= per_row * rows else cards[: per_row * rows - 1]
    more = (None, None, None)  # the last place says how many cards did not fit
    for i, (cid, by_seat, marker) in enumerate([*shown, more] if len(shown) < len(cards) else shown):
        cx = left + (i % per_row) * (CHIP_W + gap)
        cy = top + (i // per_row) * (CHIP_H + gap)
        if cid is None:
            kit.stamp(image, (cx + 4, cy + CHIP_H / 2), f"+{len(cards) - len(shown)}", SMALL, kit.MUTED, True, "lm")
        else:
            _chip(
                image, draw, (cx, cy, cx + CHIP_W, cy + CHIP_H), CARDS[cid], by_seat, marker, (planet, i) in new_cards
            )


def _decks_panel(
    image: Image.Image, draw: Draw, view: View, box: Box, marks: dict[str, str], locale: str, heading: bool
) -> None:
    """The three decks, each with its size, its discards and the code that draws from it."""
    x0, y0, x1, y1 = box
    kit.panel(draw, box)
    decks, discards = view["decks"], view["discards"]
    items = [
        ("low", str(decks["low"])),
        ("high", f"{decks['high']} +{len(discards['high'])}"),
        ("final", f"{decks['final']} +{len(discards['final'])}"),
    ]
    w = (x1 - x0 - 16) / 3
    if heading:
        kit.stamp(image, (x0 + 10, y0 + 6), _words("planetarium-picture-decks", locale), SMALL, kit.MUTED, True)
    for k, (deck, count) in enumerate(items):
        bx = x0 + 8 + k * w
        card = (bx, y0 + (12 + SMALL if heading else 7), bx + w - 6, y1 - 7)
        draw.rounded_rectangle(card, radius=5, fill=DECK_COLOURS[deck], outline=kit.INK, width=1)
        label = f"{_words(f'planetarium-deck-{deck}', locale)} {count}"
        kit.stamp(image, (bx + 7, (card[1] + card[3]) / 2), label, SMALL, kit.INK, True, "lm")
        code = marks.get({"low": "low", "high": "high", "final": "finals"}[deck])
        if code:
            kit.option_mark(draw, (card[2] - 3, (card[1] + card[3]) / 2), code, MARK, "rm")


def _players_panel(image: Image.Image, draw: Draw, view: View, names: list[str], box: Box) -> None:
    """One row per player: shape, name and score; the turn's player framed."""
    x0, y0, x1, _y1 = box
    kit.panel(draw, box)
    row_h = HEAD + 12
    for seat in range(view["players"]):
        ry = y0 + 5 + seat * row_h
        if view["current"] == seat:
            kit.turn_frame(draw, (x0 + 3, ry, x1 - 3, ry + row_h), 6)
        kit.seat_marker(draw, (x0 + 20, ry + row_h / 2), 10, seat)
        score = str(view["scores"][seat])
        score_w = kit.text_width(score, HEAD, True)
        name, size = _fit_name(seat_name(names, seat), x1 - x0 - 52 - score_w - 20)
        kit.stamp(image, (x0 + 38, ry + row_h / 2), name, size, kit.seat_colour(seat), True, "lm", headline=True)
        kit.stamp(image, (x1 - 14, ry + row_h / 2), score, HEAD, kit.INK, True, "rm", headline=True)


def _players_height(view: View) -> float:
    return view["players"] * (HEAD + 12) + 10


def _track_panel(image: Image.Image, draw: Draw, view: View, box: Box, locale: str, letters: bool) -> None:
    """The Evolution Track: its spaces filled so far, the space where Matter speeds up and the
    tokens on the final space (with each token's letter when ``letters``)."""
    length, accel = view["track_length"], view["acceleration"]
    track = view["track"]
    x0, y0, x1, _y1 = box
    kit.panel(draw, box)
    fast = len(track) > accel
    heading = _words("planetarium-picture-track", locale)
    kit.stamp(image, (x0 + 10, y0 + 6), heading, SMALL, kit.MUTED, True)
    key = "planetarium-picture-fast" if fast else "planetarium-picture-fast-at"
    status = _words(key, locale, space=accel + 1)
    room = x1 - x0 - 30 - kit.text_width(heading, SMALL, True)
    if kit.text_width(status, SMALL, True) <= room:  # said whole or not at all: the ►► cell shows it
        kit.stamp(image, (x1 - 10, y0 + 6), status, SMALL, kit.HIGHLIGHT if fast else kit.MUTED, True, "ra")
    final = _words("planetarium-picture-final-space", locale)
    on_final = max(0, len(track) - (length - 1))
    final_text = f"{final} {on_final}"
    final_w = kit.text_width(final_text, SMALL, True) + 18
    sy = y0 + SMALL + 14
    size = min(34.0, (x1 - x0 - 26 - final_w) / (length - 1) - 3)
    new = set((view.get("changed") or {}).get("track", []))
    sx = x0 + 10
    for i in range(length - 1):
        cell = (sx, sy, sx + size, sy + size)
        if i in new:
            kit.changed_box(draw, cell, 4)
        edge = kit.HIGHLIGHT if i == accel else kit.PANEL_EDGE
        draw.rounded_rectangle(cell, radius=4, fill=(22, 26, 44), outline=edge, width=2)
        if i < len(track):
            t = track[i]
            fill = FACE_DOWN if t.islower() else MATTER_COLOURS[t]
            label = _letter(t, locale) if letters and not t.islower() else ""
            _token(image, (sx + size / 2, sy + size / 2), size / 2 - 2, fill, label)
        sx += size + 3
    fx0 = x1 - 10 - final_w
    draw.rounded_rectangle(
        (fx0, sy, x1 - 10, sy + size), radius=size / 2, fill=(40, 30, 20), outline=kit.HIGHLIGHT, width=2
    )
    kit.stamp(image, ((fx0 + x1 - 10) / 2, sy + size / 2), final_text, SMALL, kit.HIGHLIGHT, True, "mm")


def _track_height(letters: bool) -> float:
    return SMALL + 14 + (34 if letters else 22) + 10


# --- the whole table --------------------------------------------------------------------------


def _title(view: View, locale: str) -> str:
    turn = view.get("turn")
    turn = turn if isinstance(turn, int) else view["turn_no"]  # a view saved before "turn" was the number
    if view["solo"]:
        return _words("planetarium-picture-title-solo", locale, turn=turn, target=view["target"])
    return _words("planetarium-picture-title", locale, turn=turn)


def _status(view: View, names: list[str], locale: str) -> str:
    return localize(view["status"], locale, names)


def _column(image, draw, view: View, names: list[str], box: Box, marks: dict[str, str], locale: str, full: bool):
    """The column right of the board: players, planets, decks and track (or, on the decider's
    picture, the hand instead of the players)."""
    x0, y0, x1, y1 = box
    hand_h = _hand_list_height(view, names, locale) if view.get("seat") is not None else 0
    top_h = hand_h or _players_height(view)
    track_h = 0 if hand_h or full else _track_height(False)  # the full board has it below, wider
    deck_h = SMALL + 32 + (SMALL + 6 if full else 0)
    if hand_h:
        _hand_list(image, draw, view, names, (x0, y0, x1, y0 + top_h), locale)
    else:
        _players_panel(image, draw, view, names, (x0, y0, x1, y0 + top_h))
    planets_bottom = y1 - deck_h - 6 - (track_h + 6 if track_h else 0)
    _planets_panel(image, draw, view, (x0, y0 + top_h + 6, x1, planets_bottom), locale, full)
    _decks_panel(image, draw, view, (x0, planets_bottom + 6, x1, planets_bottom + 6 + deck_h), marks, locale, full)
    if track_h:
        _track_panel(image, draw, view, (x0, y1 - track_h, x1, y1), locale, False)


def _table(view: View, names: list[str], marks: dict[str, str], locale: str, full: bool, height: int = HEIGHT):
    """The board and the column beside it, ``height`` tall; returns the picture, its drawer and
    the y below the board."""
    image, draw = kit.canvas(WIDTH, height)
    top = _header(image, draw, _title(view, locale), _status(view, names, locale)) + 6
    side = HEIGHT - top - BX
    geo = Geo(BX, top, side)
    _draw_board(image, draw, view, geo, marks, locale)
    column = (BX + side + 8, top, WIDTH - BX, top + side)
    _column(image, draw, view, names, column, marks, locale, full)
    return image, draw, top + side + 8


# --- the full board's extra parts ---------------------------------------------------------------


def _mats_table(image: Image.Image, draw: Draw, view: View, names: list[str], y: float, locale: str) -> float:
    """One row per player: name, markers left and hand sizes, then the Matter stored at each
    planet under labelled columns."""
    players = view["players"]
    x0, x1 = BX, WIDTH - BX
    row_h = HEAD + 14
    head_h = SMALL * 2 + 16
    kit.panel(draw, (x0, y, x1, y + head_h + players * row_h + 8))
    info_x, mats_x = 400, 526
    cell, lead, gap = 25, 24, 10
    block = lead + 4 * cell + gap
    kit.stamp(image, (x0 + 10, y + 6), _words("planetarium-picture-player", locale), SMALL, kit.MUTED, True)
    kit.stamp(image, (x0 + info_x, y + 6), _words("planetarium-picture-markers", locale), SMALL, kit.MUTED, True)
    kit.stamp(
        image, (x0 + info_x, y + 10 + SMALL), _words("planetarium-picture-hand-counts", locale), SMALL, kit.MUTED, True
    )
    stored = _words("planetarium-picture-stored", locale)
    kit.stamp(image, (x0 + mats_x + (4 * block - gap) / 2, y + 6), stored, SMALL, kit.MUTED, True, "ma")
    changed_mats = {(s, p) for s, p in (view.get("changed") or {}).get("mats", [])}
    for k, planet in enumerate(PLANETS):
        bx = x0 + mats_x + k * block
        _token(image, (bx + lead / 2 - 1, y + 12 + SMALL * 1.5), SMALL / 2 + 4, _planet_fill(planet), planet, SMALL)
        for j, kind in enumerate(KINDS):
            cx = bx + lead + j * cell + cell / 2
            kit.stamp(image, (cx, y + 12 + SMALL * 1.5), _letter(kind, locale), SMALL, MATTER_COLOURS[kind], True, "mm")
    y += head_h
    for seat in range(players):
        ry = y + seat * row_h
        kit.seat_marker(draw, (x0 + 20, ry + row_h / 2), 10, seat)
        name, size = _fit_name(seat_name(names, seat), info_x - 48)
        kit.stamp(image, (x0 + 38, ry + row_h / 2), name, size, kit.seat_colour(seat), True, "lm", headline=True)
        hc = view["hand_counts"][seat]
        left = _words("planetarium-picture-markers-left", locale, n=view["markers_left"][seat])
        kit.stamp(image, (x0 + info_x, ry + 3), left, SMALL, kit.INK)
        kit.stamp(image, (x0 + info_x, ry + 6 + SMALL), f"{hc['low']}·{hc['high']}·{hc['final']}", SMALL, kit.INK)
        for k, planet in enumerate(PLANETS):
            bx = x0 + mats_x + k * block + lead
            if (seat, planet) in changed_mats:
                kit.changed_box(draw, (bx - 2, ry + 3, bx + 4 * cell + 1, ry + row_h - 4), 4)
            for j, (kind, n) in enumerate(zip(KINDS, view["mats"][seat][planet], strict=True)):
                sprite = _count_sprite(kind, n, cell - 3, row_h - 12)
                image.paste(sprite, (int(bx + j * cell + 1), int(ry + 6)), sprite)
    return y + players * row_h + 14


def _log_lines(view: View, names: list[str], locale: str) -> list[str]:
    public_log = [e for e in view["log"] if e["to"] is None]  # a seat's view also holds its private lines
    lines: list[str] = []
    for entry in public_log[-5:]:
        lines += kit.wrap(localize(entry["text"], locale, names), WIDTH - 2 * BX - 12, SMALL)
    return lines


# --- the pictures ------------------------------------------------------------------------------


def board(view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en") -> Image.Image:
    """The public table as Discord shows it inline (see the module's docstring)."""
    public = {k: v for k, v in view.items() if k not in ("seat", "hand", "my_turn")}
    image, _draw, _y = _table(public, names, kit.marks_by_id(options), locale, full=False)
    return image


def detail(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The full board, read after opening: the inline board with every card played, the track's
    tokens, then the Matter each player stores, their markers and hand sizes, and the log."""
    public = {k: v for k, v in view.items() if k not in ("seat", "hand", "my_turn")}
    lines = _log_lines(public, names, locale)
    mats_h = SMALL * 2 + 16 + public["players"] * (HEAD + 14) + 14
    height = HEIGHT + 8 + _track_height(True) + 8 + mats_h + len(lines) * (SMALL + 6) + 10
    image, draw, y = _table(public, names, kit.marks_by_id(options), locale, full=True, height=height)
    _track_panel(image, draw, public, (BX, y, WIDTH - BX, y + _track_height(True)), locale, True)
    y = _mats_table(image, draw, public, names, y + _track_height(True) + 8, locale)
    for line in lines:
        kit.stamp(image, (BX + 6, y), line, SMALL, kit.INK)
        y += SMALL + 6
    return image.crop((0, 0, WIDTH, int(y + 6)))


# --- the hand ---------------------------------------------------------------------------------


def _card_name_lines(name: str, room: float, largest: int = MID) -> tuple[list[str], int]:
    """A card's name on at most two lines, a size or two smaller when a long word (German runs
    long) does not fit otherwise."""
    for size in range(largest, SMALL - 1, -1):
        lines = kit.wrap(name, room, size, True)
        if len(lines) <= 2 and all(kit.text_width(line, size, True) <= room for line in lines):
            return lines, size
    return [kit.fit_text(line, room, SMALL, True) for line in lines[:2]], SMALL


def _big_card(
    image: Image.Image, draw: Draw, box: Box, card: Card, number: int, locale: str, body: int = SMALL
) -> None:
    """A card of the hand: deck, number, points and name on its deck's colour, then its cost as
    tokens, every requirement and its bonuses, in ``body`` size."""
    x0, y0, x1, y1 = box
    fill = DECK_COLOURS[card.deck]
    draw.rounded_rectangle(box, radius=8, fill=(28, 32, 52), outline=fill, width=3)
    name_size = body + 3
    head_h = SMALL + 2 * name_size + 20
    draw.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=8, fill=fill)
    deck = _words(f"planetarium-deck-{card.deck}", locale).upper()
    kit.stamp(image, (x0 + 8, y0 + 6), f"{number} · {deck}", SMALL, kit.INK, True)
    _hex_points(image, draw, (x1 - 22, y0 + head_h / 2), 19, card.points)
    y = y0 + 10 + SMALL
    lines, size = _card_name_lines(localize(card.name, locale), x1 - x0 - 52, name_size)
    for line in lines:
        kit.stamp(image, (x0 + 8, y), line, size, kit.INK, True)
        y += size + 2
    y = y0 + head_h + 6
    if card.cost:
        tx = x0 + 8
        for kind, n in card.cost:
            for _ in range(n):
                _token(image, (tx + 12, y + 12), 12, MATTER_COLOURS[kind], _letter(kind, locale))
                tx += 27
                if tx > x1 - 27:
                    tx, y = x0 + 8, y + 26
        y += 30
    reqs = [" ".join(_words("planetarium-picture-cost", locale, n=n, kind=kind_name(k)) for k, n in card.cost)]
    reqs = [r for r in reqs if r] + [localize(r, locale) for r in card.requirements()]
    for req in reqs or [_words("planetarium-picture-no-requirement", locale)]:
        for line in kit.wrap("• " + req, x1 - x0 - 14, body):
            kit.stamp(image, (x0 + 7, y), line, body, kit.INK)
            y += body + 4
    by = y1 - body - 10
    for label, colour in reversed(_bonuses(card, locale)):
        kit.stamp(image, (x0 + 8, by), label, body, colour, True)
        by -= body + 5


def _bonuses(card: Card, locale: str) -> list[tuple[str, tuple[int, int, int]]]:
    bonus = []
    if card.habitable_points:
        bonus.append((_words("planetarium-picture-habitable-points", locale, n=card.habitable_points), HABITABLE))
    if card.hostile_points:
        bonus.append((_words("planetarium-picture-hostile-points", locale, n=card.hostile_points), HOSTILE))
    if card.gravity:
        bonus.append((_words("planetarium-picture-gravity", locale), (120, 200, 255)))
    if card.downgrade:
        bonus.append((_words("planetarium-picture-downgrade", locale), (255, 170, 90)))
    return bonus


def _hex_points(image: Image.Image, draw: Draw, centre: XY, radius: float, value: int) -> None:
    draw.polygon(kit.hexagon(centre, radius), fill=(250, 250, 250), outline=DARK)
    kit.stamp(image, centre, str(value), MID, DARK, True, "mm")


def _private_cards(view: View) -> list[str]:
    """The cards the private picture shows: the hand, then the drawn pair while one is kept."""
    turn = view.get("my_turn") or {}
    pair = turn.get("pair") or [] if view.get("step") == "keep" else []
    return [*view.get("hand", []), *pair]


def private_key(view: View) -> Any:
    """All that ``private`` draws (with the names and the options' codes)."""
    seat = view.get("seat")
    if seat is None:
        return None
    key = [seat, view.get("hand", []), _private_cards(view), view["mats"][seat]]
    if _shows_board(view):
        key.append({k: view.get(k) for k in _BOARD_VIEW})
    return key


# the steps decided on the board (the others, on the hand); and what the board part draws
_BOARD_STEPS = frozenset({"move", "planet", "pick", "matter", "gravity", "gpick", "gplanet", "marker", "draw"})
_BOARD_VIEW = (
    "matter",
    "planets",
    "habitable",
    "changed",
    "rows",
    "decks",
    "discards",
    "turn",
    "turn_no",
    "status",
    "target",
    "players",
    "current",
)


def _shows_board(view: View) -> bool:
    """Whether the viewer's private picture shows the board: while they decide a step on it."""
    return view.get("seat") is not None and view["current"] == view["seat"] and view.get("step") in _BOARD_STEPS


def _card_codes(marks: dict[str, str], cards: list[str]) -> dict[str, list[str]]:
    """The codes each card carries in the decision (play on a planet, downgrade, keep, discard)."""
    out: dict[str, list[str]] = {c: [] for c in cards}
    for oid, code in marks.items():
        head, _, rest = oid.partition("-")
        card = rest.rpartition("-")[0] if head in ("play", "final") else rest
        if head in ("play", "final", "down", "keep", "discard") and card in out:
            out[card].append(code)
    return out


def _mat_line(image: Image.Image, view: View, seat: int, xy: XY, locale: str) -> None:
    """The words "Your mat:" and the Matter stored at each planet, on one line."""
    x, y = xy
    your_mat = _words("planetarium-picture-your-mat", locale)
    kit.stamp(image, (x, y), your_mat, SMALL, kit.MUTED, True, "lm")
    x += kit.text_width(your_mat, SMALL, True) + 10
    for planet in PLANETS:
        _token(image, (x + 11, y), 11, _planet_fill(planet), planet)
        have = [f"{n}{_letter(k, locale)}" for k, n in zip(KINDS, view["mats"][seat][planet], strict=True) if n]
        stored = " ".join(have) or _words("planetarium-picture-empty", locale)
        kit.stamp(image, (x + 27, y), stored, SMALL, kit.INK, True, "lm")
        x += 27 + kit.text_width(stored, SMALL, True) + 14


def _mat_width(view: View, seat: int, locale: str) -> float:
    w = kit.text_width(_words("planetarium-picture-your-mat", locale), SMALL, True) + 10
    for planet in PLANETS:
        have = [f"{n}{_letter(k, locale)}" for k, n in zip(KINDS, view["mats"][seat][planet], strict=True) if n]
        w += 27 + kit.text_width(" ".join(have) or _words("planetarium-picture-empty", locale), SMALL, True) + 14
    return w


LIST_ROW = SMALL + 12
LIST_ROOM = WIDTH - 2 * BX - 8 - (HEIGHT - 2 * BX) - 20  # the hand list's title room, beside the board


def _hand_title(view: View, names: list[str], locale: str) -> list[str]:
    title = _words("planetarium-picture-your-hand", locale, name=seat_name(names, view["seat"]))
    return kit.wrap(title, LIST_ROOM, HEAD, True)


def _hand_list_height(view: View, names: list[str], locale: str) -> float:
    title = len(_hand_title(view, names, locale)) * (HEAD + 4)
    return title + 2 * (SMALL + 10) + len(_private_cards(view)) * LIST_ROW + 18


def _hand_list(image: Image.Image, draw: Draw, view: View, names: list[str], box: Box, locale: str) -> None:
    """The decider's hand beside the board: each card's number, points, name and cost, and the
    Matter on their mat (the hand picture shows every requirement)."""
    x0, y0, x1, _y1 = box
    seat = view["seat"]
    kit.panel(draw, box, edge=kit.seat_colour(seat))
    lines = _hand_title(view, names, locale)
    for k, line in enumerate(lines):
        kit.stamp(image, (x0 + 10, y0 + 6 + k * (HEAD + 4)), line, HEAD, kit.seat_colour(seat), True, headline=True)
    y = y0 + 8 + len(lines) * (HEAD + 4)
    secret = _words("planetarium-picture-secret", locale)
    kit.stamp(image, (x0 + 10, y), secret, SMALL, kit.MUTED, True)
    y += SMALL + 10
    _mat_rows(image, view, seat, (x0 + 10, y + SMALL / 2), x1 - x0 - 20, locale)
    y += SMALL + 10
    for k, cid in enumerate(_private_cards(view)):
        card = CARDS[cid]
        cy = y + k * LIST_ROW
        draw.rounded_rectangle((x0 + 8, cy, x1 - 8, cy + LIST_ROW - 4), radius=4, fill=DECK_COLOURS[card.deck])
        mid = cy + (LIST_ROW - 4) / 2
        kit.stamp(image, (x0 + 14, mid), f"{k + 1} · {card.points}", SMALL, kit.INK, True, "lm")
        cost_w = sum(n for _, n in card.cost) * 19
        cx = x1 - 14 - cost_w
        for kind, n in card.cost:
            for _ in range(n):
                _token(image, (cx + 9, mid), 9, MATTER_COLOURS[kind])
                cx += 19
        room = x1 - x0 - 90 - cost_w
        name = localize(card.name, locale)
        if kit.text_width(name, SMALL) > room:  # the hand picture names it whole
            name = kit.fit_text(name, room, SMALL)
        kit.stamp(image, (x0 + 76, mid), name, SMALL, kit.INK, False, "lm")


def _mat_rows(image: Image.Image, view: View, seat: int, xy: XY, room: float, locale: str) -> None:
    """The mat line, or just the Matter at each planet when "Your mat:" does not fit beside it."""
    if _mat_width(view, seat, locale) <= room:
        _mat_line(image, view, seat, xy, locale)
        return
    x, y = xy
    for planet in PLANETS:
        _token(image, (x + 11, y), 11, _planet_fill(planet), planet)
        have = [f"{n}{_letter(k, locale)}" for k, n in zip(KINDS, view["mats"][seat][planet], strict=True) if n]
        stored = " ".join(have) or "–"
        kit.stamp(image, (x + 27, y), stored, SMALL, kit.INK, True, "lm")
        x += 27 + kit.text_width(stored, SMALL, True) + 12


_BOARD_HEADS = ("to", "m", "planet", "take", "orbit", *DECK_CODES)


def _badges_width(codes: list[str]) -> float:
    return sum(_badge_size(code)[0] + 5 for code in codes)


def private(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's hand (and the two Final cards being chosen between), every requirement
    readable, each card with the codes of the options that play, downgrade or keep it. While
    the viewer decides a step on the board, the board with the step's codes and their hand
    listed beside it."""
    seat = view.get("seat")
    if seat is None:
        return None
    cards = _private_cards(view)
    if not cards:
        return None
    marks = kit.marks_by_id(options)
    if _shows_board(view):
        on_board = {oid: code for oid, code in marks.items() if oid.partition("-")[0] in _BOARD_HEADS}
        image, _draw, _y = _table(view, names, on_board, locale, full=False)
        return image
    return _hand_picture(view, names, cards, _card_codes(marks, cards), locale)


def _hand_picture(view: View, names: list[str], cards: list[str], codes: dict[str, list[str]], locale: str):
    seat = view["seat"]
    hand = view.get("hand", [])
    image, draw = kit.canvas(WIDTH, HEIGHT)
    mine = _words("planetarium-picture-your-hand", locale, name=seat_name(names, seat))
    top = _header(image, draw, mine, _words("planetarium-picture-secret", locale), kit.seat_colour(seat))
    y = top + 8 + SMALL / 2 + 4
    _mat_rows(image, view, seat, (BX + 6, y), WIDTH - 2 * BX, locale)
    y += SMALL / 2 + 14
    per_row = 5 if len(cards) <= 5 else 4
    rows = (len(cards) + per_row - 1) // per_row
    gap = 10
    cw = (WIDTH - 2 * BX - (per_row - 1) * gap) / per_row
    badge_h = MARK * 1.35 + 6
    drawn_h = SMALL + 8 if len(cards) > len(hand) else 0
    cell_h = (HEIGHT - BX - y - (rows - 1) * gap) / rows
    ch = cell_h - badge_h - drawn_h
    for i, cid in enumerate(cards):
        r, c = divmod(i, per_row)
        x, cy = BX + c * (cw + gap), y + r * (cell_h + gap)
        _big_card(image, draw, (x, cy, x + cw, cy + ch), CARDS[cid], i + 1, locale, MID if rows == 1 else SMALL)
        by = cy + ch + 4
        if drawn_h and i >= len(hand):
            kit.stamp(
                image,
                (x + cw / 2, by),
                _words("planetarium-picture-just-drawn", locale),
                SMALL,
                kit.HIGHLIGHT,
                True,
                "ma",
            )
        by += drawn_h
        bx = x + (cw - _badges_width(codes[cid]) + 5) / 2
        for code in codes[cid]:
            box = kit.option_mark(draw, (bx, by), code, MARK, "la")
            bx = box[2] + 5
    return image
