"""How much the bot talks: one game of each of the five games through the real bot and the
loopback double, every seat played by a scripted user, and per game

- public messages per turn change (thread posts / turn changes; target <= 1.05),
- mentions per player-turn (``<@id>`` in thread posts / player-turns; target <= 1.0),
- DMs per player-turn (bot DMs / player-turns; target <= 1.5),
- identical consecutive pictures in the thread (target 0),
- most thread posts in any 5 s (target <= 5): the scripted users act at machine speed, so
  each action is taken to stand 5 s apart from the next, as a person's would; the figure is
  the most posts the bot makes into the thread in answer to one action,
- database bytes per whole game once its messages are delivered (target <= 200 KB): the
  bot's SQLite file after the game, vacuumed, less the same file with no table in it.

A turn change and a player-turn are counted by ``bot.turns`` from the game's own states
(replayed from the action log), the same definition the bot speaks by.

The scripted user whose seat is waiting picks a random option offered by ``/orrery move``'s
autocomplete and plays it with ``/orrery move`` (the same path on old and new code).
Bounds, to keep a run near ten minutes on a busy two-core machine: TEG plays to 15 points
(``goal=15``), and every game stops after ``BENCH_CONVERSATION_MOVES`` decisions (default
700; the figures then cover the decisions played and the note says so).

Run by hand: ``python -m bench conversation``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import re
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench import Figure

ROOT = Path(__file__).resolve().parents[1]
MAX_MOVES = int(os.environ.get("BENCH_CONVERSATION_MOVES", "700"))
ONLY = os.environ.get("BENCH_CONVERSATION_GAMES", "").split()
_MENTION = re.compile(r"<@!?(\d+)>")

#: (game id, players, table options) as the issue names them
TABLES: list[tuple[str, int, str]] = [
    ("plunder", 4, ""),
    ("orion", 2, ""),
    ("planetarium", 3, ""),
    ("hope", 4, "traitor=on"),
    ("teg", 3, "expansion=on goal=15"),
]

TARGETS = {
    "public messages per turn change": (1.05, "x"),
    "mentions per player-turn": (1.0, "x"),
    "DMs per player-turn": (1.5, "x"),
    "identical consecutive pictures": (0, ""),
    "most thread posts in 5 s": (5, ""),
    "database KB per game": (200, "KB"),
}

#: The figures of the code before issue 13 (main at 00dc058), measured 2026-11-26 by this module
#: with the same seeds, on a busy two-core machine: {game: {figure: value}}.
BEFORE_DATE = "2026-11-26"
BEFORE: dict[str, dict[str, float]] = {
    "plunder": {
        "public messages per turn change": 2.77,
        "mentions per player-turn": 2.89,
        "DMs per player-turn": 2.72,
        "identical consecutive pictures": 116,
        "most thread posts in 5 s": 2,
        "database KB per game": 11251.71,
    },
    "orion": {
        "public messages per turn change": 3.43,
        "mentions per player-turn": 3.48,
        "DMs per player-turn": 3.52,
        "identical consecutive pictures": 0,
        "most thread posts in 5 s": 2,
        "database KB per game": 1511.42,
    },
    "planetarium": {
        "public messages per turn change": 4.94,
        "mentions per player-turn": 4.83,
        "DMs per player-turn": 5.14,
        "identical consecutive pictures": 129,
        "most thread posts in 5 s": 2,
        "database KB per game": 3174.40,
    },
    "hope": {
        "public messages per turn change": 4.73,
        "mentions per player-turn": 4.80,
        "DMs per player-turn": 5.33,
        "identical consecutive pictures": 110,
        "most thread posts in 5 s": 2,
        "database KB per game": 8691.71,
    },
    "teg": {
        "public messages per turn change": 4.32,
        "mentions per player-turn": 4.06,
        "DMs per player-turn": 4.04,
        "identical consecutive pictures": 0,
        "most thread posts in 5 s": 2,
        "database KB per game": 12181.50,
    },
}
#: decisions played then (every game played to its end): plunder 472, orion 101,
#: planetarium 171, hope 192, teg 611; 16 minutes in all.


@dataclass
class GameFigures:
    game: str
    decisions: int
    finished: bool
    seconds: float
    values: dict[str, float]


def run() -> list[Figure]:
    sys.path.insert(0, str(ROOT))
    results = asyncio.run(_run())
    figures: list[Figure] = []
    for r in results:
        bound = "" if r.finished else f", stopped after {r.decisions} decisions"
        for name, (target, unit) in TARGETS.items():
            before = BEFORE.get(r.game, {}).get(name)
            was = "" if before is None else f"before: {before:g}"
            note = f"{was}{bound}".strip(", ")
            figures.append(Figure(f"{r.game}: {name}", r.values[name], unit, target, note))
        figures.append(Figure(f"{r.game}: decisions played", r.decisions, "", None, f"{r.seconds:.0f} s"))
    return figures


async def _run() -> list[GameFigures]:
    from discord_double import DiscordDouble
    from tests.e2e.harness import USERS, BotProcess

    out = []
    with tempfile.TemporaryDirectory(prefix="orrery-bench-conv-") as tmp:
        empty = await _empty_db_bytes(Path(tmp))
        commands: list[dict] = []
        for n, (game, players, options) in enumerate(TABLES):
            if ONLY and game not in ONLY:
                continue
            async with DiscordDouble(users=USERS) as double:
                bot = BotProcess(double, Path(tmp) / f"{game}.sqlite3", Path(tmp) / f"{game}.log", game)
                if commands:
                    double._store_commands([dict(c) for c in commands], guild=False)
                else:
                    await bot.sync()
                    keep = ("id", "application_id", "version", "guild_id")
                    commands.extend({k: v for k, v in c.items() if k not in keep} for c in double.global_commands)
                await bot.start()
                try:
                    out.append(await _play(double, bot, game, players, options, random.Random(100 + n), empty))
                finally:
                    await bot.stop()
    return out


async def _empty_db_bytes(tmp: Path) -> int:
    from db.store import Store

    path = tmp / "empty.sqlite3"
    store = await Store.open(str(path))
    await store.close()
    return _vacuumed_bytes(path)


def _vacuumed_bytes(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
    finally:
        conn.close()
    return path.stat().st_size


async def _play(double, bot, game: str, players: int, options: str, rng: random.Random, empty: int) -> GameFigures:
    from discord_double import DoubleClient
    from tests.e2e.harness import USERS, World

    started = time.monotonic()
    async with DoubleClient(double.base_url) as api:
        world = World(double, api, bot, game)
        extra = {"options": options} if options else {}
        table = await world.open_table(USERS[0], USERS[1:players], **extra)
        await world.wait_outbox_drained(rows=False)
        user_of_seat = {seat: user for user, seat in table.seats.items()}
        bot_id = double.bot.id
        thread = double.channels[table.thread_id]
        burst = len([m for m in thread.messages if m.author.id == bot_id and m.ephemeral_to is None])
        mentions = _mentions([m for m in thread.messages if m.ephemeral_to is None])
        decisions = 0
        while decisions < MAX_MOVES and _status(world, table.game_id) == "running":
            seat = _next_seat(world, table.game_id, rng)
            if seat is None:
                raise RuntimeError(f"{game}: nobody to play\n{bot.log_tail()}")
            user = user_of_seat[seat]
            version = world.version(table.game_id)
            mark = _last_serial(double)
            choices = await api.autocomplete(user, "orrery move", focused="option", table=table.game_id)
            if not choices:
                raise RuntimeError(f"{game}: no options for {user}\n{bot.log_tail()}")
            await world.command(user, "orrery move", option=rng.choice(choices)["value"], table=table.game_id)
            if world.version(table.game_id) != version + 1:
                raise RuntimeError(f"{game}: the move by {user} was not applied\n{bot.log_tail()}")
            await world.wait_outbox_drained(rows=False)
            decisions += 1
            new = [m for m in thread.messages if m.serial > mark and m.ephemeral_to is None and m.author.id == bot_id]
            burst = max(burst, len(new))
            mentions += _mentions(new)
        finished = _status(world, table.game_id) == "finished"
        seconds = time.monotonic() - started
        posts = [m for m in thread.messages if m.author.id == bot_id and m.ephemeral_to is None]
        dms = [
            m
            for c in double.channels.values()
            if c.type == 1
            for m in c.messages
            if m.author.id == bot_id and m.interaction_id is None
        ]
        changes, player_turns = world.turns(table.game_id)
    await bot.stop()
    db_bytes = _vacuumed_bytes(bot.db_path) - empty
    values = {
        "public messages per turn change": len(posts) / max(1, changes),
        "mentions per player-turn": mentions / max(1, player_turns),
        "DMs per player-turn": len(dms) / max(1, player_turns),
        "identical consecutive pictures": float(_identical_in_a_row(posts)),
        "most thread posts in 5 s": float(burst),
        "database KB per game": db_bytes / 1000,
    }
    return GameFigures(game, decisions, finished, seconds, values)


def _last_serial(double) -> int:
    return max((m.serial for m in double.messages.values()), default=0)


def _status(world, game_id: int) -> str:
    with world.db() as db:
        return db.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()[0]


def _next_seat(world, game_id: int, rng: random.Random) -> int | None:
    """A seat the table is waiting for (the bot's own record), chosen at random among them."""
    with world.db() as db:
        (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (game_id,)).fetchone()
    seats = sorted(int(s) for s in json.loads(waiting))
    return rng.choice(seats) if seats else None


def _mentions(messages) -> int:
    return sum(len(_MENTION.findall(m.content or "")) for m in messages)


def _identical_in_a_row(posts) -> int:
    """Thread posts whose picture is byte for byte the one posted just before it."""
    count, last = 0, None
    for m in posts:
        pics = [a.data for a in m.attachments if a.filename.endswith(".png")]
        if not pics:
            continue
        digest = hashlib.blake2b(pics[0], digest_size=12).digest()
        count += digest == last
        last = digest
    return count
