"""Pictures of HOPE, drawn for the box Discord shows a picture in (550 x 350): the public
board, a player's own picture, and a full board to open.

The inline board (1100 x 700, shown at half size) answers at a glance:
- whose turn it is and which turn (the headline, top right), or how the game ended;
- what just changed: the tiles, ships and Mission track cells the last move changed wear a
  broken white ring or white brackets (never a set-up move), and the last public log lines
  say it in words;
- how the race stands: the Regression marker on the Mission track (cell of 48, the next move)
  and every player's pioneers on the track and in the cockpit (their score), medals and cards;
- the universe: tiles with their technology and number, planets and pioneers, ships, the
  Monolith, stable and vanished tiles;
- what is being asked when the decision is public (the Monolith's tile, a ship's dimension),
  each option's code ("T7", "EB") marked where it points.
The full board (``detail``, 900 wide, text 12 px or more) adds the Technology Center, every
cockpit (levers, supply, upgrades, tech level), the map's key and a longer log.

A player's own picture (1100 wide, at most 700 high) shows their role, character, power and
hand; while they decide, the universe beside their cockpit, levers and hand, with the
candidates coded: spaces "7B", tiles "T7", levers "L1", payments "A", "B" on the cards they
use, and the Technology Center with its discard spaces "D1" when a discard space is asked for.

Seats wear their colour and shape (pioneers, ships, cockpits); the turn cue is a white frame;
option codes are black-on-white badges (``kit.option_mark``), placed so they never overlap.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, seat_name
from games.hope.data import (
    BUGS,
    CARD_SYMBOL,
    CARD_TECH,
    GRAPH,
    LEVERS,
    bug_text,
    character_name,
    character_power,
    tech_name,
)
from games.hope.geometry import GRAVITY_ANGLE, POS, centre, space_centroid, space_polygon
from games.hope.rules import dimension_name
from games.i18n import StoredText, Text, localize, msg
from renderers import kit

Box = tuple[float, float, float, float]

# --- sizes: the inline pictures (shown at half size) and the full board (read when opened) ---
WIDTH, HEIGHT = 1100, 700
SMALL = kit.px(kit.SMALL_PX, WIDTH, HEIGHT)  # 15: the smallest text, 7.5 px in the box
BODY = SMALL + 1
HEAD = kit.px(kit.HEADLINE_PX, WIDTH, HEIGHT)  # 25: whose turn, names, scores
MAP_W = 600  # the universe's part of the inline pictures; the column right of it
COL = (MAP_W + 10, WIDTH - 12)

D_WIDTH = 900  # the full board
D_SMALL, D_BODY, D_HEAD = 12, 14, 21

DIM_FILL = {0: (176, 58, 64), 1: (52, 96, 186), 2: (128, 70, 168)}
DIM_PALE = {0: (92, 52, 60), 1: (48, 62, 104), 2: (76, 54, 100)}
TECH_FILL = {
    "oxygen": (150, 215, 240),
    "water": (70, 140, 230),
    "carbon": (120, 120, 128),
    "light": (245, 215, 80),
    "plant": (100, 190, 100),
    "animal": (225, 140, 80),
    "joker": (236, 236, 240),
}
TECH_SHORT = {"oxygen": "O2", "water": "H2O", "carbon": "C", "light": "Lux", "plant": "Flo", "animal": "Fau"}


@dataclass(frozen=True)
class Geo:
    """Where the universe is drawn: a tile's corner radius, the Earth's centre, the text size
    on the map, and the size of the layer it is drawn on."""

    hex: float
    cx: float
    cy: float
    small: int
    width: int
    height: int

    def at(self, x: float, y: float) -> tuple[float, float]:
        return (self.cx + x * self.hex, self.cy + y * self.hex)


INLINE_GEO = Geo(47, MAP_W / 2, 378, SMALL, WIDTH, HEIGHT)
DETAIL_GEO = Geo(54, D_WIDTH / 2, 92 + 372, D_SMALL + 2, D_WIDTH, 92 + 372 + 400)


def _words(text: Text | StoredText, locale: str, names: list[str] | None = None) -> str:
    return localize(text, locale, names)


def _token_short(kind: str, locale: str) -> str:
    """A bonus token's few letters ("+2M"), as its disc shows them."""
    return _words(msg(f"hope-picture-token-{kind.replace('_', '-')}"), locale)


def _text(
    img: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int,
    fill: tuple = kit.INK,
    bold: bool = False,
    anchor: str = "la",
    headline: bool = False,
) -> None:
    kit.stamp(img, xy, content, size, fill, bold, anchor, headline)


def _lines(
    img: Image.Image,
    xy: tuple[float, float],
    content: str,
    width: float,
    size: int,
    fill: tuple = kit.INK,
    bold: bool = False,
    headline: bool = False,
    gap: int = 4,
) -> float:
    """``content`` wrapped to ``width`` (never cut) from ``xy``; returns the y below it."""
    x, y = xy
    for line in kit.wrap_words(content, width, size, bold):
        _text(img, (x, y), line, size, fill, bold, "la", headline)
        y += size + gap
    return y


# --- the universe ---------------------------------------------------------------------------


def _corner_point(geo: Geo, pos: int, k: int, r: float) -> tuple[float, float]:
    x, y = centre(pos)
    a = math.radians(30 + 60 * k)
    return geo.at(x + r * math.cos(a), y + r * math.sin(a))


def _seams(pos: int) -> list[int]:
    """The corners the seams between a tile's three spaces run to (no planet sits on a seam)."""
    far = {GRAPH.layout.edges[pos][c][0] % 6 for c in range(3)}
    return [k for k in range(6) if k not in far]


def number_point(geo: Geo, pos: int) -> tuple[float, float]:
    """Where a tile's number is drawn: on the seam nearest the top left, past the disc."""
    k = min(_seams(pos), key=lambda k: abs(k - 3.4))
    return _corner_point(geo, pos, k, 0.64)


