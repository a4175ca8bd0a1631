"""The N.O.P.E. variant: secret roles, accusations, the voluntary reveal and the traitor's power."""

from __future__ import annotations

from games.core import State, log
from games.hope.rules import seats_on, tile_name, track_pioneers, turn, universe_pioneers
from games.i18n import Seat, msg
from games.steps import pop, push, top


def variant_on(state: State) -> bool:
    return state["options"]["traitor"] == "on"


def role_of(state: State, seat: int) -> str:
    roles = state.get("roles")
    return roles[seat] if roles else "hope"


def accusable(state: State, seat: int) -> list[int]:
    """Seats that ``seat`` may accuse now."""
    if not variant_on(state) or state["revealed"] is not None:
        return []
    me = state["seats"][seat]
    if me["accused"] or me["upgrades"] < 1:
        return []
    out = []
    for other in range(state["players"]):
        if other == seat:
            continue
        them = state["seats"][other]
        if me["upgrades"] > them["upgrades"] or (me["upgrades"] == them["upgrades"] and me["medals"] > them["medals"]):
            out.append(other)
    return out


def strip_cockpit(state: State, seat: int) -> None:
    """Lose every upgrade and technology level step; their pioneers go back to the supply."""
    p = state["seats"][seat]
    p["supply"] += p["upgrades"] + p["lvl"]
    p["upgrades"] = 0
    p["lvl"] = 0


def accuse(state: State, seat: int, target: int) -> None:
    me = state["seats"][seat]
    me["accused"] = True
    if role_of(state, target) == "nope":
        state["revealed"] = target
        them = state["seats"][target]
        strip_cockpit(state, target)
        them["medals"] = max(0, them["medals"] - 2)
        them["nomedal"] = True
        me["medals"] += 2 if not me["nomedal"] else 0
        log(state, msg("hope-log-accuse-right", seat=Seat(seat), target=Seat(target)))
        if replaceable(state, seat):
            push(state, {"kind": "replace", "seat": seat, "left": 2})
        return
    state["known_hope"].append(target)
    if me["lvl"] > 0:
        me["lvl"] -= 1
        me["supply"] += 1
    me["medals"] -= (me["medals"] + 1) // 2  # half, rounded up
    log(state, msg("hope-log-accuse-wrong", seat=Seat(seat), target=Seat(target)))
    push(state, {"kind": "lose", "seat": seat, "left": 2})
    settle_losses(state, seat)


def replaceable(state: State, seat: int) -> list[int]:
    """Tiles where the caught traitor has pioneers that ``seat`` may replace with her own."""
    traitor = state["revealed"]
    if state["seats"][seat]["supply"] <= 0:
        return []
    return [pos for pos in range(len(state["occ"])) if traitor in seats_on(state, pos)]


def replace_one(state: State, seat: int, pos: int) -> None:
    traitor = state["revealed"]
    for planets in state["occ"][pos]:
        if traitor in planets:
            planets[planets.index(traitor)] = seat
            break
    state["seats"][traitor]["supply"] += 1
    state["seats"][seat]["supply"] -= 1
    log(state, msg("hope-log-replace", seat=Seat(seat), tile=tile_name(state, pos)))
    step = top(state)
    step["left"] -= 1
    if step["left"] <= 0 or not replaceable(state, seat):
        pop(state)


def own_tiles(state: State, seat: int) -> list[int]:
    return [pos for pos in range(len(state["occ"])) if seat in seats_on(state, pos)]


def lose_one(state: State, seat: int, pos: int) -> None:
    for planets in state["occ"][pos]:
        if seat in planets:
            planets[planets.index(seat)] = -1
            break
    state["seats"][seat]["supply"] += 1
    log(state, msg("hope-log-withdraw", seat=Seat(seat), tile=tile_name(state, pos)))
    top(state)["left"] -= 1
    settle_losses(state, seat)


def settle_losses(state: State, seat: int) -> None:
    """Once no pioneer is left in the universe, the rest comes off the Mission track; the losses
    (the top step) are settled once none is left to lose or nothing is left in the universe."""
    aw = top(state)
    while aw["left"] > 0 and not own_tiles(state, seat) and track_pioneers(state, seat) > 0:
        track = state["track"]
        i = max(k for k, s in enumerate(track) if s == seat)
        close_gap(state, i)
        state["seats"][seat]["supply"] += 1
        aw["left"] -= 1
        log(state, msg("hope-log-track-loss", seat=Seat(seat)))
    if aw["left"] <= 0 or not own_tiles(state, seat):
        pop(state)


def close_gap(state: State, cell: int) -> None:
    """Take the pioneer off ``cell`` of the Mission track; the pioneers beyond shift down to fill
    the gap it leaves. The Regression's own gaps stay where they are: the cell under the marker
    and the empty cells it has passed are not slots (the rulebook: such a gap "always remains"),
    so no pioneer ever shifts onto the marker."""
    track, marker = state["track"], state["marker"]
    track[cell] = -1
    slots = [c for c in range(cell, len(track)) if c == cell or c > marker or track[c] >= 0]
    values = [track[c] for c in slots]
    for c, v in zip(slots, [*values[1:], -1], strict=True):
        track[c] = v


def reveal(state: State, seat: int) -> None:
    p = state["seats"][seat]
    state["revealed"] = seat
    strip_cockpit(state, seat)
    p["locked"] = True
    p["nomedal"] = True
    log(state, msg("hope-log-reveal", seat=Seat(seat)))


def coax_targets(state: State, seat: int) -> list[tuple[int, int]]:
    """(tile, owner) pairs the revealed traitor may remove this turn, one per tile entered."""
    if state["revealed"] != seat or state["seats"][seat]["medals"] < 1:
        return []
    now = turn(state)
    out = []
    for pos in now["entered"]:
        if pos in now["coaxed"] or state["gone"][pos]:
            continue
        for owner in sorted(seats_on(state, pos) - {seat}):
            out.append((pos, owner))
    return out


def coax(state: State, seat: int, pos: int, owner: int) -> None:
    for planets in state["occ"][pos]:
        if owner in planets:
            planets[planets.index(owner)] = -1
            break
    state["seats"][owner]["supply"] += 1
    state["seats"][seat]["medals"] -= 1
    turn(state)["coaxed"].append(pos)
    log(state, msg("hope-log-coax", seat=Seat(owner), tile=tile_name(state, pos)))


def universe_counts(state: State) -> list[int]:
    return [universe_pioneers(state, s) for s in range(state["players"])]
