"""The table's state helpers: resources, ships, colonies, scores and the log.

A galaxy (``state["galaxies"][g]``) is a player's mat, or the Rogue's in solo play (the galaxy after
the last seat). Ship places: ``h`` home, ``l`` locked on the empire track, ``s`` on a planet's
surface, ``o`` in orbit (``pos`` = steps made), ``x`` in Unexplored Space, ``d`` on a danger track.
"""

from __future__ import annotations

from typing import Any

from games.core import State, seat_label
from games.teg.data import DWARF_VP, LEVEL_VP, PILOTS, PLANETS, RES_CAP, RES_NAME, WIN_VP

Ship = dict[str, Any]
LOG_KEEP = 40


def log(state: State, text: str, to: list[int] | None = None) -> None:
    """A log entry; only the latest ``LOG_KEEP`` are kept so that states stay small to copy."""
    entries = state["log"]
    entries.append({"n": state["log_count"], "to": to, "text": text})
    state["log_count"] += 1
    if len(entries) > LOG_KEEP:
        del entries[: len(entries) - LOG_KEEP]


def name(state: State, g: int) -> str:
    return "The Rogue" if state["galaxies"][g].get("rogue") else seat_label(g)


def is_rogue(state: State, g: int) -> bool:
    return bool(state["galaxies"][g].get("rogue"))


def seats(state: State) -> range:
    return range(state["players"])


def rivals(state: State, g: int) -> list[int]:
    """Every other galaxy (the Rogue included), in turn order after ``g``."""
    n = len(state["galaxies"])
    return [(g + k) % n for k in range(1, n)]


def new_turn(g: int, dice: list[str]) -> dict[str, Any]:
    """The record of galaxy ``g``'s turn, with ``dice`` rolled and nothing used yet."""
    return {
        "seat": g,
        "dice": dice,
        "die_states": ["i"] * len(dice),
        "rerolled": 0,
        "converted": 0,
        "once": [],
        "tax": 0,
        "ended": 0,
    }


# --- resources ---------------------------------------------------------------------------


def gain(state: State, g: int, res: str, n: int) -> int:
    """Add up to ``n`` of ``res`` (capped at 7); returns what was really added."""
    gal = state["galaxies"][g]
    key = RES_NAME[res]
    before = gal[key]
    gal[key] = max(0, min(RES_CAP, before + n))
    return gal[key] - before


def can_pay(state: State, g: int, cost: dict[str, int]) -> bool:
    gal = state["galaxies"][g]
    return all(gal[RES_NAME[r]] >= n for r, n in cost.items())


def pay(state: State, g: int, cost: dict[str, int]) -> None:
    gal = state["galaxies"][g]
    for r, n in cost.items():
        assert gal[RES_NAME[r]] >= n
        gal[RES_NAME[r]] -= n


def cost_text(cost: dict[str, int]) -> str:
    return " and ".join(f"{n} {RES_NAME[r]}" for r, n in cost.items() if n) or "nothing"


# --- ships and pilots --------------------------------------------------------------------


def ships(state: State, g: int) -> list[Ship]:
    return state["galaxies"][g]["ships"]


def pilot(state: State, g: int, i: int) -> dict[str, Any] | None:
    """The active pilot of ship ``i`` (the top card for its Advanced Ship), if any."""
    ship = state["galaxies"][g]["ships"][i]
    if not ship["adv"]:
        return None
    stack = state["galaxies"][g]["hangar"].get(ship["adv"]) or []
    return PILOTS[stack[-1]] if stack else None


def has_pilot(state: State, g: int, i: int, kind: str, res: str | None = None) -> bool:
    p = pilot(state, g, i)
    return p is not None and p["k"] == kind and (res is None or p["r"] == res)


def where(state: State, g: int, i: int) -> str:
    """A short description of where ship ``i`` of galaxy ``g`` is."""
    ship = state["galaxies"][g]["ships"][i]
    at = ship["at"]
    if at == "h":
        return "home"
    if at == "l":
        return "not yet built"
    if at == "x":
        return "Unexplored Space"
    if at == "d":
        return f"danger track {ship['pos']}"
    pname = PLANETS[ship["place"]]["name"]
    return f"on {pname}" if at == "s" else f"orbiting {pname} ({ship['pos']}/{PLANETS[ship['place']]['adv']})"


