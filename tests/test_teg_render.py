"""TEG pictures point at what is decided: numbered dice, lettered planets, numbered ships carry
the options' codes; the last turn's changes are in the view and ringed on the board."""

from __future__ import annotations

import random

import pytest

from games.i18n import LOCALES, localize, msg
from games.teg import GAME as G
from games.teg import picture as teg
from games.teg.board import phase
from games.teg.marks import ROW_LETTERS
from renderers import kit
from tests.teg_helpers import game

NAMES = ["Ada Lovelace-Byron of a very long house name", "Bea", "Cyd", "Dot"]


def _drawn_marks(picture, *args, **kwargs) -> list[str]:
    with kit.recording() as rec:
        picture(*args, **kwargs)
    return rec.marks


@pytest.mark.parametrize("locale", LOCALES)
def test_each_die_is_activated_by_its_number_drawn_on_the_die(locale):
    s = game(players=2)
    decision = G.pending(s)[0]
    dice = [o for o in decision.options if o.id.startswith("a.")]
    assert dice and [o.mark for o in dice] == [str(int(o.id[2:]) + 1) for o in dice]
    start = {"en": "Activate die {}:", "fr": "Activer le dé {}\u00a0:", "de": "Würfel {} aktivieren:"}[locale]
    assert all(localize(o.label, locale).startswith(start.format(o.mark)) for o in dice)
    marks = _drawn_marks(teg.board, G.view(s, None), NAMES[:2], options=decision.options, locale=locale)
    assert sorted(marks) == sorted(o.mark for o in dice)


@pytest.mark.parametrize("locale", LOCALES)
def test_ship_and_destination_codes_name_ship_numbers_and_row_letters(locale):
    s = game(players=2)
    g = s["turn"]["seat"]
    s["turn"]["dice"][0] = "mv"
    s = G.apply(s, g, "a.0")  # activate the Move die
    while G.pending(s)[0].seat != g:  # rivals pass on following
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, "p")
    ships = G.pending(s)[0]
    assert [o.mark for o in ships.options if o.id.startswith("s.")] == [
        f"S{int(o.id[2:]) + 1}" for o in ships.options if o.id.startswith("s.")
    ]
    s = G.apply(s, g, ships.options[0].id)
    where = G.pending(s)[0]
    for o in where.options:
        if o.id[:2] in ("l.", "o."):
            letter = ROW_LETTERS[s["row"].index(o.id[2:])]
            assert o.mark == ("L" if o.id[0] == "l" else "O") + letter
    codes = [o.mark for o in where.options if o.mark]
    assert len(codes) == len(set(codes)) > 0
    marks = _drawn_marks(teg.board, G.view(s, None), NAMES[:2], options=where.options, locale=locale)
    assert set(codes) <= set(marks)
    # the deciding seat's own picture (its secret mission) carries the table with the codes too
    marks = _drawn_marks(teg.private, G.view(s, g), NAMES[:2], options=where.options, locale=locale)
    assert set(codes) <= set(marks)


@pytest.mark.parametrize("locale", LOCALES)
def test_mission_codes_are_drawn_on_the_private_picture_only(locale):
    s = G.new(2, {}, 5)
    decision = next(d for d in G.pending(s) if d.seat == 1)
    assert [o.mark for o in decision.options] == ["M1", "M2"]
    marks = _drawn_marks(teg.private, G.view(s, 1), NAMES[:2], options=decision.options, locale=locale)
    assert marks == ["M1", "M2"]
    assert _drawn_marks(teg.board, G.view(s, None), NAMES[:2], locale=locale) == []


