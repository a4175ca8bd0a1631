"""Scenario tests for Planetarium: one or more per rule, built from a fresh game with the scene
set directly in the state, then driven through ``apply`` like a player would."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from games import IllegalMove
from games.i18n import Msg, Seat, localize, msg
from games.planetarium import GAME, rules, steps
from games.planetarium.board import matter_destinations, planet_destinations
from games.planetarium.components import ACCELERATION, CARDS, MAX_FINALS_PLAYED, SPACES, TRACK_LENGTH, Card
from games.planetarium.steps import stage
from games.playout import choose_random
from games.steps import top


def started(players: int = 2, seed: int = 1) -> dict:
    """A game past set-up (every seat discarded its first Final card)."""
    state = GAME.new(players, {}, seed)
    for seat in range(players):
        d = next(d for d in GAME.pending(state) if d.seat == seat)
        state = GAME.apply(state, seat, d.options[0].id)
    return state


def scene(players: int = 2, matter: dict | None = None, planets: dict | None = None, seat: int = 0) -> dict:
    """A started game with the board cleared (or set as given) and ``seat`` about to move."""
    state = started(players)
    removed = list(state["matter"].values())
    state["matter"] = {}
    # park the removed Matter on the track's far side so it stays conserved: put it on seat 0's mat at D
    for kind in removed:
        state["mats"][players - 1]["D"]["GRWM".index(kind)] += 1
    for space, kind in (matter or {}).items():
        state["matter"][space] = kind
        state["mats"][players - 1]["D"]["GRWM".index(kind)] -= 1
    if planets:
        state["planets"].update(planets)
    rules.start_turn(state, seat)
    return state


def give(state: dict, seat: int, planet: str, **kinds: int) -> None:
    """Move Matter from the parking mat (last seat, planet D) to ``seat``'s mat at ``planet``."""
    last = state["players"] - 1
    for kind, n in kinds.items():
        i = "GRWM".index(kind)
        state["mats"][last]["D"][i] -= n
        state["mats"][seat][planet][i] += n
        assert state["mats"][last]["D"][i] >= 0


def fix_cards(state: dict) -> None:
    """After a scene moved cards by hand: every card not placed elsewhere goes back to its deck."""
    placed = [c for h in state["hands"] for c in h]
    placed += [c for row in state["rows"].values() for c, _, _ in row]
    placed += [c for pile in state["discards"].values() for c in pile]
    step = top(state) or {}
    placed += step.get("pair", [])  # the two Finals drawn to keep one of
    placed += list(step.get("discards", {}).values())  # the set-up's discards
    for deck, pile in state["decks"].items():
        kept = [c for c in pile if c not in placed]
        state["decks"][deck] = [c for c in CARDS if CARDS[c].deck == deck and c not in placed and c not in kept] + kept


def set_hand(state: dict, seat: int, cards: list[str]) -> None:
    """Give ``seat`` exactly ``cards``; other hands give them up for Low cards from the deck."""
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            hand[:] = [c for c in hand if c not in cards]
    for pile in state["discards"].values():
        pile[:] = [c for c in pile if c not in cards]
    state["hands"][seat] = list(cards)
    fix_cards(state)
    for hand in state["hands"]:
        while len(hand) < 5:
            hand.append(state["decks"]["low"].pop())


def add_row(state: dict, planet: str, card: str, seat: int, marker: bool = True) -> None:
    """Put ``card`` as already played by ``seat`` on ``planet`` (scoring it)."""
    for hand in state["hands"]:
        assert card not in hand
    state["rows"][planet].append([card, seat, marker])
    state["scores"][seat] += CARDS[card].points
    fix_cards(state)
    rules._recheck(state, planet)


def ids(state: dict, seat: int | None = None) -> list[str]:
    return [o.id for d in GAME.pending(state) if seat is None or d.seat == seat for o in d.options]


def play(state: dict, *choices: str, seat: int | None = None) -> dict:
    for choice in choices:
        who = state["current"] if seat is None else seat
        state = GAME.apply(state, who, choice)
        GAME.check_invariants(state)
    return state


# --- set-up -----------------------------------------------------------------------------------


def test_setup_deals_the_matter_and_two_of_each_card():
    state = GAME.new(3, {}, 7)
    GAME.check_invariants(state)
    kinds = sorted(state["matter"].values())
    assert len(kinds) == 68 and kinds.count("G") == 22 and kinds.count("R") == 22
    assert kinds.count("W") == 16 and kinds.count("M") == 8
    for hand in state["hands"]:
        assert sorted(CARDS[c].deck for c in hand) == ["final", "final", "high", "high", "low", "low"]
    assert all(not v for v in state["habitable"].values()), "every planet starts Hostile"
    pending = GAME.pending(state)
    assert sorted(d.seat for d in pending) == [0, 1, 2], "everyone discards at once"
    assert all(len(d.options) == 2 and not d.public for d in pending)


