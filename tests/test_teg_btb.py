"""Beyond the Black: pilots, Advanced Ships, exploration, danger tracks, badges; and the solo Rogue."""

from __future__ import annotations

import random

import pytest

from games.i18n import localize
from games.teg import GAME as G
from games.teg.board import phase
from games.teg.btb import badge_points
from games.teg.data import DWARF_VP, PILOTS, RES_NAME, XCARDS
from tests.teg_helpers import act, dice, game, maybe, nobody_follows, options, pid, play, set_row, ship, top


def put_pilot(s, pilot_id, slot=0):
    """Make ``pilot_id`` the pilot at ``slot`` of the row (swapping with wherever it was)."""
    if pilot_id in s["pilot_row"]:
        k = s["pilot_row"].index(pilot_id)
        s["pilot_row"][k], s["pilot_row"][slot] = s["pilot_row"][slot], s["pilot_row"][k]
    else:
        k = s["pilot_deck"].index(pilot_id)
        s["pilot_deck"][k], s["pilot_row"][slot] = s["pilot_row"][slot], pilot_id


def put_card(s, cid, where="top"):
    s["exploration_deck"].remove(cid)
    if where == "top":
        s["exploration_deck"].append(cid)
    else:
        s["exploration_row"].append(cid)


def trained_for(ship_type):
    return next(p for p, v in PILOTS.items() if ship_type in v["trained"])


def hired(s, g, pilot_id, ship_type, ship_index=0):
    """Put ``pilot_id`` in galaxy ``g``'s hangar flying ship ``ship_index`` directly."""
    if pilot_id in s["pilot_row"]:
        k = s["pilot_row"].index(pilot_id)
        s["pilot_row"][k] = s["pilot_deck"].pop()
    else:
        s["pilot_deck"].remove(pilot_id)
    s["galaxies"][g]["hangar"].setdefault(ship_type, []).append(pilot_id)
    s["galaxies"][g]["ships"][ship_index]["adv"] = ship_type
    from games.teg.board import update_scores

    update_scores(s)


@pytest.mark.parametrize(("players", "row"), [(2, 4), (4, 6), (5, 6)])
def test_set_up_adds_pilots_cards_planets_and_missions(players, row):
    s = G.new(players, {"expansion": "on"}, seed=4)
    assert len(s["pilot_row"]) == row and len(s["exploration_deck"]) == 30 and s["exploration_row"] == []
    assert len(s["deck"]) + len(s["row"]) == 52
    assert len(s["mission_box"]) + 2 * players == 20


def test_hire_with_two_matching_dice_the_ship_accepts():
    s = game(2, btb=True)
    p = trained_for("aurora")
    put_pilot(s, p)
    s["galaxies"][1]["culture"] = 2
    s = dice(s, 0, ["mv", "mv", "cu", "ut"])
    s = play(s, 0, "hire", f"p.{p}")
    assert "a.aurora.mv.2" in options(s)
    assert "a.intrepid.mv.2" not in options(s)  # the Intrepid does not take Move dice
    s = play(s, 0, "a.aurora.mv.2", "s.1")
    assert s["galaxies"][0]["ships"][1]["adv"] == "aurora" and s["galaxies"][0]["hangar"]["aurora"] == [p]
    assert s["turn"]["die_states"] == ["h", "h", "i", "i"] and p not in s["pilot_row"] and len(s["pilot_row"]) == 4
    assert s["galaxies"][0]["vp"] == PILOTS[p]["vp"]
    d = G.pending(s)[0]
    assert d.seat == 1 and "Move" in localize(d.options[0].label)  # others may follow the last die only


def test_three_of_a_kind_hires_any_pilot_for_any_ship():
    s = game(2, btb=True)
    p = next(p for p, v in PILOTS.items() if "nexus" not in v["trained"])
    put_pilot(s, p)
    s = dice(s, 0, ["cu", "cu", "cu", "en"])
    s = play(s, 0, "hire", f"p.{p}")
    assert "a.nexus.cu.3" in options(s) and "a.nexus.cu.2" not in options(s)


