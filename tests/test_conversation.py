"""The conversation at real tables: machine seats, resigned players, boards that fall behind the
game, players who keep the turn, and the words each message says once."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from doubles import easy_ai, render_stub
from test_service import RecordingTransport

from bot.outbox.delivery import Deliverer, Outgoing
from bot.outbox.wording import worded
from bot.play.moves import result_text
from bot.play.service import Service
from bot.play.shared import BOARD_GATE_PATIENCE
from bot.play.turns import count_turns
from bot.words import say, word
from db import store as q
from db.store import GameRecord, Seat, Store
from games import registry
from games.example import ExampleDuel

_MENTION = re.compile(r"<@(\w+)>")


class NumberedDuel(ExampleDuel):
    """The example game whose public view counts its turns, as the five games' views do."""

    id = "numbered"

    def view(self, state, seat):
        return {**super().view(state, seat), "turn": 7}


def engines(name: str):
    return NumberedDuel() if name == "numbered" else registry.get(name)


@pytest.fixture
async def world(tmp_path, clock):
    store = await Store.open(str(tmp_path / "conversation.sqlite3"))
    service = Service(store, clock=clock, engines=engines, ai_chooser=easy_ai(engines))
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    yield service, transport, deliverer
    await service.settle()
    await store.close()


async def _table(service: Service, game: str = "example", players: int = 2, ai: int = 0, **kw) -> int:
    record = await service.create(game, "u0", "Ann", **kw)
    for i in range(1, players):
        await service.join(record.id, f"u{i}", ("Bob", "Cid", "Dee", "Eve")[i - 1])
    for _ in range(ai):
        await service.add_ai(record.id, "u0", "easy")
    await service.start(record.id, "u0")
    return record.id


async def _play_out(service: Service, deliverer: Deliverer, game_id: int, users: list[str], deliver=True) -> None:
    while (await service.game(game_id)).status == "running":
        for user in users:
            _, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.default)
        await service.settle()
        if deliver:
            await deliverer.deliver_due()


async def _actions(service: Service, game_id: int) -> list[tuple[int, str]]:
    async with service.store.read() as db:
        return [(seat, option) for _, seat, option, _ in await q.load_actions(db, game_id)]


async def _turn_changes(service: Service, game_id: int) -> int:
    game = await service.game(game_id)
    engine = registry.get(game.game)

    def states():
        state = engine.new(len(game.seats), game.options, game.seed)
        yield state
        for seat, option in actions:
            state = engine.apply(state, seat, option)
            yield state

    actions = await _actions(service, game_id)
    return count_turns(engine, states())[0]


async def test_machine_moves_ride_on_the_boards_never_beside_them(world):
    """An AI seat and a resigned player's seat play on: what they did is told on the boards'
    captions, never in messages of their own, and an AI seat is named once."""
    service, transport, deliverer = world
    game_id = await _table(service, players=3, ai=1)
    await deliverer.deliver_due()
    await service.resign(game_id, "u2")  # Cid's seat is auto-played from now on
    await _play_out(service, deliverer, game_id, ["u0", "u1"])
    posts = [m.text for _, m in transport.thread_messages]
    without_picture = [m.text for _, m in transport.thread_messages if not m.picture]
    assert without_picture == ["Cid resigned from table #1."], without_picture
    changes = await _turn_changes(service, game_id)
    assert len(posts) - 1 <= changes * 1.05, (len(posts), changes)
    footnotes = [line for text in posts for line in text.splitlines() if line.startswith("-# ")]
    assert any(line.startswith("-# AI 1 (easy) ") for line in footnotes), footnotes
    assert any(line.startswith("-# Cid (auto-play) ") for line in footnotes), footnotes
    assert not any("(AI)" in text for text in posts), posts


