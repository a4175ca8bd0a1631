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

``--results FILE.jsonl`` makes a run resumable: each finished game is appended as one JSON line
(game, players, mode, level, options, seed, ending, decisions, rounds, seconds, git commit). A
later run with the same game, mode, level and options reads the file, treats ``--random`` /
``--ai`` as the number of games wanted *in all* per player count, plays only the missing ones
with seeds not yet recorded, and prints its table from every recorded game, so figures can
accumulate across sessions on a slow machine. ``--report`` plays nothing and prints the table
of what the file holds for the given counts, mode (``--random N`` or ``--ai N``) and level.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path

from games import registry
from games.ai import choose, engine_for
from games.core import Engine, State
from games.i18n import Text, localize
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


def category(reason: Text) -> str:
    """A reason worded in English with the seat names and numbers blanked, so one rule gives one
    line (a message's seats are worded "Seat N", then blanked like the rest)."""
    return _NUMBERS.sub("#", _SEATS.sub("Seat", localize(reason)))


def ending(engine: Engine, state: State, decisions: int) -> str:
    """Why a game stopped: its game's classifier, else its outcome's blanked reason."""
    if engine.id in CLASSIFY:
        return CLASSIFY[engine.id](state)
    outcome = engine.outcome(state)
    if outcome is None:
        return f"not finished after {decisions} decisions (safety limit)"
    return category(outcome.reason)


