"""Ratings: who placed where when a table finished, and the OpenSkill update that follows.

A finished table is rated once, inside the transaction of the move (or resignation) that
finished it: ``rate_finished`` records the table in ``rated_games`` first and does nothing
when it is already there, so a retried or replayed finish never counts twice.

Ratings are per server and per game, with OpenSkill's Bradley-Terry "partial pairing" model.
Not the library's default Plackett-Luce: in openskill 6.2 that one mishandles tied places
(reported upstream: https://github.com/vivekjoshy/openskill.py/issues/155; with places
1, 2, 2, 3 the third gets as much as the tied seconds), and ties are everyday here (equal
scores, a team and the traitor both losing to the game). Who is rated (an *entrant*):

- a human seat as its Discord user;
- every AI seat of one level as one pseudo-player, "AI easy", so players see where they stand
  against each level. An entrant holding several seats at one table is rated once for it, at
  the mean of its seats' places: it never plays itself, and the table counts as one game;
- in a cooperative game (``Engine.cooperative``) and in a one-seat game, the game itself, one
  pseudo-player per player count ("the game, 4 players"): a four-player table is not the same
  opponent as a two-player one.

Places come from the outcome (``sides_of``): winners first, then the others by score when the
outcome has scores (ties share a place), and resigned seats last. In a cooperative game the
players who played together share a place, the seats the engine names as opposed to them (a
traitor, ``Engine.opposed_seats``) have theirs, and the game has one.

Those places become matches (``matches``). Entrants at different places are rated against each
other in one match, as in any competitive game (a traitor against the loyal team). Where the
game takes part, each entrant also plays the game one against one, with its own place against
the game's. So a team does not face the game as the sum of its members: a team of four that
wins gains what a lone player who won would gain, a loss costs what a lone player's loss would,
and a team that wins most of its tables ends above the game, as its players would call fair.
(Rated as one team against one game, a team of four was expected to win nearly always: its
wins moved nothing, each loss lifted the game, and an easy AI that won 7 of 8 tables ended
below the game it beat.) The game's own rating moves once per table: by the mean of its
one-against-one updates.

A player is provisional until they have played ``PROVISIONAL_GAMES`` rated games of that game.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from openskill.models import BradleyTerryPart

from bot.words import machine_name, t
from db import ratings as rq
from db.store import GameRecord, Seat, guard_shared
from games.core import Engine
from games.i18n import number

#: the library's documented defaults (mu 25, sigma 25/3); ordinal = mu - 3 sigma
MODEL = BradleyTerryPart()
#: rated games before a player's rating is shown as settled (OpenSkill's sigma falls from 8.3
#: to about 6 after five games, so the first few results still move it a lot)
PROVISIONAL_GAMES = 5
#: the pseudo-players that stand for the game in cooperative and solo games: "game:N" at N players
GAME_PLAYER = "game"


@dataclass(frozen=True)
class Side:
    """Seats that share one place (a team, or a single seat); no seats: the game itself."""

    seats: tuple[int, ...]
    rank: int  # 1 is first


@dataclass(frozen=True)
class Entry:
    """Entrants (rated players) that share one place in one match."""

    players: tuple[str, ...]
    rank: float  # 1 is first; an entrant's mean place when it held several seats


def entrant(seat: Seat) -> tuple[str, str]:
    """(rated player, display name) of a seat."""
    if seat.kind == "ai":
        level = seat.ai_level or "normal"
        return f"ai:{level}", f"AI {level}"
    return seat.user_id, seat.name


def game_entrant(players: int) -> tuple[str, str]:
    """(rated player, stored name) of the game itself, met at ``players`` seats; a reader sees
    it worded by ``display_name``."""
    return f"{GAME_PLAYER}:{players}", f"the game ({players}p)"


def game_players(player: str) -> int | None:
    """The player count of a game pseudo-player's id (None: not one, or from before counts)."""
    head, _, count = player.partition(":")
    return int(count) if head == GAME_PLAYER and count.isdigit() else None


def sides_of(engine: Engine, seats: list[Seat], result: dict[str, Any], public: dict[str, Any] | None) -> list[Side]:
    """The places of a finished table, from its outcome (``result``) and its final public view."""
    winners = set(result.get("winners") or [])
    resigned = [s.seat for s in seats if s.resigned]
    playing = [s.seat for s in seats if not s.resigned]
    if engine.cooperative:
        sides = _cooperative(playing, winners, set(engine.opposed_seats(public or {})))
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


def _cooperative(playing: list[int], winners: set[int], opposed: set[int]) -> list[Side]:
    """The team, the seats opposed to it, and the game: a team member among the winners means
    the team won; an opposed seat among them means it won; no winner means the game won."""
    against = [s for s in playing if s in opposed]
    team = tuple(s for s in playing if s not in opposed)
    won_by = "game"
    if winners & set(against):
        won_by = "opposed"
    elif winners:
        won_by = "team"
    sides = [Side(team, 1 if won_by == "team" else 2)] if team else []
    sides += [Side((t,), 1 if won_by == "opposed" else 2) for t in against]
    return [*sides, Side((), 1 if won_by == "game" else 2)]


