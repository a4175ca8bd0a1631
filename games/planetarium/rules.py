"""Set-up, what moving, playing and drawing do, and the turns and the end of the game.

The decisions that lead here (which step is asked, its options and which of these each option
calls) are the steps in ``games.planetarium.steps``; nothing else changes the state during play.
"""

from __future__ import annotations

from collections import Counter

from games.core import State, rand_below, shuffle
from games.i18n import Msg, Seat, msg
from games.planetarium import solo
from games.planetarium.board import (
    final_space_reached,
    planet_at,
)
from games.planetarium.components import (
    BOARD,
    CARDS,
    GASEOUS,
    KINDS,
    MARKERS,
    PLANETS,
    SPACES,
    STARTS,
    Card,
    card_name,
    kind_name,
    space_label,
)
from games.planetarium.logbook import say

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
    # everyone discards a Final card at once, in private: the one step of the set-up
    state["steps"] = [{"kind": "setup", "waiting": list(range(players)), "discards": {}}]
    state["current"] = None
    state["final"] = None
    state["quiet"] = 0
    state["turn_no"] = 0
    say(state, msg("planetarium-log-dealt"))


def finish_setup(state: State, discards: dict[str, str]) -> None:
    """Every seat has discarded (``discards``: each seat's card by its number as text)."""
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
    first = 0 if state["solo"] else tied[rand_below(state, len(tied))] if len(tied) > 1 else tied[0]
    if len(tied) > 1 and not state["solo"]:
        say(state, msg("planetarium-log-tie-first", tied=seat_list(tied), first=Seat(first)))
    say(state, msg("planetarium-log-first", seat=Seat(first)))
    start_turn(state, first)


# --- small queries ---------------------------------------------------------------------------


def orbit_of(state: State, planet: str) -> int:
    return SPACES[state["planets"][planet]].orbit


def markers_on_cards(state: State, seat: int) -> int:
    return sum(1 for row in state["rows"].values() for _, by, marker in row if by == seat and marker)


def has_marker_on(state: State, seat: int, planet: str) -> bool:
    return any(by == seat and marker for _, by, marker in state["rows"][planet])


def finals_in_hand(state: State, seat: int) -> int:
    return sum(1 for c in state["hands"][seat] if CARDS[c].deck == "final")


#: each card's Matter cost as (index in ``KINDS``, count): read for every card and planet of
#: every hand, several times a turn
_COSTS: dict[str, tuple[tuple[int, int], ...]] = {
    cid: tuple((KINDS.index(k), n) for k, n in card.cost) for cid, card in CARDS.items()
}


def payable(mat: list[int], card_id: str) -> bool:
    """Whether a mat (Matter per kind, in ``KINDS`` order) holds card ``card_id``'s cost: the
    quick first test of ``meets`` for every card and planet of a hand."""
    for i, n in _COSTS[card_id]:  # noqa: SIM110 (a loop: ``all`` would make a generator per call)
        if mat[i] < n:
            return False
    return True


def meets(state: State, seat: int, card: Card, planet: str) -> bool:
    """Whether ``seat`` meets every requirement of ``card`` on ``planet`` right now."""
    if card.orbits and not card.orbits[0] <= orbit_of(state, planet) <= card.orbits[1]:
        return False
    return meets_but_orbit(state, seat, card, planet)


def meets_but_orbit(state: State, seat: int, card: Card, planet: str, extra: list[int] | None = None) -> bool:
    """``meets`` without the orbit requirement (planets move, so an orbit can still change), with
    ``extra`` Matter counted as if it lay on the mat too."""
    mat = state["mats"][seat][planet]
    if extra is None:
        for i, n in _COSTS[card.id]:
            if mat[i] < n:
                return False
    else:
        for i, n in _COSTS[card.id]:
            if mat[i] + extra[i] < n:
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


# --- moving --------------------------------------------------------------------------------------