def test_highest_discarded_final_starts():
    state = GAME.new(3, {}, 3)
    state["hands"][0] = ["L01", "L02", "H01", "H02", "F13", "F06"]  # discards F06 (the most points)
    state["hands"][1] = ["L03", "L04", "H03", "H04", "F01", "F02"]  # discards F02
    state["hands"][2] = ["L05", "L06", "H05", "H06", "F03", "F04"]  # discards F04
    assert CARDS["F06"].points > max(CARDS["F02"].points, CARDS["F04"].points)
    fix_cards(state)
    state = play(state, "discard-F06", seat=0)
    assert stage(state) == "setup" and state["discards"]["final"] == [], "hidden until all have chosen"
    state = play(state, "discard-F02", seat=1)
    state = play(state, "discard-F04", seat=2)
    assert state["current"] == 0
    assert all(len(h) == 5 for h in state["hands"])
    assert sorted(state["discards"]["final"]) == ["F02", "F04", "F06"]


def test_a_tie_for_the_highest_discard_is_broken_at_random():
    firsts = set()
    for seed in range(12):
        state = GAME.new(2, {}, seed)
        state["hands"][0] = ["L01", "L02", "H01", "H02", "F05", "F13"]  # F05 and F09 score the same
        state["hands"][1] = ["L03", "L04", "H03", "H04", "F09", "F15"]
        fix_cards(state)
        assert CARDS["F05"].points == CARDS["F09"].points
        state = play(state, "discard-F05", seat=0)
        state = play(state, "discard-F09", seat=1)
        firsts.add(state["current"])
    assert firsts == {0, 1}


# --- movement ---------------------------------------------------------------------------------


def test_matter_moves_one_space_clockwise_and_never_onto_matter():
    state = scene(matter={"3-1": "G", "3-2": "R"}, planets={"A": "5-0", "B": "5-5", "C": "6-0", "D": "6-9"})
    assert matter_destinations(state, "3-1") == [], "blocked by the Rock ahead"
    assert matter_destinations(state, "3-2") == ["3-3"]
    assert SPACES["3-3"].links == ("4-4",)
    state = scene(matter={"3-3": "W"}, planets={"A": "5-0", "B": "5-5", "C": "6-0", "D": "6-9"})
    assert matter_destinations(state, "3-3") == ["3-4", "4-4"], "along the orbit or the thin line"
    state = play(state, "orbit-3", "m-3-3", "to-4-4")
    assert state["matter"] == {"4-4": "W"}


def test_matter_colliding_with_a_planet_goes_to_the_movers_mat():
    state = scene(matter={"3-1": "W"}, planets={"A": "3-2"}, seat=1)
    state = play(state, "orbit-3", "m-3-1", "to-3-2")
    assert "3-1" not in state["matter"] and state["planets"]["A"] == "3-2"
    assert state["mats"][1]["A"] == [0, 0, 1, 0]


def test_planet_sweeps_until_matter_and_passes_but_never_stops_on_a_planet():
    state = scene(matter={"3-6": "M"}, planets={"A": "3-1", "B": "3-3"})
    dests = planet_destinations(state, "A")
    assert "3-2" in dests and "3-4" in dests and "3-5" in dests and "3-6" in dests
    assert "3-3" not in dests, "cannot end on Planet B"
    assert "3-7" not in dests, "the sweep stops at the Matter"
    state = play(state, "planet-A", "to-3-6")
    assert state["planets"]["A"] == "3-6" and state["mats"][0]["A"] == [0, 0, 0, 1]


def test_planet_moves_one_space_along_a_thin_line():
    state = scene(matter={}, planets={"A": "3-3"})
    assert "4-4" in planet_destinations(state, "A")
    assert "4-5" not in planet_destinations(state, "A"), "only the thick line may be swept"


def test_back_returns_to_the_token_choice():
    state = scene(matter={"3-1": "W"})
    state = play(state, "orbit-3", "m-3-1")
    state = play(state, "back")
    assert stage(state) == "pick"
    state = play(state, "back")
    assert stage(state) == "move"


def test_acceleration_lets_matter_move_two_spaces():
    state = scene(matter={"3-1": "W"})
    assert matter_destinations(state, "3-1") == ["3-2"]
    state["track"] = ["G"] * (ACCELERATION + 1)
    give(state, 1, "A")  # no-op; keeps the helper honest
    for _ in range(ACCELERATION + 1):  # the track tokens come from the parking mat
        state["mats"][1]["D"][0] -= 1
    assert sorted(matter_destinations(state, "3-1")) == ["3-2", "3-3"]
    GAME.check_invariants(state)


# --- playing cards ----------------------------------------------------------------------------


