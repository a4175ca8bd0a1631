"""Random games to the end at every player count, with and without the expansion, invariants
checked after every decision; and the pictures."""

from __future__ import annotations

import random

import pytest

from games.i18n import LOCALES, localize
from games.teg import GAME as G
from games.teg import picture as R
from renderers import kit

CONFIGS = [(n, exp) for n in range(1, 6) for exp in ("off", "on")]


def _playout(players, exp, seed, check=True, stop=None):
    rng = random.Random(seed)
    s = G.new(players, {"expansion": exp}, seed)
    n = 0
    while G.outcome(s) is None and (stop is None or n < stop):
        d = rng.choice(G.pending(s))
        if check:
            assert len(d.options) <= 25, f"{d.prompt.key}: {len(d.options)} options (a Discord menu holds 25)"
        s = G.apply(s, d.seat, rng.choice(d.options).id)
        if check:
            G.check_invariants(s)
        n += 1
    return s, n


@pytest.mark.parametrize(("players", "exp"), CONFIGS)
def test_random_games_end_with_invariants_held(players, exp):
    for seed in (11, 12):
        s, n = _playout(players, exp, seed)
        out = G.outcome(s)
        assert out is not None and n < G.max_decisions
        if players > 1:
            assert s["end"] is not None and len(out.scores) == players
            turns = s["turns"]
            assert max(turns) - min(turns) <= 0 or turns[0] == max(turns)  # equal turns (seat 0 starts)


def test_every_decision_is_well_formed_for_a_player():
    s, _ = _playout(3, "on", 5, stop=300)
    for d in G.pending(s):
        assert d.prompt and len(d.options) <= 40
        for o in d.options:
            assert len(o.id) <= 40 and all(len(localize(o.label, locale)) <= 80 for locale in LOCALES)


def _mid_game(players=3, exp="on", seed=7, stop=250):
    return _playout(players, exp, seed, check=False, stop=stop)[0]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("players", "exp"), [(1, "off"), (3, "on"), (5, "on"), (4, "off")])
def test_board_and_private_pictures_render(players, exp, locale):
    s = _mid_game(players, exp)
    names = [f"Player {k}" for k in range(players)]
    image = R.board(G.view(s, None), names, locale=locale)
    assert image.size[0] == R.W and len(kit.to_png(image)) < 400_000
    if players > 1:
        mine = R.private(G.view(s, 0), names, locale=locale)
        assert mine is not None
    assert R.private(G.view(s, None), names, locale=locale) is None


def test_public_picture_is_the_same_from_any_view_and_after_redealing():
    s = _mid_game()
    names = ["A", "B", "C"]
    public = kit.to_png(R.board(G.view(s, None), names))
    twin = G.determinize(s, None, random.Random(2))
    assert kit.to_png(R.board(G.view(twin, None), names)) == public
    assert kit.to_png(R.board(G.view(s, 1), names)) == public


@pytest.mark.parametrize("locale", LOCALES)
def test_finished_game_reveals_missions(locale):
    s, _ = _playout(2, "off", 3, check=False)
    v = G.view(s, None)
    assert all(g["mission"] for g in v["galaxies"]) and v["outcome"] is not None
    R.board(v, ["A", "B"], locale=locale)
