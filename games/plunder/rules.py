"""The rules of a mission, as functions that change a state in place.

Flow of one mission: ``start_mission`` -> explorations (``draw_card`` / ``play_*``) each
followed by ``after_exploration`` (landing decisions, then the next explorer) -> the mission
ends on a drawn sabortal, when every ship has landed, or at the tenth portal -> collecting in
landing order (``begin_collecting``) -> ``finish_mission`` (leftovers, pass, refill) -> next.

State keys used here (all plain JSON):
  hands[seat]      cards in position order (index 0 = position 1); every change reshuffles
  pile             face-down draw pile, top = last
  portals[i]       face-up cards under the i-th portal (0-based)
  ships[i]         seats landed at the i-th portal, earliest lander first
  flying           seats still flying this mission, in seat order
  homes[seat]      relics placed, one count per relic kind (in ``cards.RELICS`` order)
  pass             seat holding the starting pass
  mission          mission number, from 1
  next             index of the portal the next exploration is at
  explorer         seat exploring (or who explored last)
  steps            where the game stands (``games.steps``): the explorer's steps ("explore",
                   then "position", "victim", "steal", "portal", "relic" as an exploration
                   goes deeper), or "land", "sabortal", "collect"; empty once the game is over
  waiting          seats yet to answer the landing question
  answers          the landing answers given so far, [[seat, lands], ...] in the order given;
                   sealed (no view shows another seat's) until the last one is in
  sab_owner        seat whose sabortal was drawn and who now takes a card, else None
  collect          {"order": [[seat, portal], ...], "turn": k, "left": actions} while collecting
  result           {"winners": [...], "reason": message as JSON} once the game is over
"""

from __future__ import annotations

from games.core import State, log, shuffle
from games.i18n import Msg, Seat, msg, text_to_json
from games.plunder.cards import (
    ALIENS,
    COPIES,
    FIRST_START,
    PORTALS,
    RELIC_INDEX,
    RELICS,
    SABORTAL,
    SET_SIZE,
    SETS_TO_WIN,
    card_name,
    cards_listing,
    deal_size,
    is_relic,
    listing,
    portal_name,
    refill_size,
    the_card,
)

#: A game that reaches this many missions without a winner ends in a draw (our added end, see
#: RULES.md). Games between players who try to win last 20-40 missions; random play at six
#: seats sometimes runs to a few hundred, since only the Pilferer then moves relics on.
MAX_MISSIONS = 500
LAST = len(PORTALS) - 1


# --- setting up ----------------------------------------------------------------------------


def setup(state: State) -> None:
    """Deal a new game: aliens under the first three portals, hands with a sabortal each."""
    n = state["players"]
    pile = [k for k in RELICS for _ in range(COPIES)]
    shuffle(state, pile)
    aliens = list(ALIENS)
    shuffle(state, aliens)
    state["portals"] = [[aliens[i]] if i < len(aliens) else [] for i in range(len(PORTALS))]
    hands = []
    for _ in range(n):
        hand = [pile.pop() for _ in range(deal_size(n))] + [SABORTAL]
        shuffle(state, hand)
        hands.append(hand)
    state["hands"] = hands
    state["pile"] = pile
    state["homes"] = [[0] * len(RELICS) for _ in range(n)]
    state["ships"] = [[] for _ in PORTALS]
    # The rulebook hands the pass to whoever last saw something fly; the bot cannot ask, so seat 0 starts.
    state["pass"] = 0
    state["mission"] = 1
    state["sab_owner"] = None
    state["collect"] = None
    state["result"] = None
    for seat, hand in enumerate(hands):
        log(state, msg("plunder-log-your-hand", cards=cards_listing(hand)), to=[seat])
    start_mission(state, FIRST_START)


#: the explorer's steps, from choosing how to explore down to the last detail of an alien's power
EXPLORING = ("explore", "position", "victim", "steal", "portal", "relic")


