"""A real table through the real bot: people, an AI seat and a player who resigns half-way. What
the machine seats do is told on the boards, never beside them; a resigned player is never
mentioned again; an AI seat is named once."""

from __future__ import annotations

import json
import random
import re

from tests.e2e.conftest import FAST, _world
from tests.e2e.harness import World, custom_ids

_MENTION = re.compile(r"<@(\d+)>")


async def _open_with_ai(world: World) -> int:
    new = await world.command("alice", "orrery new", game="example", players=4)
    game_id = int(re.search(r"#(\d+)", new.text).group(1))
    join = f"orrery:j:{game_id}"
    lobby = await world.api.wait_message("bob", lambda m: join in custom_ids(m), channel_id=world.double.channel.id)
    for user in ("bob", "carol"):
        await world.press(user, lobby["id"], join)
    await world.command("alice", "orrery ai", level="easy", table=game_id)
    if world.status(game_id) == "lobby":  # (a full table may start by itself)
        await world.command("alice", "orrery start", table=game_id)
    return game_id


def _people_waiting(world: World, game_id: int) -> list[str]:
    with world.db() as db:
        (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (game_id,)).fetchone()
        people = dict(
            db.execute(
                "SELECT seat, user_id FROM seats WHERE game_id = ? AND kind = 'human' AND resigned = 0", (game_id,)
            ).fetchall()
        )
    return [world.names[people[int(s)]] for s in sorted(json.loads(waiting), key=int) if int(s) in people]


async def _resign(world: World, user: str, game_id: int) -> None:
    reply = await world.command(user, "orrery resign", table=game_id)
    for custom_id in custom_ids(reply.message or {}):  # confirmed, when the bot asks for it
        if "resign" in custom_id or custom_id.startswith("orrery:r"):
            await world.press(user, reply.message["id"], custom_id)
            break


async def test_machine_moves_ride_on_boards_and_a_resigned_player_is_not_pinged(tmp_path) -> None:
    async for world in _world(tmp_path, "example", clock=FAST):
        game_id = await _open_with_ai(world)
        rng = random.Random(7)
        moves, resigned_at = 0, None
        while world.status(game_id) == "running" and moves < 120:
            await world.wait_outbox_drained(rows=False, edits=False)
            if moves == 6 and resigned_at is None:
                await _resign(world, "carol", game_id)
                await world.wait_outbox_drained(rows=False, edits=False)
                resigned_at = max(m.serial for m in world.double.messages.values())
                continue
            waiting = _people_waiting(world, game_id)
            if not waiting:
                continue  # the machine seats play meanwhile
            user = rng.choice(waiting)
            choices = await world.api.autocomplete(user, "orrery move", focused="option", table=game_id)
            if choices:
                reply = await world.command(user, "orrery move", option=rng.choice(choices)["value"], table=game_id)
                moves += reply.text.startswith("Done:")
        assert world.status(game_id) == "finished" and resigned_at is not None
        await world.wait_outbox_drained()
        (thread,) = [c for c in world.double.channels.values() if c.type == 11]
        posts = [m for m in thread.messages if m.author.id == world.double.bot.id and m.ephemeral_to is None]
        notes = [m.content for m in posts if not any(a.filename == "board.png" for a in m.attachments)]
        assert len(notes) == 1 and "carol" in notes[0].lower() and "resigned" in notes[0], notes
        assert not any("(AI)" in m.content for m in posts)
        assert any("\n-# AI 1 (easy) " in m.content for m in posts), "the AI's moves are told under the boards"
        carol = world.ids["carol"]
        assert not [m.content for m in posts if m.serial > resigned_at and carol in _MENTION.findall(m.content)]
        await world.audit_delivery()
        assert world.bot.alive
