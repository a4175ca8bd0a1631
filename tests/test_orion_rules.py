"""ORION Duel scenario tests: board, tiles, set-up modes, placement, conditions and the end."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest

from games import IllegalMove
from games.i18n import LOCALES, localize, msg
from games.orion import GAME
from games.orion import setup as orion_setup
from games.orion.board import BY_NAME, COORDS, INDEX, N_CELLS, NAMES, NEIGHBOURS, ZONE_MASK, cells_of, hex_distance
from games.orion.engine import phase, selection
from games.orion.tiles import KIND, ORIENTATIONS
from games.playout import choose_random

# --- helpers -------------------------------------------------------------------------------


def en(text) -> str:
    """A message (or a stored one) as an English reader reads it."""
    return localize(text, "en")


def cell(q: int, r: int) -> str:
    return NAMES[INDEX[(q, r)]]


def started(setup: str = "layout1", leader: str = "seat1", first: str = "me", seed: int = 1) -> dict:
    s = GAME.new(2, {"setup": setup, "leader": leader}, seed=seed)
    assert phase(s) == "start"
    return GAME.apply(s, s["leader"], first)


def scene(blue=(), orange=(), galaxies=(), holes=(), left=None, turn: int = 0) -> dict:
    """A game in play on a board set by hand: coloured cells and tokens by name."""
    s = started()
    colour = ["."] * N_CELLS
    for n in blue:
        colour[BY_NAME[n]] = "0"
    for n in orange:
        colour[BY_NAME[n]] = "1"
    tokens = ["."] * N_CELLS
    for n in galaxies:
        tokens[BY_NAME[n]] = "G"
    for n in holes:
        tokens[BY_NAME[n]] = "H"
    s["colour"], s["tokens"] = "".join(colour), "".join(tokens)
    s["galaxies"] = [BY_NAME[n] for n in galaxies]
    s["holes"] = [BY_NAME[n] for n in holes]
    if left is not None:
        s["left"] = [dict(left[0]), dict(left[1])]
    s["turn"] = turn
    s["steps"] = [{"kind": "tile", "seat": turn}]
    return s


def only(**counts: int) -> dict[str, int]:
    return {k: counts.get(k, 0) for k in KIND}


def decision(s: dict):
    (d,) = GAME.pending(s)
    return d


def ids(s: dict) -> list[str]:
    return [o.id for o in decision(s).options]


def pick(s: dict, kind: str, ori: str | None = None) -> dict:
    """Choose the tile (and orientation) so the pending decision is the cell."""
    seat = decision(s).seat
    s = GAME.apply(s, seat, kind)
    if len(ORIENTATIONS[kind]) > 1:
        s = GAME.apply(s, seat, ori)
    return s


def lay(s: dict, kind: str, ori: str | None, at: str) -> dict:
    s = pick(s, kind, ori)
    return GAME.apply(s, decision(s).seat, at)


def cells_offered(s: dict, kind: str, ori: str | None = None) -> set[str]:
    return {i for i in ids(pick(s, kind, ori)) if i != "back"}


# --- the board -------------------------------------------------------------------------------


def test_board_has_85_cells_in_columns_named_for_typing():
    assert N_CELLS == 85
    assert all(max(abs(q), abs(r), abs(q + r)) <= 5 for q, r in COORDS)
    for corner in [(5, 0), (-5, 0), (0, 5), (0, -5), (5, -5), (-5, 5)]:
        assert corner not in INDEX
    assert all(re.fullmatch(r"[A-K]\d{1,2}", n) for n in NAMES)
    assert cell(0, 0) == "F5"
    sizes = [sum(1 for n in NAMES if n[0] == c) for c in "ABCDEFGHIJK"]
    assert sizes == [4, 7, 8, 9, 10, 9, 10, 9, 8, 7, 4]


def test_six_zones_of_four_edge_cells_in_three_opposite_pairs():
    edge = {i for i in range(N_CELLS) if len(NEIGHBOURS[i]) < 6}
    assert len(ZONE_MASK) == 6
    for mask in ZONE_MASK.values():
        assert len(cells_of(mask)) == 4 and set(cells_of(mask)) <= edge
    assert sorted(NAMES[c] for c in cells_of(ZONE_MASK["monoceros"])) == ["A1", "A2", "A3", "A4"]
    assert sorted(NAMES[c] for c in cells_of(ZONE_MASK["taurus"])) == ["K1", "K2", "K3", "K4"]


# --- tiles -----------------------------------------------------------------------------------


def test_each_player_has_the_fourteen_tiles():
    s = started()
    expected = {"single": 1, "pair": 1, "mixed": 3, "line": 3, "bent": 3, "tri": 3}
    assert s["left"] == [expected, expected]
    colours = {k: "".join(x[2][1] for x in KIND[k].hexes) for k in KIND}  # "w" own, "p" opponent
    assert colours == {"single": "w", "pair": "ww", "mixed": "wp", "line": "wwp", "bent": "wwp", "tri": "wwp"}


def test_shapes_and_orientations_include_both_mirror_forms_of_the_bent_tile():
    def offsets(kind, o):
        return {(q, r) for q, r, _ in o.hexes}

    for o in ORIENTATIONS["line"]:
        (a, b, c) = [h[:2] for h in o.hexes]
        assert hex_distance(a, c) == 2 and o.hexes[2][2] == "opp"  # straight, opponent hex at an end
    for o in ORIENTATIONS["bent"]:
        a, b, c = [h[:2] for h in o.hexes]
        assert hex_distance(a, c) == 2 and hex_distance(a, b) == hex_distance(b, c) == 1
        assert 2 * b[0] != a[0] + c[0] or 2 * b[1] != a[1] + c[1]  # not a straight line
    for o in ORIENTATIONS["tri"]:
        a, b, c = [h[:2] for h in o.hexes]
        assert hex_distance(a, b) == hex_distance(b, c) == hex_distance(a, c) == 1
    counts = {k: len(v) for k, v in ORIENTATIONS.items()}
    assert counts == {"single": 1, "pair": 3, "mixed": 6, "line": 6, "bent": 12, "tri": 6}
    # the two mirror forms: bent N-NE (turns right) and N-NW (turns left) are both offered
    ids_ = {o.id for o in ORIENTATIONS["bent"]}
    assert {"N-NE", "N-NW"} <= ids_


# --- set-up ----------------------------------------------------------------------------------


@pytest.mark.parametrize("layout", ["layout1", "layout2", "layout3"])
def test_predefined_layouts_load_as_written(layout):
    s = GAME.new(2, {"setup": layout}, seed=3)
    assert phase(s) == "start"
    assert len(s["galaxies"]) == 8 and len(s["holes"]) == 7
    assert orion_setup.spacing_ok(s["galaxies"], s["holes"])
    assert s["tokens"][BY_NAME["F5"]] == "H"  # every predefined layout has a black hole at the centre
    expected_g = {
        "layout1": [(-4, 0), (-4, 4), (-2, 1), (0, -4), (0, 4), (2, -1), (4, -4), (4, 0)],
        "layout2": [(-5, 1), (-5, 4), (-2, 1), (0, -4), (0, 4), (2, -1), (5, -4), (5, -1)],
        "layout3": [(-5, 2), (-2, -2), (-2, 2), (-2, 5), (2, -5), (2, -2), (2, 2), (5, -2)],
    }[layout]
    assert sorted(COORDS[c] for c in s["galaxies"]) == sorted(expected_g)
    assert s["tokens"].count("G") == 8 and s["tokens"].count("H") == 7


def test_random_layouts_keep_the_spacing_and_follow_the_seed():
    layouts = set()
    for seed in range(60):
        s = GAME.new(2, {"setup": "random"}, seed=seed)
        g, h = s["galaxies"], s["holes"]
        assert len(g) == 8 and len(h) == 7
        assert all(hex_distance(COORDS[a], COORDS[b]) >= 3 for a in g for b in g if a != b)
        assert all(hex_distance(COORDS[a], COORDS[b]) >= 3 for a in h for b in h if a != b)
        assert all(hex_distance(COORDS[a], COORDS[b]) >= 2 for a in g for b in h)
        layouts.add(s["tokens"])
        assert GAME.new(2, {"setup": "random"}, seed=seed)["tokens"] == s["tokens"]
    assert len(layouts) == 60


def test_spacing_rule_itself():
    f5, f7, f8, g5 = (BY_NAME[n] for n in ("F5", "F7", "F8", "G5"))
    assert not orion_setup.spacing_ok([f5, f7], [])  # galaxies 2 apart
    assert orion_setup.spacing_ok([f5, f8], [])  # 3 apart
    assert not orion_setup.spacing_ok([], [f5, f7])
    assert not orion_setup.spacing_ok([f5], [g5])  # black hole next to a galaxy
    assert orion_setup.spacing_ok([f5], [f7])  # 2 apart is enough between the kinds


def test_players_choice_roles_offers_and_start_choice():
    s = GAME.new(2, {"setup": "choice", "leader": "seat2"}, seed=0)
    rng = random.Random(0)
    for n in range(8):
        d = decision(s)
        assert d.seat == 1 and d.prompt == msg("orion-prompt-galaxy", n=n + 1)  # the leader places the galaxies
        offered = [BY_NAME[o.id] for o in d.options]
        for c in range(N_CELLS):
            fits = all(hex_distance(COORDS[c], COORDS[g]) >= 3 for g in s["galaxies"])
            if not fits:
                assert c not in offered
        s = GAME.apply(s, 1, rng.choice(d.options).id)
        assert len(s["galaxies"]) == n + 1
    for _ in range(7):
        d = decision(s)
        assert d.seat == 0 and d.prompt.key == "orion-prompt-hole"  # the other player places the black holes
        for o in d.options:
            c = BY_NAME[o.id]
            assert all(hex_distance(COORDS[c], COORDS[g]) >= 2 for g in s["galaxies"])
            assert all(hex_distance(COORDS[c], COORDS[h]) >= 3 for h in s["holes"])
        s = GAME.apply(s, 0, rng.choice(d.options).id)
    assert orion_setup.spacing_ok(s["galaxies"], s["holes"]) and len(s["holes"]) == 7
    d = decision(s)
    assert d.seat == 1 and {o.id for o in d.options} == {"me", "other"}
    assert GAME.apply(s, 1, "other")["turn"] == 0
    assert GAME.apply(s, 1, "me")["turn"] == 1


def test_players_choice_never_reaches_a_dead_end():
    for seed in range(25):
        rng = random.Random(seed)
        s = GAME.new(2, {"setup": "choice"}, seed=seed)
        while phase(s) in ("galaxies", "holes"):
            d = decision(s)
            assert d.options  # always something to choose
            s = GAME.apply(s, d.seat, rng.choice(d.options).id)
        assert len(s["galaxies"]) == 8 and len(s["holes"]) == 7
        assert orion_setup.spacing_ok(s["galaxies"], s["holes"])


def _holes_fit(room: int, need: int) -> bool:
    """Exhaustive: can ``need`` black holes pairwise >= 3 apart fit in ``room``?"""
    if need == 0:
        return True
    cells = cells_of(room)
    for i, c in enumerate(cells):
        rest = room & ~orion_setup.WITHIN2[c]
        rest &= ~sum(1 << x for x in cells[:i])
        if _holes_fit(rest, need - 1):
            return True
    return False


def test_players_choice_refuses_exactly_the_dead_end_black_hole_cells():
    """Find set-ups where a spaced cell would leave too little room for the remaining black
    holes; the engine must refuse those and offer all the others (checked exhaustively)."""
    refused_seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = GAME.new(2, {"setup": "choice"}, seed=seed)
        while phase(s) in ("galaxies", "holes"):
            d = decision(s)
            if phase(s) == "holes" and len(s["holes"]) >= 2:
                offered = {BY_NAME[o.id] for o in d.options}
                room = orion_setup.hole_room(s["galaxies"], s["holes"])
                need = 7 - len(s["holes"]) - 1
                for c in cells_of(room):
                    fits = _holes_fit(orion_setup.hole_room(s["galaxies"], [*s["holes"], c]), need)
                    assert (c in offered) == fits, (seed, NAMES[c])
                    refused_seen += not fits
            s = GAME.apply(s, d.seat, rng.choice(d.options).id)
    assert refused_seen > 0  # the scenario really arose


def test_leader_chooses_who_starts_in_every_mode():
    for mode in ("random", "layout2"):
        s = GAME.new(2, {"setup": mode, "leader": "seat2"}, seed=5)
        d = decision(s)
        assert d.seat == 1
        assert GAME.apply(s, 1, "me")["turn"] == 1
        assert GAME.apply(s, 1, "other")["turn"] == 0
        assert decision(GAME.apply(s, 1, "other")).seat == 0


def test_colours_are_fixed_by_seat():
    s = started(leader="seat2", first="me")  # seat 2 starts, and still plays orange
    s = lay(s, "single", None, "F2")
    assert s["colour"][BY_NAME["F2"]] == "1"


# --- placing ---------------------------------------------------------------------------------


def test_decision_steps_back_and_single_skips_orientation():
    s = started()
    assert set(ids(s)) == set(KIND)
    s1 = GAME.apply(s, 0, "line")
    assert ids(s1)[-1] == "back" and set(ids(s1)[:-1]) == {o.id for o in ORIENTATIONS["line"]}
    assert selection(GAME.apply(s1, 0, "back")) == {"kind": None, "ori": None}
    s2 = GAME.apply(s1, 0, "N-N")
    assert selection(GAME.apply(s2, 0, "back")) == {"kind": "line", "ori": None}
    single = GAME.apply(s, 0, "single")
    assert selection(single)["ori"] == "one" and "F2" in ids(single)
    assert selection(GAME.apply(single, 0, "back")) == {"kind": None, "ori": None}


def test_option_ids_and_labels_fit_the_contract():
    s = GAME.new(2, {"setup": "choice"}, seed=2)
    rng = random.Random(1)
    for _ in range(60):
        if GAME.outcome(s):
            break
        for d in GAME.pending(s):
            assert d.public
            for o in d.options:
                assert re.fullmatch(r"[A-Za-z0-9_.,+=/-]{1,40}", o.id), o.id
                for locale in LOCALES:
                    assert 0 < len(localize(o.label, locale)) <= 80, localize(o.label, locale)
        d = decision(s)
        s = GAME.apply(s, d.seat, rng.choice([o.id for o in d.options if o.id != "back"]))


def test_no_overlap_and_no_overhang():
    s = scene(blue=["F5"], turn=1)
    offered = cells_offered(s, "single")
    assert "F5" not in offered and "F6" in offered
    with pytest.raises(IllegalMove):
        GAME.apply(pick(s, "single"), 1, "F5")
    # a straight three pointing north cannot start in the top two rows of a column
    line = cells_offered(s, "line", "N-N")
    assert "F1" not in line and "F2" not in line and "F3" in line
    assert "F6" not in line and "F7" not in line  # F5 is taken
    assert "A1" not in cells_offered(s, "mixed", "NW")  # would stick out to the left


def test_covering_a_token_needs_the_same_colour_alongside():
    base = dict(galaxies=["F5"], holes=["D5"])
    # no blue anywhere: blue may not cover the galaxy, even next to orange
    s = scene(orange=["F4"], **base)
    assert "F5" not in cells_offered(s, "single")
    with pytest.raises(IllegalMove):
        GAME.apply(pick(s, "single"), 0, "F5")
    # blue next to it: allowed
    s = scene(blue=["F4"], **base)
    assert "F5" in cells_offered(s, "single")
    after = lay(s, "single", None, "F5")
    assert after["colour"][BY_NAME["F5"]] == "0" and after["tokens"][BY_NAME["F5"]] == "G"
    # a black hole works the same way
    s = scene(blue=["D4"], **base)
    assert "D5" in cells_offered(s, "single")
    s = scene(blue=["F4"], **base)
    assert "D5" not in cells_offered(s, "single")


def test_the_join_may_run_through_the_tiles_other_hex_of_that_colour():
    # own domino laid F5 (galaxy) + F6 with blue at F7 below: F5 itself touches no blue
    s = scene(blue=["F7"], galaxies=["F5"])
    assert "F6" in cells_offered(s, "pair", "N")  # anchor F6, second hex N of it = F5
    # next to orange only, neither colour of the tile may cover the galaxy at F5
    s = scene(orange=["F7"], galaxies=["F5"])
    assert "F6" not in cells_offered(s, "pair", "N")
    assert "F6" not in cells_offered(s, "mixed", "N")  # its orange hex on F5 touches no orange


def test_the_opponent_coloured_hex_on_a_token_needs_that_colour_alongside():
    # blue lays a mixed domino: blue at the anchor, orange one step N (on the galaxy at F4)
    s = scene(orange=["F3"], galaxies=["F4"])
    assert "F5" in cells_offered(s, "mixed", "N")
    s = scene(blue=["F3"], galaxies=["F4"])
    assert "F5" not in cells_offered(s, "mixed", "N")


def test_the_same_colour_hex_alongside_may_belong_to_either_player():
    s = scene(galaxies=["F5"], turn=1)
    # orange lays a mixed domino whose blue hex lands on F4, next to the galaxy at F5
    s = lay(s, "mixed", "S", "F3")  # orange F3, blue F4
    assert s["colour"][BY_NAME["F4"]] == "0" and s["turn"] == 0
    assert "F5" in cells_offered(s, "single")


def test_only_tiles_and_orientations_with_a_legal_spot_are_offered():
    # every free cell isolated: only the single fits
    free = {c for c in range(N_CELLS) if (COORDS[c][0] - COORDS[c][1]) % 3 == 0}
    blue = [NAMES[c] for c in range(N_CELLS) if (COORDS[c][0] - COORDS[c][1]) % 3 == 1]
    orange = [NAMES[c] for c in range(N_CELLS) if (COORDS[c][0] - COORDS[c][1]) % 3 == 2]
    s = scene(blue=blue, orange=orange)
    assert ids(s) == ["single"]
    assert cells_offered(s, "single") == {NAMES[c] for c in free}
    # freeing F4 joins the free cells E4, F4, G4 and F5: dominoes and the bent three fit, no
    # straight three or triangle
    s2 = scene(blue=[n for n in blue if n != "F4"], orange=[n for n in orange if n != "F4"])
    assert BY_NAME["F4"] not in free  # F4 and F5 are both free now
    assert set(ids(s2)) == {"single", "pair", "mixed", "bent"}
    assert cells_offered(s2, "mixed", "S") == {"F4"}  # F4 and F5 below it
    assert cells_offered(s2, "mixed", "N") == {"F5"}
    assert cells_offered(s2, "pair", "N") == {"F5"}


# --- winning conditions --------------------------------------------------------------------


#: a chain from Monoceros (A2) to Taurus (K2), alternating NE and SE steps
CHAIN = [
    cell(q, r)
    for q, r in [(-5, 2), (-4, 1), (-3, 1), (-2, 0), (-1, 0), (0, -1), (1, -1), (2, -2), (3, -2), (4, -3), (5, -3)]
]


def test_linking_opposite_constellations_wins():
    s = scene(blue=[c for c in CHAIN if c != "F4"])
    assert cell(0, -1) == "F4"
    assert GAME.view(s, None)["standing"][0]["linked"] is None
    s = lay(s, "single", None, "F4")
    out = GAME.outcome(s)
    assert out.winners == (0,) and "constellations" in en(out.reason)
    assert "Sternbilder verbunden" in localize(out.reason, "de")
    assert GAME.view(s, None)["standing"][0]["linked"] == "Monoceros–Taurus"


def test_linking_two_sides_that_are_not_a_pair_does_not_count():
    # Monoceros (A1) round to Canis Major (B1): neighbouring sides, no condition
    s = scene(blue=["A1"])
    s = lay(s, "single", None, "B1")
    assert GAME.outcome(s) is None
    assert GAME.view(s, None)["standing"][0]["linked"] is None


def test_four_galaxies_on_one_group_win():
    gal = ["B2", "C3", "D3", "E4"]  # galaxies on one line of cells
    path = ["B2", "C2", "C3", "D3", "E3", "E4"]
    assert all(BY_NAME[a] in NEIGHBOURS[BY_NAME[b]] for a, b in itertools.pairwise(path))
    s = scene(blue=path[:-1], galaxies=gal)
    assert GAME.view(s, None)["standing"][0]["galaxies"] == 3
    s = lay(s, "single", None, "E4")
    out = GAME.outcome(s)
    assert out.winners == (0,) and "4 galaxies" in en(out.reason)


def test_four_galaxies_in_two_groups_do_not_win_until_joined():
    s = scene(blue=["B2", "C3", "E3", "E4"], galaxies=["B2", "C3", "E3", "E4"])
    s = lay(s, "single", None, "A1")
    assert GAME.outcome(s) is None and GAME.view(s, None)["standing"][0]["galaxies"] == 2
    s = lay(s, "single", None, "B7")  # orange
    s = lay(s, "pair", "N", "D4")  # D4 + D3 join the two groups
    assert GAME.outcome(s).winners == (0,)


def test_three_black_holes_on_the_opponents_colour_win_even_by_the_losers_own_tile():
    # orange's group holds two black holes; orange extends it over a third one
    s = scene(orange=["D4", "D5", "D6"], holes=["D4", "D6", "D7"], turn=1)
    s = lay(s, "single", None, "D7")
    out = GAME.outcome(s)
    assert out.winners == (0,) and "3 black holes" in en(out.reason)


def test_black_holes_pushed_on_the_opponent_with_your_own_tile():
    # blue lays a mixed domino whose orange hex covers a third black hole next to orange
    s = scene(orange=["D4", "D5", "D6"], holes=["D4", "D6", "D7"], turn=0)
    s = lay(s, "mixed", "N", "D8")  # blue D8, orange D7
    out = GAME.outcome(s)
    assert out.winners == (0,) and s["colour"][BY_NAME["D7"]] == "1"


def test_a_condition_gained_on_the_opponents_turn_still_counts():
    # orange's tile puts a blue hex that completes blue's link: blue wins on orange's move
    s = scene(blue=[c for c in CHAIN if c != "F4"], turn=1)
    s = lay(s, "mixed", "S", "F3")  # orange F3, blue F4
    out = GAME.outcome(s)
    assert out.winners == (0,)


def test_simultaneous_conditions_play_on_until_one_player_leads():
    # blue's mixed domino completes blue's link (blue F4) and orange's 4 galaxies (orange F3)
    gal = ["F3", "G3", "H3", "I3"]
    orange = ["G3", "H3", "I3", "J2"]
    holes = ["J2", "G2", "H2"]
    s = scene(blue=[c for c in CHAIN if c != "F4"], orange=orange, galaxies=gal, holes=holes, turn=0)
    s = lay(s, "mixed", "N", "F4")  # blue F4, orange F3 (on a galaxy, next to orange G3)
    view = GAME.view(s, None)
    assert [st["conditions"] for st in view["standing"]] == [1, 1]
    assert GAME.outcome(s) is None and s["turn"] == 1  # equal counts: play on
    # orange's own domino over the black holes G2 and H2 puts three on orange: blue leads 2 to 1
    s = lay(s, "pair", "SE", "G2")
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.scores == (2.0, 1.0)


def test_all_tiles_laid_with_equal_conditions_is_decided_by_galaxies_minus_black_holes():
    left = [only(single=1), only()]
    # orange already covers one galaxy; blue's last tile covers a galaxy too: a draw
    s = scene(blue=["B4"], orange=["H4"], galaxies=["H4", "B5"], left=left)
    s = lay(s, "single", None, "B5")
    out = GAME.outcome(s)
    assert out.winners == () and out.scores == (1.0, 1.0) and out.reason == msg("orion-end-draw", blue=1, orange=1)
    assert "a draw" in en(out.reason) and "partie nulle" in localize(out.reason, "fr")
    # blue covers a black hole instead: orange wins on the count
    s = scene(blue=["B4"], orange=["H4"], galaxies=["H4"], holes=["B5"], left=left)
    s = lay(s, "single", None, "B5")
    out = GAME.outcome(s)
    assert out.winners == (1,) and out.scores == (-1.0, 1.0)
    # blue lays on plain space: 0 to 1, orange wins
    s = scene(blue=["B4"], orange=["H4"], galaxies=["H4"], left=left)
    assert GAME.outcome(lay(s, "single", None, "B6")).winners == (1,)


def test_a_player_who_cannot_lay_any_tile_loses_at_once():
    # only isolated free cells; orange has only its own domino left, which fits nowhere
    blue = [NAMES[c] for c in range(N_CELLS) if (COORDS[c][0] - COORDS[c][1]) % 3 == 1]
    orange = [NAMES[c] for c in range(N_CELLS) if (COORDS[c][0] - COORDS[c][1]) % 3 == 2]
    s = scene(blue=blue, orange=orange, left=[only(single=1, mixed=1), only(pair=1)])
    s = lay(s, "single", None, "F5")
    out = GAME.outcome(s)
    assert out.winners == (0,) and "cannot lay" in en(out.reason)
    assert GAME.pending(s) == []
    # with a single left as well, orange could play on
    s = scene(blue=blue, orange=orange, left=[only(single=1, mixed=1), only(pair=1, single=1)])
    s = lay(s, "single", None, "F5")
    assert GAME.outcome(s) is None and ids(s) == ["single"]


# --- views and hidden information ----------------------------------------------------------


def test_views_are_the_same_for_everyone_and_determinize_only_reseeds():
    s = started()
    s = lay(s, "bent", "N-NE", "F8")
    views = [GAME.view(s, seat) for seat in (None, 0, 1)]
    for v in views:
        assert "rng" not in v
        v.pop("seat")
    assert views[0] == views[1] == views[2]
    twin = GAME.determinize(s, 0, random.Random(3))
    assert twin["rng"] != s["rng"]
    twin["rng"] = s["rng"]
    assert twin == s


def test_view_lists_candidate_cells_when_the_cell_is_pending():
    s = started()
    assert GAME.view(s, None)["candidates"] == []
    s = pick(s, "line", "SE-SE")
    v = GAME.view(s, 1)
    assert v["candidates"] == [o.id for o in decision(s).options if o.id != "back"]
    assert v["selection"] == {"kind": "line", "ori": "SE-SE"}


def test_invariants_catch_a_tampered_board():
    s = lay(started(), "pair", "N", "F8")
    GAME.check_invariants(s)
    bad = dict(s, colour=s["colour"].replace("0", "1", 1))
    with pytest.raises(AssertionError):
        GAME.check_invariants(bad)
    bad = dict(s, left=[dict(s["left"][0], pair=1), s["left"][1]])
    with pytest.raises(AssertionError):
        GAME.check_invariants(bad)


def test_help_and_settings():
    assert all(len(localize(GAME.summary, locale)) <= 120 for locale in LOCALES)
    names = {s.name: s for s in GAME.settings}
    assert names["setup"].choices == ("random", "layout1", "layout2", "layout3", "choice")
    assert names["leader"].default == "seat1" and "/orrery rematch swaps it" in en(names["leader"].help)
    setup_help = en(names["setup"].help)
    assert "choice: the rulebook's own" in setup_help and "not in the printed rules" in setup_help
    with pytest.raises(IllegalMove):
        GAME.new(2, {"setup": "layout4"})


def test_rules_reference_names_the_setups_and_the_digital_edition_parts():
    sections = {s.id: s.text for s in GAME.rules_reference()}
    assert "`choice`: **the rulebook's own set-up**" in sections["setup"]
    assert "Not in the printed rulebook" in sections["setup"]
    assert "comes from the digital edition, not the printed rules" in sections["tiles"]
    assert "`/orrery rematch`: it swaps the `leader` option for you" in sections["here"]
    assert GAME.rematch_options({"setup": "choice", "leader": "seat1"})["leader"] == "seat2"


def test_the_log_says_an_own_domino():
    s = started()
    mover = s["turn"]
    s = GAME.apply(s, mover, "pair")
    ori = GAME.pending(s)[0].options[0].id
    s = GAME.apply(s, mover, ori)
    s = GAME.apply(s, mover, GAME.pending(s)[0].options[0].id)
    entry = next(e["text"] for e in reversed(s["log"]) if e["text"]["key"] == "orion-log-lays")
    line = en(entry)
    assert " lays an own domino on " in line and " a own " not in line
    assert " legt einen einfarbigen Zweier auf " in localize(entry, "de")  # the accusative
    assert " pose un domino uni\u00a0: " in localize(entry, "fr")


# --- games saved before the engine spoke in messages --------------------------------------


@pytest.mark.parametrize("name", ["orion_before_messages_mid", "orion_before_messages_over"])
def test_a_game_saved_before_messages_loads_shows_its_old_log_and_plays_on(name):
    """tests/saved holds states saved by the engine that wrote English sentences (log, end reason),
    loaded as the store holds them once its migration 0014 made those sentences messages."""
    from pathlib import Path

    from doubles import texts_migration

    from games.orion import picture

    saved = json.loads((Path(__file__).parent / "saved" / f"{name}.json").read_text())
    old = [e["text"] for e in saved["log"]]
    assert all(isinstance(t, str) for t in old)  # it really holds English sentences
    text = json.dumps(texts_migration().state(saved))
    state = GAME.from_json(text)
    GAME.check_invariants(state)
    view = GAME.view(state, None)
    for locale in LOCALES:
        assert localize(view["log"][-1]["text"], locale, ["Ann", "Bo"]) == old[-1].replace("Seat 1", "Ann").replace(
            "Seat 2", "Bo"
        )
        localize(GAME.status(state), locale)
        picture.board(view, ["Ann", "Bo"], locale=locale)
    rng = random.Random(2)
    while GAME.outcome(state) is None:
        (d,) = GAME.pending(state)
        state = GAME.apply(state, d.seat, rng.choice(d.options).id)
    assert state["log"][: len(old)] == GAME.from_json(text)["log"], "the old log is kept as it was"
    if name.endswith("mid"):
        assert isinstance(state["log"][-1]["text"], dict), "new entries are messages"
    else:
        assert en(GAME.outcome(state).reason) == "Seat 1 (blue) wins: linked two opposite constellations."
        assert en(GAME.status(state)) == "Seat 1 (blue) wins: linked two opposite constellations."


@pytest.mark.parametrize("setup", ["layout1", "choice"])
def test_a_game_saved_before_the_steps_loads_as_the_same_game(setup):
    """Snapshots written before the steps kept the stage in ``phase`` and the turn's tile
    choice in ``sel``: each loads as the state the steps give, at every point of a game."""
    rng = random.Random(5)
    state = GAME.new(2, {"setup": setup}, seed=5)
    while True:
        old = {k: v for k, v in json.loads(GAME.to_json(state)).items() if k != "steps"}
        old["phase"], old["sel"] = phase(state), selection(state)
        assert GAME.from_json(json.dumps(old)) == GAME.from_json(GAME.to_json(state))
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))


def _positions(seeds: range):
    """(position, seat) before every decision of random games, all set-ups, both seats."""
    from games.orion import rules

    for seed in seeds:
        rng = random.Random(seed)
        s = GAME.new(2, {"setup": ("random", "choice", "layout2")[seed % 3]}, seed=seed)
        while GAME.outcome(s) is None:
            if phase(s) == "play":
                for seat in (0, 1):
                    yield rules.Position.of(s), seat
            s = GAME.apply(s, *choose_random(GAME, s, rng))


def test_legal_anchors_worked_out_on_the_whole_board_at_once_match_each_placement_checked_alone():
    from games.orion import rules
    from games.orion.tiles import KIND_IDS, PLACEMENTS

    checked = tokens_in_play = 0
    for pos, seat in _positions(range(12)):
        for kind in KIND_IDS:
            plain = {}
            for o in ORIENTATIONS[kind]:
                anchors = tuple(p.anchor for p in PLACEMENTS[(kind, o.id)] if rules.is_legal(pos, seat, p))
                if anchors:
                    plain[o.id] = anchors
            assert rules.legal_anchors(pos, seat, kind) == plain, (pos, seat, kind)
            assert rules.legal_orientations(pos, seat, kind) == tuple(plain)
            assert rules.kind_playable(pos, seat, kind) == bool(plain)
            checked += 1
        # placements refused only for a token without its colour alongside were met
        tokens_in_play += any(
            not p.mask & pos.occupied and not rules.is_legal(pos, seat, p) for p in PLACEMENTS[("pair", "N")]
        )
    assert checked > 2000 and tokens_in_play > 50


def _plain_standings(state: dict) -> list[tuple]:
    """Each seat's (pair linked, most galaxies on one group, most black holes on one group of
    its colour), every group of its colour traced, in the order ``groups`` lists them."""
    from games.orion import rules
    from games.orion.board import PAIR_ZONES

    gal, holes = rules.bits(state["tokens"], "G"), rules.bits(state["tokens"], "H")
    out = []
    for seat in (0, 1):
        linked, most_g, most_h = None, 0, 0
        for g in rules.groups(rules.bits(state["colour"], str(seat))):
            most_g, most_h = max(most_g, (g & gal).bit_count()), max(most_h, (g & holes).bit_count())
            if linked is None:
                linked = next((p for p, a, b in PAIR_ZONES if g & ZONE_MASK[a] and g & ZONE_MASK[b]), None)
        out.append((linked, most_g, most_h))
    return out


def _path(rng: random.Random, a: int, b: int) -> list[int]:
    """A random shortest chain of cells from ``a`` to ``b``."""
    out = [a]
    while out[-1] != b:
        here = hex_distance(COORDS[out[-1]], COORDS[b])
        out.append(rng.choice([n for n in NEIGHBOURS[out[-1]] if hex_distance(COORDS[n], COORDS[b]) < here]))
    return out


def _boards(rng: random.Random, count: int):
    """Boards of random colours: chains joining opposite constellations (some with no token on
    them, some apart from each other, so a colour may join two pairs by two groups), over a
    predefined layout's tokens or none, with random cells coloured around them."""
    from games.orion.board import PAIR_ZONES

    layouts = list(orion_setup.LAYOUTS.values())
    for _ in range(count):
        galaxies, holes = layouts[rng.randrange(len(layouts))] if rng.random() < 0.7 else ([], [])
        tokens = ["."] * N_CELLS
        for c in galaxies:
            tokens[c] = "G"
        for c in holes:
            tokens[c] = "H"
        fill = rng.random() * 0.6
        colour = [rng.choice("01") if rng.random() < fill else "." for _ in range(N_CELLS)]
        for _ in range(rng.randint(0, 3)):
            _, a, b = rng.choice(PAIR_ZONES)
            seat = rng.choice("01")
            for c in _path(rng, rng.choice(cells_of(ZONE_MASK[a])), rng.choice(cells_of(ZONE_MASK[b]))):
                colour[c] = seat
        yield {"colour": "".join(colour), "tokens": "".join(tokens)}


def test_standings_tracing_only_the_groups_that_can_count_match_every_group_traced():
    from games.orion import rules

    rng = random.Random(36)
    linked = 0
    for s in _boards(rng, 3000):
        plain = _plain_standings(s)
        stand = rules.standings(s)
        assert [(x.linked, x.galaxies) for x in stand] == [p[:2] for p in plain], s
        assert [stand[0].black_holes, stand[1].black_holes] == [plain[1][2], plain[0][2]], s
        linked += any(p[0] for p in plain)
    assert linked > 400
