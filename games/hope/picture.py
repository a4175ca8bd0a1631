"""Pictures of HOPE: the universe, the Mission track, the Technology Center and the cockpits
(public), and a player's own picture: character, role, hand, and, while they decide a place,
the table with the candidates marked.

Drawn 900 px wide, one block under the other, so that shown 550 px wide the smallest text is 7
px and names, scores and whose turn 12 px. Seats wear their colour and shape (pioneers, ships,
cockpits); the turn cue is a white frame; what the last move changed wears white brackets or a
broken white ring; option codes (spaces "7B", tiles "T7", levers "L1", discard spaces "D1",
payments "A", "B" on the cards they use) are black-on-white badges.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
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

WIDTH = 900
HEX = 54  # corner radius of a tile, in pixels
BOARD_CENTRE = (WIDTH / 2, 92 + 372)
SMALL = kit.px(7.0, WIDTH)  # 12: the smallest text
BODY = SMALL + 2
HEAD = kit.px(kit.HEADLINE_PX, WIDTH)  # 21: names, scores, whose turn
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


def _words(text: Text | StoredText, locale: str, names: list[str] | None = None) -> str:
    return localize(text, locale, names)


def _token_short(kind: str, locale: str) -> str:
    """A bonus token's few letters ("+2M"), as its disc shows them."""
    return _words(msg(f"hope-picture-token-{kind.replace('_', '-')}"), locale)


def _text(
    img: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = SMALL,
    fill: tuple = kit.INK,
    bold: bool = False,
    anchor: str = "la",
    headline: bool = False,
) -> None:
    kit.stamp(img, xy, content, size, fill, bold, anchor, headline)


UNIVERSE_H = 92 + 372 + 400  # title bar and the universe
TRACK_BOX = (12, UNIVERSE_H, WIDTH - 12, UNIVERSE_H + 150)
CENTER_BOX = (12, TRACK_BOX[3] + 10, WIDTH - 12, TRACK_BOX[3] + 10 + 214)
TOP_H = CENTER_BOX[3] + 10
COCKPIT_H = 176
LOG_LINES = 4
PER_ROW = 24


def _px(x: float, y: float) -> tuple[float, float]:
    return (BOARD_CENTRE[0] + x * HEX, BOARD_CENTRE[1] + y * HEX)


def _cell(i: int) -> tuple[float, float, float]:
    """Top-left corner and size of Mission track cell ``i``."""
    x0, y0, x1, _ = TRACK_BOX
    size = (x1 - x0 - 24) / PER_ROW
    row, col = divmod(i, PER_ROW)
    return (x0 + 12 + col * size, y0 + 40 + row * (size + 18), size)


