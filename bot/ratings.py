"""Ratings: who placed where when a table finished, and the OpenSkill update that follows.

A finished table is rated once, inside the transaction of the move (or resignation) that
finished it: ``rate_finished`` records the table in ``rated_games`` first and does nothing
when it is already there, so a retried or replayed finish never counts twice.

Ratings are per server and per game, with OpenSkill's Bradley-Terry "partial pairing" model
(it rates any number of teams of any size by their places, each against its neighbours in
the standings). Not the library's default Plackett-Luce: in openskill 6.2 that one mishandles
tied places (openskill.py issues #155 and #201: with places 1, 2, 2, 3 the third gets as
much as the tied seconds), and ties are everyday here (equal scores, a team and the traitor
both losing to the game). Who is rated:

- a human seat as its Discord user;
- every AI seat of one level as one pseudo-player, "AI easy", so players see where they
  stand against each level;
- in a cooperative game (HOPE) the loyal players as one team against the game itself (a
  pseudo-player, "the game") and the traitor, if there is one; in a one-seat game the
  player against the game. A shared loss is a loss for the whole team.

Places come from the outcome: winners first, then the others by score when the outcome has
scores (ties share a place), and resigned seats last. A player is provisional until they
have played ``PROVISIONAL_GAMES`` rated games of that game.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from openskill.models import BradleyTerryPart

from db import ratings as rq
from db.store import GameRecord, Seat, guard_shared

#: the library's documented defaults (mu 25, sigma 25/3); ordinal = mu - 3 sigma
MODEL = BradleyTerryPart()
#: rated games before a player's rating is shown as settled (OpenSkill's sigma falls from 8.3
#: to about 6 after five games, so the first few results still move it a lot)
PROVISIONAL_GAMES = 5
#: the pseudo-player that stands for the game in cooperative and solo games
GAME_PLAYER = "game"
COOPERATIVE = frozenset({"hope"})


@dataclass(frozen=True)
class Side:
    """Seats that share one place (a team, or a single seat); no seats: the game itself."""

    seats: tuple[int, ...]
    rank: int  # 1 is first


def entrant(seat: Seat) -> tuple[str, str]:
    """(rated player, display name) of a seat."""
    if seat.kind == "ai":
        level = seat.ai_level or "normal"
        return f"ai:{level}", f"AI {level}"
    return seat.user_id, seat.name


def sides_of(game: str, seats: list[Seat], result: dict[str, Any], public: dict[str, Any] | None) -> list[Side]:
    """The places of a finished table, from its outcome (``result``) and its final public view."""
    winners = set(result.get("winners") or [])
    resigned = [s.seat for s in seats if s.resigned]
    playing = [s.seat for s in seats if not s.resigned]
    if game in COOPERATIVE:
        sides = _cooperative(playing, winners, public or {})
    elif len(seats) == 1:
        won = bool(winners)
        sides = [Side((playing[0],) if playing else (), 1 if won else 2), Side((), 2 if won else 1)]
    else:
        sides = _competitive(playing, winners, result.get("scores"))
    last = max((s.rank for s in sides), default=0) + 1
    return sides + [Side((seat,), last) for seat in resigned]


def _competitive(playing: list[int], winners: set[int], scores: list[float] | None) -> list[Side]:
    def key(seat: int) -> tuple[int, float]:
        score = scores[seat] if scores and seat < len(scores) and scores[seat] is not None else 0.0
        return (0 if seat in winners else 1, -float(score))

    keys = sorted({key(s) for s in playing})
    return [Side((s,), keys.index(key(s)) + 1) for s in playing]


def _cooperative(playing: list[int], winners: set[int], public: dict[str, Any]) -> list[Side]:
    """HOPE: the loyal team, the traitor (the final public view names every role) and the game.
    A loyal winner means the team won; the traitor named as winner means N.O.P.E. won; no
    winner means the Regression (the game) won."""
    roles = {int(k): v for k, v in (public.get("roles_known") or {}).items()}
    traitors = [s for s in playing if roles.get(s) == "nope"]
    loyal = tuple(s for s in playing if s not in traitors)
    won_by = "game"
    if winners & set(traitors):
        won_by = "traitor"
    elif winners:
        won_by = "loyal"
    sides = [Side(loyal, 1 if won_by == "loyal" else 2)] if loyal else []
    sides += [Side((t,), 1 if won_by == "traitor" else 2) for t in traitors]
    return [*sides, Side((), 1 if won_by == "game" else 2)]


Ratings = dict[int | None, tuple[float, float]]


def new_ratings(sides: list[Side], prior: Ratings) -> Ratings:
    """OpenSkill's update of every seat (key None: the game) given its prior (mu, sigma)."""
    teams = [[MODEL.rating(*prior[s]) for s in side.seats] or [MODEL.rating(*prior[None])] for side in sides]
    rated = MODEL.rate(teams, ranks=[side.rank for side in sides])
    out: Ratings = {}
    for side, team in zip(sides, rated, strict=True):
        keys: tuple[int | None, ...] = side.seats or (None,)
        for key, rating in zip(keys, team, strict=True):
            out[key] = (rating.mu, rating.sigma)
    return out


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating shown and sorted by: OpenSkill's ordinal, mu - 3 sigma."""
    return mu - 3 * sigma


