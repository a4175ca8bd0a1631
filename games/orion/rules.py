"""Placing tiles and judging the three winning conditions, on a position given as masks.

The board in the state is two strings of 85 characters: ``colour`` ("." empty, "0"/"1" the
colour of seat 0 / seat 1) and ``tokens`` ("." none, "G" galaxy, "H" black hole).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.orion.board import (
    DIRECTIONS,
    NEIGHBOUR_MASK,
    PAIR_ZONES,
    WIDE,
    ZONE_MASK,
    step_shift,
    wide_cells,
    wide_text,
)
from games.orion.tiles import KIND_IDS, ORIENTATION, ORIENTATIONS, PLACEMENTS, Placement

_TO_BITS = {s: str.maketrans({s: "1", **{o: "0" for o in ".01GH" if o != s}}) for s in "01GH"}


def bits(text: str, symbol: str) -> int:
    """The mask of cells whose character in ``text`` is ``symbol``."""
    return int(text[::-1].translate(_TO_BITS[symbol]), 2)


@dataclass(frozen=True, slots=True)
class Position:
    """What legality needs: occupied cells, each colour's cells and the token cells, as cell
    masks and as raised wide masks (``board.wide_text``), where legality is worked out for
    every anchor at once."""

    occupied: int
    colour: tuple[int, int]
    tokens: int
    wide_occupied: int
    wide_colour: tuple[int, int]
    wide_tokens: int

    @staticmethod
    def of(state: dict) -> Position:
        return _position(state["colour"], state["tokens"])


@lru_cache(maxsize=256)
def _position(colour: str, tokens: str) -> Position:
    c0, c1 = bits(colour, "0"), bits(colour, "1")
    wide_colour, wide_tokens = wide_text(colour), wide_text(tokens)
    w0, w1 = bits(wide_colour, "0"), bits(wide_colour, "1")
    return Position(
        c0 | c1,
        (c0, c1),
        bits(tokens, "G") | bits(tokens, "H"),
        w0 | w1,
        (w0, w1),
        bits(wide_tokens, "G") | bits(wide_tokens, "H"),
    )


def is_legal(pos: Position, seat: int, p: Placement) -> bool:
    """May ``seat`` put down placement ``p``? Only free cells; and a hex of a colour that lands
    on a token needs some hex of that colour in the tile next to that colour on the board."""
    if p.mask & pos.occupied:
        return False
    own, opp = pos.colour[seat], pos.colour[1 - seat]
    if p.own & pos.tokens and not p.own_near & own:
        return False
    return not (p.opp & pos.tokens and not p.opp_near & opp)


@dataclass(frozen=True, slots=True)
class _Shape:
    """One orientation of a tile as shifts of a raised wide mask (``board.step_shift``): to its
    hexes of each colour, and to the cells beside them outside the tile; and the wide mask of
    the anchors where it fits on the board."""

    anchors: int
    hexes: tuple[int, ...]
    own: tuple[int, ...]
    own_near: tuple[int, ...]
    opp: tuple[int, ...]
    opp_near: tuple[int, ...]


def _shape(kind: str, ori: str) -> _Shape:
    hexes = ORIENTATION[(kind, ori)].hexes
    tile = {(q, r) for q, r, _ in hexes}

    def of_side(side: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        mine = [(q, r) for q, r, s in hexes if s == side]
        near = {(q + a, r + b) for q, r in mine for a, b in DIRECTIONS.values()} - tile
        return tuple(step_shift(*h) for h in mine), tuple(step_shift(*n) for n in sorted(near))

    anchors = sum(1 << WIDE[p.anchor] for p in PLACEMENTS[(kind, ori)])
    own, own_near = of_side("own")
    opp, opp_near = of_side("opp")
    return _Shape(anchors, tuple(step_shift(q, r) for q, r, _ in hexes), own, own_near, opp, opp_near)


_SHAPES: dict[tuple[str, str], _Shape] = {key: _shape(*key) for key in PLACEMENTS}


def _unmet(tokens: int, colour: int, hexes: tuple[int, ...], near: tuple[int, ...]) -> int:
    """The places where a hex of one colour would lie on a token with no cell of that colour
    beside the tile's hexes of that colour (``colour``)."""
    on = 0
    for shift in hexes:
        on |= tokens >> shift
    if not on:
        return 0
    beside = 0
    for shift in near:
        beside |= colour >> shift
    return on & ~beside


def _legal_mask(pos: Position, seat: int, shape: _Shape) -> int:
    """The wide mask of the anchors where ``seat`` may lay ``shape`` (``is_legal`` for all
    anchors at once)."""
    occupied = pos.wide_occupied
    blocked = 0
    for shift in shape.hexes:
        blocked |= occupied >> shift
    legal = shape.anchors & ~blocked
    if not legal:
        return 0
    tokens = pos.wide_tokens
    legal &= ~_unmet(tokens, pos.wide_colour[seat], shape.own, shape.own_near)
    if shape.opp and legal:
        legal &= ~_unmet(tokens, pos.wide_colour[1 - seat], shape.opp, shape.opp_near)
    return legal


@lru_cache(maxsize=512)
def _legal_masks(pos: Position, seat: int, kind: str) -> dict[str, int]:
    """For each orientation of ``kind`` with a legal spot, the wide mask of its legal anchors."""
    masks = {}
    for o in ORIENTATIONS[kind]:
        legal = _legal_mask(pos, seat, _SHAPES[(kind, o.id)])
        if legal:
            masks[o.id] = legal
    return masks


