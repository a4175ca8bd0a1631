"""A bot started with a token Discord refuses says so in one line and exits, without a traceback."""

from __future__ import annotations

import asyncio
import sys

from discord_double import DiscordDouble
from tests.e2e.harness import LAUNCHER, ROOT, USERS, BotProcess


async def test_a_bad_token_at_start_is_one_line_and_exit_status_2(tmp_path) -> None:
    async with DiscordDouble(users=USERS) as double:
        env = BotProcess(double, tmp_path / "orrery.sqlite3", tmp_path / "bot.log", "example").env()
        env["DISCORD_TOKEN"] = "not-" + double.token
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(LAUNCHER),
            "run",
            env=env,
            cwd=str(ROOT),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            out, err = await asyncio.wait_for(proc.communicate(), 60)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        text = (out + err).decode()
        assert proc.returncode == 2, text
        assert "Traceback" not in text, text
        ours = [line for line in text.splitlines() if "discord." not in line]  # discord.py's own log lines aside
        assert ours == ["Discord refused the token: Improper token has been passed."], text
        assert double.identifies == 0 and double.messages == {}
        assert [status for *_, status in double.requests] == [401]