def phase(state: State) -> str:
    """The stage of the mission: explore, land, sabortal, collect, or over."""
    steps = state["steps"]
    if not steps:
        return "over"
    kind = steps[-1]["kind"]
    return "explore" if kind in EXPLORING else kind


def to(state: State, kind: str, **data: object) -> None:
    """The game moves on to the step ``kind`` (whatever was open is done)."""
    state["steps"] = [{"kind": kind, **data}]


def start_mission(state: State, start: int) -> None:
    """Everyone takes off; the starting-pass owner explores the ``start``-th portal first."""
    state["flying"] = list(range(state["players"]))
    state["ships"] = [[] for _ in PORTALS]
    state["next"] = start
    state["explorer"] = state["pass"]
    next_turn(state)
    state["waiting"] = []
    state["answers"] = []
    to(state, "explore")
    log(
        state, msg("plunder-log-mission", mission=state["mission"], seat=Seat(state["pass"]), portal=portal_name(start))
    )


# --- small queries -------------------------------------------------------------------------


def sets_of(state: State, seat: int) -> int:
    """Completed sets (three of one kind) on ``seat``'s home planet."""
    return sum(1 for c in state["homes"][seat] if c >= SET_SIZE)


def can_place(state: State, seat: int, kind: str) -> bool:
    """Whether ``seat`` may put one more ``kind`` relic on its home planet."""
    return is_relic(kind) and state["homes"][seat][RELIC_INDEX[kind]] < SET_SIZE


def stealable(state: State, thief: int, victim: int) -> list[str]:
    """Relic kinds the pilferer of ``thief`` may take from ``victim``'s planet."""
    mine, theirs = state["homes"][thief], state["homes"][victim]
    return [k for i, k in enumerate(RELICS) if 0 < theirs[i] < SET_SIZE and mine[i] < SET_SIZE]


def portal_relics(state: State) -> list[int]:
    """Indices of portals with at least one relic under them."""
    return [i for i, cards in enumerate(state["portals"]) if any(is_relic(c) for c in cards)]


def next_flying(state: State, after: int) -> int:
    """The first seat still flying to the left of ``after``."""
    n = state["players"]
    flying = state["flying"]
    for k in range(1, n + 1):
        seat = (after + k) % n
        if seat in flying:
            return seat
    raise AssertionError("nobody is flying")


def can_act_collecting(state: State, seat: int) -> bool:
    """Whether a collector has any action left that is not a waste."""
    if any(state["portals"]):
        return True
    return any(can_place(state, seat, c) for c in state["hands"][seat])


# --- placing and winning -------------------------------------------------------------------


def place(state: State, seat: int, kind: str) -> None:
    """Put a ``kind`` relic on ``seat``'s home planet, and end the game if that wins it."""
    state["homes"][seat][RELIC_INDEX[kind]] += 1
    if sets_of(state, seat) >= SETS_TO_WIN:
        state["steps"] = []
        state["waiting"] = []
        reason = msg("plunder-end-sets", seat=Seat(seat), sets=SETS_TO_WIN, size=SET_SIZE)
        state["result"] = {"winners": [seat], "reason": text_to_json(reason)}
        log(state, msg("plunder-log-wins", seat=Seat(seat), sets=SETS_TO_WIN))


def take_into_hand(state: State, seat: int, card: str) -> None:
    """``card`` joins ``seat``'s hand, which is then reshuffled so positions stay uninformative."""
    hand = state["hands"][seat]
    hand.append(card)
    shuffle(state, hand)


def remove_from_hand(state: State, seat: int, card: str) -> None:
    hand = state["hands"][seat]
    hand.remove(card)
    shuffle(state, hand)


# --- exploring -----------------------------------------------------------------------------


