"""A loopback Discord double: the tests and benchmarks run the bot against it, and ``orrery local``
plays on it in a browser (``local.py``, ``webclient.py``).

``async with DiscordDouble(users=["alice", "bob"]) as d:`` serves REST at ``d.api_url`` and the
gateway at ``d.gateway_url`` on a free 127.0.0.1 port; ``DoubleClient(d.base_url)`` drives it.
``python -m discord_double`` runs one as a process and prints its URLs and token as a JSON line.
Discord's rate limits are on by default; ``limits=NO_LIMITS`` turns them off.
"""

from .client import DoubleClient, TestApiError
from .ratelimits import DISCORD_LIMITS, NO_LIMITS, Limits
from .server import CALLBACK_WINDOW, EPHEMERAL, TOKEN_LIFETIME, DiscordDouble, DoubleError

__all__ = [
    "CALLBACK_WINDOW",
    "DISCORD_LIMITS",
    "EPHEMERAL",
    "NO_LIMITS",
    "TOKEN_LIFETIME",
    "DiscordDouble",
    "DoubleClient",
    "DoubleError",
    "Limits",
    "TestApiError",
]
