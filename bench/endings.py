"""How games end, by reason and player count: random play and games between AI players.

``python -m bench.endings GAME --random 200 --ai 50 [--level normal] [--players 2 3]
[--option NAME=VALUE] [--workers 2] [--until HH:MM]`` prints, per player count, the share of
games each ending rule finished (figures for the game's RULES_NOTES.md). ``--random`` games
play uniformly random legal choices (``games.playout``); ``--ai`` games seat every player at
``--level`` (``random``, ``easy``, ``normal``, ``hard``; the ``random`` level goes through the
game's AI plug-in, which may prune options, so it is not the same as ``--random``).

A game with its own classifier (HOPE, TEG: ``CLASSIFY``) is read from its final state; any
other game by its outcome's reason with "Seat N", colours and numbers blanked out, so games
that ended by the same rule fall into one line. ``--until`` stops starting AI games at that UTC
time, so a long run reports honestly how many games it managed. At most two worker processes,
since the machine is shared.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from games import registry
from games.ai import choose, engine_for
from games.core import Engine, State
from games.playout import random_playout

MAX_WORKERS = 2


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


#: games read from their final state; every other game by its blanked outcome reason
CLASSIFY: dict[str, Callable[[State], str]] = {"hope": hope_ending, "teg": teg_ending}

_SEATS = re.compile(r"Seat \d+( \((blue|orange)\))?")
_NUMBERS = re.compile(r"\d+")


def category(reason: str) -> str:
    """A reason with the seat names and numbers blanked, so one rule gives one line."""
    return _NUMBERS.sub("#", _SEATS.sub("Seat", reason))


def ending(engine: Engine, state: State, decisions: int) -> str:
    """Why a game stopped: its game's classifier, else its outcome's blanked reason."""
    if engine.id in CLASSIFY:
        return CLASSIFY[engine.id](state)
    outcome = engine.outcome(state)
    if outcome is None:
        return f"not finished after {decisions} decisions (safety limit)"
    return category(outcome.reason)


def random_game(game_id: str, players: int, options: dict[str, str], seed: int) -> tuple[str, int, float]:
    """One game of random legal choices: its ending, decisions and seconds."""
    engine = engine_for(game_id)
    start = time.perf_counter()
    r = random_playout(engine, players, options, seed=seed)
    why = ending(engine, r.state, r.decisions) if r.finished else f"not finished: {r.error}"
    return why, r.decisions, time.perf_counter() - start


def ai_game(game_id: str, players: int, options: dict[str, str], seed: int, level: str) -> tuple[str, int, float]:
    """One game with every seat at ``level``: its ending, decisions and seconds."""
    engine = engine_for(game_id)
    start = time.perf_counter()
    state = engine.new(players, options, seed)
    n = 0
    try:
        while engine.outcome(state) is None and n < engine.max_decisions:
            d = engine.pending(state)[0]
            option = choose(engine, state, d.seat, level, seed * 1_000_003 + n)
            state = engine.apply(state, d.seat, option)
            n += 1
    except Exception as exc:  # tallied, not raised: one bad game must not sink a run
        return f"ERROR {type(exc).__name__}: {exc}", n, time.perf_counter() - start
    return ending(engine, state, n), n, time.perf_counter() - start


def report(title: str, ends: Counter, games: int) -> list[str]:
    lines = [f"{title}: {games} games"]
    for why, k in ends.most_common():
        lines.append(f"  {100 * k / games:5.1f}%  {why} ({k})")
    return lines


def player_counts(values: list[str] | None, engine: Engine) -> list[int]:
    """``--players 2 3`` (or ``2,3``); all the game's counts when not given."""
    if not values:
        return list(range(engine.min_players, engine.max_players + 1))
    return [int(p) for v in values for p in v.split(",") if p]


def run(
    game_id: str,
    counts: list[int],
    options: dict[str, str],
    games: int,
    seed: int,
    workers: int,
    deadline: dt.datetime | None,
    level: str | None,
) -> tuple[dict[int, Counter], dict[int, list[int]], dict[int, list[float]]]:
    """``games`` games per player count, random play (``level`` None) or AI players at ``level``.

    Interleaved over the player counts so that a cut-off run still covers each count; one line
    per finished game on stderr. ``deadline`` (AI games only) stops starting new games."""
    base = seed * 100_000 + (0 if level is None else 50_000)
    jobs = iter([(players, base + k) for k in range(games) for players in counts])
    ends: dict[int, Counter] = {p: Counter() for p in counts}
    decisions: dict[int, list[int]] = {p: [] for p in counts}
    seconds: dict[int, list[float]] = {p: [] for p in counts}
    workers = max(1, min(workers, MAX_WORKERS))
    tag = "random" if level is None else f"ai {level}"

    def record(players: int, result: tuple[str, int, float]) -> None:
        why, n, secs = result
        ends[players][why] += 1
        decisions[players].append(n)
        seconds[players].append(secs)
        print(f"  {tag} {players}p: {why} ({n} decisions, {secs:.1f} s)", file=sys.stderr, flush=True)

    def task(job: tuple[int, int]) -> tuple:
        players, game_seed = job
        if level is None:
            return (random_game, game_id, players, options, game_seed)
        return (ai_game, game_id, players, options, game_seed, level)

    def open_(job: tuple[int, int] | None) -> bool:
        return job is not None and (deadline is None or dt.datetime.now(dt.UTC) < deadline)

    if workers == 1:
        for job in jobs:
            if not open_(job):
                break
            fn, *rest = task(job)
            record(job[0], fn(*rest))
        return ends, decisions, seconds
    with ProcessPoolExecutor(workers) as pool:
        pending: dict = {}

        def submit() -> None:
            job = next(jobs, None)
            if open_(job):
                fn, *rest = task(job)
                pending[pool.submit(fn, *rest)] = job[0]

        for _ in range(workers):
            submit()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                record(pending.pop(fut), fut.result())
                submit()
    return ends, decisions, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.endings")
    parser.add_argument("game", choices=registry.ids())
    parser.add_argument("--random", type=int, default=200, help="random-play games per player count")
    parser.add_argument("--ai", type=int, default=0, help="AI games per player count")
    parser.add_argument("--level", default="normal", help="the AI games' level (every seat)")
    parser.add_argument("--players", nargs="*", help="player counts: 2 3 (or 2,3); default all")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--workers", type=int, default=1, help=f"processes, at most {MAX_WORKERS}")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--until", default=None, help="UTC time HH:MM after which no AI game is started")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    options = dict(o.split("=", 1) for o in args.option)
    counts = player_counts(args.players, engine)
    deadline = None
    if args.until:
        hh, mm = (int(x) for x in args.until.split(":"))
        deadline = dt.datetime.now(dt.UTC).replace(hour=hh, minute=mm, second=0, microsecond=0)
    plays = [(None, args.random, None), (args.level, args.ai, deadline)]
    for level, games, until in plays:
        if not games:
            continue
        ends, decisions, seconds = run(args.game, counts, options, games, args.seed, args.workers, until, level)
        for players in counts:
            done = sum(ends[players].values())
            mean_n = sum(decisions[players]) / done if done else 0
            mean_s = sum(seconds[players]) / done if done else 0
            play = "random play" if level is None else f"{level} AI players"
            mean = f"mean {mean_n:.0f} decisions, {mean_s:.1f} s a game"
            title = f"{args.game} {players}p {options or ''} {play} ({mean})"
            print("\n".join(report(title, ends[players], done)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
