"""``orrery migrate``: an SQLite database copied into PostgreSQL, every table and row, the
copied games verified by ``orrery replay``, and play going on in the copy."""

from __future__ import annotations

import asyncio

from doubles import render_stub
from test_service import RecordingTransport, _table

from bot.cli import main
from bot.outbox.delivery import Deliverer
from bot.play.service import Service
from db import moderation as m
from db import store as q
from db.store import Seat, Store
from games import registry


async def _play_to_the_end(service: Service, game_id: int, users: list[str]) -> None:
    while (await service.game(game_id)).status == "running":
        for user in users:
            _, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.default)


async def _fill(path: str, clock) -> dict[str, int]:
    """A database with a table of each kind and a row in every table (the finished table is rated)."""
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    deliverer = Deliverer(service, RecordingTransport(), renderer=render_stub)
    finished = await _table(service, 2)
    await _play_to_the_end(service, finished, ["u0", "u1"])
    running = await _table(service, 3, turn_hours=6)
    await deliverer.deliver_due()  # delivered rows, then some still owed
    _, decision = await service.decision_for(running, "u2")
    await service.move(running, "u2", decision.default)
    lobby = (await service.create("example", "u0", "Ann")).id
    async with store.transaction() as db:
        await q.set_dms_closed(db, "u1", True)
        await q.set_standing_order(db, running, 0, "example.test", "always")
        await m.save_guild_settings(db, m.GuildSettings("g1", mod_role="r1", turn_hours=12.5, games=["example"]))
        await m.add_audit(db, "g1", running, "mod", "pause", "a note", clock())
        await m.set_pause(db, lobby, clock(), "mod")
        await m.set_stall(db, running, 1, clock())
        await m.insert_away(db, "g1", "u2", "P2", "ai", "easy", clock(), clock() + 86400)
        await q.insert_seat(db, lobby, Seat(1, "u9", "Late"))
    await store.close()
    return {"finished": finished, "running": running, "lobby": lobby}


async def _tables(path: str) -> dict[str, list[tuple]]:
    """Every copied table's rows, in a fixed order."""
    store = await Store.open(path, create=False)
    found: dict[str, list[tuple]] = {}
    async with store.read() as db:
        for table in (
            "games", "seats", "actions", "snapshots", "outbox", "users", "standing_orders", "guild_settings",
            "table_pauses", "stalls", "audit", "aways", "ratings", "rated_games",
        ):  # fmt: skip
            rows = await db.execute_fetchall(f"SELECT * FROM {table}")
            found[table] = sorted((tuple(r) for r in rows), key=repr)
    await store.close()
    return found


def test_migrate_copies_every_table_and_replay_verifies_the_games(tmp_path, pg_server, clock, capsys):
    source = str(tmp_path / "orrery.sqlite3")
    ids = asyncio.run(_fill(source, clock))
    target = pg_server.database(empty=True)

    assert main(["migrate", "--from", source, "--to", target]) == 0
    out = capsys.readouterr().out
    assert "messages still to deliver" in out and "games 3" in out

    before, after = asyncio.run(_tables(source)), asyncio.run(_tables(target))
    for table, rows in before.items():
        assert rows, f"the test left {table} empty"
        assert after[table] == rows, f"{table} differs after the copy"
    assert any(row[6] is None for row in after["outbox"])  # undelivered messages came along
    for game_id in ids.values():
        assert main(["replay", str(game_id), "--db", target]) == 0
    assert capsys.readouterr().out.count("replay matches the stored snapshot") == 2  # the lobby never started

    async def play_on() -> None:  # the copy carries on: new rows get new numbers
        store = await Store.open(target)
        service = Service(store, clock=clock, engines=registry.get)
        _, decision = await service.decision_for(ids["running"], "u0")
        await service.move(ids["running"], "u0", decision.default)
        game = await service.create("example", "u0", "Ann")
        assert game.id == max(ids.values()) + 1
        async with store.read() as db:
            assert await q.undelivered_count(db) > len([r for r in before["outbox"] if r[6] is None])
        await store.close()

    asyncio.run(play_on())

    # a second copy into the same database is refused, and changes nothing
    assert main(["migrate", "--from", source, "--to", target]) == 2
    assert "already holds 4 tables" in capsys.readouterr().err


def test_migrate_refuses_what_it_cannot_copy(tmp_path, pg_server, capsys):
    target = pg_server.database(empty=True)
    assert main(["migrate", "--from", str(tmp_path / "absent.sqlite3"), "--to", target]) == 2
    assert "There is no database" in capsys.readouterr().err
    assert main(["migrate", "--from", target, "--to", str(tmp_path / "x.sqlite3")]) == 2
    assert "into a PostgreSQL database" in capsys.readouterr().err
