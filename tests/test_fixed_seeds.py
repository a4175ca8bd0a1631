"""Faster rules play the same games: fixed-seed random playouts and AI choices of every game,
compared with what the engines played before they were made faster.

``tests/data/fixed_seeds.json`` was recorded by running the engines of commit 05cae67 (before the
speed work) on these seeds: per playout, a digest of the action sequence ("seat:option" joined),
the decision count, the outcome, a digest of the final state's JSON (so the change marks
that ``apply`` writes for the pictures count too) and a digest of every ``pending`` on the way
(``repr`` of the decisions: prompts, options with their labels and picture marks, defaults);
per AI case, the option ``games.ai.choose`` picked with the clocks off (only the iteration
budget binds, so the choice is reproducible).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import replace
from pathlib import Path

import pytest

from games import registry
from games.ai import choose
from games.ai.levels import level_for
from games.ai.policies import plugin_for
from games.playout import choose_random, random_playout

EXPECTED = json.loads((Path(__file__).parent / "data" / "fixed_seeds.json").read_text())


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _case_id(case: dict) -> str:
    opts = ",".join(f"{k}={v}" for k, v in case["options"].items())
    return f"{case['game']}-{case['players']}p-{opts or 'default'}-seed{case['seed']}"


def _checked_playout(case: dict) -> tuple[list[str], dict, str]:
    """The actions, final state and digest of the decisions offered in the playout through
    ``apply`` (copies, checks, marks)."""
    engine = registry.get(case["game"])
    rng = random.Random(case["seed"])
    state = engine.new(case["players"], case["options"], case["seed"])
    actions = []
    offered = hashlib.sha256()
    while engine.outcome(state) is None:
        offered.update(repr(engine.pending(state)).encode())
        seat, option_id = choose_random(engine, state, rng)
        actions.append(f"{seat}:{option_id}")
        state = engine.apply(state, seat, option_id)
    return actions, state, offered.hexdigest()[:16]


@pytest.mark.parametrize("case", EXPECTED["playouts"], ids=_case_id)
def test_random_playout_plays_the_recorded_game(case):
    engine = registry.get(case["game"])
    actions, state, offered = _checked_playout(case)
    assert len(actions) == case["decisions"]
    assert offered == case["pending"], "the decisions offered on the way differ"

    assert _digest(" ".join(actions)) == case["actions"]
    assert _digest(engine.to_json(state)) == case["final"]
    # the playouts the benchmarks and self-play run take the fast path: the same game
    fast = random_playout(engine, case["players"], case["options"], seed=case["seed"])
    assert fast.finished and fast.error is None
    assert fast.decisions == case["decisions"]
    assert _digest(" ".join(f"{s}:{o}" for s, o in fast.actions)) == case["actions"]
    outcome = engine.outcome(fast.state)
    assert list(outcome.winners) == case["winners"]
    assert list(outcome.scores or ()) == case["scores"]
    assert outcome.reason.key == case["reason"]


@pytest.mark.parametrize("case", EXPECTED["choices"], ids=lambda c: f"{_case_id(c)}-{c['level']}-at{c['at']}")
def test_ai_makes_the_recorded_choice(case):
    engine = registry.get(case["game"])
    # the normal level now takes more iterations in the same time; "normal-before" keeps the
    # budget the choices were recorded with, and must choose as the normal level did then
    name = "normal-before" if case["level"] == "normal" else case["level"]
    level = level_for(name, plugin_for(engine).budgets)
    level = replace(level, seconds=math.inf, cpu_seconds=math.inf)
    rng = random.Random(case["seed"])
    state = engine.new(case["players"], case["options"], case["seed"])
    for _ in range(case["at"]):
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, *choose_random(engine, state, rng))
    decision = engine.pending(state)[0]
    assert decision.seat == case["seat"]
    assert choose(engine, state, decision.seat, level, case["seed"] * 7 + case["at"]) == case["choice"]


def test_shuffle_draws_as_rand_below():
    """``core.shuffle`` runs the generator inline: the same permutation and generator state as
    swapping with ``rand_below`` one place at a time (the way it was written before)."""
    from games import core

    for seed in range(300):
        items = list(range(seed % 31))
        expected, state = list(items), {"rng": seed * 7919}
        by_hand = {"rng": seed * 7919}
        for i in range(len(expected) - 1, 0, -1):
            j = core.rand_below(by_hand, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        core.shuffle(state, items)
        assert items == expected and state == by_hand
