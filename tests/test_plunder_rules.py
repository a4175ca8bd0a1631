"""Scenario tests for The Curious Rarities from Andromeda: one or more per rule, and the rulebook's example."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from games.core import IllegalMove
from games.i18n import LOCALES, localize, msg
from games.playout import choose_random
from games.plunder import GAME, rules
from games.plunder.cards import ALIENS, PORTALS, RELIC_INDEX, RELICS, SABORTAL, card_name
from games.plunder.rules import phase as plunder_phase
from games.plunder.view import exploring_step
from games.steps import top


def en(text) -> str:
    """A message (or a stored one) as an English reader reads it."""
    return localize(text, "en")


BOOTS, ROLL, DRIVER, CLOAK, HOOVER, PICKLE, STOPPER, EYE = RELICS


def ids(state, seat):
    """The option ids ``seat`` may choose now."""
    return [o.id for d in GAME.pending(state) if d.seat == seat for o in d.options]


def decision(state, seat):
    (d,) = [d for d in GAME.pending(state) if d.seat == seat]
    return d


def play(state, *moves):
    """Apply (seat, option) pairs in order, checking invariants after each."""
    for seat, option in moves:
        state = GAME.apply(state, seat, option)
        GAME.check_invariants(state)
    return state


def put_hand(state, seat, cards, with_sabortal=True):
    """Give ``seat`` exactly ``cards`` (plus its sabortal), trading cards with the draw pile."""
    old = [c for c in state["hands"][seat] if c != SABORTAL]
    state["pile"].extend(old)
    for c in cards:
        if c in ALIENS:
            for place in [*state["hands"], *state["portals"]]:
                if c in place:
                    place.remove(c)
                    break
        else:
            state["pile"].remove(c)
    state["hands"][seat] = list(cards) + ([SABORTAL] if with_sabortal else [])
    GAME.check_invariants(state)


def put_home(state, seat, **counts):
    """Set ``seat``'s placed relics, taking them from (or returning them to) the draw pile."""
    for kind, count in counts.items():
        i = RELIC_INDEX[kind]
        have = state["homes"][seat][i]
        for _ in range(count - have):
            state["pile"].remove(kind)
        state["pile"].extend([kind] * (have - count))
        state["homes"][seat][i] = count
    GAME.check_invariants(state)


def put_portal(state, index, cards):
    for c in cards:
        if c in ALIENS:
            for place in [*state["hands"], *state["portals"]]:
                if c in place:
                    place.remove(c)
                    break
        else:
            state["pile"].remove(c)
        state["portals"][index].append(c)
    GAME.check_invariants(state)


def explore_scene(players=4, seed=1):
    """A fresh game: seat 0 explores portal #4 of the first mission."""
    return GAME.new(players, seed=seed)


# --- set-up ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "hand"), [(3, 7), (4, 7), (5, 6), (6, 6)])
def test_setup_hands_aliens_pile_and_first_portal(players, hand):
    s = GAME.new(players, seed=3)
    GAME.check_invariants(s)
    assert [len(h) for h in s["hands"]] == [hand] * players
    assert all(h.count(SABORTAL) == 1 for h in s["hands"])
    assert sorted(c for p in s["portals"][:3] for c in p) == sorted(ALIENS)
    assert all(len(p) == 1 for p in s["portals"][:3]) and not any(s["portals"][3:])
    assert len(s["pile"]) == 72 - players * (hand - 1)
    assert s["next"] == 3 and s["explorer"] == s["pass"] == 0 and plunder_phase(s) == "explore"
    assert PORTALS == (1, 1, 2, 2, 2, 2, 3, 3, 4, 4)


def test_aliens_are_dealt_in_random_order():
    orders = {tuple(GAME.new(3, seed=k)["portals"][i][0] for i in range(3)) for k in range(40)}
    assert len(orders) == 6


# --- exploring, option A ---------------------------------------------------------------------


def test_option_a_draws_a_card_under_the_explored_portal_then_everyone_flying_decides():
    s = explore_scene()
    put_hand(s, 2, [CLOAK, CLOAK])
    s["hands"][2] = [CLOAK, SABORTAL, CLOAK]
    assert "draw.0" not in ids(s, 0), "no drawing from your own hand"
    assert {"draw.1", "draw.2", "draw.3"} <= set(ids(s, 0))
    s = play(s, (0, "draw.2"))
    assert ids(s, 0) == ["pos.1", "pos.2", "pos.3", "back"]
    s = play(s, (0, "pos.1"))
    assert s["portals"][3] == [CLOAK]
    assert sorted(s["hands"][2]) == sorted([CLOAK, SABORTAL])
    pending = GAME.pending(s)
    assert sorted(d.seat for d in pending) == [0, 1, 2, 3], "all flying decide at once"
    assert all(d.public and {o.id for o in d.options} == {"land", "fly"} for d in pending)