def test_the_magnetic_field_example(monkeypatch):
    """The rulebook's example: pay one of each Matter, score 11, Habitable 11 beats Hostile 10.

    Our stand-in deck has no card with exactly those numbers, so the example's card is built
    here and takes the place of our High card H01 for this test.
    """
    field = Card("H01", "high", 11, (("G", 1), ("R", 1), ("W", 1), ("M", 1)), habitable_points=3)
    monkeypatch.setitem(CARDS, "H01", field)
    card = CARDS["H01"]
    assert card.points == 11 and dict(card.cost) == {"G": 1, "R": 1, "W": 1, "M": 1}
    state = scene(matter={"5-3": "R"}, planets={"B": "5-5"})
    set_hand(state, 0, ["H01", "L01", "L02", "L04", "F13"])
    give(state, 0, "B", G=1, R=1, W=1, M=1)
    # Planet B already holds cards worth 8 Habitable and 10 Hostile points
    for card in ("L06", "H02", "H13", "H05", "H10", "L07", "L03"):
        add_row(state, "B", card, 1)
    hab = sum(CARDS[c].habitable_points for c, _, _ in state["rows"]["B"])
    host = sum(CARDS[c].hostile_points for c, _, _ in state["rows"]["B"])
    assert (hab, host) == (8, 10)
    track_before = len(state["track"])
    state = play(state, "orbit-5", "m-5-3", "to-5-4")
    assert "play-H01-B" in ids(state)
    state = play(state, "play-H01-B")
    assert state["mats"][0]["B"] == [0, 0, 0, 0]
    assert sorted(state["track"][track_before:]) == ["G", "M", "R", "W"]
    assert state["rows"]["B"][-1] == ["H01", 0, True], "the card goes in Planet B's row with the marker"
    assert state["scores"][0] == 11
    assert state["habitable"]["B"] is True, "11 Habitable against 10 Hostile"
    assert stage(state) == "draw"


def test_equal_habitable_and_hostile_points_keep_the_token():
    state = scene(matter={"5-3": "R"})
    state["habitable"]["A"] = True
    set_hand(state, 0, ["L04", "L02", "L03", "L05", "F13"])  # Cratered Plains: 1 Hostile
    add_row(state, "A", "L01", 1)  # 1 Habitable
    give(state, 0, "A", R=2)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert state["habitable"]["A"] is True


@pytest.mark.parametrize(
    ("card", "planet", "fits"),
    [
        ("L02", "C", True),  # Gaseous System
        ("L02", "A", False),
        ("L06", "A", True),  # Terrestrial
        ("L06", "C", False),
        ("H07", "A", False),  # needs Habitable
        ("H16", "A", True),  # needs Hostile
    ],
)
def test_requirements_planet_kind_and_state(card, planet, fits):
    state = scene()
    give(state, 0, planet, G=3, R=3, W=3, M=1)
    assert rules.meets(state, 0, CARDS[card], planet) is fits


def test_requirements_orbit_range_and_matter_on_that_planet():
    state = scene(planets={"A": "2-0", "B": "6-0"})
    give(state, 0, "A", G=1, R=1)
    assert rules.meets(state, 0, CARDS["H05"], "A"), "orbit II lies in I-V"
    give(state, 0, "B", G=1, R=1)
    assert not rules.meets(state, 0, CARDS["H05"], "B"), "orbit VI is outside I-V"
    assert rules.meets_but_orbit(state, 0, CARDS["H05"], "B")
    assert not rules.meets(state, 0, CARDS["L04"], "C"), "the Matter must be stored at that planet"


def test_remove_marker_requirement_takes_a_marker_back():
    state = scene(matter={"5-3": "R"})
    assert not rules.meets(state, 0, CARDS["H08"], "A") or state["rows"]["A"]
    give(state, 0, "A", R=2)
    assert not rules.meets(state, 0, CARDS["H08"], "A"), "no marker of ours on Planet A yet"
    set_hand(state, 0, ["H08", "L02", "L03", "L05", "F13"])
    add_row(state, "A", "L01", 0)
    assert rules.meets(state, 0, CARDS["H08"], "A")
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-H08-A")
    assert state["rows"]["A"] == [["L01", 0, False], ["H08", 0, True]]


def test_only_one_card_per_turn_and_playing_is_optional():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L15", "L02", "L03", "F13"])
    give(state, 0, "A", R=3)
    state = play(state, "orbit-5", "m-5-3", "to-5-4")
    assert "end" in ids(state) and "play-L04-A" in ids(state)
    state = play(state, "play-L04-A")
    assert stage(state) == "draw", "after one card the turn moves on to drawing"


def test_gravity_takes_any_matter_from_the_board_to_any_planet():
    state = scene(matter={"5-3": "R", "2-4": "M"})
    set_hand(state, 0, ["L15", "L02", "L03", "L04", "F13"])  # Captured Pebble: Gravity
    give(state, 0, "A", R=1)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L15-A")
    assert stage(state) == "gravity"
    state = play(state, "orbit-2", "m-2-4", "back", "m-2-4", "planet-C")
    assert "2-4" not in state["matter"] and state["mats"][0]["C"] == [0, 0, 0, 1]
    assert stage(state) == "draw"


