"""Set-up, the turn as a sequence of decisions, card play, drawing and the end of the game.

A turn walks through steps kept in ``state["turn"]["step"]``:
move -> (planet | pick -> matter) -> card -> (marker) -> (gravity -> gpick -> gplanet)
-> draw -> (keep), or on a final turn -> finals. ``options`` lists the legal choices of the
current step and ``act`` carries one out; nothing else changes the state during play.
"""

from __future__ import annotations

from functools import lru_cache

from games.core import IllegalMove, Option, State, rand_below, shuffle
from games.i18n import Msg, Seat, msg
from games.planetarium import solo
from games.planetarium.board import (
    final_space_reached,
    matter_destinations,
    movable_matter,
    movable_orbits,
    planet_at,
    planet_destinations,
)
from games.planetarium.components import (
    BOARD,
    CARDS,
    GASEOUS,
    KINDS,
    MARKERS,
    MAX_FINALS_IN_HAND,
    MAX_FINALS_PLAYED,
    PLANETS,
    ROMAN,
    SPACES,
    STARTS,
    Card,
    card_name,
    kind_name,
    space_label,
)
from games.planetarium.logbook import say

#: option labels and prompts: the same few thousand messages, asked for on every step of every
#: search rollout, so they are made once (a message is immutable)
_label = lru_cache(maxsize=8192)(msg)

#: our safety end for a table where nothing happens (see RULES.md, topic ``end``): this many
#: full rounds in a row without a Low or High card played by anyone. Games between players who
#: try to score never come near it (see RULES_NOTES.md for the figures).
QUIET_ROUNDS_LIMIT = 30

#: the ways to the final turns (``state["final"]["why"]``): the rulebook's ("track", "virtual"),
#: ours ("stuck", "quiet") and the stall rule of earlier versions ("stalled")
END_WAYS = ("track", "virtual", "stuck", "quiet", "stalled")


def end_words(why: str) -> Msg:
    """Why the final turns began, as told in the log and the outcome."""
    return msg(f"planetarium-end-{why}", rounds=QUIET_ROUNDS_LIMIT)


def end_short(why: str) -> Msg:
    """The same, in a few words, for the status line and the last log line."""
    return msg(f"planetarium-end-short-{why}", rounds=QUIET_ROUNDS_LIMIT)


def end_reason(state: State) -> str:
    """Why the final turns began (games saved before the reason was kept: worked out)."""
    final = state["final"] or {"trigger": None}
    if "why" in final:
        return final["why"]
    if final["trigger"] is not None:
        return "track"
    return "virtual" if state["solo"] and final_space_reached(state) else "stalled"


# --- set-up ---------------------------------------------------------------------------------


def setup(state: State) -> None:
    players = state["players"]
    tokens = [k for k in KINDS for _ in range(BOARD["matter_counts"][k])]
    shuffle(state, tokens)
    state["matter"] = dict(zip(BOARD["dots"], tokens, strict=True))
    state["planets"] = dict(STARTS)
    state["habitable"] = {p: False for p in PLANETS}  # every planet starts Hostile
    state["mats"] = [{p: [0, 0, 0, 0] for p in PLANETS} for _ in range(players)]
    state["track"] = []
    state["rows"] = {p: [] for p in PLANETS}
    state["scores"] = [0] * players
    state["solo"] = players == 1
    state["target"] = int(state["options"]["target"]) if players == 1 else None
    state["decks"] = {}
    for deck in ("low", "high", "final"):
        cards = sorted(c.id for c in CARDS.values() if c.deck == deck)
        shuffle(state, cards)
        state["decks"][deck] = cards
    state["discards"] = {"high": [], "final": []}
    state["hands"] = [
        [state["decks"][d].pop() for d in ("low", "low", "high", "high", "final", "final")] for _ in range(players)
    ]
    state["short"] = [False] * players
    state["setup"] = {"waiting": list(range(players)), "discards": {}}
    state["current"] = None
    state["turn"] = None
    state["final"] = None
    state["quiet"] = 0
    state["turn_no"] = 0
    state["over"] = False
    say(state, msg("planetarium-log-dealt"))