async def test_a_board_that_is_out_of_date_when_its_turn_comes_is_not_posted(world):
    """Turn changes faster than delivery: only the newest board goes; the one it replaces is
    settled unsent, the board still up costs no request to the newest, and a "your turn" DM
    whose decision closed meanwhile is not sent."""
    service, transport, deliverer = world
    game_id = await _table(service, players=2)
    await deliverer.deliver_due()
    (first,) = transport.thread_messages
    sent_dms = len(transport.dms)
    boards_before = await _board_rows(service, game_id)
    for _ in range(5):  # the card step closes, then claims pass from one player to the other
        for user in ("u0", "u1"):
            _, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.default)
                break
    boards = [row for row in await _board_rows(service, game_id) if row not in boards_before]
    assert len(boards) >= 2, "the scene needs boards written faster than they are delivered"
    await deliverer.deliver_due()
    posted = transport.thread_messages[1:]
    assert len(posted) == 1, [m.text for _, m in posted]
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT id, error FROM outbox WHERE game_id = ?", (game_id,))
    errors = dict(rows)
    assert [errors[row] for row in boards] == ["superseded"] * (len(boards) - 1) + [None]
    assert transport.retired == [], "no request to take the buttons off the board that was up"
    # each "your turn" DM left only while its decision was still open
    game = await service.game(game_id)
    for user, message in transport.dms[sent_dms:]:
        seat = game.seat_of(user).seat
        if message.controls:
            assert game.waiting.get(str(seat), {}).get("v") == message.controls["version"], message.text
    # the board posted mentions only players whose decision is open
    ((_, board),) = posted
    waiting_users = {game.seats[int(s)].user_id for s in game.waiting}
    assert set(_MENTION.findall(board.text)) <= waiting_users, board.text
    assert first[1].picture


async def _board_rows(service: Service, game_id: int) -> list[int]:
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT id, payload FROM outbox WHERE game_id = ? ORDER BY id", (game_id,))
    return [i for i, payload in rows if json.loads(payload).get("kind") == "board"]


async def test_a_mention_whose_decision_closed_before_the_board_left_is_a_name(world):
    service, transport, deliverer = world
    game_id = await _table(service, players=3)
    # the start's board mentions all three; two of them choose before it leaves
    await service.move(game_id, "u0", (await service.decision_for(game_id, "u0"))[1].default)
    await service.move(game_id, "u1", (await service.decision_for(game_id, "u1"))[1].default)
    await deliverer.deliver_due()
    board = transport.thread_messages[0][1].text
    assert "<@u2>" in board and "<@u0>" not in board and "<@u1>" not in board, board
    assert "Ann" in board and "Bob" in board


async def test_resigned_and_machine_seats_are_never_mentioned_or_sent_their_turn(world):
    service, transport, deliverer = world
    game_id = await _table(service, players=3)
    await deliverer.deliver_due()
    await service.resign(game_id, "u2")
    await service.settle()
    dms_before = len(transport.dms_to("u2"))
    posts_before = len(transport.thread_messages)
    await _play_out(service, deliverer, game_id, ["u0", "u1"])
    later = [m.text for _, m in transport.thread_messages[posts_before:]]
    assert later and not any("<@u2>" in text for text in later), later
    assert not any("Waiting for Cid." in text for text in later), "a board waiting only for a machine is not posted"
    assert [m.text for m in transport.dms_to("u2")[dms_before:]] == [], "a resigned player hears nothing more"


async def test_the_end_is_told_once_on_the_final_board_mentioning_the_players_still_seated(world, clock):
    """The result is public: no DM repeats it; the final board mentions each player still
    seated (not the AI, not a player who resigned), so each hears of it once."""
    service, transport, deliverer = world
    game_id = await _table(service, players=3, ai=1)
    await deliverer.deliver_due()
    await service.resign(game_id, "u2")
    await service.settle()
    await deliverer.deliver_due()
    dms_before = {u: len(transport.dms_to(u)) for u in ("u0", "u1", "u2")}
    await _play_out(service, deliverer, game_id, ["u0", "u1"])
    assert (await service.game(game_id)).status == "finished"
    clock.advance(seconds=60)  # past the thread's message bucket
    await deliverer.deliver_due()
    final = transport.thread_messages[-1][1]
    assert final.controls["mode"] == "over" and "is over" in final.text
    assert "Thanks for playing, <@u0>, <@u1>!" in final.text, final.text
    assert "<@u2>" not in final.text
    for user in ("u0", "u1", "u2"):
        assert not any("is over" in m.text for m in transport.dms_to(user)[dms_before[user] :]), user


