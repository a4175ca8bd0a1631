"""The AI's report card: strength and speed of the levels for every game, as one table.

``orrery arena --table [GAME ...] --games N`` (and ``python -m bench ai``). For each game at
the player count its tables usually have:

- **hard vs random**: the hard seat's win share against random seats; the target is 90% at
  two players, or twice the even share at more.
- **hard vs easy**: the same against easy seats; the 95% interval must lie above the even share.
- **decision time**: median wall-clock time of a normal and of a hard decision at positions
  taken from random play, with the levels as the bot plays them (targets 1 s and 3 s).
- **peak memory** of a player process.

Cooperative games (everyone wins or loses together) cannot be scored by one seat's share:
there a table with the level at every seat is compared with a table of random players, and a
hard table with an easy one (the interval of the difference in win rates must lie above zero).

Arena games ignore the wall clock (only the iteration and processor-time budgets bind), so a
busy machine plays the same games as an idle one, only slower.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from games.ai import choose_with_info, engine_for
from games.ai.arena import ArenaResult, run_arena, wilson

#: seeds of the matches, fixed so that a table can be reproduced
SEEDS = {"first": 101, "easy": 202}
NORMAL_TARGET_S = 1.0
HARD_TARGET_S = 3.0


def players_for(game_id: str) -> int:
    """The player count the game's tables usually have (``Engine.typical_players``)."""
    return engine_for(game_id).players_for_tables()


def newcombe(x1: float, n1: int, x2: float, n2: int) -> tuple[float, float]:
    """95% interval of the difference of two proportions x1/n1 - x2/n2 (Newcombe's hybrid
    score method, built from the two Wilson intervals)."""
    p1, p2 = x1 / n1, x2 / n2
    l1, u1 = wilson(x1, n1)
    l2, u2 = wilson(x2, n2)
    d = p1 - p2
    return (
        d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
        d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
    )


@dataclass
class Strength:
    """One strength figure: a rate, its 95% interval, the target and whether it holds."""

    label: str
    rate: float
    ci: tuple[float, float]
    games: int
    target: str
    holds: bool

    def cell(self) -> str:
        lo, hi = self.ci
        return f"{100 * self.rate:.0f}% [{100 * lo:.0f}, {100 * hi:.0f}] n={self.games}"


@dataclass
class Card:
    """Every figure of one game."""

    game_id: str
    players: int
    vs_random: Strength
    vs_easy: Strength
    #: level -> (median wall seconds, median processor seconds, max wall seconds)
    times: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    peak_mb: float = 0.0
    errors: list[str] = field(default_factory=list)
    matches: list[ArenaResult] = field(default_factory=list)

    @property
    def times_hold(self) -> bool:
        return self.times["normal"][0] <= NORMAL_TARGET_S and self.times["hard"][0] <= HARD_TARGET_S

    @property
    def holds(self) -> bool:
        return self.vs_random.holds and self.vs_easy.holds and self.times_hold and not self.errors


