"""``orrery local``: the whole bot on one machine, without a Discord account, played in a browser.

One process tree on 127.0.0.1: this process serves the loopback Discord (REST, gateway) and the
web client on one port, and runs the real bot as a child (``orrery sync``, then ``orrery run``)
pointed at it through its settings, exactly as the end-to-end tests point it, with the default
SQLite store in a file of its own. The double's own state (members, channels, threads, messages,
pictures) is kept beside that file, so tables and their threads survive a restart together.
SIGINT (Ctrl-C) and SIGTERM stop the bot, then the double; no process is left behind.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import itertools
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

from aiohttp import web

from .server import Attachment, Channel, DiscordDouble, Message, User
from .webclient import WebClient

ROOT = Path(__file__).resolve().parents[1]  # where bot/ lives beside this package
DEFAULT_PORT = 8750
DEFAULT_DB = "orrery-local.sqlite3"
#: the members a first start offers, each with the language of their client
MEMBERS = (("alice", "en-US"), ("bob", "en-US"), ("camille", "fr"), ("dora", "de"))
SAVE_EVERY = 10.0  # seconds between saves of the double's state while something changed
STOP_WAIT = 20.0  # seconds the bot has to stop cleanly before it is killed
STATE_VERSION = 1


class LocalDouble(DiscordDouble):
    """The double with the web client on its app, and its state kept in a JSON file."""

    def __init__(self, state_path: Path, *, port: int) -> None:
        super().__init__(port=port)
        self.keep_earlier = False
        self.keep_exchanges = False  # days of play: no traffic record
        self.users = {}  # the tests' members are not this server's
        self.state_path = state_path
        self.guilds[self.guild_id] = "Orrery (local)"
        self.dirty = False
        self.listeners.append(self._mark)
        if state_path.exists():
            self.load(json.loads(state_path.read_text()))
        else:
            for name, locale in MEMBERS:
                self.add_user(name).locale = locale

    def _routes(self, app: web.Application) -> None:
        super()._routes(app)
        WebClient(self).add_routes(app)

    def _mark(self, event: str, obj: Any) -> None:
        self.dirty = True

    # -- the state file ---------------------------------------------------------------------------

    def dump(self) -> dict:
        """Members, channels and messages (ephemeral replies go, as a Discord client forgets them)."""
        messages = [m for m in self.messages.values() if not m.deleted and m.ephemeral_to is None]
        return {
            "version": STATE_VERSION,
            "next_id": int(self.snowflake()) >> 22,
            "next_serial": max((m.serial for m in self.messages.values()), default=0) + 1,
            "ids": {"bot": self.bot.id, "owner": self.owner.id, "guild": self.guild_id, "channel": self.channel.id},
            "guilds": self.guilds,
            "users": [_user_dump(u) for u in self.users.values()],
            "channels": [_channel_dump(c) for c in self.channels.values()],
            "messages": [_message_dump(m) for m in sorted(messages, key=lambda m: m.serial)],
        }

    def load(self, state: dict) -> None:
        if state.get("version") != STATE_VERSION:
            raise SystemExit(f"{self.state_path}: not a state file of this version; move it away to start afresh")
        ids = state["ids"]
        self.bot.id = self.app_id = ids["bot"]
        self.owner.id, self.guild_id = ids["owner"], ids["guild"]
        self.guilds = dict(state["guilds"])
        self.users = {u["id"]: User(**u) for u in state["users"]}
        people = {**self.users, self.bot.id: self.bot, self.owner.id: self.owner}
        now = self.clock.now()  # the clock is monotonic: saved moments mean nothing now
        self.channels = {}
        for c in state["channels"]:
            recipient = people.get(c.pop("recipient_id") or "")
            self._add_channel(Channel(**c, recipient=recipient, last_activity=now))
        self.channel = self.channels[ids["channel"]]
        for raw in state["messages"]:
            m = _message_load(raw, people, now)
            self.messages[m.id] = m
            self.channels[m.channel_id].messages.append(m)
        # new ids carry the time (as Discord's do) and never fall below a kept one
        self._last_ms = max(self._last_ms, state["next_id"])
        self._serial = itertools.count(state["next_serial"])

    def save(self) -> None:
        self.dirty = False
        _write(self.state_path, json.dumps(self.dump()))

    async def save_aside(self) -> None:
        """A save while the double serves: the state is read at once, the file written off the loop."""
        self.dirty = False
        await asyncio.to_thread(_write, self.state_path, json.dumps(self.dump()))


def _write(path: Path, text: str) -> None:
    """Whole or not at all: a stop or a crash mid-write leaves the previous state file."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text)
    tmp.replace(path)


def _user_dump(u: User) -> dict:
    keep = ("id", "username", "dms_closed", "permissions", "roles", "locale", "display")
    return {k: getattr(u, k) for k in keep}


def _channel_dump(c: Channel) -> dict:
    keep = ("id", "type", "name", "parent_id", "owner_id", "guild_id", "bot_deny", "archived", "locked")
    out = {k: getattr(c, k) for k in keep}
    out.update(
        recipient_id=None if c.recipient is None else c.recipient.id,
        auto_archive_duration=c.auto_archive_duration,
        archive_timestamp=c.archive_timestamp,
    )
    return out


