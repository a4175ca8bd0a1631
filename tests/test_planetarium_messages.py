"""Planetarium speaks in messages (#18): catalogue keys with parameters, worded for each reader;
games saved while it still wrote English keep loading and showing their old log."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.core import Decision, Option
from games.i18n import LOCALES, Msg, Seat, catalogue_entries, localize, msg
from games.planetarium import GAME, components, rules
from games.planetarium import ai as policy
from games.planetarium import picture as planetarium
from games.planetarium.components import CARDS, KINDS, card_name
from games.playout import choose_random
from tests.test_planetarium_rules import ids, play, scene, set_hand

SAVED = Path(__file__).parent / "saved" / "planetarium_before_messages.json"
HERE = Path(components.__file__).parent


def test_the_data_files_keep_ids_and_numbers_and_every_card_has_its_name_in_every_language():
    raw = json.loads((HERE / "data" / "cards.json").read_text())
    assert all("name" not in c for c in raw["cards"]), "names live in the catalogues"
    for locale in LOCALES:
        keys = catalogue_entries(HERE / "locales" / f"{locale}.ftl")
        assert {card_name(c).key for c in CARDS} <= set(keys)
        assert {components.kind_name(k).key for k in KINDS} <= set(keys)
    assert localize(CARDS["F10"].name) == "Water World"
    assert localize(CARDS["F10"].name, "fr") == "Monde aquatique"
    assert localize(CARDS["F10"].name, "de") == "Wasserwelt"


def test_a_card_without_its_name_in_the_catalogue_is_refused_at_import():
    stray = {"L99": CARDS["L01"]}
    with pytest.raises(components.DataError, match="planetarium-card-l99"):
        components._check_words(stray)


def test_labels_name_cards_by_message_and_fit_in_every_language():
    """The longest card name in every card label (points in two digits) stays within the limit."""
    for cid in CARDS:
        for key in ("planetarium-option-play", "planetarium-option-downgrade", "planetarium-option-keep"):
            label = msg(key, card=card_name(cid), planet="A", points=99)
            for locale in LOCALES:
                assert len(localize(label, locale)) <= 80, (cid, key, locale)


def test_a_play_is_logged_as_a_message_and_read_in_each_language():
    state = scene(2, matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L01", "L02", "F13", "F03"])
    state["mats"][0]["A"][1] += 2
    state["mats"][1]["D"][1] -= 2
    while "play-L04-A" not in ids(state):
        state = play(state, ids(state)[0])
    state = play(state, "play-L04-A")
    entry = next(e["text"] for e in reversed(state["log"]) if e["text"]["key"] == "planetarium-log-plays")
    assert entry["args"] == {
        "seat": {"seat": 0},
        "card": {"key": "planetarium-card-l04", "args": {}},
        "planet": "A",
        "points": 5,
    }
    names = ["Ann", "Bo"]
    assert localize(entry, "en", names) == "Ann plays Cratered Plains on Planet A for 5 points."
    french = "Ann joue «\u00a0Plaines cratérisées\u00a0» sur la planète A et marque 5 points."
    assert localize(entry, "fr", names) == french
    assert localize(entry, "de", names) == "Ann spielt „Kraterebenen“ auf Planet A für 5 Punkte."


def test_a_shared_win_names_every_winner_in_each_language():
    state = scene(3)
    state["steps"], state["final"] = [], {"left": [], "trigger": 0, "why": "track"}  # over
    state["current"] = None
    state["scores"] = [0, 0, 0]  # equal on every tie-breaker too: nothing on the mats, no markers, equal hands
    for mat in state["mats"]:
        for planet in mat:
            mat[planet] = [0, 0, 0, 0]
    names = ["Ann", "Bo", "Cy"]
    status = GAME.status(state)
    assert status.key == "planetarium-status-shared"
    assert status.params["winners"] == rules.seat_list([0, 1, 2])
    assert localize(status, "en", names) == "Game over (the Evolution Track is full): Ann, Bo and Cy win"
    assert localize(status, "fr", names).endswith(": Ann, Bo et Cy gagnent ensemble")
    assert localize(status, "de", names).endswith(": Ann, Bo und Cy gewinnen gemeinsam")


def test_the_solo_outcome_says_the_score_against_the_target():
    reason = msg("planetarium-outcome-solo-lost", ended=rules.end_words("virtual"), score=84, target=90)
    assert localize(reason).endswith("84 points do not beat the target 90.")
    assert "84 Punkte schlagen das Ziel von 90 nicht." in localize(reason, "de")


def test_the_ai_keeps_the_better_final_card_by_its_id_never_its_label():
    # labels that would mislead a reader of words: the 14-point card's label says 30 points
    low, high = sorted(("F13", "F01"), key=lambda c: CARDS[c].points)
    options = (
        Option(f"keep-{low}", msg("planetarium-option-keep", card=card_name(low), points=30)),
        Option(f"keep-{high}", msg("planetarium-option-keep", card=card_name(high), points=1)),
    )
    decision = Decision(0, msg("planetarium-prompt-keep"), options, options[0].id)
    assert CARDS[high].points > CARDS[low].points
    assert policy.rollout_policy(GAME, {}, decision, random.Random(1)) == f"keep-{high}"


def test_a_game_saved_while_the_engine_wrote_english_loads_shows_its_log_and_plays_on():
    """The saved state was made by the version before messages (tests/saved): its log is English,
    made messages that say it by the store's migration 0014."""
    from doubles import texts_migration

    old = json.loads(SAVED.read_text())
    assert all(isinstance(e["text"], str) for e in old["log"])
    state = GAME.from_json(json.dumps(texts_migration().state(old)))
    GAME.check_invariants(state)
    names = ["Ann", "Bo", "Cy"]
    view = GAME.view(state, None)
    old_lines = [localize(e["text"], "fr", names) for e in view["log"]]
    assert any(line.startswith(("Ann ", "Bo ", "Cy ")) for line in old_lines), "seats named in the old English lines"
    for locale in LOCALES:
        planetarium.board(view, names, locale=locale)
        planetarium.private(GAME.view(state, state["current"]), names, locale=locale)
    rng = random.Random(2)
    for _ in range(80):
        if GAME.outcome(state) is not None:
            break
        for decision in GAME.pending(state):  # the old log stays English; everything new is a message
            assert isinstance(decision.prompt, Msg) and all(isinstance(o.label, Msg) for o in decision.options)
        state = GAME.apply(state, *choose_random(GAME, state, rng))
        GAME.check_invariants(state)
    new = [e["text"] for e in state["log"] if not e["text"]["key"].startswith("core-text")]  # not the old lines
    assert new and all(isinstance(Msg.from_json(t), Msg) for t in new)


def test_seats_in_a_status_are_typed_and_worded_as_names():
    state = scene(2)
    status = GAME.status(state)
    assert status == msg("planetarium-status-turn", seat=Seat(0))
    assert localize(status, "fr", ["Ann", "Bo"]) == "À Ann de jouer"
