"""HOPE pictures: the turn cue, the player's own picture, and the step with its candidates."""

from __future__ import annotations

import math
import random

import pytest

from games import picture_measure as measure
from games.hope import GAME, rules
from games.hope import picture as hope
from games.hope.data import character_name, character_power
from games.i18n import LOCALES, localize, msg
from games.playout import choose_random
from games.steps import top
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


@pytest.mark.parametrize("locale", LOCALES)
def test_the_current_player_frame_is_white_not_the_yellow_seats_colour(locale, monkeypatch):
    state = _until(1, 4, lambda s: rules.phase(s) == "play" and rules.turn(s)["seat"] == 3)
    frames, markers = [], []
    turn_frame, seat_marker = kit.turn_frame, kit.seat_marker
    monkeypatch.setattr(kit, "turn_frame", lambda draw, box, *a: frames.append(box) or turn_frame(draw, box, *a))
    monkeypatch.setattr(
        kit,
        "seat_marker",
        lambda d, c, r, seat, *a, **k: markers.append((c, seat)) or seat_marker(d, c, r, seat, *a, **k),
    )
    image = hope.board(GAME.view(state, None), NAMES, locale=locale)
    [box] = frames  # one frame: seat 3's block, drawn in white
    x0, y0, x1, y1 = box
    assert image.getpixel((int((x0 + x1) / 2), int(y0 + 1))) == kit.TURN and kit.seat_colour(3) != kit.TURN
    inside = {seat for (x, y), seat in markers if x0 < x < x1 and y0 < y < y1}
    assert inside == {3}


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
    assert image.size == (hope.WIDTH, hope.HEIGHT) and {"1", "19", "36"} <= set(rec.words)  # the tiles' numbers


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


def _finished(players: int, options: dict, seed: int):
    rng = random.Random(seed)
    state = GAME.new(players, options, seed)
    while GAME.outcome(state) is None:
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_is_readable_in_the_box_discord_shows_it_in(locale):
    """Fitted into the 550 x 350 box of an attached picture, with the longest names, at the start,
    middle and end of games and once they are over: every text 7 px or more, headlines 12 px
    or more; the full board 11 px or more at its own size."""
    small = []
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        states = [*measure.stages(GAME, players, seed=11, options=options), _finished(players, options, 11)]
        for state in states:
            for drawn in measure.pictures(GAME, state, names, locale):
                w, h = drawn.image.size
                text, head = drawn.record.smallest(w, height=h), drawn.record.smallest(w, True, height=h)
                if text < 7 or head < 12 or h > hope.HEIGHT:
                    small.append(f"{players}p {drawn.kind} {w}x{h}: {text:.1f} / {head:.1f} px")
            with kit.recording() as rec:
                full = hope.detail(GAME.view(state, None), names, locale=locale)
            if min(size for size, _ in rec.texts) < 11:
                small.append(f"{players}p full board: {min(size for size, _ in rec.texts)} px")
            assert full.width >= hope.D_WIDTH
    assert not small, small[:5]


def _overlapping(boxes):
    return [(a, b) for i, (_, a) in enumerate(boxes) for _, b in boxes[:i] if kit.boxes_overlap(a, b)]


def test_option_codes_never_overlap_and_every_code_is_drawn(monkeypatch):
    """Every coded option of every decision of random games is marked on the picture its
    decider sees, and no two badges overlap (spaces of neighbouring tiles, such as "6B" and
    "18B", sit close together)."""
    drawn: list[tuple[str, tuple]] = []
    mark = kit.option_mark
    monkeypatch.setattr(
        kit, "option_mark", lambda d, xy, code, *a: drawn.append((code, mark(d, xy, code, *a))) or drawn[-1][1]
    )
    kinds = set()
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        rng = random.Random(7)
        state = GAME.new(players, options, 7)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            for decision in GAME.pending(state):
                codes = [o.mark for o in decision.options if o.mark]
                drawn.clear()
                measure.decider_picture(GAME, state, decision, names)
                assert set(codes) <= {c for code, _ in drawn for c in _split(code, codes)}
                assert not _overlapping(drawn), state["steps"]
                if codes:
                    kinds.add(state["steps"][-1]["kind"])
            state = GAME.apply(state, *choose_random(GAME, state, rng))
    assert {"dest", "place", "pay", "character", "ship"} <= kinds


def _split(drawn_code: str, codes: list[str]) -> list[str]:
    """The option codes one badge shows (a tile coaxed two ways shows "X1X2")."""
    return [c for c in codes if c in drawn_code]


