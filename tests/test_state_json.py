"""A stored state's text: the log entries' cached encodings change nothing of it."""

from __future__ import annotations

import json
import random

import pytest

from games import registry
from games.playout import choose_random


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_a_snapshot_is_the_state_encoded_whole_move_after_move(game_id):
    engine = registry.get(game_id)
    for seed in range(3):
        rng = random.Random(seed)
        state = engine.new(max(engine.min_players, min(engine.max_players, 2 + seed)), None, seed)
        for _ in range(120):
            if engine.outcome(state) is not None:
                break
            state = engine.apply(state, *choose_random(engine, state, rng))
            text = engine.to_json(state)
            assert text == json.dumps(state, sort_keys=True, separators=(",", ":"))
            assert engine.from_json(text) == state
