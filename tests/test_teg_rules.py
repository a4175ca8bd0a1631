"""Scenario tests for the base game rules of Tiny Epic Galaxies."""

from __future__ import annotations

import pytest

from games import IllegalMove
from games.i18n import localize, text_from_json
from games.teg import GAME as G
from games.teg.board import phase, update_scores
from games.teg.data import LEVEL_DICE
from tests.teg_helpers import act, colony, dice, game, nobody_follows, options, pid, play, set_row, ship, top


@pytest.mark.parametrize(("players", "row"), [(1, 4), (2, 4), (3, 5), (4, 6), (5, 6)])
def test_set_up_by_player_count(players, row):
    s = G.new(players, {}, seed=1)
    assert len(s["row"]) == row
    for gal in s["galaxies"][:players]:
        assert (gal["energy"], gal["culture"], gal["empire_level"]) == (2, 1, 1)
        assert [sh["at"] for sh in gal["ships"]] == ["h", "h", "l", "l"]


def test_two_missions_dealt_one_kept_privately_and_at_once():
    s = G.new(3, {}, seed=2)
    ds = G.pending(s)
    assert sorted(d.seat for d in ds) == [0, 1, 2] and not any(d.public for d in ds)
    offer = s["galaxies"][1]["offer"]
    assert [o.id for o in ds[1].options] == offer
    s = G.apply(s, 1, offer[1])
    assert s["galaxies"][1]["mission"] == offer[1] and offer[0] in s["mission_box"]
    assert G.view(s, 0)["galaxies"][1]["mission"] is None and G.view(s, 1)["galaxies"][1]["mission"] == offer[1]
    assert sorted(d.seat for d in G.pending(s)) == [0, 2]


def test_turn_rolls_the_dice_of_the_empire_level():
    s = game(2)
    assert len(s["turn"]["dice"]) == LEVEL_DICE[0] == 4
    s["galaxies"][1]["empire_level"] = 4
    s["galaxies"][1]["ships"][2]["at"] = "h"
    s = play(dice(s, 0, ["en", "en", "en", "en"]), 0, "end", "yes")
    assert s["turn"]["seat"] == 1 and len(s["turn"]["dice"]) == 6


def test_dice_are_activated_one_at_a_time_and_the_turn_ends_when_all_are_used():
    s = dice(game(2), 0, ["en", "cu"])
    s["galaxies"][1]["culture"] = 0
    s = act(s, 0, "en")
    assert s["turn"]["die_states"] == ["a", "i"] and "a.0" not in options(s)
    s = act(s, 0, "cu")
    assert s["turn"]["seat"] == 1  # no unused die left: the turn passed


def test_first_reroll_free_then_one_energy():
    s = dice(game(2), 0, ["en", "cu", "mv", "ut"])
    s["galaxies"][0]["energy"] = 1
    s = play(s, 0, "rr", "all")
    assert s["galaxies"][0]["energy"] == 1 and s["turn"]["rerolled"] == 1
    s = play(s, 0, "rr", "all")
    assert s["galaxies"][0]["energy"] == 0
    assert "rr" not in options(s)


def test_reroll_a_picked_set_of_dice():
    s = dice(game(2), 0, ["en", "cu", "mv", "ut"])
    s = play(s, 0, "rr", "pick", "t.1", "t.3", "go")
    assert s["turn"]["dice"][0] == "en" and s["turn"]["dice"][2] == "mv" and top(s) is None


def test_converter_spends_two_dice_to_set_a_third_once_a_turn():
    s = dice(game(2), 0, ["en", "cu", "mv", "ut"])
    s = play(s, 0, "cv", "p.cu.en", "d.mv", "t.di")
    assert s["turn"]["die_states"].count("v") == 2 and "di" in s["turn"]["dice"] and "cv" not in options(s)


def test_move_land_uses_the_planet_once_and_orbit_starts_at_the_start():
    s = game(2)
    set_row(s, ["Jakks", "Vici-KS156"])
    s = dice(s, 0, ["mv", "mv", "en", "en"])
    s = act(s, 0, "mv")
    s = play(s, 0, "s.0", f"l.{pid('Jakks')}")
    assert top(s) == "ab" and options(s) == ["use", "skip"]
    s = play(s, 0, "use")
    assert s["galaxies"][0]["culture"] == 2
    s = nobody_follows(s)
    s = act(s, 0, "mv")
    s = play(s, 0, "s.1")
    assert f"l.{pid('Jakks')}" not in options(s)  # one own ship per surface
    s = play(s, 0, f"o.{pid('Jakks')}")
    assert s["galaxies"][0]["ships"][1] == {"at": "o", "place": pid("Jakks"), "pos": 0, "adv": None}


