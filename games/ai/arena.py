"""Matches between AI levels, with win shares and a 95% confidence interval.

``python -m games.ai.cli GAME --a LEVEL --b LEVEL --games N --seed S [--players P]``
(also ``orrery arena ...``); ``--table [GAME ...]`` prints the report card of every game
instead (``games.ai.scorecard``). Level A holds one seat and level B all the others; A's seat
rotates game by game, so at two players each level plays each seat equally often, and at more
players A sits in every seat equally often (the games count should be a multiple of the
player count). A's result in a game is its win share: 1 for a win, 1/k for a win shared by k,
a fair share 1/P for a draw, 0 for a loss. The even share is 1/P.
"""

from __future__ import annotations

import math
import resource
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace

from games.ai import choose_with_info, engine_for
from games.ai.levels import ARENA_LEVELS, LEVELS, level_for
from games.ai.policies import plugin_for

_MASK = (1 << 63) - 1


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class GameRecord:
    """One arena game: A's seat, A's win share, decision times by level."""

    a_seat: int
    a_share: float
    finished: bool
    decisions: int
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    clock_stops: int = 0
    a_won: bool = False
    winners: list[int] = field(default_factory=list)
    error: str | None = None
    max_rss_kb: int = 0


@dataclass
class ArenaResult:
    game_id: str
    a_level: str
    b_level: str
    players: int
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def a_wins(self) -> float:
        """A's summed win shares."""
        return sum(r.a_share for r in self.records)

    @property
    def a_rate(self) -> float:
        return self.a_wins / self.games if self.games else 0.0

    @property
    def a_win_rate(self) -> float:
        """How often A is among the winners (for cooperative games, where a shared win is not
        worth more than the even share)."""
        return sum(r.a_won for r in self.records) / self.games if self.games else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.a_wins, self.games)

    @property
    def fair(self) -> float:
        return 1.0 / self.players

    @property
    def errors(self) -> list[str]:
        return [r.error for r in self.records if r.error]

    def times(self, level: str) -> list[float]:
        """Seconds per decision with a real choice (two options or more) made at ``level``."""
        return [t for r in self.records for t in r.times.get(level, [])]

    def cpu_times(self, level: str) -> list[float]:
        """Processor seconds of the same decisions (what they cost on an idle machine)."""
        return [t for r in self.records for t in r.cpu.get(level, [])]

    @property
    def peak_rss_mb(self) -> float:
        return max((r.max_rss_kb for r in self.records), default=0) / 1024

    def lines(self) -> list[str]:
        lo, hi = self.ci
        out = [
            f"arena {self.game_id}: {self.players} players, {self.games} games; "
            f"A={self.a_level} (one seat, rotated) vs B={self.b_level} (the other seats)",
            f"A win share {self.a_rate:.3f} ({self.a_wins:g}/{self.games})  95% CI [{lo:.3f}, {hi:.3f}]  "
            f"even share {self.fair:.3f}  -> "
            + ("A stronger" if lo > self.fair else "B stronger" if hi < self.fair else "no clear difference"),
            f"A among the winners in {100 * self.a_win_rate:.0f}% of games",
        ]
        for level in dict.fromkeys([self.a_level, self.b_level]):
            ts = self.times(level)
            if ts:
                out.append(
                    f"  {level:>6}: {len(ts)} decisions with a choice, mean {1000 * statistics.fmean(ts):.1f} ms, "
                    f"median {1000 * statistics.median(ts):.1f} ms, max {1000 * max(ts):.0f} ms "
                    f"(processor time: median {1000 * statistics.median(self.cpu_times(level)):.1f} ms)"
                )
        stops = sum(r.clock_stops for r in self.records)
        unfinished = sum(not r.finished for r in self.records)
        out.append(
            f"  peak memory {self.peak_rss_mb:.0f} MB (max resident set of a player process); "
            f"searches cut by the clock: {stops}; unfinished games: {unfinished}; wall {self.seconds:.0f} s"
        )
        for e in self.errors[:5]:
            out.append(f"  error: {e}")
        return out


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7919 + 17) & _MASK