def test_downgrade_discards_a_high_card_for_a_low_one_instead_of_playing():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["H03", "L02", "L03", "L04", "F13"])
    give(state, 0, "A", R=2)  # Cratered Plains could be played, but we downgrade instead
    lows = len(state["decks"]["low"])
    state = play(state, "orbit-5", "m-5-3", "to-5-4")
    assert "down-H03" in ids(state) and "play-L04-A" in ids(state)
    state = play(state, "down-H03")
    assert state["current"] == 1, "downgrading ends the turn: no card played"
    assert "H03" in state["discards"]["high"] and len(state["decks"]["low"]) == lows - 1
    assert len(state["hands"][0]) == 5 and state["scores"][0] == 0


def test_drawing_two_finals_keeps_one_and_discards_the_other():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L02", "L03", "L05", "F13"])
    give(state, 0, "A", R=2)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert set(ids(state)) == {"low", "high", "finals"}
    state = play(state, "finals")
    pair = list(top(state)["pair"])
    assert len(pair) == 2 and stage(state) == "keep"
    decision = GAME.pending(state)[0]
    assert not decision.public, "the drawn Finals are private"
    state = play(state, f"keep-{pair[1]}")
    assert pair[1] in state["hands"][0] and pair[0] in state["discards"]["final"]
    assert len(state["hands"][0]) == 5 and state["current"] == 1


def test_at_most_four_finals_in_hand():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "F01", "F02", "F03", "F13"])
    give(state, 0, "A", R=2)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert "finals" not in ids(state)


def test_an_empty_final_deck_is_rebuilt_from_its_discards():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L02", "L03", "L05", "F13"])
    give(state, 0, "A", R=2)
    state["discards"]["final"] += state["decks"]["final"]
    state["decks"]["final"] = []
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A", "finals")
    assert len(top(state)["pair"]) == 2 and state["discards"]["final"] == []


def test_an_exhausted_deck_cannot_be_drawn():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L02", "L03", "L05", "F13"])
    give(state, 0, "A", R=2)
    for c in state["decks"]["low"]:  # every other Low card is already on the table
        add_row(state, "B", c, 1, marker=False)
    assert state["decks"]["low"] == []
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert "low" not in ids(state)


def test_out_of_markers_move_one_or_play_without():
    state = scene(matter={"5-3": "R"})
    set_hand(state, 0, ["L04", "L02", "L03", "L05", "F13"])
    for c in state["decks"]["low"][:8]:
        add_row(state, "C", c, 0)
    give(state, 0, "A", R=2)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert stage(state) == "marker" and set(ids(state)) == {"take-C", "none"}
    moved = play(state, "take-C")
    assert moved["rows"]["A"][-1] == ["L04", 0, True] and rules.markers_on_cards(moved, 0) == 8
    bare = play(state, "none")
    assert bare["rows"]["A"][-1] == ["L04", 0, False]


def test_illegal_choices_are_refused():
    state = scene(matter={"5-3": "R"})
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, "planet-A")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "play-L04-A")


# --- the end ----------------------------------------------------------------------------------


def _near_the_end(players: int = 3) -> dict:
    state = scene(players, matter={"5-3": "R", "2-2": "G"})
    state["track"] = ["G"] * (TRACK_LENGTH - 1)
    state["mats"][players - 1]["D"][0] -= TRACK_LENGTH - 1
    set_hand(state, 0, ["L04", "L02", "L03", "F06", "F13"])
    give(state, 0, "A", R=2)
    add_row(state, "C", "L05", 0)
    return state


def test_filling_the_final_space_starts_the_final_turns():
    state = _near_the_end()
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    assert state["final"] == {"left": [0, 1, 2], "trigger": 0, "why": "track"}
    assert stage(state) == "finals", "no draw: the trigger's turn becomes its final turn"
    assert len(state["hands"][0]) == 4
    assert "final-F13-C" in ids(state) and "final-F13-A" in ids(state)
    assert "final-F13-B" not in ids(state), "a Final card needs one of our markers on that planet"
    state = play(state, "final-F13-C")
    assert state["rows"]["C"][0] == ["L05", 0, False], "the marker is taken back"
    assert state["rows"]["C"][1] == ["F13", 0, False]
    # nothing else fits (F06 needs orbit III-IV and Habitable), so seat 0's game is over
    assert state["current"] == 1 and rules.final_turn(state)
    while state["current"] == 1:
        state = play(state, GAME.pending(state)[0].default)
    assert state["current"] == 2
    while GAME.outcome(state) is None:
        state = play(state, GAME.pending(state)[0].default)
    assert state["scores"][0] == CARDS["L05"].points + CARDS["L04"].points + CARDS["F13"].points


def test_matter_paid_on_a_final_turn_goes_to_the_final_space():
    state = _near_the_end()
    set_hand(state, 0, ["L04", "L02", "L03", "F14", "F13"])  # Shattered Moon costs a Rock
    give(state, 0, "C", R=1)
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A", "final-F14-C")
    assert len(state["track"]) == TRACK_LENGTH + 2
    assert state["mats"][0]["C"] == [0, 0, 0, 0]


