"""How games end, by reason: ``python -m bench.endings_by_reason GAME --level LEVEL --players P --games N``.

Each game is played to its end with every seat at one AI level (``random``, ``normal``, ...),
and the outcome's reason is tallied after "Seat N", colours and numbers are blanked out, so
games that ended by the same rule fall into one line. The figures go into each game's
RULES_NOTES.md. Run by hand (it is slow at the search levels); at most two worker processes,
since the machine is shared.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from games.ai import choose
from games.ai.arena import game_seed
from games.ai.levels import level_for
from games.ai.policies import plugin_for
from games.registry import get

_SEATS = re.compile(r"Seat \d+( \((blue|orange)\))?")
_NUMBERS = re.compile(r"\d+")


def category(reason: str) -> str:
    """A reason with the seat names and numbers blanked, so one rule gives one line."""
    return _NUMBERS.sub("#", _SEATS.sub("Seat", reason))


def play(game_id: str, level: str, players: int, seed: int, index: int, options: dict[str, str]) -> tuple[str, int]:
    """One game; returns the outcome's category (or the error) and the number of decisions."""
    engine = get(game_id)
    resolved = level_for(level, plugin_for(game_id).budgets)
    gseed = game_seed(seed, index)
    state = engine.new(players, options, gseed)
    decisions = 0
    try:
        while engine.outcome(state) is None:
            if decisions >= engine.max_decisions:
                return f"STUCK after {decisions} decisions", decisions
            d = engine.pending(state)[0]
            option = choose(engine, state, d.seat, resolved, (gseed * 31 + decisions * 1_000_033 + d.seat) % 2**63)
            state = engine.apply(state, d.seat, option)
            decisions += 1
    except Exception as exc:  # tallied, not raised: one bad game must not sink a run
        return f"ERROR {type(exc).__name__}: {exc}", decisions
    return category(engine.outcome(state).reason), decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.endings_by_reason")
    parser.add_argument("game")
    parser.add_argument("--level", default="random")
    parser.add_argument("--players", required=True, help="a player count, or several: 1,2,3,4 (played in turn)")
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    counts = [int(p) for p in args.players.split(",")]
    start = time.perf_counter()
    # player counts take turns, so a run stopped early has played every count about equally
    jobs = [(args.game, args.level, p, args.seed, i, options) for i in range(args.games) for p in counts]
    results: dict[int, list[tuple[str, int]]] = {p: [] for p in counts}
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        games = pool.map(play, *zip(*jobs, strict=True)) if pool else (play(*job) for job in jobs)
        for job, (reason, n) in zip(jobs, games, strict=False):
            # one line per game, so a run stopped early still tells what it played
            print(f"{job[2]}p game {job[4] + 1}: {n} decisions, {reason}", file=sys.stderr, flush=True)
            results[job[2]].append((reason, n))
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    for players, rows in results.items():
        tally = Counter(reason for reason, _ in rows)
        done = len(rows)
        print(
            f"{args.game} {players}p level {args.level} options {options or '{}'}: {done} games, "
            f"mean {sum(n for _, n in rows) / max(done, 1):.0f} decisions, {time.perf_counter() - start:.0f} s"
        )
        for reason, n in tally.most_common():
            print(f"  {n:5} {100 * n / done:5.1f}%  {reason}")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