def test_no_hire_without_a_normal_ship_unless_replacing():
    s = game(2, btb=True)
    p1, p2 = [p for p, v in PILOTS.items() if "aurora" in v["trained"]][:2]
    q = next(p for p, v in PILOTS.items() if "intrepid" in v["trained"] and p not in (p1, p2))
    hired(s, 0, p1, "aurora", 0)
    hired(s, 0, q, "intrepid", 1)
    put_pilot(s, p2)
    s = dice(s, 0, ["mv", "mv", "cu", "cu"])
    s = play(s, 0, "hire", f"p.{p2}")
    assert options(s) == ["a.aurora.mv.2", "back"]  # only a replacement on the Aurora
    s = play(s, 0, "a.aurora.mv.2")
    assert s["galaxies"][0]["hangar"]["aurora"] == [p1, p2]
    assert s["galaxies"][0]["vp"] == 3  # the replaced pilot still scores


def test_exploring_take_a_face_up_card_ends_it():
    s = game(2, btb=True)
    put_card(s, "e04", "up")
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = play(s, 0, "s.0", "x")
    assert set(options(s)) == {"t.0", "d"}
    s = play(s, 0, "t.0")
    assert s["galaxies"][0]["explored"] == ["e04"] and s["galaxies"][0]["ships"][0]["at"] == "x"
    assert s["galaxies"][0]["culture"] == 3


def test_discovery_may_be_left_face_up_then_danger_must_be_taken():
    s = game(2, btb=True)
    put_card(s, "e19")  # Solar Flare: lose 2 energy (a danger, drawn second)
    put_card(s, "e01")  # Ion Spring: gain 2 energy (drawn first)
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    assert options(s) == ["k", "l"]
    s = play(s, 0, "l")
    assert (s["exploration_row"] == ["e01"] and options(s) == ["d"]) or top(s) != "xp"
    assert s["galaxies"][0]["explored"] == ["e19"] and s["galaxies"][0]["energy"] == 0


def test_a_full_row_forces_taking_the_drawn_card():
    s = game(2, btb=True)
    for c in ("e02", "e03", "e04"):
        put_card(s, c, "up")
    put_card(s, "e05")
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    assert s["galaxies"][0]["explored"] == ["e05"] and len(s["exploration_row"]) == 3