def test_at_most_four_final_cards_on_a_final_turn():
    state = _near_the_end()
    for c in ("H03", "H04", "H09", "H15"):
        add_row(state, "C", c, 0)  # five markers on Planet C
    set_hand(state, 0, ["L04", "F13", "F15", "F04", "F14"])
    give(state, 0, "C", R=1)  # Shattered Moon's Rock
    state["planets"]["C"] = "4-0"  # orbit IV suits all four
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    played = 0
    while state["current"] == 0:
        state = play(state, next(i for i in ids(state, 0) if i.endswith("-C")))
        played += 1
    assert played == 4 and state["hands"][0] == []
    # the cap itself: after four Final cards only "finish" is offered, whatever is left in hand
    state = _near_the_end()
    state = play(state, "orbit-5", "m-5-3", "to-5-4", "play-L04-A")
    top(state)["played"] = MAX_FINALS_PLAYED
    assert ids(state, 0) == ["done"]


def test_tie_breakers_matter_then_markers_then_fewest_cards():
    state = started(2)
    state["steps"] = []  # over
    state["scores"] = [10, 10]
    state["mats"][0]["A"] = [1, 0, 0, 0]
    assert GAME.outcome(state).winners == (0,)
    state["mats"][1]["B"] = [0, 1, 0, 0]
    state["rows"]["A"] = [["L01", 1, True]]  # (scores are set by hand here, not from the rows)
    assert GAME.outcome(state).winners == (1,)
    state["rows"]["A"] = []
    state["hands"][0].pop()
    assert GAME.outcome(state).winners == (0,)
    state["hands"][1].pop()
    assert GAME.outcome(state).winners == (0, 1)


def _dead_table() -> dict:
    """Two players, no Matter on the board, and no hand card either could ever pay for: seat 1's
    Matter (all of it parked at Planet D, a Gaseous System) only fits Terrestrial cards' costs."""
    state = scene(2, matter={})
    set_hand(state, 0, ["L01", "L02", "L04", "F03", "F04"])
    set_hand(state, 1, ["L03", "L06", "L14", "F01", "F02"])
    GAME.check_invariants(state)
    return state


def _logged(state: dict, text: Msg) -> bool:
    """Whether ``text`` is in the log (compared by key and parameters, never by wording)."""
    return text.to_json() in [e["text"] for e in state["log"]]


def _end_turn_without_a_card(state: dict) -> dict:
    seat = state["current"]
    while state["current"] == seat and state["final"] is None:
        options = ids(state)
        state = play(state, "end" if "end" in options else options[0])
    return state


def test_no_card_can_ever_be_played_ends_the_game_at_once():
    state = _dead_table()
    assert not any(rules.could_ever_play(state, s) for s in (0, 1))
    state = _end_turn_without_a_card(state)
    assert state["final"] == {"left": [1, 0], "trigger": None, "why": "stuck"}
    assert state["current"] == 1 and rules.final_turn(state)
    assert _logged(state, msg("planetarium-log-safety-end", reason=rules.end_words("stuck")))
    while state["steps"]:
        state = play(state, ids(state)[0])
    reason = localize(GAME.outcome(state).reason)
    assert reason.startswith("The game ended because no card can ever be played again") and "Most points" in reason
    assert localize(GAME.status(state)).startswith("Game over (safety end: no card can be played): ")
    assert localize(state["log"][-1]["text"]).endswith("the game is over (safety end: no card can be played).")


def test_a_card_payable_but_for_its_orbit_keeps_the_game_going():
    state = _dead_table()
    set_hand(state, 0, ["H05", "L02", "L04", "F03", "F04"])  # Terrestrial, orbit I-V
    state["planets"]["A"] = "6-0"
    give(state, 1, "A", G=0)
    last = state["players"] - 1
    state["mats"][last]["D"][0] -= 1
    state["mats"][last]["D"][1] -= 1
    state["mats"][0]["A"][0] += 1
    state["mats"][0]["A"][1] += 1
    GAME.check_invariants(state)
    assert not rules.meets(state, 0, CARDS["H05"], "A") and rules.could_ever_play(state, 0)
    state = _end_turn_without_a_card(state)
    assert state["final"] is None, "Planet A may still move into orbit I-V"


def test_matter_on_the_board_that_would_pay_keeps_the_game_going():
    state = _dead_table()
    state["mats"][1]["D"][1] -= 1
    state["matter"]["5-3"] = "R"  # with one more Rock at Planet A, seat 0 could pay for L04
    give(state, 0, "A", R=1)
    GAME.check_invariants(state)
    assert rules.could_ever_play(state, 0)
    state["matter"].pop("5-3")
    state["mats"][1]["D"][1] += 1
    assert not rules.could_ever_play(state, 0)


def test_a_downgrade_keeps_a_hand_alive_while_low_cards_could_help():
    state = _dead_table()
    give(state, 0, "A", R=2)  # L04 (2 Rock, no other requirement) would fit at Planet A
    set_hand(state, 0, ["L01", "L02", "H05", "F03", "F04"])  # none of these fits; H05 has Downgrade
    assert "L04" in state["decks"]["low"] and rules.could_ever_play(state, 0)
    set_hand(state, 0, ["L01", "L02", "F03", "F04", "F05"])  # no Downgrade possible any more
    assert not rules.could_ever_play(state, 0)