def number_box(geo: Geo, pos: int) -> Box:
    x, y = number_point(geo, pos)
    w = kit.text_width(str(pos), geo.small, True)
    return (x - w / 2, y - geo.small * 0.42, x + w / 2, y + geo.small * 0.42)


def _monolith_point(geo: Geo, pos: int) -> tuple[float, float]:
    k = max(_seams(pos), key=lambda k: -abs(k - 0.4))
    return _corner_point(geo, pos, k, 0.62)


def disc_radius(geo: Geo) -> float:
    return geo.hex * 0.38


def planet_spots(geo: Geo, pos: int, c: int, count: int) -> list[tuple[float, float]]:
    """Where the planets of a space are drawn: side by side across its rhombus."""
    edges = GRAPH.layout.edges[pos][c]
    mx, my = space_centroid(pos, edges)
    ox, oy = centre(pos)
    dx, dy = mx - ox, my - oy
    length = math.hypot(dx, dy)
    px, py = -dy / length, dx / length
    return [
        geo.at(mx + px * (i - (count - 1) / 2) * 0.36 + dx * 0.3, my + py * (i - (count - 1) / 2) * 0.36 + dy * 0.3)
        for i in range(count)
    ]


def planet_radius(geo: Geo) -> float:
    return geo.hex * 0.14


def _space_point(geo: Geo, space: int, out: float = 1.45) -> tuple[float, float]:
    """A point on a space's axis: ``out`` 1 is its rhombus's centre, 1.45 where a ship goes."""
    pos, c = divmod(space, 3)
    mx, my = space_centroid(pos, GRAPH.layout.edges[pos][c])
    ox, oy = centre(pos)
    return geo.at(ox + (mx - ox) * out, oy + (my - oy) * out)


def _static_map(geo: Geo, locale: str) -> Image.Image:
    """What every table shares: the dimension pattern and the gravity points."""
    img, draw = kit.canvas(geo.width, geo.height)
    for c in range(3):
        a = math.radians(GRAVITY_ANGLE[c])
        gx, gy = geo.at(6.5 * math.cos(a), 6.3 * math.sin(a))
        r = geo.hex * 0.36
        draw.ellipse((gx - r, gy - r, gx + r, gy + r), fill=DIM_FILL[c], outline=kit.INK, width=3)
        kit.text(draw, (gx, gy), "G", geo.small + 3, kit.INK, True, "mm")
        gravity = _words(msg("hope-picture-gravity", dim=dimension_name(c)), locale)
        if c == 0:  # above the board: beside its point
            kit.text(draw, (gx + r + 8, gy), gravity, geo.small, kit.MUTED, anchor="lm")
            continue
        # in a lower corner, under its point: wrapped to the room the board's edge leaves
        for k, line in enumerate(kit.wrap_words(gravity, geo.hex * 1.9, geo.small)):
            width = kit.text_width(line, geo.small)
            x = min(max(gx, 6 + width / 2), 2 * geo.cx - 6 - width / 2)
            kit.text(draw, (x, gy + r + 4 + k * (geo.small + 3)), line, geo.small, kit.MUTED, anchor="ma")
    for pos in range(len(POS)):
        for c in range(3):
            draw.polygon([geo.at(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])], fill=DIM_FILL[c])
        draw.polygon(kit.hexagon(geo.at(*centre(pos)), geo.hex), outline=(20, 22, 34), width=3)
    return img


def _tech_disc(img: Image.Image, draw: ImageDraw.ImageDraw, geo: Geo, pos: int, tech: str | None, locale: str) -> None:
    cx, cy = geo.at(*centre(pos))
    if tech is None:
        r = geo.hex * 0.55
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(40, 120, 200), outline=kit.INK, width=2)
        _text(img, (cx, cy), _words(msg("hope-picture-earth"), locale), geo.small, kit.INK, True, "mm")
        return
    r = disc_radius(geo)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TECH_FILL[tech], outline=(20, 22, 34), width=2)
    _text(img, (cx, cy), TECH_SHORT[tech], geo.small, kit.ink_on(TECH_FILL[tech]), True, "mm")


def _draw_tile(img: Image.Image, draw: ImageDraw.ImageDraw, geo: Geo, tile: dict, locale: str) -> None:
    pos = tile["pos"]
    cx, cy = geo.at(*centre(pos))
    if tile["gone"]:
        draw.polygon(kit.hexagon((cx, cy), geo.hex), fill=kit.BACKGROUND, outline=(50, 56, 80), width=1)
        _text(img, (cx, cy), _words(msg("hope-picture-void"), locale), geo.small, (110, 116, 140), anchor="mm")
        return
    if tile["stable"]:
        for c in range(3):
            draw.polygon([geo.at(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])], fill=DIM_PALE[c])
        draw.polygon(kit.hexagon((cx, cy), geo.hex - 3), outline=kit.GOOD, width=4)
        # no planet is left on a stable tile: its word under the disc, its token right of it
        stable = _words(msg("hope-picture-stable"), locale)
        _text(img, (cx, cy + geo.hex * 0.56), stable, geo.small, kit.GOOD, True, "mm")
        if tile["token"]:
            short = _token_short(tile["token"], locale)
            half = kit.text_width(short, geo.small, True) / 2 + 4
            tx, h = cx + geo.hex * 0.38 + half + 2, geo.small * 0.75
            draw.rounded_rectangle(
                (tx - half, cy - h, tx + half, cy + h), radius=h, fill=kit.HIGHLIGHT, outline=kit.INK
            )
            _text(img, (tx, cy), short, geo.small, (20, 20, 28), True, "mm")
    _tech_disc(img, draw, geo, pos, tile["tech"], locale)
    if pos:
        x, y = number_point(geo, pos)
        _text(img, (x, y), str(pos), geo.small, kit.INK, True, "mm")
    if tile["stable"]:
        return
    r = planet_radius(geo)
    for c, planets in enumerate(tile["occ"]):
        for (x, y), who in zip(planet_spots(geo, pos, c, len(planets)), planets, strict=True):
            if who < 0:
                draw.ellipse((x - r, y - r, x + r, y + r), fill=(30, 30, 40), outline=(225, 225, 235), width=2)
            else:
                kit.seat_marker(draw, (x, y), r + 1, who)


