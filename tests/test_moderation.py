"""Issue #21 at the service: moderators' controls and their refusals, the server's settings for
new tables, players' time away (with the days-a-year cap) and stalled tables announced once.
Time passes on the fake clock."""

from __future__ import annotations

import asyncio

import pytest
import test_service
from test_service import RecordingTransport

from bot.play.moderation import Member
from bot.play.service import Service, UserError
from db import moderation as m
from db import store as q

G = "guild-1"
MOD = Member("m1", "Mo", manage_server=True)
HELPER = Member("h1", "Hel", roles=frozenset({"role-helpers"}))
PLAIN = Member("u1", "P1")

world = test_service.world  # the service with a recording transport, on the fake clock


async def _table(service: Service, players: int = 2, guild: str = G, **kw) -> int:
    game = await service.create("example", "u0", "Ann", guild_id=guild, **kw)
    for i in range(1, players):
        await service.join(game.id, f"u{i}", f"P{i}")
    await service.start(game.id, "u0")
    return game.id


def _said(transport: RecordingTransport) -> list[str]:
    return [m.text for _, m in transport.thread_messages if not m.picture]


async def _card(service: Service, game_id: int, user: str) -> str:
    _, decision = await service.decision_for(game_id, user)
    return decision.default


async def test_everyone_but_moderators_is_refused_each_control_and_nothing_changes(world):
    service, _, _ = world
    game_id = await _table(service)
    before = await service.game(game_id)
    calls = [
        lambda who: service.admin_tables(G, who),
        lambda who: service.pause_table(G, who, game_id),
        lambda who: service.resume_table(G, who, game_id),
        lambda who: service.admin_cancel(G, who, game_id),
        lambda who: service.replace_seat(G, who, game_id, 1, to_user=("u7", "Sev")),
        lambda who: service.audit_log(G, who),
        lambda who: service.server_settings(G, who, max_open=3),
    ]
    for call in calls:
        for who in (PLAIN, HELPER):  # the helpers' role is not the moderator role yet
            with pytest.raises(UserError) as err:
                await call(who)
            assert err.value.key == "mods_only"
    after = await service.game(game_id)
    assert (after.status, after.version, [s.user_id for s in after.seats]) == (
        before.status,
        before.version,
        [s.user_id for s in before.seats],
    )
    assert await service.audit_log(G, MOD) == []
    # the server names a moderator role: its members may act from then on
    await service.server_settings(G, MOD, mod_role="role-helpers")
    assert [line.game.id for line in await service.admin_tables(G, HELPER)] == [game_id]
    # a table of another server does not exist for this server's moderators
    other = await _table(service, guild="guild-2")
    with pytest.raises(UserError) as err:
        await service.pause_table(G, MOD, other)
    assert err.value.key == "no_such_table"


async def test_pause_refuses_moves_and_stops_timers_then_resume_restarts_them_fairly(world, clock):
    service, transport, deliverer = world
    game_id = await _table(service, turn_hours=24, on_timeout="auto")
    await service.pause_table(G, MOD, game_id)
    with pytest.raises(UserError) as err:
        await service.move(game_id, "u0", await _card(service, game_id, "u0"))
    assert err.value.key == "table_paused" and "paused" in err.value.text()
    with pytest.raises(UserError) as err:
        await service.pause_table(G, MOD, game_id)
    assert err.value.key == "already_paused"
    clock.advance(hours=20)
    (line,) = await service.admin_tables(G, MOD)
    assert line.paused and line.waiting_on == ["Ann", "P1"] and line.waited == 0
    clock.advance(hours=100)  # far past the 24 h timer: nothing happens while paused
    assert await service.tick() == 0
    assert not any(s.away for s in (await service.game(game_id)).seats)
    await service.resume_table(G, MOD, game_id)
    assert await service.tick() == 0  # the timers go on from where they stood: nothing ran out
    clock.advance(hours=23)
    assert await service.tick() == 0
    clock.advance(hours=1.5)
    assert await service.tick() == 2  # the full 24 h, counted without the pause
    await deliverer.deliver_due()
    said = _said(transport)
    assert any("Moderator Mo: table #1 is paused" in s for s in said)
    assert any("is resumed" in s for s in said)
    log = await service.audit_log(G, MOD)
    assert len(log) == 2 and "paused" in log[0] and "resumed" in log[1]
    with pytest.raises(UserError) as err:
        await service.resume_table(G, MOD, game_id)
    assert err.value.key == "not_paused"


