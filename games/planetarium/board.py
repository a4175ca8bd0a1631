"""Token movement on the board: where a Matter token or a Planet may go from where it stands.

Only the state's ``matter`` ({space: kind}) and ``planets`` ({planet: space}) are read.
"""

from __future__ import annotations

from games.core import State
from games.planetarium.components import ACCELERATION, ORBIT_SPACES, SPACES, TRACK_LENGTH


def planet_at(state: State, space: str) -> str | None:
    for planet, where in state["planets"].items():
        if where == space:
            return planet
    return None


def accelerated(state: State) -> bool:
    """True once a token lies on the ►► space of the Evolution Track."""
    return len(state["track"]) > ACCELERATION


def final_space_reached(state: State) -> bool:
    return len(state["track"]) >= TRACK_LENGTH


def matter_destinations(state: State, space: str) -> list[str]:
    """Where the Matter token on ``space`` may go: one space clockwise (two once accelerated),
    never onto or through other Matter; reaching a Planet ends the move (the token is collected).
    """
    matter, planets = state["matter"], set(state["planets"].values())
    out: list[str] = []
    for first in SPACES[space].successors:
        if first in matter:
            continue
        if first not in out:
            out.append(first)
        if first in planets or not accelerated(state):
            continue
        for second in SPACES[first].successors:
            if second not in matter and second != space and second not in out:
                out.append(second)
    return out


def planet_destinations(state: State, planet: str) -> list[str]:
    """Where ``planet`` may go: one space along any line, or a sweep along its thick orbit line
    as far as wanted until it meets Matter (passing Planets but not stopping on one)."""
    matter = state["matter"]
    start = state["planets"][planet]
    others = {w for p, w in state["planets"].items() if p != planet}
    out = [t for t in SPACES[start].successors if t not in others]
    here = SPACES[start].orbit_next
    while here is not None and here != start:
        if here not in others and here not in out:
            out.append(here)
        if here in matter:
            break
        here = SPACES[here].orbit_next
    return out


def planet_can_move(state: State, planet: str) -> bool:
    """Whether ``planet_destinations`` is not empty, without listing them (asked for every planet
    at the start of every turn): a planet can go wherever another planet is not, and a sweep
    stops at Matter only after taking that space."""
    start = state["planets"][planet]
    others = set(state["planets"].values())  # planets stand apart: only this one is on start
    others.discard(start)
    space = SPACES[start]
    for t in space.successors:
        if t not in others:
            return True
    here = space.orbit_next
    while here is not None and here != start:
        if here not in others:
            return True
        here = SPACES[here].orbit_next
    return False


#: each space's successors, by space id (a plain dict read in the hottest loops of a playout)
_SUCCESSORS: dict[str, tuple[str, ...]] = {sid: sp.successors for sid, sp in SPACES.items()}
_ORBIT_OF: dict[str, int] = {sid: sp.orbit for sid, sp in SPACES.items()}


def _can_move(matter: dict[str, str], space: str) -> bool:
    # one free step is enough: a second step is only ever an extra choice
    return any(t not in matter for t in _SUCCESSORS[space])


def movable_orbits(state: State) -> list[int]:
    """The orbits holding at least one Matter token that can move, in order."""
    matter = state["matter"]
    found = set()
    for space in matter:
        orbit = _ORBIT_OF[space]
        if orbit in found:
            continue
        for t in _SUCCESSORS[space]:  # ``_can_move``, inline: this runs at every turn's start
            if t not in matter:
                found.add(orbit)
                break
    return sorted(found)


def movable_matter(state: State, orbit: int) -> list[str]:
    """The spaces of ``orbit`` holding a Matter token that has somewhere to go, in board order."""
    matter = state["matter"]
    return [s for s in ORBIT_SPACES[orbit] if s in matter and _can_move(matter, s)]
