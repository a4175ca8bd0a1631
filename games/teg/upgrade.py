"""Saved games from before the state had words for keys: states and views of schema 1 read as
schema 2 (``games.teg.rules.SCHEMA``); states saved before the steps (``phase`` and ``stack``)
read with ``steps``.

Schema 1 was the state of every TEG game saved before states carried a version (no ``schema`` key): resources
``e``/``c``, the empire ``lv``, ``gal``, ``xup``, frames ``{"k": ..., "s": ...}`` and so on (the
tables below). The upgrade only renames keys; every value, the random generator's position and
the order of every list stay as they were, so a game upgraded from its snapshot plays on exactly
as it would have.
"""

from __future__ import annotations

from typing import Any

from games.core import State
from games.teg.rules import SCHEMA
from games.teg.view import turn_number

_TOP = {
    "gal": "galaxies",
    "btb": "expansion",
    "logn": "log_count",
    "mbox": "mission_box",
    "prow": "pilot_row",
    "pdeck": "pilot_deck",
    "xdeck": "exploration_deck",
    "xup": "exploration_row",
    "rt": "rogue_turn",
}
_GALAXY = {
    "e": "energy",
    "c": "culture",
    "lv": "empire_level",
    "col": "colonies",
    "mis": "mission",
    "has_mis": "has_mission",
    "hang": "hangar",
    "xc": "explored",
    "xn": "explored_count",
    "trk": "danger_cards",
    "dw": "dwarf_planets",
}
_SHIP = {"p": "place"}
_TURN = {"s": "seat", "ds": "die_states", "rr": "rerolled", "cv": "converted"}
# a frame's "p" is the planet whose ability it offers (only "ab" frames have one)
_FRAME = {
    "k": "kind",
    "s": "seat",
    "f": "face",
    "p": "planet",
    "pl": "pilot",
    "as": "assignment",
    "t": "track",
    "ex": "excluded",
    "opt": "optional",
    "sel": "picked",
    "frm": "from_face",
}
_ROGUE_TURN = {"trig": "done_steps"}
_CHANGED = {"cols": "colonies"}


def _renamed(data: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    return {names.get(k, k): v for k, v in data.items()}


def _galaxies(galaxies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for gal in galaxies:
        gal = _renamed(gal, _GALAXY)
        gal["ships"] = [_renamed(ship, _SHIP) for ship in gal["ships"]]
        out.append(gal)
    return out


def _upgrade(data: dict[str, Any], frames: str) -> dict[str, Any]:
    """What states and views share; ``frames`` is the key of the decisions in progress."""
    new = _renamed(data, _TOP)
    new["galaxies"] = _galaxies(data["gal"])
    new["turn"] = _renamed(data["turn"], _TURN)
    new[frames] = [_renamed(frame, _FRAME) for frame in data.get(frames) or []]
    if new.get("rogue_turn"):
        new["rogue_turn"] = _renamed(new["rogue_turn"], _ROGUE_TURN)
    if new.get("changed"):
        new["changed"] = _renamed(new["changed"], _CHANGED)
    new["schema"] = SCHEMA
    return new


def upgrade_state(state: State) -> State:
    """``state`` in the current schema (returned as is when it already is)."""
    if state.get("schema", 1) < SCHEMA:
        state = _upgrade(state, "stack")
    if "phase" in state:
        _to_steps(state)
    return state


def _to_steps(state: State) -> None:
    """A state saved before the steps kept its stage in ``phase`` and its decisions in progress
    in ``stack``: the missions and a player's turn become the step under those decisions (the
    Rogue's turn and a finished game have none)."""
    stage, stack = state.pop("phase"), state.pop("stack")
    if stage == "mission":
        state["steps"] = [{"kind": "mission"}, *stack]
    elif stage == "play":
        state["steps"] = [{"kind": "play", "seat": state["turn"]["seat"]}, *stack]
    else:
        state["steps"] = stack


def upgrade_view(view: dict[str, Any]) -> dict[str, Any]:
    """A view drawn by the old code (an undelivered outbox picture) in the current schema, where
    ``turn`` is the public turn counter and ``dice_turn`` the turn being played."""
    if view.get("schema", 1) >= SCHEMA:
        return view
    new = _upgrade(view, "doing")
    new["dice_turn"] = new.pop("turn")
    new["turn"] = turn_number(new["phase"], new["turns"])
    return new