def _ship(draw: ImageDraw.ImageDraw, xy: tuple[float, float], seat: int, scale: float = 1.0) -> None:
    """A spaceship: a pointed hull in the seat's colour, the seat's shape on it."""
    x, y = xy
    hull = [(x, y - 14 * scale), (x + 11 * scale, y + 9 * scale), (x, y + 4 * scale), (x - 11 * scale, y + 9 * scale)]
    draw.polygon(hull, fill=kit.seat_colour(seat), outline=(0, 0, 0), width=2)
    kit.seat_marker(draw, (x, y - 1), 5 * scale, seat, edge=(0, 0, 0))


def draw_universe(
    img: Image.Image, draw: ImageDraw.ImageDraw, geo: Geo, view: dict, marks: dict[str, dict], locale: str
) -> None:
    """The tiles, planets, pioneers, ships and the Monolith; the last change ringed; the
    options' codes on the spaces and tiles they name."""
    for tile in view["tiles"]:
        _draw_tile(img, draw, geo, tile, locale)
    changed = _changed(view)
    for pos in changed["tiles"]:
        kit.changed_ring(draw, geo.at(*centre(pos)), geo.hex * 0.8)
    mono = view["monolith"]
    if mono is not None and mono >= 0:
        mx, my = _monolith_point(geo, mono)
        h = geo.hex * 0.36
        half = kit.text_width("M", geo.small, True) / 2 + 3
        draw.rectangle((mx - half, my - h, mx + half, my + h), fill=(10, 10, 12), outline=kit.DANGER, width=2)
        _text(img, (mx, my), "M", geo.small, kit.DANGER, True, "mm")
    by_space: dict[int, list[int]] = {}
    for seat, space in enumerate(view["ships"]):
        if space >= 0:
            by_space.setdefault(space, []).append(seat)
    scale = geo.hex / 54
    for space, seats in by_space.items():
        bx, by = _space_point(geo, space)
        for i, seat in enumerate(seats):
            x = bx + (i - (len(seats) - 1) / 2) * 24 * scale
            if seat in changed["ships"]:
                kit.changed_ring(draw, (x, by), 16 * scale)
            _ship(draw, (x, by), seat, scale)
    numbers = [number_box(geo, t["pos"]) for t in view["tiles"] if t["pos"] and not t["gone"]]
    badges = kit.Badges(draw, geo.small, numbers)
    for pos, code in marks["tile"].items():
        cx, cy = geo.at(*centre(pos))
        badges.put((cx, cy + disc_radius(geo) + 3), code)  # under the technology's letters
    for space, code in marks["space"].items():
        badges.put(_space_point(geo, space, 1.0 if space >= 3 else 1.55), code)  # past the Earth's disc


def _changed(view: dict) -> dict[str, list[int]]:
    """What the last move changed (never a set-up move: the engine keeps those out)."""
    changed = view.get("changed") or {}
    return {k: list(changed.get(k, [])) for k in ("tiles", "ships", "track")}


def _map_layer(geo: Geo, locale: str) -> Image.Image:
    return kit.static_layer(("hope-map", geo, locale), lambda: _static_map(geo, locale))


# --- the Mission track ----------------------------------------------------------------------


def draw_track(
    img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, box: Box, size: int, locale: str, labels: bool
) -> float:
    """The Mission track in two rows from ``box``'s top: pioneers on their cells, the
    Regression marker framed red, Regression symbols "R"; the cells the last move changed
    bracketed. Returns the y below it."""
    x0, y0, x1, _ = box
    length, start = view["track_len"], view["pioneer_start"]
    per_row = math.ceil(length / 2)
    cell = (x1 - x0) / per_row
    symbols = set(view["track_symbols"])
    changed = set(_changed(view)["track"])
    marker = msg("hope-picture-marker", cell=view["marker"] + 1, cells=length, n=view["symbols"])
    title = _words(msg("hope-picture-mission-track"), locale)
    _text(img, (x0, y0), title, size, kit.MUTED, True)
    info_x = x0 + kit.text_width(title, size, True) + 12
    y = _lines(img, (info_x, y0), _words(marker, locale), x1 - info_x, size, kit.INK, True) + size * 0.8
    step = cell + size * 0.9
    for i, who in enumerate(view["track"]):
        row, col = divmod(i, per_row)
        x, cy = x0 + col * cell, y + row * step
        fill = (52, 62, 96) if i >= start else (34, 38, 58)
        draw.rounded_rectangle((x + 1, cy, x + cell - 2, cy + cell - 2), radius=4, fill=fill, outline=(80, 90, 130))
        if i in symbols and who < 0:
            _text(img, (x + cell / 2, cy + cell / 2), "R", size, kit.DANGER, True, "mm")
        if who >= 0:
            kit.seat_marker(draw, (x + cell / 2 - 1, cy + cell / 2 - 1), cell / 2 - 4, who)
        if i in changed:
            kit.changed_box(draw, (x, cy - 1, x + cell - 1, cy + cell - 1), radius=4)
    row, col = divmod(view["marker"], per_row)
    x, cy = x0 + col * cell, y + row * step
    draw.rounded_rectangle((x - 1, cy - 2, x + cell, cy + cell), radius=5, outline=kit.DANGER, width=3)
    _text(img, (x + cell / 2, cy - 2), "▼", size, kit.DANGER, True, "md")
    if labels:
        end_x, end_y = x0 + (per_row - 1) * cell + cell, y + step + cell + 2
        _text(img, (end_x, end_y), _words(msg("hope-picture-track-end"), locale), size, kit.MUTED, anchor="ra")
        row, col = divmod(start, per_row)
        pioneer = _words(msg("hope-picture-pioneer-track"), locale)
        _text(img, (x0 + col * cell + 2, y + row * step + cell + 2), pioneer, size, kit.MUTED)
        return y + 2 * step + size
    return y + 2 * step - size * 0.6


