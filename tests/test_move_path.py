"""The move path's reads and writes: few trips to the store, everything a move writes in one
transaction, and the state a process keeps between its moves never taken for a newer one."""

from __future__ import annotations

import asyncio
import json
import random

import aiosqlite
import pytest

from bot.play.service import Service, UserError
from db import store as q
from db.store import Store, VersionConflict
from games import registry


@pytest.fixture
async def store(db_url):
    opened = await Store.open(db_url)
    yield opened
    await opened.close()  # also when the test failed: a database left open cannot be dropped


async def _table(service: Service, game: str = "plunder", players: int = 4) -> int:
    record = await service.create(game, "u0", "P0", seed=5)
    for i in range(1, players):
        await service.join(record.id, f"u{i}", f"P{i}")
    await service.start(record.id, "u0")
    return record.id


async def _random_move(service: Service, game_id: int, rng: random.Random) -> None:
    _, state = await service.state(game_id)
    engine = registry.get((await service.game(game_id)).game)
    decision = rng.choice(engine.pending(state))
    await service.move(game_id, f"u{decision.seat}", rng.choice(decision.options).id)


async def test_a_move_made_by_another_process_is_read_not_the_state_this_one_kept(store, clock):
    """Two services on one database (two processes): each keeps the state its last move left,
    and must read the stored one when the other moved since."""
    here, there = (Service(store, clock=clock, engines=registry.get) for _ in range(2))
    game_id = await _table(here)
    rng = random.Random(3)
    for mover in [here, here, there, here, there, there, here] * 3:
        await _random_move(mover, game_id, rng)
    game = await here.game(game_id)
    _, stored = await here.state(game_id)
    async with store.read() as db:
        actions = await q.load_actions(db, game_id)
    engine = registry.get("plunder")
    replayed = engine.new(4, game.options, game.seed)
    for _, seat, option_id, _ in actions:
        replayed = engine.apply(replayed, seat, option_id)
    assert len(actions) == game.version == 21 and stored == replayed


async def test_a_version_conflict_in_the_last_write_leaves_nothing_of_the_move(store, clock):
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, "example", 2)
    async with store.read() as db:
        outbox = await db.execute_fetchall("SELECT COUNT(*) FROM outbox")
    async with store.read() as db:
        snapshot = await q.load_snapshot(db, game_id)
    advance = q.TableAdvance(7, 8, {}, [(1, 0, "c1", "", "player", False)], '{"changed": true}')
    with pytest.raises(VersionConflict):
        async with store.transaction(table=game_id) as db:
            await q.write_move(db, game_id, [{"to": {"game_thread": game_id}, "kind": "note"}], advance, True)
            await q.set_dms_closed(db, "u0", True)  # sent before the move's last writes, undone with them
    async with store.read() as db:
        assert await db.execute_fetchall("SELECT COUNT(*) FROM outbox") == outbox
        assert await q.load_actions(db, game_id) == []
        assert await q.load_snapshot(db, game_id) == snapshot
        assert not await q.user_dms_closed(db, "u0")
    assert (await service.game(game_id)).version == 0
    # the store goes on: the next transaction begins and commits
    async with store.transaction() as db:
        await q.set_dms_closed(db, "u1", True)
    async with store.read() as db:
        assert await q.user_dms_closed(db, "u1")


async def test_a_move_is_two_trips_to_sqlite_and_three_when_the_turn_changes(tmp_path, clock, monkeypatch):
    """BEGIN with the table's read, then the writes (actions, snapshot, messages, the table's
    row) with the COMMIT (and the board it replaces, read when a new board is posted): not one
    trip per statement."""
    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service)
    trips: list[str] = []
    real = aiosqlite.Connection._execute

    async def counted(self, fn, *args, **kwargs):
        trips.append(fn.__name__)
        return await real(self, fn, *args, **kwargs)

    rng = random.Random(8)
    seen = set()
    for _ in range(40):
        _, state = await service.state(game_id)
        decision = rng.choice(registry.get("plunder").pending(state))
        monkeypatch.setattr(aiosqlite.Connection, "_execute", counted)
        trips.clear()
        try:
            await service.move(game_id, f"u{decision.seat}", rng.choice(decision.options).id)
        except UserError:
            continue
        finally:
            monkeypatch.undo()
        seen.add(len(trips))
    assert seen == {2, 3}, seen
    await store.close()


async def test_what_a_move_keeps_of_its_state_changes_nothing_it_writes(tmp_path, clock):
    """The next move starts from the state the last one left and what it worked out of it (its
    views, its decisions): the messages are those of a process that reads and works out all
    afresh before every move."""
    written = []
    for fresh in (False, True):
        store = await Store.open(str(tmp_path / f"orrery-{fresh}.sqlite3"))
        service = Service(store, clock=clock, engines=registry.get)
        game_id = await _table(service)
        rng = random.Random(11)
        for _ in range(60):
            if fresh:
                service.core.forget(game_id)
            try:
                await _random_move(service, game_id, rng)
            except UserError:
                continue
        async with store.read() as db:
            rows = await db.execute_fetchall("SELECT payload FROM outbox ORDER BY id")
        written.append([json.loads(payload) for (payload,) in rows])  # (a decoded state orders its keys)
        await store.close()
    assert len(written[0]) > 60 and written[0] == written[1]


async def test_a_transaction_cancelled_in_its_first_trip_is_undone_and_the_store_goes_on(tmp_path):
    """The BEGIN goes with the first statement: cancelled while that trip is under way, the
    transaction is still ended (after the trip, in the connection's order), not left open."""
    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    try:
        for _ in range(20):
            started = asyncio.Event()

            async def write(started: asyncio.Event = started) -> None:
                async with store.transaction() as db:
                    started.set()
                    await q.set_dms_closed(db, "u1", True)
                    await asyncio.sleep(3600)

            task = asyncio.create_task(write())
            await started.wait()
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            async with store.transaction() as db:
                await q.set_dms_closed(db, "u2", True)
            async with store.read() as db:
                assert not await q.user_dms_closed(db, "u1") and await q.user_dms_closed(db, "u2")
    finally:
        await store.close()
