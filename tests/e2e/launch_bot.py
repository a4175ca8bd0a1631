"""Starts the real bot (``orrery run``) for the end-to-end tests and the benchmark.

It is ``python -m bot run`` plus one addition when ORRERY_E2E_RELAY is set: the tests' small game
(tests/e2e/relay.py) is registered (it carries its picture module), so the tests can run while no real
game is installed. Everything else (settings, start-up, the client) is the shipped entry point.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def register_relay() -> None:
    """Adds the end-to-end test game (tests/e2e/relay.py) to the registry, with its pictures."""
    from games import registry
    from tests.e2e.relay import RELAY

    registry._engines()[RELAY.id] = RELAY  # the registry's cached dict (its pictures come with it)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    if os.environ.get("ORRERY_E2E_RELAY"):
        register_relay()
    from bot.cli import main as cli_main

    return cli_main(sys.argv[1:] or ["run"])


if __name__ == "__main__":
    raise SystemExit(main())
