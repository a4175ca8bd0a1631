"""The session service through a recording transport: lobby to game end, turns, refusals,
deadlines on a fake clock, the outbox across a simulated crash, DMs closed, replay."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from doubles import render_stub

from bot.config import CHANNEL_WINDOW_SECONDS
from bot.outbox.delivery import CHANNEL_MESSAGES, Deliverer, DMsClosed, Outgoing, TransientError, Undeliverable
from bot.play.service import Service, UserError
from bot.play.turns import count_turns
from bot.words import t
from db import store as q
from db.store import Store
from games import registry
from games.example import GAME
from games.i18n import msg


class RecordingTransport:
    """Keeps what would have gone to Discord; can refuse DMs or fail for a while."""

    def __init__(self) -> None:
        self.thread_messages: list[tuple[str, Outgoing]] = []
        self.edits: list[tuple[str, str, Outgoing]] = []
        self.retired: list[tuple[str, str]] = []  # boards whose buttons were removed
        self.lobby_edits: list[tuple[str, str, Outgoing]] = []  # lobby messages shown anew
        self.channel_messages: list[tuple[str, Outgoing]] = []  # lobbies posted
        self.refusing_channels: set[str] = set()  # channels where the bot may not post
        self.dms: list[tuple[str, Outgoing]] = []
        self.closed_dms: set[str] = set()
        self.fail_next = 0
        self.fail_nonces: set[str] = set()  # each fails once
        self.lose_answer_nonces: set[str] = set()  # each is sent, then fails as if the answer was lost
        self.threads = 0
        self.open_threads: dict[str, str] = {}  # name -> id

    def _maybe_fail(self, message: Outgoing | None = None) -> None:
        if self.fail_next:
            self.fail_next -= 1
            raise TransientError("rate limited")
        if message is not None and message.nonce in self.fail_nonces:
            self.fail_nonces.discard(message.nonce)
            raise TransientError("rate limited")

    def _maybe_lose_answer(self, message: Outgoing) -> None:
        if message.nonce in self.lose_answer_nonces:
            self.lose_answer_nonces.discard(message.nonce)
            raise TransientError("connection reset")

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        self._maybe_fail(message)
        self.thread_messages.append((thread_id, message))
        self._maybe_lose_answer(message)
        return str(len(self.thread_messages))

    async def edit_in_thread(self, thread_id: str, message_id: str, message: Outgoing) -> None:
        self._maybe_fail()
        self.edits.append((thread_id, message_id, message))

    async def send_to_channel(self, channel_id: str, message: Outgoing) -> str:
        self._maybe_fail(message)
        if channel_id in self.refusing_channels:
            raise Undeliverable("403 (code 50013): Missing Permissions")
        self.channel_messages.append((channel_id, message))
        self._maybe_lose_answer(message)
        return f"lobby-{len(self.channel_messages)}"

    async def edit_in_channel(self, channel_id: str, message_id: str, message: Outgoing) -> None:
        self._maybe_fail()
        self.lobby_edits.append((channel_id, message_id, message))

    async def retire_controls(self, thread_id: str, message_id: str) -> None:
        self.retired.append((thread_id, message_id))

    async def send_dm(self, user_id: str, message: Outgoing) -> str:
        self._maybe_fail(message)
        if user_id in self.closed_dms:
            raise DMsClosed(user_id)
        self.dms.append((user_id, message))
        self._maybe_lose_answer(message)
        return str(len(self.dms))

    async def find_thread(self, game, name: str) -> str | None:
        return self.open_threads.get(name)

    async def create_thread(self, game, name: str) -> str:
        self.threads += 1
        self.open_threads[name] = f"thread-{game.id}"
        return f"thread-{game.id}"

    async def find_sent(
        self, where: tuple[str, str], message: Outgoing, after: str | None, since: float | None = None
    ) -> str | None:
        kind, key = where
        if kind == "channel":
            found = [n for n, (to, m) in enumerate(self.channel_messages, 1) if to == key and m.text == message.text]
            return f"lobby-{found[0]}" if found else None
        sent = self.thread_messages if kind == "thread" else self.dms
        start = int(after) if after else 0
        for number, (to, m) in enumerate(sent[start:], start + 1):
            if to == key and m.text.startswith(message.text) and bool(m.picture) == bool(message.picture):
                return str(number)
        return None

    def boards(self) -> list[Outgoing]:
        return [m for _, m in self.thread_messages if m.picture]

    def dms_to(self, user: str) -> list[Outgoing]:
        return [m for u, m in self.dms if u == user]


@pytest.fixture
async def world(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    yield service, transport, deliverer
    await service.settle()
    await store.close()


async def _table(service: Service, players: int = 2, **kw) -> int:
    game = await service.create("example", "u0", "Ann", **kw)
    for i in range(1, players):
        await service.join(game.id, f"u{i}", f"P{i}")
    await service.start(game.id, "u0")
    return game.id


async def _hand(service: Service, game_id: int, user: str) -> list[int]:
    _, state = await service.state(game_id)
    game = await service.game(game_id)
    return state["hands"][game.seat_of(user).seat]


async def test_lobby_refusals_are_specific_and_change_nothing(world):
    service, _, _ = world
    game = await service.create("example", "u0", "Ann", max_seats=2)
    with pytest.raises(UserError) as err:
        await service.create("chess", "u0", "Ann")
    assert err.value.key == "unknown_game" and "chess" in err.value.text()
    with pytest.raises(UserError) as err:
        await service.start(game.id, "u0")
    assert err.value.key == "too_few"
    await service.join(game.id, "u1", "Bob")
    for user, key in (("u1", "already_seated"), ("u2", "table_full")):
        with pytest.raises(UserError) as err:
            await service.join(game.id, user, "X")
        assert err.value.key == key
    with pytest.raises(UserError) as err:
        await service.start(game.id, "u1")
    assert err.value.key == "host_only"
    with pytest.raises(UserError) as err:
        await service.leave(game.id, "u0")
    assert err.value.key == "host_cannot_leave"
    await service.leave(game.id, "u1")
    assert [s.user_id for s in (await service.game(game.id)).seats] == ["u0"]
    with pytest.raises(UserError) as err:
        await service.create("example", "u0", "Ann", options={"colour": "red"})
    assert err.value.key == "bad_setting"
    with pytest.raises(UserError) as err:
        await service.join(999, "u1", "Bob")
    assert err.value.key == "no_such_table"


async def test_a_table_plays_from_lobby_to_the_end(world, clock):
    service, transport, deliverer = world
    game_id = await _table(service, 2)
    await deliverer.deliver_due()
    assert transport.threads == 1
    assert len(transport.boards()) == 1
    # both seats decide at once, so both were told it is their turn, with their own hand
    for user in ("u0", "u1"):
        (dm,) = transport.dms_to(user)
        assert dm.controls and dm.controls["mode"] == "options"
        assert dm.picture.decode() == f"hand {int(user[1])}: {await _hand(service, game_id, user)}"
    moves, states = 0, [(await service.state(game_id))[1]]
    while (await service.game(game_id)).status == "running":
        for user in ("u0", "u1"):
            game, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.options[-1].id)
                states.append((await service.state(game_id))[1])
                moves += 1
                clock.advance(seconds=5)  # past the thread's message bucket (5 posts per 5 s)
                await deliverer.deliver_due()
    game = await service.game(game_id)
    assert game.status == "finished" and game.result["reason"]
    # one board per turn change (the open card step is one, however many play in it; a claim
    # or keep-or-pass is one when its seat was not the one deciding), the last one the final
    # board with a Rematch button; a step (one card of the open step) never posts
    changes, _ = count_turns(GAME, states)
    assert len(transport.boards()) == changes < moves
    # no request goes to take an old board's buttons off (a press there is refused as out of date)
    assert transport.retired == []
    assert "is over" in transport.thread_messages[-1][1].text
    assert transport.thread_messages[-1][1].controls["mode"] == "over"
    assert game.version == moves
    report = await service.replay(game_id)
    assert report.matches and report.actions == moves


async def test_out_of_turn_unseated_illegal_and_stale_choices_are_refused(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    hand = await _hand(service, game_id, "u0")
    bad = next(c for c in range(1, 10) if c not in hand)
    cases = [("u9", f"c{hand[0]}", None, "not_seated"), ("u0", f"c{bad}", None, "bad_option_text")]
    for user, option, version, key in cases:
        with pytest.raises(UserError) as err:
            await service.move(game_id, user, option, version)
        assert err.value.key == key
    await service.move(game_id, "u0", f"c{hand[0]}", version=0)
    with pytest.raises(UserError) as err:  # the same button again: its decision is over
        await service.move(game_id, "u0", f"c{hand[1]}", version=0)
    assert err.value.key == "stale"  # "out of date", not "not your turn"
    with pytest.raises(UserError) as err:  # a button of the table as it is now
        await service.move(game_id, "u0", f"c{hand[1]}", version=1)
    assert err.value.key == "not_your_turn"
    assert (await service.game(game_id)).version == 1


async def test_a_double_click_applies_once(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    h0, h1 = await _hand(service, game_id, "u0"), await _hand(service, game_id, "u1")
    await service.move(game_id, "u1", f"c{h1[0]}", version=0)
    await service.move(game_id, "u0", f"c{h0[0]}", version=1)  # the cards are down: claims at version 2
    first = "u0" if h0[0] > h1[0] else "u1"
    results = await asyncio.gather(
        service.move(game_id, first, "n5", version=2),
        service.move(game_id, first, "n5", version=2),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, UserError)]
    assert len(errors) == 1 and errors[0].key in ("stale", "not_your_turn")
    assert (await service.game(game_id)).version == 3
    # an old card button of the seat that does not claim first, from version 0, is stale now
    second = "u1" if first == "u0" else "u0"
    with pytest.raises(UserError) as err:
        await service.move(game_id, second, f"c{(h1 if second == 'u1' else h0)[1]}", version=0)
    assert err.value.key == "stale"


async def test_a_failed_write_leaves_nothing_half_written(world, monkeypatch):
    service, _, _ = world
    game_id = await _table(service, 2)
    async with service.store.read() as db:
        before = await db.execute_fetchall("SELECT COUNT(*) FROM outbox")
        snapshot = await q.load_snapshot(db, game_id)

    def broken(*args, **kwargs):
        raise RuntimeError("disk full")

    # the move's last writes go with its COMMIT: the action and the snapshot are written, then
    # the first message fails
    monkeypatch.setattr(q, "dumps", broken)
    hand = await _hand(service, game_id, "u0")
    with pytest.raises(RuntimeError):
        await service.move(game_id, "u0", f"c{hand[0]}")
    monkeypatch.undo()
    game = await service.game(game_id)
    async with service.store.read() as db:
        assert await db.execute_fetchall("SELECT COUNT(*) FROM outbox") == before
        assert await q.load_actions(db, game_id) == []
        assert await q.load_snapshot(db, game_id) == snapshot
    assert game.version == 0 and (await _hand(service, game_id, "u0")) == hand
    # the move goes through once the store writes again
    await service.move(game_id, "u0", f"c{hand[0]}")
    assert (await service.game(game_id)).version == 1


async def test_undelivered_messages_survive_a_crash_and_go_out_once(db_url, clock):
    path = db_url
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, 3)
    await service.settle()
    await store.close()  # the process dies before delivering anything

    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    transport = RecordingTransport()
    transport.fail_next = 2  # and the first sends after restart hit a rate limit
    deliverer = Deliverer(service, transport, renderer=render_stub)
    await deliverer.deliver_due()
    clock.advance(seconds=120)
    await deliverer.deliver_due()
    clock.advance(seconds=120)
    await deliverer.deliver_due()
    async with store.read() as db:
        assert await q.undelivered_count(db) == 0
    assert len(transport.boards()) == 1
    for user in ("u0", "u1", "u2"):
        assert len(transport.dms_to(user)) == 1
    nonces = [m.nonce for _, m in transport.thread_messages + transport.dms]
    assert len(nonces) == len(set(nonces))
    assert (await service.game(game_id)).thread_id == f"thread-{game_id}"
    await store.close()


async def test_a_send_whose_answer_was_lost_is_found_not_repeated_after_any_outage(db_url, clock):
    """Discord forgets a nonce after a few minutes: a message sent just before a crash (or whose
    answer was lost) is looked for at its destination before it is sent again."""
    path = db_url
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, 3)
    transport = RecordingTransport()
    board_row, *_ = await _undelivered(service, "game_thread")
    first_dm = (await _undelivered(service, "user"))[0]
    transport.lose_answer_nonces = {f"orrery-{board_row}", f"orrery-{first_dm}"}
    await Deliverer(service, transport, renderer=render_stub).deliver_due()
    assert len(transport.boards()) == 1 and len(transport.dms) == 3  # all went out, two unconfirmed
    await store.close()  # the bot dies; hours pass before it is back

    clock.advance(seconds=6 * 3600)
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    await Deliverer(service, transport, renderer=render_stub).deliver_due()
    async with store.read() as db:
        assert await q.undelivered_count(db) == 0
        (board_id,) = await db.execute_fetchall("SELECT message_id FROM outbox WHERE id = ?", (board_row,))
    assert len(transport.boards()) == 1 and board_id == ("1",)  # the board sent before the crash
    for user in ("u0", "u1", "u2"):
        assert len(transport.dms_to(user)) == 1
    nonces = [m.nonce for _, m in transport.thread_messages + transport.dms]
    assert len(nonces) == len(set(nonces))
    assert (await service.game(game_id)).status == "running"
    await store.close()


async def _play_turn(service: Service, game_id: int, users: tuple[str, ...]) -> None:
    """Each of ``users`` deciding now takes its first option: every seat in the open card step,
    the one seat whose turn it is in a claim or keep-or-pass."""
    deciding = [user for user in users if (await service.decision_for(game_id, user))[1]]
    for user in deciding:
        _, decision = await service.decision_for(game_id, user)
        await service.move(game_id, user, decision.options[0].id)


async def _undelivered(service: Service, kind: str, posts_only: bool = False) -> list[int]:
    """Outbox ids not yet delivered whose destination is a thread ("game_thread") or a DM ("user");
    ``posts_only`` leaves out edits of the current board (they carry no nonce to fail on)."""
    async with service.store.read() as db:
        rows = await q.undelivered_messages(db)
    return [r[0] for r in rows if kind in r[2]["to"] and not (posts_only and r[2].get("kind") == "edit")]


async def test_a_failed_send_holds_back_the_later_messages_of_its_destination(world, clock):
    service, transport, deliverer = world
    users = ("u0", "u1", "u2")
    game_id = await _table(service, 3)
    await deliverer.deliver_due()
    for _ in range(3):  # the card step, then two claims
        await _play_turn(service, game_id, users)
    async with service.store.transaction(table=game_id) as db:  # a line after the boards
        await service.core.say(db, game_id, msg("core-text", text="a line after the boards"))
    boards = await _undelivered(service, "game_thread")
    posts = await _undelivered(service, "game_thread", posts_only=True)
    # of the boards written faster than they were delivered only the newest goes: it fails
    newest = (await _boards_owed(service))[-1]
    dms = await _undelivered(service, "user")
    assert len(posts) >= 2 and posts[-1] > newest and dms
    async with service.store.read() as db:
        (failing_dm,) = [r for r in await q.undelivered_messages(db) if r[0] == dms[0]]
    held_user = failing_dm[2]["to"]["user"]
    transport.fail_nonces = {f"orrery-{newest}", f"orrery-{dms[0]}"}
    sent_before = [m.nonce for _, m in transport.thread_messages]
    dms_before = len(transport.dms_to(held_user))

    for _ in range(2):
        await deliverer.deliver_due()
        # the first board failed: the second, written after it, is not sent ahead of it, and
        # the same for the failed DM's player; other players' DMs are not held up
        assert [m.nonce for _, m in transport.thread_messages] == sent_before
        assert len(transport.dms_to(held_user)) == dms_before
        assert any(u != held_user for u, m in transport.dms if int(m.nonce.split("-")[1]) > dms[0])
        clock.advance(seconds=0.5)  # still inside the back-off
    # the failed post and everything written after it for the thread wait
    assert await _undelivered(service, "game_thread") == [b for b in boards if b >= newest]

    clock.advance(seconds=120)
    await deliverer.deliver_due()
    async with service.store.read() as db:
        assert await q.undelivered_count(db) == 0
    thread_nonces = [int(m.nonce.split("-")[1]) for _, m in transport.thread_messages]
    assert thread_nonces == sorted(thread_nonces) and {newest, posts[-1]} <= set(thread_nonces)
    for user in users:
        mine = [int(m.nonce.split("-")[1]) for m in transport.dms_to(user)]
        assert mine == sorted(mine)


async def _boards_owed(service: Service) -> list[int]:
    async with service.store.read() as db:
        return [r[0] for r in await q.undelivered_messages(db) if r[2].get("kind") == "board"]


async def test_a_busy_thread_takes_five_posts_per_five_seconds_and_holds_up_no_other(world, clock):
    """Discord's message bucket (about 5 per 5 s per channel): a busy table's posts wait their
    turn in the outbox, in order, while another table's thread is served at once. (The toy game
    posts few boards: the bucket is made smaller to match.)"""
    service, transport, deliverer = world
    room = deliverer.channel_messages = 2
    assert CHANNEL_MESSAGES == 5 and deliverer.channel_window == CHANNEL_WINDOW_SECONDS == 5.0
    users = ("u0", "u1", "u2")
    busy, quiet = await _table(service, 3), await _table(service, 3)
    while (await service.game(busy)).status == "running":
        await _play_turn(service, busy, users)
    for n in range(4):  # (of the boards, only the newest goes: lines fill the thread's bucket)
        async with service.store.transaction(table=busy) as db:
            await service.core.say(db, busy, msg("core-text", text=f"line {n}"))
    await _play_turn(service, quiet, users)
    owed = await _undelivered(service, "game_thread", posts_only=True)
    async with service.store.read() as db:
        rows = {r[0]: r[1] for r in await q.undelivered_messages(db)}
    last_board = {rows[i]: i for i in await _boards_owed(service)}
    boards = set(await _boards_owed(service))
    sent = [i for i in owed if i not in boards or i == last_board[rows[i]]]  # the rest is out of date
    busy_posts = [i for i in sent if rows[i] == busy]
    quiet_posts = [i for i in sent if rows[i] == quiet]
    assert len(busy_posts) > room and 0 < len(quiet_posts) <= room

    def posted(game_id: int) -> list[int]:
        return [int(m.nonce[len("orrery-") :]) for t, m in transport.thread_messages if t == f"thread-{game_id}"]

    await deliverer.deliver_due()
    assert posted(busy) == busy_posts[:room]
    assert posted(quiet) == quiet_posts  # not held up by the busy thread
    await deliverer.deliver_due()  # the same instant: the busy thread has no room yet
    assert posted(busy) == busy_posts[:room]
    clock.advance(seconds=CHANNEL_WINDOW_SECONDS)
    await deliverer.deliver_due()
    assert posted(busy) == busy_posts[: 2 * room]  # the next ones (or what is left)
    while await _undelivered(service, "game_thread", posts_only=True):
        clock.advance(seconds=CHANNEL_WINDOW_SECONDS)
        await deliverer.deliver_due()
    assert posted(busy) == busy_posts  # all of them, once, in order


async def test_closed_dms_are_announced_without_the_secret(world):
    service, transport, deliverer = world
    transport.closed_dms.add("u1")
    game_id = await _table(service, 2)
    await deliverer.deliver_due()
    hand = await _hand(service, game_id, "u1")
    notices = [m for _, m in transport.thread_messages if "direct messages" in m.text]
    assert len(notices) == 1
    assert notices[0].text == t("dms_closed_notice", mention="<@u1>") and notices[0].picture is None
    assert transport.threads == 1  # the board and the notice needed the thread at once: opened once
    assert transport.dms_to("u1") == []
    # the player still reads the hand on demand, and the notice is not repeated
    _, picture = await service.private(game_id, "u1")
    assert picture["view"]["hand"] == hand
    await service.move(game_id, "u1", f"c{hand[0]}")
    await deliverer.deliver_due()
    assert len([m for _, m in transport.thread_messages if "direct messages" in m.text]) == 1


async def test_dms_come_once_per_turn_with_a_link_and_the_hand_only_when_it_changed(world):
    service, transport, deliverer = world
    game_id = await _table(service, 2)
    await deliverer.deliver_due()
    hands = {user: await _hand(service, game_id, user) for user in ("u0", "u1")}
    # the higher of the two lowest cards plays first, so its player, who claims first, is not
    # the one who closes the card step (whose claim would be the next step of their own turn)
    high, low = sorted(hands, key=lambda user: hands[user][0], reverse=True)
    await service.move(game_id, high, f"c{hands[high][0]}")
    await deliverer.deliver_due()
    # a card played inside the open step: no DM to anyone (the player goes on in their panel)
    assert len(transport.dms_to("u0")) == 1 and len(transport.dms_to("u1")) == 1
    await service.move(game_id, low, f"c{hands[low][0]}")
    await deliverer.deliver_due()
    # the cards are down and the claims begin: one DM, to the player whose turn it is, with
    # their hand as it is now and a link to the new board
    assert len(transport.dms_to(low)) == 1
    _first, second = transport.dms_to(high)
    assert second.picture.decode() == f"hand {int(high[1])}: {await _hand(service, game_id, high)}"
    assert second.controls["mode"] == "options"
    assert "https://discord.com/channels/" in second.text and "thread-1/" in second.text
    assert "your turn" in second.text and "Your turn" not in second.text
    # a turn DM whose hand did not change carries no picture; a hand DM is not sent at all
    game = await service.game(game_id)
    seat = int(high[1])
    to = {"user": high, "game_id": game_id, "seat": seat}
    view = {"seat": seat, "hand": await _hand(service, game_id, high)}
    picture = {"kind": "private", "game": "example", "view": view, "names": game.names}
    async with service.store.transaction() as db:
        await q.enqueue(
            db,
            game_id,
            {
                "to": to,
                "kind": "turn",
                "text": msg("core-text", text="again").to_json(),
                "picture": picture,
                "picture_if_changed": True,
            },
        )
        await q.enqueue(
            db,
            game_id,
            {
                "to": to,
                "kind": "hand",
                "text": msg("core-text", text="hand").to_json(),
                "picture": picture,
                "only_if_changed": True,
            },
        )
    await deliverer.deliver_due()
    *_, last = transport.dms_to(high)
    assert last.text == "again" and last.picture is None


async def test_deadlines_remind_then_auto_play(world, clock):
    service, transport, deliverer = world
    game_id = await _table(service, 2, turn_hours=24, on_timeout="auto")
    await deliverer.deliver_due()
    hand1 = await _hand(service, game_id, "u1")
    await service.move(game_id, "u1", f"c{hand1[0]}")
    await deliverer.deliver_due()
    base = len(transport.dms_to("u0"))
    clock.advance(hours=11)
    assert await service.tick() == 0
    await deliverer.deliver_due()
    assert len(transport.dms_to("u0")) == base
    clock.advance(hours=1.5)  # half time
    await service.tick()
    await deliverer.deliver_due()
    assert "Half" in transport.dms_to("u0")[-1].text
    clock.advance(hours=10.6)  # one hour left
    await service.tick()
    await deliverer.deliver_due()
    assert "one hour left" in transport.dms_to("u0")[-1].text
    clock.advance(hours=1)
    assert await service.tick() == 1
    await service.settle()
    game = await service.game(game_id)
    assert game.version >= 2 and game.seats[0].away
    async with service.store.read() as db:
        sources = [a[3] for a in await q.load_actions(db, game_id)]
    assert sources[:2] == ["player", "auto"]
    # the absent player comes back by moving again
    _, decision = await service.decision_for(game_id, "u0")
    if decision:
        await service.move(game_id, "u0", decision.default)
        assert not (await service.game(game_id)).seats[0].away


async def test_deadline_policy_wait_only_announces(world, clock):
    service, transport, deliverer = world
    game_id = await _table(service, 2, turn_hours=2, on_timeout="wait")
    clock.advance(hours=3)
    assert await service.tick() == 2
    assert await service.tick() == 0  # said once
    await deliverer.deliver_due()
    assert sum("keeps waiting" in m.text for _, m in transport.thread_messages) == 2
    assert (await service.game(game_id)).version == 0


async def test_resigning(world):
    service, _, _ = world
    two = await _table(service, 2)
    await service.resign(two, "u1")
    game = await service.game(two)
    assert game.status == "finished" and game.result["winners"] == [0]
    three = await _table(service, 3)
    await service.resign(three, "u2")
    hand0, hand1 = await _hand(service, three, "u0"), await _hand(service, three, "u1")
    await service.move(three, "u0", f"c{hand0[0]}")
    await service.move(three, "u1", f"c{hand1[0]}")
    await service.settle()
    game = await service.game(three)
    assert game.status == "running" and game.version >= 3  # the resigned seat was auto-played


async def test_replay_detects_a_tampered_snapshot(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    hand = await _hand(service, game_id, "u0")
    await service.move(game_id, "u0", f"c{hand[0]}")
    assert (await service.replay(game_id)).matches
    async with service.store.transaction() as db:
        await db.execute("UPDATE snapshots SET state = replace(state, '\"scores\":[0,0]', '\"scores\":[1,0]')")
    assert not (await service.replay(game_id)).matches


async def test_a_missing_database_folder_is_a_clear_error(tmp_path):
    from db.store import StoreError

    with pytest.raises(StoreError, match="does not exist"):
        await Store.open(str(tmp_path / "nope" / "x.sqlite3"))
    with pytest.raises(StoreError, match="no database"):
        await Store.open(str(tmp_path / "absent.sqlite3"), create=False)


async def test_a_locked_database_refuses_the_move_and_changes_nothing(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    hand = await _hand(service, game_id, "u0")
    async with _another_writer(service.store):  # another process holds the write lock, and keeps it
        with pytest.raises(UserError) as err:
            await service.move(game_id, "u0", f"c{hand[0]}")
        assert err.value.key == "db_busy"
    assert (await service.game(game_id)).version == 0
    await service.move(game_id, "u0", f"c{hand[0]}")  # and works again once the lock is gone
    assert (await service.game(game_id)).version == 1


@contextlib.asynccontextmanager
async def _another_writer(store: Store):
    """A second connection in the middle of a write transaction, as another process would be."""
    if store.shared:
        import asyncpg

        from db.postgres import WRITE_LOCK

        other = await asyncpg.connect(store.path)
        try:
            async with other.transaction():
                await other.execute("SELECT pg_advisory_xact_lock($1)", WRITE_LOCK)
                yield
        finally:
            await other.close()
        return
    import sqlite3

    other = sqlite3.connect(store.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.rollback()
        other.close()


async def test_delivered_messages_are_pruned_after_a_week(world, clock):
    service, _, deliverer = world
    await _table(service, 2)
    await deliverer.deliver_due()
    async with service.store.transaction() as db:
        assert await q.prune_delivered(db, clock() - 3600) == 0
        assert await q.prune_delivered(db, clock() + 1) > 0
        assert await q.undelivered_count(db) == 0


async def test_a_rematch_seats_the_same_players_once_the_game_is_over(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    with pytest.raises(UserError) as err:
        await service.rematch(game_id, "u0")
    assert err.value.key == "not_over"
    await service.resign(game_id, "u1")
    with pytest.raises(UserError) as err:
        await service.rematch(game_id, "u7")
    assert err.value.key == "not_seated"
    again = await service.rematch(game_id, "u1")
    assert again.status == "lobby" and again.id != game_id
    assert [(s.seat, s.user_id) for s in again.seats] == [(0, "u0"), (1, "u1")]
    assert again.host_id == "u1"  # whoever asked for it hosts it (and counts it against their limit)
    await service.start(again.id, "u1")


async def test_a_finished_table_has_one_rematch_and_asking_again_points_to_it(world):
    service, _, _ = world
    game_id = await _table(service, 2)
    await service.resign(game_id, "u1")
    first = await service.rematch(game_id, "u0")
    for user in ("u0", "u1", "u1"):  # again and again, by either player
        with pytest.raises(UserError) as err:
            await service.rematch(game_id, user)
        assert err.value.key == "rematch_exists" and f"table #{first.id}" in err.value.text()
    await service.start(first.id, "u0")  # still the one rematch once it is being played
    with pytest.raises(UserError) as err:
        await service.rematch(game_id, "u0")
    assert err.value.params["rematch_id"] == first.id
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT COUNT(*) FROM games WHERE rematch_of = ?", (game_id,))
    assert rows[0][0] == 1
    # a cancelled rematch frees the way for a new one
    await service.cancel(first.id, "u0")
    second = await service.rematch(game_id, "u1")
    assert second.id != first.id and second.status == "lobby"


def test_orion_rematches_swap_who_leads():
    from games import registry

    if "orion" not in registry.ids():
        pytest.skip("ORION is not installed")
    orion = registry.get("orion")
    first = orion.resolve_options({})
    second = orion.rematch_options(first)
    assert first["leader"] != second["leader"] and orion.rematch_options(second) == first


async def test_a_new_board_does_not_wait_behind_an_edit_postponed_for_its_gap(world, clock):
    """Steps inside a round edit the board at most once per gap; when the round ends while an
    edit waits for its gap, the new board goes out at once and the stale edit is settled unsent."""
    service, transport, deliverer = world
    game_id = await _table(service, 3)
    await deliverer.deliver_due()
    # the cards go highest first, so the claims open with a seat other than the last to play
    # (a new board, not an edit of the current one)
    firsts = {user: (await service.decision_for(game_id, user))[1].options[0].id for user in ("u0", "u1", "u2")}
    first, second, last = sorted(firsts, key=lambda user: -int(firsts[user][1:]))
    await service.move(game_id, first, firsts[first])
    await deliverer.deliver_due()
    assert len(transport.edits) == 1  # the first step is shown at once
    await service.move(game_id, second, firsts[second])
    await deliverer.deliver_due()
    assert len(transport.edits) == 1  # the second waits for the gap
    (postponed,) = await _undelivered(service, "game_thread")
    boards = len(transport.boards())
    await service.move(game_id, last, firsts[last])  # the cards are in: the claims begin, a new board
    await deliverer.deliver_due()  # the same instant, the gap not yet over
    assert len(transport.boards()) == boards + 1 and len(transport.edits) == 1
    assert await _undelivered(service, "game_thread") == []
    async with service.store.read() as db:
        (sent,) = await db.execute_fetchall("SELECT message_id, delivered_at FROM outbox WHERE id = ?", (postponed,))
    assert sent[0] is None and sent[1] is not None  # settled without being sent


class HeldTransport(RecordingTransport):
    """Holds the sends to chosen destinations until told to let them go."""

    def __init__(self) -> None:
        super().__init__()
        self.held_users: set[str] = set()
        self.held_threads: set[str] = set()
        self.release = asyncio.Event()
        self.holding = asyncio.Event()  # a send is being held

    async def _hold(self) -> None:
        self.holding.set()
        await self.release.wait()

    async def send_dm(self, user_id: str, message: Outgoing) -> str:
        if user_id in self.held_users:
            await self._hold()
        return await super().send_dm(user_id, message)

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        if thread_id in self.held_threads:
            await self._hold()
        return await super().send_to_thread(thread_id, message)


async def _until(condition, seconds: float = 5.0) -> None:
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("not within the time")


@pytest.fixture
async def held_world(db_url, clock):
    """The service and a deliverer whose transport holds chosen sends."""
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    transport = HeldTransport()
    yield service, transport, Deliverer(service, transport, renderer=render_stub)
    await service.settle()
    await store.close()


@contextlib.asynccontextmanager
async def _delivering(deliverer: Deliverer, transport: HeldTransport):
    """The deliverer running as in the bot; at the end, what it holds is let go and it stops."""
    stop = asyncio.Event()
    running = asyncio.create_task(deliverer.run(stop, idle=0.05))
    try:
        yield
    finally:
        transport.release.set()
        stop.set()
        await asyncio.wait_for(running, 10)


async def test_a_new_board_goes_out_while_earlier_dms_are_still_being_sent(held_world):
    """Destinations are served in lanes beside each other, not in rounds: a table's new board
    does not wait until the DMs of an earlier table (slow, or many) are through."""
    service, transport, deliverer = held_world
    transport.held_users = {"u0", "u1"}  # the first table's players
    async with _delivering(deliverer, transport):
        await _table(service, 2)
        await asyncio.wait_for(transport.holding.wait(), 5)  # its board is up; its DMs hang
        assert len(transport.boards()) == 1
        game = await service.create("example", "u2", "Cy")
        await service.join(game.id, "u3", "Di")
        await service.start(game.id, "u2")
        await _until(lambda: len(transport.boards()) == 2)  # the second table's board, at once
        await _until(lambda: {u for u, _ in transport.dms} == {"u2", "u3"})
        assert not transport.dms_to("u0") and not transport.dms_to("u1")  # still held
        transport.release.set()
        await _until(lambda: len(transport.dms) == 4)


async def test_a_dm_waits_for_the_board_of_its_table_written_before_it(held_world):
    """A turn's DM links to the board that announces it: while that board is being sent, the
    table's DMs wait; then they go, after it."""
    service, transport, deliverer = held_world
    game_id = await _table(service, 2)
    transport.held_threads = {f"thread-{game_id}"}
    async with _delivering(deliverer, transport):
        await asyncio.wait_for(transport.holding.wait(), 5)
        await asyncio.sleep(0.2)
        assert transport.dms == []  # the board is not up yet
        transport.release.set()
        await _until(lambda: len(transport.dms) == 2)
        assert len(transport.boards()) == 1


