"""Beyond the Black: hiring pilots into Advanced Ships, exploring, danger tracks, badges."""

from __future__ import annotations

from collections import Counter

from games.core import State
from games.i18n import Msg, msg
from games.steps import Step, pop, push
from games.teg import board as B
from games.teg.abilities import Ability, AbilityKind, register_ability
from games.teg.actions import OFF_TRACK, inactive, push_follow
from games.teg.data import (
    BADGES,
    PILOTS,
    SHIP_TYPES,
    SHIPS,
    XCARDS,
    face_name,
    pilot_name,
    ship_name,
    xcard_name,
    xcard_text,
)
from games.teg.kinds import Opt, declare

# --- hiring ------------------------------------------------------------------------------


def _face_counts(state: State) -> Counter:
    return Counter(state["turn"]["dice"][k] for k in inactive(state))


def _normal_ships(state: State, g: int) -> list[int]:
    return [i for i, sh in enumerate(B.ships(state, g)) if sh["at"] != "l" and not sh["adv"]]


def assignments(state: State, g: int, pid: str) -> list[tuple[str, str, int]]:
    """(ship type, die face, dice needed) ways to hire pilot ``pid`` with the dice now unused."""
    counts = _face_counts(state)
    has_normal = bool(_normal_ships(state, g))
    in_use = {sh["adv"] for sh in B.ships(state, g) if sh["adv"]}
    out = []
    for st in SHIP_TYPES:
        if st not in in_use and not has_normal:
            continue
        for face, n in sorted(counts.items()):
            if n >= 2 and face in SHIPS[st]["faces"] and st in PILOTS[pid]["trained"]:
                out.append((st, face, 2))
            elif n >= 3:
                out.append((st, face, 3))
    return out


def can_hire(state: State, g: int) -> bool:
    if not state["expansion"] or not state["pilot_row"]:
        return False
    counts = _face_counts(state)
    if not counts or max(counts.values()) < 2:
        return False  # the common case, answered without looking at the pilots
    return any(assignments(state, g, pid) for pid in state["pilot_row"])


def _hire_prompt(state: State, fr: Step) -> Msg:
    if fr["pilot"] is None:
        return msg("teg-prompt-hire")
    if fr["assignment"] is None:
        return msg("teg-prompt-hire-how", pilot=pilot_name(fr["pilot"]))
    return msg("teg-prompt-hire-ship", type=ship_name(fr["assignment"][0]))


def hire_opts(state: State, fr: Step) -> list[Opt]:
    g = fr["seat"]
    back = [("back", msg("teg-opt-back"))]
    if fr["pilot"] is None:
        return [(f"p.{pid}", pilot_name(pid)) for pid in state["pilot_row"] if assignments(state, g, pid)] + back
    if fr["assignment"] is None:
        return [
            (f"a.{st}.{face}.{n}", msg("teg-opt-hire-with", type=ship_name(st), n=n, face=face_name(face)))
            for st, face, n in assignments(state, g, fr["pilot"])
        ] + back
    return [(f"s.{i}", B.ship_label(state, g, i)) for i in _normal_ships(state, g)] + back


def hire_act(state: State, fr: Step, oid: str) -> None:
    g = fr["seat"]
    if oid == "back":
        if fr["assignment"] is not None:
            fr["assignment"] = None
        elif fr["pilot"] is not None:
            fr["pilot"] = None
        else:
            pop(state)
        return
    if oid.startswith("p."):
        fr["pilot"] = oid[2:]
        return
    if oid.startswith("a."):
        _, st, face, n = oid.split(".")
        fr["assignment"] = [st, face, int(n)]
        if any(sh["adv"] == st for sh in B.ships(state, g)):
            _hire(state, fr, None)
        return
    _hire(state, fr, int(oid[2:]))


declare("hire", hire_opts, hire_act, _hire_prompt)


def _hire(state: State, fr: Step, ship: int | None) -> None:
    g, pid = fr["seat"], fr["pilot"]
    st, face, n = fr["assignment"]
    pop(state)
    t = state["turn"]
    for _ in range(n):
        k = next(k for k in inactive(state) if t["dice"][k] == face)
        t["die_states"][k] = "h"
    slot = state["pilot_row"].index(pid)
    if state["pilot_deck"]:
        state["pilot_row"][slot] = state["pilot_deck"].pop()
    else:
        del state["pilot_row"][slot]
    state["galaxies"][g]["hangar"].setdefault(st, []).append(pid)
    if ship is not None:
        B.ships(state, g)[ship]["adv"] = st
    B.log(state, msg("teg-log-hire", who=B.name(state, g), pilot=pilot_name(pid), type=ship_name(st)))
    B.update_scores(state)
    push_follow(state, g, face)  # the others may follow the last hiring die only


# --- exploring ---------------------------------------------------------------------------


def _xp_prompt(state: State, fr: Step) -> Msg:
    if fr["drawn"]:
        return msg("teg-prompt-drawn", card=xcard_name(fr["drawn"]), text=xcard_text(fr["drawn"]))
    return msg("teg-prompt-explore")


def xp_opts(state: State, fr: Step) -> list[Opt]:
    if fr["drawn"]:
        keep = [("k", msg("teg-opt-keep", card=xcard_name(fr["drawn"])))]
        # leaving a card face up means drawing again: with the deck empty there is nothing to draw
        return keep + ([("l", msg("teg-opt-leave"))] if state["exploration_deck"] else [])
    out: list[Opt] = []
    if not fr["left"]:
        out = [(f"t.{k}", msg("teg-opt-take", card=xcard_name(c))) for k, c in enumerate(state["exploration_row"])]
    if state["exploration_deck"]:
        out.append(("d", msg("teg-opt-draw")))
    return out