def _static_layer(track: tuple, locale: str) -> Image.Image:
    """What every game shares: the dimension pattern, gravity points, panels and track cells
    (the shuffled tiles' technologies are drawn on top, so one layer serves every table)."""
    img, draw = kit.canvas(WIDTH, TOP_H)
    for c in range(3):  # the gravity points outside the board
        a = math.radians(GRAVITY_ANGLE[c])
        gx, gy = _px(6.5 * math.cos(a), 6.3 * math.sin(a))
        draw.ellipse((gx - 20, gy - 20, gx + 20, gy + 20), fill=DIM_FILL[c], outline=kit.INK, width=3)
        kit.text(draw, (gx, gy), "G", 18, kit.INK, True, "mm")
        gravity = _words(msg("hope-picture-gravity", dim=dimension_name(c)), locale)
        kit.text(draw, (gx, gy + 32), gravity, BODY, kit.MUTED, anchor="mm")
    for pos in range(len(POS)):
        for c in range(3):
            poly = [_px(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])]
            draw.polygon(poly, fill=DIM_FILL[c])
        cx, cy = _px(*centre(pos))
        draw.polygon(kit.hexagon((cx, cy), HEX), outline=(20, 22, 34), width=3)
    kit.legend(draw, (16, 100), [(DIM_FILL[c], _words(dimension_name(c), locale)) for c in range(3)], BODY)
    length, start, symbols = track
    kit.panel(draw, TRACK_BOX)
    title = _words(msg("hope-picture-mission-track"), locale)
    kit.text(draw, (TRACK_BOX[0] + 12, TRACK_BOX[1] + 10), title, BODY, kit.MUTED, True)
    for i in range(length):
        x, y, size = _cell(i)
        fill = (52, 62, 96) if i >= start else (34, 38, 58)
        draw.rounded_rectangle((x + 1, y, x + size - 2, y + size - 2), radius=4, fill=fill, outline=(80, 90, 130))
        if i in symbols:
            kit.text(draw, (x + size / 2, y + size / 2), "R", BODY, kit.DANGER, True, "mm")
    x, y, size = _cell(length - 1)
    kit.text(
        draw, (x + size, y + size + 2), _words(msg("hope-picture-track-end"), locale), SMALL, kit.MUTED, anchor="ra"
    )
    x, y, size = _cell(start)
    kit.text(draw, (x + 2, y + size + 2), _words(msg("hope-picture-pioneer-track"), locale), SMALL, kit.MUTED)
    kit.panel(draw, CENTER_BOX)
    title = _words(msg("hope-picture-technology-center"), locale)
    kit.text(draw, (CENTER_BOX[0] + 12, CENTER_BOX[1] + 10), title, BODY, kit.MUTED, True)
    notes = kit.fit_text(_words(msg("hope-picture-key"), locale), CENTER_BOX[2] - CENTER_BOX[0] - 24, SMALL)
    kit.text(draw, (CENTER_BOX[0] + 12, CENTER_BOX[3] - 22), notes, SMALL, kit.MUTED)
    return img


def _tech_disc(
    img: Image.Image, draw: ImageDraw.ImageDraw, xy: tuple[float, float], tech: str | None, locale: str
) -> None:
    cx, cy = xy
    if tech is None:
        draw.ellipse((cx - 22, cy - 22, cx + 22, cy + 22), fill=(40, 120, 200), outline=kit.INK, width=2)
        earth = kit.fit_text(_words(msg("hope-picture-earth"), locale), 2 * HEX - 20, SMALL, True)
        _text(img, (cx, cy), earth, SMALL, kit.INK, True, "mm")
    else:
        draw.ellipse((cx - 19, cy - 19, cx + 19, cy + 19), fill=TECH_FILL[tech], outline=(20, 22, 34), width=2)
        _text(img, (cx, cy), TECH_SHORT[tech], SMALL, kit.ink_on(TECH_FILL[tech]), True, "mm")


def _planet_spots(pos: int, c: int, count: int) -> list[tuple[float, float]]:
    """Where the planets of a space are drawn: side by side across its rhombus."""
    edges = GRAPH.layout.edges[pos][c]
    mx, my = space_centroid(pos, edges)
    ox, oy = centre(pos)
    dx, dy = mx - ox, my - oy
    length = math.hypot(dx, dy)
    px, py = -dy / length, dx / length
    return [
        _px(mx + px * (i - (count - 1) / 2) * 0.34 + dx * 0.25, my + py * (i - (count - 1) / 2) * 0.34 + dy * 0.25)
        for i in range(count)
    ]


def _space_point(space: int) -> tuple[float, float]:
    """Where a space's code badge and a ship in it go: out towards the space's edge."""
    pos, c = divmod(space, 3)
    mx, my = space_centroid(pos, GRAPH.layout.edges[pos][c])
    ox, oy = centre(pos)
    return _px(ox + (mx - ox) * 1.45, oy + (my - oy) * 1.45)


