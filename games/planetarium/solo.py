"""The solo variant's virtual player: two dice move the planets after each of the player's turns.

Matter its planets hit goes face down (a lower-case letter) onto the Evolution Track and lowers
the target score by 2 each.
"""

from __future__ import annotations

from games.core import State, rand_below
from games.i18n import msg
from games.planetarium.board import planet_at
from games.planetarium.components import PLANETS, ROMAN, SPACES, kind_name, space_label
from games.planetarium.logbook import say

TARGET_DROP = 2


def roll_and_move(state: State) -> None:
    """Roll two dice and move every planet on that orbit or lower, in order A-D."""
    a, b = rand_below(state, 6) + 1, rand_below(state, 6) + 1
    total = a + b
    if total >= 8:
        say(state, msg("planetarium-log-dice-still", first=a, second=b, total=total))
        return
    say(state, msg("planetarium-log-dice-move", first=a, second=b, total=total, orbit=ROMAN[total]))
    for planet in PLANETS:
        if SPACES[state["planets"][planet]].orbit <= total:
            _move_planet(state, planet)


def _orbit_spaces_ahead(start: str) -> list[str]:
    """The spaces ahead of ``start`` along its thick orbit line (all of a ring, the rest of an arm)."""
    out, here = [], SPACES[start].orbit_next
    while here is not None and here != start:
        out.append(here)
        here = SPACES[here].orbit_next
    return out


def _sweep(state: State, planet: str) -> bool:
    """Sweep ``planet`` to the first Matter ahead on its orbit line; False if there is none."""
    for here in _orbit_spaces_ahead(state["planets"][planet]):
        if here in state["matter"] and planet_at(state, here) is None:
            _arrive(state, planet, here)
            return True
    return False


def _arrive(state: State, planet: str, space: str) -> None:
    state["planets"][planet] = space
    kind = state["matter"].pop(space, None)
    if kind is not None:
        state["track"].append(kind.lower())
        state["target"] -= TARGET_DROP
        where = {"planet": planet, "space": space_label(space)}
        say(state, msg("planetarium-log-dice-hit", kind=kind_name(kind), target=state["target"], **where))
    else:
        say(state, msg("planetarium-log-dice-planet", planet=planet, space=space_label(space)))


def _matter_on_orbit(state: State, orbit: int) -> int:
    return sum(1 for s in state["matter"] if SPACES[s].orbit == orbit)


def _move_planet(state: State, planet: str) -> None:
    if SPACES[state["planets"][planet]].arm is not None:
        _move_on_arm(state, planet)
        return
    if _sweep(state, planet):
        return
    # no Matter on its ring: go along the ring to the first thin line toward the neighbouring
    # orbit holding the most Matter (ties: the one nearer the star) and take it
    start = state["planets"][planet]
    path = [start, *_orbit_spaces_ahead(start)]
    reachable: dict[int, str] = {}
    for here in path:
        for nxt in SPACES[here].links:
            orbit = SPACES[nxt].orbit
            if orbit not in reachable and planet_at(state, nxt) is None:
                reachable[orbit] = nxt
    if not reachable:
        say(state, msg("planetarium-log-dice-stuck", planet=planet))
        return
    orbit = max(reachable, key=lambda o: (_matter_on_orbit(state, o), -o))
    _arrive(state, planet, reachable[orbit])


def _move_on_arm(state: State, planet: str) -> None:
    """Orbit VII is four arms, not a ring: a planet sweeps to Matter ahead on its own arm, else
    moves one space on along the arm; only from the arm's last space does it take the thin line
    onto orbit VI, and then it sweeps orbit VI if Matter lies there."""
    if _sweep(state, planet):
        return
    here = state["planets"][planet]
    step = SPACES[here].orbit_next
    if step is None:
        step = next((t for t in SPACES[here].links if planet_at(state, t) is None), None)
    if step is None or planet_at(state, step) is not None:
        say(state, msg("planetarium-log-dice-stuck", planet=planet))
        return
    hits = step in state["matter"]
    _arrive(state, planet, step)
    if SPACES[step].orbit == 6 and not hits:  # a planet that hit Matter there has stopped
        _sweep(state, planet)