def draw_card(state: State, target: int, position: int) -> None:
    """Option A: the explorer takes the card at ``position`` (0-based) of ``target``'s hand."""
    explorer = state["explorer"]
    hand = state["hands"][target]
    card = hand.pop(position)
    if card == SABORTAL:
        where = portal_name(state["next"])
        log(state, msg("plunder-log-sabortal-drawn", explorer=Seat(explorer), owner=Seat(target), portal=where))
        state["sab_owner"] = target
        to(state, "explore")
        if any(state["portals"]):
            to(state, "sabortal")
        else:
            return_sabortal(state, None)
        return
    shuffle(state, hand)
    state["portals"][state["next"]].append(card)
    where = portal_name(state["next"])
    log(
        state, msg("plunder-log-draw", explorer=Seat(explorer), target=Seat(target), card=card_name(card), portal=where)
    )
    after_exploration(state, landing=True)


def return_sabortal(state: State, taken: tuple[int, str] | None) -> None:
    """The drawn sabortal's owner takes a portal card (or none) and gets the sabortal back."""
    owner = state["sab_owner"]
    if taken is not None:
        index, card = taken
        state["portals"][index].remove(card)
        state["hands"][owner].append(card)
        log(state, msg("plunder-log-sabortal-take", seat=Seat(owner), card=the_card(card), portal=portal_name(index)))
    log(state, msg("plunder-log-sabortal-back", seat=Seat(owner)))
    state["sab_owner"] = None
    take_into_hand(state, owner, SABORTAL)
    begin_collecting(state)


def play_pilferer(state: State, victim: int | None, kind: str | None) -> None:
    """Option B with the pilferer: steal ``kind`` from ``victim``'s planet onto the explorer's."""
    explorer = state["explorer"]
    remove_from_hand(state, explorer, "pilferer")
    state["portals"][state["next"]].append("pilferer")
    if victim is None or kind is None:
        log(state, msg("plunder-log-pilferer-nothing", seat=Seat(explorer), portal=portal_name(state["next"])))
    else:
        state["homes"][victim][RELIC_INDEX[kind]] -= 1
        where = portal_name(state["next"])
        log(
            state,
            msg("plunder-log-pilferer", seat=Seat(explorer), portal=where, relic=the_card(kind), victim=Seat(victim)),
        )
        place(state, explorer, kind)
        if phase(state) == "over":
            return
    after_exploration(state, landing=True)


def play_schemer(state: State, taken: tuple[int, str] | None, to_planet: bool) -> None:
    """Option B with the schemer: take a portal relic to hand or planet; nobody lands this turn."""
    explorer = state["explorer"]
    remove_from_hand(state, explorer, "schemer")
    if taken is None:
        state["portals"][state["next"]].append("schemer")
        log(state, msg("plunder-log-schemer-nothing", seat=Seat(explorer), portal=portal_name(state["next"])))
    else:
        index, kind = taken
        state["portals"][index].remove(kind)
        state["portals"][index].append("schemer")
        key = "plunder-log-schemer-planet" if to_planet else "plunder-log-schemer-hand"
        exploring = portal_name(state["next"])
        log(state, msg(key, seat=Seat(explorer), portal=exploring, relic=the_card(kind), source=portal_name(index)))
        if to_planet:
            place(state, explorer, kind)
            if phase(state) == "over":
                return
        else:
            take_into_hand(state, explorer, kind)
    after_exploration(state, landing=False)


def play_time_thief(state: State) -> None:
    """Option B with the time thief: every landed ship moves three portals towards the front."""
    explorer = state["explorer"]
    remove_from_hand(state, explorer, "timethief")
    state["portals"][state["next"]].append("timethief")
    moved: list[list[int]] = [[] for _ in PORTALS]
    # Front stacks move first, so a stack arriving later lies on top; a stack keeps its own order.
    for index, stack in enumerate(state["ships"]):
        moved[max(0, index - 3)].extend(stack)
    state["ships"] = moved
    log(state, msg("plunder-log-time-thief", seat=Seat(explorer), portal=portal_name(state["next"])))
    after_exploration(state, landing=True)


