"""Putting out the 8 galaxies and 7 black holes: the predefined layouts, a random layout, and
the spacing rules with a completion search for the players' choice set-up.

Spacing: galaxies pairwise at distance >= 3, black holes pairwise >= 3, and every black hole
at distance >= 2 from every galaxy (never on or next to one).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from games.core import State, rand_below, shuffle
from games.orion.board import ALL, COORDS, DATA, INDEX, N_CELLS, WITHIN1, WITHIN2, cells_of, hex_distance

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


#: what a completion sub-search found, and how many steps of its budget it took:
#: (what, room or galaxies, tokens needed) -> (tokens found or None, steps, finished). A search
#: given at least those steps finds the same in the same steps; one that ran out of its budget
#: is remembered as needing more than it had. So the memo never changes an answer, budget cuts
#: included (the AI's search and random play meet the same set-up positions again and again).
_MEMO: dict[tuple[str, int, int], tuple[object, int, bool]] = {}
_MEMO_LIMIT = 100_000


def _remembered(key: tuple[str, int, int], budget: _Budget, search: Callable[[_Budget], object]) -> object:
    """``search(budget)``, through ``_MEMO``; a search that runs out leaves the budget negative."""
    known = _MEMO.get(key)
    if known is not None:
        found, steps, finished = known
        if finished and steps <= budget.nodes:
            budget.nodes -= steps
            return found
        if not finished and budget.nodes <= steps:
            budget.nodes = -1  # it ran out with this many steps, so it runs out with fewer
            return None
    start = budget.nodes
    found = search(budget)
    finished = budget.nodes >= 0
    if len(_MEMO) >= _MEMO_LIMIT:
        _MEMO.clear()
    _MEMO[key] = (found, start - budget.nodes, True) if finished else (None, start, False)
    return found


def _more_holes(room: int, need: int, budget: _Budget) -> list[int] | None:
    """``need`` black holes pairwise >= 3 apart inside ``room``, or None (depth-first search,
    trying first the cells that block the fewest others)."""
    if need == 0:
        return []
    if room.bit_count() < need:
        return None
    return _remembered(("holes", room, need), budget, lambda b: _search_holes(room, need, b))


def _search_holes(room: int, need: int, budget: _Budget) -> list[int] | None:
    cells = sorted(_bits(room), key=lambda c: ((WITHIN2[c] & room).bit_count(), c))
    for c in cells:
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


def _more_galaxies(galaxies: list[int], need: int, budget: _Budget) -> tuple[list[int], list[int]] | None:
    """``need`` more galaxies and then all black holes, or None."""
    key = ("galaxies", sum(1 << g for g in galaxies), need)
    return _remembered(key, budget, lambda b: _search_galaxies(galaxies, need, b))


def _search_galaxies(galaxies: list[int], need: int, budget: _Budget) -> tuple[list[int], list[int]] | None:
    if need == 0:
        holes = _more_holes(hole_room(galaxies, []), BLACK_HOLES, budget)
        return None if holes is None else ([], holes)
    room = galaxy_room(galaxies, [])
    hole_space = hole_room(galaxies, [])
    # galaxies that take the least room from black holes first
    cells = sorted(_bits(room), key=lambda c: ((WITHIN1[c] & hole_space).bit_count(), c))
    for c in cells:
        budget.nodes -= 1
        if budget.nodes < 0:
            return None
        found = _more_galaxies([*galaxies, c], need - 1, budget)
        if found is not None:
            return [c, *found[0]], found[1]
    return None


def completion(galaxies: list[int], holes: list[int], budget: int = 300) -> tuple[list[int], list[int]] | None:
    """The tokens still to place (galaxies, black holes) in one legal way to finish the set-up
    from here, or None when the search found none within ``budget`` steps."""
    b = _Budget(budget)
    if len(galaxies) < GALAXIES:
        return _more_galaxies(galaxies, GALAXIES - len(galaxies), b)
    holes_left = _more_holes(hole_room(galaxies, holes), BLACK_HOLES - len(holes), b)
    return None if holes_left is None else ([], holes_left)


def completion_after(
    galaxies: list[int], holes: list[int], witness: tuple[list[int], list[int]], cell: int
) -> tuple[list[int], list[int]] | None:
    """A way to finish the set-up once the next token goes on ``cell``, or None.

    ``witness`` is a known way to finish from the current tokens; swapping ``cell`` for one of
    its tokens is tried first, and a fresh search only when no swap keeps the spacing.
    """
    wg, wh = witness
    if len(galaxies) < GALAXIES:
        if not galaxy_room(galaxies, holes) >> cell & 1:
            return None
        clash = [g for g in wg if WITHIN2[cell] >> g & 1]  # includes ``cell`` itself if in wg
        if len(clash) <= 1 and not any(WITHIN1[cell] >> h & 1 for h in wh):
            drop = clash[0] if clash else wg[0]
            return [g for g in wg if g != drop], list(wh)
        return completion([*galaxies, cell], holes)
    if not hole_room(galaxies, holes) >> cell & 1:
        return None
    clash = [h for h in wh if WITHIN2[cell] >> h & 1]
    if len(clash) <= 1:
        drop = clash[0] if clash else wh[0]
        return [], [h for h in wh if h != drop]
    return completion(galaxies, [*holes, cell])


def choice_cells(galaxies: list[int], holes: list[int], witness: tuple[list[int], list[int]]) -> list[int]:
    """The cells offered for the next token: those after which the set-up can still be finished.

    The witness's own next token always qualifies, so the list is never empty.
    """
    room = galaxy_room(galaxies, holes) if len(galaxies) < GALAXIES else hole_room(galaxies, holes)
    return [c for c in _bits(room) if completion_after(galaxies, holes, witness, c) is not None]


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
