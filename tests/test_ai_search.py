"""The generic search: legal choices only, blind to hidden information, stronger than random,
and at home with compound moves, simultaneous rounds and 3+ players.

Most of it is shown on the example game (``games.example``: hidden hands, a card everyone
plays at once, then public claims in turn, 2-6 players). Strength is measured on two small
games of skill defined here, whose best play is known well enough to tell a stronger search
from a weaker one: ``Nim`` (perfect information, compound moves with a way back) and ``Bids``
(hidden hands, simultaneous bids for prizes).
"""

from __future__ import annotations

import pickle
import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

import pytest

from games.ai import LEVELS, choose, choose_with_info, decide, outcome_rewards, warm
from games.ai.levels import Level, level_for
from games.ai.search import choices_of
from games.core import Decision, Engine, Option, Outcome, State, clone, log, seat_label, shuffle
from games.example import GAME as EXAMPLE
from games.example import ExampleDuel
from games.i18n import msg
from games.playout import random_playout


def _t(text: str):
    """A test game's words: a message carrying the text as written (these games have no catalogue)."""
    return msg("core-text", text=text)


class Nim(Engine):
    """Nim on three heaps, the last to take wins; a move is a compound decision (a heap, then
    how many, with a way back). Perfect information, two players: skill decides it."""

    id = "nim"
    name = "Nim"
    min_players = 2
    max_players = 2
    summary = "Take from a heap; whoever takes the last counter wins."
    max_decisions = 200

    def _setup(self, state: State) -> None:
        state["heaps"] = [3, 4, 5]
        state["turn"] = 0
        state["heap"] = None  # the heap chosen in the first half of a move

    def pending(self, state: State) -> list[Decision]:
        if self.outcome(state) is not None:
            return []
        seat, heap = state["turn"], state["heap"]
        if heap is None:
            opts = tuple(Option(f"h{i}", _t(f"Heap {i + 1} ({n})")) for i, n in enumerate(state["heaps"]) if n)
            return [Decision(seat, _t("Pick a heap"), opts, opts[0].id, public=True)]
        opts = tuple(Option(f"t{k}", _t(f"Take {k}")) for k in range(1, state["heaps"][heap] + 1))
        return [Decision(seat, _t("How many?"), (*opts, Option("back", _t("Back"))), opts[0].id, public=True)]

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        if option_id == "back":
            state["heap"] = None
        elif option_id.startswith("h"):
            state["heap"] = int(option_id[1:])
        else:
            k = int(option_id[1:])
            state["heaps"][state["heap"]] -= k
            log(state, _t(f"{seat_label(seat)} takes {k} from heap {state['heap'] + 1}."))
            state["heap"] = None
            state["last"] = seat
            state["turn"] = 1 - seat

    def outcome(self, state: State) -> Outcome | None:
        if any(state["heaps"]):
            return None
        return Outcome((state["last"],), None, _t("took the last counter"))

    def status(self, state: State) -> str:
        return _t(f"{seat_label(state['turn'])} to move")

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            **self.view_header(state, seat),
            "heaps": list(state["heaps"]),
            "heap": state["heap"],
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        twin = clone(state)
        twin["rng"] = rng.getrandbits(64)
        return twin


class Bids(Engine):
    """2-4 players each hold four hidden cards; every round a prize is turned up and all bid a
    card at once; the single highest bid scores the prize. Bidding well pays, and by how much is
    easy to see."""

    id = "bids"
    name = "Bids"
    min_players = 2
    max_players = 4
    summary = "Bid hidden cards for prizes; the single highest bid scores."
    max_decisions = 100

    HAND = 4

    def _setup(self, state: State) -> None:
        n = state["players"]
        deck = list(range(1, 4 * n + 5))
        shuffle(state, deck)
        state["hands"] = [sorted(deck[i * self.HAND : (i + 1) * self.HAND]) for i in range(n)]
        state["deck"] = deck[n * self.HAND :]
        prizes = [1, 2, 3, 4, 5, 6]
        shuffle(state, prizes)
        state["prizes"] = prizes
        state["prize"] = state["prizes"].pop()
        state["bids"] = [None] * n
        state["points"] = [0] * n
        state["played"] = []
        state["round"] = 1

    def pending(self, state: State) -> list[Decision]:
        if state["prize"] is None:
            return []
        out = []
        for seat, bid in enumerate(state["bids"]):
            if bid is None:
                opts = tuple(Option(f"c{c}", _t(f"Bid {c}")) for c in state["hands"][seat])
                out.append(Decision(seat, _t(f"Bid for a prize of {state['prize']}"), opts, opts[0].id))
        return out

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        card = int(option_id[1:])
        state["hands"][seat].remove(card)
        state["bids"][seat] = card
        if any(b is None for b in state["bids"]):
            return
        bids = state["bids"]
        top = max(bids)
        if bids.count(top) == 1:
            winner = bids.index(top)
            state["points"][winner] += state["prize"]
            log(state, _t(f"{seat_label(winner)} wins a prize of {state['prize']} with {top}."))
        else:
            log(state, _t(f"Tie at {top}: the prize of {state['prize']} is lost."))
        state["played"].extend(bids)
        state["bids"] = [None] * state["players"]
        state["round"] += 1
        state["prize"] = state["prizes"].pop() if state["hands"][0] else None

    def outcome(self, state: State) -> Outcome | None:
        if state["prize"] is not None:
            return None
        points = state["points"]
        best = max(points)
        return Outcome(tuple(i for i, p in enumerate(points) if p == best), tuple(points), _t("most prize points"))

    def status(self, state: State) -> str:
        return _t(f"Round {state['round']}")

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            **self.view_header(state, seat),
            "hand": list(state["hands"][seat]) if seat is not None else None,
            "my_bid": state["bids"][seat] if seat is not None else None,
            "bid_in": [b is not None for b in state["bids"]],
            "prize": state["prize"],
            "prizes_left": len(state["prizes"]),
            "points": list(state["points"]),
            "played": list(state["played"]),
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        twin = clone(state)
        others = [p for p in range(twin["players"]) if p != seat]
        unseen = list(twin["deck"])
        for p in others:
            unseen += twin["hands"][p]
            if twin["bids"][p] is not None:
                unseen.append(twin["bids"][p])
        unseen.sort()  # a function of the view only, whatever the true deal
        rng.shuffle(unseen)
        for p in others:
            k = len(twin["hands"][p])
            twin["hands"][p], unseen = sorted(unseen[:k]), unseen[k:]
            if twin["bids"][p] is not None:
                twin["bids"][p], unseen = unseen[0], unseen[1:]
        twin["deck"] = unseen
        prizes = sorted(twin["prizes"])
        rng.shuffle(prizes)
        twin["prizes"] = prizes
        twin["rng"] = rng.getrandbits(64)
        return twin

    def check_invariants(self, state: State) -> None:
        cards = list(state["deck"]) + list(state["played"])
        for p in range(state["players"]):
            cards += state["hands"][p]
            if state["bids"][p] is not None:
                cards.append(state["bids"][p])
        assert sorted(cards) == list(range(1, 4 * state["players"] + 5)), "cards lost or duplicated"


