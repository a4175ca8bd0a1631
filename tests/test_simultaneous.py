"""Simultaneous rounds keep each seat's choice secret until the last one is in, and reactive
decisions say what they are: the generic contract check on leaky engines, and scenarios of
Plunder's landing round and Tiny Epic Galaxies' follows."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from games import registry
from games.core import ASK, NEVER, Decision, Option, log
from games.hope import rules as hope_rules
from games.i18n import Seat, localize, msg
from games.playout import simultaneous_secrecy
from games.plunder import GAME as PLUNDER
from games.plunder import rules as plunder_rules
from games.plunder.cards import SABORTAL
from games.plunder.rules import continue_flight, portal_name
from games.plunder.rules import phase as plunder_phase
from games.teg import GAME as TEG
from games.teg import board as B
from games.teg.data import face_name
from games.teg.engine import FOLLOW
from tests.teg_helpers import act, dice, game, options, play, top


def _landing_round(players: int = 4):
    """Plunder: seat 0 has explored portal #4 (drawing a relic); every ship decides at once."""
    s = PLUNDER.new(players, seed=1)
    s["hands"][1].sort(key=lambda c: c == SABORTAL)  # position 1 is a relic
    for option in ("draw.1", "pos.1"):
        s = PLUNDER.apply(s, 0, option)
    assert plunder_phase(s) == "land" and sorted(PLUNDER.to_act(s)) == list(range(players))
    return s


def _follow_round():
    """TEG, 4 players: seat 0 moves a ship and seats 1-3, with 3 culture each, may follow."""
    s = game(4)
    for g in (1, 2, 3):
        s["galaxies"][g]["culture"] = 3
    s = act(dice(s, 0, ["mv", "cu", "cu", "cu"]), 0, "mv")
    s = play(s, 0, "s.0")
    s = play(s, 0, next(o for o in options(s) if o.startswith("o.")))
    assert sorted(TEG.to_act(s)) == [1, 2, 3]
    return s


# --- the generic check, on the engines as they were ----------------------------------------


def _land_at_once(state, seat, lands):
    """Plunder's landing before answers were sealed: each answer showed at once."""
    state["waiting"].remove(seat)
    if lands:
        index = state["next"] - 1
        state["ships"][index].append(seat)
        state["flying"].remove(seat)
        log(state, msg("plunder-log-land", seats=Seat(seat), n=1, portal=portal_name(index)))
    if not state["waiting"]:
        continue_flight(state)


def _follow_at_once(state, fr, g, oid):
    """TEG's follow before answers were sealed: a follower paid and was named at once."""
    fr["done"].append(g)
    if oid == "f":
        B.pay(state, g, {"cu": fr["cost"]})
        fr["yes"].append(g)
        B.log(state, msg("teg-log-follows", who=B.name(state, g), face=face_name(fr["face"])))


def test_the_secrecy_check_catches_a_landing_answer_shown_at_once(monkeypatch):
    s = _landing_round()
    simultaneous_secrecy(PLUNDER, s)  # sealed answers pass
    monkeypatch.setattr(plunder_rules, "land", _land_at_once)
    with pytest.raises(AssertionError, match=r"open simultaneous round.*view of the public"):
        simultaneous_secrecy(PLUNDER, s)


def test_the_secrecy_check_catches_a_follow_paid_at_once(monkeypatch):
    s = _follow_round()
    simultaneous_secrecy(TEG, s)
    monkeypatch.setitem(TEG.step_kinds.kinds, "fol", dataclasses.replace(TEG.step_kinds["fol"], act=_follow_at_once))
    with pytest.raises(AssertionError, match="open simultaneous round"):
        simultaneous_secrecy(TEG, s)