def test_thirty_quiet_rounds_end_the_game_but_not_twenty_nine():
    state = scene(2, matter={"5-3": "R", "3-1": "G"})
    assert rules.QUIET_ROUNDS_LIMIT == 30
    state["quiet"] = 2 * 30 - 2  # this turn ends the 59th quiet turn
    state = _end_turn_without_a_card(state)
    assert state["final"] is None
    state = _end_turn_without_a_card(state)
    assert state["final"]["why"] == "quiet" and rules.final_turn(state)
    (entry,) = [localize(e["text"]) for e in state["log"] if e["text"] == _safety_end("quiet")]
    assert "30 rounds passed without a Low or High card played" in entry


def _safety_end(why: str) -> dict:
    return msg("planetarium-log-safety-end", reason=rules.end_words(why)).to_json()


def test_the_outcome_names_the_rulebook_end():
    state = scene(3)
    last = state["players"] - 1
    park = state["mats"][last]["D"]
    while len(state["track"]) < TRACK_LENGTH - 1:  # the track one token short of its final space
        i = next(i for i, n in enumerate(park) if n and (i != 0 or n > 2))
        park[i] -= 1
        state["track"].append("GRWM"[i])
    give(state, 0, "C", G=2)
    set_hand(state, 0, ["L02", "L04", "L05", "F13", "F03"])
    GAME.check_invariants(state)
    while "play-L02-C" not in ids(state):
        state = play(state, ids(state)[0])
    state = play(state, "play-L02-C")
    assert state["final"]["why"] == "track"
    while state["steps"]:
        state = play(state, ids(state)[0])
    reason = GAME.outcome(state).reason
    assert reason.params["ended"] == rules.end_words("track")
    assert localize(reason).startswith("The game ended because Matter reached the final space of the Evolution Track.")
    assert localize(GAME.status(state)).startswith("Game over (the Evolution Track is full): ")


# --- solo ---------------------------------------------------------------------------------------


def test_solo_dice_move_planets_on_that_orbit_or_lower_and_lower_the_target():
    state = GAME.new(1, {"target": "110"}, 4)
    state = play(state, GAME.pending(state)[0].options[0].id, seat=0)
    assert state["current"] == 0 and state["target"] == 110
    empty = [s for s in SPACES if s not in state["matter"]]
    state["planets"] = {
        p: next(s for s in empty if SPACES[s].orbit == o) for p, o in zip("ABCD", (2, 3, 6, 7), strict=True)
    }
    rolls = []
    for _ in range(40):
        before = dict(state["planets"])
        track = len(state["track"])
        state["steps"] = [{"kind": "card"}]
        steps._after_card(state, played=False)
        GAME.check_invariants(state)
        dice = ("planetarium-log-dice-still", "planetarium-log-dice-move")
        entry = [e["text"] for e in state["log"] if isinstance(e["text"], dict) and e["text"]["key"] in dice][-1]
        first, second, total = (entry["args"][k] for k in ("first", "second", "total"))
        assert first + second == total and localize(entry).startswith(f"Solo: the dice show {first}+{second}={total}; ")
        rolls.append(total)
        moved = {p for p in before if before[p] != state["planets"][p]}
        for p in moved:
            assert total <= 7 and SPACES[before[p]].orbit <= total, f"{p} moved on a {total}"
        face_down = sum(1 for t in state["track"][track:] if t.islower())
        assert face_down == len(state["track"]) - track
        if state["final"]:
            break
    assert state["target"] == 110 - 2 * sum(1 for t in state["track"] if t.islower())
    assert any(r >= 8 for r in rolls) and any(r <= 7 for r in rolls)


def test_solo_planet_without_matter_on_its_orbit_changes_orbit():
    from games.planetarium import solo

    state = scene(1)
    state["target"] = 100
    state["planets"] = {"A": "3-0", "B": "5-0", "C": "6-0", "D": "7ne-0"}
    state["matter"] = {"4-10": "G", "4-12": "R"}
    state["mats"][0]["D"][0] -= 1
    state["mats"][0]["D"][1] -= 1
    solo._move_planet(state, "A")  # ring III is empty: ring IV (2 Matter) beats ring II (0)
    assert SPACES[state["planets"]["A"]].orbit == 4
    state["matter"]["2-5"] = "W"
    state["matter"].pop("4-12")
    state["mats"][0]["D"][1] += 1
    state["mats"][0]["D"][2] -= 1
    state["planets"]["A"] = "3-0"
    state["matter"].pop("4-10")
    state["matter"]["4-10"] = "G"
    solo._move_planet(state, "A")  # one Matter on each side: the orbit nearer the star wins
    assert SPACES[state["planets"]["A"]].orbit == 2
    GAME.check_invariants(state)


