"""Component data of Tiny Epic Galaxies, loaded from ``data/*.json`` and checked at import."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from games.i18n import GAME_WORDS, LOCALES, Msg, msg

_DIR = Path(__file__).parent / "data"

#: the six die faces: move, energy, culture, diplomacy, economy, utilize
FACES: tuple[str, ...] = ("mv", "en", "cu", "di", "ec", "ut")
#: a resource code's galaxy key (the words players read are in the catalogues: ``amount``)
RES_NAME = {"en": "energy", "cu": "culture"}

#: per empire level 1..6: dice rolled, ships in play, points
LEVEL_DICE = (4, 5, 5, 6, 6, 7)
LEVEL_SHIPS = (2, 2, 3, 3, 4, 4)
LEVEL_VP = (0, 1, 2, 3, 5, 8)
MAX_LEVEL = 6
RES_CAP = 7
WIN_VP = 21


def _load(name: str) -> dict[str, Any]:
    return json.loads((_DIR / name).read_text(encoding="utf-8"))


_planets = _load("planets.json")["planets"]
PLANETS: dict[str, dict[str, Any]] = {p["id"]: p for p in _planets}
BASE_PLANETS = [p["id"] for p in _planets if p["set"] == "base"]
BTB_PLANETS = [p["id"] for p in _planets if p["set"] == "btb"]

_missions = _load("missions.json")["missions"]
MISSIONS: dict[str, dict[str, Any]] = {m["id"]: m for m in _missions}
BASE_MISSIONS = [m["id"] for m in _missions if m["set"] == "base"]
BTB_MISSIONS = [m["id"] for m in _missions if m["set"] == "btb"]

_btb = _load("btb.json")
SHIPS: dict[str, dict[str, Any]] = {s["id"]: s for s in _btb["ships"]}
SHIP_TYPES = tuple(SHIPS)
BADGES: tuple[str, ...] = tuple(_btb["badges"])
PILOTS: dict[str, dict[str, Any]] = {p["id"]: p for p in _btb["pilots"]}
XCARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in _btb["exploration"]}
DWARF_VP: int = _btb["dwarf_vp"]

ROGUES: dict[str, dict[str, Any]] = {r["id"]: r for r in _load("rogues.json")["rogues"]}

#: planet abilities that use other planets' or dice actions; never chained into each other
META_KINDS = {"borrow_row", "borrow_colony", "any_action", "repeat"}
#: planet abilities usable only by the player whose turn it is
ABILITY_KINDS = {
    "gain", "adv", "reg", "tithe", "refresh", "underdog", "mixup", "reroll", "trade", "steal", "convert",
    "moves", "borrow_row", "scrap", "recall", "borrow_colony", "any_action", "shift", "per_home", "tax",
    "jump", "all_adv", "repeat", "set_die", "either", "per_space", "per_away", "salvage",
}  # fmt: skip
PILOT_KINDS = {
    "acq", "land", "orbit_head", "colonize", "shield", "adv_gain", "dual", "brave", "stargaze", "move",
    "salvager", "returner",
}  # fmt: skip
XCARD_KINDS = {"gain", "dwarf", "adv", "none", "lose", "home"}


def _validate() -> None:
    adv_for_vp = {1: 2, 2: 3, 3: 4, 5: 5, 7: 6}
    assert len(BASE_PLANETS) == 40 and len(BTB_PLANETS) == 12
    for p in PLANETS.values():
        assert p["res"] in ("en", "cu", "any") and p["track"] in ("di", "ec"), p
        assert p["adv"] == adv_for_vp[p["vp"]], p
        assert p["ability"]["k"] in ABILITY_KINDS, p
    base = [PLANETS[i] for i in BASE_PLANETS]
    assert sum(p["res"] == "en" for p in base) == 20 and sum(p["track"] == "di" for p in base) == 20
    assert len(BASE_MISSIONS) == 12 and len(BTB_MISSIONS) == 8
    assert len(SHIPS) == 4 and all(len(s["faces"]) == 2 and set(s["faces"]) <= set(FACES) for s in SHIPS.values())
    assert len(PILOTS) == 30 and len(XCARDS) == 30
    for pl in PILOTS.values():
        assert pl["k"] in PILOT_KINDS and set(pl["trained"]) <= set(SHIPS) and pl["trained"], pl
        assert set(pl["badges"]) <= set(BADGES)
    for c in XCARDS.values():
        assert c["color"] in ("green", "red") and c["eff"]["k"] in XCARD_KINDS and set(c["badges"]) <= set(BADGES)
        assert c["track"] == 0 or c["color"] == "red"
    for r in ROGUES.values():
        assert len(r["ladder"]) == 5


# --- the words: every name and text is a message of games/teg/locales ---------------------


@cache  # names are asked for in every label of every decision of a playout
def face_name(face: str) -> Msg:
    """A die face's action ("Move a ship")."""
    return msg(f"teg-face-{face}")


def amount(n: int, res: str) -> Msg:
    """``n`` energy or culture (``res`` "en" or "cu"), worded with its plural."""
    return msg("teg-amount", n=n, res=res)


@cache
def planet_name(pid: str) -> Msg:
    return msg(f"teg-planet-{pid}")


def planet_text(pid: str) -> Msg:
    return msg(f"teg-planet-{pid}-text")


def mission_name(mid: str) -> Msg:
    return msg(f"teg-mission-{mid}")


def mission_text(mid: str) -> Msg:
    return msg(f"teg-mission-{mid}-text")


def pilot_name(pid: str) -> Msg:
    return msg(f"teg-pilot-{pid}")


def pilot_text(pid: str) -> Msg:
    return msg(f"teg-pilot-{pid}-text")


def xcard_name(cid: str) -> Msg:
    return msg(f"teg-xcard-{cid}")


def xcard_text(cid: str) -> Msg:
    return msg(f"teg-xcard-{cid}-text")


def ship_name(st: str) -> Msg:
    """An Advanced Ship type's name ("Aurora")."""
    return msg(f"teg-ship-{st}")


def badge_name(b: str) -> Msg:
    return msg(f"teg-badge-{b}")


def rogue_name(rid: str) -> Msg:
    """A Rogue galaxy's name ("Rothkel")."""
    return msg(f"teg-roguename-{rid}")


def component_words() -> list[Msg]:
    """The name (and text) of every component, each a key the catalogues must have."""
    words = [face_name(f) for f in FACES]
    words += [m(p) for p in PLANETS for m in (planet_name, planet_text)]
    words += [m(i) for i in MISSIONS for m in (mission_name, mission_text)]
    words += [m(i) for i in PILOTS for m in (pilot_name, pilot_text)]
    words += [m(i) for i in XCARDS for m in (xcard_name, xcard_text)]
    words += [ship_name(s) for s in SHIPS] + [badge_name(b) for b in BADGES] + [rogue_name(r) for r in ROGUES]
    return words


def _check_words() -> None:
    """The data files keep ids and rules; their words are in the catalogues, in every language."""
    missing = [(w.key, loc) for w in component_words() for loc in LOCALES if not GAME_WORDS.has(w.key, loc)]
    assert not missing, f"TEG components without words: {missing[:5]}"


_validate()
_check_words()