async def rate_finished(
    db, game: GameRecord, result: dict[str, Any], public: dict[str, Any] | None, game_name: str
) -> bool:
    """Rate a finished table once, in the caller's transaction. False if it was rated before
    (or cannot be: a table with no seats)."""
    sides = sides_of(game.game, game.seats, result, public)
    if not game.seats:
        return False
    guild = game.guild_id or ""
    who: dict[int | None, tuple[str, str]] = {s.seat: entrant(s) for s in game.seats}
    if any(not side.seats for side in sides):
        who[None] = (GAME_PLAYER, f"the game ({game_name})")
    # the players' ratings are shared with their other tables, which may finish meanwhile
    await guard_shared(db, "ratings")
    stored = await rq.load(db, guild, game.game, sorted({p for p, _ in who.values()}))
    default = (MODEL.mu, MODEL.sigma)
    prior = {k: (stored[p].mu, stored[p].sigma) if p in stored else default for k, (p, _) in who.items()}
    after = new_ratings(sides, prior)
    decisive = len({side.rank for side in sides}) > 1
    places = []
    for side in sides:
        for key in side.seats or (None,):
            player, name = who[key]
            won = decisive and side.rank == 1
            places.append(
                {
                    "seat": key,
                    "player": player,
                    "name": name,
                    "place": side.rank,
                    "won": won,
                    "before": round(ordinal(*prior[key]), 2),
                    "after": round(ordinal(*after[key]), 2),
                }
            )
    if not await rq.mark_rated(db, game.id, places):
        return False
    # a pseudo-player (an AI level) holding several seats takes the mean of its seats' updates
    by_player: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for place in places:
        by_player[place["player"]].append(place)
    for player, mine in by_player.items():
        keys = [p["seat"] for p in mine]
        row = stored.get(player) or rq.RatingRow(guild, game.game, player, mine[0]["name"], *default, 0, 0)
        row.name = mine[0]["name"]
        row.mu = fmean(after[k][0] for k in keys)
        row.sigma = fmean(after[k][1] for k in keys)
        row.games += 1
        row.wins += any(p["won"] for p in mine)
        await rq.save(db, row)
    return True


def provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES


def leaderboard_lines(rows: list[rq.RatingRow], width: int = 16) -> list[str]:
    """A monospace table narrow enough for a phone (about 36 characters): place, name, rating
    (mu - 3 sigma; "?" marks a provisional one), games and wins."""
    lines = [f"{'#':>2} {'player':<{width}} {'rating':>6} {'games':>5} {'won':>3}"]
    for i, row in enumerate(rows, 1):
        name = row.name if len(row.name) <= width else row.name[: width - 1] + "…"
        mark = "?" if provisional(row.games) else " "
        lines.append(f"{i:>2} {name:<{width}} {ordinal(row.mu, row.sigma):>5.1f}{mark} {row.games:>5} {row.wins:>3}")
    return lines