def _finish_setup(state: State) -> None:
    discards = state["setup"]["discards"]
    best = -1
    tied: list[int] = []
    for seat in range(state["players"]):
        card = CARDS[discards[str(seat)]]
        state["discards"]["final"].append(card.id)
        say(state, msg("planetarium-log-discarded", seat=Seat(seat), card=card.name, points=card.points))
        if card.points > best:
            best, tied = card.points, [seat]
        elif card.points == best:
            tied.append(seat)
    state["setup"] = None
    first = 0 if state["solo"] else tied[rand_below(state, len(tied))] if len(tied) > 1 else tied[0]
    if len(tied) > 1 and not state["solo"]:
        say(state, msg("planetarium-log-tie-first", tied=seat_list(tied), first=Seat(first)))
    say(state, msg("planetarium-log-first", seat=Seat(first)))
    _start_turn(state, first, final=False)


# --- small queries ---------------------------------------------------------------------------


def orbit_of(state: State, planet: str) -> int:
    return SPACES[state["planets"][planet]].orbit


def markers_on_cards(state: State, seat: int) -> int:
    return sum(1 for row in state["rows"].values() for _, by, marker in row if by == seat and marker)


def has_marker_on(state: State, seat: int, planet: str) -> bool:
    return any(by == seat and marker for _, by, marker in state["rows"][planet])


def finals_in_hand(state: State, seat: int) -> int:
    return sum(1 for c in state["hands"][seat] if CARDS[c].deck == "final")


def meets(state: State, seat: int, card: Card, planet: str) -> bool:
    """Whether ``seat`` meets every requirement of ``card`` on ``planet`` right now."""
    if card.orbits and not card.orbits[0] <= orbit_of(state, planet) <= card.orbits[1]:
        return False
    return meets_but_orbit(state, seat, card, planet)


def meets_but_orbit(state: State, seat: int, card: Card, planet: str, extra: list[int] | None = None) -> bool:
    """``meets`` without the orbit requirement (planets move, so an orbit can still change), with
    ``extra`` Matter counted as if it lay on the mat too."""
    mat = state["mats"][seat][planet]
    if extra is not None:
        mat = [have + more for have, more in zip(mat, extra, strict=True)]
    if any(mat[KINDS.index(k)] < n for k, n in card.cost):
        return False
    if card.gaseous and planet not in GASEOUS:
        return False
    if card.terrestrial and planet in GASEOUS:
        return False
    if card.habitable and not state["habitable"][planet]:
        return False
    if card.hostile and state["habitable"][planet]:
        return False
    return not ((card.remove_marker or card.deck == "final") and not has_marker_on(state, seat, planet))


def seat_list(seats: list[int]) -> Msg:
    """Two or more seats as one message ("Seat 1, Seat 3 and Seat 4")."""
    *rest, last = seats
    words: Msg = msg("planetarium-seat-pair", first=Seat(rest[-1]), last=Seat(last))
    for seat in reversed(rest[:-1]):
        words = msg("planetarium-seat-more", first=Seat(seat), more=words)
    return words


# --- the decisions of a turn -------------------------------------------------------------------


def prompt(state: State) -> Msg:
    step = state["turn"]["step"]
    if step == "planet":
        return _label("planetarium-prompt-planet", planet=state["turn"]["sel"])
    if step in ("move", "card") and state["turn"]["final"]:
        return _label(f"planetarium-prompt-{step}-final")
    return _label(f"planetarium-prompt-{step}")