def _message_dump(m: Message) -> dict:
    keep = ("id", "channel_id", "content", "embeds", "components", "flags", "type", "edits", "webhook_id", "serial")
    out = {k: getattr(m, k) for k in keep}
    out["author_id"] = m.author.id
    out["edited"] = m.edited is not None
    out["pings"] = [m.pinged_users, m.pinged_roles, m.pinged_everyone]
    out["attachments"] = [
        {
            "id": a.id,
            "filename": a.filename,
            "content_type": a.content_type,
            "description": a.description,
            "data": base64.b64encode(a.data).decode(),
        }
        for a in m.attachments
    ]
    return out


def _message_load(raw: dict, people: dict[str, User], now: float) -> Message:
    users, roles, everyone = raw.pop("pings")
    attachments = [Attachment(**(a | {"data": base64.b64decode(a["data"])})) for a in raw.pop("attachments")]
    author = people[raw.pop("author_id")]
    edited = now if raw.pop("edited") else None
    return Message(
        **raw,
        author=author,
        attachments=attachments,
        created=now,
        edited=edited,
        pinged_users=users,
        pinged_roles=roles,
        pinged_everyone=everyone,
    )


# -- the launcher -------------------------------------------------------------------------------------


def bot_env(double: DiscordDouble, db: Path) -> dict[str, str]:
    """The bot's settings: the local Discord's addresses and token, and its own database. Set
    explicitly so that a ``.env`` made for a real server (which fills only what is unset)
    cannot send this bot there."""
    env = dict(os.environ)
    env.update(double.env())
    env.update(
        DISCORD_TOKEN=double.token,
        ORRERY_DB=str(db),
        ORRERY_GUILD="",
        ORRERY_SHARDS="",
        PYTHONUNBUFFERED="1",
        PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p),
    )
    return env


async def _child(args: list[str], env: dict[str, str], log: Path) -> asyncio.subprocess.Process:
    with log.open("ab") as out:
        out.write(f"\n===== orrery {' '.join(args)} =====\n".encode())
        out.flush()
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", *args, env=env, stdout=out, stderr=out, start_new_session=True
        )


async def _stop(proc: asyncio.subprocess.Process) -> None:
    """SIGTERM, as a service manager stops the bot; SIGKILL for its whole group if it lingers."""
    if proc.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), STOP_WAIT)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()
    with contextlib.suppress(ProcessLookupError):  # anything of the bot's own still in its group
        os.killpg(proc.pid, signal.SIGKILL)


def _tail(log: Path, lines: int = 30) -> str:
    with contextlib.suppress(FileNotFoundError):
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    return "(no log)"


async def _saver(double: LocalDouble, closing: asyncio.Event) -> None:
    """Saves now and then while something changed; returns once ``closing`` is set and no write
    is under way (the last save is the launcher's, after the bot has stopped)."""
    while not closing.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(closing.wait(), SAVE_EVERY)
        if double.dirty and not closing.is_set():
            await double.save_aside()


async def serve(args: argparse.Namespace) -> int:
    db = Path(args.db).resolve()
    log = db.with_suffix(".log")
    double = LocalDouble(db.with_suffix(".double.json"), port=args.port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await double.start()
    except OSError as exc:
        await double.stop()
        print(f"orrery local: cannot listen on 127.0.0.1:{args.port} ({exc.strerror})", file=sys.stderr)
        return 2
    env = bot_env(double, db)
    children: list[asyncio.subprocess.Process] = []
    closing = asyncio.Event()
    saver = asyncio.create_task(_saver(double, closing))
    try:
        children.append(await _child(["sync"], env, log))
        if not await _until(children[-1].wait(), stop):
            return 0
        if children[-1].returncode != 0:
            print(f"orrery local: orrery sync failed:\n{_tail(log)}", file=sys.stderr)
            return 1
        children.append(await _child(["run"], env, log))
        return await _watch(double, children[-1], stop, log)
    finally:
        closing.set()
        await saver
        for child in children:
            await _stop(child)
        double.save()
        await double.stop()


async def _until(work: Any, stop: asyncio.Event) -> bool:
    """Awaits ``work`` unless a stop comes first (False then)."""
    task = asyncio.ensure_future(work)
    stopped = asyncio.create_task(stop.wait())
    await asyncio.wait({task, stopped}, return_when=asyncio.FIRST_COMPLETED)
    stopped.cancel()
    if task.done():
        return True
    task.cancel()
    return False


async def _watch(double: LocalDouble, bot: asyncio.subprocess.Process, stop: asyncio.Event, log: Path) -> int:
    """Prints the address once the bot is connected, then waits for a stop or for the bot to end."""
    ready = asyncio.create_task(double.wait_ready(timeout=120))
    ended = asyncio.create_task(bot.wait())
    stopped = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({ready, ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if ready.done() and ready.exception() is None and not ended.done():
            print(f"Orrery local: {double.base_url}/  (log: {log.name}; Ctrl-C stops)", flush=True)
            await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if stopped.done():
            return 0
        if ended.done():
            print(f"orrery local: the bot stopped (exit {bot.returncode}):\n{_tail(log)}", file=sys.stderr)
        else:
            print(f"orrery local: the bot did not connect:\n{_tail(log)}", file=sys.stderr)
        return 1
    finally:
        for task in (ready, ended, stopped):
            task.cancel()


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="orrery local", description="the bot and a loopback Discord, in your browser")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"on 127.0.0.1 (default {DEFAULT_PORT}; 0: any)")
    p.add_argument("--db", default=DEFAULT_DB, help=f"the bot's SQLite file (default ./{DEFAULT_DB})")
    return asyncio.run(serve(p.parse_args(argv)))
