"""The ``orrery`` command: run the bot, publish its commands, and the offline tools
(self-play, pictures, replay, AI arena)."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections import Counter
from pathlib import Path

from games import registry
from games.core import Variant
from games.playout import choose_random, random_playout


def _engine(name: str):
    try:
        return registry.get(name)
    except KeyError as exc:
        raise SystemExit(str(exc.args[0])) from None


def cmd_run(args: argparse.Namespace) -> int:
    from bot.app import run
    from bot.config import Config
    from db.store import StoreError

    config = Config.from_env()
    if not config.token:
        print("DISCORD_TOKEN is not set: put it in .env (see .env.example).", file=sys.stderr)
        return 2
    try:
        return run(config)
    except StoreError as exc:
        print(exc, file=sys.stderr)
        return 2


def cmd_sync(args: argparse.Namespace) -> int:
    from bot.app import sync_commands
    from bot.config import Config

    config = Config.from_env()
    if not config.token:
        print("DISCORD_TOKEN is not set: put it in .env (see .env.example).", file=sys.stderr)
        return 2
    names = asyncio.run(sync_commands(config))
    where = f"guild {config.guild_id}" if config.guild_id else "all servers (may take up to an hour to show)"
    print(f"published {', '.join(names)} to {where}")
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    engine = _engine(args.game)
    variants = [Variant(args.players)] if args.players else engine.variants()
    finished = errors = decisions = 0
    wins: Counter[int] = Counter()
    draws = 0
    reasons: Counter[str] = Counter()
    by_variant: dict[str, int] = Counter()
    problems: list[str] = []
    for i in range(args.games):
        variant = variants[i % len(variants)]
        seed = args.seed + i
        result = random_playout(engine, variant.players, variant.options, seed=seed)
        decisions += result.decisions
        label = f"{variant.players}p" + "".join(f",{k}={v}" for k, v in sorted(variant.options.items()))
        by_variant[label] += 1
        if result.finished:
            finished += 1
            outcome = engine.outcome(result.state)
            reasons[outcome.reason] += 1
            if result.winners:
                for w in result.winners:
                    wins[w] += 1
            else:
                draws += 1
        else:
            errors += 1
            if len(problems) < 10:
                problems.append(f"seed {seed} ({label}): {result.error}")
    report = {
        "game": engine.id,
        "games": args.games,
        "finished": finished,
        "errors": errors,
        "mean_decisions": round(decisions / max(1, args.games), 1),
        "wins_by_seat": {str(k): v for k, v in sorted(wins.items())},
        "draws": draws,
        "end_reasons": dict(reasons.most_common()),
        "variants": dict(by_variant),
        "problems": problems,
    }
    print(json.dumps(report))
    return 0 if errors == 0 else 1


def _default_players(engine) -> int:
    return min(engine.max_players, max(engine.min_players, 4))


def cmd_render(args: argparse.Namespace) -> int:
    import renderers

    engine = _engine(args.game)
    players = args.players or _default_players(engine)
    state = engine.new(players, {}, seed=args.seed)
    rng = random.Random(args.seed)
    for _ in range(args.steps):
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, *choose_random(engine, state, rng))
    names = [f"Player {i + 1}" for i in range(players)]
    if args.seat is None:
        png = renderers.render_board(engine.id, engine.view(state, None), names)
    else:
        if not 0 <= args.seat < players:
            print(f"--seat must be 0..{players - 1}", file=sys.stderr)
            return 2
        png = renderers.render_private(engine.id, engine.view(state, args.seat), names)
        if png is None:
            print(f"seat {args.seat} has nothing private in {engine.name}", file=sys.stderr)
            return 1
    Path(args.out).write_bytes(png)
    print(f"wrote {args.out} ({len(png) // 1024} KB)")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from bot.config import Config
    from bot.service import Service, UserError
    from db.store import Store, StoreError

    async def go() -> int:
        path = args.db or Config.from_env().db_path
        try:
            store = await Store.open(path, create=False)
        except StoreError as exc:
            print(exc, file=sys.stderr)
            return 2
        try:
            report = await Service(store).replay(args.game_id)
        except UserError as exc:
            print(exc.text(), file=sys.stderr)
            return 2
        finally:
            await store.close()
        print(f"table #{report.game_id}: {report.actions} actions; {report.detail}")
        return 0 if report.matches else 1

    return asyncio.run(go())


def cmd_arena(args: argparse.Namespace, rest: list[str]) -> int:
    try:
        from games.ai import arena
    except ImportError:
        print("the AI players are not installed in this version", file=sys.stderr)
        return 2
    return arena.main(rest)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="orrery", description="Space board games on Discord, at your own pace.")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="run the bot (needs DISCORD_TOKEN)")
    sub.add_parser("sync", help="publish the slash commands to Discord")
    sp = sub.add_parser("selfplay", help="random legal play to the end; prints one JSON object")
    sp.add_argument("game")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--players", type=int)
    rp = sub.add_parser("render", help="play random decisions, then draw the picture")
    rp.add_argument("game")
    rp.add_argument("--seed", type=int, default=1)
    rp.add_argument("--steps", type=int, default=20)
    rp.add_argument("--out", required=True)
    rp.add_argument("--seat", type=int)
    rp.add_argument("--players", type=int)
    rl = sub.add_parser("replay", help="rebuild a table from seed and log; compare with its snapshot")
    rl.add_argument("game_id", type=int)
    rl.add_argument("--db", help="database file (default: ORRERY_DB or ./orrery.sqlite3)")
    sub.add_parser("arena", help="AI levels against each other (see orrery arena --help)", add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "arena":
        return cmd_arena(argparse.Namespace(), argv[1:])
    args = parser().parse_args(argv)
    return {
        "run": cmd_run,
        "sync": cmd_sync,
        "selfplay": cmd_selfplay,
        "render": cmd_render,
        "replay": cmd_replay,
    }[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
