"""Design the stand-in board pattern: which edges each dimension covers on each position.

Run ``python -m games.hope.tools.make_board`` to print a pattern (JSON) whose same-colour
spaces join into long lanes; the result is pasted into data/board.json. A hill climb from a
fixed seed, so the output is reproducible.
"""

from __future__ import annotations

import itertools
import json
import random

from games.hope.geometry import POS, Layout, build_graph, region_edges

PERMS = list(itertools.permutations(range(3)))


def layout_of(genes: list[tuple[int, int]]) -> Layout:
    edges = []
    for split, perm in genes:
        per_colour = [None, None, None]
        for slot, colour in enumerate(PERMS[perm]):
            per_colour[colour] = region_edges(split, slot)
        edges.append(tuple(per_colour))
    return Layout(tuple(edges))


def lanes(genes: list[tuple[int, int]]) -> list[tuple[int, bool]]:
    """(length, is_cycle) of every lane."""
    g = build_graph(layout_of(genes))
    seen: set[int] = set()
    out = []
    for s in range(len(POS) * 3):
        if s in seen:
            continue
        stack, comp = [s], []
        seen.add(s)
        while stack:
            a = stack.pop()
            comp.append(a)
            for b in g.border_links[a]:
                if b not in seen:
                    seen.add(b)
                    stack.append(b)
        cycle = all(len(g.border_links[a]) == 2 for a in comp)
        out.append((len(comp), cycle))
    return out


def score(genes: list[tuple[int, int]]) -> float:
    total = 0.0
    for length, cycle in lanes(genes):
        if cycle:
            total -= 4 * length
        else:
            total += min(length, 7) ** 1.6 - 2 * max(0, length - 7)
    return total


def main(seed: int = 7, steps: int = 6000) -> None:
    rng = random.Random(seed)
    genes = [(rng.randrange(2), rng.randrange(6)) for _ in POS]
    best = score(genes)
    for _ in range(steps):
        i = rng.randrange(len(POS))
        old = genes[i]
        genes[i] = (rng.randrange(2), rng.randrange(6))
        new = score(genes)
        if new >= best:
            best = new
        else:
            genes[i] = old
    lay = layout_of(genes)
    print(json.dumps([[list(e) for e in per] for per in lay.edges]))
    print(sorted(lanes(genes)), best)


if __name__ == "__main__":
    main()
