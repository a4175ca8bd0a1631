"""Decisions in progress, kept as a stack of frames in ``state["stack"]``.

Each frame kind has three functions: its options (the single source of truth for what is
legal), what choosing one does, and the prompt. A frame with no option left is dropped by
``settle`` (the action fizzles), so the state always rests on a decision someone can make.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core import State

Frame = dict[str, Any]
Opt = tuple[str, str]


class Kind:
    """One kind of frame: who decides is ``frame["seat"]`` (follow frames are handled apart)."""

    def __init__(
        self,
        opts: Callable[[State, Frame], list[Opt]],
        act: Callable[[State, Frame, str], None],
        prompt: Callable[[State, Frame], str],
        public: bool = True,
    ) -> None:
        self.opts, self.act, self.prompt, self.public = opts, act, prompt, public


KINDS: dict[str, Kind] = {}


def kind(name: str, prompt: Callable[[State, Frame], str], public: bool = True):
    """Register a frame kind from its options function; its act function is attached after."""

    def deco(opts):
        KINDS[name] = Kind(opts, lambda s, f, o: None, prompt, public)
        return opts

    return deco


def acts(name: str):
    def deco(fn):
        KINDS[name].act = fn
        return fn

    return deco


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
