"""Fixtures for the end-to-end tests: a fresh double and a fresh bot process per test."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from discord_double import DiscordDouble, DoubleClient
from discord_double.ratelimits import DISCORD_LIMITS
from tests.e2e.harness import USERS, BotProcess, World, e2e_game, publish_commands

#: how much faster than Discord's the clock of a whole-game test's limits runs (see Limits.scaled)
FAST = 0.1


@pytest.fixture
async def world(tmp_path) -> AsyncIterator[World]:
    """The bot and the double, playing the example game (``games/example``: hidden hands, a
    simultaneous step, then public turns with a select menu and with two buttons, 2-6 players),
    with the limits on the fast clock: a scenario's boards do not queue for Discord's 5-second
    window."""
    async for w in _world(tmp_path, "example", clock=FAST):
        yield w


@pytest.fixture
async def discord_world(tmp_path) -> AsyncIterator[World]:
    """The same with the limits on Discord's own clock, for the tests about the limits."""
    async for w in _world(tmp_path, "example"):
        yield w


@pytest.fixture
async def game_world(tmp_path) -> AsyncIterator[World]:
    """The same, playing Plunder (or ORRERY_E2E_GAME), on the fast clock: its tests play whole
    games."""
    async for w in _world(tmp_path, e2e_game(), clock=FAST):
        yield w


async def _world(tmp_path, game: str, *, clock: float = 1.0) -> AsyncIterator[World]:
    """The bot and the double playing ``game``. ``clock`` below 1 shortens every rate-limit
    window by that factor (the counts stay Discord's), for tests that play whole games and are
    not about the limits themselves."""
    limits = DISCORD_LIMITS if clock == 1.0 else DISCORD_LIMITS.scaled(clock)
    async with DiscordDouble(users=USERS, limits=limits) as double:
        bot = BotProcess(double, tmp_path / "orrery.sqlite3", tmp_path / "bot.log", game)
        await publish_commands(double, bot)
        try:
            await bot.start()
            async with DoubleClient(double.base_url) as api:
                yield World(double, api, bot, game)
        finally:
            await bot.stop()
            print(f"--- bot log ({tmp_path / 'bot.log'}) ---\n{bot.log_tail(40)}")
