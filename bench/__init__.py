"""Benchmarks, run by hand with ``python -m bench [name ...]`` (never by the test suite).

Each module ``bench/bench_<name>.py`` has ``run() -> list[Figure]``. Figures carry their
target so the table says at a glance what holds on this machine.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Figure:
    name: str
    value: float
    unit: str
    target: float | None = None  # an upper bound; None when the figure is only reported
    note: str = ""

    @property
    def verdict(self) -> str:
        if self.target is None:
            return ""
        return "ok" if self.value <= self.target else "MISSED"


def timings(fn: Callable[[], object], repeat: int, warmup: int = 1) -> list[float]:
    """Wall-clock seconds of ``repeat`` calls of ``fn`` after ``warmup`` unmeasured ones."""
    for _ in range(warmup):
        fn()
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def ms(seconds: float) -> float:
    return seconds * 1000.0


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def median(values: list[float]) -> float:
    return statistics.median(values)