def xp_act(state: State, fr: Step, oid: str) -> None:
    g, i = fr["seat"], fr["ship"]
    if oid.startswith("t."):
        pop(state)
        take_card(state, g, i, state["exploration_row"].pop(int(oid[2:])))
        return
    if oid == "k":
        pop(state)
        take_card(state, g, i, fr["drawn"])
        return
    if oid == "l":
        state["exploration_row"].append(fr["drawn"])
        fr["drawn"], fr["left"] = None, fr["left"] + 1
        return
    cid = state["exploration_deck"].pop()
    B.log(state, msg("teg-log-draw", who=B.name(state, g), card=xcard_name(cid), color=XCARDS[cid]["color"]))
    if not state["exploration_deck"] and state["end"] is None:
        state["end"] = {"by": None, "why": "deck"}
        B.log(state, msg("teg-log-deck-empty"))
    if XCARDS[cid]["color"] == "red" or len(state["exploration_row"]) >= 3:
        pop(state)
        take_card(state, g, i, cid)
    else:
        fr["drawn"] = cid


declare("xp", xp_opts, xp_act, _xp_prompt)


def take_card(state: State, g: int, ship: int | None, cid: str) -> None:
    """Galaxy ``g`` takes exploration card ``cid`` (found by ``ship``) and resolves it."""
    card, gal = XCARDS[cid], state["galaxies"][g]
    eff = card["eff"]
    k = eff["k"]
    B.log(state, msg("teg-log-take", who=B.name(state, g), card=xcard_name(cid)))
    if card["color"] == "green" and ship is not None and B.has_pilot(state, g, ship, "salvager"):
        B.gain(state, g, "cu", 1)
    if k == "gain":
        for r in ("en", "cu"):
            B.gain(state, g, r, eff.get(r, 0))
    elif k == "lose":
        for r in ("en", "cu"):
            B.gain(state, g, r, -eff.get(r, 0))
    elif k == "dwarf":
        gal["dwarf_planets"] += 1
        B.update_scores(state)
    elif k == "adv":
        push(state, {"kind": "adv", "seat": g, "track": "any", "n": 1, "excluded": []})
    elif k == "home":
        B.gain(state, g, "cu", -eff.get("cu", 0))
        if ship is not None:
            B.send_home(state, g, ship)
    length = card["track"]
    if ship is not None and card["color"] == "red" and B.has_pilot(state, g, ship, "brave"):
        B.gain(state, g, "en", 1)
        length -= 1
    if length > 0 and ship is not None:
        B.ships(state, g)[ship].update(at="d", place=cid, pos=0)
        gal["danger_cards"].append(cid)  # public while the ship is on it
    else:
        gal["explored"].append(cid)


def track_len(state: State, g: int, i: int) -> int:
    ship = B.ships(state, g)[i]
    return XCARDS[ship["place"]]["track"] - (1 if B.has_pilot(state, g, i, "brave") else 0)


def danger_step(state: State, g: int, i: int) -> None:
    """A diplomacy or economy action moves a ship along its danger track; at the end it is free."""
    ship = B.ships(state, g)[i]
    ship["pos"] += 1
    B.log(state, msg("teg-log-danger-step", who=B.name(state, g), n=i + 1))
    if ship["pos"] >= track_len(state, g, i):
        cid = ship["place"]
        state["galaxies"][g]["danger_cards"].remove(cid)
        state["galaxies"][g]["explored"].append(cid)
        ship.update(at="x", place=None, pos=0)
        B.log(state, msg("teg-log-danger-escape", who=B.name(state, g), n=i + 1))


OFF_TRACK["d"] = danger_step  # a diplomacy or economy advance moves a ship along its danger track


# --- the expansion's planet ability: Quillon takes a face-up exploration card ------------


def o_salvage(state: State, g: int, a: Ability, fr: Step) -> list[Opt]:
    return [(f"t.{k}", msg("teg-opt-take", card=xcard_name(c))) for k, c in enumerate(state["exploration_row"])]


def a_salvage(state: State, g: int, a: Ability, fr: Step, oid: str) -> None:
    cid = state["exploration_row"].pop(int(oid[2:]))
    take_card(state, g, None, cid)


register_ability("salvage", AbilityKind(o_salvage, a_salvage))


# --- badges at the end -------------------------------------------------------------------


def badge_counts(state: State, g: int) -> Counter:
    gal = state["galaxies"][g]
    c: Counter = Counter()
    for cid in gal["explored"] + gal["danger_cards"]:
        c.update(XCARDS[cid]["badges"])
    for stack in gal["hangar"].values():
        for pid in stack:
            c.update(PILOTS[pid]["badges"])
    return c


def badge_points(state: State) -> list[int]:
    """2 for the most of a badge (1 each when tied), 1 for second (not with two players)."""
    n = state["players"]
    pts = [0] * n
    counts = [badge_counts(state, g) for g in range(n)]
    for b in BADGES:
        vals = [counts[g][b] for g in range(n)]
        levels = sorted({v for v in vals if v > 0}, reverse=True)
        if not levels:
            continue
        top = [g for g in range(n) if vals[g] == levels[0]]
        if len(top) > 1:
            for g in top:
                pts[g] += 1
            continue
        pts[top[0]] += 2
        if n > 2 and len(levels) > 1:
            for g in range(n):
                if vals[g] == levels[1]:
                    pts[g] += 1
    return pts
