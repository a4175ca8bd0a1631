"""The decisions of Planetarium (``games.steps``): each step's prompt, its legal options (the
single source of truth) and what choosing one does, declared together in ``STEPS``.

Set-up is one step every seat decides at once, in private: discard a Final card. A turn is
move -> card -> (marker) -> (gravity) -> draw -> (keep), or on a final turn -> finals, each
step replacing the one before. Choosing a token pushes a deeper step that "back" pops: move
-> planet, or move -> pick -> matter; gravity -> gpick -> gplanet.

The first step of a turn's stack remembers the turn so far: the card played (``card``) and the
Matter token last picked for Gravity (``token``); each step that replaces it carries them on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cache, lru_cache
from typing import Any

from games.core import Option, State
from games.i18n import Msg, Seat, msg
from games.planetarium import rules
from games.planetarium.board import (
    matter_destinations,
    movable_matter,
    movable_orbits,
    planet_at,
    planet_can_move,
    planet_destinations,
)
from games.planetarium.components import (
    CARDS,
    KINDS,
    MAX_FINALS_IN_HAND,
    MAX_FINALS_PLAYED,
    PLANETS,
    ROMAN,
    SPACES,
    card_name,
    kind_name,
    space_label,
)
from games.planetarium.logbook import say
from games.planetarium.marks import DECK_CODES
from games.steps import Step, StepKind, StepTable, pop, push, top

#: option labels and prompts: the same few thousand messages, asked for on every step of every
#: search rollout, so they are made once (a message is immutable)
_label = lru_cache(maxsize=8192)(msg)

# Options come out of the steps already marked with their picture codes (the codes are defined
# by ``games.planetarium.marks.option_code``, and a test holds these options to it), and the
# options that recur are made once: a random playout or a search rollout asks for them at
# every decision, and building and re-marking them was most of its time.

#: what the first step of a turn's stack remembers of the turn so far, carried to the next step
_MEMORY = ("card", "token")


def stage(state: State) -> str | None:
    """The kind of step being decided ("setup", "move", ..., "finals"), None once the game is over."""
    step = top(state)
    return None if step is None else step["kind"]


def turn_summary(state: State) -> dict[str, Any] | None:
    """Where the current turn stands, as one dict (the views show it to the deciding seat):
    ``step``, the token or orbit chosen in it (``sel``), the Matter token last picked for Gravity
    (``gsel``), the card played (``card``), the Final cards drawn to keep one of (``pair``),
    whether it is a final turn and how many Final cards it played."""
    steps = state["steps"]
    if not steps or steps[0]["kind"] == "setup":
        return None
    base, step = steps[0], steps[-1]
    return {
        "step": step["kind"],
        "sel": _selection(steps),
        "gsel": base.get("token"),
        "card": base.get("card"),
        "pair": list(step.get("pair", [])),
        "final": rules.final_turn(state),
        "finals_played": step.get("played", 0),
    }


def _selection(steps: list[Step]) -> str | None:
    step = steps[-1]
    kind = step["kind"]
    if kind == "planet":
        return step["planet"]
    if kind in ("pick", "gpick"):
        return str(step["orbit"])
    if kind == "matter":
        return step["space"]
    if kind == "gplanet":
        return str(steps[-2]["orbit"])
    return None


def _memory(state: State) -> dict[str, Any]:
    base = state["steps"][0]
    return {k: base[k] for k in _MEMORY if k in base}


def _next(state: State, kind: str, **data: Any) -> None:
    """The turn goes on to a step of ``kind``, in place of the whole stack, remembering the turn."""
    state["steps"] = [{"kind": kind, **data, **_memory(state)}]


def _prompt(state: State, step: Step, seat: int) -> Msg:
    kind = step["kind"]
    if kind == "planet":
        return _label("planetarium-prompt-planet", planet=step["planet"])
    if kind in ("move", "card") and rules.final_turn(state):
        return _label(f"planetarium-prompt-{kind}-final")
    return _PROMPTS.get(kind) or _label(f"planetarium-prompt-{kind}")


_PROMPTS = {
    kind: msg(f"planetarium-prompt-{kind}")
    for kind in ("move", "pick", "matter", "card", "marker", "gravity", "gpick", "gplanet", "draw", "keep", "finals")
}


def _current(state: State, step: Step) -> tuple[int]:
    return (state["current"],)


def _rest(option_id: str) -> str:
    return option_id.partition("-")[2]


def _back(act: Callable[[State, Step, int, str], None]) -> Callable[[State, Step, int, str], None]:
    """A deeper step's effect, with "back" returning to the step it was chosen from."""

    def effect(state: State, step: Step, seat: int, option_id: str) -> None:
        if option_id == "back":
            pop(state)
        else:
            act(state, step, seat, option_id)

    return effect


