"""Decisions in progress, kept as a stack of frames in ``state["stack"]``.

A frame kind is one ``FrameKind``: its options (the single source of truth for what is legal),
what choosing one does, and its prompt, registered under the name frames of that kind carry in
``frame["kind"]``. The base game registers its kinds in ``actions``, ``abilities``, ``rogue`` and
``engine``; the expansion (``btb``) registers its own into the same table, so the base never
imports it. A frame with no option left is dropped by the engine's ``_settle`` (the action
fizzles), so the state always rests on a decision someone can make. Follow frames (``fol``, a
decision of several rivals at once) are run by ``actions.follow_step`` instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core import State
from games.i18n import Msg

Frame = dict[str, Any]
Opt = tuple[str, Msg]  # an option: its id and its label


@dataclass(frozen=True)
class FrameKind:
    """One kind of frame; who decides is ``frame["seat"]``."""

    name: str
    options: Callable[[State, Frame], list[Opt]]
    act: Callable[[State, Frame, str], None]
    prompt: Callable[[State, Frame], Msg]
    public: bool = True


KINDS: dict[str, FrameKind] = {}


def register(kind: FrameKind) -> FrameKind:
    assert kind.name not in KINDS, f"frame kind {kind.name!r} registered twice"
    KINDS[kind.name] = kind
    return kind


def push(state: State, frame: Frame) -> None:
    state["stack"].append(frame)


def pop(state: State, frame: Frame) -> None:
    """Remove ``frame`` from the stack (it is normally the top)."""
    stack = state["stack"]
    for k in range(len(stack) - 1, -1, -1):
        if stack[k] is frame:
            del stack[k]
            return
    raise AssertionError("frame not on the stack")
