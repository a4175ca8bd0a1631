"""The published commands stay within Discord's limits (issue #21 adds a subcommand group and
two subcommands): what ``orrery sync --print`` prints is the payload ``orrery sync`` publishes."""

from __future__ import annotations

import ast
import asyncio
import json
from pathlib import Path

from bot.adapter.client import command_payload
from bot.adapter.commands import COMMAND_LOCALES
from bot.cli import main
from discord_double import validate
from games import registry
from games.ai.levels import SEAT_LEVELS

ROOT = Path(__file__).resolve().parents[1]

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


def _walk(option: dict):
    yield option
    for child in option.get("options") or []:
        yield from _walk(child)


def test_the_commands_ask_the_games_how_many_seats_and_the_ai_for_its_levels() -> None:
    """The most players a command accepts is the most any game seats, and every AI level choice
    is the one list of levels a seat may be given: the bot writes neither down itself."""
    (orrery,) = _payload()
    options = list(_walk(orrery))
    most = max(engine.max_players for engine in registry.all())
    bounds = {o["name"]: o.get("max_value") for o in options if o["name"] in ("players", "seat")}
    assert bounds == {"players": most, "seat": most}
    levels = [[c["value"] for c in o["choices"]] for o in options if o["name"] in ("level", "ai") and o["type"] == 3]
    assert len(levels) >= 3 and all(values == list(SEAT_LEVELS) for values in levels)
    source = ast.parse((ROOT / "bot" / "adapter" / "commands.py").read_text(encoding="utf-8"))
    for arg in (a for node in ast.walk(source) if isinstance(node, ast.AsyncFunctionDef) for a in node.args.args):
        if arg.arg in ("players", "seat"):
            numbers = [
                n.value for n in ast.walk(arg.annotation) if isinstance(n, ast.Constant) and type(n.value) is int
            ]
            assert numbers == [1], f"{arg.arg}'s range writes down {numbers}: ask the games"