async def test_a_moderator_cancels_any_table_and_it_is_logged(world):
    service, transport, deliverer = world
    game_id = await _table(service)
    game = await service.admin_cancel(G, MOD, game_id)
    assert game.status == "cancelled"
    with pytest.raises(UserError) as err:
        await service.admin_cancel(G, MOD, game_id)
    assert err.value.key == "not_running"
    await deliverer.deliver_due()
    assert any("is cancelled" in s for s in _said(transport))
    assert "cancelled" in (await service.audit_log(G, MOD))[-1]
    assert await service.admin_tables(G, MOD) == []
    # a lobby is cancelled as well, without opening a thread just to say so
    lobby = await service.create("example", "u5", "Eve", guild_id=G)
    threads = transport.threads
    assert (await service.admin_cancel(G, MOD, lobby.id)).status == "cancelled"
    await deliverer.deliver_due()
    assert transport.threads == threads and len(await service.audit_log(G, MOD)) == 2


async def test_a_seat_handed_to_another_member_sends_them_the_hand_and_locks_out_the_old_player(world):
    service, transport, deliverer = world
    game_id = await _table(service, 3)
    await deliverer.deliver_due()
    hand = (await service.state(game_id))[1]["hands"][1]
    with pytest.raises(UserError) as err:
        await service.replace_seat(G, MOD, game_id, 1, to_user=("u2", "P2"))
    assert err.value.key == "already_playing"
    with pytest.raises(UserError) as err:
        await service.replace_seat(G, MOD, game_id, 5, to_user=("u7", "Sev"))
    assert err.value.key == "no_such_seat"
    await service.replace_seat(G, MOD, game_id, 1, to_user=("u7", "Sev"))
    await deliverer.deliver_due()
    (dm,) = transport.dms_to("u7")
    assert "gave you a seat" in dm.text and dm.picture.decode() == f"hand 1: {hand}"
    assert dm.controls and dm.controls["mode"] == "options"  # their pending decision, too
    for call in (
        service.private(game_id, "u1"),
        service.move(game_id, "u1", f"c{hand[0]}"),
        service.panel(game_id, "u1"),
    ):
        with pytest.raises(UserError) as err:
            await call
        assert err.value.key == "not_seated"
    await service.move(game_id, "u7", f"c{hand[0]}")  # the newcomer plays the seat
    assert "passes from P1 to Sev" in (await service.audit_log(G, MOD))[-1]


async def test_a_seat_handed_to_an_ai_is_played_by_it(world):
    service, _, _ = world
    game_id = await _table(service)
    with pytest.raises(UserError) as err:
        await service.replace_seat(G, MOD, game_id, 1, level="genius")
    assert err.value.key == "bad_ai_level"
    game = await service.replace_seat(G, MOD, game_id, 1, level="hard")
    assert game.seats[1].kind == "ai" and game.seats[1].ai_level == "hard"
    await service.settle()
    async with service.store.read() as db:
        actions = await q.load_actions(db, game_id)
    assert [(seat, source) for _, seat, _, source in actions] == [(1, "ai")]


