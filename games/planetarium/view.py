"""What each seat may see, and re-dealing what it may not (for the AI and the hidden-info tests)."""

from __future__ import annotations

import random
from typing import Any

from games.core import State, blank_unseen_log, clone
from games.planetarium.components import ACCELERATION, CARDS, MARKERS, TRACK_LENGTH
from games.planetarium.rules import markers_on_cards
from games.planetarium.steps import stage, turn_summary


def hand_counts(hand: list[str]) -> dict[str, int]:
    """How many cards of each deck a hand holds: public, as the three decks have different backs."""
    out = {"low": 0, "high": 0, "final": 0}
    for c in hand:
        out[CARDS[c].deck] += 1
    return out


def build_view(state: State, seat: int | None, header: dict[str, Any]) -> dict[str, Any]:
    players = state["players"]
    turn = turn_summary(state)
    setup = state["steps"][0] if stage(state) == "setup" else None
    view: dict[str, Any] = {
        **header,
        "solo": state["solo"],
        "target": state["target"],
        "matter": dict(state["matter"]),
        "planets": dict(state["planets"]),
        "habitable": dict(state["habitable"]),
        "rows": clone(state["rows"]),
        "track": list(state["track"]),
        "track_length": TRACK_LENGTH,
        "acceleration": ACCELERATION,
        "scores": list(state["scores"]),
        "mats": clone(state["mats"]),
        "markers_left": [MARKERS - markers_on_cards(state, s) for s in range(players)],
        "hand_counts": [hand_counts(h) for h in state["hands"]],
        "decks": {d: len(p) for d, p in state["decks"].items()},
        "discards": {
            "high": list(state["discards"]["high"]),
            "final": list(state["discards"]["final"]),
        },
        "setup_waiting": list(setup["waiting"]) if setup else [],
        "current": state["current"],
        "turn": state["turn_no"],  # the public turn counter, as the picture and the caption print it
        "turn_no": state["turn_no"],
        "step": turn["step"] if turn else None,
        "final_turn": bool(turn and turn["final"]),
        "final_left": list(state["final"]["left"]) if state["final"] else None,
        "changed": clone(state.get("changed")),  # the last turn's changes, all public (games.planetarium.marks)
    }
    if seat is not None:
        view["hand"] = sorted(state["hands"][seat])
        if turn and state["current"] == seat:
            view["my_turn"] = turn  # "turn" is the public counter
        if setup and str(seat) in setup["discards"]:
            view["my_setup_discard"] = setup["discards"][str(seat)]
    return view


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again at random.

    The re-deal reads only what ``seat`` sees (how many cards of each deck every hand holds, who
    has discarded at set-up, whether a pair of Finals is being chosen) and ``rng``: the unseen
    cards of each deck are pooled in sorted order, shuffled, and dealt in a fixed order.
    """
    new = clone(state)
    others = [s for s in range(new["players"]) if s != seat]
    step = new["steps"][-1] if new["steps"] else {}
    pair_hidden = new["current"] != seat and bool(step.get("pair"))
    setup_hidden = sorted(k for k in step.get("discards", {}) if k != str(seat))
    counts = {s: hand_counts(new["hands"][s]) for s in others}
    for deck in ("low", "high", "final"):
        pool = list(new["decks"][deck])
        for s in others:
            pool += [c for c in new["hands"][s] if CARDS[c].deck == deck]
        if deck == "final":
            pool += step["pair"] if pair_hidden else []
            pool += [step["discards"][k] for k in setup_hidden]
        pool.sort()
        rng.shuffle(pool)
        for s in others:
            kept = [c for c in new["hands"][s] if CARDS[c].deck != deck]
            new["hands"][s] = kept + [pool.pop() for _ in range(counts[s][deck])]
        if deck == "final":
            if pair_hidden:
                step["pair"] = [pool.pop() for _ in step["pair"]]
            for k in setup_hidden:
                step["discards"][k] = pool.pop()
        new["decks"][deck] = pool
    for s in others:  # a canonical order, as hand order is not seen either
        new["hands"][s].sort(key=lambda c: (CARDS[c].deck, c))
    # other seats' private log lines name their cards: blanked
    blank_unseen_log(new, seat)
    new["rng"] = rng.getrandbits(64)
    return new
