"""Planetarium's AI plug-in steers towards the Matter its cards need (issue 15: quiet rounds)."""

from __future__ import annotations

from dataclasses import replace

from games.ai import choose
from games.ai.levels import level_for
from games.planetarium import GAME
from games.planetarium import ai as policy
from tests.test_planetarium_rules import give, scene, set_hand

# H12: 2 Rock and 1 Metal on any planet; the rest of the hand asks for nothing seat 0 can get soon
HAND = ["H12", "F13", "F09", "F02", "H09"]


def _table() -> dict:
    """Seat 0 of 3 holds H12 with its Metal on Planet A's mat; Planet A can sweep onto a Rock,
    Planet B onto a Gas (both Terrestrial, both on their arm of orbit VII)."""
    state = scene(3, matter={"7nw-2": "R", "7ne-2": "G"})
    set_hand(state, 0, HAND)
    give(state, 0, "A", M=1)
    GAME.check_invariants(state)
    return state


def test_matter_a_card_in_hand_needs_is_worth_more_than_other_matter():
    rock, gas = _table(), _table()
    give(rock, 0, "A", R=1)
    give(gas, 0, "A", G=1)
    assert policy.progress(rock, 0) > policy.progress(gas, 0)
    # a card paid in full still gains by being played: its promise stays below its points
    paid = _table()
    give(paid, 0, "A", R=2)
    assert policy.promise(paid, 0) == 12
    assert policy.PROMISE_WEIGHT * 12 < 12 - policy.MATTER_WEIGHT * 3


def _normal_without_clocks():
    """The normal level's search, counted in iterations only: its time caps are safety nets for a
    busy machine, and on a loaded test machine they cut the search short and change its choice."""
    normal = level_for("normal", policy.BUDGETS)
    return replace(normal, seconds=60.0, cpu_seconds=60.0)


def test_the_normal_ai_collects_the_rock_its_card_needs():
    level = _normal_without_clocks()
    for seed in (1, 2, 3):
        state = _table()
        first = choose(GAME, state, 0, level, seed)
        assert first == "planet-A", (seed, first)
        state = GAME.apply(state, 0, first)
        assert choose(GAME, state, 0, level, seed) == "to-7nw-2"
