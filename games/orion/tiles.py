"""The tiles: six kinds, every orientation (rotations and reflections) of each, and every
position of each orientation that fits on the board, loaded from ``data/tiles.json``.

An orientation is a chain of hexes starting at the tile's first hex (the *anchor*): the cell
a player picks is where the anchor goes. Its id spells the steps from hex to hex, e.g. "N-NE".
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from functools import cache

from games.i18n import GAME_WORDS, LOCALES, Msg, msg
from games.orion.board import COORDS, DATA, DIRECTION_OF, DIRECTIONS, INDEX, NAMES, NEIGHBOUR_MASK

#: the seats' colours, seat 0 first (a code: the words are ``colour_name``'s)
COLOUR_IDS = ("blue", "orange")


@dataclass(frozen=True, slots=True)
class Kind:
    id: str
    count: int
    hexes: tuple[tuple[int, int, str], ...]  # (dq, dr, "own" | "opp")


@dataclass(frozen=True, slots=True)
class Orientation:
    id: str
    hexes: tuple[tuple[int, int, str], ...]  # chain from the anchor at (0, 0)


@dataclass(frozen=True, slots=True)
class Placement:
    """One orientation of one kind put with its anchor on one cell."""

    anchor: int
    cells: tuple[int, ...]  # in chain order
    sides: tuple[str, ...]  # "own" / "opp" for each cell
    mask: int
    own: int  # cells of the owner's colour
    opp: int  # cells of the opponent's colour
    own_near: int  # cells next to an own-colour hex of the tile (outside the tile)
    opp_near: int


def _load() -> list[Kind]:
    with open(DATA / "tiles.json", encoding="utf-8") as f:
        raw = json.load(f)
    return [Kind(k["id"], k["count"], tuple((a, b, s) for a, b, s in k["hexes"])) for k in raw["kinds"]]


KINDS: list[Kind] = _load()
KIND: dict[str, Kind] = {k.id: k for k in KINDS}
KIND_IDS: tuple[str, ...] = tuple(k.id for k in KINDS)
TILES_PER_PLAYER = sum(k.count for k in KINDS)


def _rotate(q: int, r: int) -> tuple[int, int]:
    return -r, q + r  # a sixth of a turn


def _orientations(kind: Kind) -> list[Orientation]:
    """Every distinct way to lay ``kind``, in a stable order (rotations, then mirror images)."""
    seen: set[frozenset] = set()
    out: list[Orientation] = []
    for mirror in (False, True):
        hexes = [((r, q) if mirror else (q, r), s) for q, r, s in kind.hexes]
        for _ in range(6):
            shape = tuple((q, r, s) for (q, r), s in hexes)
            q0 = min(q for q, _, _ in shape)
            r0 = min(r for q, r, _ in shape if q == q0)
            key = frozenset((q - q0, r - r0, s) for q, r, s in shape)
            if key not in seen:
                seen.add(key)
                steps = [DIRECTION_OF[(b[0] - a[0], b[1] - a[1])] for a, b in itertools.pairwise(shape)]
                out.append(Orientation("-".join(steps) or "one", shape))
            hexes = [(_rotate(q, r), s) for (q, r), s in hexes]
    order = list(DIRECTIONS)
    return sorted(out, key=lambda o: [order.index(step) for step in o.id.split("-") if step in order])


ORIENTATIONS: dict[str, list[Orientation]] = {k.id: _orientations(k) for k in KINDS}
ORIENTATION: dict[tuple[str, str], Orientation] = {(k, o.id): o for k, os in ORIENTATIONS.items() for o in os}


def _near(cells: list[int], mask: int) -> int:
    m = 0
    for c in cells:
        m |= NEIGHBOUR_MASK[c]
    return m & ~mask


def _placements(o: Orientation) -> list[Placement]:
    out = []
    for anchor, (q, r) in enumerate(COORDS):
        spots = [(q + dq, r + dr) for dq, dr, _ in o.hexes]
        if not all(s in INDEX for s in spots):
            continue  # would stick out past the board edge
        cells = tuple(INDEX[s] for s in spots)
        sides = tuple(s for _, _, s in o.hexes)
        own = [c for c, s in zip(cells, sides, strict=True) if s == "own"]
        opp = [c for c, s in zip(cells, sides, strict=True) if s == "opp"]
        mask = sum(1 << c for c in cells)
        out.append(
            Placement(
                anchor,
                cells,
                sides,
                mask,
                sum(1 << c for c in own),
                sum(1 << c for c in opp),
                _near(own, mask),
                _near(opp, mask),
            )
        )
    return out


#: every on-board position of each (kind, orientation), in anchor-cell order
PLACEMENTS: dict[tuple[str, str], list[Placement]] = {key: _placements(o) for key, o in ORIENTATION.items()}
PLACEMENT_AT: dict[tuple[str, str, int], Placement] = {
    (k, o, p.anchor): p for (k, o), ps in PLACEMENTS.items() for p in ps
}


@cache  # messages are immutable: built once, asked for on every decision
def tile_name(kind: str, form: str = "") -> Msg:
    """A tile kind's name: ``form`` "" for a heading or label ("Own domino"), "a" with an
    indefinite article and "the" with a definite one, as an object ("an own domino"; German
    declines them, French and German agree them with the noun)."""
    return msg(f"orion-tile-{kind}-{form}" if form else f"orion-tile-{kind}")


@cache
def colour_name(seat: int) -> Msg:
    """Seat 0's colour (blue) or seat 1's (orange)."""
    return msg(f"orion-colour-{COLOUR_IDS[seat]}")


@cache
def direction_name(step: str) -> Msg:
    """One of the six steps between neighbouring hexes ("N", "NE", ...), in the reader's compass."""
    return msg(f"orion-direction-{step.lower()}")


