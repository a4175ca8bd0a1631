"""A thin client of the double's test API (``/_test/``): act as a user, read what a user sees."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import aiohttp

T = TypeVar("T")


class TestApiError(Exception):
    """The double refused a test request (unknown user, message, component...)."""

    __test__ = False

    def __init__(self, status: int, body: Any) -> None:
        super().__init__(f"{status}: {body}")
        self.status, self.body = status, body


class DoubleClient:
    """``async with DoubleClient(base_url) as c:``; every call is one HTTP request to the double."""

    __test__ = False  # not a pytest class

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")
        self._session: aiohttp.ClientSession | None = None

    async def __aenter__(self) -> DoubleClient:
        self._session = aiohttp.ClientSession()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def _call(self, method: str, path: str, *, json: Any = None, params: dict | None = None) -> Any:
        if self._session is None:
            self._session = aiohttp.ClientSession()
        async with self._session.request(method, self.base_url + path, json=json, params=params) as r:
            if r.content_type == "application/json":
                body = await r.json()
            else:
                body = await r.read()
            if r.status >= 400:
                raise TestApiError(r.status, body)
            return body

    # -- the guild --------------------------------------------------------------------------------

    async def state(self) -> dict:
        return await self._call("GET", "/_test/state")

    async def user_id(self, name: str) -> str:
        return (await self.state())["users"][name]["id"]

    async def set_user(self, name: str, *, dms_closed: bool | None = None) -> dict:
        body: dict[str, Any] = {"name": name}
        if dms_closed is not None:
            body["dms_closed"] = dms_closed
        return await self._call("POST", "/_test/users", json=body)

    # -- acting as a user -------------------------------------------------------------------------

    async def invoke(self, user: str, command: str, /, channel_id: str | None = None, **options: Any) -> dict:
        """Runs ``/command`` (e.g. "orrery move") as ``user``; returns the interaction summary (not waited)."""
        body = {"user": user, "command": command, "options": options, "channel_id": channel_id}
        return await self._call("POST", "/_test/invoke", json=body)

    async def command(
        self, user: str, command: str, /, channel_id: str | None = None, timeout: float = 10.0, **options: Any
    ) -> dict:
        """Runs a command and waits until the bot has acknowledged it; returns the interaction summary."""
        inter = await self.invoke(user, command, channel_id=channel_id, **options)
        return await self.wait_ack(inter["id"], timeout)

    async def autocomplete(
        self,
        user: str,
        command: str,
        /,
        focused: str,
        channel_id: str | None = None,
        timeout: float = 10.0,
        **options: Any,
    ) -> list[dict]:
        """Asks for autocomplete on option ``focused`` (its partial value in ``options``); returns the choices."""
        options.setdefault(focused, "")
        body = {"user": user, "command": command, "options": options, "channel_id": channel_id, "focused": focused}
        inter = await self._call("POST", "/_test/invoke", json=body)
        done = await self.wait_ack(inter["id"], timeout)
        return done["choices"] or []

    async def press(
        self,
        user: str,
        message_id: str,
        custom_id: str,
        values: list[str] | None = None,
        *,
        wait: bool = True,
        crafted: bool = False,
    ) -> dict:
        """Presses a button (or picks ``values`` in a select) on a message as ``user``; ``crafted``
        forges a press of a button the message does not carry."""
        body = {"user": user, "message_id": message_id, "custom_id": custom_id, "values": values, "crafted": crafted}
        inter = await self._call("POST", "/_test/press", json=body)
        return await self.wait_ack(inter["id"]) if wait else inter

    async def submit_modal(self, user: str, interaction_id: str, **values: str) -> dict:
        body = {"user": user, "interaction_id": interaction_id, "values": values}
        inter = await self._call("POST", "/_test/modal", json=body)
        return await self.wait_ack(inter["id"])

    async def interaction(self, interaction_id: str, wait: float = 0) -> dict:
        return await self._call("GET", f"/_test/interactions/{interaction_id}", params={"wait": str(wait)})

    async def wait_ack(self, interaction_id: str, timeout: float = 10.0) -> dict:
        """The interaction once the bot has answered it (raises TimeoutError if it never does)."""
        summary = await self.interaction(interaction_id, wait=timeout)
        if summary["response_type"] is None:
            raise TimeoutError(f"interaction {interaction_id} not acknowledged: {summary}")
        return summary

    # -- reading what a user sees -----------------------------------------------------------------

    async def messages(
        self, user: str | None = None, *, channel_id: str | None = None, dm: bool = False, since: int = 0
    ) -> list[dict]:
        """Messages ``user`` can see (oldest first); with no user, every message (for audits)."""
        params: dict[str, str] = {"since": str(since)}
        if user is not None:
            params["user"] = user
        if channel_id is not None:
            params["channel_id"] = channel_id
        if dm:
            params["dm"] = "1"
        return await self._call("GET", "/_test/messages", params=params)

    async def dms(self, user: str) -> list[dict]:
        return await self.messages(user, dm=True)

    async def attachment(self, attachment_id: str, user: str | None = None) -> bytes:
        params = {"user": user} if user else None
        return await self._call("GET", f"/_test/attachments/{attachment_id}", params=params)

    async def wait_for(self, probe: Callable[[], Awaitable[T]], timeout: float = 10.0, what: str = "condition") -> T:
        """Re-runs ``probe`` after every change in the double until it returns something truthy."""
        deadline = time.monotonic() + timeout
        while True:
            result = await probe()
            if result:
                return result
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"timed out waiting for {what}")
            # the long poll returns at the next change in the double; the short bound covers conditions
            # that change elsewhere (the bot's database)
            await self._call("GET", "/_test/wait", params={"timeout": str(min(left, 0.05))})

    async def wait_message(
        self,
        user: str,
        match: Callable[[dict], bool] = lambda m: True,
        *,
        channel_id: str | None = None,
        dm: bool = False,
        since: int = 0,
        timeout: float = 10.0,
    ) -> dict:
        """The first message visible to ``user`` (after serial ``since``) for which ``match`` holds."""

        async def probe() -> dict | None:
            for m in await self.messages(user, channel_id=channel_id, dm=dm, since=since):
                if match(m):
                    return m
            return None

        return await self.wait_for(probe, timeout, what=f"a message for {user}")

    # -- the world --------------------------------------------------------------------------------

    async def reconnect(self, *, drop: bool = False) -> None:
        await self._call("POST", "/_test/reconnect", json={"drop": drop})

    async def ratelimit(
        self, route: str = "*", count: int = 1, retry_after: float = 0.1, is_global: bool = False
    ) -> None:
        """The next ``count`` REST requests matching ``route`` get 429.

        ``route``: "*", or "METHOD /template" like "POST /channels/{channel_id}/messages", or a concrete path.
        """
        body = {"route": route, "count": count, "retry_after": retry_after, "global": is_global}
        await self._call("POST", "/_test/ratelimit", json=body)

    async def advance(self, seconds: float) -> None:
        """Moves the double's clock forward (interaction windows, token lifetimes, nonce window,
        thread auto-archive)."""
        await self._call("POST", "/_test/clock", json={"advance": seconds})

    async def sleep_until(self, probe: Callable[[], Awaitable[bool]], timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while not await probe():
            if time.monotonic() > deadline:
                raise TimeoutError("condition not reached")
            await asyncio.sleep(0.02)

    # -- permissions and threads ------------------------------------------------------------------

    async def deny(self, *permissions: str, channel_id: str | None = None) -> dict:
        """The bot lacks these permissions (names as in ``channel_rules.PERMISSIONS``) in the
        channel (the main one by default) and its threads; no names gives them all back."""
        body = {"channel_id": channel_id, "deny": list(permissions)}
        return await self._call("POST", "/_test/permissions", json=body)

    async def set_thread(self, channel_id: str, *, archived: bool, locked: bool | None = None) -> dict:
        """A moderator archives, unarchives or locks a thread."""
        body = {"channel_id": channel_id, "archived": archived, "locked": locked}
        return await self._call("POST", "/_test/thread", json=body)

    async def delete_thread(self, channel_id: str) -> dict:
        """A moderator deletes a thread, with everything in it."""
        return await self._call("POST", "/_test/delete_thread", json={"channel_id": channel_id})

    async def say(self, user: str, channel_id: str, content: str) -> dict:
        """``user`` posts a plain message in a channel (unarchiving an unlocked thread)."""
        return await self._call("POST", "/_test/say", json={"user": user, "channel_id": channel_id, "content": content})
