"""The browser client of ``orrery local``: what Discord's own client shows one member, served by
the double's aiohttp app beside its REST API and gateway.

The page (``web/``) picks a member and asks only for what that member may see: the channels and
threads of the server, their own DMs, messages as :meth:`DiscordDouble.visible` filters them
(another member's ephemeral replies and DMs never leave here), and pictures through the same
check. What the member does goes in as the interactions Discord's client would send (a slash
command, an autocomplete request, a button or a select), through the double's own
:meth:`~DiscordDouble.invoke` and :meth:`~DiscordDouble.press`, so the bot answers them exactly
as it answers on Discord. Changes reach the page as server-sent events.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from pathlib import Path
from typing import Any

from aiohttp import web

from .server import CALLBACK_WINDOW, LOADING, Channel, DiscordDouble, DoubleError, Message, User, json_response

WEB = Path(__file__).resolve().parent / "web"
#: the languages a new member can pick, as Discord's client sends them
LOCALES = ("en-US", "en-GB", "fr", "de")
_NAME = re.compile(r"^[a-z0-9_.]{2,32}$")  # Discord's usernames
#: how long the page's event stream stays quiet before a keep-alive
_KEEPALIVE = 15.0


def display(user: User) -> str:
    return user.display if user.display is not None else user.username.capitalize()


class WebClient:
    """The routes of the page on a double's app: ``WebClient(double).add_routes(app)``."""

    def __init__(self, double: DiscordDouble) -> None:
        self.double = double

    def add_routes(self, app: web.Application) -> None:
        r = app.router
        r.add_get("/", self._index)
        r.add_static("/web/", WEB)
        r.add_get("/app/state", self._state)
        r.add_post("/app/members", self._member)
        r.add_get("/app/messages", self._messages)
        r.add_get("/app/attachments/{attachment_id}", self._attachment)
        r.add_get("/app/events", self._events)
        r.add_post("/app/interactions", self._interaction)

    # -- what a member sees ------------------------------------------------------------------------

    def _viewer(self, key: str | None) -> User:
        if not key:
            raise DoubleError(400, 0, "no member given")
        user = self.double.user(key)
        if user.bot:
            raise DoubleError(403, 0, "the page shows members, not the bot")
        return user

    def _dm_of(self, user: User) -> Channel | None:
        return next((c for c in self.double.channels.values() if c.type == 1 and c.recipient is user), None)

    def _last_seen(self, user: User, ch: Channel) -> int:
        """The serial of the newest message ``user`` can see in ``ch`` (0: none), for unread marks."""
        return max((m.serial for m in ch.messages if self.double.visible(user, m)), default=0)

    def _channel(self, user: User, ch: Channel) -> dict:
        return {
            "id": ch.id,
            "name": ch.name,
            "type": ch.type,
            "parent_id": ch.parent_id,
            "guild": self.double.guilds.get(ch.guild_id or "", ""),
            "archived": ch.archived,
            "locked": ch.locked,
            "last": self._last_seen(user, ch),
        }

    async def _index(self, request: web.Request) -> web.FileResponse:
        return web.FileResponse(WEB / "index.html")

    async def _state(self, request: web.Request) -> web.Response:
        d = self.double
        user = self._viewer(request.query.get("member"))
        guild = [c for c in d.channels.values() if c.type in (0, 11, 12)]
        dm = self._dm_of(user)
        return json_response(
            {
                "me": self._member_payload(user),
                "bot": {"id": d.bot.id, "name": display(d.bot)},
                "members": [self._member_payload(u) for u in d.users.values()],
                "channels": [self._channel(user, c) for c in guild],
                "dm": None if dm is None else self._channel(user, dm),
                "commands": d.global_commands + d.guild_commands,
                "locales": list(LOCALES),
            }
        )

    @staticmethod
    def _member_payload(user: User) -> dict:
        return {"id": user.id, "username": user.username, "name": display(user), "locale": user.locale}

    async def _member(self, request: web.Request) -> web.Response:
        """Picks a member by name, creating them on first use; sets their client's language."""
        body = await request.json()
        name = str(body.get("name", "")).strip().lower()
        locale = str(body.get("locale") or "en-US")
        if not _NAME.match(name):
            raise DoubleError(400, 0, "a name is 2 to 32 letters, digits, dots or underscores")
        if locale not in LOCALES:
            raise DoubleError(400, 0, f"the language is one of {', '.join(LOCALES)}")
        try:
            user = self.double.user(name)
        except DoubleError:
            user = self.double.add_user(name)
        if user.bot:
            raise DoubleError(403, 0, "that name is the bot's")
        if body.get("locale"):
            user.locale = locale
        return json_response(self._member_payload(user))

    def _message(self, m: Message, viewer: User) -> dict:
        inter = self.double.interactions.get(m.interaction_id or "")
        return {
            "id": m.id,
            "channel_id": m.channel_id,
            "serial": m.serial,
            "author": {"id": m.author.id, "name": display(m.author), "bot": m.author.bot},
            "content": m.content,
            "embeds": m.embeds,
            "components": m.components,
            "attachments": [
                {
                    "id": a.id,
                    "filename": a.filename,
                    "content_type": a.content_type,
                    "description": a.description,
                    "url": f"/app/attachments/{a.id}?member={viewer.id}",
                }
                for a in m.attachments
            ],
            "ephemeral": m.ephemeral_to is not None,
            "thinking": bool(m.flags & LOADING),
            "edited": m.edits > 0,
            "used": None if inter is None or inter.type != 2 else {"by": display(inter.user), "command": _path(inter)},
        }

    async def _messages(self, request: web.Request) -> web.Response:
        user = self._viewer(request.query.get("member"))
        where = request.query.get("channel_id", "")
        if where == "dm":
            dm = self._dm_of(user)
            msgs = [] if dm is None else self.double.messages_for(user.id, channel_id=dm.id)
        else:
            ch = self.double.get_channel(where)
            if ch.type == 1 and ch.recipient is not user:
                raise DoubleError(403, 50001, "Missing Access")
            msgs = self.double.messages_for(user.id, channel_id=ch.id)
        return json_response([self._message(m, user) for m in msgs])

    async def _attachment(self, request: web.Request) -> web.Response:
        user = self._viewer(request.query.get("member"))
        aid = request.match_info["attachment_id"]
        for m in self.double.messages.values():
            for a in m.attachments:
                if a.id == aid and self.double.visible(user, m):
                    return web.Response(
                        body=a.data,
                        content_type=a.content_type or "application/octet-stream",
                        headers={"Cache-Control": "private, max-age=86400"},  # an attachment never changes
                    )
        raise DoubleError(404, 0, "Unknown attachment")

    async def _events(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: one ``change`` after anything the double saw (a message, an edit, an
        answer), so the page fetches what its member sees again."""
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await resp.prepare(request)
        changed = self.double.changed
        with contextlib.suppress(ConnectionError):
            await resp.write(b"retry: 1000\n\n")
            while True:
                async with changed:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(changed.wait(), _KEEPALIVE)
                await resp.write(b"data: change\n\n")
                await asyncio.sleep(0.1)  # a burst of changes makes one fetch
        return resp

    # -- what a member does ------------------------------------------------------------------------

    async def _interaction(self, request: web.Request) -> web.Response:
        """A slash command, an autocomplete request or a component, as Discord's client sends it;
        answers with what the bot did within Discord's window (its choices, for autocomplete)."""
        b = await request.json()
        user = self._viewer(b.get("member"))
        kind = b.get("kind")
        channel_id = b.get("channel_id")
        if channel_id == "dm":
            channel_id = self.double.dm_channel(user).id
        if kind in ("command", "autocomplete"):
            options = _options(b.get("options"))
            focused = str(b["focused"]) if kind == "autocomplete" else None
            if focused is not None:
                options.setdefault(focused, "")
            inter = await self.double.invoke(
                user.id, str(b.get("command", "")), options, channel_id=channel_id, focused=focused
            )
        elif kind == "component":
            values = b.get("values")
            inter = await self.double.press(
                user.id, str(b["message_id"]), str(b["custom_id"]), list(values) if values is not None else None
            )
        else:
            raise DoubleError(400, 0, "kind is command, autocomplete or component")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(inter.acked.wait(), CALLBACK_WINDOW + 0.5)
        return json_response(inter.summary())


def _options(raw: Any) -> dict:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise DoubleError(400, 50035, "options are a name: value object")
    return {str(k): v.lstrip("@") if isinstance(v, str) else v for k, v in raw.items()}


def _path(inter: Any) -> str:
    """``/orrery new``: the command and subcommands an interaction ran, as Discord shows above its answer."""
    data = inter.payload.get("data") or {}
    words = [data.get("name", "")]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        words.append(options[0]["name"])
        options = options[0].get("options") or []
    return "/" + " ".join(words)
