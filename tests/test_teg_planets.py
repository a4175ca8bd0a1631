"""Every planet ability, used as a colony by seat 0 (seat 1 is the rival)."""

from __future__ import annotations

import pytest

from games.i18n import localize
from games.teg import GAME as G
from games.teg.data import PLANETS, planet_name, planet_text
from tests.teg_helpers import act, colony, dice, game, nobody_follows, options, pid, play, set_row, ship, top


def _name(p: str) -> str:
    return localize(planet_name(p))


def use(s, name, *steps, faces=("ut", "en", "mv", "cu")):
    """Seat 0 uses colony ``name`` through a Utilize die, then makes ``steps`` (skipping forced ones)."""
    colony(s, 0, name)
    s = act(dice(s, 0, list(faces)), 0, "ut")
    if top(s) == "ut":
        s = play(s, 0, f"c.{pid(name)}")
    for step in steps:
        if G.pending(s) and G.pending(s)[0].seat == 0 and step in options(s, 0):
            s = play(s, 0, step)
        # otherwise it was the only choice and was made at once (the effect is checked after)
    return s


def _orbit(s, g, i, name, pos=0):
    if pid(name) not in s["row"]:
        set_row(s, [name, *[_name(p) for p in s["row"][:2] if _name(p) != name]])
    ship(s, g, i, "o", name, pos)


def base(**kw):
    s = game(2, **kw)
    s["galaxies"][1]["culture"] = 0  # nobody follows unless a test wants it
    return s


def test_jakks_and_vici_gain_one():
    s = use(base(), "Jakks", "use")
    assert s["galaxies"][0]["culture"] == 2
    s = use(base(), "Vici-KS156", "use")
    assert s["galaxies"][0]["energy"] == 3


@pytest.mark.parametrize(("name", "track_planet"), [("Drewkaiden", "Helios"), ("Leandra", "Mared")])
def test_drewkaiden_and_leandra_advance_on_their_track_kind(name, track_planet):
    s = base()
    _orbit(s, 0, 0, track_planet)
    s = use(s, name, "s.0")
    assert s["galaxies"][0]["ships"][0]["pos"] == 1


@pytest.mark.parametrize(("name", "res"), [("Birkomius", "culture"), ("Bisschop", "energy")])
def test_birkomius_and_bisschop_pay_per_follow(name, res):
    s = base()
    s["galaxies"][1]["culture"] = 2
    before = s["galaxies"][0][res]
    s = use(s, name, "use")
    assert [d.seat for d in G.pending(s)] == [1]
    s = play(s, 1, "f")
    assert s["galaxies"][0][res] == before + 1


@pytest.mark.parametrize(("name", "track_planet"), [("Tifnod", "Helios"), ("Vizcarra", "Mared")])
def test_tifnod_and_vizcarra_push_back_on_one_track_kind(name, track_planet):
    s = base()
    _orbit(s, 1, 0, track_planet, 2)
    s = use(s, name, "g.1.0")
    assert s["galaxies"][1]["ships"][0]["pos"] == 1


def test_mj_120210_gains_two_energy():
    s = use(base(), "MJ-120210", "use")
    assert s["galaxies"][0]["energy"] == 4


def test_helios_replaces_a_free_row_planet_to_the_bottom_of_the_deck():
    s = base()
    gone = s["row"][0]
    s = use(s, "Helios", f"r.{gone}")
    assert gone not in s["row"] and s["deck"][0] == gone


def test_mared_discount_only_when_strictly_lowest():
    s = base()
    s["galaxies"][1]["empire_level"] = 2
    s["galaxies"][0]["energy"] = 1
    s = use(s, "Mared", "up.en")
    assert s["galaxies"][0]["empire_level"] == 2 and s["galaxies"][0]["energy"] == 0
    s = base()
    colony(s, 0, "Mared")
    s = act(dice(s, 0, ["ut", "en", "en", "en"]), 0, "ut")
    assert f"c.{pid('Mared')}" not in options(s)  # tied for lowest: not usable


