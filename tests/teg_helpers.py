"""Scene-setting helpers for the Tiny Epic Galaxies tests."""

from __future__ import annotations

from games.i18n import localize
from games.teg import GAME as G
from games.teg.board import new_turn, phase
from games.teg.data import PLANETS, planet_name


def game(players: int = 2, btb: bool = False, seed: int = 3, **opts: str) -> dict:
    """A new game past the mission choice (each seat keeps its first offer)."""
    s = G.new(players, {"expansion": "on" if btb else "off", **opts}, seed)
    while phase(s) == "mission":
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, d.default)
    return s


def pid(name: str) -> str:
    """A planet's id from its (English) name."""
    return next(p for p in PLANETS if localize(planet_name(p)) == name)


def set_row(s: dict, names: list[str]) -> list[str]:
    """Put these planets (by name) first in the row, the rest of the row and deck unchanged in order."""
    ids = [pid(n) for n in names]
    n = len(s["row"])
    rest = [p for p in s["row"] + s["deck"] if p not in ids]
    s["row"] = ids + rest[: n - len(ids)]
    s["deck"] = rest[n - len(ids) :]
    return ids


def colony(s: dict, g: int, name: str) -> str:
    """Give galaxy ``g`` the planet ``name`` as a colony (taken from the deck)."""
    p = pid(name)
    if p in s["row"]:
        s["row"].remove(p)
        s["row"].append(s["deck"].pop())
    else:
        s["deck"].remove(p)
    s["galaxies"][g]["colonies"].append(p)
    return p


def dice(s: dict, seat: int, faces: list[str]) -> dict:
    s["steps"] = [{"kind": "play", "seat": seat}]
    s["turn"] = new_turn(seat, list(faces))
    return s


def ship(s: dict, g: int, i: int, at: str, name: str | None = None, pos: int = 0, adv: str | None = None) -> None:
    s["galaxies"][g]["ships"][i] = {"at": at, "place": pid(name) if name else None, "pos": pos, "adv": adv}


def play(s: dict, seat: int, *options: str) -> dict:
    for o in options:
        s = G.apply(s, seat, o)
        G.check_invariants(s)
    return s


def act(s: dict, seat: int, face: str) -> dict:
    """Activate the first unused die showing ``face``."""
    t = s["turn"]
    k = next(k for k, f in enumerate(t["dice"]) if f == face and t["die_states"][k] == "i")
    return play(s, seat, f"a.{k}")


def nobody_follows(s: dict) -> dict:
    while s["steps"] and s["steps"][-1]["kind"] == "fol":
        for d in G.pending(s):
            s = G.apply(s, d.seat, "p")
    return s


def options(s: dict, seat: int | None = None) -> list[str]:
    ds = G.pending(s)
    d = ds[0] if seat is None else next(d for d in ds if d.seat == seat)
    return [o.id for o in d.options]


def top(s: dict) -> str | None:
    """The kind of the decision in progress, None while only the turn itself (or the missions)
    is open."""
    kind = s["steps"][-1]["kind"] if s["steps"] else None
    return None if kind in ("play", "mission") else kind


def maybe(s: dict, seat: int, *opts: str) -> dict:
    """Make each choice if it is offered (a choice with one answer is made by the engine itself)."""
    for o in opts:
        if G.pending(s) and any(d.seat == seat for d in G.pending(s)) and o in options(s, seat):
            s = play(s, seat, o)
    return s
