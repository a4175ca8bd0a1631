"""How long a Tiny Epic Galaxies player waits on a rival who ignores every follow prompt.

A three-seat TEG table (with the expansion, to 15 points) is played through the session
service on a simulated clock: every seat acts 1 to 5 s after its decision opens, except that
one rival never answers a follow prompt (it plays its own turns). While a follow round holds
the active player up, that player chooses their next step ahead (from their panel) 1 to 5 s
after the round opens. Whenever nobody would act, the clock jumps to the end of the open
reaction window and the bot's wake-up for it runs (``Reactions.close_windows``), as in the
running bot, where a timer is set for the window's end.

The figure: the longest time the active player waited on a follow round's answers, from the
round opening to its last answer (given, or played by the window), against the table's
reaction window. Carrying out a follow a rival chose is part of the game, not of the wait,
so it is not counted. Also noted: the rounds the silent rival was asked in, and the steps
chosen ahead that were played when a round closed.

``follow_wait(kind)`` gives the figure for one table kind ("people": three scripted people;
"mixed": the second seat an AI), for ``bench.bench_conversation`` to print beside its own.

Run by hand: ``python -m bench follow_wait``.
"""

from __future__ import annotations

import asyncio
import os
import random
import tempfile
from dataclasses import dataclass, field

from bench import Figure
from bot.play.reactions import window_end
from bot.play.service import Service, UserError
from db.store import Store
from games.teg import GAME as TEG

MAX_MOVES = int(os.environ.get("BENCH_FOLLOW_MOVES", "1500"))
SILENT = 2  #: the rival who never answers a follow (the third seat)


class SimClock:
    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


@dataclass
class Waits:
    """What the run saw: each follow round's wait, in seconds, and the counts noted."""

    rounds: list[float] = field(default_factory=list)
    silent_rounds: int = 0
    ahead_played: int = 0
    window_hours: float = 0.0
    moves: int = 0
    finished: bool = False


async def _table(service: Service, kind: str) -> int:
    game = await service.create("teg", "u0", "Ann", options={"expansion": "on", "goal": "15"}, seed=29)
    if kind == "mixed":
        await service.add_ai(game.id, "u0", "easy")
    else:
        await service.join(game.id, "u1", "Bob")
    await service.join(game.id, "u2", "Cid")
    await service.start(game.id, "u0")
    return game.id


async def _play(service: Service, clock: SimClock, game_id: int, rng: random.Random) -> Waits:
    waits = Waits(window_hours=(await service.game(game_id)).react_hours)
    due: dict[tuple[int, float], float] = {}  # (seat, since when it decides) -> when it acts
    opened: float | None = None  # when the open follow round began
    while waits.moves < MAX_MOVES:
        await service.settle()  # machine seats play at once
        record, state = await service.state(game_id)
        if record.status != "running":
            waits.finished = record.status == "finished"
            break
        pending = TEG.pending(state)
        reactive = [d for d in pending if d.reactive]
        began = min((record.waiting[str(d.seat)]["t"] for d in reactive if str(d.seat) in record.waiting), default=None)
        if opened is not None and began != opened:  # the round closed (another may open in the same move)
            waits.rounds.append(round(clock.now - opened, 3))  # (to the ms: float sums are not exact)
            opened = None
        if began is not None and opened is None:
            opened = began
            waits.silent_rounds += any(d.seat == SILENT for d in reactive)
        turns: list[tuple[float, str, int, str]] = []
        for d in pending:
            seat = record.seats[d.seat]
            if seat.machine or (d.reactive and d.seat == SILENT) or str(d.seat) not in record.waiting:
                continue
            stamp = record.waiting[str(d.seat)]
            when = due.setdefault((d.seat, stamp["t"] + stamp["v"] / 1e6), stamp["t"] + rng.uniform(1, 5))
            turns.append((when, seat.user_id, d.seat, rng.choice(d.options).id))
        owner = TEG.turn_owner(state)
        if owner is not None and not record.seats[owner].machine:
            ahead = await service.ahead(game_id, record.seats[owner].user_id)
            if ahead is not None and ahead.chosen is None and opened is not None:
                when = due.setdefault((-1 - owner, opened), opened + rng.uniform(1, 5))
                turns.append((when, record.seats[owner].user_id, -1, rng.choice(ahead.decision.options).id))
        if not turns:  # nobody will act: the open window ends, and the bot's wake-up closes it
            end = window_end(record, pending, record.waiting)
            if end is None:
                raise RuntimeError(f"table {game_id} waits on nobody: {pending}")
            clock.now = max(clock.now, end)
            await service.close_windows(game_id)
            continue
        when, user, seat, option = min(turns)
        clock.now = max(clock.now, when)
        try:
            if seat < 0:
                await service.choose_ahead(game_id, user, option, record.version)
                continue
            await service.move(game_id, user, option, version=record.version)
        except UserError:
            continue  # the table moved on meanwhile (a machine's move): look again
        waits.moves += 1
    async with service.store.read() as db:
        rows = await db.execute_fetchall(
            "SELECT COUNT(*) FROM actions WHERE game_id = ? AND source = 'ahead'", (game_id,)
        )
    waits.ahead_played = rows[0][0]
    return waits


async def _measure(kind: str) -> Waits:
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(os.path.join(tmp, "follow.sqlite3"))
        clock = SimClock()
        try:
            service = Service(store, clock=clock)
            game_id = await _table(service, kind)
            return await _play(service, clock, game_id, random.Random(29))
        finally:
            await store.close()


def follow_wait(kind: str = "people") -> Figure:
    """TEG: the longest wait of the active player on a follow round while one rival ignores
    every follow prompt, in seconds, against the table's reaction window."""
    waits = asyncio.run(_measure(kind))
    window = waits.window_hours * 3600
    longest = max(waits.rounds, default=0.0)
    note = (
        f"{kind} table, {waits.moves} moves{'' if waits.finished else ' (stopped before the end)'}; "
        f"{len(waits.rounds)} follow rounds, {waits.silent_rounds} with the silent rival asked; "
        f"{waits.ahead_played} steps chosen ahead played at a round's close; window {window / 60:g} min"
    )
    return Figure(f"teg ({kind}): longest wait on follows, one rival silent", longest, "s", window, note)


def run() -> list[Figure]:
    return [follow_wait("people"), follow_wait("mixed")]
