"""ORION Duel pictures: the hex board with typed-in cell names, constellation bands, tokens,
laid tiles (outlined; the last move's cells marked as changed), candidate cells of the pending
choice badged with their names (the buttons' codes), and below the board each player's standing
on the three conditions, the tiles left (coded T1-T6 while a tile is chosen) and the step at
hand (orientations coded O1-O8). Drawn 760 px wide, to be read at 550.

Everything in this game is public, so ``private`` returns None.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, seat_name
from games.i18n import localize, msg
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
from games.orion.tiles import KIND, KIND_IDS, ORIENTATION, directions, tile_name
from renderers import kit

WIDTH = 760  # shown 550 px wide, text of 10 px here reads 7 px there
HEIGHT = 1250
S = 39.0  # hex radius (centre to corner)
CX, CY = WIDTH / 2, 44 + 50 + 8.66 * S + 6
SMALL = kit.px(kit.SMALL_PX, WIDTH)  # 11
BODY = SMALL + 2
HEAD = kit.px(kit.HEADLINE_PX, WIDTH)  # 18
PANELS_Y = 840.0
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
        _name(image, cell, kit.MUTED)
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
        label = _rotated_text(zone["name"], BODY + 2, tuple(min(255, int(v * 1.35) + 40) for v in colour), angle)
        image.paste(label, (int(px - label.width / 2), int(py - label.height / 2)), label)
    return image


def _name(image: Image.Image, cell: int, fill: kit.Colour, bold: bool = False) -> None:
    x, y = centre(cell)
    kit.stamp(image, (x, y + S * 0.58), NAMES[cell], SMALL, fill, bold, "mm")


def _galaxy(draw: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    draw.ellipse((x - r, y - r * 0.62, x + r, y + r * 0.62), fill=GALAXY, outline=OUTLINE, width=2)
    draw.arc((x - r * 0.7, y - r * 0.45, x + r * 0.7, y + r * 0.45), 200, 360, fill=GALAXY_CORE, width=2)
    draw.arc((x - r * 0.7, y - r * 0.45, x + r * 0.7, y + r * 0.45), 20, 180, fill=GALAXY_CORE, width=2)
    draw.ellipse((x - r * 0.25, y - r * 0.22, x + r * 0.25, y + r * 0.22), fill=GALAXY_CORE)


def _hole(draw: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    draw.ellipse((x - r, y - r, x + r, y + r), fill=HOLE, outline=HOLE_RING, width=3)
    draw.ellipse((x - r * 0.45, y - r * 0.45, x + r * 0.45, y + r * 0.45), outline=(90, 30, 20), width=1)


def board(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image:
    image = kit.static_layer(("orion", "board", WIDTH, HEIGHT), _static)
    draw = ImageDraw.Draw(image)
    kit.title_bar(draw, WIDTH, "ORION Duel", localize(view["status"], locale, names))
    marks = kit.marks_by_id(options)
    colour, tokens = view["cells"]["colour"], view["cells"]["tokens"]
    # laid hexes
    for cell in range(N_CELLS):
        if colour[cell] != ".":
            seat = int(colour[cell])
            draw.polygon(_corners(cell, S - 1), fill=SEAT_FILL[seat])
            _name(image, cell, SEAT_DARK[seat], True)
    # tile outlines
    for p in view["placements"]:
        cells = {BY_NAME[n] for n in p["cells"]}
        for cell in cells:
            for d in DIRECTIONS:
                if _neighbour(cell, d) not in cells:
                    a, b = _edge(cell, d, S - 1)
                    draw.line([a, b], fill=OUTLINE, width=3)
    # tokens
    for cell in range(N_CELLS):
        t = tokens[cell]
        if t != ".":
            x, y = centre(cell)
            (_galaxy if t == "G" else _hole)(draw, x, y - S * 0.12, S * 0.42)
    # what the last move changed: its cells, ringed
    for n in view.get("changed", []):
        kit.changed_ring(draw, centre(BY_NAME[n]), S * 0.8)
    # candidate cells of the pending choice, badged with their names when the viewer decides
    for n in view.get("candidates", []):
        cell = BY_NAME[n]
        draw.polygon(_corners(cell, S - 6), outline=CANDIDATE, width=3)
        x, y = centre(cell)
        if n in marks:
            kit.option_mark(draw, (x, y + S * 0.5), marks[n], SMALL + 1)
        elif colour[cell] == ".":
            _name(image, cell, CANDIDATE, True)
    _legend(draw, locale)
    _players(draw, view, names, marks, locale)
    _now(draw, view, names, marks, locale)
    return image


def _legend(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """What the signs mean, in one line: each sign then its word, spaced by the words' widths."""
    y = HEIGHT - 22
    x = 18.0
    signs = (
        (lambda x: _galaxy(draw, x + 10, y, 10), "orion-picture-galaxy"),
        (lambda x: _hole(draw, x + 10, y, 9), "orion-picture-hole"),
        (lambda x: kit.changed_ring(draw, (x + 10, y), 9), "orion-picture-last-move"),
        (
            lambda x: draw.regular_polygon((x + 10, y, 10), 6, rotation=0, outline=CANDIDATE, width=3),
            "orion-picture-pick",
        ),
    )
    for sign, key in signs:
        sign(x)
        word = localize(msg(key), locale)
        kit.text(draw, (x + 26, y), word, BODY, kit.INK, anchor="lm")
        x += 26 + kit.text_width(word, BODY) + 24


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


