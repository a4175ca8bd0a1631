"""Keeps the bot under Discord's global rate limit instead of running into it.

discord.py already waits before a request whose route bucket is spent (it reads the
``X-RateLimit-*`` headers of each answer), but it knows nothing of the global limit (50 requests
per second per bot) until it is answered 429, and then every request stalls. A busy bot (many
tables delivering boards and DMs at once) would meet it all the time. The pacer lets at most
``per_second`` REST requests start in any one second, the most urgent first (``bot.urgency``: a
board before a DM, a DM before taking the buttons off an old board), then in the order they
asked, and never holds up an interaction's own routes (its callback and webhook), which Discord
does not count.

It hooks into discord.py's HTTP session through ``aiohttp.TraceConfig`` (``Client(http_trace=)``),
so every request is paced at the moment it is sent, after discord.py's own bucket waits, retries
after a 429 included.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable
from types import SimpleNamespace

import aiohttp

from bot.urgency import PriorityGate

#: Discord allows 50 a second. Our count is kept when a request starts and Discord's when it
#: arrives, and arrivals bunch up when latencies differ: 45 in any 1.1 s leaves room for that.
GLOBAL_PER_SECOND = 45
WINDOW_SECONDS = 1.1
#: routes an interaction's token authorizes, exempt from the global limit
EXEMPT_PATH_PARTS = ("/interactions/", "/webhooks/")


class GlobalPacer:
    """At most ``per_second`` requests start in any ``window`` seconds, the most urgent first,
    then first come first served."""

    def __init__(
        self,
        per_second: int = GLOBAL_PER_SECOND,
        window: float = WINDOW_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.per_second, self.window = per_second, window
        self.clock, self.sleep = clock, sleep
        self._sent: deque[float] = deque()
        self._turn = PriorityGate(1)  # waiters go by urgency, then in the order they came
        self.waited = 0.0  # seconds spent waiting, in total (for logs and benchmarks)

    async def acquire(self) -> None:
        place = self._turn.place()
        while True:
            await self._turn.enter(place)
            try:
                while True:
                    now = self.clock()
                    while self._sent and self._sent[0] <= now - self.window:
                        self._sent.popleft()
                    if len(self._sent) < self.per_second:
                        self._sent.append(now)
                        return
                    pause = self._sent[0] + self.window - now
                    self.waited += pause
                    await self.sleep(pause)
                    first = self._turn.first_waiting()
                    if first is not None and first < place:  # a more urgent request came meanwhile
                        break  # it goes first; this one keeps its place behind it
            finally:
                self._turn.leave()

    def trace_config(self) -> aiohttp.TraceConfig:
        """The hook to hand discord.py (``http_trace=``): paces each REST request as it starts."""
        trace = aiohttp.TraceConfig()

        async def on_request_start(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams
        ) -> None:
            if counts_globally(params.url.path):
                await self.acquire()

        trace.on_request_start.append(on_request_start)
        return trace


def counts_globally(path: str) -> bool:
    """A REST request bound by the global limit: under the API's base, not an interaction's own."""
    return "/api/v" in path and not any(part in path for part in EXEMPT_PATH_PARTS)
