"""Scenario tests for HOPE: one or more per rule, set up with ``new`` + scripted choices, or by
editing the state where that is the clearest way to set a scene."""

from __future__ import annotations

import itertools

import pytest

from games.core import IllegalMove
from games.hope import GAME, rules, traitor
from games.hope.data import (
    BONUS_STACKS,
    CARD_SYMBOL,
    CARD_TECH,
    CHARS,
    GRAPH,
    PIONEER_START,
    PIONEERS,
    TILES,
    TRACK_LEN,
    TRACK_SYMBOLS,
)
from games.hope.geometry import POS, ring
from games.i18n import Seat, localize, msg
from games.steps import top

# --- helpers ------------------------------------------------------------------------------------


def ids(state, seat=None):
    pend = GAME.pending(state)
    d = pend[0] if seat is None else next(d for d in pend if d.seat == seat)
    return [o.id for o in d.options]


def play(state, *choices):
    """Apply choices for whoever is to decide (None: the first option)."""
    for choice in choices:
        seat = GAME.pending(state)[0].seat
        if choice is None:
            choice = ids(state)[0]
        state = GAME.apply(state, seat, choice)
        GAME.check_invariants(state)
    return state


def start(players=2, options=None, seed=1, chars=None, dims=None):
    """A game past its set-up: characters and ship dimensions as given (defaults otherwise)."""
    state = GAME.new(players, options or {}, seed)
    if rules.phase(state) == "monolith":
        state = play(state, None)
    for s in range(players):
        state = play(state, f"ch-{chars[s]}" if chars else ids(state)[0])
    for s in range(players):
        state = play(state, f"sh-{dims[s]}" if dims else ids(state)[0])
    assert rules.phase(state) == "play"
    return state


def card_of(state, tech, symbol=None, exclude=()):
    """A card of ``tech`` from the deck (moved out of it)."""
    for c in reversed(state["deck"]):
        if CARD_TECH[c] == tech and c not in exclude and (symbol is None or CARD_SYMBOL[c] == symbol):
            state["deck"].remove(c)
            return c
    raise AssertionError(f"no {tech} card left in the deck")


def set_hand(state, seat, techs):
    """Give ``seat`` exactly the cards of ``techs`` (the old hand goes back under the deck)."""
    state["deck"][0:0] = state["hands"][seat]
    state["hands"][seat] = [card_of(state, t) for t in techs]


def find_space(pred):
    for s in range(len(POS) * 3):
        if pred(s):
            return s
    raise AssertionError("no such space")


def free_tile(state, pos):
    """Empty the planets of ``pos`` of pioneers (returning them to their supplies)."""
    for planets in state["occ"][pos]:
        for i, s in enumerate(planets):
            if s >= 0:
                state["seats"][s]["supply"] += 1
                planets[i] = -1


# --- set-up ---------------------------------------------------------------------------------------


def test_setup_hands_centre_stacks_and_monolith():
    state = GAME.new(3, {"difficulty": "expert"}, seed=4)
    assert [len(st) for st in state["stacks"]] == BONUS_STACKS["expert"]
    assert all(CARD_SYMBOL[c] for c in state["repl"])
    assert state["disc"] == [[], [], []]
    if rules.phase(state) == "monolith":
        state = play(state, None)
    mono = state["monolith"]
    assert ring(mono) == 3
    tech = TILES[state["tile_at"][mono]]["tech"]
    same = [p for p in range(1, 37) if ring(p) == 3 and TILES[state["tile_at"][p]]["tech"] == tech]
    assert sum(TILES[state["tile_at"][mono]]["planets"]) == min(
        sum(TILES[state["tile_at"][p]]["planets"]) for p in same
    )
    state = start(3, {}, seed=4, chars=["brave", "earthling", "prodigy"])
    for s, ch in enumerate(["brave", "earthling", "prodigy"]):
        assert len(state["hands"][s]) == CHARS[ch]["level"]
        assert state["ships"][s] // 3 == 0


def test_at_most_two_ships_start_in_one_dimension():
    state = GAME.new(4, {}, seed=2)
    if rules.phase(state) == "monolith":
        state = play(state, None)
    state = play(state, None, None, None, None)
    state = play(state, "sh-1", "sh-1")
    assert "sh-1" not in ids(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 2, "sh-1")


def test_monolith_tie_is_decided_by_the_first_player():
    for seed in range(60):
        state = GAME.new(2, {}, seed=seed)
        if rules.phase(state) == "monolith":
            choices = ids(state)
            assert len(choices) >= 2 and GAME.pending(state)[0].seat == 0 and top(state)["kind"] == "monolith"
            state = play(state, choices[-1])
            assert state["monolith"] == int(choices[-1][2:])
            return
    pytest.skip("no tie in these seeds")


# --- the universe ----------------------------------------------------------------------------------


def test_lanes_follow_shared_borders_of_one_colour():
    for s, links in enumerate(GRAPH.border_links):
        assert len(links) <= 2  # each space touches two borders: lanes, never forks
        for t in links:
            assert t % 3 == s % 3 and s in GRAPH.border_links[t]
    long_lanes = sum(1 for s in range(111) if len(GRAPH.border_links[s]) == 2)
    assert long_lanes > 40
    for s, links in enumerate(GRAPH.corner_links):
        for t in links:
            assert t % 3 == s % 3 and s in GRAPH.corner_links[t] and t not in GRAPH.border_links[s]


# --- navigating --------------------------------------------------------------------------------------


