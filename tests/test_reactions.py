"""Reactive decisions through the service: Tiny Epic Galaxies' follow answered by standing
orders without waiting, or by the safe default once the table's window has passed (on the
injectable clock), and sealed choices never named in what the bot says."""

from __future__ import annotations

import random
import sqlite3

import pytest
from test_service import RecordingTransport

from bot.controls import decision_stamps
from bot.delivery import Deliverer
from bot.messages import t
from bot.service import Service, UserError
from db import store as q
from db.store import MIGRATIONS, Store
from games.teg import GAME as TEG
from games.teg.engine import FOLLOW


@pytest.fixture
async def world(tmp_path, clock):
    store = await Store.open(str(tmp_path / "r.sqlite3"))
    service = Service(store, clock=clock)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=lambda picture: b"png")
    yield service, transport, deliverer
    await service.settle()
    await store.close()


async def _teg_table(service: Service, players: int = 3) -> int:
    game = await service.create("teg", "u0", "Ann", seed=5)
    for i, name in enumerate(("Bob", "Cid", "Dee")[: players - 1], start=1):
        await service.join(game.id, f"u{i}", name)
    await service.start(game.id, "u0")
    while True:  # everyone keeps their first mission
        _, state = await service.state(game.id)
        pending = TEG.pending(state)
        if state["phase"] != "mission":
            return game.id
        await service.move(game.id, f"u{pending[0].seat}", pending[0].default)


async def _energy_turn(service: Service, game_id: int, culture: int = 3) -> None:
    """Seat 0 to play, with an energy die; every rival has ``culture`` and so may follow it.
    (The scene is written as a snapshot, as a saved game would be.)"""
    record, state = await service.state(game_id)
    state["phase"] = "play"
    state["stack"] = []
    state["turn"] = {
        "seat": 0,
        "dice": ["en", "cu", "cu"],
        "die_states": ["i"] * 3,
        "rerolled": 0,
        "converted": 0,
        "once": [],
        "tax": 0,
    }
    state["turn"]["ended"] = 0
    for g in range(1, state["players"]):
        state["galaxies"][g]["culture"] = culture
    async with service.store.transaction() as db:
        waiting = decision_stamps({}, TEG.pending(state), record.version, None, service.clock())
        await q.update_game(db, game_id, waiting=waiting)
        await q.save_snapshot(db, game_id, record.version, TEG.to_json(state))


async def _activate_energy(service: Service, game_id: int) -> None:
    await service.move(game_id, "u0", "a.0")


async def _sources(service: Service, game_id: int) -> list[tuple[int, str]]:
    async with service.store.read() as db:
        return [(seat, source) for _, seat, _, source in await q.load_actions(db, game_id)]


async def test_standing_orders_answer_a_follow_in_the_same_move(world):
    service, transport, deliverer = world
    game_id = await _teg_table(service)
    await service.set_standing_order(game_id, "u1", FOLLOW.kind, "always")
    await service.set_standing_order(game_id, "u2", FOLLOW.kind, "never")
    await _energy_turn(service, game_id)
    before = (await service.game(game_id)).version
    await _activate_energy(service, game_id)
    record, state = await service.state(game_id)
    assert not any(d.reactive for d in TEG.pending(state)), "nobody is asked"
    assert state["galaxies"][1]["culture"] == 2 and state["galaxies"][2]["culture"] == 3, (
        "seat 1 followed and paid, seat 2 passed"
    )
    assert record.version == before + 3, "the die and two standing answers, each a move of its own"
    assert (await _sources(service, game_id))[-2:] == [(1, "standing"), (2, "standing")]
    await deliverer.deliver_due()
    said = " ".join(m.text for _, m in transport.thread_messages)
    assert "standing" not in said.casefold(), "nobody is told who has which standing order"