def legal_orientations(pos: Position, seat: int, kind: str) -> tuple[str, ...]:
    """The orientations of ``kind`` with a legal spot, in their order (cached)."""
    return tuple(_legal_masks(pos, seat, kind))


@lru_cache(maxsize=512)
def legal_cells(pos: Position, seat: int, kind: str, ori: str) -> tuple[int, ...]:
    """The legal anchor cells of one orientation with a legal spot (cached; only the
    orientation a player turns to is spelt out cell by cell)."""
    return tuple(wide_cells(_legal_masks(pos, seat, kind)[ori]))


def legal_anchors(pos: Position, seat: int, kind: str) -> dict[str, tuple[int, ...]]:
    """For each orientation of ``kind`` with a legal spot, the legal anchor cells (cached)."""
    return {ori: legal_cells(pos, seat, kind, ori) for ori in _legal_masks(pos, seat, kind)}


def kind_playable(pos: Position, seat: int, kind: str) -> bool:
    """Has ``kind`` at least one legal spot?"""
    return any(_legal_mask(pos, seat, _SHAPES[(kind, o.id)]) for o in ORIENTATIONS[kind])


def playable_kinds(pos: Position, seat: int, left: dict[str, int]) -> list[str]:
    """The kinds ``seat`` still has and can lay somewhere (cached)."""
    return list(_playable(pos, seat, tuple(k for k in KIND_IDS if left[k] > 0)))


@lru_cache(maxsize=512)
def _playable(pos: Position, seat: int, kinds: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k in kinds if kind_playable(pos, seat, k))


# --- winning conditions ----------------------------------------------------------------------


def _group(seed: int, mask: int) -> int:
    """The connected group of cells in ``mask`` that holds the cell ``seed`` (a one-cell mask)."""
    group = frontier = seed
    while frontier:
        grow = 0
        f = frontier
        while f:
            low = f & -f
            grow |= NEIGHBOUR_MASK[low.bit_length() - 1]
            f ^= low
        frontier = grow & mask & ~group
        group |= frontier
    return group


def groups(mask: int) -> list[int]:
    """The connected groups of cells in ``mask``, each as a mask."""
    out = []
    while mask:
        group = _group(mask & -mask, mask)
        out.append(group)
        mask &= ~group
    return out


#: every constellation cell: a group without one, a galaxy or a black hole counts for nothing
_ZONES = sum(ZONE_MASK.values())


@lru_cache(maxsize=64)  # the tokens stay put through the tile game
def _token_masks(tokens: str) -> tuple[int, int]:
    """The galaxies' and the black holes' cells."""
    return bits(tokens, "G"), bits(tokens, "H")


def _pair_linked(group: int) -> str | None:
    """The first constellation pair (in ``PAIR_ZONES`` order) that ``group`` joins, if any."""
    for pair, a, b in PAIR_ZONES:
        if group & ZONE_MASK[a] and group & ZONE_MASK[b]:
            return pair
    return None


def _colour_standing(mask: int, gal: int, holes: int) -> tuple[str | None, int, int]:
    """For one colour's cells: the pair joined by its first group that joins one (groups
    ordered by their lowest cell, as ``groups`` lists them), and the most galaxies and black
    holes on one group. Only the groups that hold a token or a constellation cell are traced:
    the others count for nothing."""
    linked, linked_at, most_g, most_h = None, 0, 0, 0
    seeds = mask & (gal | holes | _ZONES)
    while seeds:
        group = _group(seeds & -seeds, mask)
        seeds &= ~group
        most_g = max(most_g, (group & gal).bit_count())
        most_h = max(most_h, (group & holes).bit_count())
        lowest = group & -group
        if group & _ZONES and (linked is None or lowest < linked_at):
            pair = _pair_linked(group)
            if pair is not None:
                linked, linked_at = pair, lowest
    return linked, most_g, most_h


@dataclass(frozen=True, slots=True)
class Standing:
    """How close one seat is to each winning condition."""

    linked: str | None  # id of a constellation pair joined by the seat's colour, if any
    galaxies: int  # most galaxies on one group of the seat's colour
    black_holes: int  # most black holes on one group of the OPPONENT's colour

    @property
    def conditions(self) -> int:
        return int(self.linked is not None) + int(self.galaxies >= 4) + int(self.black_holes >= 3)

    def met(self) -> list[str]:
        """The conditions met, by id ("linked", "galaxies", "holes"; ``orion-condition-<id>`` words them)."""
        out = []
        if self.linked is not None:
            out.append("linked")
        if self.galaxies >= 4:
            out.append("galaxies")
        if self.black_holes >= 3:
            out.append("holes")
        return out


def standings(state: dict) -> tuple[Standing, Standing]:
    """Each seat's standing on the three conditions."""
    gal, holes = _token_masks(state["tokens"])
    colour = Position.of(state).colour
    link0, gal0, holes0 = _colour_standing(colour[0], gal, holes)
    link1, gal1, holes1 = _colour_standing(colour[1], gal, holes)
    return Standing(link0, gal0, holes1), Standing(link1, gal1, holes0)


def tiebreak(state: dict, seat: int) -> int:
    """Galaxies minus black holes lying under the seat's colour."""
    mine = bits(state["colour"], str(seat))
    return (mine & bits(state["tokens"], "G")).bit_count() - (mine & bits(state["tokens"], "H")).bit_count()