def test_solo_planet_at_the_end_of_an_arm_drops_to_orbit_six_and_sweeps():
    from games.planetarium import solo

    state = scene(1)
    state["target"] = 100
    state["planets"] = {"A": "7ne-5", "B": "5-0", "C": "3-0", "D": "2-0"}
    state["matter"] = {"6-9": "M"}
    state["mats"][0]["D"][3] -= 1
    solo._move_planet(state, "A")
    assert state["planets"]["A"] == "6-9" and state["track"][-1] == "m" and state["target"] == 98


def test_solo_planet_on_an_arm_steps_along_it_when_its_arm_has_no_matter():
    from games.planetarium import solo

    state = scene(1)
    state["target"] = 100
    state["planets"] = {"A": "7ne-1", "B": "5-0", "C": "3-0", "D": "2-0"}
    # Matter elsewhere on orbit VII (another arm) and on ring VI, none on the NE arm
    state["matter"] = {"7se-3": "G", "6-9": "M"}
    state["mats"][0]["D"][0] -= 1
    state["mats"][0]["D"][3] -= 1
    GAME.check_invariants(state)
    solo._move_planet(state, "A")
    assert state["planets"]["A"] == "7ne-2", "one space on along its own arm, not down to ring VI"
    assert state["track"] == [] and state["target"] == 100
    state["matter"]["7ne-4"] = "R"
    state["mats"][0]["D"][1] -= 1
    solo._move_planet(state, "A")
    assert state["planets"]["A"] == "7ne-4" and state["track"] == ["r"], "Matter ahead on its arm: it sweeps there"
    GAME.check_invariants(state)


def test_solo_planet_landing_on_matter_on_ring_six_stops_there():
    from games.planetarium import solo

    state = scene(1)
    state["target"] = 100
    state["planets"] = {"A": "7ne-5", "B": "5-0", "C": "3-0", "D": "2-0"}
    drop = next(t for t in SPACES["7ne-5"].links)
    ahead = SPACES[drop].orbit_next
    state["matter"] = {drop: "G", ahead: "R"}
    state["mats"][0]["D"][0] -= 1
    state["mats"][0]["D"][1] -= 1
    solo._move_planet(state, "A")
    assert state["planets"]["A"] == drop and state["track"] == ["g"], "a planet that hits Matter stops"


def test_solo_win_needs_more_than_the_target():
    state = started(1)
    state["steps"] = []  # over
    state["scores"] = [100]
    assert GAME.outcome(state).winners == ()
    state["scores"] = [101]
    assert GAME.outcome(state).winners == (0,)


# --- hidden information ---------------------------------------------------------------------------


def test_views_hide_other_hands_and_deck_order():
    state = started(3)
    public = GAME.view(state, None)
    assert "hand" not in public and public["decks"]["low"] == len(state["decks"]["low"])
    mine = GAME.view(state, 1)
    assert mine["hand"] == sorted(state["hands"][1])
    text = str(GAME.view(state, 1))
    for c in state["hands"][0]:
        if c not in state["hands"][1] and c not in state["discards"]["final"]:
            assert f"'{c}'" not in text
    twin = GAME.determinize(state, 1, random.Random(3))
    assert GAME.view(twin, 1) == mine and twin["hands"][1] == state["hands"][1]


def test_the_log_stays_short_and_numbers_entries_in_order():
    from games.planetarium import logbook

    state = started(2)
    for i in range(3 * logbook.KEEP):
        logbook.say(state, msg("core-text", text=f"line {i}"))
    numbers = [e["n"] for e in state["log"]]
    assert len(numbers) == logbook.KEEP
    assert numbers == list(range(numbers[0], numbers[0] + logbook.KEEP)), "unique and increasing"
    assert state["log"][-1]["text"] == msg("core-text", text=f"line {3 * logbook.KEEP - 1}").to_json()


def test_a_redeal_blanks_other_seats_private_log_lines():
    from games.planetarium import logbook

    state = started(3)
    logbook.say(state, msg("planetarium-log-you-keep", card=CARDS["F10"].name), to=[0])
    kept = GAME.determinize(state, 0, random.Random(1))["log"][-1]["text"]
    assert localize(kept) == "You keep Water World."
    for seat in (None, 1):
        twin = GAME.determinize(state, seat, random.Random(1))
        assert twin["log"][-1]["text"] == "" and GAME.view(twin, seat) == GAME.view(state, seat)


def test_texts_name_seats_from_one():
    state = started(2)
    status = GAME.view(state, None)["status"]
    assert status == msg("planetarium-status-turn", seat=Seat(state["current"])).to_json()
    assert localize(status) == f"Seat {state['current'] + 1} to play"
    assert localize(status, "de", ["Ann", "Bo"]) == f"{['Ann', 'Bo'][state['current']]} ist am Zug"


