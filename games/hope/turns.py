"""What a turn of HOPE does once a choice is made: starting and ending turns, navigating,
polarizing, the Bug card's collection, and the end of the game. The choices themselves (the
steps, what each asks and offers) are in moves.py."""

from __future__ import annotations

from games.core import State, log
from games.hope import rules, traitor
from games.hope.data import CHARS, LEVERS
from games.hope.rules import lever_name, space_name
from games.i18n import Seat, msg
from games.steps import Step


def start_turn(state: State, seat: int) -> None:
    """``seat``'s turn begins: its bookkeeping is the bottom step, the turn's main choice."""
    # kept for the picture once the game is over, when there is no turn left to count from
    state["turn_no"] = state.get("rounds", 0) * state["players"] + seat + 1
    state["steps"] = [
        {
            "kind": "turn",
            "seat": seat,
            "moves": 1,
            "moved": False,
            "window": [state["ships"][seat]],
            "placed": False,
            "spent": False,
            "entered": [],
            "coaxed": [],
            "started": False,
            "closed": False,  # pioneers were placed before a polarization: no more this turn
            "lever": None,  # the lever of this turn's latest navigation
            "resume": None,  # a navigation a General polarization broke into, which may go on
        }
    ]


def navigate(state: State, seat: int, lever: str, dest: int, cont: bool = False) -> None:
    """Move along ``lever``'s route to ``dest``. With ``cont`` this is the rest of a navigation
    broken off by a General polarization: it costs no movement and no further lever."""
    route = rules.destinations(state, seat, lever)[dest]
    p = state["seats"][seat]
    turn = rules.turn(state)
    p["levers"][LEVERS.index(lever)] = True
    if not cont:
        turn["moves"] -= 1
    turn["moved"] = True
    turn["lever"] = lever  # the navigation a General polarization may break into
    turn["resume"] = None
    state["ships"][seat] = dest
    if not turn["closed"]:
        turn["window"] = turn["window"] + route[1:]
    log(state, msg("hope-log-navigate", seat=Seat(seat), lever=lever_name(lever), space=space_name(state, dest)))
    rules.enter_tiles(state, seat, route)


def polarize(state: State, seat: int) -> None:
    turn = rules.turn(state)
    old = state["ships"][seat]
    new = rules.polarize_target(state, old, True)
    state["ships"][seat] = new
    state["seats"][seat]["levers"] = [False] * 4
    turn["moves"] -= 1
    turn["moved"] = True
    turn["lever"] = turn["resume"] = None  # a polarization is not a navigation to go on with
    _after_shift(state, new)
    log(state, msg("hope-log-polarize", seat=Seat(seat), space=space_name(state, new)))
    rules.enter_tiles(state, seat, [old, new])


def _after_shift(state: State, new: int) -> None:
    """Pioneers go before or after a polarization, not both."""
    turn = rules.turn(state)
    turn["closed"] = turn["closed"] or turn["placed"]
    turn["window"] = [] if turn["closed"] else [new]


def polarize_all(state: State, seat: int, clockwise: bool) -> None:
    """The General polarization token: every ship shifts; a navigation it broke into may go on."""
    p = state["seats"][seat]
    p["tokens"].remove("polarize_all")
    state["tokens_used"].append("polarize_all")
    log(state, msg("hope-log-polarize-all", seat=Seat(seat), way="cw" if clockwise else "ccw"))
    for s in range(state["players"]):
        old = state["ships"][s]
        new = rules.polarize_target(state, old, clockwise)
        state["ships"][s] = new
        rules.enter_tiles(state, s, [old, new])
        if s == seat:
            _after_shift(state, new)
    # the token may be used part-way through a navigation, which then goes on (rulebook)
    turn = rules.turn(state)
    turn["resume"] = turn.get("lever")


