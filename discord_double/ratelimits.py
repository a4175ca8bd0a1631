"""Discord's rate limits as the double enforces them (on by default).

Every REST answer carries the ``X-RateLimit-*`` headers of its route's bucket; a request over a
bucket, or over the global 50 requests per second, is answered 429 with the body and headers
Discord sends. Discord does not publish its per-route numbers: the ones below are those commonly
observed (messages into one channel about 5 per 5 s) or deliberately generous where nothing is
known, so the double never limits harder than Discord is known to.

Every route has its own bucket (a route with no known numbers gets a generous one of its own,
never one shared with other routes), counted per major parameter (the channel, guild, webhook or
interaction in the path), as on Discord, so two threads never share a message bucket while every
channel's message bucket reports the same ``X-RateLimit-Bucket`` hash (discord.py keys on both).
A 429 says the scope Discord gives it: ``user`` for this bot's own per-route limits, ``global``
for the 50 per second. Only interaction endpoints (the callback, and the webhook routes used with
an interaction's token) are exempt from the global limit; an ordinary webhook is not.

Too many invalid requests (401, 403, and 429 other than a ``shared`` one: 10,000 in 10 minutes)
get the bot banned for a while, as Cloudflare does in front of Discord: every request is then
answered 429 without Discord's headers.

Tests that need the old kindness (no limits at all) say so by passing ``limits=NO_LIMITS``.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

GLOBAL_MESSAGE = "You are being rate limited."
#: path parameters that make a request's bucket its own (Discord's "major parameters")
MAJOR_PARAMETERS = ("channel_id", "guild_id", "app_id", "interaction_id", "token")
#: paths that need no bot token: an interaction's callback, and webhooks (their own token in the path)
TOKEN_IN_PATH_PREFIXES = ("/interactions/", "/webhooks/")
#: what Cloudflare answers a banned client (a 429 without Discord's ``Via`` header)
BANNED_BODY = "error code: 1015"


@dataclass(frozen=True)
class Bucket:
    """``limit`` requests per ``per`` seconds, per major parameter."""

    name: str
    limit: int
    per: float
    scope: str = "user"  # X-RateLimit-Scope of a 429: "user" (this bot) or "shared" (the resource)

    @property
    def hash(self) -> str:
        """An opaque id like Discord's bucket hashes, the same for every channel of the route."""
        return hashlib.blake2b(self.name.encode(), digest_size=16).hexdigest()


MESSAGES = Bucket("channel-messages", 5, 5.0)
MESSAGE_EDITS = Bucket("message-edits", 5, 5.0)
MESSAGE_DELETES = Bucket("message-deletes", 5, 1.0)
THREADS = Bucket("thread-create", 10, 1.0)
WEBHOOK = Bucket("interaction-webhook", 5, 1.0)
CALLBACK = Bucket("interaction-callback", 5, 1.0)
#: the numbers of a route nobody has measured (each such route still has a bucket of its own)
DEFAULT = Bucket("default", 40, 1.0)


@dataclass(frozen=True)
class Limits:
    """What the double enforces: ``routes`` maps "METHOD /template" to its bucket."""

    enabled: bool = True
    global_per_second: int = 50
    routes: Mapping[str, Bucket] = field(default_factory=dict)
    default: Bucket = DEFAULT

    #: the length of the global window (1 s on Discord; shorter in a fast double)
    global_window: float = 1.0
    #: invalid requests (401, 403, non-shared 429) allowed in ``invalid_window`` seconds before a ban
    invalid_requests: int = 10_000
    invalid_window: float = 600.0
    #: how long a ban lasts (Discord says "temporarily"; an hour is what bots report)
    ban_seconds: float = 3600.0

    def bucket(self, method: str, template: str) -> Bucket:
        """The route's bucket: its own numbers, or the default numbers under its own name."""
        known = self.routes.get(f"{method} {template}")
        return known if known is not None else replace(self.default, name=f"{method} {template}")

    def scaled(self, factor: float) -> Limits:
        """The same limits on a faster clock: every window ``factor`` times as long, the counts
        unchanged. Whole-game tests use it so that a hundred turns do not wait a hundred seconds
        on the thread's message bucket, while still meeting 429s and bucket headers."""
        return replace(
            self,
            routes={k: replace(b, per=b.per * factor) for k, b in self.routes.items()},
            default=replace(self.default, per=self.default.per * factor),
            global_window=self.global_window * factor,
        )

    @property
    def channel_window(self) -> float:
        """The window of the posts into one channel, which a bot paces itself by."""
        return self.routes.get("POST /channels/{channel_id}/messages", MESSAGES).per


