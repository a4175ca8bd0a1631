"""What each seat and the public see of a Tiny Epic Galaxies game (the pictures read only this).

Hidden: the planet, pilot and exploration decks (their sizes show), other seats' secret
missions and kept exploration cards (how many each has shows), and what the rivals answered
to a follow until the last answer is in (only that they answered shows). At the end every
mission and card is shown.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from games.core import State, clone
from games.teg.board import phase
from games.teg.rules import SCHEMA, Changed, DieState, End, Face, Ship


class GalaxyView(TypedDict, total=False):
    energy: int
    culture: int
    empire_level: int
    vp: int
    colonies: list[str]
    ships: list[Ship]
    rogue: bool  # the Rogue's galaxy has only the keys above and this one
    hangar: dict[str, list[str]]
    dwarf_planets: int
    danger_cards: list[str]
    explored_count: int  # exploration cards kept, seen by all
    mission: str | None  # the viewer's own (or everyone's at the end), else None
    has_mission: bool
    offer: list[str]
    explored: list[str] | None  # the viewer's own (or everyone's at the end), else None


class TurnView(TypedDict):
    seat: int
    dice: list[Face]
    die_states: list[DieState]
    rerolled: int
    converted: int
    tax: int


class FrameView(TypedDict, total=False):
    """The public part of a decision in progress (whose, which kind, which planet or die)."""

    kind: str
    seat: int
    planet: str
    face: Face
    by: int
    drawn: str | None


class RogueTurnView(TypedDict):
    die: Face | None
    left: int
    bonus: bool


class TegView(TypedDict, total=False):
    # games.core.Engine.view_header: game, players, seat, to_act, status, log, outcome
    game: str
    players: int
    seat: int | None
    to_act: list[int]
    status: str
    log: list[dict]
    outcome: dict | None
    schema: int
    phase: Literal["mission", "play", "rogue", "over"]
    expansion: bool
    goal: int
    rogue: str | None  # the Rogue's id in solo play
    row: list[str]
    deck: int  # planets left in the deck
    turn: int  # the public turn counter the picture and the caption print: 0 while missions are picked
    dice_turn: TurnView  # the turn being played: its seat and dice
    galaxies: list[GalaxyView]
    pilot_row: list[str]
    pilot_deck: int
    exploration_deck: int
    exploration_row: list[str]
    end: End | None
    turns: list[int]
    changed: Changed | None
    doing: list[FrameView]
    rogue_turn: RogueTurnView  # solo play only
    detail: dict[str, list[int]]  # at the end


_PUBLIC_FRAME_KEYS = ("kind", "seat", "planet", "face", "by", "drawn")
#: the steps under every other: they are the stage (``phase``), not a decision in progress
_BASE = ("mission", "play")


def _galaxy_view(gal: dict[str, Any], mine: bool) -> GalaxyView:
    v: GalaxyView = {
        "energy": gal["energy"],
        "culture": gal["culture"],
        "empire_level": gal["empire_level"],
        "vp": gal["vp"],
        "colonies": list(gal["colonies"]),
        "ships": [dict(sh) for sh in gal["ships"]],  # type: ignore[misc]
    }
    if gal.get("rogue"):
        v["rogue"] = True
        return v
    v.update(
        hangar=clone(gal["hangar"]),
        dwarf_planets=gal["dwarf_planets"],
        danger_cards=list(gal["danger_cards"]),
        explored_count=len(gal["explored"]),
        mission=gal["mission"] if mine else None,
        has_mission=gal["mission"] is not None,
        offer=list(gal["offer"]) if mine else [],
        explored=list(gal["explored"]) if mine else None,
    )
    return v


def turn_number(phase: str, turns: list[int]) -> int:
    """The turn being played, 1-based (every galaxy's turns counted); the last one once over.
    It reads only the stage and the turns taken, which a view holds too."""
    if phase == "mission":
        return 0
    return sum(turns) + (0 if phase == "over" else 1)


def build_view(state: State, seat: int | None, header: dict[str, Any]) -> TegView:
    """What ``seat`` (None: the public) sees, after the engine's ``header``."""
    stage = phase(state)
    over = stage == "over"
    t = state["turn"]
    view: TegView = {
        **header,  # type: ignore[typeddict-item]
        "schema": SCHEMA,
        "phase": stage,
        "expansion": state["expansion"],
        "goal": state["goal"],
        "rogue": state["options"]["rogue"] if state["players"] == 1 else None,
        "row": list(state["row"]),
        "deck": len(state["deck"]),
        "turn": turn_number(stage, state["turns"]),
        "dice_turn": {
            "seat": t["seat"],
            "dice": list(t["dice"]),
            "die_states": list(t["die_states"]),
            "rerolled": t["rerolled"],
            "converted": t["converted"],
            "tax": t["tax"],
        },
        "galaxies": [_galaxy_view(gal, over or g == seat) for g, gal in enumerate(state["galaxies"])],
        "pilot_row": list(state["pilot_row"]),
        "pilot_deck": len(state["pilot_deck"]),
        "exploration_deck": len(state["exploration_deck"]),
        "exploration_row": list(state["exploration_row"]),
        "end": clone(state["end"]),
        "turns": list(state["turns"]),
        "changed": clone(state.get("changed")),  # the last turn's public changes (games.teg.marks)
        "doing": [  # type: ignore[misc]
            {k: v for k, v in fr.items() if k in _PUBLIC_FRAME_KEYS} for fr in state["steps"] if fr["kind"] not in _BASE
        ],
    }
    if state["players"] == 1:
        rt = state.get("rogue_turn") or {}
        view["rogue_turn"] = {"die": rt.get("die"), "left": rt.get("left"), "bonus": rt.get("bonus")}  # type: ignore[typeddict-item]
    if over:
        view["detail"] = clone(state["detail"])
    return view
