"""The bot's CPU work in worker processes: pictures drawn beside the event loop (not in a thread
under its interpreter lock), the pools sized to the cores, and no worker left once the bot stops."""

from __future__ import annotations

import os

from bot.adapter.client import OrreryBot
from bot.config import Config
from bot.outbox.delivery import render
from bot.outbox.workers import Painter, WorkerPool, cores
from bot.play.machines import PoolChooser
from bot.play.service import board_picture
from db.store import Store
from games import registry


def _board(seed: int = 2) -> dict:
    engine = registry.get("plunder") if "plunder" in registry.ids() else registry.listed()[0]
    state = engine.new(engine.min_players, {}, seed=seed)
    names = [f"p{i}" for i in range(engine.min_players)]
    return board_picture(engine, engine.view(state, None), names, engine.pending(state))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone but for its exit status
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


async def test_pictures_are_drawn_in_worker_processes_the_same_as_in_the_bot() -> None:
    painter = Painter()
    try:
        assert painter.workers.workers == cores()  # one worker per core this process may use
        picture = _board()
        assert await painter(picture) == render(picture)
        workers = painter.workers.processes()
        assert workers and os.getpid() not in workers
        assert await painter.workers.run(os.getpid) in workers  # the work ran over there
    finally:
        painter.shutdown()
    assert not any(_alive(pid) for pid in workers)


async def test_the_same_picture_asked_twice_is_drawn_once() -> None:
    painter = Painter(workers=1, keep=2)
    try:
        first, second, third = _board(2), _board(3), _board(4)
        png = await painter(first)
        assert await painter(dict(first)) == png and painter.drawn == 1  # the panel, then the DM
        await painter(second)
        await painter(third)  # the first is forgotten: only the latest two are kept
        assert painter.drawn == 3
        assert await painter(first) == png and painter.drawn == 4
    finally:
        painter.shutdown()


async def test_a_dead_picture_worker_is_replaced_and_the_picture_still_drawn() -> None:
    pool = WorkerPool("picture", 1)
    try:
        await pool.run(os.getpid)
        first = pool.pool
        for pid in pool.processes():
            os.kill(pid, 9)
        assert await pool.run(render, _board(3)) == render(_board(3))
        assert pool.pool is not first
    finally:
        pool.shutdown()


async def test_the_bot_ends_its_picture_and_ai_workers_when_it_stops(tmp_path) -> None:
    config = Config("x", str(tmp_path / "a.sqlite3"), None, None, None, 60, "INFO")
    bot = OrreryBot(config, await Store.open(config.db_path))
    await bot._async_setup_hook()  # what `async with bot` does before logging in
    await bot.setup_hook()
    picture = _board()
    assert bot.deliverer.draw == bot.painter  # the outbox's pictures go to the workers
    assert await bot.painter(picture) == render(picture)
    workers = bot.painter.workers.processes()
    if isinstance(bot.service.ai_chooser, PoolChooser):
        await bot.service.ai_chooser.workers.run(os.getpid)
        workers += bot.service.ai_chooser.workers.processes()
    assert workers and all(_alive(pid) for pid in workers)
    await bot.close()
    assert not any(_alive(pid) for pid in workers), "a worker outlived the bot's stop"