async def test_a_board_that_waits_only_on_a_player_who_resigned_before_it_left_is_not_posted(world, clock):
    """The start's board waits on Ann alone once the others have chosen; she resigns before it
    leaves, so her seat now plays at once: the board is held for that move's board to replace
    it, not posted to live a moment."""
    service, transport, deliverer = world
    game_id = await _table(service, "numbered", players=3)
    for user in ("u1", "u2"):
        await service.move(game_id, user, (await service.decision_for(game_id, user))[1].default)
    changed, service.core.on_change = service.core.on_change, lambda game: None
    await service.resign(game_id, "u0")  # Ann's seat plays on by itself, once its machine runs:
    await deliverer.deliver_due()  # the board leaves first
    service.core.on_change = changed
    service.machines.schedule(await service.game(game_id))
    await service.settle()
    clock.advance(seconds=60)
    await deliverer.deliver_due()
    boards = [m for _, m in transport.thread_messages if m.picture]
    assert boards and all(m.controls["version"] > 0 for m in boards), [m.text for m in boards]


def _record(game: str, seats: list[Seat]) -> GameRecord:
    return GameRecord(
        1, game, "finished", {}, 1, None, "u0", None, None, None, None, 9, 0, "auto", None, {}, 0, 0, seats=seats
    )


def test_a_resigned_players_winning_seat_is_named_as_the_auto_played_seat() -> None:
    seats = [Seat(0, "u0", "Ann"), Seat(1, "u1", "Bob"), Seat(2, "u2", "Carol", resigned=True)]
    game = _record("example", seats)
    text = word(result_text({"winners": [2]}, game), "en", game.names)
    assert text == "Winner: Carol's seat (auto-played after Carol resigned).", text
    assert word(result_text({"winners": [0]}, game), "en", game.names) == "Winner: Ann."
    solo = _record("planetarium", [Seat(0, "u0", "Ann")])
    reason = {"key": "bot-resigned-reason", "args": {"name": "x"}}
    lost = word(result_text({"winners": [], "reason": reason}, solo), "en", solo.names)
    assert lost.startswith("Lost against the game."), lost
    together = _record("hope", [Seat(0, "u0", "Ann"), Seat(1, "u1", "Bob")])
    assert word(result_text({"winners": []}, together), "en", together.names) == "Lost against the game."


async def test_a_solo_player_who_keeps_the_turn_is_not_pinged_again(world):
    """Solo Planetarium: the player goes on in their own panel, turn after turn."""
    service, transport, deliverer = world
    game_id = await _table(service, "planetarium", players=1)
    await deliverer.deliver_due()
    for _ in range(40):
        record = await service.game(game_id)
        if record.status != "running":
            break
        _, decision = await service.decision_for(game_id, "u0")
        await service.move(game_id, "u0", decision.default)
        await deliverer.deliver_due()
    assert await _turn_changes(service, game_id) >= 5, "the scene needs several turns"
    turn_dms = [m for m in transport.dms_to("u0") if m.controls]
    assert len(turn_dms) == 1, [m.text for m in turn_dms]
    mentions = sum(len(_MENTION.findall(m.text)) for _, m in transport.thread_messages)
    assert mentions == 1


async def test_your_turn_is_said_once_in_every_language(world):
    """HOPE's and TEG's action prompts, in a "your turn" DM and in the player's own panel."""
    service, _transport, _deliverer = world
    prompts = {}
    for game in ("hope", "teg"):
        game_id = await _table(service, game, players=2)
        for _ in range(60):
            record, state = await service.state(game_id)
            decision = registry.get(game).pending(state)[0]
            if getattr(decision.prompt, "key", "") == f"{game}-prompt-turn":
                prompts[game] = (decision.prompt, record.names)
                break
            await service.move(game_id, f"u{decision.seat}", decision.default)
    assert set(prompts) == {"hope", "teg"}, "the scene needs both games' action prompts"
    for prompt, names in prompts.values():
        for locale, said in (("en", r"your turn"), ("fr", r"à vous"), ("de", r"du bist dran|dein zug")):
            dm = word(say("your_turn_dm", game="G", game_id=1, prompt=prompt), locale, names)
            panel = word(say("your_move", prompt=prompt), locale, names)
            for line in (dm, panel):
                assert len(re.findall(said, line, re.IGNORECASE)) <= 1, line


