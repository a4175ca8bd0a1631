"""AI strength and speed for every registered game (``python -m bench ai``; slow: minutes to
hours). The figures are those of ``orrery arena --table`` (``games.ai.scorecard``), which also
prints them as one table.

Environment: ORRERY_BENCH_AI_GAMES (games per pairing, default 40), ORRERY_BENCH_AI_WORKERS
(parallel processes, default 2), ORRERY_BENCH_AI_ONLY (comma-separated game ids).
"""

from __future__ import annotations

import os
import sys

from bench import Figure
from games import registry
from games.ai import scorecard


def card_figures(card: scorecard.Card) -> list[Figure]:
    figs = []
    for s in (card.vs_random, card.vs_easy):
        note = f"{s.cell()} target {s.target} {'ok' if s.holds else 'MISSED'}"
        figs.append(Figure(f"{card.game_id} {card.players}p {s.label}", 100 * s.rate, "%", None, note))
    for level, target in (("easy", None), ("normal", scorecard.NORMAL_TARGET_S), ("hard", scorecard.HARD_TARGET_S)):
        wall, cpu, slowest = card.times[level]
        note = f"max {1000 * slowest:.0f} ms; processor time median {1000 * cpu:.0f} ms"
        figs.append(
            Figure(f"{card.game_id} {level} median decision", 1000 * wall, "ms", target and 1000 * target, note)
        )
    figs.append(Figure(f"{card.game_id} peak memory (arena)", card.peak_mb, "MB"))
    return figs


def run() -> list[Figure]:
    games = int(os.environ.get("ORRERY_BENCH_AI_GAMES", "40"))
    workers = int(os.environ.get("ORRERY_BENCH_AI_WORKERS", "2"))
    only = [g for g in os.environ.get("ORRERY_BENCH_AI_ONLY", "").split(",") if g]
    cards = []
    for game_id in only or registry.ids():
        cards.append(scorecard.scorecard(game_id, games, workers, progress=lambda line: print(line, file=sys.stderr)))
    print("\n".join(scorecard.table(cards)), file=sys.stderr)
    return [f for card in cards for f in card_figures(card)]
