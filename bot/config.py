"""Every setting and its default, in one place: what the operator sets in the environment (and
a ``.env`` file beside the working directory), and the limits and defaults of what a server's
moderators and a table's host may set. A value that cannot be used is a ``ConfigError`` that
names its setting."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

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


#: the log levels ``ORRERY_LOG_LEVEL`` may name
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
#: ``ORRERY_LOG_LEVEL``: how much the bot writes to its log
LOG_LEVEL = "INFO"


def _text(name: str, raw: str) -> str:
    return raw


def _optional(name: str, raw: str) -> str | None:
    return raw or None


def _number(name: str, raw: str, kind: type = float) -> float:
    try:
        return kind(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not {'a whole number' if kind is int else 'a number'}") from None


def _seconds(name: str, raw: str) -> float:
    return _number(name, raw)


def _guild(name: str, raw: str) -> int | None:
    return int(_number(name, raw, int)) or None


def _log_level(name: str, raw: str) -> str:
    level = raw.upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"{name}={raw!r} is not a log level: write one of {', '.join(LOG_LEVELS)}")
    return level


def _shards(name: str, raw: str) -> Shards | None:
    return parse_shards(raw)


def setting(env: str, default: Any, parse: Callable[[str, str], Any], lowest: float | None = None) -> Any:
    """A field of ``Config`` read from the environment's ``env`` by ``parse`` (``default`` when
    unset or empty); ``lowest``: the smallest value it may take."""
    return field(default=default, metadata={"env": env, "parse": parse, "lowest": lowest})


@dataclass(frozen=True)
class Config:
    """What the operator sets, read once at start (``from_env``) and handed to the client, the
    service and the deliverer. Each field names its environment variable and its default; a
    value out of its range is a ``ConfigError`` naming the variable, however the object is made."""

    token: str = setting("DISCORD_TOKEN", "", _text)
    db_path: str = setting("ORRERY_DB", DB_PATH, _text)
    guild_id: int | None = setting("ORRERY_GUILD", None, _guild, lowest=0)
    api_base: str | None = setting("ORRERY_DISCORD_API", None, _optional)  # test only: a Discord double's REST
    gateway: str | None = setting("ORRERY_DISCORD_GATEWAY", None, _optional)  # test only: the double's gateway
    tick_seconds: float = setting("ORRERY_TICK_SECONDS", TICK_SECONDS, _seconds, lowest=0.01)
    log_level: str = setting("ORRERY_LOG_LEVEL", LOG_LEVEL, _log_level)
    board_edit_seconds: float = setting("ORRERY_BOARD_EDIT_SECONDS", BOARD_EDIT_SECONDS, _seconds, lowest=0)
    # None: every shard, as many as Discord recommends
    shards: Shards | None = setting("ORRERY_SHARDS", None, _shards)  # noqa: RUF009 - a field, like field()
    channel_window_seconds: float = setting(
        "ORRERY_CHANNEL_WINDOW_SECONDS", CHANNEL_WINDOW_SECONDS, _seconds, lowest=0.01
    )
    hand_hold_seconds: float = setting("ORRERY_HAND_HOLD_SECONDS", HAND_HOLD_SECONDS, _seconds, lowest=0)

    def __post_init__(self) -> None:
        for spec in fields(self):
            value, lowest = getattr(self, spec.name), spec.metadata["lowest"]
            if lowest is not None and value is not None and not value >= lowest:
                raise ConfigError(f"{spec.metadata['env']}={value!r}: it must be at least {lowest:g}")
        _log_level("ORRERY_LOG_LEVEL", self.log_level)

    @property
    def tick_lease_seconds(self) -> float:
        """How long the process that looks at timers keeps that job unrenewed: a few ticks, so
        another process takes it over soon after its death (several processes on PostgreSQL)."""
        return max(2.5 * self.tick_seconds, 5.0)

    @classmethod
    def from_env(cls) -> Config:
        """The settings the environment (and a ``.env`` file) gives, defaults for the rest."""
        load_dotenv()
        given: dict[str, Any] = {}
        for spec in fields(cls):
            env = spec.metadata["env"]
            raw = os.environ.get(env, "").strip()
            if raw:
                given[spec.name] = _checked(env, raw, spec.metadata["parse"](env, raw), spec.metadata["lowest"])
        return cls(**given)


def _checked(env: str, raw: str, value: Any, lowest: float | None) -> Any:
    """``value`` read from ``raw``, refused (quoting what was written) below ``lowest``."""
    if lowest is not None and value is not None and not value >= lowest:
        raise ConfigError(f"{env}={raw!r}: it must be at least {lowest:g}")
    return value