def test_back_from_choosing_a_position():
    s = play(explore_scene(), (0, "draw.1"), (0, "back"))
    assert top(s) == {"kind": "explore"} and "draw.1" in ids(s, 0)


def test_an_alien_drawn_blind_goes_under_the_portal_without_its_power():
    s = explore_scene()
    s["ships"][3] = []
    put_hand(s, 1, ["timethief"])
    s["hands"][1] = ["timethief", SABORTAL]
    s["ships"][2] = [2]  # a landed ship the time thief's power would move
    s["flying"] = [0, 1, 3]
    s = play(s, (0, "draw.1"), (0, "pos.1"))
    assert s["portals"][3] == ["timethief"]
    assert s["ships"][2] == [2] and s["ships"][0] == []
    assert plunder_phase(s) == "land"


def test_landing_order_follows_the_order_of_answers_and_landed_players_stop_exploring():
    s = explore_scene()
    s["hands"][1].sort(key=lambda c: c == SABORTAL)  # position 1 is a relic
    s = play(s, (0, "draw.1"), (0, "pos.1"))
    s = play(s, (2, "land"), (1, "fly"), (0, "land"))
    assert ids(s, 3) == ["land", "fly"] and plunder_phase(s) == "land"
    s = play(s, (3, "fly"))
    assert s["ships"][3] == [2, 0]
    assert s["flying"] == [1, 3]
    assert plunder_phase(s) == "explore" and s["explorer"] == 1 and s["next"] == 4
    # landed players may still be drawn from
    assert {"draw.0", "draw.2", "draw.3"} <= set(ids(s, 1))
    s["hands"][3].sort(key=lambda c: c == SABORTAL)
    s = play(s, (1, "draw.3"), (1, "pos.1"), (1, "fly"), (3, "fly"))
    assert s["explorer"] == 3, "seat 2 and seat 0 landed, so seat 3 explores after seat 1"


def test_the_mission_ends_when_everyone_has_landed():
    s = explore_scene(players=3)
    s["hands"][1].sort(key=lambda c: c == SABORTAL)
    s = play(s, (0, "draw.1"), (0, "pos.1"), (1, "land"), (0, "land"), (2, "land"))
    assert plunder_phase(s) == "collect"
    assert s["collect"]["order"] == [[1, 3], [0, 3], [2, 3]]


# --- the sabortal ----------------------------------------------------------------------------


def test_a_drawn_sabortal_ends_the_mission_and_its_owner_takes_a_card():
    s = explore_scene()
    # a first exploration: seat 3 lands at portal #4 with a card there
    s["hands"][1].sort(key=lambda c: c == SABORTAL)
    s = play(s, (0, "draw.1"), (0, "pos.1"), (3, "land"), (0, "fly"), (1, "fly"), (2, "fly"))
    drawn = s["portals"][3][0]
    # seat 1 explores portal #5 and draws seat 2's sabortal
    pos = s["hands"][2].index(SABORTAL) + 1
    s = play(s, (1, "draw.2"), (1, f"pos.{pos}"))
    assert plunder_phase(s) == "sabortal" and s["sab_owner"] == 2
    d = decision(s, 2)
    assert d.public and "none" in [o.id for o in d.options]
    assert d.prompt == msg("plunder-prompt-sabortal")
    assert en(d.prompt) == "Your sabortal was drawn: you may take one card from a portal into your hand"
    assert s["log"][-1]["text"]["key"] == "plunder-log-sabortal-drawn"
    assert "Seat 3 may take one card from a portal and takes the sabortal back" in en(s["log"][-1]["text"])
    assert f"take.4.{drawn}" in [o.id for o in d.options]
    size = len(s["hands"][2])
    s = play(s, (2, f"take.4.{drawn}"))
    assert len(s["hands"][2]) == size + 2 and s["hands"][2].count(SABORTAL) == 1
    assert en(s["log"][-1]["text"]) == "Seat 3 takes the sabortal back into hand."
    # only the landed seat 3 collects; ships still flying get nothing and did not land
    assert s["collect"]["order"] == [[3, 3]]
    assert s["flying"] == [] and s["ships"][4] == []


def test_a_sabortal_drawn_with_nothing_on_the_portals_returns_at_once():
    s = explore_scene()
    s["portals"] = [[] for _ in PORTALS]
    s["hands"][1] = [c for c in s["hands"][1] if c != SABORTAL] + ["pilferer", "schemer", "timethief", SABORTAL]
    GAME.check_invariants(s)
    pos = len(s["hands"][1])
    s = play(s, (0, "draw.1"), (0, f"pos.{pos}"))
    # nobody landed, nothing to collect: straight on to the next mission
    assert s["mission"] == 2 and s["hands"][1].count(SABORTAL) == 1 and s["pass"] == 1


