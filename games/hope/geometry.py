"""The shape of the universe: hexagon positions, dimension spaces, borders and corners.

Positions are the 37 cells of a hexagon of radius 3 (axial coordinates, pointy-top), index 0
being the Earth in the centre. Every tile is cut from its centre into three rhombic dimension
spaces; each space covers two neighbouring edges of the hexagon. Which edges a colour covers
is printed on the board pattern (data/board.json), not on the shuffled tiles, so that the
same-colour spaces always join into lanes (see RULES_NOTES.md).

A space is identified by ``pos * 3 + colour`` (colour 0 red, 1 blue, 2 purple).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

RADIUS = 3
#: axial steps for the six edge directions, edge d facing screen angle 60*d degrees (y down)
DIRS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
COLOURS = ("red", "blue", "purple")
#: where each colour's gravity point sits, as a screen angle from the centre (clockwise order)
GRAVITY_ANGLE = (270.0, 30.0, 150.0)
SQ3 = math.sqrt(3.0)


def positions() -> list[tuple[int, int]]:
    """Axial coordinates of the 37 positions: Earth first, then ring by ring, clockwise from east."""

    def key(qr: tuple[int, int]) -> tuple[int, float]:
        q, r = qr
        x, y = SQ3 * (q + r / 2), 1.5 * r
        return (max(abs(q), abs(r), abs(q + r)), math.atan2(y, x) % (2 * math.pi))

    cells = [(q, r) for q in range(-RADIUS, RADIUS + 1) for r in range(-RADIUS, RADIUS + 1) if abs(q + r) <= RADIUS]
    return sorted(cells, key=key)


POS = positions()
POS_INDEX = {p: i for i, p in enumerate(POS)}


def centre(pos: int) -> tuple[float, float]:
    """The tile centre in units of the hexagon's corner radius."""
    q, r = POS[pos]
    return (SQ3 * (q + r / 2), 1.5 * r)


def ring(pos: int) -> int:
    q, r = POS[pos]
    return max(abs(q), abs(r), abs(q + r))


def neighbour(pos: int, d: int) -> int | None:
    q, r = POS[pos]
    dq, dr = DIRS[d]
    return POS_INDEX.get((q + dq, r + dr))


def corner(pos: int, k: int) -> tuple[float, float]:
    """Corner k of the tile, at screen angle 30 + 60*k (between edges k and k+1)."""
    x, y = centre(pos)
    a = math.radians(30 + 60 * k)
    return (x + math.cos(a), y + math.sin(a))


def region_edges(split: int, slot: int) -> tuple[int, int]:
    """The two edges covered by rhombus ``slot`` (0..2) of a tile cut with ``split`` (0 or 1)."""
    first = (split + 2 * slot) % 6
    return (first, (first + 1) % 6)


@dataclass(frozen=True)
class Layout:
    """Which edges each colour covers on every position (from the board pattern)."""

    edges: tuple[tuple[tuple[int, int], ...], ...]  # [pos][colour] -> (e, e+1)


def space_polygon(pos: int, edges: tuple[int, int]) -> list[tuple[float, float]]:
    """The rhombus of a space: the centre and the three corners around its two edges."""
    e = edges[0]
    return [centre(pos), corner(pos, (e - 1) % 6), corner(pos, e), corner(pos, (e + 1) % 6)]


def space_centroid(pos: int, edges: tuple[int, int]) -> tuple[float, float]:
    x, y = centre(pos)
    cx, cy = corner(pos, edges[0])
    return ((x + cx) / 2, (y + cy) / 2)


def gravity_unit(colour: int) -> tuple[float, float]:
    a = math.radians(GRAVITY_ANGLE[colour])
    return (math.cos(a), math.sin(a))


def gravity_point(colour: int, distance: float = 12.0) -> tuple[float, float]:
    ux, uy = gravity_unit(colour)
    return (ux * distance, uy * distance)


@dataclass(frozen=True)
class Graph:
    """Everything fixed about the universe once the board pattern is known."""

    layout: Layout
    border_links: tuple[tuple[int, ...], ...]  # space -> same-colour spaces across a shared edge
    corner_links: tuple[tuple[int, ...], ...]  # space -> same-colour spaces touching only at a corner
    proj: tuple[float, ...]  # space -> projection of its centroid on its colour's gravity direction
    centroid: tuple[tuple[float, float], ...]


def build_graph(layout: Layout) -> Graph:
    n = len(POS) * 3
    border: list[set[int]] = [set() for _ in range(n)]
    for pos in range(len(POS)):
        for c in range(3):
            for e in layout.edges[pos][c]:
                other = neighbour(pos, e)
                if other is not None and (e + 3) % 6 in layout.edges[other][c]:
                    border[pos * 3 + c].add(other * 3 + c)
    # corners: spaces of one colour on different tiles sharing a hexagon corner
    at_point: dict[tuple[int, int], list[int]] = {}
    for pos in range(len(POS)):
        for c in range(3):
            e = layout.edges[pos][c][0]
            for k in ((e - 1) % 6, e, (e + 1) % 6):
                x, y = corner(pos, k)
                at_point.setdefault((round(x * 1000), round(y * 1000)), []).append(pos * 3 + c)
    corners: list[set[int]] = [set() for _ in range(n)]
    for spaces in at_point.values():
        for a in spaces:
            for b in spaces:
                if a != b and a % 3 == b % 3 and a // 3 != b // 3 and b not in border[a]:
                    corners[a].add(b)
    cents = []
    proj = []
    for s in range(n):
        pos, c = divmod(s, 3)
        cx, cy = space_centroid(pos, layout.edges[pos][c])
        ux, uy = gravity_unit(c)
        cents.append((cx, cy))
        proj.append(cx * ux + cy * uy)
    return Graph(
        layout,
        tuple(tuple(sorted(b)) for b in border),
        tuple(tuple(sorted(c)) for c in corners),
        tuple(proj),
        tuple(cents),
    )
