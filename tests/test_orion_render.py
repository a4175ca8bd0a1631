"""ORION Duel pictures: smoke tests on set-up, mid-game and finished views."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from games.i18n import LOCALES, localize, msg
from games.orion import GAME
from games.orion import picture as orion
from games.orion.engine import selection
from games.pictures import render_board, render_private

NAMES = ["Alice", "Bob"]


def _play(setup: str, seed: int, steps: int) -> dict:
    rng = random.Random(seed)
    s = GAME.new(2, {"setup": setup}, seed=seed)
    for _ in range(steps):
        if GAME.outcome(s) is not None:
            break
        (d,) = GAME.pending(s)
        s = GAME.apply(s, d.seat, rng.choice([o.id for o in d.options if o.id != "back"]))
    return s


def _image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data))


@pytest.mark.parametrize("locale", LOCALES)
def test_mid_game_picture_is_the_same_for_every_view_and_after_determinize(locale):
    s = _play("layout2", 3, 40)
    public = render_board("orion", GAME.view(s, None), NAMES, locale=locale)
    twin = GAME.determinize(s, None, random.Random(9))
    assert render_board("orion", GAME.view(twin, None), NAMES, locale=locale) == public
    for seat in (0, 1):
        assert render_board("orion", GAME.view(s, seat), NAMES, locale=locale) == public
        assert render_private("orion", GAME.view(s, seat), NAMES, locale=locale) is None
    img = _image(public)
    assert img.size == (orion.WIDTH, orion.HEIGHT) and len(public) <= 400_000


@pytest.mark.parametrize("locale", LOCALES)
def test_candidate_cells_are_marked_only_while_a_cell_is_chosen(locale):
    s = _play("layout1", 1, 2)  # start chosen, tile chosen
    while selection(s)["ori"] is None:
        (d,) = GAME.pending(s)
        s = GAME.apply(s, d.seat, d.options[0].id)
    v = GAME.view(s, None)
    assert v["candidates"]
    marked = orion.board(v, NAMES, locale=locale)
    plain = orion.board(dict(v, candidates=[]), NAMES, locale=locale)
    x, y = orion.centre(orion.BY_NAME[v["candidates"][0]])
    # the candidate outline is drawn on the cell's inner ring
    ring = [(int(px), int(py)) for px, py in orion.kit.hexagon((x, y), orion.S - 6, pointy=False)]
    assert any(marked.getpixel(p) != plain.getpixel(p) for p in ring)


@pytest.mark.parametrize("locale", LOCALES)
def test_set_up_and_finished_pictures_render(locale):
    s = GAME.new(2, {"setup": "choice"}, seed=4)
    assert orion.board(GAME.view(s, None), NAMES, locale=locale).size == (orion.WIDTH, orion.HEIGHT)
    end = _play("random", 7, 400)
    assert GAME.outcome(end) is not None
    data = render_board("orion", GAME.view(end, 1), NAMES, locale=locale)
    assert _image(data).size == (orion.WIDTH, orion.HEIGHT)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_legend_and_the_panels_draw_their_words_whole(locale):
    """German and French run longer than English: the legend's words fit the title bar between the
    title and the turn number, and the player panels' lines are drawn uncut."""
    s = _play("layout1", 5, 30)
    view = GAME.view(s, None)
    with orion.kit.recording() as drawn:
        orion.board(view, NAMES, locale=locale)
    legend = [
        localize(msg(k), locale)
        for k in ("orion-picture-galaxy", "orion-picture-hole", "orion-picture-last-move", "orion-picture-pick")
    ]
    assert all(w in drawn.words for w in legend), (legend, drawn.words)
    size = orion.kit.px(orion.kit.HEADLINE_PX, orion.WIDTH)
    turn = localize(msg("orion-picture-turn-no", n=view["turn"]), locale)
    ends = orion.kit.text_width("ORION Duel", size, True) + orion.kit.text_width(turn, size, True)
    room = orion.WIDTH - 1.5 * size - ends
    assert sum(30 + orion.kit.text_width(w, orion.SMALL) for w in legend) + 5 * 12 <= room, "the legend overflows"
    st = view["standing"][0]
    assert localize(msg("orion-picture-galaxies", n=st["galaxies"]), locale) in drawn.words
    assert not drawn.cuts


@pytest.mark.parametrize("setup", ["layout1", "layout2", "layout3", "random"])
def test_a_set_up_the_players_did_not_make_marks_no_last_move(setup):
    """A layout's or a random set-up's black holes are nobody's move: the opening board marks
    nothing as changed, nor after the start is chosen; the first tile is then marked."""
    s = GAME.new(2, {"setup": setup}, seed=3)
    assert GAME.view(s, None)["changed"] == []
    with orion.kit.recording() as drawn:
        orion.board(GAME.view(s, None), NAMES)
    assert drawn.changed == 0
    s = _play(setup, 3, 1)  # who starts is chosen
    assert GAME.view(s, None)["changed"] == []
    s = _play(setup, 3, 4)
    view = GAME.view(s, None)
    assert view["placements"] and sorted(view["changed"]) == sorted(view["placements"][-1]["cells"])


def test_a_token_the_players_placed_is_the_last_move():
    s = GAME.new(2, {"setup": "choice"}, seed=3)
    (d,) = GAME.pending(s)
    cell = d.options[0].id
    s = GAME.apply(s, d.seat, cell)
    assert GAME.view(s, None)["changed"] == [cell]


def test_the_turn_number_counts_the_tiles_laid_and_the_mover_is_apart():
    s = _play("layout1", 2, 1)
    view = GAME.view(s, None)
    assert view["turn"] == 1 and view["mover"] in (0, 1)
    turns = [view["turn"]]
    for steps in range(2, 40):
        turns.append(GAME.view(_play("layout1", 2, steps), None)["turn"])
    laid = [len(GAME.view(_play("layout1", 2, k), None)["placements"]) for k in range(1, 40)]
    assert turns == [n + 1 for n in laid]
    with orion.kit.recording() as drawn:
        orion.board(view, NAMES, locale="fr")
    assert "Tour 1" in drawn.headlines
