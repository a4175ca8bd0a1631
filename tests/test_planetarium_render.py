"""Smoke tests of the Planetarium pictures: they draw, fit the size budget, and show only public parts."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.i18n import msg
from games.planetarium import GAME
from games.planetarium import picture as planetarium
from games.planetarium.selfplay import greedy_choice
from games.planetarium.steps import stage as step_kind
from renderers.kit import to_png

NAMES = ["Ada", "Bea", "Cyd", "Dot"]
LOCALES = pytest.mark.parametrize("locale", ["en", "fr", "de"])


def _mid_game(players: int = 4, seed: int = 3, decisions: int = 180) -> dict:
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    for _ in range(decisions):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *greedy_choice(state, rng))
    return state


@LOCALES
def test_board_and_hand_render_mid_game(locale):
    state = _mid_game(decisions=100)
    assert GAME.outcome(state) is None and state["current"] is not None
    image = planetarium.board(GAME.view(state, None), NAMES, locale=locale)
    assert image.size == (planetarium.WIDTH, planetarium.HEIGHT)  # the shape of Discord's 550 x 350 box
    assert len(to_png(image)) < 400_000
    seat = state["current"]
    hand = planetarium.private(GAME.view(state, seat), NAMES, locale=locale)
    assert hand is not None and hand.size == (planetarium.WIDTH, planetarium.HEIGHT)
    assert planetarium.private(GAME.view(state, None), NAMES, locale=locale) is None


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

    log(state, msg("core-text", text="SECRET you keep a card"), to=[seat])
    public = to_png(planetarium.board(GAME.view(state, None), NAMES))
    assert to_png(planetarium.board(GAME.view(state, seat), NAMES)) == public


@LOCALES
def test_solo_and_finished_games_render(locale):
    state = _mid_game(players=1, seed=5, decisions=10_000)
    assert GAME.outcome(state) is not None
    planetarium.board(GAME.view(state, None), ["Solo"], locale=locale)
    planetarium.private(GAME.view(state, 0), ["Solo"], locale=locale)


@LOCALES
def test_keep_step_shows_the_two_drawn_finals(locale):
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new(2, {}, seed)
        while GAME.outcome(state) is None and step_kind(state) != "keep":
            state = GAME.apply(state, *greedy_choice(state, rng))
        if step_kind(state) == "keep":
            image = planetarium.private(GAME.view(state, state["current"]), NAMES, locale=locale)
            assert image is not None
            return
    raise AssertionError("no game reached a keep step")


# --- codes and changes (issue 14) ------------------------------------------------------------


def _drawn_marks(picture, *args, **kwargs) -> list[str]:
    from renderers import kit

    with kit.recording() as rec:
        picture(*args, **kwargs)
    return rec.marks


def _until(step: str, players: int = 2, seeds: range = range(60)) -> dict:
    """A state of a greedy game waiting on ``step`` with more than one real option."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new(players, {}, seed)
        while GAME.outcome(state) is None:
            if step_kind(state) == step and len(GAME.pending(state)[0].options) > 2:
                return state
            state = GAME.apply(state, *greedy_choice(state, rng))
    raise AssertionError(f"no game reached a {step} step")


def test_move_options_name_planets_and_orbits_and_the_board_marks_them():
    state = GAME.new(2, {}, 1)
    while step_kind(state) == "setup":
        d = GAME.pending(state)[0]
        state = GAME.apply(state, d.seat, d.default)
    decision = GAME.pending(state)[0]
    codes = {o.id: o.mark for o in decision.options}
    assert codes["planet-A"] == "A" and codes["orbit-6"] == "VI" and codes["orbit-7"] == "VII"
    drawn = _drawn_marks(planetarium.board, GAME.view(state, None), NAMES[:2], options=decision.options)
    assert set(codes.values()) <= set(drawn)
    # the decider's own picture shows the board with the same codes above the hand
    mine = _drawn_marks(planetarium.private, GAME.view(state, decision.seat), NAMES[:2], options=decision.options)
    assert set(codes.values()) <= set(mine)


def test_destinations_are_numbered_and_a_planets_space_is_its_letter():
    for step in ("planet", "matter", "pick"):
        state = _until(step)
        decision = GAME.pending(state)[0]
        numbered = [o for o in decision.options if o.id != "back"]
        codes = [o.mark for o in numbered]
        assert len(codes) == len(set(codes)) and all(codes), codes
        for o in numbered:
            space = o.id.partition("-")[2]
            planet = next((p for p, where in state["planets"].items() if where == space), None)
            assert o.mark == planet if planet else o.mark.isdigit()
        drawn = _drawn_marks(planetarium.board, GAME.view(state, None), NAMES[:2], options=decision.options)
        assert set(codes) <= set(drawn)


