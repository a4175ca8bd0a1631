"""ORION Duel pictures, drawn for the box Discord shows an attached picture in (550 x 350):
1100 x 700, every drawn pixel half a shown one.

At a glance the inline board answers: whose turn it is and what is being asked (the status at
the top of the right column, the mover's panel framed), what the last move changed (its cells
ringed; nothing on the set-up, since the set-up tokens are nobody's move), what may be picked
(candidate cells outlined and badged with the buttons' codes, tiles coded T1-T6, orientations
O1-O12) and the score (each player's three conditions, how many are met and the tie-break).
Left: the hex board with every cell's name, the constellation bands and a legend. Right: the
status and the step at hand, then one panel per player with the tiles they have left.

Nothing is left for a full board: the inline board shows all of the table, so ``detail`` is
not offered. Everything in this game is public, so ``private`` returns None.
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

WIDTH, HEIGHT = 1100, 700  # the attachment box's shape at twice its size
SMALL = kit.px(kit.SMALL_PX, WIDTH, HEIGHT)  # 15: cell names, tile counts
BODY = SMALL + 1
HEAD = kit.px(12, WIDTH, HEIGHT)  # 24: names, the status, the score
TOP = round(kit.px(kit.HEADLINE_PX, WIDTH) * 2.1)  # the kit's one-line title bar
S = 32.0  # hex radius (centre to corner)
CX, CY = 318.0, TOP + (HEIGHT - TOP) / 2 + 2
RIGHT = 664.0  # the right column: status, step, players
PAD = 12.0
SQ3 = math.sqrt(3)
TITLE = "ORION Duel"

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
    turn = localize(msg("orion-picture-turn-no", n=view["turn"]), locale)
    kit.title_bar(draw, WIDTH, TITLE, turn)
    title_size = kit.px(kit.HEADLINE_PX, WIDTH)
    ends = title_size * 0.75 + kit.text_width(TITLE, title_size, True), kit.text_width(turn, title_size, True)
    _legend(draw, locale, ends[0], WIDTH - title_size * 0.75 - ends[1])
    marks = kit.marks_by_id(options)
    _table(image, draw, view, marks)
    status = kit.wrap(localize(view["status"], locale, names), WIDTH - RIGHT - 2 * PAD, HEAD, bold=True)
    y = TOP + 8
    for line in status:
        kit.text(draw, (RIGHT + 4, y), line, HEAD, kit.TURN, True, headline=True)
        y += HEAD + 6
    y = _now(draw, view, marks, locale, y + 2)
    _players(draw, view, names, marks, locale, y + 6)
    return image


def _table(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], marks: dict[str, str]) -> None:
    """The laid tiles, the tokens, the last move's cells and the candidate cells."""
    colour, tokens = view["cells"]["colour"], view["cells"]["tokens"]
    for cell in range(N_CELLS):
        if colour[cell] != ".":
            seat = int(colour[cell])
            draw.polygon(_corners(cell, S - 1), fill=SEAT_FILL[seat])
            _name(image, cell, SEAT_DARK[seat], True)
    for p in view["placements"]:
        cells = {BY_NAME[n] for n in p["cells"]}
        for cell in cells:
            for d in DIRECTIONS:
                if _neighbour(cell, d) not in cells:
                    a, b = _edge(cell, d, S - 1)
                    draw.line([a, b], fill=OUTLINE, width=3)
    for cell in range(N_CELLS):
        t = tokens[cell]
        if t != ".":
            x, y = centre(cell)
            (_galaxy if t == "G" else _hole)(draw, x, y - S * 0.14, S * 0.42)
    for n in view.get("changed", []):
        kit.changed_ring(draw, centre(BY_NAME[n]), S * 0.8)
    for n in view.get("candidates", []):
        cell = BY_NAME[n]
        draw.polygon(_corners(cell, S - 6), outline=CANDIDATE, width=3)
        x, y = centre(cell)
        if n in marks:
            kit.option_mark(draw, (x, y + S * 0.42), marks[n], SMALL)
        elif colour[cell] == ".":
            _name(image, cell, CANDIDATE, True)


