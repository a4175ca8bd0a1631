"""The players'-choice set-up's search, checked against a plain depth-first search written
from its description: the same cells tried in the same order, the same budget, so the same
answers (budget cuts included) and the same cells offered."""

from __future__ import annotations

import random

from games import registry
from games.orion import setup
from games.orion.board import ALL, N_CELLS, WITHIN1, WITHIN2, cells_of, mask_of
from games.playout import choose_random

ENGINE = registry.get("orion")


class _Out(Exception):
    """The plain search ran out of its budget."""


def _plain_holes(room: int, need: int, budget: list[int]) -> list[int] | None:
    if need == 0:
        return []
    if room.bit_count() < need:
        return None
    for c in sorted(cells_of(room), key=lambda c: ((WITHIN2[c] & room).bit_count(), c)):
        budget[0] -= 1
        if budget[0] < 0:
            raise _Out
        rest = _plain_holes(room & ~WITHIN2[c], need - 1, budget)
        if rest is not None:
            return [c, *rest]
        room &= ~(1 << c)
        if room.bit_count() < need:
            return None
    return None


def _plain_galaxies(galaxies: list[int], need: int, budget: list[int]):
    near1 = near2 = 0
    for g in galaxies:
        near1 |= WITHIN1[g]
        near2 |= WITHIN2[g]
    if need == 0:
        holes = _plain_holes(ALL & ~near1, setup.BLACK_HOLES, budget)
        return None if holes is None else ([], holes)
    space = ALL & ~near1
    for c in sorted(cells_of(ALL & ~near2), key=lambda c: ((WITHIN1[c] & space).bit_count(), c)):
        budget[0] -= 1
        if budget[0] < 0:
            raise _Out
        found = _plain_galaxies([*galaxies, c], need - 1, budget)
        if found is not None:
            return [c, *found[0]], found[1]
    return None


def plain_completion(galaxies: list[int], holes: list[int], budget: int):
    left = [budget]
    try:
        if len(galaxies) < setup.GALAXIES:
            return _plain_galaxies(galaxies, setup.GALAXIES - len(galaxies), left)
        found = _plain_holes(setup.hole_room(galaxies, holes), setup.BLACK_HOLES - len(holes), left)
        return None if found is None else ([], found)
    except _Out:
        return None


def _set_ups(seeds: range):
    """(galaxies, holes, witness) before each token of random players'-choice set-ups."""
    for seed in seeds:
        rng = random.Random(seed)
        state = ENGINE.new(2, {"setup": "choice"}, seed)
        while "offer" in state:
            yield list(state["galaxies"]), list(state["holes"]), tuple(state["witness"]), state["offer"]
            state = ENGINE.apply(state, *choose_random(ENGINE, state, rng))


def test_completion_finds_what_the_plain_search_finds_whatever_the_budget():
    setup._HOLES_MEMO.clear()
    setup._GALAXIES_MEMO.clear()
    rng = random.Random(7)
    checked = cut = 0
    for galaxies, holes, _, _ in _set_ups(range(12)):
        for budget in (1, 4, 9, 15, 40, 300):
            expected = plain_completion(galaxies, holes, budget)
            assert setup.completion(galaxies, holes, budget) == expected, (galaxies, holes, budget)
            checked += 1
            cut += expected is None
    for _ in range(150):  # galaxies at random: crowded boards, where the searches turn back
        galaxies: list[int] = []
        for c in rng.sample(range(N_CELLS), N_CELLS):
            if setup.galaxy_room(galaxies, []) >> c & 1:
                galaxies.append(c)
            if len(galaxies) == rng.randint(3, 8):
                break
        for budget in (6, 25, 300):
            expected = plain_completion(galaxies, [], budget)
            assert setup.completion(galaxies, [], budget) == expected, (galaxies, budget)
            cut += expected is None
    assert checked > 500 and cut > 50  # budgets that cut the search were met


def _swap_works(galaxies: list[int], witness, c: int) -> bool:
    """The witness's own way to finish still works with one of its tokens moved to ``c``."""
    wg, wh = witness
    if len(galaxies) < setup.GALAXIES:
        near = [g for g in wg if WITHIN2[c] >> g & 1]
        return len(near) <= 1 and not any(WITHIN1[c] >> h & 1 for h in wh)
    return len([h for h in wh if WITHIN2[c] >> h & 1]) <= 1


def test_the_cells_offered_are_those_after_which_the_plain_search_finishes():
    offers = 0
    for galaxies, holes, witness, offer in _set_ups(range(100, 106)):
        expected = []
        for c in cells_of(setup._room(galaxies, holes)):
            if len(galaxies) < setup.GALAXIES:
                plain = plain_completion([*galaxies, c], holes, setup.BUDGET)
            else:
                plain = plain_completion(galaxies, [*holes, c], setup.BUDGET)
            if _swap_works(galaxies, witness, c) or plain is not None:
                expected.append(c)
        assert offer == expected
        assert setup.choice_cells(galaxies, holes, witness) == expected
        offers += 1
    assert offers == 6 * 15


def _plain_straight(room: int, need: int, budget: int) -> object:
    """The first path of the plain search: the best-ranked cell of the room, level after level,
    the whole room ranked afresh each time."""
    picked = []
    while need:
        c = min(cells_of(room), key=lambda c: ((WITHIN2[c] & room).bit_count(), c))
        budget -= 1
        if budget < 0:
            return None
        picked.append(c)
        room &= ~WITHIN2[c]
        need -= 1
        if room.bit_count() < need:
            return setup._TURNED_BACK
    return picked


def _random_rooms(rng: random.Random, count: int):
    """Non-empty black-hole rooms as the set-up meets them (the room some galaxies and holes
    leave), and thinner ones, where the ranks of most cells change after each hole."""
    for _ in range(count):
        cells = rng.sample(range(N_CELLS), rng.randint(1, 10))
        galaxies = cells[: rng.randint(0, len(cells))]
        holes = cells[len(galaxies) :]
        room = setup.hole_room(galaxies, holes)
        if rng.random() < 0.3:
            room &= mask_of(rng.sample(range(N_CELLS), 40))
        if room:
            yield room


def test_the_kept_ranking_picks_the_cells_a_fresh_ranking_picks():
    rng = random.Random(36)
    turned_back = 0
    for room in _random_rooms(rng, 3000):
        need = rng.randint(1, min(9, room.bit_count()))  # callers ask for no more than the room holds
        budget = rng.choice((3, 300))
        expected = _plain_straight(room, need, budget)
        assert setup._straight_holes(room, need, setup._Budget(budget)) == expected, (room, need, budget)
        turned_back += expected is setup._TURNED_BACK
    assert turned_back > 100  # rooms too small for the holes asked for were met