def _draw_universe(
    img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, marks: dict[str, dict], locale: str
) -> None:
    changed = view.get("changed") or {}
    for tile in view["tiles"]:
        pos = tile["pos"]
        cx, cy = _px(*centre(pos))
        if tile["gone"]:
            draw.polygon(kit.hexagon((cx, cy), HEX), fill=kit.BACKGROUND, outline=(50, 56, 80), width=1)
            _text(img, (cx, cy), _words(msg("hope-picture-void"), locale), SMALL, (110, 116, 140), anchor="mm")
            continue
        if tile["stable"]:
            for c in range(3):
                poly = [_px(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])]
                draw.polygon(poly, fill=DIM_PALE[c])
            draw.polygon(kit.hexagon((cx, cy), HEX - 3), outline=kit.GOOD, width=4)
            stable = kit.fit_text(_words(msg("hope-picture-stable"), locale), 1.5 * HEX, SMALL, True)
            _text(img, (cx, cy - 30), stable, SMALL, kit.GOOD, True, "mm")
            if tile["token"]:
                kit.token(draw, (cx, cy + 30), 15, kit.HIGHLIGHT)
                _text(img, (cx, cy + 30), _token_short(tile["token"], locale), SMALL, (20, 20, 28), True, "mm")
        _tech_disc(img, draw, (cx, cy), tile["tech"], locale)
        if pos:
            _text(img, (cx - 14, cy - 36), str(pos), BODY, kit.INK, True, "mm")
        if tile["stable"]:
            continue
        for c, planets in enumerate(tile["occ"]):
            for (x, y), who in zip(_planet_spots(pos, c, len(planets)), planets, strict=True):
                if who < 0:
                    draw.ellipse((x - 7, y - 7, x + 7, y + 7), fill=(30, 30, 40), outline=(225, 225, 235), width=2)
                else:
                    kit.seat_marker(draw, (x, y), 8, who)
    for pos in changed.get("tiles", []):
        if not view["tiles"][pos]["gone"]:
            kit.changed_ring(draw, _px(*centre(pos)), HEX * 0.8)
    mono = view["monolith"]
    if mono is not None and mono >= 0:
        cx, cy = _px(*centre(mono))
        draw.rectangle((cx + 18, cy - 34, cx + 31, cy + 4), fill=(10, 10, 12), outline=kit.DANGER, width=2)
        _text(img, (cx + 25, cy + 14), "M", BODY, kit.DANGER, True, "mm")
    by_space: dict[int, list[int]] = {}
    for seat, space in enumerate(view["ships"]):
        if space >= 0:
            by_space.setdefault(space, []).append(seat)
    moved = set(changed.get("ships", []))
    for space, seats in by_space.items():
        bx, by = _space_point(space)
        for i, seat in enumerate(seats):
            x = bx + (i - (len(seats) - 1) / 2) * 24
            if seat in moved:
                kit.changed_ring(draw, (x, by), 15)
            _ship(draw, (x, by), seat)
    for code_of, where in ((marks["space"], _space_point), (marks["tile"], lambda p: _px(*centre(p)))):
        for key, code in code_of.items():
            x, y = where(key)
            kit.option_mark(draw, (x, y + (14 if code_of is marks["space"] else 22)), code, SMALL + 1)


def _ship(draw: ImageDraw.ImageDraw, xy: tuple[float, float], seat: int) -> None:
    """A spaceship: a pointed hull in the seat's colour, the seat's number on it."""
    x, y = xy
    hull = [(x, y - 14), (x + 11, y + 9), (x, y + 4), (x - 11, y + 9)]
    draw.polygon(hull, fill=kit.seat_colour(seat), outline=(0, 0, 0), width=2)
    kit.seat_marker(draw, (x, y - 1), 5, seat, edge=(0, 0, 0))


def _draw_track(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, locale: str) -> None:
    changed = set((view.get("changed") or {}).get("track", []))
    for i, who in enumerate(view["track"]):
        x, y, size = _cell(i)
        if who >= 0:
            kit.seat_marker(draw, (x + size / 2 - 1, y + size / 2 - 1), size / 2 - 6, who)
        if i in changed:
            kit.changed_box(draw, (x, y - 1, x + size - 1, y + size - 1), radius=4)
    x, y, size = _cell(view["marker"])
    draw.rounded_rectangle((x - 1, y - 2, x + size, y + size), radius=5, outline=kit.DANGER, width=3)
    _text(img, (x + size / 2, y - 3), "▼", SMALL, kit.DANGER, True, "md")
    marker = msg("hope-picture-marker", cell=view["marker"] + 1, cells=view["track_len"], n=view["symbols"])
    info = kit.fit_text(_words(marker, locale), (TRACK_BOX[2] - TRACK_BOX[0]) * 0.7, HEAD, True)
    _text(img, (TRACK_BOX[2] - 12, TRACK_BOX[1] + 10), info, HEAD, kit.INK, True, "ra", headline=True)