def chain(items: list[Msg], key: str) -> Msg:
    """``items`` joined by message ``key`` (its ``head`` and ``tail``), first to last."""
    out = items[0]
    for item in items[1:]:
        out = msg(key, head=out, tail=item)
    return out


@cache
def describe(kind: str, orientation: str, seat: int) -> Msg:
    """A label such as "blue → N blue → NE orange": the colours hex by hex, with each step."""
    o = ORIENTATION[(kind, orientation)]
    colour = {"own": colour_name(seat), "opp": colour_name(1 - seat)}
    steps = orientation.split("-") if orientation != "one" else []
    out = colour[o.hexes[0][2]]
    for step, hx in zip(steps, o.hexes[1:], strict=True):
        out = msg("orion-step", head=out, direction=direction_name(step), colour=colour[hx[2]])
    return out


def directions(orientation: str) -> Msg:
    """An orientation's steps ("N-NE"), worded in the reader's compass."""
    return chain([direction_name(step) for step in orientation.split("-")], "orion-steps")


@cache
def footprint(p: Placement, seat: int) -> Msg:
    """A label such as "blue F5, F4 · orange G4": which cells each colour would cover."""
    own = ", ".join(NAMES[c] for c, s in zip(p.cells, p.sides, strict=True) if s == "own")
    opp = ", ".join(NAMES[c] for c, s in zip(p.cells, p.sides, strict=True) if s == "opp")
    if not opp:
        return msg("orion-footprint", colour=colour_name(seat), cells=own)
    return msg("orion-footprint-both", colour=colour_name(seat), cells=own, other=colour_name(1 - seat), others=opp)


def _validate() -> None:
    assert TILES_PER_PLAYER == 14
    # every tile kind, colour and step has its words in every language
    keys = [f"orion-tile-{k}{form}" for k in KIND_IDS for form in ("", "-a", "-the")]
    keys += [f"orion-colour-{c}" for c in COLOUR_IDS] + [f"orion-direction-{d.lower()}" for d in DIRECTIONS]
    for locale in LOCALES:
        missing = [key for key in keys if not GAME_WORDS.has(key, locale)]
        assert not missing, f"tiles without words in {locale}: {missing}"
    expected = {"single": 1, "pair": 3, "mixed": 6, "line": 6, "bent": 12, "tri": 6}
    assert {k: len(v) for k, v in ORIENTATIONS.items()} == expected, ORIENTATIONS
    for k in KINDS:
        own = sum(1 for *_, s in k.hexes if s == "own")
        assert own >= 1 and len(k.hexes) - own <= 1, k.id
        for a, b in zip(k.hexes, k.hexes[1:], strict=False):
            assert (b[0] - a[0], b[1] - a[1]) in DIRECTION_OF, f"{k.id}: chain not connected"


_validate()
