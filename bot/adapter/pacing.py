"""Keeps the bot under Discord's global rate limit instead of running into it.

discord.py already waits before a request whose route bucket is spent (it reads the
``X-RateLimit-*`` headers of each answer), but it knows nothing of the global limit (50 requests
per second per bot) until it is answered 429, and then every request stalls. A busy bot (many
tables delivering boards and DMs at once) would meet it all the time. The pacer lets at most
``per_second`` REST requests start in any one second, the most urgent first (``bot.outbox.urgency``: a
board before a DM, a DM before taking the buttons off an old board), then in the order they
asked, and never holds up an interaction's own routes (its callback and webhook), which Discord
does not count.

It hooks into discord.py's HTTP session through ``aiohttp.TraceConfig`` (``Client(http_trace=)``),
so every request is paced at the moment it is sent, after discord.py's own bucket waits, retries
after a 429 included.

Two things keep a board from waiting behind the DMs when the DMs alone could fill the budget:
a few of each window's requests are kept for the most urgent work (``kept_for_now``), so a board
starts at once while the DMs pace themselves in the rest; and work that may wait long for its
turn asks for it before discord.py holds the route's bucket for it (``ahead``): otherwise a
cosmetic edit waiting here behind the DMs would keep the same thread's board edits waiting
behind it, in discord.py, whatever their urgency.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from types import SimpleNamespace

import aiohttp

from bot.outbox.urgency import NOW, PriorityGate

#: Discord allows 50 a second. Our count is kept when a request starts and Discord's when it
#: arrives, and arrivals bunch up when latencies differ: 45 in any 1.1 s leaves room for that.
GLOBAL_PER_SECOND = 45
WINDOW_SECONDS = 1.1
#: routes an interaction's token authorizes, exempt from the global limit
EXEMPT_PATH_PARTS = ("/interactions/", "/webhooks/")
#: the share of each window only the most urgent requests may use (a board, a player's panel)
KEPT_FOR_NOW_SHARE = 0.15
#: a turn taken ahead (``GlobalPacer.ahead``) stands for the request that follows this soon after;
#: a request held up longer than that in discord.py's bucket is paced again (counted twice,
#: which errs on the safe side)
AHEAD_FRESH_SECONDS = 0.25

#: the moment this task's next request was paced ahead, if it was (a one-item list, emptied
#: by the request that uses it)
_paced_ahead: ContextVar[list[float] | None] = ContextVar("orrery_paced_ahead", default=None)


class GlobalPacer:
    """At most ``per_second`` requests start in any ``window`` seconds, the most urgent first,
    then first come first served; the last ``kept_for_now`` of them only for ``NOW`` work."""

    def __init__(
        self,
        per_second: int = GLOBAL_PER_SECOND,
        window: float = WINDOW_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        kept_for_now: int | None = None,
    ) -> None:
        self.per_second, self.window = per_second, window
        self.kept_for_now = int(per_second * KEPT_FOR_NOW_SHARE) if kept_for_now is None else kept_for_now
        # the least time between two less urgent requests (none when no room is kept)
        self.spacing = window / (per_second - self.kept_for_now) if self.kept_for_now else 0.0
        self._next_other = 0.0
        self.clock, self.sleep = clock, sleep
        self._sent: deque[float] = deque()
        self._turn = PriorityGate(1)  # waiters go by urgency, then in the order they came
        self._urgent_turn = PriorityGate(1)  # the urgent ones, in the order they came
        self.waited = 0.0  # seconds spent waiting, in total (for logs and benchmarks)

    def _take(self, limit: int, urgent: bool) -> float:
        """Counts a request now if fewer than ``limit`` started in the window (returns 0), else
        returns how long until one fewer has. Less urgent requests are also spread out evenly
        over the window: started in bursts, they would leave it in bursts, and an urgent request
        finding the room kept for it used up would wait for the next burst to leave."""
        now = self.clock()
        while self._sent and self._sent[0] <= now - self.window:
            self._sent.popleft()
        if len(self._sent) >= limit:
            return self._sent[len(self._sent) - limit] + self.window - now
        if not urgent and now < self._next_other:
            return self._next_other - now
        self._sent.append(now)
        if not urgent:
            # due a spacing after the one before was due, not after it woke: on a busy event loop
            # every sleeper wakes a little late, and counting from the waking pushed each later
            # request back by that much again (DMs went at about 25/s where 35 were allowed)
            self._next_other = max(self._next_other, now - self.spacing) + self.spacing
        return 0.0

    async def acquire(self) -> None:
        place = self._turn.place()
        # urgent requests queue among themselves, first come first served, for the whole window;
        # the others by urgency, for what urgent work leaves of it less the room kept for it
        # (an urgent request waits only while the whole window is spent, when they cannot go either)
        urgent = place[0] == NOW
        turn = self._urgent_turn if urgent else self._turn
        limit = self.per_second if urgent else self.per_second - self.kept_for_now
        while True:
            await turn.enter(place)
            try:
                while True:
                    pause = self._take(limit, urgent)
                    if not pause:
                        return
                    self.waited += pause
                    await self.sleep(pause)
                    first = turn.first_waiting()
                    if first is not None and first < place:  # a more urgent request came meanwhile
                        break  # it goes first; this one keeps its place behind it
            finally:
                turn.leave()

    @asynccontextmanager
    async def ahead(self) -> AsyncIterator[None]:
        """Takes the turn of the one request made inside before discord.py is asked to send it,
        so the request does not wait here while discord.py holds its route's bucket."""
        await self.acquire()
        token = _paced_ahead.set([self.clock()])
        try:
            yield
        finally:
            _paced_ahead.reset(token)

    def _used_ahead(self) -> bool:
        """Whether the request starting now had its turn taken just before (``ahead``)."""
        taken = _paced_ahead.get()
        if not taken:
            return False
        return self.clock() - taken.pop() < AHEAD_FRESH_SECONDS

    def trace_config(self) -> aiohttp.TraceConfig:
        """The hook to hand discord.py (``http_trace=``): paces each REST request as it starts."""
        trace = aiohttp.TraceConfig()

        async def on_request_start(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams
        ) -> None:
            if counts_globally(params.url.path) and not self._used_ahead():
                await self.acquire()

        trace.on_request_start.append(on_request_start)
        return trace


def counts_globally(path: str) -> bool:
    """A REST request bound by the global limit: under the API's base, not an interaction's own."""
    return "/api/v" in path and not any(part in path for part in EXEMPT_PATH_PARTS)