def test_a_move_must_change_planets_and_rivals_may_share():
    s = game(2)
    set_row(s, ["Jakks"])
    ship(s, 0, 0, "s", "Jakks")
    ship(s, 1, 0, "s", "Jakks")
    ship(s, 1, 1, "o", "Jakks")
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = play(s, 0, "s.0")
    assert f"o.{pid('Jakks')}" not in options(s) and "h" in options(s)
    s = play(s, 0, "back", "s.1", f"o.{pid('Jakks')}")
    assert s["galaxies"][0]["ships"][1]["at"] == "o"


def test_acquire_energy_counts_home_and_energy_planets_surface_and_orbit():
    s = game(2)
    set_row(s, ["Vici-KS156", "Jakks"])
    s["galaxies"][0]["empire_level"] = 3
    s["galaxies"][0]["ships"][2]["at"] = "h"
    ship(s, 0, 0, "s", "Vici-KS156")
    ship(s, 0, 1, "o", "Vici-KS156")
    s["galaxies"][0]["energy"] = 0
    s = act(dice(s, 0, ["en", "cu", "cu", "cu"]), 0, "en")
    assert s["galaxies"][0]["energy"] == 3  # two at Vici, one at home
    s = nobody_follows(s)
    s = act(s, 0, "cu")
    assert s["galaxies"][0]["culture"] == 1  # Vici makes energy, not culture; home makes energy only


def test_resources_stop_at_seven():
    s = game(2)
    s["galaxies"][0]["energy"] = 6
    s = act(dice(s, 0, ["en", "cu", "cu", "cu"]), 0, "en")
    assert s["galaxies"][0]["energy"] == 7


def test_diplomacy_advances_only_diplomacy_tracks_and_colonizing_sends_everyone_home():
    s = game(2)
    set_row(s, ["Jakks", "Vici-KS156"])  # Jakks: diplomacy, 2 steps; Vici: economy
    ship(s, 0, 0, "o", "Jakks", pos=1)
    ship(s, 0, 1, "o", "Vici-KS156", pos=1)
    ship(s, 1, 0, "s", "Jakks")
    ship(s, 1, 1, "o", "Jakks", pos=1)
    deck_top = s["deck"][-1]
    s = act(dice(s, 0, ["di", "en", "en", "en"]), 0, "di")
    assert pid("Jakks") in s["galaxies"][0]["colonies"] and pid("Jakks") not in s["row"]
    assert s["row"][-1] == deck_top or deck_top in s["row"]
    assert s["galaxies"][0]["ships"][0]["at"] == "h" and s["galaxies"][0]["ships"][1]["at"] == "o"
    assert [sh["at"] for sh in s["galaxies"][1]["ships"][:2]] == ["h", "h"]
    assert s["galaxies"][0]["vp"] == 1


def test_push_back_stops_at_the_start():
    s = game(2)
    set_row(s, ["K-Widow", "Jakks"])
    ship(s, 0, 0, "s", "K-Widow")
    ship(s, 1, 0, "o", "Jakks", pos=1)
    s = dice(s, 0, ["mv", "en", "en", "en"])
    s["galaxies"][0]["ships"][0]["at"] = "h"
    s = act(s, 0, "mv")
    s = play(s, 0, "s.0", f"l.{pid('K-Widow')}", "g.1.0")
    assert s["galaxies"][1]["ships"][0]["pos"] == 0
    from games.teg.board import regress

    regress(s, 1, 0, 3)
    assert s["galaxies"][1]["ships"][0]["pos"] == 0


def test_upgrade_costs_the_next_level_in_one_resource_and_unlocks_ships():
    s = game(2)
    s["galaxies"][0].update(energy=3, culture=2)
    s = act(dice(s, 0, ["ut", "ut", "en", "en"]), 0, "ut")
    assert set(options(s)) >= {"up.en", "up.cu"}
    s = play(s, 0, "up.cu")
    assert (s["galaxies"][0]["empire_level"], s["galaxies"][0]["culture"]) == (2, 0)
    s = nobody_follows(s)
    s = act(s, 0, "ut")  # only energy can pay 3 for level 3: the one choice is made at once
    assert s["galaxies"][0]["empire_level"] == 3 and [sh["at"] for sh in s["galaxies"][0]["ships"]].count("l") == 1