def rounds(engine: Engine, state: State) -> int | None:
    """How far a game went in its own unit: Plunder's missions, HOPE's rounds, else full rounds
    of turns (the turn marker over the player count); None for a game that counts neither."""
    if engine.id == "plunder":
        return state.get("mission")
    if engine.id == "hope":
        return state.get("rounds", 0)
    marker = getattr(engine, "turn_marker", None)
    if marker is None:
        return None
    return -(-marker(state) // state["players"])


@dataclass(frozen=True)
class Game:
    """One finished game, as a results file keeps it (one JSON line)."""

    game: str
    players: int
    mode: str  # "random" (games.playout) or "ai" (every seat at ``level``)
    level: str | None
    options: dict[str, str]
    seed: int
    ending: str
    decisions: int
    rounds: int | None
    seconds: float
    commit: str

    def same_run(self, game: str, mode: str, level: str | None, options: dict[str, str]) -> bool:
        return (self.game, self.mode, self.level, self.options) == (game, mode, level, options)


def random_game(game_id: str, players: int, options: dict[str, str], seed: int) -> tuple[str, int, float, int | None]:
    """One game of random legal choices: its ending, decisions, seconds and rounds."""
    engine = engine_for(game_id)
    start = time.perf_counter()
    r = random_playout(engine, players, options, seed=seed)
    why = ending(engine, r.state, r.decisions) if r.finished else f"not finished: {r.error}"
    return why, r.decisions, time.perf_counter() - start, rounds(engine, r.state)


def ai_game(
    game_id: str, players: int, options: dict[str, str], seed: int, level: str
) -> tuple[str, int, float, int | None]:
    """One game with every seat at ``level``: its ending, decisions, seconds and rounds."""
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
        return f"ERROR {type(exc).__name__}: {exc}", n, time.perf_counter() - start, rounds(engine, state)
    return ending(engine, state, n), n, time.perf_counter() - start, rounds(engine, state)


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


def read_results(path: Path | None) -> list[Game]:
    """Every game recorded in a results file (none if there is no file yet)."""
    if path is None or not path.exists():
        return []
    return [Game(**json.loads(line)) for line in path.read_text().splitlines() if line.strip()]


def append_result(path: Path, game: Game) -> None:
    """One line per finished game, written at once, so a run stopped any time keeps what it played."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as f:
        f.write(json.dumps(asdict(game), sort_keys=True) + "\n")


def git_commit() -> str:
    """The code the games ran on: the short commit, "+dirty" when the tree had changes (results
    files being appended to by another run do not count)."""
    try:
        sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results"],
            capture_output=True,
            text=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return sha.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")


def new_jobs(counts: list[int], wanted: int, base: int, recorded: Iterable[Game]) -> list[tuple[int, int]]:
    """The (players, seed) games still to play so each count has ``wanted`` games in all.

    Seeds run ``base``, ``base + 1``, ... per count, skipping those already recorded; the jobs
    are interleaved over the counts so that a cut-off run still covers each count."""
    used: dict[int, set[int]] = {p: set() for p in counts}
    for g in recorded:
        if g.players in used:
            used[g.players].add(g.seed)
    queues: dict[int, list[int]] = {}
    for p in counts:
        missing = max(0, wanted - len(used[p]))
        seeds: list[int] = []
        seed = base
        while len(seeds) < missing:
            if seed not in used[p]:
                seeds.append(seed)
            seed += 1
        queues[p] = seeds
    longest = max((len(q) for q in queues.values()), default=0)
    return [(p, queues[p][k]) for k in range(longest) for p in counts if k < len(queues[p])]


def run(
    game_id: str,
    counts: list[int],
    options: dict[str, str],
    games: int,
    seed: int,
    workers: int,
    deadline: dt.datetime | None,
    level: str | None,
    results: Path | None = None,
) -> list[Game]:
    """Up to ``games`` games per player count, random play (``level`` None) or AI players at ``level``.

    With a ``results`` file the games already recorded there for this game, mode, level and
    options count towards ``games`` and new games get new seeds; each finished game is appended
    to it. Returns every game of this run's kind for ``counts``, recorded and new. One line per
    finished game on stderr. ``deadline`` stops starting new games."""
    mode = "random" if level is None else "ai"
    recorded = [g for g in read_results(results) if g.same_run(game_id, mode, level, options) and g.players in counts]
    base = seed * 100_000 + (0 if level is None else 50_000)
    jobs = iter(new_jobs(counts, games, base, recorded))
    played = list(recorded)
    commit = git_commit()
    workers = max(1, min(workers, MAX_WORKERS))
    tag = "random" if level is None else f"ai {level}"

    def record(job: tuple[int, int], result: tuple[str, int, float, int | None]) -> None:
        why, n, secs, went = result
        game = Game(game_id, job[0], mode, level, options, job[1], why, n, went, round(secs, 2), commit)
        played.append(game)
        if results is not None:
            append_result(results, game)
        print(f"  {tag} {job[0]}p seed {job[1]}: {why} ({n} decisions, {secs:.1f} s)", file=sys.stderr, flush=True)

    def task(job: tuple[int, int]) -> tuple:
        players, game_seed = job
        if level is None:
            return (random_game, game_id, players, options, game_seed)
        return (ai_game, game_id, players, options, game_seed, level)

    def open_(job: tuple[int, int] | None) -> bool:
        return job is not None and (deadline is None or dt.datetime.now(dt.UTC) < deadline)

    _play_jobs(jobs, task, record, open_, workers)
    return played


def _play_jobs(jobs: Iterator, task: Callable, record: Callable, open_: Callable, workers: int) -> None:
    """Plays the jobs while ``open_`` lets a next one start, in this process or ``workers``
    processes, recording each as it finishes."""
    if workers == 1:
        for job in jobs:
            if not open_(job):
                break
            fn, *rest = task(job)
            record(job, fn(*rest))
        return
    with ProcessPoolExecutor(workers) as pool:
        pending: dict = {}

        def submit() -> None:
            job = next(jobs, None)
            if open_(job):
                fn, *rest = task(job)
                pending[pool.submit(fn, *rest)] = job

        for _ in range(workers):
            submit()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                record(pending.pop(fut), fut.result())
                submit()


def table(game_id: str, counts: list[int], options: dict[str, str], level: str | None, games: list[Game]) -> list[str]:
    """Per player count: how many games, the mean decisions, rounds and seconds, and the endings."""
    lines = []
    play = "random play" if level is None else f"{level} AI players"
    for players in counts:
        mine = [g for g in games if g.players == players]
        done = len(mine)
        mean_n = sum(g.decisions for g in mine) / done if done else 0
        mean_s = sum(g.seconds for g in mine) / done if done else 0
        went = [g.rounds for g in mine if g.rounds is not None]
        mean_r = f", {sum(went) / len(went):.1f} rounds" if went else ""
        mean = f"mean {mean_n:.0f} decisions{mean_r}, {mean_s:.1f} s a game"
        title = f"{game_id} {players}p {options or ''} {play} ({mean})"
        lines += report(title, Counter(g.ending for g in mine), done)
    return lines


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
    parser.add_argument("--until", default=None, help="UTC time HH:MM after which no game is started")
    parser.add_argument(
        "--results", type=Path, default=None, help="JSON-lines file: append each game, resume from the recorded ones"
    )
    parser.add_argument("--report", action="store_true", help="play nothing: print the table of the games in --results")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    options = dict(o.split("=", 1) for o in args.option)
    counts = player_counts(args.players, engine)
    deadline = None
    if args.until:
        hh, mm = (int(x) for x in args.until.split(":"))
        deadline = dt.datetime.now(dt.UTC).replace(hour=hh, minute=mm, second=0, microsecond=0)
    if args.report:
        deadline = dt.datetime.now(dt.UTC)  # no game starts after now
    plays = [(None, args.random, deadline if args.report else None), (args.level, args.ai, deadline)]
    for level, games, until in plays:
        if not games:
            continue
        played = run(args.game, counts, options, games, args.seed, args.workers, until, level, args.results)
        print("\n".join(table(args.game, counts, options, level, played)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