def _card(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: tuple,
    card: int | None,
    locale: str,
    size: int = SMALL,
    codes: str = "",
) -> None:
    x0, y0, x1, y1 = box
    if card is None:
        draw.rounded_rectangle(box, radius=6, outline=(80, 90, 130), width=2)
        return
    tech = CARD_TECH[card]
    fill = TECH_FILL[tech]
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=kit.INK, width=2)
    ink = kit.ink_on(fill)
    name = kit.fit_text(_words(tech_name(tech), locale), x1 - x0 - 6, size, True)
    _text(img, ((x0 + x1) / 2, y0 + 6), name, size, ink, True, "ma")
    big = TECH_SHORT.get(tech) or _words(msg("hope-picture-joker"), locale)
    if y1 - y0 > 80:
        _text(img, ((x0 + x1) / 2, (y0 + y1) / 2 + 4), big, 22, ink, True, "mm")
    if CARD_SYMBOL[card]:
        draw.ellipse((x1 - 24, y1 - 24, x1 - 5, y1 - 5), fill=(250, 250, 250), outline=kit.DANGER, width=2)
        _text(img, (x1 - 14, y1 - 14), "R", SMALL, kit.DANGER, True, "mm")
    for k, code in enumerate(codes):
        kit.option_mark(draw, (x0 + 4 + k * 26, y1 - 4), code, SMALL + 2, "ld")


def _draw_center(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, marks: dict[str, dict], locale: str) -> None:
    x0, y0, x1, _y1 = CENTER_BOX
    w, h = 84, 62
    for i in range(3):
        x = x0 + 14 + i * (w + 14)
        _card(img, draw, (x, y0 + 34, x + w, y0 + 34 + h), view["repl"][i], locale)
        pile = view["disc"][i]
        _card(img, draw, (x, y0 + 102, x + w, y0 + 102 + h), pile[-1] if pile else None, locale)
        discard = kit.fit_text(_words(msg("hope-picture-discard", n=len(pile)), locale), w + 12, SMALL)
        _text(img, (x + w / 2, y0 + 168), discard, SMALL, kit.MUTED, anchor="ma")
        if i in marks["discard"]:
            kit.option_mark(draw, (x + w / 2, y0 + 102 + h / 2), marks["discard"][i], SMALL + 2)
    sx = x0 + 14 + 3 * (w + 14) + 10
    kit.card(draw, (sx, y0 + 34, sx + 60, y0 + 96), (0, 0, 0), face_down=True)
    deck = kit.fit_text(_words(msg("hope-picture-deck", n=view["deck"]), locale), 84, SMALL)
    _text(img, (sx + 30, y0 + 102), deck, SMALL, kit.INK, anchor="ma")
    bx0 = sx + 90
    _text(img, (bx0, y0 + 34), _words(msg("hope-picture-bonus-stacks"), locale), SMALL, kit.MUTED)
    for i, count in enumerate(view["stacks"]):
        bx = bx0 + 16 + i * 38
        if count:
            kit.token(draw, (bx, y0 + 72), 16, kit.HIGHLIGHT)
            _text(img, (bx, y0 + 72), str(count), BODY, (20, 20, 28), True, "mm")
        else:
            kit.token(draw, (bx, y0 + 72), 16, (90, 40, 44), edge=kit.DANGER)
            _text(img, (bx, y0 + 72), "R" * view["stack_symbols"][i], SMALL, kit.INK, True, "mm")
    if view["used"]:
        played = _words(msg("hope-picture-played", n=len(view["used"])), locale)
        _text(img, (x1 - 12, y0 + 10), played, SMALL, kit.MUTED, anchor="ra")
    pay = view["bug_pay"]
    bug = view["bug_active"]
    text = ""
    if pay is not None:
        kind = BUGS[pay["card"]]["kind"]
        paying = msg(
            "hope-picture-bug-paying", kind=kind, paid=pay["paid"], price=pay["price"], text=bug_text(pay["card"])
        )
        text = _words(paying, locale)
    elif bug is not None:
        text = _words(msg("hope-picture-bug-lasting", text=bug_text(bug)), locale)
    lines = kit.wrap(text, x1 - bx0 - 12, SMALL)[:4] if text else []
    for k, line in enumerate(lines):
        _text(img, (bx0, y0 + 104 + k * (SMALL + 4)), line, SMALL, kit.DANGER)


