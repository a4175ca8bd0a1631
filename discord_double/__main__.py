"""Runs a double as a process: prints {"base", "api", "gateway", "token"} as one JSON line, then serves."""

from __future__ import annotations

import argparse
import asyncio
import json

from .ratelimits import DISCORD_LIMITS, NO_LIMITS
from .server import DiscordDouble


async def _main(args: argparse.Namespace) -> None:
    limits = NO_LIMITS if args.no_limits else DISCORD_LIMITS
    double = DiscordDouble(
        users=args.users.split(","), port=args.port, token=args.token, limits=limits, shards=args.shards
    )
    await double.start()
    print(
        json.dumps(
            {"base": double.base_url, "api": double.api_url, "gateway": double.gateway_url, "token": double.token}
        ),
        flush=True,
    )
    try:
        await asyncio.Event().wait()
    finally:
        await double.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--users", default="alice,bob,carol,dave")
    parser.add_argument("--token", default=None, help="the bot token to accept (default: a generated one)")
    parser.add_argument("--shards", type=int, default=1, help="the shard count GET /gateway/bot recommends")
    parser.add_argument("--no-limits", action="store_true", help="no rate limits (the double of old)")
    asyncio.run(_main(parser.parse_args()))


if __name__ == "__main__":
    main()
