"""The store on both backends (SQLite file, PostgreSQL URL): the same migrations, the same
all-or-nothing transactions and version check, the same answers from the queries that each
dialect words differently."""

from __future__ import annotations

import asyncio
import json

import asyncpg
import pytest

from db import store as q
from db.postgres import key32, numbered, translated_ddl
from db.store import Store, StoreError, VersionConflict, guard_shared, migration_files, run_data_migration
from games.i18n import msg


@pytest.fixture
async def store(db_url):
    s = await Store.open(db_url)
    yield s
    await s.close()


async def _game(store: Store) -> int:
    async with store.transaction() as db:
        return await q.insert_game(db, "example", {"x": "1"}, 7, "u0", 2, "g", "c", 24.0, "wait")


async def test_every_migration_is_applied_once_on_both_backends(db_url):
    store = await Store.open(db_url)
    dialect = "postgresql" if store.shared else "sqlite"
    async with store.read() as db:
        applied = [r[0] for r in await db.execute_fetchall("SELECT number FROM schema_migrations ORDER BY number")]
    assert applied == [number for number, _ in migration_files(dialect)]
    await store.close()
    again = await Store.open(db_url, create=False)
    assert await again.migrate() == []  # opened again: nothing left to apply
    await again.close()


async def test_a_move_commits_whole_or_not_at_all_and_a_stale_version_is_refused(store):
    game_id = await _game(store)
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            version = await q.bump_version(db, game_id, 0, {"0": {"v": 1}})
            await q.append_action(db, game_id, version, 0, "c1", "player", "Play 1")
            await q.save_snapshot(db, game_id, version, '{"state": 1}')
            await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": "moved"})
            raise RuntimeError("the process dies before the commit")
    async with store.read() as db:
        assert (await q.load_game(db, game_id)).version == 0
        assert await q.load_actions(db, game_id) == []
        assert await q.load_snapshot(db, game_id) is None
        assert await q.undelivered_count(db) == 0
    async with store.transaction() as db:
        assert await q.bump_version(db, game_id, 0, {}) == 1
        await q.append_action(db, game_id, 1, 0, "c1", "player")
    with pytest.raises(VersionConflict):
        async with store.transaction() as db:
            await q.bump_version(db, game_id, 0, {})  # a second click read version 0 too
    async with store.read() as db:
        assert (await q.load_game(db, game_id)).version == 1
        assert [a[0] for a in await q.load_actions(db, game_id)] == [1]


async def test_the_outbox_queries_answer_alike_on_both_backends(store):
    game_id = await _game(store)
    async with store.transaction() as db:
        board = await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "kind": "board", "picture": {"v": 1}})
        dm = await q.enqueue(db, game_id, {"to": {"user": "u1", "game_id": game_id, "seat": 1}, "text": "hi"})
        edit = await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "kind": "edit", "board": board})
        later = await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "kind": "edit", "board": board})
        await q.mark_delivered(db, board, 5.0, "m-board")
        await q.mark_delivered(db, dm, 6.0, "m-dm")
        assert await q.newer_edit_waiting(db, game_id, edit, board)
        assert not await q.newer_edit_waiting(db, game_id, later, board)
        assert not await q.newer_edit_waiting(db, game_id, edit, board + 100)
        assert await q.last_sent_to(db, later, ("thread", str(game_id))) == "m-board"
        assert await q.last_sent_to(db, later, ("dm", "u1")) == "m-dm"
        assert await q.last_sent_to(db, board, ("thread", str(game_id))) is None
        rows = await db.execute_fetchall("SELECT payload FROM outbox WHERE id = ?", (board,))
    # a delivered row keeps only where it went and what it was, not its pictures' views
    assert json.loads(rows[0][0]) == {"to": {"game_thread": game_id}, "kind": "board"}
    async with store.read() as db:
        assert [r[0] for r in await q.undelivered_messages(db)] == [edit, later]


# --- write transactions that concern one table (``transaction(table=...)``) -------------------


async def _next_move(store: Store, game_id: int, done: list[str] | None = None) -> None:
    """A move's read-modify-write at one table: read the version, write the next one and the
    message it owes. Two of them at one table interleaved would refuse one (VersionConflict).
    ``done`` records the move once its transaction holds its locks (its first statement has
    answered): that order is the locks' order, where the order in which two commits' answers
    reach this event loop is not."""
    async with store.transaction(table=game_id) as db:
        version = (await q.load_game(db, game_id)).version
        if done is not None:
            done.append(f"table {game_id}")
        await q.bump_version(db, game_id, version, {})
        await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": f"v{version + 1}"})


