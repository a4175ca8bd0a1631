"""Writes data/board.json, our stand-in board (run by hand: ``python -m games.planetarium.make_board``).

The printed board's graph is not available to us, so this builds a board of the same shape:
six closed orbits (I-VI) around the star, orbit VII as four separate arms in the corners,
thin connecting lines that always lead clockwise, four planet start spaces and 68 Matter dots.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

RING_SIZES = {1: 8, 2: 10, 3: 13, 4: 16, 5: 19, 6: 22}
ARMS = {"ne": 45.0, "se": 135.0, "sw": 225.0, "nw": 315.0}  # centre angle of each orbit-VII arm
ARM_SPACES = 6
ARM_SPAN = 50.0  # degrees covered by one arm
LINKS_PER_PAIR = 6  # thin lines between two neighbouring rings, alternately outward and inward
PLANET_STARTS = {"A": "7nw-0", "B": "7ne-0", "C": "7se-0", "D": "7sw-0"}  # the first space of each arm


def ring_angle(orbit: int, j: int) -> float:
    return 360.0 * j / RING_SIZES[orbit]


def first_ahead(orbit: int, angle: float) -> str:
    """The first space of ring ``orbit`` strictly clockwise of ``angle`` (at least 4 degrees on)."""
    n = RING_SIZES[orbit]
    best = min(range(n), key=lambda j: (ring_angle(orbit, j) - angle - 4.0) % 360.0)
    return f"{orbit}-{best}"


def build() -> dict:
    spaces = []
    for orbit, n in RING_SIZES.items():
        for j in range(n):
            spaces.append({"id": f"{orbit}-{j}", "orbit": orbit, "angle": round(ring_angle(orbit, j), 2)})
    for arm, centre in ARMS.items():
        for j in range(ARM_SPACES):
            angle = centre - ARM_SPAN / 2 + ARM_SPAN * j / (ARM_SPACES - 1)
            spaces.append({"id": f"7{arm}-{j}", "orbit": 7, "arm": arm, "angle": round(angle, 2)})
    links = []
    for orbit in range(1, 6):
        inner_n = RING_SIZES[orbit]
        for k in range(LINKS_PER_PAIR):
            if k % 2 == 0:  # outward: from the inner ring to the next ring
                j = round(k * inner_n / LINKS_PER_PAIR + orbit) % inner_n
                src = f"{orbit}-{j}"
                links.append([src, first_ahead(orbit + 1, ring_angle(orbit, j))])
            else:  # inward
                outer_n = RING_SIZES[orbit + 1]
                j = round(k * outer_n / LINKS_PER_PAIR + orbit) % outer_n
                links.append([f"{orbit + 1}-{j}", first_ahead(orbit, ring_angle(orbit + 1, j))])
    for arm, centre in ARMS.items():
        start = centre - ARM_SPAN / 2
        # the ring-VI space just before the arm leads out onto it; the arm's end leads back in
        n6 = RING_SIZES[6]
        before = max(range(n6), key=lambda j: (ring_angle(6, j) - start) % 360.0)
        links.append([f"6-{before}", f"7{arm}-0"])
        links.append([f"7{arm}-{ARM_SPACES - 1}", first_ahead(6, centre + ARM_SPAN / 2)])
    starts = dict(PLANET_STARTS)
    rng = random.Random(2026)
    free = [s["id"] for s in spaces if s["id"] not in starts.values()]
    # spread the 68 dots: every arm space and the outer rings fuller than the inner ones
    weights = {s["id"]: (0.5 if s["orbit"] <= 2 else 1.0) for s in spaces}
    dots: list[str] = []
    pool = list(free)
    while len(dots) < 68:
        pick = rng.choices(pool, weights=[weights[s] for s in pool])[0]
        pool.remove(pick)
        dots.append(pick)
    order = {s["id"]: i for i, s in enumerate(spaces)}
    dots.sort(key=order.__getitem__)
    return {"spaces": spaces, "links": links, "planet_starts": starts, "matter_dots": dots}


def main() -> None:
    path = Path(__file__).parent / "data" / "board.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    board = build()
    data = {
        "stand_in": old.get("stand_in", ""),
        "orbit_lines": old.get("orbit_lines", ""),
        **board,
        "gaseous": ["C", "D"],
        "terrestrial": ["A", "B"],
        "matter_tokens": {"G": 22, "R": 22, "W": 16, "M": 8},
        "track": old.get("track", {"length": 30, "acceleration": 22, "measured": ""}),
    }
    path.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
