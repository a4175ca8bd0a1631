"""Runs a double as a process: prints {"base", "api", "gateway"} as one JSON line, then serves."""

from __future__ import annotations

import argparse
import asyncio
import json

from .server import DiscordDouble


async def _main(args: argparse.Namespace) -> None:
    double = DiscordDouble(users=args.users.split(","), port=args.port)
    await double.start()
    print(json.dumps({"base": double.base_url, "api": double.api_url, "gateway": double.gateway_url}), flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        await double.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--users", default="alice,bob,carol,dave")
    asyncio.run(_main(parser.parse_args()))


if __name__ == "__main__":
    main()