def _legend(draw: ImageDraw.ImageDraw, locale: str, left: float, right: float) -> None:
    """What the signs mean, in one line in the title bar between ``left`` and ``right``: each
    sign then its word, spaced by the words' widths."""
    words = [
        localize(msg(key), locale)
        for key in ("orion-picture-galaxy", "orion-picture-hole", "orion-picture-last-move", "orion-picture-pick")
    ]
    gap = (right - left - sum(30 + kit.text_width(w, SMALL) for w in words)) / (len(words) + 1)
    y = TOP / 2
    signs = (
        lambda x: _galaxy(draw, x + 11, y, 11),
        lambda x: _hole(draw, x + 11, y, 10),
        lambda x: kit.changed_ring(draw, (x + 11, y), 10, sample=True),
        lambda x: draw.regular_polygon((x + 11, y, 11), 6, rotation=0, outline=CANDIDATE, width=3),
    )
    x = left + gap
    for sign, word in zip(signs, words, strict=True):
        sign(x)
        kit.text(draw, (x + 30, y), word, SMALL, kit.INK, anchor="lm")
        x += 30 + kit.text_width(word, SMALL) + gap


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
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], marks: dict[str, str], locale: str, top: float
) -> None:
    """One panel per player, one under the other: name, colour, the three conditions, the
    score and the tiles left (coded while this player chooses a tile)."""
    height = (HEIGHT - 8 - top - 8) / 2
    for seat in (0, 1):
        y0 = top + seat * (height + 8)
        box = (RIGHT, y0, WIDTH - 10, y0 + height)
        kit.panel(draw, box)
        if view.get("mover") == seat or (view["phase"] != "play" and seat in view["to_act"]):
            kit.turn_frame(draw, box)
        _standing(draw, view, names, seat, box, locale)
        _tiles_left(draw, view, seat, box, marks)


def _name_lines(name: str, width: float) -> list[str]:
    """A player's name whole: on one line, else on two (broken at a space or a hyphen)."""
    if kit.text_width(name, HEAD, True) <= width:
        return [name]
    lines = kit.wrap(name.replace("-", "- "), width, HEAD, bold=True)
    lines = [line.replace("- ", "-") for line in lines]
    return [*lines[:1], kit.fit_text(" ".join(lines[1:]), width, HEAD, True)] if len(lines) > 1 else lines


def _standing(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], seat: int, box: kit.Box, locale: str
) -> None:
    x0, y0, x1, y1 = box
    st = view["standing"][seat]
    winners = (view.get("outcome") or {}).get("winners", [])
    draw.polygon(kit.hexagon((x0 + 22, y0 + 22), 14, pointy=False), fill=SEAT_FILL[seat], outline=kit.INK)
    colour = msg(f"orion-colour-{view['colours'][seat]}")
    tag = localize(colour, locale)
    if seat in winners:
        tag = localize(msg("orion-picture-winner", colour=colour), locale)
    elif view.get("mover") == seat:
        tag = localize(msg("orion-picture-to-play", colour=colour), locale)
    elif view["phase"] != "play" and seat in view["to_act"]:
        tag = localize(msg("orion-picture-to-choose", colour=colour), locale)
    lines = _name_lines(seat_name(names, seat), x1 - x0 - 54)
    y = y0 + 22
    for line in lines:
        kit.text(draw, (x0 + 44, y), line, HEAD, kit.INK, True, "lm", headline=True)
        y += HEAD + 4
    # a name on two lines beside a long question leaves no room for the tag: the badge's colour
    # and the frame say what it says, and a winner's tag comes when no step takes room
    if len(lines) == 1 or y1 - y0 >= 2 * (HEAD + 4) + 4 * (SMALL + 4) + 76:
        kit.text(draw, (x0 + 44, y + 2), tag, BODY, SEAT_FILL[seat], True, "lm")
    else:
        y -= 24
    other = msg(f"orion-colour-{view['colours'][1 - seat]}")
    linked = msg("orion-picture-linked", pair=st["linked"]) if st["linked"] else msg("orion-picture-not-linked")
    conditions = [
        (st["linked"] is not None, localize(linked, locale)),
        (st["galaxies"] >= 4, localize(msg("orion-picture-galaxies", n=st["galaxies"]), locale)),
        (st["black_holes"] >= 3, localize(msg("orion-picture-holes", colour=other, n=st["black_holes"]), locale)),
    ]
    y += 24
    for met, line in conditions:
        sign, ink = ("✓", kit.GOOD) if met else ("·", kit.MUTED)
        kit.text(draw, (x0 + 14, y), sign, SMALL, ink, True, "lm")
        kit.text(draw, (x0 + 30, y), line, SMALL, kit.INK if met else kit.MUTED, met, "lm")
        y += SMALL + 4
    met = localize(msg("orion-picture-met", n=st["conditions"], score=f"{st['tiebreak']:+d}"), locale)
    kit.text(draw, (x0 + 14, y), met, SMALL, kit.INK, True, "lm")


