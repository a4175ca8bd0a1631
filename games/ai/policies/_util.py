"""Helpers shared by the game plug-ins."""

from __future__ import annotations

import math


def softmax_shares(values: list[float], sharpness: float) -> list[float]:
    """Turn progress figures into chances of winning that add up to one: the leader gets the
    most, and more so the larger the gaps (``sharpness`` per unit of progress)."""
    top = max(values)
    weights = [math.exp(sharpness * (v - top)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def logistic(x: float) -> float:
    """A chance in 0..1 from a margin (0 gives one half)."""
    if x < -40:
        return 0.0
    if x > 40:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