def test_danger_track_holds_the_ship_until_diplomacy_or_economy_frees_it():
    s = game(2, btb=True)
    put_card(s, "e23")  # Asteroid Maze: 2-step danger track
    s["galaxies"][0]["energy"] = 0
    s = act(dice(s, 0, ["mv", "di", "ec", "en"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    assert s["galaxies"][0]["ships"][0]["at"] == "d" and s["galaxies"][0]["danger_cards"] == ["e23"]
    s = act(nobody_follows(s), 0, "en")
    assert s["galaxies"][0]["energy"] == 1  # the ship on the track collects nothing; the one at home does
    s = act(nobody_follows(s), 0, "di")
    s = act(nobody_follows(s), 0, "ec")
    assert s["galaxies"][0]["ships"][0]["at"] == "x" and s["galaxies"][0]["explored"] == ["e23"]


def test_ships_in_unexplored_space_acquire_culture_and_cannot_explore_again():
    s = game(2, btb=True)
    ship(s, 0, 0, "x")
    s = act(dice(s, 0, ["cu", "mv", "en", "en"]), 0, "cu")
    assert s["galaxies"][0]["culture"] == 2
    s = act(nobody_follows(s), 0, "mv")
    s = play(s, 0, "s.0")
    assert "x" not in options(s)


def test_an_empty_exploration_deck_ends_the_game():
    s = game(2, btb=True)
    keep = s["exploration_deck"][-1]
    for c in s["exploration_deck"][:-1]:
        s["galaxies"][1]["explored"].append(c)
    s["exploration_deck"] = [keep]
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    if top(s) == "xp":
        s = play(s, 0, "k")
    assert s["end"] == {"by": None, "why": "deck"}
    while G.outcome(s) is None:
        d = G.pending(s)[0]
        s = G.apply(
            s,
            d.seat,
            "yes"
            if "yes" in [o.id for o in d.options]
            else "end"
            if d.seat == s["turn"]["seat"] and "end" in [o.id for o in d.options]
            else d.default,
        )
    assert "exploration deck ran out" in localize(G.outcome(s).reason)


def test_the_last_card_of_the_deck_cannot_be_left_for_another_draw():
    s = game(2, btb=True)
    s["galaxies"][1]["explored"] = [c for c in s["exploration_deck"] if c != "e01"]
    s["exploration_deck"] = ["e01"]  # Ion Spring, a discovery, is the last card
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    # nothing is left to draw, so "leave it face up and draw again" is not offered: the only
    # answer, keeping it, is made at once and the ship does not stay in space empty-handed
    assert top(s) != "xp" and s["galaxies"][0]["explored"] == ["e01"] and s["exploration_row"] == []
    assert s["end"] == {"by": None, "why": "deck"}


def test_dwarf_planets_score_during_play():
    s = game(2, btb=True)
    put_card(s, "e09", "up")  # a dwarf planet
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = play(s, 0, "s.0", "x", "t.0")
    assert s["galaxies"][0]["dwarf_planets"] == 1 and s["galaxies"][0]["vp"] == DWARF_VP


def _badges(s, per_seat):
    for g, cards in enumerate(per_seat):
        for c in cards:
            s["exploration_deck"].remove(c)
            s["galaxies"][g]["explored"].append(c)


def test_badge_majorities_two_for_first_one_for_second():
    s = game(3, btb=True)
    comet = [c for c, v in XCARDS.items() if v["badges"] == ["comet"]]
    _badges(s, [comet[:3], comet[3:5], comet[5:6]])
    assert badge_points(s) == [2, 1, 0]


def test_badge_tie_for_first_gives_one_each_and_no_second():
    s = game(3, btb=True)
    comet = [c for c, v in XCARDS.items() if v["badges"] == ["comet"]]
    _badges(s, [comet[:2], comet[2:4], comet[4:5]])
    assert badge_points(s) == [1, 1, 0]


def test_badges_with_two_players_only_the_most_scores():
    s = game(2, btb=True)
    comet = [c for c, v in XCARDS.items() if v["badges"] == ["comet"]]
    _badges(s, [comet[:2], comet[2:3]])
    assert badge_points(s) == [2, 0]


def test_collected_cards_are_private():
    s = game(2, btb=True)
    s["exploration_deck"].remove("e01")
    s["galaxies"][0]["explored"].append("e01")
    assert G.view(s, 0)["galaxies"][0]["explored"] == ["e01"]
    assert G.view(s, 1)["galaxies"][0]["explored"] is None and G.view(s, 1)["galaxies"][0]["explored_count"] == 1
    twin = G.determinize(s, 1, random.Random(3))
    assert G.view(twin, 1) == G.view(s, 1)


# --- every pilot kind does what it says, for its own ship only -------------------------------


def pilot_of_kind(kind, res=""):
    return next(p for p, v in PILOTS.items() if v["k"] == kind and v["r"] == res)


def test_pilot_acq_counts_twice_for_its_ship_only():
    s = game(2, btb=True)
    hired(s, 0, pilot_of_kind("acq", "en"), "aurora", 0)
    s["galaxies"][0]["energy"] = 0
    s = act(dice(s, 0, ["en", "cu", "cu", "cu"]), 0, "en")
    assert s["galaxies"][0]["energy"] == 3  # 2 for the Aurora at home + 1 for the other ship


@pytest.mark.parametrize("res", ["en", "cu"])
def test_pilot_land_gains_on_landing(res):
    s = game(2, btb=True)
    set_row(s, ["Helios"])
    hired(s, 0, pilot_of_kind("land", res), "aurora", 0)
    key = RES_NAME[res]
    before = s["galaxies"][0][key]
    s = act(dice(s, 0, ["mv", "cu", "cu", "cu"]), 0, "mv")
    s = play(s, 0, "s.0", f"l.{pid('Helios')}")
    assert s["galaxies"][0][key] == before + 1


def test_pilot_orbit_head_starts_on_step_one():
    s = game(2, btb=True)
    set_row(s, ["Helios"])
    hired(s, 0, pilot_of_kind("orbit_head"), "aurora", 0)
    s = act(dice(s, 0, ["mv", "cu", "cu", "cu"]), 0, "mv")
    s = play(s, 0, "s.0", f"o.{pid('Helios')}")
    assert s["galaxies"][0]["ships"][0]["pos"] == 1


def test_pilot_colonize_gains_two():
    s = game(2, btb=True)
    set_row(s, ["Jakks"])
    hired(s, 0, pilot_of_kind("colonize", "en"), "aurora", 0)
    ship(s, 0, 0, "o", "Jakks", 1)
    s["galaxies"][0]["ships"][0]["adv"] = "aurora"
    s = act(dice(s, 0, ["di", "cu", "cu", "cu"]), 0, "di")
    assert s["galaxies"][0]["energy"] == 4


def test_pilot_shield_cannot_be_pushed_back():
    s = game(2, btb=True)
    set_row(s, ["K-Widow", "Jakks"])
    hired(s, 1, pilot_of_kind("shield"), "aurora", 0)
    ship(s, 1, 0, "o", "Jakks", 1)
    s["galaxies"][1]["ships"][0]["adv"] = "aurora"
    s = act(dice(s, 0, ["mv", "cu", "cu", "cu"]), 0, "mv")
    s = play(s, 0, "s.0", f"l.{pid('K-Widow')}")
    assert top(s) != "ab"  # nobody to push back: the ability is not offered
    assert s["galaxies"][1]["ships"][0]["pos"] == 1


def test_pilot_adv_gain_and_dual_track():
    s = game(2, btb=True)
    set_row(s, ["Mared"])  # an economy track
    hired(s, 0, pilot_of_kind("dual"), "aurora", 0)
    ship(s, 0, 0, "o", "Mared", 0)
    s["galaxies"][0]["ships"][0]["adv"] = "aurora"
    s = act(dice(s, 0, ["di", "cu", "cu", "cu"]), 0, "di")
    assert s["galaxies"][0]["ships"][0]["pos"] == 1  # diplomacy moved it on an economy track
    s = game(2, btb=True)
    set_row(s, ["Mared"])
    hired(s, 0, pilot_of_kind("adv_gain", "cu"), "aurora", 0)
    ship(s, 0, 0, "o", "Mared", 0)
    s["galaxies"][0]["ships"][0]["adv"] = "aurora"
    s = act(dice(s, 0, ["ec", "en", "en", "en"]), 0, "ec")
    assert s["galaxies"][0]["culture"] == 2


def test_pilot_brave_shortens_danger_tracks_and_gains_energy():
    s = game(2, btb=True)
    hired(s, 0, pilot_of_kind("brave"), "aurora", 0)
    put_card(s, "e23")  # 2 steps: 1 for a brave pilot
    s = act(dice(s, 0, ["mv", "di", "cu", "cu"]), 0, "mv")
    s = maybe(s, 0, "s.0", "x", "d")
    assert s["galaxies"][0]["energy"] == 3
    s = act(nobody_follows(s), 0, "di")
    assert s["galaxies"][0]["ships"][0]["at"] == "x"


def test_pilot_stargaze_two_culture_in_space():
    s = game(2, btb=True)
    hired(s, 0, pilot_of_kind("stargaze"), "aurora", 0)
    ship(s, 0, 0, "x", adv="aurora")
    s = act(dice(s, 0, ["cu", "en", "en", "en"]), 0, "cu")
    assert s["galaxies"][0]["culture"] == 3


def test_pilot_move_gains_and_salvager():
    s = game(2, btb=True)
    hired(s, 0, pilot_of_kind("move", "cu"), "aurora", 0)
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = play(s, 0, "s.0")
    s = play(s, 0, next(o for o in options(s) if o.startswith("o.")))
    assert s["galaxies"][0]["culture"] == 2
    s = game(2, btb=True)
    hired(s, 0, pilot_of_kind("salvager"), "aurora", 0)
    put_card(s, "e01", "up")
    s = act(dice(s, 0, ["mv", "en", "en", "en"]), 0, "mv")
    s = play(s, 0, "s.0", "x", "t.0")
    assert s["galaxies"][0]["culture"] == 2


def test_pilot_returner_gains_when_sent_home_by_a_colonization():
    s = game(2, btb=True)
    set_row(s, ["Jakks"])
    hired(s, 1, pilot_of_kind("returner"), "aurora", 0)
    ship(s, 1, 0, "s", "Jakks", adv="aurora")
    ship(s, 0, 0, "o", "Jakks", 1)
    s = act(dice(s, 0, ["di", "cu", "cu", "cu"]), 0, "di")
    assert s["galaxies"][1]["energy"] == 4


def test_every_pilot_kind_is_tested():
    import inspect
    import sys

    src = inspect.getsource(sys.modules[__name__])
    assert all(f'"{v["k"]}"' in src for v in PILOTS.values())


# --- solo against the Rogue -------------------------------------------------------------------


def solo(**opts):
    return G.new(1, {"rogue": "rothkel", **opts}, seed=5)


def test_solo_set_up_has_a_rogue_and_no_mission():
    s = solo()
    assert len(s["galaxies"]) == 2 and s["galaxies"][1]["rogue"] and len(s["row"]) == 4
    assert s["galaxies"][0]["mission"] is None and phase(s) == "play"


def test_rogue_rolls_one_die_at_a_time_and_may_be_made_to_reroll():
    s = solo()
    s["galaxies"][0].update(energy=3, culture=3)
    s = play(dice(s, 0, ["cu"]), 0, "a.0")
    assert phase(s) == "rogue" and top(s) == "rpay" and s["turn"]["dice"] == []
    s = play(s, 0, "rr")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (2, 2)


def test_rogue_move_orbits_the_leftmost_free_planet():
    from games.teg.rogue import use

    s = solo()
    use(s, "mv")
    assert s["galaxies"][1]["ships"][0] == {"at": "o", "place": s["row"][0], "pos": 0, "adv": None}
    use(s, "mv")
    assert s["galaxies"][1]["ships"][1]["place"] == s["row"][1]


def test_rogue_acquires_both_at_home_and_advances_all_its_ships():
    from games.teg.rogue import use

    s = solo()
    use(s, "cu")
    assert s["galaxies"][1]["culture"] == 4
    set_row(s, ["Helios", "Jakks"])
    ship(s, 1, 0, "o", "Helios")
    ship(s, 1, 1, "o", "Jakks")
    use(s, "di")
    assert [sh["pos"] for sh in s["galaxies"][1]["ships"][:2]] == [1, 1]


def test_rogue_full_energy_upgrades_and_the_top_space_wins():
    s = solo()
    s["galaxies"][1].update(energy=7, empire_level=5)
    s["galaxies"][0].update(energy=0, culture=0)
    s = play(dice(s, 0, ["en"]), 0, "a.0")
    while G.outcome(s) is None and phase(s) == "rogue":
        s = play(s, 0, G.pending(s)[0].default)
    assert G.outcome(s) is not None and G.outcome(s).winners == ()


def test_rogue_full_culture_gives_three_bonus_dice():
    from games.teg.rogue import rogue_step, start_rogue_turn

    s = solo()
    s["galaxies"][0].update(energy=0, culture=0)
    start_rogue_turn(s)
    s["rogue_turn"]["left"] = 0
    s["galaxies"][1]["culture"] = 7
    rogue_step(s)
    rogue_step(s)
    # the FAQ: the bonus actions come first, so the culture is still full while they run
    assert s["rogue_turn"]["bonus"] and s["rogue_turn"]["left"] == 3 and s["galaxies"][1]["culture"] == 7
    seen = []
    while (step := rogue_step(s)) != "done":
        assert step == "more"
        seen.append(s["galaxies"][1]["culture"])
    assert s["rogue_turn"]["left"] == 0 and seen.count(0) == 1 and seen[-1] == 0  # reset once, after the bonus
    assert all(c == 7 for c in seen[:-1]) and s["galaxies"][1]["culture"] == 0


def test_rogue_culture_gained_during_the_bonus_is_lost_in_the_reset():
    from games.teg.rogue import rogue_step, start_rogue_turn

    s = solo()
    s["galaxies"][0].update(energy=0, culture=3)  # the player cannot pay for a reroll, but has culture to steal
    start_rogue_turn(s)
    s["rogue_turn"]["left"] = 0
    s["galaxies"][1]["culture"] = 6
    rogue_step(s)
    rogue_step(s)
    assert not s["rogue_turn"]["bonus"]  # 6 is not full: no bonus, no reset
    s["rogue_turn"]["done_steps"] = []
    s["galaxies"][1]["culture"] = 7
    rogue_step(s)
    rogue_step(s)
    s["galaxies"][1]["culture"] = 7  # as if a bonus action had stolen culture back up to the cap
    s["rogue_turn"]["left"] = 0
    assert rogue_step(s) == "more" and s["galaxies"][1]["culture"] == 0
    assert rogue_step(s) == "done"


@pytest.mark.parametrize(
    ("rogue", "level", "check"),
    [
        ("artemis", 1, lambda s: s["galaxies"][0]["energy"] == 1),
        ("rothkel", 3, lambda s: s["galaxies"][1]["energy"] == 2),
        ("hades", 2, lambda s: (s["galaxies"][0]["energy"], s["galaxies"][1]["energy"]) == (0, 2)),
        ("zendica", 4, lambda s: s["lose_die"] == 1),
    ],
)
def test_rogue_colony_ladder(rogue, level, check):
    from games.teg.rogue import use

    s = solo(rogue=rogue)
    s["galaxies"][1]["empire_level"] = level
    use(s, "ut")
    assert check(s)


def test_solo_player_wins_at_21_if_ahead_of_the_rogue():
    from tests.teg_helpers import colony

    s = solo()
    for name in ("Aughmoore", "Shouhua", "Gyore"):
        colony(s, 0, name)
    s["galaxies"][0].update(energy=0, culture=0)
    s = play(dice(s, 0, ["en"]), 0, "a.0")
    while G.outcome(s) is None:
        s = play(s, 0, G.pending(s)[0].default)
    assert G.outcome(s).winners == (0,)


def test_the_player_may_follow_a_rogue_die():
    from games.teg.rogue import start_rogue_turn

    s = solo()
    s["galaxies"][0].update(energy=0, culture=2)
    start_rogue_turn(s)
    s["rogue_turn"].update(left=0, die="en")
    s = G._settle(s) or s  # the Rogue acts at once (the player cannot pay to reroll)
    assert top(s) == "fol" and G.pending(s)[0].seat == 0
    s = play(s, 0, "f")
    assert s["galaxies"][0]["energy"] == 2 and s["galaxies"][0]["culture"] == 1