# --- the super-mission -----------------------------------------------------------------------


def test_super_mission_all_still_flying_land_at_the_tenth_portal():
    s = explore_scene()
    s["next"] = 9
    s["explorer"] = 2
    s["flying"] = [0, 2, 3]
    s["ships"][5] = [1]
    s["hands"][0].sort(key=lambda c: c == SABORTAL)
    s = play(s, (2, "draw.0"), (2, "pos.1"))
    assert s["ships"][9] == [2, 3, 0], "in seat order from the explorer"
    assert plunder_phase(s) == "collect"
    assert s["collect"]["order"][:3] == [[2, 9], [3, 9], [0, 9]]
    assert s["collect"]["left"] == 4


def test_super_mission_overrides_the_schemer_ban_on_landing():
    s = explore_scene()
    s["next"] = 9
    s["flying"] = [0, 1]
    s["ships"][4] = [2, 3]
    put_hand(s, 0, ["schemer"])
    put_portal(s, 3, [PICKLE])
    s = play(s, (0, "alien.schemer"), (0, "portal.4"), (0, f"hand.{PICKLE}"))
    assert s["ships"][9] == [0, 1]
    assert s["portals"][3] == ["schemer"]


# --- the aliens ------------------------------------------------------------------------------


def test_time_thief_moves_stacks_front_first_keeping_their_order():
    s = explore_scene(players=6)
    s["next"] = 8
    s["flying"] = [0]
    s["ships"] = [[], [1], [], [2, 3], [], [4], [], [5], [], []]
    put_hand(s, 0, ["timethief"])
    s = play(s, (0, "alien.timethief"))
    assert s["ships"] == [[1, 2, 3], [], [4], [], [5], [], [], [], [], []]
    assert s["portals"][8] == ["timethief"]
    assert "timethief" not in s["hands"][0]
    assert plunder_phase(s) == "land", "landing is allowed after a time thief"


def test_time_thief_with_ships_at_the_first_portal():
    s = explore_scene(players=4)
    s["next"] = 5
    s["flying"] = [0]
    s["ships"] = [[3], [], [], [1, 2], [], [], [], [], [], []]
    put_hand(s, 0, ["timethief"])
    s = play(s, (0, "alien.timethief"))
    assert s["ships"][0] == [3, 1, 2]


def test_schemer_takes_a_relic_and_nobody_may_land():
    s = explore_scene()
    s["next"] = 5
    put_hand(s, 0, ["schemer", BOOTS])
    put_portal(s, 3, [DRIVER, STOPPER])
    s = play(s, (0, "alien.schemer"))
    assert decision(s, 0).public is False
    assert ids(s, 0) == ["portal.4", "back"]
    s = play(s, (0, "portal.4"))
    assert set(ids(s, 0)) == {f"hand.{DRIVER}", f"place.{DRIVER}", f"hand.{STOPPER}", f"place.{STOPPER}", "back"}
    s = play(s, (0, "back"), (0, "portal.4"), (0, f"place.{STOPPER}"))
    assert s["homes"][0][RELIC_INDEX[STOPPER]] == 1
    assert s["portals"][3] == [DRIVER, "schemer"], "the schemer lies where the relic was taken"
    assert s["portals"][5] == []
    assert plunder_phase(s) == "explore" and s["explorer"] == 1 and s["next"] == 6, "no landing this turn"


def test_schemer_into_hand_and_back_to_start():
    s = explore_scene()
    put_hand(s, 0, ["schemer"])
    put_portal(s, 1, [HOOVER])
    s = play(s, (0, "alien.schemer"), (0, "back"))
    assert top(s) == {"kind": "explore"}
    s = play(s, (0, "alien.schemer"), (0, "portal.2"), (0, f"hand.{HOOVER}"))
    assert HOOVER in s["hands"][0] and s["portals"][1] == ["schemer"]


def test_pilferer_steals_from_a_planet_but_not_from_a_full_set():
    s = explore_scene()
    put_hand(s, 0, ["pilferer"])
    put_home(s, 1, **{CLOAK: 3, EYE: 2})
    put_home(s, 2, **{BOOTS: 1})
    put_home(s, 0, **{BOOTS: 3})
    s = play(s, (0, "alien.pilferer"))
    assert ids(s, 0) == ["from.1", "back"], "seat 2's boots are a kind seat 0 has three of already"
    s = play(s, (0, "from.1"))
    assert ids(s, 0) == [f"steal.{EYE}", "back"], "a full set cannot be stolen"
    s = play(s, (0, f"steal.{EYE}"))
    assert s["homes"][1][RELIC_INDEX[EYE]] == 1 and s["homes"][0][RELIC_INDEX[EYE]] == 1
    assert s["portals"][3] == ["pilferer"] and plunder_phase(s) == "land"


