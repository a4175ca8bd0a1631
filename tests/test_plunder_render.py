"""Renderer smoke tests for The Curious Rarities from Andromeda."""

from __future__ import annotations

import random

import pytest

from games.i18n import LOCALES, localize, msg
from games.playout import choose_random
from games.plunder import GAME
from games.plunder import picture as plunder
from games.plunder.cards import RELICS, short_name
from games.plunder.rules import phase as plunder_phase
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


@pytest.mark.parametrize("locale", LOCALES)
def test_board_and_private_pictures_render(locale):
    for players in (3, 6):
        s = midgame(players, 150)
        png = render_board("plunder", GAME.view(s, None), NAMES[:players], locale=locale)
        assert png.startswith(b"\x89PNG") and len(png) <= 400_000
        image = plunder.board(GAME.view(s, None), NAMES[:players], locale=locale)
        assert image.width == plunder.WIDTH  # drawn to be read 550 px wide
        mine = render_private("plunder", GAME.view(s, 1), NAMES[:players], locale=locale)
        assert mine is not None and mine.startswith(b"\x89PNG") and len(mine) <= 400_000
    assert plunder.private(GAME.view(s, None), NAMES) is None


def test_public_picture_is_the_same_from_any_view_and_after_redealing():
    s = midgame(4, 90)
    public = render_board("plunder", GAME.view(s, None), NAMES[:4])
    twin = GAME.determinize(s, None, random.Random(2))
    assert render_board("plunder", GAME.view(twin, None), NAMES[:4]) == public
    for seat in range(4):
        assert render_board("plunder", GAME.view(s, seat), NAMES[:4]) == public


@pytest.mark.parametrize("locale", LOCALES)
def test_private_picture_shows_the_hand(locale):
    s = midgame(5, 60)
    a = render_private("plunder", GAME.view(s, 0), NAMES[:5], locale=locale)
    b = render_private("plunder", GAME.view(s, 1), NAMES[:5], locale=locale)
    assert a != b


@pytest.mark.parametrize("locale", LOCALES)
def test_finished_game_and_names_in_lines(locale):
    s = midgame(3, 5000)
    assert GAME.outcome(s) is not None
    assert render_board("plunder", GAME.view(s, None), NAMES[:3], locale=locale).startswith(b"\x89PNG")
    line = {
        "key": "plunder-log-land",
        "args": {"seats": {"seat": 1}, "n": 1, "portal": {"key": "plunder-portal", "args": {"n": 3, "worth": 2}}},
    }
    assert plunder.words(line, "en", NAMES) == "Ben lands at portal #3 (worth 2)."
    assert plunder.words(line, "de", NAMES) == "Ben landet an Portal 3 (Wert 2)."
    assert plunder.words("Seat 9 waits", "fr", ["A"]) == "Seat 9 waits"  # a line saved before messages


def test_every_word_of_the_pictures_fits_in_every_language():
    """German runs long: the relic names of the legend and the tiles, the score and the
    private picture's headings are drawn whole in every language, never cut to fit."""
    s = midgame(6, 150)
    for locale in LOCALES:
        with plunder.kit.recording() as drawn:
            plunder.board(GAME.view(s, None), NAMES, locale=locale)
            plunder.private(GAME.view(s, 2), NAMES, locale=locale)
        whole = [localize(short_name(k), locale) for k in RELICS]
        whole += [localize(msg("plunder-picture-sets", n=h["sets"]), locale) for h in GAME.view(s, None)["homes"]]
        whole += [
            localize(msg("plunder-picture-hand-note"), locale),
            localize(msg("plunder-picture-sets-label"), locale),
        ]
        missing = [w for w in whole if w not in drawn.words]
        assert not missing, f"{locale}: drawn cut or not at all: {missing}"
    title = localize(msg("plunder-picture-title", mission=2), "de")
    assert title.startswith("Der Plunder von Andromeda")


def _landing_state(players: int = 4, seed: int = 3):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    while plunder_phase(state) != "land":
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


def test_the_land_question_marks_the_portal_it_names():
    # the "land?" cue once sat on the portal after the one asked about
    for seed in range(4):
        state = _landing_state(seed=seed)
        decision = GAME.pending(state)[0]
        land = decision.option("land")
        named = land.label.params["portal"].params["n"]
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
