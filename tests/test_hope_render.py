"""HOPE pictures: the turn cue, the player's own picture, and the step with its candidates."""

from __future__ import annotations

import random

import pytest

from games.hope import GAME, rules
from games.hope import picture as hope
from games.hope.data import character_name, character_power
from games.i18n import LOCALES, localize, msg
from games.playout import choose_random
from games.steps import top
from renderers import kit, measure

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _until(seed: int, players: int, want):
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    while GAME.outcome(state) is None:
        if want(state):
            return state
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    raise AssertionError("not reached")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_current_player_frame_is_white_not_the_yellow_seats_colour(locale):
    state = _until(1, 4, lambda s: rules.phase(s) == "play" and rules.turn(s)["seat"] == 3)
    image = hope.board(GAME.view(state, None), NAMES, locale=locale)
    w = (hope.WIDTH - 34) / 2
    x0, y0 = 12 + w + 10, hope.TOP_H + hope.COCKPIT_H + 10  # seat 3's cockpit, second row right
    frame = image.getpixel((int(x0 + w / 2), int(y0 + 1)))
    assert frame == kit.TURN and kit.seat_colour(3) != kit.TURN


@pytest.mark.parametrize("locale", LOCALES)
def test_the_own_picture_explains_itself_before_cards_are_dealt(locale):
    state = GAME.new(3, {}, 2)
    decision = GAME.pending(state)[0]
    with kit.recording() as rec:
        image = hope.private(GAME.view(state, decision.seat), NAMES[:3], decision.options, locale)
    # the characters on offer are listed with their codes, not an empty strip
    assert sorted(rec.marks) == sorted(o.mark for o in decision.options)
    assert image.height < 600


@pytest.mark.parametrize("locale", LOCALES)
def test_a_move_step_shows_the_universe_with_the_destinations_coded(locale):
    state = _until(5, 3, lambda s: rules.phase(s) == "play" and top(s)["kind"] == "dest")
    decision = GAME.pending(state)[0]
    with kit.recording() as rec:
        image = hope.private(GAME.view(state, decision.seat), NAMES[:3], decision.options, locale)
    codes = [o.mark for o in decision.options if o.mark]
    assert codes and set(codes) <= set(rec.marks)
    assert image.height > hope.UNIVERSE_H


@pytest.mark.parametrize("locale", LOCALES)
def test_the_pictures_word_the_table_in_the_readers_language(locale):
    """The board's status, its log lines and the private picture's character power are worded
    from the catalogue in the reader's language, with the players' names."""
    state = _until(3, 3, lambda s: rules.phase(s) == "play" and len(s["log"]) > 12)
    view = GAME.view(state, 0)
    with kit.recording() as rec:
        hope.board(GAME.view(state, None), NAMES[:3], locale=locale)
        hope.private(view, NAMES[:3], GAME.pending(state)[0].options, locale)
    drawn = " ".join(rec.words)
    status = localize(view["status"], locale, NAMES[:3])
    assert status.split()[0] in drawn and NAMES[0] in drawn
    assert localize(GAME.view(state, None)["log"][-1]["text"], locale, NAMES[:3])[:30] in drawn
    char = state["seats"][0]["char"]
    assert (
        localize(msg("hope-picture-power", char=character_name(char), power=character_power(char)), locale)[:40]
        in drawn
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_keeps_its_text_readable_in_every_language(locale):
    """The readability targets of tests/test_pictures.py (smallest text 7 px and headlines 12 px
    where Discord shows the picture 550 px wide), in each language, at several stages."""
    small = []
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for state in measure.stages(GAME, players, seed=11, options=options):
            pending = {d.seat: d for d in GAME.pending(state)} if GAME.outcome(state) is None else {}
            for seat in [None, *range(players)]:
                with kit.recording() as rec:
                    if seat is None:
                        image = hope.board(GAME.view(state, None), names, locale=locale)
                    else:
                        options_of = pending[seat].options if seat in pending else None
                        image = hope.private(GAME.view(state, seat), names, options_of, locale)
                if rec.smallest(image.width) < 7 or rec.smallest(image.width, headline=True) < 12:
                    small.append(f"{players}p {options}: {rec.smallest(image.width):.1f} px")
    assert not small, small[:5]
