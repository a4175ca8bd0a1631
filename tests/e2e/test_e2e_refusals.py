"""Scenario 6: interactions the bot must refuse: a user who is not seated, a table that does not
exist, options out of range, a button from an earlier turn. Clear answers, no change, and the bot
keeps running."""

from __future__ import annotations

import random

import pytest

from discord_double import TestApiError
from tests.e2e.harness import World, custom_ids


async def test_bad_interactions_get_clear_answers_and_change_nothing(world: World) -> None:
    rng = random.Random(13)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    gid = table.game_id
    old_dms = {u: await world.my_controls(u, table) for u in table.seats}
    # the cards are played (by command: a DM's buttons used in place would turn into its next step),
    # so the buttons of those DMs are stale
    await world.play(table, rng, moves=5, ways=("command",))
    board = await world.latest_board(table)
    version, actions = world.version(gid), world.actions(gid)

    async def refused(reply, *expected: str) -> None:
        assert any(e in reply.text for e in expected), reply.text
        assert reply.message["ephemeral"], reply.text

    # a user who is not seated
    await refused(await world.command("erin", "orrery move", option="n1", table=gid), f"not playing at table #{gid}")
    await refused(await world.command("erin", "orrery hand", table=gid), f"not playing at table #{gid}")
    # (one player's claim is theirs alone: the board offers "Choose…", not the numbers)
    assert not any(c["type"] == 3 for row in board["components"] for c in row["components"])
    await refused(await world.press("erin", board["id"], f"orrery:d:{gid}"), f"not playing at table #{gid}")
    assert await world.api.autocomplete("erin", "orrery move", focused="option", table=gid) == []
    # a seated player whose turn it is not
    (turn,) = world.waiting(board)
    other = next(u for u in table.seats if u != turn)
    await refused(await world.command(other, "orrery move", option="n1", table=gid), "not your turn")
    # a table that does not exist
    await refused(await world.command("alice", "orrery board", table=999), "no table #999")
    await refused(await world.command("alice", "orrery move", option="n1", table=999), "no table #999")
    await refused(await world.command("alice", "orrery new", game="nosuchgame"), "no game called")
    # no table named, outside a game's thread
    await refused(await world.command("alice", "orrery hand"), "Name a table")
    # options out of range: what the bot validates itself...
    await refused(await world.command(turn, "orrery move", option="n99", table=gid), "not one of your options")
    await refused(await world.command(turn, "orrery move", option="Claim 31", table=gid), "not one of your options")
    await refused(await world.command("alice", "orrery new", game="example", options="speed"), "name=value")
    # ...and what Discord itself refuses from the limits the bot registered (the bot never sees it)
    with pytest.raises(TestApiError):
        await world.api.invoke("alice", "orrery new", game="example", players=9)
    with pytest.raises(TestApiError):
        await world.api.invoke("alice", "orrery settings", table=gid, turn_hours=721)
    # buttons from an earlier turn, and joining after the start
    await refused(await world.press(turn, old_dms[turn]["id"], custom_ids(old_dms[turn])[0]), "earlier turn")
    # (an old DM's decision is over, whoever's turn it is now: out of date, not "not your turn")
    await refused(await world.press(other, old_dms[other]["id"], custom_ids(old_dms[other])[0]), "out of date")
    lobby = next(m for m in await world.api.messages("erin") if m["id"] == table.lobby_id)
    assert lobby["components"] == []  # the Join button went with the start
    await refused(await world.command("erin", "orrery join", table=gid), "not taking players")

    assert (world.version(gid), world.actions(gid)) == (version, actions)
    assert world.bot.alive
    # and the table plays on
    reply = await world.move(turn, table, board, rng, "board")
    assert reply.text.startswith("Done:"), reply.text
    assert world.actions(gid) == actions + 1


async def test_a_refused_new_table_is_answered_privately(world: World) -> None:
    reply = await world.command("alice", "orrery new", game="nosuchgame")
    assert "no game called" in reply.text
    assert reply.message["ephemeral"]
    assert all(m["id"] != reply.message["id"] for m in await world.api.messages("bob"))
