"""Pictures of HOPE: the universe, the Mission track, the Technology Center and the cockpits
(public), and a player's hand and secret role (private)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, name_seats
from games.hope.data import BUGS, CARD_SYMBOL, CARD_TECH, CHARS, GRAPH
from games.hope.geometry import COLOURS, GRAVITY_ANGLE, POS, centre, space_centroid, space_polygon
from renderers import kit

WIDTH = 1200
HEX = 56  # corner radius of a tile, in pixels
BOARD_CENTRE = (392, 44 + 372)
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
TOKEN_SHORT = {"medals2": "+2M", "polarize_all": "Pol", "draw2": "+2C", "extra_move": "+1A"}
LEVER_SHORT = ("Tow", "Away", "Side", "Arb")


@cache
def _stamp(content: str, size: int, fill: tuple, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """A piece of text drawn once on a transparent image, with its offset from the anchor."""
    f = kit.font(size, bold)
    left, top, right, bottom = f.getbbox(content, anchor=anchor)
    im = Image.new("RGBA", (max(1, int(right - left)), max(1, int(bottom - top))), (0, 0, 0, 0))
    ImageDraw.Draw(im).text((-left, -top), content, font=f, fill=fill, anchor=anchor)
    return im, int(left), int(top)


def _text(
    img: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = 14,
    fill: tuple = kit.INK,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Like kit.text, but pasting cached stamps (drawing text is the slowest part of a picture)."""
    im, left, top = _stamp(content, size, fill, bold, anchor)
    img.paste(im, (round(xy[0] + left), round(xy[1] + top)), im)


TOP_H = 44 + 750  # title bar and the universe / track / center area
COCKPIT_H = 160
TRACK_BOX = (800, 56, WIDTH - 12, 262)
CENTER_BOX = (800, 274, WIDTH - 12, 500)
PER_ROW = 14


def _px(x: float, y: float) -> tuple[float, float]:
    return (BOARD_CENTRE[0] + x * HEX, BOARD_CENTRE[1] + y * HEX)


def _cell(i: int) -> tuple[float, float, float]:
    """Top-left corner and size of Mission track cell ``i``."""
    x0, y0, x1, _ = TRACK_BOX
    size = (x1 - x0 - 24) / PER_ROW
    row, col = divmod(i, PER_ROW)
    return (x0 + 12 + col * size, y0 + 32 + row * (size + 8), size)


def _static_layer(track: tuple) -> Image.Image:
    """What every game shares: the dimension pattern, gravity points, panels and track cells
    (the shuffled tiles' technologies are drawn on top, so one layer serves every table)."""
    img, draw = kit.canvas(WIDTH, TOP_H)
    for c in range(3):  # the gravity points outside the board
        a = math.radians(GRAVITY_ANGLE[c])
        gx, gy = _px(6.5 * math.cos(a), 6.3 * math.sin(a))
        draw.ellipse((gx - 20, gy - 20, gx + 20, gy + 20), fill=DIM_FILL[c], outline=kit.INK, width=3)
        kit.text(draw, (gx, gy), "G", 18, kit.INK, True, "mm")
        kit.text(draw, (gx, gy + 32), f"{COLOURS[c]} gravity", 13, kit.MUTED, anchor="mm")
    for pos in range(len(POS)):
        for c in range(3):
            poly = [_px(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])]
            draw.polygon(poly, fill=DIM_FILL[c])
        cx, cy = _px(*centre(pos))
        draw.polygon(kit.hexagon((cx, cy), HEX), outline=(20, 22, 34), width=3)
        if pos:
            kit.text(draw, (cx, cy - HEX + 5), str(pos), 11, kit.INK, True, "ma")
    length, start, symbols = track
    kit.panel(draw, TRACK_BOX, "MISSION TRACK")
    for i in range(length):
        x, y, size = _cell(i)
        fill = (52, 62, 96) if i >= start else (34, 38, 58)
        draw.rounded_rectangle((x + 1, y, x + size - 2, y + size - 2), radius=4, fill=fill, outline=(80, 90, 130))
        if i in symbols:
            kit.text(draw, (x + size / 2, y + size / 2), "R", 13, kit.DANGER, True, "mm")
    x, y, size = _cell(length - 1)
    kit.text(draw, (x + size / 2, y + size + 1), "end", 10, kit.MUTED, anchor="ma")
    x, y, size = _cell(start)
    kit.text(draw, (x + 2, y + size + 1), "pioneer track", 10, kit.MUTED)
    kit.panel(draw, CENTER_BOX, "TECHNOLOGY CENTER")
    kit.legend(draw, (810, 512), [(DIM_FILL[c], f"{COLOURS[c]} dimension") for c in range(3)], 13)
    notes = (
        "Triangles: spaceships.  M: the Monolith.  R: Regression symbol.",
        "Rings: barren planets.  Discs: pioneers.",
    )
    for k, line in enumerate(notes):
        kit.text(draw, (810, 536 + k * 17), line, 12, kit.MUTED)
    return img


