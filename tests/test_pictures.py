"""Pictures readable where Discord shows them and complete: every text measured through the
drawing kit as the picture appears inline (fitted into the attachment box, 550 x 350) at several
stages of random games with the longest names, for the board and every seat's private picture;
nothing cut; every option that names a place carries its code onto the deciding player's picture,
and no two codes overlap; what the last move changed is marked, and nothing on the set-up."""

from __future__ import annotations

import pytest

from games import Option, pictures, registry
from games import picture_measure as measure
from games.i18n import LOCALES, msg
from games.plunder.rules import phase as plunder_phase
from renderers import kit

GAMES = registry.all()


def _every_picture(engine, locale: str):
    """Each picture of the start, middle and near the end of a random game, for the fewest and
    the most players (the longest names), with where it comes from."""
    for players, options in measure.tables(engine):
        names = measure.LONG_NAMES[:players]
        for stage, state in zip(measure.STAGES, measure.stages(engine, players, seed=11, options=options), strict=True):
            for drawn in measure.pictures(engine, state, names, locale):
                size = f"{drawn.image.width}x{drawn.image.height}"
                yield f"{locale} {players}p {options} at {stage:.0%}, {drawn.kind} {size}", drawn


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("engine", GAMES, ids=[e.id for e in GAMES])
def test_every_text_is_readable_in_the_box_the_bot_posts_it_in(engine, locale):
    """Fitted into the attachment box (550 x 350), every text is at least 7 px and every headline
    at least 12 px, in every language: German runs long, and a picture must still fit it."""
    small: list[str] = []
    for where, drawn in _every_picture(engine, locale):
        assert drawn.record.texts, f"{where}: nothing recorded; text must go through the kit"
        assert drawn.box == kit.ATTACHMENT
        if drawn.smallest() < 7:
            small.append(f"{where}: smallest text {drawn.smallest():.1f} px")
        if drawn.headline() < 12:
            small.append(f"{where}: headline {drawn.headline():.1f} px")
    assert not small, "\n".join(small[:10])


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("engine", GAMES, ids=[e.id for e in GAMES])
def test_nothing_is_cut_to_fit(engine, locale):
    """No text is cut to fit its space (``kit.fit_text`` notes each cut) and no headline ends in an
    ellipsis: a cut name or a cut question hides what the picture is for."""
    cut: list[str] = []
    for where, drawn in _every_picture(engine, locale):
        cut += [f"{where}: {whole!r} drawn as {shown!r}" for whole, shown in drawn.record.cuts]
        cut += [f"{where}: headline {line!r}" for line in drawn.record.headlines if "…" in line]
    assert not cut, "\n".join(cut[:10])


@pytest.mark.parametrize("engine", GAMES, ids=[e.id for e in GAMES])
def test_option_marks_never_overlap(engine):
    players, options = measure.tables(engine)[-1]
    names = measure.LONG_NAMES[:players]
    overlaps: list[str] = []
    for state in measure.random_states(engine, players, seed=5, count=160, options=options):
        for decision in engine.pending(state):
            if any(o.mark for o in decision.options):
                drawn = measure.decider_picture(engine, state, decision, names)
                overlaps += [f"{decision.prompt!r}: {a} and {b}" for a, b in drawn.overlapping_marks()]
    assert not overlaps, "\n".join(overlaps[:10])


@pytest.mark.parametrize("engine", GAMES, ids=[e.id for e in GAMES])
def test_the_last_change_is_marked_once_a_move_is_made_and_never_on_set_up(engine):
    """The set-up board marks nothing as changed (nobody has played); a board after moves marks
    what the last one changed, in the middle and near the end of a game."""
    for players, options in measure.tables(engine):
        names = measure.LONG_NAMES[:players]
        start, *later = measure.stages(engine, players, seed=11, options=options)
        setup = measure.draw_board(engine.id, engine.view(start, None), names)
        assert setup.record.changed == 0, f"{players}p: the set-up board marks {setup.record.changed} changes"
        for state in later:
            board = measure.draw_board(engine.id, engine.view(state, None), names)
            assert board.record.changed > 0, f"{players}p: a board after moves marks no change"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("engine", GAMES, ids=[e.id for e in GAMES])