@pytest.mark.parametrize("geo", [hope.INLINE_GEO, hope.DETAIL_GEO], ids=["inline", "full"])
def test_no_planet_or_technology_disc_covers_a_tiles_number(geo):
    """A tile's number sits on a seam between its spaces, clear of the planets (two at most
    per space) and of the technology disc."""
    from games.hope.geometry import POS, centre

    r = hope.planet_radius(geo)
    for pos in range(1, len(POS)):
        x0, y0, x1, y1 = hope.number_box(geo, pos)
        spots = [xy for c in range(3) for count in (1, 2) for xy in hope.planet_spots(geo, pos, c, count)]
        for px, py in spots:
            assert not kit.boxes_overlap((x0, y0, x1, y1), (px - r, py - r, px + r, py + r)), (pos, (px, py))
        cx, cy = geo.at(*centre(pos))
        nearest = math.hypot(max(x0 - cx, 0, cx - x1), max(y0 - cy, 0, cy - y1))
        assert nearest > hope.disc_radius(geo), pos


def _changes_drawn(monkeypatch):
    marks = []
    ring, box = kit.changed_ring, kit.changed_box
    monkeypatch.setattr(kit, "changed_ring", lambda d, c, r: marks.append(("ring", c)) or ring(d, c, r))
    monkeypatch.setattr(kit, "changed_box", lambda d, b, *a, **k: marks.append(("box", b)) or box(d, b, *a, **k))
    return marks


@pytest.mark.parametrize("players", [2, 4])
def test_set_up_marks_no_last_change_and_a_move_marks_what_it_changed(players, monkeypatch):
    """Before anyone has played (the ships were just placed in set-up), nothing is marked as
    the last change; a pioneer placed rings its tile on the board."""
    from games.hope.geometry import centre

    marks = _changes_drawn(monkeypatch)
    first = _until(3, players, lambda s: rules.phase(s) == "play")
    hope.board(GAME.view(first, None), NAMES[:players])
    assert marks == []
    rng = random.Random(3)
    state = first
    while True:
        after = GAME.apply(state, *choose_random(GAME, state, rng))
        if after["occ"] != state["occ"]:
            break
        state = after
    placed = [p for p in range(len(after["occ"])) if after["occ"][p] != state["occ"][p]]
    hope.board(GAME.view(after, None), NAMES[:players])
    rings = [xy for kind, xy in marks if kind == "ring"]
    assert placed and all(hope.INLINE_GEO.at(*centre(p)) in rings for p in placed)


def test_the_turn_number_counts_every_players_turn_and_heads_the_board():
    state = _until(2, 3, lambda s: rules.phase(s) == "play")
    assert GAME.view(state, None)["turn"] == 1
    rng = random.Random(2)
    while not (rules.phase(state) == "play" and rules.turn(state)["seat"] == 1 and state.get("rounds") == 1):
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    view = GAME.view(state, None)
    assert view["turn"] == 5 and view["current"]["seat"] == 1  # three turns in round 1, then the second of round 2
    with kit.recording() as rec:
        hope.board(view, NAMES[:3], locale="de")
    assert any(w.startswith("Zug 5 · ") for w in rec.words)
    over = _finished(3, {}, 2)
    assert GAME.view(over, None)["turn"] == over["turn_no"] >= 5


def _text_boxes(monkeypatch):
    """Records where every text is drawn: (left, top, right, bottom) from its anchor."""
    boxes = []

    def spy(original):
        def drawn(target, xy, content, size=16, fill=kit.INK, bold=False, anchor="la", headline=False):
            w = kit.text_width(content, size, bold)
            x0 = xy[0] - {"l": 0, "m": w / 2, "r": w}[anchor[0]]
            y0 = xy[1] - {"a": 0, "t": 0, "m": size / 2, "s": size * 0.8, "d": size, "b": size}[anchor[1]]
            boxes.append((content, (x0, y0, x0 + w, y0 + size)))
            return original(target, xy, content, size, fill, bold, anchor, headline)

        return drawn

    monkeypatch.setattr(kit, "text", spy(kit.text))
    monkeypatch.setattr(kit, "stamp", spy(kit.stamp))
    return boxes


@pytest.mark.parametrize("locale", LOCALES)
def test_no_text_runs_off_the_picture(locale, monkeypatch):
    """With the longest names, a lasting bug and every player's details, the column's text
    ends inside the picture (what has no room goes to the full board)."""
    boxes = _text_boxes(monkeypatch)
    off = []
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for state in [*measure.stages(GAME, players, seed=11, options=options), _finished(players, options, 11)]:
            for drawn in measure.pictures(GAME, state, names, locale):
                w, h = drawn.image.size
                off += [(drawn.kind, t, b) for t, b in boxes if b[0] < -1 or b[2] > w + 1 or b[3] > h + 2]
                boxes.clear()
    assert not off, off[:3]
