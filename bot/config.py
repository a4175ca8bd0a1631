"""Settings read from the environment (and a ``.env`` file beside the working directory)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from dotenv import load_dotenv


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
        )