def test_accelerated_matter_never_jumps_over_matter_and_stops_at_a_planet():
    state = scene(matter={"3-1": "W", "3-2": "G", "3-6": "R"}, planets={"A": "3-8"})
    state["track"] = ["G"] * (ACCELERATION + 1)
    state["mats"][1]["D"][0] -= ACCELERATION + 1
    GAME.check_invariants(state)
    assert matter_destinations(state, "3-1") == [], "the Gas ahead blocks both steps"
    assert "3-8" in matter_destinations(state, "3-6") and "3-9" not in matter_destinations(state, "3-6")
    state["planets"]["A"] = "3-7"
    assert matter_destinations(state, "3-6") == ["3-7"], "meeting Planet A ends the move"


# --- the rules text -------------------------------------------------------------------------------


def test_rules_reference_says_what_players_need():
    sections = {s.id: s.text for s in GAME.rules_reference()}
    assert (
        "**that has the Downgrade icon**" in sections["downgrade"] and "Only one card a turn" in sections["downgrade"]
    )
    assert "On final turns there is no drawing, so hands shrink" in sections["drawing"]
    assert "does not draw: the rest of that same turn is their final turn" in sections["final"]
    assert "A Final card has its own requirements" in sections["final"]
    assert "**equal totals leave the token as it is**" in sections["cards"]
    assert "**8 or more**: no planet moves" in sections["solo"]
    assert "30 quiet rounds" in sections["end"] and "No card can ever be played again" in sections["end"]
    assert "`target` = 100 / 90 / 110 (default 100): Solo only" in sections["options"]


def test_the_move_prompt_does_not_promise_one_space():
    state = scene(2, matter={"5-3": "R"})
    (decision,) = GAME.pending(state)
    assert decision.prompt == msg("planetarium-prompt-move")
    assert localize(decision.prompt) == "Move one token: a Matter token or a Planet"


# --- games saved before the steps -------------------------------------------------------------------

BEFORE_STEPS = Path(__file__).parent / "saved" / "planetarium_before_steps.json"


def _arm_names_as_text(value):
    """``value`` with each arm space's name as the log stored it when these games were recorded
    ("VII-NE.2"): it became a message since, so that each language writes its compass letters."""
    if isinstance(value, dict):
        if value.get("key") == "planetarium-space-arm":
            arm = value["args"]["arm"]["key"].removeprefix("planetarium-arm-")
            return f"VII-{arm.upper()}.{value['args']['index']}"
        return {k: _arm_names_as_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_arm_names_as_text(v) for v in value]
    return value


def _digest(state: dict, left_out: tuple[str, ...]) -> str:
    rest = {k: v for k, v in state.items() if k not in left_out}
    return hashlib.sha256(json.dumps(rest, sort_keys=True).encode()).hexdigest()[:12]


@pytest.mark.parametrize("game", json.loads(BEFORE_STEPS.read_text())["games"], ids=lambda g: f"{g['players']}p")
def test_a_game_saved_before_the_steps_loads_as_the_same_game(game):
    """Random games as the version before the steps played them (recorded in tests/saved): at every
    decision that version's ``over``, ``setup`` and ``turn`` load as the state the steps give, and
    everything else in the state is what that version had there (the same rules, logs and draws)."""
    turn_keys = json.loads(BEFORE_STEPS.read_text())["turn_keys"]
    state = GAME.new(game["players"], {}, game["seed"])
    moves = iter(game["moves"])
    for over, setup, turn, digest in game["points"]:
        assert _digest(_arm_names_as_text(state), ("steps",)) == digest, "the game went otherwise than before the steps"
        old = {k: v for k, v in json.loads(GAME.to_json(state)).items() if k != "steps"}
        old.update(over=over, setup=setup, turn=dict(zip(turn_keys, turn, strict=True)) if turn else None)
        assert GAME.from_json(json.dumps(old)) == GAME.from_json(GAME.to_json(state))
        if turn:
            assert GAME.view(state, state["current"])["my_turn"] == old["turn"], "the view shows the turn as before"
        if not over:
            state = GAME.apply(state, *next(moves))
    assert GAME.outcome(state) is not None and next(moves, None) is None


def _containers(data, path=()):
    """Every dict and list inside ``data`` with where it is."""
    if isinstance(data, dict):
        yield path, data
        for k, v in data.items():
            yield from _containers(v, (*path, k))
    elif isinstance(data, list):
        yield path, data
        for i, v in enumerate(data):
            yield from _containers(v, (*path, i))


def test_the_engines_copy_is_the_state_and_shares_nothing_apply_may_change():
    """``apply`` copies the state by its known shape: an equal state, keys in the same order, no
    dict or list in common with the original but the log's entries (never changed once written)."""
    rng = random.Random(5)
    for players in (1, 2):
        state = GAME.new(players, {}, seed=players)
        while GAME.outcome(state) is None:
            twin = GAME.copy(state)
            assert twin == state and list(twin) == list(state)
            shared = {id(c) for _, c in _containers(state)} & {id(c) for _, c in _containers(twin)}
            entries = {id(c) for path, c in _containers(state["log"]) if len(path) >= 1}
            assert shared <= entries, "the copy shares a part apply may change"
            state = GAME.apply(state, *choose_random(GAME, state, rng))
