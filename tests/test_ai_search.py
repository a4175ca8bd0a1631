"""The generic search on the AI's toy games: legal choices only, blind to hidden information,
stronger than random, and at home with compound moves, simultaneous bids and 3+ players."""

from __future__ import annotations

import pickle
import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

import pytest

from games.ai import LEVELS, choose, choose_with_info, decide, outcome_rewards, warm
from games.ai.levels import Level, level_for
from games.ai.search import choices_of
from games.ai.toys import ToyBids, ToyNim
from games.core import Outcome

NIM, BIDS = ToyNim(), ToyBids()
#: budgets far below the clock caps, so every result is reproducible from its seed
SMALL = Level("small", 60, 60.0, 5_000, 8)
TINY = Level("tiny", 8, 60.0, 500, 4)


def play(engine, players, levels, seed, check_legal=True):
    """A game with the given level per seat; the outcome."""
    state = engine.new(players, {}, seed)
    n = 0
    while engine.outcome(state) is None:
        d = engine.pending(state)[0]
        option = choose(engine, state, d.seat, levels[d.seat], seed * 1000 + n)
        if check_legal:
            assert d.option(option), f"{option!r} is not legal here"
        state = engine.apply(state, d.seat, option)
        n += 1
        assert n < engine.max_decisions
    return engine.outcome(state)


def mid_bids(players=3, seed=4, steps=4):
    """A toy-bids game some random decisions in, with bids committed but not yet revealed."""
    rng = random.Random(seed)
    state = BIDS.new(players, {}, seed)
    for _ in range(steps):
        d = BIDS.pending(state)[0]
        state = BIDS.apply(state, d.seat, rng.choice(d.options).id)
    return state


# --- rewards -----------------------------------------------------------------------------
def test_rewards_win_shared_win_draw_and_score_tie_break():
    assert outcome_rewards(Outcome((1,), None, ""), 3) == [0, 1, 0]
    assert outcome_rewards(Outcome((0, 2), None, ""), 3) == [0.5, 0, 0.5]
    assert outcome_rewards(Outcome((), None, ""), 4) == [0.25] * 4
    r = outcome_rewards(Outcome((0,), (10, 4, 7), ""), 3)
    assert r[0] == pytest.approx(1.0)
    assert r[2] > r[1] == 0.0  # the runner-up scores above the last, far below the winner
    assert r[2] < 0.2