def test_following_costs_one_culture_and_uses_the_followers_own_ships():
    s = game(3)
    s["galaxies"][1]["culture"] = 2
    s["galaxies"][2]["culture"] = 0
    s["galaxies"][1]["energy"] = 0
    s = act(dice(s, 0, ["en", "cu", "cu", "cu"]), 0, "en")
    ds = G.pending(s)
    assert [d.seat for d in ds] == [1] and ds[0].public  # seat 2 cannot pay
    s = play(s, 1, "f")
    assert s["galaxies"][1]["culture"] == 1 and s["galaxies"][1]["energy"] == 2  # its own two ships at home


def test_follows_are_answered_by_all_at_once_and_resolved_in_turn_order():
    s = game(4)
    for g in (1, 2, 3):
        s["galaxies"][g]["culture"] = 3
    s = act(dice(s, 0, ["mv", "cu", "cu", "cu"]), 0, "mv")
    s = play(s, 0, "s.0")
    s = play(s, 0, next(o for o in options(s) if o.startswith("o.")))
    assert sorted(d.seat for d in G.pending(s)) == [1, 2, 3]
    s = play(s, 3, "f")
    s = play(s, 2, "p")
    s = play(s, 1, "f")
    assert top(s) == "mv" and s["steps"][-1]["seat"] == 1  # seat 1 moves first, then seat 3


def test_nibiru_makes_following_cost_two():
    s = game(2)
    colony(s, 0, "Nibiru")
    s["galaxies"][1]["culture"] = 1
    s = act(dice(s, 0, ["ut", "en", "en", "en"]), 0, "ut")
    s = play(s, 0, f"c.{pid('Nibiru')}")
    assert s["turn"]["tax"] == 1
    assert G.pending(s)[0].seat == 0  # seat 1 has 1 culture and cannot follow the Utilize die
    s = act(s, 0, "en")
    assert top(s) is None


def test_game_ends_after_equal_turns_once_someone_reaches_21():
    s = game(3)
    colony(s, 1, "Aughmoore")
    colony(s, 1, "Shouhua")
    colony(s, 1, "Gyore")
    s = dice(s, 1, ["en", "en", "en", "en"])
    s = play(s, 1, "end", "yes")
    assert s["end"]["by"] == 1 and phase(s) == "play" and s["turn"]["seat"] == 2
    s = play(s, 2, "end", "yes")
    assert phase(s) == "over" and G.outcome(s).winners == (1,)
    # the result and the log say which rule ended the game
    assert localize(G.outcome(s).reason).startswith("Seat 2 reached 21 points, setting off the end: Seat 2 wins with ")
    assert text_from_json(s["log"][-1]["text"]) == G.outcome(s).reason


def test_ties_go_to_more_planets_then_empire_then_resources():
    s = game(2)
    colony(s, 0, "Aughmoore")
    colony(s, 0, "Shouhua")
    colony(s, 0, "Gyore")
    colony(s, 1, "Gleam-Zanier")
    colony(s, 1, "JAC-110912")
    colony(s, 1, "Piedes")
    colony(s, 1, "Jakks")
    colony(s, 1, "Vici-KS156")
    colony(s, 1, "Leandra")
    colony(s, 1, "Drewkaiden")  # 21 points in seven planets against 21 in three
    give_mission(s, 0, "m10")  # Industrialist and Hoarder: neither is met
    give_mission(s, 1, "m09")
    update_scores(s)
    s = play(dice(s, 1, ["en"] * 4), 1, "end", "yes")
    out = G.outcome(s)
    assert out is not None and out.winners == (1,) and out.scores == (21.0, 21.0)


def give_mission(s, g, mid):
    gal = s["galaxies"][g]
    for other in s["galaxies"]:
        if other.get("mission") == mid:
            other["mission"] = gal["mission"]
            break
    else:
        s["mission_box"].remove(mid)
        s["mission_box"].append(gal["mission"])
    gal["mission"] = mid


def test_illegal_choice_is_refused():
    s = game(2)
    with pytest.raises(IllegalMove):
        G.apply(s, 1, "end")


def test_ending_with_unused_dice_asks_again():
    s = dice(game(2), 0, ["en", "cu", "mv", "ut"])
    s = play(s, 0, "end")
    assert top(s) == "quit"
    s = play(s, 0, "no")
    assert top(s) is None and s["turn"]["seat"] == 0


def test_following_is_offered_only_when_it_would_do_something():
    s = game(2)
    s["galaxies"][1]["culture"] = 3
    s = act(dice(s, 0, ["di", "en", "en", "en"]), 0, "di")
    assert G.pending(s)[0].seat == 0  # seat 1 has no orbiting ship: not asked


