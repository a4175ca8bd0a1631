"""What a seat (or the public) may see: everything on the table, hand sizes, and one's own hand."""

from __future__ import annotations

from typing import Any

from games.core import State
from games.i18n import Seat, Text, msg, text_from_json
from games.plunder import rules
from games.plunder.cards import PORTALS, RELICS, listing, portal_name


def status(state: State) -> Text:
    """One line saying what the table waits for."""
    phase = rules.phase(state)
    if phase == "over":
        return msg("plunder-status-over", reason=reason_of(state))
    if phase == "explore":
        return msg("plunder-status-explore", seat=Seat(state["explorer"]), portal=portal_name(state["next"]))
    if phase == "land":
        # who has decided shows, never what: the answers are sealed until the last is in
        asked = len(state["waiting"]) + len(state.get("answers", []))
        return msg(
            "plunder-status-land",
            portal=portal_name(state["next"] - 1),
            decided=asked - len(state["waiting"]),
            asked=asked,
            waiting=listing([Seat(s) for s in state["waiting"]]),
        )
    if phase == "sabortal":
        return msg("plunder-status-sabortal", seat=Seat(state["sab_owner"]))
    collect = state["collect"]
    seat, index = collect["order"][collect["turn"]]
    return msg("plunder-status-collect", seat=Seat(seat), left=collect["left"], n=PORTALS[index])


def reason_of(state: State) -> Text:
    """Why the game ended."""
    return text_from_json(state["result"]["reason"])


def view(state: State, seat: int | None, header: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` (None: the public) sees, after the common ``header`` (``Engine.view_header``)."""
    n = state["players"]
    collect = state["collect"]
    collecting = None
    if collect is not None and rules.phase(state) == "collect":
        who, index = collect["order"][collect["turn"]]
        collecting = {
            "seat": who,
            "portal": index + 1,
            "actions_left": collect["left"],
            "order": [[s, i + 1] for s, i in collect["order"]],
        }
    out: dict[str, Any] = {
        **header,
        "phase": rules.phase(state),
        # the public turn counter (every exploration and collecting turn), 1-based
        "turn": max(1, state.get("turns", 1)),
        "mission": state["mission"],
        "starting_pass": state["pass"],
        "explorer": state["explorer"] if rules.phase(state) == "explore" else None,
        "next_portal": state["next"] + 1 if state["next"] < len(PORTALS) else None,
        "portals": [
            {"index": i + 1, "number": PORTALS[i], "cards": list(state["portals"][i]), "ships": list(state["ships"][i])}
            for i in range(len(PORTALS))
        ],
        "flying": list(state["flying"]),
        "waiting_to_land": list(state["waiting"]),
        "decided_to_land": [s for s, _ in state.get("answers", [])] if rules.phase(state) == "land" else [],
        "sabortal_owner": state["sab_owner"],
        "collecting": collecting,
        "homes": [
            {
                "relics": {k: state["homes"][s][i] for i, k in enumerate(RELICS)},
                "sets": rules.sets_of(state, s),
                "placed": sum(state["homes"][s]),
            }
            for s in range(n)
        ],
        "hand_sizes": [len(h) for h in state["hands"]],
        "draw_pile": len(state["pile"]),
        # what the last move changed (portals 1-based, seats' home planets), for the picture
        "changed": state.get("changed") or {"portals": [], "homes": []},
    }
    if seat is not None:
        out["hand"] = list(state["hands"][seat])
        if rules.phase(state) == "explore" and state["explorer"] == seat:
            out["step"] = exploring_step(state)
        if rules.phase(state) == "land":
            out["my_landing"] = rules.sealed_answer(state, seat)
    return out


def exploring_step(state: State) -> dict[str, Any]:
    """How far the explorer has got, as the picture reads it: ``{"at": "start"}``, or the
    deepest exploring step (``{"at": "steal", "victim": 2}``)."""
    step = dict(state["steps"][-1])
    kind = step.pop("kind")
    return {"at": "start" if kind == "explore" else kind, **step}