async def test_a_look_begun_before_a_message_was_sent_does_not_send_it_again(held_world, monkeypatch):
    """A look at the outbox can end after a lane has sent and settled a row it shows as owed
    (on PostgreSQL, claiming the destinations comes between the look and the lanes starting).
    The row is not sent twice."""
    service, transport, deliverer = held_world
    game_id = await _table(service, 2)
    transport.held_threads = {f"thread-{game_id}"}
    lanes = await deliverer.dispatch()  # the board's lane, held in its send
    await asyncio.wait_for(transport.holding.wait(), 5)
    look, looked, go_on = deliverer._waiting, asyncio.Event(), asyncio.Event()

    async def slow_look():
        rows = await look()
        if not looked.is_set():  # the first look only (a lane on PostgreSQL looks too as it ends)
            looked.set()
            await go_on.wait()  # the look has read; the board's lane now ends before it goes on
        return rows

    monkeypatch.setattr(deliverer, "_waiting", slow_look)
    late_look = asyncio.create_task(deliverer.dispatch())
    await asyncio.wait_for(looked.wait(), 5)
    transport.release.set()
    await asyncio.gather(*lanes)  # sent and marked delivered
    go_on.set()
    await asyncio.gather(*await late_look)
    await deliverer.deliver_due()
    assert len(transport.boards()) == 1
    assert sorted(user for user, _ in transport.dms) == ["u0", "u1"]