def _tech_disc(img: Image.Image, draw: ImageDraw.ImageDraw, xy: tuple[float, float], tech: str | None) -> None:
    cx, cy = xy
    if tech is None:
        draw.ellipse((cx - 18, cy - 18, cx + 18, cy + 18), fill=(40, 120, 200), outline=kit.INK, width=2)
        _text(img, (cx, cy), "Earth", 10, kit.INK, True, "mm")
    else:
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=TECH_FILL[tech], outline=(20, 22, 34), width=2)
        _text(img, (cx, cy), TECH_SHORT[tech], 10, kit.ink_on(TECH_FILL[tech]), True, "mm")


def _planet_spots(pos: int, c: int, count: int) -> list[tuple[float, float]]:
    """Where the planets of a space are drawn: side by side across its rhombus."""
    edges = GRAPH.layout.edges[pos][c]
    mx, my = space_centroid(pos, edges)
    ox, oy = centre(pos)
    dx, dy = mx - ox, my - oy
    length = math.hypot(dx, dy)
    px, py = -dy / length, dx / length
    return [
        _px(mx + px * (i - (count - 1) / 2) * 0.32 + dx * 0.25, my + py * (i - (count - 1) / 2) * 0.32 + dy * 0.25)
        for i in range(count)
    ]


def _draw_universe(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict) -> None:
    for tile in view["tiles"]:
        pos = tile["pos"]
        cx, cy = _px(*centre(pos))
        if tile["gone"]:
            draw.polygon(kit.hexagon((cx, cy), HEX), fill=kit.BACKGROUND, outline=(50, 56, 80), width=1)
            _text(img, (cx, cy), "void", 11, (90, 96, 120), anchor="mm")
            continue
        if tile["stable"]:
            for c in range(3):
                poly = [_px(*p) for p in space_polygon(pos, GRAPH.layout.edges[pos][c])]
                draw.polygon(poly, fill=DIM_PALE[c])
            draw.polygon(kit.hexagon((cx, cy), HEX - 3), outline=kit.GOOD, width=4)
            _text(img, (cx, cy - 26), "STABLE", 10, kit.GOOD, True, "mm")
            _text(img, (cx, cy - HEX + 5), str(pos), 11, kit.INK, True, "ma")
            _tech_disc(img, draw, (cx, cy), tile["tech"])
            if tile["token"]:
                kit.token(draw, (cx, cy + 27), 13, kit.HIGHLIGHT)
                _text(img, (cx, cy + 27), TOKEN_SHORT[tile["token"]], 10, (20, 20, 28), True, "mm")
            continue
        _tech_disc(img, draw, (cx, cy), tile["tech"])
        for c, planets in enumerate(tile["occ"]):
            for (x, y), who in zip(_planet_spots(pos, c, len(planets)), planets, strict=True):
                if who < 0:
                    draw.ellipse((x - 7, y - 7, x + 7, y + 7), fill=(30, 30, 40), outline=(225, 225, 235), width=2)
                else:
                    col = kit.seat_colour(who)
                    draw.ellipse((x - 9, y - 9, x + 9, y + 9), fill=col, outline=kit.INK, width=2)
                    _text(img, (x, y), str(who + 1), 11, kit.ink_on(col), True, "mm")
    mono = view["monolith"]
    if mono is not None and mono >= 0:
        cx, cy = _px(*centre(mono))
        draw.rectangle((cx + 16, cy - 34, cx + 29, cy + 4), fill=(10, 10, 12), outline=kit.DANGER, width=2)
        _text(img, (cx + 22, cy + 14), "M", 12, kit.DANGER, True, "mm")
    by_space: dict[int, list[int]] = {}
    for seat, space in enumerate(view["ships"]):
        if space >= 0:
            by_space.setdefault(space, []).append(seat)
    for space, seats in by_space.items():
        pos, c = divmod(space, 3)
        mx, my = space_centroid(pos, GRAPH.layout.edges[pos][c])
        ox, oy = centre(pos)
        bx, by = _px(ox + (mx - ox) * 1.4, oy + (my - oy) * 1.4)
        for i, seat in enumerate(seats):
            x = bx + (i - (len(seats) - 1) / 2) * 16
            tri = [(x, by - 12), (x - 10, by + 8), (x + 10, by + 8)]
            draw.polygon(tri, fill=kit.seat_colour(seat), outline=kit.INK)