def options(state: State) -> list[Option]:
    """The legal choices of the current seat at the current step."""
    turn = state["turn"]
    step = turn["step"]
    seat = state["current"]
    back = Option("back", _label("planetarium-option-back"))
    if step == "move":
        out = []
        for planet in PLANETS:
            if planet_destinations(state, planet):
                label = _label("planetarium-option-planet", planet=planet, space=space_label(state["planets"][planet]))
                out.append(Option(f"planet-{planet}", label))
        out += [
            Option(f"orbit-{o}", _label("planetarium-option-orbit-matter", orbit=ROMAN[o]))
            for o in movable_orbits(state)
        ]
        return out or [Option("pass", _label("planetarium-option-pass"))]
    if step == "planet":
        planet = turn["sel"]
        out = []
        for dest in planet_destinations(state, planet):
            kind = state["matter"].get(dest)
            if kind:
                label = _label("planetarium-option-to-collect", space=space_label(dest), kind=kind_name(kind))
            else:
                label = _label("planetarium-option-to", space=space_label(dest))
            out.append(Option(f"to-{dest}", label))
        return [*out, back]
    if step == "pick":
        orbit = int(turn["sel"])
        spaces = movable_matter(state, orbit)
        return [*(_matter_option(state, s) for s in spaces), back]
    if step == "matter":
        out = []
        for dest in matter_destinations(state, turn["sel"]):
            planet = planet_at(state, dest)
            if planet:
                label = _label("planetarium-option-into-planet", planet=planet)
            else:
                label = _label("planetarium-option-to", space=space_label(dest))
            out.append(Option(f"to-{dest}", label))
        return [*out, back]
    if step == "card":
        out = []
        for cid in state["hands"][seat]:
            card = CARDS[cid]
            if card.deck == "final":
                continue
            for planet in PLANETS:
                if meets(state, seat, card, planet):
                    label = _label("planetarium-option-play", card=card.name, planet=planet, points=card.points)
                    out.append(Option(f"play-{cid}-{planet}", label))
        if not turn["final"] and state["decks"]["low"]:
            for cid in state["hands"][seat]:
                if CARDS[cid].downgrade:
                    out.append(Option(f"down-{cid}", _label("planetarium-option-downgrade", card=card_name(cid))))
        label = _label("planetarium-option-no-card-final" if turn["final"] else "planetarium-option-no-card")
        return [*out, Option("end", label)]
    if step == "marker":
        out = [
            Option(f"take-{p}", _label("planetarium-option-take-marker", planet=p))
            for p in PLANETS
            if has_marker_on(state, seat, p)
        ]
        return [*out, Option("none", _label("planetarium-option-no-marker"))]
    if step == "gravity":
        orbits = sorted({SPACES[s].orbit for s in state["matter"]})
        return [
            *(Option(f"orbit-{o}", _label("planetarium-option-from-orbit", orbit=ROMAN[o])) for o in orbits),
            Option("skip", _label("planetarium-option-skip-gravity")),
        ]
    if step == "gpick":
        orbit = int(turn["sel"])
        spaces = [s for s in SPACES if s in state["matter"] and SPACES[s].orbit == orbit]
        return [*(_matter_option(state, s) for s in spaces), back]
    if step == "gplanet":
        return [*(Option(f"planet-{p}", _label("planetarium-option-store", planet=p)) for p in PLANETS), back]
    if step == "draw":
        return _draw_options(state, seat)
    if step == "keep":
        return [
            Option(f"keep-{c}", _label("planetarium-option-keep", card=card_name(c), points=CARDS[c].points))
            for c in turn["pair"]
        ]
    if step == "finals":
        out = []
        if turn["finals_played"] < MAX_FINALS_PLAYED:
            for cid in state["hands"][seat]:
                card = CARDS[cid]
                if card.deck != "final":
                    continue
                for planet in PLANETS:
                    if meets(state, seat, card, planet):
                        out.append(
                            Option(
                                f"final-{cid}-{planet}",
                                _label("planetarium-option-play", card=card.name, planet=planet, points=card.points),
                            )
                        )
        return [*out, Option("done", _label("planetarium-option-done"))]
    raise AssertionError(f"unknown step {step}")


def _matter_option(state: State, space: str) -> Option:
    kind = kind_name(state["matter"][space])
    return Option(f"m-{space}", _label("planetarium-option-matter-on", kind=kind, space=space_label(space)))


def _draw_options(state: State, seat: int) -> list[Option]:
    out = []
    if state["decks"]["low"]:
        out.append(Option("low", _label("planetarium-option-draw-low")))
    if state["decks"]["high"] or state["discards"]["high"]:
        out.append(Option("high", _label("planetarium-option-draw-high")))
    if (state["decks"]["final"] or state["discards"]["final"]) and finals_in_hand(state, seat) < MAX_FINALS_IN_HAND:
        out.append(Option("finals", _label("planetarium-option-draw-finals")))
    return out


def default(state: State, opts: list[Option]) -> str:
    """A harmless choice for auto-play: the first move, no card, skip Gravity, draw Low."""
    ids = [o.id for o in opts]
    for safe in ("end", "done", "skip", "none", "low"):
        if safe in ids:
            return safe
    return ids[0]


_BACK = {"planet": "move", "pick": "move", "matter": "pick", "gpick": "gravity", "gplanet": "gpick"}


