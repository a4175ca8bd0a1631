"""Speaking in turns through the real bot: the steps of a turn happen in the player's own panel,
the thread gets one board per turn change, and a player is mentioned once per turn."""

from __future__ import annotations

import random
import re

from tests.e2e.conftest import _world
from tests.e2e.harness import World, custom_ids

_MENTION = re.compile(r"<@(\d+)>")


async def _posts(world: World, thread_id: str) -> list[dict]:
    """What the bot posted in the thread (not the private answers to a player)."""
    return [
        m
        for m in await world.api.messages("alice", channel_id=thread_id)
        if m["author_id"] == world.double.bot.id and not m["ephemeral"]
    ]


async def _press_option(world: World, user: str, message: dict, option: str, game_id: int):
    """Choose ``option`` on ``message``: its button, or the select menu that lists it."""
    for row in message["components"]:
        for c in row["components"]:
            cid = c.get("custom_id", "")
            if c["type"] == 2 and cid.startswith(f"orrery:o:{game_id}:") and cid.endswith(f":{option}"):
                return await world.press(user, message["id"], cid)
            if c["type"] == 3 and any(o["value"] == option for o in c["options"]):
                return await world.press(user, message["id"], cid, [option])
    raise AssertionError(f"no {option!r} on {message['content']!r}")


async def test_an_orion_tile_is_placed_with_one_public_board_and_back_posts_nothing(tmp_path) -> None:
    async for world in _world(tmp_path, "orion"):
        table = await world.open_table("alice", ["bob"])
        await world.wait_outbox_drained()
        gid = table.game_id
        (player,) = world.waiting_users(gid)
        posts = await _posts(world, table.thread_id)
        assert len(posts) == 1
        # "I lay first" is the player's own choice: not on the public board (which offers
        # "Choose…" and no "My hand": nothing is hidden in ORION) but in their panel
        board_ids = custom_ids(posts[-1])
        assert f"orrery:d:{gid}" in board_ids and f"orrery:h:{gid}" not in board_ids, board_ids
        assert not any(c.startswith(f"orrery:o:{gid}:") for c in board_ids), board_ids
        offer = await world.press(player, posts[-1]["id"], f"orrery:d:{gid}")
        assert offer.message["ephemeral"], offer.text
        # the answer is the player's own panel (ephemeral), turned to the next step of their
        # turn, the tile; the thread gets nothing new
        first = await _press_option(world, player, offer.message, "me", gid)
        assert first.message["ephemeral"] and first.message["ephemeral_to"] == world.ids[player]
        assert world.waiting_users(gid) == [player]
        # the tile, pressed in the panel: the same panel turns to the cell, with the board as the
        # player sees it
        panel = (await world.press(player, first.message["id"], _tile_button(first.message, gid))).message
        assert panel["id"] == first.message["id"]
        assert panel["content"].startswith("Done:") and "**Next:**" in panel["content"]
        assert any(a["filename"] == "panel.png" for a in panel["attachments"])
        # "Back" turns the same panel back to the tile choice: nothing posted, nothing sent
        dms_before = {u: len(await world.api.dms(u)) for u in ("alice", "bob")}
        back = await _press_option(world, player, panel, "back", gid)
        assert back.message["id"] == panel["id"] and back.message["edits"] > panel["edits"]
        assert "**Next:**" in back.text
        await world.wait_outbox_drained()
        assert [m["id"] for m in await _posts(world, table.thread_id)] == [m["id"] for m in posts]
        # the tile again, then its cell: every step in the same panel, updated in place
        panel = back.message
        again = await world.press(player, panel["id"], _tile_button(panel, gid))
        assert again.message["id"] == panel["id"]
        cell = next(c for c in custom_ids(again.message) if c.startswith("orrery:") and ":back" not in c)
        if cell.startswith("orrery:s:"):  # dozens of cells: a select menu
            select = next(c for row in again.message["components"] for c in row["components"] if c["custom_id"] == cell)
            placed = await world.press(player, panel["id"], cell, [select["options"][0]["value"]])
        else:
            placed = await world.press(player, panel["id"], cell)
        assert placed.text.startswith("Done:") and placed.message["id"] == panel["id"], placed.text
        await world.wait_outbox_drained()

        # one tile placed: one new public board (for the other player's turn), mentioning only them
        after = await _posts(world, table.thread_id)
        assert len(after) == len(posts) + 1
        (other,) = world.waiting_users(gid)
        assert other != player
        assert [world.names[i] for i in _MENTION.findall(after[-1]["content"])] == [other]
        assert after[-1]["attachments"] and after[-1]["components"]
        # the player was told nothing by DM for the steps of their own turn
        assert len(await world.api.dms(player)) == dms_before[player]
        assert len(await world.api.dms(other)) == dms_before[other] + 1
        assert world.bot.alive