def _draw_track(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict) -> None:
    for i, who in enumerate(view["track"]):
        if who >= 0:
            x, y, size = _cell(i)
            col = kit.seat_colour(who)
            draw.ellipse((x + 4, y + 3, x + size - 5, y + size - 5), fill=col, outline=kit.INK, width=2)
            _text(img, (x + size / 2 - 1, y + size / 2 - 1), str(who + 1), 12, kit.ink_on(col), True, "mm")
    x, y, size = _cell(view["marker"])
    draw.rounded_rectangle((x - 1, y - 2, x + size, y + size), radius=5, outline=kit.DANGER, width=3)
    _text(img, (x + size / 2, y - 3), "v", 11, kit.DANGER, True, "md")
    info = f"marker at {view['marker'] + 1} of {view['track_len']}, next move {view['symbols']}"
    _text(img, (TRACK_BOX[2] - 12, TRACK_BOX[1] + 9), info, 12, kit.HIGHLIGHT, True, "ra")


def _card(img: Image.Image, draw: ImageDraw.ImageDraw, box: tuple, card: int | None, size: int = 12) -> None:
    x0, y0, x1, y1 = box
    if card is None:
        draw.rounded_rectangle(box, radius=6, outline=(80, 90, 130), width=2)
        return
    tech = CARD_TECH[card]
    fill = TECH_FILL[tech]
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=kit.INK, width=2)
    _text(img, ((x0 + x1) / 2, y0 + 6), tech.capitalize(), size, kit.ink_on(fill), True, "ma")
    if y1 - y0 > 80 and tech != "joker":
        _text(img, ((x0 + x1) / 2, (y0 + y1) / 2 + 4), TECH_SHORT[tech], 22, kit.ink_on(fill), True, "mm")
    elif y1 - y0 > 80:
        _text(img, ((x0 + x1) / 2, (y0 + y1) / 2 + 4), "any", 20, kit.ink_on(fill), True, "mm")
    if CARD_SYMBOL[card]:
        draw.ellipse((x1 - 22, y1 - 22, x1 - 5, y1 - 5), fill=(250, 250, 250), outline=kit.DANGER, width=2)
        _text(img, (x1 - 13, y1 - 13), "R", 11, kit.DANGER, True, "mm")


