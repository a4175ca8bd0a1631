"""Renderer smoke tests for The Curious Rarities from Andromeda."""

from __future__ import annotations

import random

from games.playout import choose_random
from games.plunder import GAME
from games.plunder import picture as plunder
from renderers import render_board, render_private

NAMES = ["Alexander", "Ben", "Clara", "Dani", "Emil", "Fatima"]


def midgame(players: int, steps: int, seed: int = 7):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


def test_board_and_private_pictures_render():
    for players in (3, 6):
        s = midgame(players, 150)
        png = render_board("plunder", GAME.view(s, None), NAMES[:players])
        assert png.startswith(b"\x89PNG") and len(png) <= 400_000
        image = plunder.board(GAME.view(s, None), NAMES[:players])
        assert image.width == plunder.WIDTH  # drawn to be read 550 px wide
        mine = render_private("plunder", GAME.view(s, 1), NAMES[:players])
        assert mine is not None and mine.startswith(b"\x89PNG") and len(mine) <= 400_000
    assert plunder.private(GAME.view(s, None), NAMES) is None


def test_public_picture_is_the_same_from_any_view_and_after_redealing():
    s = midgame(4, 90)
    public = render_board("plunder", GAME.view(s, None), NAMES[:4])
    twin = GAME.determinize(s, None, random.Random(2))
    assert render_board("plunder", GAME.view(twin, None), NAMES[:4]) == public
    for seat in range(4):
        assert render_board("plunder", GAME.view(s, seat), NAMES[:4]) == public


def test_private_picture_shows_the_hand():
    s = midgame(5, 60)
    a = render_private("plunder", GAME.view(s, 0), NAMES[:5])
    b = render_private("plunder", GAME.view(s, 1), NAMES[:5])
    assert a != b


def test_finished_game_and_names_in_lines():
    s = midgame(3, 5000)
    assert GAME.outcome(s) is not None
    assert render_board("plunder", GAME.view(s, None), NAMES[:3]).startswith(b"\x89PNG")
    assert plunder.named("Seat 2 lands at portal #3", NAMES) == "Ben lands at portal #3"
    assert plunder.named("Seat 9 waits", ["A"]) == "Seat 9 waits"


def _landing_state(players: int = 4, seed: int = 3):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    while state["phase"] != "land":
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


def test_the_land_question_marks_the_portal_it_names():
    # the "land?" cue once sat on the portal after the one asked about
    for seed in range(4):
        state = _landing_state(seed=seed)
        decision = GAME.pending(state)[0]
        land = decision.option("land")
        named = int(land.label.split("#")[1].split(" ")[0])
        assert land.mark == f"P{named}"
        view = GAME.view(state, None)
        assert plunder._landing_portal(view) == named
        with plunder.kit.recording() as rec:
            plunder.board(view, NAMES[:4], options=decision.options)
        assert rec.marks == [f"P{named}"]


def test_a_long_status_goes_under_the_title_instead_of_into_it():
    from PIL import ImageDraw

    image = plunder.kit.canvas(plunder.WIDTH, 200)[0]
    draw = ImageDraw.Draw(image)
    short = plunder.kit.title_bar(draw, plunder.WIDTH, "Plunder · Mission 1", "Ann explores portal #4")
    awaited = "Land at portal #4 (worth 2) or fly on? Waiting for " + ", ".join(NAMES)
    long = plunder.kit.title_bar(draw, plunder.WIDTH, "Plunder · Mission 1", awaited)
    assert long > short
