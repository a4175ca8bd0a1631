"""The end-to-end harness: the double in the test's process, the real bot in a subprocess.

``World`` bundles them with the helpers every scenario needs: open a table through the lobby,
read boards and DMs as the players see them, make a move the way a player would (a button in
a DM, the "Choose…" button on the board, a select menu, or ``/orrery move`` with autocomplete),
and audit the end state against the bot's own database.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import re
import signal
import sqlite3
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from discord_double import DiscordDouble, DoubleClient
from tests.e2e.records import Records, is_url, json_field

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LAUNCHER = HERE / "launch_bot.py"
USERS = ["alice", "bob", "carol", "dave", "erin"]

_TABLE = re.compile(r"[Tt]able #(\d+)")
_VERSION = re.compile(r"· (?:turn|move) (\d+)\.")
_MENTION = re.compile(r"<@(\d+)>")
_GAME = re.compile(r"#(\d+)")


def e2e_game() -> str:
    """The game the whole-game tests play: Plunder, or the one ORRERY_E2E_GAME names."""
    return os.environ.get("ORRERY_E2E_GAME") or "plunder"


def digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=10).hexdigest()


class BotProcess:
    """``orrery run`` as a subprocess pointed at the double, with its own SQLite file."""

    def __init__(
        self,
        double: DiscordDouble,
        db_path: Path | str,
        log_path: Path,
        game: str,
        shards: tuple[range, int] | None = None,
    ) -> None:
        self.double, self.db_path, self.log_path, self.game = double, db_path, log_path, game
        self.shards = shards  # (shard ids, shard count) this process runs (ORRERY_SHARDS); None: all
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(self.double.env())
        env.update(
            ORRERY_DB=str(self.db_path),
            DISCORD_TOKEN=self.double.token,
            ORRERY_LOG_LEVEL="INFO",
            PYTHONPATH=str(ROOT),
            PYTHONUNBUFFERED="1",
        )
        env.pop("ORRERY_GUILD", None)
        env.pop("ORRERY_SHARDS", None)
        if self.shards is not None:
            ids, count = self.shards
            env["ORRERY_SHARDS"] = f"{ids[0]}-{ids[-1]}/{count}"
        env.setdefault("ORRERY_BOARD_EDIT_SECONDS", "0.3")  # boards edited sooner, so tests need not wait
        # hand DMs at once: the tests wait for the outbox to drain after moves (the hold is
        # tested in tests/test_conversation.py and played in bench conversation)
        env.setdefault("ORRERY_HAND_HOLD_SECONDS", "0")
        return env

    async def sync(self) -> None:
        """``orrery sync``: publishes the commands to the double."""
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(LAUNCHER),
            "sync",
            env=self.env(),
            cwd=str(ROOT),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        try:
            out, _ = await asyncio.wait_for(proc.communicate(), 60)
        finally:
            if proc.returncode is None:  # timed out or cancelled: it must not outlive the test
                proc.kill()
                await proc.wait()
        if proc.returncode != 0:
            raise RuntimeError(f"orrery sync failed: {out.decode()[-2000:]}")

    async def start(self) -> None:
        identifies = self.double.identifies
        self.starts += 1
        log = open(self.log_path, "ab")  # noqa: SIM115 - handed to the child
        log.write(f"\n===== start {self.starts} =====\n".encode())
        log.flush()
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, str(LAUNCHER), "run", env=self.env(), cwd=str(ROOT), stdout=log, stderr=log
        )
        log.close()
        try:
            if self.shards is None:
                await self.double.wait_ready(timeout=30, identifies=identifies + 1)
            else:  # each shard identifies on its own session
                await self.double.wait_ready(timeout=60, identifies=identifies + len(self.shards[0]))
        except BaseException as exc:
            await self.kill()  # whatever went wrong, the process does not outlive the test
            if isinstance(exc, TimeoutError):
                raise RuntimeError(f"the bot did not connect:\n{self.log_tail()}") from None
            raise
        # interactions are served from here on; the outbox starts once discord.py calls the bot
        # ready (after its guild_ready_timeout, 2 s by default)

    async def kill(self) -> None:
        """SIGKILL: no clean-up of any kind in the bot."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()

    async def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM, the way a service manager stops the bot; SIGKILL if it has not exited within
        ``timeout``. Returns the exit code of a clean stop (None if it had to be killed)."""
        if self.proc is None or self.proc.returncode is not None:
            return None if self.proc is None else self.proc.returncode
        self.proc.terminate()
        try:
            return await asyncio.wait_for(self.proc.wait(), timeout)
        except (TimeoutError, asyncio.CancelledError):
            await self.kill()
            return None

    def children(self) -> list[int]:
        """Process ids of the bot's own child processes (its AI workers)."""
        return children_of(self.proc.pid) if self.alive else []

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except FileNotFoundError:
            return "(no log)"

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace")


