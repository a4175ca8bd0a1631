"""What the AI's search knows about the example duel beyond its rules (``games.ai.policies``).

Rollouts are short, so a rollout's end is judged: the round wins so far, with a card's worth
in hand counting a little, turned into chances that add up to one.
"""

from __future__ import annotations

from games.ai.policies._util import softmax_shares
from games.core import Engine, State

#: how much a point of cards in hand counts beside a round won
HAND_WEIGHT = 0.05


def evaluate_all(engine: Engine, state: State) -> list[float]:
    """Each seat's chance of winning, from its round wins and the cards it still holds."""
    progress = [w + HAND_WEIGHT * sum(h) for w, h in zip(state["wins"], state["hands"], strict=True)]
    return softmax_shares(progress, sharpness=2.0)