def test_lureena_upgrades_with_mixed_payment():
    s = base()
    s["galaxies"][0].update(energy=1, culture=1)
    s = use(s, "Lureena", "m.1")
    assert (s["galaxies"][0]["empire_level"], s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (2, 0, 0)


def test_zalax_rerolls_for_free():
    s = base()
    s = use(s, "Zalax", "use", "all")
    assert s["turn"]["rerolled"] == 0 and s["galaxies"][0]["energy"] == 2 and s["turn"]["die_states"][0] == "a"


def test_hoefker_trades_energy_for_culture():
    s = use(base(), "Hoefker", "use")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (1, 3)


@pytest.mark.parametrize(("name", "res"), [("CLJ-0517", "culture"), ("La-Torres", "energy")])
def test_clj_and_la_torres_steal_once_a_turn(name, res):
    s = base()
    s["galaxies"][1][res] = 2
    before = s["galaxies"][0][res]
    s = use(s, name, "t.1", faces=("ut", "ut", "en", "en"))
    assert s["galaxies"][0][res] == before + 1 and s["galaxies"][1][res] == 1
    s = act(nobody_follows(s), 0, "ut")
    assert top(s) != "ab" and f"c.{pid(name)}" not in (options(s) if top(s) == "ut" else [])


def test_pembertonia_and_omicron_convert():
    s = base()
    s["galaxies"][0]["culture"] = 3
    s = use(s, "Pembertonia-Major", "n.2")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (4, 1)
    s = use(base(), "Omicron Fenzi", "n.2")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (0, 3)


def test_nagato_pays_culture_for_two_moves_with_two_different_ships():
    s = base()
    s["galaxies"][0]["empire_level"] = 3  # three ships at home
    ship(s, 0, 2, "h")
    s = use(s, "Nagato", "use")
    assert s["galaxies"][0]["culture"] == 0 and top(s) == "mv"
    assert {"s.0", "s.1", "s.2"} <= set(options(s, 0))
    s = play(s, 0, "s.0", f"o.{s['row'][0]}")
    # the second move may not take the ship that just moved (FAQ: two different ships)
    assert top(s) == "mv" and options(s, 0) == ["s.1", "s.2"]
    s = play(s, 0, "s.1", f"o.{s['row'][1]}")
    assert top(s) != "mv"
    assert [sh["at"] for sh in s["galaxies"][0]["ships"][:3]] == ["o", "o", "h"]


@pytest.mark.parametrize(("name", "res"), [("Birkomius", "culture"), ("Bisschop", "energy")])
def test_birkomius_and_bisschop_once_a_turn_and_only_on_your_own_turn(name, res):
    s = base()
    s["galaxies"][1]["culture"] = 5
    s = use(s, name, "use", faces=("ut", "ut", "en", "cu"))
    s = play(s, 1, "f")  # seat 1 follows the Utilize die: seat 0 collects 1 from the supply
    s = nobody_follows(s)
    while top(s) is not None and G.pending(s)[0].seat == 1:
        s = play(s, 1, options(s, 1)[0] if top(s) != "ut" else "up" if "up" in options(s, 1) else options(s, 1)[0])
    assert top(s) is None
    s = act(s, 0, "ut")
    # a second Utilize die this turn: the colony is spent for the turn
    assert top(s) != "ut" or f"c.{pid(name)}" not in options(s, 0)


@pytest.mark.parametrize(
    ("name", "planet", "res"), [("Padraigin-3110", "Helios", "culture"), ("Nakagawakozi", "Mared", "energy")]
)
def test_padraigin_and_nakagawakozi_buy_two_advances(name, planet, res):
    s = base()
    s["galaxies"][0].update(energy=2, culture=2)
    _orbit(s, 0, 0, planet)
    s = use(s, name, "use")
    assert s["galaxies"][0]["ships"][0]["pos"] == 2 and s["galaxies"][0][res] == 0


def test_jorg_pushes_one_ship_back_two():
    s = base()
    s["galaxies"][0]["culture"] = 2
    _orbit(s, 1, 0, "Helios", 2)
    s = use(s, "Jorg", "use")
    assert s["galaxies"][1]["ships"][0]["pos"] == 0 and s["galaxies"][0]["culture"] == 0


def test_brumbaugh_pushes_two_different_ships():
    s = base()
    _orbit(s, 1, 0, "Helios", 2)
    _orbit(s, 1, 1, "Mared", 1)
    s = use(s, "Brumbaugh", "use", "g.1.0")
    assert [sh["pos"] for sh in s["galaxies"][1]["ships"][:2]] == [1, 0] and s["galaxies"][0]["energy"] == 0


def test_umbra_forum_uses_a_row_planet():
    s = base()
    set_row(s, ["Jakks"])
    s = use(s, "Umbra-Forum", f"p.{pid('Jakks')}")
    assert s["galaxies"][0]["culture"] == 2


@pytest.mark.parametrize(("name", "res"), [("JAC-110912", "culture"), ("Gleam-Zanier", "energy")])
def test_jac_and_gleam_give_two_and_one_to_each_rival(name, res):
    s = base()
    mine, theirs = s["galaxies"][0][res], s["galaxies"][1][res]
    s = use(s, name, "use")
    assert s["galaxies"][0][res] == mine + 2 and s["galaxies"][1][res] == theirs + 1


def test_maia_gives_up_two_dice():
    s = use(base(), "Maia", "d.cu.mv")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (4, 3) and s["turn"]["die_states"].count(
        "x"
    ) == 2


def test_andellouxian_recalls_a_ship_for_its_steps():
    s = base()
    _orbit(s, 0, 0, "Helios", 2)
    s = use(s, "Andellouxian-6", "r.0.cu")
    assert s["galaxies"][0]["culture"] == 3 and s["galaxies"][0]["ships"][0]["at"] == "h"


@pytest.mark.parametrize(
    ("name", "pay", "theirs"), [("Walsfeo", "culture", "Jakks"), ("Sargus-36", "energy", "Vici-KS156")]
)
def test_walsfeo_and_sargus_pay_a_rival_to_use_its_colony(name, pay, theirs):
    s = base()
    colony(s, 1, theirs)
    before = s["galaxies"][1][pay]
    s = use(s, name, f"c.1.{pid(theirs)}")
    assert s["galaxies"][1][pay] == before + 1
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (
        2,
        1,
    )  # paid 1, got 1 back from the borrowed colony


def test_zavodnick_any_action_followed_for_free():
    s = base()
    s = use(s, "Zavodnick", "f.en")
    assert s["galaxies"][0]["energy"] == 4  # two ships at home
    d = G.pending(s)[0]
    assert d.seat == 1 and "free" in localize(d.options[0].label)


def test_bsw_moves_one_ship_back_and_another_on():
    s = base()
    _orbit(s, 0, 0, "Helios", 1)
    _orbit(s, 0, 1, "Mared", 0)
    s = use(s, "BSW-10-1", "s.0.1")
    assert [sh["pos"] for sh in s["galaxies"][0]["ships"][:2]] == [0, 1]


def test_aughmoore_culture_per_ship_at_home():
    s = use(base(), "Aughmoore", "use")
    assert s["galaxies"][0]["culture"] == 3


def test_shouhua_advances_on_any_track():
    s = base()
    _orbit(s, 0, 0, "Mared")
    s = use(s, "Shouhua", "s.0")
    assert s["galaxies"][0]["ships"][0]["pos"] == 1


def test_gort_jumps_to_the_same_step_and_may_colonize():
    s = base()
    set_row(s, ["Helios", "Jakks"])
    ship(s, 0, 0, "o", "Helios", 2)
    s = use(s, "Gort", f"j.0.{pid('Jakks')}")
    assert pid("Jakks") in s["galaxies"][0]["colonies"]


def test_terra_bettia_rivals_one_step_then_you_two():
    s = base()
    _orbit(s, 0, 0, "Helios")
    _orbit(s, 1, 0, "Mared")
    s = use(s, "Terra-Bettia", "use")
    assert s["galaxies"][1]["ships"][0]["pos"] == 1 and s["galaxies"][0]["ships"][0]["pos"] == 2


def test_k_widow_pushes_back_on_any_track():
    s = base()
    _orbit(s, 1, 0, "Mared", 1)
    s = use(s, "K-Widow", "g.1.0")
    assert s["galaxies"][1]["ships"][0]["pos"] == 0


def test_piedes_repeats_an_activated_die():
    s = base()
    colony(s, 0, "Piedes")
    s = act(dice(s, 0, ["en", "ut", "cu", "cu"]), 0, "en")
    assert s["galaxies"][0]["energy"] == 4
    s = act(s, 0, "ut")
    s = play(s, 0, f"c.{pid('Piedes')}") if top(s) == "ut" else s
    s = play(s, 0, "f.en") if "f.en" in options(s) else s
    assert s["galaxies"][0]["energy"] == 6


def test_gyore_sets_a_die():
    s = use(base(), "Gyore", "g.mv", "t.di")
    assert s["turn"]["dice"][2] == "di"


# --- the expansion's planets ------------------------------------------------------------------


def bbase():
    s = game(2, btb=True)
    s["galaxies"][1]["culture"] = 0
    return s


@pytest.mark.parametrize("name", ["Calyx Minor", "Perrow"])
def test_calyx_and_perrow_one_of_either(name):
    s = use(bbase(), name, "cu")
    assert s["galaxies"][0]["culture"] == 2


def test_ossuary_culture_for_ships_in_space():
    s = bbase()
    ship(s, 0, 1, "x")
    s = use(s, "Ossuary Drift", "use")
    assert s["galaxies"][0]["culture"] == 3


def test_tamsin_trades_culture_for_energy():
    s = use(bbase(), "Tamsin Reach", "use")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (4, 0)


def test_vell_pays_for_an_advance_on_any_track():
    s = bbase()
    _orbit(s, 0, 0, "Mared")
    s = use(s, "Vell", "use", "s.0")
    assert s["galaxies"][0]["ships"][0]["pos"] == 1 and s["galaxies"][0]["culture"] == 0


def test_quillon_takes_a_face_up_card():
    s = bbase()
    card = next(c for c in s["exploration_deck"] if c == "e01")
    s["exploration_deck"].remove(card)
    s["exploration_row"].append(card)
    s = use(s, "Quillon", "t.0")
    assert s["exploration_row"] == [] and card in s["galaxies"][0]["explored"] and s["galaxies"][0]["energy"] == 4


def test_marrow_gate_pays_energy_to_push_back():
    s = bbase()
    _orbit(s, 1, 0, "Mared", 2)
    s = use(s, "Marrow Gate", "use")
    assert s["galaxies"][1]["ships"][0]["pos"] == 1 and s["galaxies"][0]["energy"] == 1


def test_hesper_one_of_each():
    s = use(bbase(), "Hesper", "use")
    assert (s["galaxies"][0]["energy"], s["galaxies"][0]["culture"]) == (3, 2)


def test_ondine_a_free_move():
    s = use(bbase(), "Ondine", "use")
    assert top(s) == "mv"


def test_caddis_two_of_either():
    s = use(bbase(), "Caddis", "en")
    assert s["galaxies"][0]["energy"] == 4


def test_nocturne_energy_per_ship_away():
    s = bbase()
    ship(s, 0, 1, "x")
    s = use(s, "Nocturne", "use")
    assert s["galaxies"][0]["energy"] == 3


def test_brightwater_two_advances_on_any_track():
    s = bbase()
    _orbit(s, 0, 0, "Mared")
    s = use(s, "Brightwater", "use")
    assert s["galaxies"][0]["ships"][0]["pos"] == 2 and s["galaxies"][0]["energy"] == 1


def test_every_planet_has_a_test():
    import inspect
    import sys

    src = inspect.getsource(sys.modules[__name__])
    missing = [_name(p) for p in PLANETS if f'"{_name(p)}"' not in src]
    assert missing == [] or set(missing) <= {"Nibiru"}, missing  # Nibiru: test_teg_rules


def test_a_colony_is_offered_by_name_and_the_utilize_question_says_what_it_does():
    s = base()
    p = colony(s, 0, "Nibiru")
    s = act(dice(s, 0, ["ut", "en", "en", "en"]), 0, "ut")
    d = G.pending(s)[0]
    assert localize(d.option(f"c.{p}").label) == "Use Nibiru"
    prompt = localize(d.prompt)
    assert prompt.startswith("Utilize a colony:") and f"Nibiru: {localize(planet_text(p))}" in prompt
    french = localize(d.prompt, "fr")
    assert french.startswith("Utiliser une colonie\u00a0:") and "Nibiru\u00a0:" in french
    assert localize(d.prompt, "de").startswith("Kolonie nutzen:") and "Nibiru:" in localize(d.prompt, "de")
