"""The published commands stay within Discord's limits (issue #21 adds a subcommand group and
two subcommands): what ``orrery sync --print`` prints is the payload ``orrery sync`` publishes."""

from __future__ import annotations

import asyncio
import json

from bot.adapter.client import command_payload
from bot.adapter.commands import COMMAND_LOCALES
from bot.cli import main
from discord_double import validate

LIMIT_PER_LEVEL = 25
LOCALES = tuple(locale.value for locale in COMMAND_LOCALES)  # French and German (#18)


def _payload() -> list[dict]:
    return asyncio.run(command_payload())


def _texts(option: dict, locale: str | None) -> int:
    """Characters Discord counts for one command or option (and its children) in ``locale``."""

    def text(key: str) -> str:
        localized = (option.get(f"{key}_localizations") or {}).get(locale) if locale else None
        return localized or option.get(key, "")

    n = len(text("name")) + len(text("description"))
    for choice in option.get("choices") or []:
        n += len((choice.get("name_localizations") or {}).get(locale, choice["name"])) + len(str(choice["value"]))
    return n + sum(_texts(child, locale) for child in option.get("options") or [])


def _levels(option: dict) -> list[list[dict]]:
    children = option.get("options") or []
    out = [children]
    for child in children:
        if child.get("type") in (1, 2):
            out += _levels(child)
    return out


def test_the_payload_passes_discords_checks_and_limits() -> None:
    payload = _payload()
    assert validate.check_commands(payload) == {}
    (orrery,) = payload
    names = [o["name"] for o in orrery["options"]]
    assert {"admin", "away", "back"} <= set(names)
    admin = next(o for o in orrery["options"] if o["name"] == "admin")
    assert admin["type"] == 2  # a subcommand group
    assert {o["name"] for o in admin["options"]} == {
        "tables",
        "pause",
        "resume",
        "cancel",
        "replace",
        "log",
        "settings",
    }
    for level in _levels(orrery):
        assert len(level) <= LIMIT_PER_LEVEL
        for option in level:
            assert 1 <= len(option["name"]) <= 32 and len(option.get("description", "")) <= 100
            assert len(option.get("choices") or []) <= LIMIT_PER_LEVEL
    for locale in (None, *LOCALES):
        assert _texts(orrery, locale) <= validate.COMMAND_CHARACTERS, locale
    assert len(orrery["options"]) <= LIMIT_PER_LEVEL  # 22 with h20's stats, leaderboard, history, replay


def test_sync_print_prints_the_payload_and_publishes_nothing(capsys, monkeypatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)  # no token needed: nothing is published
    assert main(["sync", "--print"]) == 0
    assert json.loads(capsys.readouterr().out) == _payload()


def test_the_double_refuses_a_command_over_the_limit() -> None:
    payload = _payload()
    payload[0]["options"][0]["description"] = "x" * 100
    fat = [dict(payload[0], options=payload[0]["options"] * 4)]
    assert "characters" in validate.check_commands(fat).get("0", "")
