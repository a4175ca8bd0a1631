"""What the adapter says back to a player, on constructed interactions (``test_adapter``): a
confirmation names seats by their players' names, and ``/orrery board`` says whose turn it is."""

from __future__ import annotations

import asyncio

from test_adapter import bot, dispatch, slash, texts  # noqa: F401 - ``bot`` is the fixture

from bot.play.service import Service
from games import registry
from games.core import Decision, Option
from games.example import ExampleDuel
from games.i18n import Msg
from games.i18n import Seat as SeatRef


class AccuseDuel(ExampleDuel):
    """The example game whose cards are played by naming a seat, as HOPE's accusations are."""

    def pending(self, state):
        out = []
        for d in super().pending(state):
            options = tuple(Option(o.id, Msg("bot-seat-name", (("seat", SeatRef(0)),)), o.mark) for o in d.options)
            out.append(Decision(d.seat, d.prompt, options, d.default, d.public))
        return out


async def _started(client, adapter) -> None:
    client.service = Service(
        client.store,
        clock=client.service.core.clock,
        engines=lambda n: AccuseDuel() if n == "example" else registry.get(n),
    )
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    from test_adapter import press

    await dispatch(client, adapter, press(2, "orrery:j:1"))
    for _ in range(1000):
        if (await client.service.game(1)).status == "running":
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the table did not start")


async def test_a_confirmation_names_the_seat_by_its_players_name(bot):  # noqa: F811
    client, adapter = bot
    await _started(client, adapter)
    _, decision = await client.service.decision_for(1, "2")
    calls = await dispatch(client, adapter, slash(2, "move", option=decision.options[0].id, table=1))
    name = (await client.service.game(1)).seats[0].name
    assert texts(calls).startswith(f"Done: {name}."), texts(calls)


async def test_the_board_command_says_whose_turn_it_is(bot):  # noqa: F811
    client, adapter = bot
    await _started(client, adapter)
    calls = await dispatch(client, adapter, slash(1, "board", table=1))
    game = await client.service.game(1)
    said = texts(calls)
    assert f"Waiting for {game.seats[0].name}, {game.seats[1].name}." in said and "<@" not in said, said
