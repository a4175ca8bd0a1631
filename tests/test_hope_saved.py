"""HOPE games saved before the engine spoke in messages (#18) still load, show their old log and
play on in messages; a finished one gets its end reason back as a message.

The saved states (tests/saved/hope_before_messages_*.json) were made by the version before
messages: 3 players, traitor and bugs on, random play; "mid" after 60 decisions (seat 2 the
unrevealed traitor), "over" to the end (the traitor, seat 3, won by leading in the universe)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from games.hope import GAME
from games.i18n import LOCALES, Msg, Seat, localize, msg, text_from_json
from games.playout import choose_random

SAVED = Path(__file__).parent / "saved"
NAMES = ["Ann", "Bo", "Cy"]


def _load(name: str):
    text = (SAVED / f"hope_before_messages_{name}.json").read_text()
    assert all(isinstance(e["text"], str) for e in json.loads(text)["log"])  # really saved before messages
    return GAME.from_json(text)


def test_a_running_game_saved_before_messages_shows_its_old_log_and_plays_on_in_messages():
    state = _load("mid")
    old = len(state["log"])
    entries = [e for e in state["log"] if e["to"] is None or 0 in e["to"]]
    # the old lines read as they did, with names, in any language (they were English)
    for locale in LOCALES:
        lines = [localize(e["text"], locale, NAMES) for e in entries]
        assert lines[0] == "Your secret role: you are loyal to H.O.P.E.."  # sic: the old double stop
        assert "Seat " not in " ".join(lines) and any("Ann " in line for line in lines)
    rng = random.Random(3)
    for _ in range(40):
        if GAME.outcome(state) is not None:
            break
        GAME.check_invariants(state)
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    new = state["log"][old:]
    assert new and all(isinstance(text_from_json(e["text"]), Msg) for e in new)
    assert isinstance(GAME.status(state), Msg)
    for locale in LOCALES:
        for entry in new:
            assert localize(entry["text"], locale, NAMES)


def test_the_old_role_lines_follow_a_re_deal_in_their_old_words():
    state = _load("mid")
    assert state["revealed"] is None and state["roles"][1] == "nope"
    traitors = set()
    for seed in range(12):
        twin = GAME.determinize(state, 0, random.Random(seed))  # seat 0 knows only its own role
        traitors.add(twin["roles"].index("nope") if "nope" in twin["roles"] else None)
        for entry in twin["log"][:3]:
            seat = entry["to"][0]
            side = "the N.O.P.E. traitor" if twin["roles"][seat] == "nope" else "loyal to H.O.P.E."
            assert entry["text"] == f"Your secret role: you are {side}."
    assert len(traitors) > 1, "the re-deal never moved the traitor: the check saw nothing"


def test_a_finished_game_saved_before_messages_gets_its_end_reason_as_a_message():
    raw = json.loads((SAVED / "hope_before_messages_over.json").read_text())
    state = _load("over")
    outcome = GAME.outcome(state)
    why = msg("hope-why-regression")
    assert outcome.reason == msg("hope-end-traitor-leads", why=why, seat=Seat(2)) and outcome.winners == (2,)
    assert localize(outcome.reason) == raw["result"]["reason"]  # the same words as were saved, in English
    assert localize(outcome.reason, "de", NAMES).endswith("und der Verräter, Cy, führt im Universum: N.O.P.E. gewinnt.")
    assert GAME.from_json(GAME.to_json(state)) == state  # upgrading again changes nothing
    assert localize(GAME.view(state, None)["status"], "fr", NAMES).startswith("Partie terminée")
