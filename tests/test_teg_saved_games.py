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
from doubles import texts_migration

from bot.play.service import Service
from db import store as q
from db.store import Store
from games import pictures
from games.core import Engine
from games.i18n import localize, text_from_json
from games.playout import choose_random
from games.teg import GAME as G
from games.teg import upgrade as U
from games.teg.board import phase
from games.teg.rules import SCHEMA
from games.teg.upgrade import upgrade_state, upgrade_view

DATA = Path(__file__).parent / "data" / "teg"
SAVED = sorted(p.stem for p in DATA.glob("*.json"))
PLAIN_SHORT_KEYS = {"id", "n", "to", "at", "by", "vp", "x", "y"}


def saved(name: str) -> dict:
    """A saved game, its plain English texts (log, end reason, status, option labels) made
    messages as the store's migration 0014 makes them in the snapshots and pictures it holds."""
    game = json.loads((DATA / f"{name}.json").read_text())
    assert isinstance(game["state"]["log"][0]["text"], str), "saved before messages"
    old = texts_migration()
    for key in ("state", "final"):
        old.state(game[key])
    for view in game["views"].values():
        old.view(view)
    game["options"] = {
        seat: [[i, old.text(label), mark] for i, label, mark in opts] for seat, opts in game["options"].items()
    }
    return game


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
        # (the status line's wording may improve between versions; it is drawn as it is)
        same = {k: v for k, v in upgrade_view(old).items() if k != "status"}
        assert same == {k: v for k, v in new.items() if k != "status"}, "an old view reads as the upgraded state's"
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
    before = upgrade_state(game["final"])
    # the log's wording may improve between versions (its entries must not move)
    assert _without_log_text(state) == _without_log_text(before), "the same choices reach the same end, keys renamed"


def _without_log_text(state: dict) -> dict:
    """``state`` without its log's words; the end reason (a message now, English before) as
    English words, which read as they did."""
    result = state["result"] and {**state["result"], "reason": localize(state["result"]["reason"])}
    return {**state, "log": [(e["n"], e["to"]) for e in state["log"]], "result": result}


@pytest.mark.parametrize("name", ["expansion_3p", "solo_rogue", "follow_pending"])
def test_an_undelivered_picture_of_an_old_view_draws_as_the_new_one(name):
    game = saved(name)
    state = G.from_json(json.dumps(game["state"]))
    names = [f"Player {k + 1}" for k in range(state["players"])]
    old, new = game["views"]["public"], G.view(state, None)
    assert pictures.render_board("teg", old, names) == pictures.render_board("teg", new, names)
    seat = next(s for s in game["views"] if s != "public")
    old, new = game["views"][seat], G.view(state, int(seat))
    options = game["options"][seat]
    assert pictures.render_private("teg", old, names, options) == pictures.render_private("teg", new, names, options)
    assert pictures.private_digest("teg", old, names, options) == pictures.private_digest("teg", new, names, options)


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


def _before_the_steps(state: dict) -> dict:
    """``state`` as saved before the steps: its stage in ``phase`` and the decisions in progress
    above the missions or the turn in ``stack``."""
    old = {k: v for k, v in json.loads(G.to_json(state)).items() if k != "steps"}
    old["phase"] = phase(state)
    old["stack"] = [step for step in json.loads(json.dumps(state["steps"])) if step["kind"] not in ("mission", "play")]
    return old


@pytest.mark.parametrize(("players", "options"), [(1, {}), (2, {}), (3, {"expansion": "on", "goal": "15"})])
def test_a_game_saved_before_the_steps_loads_as_the_same_game(players, options):
    """Snapshots written before the steps kept the stage in ``phase`` and the decisions in
    progress in ``stack``: each loads as the state the steps give, at every point of a game."""
    rng = random.Random(players)
    state = G.new(players, options, seed=players)
    stages = set()
    while True:
        old = _before_the_steps(state)
        stages.add(old["phase"])
        assert G.from_json(json.dumps(old)) == G.from_json(G.to_json(state))
        if G.outcome(state) is not None:
            break
        state = G.apply(state, *choose_random(G, state, rng))
    assert stages == ({"play", "rogue", "over"} if players == 1 else {"mission", "play", "over"})


