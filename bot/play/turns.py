"""When the conversation moves on: what makes a change of the table a *turn change*.

The thread hears from the bot once per turn change, not once per decision. A change is a
turn change when someone who was not deciding now has to (the turn passes, a round opens
for several seats at once), when the game ends, or when the engine says a new turn began
for the same seat (a solo game, a player who plays twice in a row). Every other change
(the next step of the same player's turn, one seat of an open round having chosen) is a
step: it is shown by editing the board already in the thread.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from games import Engine
from games.core import State


@dataclass(frozen=True)
class Change:
    """What one applied decision did to the conversation."""

    turn_change: bool
    #: seats whose decision began with this change (each one a player-turn)
    newcomers: frozenset[int]


def turn_marker(engine: Engine, state: State) -> object:
    """The engine's count of turns, when it keeps one (``Engine.turn_marker``); else None."""
    marker = getattr(engine, "turn_marker", None)
    return marker(state) if callable(marker) else None


def classify(engine: Engine, before: State | None, after: State) -> Change:
    """The change from ``before`` (None: the game just started) to ``after``."""
    now = _decisions(engine, after)
    if before is None:
        return Change(True, frozenset(now))
    was = _decisions(engine, before)
    if engine.outcome(after) is not None:
        return Change(True, frozenset())
    if resumed(engine, before, after, now.keys() - was.keys()):
        return Change(False, frozenset())
    if now.keys() - was.keys() or (now and turn_marker(engine, before) != turn_marker(engine, after)):
        # a new turn or round: it is new to every seat whose decision is new (in a new round,
        # also to the seat that closed the last one)
        return Change(True, frozenset(s for s, d in now.items() if was.get(s) != d))
    return Change(False, frozenset())


def turn_owner(engine: Engine, state: State) -> int | None:
    """Whose turn it is, when the engine says (``Engine.turn_owner``); else None."""
    owner = getattr(engine, "turn_owner", None)
    return owner(state) if callable(owner) else None


def resumed(engine: Engine, before: State, after: State, new: Iterable[int]) -> bool:
    """Whether the change only hands the turn back to its owner, in the same turn, after
    others acted inside it (rivals answered a follow and carried it out): the owner was
    already hailed when the turn began, so this is a step, not a turn change."""
    owner = turn_owner(engine, after)
    return (
        owner is not None
        and set(new) == {owner}
        and turn_owner(engine, before) == owner
        and turn_marker(engine, before) == turn_marker(engine, after)
    )


def _decisions(engine: Engine, state: State) -> dict[int, tuple]:
    """Each deciding seat's decision, by what it asks and offers."""
    return {d.seat: (d.prompt, tuple(o.id for o in d.options)) for d in engine.pending(state)}


def count_turns(engine: Engine, states: Iterable[State]) -> tuple[int, int]:
    """Turn changes and player-turns along a game's successive states (the first: its start)."""
    changes = player_turns = 0
    before: State | None = None
    for state in states:
        change = classify(engine, before, state)
        changes += change.turn_change
        player_turns += len(change.newcomers)
        before = state
    return changes, player_turns


def hidden_part(engine: Engine, state: State, seat: int) -> object:
    """What ``seat`` sees of ``state`` that the public does not: the parts of its view that
    differ from the public view (its hand, its role, its own notes). A player is told their
    hand changed only when this changed, not when something everyone sees did. The view's
    header is left out: its log and status line are the chronicle (a private log line comes
    with a change of what the seat holds), and ``seat`` only names the viewer."""
    mine, public = engine.view(state, seat), engine.view(state, None)
    return _differences(_without_header(mine), _without_header(public))


def hidden_news(engine: Engine, before: State, after: State, seat: int) -> bool:
    """Whether ``seat`` holds something new that only it sees: a hidden part that appeared or
    changed (a card drawn, a card taken away). A secret that is gone because everyone now
    sees it (a set-up choice revealed) is not news."""
    was, now = hidden_part(engine, before, seat), hidden_part(engine, after, seat)
    if isinstance(was, dict) and isinstance(now, dict):
        return any(
            value not in (None, [], {}) and (key not in was or _unordered(was[key]) != _unordered(value))
            for key, value in now.items()
        )
    return _unordered(was) != _unordered(now) and now is not _SAME


def _unordered(value: object) -> object:
    """A hidden part compared as the player reads it: a hand shuffled (as before a blind draw
    from it) holds the same cards, so lists compare as multisets."""
    if isinstance(value, dict):
        return {k: _unordered(v) for k, v in value.items()}
    if isinstance(value, list):
        return sorted(json.dumps(_unordered(v), sort_keys=True) for v in value)
    return value


_CHRONICLE = ("log", "status", "seat")


def _without_header(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in _CHRONICLE}


_SAME = object()


def _differences(mine: object, public: object) -> object:
    if mine == public:  # most of a view is what the public sees: compared at C speed, not walked
        return _SAME
    if isinstance(mine, dict) and isinstance(public, dict):
        out = {}
        for key, value in mine.items():
            diff = _differences(value, public[key]) if key in public else value
            if diff is not _SAME:
                out[key] = diff
        return out or _SAME
    if isinstance(mine, list) and isinstance(public, list) and len(mine) == len(public):
        pairs = enumerate(zip(mine, public, strict=True))
        out_list = {i: d for i, (a, b) in pairs if (d := _differences(a, b)) is not _SAME}
        return out_list or _SAME
    if isinstance(mine, list) and isinstance(public, list):  # the seat sees more entries: which
        extras = [x for x in mine if x not in public]
        return extras or _SAME
    return mine