def test_pilferer_with_nothing_to_steal_only_explores():
    s = explore_scene()
    put_hand(s, 0, ["pilferer"])
    s = play(s, (0, "alien.pilferer"))
    assert s["portals"][3] == ["pilferer"] and plunder_phase(s) == "land"


def test_no_alien_option_without_an_alien_in_hand():
    s = explore_scene()
    assert not [i for i in ids(s, 0) if i.startswith("alien.")]


# --- collecting ------------------------------------------------------------------------------


def test_rulebook_collecting_example():
    """Alexander at a 4, Clara then Ben at a 3, Dani at a 2: they collect A(4), C(3), B(3), D(2)."""
    alexander, ben, clara, dani = range(4)
    s = GAME.new(4, seed=11)
    s["portals"] = [[] for _ in PORTALS]
    s["pile"] = [k for k in RELICS for _ in range(9)]
    s["hands"] = [[SABORTAL] for _ in range(4)]
    for a in ALIENS:
        s["hands"][dani].append(a)
    put_hand(s, alexander, [PICKLE])
    put_hand(s, ben, [EYE, EYE, ROLL])
    put_portal(s, 2, ["schemer", BOOTS])
    put_portal(s, 4, [PICKLE, CLOAK, DRIVER])
    put_portal(s, 5, [HOOVER, STOPPER])
    s["ships"][8] = [alexander]  # worth 4
    s["ships"][6] = [clara, ben]  # worth 3: Clara landed first
    s["ships"][3] = [dani]  # worth 2
    s["flying"] = []
    rules.begin_collecting(s)
    GAME.check_invariants(s)
    assert [tuple(o) for o in s["collect"]["order"]] == [(0, 8), (2, 6), (1, 6), (3, 3)]
    assert GAME.pending(s)[0].seat == alexander and s["collect"]["left"] == 4
    s = play(s, (alexander, "take.3.schemer"), (alexander, f"take.5.{PICKLE}"))
    s = play(s, (alexander, f"place.{PICKLE}"), (alexander, f"place.{PICKLE}"))
    assert s["homes"][alexander][RELIC_INDEX[PICKLE]] == 2 and "schemer" in s["hands"][alexander]
    assert GAME.pending(s)[0].seat == clara and s["collect"]["left"] == 3
    s = play(s, (clara, f"take.3.{BOOTS}"), (clara, f"take.5.{CLOAK}"), (clara, f"take.6.{HOOVER}"))
    assert GAME.pending(s)[0].seat == ben
    s = play(s, (ben, f"place.{EYE}"), (ben, f"place.{EYE}"), (ben, f"place.{ROLL}"))
    assert s["homes"][ben][RELIC_INDEX[EYE]] == 2
    assert GAME.pending(s)[0].seat == dani and s["collect"]["left"] == 2
    s = play(s, (dani, f"take.5.{DRIVER}"), (dani, f"place.{DRIVER}"))
    # the pass owner (Alexander) took the leftover stopper; the pass moved on
    assert s["mission"] == 2 and s["pass"] == ben and STOPPER in s["hands"][alexander]


def test_aliens_cannot_be_placed_and_end_wastes_actions():
    s = GAME.new(3, seed=2)
    s["portals"] = [[] for _ in PORTALS]
    s["hands"] = [[SABORTAL], [SABORTAL], [SABORTAL, *ALIENS]]
    s["pile"] = [k for k in RELICS for _ in range(9)]
    put_hand(s, 0, [BOOTS])
    put_portal(s, 0, [ROLL])
    s["ships"][9] = [0]
    s["flying"] = []
    rules.begin_collecting(s)
    assert set(ids(s, 0)) == {f"take.1.{ROLL}", f"place.{BOOTS}", "end"}
    s = play(s, (0, f"take.1.{ROLL}"))
    assert set(ids(s, 0)) == {f"place.{BOOTS}", f"place.{ROLL}", "end"}
    s = play(s, (0, "end"))
    assert s["mission"] == 2


def test_never_more_than_three_of_a_kind_placed():
    s = GAME.new(3, seed=2)
    put_home(s, 0, **{BOOTS: 3})
    put_hand(s, 0, [BOOTS, ROLL])
    s["ships"][7] = [0]
    s["flying"] = [1, 2]
    rules.begin_collecting(s)
    assert f"place.{BOOTS}" not in ids(s, 0) and f"place.{ROLL}" in ids(s, 0)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, f"place.{BOOTS}")


