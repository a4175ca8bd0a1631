"""Issue #21 through the real bot and the double: moderators list, pause, resume, cancel and hand
seats over (everyone else is refused each), the server's settings shape the next table, a
player's time away holds their timers within the yearly cap, and a stalled table is announced
once. Days pass by moving the bot's recorded times into the past (as a real wait would leave
them), never by waiting."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time

from tests.e2e.conftest import _world
from tests.e2e.harness import World, custom_ids

#: what an ordinary member may do: see channels, send messages, use application commands
MEMBER = str((1 << 10) | (1 << 11) | (1 << 31))
MODS_ONLY = "Only this server's moderators"


def _members(world: World, *names: str) -> None:
    """These users are ordinary members (no Manage Server); the others keep every permission."""
    for name in names:
        world.double.user(name).permissions = MEMBER


async def _said(world: World, thread_id: str) -> list[str]:
    """The bot's public lines in the thread."""
    return [
        m["content"]
        for m in await world.api.messages("alice", channel_id=thread_id)
        if m["author_id"] == world.double.bot.id and not m["ephemeral"]
    ]


async def _until(probe, timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not await probe():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.2)


def _sql(world: World, statement: str, *args) -> list[tuple]:
    conn = sqlite3.connect(str(world.bot.db_path), timeout=10)
    try:
        rows = conn.execute(statement, args).fetchall()
        conn.commit()
        return rows
    finally:
        conn.close()


def _backdate_stamps(world: World, game_id: int, hours: float, seats: set[int] | None = None) -> None:
    """Time passes for the table's pending decisions (all, or those of ``seats``)."""
    ((text,),) = _sql(world, "SELECT waiting FROM games WHERE id = ?", game_id)
    waiting = json.loads(text)
    for key, stamp in waiting.items():
        if seats is None or int(key) in seats:
            stamp["t"] -= hours * 3600
    _sql(world, "UPDATE games SET waiting = ? WHERE id = ?", json.dumps(waiting), game_id)


