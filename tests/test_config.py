"""Every setting and its default live in ``bot/config.py``; a value that cannot be used stops the
bot with a message naming its setting, before anything is opened."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import config
from bot.cli import main
from bot.config import Config, ConfigError

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