def _draw_center(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict) -> None:
    x0, y0, x1, y1 = CENTER_BOX
    w, h = 74, 58
    for i in range(3):
        x = x0 + 14 + i * (w + 10)
        _card(img, draw, (x, y0 + 30, x + w, y0 + 30 + h), view["repl"][i])
        pile = view["disc"][i]
        _card(img, draw, (x, y0 + 96, x + w, y0 + 96 + h), pile[-1] if pile else None)
        _text(img, (x + w / 2, y0 + 158), f"discard {len(pile)}", 11, kit.MUTED, anchor="ma")
    sx = x0 + 14 + 3 * (w + 10) + 6
    kit.card(draw, (sx, y0 + 30, sx + 56, y0 + 88), (0, 0, 0), face_down=True)
    _text(img, (sx + 28, y0 + 94), f"deck {view['deck']}", 12, kit.INK, anchor="ma")
    _text(img, (sx, y0 + 116), "Bonus stacks", 12, kit.MUTED)
    for i, count in enumerate(view["stacks"]):
        bx = sx + 14 + i * 32
        if count:
            kit.token(draw, (bx, y0 + 148), 13, kit.HIGHLIGHT)
            _text(img, (bx, y0 + 148), str(count), 12, (20, 20, 28), True, "mm")
        else:
            kit.token(draw, (bx, y0 + 148), 13, (90, 40, 44), edge=kit.DANGER)
            _text(img, (bx, y0 + 148), "R" * view["stack_symbols"][i], 11, kit.INK, True, "mm")
    if view["used"]:
        _text(img, (x1 - 12, y0 + 8), f"played this turn: {len(view['used'])}", 12, kit.MUTED, anchor="ra")
    pay = view["bug_pay"]
    bug = view["bug_active"]
    text = ""
    if pay is not None:
        b = BUGS[pay["card"]]
        text = f"Bug card ({b['kind']}), paid {pay['paid']}/{pay['price']}: {b['text']}"
    elif bug is not None:
        text = f"Lasting bug: {BUGS[bug]['text']}"
    for k, line in enumerate(kit.wrap(text, x1 - x0 - 24, 12)[:2] if text else []):
        _text(img, (x0 + 12, y1 - 40 + k * 15), line, 12, kit.DANGER)