# --- legality ----------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "easy", SMALL])
def test_every_choice_is_legal_in_nim_with_compound_moves(level):
    for seed in range(3):
        play(NIM, 2, [level, level], seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_choice_is_legal_with_simultaneous_bids_and_many_players(players):
    for seed in range(3):
        outcome = play(BIDS, players, ["easy"] + [TINY] * (players - 1), seed)
        assert outcome.scores is not None


def test_a_back_option_is_never_chosen_while_there_is_another():
    state = NIM.apply(NIM.new(2, {}, 0), 0, "h0")
    d = NIM.pending(state)[0]
    assert "back" in [o.id for o in d.options]
    assert "back" not in choices_of(d)
    for seed in range(5):
        assert choose(NIM, state, 0, SMALL, seed) != "back"


def test_a_seat_without_a_decision_is_refused():
    state = NIM.new(2, {}, 0)
    with pytest.raises(ValueError):
        choose(NIM, state, 1, "easy", 0)


def test_levels_and_overrides():
    assert list(LEVELS) == ["random", "easy", "normal", "hard"]
    assert LEVELS["easy"].iterations < LEVELS["normal"].iterations < LEVELS["hard"].iterations
    assert LEVELS["normal"].seconds <= 1.0 and LEVELS["hard"].seconds <= 3.0
    assert level_for("hard", {"hard": {"iterations": 7}}).iterations == 7
    with pytest.raises(ValueError):
        level_for("godlike")


# --- hidden information ------------------------------------------------------------------
def test_the_choice_depends_only_on_the_seat_view_and_the_seed():
    checked = 0
    for seed in range(6):
        state = mid_bids(3, seed, steps=1 + seed % 3)
        for d in BIDS.pending(state):
            twin = BIDS.determinize(state, d.seat, random.Random(seed + 100))
            assert BIDS.view(twin, d.seat) == BIDS.view(state, d.seat)
            others = [p for p in range(3) if p != d.seat]
            if [twin["hands"][p] for p in others] == [state["hands"][p] for p in others]:
                continue  # the re-deal happened to change nothing: no test
            for level in ("random", SMALL):
                assert choose(BIDS, state, d.seat, level, 7) == choose(BIDS, twin, d.seat, level, 7)
            checked += 1
    assert checked >= 6


def test_the_true_state_is_only_re_dealt_and_asked_for_the_seat_options():
    state = mid_bids(3, 1, steps=1)
    seen = []

    class Spy(ToyBids):
        def _note(self, name, s):
            if s is state:
                seen.append(name)

        def pending(self, s):
            self._note("pending", s)
            return super().pending(s)

        def outcome(self, s):
            self._note("outcome", s)
            return super().outcome(s)

        def view(self, s, seat):
            self._note("view", s)
            return super().view(s, seat)

        def apply(self, s, seat, option_id):
            self._note("apply", s)
            return super().apply(s, seat, option_id)

        def _apply(self, s, seat, option_id):
            self._note("_apply", s)
            return super()._apply(s, seat, option_id)

        def determinize(self, s, seat, rng):
            self._note("determinize", s)
            return super().determinize(s, seat, rng)

    seat = BIDS.pending(state)[0].seat
    choose(Spy(), state, seat, SMALL, 3)
    # first a re-deal; the only other look is at the seat's own options, to guard legality
    assert seen == ["determinize", "pending"]


# --- strength ----------------------------------------------------------------------------
def test_the_search_beats_random_at_nim():
    wins = sum(0 in play(NIM, 2, [SMALL, "random"], s).winners for s in range(6))
    wins += sum(1 in play(NIM, 2, ["random", SMALL], s).winners for s in range(6))
    assert wins >= 11


def test_the_search_beats_random_at_hidden_simultaneous_bids():
    level = replace(SMALL, iterations=120)
    share = 0.0
    games = 30
    for s in range(games):
        seat = s % 2
        levels = [level, "random"] if seat == 0 else ["random", level]
        winners = play(BIDS, 2, levels, s, check_legal=False).winners
        share += (1 / len(winners) if seat in winners else 0.0) if winners else 0.5
    assert share / games >= 0.6


def test_more_search_beats_less_at_nim():
    strong = replace(SMALL, iterations=250)
    wins = sum(0 in play(NIM, 2, [strong, TINY], s).winners for s in range(3))
    wins += sum(1 in play(NIM, 2, [TINY, strong], s).winners for s in range(3))
    assert wins >= 5


def test_a_search_reports_what_it_did():
    state = NIM.new(2, {}, 0)
    option, info = choose_with_info(NIM, state, 0, SMALL, 1)
    assert NIM.pending(state)[0].option(option)
    assert 1 < info.nodes <= SMALL.max_nodes
    assert info.iterations == SMALL.iterations or info.settled
    assert not info.clock_stopped


def test_a_search_stops_early_only_when_its_choice_is_settled():
    """Stopping once the leader can no longer be overtaken saves time and changes nothing."""
    from games.ai.policies import plugin_for
    from games.ai.search import ISMCTS

    level = replace(SMALL, iterations=200)
    settled = 0
    for engine, players in ((NIM, 2), (BIDS, 3)):
        rng = random.Random(1)
        state = engine.new(players, {}, 2)
        while engine.outcome(state) is None:
            d = engine.pending(state)[0]
            options = choices_of(d)
            if len(options) > 1:
                picks = []
                for early in (False, True):
                    sample = engine.determinize(state, d.seat, random.Random(7))
                    search = ISMCTS(engine, d.seat, level, plugin_for(engine), random.Random(7), early)
                    picks.append((search.run(sample, options), search.info))
                (full, full_info), (quick, quick_info) = picks
                assert quick == full
                assert full_info.iterations == level.iterations and not full_info.settled
                settled += quick_info.settled
                if quick_info.settled:
                    assert quick_info.iterations < level.iterations
            state = engine.apply(state, d.seat, rng.choice(d.options).id)
    assert settled > 0


def test_the_memory_cap_bounds_the_tree():
    capped = replace(SMALL, iterations=300, max_nodes=20)
    _, info = choose_with_info(NIM, NIM.new(2, {}, 0), 0, capped, 1)
    assert info.nodes == 20


def test_the_clock_cuts_a_long_search_short():
    slow = replace(SMALL, iterations=10**7, seconds=0.05)
    _, info = choose_with_info(NIM, NIM.new(2, {}, 0), 0, slow, 1)
    assert info.clock_stopped and info.iterations < 10**7


# --- the process-pool entry point -------------------------------------------------------
def test_decide_is_picklable_and_runs_in_a_process_pool():
    state = mid_bids(2, 3, steps=1)
    seat = BIDS.pending(state)[0].seat
    text = BIDS.to_json(state)
    assert pickle.loads(pickle.dumps(decide)) is decide
    with ProcessPoolExecutor(1) as pool:
        assert pool.submit(warm).result(timeout=60) >= 0
        remote = pool.submit(decide, "toy-bids", text, seat, "easy", 5).result(timeout=60)
    assert remote == decide("toy-bids", text, seat, "easy", 5) == choose(BIDS, state, seat, "easy", 5)
    assert BIDS.pending(state)[0].option(remote)


def test_a_game_without_a_plug_in_gets_the_generic_search():
    from games.ai.policies import Plugin, plugin_for

    assert plugin_for(NIM) == Plugin()


def test_rewards_of_a_solo_game_are_win_or_nothing():
    assert outcome_rewards(Outcome((0,), (50.0,), ""), 1) == [1.0]
    assert outcome_rewards(Outcome((), (50.0,), ""), 1) == [0.0]