async def test_the_opening_hand_is_introduced_as_such(world):
    service, _transport, _deliverer = world
    game_id = await _table(service, "plunder", players=3)
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT payload FROM outbox WHERE game_id = ?", (game_id,))
    hands = [json.loads(p) for (p,) in rows if json.loads(p).get("kind") == "hand"]
    assert hands, "the scene needs a player who does not decide first"
    for payload in hands:
        assert worded(payload["text"], "en", None).endswith("your opening hand (below)."), payload["text"]


def _holding_deliverer(service: Service, transport: RecordingTransport) -> Deliverer:
    deliverer = Deliverer(service, transport, renderer=lambda picture: json.dumps(picture["view"]).encode())
    deliverer.hand_hold = 60.0
    return deliverer


async def test_a_hand_dm_waits_and_a_turn_dm_that_comes_meanwhile_shows_the_hand_instead(world, clock):
    """A DM with only a changed hand (nothing to decide) is held for ``hand_hold``: the player's
    "your turn" DM for the table, written meanwhile, shows the hand, so one DM goes, not two."""
    service, transport, _ = world
    deliverer = _holding_deliverer(service, transport)
    game_id = await _table(service, "plunder", players=3)
    await deliverer.deliver_due()
    assert transport.dms_to("u1") == [] and transport.dms_to("u2") == [], "opening hands are held"
    for _ in range(10):  # Ann plays until Bob's decision comes, within the hold
        _, decision = await service.decision_for(game_id, "u0")
        if decision is None:
            break
        await service.move(game_id, "u0", decision.default)
        await service.settle()
        clock.advance(seconds=2)
    assert (await service.decision_for(game_id, "u1"))[1], "the scene needs Bob's turn within the hold"
    await deliverer.deliver_due()
    clock.advance(seconds=61)
    await deliverer.deliver_due()
    bob = transport.dms_to("u1")
    assert len(bob) == 1 and "your turn" in bob[0].text and bob[0].picture, [m.text for m in bob]


async def test_a_hand_dm_no_turn_dm_follows_goes_once_the_hold_is_over(world, clock):
    service, transport, _ = world
    deliverer = _holding_deliverer(service, transport)
    await _table(service, "plunder", players=3)
    await deliverer.deliver_due()
    clock.advance(seconds=59)
    await deliverer.deliver_due()
    assert transport.dms_to("u1") == [] and transport.dms_to("u2") == []
    clock.advance(seconds=2)
    await deliverer.deliver_due()
    for user in ("u1", "u2"):
        (dm,) = transport.dms_to(user)
        assert "#1: your opening hand" in dm.text and dm.picture, dm.text


async def test_the_caption_counts_the_games_turns_and_the_board_command_says_whose_turn(world):
    service, transport, deliverer = world
    game_id = await _table(service, "numbered", players=2)
    await deliverer.deliver_due()
    assert "· turn 7." in transport.thread_messages[0][1].text  # the public view's turn, not the version
    game, _picture, caption = await service.board(game_id)
    said = word(caption, "en", game.names)
    assert said.endswith("Waiting for Ann, Bob.") and "<@" not in said, said


class SlowThread(RecordingTransport):
    """A transport whose board posts are held until the test lets them through; on arrival
    each board notes whether a newer board had been written by then (it came out of date)."""

    def __init__(self, service: Service) -> None:
        super().__init__()
        self.service = service
        self.arrived = asyncio.Event()
        self.release = asyncio.Event()
        self.out_of_date_on_arrival: list[bool] = []
        self.game_id = 1  # the only table of these tests

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        if message.picture:
            self.arrived.set()
            await self.release.wait()
            row = int(message.nonce.removeprefix("orrery-"))
            async with self.service.store.read() as db:
                self.out_of_date_on_arrival.append(await q.newer_board_waiting(db, self.game_id, row))
        return await super().send_to_thread(thread_id, message)