_COMMANDS: list[dict] = []  # what `orrery sync` published, reused so each test need not sync again


async def publish_commands(double: DiscordDouble, bot: BotProcess) -> None:
    """The bot's commands in the double, as ``orrery sync`` publishes them (run once per session)."""
    if _COMMANDS:
        double._store_commands([dict(c) for c in _COMMANDS], guild=False)
        return
    await bot.sync()
    keep = ("id", "application_id", "version", "guild_id")
    _COMMANDS.extend({k: v for k, v in c.items() if k not in keep} for c in double.global_commands)


@dataclass
class Reply:
    """What a user got back for one interaction: the answer text (ephemeral or not) and the summary."""

    summary: dict
    text: str
    message: dict | None = None


@dataclass
class Table:
    game_id: int
    lobby_id: str
    thread_id: str
    seats: dict[str, int] = field(default_factory=dict)  # user name -> seat
    channel_id: str | None = None  # where it was opened, when not the first guild's channel


def board_version(db: Callable[[], Any], db_path: Path | str, event: str, m: Any) -> int | None:
    """The table version of a board the double just received (its caption's number is the
    game's own turn count), read from the outbox row it comes from, which still holds its
    payload at that moment; None for anything else. ``db()`` opens the bot's records."""
    if event not in ("message", "edit") or not m.attachments or m.attachments[-1].filename != "board.png":
        return None
    try:
        with db() as conn:
            if event == "message":
                found = _posted_row(conn, db_path, m)
                if found:
                    _BOARD_ROWS[m.id] = (found[0], found[2])
            elif m.id in _BOARD_ROWS:
                game_id, row = _BOARD_ROWS[m.id]
                board = json_field(db_path, "payload", "board")
                found = conn.execute(
                    f"SELECT game_id, payload FROM outbox WHERE game_id = ? AND delivered_at IS NULL "
                    f"AND {board} = ? ORDER BY id DESC LIMIT 1",
                    (game_id, row if not is_url(db_path) else str(row)),
                ).fetchone()
            else:
                found = None
    except (ValueError, sqlite3.Error):
        return None
    return (json.loads(found[1]).get("controls") or {}).get("version") if found else None


def _posted_row(conn: Any, db_path: Path | str, m: Any) -> tuple | None:
    """(table, payload, row id) of the outbox row a board just posted comes from: by its nonce,
    or for a board posted as an interaction's follow-up (no nonce) the table's newest board
    still owed (no move writes while a board is on its way: the board gate)."""
    if m.nonce:
        row = int(m.nonce.removeprefix("orrery-"))
        found = conn.execute("SELECT game_id, payload FROM outbox WHERE id = ?", (row,)).fetchone()
        return (*found, row) if found else None
    kind = json_field(db_path, "payload", "kind")
    found = conn.execute(
        f"SELECT o.game_id, o.payload, o.id FROM outbox o JOIN games g ON g.id = o.game_id "
        f"WHERE g.thread_id = ? AND o.delivered_at IS NULL AND {kind.replace('payload', 'o.payload')} = 'board' "
        "ORDER BY o.id DESC LIMIT 1",
        (str(m.channel_id),),
    ).fetchone()
    return tuple(found) if found else None


