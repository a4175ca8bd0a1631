"""How games end, by reason and player count: random play and games between AI players.

``python -m bench.endings GAME --random 200 --ai 50 [--level normal] [--players 2 3]
[--option NAME=VALUE] [--workers 2] [--until HH:MM]`` prints, per player count, the share of
games each ending rule finished (figures for the game's RULES_NOTES.md). Every seat of an AI
game plays at the same level. ``--until`` stops starting AI games at that UTC time, so a long
run reports honestly how many games it managed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from games.ai import choose, engine_for
from games.core import State
from games.playout import random_playout


def hope_ending(state: State) -> str:
    return {
        "hope": "pioneers fill the Mission track (H.O.P.E. wins)",
        "nope": "Regression marker reaches the end",
        "earth": "the Earth vanishes",
        "limit": "added end: the 60-round limit",
    }.get(state.get("ending") or "", f"unfinished ({state.get('ending')})")


def teg_ending(state: State) -> str:
    end = state.get("end")
    if end is None:
        return "the Rogue's empire reaches its top space" if state.get("result") else "unfinished"
    if end["why"] == "deck":
        return "the exploration deck runs out"
    if state["players"] == 1:
        return "the Rogue reaches the goal" if end["by"] == 1 else "you reach the goal"
    return "a player reaches the goal"


CLASSIFY: dict[str, Callable[[State], str]] = {"hope": hope_ending, "teg": teg_ending}


def ai_game(game_id: str, players: int, options: dict[str, str], seed: int, level: str) -> tuple[str, int, float]:
    """One game with every seat at ``level``: its ending, decisions and seconds."""
    engine = engine_for(game_id)
    start = time.perf_counter()
    state = engine.new(players, options, seed)
    n = 0
    while engine.outcome(state) is None and n < engine.max_decisions:
        d = engine.pending(state)[0]
        option = choose(engine, state, d.seat, level, seed * 1_000_003 + n)
        state = engine.apply(state, d.seat, option)
        n += 1
    return CLASSIFY[game_id](state), n, time.perf_counter() - start


def report(title: str, ends: Counter, games: int) -> list[str]:
    lines = [f"{title}: {games} games"]
    for why, k in ends.most_common():
        lines.append(f"  {100 * k / games:5.1f}%  {why} ({k})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.endings")
    parser.add_argument("game", choices=sorted(CLASSIFY))
    parser.add_argument("--random", type=int, default=200)
    parser.add_argument("--ai", type=int, default=0)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, nargs="*")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--until", default=None, help="UTC time HH:MM after which no AI game is started")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    options = dict(o.split("=", 1) for o in args.option)
    counts = args.players or list(range(engine.min_players, engine.max_players + 1))
    classify = CLASSIFY[args.game]
    for players in counts:
        ends: Counter = Counter()
        for k in range(args.random):
            r = random_playout(engine, players, options, seed=args.seed * 100_000 + k)
            ends[classify(r.state) if r.finished else f"not finished: {r.error}"] += 1
        if args.random:
            print("\n".join(report(f"{args.game} {players}p {options or ''} random play", ends, args.random)))
            sys.stdout.flush()
    if not args.ai:
        return 0
    deadline = None
    if args.until:
        hh, mm = (int(x) for x in args.until.split(":"))
        now = dt.datetime.now(dt.UTC)
        deadline = now.replace(hour=hh, minute=mm, second=0, microsecond=0)
    # the AI games, interleaved over the player counts so a cut-off run still covers each count
    jobs = [(players, args.seed * 100_000 + 50_000 + k) for k in range(args.ai) for players in counts]
    results: dict[int, Counter] = {p: Counter() for p in counts}
    seconds: dict[int, list[float]] = {p: [] for p in counts}
    with ProcessPoolExecutor(max(1, min(args.workers, 2))) as pool:
        pending = {}
        todo = iter(jobs)

        def submit() -> bool:
            if deadline is not None and dt.datetime.now(dt.UTC) >= deadline:
                return False
            job = next(todo, None)
            if job is None:
                return False
            pending[pool.submit(ai_game, args.game, job[0], options, job[1], args.level)] = job[0]
            return True

        for _ in range(max(1, min(args.workers, 2))):
            submit()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                players = pending.pop(fut)
                why, n, secs = fut.result()
                results[players][why] += 1
                seconds[players].append(secs)
                print(f"  ai {players}p: {why} ({n} decisions, {secs:.0f} s)", file=sys.stderr, flush=True)
                submit()
    for players in counts:
        games = sum(results[players].values())
        mean = sum(seconds[players]) / games if games else 0
        title = f"{args.game} {players}p {options or ''} {args.level} AI players (mean {mean:.0f} s a game)"
        print("\n".join(report(title, results[players], games)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
