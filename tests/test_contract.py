"""The engine contract, checked for every registered game: random playouts to the end with
the contract checks and the game's own invariants after every decision, determinism, and
hidden information that stays hidden."""

from __future__ import annotations

import random

import pytest

from games import IllegalMove, registry
from games.playout import choose_random, random_playout

GAMES = registry.all()
VARIANTS = [(g, v) for g in GAMES for v in g.variants()]


def _id(param) -> str:
    game, variant = param
    opts = ",".join(f"{k}={v}" for k, v in sorted(variant.options.items()))
    return f"{game.id}-{variant.players}p" + (f"-{opts}" if opts else "")


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_random_playouts_reach_the_end_with_invariants(param):
    game, variant = param
    for seed in range(4):
        result = random_playout(game, variant.players, variant.options, seed=seed, check=True, hidden_every=7)
        assert result.finished, result.error


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_many_playouts_keep_the_invariants_to_the_end(param):
    game, variant = param
    for seed in range(100, 140):
        result = random_playout(game, variant.players, variant.options, seed=seed, invariants=True)
        assert result.finished, f"seed {seed}: {result.error}"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_same_seed_and_choices_give_the_same_game(game):
    variant = game.variants()[-1]
    runs = []
    for _ in range(2):
        rng = random.Random(5)
        state = game.new(variant.players, variant.options, seed=99)
        trail = [game.to_json(state)]
        while game.outcome(state) is None and len(trail) < 400:
            state = game.apply(state, *choose_random(game, state, rng))
            trail.append(game.to_json(state))
        runs.append(trail)
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_bad_set_up_is_refused(game):
    with pytest.raises(IllegalMove):
        game.new(game.max_players + 1)
    with pytest.raises(IllegalMove):
        game.new(game.min_players, {"no-such-option": "x"})


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_game_is_one_package_with_its_picture_and_ai(game):
    """The layout every game shares (README, "Adding a game"): its parts sit in its own package,
    and the picture and the AI plug-in are found through the game, not by name elsewhere."""
    from pathlib import Path

    from renderers import GameRenderer

    package = Path(game.picture().__file__).parent
    assert package.name == game.id and package.parent.name == "games"
    for part in ("__init__.py", "engine.py", "rules.py", "view.py", "picture.py", "ai.py"):
        if game.id == "teg" and part in ("rules.py", "view.py"):
            continue  # TEG's rules and view modules come with its rewrite (h17a); the lead drops this at merge
        assert (package / part).is_file(), f"{game.id} has no {part}"
    for doc in ("RULES.md", "RULES_NOTES.md"):
        assert (package / doc).is_file(), f"{game.id} has no {doc}"
    assert (package / "data").is_dir(), f"{game.id} has no data/"
    assert isinstance(game.picture(), GameRenderer)
    assert game.ai() is not None and game.ai().__name__ == f"games.{game.id}.ai"
    assert game.min_players <= game.players_for_tables() <= game.max_players


def _doubles():
    from games.ai.toys import TOYS
    from tests.e2e.relay import RELAY
    from tests.toygame import TOY

    return [TOY, RELAY, *TOYS.values()]


@pytest.mark.parametrize("game", _doubles(), ids=lambda g: g.id)
def test_the_test_games_keep_the_contract_too(game):
    """The small games the service, bot and AI tests play stand in for real ones only if they
    keep the same contract (views that hide what they should, canonical re-deals)."""
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            result = random_playout(game, players, {}, seed=seed, check=True, hidden_every=1)
            assert result.finished, result.error