async def test_the_lobby_message_shows_each_seat_taken_and_the_start_through_the_outbox(world):
    """A new table's lobby message is owed with the table and posted by the deliverer; a change
    at the lobby (a join, a start) owes it an edit, written with the change and sent the same
    way; a table made outside Discord (no channel) is owed nothing."""
    service, transport, deliverer = world
    unposted = await service.create("example", "u0", "Ann")
    await service.join(unposted.id, "u1", "Bob")
    await deliverer.deliver_due()
    assert transport.lobby_edits == [] and transport.channel_messages == []
    game = await service.create("example", "u0", "Ann", channel_id="c1")
    assert transport.channel_messages == []  # owed, not sent: the outbox sends it
    await deliverer.deliver_due()
    ((channel, posted),) = transport.channel_messages
    assert channel == "c1" and "Ann" in posted.text and posted.nonce
    assert posted.controls == {"mode": "lobby", "game_id": game.id, "full": False, "locale": "en"}
    assert (await service.game(game.id)).lobby_message_id == "lobby-1"  # recorded with the delivery
    await service.join(game.id, "u1", "Bob")
    await deliverer.deliver_due()
    ((channel, message, joined),) = transport.lobby_edits
    assert (channel, message) == ("c1", "lobby-1") and "Bob" in joined.text
    assert joined.controls == {"mode": "lobby", "game_id": game.id, "full": False, "locale": "en"}
    await service.start(game.id, "u0")
    await deliverer.deliver_due()
    started = transport.lobby_edits[-1][2]
    assert started.controls is None and "Bob" in started.text  # no Join or Start once it runs
    assert len(transport.lobby_edits) == 2 and len(transport.channel_messages) == 1