async def test_a_moderator_lists_pauses_resumes_and_cancels_and_others_are_refused(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    async for world in _world(tmp_path, "example"):
        _members(world, "bob", "carol", "erin")
        table = await world.open_table("bob", ["carol"], turn_hours=72, on_timeout="auto")
        gid = table.game_id
        version = world.version(gid)
        _, card = await _first_card(world, table, "bob")
        # everyone else is refused each control, and nothing changes
        for command, options in (
            ("orrery admin tables", {}),
            ("orrery admin pause", {"table": gid}),
            ("orrery admin resume", {"table": gid}),
            ("orrery admin cancel", {"table": gid}),
            ("orrery admin replace", {"table": gid, "seat": 1, "member": "erin"}),
            ("orrery admin log", {}),
            ("orrery admin settings", {"max_open": 1}),
        ):
            for user in ("bob", "erin"):  # the table's own host is no moderator either
                reply = await world.command(user, command, **options)
                assert MODS_ONLY in reply.text and reply.message["ephemeral"], (command, reply.text)
        assert world.status(gid) == "running" and world.version(gid) == version
        assert _sql(world, "SELECT COUNT(*) FROM audit") == [(0,)]

        # alice has Manage Server: she sees the table, how long it waited and on whom
        _backdate_stamps(world, gid, 36)
        listing = await world.command("alice", "orrery admin tables")
        assert f"#{gid} Example Duel" in listing.text and "waiting 1.5 d on Bob, Carol" in listing.text, listing.text

        paused = await world.command("alice", "orrery admin pause", table=gid)
        assert "is paused" in paused.text, paused.text
        refused = await world.command("bob", "orrery move", table=gid, option=card)
        assert "paused by a moderator" in refused.text, refused.text
        # two days pass while it is paused: 36 + 48 h is past the 72 h timer, yet its timers
        # stopped, so nobody's default is played
        _backdate_stamps(world, gid, 48)
        _sql(world, "UPDATE table_pauses SET paused_at = paused_at - ? WHERE game_id = ?", 48 * 3600, gid)
        await asyncio.sleep(2)  # several ticks of the bot
        assert world.actions(gid) == 0 and "paused" in (await world.command("alice", "orrery admin tables")).text

        # resumed, the timers go on from 36 h: still nobody's time has run out
        resumed = await world.command("alice", "orrery admin resume", table=gid)
        assert "is resumed" in resumed.text, resumed.text
        await asyncio.sleep(2)
        assert world.actions(gid) == 0
        assert "waiting 1.5 d on Bob, Carol" in (await world.command("alice", "orrery admin tables")).text
        assert (await world.command("bob", "orrery move", table=gid, option=card)).text.startswith("Done")

        cancelled = await world.command("alice", "orrery admin cancel", table=gid)
        assert "is cancelled" in cancelled.text
        assert world.status(gid) == "cancelled"
        await world.wait_outbox_drained()
        said = await _said(world, table.thread_id)
        for words in ("is paused", "is resumed", "is cancelled"):
            assert sum(f"Moderator Alice: table #{gid} {words}" in s for s in said) == 1, (words, said)
        log = await world.command("alice", "orrery admin log")
        assert [line.split(" · ")[1] for line in log.text.splitlines()] == ["Alice"] * 3, log.text


async def _first_card(world: World, table, user: str) -> tuple[dict, str]:
    """The DM asking ``user`` to play a card, and its first option's id."""
    dm = await world.my_controls(user, table)
    cid = next(c for c in custom_ids(dm) if c.startswith(f"orrery:o:{table.game_id}:"))
    return dm, cid.rsplit(":", 1)[1]


async def test_a_vanished_player_is_replaced_by_another_member_who_gets_the_hand(tmp_path) -> None:
    async for world in _world(tmp_path, "example"):
        _members(world, "bob", "carol", "dave", "erin")
        table = await world.open_table("bob", ["carol", "dave"])
        gid = table.game_id
        old_dm, _ = await _first_card(world, table, "carol")  # carol vanishes, her DM unanswered
        seat = table.seats["carol"] + 1
        refused = await world.command("dave", "orrery admin replace", table=gid, seat=seat, member="erin")
        assert MODS_ONLY in refused.text
        reply = await world.command("alice", "orrery admin replace", table=gid, seat=seat, member="erin")
        assert f"seat {seat} of table #{gid} now belongs to Erin" in reply.text, reply.text
        # erin is sent the seat's hand and its decision, by DM
        dm = await world.api.wait_message(
            "erin", lambda m: "gave you a seat" in m["content"] and m["attachments"], dm=True, timeout=20
        )
        assert any(c.startswith(f"orrery:o:{gid}:") for c in custom_ids(dm)), dm
        # carol can no longer act or read it: not her old DM's buttons, not /orrery hand
        button = next(c for c in custom_ids(old_dm) if c.startswith(f"orrery:o:{gid}:"))
        pressed = await world.press("carol", old_dm["id"], button)
        # (from direct messages a table reaches only those seated at it: to her it is no more)
        assert f"There is no table #{gid}" in pressed.text, pressed.text
        hand = await world.command("carol", "orrery hand", table=gid)
        assert f"not playing at table #{gid}" in hand.text and not hand.message["attachments"]
        # erin plays the seat from her DM; carol hears nothing more of it
        carol_dms = len(await world.api.dms("carol"))
        played = await world.press("erin", dm["id"], next(c for c in custom_ids(dm) if c.startswith("orrery:o:")))
        assert played.text.startswith("Done"), played.text
        await world.wait_outbox_drained()
        said = await _said(world, table.thread_id)
        assert any("passes from Carol to Erin" in s for s in said), said
        assert len(await world.api.dms("carol")) == carol_dms


async def test_server_settings_take_effect_for_the_next_table(tmp_path) -> None:
    async for world in _world(tmp_path, "example"):
        _members(world, "bob", "carol")
        before = await world.open_table("bob", ["carol"])
        reply = await world.command(
            "alice", "orrery admin settings", turn_hours=6, on_timeout="auto", max_open=2, games="example plunder"
        )
        assert "turn timer 6 h" in reply.text and "open tables per member 2" in reply.text, reply.text
        bad = await world.command("alice", "orrery admin settings", games="chess")
        assert "no game called `chess`" in bad.text, bad.text
        # the table already open keeps its settings; the next one takes the server's
        assert _sql(world, "SELECT turn_hours, on_timeout FROM games WHERE id = ?", before.game_id) == [(24, "wait")]
        after = await world.open_table("bob", ["carol"])
        assert _sql(world, "SELECT turn_hours, on_timeout FROM games WHERE id = ?", after.game_id) == [(6, "auto")]
        # bob now hosts two open tables, the server's limit
        third = await world.command("bob", "orrery new", game="example", players=2)
        assert "its limit" in third.text, third.text
        offered = await world.command("carol", "orrery new", game="orion", players=2)
        assert "does not offer `orion`" in offered.text, offered.text


async def test_time_away_holds_the_timers_and_the_yearly_cap_is_enforced(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    async for world in _world(tmp_path, "example"):
        _members(world, "bob", "carol")
        await world.command("alice", "orrery admin settings", away_days=5)
        table = await world.open_table("bob", ["carol"], turn_hours=24, on_timeout="auto")
        gid, bob = table.game_id, table.seats["bob"]
        over = await world.command("bob", "orrery away", days=6)
        assert "5 days a year" in over.text and "5 left" in over.text, over.text
        away = await world.command("bob", "orrery away", days=3)
        assert "You are away until" in away.text, away.text
        # 30 hours pass: carol's timer runs out (her default is played); bob's is held
        _sql(world, "UPDATE aways SET start = start - ?, until = until - ?", 30 * 3600, 30 * 3600)
        _backdate_stamps(world, gid, 30)

        async def carol_played(world: World = world, gid: int = gid) -> bool:
            return world.actions(gid) >= 1

        await _until(carol_played, what="carol's timeout")
        await asyncio.sleep(2)  # more ticks: bob's seat is still his, untouched
        assert _sql(world, "SELECT away FROM seats WHERE game_id = ? AND seat = ?", gid, bob) == [(0,)]
        assert str(bob) in json.loads(_sql(world, "SELECT waiting FROM games WHERE id = ?", gid)[0][0])
        back = await world.command("bob", "orrery back")
        assert "Welcome back" in back.text
        # his timer restarts where it stood: 30 h of it were held, so nothing runs out now
        await asyncio.sleep(2)
        assert _sql(world, "SELECT away FROM seats WHERE game_id = ? AND seat = ?", gid, bob) == [(0,)]
        # two days of the five are used: four more are refused, three are not
        capped = await world.command("bob", "orrery away", days=4)
        assert "3 left" in capped.text, capped.text
        await world.wait_outbox_drained()
        said = await _said(world, table.thread_id)
        assert sum("Bob is away until" in s for s in said) == 1, said
        assert sum("Bob is back" in s for s in said) == 1, said
        # and once his 24 h are really gone, the table's policy applies as before
        _backdate_stamps(world, gid, 25, {bob})

        async def bob_timed_out(world: World = world, gid: int = gid, bob: int = bob) -> bool:
            return _sql(world, "SELECT away FROM seats WHERE game_id = ? AND seat = ?", gid, bob) == [(1,)]

        await _until(bob_timed_out, what="bob's timeout after coming back")


async def test_a_stalled_table_is_announced_once(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    async for world in _world(tmp_path, "example"):
        _members(world, "bob", "carol")
        await world.command("alice", "orrery admin settings", stall_days=2)
        table = await world.open_table("bob", ["carol"], turn_hours=0)
        gid = table.game_id

        async def seen(world: World = world, gid: int = gid) -> bool:
            return bool(_sql(world, "SELECT 1 FROM stalls WHERE game_id = ?", gid))

        await _until(seen, what="the tick seeing the table")
        _sql(world, "UPDATE stalls SET seen_at = seen_at - ? WHERE game_id = ?", 49 * 3600, gid)
        _backdate_stamps(world, gid, 49)

        async def announced(world: World = world, thread: str = table.thread_id) -> bool:
            await world.wait_outbox_drained()
            return any("has not moved for 2 days" in s for s in await _said(world, thread))

        await _until(announced, what="the stall announcement")
        await asyncio.sleep(3)  # many more ticks: no reminder follows
        await world.wait_outbox_drained()
        said = await _said(world, table.thread_id)
        assert sum("has not moved" in s for s in said) == 1, said
        listing = await world.command("alice", "orrery admin tables")
        assert f"#{gid} Example Duel" in listing.text and "stalled" in listing.text, listing.text
        assert MODS_ONLY in (await world.command("bob", "orrery admin tables")).text
