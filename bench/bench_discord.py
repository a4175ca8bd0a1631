"""The bot through the real discord.py client, against the loopback Discord double with
Discord's rate limits on (its default: per-route buckets, 5 messages per 5 s per channel, 50
requests per second).

The double runs in this process, the bot (``orrery run``) in its own; every figure is measured
by the double's clock, from the moment it sends INTERACTION_CREATE on the gateway.

- acknowledgement: INTERACTION_CREATE sent -> the interaction callback reaching the double, for a
  Plunder ``/orrery move`` sent 50 ms after its autocomplete, beside the floor measured in the
  same run (a minimal discord.py bot that defers at once, called every 50 ms; target: bot p50
  <= 1.2 x floor p50);
- board: INTERACTION_CREATE sent -> the board showing the move (a new board message, or the
  current one edited for a step inside a turn), one table, one move at a time and at most one a
  second (what the thread's message bucket allows for long);
- load: 200 Plunder tables of 4 players (their lobbies spread over 20 servers, as a busy channel
  takes 5 messages per 5 s), each played 0-12 moves first (``STAGGER_MOVES``); one minute at an
  offered load of 20 moves/s (targets: board p99 <= 0.5 s, DM wait p99 <= 2 s, <= 1.0 request
  per move under the global limit), one minute at 40 moves/s offered (target: board p99 <= 1 s),
  then one minute as fast as the bot allows, each table's player moving as soon as the last
  move shows (target: >= 40 moves/s): moves/s, board p50/p99, requests answered 429, the
  processor time of each process (the bot, its picture workers, this one: the double and the
  simulated players), and an audit that no move and no message was lost or doubled.

Run by hand: ``python -m bench discord`` (about ten minutes). ``BENCH_DISCORD_QUICK=1`` shrinks it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import sys
import tempfile
import time
from pathlib import Path

import bench
from bench import Figure

ROOT = Path(__file__).resolve().parents[1]
QUICK = bool(os.environ.get("BENCH_DISCORD_QUICK"))
FLOOR_CALLS = 50 if QUICK else 200
SINGLE_MOVES = 40 if QUICK else 150
LOAD_TABLES = 20 if QUICK else 200
LOAD_SECONDS = 15 if QUICK else 60
LOAD_SERVERS = 4 if QUICK else 20  # lobbies spread over this many servers' channels
OFFERED_MOVES_PER_S = 20.0
# The board's delay while the bot serves 40 moves/s is measured at 40 moves/s offered, not at
# saturation: there every table's player waits for their board before moving again, so the
# board's wait is the loop's own queue, tables / moves per second whatever the bot does (200
# tables at 45.8 moves/s: 4.4 s), and with fewer tables each thread reaches Discord's 5 posts
# per 5 s (20 tables at 47.7 moves/s: board p50 0.26 s, p99 2.4 s, posts held for the thread).
HIGH_MOVES_PER_S = 40.0
# Before the load, each table plays up to this many moves (0 to 12, at random). Started at once,
# the tables would all be at their first move when the load begins, and in Plunder that move
# opens a round every other player answers at once: 460 "your turn" DMs in the first 10 s at 20
# moves/s offered, more than Discord's global limit lets any bot send in that time (the bot
# paces DMs at 35/s), a burst only a benchmark makes.
STAGGER_MOVES = 12
SINGLE_MOVE_GAP = 1.0  # seconds between the starts of two single-table moves
# Nobody sends a command within 50 ms of the autocomplete list showing; the floor pauses as long
# before each call. Both are then timed from the same state: an event loop with nothing else in
# hand (a call right behind the autocomplete's answer timed its tail; one right behind the
# floor's previous call timed a loop never left idle).
HUMAN_GAP = 0.05
#: the figures measured before interactions were answered in one request where they could be and
#: old boards kept their buttons (docs/benchmarks.md, 2026-11-26; counted then under the global
#: limit only)
BEFORE_PER_MOVE = {
    "fixed": "before: 2.1 under the global limit (2026-11-26)",
    "high": "",
    "saturated": "before: 1.6 under the global limit (2026-11-26)",
}


def run() -> list[Figure]:
    sys.path.insert(0, str(ROOT))
    return asyncio.run(_run())


async def _run() -> list[Figure]:
    floor = await measure_floor()
    ack, board = await measure_single_moves()
    phases, problems, note = await measure_load()
    ratio = bench.median(ack) / bench.median(floor)
    figures = [
        Figure("ack floor p50 (bare discord.py, defer at once)", bench.ms(bench.median(floor)), "ms"),
        Figure("ack floor p99", bench.ms(bench.percentile(floor, 99)), "ms"),
        Figure("ack p50 (Plunder /orrery move)", bench.ms(bench.median(ack)), "ms"),
        Figure("ack p99", bench.ms(bench.percentile(ack, 99)), "ms"),
        Figure(
            "ack p50 / floor p50",
            ratio,
            "x",
            target=1.2,
            note="the bot's callback is now its answer (the move played), the floor's a bare deferral",
        ),
        Figure("board p50 (one table, interaction -> board shows the move)", bench.ms(bench.median(board)), "ms"),
        Figure("board p99 (one table)", bench.ms(bench.percentile(board, 99)), "ms"),
    ]
    for phase in phases:
        figures += _phase_figures(phase)
    figures.append(Figure("load: moves or messages lost or doubled", float(problems), "", target=0, note=note))
    return figures


#: the targets of each load phase: (moves/s at least, board p99 ms, DM wait p99 ms, requests per
#: move under the global limit); None: only reported
TARGETS = {
    "fixed": (None, 500.0, 2000.0, 1.0),
    "high": (None, 1000.0, None, None),
    "saturated": (40.0, None, None, None),
}


def _phase_figures(phase: dict) -> list[Figure]:
    label = f"load {phase['label']}"
    moves, board, dm, per_move = TARGETS[phase["key"]]
    cpu = phase["cpu"]
    return [
        Figure(
            f"{label}: moves/s ({LOAD_TABLES} tables x 4, {LOAD_SECONDS} s)",
            phase["moves_per_s"],
            "/s",
            target=moves,
            at_least=True,
        ),
        Figure(f"{label}: board p50", bench.ms(phase["board_p50"]), "ms"),
        Figure(f"{label}: board p99", bench.ms(phase["board_p99"]), "ms", target=board),
        Figure(f"{label}: DM wait in the outbox p50", bench.ms(phase["dm_p50"]), "ms"),
        Figure(f"{label}: DM wait in the outbox p99", bench.ms(phase["dm_p99"]), "ms", target=dm),
        Figure(f"{label}: requests answered 429", float(phase["refused"]), "", note=phase["note"]),
        Figure(
            f"{label}: REST requests per move under the global limit",
            phase["per_move_global"],
            "",
            target=per_move,
            note=f"{phase['per_move']:.2f} in all"
            + (f"; {BEFORE_PER_MOVE[phase['key']]}" if BEFORE_PER_MOVE[phase["key"]] else ""),
        ),
        Figure(
            f"{label}: processor, cores busy (bot / picture workers / double and players)",
            cpu["bot"],
            "cores",
            note=f"{cpu['bot']:.2f} / {cpu['workers']:.2f} / {cpu['bench']:.2f}; "
            f"the whole machine {cpu['machine']:.2f} of {os.cpu_count()}",
        ),
    ]


class ProcessorTime:
    """Processor seconds of the bot, of its children (the picture workers) and of this process
    (the double and the simulated players), and of the whole machine, from Linux's /proc."""

    def __init__(self, bot_pid: int) -> None:
        self.bot_pid = bot_pid
        self.tick = os.sysconf("SC_CLK_TCK")

    def _of(self, pid: int | str) -> float:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            return 0.0
        return (int(fields[11]) + int(fields[12])) / self.tick

    def _children(self) -> list[str]:
        out = []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            with contextlib.suppress(OSError, IndexError):
                if int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1]) == self.bot_pid:
                    out.append(pid)
        return out

    def now(self) -> dict[str, float]:
        total = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return {
            "at": time.monotonic(),
            "bot": self._of(self.bot_pid),
            "workers": sum(self._of(pid) for pid in self._children()),
            "bench": self._of(os.getpid()),
            "machine": (sum(total) - total[3] - total[4]) / self.tick,  # all but idle and I/O wait
        }

    @staticmethod
    def cores(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
        """Cores kept busy on average between the two readings, per process."""
        span = max(1e-9, after["at"] - before["at"])
        return {k: (after[k] - before[k]) / span for k in ("bot", "workers", "bench", "machine")}


# -- the floor: a bare discord.py bot that defers at once -------------------------------------------


def floor_bot() -> None:
    """The minimal bot (run in its own process): ``/orrery move`` defers at once."""
    import discord
    import yarl
    from discord import app_commands

    discord.http.Route.BASE = os.environ["ORRERY_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["ORRERY_DISCORD_GATEWAY"])

    class Floor(discord.Client):
        def __init__(self) -> None:
            intents = discord.Intents.none()
            intents.guilds = True  # as the bot
            super().__init__(intents=intents, guild_ready_timeout=0.05)
            self.tree = app_commands.CommandTree(self)
            group = app_commands.Group(name="orrery", description="floor")

            @group.command(description="defer at once")
            async def move(interaction: discord.Interaction, option: str, table: int | None = None) -> None:
                await interaction.response.defer(ephemeral=True, thinking=True)

            self.tree.add_command(group)

        async def setup_hook(self) -> None:
            await self.tree.sync()

    Floor().run(os.environ["DISCORD_TOKEN"], log_handler=None)


async def _spawn(env: dict[str, str], *args: str, log: Path) -> asyncio.subprocess.Process:
    out = open(log, "ab")  # noqa: SIM115 - handed to the child
    proc = await asyncio.create_subprocess_exec(sys.executable, *args, env=env, cwd=str(ROOT), stdout=out, stderr=out)
    out.close()
    return proc


async def measure_floor() -> list[float]:
    from discord_double import DiscordDouble

    tmp = Path(tempfile.mkdtemp(prefix="bench-floor-"))
    async with DiscordDouble(users=["alice"]) as double:
        env = dict(os.environ) | double.env() | {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": double.token}
        proc = await _spawn(env, "-m", "bench.bench_discord", "floor", log=tmp / "floor.log")
        try:
            await double.wait_ready(30)
            while not double.global_commands:
                await asyncio.sleep(0.02)
            await asyncio.sleep(0.3)
            out = []
            for i in range(FLOOR_CALLS + 10):
                await asyncio.sleep(HUMAN_GAP)
                inter = await double.invoke("alice", "orrery move", {"option": "x", "table": 1})
                await asyncio.wait_for(inter.acked.wait(), 10)
                if i >= 10:  # warm-up
                    out.append(inter.responded_at - inter.dispatched_at)
            return out
        finally:
            proc.terminate()
            await proc.wait()


# -- the bot: one move at a time ------------------------------------------------------------------


class BoardWatch:
    """Records when each board version (the table's, as the board's outbox row says:
    ``tests.e2e.harness.board_version``) reaches the double, per thread: posted, or shown by an
    edit of the current board."""

    def __init__(self, double, db_path: Path) -> None:
        self.double, self.db_path = double, db_path
        self.boards: dict[str, dict[int, float]] = {}  # thread -> version -> when first shown
        self.events: dict[str, asyncio.Event] = {}
        double.listeners.append(self._on)

    def _on(self, event: str, m) -> None:
        # a turn change posts a new board; a step inside a turn edits the current one
        if event not in ("message", "edit") or not m.attachments or m.attachments[-1].filename != "board.png":
            return
        from tests.e2e.harness import board_version

        v = board_version(lambda: _records(self.db_path), self.db_path, event, m)
        if v is None:
            return
        self.boards.setdefault(m.channel_id, {}).setdefault(v, m.created if event == "message" else m.edited)
        self.events.setdefault(m.channel_id, asyncio.Event()).set()

    def shown(self, thread: str, version: int) -> float | None:
        """When the thread first showed version ``version`` or a later one (a step nobody else
        can see changes no board, so the next visible one is what shows it)."""
        times = [at for v, at in self.boards.get(thread, {}).items() if v >= version]
        return min(times) if times else None

    async def wait(self, thread: str, version: int, timeout: float = 60) -> float:
        deadline = time.monotonic() + timeout
        while (at := self.shown(thread, version)) is None:
            if time.monotonic() > deadline:
                raise TimeoutError(f"no board {version} in {thread}")
            ev = self.events.setdefault(thread, asyncio.Event())
            ev.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ev.wait(), 1)
        return at


async def _followup_text(double, inter, timeout: float = 30) -> str:
    """The text of the bot's answer to an interaction (its deferred message, once filled)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if inter.original_id:
            m = double.messages[inter.original_id]
            if m.content:
                return m.content
        async with double.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(double.changed.wait(), 1)
    raise TimeoutError("no answer")


async def _start_bot(double, tmp: Path, game: str):
    from tests.e2e.harness import BotProcess

    # the end-to-end tests' settings: a board edited at most every 0.3 s (deployed: 3 s, which
    # would hold a table's next step up to 3 s, and its player with it) and hand DMs at once
    bot = BotProcess(double, tmp / "orrery.sqlite3", tmp / "bot.log", game)
    await bot.sync()
    await bot.start()
    await asyncio.sleep(2.2)  # discord.py's guild_ready_timeout before the bot is ready
    return bot


async def _open_tables(
    double, hosts: list[list[str]], watch: BoardWatch, concurrency: int = 16, channels: list | None = None
) -> list[dict]:
    """Opens one 4-seat Plunder table per group of users, through the lobby (in ``channels`` in
    turn, by default the double's one channel); returns the tables."""
    sem = asyncio.Semaphore(concurrency)
    tables: list[dict] = []
    channels = channels or [double.channel]

    async def one(i: int, users: list[str]) -> None:
        channel = channels[i % len(channels)]
        async with sem:
            new = await double.invoke(
                users[0], "orrery new", {"game": "plunder", "players": len(users)}, channel_id=channel.id
            )
            text = await _followup_text(double, new)
            gid = int(re.search(r"[Tt]able #(\d+)", text).group(1))
            lobby = _lobby_message(double, gid, channel)
            for u in users[1:]:
                press = await double.press(u, lobby, f"orrery:j:{gid}")
                await asyncio.wait_for(press.acked.wait(), 30)
                await _wait_followup(double, press)
            await watch.wait(lobby, 0, timeout=120)  # the thread takes the lobby message's id
            tables.append({"gid": gid, "thread": lobby, "users": users})

    await asyncio.gather(*(one(i, g) for i, g in enumerate(hosts)))
    return tables


def _lobby_message(double, gid: int, channel) -> str:
    """The id of the lobby message (the one carrying the table's Join button)."""
    join = f"orrery:j:{gid}"
    for m in reversed(channel.messages):
        if any(c.get("custom_id") == join for row in m.components for c in row.get("components", [])):
            return m.id
    raise LookupError(f"no lobby for table {gid}")


async def _wait_followup(double, inter, timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if inter.followup_ids:
            return double.messages[inter.followup_ids[-1]].content
        original = double.messages.get(inter.original_id or "")
        if original is not None and original.edits:  # the deferred reply, edited into the answer
            return original.content
        async with double.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(double.changed.wait(), 1)
    raise TimeoutError("no follow-up")


_READERS: dict[str, object] = {}


def _records(db_path: Path | str):
    """The bot's records, read-only: its SQLite file or its PostgreSQL database, one connection
    each for the run (a connection opened for each look, every board the double receives and
    every simulated move, took a tenth of this process's time under load: time the bot's
    processes lost on the shared cores)."""
    from tests.e2e.records import Records

    reader = _READERS.setdefault(str(db_path), Records(db_path, keep=True))
    return reader.db()


def close_records() -> None:
    for reader in _READERS.values():
        reader.close()
    _READERS.clear()


def _table_now(db_path: Path, gid: int) -> tuple[int, str, list[str], int]:
    """The table's version, status, the user ids it waits for (from the bot's records: a board
    names only the players it pings, an edit for a step inside a turn none) and the newest
    outbox row."""
    with _records(db_path) as db:
        row = db.execute("SELECT version, status, waiting FROM games WHERE id = ?", (gid,)).fetchone()
        version, status, waiting = row
        seats = dict(db.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (gid,)).fetchall())
        (newest,) = db.execute("SELECT COALESCE(MAX(id), 0) FROM outbox").fetchone()
    return version, status, [seats[int(s)] for s in sorted(json.loads(waiting or "{}"), key=int)], newest


def _owes_board(db_path: Path, gid: int, after: int) -> bool:
    """Whether the table's board changed since outbox row ``after`` (a new board or an edit;
    a secret answer in a simultaneous round, or a step nobody else can see, changes none)."""
    from tests.e2e.records import json_field

    kind = json_field(db_path, "payload", "kind")
    with _records(db_path) as db:
        (n,) = db.execute(
            f"SELECT COUNT(*) FROM outbox WHERE id > ? AND game_id = ? AND {kind} IN ('board', 'edit')",
            (after, gid),
        ).fetchone()
    return n > 0


async def _one_move(
    double, watch: BoardWatch, table: dict, rng: random.Random, names: dict[str, str], db_path: Path
) -> dict:
    """The first waiting player of the table picks one of their options (autocomplete, then
    ``/orrery move``). Returns the timings, or {"done": False} if the table moved on meanwhile."""
    version, status, waiting, newest = _table_now(db_path, table["gid"])
    if status != "running":
        return {"over": True}
    waiting = [names[i] for i in waiting if i in names]
    if not waiting:
        return {"done": False}
    user = waiting[0]
    # in the table's own thread: a table answers only in its own server
    where = table["thread"]
    ask = await double.invoke(
        user, "orrery move", {"option": "", "table": table["gid"]}, channel_id=where, focused="option"
    )
    await asyncio.wait_for(ask.acked.wait(), 30)
    if not ask.choices:
        return {"done": False}
    await asyncio.sleep(HUMAN_GAP)  # the player picks one
    inter = await double.invoke(
        user, "orrery move", {"option": rng.choice(ask.choices)["value"], "table": table["gid"]}, channel_id=where
    )
    await asyncio.wait_for(inter.acked.wait(), 30)
    text = await _followup_text(double, inter)
    if not text.startswith("Done:"):
        return {"done": False, "text": text}
    if not _owes_board(db_path, table["gid"], newest):  # acknowledged, but nothing for the board to show
        return {"done": True, "ack": inter.responded_at - inter.dispatched_at, "board": None}
    board_at = await watch.wait(table["thread"], version + 1, timeout=120)
    return {
        "done": True,
        "ack": inter.responded_at - inter.dispatched_at,
        "board": board_at - inter.dispatched_at,
    }


async def _drained(bot, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with _records(bot.db_path) as db:
            (left,) = db.execute("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL").fetchone()
        if left == 0:
            return
        await asyncio.sleep(0.05)
    raise TimeoutError("the outbox did not drain")


async def measure_single_moves() -> tuple[list[float], list[float]]:
    from discord_double import DiscordDouble

    tmp = Path(tempfile.mkdtemp(prefix="bench-single-"))
    users = ["alice", "bob", "carol", "dave"]
    async with DiscordDouble(users=users) as double:
        bot = await _start_bot(double, tmp, "plunder")
        try:
            names = {u.id: u.username for u in double.users.values()}
            watch = BoardWatch(double, bot.db_path)
            rng = random.Random(1)
            acks: list[float] = []
            boards: list[float] = []
            (table,) = await _open_tables(double, [users], watch)
            warm = 5
            while len(acks) < SINGLE_MOVES + warm:
                started = time.monotonic()
                await _drained(bot)  # one move at a time: nothing else in flight
                r = await _one_move(double, watch, table, rng, names, bot.db_path)
                if r.get("over"):
                    (table,) = await _open_tables(double, [users], watch)
                elif r["done"]:
                    acks.append(r["ack"])
                    if r["board"] is not None:  # the move changed the board
                        boards.append(r["board"])
                # no faster than the thread's message bucket allows for long (5 per 5 s)
                await asyncio.sleep(max(0.0, started + SINGLE_MOVE_GAP - time.monotonic()))
            return acks[warm:], boards[warm // 2 :]
        finally:
            await bot.stop()
            close_records()


# -- the load -------------------------------------------------------------------------------------


class Offered:
    """Hands out moves at a fixed rate (an open load: moves not taken wait for a free table),
    or without limit when ``per_second`` is None."""

    def __init__(self, per_second: float | None) -> None:
        self.per_second = per_second
        self.start = time.monotonic()
        self.given = 0

    async def take(self, until: float) -> None:
        """Waits for the next move's turn, or until ``until`` (the phase's end) if that is sooner:
        a player waiting past the end would count as time the bot took."""
        if self.per_second is None:
            return
        due = self.start + self.given / self.per_second
        self.given += 1
        await asyncio.sleep(max(0.0, min(due, until) - time.monotonic()))


class Players:
    """The simulated players of a load phase: each plays one table until ``stop_at`` or the end
    of its game; counts what they saw."""

    def __init__(
        self, double, watch: BoardWatch, tables: list[dict], names: dict, offered: Offered, bot, stop_at: float
    ):
        self.double, self.watch, self.names, self.offered, self.bot = double, watch, names, offered, bot
        self.tables = tables
        self.stop_at = stop_at
        self.boards: list[float] = []
        self.done = {"moves": 0, "retries": 0, "unseen": 0, "timeouts": 0}

    async def play(self, seed: int) -> None:
        rng, done = random.Random(seed), self.done
        table = self.tables[seed]
        while time.monotonic() < self.stop_at:
            await self.offered.take(self.stop_at)
            if time.monotonic() >= self.stop_at:
                return
            try:
                r = await _one_move(self.double, self.watch, table, rng, self.names, self.bot.db_path)
            except TimeoutError:  # a board owed but not shown within two minutes (or no answer)
                done["timeouts"] += 1
                continue
            if r.get("over"):
                return
            if r["done"]:
                done["moves"] += 1
                if r["board"] is not None:
                    self.boards.append(r["board"])
                else:
                    done["unseen"] += 1
            else:
                done["retries"] += 1
                await asyncio.sleep(0.05)


async def _load_phase(
    double,
    watch: BoardWatch,
    tables: list[dict],
    names: dict,
    offered: Offered,
    bot,
    seconds: float = LOAD_SECONDS,
) -> dict:
    """Every table's players move while the offer lasts; returns moves, board latencies, 429s."""
    refused_before = sum(1 for r in double.requests if r[3] == 429)
    requests_before = len(double.requests)
    players = Players(double, watch, tables, names, offered, bot, time.monotonic() + seconds)
    boards, done = players.boards, players.done
    clock = ProcessorTime(bot.proc.pid)
    used_before, started, started_wall = clock.now(), time.monotonic(), time.time()
    await asyncio.gather(*(players.play(i) for i in range(len(tables))))
    elapsed, cpu = time.monotonic() - started, ProcessorTime.cores(used_before, clock.now())
    await _drained(bot)
    written = _dm_waits(bot.db_path, started_wall, time.time())
    dms = [wait for _at, wait in written]
    print(f"  DM wait p99 by 10 s of the phase: {_by_slice(written, started_wall)}", file=sys.stderr, flush=True)
    late = sum(1 for i in double.interactions.values() if any(e["code"] == 10062 for e in i.errors))
    made = double.requests[requests_before:]
    profile = request_profile(made, done["moves"])
    print(f"  requests per move ({done['moves']} moves): {profile}", file=sys.stderr, flush=True)
    return {
        "moves": done["moves"],
        "moves_per_s": done["moves"] / elapsed,
        "board_p99": bench.percentile(boards, 99) if boards else float("nan"),
        "board_p50": bench.median(boards) if boards else float("nan"),
        "refused": sum(1 for r in double.requests if r[3] == 429) - refused_before,
        "per_move": len(made) / max(1, done["moves"]),
        "per_move_global": global_requests(made) / max(1, done["moves"]),
        "dm_p50": bench.median(dms) if dms else float("nan"),
        "dm_p99": bench.percentile(dms, 99) if dms else float("nan"),
        "cpu": cpu,
        "note": (
            f"{done['moves']} moves ({done['unseen']} changing no board), {done['retries']} retries, "
            f"{done['timeouts']} timeouts, {late} acks later than 3 s so far"
        ),
    }


def _dm_waits(db_path: Path, since: float, until: float) -> list[tuple[float, float]]:
    """When each DM written in [since, until) was written, and how long it waited in the bot's
    outbox before it was sent (by the bot's clock): a busy bot sends boards first, and DMs are
    where it falls behind.
    A DM settled unsent (its decision answered first) reached no one, and is left out."""
    from tests.e2e.records import json_field

    kind = json_field(db_path, "payload", "kind")
    with _records(db_path) as db:
        rows = db.execute(
            f"SELECT created_at, delivered_at - created_at FROM outbox WHERE {kind} IN ('turn', 'hand') "
            "AND created_at >= ? AND created_at < ? AND message_id IS NOT NULL",
            (since, until),
        ).fetchall()
    return [(at, wait) for at, wait in rows]


def _by_slice(written: list[tuple[float, float]], start: float, width: float = 10.0) -> str:
    """The DM waits' p99 (and count) for each ``width`` seconds of the phase, by when they were written."""
    slices: dict[int, list[float]] = {}
    for at, wait in written:
        slices.setdefault(int((at - start) // width), []).append(wait)
    return ", ".join(f"{bench.percentile(w, 99):.2f} s ({len(w)})" for _, w in sorted(slices.items()))


def global_requests(requests: list[tuple[float, str, str, int]]) -> int:
    """How many of ``requests`` count towards the global limit."""
    from bot.adapter.pacing import counts_globally

    return sum(1 for _at, _method, template, _status in requests if counts_globally("/api/v10" + template))


def request_profile(requests: list[tuple[float, str, str, int]], moves: int) -> str:
    """What the bot asked of Discord per move, by route, the global limit's routes first (the
    interaction's own callback and webhook routes are exempt from it)."""
    from bot.adapter.pacing import counts_globally

    by_route: dict[tuple[bool, str], int] = {}
    for _at, method, template, _status in requests:
        key = (not counts_globally("/api/v10" + template), f"{method} {template}")
        by_route[key] = by_route.get(key, 0) + 1
    per = max(1, moves)
    counted = sum(n for (exempt, _), n in by_route.items() if not exempt)
    parts = [f"{route} {n / per:.2f}" for (_, route), n in sorted(by_route.items(), key=lambda kv: (kv[0][0], -kv[1]))]
    return f"{counted / per:.2f} under the global limit; " + ", ".join(parts)


async def _stagger(double, watch: BoardWatch, tables: list[dict], names: dict, bot) -> int:
    """Tries 0 to ``STAGGER_MOVES`` moves at each table, so that the load meets the tables at
    different points of their games, as a busy server's are, rather than all at their first
    move at once; returns the moves made."""
    rng = random.Random(7)
    made = 0
    slots = asyncio.Semaphore(16)

    async def one(table: dict, moves: int, seed: int) -> None:
        nonlocal made
        own = random.Random(seed)
        async with slots:
            for _ in range(moves):
                try:
                    r = await _one_move(double, watch, table, own, names, bot.db_path)
                except TimeoutError:  # its board late: the next try finds the table as it is
                    continue
                if r.get("over"):
                    return
                made += bool(r.get("done"))

    await asyncio.gather(*(one(t, rng.randrange(STAGGER_MOVES + 1), i) for i, t in enumerate(tables)))
    return made


async def measure_load() -> tuple[list[dict], int, str]:
    """The phases on the same tables: the fixed offers first, then saturation. Returns the
    phases, the problems the audit found (moves or messages lost or doubled) and a note."""
    from discord_double import DiscordDouble, DoubleClient
    from tests.e2e.harness import World

    tmp = Path(tempfile.mkdtemp(prefix="bench-load-"))
    users = [f"p{i:03d}" for i in range(4 * LOAD_TABLES)]
    async with DiscordDouble(users=users, heartbeat_interval_ms=41250) as double:
        bot = await _start_bot(double, tmp, "plunder")
        try:
            channels = [double.channel] + [await double.add_guild(f"server {i}") for i in range(1, LOAD_SERVERS)]
            names = {u.id: u.username for u in double.users.values()}
            watch = BoardWatch(double, bot.db_path)
            groups = [users[4 * i : 4 * i + 4] for i in range(LOAD_TABLES)]
            t0 = time.monotonic()
            tables = await _open_tables(double, groups, watch, channels=channels)
            warmed = await _stagger(double, watch, tables, names, bot)
            setup = time.monotonic() - t0
            await _drained(bot)
            phases = []
            for key, rate in (("fixed", OFFERED_MOVES_PER_S), ("high", HIGH_MOVES_PER_S), ("saturated", None)):
                phase = await _load_phase(double, watch, tables, names, Offered(rate), bot)
                phase["label"] = f"at {rate:g} moves/s offered" if rate else "at saturation"
                phases.append(phase | {"key": key})
            # the audit: every move acknowledged "Done" is one action; every board and DM once
            async with DoubleClient(double.base_url) as api:
                world = World(double, api, bot, "plunder")
                problems = 0
                note = ""
                try:
                    counts = await world.audit_delivery()
                except AssertionError as e:
                    problems += 1
                    note = str(e)[:80]
                    counts = {}
                with world.db() as db:
                    (actions,) = db.execute("SELECT COUNT(*) FROM actions").fetchone()
                moves = warmed + sum(phase["moves"] for phase in phases)
                if actions != moves:
                    problems += 1
                    note = f"{actions} actions for {moves} moves answered Done"
                state = await api.state()
                note = note or (
                    f"{moves} moves, {counts.get('dms', 0)} DMs, {counts.get('boards', 0)} boards, "
                    f"{counts.get('edits', 0)} edits; setup {setup:.0f} s; "
                    f"{state['ratelimit_refusals_global']} global 429s"
                )
            return phases, problems, note
        finally:
            await bot.stop()
            close_records()


if __name__ == "__main__":
    if sys.argv[1:] == ["floor"]:
        floor_bot()
    else:
        for fig in run():
            print(fig)