_BACK = Option("back", _label("planetarium-option-back"))


@cache
def _numbered_matter(space: str, kind: str, number: int) -> Option:
    """Picking the ``kind`` token on ``space``, the ``number``-th token of its decision."""
    label = _label("planetarium-option-matter-on", kind=kind_name(kind), space=space_label(space))
    return Option(f"m-{space}", label, str(number))


def _matter_choices(state: State, spaces: list[str]) -> list[Option]:
    matter = state["matter"]
    return [_numbered_matter(space, matter[space], n) for n, space in enumerate(spaces, 1)]


@cache
def _numbered_space(dest: str, kind: str | None, number: int) -> Option:
    """Going to ``dest`` (collecting a ``kind`` token there), the ``number``-th space offered."""
    if kind:
        label = _label("planetarium-option-to-collect", space=space_label(dest), kind=kind_name(kind))
    else:
        label = _label("planetarium-option-to", space=space_label(dest))
    return Option(f"to-{dest}", label, str(number))


@cache
def _into_planet(dest: str, planet: str) -> Option:
    return Option(f"to-{dest}", _label("planetarium-option-into-planet", planet=planet), planet)


@cache
def _hand_card(head: str, cid: str, planet: str, place: int) -> Option:
    """Playing (``head`` "play" or "final") card ``cid`` on ``planet``, the ``place``-th card of
    the sorted hand; with no planet, a Downgrade ("down")."""
    card = CARDS[cid]
    if head == "down":
        return Option(f"down-{cid}", _label("planetarium-option-downgrade", card=card_name(cid)), f"{place}↓")
    label = _label("planetarium-option-play", card=card.name, planet=planet, points=card.points)
    return Option(f"{head}-{cid}-{planet}", label, f"{place}{planet}")


def _plain(option_id: str, key: str) -> Option:
    """An option that names no place, or a deck (``DECK_CODES``)."""
    return Option(option_id, _label(key), DECK_CODES.get(option_id, ""))


_PASS = _plain("pass", "planetarium-option-pass")
_END = _plain("end", "planetarium-option-no-card")
_END_FINAL = _plain("end", "planetarium-option-no-card-final")
_NO_MARKER = _plain("none", "planetarium-option-no-marker")
_SKIP = _plain("skip", "planetarium-option-skip-gravity")
_DONE = _plain("done", "planetarium-option-done")
_DRAWS = {deck: _plain(deck, f"planetarium-option-draw-{deck}") for deck in ("low", "high", "finals")}


# --- set-up -------------------------------------------------------------------------------------


def _setup_options(state: State, step: Step, seat: int) -> list[Option]:
    order = sorted(state["hands"][seat])
    return [
        Option(
            f"discard-{c}",
            _label("planetarium-option-discard", card=card_name(c), points=CARDS[c].points),
            str(order.index(c) + 1),
        )
        for c in state["hands"][seat]
        if CARDS[c].deck == "final"
    ]


def _waiting(state: State, step: Step) -> list[int]:
    return step["waiting"]


def _discard(state: State, step: Step, seat: int, option_id: str) -> None:
    cid = _rest(option_id)
    state["hands"][seat].remove(cid)
    step["discards"][str(seat)] = cid
    step["waiting"].remove(seat)
    say(state, msg("planetarium-log-has-discarded", seat=Seat(seat)))
    if not step["waiting"]:
        rules.finish_setup(state, step["discards"])


