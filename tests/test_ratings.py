"""Ratings: places from outcomes, OpenSkill's documented updates, cooperative and traitor
results (each player against the game, per player count), AI levels as pseudo-players rated once
per table, and exactly one update per finished table even when the finishing move crashes and
is played again after a restart."""

from __future__ import annotations

import pytest

from bot.play import ratings
from bot.play.moves import Moves
from bot.play.ratings import GAME_PLAYER, MODEL, Entry, Side, matches, new_ratings, ordinal, sides_of
from bot.play.service import Service
from db import ratings as rq
from db import store as q
from db.store import Seat, Store
from games import registry

DEFAULT = (25.0, 25.0 / 3)
THE_GAME = "game:test"


def rate(sides: list[Side], prior: dict[int | None, tuple[float, float]]) -> dict[int | None, tuple[float, float]]:
    """``new_ratings`` for seats that are each their own entrant, keyed by seat (None: the game)."""
    entrant_of = {seat: f"p{seat}" for side in sides for seat in side.seats}
    by_player = {f"p{k}" if k is not None else THE_GAME: v for k, v in prior.items()}
    after = new_ratings(matches(sides, entrant_of, THE_GAME), by_player, THE_GAME)
    return {None if p == THE_GAME else int(p[1:]): v for p, v in after.items()}


def seats(n: int, resigned: tuple[int, ...] = (), ai: dict[int, str] | None = None) -> list[Seat]:
    ai = ai or {}
    return [
        Seat(i, f"u{i}", f"P{i}", kind="ai" if i in ai else "human", ai_level=ai.get(i), resigned=i in resigned)
        for i in range(n)
    ]


def test_a_two_player_win_moves_both_ratings_as_openskill_documents():
    sides = sides_of(registry.get("orion"), seats(2), {"winners": [1], "scores": None}, None)
    assert sides == [Side((0,), 2), Side((1,), 1)]
    after = rate(sides, {0: DEFAULT, 1: DEFAULT})
    # the library's own answer for the same match, and its documented shape: the winner gains
    # what the loser loses around the default mean, and both become more certain
    [[loser], [winner]] = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[2, 1])
    assert after[1] == pytest.approx((winner.mu, winner.sigma))
    assert after[0] == pytest.approx((loser.mu, loser.sigma))
    assert after[1][0] > 25 > after[0][0] and after[1][0] - 25 == pytest.approx(25 - after[0][0])
    assert after[0][1] < DEFAULT[1]


def test_teams_are_rated_as_the_library_rates_teams():
    # openskill's README example: a1, a2 beat b1, b2, who were rated far higher
    prior = {0: (25.0, 25 / 3), 1: (32.444, 5.123), 2: (43.381, 2.421), 3: (25.188, 6.211)}
    after = rate([Side((0, 1), 1), Side((2, 3), 2)], prior)
    teams = [[MODEL.rating(*prior[0]), MODEL.rating(*prior[1])], [MODEL.rating(*prior[2]), MODEL.rating(*prior[3])]]
    expected = [r for team in MODEL.rate(teams, ranks=[1, 2]) for r in team]
    for seat, rating in enumerate(expected):
        assert after[seat] == pytest.approx((rating.mu, rating.sigma))
    # the documented direction: the upset winners gain, the favourites lose, the less certain more
    assert after[0][0] - 25 > after[1][0] - 32.444 > 0 > after[2][0] - 43.381 > after[3][0] - 25.188


def test_multiplayer_places_winners_then_scores_with_ties_and_resigned_last():
    result = {"winners": [2], "scores": [3.0, 1.0, 5.0, 3.0, 4.0]}
    sides = sides_of(registry.get("plunder"), seats(5, resigned=(4,)), result, None)
    assert {s.seats[0]: s.rank for s in sides} == {2: 1, 0: 2, 3: 2, 1: 3, 4: 4}
    prior = dict.fromkeys(range(5), DEFAULT)
    after = rate(sides, prior)
    mus = {seat: mu for seat, (mu, _) in after.items()}
    assert mus[0] == pytest.approx(mus[3])
    assert mus[2] > mus[0] > mus[1] > mus[4]
    # a draw with no scores: nobody moves up or down
    draw = sides_of(registry.get("orion"), seats(2), {"winners": [], "scores": None}, None)
    assert {s.rank for s in draw} == {1}
    assert all(mu == pytest.approx(25.0) for mu, _ in rate(draw, {0: DEFAULT, 1: DEFAULT}).values())


