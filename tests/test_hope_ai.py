"""HOPE's AI plug-in prefers finishing a won race to going on (issue 15: the round limit)."""

from __future__ import annotations

from games.hope import GAME
from games.hope import ai as policy
from games.hope.data import PIONEER_START, TRACK_LEN


def _one_pioneer_short() -> dict:
    """2 players, no traitor: the Mission track full but for its last cell (Seat 1 holds 8 of its
    cells, Seat 2 one), the Regression marker far behind (as in a 44-round AI game)."""
    state = GAME.new(2, {}, 12)
    track = [-1] * TRACK_LEN
    owners = [0, 0, 0, 1, 0, 0, 0, 0, 0]
    for cell, seat in zip(range(PIONEER_START, TRACK_LEN - 1), owners, strict=True):
        track[cell] = seat
    state["track"], state["marker"] = track, 14
    return state


def test_going_on_is_worth_less_than_winning_for_the_leader_and_for_the_seat_behind():
    state = _one_pioneer_short()
    assert state.get("roles") is None or "nope" not in state["roles"]
    leader, behind = policy.evaluate_all(GAME, state)
    assert leader < 0.9  # the win is worth 1
    assert behind < policy.TEAM_SHARE  # what a loyal team-mate gets when the team wins
    # the leader still values its lead over the seat behind
    assert leader > behind


def test_a_pioneer_placed_on_a_galaxy_tile_is_worth_something_at_once():
    state = _one_pioneer_short()
    before = policy.evaluate_all(GAME, state)
    pos, dim, planet = next(
        (pos, dim, k)
        for pos, dims in enumerate(state["occ"])
        for dim, planets in enumerate(dims)
        for k, seat in enumerate(planets)
        if seat == -1
    )
    state["occ"][pos][dim][planet] = 1  # Seat 2 places a pioneer on a free planet
    after = policy.evaluate_all(GAME, state)
    assert after[1] > before[1]
    assert after[0] < before[0]  # shared out: the other seat's share shrinks
