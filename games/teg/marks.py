"""What TEG's pictures mark: the place each option names, its short code, and what the last
turn changed.

An option's place is read from its id and the kind of decision (the top frame's kind, "play"
for the main turn, "mission" for the secret missions); the engine gives each option with a place
a code and the renderer draws that code at the place, both from ``option_place``.

Codes: a die its number ("3"), a planet of the row its letter with L to land or O to orbit
("LB", "OB", or "B" alone), a ship S and its number ("S2"; a rival's ship with the rival's seat
number first, "3S2"; ship 1 sent to planet C's orbit, "S1C"), a pilot for hire P and its place
in the row, a face-up exploration card X and its place, Unexplored Space "X", home "H", a colony
C numbered in the decision, and a secret mission M1 or M2.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from games.core import Option, State
from games.i18n import Text
from games.teg.board import phase
from games.teg.data import PILOTS, PLANETS

Place = tuple[Any, ...]
ROW_LETTERS = "ABCDEFGH"

# the kinds whose "s.N" names one of the decider's ships
_SHIP_KINDS = ("mv", "adv", "hire", "ab")


def option_place(kind: str, seat: int, option_id: str) -> Place | None:
    """The place on the picture that option ``option_id`` of a ``kind`` decision names, or None."""
    parts = option_id.split(".")
    head, n = parts[0], len(parts)
    if kind == "mission":
        return ("mission", option_id)
    if kind in ("play", "rr") and head in ("a", "t") and n == 2 and parts[1].isdigit():
        return ("die", int(parts[1]))
    if kind == "mv":
        if head in ("l", "o") and n == 2:
            return ("surface" if head == "l" else "orbit", parts[1])
        if option_id == "x":
            return ("explore",)
        if option_id == "h":
            return ("home", seat)
    if kind in _SHIP_KINDS and head == "s" and n == 2:
        return ("ship", seat, int(parts[1]))
    if head == "g" and n == 3 and parts[1].isdigit():
        return ("ship", int(parts[1]), int(parts[2]))
    if head == "r" and n == 2 and parts[1] in PLANETS:
        return ("planet", parts[1])
    if head == "c" and n == 2 and parts[1] in PLANETS:
        return ("colony", seat, parts[1])
    if head == "c" and n == 3 and parts[2] in PLANETS:
        return ("colony", int(parts[1]), parts[2])
    if head == "p" and n == 2 and parts[1] in PILOTS:
        return ("pilot", parts[1])
    if head == "p" and n == 2 and parts[1] in PLANETS and kind == "ab":
        return ("colony", seat, parts[1])
    if head == "j" and n == 3 and parts[1].isdigit() and parts[2] in PLANETS:
        return ("jump", seat, int(parts[1]), parts[2])
    if kind == "xp" and head == "t" and n == 2 and parts[1].isdigit():
        return ("exploration_row", int(parts[1]))
    return None


def place_code(place: Place, seat: int, row: Sequence[str], prow: Sequence[str], offer: Sequence[str]) -> str:
    """The code of a place, before the decision's colonies are numbered."""
    what = place[0]
    if what == "die":
        return str(place[1] + 1)
    if what in ("surface", "orbit", "planet"):
        letter = ROW_LETTERS[list(row).index(place[1])] if place[1] in row else "?"
        return {"surface": "L", "orbit": "O", "planet": ""}[what] + letter
    if what == "ship":
        own = "" if place[1] == seat else str(place[1] + 1)
        return f"{own}S{place[2] + 1}"
    if what == "jump":  # a ship to another planet's orbit: the ship, then the planet
        letter = ROW_LETTERS[list(row).index(place[3])] if place[3] in row else "?"
        return f"S{place[2] + 1}{letter}"
    if what == "pilot":
        return f"P{list(prow).index(place[1]) + 1}" if place[1] in prow else "P"
    if what == "exploration_row":
        return f"X{place[1] + 1}"
    if what == "explore":
        return "X"
    if what == "home":
        return "H"
    if what == "mission":
        return f"M{list(offer).index(place[1]) + 1}" if place[1] in offer else "M"
    return ""  # colonies are numbered by the caller