# --- players ----------------------------------------------------------------------------------


def _current(view: dict) -> dict | None:
    """Whose turn it is, how many moves it has, whether it moved."""
    return view.get("current")


def _is_turn(view: dict, s: int) -> bool:
    current = _current(view)
    return (current is not None and current["seat"] == s) or (current is None and s in view["to_act"])


def _role_words(view: dict, s: int, locale: str) -> str:
    role = view["roles_known"].get(str(s))
    if role is None:
        return ""
    return _words(msg("hope-picture-traitor" if role == "nope" else "hope-picture-loyal"), locale)


def _whereabouts(view: dict, s: int, locale: str) -> str:
    """A player's character, known role, ship, tokens and flags, in one line."""
    p = view["seats"][s]
    char = _words(character_name(p["char"]) if p["char"] else msg("hope-picture-choosing"), locale)
    ship = view["ships"][s]
    where = ""
    if ship >= 0:
        place = msg("hope-picture-earth") if ship // 3 == 0 else msg("hope-picture-ship-tile", n=ship // 3)
        where = _words(msg("hope-picture-ship", place=place, dim=dimension_name(ship % 3)), locale)
    tokens = " ".join(_token_short(t, locale) for t in p["tokens"])
    held = _words(msg("hope-picture-tokens", tokens=tokens), locale) if tokens else ""
    flags = [
        _words(msg(f), locale)
        for f, on in (("hope-picture-accused", p["accused"]), ("hope-picture-locked", p["locked"]))
        if on
    ]
    return " · ".join(x for x in (char, _role_words(view, s, locale), where, held, *flags) if x)


def _tally(view: dict, s: int, locale: str) -> tuple[str, str]:
    """A player's score (pioneers on the track and in the cockpit) and what makes it up."""
    p = view["seats"][s]
    tally = msg("hope-picture-tally", track=p["track"], cockpit=p["cockpit"], medals=p["medals"], cards=p["hand"])
    return str(p["track"] + p["cockpit"]), _words(tally, locale)


def _block_lines(view: dict, names: list[str], s: int, width: float, locale: str, about: bool) -> tuple:
    """A player block's lines (name, tally, whereabouts), wrapped, and its height."""
    score, tally = _tally(view, s, locale)
    score_w = kit.text_width(score, HEAD, True) + 10
    tally_lines = kit.wrap_words(tally, width - 24 - score_w, SMALL)
    about_lines = kit.wrap_words(_whereabouts(view, s, locale), width - 24, SMALL) if about else []
    name_lines = kit.wrap_words(seat_name(names, s), width - 50, HEAD, True)
    height = 10 + len(name_lines) * (HEAD + 6) + max(HEAD, len(tally_lines) * (SMALL + 4)) + 6
    height += len(about_lines) * (SMALL + 4) + (6 if about_lines else 0)
    return score, score_w, tally_lines, about_lines, height


def _player_block(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    names: list[str],
    s: int,
    xy: tuple[float, float],
    width: float,
    locale: str,
    about: bool = True,
) -> float:
    """One player at a glance: name, score, and (when ``about``) character and whereabouts.
    Returns its height."""
    x0, y0 = xy
    score, score_w, tally_lines, about_lines, height = _block_lines(view, names, s, width, locale, about)
    box = (x0, y0, x0 + width, y0 + height)
    kit.panel(draw, box)
    if _is_turn(view, s):
        kit.turn_frame(draw, box)
    kit.seat_marker(draw, (x0 + 20, y0 + 10 + HEAD / 2), 12, s, str(s + 1), size=SMALL)
    y = _lines(img, (x0 + 38, y0 + 8), seat_name(names, s), width - 50, HEAD, kit.INK, True, True, 6)
    _text(img, (x0 + 12, y), score, HEAD, kit.INK, True, "la", True)
    ty = y + (HEAD - len(tally_lines) * (SMALL + 4)) / 2 + 2 if len(tally_lines) == 1 else y
    for k, line in enumerate(tally_lines):
        _text(img, (x0 + 12 + score_w, ty + k * (SMALL + 4)), line, SMALL, kit.INK)
    y += max(HEAD, len(tally_lines) * (SMALL + 4)) + 6
    for line in about_lines:
        _text(img, (x0 + 12, y), line, SMALL, kit.MUTED)
        y += SMALL + 4
    return height


# --- the headline and the log -----------------------------------------------------------------


def _headline(view: dict, names: list[str], locale: str) -> str:
    """Which turn and whose, as the caption numbers it; once the game is over, only that it
    is (``_ending`` says how, in smaller words)."""
    turn = _words(msg("hope-picture-turn", n=view["turn"]), locale)
    if view["phase"] in ("monolith", "character", "ship"):
        turn = _words(msg("hope-picture-setup"), locale)
    if view["outcome"] is not None:
        return f"{turn} · {_words(msg('hope-picture-over'), locale)}"
    return f"{turn} · {_words(view['status'], locale, names)}"


def _ending(view: dict, names: list[str], locale: str) -> str:
    return "" if view["outcome"] is None else _words(view["outcome"]["reason"], locale, names)


def _head(img: Image.Image, view: dict, names: list[str], locale: str) -> float:
    """The column's headline, and how the game ended once it has; returns the y below."""
    x0, x1 = COL
    y = _lines(img, (x0, 10), _headline(view, names, locale), x1 - x0, HEAD, kit.TURN, True, True, 6)
    return _lines(img, (x0, y), _ending(view, names, locale), x1 - x0, BODY, kit.HIGHLIGHT, True) + 4


