"""Issue #12, items 6, 8 and 9 through the real bot and the double with two servers: a table
belongs to the server it was opened in (every command, autocomplete and button from another
server answers as if it did not exist; a player's DMs reach the tables they sit at), one
rematch per finished table, out-of-range table numbers, and controls no handler knows."""

from __future__ import annotations

import random

from tests.e2e.harness import World, custom_ids


async def test_a_table_exists_only_in_its_own_server_and_in_its_players_dms(world: World) -> None:
    other = await world.double.add_guild("Elsewhere")
    table = await world.open_table("alice", ["bob"])
    gid = table.game_id
    await world.play(table, random.Random(5), moves=2, ways=("dm",))  # DM buttons keep working
    board = await world.latest_board(table)
    version = world.version(gid)
    absent = f"There is no table #{gid}."

    async def from_other(user: str, command: str, **options) -> str:
        reply = await world.command(user, command, channel_id=other.id, **options)
        assert reply.message["ephemeral"], reply.text
        return reply.text

    # from the other server: the same answer as for a table number never used
    assert await from_other("alice", "orrery board", table=999_999) == "There is no table #999999."
    for user, command, options in (
        ("erin", "orrery join", {}),
        ("alice", "orrery board", {}),
        ("alice", "orrery log", {}),
        ("bob", "orrery hand", {}),
        ("bob", "orrery move", {"option": "n1"}),
        ("alice", "orrery settings", {"turn_hours": 1}),
        ("bob", "orrery resign", {}),
        ("alice", "orrery cancel", {}),
        ("alice", "orrery rematch", {}),
    ):
        assert await from_other(user, command, table=gid, **options) == absent, command
    home = await world.api.autocomplete("alice", "orrery board", focused="table")
    assert [c["value"] for c in home] == [gid], home
    for user in ("alice", "bob"):
        assert await world.api.autocomplete(user, "orrery move", focused="option", table=gid, channel_id=other.id) == []
        assert await world.api.autocomplete(user, "orrery board", focused="table", channel_id=other.id) == []
        assert "not at any table" in await from_other(user, "orrery mine")
    assert world.version(gid) == version and world.bot.alive

    # a table opened in the other server is its own, and unknown here
    opened = await world.command("carol", "orrery new", game=world.game, players=2, channel_id=other.id)
    assert "is open" in opened.text, opened.text
    theirs = int(opened.text.split("#")[1].split(" ")[0])
    reply = await world.command("dave", "orrery join", table=theirs)
    assert reply.text == f"There is no table #{theirs}.", reply.text
    reply = await world.command("dave", "orrery join", table=theirs, channel_id=other.id)
    assert "You joined" in reply.text, reply.text

    # direct messages: a player reaches the tables they sit at; anyone else finds nothing
    def dm(user: str) -> str:
        return world.double.dm_channel(world.double.user(user)).id

    reply = await world.command("bob", "orrery log", table=gid, channel_id=dm("bob"))
    assert "no table" not in reply.text, reply.text
    reply = await world.command("bob", "orrery mine", channel_id=dm("bob"))
    assert f"#{gid}" in reply.text, reply.text
    reply = await world.command("erin", "orrery board", table=gid, channel_id=dm("erin"))
    assert reply.text == absent, reply.text
    reply = await world.command("erin", "orrery join", table=theirs, channel_id=dm("erin"))
    assert reply.text == f"There is no table #{theirs}.", reply.text

    # and at home the table plays on
    reply = await world.move(world.waiting(board)[0], table, board, random.Random(1), "command")
    assert reply.text.startswith("Done:"), reply.text


async def test_one_rematch_per_table_odd_numbers_and_unknown_controls(world: World) -> None:
    table = await world.open_table("alice", ["bob"])
    gid = table.game_id
    lobby_msg = next(m for m in await world.api.messages("alice") if m["id"] == table.lobby_id)

    # table numbers out of range: "no such table", never "something went wrong"
    for number in (2**64 + 1, 2**63, -1, 0):
        reply = await world.command("alice", "orrery board", table=number)
        assert reply.text.startswith("There is no table #"), (number, reply.text)
        assert reply.message["ephemeral"]
    # a control that no handler knows, or one not on the message pressed: a short private answer
    for custom_id in ("orrery:zz:1", "not-ours", f"orrery:j:{2**70}", f"orrery:h:{gid}"):
        summary = await world.api.press("carol", lobby_msg["id"], custom_id, crafted=True)
        assert summary["response_type"] == 4, (custom_id, summary)
        (answer,) = [m for m in await world.api.messages("carol") if m["interaction_id"] == summary["id"]]
        assert answer["ephemeral"] and "not one of mine" in answer["content"], answer
    assert "interaction failed" not in world.bot.log_text() and "OverflowError" not in world.bot.log_text()

    # one rematch per finished table: asking again, by anyone seated, points to it
    reply = await world.resign("bob", gid)
    assert "resigned" in reply.text, reply.text
    first = await world.command("alice", "orrery rematch", table=gid)
    assert "is open" in first.text, first.text
    rematch_id = int(first.text.split("#")[1].split(" ")[0])
    for user in ("alice", "bob", "alice"):
        again = await world.command(user, "orrery rematch", table=gid)
        assert f"already has its rematch: table #{rematch_id}" in again.text, again.text
    with world.db() as db:
        (count,) = db.execute("SELECT COUNT(*) FROM games WHERE rematch_of = ?", (gid,)).fetchone()
    assert count == 1
    lobbies = [m for m in await world.api.messages("alice") if f"orrery:st:{rematch_id}" in custom_ids(m)]
    assert len(lobbies) == 1
    assert f"orrery:j:{rematch_id}" not in custom_ids(lobbies[0]), "every seat is taken: no Join"
    assert world.bot.alive