async def _global_write(store: Store, done: list[str]) -> None:
    async with store.transaction() as db:  # no table given: a write that may touch anything
        await q.set_dms_closed(db, "u9", True)
        done.append("global")  # (in the transaction, as in _next_move)


async def _texts(store: Store, game_id: int) -> list[str]:
    """The messages a table owes, in outbox id order."""
    async with store.read() as db:
        rows = await db.execute_fetchall("SELECT payload FROM outbox WHERE game_id = ? ORDER BY id", (game_id,))
    return [json.loads(payload)["text"] for (payload,) in rows]


async def test_table_transactions_lose_and_double_nothing_on_both_backends(store):
    tables = [await _game(store) for _ in range(3)]
    # eight moves at each of three tables, all at once: one table's take turns (none refused),
    # the tables' go side by side (on PostgreSQL), and each table's messages keep their order
    await asyncio.gather(*(_next_move(store, game_id) for _ in range(8) for game_id in tables))
    async with store.read() as db:
        assert [(await q.load_game(db, game_id)).version for game_id in tables] == [8, 8, 8]
    for game_id in tables:
        assert await _texts(store, game_id) == [f"v{n}" for n in range(1, 9)]
    with pytest.raises(RuntimeError):
        async with store.transaction(table=tables[0]) as db:
            await q.bump_version(db, tables[0], 8, {})
            raise RuntimeError("the process dies before the commit")
    async with store.read() as db:
        assert (await q.load_game(db, tables[0])).version == 8  # rolled back whole


@pytest.fixture
async def two_processes(pg_server):
    """Two stores on one fresh PostgreSQL database, as two bot processes have, and its URL."""
    url = pg_server.database()
    stores = [await Store.open(url), await Store.open(url)]
    yield url, stores
    for store in stores:
        await store.close()
    pg_server.drop(url)


