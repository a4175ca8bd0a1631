"""The Discord adapter on constructed interactions: discord.py's real command tree and
persistent components parse each payload and run our handlers; the webhook layer is replaced
by a recorder, so the test sees every callback and follow-up the bot would send."""

from __future__ import annotations

import asyncio
import itertools
import json

import discord
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from doubles import render_stub

from bot.adapter.client import DiscordTransport, OrreryBot
from bot.adapter.components import DYNAMIC_ITEMS
from bot.adapter.handlers import wrapper as handlers
from bot.adapter.views import decision_view
from bot.config import Config
from bot.outbox.delivery import Deliverer, DmChannels
from bot.outbox.wording import worded_controls
from bot.play.service import Service, controls_for
from db.store import Store
from games import registry

APP_ID = 4242
GUILD_ID = 1000
CHANNEL_ID = 2000
_ids = itertools.count(900_000)
BOT_PERMISSIONS = str((1 << 41) - 1)  # what the bot holds in the channel (app_permissions)


class RecordingAdapter(AsyncWebhookAdapter):
    """Stands in for Discord's webhook endpoints: records each request, answers plausibly."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[dict] = []
        self.channel_messages: list[dict] = []

    async def request(self, route, session=None, *, payload=None, multipart=None, files=None, params=None, **kw):
        body = payload
        if multipart:
            body = json.loads(next(p["value"] for p in multipart if p["name"] == "payload_json"))
        parts = route.url.split("/")
        anchor = parts.index("interactions") if "interactions" in parts else parts.index("webhooks")
        token = parts[anchor + 2]
        call = {
            "method": route.method,
            "path": route.path,
            "kind": "callback" if route.path.endswith("/callback") else "followup",
            "body": body or {},
            "files": [f.filename for f in files or []],
            "token": token,
        }
        self.calls.append(call)
        message = self.message_for(body)
        if call["kind"] == "callback":
            return {
                "interaction": {
                    "id": "1",
                    "type": 2,
                    "response_message_id": message["id"],
                    "response_message_loading": True,
                    "response_message_ephemeral": False,
                },
                "resource": {"type": body.get("type", 5), "message": message},
            }
        return message

    def message_for(self, body: dict | None) -> dict:
        body = body or {}
        return bot_message(body.get("content") or "", flags=body.get("flags", 0))

    def for_token(self, token: str) -> list[dict]:
        return [c for c in self.calls if c["token"] == token]


def bot_message(content: str, flags: int = 0, components: list | None = None) -> dict:
    """A message by the bot, as Discord sends it back."""
    return {
        "id": str(next(_ids)),
        "channel_id": str(CHANNEL_ID),
        "type": 0,
        "content": content,
        "author": {**_user(APP_ID), "bot": True},
        "attachments": [],
        "embeds": [],
        "mentions": [],
        "mention_roles": [],
        "pinned": False,
        "mention_everyone": False,
        "tts": False,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "flags": flags,
        "components": components or [],
    }


def _user(uid: int) -> dict:
    return {
        "id": str(uid),
        "username": f"user{uid}",
        "discriminator": "0",
        "global_name": f"User {uid}",
        "avatar": None,
    }


def _base(uid: int, kind: int, data: dict) -> dict:
    token = f"tok{next(_ids)}"
    return {
        "id": str(next(_ids)),
        "application_id": str(APP_ID),
        "type": kind,
        "token": token,
        "version": 1,
        "guild_id": str(GUILD_ID),
        "channel_id": str(CHANNEL_ID),
        "channel": {
            "id": str(CHANNEL_ID),
            "type": 0,
            "guild_id": str(GUILD_ID),
            "name": "games",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        },
        "member": {
            "user": _user(uid),
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": "2147483647",
        },
        "data": data,
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": BOT_PERMISSIONS,
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(GUILD_ID)},
        "context": 0,
        "attachment_size_limit": 8388608,
    }


def slash(uid: int, sub: str, autocomplete: bool = False, **options) -> dict:
    opts = []
    for name, value in options.items():
        kind = 4 if isinstance(value, int) else 3
        entry = {"name": name, "type": kind, "value": value}
        if autocomplete and name == "option":
            entry["focused"] = True
        opts.append(entry)
    data = {"id": "77", "name": "orrery", "type": 1, "options": [{"name": sub, "type": 1, "options": opts}]}
    return _base(uid, 4 if autocomplete else 2, data)


def press(uid: int, custom_id: str, values: list[str] | None = None) -> dict:
    """A click on a component of a message that carries it (discord.py rebuilds the item from it)."""
    if values is None:
        component = {"type": 2, "style": 1, "custom_id": custom_id, "label": "button"}
    else:
        component = {"type": 3, "custom_id": custom_id, "options": [{"label": v, "value": v} for v in values]}
    message = bot_message("", components=[{"type": 1, "components": [component]}])
    data = {"custom_id": custom_id, "component_type": 3 if values is not None else 2}
    if values is not None:
        data["values"] = values
    payload = _base(uid, 3, data)
    payload["message"] = message
    return payload


@pytest.fixture
async def bot(tmp_path, clock, monkeypatch):
    monkeypatch.setattr(handlers, "render", render_stub)
    # answers come at once here (a loaded machine's first command may take more than Discord's
    # budget); the deferred path has tests of its own that shorten it to nothing
    monkeypatch.setattr(handlers, "ANSWER_BUDGET_SECONDS", 10.0)
    adapter = RecordingAdapter()
    async_context.set(adapter)
    config = Config("x", str(tmp_path / "a.sqlite3"), None, None, None, 60, "INFO")
    store = await Store.open(config.db_path)
    client = OrreryBot(config, store)
    await client._async_setup_hook()
    client._connection.user = discord.ClientUser(state=client._connection, data={**_user(APP_ID), "bot": True})
    client._connection.application_id = APP_ID
    client.add_dynamic_items(*DYNAMIC_ITEMS)

    async def send_message(channel_id, *, params):  # the lobby is a plain channel message
        adapter.channel_messages.append(params.payload)
        return {**adapter.message_for(params.payload), "channel_id": str(channel_id)}

    client.http.send_message = send_message
    client.service = Service(client.store, clock=clock, engines=registry.get)
    # no delivery loop runs here: the outbox goes only where a handler has it delivered at once
    # (a new table's lobby); the tests look at the outbox for the rest
    transport = DiscordTransport(client, DmChannels(client.store))
    client.deliverer = Deliverer(client.service, transport, renderer=render_stub)
    await client.deliverer.dispatch()  # its first look, as at start: nothing was in flight
    yield client, adapter
    await client.service.settle()
    await client.store.close()


async def dispatch(client, adapter, payload: dict) -> list[dict]:
    """Feed one interaction to discord.py and wait until our handler has answered."""
    before = len(adapter.calls)
    client._connection.parse_interaction_create(payload)
    quiet = 0
    for _ in range(300):
        await asyncio.sleep(0.01)
        calls = adapter.for_token(payload["token"])
        if answered(calls) or (payload["type"] == 4 and calls):
            quiet = quiet + 1 if len(adapter.for_token(payload["token"])) == len(calls) else 0
            if quiet >= 5:  # what the handler says after its first answer comes right after it
                break
    assert len(adapter.calls) > before, "the bot never answered"
    return adapter.for_token(payload["token"])


#: interaction responses that carry an answer (a message, an updated message, choices, a form)
ANSWERING = (4, 7, 8, 9)


def answered(calls: list[dict]) -> bool:
    return any(c["kind"] == "followup" or c["body"].get("type") in ANSWERING for c in calls)


def message_of(call: dict) -> dict | None:
    """The message one request sends or edits: a follow-up's or edit's body, or the data of an
    interaction's own answer (a new message, or the pressed message updated)."""
    if call["kind"] == "followup":
        return call["body"]
    return call["body"].get("data") if call["body"].get("type") in (4, 7) else None


