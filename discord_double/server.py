"""A loopback Discord double: the slice of API v10 (REST + gateway) a bot uses, on 127.0.0.1.

The double keeps one guild with one text channel (``add_guild`` adds more, each with its own
channel, for tests of what crosses servers), a set of users who are members of every guild, the
bot's registered commands,
every message (with attachments as bytes), every interaction and what the bot answered to it.
Tests drive it through :class:`~discord_double.client.DoubleClient` (HTTP under ``/_test/``)
or directly through the methods of :class:`DiscordDouble` when they run in the same process.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import itertools
import json
import logging
import re
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import channel_rules as rules
from . import validate
from .ratelimits import BANNED_BODY, DISCORD_LIMITS, TOKEN_IN_PATH_PREFIXES, Limits, RateLimiter, refusal

log = logging.getLogger("discord_double")

API_PREFIX = "/api/v10"
EPHEMERAL = 64
LOADING = 128
CALLBACK_WINDOW = 3.0  # seconds to answer an interaction
TOKEN_LIFETIME = 15 * 60.0  # seconds an interaction token works for follow-ups
ALL_PERMISSIONS = str((1 << 50) - 1)
#: what the guild's @everyone role grants: everything but Administrator, which would override the
#: channel overwrites the double enforces (a client computing the bot's permissions from its cache
#: must reach the double's answer)
ROLE_PERMISSIONS = str(((1 << 50) - 1) & ~(1 << 3))
ATTACHMENT_LIMIT = 10 * 1024 * 1024
DISCORD_EPOCH_MS = 1_420_070_400_000
NONCE_WINDOW = 5 * 60.0  # seconds an enforced nonce is remembered (Discord: a few minutes)
#: the bucket headers a request that passed the limits is answered with
_RATELIMIT_HEADERS = web.RequestKey("ratelimit_headers", dict)
IDENTIFY_SECONDS = 5.0  # one IDENTIFY per max_concurrency bucket per this many seconds
HEARTBEAT_SLACK = 1.5  # a connection silent for this many heartbeat intervals is closed


class DoubleError(Exception):
    """A Discord-style error answer: HTTP status, JSON error code, message (and field errors)."""

    def __init__(self, status: int, code: int, message: str, errors: dict | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> dict:
        out: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            out["errors"] = self.errors
        return out


def _identify_shard(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's ``shard`` ([id, count]; absent: [0, 1]), or None when Discord would refuse it (4010)."""
    if value is None:
        return (0, 1)
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) for v in value)
        and 0 <= value[0] < value[1]
    ):
        return (value[0], value[1])
    return None


def json_response(data: Any, status: int = 200, headers: dict | None = None) -> web.Response:
    """JSON with Content-Type exactly application/json (discord.py ignores the body otherwise)."""
    h = {"Content-Type": "application/json"}
    h.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=h)


class Clock:
    """Monotonic time the tests can move forward (interaction windows and token lifetimes use it)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def iso(self) -> str:
        t = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self.offset)
        return t.isoformat()

    def epoch_ms(self) -> int:
        """Milliseconds since Discord's epoch (2015-01-01) on this clock, as snowflakes carry them."""
        return int((time.time() + self.offset) * 1000) - DISCORD_EPOCH_MS


_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")
_EVERYONE = re.compile(r"@(everyone|here)\b")


def pings(content: str, allowed: dict | None) -> tuple[list[str], list[str], bool]:
    """Who a new message's content notifies under its ``allowed_mentions`` (Discord's rules:
    without one, every mention counts; ``parse`` names the kinds parsed from the content, and
    explicit ``users`` / ``roles`` lists allow just those)."""
    users = list(dict.fromkeys(_USER_MENTION.findall(content)))
    roles = list(dict.fromkeys(_ROLE_MENTION.findall(content)))
    everyone = bool(_EVERYONE.search(content))
    if allowed is None:
        return users, roles, everyone
    parse = set(allowed.get("parse") or [])
    if "users" not in parse:
        listed = {str(u) for u in allowed.get("users") or []}
        users = [u for u in users if u in listed]
    if "roles" not in parse:
        listed = {str(r) for r in allowed.get("roles") or []}
        roles = [r for r in roles if r in listed]
    return users, roles, everyone and "everyone" in parse


@dataclass
class User:
    id: str
    username: str
    bot: bool = False
    dms_closed: bool = False
    #: the member's permissions in the guild's channels (a bit set as a string); None: all of them
    permissions: str | None = None
    #: the ids of the guild roles the member holds
    roles: list[str] = field(default_factory=list)
    #: the language of the user's Discord client, sent with each of their interactions
    locale: str = "en-US"
    #: the name the user shows (their global name); None: their username, capitalised
    display: str | None = None

    @property
    def member_permissions(self) -> str:
        return ALL_PERMISSIONS if self.permissions is None else self.permissions

    def payload(self) -> dict:
        out = {
            "id": self.id,
            "username": self.username,
            "global_name": self.display if self.display is not None else self.username.capitalize(),
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
        }
        if self.bot:
            out["bot"] = True
        return out


@dataclass
class Attachment:
    id: str
    filename: str
    data: bytes
    content_type: str | None
    description: str | None = None


@dataclass
class Message:
    id: str
    channel_id: str
    author: User
    content: str = ""
    embeds: list = field(default_factory=list)
    components: list = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    ephemeral_to: str | None = None  # user id: the only one who sees it
    interaction_id: str | None = None  # the interaction this message answers
    type: int = 0
    created: float = 0.0  # clock time
    edited: float | None = None
    edits: int = 0
    webhook_id: str | None = None
    deleted: bool = False
    serial: int = 0  # order of creation across the whole double
    nonce: str | None = None
    #: each create or edit that carried content: the ``allowed_mentions`` it sent (None: none sent,
    #: so Discord's default applied: every mention in the content counts)
    mention_rules: list[dict | None] = field(default_factory=list)
    #: who the message notified when it was created: user ids, role ids, and @everyone / @here
    pinged_users: list[str] = field(default_factory=list)
    pinged_roles: list[str] = field(default_factory=list)
    pinged_everyone: bool = False
    #: what the message said before each edit (content, embeds, components): a reader may have
    #: seen any of them, so audits read them all
    earlier: list[dict] = field(default_factory=list)


@dataclass
class Channel:
    id: str
    type: int  # 0 text, 1 DM, 11 public thread, 12 private thread
    name: str | None = None
    parent_id: str | None = None
    recipient: User | None = None  # DM
    owner_id: str | None = None
    guild_id: str | None = None  # the guild of a text channel or thread (None: a DM)
    messages: list[Message] = field(default_factory=list)
    bot_deny: int = 0  # permissions this channel's overwrite denies the bot (see channel_rules)
    archived: bool = False  # threads: archived after auto_archive_duration minutes without a message
    locked: bool = False
    auto_archive_duration: int = 1440
    last_activity: float = 0.0  # clock time of the thread's creation or last message
    archive_timestamp: str | None = None  # ISO time the archive state last changed


@dataclass
class Interaction:
    id: str
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete, 5 modal submit
    user: User
    channel_id: str
    payload: dict
    dispatched_at: float
    message_id: str | None = None  # component interactions: the message the component is on
    response_type: int | None = None
    responded_at: float | None = None
    original_id: str | None = None  # the message '@original' refers to
    followup_ids: list[str] = field(default_factory=list)
    edited_original: bool = False  # it edited the message '@original' refers to (a panel turned in place)
    choices: list | None = None  # autocomplete result
    modal: dict | None = None
    errors: list[dict] = field(default_factory=list)  # error answers given to the bot for this interaction
    acked: asyncio.Event = field(default_factory=asyncio.Event)

    def summary(self) -> dict:
        return {
            "id": self.id,
            "type": self.type,
            "user_id": self.user.id,
            "response_type": self.response_type,
            "latency": None if self.responded_at is None else self.responded_at - self.dispatched_at,
            "original_id": self.original_id,
            "followup_ids": list(self.followup_ids),
            "edited_original": self.edited_original,
            "choices": self.choices,
            "modal": self.modal,
            "errors": list(self.errors),
        }


def _focused_type(payload: dict) -> int | None:
    """The type of the option an autocomplete interaction is focused on."""
    stack = list((payload.get("data") or {}).get("options") or [])
    while stack:
        o = stack.pop()
        if o.get("focused"):
            return o["type"]
        stack.extend(o.get("options") or [])
    return None


@dataclass
class RateLimitRule:
    """The next ``count`` requests matching ``route`` get 429 with ``retry_after``."""

    route: str  # "*", "METHOD /template/{x}" or "METHOD /concrete/path"
    count: int
    retry_after: float
    is_global: bool = False
    hits: int = 0


@dataclass(frozen=True)
class Exchange:
    """One REST request and the double's answer, as a traffic check reads them."""

    at: float  # the double's clock
    method: str
    path: str  # the concrete path under /api/v10
    template: str
    status: int
    client: str  # the User-Agent (discord.py's "DiscordBot (...)", or a test's client)
    answer: str = ""  # the body of an error answer (4xx, 5xx), for the record


@dataclass
class _Heartbeats:
    last: float  # loop time of the connection's last heartbeat (or of its opening)


@dataclass
class Session:
    """One gateway session: the events sent on it, kept so a RESUME can replay what was missed."""

    id: str
    seq: int = 0
    events: list[dict] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    resumes: int = 0
    shard: tuple[int, int] = (0, 1)  # [id, count] as IDENTIFY gave it

    def serves(self, guild_id: str | None) -> bool:
        """Whether Discord sends this session the events of ``guild_id`` (None: a DM, shard 0's)."""
        shard_id, count = self.shard
        return shard_of(guild_id, count) == shard_id


