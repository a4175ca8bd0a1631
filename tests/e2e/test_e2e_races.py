"""Scenario 4: presses at the same instant. Exactly one move is applied; the others get a clear answer."""

from __future__ import annotations

import asyncio
import random

from tests.e2e.harness import World, custom_ids

REFUSALS = ("earlier turn", "moved on", "not your turn")


async def test_a_double_click_applies_once(world: World) -> None:
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    dm = await world.my_controls("alice", table)
    button = custom_ids(dm)[0]
    before = world.actions(table.game_id)
    edits = dm["edits"]  # the DM is alice's panel: the press that counts turns it in place
    first, second = await asyncio.gather(
        world.api.press("alice", dm["id"], button, wait=False), world.api.press("alice", dm["id"], button, wait=False)
    )
    replies = [
        await world.reply_of("alice", await world.api.wait_ack(i["id"]) | {"edits_before": edits})
        for i in (first, second)
    ]
    texts = sorted(r.text for r in replies)
    assert world.actions(table.game_id) == before + 1
    assert sum(t.startswith("Done:") for t in texts) == 1, texts
    refusal = next(t for t in texts if not t.startswith("Done:"))
    assert any(r in refusal for r in REFUSALS), refusal
    assert all(r.message["ephemeral"] or r.message["channel_type"] == 1 for r in replies)  # private


async def test_two_players_and_two_routes_at_the_same_instant(world: World) -> None:
    rng = random.Random(5)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    await world.play(table, rng, moves=4, ways=("dm",))  # everyone has played a card: now a public claim
    board = await world.latest_board(table)
    (turn,) = world.waiting(board)
    # a claim is one player's own choice: on their DM's menu, while the board offers "Choose…"
    dm = await world.my_controls(turn, table)
    select = next(c for row in dm["components"] for c in row["components"] if c["type"] == 3)
    value = select["options"][0]["value"]
    # the other presser: a player whose turn the claim does not make it either
    after = _deciding_after(world, table, table.seats[turn], value)
    other = next(u for u, seat in table.seats.items() if u != turn and seat not in after)
    before = world.actions(table.game_id)

    # the seat whose turn it is picks in its DM, and another player presses the board, at once
    a, b = await asyncio.gather(
        world.api.press(turn, dm["id"], select["custom_id"], [value], wait=False),
        world.api.press(other, board["id"], f"orrery:d:{table.game_id}", wait=False),
    )
    mine = await world.reply_of(turn, await world.api.wait_ack(a["id"]) | {"edits_before": dm["edits"]})
    theirs = await world.reply_of(other, await world.api.wait_ack(b["id"]))
    assert mine.text.startswith("Done:"), mine.text
    assert any(r in theirs.text for r in REFUSALS), theirs.text  # "not your turn", or "earlier turn" if next
    assert world.actions(table.game_id) == before + 1

    # the next seat uses its DM's menu and /orrery move at the same instant
    board = await world.latest_board(table)
    (turn,) = world.waiting(board)
    dm = await world.my_controls(turn, table)
    select = next(c for row in dm["components"] for c in row["components"] if c["type"] == 3)
    before = world.actions(table.game_id)
    a, b = await asyncio.gather(
        world.api.press(turn, dm["id"], select["custom_id"], [select["options"][1]["value"]], wait=False),
        world.api.invoke(turn, "orrery move", option="n3", table=table.game_id),
    )
    texts = sorted(
        [
            (await world.reply_of(turn, await world.api.wait_ack(i["id"]) | {"edits_before": dm["edits"]})).text
            for i in (a, b)
        ]
    )
    assert sum(t.startswith("Done:") for t in texts) == 1, texts
    assert any(r in t for t in texts for r in REFUSALS), texts
    assert world.actions(table.game_id) == before + 1
    assert world.bot.alive


def _deciding_after(world: World, table, seat: int, option: str) -> list[int]:
    """The seats deciding once ``seat`` has chosen ``option`` at the table as it stands."""
    from games import registry

    with world.db() as db:
        game, snapshot = db.execute(
            "SELECT g.game, s.state FROM games g JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?",
            (table.game_id,),
        ).fetchone()
    engine = registry.get(game)
    return engine.to_act(engine.apply(engine.from_json(snapshot), seat, option))
