"""The engine contract, checked for every registered game: random playouts to the end with
the contract checks and the game's own invariants after every decision, determinism, and
hidden information that stays hidden."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games import IllegalMove, registry
from games.core import Decision, Option
from games.example import ExampleDuel
from games.i18n import msg
from games.playout import choose_random, random_playout

GAMES = registry.all()
VARIANTS = [(g, v) for g in GAMES for v in g.variants()]


def _id(param) -> str:
    game, variant = param
    opts = ",".join(f"{k}={v}" for k, v in sorted(variant.options.items()))
    return f"{game.id}-{variant.players}p" + (f"-{opts}" if opts else "")


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_random_playouts_reach_the_end_with_invariants(param):
    game, variant = param
    for seed in range(4):
        result = random_playout(game, variant.players, variant.options, seed=seed, check=True, hidden_every=7)
        assert result.finished, result.error


@pytest.mark.parametrize("param", VARIANTS, ids=[_id(p) for p in VARIANTS])
def test_many_playouts_keep_the_invariants_to_the_end(param):
    game, variant = param
    for seed in range(100, 140):
        result = random_playout(game, variant.players, variant.options, seed=seed, invariants=True)
        assert result.finished, f"seed {seed}: {result.error}"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_same_seed_and_choices_give_the_same_game(game):
    variant = game.variants()[-1]
    runs = []
    for _ in range(2):
        rng = random.Random(5)
        state = game.new(variant.players, variant.options, seed=99)
        trail = [game.to_json(state)]
        while game.outcome(state) is None and len(trail) < 400:
            state = game.apply(state, *choose_random(game, state, rng))
            trail.append(game.to_json(state))
        runs.append(trail)
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_bad_set_up_is_refused(game):
    with pytest.raises(IllegalMove):
        game.new(game.max_players + 1)
    with pytest.raises(IllegalMove):
        game.new(game.min_players, {"no-such-option": "x"})


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_game_is_one_package_with_its_picture_and_ai(game):
    """The layout every game shares (README, "Adding a game"): its parts sit in its own package,
    and the picture and the AI plug-in are found through the game, not by name elsewhere."""
    from renderers import GameRenderer

    package = Path(game.picture().__file__).parent
    assert package.name == game.id and package.parent.name == "games"
    for part in ("__init__.py", "engine.py", "rules.py", "view.py", "picture.py", "ai.py"):
        assert (package / part).is_file(), f"{game.id} has no {part}"
    for doc in ("RULES.md", "RULES_NOTES.md"):
        assert (package / doc).is_file(), f"{game.id} has no {doc}"
    assert (package / "data").is_dir(), f"{game.id} has no data/"
    assert isinstance(game.picture(), GameRenderer)
    assert game.ai() is not None and game.ai().__name__ == f"games.{game.id}.ai"
    assert game.min_players <= game.players_for_tables() <= game.max_players


class _NoHeader(ExampleDuel):
    """A game whose view forgets ``view_header``: the bot would show no log and no status."""

    def view(self, state, seat):
        return {k: v for k, v in super().view(state, seat).items() if k != "log"}


class _SpacedIds(ExampleDuel):
    """A game whose option ids do not fit a button's custom_id."""

    def pending(self, state):
        return [
            Decision(d.seat, d.prompt, tuple(Option(f"play {o.id}", o.label) for o in d.options), f"play {d.default}")
            for d in super().pending(state)
        ]

    def _apply(self, state, seat, option_id):
        super()._apply(state, seat, option_id.removeprefix("play "))


class _TwoLineStatus(ExampleDuel):
    def status(self, state):
        return msg("core-text", text="Round\nnext")


@pytest.mark.parametrize(
    ("game", "fault"),
    [(_NoHeader(), "lacks view_header's log"), (_SpacedIds(), "does not fit"), (_TwoLineStatus(), "not one line")],
    ids=["no-header", "spaced-ids", "two-line-status"],
)
def test_the_contract_checks_catch_what_front_ends_rely_on(game, fault):
    with pytest.raises(AssertionError, match=fault):  # each fault alone (messages: tests/test_messages.py)
        random_playout(game, 2, {}, seed=1, check=True, hidden_every=1, messages=False)
    assert random_playout(ExampleDuel(), 2, {}, seed=1, check=True, hidden_every=1).finished


def test_adding_a_game_touches_nothing_outside_its_package(tmp_path, monkeypatch):
    """README's "Adding a game": a copy of games/example under a new id, with nothing else
    edited, is found by the registry with its picture, AI plug-in and rules, and plays."""
    import shutil
    import sys

    import games
    from games.ai import choose
    from games.ai.policies import plugin_for
    from games.pictures import render_board, render_private

    source = Path(games.__file__).parent / "example"
    shutil.copytree(source, tmp_path / "games" / "newgame", ignore=shutil.ignore_patterns("__pycache__"))
    for path in (tmp_path / "games" / "newgame").rglob("*.py"):
        path.write_text(path.read_text().replace("games.example", "games.newgame"))
    engine_py = tmp_path / "games" / "newgame" / "engine.py"
    engine_py.write_text(engine_py.read_text().replace('id = "example"', 'id = "newgame"'))
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path / "games")])
    monkeypatch.setattr(registry, "_engines", registry._engines.__wrapped__)  # not the cached list
    try:
        game = registry.get("newgame")
        assert type(game).__module__ == "games.newgame.engine"
        assert game.picture().__name__ == "games.newgame.picture"
        assert plugin_for(game).evaluate_all is not None
        assert [s.id for s in game.rules_reference()] == [s.id for s in registry.get("example").rules_reference()]
        result = random_playout(game, 3, {}, seed=2, check=True, hidden_every=1)
        assert result.finished, result.error
        state = game.new(2, {}, 5)
        assert render_board("newgame", game.view(state, None), ["Ann", "Bob"])[:4] == b"\x89PNG"
        assert render_private("newgame", game.view(state, 1), ["Ann", "Bob"], game.pending(state)[1].options)
        assert game.pending(state)[0].option(choose(game, state, 0, "easy", 1))
    finally:
        for name in [m for m in sys.modules if m == "games.newgame" or m.startswith("games.newgame.")]:
            del sys.modules[name]


async def test_the_example_game_is_not_offered_to_players():
    """It is a teaching piece: /orrery new does not offer it and 'unknown game' does not name it,
    yet it can be started by its id (README, "Adding a game")."""
    from types import SimpleNamespace

    from bot.adapter.commands import game_names

    offered = [c.value for c in await game_names(SimpleNamespace(locale="en-US"), "")]
    assert "example" not in offered and offered == [e.id for e in registry.listed()]
    assert registry.get("example").listed is False and "example" in registry.ids()