def test_the_last_turns_moves_are_in_the_view_until_the_next_turn_changes_something():
    s = game(players=2)
    g = s["turn"]["seat"]
    assert G.view(s, None)["changed"] is None
    s["turn"]["dice"][0] = "mv"
    s = G.apply(s, g, "a.0")
    while G.pending(s)[0].seat != g:
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, "p")
    s = G.apply(s, g, "s.0")
    dest = next(o.id for o in G.pending(s)[0].options if o.id.startswith("o."))
    s = G.apply(s, g, dest)
    changed = G.view(s, None)["changed"]
    assert [g, 0] in changed["ships"]
    # the moved ship is ringed: the picture differs from one without the change
    view = G.view(s, None)
    plain = {**view, "changed": None}
    assert teg.board(view, NAMES[:2]).tobytes() != teg.board(plain, NAMES[:2]).tobytes()
    # it stays through the end of the turn, and a later turn's first change replaces it
    rng = random.Random(1)
    turn = s["turn"]["seat"]
    while s["turn"]["seat"] == turn and G.outcome(s) is None:
        d = rng.choice(G.pending(s))
        s = G.apply(s, d.seat, rng.choice(d.options).id)
    assert [g, 0] in G.view(s, None)["changed"]["ships"]


@pytest.mark.parametrize("locale", LOCALES)
def test_changes_are_public_and_the_board_is_the_same_from_every_seat(locale):
    s = game(players=3, btb=True)
    rng = random.Random(4)
    for _ in range(60):
        d = rng.choice(G.pending(s))
        s = G.apply(s, d.seat, rng.choice(d.options).id)
    public = kit.to_png(teg.board(G.view(s, None), NAMES[:3], locale=locale))
    for seat in range(3):
        assert kit.to_png(teg.board(G.view(s, seat), NAMES[:3], locale=locale)) == public


def test_a_board_in_another_language_draws_other_words_at_the_same_places():
    s = game(players=3, btb=True)
    view = G.view(s, None)
    drawn = {}
    for locale in LOCALES:
        with kit.recording() as rec:
            image = teg.board(view, NAMES[:3], locale=locale)
        drawn[locale] = (image.size, rec.words)
    assert drawn["en"][0] == drawn["fr"][0] == drawn["de"][0], "the layout does not depend on the language"
    assert "Surface" in drawn["en"][1] and "Boden" in drawn["de"][1]
    assert any("Espace inexploré" in w for w in drawn["fr"][1])
    assert any("Unerforschter Raum" in w for w in drawn["de"][1])


#: the words drawn in a fixed room of the picture, with that room: each must fit whole in
#: every language (the picture would leave out or shorten a longer one)
FIXED_ROOM = [
    *[(f"teg-picture-at-{at}", {}, teg.WHERE_ROOM - kit.text_width(" B", teg.SMALL), False) for at in "so"],
    *[(f"teg-picture-at-{at}", {}, teg.WHERE_ROOM, False) for at in "hxd"],
    ("teg-picture-locked", {}, teg.WHERE_ROOM, False),
    ("teg-picture-space", {"n": 30}, teg.LEFT_W / 3, True),
    ("teg-picture-pilots-for-hire", {"n": 30}, teg.LEFT_W - 20, True),
]


@pytest.mark.parametrize("locale", LOCALES)
def test_words_in_a_fixed_room_fit_it_whole(locale):
    too_long = []
    for key, args, room, bold in FIXED_ROOM:
        words = localize(msg(key, **args), locale)
        if kit.text_width(words, teg.SMALL, bold) > room:
            too_long.append(f"{words!r} ({kit.text_width(words, teg.SMALL, bold):.0f} px > {room})")
    notes = [localize(msg(k, n=2), locale) for k in ("teg-picture-reroll-ready", "teg-picture-converter-used")]
    notes.append(localize(msg("teg-picture-follow-cost", n=2), locale))
    assert kit.text_width(" · ".join(notes), teg.SMALL) <= teg.LEFT_W - 20  # the dice's line of notes
    assert 7 * (teg._die_width(locale) + 6) <= teg.LEFT_W - 14  # seven dice, each face and state whole
    assert not too_long, too_long


