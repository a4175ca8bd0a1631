"""The ``orrery`` command line: self-play, pictures and replay."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.cli import main
from bot.service import Service
from db.store import Store
from games import registry


def test_selfplay_prints_one_json_report(capsys):
    game = registry.listed()[0]
    assert main(["selfplay", game.id, "--games", "6", "--seed", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 6 and report["finished"] == 6 and report["errors"] == 0
    assert sum(report["wins_by_seat"].values()) + report["draws"] >= 6 - report["draws"]
    assert report["mean_decisions"] > 0


def test_selfplay_of_an_unknown_game_names_the_known_ones():
    with pytest.raises(SystemExit, match="unknown game 'chess'"):
        main(["selfplay", "chess", "--games", "1"])


@pytest.mark.parametrize("game", [g.id for g in registry.all()])
def test_render_writes_public_and_private_pictures(tmp_path, game, capsys):
    out = tmp_path / "board.png"
    assert main(["render", game, "--seed", "2", "--steps", "15", "--out", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    private = tmp_path / "hand.png"
    code = main(["render", game, "--seed", "2", "--steps", "15", "--out", str(private), "--seat", "0"])
    assert (code == 0 and private.read_bytes()[:4] == b"\x89PNG") or code == 1


def test_replay_reports_match_and_mismatch(tmp_path, capsys):
    path = str(tmp_path / "r.sqlite3")
    game = registry.listed()[0]

    async def play() -> int:
        store = await Store.open(path)
        service = Service(store)
        record = await service.create(game.id, "u0", "A", seed=7)
        for i in range(1, game.min_players):
            await service.join(record.id, f"u{i}", f"P{i}")
        await service.start(record.id, "u0")
        for _ in range(12):
            _, state = await service.state(record.id)
            d = game.pending(state)[0]
            await service.move(record.id, f"u{d.seat}", d.default)
        await store.close()
        return record.id

    game_id = asyncio.run(play())
    assert main(["replay", str(game_id), "--db", path]) == 0
    assert "12 actions; replay matches" in capsys.readouterr().out
    import sqlite3

    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM actions WHERE n = 12")
    assert main(["replay", str(game_id), "--db", path]) == 1
    assert main(["replay", "1", "--db", str(tmp_path / "missing.sqlite3")]) == 2


def test_selfplay_into_a_database_then_stats_and_a_replay_gif(tmp_path, capsys):
    db = str(tmp_path / "demo.sqlite3")
    assert main(["selfplay", "plunder", "--games", "2", "--level", "easy", "--db", db, "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "2 of 2 The Curious Rarities from Andromeda tables finished" in out
    assert main(["stats", "--db", db, "--game", "plunder"]) == 0
    table = capsys.readouterr().out.splitlines()
    # the three easy seats are one pseudo-player, rated in both games
    assert table[0].startswith("The Curious Rarities") and "AI easy" in table[2]
    assert table[2].split()[-2:] == ["2", "2"]
    gif = tmp_path / "r.gif"
    assert main(["replay", "1", "--db", db, "--gif", str(gif)]) == 0
    assert gif.read_bytes()[:6] == b"GIF89a"
    assert "boards of table #1" in capsys.readouterr().out
    # without --gif, replay still verifies the log against the snapshot
    assert main(["replay", "1", "--db", db]) == 0
    assert "replay matches the stored snapshot" in capsys.readouterr().out
    assert main(["selfplay", "plunder", "--games", "1", "--level", "genius", "--db", db]) == 2
