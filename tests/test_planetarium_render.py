"""Smoke tests of the Planetarium pictures: they draw, fit the size budget, and show only public parts."""

from __future__ import annotations

import random

from games.planetarium import GAME
from games.planetarium.selfplay import greedy_choice
from renderers import planetarium
from renderers.kit import to_png

NAMES = ["Ada", "Bea", "Cyd", "Dot"]


def _mid_game(players: int = 4, seed: int = 3, decisions: int = 180) -> dict:
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    for _ in range(decisions):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *greedy_choice(state, rng))
    return state


def test_board_and_hand_render_mid_game():
    state = _mid_game(decisions=100)
    assert GAME.outcome(state) is None and state["current"] is not None
    image = planetarium.board(GAME.view(state, None), NAMES)
    assert image.width == planetarium.WIDTH and 700 < image.height < 1200
    assert len(to_png(image)) < 400_000
    seat = state["current"]
    hand = planetarium.private(GAME.view(state, seat), NAMES)
    assert hand is not None and hand.width == planetarium.WIDTH
    assert planetarium.private(GAME.view(state, None), NAMES) is None


def test_public_picture_is_the_same_from_any_view_and_after_redealing():
    state = _mid_game()
    public = to_png(planetarium.board(GAME.view(state, None), NAMES))
    for seat in range(4):
        assert to_png(planetarium.board(GAME.view(state, seat), NAMES)) == public
    twin = GAME.determinize(state, None, random.Random(9))
    assert to_png(planetarium.board(GAME.view(twin, None), NAMES)) == public


def test_private_log_lines_stay_out_of_the_public_picture():
    state = _mid_game()
    seat = state["current"]
    from games.core import log

    log(state, "SECRET you keep a card", to=[seat])
    public = to_png(planetarium.board(GAME.view(state, None), NAMES))
    assert to_png(planetarium.board(GAME.view(state, seat), NAMES)) == public


def test_solo_and_finished_games_render():
    state = _mid_game(players=1, seed=5, decisions=10_000)
    assert GAME.outcome(state) is not None
    planetarium.board(GAME.view(state, None), ["Solo"])
    planetarium.private(GAME.view(state, 0), ["Solo"])


def test_keep_step_shows_the_two_drawn_finals():
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new(2, {}, seed)
        while GAME.outcome(state) is None and not (state["turn"] and state["turn"]["step"] == "keep"):
            state = GAME.apply(state, *greedy_choice(state, rng))
        if state["turn"] and state["turn"]["step"] == "keep":
            image = planetarium.private(GAME.view(state, state["current"]), NAMES)
            assert image is not None
            return
    raise AssertionError("no game reached a keep step")