async def _lock_waiters(url: str, count: int) -> None:
    """Returns once ``count`` transactions wait for an advisory lock, as PostgreSQL itself shows."""
    admin = await asyncpg.connect(url)
    try:
        for _ in range(500):
            waiting = await admin.fetchval(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
                "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            )
            if waiting >= count:
                return
            await asyncio.sleep(0.01)
    finally:
        await admin.close()
    raise AssertionError(f"{count} transactions never came to wait for a lock")


async def _held(store: Store, table: int | None, opened: asyncio.Event, close: asyncio.Event, shared=None) -> None:
    """A transaction (of ``table``, or global) kept open until ``close`` is set, after a move at
    its table (and taking the ``shared`` rows' lock, if given)."""
    async with store.transaction(table=table) as db:
        if table is not None:
            await q.bump_version(db, table, (await q.load_game(db, table)).version, {})
            await q.enqueue(db, table, {"to": {"game_thread": table}, "text": "held"})
        if shared:
            await guard_shared(db, shared)
        opened.set()
        await close.wait()


async def test_two_tables_commit_side_by_side_and_one_table_takes_turns_on_postgresql(two_processes):
    url, (here, there) = two_processes
    a, b = await _game(here), await _game(here)
    opened, close = asyncio.Event(), asyncio.Event()
    holder = asyncio.create_task(_held(here, a, opened, close))  # a slow move at table a
    await opened.wait()
    # meanwhile table b's moves commit: from the other process, and from this one (its pool
    # has other connections)
    await asyncio.wait_for(_next_move(there, b), 2)
    await asyncio.wait_for(_next_move(here, b), 2)
    done: list[str] = []
    second_at_a = asyncio.create_task(_next_move(there, a, done))
    await _lock_waiters(url, 1)  # it waits for table a's lock
    everything = asyncio.create_task(_global_write(there, done))
    await _lock_waiters(url, 2)  # the global write waits for both of table a's transactions
    # a table's transaction begun now queues behind the waiting global one, which is never starved
    third_at_b = asyncio.create_task(_next_move(here, b, done))
    await _lock_waiters(url, 3)
    assert not second_at_a.done() and not everything.done() and not third_at_b.done()
    close.set()
    await asyncio.wait_for(asyncio.gather(holder, second_at_a, everything, third_at_b), 5)
    assert done == [f"table {a}", "global", f"table {b}"]
    assert await _texts(here, a) == ["held", "v2"]  # table a's messages in the order they committed
    assert await _texts(here, b) == ["v1", "v2", "v3"]


async def test_an_open_global_transaction_holds_off_every_table_on_postgresql(two_processes):
    url, (here, there) = two_processes
    a, b = await _game(here), await _game(here)
    opened, close = asyncio.Event(), asyncio.Event()
    holder = asyncio.create_task(_held(here, None, opened, close))  # a lobby join, a server setting…
    await opened.wait()
    done: list[str] = []
    moves = [asyncio.create_task(_next_move(store, game_id, done)) for store, game_id in ((there, a), (here, b))]
    await _lock_waiters(url, 2)
    assert done == []
    close.set()
    await asyncio.wait_for(asyncio.gather(holder, *moves), 5)
    assert sorted(done) == sorted([f"table {a}", f"table {b}"])
    assert await _texts(here, a) == ["v1"] and await _texts(here, b) == ["v1"]


async def test_shared_rows_a_table_writes_are_taken_in_turn_on_postgresql(two_processes):
    url, (here, there) = two_processes
    a, b, c = await _game(here), await _game(here), await _game(here)
    opened, close = asyncio.Event(), asyncio.Event()
    holder = asyncio.create_task(_held(here, a, opened, close, shared="ratings"))  # table a finishes
    await opened.wait()

    async def finish_b() -> None:
        async with there.transaction(table=b) as db:
            await guard_shared(db, "ratings")  # table b finishes too: its players' ratings wait
            await q.update_game(db, b, status="finished")

    finishing = asyncio.create_task(finish_b())
    await _lock_waiters(url, 1)
    await asyncio.wait_for(_next_move(there, c), 2)  # a table that rates nobody goes on
    assert not finishing.done()
    close.set()
    await asyncio.wait_for(asyncio.gather(holder, finishing), 5)
    async with here.read() as db:
        assert (await q.load_game(db, b)).status == "finished"


def test_a_table_id_folds_into_a_32_bit_lock_key():
    assert [key32(n) for n in (1, 2**31 - 1, 2**31, 2**32 + 5, (1 << 63) - 1)] == [1, 2**31 - 1, -(2**31), 5, -1]


def test_placeholders_are_numbered_outside_quotes_and_types_widened():
    assert (
        numbered("SELECT '?' FROM t WHERE a = ? AND b IN (?, ?)") == "SELECT '?' FROM t WHERE a = $1 AND b IN ($2, $3)"
    )
    ddl = translated_ddl("CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, at REAL)")
    assert ddl == (
        "CREATE TABLE t (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "
        "n BIGINT NOT NULL, at DOUBLE PRECISION)"
    )


async def test_a_postgresql_database_that_is_not_orrerys_is_refused(pg_server):
    url = pg_server.database(empty=True)
    with pytest.raises(StoreError, match="no Orrery database"):
        await Store.open(url, create=False)
    other = await asyncpg.connect(url)
    await other.execute("CREATE TABLE invoices (id int)")
    await other.close()
    with pytest.raises(StoreError, match="belongs to another application"):
        await Store.open(url)
    with pytest.raises(StoreError, match="Cannot connect"):
        await Store.open(f"postgresql://orrery@127.0.0.1:{pg_server.port}/absent_database")


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ("INSERT INTO schema_migrations VALUES (99, 0)", "was made by a newer Orrery (migration 99"),
        ("DROP TABLE outbox", "is missing Orrery's table outbox"),
        ("DROP TABLE seats CASCADE", "is missing Orrery's table seats"),
    ],
)
async def test_a_postgresql_database_a_newer_orrery_made_or_missing_tables_is_refused(pg_server, change, says):
    url = pg_server.database()
    await (await Store.open(url)).close()
    other = await asyncpg.connect(url)
    await other.execute(change)
    await other.close()
    with pytest.raises(StoreError, match="cannot be served") as err:
        await Store.open(url)
    assert says in str(err.value) and "\n" not in str(err.value)
    pg_server.drop(url)


async def test_a_dropped_postgresql_connection_is_replaced_and_work_goes_on(pg_server):
    url = pg_server.database()
    store = await Store.open(url)
    try:
        game_id = await _game(store)
        # the server restarted, or the network dropped the connections: the pool's idle ones are dead
        await _drop_connections(store.path)
        async with store.transaction() as db:
            await q.bump_version(db, game_id, 0, {})
        async with store.read() as db:
            assert (await q.load_game(db, game_id)).version == 1
    finally:
        await store.close()
        pg_server.drop(url)


async def _drop_connections(url: str) -> None:
    """The server ends every other connection to the database (and waits until they are gone)."""
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(
            "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid != pg_backend_pid()"
        )
    finally:
        await admin.close()


