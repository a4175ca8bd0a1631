"""Computer players through the service: AI seats in the lobby, a seat taken over when its
player's time runs out and handed back when they return, and the log naming the AI's moves."""

from __future__ import annotations

import asyncio

import pytest
from toygame import TOY, engines

from bot.service import Service, UserError
from db import store as q
from db.store import Store
from games.ai import choose


async def toy_chooser(game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
    engine = engines(game_id)
    return await asyncio.to_thread(choose, engine, engine.from_json(state_json), seat, "easy", seed)


@pytest.fixture
async def service(tmp_path, clock):
    store = await Store.open(str(tmp_path / "ai.sqlite3"))
    service = Service(store, clock=clock, engines=engines, ai_chooser=toy_chooser)
    yield service
    await service.settle()
    await store.close()


async def test_a_host_seats_ai_players_who_play_their_own_turns(service):
    game = await service.create("toy", "u0", "Ann")
    with pytest.raises(UserError) as err:
        await service.add_ai(game.id, "u0", "genius")
    assert err.value.key == "bad_ai_level"
    await service.join(game.id, "u1", "Bob")
    with pytest.raises(UserError) as err:
        await service.add_ai(game.id, "u1", "easy")
    assert err.value.key == "host_only"
    game = await service.add_ai(game.id, "u0", "easy")
    assert [s.kind for s in game.seats] == ["human", "human", "ai"]
    await service.start(game.id, "u0")
    await service.settle()
    while (await service.game(game.id)).status == "running":
        for user in ("u0", "u1"):
            _, decision = await service.decision_for(game.id, user)
            if decision:
                await service.move(game.id, user, decision.default)
        await service.settle()
        _, state = await service.state(game.id)
        # humans are waited for; the AI never is
        assert all(d.seat != 2 for d in TOY.pending(state))
    async with service.store.read() as db:
        actions = await q.load_actions(db, game.id)
    assert {seat for _, seat, _, source in actions if source == "ai"} == {2}
    lines = await service.log_lines(game.id, "u0")
    assert any("(AI) chose Play" in line for line in lines)


async def test_an_absent_player_is_replaced_by_the_ai_until_they_return(service, clock):
    game = await service.create("toy", "u0", "Ann", turn_hours=1, on_timeout="ai")
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    _, decision = await service.decision_for(game.id, "u0")
    await service.move(game.id, "u0", decision.default)
    clock.advance(hours=1.01)
    assert await service.tick() == 1  # Bob timed out
    await service.settle()
    game = await service.game(game.id)
    assert game.seats[1].away and game.version >= 2
    # while Bob is away, each of his decisions is played as soon as it comes
    _, decision = await service.decision_for(game.id, "u0")
    await service.move(game.id, "u0", decision.default)
    await service.settle()
    _, bob = await service.decision_for(game.id, "u1")
    assert bob is None or (await service.game(game.id)).status != "running"
    async with service.store.read() as db:
        sources = [a[3] for a in await q.load_actions(db, game.id)]
    assert sources.count("ai") >= 2
    # Bob shows up again: his seat is his own
    assert await service.present(game.id, "u1")
    assert not (await service.game(game.id)).seats[1].away
    assert not await service.present(game.id, "u1")


async def test_the_bot_runs_the_ai_in_a_process_pool():
    from bot.app import make_ai_chooser
    from games import registry

    chooser = make_ai_chooser()
    assert chooser is not None
    engine = registry.all()[0]
    state = engine.new(engine.min_players, {}, seed=3)
    decision = engine.pending(state)[0]
    choice = await chooser(engine.id, engine.to_json(state), decision.seat, "easy", 1)
    assert decision.option(choice) is not None
