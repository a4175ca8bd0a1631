"""Fixtures for the end-to-end tests: a fresh double and a fresh bot process per test."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.discord_double import DiscordDouble, DoubleClient
from tests.e2e.harness import USERS, BotProcess, World, e2e_game, publish_commands


@pytest.fixture
async def world(tmp_path) -> AsyncIterator[World]:
    """The bot and the double, playing relay (the test game built for these scenarios)."""
    async for w in _world(tmp_path, "relay"):
        yield w


@pytest.fixture
async def game_world(tmp_path) -> AsyncIterator[World]:
    """The same, playing Plunder when it is installed (else relay)."""
    async for w in _world(tmp_path, e2e_game()):
        yield w


async def _world(tmp_path, game: str) -> AsyncIterator[World]:
    async with DiscordDouble(users=USERS) as double:
        bot = BotProcess(double, tmp_path / "orrery.sqlite3", tmp_path / "bot.log", game)
        await publish_commands(double, bot)
        try:
            await bot.start()
            async with DoubleClient(double.base_url) as api:
                yield World(double, api, bot, game)
        finally:
            await bot.stop()
            print(f"--- bot log ({tmp_path / 'bot.log'}) ---\n{bot.log_tail(40)}")
