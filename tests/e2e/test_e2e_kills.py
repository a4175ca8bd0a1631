"""The kill test: the bot is SIGKILLed 20 times during a four-player game and started again each
time, then stopped cleanly with SIGTERM. No move is lost or made twice, every message the bot
owed arrives exactly once and in the order it was written (boards in move order, each player's
DMs in order), the clean stop exits 0, and no AI worker process outlives any of the bots.

The kills fall at three kinds of moment, chosen at random: while the bot is sending what a move
owes (the double has just stored one of its messages, the bot has not heard back), right after a
player got "Done", and with nothing in flight. Each falls after the move committed, so every
move made counts exactly once."""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal

from tests.e2e.harness import World, is_running, version_of

KILLS = 20
_NONCE = re.compile(r"orrery-(\d+)")


async def test_twenty_kills_during_a_game_lose_double_and_reorder_nothing(game_world: World) -> None:
    world = game_world
    rng = random.Random(20)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    moves = kills = 0
    workers: set[int] = set()  # every AI worker process any of the bots started
    modes: dict[str, int] = {}
    board = await world.latest_board(table)

    while kills < KILLS and "is over" not in board["content"]:
        await world.wait_outbox_drained(rows=False)
        workers.update(world.bot.children())
        user = world.waiting(board)[0]
        how = rng.choice(("dm", "decide", "board", "command"))
        mode = rng.choice(("sending", "answered", "idle"))
        modes[mode] = modes.get(mode, 0) + 1
        if mode == "sending":
            await _move_killed_while_sending(world, table, board, user, rng, how)
        else:
            reply = await world.move(user, table, board, rng, how)
            assert reply.text.startswith("Done:"), f"{user} ({how}) got {reply.text!r}"
            if mode == "idle":
                await world.wait_outbox_drained(rows=False)
            await world.bot.kill()
        moves += 1
        kills += 1
        assert world.version(table.game_id) == moves, "a move was lost or applied twice"
        await _gone(workers)
        await world.bot.start()
        # a new board comes only with a new turn: a step inside one edits the board, or
        # changes nothing public at all, so the board is read once the outbox is delivered
        await world.wait_outbox_drained(rows=False)
        board = await world.latest_board(table, after=-1)

    assert kills == KILLS, f"the game ended after {kills} kills"
    moves += await world.play(table, rng, moves=3)  # and the game goes on as before
    workers.update(world.bot.children())
    assert workers, "no AI worker was ever seen: the test would not notice one left behind"

    # every move once, in order
    assert world.actions(table.game_id) == moves == world.version(table.game_id)
    with world.db() as db:
        numbers = [n for (n,) in db.execute("SELECT n FROM actions WHERE game_id = ? ORDER BY n", (table.game_id,))]
    assert numbers == list(range(numbers[0], numbers[0] + moves))
    # every message exactly once (audit_delivery), boards one per turn change and in move order
    counts = await world.audit_delivery()
    boards = await world.boards(table)
    versions = [version_of(b) for b in boards]
    assert versions == sorted(set(versions)), versions
    changes, _ = world.turns(table.game_id)
    assert counts["boards"] == len(boards) == changes
    # in each channel (the thread, each player's DMs) the bot's messages came in the order written
    by_channel: dict[str, list[int]] = {}
    for m in sorted(await world.api.messages(), key=lambda m: int(m["id"])):
        found = _NONCE.match(m["nonce"] or "")
        if found:
            by_channel.setdefault(m["channel_id"], []).append(int(found.group(1)))
    assert len(by_channel) >= 5  # the thread and four players' DMs
    for channel, ids in by_channel.items():
        assert ids == sorted(ids), f"channel {channel} got its messages out of order: {ids}"
    await world.audit_privacy(table)

    # the clean stop
    last_workers = world.bot.children()
    assert await world.bot.stop() == 0, world.bot.log_tail()
    await _gone(workers | set(last_workers))
    log = world.bot.log_text()
    assert log.count("stopping: SIGTERM") == 1 and "Traceback" not in log.split("===== start")[-1]
    print(f"moves={moves} kills={kills} modes={modes} workers={len(workers)} delivered={counts}")


async def _move_killed_while_sending(world: World, table, board: dict, user: str, rng, how: str) -> None:
    """One move, with the bot SIGKILLed the moment the double stores the first message the move
    owes; the player's own answer may be lost with the bot, the move itself has committed."""
    killed = asyncio.Event()
    pid = world.bot.proc.pid

    def kill_on_send(event: str, obj: object) -> None:
        if not killed.is_set() and event == "message" and getattr(obj, "nonce", None):
            killed.set()
            os.kill(pid, signal.SIGKILL)

    world.double.listeners.append(kill_on_send)
    try:
        mover = asyncio.create_task(world.move(user, table, board, rng, how))
        dead = asyncio.create_task(world.bot.proc.wait())
        await asyncio.wait({mover, dead}, timeout=30, return_when=asyncio.FIRST_COMPLETED)
        if mover.done():
            reply = mover.result()
            assert reply.text.startswith("Done:"), f"{user} ({how}) got {reply.text!r}"
            # a step inside a turn may owe no new message (an edit of the board has no nonce):
            # then the bot is killed right after answering instead
            await asyncio.wait({dead}, timeout=3)
            if not dead.done():
                killed.set()
                os.kill(pid, signal.SIGKILL)
        await asyncio.wait_for(dead, 30)
        mover.cancel()
        await asyncio.gather(mover, return_exceptions=True)
        assert killed.is_set()
    finally:
        world.double.listeners.remove(kill_on_send)


async def _gone(pids: set[int], timeout: float = 5.0) -> None:
    """Waits for these processes to have exited; fails naming those still running."""
    for _ in range(int(timeout / 0.05)):
        alive = [p for p in pids if is_running(p)]
        if not alive:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"worker processes outlived their bot: {alive}")
