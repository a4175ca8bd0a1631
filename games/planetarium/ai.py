"""Planetarium: rollouts that play cards when they can, and positions scored by points.

Progress is the points of the cards played, plus a part of the Matter waiting on the mat
(the means to play the next cards), plus a part of the points of each Low/High card in hand
by the share of its Matter already on the mat of a planet it may go on. In the solo game the
score against the target counts as well as the win, so the search climbs towards the target
even when it cannot reach it yet.

Why the hand counts: with every Matter token worth the same, a player whose cards
need Rock took any Matter, and late in a game, with the Low deck empty (no Downgrade), a
3-player table of normal AI players could sit for 30 rounds on cards nobody could pay, so our
quiet-rounds end fired instead of the rulebook's. A card's promise stays below its points (the
card is still better played) and a card with no Matter to pay has none.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, Outcome, State
from games.planetarium.components import CARDS, GASEOUS, KINDS, PLANETS

MATTER_WEIGHT = 0.6
#: the part of a Low/High card's points counted when its whole Matter cost lies on a mat it fits
PROMISE_WEIGHT = 0.4
SHARPNESS = 0.12
#: in a rollout, how often a seat that can play a card does so
PLAY_RATE = 0.85

BUDGETS = {
    "easy": {"iterations": 30, "rollout_depth": 16},
    # normal and hard: the iterations that take the time they took before the playouts were made
    # faster (measured on the same positions, old and new code in one sitting)
    "normal": {"iterations": 300, "rollout_depth": 24},
    "hard": {"iterations": 1000, "rollout_depth": 32},
    # the arena's yardstick: the normal budget before (``games.ai.levels.ARENA_LEVELS``)
    "normal-before": {"iterations": 150, "rollout_depth": 24},
}


def progress(state: State, seat: int) -> float:
    matter = sum(sum(v) for v in state["mats"][seat].values())
    return state["scores"][seat] + MATTER_WEIGHT * matter + PROMISE_WEIGHT * promise(state, seat)


def promise(state: State, seat: int) -> float:
    """The points of the seat's Low/High cards, each weighted by the share of its Matter cost
    that lies on its best-stocked planet among those whose kind and Habitable/Hostile side fit."""
    total = 0.0
    for cid in state["hands"][seat]:
        card = CARDS[cid]
        need = sum(n for _, n in card.cost)
        if card.deck == "final" or not need:
            continue
        best = 0
        for planet in PLANETS:
            if (card.gaseous and planet not in GASEOUS) or (card.terrestrial and planet in GASEOUS):
                continue
            if (card.habitable and not state["habitable"][planet]) or (card.hostile and state["habitable"][planet]):
                continue
            mat = state["mats"][seat][planet]
            best = max(best, sum(min(mat[KINDS.index(kind)], n) for kind, n in card.cost))
        total += card.points * best / need
    return total


def evaluate_all(engine: Engine, state: State) -> list[float] | None:
    if state["players"] == 1:
        return None  # solo games are short: play them out
    return softmax_shares([progress(state, s) for s in range(state["players"])], SHARPNESS)


def terminal_rewards(engine: Engine, state: State, outcome: Outcome) -> list[float] | None:
    if state["players"] != 1:
        return None
    target = max(1, state["target"] or 1)
    return [0.7 * bool(outcome.winners) + 0.3 * min(1.0, state["scores"][0] / target)]


def rollout_policy(engine: Engine, state: State, decision, rng) -> str:
    ids = [o.id for o in decision.options if o.id != "back"]
    plays = [i for i in ids if i.startswith(("play-", "final-"))]
    if plays and rng.random() < PLAY_RATE:
        return rng.choice(plays)
    if ids and ids[0].startswith("keep-"):  # keep the Final card worth more (read from its id, never the label)
        return max(ids, key=lambda i: CARDS[i.partition("-")[2]].points)
    return rng.choice(ids)