async def test_standing_answers_replay_exactly_and_nobody_with_an_order_is_asked(world):
    """Real play: every rival of seat 0 follows whenever it can pay; the action log (standing
    answers included) rebuilds the very same game."""
    service, _, _ = world
    game_id = await _teg_table(service)
    for user in ("u1", "u2"):
        await service.set_standing_order(game_id, user, FOLLOW.kind, "always" if user == "u1" else "never")
    rng = random.Random(2)
    standing = 0
    for _ in range(150):
        record, state = await service.state(game_id)
        if record.status != "running":
            break
        pending = TEG.pending(state)
        assert not any(d.reactive and d.seat in (1, 2) for d in pending), "a seat with an order was asked"
        d = rng.choice(pending)
        await service.move(game_id, f"u{d.seat}", rng.choice(d.options).id, version=record.version)
        standing = sum(source == "standing" for _, source in await _sources(service, game_id))
    assert standing >= 3, "the game raised follows"
    assert (await service.replay(game_id)).matches


async def test_a_standing_order_given_from_the_prompt_answers_the_open_follow(world):
    service, _, _ = world
    game_id = await _teg_table(service)
    await _energy_turn(service, game_id)
    await _activate_energy(service, game_id)
    _, state = await service.state(game_id)
    assert sorted(d.seat for d in TEG.pending(state)) == [1, 2]
    await service.set_standing_order(game_id, "u2", FOLLOW.kind, "never")
    _, state = await service.state(game_id)
    assert [d.seat for d in TEG.pending(state)] == [1], "seat 2's open prompt was answered at once"
    assert state["galaxies"][2]["culture"] == 3
    orders = await service.standing_orders_of(game_id, "u2")
    assert [(r.kind, order) for r, order in orders] == [(FOLLOW.kind, "never")]
    await service.set_standing_order(game_id, "u2", FOLLOW.kind, "ask")
    assert [order for _, order in await service.standing_orders_of(game_id, "u2")] == ["ask"]


async def test_the_window_closes_with_the_safe_default_and_names_no_sealed_choice(world, clock):
    service, transport, deliverer = world
    game_id = await _teg_table(service)
    await service.settings(game_id, "u0", react_hours=2)
    await _energy_turn(service, game_id)
    await _activate_energy(service, game_id)
    await service.move(game_id, "u2", "f")  # sealed: seat 1 is still deciding
    clock.advance(hours=1.9)
    assert await service.tick() == 0
    _, state = await service.state(game_id)
    assert [d.seat for d in TEG.pending(state)] == [1] and state["galaxies"][2]["culture"] == 3
    clock.advance(hours=0.2)
    assert await service.tick() == 1
    _, state = await service.state(game_id)
    assert not any(d.reactive for d in TEG.pending(state))
    assert state["galaxies"][1]["culture"] == 3 and state["galaxies"][2]["culture"] == 2, (
        "seat 1 passed by default; seat 2 followed"
    )
    assert (await _sources(service, game_id))[-1] == (1, "window")
    await deliverer.deliver_due()
    texts = [m.text for _, m in transport.thread_messages] + [m.text for *_, m in transport.edits]
    assert any(t("machine_window") in x for x in texts), "the thread says the window closed"
    log = await service.log_lines(game_id, "u1")
    # the answers of the round: seat 2's own (sealed label in the action log) and the default
    assert not any("Follow:" in line for line in log if "Move" in line)


async def test_a_sealed_answer_made_by_the_window_is_not_named(world, clock):
    service, transport, deliverer = world
    game_id = await _teg_table(service, players=4)
    await _energy_turn(service, game_id)
    await _activate_energy(service, game_id)
    await service.move(game_id, "u3", "f")
    await deliverer.deliver_due()
    sent = len(transport.thread_messages)
    clock.advance(hours=3)  # the default window
    await service.tick()
    await deliverer.deliver_due()
    # a machine's move rides on the board it changed: a new board, or an edit of the current one
    said = [m for _, m in transport.thread_messages[sent:]] + [m for *_, m in transport.edits]
    notes = [m.text for m in said if t("machine_window") in m.text]
    # (an edit a newer board replaces before it goes out is not sent: the board says the rest)
    assert notes and "Cid" in notes[-1] and "Pass" in notes[-1], "the last one closes the round, so it is named"
    lines = [line for n in notes for line in n.splitlines()]
    assert not any("Bob" in line and "chose" in line for line in lines), "the first default is sealed"


