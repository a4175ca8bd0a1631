"""Who may reach a table, through discord.py's real parsing of constructed interactions: a
table belongs to the server it was opened in (other servers get "no such table"), a player's
DMs reach the tables they sit at, out-of-range table numbers are "no such table", and a
control no handler knows gets a short private answer instead of "This interaction failed"."""

from __future__ import annotations

import copy

from tests.test_adapter import GUILD_ID, bot, bot_message, dispatch, press, slash, texts  # noqa: F401

OTHER_GUILD = 5000


def elsewhere(payload: dict, guild: int = OTHER_GUILD) -> dict:
    """The same interaction, from a channel of another server."""
    out = copy.deepcopy(payload)
    out["guild_id"] = out["channel"]["guild_id"] = str(guild)
    out["channel_id"] = out["channel"]["id"] = str(guild + 1)
    out["authorizing_integration_owners"] = {"0": str(guild)}
    if "message" in out:
        out["message"]["channel_id"] = out["channel_id"]
    return out


def in_dm(payload: dict) -> dict:
    """The same interaction, from the user's direct messages with the bot."""
    out = copy.deepcopy(payload)
    user = out.pop("member")["user"]
    for key in ("guild_id", "guild_locale"):
        out.pop(key, None)
    out["user"] = user
    out["channel_id"] = "7000" + user["id"]
    out["channel"] = {"id": out["channel_id"], "type": 1, "recipients": [user]}
    out["context"] = 1
    if "message" in out:
        out["message"]["channel_id"] = out["channel_id"]
    return out


async def _running_table(client, adapter) -> int:
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    assert (await client.service.game(1)).status == "running"
    return 1


async def test_another_server_cannot_reach_a_table_at_all(bot):  # noqa: F811
    client, adapter = bot
    gid = await _running_table(client, adapter)
    version = (await client.service.game(gid)).version
    _, state = await client.service.state(gid)
    card = f"c{state['hands'][0][0]}"
    # the same players, the same table number, from another server: as if there were no table
    for payload in (
        slash(3, "join", table=gid),
        slash(1, "board", table=gid),
        slash(1, "log", table=gid),
        slash(1, "hand", table=gid),
        slash(1, "move", option=card, table=gid),
        slash(1, "resign", table=gid),
        slash(1, "settings", table=gid),
        slash(1, "rematch", table=gid),
        slash(1, "cancel", table=gid),
        press(1, f"orrery:o:{gid}:0:{card}"),
        press(1, f"orrery:d:{gid}"),
        press(1, f"orrery:h:{gid}"),
        press(3, f"orrery:j:{gid}"),
    ):
        calls = await dispatch(client, adapter, elsewhere(payload))
        assert texts(calls) == f"There is no table #{gid}.", (payload["data"], texts(calls))
    # nor do its autocompletes and /orrery mine show it there
    calls = await dispatch(client, adapter, elsewhere(slash(1, "move", autocomplete=True, option="", table=gid)))
    assert calls[0]["body"]["data"]["choices"] == []
    calls = await dispatch(client, adapter, elsewhere(slash(1, "mine")))
    assert "not at any table" in texts(calls)
    game = await client.service.game(gid)
    assert game.version == version and game.status == "running" and len(game.seats) == 2
    # at home everything still works
    calls = await dispatch(client, adapter, slash(1, "move", option=card, table=gid))
    assert texts(calls).startswith("Done: Play")
    calls = await dispatch(client, adapter, slash(1, "mine"))
    assert f"#{gid} Example Duel" in texts(calls)


async def test_direct_messages_reach_only_the_tables_the_user_sits_at(bot):  # noqa: F811
    client, adapter = bot
    gid = await _running_table(client, adapter)
    _, state = await client.service.state(gid)
    card = f"c{state['hands'][1][0]}"
    # a seated player's DM buttons and commands work
    calls = await dispatch(client, adapter, in_dm(slash(2, "log", table=gid)))
    assert "no table" not in texts(calls)
    calls = await dispatch(client, adapter, in_dm(press(2, f"orrery:o:{gid}:0:{card}")))
    assert texts(calls).startswith("Done: Play")
    calls = await dispatch(client, adapter, in_dm(slash(2, "mine")))
    assert f"#{gid} Example Duel" in texts(calls)
    # anyone else gets "no such table", however they ask
    for payload in (slash(3, "board", table=gid), slash(3, "join", table=gid), press(3, f"orrery:j:{gid}")):
        calls = await dispatch(client, adapter, in_dm(payload))
        assert texts(calls) == f"There is no table #{gid}.", texts(calls)


async def test_table_numbers_out_of_range_are_no_such_table(bot):  # noqa: F811
    client, adapter = bot
    await _running_table(client, adapter)
    for number in (2**64 + 5, 2**63, -3, 0):
        for payload in (slash(1, "board", table=number), slash(1, "join", table=number)):
            calls = await dispatch(client, adapter, payload)
            assert texts(calls).startswith("There is no table #"), (number, texts(calls))
        calls = await dispatch(client, adapter, press(1, f"orrery:j:{abs(number)}"))
        assert texts(calls).startswith("There is no table #"), (number, texts(calls))
    calls = await dispatch(client, adapter, slash(1, "move", autocomplete=True, option="", table=2**70))
    assert calls[0]["body"]["data"]["choices"] == []


async def test_a_control_no_handler_knows_gets_a_short_private_answer(bot):  # noqa: F811
    client, adapter = bot
    gid = await _running_table(client, adapter)
    forged = press(1, f"orrery:j:{gid}")  # a known pattern, but not on the message pressed
    forged["message"] = bot_message("", components=[])
    for payload in (press(1, "orrery:zz:1"), press(1, "something-else"), press(1, "x", values=["a"]), forged):
        calls = await dispatch(client, adapter, payload)
        (answer,) = [c for c in calls if c["kind"] == "callback"]
        assert answer["body"]["type"] == 4 and answer["body"]["data"]["flags"] & 64  # privately, at once
        assert "not one of mine" in answer["body"]["data"]["content"]
    # a control that is known is answered once, by its own handler only
    calls = await dispatch(client, adapter, press(1, f"orrery:h:{gid}"))
    assert [c["kind"] for c in calls].count("callback") == 1