async def test_a_crash_between_making_a_table_and_posting_its_lobby_loses_nothing(db_url, clock):
    """The lobby is owed in the table's own transaction: a bot stopped before posting it posts it
    at the next start, and one stopped after posting but before recording it finds it there."""
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    first = await service.create("example", "u0", "Ann", channel_id="c1")
    second = await service.create("example", "u0", "Ann", channel_id="c2")
    await store.close()  # stopped before anything was delivered
    store = await Store.open(db_url)
    try:
        service = Service(store, clock=clock, engines=registry.get)
        transport = RecordingTransport()
        transport.lose_answer_nonces.add("orrery-2")  # posted, but the answer lost with the bot
        await Deliverer(service, transport, renderer=render_stub).deliver_due()
        assert [c for c, _ in transport.channel_messages] == ["c1", "c2"]
        assert (await service.game(first.id)).lobby_message_id == "lobby-1"
        assert (await service.game(second.id)).lobby_message_id is None  # the send failed, as far as it knows
        restarted = Deliverer(service, transport, renderer=render_stub)
        clock.advance(seconds=5)
        await restarted.deliver_due()
        assert [c for c, _ in transport.channel_messages] == ["c1", "c2"]  # found, not posted twice
        assert (await service.game(second.id)).lobby_message_id == "lobby-2"
    finally:
        await service.settle()
        await store.close()


async def test_a_channel_that_refuses_the_lobby_refuses_the_table(world):
    """Discord refusing the lobby for good (the bot may not post there): nobody saw the table, so
    it goes whole, with what it owed; the host's answer says so (``bot.adapter``)."""
    service, transport, deliverer = world
    transport.refusing_channels.add("closed")
    game = await service.create("example", "u0", "Ann", channel_id="closed")
    await service.join(game.id, "u1", "Bob")  # before the lobby went (by its number)
    await deliverer.deliver_due()
    with pytest.raises(UserError):
        await service.game(game.id)
    assert transport.channel_messages == [] and transport.lobby_edits == []
    async with service.store.read() as db:
        assert await q.undelivered_heads(db, limit=10) == []
