"""A whole game of every registered game through the service and the outbox, with the real
pictures: every board goes to the thread, and every private picture only to its own player."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from test_service import RecordingTransport

from bot.outbox.delivery import Deliverer
from bot.play.service import Service, UserError
from bot.play.turns import count_turns
from db.store import Store
from games import registry

TABLES = [(g.id, 4 if g.id == "plunder" else max(2, g.min_players), {}) for g in registry.all()]
TABLES += [
    (game_id, players, options)
    for game_id, players, options in (
        ("hope", 3, {"traitor": "on", "bugs": "on"}),
        ("teg", 3, {"expansion": "on"}),
        ("teg", 1, {}),
        ("planetarium", 1, {}),
    )
    if game_id in registry.ids()
]


@pytest.fixture
async def store(db_url):
    """The store, closed however the test ends (an open one keeps pytest from exiting)."""
    opened = await Store.open(db_url)
    yield opened
    await opened.close()


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    TABLES,
    ids=[f"{g}-{n}p" + "".join(f"-{k}={v}" for k, v in o.items()) for g, n, o in TABLES],
)
async def test_a_table_plays_to_the_end_through_the_service(store, clock, game_id, players, options):
    service = Service(store, clock=clock)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport)
    game = await service.create(game_id, "u0", "Ann", options, seed=11)
    for i, name in enumerate(("Bob", "Cid", "Dee")[: players - 1], start=1):
        await service.join(game.id, f"u{i}", name)
    await service.start(game.id, "u0")
    rng = random.Random(4)
    engine = registry.get(game_id)
    moves = 0
    while True:
        record, state = await service.state(game.id)
        if record.status != "running":
            break
        decision = rng.choice(engine.pending(state))
        try:
            await service.move(game.id, f"u{decision.seat}", rng.choice(decision.options).id, version=record.version)
        except UserError as exc:  # never expected: the choice was legal and current
            raise AssertionError(exc.text()) from None
        moves += 1
        if moves <= 20:
            clock.advance(seconds=5)  # past the board's edit gap, so steps inside a turn are drawn too
            await deliverer.deliver_due()
    record = await service.game(game.id)
    assert record.status == "finished" and record.result["reason"]
    assert (await service.replay(game.id)).matches

    async with store.read() as db:
        rows = await db.execute_fetchall("SELECT payload, delivered_at FROM outbox ORDER BY id")
    kinds: Counter[str] = Counter()
    for raw, delivered in rows:
        payload = json.loads(raw)
        kinds[payload.get("kind")] += 1
        picture = payload.get("picture")
        if delivered is not None:  # a delivered row keeps where it went, not what it showed
            assert picture is None and set(payload) <= {"to", "kind"}
        elif "game_thread" in payload["to"] and picture:
            assert picture["kind"] == "board" and picture["view"]["seat"] is None
        elif "user" in payload["to"] and picture:
            seat = picture["view"]["seat"]
            assert payload["to"]["user"] == f"u{seat}" and payload["to"]["seat"] == seat
    # one new board per turn change (the start and the end included), one DM per player-turn,
    # none at the end (the final board mentions every player); steps inside a turn edit the board
    actions = await _actions(store)
    changes, player_turns = count_turns(engine, _replayed(engine, await service.game(game.id), actions))
    assert kinds["board"] == changes
    # a player who keeps the turn (several turns in a row, a solo game) goes on in their panel
    kept = _turns_kept(engine, _replayed(engine, await service.game(game.id), actions), [s for s, _ in actions])
    assert kinds["turn"] == player_turns - kept
    assert kinds["end"] == 0
    clock.advance(seconds=60)
    await deliverer.deliver_due()
    final = transport.thread_messages[-1][1]
    assert final.controls["mode"] == "over" and all(f"<@u{i}>" in final.text for i in range(players)), final.text
    # what was delivered: each board a PNG in the thread; each private picture to its owner
    delivered = [m for _, m in transport.thread_messages if m.picture] + [m for *_, m in transport.edits]
    assert len(delivered) >= 3 and all(m.picture[:4] == b"\x89PNG" for m in delivered)
    assert {u for u, _ in transport.dms} <= {f"u{i}" for i in range(players)}


async def _actions(store: Store) -> list[tuple[int, str]]:
    async with store.read() as db:
        return list(await db.execute_fetchall("SELECT seat, option_id FROM actions ORDER BY n"))


def _turns_kept(engine, states, movers: list[int]) -> int:
    """Player-turns that began for the seat that had just moved."""
    from bot.play.turns import classify

    kept, before = 0, None
    for state, mover in zip(states, [None, *movers], strict=False):
        kept += mover in classify(engine, before, state).newcomers
        before = state
    return kept


def _replayed(engine, record, actions):
    state = engine.new(len(record.seats), record.options, record.seed)
    yield state
    for seat, option_id in actions:
        state = engine.apply(state, seat, option_id)
        yield state


async def test_the_card_drawn_at_the_end_of_ones_own_turn_owes_no_hand_dm(store, clock):
    """In Planetarium a player draws at the end of their own turn: their next turn's DM shows the
    new hand, so the turn change owes them no "your hand changed" DM."""
    from bot.play.turns import hidden_part

    service = Service(store, clock=clock)
    engine = registry.get("planetarium")
    game = await service.create("planetarium", "u0", "Ann", {}, seed=3)
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    rng = random.Random(2)
    drawn_in_own_turn = 0
    for _ in range(60):
        record, before = await service.state(game.id)
        decision = rng.choice(engine.pending(before))
        await service.move(game.id, f"u{decision.seat}", rng.choice(decision.options).id, version=record.version)
        _, after = await service.state(game.id)
        if decision.seat not in {d.seat for d in engine.pending(after)}:  # their turn ended
            drawn_in_own_turn += hidden_part(engine, before, decision.seat) != hidden_part(engine, after, decision.seat)
    async with store.read() as db:
        kinds = Counter(
            json.loads(raw).get("kind") for (raw,) in await db.execute_fetchall("SELECT payload FROM outbox")
        )
    assert drawn_in_own_turn >= 3, "the scene never drew a card at the end of a turn"
    assert kinds["turn"] >= 6 and kinds["hand"] == 0, kinds