async def test_server_settings_apply_to_the_next_table(world):
    service, _, _ = world
    with pytest.raises(UserError) as err:
        await service.server_settings(G, MOD, games=["chess"])
    assert err.value.key == "unknown_game"
    with pytest.raises(UserError) as err:
        await service.server_settings(G, MOD, max_open=0)
    assert err.value.key == "bad_limit"
    settings = await service.server_settings(
        G, MOD, games=["example"], opener_role="role-hosts", max_open=1, turn_hours=6, on_timeout="ai", language="de"
    )
    assert (settings.turn_hours, settings.on_timeout, settings.language) == (6, "ai", "de")
    host = Member("u0", "Ann", roles=frozenset({"role-hosts"}))
    with pytest.raises(UserError) as err:
        await service.table_defaults(G, PLAIN, "example")
    assert err.value.key == "openers_only"
    with pytest.raises(UserError) as err:
        await service.table_defaults(G, host, "plunder")
    assert err.value.key == "game_not_offered"
    assert (await service.table_defaults(G, host, "example")).turn_hours == 6
    await _table(service)
    with pytest.raises(UserError) as err:
        await service.table_defaults(G, host, "example")
    assert err.value.key == "too_many_open"
    # another server keeps the defaults
    assert (await service.table_defaults("guild-2", PLAIN, "example")).turn_hours is None
    # "" clears a setting back to its default
    assert (await service.server_settings(G, MOD, opener_role="")).opener_role is None


async def test_away_pauses_the_players_timers_within_the_yearly_cap(world, clock):
    service, transport, deliverer = world
    await service.server_settings(G, MOD, away_days=10)
    game_id = await _table(service, turn_hours=24, on_timeout="auto")
    ann = Member("u0", "Ann")
    with pytest.raises(UserError) as err:
        await service.go_away(G, ann, 11)
    assert err.value.key == "away_cap" and "10 days" in err.value.text()
    await service.go_away(G, ann, 4)
    with pytest.raises(UserError) as err:
        await service.go_away(G, ann, 1)
    assert err.value.key == "already_away"
    clock.advance(hours=48)
    assert await service.tick() == 1  # only P1's timer ran out; Ann's is held
    game = await service.game(game_id)
    assert [s.away for s in game.seats] == [False, True]
    await service.come_back(G, ann)  # two days early: two days used of the four asked
    assert await service.tick() == 0  # Ann's timer restarts where it stood (at 0 h)
    clock.advance(hours=23)
    assert await service.tick() == 0
    clock.advance(hours=2)
    assert await service.tick() == 1
    await deliverer.deliver_due()
    said = _said(transport)
    assert sum("Ann is away until" in s for s in said) == 1 and any("Ann is back" in s for s in said)
    # two days taken: eight are left this year
    with pytest.raises(UserError) as err:
        await service.go_away(G, ann, 9)
    assert err.value.key == "away_cap" and "8 left" in err.value.text()
    await service.go_away(G, ann, 8)
    clock.advance(hours=8 * 24 + 1)
    await service.tick()  # the eight days ran out: the stay ends by itself
    with pytest.raises(UserError) as err:
        await service.come_back(G, ann)
    assert err.value.key == "not_away"
    with pytest.raises(UserError) as err:
        await service.go_away(G, ann, 1)
    assert err.value.key == "away_cap"
    # an AI covering for the player is not limited by the cap
    await service.go_away(G, ann, 30, mode="ai", level="easy")


async def test_away_with_an_ai_plays_for_the_player_until_they_come_back(world):
    service, transport, deliverer = world
    game_id = await _table(service)
    ann = Member("u0", "Ann")
    await service.go_away(G, ann, 5, mode="ai", level="hard")
    await service.settle()
    async with service.store.read() as db:
        sources = [(seat, source) for _, seat, _, source in await q.load_actions(db, game_id)]
    assert sources == [(0, "ai")]
    # showing up (asking for the hand) does not end time away the player chose
    assert not await service.present(game_id, "u0")
    await service.come_back(G, ann)
    game = await service.game(game_id)
    assert not game.seats[0].away and game.seats[0].ai_level is None
    await deliverer.deliver_due()
    assert any("an AI (hard) plays for them" in s for s in _said(transport))