def shard_of(guild_id: str | None, count: int) -> int:
    """The shard that carries a guild's events: Discord's ``(guild_id >> 22) % count``; DMs go to shard 0."""
    return 0 if guild_id is None else (int(guild_id) >> 22) % count


class DiscordDouble:
    """The server and its state. ``async with DiscordDouble(users=[...]) as d:`` starts it on a free port."""

    def __init__(
        self,
        users: list[str] | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        heartbeat_interval_ms: int = 41250,
        token: str | None = None,
        limits: Limits = DISCORD_LIMITS,
        shards: int = 1,
        max_concurrency: int = 1,
    ) -> None:
        self.host, self.port = host, port
        #: whether a message keeps its versions before each edit (tests audit them; ``orrery
        #: local`` runs for days and keeps only what is shown now)
        self.keep_earlier = True
        self.shard_count = shards  # what GET /gateway/bot recommends
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.clock = Clock()
        # the bot token it accepts; any other is answered 401 (REST) or closed 4004 (gateway)
        self.token = token or "double." + secrets.token_urlsafe(24)
        # Discord's rate limits (ratelimits.py); tests that need none pass limits=NO_LIMITS
        self.limiter = RateLimiter(limits, self.clock.now)
        # snowflakes carry their time above bit 22, as Discord's do (milliseconds since 2015 on
        # the double's clock, so an advanced clock makes later ids), at least one millisecond
        # apart, so consecutive guilds fall on different shards as (guild_id >> 22) % count spreads them
        self._last_ms = 0
        self._serial = itertools.count(1)
        self.bot = User(self.snowflake(), "orrery", bot=True)
        self.app_id = self.bot.id
        self.owner = User(self.snowflake(), "owner")
        self.guild_id = self.snowflake()
        self.guilds: dict[str, str] = {self.guild_id: "Orrery test guild"}  # id -> name
        self.users: dict[str, User] = {}
        self.channels: dict[str, Channel] = {}
        # no open thread can have gone idle before this time on the clock (a message only moves
        # a thread's moment later; a new, reopened or re-timed thread brings the look forward)
        self._next_archive_look = 0.0
        self.messages: dict[str, Message] = {}
        self.interactions: dict[str, Interaction] = {}
        self._by_token: dict[str, Interaction] = {}
        self.global_commands: list[dict] = []
        self.guild_commands: list[dict] = []
        self.sessions: dict[str, Session] = {}
        self._start_records(max_concurrency)
        self.changed = asyncio.Condition()
        self.listeners: list[Callable[[str, Any], None]] = []  # (event, object) hooks for benches
        self.channel = self._add_channel(Channel(self.snowflake(), 0, name="games", guild_id=self.guild_id))
        for name in users or ["alice", "bob", "carol", "dave"]:
            self.add_user(name)
        self._runner: web.AppRunner | None = None

    def _start_records(self, max_concurrency: int) -> None:
        """What the double counts and keeps of the bot's sessions and requests, for tests to read."""
        self.identifies = 0  # sessions started
        self.max_concurrency = max_concurrency  # what GET /gateway/bot says, and what IDENTIFY obeys
        self._identified: dict[int, float] = {}  # max_concurrency bucket -> its last accepted IDENTIFY
        self.identify_times: list[tuple[float, int]] = []  # (clock, shard id) of every IDENTIFY
        self.identify_refusals = 0  # IDENTIFYs answered op 9 for coming too soon
        self.heartbeat_timeouts = 0
        self.ratelimits: list[RateLimitRule] = []
        self.requests: list[tuple[float, str, str, int]] = []  # (clock, method, route template, status)
        self.exchanges: list[Exchange] = []  # every REST request with its answer, in full
        self.keep_exchanges = True  # ``orrery local`` runs for days and keeps none
        self.unknown_routes: list[str] = []
        self._nonces: dict[tuple[str, str, str], Message] = {}
        self.nonce_dedupes = 0
        self.legacy_followup_edits = 0  # follow-ups that replaced a deferred "thinking" message
        self.permission_refusals = 0  # 50013 answers given to the bot

    # -- lifecycle --------------------------------------------------------------------------------

    async def start(self) -> DiscordDouble:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=0.5)
        await self._runner.setup()
        if self.port == 0:
            # pick the port ourselves so the URLs are known before the site starts
            with socket.socket() as s:
                s.bind((self.host, 0))
                self.port = s.getsockname()[1]
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        return self

    async def stop(self) -> None:
        for s in self.sessions.values():
            if s.ws is not None and not s.ws.closed:
                await s.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> DiscordDouble:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_url(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    def env(self) -> dict[str, str]:
        """The settings a bot reads to reach this double (and to pace its posts by its clock)."""
        env = {"ORRERY_DISCORD_API": self.api_url, "ORRERY_DISCORD_GATEWAY": self.gateway_url}
        if self.limiter.limits.enabled:
            env["ORRERY_CHANNEL_WINDOW_SECONDS"] = f"{self.limiter.limits.channel_window:g}"
        return env

    def auth_headers(self) -> dict[str, str]:
        """What a plain HTTP client sends to be the bot."""
        return {"Authorization": f"Bot {self.token}"}

    # -- state helpers ----------------------------------------------------------------------------

    def snowflake(self) -> str:
        self._last_ms = max(self._last_ms + 1, self.clock.epoch_ms())
        return str(self._last_ms << 22)

    def add_user(self, name: str, *, dms_closed: bool = False) -> User:
        user = User(self.snowflake(), name, dms_closed=dms_closed)
        self.users[user.id] = user
        return user

    def user(self, key: str) -> User:
        """A user by id or by name."""
        if key in self.users:
            return self.users[key]
        if key == self.bot.id or key == self.bot.username:
            return self.bot
        for u in self.users.values():
            if u.username == key:
                return u
        raise DoubleError(404, 10013, f"Unknown User {key}")

    async def add_guild(self, name: str = "Another guild", *, shard: int | None = None) -> Channel:
        """A second (third…) guild the bot is in, with one text channel, which it returns. The
        same users are members. A connected bot is told at once (GUILD_CREATE), as when it joins.
        ``shard``: an id whose guild falls on that shard of ``shard_count``."""
        if shard is not None and not 0 <= shard < self.shard_count:
            raise ValueError(f"shard {shard} is not one of {self.shard_count}")
        guild_id = self.snowflake()
        while shard is not None and shard_of(guild_id, self.shard_count) != shard:
            guild_id = self.snowflake()
        self.guilds[guild_id] = name
        channel = self._add_channel(Channel(self.snowflake(), 0, name="games", guild_id=guild_id))
        session = self.session_for(guild_id)
        if session is not None:
            await self._dispatch_to(session, "GUILD_CREATE", self.guild_payload(guild_id))
        return channel

    def _add_channel(self, ch: Channel) -> Channel:
        self.channels[ch.id] = ch
        self._next_archive_look = 0.0
        return ch

    def get_channel(self, channel_id: str) -> Channel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise DoubleError(404, 10003, "Unknown Channel") from None

    def get_message(self, channel_id: str, message_id: str) -> Message:
        m = self.messages.get(message_id)
        if m is None or m.deleted or m.channel_id != channel_id:
            raise DoubleError(404, 10008, "Unknown Message")
        return m

    def dm_channel(self, user: User) -> Channel:
        for ch in self.channels.values():
            if ch.type == 1 and ch.recipient is user:
                return ch
        return self._add_channel(Channel(self.snowflake(), 1, recipient=user))

    def visible(self, user: User, m: Message) -> bool:
        if m.deleted:
            return False
        if m.ephemeral_to is not None and m.ephemeral_to != user.id:
            return False
        if m.flags & LOADING and m.ephemeral_to is None:
            return True
        ch = self.channels[m.channel_id]
        return ch.type != 1 or ch.recipient is user

    # -- permissions and archived threads (rules in channel_rules) ---------------------------------

    def bot_permissions(self, ch: Channel) -> int:
        return rules.bot_permissions(ch, self.channels.get(ch.parent_id or ""))

    def require(self, ch: Channel, needed: list[str]) -> None:
        """Refuses (403, 50013) unless the bot holds every permission ``needed`` in ``ch``."""
        if rules.missing(self.bot_permissions(ch), *needed):
            self.permission_refusals += 1
            raise DoubleError(*rules.MISSING_PERMISSIONS)

    async def set_archived(self, ch: Channel, archived: bool, locked: bool | None = None) -> None:
        """Archives or unarchives a thread, and tells a connected bot (THREAD_UPDATE)."""
        ch.archived = archived
        if locked is not None:
            ch.locked = locked
        ch.archive_timestamp = self.clock.iso()
        if not archived:
            ch.last_activity = self.clock.now()
            self._next_archive_look = 0.0
        session = self.session_for(ch.guild_id or self.guild_id)
        if session is not None:
            await self._dispatch_to(session, "THREAD_UPDATE", self.channel_payload(ch))
        await self._notify("archive" if archived else "unarchive", ch)

    async def archive_idle_threads(self) -> list[Channel]:
        """Archives every thread that has had no message for its auto-archive duration (every
        request asks: the channels are only looked through when one may be due)."""
        now = self.clock.now()
        if now < self._next_archive_look:
            return []
        idle = [c for c in self.channels.values() if rules.idle_for(c, now)]
        for ch in idle:
            await self.set_archived(ch, True)
        self._next_archive_look = min(
            (rules.archive_due(c) for c in self.channels.values() if rules.is_thread(c) and not c.archived),
            default=float("inf"),
        )
        return idle

    def refuse_in_archived(self, ch: Channel) -> None:
        """Commands and components cannot be used in an archived thread."""
        if rules.is_thread(ch) and ch.archived:
            raise DoubleError(*rules.ARCHIVED)

    async def _notify(self, event: str, obj: Any) -> None:
        for fn in list(self.listeners):
            fn(event, obj)
        async with self.changed:
            self.changed.notify_all()

    # -- payloads ---------------------------------------------------------------------------------

    def member_payload(self, user: User) -> dict:
        return {
            "user": user.payload(),
            "nick": None,
            "avatar": None,
            "roles": list(user.roles),
            "joined_at": "2026-01-01T00:00:00+00:00",
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }

    def channel_payload(self, ch: Channel) -> dict:
        if ch.type == 1:
            last = ch.messages[-1].id if ch.messages else None
            return {"id": ch.id, "type": 1, "last_message_id": last, "recipients": [ch.recipient.payload()]}
        out: dict[str, Any] = {
            "id": ch.id,
            "type": ch.type,
            "guild_id": ch.guild_id or self.guild_id,
            "name": ch.name,
            "position": 0,
            "permission_overwrites": rules.overwrite_payload(self.bot.id, ch.bot_deny),
            "nsfw": False,
            "parent_id": ch.parent_id,
            "rate_limit_per_user": 0,
            "last_message_id": ch.messages[-1].id if ch.messages else None,
            "flags": 0,
            "topic": None,
        }
        if ch.type in (11, 12):
            out.update(
                owner_id=ch.owner_id,
                message_count=len(ch.messages),
                member_count=1,
                thread_metadata={
                    "archived": ch.archived,
                    "auto_archive_duration": ch.auto_archive_duration,
                    "archive_timestamp": ch.archive_timestamp or self.clock.iso(),
                    "locked": ch.locked,
                    "invitable": True,
                    "create_timestamp": self.clock.iso(),
                },
                total_message_sent=len(ch.messages),
            )
        return out

    def guild_payload(self, guild_id: str | None = None) -> dict:
        guild_id = guild_id or self.guild_id
        mine = [c for c in self.channels.values() if c.type != 1 and (c.guild_id or self.guild_id) == guild_id]
        everyone = {
            "id": guild_id,
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "position": 0,
            "permissions": ROLE_PERMISSIONS,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        members = [self.member_payload(u) for u in [self.bot, *self.users.values()]]
        return {
            "id": guild_id,
            "name": self.guilds[guild_id],
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": self.owner.id,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [everyone],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "large": False,
            "unavailable": False,
            "member_count": len(members),
            "voice_states": [],
            "members": members,
            "channels": [self.channel_payload(c) for c in mine if c.type == 0],
            "threads": [self.channel_payload(c) for c in mine if c.type in (11, 12) and not c.archived],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def attachment_payload(self, m: Message, a: Attachment) -> dict:
        url = f"{self.base_url}/attachments/{m.channel_id}/{a.id}/{a.filename}"
        out = {
            "id": a.id,
            "filename": a.filename,
            "size": len(a.data),
            "url": url,
            "proxy_url": url,
            "flags": 0,
        }
        if a.content_type:
            out["content_type"] = a.content_type
        if a.description:
            out["description"] = a.description
        if a.data[:8] == b"\x89PNG\r\n\x1a\n" and len(a.data) >= 24:
            out["width"] = int.from_bytes(a.data[16:20], "big")
            out["height"] = int.from_bytes(a.data[20:24], "big")
        return out

    def message_payload(self, m: Message) -> dict:
        ch = self.channels[m.channel_id]
        out: dict[str, Any] = {
            "id": m.id,
            "channel_id": m.channel_id,
            "author": m.author.payload(),
            "content": m.content,
            "timestamp": self.clock.iso(),
            "edited_timestamp": None if m.edited is None else self.clock.iso(),
            "tts": False,
            "mention_everyone": m.pinged_everyone,
            "mentions": [self.users[u].payload() for u in m.pinged_users if u in self.users],
            "mention_roles": list(m.pinged_roles),
            "attachments": [self.attachment_payload(m, a) for a in m.attachments],
            "embeds": m.embeds,
            "pinned": False,
            "type": m.type,
            "flags": m.flags,
            "components": m.components,
        }
        if ch.type != 1:
            out["guild_id"] = ch.guild_id or self.guild_id
        if m.webhook_id:
            out["webhook_id"] = m.webhook_id
            out["application_id"] = self.app_id
        if m.interaction_id:
            inter = self.interactions[m.interaction_id]
            out["interaction_metadata"] = {
                "id": inter.id,
                "type": inter.type,
                "user": inter.user.payload(),
                "authorizing_integration_owners": {"0": self.guild_id},
            }
        return out

    def public_message(self, m: Message) -> dict:
        """What the test API shows about a message (attachments by name, not bytes)."""
        return {
            "id": m.id,
            "channel_id": m.channel_id,
            "channel_type": self.channels[m.channel_id].type,
            "author_id": m.author.id,
            "content": m.content,
            "embeds": m.embeds,
            "components": m.components,
            "attachments": [
                {"id": a.id, "filename": a.filename, "size": len(a.data), "content_type": a.content_type}
                for a in m.attachments
            ],
            "flags": m.flags,
            "ephemeral": m.ephemeral_to is not None,
            "ephemeral_to": m.ephemeral_to,
            "interaction_id": m.interaction_id,
            "edits": m.edits,
            "serial": m.serial,
            "nonce": m.nonce,
            "mention_rules": list(m.mention_rules),
            "pinged_users": list(m.pinged_users),
            "pinged_roles": list(m.pinged_roles),
            "pinged_everyone": m.pinged_everyone,
            "earlier": list(m.earlier),
        }

    # -- messages ---------------------------------------------------------------------------------

    def _components(self, rows: list) -> list:
        """Components as Discord stores them: defaults filled in, each with a numeric id."""
        counter = itertools.count(1)
        out = []
        for row in rows:
            items = []
            for c in row.get("components", []):
                c = dict(c)
                c.setdefault("id", next(counter))
                if c.get("type") == 2:
                    c.setdefault("disabled", False)
                elif c.get("type") == 3:
                    c.setdefault("min_values", 1)
                    c.setdefault("max_values", 1)
                    c.setdefault("disabled", False)
                items.append(c)
            out.append({"type": 1, "id": next(counter), "components": items})
        return out

    def _resolve_embeds(self, embeds: list, attachments: list[Attachment], m_channel: str) -> list:
        names = {a.filename for a in attachments}
        out = []
        for e in embeds:
            e = json.loads(json.dumps(e))
            for key in ("image", "thumbnail"):
                url = (e.get(key) or {}).get("url", "")
                if url.startswith("attachment://"):
                    name = url[len("attachment://") :]
                    if name not in names:
                        raise DoubleError(
                            400, 50035, "Invalid Form Body", {f"embeds.{key}.url": f"no attachment named {name}"}
                        )
                    e[key]["proxy_url"] = e[key]["url"]
            out.append(e)
        return out

    def _build_attachments(self, payload: dict, files: list[tuple[int, str, bytes, str | None]]) -> list[Attachment]:
        described = {}
        for a in payload.get("attachments") or []:
            if isinstance(a, dict) and "id" in a:
                described[str(a["id"])] = a
        out = []
        for index, filename, data, ctype in files:
            meta = described.get(str(index), {})
            if len(data) > ATTACHMENT_LIMIT:
                raise DoubleError(413, 40005, "Request entity too large")
            out.append(
                Attachment(
                    self.snowflake(), meta.get("filename") or filename, data, ctype, description=meta.get("description")
                )
            )
        return out

    async def create_message(
        self,
        channel: Channel,
        author: User,
        payload: dict,
        files: list | None = None,
        *,
        ephemeral_to: str | None = None,
        interaction_id: str | None = None,
        webhook: bool = False,
        message_type: int = 0,
    ) -> Message:
        files = files or []
        errors = validate.check_message(payload, len(files), channel_message=interaction_id is None)
        if errors:
            raise DoubleError(400, 50035, "Invalid Form Body", errors)
        if channel.type == 1 and channel.recipient is not None and channel.recipient.dms_closed and not interaction_id:
            raise DoubleError(403, 50007, "Cannot send messages to this user")
        nonce_key, earlier = self._earlier_by_nonce(channel, author, payload)
        if earlier is not None:
            return earlier
        attachments = self._build_attachments(payload, files)
        flags = int(payload.get("flags") or 0)
        content = payload.get("content") or ""
        embeds = self._resolve_embeds(payload.get("embeds") or [], attachments, channel.id)
        if not (content or embeds or attachments or payload.get("components") or flags & LOADING):
            raise DoubleError(400, 50006, "Cannot send an empty message")
        if rules.is_thread(channel):
            refused = rules.refusal_to_post(channel, self.bot_permissions(channel) if author is self.bot else 0)
            if refused is not None:
                raise DoubleError(*refused)
            if channel.archived:  # a message unarchives a thread (a locked one: a moderator's only)
                await self.set_archived(channel, False)
            channel.last_activity = self.clock.now()
        m = Message(
            id=self.snowflake(),
            channel_id=channel.id,
            author=author,
            content=content,
            embeds=embeds,
            components=self._components(payload.get("components") or []),
            attachments=attachments,
            flags=flags,
            ephemeral_to=ephemeral_to,
            interaction_id=interaction_id,
            type=message_type,
            created=self.clock.now(),
            webhook_id=self.app_id if webhook else None,
            serial=next(self._serial),
            nonce=None if payload.get("nonce") is None else str(payload["nonce"]),
        )
        if content:
            m.mention_rules.append(payload.get("allowed_mentions"))
            m.pinged_users, m.pinged_roles, m.pinged_everyone = pings(content, payload.get("allowed_mentions"))
        self.messages[m.id] = m
        channel.messages.append(m)
        if nonce_key is not None:
            self._nonces[nonce_key] = m
        await self._notify("message", m)
        return m

    def _earlier_by_nonce(self, channel: Channel, author: User, payload: dict) -> tuple[tuple | None, Message | None]:
        """With ``enforce_nonce``: the key the new message is kept under, and the earlier message
        with the same nonce that Discord returns instead of creating a second one."""
        if not payload.get("enforce_nonce") or payload.get("nonce") is None:
            return None, None
        key = (channel.id, author.id, str(payload["nonce"]))
        earlier = self._nonces.get(key)
        # only within Discord's window: a nonce repeated later makes a second message
        if earlier is not None and not earlier.deleted and self.clock.now() - earlier.created < NONCE_WINDOW:
            self.nonce_dedupes += 1
            return key, earlier
        return key, None

    async def edit_message(self, m: Message, payload: dict, files: list | None = None) -> Message:
        files = files or []
        errors = validate.check_message(payload, len(files))
        if errors:
            raise DoubleError(400, 50035, "Invalid Form Body", errors)
        new = self._build_attachments(payload, files)
        if self.keep_earlier:
            m.earlier.append({"content": m.content, "embeds": m.embeds, "components": m.components})
        if "attachments" in payload:
            keep = {str(a["id"]) for a in payload["attachments"] or [] if isinstance(a, dict)}
            m.attachments = [a for a in m.attachments if a.id in keep]
        m.attachments = m.attachments + new
        if "content" in payload:
            m.content = payload["content"] or ""
            if m.content:  # an edit notifies nobody, but what it may mention is still its to say
                m.mention_rules.append(payload.get("allowed_mentions"))
        if "embeds" in payload:
            m.embeds = self._resolve_embeds(payload["embeds"] or [], m.attachments, m.channel_id)
        if "components" in payload:
            m.components = self._components(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            m.flags = (m.flags & EPHEMERAL) | (int(payload["flags"]) & ~EPHEMERAL)
        m.flags &= ~LOADING
        m.edited = self.clock.now()
        m.edits += 1
        await self._notify("edit", m)
        return m

    # -- gateway ----------------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": self.heartbeat_interval_ms}}))
        session: Session | None = None
        beats = _Heartbeats(asyncio.get_running_loop().time())
        watch = asyncio.create_task(self._watch_heartbeats(ws, beats))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                op = data.get("op")
                if op == 1:
                    beats.last = asyncio.get_running_loop().time()
                    await ws.send_str(json.dumps({"op": 11}))
                elif op == 2:
                    session = await self._identify(ws, data.get("d") or {}) or session
                    if ws.closed:
                        break
                elif op == 6:
                    session = await self._resume(ws, data.get("d") or {}) or session
        finally:
            watch.cancel()
            if session is not None and session.ws is ws:
                session.ws = None
        return ws

    async def _watch_heartbeats(self, ws: web.WebSocketResponse, beats: _Heartbeats) -> None:
        """Closes a connection that misses its heartbeat (a little slack for the client's jitter
        and the network), as Discord does with a zombie connection."""
        interval = self.heartbeat_interval_ms / 1000
        loop = asyncio.get_running_loop()
        while not ws.closed:
            due = beats.last + interval * HEARTBEAT_SLACK
            if loop.time() >= due:
                self.heartbeat_timeouts += 1
                await ws.close(code=4009, message=b"Session timed out.")
                return
            await asyncio.sleep(due - loop.time())

    async def _identify(self, ws: web.WebSocketResponse, d: dict) -> Session | None:
        """A new session, unless Discord would refuse it: a wrong token (4004), a bad shard
        (4010), or an IDENTIFY sooner than 5 s after the last one in its ``max_concurrency``
        bucket (op 9, invalid session: the client waits and identifies again)."""
        if d.get("token") not in (self.token, f"Bot {self.token}"):
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = _identify_shard(d.get("shard"))
        if shard is None:
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        now = self.clock.now()
        bucket = shard[0] % self.max_concurrency
        last = self._identified.get(bucket)
        self.identify_times.append((now, shard[0]))
        if last is not None and now - last < IDENTIFY_SECONDS:
            self.identify_refusals += 1
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        self._identified[bucket] = now
        self.identifies += 1
        session = Session(self.snowflake(), shard=shard)
        self.sessions[session.id] = session
        session.ws = ws
        await self._dispatch_to(session, "READY", self._ready_payload(session))
        for guild_id in self.guilds:
            if session.serves(guild_id):
                await self._dispatch_to(session, "GUILD_CREATE", self.guild_payload(guild_id))
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: dict) -> Session | None:
        session = self.sessions.get(d.get("session_id"))
        if session is None:
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        session.ws = ws
        session.resumes += 1
        for ev in session.events:
            if ev["s"] > (d.get("seq") or 0):
                await ws.send_str(json.dumps(ev))
        await self._dispatch_to(session, "RESUMED", {})
        await self._notify("resumed", session)
        return session

    def _ready_payload(self, session: Session) -> dict:
        return {
            "v": 10,
            "user": self.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": g, "unavailable": True} for g in self.guilds if session.serves(g)],
            "session_id": session.id,
            "resume_gateway_url": self.gateway_url,
            "shard": list(session.shard),
            "application": {"id": self.app_id, "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "presences": [],
            "geo_ordered_rtc_regions": [],
            "guild_join_requests": [],
            "_trace": ["discord-double"],
        }

    async def _dispatch_to(self, session: Session, event: str, data: dict) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.events.append(frame)
        if len(session.events) > 10_000:
            del session.events[:5_000]
        if session.ws is not None and not session.ws.closed:
            try:
                await session.ws.send_str(json.dumps(frame))
            except ConnectionResetError:
                session.ws = None

    def live_session(self) -> Session | None:
        """The newest session (the bot's current one); events for it queue while it reconnects."""
        return next(reversed(self.sessions.values()), None)

    def session_for(self, guild_id: str | None) -> Session | None:
        """The newest session of the shard that carries ``guild_id``'s events (None: DMs, shard 0)."""
        return next((s for s in reversed(self.sessions.values()) if s.serves(guild_id)), None)

    def shard_sessions(self) -> dict[tuple[int, int], Session]:
        """Each shard's newest session, by [id, count]."""
        newest: dict[tuple[int, int], Session] = {}
        for session in self.sessions.values():
            newest[session.shard] = session
        return newest

    async def dispatch(self, event: str, data: dict, guild_id: str | None = None) -> None:
        """Sends an event on the session of the shard that carries ``guild_id`` (None: shard 0)."""
        session = self.session_for(guild_id)
        if session is None:
            raise DoubleError(409, 0, "no bot is connected to the gateway for that guild's shard")
        await self._dispatch_to(session, event, data)

    async def wait_ready(self, timeout: float = 10.0, *, identifies: int = 1, shards: int | None = None) -> None:
        """Waits until the bot has identified ``identifies`` times (and its session is live);
        with ``shards``, until each of shards 0 to ``shards - 1`` has a live session too."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            s = self.live_session()
            if self.identifies >= identifies and s is not None and s.ws is not None:
                live = {k[0] for k, v in self.shard_sessions().items() if k[1] == shards and v.ws is not None}
                if shards is None or live >= set(range(shards)):
                    return
            await asyncio.sleep(0.01)
        raise TimeoutError("the bot did not connect to the gateway")

    async def force_reconnect(self, *, drop: bool = False) -> None:
        """Tells the bot to reconnect (op 7), or just drops its socket when ``drop``; it resumes."""
        s = self.live_session()
        if s is None or s.ws is None:
            raise DoubleError(409, 0, "no live gateway session")
        ws, s.ws = s.ws, None
        if drop:
            await ws.close(code=4000)
        else:
            await ws.send_str(json.dumps({"op": 7, "d": None}))

    # -- commands ---------------------------------------------------------------------------------

    def _store_commands(self, payload: list, guild: bool) -> list[dict]:
        errors = validate.check_commands(payload)
        if errors:
            raise DoubleError(400, 50035, "Invalid Form Body", errors)
        out = []
        for cmd in payload:
            c = json.loads(json.dumps(cmd))
            c.setdefault("type", 1)
            c.update(id=self.snowflake(), application_id=self.app_id, version=self.snowflake())
            c.setdefault("description", "")
            c.setdefault("default_member_permissions", None)
            if guild:
                c["guild_id"] = self.guild_id
            out.append(c)
        if guild:
            self.guild_commands = out
        else:
            self.global_commands = out
        return out

    def find_command(self, name: str) -> dict:
        for c in self.guild_commands + self.global_commands:
            if c["name"] == name and c.get("type", 1) == 1:
                return c
        raise DoubleError(404, 10063, f"Unknown application command /{name}")

    def _command_options(self, cmd: dict, path: list[str], values: dict, focused: str | None) -> list[dict]:
        """Builds the options tree of a command invocation; ``path`` names subcommand group/subcommand."""
        opts = cmd.get("options") or []
        if path:
            sub = next((o for o in opts if o["name"] == path[0] and o["type"] in (1, 2)), None)
            if sub is None:
                raise DoubleError(404, 10063, f"Unknown subcommand {path[0]}")
            return [
                {
                    "type": sub["type"],
                    "name": sub["name"],
                    "options": self._command_options(sub, path[1:], values, focused),
                }
            ]
        out = []
        known = {o["name"]: o for o in opts}
        for spec in opts:
            if spec.get("required") and spec["name"] not in values:
                raise DoubleError(400, 50035, f"Missing required option {spec['name']}")
        for key, value in values.items():
            if key not in known:
                raise DoubleError(400, 50035, f"Unknown option {key}")
            spec = known[key]
            otype = spec["type"]
            value = str(value) if key == focused else self._option_value(spec, value)
            o: dict[str, Any] = {"type": otype, "name": key, "value": value}
            if key == focused:
                o["focused"] = True
            out.append(o)
        return out

    def _resolved(self, options: list[dict], ch: Channel) -> dict:
        """The resolved users/members of user options, as Discord attaches them."""
        users, members = {}, {}
        stack = list(options)
        while stack:
            o = stack.pop()
            stack.extend(o.get("options", []))
            if o["type"] in (validate.USER, validate.MENTIONABLE) and not o.get("focused"):
                u = self.user(o["value"])
                users[u.id] = u.payload()
                if ch.type != 1:
                    m = self.member_payload(u)
                    m.pop("user")
                    members[u.id] = m | {"permissions": u.member_permissions}
        out: dict[str, Any] = {}
        if users:
            out["users"] = users
        if members:
            out["members"] = members
        return out

    def _option_value(self, spec: dict, value: Any) -> Any:
        """A typed option value, refused (400) where Discord's client would not let the user send it."""
        otype, name = spec["type"], spec["name"]
        try:
            if otype == validate.INTEGER:
                value = int(value)
            elif otype == validate.NUMBER:
                value = float(value)
            elif otype == validate.BOOLEAN:
                value = bool(value)
            elif otype in (validate.USER, validate.MENTIONABLE):
                value = self.user(str(value)).id
            elif otype == validate.STRING:
                value = str(value)
        except (TypeError, ValueError):
            raise DoubleError(400, 50035, f"Option {name} must be of type {otype}") from None
        if otype in (validate.INTEGER, validate.NUMBER):
            if "min_value" in spec and value < spec["min_value"]:
                raise DoubleError(400, 50035, f"Option {name} is below {spec['min_value']}")
            if "max_value" in spec and value > spec["max_value"]:
                raise DoubleError(400, 50035, f"Option {name} is above {spec['max_value']}")
        if otype == validate.STRING and not spec.get("min_length", 0) <= len(value) <= spec.get("max_length", 6000):
            raise DoubleError(400, 50035, f"Option {name} has the wrong length")
        if spec.get("choices") and value not in [c["value"] for c in spec["choices"]]:
            raise DoubleError(400, 50035, f"Option {name} must be one of its choices")
        return value

    # -- interactions -----------------------------------------------------------------------------

    def _interaction_base(self, itype: int, user: User, channel: Channel) -> dict:
        token = "itok_" + self.snowflake() + "_" + "x" * 40
        base: dict[str, Any] = {
            "id": self.snowflake(),
            "application_id": self.app_id,
            "type": itype,
            "token": token,
            "version": 1,
            "channel_id": channel.id,
            "channel": self.channel_payload(channel),
            "app_permissions": str(self.bot_permissions(channel)),
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_LIMIT,
        }
        if channel.type == 1:
            base.update(user=user.payload(), context=1, authorizing_integration_owners={"0": self.guild_id})
        else:
            guild_id = channel.guild_id or self.guild_id
            base.update(
                guild_id=guild_id,
                guild={"id": guild_id, "locale": "en-US", "features": []},
                guild_locale="en-US",
                member=self.member_payload(user) | {"permissions": user.member_permissions},
                context=0,
                authorizing_integration_owners={"0": guild_id},
            )
        return base

    async def _send_interaction(
        self, payload: dict, user: User, channel: Channel, message: Message | None = None
    ) -> Interaction:
        inter = Interaction(
            id=payload["id"],
            token=payload["token"],
            type=payload["type"],
            user=user,
            channel_id=channel.id,
            payload=payload,
            dispatched_at=self.clock.now(),
            message_id=message.id if message else None,
        )
        self.interactions[inter.id] = inter
        self._by_token[inter.token] = inter
        await self._notify("interaction", inter)
        await self.dispatch("INTERACTION_CREATE", payload, payload.get("guild_id"))
        return inter

    async def invoke(
        self,
        user: str,
        command: str,
        options: dict | None = None,
        *,
        channel_id: str | None = None,
        focused: str | None = None,
    ) -> Interaction:
        """User ``user`` runs ``/command`` ("orrery play" = command + subcommand path) with ``options``.

        With ``focused`` (an option name) it is an autocomplete request instead of a command.
        """
        u = self.user(user)
        ch = self.get_channel(channel_id) if channel_id else self.channel
        if ch.type == 1 and ch.recipient is not u:
            raise DoubleError(403, 50001, "that user cannot use this DM channel")
        await self.archive_idle_threads()
        self.refuse_in_archived(ch)  # autocomplete too: Discord's client offers no command there
        words = command.strip().lstrip("/").split()
        cmd = self.find_command(words[0])
        data: dict[str, Any] = {
            "id": cmd["id"],
            "name": cmd["name"],
            "type": 1,
            "options": self._command_options(cmd, words[1:], options or {}, focused),
        }
        if "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        resolved = self._resolved(data["options"], ch)
        if resolved:
            data["resolved"] = resolved
        payload = self._interaction_base(4 if focused else 2, u, ch)
        payload["data"] = data
        return await self._send_interaction(payload, u, ch)

    async def press(
        self, user: str, message_id: str, custom_id: str, values: list[str] | None = None, *, crafted: bool = False
    ) -> Interaction:
        """User ``user`` presses the button (or picks ``values`` in the select) ``custom_id`` on a message.

        ``crafted``: a hostile client's forged press of a button that is not on the message."""
        u = self.user(user)
        m = self.messages.get(message_id)
        if m is None or m.deleted:
            raise DoubleError(404, 10008, "Unknown Message")
        if not self.visible(u, m):
            raise DoubleError(403, 50001, "that user cannot see this message")
        comp = None
        for row in m.components:
            for c in row.get("components", []):
                if c.get("custom_id") == custom_id:
                    comp = c
        if comp is None and crafted:
            comp = {"type": 2, "custom_id": custom_id}
        if comp is None:
            raise DoubleError(404, 0, f"no component {custom_id!r} on message {message_id}")
        if comp.get("disabled"):
            raise DoubleError(409, 0, f"component {custom_id!r} is disabled")
        await self.archive_idle_threads()
        self.refuse_in_archived(self.channels[m.channel_id])
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"]}
        if comp["type"] == 3:
            allowed = {o["value"] for o in comp.get("options", [])}
            values = list(values or [])
            if not comp.get("min_values", 1) <= len(values) <= comp.get("max_values", 1) or not set(values) <= allowed:
                raise DoubleError(400, 0, f"invalid select values {values!r}")
            data["values"] = values
        elif comp["type"] in (5, 6, 7, 8):
            data["values"] = list(values or [])
            data["resolved"] = {}
        ch = self.channels[m.channel_id]
        payload = self._interaction_base(3, u, ch)
        payload["data"] = data
        payload["message"] = self.message_payload(m)
        return await self._send_interaction(payload, u, ch, m)

    async def submit_modal(self, user: str, interaction_id: str, values: dict[str, str]) -> Interaction:
        """User ``user`` fills the modal the bot opened in answer to ``interaction_id``."""
        u = self.user(user)
        prior = self.interactions[interaction_id]
        if prior.modal is None:
            raise DoubleError(404, 0, "no modal was opened for that interaction")
        rows = []
        for row in prior.modal.get("components", []):
            items = []
            for c in row.get("components", []):
                items.append({"type": c["type"], "custom_id": c["custom_id"], "value": values.get(c["custom_id"], "")})
            rows.append({"type": 1, "components": items})
        ch = self.channels[prior.channel_id]
        payload = self._interaction_base(5, u, ch)
        payload["data"] = {"custom_id": prior.modal["custom_id"], "components": rows}
        return await self._send_interaction(payload, u, ch)

    def _interaction_for_callback(self, interaction_id: str, token: str) -> Interaction:
        inter = self.interactions.get(interaction_id)
        if inter is None or inter.token != token:
            raise DoubleError(404, 10062, "Unknown interaction")
        if self.clock.now() - inter.dispatched_at > CALLBACK_WINDOW:
            inter.errors.append({"code": 10062, "late_by": self.clock.now() - inter.dispatched_at - CALLBACK_WINDOW})
            raise DoubleError(404, 10062, "Unknown interaction")
        if inter.response_type is not None:
            inter.errors.append({"code": 40060})
            raise DoubleError(400, 40060, "Interaction has already been acknowledged.")
        return inter

    def _interaction_for_webhook(self, app_id: str, token: str) -> Interaction:
        inter = self._by_token.get(token)
        if app_id != self.app_id or inter is None:
            raise DoubleError(404, 10015, "Unknown Webhook")
        if self.clock.now() - inter.dispatched_at > TOKEN_LIFETIME:
            inter.errors.append({"code": 50027})
            raise DoubleError(401, 50027, "Invalid Webhook Token")
        if inter.response_type is None:
            raise DoubleError(404, 10015, "Unknown Webhook")
        return inter

    async def _callback(self, inter: Interaction, body: dict, files: list) -> dict:
        rtype = body.get("type")
        data = body.get("data") or {}
        ch = self.channels[inter.channel_id]
        message: Message | None = None
        allowed = {2: {1, 4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}[inter.type]
        if rtype == 1 and inter.type == 1:
            pass
        elif rtype not in allowed:
            raise DoubleError(
                400, 50035, f"Invalid interaction response type {rtype} for interaction type {inter.type}"
            )
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        if rtype == 4:
            message = await self.create_message(
                ch,
                self.bot,
                data,
                files,
                ephemeral_to=inter.user.id if ephemeral else None,
                interaction_id=inter.id,
                webhook=True,
                message_type=20 if inter.type == 2 else 19,
            )
            inter.original_id = message.id
        elif rtype == 5:
            message = await self.create_message(
                ch,
                self.bot,
                {"flags": LOADING | (EPHEMERAL if ephemeral else 0)},
                ephemeral_to=inter.user.id if ephemeral else None,
                interaction_id=inter.id,
                webhook=True,
                message_type=20 if inter.type == 2 else 19,
            )
            inter.original_id = message.id
        elif rtype in (6, 7):
            inter.original_id = inter.message_id
            if rtype == 7:
                target = self.messages[inter.message_id]
                message = await self.edit_message(target, data, files)
                inter.edited_original = True
        elif rtype == 8:
            errors = validate.check_choices(data.get("choices"), _focused_type(inter.payload))
            if errors:
                raise DoubleError(400, 50035, "Invalid Form Body", errors)
            inter.choices = data.get("choices")
        elif rtype == 9:
            if not data.get("custom_id") or not data.get("title") or not data.get("components"):
                raise DoubleError(
                    400, 50035, "Invalid Form Body", {"data": "a modal needs custom_id, title, components"}
                )
            inter.modal = data
        inter.response_type = rtype
        inter.responded_at = self.clock.now()
        inter.acked.set()
        await self._notify("callback", inter)
        return self._callback_answer(inter, rtype, message, ephemeral)

    def _callback_answer(self, inter: Interaction, rtype: int, message: Message | None, ephemeral: bool) -> dict:
        """The interaction callback's answer body (``with_response``): the interaction and what
        the response made."""
        resource: dict[str, Any] = {"type": rtype}
        if message is not None:
            resource["message"] = self.message_payload(message)
        return {
            "interaction": {
                "id": inter.id,
                "type": inter.type,
                "response_message_id": inter.original_id,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": ephemeral,
            },
            "resource": resource,
        }

    # -- HTTP plumbing ----------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable) -> web.StreamResponse:
        path = request.path
        if not path.startswith(API_PREFIX):
            return await self._answer(request, handler, rest=False)
        resource = request.match_info.route.resource
        template = resource.canonical[len(API_PREFIX) :] if resource is not None else path[len(API_PREFIX) :]
        concrete = path[len(API_PREFIX) :]
        response = await self._limited(request, template, concrete)
        if response is None:
            response = await self._answer(request, handler, rest=True)
        self.limiter.answered(response.status, response.headers.get("X-RateLimit-Scope"))
        now = self.clock.now()
        self.requests.append((now, request.method, template, response.status))
        if self.keep_exchanges:
            self.exchanges.append(self._exchange(request, response, now, concrete, template))
        return response

    @staticmethod
    def _exchange(
        request: web.Request, response: web.StreamResponse, now: float, concrete: str, template: str
    ) -> Exchange:
        error = response.text or "" if response.status >= 400 and isinstance(response, web.Response) else ""
        client = request.headers.get("User-Agent", "")
        return Exchange(now, request.method, concrete, template, response.status, client, error)

    async def _limited(self, request: web.Request, template: str, concrete: str) -> web.Response | None:
        """The answer a request gets before its handler runs (a ban, a bad token, a 429), or None;
        a request that passes carries its bucket's headers in ``request["ratelimit"]``."""
        method = request.method
        if self.limiter.banned():  # Cloudflare answers, not Discord: no Via, no JSON
            return web.Response(status=429, text=BANNED_BODY, content_type="text/html")
        if not self._authorized(request, concrete):
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        await self.archive_idle_threads()
        interaction = self._interaction_route(concrete)
        rule = self._match_ratelimit(method, template, concrete, interaction)
        if rule is not None:
            bucket = self.limiter.limits.bucket(method, template)
            verdict = refusal(bucket, rule.retry_after, is_global=rule.is_global)
        else:
            verdict = self.limiter.check(method, template, request.match_info, interaction=interaction)
        if verdict.refused is not None:
            await self._notify("ratelimited", (method, template))
            return json_response(verdict.refused, status=429, headers=verdict.headers)
        request[_RATELIMIT_HEADERS] = verdict.headers
        return None

    async def _answer(self, request: web.Request, handler: Callable, *, rest: bool) -> web.StreamResponse:
        try:
            response = await handler(request)
        except DoubleError as e:
            response = json_response(e.body(), status=e.status)
        except web.HTTPNotFound:
            if rest:
                self.unknown_routes.append(f"{request.method} {request.path}")
                log.warning("unknown route %s %s", request.method, request.path)
            response = json_response({"message": "404: Not Found", "code": 0}, status=404)
        except web.HTTPMethodNotAllowed:
            if rest:
                self.unknown_routes.append(f"{request.method} {request.path}")
            response = json_response({"message": "405: Method Not Allowed", "code": 0}, status=405)
        if rest:
            response.headers.update(request.get(_RATELIMIT_HEADERS) or {})
        return response

    def _authorized(self, request: web.Request, concrete: str) -> bool:
        """The bot's token, as Discord asks for it; an interaction's callback and a webhook carry
        their own token in the path instead."""
        if concrete.startswith(TOKEN_IN_PATH_PREFIXES) or concrete == "/gateway":
            return True
        return request.headers.get("Authorization") == f"Bot {self.token}"

    def _interaction_route(self, concrete: str) -> bool:
        """Whether a path is an interaction endpoint (the only ones the global limit spares): a
        callback, or this application's webhook used with an interaction's token."""
        if concrete.startswith("/interactions/"):
            return True
        parts = concrete.split("/")
        return len(parts) >= 4 and parts[1] == "webhooks" and parts[2] == self.app_id and parts[3] in self._by_token

    def _match_ratelimit(self, method: str, template: str, concrete: str, interaction: bool) -> RateLimitRule | None:
        for rule in self.ratelimits:
            if rule.count <= 0:
                continue
            if rule.is_global and interaction:
                continue  # Discord never answers an interaction endpoint with a global 429
            if rule.route == "*" or rule.route in (f"{method} {template}", f"{method} {concrete}"):
                rule.count -= 1
                rule.hits += 1
                return rule
        return None

    async def _read_body(self, request: web.Request) -> tuple[dict, list]:
        """A JSON body, or multipart (payload_json + files[n]); returns (payload, [(index, name, bytes, type)])."""
        # the raw header: aiohttp's parsed ``content_type`` goes through the email package, a
        # fifteenth of the double's time under the load benchmark
        if request.headers.get("Content-Type", "").lstrip().lower().startswith("multipart/"):
            payload: dict = {}
            files = []
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    m = re.fullmatch(r"files\[(\d+)\]", part.name or "")
                    if m is None:
                        raise DoubleError(400, 50035, "Invalid Form Body", {part.name or "?": "unexpected part"})
                    data = await part.read()
                    files.append(
                        (
                            int(m.group(1)),
                            part.filename or f"file{m.group(1)}",
                            bytes(data),
                            part.headers.get("Content-Type"),
                        )
                    )
            return payload, files
        raw = await request.read()
        return (json.loads(raw) if raw else {}), []

    def _routes(self, app: web.Application) -> None:
        p = API_PREFIX
        r = app.router
        r.add_get("/gateway", self._gateway)
        r.add_get(p + "/gateway", self._h_gateway_url)
        r.add_get(p + "/gateway/bot", self._h_gateway_url)
        r.add_get(p + "/users/@me", self._h_me)
        r.add_get(p + "/users/{user_id}", self._h_user)
        r.add_get(p + "/oauth2/applications/@me", self._h_application)
        r.add_get(p + "/applications/@me", self._h_application)
        r.add_put(p + "/applications/{app_id}/commands", self._h_put_commands)
        r.add_get(p + "/applications/{app_id}/commands", self._h_get_commands)
        r.add_put(p + "/applications/{app_id}/guilds/{guild_id}/commands", self._h_put_guild_commands)
        r.add_get(p + "/applications/{app_id}/guilds/{guild_id}/commands", self._h_get_guild_commands)
        r.add_post(p + "/interactions/{interaction_id}/{token}/callback", self._h_callback)
        r.add_post(p + "/webhooks/{app_id}/{token}", self._h_followup)
        r.add_route("*", p + "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_message)
        r.add_get(p + "/channels/{channel_id}", self._h_channel)
        r.add_patch(p + "/channels/{channel_id}", self._h_modify_channel)
        r.add_get(p + "/channels/{channel_id}/messages", self._h_history)
        r.add_post(p + "/channels/{channel_id}/messages", self._h_post_message)
        r.add_route("*", p + "/channels/{channel_id}/messages/{message_id}", self._h_channel_message)
        r.add_post(p + "/channels/{channel_id}/threads", self._h_thread)
        r.add_post(p + "/channels/{channel_id}/messages/{message_id}/threads", self._h_thread)
        r.add_route("*", p + "/channels/{channel_id}/thread-members/{user_id}", self._h_no_content)
        r.add_post(p + "/channels/{channel_id}/typing", self._h_no_content)
        r.add_post(p + "/users/@me/channels", self._h_dm)
        r.add_get(p + "/guilds/{guild_id}", self._h_guild)
        r.add_get(p + "/guilds/{guild_id}/channels", self._h_guild_channels)
        r.add_get(p + "/guilds/{guild_id}/threads/active", self._h_active_threads)
        r.add_get(p + "/guilds/{guild_id}/members/{user_id}", self._h_member)
        r.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._h_attachment)
        self._test_routes(r)

    # -- REST handlers ----------------------------------------------------------------------------

    async def _h_gateway_url(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.gateway_url,
                "shards": self.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000 - self.identifies,
                    "reset_after": 0,
                    "max_concurrency": self.max_concurrency,
                },
            }
        )

    async def _h_me(self, request: web.Request) -> web.Response:
        return json_response(self.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0})

    async def _h_user(self, request: web.Request) -> web.Response:
        return json_response(self.user(request.match_info["user_id"]).payload())

    async def _h_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": self.app_id,
                "name": "Orrery",
                "icon": None,
                "description": "",
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.payload(),
                "summary": "",
                "verify_key": "0" * 64,
                "team": None,
                "flags": 0,
                "bot": self.bot.payload(),
            }
        )

    def _check_app(self, request: web.Request) -> None:
        if request.match_info["app_id"] != self.app_id:
            raise DoubleError(404, 10002, "Unknown Application")

    async def _h_put_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(self._store_commands(await request.json(), guild=False))

    async def _h_get_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(self.global_commands)

    async def _h_put_guild_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        if request.match_info["guild_id"] != self.guild_id:
            raise DoubleError(404, 10004, "Unknown Guild")
        return json_response(self._store_commands(await request.json(), guild=True))

    async def _h_get_guild_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(self.guild_commands)

    async def _h_callback(self, request: web.Request) -> web.Response:
        inter = self._interaction_for_callback(request.match_info["interaction_id"], request.match_info["token"])
        body, files = await self._read_body(request)
        result = await self._callback(inter, body, files)
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response(result)
        return web.Response(status=204)

    async def _h_followup(self, request: web.Request) -> web.Response:
        inter = self._interaction_for_webhook(request.match_info["app_id"], request.match_info["token"])
        body, files = await self._read_body(request)
        original = self.messages.get(inter.original_id or "")
        if inter.response_type == 5 and original is not None and original.flags & LOADING:
            # as on Discord, the first follow-up after a "thinking" defer replaces the loading message
            # (and keeps its visibility); Discord keeps this only for backwards compatibility, so
            # every use is counted (edit @original instead)
            self.legacy_followup_edits += 1
            body = {k: v for k, v in body.items() if k != "flags"}
            await self.edit_message(original, body, files)
            inter.followup_ids.append(original.id)
            return json_response(self.message_payload(original))
        ch = self.channels[inter.channel_id]
        ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
        m = await self.create_message(
            ch,
            self.bot,
            body,
            files,
            ephemeral_to=inter.user.id if ephemeral else None,
            interaction_id=inter.id,
            webhook=True,
        )
        inter.followup_ids.append(m.id)
        return json_response(self.message_payload(m))

    async def _h_webhook_message(self, request: web.Request) -> web.Response:
        inter = self._interaction_for_webhook(request.match_info["app_id"], request.match_info["token"])
        mid = request.match_info["message_id"]
        if mid == "@original":
            if inter.original_id is None:
                raise DoubleError(404, 10008, "Unknown Message")
            mid = inter.original_id
        elif mid not in inter.followup_ids and mid != inter.original_id:
            raise DoubleError(404, 10008, "Unknown Message")
        m = self.get_message(self.messages[mid].channel_id if mid in self.messages else "", mid)
        if request.method == "GET":
            return json_response(self.message_payload(m))
        if request.method == "PATCH":
            self.refuse_in_archived(self.channels[m.channel_id])  # an edit never reopens a thread
            body, files = await self._read_body(request)
            await self.edit_message(m, body, files)
            inter.edited_original |= mid == inter.original_id
            return json_response(self.message_payload(m))
        if request.method == "DELETE":
            m.deleted = True
            await self._notify("delete", m)
            return web.Response(status=204)
        raise web.HTTPMethodNotAllowed(request.method, ["GET", "PATCH", "DELETE"])

    async def _h_channel(self, request: web.Request) -> web.Response:
        return json_response(self.channel_payload(self.get_channel(request.match_info["channel_id"])))

    async def _h_modify_channel(self, request: web.Request) -> web.Response:
        """PATCH a channel: for a thread, its archived/locked state and auto-archive duration."""
        ch = self.get_channel(request.match_info["channel_id"])
        body = await request.json()
        if not rules.is_thread(ch):
            if "name" in body:
                ch.name = str(body["name"])
            return json_response(self.channel_payload(ch))
        if ch.archived and body.get("archived") is not False and set(body) - {"archived", "locked"}:
            # only an active thread can be changed: reopen it in the same request, or first
            raise DoubleError(*rules.ARCHIVED)
        if "auto_archive_duration" in body:
            if body["auto_archive_duration"] not in rules.ARCHIVE_DURATIONS:
                raise DoubleError(400, 50035, "Invalid Form Body", {"auto_archive_duration": "not a valid duration"})
            ch.auto_archive_duration = body["auto_archive_duration"]
            self._next_archive_look = 0.0
        locked = body.get("locked")
        if locked is not None or (ch.locked and body.get("archived") is False):
            self.require(ch, ["manage_threads"])  # locking, or reopening a locked thread
        elif "archived" in body:
            self.require(ch, ["view_channel", "send_messages_in_threads"])
        if "archived" in body or locked is not None:
            archived = ch.archived if body.get("archived") is None else bool(body["archived"])
            await self.set_archived(ch, archived, None if locked is None else bool(locked))
        return json_response(self.channel_payload(ch))

    async def _h_history(self, request: web.Request) -> web.Response:
        ch = self.get_channel(request.match_info["channel_id"])
        self.require(ch, ["view_channel"])
        if rules.missing(self.bot_permissions(ch), "read_message_history"):
            return json_response([])  # Discord shows no history to one who may not read it
        q = request.query
        limit = max(1, min(100, int(q.get("limit", 50))))
        msgs = [m for m in ch.messages if not m.deleted and m.ephemeral_to is None]
        # as Discord: newest first; ``after`` gives the ``limit`` messages just after that id
        if q.get("before"):
            msgs = [m for m in msgs if int(m.id) < int(q["before"])]
        if q.get("after"):
            msgs = [m for m in msgs if int(m.id) > int(q["after"])][:limit]
        return json_response([self.message_payload(m) for m in reversed(msgs[-limit:])])

    async def _h_post_message(self, request: web.Request) -> web.Response:
        ch = self.get_channel(request.match_info["channel_id"])
        body, files = await self._read_body(request)
        self.require(ch, rules.needed_to_post(ch, body, len(files)))
        m = await self.create_message(ch, self.bot, body, files)
        return json_response(self.message_payload(m))

    async def _h_channel_message(self, request: web.Request) -> web.Response:
        m = self.get_message(request.match_info["channel_id"], request.match_info["message_id"])
        if request.method == "GET":
            return json_response(self.message_payload(m))
        if request.method == "PATCH":
            if m.author is not self.bot:
                raise DoubleError(403, 50005, "Cannot edit a message authored by another user")
            ch = self.channels[m.channel_id]
            if rules.is_thread(ch) and ch.archived:  # an edit does not unarchive: it is refused
                raise DoubleError(*rules.ARCHIVED)
            body, files = await self._read_body(request)
            await self.edit_message(m, body, files)
            return json_response(self.message_payload(m))
        if request.method == "DELETE":
            m.deleted = True
            await self._notify("delete", m)
            return web.Response(status=204)
        raise web.HTTPMethodNotAllowed(request.method, ["GET", "PATCH", "DELETE"])

    async def _h_thread(self, request: web.Request) -> web.Response:
        parent = self.get_channel(request.match_info["channel_id"])
        if parent.type != 0:
            raise DoubleError(400, 50024, "Cannot execute action on this channel type")
        body = await request.json()
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise DoubleError(400, 50035, "Invalid Form Body", {"name": "must be 1-100 characters"})
        mid = request.match_info.get("message_id")
        duration = body.get("auto_archive_duration", 1440)
        if duration not in rules.ARCHIVE_DURATIONS:
            raise DoubleError(
                400, 50035, "Invalid Form Body", {"auto_archive_duration": f"must be one of {rules.ARCHIVE_DURATIONS}"}
            )
        self.require(parent, rules.needed_to_open_thread(int(body.get("type", 11 if mid else 12)), mid is not None))
        if mid is not None:
            self.get_message(parent.id, mid)
            if mid in self.channels:
                raise DoubleError(400, 160004, "A thread has already been created for this message")
            tid, ttype = mid, 11  # a thread started from a message takes the message's id
        else:
            tid, ttype = self.snowflake(), int(body.get("type", 12))
        th = self._add_channel(
            Channel(
                tid,
                ttype,
                name=name,
                parent_id=parent.id,
                owner_id=self.bot.id,
                guild_id=parent.guild_id,
                auto_archive_duration=duration,
                last_activity=self.clock.now(),
                archive_timestamp=self.clock.iso(),
            )
        )
        payload = self.channel_payload(th)
        if self.session_for(th.guild_id) is not None:  # Discord creates the thread whether a gateway listens or not
            await self.dispatch("THREAD_CREATE", payload | {"newly_created": True}, th.guild_id)
        await self._notify("thread", th)
        return json_response(payload, status=201)

    async def _h_no_content(self, request: web.Request) -> web.Response:
        self.get_channel(request.match_info["channel_id"])
        return web.Response(status=204)

    async def _h_dm(self, request: web.Request) -> web.Response:
        body = await request.json()
        user = self.user(str(body.get("recipient_id")))
        return json_response(self.channel_payload(self.dm_channel(user)))

    async def _h_guild(self, request: web.Request) -> web.Response:
        if request.match_info["guild_id"] not in self.guilds:
            raise DoubleError(404, 10004, "Unknown Guild")
        g = self.guild_payload(request.match_info["guild_id"])
        for key in ("members", "channels", "threads", "presences", "voice_states"):
            g.pop(key)
        return json_response(g)

    async def _h_guild_channels(self, request: web.Request) -> web.Response:
        guild_id = request.match_info["guild_id"]
        if guild_id not in self.guilds:
            raise DoubleError(404, 10004, "Unknown Guild")
        chans = [c for c in self.channels.values() if c.type == 0 and (c.guild_id or self.guild_id) == guild_id]
        return json_response([self.channel_payload(c) for c in chans])

    async def _h_active_threads(self, request: web.Request) -> web.Response:
        """Every unarchived thread of the guild, and the bot's membership of those it is in (the
        bot joins the threads it creates)."""
        guild_id = request.match_info["guild_id"]
        if guild_id not in self.guilds:
            raise DoubleError(404, 10004, "Unknown Guild")
        threads = [
            c
            for c in self.channels.values()
            if c.type in (11, 12) and not c.archived and (c.guild_id or self.guild_id) == guild_id
        ]
        members = [
            {"id": c.id, "user_id": self.bot.id, "join_timestamp": self.clock.iso(), "flags": 1}
            for c in threads
            if c.owner_id == self.bot.id
        ]
        return json_response({"threads": [self.channel_payload(c) for c in threads], "members": members})

    async def _h_member(self, request: web.Request) -> web.Response:
        return json_response(self.member_payload(self.user(request.match_info["user_id"])))

    async def _h_attachment(self, request: web.Request) -> web.Response:
        aid = request.match_info["attachment_id"]
        for m in self.channels[request.match_info["channel_id"]].messages:
            for a in m.attachments:
                if a.id == aid:
                    return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        raise DoubleError(404, 0, "Unknown attachment")

    # -- the test API (/_test/) -------------------------------------------------------------------

    def _test_routes(self, r: web.UrlDispatcher) -> None:
        r.add_get("/_test/state", self._t_state)
        r.add_post("/_test/users", self._t_user)
        r.add_post("/_test/invoke", self._t_invoke)
        r.add_post("/_test/press", self._t_press)
        r.add_post("/_test/modal", self._t_modal)
        r.add_get("/_test/interactions/{interaction_id}", self._t_interaction)
        r.add_get("/_test/messages", self._t_messages)
        r.add_get("/_test/attachments/{attachment_id}", self._t_attachment)
        r.add_post("/_test/reconnect", self._t_reconnect)
        r.add_post("/_test/delete_thread", self._t_delete_thread)
        r.add_post("/_test/ratelimit", self._t_ratelimit)
        r.add_post("/_test/clock", self._t_clock)
        r.add_get("/_test/wait", self._t_wait)
        r.add_post("/_test/permissions", self._t_permissions)
        r.add_post("/_test/thread", self._t_thread)
        r.add_post("/_test/say", self._t_say)

    async def _t_state(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "api": self.api_url,
                "gateway": self.gateway_url,
                "app_id": self.app_id,
                "bot_id": self.bot.id,
                "guild_id": self.guild_id,
                "channel_id": self.channel.id,
                "users": {u.username: {"id": u.id, "dms_closed": u.dms_closed} for u in self.users.values()},
                "threads": {c.id: c.name for c in self.channels.values() if c.type in (11, 12)},
                "commands": self.global_commands + self.guild_commands,
                "identifies": self.identifies,
                "identify_refusals": self.identify_refusals,
                "heartbeat_timeouts": self.heartbeat_timeouts,
                "ratelimit_bans": self.limiter.bans,
                "resumes": sum(s.resumes for s in self.sessions.values()),
                "connected": bool((s := self.live_session()) and s.ws is not None),
                "shards": [
                    {"shard": list(k), "connected": v.ws is not None, "events": v.seq}
                    for k, v in sorted(self.shard_sessions().items())
                ],
                "unknown_routes": self.unknown_routes,
                "ratelimits_pending": sum(r.count for r in self.ratelimits),
                "ratelimit_hits": sum(r.hits for r in self.ratelimits),
                "ratelimit_refusals": self.limiter.refused,
                "ratelimit_refusals_global": self.limiter.refused_global,
                "nonce_dedupes": self.nonce_dedupes,
                "requests": len(self.requests),
                "legacy_followup_edits": self.legacy_followup_edits,
                "permission_refusals": self.permission_refusals,
                "archived_threads": sorted(c.id for c in self.channels.values() if c.archived),
            }
        )

    async def _t_user(self, request: web.Request) -> web.Response:
        body = await request.json()
        try:
            u = self.user(body["name"])
        except DoubleError:
            u = self.add_user(body["name"])
        if "dms_closed" in body:
            u.dms_closed = bool(body["dms_closed"])
        if "display" in body:
            u.display = body["display"]
        return json_response({"id": u.id, "username": u.username, "dms_closed": u.dms_closed})

    async def _t_invoke(self, request: web.Request) -> web.Response:
        b = await request.json()
        inter = await self.invoke(
            b["user"], b["command"], b.get("options") or {}, channel_id=b.get("channel_id"), focused=b.get("focused")
        )
        return json_response(inter.summary())

    async def _t_press(self, request: web.Request) -> web.Response:
        b = await request.json()
        inter = await self.press(
            b["user"], b["message_id"], b["custom_id"], b.get("values"), crafted=bool(b.get("crafted"))
        )
        return json_response(inter.summary())

    async def _t_modal(self, request: web.Request) -> web.Response:
        b = await request.json()
        inter = await self.submit_modal(b["user"], b["interaction_id"], b.get("values") or {})
        return json_response(inter.summary())

    async def _t_interaction(self, request: web.Request) -> web.Response:
        inter = self.interactions.get(request.match_info["interaction_id"])
        if inter is None:
            raise DoubleError(404, 10062, "Unknown interaction")
        wait = float(request.query.get("wait", 0))
        if wait and inter.response_type is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(inter.acked.wait(), wait)
        return json_response(inter.summary())

    def messages_for(self, user: str, *, channel_id: str | None = None, dm: bool = False) -> list[Message]:
        """Every message ``user`` can see (in one channel, in their DMs, or everywhere), oldest first."""
        u = self.user(user)
        if dm:
            chans = [c for c in self.channels.values() if c.type == 1 and c.recipient is u]
        elif channel_id:
            chans = [self.get_channel(channel_id)]
        else:
            chans = list(self.channels.values())
        out = [m for c in chans for m in c.messages if self.visible(u, m)]
        out.sort(key=lambda m: m.serial)
        return out

    async def _t_messages(self, request: web.Request) -> web.Response:
        q = request.query
        since = int(q.get("since", 0))
        if "user" in q:
            msgs = self.messages_for(q["user"], channel_id=q.get("channel_id"), dm=q.get("dm") == "1")
        else:  # every message, whoever sees it (for audits)
            msgs = sorted((m for m in self.messages.values() if not m.deleted), key=lambda m: m.serial)
            if q.get("channel_id"):
                msgs = [m for m in msgs if m.channel_id == q["channel_id"]]
        return json_response([self.public_message(m) for m in msgs if m.serial > since])

    async def _t_attachment(self, request: web.Request) -> web.Response:
        aid = request.match_info["attachment_id"]
        user = request.query.get("user")
        for m in self.messages.values():
            for a in m.attachments:
                if a.id == aid:
                    if user and not self.visible(self.user(user), m):
                        raise DoubleError(403, 50001, "that user cannot see this attachment")
                    return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        raise DoubleError(404, 0, "Unknown attachment")

    async def _t_reconnect(self, request: web.Request) -> web.Response:
        b = await request.json() if request.can_read_body else {}
        await self.force_reconnect(drop=bool(b.get("drop")))
        return json_response({"ok": True})

    async def _t_ratelimit(self, request: web.Request) -> web.Response:
        b = await request.json()
        rule = RateLimitRule(
            b.get("route", "*"), int(b["count"]), float(b.get("retry_after", 0.1)), bool(b.get("global"))
        )
        self.ratelimits.append(rule)
        return json_response({"ok": True})

    async def _t_clock(self, request: web.Request) -> web.Response:
        b = await request.json()
        self.clock.advance(float(b.get("advance", 0)))
        await self.archive_idle_threads()
        return json_response({"offset": self.clock.offset})

    async def _t_permissions(self, request: web.Request) -> web.Response:
        """Sets the bot's overwrite in a channel (the main one by default): ``deny`` lists the
        permission names it lacks there (threads under it lack them too); [] restores all."""
        b = await request.json()
        ch = self.get_channel(b.get("channel_id") or self.channel.id)
        ch.bot_deny = rules.bits(b.get("deny") or [])
        session = self.session_for(ch.guild_id or self.guild_id)
        if session is not None and ch.type == 0:
            await self._dispatch_to(session, "CHANNEL_UPDATE", self.channel_payload(ch))
        return json_response({"channel_id": ch.id, "permissions": str(self.bot_permissions(ch))})

    async def _t_thread(self, request: web.Request) -> web.Response:
        """Archives, unarchives or locks a thread at once (a moderator's action)."""
        b = await request.json()
        ch = self.get_channel(b["channel_id"])
        if not rules.is_thread(ch):
            raise DoubleError(400, 50024, "not a thread")
        await self.set_archived(ch, bool(b.get("archived", ch.archived)), b.get("locked"))
        return json_response(self.channel_payload(ch))

    async def _t_delete_thread(self, request: web.Request) -> web.Response:
        """A moderator deletes a thread: it and its messages are gone (posting there answers 404
        Unknown Channel, 10003) and the bot is told (THREAD_DELETE)."""
        b = await request.json()
        ch = self.get_channel(b["channel_id"])
        if not rules.is_thread(ch):
            raise DoubleError(400, 50024, "not a thread")
        del self.channels[ch.id]
        for m in ch.messages:
            m.deleted = True
        session = self.session_for(ch.guild_id or self.guild_id)
        if session is not None:
            gone = {"id": ch.id, "type": ch.type, "guild_id": ch.guild_id or self.guild_id, "parent_id": ch.parent_id}
            await self._dispatch_to(session, "THREAD_DELETE", gone)
        await self._notify("thread_deleted", ch)
        return json_response({"deleted": ch.id})

    async def _t_say(self, request: web.Request) -> web.Response:
        """A user posts a plain message in a channel (which unarchives an unlocked thread)."""
        b = await request.json()
        ch = self.get_channel(b["channel_id"])
        m = await self.create_message(ch, self.user(b["user"]), {"content": b["content"]})
        return json_response(self.public_message(m))

    async def _t_wait(self, request: web.Request) -> web.Response:
        """Long poll: returns after the next change (message, edit, callback...) or after ``timeout`` s."""
        timeout = float(request.query.get("timeout", 1.0))
        try:
            async with self.changed:
                await asyncio.wait_for(self.changed.wait(), timeout)
        except TimeoutError:
            pass
        return json_response({"ok": True})