NIM, BIDS = Nim(), Bids()
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


def mid_round(players=3, seed=4, steps=4):
    """An example game some random decisions in (with fewer steps than players: cards played
    but not yet shown)."""
    rng = random.Random(seed)
    state = EXAMPLE.new(players, {}, seed)
    for _ in range(steps):
        d = EXAMPLE.pending(state)[0]
        state = EXAMPLE.apply(state, d.seat, rng.choice(d.options).id)
    return state


@pytest.mark.parametrize("game", [NIM, BIDS], ids=lambda g: g.id)
def test_the_skill_games_keep_the_contract(game):
    """They stand in for real games only if they keep the same contract (views that hide what
    they should, canonical re-deals)."""
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            # these test-only games speak plain English: the messages check is for the product's games
            result = random_playout(game, players, {}, seed=seed, check=True, hidden_every=1, messages=False)
            assert result.finished, result.error


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


@pytest.mark.parametrize("players", [2, 3])
def test_every_choice_is_legal_in_simultaneous_rounds_with_hidden_hands_and_many_players(players):
    for seed in range(3):
        outcome = play(EXAMPLE, players, ["easy"] + [TINY] * (players - 1), seed)
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
        state = mid_round(3, seed, steps=1 + seed % 3)
        for d in EXAMPLE.pending(state):
            twin = EXAMPLE.determinize(state, d.seat, random.Random(seed + 100))
            assert EXAMPLE.view(twin, d.seat) == EXAMPLE.view(state, d.seat)
            others = [p for p in range(3) if p != d.seat]
            if [twin["hands"][p] for p in others] == [state["hands"][p] for p in others]:
                continue  # the re-deal happened to change nothing: no test
            for level in ("random", SMALL):
                assert choose(EXAMPLE, state, d.seat, level, 7) == choose(EXAMPLE, twin, d.seat, level, 7)
            checked += 1
    assert checked >= 6


def test_the_true_state_is_only_re_dealt_and_asked_for_the_seat_options():
    state = mid_round(3, 1, steps=1)
    seen = []

    class Spy(ExampleDuel):
        """Notes each look at the true state from outside the engine (the example's own
        ``pending`` asks its ``outcome``: that is the engine's business, not the search's)."""

        depth = 0

        def _look(self, name, s, method, *args):
            if s is state and self.depth == 0:
                seen.append(name)
            self.depth += 1
            try:
                return method(s, *args)
            finally:
                self.depth -= 1

        def pending(self, s):
            return self._look("pending", s, super().pending)

        def outcome(self, s):
            return self._look("outcome", s, super().outcome)

        def view(self, s, seat):
            return self._look("view", s, super().view, seat)

        def apply(self, s, seat, option_id):
            return self._look("apply", s, super().apply, seat, option_id)

        def _apply(self, s, seat, option_id):
            return self._look("_apply", s, super()._apply, seat, option_id)

        def determinize(self, s, seat, rng):
            return self._look("determinize", s, super().determinize, seat, rng)

    seat = EXAMPLE.pending(state)[0].seat
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
    for engine, players in ((NIM, 2), (EXAMPLE, 3)):
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
    state = mid_round(2, 3, steps=1)
    seat = EXAMPLE.pending(state)[0].seat
    text = EXAMPLE.to_json(state)
    assert pickle.loads(pickle.dumps(decide)) is decide
    with ProcessPoolExecutor(1) as pool:
        assert pool.submit(warm).result(timeout=60) >= 0
        remote = pool.submit(decide, "example", text, seat, "easy", 5).result(timeout=60)
    assert remote == decide("example", text, seat, "easy", 5) == choose(EXAMPLE, state, seat, "easy", 5)
    assert EXAMPLE.pending(state)[0].option(remote)


def test_a_game_without_a_plug_in_gets_the_generic_search():
    from games.ai.policies import Plugin, plugin_for

    assert plugin_for(NIM) == Plugin()


def test_rewards_of_a_solo_game_are_win_or_nothing():
    assert outcome_rewards(Outcome((0,), (50.0,), ""), 1) == [1.0]
    assert outcome_rewards(Outcome((), (50.0,), ""), 1) == [0.0]
