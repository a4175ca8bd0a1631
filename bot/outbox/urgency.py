"""How soon the work under way is needed, for the places where the bot's work queues when it
is busy: the picture workers (``bot.outbox.workers.Painter``), the delivery lanes' slots
(``bot.outbox.delivery``) and Discord's global request budget (``bot.adapter.pacing.GlobalPacer``).

A busy bot cannot do everything at once, so it does first what somebody is looking at now (a
board in a thread, a player's own panel), then what can wait a little (a DM, read when the
player comes by), and last what is cosmetic (taking the buttons off a board a newer one has
replaced). Work names its urgency with ``urgent(level)`` around it; unmarked work counts as
``NOW``. The level travels with the asyncio task (a context variable), so a request made deep
inside discord.py is ranked by the delivery that made it.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

NOW, SOON, LATER = 0, 1, 2

_level: ContextVar[int] = ContextVar("orrery_urgency", default=NOW)


def current() -> int:
    return _level.get()


@contextmanager
def urgent(level: int) -> Iterator[None]:
    """Marks the work inside (in this task, and in tasks it starts) as ``level``."""
    token = _level.set(level)
    try:
        yield
    finally:
        _level.reset(token)


#: a waiter's place in line: its urgency, then when it first came
Place = tuple[int, int]


class PriorityGate:
    """At most ``slots`` holders at once; the others are let in by urgency, then in the order
    they came."""

    def __init__(self, slots: int) -> None:
        self.free = slots
        self._waiting: list[tuple[Place, asyncio.Future[None]]] = []
        self._arrivals = itertools.count()

    def place(self) -> Place:
        """A place in line for the current task's urgency, behind everyone who came before."""
        return (current(), next(self._arrivals))

    async def enter(self, place: Place | None = None) -> None:
        """Waits for a slot; ``place`` keeps a waiter's place when it comes back (see ``leave``)."""
        place = place or self.place()
        if self.free > 0 and not self.first_waiting():
            self.free -= 1
            return
        entry = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (place, entry))
        try:
            await entry
        except asyncio.CancelledError:
            if entry.done() and not entry.cancelled():  # the slot came just as it was cancelled
                self.leave()
            raise

    def leave(self) -> None:
        """A slot is free: it goes to the most urgent waiter still waiting, or back to the pool."""
        while self._waiting:
            _, entry = heapq.heappop(self._waiting)
            if not entry.done():  # a cancelled waiter is skipped
                entry.set_result(None)
                return
        self.free += 1

    def first_waiting(self) -> Place | None:
        """The place of the first in line, if anyone waits."""
        while self._waiting and self._waiting[0][1].done():
            heapq.heappop(self._waiting)
        return self._waiting[0][0] if self._waiting else None

    def waiting(self) -> int:
        return sum(1 for _, entry in self._waiting if not entry.done())

    async def __aenter__(self) -> None:
        await self.enter()

    async def __aexit__(self, *exc: object) -> None:
        self.leave()
