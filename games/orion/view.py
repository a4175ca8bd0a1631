"""What ORION Duel shows: nothing is hidden, so every seat and the public see the same table."""

from __future__ import annotations

from typing import Any

from games.core import State
from games.orion import rules
from games.orion.board import BY_NAME, NAMES, PAIR_ZONES, ZONE_NAME
from games.orion.tiles import COLOUR_IDS, PLACEMENT_AT


def build_view(
    state: State,
    phase: str,
    selection: dict[str, str | None],
    header: dict[str, Any],
    candidates: list[int],
    orientations: list[str],
) -> dict[str, Any]:
    """The view: ``header`` (``Engine.view_header``), then the table at its ``phase`` with the
    tile ``selection`` of the turn so far, the cells ``candidates`` and the ``orientations`` the
    pending decision offers."""
    stand = rules.standings(state)
    return {
        **header,
        "phase": phase,
        "setup": state["options"]["setup"],
        "leader": state["leader"],
        "turn": _turn_number(state, header),
        "mover": state["turn"] if phase == "play" else None,
        "colours": list(COLOUR_IDS),  # codes: the picture words them (``orion-colour-<id>``)
        "cells": {"colour": state["colour"], "tokens": state["tokens"]},
        "placements": [_public_tile(entry) for entry in state["placements"]],
        "left": [dict(d) for d in state["left"]],
        "selection": selection if phase == "play" else None,
        "candidates": [NAMES[c] for c in candidates],
        "orientations": orientations,
        "changed": _changed(state),
        "standing": [
            {
                "linked": None if s.linked is None else _pair_label(s.linked),
                "galaxies": s.galaxies,
                "black_holes": s.black_holes,
                "conditions": s.conditions,
                "tiebreak": rules.tiebreak(state, i),
            }
            for i, s in enumerate(stand)
        ],
    }


def _turn_number(state: State, header: dict[str, Any]) -> int:
    """The public turn counter (1-based): the turn being played is the one after the tiles laid;
    a finished game shows its last turn. The set-up is turn 1's preparation."""
    laid = len(state["placements"])
    return max(1, laid) if header.get("outcome") is not None else laid + 1


def _changed(state: State) -> list[str]:
    """The cells the last move filled: the last tile's, or the last token a player placed during
    set-up (a layout's or a random set-up's tokens are nobody's move)."""
    if state["placements"]:
        return [NAMES[c] for c in unpack_tile(state["placements"][-1])[2].cells]
    if state["options"]["setup"] != "choice":
        return []
    tokens = state["holes"] or state["galaxies"]
    return [NAMES[tokens[-1]]] if tokens else []


def unpack_tile(entry: str):
    """A laid tile as stored ("seat/kind/orientation/cell"): seat, kind and placement."""
    seat, kind, ori, cell = entry.split("/")
    return int(seat), kind, PLACEMENT_AT[(kind, ori, BY_NAME[cell])]


def _public_tile(entry: str) -> dict[str, Any]:
    seat, kind, p = unpack_tile(entry)
    colours = "".join(str(seat if side == "own" else 1 - seat) for side in p.sides)
    return {"seat": seat, "kind": kind, "cells": [NAMES[c] for c in p.cells], "colours": colours}


def _pair_label(pair: str) -> str:
    for p, a, b in PAIR_ZONES:
        if p == pair:
            return f"{ZONE_NAME[a]}–{ZONE_NAME[b]}"
    return pair