def act(state: State, option_id: str) -> None:
    """Carry out ``option_id`` (already known to be legal) for the current seat."""
    turn = state["turn"]
    step = turn["step"]
    seat = state["current"]
    if option_id == "back":
        turn["step"] = _BACK[step]
        if turn["step"] == "pick":
            turn["sel"] = str(SPACES[turn["sel"]].orbit)
        elif turn["step"] == "gpick":
            turn["sel"] = str(SPACES[turn["gsel"]].orbit)
        elif turn["step"] in ("move", "gravity"):
            turn["sel"] = None
        return
    head, _, rest = option_id.partition("-")
    if step == "move":
        if head == "pass":
            say(state, msg("planetarium-log-pass", seat=Seat(seat)))
            _after_move(state)
        else:
            turn["step"], turn["sel"] = ("planet", rest) if head == "planet" else ("pick", rest)
    elif step == "pick":
        turn["step"], turn["sel"] = "matter", rest
    elif step == "planet":
        _move_planet(state, seat, turn["sel"], rest)
        _after_move(state)
    elif step == "matter":
        _move_matter(state, seat, turn["sel"], rest)
        _after_move(state)
    elif step == "card":
        if head == "play":
            cid, planet = rest.split("-")
            _play(state, seat, CARDS[cid], planet)
        elif head == "down":
            _downgrade(state, seat, rest)
        else:
            _after_card(state, played=False)
    elif step == "marker":
        card_id = turn["card"]
        if head == "take":
            _take_back_marker(state, seat, rest)
            _set_marker(state, card_id, True)
            say(state, msg("planetarium-log-marker-moved", seat=Seat(seat), planet=rest, card=card_name(card_id)))
        else:
            say(state, msg("planetarium-log-no-marker", seat=Seat(seat), card=card_name(card_id)))
        _after_marker(state)
    elif step == "gravity":
        if head == "skip":
            _after_card(state, played=True)
        else:
            turn["step"], turn["sel"] = "gpick", rest
    elif step == "gpick":
        turn["step"], turn["gsel"] = "gplanet", rest
    elif step == "gplanet":
        kind = state["matter"].pop(turn["gsel"])
        state["mats"][seat][rest][KINDS.index(kind)] += 1
        space = space_label(turn["gsel"])
        say(state, msg("planetarium-log-gravity", seat=Seat(seat), kind=kind_name(kind), space=space, planet=rest))
        _after_card(state, played=True)
    elif step == "draw":
        _draw_choice(state, seat, option_id)
    elif step == "keep":
        keep = rest
        other = [c for c in turn["pair"] if c != keep]
        state["hands"][seat].append(keep)
        state["discards"]["final"].extend(other)
        say(state, msg("planetarium-log-keeps-final", seat=Seat(seat)))
        say(state, msg("planetarium-log-you-keep", card=card_name(keep)), to=[seat])
        _end_turn(state)
    elif step == "finals":
        if head == "final":
            cid, planet = rest.split("-")
            _play_final(state, seat, CARDS[cid], planet)
        else:
            _end_turn(state)
    else:  # pragma: no cover - options() refuses unknown steps first
        raise IllegalMove(msg("planetarium-refuse-nothing"))


def setup_options(state: State, seat: int) -> list[Option]:
    return [
        Option(f"discard-{c}", _label("planetarium-option-discard", card=card_name(c), points=CARDS[c].points))
        for c in state["hands"][seat]
        if CARDS[c].deck == "final"
    ]


def setup_discard(state: State, seat: int, option_id: str) -> None:
    cid = option_id.partition("-")[2]
    state["hands"][seat].remove(cid)
    state["setup"]["discards"][str(seat)] = cid
    state["setup"]["waiting"].remove(seat)
    say(state, msg("planetarium-log-has-discarded", seat=Seat(seat)))
    if not state["setup"]["waiting"]:
        _finish_setup(state)


# --- moving --------------------------------------------------------------------------------------


def _collect(state: State, seat: int, planet: str, kind: str) -> None:
    state["mats"][seat][planet][KINDS.index(kind)] += 1


def _move_planet(state: State, seat: int, planet: str, dest: str) -> None:
    state["planets"][planet] = dest
    kind = state["matter"].pop(dest, None)
    if kind:
        _collect(state, seat, planet, kind)
        where = {"planet": planet, "space": space_label(dest)}
        say(state, msg("planetarium-log-planet-collects", seat=Seat(seat), kind=kind_name(kind), **where))
    else:
        say(state, msg("planetarium-log-planet-moves", seat=Seat(seat), planet=planet, space=space_label(dest)))