DISCORD_LIMITS = Limits(
    routes={
        "POST /channels/{channel_id}/messages": MESSAGES,
        "PATCH /channels/{channel_id}/messages/{message_id}": MESSAGE_EDITS,
        "DELETE /channels/{channel_id}/messages/{message_id}": MESSAGE_DELETES,
        "POST /channels/{channel_id}/threads": THREADS,
        "POST /channels/{channel_id}/messages/{message_id}/threads": THREADS,
        "POST /interactions/{interaction_id}/{token}/callback": CALLBACK,
        "POST /webhooks/{app_id}/{token}": WEBHOOK,
        "GET /webhooks/{app_id}/{token}/messages/{message_id}": WEBHOOK,
        "PATCH /webhooks/{app_id}/{token}/messages/{message_id}": WEBHOOK,
        "DELETE /webhooks/{app_id}/{token}/messages/{message_id}": WEBHOOK,
    }
)
#: the double as it was before it limited anything: no headers, no 429 unless a test injects one
NO_LIMITS = Limits(enabled=False)


@dataclass
class Window:
    """One fixed window of a bucket: opened by its first request, ``count`` requests so far."""

    opened: float
    count: int = 0


@dataclass(frozen=True)
class Verdict:
    """What the limiter says about one request: its headers, and a 429 body when refused."""

    headers: dict[str, str]
    refused: dict | None = None


class RateLimiter:
    """Counts requests per bucket and per second; ``clock`` is the double's (tests move it)."""

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self.clock = clock
        self._windows: dict[tuple[str, str], Window] = {}
        self._global: Window | None = None
        self.refused = 0  # requests answered 429 by the limits (not by injected rules)
        self.refused_global = 0
        self._invalid: deque[float] = deque()  # when each recent invalid request was answered
        self.banned_until: float | None = None
        self.bans = 0

    def _window(self, key: tuple[str, str], per: float, now: float) -> Window:
        w = self._windows.get(key)
        if w is None or now >= w.opened + per:
            w = self._windows[key] = Window(now)
        return w

    def check(self, method: str, template: str, params: Mapping[str, str], *, interaction: bool = False) -> Verdict:
        """Counts one request; refused (429) if its bucket or the global limit is spent.
        ``interaction``: an interaction endpoint, which the global limit spares."""
        if not self.limits.enabled:
            return Verdict({})
        now = self.clock()
        if not interaction:
            g = self._global
            if g is None or now >= g.opened + self.limits.global_window:
                g = self._global = Window(now)
            if g.count >= self.limits.global_per_second:
                self.refused += 1
                self.refused_global += 1
                return self._global_refusal(g.opened + self.limits.global_window - now)
            g.count += 1
        bucket = self.limits.bucket(method, template)
        major = ":".join(params[k] for k in MAJOR_PARAMETERS if k in params)
        w = self._window((bucket.name, major), bucket.per, now)
        reset_after = w.opened + bucket.per - now
        if w.count >= bucket.limit:
            self.refused += 1
            return refusal(bucket, reset_after)
        w.count += 1
        return Verdict(_bucket_headers(bucket, bucket.limit - w.count, reset_after))

    def _global_refusal(self, retry_after: float) -> Verdict:
        headers = {
            "X-RateLimit-Global": "true",
            "X-RateLimit-Scope": "global",
            "Retry-After": str(math.ceil(retry_after)),
            "Via": "1.1 google",  # discord.py takes a 429 without Via for a Cloudflare ban
        }
        body = {"message": GLOBAL_MESSAGE, "retry_after": round(retry_after, 3), "global": True}
        return Verdict(headers, body)

    # -- the invalid-request ban ------------------------------------------------------------------

    def banned(self) -> bool:
        """Whether the bot is banned now (every request is refused until the ban ends)."""
        if self.banned_until is None:
            return False
        if self.clock() >= self.banned_until:
            self.banned_until = None
            return False
        return True

    def answered(self, status: int, scope: str | None) -> None:
        """Notes an answer; the invalid ones count towards the ban."""
        if not self.limits.enabled or status not in (401, 403, 429) or (status == 429 and scope == "shared"):
            return
        now = self.clock()
        self._invalid.append(now)
        while self._invalid and self._invalid[0] <= now - self.limits.invalid_window:
            self._invalid.popleft()
        if len(self._invalid) >= self.limits.invalid_requests and self.banned_until is None:
            self.banned_until = now + self.limits.ban_seconds
            self.bans += 1
            self._invalid.clear()


def refusal(bucket: Bucket, retry_after: float, *, is_global: bool = False) -> Verdict:
    """A 429 of ``bucket`` (or of the global limit), with the headers Discord sends with it."""
    headers = _bucket_headers(bucket, 0, retry_after) | {
        "X-RateLimit-Scope": "global" if is_global else bucket.scope,
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "Via": "1.1 google",  # discord.py takes a 429 without Via for a Cloudflare ban
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    body = {"message": GLOBAL_MESSAGE, "retry_after": round(retry_after, 3), "global": is_global}
    return Verdict(headers, body)


def _bucket_headers(bucket: Bucket, remaining: int, reset_after: float) -> dict[str, str]:
    return {
        "X-RateLimit-Limit": str(bucket.limit),
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": bucket.hash,
    }
