"""The board and the Evolution cards, loaded from data/*.json and checked at import.

Spaces are named by strings ("3-5": ring III, space 5; "7ne-2": the north-east arm of orbit
VII, space 2). Every line on the board is walked clockwise only, so the board is a directed
graph: ``orbit_next`` (the thick orbit line) and ``links`` (thin lines to a neighbouring orbit).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from games.i18n import Msg, catalogue_entries, msg

DATA = Path(__file__).parent / "data"
KINDS = ("G", "R", "W", "M")
LOCALES = Path(__file__).parent / "locales"
PLANETS = ("A", "B", "C", "D")
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII"}
DECKS = ("low", "high", "final")
DECK_SIZES = {"low": 18, "high": 18, "final": 16}
MARKERS = 8
HAND_SIZE = 5
MAX_FINALS_IN_HAND = 4
MAX_FINALS_PLAYED = 4


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    orbit: int
    angle: float  # degrees clockwise from the top of the board
    arm: str | None  # which corner arm, for orbit VII
    orbit_next: str | None  # along the thick orbit line; None at the end of an arm
    links: tuple[str, ...]  # along thin lines to a neighbouring orbit
    successors: tuple[str, ...]  # every space one step on: the orbit line first, then the thin lines


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    deck: str
    points: int
    cost: tuple[tuple[str, int], ...] = ()
    habitable_points: int = 0
    hostile_points: int = 0
    gaseous: bool = False
    terrestrial: bool = False
    habitable: bool = False
    hostile: bool = False
    orbits: tuple[int, int] | None = None
    remove_marker: bool = False
    gravity: bool = False
    downgrade: bool = False

    @property
    def name(self) -> Msg:
        """The card's name (the catalogues hold it: ``planetarium-card-<id>``)."""
        return card_name(self.id)

    def requirements(self) -> list[Msg]:
        """Each requirement but the Matter cost (drawn as tokens), in a few words, for pictures."""
        out = []
        if self.gaseous:
            out.append(msg("planetarium-req-gaseous"))
        if self.terrestrial:
            out.append(msg("planetarium-req-terrestrial"))
        if self.orbits:
            lo, hi = self.orbits
            if lo == hi:
                out.append(msg("planetarium-req-orbit", orbit=ROMAN[lo]))
            else:
                out.append(msg("planetarium-req-orbits", low=ROMAN[lo], high=ROMAN[hi]))
        if self.habitable:
            out.append(msg("planetarium-req-habitable"))
        if self.hostile:
            out.append(msg("planetarium-req-hostile"))
        if self.remove_marker:
            out.append(msg("planetarium-req-take-marker"))
        if self.deck == "final":
            out.append(msg("planetarium-req-final-marker"))
        return out


@cache  # a message is immutable; rollouts ask for the same names again and again
def card_name(card_id: str) -> Msg:
    """A card's name as a message (its key: ``planetarium-card-`` and the id in lower case)."""
    return msg(f"planetarium-card-{card_id.lower()}")


@cache
def kind_name(kind: str) -> Msg:
    """A Matter kind's name ("G": Gas) as a message."""
    return msg(f"planetarium-kind-{kind.lower()}")


@cache
def kind_letter(kind: str) -> Msg:
    """The letter a Matter token shows, in the reader's language (Water is "E" in French)."""
    return msg(f"planetarium-letter-{kind.lower()}")


class DataError(ValueError):
    """A data file breaks the component rules."""