def test_the_win_ends_the_game_at_once():
    s = GAME.new(4, seed=5)
    put_home(s, 1, **{BOOTS: 3, ROLL: 3, DRIVER: 2})
    put_hand(s, 1, [DRIVER, CLOAK])
    put_home(s, 2, **{CLOAK: 2})
    put_hand(s, 2, [CLOAK])
    s["ships"][8] = [1]
    s["ships"][7] = [2]
    s["flying"] = [0, 3]
    rules.begin_collecting(s)
    s = play(s, (1, f"place.{DRIVER}"))
    out = GAME.outcome(s)
    assert (
        out is not None and out.winners == (1,) and out.reason.key == "plunder-end-sets" and "3 sets" in en(out.reason)
    )
    assert GAME.pending(s) == [] and s["homes"][2][RELIC_INDEX[CLOAK]] == 2, "seat 2 never collects"
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, "end")


def test_a_pilferer_steal_can_win():
    s = explore_scene()
    put_hand(s, 0, ["pilferer"])
    put_home(s, 0, **{BOOTS: 3, ROLL: 3, DRIVER: 2})
    put_home(s, 3, **{DRIVER: 1})
    s = play(s, (0, "alien.pilferer"), (0, "from.3"), (0, f"steal.{DRIVER}"))
    assert GAME.outcome(s).winners == (0,)


# --- the end of a mission --------------------------------------------------------------------


@pytest.mark.parametrize(("players", "target"), [(3, 7), (4, 7), (5, 6), (6, 6)])
def test_refill_sizes_leftovers_and_pass_rotation(players, target):
    s = GAME.new(players, seed=8)
    s["pass"] = players - 1
    s["pile"].extend(c for c in s["hands"][0] if c != SABORTAL)
    s["hands"][0] = [SABORTAL]
    s["hands"][1].extend(s["pile"].pop() for _ in range(3))
    GAME.check_invariants(s)
    leftovers = [c for p in s["portals"] for c in p]
    owner_before = len(s["hands"][players - 1])
    rules.finish_mission(s)
    GAME.check_invariants(s)
    assert s["pass"] == 0, "the pass goes to the left, wrapping round"
    assert len(s["hands"][players - 1]) == owner_before + len(leftovers), "the owner got the 3 aliens"
    assert sorted(c for c in s["hands"][players - 1] if c in ALIENS) == sorted(ALIENS)
    assert len(s["hands"][0]) == target
    assert len(s["hands"][1]) == target + 3, "bigger hands keep all their cards"
    assert all(len(h) >= target for h in s["hands"])
    assert not any(s["portals"])
    assert s["next"] == 0 and s["explorer"] == 0 and s["mission"] == 2


def test_an_empty_pile_refills_as_far_as_it_goes_in_turn_order_from_the_new_pass_owner():
    s = GAME.new(3, seed=9)
    # seats 0 and 2 hold only their sabortals; seat 1 holds everything but two pile cards
    for seat in (0, 2):
        s["hands"][1].extend(c for c in s["hands"][seat] if c != SABORTAL)
        s["hands"][seat] = [SABORTAL]
    s["hands"][1].extend(s["pile"][2:])
    s["pile"] = s["pile"][:2]
    GAME.check_invariants(s)
    s["pass"] = 1
    rules.finish_mission(s)
    GAME.check_invariants(s)
    assert s["pass"] == 2 and len(s["hands"][2]) == 3 and len(s["hands"][0]) == 1 and s["pile"] == []


def test_first_mission_starts_at_portal_4_later_ones_at_portal_1():
    s = GAME.new(3, seed=4)
    assert s["next"] == 3
    rules.finish_mission(s)
    assert s["next"] == 0 and s["explorer"] == 1


# --- positions carry no information ----------------------------------------------------------


def test_positions_are_reshuffled_after_every_change():
    where = Counter()
    for seed in range(300):
        s = GAME.new(3, seed=seed)
        s["hands"][1] = [SABORTAL, *sorted(c for c in s["hands"][1] if c != SABORTAL)]
        s = play(s, (0, "draw.1"), (0, "pos.2"))
        where[s["hands"][1].index(SABORTAL)] += 1
    assert set(where) == set(range(6))
    assert min(where.values()) > 25, where  # 50 expected each


def test_setup_positions_of_the_sabortal_are_spread():
    where = Counter(GAME.new(4, seed=k)["hands"][2].index(SABORTAL) for k in range(300))
    assert set(where) == set(range(7)) and min(where.values()) > 20


def test_large_hands_are_paged():
    s = explore_scene(players=3)
    big = [s["pile"].pop() for _ in range(30)]
    s["hands"][1].extend(big)
    s = play(s, (0, "draw.1"))
    first = ids(s, 0)
    assert len(first) <= 25 and first[:2] == ["pos.1", "pos.2"] and "page.next" in first
    s = play(s, (0, "page.next"))
    assert "pos.21" in ids(s, 0) and "page.prev" in ids(s, 0) and "page.next" not in ids(s, 0)
    s = play(s, (0, "pos.37"))
    assert plunder_phase(s) in ("land", "sabortal")


