"""The ``orrery`` command line: self-play, pictures and replay."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.play.service import Service
from db.store import Store
from games import registry

ROOT = Path(__file__).resolve().parents[1]


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


# --- backup and restore ------------------------------------------------------------------------

# a process that plays ``moves`` moves into the database and is then SIGKILLed: every move is
# committed, none is folded into the main file (what a killed bot leaves on disk)
_PLAY_AND_DIE = """
import asyncio, os, signal, sys
from bot.play.service import Service
from db.store import Store
from games import registry

async def play(path, moves):
    store = await Store.open(path, hold=True)
    service = Service(store)
    game = registry.listed()[0]
    record = await service.create(game.id, "u0", "A", seed=7)
    for i in range(1, game.min_players):
        await service.join(record.id, f"u{i}", f"P{i}")
    await service.start(record.id, "u0")
    for _ in range(moves):
        _, state = await service.state(record.id)
        d = game.pending(state)[0]
        await service.move(record.id, f"u{d.seat}", d.default)
    os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(play(sys.argv[1], int(sys.argv[2])))
"""


def _killed_after(path: Path, moves: int) -> None:
    done = subprocess.run([sys.executable, "-c", _PLAY_AND_DIE, str(path), str(moves)], cwd=ROOT, timeout=60)
    assert done.returncode == -signal.SIGKILL
    assert Path(f"{path}-wal").stat().st_size > 0  # the moves are in the log


def _count(path: Path, table: str) -> int:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


def test_a_backup_after_a_kill_holds_every_move_and_a_copy_of_the_main_file_does_not(tmp_path, capsys):
    db = tmp_path / "orrery.sqlite3"
    _killed_after(db, 12)
    alone = tmp_path / "main-file-alone.sqlite3"
    shutil.copyfile(db, alone)  # the old advice: copy the file
    assert _count(alone, "actions") == 0  # every move was in the log the copy left behind

    backup = tmp_path / "backup.sqlite3"
    assert main(["backup", str(backup), "--db", str(db)]) == 0
    assert f"backed up {db} to {backup}: 1 tables, 12 moves" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("backup")) == ["backup.sqlite3"]
    assert backup.read_bytes()[18:20] == b"\x01\x01"  # one file standing alone: no log needed beside it
    assert _count(backup, "actions") == 12
    assert main(["replay", "1", "--db", str(backup)]) == 0
    assert "12 actions; replay matches" in capsys.readouterr().out


def test_restore_replaces_the_database_and_its_log_together_and_keeps_the_old_one(tmp_path, capsys):
    db = tmp_path / "orrery.sqlite3"
    _killed_after(db, 4)
    backup = tmp_path / "backup.sqlite3"
    assert main(["backup", str(backup), "--db", str(db)]) == 0
    later = tmp_path / "later.sqlite3"
    _killed_after(later, 9)  # the database goes on: a kill with 9 moves in its log
    for side in ("", "-wal", "-shm"):
        os.replace(f"{later}{side}", f"{db}{side}")
    capsys.readouterr()

    assert main(["restore", str(backup), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert f"restored {backup} to {db}: 1 tables, 4 moves" in out
    assert f"the database it replaced is kept as {db}.before-restore" in out
    # the log of the database it replaced went with it: nothing replays it into the backup
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    assert not Path(f"{db}.lock").exists()
    assert _count(db, "actions") == 4
    assert main(["replay", "1", "--db", str(db)]) == 0
    assert _count(Path(f"{db}.before-restore"), "actions") == 9  # kept whole, log folded in


def test_restore_refuses_while_a_bot_holds_the_database(tmp_path, capsys):
    from db.store import DatabaseLock

    db = tmp_path / "orrery.sqlite3"
    _killed_after(db, 3)
    backup = tmp_path / "backup.sqlite3"
    assert main(["backup", str(backup), "--db", str(db)]) == 0
    _killed_after(tmp_path / "other.sqlite3", 5)
    capsys.readouterr()
    held = DatabaseLock(str(db)).take()  # what the running bot holds
    try:
        files = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
        assert main(["restore", str(backup), "--db", str(db)]) == 2
        assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == files  # nothing touched
    finally:
        held.release()
    err = capsys.readouterr().err.strip()
    assert err == f"A bot is running on the database at {db} (process {os.getpid()}): stop it first.", err


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda p: p.write_bytes(b"hello"), "not an SQLite database"),
        (
            lambda p: sqlite3.connect(p).execute("CREATE TABLE notes (body TEXT)").connection.commit(),
            "another application",
        ),
        (lambda p: p.touch(), "has no tables: there is nothing in it to copy"),
        (lambda p: None, "There is no database at"),
    ],
    ids=["not SQLite", "foreign", "empty", "missing"],
)
def test_restore_refuses_what_is_not_an_orrery_backup_and_changes_nothing(tmp_path, capsys, make, says):
    db = tmp_path / "orrery.sqlite3"
    _killed_after(db, 3)
    main_file = db.read_bytes()
    backup = tmp_path / "backup.sqlite3"
    make(backup)
    # (the killed bot's lock file goes: nobody holds it)
    files = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.suffix not in (".sqlite3", ".lock")}
    assert main(["restore", str(backup), "--db", str(db)]) == 2
    err = capsys.readouterr().err.strip()
    assert says in err and "\n" not in err, err
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.suffix not in (".sqlite3", ".lock")} == files
    assert db.read_bytes() == main_file


def test_backup_and_restore_of_postgresql_point_to_pg_dump(capsys):
    assert main(["backup", "x.dump", "--db", "postgresql://orrery@127.0.0.1/orrery"]) == 2
    assert "pg_dump" in capsys.readouterr().err
    assert main(["restore", "x.dump", "--db", "postgresql://orrery@127.0.0.1/orrery"]) == 2
    assert "pg_restore" in capsys.readouterr().err


def test_restore_onto_a_fresh_machine_needs_no_database_there(tmp_path, capsys):
    db = tmp_path / "orrery.sqlite3"
    _killed_after(db, 5)
    backup = tmp_path / "backup.sqlite3"
    assert main(["backup", str(backup), "--db", str(db)]) == 0
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    capsys.readouterr()
    assert main(["restore", str(backup), "--db", str(fresh / "orrery.sqlite3")]) == 0
    out = capsys.readouterr().out
    assert "5 moves" in out and "kept as" not in out
    assert sorted(p.name for p in fresh.iterdir()) == ["orrery.sqlite3"]
    assert main(["replay", "1", "--db", str(fresh / "orrery.sqlite3")]) == 0