def test_the_secrecy_check_catches_a_choice_shown_in_another_seats_options():
    """A toy two-seat round where one seat's options depend on what the other committed."""

    class Leaky:
        def pending(self, state):
            opts = (Option("a", "A"), Option("b", "B"))
            out = []
            for seat in (0, 1):
                if state["picked"][seat] is None:
                    other = state["picked"][1 - seat]
                    prompt = "Pick" + (" (the other picked a)" if other == "a" else "")
                    out.append(Decision(seat, prompt, opts, "a"))
            return out

        def apply(self, state, seat, option_id):
            new = json.loads(json.dumps(state))
            new["picked"][seat] = option_id
            return new

        def view(self, state, seat):
            return {"mine": None if seat is None else state["picked"][seat]}

        def outcome(self, state):
            return None

    state = {"players": 2, "picked": [None, None]}
    with pytest.raises(AssertionError, match="pending decision of seat"):
        simultaneous_secrecy(Leaky(), state)


# --- Plunder's landing round ---------------------------------------------------------------


def test_landing_answers_show_nowhere_until_the_last_then_all_at_once():
    s = _landing_round()
    public_before = PLUNDER.view(s, None)
    log_before = len(s["log"])
    s = PLUNDER.apply(s, 2, "land")
    s = PLUNDER.apply(s, 1, "fly")
    s = PLUNDER.apply(s, 0, "land")
    public = PLUNDER.view(s, None)
    assert public["portals"] == public_before["portals"] and public["flying"] == [0, 1, 2, 3]
    assert localize(public["status"]).endswith("or fly on? 3 of 4 decided; waiting for Seat 4")
    assert public["to_act"] == [3] and sorted(public["decided_to_land"]) == [0, 1, 2]
    assert len(s["log"]) == log_before, "no log line while the round is open"
    # seat 3 sees the same whatever the others answered
    other = PLUNDER.apply(PLUNDER.apply(PLUNDER.apply(_landing_round(), 2, "fly"), 1, "land"), 0, "fly")
    assert PLUNDER.view(other, 3) == PLUNDER.view(s, 3)
    assert PLUNDER.pending(other) == PLUNDER.pending(s)
    # each seat sees its own answer
    assert PLUNDER.view(s, 2)["my_landing"] is True and PLUNDER.view(s, 1)["my_landing"] is False
    s = PLUNDER.apply(s, 3, "fly")
    assert s["ships"][3] == [2, 0], "answers stack in the order given"
    assert s["flying"] == [1, 3] and plunder_phase(s) == "explore"
    assert localize(s["log"][log_before]["text"]) == "Seat 3 and Seat 1 land at portal #4 (worth 2)."


def test_a_landing_round_saved_before_answers_were_sealed_still_plays():
    s = _landing_round()
    s = PLUNDER.apply(s, 2, "land")
    # the old form: no "answers" key, and an answer already shown on the board
    s["ships"][3] = [2]
    s["flying"] = [0, 1, 3]
    del s["answers"]
    s = PLUNDER.from_json(json.dumps(s))
    for seat, answer in ((0, "land"), (1, "fly"), (3, "fly")):
        s = PLUNDER.apply(s, seat, answer)
        PLUNDER.check_invariants(s)
    assert s["ships"][3] == [2, 0] and s["flying"] == [1, 3]


def test_a_re_deal_guesses_the_others_sealed_landing_answers_again():
    s = _landing_round()
    for seat, answer in ((0, "land"), (1, "land"), (2, "land")):
        s = PLUNDER.apply(s, seat, answer)
    guesses = {tuple(yes for _, yes in PLUNDER.determinize(s, 3, random.Random(k))["answers"]) for k in range(20)}
    assert len(guesses) > 1, "seat 3 cannot know what the others answered"
    mine = PLUNDER.determinize(s, 1, random.Random(0))["answers"]
    assert [1, True] in mine, "a seat's own answer is kept"


# --- Tiny Epic Galaxies' follows ----------------------------------------------------------