def _draw_cockpit(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    names: list[str],
    s: int,
    box: tuple[float, float, float, float],
    levers: dict[int, str],
    locale: str,
) -> None:
    """One player's cockpit: name, character, role if known, levers, standing."""
    x0, top, x1, _y1 = box
    w = x1 - x0
    p = view["seats"][s]
    turn = view["turn"]
    kit.panel(draw, box)
    if (turn is not None and turn["seat"] == s) or (turn is None and s in view["to_act"]):
        kit.turn_frame(draw, box)
    kit.seat_marker(draw, (x0 + 20, top + 22), 12, s, str(s + 1), size=SMALL)
    _text(
        img, (x0 + 38, top + 22), kit.fit_text(seat_name(names, s), w - 50, HEAD, True), HEAD, kit.INK, True, "lm", True
    )
    char = _words(character_name(p["char"]) if p["char"] else msg("hope-picture-choosing"), locale)
    role = view["roles_known"].get(str(s))
    if role is not None:
        char += " · " + _words(msg("hope-picture-traitor" if role == "nope" else "hope-picture-loyal"), locale)
    line = char
    _text(img, (x0 + 12, top + 44), kit.fit_text(line, w - 24, BODY, True), BODY, kit.INK, True)
    for i, used in enumerate(p["levers"]):
        lx = x0 + 12 + i * 56
        fill = (70, 70, 80) if used else kit.GOOD
        draw.rounded_rectangle((lx, top + 66, lx + 52, top + 88), radius=5, fill=fill)
        short = kit.fit_text(_words(msg(f"hope-picture-lever-{LEVERS[i]}"), locale), 50, SMALL, True)
        _text(img, (lx + 26, top + 77), short, SMALL, kit.ink_on(fill), True, "mm")
        if i in levers:
            kit.option_mark(draw, (lx + 26, top + 66), levers[i], SMALL + 1)
    score = p["track"] + p["cockpit"]
    medals = kit.fit_text(_words(msg("hope-picture-medals", n=p["medals"]), locale), w - 12 - 4 * 56 - 16, HEAD, True)
    _text(img, (x1 - 12, top + 77), medals, HEAD, kit.INK, True, "rm", True)
    standing = msg(
        "hope-picture-standing", cards=p["hand"], supply=p["supply"], upgrades=p["upgrades"], level=p["hand_limit"]
    )
    pioneers = msg("hope-picture-score", track=p["track"], cockpit=p["cockpit"], score=score, universe=p["universe"])
    lines = (_words(standing, locale), _words(pioneers, locale))
    for k, text in enumerate(lines):
        _text(img, (x0 + 12, top + 100 + k * (BODY + 6)), kit.fit_text(text, w - 24, BODY), BODY, kit.INK)
    tokens = " ".join(_token_short(t, locale) for t in p["tokens"])
    flags = [
        _words(msg(f), locale)
        for f, on in (("hope-picture-accused", p["accused"]), ("hope-picture-locked", p["locked"]))
        if on
    ]
    ship = view["ships"][s]
    where = ""
    if ship >= 0:
        place = msg("hope-picture-earth") if ship // 3 == 0 else msg("hope-picture-ship-tile", n=ship // 3)
        where = _words(msg("hope-picture-ship", place=place, dim=dimension_name(ship % 3)), locale)
    held = _words(msg("hope-picture-tokens", tokens=tokens), locale) if tokens else ""
    extra = "  ·  ".join(x for x in (where, held, ", ".join(flags)) if x)
    if extra:
        _text(img, (x0 + 12, top + 148), kit.fit_text(extra, w - 24, SMALL), SMALL, kit.MUTED)