def test_card_codes_give_the_cards_place_in_the_hand_and_the_planet():
    state = _until("card", players=2, seeds=range(200))
    decision = GAME.pending(state)[0]
    hand = sorted(state["hands"][decision.seat])
    plays = [o for o in decision.options if o.id.startswith(("play-", "down-"))]
    assert plays
    for o in plays:
        head, _, rest = o.id.partition("-")
        card, _, planet = rest.rpartition("-") if head == "play" else (rest, "", "")
        suffix = planet if head == "play" else "↓"
        assert o.mark == f"{hand.index(card) + 1}{suffix}"
    drawn = _drawn_marks(planetarium.private, GAME.view(state, decision.seat), NAMES[:2], options=decision.options)
    assert {o.mark for o in plays} <= set(drawn)
    # a card decision is private: the public board does not get it
    assert not decision.public


def test_the_last_turns_moves_are_in_the_view_until_the_next_turn_changes_something():
    state = GAME.new(2, {}, 2)
    while step_kind(state) == "setup":
        d = GAME.pending(state)[0]
        state = GAME.apply(state, d.seat, d.default)
    assert GAME.view(state, None)["changed"] is None
    first = state["current"]
    start = dict(state["planets"])
    state = GAME.apply(state, first, "planet-A")
    dest = next(o.id for o in GAME.pending(state)[0].options if o.id.startswith("to-"))
    state = GAME.apply(state, first, dest)
    changed = GAME.view(state, None)["changed"]
    assert {start["A"], dest[3:]} <= set(changed["spaces"])
    view = GAME.view(state, None)
    plain = {**view, "changed": None}
    assert planetarium.board(view, NAMES[:2]).tobytes() != planetarium.board(plain, NAMES[:2]).tobytes()  # ringed
    rng = random.Random(3)
    while state["current"] == first:
        state = GAME.apply(state, *greedy_choice(state, rng))
    assert start["A"] in GAME.view(state, None)["changed"]["spaces"]  # still the last turn's
    second = state["current"]
    while state["current"] == second and GAME.view(state, None)["changed"]["turn"][1] == first:
        state = GAME.apply(state, *greedy_choice(state, rng))
    assert GAME.view(state, None)["changed"]["turn"][1] == second  # the new turn's changes replaced them


def test_the_deciders_private_fingerprint_follows_the_board_it_shows():
    from games import pictures

    state = _until("move", players=2)
    seat, other = state["current"], 1 - state["current"]
    decision = GAME.pending(state)[0]

    def digest(viewer: int, shifted: bool) -> str | None:
        view = GAME.view(state, viewer)
        if shifted:  # the same options, a token gone from the board
            view["matter"].pop(next(iter(view["matter"])))
        return pictures.private_digest("planetarium", view, NAMES[:2], decision.options if viewer == seat else [])

    assert digest(seat, False) != digest(seat, True)  # the decider's picture shows the board
    assert digest(other, False) == digest(other, True)  # a hand alone does not change


# --- the pictures in every language (#18) ---------------------------------------------------------


def _words_drawn(picture, *args, **kwargs) -> list[str]:
    from renderers import kit

    with kit.recording() as rec:
        picture(*args, **kwargs)
    return rec.words


def test_the_pictures_draw_their_words_in_the_readers_language():
    state = _until("card", players=2, seeds=range(200))
    seat = state["current"]
    options = GAME.pending(state)[0].options
    english = _words_drawn(planetarium.private, GAME.view(state, seat), NAMES[:2], options)
    for locale, mat, track in (
        ("fr", "Votre plateau\u00a0:", "Piste d’Évolution"),
        ("de", "Dein Tableau:", "Evolutionsleiste"),
    ):
        hand = _words_drawn(planetarium.private, GAME.view(state, seat), NAMES[:2], options, locale=locale)
        assert mat in hand and "Your mat:" in english and "Your mat:" not in hand
        board = _words_drawn(planetarium.board, GAME.view(state, None), NAMES[:2], locale=locale)
        assert track in board
    # the static board is drawn once per language: the French legend names Water "E" (Eau)
    assert "E Eau" in _words_drawn(planetarium.board, GAME.view(state, None), NAMES[:2], locale="fr")
    assert "W Water" in _words_drawn(planetarium.board, GAME.view(state, None), NAMES[:2], locale="en")


@LOCALES
def test_every_card_name_fits_its_card_in_every_language(locale):
    """A name too long for the card's head drops a size (German compounds do not wrap), and
    every line then fits: nothing is cut with an ellipsis."""
    from games.i18n import localize
    from games.planetarium.components import CARDS
    from renderers import kit

    width = (planetarium.WIDTH - 2 * planetarium.BX - 4 * 10) / 5  # five cards in a row on the hand picture
    room = width - 52
    for card in CARDS.values():
        name = localize(card.name, locale)
        lines, size = planetarium._card_name_lines(name, room, planetarium.MID + 3)
        assert len(lines) <= 2 and all(kit.text_width(line, size, True) <= room for line in lines), name
        with kit.recording() as rec:
            image, draw = kit.canvas(300, 600)
            planetarium._big_card(image, draw, (0, 0, width, 560), card, 1, locale, planetarium.MID)
        assert not any("…" in w for w in rec.words), (card.id, rec.words)


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_french_and_german_pictures_keep_the_readability_targets(locale):
    """The same targets as tests/test_pictures.py (which draws in English), at 550 px shown."""
    from games import picture_measure as measure
    from renderers import kit

    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for state in measure.stages(GAME, players, seed=11, options=options):
            for seat in [None, *range(players)]:
                view = GAME.view(state, seat)
                with kit.recording() as rec:
                    image = planetarium.board(view, names, locale=locale) if seat is None else None
                    image = image or planetarium.private(view, names, locale=locale)
                if image is None:
                    continue
                assert rec.smallest(image.width) >= 7, (players, seat, rec.smallest(image.width))
                assert rec.smallest(image.width, headline=True) >= 12, (players, seat)


