"""Decision steps: each kind of step a game asks declares its prompt, its options and its effect
in one place, and the engine's ``pending`` and ``_apply`` are read off the open steps.

Where a game stands is always ``state["steps"]``: a stack of open steps, each a plain dict
``{"kind": name, "seat": deciding seat, ...}`` carrying what that step needs (the tile chosen so
far, the card being paid for). The top step is the one being decided; a step that starts a
sub-step pushes it, and a step that is done pops itself (``pop``) or is replaced (``replace``).
An empty stack means nobody decides: the game is over.

A game lists its kinds in one ``StepTable``; ``StepEngine`` turns the top step into decisions.
Several seats deciding at once (a simultaneous round) is one step whose ``deciders`` are those
seats. A game whose open steps are not only the top one (a rival's reaction during a turn)
overrides ``StepEngine.open_steps``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core import Decision, Engine, Option, State
from games.i18n import Text

Step = dict[str, Any]


def _the_seat(state: State, step: Step) -> Sequence[int]:
    return (step["seat"],)


def _first(state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
    return options[0].id


@dataclass(frozen=True)
class StepKind:
    """One kind of step: who decides it, what they are asked and between what, and what each
    option does. ``options`` is the single source of truth for what is legal at this step."""

    name: str
    prompt: Callable[[State, Step, int], Text]
    options: Callable[[State, Step, int], Sequence[Option]]
    act: Callable[[State, Step, int, str], None]
    #: the seats deciding this step now (by default the step's own ``seat``)
    deciders: Callable[[State, Step], Sequence[int]] = _the_seat
    #: the option auto-play chooses (by default the first)
    default: Callable[[State, Step, int, Sequence[Option]], str] = _first
    #: whether anyone may see the options listed (``Decision.public``)
    public: bool = True
    #: the reactive kind, for a chance to respond during someone else's turn (``Decision.reactive``)
    reactive: str | None = None


@dataclass
class StepTable:
    """A game's step kinds by name."""

    kinds: dict[str, StepKind] = field(default_factory=dict)

    def add(self, kind: StepKind) -> StepKind:
        if kind.name in self.kinds:
            raise ValueError(f"step kind {kind.name!r} declared twice")
        self.kinds[kind.name] = kind
        return kind

    def __getitem__(self, name: str) -> StepKind:
        return self.kinds[name]

    def __iter__(self) -> Iterator[StepKind]:
        return iter(self.kinds.values())


def top(state: State) -> Step | None:
    """The step being decided, or None when the game is over."""
    steps = state["steps"]
    return steps[-1] if steps else None


def push(state: State, step: Step) -> None:
    state["steps"].append(step)


def pop(state: State) -> Step:
    return state["steps"].pop()


def replace(state: State, step: Step) -> None:
    """The top step is done and ``step`` is decided next in its place."""
    state["steps"][-1] = step


class StepEngine(Engine):
    """An engine whose decisions come from its step kinds (``step_kinds``)."""

    step_kinds: StepTable = StepTable()

    def open_steps(self, state: State) -> list[Step]:
        """The steps being decided now: the top of the stack."""
        step = top(state)
        return [] if step is None else [step]

    def pending(self, state: State) -> list[Decision]:
        out: list[Decision] = []
        for step in self.open_steps(state):
            kind = self.step_kinds[step["kind"]]
            for seat in kind.deciders(state, step):
                options = tuple(kind.options(state, step, seat))
                default = kind.default(state, step, seat, options)
                out.append(Decision(seat, kind.prompt(state, step, seat), options, default, kind.public, kind.reactive))
        return out

    def choices(self, state: State) -> list[tuple[int, Sequence[Option]]]:
        if type(self).pending is not StepEngine.pending:  # the game words some decisions itself
            return super().choices(state)
        out: list[tuple[int, Sequence[Option]]] = []
        for step in self.open_steps(state):
            kind = self.step_kinds[step["kind"]]
            for seat in kind.deciders(state, step):
                out.append((seat, kind.options(state, step, seat)))
        return out

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        for step in self.open_steps(state):
            kind = self.step_kinds[step["kind"]]
            if seat in kind.deciders(state, step):
                kind.act(state, step, seat, option_id)
                return
        raise AssertionError("apply checked the seat has a decision")
