"""Smoke tests of the Planetarium pictures: they draw, fit the size budget, and show only public parts."""

from __future__ import annotations

import random

import pytest

from games.planetarium import GAME
from games.planetarium import picture as planetarium
from games.planetarium.selfplay import greedy_choice
from games.planetarium.steps import stage
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
    assert image.width == planetarium.WIDTH and 700 < image.height < 1200
    assert len(to_png(image)) < 400_000
    seat = state["current"]
    hand = planetarium.private(GAME.view(state, seat), NAMES, locale=locale)
    assert hand is not None and hand.width == planetarium.WIDTH
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

    log(state, "SECRET you keep a card", to=[seat])
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
        while GAME.outcome(state) is None and stage(state) != "keep":
            state = GAME.apply(state, *greedy_choice(state, rng))
        if stage(state) == "keep":
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
            if stage(state) == step and len(GAME.pending(state)[0].options) > 2:
                return state
            state = GAME.apply(state, *greedy_choice(state, rng))
    raise AssertionError(f"no game reached a {step} step")


def test_move_options_name_planets_and_orbits_and_the_board_marks_them():
    state = GAME.new(2, {}, 1)
    while stage(state) == "setup":
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
    while stage(state) == "setup":
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
    import renderers

    state = _until("move", players=2)
    seat, other = state["current"], 1 - state["current"]
    decision = GAME.pending(state)[0]

    def digest(viewer: int, shifted: bool) -> str | None:
        view = GAME.view(state, viewer)
        if shifted:  # the same options, a token gone from the board
            view["matter"].pop(next(iter(view["matter"])))
        return renderers.private_digest("planetarium", view, NAMES[:2], decision.options if viewer == seat else [])

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
        ("fr", "Votre plateau :", "Piste d’Évolution"),
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

    room = (planetarium.WIDTH - 2 * planetarium.BX - 4 * 8) / 5 - 44
    for card in CARDS.values():
        name = localize(card.name, locale)
        lines = kit.wrap(name, room, planetarium.SMALL, True)
        assert len(lines) <= 2 and all(kit.text_width(line, planetarium.SMALL, True) <= room for line in lines), name
        with kit.recording() as rec:
            image, draw = kit.canvas(200, 300)
            planetarium._big_card(image, draw, (0, 0, room + 44, 215), card, 1, locale)
        assert not any("…" in w for w in rec.words), (card.id, rec.words)


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_french_and_german_pictures_keep_the_readability_targets(locale):
    """The same targets as tests/test_pictures.py (which draws in English), at 550 px shown."""
    from renderers import kit, measure

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
