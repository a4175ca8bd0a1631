"""Two bot processes on one PostgreSQL database (issue #19): two services, each with its own
connections, racing for the same work. Every message is delivered once, timers fire once, an AI
thinks once per decision, the work of a process that dies is taken over when its claims run
out, and moves at different tables commit side by side."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import Counter

import pytest
from doubles import easy_ai, render_stub
from test_service import RecordingTransport, _hand, _table

from bot.outbox.delivery import Deliverer
from bot.outbox.wording import worded
from bot.play.service import Service, UserError
from db import store as q
from db.store import Store
from games import registry
from games.example import GAME as EXAMPLE


class SlowTransport(RecordingTransport):
    """Each send takes a moment, so the two processes' delivery rounds overlap. ``hang``: the
    nonces whose send goes out and then never returns (the process dies right there)."""

    def __init__(self) -> None:
        super().__init__()
        self.hang: set[str] = set()

    async def _after(self, nonce: str) -> None:
        if nonce in self.hang:
            self.hang.discard(nonce)  # (sent again later, it would not hang: the test fails, not stalls)
            await asyncio.Event().wait()
        await asyncio.sleep(0.002)

    async def send_to_thread(self, thread_id, message):
        sent = await super().send_to_thread(thread_id, message)
        await self._after(message.nonce)
        return sent

    async def send_dm(self, user_id, message):
        sent = await super().send_dm(user_id, message)
        await self._after(message.nonce)
        return sent


@pytest.fixture
async def two(pg_server, clock):
    """Two processes' services on one fresh database."""
    url = pg_server.database()
    services = [Service(await Store.open(url), clock=clock, engines=registry.get) for _ in range(2)]
    yield services
    for service in services:
        await service.settle()
        await service.store.close()
    pg_server.drop(url)


async def _die(service: Service) -> None:
    """The process is killed: its tasks stop and its connections drop, its claims left held."""
    for task in list(service.machines.tasks):
        task.cancel()
    await service.settle()
    service.store.pool.terminate()


async def _outbox(service: Service) -> list[tuple[int, str | None, float | None, str | None]]:
    """(id, Discord message id, delivered at, kind) of every outbox row."""
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT id, message_id, delivered_at, payload FROM outbox ORDER BY id")
    return [(row, sent, at, json.loads(payload).get("kind")) for row, sent, at, payload in rows]


async def test_two_processes_deliver_every_message_once_while_both_make_moves(two, clock):
    a, b = two
    transport = SlowTransport()  # one Discord for both
    deliverers = [Deliverer(s, transport, renderer=render_stub) for s in (a, b)]
    tables = [await _table(s, 3) for s in (a, b, a, b, a, b)]
    delivered = Counter()
    # each process alone first (which one wins a race for a destination is the scheduler's
    # choice, and a process keeps a destination while its messages wait their turn)
    delivered["a"] += await deliverers[0].deliver_due()
    hand = await _hand(b, tables[1], "u0")
    await b.move(tables[1], "u0", f"c{hand[0]}")
    delivered["b"] += await deliverers[1].deliver_due()

    async def round_of_both() -> None:
        done = await asyncio.gather(*(d.deliver_due() for d in deliverers))
        delivered.update({"a": done[0], "b": done[1]})

    for n, game_id in enumerate(tables):  # moves from both processes while both deliver
        if n == 1:
            continue  # moved above
        service = two[n % 2]
        hand = await _hand(service, game_id, "u0")
        await asyncio.gather(round_of_both(), service.move(game_id, "u0", f"c{hand[0]}"))
    for _ in range(20):
        clock.advance(seconds=6)  # a player's DMs go five per five seconds
        await round_of_both()
        async with a.store.read() as db:
            if await q.undelivered_count(db) == 0:
                break
    rows = await _outbox(a)
    assert all(at is not None for _, _, at, _ in rows), "a message was lost"
    # every message posted carries its row's nonce (an edit of a board posts nothing new)
    nonces = Counter(m.nonce for _, m in transport.thread_messages + transport.dms)
    assert [n for n, times in nonces.items() if times > 1] == [], "a message was delivered twice"
    assert set(nonces) == {f"orrery-{row}" for row, sent, _, kind in rows if sent is not None and kind != "edit"}
    assert len(transport.edits) == len({row for row, sent, _, kind in rows if sent and kind == "edit"})
    assert len(transport.boards()) == len(tables)  # a move inside the round edits its board
    assert delivered["a"] > 0 and delivered["b"] > 0, delivered  # both processes can deliver


