"""The rules of HOPE as functions over the state: moving, terraforming, medals, stabilizing,
the Regression and the end of the game. The engine (engine.py) turns them into decisions.

State keys (all plain JSON):
  tile_at[pos]    tile id on each position (-1: Earth)       gone[pos]   tile removed
  occ[pos][c]     per planet of space (pos, c): the seat on it, or -1
  stable[pos], token_on[pos] (bonus kind or None), bmedal[pos] (first-on-border medal given)
  ships[seat]     space id = pos * 3 + colour                  monolith    a position
  track[i]        pioneer track cells (seat or -1)             marker      Regression marker cell
  deck, repl[3], disc[3][], used[], hands[seat][]               cards by id
  stacks[3][]     bonus tokens (top = last)                    bugdeck, bug_active, bug_out
  seats[seat]     character, levers used, upgrades, level steps, medals, tokens, supply, lost ...
  roles, spare, revealed, known_hope                           the traitor variant
  steps           where the game stands (``games.steps``, declared in moves.py): a set-up step,
                  or the turn (its bottom step carries the turn's bookkeeping: seat, moves left,
                  the route's window ...) with the sub-decision in progress above it; [] at the end
"""

from __future__ import annotations

import math

from games.core import State, log, rand_below, shuffle
from games.hope.data import (
    BUGS,
    CARD_SYMBOL,
    CARD_TECH,
    CHARS,
    GRAPH,
    PIONEER_START,
    STACK_SYMBOLS,
    TILES,
    TRACK_LEN,
    TRACK_SYMBOLS,
    bug_text,
    tech_name,
    token_name,
)
from games.hope.geometry import COLOURS, POS, centre, gravity_unit, neighbour
from games.i18n import Msg, Seat, msg
from games.steps import Step, pop, push

EARTH = 0
#: our added time limit (not in the rulebook): with no Regression symbol showing the marker stands
#: still, so a table could go on for ever; after this many rounds the Regression wins. Random and
#: greedy self-play games last at most 21 and 31 rounds (RULES_NOTES.md), so sensible games end first.
ROUND_LIMIT = 60
#: a navigation counts as sideways when the destination is at most this much nearer or farther
SIDE_TOLERANCE = 0.6
MAX_DESTINATIONS = 24


#: the set-up steps, each its own stage; every other step belongs to a turn
SETUP_STEPS = ("monolith", "character", "ship")


# --- where the game stands ---------------------------------------------------------------


def turn(state: State) -> Step | None:
    """The turn in progress: the bottom step while someone plays (None in set-up and at the end)."""
    steps = state["steps"]
    return steps[0] if steps and steps[0]["kind"] == "turn" else None


def waiting(state: State) -> Step | None:
    """The sub-decision in progress above the turn's main choice (None at the main choice)."""
    steps = state["steps"]
    return steps[-1] if len(steps) > 1 else None


def phase(state: State) -> str:
    """The stage for the view and the picture: a set-up step's name, "play" or "over"."""
    steps = state["steps"]
    if not steps:
        return "over"
    kind = steps[0]["kind"]
    return kind if kind in SETUP_STEPS else "play"


def bug_kind(state: State, step: Step) -> str:
    """A Bug card's contribution is asked of the active player as part of her turn ("bug"), of
    the others as a chip-in during someone else's turn ("chip")."""
    return "bug" if step["order"][step["idx"]] == turn(state)["seat"] else "chip"


# --- small queries ---------------------------------------------------------------------


def tech_of(state: State, pos: int) -> str | None:
    tid = state["tile_at"][pos]
    return None if tid < 0 else TILES[tid]["tech"]


def dimension_name(colour: int) -> Msg:
    """A dimension by its colour (0 red, 1 blue, 2 purple)."""
    return msg(f"hope-dim-{COLOURS[colour]}")


def lever_name(lever: str) -> Msg:
    """A lever by the way it sends the ship ("towards gravity", ...)."""
    return msg(f"hope-lever-{lever}")


def tile_name(state: State, pos: int) -> Msg:
    tech = tech_of(state, pos)
    return msg("hope-earth") if tech is None else msg("hope-tile", n=pos, tech=tech_name(tech))


def space_name(state: State, space: int) -> Msg:
    pos, c = divmod(space, 3)
    return msg("hope-space", tile=tile_name(state, pos), dim=dimension_name(c))


