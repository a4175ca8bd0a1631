"""TEG games saved before the state's keys became words (schema 1) load, draw and play on.

``tests/data/teg/*.json`` were written by the code of commit 9d3a116 (see the README there):
each holds a mid-game state, the views and options the bot would have stored for it, and the
final state that the same random choices reached from it with that code.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import renderers
from games.core import Engine
from games.playout import choose_random
from games.teg import GAME as G
from games.teg.rules import SCHEMA
from games.teg.upgrade import upgrade_state, upgrade_view

DATA = Path(__file__).parent / "data" / "teg"
SAVED = sorted(p.stem for p in DATA.glob("*.json"))
PLAIN_SHORT_KEYS = {"id", "n", "to", "at", "by", "vp", "x", "y"}


def saved(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text())


def short_keys(data, path="") -> list[str]:
    """Every dict key of one or two letters that is not a plain word, with where it is."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            if len(k) <= 2 and k not in PLAIN_SHORT_KEYS:
                out.append(f"{path}.{k}")
            out += short_keys(v, f"{path}.{k}")
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += short_keys(v, f"{path}[{i}]")
    return out


def test_the_saved_games_cover_the_expansion_the_rogue_and_decisions_in_progress():
    kinds = {name: saved(name) for name in SAVED}
    assert {"base_2p", "expansion_3p", "solo_rogue", "follow_pending", "mission_choice"} <= set(kinds)
    assert all("schema" not in g["state"] and short_keys(g["state"]) for g in kinds.values()), "old layout"
    assert kinds["follow_pending"]["state"]["stack"][-1]["k"] == "fol"
    assert kinds["solo_rogue"]["state"]["stack"][-1]["k"] == "rpay"
    assert any(sh["at"] == "d" for gal in kinds["expansion_3p"]["state"]["gal"] for sh in gal["ships"])


@pytest.mark.parametrize("name", SAVED)
def test_a_saved_state_loads_in_the_current_schema_and_asks_the_same_decisions(name):
    game = saved(name)
    state = G.from_json(json.dumps(game["state"]))
    assert state["schema"] == SCHEMA and short_keys(state) == []
    G.check_invariants(state)
    # the same choices, each marked at the same place (card labels now name the card without its text)
    asked = {str(d.seat): [[o.id, o.mark] for o in d.options] for d in G.pending(state)}
    assert asked == {seat: [[i, mark] for i, _label, mark in opts] for seat, opts in game["options"].items()}
    for seat, old in game["views"].items():
        new = G.view(state, None if seat == "public" else int(seat))
        assert short_keys({k: v for k, v in new.items() if k != "log"}) == []
        assert upgrade_view(old) == new, "an old view reads as the view of the upgraded state"
    assert G.from_json(G.to_json(state)) == state, "a current state is left as it is"
    assert Engine.from_json(G, G.to_json(state)) == state


@pytest.mark.parametrize("name", SAVED)
def test_a_saved_state_plays_on_to_the_end_it_reached_before(name):
    game = saved(name)
    state = G.from_json(json.dumps(game["state"]))
    rng = random.Random(game["playout_seed"])
    decisions = 0
    while G.outcome(state) is None:
        seat, option = choose_random(G, state, rng)
        state = G.apply(state, seat, option)
        decisions += 1
    assert decisions == game["playout_decisions"]
    assert state == upgrade_state(game["final"]), "the same choices reach the same end, keys renamed"


@pytest.mark.parametrize("name", ["expansion_3p", "solo_rogue", "follow_pending"])
def test_an_undelivered_picture_of_an_old_view_draws_as_the_new_one(name):
    game = saved(name)
    state = G.from_json(json.dumps(game["state"]))
    names = [f"Player {k + 1}" for k in range(state["players"])]
    old, new = game["views"]["public"], G.view(state, None)
    assert renderers.render_board("teg", old, names) == renderers.render_board("teg", new, names)
    seat = next(s for s in game["views"] if s != "public")
    old, new = game["views"][seat], G.view(state, int(seat))
    options = game["options"][seat]
    assert renderers.render_private("teg", old, names, options) == renderers.render_private("teg", new, names, options)
    assert renderers.private_digest("teg", old, names, options) == renderers.private_digest("teg", new, names, options)


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_no_state_or_view_key_is_a_code(players):
    rng = random.Random(players)
    state = G.new(players, {"expansion": "on"}, players)
    for _ in range(300):
        if G.outcome(state) is not None:
            break
        assert short_keys({k: v for k, v in state.items() if k != "log"}) == []
        for seat in [None, *range(players)]:
            assert short_keys({k: v for k, v in G.view(state, seat).items() if k != "log"}) == []
        seat, option = choose_random(G, state, rng)
        state = G.apply(state, seat, option)