def said(call: dict) -> str:
    """The words one request shows the user: a follow-up's or edit's, or a direct answer's."""
    if call["kind"] == "followup":
        return call["body"].get("content") or ""
    return (call["body"].get("data") or {}).get("content") or "" if call["body"].get("type") in (4, 7) else ""


def texts(calls: list[dict]) -> str:
    return " | ".join(said(c) for c in calls if said(c) or c["kind"] == "followup")


async def test_a_table_from_slash_commands_and_buttons(bot):
    client, adapter = bot
    calls = await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    assert [c["kind"] for c in calls] == ["callback"] and calls[0]["body"]["type"] == 4  # one request
    assert calls[0]["body"]["data"]["flags"] & 64  # privately, so a refusal would not be public
    assert "Table #1 is open" in texts(calls)
    (lobby,) = adapter.channel_messages
    assert "Example Duel" in lobby["content"] and "table #1" in lobby["content"]
    ids = [c["custom_id"] for row in lobby["components"] for c in row["components"]]
    assert ids == ["orrery:j:1", "orrery:st:1"]

    calls = await dispatch(client, adapter, press(2, "orrery:j:1"))
    assert calls[0]["body"]["type"] == 6  # a deferred update of the lobby message (the outbox edits it)
    assert "joined table #1" in texts(calls)
    for _ in range(1000):  # full: it starts by itself, just after the answer (10 s: a loaded machine)
        game = await client.service.game(1)
        if game.status == "running":
            break
        await asyncio.sleep(0.01)
    assert game.status == "running" and [s.user_id for s in game.seats] == ["1", "2"]

    # choose through the autocomplete of /orrery move, then through a stale button
    _, state = await client.service.state(1)
    calls = await dispatch(client, adapter, slash(2, "move", autocomplete=True, option="", table=1))
    choices = calls[0]["body"]["data"]["choices"]
    assert sorted(c["value"] for c in choices) == sorted(f"c{c}" for c in state["hands"][1])
    calls = await dispatch(client, adapter, slash(2, "move", option=choices[0]["value"], table=1))
    assert texts(calls).startswith("Done: Play")
    assert (await client.service.game(1)).version == 1

    calls = await dispatch(client, adapter, press(2, f"orrery:o:1:0:{choices[1]['value']}"))
    assert "out of date" in texts(calls)  # a button of a decision that is over
    calls = await dispatch(client, adapter, press(3, "orrery:o:1:0:c1"))
    assert "not playing at table #1" in texts(calls)
    calls = await dispatch(client, adapter, slash(1, "move", option="banana", table=1))
    assert "`banana` is not one of your options" in texts(calls)
    assert (await client.service.game(1)).version == 1

    # the private view, just for its owner, in the interaction's own answer
    (callback,) = await dispatch(client, adapter, slash(1, "hand", table=1))
    assert callback["body"]["type"] == 4 and callback["body"]["data"]["flags"] & 64  # ephemeral
    assert callback["files"] == ["private.png"]

    # a select menu choice by the other player ends the card step: the claims begin from the
    # higher card, and when that is this player's the answer goes on with their claim
    hand, other = state["hands"][0], int(choices[0]["value"].removeprefix("c"))
    calls = await dispatch(client, adapter, press(1, "orrery:s:1:0:0", values=[f"c{hand[-1]}"]))
    pot = hand[-1] + other
    if hand[-1] > other:
        assert texts(calls).startswith(f"Done: Play {hand[-1]}.\n**Next:** Claim a number (the pot is {pot})")
    else:
        assert texts(calls).split("\n")[0] == f"Done: Play {hand[-1]}.", texts(calls)  # then the panel's foot
    assert (await client.service.game(1)).version == 2