# --- through the bot's service: a snapshot stored by the old code --------------------------


def _old_layout(state: dict) -> dict:
    """``state`` written back in schema 1 (the upgrade's tables read backwards)."""
    back = {v: k for k, v in U._TOP.items()}
    old = {back.get(k, k): v for k, v in state.items() if k not in ("schema", "steps")}

    def rename(d, table):
        inverse = {v: k for k, v in table.items()}
        return {inverse.get(k, k): v for k, v in d.items()}

    old["gal"] = [
        {**rename(gal, U._GALAXY), "ships": [rename(sh, U._SHIP) for sh in gal["ships"]]} for gal in state["galaxies"]
    ]
    old["turn"] = rename(state["turn"], U._TURN)
    before = _before_the_steps(state)
    old["phase"] = before["phase"]
    old["stack"] = [rename(fr, U._FRAME) for fr in before["stack"]]
    if state.get("rogue_turn"):
        old["rt"] = rename(state["rogue_turn"], U._ROGUE_TURN)
    if state.get("changed"):
        old["changed"] = rename(state["changed"], U._CHANGED)
    return old


@pytest.fixture
async def service(tmp_path, clock):
    store = await Store.open(str(tmp_path / "saved.sqlite3"))
    yield Service(store, clock=clock)
    await store.close()


async def _table(service: Service, moves: int) -> int:
    game = await service.create("teg", "u0", "Ann", seed=9)
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    rng = random.Random(9)
    for _ in range(moves):
        _, state = await service.state(game.id)
        seat, option = choose_random(G, state, rng)
        await service.move(game.id, f"u{seat}", option)
    return game.id


async def _store_old(service: Service, game_id: int) -> dict:
    record, state = await service.state(game_id)
    old = _old_layout(state)
    assert "schema" not in old and old["gal"][0]["e"] == state["galaxies"][0]["energy"]
    async with service.store.transaction() as db:
        await q.save_snapshot(db, game_id, record.version, json.dumps(old, sort_keys=True, separators=(",", ":")))
    return state


async def test_a_snapshot_stored_by_the_old_code_plays_on_and_replays(service):
    game_id = await _table(service, moves=40)
    state = await _store_old(service, game_id)
    assert (await service.replay(game_id)).matches, "the replay compares with the snapshot as loaded"
    _, loaded = await service.state(game_id)
    assert loaded == state
    d = G.pending(loaded)[0]
    await service.move(game_id, f"u{d.seat}", d.options[-1].id)
    async with service.store.read() as db:
        _, text = await q.load_snapshot(db, game_id)
    assert json.loads(text)["schema"] == SCHEMA, "the next move stores the current layout"
    assert json.loads(text) == G.apply(state, d.seat, d.options[-1].id)


# --- games saved before the engine spoke in messages (#18) ---------------------------------


@pytest.mark.parametrize("locale", ["en", "fr", "de"])
def test_a_game_finished_before_messages_keeps_its_english_reason_and_log(locale):
    state = G.from_json(json.dumps(saved("base_2p")["final"]))
    reason = "Seat 2 reached 21 points, setting off the end: Seat 2 wins with 29 points."
    assert localize(G.outcome(state).reason) == reason and G.status(state) == G.outcome(state).reason
    names = ["Ann", "Bob"]
    view = G.view(state, None)
    assert localize(view["status"], locale, names) == reason.replace("Seat 2", "Bob")
    assert [localize(e["text"], locale, names) for e in view["log"][-2:]] == [
        "Bob uses Terra-Bettia.",
        reason.replace("Seat 2", "Bob"),
    ]
    assert pictures.render_board("teg", view, names, locale=locale)


def test_a_game_saved_before_messages_plays_on_in_messages():
    state = G.from_json(json.dumps(saved("follow_pending")["state"]))
    old = state["log_count"]
    rng = random.Random(1)
    while state["log_count"] == old:
        state = G.apply(state, *choose_random(G, state, rng))
    entries = {e["n"]: e["text"] for e in state["log"]}
    assert entries[old - 1]["key"].startswith("core-text"), "the old entries say what they said"
    new = text_from_json(state["log"][-1]["text"])
    assert new.key.startswith("teg-") and localize(new, "fr") != localize(new, "en")