class World:
    def __init__(self, double: DiscordDouble, api: DoubleClient, bot: BotProcess, game: str) -> None:
        self.double, self.api, self.bot, self.game = double, api, bot, game
        self.names = {u.id: u.username for u in double.users.values()}
        self.ids = {v: k for k, v in self.names.items()}
        self.used: dict[str, int] = {}  # how moves were made: dm, decide, board, select, command, panel
        self.panels: dict[str, dict] = {}  # user -> their own panel: the answer to their last move
        self.records = Records(bot.db_path)
        double.listeners.append(self._note_board_version)

    def _note_board_version(self, event: str, m: Any) -> None:
        """Each board's table version as the double receives it (``board_version``)."""
        version = board_version(self.db, self.bot.db_path, event, m)
        if version is not None:
            _BOARD_VERSIONS[m.id] = version

    # -- interactions ------------------------------------------------------------------------------

    async def reply_of(self, user: str, summary: dict, timeout: float = 15.0) -> Reply:
        """The answer ``user`` sees for an acknowledged interaction (waits for the follow-up)."""
        if summary["response_type"] in (5, 4):
            mid = summary["original_id"]
            msg = await self.api.wait_message(
                user, lambda m: m["id"] == mid and (m["content"] or m["attachments"]), timeout=timeout
            )
            return Reply(summary, msg["content"], msg)
        # type 6/7 (a lobby button, a player's own panel): the answer is the next ephemeral
        # follow-up for this interaction, or the pressed message itself, edited in place. (A
        # public follow-up is not the answer: it is the table's new board, which the bot may post
        # through the same interaction, before or after the panel turns.)
        edits_before = summary.get("edits_before")

        async def probe() -> dict | None:
            s = await self.api.interaction(summary["id"])
            mine = await self.api.messages(user)
            answers = {m["id"]: m for m in mine if m["ephemeral"] or m["channel_type"] == 1}
            for fid in reversed(s["followup_ids"]):
                if fid in answers:
                    return answers[fid]
            if edits_before is not None and s.get("edited_original"):  # this press turned the panel
                for m in mine:
                    panel = m["ephemeral"] or m["channel_type"] == 1  # a public message is no one's panel
                    if m["id"] == summary["original_id"] and panel and m["edits"] > edits_before:
                        return m
            return None

        msg = await self.api.wait_for(probe, timeout, what=f"a follow-up to {user}")
        return Reply(summary, msg["content"], msg)

    async def command(self, user: str, command: str, **options: Any) -> Reply:
        summary = await self.api.command(user, command, timeout=15, **options)
        return await self.reply_of(user, summary)

    async def resign(self, user: str, game_id: int) -> Reply:
        """``/orrery resign``, confirmed with the button of the reply only ``user`` sees."""
        asked = await self.command(user, "orrery resign", table=game_id)
        assert f"orrery:rs:{game_id}" in custom_ids(asked.message), asked.text
        return await self.press(user, asked.message["id"], f"orrery:rs:{game_id}")

    async def press(self, user: str, message_id: str, custom_id: str, values: list[str] | None = None) -> Reply:
        before = next((m["edits"] for m in await self.api.messages(user) if m["id"] == message_id), None)
        summary = await self.api.press(user, message_id, custom_id, values)
        return await self.reply_of(user, summary | {"edits_before": before})

    # -- tables ----------------------------------------------------------------------------------

    async def open_table(self, host: str, others: list[str], *, channel_id: str | None = None, **options: Any) -> Table:
        """``/orrery new`` by the host (in the first guild's channel, or ``channel_id``), Join
        pressed by the others on the lobby message; it starts by itself when the last seat fills."""
        players = 1 + len(others)
        elsewhere = channel_id
        channel_id = channel_id or self.double.channel.id
        new = await self.command(host, "orrery new", game=self.game, players=players, channel_id=channel_id, **options)
        m = _TABLE.search(new.text)
        assert m, f"no table: {new.text!r}\n{self.bot.log_tail()}"
        game_id = int(m.group(1))
        join = f"orrery:j:{game_id}"

        def is_lobby(m: dict) -> bool:
            # a solo table is full at once: its lobby shows no Join (and it starts by itself)
            alone = not others and m["author_id"] == self.double.bot.id and not m["ephemeral"]
            return join in custom_ids(m) or (alone and f"#{game_id}" in m["content"])

        lobby = await self.api.wait_message(others[0] if others else host, is_lobby, channel_id=channel_id)
        lobby_id = lobby["id"]
        assert not lobby["ephemeral"] and lobby["author_id"] == self.double.bot.id
        for user in others:
            joined = await self.press(user, lobby_id, f"orrery:j:{game_id}")
            assert "You joined" in joined.text, joined.text
        board = await self.api.wait_message(
            host, lambda m: m["channel_id"] == lobby_id and m["attachments"], timeout=20
        )  # the thread takes the lobby message's id
        table = Table(game_id, lobby_id, board["channel_id"], channel_id=elsewhere)
        with self.db() as db:
            for seat, user_id in db.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,)):
                table.seats[self.names[user_id]] = seat
        return table

    async def boards(self, table: Table, user: str = "alice") -> list[dict]:
        return [
            m
            for m in await self.api.messages(user, channel_id=table.thread_id)
            if any(a["filename"] == "board.png" for a in m["attachments"])
        ]

    async def latest_board(self, table: Table, after: int | None = None, timeout: float = 20.0) -> dict:
        """The newest board in the thread whose move number is above ``after`` (by default: the
        board of the table's current version, as the bot's records say)."""
        if after is None:
            after = self.version(table.game_id) - 1

        async def probe() -> dict | None:
            boards = await self.boards(table)
            if boards and version_of(boards[-1]) > after:
                return boards[-1]
            return None

        try:
            return await self.api.wait_for(probe, timeout, what=f"a board after move {after}")
        except TimeoutError:
            raise TimeoutError(f"no board after move {after}\n{self.bot.log_tail()}") from None

    def waiting(self, board: dict) -> list[str]:
        """The players the board's table waits for now (the bot's records: a board names only
        the players it pings, and a step inside a turn may not have reached it yet)."""
        m = _GAME.search(board["content"])
        assert m, board["content"]
        return self.waiting_users(int(m.group(1)))

    def waiting_users(self, game_id: int) -> list[str]:
        with self.db() as db:
            (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (game_id,)).fetchone()
            seats = dict(db.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,)).fetchall())
        return [self.names[seats[int(s)]] for s in sorted(json.loads(waiting), key=int)]

    def turns(self, game_id: int) -> tuple[int, int]:
        """Turn changes and player-turns of the table so far, replayed from its action log."""
        from bot.play.turns import count_turns
        from games import registry

        with self.db() as db:
            game, seed, options = db.execute(
                "SELECT game, seed, options FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            players = db.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
            actions = db.execute(
                "SELECT seat, option_id FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
            ).fetchall()
        engine = registry.get(game)

        def states():
            state = engine.new(players, json.loads(options), seed)
            yield state
            for seat, option_id in actions:
                state = engine.apply(state, seat, option_id)
                yield state

        return count_turns(engine, states())

    def kept_turns(self, game_id: int) -> int:
        """Player-turns that began for the seat that had just moved (a player who keeps the
        turn goes on in their own panel: no new mention, no new DM)."""
        from bot.play.turns import classify
        from games import registry

        with self.db() as db:
            game, seed, options = db.execute(
                "SELECT game, seed, options FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            players = db.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
            actions = db.execute(
                "SELECT seat, option_id FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
            ).fetchall()
        engine = registry.get(game)
        state = engine.new(players, json.loads(options), seed)
        kept = 0
        for seat, option_id in actions:
            after = engine.apply(state, seat, option_id)
            kept += seat in classify(engine, state, after).newcomers
            state = after
        return kept

    def status(self, game_id: int) -> str:
        with self.db() as db:
            return db.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()[0]

    def mentions(self, message: dict) -> list[str]:
        return [self.names[i] for i in _MENTION.findall(message["content"]) if i in self.names]

    def stamp(self, table: Table, user: str) -> int | None:
        """The table version at which ``user``'s current decision was posed (None: not waited on)."""
        with self.db() as db:
            (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (table.game_id,)).fetchone()
        entry = json.loads(waiting).get(str(table.seats[user]))
        return None if entry is None else entry["v"]

    async def my_controls(self, user: str, table: Table, timeout: float = 15.0) -> dict | None:
        """The DM to ``user`` carrying the controls of their current decision (waits for it to arrive);
        None when their DMs are closed."""
        if self.double.user(user).dms_closed:
            return None
        version = self.stamp(table, user)
        prefixes = (f"orrery:o:{table.game_id}:{version}:", f"orrery:s:{table.game_id}:{version}:")

        async def probe() -> dict | None:
            for m in reversed(await self.api.dms(user)):
                if any(cid.startswith(prefixes) for cid in custom_ids(m)):
                    return m
            return None

        return await self.api.wait_for(probe, timeout, what=f"{user}'s DM for move {version}")

    async def move(self, user: str, table: Table, board: dict, rng: random.Random, how: str) -> Reply:
        """One decision by ``user``, made the way ``how`` says (falls back to what is offered).
        Inside a turn the player goes on in their own panel (the answer to their last move)."""
        reply = await self._move(user, table, board, rng, how)
        if reply.message is not None:
            self.panels[user] = reply.message
        return reply

    async def _move(self, user: str, table: Table, board: dict, rng: random.Random, how: str) -> Reply:
        stamp = self.stamp(table, user)
        current = (f"orrery:o:{table.game_id}:{stamp}:", f"orrery:s:{table.game_id}:{stamp}:")
        panel = self.panels.get(user)
        if panel is not None:  # as it is now (another of the player's presses may have changed it)
            panel = next((m for m in await self.api.messages(user) if m["id"] == panel["id"]), None)
        if how != "command" and panel is not None and any(c.startswith(current) for c in custom_ids(panel)):
            self.used["panel"] = self.used.get("panel", 0) + 1
            return await self._pick_on(user, panel, rng, None)
        if how == "board":  # the board as it is once its pending edits are in (a step edits it)
            await self.wait_outbox_drained(rows=False)
            board = next((m for m in await self.boards(table) if m["id"] == board["id"]), board)
        if how == "board" and any(c.startswith(current) for c in custom_ids(board)):
            return await self._pick_on(user, board, rng, "board")
        if how == "command":
            # in the table's own server: a table answers only there
            where = {"channel_id": table.channel_id} if table.channel_id else {}
            choices = await self.api.autocomplete(user, "orrery move", focused="option", table=table.game_id, **where)
            assert choices, f"no options offered to {user} by autocomplete"
            self.used["command"] = self.used.get("command", 0) + 1
            option = rng.choice(choices)["value"]
            return await self.command(user, "orrery move", option=option, table=table.game_id, **where)
        if how == "decide" and f"orrery:d:{table.game_id}" in custom_ids(board):
            offer = await self.press(user, board["id"], f"orrery:d:{table.game_id}")
            assert offer.message is not None and offer.message["ephemeral"], offer.text
            if custom_ids(offer.message):
                self.used["decide"] = self.used.get("decide", 0) + 1
                return await self._pick_on(user, offer.message, rng, None)
        try:  # a DM comes at the start of a turn, not for the steps inside it
            dm = await self.my_controls(user, table, timeout=2.0)
        except TimeoutError:
            dm = None
        if dm is None:  # DMs closed, or a step inside the turn (no DM for it): the command is the way
            return await self._move(user, table, board, rng, "command")
        self.used["dm"] = self.used.get("dm", 0) + 1
        return await self._pick_on(user, dm, rng, None)

    async def _pick_on(self, user: str, message: dict, rng: random.Random, tag: str | None) -> Reply:
        comps = [c for row in message["components"] for c in row["components"] if c["custom_id"].startswith("orrery:")]
        options = [c for c in comps if c["custom_id"].startswith(("orrery:o:", "orrery:s:"))]
        comp = rng.choice(options)
        if comp["type"] == 3:
            self.used["select"] = self.used.get("select", 0) + 1
            value = rng.choice(comp["options"])["value"]
            return await self.press(user, message["id"], comp["custom_id"], [value])
        if tag:
            self.used[tag] = self.used.get(tag, 0) + 1
        self.used["button"] = self.used.get("button", 0) + 1
        return await self.press(user, message["id"], comp["custom_id"])

    async def play(
        self,
        table: Table,
        rng: random.Random,
        *,
        moves: int | None = None,
        ways: tuple[str, ...] = ("dm", "decide", "board", "command"),
        closed: frozenset[str] = frozenset(),
        max_moves: int = 2000,
    ) -> int:
        """Plays ``moves`` decisions (or until the game is over); returns how many."""
        made = 0
        while self.status(table.game_id) == "running" and (moves is None or made < moves):
            # players act once what the last move owed them has arrived (see Deliverer.run in the report)
            await self.wait_outbox_drained(rows=False, edits=False)
            waiting = self.waiting_users(table.game_id)
            assert waiting, f"nobody to play at table #{table.game_id}"
            user = waiting[0]
            board = (await self.boards(table))[-1]
            how = "command" if user in closed else rng.choice(ways)
            version = self.version(table.game_id)
            reply = await self.move(user, table, board, rng, how)
            assert reply.text.startswith("Done:"), f"{user} ({how}) got {reply.text!r}"
            assert self.version(table.game_id) > version
            made += 1
            assert made <= max_moves, "the game did not end"
        await self.wait_outbox_drained(rows=False, edits=False)
        return made

    async def play_to_end(self, table: Table, rng: random.Random, **kw: Any) -> int:
        return await self.play(table, rng, **kw)

    # -- the bot's records -----------------------------------------------------------------------

    def db(self) -> sqlite3.Connection:
        """The bot's records, read-only (its SQLite file, or its PostgreSQL database)."""
        return self.records.db()  # type: ignore[return-value]

    def close(self) -> None:
        self.records.close()

    def actions(self, game_id: int) -> int:
        with self.db() as db:
            return db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)).fetchone()[0]

    def version(self, game_id: int) -> int:
        with self.db() as db:
            return db.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchone()[0]

    def outbox(self) -> list[dict]:
        with self.db() as db:
            rows = db.execute(
                "SELECT id, game_id, payload, delivered_at, attempts, error, message_id FROM outbox ORDER BY id"
            )
            return [
                {
                    "id": r[0],
                    "game_id": r[1],
                    "payload": json.loads(r[2]),
                    "delivered": r[3],
                    "attempts": r[4],
                    "error": r[5],
                    "message_id": r[6],
                }
                for r in rows
            ]

    def undelivered(self, edits: bool = True, hands: bool = True) -> int:
        """Messages not yet delivered (``edits=False``: leaving out board edits, which wait their
        turn a few seconds and are folded together; ``hands=False``: DMs that only show a changed
        hand, which the bot holds a while)."""
        left_out = [kind for kind, counted in (("edit", edits), ("hand", hands)) if not counted]
        kind = json_field(self.bot.db_path, "payload", "kind")
        where = f" AND COALESCE({kind}, '') NOT IN ({', '.join(repr(k) for k in left_out)})" if left_out else ""
        with self.db() as db:
            return db.execute(f"SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL{where}").fetchone()[0]

    async def wait_outbox_drained(
        self, timeout: float = 60.0, rows: bool = True, edits: bool = True, hands: bool = True
    ) -> list[dict]:
        """Waits until the bot has delivered everything its outbox owes (polls its database)."""
        deadline = time.monotonic() + timeout
        while self.undelivered(edits, hands):
            if time.monotonic() > deadline:
                pending = [r["id"] for r in self.outbox() if r["delivered"] is None]
                raise TimeoutError(f"undelivered outbox rows {pending}\n{self.bot.log_tail()}")
            await asyncio.sleep(0.01)
        return self.outbox() if rows else []

    async def audit_delivery(self) -> dict[str, int]:
        """Every message the outbox owed reached the right place exactly once; returns counts.

        Board rows: one message in the game's thread with the row's nonce (none for a board a
        newer one followed before it left). A board posted as an interaction's follow-up carries
        no nonce: it is the message its row recorded, and each thread holds as many of the bot's
        posts as its rows say went there. DM rows: at most one DM with the row's nonce, in the
        seat's own DM channel, and exactly one when the row asked for the player's decision (a
        fresh turn is never skipped, unless it closed before the DM left) and their DMs are open.
        """
        rows = await self.wait_outbox_drained()
        every = await self.api.messages()
        by_nonce: dict[str, list[dict]] = {}
        for m in every:
            if m["nonce"]:
                by_nonce.setdefault(m["nonce"], []).append(m)
        unnonced = {
            m["id"]: m
            for m in every
            if m["author_id"] == self.double.bot.id and not m["nonce"] and not m["ephemeral"] and m["interaction_id"]
        }
        # boards posted as follow-ups, per thread: each must be the one message of one row
        followed = Counter(m["channel_id"] for m in unnonced.values() if m["attachments"])
        owed_in: Counter = Counter()
        dup = {n: len(ms) for n, ms in by_nonce.items() if len(ms) > 1}
        assert not dup, f"messages sent twice: {dup}"
        with self.db() as db:
            threads = dict(db.execute("SELECT id, thread_id FROM games"))
            closed = {u for (u,) in db.execute("SELECT user_id FROM users WHERE dms_closed = 1")}
        counts = {"boards": 0, "notes": 0, "edits": 0, "dms": 0, "skipped": 0}
        dm_channels = {c.id: c.recipient.id for c in self.double.channels.values() if c.type == 1}
        for r in rows:
            to, kind = r["payload"]["to"], r["payload"].get("kind")
            got = by_nonce.get(f"orrery-{r['id']}", [])
            if "game_thread" in to and kind == "edit":  # an edit of the current board: never a new message
                assert got == [], f"edit row {r['id']} posted a message"
                counts["edits"] += 1
            elif "game_thread" in to and r["error"] == "superseded":  # out of date when its turn came
                assert got == [], f"superseded board row {r['id']} was posted"
                counts["skipped"] += 1
            elif "game_thread" in to:
                if not got and r["message_id"] in unnonced:
                    got = [unnonced[r["message_id"]]]
                    owed_in[got[0]["channel_id"]] += bool(got[0]["attachments"])
                assert len(got) == 1, f"board row {r['id']} delivered {len(got)} times"
                assert got[0]["channel_id"] == threads[to["game_thread"]]
                counts["boards" if kind == "board" else "notes"] += 1
            elif "user" in to:
                for m in got:
                    assert dm_channels.get(m["channel_id"]) == to["user"], f"DM row {r['id']} went to the wrong place"
                # a hand DM goes only if the hand changed; a turn DM only while its decision is open
                fresh = kind != "hand" and r["error"] != "superseded"
                if fresh and to["user"] not in closed:
                    assert len(got) == 1, (
                        f"turn DM row {r['id']} to {self.names[to['user']]} delivered {len(got)} times"
                    )
                counts["dms" if got else "skipped"] += 1
        assert followed == owed_in, f"boards posted as follow-ups, per thread: {followed} for rows {owed_in}"
        return counts

    async def audit_privacy(self, table: Table) -> None:
        """No private picture reaches anyone but its seat: every private.png is in its owner's DM or
        in an ephemeral reply to its owner, and no one else can see those bytes."""
        seen_by: dict[str, set[str]] = {}
        private_of: dict[str, str] = {}
        for user in self.ids:
            seen = seen_by.setdefault(user, set())
            for m in await self.api.messages(user):
                for a in m["attachments"]:
                    data = await self.api.attachment(a["id"], user=user)
                    seen.add(digest(data))
                    if a["filename"] == "private.png":
                        assert m["channel_type"] == 1 or m["ephemeral"], f"a private picture in public: {m['id']}"
                        if m["channel_type"] != 1:
                            assert m["ephemeral_to"] == self.ids[user]
                        private_of.setdefault(digest(data), user)
        for d, owner in private_of.items():
            for user, seen in seen_by.items():
                if user != owner and d in seen:
                    mine = {dd for dd, o in private_of.items() if o == user}
                    assert d in mine, f"{user} can see a private picture of {owner}"


def children_of(pid: int) -> list[int]:
    """Ids of the live processes whose parent is ``pid`` (from /proc; Linux)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if fields[0] != "Z" and int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def is_running(pid: int) -> bool:
    """True while ``pid`` is a process that has not exited (a zombie counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def custom_ids(message: dict) -> list[str]:
    return [c.get("custom_id", "") for row in message.get("components", []) for c in row.get("components", [])]


#: board message id -> (table, outbox row), and -> the table version it shows (``World``)
_BOARD_ROWS: dict[str, tuple[int, int]] = {}
_BOARD_VERSIONS: dict[str, int] = {}


def version_of(board: dict) -> int:
    """The table version a board shows, as its outbox row said when it arrived (a board the
    harness did not see arrive: the move number of its caption)."""
    if board["id"] in _BOARD_VERSIONS:
        return _BOARD_VERSIONS[board["id"]]
    m = _VERSION.search(board["content"])
    return int(m.group(1)) if m else -1
