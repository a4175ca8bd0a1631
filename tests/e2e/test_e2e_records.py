"""Ratings, statistics, history and replays through the real bot and the double (issue 20): a
finished table is rated, /orrery stats and leaderboard show it, /orrery replay sends the
animation and a step-through message whose buttons still work after a restart."""

from __future__ import annotations

import random

from tests.e2e.conftest import _world
from tests.e2e.harness import custom_ids


async def test_stats_leaderboard_history_and_replay_of_a_finished_table(tmp_path) -> None:
    async for world in _world(tmp_path, "orion"):
        table = await world.open_table("alice", ["bob"])
        await world.play(table, random.Random(5), moves=6)
        resigned = await world.resign("bob", table.game_id)
        assert world.status(table.game_id) == "finished", resigned.text

        stats = await world.command("alice", "orrery stats")
        assert "1 game, 1 won" in stats.text and "provisional" in stats.text, stats.text
        bob = await world.command("bob", "orrery stats", game="orion")
        assert "1 game, 0 won" in bob.text, bob.text
        board = await world.command("alice", "orrery leaderboard", game="orion")
        lines = board.text.split("```")[1].strip().splitlines()
        assert "Alice" in lines[1] and "Bob" in lines[2], board.text
        history = await world.command("alice", "orrery history")
        assert f"#{table.game_id}" in history.text and "won" in history.text, history.text
        assert f"orrery:rpl:{table.game_id}" in custom_ids(history.message)

        replay = await world.command("alice", "orrery replay", table=table.game_id)
        (gif,) = replay.message["attachments"]
        assert gif["filename"].endswith(".gif") and gif["size"] < 10 * 1024 * 1024, replay.message
        prefix = f"orrery:rp:{table.game_id}:"
        step = await world.api.wait_message("alice", lambda m, p=prefix: any(c.startswith(p) for c in custom_ids(m)))
        assert step["ephemeral"] and "board 1 of" in step["content"], step
        total = int(step["content"].split(" of ")[1].rstrip("."))
        assert total >= 2
        nxt = f"orrery:rp:{table.game_id}:1:n"
        assert nxt in custom_ids(step)
        moved = await world.press("alice", step["id"], nxt)
        assert f"board 2 of {total}" in moved.text, moved.text

        # the buttons carry table and board: they still work after the bot restarts
        await world.bot.stop()
        await world.bot.start()
        last = f"orrery:rp:{table.game_id}:{total - 1}:l"
        assert last in custom_ids(moved.message)
        end = await world.press("alice", step["id"], last)
        assert f"board {total} of {total}" in end.text, end.text
        # an unfinished or unknown table gets a short answer
        nothing = await world.command("alice", "orrery replay", table=999)
        assert "There is no table #999" in nothing.text
        assert world.bot.alive