# --- drawn for the box Discord shows a picture in (550 x 350) ----------------------------------


@LOCALES
def test_every_picture_is_readable_in_the_attachment_box_with_the_longest_names(locale):
    """Start, middle and near the end, board and every hand, the longest names: shown fitted
    into 550 x 350, the smallest text is at least 7 px and every headline at least 12 px; no
    word is cut; the full board's text is at least 11 px at its own size."""
    from games import picture_measure as measure
    from renderers import kit

    for players, options in measure.tables(GAME):
        names = measure.LONG_NAMES[:players]
        for stage, state in enumerate(measure.stages(GAME, players, seed=11, options=options)):
            for drawn in measure.pictures(GAME, state, names, locale):
                w, h = drawn.image.size
                where = (players, stage, drawn.kind, w, h)
                assert w / h == pytest.approx(11 / 7, rel=0.02), where
                assert drawn.record.smallest(w, height=h) >= 7, where
                assert drawn.record.smallest(w, headline=True, height=h) >= 12, where
                assert not [word for word in drawn.record.words if "…" in word], where
            with kit.recording() as rec:
                full = planetarium.detail(GAME.view(state, None), names, locale=locale)
            assert full is not None and min(size for size, _ in rec.texts) >= 11
            assert not [word for word in rec.words if "…" in word]


def _mark_boxes(monkeypatch) -> list[tuple]:
    from renderers import kit

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
    for players in (1, 2, 4):
        names = measure.LONG_NAMES[:players]
        for state in measure.random_states(GAME, players, seed=5, count=150):
            for decision in [] if GAME.outcome(state) is not None else GAME.pending(state):
                boxes.clear()
                measure.decider_picture(GAME, state, decision, names)
                if len(boxes) < 2:
                    continue
                checked += 1
                pairs = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if _overlap(a, b)]
                assert not pairs, (decision.prompt, [o.mark for o in decision.options], pairs)
    assert checked > 50


def _change_marks(monkeypatch) -> list[str]:
    from renderers import kit

    drawn: list[str] = []
    for name in ("changed_ring", "changed_box"):
        original = getattr(kit, name)
        monkeypatch.setattr(kit, name, lambda *a, _f=original, _n=name, **k: (drawn.append(_n), _f(*a, **k))[1])
    return drawn


def test_the_last_change_is_marked_after_a_move_and_never_at_set_up(monkeypatch):
    drawn = _change_marks(monkeypatch)
    rng = random.Random(4)
    state = GAME.new(3, {}, 4)
    while step_kind(state) == "setup":  # the set-up discards change nothing anyone sees
        planetarium.board(GAME.view(state, None), NAMES[:3])
        assert drawn == []
        d = GAME.pending(state)[0]
        state = GAME.apply(state, d.seat, d.default)
    planetarium.board(GAME.view(state, None), NAMES[:3])
    assert drawn == []  # the first turn begins: nothing played yet
    mover = state["current"]
    while state["current"] == mover:
        state = GAME.apply(state, *greedy_choice(state, rng))
    for picture in (planetarium.board, planetarium.detail):
        drawn.clear()
        picture(GAME.view(state, None), NAMES[:3])
        assert "changed_ring" in drawn  # the token or planet the last turn moved


def test_the_view_carries_the_public_turn_number_the_picture_prints():
    from renderers import kit

    state = _until("move", players=2)
    view = GAME.view(state, state["current"])
    assert view["turn"] == state["turn_no"] == GAME.turn_marker(state)
    assert view["my_turn"]["step"] == "move"  # the seat's own turn state, apart from the counter
    assert GAME.view(state, None)["turn"] == state["turn_no"] and "my_turn" not in GAME.view(state, None)
    with kit.recording() as rec:
        planetarium.board(view, NAMES[:2])
    assert f"Planetarium · turn {state['turn_no']}" in rec.words


def test_a_planet_with_more_cards_than_its_block_holds_says_how_many_more():
    """A hand's view from a whole game (five cards on a planet whose block holds four in the
    private picture): the last place counts the others instead of failing to draw."""
    view = json.loads((Path(__file__).parent / "data" / "planetarium" / "crowded_planet_view.json").read_text())
    image = planetarium.private(view, NAMES, locale="en")
    assert image is not None and to_png(image)