def sample_positions(game_id: str, players: int, count: int, seed: int) -> list[tuple[dict, int]]:
    """Positions from random play where a seat has a real choice, spread over several games."""
    engine = engine_for(game_id)
    rng = random.Random(seed)
    found: list[tuple[dict, int]] = []
    for g in range(50):
        if len(found) >= count:
            break
        state = engine.new(players, {}, seed + g)
        trail = []
        while engine.outcome(state) is None and len(trail) < engine.max_decisions:
            d = engine.pending(state)[0]
            if len(d.options) > 1:
                trail.append((state, d.seat))
            state = engine.apply(state, d.seat, rng.choice(d.options).id)
        rng.shuffle(trail)
        found += trail[: max(1, count // 4)]
    return found[:count]


def decision_times(game_id: str, level: str, positions: list[tuple[dict, int]]) -> tuple[float, float, float]:
    """Median wall and processor seconds, and the slowest wall time, of a decision at ``level``."""
    engine = engine_for(game_id)
    wall, cpu = [], []
    for i, (state, seat) in enumerate(positions):
        start, start_cpu = time.perf_counter(), time.process_time()
        choose_with_info(engine, state, seat, level, i)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall), statistics.median(cpu), max(wall)


def _team_wins(r: ArenaResult) -> int:
    return sum(bool(rec.winners) for rec in r.records)


def _share_strength(label: str, r: ArenaResult, target: float) -> Strength:
    return Strength(label, r.a_rate, r.ci, r.games, f">= {100 * target:.0f}%", r.a_rate >= target)


def _above_even(label: str, r: ArenaResult) -> Strength:
    lo, _ = r.ci
    return Strength(label, r.a_rate, r.ci, r.games, f"CI above {100 * r.fair:.0f}%", lo > r.fair)


def _team_strength(label: str, better: ArenaResult, worse: ArenaResult) -> Strength:
    """A cooperative table's win rate, held against another table's: the difference's interval
    must lie above zero."""
    x1, x2 = _team_wins(better), _team_wins(worse)
    lo, hi = newcombe(x1, better.games, x2, worse.games)
    rate = x1 / better.games
    label = f"{label} (vs {100 * x2 / worse.games:.0f}%, difference [{100 * lo:+.0f}, {100 * hi:+.0f}])"
    return Strength(label, rate, wilson(x1, better.games), better.games, "difference > 0", lo > 0)


def scorecard(
    game_id: str,
    games: int,
    workers: int = 1,
    positions: int = 16,
    progress: Callable[[str], None] | None = None,
) -> Card:
    """Play the matches and time the decisions of one game."""
    players = players_for(game_id)

    def match(a: str, b: str, seed_key: str, n: int = games) -> ArenaResult:
        r = run_arena(game_id, a, b, n, SEEDS[seed_key], players, None, workers, progress, wall_cap=False)
        if progress:
            for line in r.lines():
                progress(line)
        return r

    if engine_for(game_id).cooperative:
        hard = match("hard", "hard", "first")
        easy = match("easy", "easy", "easy")
        rnd = match("random", "random", "first", max(games, 200))  # cheap, and rare wins need many
        vs_random = _team_strength("hard table", hard, rnd)
        vs_easy = _team_strength("hard table vs easy table", hard, easy)
        matches = [hard, easy, rnd]
    else:
        target = 0.9 if players == 2 else 2.0 / players
        easy = match("hard", "easy", "easy")  # the harder test first: its answer is wanted sooner
        first = match("hard", "random", "first")
        vs_random = _share_strength("hard vs random", first, target)
        vs_easy = _above_even("hard vs easy", easy)
        matches = [first, easy]
    card = Card(game_id, players, vs_random, vs_easy, matches=matches)
    sample = sample_positions(game_id, players, positions, seed=7)
    for level in ("easy", "normal", "hard"):
        card.times[level] = decision_times(game_id, level, sample)
    card.peak_mb = max(r.peak_rss_mb for r in matches)
    card.errors = [e for r in matches for e in r.errors]
    return card


def table(cards: list[Card]) -> list[str]:
    """The report card of every game, as a Markdown table (plus the cooperative games' notes)."""
    lines = [
        "| game | players | hard vs random | hard vs easy | normal median (cpu) | hard median (cpu) "
        "| peak memory | all targets |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for c in cards:
        n, h = c.times["normal"], c.times["hard"]
        lines.append(
            f"| {c.game_id} | {c.players} "
            f"| {c.vs_random.cell()} {'ok' if c.vs_random.holds else 'MISSED'} "
            f"| {c.vs_easy.cell()} {'ok' if c.vs_easy.holds else 'MISSED'} "
            f"| {1000 * n[0]:.0f} ms ({1000 * n[1]:.0f}) "
            f"| {1000 * h[0]:.0f} ms ({1000 * h[1]:.0f}) "
            f"| {c.peak_mb:.0f} MB | {'yes' if c.holds else 'NO'} |"
        )
    for c in cards:
        if engine_for(c.game_id).cooperative:
            lines.append(f"- {c.game_id} is cooperative: {c.vs_random.label}; {c.vs_easy.label}.")
        for e in c.errors[:3]:
            lines.append(f"- {c.game_id} error: {e}")
    lines.append(
        f"Targets: hard vs random >= 90% at two players (twice the even share at more); hard vs easy "
        f"interval above the even share; median decision normal <= {NORMAL_TARGET_S:g} s, hard <= "
        f"{HARD_TARGET_S:g} s. Intervals are 95% (Wilson)."
    )
    return lines