def _collect(state: State, seat: int, planet: str, kind: str) -> None:
    state["mats"][seat][planet][KINDS.index(kind)] += 1


def move_planet(state: State, seat: int, planet: str, dest: str) -> None:
    state["planets"][planet] = dest
    kind = state["matter"].pop(dest, None)
    if kind:
        _collect(state, seat, planet, kind)
        where = {"planet": planet, "space": space_label(dest)}
        say(state, msg("planetarium-log-planet-collects", seat=Seat(seat), kind=kind_name(kind), **where))
    else:
        say(state, msg("planetarium-log-planet-moves", seat=Seat(seat), planet=planet, space=space_label(dest)))


def move_matter(state: State, seat: int, src: str, dest: str) -> None:
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


# --- playing cards ---------------------------------------------------------------------------


def _pay(state: State, seat: int, card: Card, planet: str) -> None:
    mat = state["mats"][seat][planet]
    for kind, n in card.cost:
        mat[KINDS.index(kind)] -= n
        state["track"].extend(kind * n)
    if final_space_reached(state) and state["final"] is None:
        order = [(seat + k) % state["players"] for k in range(state["players"])]
        state["final"] = {"left": order, "trigger": seat, "why": "track"}
        say(state, msg("planetarium-log-track-full", seat=Seat(seat)))


def take_back_marker(state: State, seat: int, planet: str) -> None:
    for entry in state["rows"][planet]:  # the oldest of the seat's markers on that planet
        if entry[1] == seat and entry[2]:
            entry[2] = False
            return
    raise AssertionError("no marker to take back")


def set_marker(state: State, card_id: str, value: bool) -> None:
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


def play(state: State, seat: int, card: Card, planet: str) -> bool:
    """Play a Low or High card; whether one of the seat's markers was free to go on it."""
    _pay(state, seat, card, planet)
    if card.remove_marker:
        take_back_marker(state, seat, planet)
    free = markers_on_cards(state, seat) < MARKERS
    _place(state, seat, card, planet, free)
    say(state, msg("planetarium-log-plays", seat=Seat(seat), card=card.name, planet=planet, points=card.points))
    state["quiet"] = -1  # this turn counts as active
    return free


def downgrade(state: State, seat: int, cid: str) -> None:
    state["hands"][seat].remove(cid)
    state["discards"]["high"].append(cid)
    drawn = _draw(state, "low")
    state["hands"][seat].append(drawn)
    say(state, msg("planetarium-log-downgrade", seat=Seat(seat), card=card_name(cid)))
    end_turn(state)


def _draw(state: State, deck: str) -> str | None:
    pile = state["decks"][deck]
    if not pile and state["discards"].get(deck):
        pile.extend(state["discards"][deck])
        state["discards"][deck] = []
        shuffle(state, pile)
        say(state, msg(f"planetarium-log-reshuffle-{deck}"))
    return pile.pop() if pile else None


def draw(state: State, seat: int, choice: str) -> list[str]:
    """Draw from the deck ``choice`` names; the two Final cards the seat still keeps one of, if
    it drew two (else the card is in its hand already and the list is empty)."""
    if choice in ("low", "high"):
        state["hands"][seat].append(_draw(state, choice))
        say(state, msg(f"planetarium-log-draws-{choice}", seat=Seat(seat)))
        return []
    pair = [c for c in (_draw(state, "final"), _draw(state, "final")) if c is not None]
    if len(pair) == 1:
        state["hands"][seat].append(pair[0])
        say(state, msg("planetarium-log-last-final", seat=Seat(seat)))
        return []
    return pair


def keep_final(state: State, seat: int, pair: list[str], keep: str) -> None:
    state["hands"][seat].append(keep)
    state["discards"]["final"].extend(c for c in pair if c != keep)
    say(state, msg("planetarium-log-keeps-final", seat=Seat(seat)))
    say(state, msg("planetarium-log-you-keep", card=card_name(keep)), to=[seat])