# --- decisions, views, hidden information ----------------------------------------------------


def test_privacy_flags():
    s = explore_scene()
    assert decision(s, 0).public is False  # lists the aliens one holds
    s = play(s, (0, "draw.1"))
    assert decision(s, 0).public is True  # positions reveal nothing


def test_option_ids_and_labels_are_well_formed():
    import re

    pattern = re.compile(r"^[A-Za-z0-9_.,+=/-]{1,40}$")
    rng = random.Random(1)
    for seed in range(6):
        s = GAME.new(3 + seed % 4, seed=seed)
        while GAME.outcome(s) is None:
            for d in GAME.pending(s):
                assert len(d.options) <= 25
                for o in d.options:
                    assert pattern.match(o.id), o.id
                    for locale in LOCALES:
                        label = localize(o.label, locale)
                        assert len(label) <= 80, label
                        assert not label.endswith("…"), f"a label was cut: {label}"
            d = rng.choice(GAME.pending(s))
            s = GAME.apply(s, d.seat, rng.choice(d.options).id)


def test_alien_labels_say_the_whole_power_in_short():
    s = explore_scene()
    s["next"] = 5
    put_hand(s, 0, list(ALIENS))
    put_portal(s, 4, [CLOAK])
    labels = {o.id: en(o.label) for o in decision(s, 0).options}
    assert labels["alien.schemer"] == "Play the Schemer: take a relic from a portal; nobody lands this turn"
    assert labels["alien.timethief"] == "Play the Time Thief: landed ships move 3 portals to the front"
    assert labels["alien.pilferer"] == "Play the Pilferer: no relic can be stolen now, so it only explores"


def test_a_portal_with_every_kind_is_named_without_cutting_the_label():
    s = explore_scene()
    s["next"] = 5
    put_hand(s, 0, ["schemer"])
    put_portal(s, 9, list(RELICS))
    put_portal(s, 2, [BOOTS, BOOTS, EYE])
    s = play(s, (0, "alien.schemer"))
    labels = {o.id: en(o.label) for o in decision(s, 0).options}
    assert labels["portal.3"] == "From portal #3 (worth 2): Boots and Lookout"
    assert labels["portal.10"] == "From portal #10 (worth 4): 8 kinds of relic (see the board)"


def test_published_names_of_the_game_and_the_relics():
    assert GAME.name == "The Curious Rarities from Andromeda" and "Der Plunder von Andromeda" in en(GAME.summary)
    assert en(card_name(ROLL)) == "Never-ending toilet paper roll"
    assert localize(card_name(ROLL), "de") == "Nimmerleere Klopapierrolle"  # the published name, without its article
    assert en(card_name(EYE)) == "Knock-on-wood lookout"
    assert localize(card_name(EYE), "de") == "Holzauge der Wachsamkeit"
    assert localize(card_name("pilferer"), "de") == "Langfinger" and localize(card_name("schemer"), "de") == "Intrigant"
    reference = "\n".join(section.text for section in GAME.rules_reference())
    german = "\n".join(section.text for section in GAME.rules_reference("de"))
    for kind in RELICS:
        assert en(card_name(kind)) in reference
        assert localize(card_name(kind), "de") in german


def test_time_thief_log_says_towards_the_front():
    s = explore_scene()
    s["next"] = 6
    s["flying"] = [0]
    s["ships"][4] = [1, 2, 3]
    put_hand(s, 0, ["timethief"])
    s = play(s, (0, "alien.timethief"))
    assert "moves 3 portals towards the front (never past portal #1)" in en(s["log"][-1]["text"])
    assert "back" not in en(s["log"][-1]["text"])


def test_views_show_own_hand_only():
    s = explore_scene()
    public = GAME.view(s, None)
    assert "hand" not in public and public["hand_sizes"] == [7, 7, 7, 7]
    mine = GAME.view(s, 2)
    assert mine["hand"] == s["hands"][2]
    text = str(public)
    for k in ("pile", "rng"):
        assert k not in public
    assert "sabortal" not in text.lower().replace("sabortal_owner", "")
    for key in ("portals", "homes", "flying", "starting_pass", "mission", "to_act", "status", "log", "outcome"):
        assert key in public


def test_determinize_keeps_the_viewers_hand_and_redeals_the_rest():
    s = explore_scene()
    twin = GAME.determinize(s, 1, random.Random(4))
    GAME.check_invariants(twin)
    assert twin["hands"][1] == s["hands"][1]
    assert GAME.view(twin, 1) == GAME.view(s, 1)
    assert twin["hands"][2] != s["hands"][2] or twin["pile"] != s["pile"]


