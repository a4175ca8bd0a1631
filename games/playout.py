"""Random play to the end, for self-play figures and the playout tests.

``contract_checks`` is what every game must satisfy after every decision; the playout tests
call it on every state they pass through, and each game adds its own ``check_invariants``.
Beyond what ``Engine``'s docstring lists, it checks what front ends rely on: every view starts
with ``view_header`` (without it the bot's log and status go silently empty), ``status`` is one
line, option ids fit ``OPTION_ID_PATTERN`` (they travel in button ids), and ``check_labels``
asks that no option label be cut or over ``OPTION_LABEL_LIMIT`` (``games.core.label_fault``) in
any language. ``message_checks`` asks that every text be a message the catalogues of all
languages can word.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from games.core import OPTION_ID_PATTERN, Decision, Engine, IllegalMove, State, label_fault
from games.i18n import GAME_WORDS, LOCALES, Msg, Text, localize, text_from_json


@dataclass
class PlayoutResult:
    state: State
    decisions: int
    finished: bool
    winners: tuple[int, ...] = ()
    error: str | None = None
    states: list[State] = field(default_factory=list)
    #: the choices played, in order, as (seat, option id)
    actions: list[tuple[int, str]] = field(default_factory=list)


def choose_random(engine: Engine, state: State, rng: random.Random) -> tuple[int, str]:
    """A uniformly random pending decision, and a random option of it."""
    decision = rng.choice(engine.pending(state))
    return decision.seat, rng.choice(decision.options).id


def random_playout(
    engine: Engine,
    players: int,
    options: dict[str, str] | None = None,
    seed: int = 0,
    check: bool = False,
    hidden_every: int = 0,
    invariants: bool = False,
    labels: bool = True,
    messages: bool = True,
) -> PlayoutResult:
    """Play random legal choices from a new game until it ends or hits the safety limit.

    With ``check``, run the contract checks after every decision; with ``hidden_every`` = k,
    also check every k-th state's views against re-dealt hidden information. With
    ``invariants`` alone, only the game's own invariants are checked after every decision.
    ``labels`` = False leaves the option labels out of the contract checks, ``messages`` = False
    the texts (only for the tests' own toy games, which are not in the catalogues).
    """
    if not (check or invariants):
        return _fast_playout(engine, players, options, seed)
    rng = random.Random(seed)
    state = engine.new(players, options, seed)
    actions: list[tuple[int, str]] = []
    decisions = 0
    while engine.outcome(state) is None:
        if decisions >= engine.max_decisions:
            return PlayoutResult(state, decisions, False, error="safety limit reached", actions=actions)
        if check:
            hide = bool(hidden_every) and decisions % hidden_every == 0
            contract_checks(engine, state, rng, hidden=hide, labels=labels, messages=messages)
        else:
            engine.check_invariants(state)
        seat, option_id = choose_random(engine, state, rng)
        actions.append((seat, option_id))
        state = engine.apply(state, seat, option_id)
        decisions += 1
    if check:
        contract_checks(engine, state, rng, hidden=bool(hidden_every), labels=labels, messages=messages)
    else:
        engine.check_invariants(state)
    return PlayoutResult(state, decisions, True, winners=engine.outcome(state).winners, actions=actions)


def _fast_playout(engine: Engine, players: int, options: dict[str, str] | None, seed: int) -> PlayoutResult:
    """``random_playout`` without checks, the way the AI's search plays its rollouts: the
    playout owns its state and changes it in place (``Engine.apply_in_place``: no copy, no
    second look at the options, no change marks for the pictures), so it measures what a
    rollout costs. The choices, and so the game, are those ``apply`` would give."""
    rng = random.Random(seed)
    # a copy the playout owns: a new game may share parts with the game's constant data
    state = engine.copy(engine.new(players, options, seed))
    actions: list[tuple[int, str]] = []
    outcome = engine.outcome
    try:
        while outcome(state) is None:
            if len(actions) >= engine.max_decisions:
                return PlayoutResult(state, len(actions), False, error="safety limit reached", actions=actions)
            seat, options = rng.choice(engine.choices(state))
            option_id = rng.choice(options).id
            actions.append((seat, option_id))
            engine.apply_in_place(state, seat, option_id)
    except Exception as exc:  # reported, not raised: self-play counts errors
        return PlayoutResult(state, len(actions), False, error=f"{type(exc).__name__}: {exc}", actions=actions)
    return PlayoutResult(state, len(actions), True, winners=outcome(state).winners, actions=actions)


def check_view(engine: Engine, state: State, seat: int | None) -> None:
    """``seat``'s view is JSON and carries ``view_header`` unchanged (the bot reads the status,
    the log, who is to act and the outcome from there, whatever the game)."""
    view = engine.view(state, seat)
    json.dumps(view)
    header = engine.view_header(state, seat)
    missing = sorted(k for k, v in header.items() if k not in view or view[k] != v)
    assert not missing, f"the view for seat {seat} lacks view_header's {', '.join(missing)}"


def check_labels(decisions: list[Decision]) -> None:
    """Every option label says its whole choice in every language: within the limit and never
    cut off (seats worded as "Seat N", as long as a short name)."""
    for d in decisions:
        for opt in d.options:
            for locale in LOCALES:
                label = localize(opt.label, locale)
                fault = label_fault(label)
                assert fault is None, f"option {opt.id!r} of {d.prompt!r} has a cut {locale} label {label!r}: {fault}"


def message_checks(engine: Engine, state: State, log_from: int = 0) -> None:
    """Every text ``state`` shows is a message (``games.i18n.Msg``, never a plain string) that
    every language's catalogue words without error: the status, the prompts and labels of the
    pending decisions, the log (from entry ``log_from``: entries never change once written, so
    a playout checks each once), the end reason; and the game's summary, setting help and
    reactions' words."""
    texts: list[tuple[str, Text]] = [("status", engine.status(state)), ("summary", engine.summary)]
    texts += [(f"setting {s.name}", s.help) for s in engine.settings if s.help]
    for r in engine.reactions:
        texts += [(f"reaction {r.kind}", r.title)] + [(f"order {r.kind}={o.id}", o.label) for o in r.orders]
    for d in engine.pending(state):
        texts += [(f"prompt of seat {d.seat}", d.prompt)] + [(f"label {o.id}", o.label) for o in d.options]
    entries = state.get("log", [])[log_from:]
    texts += [(f"log entry {e['n']}", text_from_json(e["text"])) for e in entries if e["text"] != ""]
    outcome = engine.outcome(state)
    if outcome is not None:
        texts.append(("end reason", outcome.reason))
    for where, text in texts:
        assert isinstance(text, Msg), f"{engine.id}: the {where} is plain text, not a message: {text!r}"
        for locale in LOCALES:
            problems = GAME_WORDS.errors(text, locale)
            assert not problems, f"{engine.id}: the {where} cannot be worded: {'; '.join(problems)}"


