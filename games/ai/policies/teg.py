"""Tiny Epic Galaxies: positions judged by victory points, with a little for the empire's
level and resources (the means to score later). Against the solo rogue galaxy the margin over
the rogue gives the chance of winning.
"""

from __future__ import annotations

from games.ai.policies._util import deal_sorted, logistic, softmax_shares
from games.core import Engine, State

SHARPNESS = 0.35

BUDGETS = {
    "easy": {"iterations": 30, "rollout_depth": 12},
    "normal": {"iterations": 250, "rollout_depth": 20},
    "hard": {"iterations": 800, "rollout_depth": 28},
}


def progress(gal: dict) -> float:
    return gal["vp"] + 0.8 * gal["lv"] + 0.15 * (gal["e"] + gal["c"])


def evaluate_all(engine: Engine, state: State) -> list[float]:
    gals = state["gal"]
    players = state["players"]
    values = [progress(g) for g in gals]
    if players == 1:
        rogue = max((progress(g) for g in gals if g.get("rogue")), default=values[0])
        return [logistic(SHARPNESS * (values[0] - rogue))]
    return softmax_shares(values[:players], SHARPNESS)


def canonicalize(engine: Engine, state: State, seat: int) -> State:
    """Decks, the mission box and the other galaxies' secret missions and exploration cards
    sorted and dealt back in a fixed order: the engine's re-deal reads them in their true order."""
    from games.core import clone

    new = clone(state)
    new["deck"] = deal_sorted(new["deck"], [])
    new["pdeck"] = deal_sorted(new["pdeck"], [])
    if new["phase"] == "over":
        new["xdeck"] = deal_sorted(new["xdeck"], [])
        return new
    others = [g for g in range(new["players"]) if g != seat]
    missions = [m for g in others for m in (*new["gal"][g]["offer"], new["gal"][g]["mis"]) if m]
    holders = [new["gal"][g]["offer"] for g in others]
    singles = [[new["gal"][g]["mis"]] for g in others if new["gal"][g]["mis"]]
    new["mbox"] = deal_sorted([*new["mbox"], *missions], holders + singles)
    it = iter(singles)
    for g in others:
        if new["gal"][g]["mis"]:
            new["gal"][g]["mis"] = next(it)[0]
    new["xdeck"] = deal_sorted(
        [*new["xdeck"], *(c for g in others for c in new["gal"][g]["xc"])], [new["gal"][g]["xc"] for g in others]
    )
    return new