# --- moving a token -----------------------------------------------------------------------------


@cache
def _planet_choice(planet: str, space: str) -> Option:
    label = _label("planetarium-option-planet", planet=planet, space=space_label(space))
    return Option(f"planet-{planet}", label, planet)


_ORBIT_CHOICES = {
    o: Option(f"orbit-{o}", _label("planetarium-option-orbit-matter", orbit=r), r) for o, r in ROMAN.items()
}


def _move_options(state: State, step: Step, seat: int) -> list[Option]:
    planets = state["planets"]
    out = [_planet_choice(p, planets[p]) for p in PLANETS if planet_can_move(state, p)]
    out += [_ORBIT_CHOICES[o] for o in movable_orbits(state)]
    return out or [_PASS]


def _move(state: State, step: Step, seat: int, option_id: str) -> None:
    head, _, rest = option_id.partition("-")
    if head == "pass":
        say(state, msg("planetarium-log-pass", seat=Seat(seat)))
        _after_move(state)
    elif head == "planet":
        push(state, {"kind": "planet", "planet": rest})
    else:
        push(state, {"kind": "pick", "orbit": int(rest)})


def _planet_options(state: State, step: Step, seat: int) -> list[Option]:
    # a planet never goes where a planet stands, so every space it may go to is numbered
    matter = state["matter"]
    destinations = planet_destinations(state, step["planet"])
    return [*(_numbered_space(dest, matter.get(dest), n) for n, dest in enumerate(destinations, 1)), _BACK]


def _move_planet(state: State, step: Step, seat: int, option_id: str) -> None:
    rules.move_planet(state, seat, step["planet"], _rest(option_id))
    _after_move(state)


def _pick_options(state: State, step: Step, seat: int) -> list[Option]:
    return [*_matter_choices(state, movable_matter(state, step["orbit"])), _BACK]


def _pick(state: State, step: Step, seat: int, option_id: str) -> None:
    push(state, {"kind": "matter", "space": _rest(option_id)})


def _matter_options(state: State, step: Step, seat: int) -> list[Option]:
    out = []
    number = 0
    for dest in matter_destinations(state, step["space"]):
        planet = planet_at(state, dest)
        if planet:
            out.append(_into_planet(dest, planet))
        else:
            number += 1
            out.append(_numbered_space(dest, None, number))
    return [*out, _BACK]


def _move_matter(state: State, step: Step, seat: int, option_id: str) -> None:
    rules.move_matter(state, seat, step["space"], _rest(option_id))
    _after_move(state)


def _after_move(state: State) -> None:
    state["steps"] = [{"kind": "card"}]
    if not _card_choice(state, state["current"]):  # nothing playable: skip the empty question
        _after_card(state, played=False)


# --- playing a card -------------------------------------------------------------------------------


def _plays(state: State, seat: int, finals: bool) -> Iterator[tuple[str, str]]:
    """The (card, planet) pairs ``seat`` may play now, in hand order: Low and High cards, or with
    ``finals`` the Final ones."""
    mats = state["mats"][seat]
    for cid in state["hands"][seat]:
        card = CARDS[cid]
        if (card.deck == "final") != finals:
            continue
        for planet in PLANETS:
            if rules.payable(mats[planet], cid) and rules.meets(state, seat, card, planet):
                yield cid, planet


def _card_choice(state: State, seat: int) -> bool:
    """Whether ``card_options`` offers more than "end" (without making the options: every move
    asks it)."""
    if next(_plays(state, seat, False), None) is not None:
        return True
    if rules.final_turn(state) or not state["decks"]["low"]:
        return False
    return any(CARDS[cid].downgrade for cid in state["hands"][seat])


def card_options(state: State, seat: int) -> list[Option]:
    """The Low and High cards ``seat`` may play and where, its Downgrades, and "end" (always last)."""
    final = rules.final_turn(state)
    hand = state["hands"][seat]
    order = sorted(hand)
    out = [_hand_card("play", cid, planet, order.index(cid) + 1) for cid, planet in _plays(state, seat, False)]
    if not final and state["decks"]["low"]:
        for cid in hand:
            if CARDS[cid].downgrade:
                out.append(_hand_card("down", cid, "", order.index(cid) + 1))
    return [*out, _END_FINAL if final else _END]


