"""What the AI's search knows about the example game beyond its rules (``games.ai.policies``).

Rollouts are short, so a rollout's end is judged: the scores so far, with a card's worth in hand
counting a little (a high card leads the next round and feeds its pot), turned into chances that
add up to one.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, State

#: how much a point of cards in hand counts beside a point scored
HAND_WEIGHT = 0.05


def evaluate_all(engine: Engine, state: State) -> list[float]:
    """Each seat's chance of winning, from its score and the cards it still holds."""
    progress = [v + HAND_WEIGHT * sum(h) for v, h in zip(state["scores"], state["hands"], strict=True)]
    return softmax_shares(progress, sharpness=0.2)