def test_borrowing_abilities_never_chain_into_each_other():
    s = game(2)
    set_row(s, ["Piedes", "Jakks", "Walsfeo", "Vici-KS156"])
    colony(s, 0, "Umbra-Forum")
    s = act(dice(s, 0, ["ut", "en", "en", "en"]), 0, "ut")
    if top(s) == "ut":
        s = play(s, 0, f"c.{pid('Umbra-Forum')}")
    assert sorted(options(s)) == sorted([f"p.{pid('Jakks')}", f"p.{pid('Vici-KS156')}"])


def test_zavodnick_utilize_cannot_reach_another_borrowing_colony():
    s = game(2)
    s["galaxies"][1]["culture"] = 0
    colony(s, 0, "Zavodnick")
    colony(s, 0, "Piedes")
    s = act(dice(s, 0, ["ut", "en", "en", "en"]), 0, "ut")
    s = play(s, 0, f"c.{pid('Zavodnick')}", "f.ut")
    assert f"c.{pid('Piedes')}" not in (options(s) if top(s) == "ut" else [])


def _mission_scene(mid_for_0):
    s = game(3)
    give_mission(s, 0, mid_for_0)
    return s


@pytest.mark.parametrize(
    ("mid", "scene", "points"),
    [
        ("m01", lambda s: s["galaxies"][0].update(culture=5), 3),
        ("m01", lambda s: [s["galaxies"][g].update(culture=5) for g in (0, 1)], 2),
        ("m02", lambda s: s["galaxies"][0].update(energy=6), 3),
        ("m03", lambda s: colony(s, 0, "Jakks"), 3),
        ("m04", lambda s: colony(s, 1, "Jakks"), 2),  # seats 0 and 2 tie for fewest
        ("m05", lambda s: colony(s, 0, "Jakks"), 3),
        ("m06", lambda s: colony(s, 0, "Vici-KS156"), 3),
        ("m07", lambda s: [colony(s, 0, "Jakks"), colony(s, 0, "Vici-KS156")], 3),
        ("m07", lambda s: colony(s, 0, "Jakks"), 0),
        ("m08", lambda s: s.update(end={"by": 0, "why": "points"}), 2),
        ("m09", lambda s: s["galaxies"][0].update(energy=3, culture=3), 2),
        ("m09", lambda s: s["galaxies"][0].update(energy=3, culture=2), 0),
        ("m10", lambda s: s["galaxies"][0].update(empire_level=6), 2),
        ("m11", lambda s: None, 2),
        ("m12", lambda s: None, 0),
    ],
)
def test_mission_scoring(mid, scene, points):
    from games.teg.scoring import mission_points

    s = _mission_scene(mid)
    scene(s)
    assert mission_points(s, 0) == points


def test_hidden_missions_are_redealt_but_views_do_not_change():
    import random

    s = game(3)
    for seat in (None, 0, 1, 2):
        twin = G.determinize(s, seat, random.Random(9))
        assert G.view(twin, seat) == G.view(s, seat)
    twins = {G.determinize(s, 0, random.Random(k))["galaxies"][1]["mission"] for k in range(30)}
    assert len(twins) > 1  # another seat's mission really is unknown to seat 0


def test_determinize_depends_only_on_the_view():
    import random

    s = game(4, btb=True)
    for seat in (None, 0, 3):
        twin = G.determinize(s, seat, random.Random(9))
        assert G.view(twin, seat) == G.view(s, seat)
        again = G.determinize(twin, seat, random.Random(4))
        assert G.determinize(again, seat, random.Random(7)) == G.determinize(s, seat, random.Random(7))


@pytest.mark.parametrize(
    "break_it",
    [
        lambda s: s["galaxies"][0].update(energy=8),
        lambda s: s["galaxies"][0]["ships"].pop(),
        lambda s: s["deck"].append(s["row"][0]),
        lambda s: s["galaxies"][1].update(vp=5),
        lambda s: s["galaxies"][0]["ships"][2].update(at="h"),
        lambda s: (
            s["galaxies"][0]["ships"][1].update(at="s", place=s["row"][0])
            or s["galaxies"][0]["ships"][0].update(at="s", place=s["row"][0])
        ),
        lambda s: s["mission_box"].pop(),
    ],
)
def test_invariants_catch_a_broken_state(break_it):
    s = game(2)
    G.check_invariants(s)
    break_it(s)
    with pytest.raises(AssertionError):
        G.check_invariants(s)
