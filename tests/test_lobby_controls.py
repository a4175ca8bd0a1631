"""The lobby and the controls, through the Discord adapter (discord.py's real command tree and
components on constructed interactions): a lobby says the table's options, fills and starts
with an AI as with a person, hides Join when full; a button shows only where it can do
something; an old DM's button is out of date; resigning asks first; leaving a running game
points to resigning."""

from __future__ import annotations

import asyncio

from test_adapter import bot, dispatch, message_of, press, slash, texts  # noqa: F401 (bot: the fixture)

from bot.adapter.client import DiscordTransport
from bot.adapter.views import decision_view
from bot.outbox.delivery import Deliverer, DmChannels
from bot.outbox.offers import controls_for
from bot.outbox.wording import worded_controls
from bot.play.reactions import with_standing
from bot.play.service import UserError
from games import Decision, Option, registry
from games.i18n import Msg, msg


def _ids(message: dict) -> list[str]:
    return [c["custom_id"] for row in message.get("components", []) for c in row["components"]]


async def _running(client, game_id: int) -> bool:
    for _ in range(1000):  # it starts just after the answer (10 s: a loaded machine)
        if (await client.service.game(game_id)).status == "running":
            return True
        await asyncio.sleep(0.01)
    return False


async def test_a_hope_lobby_lists_the_tables_options_and_the_traitor(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="hope", options="traitor=on"))
    (lobby,) = adapter.channel_messages
    assert "`traitor=on`" in lobby["content"] and "`difficulty=normal`" in lobby["content"], lobby["content"]


async def test_the_last_seat_taken_by_an_ai_starts_a_table_that_starts_when_full(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    calls = await dispatch(client, adapter, slash(1, "ai", level="easy", table=1))
    assert "AI player" in texts(calls), texts(calls)
    assert await _running(client, 1), "full with an AI: it starts as it would with a person"


async def test_a_full_lobby_shows_no_join(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="orion"))  # no seat count: starts by hand
    (lobby,) = adapter.channel_messages
    assert _ids(lobby) == ["orrery:j:1", "orrery:st:1"]
    edits: list[dict] = []

    async def edit_message(channel_id, message_id, *, params):  # the outbox edits the lobby
        edits.append(params.payload)
        return {**adapter.message_for(params.payload), "id": str(message_id), "channel_id": str(channel_id)}

    client.http.edit_message = edit_message
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    await Deliverer(client.service, DiscordTransport(client, DmChannels(client.store))).deliver_due()
    (edit,) = edits
    assert "orrery:j:1" not in _ids(edit) and "orrery:st:1" in _ids(edit), edit
    assert (await client.service.game(1)).status == "lobby"


def _board_ids(engine_id: str, decisions: list[Decision]) -> list[str]:
    engine = registry.get(engine_id)
    controls = with_standing(controls_for(7, 3, decisions), engine, decisions)
    view = decision_view(worded_controls(controls, "en", None), board=True)
    return [c["custom_id"] for row in view.to_components() for c in row["components"]]


def said(text: str) -> Msg:
    """A message saying ``text`` as it is."""
    return msg("core-text", text=text)


def test_my_hand_shows_only_in_a_game_that_hides_something():
    decision = Decision(0, said("pick"), (Option("a", said("A")), Option("b", said("B"))), "a", public=True)
    assert "orrery:h:7" not in _board_ids("orion", [decision]), "ORION hides nothing"
    assert "orrery:h:7" in _board_ids("hope", [decision])


def test_one_players_own_choice_is_not_put_on_the_public_board():
    options = (Option("me", said("I start")), Option("other", said("You start")))
    mine = Decision(0, said("who starts?"), options, "me", public=True)
    ids = _board_ids("orion", [mine])
    assert not any(c.startswith("orrery:o:") for c in ids) and "orrery:d:7" in ids, ids
    land, fly = Option("land", said("Land")), Option("fly", said("Fly"))
    shared = [Decision(s, said("land?"), (land, fly), "fly", public=True) for s in (0, 1)]
    assert [c for c in _board_ids("plunder", shared) if c.startswith("orrery:o:")] == [
        "orrery:o:7:3:land",
        "orrery:o:7:3:fly",
    ], "a decision several seats share stays on the board, where each of them may press it"


async def test_an_old_dms_button_is_out_of_date_not_not_your_turn(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    assert await _running(client, 1)
    _, decision = await client.service.decision_for(1, "2")
    await client.service.move(1, "2", decision.options[0].id, version=0)
    # seat 2 has chosen: its DM's other buttons (made at version 0) belong to a decision that is over
    calls = await dispatch(client, adapter, press(2, f"orrery:o:1:0:{decision.options[1].id}"))
    assert "out of date" in texts(calls) and "not your turn" not in texts(calls), texts(calls)
    try:
        await client.service.move(1, "2", decision.options[1].id, version=0)
    except UserError as exc:
        assert exc.key == "stale"
    else:
        raise AssertionError("an out-of-date button was obeyed")


async def test_resigning_asks_for_a_confirmation_first(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    assert await _running(client, 1)
    calls = await dispatch(client, adapter, slash(2, "resign", table=1))
    answer = next(m for m in map(message_of, calls) if m)
    assert "Resign from" in texts(calls) and _ids(answer) == ["orrery:rs:1"], answer
    game = await client.service.game(1)
    assert game.status == "running" and not game.seats[1].resigned, "nothing happened yet"
    calls = await dispatch(client, adapter, press(3, "orrery:rs:1"))  # someone else's press does nothing
    assert "not playing at table #1" in texts(calls)
    calls = await dispatch(client, adapter, press(2, "orrery:rs:1"))
    assert "resigned" in texts(calls), texts(calls)
    assert (await client.service.game(1)).status == "finished", "in a duel the other player wins"


async def test_leave_at_a_running_table_points_to_resign(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    assert await _running(client, 1)
    calls = await dispatch(client, adapter, slash(2, "leave", table=1))
    assert "`/orrery resign`" in texts(calls), texts(calls)
    assert not (await client.service.game(1)).seats[1].resigned
