"""Scenario 1: four players play a whole game through slash commands, buttons and selects."""

from __future__ import annotations

import random

from tests.e2e.harness import World, custom_ids


async def test_four_players_play_a_whole_game(game_world: World) -> None:
    world = game_world
    rng = random.Random(7)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    assert sorted(table.seats) == ["alice", "bob", "carol", "dave"]
    moves = await world.play_to_end(table, rng)

    # every move applied once, and a board for the start and for each turn change, all in the thread
    assert world.actions(table.game_id) == moves
    boards = await world.boards(table)
    changes, _ = world.turns(table.game_id)
    assert len(boards) == changes < moves
    assert all(b["channel_id"] == table.thread_id and not b["ephemeral"] for b in boards)
    # boards are plain attachments: Discord shows them in its 550 x 350 box, not an embed's 400 x 300
    assert all([a["filename"] for a in b["attachments"]] == ["board.png"] and b["embeds"] == [] for b in boards)
    assert "is over" in boards[-1]["content"]
    outside = [
        m
        for m in await world.api.messages()
        if m["channel_id"] == world.double.channel.id and m["attachments"] and not m["ephemeral"]
    ]  # (a player's own panel, answering a command there, is theirs alone)
    assert outside == [], "a picture was posted outside the game's thread"

    # each player's private pictures went to their own DMs only, and no one else saw them
    counts = await world.audit_delivery()
    assert counts["boards"] == changes
    await world.audit_privacy(table)
    for user in table.seats:
        dms = [m for m in await world.api.dms(user) if m["nonce"]]  # sent by the bot (not replies to buttons)
        assert dms, f"{user} got no DM"
        assert all(f"#{table.game_id}" in m["content"] for m in dms), [m["content"] for m in dms]
        assert any(a["filename"] == "private.png" for m in dms for a in m["attachments"])
        assert no_embedded_pictures(dms + await world.api.messages(user))
    assert "erin" not in table.seats and await world.api.dms("erin") == []
    # the players used every way of deciding the game offers
    assert world.used.get("button", 0) > 0 and world.used.get("command", 0) > 0, world.used
    assert world.bot.alive
    assert world.double.unknown_routes == []
    # every deferred answer was finished by editing it (PATCH @original), never by the legacy
    # "first follow-up replaces the deferred reply"
    assert world.double.legacy_followup_edits == 0
    # each player's DM channel was opened once and kept: no user fetched before a DM
    routes = [(method, route) for _, method, route, _ in world.double.requests]
    assert routes.count(("GET", "/users/{user_id}")) == 0
    assert routes.count(("POST", "/users/@me/channels")) == len(table.seats)
    print(f"moves={moves} used={world.used} delivered={counts}")


def no_embedded_pictures(messages: list[dict]) -> bool:
    """Every picture among ``messages`` is a plain attachment: no embed shows an image."""
    embedded = [m for m in messages if any(e.get("image") or e.get("thumbnail") for e in m.get("embeds") or [])]
    assert not embedded, [m["embeds"] for m in embedded]
    return any(m["attachments"] for m in messages)


async def test_the_full_board_on_demand_says_whose_turn_it_is_privately(world: World) -> None:
    """``/orrery board`` and the board's "Full board" button answer privately with the full board
    (the inline one for a game without one) as a plain attachment, saying whose turn it is."""
    table = await world.open_table("alice", ["bob", "carol"])
    board = await world.latest_board(table)
    button = f"orrery:fb:{table.game_id}"
    assert button in custom_ids(board), custom_ids(board)
    with world.db() as db:
        seated = dict(db.execute("SELECT user_id, name FROM seats WHERE game_id = ?", (table.game_id,)).fetchall())
    waiting = [seated[world.ids[user]] for user in world.waiting(board)]
    assert waiting
    for reply in (
        await world.command("carol", "orrery board", channel_id=table.thread_id),
        await world.press("bob", board["id"], button),
    ):
        assert reply.message["ephemeral"], reply.message
        assert [a["filename"] for a in reply.message["attachments"]] == ["board.png"]
        assert reply.message["embeds"] == []
        assert "Waiting for" in reply.text and all(name in reply.text for name in waiting), reply.text
        assert "<@" not in reply.text  # a private answer pings no one
    assert no_embedded_pictures(await world.api.messages("alice"))
    assert world.bot.alive and "Traceback" not in world.bot.log_text()
