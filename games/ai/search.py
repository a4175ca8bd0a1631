"""Information-set Monte Carlo tree search, single observer, over the engine contract.

The searching seat never looks at the true state: it first draws a sample of the hidden
information consistent with its own view (``engine.determinize``), and every iteration then
re-deals that sample again, descends a tree keyed by the decisions taken (its own and the
other seats'), plays a rollout and backs up one reward per seat.

- Several seats pending at once (simultaneous decisions): each pending seat picks its option
  from its own statistics at the node ("decoupled" selection), then all are applied in seat
  order; the child is keyed by the joint choice.
- Rewards are a vector: a win is worth 1, a shared win is split, a draw is a fair share, and
  the final scores add a small tie-break so the search prefers winning by more.
- A compound move (several decisions in a row by one seat) is simply a path in the tree.
- Long games: with a game evaluation (``games.ai.policies``) rollouts stop after a fixed depth
  and the position is scored; availability counts make UCB fair to options that exist only in
  some samples (e.g. an opponent's cards).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from games.ai.levels import Level
from games.ai.policies import Plugin
from games.core import Decision, Engine, Option, Outcome, State

#: weight of the score tie-break in a finished game's reward
SCORE_WEIGHT = 0.1

#: option ids that undo the first half of a compound move. The search plans whole compound
#: moves through its tree, so it never needs them, and taking them lets an AI that sees every
#: option as equally bad wander back and forth for ever.
BACK_IDS = frozenset({"back", "undo", "cancel"})


def choices_of(d: Decision) -> list[str]:
    """The option ids the AI considers: all but the "back" ones (unless nothing else is left)."""
    return option_ids(d.options)


def option_ids(options: Sequence[Option]) -> list[str]:
    """``choices_of`` for a decision's options alone (``Engine.choices``)."""
    ids = [o.id for o in options if o.id not in BACK_IDS]
    return ids or [o.id for o in options]


def outcome_rewards(outcome: Outcome, players: int) -> list[float]:
    """One reward per seat in 0..1: win share, plus a small bonus for a better score."""
    winners = [w for w in outcome.winners if 0 <= w < players]
    if players == 1:  # solo: beating the game is the only win; scores carry no tie-break
        return [1.0 if winners else 0.0]
    if winners:
        share = [(1.0 / len(winners) if p in winners else 0.0) for p in range(players)]
    else:
        share = [1.0 / players] * players
    scores = outcome.scores
    if not scores or len(scores) != players:
        return share
    lo, hi = min(scores), max(scores)
    if hi <= lo:
        return share
    return [(1 - SCORE_WEIGHT) * share[p] + SCORE_WEIGHT * (scores[p] - lo) / (hi - lo) for p in range(players)]


@dataclass
class SearchInfo:
    """What one search did, for benchmarks and the arena."""

    iterations: int = 0
    nodes: int = 0
    seconds: float = 0.0
    clock_stopped: bool = False
    #: the leading option could no longer be overtaken, so the rest of the budget was saved
    settled: bool = False


#: how often (in iterations) the search looks at the clocks and whether its choice is settled
CHECK_EVERY = 8


class _Node:
    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[tuple[tuple[int, str], ...], _Node] = {}
        # seat -> option id -> [visits, reward sum, availability]
        self.stats: dict[int, dict[str, list[float]]] = {}


def seat_decision(engine: Engine, state: State, seat: int) -> Decision:
    """The pending decision of ``seat``; ``ValueError`` when it has none."""
    for d in engine.pending(state):
        if d.seat == seat:
            return d
    raise ValueError(f"seat {seat} has no decision to make")


