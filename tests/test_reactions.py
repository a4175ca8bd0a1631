"""Reactive decisions through the service: Tiny Epic Galaxies' follow answered by standing
orders without waiting, or by the safe default once the table's window has passed (on the
injectable clock), and sealed choices never named in what the bot says."""

from __future__ import annotations

import random
import sqlite3

import pytest
from test_service import RecordingTransport

from bot.config import DEFAULT_REACT_HOURS
from bot.outbox.delivery import Deliverer
from bot.outbox.offers import decision_hash, decision_stamps
from bot.play.service import Service, UserError
from bot.words import t
from db import store as q
from db.store import MIGRATIONS, Store
from games.teg import GAME as TEG
from games.teg.board import phase
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
        if phase(state) != "mission":
            return game.id
        await service.move(game.id, f"u{pending[0].seat}", pending[0].default)


async def _energy_turn(service: Service, game_id: int, culture: int = 3) -> None:
    """Seat 0 to play, with an energy die; every rival has ``culture`` and so may follow it.
    (The scene is written as a snapshot, as a saved game would be.)"""
    record, state = await service.state(game_id)
    state["steps"] = [{"kind": "play", "seat": 0}]
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
    service.moves.forget(game_id)  # the scene was written behind the service's back


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
    clock.advance(hours=DEFAULT_REACT_HOURS)  # the default window
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
    # each reader is told the kinds and orders by their names in their language, with the code to type
    assert "«\u00a0Suivre le dé d’un rival\u00a0» (`teg.follow`)" in exc.value.text("fr"), exc.value.text("fr")
    with pytest.raises(UserError) as exc:
        await service.set_standing_order(game_id, "u1", FOLLOW.kind, "sometimes")
    assert "“Follow whenever I can pay” (`teg.follow=always`)" in exc.value.text(), exc.value.text()
    assert "«\u00a0Ne jamais suivre\u00a0» (`teg.follow=never`)" in exc.value.text("fr"), exc.value.text("fr")
    assert "„Nie folgen“ (`teg.follow=never`)" in exc.value.text("de"), exc.value.text("de")
    with pytest.raises(UserError):
        await service.set_standing_order(game_id, "stranger", FOLLOW.kind, "never")
    for hours in (0, 73):
        with pytest.raises(UserError):
            await service.settings(game_id, "u0", react_hours=hours)
    with pytest.raises(UserError):
        await service.settings(game_id, "u1", react_hours=1)  # only the host
    assert await service.standing_orders_of(game_id, "u1") == [(FOLLOW, "ask")]
    assert (await service.game(game_id)).react_hours == DEFAULT_REACT_HOURS


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
    record = await service.game(game_id)
    for user in ("u1", "u2"):
        (dm,) = transport.dms_to(user)[sent[user] :]
        end = int(record.waiting[user[1:]]["t"] + 4 * 3600)
        assert "your turn" not in dm.text and f"until <t:{end}:t>" in dm.text, dm.text
        assert "you may respond" in dm.text, dm.text
        assert dm.controls and dm.controls["mode"] == "options"


# --- a follow round never freezes the active player ---------------------------------------------


async def _round_open(service: Service, deliverer: Deliverer, transport) -> tuple[int, int, int]:
    """Seat 0 activates its energy die; both rivals are asked to follow. Returns the table and
    how many thread posts and DMs to seat 0 went out so far."""
    game_id = await _teg_table(service)
    await _energy_turn(service, game_id)
    await _activate_energy(service, game_id)
    await deliverer.deliver_due()
    _, state = await service.state(game_id)
    assert sorted(d.seat for d in TEG.pending(state)) == [1, 2]
    return game_id, len(transport.thread_messages), len(transport.dms_to("u0"))


