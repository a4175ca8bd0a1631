"""The game log, kept short: ``games.core.log`` entries, numbered by a counter, oldest dropped.

``apply`` deep-copies the whole state on every decision, and a log that only grows made that
copy cost more than everything else (over 90% of a late-game copy). So the state keeps only the
last ``KEEP`` entries (views show at most 30); the counter keeps every entry's ``n`` unique and
increasing, so a reader can still tell which entries are new.
"""

from __future__ import annotations

from games.core import State, log
from games.i18n import Text

KEEP = 30


def say(state: State, text: Text, to: list[int] | None = None) -> None:
    """Log ``text`` (public, or private to the seats in ``to``)."""
    log(state, text, to)
    entries = state["log"]
    entries[-1]["n"] = state.get("log_n", len(entries) - 1)
    state["log_n"] = entries[-1]["n"] + 1
    if len(entries) > KEEP:
        del entries[: len(entries) - KEEP]