def with_marks(state: State, kind: str, seat: int, options: Sequence[Option]) -> tuple[Option, ...]:
    """``options`` (unmarked) with the codes of those that name a place (each code once in a decision)."""
    return marked(state, kind, seat, [(o.id, o.label) for o in options])


#: ``option_place`` remembered: it reads only its arguments, and every decision asks it again
_place_of = cache(option_place)


def marked(state: State, kind: str, seat: int, choices: Sequence[tuple[str, Text]]) -> tuple[Option, ...]:
    """The options of ``(id, label)`` pairs, with the codes of those that name a place."""
    gal = state["galaxies"][seat] if seat < len(state["galaxies"]) else {}
    offer = gal.get("offer") or []
    out, used, colonies = [], set(), 0
    for oid, label in choices:
        place = _place_of(kind, seat, oid)
        code = ""
        if place is not None:
            if place[0] == "colony":
                colonies += 1
                code = f"C{colonies}"
            else:
                code = place_code(place, seat, state["row"], state["pilot_row"], offer)
            base, k = code, 1
            while code in used:  # never two options with one code
                k += 1
                code = f"{base}{k}"
            used.add(code)
        out.append(Option(oid, label, code))
    return tuple(out)


def decision_kind(state_or_view: dict[str, Any], stack_key: str) -> str:
    """The kind of decision a view is waiting on (its decisions in progress under ``stack_key``)."""
    if state_or_view["phase"] == "mission":
        return "mission"
    stack = state_or_view.get(stack_key) or []
    return stack[-1]["kind"] if stack else "play"


# --- what changed ----------------------------------------------------------------------------


def snapshot(state: State) -> dict[str, Any]:
    """The public things a step may change, to compare after it."""
    return {
        "ships": [[[sh["at"], sh["place"], sh["pos"]] for sh in gal["ships"]] for gal in state["galaxies"]],
        "row": list(state["row"]),
        "colonies": [list(gal["colonies"]) for gal in state["galaxies"]],
        "empire_level": [gal["empire_level"] for gal in state["galaxies"]],
        "turn": [phase(state), state["turn"]["seat"], sum(state.get("turns") or [])],
    }


def note_changes(state: State, before: dict[str, Any]) -> None:
    """Add what the step since ``before`` changed to ``state["changed"]``: a turn's changes
    gather until the next turn changes something, so the next player sees the whole last turn.

    ``changed`` holds the ships moved as ``[galaxy, ship]``, the row planets that are new, the
    colonies gained as ``[galaxy, planet]`` and the galaxies whose empire went up.
    """
    ships = [
        [g, i]
        for g, gal in enumerate(state["galaxies"])
        for i, sh in enumerate(gal["ships"])
        if [sh["at"], sh["place"], sh["pos"]] != before["ships"][g][i]
    ]
    planets = [p for p in state["row"] if p not in before["row"]]
    cols = [
        [g, p] for g, gal in enumerate(state["galaxies"]) for p in gal["colonies"] if p not in before["colonies"][g]
    ]
    levels = [g for g, gal in enumerate(state["galaxies"]) if gal["empire_level"] != before["empire_level"][g]]
    if not (ships or planets or cols or levels):
        return
    old = state.get("changed")
    if not old or old["turn"] != before["turn"]:
        old = {"turn": before["turn"], "ships": [], "planets": [], "colonies": [], "levels": []}
    for key, new in (("ships", ships), ("planets", planets), ("colonies", cols), ("levels", levels)):
        old[key] += [x for x in new if x not in old[key]]
    old["planets"] = [p for p in old["planets"] if p in state["row"]]
    state["changed"] = old
