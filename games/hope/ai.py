"""HOPE: the team races the Regression along the Mission track; then the best pioneer wins.

Rewards: H.O.P.E. wins -> 1 for the seat that wins it, 0.2 for its loyal team-mates (they
wanted the team to win too), 0 for a traitor; N.O.P.E. or the Earth's loss -> 1 for a winning
traitor, else 0 for all ("everyone loses" is no draw). A position is judged by how far the
pioneers' front is ahead of the Regression marker, then shared out by pioneers placed (those
on Galaxy tiles at half weight), and scaled by ``UNFINISHED`` so that a game not yet won is
worth clearly less than the win.

Why the scale: with the front far ahead of the marker the race term saturates, and
an unscaled evaluation gave the leader 0.99 for going on against 1.0 for winning, and the seat
behind 0.21 against the 0.2 a team-mate gets when the team wins. With no Regression symbol
showing the marker stood still, so a 2-player table one pioneer short of the end of the track
navigated round after round without placing (a search cut short on a loaded machine ran 44
rounds, and once into our 60-round limit). The scale alone changed none of those games: the
win lay beyond the search's horizon, and placing a pioneer on a tile changed no value as long
as only the track and the cockpit counted. Counting pioneers on tiles gives placing a value
at once, so the tiles fill, galaxies are stabilized and the track fills.
"""

from __future__ import annotations

from games.ai.policies._util import logistic, softmax_shares
from games.core import Engine, Outcome, State

TEAM_SHARE = 0.2
#: per track cell of lead of the pioneers' front over the Regression
RACE_SHARPNESS = 0.35
RANK_SHARPNESS = 0.5
#: what an unfinished position is worth at most, against 1 for winning
UNFINISHED = 0.8
#: a pioneer on a Galaxy tile, against one on the track or in the cockpit: it reaches the track
#: when its galaxy is stabilized
ON_TILES_WEIGHT = 0.5

# Easy takes a quick look only: with 30 iterations a table of easy players saved the universe
# in 13 of 20 games and a hard table in 16, too close to tell the levels apart.
BUDGETS = {
    "easy": {"iterations": 8, "rollout_depth": 4},
    "normal": {"iterations": 250, "rollout_depth": 12},
    "hard": {"iterations": 800, "rollout_depth": 16},
    # the arena's yardstick (``games.ai.levels.ARENA_LEVELS``): HOPE's rules were not made faster
    "normal-before": {"iterations": 250, "rollout_depth": 12},
}


def _traitor(state: State) -> int | None:
    roles = state.get("roles")
    return roles.index("nope") if roles and "nope" in roles else None


def terminal_rewards(engine: Engine, state: State, outcome: Outcome) -> list[float]:
    n = state["players"]
    traitor = _traitor(state)
    rewards = [0.0] * n
    if state.get("ending") == "hope":
        for s in range(n):
            if s != traitor:
                rewards[s] = TEAM_SHARE
    for w in outcome.winners:
        rewards[w] = 1.0
    return rewards


def evaluate_all(engine: Engine, state: State) -> list[float]:
    from games.hope.data import PIONEER_START, TRACK_LEN
    from games.hope.rules import cockpit_pioneers, track_pioneers, universe_pioneers

    n = state["players"]
    track = state["track"]
    front = max((i for i, s in enumerate(track) if s >= 0), default=PIONEER_START - 1)
    pioneers_left = TRACK_LEN - 1 - front
    regression_left = TRACK_LEN - 1 - state["marker"]
    p_team = logistic(RACE_SHARPNESS * (regression_left - pioneers_left))
    traitor = _traitor(state)
    team = [s for s in range(n) if s != traitor]
    placed = [
        track_pioneers(state, s) + cockpit_pioneers(state, s) + ON_TILES_WEIGHT * universe_pioneers(state, s)
        for s in team
    ]
    ranks = softmax_shares(placed, RANK_SHARPNESS)
    values = [0.0] * n
    for s, share in zip(team, ranks, strict=True):
        values[s] = UNFINISHED * p_team * (TEAM_SHARE + (1 - TEAM_SHARE) * share)
    if traitor is not None:
        values[traitor] = UNFINISHED * 0.5 * (1 - p_team)
    return values