async def test_labels_written_before_messages_take_the_one_json_shape_on_both_backends(store):
    """Migration 0012: a label or audit detail stored as bare text (before messages) becomes
    that text as a JSON string, a message's JSON stays as it was, and every row then reads back
    with one decode; 0014 then makes each such text a message that reads as it was written."""
    from bot.words import label_to_store, stored_label, word
    from db import moderation as m

    game_id = await _game(store)
    message = msg("example-option-play", card=3)
    old = ["Play 1", 'Say "hi" to Seat 2', "", "{not json"]
    async with store.transaction() as db:
        for n, label in enumerate([*old, label_to_store(message)], 1):
            await q.append_action(db, game_id, n, 0, f"c{n}", "player", label)
        await m.add_audit(db, "g", game_id, "mod", "pause", "a note", 0.0)
        migration = dict(migration_files(q.dialect(db)))[12]
        for statement in q._statements(migration.read_text()):
            await db.execute(statement)
    async with store.read() as db:
        labels = [r[2] for r in await q.machine_actions(db, game_id, 10)]
        (audit,) = await m.audit_of(db, "g", 5)
    assert labels == []  # the players' own moves: read straight from the log below
    async with store.read() as db:
        rows = await db.execute_fetchall("SELECT label FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
    stored = [r[0] for r in rows]
    assert [json.loads(s) for s in stored[:4]] == old
    assert stored[4] == label_to_store(message)
    async with store.transaction() as db:
        await run_data_migration(db, dict(migration_files(q.dialect(db)))[14])
        rows = await db.execute_fetchall("SELECT label FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
        (audit,) = await m.audit_of(db, "g", 5)
    stored = [r[0] for r in rows]
    assert [word(stored_label(s), "en", ["Ann", "Bob"]) for s in stored] == [
        "Play 1", 'Say "hi" to Bob', "", "{not json", "Play 3"
    ]  # fmt: skip
    assert stored[2] == "" and stored[4] == label_to_store(message)
    assert word(stored_label(audit[3])) == "a note"


#: what earlier versions stored as finished English, each with how it reads once it is a message
#: (seats named by their players: Ann and Bob)
_PLAIN = {
    "Seat 2 plays a card.": "Bob plays a card.",
    "Seat 1 took Seat 2's relic; Seat 3 waits.": "Ann took Bob's relic; Seat 3 waits.",
    "Seating 1 is no seat": "Seating 1 is no seat",
    "Your turn: pick a card.": "Your turn: pick a card.",
}
_NAMES = ["Ann", "Bob"]


def _old_payloads(game_id: int) -> list[dict]:
    view = {
        "status": "Seat 1 plays.",
        "log": [{"n": 0, "to": None, "text": "Seat 2 plays a card."}, {"n": 1, "to": [1], "text": ""}],
        "outcome": {"winners": [0], "scores": [1.0, 0.0], "reason": "Seat 1 took Seat 2's relic; Seat 3 waits."},
    }
    picture = {
        "kind": "board",
        "game": "example",
        "view": view,
        "names": _NAMES,
        "options": [["c1", "Your turn: pick a card.", "x"]],
    }
    controls = {
        "game_id": game_id, "version": 1, "mode": "options", "prompt": "Your turn: pick a card.",
        "options": [["c1", "Seat 2 plays a card."]], "standing": [["k", "always", "Seating 1 is no seat"]],
    }  # fmt: skip
    thread, dm = {"game_thread": game_id}, {"user": "u1", "game_id": game_id, "seat": 1}
    lines = ["Seat 1 took Seat 2's relic; Seat 3 waits.", msg("core-seat", n=4).to_json()]
    return [
        {"to": thread, "kind": "board", "text": "Seat 2 plays a card.", "picture": picture, "controls": controls},
        {"to": thread, "text": lines},
        {"to": dm, "kind": "turn", "text": "Your turn: pick a card.", "controls": controls},
    ]


async def test_texts_stored_before_messages_are_rewritten_once_and_then_read_as_messages(db_url):
    """Migration 0014 on both backends, run by the store itself as it opens a database that has
    not had it: the old plain texts of snapshots, results, labels, audit details and outbox rows
    become messages that read as they did (seats named by their players), in the transaction
    that records the migration; afterwards a plain text is refused wherever a text is read."""
    from bot.outbox.shapes import message_of
    from bot.outbox.wording import worded, worded_controls
    from bot.words import stored_label, word
    from db import moderation as m
    from games.i18n import PlainText, localize, text_from_json

    store = await Store.open(db_url)
    game_id = await _game(store)
    old_state = {
        "log": [{"n": i, "to": None, "text": t} for i, t in enumerate(_PLAIN)],
        "result": {"reason": "Seat 2 plays a card."},
    }
    role = {"n": 9, "to": [0], "text": "Your secret role: you are the N.O.P.E. traitor."}
    old_state["log"].append(role)
    async with store.transaction() as db:
        await q.save_snapshot(db, game_id, 3, json.dumps(old_state))
        await q.update_game(db, game_id, result={"winners": [1], "scores": [0, 1], "reason": "Seat 2 plays a card."})
        for n, label in enumerate([*_PLAIN, ""], 1):
            await q.append_action(db, game_id, n, 0, f"c{n}", "player", json.dumps(label))  # 0012's shape
        await m.add_audit(db, "g", game_id, "mod", "pause", json.dumps("Seat 1 plays."), 0.0)
        for payload in _old_payloads(game_id):
            await q.enqueue(db, game_id, payload)
        await db.execute("DELETE FROM schema_migrations WHERE number = 14")
    async with store.read() as db:
        old = json.loads(next(iter((await q.payloads(db, [1, 2, 3])).values())))
    with pytest.raises(ValueError, match="plain text"):
        message_of(old)  # not yet migrated: the outbox refuses it rather than guess
    assert await store.migrate() == [14]
    await store.close()

    store = await Store.open(db_url, create=False)
    try:
        async with store.read() as db:
            _, state = await q.load_snapshot(db, game_id)
            game = await q.load_game(db, game_id)
            labels = [
                r[0]
                for r in await db.execute_fetchall("SELECT label FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
            ]
            (audit,) = await m.audit_of(db, "g", 5)
            payloads = [json.loads(p) for _, p in sorted((await q.payloads(db, [1, 2, 3])).items())]
        state = json.loads(state)
        assert [localize(e["text"], "en", _NAMES) for e in state["log"][:4]] == list(_PLAIN.values())
        assert state["log"][4]["text"] == msg("hope-log-role", role="nope").to_json()
        assert (
            word(state["result"]["reason"], "en", _NAMES)
            == word(game.result["reason"], "en", _NAMES)
            == "Bob plays a card."
        )
        assert localize(state["log"][0]["text"], "fr", ["Ann", "Bo"]) == "Bo plays a card."  # as written, names put in
        assert [word(stored_label(label), "en", _NAMES) for label in labels] == [*_PLAIN.values(), ""]
        assert labels[-1] == ""  # no label
        assert word(stored_label(audit[3]), "en", _NAMES) == "Ann plays."
        board, note, dm = (message_of(p) for p in payloads)
        assert worded(board.text, "en", _NAMES) == "Bob plays a card."
        assert worded(note.text, "en", _NAMES) == "Ann took Bob's relic; Seat 3 waits.\nSeat 4"
        shown = worded_controls(dm.controls, "en", _NAMES)
        assert shown["prompt"] == "Your turn: pick a card." and shown["options"] == [["c1", "Bob plays a card."]]
        assert shown["standing"] == [["k", "always", "Seating 1 is no seat"]]
        view = board.picture["view"]
        assert [word(view["status"], "en", _NAMES), word(view["log"][0]["text"], "en", _NAMES)] == [
            "Ann plays.",
            "Bob plays a card.",
        ]
        assert view["log"][1]["text"] == "" and word(view["outcome"]["reason"], "en", _NAMES).startswith("Ann took Bob")
        assert word(board.picture["options"][0][1], "en") == "Your turn: pick a card."
        # the old forms are refused from now on, wherever a text is read
        for read in (text_from_json, lambda t: word(t, "en"), lambda t: localize(t, "en")):
            with pytest.raises(PlainText):
                read("Seat 2 plays a card.")
        # and migrating again changes nothing
        async with store.transaction() as db:
            await db.execute("DELETE FROM schema_migrations WHERE number = 14")
        before = await _dump(store, game_id)
        assert await store.migrate() == [14]
        assert await _dump(store, game_id) == before
    finally:
        await store.close()


async def _dump(store: Store, game_id: int) -> list:
    async with store.read() as db:
        return [
            await db.execute_fetchall(sql, (game_id,))
            for sql in (
                "SELECT state FROM snapshots WHERE game_id = ?",
                "SELECT result FROM games WHERE id = ?",
                "SELECT label FROM actions WHERE game_id = ? ORDER BY n",
                "SELECT detail FROM audit WHERE game_id = ?",
                "SELECT payload FROM outbox WHERE game_id = ? ORDER BY id",
            )
        ]
