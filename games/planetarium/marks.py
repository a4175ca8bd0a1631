"""What Planetarium's pictures mark: the short code of each option that names a place or a
thing, and the places the last turn changed.

Codes: a planet is its letter ("A"), an orbit its numeral ("VI"), a space or a Matter token a
number counted in the decision ("1", "2", ...; a space holding a planet is that planet's letter),
a card its place in the deciding player's sorted hand ("2"; "2A" to play it on Planet A, "2↓" to
downgrade it), a drawn Final the next numbers after the hand, and the decks "L", "H" and "F".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core import Option, State
from games.planetarium.components import ROMAN

DECK_CODES = {"low": "L", "high": "H", "finals": "F"}


def _planet_on(state: State, space: str) -> str | None:
    for planet, where in state["planets"].items():
        if where == space:
            return planet
    return None


def option_code(state: State, seat: int, option_id: str, counter: list[int]) -> str:
    """The code of one option ("" when it names nothing on the picture). ``counter`` numbers the
    spaces and tokens of one decision in the order of its options."""
    head, _, rest = option_id.partition("-")
    if head == "planet" or head == "take":
        return rest
    if head == "orbit":
        return ROMAN[int(rest)]
    if head == "to" or head == "m":
        planet = _planet_on(state, rest) if head == "to" else None
        if planet:
            return planet
        counter[0] += 1
        return str(counter[0])
    if head in ("play", "final", "down", "discard"):
        hand = sorted(state["hands"][seat])
        card, _, planet = rest.rpartition("-") if head in ("play", "final") else (rest, "", "")
        return f"{hand.index(card) + 1}{'↓' if head == 'down' else planet}"
    if head == "keep":
        return str(len(state["hands"][seat]) + state["steps"][-1]["pair"].index(rest) + 1)
    return DECK_CODES.get(option_id, "")


def with_marks(state: State, seat: int, options: Sequence[Option]) -> tuple[Option, ...]:
    """``options`` with their codes filled in."""
    counter = [0]
    return tuple(Option(o.id, o.label, option_code(state, seat, o.id, counter)) for o in options)


# --- what changed ----------------------------------------------------------------------------


def snapshot(state: State) -> dict[str, Any]:
    """The public things a step may change, to compare after it."""
    return {
        "matter": dict(state["matter"]),
        "planets": dict(state["planets"]),
        "rows": {p: len(row) for p, row in state["rows"].items()},
        "mats": [{p: list(v) for p, v in mat.items()} for mat in state["mats"]],
        "track": len(state["track"]),
        "turn": [state["turn_no"], state["current"]],
    }


def note_changes(state: State, before: dict[str, Any]) -> None:
    """Add what the step since ``before`` changed to ``state["changed"]``: a turn's changes
    gather until the next turn changes something, so the next player sees the whole last turn.

    ``changed`` holds the spaces whose token or planet changed, the played cards as
    ``[planet, index in its row]``, the mats as ``[seat, planet]`` and the track spaces filled.
    """
    spaces = {
        s for s in before["matter"].keys() | state["matter"].keys() if before["matter"].get(s) != state["matter"].get(s)
    }
    for planet, where in state["planets"].items():
        if before["planets"][planet] != where:
            spaces |= {before["planets"][planet], where}
    cards = [[p, i] for p, row in state["rows"].items() for i in range(before["rows"][p], len(row))]
    mats = [[seat, p] for seat, mat in enumerate(state["mats"]) for p, v in mat.items() if v != before["mats"][seat][p]]
    track = list(range(before["track"], len(state["track"])))
    if not (spaces or cards or mats or track):
        return
    old = state.get("changed")
    if not old or old["turn"] != before["turn"]:
        old = {"turn": before["turn"], "spaces": [], "cards": [], "mats": [], "track": []}
    old["spaces"] = sorted(set(old["spaces"]) | spaces)
    old["cards"] += [c for c in cards if c not in old["cards"]]
    old["mats"] += [m for m in mats if m not in old["mats"]]
    old["track"] = sorted(set(old["track"]) | set(track))
    state["changed"] = old