async def test_a_dead_processes_destination_is_taken_over_without_repeating_what_it_sent(two):
    a, b = two
    transport = SlowTransport()
    dead, heir = (Deliverer(s, transport, renderer=render_stub) for s in (a, b))
    dead.lease_seconds = 1.0
    await heir.deliver_due()  # the heir has been running for a while: nothing of its own is in doubt
    game_id = await _table(a, 2)
    board_row = (await _outbox(a))[0][0]
    transport.hang = {f"orrery-{board_row}"}
    dying = asyncio.create_task(dead.deliver_due())
    while not transport.thread_messages:  # the board went out; the process dies before hearing back
        await asyncio.sleep(0.005)
    dying.cancel()
    await _die(a)
    assert await heir.deliver_due() == 0  # the dead process's claims still hold: nothing is taken yet
    await asyncio.sleep(1.1)
    await heir.deliver_due()
    async with b.store.read() as db:
        assert await q.undelivered_count(db) == 0
        assert await q.board_of(db, game_id) == (board_row, "1")  # the board the dead process sent
    assert len(transport.boards()) == 1, "the board was posted twice"
    assert len(transport.dms_to("u0")) == len(transport.dms_to("u1")) == 1


async def test_turn_timers_fire_once_across_two_processes(two, clock):
    a, b = two
    await _table(a, 3, turn_hours=4, on_timeout="wait")
    clock.advance(hours=2.1)
    assert await asyncio.gather(a.tick(), b.tick(), a.tick(), b.tick()) == [0, 0, 0, 0]
    clock.advance(hours=2)
    acted = await asyncio.gather(a.tick(), b.tick(), b.tick(), a.tick())
    assert sum(acted) == 3  # each waiting seat's timer ran out once
    async with a.store.read() as db:
        payloads = [json.loads(p) for (p,) in await db.execute_fetchall("SELECT payload FROM outbox")]
    texts = [(p, worded(p.get("text"), "en", None)) for p in payloads]  # the outbox keeps messages
    reminded = Counter(p["to"].get("user") for p, text in texts if "Half" in text)
    assert reminded == {"u0": 1, "u1": 1, "u2": 1}  # one reminder for each seat
    announced = Counter(text for _, text in texts if "Time ran out" in text)
    assert len(announced) == 3 and set(announced.values()) == {1}


async def test_a_dead_processes_timers_are_taken_over_when_its_claim_runs_out(two, clock):
    a, b = two
    a.tick_lease_seconds = 1.0
    await _table(a, 2, turn_hours=2, on_timeout="wait")
    assert await a.tick() == 0
    await _die(a)
    clock.advance(hours=3)
    assert await b.tick() == 0  # the dead process still holds the timer round
    await asyncio.sleep(1.1)
    assert await b.tick() == 2


