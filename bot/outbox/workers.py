"""Worker processes for the bot's CPU work (drawing pictures, AI thinking), so the event loop only
waits: one table's picture being drawn never holds up another table's acknowledgement, which a
thread could not promise (Pillow's drawing and the rules run under the interpreter lock).

The workers cannot outlive the bot, however it ends (see ``_worker_start``), and ``shutdown``
ends them at once when it stops.
"""

from __future__ import annotations

import asyncio
import ctypes
import hashlib
import json
import logging
import os
import signal
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.outbox.urgency import PriorityGate
from games.pictures import render_payload

log = logging.getLogger("orrery.workers")


def cores() -> int:
    """The cores this process may run on (a container's or a CPU set's share, not the machine's)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


class WorkerPool:
    """A process pool that replaces itself when a worker dies (say, killed for memory): the
    work it was doing is asked once more of the new pool."""

    def __init__(self, name: str, workers: int, warm: Callable[[], Any] | None = None) -> None:
        self.name, self.workers, self._warm = name, workers, warm
        self.pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(max_workers=self.workers, initializer=_worker_start, initargs=(os.getpid(),))
        if self._warm is not None:
            pool.submit(self._warm)  # the first piece of work should not pay for the imports
        return pool

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        pool = self.pool
        try:
            return await loop.run_in_executor(pool, fn, *args)
        except BrokenProcessPool:
            log.warning("a %s worker process died; starting new ones", self.name)
            if self.pool is pool:  # not yet replaced by work that failed alongside
                pool.shutdown(wait=False, cancel_futures=True)
                self.pool = self._new_pool()
        return await loop.run_in_executor(self.pool, fn, *args)

    def processes(self) -> list[int]:
        """The ids of the live worker processes (for tests)."""
        return [p.pid for p in (getattr(self.pool, "_processes", None) or {}).values() if p.is_alive()]

    def shutdown(self) -> None:
        """Stops the workers now: work under way is abandoned, not waited for."""
        # the executor's own shutdown waits for running work; its processes are only reachable
        # through this private attribute
        processes = list((getattr(self.pool, "_processes", None) or {}).values())
        self.pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        for process in processes:
            process.join(timeout=5)


def _worker_start(parent_pid: int) -> None:
    """First thing in each worker: make sure it cannot outlive the bot. On Linux the kernel
    kills it when the bot dies (``PR_SET_PDEATHSIG``); everywhere, a watcher thread ends it
    once its parent is gone (its parent id changes when it is re-parented)."""
    # a forked worker inherits the bot's asyncio signal set-up, under which SIGTERM would only
    # wake the bot's loop: the worker takes the defaults back (and leaves Ctrl-C to the bot)
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_parent()
    if os.getppid() != parent_pid:  # the bot died before the line above took effect
        os._exit(0)
    threading.Thread(target=_watch_parent, args=(parent_pid,), name="parent-watch", daemon=True).start()


PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):  # no prctl: the watcher alone will do
        pass


def _watch_parent(parent_pid: int, every: float = 1.0) -> None:
    while os.getppid() == parent_pid:
        time.sleep(every)
    os._exit(0)


def _warm_renderers() -> None:
    import games.pictures  # noqa: F401  (imported by the parent already; kept for a spawned worker)


#: pictures kept once drawn: a player's panel after a move and the DM announcing the same
#: decision show the same picture within a second or two (a tenth of the drawing, measured)
KEPT_PICTURES = 64


class Painter:
    """Draws pictures (``bot.outbox.delivery.render``) in worker processes, one per core: with the
    pictures drawn beside it, the bot's own process is left the event loop. When every worker
    is busy, the most urgent picture waiting goes next (``bot.outbox.urgency``: a board before a DM).
    The latest few are kept, so the same picture asked twice is drawn once."""

    def __init__(self, workers: int | None = None, keep: int = KEPT_PICTURES) -> None:
        self.workers = WorkerPool("picture", workers or cores(), warm=_warm_renderers)
        # the pool's own queue is first come first served: only the next picture of each worker
        # waits in it (so a worker does not sit idle while the event loop hands it the next)
        self._gate = PriorityGate(2 * self.workers.workers)
        self.keep = keep
        self._kept: OrderedDict[str, bytes | None] = OrderedDict()
        self.drawn = 0  # pictures actually drawn (the others came from those kept)

    async def __call__(self, picture: dict[str, Any]) -> bytes | None:
        key = hashlib.blake2b(json.dumps(picture, sort_keys=True, default=repr).encode(), digest_size=16).hexdigest()
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]
        async with self._gate:
            png = await self.workers.run(render_payload, picture)
        self.drawn += 1
        self._kept[key] = png
        while len(self._kept) > self.keep:
            self._kept.popitem(last=False)
        return png

    def shutdown(self) -> None:
        self.workers.shutdown()