def test_hope_rates_each_loyal_player_against_the_game_and_moves_the_game_once():
    public = {"roles_known": {}}
    hope = registry.get("hope")
    won = sides_of(hope, seats(3), {"winners": [1], "scores": [2, 5, 1]}, public)
    assert won == [Side((0, 1, 2), 1), Side((), 2)]
    # the team shares a place, but each player meets the game one against one
    assert matches(won, {0: "a", 1: "b", 2: "c"}, "g") == [
        [Entry(("a",), 1), Entry(("g",), 2)],
        [Entry(("b",), 1), Entry(("g",), 2)],
        [Entry(("c",), 1), Entry(("g",), 2)],
    ]
    after = rate(won, {0: DEFAULT, 1: DEFAULT, 2: DEFAULT, None: DEFAULT})
    [[alone], [game]] = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[1, 2])
    # the whole team wins, not only the seat the outcome names, and each gains what a lone
    # winner would; the game loses once (not three times)
    for seat in range(3):
        assert after[seat] == pytest.approx((alone.mu, alone.sigma))
    assert after[None] == pytest.approx((game.mu, game.sigma))
    lost = sides_of(hope, seats(3), {"winners": [], "scores": [2, 5, 1]}, public)
    assert lost == [Side((0, 1, 2), 2), Side((), 1)]
    after = rate(lost, {0: DEFAULT, 1: DEFAULT, 2: DEFAULT, None: DEFAULT})
    assert after[0][0] == after[1][0] == after[2][0] < 25 < after[None][0]


def _history(players: int, wins: int, tables: int = 8, team_of_ai: bool = False) -> dict[str, float]:
    """Ordinals after ``tables`` HOPE tables at ``players`` seats, the team winning ``wins``
    of them (the losses spread through the history), rated table by table as the bot does."""
    hope = registry.get("hope")
    the_game = f"game:{players}"
    entrant_of = {s: "ai:easy" if team_of_ai else f"u{s}" for s in range(players)}
    ratings_now: dict[str, tuple[float, float]] = {}
    for table in range(tables):
        won = (table * wins) // tables != ((table + 1) * wins) // tables
        sides = sides_of(hope, seats(players), {"winners": [0] if won else [], "scores": None}, {"roles_known": {}})
        prior = {p: ratings_now.get(p, DEFAULT) for p in [*entrant_of.values(), the_game]}
        ratings_now.update(new_ratings(matches(sides, entrant_of, the_game), prior, the_game))
    return {p: ordinal(*r) for p, r in ratings_now.items()}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("team_of_ai", [False, True])
def test_a_team_that_wins_most_tables_ranks_above_the_game_and_one_that_loses_below(players, team_of_ai):
    winning = _history(players, wins=7, team_of_ai=team_of_ai)
    losing = _history(players, wins=1, team_of_ai=team_of_ai)
    game = f"game:{players}"
    members = [p for p in winning if p != game]
    assert members and all(winning[p] > winning[game] for p in members), winning
    assert all(losing[p] < losing[game] for p in members), losing
    # a bigger team is no stronger favourite: at 2 and at 4 seats, 7 wins of 8 read the same
    assert winning[members[0]] == pytest.approx(_history(2, wins=7, team_of_ai=team_of_ai)[members[0]])