async def test_a_stalled_table_is_announced_once_and_listed_for_the_moderators(world, clock):
    service, transport, deliverer = world
    await service.server_settings(G, MOD, stall_days=3)
    game_id = await _table(service, turn_hours=0)
    await service.tick()  # the bot's tick runs every minute: it sees the table as it starts
    clock.advance(hours=71)
    await service.tick()
    assert not (await service.admin_tables(G, MOD))[0].stalled
    clock.advance(hours=2)
    await service.tick()
    for _ in range(3):
        clock.advance(hours=24)
        await service.tick()
    await deliverer.deliver_due()
    assert sum("has not moved for 3 days" in s for s in _said(transport)) == 1
    assert (await service.admin_tables(G, MOD))[0].stalled
    # a move clears it; a new stall later is news again
    await service.move(game_id, "u0", await _card(service, game_id, "u0"))
    assert not (await service.admin_tables(G, MOD))[0].stalled
    await service.tick()
    clock.advance(hours=24 * 3 + 1)
    await service.tick()
    await deliverer.deliver_due()
    assert sum("has not moved for 3 days" in s for s in _said(transport)) == 2


async def test_simultaneous_new_tables_cannot_pass_the_open_table_limit(world):
    """Ten requests at once by a member allowed one open table: the limit is counted in the
    transaction that makes the table, so one table opens and nine are refused."""
    service, _, _ = world
    await service.server_settings(G, MOD, max_open=1)
    ann = Member("u0", "Ann")
    made = await asyncio.gather(
        *(service.create("example", "u0", "Ann", guild_id=G, opener=ann) for _ in range(10)),
        return_exceptions=True,
    )
    opened = [g for g in made if not isinstance(g, BaseException)]
    refused = [e for e in made if isinstance(e, UserError)]
    assert len(opened) == 1 and len(refused) == 9, made
    assert {e.key for e in refused} == {"too_many_open"}
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT COUNT(*) FROM games WHERE host_id = 'u0'")
    assert rows[0][0] == 1
    # the other rules for opening are checked at the same moment: a game not offered, a role
    await service.server_settings(G, MOD, max_open=5, games=["plunder"], opener_role="role-hosts")
    with pytest.raises(UserError) as err:
        await service.create("example", "u0", "Ann", guild_id=G, opener=ann)
    assert err.value.key == "game_not_offered"
    with pytest.raises(UserError) as err:
        await service.create("plunder", "u0", "Ann", guild_id=G, opener=ann)
    assert err.value.key == "openers_only"


async def test_a_rematch_is_held_to_the_servers_rules_for_opening_tables(world):
    """The member asking for a rematch hosts it: the server's games, opener role and open-table
    limit apply to it as to /orrery new; asked from DMs, a server with an opener role refuses."""
    service, _, _ = world
    finished = []
    for _ in range(3):
        game_id = await _table(service)
        await service.resign(game_id, "u1")
        finished.append(game_id)
    bo = Member("u1", "P1")
    await service.server_settings(G, MOD, max_open=1)
    first = await service.rematch(finished[0], "u1", bo)
    assert first.host_id == "u1"
    with pytest.raises(UserError) as err:  # Bo hosts one open table already
        await service.rematch(finished[1], "u1", bo)
    assert err.value.key == "too_many_open"
    with pytest.raises(UserError) as err:  # and from DMs the limit holds just the same
        await service.rematch(finished[1], "u1", None)
    assert err.value.key == "too_many_open"
    await service.server_settings(G, MOD, max_open=5, games=["plunder"])
    with pytest.raises(UserError) as err:
        await service.rematch(finished[1], "u1", bo)
    assert err.value.key == "game_not_offered"
    await service.server_settings(G, MOD, games="", opener_role="role-hosts")
    with pytest.raises(UserError) as err:
        await service.rematch(finished[1], "u1", bo)
    assert err.value.key == "openers_only"
    with pytest.raises(UserError) as err:
        await service.rematch(finished[1], "u1", None)
    assert err.value.key == "open_in_server"
    host = Member("u1", "P1", roles=frozenset({"role-hosts"}))
    assert (await service.rematch(finished[1], "u1", host)).host_id == "u1"
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT COUNT(*) FROM games WHERE rematch_of IS NOT NULL")
    assert rows[0][0] == 2