def _players(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], marks: dict[str, str], locale: str
) -> None:
    """One panel per player under the board: name, colour, the three conditions, tiles left."""
    gap = 12
    width = (WIDTH - 2 * 12 - gap) / 2
    winners = (view.get("outcome") or {}).get("winners", [])
    y0 = PANELS_Y
    for seat in (0, 1):
        x0 = 12 + seat * (width + gap)
        x1 = x0 + width
        st = view["standing"][seat]
        kit.panel(draw, (x0, y0, x1, y0 + 214))
        acting = view.get("turn") == seat or (view["phase"] != "play" and seat in view["to_act"])
        if acting:
            kit.turn_frame(draw, (x0, y0, x1, y0 + 214))
        draw.polygon(kit.hexagon((x0 + 22, y0 + 22), 13, pointy=False), fill=SEAT_FILL[seat], outline=kit.INK)
        kit.text(
            draw, (x0 + 22, y0 + 22), seat_name(names, seat)[:1].upper(), SMALL, kit.ink_on(SEAT_FILL[seat]), True, "mm"
        )
        head = kit.fit_text(seat_name(names, seat), x1 - x0 - 52, HEAD, True)
        kit.text(draw, (x0 + 42, y0 + 22), head, HEAD, kit.INK, True, "lm", headline=True)
        colour = msg(f"orion-colour-{view['colours'][seat]}")
        tag = localize(colour, locale)
        if seat in winners:
            tag = localize(msg("orion-picture-winner", colour=colour), locale)
        elif view.get("turn") == seat:
            tag = localize(msg("orion-picture-to-play", colour=colour), locale)
        elif view["phase"] != "play" and seat in view["to_act"]:
            tag = localize(msg("orion-picture-to-choose", colour=colour), locale)
        tag = kit.fit_text(tag, x1 - x0 - 52, HEAD, True)
        kit.text(draw, (x0 + 42, y0 + 48), tag, HEAD, SEAT_FILL[seat], True, "lm", headline=True)
        other = msg(f"orion-colour-{view['colours'][1 - seat]}")
        linked = msg("orion-picture-linked", pair=st["linked"]) if st["linked"] else msg("orion-picture-not-linked")
        lines = [
            (st["linked"] is not None, localize(linked, locale)),
            (st["galaxies"] >= 4, localize(msg("orion-picture-galaxies", n=st["galaxies"]), locale)),
            (st["black_holes"] >= 3, localize(msg("orion-picture-holes", colour=other, n=st["black_holes"]), locale)),
        ]
        ly = y0 + 78
        for met, line in lines:
            sign, colour = ("✓", kit.GOOD) if met else ("·", kit.MUTED)
            kit.text(draw, (x0 + 14, ly), sign, BODY, colour, True, "lm")
            kit.text(
                draw,
                (x0 + 30, ly),
                kit.fit_text(line, x1 - x0 - 40, BODY, met),
                BODY,
                kit.INK if met else kit.MUTED,
                met,
                "lm",
            )
            ly += 20
        met = localize(msg("orion-picture-met", n=st["conditions"], score=f"{st['tiebreak']:+d}"), locale)
        kit.text(draw, (x0 + 14, ly), kit.fit_text(met, x1 - x0 - 24, SMALL), SMALL, kit.MUTED, anchor="lm")
        # tiles left, drawn as shapes; coded while this player chooses a tile
        step = (x1 - x0 - 16) / len(KIND_IDS)
        ty = y0 + 178
        for i, k in enumerate(KIND_IDS):
            tx = x0 + 8 + step * (i + 0.5)
            n = view["left"][seat][k]
            _mini_tile(draw, tx - 8, ty - 6, KIND[k].hexes, seat, 8, faded=n == 0)
            kit.text(draw, (tx + 16, ty + 12), f"×{n}", SMALL, kit.INK if n else kit.MUTED, True, "mm")
            if view.get("turn") == seat and k in marks:
                kit.option_mark(draw, (tx, ty - 26), marks[k], SMALL)


