"""Every other game at a table of two through the real bot: the generic buttons, selects and
commands carry it to the end, with boards in the thread and private pictures in DMs only."""

from __future__ import annotations

import random

import pytest

from games import registry
from tests.e2e.conftest import FAST, _world

TABLES = [
    (game_id, options)
    for game_id, options in (
        ("orion", {}),
        ("planetarium", {}),
        ("hope", {"options": "traitor=on"}),
        ("teg", {"options": "goal=15 expansion=on"}),
    )
    if game_id in registry.ids()
]


@pytest.mark.parametrize(("game_id", "options"), TABLES, ids=[g for g, _ in TABLES])
async def test_two_players_play_a_whole_game(tmp_path, game_id, options) -> None:
    # the fast clock: two people make every move here, so the thread's 5-second window would set
    # the pace of the whole suite; each game is played on Discord's own clock, with a machine
    # seat, by the traffic check (test_e2e_traffic.py)
    async for world in _world(tmp_path, game_id, clock=FAST):
        table = await world.open_table("alice", ["bob"], **options)
        moves = await world.play_to_end(table, random.Random(3))
        assert world.actions(table.game_id) == moves
        boards = await world.boards(table)
        assert len(boards) == world.turns(table.game_id)[0] and "is over" in boards[-1]["content"]
        await world.audit_privacy(table)
        assert world.bot.alive