async def test_the_turn_handed_back_after_follows_brings_no_board_mention_or_dm(world):
    service, transport, deliverer = world
    game_id, posts, dms = await _round_open(service, deliverer, transport)
    await service.move(game_id, "u1", "p")
    await service.move(game_id, "u2", "p")
    await deliverer.deliver_due()
    _, state = await service.state(game_id)
    assert [d.seat for d in TEG.pending(state)] == [0] and state["steps"] == [{"kind": "play", "seat": 0}], (
        "seat 0 goes on with its turn"
    )
    assert len(transport.thread_messages) == posts, "no new board for the same turn"
    assert len(transport.dms_to("u0")) == dms, "no new 'your turn' DM for the same turn"
    # the board is edited (an edit notifies nobody) to say the table waits for seat 0 again
    assert "Waiting for <@u0>." in transport.edits[-1][2].text


async def test_the_board_says_who_may_still_follow_and_until_when(world, clock):
    service, transport, deliverer = world
    game_id, _, _ = await _round_open(service, deliverer, transport)
    record = await service.game(game_id)
    assert record.react_hours == DEFAULT_REACT_HOURS == 0.5
    end = int(max(record.waiting[s]["t"] for s in ("1", "2")) + DEFAULT_REACT_HOURS * 3600)
    board = transport.thread_messages[-1][1].text
    assert f"until <t:{end}:t>" in board and "<@u1>" in board and "<@u2>" in board, board
    await service.move(game_id, "u1", "p")
    await deliverer.deliver_due()
    edit = transport.edits[-1][2].text
    assert f"Waiting for <@u2> to answer, until <t:{end}:t>" in edit, edit


async def test_a_step_chosen_ahead_is_played_when_the_window_closes(world, clock):
    service, transport, deliverer = world
    game_id, _, dms = await _round_open(service, deliverer, transport)
    with pytest.raises(UserError) as refused:
        await service.move(game_id, "u0", "a.1")
    assert refused.value.key == "not_your_turn"
    ahead = await service.ahead(game_id, "u0")
    assert ahead is not None and ahead.deciding == [1, 2] and ahead.chosen is None
    assert "a.1" in [o.id for o in ahead.decision.options]
    assert await service.ahead(game_id, "u1") is None, "a rival is asked to follow, not ahead"
    label = await service.choose_ahead(game_id, "u0", "a.1", (await service.game(game_id)).version)
    assert label is not None and (await service.ahead(game_id, "u0")).chosen == "a.1"
    await service.move(game_id, "u1", "p")  # seat 2 never answers
    clock.advance(hours=DEFAULT_REACT_HOURS)
    assert await service.tick() == 1
    _, state = await service.state(game_id)
    assert state["turn"]["die_states"][:2] == ["a", "a"], "the culture die was activated at once"
    actions = await _sources(service, game_id)
    assert actions[-2:] == [(2, "window"), (0, "ahead")]
    async with service.store.read() as db:
        assert await q.standing_orders(db, game_id) == {}, "the choice made ahead is used up"
    await deliverer.deliver_due()
    assert len(transport.dms_to("u0")) == dms, "nothing to tell seat 0: its step was played"


async def test_a_step_chosen_ahead_that_no_longer_fits_is_asked_again_by_dm(world):
    service, transport, deliverer = world
    game_id, _, dms = await _round_open(service, deliverer, transport)
    await service.choose_ahead(game_id, "u0", "a.1", None)
    async with service.store.transaction() as db:  # as if a follow had changed what seat 0 may do
        await q.set_standing_order(db, game_id, 0, "next", "0000000000000000:a.1")
    await service.move(game_id, "u1", "p")
    await service.move(game_id, "u2", "p")
    _, state = await service.state(game_id)
    assert state["turn"]["die_states"][1] == "i", "the stale choice was not played"
    await deliverer.deliver_due()
    (dm,) = transport.dms_to("u0")[dms:]
    assert "was not played" in dm.text and dm.controls and dm.controls["mode"] == "options", dm.text
    record = await service.game(game_id)
    assert dm.controls["version"] == record.version == record.waiting["0"]["v"], "its buttons work"


