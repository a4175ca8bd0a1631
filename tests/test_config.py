"""Every setting and its default live in ``bot/config.py``; a value that cannot be used stops the
bot with a message naming its setting, before anything is opened."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bot import config
from bot.cli import main
from bot.config import Config, ConfigError
from bot.outbox.delivery import Deliverer
from bot.play.service import Service
from db.store import Store

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("ORRERY_TICK_SECONDS", "soon", "ORRERY_TICK_SECONDS='soon' is not a number"),
        ("ORRERY_TICK_SECONDS", "0", "ORRERY_TICK_SECONDS='0': it must be at least 0.01"),
        ("ORRERY_BOARD_EDIT_SECONDS", "-1", "ORRERY_BOARD_EDIT_SECONDS='-1': it must be at least 0"),
        ("ORRERY_CHANNEL_WINDOW_SECONDS", "5s", "ORRERY_CHANNEL_WINDOW_SECONDS='5s' is not a number"),
        ("ORRERY_HAND_HOLD_SECONDS", "-5", "ORRERY_HAND_HOLD_SECONDS='-5': it must be at least 0"),
        ("ORRERY_GUILD", "my server", "ORRERY_GUILD='my server' is not a whole number"),
        ("ORRERY_GUILD", "-3", "ORRERY_GUILD='-3': it must be at least 0"),
        ("ORRERY_LOG_LEVEL", "chatty", "ORRERY_LOG_LEVEL='chatty' is not a log level"),
        ("ORRERY_SHARDS", "2/2", "ORRERY_SHARDS='2/2': shard 2 is not one of 2"),
    ],
)
def test_a_bad_setting_stops_the_bot_naming_the_setting(monkeypatch, capsys, tmp_path, name, value, says):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("ORRERY_DB", str(tmp_path / "never.sqlite3"))
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError, match=re.escape(says)):
        Config.from_env()
    assert main(["run"]) == 2
    assert says in capsys.readouterr().err
    assert not (tmp_path / "never.sqlite3").exists()  # refused before anything was opened


def test_unset_settings_take_the_defaults_written_in_the_config(monkeypatch):
    names = ("TICK", "BOARD_EDIT", "CHANNEL_WINDOW", "HAND_HOLD")
    for name in [f"ORRERY_{n}_SECONDS" for n in names] + ["ORRERY_GUILD"]:
        monkeypatch.setenv(name, "")
    monkeypatch.delenv("ORRERY_DB", raising=False)
    got = Config.from_env()
    seconds = (got.tick_seconds, got.board_edit_seconds, got.channel_window_seconds, got.hand_hold_seconds)
    assert seconds == tuple(getattr(config, f"{n}_SECONDS") for n in names)
    assert got.guild_id is None
    assert got.db_path == config.DB_PATH


def test_a_config_made_in_code_is_held_to_the_same_ranges():
    with pytest.raises(ConfigError, match=re.escape("ORRERY_TICK_SECONDS=0: it must be at least 0.01")):
        Config(tick_seconds=0)
    with pytest.raises(ConfigError, match=re.escape("ORRERY_CHANNEL_WINDOW_SECONDS=-1.0")):
        Config(channel_window_seconds=-1.0)
    with pytest.raises(ConfigError, match="ORRERY_LOG_LEVEL='loud' is not a log level"):
        Config(log_level="loud")


def test_each_field_names_its_variable_and_every_variable_is_read(monkeypatch):
    """The environment gives each field its value through the variable the field names."""
    given = {
        "DISCORD_TOKEN": "tok",
        "ORRERY_DB": "/tmp/x.sqlite3",
        "ORRERY_GUILD": "42",
        "ORRERY_DISCORD_API": "http://127.0.0.1:1/api",
        "ORRERY_DISCORD_GATEWAY": "ws://127.0.0.1:1",
        "ORRERY_TICK_SECONDS": "0.5",
        "ORRERY_LOG_LEVEL": "debug",
        "ORRERY_BOARD_EDIT_SECONDS": "1.5",
        "ORRERY_SHARDS": "1/2",
        "ORRERY_CHANNEL_WINDOW_SECONDS": "0.25",
        "ORRERY_HAND_HOLD_SECONDS": "7",
    }
    for name, value in given.items():
        monkeypatch.setenv(name, value)
    got = Config.from_env()
    assert got == Config(
        "tok", "/tmp/x.sqlite3", 42, "http://127.0.0.1:1/api", "ws://127.0.0.1:1", 0.5, "DEBUG", 1.5,
        config.Shards((1,), 2), 0.25, 7.0,
    )  # fmt: skip
    assert {f.metadata["env"] for f in dataclasses.fields(Config)} == set(given)


async def test_the_service_and_the_deliverer_take_their_settings_from_the_config(tmp_path):
    store = await Store.open(str(tmp_path / "c.sqlite3"))
    try:
        settings = Config(tick_seconds=4.0, board_edit_seconds=0.7, channel_window_seconds=2.5, hand_hold_seconds=9)
        service = Service(store, config=settings)
        deliverer = Deliverer(service, transport=None, config=settings)
        assert service.tick_lease_seconds == 10.0  # 2.5 ticks
        assert (deliverer.edit_gap, deliverer.channel_window, deliverer.hand_hold) == (0.7, 2.5, 9)
        defaults = Deliverer(Service(store), transport=None)
        assert (defaults.edit_gap, defaults.channel_window) == (
            config.BOARD_EDIT_SECONDS,
            config.CHANNEL_WINDOW_SECONDS,
        )
    finally:
        await store.close()


#: the settings' names: assigned in ``bot/config.py`` and nowhere else in the bot
_SETTINGS = (
    "DEFAULT_TURN_HOURS",
    "MAX_TURN_HOURS",
    "DEFAULT_REACT_HOURS",
    "MIN_REACT_HOURS",
    "MAX_REACT_HOURS",
    "MAX_DAYS",
    "MAX_OPEN_LIMIT",
    "TICK_SECONDS",
    "BOARD_EDIT_SECONDS",
    "CHANNEL_WINDOW_SECONDS",
)


def settings_written_outside(root: Path) -> list[str]:
    """``file:line: text`` of a line of ``bot/`` other than ``bot/config.py`` that assigns one of
    the settings, or writes the longest turn timer's hours down as a number."""
    assigned = re.compile(rf"^\s*({'|'.join(_SETTINGS)})\s*(:[^=]*)?=")
    found = []
    for path in sorted((root / "bot").rglob("*.py")):
        if path == root / "bot" / "config.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if assigned.search(line) or re.search(r"\b720\b", line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_the_finder_finds_a_setting_written_twice(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "config.py").write_text("MAX_TURN_HOURS = 720\n")
    (tmp_path / "bot" / "lobby.py").write_text(
        "MAX_TURN_HOURS = 720\nhours: Range[int, 0, 720]\nfrom bot.config import MAX_DAYS\nDAYS = MAX_DAYS\n"
    )
    assert [f.split(":")[1] for f in settings_written_outside(tmp_path)] == ["1", "2"]


def test_each_setting_is_written_once_in_the_config():
    found = settings_written_outside(ROOT)
    assert not found, "settings written outside bot/config.py:\n" + "\n".join(found)