def test_a_full_board_is_drawn_to_be_read_opened(engine, locale):
    """A game's full board (``detail``), shown by ``/orrery board`` and the Full board button, is
    read after opening it: text at least 11 px at its own size, nothing cut."""
    if not pictures.has_detail(engine.id):
        pytest.skip(f"{engine.id} has no full board: its inline board shows everything")
    problems: list[str] = []
    drawn_any = False
    for players, options in measure.tables(engine):
        names = measure.LONG_NAMES[:players]
        for stage, state in zip(measure.STAGES, measure.stages(engine, players, seed=11, options=options), strict=True):
            full = measure.draw_detail(engine.id, engine.view(state, None), names, locale)
            if full is None:
                continue
            drawn_any = True
            where = f"{locale} {players}p {options} at {stage:.0%}, {full.image.width}x{full.image.height}"
            smallest = min(size for size, _ in full.record.texts)
            if smallest < 11:
                problems.append(f"{where}: text {smallest} px")
            problems += [f"{where}: {whole!r} drawn as {shown!r}" for whole, shown in full.record.cuts]
    assert drawn_any, "detail() never drew a full board"
    assert not problems, "\n".join(problems[:10])


def test_the_measure_fits_a_picture_into_the_attachment_box():
    from PIL import Image, ImageDraw

    for width, height, scale in ((1100, 700, 0.5), (760, 1250, 350 / 1250), (400, 200, 1.0)):
        image = Image.new("RGB", (width, height))
        with kit.recording() as rec:
            kit.text(ImageDraw.Draw(image), (0, 0), "Ann's turn", 20, headline=True)
            kit.text(ImageDraw.Draw(image), (0, 40), "fine print", 14)
        drawn = measure.Drawn(image, rec, "board")
        assert drawn.smallest() == pytest.approx(14 * scale)
        assert drawn.headline() == pytest.approx(20 * scale)
        assert drawn.shown().size == (round(width * scale), round(height * scale))


def test_the_recorder_notes_cuts_headlines_overlapping_marks_and_changes():
    from PIL import Image, ImageDraw

    draw = ImageDraw.Draw(Image.new("RGB", (400, 100)))
    with kit.recording() as rec:
        fits = kit.fit_text("Zoë", 200, 16)
        cut = kit.fit_text("Bartholomew Fitzgerald", 60, 16)
        kit.text(draw, (0, 0), cut, 20, headline=True)
        kit.option_mark(draw, (50, 50), "6B")
        kit.option_mark(draw, (60, 52), "18B")
        kit.option_mark(draw, (300, 50), "3B")
        kit.changed_ring(draw, (100, 50), 10)
        kit.changed_box(draw, (10, 10, 40, 40))
        kit.changed_ring(draw, (200, 50), 10, sample=True)  # a legend's sign is no change
    assert fits == "Zoë" and cut.endswith("…")
    assert rec.cuts == [("Bartholomew Fitzgerald", cut)]
    assert rec.headlines == [cut]
    drawn = measure.Drawn(Image.new("RGB", (400, 100)), rec, "board")
    assert drawn.overlapping_marks() == [("6B", "18B")]
    assert rec.changed == 2


def test_the_recorder_measures_at_550_px_and_records_codes():
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (1100, 100))
    draw = ImageDraw.Draw(image)
    with kit.recording() as rec:
        kit.text(draw, (0, 0), "fine print", 14)
        kit.text(draw, (0, 40), "Ann's turn", 26, headline=True)
        kit.option_mark(draw, (500, 50), "P4")
    kit.text(draw, (0, 0), "unrecorded", 6)
    assert rec.smallest(1100) == 7.0
    assert rec.smallest(1100, headline=True) == 13.0
    assert rec.marks == ["P4"]
    assert kit.text_width("measuring records nothing", 5) > 0 and all(size != 5 for size, _ in rec.texts)


def test_buttons_lead_with_the_options_code():
    from bot.outbox.offers import button_label

    assert button_label(Option("pos.4", msg("core-text", text="Land at portal 4"), "P4"), []) == "P4 · Land at portal 4"
    assert button_label(Option("pass", msg("example-option-pass")), []) == "Pass"


def test_cues_are_never_a_seat_colour_and_every_seat_has_its_own_shape():
    for cue in (kit.TURN, kit.CHANGED, kit.MARK_FILL):
        assert cue not in kit.SEAT_COLOURS
        # far from every seat colour, not only different
        assert all(sum(abs(a - b) for a, b in zip(cue, seat, strict=True)) > 150 for seat in kit.SEAT_COLOURS)
    assert len(set(kit.SEAT_SHAPES)) == len(kit.SEAT_COLOURS)


def _move(engine, seed, players, want):
    """The first move of a random game (state before, state after) that ``want`` accepts."""
    import random

    from games.playout import choose_random

    rng = random.Random(seed)
    state = engine.new(players, {}, seed)
    while engine.outcome(state) is None:
        after = engine.apply(state, *choose_random(engine, state, rng))
        if want(state, after):
            return state, after
        state = after
    raise AssertionError("no such move in a random game")