def _check(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(message)


def _load_board(raw: dict) -> dict:
    _check(bool(raw.get("stand_in")), "board.json needs its stand_in header")
    spaces_raw = raw["spaces"]
    ids = [s["id"] for s in spaces_raw]
    _check(len(ids) == len(set(ids)), "duplicate space ids")
    known = set(ids)
    links: dict[str, list[str]] = {i: [] for i in ids}
    by_id = {s["id"]: s for s in spaces_raw}
    for src, dst in raw["links"]:
        _check(src in known and dst in known, f"line {src}->{dst} names an unknown space")
        _check(abs(by_id[src]["orbit"] - by_id[dst]["orbit"]) == 1, f"line {src}->{dst} skips an orbit")
        turn = (by_id[dst]["angle"] - by_id[src]["angle"]) % 360.0
        _check(0 < turn < 90, f"line {src}->{dst} does not lead clockwise")
        links[src].append(dst)
    rings: dict[int, list[dict]] = {}
    arms: dict[str, list[dict]] = {}
    for s in spaces_raw:
        _check(1 <= s["orbit"] <= 7, f"space {s['id']} has no orbit I-VII")
        if s["orbit"] == 7:
            arms.setdefault(s["arm"], []).append(s)
        else:
            rings.setdefault(s["orbit"], []).append(s)
    _check(sorted(rings) == [1, 2, 3, 4, 5, 6], "orbits I-VI must be rings")
    _check(len(arms) == 4, "orbit VII must have four arms")
    spaces: dict[str, Space] = {}
    for group, closed in [*((g, True) for g in rings.values()), *((g, False) for g in arms.values())]:
        group = sorted(group, key=lambda s: s["angle"])
        for k, s in enumerate(group):
            nxt = group[(k + 1) % len(group)]["id"] if closed or k + 1 < len(group) else None
            arm = s.get("arm")
            out = tuple(links[s["id"]])
            succ = ((nxt,) if nxt else ()) + out
            spaces[s["id"]] = Space(s["id"], s["orbit"], float(s["angle"]), arm, nxt, out, succ)
    starts = raw["planet_starts"]
    _check(sorted(starts) == list(PLANETS), "planet starts must be A-D")
    _check(all(v in known for v in starts.values()) and len(set(starts.values())) == 4, "bad planet starts")
    dots = raw["matter_dots"]
    counts = raw["matter_tokens"]
    _check(sorted(counts) == sorted(KINDS), "matter_tokens must count G, R, W and M")
    _check(sum(counts.values()) == 68 == len(dots) == len(set(dots)), "68 Matter tokens on 68 dots")
    _check(all(d in known and d not in starts.values() for d in dots), "a Matter dot is off the board or on a start")
    gas, terr = raw["gaseous"], raw["terrestrial"]
    _check(sorted(gas + terr) == list(PLANETS) and len(gas) == 2, "two Gaseous and two Terrestrial planets")
    track = raw["track"]
    _check(0 < track["acceleration"] < track["length"] - 1, "the acceleration space lies before the final space")
    return {
        "spaces": spaces,
        "starts": dict(starts),
        "dots": list(dots),
        "matter_counts": dict(counts),
        "gaseous": frozenset(gas),
        "track_length": int(track["length"]),
        "acceleration": int(track["acceleration"]),
    }


_CARD_FIELDS = {
    "id",
    "deck",
    "points",
    "cost",
    "habitable_points",
    "hostile_points",
    "gaseous",
    "terrestrial",
    "habitable",
    "hostile",
    "orbits",
    "remove_marker",
    "gravity",
    "downgrade",
}


def _load_cards(raw: dict) -> dict[str, Card]:
    _check(bool(raw.get("stand_in")), "cards.json needs its stand_in header")
    cards: dict[str, Card] = {}
    for c in raw["cards"]:
        extra = set(c) - _CARD_FIELDS
        _check(not extra, f"card {c.get('id')}: unknown fields {sorted(extra)}")
        _check(c["id"] not in cards, f"duplicate card id {c['id']}")
        _check(c["deck"] in DECKS, f"card {c['id']}: deck must be low, high or final")
        cost = c.get("cost", {})
        _check(all(k in KINDS and isinstance(n, int) and n > 0 for k, n in cost.items()), f"card {c['id']}: cost")
        orbits = c.get("orbits")
        if orbits is not None:
            _check(len(orbits) == 2 and 1 <= orbits[0] <= orbits[1] <= 7, f"card {c['id']}: orbit range")
        _check(not (c.get("gaseous") and c.get("terrestrial")), f"card {c['id']}: Gaseous and Terrestrial")
        _check(not (c.get("habitable") and c.get("hostile")), f"card {c['id']}: Habitable and Hostile")
        _check(not c.get("downgrade") or c["deck"] == "high", f"card {c['id']}: only High cards downgrade")
        _check(c["deck"] != "final" or not (c.get("gravity") or c.get("remove_marker")), f"card {c['id']}: Final")
        _check(isinstance(c["points"], int) and c["points"] >= 0, f"card {c['id']}: points")
        cards[c["id"]] = Card(
            id=c["id"],
            deck=c["deck"],
            points=c["points"],
            cost=tuple((k, cost[k]) for k in KINDS if k in cost),
            habitable_points=c.get("habitable_points", 0),
            hostile_points=c.get("hostile_points", 0),
            gaseous=c.get("gaseous", False),
            terrestrial=c.get("terrestrial", False),
            habitable=c.get("habitable", False),
            hostile=c.get("hostile", False),
            orbits=tuple(orbits) if orbits else None,
            remove_marker=c.get("remove_marker", False),
            gravity=c.get("gravity", False),
            downgrade=c.get("downgrade", False),
        )
    for deck, size in DECK_SIZES.items():
        _check(sum(1 for c in cards.values() if c.deck == deck) == size, f"the {deck} deck must have {size} cards")
    return cards


def _check_words(cards: dict[str, Card]) -> None:
    """Every card and Matter kind has its words in the English catalogue (the source of the others)."""
    keys = catalogue_entries(LOCALES / "en.ftl")
    needed = [card_name(c) for c in cards] + [kind_name(k) for k in KINDS] + [kind_letter(k) for k in KINDS]
    for key in (m.key for m in needed):
        _check(key in keys, f"locales/en.ftl has no {key}")


BOARD = _load_board(json.loads((DATA / "board.json").read_text()))
SPACES: dict[str, Space] = BOARD["spaces"]
STARTS: dict[str, str] = BOARD["starts"]
GASEOUS: frozenset[str] = BOARD["gaseous"]
TRACK_LENGTH: int = BOARD["track_length"]
ACCELERATION: int = BOARD["acceleration"]  # index of the ►► space on the track
CARDS: dict[str, Card] = _load_cards(json.loads((DATA / "cards.json").read_text()))
_check_words(CARDS)
TOTAL_MATTER = 68
#: the spaces of each orbit in board order (orbit VII: all four arms)
ORBIT_SPACES: dict[int, tuple[str, ...]] = {
    k: tuple(sid for sid, sp in SPACES.items() if sp.orbit == k) for k in range(1, 8)
}


@cache  # a space's name never changes, and every move and its log line name spaces
def space_label(space_id: str) -> str | Msg:
    """A short name for a space: "III.5" on a ring, "VII-NE.2" on an arm (a message there,
    since each language writes the compass its own way: "VII-NO.2" in German)."""
    s = SPACES[space_id]
    index = space_id.split("-")[1]
    if s.arm:
        return msg("planetarium-space-arm", arm=msg(f"planetarium-arm-{s.arm}"), index=index)
    return f"{ROMAN[s.orbit]}.{index}"
