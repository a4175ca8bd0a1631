"""Putting out the 8 galaxies and 7 black holes: the predefined layouts, a random layout, and
the spacing rules with a completion search for the players' choice set-up.

Spacing: galaxies pairwise at distance >= 3, black holes pairwise >= 3, and every black hole
at distance >= 2 from every galaxy (never on or next to one).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from heapq import heappop, heappush
from typing import NamedTuple

from games.core import State, rand_below, shuffle
from games.orion.board import (
    ALL,
    COORDS,
    DATA,
    INDEX,
    N_CELLS,
    WITHIN1,
    WITHIN2,
    WITHIN4,
    cells_of,
    hex_distance,
    mask_of,
)

GALAXIES = 8
BLACK_HOLES = 7


def _load() -> dict[str, tuple[list[int], list[int]]]:
    with open(DATA / "layouts.json", encoding="utf-8") as f:
        raw = json.load(f)
    return {
        lay["id"]: ([INDEX[tuple(c)] for c in lay["G"]], [INDEX[tuple(c)] for c in lay["H"]]) for lay in raw["layouts"]
    }


def spacing_ok(galaxies: list[int], holes: list[int]) -> bool:
    """Do these tokens keep the spacing rules (whatever their number)?"""
    g = [COORDS[c] for c in galaxies]
    h = [COORDS[c] for c in holes]
    return (
        all(hex_distance(a, b) >= 3 for i, a in enumerate(g) for b in g[i + 1 :])
        and all(hex_distance(a, b) >= 3 for i, a in enumerate(h) for b in h[i + 1 :])
        and all(hex_distance(a, b) >= 2 for a in g for b in h)
    )


LAYOUTS: dict[str, tuple[list[int], list[int]]] = _load()
for _id, (_g, _h) in LAYOUTS.items():
    assert len(_g) == GALAXIES and len(_h) == BLACK_HOLES and spacing_ok(_g, _h), _id


# --- where the next token may go ------------------------------------------------------------


def _union(table: list[int], cells: list[int]) -> int:
    m = 0
    for c in cells:
        m |= table[c]
    return m


def galaxy_room(galaxies: list[int], holes: list[int]) -> int:
    """Cells where one more galaxy keeps the spacing rules."""
    return ALL & ~_union(WITHIN2, galaxies) & ~_union(WITHIN1, holes)


def hole_room(galaxies: list[int], holes: list[int]) -> int:
    """Cells where one more black hole keeps the spacing rules."""
    return ALL & ~_union(WITHIN1, galaxies) & ~_union(WITHIN2, holes)


_bits = cells_of


@dataclass
class _Budget:
    nodes: int


#: what a completion sub-search found, and how many steps of its budget it took, one memo per
#: kind of search: (room or galaxies, tokens needed) packed in one integer -> (tokens found or
#: None, steps, finished). A search given at least those steps finds the same in the same
#: steps; one that ran out of its budget is remembered as needing more than it had. So the memo
#: never changes an answer, budget cuts included (the AI's search and random play meet the same
#: set-up positions again and again).
_HOLES_MEMO: dict[int, tuple[object, int, bool]] = {}
_GALAXIES_MEMO: dict[int, tuple[object, int, bool]] = {}
_MEMO_LIMIT = 50_000  # per memo: the two together hold what one did before


def _memo_key(cells: int, need: int) -> int:
    return cells << 4 | need


def _recall(memo: dict, key: int, budget: _Budget) -> tuple[bool, object]:
    """(True, what the search found) when ``memo`` knows how the search under ``key`` ends with
    this budget (a search that runs out leaves the budget negative); else (False, None)."""
    known = memo.get(key)
    if known is not None:
        found, steps, finished = known
        if finished and steps <= budget.nodes:
            budget.nodes -= steps
            return True, found
        if not finished and budget.nodes <= steps:
            budget.nodes = -1  # it ran out with this many steps, so it runs out with fewer
            return True, None
    return False, None


def _remember(memo: dict, key: int, start: int, budget: _Budget, found: object) -> object:
    """Notes in ``memo`` what the search under ``key`` found, given ``start`` steps; ``found``."""
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = (found, start - budget.nodes, True) if budget.nodes >= 0 else (None, start, False)
    return found


def _more_holes(room: int, need: int, budget: _Budget) -> list[int] | None:
    """``need`` black holes pairwise >= 3 apart inside ``room``, or None (depth-first search,
    trying first the cells that block the fewest others, the lower number on a tie)."""
    if need == 0:
        return []
    if room.bit_count() < need:
        return None
    if need == 1:  # the first cell tried always succeeds: no search, no memo entry to keep
        budget.nodes -= 1
        return None if budget.nodes < 0 else [min(_ranked(room, WITHIN2, room)) & _CELL]
    key = _memo_key(room, need)
    known, found = _recall(_HOLES_MEMO, key, budget)
    if known:
        return found
    start = budget.nodes
    found = _straight_holes(room, need, budget)
    if found is _TURNED_BACK:
        budget.nodes = start
        found = _search_holes(room, need, budget)
    return _remember(_HOLES_MEMO, key, start, budget, found)


#: what a search's first path ends with when the depth-first search would have turned back
#: at some level to try another cell there
_TURNED_BACK = object()


def _straight_holes(room: int, need: int, budget: _Budget) -> object:
    """The path ``_search_holes`` follows first, without its calls and memo entries: the first
    cell of each level in turn. Most searches end on it; where the search would turn back,
    ``_TURNED_BACK`` (the budget then counts for nothing: the caller runs the whole search).

    Ranking the whole room again for every hole cost most of a players'-choice playout, so the
    room is ranked once (``ranks``, best first) and the ranking kept true: a hole on ``c`` takes
    the cells within 2 of ``c`` out of the room, so only the counts of cells within 4 of ``c``
    drop. Those cells are counted again into a heap (``recounted``, where an entry holds while
    its cell is in the room with that count) and their first ranks are ``stale``."""
    if not need:
        return []
    within2, within4, bits = WITHIN2, WITHIN4, _bits
    ranks = sorted(_ranked(room, within2, room))
    ranks.append(_END)
    recounted: list[int] = []
    stale = i = 0
    picked: list[int] = []
    while True:
        best = ranks[i]
        while stale >> (best & _CELL) & 1:
            i += 1
            best = ranks[i]
        while recounted:
            top = recounted[0]
            x = top & _CELL
            if room >> x & 1 and (within2[x] & room).bit_count() == top >> _SHIFT:
                best = min(best, top)
                break
            heappop(recounted)
        c = best & _CELL
        budget.nodes -= 1
        if budget.nodes < 0:
            return None
        picked.append(c)
        room &= ~within2[c]
        need -= 1
        if room.bit_count() < need:
            return _TURNED_BACK
        if not need:
            return picked
        near = room & within4[c]
        stale |= within2[c] | near
        for x in bits(near):
            heappush(recounted, (within2[x] & room).bit_count() << 7 | x)  # 7: _SHIFT, read faster


#: a cell's rank in a search packs (how much it blocks, its number) into one integer, so that
#: plain integer order is the search's order; the low bits give the cell back
_SHIFT = 7
_CELL = (1 << _SHIFT) - 1
assert N_CELLS <= _CELL and _SHIFT == 7
#: a rank above every cell's, ending the ranks (its cell bits name no cell: never stale)
_END = 1 << 30 | _CELL


def _ranked(cells: int, table: list[int], space: int) -> list[int]:
    """Each cell of ``cells`` ranked by how many cells of ``space`` it blocks (``table``)."""
    return [(table[c] & space).bit_count() << 7 | c for c in _bits(cells)]  # 7: _SHIFT, read faster


def _search_holes(room: int, need: int, budget: _Budget) -> list[int] | None:
    for rank in sorted(_ranked(room, WITHIN2, room)):
        c = rank & _CELL
        budget.nodes -= 1
        if budget.nodes < 0:
            return None
        rest = _more_holes(room & ~WITHIN2[c], need - 1, budget)
        if rest is not None:
            return [c, *rest]
        room &= ~(1 << c)  # sets using c were all tried
        if room.bit_count() < need:
            return None
    return None


class _Galaxies(NamedTuple):
    """Galaxies placed so far, as the search grows them: their cells, and the cells within 1
    and within 2 of them (what they keep black holes and other galaxies off)."""

    cells: int
    near1: int
    near2: int

    @classmethod
    def of(cls, galaxies: list[int]) -> _Galaxies:
        return cls(mask_of(galaxies), _union(WITHIN1, galaxies), _union(WITHIN2, galaxies))

    def plus(self, c: int) -> _Galaxies:
        return _Galaxies(self.cells | 1 << c, self.near1 | WITHIN1[c], self.near2 | WITHIN2[c])


def _galaxy_order(galaxies: _Galaxies) -> list[int]:
    """The cells free for one more galaxy, in the order the search tries them: those that take
    the least room from black holes first, the lower number on a tie.

    A cell's place in it never changes further down the search: a galaxy on ``c`` takes room
    from black holes only within 2 of ``c``, and those cells are no longer free for galaxies.
    So a deeper level only drops the cells its galaxies took from this order."""
    ranked = sorted(_ranked(ALL & ~galaxies.near2, WITHIN1, ALL & ~galaxies.near1))
    return [rank & _CELL for rank in ranked]


def _more_galaxies(
    galaxies: _Galaxies, need: int, budget: _Budget, order: list[int]
) -> tuple[list[int], list[int]] | None:
    """``need`` more galaxies and then all black holes, or None; ``order``: ``_galaxy_order``
    of these galaxies or of fewer of them."""
    key = _memo_key(galaxies.cells, need)
    known, found = _recall(_GALAXIES_MEMO, key, budget)
    if known:
        return found
    start = budget.nodes
    found = _straight_galaxies(galaxies, need, budget, order)
    if found is _TURNED_BACK:
        budget.nodes = start
        found = _search_galaxies(galaxies, need, budget, order)
    return _remember(_GALAXIES_MEMO, key, start, budget, found)


def _straight_galaxies(galaxies: _Galaxies, need: int, budget: _Budget, order: list[int]) -> object:
    """The path ``_search_galaxies`` follows first (as ``_straight_holes``), then the black holes."""
    picked: list[int] = []
    near1, near2 = galaxies.near1, galaxies.near2
    i, end = 0, len(order)
    while need:
        while i < end and near2 >> order[i] & 1:  # a cell passed over stays taken: near2 only grows
            i += 1
        if i == end:
            return _TURNED_BACK if picked else None
        budget.nodes -= 1
        if budget.nodes < 0:
            return None
        c = order[i]
        picked.append(c)
        near1 |= WITHIN1[c]
        near2 |= WITHIN2[c]
        need -= 1
    holes = _more_holes(ALL & ~near1, BLACK_HOLES, budget)
    if holes is None:
        return None if budget.nodes < 0 or not picked else _TURNED_BACK
    return picked, holes


def _search_galaxies(
    galaxies: _Galaxies, need: int, budget: _Budget, order: list[int]
) -> tuple[list[int], list[int]] | None:
    if need == 0:
        holes = _more_holes(ALL & ~galaxies.near1, BLACK_HOLES, budget)
        return None if holes is None else ([], holes)
    room = ALL & ~galaxies.near2
    for c in order:
        if not room >> c & 1:
            continue
        budget.nodes -= 1
        if budget.nodes < 0:
            return None
        found = _more_galaxies(galaxies.plus(c), need - 1, budget, order)
        if found is not None:
            return [c, *found[0]], found[1]
    return None


#: the steps a search for a way to finish the set-up may take before it gives up
BUDGET = 300

_Finish = tuple[list[int], list[int]]


def completion(galaxies: list[int], holes: list[int], budget: int = BUDGET) -> _Finish | None:
    """The tokens still to place (galaxies, black holes) in one legal way to finish the set-up
    from here, or None when the search found none within ``budget`` steps."""
    if len(galaxies) < GALAXIES:
        placed = _Galaxies.of(galaxies)
        return _more_galaxies(placed, GALAXIES - len(galaxies), _Budget(budget), _galaxy_order(placed))
    return _holes_completion(galaxies, holes, budget)


def _holes_completion(galaxies: list[int], holes: list[int], budget: int) -> _Finish | None:
    holes_left = _more_holes(hole_room(galaxies, holes), BLACK_HOLES - len(holes), _Budget(budget))
    return None if holes_left is None else ([], holes_left)


def _fresh_search(galaxies: list[int], holes: list[int]) -> Callable[[int], _Finish | None]:
    """``completion`` once the next token goes on a given cell, for many cells in turn: what
    they share (the galaxies' reach, the order galaxies are tried in) is worked out once."""
    if len(galaxies) < GALAXIES:
        placed = _Galaxies.of(galaxies)
        order = _galaxy_order(placed)
        need = GALAXIES - len(galaxies) - 1
        return lambda cell: _more_galaxies(placed.plus(cell), need, _Budget(BUDGET), order)
    return lambda cell: _holes_completion(galaxies, [*holes, cell], BUDGET)


def _room(galaxies: list[int], holes: list[int]) -> int:
    """Where the next token may go by the spacing rules alone."""
    return galaxy_room(galaxies, holes) if len(galaxies) < GALAXIES else hole_room(galaxies, holes)


def completion_after(galaxies: list[int], holes: list[int], witness: _Finish, cell: int) -> _Finish | None:
    """A way to finish the set-up once the next token goes on ``cell``, or None.

    ``witness`` is a known way to finish from the current tokens; swapping ``cell`` for one of
    its tokens is tried first, and a fresh search only when no swap keeps the spacing.
    """
    if not _room(galaxies, holes) >> cell & 1:
        return None
    return _after(galaxies, witness, cell, _fresh_search(galaxies, holes))


def _after(galaxies: list[int], witness: _Finish, cell: int, fresh: Callable[[int], _Finish | None]) -> _Finish | None:
    """``completion_after`` for a ``cell`` known to be free for the next token."""
    wg, wh = witness
    if len(galaxies) < GALAXIES:
        clash = [g for g in wg if WITHIN2[cell] >> g & 1]  # includes ``cell`` itself if in wg
        if len(clash) <= 1 and not any(WITHIN1[cell] >> h & 1 for h in wh):
            drop = clash[0] if clash else wg[0]
            return [g for g in wg if g != drop], list(wh)
        return fresh(cell)
    clash = [h for h in wh if WITHIN2[cell] >> h & 1]
    if len(clash) <= 1:
        drop = clash[0] if clash else wh[0]
        return [], [h for h in wh if h != drop]
    return fresh(cell)


def choice_cells(galaxies: list[int], holes: list[int], witness: _Finish) -> list[int]:
    """The cells offered for the next token: those after which the set-up can still be finished.

    The witness's own next token always qualifies, so the list is never empty.
    """
    if not galaxies and not holes and witness == LAYOUTS["layout1"]:
        return list(_first_offer())
    return _offer(galaxies, holes, witness)


def _offer(galaxies: list[int], holes: list[int], witness: _Finish) -> list[int]:
    """``choice_cells``, worked out: a cell qualifies at once when the witness's swap works
    (``_after``'s test, on masks), else when a fresh search finds a way to finish."""
    fresh = _fresh_search(galaxies, holes)
    wg, wh = mask_of(witness[0]), mask_of(witness[1])
    if len(galaxies) < GALAXIES:
        return [
            c
            for c in _bits(galaxy_room(galaxies, holes))
            if (not WITHIN1[c] & wh and (WITHIN2[c] & wg).bit_count() <= 1) or fresh(c) is not None
        ]
    return [c for c in _bits(hole_room(galaxies, holes)) if (WITHIN2[c] & wh).bit_count() <= 1 or fresh(c) is not None]


@cache
def _first_offer() -> tuple[int, ...]:
    """What every players'-choice set-up offers first (the same board and witness each game)."""
    return tuple(_offer([], [], LAYOUTS["layout1"]))


# --- a random layout --------------------------------------------------------------------------


def random_layout(state: State) -> tuple[list[int], list[int]]:
    """8 galaxies and 7 black holes at random under the spacing rules, drawn from the state's
    generator; a draw that cannot be finished is thrown away and drawn again."""
    for _ in range(200):
        order = list(range(N_CELLS))
        shuffle(state, order)
        galaxies: list[int] = []
        for c in order:
            if galaxy_room(galaxies, []) >> c & 1:
                galaxies.append(c)
                if len(galaxies) == GALAXIES:
                    break
        if len(galaxies) < GALAXIES:
            continue
        holes = _random_holes(state, hole_room(galaxies, []), BLACK_HOLES, _Budget(2000))
        if holes is not None:
            return galaxies, holes
    # never seen in practice: fall back on a predefined layout rather than fail
    key = sorted(LAYOUTS)[rand_below(state, len(LAYOUTS))]
    return list(LAYOUTS[key][0]), list(LAYOUTS[key][1])


def _random_holes(state: State, room: int, need: int, budget: _Budget) -> list[int] | None:
    if need == 0:
        return []
    cells = _bits(room)
    shuffle(state, cells)
    for c in cells:
        if not room >> c & 1:
            continue
        budget.nodes -= 1
        if budget.nodes < 0 or room.bit_count() < need:
            return None
        rest = _random_holes(state, room & ~WITHIN2[c], need - 1, budget)
        if rest is not None:
            return [c, *rest]
        room &= ~(1 << c)
    return None