def _title(img: Image.Image, view: dict, locale: str, xy: tuple[float, float], width: float, size: int) -> float:
    options = view["options"]
    difficulty = msg(f"hope-difficulty-{options['difficulty']}")
    title = msg("hope-picture-title", difficulty=difficulty, traitor=options["traitor"], bugs=options["bugs"])
    return _lines(img, xy, _words(title, locale), width, size, kit.MUTED, True)


def _log_lines(img: Image.Image, view: dict, names: list[str], box: Box, size: int, locale: str) -> None:
    """The latest public log entries that fit in ``box``, newest last, each wrapped."""
    x0, y0, x1, y1 = box
    chosen: list[list[str]] = []
    room = y1 - y0
    for entry in reversed(view["log"]):
        if entry.get("to") is not None:
            continue
        lines = kit.wrap_words(_words(entry["text"], locale, names), x1 - x0, size)
        if len(lines) * (size + 4) > room:
            break
        room -= len(lines) * (size + 4)
        chosen.insert(0, lines)
    y = y0
    for lines in chosen:
        for line in lines:
            _text(img, (x0, y), line, size, kit.MUTED)
            y += size + 4


# --- option codes -------------------------------------------------------------------------------


def _marks(options: Sequence[Option] | None) -> dict[str, dict]:
    """Option codes by what they name: spaces, tiles, levers, discard spaces, hand cards."""
    out: dict[str, dict] = {"space": {}, "tile": {}, "lever": {}, "discard": {}, "card": {}, "char": {}}
    for o in options or ():
        if not o.mark:
            continue
        head, _, rest = o.id.partition("-")
        if head in ("go", "at", "tp", "sh"):  # Earth's spaces are 0, 1, 2
            out["space"][int(rest)] = o.mark
        elif head in ("m", "rp", "ls"):
            out["tile"][int(rest)] = o.mark
        elif head == "cx":
            pos = int(rest.split("-")[0])
            out["tile"][pos] = out["tile"].get(pos, "") + o.mark
        elif head == "nav":
            out["lever"][LEVERS.index(rest)] = o.mark
        elif head == "d":
            out["discard"][int(rest)] = o.mark
        elif head == "ch":
            out["char"][rest] = o.mark
        elif head in ("pay", "bp"):
            for card in rest.split("-"):
                out["card"].setdefault(int(card), []).append(o.mark)
    return out


# --- the inline board -------------------------------------------------------------------------


def board(view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en") -> Image.Image:
    """The public table for the box: the universe left; right the headline, the Mission track,
    the players and the latest log lines. Only public things are drawn, whichever seat's view
    it is given."""
    marks = _marks(options)
    img = _map_layer(INLINE_GEO, locale)
    draw = ImageDraw.Draw(img)
    draw_universe(img, draw, INLINE_GEO, view, marks, locale)
    _title(img, view, locale, (12, 10), 250, SMALL)
    x0, x1 = COL
    y = draw_track(img, draw, view, (x0, _head(img, view, names, locale), x1, 0), SMALL, locale, labels=False) + 6
    y = _lines(img, (x0, y), _bug_words(view, locale), x1 - x0, SMALL, kit.DANGER) + 2  # a bug holds every player
    seats = range(view["players"])
    # the characters and whereabouts go to the full board when the column has no room for them
    about = y + sum(_block_lines(view, names, s, x1 - x0, locale, True)[-1] + 6 for s in seats) <= HEIGHT - 8
    for s in seats:
        y += _player_block(img, draw, view, names, s, (x0, y), x1 - x0, locale, about) + 6
    _log_lines(img, view, names, (x0, y + 2, x1, HEIGHT - 8), SMALL, locale)
    return img


# --- cards and the Technology Center -----------------------------------------------------------


def _card(
    img: Image.Image, draw: ImageDraw.ImageDraw, box: Box, card: int | None, size: int, locale: str, named: bool = True
) -> None:
    """A Technology card: its technology's name when it fits (else its short sign), the sign
    large when the card is tall enough, a red "R" when it shows the Regression symbol."""
    x0, y0, x1, y1 = box
    if card is None:
        draw.rounded_rectangle(box, radius=6, outline=(80, 90, 130), width=2)
        return
    tech = CARD_TECH[card]
    fill = TECH_FILL[tech]
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=kit.INK, width=2)
    ink = kit.ink_on(fill)
    big = TECH_SHORT.get(tech) or _words(msg("hope-picture-joker"), locale)
    name = _words(tech_name(tech), locale)
    if named and kit.text_width(name, size, True) <= x1 - x0 - 6:
        _text(img, ((x0 + x1) / 2, y0 + 5), name, size, ink, True, "ma")
        if y1 - y0 > 3.4 * size:
            _text(img, ((x0 + x1) / 2, y0 + size * 1.7 + 6), big, round(size * 1.5), ink, True, "ma")
    else:
        big_size = round(size * 1.3) if kit.text_width(big, round(size * 1.3), True) <= x1 - x0 - 6 else size
        _text(img, ((x0 + x1) / 2, y0 + 5), big, big_size, ink, True, "ma")
    if CARD_SYMBOL[card]:
        r = size * 0.7
        cx, cy = x1 - r - 4, y1 - r - 4
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(250, 250, 250), outline=kit.DANGER, width=2)
        _text(img, (cx, cy), "R", size, kit.DANGER, True, "mm")


