"""The traffic check: the five games, each played to the end by people and one machine seat,
through the real bot on the double with Discord's own limits and clock; then every request the
bot sent is checked as Discord would see it.

- no request Discord would refuse (any 4xx but a rate limit's 429), no deprecated call (the
  first follow-up finishing a deferred reply), no IDENTIFY closer than Discord allows;
- REST requests per accepted move, printed per game, at most ``MAX_REQUESTS_PER_MOVE``;
- at least one natural 429 (the double's own limits, nothing injected), which the bot rode out
  with no message lost or sent twice (``World.audit_delivery``). The bot paces itself by the
  limits it is told, so the 429 comes the way it comes in production: another process of the
  same application (a second shard's, an ``orrery sync``) spends the global second the bot is
  about to use, which the bot cannot know.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections import Counter
from dataclasses import dataclass

import aiohttp
import pytest

from discord_double import DiscordDouble, DoubleClient
from discord_double.server import IDENTIFY_SECONDS, Exchange
from games import registry
from tests.e2e.harness import USERS, BotProcess, Table, World, publish_commands

MAX_REQUESTS_PER_MOVE = 2.5

#: the five games, the people at each table (and one machine seat), the table's options:
#: short variants where a game has them, so five whole games stay affordable on Discord's clock
TABLES = [
    ("plunder", ["alice", "bob"], {}),
    ("orion", ["alice"], {}),
    ("planetarium", ["alice"], {}),
    ("hope", ["alice"], {}),
    ("teg", ["alice"], {"options": "goal=15"}),
]


@dataclass
class Traffic:
    game: str
    requests: int
    moves: int  # accepted moves: the table's action log, the machine seat's moves included
    player_moves: int  # those made by people, through an interaction
    statuses: Counter

    @property
    def per_move(self) -> float:
        return self.requests / self.moves

    def line(self) -> str:
        return (
            f"{self.game}: {self.requests} requests, {self.moves} moves ({self.player_moves} by people): "
            f"{self.per_move:.2f} per move, {self.requests / max(1, self.player_moves):.2f} per player move"
        )


async def open_with_machine(world: World, game: str, people: list[str], options: dict) -> Table:
    """``/orrery new`` for the people and one machine seat (``/orrery ai``, which fills the table
    and starts it); returns the table once its first board is in the thread."""
    host, others = people[0], people[1:]
    new = await world.command(host, "orrery new", game=game, players=len(people) + 1, **options)
    game_id = int(new.text.split("#", 1)[1].split()[0].rstrip(".,:!"))
    join = f"orrery:j:{game_id}"
    lobby = await world.api.wait_message(
        host, lambda m: m["author_id"] == world.double.bot.id and f"#{game_id}" in m["content"] and not m["ephemeral"]
    )
    for user in others:
        joined = await world.press(user, lobby["id"], join)
        assert "You joined" in joined.text, joined.text
    added = await world.command(host, "orrery ai", table=game_id, level="easy")
    assert f"#{game_id}" in added.text, added.text
    first_board = lambda m: m["channel_id"] == lobby["id"] and m["attachments"]  # noqa: E731
    board = await world.api.wait_message(host, first_board, timeout=60)
    table = Table(game_id, lobby["id"], board["channel_id"])
    with world.db() as db:
        for seat, user_id in db.execute("SELECT seat, user_id FROM seats WHERE game_id = ?", (game_id,)):
            if user_id in world.names:
                table.seats[world.names[user_id]] = seat
    return table


def people_waiting(world: World, table: Table) -> list[str]:
    with world.db() as db:
        (waiting,) = db.execute("SELECT waiting FROM games WHERE id = ?", (table.game_id,)).fetchone()
    seats = {seat: user for user, seat in table.seats.items()}
    return [seats[int(s)] for s in sorted(json.loads(waiting), key=int) if int(s) in seats]


#: the User-Agent of the other process of the application (the bot's REST and webhook clients
#: name themselves otherwise)
NEIGHBOUR = "another process"


def the_bots(double: DiscordDouble, since: int = 0) -> list[Exchange]:
    """The REST requests the bot process sent (the tests' own go to ``/_test/``)."""
    return [e for e in double.exchanges[since:] if e.client != NEIGHBOUR]


async def spend_the_global_second(double: DiscordDouble) -> None:
    """Another process of the same application sends the global limit's worth of requests at
    once (spread over routes with buckets of their own, so only the global limit counts)."""
    routes = ("/users/@me", "/applications/@me", "/gateway/bot")
    headers = double.auth_headers() | {"User-Agent": NEIGHBOUR}
    async with aiohttp.ClientSession(base_url=double.api_url + "/", headers=headers) as s:

        async def get(path: str) -> None:
            async with s.get(path.lstrip("/")) as r:
                await r.read()

        await asyncio.gather(*(get(routes[i % 3]) for i in range(double.limiter.limits.global_per_second)))


async def play_with_machine(world: World, table: Table, rng: random.Random, max_moves: int = 600) -> int:
    """The people's decisions, made the ways a player makes them, until the game is over (the
    machine seat plays its own); returns how many the people made. Until the bot has met a
    global 429, every fifth move comes just after another process spent the global second."""
    made = 0
    while world.status(table.game_id) == "running":
        await world.wait_outbox_drained(rows=False, edits=False, timeout=120)
        waiting = people_waiting(world, table)
        if not waiting:  # the machine is thinking
            await asyncio.sleep(0.05)
            continue
        user = waiting[0]
        board = (await world.boards(table))[-1]
        version = world.version(table.game_id)
        if made % 5 == 4 and not [e for e in the_bots(world.double) if e.status == 429]:
            await spend_the_global_second(world.double)
        reply = await world.move(user, table, board, rng, rng.choice(("dm", "decide", "board", "command")))
        assert reply.text.startswith("Done:"), f"{user} got {reply.text!r}"
        assert world.version(table.game_id) > version
        made += 1
        assert made <= max_moves, "the game did not end"
    await world.wait_outbox_drained(rows=False, edits=False, timeout=120)
    return made


def check_recovered(sent: list[Exchange]) -> None:
    """At least one of the bot's requests met a 429 of the double's own limits, and each such
    request went through when the bot sent it again."""
    limited = [i for i, e in enumerate(sent) if e.status == 429]
    assert limited, "the bot met no 429"
    for i in limited:
        again = [e for e in sent[i + 1 :] if (e.method, e.path) == (sent[i].method, sent[i].path)]
        assert again and again[0].status < 400, f"{sent[i].method} {sent[i].path} was not sent again"


def check_identifies(double: DiscordDouble) -> None:
    assert double.identify_refusals == 0, "an IDENTIFY came sooner than Discord allows"
    last: dict[int, float] = {}
    for at, shard in double.identify_times:
        bucket = shard % double.max_concurrency
        assert bucket not in last or at - last[bucket] >= IDENTIFY_SECONDS
        last[bucket] = at


async def play_one(tmp_path, game: str, people: list[str], options: dict) -> Traffic:
    async with DiscordDouble(users=USERS) as double:  # Discord's own limits and clock
        bot = BotProcess(double, tmp_path / f"{game}.sqlite3", tmp_path / f"{game}.log", game)
        await publish_commands(double, bot)
        try:
            await bot.start()
            async with DoubleClient(double.base_url) as api:
                world = World(double, api, bot, game)
                start = len(double.exchanges)
                table = await open_with_machine(world, game, people, options)
                player_moves = await play_with_machine(world, table, random.Random(7))
                await world.audit_delivery()  # nothing lost, nothing sent twice
                sent = the_bots(double, start)
                statuses = Counter(e.status for e in sent)
                traffic = Traffic(game, len(sent), world.actions(table.game_id), player_moves, statuses)
                refused = [(e.method, e.path, e.status, e.answer) for e in sent if e.status >= 400 and e.status != 429]
                assert refused == [], f"requests Discord would refuse: {refused[:5]}"
                assert not double.ratelimits  # every 429 came from the double's own limits
                check_recovered(sent)
                assert (await api.state())["legacy_followup_edits"] == 0
                assert not double.unknown_routes
                check_identifies(double)
                print(Counter(f"{e.method} {e.template}" for e in sent).most_common())
                assert bot.alive
                world.close()
                return traffic
        finally:
            await bot.stop()
            print(f"--- bot log ({tmp_path / f'{game}.log'}) ---\n{bot.log_tail(20)}")


@pytest.mark.parametrize(("game", "people", "options"), [t for t in TABLES if t[0] in registry.ids()], ids=lambda x: x)
async def test_traffic_of_a_whole_game(tmp_path, game, people, options) -> None:
    traffic = await play_one(tmp_path, game, people, options)
    print(f"\nTRAFFIC {traffic.line()} statuses {dict(traffic.statuses)}")
    assert traffic.per_move <= MAX_REQUESTS_PER_MOVE, traffic.line()