def _marks(options: Sequence[Option] | None) -> dict[str, dict]:
    """Option codes by what they name: spaces, tiles, levers, discard spaces, hand cards."""
    out: dict[str, dict] = {"space": {}, "tile": {}, "lever": {}, "discard": {}, "card": {}, "char": {}}
    for o in options or ():
        if not o.mark:
            continue
        head, _, rest = o.id.partition("-")
        if head in ("go", "at", "tp"):
            out["space"][int(rest)] = o.mark
        elif head == "sh":
            out["space"][int(rest)] = o.mark  # Earth's spaces are 0, 1, 2
        elif head in ("m", "rp", "ls"):
            out["tile"][int(rest)] = o.mark
        elif head == "cx":
            out["tile"][int(rest.split("-")[0])] = out["tile"].get(int(rest.split("-")[0]), "") + o.mark
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


def _top(view: dict, names: list[str], marks: dict[str, dict], locale: str) -> Image.Image:
    """The title, the universe, the Mission track and the Technology Center."""
    track = (view["track_len"], view["pioneer_start"], frozenset(view["track_symbols"]))
    img = kit.static_layer(("hope", track, WIDTH, locale), lambda: _static_layer(track, locale))
    draw = ImageDraw.Draw(img)
    options = view["options"]
    difficulty = msg(f"hope-difficulty-{options['difficulty']}")
    title = msg("hope-picture-title", difficulty=difficulty, traitor=options["traitor"], bugs=options["bugs"])
    kit.title_bar(draw, WIDTH, _words(title, locale), _words(view["status"], locale, names))
    _draw_universe(img, draw, view, marks, locale)
    _draw_track(img, draw, view, locale)
    _draw_center(img, draw, view, marks, locale)
    return img


def _turn_levers(view: dict, seat: int, marks: dict[str, dict]) -> dict[int, str]:
    turn = view["turn"]
    return marks["lever"] if turn is not None and turn["seat"] == seat else {}


