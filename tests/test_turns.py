"""What only a seat sees, as the bot judges it before telling a player their hand changed."""

from __future__ import annotations

import random

from bot.play.turns import hidden_news, hidden_part
from games import registry


class _Views:
    """An engine stand-in whose views are given outright."""

    def __init__(self, public: dict, mine: dict) -> None:
        self.public, self.mine = public, mine

    def view(self, state, seat):
        return self.public if seat is None else self.mine


def test_the_hidden_part_is_what_differs_from_the_public_view_at_any_depth() -> None:
    public = {"round": 3, "players": [{"vp": 2, "hand": 4}, {"vp": 5, "hand": 3}], "seat": None}
    mine = {"round": 3, "players": [{"vp": 2, "hand": ["A", "B", "C", "D"]}, {"vp": 5, "hand": 3}], "seat": 0}
    assert hidden_part(_Views(public, mine), None, 0) == {"players": {0: {"hand": ["A", "B", "C", "D"]}}}
    # something everyone sees changes: the hidden part does not
    public2 = {**public, "round": 4, "players": [{"vp": 3, "hand": 4}, {"vp": 5, "hand": 3}]}
    mine2 = {**mine, "round": 4, "players": [{"vp": 3, "hand": ["A", "B", "C", "D"]}, {"vp": 5, "hand": 3}]}
    assert hidden_part(_Views(public2, mine2), None, 0) == hidden_part(_Views(public, mine), None, 0)
    # a card changes in the hand: it does
    mine3 = {**mine, "players": [{"vp": 2, "hand": ["A", "B", "C", "E"]}, {"vp": 5, "hand": 3}]}
    assert hidden_part(_Views(public, mine3), None, 0) != hidden_part(_Views(public, mine), None, 0)


def test_in_hope_a_hand_change_outside_ones_turn_is_rarer_than_a_view_change() -> None:
    """HOPE's seat views carry the whole table: most changes a player sees are public ones."""
    engine = registry.get("hope")
    rng = random.Random(5)
    state = engine.new(4, {}, 11)
    view_changes = hidden_changes = 0
    for _ in range(150):
        pending = engine.pending(state)
        if not pending:
            break
        decision = rng.choice(pending)
        after = engine.apply(state, decision.seat, rng.choice(decision.options).id)
        for seat in range(4):
            if seat == decision.seat:
                continue
            view_changes += engine.view(state, seat) != engine.view(after, seat)
            hidden_changes += hidden_part(engine, state, seat) != hidden_part(engine, after, seat)
        state = after
    assert 0 < hidden_changes < view_changes / 2


def test_news_is_a_secret_that_appeared_or_changed_not_one_everyone_now_sees() -> None:
    class _States:
        def view(self, state, seat):
            return {"round": 1} if seat is None else {"round": 1, **state}

    engine = _States()
    assert hidden_news(engine, {"hand": [1]}, {"hand": [1, 2]}, 0)  # a card drawn
    assert hidden_news(engine, {"hand": [1, 2]}, {"hand": [2]}, 0)  # a card taken away
    assert hidden_news(engine, {}, {"role": "traitor"}, 0)  # a secret dealt
    assert not hidden_news(engine, {"hand": [1], "discard": 4}, {"hand": [1]}, 0)  # a secret revealed
    assert not hidden_news(engine, {"hand": [1]}, {"hand": [1]}, 0)
    assert not hidden_news(engine, {"hand": [1, 2, 2]}, {"hand": [2, 1, 2]}, 0)  # the hand shuffled
    assert not hidden_news(engine, {"hand": [1]}, {"hand": [1], "my_landing": None}, 0)  # nothing new held
