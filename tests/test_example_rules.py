"""The example game's rules, one scenario each (``games/example/RULES.md``): the deal, the secret
card step, the claim order, keep-or-pass, the pot holding or breaking, the end, and what each seat
may see. The generic contract checks play it at every player count (tests/test_contract.py)."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalMove, State
from games.example import GAME, rules
from games.example.rules import DECK


def dealt(hands: list[list[int]]) -> State:
    """A new game whose seats hold ``hands``; every other card stays in the deck."""
    state = GAME.new(len(hands), seed=1)
    state["hands"] = [sorted(h) for h in hands]
    held = {c for h in hands for c in h}
    state["deck"] = [c for c in range(DECK.lowest, DECK.highest + 1) if c not in held]
    return state


def play_cards(state: State, cards: list[int]) -> State:
    for seat, card in enumerate(cards):
        state = GAME.apply(state, seat, f"c{card}")
    return state


def act(state: State, *moves: str) -> State:
    """Each move by whoever is to act now (one seat at a time in the claim and keep steps)."""
    for option_id in moves:
        (decision,) = GAME.pending(state)
        state = GAME.apply(state, decision.seat, option_id)
    return state


def test_every_seat_gets_three_hidden_cards_from_forty_for_two_to_six_players():
    for players in range(2, 7):
        state = GAME.new(players, seed=players)
        assert [len(h) for h in state["hands"]] == [DECK.hand] * players
        cards = [c for h in state["hands"] for c in h] + state["deck"]
        assert sorted(cards) == list(range(1, 41))
    with pytest.raises(IllegalMove):
        GAME.new(7)


def test_the_cards_are_played_at_once_and_shown_only_when_the_last_is_down():
    state = dealt([[5, 20, 33], [7, 12, 40], [1, 2, 3]])
    assert {d.seat for d in GAME.pending(state)} == {0, 1, 2}
    assert not any(d.public for d in GAME.pending(state))
    state = GAME.apply(state, 0, "c33")
    assert {d.seat for d in GAME.pending(state)} == {1, 2}  # the others still decide, seat 0 waits
    public, other = GAME.view(state, None), GAME.view(state, 1)
    assert public["played"] == [True, False, False] and public["cards"] is None and public["pot"] is None
    assert other["my_card"] is None and GAME.view(state, 0)["my_card"] == 33
    assert "33" not in str(public) and "33" not in str(other)
    state = GAME.apply(GAME.apply(state, 1, "c12"), 2, "c2")
    view = GAME.view(state, None)
    assert view["cards"] == [33, 12, 2] and view["pot"] == 47 and view["step"] == "claim"
    assert view["hand"] is None and GAME.view(state, 1)["hand"] == [7, 40]


def test_claims_go_from_the_highest_card_down_and_equal_cards_by_seat():
    state = play_cards(dealt([[10, 1, 2], [30, 3, 4], [10, 5, 6], [25, 7, 8]]), [10, 30, 10, 25])
    assert state["order"] == [1, 3, 0, 2]
    (decision,) = GAME.pending(state)
    assert decision.seat == 1 and decision.public
    assert [o.id for o in decision.options] == [f"n{k}" for k in range(1, 31)]  # a menu, not buttons
    assert decision.default == "n18"  # a timed-out seat claims a fair share: pot 75 over 4 seats
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, "n31")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "n5")  # not seat 0's turn yet
    state = act(state, "n12", "n30")
    assert [d.seat for d in GAME.pending(state)] == [0]
    assert state["claims"] == [None, 12, None, 30]


def test_after_every_claim_each_seat_keeps_or_passes_in_the_same_order():
    state = play_cards(dealt([[10, 1, 2], [30, 3, 4], [12, 5, 6]]), [10, 30, 12])  # pot 52
    state = act(state, "n20", "n25", "n9")  # seats 1, 2, 0
    (decision,) = GAME.pending(state)
    assert decision.seat == 1 and decision.public and [o.id for o in decision.options] == ["keep", "pass"]
    assert decision.default == "keep"  # 20 fits in 52
    state = act(state, "keep", "keep")  # 20 + 25 kept
    (decision,) = GAME.pending(state)
    assert decision.seat == 0 and decision.default == "pass"  # 45 + 9 would pass 52
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "n3")  # a claim is no answer now


def test_a_pot_that_holds_pays_those_who_kept():
    state = play_cards(dealt([[10, 1, 2], [30, 3, 4], [12, 5, 6]]), [10, 30, 12])  # pot 52
    state = act(state, "n20", "n25", "n7", "keep", "keep", "pass")  # kept 45 <= 52
    assert state["scores"] == [0, 20, 25]
    assert state["round"] == 2 and rules.step(state) == "play" and state["claims"] == [None] * 3


def test_a_pot_kept_to_the_exact_sum_still_holds():
    state = play_cards(dealt([[10, 1, 2], [30, 3, 4]]), [10, 30])  # pot 40
    state = act(state, "n30", "n10", "keep", "keep")
    assert state["scores"] == [10, 30]


def test_a_pot_that_breaks_pays_those_who_passed_instead():
    state = play_cards(dealt([[10, 1, 2], [30, 3, 4], [12, 5, 6]]), [10, 30, 12])  # pot 52
    state = act(state, "n30", "n25", "n7", "keep", "keep", "pass")  # kept 55 > 52
    assert state["scores"] == [7, 0, 0]


def test_after_two_rounds_the_highest_score_wins_and_a_tie_draws():
    state = dealt([[10, 20, 1], [30, 15, 2]])
    state = play_cards(state, [10, 30])  # pot 40; order 1, 0
    state = act(state, "n20", "n15", "keep", "keep")  # 35 kept: holds
    assert GAME.outcome(state) is None
    state = play_cards(state, [20, 15])  # pot 35; order 0, 1
    state = act(state, "n10", "n5", "keep", "keep")
    result = GAME.outcome(state)  # 15 + 10 against 20 + 5: a draw
    assert result is not None and result.winners == () and result.scores == (25.0, 25.0)
    assert GAME.pending(state) == []
    state = dealt([[10, 20, 1], [30, 15, 2]])
    state = act(play_cards(state, [10, 30]), "n20", "n15", "keep", "keep")
    state = act(play_cards(state, [20, 15]), "n11", "n5", "keep", "keep")
    result = GAME.outcome(state)
    assert result.winners == (0,) and result.scores == (26.0, 25.0)


def test_a_re_deal_hides_the_cards_not_yet_shown_and_keeps_those_shown():
    state = GAME.apply(dealt([[5, 20, 33], [7, 12, 40], [1, 2, 3]]), 1, "c40")
    twins = [GAME.determinize(state, 0, random.Random(k)) for k in range(20)]
    assert all(t["hands"][0] == [5, 20, 33] for t in twins)
    assert any(t["played"][1] != 40 for t in twins)  # seat 1's card is not seat 0's to know
    state = GAME.apply(GAME.apply(state, 0, "c5"), 2, "c1")
    twins = [GAME.determinize(state, 0, random.Random(k)) for k in range(20)]
    assert all(t["played"] == [5, 40, 1] for t in twins)  # shown: fixed
    assert any(t["hands"][1] != [7, 12] for t in twins)


def test_a_game_saved_before_the_steps_loads_as_the_same_game():
    rng = random.Random(3)
    state = GAME.new(3, {}, seed=3)
    while True:
        old = {k: v for k, v in state.items() if k != "steps"}
        old["step"] = rules.step(state) or "play"  # a finished game kept the step of a new round
        assert GAME.upgrade_state(old) == state
        if GAME.outcome(state) is not None:
            break
        (decision, *_) = GAME.pending(state)
        state = GAME.apply(state, decision.seat, rng.choice(decision.options).id)
