"""HOPE pictures: the turn cue, the player's own picture, and the step with its candidates."""

from __future__ import annotations

import random

from games.hope import GAME
from games.hope import picture as hope
from games.playout import choose_random
from renderers import kit

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _until(seed: int, players: int, want):
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    while GAME.outcome(state) is None:
        if want(state):
            return state
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    raise AssertionError("not reached")


def test_the_current_player_frame_is_white_not_the_yellow_seats_colour():
    state = _until(1, 4, lambda s: s["phase"] == "play" and s["turn"]["seat"] == 3)
    image = hope.board(GAME.view(state, None), NAMES)
    w = (hope.WIDTH - 34) / 2
    x0, y0 = 12 + w + 10, hope.TOP_H + hope.COCKPIT_H + 10  # seat 3's cockpit, second row right
    frame = image.getpixel((int(x0 + w / 2), int(y0 + 1)))
    assert frame == kit.TURN and kit.seat_colour(3) != kit.TURN


def test_the_own_picture_explains_itself_before_cards_are_dealt():
    state = GAME.new(3, {}, 2)
    decision = GAME.pending(state)[0]
    with kit.recording() as rec:
        image = hope.private(GAME.view(state, decision.seat), NAMES[:3], decision.options)
    # the characters on offer are listed with their codes, not an empty strip
    assert sorted(rec.marks) == sorted(o.mark for o in decision.options)
    assert image.height < 600


def test_a_move_step_shows_the_universe_with_the_destinations_coded():
    state = _until(5, 3, lambda s: s["phase"] == "play" and s["await"] and s["await"]["kind"] == "dest")
    decision = GAME.pending(state)[0]
    with kit.recording() as rec:
        image = hope.private(GAME.view(state, decision.seat), NAMES[:3], decision.options)
    codes = [o.mark for o in decision.options if o.mark]
    assert codes and set(codes) <= set(rec.marks)
    assert image.height > hope.UNIVERSE_H