def _card(state: State, step: Step, seat: int, option_id: str) -> None:
    head, _, rest = option_id.partition("-")
    if head == "play":
        cid, planet = rest.split("-")
        free = rules.play(state, seat, CARDS[cid], planet)
        state["steps"] = [{"kind": "marker", "card": cid}]
        if free:
            _after_marker(state)
    elif head == "down":
        rules.downgrade(state, seat, rest)
    else:
        _after_card(state, played=False)


def _marker_options(state: State, step: Step, seat: int) -> list[Option]:
    out = [
        Option(f"take-{p}", _label("planetarium-option-take-marker", planet=p), p)
        for p in PLANETS
        if rules.has_marker_on(state, seat, p)
    ]
    return [*out, _NO_MARKER]


def _marker(state: State, step: Step, seat: int, option_id: str) -> None:
    card_id = step["card"]
    head, _, planet = option_id.partition("-")
    if head == "take":
        rules.take_back_marker(state, seat, planet)
        rules.set_marker(state, card_id, True)
        say(state, msg("planetarium-log-marker-moved", seat=Seat(seat), planet=planet, card=card_name(card_id)))
    else:
        say(state, msg("planetarium-log-no-marker", seat=Seat(seat), card=card_name(card_id)))
    _after_marker(state)


def _after_marker(state: State) -> None:
    if CARDS[state["steps"][0]["card"]].gravity and state["matter"]:
        _next(state, "gravity")
    else:
        _after_card(state, played=True)


def _after_card(state: State, played: bool) -> None:
    seat = state["current"]
    if rules.final_turn(state):
        _next(state, "finals", played=0)
        if len(_final_options(state, top(state), seat)) == 1:  # only "done"
            rules.end_turn(state)
    elif played:
        _next(state, "draw")
        if not _draw_options(state, top(state), seat):
            state["short"][seat] = True
            say(state, msg("planetarium-log-nothing-to-draw", seat=Seat(seat)))
            rules.end_turn(state)
    else:
        rules.end_turn(state)


# --- Gravity --------------------------------------------------------------------------------------


def _gravity_options(state: State, step: Step, seat: int) -> list[Option]:
    orbits = sorted({SPACES[s].orbit for s in state["matter"]})
    return [
        *(Option(f"orbit-{o}", _label("planetarium-option-from-orbit", orbit=ROMAN[o]), ROMAN[o]) for o in orbits),
        _SKIP,
    ]


def _gravity(state: State, step: Step, seat: int, option_id: str) -> None:
    if option_id == "skip":
        _after_card(state, played=True)
    else:
        push(state, {"kind": "gpick", "orbit": int(_rest(option_id))})


def _gpick_options(state: State, step: Step, seat: int) -> list[Option]:
    orbit = step["orbit"]
    spaces = [s for s in SPACES if s in state["matter"] and SPACES[s].orbit == orbit]
    return [*_matter_choices(state, spaces), _BACK]


def _gpick(state: State, step: Step, seat: int, option_id: str) -> None:
    token = _rest(option_id)
    state["steps"][0]["token"] = token
    push(state, {"kind": "gplanet", "token": token})


def _gplanet_options(state: State, step: Step, seat: int) -> list[Option]:
    return [*(Option(f"planet-{p}", _label("planetarium-option-store", planet=p), p) for p in PLANETS), _BACK]


def _gplanet(state: State, step: Step, seat: int, option_id: str) -> None:
    planet, token = _rest(option_id), step["token"]
    kind = state["matter"].pop(token)
    state["mats"][seat][planet][KINDS.index(kind)] += 1
    where = {"space": space_label(token), "planet": planet}
    say(state, msg("planetarium-log-gravity", seat=Seat(seat), kind=kind_name(kind), **where))
    _after_card(state, played=True)


