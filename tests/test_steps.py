"""Decision steps: every game declares each kind of step it asks (its prompt, its options and
its effect together, ``games.steps``), every decision it asks comes from one of them, and every
declared kind is met in play."""

from __future__ import annotations

import importlib
import random

import pytest

from games import registry
from games.playout import choose_random
from games.steps import StepEngine, StepKind, top

#: step kinds a few random games do not reach (a Monolith tie, the traitor caught or revealed, a
#: full Mission track), each met instead by the scene test named, which checks that step is open
MET_IN_SCENES = {
    "hope": {
        "monolith": "test_hope_rules.test_monolith_tie_is_decided_by_the_first_player",
        "coax": "test_hope_rules.test_voluntary_reveal_and_the_traitor_power",
        "replace": "test_hope_rules.test_right_accusation_strips_the_traitor_and_replaces_pioneers",
        "order": "test_hope_rules.test_the_stabilizing_player_chooses_whose_pioneers_fit_on_a_full_track",
    }
}


def _games() -> list:
    return list(registry.all())


@pytest.mark.parametrize("engine", _games(), ids=lambda e: e.id)
def test_each_step_kind_declares_its_prompt_options_and_effect(engine):
    assert isinstance(engine, StepEngine), f"{engine.id} does not decide through games.steps"
    kinds = list(engine.step_kinds)
    assert kinds, f"{engine.id} declares no step kind"
    for kind in kinds:
        assert isinstance(kind, StepKind)
        assert callable(kind.prompt) and callable(kind.options) and callable(kind.act), kind.name


@pytest.mark.parametrize("engine", _games(), ids=lambda e: e.id)
def test_every_decision_comes_from_a_declared_step_and_every_step_is_met(engine):
    assert isinstance(engine, StepEngine)
    met: set[str] = set()
    for variant in engine.variants():
        for seed in range(3):
            rng = random.Random(seed)
            state = engine.new(variant.players, dict(variant.options), seed)
            while engine.outcome(state) is None:
                step = top(state)
                assert step is not None and step["kind"] in engine.step_kinds.kinds, step
                met.add(step["kind"])
                state = engine.apply(state, *choose_random(engine, state, rng))
            assert top(state) is None, "a finished game has no open step"
    scenes = MET_IN_SCENES.get(engine.id, {})
    for scene in scenes.values():
        module, name = scene.split(".")
        assert callable(getattr(importlib.import_module(f"tests.{module}"), name)), scene
    assert met | set(scenes) == set(engine.step_kinds.kinds), f"never met: {set(engine.step_kinds.kinds) - met}"
