"""The outbox's messages as dataclasses: the JSON they store is the JSON earlier versions
stored, so rows saved before the change deliver after it (their plain English texts made
messages by the store's migration 0014); a row no version wrote is given up without holding
back the others; a message that keeps failing is given up after its attempts."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest
from doubles import render_stub, texts_migration
from test_service import RecordingTransport

from bot.outbox.delivery import MAX_ATTEMPTS, Deliverer
from bot.outbox.shapes import Board, BoardEdit, DirectMessage, Note, message_of
from bot.outbox.wording import worded, worded_controls
from bot.play.service import Service
from db import store as q
from db.store import Store
from games import registry

PICTURE = {"kind": "private", "game": "example", "view": {"seat": 0, "hand": [1, 5, 9]}, "names": ["Ann", "Bob"]}
BOARD_PICTURE = {"kind": "board", "game": "example", "view": {"round": 1}, "names": ["Ann", "Bob"]}
CONTROLS = {"game_id": 1, "version": 3, "mode": "options", "prompt": "Play a card", "options": [["c1", "Play 1"]]}
TO_SEAT = {"user": "u0", "game_id": 1, "seat": 0}
MIGRATION = texts_migration()

#: each kind of message exactly as the service wrote it before the dataclasses (bot/play/service.py,
#: bot/play/machines.py, bot/play/moderation.py at 4a154d6), and the message it is read as
SAVED = [
    ({"to": {"game_thread": 1}, "text": "Bob resigned."}, Note(1, "Bob resigned.")),
    (
        {"to": {"game_thread": 1}, "kind": "board", "text": "caption", "picture": BOARD_PICTURE, "controls": CONTROLS},
        Board(1, "caption", BOARD_PICTURE, CONTROLS),
    ),
    (
        {
            "to": {"game_thread": 1},
            "kind": "board",
            "text": "over",
            "picture": BOARD_PICTURE,
            "controls": None,
            "replaces": 7,
        },
        Board(1, "over", BOARD_PICTURE, None, replaces=7),
    ),
    (
        {
            "to": {"game_thread": 1},
            "kind": "edit",
            "text": "step",
            "picture": BOARD_PICTURE,
            "controls": CONTROLS,
            "board": 7,
        },
        BoardEdit(1, "step", BOARD_PICTURE, CONTROLS, 7),
    ),
    (
        {"to": TO_SEAT, "kind": "end", "text": "Game over", "link": True},
        DirectMessage("u0", 1, 0, "Game over", "end", link=True),
    ),
    (
        {
            "to": TO_SEAT,
            "kind": "turn",
            "text": "your turn",
            "picture": PICTURE,
            "picture_if_changed": True,
            "controls": CONTROLS,
            "link": True,
        },
        DirectMessage("u0", 1, 0, "your turn", "turn", PICTURE, CONTROLS, link=True, picture_if_changed=True),
    ),
    (
        {"to": TO_SEAT, "kind": "hand", "text": "new hand", "picture": PICTURE, "only_if_changed": True, "link": True},
        DirectMessage("u0", 1, 0, "new hand", "hand", PICTURE, link=True, only_if_changed=True),
    ),
    ({"to": TO_SEAT, "text": "half your time is gone"}, DirectMessage("u0", 1, 0, "half your time is gone")),
    (  # a moderator gave the seat (bot/play/moderation.py): its keys in another order
        {"to": TO_SEAT, "kind": "turn", "picture": PICTURE, "link": True, "text": "given", "controls": CONTROLS},
        DirectMessage("u0", 1, 0, "given", "turn", PICTURE, CONTROLS, link=True),
    ),
]


@pytest.mark.parametrize("payload,message", SAVED, ids=lambda x: type(x).__name__)
def test_a_saved_payload_reads_as_its_message_and_writes_back_the_same(payload, message):
    """As saved, its plain texts are refused; migrated, it reads as the same message, its words
    now messages that say what the sentences said, and writes back as migrated."""
    with pytest.raises(ValueError, match="plain text"):
        message_of(payload)
    migrated = MIGRATION.payload(copy.deepcopy(payload))
    read = message_of(migrated)
    assert read.to_payload() == migrated
    said = worded_controls(read.controls, "en", None) if getattr(read, "controls", None) else None
    if said is not None:
        said = {k: v for k, v in said.items() if k != "locale"}
    assert replace(read, text=worded(read.text, "en", None), **({"controls": said} if said else {})) == message


def _said(text: str) -> dict:
    """A text as the outbox keeps it (a message), saying ``text``."""
    return MIGRATION.text(text)


def test_a_payload_no_version_wrote_is_refused():
    with pytest.raises(ValueError):
        message_of({"to": {"channel": 5}, "text": "?"})


@pytest.fixture
async def table(tmp_path, clock):
    """A running two-seat example table whose first messages are delivered."""
    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    service = Service(store, clock=clock, engines=registry.get)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    game = await service.create("example", "u0", "Ann")
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    await deliverer.deliver_due()
    yield service, transport, deliverer, game.id
    await store.close()


async def test_rows_saved_before_the_dataclasses_still_deliver(table):
    service, transport, deliverer, game_id = table
    board_row = (await q.board_of(service.store.conn, game_id))[0]
    seat = {"user": "u1", "game_id": game_id, "seat": 1}
    picture = {"kind": "private", "game": "example", "view": {"seat": 1, "hand": [2]}, "names": ["Ann", "Bob"]}
    board_picture = {
        "kind": "board",
        "game": "example",
        "view": {"round": 1, "scores": [0, 0]},
        "names": ["Ann", "Bob"],
    }
    saved = [
        {"to": {"game_thread": game_id}, "text": "a line"},
        {"to": seat, "text": "a reminder"},
        {"to": seat, "kind": "hand", "text": "new hand", "picture": picture, "only_if_changed": True, "link": True},
        {"to": {"game_thread": game_id}, "kind": "board", "text": "next board", "picture": board_picture,
         "controls": None, "replaces": board_row},
        {"to": seat, "kind": "end", "text": "game over", "link": True},
    ]  # fmt: skip
    threads, dms = len(transport.thread_messages), len(transport.dms_to("u1"))
    async with service.store.transaction() as db:
        rows = [await q.enqueue(db, game_id, payload) for payload in saved]
        await q.set_board_post(db, game_id, rows[3])
        await db.execute("DELETE FROM schema_migrations WHERE number = 14")  # saved before it
    assert await service.store.migrate() == [14]
    await deliverer.deliver_due()
    async with service.store.read() as db:
        assert await q.undelivered_count(db) == 0
    assert [m.text for _, m in transport.thread_messages[threads:]] == ["a line", "next board"]
    assert transport.thread_messages[-1][1].picture == render_stub(board_picture)
    assert transport.retired == []  # the board it replaces keeps its (out-of-date) buttons: no request
    reminder, hand, end = transport.dms_to("u1")[dms:]
    assert reminder.text == "a reminder" and reminder.picture is None
    assert hand.text.startswith("new hand\n") and "discord.com/channels/" in hand.text and hand.picture
    assert end.text.startswith("game over\n") and end.picture is None


async def test_an_unreadable_row_is_given_up_and_holds_back_nothing(table):
    service, transport, deliverer, game_id = table
    async with service.store.transaction() as db:
        bad = await q.enqueue(db, game_id, {"to": {"channel": 5}, "text": "?"})
        await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": _said("after it")})
    await deliverer.deliver_due()
    async with service.store.read() as db:
        assert await q.undelivered_count(db) == 0
        (error,) = await db.execute_fetchall("SELECT error FROM outbox WHERE id = ?", (bad,))
    assert error[0].startswith("unreadable")
    assert transport.thread_messages[-1][1].text == "after it"


async def test_a_message_that_keeps_failing_is_given_up_after_its_attempts(table, clock):
    service, transport, deliverer, game_id = table
    async with service.store.transaction() as db:
        row = await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": _said("doomed")})
    transport.fail_nonces = set()
    for attempt in range(1, MAX_ATTEMPTS + 1):
        transport.fail_nonces.add(f"orrery-{row}")
        await deliverer.deliver_due()
        async with service.store.read() as db:
            left = await q.undelivered_count(db)
        assert left == (0 if attempt == MAX_ATTEMPTS else 1), attempt
        clock.advance(seconds=120)
    async with service.store.read() as db:
        (error,) = await db.execute_fetchall("SELECT error FROM outbox WHERE id = ?", (row,))
    assert error[0].startswith("gave up: ") and "rate limited" in error[0]
    assert "doomed" not in [m.text for _, m in transport.thread_messages]