@pytest.mark.parametrize("locale", LOCALES)
def test_every_pilots_and_exploration_cards_name_fits_its_chip_on_two_lines(locale):
    from games.teg.data import PILOTS, XCARDS, pilot_name, xcard_name

    space = teg._space_width(localize(msg("teg-picture-space", n=30), locale))
    card_w = teg._card_chip_width(teg.LEFT_W, space)
    for words, width in [
        *[(localize(pilot_name(p), locale), teg.PILOT_CHIP) for p in PILOTS],
        *[(localize(xcard_name(c), locale), card_w) for c in XCARDS],
    ]:
        lines, size = teg._chip_lines(words, width)
        assert len(lines) <= 2 and all(kit.text_width(line, size, True) <= width - 8 for line in lines), words


def test_sending_a_ship_to_another_planet_names_the_ship_and_the_planet():
    from games import picture_measure as measure
    from games.playout import choose_random

    for seed in range(60):
        s, rng = G.new(4, {"expansion": "on"}, seed), random.Random(seed)
        while G.outcome(s) is None:
            for d in G.pending(s):
                jumps = [o for o in d.options if o.id.startswith("j.")]
                if not jumps:
                    continue
                for o in jumps:
                    _, ship, planet = o.id.split(".")
                    assert o.mark == f"S{int(ship) + 1}{ROW_LETTERS[s['row'].index(planet)]}"
                drawn = measure.decider_picture(G, s, d, NAMES)
                assert {o.mark for o in jumps} <= set(drawn.record.marks)
                return
            s = G.apply(s, *choose_random(G, s, rng))
    raise AssertionError("no random game offered to send a ship to another planet")


def test_the_deciders_private_fingerprint_follows_the_table_it_shows():
    from games import pictures

    s = game(players=2)
    g = s["turn"]["seat"]
    decision = G.pending(s)[0]

    def digest(viewer: int, shifted: bool) -> str | None:
        view = G.view(s, viewer)
        if shifted:  # the same options, another planet in the row
            view["row"][0] = view["row"][1]
        return pictures.private_digest("teg", view, NAMES[:2], decision.options if viewer == g else [])

    assert digest(g, False) != digest(g, True)
    assert digest(1 - g, False) == digest(1 - g, True)


# --- drawn for the box Discord shows a picture in (550 x 350) ----------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_is_readable_in_the_attachment_box_with_the_longest_names(locale):
    """Start, middle and near the end, board and every private picture, the longest names: shown
    fitted into 550 x 350, the smallest text is at least 7 px and every headline at least 12 px;
    nothing is cut; the full board's text is at least 11 px at its own size."""
    from games import picture_measure as measure

    for players, options in measure.tables(G):
        names = measure.LONG_NAMES[:players]
        for stage, state in enumerate(measure.stages(G, players, seed=11, options=options)):
            for drawn in measure.pictures(G, state, names, locale):
                w, h = drawn.image.size
                where = (players, stage, drawn.kind, w, h)
                assert w / h == pytest.approx(11 / 7, rel=0.02), where
                assert drawn.record.smallest(w, height=h) >= 7, where
                assert drawn.record.smallest(w, headline=True, height=h) >= 12, where
                assert not [word for word in drawn.record.words if "…" in word], where
            with kit.recording() as rec:
                full = teg.detail(G.view(state, None), names, locale=locale)
            assert full is not None and min(size for size, _ in rec.texts) >= 11
            assert not [word for word in rec.words if "…" in word]  # the status wraps, names whole


