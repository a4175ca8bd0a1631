"""A player's command reads its table once: ``/orrery move``, a pressed option and the option
autocomplete each read the table's row (and its seats) once and decode its state at most once,
the player's panel shown from what the move left. Counted with spies on the store's reads and
on the engine's decoding, through the Discord handlers with the acknowledgement and the answer
stubbed (the interaction is a plain object: what the handlers read of it)."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from bot.adapter.handlers import play
from bot.play.service import Service, UserError
from bot.words import word
from db import store as q
from db.store import Store
from games import registry
from games.core import Engine

GUILD = "100"


@pytest.fixture
async def service(tmp_path, clock):
    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    yield Service(store, clock=clock, engines=registry.get)
    await store.close()


@pytest.fixture
def counted(monkeypatch) -> Counter:
    """How often the table is read (``load_game``: the row and its seats; ``load_for_move``: the
    same in a move's transaction; ``load_snapshot``: the stored state) and a state decoded."""
    calls: Counter = Counter()

    def spy(owner, name: str) -> None:
        real = getattr(owner, name)

        async def read(*args, **kwargs):
            calls[name] += 1
            return await real(*args, **kwargs)

        monkeypatch.setattr(owner, name, read)

    for name in ("load_game", "load_for_move", "load_snapshot"):
        spy(q, name)
    decode = Engine.from_json

    def from_json(self, text):
        calls["from_json"] += 1
        return decode(self, text)

    monkeypatch.setattr(Engine, "from_json", from_json)
    return calls


@pytest.fixture
def answers(monkeypatch) -> list[str]:
    """What the handlers answer (the Discord calls stubbed; a refusal propagates)."""
    said: list[str] = []

    async def nothing(*args, **kwargs):
        return None

    async def run(interaction, work):
        await work()

    async def answer(interaction, content=None, **kwargs):
        said.append(content)

    monkeypatch.setattr(play, "ack", nothing)
    monkeypatch.setattr(play, "guarded", run)
    monkeypatch.setattr(play, "answer", answer)
    monkeypatch.setattr(play, "show", answer)
    monkeypatch.setattr(play, "rendered", nothing)
    return said


def _interaction(service: Service, user: str, guild: str | None = GUILD, panel: bool = False) -> SimpleNamespace:
    """What the handlers read of a Discord interaction. ``panel``: pressed on the player's own panel."""
    message = SimpleNamespace(flags=SimpleNamespace(ephemeral=panel)) if panel else None
    return SimpleNamespace(
        client=SimpleNamespace(service=service),
        user=SimpleNamespace(id=user, display_name=f"P{user}"),
        guild_id=guild,
        channel_id=None,
        locale="en-US",
        extras={},
        message=message,
    )


async def _table(service: Service) -> int:
    record = await service.create("plunder", "0", "P0", seed=7, guild_id=GUILD, turn_hours=0)
    for i in range(1, 4):
        await service.join(record.id, str(i), f"P{i}")
    await service.start(record.id, "0")
    return record.id


async def _someone_to_move(service: Service, game_id: int, rng: random.Random):
    _, state = await service.state(game_id)
    return rng.choice(registry.get("plunder").pending(state))


def _reads(calls: Counter) -> int:
    return calls["load_game"] + calls["load_for_move"]


async def test_a_typed_move_reads_its_table_once_and_shows_the_panel_from_the_move(service, counted, answers):
    game_id = await _table(service)
    rng = random.Random(2)
    for n in range(12):
        decision = await _someone_to_move(service, game_id, rng)
        option = rng.choice(decision.options)
        # by label one time in two, as a person types it, else by its id
        typed = word(option.label, "en", (await service.game(game_id)).names) if n % 2 else option.id
        if n == 5:
            service.core.forget(game_id)  # as after a restart: the state is read and decoded, once
        # (the state the start, or the last move, left is kept by the process: not decoded)
        counted.clear()
        await play.move_command(_interaction(service, str(decision.seat)), game_id, typed)
        assert _reads(counted) == 1, counted
        assert counted["from_json"] == (1 if n == 5 else 0), counted
        assert answers[-1] and "#" in answers[-1]  # the panel, naming its table
    assert (await service.game(game_id)).version >= 12


async def test_a_pressed_option_reads_its_table_once(service, counted, answers):
    game_id = await _table(service)
    rng = random.Random(4)
    for n in range(8):
        decision = await _someone_to_move(service, game_id, rng)
        version = (await service.game(game_id)).version
        counted.clear()
        interaction = _interaction(service, str(decision.seat), panel=n % 2 == 0)
        await play.choose(interaction, game_id, rng.choice(decision.options).id, version)
        assert _reads(counted) == 1 and counted["from_json"] <= 1, counted


async def test_the_autocomplete_reads_its_table_once_and_its_move_decodes_nothing(service, counted, answers):
    game_id = await _table(service)
    decision = await _someone_to_move(service, game_id, random.Random(1))
    service.core.forget(game_id)
    interaction = _interaction(service, str(decision.seat))
    counted.clear()
    offered = await play.option_choices(interaction, game_id, "")
    assert [oid for _, oid in offered] == [o.id for o in decision.options][:25]
    assert _reads(counted) == 1 and counted["from_json"] == 1, counted
    counted.clear()
    await play.move_command(interaction, game_id, decision.options[0].id)
    assert _reads(counted) == 1 and counted["from_json"] == 0, counted  # the state the autocomplete kept


async def test_a_command_from_another_server_finds_no_table_and_moves_nothing(service, answers):
    game_id = await _table(service)
    decision = await _someone_to_move(service, game_id, random.Random(3))
    for handler in (play.move_command, play.choose):
        args = (decision.options[0].id,) if handler is play.move_command else (decision.options[0].id, None)
        with pytest.raises(UserError) as refused:
            await handler(_interaction(service, str(decision.seat), guild="999"), game_id, *args)
        assert refused.value.key == "no_such_table"
    assert await play.option_choices(_interaction(service, str(decision.seat), guild="999"), game_id, "") == []
    assert (await service.game(game_id)).version == 0


async def test_a_typed_option_that_is_none_of_the_players_is_refused_and_moves_nothing(service, answers):
    game_id = await _table(service)
    decision = await _someone_to_move(service, game_id, random.Random(5))
    with pytest.raises(UserError) as refused:
        await play.move_command(_interaction(service, str(decision.seat)), game_id, "no such option")
    assert refused.value.key == "bad_option_text"
    stamps = (await service.game(game_id)).waiting
    waiting = next(str(s) for s in range(4) if str(s) not in stamps)
    with pytest.raises(UserError) as refused:
        await play.move_command(_interaction(service, waiting), game_id, decision.options[0].id)
    assert refused.value.key == "not_your_turn"
    assert (await service.game(game_id)).version == 0


async def test_the_choose_button_reads_its_table_once_and_brings_back_a_player_taken_over(service, counted, answers):
    game_id = await _table(service)
    decision = await _someone_to_move(service, game_id, random.Random(6))
    user = str(decision.seat)
    counted.clear()
    await play.offer_choices(_interaction(service, user), game_id)
    assert _reads(counted) == 1 and counted["from_json"] == 0, counted
    assert "#" in answers[-1]
    # a seat the computer took over (its player timed out) goes back to its player
    async with service.store.transaction(table=game_id) as db:
        await q.update_seat(db, game_id, decision.seat, away=1)
    await play.offer_choices(_interaction(service, user), game_id)
    assert not (await service.game(game_id)).seats[decision.seat].away
