"""AI-only tables played through the session service into a database: finished tables with
their action logs, snapshots and ratings, as the bot would leave them (``orrery selfplay
GAME --db FILE``). For demos and tests; the AI thinks in this process."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from bot.play.machines import AiChooser
from bot.play.service import Service
from db import store as q
from db.store import Seat, Store

HOST = "selfplay"


@dataclass
class SelfplayReport:
    tables: list[int]
    finished: int
    winners: dict[int, list[str]]


async def in_process_ai(game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
    """The AI chooser, run in this process (no pool: the command line does nothing else)."""
    from games.ai import decide

    return decide(game_id, state_json, seat, level, seed)


def progress_bar(total: int, what: str):
    """A tqdm bar on standard error, silent when that is not a terminal (logs, pipes, tests)."""
    from tqdm import tqdm

    return tqdm(total=total, desc=what, unit="game", file=sys.stderr, disable=not sys.stderr.isatty())


async def play_tables(
    store: Store,
    game: str,
    games: int,
    levels: list[str],
    players: int | None,
    seed: int,
    on_table: Callable[[int], None] | None = None,
    chooser: AiChooser | None = in_process_ai,
) -> SelfplayReport:
    """Play ``games`` AI-only tables of ``game`` to the end; the seats' levels cycle through
    ``levels``. Each table is opened, seated and started through the service like any other,
    so the finishing move rates it in its own transaction. ``chooser`` None plays every
    decision's default (fast, for tests)."""
    service = Service(store, ai_chooser=chooser)
    engine = service.engine(game)
    count = players or min(engine.max_players, max(engine.min_players, 4))
    report = SelfplayReport([], 0, {})
    for i in range(games):
        table = await service.create(game, HOST, "Self-play", max_seats=count, seed=seed + i)
        seats = []
        for s in range(count):
            level = levels[s % len(levels)]
            seats.append(Seat(s, f"ai:{table.id}:{s + 1}", f"AI {s + 1} ({level})", kind="ai", ai_level=level))
        async with store.transaction() as db:  # the host's seat too goes to the AI: no human plays
            await q.replace_seats(db, table.id, seats)
        await service.start(table.id, HOST)
        await service.settle()
        done = await service.game(table.id)
        report.tables.append(table.id)
        if done.status == "finished":
            report.finished += 1
            report.winners[table.id] = [done.names[w] for w in (done.result or {}).get("winners") or []]
        if on_table:
            on_table(table.id)
    return report
