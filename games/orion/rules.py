"""Placing tiles and judging the three winning conditions, on a position given as masks.

The board in the state is two strings of 85 characters: ``colour`` ("." empty, "0"/"1" the
colour of seat 0 / seat 1) and ``tokens`` ("." none, "G" galaxy, "H" black hole).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.orion.board import NEIGHBOUR_MASK, PAIR_ZONES, ZONE_MASK
from games.orion.tiles import KIND_IDS, ORIENTATIONS, PLACEMENTS, Placement

_TO_BITS = {s: str.maketrans({s: "1", **{o: "0" for o in ".01GH" if o != s}}) for s in "01GH"}


def bits(text: str, symbol: str) -> int:
    """The mask of cells whose character in ``text`` is ``symbol``."""
    return int(text[::-1].translate(_TO_BITS[symbol]), 2)


@dataclass(frozen=True, slots=True)
class Position:
    """What legality needs: occupied cells, each colour's cells and the token cells."""

    occupied: int
    colour: tuple[int, int]
    tokens: int

    @staticmethod
    def of(state: dict) -> Position:
        return _position(state["colour"], state["tokens"])


@lru_cache(maxsize=256)
def _position(colour: str, tokens: str) -> Position:
    c0, c1 = bits(colour, "0"), bits(colour, "1")
    return Position(c0 | c1, (c0, c1), bits(tokens, "G") | bits(tokens, "H"))


def is_legal(pos: Position, seat: int, p: Placement) -> bool:
    """May ``seat`` put down placement ``p``? Only free cells; and a hex of a colour that lands
    on a token needs some hex of that colour in the tile next to that colour on the board."""
    if p.mask & pos.occupied:
        return False
    own, opp = pos.colour[seat], pos.colour[1 - seat]
    if p.own & pos.tokens and not p.own_near & own:
        return False
    return not (p.opp & pos.tokens and not p.opp_near & opp)


def _anchors(pos: Position, seat: int, placements: list[Placement], first: bool = False) -> list[int]:
    """Anchor cells of the legal ones among ``placements`` (``is_legal`` unrolled for speed)."""
    occupied, tokens = pos.occupied, pos.tokens
    own, opp = pos.colour[seat], pos.colour[1 - seat]
    found = []
    for p in placements:
        if p.mask & occupied:
            continue
        if p.own & tokens and not p.own_near & own:
            continue
        if p.opp & tokens and not p.opp_near & opp:
            continue
        found.append(p.anchor)
        if first:
            break
    return found


@lru_cache(maxsize=512)
def _legal_table(pos: Position, seat: int, kind: str) -> dict[str, tuple[int, ...]]:
    table = {}
    for o in ORIENTATIONS[kind]:
        anchors = _anchors(pos, seat, PLACEMENTS[(kind, o.id)])
        if anchors:
            table[o.id] = tuple(anchors)
    return table


def legal_anchors(pos: Position, seat: int, kind: str) -> dict[str, tuple[int, ...]]:
    """For each orientation of ``kind`` with a legal spot, the legal anchor cells (cached)."""
    return _legal_table(pos, seat, kind)


def kind_playable(pos: Position, seat: int, kind: str) -> bool:
    """Has ``kind`` at least one legal spot? (Stops at the first one found.)"""
    return any(_anchors(pos, seat, PLACEMENTS[(kind, o.id)], first=True) for o in ORIENTATIONS[kind])


def playable_kinds(pos: Position, seat: int, left: dict[str, int]) -> list[str]:
    """The kinds ``seat`` still has and can lay somewhere (cached)."""
    return list(_playable(pos, seat, tuple(k for k in KIND_IDS if left[k] > 0)))


@lru_cache(maxsize=512)
def _playable(pos: Position, seat: int, kinds: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k in kinds if kind_playable(pos, seat, k))


# --- winning conditions ----------------------------------------------------------------------


def groups(mask: int) -> list[int]:
    """The connected groups of cells in ``mask``, each as a mask."""
    out = []
    while mask:
        seed = mask & -mask
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
        out.append(group)
        mask &= ~group
    return out


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
    gal, holes = bits(state["tokens"], "G"), bits(state["tokens"], "H")
    linked: list[str | None] = [None, None]
    most_g = [0, 0]
    most_h = [0, 0]  # black holes on one group of this colour
    for seat in (0, 1):
        for g in groups(bits(state["colour"], str(seat))):
            most_g[seat] = max(most_g[seat], (g & gal).bit_count())
            most_h[seat] = max(most_h[seat], (g & holes).bit_count())
            if linked[seat] is None:
                for pair, a, b in PAIR_ZONES:
                    if g & ZONE_MASK[a] and g & ZONE_MASK[b]:
                        linked[seat] = pair
                        break
    return (
        Standing(linked[0], most_g[0], most_h[1]),
        Standing(linked[1], most_g[1], most_h[0]),
    )


def tiebreak(state: dict, seat: int) -> int:
    """Galaxies minus black holes lying under the seat's colour."""
    mine = bits(state["colour"], str(seat))
    return (mine & bits(state["tokens"], "G")).bit_count() - (mine & bits(state["tokens"], "H")).bit_count()