def is_border(state: State, pos: int) -> bool:
    """A present tile with an empty neighbour (off the board or removed)."""
    if state["gone"][pos]:
        return False
    for d in range(6):
        n = neighbour(pos, d)
        if n is None or state["gone"][n]:
            return True
    return False


def seats_on(state: State, pos: int) -> set[int]:
    return {s for planets in state["occ"][pos] for s in planets if s >= 0}


def hand_limit(state: State, seat: int) -> int:
    p = state["seats"][seat]
    limit = CHARS[p["char"]]["level"] + p["lvl"] if p["char"] else 0
    effect = active_effect(state)
    if effect == "hand_minus":
        limit -= 1
    elif effect == "hand_plus":
        limit += 1
    return max(1, limit)


def active_effect(state: State) -> str | None:
    bug = state.get("bug_active")
    return None if bug is None else BUGS[bug]["effect"]


def cockpit_pioneers(state: State, seat: int) -> int:
    """Pioneers in the cockpit: the two start holes plus one per upgrade and level step."""
    p = state["seats"][seat]
    return 2 + p["upgrades"] + p["lvl"]


def track_pioneers(state: State, seat: int) -> int:
    return sum(1 for s in state["track"] if s == seat)


def universe_pioneers(state: State, seat: int) -> int:
    return sum(1 for pos in range(len(POS)) for pl in state["occ"][pos] for s in pl if s == seat)


def gain_medals(state: State, seat: int, n: int) -> None:
    p = state["seats"][seat]
    if n > 0 and not p["nomedal"]:
        p["medals"] += n


# --- cards -------------------------------------------------------------------------------


def draw(state: State, seat: int, n: int) -> int:
    """Draw up to ``n`` cards into ``seat``'s hand; returns how many were drawn."""
    got = 0
    for _ in range(n):
        card = take_from_deck(state)
        if card is None:
            break
        state["hands"][seat].append(card)
        got += 1
    return got


def take_from_deck(state: State) -> int | None:
    """The top card of the deck; an empty deck is rebuilt from the discard piles minus their tops."""
    if not state["deck"]:
        pool = []
        for pile in state["disc"]:
            pool.extend(pile[:-1])
            del pile[:-1]
        shuffle(state, pool)
        state["deck"] = pool
        if pool:
            log(state, msg("hope-log-deck-rebuilt"))
    return state["deck"].pop() if state["deck"] else None


def payments(hand: list[int], tech: str) -> list[tuple[int, ...]]:
    """The ways to pay for one pioneer on a planet of ``tech``: a matching card, a Joker, or two
    identical cards (the last one listed ends on top of the used pile). One option per visible
    difference (technology and Regression symbol of each card)."""
    seen: set[tuple] = set()
    out: list[tuple[int, ...]] = []
    for card in sorted(hand):
        t = CARD_TECH[card]
        if t in (tech, "joker"):
            key = (t, CARD_SYMBOL[card])
            if key not in seen:
                seen.add(key)
                out.append((card,))
    by_tech: dict[str, list[int]] = {}
    for card in sorted(hand):
        by_tech.setdefault(CARD_TECH[card], []).append(card)
    for t, cards in by_tech.items():
        if len(cards) < 2:
            continue
        for top in cards:
            key = ("pair", t, CARD_SYMBOL[top])
            if key in seen:
                continue
            under = next(c for c in cards if c != top)
            seen.add(key)
            out.append((under, top))
    return out


def can_pay(hand: list[int], tech: str) -> bool:
    techs = [CARD_TECH[c] for c in hand]
    return tech in techs or "joker" in techs or len(techs) != len(set(techs))


def pairs_in_hand(hand: list[int]) -> list[tuple[int, int]]:
    """One pair of identical cards per technology that has one."""
    by_tech: dict[str, list[int]] = {}
    for card in sorted(hand):
        by_tech.setdefault(CARD_TECH[card], []).append(card)
    return [(cards[0], cards[1]) for cards in by_tech.values() if len(cards) >= 2]


# --- navigation ---------------------------------------------------------------------------