def draw_center(
    img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, box: Box, size: int, marks: dict[str, dict], locale: str
) -> None:
    """The Technology Center in ``box``: the three replenish spaces over their discard piles
    (a discard space's code on its pile), the deck; under them the bonus stacks, the cards
    played this turn and a bug card's text."""
    x0, y0, x1, _y1 = box
    kit.panel(draw, box)
    _text(img, (x0 + 12, y0 + 8), _words(msg("hope-picture-technology-center"), locale), size + 2, kit.MUTED, True)
    w, h = round(size * 6.6), round(size * 5.4)
    top = y0 + 16 + 2 * size
    badges = kit.Badges(draw, size + 2)
    for i in range(3):
        x = x0 + 14 + i * (w + 12)
        _card(img, draw, (x, top, x + w, top + h), view["repl"][i], size, locale)
        pile = view["disc"][i]
        _card(img, draw, (x, top + h + 8, x + w, top + 2 * h + 8), pile[-1] if pile else None, size, locale)
        discard = _words(msg("hope-picture-discard", n=len(pile)), locale)
        _lines(img, (x, top + 2 * h + 12), discard, w + 8, size, kit.MUTED)
        if i in marks["discard"]:
            badges.put((x + w / 2, top + 1.5 * h + 8), marks["discard"][i])
    sx = x0 + 14 + 3 * (w + 12) + 4
    deck = (sx, top, sx + w * 0.75, top + h)
    draw.rounded_rectangle(deck, radius=6, fill=(58, 52, 92), outline=(120, 110, 170), width=2)
    _lines(img, (sx, top + h + 6), _words(msg("hope-picture-deck", n=view["deck"]), locale), x1 - sx - 8, size)
    y = top + 2 * h + 20 + size
    label = _words(msg("hope-picture-bonus-stacks"), locale)
    _text(img, (x0 + 14, y + size * 1.2), label, size, kit.MUTED, anchor="lm")
    r = size * 1.2
    for i, count in enumerate(view["stacks"]):
        bx, by = x0 + 14 + kit.text_width(label, size) + 10 + r + i * (2 * r + 8), y + r
        if count:
            kit.token(draw, (bx, by), r, kit.HIGHLIGHT)
            _text(img, (bx, by), str(count), size + 2, (20, 20, 28), True, "mm")
        else:
            kit.token(draw, (bx, by), r, (90, 40, 44), edge=kit.DANGER)
            _text(img, (bx, by), "R" * view["stack_symbols"][i], size, kit.INK, True, "mm")
    y += 2 * r + 8
    for words, colour in _center_notes(view, locale):
        y = _lines(img, (x0 + 14, y), words, x1 - x0 - 28, size, colour)


def _center_notes(view: dict, locale: str) -> list[tuple[str, kit.Colour]]:
    notes = []
    if view["used"]:
        notes.append((_words(msg("hope-picture-played", n=len(view["used"])), locale), kit.MUTED))
    bug = _bug_words(view, locale)
    if bug:
        notes.append((bug, kit.DANGER))
    return notes


def center_height(view: dict, size: int, width: float, locale: str) -> int:
    """The height ``draw_center`` needs at ``width``."""
    lines = sum(len(kit.wrap_words(t, width - 28, size)) for t, _ in _center_notes(view, locale))
    return round(16 + 2 * size + 2 * size * 5.4 + 20 + size + 2.4 * size + 8 + lines * (size + 4) + 10)


def _bug_words(view: dict, locale: str) -> str:
    pay, bug = view["bug_pay"], view["bug_active"]
    if pay is not None:
        kind = BUGS[pay["card"]]["kind"]
        paying = msg(
            "hope-picture-bug-paying", kind=kind, paid=pay["paid"], price=pay["price"], text=bug_text(pay["card"])
        )
        return _words(paying, locale)
    if bug is not None:
        return _words(msg("hope-picture-bug-lasting", text=bug_text(bug)), locale)
    return ""


# --- the full board ------------------------------------------------------------------------------


