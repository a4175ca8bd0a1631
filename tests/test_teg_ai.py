"""Tiny Epic Galaxies' AI plug-in: how the search reads the game's own steps."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from games.ai import choose
from games.ai.levels import SEAT_LEVELS, level_for
from games.ai.policies import plugin_for
from games.teg import GAME as G
from tests.teg_helpers import dice, game, play, top


@pytest.mark.parametrize("level", SEAT_LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_an_ai_that_chose_to_end_its_turn_does_not_go_back_to_its_dice(level, seed):
    """Asked once more before unused dice are lost, an AI seat confirms what it chose a step
    before: a table never reads it ending its turn, then going back to its dice."""
    s = play(dice(game(2), 0, ["en", "cu", "mv", "ut"]), 0, "end")
    assert top(s) == "quit" and {o.id for o in G.pending(s)[0].options} == {"yes", "no"}
    budget = replace(level_for(level, plugin_for(G).budgets), seconds=math.inf, cpu_seconds=math.inf)
    if level != "easy":  # the larger budgets only need to be seen choosing the same, quickly
        budget = replace(budget, iterations=60)
    assert choose(G, s, 0, budget, seed) == "yes"


def test_the_prune_leaves_every_other_step_to_the_search():
    s = dice(game(2), 0, ["en", "cu", "mv", "ut"])
    assert top(s) is None
    assert plugin_for(G).prune(G, s, G.pending(s)[0]) is None
