"""ORION Duel random playouts checked against a separate, naive implementation of the rules.

The naive side below rebuilds the board from the raw data file with cube coordinates, turns
and flips every tile by brute force, and judges legality and the conditions with plain sets.
It never uses the engine's board, tile or rules modules, only the raw state strings (indexed
column by column, top to bottom, as the engine documents) and the engine's options.

ORION_PLAYOUT_GAMES=n runs more games (the report used a few thousand).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from games.i18n import localize, msg
from games.orion import GAME
from games.orion.engine import phase, selection
from games.playout import choose_random

DATA = Path(__file__).parent.parent / "games" / "orion" / "data"
SETUPS = ["random", "layout1", "layout2", "layout3", "choice"]
GAMES = int(os.environ.get("ORION_PLAYOUT_GAMES", "200"))
#: compare every n-th tile choice of a game in full (ORION_CHECK_EVERY=1 checks them all)
EVERY = int(os.environ.get("ORION_CHECK_EVERY", "4"))

# --- the naive model ---------------------------------------------------------------------------

_board = json.loads((DATA / "board.json").read_text())
_tiles = json.loads((DATA / "tiles.json").read_text())


def _cube(q: int, r: int) -> tuple[int, int, int]:
    return (q, r, -q - r)


CUBE_STEPS = [(1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1)]
CELLS = sorted(
    (q, r)
    for q in range(-5, 6)
    for r in range(-5, 6)
    if max(abs(q), abs(r), abs(q + r)) <= 5 and [q, r] not in _board["removed_corners"]
)
POS = {c: i for i, c in enumerate(CELLS)}
NAME = {c: f"{'ABCDEFGHIJK'[c[0] + 5]}{sorted(r for q, r in CELLS if q == c[0]).index(c[1]) + 1}" for c in CELLS}


def near(c: tuple[int, int]) -> list[tuple[int, int]]:
    x, y, _ = _cube(*c)
    return [(x + a, y + b) for a, b, _ in CUBE_STEPS if (x + a, y + b) in POS]


def _transforms(shape: list[tuple[int, int, int, str]]):
    """All 12 turns and flips of a shape given in cube coordinates."""
    out = []
    for flip in (False, True):
        cur = [((z, y, x) if flip else (x, y, z), s) for x, y, z, s in shape]
        for _ in range(6):
            out.append(cur)
            cur = [((-z, -x, -y), s) for (x, y, z), s in cur]
    return out


def _all_placements() -> dict[str, set[frozenset]]:
    """For each tile kind: every way to lay it on the board, as sets of (cell, 'own'/'opp')."""
    table = {}
    for kind in _tiles["kinds"]:
        shape = [(*_cube(q, r), s) for q, r, s in kind["hexes"]]
        found = set()
        for t in _transforms(shape):
            for bq, br in CELLS:
                spots = [((bq + x, br + y), s) for (x, y, _), s in t]
                if all(c in POS for c, _ in spots):
                    found.add(frozenset(spots))
        table[kind["id"]] = found
    return table


PLACEMENTS = _all_placements()


#: the same placements with cells as positions in the state strings, for speed
FLAT = {
    k: [(frozenset(POS[c] for c, _ in spots), tuple((POS[c], s) for c, s in spots)) for spots in v]
    for k, v in PLACEMENTS.items()
}
NEAR = [[POS[n] for n in near(c)] for c in CELLS]


def naive_legal(colour: str, tokens: str, seat: int, kind: str, first: bool = False) -> set[frozenset]:
    """Placements of ``kind`` open to ``seat``, as sets of (cell name, owner seat); with
    ``first``, stop at the first one found."""
    taken = {i for i, c in enumerate(colour) if c != "."}
    legal = set()
    for tile, spots in FLAT[kind]:
        if not taken.isdisjoint(tile):
            continue
        owned = [(i, seat if s == "own" else 1 - seat) for i, s in spots]
        ok = True
        for who in (0, 1):
            mine = [i for i, o in owned if o == who]
            if any(tokens[i] != "." for i in mine) and not any(
                colour[n] == str(who) for i in mine for n in NEAR[i] if n not in tile
            ):
                ok = False
        if ok:
            legal.add(frozenset((NAME[CELLS[i]], o) for i, o in owned))
            if first:
                break
    return legal


def _group(colour: str, who: int, start) -> set:
    seen, todo = {start}, [start]
    while todo:
        for n in near(todo.pop()):
            if n not in seen and colour[POS[n]] == str(who):
                seen.add(n)
                todo.append(n)
    return seen


def naive_conditions(colour: str, tokens: str) -> list[int]:
    zones = {z["id"]: {tuple(c) for c in z["cells"]} for z in _board["zones"]}
    groups: list[list[set]] = [[], []]
    for who in (0, 1):
        left = {c for c in CELLS if colour[POS[c]] == str(who)}
        while left:
            g = _group(colour, who, next(iter(left)))
            groups[who].append(g)
            left -= g
    counts = []
    for who in (0, 1):
        link = any(g & zones[p["zones"][0]] and g & zones[p["zones"][1]] for p in _board["pairs"] for g in groups[who])
        gal = any(sum(tokens[POS[c]] == "G" for c in g) >= 4 for g in groups[who])
        holes = any(sum(tokens[POS[c]] == "H" for c in g) >= 3 for g in groups[1 - who])
        counts.append(link + gal + holes)
    return counts


def naive_score(colour: str, tokens: str, who: int) -> int:
    return sum((tokens[i] == "G") - (tokens[i] == "H") for i in range(len(CELLS)) if colour[i] == str(who))


# --- reading the engine's options -----------------------------------------------------------


def engine_legal(state: dict) -> dict[str, set[frozenset]]:
    """Walk the engine's decision tree (tile, orientation, cell) and collect what it offers,
    reading each cell option's footprint from its label ("F5: blue F5, F4 · orange G4")."""
    colour_names = [localize(msg("orion-colour-blue")), localize(msg("orion-colour-orange"))]

    out = {}
    seat = state["turn"]
    (d,) = GAME.pending(state)
    for kind in [o.id for o in d.options]:
        probe = dict(state, steps=[{"kind": "orientation", "seat": seat, "tile": kind}])
        oris = [o.id for o in GAME.pending(probe)[0].options if o.id != "back"]
        if kind == "single":
            oris = ["one"]
        found = set()
        for ori in oris:
            probe["steps"] = [{"kind": "cell", "seat": seat, "tile": kind, "ori": ori}]
            cells = [o for o in GAME.pending(probe)[0].options if o.id != "back"]
            assert cells, f"orientation {kind}/{ori} offered without a cell"
            for o in cells:
                head, body = localize(o.label).split(": ", 1)
                assert head == o.id
                spots = set()
                for part in body.split(" · "):
                    colour_name, names = part.split(" ", 1)
                    who = colour_names.index(colour_name)
                    spots |= {(n, who) for n in names.split(", ")}
                assert o.id in {n for n, w in spots if w == seat}
                found.add(frozenset(spots))
        out[kind] = found
    return out