def spend_medals(state: State, seat: int, what: str) -> None:
    """An upgrade ("up") or a technology level step ("lvl"), paid in medals: once a turn."""
    p = state["seats"][seat]
    turn = rules.turn(state)
    costs = CHARS[p["char"]]
    if what == "up":
        p["medals"] -= costs["upgrade_costs"][p["upgrades"]]
        p["upgrades"] += 1
        turn["moves"] += 1
    else:
        p["medals"] -= costs["level_costs"][p["lvl"]]
        p["lvl"] += 1
    p["supply"] -= 1
    turn["spent"] = True
    if what == "up":
        log(state, msg("hope-log-upgrade", seat=Seat(seat), n=p["upgrades"]))
    else:
        log(state, msg("hope-log-level", seat=Seat(seat), n=rules.hand_limit(state, seat)))


def contribute(state: State, step: Step, seat: int, option_id: str) -> None:
    """``seat``'s part in paying for a Bug card (a medal, a pair of cards, or nothing); once the
    price is met or everyone is out the card acts, else the next seat still in is asked."""
    head, _, rest = option_id.partition("-")
    if head == "bpass":
        step["out"].append(seat)
    else:
        if head == "bm":
            state["seats"][seat]["medals"] -= 1
            step["medals"][seat] += 1
        else:
            for card in (int(c) for c in rest.split("-")):
                state["hands"][seat].remove(card)
                step["cards"].append([seat, card])
        step["paid"] += 1
    n = len(step["order"])
    if step["paid"] >= step["price"] or len(step["out"]) == n:
        rules.resolve_bug(state)
        if state["ending"] == "earth":  # a bug pushed the Regression over the Earth
            finish(state)
        return
    for k in range(1, n + 1):
        nxt = (step["idx"] + k) % n
        if step["order"][nxt] not in step["out"]:
            step["idx"] = nxt
            step["kind"] = rules.bug_kind(state, step)
            return


def discard_and_refill(state: State, seat: int, space: int | None) -> None:
    """The turn's used cards go onto discard pile ``space`` (None: there are none); a player who
    placed takes the card above that pile, one who did not refills her hand. The turn ends."""
    turn = rules.turn(state)
    if space is not None:
        state["disc"][space].extend(state["used"])
        state["used"] = []
        if turn["placed"] and state["repl"][space] is not None:
            state["hands"][seat].append(state["repl"][space])
            state["repl"][space] = rules.take_from_deck(state)
    if not turn["placed"]:
        need = rules.hand_limit(state, seat) - len(state["hands"][seat])
        if need > 0:
            rules.draw(state, seat, need)
    end_turn(state, seat)


def end_turn(state: State, seat: int) -> None:
    k = rules.visible_symbols(state)
    log(state, msg("hope-log-regression", n=k))
    rules.regress_by(state, k)
    n = state["players"]
    if seat == n - 1:
        state["rounds"] = state.get("rounds", 0) + 1
        if state["rounds"] >= rules.ROUND_LIMIT and state["ending"] is None:
            state["ending"] = "limit"
            log(state, msg("hope-log-round-limit", n=rules.ROUND_LIMIT))
    ending = state["ending"]
    if ending == "earth" or (ending is not None and seat == n - 1):
        finish(state)
        return
    start_turn(state, (seat + 1) % n)


def finish(state: State) -> None:
    """The game is over: no step is left; a traitor still hidden is shown; the winners."""
    state["steps"] = []
    t = rules.traitor_seat(state)
    if traitor.variant_on(state):
        if t is None:
            log(state, msg("hope-log-no-traitor"))
        elif state["revealed"] is None:
            state["revealed"] = t
            log(state, msg("hope-log-traitor-shown", seat=Seat(t)))
    winners, reason = rules.decide_winners(state)
    scores = [rules.track_pioneers(state, s) + rules.cockpit_pioneers(state, s) for s in range(state["players"])]
    state["result"] = {"winners": list(winners), "scores": scores, "reason": reason.to_json()}
    log(state, reason)
