"""TEG's step kinds (``games.steps``): the one table ``STEPS`` every kind of decision is declared
in, and how a kind asked of one galaxy is declared (``declare``).

Most kinds list their options as ``(id, label)`` pairs (``choices``), marked for the pictures
when asked. The base game declares its kinds in ``actions``, ``abilities``, ``rogue`` and
``engine``; the expansion (``btb``) declares its own into the same table, so the base never
imports it. While nobody has to decide, the engine runs each top step's ``settle``: a step with
one option left takes it at once and a step with none is dropped (the action fizzles), so the
game always rests on a decision someone can make.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.core import Option, State
from games.i18n import Msg
from games.steps import Step, StepKind, StepTable, pop
from games.teg.marks import marked

Opt = tuple[str, Msg]  # an option: its id and its label


def _waits(state: State, step: Step) -> bool:
    return True


def _no_choices(state: State, step: Step) -> list[Opt]:
    return []


@dataclass(frozen=True)
class TegStep(StepKind):
    """A step kind with what the engine does at it while nobody decides."""

    #: the options as unmarked ``(id, label)`` pairs (what ``settle`` counts)
    choices: Callable[[State, Step], list[Opt]] = _no_choices
    #: runs what the step needs no decision for; True when it waits for one
    settle: Callable[[State, Step], bool] = _waits


STEPS = StepTable()


def declare(
    name: str,
    choices: Callable[[State, Step], list[Opt]],
    act: Callable[[State, Step, str], None],
    prompt: Callable[[State, Step], Msg],
    public: bool = True,
    rest: Callable[[State, Step], bool] | None = None,
) -> TegStep:
    """Declare a kind decided by the galaxy in ``step["seat"]``; ``rest`` replaces its ``settle``
    (by default one option is taken at once and none drops the step)."""

    def options(state: State, step: Step, seat: int) -> tuple[Option, ...]:
        return marked(state, name, seat, choices(state, step))

    def settle(state: State, step: Step) -> bool:
        opts = choices(state, step)
        if len(opts) > 1:
            return True
        if opts:  # a choice with one answer is made at once
            act(state, step, opts[0][0])
        else:  # nothing left to choose: the action fizzles
            pop(state)
        return False

    def effect(state: State, step: Step, seat: int, option_id: str) -> None:
        act(state, step, option_id)

    def ask(state: State, step: Step, seat: int) -> Msg:
        return prompt(state, step)

    kind = TegStep(name, ask, options, effect, public=public, choices=choices, settle=rest or settle)
    STEPS.add(kind)
    return kind