def test_one_entrant_holding_several_seats_plays_once_at_its_mean_place():
    # three easy AI seats finish 1st, 3rd and 4th around a human in 2nd (a competitive table)
    sides = [Side((0,), 1), Side((3,), 2), Side((1,), 3), Side((2,), 4)]
    entrant_of = {0: "ai:easy", 1: "ai:easy", 2: "ai:easy", 3: "u3"}
    played = matches(sides, entrant_of, "game:4")
    assert played == [[Entry(("u3",), 2), Entry(("ai:easy",), pytest.approx(8 / 3))]]
    after = new_ratings(played, {"ai:easy": DEFAULT, "u3": DEFAULT})
    [[human], [ai]] = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[2, 8 / 3])
    assert after == {"u3": pytest.approx((human.mu, human.sigma)), "ai:easy": pytest.approx((ai.mu, ai.sigma))}


def test_hope_with_a_traitor_sets_the_traitor_against_the_loyal_team():
    public = {"roles_known": {"0": "hope", "1": "nope", "2": "hope", "3": "hope"}}
    nope = sides_of(registry.get("hope"), seats(4), {"winners": [1], "scores": [0, 0, 0, 0]}, public)
    assert nope == [Side((0, 2, 3), 2), Side((1,), 1), Side((), 2)]
    # the traitor against the loyal team, then everyone against the game
    played = matches(nope, {s: f"p{s}" for s in range(4)}, "g")
    assert played[0] == [Entry(("p0", "p2", "p3"), 2), Entry(("p1",), 1)]
    assert sorted(m[0].players[0] for m in played[1:]) == ["p0", "p1", "p2", "p3"]
    after = rate(nope, {**dict.fromkeys(range(4), DEFAULT), None: DEFAULT})
    assert after[1][0] > 25 > after[0][0] == after[2][0] == after[3][0]
    loyal = sides_of(registry.get("hope"), seats(4), {"winners": [3], "scores": [0, 0, 0, 0]}, public)
    assert loyal == [Side((0, 2, 3), 1), Side((1,), 2), Side((), 2)]
    # everyone lost: the Regression (the game) beat both the team and the traitor
    regression = sides_of(registry.get("hope"), seats(4), {"winners": [], "scores": [0, 0, 0, 0]}, public)
    assert regression == [Side((0, 2, 3), 2), Side((1,), 2), Side((), 1)]


def test_a_solo_game_is_the_player_against_the_game():
    assert sides_of(registry.get("planetarium"), seats(1), {"winners": [0]}, None) == [Side((0,), 1), Side((), 2)]
    assert sides_of(registry.get("planetarium"), seats(1), {"winners": []}, None) == [Side((0,), 2), Side((), 1)]


# --- through the service --------------------------------------------------------------------


@pytest.fixture
async def service(tmp_path, clock):
    store = await Store.open(str(tmp_path / "ratings.sqlite3"))
    service = Service(store, clock=clock, engines=registry.get)
    yield service
    await service.settle()
    await store.close()


async def _finish(service: Service, game_id: int, users: tuple[str, ...]) -> None:
    while (await service.game(game_id)).status == "running":
        for user in users:
            _, decision = await service.decision_for(game_id, user)
            if decision:
                await service.move(game_id, user, decision.options[-1].id)


async def _rows(service: Service, guild: str = "") -> dict[str, rq.RatingRow]:
    async with service.store.read() as db:
        return {r.player: r for r in await rq.leaderboard(db, guild, "example")}


async def test_a_finished_table_is_rated_once_per_server_with_ai_levels_as_players(service):
    game = await service.create("example", "u0", "Ann", guild_id="g1")
    await service.join(game.id, "u1", "Bob")
    async with service.store.transaction() as db:  # an AI seat of level easy
        await q.insert_seat(db, game.id, Seat(2, "ai:x", "AI 1 (easy)", kind="ai", ai_level="easy"))
    await service.start(game.id, "u0")
    await service.settle()
    game = await service.game(game.id)
    # the AI seat has no chooser here: play it by its default through the service's machinery
    while game.status == "running":
        await _finish_once(service, game.id)
        game = await service.game(game.id)
    rows = await _rows(service, "g1")
    assert set(rows) == {"u0", "u1", "ai:easy"} and rows["ai:easy"].name == "AI easy"
    assert all(r.games == 1 for r in rows.values())
    assert sum(r.wins for r in rows.values()) == len(game.result["winners"])
    assert await _rows(service, "") == {}  # another server's board is untouched
    async with service.store.read() as db:
        places = await rq.places_of(db, game.id)
    assert sorted(p["seat"] for p in places) == [0, 1, 2]
    # rating the same table again changes nothing
    async with service.store.transaction() as db:
        assert not await ratings.rate_finished(db, game, game.result, None, registry.get("example"))
    assert {p: (r.mu, r.games) for p, r in (await _rows(service, "g1")).items()} == {
        p: (r.mu, r.games) for p, r in rows.items()
    }


