"""ORION Duel benchmarks: legal placements of a mid-game position, a random playout, the picture."""

from __future__ import annotations

import random

from bench import Figure, median, ms, timings
from bench.before import MAIN_BEFORE, before_note, compare, measure_before
from games.orion import GAME, picture, rules
from games.orion.tiles import KIND_IDS
from renderers.kit import to_png


def _mid_game(seed: int = 11, tiles: int = 12) -> dict:
    """A layout-1 game after ``tiles`` random tiles."""
    rng = random.Random(seed)
    s = GAME.new(2, {"setup": "layout1"}, seed=seed)
    while GAME.outcome(s) is None and len(s["placements"]) < tiles:
        (d,) = GAME.pending(s)
        s = GAME.apply(s, d.seat, rng.choice([o.id for o in d.options if o.id != "back"]))
    return s


def _all_placements(state: dict) -> int:
    """Every legal placement of every tile the player to move has, computed afresh."""
    rules._legal_masks.cache_clear()  # measure the work, not the caches
    rules.legal_cells.cache_clear()
    seat, pos = state["turn"], rules.Position.of(state)
    return sum(len(a) for k in KIND_IDS for a in rules.legal_anchors(pos, seat, k).values())


#: the most a random playout with the players' choice set-up may cost
CHOICE_TARGET_MS = 10.0


def run() -> list[Figure]:
    s = _mid_game()
    count = _all_placements(s)
    legal = median(timings(lambda: _all_placements(s), 200))
    opening = _mid_game(tiles=1)
    early_count = _all_placements(opening)
    early = median(timings(lambda: _all_placements(opening), 200))

    layout, _, layout_before = compare("orion", 2, {"setup": "layout1"}, list(range(60)))
    choice, choice_applied, choice_before = compare("orion", 2, {"setup": "choice"}, list(range(60, 75)))
    choice_main = measure_before("orion", 2, {"setup": "choice"}, list(range(60, 75)), MAIN_BEFORE)

    view = GAME.view(s, None)
    draw = timings(lambda: picture.board(view, ["Alice", "Bob"]), 30)
    png = timings(lambda: to_png(picture.board(view, ["Alice", "Bob"])), 15)
    return [
        Figure(f"legal placements, mid-game ({count} found)", ms(legal), "ms", 2.0),
        Figure(f"legal placements, second turn ({early_count} found)", ms(early), "ms", 2.0),
        Figure("random playout, layout 1 (median)", layout["wall"], "ms", 30.0, before_note(layout_before, "wall")),
        Figure("  same, CPU time", layout["cpu"], "ms", 30.0, before_note(layout_before)),
        Figure(
            "random playout, players' choice set-up (median)",
            choice["wall"],
            "ms",
            CHOICE_TARGET_MS,
            f"{before_note(choice_main, 'wall', MAIN_BEFORE)}; {before_note(choice_before, 'wall')}",
        ),
        Figure(
            "  same, CPU time",
            choice["cpu"],
            "ms",
            CHOICE_TARGET_MS,
            f"{before_note(choice_main, 'cpu', MAIN_BEFORE)}; {before_note(choice_before)}",
        ),
        Figure("  same through apply (copies, marks), CPU time", choice_applied["cpu"], "ms", None),
        Figure("board picture (median)", ms(median(draw)), "ms", 40.0),
        Figure("board picture + PNG (median)", ms(median(png)), "ms"),
    ]
