"""Saved games from before the state had words for keys: states and views of schema 1 read as
schema 2 (``games.teg.rules.SCHEMA``).

Schema 1 was the state of every TEG game saved before issue #17 (no ``schema`` key): resources
``e``/``c``, the empire ``lv``, frames ``{"k": ..., "s": ...}`` and so on. The upgrade only renames
keys; every value, the random generator's position and the order of every list stay as they
were, so a game upgraded from its snapshot plays on exactly as it would have.
"""

from __future__ import annotations

from typing import Any

from games.core import State
from games.teg.rules import SCHEMA

_GALAXY = {"e": "energy", "c": "culture", "lv": "empire_level", "dw": "dwarf_planets", "xc": "explored"}
_GALAXY_VIEW = {**_GALAXY, "xn": "explored_count"}
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
}
_TOP = {"rt": "rogue_turn"}


def _renamed(data: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    return {names.get(k, k): v for k, v in data.items()}


def _galaxies(galaxies: list[dict[str, Any]], names: dict[str, str]) -> list[dict[str, Any]]:
    out = []
    for gal in galaxies:
        gal = _renamed(gal, names)
        gal["ships"] = [_renamed(ship, _SHIP) for ship in gal["ships"]]
        out.append(gal)
    return out


def upgrade_state(state: State) -> State:
    """``state`` in the current schema (returned as is when it already is)."""
    if state.get("schema", 1) >= SCHEMA:
        return state
    new = _renamed(state, _TOP)
    new["gal"] = _galaxies(state["gal"], _GALAXY)
    new["turn"] = _renamed(state["turn"], _TURN)
    new["stack"] = [_renamed(frame, _FRAME) for frame in state["stack"]]
    new["schema"] = SCHEMA
    return new


def upgrade_view(view: dict[str, Any]) -> dict[str, Any]:
    """A view drawn by the old code (an undelivered outbox picture) in the current schema."""
    if view.get("schema", 1) >= SCHEMA:
        return view
    new = _renamed(view, _TOP)
    new["gal"] = _galaxies(view["gal"], _GALAXY_VIEW)
    new["turn"] = _renamed(view["turn"], _TURN)
    new["doing"] = [_renamed(frame, _FRAME) for frame in view.get("doing") or []]
    new["schema"] = SCHEMA
    return new
