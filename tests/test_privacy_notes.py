"""What the bot itself says about moves made for a seat (by the AI, or by auto-play after a
resignation or a missed deadline): a secret choice is never named where others read it."""

from __future__ import annotations

import json

import pytest
from doubles import easy_ai

from bot.outbox.wording import worded
from bot.play.service import Service
from bot.words import stored_label, word
from db import store as q
from db.store import Store
from games import registry
from games.core import Decision, State
from games.example import GAME as EXAMPLE
from games.example import ExampleDuel


class TurnToy(ExampleDuel):
    """The example game with its cards played in turn, face up: every choice is public."""

    id = "turntoy"

    def pending(self, state: State) -> list[Decision]:
        return [Decision(d.seat, d.prompt, d.options, d.default, public=True) for d in super().pending(state)[:1]]


TURNTOY = TurnToy()


def all_engines(name: str):
    return TURNTOY if name == "turntoy" else registry.get(name)


toy_ai = easy_ai(all_engines)


@pytest.fixture
async def service(tmp_path, clock):
    store = await Store.open(str(tmp_path / "notes.sqlite3"))
    service = Service(store, clock=clock, engines=all_engines, ai_chooser=toy_ai)
    yield service
    await service.settle()
    await store.close()


async def play_out(service: Service, game_id: int, humans: list[str]) -> None:
    while (await service.game(game_id)).status == "running":
        for user in humans:
            _, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.default)
        await service.settle()


async def thread_texts(service: Service, game_id: int) -> list[str]:
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT payload FROM outbox WHERE game_id = ?", (game_id,))
    payloads = [json.loads(p) for (p,) in rows]
    names = (await service.game(game_id)).names
    # the outbox keeps messages: worded here as the thread (an English table) reads them
    return [worded(p.get("text") or "", "en", names) for p in payloads if "game_thread" in p["to"]]


async def machine_labels(service: Service, game_id: int) -> dict[int, set[str]]:
    """The labels of the options machine seats chose, by seat, from the bot's own action log."""
    async with service.store.read() as db:
        rows = await db.execute_fetchall(
            "SELECT seat, label FROM actions WHERE game_id = ? AND source != 'player'", (game_id,)
        )
    out: dict[int, set[str]] = {}
    for seat, label in rows:
        out.setdefault(seat, set()).add(word(stored_label(label), "en"))  # kept as messages
    return out


async def test_secret_choices_of_ai_and_auto_played_seats_are_never_named_to_others(service):
    game = await service.create("example", "u0", "Ann")
    await service.join(game.id, "u1", "Bob")
    await service.add_ai(game.id, "u0", "easy")
    await service.start(game.id, "u0")
    await service.resign(game.id, "u1")  # Bob's seat plays on by itself
    await service.settle()
    # the resigned player may read, privately, what was played for their own seat: its card
    cards = await secret_labels(service, game.id)
    bob = await service.log_lines(game.id, "u1")
    # (read as the log words it: "You play 23." for the label "Play 23")
    bob = [line.lower() for line in bob]
    assert cards.get(1) and any(label.lower() in line for line in bob for label in cards[1]), (bob, cards)
    assert not any(label.lower() in line for line in bob for label in cards.get(2, set()) - cards[1]), bob
    await play_out(service, game.id, ["u0"])

    chosen = await secret_labels(service, game.id)
    assert chosen.get(1) and chosen.get(2), "both machine seats should have played"
    secret = set().union(*chosen.values())
    notes = await thread_texts(service, game.id)
    made = [n for n in notes if "made their choice" in n]
    assert any("Bob (auto-play)" in n for n in made) and any("AI 1 (easy) made" in n for n in made), notes
    for text in notes + await service.log_lines(game.id, "u0") + await service.log_lines(game.id, None):
        assert not any(label.lower() in text.lower() for label in secret), f"a secret choice is named: {text!r}"


async def secret_labels(service: Service, game_id: int) -> dict[int, set[str]]:
    """The cards machine seats played: their secret choices (claims and keep-or-pass are public)."""
    labels = await machine_labels(service, game_id)
    return {seat: {x for x in chosen if x.startswith("Play ")} for seat, chosen in labels.items()}


async def test_a_public_choice_made_alone_is_named_and_one_made_alongside_others_is_not(service):
    game = await service.create("turntoy", "u0", "Ann")
    await service.add_ai(game.id, "u0", "easy")
    await service.start(game.id, "u0")
    await play_out(service, game.id, ["u0"])
    texts = await thread_texts(service, game.id)
    notes = [line for text in texts for line in text.splitlines() if line.startswith("-# AI 1 (easy) ")]
    assert notes and all(" chose: " in n for n in notes) and any("chose: Play" in n for n in notes), notes
    assert any("AI 1 (easy) chose: Play" in line for line in await service.log_lines(game.id, None))

    # the same options, but both seats choose at once: the AI's card stays a secret
    both = Decision(0, "Play a card", EXAMPLE.pending(EXAMPLE.new(2, {}, 1))[0].options, "c1", public=True)
    from bot.play.service import may_name_choice

    assert may_name_choice(both, [both])
    assert not may_name_choice(both, [both, Decision(1, "Play a card", both.options, "c1", public=True)])
    assert not may_name_choice(Decision(0, "Play a card", both.options, "c1", public=False), [])


async def test_moves_stored_before_the_upgrade_count_as_secret(tmp_path):
    store = await Store.open(str(tmp_path / "old.sqlite3"))
    try:
        async with store.transaction() as db:
            gid = await q.insert_game(db, "example", {}, 1, "u0", None, "g1", "c1", 24, "wait")
            await db.execute(
                "INSERT INTO actions (game_id, n, seat, option_id, label, source, at) VALUES (?, 1, 0, 'c3', "
                "'Play 3', 'ai', 0)",
                (gid,),
            )
            assert await q.machine_actions(db, gid, 5) == [(1, 0, "Play 3", "ai", False)]
    finally:
        await store.close()
