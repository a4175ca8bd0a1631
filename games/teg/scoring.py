"""End-of-game scoring: points in play, secret missions and exploration badges."""

from __future__ import annotations

from typing import Any

from games.core import State
from games.teg import board as B
from games.teg.btb import badge_counts, badge_points
from games.teg.data import MAX_LEVEL, MISSIONS, PLANETS, RES_NAME, XCARDS


def _measure(state: State, g: int, what: str) -> int:
    gal = state["galaxies"][g]
    if what in ("en", "cu"):
        return gal[RES_NAME[what]]
    if what == "colonies":
        return len(gal["colonies"])
    if what in ("di", "ec"):
        return sum(PLANETS[p]["track"] == what for p in gal["colonies"])
    if what == "pilots":
        return sum(len(st) for st in gal["hangar"].values())
    if what == "xcards":
        return len(gal["explored"]) + len(gal["danger_cards"])
    if what == "dangers":
        return sum(XCARDS[c]["color"] == "red" for c in gal["explored"] + gal["danger_cards"])
    if what == "dwarfs":
        return gal["dwarf_planets"]
    if what == "shiptypes":
        return len(gal["hangar"])
    if what == "badgekinds":
        return sum(1 for v in badge_counts(state, g).values() if v > 0)
    if what == "inspace":
        return sum(sh["at"] == "x" for sh in gal["ships"])
    if what == "anyworlds":
        return sum(PLANETS[p]["res"] == "any" for p in gal["colonies"])
    raise ValueError(what)


def mission_points(state: State, g: int) -> int:
    """What ``g``'s secret mission is worth at the end (0 when not met)."""
    mid = state["galaxies"][g].get("mission")
    if not mid:
        return 0
    m = MISSIONS[mid]
    gal = state["galaxies"][g]
    k = m["k"]
    seats = range(state["players"])
    if k in ("most", "fewest"):
        vals = [_measure(state, h, m["what"]) for h in seats]
        best = max(vals) if k == "most" else min(vals)
        if vals[g] != best or (k == "most" and best == 0):
            return 0
        return m["vp"] if vals.count(best) == 1 else m["x"]
    ships = [sh for sh in gal["ships"] if sh["at"] != "l"]
    met = {
        "equal": lambda: 0 < _measure(state, g, "di") == _measure(state, g, "ec"),
        "trigger": lambda: bool(state["end"]) and state["end"]["by"] == g,
        "hoard": lambda: gal["energy"] >= 3 and gal["culture"] >= 3,
        "maxlevel": lambda: gal["empire_level"] >= MAX_LEVEL,
        "allhome": lambda: all(sh["at"] == "h" for sh in ships),
        "nonehome": lambda: not any(sh["at"] == "h" for sh in ships),
        "atleast": lambda: _measure(state, g, m["what"]) >= m["x"],
    }[k]()
    return m["vp"] if met else 0


def final_scores(state: State) -> tuple[list[int], dict[str, Any]]:
    """Final points per seat, and the breakdown shown at the end."""
    n = state["players"]
    badges = badge_points(state) if state["expansion"] else [0] * n
    scores, detail = [], {"play": [], "mission": [], "badges": badges}
    for g in range(n):
        play, mis = B.score(state, g), mission_points(state, g)
        detail["play"].append(play)
        detail["mission"].append(mis)
        scores.append(play + mis + badges[g])
    return scores, detail
