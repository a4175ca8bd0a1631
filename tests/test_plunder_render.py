"""Renderer smoke tests for The Curious Rarities from Andromeda."""

from __future__ import annotations

import random

import pytest
from doubles import texts_migration

from games import picture_measure as measure
from games.i18n import LOCALES, localize, msg
from games.pictures import render_board, render_private
from games.playout import choose_random
from games.plunder import GAME
from games.plunder import picture as plunder
from games.plunder.cards import RELICS, short_name
from games.plunder.rules import phase as plunder_phase
from renderers import kit

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
        assert image.size == (plunder.WIDTH, plunder.HEIGHT)  # the shape of Discord's 550 x 350 box
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
    saved = texts_migration().text("Seat 9 waits")  # a line saved before messages, once migrated
    assert plunder.words(saved, "en", ["A", "B"]) == "Seat 9 waits"
    assert plunder.words(saved, "fr", ["A"]) == "Place 9 waits"  # a seat nobody's name is known for: the reader's word


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


def _finished(players: int, seed: int):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_is_readable_in_the_box_discord_shows_it_in(locale):
    """Fitted into the 550 x 350 box of an attached picture, with the longest names, at the start,
    middle and end of games and once they are over: every text 7 px or more, headlines 12 px
    or more, nothing taller than the box's shape; the full board 11 px or more at its size."""
    small = []
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for state in [*measure.stages(GAME, players, seed=11, options=options), _finished(players, 11)]:
            for drawn in measure.pictures(GAME, state, names, locale):
                w, h = drawn.image.size
                text, head = drawn.record.smallest(w, height=h), drawn.record.smallest(w, True, height=h)
                if text < 7 or head < 12 or h > plunder.HEIGHT:
                    small.append(f"{players}p {drawn.kind} {w}x{h}: {text:.1f} / {head:.1f} px")
            with kit.recording() as rec:
                plunder.detail(GAME.view(state, None), names, locale=locale)
            if min(size for size, _ in rec.texts) < 11:
                small.append(f"{players}p full board: {min(size for size, _ in rec.texts)} px")
    assert not small, small[:5]


@pytest.mark.parametrize("locale", LOCALES)
def test_card_names_at_the_portals_are_never_cut(locale):
    """A card's short name under a portal is drawn whole ("Pilferer", not "Pilfe"), wrapped
    when it must be, beside an option's code too; no text anywhere is cut with an ellipsis."""
    from games.plunder.cards import ALIENS, SABORTAL

    for card in (*RELICS, *ALIENS, SABORTAL):
        name = localize(short_name(card), locale)
        for badge in (0, kit.text_width("10A", plunder.SMALL, True) + 16):
            strip = plunder.strip_layout(name, plunder.COL - 6, badge)
            assert " ".join(strip.lines) == name
            room = plunder.COL - 6 - 8 if strip.under else plunder.COL - 6 - 24 - badge
            assert all(kit.text_width(line, plunder.SMALL, strip.bold) <= room for line in strip.lines), (name, badge)
    for seed in range(3):
        state = midgame(6, 40 + 30 * seed, seed)
        view = GAME.view(state, None)
        with kit.recording() as rec:
            plunder.board(view, measure.LONG_NAMES, locale=locale)
            plunder.detail(view, measure.LONG_NAMES, locale=locale)
        drawn = " ".join(rec.words)
        assert "…" not in drawn
        for card in {c for p in view["portals"] for c in p["cards"]}:
            assert all(word in drawn.split() for word in localize(short_name(card), locale).split()), card


def test_a_long_status_is_wrapped_whole_in_the_headline():
    """Waiting for five long names: the headline takes the lines it needs, never "…"."""
    state = _landing_state(6, seed=1)
    view = GAME.view(state, None)
    with kit.recording() as rec:
        plunder.board(view, measure.LONG_NAMES)
    status = localize(view["status"], "en", measure.LONG_NAMES)
    heads = " ".join(w for w in rec.words if w.startswith("Turn ") or not w[:1].isdigit())
    assert status.split()[-1] in heads and "…" not in heads
    assert " ".join(rec.words).count(status.split(";")[0].split("?")[0]) >= 1