async def test_refusals_on_unknown_tables_and_games(bot):
    client, adapter = bot
    calls = await dispatch(client, adapter, slash(1, "new", game="chess"))
    assert "no game called `chess`" in texts(calls)
    calls = await dispatch(client, adapter, press(1, "orrery:o:99:0:c1"))
    assert "no table #99" in texts(calls)
    calls = await dispatch(client, adapter, slash(1, "board"))
    assert "Name a table" in texts(calls)
    calls = await dispatch(client, adapter, slash(1, "new", game="example", options="nonsense"))
    assert "name=value" in texts(calls)


async def test_every_deferred_reply_is_answered_by_editing_it(bot, monkeypatch):
    """Work slower than the budget is deferred, then answered by editing the deferred reply, not
    by a first follow-up replacing it, which Discord keeps only for old bots; a second thing
    said (an error after the answer) is a follow-up of its own."""
    client, adapter = bot
    monkeypatch.setattr(handlers, "ANSWER_BUDGET_SECONDS", 0.0)
    for payload in (
        slash(1, "new", game="example", players=2),
        slash(1, "board", table=1),
        slash(1, "new", game="chess"),
        slash(1, "mine"),
        press(2, "orrery:h:1"),
    ):
        callback, first, *_ = await dispatch(client, adapter, payload)
        assert callback["body"]["type"] == 5
        assert (first["method"], first["path"].rsplit("/", 1)[-1]) == ("PATCH", "@original"), first


@pytest.mark.parametrize(
    "payload",
    [
        lambda: slash(1, "stats"),
        lambda: slash(1, "leaderboard", game="example"),
        lambda: slash(1, "history"),
        lambda: slash(1, "new", game="chess"),
    ],
)
async def test_a_quick_answer_is_the_interactions_only_request(bot, payload):
    """Answered within the budget: the answer itself is the acknowledgement (one request, not a
    deferral and an edit), whatever the command, refusals included."""
    client, adapter = bot
    calls = await dispatch(client, adapter, payload())
    assert [(c["kind"], c["body"]["type"]) for c in calls] == [("callback", 4)], calls
    assert calls[0]["body"]["data"]["flags"] & 64 and said(calls[0])


