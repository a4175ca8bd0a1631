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
    target: float | None = None  # an upper bound (a lower one with at_least); None: only reported
    note: str = ""
    at_least: bool = False

    @property
    def verdict(self) -> str:
        if self.target is None:
            return ""
        met = self.value >= self.target if self.at_least else self.value <= self.target
        return "ok" if met else "MISSED"

    @property
    def target_text(self) -> str:
        if self.target is None:
            return ""
        return f"{'>=' if self.at_least else '<='} {self.target:g}"


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