def _move_matter(state: State, seat: int, src: str, dest: str) -> None:
    kind = state["matter"].pop(src)
    planet = planet_at(state, dest)
    if planet:
        _collect(state, seat, planet, kind)
        where = {"planet": planet, "space": space_label(src)}
        say(state, msg("planetarium-log-crash", seat=Seat(seat), kind=kind_name(kind), **where))
    else:
        state["matter"][dest] = kind
        where = {"space": space_label(src), "to": space_label(dest)}
        say(state, msg("planetarium-log-matter-moves", seat=Seat(seat), kind=kind_name(kind), **where))


def _after_move(state: State) -> None:
    turn = state["turn"]
    turn["step"], turn["sel"] = "card", None
    if [o.id for o in options(state)] == ["end"]:  # nothing playable: skip the empty question
        _after_card(state, played=False)


# --- playing cards ---------------------------------------------------------------------------


def _pay(state: State, seat: int, card: Card, planet: str) -> None:
    mat = state["mats"][seat][planet]
    for kind, n in card.cost:
        mat[KINDS.index(kind)] -= n
        state["track"].extend(kind * n)
    if final_space_reached(state) and state["final"] is None:
        order = [(seat + k) % state["players"] for k in range(state["players"])]
        state["final"] = {"left": order, "trigger": seat, "why": "track"}
        state["turn"]["final"] = True
        say(state, msg("planetarium-log-track-full", seat=Seat(seat)))


def _take_back_marker(state: State, seat: int, planet: str) -> None:
    for entry in state["rows"][planet]:  # the oldest of the seat's markers on that planet
        if entry[1] == seat and entry[2]:
            entry[2] = False
            return
    raise AssertionError("no marker to take back")


def _set_marker(state: State, card_id: str, value: bool) -> None:
    for row in state["rows"].values():
        for entry in row:
            if entry[0] == card_id:
                entry[2] = value


def _place(state: State, seat: int, card: Card, planet: str, marker: bool) -> None:
    state["hands"][seat].remove(card.id)
    state["rows"][planet].append([card.id, seat, marker])
    state["scores"][seat] += card.points
    _recheck(state, planet)


def _recheck(state: State, planet: str) -> None:
    hab = sum(CARDS[c].habitable_points for c, _, _ in state["rows"][planet])
    host = sum(CARDS[c].hostile_points for c, _, _ in state["rows"][planet])
    if hab != host:
        now = hab > host
        if now != state["habitable"][planet]:
            state["habitable"][planet] = now
            side = "planetarium-log-turns-habitable" if now else "planetarium-log-turns-hostile"
            say(state, msg(side, planet=planet, habitable=hab, hostile=host))


def _play(state: State, seat: int, card: Card, planet: str) -> None:
    _pay(state, seat, card, planet)
    if card.remove_marker:
        _take_back_marker(state, seat, planet)
    free = markers_on_cards(state, seat) < MARKERS
    _place(state, seat, card, planet, free)
    say(state, msg("planetarium-log-plays", seat=Seat(seat), card=card.name, planet=planet, points=card.points))
    state["turn"]["card"] = card.id
    state["quiet"] = -1  # this turn counts as active
    if free:
        _after_marker(state)
    else:
        state["turn"]["step"] = "marker"


def _after_marker(state: State) -> None:
    card = CARDS[state["turn"]["card"]]
    if card.gravity and state["matter"]:
        state["turn"]["step"], state["turn"]["sel"] = "gravity", None
    else:
        _after_card(state, played=True)


def _after_card(state: State, played: bool) -> None:
    turn = state["turn"]
    turn["sel"] = None
    if turn["final"]:
        turn["step"] = "finals"
        if [o.id for o in options(state)] == ["done"]:
            _end_turn(state)
    elif played:
        turn["step"] = "draw"
        if not _draw_options(state, state["current"]):
            state["short"][state["current"]] = True
            say(state, msg("planetarium-log-nothing-to-draw", seat=Seat(state["current"])))
            _end_turn(state)
    else:
        _end_turn(state)


def _downgrade(state: State, seat: int, cid: str) -> None:
    state["hands"][seat].remove(cid)
    state["discards"]["high"].append(cid)
    drawn = _draw(state, "low")
    state["hands"][seat].append(drawn)
    say(state, msg("planetarium-log-downgrade", seat=Seat(seat), card=card_name(cid)))
    _end_turn(state)


def _draw(state: State, deck: str) -> str | None:
    pile = state["decks"][deck]
    if not pile and state["discards"].get(deck):
        pile.extend(state["discards"][deck])
        state["discards"][deck] = []
        shuffle(state, pile)
        say(state, msg(f"planetarium-log-reshuffle-{deck}"))
    return pile.pop() if pile else None


