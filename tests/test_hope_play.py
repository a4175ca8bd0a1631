"""HOPE: random playouts over every player count, traitor on/off and difficulty with the
invariants; secrets kept secret; and the pictures."""

from __future__ import annotations

import json
import random

import pytest

from games.hope import GAME, rules
from games.hope import picture as renderer
from games.hope.data import DIFFICULTIES
from games.i18n import LOCALES, localize, msg
from games.playout import choose_random, contract_checks, random_playout
from renderers import kit

COMBOS = [(n, t, d) for n in (2, 3, 4) for t in ("off", "on") for d in DIFFICULTIES]


@pytest.mark.parametrize(("players", "traitor", "difficulty"), COMBOS)
def test_random_playouts_with_invariants(players, traitor, difficulty):
    opts = {"traitor": traitor, "difficulty": difficulty, "bugs": "on" if players != 3 else "off"}
    for seed in range(3):
        result = random_playout(GAME, players, opts, seed=seed, check=True, hidden_every=25)
        assert result.finished, result.error


def _mid_game(players=4, seed=5, steps=120, opts=None):
    rng = random.Random(seed)
    state = GAME.new(players, opts or {"traitor": "on", "bugs": "on"}, seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


def test_no_role_in_public_or_other_seats_views():
    checked = 0
    for seed in range(12):
        state = _mid_game(4, seed, 60)
        if state["revealed"] is not None or rules.phase(state) == "over":
            continue
        checked += 1
        for viewer in [None, 0, 1, 2, 3]:
            view = GAME.view(state, viewer)
            text = json.dumps(view)
            for other in range(4):
                if other == viewer or other in state["known_hope"]:
                    continue
                assert str(other) not in view["roles_known"]
            if viewer is None:
                assert "role" not in view and "hope-log-role" not in text and "hand" not in view
            else:
                assert view["role"] == state["roles"][viewer]
                # the only secret-role entry a seat reads is its own
                entries = [e for e in view["log"] if e["text"]["key"] == "hope-log-role"]
                assert all(e["text"]["args"]["role"] == view["role"] for e in entries)
                assert all(e["to"] == [viewer] for e in entries)
            assert "spare" not in text and "bugdeck" not in text and '"deck": [' not in text
            if viewer is not None:  # a seat's view differs from the public one only by its own secrets
                public = GAME.view(state, None)
                mine = {k: v for k, v in view.items() if k not in ("seat", "hand", "role", "log")}
                assert mine == {k: v for k, v in public.items() if k not in ("seat", "log")}
    assert checked >= 4


def test_no_hand_leaks_into_other_views():
    state = _mid_game(3, 9, 80)
    for viewer in [None, 0, 1, 2]:
        view = GAME.view(state, viewer)
        if viewer is not None:
            assert view["hand"] == sorted(state["hands"][viewer])
        assert [p["hand"] for p in view["seats"]] == [len(h) for h in state["hands"]]


def test_determinize_keeps_every_view():
    for seed in range(6):
        state = _mid_game(4, seed, 40 + 10 * seed)
        rng = random.Random(seed)
        for seat in [None, 0, 1, 2, 3]:
            twin = GAME.determinize(state, seat, rng)
            assert GAME.view(twin, seat) == GAME.view(state, seat)
            GAME.check_invariants(twin)
        contract_checks(GAME, state, rng, hidden=True)


def test_determinize_keeps_a_known_loyal_player_loyal():
    state = _mid_game(3, 4, 30, {"traitor": "on"})
    if rules.phase(state) != "play":
        pytest.skip("game ended early")
    state["known_hope"] = [1]
    state["roles"] = ["hope", "hope", "nope"]
    state["spare"] = "hope"
    for k in range(20):
        twin = GAME.determinize(state, 0, random.Random(k))
        assert twin["roles"][1] == "hope" and twin["roles"][0] == "hope"


def test_determinize_re_deals_the_role_messages_with_the_roles():
    state = _mid_game(3, 4, 30, {"traitor": "on"})
    if rules.phase(state) != "play" or state["revealed"] is not None:
        pytest.skip("game ended early or the traitor is known")
    traitors = set()
    for k in range(12):
        twin = GAME.determinize(state, 0, random.Random(k))
        traitors.add(twin["roles"].index("nope") if "nope" in twin["roles"] else None)
        told = {e["to"][0]: e["text"] for e in twin["log"] if e["text"]["key"] == "hope-log-role"}
        assert told == {s: msg("hope-log-role", role=twin["roles"][s]).to_json() for s in range(3)}
    assert len(traitors) > 1, "the re-deal never moved the traitor: the check saw nothing"


def test_views_and_options_are_well_formed():
    import re

    pattern = re.compile(r"^[A-Za-z0-9_.,+=/-]{1,40}$")
    rng = random.Random(1)
    for seed in range(4):
        state = GAME.new(2 + seed % 3, {"traitor": "on", "bugs": "on"}, seed)
        while GAME.outcome(state) is None:
            for d in GAME.pending(state):
                assert len(d.options) <= 26
                for o in d.options:
                    assert pattern.match(o.id), o.id
                    for locale in LOCALES:
                        assert len(localize(o.label, locale)) <= 80, localize(o.label, locale)
            state = GAME.apply(state, *choose_random(GAME, state, rng))
        for locale in LOCALES:
            assert len(localize(GAME.view(state, None)["status"], locale)) < 200
    assert len(GAME.rules_help) <= 1800


def test_renderer_board_and_private():
    state = _mid_game(4, 3, 150)
    names = ["Ann", "Bob", "Cyd", "Dee"]
    public = kit.to_png(renderer.board(GAME.view(state, None), names))
    assert len(public) <= 400_000
    twin = GAME.determinize(state, None, random.Random(2))
    assert kit.to_png(renderer.board(GAME.view(twin, None), names)) == public
    assert kit.to_png(renderer.board(GAME.view(state, 2), names)) == public  # a seat's view, same public picture
    img = renderer.private(GAME.view(state, 2), names)
    assert img is not None and img.width == renderer.WIDTH
    assert renderer.private(GAME.view(state, None), names) is None


def test_renderer_draws_endings_and_setup():
    names = ["A", "B"]
    state = GAME.new(2, {}, 1)
    renderer.board(GAME.view(state, None), names)
    result = random_playout(GAME, 2, {"traitor": "on"}, seed=4)
    image = renderer.board(GAME.view(result.state, None), names)
    assert image.width == renderer.WIDTH
    assert rules.traitor_seat(result.state) is None or "roles_known" in GAME.view(result.state, None)