def _tiles_left(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, box: kit.Box, marks: dict[str, str]
) -> None:
    """The tiles a player has left, drawn as shapes, with their codes while they choose one."""
    x0, _, x1, y1 = box
    step = (x1 - x0 - 16) / len(KIND_IDS)
    ty = y1 - 22
    for i, k in enumerate(KIND_IDS):
        tx = x0 + 8 + step * (i + 0.5)
        n = view["left"][seat][k]
        _mini_tile(draw, tx - 14, ty, KIND[k].hexes, seat, 8, faded=n == 0)
        if view.get("mover") == seat and k in marks:
            kit.option_mark(draw, (tx + 18, ty), marks[k], SMALL)
        else:
            kit.text(draw, (tx + 18, ty), f"×{n}", SMALL, kit.INK if n else kit.MUTED, True, "mm")


def _now(draw: ImageDraw.ImageDraw, view: dict[str, Any], marks: dict[str, str], locale: str, y: float) -> float:
    """The step being decided under the status: the chosen tile, its orientations (coded), how
    many cells may be picked, or the final score. Returns where it ends."""
    x0, x1 = RIGHT, WIDTH - 10.0
    sel = view.get("selection") or {}
    oris = view.get("orientations") or []
    mover = view.get("mover")
    if oris:
        kind = sel["kind"]
        for line in kit.wrap(localize(msg("orion-picture-dot-cell"), locale), x1 - x0, SMALL):
            kit.text(draw, (x0 + 4, y), line, SMALL, kit.MUTED)
            y += SMALL + 5
        per_row, row = 6, 62
        cw = (x1 - x0) / per_row
        for i, o in enumerate(oris):
            cx = x0 + cw * (i % per_row + 0.5)
            cy = y + 20 + (i // per_row) * row
            _mini_tile(draw, cx, cy, ORIENTATION[(kind, o)].hexes, mover, 8, anchor=True)
            if o in marks:
                kit.option_mark(draw, (cx, cy + 30), marks[o], SMALL)
            else:
                kit.text(draw, (cx, cy + 30), localize(directions(o), locale), SMALL, kit.INK, True, "mm")
        return y + row * ((len(oris) + per_row - 1) // per_row)
    if sel.get("kind"):
        kind, ori = sel["kind"], sel.get("ori")
        hexes = ORIENTATION[(kind, ori)].hexes if ori else KIND[kind].hexes
        _mini_tile(draw, x0 + 30, y + 22, hexes, mover, 11, anchor=ori is not None)
        turned = ori and ori != "one"
        label = msg("orion-picture-turned", tile=tile_name(kind), steps=directions(ori)) if turned else tile_name(kind)
        kit.text(draw, (x0 + 66, y + 12), localize(label, locale), BODY, kit.INK, True, "lm")
        cands = view.get("candidates") or []
        if cands:
            pick = localize(msg("orion-picture-cells", n=len(cands)), locale)
            kit.text(draw, (x0 + 66, y + 34), pick, SMALL, CANDIDATE, anchor="lm")
        return y + 50
    scores = (view.get("outcome") or {}).get("scores")
    if scores is not None:
        reason = view["outcome"]["reason"]
        key = reason.get("key") if isinstance(reason, dict) else None
        by_tiles = key in ("orion-end-draw", "orion-end-tiebreak") or "All tiles" in str(reason)  # or saved before
        what = "orion-picture-score-tiles" if by_tiles else "orion-picture-score-conditions"
        line = localize(msg(what, a=f"{scores[0]:g}", b=f"{scores[1]:g}"), locale)
        for part in kit.wrap(line, x1 - x0, HEAD, bold=True):
            kit.text(draw, (x0 + 4, y), part, HEAD, kit.INK, True, headline=True)
            y += HEAD + 6
    return y


def private_key(view: dict[str, Any]) -> Any:
    return None  # nothing in this game is hidden


def private(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    return None  # nothing in this game is hidden
