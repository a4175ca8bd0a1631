"""The AI on every registered game: it finishes every game at every player count, proposes
only legal options, and its choice does not change when hidden information is re-dealt."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.ai import choose
from games.ai.levels import Level, level_for
from games.ai.policies import plugin_for

GAMES = registry.all()
VARIANTS = [(g, v) for g in GAMES for v in g.variants()]
#: a few iterations and short rollouts: enough to run every code path, cheap on long games
QUICK = Level("quick", 4, 30.0, 200, 4, max_rollout=8)
#: the least search there is (still a re-deal, a tree and a rollout), for whole long games
MINIMAL = Level("minimal", 1, 30.0, 50, 1, max_rollout=1)


def _id(param) -> str:
    game, variant = param
    opts = ",".join(f"{k}={v}" for k, v in sorted(variant.options.items()))
    return f"{game.id}-{variant.players}p" + (f"-{opts}" if opts else "")


def ai_game(game, players, options, level, seed):
    """A game with ``level`` at every seat, checking each choice is legal; the final state."""
    state = game.new(players, options, seed)
    n = 0
    while game.outcome(state) is None:
        assert n < game.max_decisions, "the AI did not finish the game"
        d = game.pending(state)[0]
        option = choose(game, state, d.seat, level, seed * 7919 + n)
        assert d.option(option), f"{game.id}: {option!r} is not one of {[o.id for o in d.options]}"
        state = game.apply(state, d.seat, option)
        n += 1
    return state


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_ai_seats_finish_every_player_count(param):
    game, variant = param
    ai_game(game, variant.players, variant.options, MINIMAL, variant.players)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_easy_plays_legal_options_with_its_real_budget(game):
    """The real easy level at one seat of the smallest table (the others random, to keep the
    test fast) for its first 40 decisions, then random play to the end."""
    variant = game.variants()[0]
    easy = level_for("easy", plugin_for(game).budgets)
    rng = random.Random(1)
    state = game.new(variant.players, variant.options, 11)
    n = 0
    while game.outcome(state) is None:
        assert n < game.max_decisions
        d = game.pending(state)[0]
        if d.seat == 0 and n < 40:
            option = choose(game, state, 0, easy, n)
            assert d.option(option), f"{game.id}: {option!r} is not one of {[o.id for o in d.options]}"
        else:
            option = rng.choice(d.options).id
        state = game.apply(state, d.seat, option)
        n += 1


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_choice_does_not_change_when_hidden_information_is_re_dealt(game):
    """Same view for the seat, same seed: same choice (a game whose determinize is not a
    function of the view alone fails here, and the AI would then leak hidden information)."""
    variant = game.variants()[-1]
    rng = random.Random(3)
    state = game.new(variant.players, variant.options, 5)
    checked = 0
    for step in range(120):
        if game.outcome(state) is not None:
            break
        pending = game.pending(state)
        if step % 6 == 0:
            for d in pending:
                if len(d.options) < 2:
                    continue
                twin = game.determinize(state, d.seat, random.Random(step))
                assert game.view(twin, d.seat) == game.view(state, d.seat)
                for level in ("random", QUICK):
                    assert choose(game, state, d.seat, level, step) == choose(game, twin, d.seat, level, step), (
                        f"{game.id}: seat {d.seat} chose differently on a re-deal at step {step}"
                    )
                checked += 1
        d = pending[0]
        state = game.apply(state, d.seat, rng.choice(d.options).id)
    assert checked


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_plug_in_evaluations_give_one_chance_per_seat(game):
    """A plug-in's evaluation gives one chance in 0..1 per seat, all through a game."""
    plugin = plugin_for(game)
    if plugin.evaluate_all is None:
        pytest.skip(f"{game.id} has no evaluation: its rollouts play to the end")
    for variant in game.variants():
        rng = random.Random(7)
        state = game.new(variant.players, variant.options, 3)
        for step in range(120):
            if game.outcome(state) is not None:
                break
            if step % 15 == 0:
                values = plugin.evaluate_all(game, state)
                if values is not None:
                    assert len(values) == variant.players
                    assert all(0.0 <= v <= 1.0 for v in values), values
            d = game.pending(state)[0]
            state = game.apply(state, d.seat, rng.choice(d.options).id)


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_rollout_policies_propose_legal_options_and_finish_games(param):
    """A plug-in's rollout policy plays whole games on its own: every option it names is legal."""
    game, variant = param
    policy = plugin_for(game).rollout_policy
    if policy is None:
        pytest.skip(f"{game.id} rolls out at random")
    rng = random.Random(3)
    state = game.new(variant.players, variant.options, 3)
    for _ in range(game.max_decisions):
        if game.outcome(state) is not None:
            break
        d = game.pending(state)[0]
        option = policy(game, state, d, rng)
        assert d.option(option), f"{game.id}: {option!r} is not one of {[o.id for o in d.options]}"
        state = game.apply(state, d.seat, option)
    assert game.outcome(state) is not None, "the rollout policy did not finish the game"
