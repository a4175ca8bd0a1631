"""``orrery arena``: the command line of the arena (``games.ai.arena``) and of the AI's report
card (``games.ai.scorecard``), kept apart from both so that neither imports the other's caller.

``python -m games.ai.cli GAME --a LEVEL --b LEVEL --games N --seed S [--players P]``, or
``python -m games.ai.cli --table [GAME ...] --games N``.
"""

from __future__ import annotations

import argparse
import sys

from games import registry
from games.ai import engine_for, scorecard
from games.ai.arena import run_arena
from games.ai.levels import ARENA_LEVELS, LEVELS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="orrery arena", description="Play AI levels against each other.")
    parser.add_argument("game", nargs="*", help="game id (example: the small example game); with --table, any number")
    levels = [*LEVELS, *ARENA_LEVELS]  # the arena's own: earlier budgets to compare with
    parser.add_argument("--a", default="hard", choices=levels, help="level of the rotating seat")
    parser.add_argument("--b", default="random", choices=levels, help="level of all other seats")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--first", type=int, default=0, help="skip the match's first games (play it in parts)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a table option")
    parser.add_argument("--workers", type=int, default=1, help="games played in parallel processes")
    parser.add_argument(
        "--no-wall-cap",
        action="store_true",
        help="searches ignore the wall clock (reproducible figures on a busy machine)",
    )
    parser.add_argument(
        "--table",
        action="store_true",
        help="the report card: hard vs random, hard vs easy and decision times of each game (all by default)",
    )
    parser.add_argument("--verbose", action="store_true", help="a line per game on standard error")
    return parser


def main(argv: list[str] | None = None) -> int:
    """``orrery arena GAME --a LEVEL --b LEVEL --games N --seed S [--players P]``, or
    ``orrery arena --table [GAME ...] --games N``."""
    parser = _parser()
    args = parser.parse_args(argv)
    progress = (lambda line: print(line, file=sys.stderr, flush=True)) if args.verbose else None
    if args.table:
        return _table(args.game, args.games, args.workers, progress)
    if len(args.game) != 1:
        parser.error("name one game (or use --table)")
    options = dict(o.split("=", 1) for o in args.option)
    bar = None
    if progress is None:  # a bar instead of lines, and only on a terminal
        from tqdm import tqdm

        where = f"{args.game[0]} {args.a}-{args.b}"
        bar = tqdm(total=args.games, desc=where, unit="game", file=sys.stderr, disable=not sys.stderr.isatty())
        progress = lambda line: bar.update(1)  # noqa: E731
    try:
        result = run_arena(
            args.game[0],
            args.a,
            args.b,
            args.games,
            args.seed,
            args.players,
            options,
            args.workers,
            progress,
            wall_cap=not args.no_wall_cap,
            first=args.first,
        )
    except (KeyError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:
        print(f"arena: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    finally:
        if bar is not None:
            bar.close()
    print("\n".join(result.lines()))
    return 1 if result.errors else 0


def _table(game_ids: list[str], games: int, workers: int, progress) -> int:
    ids = game_ids or registry.ids()
    try:
        for game_id in ids:
            engine_for(game_id)
    except KeyError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    cards = []
    for game_id in ids:
        cards.append(scorecard.scorecard(game_id, games, workers, progress=progress))
        print(f"{game_id} done", file=sys.stderr, flush=True)
    print("\n".join(scorecard.table(cards)))
    return 0 if all(c.holds for c in cards) else 1


if __name__ == "__main__":
    raise SystemExit(main())