#: how many of the last log entries ``contract_checks`` holds to ``message_checks`` (after every
#: decision, so each entry is seen while it is recent; the whole log would make playouts quadratic)
RECENT_LOG = 20


def contract_checks(
    engine: Engine,
    state: State,
    rng: random.Random,
    hidden: bool = False,
    labels: bool = True,
    messages: bool = True,
) -> None:
    """Assert the engine contract on ``state``; raise ``AssertionError`` on a breach."""
    engine.check_invariants(state)
    if messages:
        message_checks(engine, state, log_from=max(0, len(state.get("log", [])) - RECENT_LOG))
    text = engine.to_json(state)
    # ``stored`` is the state as saved and loaded; comparing against it (a C-level equality)
    # is how the checks below see that ``state`` was left untouched without encoding it again
    stored = engine.from_json(text)
    assert stored == state, "the JSON round trip changed the state: from_json(to_json(s)) != s"
    check_view(engine, state, None)  # the seats' views too when ``hidden`` (below): they cost more
    status = localize(engine.status(state))
    assert status.strip() and "\n" not in status, f"status is not one line: {status!r}"
    pending = engine.pending(state)
    outcome = engine.outcome(state)
    if outcome is not None:
        assert not pending and not engine.choices(state), "a finished game still has pending decisions"
        return
    assert pending, "a running game has nobody to decide"
    choices = [(seat, tuple(options)) for seat, options in engine.choices(state)]
    assert choices == [(d.seat, tuple(d.options)) for d in pending], "choices differ from the pending decisions"
    seats = _check_decisions(pending, state["players"])
    if labels:
        check_labels(pending)
    simultaneous_secrecy(engine, state)
    # illegal choices raise and change nothing
    d = pending[0]
    idle = [(s, d.options[0].id) for s in range(state["players"]) if s not in seats]
    for seat, option_id in [(d.seat, "\x00not-an-option"), *idle]:
        try:
            engine.apply(state, seat, option_id)
        except IllegalMove:
            pass
        else:
            raise AssertionError(f"apply accepted an illegal choice {option_id!r} by seat {seat}")
    assert state == stored, "a refused choice changed the state"
    # apply leaves its input untouched
    engine.apply(state, d.seat, d.default)
    assert state == stored, "apply changed its input state"
    if hidden:
        _check_hidden(engine, state, stored, rng)


