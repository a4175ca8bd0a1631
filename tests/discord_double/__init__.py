"""A loopback Discord double for tests and benchmarks (not shipped behaviour).

``async with DiscordDouble(users=["alice", "bob"]) as d:`` serves REST at ``d.api_url`` and the
gateway at ``d.gateway_url`` on a free 127.0.0.1 port; ``DoubleClient(d.base_url)`` drives it.
``python -m tests.discord_double`` runs one as a process and prints its URLs as a JSON line.
"""

from .client import DoubleClient, TestApiError
from .server import CALLBACK_WINDOW, EPHEMERAL, TOKEN_LIFETIME, DiscordDouble, DoubleError

__all__ = [
    "CALLBACK_WINDOW",
    "EPHEMERAL",
    "TOKEN_LIFETIME",
    "DiscordDouble",
    "DoubleClient",
    "DoubleError",
    "TestApiError",
]
