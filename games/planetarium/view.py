"""What each seat may see, and re-dealing what it may not (for the AI and the hidden-info tests)."""

from __future__ import annotations

import random
from typing import Any

from games.core import State, clone, visible_log
from games.planetarium.components import ACCELERATION, CARDS, MARKERS, TRACK_LENGTH
from games.planetarium.rules import markers_on_cards


def hand_counts(hand: list[str]) -> dict[str, int]:
    """How many cards of each deck a hand holds: public, as the three decks have different backs."""
    out = {"low": 0, "high": 0, "final": 0}
    for c in hand:
        out[CARDS[c].deck] += 1
    return out


def build_view(state: State, seat: int | None, to_act: list[int], status: str, outcome: Any) -> dict[str, Any]:
    players = state["players"]
    turn = state["turn"]
    view: dict[str, Any] = {
        "game": state["game"],
        "players": players,
        "seat": seat,
        "to_act": to_act,
        "status": status,
        "log": visible_log(state, seat),
        "outcome": outcome,
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
        "setup_waiting": list(state["setup"]["waiting"]) if state["setup"] else [],
        "current": state["current"],
        "turn_no": state["turn_no"],
        "step": turn["step"] if turn else None,
        "final_turn": bool(turn and turn["final"]),
        "final_left": list(state["final"]["left"]) if state["final"] else None,
    }
    if seat is not None:
        view["hand"] = sorted(state["hands"][seat])
        if turn and state["current"] == seat:
            view["turn"] = clone(turn)
        if state["setup"] and str(seat) in state["setup"]["discards"]:
            view["my_setup_discard"] = state["setup"]["discards"][str(seat)]
    return view


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``state`` with every card ``seat`` cannot see dealt again at random."""
    new = clone(state)
    hidden_pairs = new["turn"] is not None and new["current"] != seat
    for deck in ("low", "high", "final"):
        pool = list(new["decks"][deck])
        slots: list[tuple[list[str], int]] = []  # (list, index) places holding an unseen card
        for s, hand in enumerate(new["hands"]):
            if s == seat:
                continue
            for i, c in enumerate(hand):
                if CARDS[c].deck == deck:
                    slots.append((hand, i))
                    pool.append(c)
        if deck == "final":
            if hidden_pairs and new["turn"]["pair"]:
                for i, c in enumerate(new["turn"]["pair"]):
                    slots.append((new["turn"]["pair"], i))
                    pool.append(c)
            if new["setup"]:
                discards = new["setup"]["discards"]
                for key in sorted(discards):
                    if key != str(seat):
                        pool.append(discards[key])
                        slots.append((discards, key))  # type: ignore[arg-type]
        rng.shuffle(pool)
        for holder, i in slots:
            holder[i] = pool.pop()
        new["decks"][deck] = pool
    new["rng"] = rng.getrandbits(64)
    return new
