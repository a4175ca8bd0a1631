"""Every setting and its default, in one place: what the operator sets in the environment (and
a ``.env`` file beside the working directory), and the limits and defaults of what a server's
moderators and a table's host may set. A value that cannot be used is a ``ConfigError`` that
names its setting."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from dotenv import load_dotenv


class ConfigError(ValueError):
    """A setting that cannot be used; the message says which and why."""


# --- what a table's host and a server's moderators may set -------------------------------------

#: a new table's turn timer, in hours, unless the host or the server says otherwise
DEFAULT_TURN_HOURS = 24
#: the longest turn timer a table or a server may set, in hours (30 days)
MAX_TURN_HOURS = 720

#: a new table's reaction window, in hours. Someone always waits on a reaction (the active
#: player cannot go on until the follows are in), so the window is short: long enough for a
#: rival who has the game open in another tab, short enough that an absent rival costs the
#: active player half an hour, not an evening. A table may set it longer.
DEFAULT_REACT_HOURS = 0.5
#: the shortest and the longest reaction window a table may set, in hours
MIN_REACT_HOURS = 0.25
MAX_REACT_HOURS = 72

#: the largest day counts a server may set (time away, stalled tables)
MAX_DAYS = 365
#: the most open tables a server may let one member host
MAX_OPEN_LIMIT = 100

# --- what the operator sets (the environment's defaults) -------------------------------------

#: ``ORRERY_TICK_SECONDS``: how often turn timers, time away and stalled tables are looked at
TICK_SECONDS = 60.0
#: ``ORRERY_BOARD_EDIT_SECONDS``: a board is edited at most this often (steps in between fold)
BOARD_EDIT_SECONDS = 3.0
#: ``ORRERY_HAND_HOLD_SECONDS``: a DM that only shows a player's changed hand (nothing to decide)
#: waits this long, and is not sent if their "your turn" DM for the table comes meanwhile: at a
#: table played live, one DM instead of two; over days, a minute's delay nobody waits on
HAND_HOLD_SECONDS = 60.0
#: ``ORRERY_CHANNEL_WINDOW_SECONDS``: Discord lets about 5 posts into a channel per this many
#: seconds; the bot paces itself by it (a loopback double on a faster clock says its own window)
CHANNEL_WINDOW_SECONDS = 5.0
#: ``ORRERY_DB``: the SQLite file, or a PostgreSQL URL
DB_PATH = "./orrery.sqlite3"


def _number(name: str, default: float, kind: type = float, lowest: float | None = None) -> float:
    """The environment's ``name`` as a number (``default`` when unset or empty)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not {'a whole number' if kind is int else 'a number'}") from None
    if lowest is not None and not value >= lowest:
        raise ConfigError(f"{name}={raw!r}: it must be at least {lowest:g}")
    return value


@dataclass(frozen=True)
class Shards:
    """The gateway shards this process runs: ``ids`` out of ``count`` (Discord sends each shard
    the events of the guilds with ``(guild_id >> 22) % count == id``, and DMs to shard 0)."""

    ids: tuple[int, ...]
    count: int


_SHARDS = re.compile(r"^(\d+)(?:-(\d+))?/(\d+)$")


def parse_shards(text: str) -> Shards | None:
    """``ORRERY_SHARDS``: ``FIRST-LAST/COUNT`` (``0-1/4``: shards 0 and 1 of 4) or ``ID/COUNT``
    (``2/4``); empty means one process with the count Discord recommends."""
    text = text.strip()
    if not text:
        return None
    match = _SHARDS.match(text.replace(" ", ""))
    if match is None:
        raise ConfigError(
            f"ORRERY_SHARDS={text!r} is not a shard range: write FIRST-LAST/COUNT (e.g. 0-1/4) or ID/COUNT (e.g. 2/4)"
        )
    first, last, count = int(match[1]), int(match[2] if match[2] is not None else match[1]), int(match[3])
    if count < 1:
        raise ConfigError(f"ORRERY_SHARDS={text!r}: the shard count must be at least 1")
    if last < first:
        raise ConfigError(f"ORRERY_SHARDS={text!r}: the range runs backwards ({first} > {last})")
    if last >= count:
        raise ConfigError(f"ORRERY_SHARDS={text!r}: shard {last} is not one of {count} (0 to {count - 1})")
    return Shards(tuple(range(first, last + 1)), count)


@dataclass(frozen=True)
class Config:
    token: str
    db_path: str
    guild_id: int | None
    api_base: str | None  # test only: a loopback Discord double's REST base URL
    gateway: str | None  # test only: the double's gateway URL
    tick_seconds: float
    log_level: str
    board_edit_seconds: float = BOARD_EDIT_SECONDS
    shards: Shards | None = None  # None: every shard, as many as Discord recommends
    channel_window_seconds: float = CHANNEL_WINDOW_SECONDS
    hand_hold_seconds: float = HAND_HOLD_SECONDS

    @classmethod
    def from_env(cls) -> Config:
        load_dotenv()
        guild = _number("ORRERY_GUILD", 0, int, lowest=0)
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("ORRERY_DB", DB_PATH),
            guild_id=int(guild) or None,
            api_base=os.environ.get("ORRERY_DISCORD_API") or None,
            gateway=os.environ.get("ORRERY_DISCORD_GATEWAY") or None,
            tick_seconds=_number("ORRERY_TICK_SECONDS", TICK_SECONDS, lowest=0.01),
            log_level=os.environ.get("ORRERY_LOG_LEVEL", "INFO"),
            board_edit_seconds=_number("ORRERY_BOARD_EDIT_SECONDS", BOARD_EDIT_SECONDS, lowest=0),
            shards=parse_shards(os.environ.get("ORRERY_SHARDS", "")),
            channel_window_seconds=_number("ORRERY_CHANNEL_WINDOW_SECONDS", CHANNEL_WINDOW_SECONDS, lowest=0.01),
            hand_hold_seconds=_number("ORRERY_HAND_HOLD_SECONDS", HAND_HOLD_SECONDS, lowest=0),
        )