async def test_three_seats_of_one_ai_level_change_its_rating_once_per_table(service):
    game = await service.create("example", "u0", "Ann", guild_id="g1")
    async with service.store.transaction() as db:
        for seat in (1, 2, 3):
            await q.insert_seat(db, game.id, Seat(seat, f"ai:{seat}", f"AI {seat} (easy)", kind="ai", ai_level="easy"))
    await service.start(game.id, "u0")
    await service.settle()
    while (await service.game(game.id)).status == "running":
        await _finish_once(service, game.id, users=("u0",))
    rows = await _rows(service, "g1")
    assert set(rows) == {"u0", "ai:easy"} and rows["ai:easy"].games == 1
    async with service.store.read() as db:
        places = await rq.places_of(db, game.id)
    ai_place = sum(p["place"] for p in places if p["player"] == "ai:easy") / 3
    ann_place = next(p["place"] for p in places if p["player"] == "u0")
    # one match: Ann against the easy AI at its mean place, as the library rates it
    [[ann], [ai]] = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[ann_place, ai_place])
    assert (rows["ai:easy"].mu, rows["ai:easy"].sigma) == pytest.approx((ai.mu, ai.sigma))
    assert (rows["u0"].mu, rows["u0"].sigma) == pytest.approx((ann.mu, ann.sigma))


async def _finish_once(service: Service, game_id: int, users: tuple[str, ...] = ("u0", "u1")) -> None:
    for user in users:
        _, decision = await service.decision_for(game_id, user)
        if decision:
            await service.move(game_id, user, decision.options[-1].id)
    await service.play_machines(game_id)


async def test_a_crash_in_the_finishing_move_rates_nothing_and_the_retry_rates_once(tmp_path, clock, monkeypatch):
    path = str(tmp_path / "crash.sqlite3")
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    game = await service.create("example", "u0", "Ann")
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    real = Moves.enqueue_turn

    async def crash_at_the_end(self, db, game, engine, state, *args, **kwargs):
        if engine.outcome(state) is not None:
            raise RuntimeError("power cut")
        return await real(self, db, game, engine, state, *args, **kwargs)

    monkeypatch.setattr(Moves, "enqueue_turn", crash_at_the_end)
    crashed = None
    while crashed is None:
        for user in ("u0", "u1"):
            _, decision = await service.decision_for(game.id, user)
            if decision:
                try:
                    await service.move(game.id, user, decision.options[-1].id)
                except RuntimeError:
                    crashed = (user, decision.options[-1].id)
                    break
    assert (await service.game(game.id)).status == "running"
    assert await _rows(service) == {}
    await store.close()  # the process dies; the bot restarts and the player clicks again
    monkeypatch.undo()
    store = await Store.open(path)
    service = Service(store, clock=clock, engines=registry.get)
    await service.move(game.id, *crashed)
    assert (await service.game(game.id)).status == "finished"
    rows = await _rows(service)
    assert {p: r.games for p, r in rows.items()} == {"u0": 1, "u1": 1}
    await store.close()


async def test_a_resignation_that_ends_the_game_rates_the_resigner_last(service):
    game = await service.create("example", "u0", "Ann")
    await service.join(game.id, "u1", "Bob")
    await service.start(game.id, "u0")
    await service.resign(game.id, "u0")
    rows = await _rows(service)
    assert rows["u1"].wins == 1 and rows["u0"].wins == 0
    assert ratings.ordinal(rows["u1"].mu, rows["u1"].sigma) > ratings.ordinal(rows["u0"].mu, rows["u0"].sigma)
    assert GAME_PLAYER not in rows