def detail(
    view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The full board, to read after opening: the universe with its key, the Mission track,
    the Technology Center, every cockpit and the latest log lines (text 12 px or more)."""
    marks = _marks(options)
    geo = DETAIL_GEO
    headline = kit.wrap_words(_headline(view, names, locale), D_WIDTH - 24, D_HEAD, True)
    headline += kit.wrap_words(_ending(view, names, locale), D_WIDTH - 24, D_HEAD, True)
    head_h = 14 + len(headline) * (D_HEAD + 6)
    width = (D_WIDTH - 34) / 2
    cockpits = [
        cockpit_height(view, names, s, width, locale, levers=_turn_levers(view, s, marks))
        for s in range(view["players"])
    ]
    rows = [max(cockpits[i : i + 2]) for i in range(0, len(cockpits), 2)]
    track_y = geo.height
    center_y = track_y + 150
    center_h = center_height(view, D_SMALL, D_WIDTH - 24, locale)
    cockpit_y = center_y + center_h + 10
    log_y = cockpit_y + sum(h + 10 for h in rows)
    img = Image.new("RGB", (D_WIDTH, log_y + 8 * (D_BODY + 4) + 10), kit.BACKGROUND)
    img.paste(_map_layer(geo, locale), (0, 0))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, D_WIDTH, head_h), fill=(24, 28, 48))
    for k, line in enumerate(headline):
        _text(img, (12, 8 + k * (D_HEAD + 6)), line, D_HEAD, kit.TURN, True, "la", True)
    y = _title(img, view, locale, (16, head_h + 8), 260, D_BODY)
    kit.legend(draw, (16, y + 4), [(DIM_FILL[c], _words(dimension_name(c), locale)) for c in range(3)], D_BODY)
    draw_universe(img, draw, geo, view, marks, locale)
    key = _words(msg("hope-picture-key"), locale)
    _lines(img, (12, geo.height - 2 * (D_SMALL + 4) - 4), key, D_WIDTH - 24, D_SMALL, kit.MUTED)
    kit.panel(draw, (12, track_y, D_WIDTH - 12, track_y + 140))
    draw_track(img, draw, view, (24, track_y + 10, D_WIDTH - 24, 0), D_BODY, locale, labels=True)
    draw_center(img, draw, view, (12, center_y, D_WIDTH - 12, center_y + center_h), D_SMALL, marks, locale)
    w = (D_WIDTH - 24 - 10) / 2
    y = cockpit_y
    for r, row_h in enumerate(rows):
        for s in range(2 * r, min(2 * r + 2, view["players"])):
            x0 = 12 + (s % 2) * (w + 10)
            levers = _turn_levers(view, s, marks)
            draw_cockpit(img, draw, view, names, s, (x0, y, x0 + w, y + row_h), levers, locale)
        y += row_h + 10
    _log_lines(img, view, names, (12, y, D_WIDTH - 12, img.height - 6), D_BODY, locale)
    return img


def _turn_levers(view: dict, s: int, marks: dict[str, dict]) -> dict[int, str]:
    return marks["lever"] if _is_turn(view, s) else {}


def _cockpit_lines(view: dict, s: int, locale: str) -> list[str]:
    p = view["seats"][s]
    standing = msg(
        "hope-picture-standing", cards=p["hand"], supply=p["supply"], upgrades=p["upgrades"], level=p["hand_limit"]
    )
    score = p["track"] + p["cockpit"]
    pioneers = msg("hope-picture-score", track=p["track"], cockpit=p["cockpit"], score=score, universe=p["universe"])
    return [_words(standing, locale), _words(pioneers, locale)]


def _lever_width(levers: dict[int, str], locale: str, small: int, body: int) -> float:
    """A lever's width: its short name, and room for its code when levers are options."""
    names = max(kit.text_width(_words(msg(f"hope-picture-lever-{lv}"), locale), small, True) for lv in LEVERS)
    code = max((kit.text_width(c, small + 1, True) + (small + 1) * 0.7 + 6 for c in levers.values()), default=0)
    return max(round(body * 3.6), names + code + 14)


def cockpit_height(
    view: dict,
    names: list[str],
    s: int,
    width: float,
    locale: str,
    sizes: tuple[int, int, int] = (D_SMALL, D_BODY, D_HEAD),
    levers: dict[int, str] | None = None,
) -> int:
    """The height ``draw_cockpit`` needs for seat ``s`` at ``width``: every line wrapped."""
    small, body, head = sizes
    height = 8 + len(kit.wrap_words(seat_name(names, s), width - 50, head, True)) * (head + 6) + body + 30
    medals = _words(msg("hope-picture-medals", n=view["seats"][s]["medals"]), locale)
    lever_w = _lever_width(levers or {}, locale, small, body)
    if kit.text_width(medals, head, True) > width - 24 - 4 * (lever_w + 6) - 6:
        height += head + 6
    height += sum(len(kit.wrap_words(t, width - 24, body)) for t in _cockpit_lines(view, s, locale)) * (body + 6)
    return round(height + 2 + len(kit.wrap_words(_whereabouts(view, s, locale), width - 24, small)) * (small + 4) + 8)


def draw_cockpit(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    names: list[str],
    s: int,
    box: Box,
    levers: dict[int, str],
    locale: str,
    sizes: tuple[int, int, int] = (D_SMALL, D_BODY, D_HEAD),
) -> float:
    """One player's cockpit: name, levers (coded when they are options), medals, standing,
    character and whereabouts. Returns the y below its text."""
    small, body, head = sizes
    x0, top, x1, _y1 = box
    w = x1 - x0
    kit.panel(draw, box)
    if _is_turn(view, s):
        kit.turn_frame(draw, box)
    kit.seat_marker(draw, (x0 + 20, top + 8 + head / 2), 12, s, str(s + 1), size=small)
    y = _lines(img, (x0 + 38, top + 8), seat_name(names, s), w - 50, head, kit.INK, True, True, 6)
    p = view["seats"][s]
    lever_w = _lever_width(levers, locale, small, body)
    for i, used in enumerate(p["levers"]):
        lx = x0 + 12 + i * (lever_w + 6)
        fill = (70, 70, 80) if used else kit.GOOD
        draw.rounded_rectangle((lx, y + 12, lx + lever_w, y + 12 + body + 10), radius=5, fill=fill)
        short = _words(msg(f"hope-picture-lever-{LEVERS[i]}"), locale)
        left = lx
        if i in levers:  # the code inside the lever, left of its name
            left = kit.option_mark(draw, (lx + 3, y + 17 + body / 2), levers[i], small + 1, "lm")[2]
        _text(img, ((left + lx + lever_w) / 2, y + 17 + body / 2), short, small, kit.ink_on(fill), True, "mm")
    medals = _words(msg("hope-picture-medals", n=p["medals"]), locale)
    if kit.text_width(medals, head, True) <= w - 24 - 4 * (lever_w + 6) - 6:
        _text(img, (x1 - 12, y + 17 + body / 2), medals, head, kit.INK, True, "rm", True)
        y += body + 30
    else:
        y += body + 30
        _text(img, (x0 + 12, y), medals, head, kit.INK, True, "la", True)
        y += head + 6
    for line in _cockpit_lines(view, s, locale):
        y = _lines(img, (x0 + 12, y), line, w - 24, body, kit.INK, gap=6)
    return _lines(img, (x0 + 12, y + 2), _whereabouts(view, s, locale), w - 24, small, kit.MUTED)


# --- a player's own picture -----------------------------------------------------------------------


def private_key(view: dict) -> Any:
    """All that ``private`` may draw (with the names and marks): the player's own things and,
    while they decide, the table their step may show."""
    seat = view.get("seat")
    if seat is None:
        return None
    deciding = seat in view["to_act"]
    table = {k: v for k, v in view.items() if k not in ("hand", "role", "seat")} if deciding else None
    return [seat, view.get("hand", []), view["seats"][seat], view.get("role"), table]


def private(
    view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's role, character and hand; while they decide on the table, the universe (or
    the Technology Center when a discard space is asked for) left of their cockpit and hand,
    with the candidates coded."""
    seat = view.get("seat")
    if seat is None:
        return None
    marks = _marks(options)
    on_table = any(marks[k] for k in ("space", "tile", "lever", "discard", "card"))
    if on_table or (seat in view["to_act"] and view["phase"] == "play"):
        return _deciding(view, names, seat, marks, locale)
    return _own_only(view, names, seat, marks, locale)


def _deciding(view: dict, names: list[str], seat: int, marks: dict[str, dict], locale: str) -> Image.Image:
    if marks["discard"]:
        img, draw = kit.canvas(WIDTH, HEIGHT)
        box = (12, 60, MAP_W - 6, 60 + center_height(view, BODY, MAP_W - 18, locale))
        draw_center(img, draw, view, box, BODY, marks, locale)
        _title(img, view, locale, (12, 14), MAP_W - 24, BODY)
    else:
        img = _map_layer(INLINE_GEO, locale)
        draw = ImageDraw.Draw(img)
        draw_universe(img, draw, INLINE_GEO, view, marks, locale)
        _title(img, view, locale, (12, 10), 250, SMALL)
    x0, x1 = COL
    y = _head(img, view, names, locale)
    levers = marks["lever"]
    box_h = cockpit_height(view, names, seat, x1 - x0, locale, (SMALL, BODY, HEAD), levers)
    draw_cockpit(img, draw, view, names, seat, (x0, y, x1, y + box_h), levers, locale, (SMALL, BODY, HEAD))
    y += box_h + 10
    y = _role_and_power(img, view, seat, (x0, y), x1 - x0, locale, compact=True)
    y = _lines(img, (x0, y + 2), _bug_words(view, locale), x1 - x0, SMALL, kit.DANGER)
    _hand(img, draw, view, seat, (x0, y + 4, x1), marks, locale, compact=True)
    return img


def _role_and_power(
    img: Image.Image, view: dict, seat: int, xy: tuple[float, float], width: float, locale: str, compact: bool
) -> float:
    x, y = xy
    role = view.get("role")
    if role is not None:
        key, colour = (
            ("hope-picture-you-traitor", kit.DANGER) if role == "nope" else ("hope-picture-you-loyal", kit.GOOD)
        )
        size = BODY if compact else HEAD
        y = _lines(img, (x, y), _words(msg(key), locale), width, size, colour, True, not compact, 6)
    char = view["seats"][seat]["char"]
    if char:
        power = _words(msg("hope-picture-power", char=character_name(char), power=character_power(char)), locale)
        y = _lines(img, (x, y), power, width, SMALL if compact else BODY, kit.INK)
    return y


def _hand(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    at: tuple[float, float, float],
    marks: dict[str, dict],
    locale: str,
    compact: bool,
) -> float:
    """The hand, its payment codes on the cards each uses. Returns the y below it."""
    x0, y, x1 = at
    hand = view.get("hand", [])
    limit = view["seats"][seat]["hand_limit"]
    char = view["seats"][seat]["char"]
    held = msg("hope-picture-hand", n=len(hand), limit=limit) if char else msg("hope-picture-hand-later")
    y = _lines(img, (x0, y), _words(held, locale), x1 - x0, BODY, kit.MUTED, True) + 2
    if not hand:
        return _lines(img, (x0, y), _words(msg("hope-picture-no-cards"), locale), x1 - x0, BODY, kit.MUTED)
    w, h = (62, 78) if compact else (120, 118)
    per_row = max(1, int((x1 - x0 + 6) // (w + 6)))
    badges = kit.Badges(draw, SMALL)
    for i, card in enumerate(hand):
        x = x0 + (i % per_row) * (w + 6)
        cy = y + (i // per_row) * (h + 8)
        _card(img, draw, (x, cy, x + w, cy + h), card, SMALL if compact else BODY, locale, named=not compact)
        for k, code in enumerate(marks["card"].get(card, [])):
            badges.put((x + 14 + (k % 2) * 26, cy + h - 14 - (k // 2) * 24), code)
    return y + math.ceil(len(hand) / per_row) * (h + 8)


def _own_only(view: dict, names: list[str], seat: int, marks: dict[str, dict], locale: str) -> Image.Image:
    """The player's own things alone: who they are, their role, power (or the characters on
    offer, coded) and hand. As wide as the board, as high as it needs (at most 700)."""
    img, draw = kit.canvas(WIDTH, HEIGHT)
    width = WIDTH - 48
    kit.seat_marker(draw, (30, 12 + HEAD / 2), 14, seat, str(seat + 1), size=SMALL)
    title = _words(msg("hope-picture-only-you", name=seat_name(names, seat)), locale)
    y = _lines(img, (52, 12), title, width - 30, HEAD, kit.INK, True, True, 6)
    p = view["seats"][seat]
    own = msg("hope-picture-own-status", n=len(view.get("hand", [])), level=p["hand_limit"])
    # only the player's own things: the table's state would change this picture every move
    status = _words(own if p["char"] else msg("hope-picture-choosing"), locale)
    y = _lines(img, (24, y + 2), status, width, BODY, kit.MUTED, True) + 6
    if marks["char"] and not p["char"]:
        y = _lines(img, (24, y), _words(msg("hope-picture-choose"), locale), width, BODY, kit.MUTED, True) + 4
        badges = kit.Badges(draw, BODY)
        for key, code in marks["char"].items():
            badge = badges.put((40, y + BODY / 2 + 2), code)
            power = _words(msg("hope-picture-power", char=character_name(key), power=character_power(key)), locale)
            y = _lines(img, (badge[2] + 10, y), power, WIDTH - 24 - badge[2] - 10, BODY, kit.INK) + 6
    elif not p["char"]:
        y = _lines(img, (24, y), _words(msg("hope-picture-no-character"), locale), width, BODY, kit.MUTED) + 4
    y = _role_and_power(img, view, seat, (24, y), width, locale, compact=False) + 8
    many = len(view.get("hand", [])) > 16  # more than two rows of large cards: small ones
    y = _hand(img, draw, view, seat, (24, y, WIDTH - 24), marks, locale, compact=many)
    return img.crop((0, 0, WIDTH, min(HEIGHT, max(round(y) + 14, 320))))