def test_option_codes_never_overlap_and_every_code_is_drawn(monkeypatch):
    drawn: list[tuple[str, tuple]] = []
    mark = kit.option_mark

    def record(d, xy, code, *a):
        box = mark(d, xy, code, *a)
        drawn.append((code, box))
        return box

    monkeypatch.setattr(kit, "option_mark", record)
    steps = set()
    for players in (3, 6):
        rng = random.Random(4)
        state = GAME.new(players, seed=4)
        for _ in range(500):
            if GAME.outcome(state) is not None:
                break
            for decision in GAME.pending(state):
                codes = {o.mark for o in decision.options if o.mark}
                drawn.clear()
                measure.decider_picture(GAME, state, decision, measure.LONG_NAMES[:players])
                assert codes <= {code for code, _ in drawn}
                boxes = [box for _, box in drawn]
                assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[:i] if kit.boxes_overlap(a, b)]
                if codes:
                    kind = state["steps"][-1]["kind"]
                    steps.add(plunder_phase(state) + (":" + kind if plunder_phase(state) == "explore" else ""))
            state = GAME.apply(state, *choose_random(GAME, state, rng))
    assert {"land", "collect", "explore:position"} <= steps


def _changes_drawn(monkeypatch):
    marks = []
    box = kit.changed_box
    monkeypatch.setattr(kit, "changed_box", lambda d, b, *a, **k: marks.append(b) or box(d, b, *a, **k))
    return marks


def test_a_new_game_marks_no_last_change_and_a_card_laid_marks_its_portal(monkeypatch):
    marks = _changes_drawn(monkeypatch)
    state = GAME.new(4, seed=2)
    plunder.board(GAME.view(state, None), NAMES[:4])
    assert marks == []  # the aliens dealt under portals 1 to 3 at set-up are no move
    rng = random.Random(2)
    while True:
        after = GAME.apply(state, *choose_random(GAME, state, rng))
        if sum(map(len, after["portals"])) > sum(map(len, state["portals"])):
            break
        state = after
    laid = [i for i in range(10) if after["portals"][i] != state["portals"][i]]
    plunder.board(GAME.view(after, None), NAMES[:4])
    col = (plunder.WIDTH - 2 * plunder.MARGIN + 12 - 8) / 10
    centres = [(b[0] + b[2]) / 2 for b in marks]
    for i in laid:  # a bracket around that portal's column
        assert any(abs(c - (plunder.MARGIN - 6 + 4 + i * col + col / 2)) < 2 for c in centres), (i, centres)


def test_the_turn_number_counts_explorations_and_collecting_turns_and_heads_the_board():
    state = GAME.new(3, seed=5)
    assert GAME.view(state, None)["turn"] == 1
    rng = random.Random(5)
    explorers = 1
    while plunder_phase(state) != "collect":
        before = state
        state = GAME.apply(state, *choose_random(GAME, state, rng))
        exploring = state["steps"] == [{"kind": "explore"}]
        if exploring and (plunder_phase(before) != "explore" or before["next"] != state["next"]):
            explorers += 1
    view = GAME.view(state, None)
    assert view["turn"] == explorers + 1  # every exploration, then the first collecting turn
    with kit.recording() as rec:
        plunder.board(view, NAMES[:3], locale="fr")
    assert any(w.startswith(f"Tour {view['turn']} · ") for w in rec.words)


def _text_boxes(monkeypatch):
    """Records where every text is drawn: (left, top, right, bottom) from its anchor."""
    boxes = []
    original = kit.text

    def drawn(target, xy, content, size=16, fill=kit.INK, bold=False, anchor="la", headline=False):
        w = kit.text_width(content, size, bold)
        x0 = xy[0] - {"l": 0, "m": w / 2, "r": w}[anchor[0]]
        y0 = xy[1] - {"a": 0, "t": 0, "m": size / 2, "s": size * 0.8, "d": size, "b": size}[anchor[1]]
        boxes.append((content, (x0, y0, x0 + w, y0 + size)))
        return original(target, xy, content, size, fill, bold, anchor, headline)

    monkeypatch.setattr(kit, "text", drawn)
    return boxes


@pytest.mark.parametrize("locale", LOCALES)
def test_no_text_runs_off_the_picture(locale, monkeypatch):
    """With the longest names at every stage, every text ends inside its picture."""
    boxes = _text_boxes(monkeypatch)
    off = []
    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for state in [*measure.stages(GAME, players, seed=11, options=options), _finished(players, 11)]:
            for drawn in measure.pictures(GAME, state, names, locale):
                w, h = drawn.image.size
                off += [(drawn.kind, t, b) for t, b in boxes if b[0] < -1 or b[2] > w + 1 or b[3] > h + 2]
                boxes.clear()
    assert not off, off[:3]