# --- drawing, and the Final cards of a final turn -------------------------------------------------


def _draw_options(state: State, step: Step, seat: int) -> list[Option]:
    out = []
    if state["decks"]["low"]:
        out.append(_DRAWS["low"])
    if state["decks"]["high"] or state["discards"]["high"]:
        out.append(_DRAWS["high"])
    if (state["decks"]["final"] or state["discards"]["final"]) and rules.finals_in_hand(
        state, seat
    ) < MAX_FINALS_IN_HAND:
        out.append(_DRAWS["finals"])
    return out


def _draw(state: State, step: Step, seat: int, option_id: str) -> None:
    pair = rules.draw(state, seat, option_id)
    if pair:
        _next(state, "keep", pair=pair)
    else:
        rules.end_turn(state)


def _keep_options(state: State, step: Step, seat: int) -> list[Option]:
    held = len(state["hands"][seat])
    return [
        Option(f"keep-{c}", _label("planetarium-option-keep", card=card_name(c), points=CARDS[c].points), str(held + i))
        for i, c in enumerate(step["pair"], 1)
    ]


def _keep(state: State, step: Step, seat: int, option_id: str) -> None:
    rules.keep_final(state, seat, step["pair"], _rest(option_id))
    rules.end_turn(state)


def _final_options(state: State, step: Step, seat: int) -> list[Option]:
    out = []
    if step["played"] < MAX_FINALS_PLAYED:
        order = sorted(state["hands"][seat])
        out = [_hand_card("final", cid, planet, order.index(cid) + 1) for cid, planet in _plays(state, seat, True)]
    return [*out, _DONE]


def _finals(state: State, step: Step, seat: int, option_id: str) -> None:
    if option_id == "done":
        rules.end_turn(state)
        return
    cid, planet = _rest(option_id).split("-")
    rules.play_final(state, seat, CARDS[cid], planet)
    step["played"] += 1
    if len(_final_options(state, step, seat)) == 1:  # only "done" is left
        rules.end_turn(state)


# --- the table ------------------------------------------------------------------------------------

_Options = Callable[[State, Step, int], list[Option]]
_Act = Callable[[State, Step, int, str], None]
_Default = Callable[[State, Step, int, Sequence[Option]], str]


def _prefer(safe: str) -> _Default:
    """Auto-play's harmless choice: ``safe`` (no card, skip Gravity, draw Low...) when offered."""
    return lambda state, step, seat, options: safe if any(o.id == safe for o in options) else options[0].id


def _kind(
    name: str,
    options: _Options,
    act: _Act,
    public: bool = True,
    default: _Default | None = None,
    deciders: Callable[[State, Step], Sequence[int]] = _current,
) -> StepKind:
    """A step kind asked with the common prompt (its options come marked for the pictures);
    auto-play takes ``default`` (by default the first option)."""
    extra = {} if default is None else {"default": default}
    return StepKind(name, _prompt, options, act, deciders, public=public, **extra)


def _table() -> StepTable:
    table = StepTable()
    table.add(_kind("setup", _setup_options, _discard, public=False, deciders=_waiting))
    table.add(_kind("move", _move_options, _move))
    table.add(_kind("planet", _planet_options, _back(_move_planet)))
    table.add(_kind("pick", _pick_options, _back(_pick)))
    table.add(_kind("matter", _matter_options, _back(_move_matter)))
    table.add(_kind("card", lambda state, step, seat: card_options(state, seat), _card, False, _prefer("end")))
    table.add(_kind("marker", _marker_options, _marker, default=_prefer("none")))
    table.add(_kind("gravity", _gravity_options, _gravity, default=_prefer("skip")))
    table.add(_kind("gpick", _gpick_options, _back(_gpick)))
    table.add(_kind("gplanet", _gplanet_options, _back(_gplanet)))
    table.add(_kind("draw", _draw_options, _draw, default=_prefer("low")))
    table.add(_kind("keep", _keep_options, _keep, public=False))
    table.add(_kind("finals", _final_options, _finals, False, _prefer("done")))
    return table


STEPS = _table()
