"""The Curious Rarities from Andromeda: score positions by progress towards three full sets, and play
rollouts the way a player would.

A seat's progress counts, for its three best relic kinds, the relics on its home planet (a
kind counts at most three) plus a little for matching relics in hand, which it still has to
collect and place. Rollouts stop after a mission's worth of decisions and the progress figures
become chances of winning.

In rollouts, players land more readily the more a portal is worth and spend their collecting
actions greedily (place what brings a set closer, take what they can use), with a little
randomness. Random collecting wastes most actions, which made every landing look alike to the
search, however long it looked.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, State
from games.plunder import rules
from games.plunder.cards import PORTALS, RELIC_INDEX, is_relic

#: a relic in hand is worth this much of a placed one
HAND_WEIGHT = 0.4
SHARPNESS = 1.1

# Easy takes a quick look only: the evaluation alone already plays Plunder soundly, and with
# 40 iterations easy was as strong as hard (hard won 6 of 20 four-player games against it,
# where an even share is 5), which is no choice for a player.
BUDGETS = {
    "easy": {"iterations": 12, "rollout_depth": 8},
    # normal and hard keep their iterations, and decide in about three quarters of the time they
    # took before the playouts were made faster: given the time saved (380 iterations)
    # normal won 1 of 12 three-player arena games against the 300 it had (the even share is 4)
    "normal": {"iterations": 300, "rollout_depth": 40},
    "hard": {"iterations": 900, "rollout_depth": 48},
    # the arena's yardstick: the normal budget before (``games.ai.levels.ARENA_LEVELS``)
    "normal-before": {"iterations": 300, "rollout_depth": 40},
}


def progress(state: State, seat: int, kinds: tuple[str, ...]) -> float:
    placed = state["homes"][seat]
    hand = state["hands"][seat]
    eff = []
    for i, kind in enumerate(kinds):
        if placed[i] >= 3:
            eff.append(3.0)
        else:
            eff.append(min(3.0, placed[i] + HAND_WEIGHT * hand.count(kind)))
    eff.sort(reverse=True)
    return eff[0] + eff[1] + eff[2]


def evaluate_all(engine: Engine, state: State) -> list[float]:
    from games.plunder.cards import RELICS

    values = [progress(state, s, RELICS) for s in range(state["players"])]
    return softmax_shares(values, SHARPNESS)


def prune(engine: Engine, state: State, decision) -> list[str] | None:
    """The options worth searching.

    - A blind pick in a shuffled hand: every position is alike, so just one.
    - Collecting and the sabortal's pick: one "take" per kind of card (the same card at another
      portal is the same gain), none of a kind the player has finished, and no stopping early
      while something useful is left to do.
    """
    phase = rules.phase(state)
    if state["steps"][-1]["kind"] == "position":
        return [o.id for o in decision.options if o.id.startswith("pos.")][:1]
    if phase in ("collect", "sabortal"):
        seat = decision.seat
        seen: set[str] = set()
        useful = []
        for o in decision.options:
            if o.id.startswith("take."):
                card = o.id.split(".", 2)[2]
                if card in seen or _card_value(state, seat, card) < 0.5:
                    continue
                seen.add(card)
                useful.append(o.id)
            elif o.id.startswith("place."):
                useful.append(o.id)
        stop = "end" if phase == "collect" else "none"
        return useful or [stop]
    return None


#: in a rollout, the chance of landing at a portal of each worth
LAND_CHANCE = {1: 0.1, 2: 0.3, 3: 0.65, 4: 0.9}
#: in a rollout, how often a player picks at random instead of greedily
EXPLORE_RATE = 0.15


def _card_value(state: State, seat: int, card: str) -> float:
    """How much ``seat`` wants ``card`` in hand: relics of kinds it is closest to finishing most,
    aliens a fair amount, relics of a finished kind hardly at all."""
    if not is_relic(card):
        return 1.5
    placed = state["homes"][seat][RELIC_INDEX[card]]
    if placed >= 3:
        return 0.1
    return 1.0 + placed + 0.5 * state["hands"][seat].count(card)


def _option_value(state: State, seat: int, option_id: str) -> float:
    kind, _, rest = option_id.partition(".")
    if kind == "place":
        return 10.0 + state["homes"][seat][RELIC_INDEX[rest]]
    if kind == "take":
        return _card_value(state, seat, rest.partition(".")[2])
    return 0.2  # "end", "none": worth less than anything useful


def rollout_policy(engine: Engine, state: State, decision, rng) -> str:
    ids = [o.id for o in decision.options if o.id != "back"]
    if rng.random() < EXPLORE_RATE:
        return rng.choice(ids)
    phase = rules.phase(state)
    if phase == "land":
        worth = PORTALS[state["next"] - 1]
        return "land" if rng.random() < LAND_CHANCE.get(worth, 0.9) else "fly"
    if phase in ("collect", "sabortal"):
        seat = decision.seat
        return max(ids, key=lambda i: (_option_value(state, seat, i), rng.random()))
    return rng.choice(ids)
