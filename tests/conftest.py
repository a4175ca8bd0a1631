from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the toy game and the doubles live beside the tests


class FakeClock:
    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float = 0, seconds: float = 0) -> None:
        self.now += hours * 3600 + seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
