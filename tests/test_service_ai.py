"""Computer players through the service: AI seats in the lobby, a seat taken over when its
player's time runs out and handed back when they return, and the log naming the AI's moves."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest
from doubles import easy_ai

from bot.play.service import Service, UserError
from db import store as q
from db.store import Store
from games import registry
from games.example import GAME as EXAMPLE

toy_chooser = easy_ai(registry.get)


@pytest.fixture
async def service(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get, ai_chooser=toy_chooser)
    yield service
    await service.settle()
    await store.close()


async def test_a_host_seats_ai_players_who_play_their_own_turns(service):
    game = await service.create("example", "u0", "Ann")
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
        assert all(d.seat != 2 for d in EXAMPLE.pending(state))
    async with service.store.read() as db:
        actions = await q.load_actions(db, game.id)
    assert {seat for _, seat, _, source in actions if source == "ai"} == {2}
    lines = await service.log_lines(game.id, "u0")
    # the AI plays its card while the humans still choose theirs: a secret choice, never named
    assert any("AI 1 (easy) made their choice" in line for line in lines), lines
    assert not any("chose: Play" in line for line in lines), lines
    # an AI seat's name says it is one: it is not said twice ("AI 1 (easy) (AI)")
    assert not any("(AI)" in line for line in lines), lines
    # each in its place: nothing the computer did comes after the line that ended the game
    machine_at = [i for i, line in enumerate(lines) if line.startswith("AI 1 (easy) ")]
    assert machine_at and max(machine_at) < len(lines) - 1, lines


async def test_an_absent_player_is_replaced_by_the_ai_until_they_return(service, clock):
    game = await service.create("example", "u0", "Ann", turn_hours=1, on_timeout="ai")
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


async def test_the_bot_runs_the_ai_in_a_process_pool_and_replaces_a_dead_worker():
    from bot.play.machines import make_ai_chooser
    from games import registry

    chooser = make_ai_chooser()
    assert chooser is not None
    try:
        engine = registry.listed()[0]
        state = engine.new(engine.min_players, {}, seed=3)
        decision = engine.pending(state)[0]
        choice = await chooser(engine.id, engine.to_json(state), decision.seat, "easy", 1)
        assert decision.option(choice) is not None
        first = chooser.workers.pool
        for pid in list(first._processes):  # the worker dies, as if killed for memory
            os.kill(pid, signal.SIGKILL)
        choice = await chooser(engine.id, engine.to_json(state), decision.seat, "easy", 1)
        assert decision.option(choice) is not None
        assert chooser.workers.pool is not first
    finally:
        chooser.shutdown()


_HOLDER = """
import asyncio, sys
from bot.play.machines import make_ai_chooser
from games import registry

async def main():
    chooser = make_ai_chooser()
    engine = registry.listed()[0]
    state = engine.new(engine.min_players, {}, seed=3)
    d = engine.pending(state)[0]
    await chooser(engine.id, engine.to_json(state), d.seat, "easy", 1)
    print(" ".join(str(p) for p in chooser.workers.pool._processes), flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


@pytest.mark.parametrize("how", ["SIGKILL", "SIGTERM"])
def test_the_ai_workers_end_when_the_bot_process_dies(how):
    """However the process that owns the pool ends (here with no clean-up at all), its workers
    end too instead of living on with parent 1."""
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    workers: list[int] = []
    try:
        workers = [int(p) for p in holder.stdout.readline().split()]
        assert workers, "the pool started no worker"
        holder.send_signal(getattr(signal, how))
        holder.wait(10)
        deadline = time.monotonic() + 5
        while any(_alive(p) for p in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(p) for p in workers), f"AI workers outlived the bot after {how}"
    finally:
        holder.kill()
        holder.wait()
        for pid in workers:  # should the test fail, nothing is left behind
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class GatedChooser:
    """An AI that thinks until the test lets it answer, and counts what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []
        self.gate = asyncio.Event()
        self.gate.set()

    async def __call__(self, game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
        self.asked.append((seat, len(EXAMPLE.from_json(state_json)["log"])))
        await self.gate.wait()
        await asyncio.sleep(0.01)  # long enough for the humans to move meanwhile
        return await toy_chooser(game_id, state_json, seat, level, seed)


async def test_the_ai_thinks_once_per_decision_however_often_it_is_woken(db_url, clock):
    store = await Store.open(db_url)
    chooser = GatedChooser()
    service = Service(store, clock=clock, engines=registry.get, ai_chooser=chooser)
    try:
        game = await service.create("example", "u0", "Ann")
        await service.add_ai(game.id, "u0", "easy")
        await service.add_ai(game.id, "u0", "easy")
        await service.start(game.id, "u0")
        while (await service.game(game.id)).status == "running":
            _, decision = await service.decision_for(game.id, "u0")
            if decision:  # the human moves while the AI seats think
                await service.move(game.id, "u0", decision.default)
                await service.play_machines(game.id)  # extra wake-ups change nothing
            await service.settle()
        async with store.read() as db:
            actions = await q.load_actions(db, game.id)
        ai_moves = [(seat, n) for n, seat, _, source in actions if source == "ai"]
        assert len(ai_moves) >= 4
        assert len(chooser.asked) == len(ai_moves), "an AI thought twice about a decision"
    finally:
        await service.settle()
        await store.close()


async def test_a_player_who_returns_while_the_ai_thinks_keeps_the_decision(db_url, clock):
    store = await Store.open(db_url)
    chooser = GatedChooser()
    service = Service(store, clock=clock, engines=registry.get, ai_chooser=chooser)
    try:
        game = await service.create("example", "u0", "Ann", turn_hours=1, on_timeout="ai")
        await service.join(game.id, "u1", "Bob")
        await service.start(game.id, "u0")
        _, decision = await service.decision_for(game.id, "u0")
        await service.move(game.id, "u0", decision.default)
        chooser.gate.clear()
        clock.advance(hours=1.01)
        assert await service.tick() == 1
        while not chooser.asked:  # the AI starts thinking for Bob
            await asyncio.sleep(0.001)
        assert await service.present(game.id, "u1")
        chooser.gate.set()
        await service.settle()
        async with store.read() as db:
            sources = [a[3] for a in await q.load_actions(db, game.id)]
        assert sources == ["player"], "the AI moved for a player who had come back"
        _, bob = await service.decision_for(game.id, "u1")
        assert bob is not None
        await service.move(game.id, "u1", bob.default)
    finally:
        await service.settle()
        await store.close()


async def test_machine_seats_play_on_after_a_restart(db_url, clock):
    path = db_url
    store = await Store.open(path)
    chooser = GatedChooser()
    chooser.gate.clear()  # the AI is still thinking when the bot dies
    service = Service(store, clock=clock, engines=registry.get, ai_chooser=chooser)
    game = await service.create("example", "u0", "Ann")
    await service.add_ai(game.id, "u0", "easy")
    await service.start(game.id, "u0")
    while not chooser.asked:
        await asyncio.sleep(0.001)
    for task in list(service.machines.tasks):
        task.cancel()
    await service.settle()
    await store.close()
    store = await Store.open(path)
    try:
        service = Service(store, clock=clock, engines=registry.get, ai_chooser=toy_chooser)
        _, state = await service.state(game.id)
        assert 1 in EXAMPLE.to_act(state)
        assert await service.resume() == 1
        await service.settle()
        _, state = await service.state(game.id)
        assert EXAMPLE.to_act(state) == [0], "the AI seat did not play on after the restart"
    finally:
        await store.close()
