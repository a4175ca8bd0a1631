"""The table's state helpers: resources, ships, colonies, scores and the log.

A galaxy (``state["galaxies"][g]``) is a player's mat, or the Rogue's in solo play (the galaxy after
the last seat). Ship places: ``h`` home, ``l`` locked on the empire track, ``s`` on a planet's
surface, ``o`` in orbit (``pos`` = steps made), ``x`` in Unexplored Space, ``d`` on a danger track.
"""

from __future__ import annotations

from typing import Any

from games.core import State
from games.i18n import Arg, Msg, Seat, msg, text_to_json
from games.teg.data import (
    DWARF_VP,
    LEVEL_VP,
    PILOTS,
    PLANETS,
    RES_CAP,
    RES_NAME,
    WIN_VP,
    amount,
    planet_name,
    ship_name,
)

Ship = dict[str, Any]
LOG_KEEP = 40


def log(state: State, text: Msg, to: list[int] | None = None) -> None:
    """A log entry (a message, stored as JSON); only the latest ``LOG_KEEP`` are kept so that
    states stay small to copy."""
    entries = state["log"]
    entries.append({"n": state["log_count"], "to": to, "text": text_to_json(text)})
    state["log_count"] += 1
    if len(entries) > LOG_KEEP:
        del entries[: len(entries) - LOG_KEEP]


def name(state: State, g: int) -> Arg:
    """Galaxy ``g`` as a message parameter: its seat (worded as the player's name), or the Rogue."""
    return msg("teg-the-rogue") if state["galaxies"][g].get("rogue") else Seat(g)


def is_rogue(state: State, g: int) -> bool:
    return bool(state["galaxies"][g].get("rogue"))


def seats(state: State) -> range:
    return range(state["players"])


def rivals(state: State, g: int) -> list[int]:
    """Every other galaxy (the Rogue included), in turn order after ``g``."""
    n = len(state["galaxies"])
    return [(g + k) % n for k in range(1, n)]


def phase(state: State) -> str:
    """The stage of the game, read off the steps and the turn: "mission" (the secret missions
    are being kept), "play" (a player's turn), "rogue" (the Rogue's turn) or "over"."""
    if state["result"] is not None:
        return "over"
    steps = state["steps"]
    if steps and steps[0]["kind"] == "mission":
        return "mission"
    return "rogue" if is_rogue(state, state["turn"]["seat"]) else "play"


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


def cost_text(cost: dict[str, int]) -> Msg:
    """A price: "2 culture", "1 energy and 1 culture" or "nothing"."""
    parts = [amount(n, r) for r, n in cost.items() if n]
    if not parts:
        return msg("teg-nothing")
    return parts[0] if len(parts) == 1 else msg("teg-both", first=parts[0], second=parts[1])


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


def where(state: State, g: int, i: int) -> Msg:
    """A short description of where ship ``i`` of galaxy ``g`` is."""
    ship = state["galaxies"][g]["ships"][i]
    at = ship["at"]
    if at in ("h", "l", "x"):
        return msg(f"teg-where-{at}")
    if at == "d":
        return msg("teg-where-d", pos=ship["pos"])
    planet = planet_name(ship["place"])
    if at == "s":
        return msg("teg-where-s", planet=planet)
    return msg("teg-where-o", planet=planet, pos=ship["pos"], steps=PLANETS[ship["place"]]["adv"])


def ship_label(state: State, g: int, i: int) -> Msg:
    ship = state["galaxies"][g]["ships"][i]
    if ship["adv"]:
        return msg("teg-ship-label-advanced", n=i + 1, type=ship_name(ship["adv"]), where=where(state, g, i))
    return msg("teg-ship-label", n=i + 1, where=where(state, g, i))


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
    log(state, msg("teg-log-colonize", who=name(state, g), planet=planet_name(pid), vp=PLANETS[pid]["vp"]))
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
            log(state, msg("teg-log-reach-goal", who=name(state, g), vp=gal["vp"]))