def test_the_last_move_is_in_the_view_as_changed():
    plunder = registry.get("plunder")
    # a card laid under a portal marks that portal
    before, after = _move(plunder, 2, 4, lambda a, b: sum(map(len, b["portals"])) > sum(map(len, a["portals"])))
    laid = [i + 1 for i in range(10) if before["portals"][i] != after["portals"][i]]
    assert plunder.view(after, None)["changed"]["portals"] == laid
    hope = registry.get("hope")
    # a pioneer placed marks its tile
    before, after = _move(hope, 4, 3, lambda a, b: a["occ"] != b["occ"])
    moved = [pos for pos in range(len(after["occ"])) if before["occ"][pos] != after["occ"][pos]]
    assert hope.view(after, None)["changed"]["tiles"] == moved
    orion = registry.get("orion")
    _before, after = _move(orion, 1, 2, lambda a, b: len(b["placements"]) > len(a["placements"]))
    view = orion.view(after, None)
    assert sorted(view["changed"]) == sorted(view["placements"][-1]["cells"])


def test_the_bot_sends_a_public_decisions_codes_to_the_board_and_a_private_ones_only_to_its_seat():
    from bot.outbox.delivery import render
    from bot.play.service import board_picture, private_picture

    orion = registry.get("orion")
    _before, state = _move(orion, 1, 2, lambda a, b: any(o.mark for d in orion.pending(b) for o in d.options))
    pending = orion.pending(state)
    assert pending[0].public
    board = board_picture(orion, orion.view(state, None), ["Ann", "Bob"], pending)
    assert [o[2] for o in board["options"]] == [o.mark for o in pending[0].options if o.mark]
    assert render(board) != render({**board, "options": []})  # the codes are drawn
    plunder = registry.get("plunder")
    _before, after = _move(plunder, 2, 4, lambda a, b: plunder_phase(b) == "collect")
    pending = plunder.pending(after)
    assert not pending[0].public and any(o.mark for o in pending[0].options)
    names = ["Ann", "Bob", "Cid", "Dee"]
    assert "options" not in board_picture(plunder, plunder.view(after, None), names, pending)
    seat = pending[0].seat
    mine = private_picture(plunder, plunder.view(after, seat), names, pending[0])
    assert {o[2] for o in mine["options"]} == {o.mark for o in pending[0].options if o.mark}
    other = private_picture(plunder, plunder.view(after, (seat + 1) % 4), names, None)
    assert "options" not in other


def test_kit_text_draws_exactly_what_pillow_draws():
    """``kit.text`` keeps each line's glyph mask; the pixels must be Pillow's own, for every
    anchor, at fractional positions, in any colour, bold or not, and for text met a second time."""
    import random

    from PIL import Image, ImageDraw

    rng = random.Random(3)
    words = ["Relic of the Void", "Ärger über Größe", "Seat 3 · 12 ⚑", "·", "", "x", "Zwei\nZeilen"]
    for _ in range(120):
        content = rng.choice(words)
        size, bold = rng.choice([9, 12, 16, 23]), rng.random() < 0.5
        anchor = rng.choice(["la", "lt", "mm", "rs", "ma", "rb"]) if "\n" not in content else "la"
        xy = (rng.uniform(20, 180), rng.uniform(20, 60))
        if rng.random() < 0.3:
            xy = (round(xy[0]), round(xy[1]))
        fill = rng.choice([kit.INK, kit.HIGHLIGHT, (12, 200, 77)])
        mine, theirs = (Image.new("RGB", (200, 80), kit.PANEL) for _ in range(2))
        for _ in range(2):  # the second time comes from the cache
            kit.text(ImageDraw.Draw(mine), xy, content, size, fill, bold, anchor)
            ImageDraw.Draw(theirs).text(xy, content, font=kit._load_font(size, bold), fill=fill, anchor=anchor)
            assert mine.tobytes() == theirs.tobytes(), (content, size, bold, anchor, xy, fill)


@pytest.mark.parametrize("wrapper", [kit.wrap, kit.wrap_words])
def test_a_picture_never_breaks_a_line_at_a_no_break_space(wrapper):
    """French sets ":" "?" and « » off with no-break spaces: in a picture, as in Discord, the
    mark stays on its word's line, and the space is drawn as it was written."""
    said = "Le Terrien\u00a0: atteindre la Terre vous fait gagner\u202f? «\u00a0Jeu\u00a0» fini"
    for width in range(40, 400, 7):
        lines = wrapper(said, width, 16)
        assert " ".join(lines) == said, lines
        assert not [line for line in lines if line[:1] in ":?»" or line.endswith("«")], lines
