"""Settings read from the environment (and a ``.env`` file beside the working directory)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from dotenv import load_dotenv


class ConfigError(ValueError):
    """A setting that cannot be used; the message says which and why."""


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
    board_edit_seconds: float = 3.0  # a board is edited at most this often
    shards: Shards | None = None  # None: every shard, as many as Discord recommends
    # Discord lets about 5 posts into a channel per this many seconds; the bot paces itself by it
    # (a loopback double on a faster clock says its own window)
    channel_window_seconds: float = 5.0

    @classmethod
    def from_env(cls) -> Config:
        load_dotenv()
        guild = os.environ.get("ORRERY_GUILD", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("ORRERY_DB", "./orrery.sqlite3"),
            guild_id=int(guild) if guild else None,
            api_base=os.environ.get("ORRERY_DISCORD_API") or None,
            gateway=os.environ.get("ORRERY_DISCORD_GATEWAY") or None,
            tick_seconds=float(os.environ.get("ORRERY_TICK_SECONDS", "60")),
            log_level=os.environ.get("ORRERY_LOG_LEVEL", "INFO"),
            board_edit_seconds=float(os.environ.get("ORRERY_BOARD_EDIT_SECONDS", "3")),
            shards=parse_shards(os.environ.get("ORRERY_SHARDS", "")),
            channel_window_seconds=float(os.environ.get("ORRERY_CHANNEL_WINDOW_SECONDS", "5")),
        )
