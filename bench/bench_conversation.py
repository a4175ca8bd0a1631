"""How the bot talks at real tables: each of the five games played twice through the real bot
and the loopback double, and per game and table kind

- public messages per turn change (thread posts / turn changes; target <= 1.05),
- boards superseded within 2 s of being posted (target 0): a board already out of date when it
  arrived (a newer board was written before it was posted), or one the next board replaced
  within 2 s with no person acting in between (machine moves); a board a person read and
  answered within 2 s is not one,
- mentions of a player whose decision was already closed, or whose seat the computer plays
  (resigned, auto-played), when the board left (target 0; read from the bot's records at the
  moment the double receives the post; the final board's mentions of the players still seated,
  which tell them the game is over, are not),
- DMs per player-turn (bot DMs / the player-turns of people; target <= 1.2),
- identical consecutive pictures in the thread (target 0),
- most thread posts in any 5 s (target <= 5),
- database KB per game (target <= 200): the bot's SQLite file after the game, vacuumed, less
  the same file with no table in it,
- (TEG) the longest time the active player could not act while one rival ignores every follow
  prompt (target: the table's reaction window), from ``bench.bench_follow_wait``: the wait is a
  matter of the table's clock (a 30-minute window), so it is played through the service on a
  simulated clock, for a table of people and one with an AI seat.

The two table kinds: ``people``, every seat a scripted person; ``mixed``, one seat an AI (easy,
so a run takes minutes) and one person who resigns half-way (after half the decisions the
``people`` run of that game made), TEG with the expansion and HOPE with the traitor. The
``people`` run clicks as fast as the harness can (each person acts as soon as the last move
returned, without waiting for what it owes to arrive, so boards and pings race the moves); the
``mixed`` run at a person's pace: once the boards and "your turn" DMs the last move owed have
arrived, 1 to 5 s later (a DM that only shows a changed hand is held by the bot a while, in
case a "your turn" DM that shows it comes meanwhile: nobody waits on it).

Time is compressed by ``SCALE`` (0.1), the fast clock of the end-to-end tests: Discord's limits
in the double and the bot's own windows (5 posts per 5 s per channel, the board edit gap) run ten
times faster, and so do the people's pauses and the 2 s and 5 s of the figures. What does not
shrink is the bot's own work (a move, a picture, an AI's thought), so the figures are those of a
bot ten times slower than this one: never flattering.

A turn change and a player-turn are counted by ``bot.play.turns`` from the game's own states (replayed
from the action log), the definition the bot speaks by; player-turns of machine seats (the AI,
the resigned seat after its player left) are not player-turns of people. Every game stops after
``BENCH_CONVERSATION_MOVES`` decisions by people (default 160; the figures then cover what was
played and the note says so). ``BENCH_CONVERSATION_GAMES="teg hope"`` plays only those.

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
from dataclasses import dataclass, field
from pathlib import Path

from bench import Figure

ROOT = Path(__file__).resolve().parents[1]
MAX_MOVES = int(os.environ.get("BENCH_CONVERSATION_MOVES", "160"))
ONLY = os.environ.get("BENCH_CONVERSATION_GAMES", "").split()
SCALE = 0.1  # the end-to-end tests' fast clock (tests/e2e/conftest.py FAST)
PACE = (1.0, 5.0)  # seconds a person takes to act, before scaling
DEBUG = bool(os.environ.get("BENCH_CONVERSATION_DEBUG"))  # the offending posts, on stderr
_MENTION = re.compile(r"<@!?(\d+)>")

#: (game id, players, table options)
TABLES: list[tuple[str, int, str]] = [
    ("plunder", 4, ""),
    ("orion", 2, ""),
    ("planetarium", 3, ""),
    ("hope", 4, "traitor=on"),
    ("teg", 3, "expansion=on goal=15"),
]

TARGETS: dict[str, tuple[float, str]] = {
    "public messages per turn change": (1.05, "x"),
    "boards superseded within 2 s": (0, ""),
    "mentions of closed or machine seats": (0, ""),
    "DMs per player-turn": (1.2, "x"),
    "identical consecutive pictures": (0, ""),
    "most thread posts in 5 s": (5, ""),
    "database KB per game": (200, "KB"),
    "follow wait, one rival silent": (0, "s"),  # its target is the table's reaction window
}


@dataclass
class Run:
    game: str
    kind: str  # "people" or "mixed"
    decisions: int
    finished: bool
    seconds: float
    values: dict[str, float]
    targets: dict[str, float] = field(default_factory=dict)  # per-run targets (the reaction window)


def run() -> list[Figure]:
    sys.path.insert(0, str(ROOT))
    results = asyncio.run(_run())
    figures: list[Figure] = []
    for r in results:
        bound = "" if r.finished else f"stopped after {r.decisions} decisions by people"
        for name, (target, unit) in TARGETS.items():
            if name not in r.values:
                continue
            target = r.targets.get(name, target)
            figures.append(Figure(f"{r.game} {r.kind}: {name}", r.values[name], unit, target, bound))
        pace = "as fast as the harness can" if r.kind == "people" else "at a person's pace"
        figures.append(
            Figure(f"{r.game} {r.kind}: decisions by people", r.decisions, "", None, f"{r.seconds:.0f} s, {pace}")
        )
    if any(r.game == "teg" for r in results):
        # the wait on a rival who ignores every follow prompt is a matter of hours of the table's
        # clock: measured through the service on a simulated clock, for both kinds of table
        from bench.bench_follow_wait import follow_wait

        figures += [follow_wait("people"), follow_wait("mixed")]
    return figures


async def _run() -> list[Run]:
    # the bot's hold on hand-only DMs, on the benchmark's clock (its default is 60 s)
    os.environ.setdefault("ORRERY_HAND_HOLD_SECONDS", str(60 * SCALE))
    from discord_double import DiscordDouble
    from discord_double.ratelimits import DISCORD_LIMITS
    from tests.e2e.harness import USERS, BotProcess

    out: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="orrery-bench-conv-") as tmp:
        empty = await _empty_db_bytes(Path(tmp))
        commands: list[dict] = []
        for n, (game, players, options) in enumerate(TABLES):
            if ONLY and game not in ONLY:
                continue
            people_decisions = None
            for kind in ("people", "mixed"):
                async with DiscordDouble(users=USERS, limits=DISCORD_LIMITS.scaled(SCALE)) as double:
                    name = f"{game}-{kind}"
                    bot = BotProcess(double, Path(tmp) / f"{name}.sqlite3", Path(tmp) / f"{name}.log", game)
                    if commands:
                        double._store_commands([dict(c) for c in commands], guild=False)
                    else:
                        await bot.sync()
                        keep = ("id", "application_id", "version", "guild_id")
                        commands.extend({k: v for k, v in c.items() if k not in keep} for c in double.global_commands)
                    await bot.start()
                    try:
                        table = Table(game, players, options, kind, random.Random(100 + n), people_decisions)
                        result = await _play(double, bot, table, empty)
                    finally:
                        await bot.stop()
                    out.append(result)
                    people_decisions = result.decisions
    return out


@dataclass
class Table:
    game: str
    players: int
    options: str
    kind: str
    rng: random.Random
    people_decisions: int | None  # decisions of the ``people`` run (the mixed run resigns at half)


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


class Watch:
    """What the double receives in a table's thread, judged at the moment it arrives: each
    post's time, and each mention of someone whose decision is closed or whose seat the
    computer plays (from the bot's records as they are then)."""

    def __init__(self, double, world, game_id: int) -> None:
        self.double, self.world, self.game_id = double, world, game_id
        self.thread_id: str | None = None
        self.bad_mentions = 0
        self.mentions = 0
        self.stale: set[str] = set()  # boards a newer one had been written before they arrived
        double.listeners.append(self._on)

    def _on(self, event: str, m) -> None:
        if event != "message" or m.channel_id != self.thread_id or m.author.id != self.double.bot.id:
            return
        row = (
            int(m.nonce[len("orrery-") :]) if (m.nonce or "").startswith("orrery-") and m.nonce[7:].isdigit() else None
        )
        if row is not None and any(a.filename == "board.png" for a in m.attachments):
            with self.world.db() as db:
                newer = db.execute(
                    "SELECT 1 FROM outbox WHERE game_id = ? AND id > ? AND json_extract(payload, '$.kind') = 'board'",
                    (self.game_id, row),
                ).fetchone()
            if newer:
                self.stale.add(m.id)
        users = _MENTION.findall(m.content or "")
        if not users:
            return
        with self.world.db() as db:
            waiting, status = db.execute("SELECT waiting, status FROM games WHERE id = ?", (self.game_id,)).fetchone()
            seats = {
                user: (seat, resigned or (away and status != "finished"))
                for seat, user, resigned, away in db.execute(
                    "SELECT seat, user_id, resigned, away FROM seats WHERE game_id = ?", (self.game_id,)
                )
            }
        # the final board tells every player still seated that the game is over
        open_seats = {s for s, _ in seats.values()} if status == "finished" else {int(s) for s in json.loads(waiting)}
        for user in users:
            self.mentions += 1
            seat, machine = seats.get(user, (None, True))
            self.bad_mentions += bool(machine or seat not in open_seats)
            if DEBUG and (machine or seat not in open_seats):
                print(
                    f"mention of {user} (seat {seat}, machine {machine}, open {open_seats}): {m.content!r}",
                    file=sys.stderr,
                )


async def _play(double, bot, table: Table, empty: int) -> Run:
    from discord_double import DoubleClient
    from tests.e2e.harness import World

    started = time.monotonic()
    async with DoubleClient(double.base_url) as api:
        world = World(double, api, bot, table.game)
        game_id, seats = await _open(world, table)
        watch = Watch(double, world, game_id)
        watch.thread_id = _thread_of(world, game_id)
        user_of_seat = {seat: user for user, seat in seats.items()}
        ids = {seat: world.ids[user] for seat, user in user_of_seat.items()}
        acted: list[float] = []  # when a person acted (the double's clock)
        resign_at = (table.people_decisions or MAX_MOVES) // 2 if table.kind == "mixed" else None
        resigned: tuple[int, int] | None = None  # (seat, table version when its player resigned)
        decisions = 0
        while decisions < MAX_MOVES and world.status(game_id) == "running":
            if resign_at is not None and resigned is None and decisions >= resign_at:
                seat = max(user_of_seat)  # the last person seated
                resigned = (seat, world.version(game_id))
                acted.append(double.clock.now())
                await _resign(world, user_of_seat[seat], game_id)
                continue
            seat = await _next_person(world, game_id, table.rng, {resigned[0]} if resigned else set())
            if seat is None:
                break
            if table.kind == "mixed":  # a person acts once told (the board and "your turn" DM; not
                # an edit, nor a hand DM the bot holds a while), after a pause
                await world.wait_outbox_drained(rows=False, edits=False, hands=False, timeout=120)
                await asyncio.sleep(table.rng.uniform(*PACE) * SCALE)
                if seat not in _waiting_seats(world, game_id):
                    continue  # (a machine's move or the end came first)
            user = user_of_seat[seat]
            choices = await api.autocomplete(user, "orrery move", focused="option", table=game_id)
            if not choices:
                continue  # the decision moved on meanwhile
            acted.append(double.clock.now())
            reply = await world.command(user, "orrery move", option=table.rng.choice(choices)["value"], table=game_id)
            if reply.text.startswith("Done:"):
                decisions += 1
        await _settled(world, game_id)
        finished = world.status(game_id) == "finished"
        seconds = time.monotonic() - started
        posts, dms = _bot_messages(double, watch.thread_id)
        changes, people_turns = _turns(world, game_id, ids, resigned)
        if DEBUG:
            _print_dm_kinds(table, people_turns, dms)
    await bot.stop()
    double.listeners.remove(watch._on)
    values = {
        "public messages per turn change": len(posts) / max(1, changes),
        "boards superseded within 2 s": float(_superseded(posts, acted, 2.0 * SCALE, watch.stale)),
        "mentions of closed or machine seats": float(watch.bad_mentions),
        "DMs per player-turn": len(dms) / max(1, people_turns),
        "identical consecutive pictures": float(_identical_in_a_row(posts)),
        "most thread posts in 5 s": float(_most_in(posts, 5.0 * SCALE)),
        "database KB per game": (_vacuumed_bytes(bot.db_path) - empty) / 1000,
    }
    run_ = Run(table.game, table.kind, decisions, finished, seconds, values)
    return run_


def _bot_messages(double, thread_id: str) -> tuple[list, list]:
    """What the bot posted in the table's thread (not private replies) and the DMs it sent
    (not answers to interactions)."""
    thread = double.channels[thread_id]
    posts = [m for m in thread.messages if m.author.id == double.bot.id and m.ephemeral_to is None]
    dms = [
        m
        for c in double.channels.values()
        if c.type == 1
        for m in c.messages
        if m.author.id == double.bot.id and m.interaction_id is None
    ]
    return posts, dms


def _print_dm_kinds(table: Table, people_turns: int, dms: list) -> None:
    kinds: dict[str, int] = {}
    for m in dms:
        first = re.sub(r"\d+", "N", (m.content or "").split("\n")[0])[:70]
        kinds[first] = kinds.get(first, 0) + 1
    print(f"{table.game} {table.kind}: {people_turns} people-turns, DMs {kinds}", file=sys.stderr)


async def _open(world, table: Table) -> tuple[int, dict[str, int]]:
    """The table through its lobby: ``people`` fills every seat with a person; ``mixed`` seats
    one AI in the last seat (and starts the table if filling it did not)."""
    from tests.e2e.harness import USERS

    extra = {"options": table.options} if table.options else {}
    if table.kind == "people":
        t = await world.open_table(USERS[0], USERS[1 : table.players], **extra)
        await world.wait_outbox_drained(rows=False)
        return t.game_id, t.seats
    host, others = USERS[0], USERS[1 : table.players - 1]
    new = await world.command(host, "orrery new", game=table.game, players=table.players, **extra)
    game_id = int(re.search(r"[Tt]able #(\d+)", new.text).group(1))
    lobby = await world.api.wait_message(
        host, lambda m: f"orrery:j:{game_id}" in str(m["components"]), channel_id=world.double.channel.id
    )
    for user in others:
        await world.press(user, lobby["id"], f"orrery:j:{game_id}")
    await world.command(host, "orrery ai", level="easy", table=game_id)
    if world.status(game_id) == "lobby":
        await world.command(host, "orrery start", table=game_id)
    deadline = time.monotonic() + 30
    while _thread_of(world, game_id) is None:
        if time.monotonic() > deadline:
            raise RuntimeError(f"table #{game_id} never opened its thread\n{world.bot.log_tail()}")
        await asyncio.sleep(0.05)
    with world.db() as db:
        rows = db.execute("SELECT seat, user_id, kind FROM seats WHERE game_id = ?", (game_id,)).fetchall()
    return game_id, {world.names[user]: seat for seat, user, kind in rows if kind == "human"}


async def _resign(world, user: str, game_id: int) -> None:
    """``/orrery resign``, confirmed if the bot asks for a confirmation."""
    reply = await world.command(user, "orrery resign", table=game_id)
    if _seat_resigned(world, game_id, user) or reply.message is None:
        return
    buttons = [c["custom_id"] for row in reply.message.get("components", []) for c in row["components"]]
    for custom_id in buttons:
        if "resign" in custom_id or custom_id.startswith("orrery:r"):
            await world.press(user, reply.message["id"], custom_id)
            break


def _seat_resigned(world, game_id: int, user: str) -> bool:
    with world.db() as db:
        row = db.execute(
            "SELECT resigned FROM seats WHERE game_id = ? AND user_id = ?", (game_id, world.ids[user])
        ).fetchone()
    return bool(row and row[0])


def _thread_of(world, game_id: int) -> str | None:
    with world.db() as db:
        return db.execute("SELECT thread_id FROM games WHERE id = ?", (game_id,)).fetchone()[0]


def _waiting_seats(world, game_id: int) -> set[int]:
    with world.db() as db:
        (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (game_id,)).fetchone()
    return {int(s) for s in json.loads(waiting)}


async def _next_person(world, game_id: int, rng: random.Random, gone: set[int], timeout: float = 60.0) -> int | None:
    """A seat of a person the table waits for (machine seats play by themselves meanwhile)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if world.status(game_id) != "running":
            return None
        with world.db() as db:
            people = {
                s
                for (s,) in db.execute(
                    "SELECT seat FROM seats WHERE game_id = ? AND kind = 'human' AND resigned = 0 AND away = 0",
                    (game_id,),
                )
            }
        seats = sorted((_waiting_seats(world, game_id) & people) - gone)
        if seats:
            return rng.choice(seats)
        await asyncio.sleep(0.01)
    raise RuntimeError(f"table #{game_id}: no person to play for {timeout:.0f} s\n{world.bot.log_tail()}")


async def _settled(world, game_id: int) -> None:
    """Machine seats done and every message delivered (the figures count what was sent)."""
    for _ in range(3):
        await world.wait_outbox_drained(rows=False, timeout=120)
        await asyncio.sleep(0.5)


def _turns(world, game_id: int, people: dict[int, str], resigned: tuple[int, int] | None) -> tuple[int, int]:
    """Turn changes, and the player-turns of people: a newcomer seat a person held (not the AI,
    not a seat after its player resigned)."""
    from bot.play.turns import classify
    from games import registry

    with world.db() as db:
        game, seed, options = db.execute("SELECT game, seed, options FROM games WHERE id = ?", (game_id,)).fetchone()
        players = db.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
        actions = db.execute(
            "SELECT n, seat, option_id FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        ).fetchall()
    engine = registry.get(game)
    state = engine.new(players, json.loads(options), seed)
    changes = turns = 0
    before = None
    version = 0
    for step in [None, *actions]:
        if step is not None:
            version, seat, option_id = step
            state = engine.apply(state, seat, option_id)
        change = classify(engine, before, state)
        changes += change.turn_change
        for seat in change.newcomers:
            gone = resigned is not None and seat == resigned[0] and version >= resigned[1]
            turns += seat in people and not gone
        before = state
    return changes, turns


def _superseded(posts, acted: list[float], within: float, stale: set[str]) -> int:
    """Boards out of date when they arrived, and boards the next board replaced within
    ``within`` seconds with no person acting between the two posts."""
    boards = [m for m in posts if any(a.filename == "board.png" for a in m.attachments)]
    count = 0
    for board, following in zip([*boards], [*boards[1:], None], strict=True):
        replaced_by_machines = (
            following is not None
            and following.created - board.created < within
            and not any(board.created < at < following.created for at in acted)
        )
        if board.id in stale or replaced_by_machines:
            count += 1
            if DEBUG:
                why = "out of date on arrival" if board.id in stale else "replaced by machines"
                after = following.content if following is not None else ""
                print(f"superseded ({why}): {board.content!r} -> {after!r}", file=sys.stderr)
    return count


def _most_in(posts, window: float) -> int:
    times = sorted(m.created for m in posts)
    most = start = 0
    for end, at in enumerate(times):
        while times[start] < at - window:
            start += 1
        most = max(most, end - start + 1)
    return most


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