def test_determinize_depends_only_on_the_view():
    s = GAME.new(5, seed=3)
    for seat in (None, 0, 3):
        twin = GAME.determinize(s, seat, random.Random(9))
        assert GAME.view(twin, seat) == GAME.view(s, seat)
        again = GAME.determinize(twin, seat, random.Random(4))
        assert GAME.determinize(again, seat, random.Random(7)) == GAME.determinize(s, seat, random.Random(7))


def test_determinize_resets_another_explorers_half_made_choice():
    s = explore_scene()
    put_hand(s, 0, ["schemer"])
    put_portal(s, 4, [BOOTS])
    s = play(s, (0, "alien.schemer"))
    twin = GAME.determinize(s, 2, random.Random(1))
    assert top(twin) == {"kind": "explore"}
    assert GAME.view(twin, 2) == GAME.view(s, 2)
    assert top(GAME.determinize(s, 0, random.Random(1))) == {"kind": "portal"}


def test_invariants_catch_a_lost_card():
    s = explore_scene()
    s["pile"].pop()
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)
    s = explore_scene()
    s["homes"][0][0] = 4
    s["pile"].remove(BOOTS)
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)


# --- our added ends --------------------------------------------------------------------------


def _everything_on_planets(players, homes):
    """A game at the end of a mission with every relic on a planet, as given by ``homes``."""
    s = GAME.new(players, seed=1)
    s["pile"] = []
    s["hands"] = [[SABORTAL] for _ in range(players)]
    s["portals"] = [[] for _ in PORTALS]
    s["homes"] = homes
    return s


def test_with_every_relic_placed_the_pilferer_can_still_win_so_the_game_goes_on():
    # The case: all 72 relics on planets, nobody with three sets. The old added end
    # declared a draw here, one mission before seat 1 could win by the rulebook.
    homes = [[0] * 8 for _ in range(6)]
    homes[0][RELIC_INDEX[BOOTS]] = homes[0][RELIC_INDEX[ROLL]] = 3
    homes[0][RELIC_INDEX[DRIVER]] = 2
    for k in range(8):
        left, seat = 9 - homes[0][k], 1
        while left:
            if homes[seat][k] < 2:
                homes[seat][k] += 1
                left -= 1
            seat = seat % 5 + 1
    s = _everything_on_planets(6, homes)
    s["hands"][0].append("pilferer")
    s["hands"][1].extend(["schemer", "timethief"])
    GAME.check_invariants(s)
    assert rules.can_still_win(s, 0)
    rules.finish_mission(s)
    assert GAME.outcome(s) is None, "the rulebook's win is still within reach"
    assert plunder_phase(s) == "explore" and s["explorer"] == s["pass"] == 1
    # a later turn of this mission: seat 0 explores and plays the pilferer
    s["explorer"], s["next"] = 0, 2
    victim = next(v for v in range(1, 6) if s["homes"][v][RELIC_INDEX[DRIVER]])
    assert s["explorer"] == 0 and plunder_phase(s) == "explore"
    s = play(s, (0, "alien.pilferer"), (0, f"from.{victim}"), (0, f"steal.{DRIVER}"))
    out = GAME.outcome(s)
    assert out.winners == (0,) and "completed 3 sets" in en(out.reason)


def test_the_rulebook_win_stays_within_reach_of_every_seat():
    # The counting argument of rules.can_still_win, checked over many spreads of the relics
    # that a game can reach (at most two full sets per seat, nine copies of each kind).
    rng = random.Random(5)
    for _ in range(3000):
        players = rng.randint(3, 6)
        homes = [[0] * 8 for _ in range(players)]
        for k in range(8):
            for _copy in range(rng.randint(0, 9)):
                seat = rng.randrange(players)
                if homes[seat][k] < 3 and sum(c == 3 for c in homes[seat]) + (homes[seat][k] == 2) <= 2:
                    homes[seat][k] += 1
        state = {"homes": homes}
        assert all(rules.can_still_win(state, seat) for seat in range(players)), homes


def test_can_still_win_says_no_when_three_others_lock_away_six_kinds():
    # Not reachable in a 3-6 player game (it needs nine other players with two full sets each),
    # but it shows the check can say no: seat 0 then has only two kinds within reach.
    homes = [[0] * 8] + [[0] * 8 for _ in range(9)]
    for j in range(9):
        homes[1 + j][(2 * j) % 6] = 3
        homes[1 + j][(2 * j + 1) % 6] = 3
    assert all(sum(h[k] == 3 for h in homes) == 3 for k in range(6))
    assert not rules.can_still_win({"homes": homes}, 0)
    homes[1][0] = 2  # one copy of kind 0 becomes stealable again: kind 0 is back within reach
    assert rules.can_still_win({"homes": homes}, 0)