def after_exploration(state: State, landing: bool) -> None:
    """After an exploration that did not end the mission: landing, then the next explorer."""
    explored = state["next"]
    state["next"] = explored + 1
    to(state, "explore")
    if explored == LAST:
        # Super-mission: everyone still flying must land at the last portal. This overrides the
        # schemer's ban on landing, since the mission has to end here.
        order = [s for s in _turn_order(state, state["explorer"]) if s in state["flying"]]
        if order:
            state["ships"][LAST].extend(order)
            state["flying"] = []
            seats = listing([Seat(s) for s in order])
            log(state, msg("plunder-log-super-mission", seats=seats, n=len(order), portal=portal_name(LAST)))
        begin_collecting(state)
    elif landing:
        to(state, "land")
        state["waiting"] = list(state["flying"])
    else:
        continue_flight(state)


def land(state: State, seat: int, lands: bool) -> None:
    """One seat's answer to the landing question. Everyone answers at once, so the answer stays
    sealed until the last one is in; then all are revealed together, the order of answers
    being the stacking order. (A game saved before answers were sealed has no "answers" yet.)"""
    state["waiting"].remove(seat)
    answers = state.setdefault("answers", [])
    answers.append([seat, lands])
    if state["waiting"]:
        return
    index = state["next"] - 1
    landed = [s for s, yes in answers if yes]
    for s in landed:
        state["ships"][index].append(s)
        state["flying"].remove(s)
    state["answers"] = []
    if landed:
        seats = listing([Seat(s) for s in landed])
        log(state, msg("plunder-log-land", seats=seats, n=len(landed), portal=portal_name(index)))
    else:
        log(state, msg("plunder-log-nobody-lands", portal=portal_name(index)))
    continue_flight(state)


def sealed_answer(state: State, seat: int) -> bool | None:
    """``seat``'s own landing answer while the round is open (True: land), else None."""
    return next((yes for s, yes in state.get("answers", []) if s == seat), None)


def next_turn(state: State) -> None:
    """Counts a player's turn (an exploration, a collecting turn): the turn number the picture
    and the caption show. Games saved before the count start it where they are."""
    state["turns"] = state.get("turns", 0) + 1


def continue_flight(state: State) -> None:
    """The next player still flying explores the next portal; with nobody flying, collect."""
    if not state["flying"]:
        log(state, msg("plunder-log-all-landed"))
        begin_collecting(state)
        return
    state["explorer"] = next_flying(state, state["explorer"])
    next_turn(state)
    to(state, "explore")


def _turn_order(state: State, first: int) -> list[int]:
    n = state["players"]
    return [(first + k) % n for k in range(n)]


# --- collecting and the end of a mission ---------------------------------------------------


def begin_collecting(state: State) -> None:
    """Landed players collect: farthest portal first; at one portal, earliest lander first."""
    state["flying"] = []
    state["waiting"] = []
    order = [[seat, index] for index in range(LAST, -1, -1) for seat in state["ships"][index]]
    state["collect"] = {"order": order, "turn": -1, "left": 0}
    next_collector(state)


def next_collector(state: State) -> None:
    """Hand the collecting turn on, skipping players who could do nothing at all."""
    collect = state["collect"]
    while True:
        collect["turn"] += 1
        if collect["turn"] >= len(collect["order"]):
            finish_mission(state)
            return
        seat, index = collect["order"][collect["turn"]]
        if can_act_collecting(state, seat):
            next_turn(state)
            collect["left"] = PORTALS[index]
            to(state, "collect")
            return
        log(state, msg("plunder-log-nothing-to-collect", seat=Seat(seat)))


def collect_take(state: State, seat: int, index: int, card: str) -> None:
    state["portals"][index].remove(card)
    take_into_hand(state, seat, card)
    log(state, msg("plunder-log-collect-take", seat=Seat(seat), card=the_card(card), portal=portal_name(index)))
    _spent(state, seat)


def collect_place(state: State, seat: int, kind: str) -> None:
    remove_from_hand(state, seat, kind)
    log(state, msg("plunder-log-place", seat=Seat(seat), relic=the_card(kind)))
    place(state, seat, kind)
    if phase(state) != "over":
        _spent(state, seat)