async def test_records_slower_than_the_budget_edit_their_deferred_reply(bot, monkeypatch):
    """stats, leaderboard and history once finished with a first follow-up; now with @original."""
    client, adapter = bot
    monkeypatch.setattr(handlers, "ANSWER_BUDGET_SECONDS", 0.0)
    for payload in (slash(1, "stats"), slash(1, "leaderboard", game="example"), slash(1, "history")):
        callback, first = await dispatch(client, adapter, payload)
        assert callback["body"]["type"] == 5
        assert (first["method"], first["path"].rsplit("/", 1)[-1]) == ("PATCH", "@original"), first


async def test_new_in_a_channel_without_permissions_names_them_and_changes_nothing(bot):
    client, adapter = bot
    lacking = discord.Permissions(int(BOT_PERMISSIONS))
    lacking.attach_files = lacking.send_messages_in_threads = False
    payload = slash(1, "new", game="example", players=2)
    payload["app_permissions"] = str(lacking.value)
    text = texts(await dispatch(client, adapter, payload))
    assert "Attach Files" in text and "Send Messages in Threads" in text, text
    assert "Create Public Threads" not in text and "Embed Links" not in text
    assert adapter.channel_messages == []  # no lobby
    assert await client.service.mine("1", str(GUILD_ID)) == []


def test_decision_components_fit_discord_limits():
    from games import Decision, Option
    from games.i18n import msg

    for n in (1, 7, 20, 21, 60, 100, 101, 130):
        options = tuple(Option(f"o{i}", msg("core-text", text=f"Option {i}")) for i in range(n))
        # a decision two seats share: its options go on the board
        decisions = [Decision(seat, msg("core-text", text="pick"), options, "o0", public=True) for seat in (0, 1)]
        view = decision_view(worded_controls(controls_for(5, 3, decisions), "en", None), board=True)
        rows = view.to_components()
        assert len(rows) <= 5 and all(len(r["components"]) <= 5 for r in rows)
        custom_ids = [c["custom_id"] for r in rows for c in r["components"]]
        assert all(len(c) <= 100 for c in custom_ids)
        offered = sum(1 for c in custom_ids if c.startswith("orrery:o:")) + sum(
            len(c["options"]) for r in rows for c in r["components"] if c["type"] == 3
        )
        assert offered == (n if n <= 100 else 0)
        assert "orrery:h:5" in custom_ids and "orrery:fb:5" in custom_ids
        if n > 100:
            assert "orrery:d:5" in custom_ids


def test_the_full_board_button_leaves_room_for_standing_orders_and_comes_with_the_final_board():
    standing = [["follow", order, order.title()] for order in ("always", "never", "ask")]
    for mode in ("decide", "options"):
        controls = {"game_id": 5, "version": 3, "mode": mode, "options": [["a", "A"]], "standing": standing}
        rows = decision_view(controls, board=True).to_components()
        assert all(len(r["components"]) <= 5 for r in rows)
        last = [c["custom_id"] for c in rows[-1]["components"]]
        assert "orrery:fb:5" in last and "orrery:h:5" in last and any(c.startswith("orrery:so:") for c in last)
    over = {"game_id": 5, "version": 9, "mode": "over", "options": []}
    ids = [c["custom_id"] for r in decision_view(over, board=True).to_components() for c in r["components"]]
    assert ids == ["orrery:rm:5", "orrery:fb:5"]
    ids = [c["custom_id"] for r in decision_view(over, board=False).to_components() for c in r["components"]]
    assert ids == ["orrery:rm:5"]  # a player's DM at the end: the full board is the thread's


def test_the_board_on_demand_says_whose_turn_it_is_or_how_it_ended():
    from bot.play.moves import caption_line
    from bot.words import word
    from db.store import GameRecord, Seat
    from games import Decision, Option, registry

    seats = [Seat(0, "u0", "Ann"), Seat(1, "u1", "Bob"), Seat(2, "u2", "Cid")]
    game = GameRecord(1, "example", "running", {}, 1, None, "u0", None, None, None, None, 9, 0, "auto", None, {}, 0, 0)
    game.seats = seats
    engine, names = registry.get("example"), [s.name for s in seats]
    asked = [Decision(s, "", (Option("a", "a"),), "a") for s in (1, 2)]
    waiting = word(caption_line(game, engine, {"turn": 3}, asked, None), "en", names)
    assert waiting.endswith("Waiting for Bob, Cid.") and "<@" not in waiting, waiting
    assert word(caption_line(game, engine, {"turn": 3}, asked[:1], None), "fr", names).endswith("On attend Bob.")
    over = word(caption_line(game, engine, {"turn": 3}, [], {"winners": [2], "reason": None}), "de", names)
    assert "Die Partie ist vorbei." in over and "Cid" in over, over