def test_the_mission_limit_ends_in_a_draw_and_says_so():
    s = GAME.new(3, seed=1)
    s["mission"] = rules.MAX_MISSIONS
    rules.finish_mission(s)
    out = GAME.outcome(s)
    assert out.winners == ()
    assert out.reason == msg("plunder-end-mission-limit", n=rules.MAX_MISSIONS)
    assert en(out.reason).startswith(f"Mission limit: nobody has won after {rules.MAX_MISSIONS} missions")
    assert en(s["log"][-1]["text"]) == en(out.reason) and s["log"][-1]["to"] is None
    assert en(GAME.status(s)).startswith("Game over: Mission limit")
    assert localize(GAME.status(s), "de").startswith("Partie vorbei: Missionsgrenze")


def test_the_mission_limit_is_not_reached_one_mission_earlier():
    s = GAME.new(3, seed=1)
    s["mission"] = rules.MAX_MISSIONS - 1
    rules.finish_mission(s)
    assert GAME.outcome(s) is None and s["mission"] == rules.MAX_MISSIONS


def test_random_games_mostly_end_by_the_win_rule():
    from games.playout import random_playout

    reasons = Counter()
    for seed in range(40):
        r = random_playout(GAME, 3 + seed % 4, seed=seed)
        assert r.finished, r.error
        reasons["win" if GAME.outcome(r.state).reason.key == "plunder-end-sets" else "other"] += 1
    assert reasons["win"] >= 30, reasons


def test_action_counts_read_in_the_singular_and_the_plural():
    import random as _random

    from games import registry as _registry

    engine = _registry.get("plunder")
    state, rng, labels = engine.new(4, {}, 3), _random.Random(2), set()
    for _ in range(400):
        if engine.outcome(state):
            break
        for d in engine.pending(state):
            labels.update(en(o.label) for o in d.options if "action" in en(o.label))
        d = rng.choice(engine.pending(state))
        state = engine.apply(state, d.seat, rng.choice(d.options).id)
    assert any(label.endswith("(1 action)") for label in labels), labels
    assert any(label.endswith("(2 actions)") for label in labels), labels
    assert not any("1 actions" in label for label in labels)


def test_rules_reference_tells_the_ends_and_the_alien_details():
    sections = {s.id: s.text for s in GAME.rules_reference()}
    assert "**Our one added end, the mission limit:** if nobody has won after 500 missions" in sections["end"]
    assert str(rules.MAX_MISSIONS) in sections["end"] and "**draw**" in sections["end"]
    assert "never past portal #1" in sections["timethief"] and "keeps its order" in sections["timethief"]
    assert "Stacks nearer the front move first" in sections["timethief"]
    assert "the sabortal's owner **may** take one face-up card" in sections["sabortal"]
    assert "takes the sabortal back into hand" in sections["sabortal"]
    assert "if portal #10 is explored without a sabortal being drawn, every ship still flying" in sections["landing"]


def test_a_game_saved_before_messages_loads_and_shows_its_old_log_and_end():
    """tests/saved holds a finished game saved by the engine that wrote English sentences, loaded
    as the store holds it once its migration 0014 made those sentences messages."""
    from pathlib import Path

    from doubles import texts_migration

    from games.plunder import picture

    saved = json.loads((Path(__file__).parent / "saved" / "plunder_before_messages_over.json").read_text())
    assert isinstance(saved["result"]["reason"], str) and all(isinstance(e["text"], str) for e in saved["log"])
    old_log = [e["text"] for e in saved["log"]]
    state = GAME.from_json(json.dumps(texts_migration().state(saved)))
    GAME.check_invariants(state)
    out = GAME.outcome(state)
    assert out.winners == (2,) and localize(out.reason) == "Seat 3 completed 3 sets of 3 relics and wins."
    names = ["Ann", "Bo", "Cy"]
    for locale in LOCALES:
        assert localize(GAME.status(state), locale, names).endswith("Cy completed 3 sets of 3 relics and wins.")
        view = GAME.view(state, 0)
        assert localize(view["log"][-1]["text"], locale, names) == old_log[-1].replace("Seat 3", "Cy")
        picture.board(GAME.view(state, None), names, locale=locale)
        picture.private(view, names, locale=locale)


def test_a_game_saved_before_the_steps_loads_as_the_same_game():
    """Snapshots written before the steps kept the stage in ``phase`` and the explorer's progress
    in ``step``: each loads as the state the steps give, at every point of a game."""
    rng = random.Random(8)
    state = GAME.new(4, {}, seed=8)
    while True:
        old = {k: v for k, v in json.loads(GAME.to_json(state)).items() if k != "steps"}
        old["phase"] = plunder_phase(state)
        old["step"] = exploring_step(state) if old["phase"] == "explore" else {"at": "start"}
        assert GAME.from_json(json.dumps(old)) == GAME.from_json(GAME.to_json(state))
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))
