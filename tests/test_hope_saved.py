"""HOPE games saved before the engine spoke in messages still load (their plain English texts
made messages as the store's migration 0014 makes them), show their old log and play on in
messages; a finished one gets its end reason back as a message.

The saved states (tests/saved/hope_before_messages_*.json) were made by the version before
messages: 3 players, traitor and bugs on, random play; "mid" after 60 decisions (seat 2 the
unrevealed traitor), "over" to the end (the traitor, seat 3, won by leading in the universe).
tests/saved/hope_before_steps_bug.json was made by the version before the steps (3 players, traitor
and bugs on, random play from seed 1) while a Bug card's price went round, at seat 1's chip-in in
seat 2's turn; games saved before the steps load as the steps give them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from doubles import texts_migration

from games.hope import GAME, rules
from games.i18n import LOCALES, Msg, Seat, localize, msg, text_from_json
from games.playout import choose_random

SAVED = Path(__file__).parent / "saved"
NAMES = ["Ann", "Bo", "Cy"]


def _load(name: str):
    data = json.loads((SAVED / f"hope_before_messages_{name}.json").read_text())
    assert all(isinstance(e["text"], str) for e in data["log"])  # really saved before messages
    return GAME.from_json(json.dumps(texts_migration().state(data)))


def test_a_running_game_saved_before_messages_shows_its_old_log_and_plays_on_in_messages():
    state = _load("mid")
    old = len(state["log"])
    entries = [e for e in state["log"] if e["to"] is None or 0 in e["to"]]
    # the old lines read as they did, with names, in any language (they were English); the role
    # line is the one the game says today
    assert entries[0]["text"] == msg("hope-log-role", role="hope").to_json()
    for locale in LOCALES:
        lines = [localize(e["text"], locale, NAMES) for e in entries[1:]]
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


def test_the_old_role_lines_follow_a_re_deal():
    state = _load("mid")
    assert state["revealed"] is None and state["roles"][1] == "nope"
    traitors = set()
    for seed in range(12):
        twin = GAME.determinize(state, 0, random.Random(seed))  # seat 0 knows only its own role
        traitors.add(twin["roles"].index("nope") if "nope" in twin["roles"] else None)
        for entry in twin["log"][:3]:
            assert entry["text"] == msg("hope-log-role", role=twin["roles"][entry["to"][0]]).to_json()
    assert len(traitors) > 1, "the re-deal never moved the traitor: the check saw nothing"


def test_a_finished_game_saved_before_messages_gets_its_end_reason_as_a_message():
    raw = json.loads((SAVED / "hope_before_messages_over.json").read_text())
    state = _load("over")
    assert GAME.outcome(GAME.from_json(json.dumps(raw))) == GAME.outcome(state)  # as saved, in a file
    outcome = GAME.outcome(state)
    why = msg("hope-why-regression")
    assert outcome.reason == msg("hope-end-traitor-leads", why=why, seat=Seat(2)) and outcome.winners == (2,)
    assert localize(outcome.reason) == raw["result"]["reason"]  # the same words as were saved, in English
    assert localize(outcome.reason, "de", NAMES).endswith("und der Verräter, Cy, führt im Universum: N.O.P.E. gewinnt.")
    assert GAME.from_json(GAME.to_json(state)) == state  # upgrading again changes nothing
    assert localize(GAME.view(state, None)["status"], "fr", NAMES).startswith("Partie terminée")


def _saved_before_the_steps(state: dict) -> dict:
    """``state`` as the version before the steps saved it: the stage in ``phase``, the set-up
    seat in ``setup_seat``, the Monolith's candidates in ``monolith_choices``, the turn in
    ``turn`` and its sub-decision (a Bug card's price included) in ``await``."""
    old = {k: v for k, v in json.loads(GAME.to_json(state)).items() if k != "steps"}
    stage = rules.phase(state)
    first = state["steps"][0] if state["steps"] else {}
    old["phase"] = stage
    old["setup_seat"] = first["seat"] if stage in ("character", "ship") else 0
    old["monolith_choices"] = first["choices"] if stage == "monolith" else []
    turn = rules.turn(state)
    old["turn"] = None if turn is None else {k: v for k, v in turn.items() if k != "kind"}
    waiting = rules.waiting(state)
    old["await"] = None if waiting is None else {k: v for k, v in waiting.items() if k != "seat"}
    if waiting is not None and waiting["kind"] == "chip":
        old["await"]["kind"] = "bug"
    return old


BUGS_AND_TRAITOR = {"traitor": "on", "bugs": "on"}


@pytest.mark.parametrize(
    ("players", "options", "seed"), [(4, BUGS_AND_TRAITOR, 13), (4, BUGS_AND_TRAITOR, 4), (2, {}, 3)]
)
def test_a_game_saved_before_the_steps_loads_as_the_same_game(players, options, seed):
    """Snapshots written before the steps kept where the game stood in ``phase``, ``turn``,
    ``await`` and ``setup_seat``: each loads as the state the steps give, at every decision."""
    rng = random.Random(seed)
    state = GAME.new(players, options, seed)
    kinds = set()
    while True:
        kinds |= {step["kind"] for step in state["steps"]}
        old = _saved_before_the_steps(state)
        assert GAME.from_json(json.dumps(old)) == GAME.from_json(GAME.to_json(state))
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    assert {"character", "ship", "turn", "dest", "pay", "discard"} <= kinds, kinds
    if options.get("bugs") == "on":
        assert {"bug", "chip", "tele", "tpay"} <= kinds, kinds


def test_a_chip_in_saved_before_the_steps_is_still_a_reaction():
    """A state the version before the steps saved while a Bug card's price went round, at a seat
    other than the active one (tests/saved/hope_before_steps_bug.json)."""
    text = (SAVED / "hope_before_steps_bug.json").read_text()
    raw = json.loads(text)
    assert raw["await"]["kind"] == "bug" and raw["await"]["order"][raw["await"]["idx"]] != raw["turn"]["seat"]
    state = GAME.from_json(text)
    assert not {"phase", "await", "turn", "setup_seat", "monolith_choices"} & set(state)
    assert [step["kind"] for step in state["steps"]] == ["turn", "chip"]
    GAME.check_invariants(state)
    (decision,) = GAME.pending(state)
    assert decision.seat == raw["await"]["order"][raw["await"]["idx"]] and decision.reactive == "hope.bug"
    assert GAME.from_json(GAME.to_json(state)) == state  # upgrading again changes nothing
    rng = random.Random(2)
    while GAME.outcome(state) is None:
        state = GAME.apply(state, *choose_random(GAME, state, rng))
        GAME.check_invariants(state)