def _draw_cockpits(img: Image.Image, draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    n = view["players"]
    top = TOP_H + 6
    w = (WIDTH - 24 - (n - 1) * 10) / n
    turn = view["turn"]
    for s in range(n):
        p = view["pl"][s]
        x0 = 12 + s * (w + 10)
        active = turn is not None and turn["seat"] == s
        kit.panel(draw, (x0, top, x0 + w, top + COCKPIT_H - 12), edge=kit.HIGHLIGHT if active else kit.seat_colour(s))
        name = names[s] if s < len(names) else f"Seat {s + 1}"
        draw.ellipse((x0 + 10, top + 9, x0 + 24, top + 23), fill=kit.seat_colour(s))
        char = CHARS[p["char"]]["name"] if p["char"] else "(choosing)"
        _text(img, (x0 + 30, top + 8), kit.fit_text(f"{s + 1}. {name} - {char}", w - 40, 14, True), 14, kit.INK, True)
        role = view["roles_known"].get(str(s))
        if role is not None:
            label, col = ("N.O.P.E. traitor", kit.DANGER) if role == "nope" else ("loyal", kit.GOOD)
            _text(img, (x0 + w - 10, top + 33), label, 12, col, True, "ra")
        for i, used in enumerate(p["levers"]):
            lx = x0 + 10 + i * 44
            fill = (70, 70, 80) if used else kit.GOOD
            draw.rounded_rectangle((lx, top + 30, lx + 40, top + 48), radius=5, fill=fill)
            _text(img, (lx + 20, top + 39), LEVER_SHORT[i], 11, kit.ink_on(fill), True, "mm")
        lines = (
            f"Upgrades {p['up']}/3   Tech level {p['hand_limit']} (+{p['lvl']})",
            f"Medals {p['medals']}   Cards {p['hand']}   Supply {p['supply']}",
            f"Track {p['track']} + cockpit {p['cockpit']} = {p['track'] + p['cockpit']}   Universe {p['universe']}",
        )
        for k, line in enumerate(lines):
            _text(img, (x0 + 10, top + 56 + k * 18), kit.fit_text(line, w - 20, 13), 13, kit.INK)
        tokens = " ".join(TOKEN_SHORT[t] for t in p["tokens"])
        flags = [f for f, on in (("accusation used", p["accused"]), ("locked", p["locked"])) if on]
        extra = "  ".join(x for x in ("Tokens: " + tokens if tokens else "", ", ".join(flags)) if x)
        if extra:
            _text(img, (x0 + 10, top + 112), kit.fit_text(extra, w - 20, 12), 12, kit.HIGHLIGHT)
        ship = view["ships"][s]
        if ship >= 0:
            where = "Earth" if ship // 3 == 0 else f"tile {ship // 3}"
            _text(img, (x0 + 10, top + 128), f"Ship: {where}, {COLOURS[ship % 3]}", 12, kit.MUTED)


def board(view: dict, names: list[str], options: Sequence[Option] | None = None) -> Image.Image:
    """The public table: universe, Mission track, Technology Center, cockpits, recent log."""
    track = (view["track_len"], view["pioneer_start"], frozenset(view["track_symbols"]))
    layer = kit.static_layer(("hope", track), lambda: _static_layer(track))
    img = Image.new("RGB", (WIDTH, TOP_H + COCKPIT_H), kit.BACKGROUND)
    img.paste(layer, (0, 0))
    draw = ImageDraw.Draw(img)
    extras = [view["options"]["difficulty"]]
    extras += [k for k in ("traitor", "bugs") if view["options"][k] == "on"]
    kit.title_bar(draw, WIDTH, "HOPE  (" + ", ".join(extras) + ")", name_seats(view["status"], names))
    _draw_universe(img, draw, view)
    _draw_track(img, draw, view)
    _draw_center(img, draw, view)
    for k, entry in enumerate(view["log"][-10:]):
        line = kit.fit_text(name_seats(entry["text"], names), WIDTH - 826, 12)
        _text(img, (810, 582 + k * 18), line, 12, kit.MUTED)
    _draw_cockpits(img, draw, view, names)
    return img


def private_key(view: dict) -> Any:
    """All that ``private`` draws (with the names)."""
    seat = view.get("seat")
    if seat is None:
        return None
    return [seat, view.get("hand", []), view["pl"][seat]["hand_limit"], view.get("role"), view["pl"][seat]["char"]]


def private(view: dict, names: list[str], options: Sequence[Option] | None = None) -> Image.Image | None:
    """The viewer's hand and secret role (None for the public)."""
    seat = view.get("seat")
    if seat is None:
        return None
    hand = view.get("hand", [])
    img, draw = kit.canvas(WIDTH, 240)
    name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
    kit.title_bar(draw, WIDTH, f"HOPE - {name}'s hand", f"{len(hand)} card(s), limit {view['pl'][seat]['hand_limit']}")
    role = view.get("role")
    if role is not None:
        line, col = (
            ("You are the N.O.P.E. traitor.", kit.DANGER) if role == "nope" else ("You are loyal to H.O.P.E.", kit.GOOD)
        )
        kit.text(draw, (16, 58), line, 18, col, True)
    char = view["pl"][seat]["char"]
    if char:
        power = f"{CHARS[char]['name']}: {CHARS[char]['power']}"
        kit.text(draw, (WIDTH - 16, 62), kit.fit_text(power, WIDTH - 420, 14), 14, kit.INK, anchor="ra")
    w, h = 96, 120
    for i, card in enumerate(hand[:11]):
        x = 16 + i * (w + 10)
        _card(img, draw, (x, 94, x + w, 94 + h), card, 13)
    if len(hand) > 11:
        kit.text(draw, (WIDTH - 16, 58), f"+{len(hand) - 11} more", 14, kit.MUTED, anchor="ra")
    return img
