"""Scenario 1: four players play a whole game through slash commands, buttons and selects."""

from __future__ import annotations

import random

from tests.e2e.harness import World


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
    assert all(b["embeds"][0]["image"]["url"] == "attachment://board.png" for b in boards)
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