def test_navigation_uses_one_lever_along_borders_and_stops_anywhere():
    state = start(2, seed=3, chars=["brave", "earthling"])
    space = find_space(lambda s: len(GRAPH.border_links[s]) == 2 and s // 3 != 0)
    state["ships"][0] = space
    rules.turn(state)["window"] = [space]
    levers = [i[4:] for i in ids(state) if i.startswith("nav-")]
    assert levers
    lever = levers[0]
    state = play(state, f"nav-{lever}")
    dests = [i for i in ids(state) if i.startswith("go-")]
    for oid in dests:
        route = rules.destinations(state, 0, lever)[int(oid[3:])]
        for a, b in itertools.pairwise(route):
            assert b in GRAPH.border_links[a]
        if lever != "any":
            assert rules.lever_class(space, route[-1]) == lever
    state = play(state, "back")
    assert f"nav-{lever}" in ids(state)
    state = play(state, f"nav-{lever}", dests[-1])
    assert state["ships"][0] == int(dests[-1][3:])
    assert state["seats"][0]["levers"][["toward", "away", "side", "any"].index(lever)]
    assert not any(i.startswith("nav-") for i in ids(state))  # one navigation a turn


def test_acrobat_may_slip_through_corners_sideways():
    state = start(2, seed=3, chars=["acrobat", "brave"])
    for space in range(3, 111):
        state["ships"][0] = space
        plain = rules.reachable(state, space, False)
        corner = [d for d in rules.reachable(state, space, True) if d not in plain]
        if any(rules.lever_class(space, d) == "side" for d in corner):
            break
    dests = rules.destinations(state, 0, "side")
    assert any(d not in plain for d in dests)
    state["seats"][0]["char"] = "brave"  # the same ship, without the power
    assert all(d in plain for d in rules.destinations(state, 0, "side"))


def test_polarize_needs_a_used_lever_and_resets_them():
    state = start(2, seed=3)
    space = find_space(lambda s: s // 3 and len(GRAPH.border_links[s]) == 2)
    state["ships"][0] = space
    rules.turn(state)["window"] = [space]
    assert "pol" not in ids(state)
    state["seats"][0]["levers"] = [True, False, False, False]
    state = play(state, "pol")
    assert state["ships"][0] % 3 == (space % 3 + 1) % 3  # the next dimension clockwise
    assert state["ships"][0] == rules.polarize_target(state, space)
    assert state["seats"][0]["levers"] == [False] * 4


def test_polarize_exception_when_nothing_can_move():
    state = start(2, seed=3)
    space = find_space(lambda s: s // 3 and not GRAPH.border_links[s])
    state["ships"][0] = space
    rules.turn(state)["window"] = [space]
    assert not any(i.startswith("nav-") for i in ids(state))
    assert "pol" in ids(state)


def test_leaving_the_universe_by_polarizing_returns_to_earth():
    state = start(2, seed=3)
    space = find_space(lambda s: not rules.POLARIZE_TO[s][(s % 3 + 1) % 3])
    assert rules.polarize_target(state, space) == 0 * 3 + (space % 3 + 1) % 3
    # a vanished tile counts as outside too
    other = find_space(lambda s: len(rules.POLARIZE_TO[s][(s % 3 + 1) % 3]) == 1)
    state["gone"][rules.POLARIZE_TO[other][(other % 3 + 1) % 3][0] // 3] = True
    assert rules.polarize_target(state, other) // 3 == 0


# --- terraforming -------------------------------------------------------------------------------------


def scene_on_tile(state, seat=0, free=True):
    """Put ``seat``'s ship on a space with a planet, after a navigation, ready to place."""
    space = find_space(
        lambda s: (
            s // 3
            and not state["stable"][s // 3]
            and not state["gone"][s // 3]
            and len(state["occ"][s // 3][s % 3]) >= 1
            and sum(map(len, state["occ"][s // 3])) >= 3
        )
    )
    if free:
        free_tile(state, space // 3)
    state["ships"][seat] = space
    rules.turn(state)["window"] = [space]
    rules.turn(state)["moved"] = True
    rules.turn(state)["moves"] = 0
    return space


def test_payment_options_matching_joker_or_pair():
    state = start(2, seed=5)
    space = scene_on_tile(state)
    tech = rules.tech_of(state, space // 3)
    other = next(t for t in ("oxygen", "water", "carbon", "light") if t != tech)
    set_hand(state, 0, [other])
    assert "place" not in ids(state)  # nothing to pay with
    set_hand(state, 0, [other, other])
    state = play(state, "place", f"at-{space}")
    pays = [i for i in ids(state) if i.startswith("pay-")]
    assert len(pays) >= 1 and all(len(p.split("-")) == 3 for p in pays)  # only the pair
    state = play(state, "back")
    set_hand(state, 0, [tech, "joker", other])
    state = play(state, "place", f"at-{space}")
    singles = [i for i in ids(state) if i.startswith("pay-")]
    assert {CARD_TECH[int(p[4:])] for p in singles} == {tech, "joker"}
    card = next(p for p in singles if CARD_TECH[int(p[4:])] == tech)
    state = play(state, card)
    assert state["used"] == [int(card[4:])]
    assert 0 in state["occ"][space // 3][space % 3]
    assert state["seats"][0]["supply"] == PIONEERS - 3


def test_pioneers_follow_the_route_order():
    state = start(2, seed=5)
    a = find_space(lambda s: s // 3 and any(len(state["occ"][t // 3][t % 3]) for t in GRAPH.border_links[s]))
    b = next(t for t in GRAPH.border_links[a] if len(state["occ"][t // 3][t % 3]))
    for s in (a, b):
        free_tile(state, s // 3)
    state["ships"][0] = b
    rules.turn(state)["window"] = [a, b]
    rules.turn(state)["moved"] = True
    rules.turn(state)["moves"] = 0
    set_hand(state, 0, ["joker", "joker", "joker"])
    state = play(state, "place")
    targets = [i for i in ids(state) if i.startswith("at-")]
    assert f"at-{b}" in targets
    state = play(state, f"at-{b}", None)
    assert rules.turn(state)["window"][0] == b
    if "place" in ids(state):
        state = play(state, "place")
        assert f"at-{a}" not in ids(state)  # no going back along the route


def test_before_or_after_polarizing_not_both():
    state = start(2, seed=5)
    space = scene_on_tile(state)
    rules.turn(state)["moves"] = 1
    rules.turn(state)["moved"] = False
    state["seats"][0]["levers"] = [True, False, False, False]
    set_hand(state, 0, ["joker", "joker", "joker", "joker"])
    state = play(state, "place", f"at-{space}", None)
    state = play(state, "pol")
    assert rules.turn(state)["window"] == []
    assert "place" not in ids(state)
    rules.turn(state)["moves"] = 1  # even a later navigation opens no new route for pioneers
    lever = next((i for i in ids(state) if i.startswith("nav-")), None)
    if lever:
        state = play(state, lever, None)
        assert rules.turn(state)["window"] == []


def test_exchange_after_placing_takes_the_card_above():
    state = start(2, seed=5)
    space = scene_on_tile(state)
    set_hand(state, 0, ["joker", "water"])
    state = play(state, "place", f"at-{space}", None)
    used = list(state["used"])
    above = state["repl"][1]
    state = play(state, "end")
    assert ids(state) == ["d-0", "d-1", "d-2"]
    state = play(state, "d-1")
    assert state["disc"][1][-len(used) :] == used
    assert above in state["hands"][0]
    assert state["repl"][1] is not None and state["repl"][1] != above


def test_refill_to_the_hand_limit_without_pioneers():
    state = start(2, seed=5, chars=["earthling", "brave"])
    rules.turn(state)["moved"] = True
    set_hand(state, 0, ["water"])
    state = play(state, "end")
    assert len(state["hands"][0]) == CHARS["earthling"]["level"]


# --- stabilizing, medals, bonus tokens ------------------------------------------------------------------------


def almost_stable(state, seat=0, others=()):
    """A tile whose planets are all covered but one, where ``seat`` can place the last."""
    space = scene_on_tile(state, seat)
    pos = space // 3
    who = list(others) or [1]
    k = 0
    for c, planets in enumerate(state["occ"][pos]):
        for i in range(len(planets)):
            if (c, i) != (space % 3, 0):
                planets[i] = who[k % len(who)]
                state["seats"][who[k % len(who)]]["supply"] -= 1
                k += 1
    return space


def test_stabilizing_sends_pioneers_to_the_track_and_flips_the_tile():
    state = start(2, {"bugs": "off"}, seed=6)
    space = almost_stable(state)
    pos = space // 3
    planets = sum(len(p) for p in state["occ"][pos])
    state["marker"] = PIONEER_START  # the marker sits on the first pioneer cell
    set_hand(state, 0, ["joker"])
    top = state["stacks"][0][-1]
    state = play(state, "place", f"at-{space}", None)
    assert state["stable"][pos]
    assert all(s < 0 for p in state["occ"][pos] for s in p)
    assert state["track"][PIONEER_START] == -1  # skipped: the marker is there
    assert sum(1 for s in state["track"] if s >= 0) == planets
    assert state["track"][PIONEER_START + 1] == 0  # the current player's first
    assert state["token_on"][pos] == top


def test_first_ship_entering_a_stable_tile_takes_its_token():
    state = start(2, seed=6)
    a = find_space(lambda s: s // 3 and GRAPH.border_links[s])
    b = GRAPH.border_links[a][0]
    state["stable"][b // 3] = True
    free_tile(state, b // 3)
    state["token_on"][b // 3] = state["stacks"][0].pop()
    kind = state["token_on"][b // 3]
    state["ships"][0] = a
    rules.enter_tiles(state, 0, [a, b])
    assert state["seats"][0]["tokens"] == [kind] and state["token_on"][b // 3] is None


def test_medals_for_joining_and_for_the_first_on_a_border_tile():
    state = start(3, seed=6)
    space = find_space(
        lambda s: (
            ring(s // 3) == 3
            and len(state["occ"][s // 3][s % 3]) >= 1
            and sum(TILES[state["tile_at"][s // 3]]["planets"]) >= 3
        )
    )
    pos = space // 3
    free_tile(state, pos)
    other = next((c, i) for c, p in enumerate(state["occ"][pos]) for i in range(len(p)) if c != space % 3 or i != 0)
    set_hand(state, 0, ["joker"])
    rules.place_pioneer(state, 1, space, ())  # seat 1 first: the border medal
    assert state["seats"][1]["medals"] == 1 and state["bmedal"][pos]
    state["hands"][0].clear()
    state["deck"].append(card_of(state, "joker"))
    c, i = other
    state["occ"][pos][c][i] = 2
    state["seats"][2]["supply"] -= 1
    free_spot = next((cc * 3) for cc, p in enumerate(state["occ"][pos]) if -1 in p)
    rules.place_pioneer(state, 0, pos * 3 + free_spot // 3, ())
    assert state["seats"][0]["medals"] == 2  # two other players were there
    assert state["seats"][1]["medals"] == 2 and state["seats"][2]["medals"] == 1


def test_upgrade_gives_an_extra_move_and_only_one_spend_a_turn():
    state = start(2, seed=6, chars=["brave", "earthling"])
    state["seats"][0]["medals"] = 20
    state = play(state, "up")
    assert state["seats"][0]["upgrades"] == 1 and rules.turn(state)["moves"] == 2
    assert state["seats"][0]["medals"] == 20 - CHARS["brave"]["upgrade_costs"][0]
    assert "up" not in ids(state) and "lvl" not in ids(state)
    rules.turn(state)["spent"] = False
    state = play(state, "lvl")
    assert rules.hand_limit(state, 0) == CHARS["brave"]["level"] + 1


def test_bonus_tokens():
    state = start(2, seed=6)
    state["seats"][0]["tokens"] = [state["stacks"][2].pop() for _ in range(0)]
    for kind in ("medals2", "draw2", "extra_move", "polarize_all"):
        for st in state["stacks"]:
            if kind in st:
                st.remove(kind)
                state["seats"][0]["tokens"].append(kind)
                break
    hand = len(state["hands"][0])
    state = play(state, "tok-medals2", "tok-draw2", "tok-extra_move")
    assert state["seats"][0]["medals"] == 2 and len(state["hands"][0]) == hand + 2 and rules.turn(state)["moves"] == 2
    ships = list(state["ships"])
    state = play(state, "tok-polarize_all", "ccw")
    for s in range(2):
        assert state["ships"][s] % 3 == (ships[s] % 3 + 2) % 3  # counter-clockwise for everyone
    assert state["seats"][0]["tokens"] == []


# --- the Regression -----------------------------------------------------------------------------------------


def test_symbols_counted_in_the_technology_centre():
    state = start(2, seed=7)
    for h in state["hands"]:
        state["deck"].extend(h)
        h.clear()
    state["deck"].extend(state["repl"])
    state["repl"] = [card_of(state, "water", True), card_of(state, "water", False), card_of(state, "carbon", True)]
    state["deck"].extend(c for c in range(70) if False)
    state["disc"][0] = [card_of(state, "light", True)]
    state["disc"][1] = [card_of(state, "light", True), card_of(state, "light", False)]
    # re-balance: the cards moved from the deck's top were replaced in the centre
    GAME_cards = sorted(
        state["deck"] + state["repl"] + [c for p in state["disc"] for c in p] + [c for h in state["hands"] for c in h]
    )
    assert len(GAME_cards) == len(set(GAME_cards))
    assert rules.visible_symbols(state) == 3
    state["stacks"][0] = []
    assert rules.visible_symbols(state) == 3 + 1


def test_regression_case_1_removes_the_monolith_tile_and_moves_it_clockwise():
    state = start(2, seed=7)
    mono = state["monolith"]
    sym = min(TRACK_SYMBOLS)
    state["marker"] = sym - 1
    order = rules.border_clockwise(state, mono)
    rules.regress_by(state, 2)
    assert state["gone"][mono]
    assert state["marker"] == sym + 1
    after = rules.border_clockwise(state, mono)
    assert state["monolith"] == after[1]
    assert order  # there was a border to walk along


def test_a_stable_tile_is_safe_from_the_regression():
    state = start(2, seed=7)
    mono = state["monolith"]
    free_tile(state, mono)
    state["stable"][mono] = True
    state["marker"] = min(TRACK_SYMBOLS) - 1
    rules.regress_by(state, 1)
    assert not state["gone"][mono] and state["monolith"] != mono


def test_regression_case_2_covered_symbols_spare_the_universe():
    state = start(2, seed=7)
    mono = state["monolith"]
    sym = min(TRACK_SYMBOLS)
    state["track"][sym] = 0
    state["seats"][0]["supply"] -= 1
    state["marker"] = sym - 1
    rules.regress_by(state, 1)
    assert not state["gone"][mono] and state["monolith"] == mono
    assert state["marker"] == sym + 1  # it may not rest on a pioneer


def test_pioneers_on_a_vanished_tile_are_lost_and_ships_go_home():
    state = start(2, seed=7)
    mono = state["monolith"]
    c = next(c for c in range(3) if state["occ"][mono][c])
    state["occ"][mono][c][0] = 1
    state["seats"][1]["supply"] -= 1
    state["ships"][0] = mono * 3 + 2
    rules.remove_monolith_tile(state)
    assert state["seats"][1]["lost"] == 1 and state["ships"][0] == 2
    GAME.check_invariants(state)


# --- the end ----------------------------------------------------------------------------------------------------


def finish_turns(state):
    while GAME.outcome(state) is None:
        opts = ids(state)
        state = play(state, "end" if "end" in opts else ("d-0" if "d-0" in opts else opts[0]))
    return state


def test_hope_wins_and_the_round_is_finished():
    state = start(3, seed=8)
    for i in range(PIONEER_START, TRACK_LEN - 1):
        state["track"][i] = i % 3
        state["seats"][i % 3]["supply"] -= 1
    space = almost_stable(state, 0, others=[1])
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None)
    # one cell left for pioneers of two seats: the stabilizing player chooses whose goes on it
    assert ids(state) == ["so-0", "so-1"]
    state = play(state, "so-1")
    assert state["track"][TRACK_LEN - 1] == 1 and state["ending"] == "hope"
    state = play(state, "end", "d-0")
    assert GAME.outcome(state) is None and rules.turn(state)["seat"] == 1  # the round goes on
    state = finish_turns(state)
    out = GAME.outcome(state)
    assert len(out.winners) == 1 and rules.turn(state) is None
    assert out.reason.key == "hope-end-hope"  # which rule ended it
    assert localize(out.reason).startswith("The pioneers reached the end of the Mission track")
    best = max(range(3), key=lambda s: rules.hope_rank(state, s))
    assert out.winners == (best,)


def test_tie_breakers_medals_then_rank_then_cards_then_later_seat():
    state = start(3, seed=8)
    state["ending"] = "hope"
    for p in state["seats"]:
        p["medals"] = 1
    assert rules.decide_winners(state)[0] == (2,) or len({len(h) for h in state["hands"]}) > 1
    for h in state["hands"]:
        state["deck"].extend(h)
        h.clear()
    assert rules.decide_winners(state)[0] == (2,)  # all equal: the later seat
    state["seats"][0]["medals"] = 2
    assert rules.decide_winners(state)[0] == (0,)


def test_regression_reaching_the_end_finishes_the_round_and_nobody_wins_without_traitor():
    state = start(2, seed=8)
    state["marker"] = TRACK_LEN - 2
    rules.turn(state)["moved"] = True
    state = play(state, "end")
    assert state["ending"] == "nope" and GAME.outcome(state) is None
    state = finish_turns(state)
    assert GAME.outcome(state).winners == ()


def test_earth_vanishing_ends_at_once_and_the_traitor_wins():
    state = start(3, {"traitor": "on"}, seed=8)
    t = rules.traitor_seat(state)
    if t is None:
        state["roles"][0], state["spare"] = "nope", state["roles"][0]
        t = 0
    for pos in range(1, 7):
        state["gone"][pos] = True
        free_tile(state, pos)
        for s, sp in enumerate(state["ships"]):
            if sp // 3 == pos:
                state["ships"][s] = sp % 3
    state["monolith"] = 0
    state["marker"] = min(TRACK_SYMBOLS) - 1
    rules.turn(state)["moved"] = True
    state = play(state, "end")
    assert GAME.outcome(state).winners == (t,)
    reason = GAME.outcome(state).reason
    assert reason == msg("hope-end-earth-traitor", seat=Seat(t)) and "Earth" in localize(reason)


def test_nope_wins_only_when_leading_the_universe():
    state = start(3, {"traitor": "on"}, seed=9)
    t = rules.traitor_seat(state) or 0
    state["roles"] = ["hope"] * 3
    state["roles"][t] = "nope"
    state["ending"] = "nope"
    assert rules.decide_winners(state)[0] == ()  # nobody leads: all lose
    space = find_space(lambda s: s // 3 and len(state["occ"][s // 3][s % 3]) >= 1)
    free_tile(state, space // 3)
    state["occ"][space // 3][space % 3][0] = t
    assert rules.decide_winners(state)[0] == (t,)


# --- the traitor ------------------------------------------------------------------------------------------------


def traitor_game(seed=10, traitor_seat=1):
    state = start(3, {"traitor": "on"}, seed=seed)
    state["roles"] = ["hope"] * 3
    state["roles"][traitor_seat] = "nope"
    state["spare"] = "hope"
    return state


def test_roles_dealt_from_players_plus_one_and_told_privately():
    seen_none = seen_traitor = False
    for seed in range(40):
        state = GAME.new(3, {"traitor": "on"}, seed=seed)
        assert sorted([*state["roles"], state["spare"]]) == ["hope", "hope", "hope", "nope"]
        seen_none |= "nope" not in state["roles"]
        seen_traitor |= "nope" in state["roles"]
        for entry in state["log"]:
            if entry["text"]["key"] == "hope-log-role":
                assert entry["to"] is not None and len(entry["to"]) == 1
                assert entry["text"]["args"]["role"] == state["roles"][entry["to"][0]]
    assert seen_none and seen_traitor


def test_accusation_conditions():
    state = traitor_game()
    assert "accuse" not in ids(state)  # no upgrade yet
    state["seats"][0]["upgrades"] = 1
    state["seats"][0]["supply"] -= 1
    state["seats"][1]["upgrades"] = 1
    state["seats"][1]["supply"] -= 1
    assert traitor.accusable(state, 0) == [2]  # equal upgrades need more medals
    state["seats"][0]["medals"] = 1
    assert traitor.accusable(state, 0) == [1, 2]
    state["seats"][0]["accused"] = True
    assert traitor.accusable(state, 0) == []


def test_right_accusation_strips_the_traitor_and_replaces_pioneers():
    state = traitor_game()
    p0, p1 = state["seats"][0], state["seats"][1]
    p0["upgrades"], p0["supply"] = 1, p0["supply"] - 1
    p1["lvl"], p1["upgrades"], p1["medals"], p1["supply"] = 2, 0, 3, p1["supply"] - 2
    spaces = [s for s in range(3, 111) if len(state["occ"][s // 3][s % 3]) and s % 3 == 0][:2]
    for s in spaces:
        free_tile(state, s // 3)
        state["occ"][s // 3][s % 3][0] = 1
        p1["supply"] -= 1
    state = play(state, "accuse", "ac-1")
    p0, p1 = state["seats"][0], state["seats"][1]
    assert state["revealed"] == 1 and p1["lvl"] == 0 and p1["medals"] == 1 and p1["nomedal"]
    assert p0["medals"] == 2 and p0["accused"]
    assert top(state)["kind"] == "replace" and all(i.startswith("rp-") or i == "skip" for i in ids(state))
    state = play(state, None, None)
    assert rules.universe_pioneers(state, 1) == 0 and rules.universe_pioneers(state, 0) == 2
    rules.gain_medals(state, 1, 3)
    assert state["seats"][1]["medals"] == 1  # the caught traitor gains no more medals
    state["seats"][2]["upgrades"] = 5
    assert traitor.accusable(state, 2) == []  # no accusations once the traitor is known


def test_wrong_accusation_costs_level_pioneers_and_half_the_medals():
    state = traitor_game()
    p0 = state["seats"][0]
    p0["upgrades"], p0["lvl"], p0["medals"], p0["supply"] = 1, 1, 5, p0["supply"] - 2
    space = find_space(lambda s: s // 3 and len(state["occ"][s // 3][s % 3]) >= 1)
    free_tile(state, space // 3)
    state["occ"][space // 3][space % 3][0] = 0
    p0["supply"] -= 1
    state["track"][PIONEER_START] = 0
    state["track"][PIONEER_START + 1] = 2
    p0["supply"] -= 1
    state["seats"][2]["supply"] -= 1
    state = play(state, "accuse", "ac-2")
    p0 = state["seats"][0]
    assert p0["lvl"] == 0 and p0["medals"] == 2  # 5 medals, 3 lost (rounded up)
    assert 2 in state["known_hope"]
    assert ids(state) == [f"ls-{space // 3}"]
    state = play(state, f"ls-{space // 3}")
    # the second pioneer comes off the track, and the ones beyond close the gap
    assert state["track"][PIONEER_START] == 2 and state["track"][PIONEER_START + 1] == -1
    assert rules.waiting(state) is None


def test_voluntary_reveal_and_the_traitor_power():
    state = traitor_game(traitor_seat=0)
    p0 = state["seats"][0]
    p0["upgrades"], p0["medals"], p0["supply"] = 1, 3, p0["supply"] - 1
    state = play(state, "reveal")
    p0 = state["seats"][0]
    assert state["revealed"] == 0 and p0["upgrades"] == 0 and p0["locked"] and p0["medals"] == 3
    assert "up" not in ids(state) and "lvl" not in ids(state)
    # entering a tile with someone else's pioneer lets the traitor pay a medal to remove it
    space = find_space(lambda s: s // 3 and len(state["occ"][s // 3][s % 3]) >= 1)
    free_tile(state, space // 3)
    state["occ"][space // 3][space % 3][0] = 2
    state["seats"][2]["supply"] -= 1
    rules.turn(state)["entered"] = [space // 3]
    state = play(state, "coax")
    assert top(state)["kind"] == "coax"
    state = play(state, f"cx-{space // 3}-2")
    assert rules.universe_pioneers(state, 2) == 0 and state["seats"][0]["medals"] == 2
    assert "coax" not in ids(state)  # once per tile entered


# --- bug cards ----------------------------------------------------------------------------------------------------


def test_bug_card_collective_payment_avoids_a_malus():
    from games.hope.data import BUGS

    state = start(2, {"bugs": "on"}, seed=11)
    jam = next(b["id"] for b in BUGS if b["effect"] == "levers_jam")
    state["bugdeck"].remove(jam)
    state["bugdeck"].append(jam)
    state["seats"][0]["medals"] = 1
    state["seats"][1]["medals"] = 3
    space = almost_stable(state)
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None)
    assert GAME.pending(state)[0].seat == 0 and rules.waiting(state)["kind"] == "bug"
    medals = [p["medals"] for p in state["seats"]]
    state = play(state, "bm")  # seat 0 gives a medal
    assert GAME.pending(state)[0].seat == 1
    state = play(state, "bm")  # price 2 met
    assert rules.waiting(state) is None and state["seats"][0]["levers"] == [False] * 4
    assert [p["medals"] for p in state["seats"]] == [m - 1 for m in medals] and jam in state["bug_out"]


def test_bug_card_unpaid_malus_applies_and_pledges_come_back():
    from games.hope.data import BUGS

    state = start(2, {"bugs": "on"}, seed=11)
    jam = next(b["id"] for b in BUGS if b["effect"] == "levers_jam")
    state["bugdeck"].remove(jam)
    state["bugdeck"].append(jam)
    state["seats"][0]["medals"] = 1
    space = almost_stable(state)
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None)
    medals = state["seats"][0]["medals"]
    state = play(state, "bm", "bpass", "bpass")
    assert state["seats"][0]["levers"] == [True] * 4 and state["seats"][0]["medals"] == medals


def test_lasting_bug_stays_until_the_next_bug():
    from games.hope.data import BUGS

    state = start(2, {"bugs": "on"}, seed=11)
    hand_minus = next(b["id"] for b in BUGS if b["effect"] == "hand_minus")
    del state["steps"][1:]  # back at the main choice
    state["bugdeck"].remove(hand_minus)
    state["bug_active"] = hand_minus
    limit = rules.hand_limit(state, 0)
    state["bug_active"] = None
    assert rules.hand_limit(state, 0) == limit + 1


# --- characters -------------------------------------------------------------------------------------------------


def test_brave_draws_on_an_empty_border_tile():
    state = start(2, seed=12, chars=["brave", "earthling"])
    space = find_space(lambda s: ring(s // 3) == 3 and len(state["occ"][s // 3][s % 3]) >= 2)
    free_tile(state, space // 3)
    hand = len(state["hands"][0])
    rules.place_pioneer(state, 0, space, ())
    assert len(state["hands"][0]) == hand + 1
    rules.place_pioneer(state, 0, space, ())  # no longer empty
    assert len(state["hands"][0]) == hand + 1


def test_earthling_draws_two_on_reaching_earth():
    state = start(2, seed=12, chars=["earthling", "brave"])
    a = find_space(lambda s: 0 in [t // 3 for t in GRAPH.border_links[s]])
    earth = next(t for t in GRAPH.border_links[a] if t // 3 == 0)
    hand = len(state["hands"][0])
    rules.enter_tiles(state, 0, [a, earth])
    assert len(state["hands"][0]) == hand + 2


def test_prodigy_teleports_at_the_start_of_the_turn():
    state = start(2, seed=12, chars=["prodigy", "brave"])
    pos = 1
    tech = rules.tech_of(state, pos)
    state["ships"][0] = pos * 3 + 1
    rules.turn(state)["window"] = [pos * 3 + 1]
    set_hand(state, 0, [tech])
    state = play(state, "tele")
    targets = [i for i in ids(state) if i.startswith("tp-")]
    assert targets and all(rules.tech_of(state, int(t[3:]) // 3) == tech and int(t[3:]) % 3 == 1 for t in targets)
    state = play(state, targets[0], None)
    assert state["ships"][0] == int(targets[0][3:]) and len(state["used"]) == 1
    assert "tele" not in ids(state)


def test_a_bug_that_swallows_the_earth_ends_the_game_at_once():
    from games.hope.data import BUGS

    state = start(2, {"bugs": "on"}, seed=13)
    slip = next(b["id"] for b in BUGS if b["effect"] == "advance_marker" and b["extra"] == 0)
    state["bugdeck"].remove(slip)
    state["bugdeck"].append(slip)
    space = almost_stable(state)
    for pos in range(1, 7):
        if pos != space // 3:
            state["gone"][pos] = True
            free_tile(state, pos)
    for s, sp in enumerate(state["ships"]):
        if state["gone"][sp // 3]:
            state["ships"][s] = sp % 3
    state["monolith"] = 0
    state["marker"] = max(TRACK_SYMBOLS) - 3  # beyond the cells the new pioneers will cover
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None, "bpass", "bpass")
    assert rules.phase(state) == "over" and state["ending"] == "earth"
    assert GAME.outcome(state).winners == ()


def test_an_empty_deck_is_rebuilt_from_the_discard_piles_under_their_tops():
    state = start(2, seed=14)
    state["disc"][0] = state["deck"][:5]
    state["disc"][1] = state["deck"][5:7]
    tops = [state["disc"][0][-1], state["disc"][1][-1]]
    state["hands"][1].extend(state["deck"][7:])
    state["deck"] = []
    got = rules.draw(state, 0, 3)
    assert got == 3 and len(state["deck"]) == 4 + 1 - 3
    assert [p[-1] for p in state["disc"][:2]] == tops and len(state["disc"][0]) == 1
    GAME.check_invariants(state)


def test_bonus_tokens_come_from_stack_one_then_two_then_three():
    state = start(2, {"difficulty": "hero"}, seed=14)
    first = list(state["stacks"][0])
    second = list(state["stacks"][1])
    taken = []
    for _ in range(3):
        space = almost_stable(state)
        set_hand(state, 0, ["joker"])
        rules.turn(state)["moves"] = 0
        state = play(state, "place", f"at-{space}", None)
        taken.append(state["token_on"][space // 3])
    assert taken == [first[1], first[0], second[0]]
    assert rules.visible_symbols(state) >= 1 + 2  # both emptied stack spaces show their symbols


def test_pairs_of_identical_cards_pay_a_bug_medal():
    from games.hope.data import BUGS

    state = start(2, {"bugs": "on"}, seed=15)
    jam = next(b["id"] for b in BUGS if b["effect"] == "levers_jam")
    state["bugdeck"].remove(jam)
    state["bugdeck"].append(jam)
    space = almost_stable(state)
    set_hand(state, 0, ["joker", "water", "water"])
    state["seats"][0]["medals"] = 0
    state = play(state, "place", f"at-{space}")
    pay = next(i for i in ids(state) if i.startswith("pay-") and CARD_TECH[int(i[4:].split("-")[0])] == "joker")
    state = play(state, pay)
    pair = next(i for i in ids(state) if i.startswith("bp-"))
    state = play(state, pair)
    assert state["hands"][0] == [] and rules.waiting(state)["paid"] == 1
    state = play(state, "bpass", "bpass")  # not met: the pair comes back, the malus applies
    assert len(state["hands"][0]) == 2 and state["seats"][0]["levers"] == [True] * 4


def test_the_traitor_cannot_win_when_hope_succeeds():
    state = traitor_game(traitor_seat=2)
    state["ending"] = "hope"
    for i in range(PIONEER_START, PIONEER_START + 5):
        state["track"][i] = 2
        state["seats"][2]["supply"] -= 1
    winners, _ = rules.decide_winners(state)
    assert winners != (2,) and len(winners) == 1


# --- rulebook cases of issue 15 ----------------------------------------------------------------------


def empty_centre(state):
    """No Regression symbol showing: symbol-free cards in the centre, bonus stacks untouched."""
    plain = [c for c in state["deck"] if not CARD_SYMBOL[c]]
    for i in range(3):
        old = state["repl"][i]
        state["repl"][i] = plain.pop()
        state["deck"].remove(state["repl"][i])
        if old is not None:
            state["deck"].insert(0, old)
    for i, pile in enumerate(state["disc"]):
        state["deck"][0:0] = pile
        state["disc"][i] = []


def test_no_symbol_showing_leaves_the_regression_marker_where_it_is():
    state = start(2, seed=7)
    empty_centre(state)
    assert rules.visible_symbols(state) == 0
    marker = state["marker"] = 10
    state = play(state, ids(state)[0], None)  # the compulsory movement
    while rules.turn(state)["seat"] == 0:
        opts = ids(state)
        state = play(state, "end" if "end" in opts else "d-0" if "d-0" in opts else opts[0])
    assert state["marker"] == marker  # no safeguard step: the rulebook moves one cell per symbol
    assert msg("hope-log-regression", n=0).to_json() in [e["text"] for e in state["log"][-3:]]
    assert localize(msg("hope-log-regression", n=0)) == "Regression: no symbol shows, the marker stays."


def test_a_long_stalemate_ends_at_the_added_round_limit_as_a_regression_win():
    state = start(2, seed=7)
    state["rounds"] = rules.ROUND_LIMIT - 1
    rules.turn(state)["seat"] = 1
    state["ships"][1], state["ships"][0] = state["ships"][0], state["ships"][1]
    state = finish_turns(state)
    out = GAME.outcome(state)
    assert state["ending"] == "limit" and out.winners == ()
    assert out.reason == msg("hope-end-lost", why=msg("hope-why-limit", n=rules.ROUND_LIMIT))
    assert f"limit of {rules.ROUND_LIMIT} rounds" in localize(out.reason)
    assert msg("hope-log-round-limit", n=rules.ROUND_LIMIT).to_json() in [e["text"] for e in state["log"]]


def test_a_wrong_accusation_never_shifts_a_pioneer_onto_the_regression_marker():
    state = traitor_game()
    p0 = state["seats"][0]
    p0["upgrades"], p0["medals"], p0["supply"] = 1, 5, p0["supply"] - 1
    # track: seat 0, seat 2, the marker's cell (a Regression gap), seat 2
    cells = [PIONEER_START, PIONEER_START + 1, PIONEER_START + 3]
    for cell, seat in zip(cells, (0, 2, 2), strict=True):
        state["track"][cell] = seat
        state["seats"][seat]["supply"] -= 1
    state["marker"] = PIONEER_START + 2
    for pos in range(len(POS)):
        free_tile(state, pos)  # no pioneer of seat 0 in the universe: both losses come off the track
    state = play(state, "accuse", "ac-2")
    assert state["marker"] == PIONEER_START + 2 and state["track"][state["marker"]] == -1
    # seat 0's pioneer is gone and the pioneers beyond shift down one slot each; the marker's cell
    # is a Regression gap, which "always remains": it is skipped, never filled (the old shift put
    # the last pioneer on the marker)
    assert state["track"][PIONEER_START : PIONEER_START + 4] == [2, 2, -1, -1]


def test_the_stabilizing_player_chooses_whose_pioneers_fit_on_a_full_track():
    state = start(3, seed=8)
    for i in range(PIONEER_START, TRACK_LEN - 2):
        state["track"][i] = 2
        state["seats"][2]["supply"] -= 1
    space = almost_stable(state, 0, others=[1, 2])
    pos = space // 3
    pioneers = sorted(x if x >= 0 else 0 for pl in state["occ"][pos] for x in pl)
    assert len(pioneers) >= 3  # more pioneers than the two free cells
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None)
    shares = ids(state)
    assert top(state)["kind"] == "order" and shares and all(o.startswith("so-") for o in shares)
    prompt = GAME.pending(state)[0].prompt
    assert GAME.pending(state)[0].seat == 0 and prompt.key == "hope-prompt-track-order" and prompt.params["room"] == 2
    supply = [p["supply"] for p in state["seats"]]
    pick = (
        next(o for o in shares if o.count("-") == 2 and "0" not in o.split("-")[1:])
        if any(o.count("-") == 2 and "0" not in o.split("-")[1:] for o in shares)
        else shares[-1]
    )
    state = play(state, pick)
    onto = [int(x) for x in pick.split("-")[1:]]
    assert sorted(state["track"][TRACK_LEN - 2 :]) == sorted(onto)
    assert state["stable"][pos] and state["ending"] == "hope"
    for seat in range(3):  # the others went home
        assert state["seats"][seat]["supply"] == supply[seat] + pioneers.count(seat) - onto.count(seat)


def test_no_order_question_when_the_track_has_room_for_all():
    state = start(3, seed=8)
    space = almost_stable(state, 0, others=[1, 2])
    set_hand(state, 0, ["joker"])
    state = play(state, "place", f"at-{space}", None)
    assert state["stable"][space // 3] and not any(o.startswith("so-") for o in ids(state))


def give_token(state, seat, kind):
    for st in state["stacks"]:
        if kind in st:
            st.remove(kind)
            state["seats"][seat]["tokens"].append(kind)
            return
    raise AssertionError(f"no {kind} token left")


def test_general_polarization_part_way_lets_the_navigation_go_on():
    # a scene where the lever still leads somewhere after the shift (searched over a few seeds)
    for seed in range(1, 30):
        state = start(2, seed=seed)
        give_token(state, 0, "polarize_all")
        for lever in [o for o in ids(state) if o.startswith("nav-")]:
            moved = play(state, lever, None)
            shifted = play(moved, "tok-polarize_all", "cw")
            if rules.destinations(shifted, 0, lever[4:]):
                break
        else:
            continue
        break
    else:
        raise AssertionError("no scene found")
    # before: with the movement spent, nothing would let the ship fly on
    assert rules.turn(moved)["moves"] == 0 and not [o for o in ids(moved) if o.startswith(("nav-", "pol"))]
    state = shifted
    assert "cont" in ids(state)
    state = play(state, "cont")
    assert GAME.pending(state)[0].prompt == msg("hope-prompt-dest", lever=rules.lever_name(lever[4:]))
    ship = state["ships"][0]
    state = play(state, None)
    assert state["ships"][0] != ship and state["ships"][0] % 3 == ship % 3  # on, in the new dimension
    assert rules.turn(state)["moves"] == 0 and rules.turn(state)["resume"] is None and "cont" not in ids(state)


def test_general_polarization_after_a_polarize_has_no_navigation_to_go_on_with():
    state = start(2, seed=6)
    give_token(state, 0, "polarize_all")
    state["seats"][0]["levers"][0] = True  # a lever used earlier: polarizing is allowed
    state = play(state, "pol", "tok-polarize_all", "cw")
    assert "cont" not in ids(state)
