"""The Orion Duel board: 85 hex cells, their names, neighbours, distances and the six
constellation zones, loaded from ``data/board.json`` and checked at import.

Cells are numbered 0..84 (column by column, top to bottom). Sets of cells are often handled
as bit masks (bit i = cell i), which keeps the rules fast and the state small.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).parent / "data"

#: axial steps to the six neighbours, named as seen on the flat-top picture
DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (0, -1),
    "NE": (1, -1),
    "SE": (1, 0),
    "S": (0, 1),
    "SW": (-1, 1),
    "NW": (-1, 0),
}
DIRECTION_OF: dict[tuple[int, int], str] = {v: k for k, v in DIRECTIONS.items()}


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _load() -> dict:
    with open(DATA / "board.json", encoding="utf-8") as f:
        return json.load(f)


_RAW = _load()
RADIUS: int = _RAW["radius"]
_CORNERS = {tuple(c) for c in _RAW["removed_corners"]}

#: axial coordinates of every cell, in cell-number order
COORDS: list[tuple[int, int]] = [
    (q, r)
    for q in range(-RADIUS, RADIUS + 1)
    for r in range(-RADIUS, RADIUS + 1)
    if hex_distance((q, r), (0, 0)) <= RADIUS and (q, r) not in _CORNERS
]
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
N_CELLS = len(COORDS)
ALL: int = (1 << N_CELLS) - 1


def _names() -> list[str]:
    names = []
    for q, r in COORDS:
        column = [rr for (qq, rr) in COORDS if qq == q]
        names.append(f"{chr(ord('A') + q + RADIUS)}{column.index(r) + 1}")
    return names


#: player-typeable cell names: column letter A..K, then the row counted from the top
NAMES: list[str] = _names()
BY_NAME: dict[str, int] = {n: i for i, n in enumerate(NAMES)}

NEIGHBOURS: list[tuple[int, ...]] = [
    tuple(INDEX[(q + dq, r + dr)] for dq, dr in DIRECTIONS.values() if (q + dq, r + dr) in INDEX) for q, r in COORDS
]
NEIGHBOUR_MASK: list[int] = [sum(1 << j for j in nb) for nb in NEIGHBOURS]


def _within(d: int) -> list[int]:
    return [sum(1 << j for j, b in enumerate(COORDS) if hex_distance(a, b) <= d) for a in COORDS]


#: cells at distance <= 1 and <= 2 of each cell (the cell itself included)
WITHIN1: list[int] = _within(1)
WITHIN2: list[int] = _within(2)
#: cells at distance <= 4: those whose ring within 2 meets a cell's own ring within 2
WITHIN4: list[int] = _within(4)

ZONES: list[dict] = _RAW["zones"]
ZONE_MASK: dict[str, int] = {z["id"]: sum(1 << INDEX[tuple(c)] for c in z["cells"]) for z in ZONES}
ZONE_NAME: dict[str, str] = {z["id"]: z["name"] for z in ZONES}
PAIRS: list[dict] = _RAW["pairs"]
#: the three opposite pairs as (pair id, zone a, zone b)
PAIR_ZONES: list[tuple[str, str, str]] = [(p["id"], p["zones"][0], p["zones"][1]) for p in PAIRS]
PAIR_COLOUR: dict[str, tuple[int, int, int]] = {p["id"]: tuple(p["colour"]) for p in PAIRS}


def mask_of(cells) -> int:
    m = 0
    for c in cells:
        m |= 1 << c
    return m


#: the cells each byte of a mask holds, by the byte's place and value (a mask's cells are
#: then read a byte at a time, not a bit at a time: the set-up search reads thousands)
_BYTE_CELLS: list[list[tuple[int, ...]]] = [
    [tuple(8 * place + i for i in range(8) if value >> i & 1) for value in range(256)]
    for place in range((N_CELLS + 7) // 8)
]


def cells_of(mask: int) -> list[int]:
    """The cells of ``mask``, in increasing order."""
    out: list[int] = []
    for cells in _BYTE_CELLS:
        if not mask:
            break
        out += cells[mask & 255]
        mask >>= 8
    return out


# --- wide masks: the board with empty margins, where a step is a shift --------------------------

#: empty places kept around every column: more than any tile or its neighbours reaches from its
#: anchor, so a shift never carries a cell into the next column
MARGIN = 3
#: places per column in a wide mask
STRIDE = 2 * RADIUS + 1 + 2 * MARGIN
#: each cell's place in a wide mask: columns in order, top to bottom, so the order of places is
#: the order of cell numbers
WIDE: list[int] = [(q + RADIUS + MARGIN) * STRIDE + r + RADIUS + MARGIN for q, r in COORDS]
CELL_AT: dict[int, int] = {w: c for c, w in enumerate(WIDE)}
#: a board's wide masks are kept raised by this many places, so that reading what lies at any
#: step from each place is a right shift (``step_shift``), never a shift that needs a sign test
BIAS = MARGIN * STRIDE + MARGIN


def step_shift(dq: int, dr: int) -> int:
    """The right shift that brings, in a raised wide mask, what lies ``(dq, dr)`` away from each
    place to that place (the result is not raised)."""
    return BIAS + dq * STRIDE + dr


def _wide_pieces() -> list[tuple[int, int, str]]:
    """Per column: the cell numbers it spans and the empty places written before it (in a
    raised mask)."""
    pieces, place, first = [], 0, 0
    for q in range(-RADIUS, RADIUS + 1):
        rows = [r for qq, r in COORDS if qq == q]
        start = BIAS + WIDE[INDEX[(q, rows[0])]]
        pieces.append((first, first + len(rows), "." * (start - place)))
        first += len(rows)
        place = start + len(rows)
    return pieces


_PIECES = _wide_pieces()


def wide_text(text: str) -> str:
    """A board string (one character per cell, in cell order) spread out to wide places, raised
    by ``BIAS``: ``bits`` of it is a raised wide mask."""
    return "".join([gap + text[a:b] for a, b, gap in _PIECES])


def wide_cells(mask: int) -> list[int]:
    """The cells of a wide ``mask`` (not raised), in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CELL_AT[low.bit_length() - 1])
        mask ^= low
    return out


def _validate() -> None:
    assert N_CELLS == 85, N_CELLS
    assert len(set(NAMES)) == 85
    column_sizes = [sum(1 for q, _ in COORDS if q == k) for k in range(-RADIUS, RADIUS + 1)]
    assert column_sizes == [4, 7, 8, 9, 10, 9, 10, 9, 8, 7, 4], column_sizes
    edge = {i for i, nb in enumerate(NEIGHBOURS) if len(nb) < 6}
    seen = 0
    for z in ZONES:
        cells = [INDEX[tuple(c)] for c in z["cells"]]
        assert len(cells) == 4 and all(c in edge for c in cells), z["id"]
        seen |= ZONE_MASK[z["id"]]
    assert bin(seen).count("1") == 24, "zones overlap"
    for _, a, b in PAIR_ZONES:
        # opposite sides: every cell of one zone is far from every cell of the other
        assert all(
            hex_distance(COORDS[i], COORDS[j]) >= 9 for i in cells_of(ZONE_MASK[a]) for j in cells_of(ZONE_MASK[b])
        ), (a, b)
    text = "".join(chr(48 + c % 10) for c in range(N_CELLS))
    assert all(wide_text(text)[BIAS + WIDE[c]] == text[c] for c in range(N_CELLS)), "wide places"
    assert sorted(set(WIDE)) == WIDE, "wide order"


_validate()