def reachable(state: State, start: int, corners: bool) -> dict[int, list[int]]:
    """Spaces reachable along same-colour borders (and corners if ``corners``), with the path
    to each (breadth first, so the shortest route)."""
    gone = state["gone"]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for a in frontier:
            links = GRAPH.border_links[a] + (GRAPH.corner_links[a] if corners else ())
            for b in links:
                if b not in paths and not gone[b // 3]:
                    paths[b] = [*paths[a], b]
                    nxt.append(b)
        frontier = nxt
    del paths[start]
    return paths


def lever_class(start: int, dest: int) -> str:
    delta = GRAPH.proj[dest] - GRAPH.proj[start]
    if delta > SIDE_TOLERANCE:
        return "toward"
    if delta < -SIDE_TOLERANCE:
        return "away"
    return "side"


def destinations(state: State, seat: int, lever: str) -> dict[int, list[int]]:
    """Where ``seat``'s ship may navigate with ``lever``, and the route to each."""
    start = state["ships"][seat]
    acrobat = state["seats"][seat]["char"] == "acrobat"
    blocked_side = active_effect(state) == "no_sideways"
    plain = reachable(state, start, False)
    out: dict[int, list[int]] = {}
    for dest, path in plain.items():
        cls = lever_class(start, dest)
        if cls == "side" and blocked_side:
            continue
        if lever in (cls, "any"):
            out[dest] = path
    if acrobat and lever in ("side", "any") and not blocked_side:
        for dest, path in reachable(state, start, True).items():
            if dest not in out and lever_class(start, dest) == "side":
                out[dest] = path
    ordered = sorted(out.items(), key=lambda kv: (len(kv[1]), kv[0]))[:MAX_DESTINATIONS]
    return dict(ordered)


def _polarize_candidates() -> list[list[list[int]]]:
    """For each space and each new colour: nearby spaces of that colour lying towards its
    gravity point, nearest first (removed tiles are skipped when used)."""
    table = []
    for space in range(len(POS) * 3):
        pos = space // 3
        x, y = GRAPH.centroid[space]
        per = []
        for newc in range(3):
            ux, uy = gravity_unit(newc)
            here = x * ux + y * uy
            cands = []
            for p in [pos, *(n for d in range(6) if (n := neighbour(pos, d)) is not None)]:
                s2 = p * 3 + newc
                if GRAPH.proj[s2] > here + 1e-6:
                    cx, cy = GRAPH.centroid[s2]
                    cands.append((math.hypot(cx - x, cy - y), -GRAPH.proj[s2], s2))
            per.append([s for _, _, s in sorted(cands)])
        table.append(per)
    return table


POLARIZE_TO = _polarize_candidates()


def polarize_target(state: State, space: int, clockwise: bool = True) -> int:
    """Where a ship lands when it polarizes; the Earth (new colour) if it leaves the universe."""
    newc = (space % 3 + (1 if clockwise else 2)) % 3
    for s2 in POLARIZE_TO[space][newc]:
        if not state["gone"][s2 // 3]:
            return s2
    return EARTH * 3 + newc


def enter_tiles(state: State, seat: int, route: list[int]) -> None:
    """What happens when ``seat``'s ship goes along ``route`` (its first space is where it was):
    the Earthling's cards on reaching the Earth, picking up bonus tokens, the traitor's targets."""
    start_pos = route[0] // 3
    entered = []
    for space in route[1:]:
        pos = space // 3
        if pos != start_pos and pos not in entered:
            entered.append(pos)
    p = state["seats"][seat]
    for pos in entered:
        token = state["token_on"][pos]
        if token is not None:
            state["token_on"][pos] = None
            p["tokens"].append(token)
            log(
                state,
                msg("hope-log-token-pickup", seat=Seat(seat), token=token_name(token), tile=tile_name(state, pos)),
            )
    if EARTH in entered and p["char"] == "earthling":
        got = draw(state, seat, 2)
        log(state, msg("hope-log-earthling", seat=Seat(seat), n=got))
    now = turn(state)
    if now and now["seat"] == seat:
        now["entered"].extend(pos for pos in entered if pos not in now["entered"])


# --- terraforming, medals, stabilizing -------------------------------------------------------


def free_planet(state: State, space: int) -> int | None:
    pos, c = divmod(space, 3)
    if state["gone"][pos] or state["stable"][pos]:
        return None
    planets = state["occ"][pos][c]
    return planets.index(-1) if -1 in planets else None


def place_pioneer(state: State, seat: int, space: int, cards: tuple[int, ...]) -> None:
    """Pay ``cards`` and put a pioneer on a free planet of ``space``, with medals and stabilizing."""
    pos, c = divmod(space, 3)
    hand = state["hands"][seat]
    for card in cards:
        hand.remove(card)
        state["used"].append(card)
    others = seats_on(state, pos) - {seat}
    was_empty = not seats_on(state, pos)
    mine_before = seat in seats_on(state, pos)
    idx = state["occ"][pos][c].index(-1)
    state["occ"][pos][c][idx] = seat
    state["seats"][seat]["supply"] -= 1
    log(state, msg("hope-log-place", seat=Seat(seat), space=space_name(state, space)))
    effect = active_effect(state)
    if others and not mine_before and effect != "no_join_medals":
        bonus = 1 if effect == "join_plus" else 0
        gain_medals(state, seat, len(others) + bonus)
        for o in others:
            gain_medals(state, o, 1 + bonus)
    if is_border(state, pos) and not state["bmedal"][pos]:
        state["bmedal"][pos] = True
        gain_medals(state, seat, 1)
    if was_empty and is_border(state, pos) and state["seats"][seat]["char"] == "brave":
        draw(state, seat, 1)
    if all(s >= 0 for planets in state["occ"][pos] for s in planets):
        stabilize(state, pos)


def track_next(state: State) -> int | None:
    """The cell the next pioneer goes to: after the last one, never under the marker."""
    last = max((i for i, s in enumerate(state["track"]) if s >= 0), default=PIONEER_START - 1)
    cell = max(last + 1, PIONEER_START)
    if cell == state["marker"]:
        cell += 1
    return cell if cell < TRACK_LEN else None


def track_room(state: State) -> int:
    """How many more pioneers the Mission track takes (the marker's cell is skipped)."""
    last = max((i for i, s in enumerate(state["track"]) if s >= 0), default=PIONEER_START - 1)
    first = max(last + 1, PIONEER_START)
    return sum(1 for c in range(first, TRACK_LEN) if c != state["marker"])


def track_shares(aw: dict) -> list[list[int]]:
    """The ways to fill the last ``room`` cells of the track from ``pioneers`` (their seats):
    how many pioneers of each seat go on it, as a list of seats in turn order."""
    pioneers, room = aw["pioneers"], aw["room"]
    seats = list(dict.fromkeys(pioneers))
    have = [pioneers.count(s) for s in seats]
    out: list[list[int]] = []

    def fill(k: int, left: int, chosen: list[int]) -> None:
        if k == len(seats):
            if left == 0:
                out.append(chosen)
            return
        for take in range(min(have[k], left), -1, -1):
            fill(k + 1, left - take, chosen + [seats[k]] * take)

    fill(0, room, [])
    return out


def share_id(share: list[int]) -> str:
    return "so-" + "-".join(str(s) for s in share)


def share_label(share: list[int]) -> Msg:
    """ "On the track: 2 of Seat 1, 1 of Seat 3": each seat's part, chained as a list."""
    parts = [msg("hope-share-part", n=share.count(s), seat=Seat(s)) for s in dict.fromkeys(share)]
    listed = parts[-1]
    for part in reversed(parts[:-1]):
        listed = msg("hope-share-list", first=part, rest=listed)
    return msg("hope-option-share", parts=listed)


def stabilize(state: State, pos: int) -> None:
    """All planets covered: pioneers to the track, the tile flips, a bonus token, a bug card.

    The stabilizing player places the pioneers in any order; that matters only when the track has
    no room for all of them (the rest go home), and then she chooses whose go on it."""
    seat = turn(state)["seat"]
    n = state["players"]
    order = [(seat + k) % n for k in range(n)]
    pioneers = sorted((s for planets in state["occ"][pos] for s in planets), key=order.index)
    for planets in state["occ"][pos]:
        planets[:] = [-1] * len(planets)
    room = track_room(state)
    if 0 < room < len(pioneers) and len(set(pioneers)) > 1:
        push(state, {"kind": "order", "seat": seat, "pos": pos, "pioneers": pioneers, "room": room})
        return
    finish_stabilize(state, pos, pioneers, pioneers[:room])


def finish_stabilize(state: State, pos: int, pioneers: list[int], onto: list[int]) -> None:
    """The rest of a stabilization once it is known which pioneers (``onto``) go on the track."""
    for s in onto:
        state["track"][track_next(state)] = s
    home = list(pioneers)
    for s in onto:
        home.remove(s)
    for s in home:
        state["seats"][s]["supply"] += 1  # the track is full: the pioneer goes home
    state["stable"][pos] = True
    log(state, msg("hope-log-stable", tile=tile_name(state, pos), n=len(onto)))
    for stack in state["stacks"]:
        if stack:
            state["token_on"][pos] = stack.pop()
            break
    if state["track"][TRACK_LEN - 1] >= 0 and state["ending"] is None:
        state["ending"] = "hope"
        log(state, msg("hope-log-hope-succeeds"))
    if state["options"]["bugs"] == "on" and state["bugdeck"] and state["ending"] is None:
        draw_bug(state)


def draw_bug(state: State) -> None:
    """Draw a bug card; the players then decide together whether to pay its price."""
    card = state["bugdeck"].pop()
    if state["bug_active"] is not None:
        state["bug_out"].append(state["bug_active"])
        state["bug_active"] = None
    bug = BUGS[card]
    price = state["players"] + bug["extra"]
    log(state, msg("hope-log-bug-drawn", kind=bug["kind"], text=bug_text(card), price=price))
    seat = turn(state)["seat"]
    n = state["players"]
    push(
        state,
        {
            "kind": "bug",
            "card": card,
            "price": price,
            "paid": 0,
            "order": [(seat + k) % n for k in range(n)],
            "idx": 0,
            "out": [],
            "medals": [0] * n,
            "cards": [],
        },
    )


def resolve_bug(state: State) -> None:
    """The contributions are in (the top step): the price is met or not, and the card acts."""
    aw = pop(state)
    bug = BUGS[aw["card"]]
    met = aw["paid"] >= aw["price"]
    if met:
        state["deck"][0:0] = [card for _, card in aw["cards"]]  # paid pairs go under the deck
    else:  # nothing is spent when the price is not met
        for seat, m in enumerate(aw["medals"]):
            state["seats"][seat]["medals"] += m
        for seat, card in aw["cards"]:
            state["hands"][seat].append(card)
    happens = met if bug["kind"] == "bonus" else not met
    log(state, msg(f"hope-log-bug-{'paid' if met else 'unpaid'}-{bug['kind']}"))
    if not happens:
        state["bug_out"].append(aw["card"])
        return
    if bug["lasting"]:
        state["bug_active"] = aw["card"]
    else:
        state["bug_out"].append(aw["card"])
        apply_bug_now(state, bug)


def apply_bug_now(state: State, bug: dict) -> None:
    effect = bug["effect"]
    n = state["players"]
    seat = turn(state)["seat"]
    if effect == "advance_marker":
        regress_by(state, bug.get("n", 2))
    elif effect == "monolith_jump":
        move_monolith(state, bug.get("n", 2))
    elif effect == "lose_medal":
        for p in state["seats"]:
            p["medals"] = max(0, p["medals"] - 1)
    elif effect in ("levers_jam", "levers_reset"):
        for p in state["seats"]:
            p["levers"] = [effect == "levers_jam"] * 4
    elif effect == "ships_home":
        for s in range(n):
            state["ships"][s] = EARTH * 3 + state["ships"][s] % 3
    elif effect == "discard_card":
        for s in range(n):
            hand = state["hands"][s]
            if hand:
                state["deck"].insert(0, hand.pop(rand_below(state, len(hand))))
    elif effect == "medal_each":
        for s in range(n):
            gain_medals(state, s, 1)
    elif effect == "draw_each":
        for s in range(n):
            draw(state, s, 1)
    elif effect == "token_now":
        for stack in state["stacks"]:
            if stack:
                state["seats"][seat]["tokens"].append(stack.pop())
                break


# --- the Regression ------------------------------------------------------------------------


def visible_symbols(state: State) -> int:
    count = sum(1 for c in state["repl"] if c is not None and CARD_SYMBOL[c])
    count += sum(1 for pile in state["disc"] if pile and CARD_SYMBOL[pile[-1]])
    count += sum(STACK_SYMBOLS[i] for i, stack in enumerate(state["stacks"]) if not stack)
    effect = active_effect(state)
    if effect == "regress_plus":
        count += 1
    elif effect == "regress_minus":
        count -= 1
    return max(0, count)  # with no symbol showing the marker stays (the rulebook: one step per symbol)


def regress_by(state: State, k: int) -> None:
    """Move the Regression marker ``k`` cells; on meeting an uncovered printed symbol of the
    pioneer track, the Monolith's tile vanishes (unless stable) and the Monolith moves ``k``."""
    track = state["track"]
    hit = False
    for _ in range(k):
        if state["marker"] >= TRACK_LEN - 1:
            break
        state["marker"] += 1
        m = state["marker"]
        hit = hit or (m >= PIONEER_START and track[m] < 0 and m in TRACK_SYMBOLS)
    while state["marker"] < TRACK_LEN - 1 and track[state["marker"]] >= 0:
        state["marker"] += 1  # a marker never rests on a pioneer
        m = state["marker"]
        hit = hit or (track[m] < 0 and m in TRACK_SYMBOLS)
    if hit and k > 0:
        remove_monolith_tile(state)
        if state["ending"] == "earth":
            return
        move_monolith(state, k)
    if state["marker"] >= TRACK_LEN - 1 and state["ending"] is None and track[TRACK_LEN - 1] < 0:
        state["ending"] = "nope"
        log(state, msg("hope-log-hope-fails"))


def remove_monolith_tile(state: State) -> None:
    pos = state["monolith"]
    if state["stable"][pos]:
        log(state, msg("hope-log-strike-holds", tile=tile_name(state, pos)))
        return
    state["gone"][pos] = True
    for planets in state["occ"][pos]:
        for i, s in enumerate(planets):
            if s >= 0:
                state["seats"][s]["lost"] += 1  # pioneers vanish with their tile
                planets[i] = -1
    if pos == EARTH:
        state["ending"] = "earth"
        log(state, msg("hope-log-earth-gone"))
        return
    log(state, msg("hope-log-swallow", tile=tile_name(state, pos)))
    for s, space in enumerate(state["ships"]):
        if space // 3 == pos:
            state["ships"][s] = EARTH * 3 + space % 3
            log(state, msg("hope-log-ship-thrown", seat=Seat(s)))


def _angle(pos: int) -> float:
    x, y = centre(pos)
    return math.atan2(y, x) % (2 * math.pi)


def border_clockwise(state: State, origin: int) -> list[int]:
    """The border tiles in clockwise order, starting after ``origin`` (a position)."""
    a0 = _angle(origin)
    tiles = [p for p in range(len(POS)) if p != origin and is_border(state, p)]

    def key(p: int) -> tuple[float, int]:
        delta = (_angle(p) - a0) % (2 * math.pi)
        return (delta if delta > 1e-9 else 2 * math.pi, -max(abs(v) for v in (*POS[p], POS[p][0] + POS[p][1])))

    return sorted(tiles, key=key)


def move_monolith(state: State, k: int) -> None:
    order = border_clockwise(state, state["monolith"])
    if not order or k <= 0:
        return
    state["monolith"] = order[(k - 1) % len(order)]
    log(state, msg("hope-log-monolith-moves", n=k, tile=tile_name(state, state["monolith"])))


# --- the end ---------------------------------------------------------------------------------


def hope_rank(state: State, seat: int) -> tuple:
    p = state["seats"][seat]
    return (
        track_pioneers(state, seat) + cockpit_pioneers(state, seat),
        p["medals"],
        p["upgrades"],
        len(state["hands"][seat]),
        seat,
    )


def traitor_seat(state: State) -> int | None:
    roles = state.get("roles")
    if not roles:
        return None
    return roles.index("nope") if "nope" in roles else None


def decide_winners(state: State) -> tuple[tuple[int, ...], Msg]:
    """The winners and a sentence that says which rule ended the game."""
    ending = state["ending"]
    traitor = traitor_seat(state)
    n = state["players"]
    if ending == "hope":
        team = [s for s in range(n) if s != traitor]
        best = max(team, key=lambda s: hope_rank(state, s))
        return (best,), msg("hope-end-hope", seat=Seat(best))
    if ending == "earth":
        if traitor is not None:
            return (traitor,), msg("hope-end-earth-traitor", seat=Seat(traitor))
        return (), msg("hope-end-earth")
    why = msg("hope-why-limit", n=ROUND_LIMIT) if ending == "limit" else msg("hope-why-regression")
    if traitor is not None:
        counts = [universe_pioneers(state, s) for s in range(n)]
        if all(counts[traitor] > counts[s] for s in range(n) if s != traitor):
            return (traitor,), msg("hope-end-traitor-leads", why=why, seat=Seat(traitor))
        return (), msg("hope-end-traitor-behind", why=why)
    return (), msg("hope-end-lost", why=why)