async def test_simultaneous_rematches_of_one_table_make_one(world):
    service, _, _ = world
    game_id = await _table(service)
    await service.resign(game_id, "u1")
    await service.server_settings(G, MOD, max_open=10)
    made = await asyncio.gather(
        *(service.rematch(game_id, f"u{i % 2}", Member(f"u{i % 2}", "x")) for i in range(10)),
        return_exceptions=True,
    )
    opened = [g for g in made if not isinstance(g, BaseException)]
    assert len(opened) == 1, made
    assert {e.key for e in made if isinstance(e, UserError)} == {"rematch_exists"}


async def test_a_table_whose_lobby_was_never_posted_is_discarded_whole(world):
    service, _, _ = world
    unseen = await service.create("example", "u0", "Ann", guild_id=G)
    await service.discard(unseen.id)
    with pytest.raises(UserError) as err:
        await service.game(unseen.id)
    assert err.value.key == "no_such_table"
    async with service.store.read() as db:
        assert await db.execute_fetchall("SELECT 1 FROM seats WHERE game_id = ?", (unseen.id,)) == []
    # a table whose lobby was posted is never discarded: people may have seen it
    seen = await service.create("example", "u0", "Ann", guild_id=G)
    await service.set_lobby_message(seen.id, "123")
    await service.discard(seen.id)
    assert (await service.game(seen.id)).status == "lobby"


async def test_simultaneous_joins_fill_a_table_and_no_more(world):
    """The other limits a member meets when opening or joining: a table's seats, one seat per
    member, checked in the transaction that takes the seat."""
    service, _, _ = world
    game = await service.create("example", "u0", "Ann", max_seats=3, guild_id=G)
    joins = [service.join(game.id, f"u{i}", f"P{i}") for i in range(1, 9)] + [service.join(game.id, "u1", "P1")]
    made = await asyncio.gather(*joins, return_exceptions=True)
    refused = [e for e in made if isinstance(e, UserError)]
    assert len(made) - len(refused) == 2, made
    assert {e.key for e in refused} <= {"table_full", "already_seated"}
    seated = [s.user_id for s in (await service.game(game.id)).seats]
    assert len(seated) == 3 and len(set(seated)) == 3


async def test_names_kept_before_they_were_made_safe_read_back_safe(world):
    """A seat or a stay away written by an earlier version with a name that reads as a mention
    is read back with the mention broken, so no message can carry it."""
    service, _, _ = world
    game_id = await _table(service)
    await service.go_away(G, Member("u1", "P1"), 3)
    async with service.store.transaction() as db:
        await db.execute("UPDATE seats SET name = ? WHERE game_id = ? AND seat = 0", ("<@&123> @here", game_id))
        await db.execute("UPDATE seats SET name = ? WHERE game_id = ? AND seat = 1", ("[won](https://x.co)", game_id))
        await db.execute("UPDATE aways SET name = ?", ("@everyone <@!456>",))
    names = (await service.game(game_id)).names
    assert names == ["<@\u200b&123> @\u200bhere", "[won]\u200b(https:\u200b//x.co)"]
    async with service.store.read() as db:
        (away,) = await m.aways_open(db)
    assert away.name == "@\u200beveryone <@\u200b!456>"


async def test_a_standing_order_set_as_the_seat_is_handed_over_stays_with_its_player(world):
    """The player's seat is looked up in the transaction that stores their standing order: an
    order given while a moderator hands the seat to someone else never lands on the newcomer's
    seat (whichever comes first, the seat ends up with no order of the old player's)."""
    service, _, _ = world
    game = await service.create("hope", "u0", "Ann", guild_id=G)
    await service.join(game.id, "u1", "P1")
    await service.start(game.id, "u0")
    results = await asyncio.gather(
        service.set_standing_order(game.id, "u1", "hope.bug", "never"),
        service.replace_seat(G, MOD, game.id, 1, to_user=("u7", "Sev")),
        return_exceptions=True,
    )
    assert not isinstance(results[1], BaseException), results
    assert not isinstance(results[0], BaseException) or results[0].key == "not_seated", results
    async with service.store.read() as db:
        assert await q.standing_orders(db, game.id) == {}
