"""ORION Duel: score positions by the three winning conditions and how near each seat is.

Per seat: conditions met (they decide the game), the most galaxies in one group of its
colour (towards 4), the most black holes in one group of the opponent's colour (towards 3),
and the shortest way, over empty cells, to link two opposite constellations with its colour
(a Hex-like distance: own cells cost nothing, empty cells one, the opponent's are walls).
The difference of the two figures becomes a chance of winning. During a players'-choice
set-up there is nothing to judge yet, and rollouts play on.
"""

from __future__ import annotations

from collections import deque

from games.ai.policies._util import logistic
from games.core import Engine, State

BUDGETS = {
    "easy": {"iterations": 40, "rollout_depth": 6},
    # normal and hard: the iterations that take the time they took before the playouts were made
    # faster (measured on the same positions, old and new code in one sitting)
    "normal": {"iterations": 360, "rollout_depth": 9},
    "hard": {"iterations": 1150, "rollout_depth": 12},
    # the arena's yardstick: the normal budget before (``games.ai.levels.ARENA_LEVELS``)
    "normal-before": {"iterations": 250, "rollout_depth": 9},
}

SHARPNESS = 1.6
#: the link distance beyond which a seat is taken to be nowhere near linking
FAR = 9


def _link_distance(colour: str, seat: int, neighbours, zones) -> int:
    """Fewest empty cells to fill so that ``seat``'s colour joins some opposite pair."""
    own, opp = str(seat), str(1 - seat)
    best = FAR
    for a, b in zones:
        dist = [FAR + 1] * len(colour)
        queue: deque[int] = deque()
        for c in a:
            if colour[c] != opp:
                dist[c] = 0 if colour[c] == own else 1
                if dist[c] == 0:
                    queue.appendleft(c)
                else:
                    queue.append(c)
        while queue:
            c = queue.popleft()
            d = dist[c]
            if d >= best:
                break
            for n in neighbours[c]:
                ch = colour[n]
                if ch == opp:
                    continue
                nd = d + (ch != own)
                if nd < dist[n]:
                    dist[n] = nd
                    if ch == own:
                        queue.appendleft(n)
                    else:
                        queue.append(n)
        best = min(best, *(dist[c] for c in b))
    return best


_ZONES: list[tuple[list[int], list[int]]] = []


def _zones():
    if not _ZONES:
        from games.orion.board import PAIR_ZONES, ZONE_MASK, cells_of

        _ZONES.extend((cells_of(ZONE_MASK[a]), cells_of(ZONE_MASK[b])) for _, a, b in PAIR_ZONES)
    return _ZONES


def strength(state: State, seat: int, standing) -> float:
    from games.orion.board import NEIGHBOURS

    link = 1.0 if standing.linked else 1.0 - _link_distance(state["colour"], seat, NEIGHBOURS, _zones()) / FAR
    return (
        2.0 * standing.conditions
        + 0.6 * min(standing.galaxies, 4) / 4
        + 0.6 * min(standing.black_holes, 3) / 3
        + 0.8 * max(0.0, link)
    )


def evaluate_all(engine: Engine, state: State) -> list[float] | None:
    from games.orion.engine import phase
    from games.orion.rules import standings

    if phase(state) != "play":
        return None

    s0, s1 = standings(state)
    p0 = logistic(SHARPNESS * (strength(state, 0, s0) - strength(state, 1, s1)))
    return [p0, 1.0 - p0]
