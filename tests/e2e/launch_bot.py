"""Starts the real bot (``orrery run``) for the end-to-end tests and the benchmark.

It is ``python -m bot run`` from the worktree's root, whatever the current directory: the tests'
game is the example game (``games/example``), which the registry finds like any other, so nothing
is added here. Everything (settings, start-up, the client) is the shipped entry point.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from bot.cli import main as cli_main

    return cli_main(sys.argv[1:] or ["run"])


if __name__ == "__main__":
    raise SystemExit(main())