def _check_decisions(pending: list[Decision], players: int) -> set[int]:
    """Assert each pending decision is one seat's, in range, with well-formed options and a
    default among them; the seats deciding."""
    seats: set[int] = set()
    for d in pending:
        assert 0 <= d.seat < players, f"decision for seat {d.seat} out of range"
        assert d.seat not in seats, f"seat {d.seat} has two decisions at once"
        seats.add(d.seat)
        ids = [o.id for o in d.options]
        assert ids, f"decision {d.prompt!r} has no options"
        assert len(ids) == len(set(ids)), f"duplicate option ids in {d.prompt!r}"
        for option_id in ids:
            assert OPTION_ID_PATTERN.fullmatch(option_id), (
                f"option id {option_id!r} of {d.prompt!r} does not fit {OPTION_ID_PATTERN.pattern}"
            )
        assert d.default in ids, f"default {d.default!r} is not an option of {d.prompt!r}"
    return seats


def _check_hidden(engine: Engine, state: State, stored: State, rng: random.Random) -> None:
    """Assert every seat's view is sound and that re-dealing hidden information changes no
    seat's view and depends only on what the seat sees."""
    for seat in range(state["players"]):
        check_view(engine, state, seat)
    for seat in [None, *range(state["players"])]:
        twin = engine.determinize(state, seat, random.Random(rng.random()))
        assert engine.view(twin, seat) == engine.view(state, seat), (
            f"view for seat {seat} changed when hidden information was re-dealt"
        )
        assert state == stored, "determinize changed its input state"
        # a re-deal must depend on what the seat sees and on rng only, not on the hidden truth
        seed = rng.random()
        again = engine.determinize(twin, seat, random.Random(seed))
        assert again == engine.determinize(state, seat, random.Random(seed)), (
            f"determinize for seat {seat} depends on hidden information it should not read"
        )


#: how many options of one seat the secrecy check tries (first, default, last, and a few more)
SECRECY_OPTIONS = 5


def simultaneous_secrecy(engine: Engine, state: State) -> None:
    """Assert that in an open simultaneous round no seat's choice shows before the round closes.

    While two or more seats decide at once, whatever one of them commits must leave every other
    seat's view, the public view and the others' pending decisions exactly as they would be had
    it committed anything else. Only the fact that it has decided (it leaves ``to_act``) may
    show. Choices that close the round for someone else are not compared: once the last seat has
    decided, or the round ends, everything may be revealed at once.
    """
    pending = engine.pending(state)
    deciding = {d.seat for d in pending}
    if len(deciding) < 2 or engine.outcome(state) is not None:
        return
    for decision in pending:
        others = deciding - {decision.seat}
        ids = [o.id for o in decision.options]
        tried = list(dict.fromkeys([ids[0], decision.default, ids[-1], *ids[1 : SECRECY_OPTIONS - 2]]))
        seen: dict[str, Any] | None = None
        for option_id in tried:
            after = engine.apply(state, decision.seat, option_id)
            if engine.outcome(after) is not None:
                continue
            still = {d.seat: d for d in engine.pending(after) if d.seat in others}
            if set(still) != others:
                continue  # the round closed (or moved on) for someone: a reveal may follow
            witness = {
                "views": {
                    str(seat): engine.view(after, seat)
                    for seat in [None, *range(state["players"])]
                    if seat != decision.seat
                },
                "pending": {
                    seat: (d.prompt, d.options, d.default, d.public, d.reactive) for seat, d in sorted(still.items())
                },
            }
            if seen is None:
                seen = witness
                first = option_id
                continue
            for key in ("views", "pending"):
                for who, value in witness[key].items():
                    assert value == seen[key][who], (
                        f"in an open simultaneous round, seat {decision.seat} choosing {option_id!r} rather than "
                        f"{first!r} shows in the {key[:-1] if key == 'views' else 'pending decision'} of "
                        f"{'the public' if who == 'None' else f'seat {who}'}"
                    )