def _tile_button(message: dict, gid: int) -> str:
    return next(c for c in custom_ids(message) if c.startswith(f"orrery:o:{gid}:") and c.endswith(":single"))


async def test_a_player_is_mentioned_once_per_turn(world: World) -> None:
    rng = random.Random(21)
    posted: list[str] = []  # each thread message's text as it was posted (an edit pings no one)

    def on_post(event: str, message: object) -> None:
        if event != "message" or message.author.id != world.double.bot.id or message.ephemeral_to is not None:
            return
        if world.double.channels[message.channel_id].type == 11:  # the game's thread
            posted.append(message.content)

    world.double.listeners.append(on_post)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    await world.play(table, rng, moves=24)
    await world.wait_outbox_drained()
    posts = await _posts(world, table.thread_id)
    assert len(posted) == len(posts)
    # the final board tells every player the game is over, once: those mentions begin no turn
    over = [text for text in posted if "is over" in text]
    assert all(sorted(world.names[i] for i in _MENTION.findall(text)) == sorted(table.seats) for text in over)
    mentioned = [world.names[i] for text in posted if text not in over for i in _MENTION.findall(text)]
    _, player_turns = world.turns(table.game_id)
    # every turn begins with one mention of its player (but for a player who keeps the turn,
    # who goes on in their panel), and no one is mentioned otherwise
    assert len(mentioned) == player_turns - world.kept_turns(table.game_id), (mentioned, player_turns)
    # the open rounds (everyone plays a card at once) post one board, not one per card
    for text in posted:
        users = _MENTION.findall(text)
        assert len(users) == len(set(users))
    assert len(posts) == world.turns(table.game_id)[0]
    # earlier boards keep their buttons (taking them off cost a request a board); a press of an
    # old choice there is refused as out of date and changes nothing
    boards = [m for m in await world.boards(table) if m["attachments"]]
    assert len(boards) >= 2 and all(m["components"] for m in boards)
    choices = ("orrery:o:", "orrery:s:")
    old = [m for m in boards[:-1] if any(c.startswith(choices) for c in custom_ids(m))]
    if old:  # the boards of the open card step offer only the way to one's own panel
        version = world.version(table.game_id)
        stale = await world._pick_on("alice", old[0], rng, None)
        assert "out of date" in stale.text, stale.text
        assert world.version(table.game_id) == version


async def test_a_turn_played_in_its_dm_ends_on_the_hand(tmp_path) -> None:
    """A player who plays a turn's steps in its DM ends on "Done: …" with their hand below, as the
    move left it: pressing never takes the hand out of their DMs."""
    async for world in _world(tmp_path, "plunder"):
        table = await world.open_table("alice", ["bob", "carol"])
        await world.play(table, random.Random(5), moves=12, ways=("dm",))
        assert world.used.get("dm", 0) >= 3, world.used
        ended = []
        for user in table.seats:
            for m in await world.api.messages(user, dm=True):
                if m["content"].startswith("Done:") and "**Next:**" not in m["content"]:
                    ended.append(m)
        assert ended, "no turn was ended in its DM"
        assert all([a["filename"] for a in m["attachments"]] == ["panel.png"] for m in ended), ended