def _now(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], marks: dict[str, str], locale: str) -> None:
    """The step being decided: the chosen tile, its orientations (coded), the cells to pick."""
    x0, x1 = 12.0, WIDTH - 12.0
    y = PANELS_Y + 226
    box = (x0, y, x1, HEIGHT - 42)
    kit.panel(draw, box)
    ty = y + 10
    for line in kit.wrap(localize(view["status"], locale, names), x1 - x0 - 24, HEAD, bold=True)[:2]:
        kit.text(draw, (x0 + 12, ty), line, HEAD, kit.TURN, True, headline=True)
        ty += HEAD + 6
    sel = view.get("selection") or {}
    oris = view.get("orientations") or []
    if sel.get("kind") and not oris:
        turn = view["turn"]
        kind, ori = sel["kind"], sel.get("ori")
        hexes = ORIENTATION[(kind, ori)].hexes if ori else KIND[kind].hexes
        _mini_tile(draw, x0 + 40, ty + 24, hexes, turn, 12, anchor=ori is not None)
        turned = ori and ori != "one"
        label = msg("orion-picture-turned", tile=tile_name(kind), steps=directions(ori)) if turned else tile_name(kind)
        kit.text(draw, (x0 + 80, ty + 14), localize(label, locale), BODY, kit.INK, True, "lm")
        if ori:
            dot = localize(msg("orion-picture-dot-cell"), locale)
            kit.text(draw, (x0 + 80, ty + 34), kit.fit_text(dot, x1 - x0 - 92, SMALL), SMALL, kit.MUTED, anchor="lm")
    if oris:
        kind, turn = sel["kind"], view["turn"]
        head = localize(msg("orion-picture-turn", tile=tile_name(kind, "the")), locale)
        kit.text(draw, (x0 + 12, ty), kit.fit_text(head, x1 - x0 - 24, BODY, True), BODY, kit.MUTED, True)
        ty += 24
        per_row = max(8, len(oris))  # the bent three has 12: one row of them, never two drawn on each other
        cw = (x1 - x0 - 16) / per_row
        for i, o in enumerate(oris):
            cx = x0 + 8 + cw * (i % per_row + 0.5)
            cy = ty + 28
            _mini_tile(draw, cx, cy, ORIENTATION[(kind, o)].hexes, turn, 10, anchor=True)
            if o in marks:
                kit.option_mark(draw, (cx, cy + 46), marks[o], SMALL + 1)
            else:
                kit.text(draw, (cx, cy + 44), localize(directions(o), locale), SMALL, kit.INK, True, "mm")
    cands = view.get("candidates") or []
    if cands and not oris:
        pick = localize(msg("orion-picture-cells", n=len(cands)), locale)
        kit.text(draw, (x0 + 12, ty + 58), kit.fit_text(pick, x1 - x0 - 24, BODY), BODY, CANDIDATE)
    if view.get("outcome"):
        scores = view["outcome"]["scores"]
        if scores is not None:
            reason = view["outcome"]["reason"]
            key = reason.get("key") if isinstance(reason, dict) else None
            by_tiles = key in ("orion-end-draw", "orion-end-tiebreak") or "All tiles" in str(reason)  # or saved before
            what = "orion-picture-score-tiles" if by_tiles else "orion-picture-score-conditions"
            line = localize(msg(what, a=f"{scores[0]:g}", b=f"{scores[1]:g}"), locale)
            line = kit.fit_text(line, x1 - x0 - 24, HEAD, True)
            kit.text(draw, (x0 + 12, ty + 6), line, HEAD, kit.INK, True, headline=True)


def private_key(view: dict[str, Any]) -> Any:
    return None  # nothing in this game is hidden


def private(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    return None  # nothing in this game is hidden
