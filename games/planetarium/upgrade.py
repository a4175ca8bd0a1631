"""Games saved before the steps: where the game stood was told by ``over``, ``setup`` and the
turn's ``step`` with its selections ``sel`` and ``gsel``; each maps onto ``state["steps"]``."""

from __future__ import annotations

from typing import Any

from games.core import State
from games.planetarium.components import SPACES

#: the deeper steps of a saved turn and the step each was chosen from
_CHOSEN_FROM = {"planet": "move", "pick": "move", "matter": "move", "gpick": "gravity", "gplanet": "gravity"}


def upgrade_state(state: State) -> State:
    if "steps" in state:
        return state
    over, setup, turn = state.pop("over"), state.pop("setup"), state.pop("turn")
    if over:
        state["steps"] = []
    elif setup:
        state["steps"] = [{"kind": "setup", "waiting": setup["waiting"], "discards": setup["discards"]}]
    else:
        state["steps"] = _turn_steps(turn)
    return state


def _turn_steps(turn: dict[str, Any]) -> list[dict[str, Any]]:
    step, sel = turn["step"], turn["sel"]
    base: dict[str, Any] = {"kind": _CHOSEN_FROM.get(step, step)}
    memory = {"card": turn.get("card"), "token": turn.get("gsel")}
    base.update({k: v for k, v in memory.items() if v is not None})
    if step == "keep":
        base["pair"] = turn["pair"]
    elif step == "finals":
        base["played"] = turn.get("finals_played", 0)
    elif step == "planet":
        return [base, {"kind": "planet", "planet": sel}]
    elif step == "pick":
        return [base, {"kind": "pick", "orbit": int(sel)}]
    elif step == "matter":
        return [base, {"kind": "pick", "orbit": SPACES[sel].orbit}, {"kind": "matter", "space": sel}]
    elif step == "gpick":
        return [base, {"kind": "gpick", "orbit": int(sel)}]
    elif step == "gplanet":
        return [base, {"kind": "gpick", "orbit": int(sel)}, {"kind": "gplanet", "token": turn["gsel"]}]
    return [base]