def test_naive_board_matches_the_engine_names_and_every_placement():
    from games.orion.board import NAMES
    from games.orion.tiles import PLACEMENTS as ENGINE

    assert [NAME[c] for c in CELLS] == NAMES
    for kind, naive in PLACEMENTS.items():
        mine = {
            frozenset((CELLS[c], s) for c, s in zip(p.cells, p.sides, strict=True))
            for (k, _), ps in ENGINE.items()
            if k == kind
            for p in ps
        }
        assert mine == naive, kind


def check_position(state: dict) -> None:
    """At a tile choice: the engine offers exactly the naive legal placements."""
    seat = state["turn"]
    colour, tokens = state["colour"], state["tokens"]
    naive = {k: naive_legal(colour, tokens, seat, k) for k, n in state["left"][seat].items() if n > 0}
    naive = {k: v for k, v in naive.items() if v}
    assert engine_legal(state) == naive


def play_checked(seed: int, setup: str) -> tuple[dict, int]:
    rng = random.Random(seed)
    state = GAME.new(2, {"setup": setup, "leader": rng.choice(["seat1", "seat2"])}, seed=seed)
    decisions = 0
    while GAME.outcome(state) is None:
        if (
            phase(state) == "play"
            and selection(state)["kind"] is None
            and (len(state["placements"]) + seed) % EVERY == 0
        ):
            check_position(state)
        seat, option = choose_random(GAME, state, rng)
        label = next(o.label for d in GAME.pending(state) for o in d.options if o.id == option)
        before = state
        state = GAME.apply(state, seat, option)
        decisions += 1
        assert decisions < GAME.max_decisions
        if len(state["placements"]) == len(before["placements"]):
            continue
        # a tile went down: exactly the cells and colours its label promised
        changed = {
            (NAME[CELLS[i]], int(state["colour"][i]))
            for i in range(len(CELLS))
            if before["colour"][i] != state["colour"][i]
        }
        assert all(
            before["colour"][POS[CELLS[i]]] == "."
            for i in range(len(CELLS))
            if before["colour"][i] != state["colour"][i]
        )
        promised = set()
        for part in localize(label).split(": ", 1)[1].split(" · "):
            colour_name, names = part.split(" ", 1)
            promised |= {(n, ["blue", "orange"].index(colour_name)) for n in names.split(", ")}
        assert changed == promised
        # the end, judged naively
        colour, tokens = state["colour"], state["tokens"]
        counts = naive_conditions(colour, tokens)
        out = GAME.outcome(state)
        if counts[0] != counts[1]:
            assert out is not None and out.winners == (counts.index(max(counts)),)
        elif not any(n for left in state["left"] for n in left.values()):
            score = [naive_score(colour, tokens, w) for w in (0, 1)]
            assert out is not None
            assert out.winners == (() if score[0] == score[1] else (score.index(max(score)),))
        else:
            nxt = 1 - seat
            can = any(naive_legal(colour, tokens, nxt, k, first=True) for k, n in state["left"][nxt].items() if n > 0)
            if can:
                assert out is None and state["turn"] == nxt
            else:
                assert out is not None and out.winners == (seat,) and out.reason.key == "orion-end-stuck"
    GAME.check_invariants(state)
    return state, decisions


@pytest.mark.parametrize("setup", SETUPS)
def test_random_playouts_match_the_naive_rules(setup):
    for seed in range(GAMES // len(SETUPS)):
        play_checked(1000 * SETUPS.index(setup) + seed, setup)