def play_final(state: State, seat: int, card: Card, planet: str) -> None:
    take_back_marker(state, seat, planet)
    _pay(state, seat, card, planet)
    _place(state, seat, card, planet, False)
    say(state, msg("planetarium-log-plays-final", seat=Seat(seat), card=card.name, planet=planet, points=card.points))


def final_turn(state: State) -> bool:
    """Whether the turn being played is a final turn: the final turns begin as soon as their
    reason is found, mid-turn when a paid card fills the track."""
    return state["final"] is not None


# --- turns and the end ------------------------------------------------------------------------


def start_turn(state: State, seat: int) -> None:
    state["current"] = seat
    state["turn_no"] += 1
    state["steps"] = [{"kind": "move"}]


def end_turn(state: State) -> None:
    seat = state["current"]
    players = state["players"]
    final = state["final"]
    if final is not None:
        final["left"].remove(seat)
        if not final["left"]:
            state["steps"], state["current"] = [], None
            say(state, msg("planetarium-log-over", reason=end_short(end_reason(state))))
            return
        start_turn(state, final["left"][0])
        return
    state["quiet"] += 1
    if state["solo"]:
        solo.roll_and_move(state)
        if final_space_reached(state):
            state["final"] = {"left": [0], "trigger": None, "why": "virtual"}
            say(state, msg("planetarium-log-solo-final", reason=end_words("virtual")))
            start_turn(state, 0)
            return
    why = _added_end(state)
    if why is not None:
        order = [(seat + k) % players for k in range(1, players + 1)]
        state["final"] = {"left": order, "trigger": None, "why": why}
        say(state, msg("planetarium-log-safety-end", reason=end_words(why)))
        start_turn(state, order[0])
        return
    start_turn(state, (seat + 1) % players)


def _added_end(state: State) -> str | None:
    """Which of our added ends starts the final turns now, if any (checked between turns)."""
    on_board = matter_on_board(state)
    if not any(could_ever_play(state, s, on_board) for s in range(state["players"])):
        return "stuck"
    if state["quiet"] >= QUIET_ROUNDS_LIMIT * state["players"]:
        return "quiet"
    return None


def matter_on_board(state: State) -> list[int]:
    """How many Matter tokens of each kind (in ``KINDS`` order) lie on the board."""
    counts = Counter(state["matter"].values())
    return [counts[k] for k in KINDS]


def could_ever_play(state: State, seat: int, on_board: list[int] | None = None) -> bool:
    """Whether ``seat`` might still play a Low or High card some day (False is a proof it cannot).

    A mat only grows with Matter from the board (collisions and Gravity both take it from
    there), Habitable/Hostile and markers only change when someone plays a card, planets can
    reach any orbit, and a hand only changes by playing (which needs a playable card) or by a
    Downgrade (which brings a Low card from the deck). So if no card in hand, nor (when a
    Downgrade is possible) any Low card left in the deck, meets its requirements on some planet
    with orbits ignored and every Matter token still on the board counted as already on the mat
    there, this seat cannot play first. When that holds for every seat, nobody plays a card
    again, the track never moves and the rulebook's end is out of reach. ``on_board`` is
    ``matter_on_board(state)``, for a caller asking about every seat.
    """
    hand = [CARDS[c] for c in state["hands"][seat] if CARDS[c].deck != "final"]
    candidates = list(hand)
    if any(c.downgrade for c in hand):
        candidates += [CARDS[c] for c in state["decks"]["low"]]
    if on_board is None:
        on_board = matter_on_board(state)
    return any(meets_but_orbit(state, seat, card, planet, on_board) for card in candidates for planet in PLANETS)


def ranking_key(state: State, seat: int) -> tuple[int, int, int, int]:
    """Score, then the tie-breakers: Matter left on the mat, markers on cards, fewest cards in hand."""
    matter = sum(sum(v) for v in state["mats"][seat].values())
    return (state["scores"][seat], matter, markers_on_cards(state, seat), -len(state["hands"][seat]))