class CountingChooser:
    """The easy AI, counting what it is asked to think about; a little slow, so both processes'
    machine loops overlap. ``stuck``: it never answers (its process is about to die)."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []
        self.stuck = False
        self.play = easy_ai(registry.get)

    async def __call__(self, game_id, state_json, seat, level, seed) -> str:
        self.asked.append((seat, len(EXAMPLE.from_json(state_json)["log"])))
        if self.stuck:
            await asyncio.Event().wait()
        await asyncio.sleep(0.005)
        return await self.play(game_id, state_json, seat, level, seed)


async def test_an_ai_seat_thinks_once_per_decision_across_two_processes(two):
    a, b = two
    chooser = a.ai_chooser = b.ai_chooser = CountingChooser()
    game = await a.create("example", "u0", "Ann")
    await a.add_ai(game.id, "u0", "easy")
    await a.add_ai(game.id, "u0", "easy")
    await a.start(game.id, "u0")
    turn = 0
    while (await a.game(game.id)).status == "running":
        here, there = (a, b) if turn % 2 else (b, a)
        turn += 1
        _, decision = await here.decision_for(game.id, "u0")
        if decision:
            with contextlib.suppress(UserError):  # the human moves here while the other's AI seats think
                await here.move(game.id, "u0", decision.default)
            await there.play_machines(game.id)  # and the other process is woken as well
        await asyncio.gather(a.settle(), b.settle())
    async with a.store.read() as db:
        actions = await q.load_actions(db, game.id)
    ai_moves = [n for n, _, _, source in actions if source == "ai"]
    assert len(ai_moves) >= 4
    assert [n for n, _, _, _ in actions] == list(range(1, len(actions) + 1))
    assert len(chooser.asked) == len(ai_moves), "an AI thought twice about a decision"


async def test_a_dead_processes_ai_seats_are_taken_up_by_the_other(two):
    a, b = two
    a.machine_lease_seconds = 1.0
    stuck = a.ai_chooser = CountingChooser()
    stuck.stuck = True
    b.ai_chooser = CountingChooser()
    game = await a.create("example", "u0", "Ann")
    await a.add_ai(game.id, "u0", "easy")
    await a.start(game.id, "u0")
    while not stuck.asked:
        await asyncio.sleep(0.005)
    await _die(a)
    assert await b.play_machines(game.id, adopt=True) == 0  # still claimed by the dead process
    await asyncio.sleep(1.1)
    await b.tick()  # the timer round takes up tables nobody plays
    await b.settle()
    _, state = await b.state(game.id)
    assert EXAMPLE.to_act(state) == [0], "the AI seat did not play on in the other process"


async def test_two_processes_move_at_two_tables_side_by_side_and_at_one_table_in_turn(two, clock):
    a, b = two
    transport = SlowTransport()
    deliverers = [Deliverer(s, transport, renderer=render_stub) for s in (a, b)]
    first, second = await _table(a, 2), await _table(b, 2)
    opened, close = asyncio.Event(), asyncio.Event()

    async def slow_move_at_first() -> None:  # process a is in the middle of a move at the first table
        async with a.store.transaction(table=first) as db:
            await q.load_game(db, first)
            opened.set()
            await close.wait()

    holder = asyncio.create_task(slow_move_at_first())
    await opened.wait()
    hand = await _hand(b, second, "u0")
    await asyncio.wait_for(b.move(second, "u0", f"c{hand[0]}"), 2)  # the other table's move commits meanwhile
    hand = await _hand(b, first, "u0")
    waiting = asyncio.create_task(b.move(first, "u0", f"c{hand[0]}"))
    for _ in range(500):  # until PostgreSQL shows it waiting for the first table's lock
        async with b.store.read() as db:
            rows = await db.execute_fetchall(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            )
        if rows[0][0]:
            break
        await asyncio.sleep(0.01)
    else:
        raise AssertionError("the move at the held table never waited for it")
    assert not waiting.done()
    close.set()
    await asyncio.wait_for(asyncio.gather(holder, waiting), 5)
    assert [(await a.game(t)).version for t in (first, second)] == [1, 1]
    for _ in range(10):
        clock.advance(seconds=6)
        await asyncio.gather(*(d.deliver_due() for d in deliverers))
    rows = await _outbox(a)
    assert rows and all(at is not None for _, _, at, _ in rows), "a message was lost"
    nonces = Counter(m.nonce for _, m in transport.thread_messages + transport.dms)
    assert [n for n, times in nonces.items() if times > 1] == [], "a message was delivered twice"
    assert set(nonces) == {f"orrery-{row}" for row, sent, _, kind in rows if sent is not None and kind != "edit"}