def _draw_choice(state: State, seat: int, choice: str) -> None:
    if choice in ("low", "high"):
        state["hands"][seat].append(_draw(state, choice))
        say(state, msg(f"planetarium-log-draws-{choice}", seat=Seat(seat)))
        _end_turn(state)
        return
    pair = [c for c in (_draw(state, "final"), _draw(state, "final")) if c is not None]
    if len(pair) == 1:
        state["hands"][seat].append(pair[0])
        say(state, msg("planetarium-log-last-final", seat=Seat(seat)))
        _end_turn(state)
        return
    state["turn"]["step"], state["turn"]["pair"] = "keep", pair


def _play_final(state: State, seat: int, card: Card, planet: str) -> None:
    _take_back_marker(state, seat, planet)
    _pay(state, seat, card, planet)
    _place(state, seat, card, planet, False)
    state["turn"]["finals_played"] += 1
    say(state, msg("planetarium-log-plays-final", seat=Seat(seat), card=card.name, planet=planet, points=card.points))
    if [o.id for o in options(state)] == ["done"]:
        _end_turn(state)


# --- turns and the end ------------------------------------------------------------------------


def _start_turn(state: State, seat: int, final: bool) -> None:
    state["current"] = seat
    state["turn_no"] += 1
    state["turn"] = {
        "step": "move",
        "sel": None,
        "gsel": None,
        "card": None,
        "pair": [],
        "final": final,
        "finals_played": 0,
    }


def _end_turn(state: State) -> None:
    seat = state["current"]
    players = state["players"]
    final = state["final"]
    if final is not None:
        final["left"].remove(seat)
        if not final["left"]:
            state["over"] = True
            state["current"], state["turn"] = None, None
            say(state, msg("planetarium-log-over", reason=end_short(end_reason(state))))
            return
        _start_turn(state, final["left"][0], final=True)
        return
    state["quiet"] += 1
    if state["solo"]:
        solo.roll_and_move(state)
        if final_space_reached(state):
            state["final"] = {"left": [0], "trigger": None, "why": "virtual"}
            say(state, msg("planetarium-log-solo-final", reason=end_words("virtual")))
            _start_turn(state, 0, final=True)
            return
    why = _added_end(state)
    if why is not None:
        order = [(seat + k) % players for k in range(1, players + 1)]
        state["final"] = {"left": order, "trigger": None, "why": why}
        say(state, msg("planetarium-log-safety-end", reason=end_words(why)))
        _start_turn(state, order[0], final=True)
        return
    _start_turn(state, (seat + 1) % players, final=False)


def _added_end(state: State) -> str | None:
    """Which of our added ends starts the final turns now, if any (checked between turns)."""
    if not any(could_ever_play(state, s) for s in range(state["players"])):
        return "stuck"
    if state["quiet"] >= QUIET_ROUNDS_LIMIT * state["players"]:
        return "quiet"
    return None


def could_ever_play(state: State, seat: int) -> bool:
    """Whether ``seat`` might still play a Low or High card some day (False is a proof it cannot).

    A mat only grows with Matter from the board (collisions and Gravity both take it from
    there), Habitable/Hostile and markers only change when someone plays a card, planets can
    reach any orbit, and a hand only changes by playing (which needs a playable card) or by a
    Downgrade (which brings a Low card from the deck). So if no card in hand, nor (when a
    Downgrade is possible) any Low card left in the deck, meets its requirements on some planet
    with orbits ignored and every Matter token still on the board counted as already on the mat
    there, this seat cannot play first. When that holds for every seat, nobody plays a card
    again, the track never moves and the rulebook's end is out of reach.
    """
    hand = [CARDS[c] for c in state["hands"][seat] if CARDS[c].deck != "final"]
    candidates = list(hand)
    if any(c.downgrade for c in hand):
        candidates += [CARDS[c] for c in state["decks"]["low"]]
    on_board = [0] * len(KINDS)
    for kind in state["matter"].values():
        on_board[KINDS.index(kind)] += 1
    return any(meets_but_orbit(state, seat, card, planet, on_board) for card in candidates for planet in PLANETS)


def ranking_key(state: State, seat: int) -> tuple[int, int, int, int]:
    """Score, then the tie-breakers: Matter left on the mat, markers on cards, fewest cards in hand."""
    matter = sum(sum(v) for v in state["mats"][seat].values())
    return (state["scores"][seat], matter, markers_on_cards(state, seat), -len(state["hands"][seat]))
