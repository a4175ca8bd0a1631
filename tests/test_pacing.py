"""The bot's global pacer: at most N REST requests start in any second, in order; an
interaction's own routes are never held up."""

from __future__ import annotations

import asyncio
import itertools

import aiohttp
import pytest

from bot.adapter.pacing import GlobalPacer, counts_globally
from discord_double import DiscordDouble


class FakeTime:
    """A clock that only moves when the pacer sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


async def test_no_second_ever_holds_more_than_the_limit_and_order_is_kept() -> None:
    t = FakeTime()
    pacer = GlobalPacer(per_second=5, window=1.0, clock=lambda: t.now, sleep=t.sleep)
    started: list[tuple[int, float]] = []

    async def one(i: int) -> None:
        await pacer.acquire()
        started.append((i, t.now))

    for i in range(12):  # queued in this order
        await one(i)
    assert [i for i, _ in started] == list(range(12))
    times = [at for _, at in started]
    assert times == [0.0] * 5 + [1.0] * 5 + [2.0] * 2
    for at in times:
        assert sum(1 for other in times if at <= other < at + 1.0) <= 5
    assert pacer.waited == pytest.approx(2.0)


@pytest.mark.parametrize(
    ("path", "counts"),
    [
        ("/api/v10/channels/1/messages", True),
        ("/api/v10/users/@me/channels", True),
        ("/api/v10/interactions/1/tok/callback", False),
        ("/api/v10/webhooks/1/tok/messages/@original", False),
        ("/gateway", False),
    ],
)
def test_what_counts_towards_the_global_limit(path: str, counts: bool) -> None:
    assert counts_globally(path) is counts


async def test_a_burst_through_the_pacer_meets_no_global_429() -> None:
    """70 requests at once into the double (50/s): paced, none is refused; unpaced, some are."""
    async with DiscordDouble(users=["alice"]) as double:
        paths = [f"/api/v10/channels/{double.channel.id}", f"/api/v10/guilds/{double.guild_id}"]

        async def burst(trace: list) -> list[int]:
            async with aiohttp.ClientSession(
                base_url=double.base_url,
                headers=double.auth_headers(),
                trace_configs=trace,
                connector=aiohttp.TCPConnector(limit=10),  # kept-alive connections, as discord.py's
            ) as s:

                async def get(i: int) -> int:
                    async with s.get(paths[i % 2]) as r:
                        return r.status

                return await asyncio.gather(*(get(i) for i in range(70)))

        paced = await burst([GlobalPacer().trace_config()])
        assert set(paced) == {200}
        await asyncio.sleep(1.2)
        unpaced = await burst([])
        assert 429 in unpaced


async def test_the_gate_lets_the_most_urgent_in_first_then_in_arrival_order() -> None:
    from bot.outbox.urgency import LATER, NOW, SOON, PriorityGate, urgent

    gate = PriorityGate(1)
    order: list[str] = []

    async def one(name: str, level: int) -> None:
        with urgent(level):
            async with gate:
                order.append(name)
                await asyncio.sleep(0)

    async with gate:  # held: everyone below queues
        tasks = [
            asyncio.create_task(one(name, level))
            for name, level in [("retire", LATER), ("dm1", SOON), ("board1", NOW), ("dm2", SOON), ("board2", NOW)]
        ]
        await asyncio.sleep(0.01)
        tasks[3].cancel()  # a waiter that gives up is skipped, and its slot is not lost
        await asyncio.sleep(0)
    await asyncio.gather(*tasks, return_exceptions=True)
    assert order == ["board1", "board2", "dm1", "retire"]
    assert gate.free == 1 and gate.waiting() == 0


async def test_a_board_overtakes_queued_dms_and_cosmetic_edits_at_the_pacer() -> None:
    from bot.outbox.urgency import LATER, NOW, SOON, urgent

    t = FakeTime()
    pacer = GlobalPacer(per_second=2, window=1.0, clock=lambda: t.now, sleep=t.sleep)
    started: list[tuple[str, float]] = []

    async def one(name: str, level: int) -> None:
        with urgent(level):
            await pacer.acquire()
        started.append((name, t.now))

    names = [("retire", LATER), ("dm1", SOON), ("dm2", SOON), ("dm3", SOON), ("board", NOW)]
    await asyncio.gather(*(one(name, level) for name, level in names))
    # the first two came while the window was empty; the board then goes before the waiting DMs
    assert [name for name, _ in started] == ["retire", "dm1", "board", "dm2", "dm3"]
    assert [at for _, at in started] == [0.0, 0.0, 1.0, 1.0, 2.0]


async def _seven_dms(pacer: GlobalPacer, t: FakeTime) -> list[float]:
    """When each of seven less urgent requests (DMs) got its turn."""
    from bot.outbox.urgency import SOON, urgent

    started: list[float] = []
    with urgent(SOON):
        for _ in range(7):
            await pacer.acquire()
            started.append(t.now)
    return started


async def test_room_is_kept_for_urgent_requests_and_the_others_are_spread_out() -> None:
    from bot.outbox.urgency import NOW, urgent

    t = FakeTime()
    pacer = GlobalPacer(per_second=10, window=1.0, clock=lambda: t.now, sleep=t.sleep, kept_for_now=3)
    dms = await _seven_dms(pacer, t)
    # the DMs may use 7 of the 10 and go one every 1/7 s, not in a burst that would leave in one
    assert dms == pytest.approx([k / 7 for k in range(7)])
    boards: list[float] = []
    with urgent(NOW):
        for _ in range(4):
            await pacer.acquire()
            boards.append(t.now)
    # three boards find the room kept for them at once; the fourth waits for the first DM to leave
    assert boards == pytest.approx([6 / 7] * 3 + [1.0])


async def test_requests_spread_out_keep_their_pace_when_every_wake_up_comes_late() -> None:
    """A busy event loop wakes each sleeper a little late: the lateness must not add up."""

    class LateTime(FakeTime):
        async def sleep(self, seconds: float) -> None:
            await super().sleep(seconds + 0.05)

    t = LateTime()
    pacer = GlobalPacer(per_second=10, window=1.0, clock=lambda: t.now, sleep=t.sleep, kept_for_now=3)
    dms = await _seven_dms(pacer, t)
    assert dms[-1] == pytest.approx(6 / 7 + 0.05), dms  # not 6 / 7 + 6 x 0.05
    assert all(b - a >= 1 / 7 - 0.05 - 1e-9 for a, b in itertools.pairwise(dms))


async def test_a_turn_taken_ahead_stands_for_the_next_request_only_while_fresh() -> None:
    from types import SimpleNamespace

    import yarl

    t = FakeTime()
    pacer = GlobalPacer(per_second=1, window=1.0, clock=lambda: t.now, sleep=t.sleep)
    hook = pacer.trace_config().on_request_start[0]
    request = SimpleNamespace(url=yarl.URL("http://127.0.0.1/api/v10/channels/1/messages/2"))
    async with pacer.ahead():  # the window's one request, taken before the request starts
        await hook(None, None, request)
        assert t.now == 0.0, "the request used the turn taken ahead"
        await hook(None, None, request)  # a second request inside is paced as usual
        assert t.now == pytest.approx(1.0)
    async with pacer.ahead():
        t.now += 0.5  # held up in discord.py's bucket after its turn was taken
        await hook(None, None, request)
        assert t.now == pytest.approx(3.0), "a stale turn does not count: the request waits for its own"


async def test_the_store_lets_urgent_work_use_the_connection_first(tmp_path) -> None:
    """With the bot's gate, a move's read goes before the DM work queued ahead of it."""
    from bot.outbox.urgency import LATER, NOW, SOON, PriorityGate, urgent
    from db.store import Store

    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    store.queue_by(PriorityGate(1))
    order: list[str] = []

    async def use(name: str, level: int, write: bool) -> None:
        with urgent(level):
            async with store.transaction() if write else store.read() as db:
                await db.execute("SELECT 1")
                order.append(name)

    try:
        async with store.read():  # held: everyone below queues for the connection
            tasks = [
                asyncio.create_task(use(name, level, write))
                for name, level, write in [
                    ("retire", LATER, False),
                    ("dm", SOON, True),
                    ("move", NOW, True),
                    ("board", NOW, False),
                ]
            ]
            await asyncio.sleep(0.01)
        await asyncio.gather(*tasks)
    finally:
        await store.close()
    assert order == ["move", "board", "dm", "retire"]
