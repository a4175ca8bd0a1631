"""State and view keys are words (#17), and games saved with the old short keys play on."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from games import registry
from games.playout import choose_random

SAVED = Path(__file__).parent / "saved"

#: plain words that happen to be short
SHORT_WORDS = {"id", "n", "to", "at", "by", "vp", "x", "y"}
GAMES = registry.all()


def short_keys(data: Any, path: str = "") -> dict[str, str]:
    """The field names of one or two letters in ``data`` (JSON), each with where it was first
    seen. A key that is a number or starts with a capital is a name the game gives a thing (a
    seat, Planetarium's planet "A"), not a field name, and is let be."""
    found: dict[str, str] = {}
    if isinstance(data, dict):
        for key, value in data.items():
            if len(key) <= 2 and key not in SHORT_WORDS and not key.isdigit() and not key[:1].isupper():
                found.setdefault(key, f"{path}/{key}")
            for k, where in short_keys(value, f"{path}/{key}").items():
                found.setdefault(k, where)
    elif isinstance(data, list):
        for value in data:
            for k, where in short_keys(value, f"{path}[]").items():
                found.setdefault(k, where)
    return found


def test_short_keys_are_found_at_any_depth():
    assert short_keys({"seats": [{"up": 1, "medals": 2}], "await": {"k": "dest"}, "at": 3, "A": 0, "0": 1}) == {
        "up": "/seats[]/up",
        "k": "/await/k",
    }


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_no_state_or_view_key_is_one_or_two_letters(game):
    found: dict[str, str] = {}
    for variant in game.variants():
        rng = random.Random(3)
        state = game.new(variant.players, variant.options, seed=3)
        decisions = walked = 0
        while True:
            # the log only grows: the entries walked before are not walked again
            recent = {**state, "log": state.get("log", [])[walked:]}
            walked = len(state.get("log", []))
            found |= {k: f"state{w}" for k, w in short_keys(recent).items() if k not in found}
            if decisions % 4 == 0 or game.outcome(state) is not None:
                for seat in [None, *range(state["players"])]:
                    found |= {k: f"view{w}" for k, w in short_keys(game.view(state, seat)).items() if k not in found}
            if game.outcome(state) is not None or decisions >= game.max_decisions:
                break
            state = game.apply(state, *choose_random(game, state, rng))
            decisions += 1
    assert not found, f"{game.id} has short keys: {found}"


@pytest.mark.parametrize("game_id", ["hope", "plunder"])
def test_a_game_saved_with_the_old_short_keys_loads_and_plays_on(game_id):
    """The saved state was made by the version before the renames (tests/saved)."""
    game = registry.get(game_id)
    text = (SAVED / f"{game_id}_before_words.json").read_text()
    assert short_keys(json.loads(text))  # it really holds the old keys
    state = game.from_json(text)
    assert not short_keys(state)
    game.check_invariants(state)
    assert game.from_json(game.to_json(state)) == state  # upgrading a current state changes nothing
    rng = random.Random(1)
    for _ in range(60):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, *choose_random(game, state, rng))
        game.check_invariants(state)
        for seat in [None, *range(state["players"])]:
            json.dumps(game.view(state, seat))