def ship_label(state: State, g: int, i: int) -> str:
    ship = state["galaxies"][g]["ships"][i]
    kind = f" {ship['adv'].title()}" if ship["adv"] else ""
    return f"Ship {i + 1}{kind} ({where(state, g, i)})"


def own_on(state: State, g: int, pid: str, at: str) -> bool:
    return any(sh["at"] == at and sh["place"] == pid for sh in ships(state, g))


def ships_at(state: State, pid: str) -> list[tuple[int, int]]:
    """Every (galaxy, ship) on planet ``pid``, surface or orbit."""
    return [
        (g, i)
        for g, gal in enumerate(state["galaxies"])
        for i, sh in enumerate(gal["ships"])
        if sh["at"] in ("s", "o") and sh["place"] == pid
    ]


def send_home(state: State, g: int, i: int) -> None:
    ship = state["galaxies"][g]["ships"][i]
    ship.update(at="h", place=None, pos=0)


# --- colony tracks -----------------------------------------------------------------------


def track_ok(state: State, g: int, i: int, kind: str, by_die: bool = False) -> bool:
    """May ship ``i`` advance with an advance of ``kind`` (di, ec or any)?"""
    ship = state["galaxies"][g]["ships"][i]
    if ship["at"] != "o":
        return False
    if kind == "any" or PLANETS[ship["place"]]["track"] == kind:
        return True
    return by_die and has_pilot(state, g, i, "dual")


def advance(state: State, g: int, i: int, n: int = 1) -> None:
    """Move an orbiting ship ``n`` steps on; reaching the end colonizes the planet."""
    ship = state["galaxies"][g]["ships"][i]
    pid = ship["place"]
    ship["pos"] += n
    p = pilot(state, g, i)
    if p and p["k"] == "adv_gain":
        gain(state, g, p["r"], 1)
    if ship["pos"] >= PLANETS[pid]["adv"]:
        colonize(state, g, i)


def regress(state: State, g: int, i: int, n: int = 1) -> None:
    """Push an orbiting ship back, never past the track's start."""
    ship = state["galaxies"][g]["ships"][i]
    ship["pos"] = max(0, ship["pos"] - n)


def colonize(state: State, g: int, i: int) -> None:
    """Galaxy ``g`` takes the planet its ship ``i`` orbits; every ship there goes home."""
    pid = state["galaxies"][g]["ships"][i]["place"]
    p = pilot(state, g, i)
    if p and p["k"] == "colonize":
        gain(state, g, p["r"], 2)
    for h, j in ships_at(state, pid):
        send_home(state, h, j)
        if has_pilot(state, h, j, "returner"):
            gain(state, h, "en", 2)
    slot = state["row"].index(pid)
    state["galaxies"][g]["colonies"].append(pid)
    if state["deck"]:
        state["row"][slot] = state["deck"].pop()
    else:
        del state["row"][slot]
    log(state, f"{name(state, g)} colonizes {PLANETS[pid]['name']} (+{PLANETS[pid]['vp']}).")
    update_scores(state)


# --- scores ------------------------------------------------------------------------------


def score(state: State, g: int) -> int:
    """Points during play: colonies + empire level + pilot cards + dwarf planets."""
    gal = state["galaxies"][g]
    vp = sum(PLANETS[pid]["vp"] for pid in gal["colonies"])
    if gal.get("rogue"):
        return vp
    vp += LEVEL_VP[gal["empire_level"] - 1]
    vp += sum(PILOTS[c]["vp"] for stack in gal["hangar"].values() for c in stack)
    return vp + DWARF_VP * gal["dwarf_planets"]


def update_scores(state: State) -> None:
    """Refresh the score track; the first to 21 sets off the end of the game."""
    for g, gal in enumerate(state["galaxies"]):
        gal["vp"] = score(state, g)
        if gal["vp"] >= state.get("goal", WIN_VP) and state["end"] is None:
            state["end"] = {"by": g, "why": "points"}
            log(state, f"{name(state, g)} reaches {gal['vp']} points: this sets off the end (the round is finished).")