class ISMCTS:
    """One search for one decision of one seat."""

    def __init__(
        self, engine: Engine, seat: int, level: Level, plugin: Plugin, rng: random.Random, stop_when_settled=True
    ) -> None:
        self.engine = engine
        self.stop_when_settled = stop_when_settled
        self.seat = seat
        self.level = level
        self.plugin = plugin
        self.rng = rng
        self.root = _Node()
        self.nodes = 1
        self.info = SearchInfo()

    # --- the search ------------------------------------------------------------------
    def run(self, sample: State, options: list[str]) -> str:
        """The best of ``options`` for the seat, searching from re-deals of ``sample``."""
        start, start_cpu = time.perf_counter(), time.process_time()
        deadline = start + self.level.seconds
        cpu = self.level.seconds if self.level.cpu_seconds is None else self.level.cpu_seconds
        cpu_deadline = start_cpu + cpu
        budget = self.level.iterations
        for it in range(budget):
            # the clocks are read every few iterations: reading the processor clock is a system
            # call, and costs as much as a short rollout on a busy machine
            if it and it % CHECK_EVERY == 0:
                if time.perf_counter() > deadline or time.process_time() > cpu_deadline:
                    self.info.clock_stopped = True
                    break
                if self.stop_when_settled and self._settled(options, budget - it):
                    self.info.settled = True
                    break
            # a copy the iteration owns: ``Engine.copy`` is what ``apply_in_place`` may change
            # freely (a game's own copy knows its state's shape, and is faster than ``clone``)
            state = self.engine.copy(self.engine.determinize(sample, self.seat, self.rng))
            self._iterate(state)
            self.info.iterations += 1
        self.info.nodes = self.nodes
        self.info.seconds = time.perf_counter() - start
        return self.best(options)

    def best(self, options: list[str]) -> str:
        """The most visited option at the root (ties: better mean, then listed first)."""
        stats = self.root.stats.get(self.seat, {})

        def rank(i: int) -> tuple[float, float, int]:
            e = stats.get(options[i])
            if not e or not e[0]:
                return (0.0, 0.0, -i)
            return (e[0], e[1] / e[0], -i)

        return options[max(range(len(options)), key=rank)]

    def _settled(self, options: list[str], remaining: int) -> bool:
        """True when the most visited option leads the next by more than the iterations left:
        each iteration adds one visit at the root, so the choice can no longer change."""
        stats = self.root.stats.get(self.seat, {})
        visits = sorted((stats[o][0] if o in stats else 0 for o in options), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > remaining

    def root_values(self) -> dict[str, tuple[int, float]]:
        """Visits and mean reward of each of the seat's options at the root."""
        return {k: (int(e[0]), e[1] / e[0] if e[0] else 0.0) for k, e in self.root.stats.get(self.seat, {}).items()}

    def _iterate(self, state: State) -> None:
        engine, rng = self.engine, self.rng
        c = self.level.exploration
        prune = self.plugin.prune
        node = self.root
        path: list[tuple[_Node, tuple[tuple[int, str], ...]]] = []
        while True:
            outcome = engine.outcome(state)
            if outcome is not None:
                self._backup(path, self._final(state, outcome))
                return
            pending = engine.pending(state)
            if not pending:
                break
            choices = []
            for d in pending:
                stats = node.stats.get(d.seat)
                if stats is None:
                    stats = node.stats[d.seat] = {}
                ids = choices_of(d) if prune is None else prune(engine, state, d) or choices_of(d)
                untried = []
                for i in ids:
                    e = stats.get(i)
                    if e is None:
                        untried.append(i)
                    else:
                        e[2] += 1
                if untried:
                    pick = untried[0] if len(untried) == 1 else rng.choice(untried)
                    stats[pick] = [0, 0.0, 1]
                else:
                    pick = self._ucb(stats, ids, c)
                choices.append((d.seat, pick))
            key = tuple(choices)
            state = self._play(state, choices)
            path.append((node, key))
            child = node.children.get(key)
            if child is None:
                if self.nodes < self.level.max_nodes:
                    node.children[key] = _Node()
                    self.nodes += 1
                break
            node = child
        self._backup(path, self._rollout(state))

    @staticmethod
    def _ucb(stats: dict[str, list[float]], ids: list[str], c: float) -> str:
        best, best_value = ids[0], -1.0
        for i in ids:
            n, w, avail = stats[i]
            if not n:
                return i
            value = w / n + c * math.sqrt(math.log(avail) / n)
            if value > best_value:
                best, best_value = i, value
        return best

    def _play(self, state: State, choices: list[tuple[int, str]]) -> State:
        engine = self.engine
        for i, (seat, option_id) in enumerate(choices):
            if i:  # a simultaneous decision: make sure the choice still stands
                mine = [d for d in engine.pending(state) if d.seat == seat]
                if not mine or mine[0].option(option_id) is None:
                    break
            engine.apply_in_place(state, seat, option_id)  # the search owns its states
        return state

    def _rollout(self, state: State) -> list[float]:
        engine, rng = self.engine, self.rng
        players = state["players"]
        evaluate_all = self.plugin.evaluate_all
        policy = self.plugin.rollout_policy
        cap = min(self.level.rollout_depth if evaluate_all else engine.max_decisions, self.level.max_rollout)
        steps = 0
        while True:
            outcome = engine.outcome(state)
            if outcome is not None:
                return self._final(state, outcome)
            if steps >= cap:
                values = evaluate_all(engine, state) if evaluate_all is not None else None
                if values is not None:
                    return [min(1.0, max(0.0, float(v))) for v in values]
                if steps >= self.level.max_rollout:
                    return [1.0 / players] * players
                cap = self.level.max_rollout  # the game cannot judge this position: play on
            if policy is None:  # the options alone: no prompts, no defaults
                choices = engine.choices(state)
                if not choices:
                    return [1.0 / players] * players
                seat, options = choices[0]
                option_id = rng.choice(option_ids(options))
            else:
                pending = engine.pending(state)
                if not pending:
                    return [1.0 / players] * players
                seat, option_id = pending[0].seat, policy(engine, state, pending[0], rng)
            engine.apply_in_place(state, seat, option_id)
            steps += 1

    def _final(self, state: State, outcome: Outcome) -> list[float]:
        hook = self.plugin.terminal_rewards
        rewards = hook(self.engine, state, outcome) if hook else None
        return rewards if rewards is not None else outcome_rewards(outcome, state["players"])

    def _backup(self, path, rewards: list[float]) -> None:
        for node, key in path:
            for seat, option_id in key:
                e = node.stats[seat][option_id]
                e[0] += 1
                e[1] += rewards[seat]