def board(view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en") -> Image.Image:
    """The public table: universe, Mission track, Technology Center, cockpits, recent log.
    Only public things are drawn, whichever seat's view it is given."""
    marks = _marks(options)
    top = _top(view, names, marks, locale)
    n = view["players"]
    rows = math.ceil(n / 2)
    log_h = LOG_LINES * (BODY + 6) + 16
    img = Image.new("RGB", (WIDTH, TOP_H + rows * (COCKPIT_H + 10) + log_h), kit.BACKGROUND)
    img.paste(top, (0, 0))
    draw = ImageDraw.Draw(img)
    w = (WIDTH - 24 - 10) / 2
    for s in range(n):
        x0 = 12 + (s % 2) * (w + 10)
        y0 = TOP_H + (s // 2) * (COCKPIT_H + 10)
        box = (x0, y0, x0 + w, y0 + COCKPIT_H)
        _draw_cockpit(img, draw, view, names, s, box, _turn_levers(view, s, marks), locale)
    y = TOP_H + rows * (COCKPIT_H + 10) + 6
    for k, entry in enumerate(view["log"][-LOG_LINES:]):
        line = kit.fit_text(_words(entry["text"], locale, names), WIDTH - 24, BODY)
        _text(img, (12, y + k * (BODY + 6)), line, BODY, kit.MUTED)
    return img


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
    """The viewer's character, role and hand; while they decide a place on the table, the
    universe (and the Technology Center when a discard space is asked for) and their cockpit
    above it, with the candidates marked."""
    seat = view.get("seat")
    if seat is None:
        return None
    marks = _marks(options)
    hand = view.get("hand", [])
    own_h = _own_height(view, seat, marks)
    if any(marks[k] for k in ("space", "tile", "lever", "discard")):
        top = _top(view, names, marks, locale)
        parts = [top.crop((0, 0, WIDTH, UNIVERSE_H))]
        if marks["discard"]:
            parts.append(top.crop((0, CENTER_BOX[1] - 6, WIDTH, TOP_H)))
        y = sum(p.height for p in parts)
        img = Image.new("RGB", (WIDTH, y + COCKPIT_H + 10 + own_h), kit.BACKGROUND)
        at = 0
        for part in parts:
            img.paste(part, (0, at))
            at += part.height
        draw = ImageDraw.Draw(img)
        box = (12, y, WIDTH - 12, y + COCKPIT_H)
        _draw_cockpit(img, draw, view, names, seat, box, _turn_levers(view, seat, marks), locale)
        y += COCKPIT_H + 10
    else:
        img, draw = kit.canvas(WIDTH, own_h + 70)
        p = view["seats"][seat]
        own = msg("hope-picture-own-status", n=len(hand), level=p["hand_limit"])
        status = _words(own if p["char"] else msg("hope-picture-choosing"), locale)
        title = _words(msg("hope-picture-own-title", name=seat_name(names, seat)), locale)
        y = kit.title_bar(draw, WIDTH, title, status) + 10
    _own(img, draw, view, names, seat, y, marks, locale)
    return img


def _own_height(view: dict, seat: int, marks: dict[str, dict]) -> int:
    hand = view.get("hand", [])
    height = 52 + 2 * (BODY + 4) + 34 + 20
    height += HEAD + 8 if view.get("role") is not None else 0
    height += math.ceil(len(hand) / 8) * 134 if hand else BODY + 20
    height += len(marks["char"]) * 2 * (BODY + 6)
    return height


def _own(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    names: list[str],
    seat: int,
    y: float,
    marks: dict,
    locale: str,
) -> None:
    """What only this player sees: role, character power, hand (payments coded on cards)."""
    kit.panel(draw, (12, y, WIDTH - 12, img.height - 10))
    kit.seat_marker(draw, (34, y + 26), 14, seat, str(seat + 1), size=SMALL)
    kit.text(
        draw,
        (56, y + 26),
        kit.fit_text(_words(msg("hope-picture-only-you", name=seat_name(names, seat)), locale), WIDTH - 90, HEAD, True),
        HEAD,
        kit.INK,
        True,
        "lm",
        headline=True,
    )
    role = view.get("role")
    line_y = y + 52
    if role is not None:
        key, col = ("hope-picture-you-traitor", kit.DANGER) if role == "nope" else ("hope-picture-you-loyal", kit.GOOD)
        text = kit.fit_text(_words(msg(key), locale), WIDTH - 48, HEAD, True)
        kit.text(draw, (24, line_y), text, HEAD, col, True, headline=True)
        line_y += HEAD + 8
    char = view["seats"][seat]["char"]
    if char:
        power = _words(msg("hope-picture-power", char=character_name(char), power=character_power(char)), locale)
        for line in kit.wrap(power, WIDTH - 48, BODY)[:2]:
            kit.text(draw, (24, line_y), line, BODY, kit.INK)
            line_y += BODY + 4
    elif marks["char"]:
        kit.text(draw, (24, line_y), _words(msg("hope-picture-choose"), locale), BODY, kit.MUTED, True)
        line_y += BODY + 8
        for key, code in marks["char"].items():
            badge = kit.option_mark(draw, (24, line_y + BODY / 2), code, BODY, "lm")
            power = _words(msg("hope-picture-power", char=character_name(key), power=character_power(key)), locale)
            lines = kit.wrap(power, WIDTH - 48 - badge[2], BODY)[:2]
            for k, line in enumerate(lines):
                kit.text(draw, (badge[2] + 10, line_y + k * (BODY + 4)), line, BODY, kit.INK)
            line_y += 2 * (BODY + 6)
    else:
        kit.text(draw, (24, line_y), _words(msg("hope-picture-no-character"), locale), BODY, kit.MUTED)
        line_y += BODY + 4
    hand = view.get("hand", [])
    limit = view["seats"][seat]["hand_limit"]
    held = msg("hope-picture-hand", n=len(hand), limit=limit) if char else msg("hope-picture-hand-later")
    kit.text(draw, (24, line_y + 4), _words(held, locale), BODY, kit.MUTED, True)
    hy = line_y + 26
    w, h, per_row = 100, 124, 8
    if not hand:
        kit.text(draw, (24, hy + 10), _words(msg("hope-picture-no-cards"), locale), BODY, kit.MUTED)
    for i, card in enumerate(hand):
        x = 24 + (i % per_row) * (w + 6)
        cy = hy + (i // per_row) * (h + 10)
        _card(img, draw, (x, cy, x + w, cy + h), card, locale, BODY, "".join(marks["card"].get(card, [])))