async def _move_everyone(service: Service, game_id: int) -> None:
    for user in ("u0", "u1"):
        _, decision = await service.decision_for(game_id, user)
        if decision:
            await service.move(game_id, user, decision.default)


async def _newest_board_row(service: Service, game_id: int) -> int:
    async with service.store.read() as db:
        rows = await db.execute_fetchall(
            "SELECT MAX(id) FROM outbox WHERE game_id = ? AND json_extract(payload, '$.kind') = 'board'", (game_id,)
        )
    return rows[0][0] or 0


async def _until_a_new_board(service: Service, game_id: int) -> None:
    """Moves until the table writes a new board (a player who keeps the turn gets an edit)."""
    before = await _newest_board_row(service, game_id)
    while await _newest_board_row(service, game_id) == before:
        await _move_everyone(service, game_id)


async def test_a_move_made_while_the_board_is_on_its_way_waits_for_it_to_arrive(world):
    """A board checked as the newest and then sent is not overtaken on its way: a move at its
    table made meanwhile writes once the board has arrived, so no board reaches the thread
    already out of date."""
    service, _, _ = world
    transport = SlowThread(service)
    deliverer = Deliverer(service, transport, renderer=render_stub)
    game_id = await _table(service, players=2)
    transport.release.set()
    await deliverer.deliver_due()  # the opening board is up
    await _until_a_new_board(service, game_id)
    transport.release.clear()
    transport.arrived.clear()
    sending = asyncio.create_task(deliverer.deliver_due())
    await asyncio.wait_for(transport.arrived.wait(), 5)  # the new board is on its way
    move = asyncio.create_task(_until_a_new_board(service, game_id))
    await asyncio.sleep(BOARD_GATE_PATIENCE / 5)
    assert not move.done(), "the move wrote while the board was on its way"
    transport.release.set()
    await asyncio.wait_for(move, 30)
    await sending
    await deliverer.deliver_due()
    assert len(transport.out_of_date_on_arrival) == 3
    assert not any(transport.out_of_date_on_arrival)


async def test_a_resignation_made_while_the_board_is_on_its_way_waits_for_it_to_arrive(world):
    """Resigning changes who the board may mention: it too waits while the board is on its way."""
    service, _, _ = world
    transport = SlowThread(service)
    deliverer = Deliverer(service, transport, renderer=render_stub)
    game_id = await _table(service, players=3)
    transport.arrived.clear()
    sending = asyncio.create_task(deliverer.deliver_due())
    await asyncio.wait_for(transport.arrived.wait(), 5)  # the opening board, mentioning all, is on its way
    resigning = asyncio.create_task(service.resign(game_id, "u2"))
    await asyncio.sleep(BOARD_GATE_PATIENCE / 5)
    assert not resigning.done(), "the resignation was written while the board was on its way"
    transport.release.set()
    await asyncio.wait_for(resigning, 30)
    await sending


async def test_a_board_held_up_on_its_way_holds_a_move_up_no_longer_than_the_gates_patience(world):
    """Discord slow to take a board: a move goes on after the gate's patience (and the board,
    once it arrives, may then be out of date)."""
    service, _, _ = world
    transport = SlowThread(service)
    deliverer = Deliverer(service, transport, renderer=render_stub)
    game_id = await _table(service, players=2)
    sending = asyncio.create_task(deliverer.deliver_due())
    await asyncio.wait_for(transport.arrived.wait(), 5)
    _, decision = await service.decision_for(game_id, "u0")
    began = asyncio.get_running_loop().time()
    await asyncio.wait_for(service.move(game_id, "u0", decision.default), 5)
    waited = asyncio.get_running_loop().time() - began
    assert waited >= BOARD_GATE_PATIENCE, waited
    await asyncio.wait_for(_until_a_new_board(service, game_id), 60)
    transport.release.set()
    await sending
    assert transport.out_of_date_on_arrival[0] is True
