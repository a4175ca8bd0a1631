"""ORION Duel pictures: the hex board with typed-in cell names, constellation bands, tokens,
laid tiles (outlined, the last one highlighted), candidate cells of the pending choice, and a
side panel with each player's standing on the three conditions and tiles left.

Everything in this game is public, so ``private`` returns None.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option
from games.orion.board import (
    BY_NAME,
    COORDS,
    DIRECTIONS,
    INDEX,
    N_CELLS,
    NAMES,
    PAIR_COLOUR,
    ZONE_MASK,
    ZONES,
    cells_of,
)
from games.orion.tiles import KIND, KIND_IDS, ORIENTATION
from renderers import kit

WIDTH = 1200
HEIGHT = 800
S = 39.0  # hex radius (centre to corner)
CX, CY = 405.0, 44 + 20 + 8.66 * S + 6
SQ3 = math.sqrt(3)

EMPTY: kit.Colour = (40, 46, 72)
EMPTY_EDGE: kit.Colour = (78, 88, 128)
SEAT_FILL: tuple[kit.Colour, kit.Colour] = ((70, 160, 235), (240, 150, 30))
SEAT_DARK: tuple[kit.Colour, kit.Colour] = ((20, 60, 110), (120, 60, 0))
OUTLINE: kit.Colour = (12, 14, 26)
GALAXY: kit.Colour = (236, 226, 255)
GALAXY_CORE: kit.Colour = (170, 120, 255)
HOLE: kit.Colour = (5, 5, 8)
HOLE_RING: kit.Colour = (255, 90, 60)
CANDIDATE: kit.Colour = (120, 255, 160)

#: which corner pair of a flat-top hexagon makes the edge facing each direction
_EDGE = {"SE": 0, "S": 1, "SW": 2, "NW": 3, "N": 4, "NE": 5}


def centre(cell: int) -> tuple[float, float]:
    q, r = COORDS[cell]
    return CX + 1.5 * S * q, CY + SQ3 * S * (r + q / 2)


@cache
def _corners(cell: int, radius: float = S) -> list[tuple[float, float]]:
    return kit.hexagon(centre(cell), radius, pointy=False)


def _edge(cell: int, direction: str, radius: float = S) -> tuple[tuple[float, float], tuple[float, float]]:
    pts = _corners(cell, radius)
    k = _EDGE[direction]
    return pts[k], pts[(k + 1) % 6]


def _neighbour(cell: int, direction: str) -> int | None:
    q, r = COORDS[cell]
    dq, dr = DIRECTIONS[direction]
    return INDEX.get((q + dq, r + dr))


def _rotated_text(content: str, size: int, fill: kit.Colour, angle: float) -> Image.Image:
    w = int(kit.text_width(content, size, True)) + 6
    img = Image.new("RGBA", (w, size + 8), (0, 0, 0, 0))
    kit.text(ImageDraw.Draw(img), (w / 2, (size + 8) / 2), content, size, fill, True, "mm")
    return img.rotate(angle, expand=True, resample=Image.BICUBIC)


def _static() -> Image.Image:
    """Background, empty cells with their names, constellation bands and their names."""
    image, draw = kit.canvas(WIDTH, HEIGHT)
    for cell in range(N_CELLS):
        draw.polygon(_corners(cell, S - 1), fill=EMPTY, outline=EMPTY_EDGE)
        _name(draw, cell, kit.MUTED)
    for zone in ZONES:
        colour = PAIR_COLOUR[zone["pair"]]
        cells = cells_of(ZONE_MASK[zone["id"]])
        for cell in cells:
            for d in DIRECTIONS:
                if _neighbour(cell, d) is None:
                    a, b = _edge(cell, d, S + 3)
                    draw.line([a, b], fill=colour, width=7)
        # the zone's name, just outside its band, turned along the side
        xs = [centre(c)[0] for c in cells]
        ys = [centre(c)[1] for c in cells]
        mx, my = sum(xs) / 4, sum(ys) / 4
        dx, dy = mx - CX, my - CY
        norm = math.hypot(dx, dy)
        px, py = mx + dx / norm * S * 1.75, my + dy / norm * S * 1.75
        angle = -math.degrees(math.atan2(dy, dx)) - 90
        if angle < -180:
            angle += 360
        if abs(angle) > 90:
            angle += 180
        label = _rotated_text(zone["name"], 15, tuple(min(255, int(v * 1.35) + 40) for v in colour), angle)
        image.paste(label, (int(px - label.width / 2), int(py - label.height / 2)), label)
    return image


def _name(draw: ImageDraw.ImageDraw, cell: int, fill: kit.Colour, bold: bool = False) -> None:
    x, y = centre(cell)
    kit.text(draw, (x, y + S * 0.58), NAMES[cell], 11, fill, bold, "mm")


def _galaxy(draw: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    draw.ellipse((x - r, y - r * 0.62, x + r, y + r * 0.62), fill=GALAXY, outline=OUTLINE, width=2)
    draw.arc((x - r * 0.7, y - r * 0.45, x + r * 0.7, y + r * 0.45), 200, 360, fill=GALAXY_CORE, width=2)
    draw.arc((x - r * 0.7, y - r * 0.45, x + r * 0.7, y + r * 0.45), 20, 180, fill=GALAXY_CORE, width=2)
    draw.ellipse((x - r * 0.25, y - r * 0.22, x + r * 0.25, y + r * 0.22), fill=GALAXY_CORE)


def _hole(draw: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    draw.ellipse((x - r, y - r, x + r, y + r), fill=HOLE, outline=HOLE_RING, width=3)
    draw.ellipse((x - r * 0.45, y - r * 0.45, x + r * 0.45, y + r * 0.45), outline=(90, 30, 20), width=1)


def board(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image:
    image = kit.static_layer(("orion", "board", WIDTH, HEIGHT), _static)
    draw = ImageDraw.Draw(image)
    kit.title_bar(draw, WIDTH, "ORION Duel", view["status"])
    colour, tokens = view["cells"]["colour"], view["cells"]["tokens"]
    # laid hexes
    for cell in range(N_CELLS):
        if colour[cell] != ".":
            seat = int(colour[cell])
            draw.polygon(_corners(cell, S - 1), fill=SEAT_FILL[seat])
            _name(draw, cell, SEAT_DARK[seat], True)
    # tile outlines, the last tile drawn over the others in the highlight colour
    placements = view["placements"]
    for i, p in enumerate(placements):
        cells = {BY_NAME[n] for n in p["cells"]}
        last = i == len(placements) - 1
        for cell in cells:
            for d in DIRECTIONS:
                if _neighbour(cell, d) not in cells:
                    a, b = _edge(cell, d, S - 1)
                    draw.line([a, b], fill=kit.HIGHLIGHT if last else OUTLINE, width=5 if last else 3)
    if placements:
        for n in placements[-1]["cells"]:
            x, y = centre(BY_NAME[n])
            draw.ellipse((x - 4, y + S * 0.2 - 4, x + 4, y + S * 0.2 + 4), fill=kit.HIGHLIGHT)
    # tokens
    for cell in range(N_CELLS):
        t = tokens[cell]
        if t != ".":
            x, y = centre(cell)
            (_galaxy if t == "G" else _hole)(draw, x, y - S * 0.12, S * 0.42)
    # candidate cells of the pending choice
    for n in view.get("candidates", []):
        cell = BY_NAME[n]
        draw.polygon(_corners(cell, S - 6), outline=CANDIDATE, width=3)
        if colour[cell] == ".":
            _name(draw, cell, CANDIDATE, True)
    _legend(draw)
    _side(draw, view, names)
    return image


def _legend(draw: ImageDraw.ImageDraw) -> None:
    y = HEIGHT - 26
    x = 18.0
    _galaxy(draw, x + 10, y, 10)
    kit.text(draw, (x + 24, y), "galaxy", 13, kit.INK, anchor="lm")
    x += 90
    _hole(draw, x + 10, y, 9)
    kit.text(draw, (x + 24, y), "black hole", 13, kit.INK, anchor="lm")
    x += 115
    draw.line([(x, y), (x + 22, y)], fill=kit.HIGHLIGHT, width=5)
    kit.text(draw, (x + 28, y), "last tile", 13, kit.INK, anchor="lm")
    x += 95
    draw.regular_polygon((x + 10, y, 10), 6, rotation=0, outline=CANDIDATE, width=3)
    kit.text(draw, (x + 26, y), "cell you may pick", 13, kit.INK, anchor="lm")


def _mini_tile(
    draw: ImageDraw.ImageDraw, x: float, y: float, hexes, seat: int, r: float, faded: bool = False, anchor=False
) -> None:
    """A small drawing of a tile: ``hexes`` are (dq, dr, side) around (x, y)."""
    pts = [(1.5 * r * q, SQ3 * r * (rr + q / 2)) for q, rr, _ in hexes]
    mx = (max(p[0] for p in pts) + min(p[0] for p in pts)) / 2
    my = (max(p[1] for p in pts) + min(p[1] for p in pts)) / 2
    for (px, py), (_, _, side) in zip(pts, hexes, strict=True):
        owner = seat if side == "own" else 1 - seat
        fill = SEAT_FILL[owner] if not faded else (60, 66, 90)
        draw.polygon(kit.hexagon((x + px - mx, y + py - my), r - 0.5, pointy=False), fill=fill, outline=OUTLINE)
    if anchor:
        px, py = pts[0]
        draw.ellipse((x + px - mx - 3, y + py - my - 3, x + px - mx + 3, y + py - my + 3), fill=OUTLINE)


def _side(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    x0, x1 = 805.0, WIDTH - 14.0
    y = 58.0
    winners = (view.get("outcome") or {}).get("winners", [])
    for seat in (0, 1):
        st = view["standing"][seat]
        box = (x0, y, x1, y + 212)
        edge = SEAT_FILL[seat] if view.get("turn") == seat or seat in winners else kit.PANEL_EDGE
        kit.panel(draw, box, edge=edge)
        draw.polygon(kit.hexagon((x0 + 22, y + 22), 11, pointy=False), fill=SEAT_FILL[seat], outline=kit.INK)
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        head = kit.fit_text(f"{who} · {view['colours'][seat]}", x1 - x0 - 150, 17, True)
        kit.text(draw, (x0 + 42, y + 22), head, 17, kit.INK, True, "lm")
        tag = ""
        if seat in winners:
            tag = "WINNER"
        elif view.get("turn") == seat:
            tag = "to play"
        elif view["phase"] != "play" and seat in view["to_act"]:
            tag = "to choose"
        if tag:
            kit.text(draw, (x1 - 12, y + 22), tag, 15, kit.HIGHLIGHT, True, "rm")
        other = view["colours"][1 - seat]
        lines = [
            (st["linked"] is not None, "Constellations: " + (st["linked"] or "not linked")),
            (st["galaxies"] >= 4, f"Galaxies on one group: {st['galaxies']}/4"),
            (st["black_holes"] >= 3, f"Black holes on one {other} group: {st['black_holes']}/3"),
        ]
        ly = y + 50
        for met, line in lines:
            mark, colour = ("✓", kit.GOOD) if met else ("·", kit.MUTED)
            kit.text(draw, (x0 + 16, ly), mark, 16, colour, True, "lm")
            kit.text(
                draw, (x0 + 34, ly), kit.fit_text(line, x1 - x0 - 44, 14), 14, kit.INK if met else kit.MUTED, met, "lm"
            )
            ly += 22
        kit.text(
            draw,
            (x0 + 16, ly + 2),
            f"Conditions met: {st['conditions']}   ·   galaxies − black holes: {st['tiebreak']:+d}",
            13,
            kit.MUTED,
            anchor="lm",
        )
        # tiles left, drawn as shapes
        tx = x0 + 26
        ty = y + 172
        for k in KIND_IDS:
            n = view["left"][seat][k]
            _mini_tile(draw, tx, ty, KIND[k].hexes, seat, 9.5, faded=n == 0)
            kit.text(draw, (tx + 21, ty + 12), f"×{n}", 13, kit.INK if n else kit.MUTED, True, "lm")
            tx += 59
        y += 222
    # the choice being made
    box = (x0, y, x1, HEIGHT - 12)
    kit.panel(draw, box, title="NOW")
    ty = y + 28
    for line in kit.wrap(view["status"], x1 - x0 - 24, 15, bold=True)[:3]:
        kit.text(draw, (x0 + 12, ty), line, 15, kit.HIGHLIGHT, True)
        ty += 20
    sel = view.get("selection") or {}
    if sel.get("kind") and sel.get("ori"):
        turn = view["turn"]
        kind, ori = sel["kind"], sel.get("ori")
        hexes = ORIENTATION[(kind, ori)].hexes if ori else KIND[kind].hexes
        _mini_tile(draw, x0 + 40, ty + 30, hexes, turn, 12, anchor=ori is not None)
        label = f"{KIND[kind].name}" + (f", turned {ori}" if ori and ori != "one" else "")
        kit.text(draw, (x0 + 80, ty + 22), label, 14, kit.INK, True, "lm")
        if ori:
            kit.text(draw, (x0 + 80, ty + 40), "dot = the hex that goes on the picked cell", 12, kit.MUTED, anchor="lm")
        ty += 64
    oris = view.get("orientations") or []
    if oris:
        kind, turn = sel["kind"], view["turn"]
        kit.text(draw, (x0 + 12, ty), "Orientations (dot = first hex):", 13, kit.MUTED, True)
        ty += 22
        per_row = 6
        cw = (x1 - x0 - 16) / per_row
        for i, o in enumerate(oris):
            cx = x0 + 8 + cw * (i % per_row + 0.5)
            cy = ty + 26 + (i // per_row) * 78
            _mini_tile(draw, cx, cy, ORIENTATION[(kind, o)].hexes, turn, 10, anchor=True)
            kit.text(draw, (cx, cy + 32), o, 12, kit.INK, True, "mm")
    cands = view.get("candidates") or []
    if cands:
        kit.text(draw, (x0 + 12, ty), f"Cells to pick from ({len(cands)}):", 13, kit.MUTED, True)
        ty += 18
        for line in kit.wrap(" ".join(cands), x1 - x0 - 24, 13)[: max(1, int((HEIGHT - 24 - ty) // 17))]:
            kit.text(draw, (x0 + 12, ty), line, 13, CANDIDATE)
            ty += 17
    if view.get("outcome"):
        scores = view["outcome"]["scores"]
        winners = view["outcome"]["winners"]
        who = ", ".join(names[w] if w < len(names) else f"Seat {w + 1}" for w in winners) or "nobody (a draw)"
        kit.text(draw, (x0 + 12, ty + 6), f"Game over. Winner: {kit.fit_text(who, 200, 14)}", 14, kit.INK, True)
        if scores is not None:
            what = "Galaxies − black holes" if "All tiles" in view["outcome"]["reason"] else "Conditions met"
            kit.text(draw, (x0 + 12, ty + 28), f"{what}: {scores[0]:g} to {scores[1]:g}", 14, kit.MUTED)


def private_key(view: dict[str, Any]) -> Any:
    return None  # nothing in this game is hidden


def private(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image | None:
    return None  # nothing in this game is hidden