def test_a_follow_is_paid_and_named_only_once_all_have_answered():
    s = _follow_round()
    log_before = len(s["log"])
    s = play(s, 3, "f")
    s = play(s, 2, "p")
    assert [g["culture"] for g in s["galaxies"][1:4]] == [3, 3, 3], "nobody has paid yet"
    assert len(s["log"]) == log_before
    assert localize(TEG.view(s, None)["status"]).endswith("(2 of 3 answered)")
    passed = play(play(_follow_round(), 3, "p"), 2, "f")
    for seat in (None, 0, 1):
        assert TEG.view(passed, seat) == TEG.view(s, seat)
    s = play(s, 1, "f")
    assert [g["culture"] for g in s["galaxies"][1:4]] == [2, 3, 2]
    assert [localize(e["text"]) for e in s["log"][log_before:]] == [
        "Seat 2 follows (Move a ship).",
        "Seat 4 follows (Move a ship).",
    ]
    assert top(s) == "mv" and s["steps"][-1]["seat"] == 1


def test_a_follow_round_saved_before_answers_were_sealed_still_plays():
    s = _follow_round()
    fr = s["steps"][-1]
    # the old form: seat 3 answered "follow" and paid at once; no "sealed" list
    fr["done"].append(3)
    fr["yes"].append(3)
    s["galaxies"][3]["culture"] -= 1
    s = TEG.from_json(json.dumps(s))
    s = play(s, 2, "f")
    s = play(s, 1, "p")
    assert [g["culture"] for g in s["galaxies"][1:4]] == [3, 2, 2]
    assert top(s) == "mv" and s["steps"][-1]["seat"] == 2


def test_follows_are_reactive_and_standing_orders_pick_legal_options_only():
    s = _follow_round()
    d = next(d for d in TEG.pending(s) if d.seat == 1)
    assert d.reactive == FOLLOW.kind and d.default == "p"
    assert TEG.reactions == (FOLLOW,) and FOLLOW.orders[0].id == ASK
    assert TEG.standing_answer(d, ASK) is None
    assert TEG.standing_answer(d, NEVER) == "p"
    assert TEG.standing_answer(d, "always") == "f"
    unaffordable = Decision(1, d.prompt, (Option("p", "Pass"),), "p", True, reactive=FOLLOW.kind)
    assert TEG.standing_answer(unaffordable, "always") == "p"
    main = TEG.pending(game(2))[0]
    assert main.reactive is None and TEG.standing_answer(main, "always") is None


def test_every_reactive_decision_names_a_declared_kind_and_a_safe_default():
    """Over random play of every game: a reactive decision's kind is one the engine declares."""
    for engine in registry.all():
        variant = engine.variants()[-1]
        rng = random.Random(3)
        s = engine.new(variant.players, variant.options, seed=3)
        for _ in range(600):
            if engine.outcome(s) is not None:
                break
            for d in engine.pending(s):
                if d.reactive is not None:
                    reaction = engine.reaction(d.reactive)
                    assert reaction is not None, f"{engine.id}: undeclared reactive kind {d.reactive}"
                    for order in reaction.orders:
                        answer = engine.standing_answer(d, order.id)
                        assert answer is None or d.option(answer), f"{engine.id}: {order.id} picks {answer}"
            d = rng.choice(engine.pending(s))
            s = engine.apply(s, d.seat, rng.choice(d.options).id)


def test_hope_bug_contributions_are_reactive_for_all_but_the_active_player():
    hope = registry.get("hope")
    seen = {"active": 0, "other": 0}
    for seed in range(4):
        rng = random.Random(seed)
        s = hope.new(4, {"bugs": "on"}, seed)
        while hope.outcome(s) is None and not all(seen.values()):
            d = rng.choice(hope.pending(s))
            waiting = hope_rules.waiting(s)
            if waiting is not None and waiting["kind"] in ("bug", "chip"):
                active = d.seat == hope_rules.turn(s)["seat"]
                seen["active" if active else "other"] += 1
                assert d.reactive == (None if active else "hope.bug")
                assert d.default == "bpass" and hope.standing_answer(d, NEVER) == ("bpass" if not active else None)
            s = hope.apply(s, d.seat, rng.choice(d.options).id)
    assert all(seen.values()), seen