async def test_reactive_stamps_are_not_turn_timers(world, clock):
    service, transport, deliverer = world
    game_id = await _teg_table(service)
    await service.settings(game_id, "u0", turn_hours=2, react_hours=10)
    await _energy_turn(service, game_id)
    await _activate_energy(service, game_id)
    clock.advance(hours=3)  # past the turn timer, inside the window
    assert await service.tick() == 0
    await deliverer.deliver_due()
    assert not any("Time ran out" in m.text for _, m in transport.thread_messages)
    assert not any("Reminder" in m.text for _, m in transport.dms)


async def test_bad_standing_orders_and_windows_are_refused_and_change_nothing(world):
    service, _, _ = world
    game_id = await _teg_table(service)
    with pytest.raises(UserError) as exc:
        await service.set_standing_order(game_id, "u1", "teg.nope", "always")
    assert "teg.follow" in exc.value.text()
    with pytest.raises(UserError) as exc:
        await service.set_standing_order(game_id, "u1", FOLLOW.kind, "sometimes")
    assert "`always`" in exc.value.text()
    with pytest.raises(UserError):
        await service.set_standing_order(game_id, "stranger", FOLLOW.kind, "never")
    for hours in (0, 73):
        with pytest.raises(UserError):
            await service.settings(game_id, "u0", react_hours=hours)
    with pytest.raises(UserError):
        await service.settings(game_id, "u1", react_hours=1)  # only the host
    assert await service.standing_orders_of(game_id, "u1") == [(FOLLOW, "ask")]
    assert (await service.game(game_id)).react_hours == 3


async def test_a_database_from_before_reactions_keeps_its_tables(tmp_path):
    path = str(tmp_path / "old.sqlite3")
    conn = sqlite3.connect(path)
    conn.executescript((MIGRATIONS / "0001_initial.sql").read_text())
    conn.execute("CREATE TABLE schema_migrations (number INTEGER PRIMARY KEY, at REAL)")
    conn.execute("INSERT INTO schema_migrations VALUES (1, 0)")
    conn.execute(
        "INSERT INTO games (game, status, seed, host_id, created_at, updated_at) VALUES ('teg', 'lobby', 1, 'u0', 0, 0)"
    )
    conn.commit()
    conn.close()
    store = await Store.open(path)
    try:
        service = Service(store)
        game = await service.game(1)
        assert game.react_hours == 3 and game.game == "teg"
        async with store.read() as db:
            assert await q.standing_orders(db, 1) == {}
    finally:
        await store.close()


async def test_a_standing_order_given_in_the_lobby_waits_for_the_game(world):
    service, _, _ = world
    game = await service.create("teg", "u0", "Ann", seed=5)
    await service.join(game.id, "u1", "Bob")
    await service.set_standing_order(game.id, "u1", FOLLOW.kind, "never")
    assert await service.standing_orders_of(game.id, "u1") == [(FOLLOW, "never")]


async def test_a_follow_prompt_is_dmed_as_a_response_with_its_window_not_as_a_turn(world):
    service, transport, deliverer = world
    game_id = await _teg_table(service)
    await service.settings(game_id, "u0", react_hours=4)
    await _energy_turn(service, game_id)
    await deliverer.deliver_due()
    sent = {user: len(transport.dms_to(user)) for user in ("u1", "u2")}
    await _activate_energy(service, game_id)
    await deliverer.deliver_due()
    for user in ("u1", "u2"):
        (dm,) = transport.dms_to(user)[sent[user] :]
        assert "your turn" not in dm.text and "within 4 h" in dm.text, dm.text
        assert dm.controls and dm.controls["mode"] == "options"