def matches(sides: list[Side], entrant_of: dict[int, str], the_game: str) -> list[list[Entry]]:
    """The matches a table's places make, between entrants (``entrant_of``: seat to entrant;
    ``the_game``: the game's entrant). An entrant found at several places plays once, at its mean
    place; where the game takes part, each entrant also plays it one against one."""
    places: dict[str, list[int]] = defaultdict(list)
    found_in: dict[str, set[int]] = defaultdict(set)
    for index, side in enumerate(sides):
        for seat in side.seats:
            places[entrant_of[seat]].append(side.rank)
            found_in[entrant_of[seat]].add(index)
    split = {e for e, where in found_in.items() if len(where) > 1}
    entries: list[Entry] = []
    for side in sides:
        team = tuple(dict.fromkeys(entrant_of[s] for s in side.seats if entrant_of[s] not in split))
        if team:
            entries.append(Entry(team, side.rank))
    entries += [Entry((e,), fmean(places[e])) for e in sorted(split)]
    out = [entries] if len(entries) > 1 else []
    game = next((side for side in sides if not side.seats), None)
    if game is not None:
        out += [[Entry((e,), fmean(ranks)), Entry((the_game,), game.rank)] for e, ranks in places.items()]
    return out


Ratings = dict[str, tuple[float, float]]


def new_ratings(played: list[list[Entry]], prior: Ratings, the_game: str | None = None) -> Ratings:
    """Every entrant's (mu, sigma) after the table's matches, from its ``prior``. An entrant's
    changes over its matches add up (each is another opponent), except the game's, which moves
    by their mean: one table, one result."""
    changes: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for match in played:
        teams = [[MODEL.rating(*prior[p]) for p in entry.players] for entry in match]
        rated = MODEL.rate(teams, ranks=[entry.rank for entry in match])
        for entry, team in zip(match, rated, strict=True):
            for player, rating in zip(entry.players, team, strict=True):
                mu, sigma = prior[player]
                changes[player].append((rating.mu - mu, rating.sigma / sigma))
    out: Ratings = {}
    for player, steps in changes.items():
        mu, sigma = prior[player]
        if player == the_game:
            out[player] = (mu + fmean(d for d, _ in steps), sigma * fmean(r for _, r in steps))
        else:
            shrink = 1.0
            for _, r in steps:
                shrink *= r
            out[player] = (mu + sum(d for d, _ in steps), sigma * shrink)
    return out


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating shown and sorted by: OpenSkill's ordinal, mu - 3 sigma."""
    return mu - 3 * sigma


async def rate_finished(
    db, game: GameRecord, result: dict[str, Any], public: dict[str, Any] | None, engine: Engine
) -> bool:
    """Rate a finished table once, in the caller's transaction. False if it was rated before
    (or cannot be: a table with no seats)."""
    if not game.seats:
        return False
    sides = sides_of(engine, game.seats, result, public)
    guild = game.guild_id or ""
    who: dict[int | None, tuple[str, str]] = {s.seat: entrant(s) for s in game.seats}
    the_game, game_name = game_entrant(len(game.seats))
    if any(not side.seats for side in sides):
        who[None] = (the_game, game_name)
    names = {player: name for player, name in who.values()}
    # the players' ratings are shared with their other tables, which may finish meanwhile
    await guard_shared(db, "ratings")
    stored = await rq.load(db, guild, game.game, sorted(names))
    default = (MODEL.mu, MODEL.sigma)
    prior = {p: (stored[p].mu, stored[p].sigma) if p in stored else default for p in names}
    entrant_of = {seat: player for seat, (player, _) in who.items() if seat is not None}
    after = new_ratings(matches(sides, entrant_of, the_game), prior, the_game)
    decisive = len({side.rank for side in sides}) > 1
    places = [
        {
            "seat": key,
            "player": who[key][0],
            "name": who[key][1],
            "place": side.rank,
            "won": decisive and side.rank == 1,
            "before": round(ordinal(*prior[who[key][0]]), 2),
            "after": round(ordinal(*after.get(who[key][0], prior[who[key][0]])), 2),
        }
        for side in sides
        for key in side.seats or (None,)
    ]
    if not await rq.mark_rated(db, game.id, places):
        return False
    for player, name in names.items():
        row = stored.get(player) or rq.RatingRow(guild, game.game, player, name, *default, 0, 0)
        row.name = name
        row.mu, row.sigma = after.get(player, prior[player])
        row.games += 1
        row.wins += any(p["won"] for p in places if p["player"] == player)
        await rq.save(db, row)
    return True


def provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES


def display_name(row: rq.RatingRow, locale: str | None = "en") -> str:
    """A leaderboard row's name for a reader: the game pseudo-players worded in ``locale``."""
    players = game_players(row.player)
    return row.name if players is None else t("the_game_short", locale, players=players)


def the_game_note(rows: list[rq.RatingRow], game_name: str, locale: str | None = "en") -> str | None:
    """One line saying what "the game" is on a leaderboard and at which player counts it was
    met, or None when it is not on the board."""
    counts = sorted(n for n in (game_players(r.player) for r in rows) if n is not None)
    if not counts:
        return None
    return t("the_game_note", locale, game=game_name, counts=", ".join(map(str, counts)))


def leaderboard_lines(rows: list[rq.RatingRow], width: int = 16, locale: str | None = "en") -> list[str]:
    """A monospace table narrow enough for a phone (about 36 characters): place, name, rating
    (mu - 3 sigma; "?" marks a provisional one), games and wins."""
    head = [t(f"column_{c}", locale) for c in ("player", "rating", "games", "won")]
    lines = [f"{'#':>2} {head[0]:<{width}} {head[1]:>6} {head[2]:>5} {head[3]:>3}"]
    for i, row in enumerate(rows, 1):
        name = machine_name(display_name(row, locale), locale)
        name = name if len(name) <= width else name[: width - 1] + "…"
        mark = "?" if provisional(row.games) else " "
        rating = number(ordinal(row.mu, row.sigma), locale)
        lines.append(f"{i:>2} {name:<{width}} {rating:>5}{mark} {row.games:>5} {row.wins:>3}")
    return lines