async def test_a_choice_ahead_is_refused_from_an_old_button_and_when_nobody_holds_the_turn(world):
    service, transport, deliverer = world
    game_id, _, _ = await _round_open(service, deliverer, transport)
    with pytest.raises(UserError) as stale:
        await service.choose_ahead(game_id, "u0", "a.1", 1)
    assert stale.value.key == "stale"
    with pytest.raises(UserError):
        await service.choose_ahead(game_id, "u0", "nope", None)
    await service.move(game_id, "u1", "p")
    await service.move(game_id, "u2", "p")
    assert await service.choose_ahead(game_id, "u0", "a.1", None) is None, "its turn is open: a plain move"
    async with service.store.read() as db:
        assert await q.standing_orders(db, game_id) == {}


async def test_a_follower_carrying_out_the_follow_is_not_told_your_turn(world):
    service, transport, deliverer = world
    game_id = await _teg_table(service)
    record, state = await service.state(game_id)
    state["turn"]["seat"] = 0
    await _energy_turn(service, game_id)
    record, state = await service.state(game_id)
    state["turn"]["dice"] = ["mv", "cu", "cu"]
    async with service.store.transaction() as db:
        waiting = decision_stamps({}, TEG.pending(state), record.version, None, service.clock())
        await q.update_game(db, game_id, waiting=waiting)
        await q.save_snapshot(db, game_id, record.version, TEG.to_json(state))
    service.moves.forget(game_id)  # the scene was written behind the service's back
    await service.move(game_id, "u0", "a.0")
    while True:  # seat 0 carries out its move
        _, state = await service.state(game_id)
        pending = TEG.pending(state)
        if pending[0].seat != 0:
            break
        await service.move(game_id, "u0", pending[0].default)
    assert {d.seat for d in pending} == {1, 2} and all(d.reactive for d in pending)
    await deliverer.deliver_due()
    sent = len(transport.dms_to("u1"))
    await service.move(game_id, "u1", "f")
    await service.move(game_id, "u2", "p")
    _, state = await service.state(game_id)
    assert TEG.pending(state)[0].seat == 1, "seat 1 carries out its follow"
    await deliverer.deliver_due()
    (dm,) = transport.dms_to("u1")[sent:]
    assert "your turn" not in dm.text and "in Ann's turn" in dm.text, dm.text


async def test_a_step_ahead_button_works_once_the_answers_are_in_for_the_decision_it_named(world):
    service, transport, deliverer = world
    game_id, _, _ = await _round_open(service, deliverer, transport)
    offered = decision_hash((await service.ahead(game_id, "u0")).decision)
    with pytest.raises(UserError) as other:
        await service.press_ahead(game_id, "u0", "0" * 16, "a.1")
    assert other.value.key == "stale", "a button of another decision is out of date"
    await service.move(game_id, "u1", "p")
    await service.move(game_id, "u2", "p")  # the answers are in before seat 0 pressed anything
    label, result = await service.press_ahead(game_id, "u0", offered, "a.1")
    assert label is None and result is not None, "played at once, as a move"
    _, state = await service.state(game_id)
    assert state["turn"]["die_states"][1] == "a"
    with pytest.raises(UserError) as again:  # the same button again: that decision is over
        await service.press_ahead(game_id, "u0", offered, "a.2")
    assert again.value.key == "stale"


async def test_the_step_ahead_does_not_tell_a_sealed_follow_or_the_next_players_dice(world):
    service, transport, deliverer = world
    game_id, _, _ = await _round_open(service, deliverer, transport)
    before = (await service.ahead(game_id, "u0")).decision
    await service.move(game_id, "u1", "f")  # sealed until seat 2 answers
    after = await service.ahead(game_id, "u0")
    assert after is not None and decision_hash(after.decision) == decision_hash(before), (
        "the same offer whether or not a rival has followed"
    )
    # the last die of the turn: once the round closes the turn passes, so nothing is offered ahead
    _, state = await service.state(game_id)
    state["turn"]["die_states"] = ["a", "a", "a"]
    assert TEG.held_decision(state, 0) is None