def collect_end(state: State, seat: int) -> None:
    left = state["collect"]["left"]
    if left:
        log(state, msg("plunder-log-end-collecting", seat=Seat(seat), n=left))
    next_collector(state)


def _spent(state: State, seat: int) -> None:
    state["collect"]["left"] -= 1
    if state["collect"]["left"] <= 0 or not can_act_collecting(state, seat):
        next_collector(state)


def finish_mission(state: State) -> None:
    """Leftovers go to the pass owner, the pass moves left, hands refill, the next mission starts."""
    n = state["players"]
    owner = state["pass"]
    leftovers = [c for cards in state["portals"] for c in cards]
    state["portals"] = [[] for _ in PORTALS]
    state["collect"] = None
    state["ships"] = [[] for _ in PORTALS]
    if leftovers:
        state["hands"][owner].extend(leftovers)
        shuffle(state, state["hands"][owner])
        log(state, msg("plunder-log-leftovers", seat=Seat(owner), cards=cards_listing(leftovers)))
    state["pass"] = (owner + 1) % n
    log(state, msg("plunder-log-pass", seat=Seat(state["pass"])))
    # Refill in turn order from the new pass owner; an empty pile simply gives no more cards.
    target = refill_size(n)
    for seat in _turn_order(state, state["pass"]):
        hand = state["hands"][seat]
        want = min(target - len(hand), len(state["pile"]))
        if want > 0:
            drawn = [state["pile"].pop() for _ in range(want)]
            hand.extend(drawn)
            shuffle(state, hand)
            log(state, msg("plunder-log-refill", seat=Seat(seat), n=want))
            log(state, msg("plunder-log-you-draw", cards=cards_listing(drawn)), to=[seat])
    state["mission"] += 1
    # No end for "nobody can win any more": with at most six players it never happens (see
    # ``can_still_win``), so only the mission limit is added to the rulebook's win.
    if state["mission"] > MAX_MISSIONS:
        added_end(state, msg("plunder-end-mission-limit", n=MAX_MISSIONS))
    else:
        start_mission(state, 0)


def can_still_win(state: State, seat: int) -> bool:
    """Whether some run of legal plays could still give ``seat`` three full sets.

    Only two things put a relic on a planet: placing it from a hand (every relic not on a planet
    can reach ``seat``'s hand in time) and the Pilferer's steal (one relic from another planet
    whose owner has fewer than three of that kind; the Pilferer always returns to some hand). A
    full set is never taken away. So a kind is within ``seat``'s reach when it already has three,
    or when its own relics of that kind, the ones off the planets and the stealable ones on other
    planets come to three.

    A kind is out of reach only when three other players hold full sets of it (7 or more of its
    9 copies locked away), and a seat needs six kinds out of reach to be unable to win: 18 full
    sets among at most five other players, who would have won long before. So with 3-6 players
    the rulebook's win always stays within reach of everyone, which is why the only end we add is
    the mission limit. The invariants check this in every self-played game.
    """
    homes = state["homes"]
    reachable = 0
    for i in range(len(RELICS)):
        mine = homes[seat][i]
        if mine >= SET_SIZE:
            reachable += 1
            continue
        on_planets = sum(h[i] for h in homes)
        stealable = sum(h[i] for o, h in enumerate(homes) if o != seat and h[i] < SET_SIZE)
        if mine + (COPIES - on_planets) + stealable >= SET_SIZE:
            reachable += 1
    return reachable >= SETS_TO_WIN


def added_end(state: State, reason: Msg) -> None:
    """Our added end (see RULES.md): the rulebook knows only the three-set win and has no
    tie-break, so nobody wins; the outcome and the log say which rule ended the game."""
    state["steps"] = []
    state["waiting"] = []
    state["result"] = {"winners": [], "reason": text_to_json(reason)}
    log(state, reason)