def _mark_boxes(monkeypatch) -> list[tuple]:
    boxes: list[tuple] = []
    draw_mark = kit.option_mark

    def recorded(*args, **kwargs):
        box = draw_mark(*args, **kwargs)
        boxes.append(box)
        return box

    monkeypatch.setattr(kit, "option_mark", recorded)
    return boxes


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_no_option_code_covers_another(monkeypatch):
    from games import picture_measure as measure

    boxes = _mark_boxes(monkeypatch)
    checked = 0
    for players, options in measure.tables(G):
        names = measure.LONG_NAMES[:players]
        for state in measure.random_states(G, players, seed=5, count=150, options=options):
            for decision in [] if G.outcome(state) is not None else G.pending(state):
                boxes.clear()
                measure.decider_picture(G, state, decision, names)
                if len(boxes) < 2:
                    continue
                checked += 1
                pairs = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if _overlap(a, b)]
                assert not pairs, (decision.prompt, [o.mark for o in decision.options], pairs)
    assert checked > 50


def test_the_last_change_is_marked_after_a_move_and_never_at_set_up(monkeypatch):
    drawn: list[str] = []
    for name in ("changed_ring", "changed_box"):
        original = getattr(kit, name)
        monkeypatch.setattr(kit, name, lambda *a, _f=original, _n=name, **k: (drawn.append(_n), _f(*a, **k))[1])
    s = G.new(3, {"expansion": "on"}, 2)
    while phase(s) == "mission":  # the secret missions change nothing anyone sees
        teg.board(G.view(s, None), NAMES[:3])
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, d.options[0].id)
    teg.board(G.view(s, None), NAMES[:3])
    assert drawn == []  # the first turn begins: nothing played yet
    g = s["turn"]["seat"]
    s["turn"]["dice"][0] = "mv"
    s = G.apply(s, g, "a.0")
    while G.pending(s)[0].seat != g:
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, "p")
    s = G.apply(s, g, "s.0")
    s = G.apply(s, g, next(o.id for o in G.pending(s)[0].options if o.id.startswith("o.")))
    for picture in (teg.board, teg.detail):
        drawn.clear()
        picture(G.view(s, None), NAMES[:3])
        assert "changed_ring" in drawn  # the ship the turn moved


def test_the_view_carries_the_public_turn_number_the_picture_prints():
    s = G.new(2, {}, 3)
    assert G.view(s, None)["turn"] == 0  # the missions are being picked: no turn yet
    while phase(s) == "mission":
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, d.options[0].id)
    view = G.view(s, None)
    assert view["turn"] == 1 and view["dice_turn"]["seat"] == s["turn"]["seat"]
    with kit.recording() as rec:
        teg.board(view, NAMES[:2])
    assert "Turn 1 · 21 points to win" in rec.words
    rng = random.Random(2)
    first = s["turn"]["seat"]
    while s["turn"]["seat"] == first:
        d = rng.choice(G.pending(s))
        s = G.apply(s, d.seat, rng.choice(d.options).id)
    assert G.view(s, None)["turn"] == 2 == G.turn_marker(s) + 1


def test_a_view_saved_before_turn_was_the_counter_draws_the_same_picture():
    s = game(players=3, btb=True)
    view = G.view(s, None)
    old = {k: v for k, v in view.items() if k not in ("turn", "dice_turn")}
    old["turn"] = view["dice_turn"]  # how the view carried the turn's dice until then
    assert teg.board(old, NAMES[:3]).tobytes() == teg.board(view, NAMES[:3]).tobytes()


def test_a_long_status_wraps_whole_on_the_board_and_the_full_board():
    """The follow question naming four rivals ran past the picture's edge and was cut."""
    from games import picture_measure as measure

    s = game(players=5, btb=True)
    view = G.view(s, None)
    view["status"] = msg(
        "core-text",
        text="Wilhelmina K., Christopher-Jonathan, Zoë und Maximiliane-Theodora: Bartholomew Fitzgerald "
        "hat Energie erwerben genutzt: folgen? (0 von 4 geantwortet)",
    ).to_json()
    for picture in (teg.board, teg.detail):
        with kit.recording() as rec:
            picture(view, measure.LONG_NAMES[:5], locale="de")
        assert not [word for word in rec.words if "…" in word]
        assert " ".join(rec.words).count("(0 von 4 geantwortet)") == 1