def play_one(
    game_id: str,
    a_level: str,
    b_level: str,
    players: int,
    seed: int,
    index: int,
    options: dict[str, str] | None,
    wall_cap: bool = True,
) -> GameRecord:
    """Game ``index`` of a match: A sits at seat ``index % players``. Without ``wall_cap`` the
    searches ignore the wall clock (only their iteration and processor-time budgets bind), so
    that results on a busy machine are those of an idle one."""
    engine = engine_for(game_id)
    a_seat = index % players
    budgets = plugin_for(engine).budgets
    resolved = {name: level_for(name, budgets) for name in (a_level, b_level)}
    if not wall_cap:
        resolved = {name: replace(lvl, seconds=math.inf) for name, lvl in resolved.items()}
    levels = [a_level if s == a_seat else b_level for s in range(players)]
    gseed = game_seed(seed, index)
    record = GameRecord(
        a_seat, 1.0 / players, False, 0, {lvl: [] for lvl in set(levels)}, {lvl: [] for lvl in set(levels)}
    )
    try:
        state = engine.new(players, options, gseed)
        while engine.outcome(state) is None:
            if record.decisions >= engine.max_decisions:
                raise RuntimeError(f"no end after {record.decisions} decisions")
            d = engine.pending(state)[0]
            level = levels[d.seat]
            start, cpu = time.perf_counter(), time.process_time()
            option_id, info = choose_with_info(
                engine, state, d.seat, resolved[level], (gseed * 31 + record.decisions * 1_000_033 + d.seat) & _MASK
            )
            if len(d.options) > 1:
                record.times[level].append(time.perf_counter() - start)
                record.cpu[level].append(time.process_time() - cpu)
            record.clock_stops += info.clock_stopped
            state = engine.apply(state, d.seat, option_id)
            record.decisions += 1
        outcome = engine.outcome(state)
        winners = outcome.winners
        record.a_share = (1.0 / len(winners) if a_seat in winners else 0.0) if winners else 1.0 / players
        record.a_won = a_seat in winners
        record.winners = list(winners)
        record.finished = True
    except Exception as exc:  # counted and shown, not raised: one bad game must not sink a match
        record.error = f"game {index}: {type(exc).__name__}: {exc}"
    record.max_rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return record


def run_arena(
    game_id: str,
    a_level: str,
    b_level: str,
    games: int,
    seed: int,
    players: int | None = None,
    options: dict[str, str] | None = None,
    workers: int = 1,
    progress=None,
    wall_cap: bool = True,
    first: int = 0,
) -> ArenaResult:
    """Play ``games`` games of level A (one seat, rotated) against level B (the other seats).
    ``first`` skips the match's first games, so a long match can be played in parts."""
    for level in (a_level, b_level):
        if level not in LEVELS and level not in ARENA_LEVELS:
            raise ValueError(f"unknown level {level!r}; known: {', '.join([*LEVELS, *ARENA_LEVELS])}")
    engine = engine_for(game_id)
    if players is None:
        players = 2 if engine.min_players <= 2 <= engine.max_players else engine.min_players
    engine.new(players, options, 0)  # refuses a bad player count or option at once
    result = ArenaResult(game_id, a_level, b_level, players)
    start = time.perf_counter()
    args = [(game_id, a_level, b_level, players, seed, i, options, wall_cap) for i in range(first, first + games)]
    if workers <= 1:
        records = (play_one(*a) for a in args)
        pool = None
    else:
        pool = ProcessPoolExecutor(workers)
        records = pool.map(play_one, *zip(*args, strict=True))
    try:
        for i, record in enumerate(records):
            result.records.append(record)
            if progress:
                tail = f" {record.error}" if record.error else ""
                progress(
                    f"{game_id} {a_level}-{b_level} game {first + i + 1}/{first + games}: A at seat {record.a_seat} "
                    f"scored {record.a_share:g} ({record.decisions} decisions){tail}"
                )
    finally:
        if pool:
            pool.shutdown()
    result.seconds = time.perf_counter() - start
    return result
