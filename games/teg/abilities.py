"""Planet abilities: for each kind, the options it offers and what a choice does.

An ability used through another one (Umbra-Forum, Walsfeo, Sargus-36, Zavodnick, Piedes) runs
with ``meta`` off, so those five never chain into each other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core import State
from games.i18n import Msg, msg
from games.steps import Step, pop, push
from games.teg import board as B
from games.teg.actions import (
    inactive,
    push_follow,
    reg_targets,
    start_action,
    upgrade,
    upgrade_opts,
)
from games.teg.data import FACES, MAX_LEVEL, META_KINDS, PLANETS, RES_NAME, amount, face_name, planet_name, planet_text
from games.teg.kinds import Opt, declare
from games.teg.rogue import rogue_push

Ability = dict[str, Any]


def mine(state: State, g: int) -> bool:
    """Is it ``g``'s own turn with dice on the table (for 'your turn only' abilities)?"""
    return B.phase(state) == "play" and state["turn"]["seat"] == g


def ability_opts(state: State, g: int, pid: str, fr: Step) -> list[Opt]:
    a = PLANETS[pid]["ability"]
    if a["k"] in META_KINDS and not fr["meta"]:
        return []
    if a.get("mine") and not mine(state, g):
        return []
    if a.get("once") and f"{g}/{pid}" in state["turn"]["once"]:
        return []
    return ABILITIES[a["k"]].options(state, g, a, fr)


def usable(state: State, g: int, pid: str, meta: bool) -> bool:
    return bool(ability_opts(state, g, pid, {"meta": meta}))


def ability_act(state: State, g: int, pid: str, fr: Step, oid: str) -> None:
    a = PLANETS[pid]["ability"]
    pop(state)
    if a.get("once"):
        state["turn"]["once"].append(f"{g}/{pid}")
    B.log(state, msg("teg-log-use", who=B.name(state, g), planet=planet_name(pid)))
    ABILITIES[a["k"]].act(state, g, a, fr, oid)


# --- helpers -----------------------------------------------------------------------------


def _orbiting(state: State, g: int) -> list[int]:
    return [i for i, sh in enumerate(B.ships(state, g)) if sh["at"] == "o"]


def _gain_text(a: Ability) -> Msg:
    return B.cost_text({r: a[r] for r in ("en", "cu") if a.get(r)})


def _use(label: Msg) -> list[Opt]:
    return [("use", label)]


def _dice_pairs(state: State) -> list[tuple[str, str]]:
    faces = sorted(state["turn"]["dice"][k] for k in inactive(state))
    return sorted({(faces[a], faces[b]) for a in range(len(faces)) for b in range(a + 1, len(faces))})


# --- options per kind --------------------------------------------------------------------


def o_gain(state, g, a, fr):
    return _use(msg("teg-opt-gain", what=_gain_text(a)))


def o_adv(state, g, a, fr):
    pay = a.get("pay", {})
    ships = [i for i in _orbiting(state, g) if B.track_ok(state, g, i, a["t"])]
    if not ships or not B.can_pay(state, g, pay):
        return []
    if a.get("times", 1) == 1 and not pay:
        return [(f"s.{i}", msg("teg-opt-advance-ship", ship=B.ship_label(state, g, i))) for i in ships]
    return _use(msg("teg-opt-pay-advances", cost=B.cost_text(pay), n=a.get("times", 1)))


def o_reg(state, g, a, fr):
    pay = a.get("pay", {})
    targets = reg_targets(state, g, {"track": a["t"], "excluded": []})
    if not targets or not B.can_pay(state, g, pay):
        return []
    if a["count"] == 1 and not pay:
        return [
            (f"g.{h}.{j}", msg("teg-opt-push-back", who=B.name(state, h), ship=B.ship_label(state, h, j)))
            for h, j in targets
        ]
    return _use(msg("teg-opt-pay-push-back", cost=B.cost_text(pay)))


def _my_follow_frame(state: State, g: int) -> Step | None:
    for fr in reversed(state["steps"]):
        if fr["kind"] == "fol" and fr["by"] == g:
            return fr if fr["tithe"] is None and fr["ask"] is None else None
    return None


def o_tithe(state, g, a, fr):
    if not mine(state, g) or _my_follow_frame(state, g) is None:
        return []
    return _use(msg("teg-opt-tithe", res=a["r"]))


def _free_row(state: State) -> list[str]:
    return [pid for pid in state["row"] if not B.ships_at(state, pid)]


def o_refresh(state, g, a, fr):
    if not state["deck"]:
        return []
    return [(f"r.{pid}", msg("teg-opt-replace", planet=planet_name(pid))) for pid in _free_row(state)]


def o_underdog(state, g, a, fr):
    lv = state["galaxies"][g]["empire_level"]
    if any(h["empire_level"] <= lv for k, h in enumerate(state["galaxies"]) if k != g):
        return []
    return upgrade_opts(state, g, discount=1)


def o_mixup(state, g, a, fr):
    gal = state["galaxies"][g]
    if gal["empire_level"] >= MAX_LEVEL:
        return []
    cost = gal["empire_level"] + 1
    return [
        (f"m.{e}", msg("teg-opt-upgrade-mix", energy=e, culture=cost - e))
        for e in range(max(0, cost - gal["culture"]), min(gal["energy"], cost) + 1)
    ]


def o_reroll(state, g, a, fr):
    return _use(msg("teg-opt-reroll-free")) if inactive(state) else []


def o_trade(state, g, a, fr):
    if not B.can_pay(state, g, a["pay"]):
        return []
    return _use(msg("teg-opt-trade", cost=B.cost_text(a["pay"]), get=B.cost_text(a["get"])))


def o_steal(state, g, a, fr):
    key = RES_NAME[a["r"]]
    return [
        (f"t.{h}", msg("teg-opt-steal", res=a["r"], who=B.name(state, h)))
        for h in B.rivals(state, g)
        if state["galaxies"][h][key] > 0
    ]


def o_convert(state, g, a, fr):
    gal = state["galaxies"][g]
    most = min(gal[RES_NAME[a["from"]]], 7 - gal[RES_NAME[a["to"]]])
    return [(f"n.{k}", msg("teg-opt-convert", what=amount(k, a["from"]), to=a["to"])) for k in range(1, most + 1)]


def o_moves(state, g, a, fr):
    if not B.can_pay(state, g, a["pay"]):
        return []
    return _use(msg("teg-opt-pay-moves", cost=B.cost_text(a["pay"]), n=a["n"]))


def o_borrow_row(state, g, a, fr):
    return [
        (f"p.{pid}", msg("teg-opt-use", planet=planet_name(pid)))
        for pid in state["row"]
        if usable(state, g, pid, False)
    ]


def o_scrap(state, g, a, fr):
    return [
        (f"d.{x}.{y}", msg("teg-opt-give-up", first=face_name(x), second=face_name(y))) for x, y in _dice_pairs(state)
    ]


def o_recall(state, g, a, fr):
    out = []
    for i in _orbiting(state, g):
        pos = B.ships(state, g)[i]["pos"]
        if pos:
            out += [(f"r.{i}.{r}", msg("teg-opt-recall", n=i + 1, what=amount(pos, r))) for r in ("en", "cu")]
    return out


def o_borrow_colony(state, g, a, fr):
    if state["galaxies"][g][RES_NAME[a["pay"]]] < 1:
        return []
    out = []
    for h in B.rivals(state, g):
        for pid in state["galaxies"][h]["colonies"]:
            if usable(state, g, pid, False):
                out.append((f"c.{h}.{pid}", msg("teg-opt-borrow", who=B.name(state, h), planet=planet_name(pid))))
    return out


def o_any_action(state, g, a, fr):
    return [(f"f.{f}", msg("teg-opt-any-action", face=face_name(f))) for f in FACES]


def o_shift(state, g, a, fr):
    orb = _orbiting(state, g)
    return [
        (f"s.{i}.{j}", msg("teg-opt-shift", first=i + 1, second=j + 1))
        for i in orb
        if B.ships(state, g)[i]["pos"] > 0
        for j in orb
        if j != i
    ]


def o_per(state, g, a, fr):
    return _use(msg("teg-opt-gain-res", res=a["r"]))


def o_tax(state, g, a, fr):
    return _use(msg("teg-opt-tax")) if mine(state, g) else []


def o_jump(state, g, a, fr):
    out = []
    for i in _orbiting(state, g):
        here = B.ships(state, g)[i]["place"]
        for pid in state["row"]:
            if pid != here and not B.own_on(state, g, pid, "o"):
                out.append((f"j.{i}.{pid}", msg("teg-opt-jump", n=i + 1, planet=planet_name(pid))))
    return out


def o_all_adv(state, g, a, fr):
    return _use(msg("teg-opt-all-advance"))


def o_repeat(state, g, a, fr):
    if B.phase(state) != "play":
        return []
    t = state["turn"]
    done = sorted({t["dice"][k] for k, st in enumerate(t["die_states"]) if st == "a"})
    return [(f"f.{f}", msg("teg-opt-repeat", face=face_name(f))) for f in done]


def o_set_die(state, g, a, fr):
    faces = sorted({state["turn"]["dice"][k] for k in inactive(state)})
    return [(f"g.{f}", msg("teg-opt-set-any-face", face=face_name(f))) for f in faces]


def o_either(state, g, a, fr):
    return [(r, msg("teg-opt-gain", what=amount(a["n"], r))) for r in ("en", "cu")]


# --- effects per kind --------------------------------------------------------------------


def a_gain(state, g, a, fr, oid):
    for r in ("en", "cu"):
        B.gain(state, g, r, a.get(r, 0))
        for h in B.rivals(state, g):
            B.gain(state, h, r, a.get("others", {}).get(r, 0))


def a_adv(state, g, a, fr, oid):
    if oid.startswith("s."):
        B.advance(state, g, int(oid[2:]), a["n"])
        return
    B.pay(state, g, a.get("pay", {}))
    for _ in range(a.get("times", 1)):
        push(state, {"kind": "adv", "seat": g, "track": a["t"], "n": a["n"], "excluded": []})


def a_reg(state, g, a, fr, oid):
    if oid.startswith("g."):
        _, h, j = oid.split(".")
        B.regress(state, int(h), int(j), a["n"])
        return
    B.pay(state, g, a.get("pay", {}))
    push(state, {"kind": "reg", "seat": g, "track": a["t"], "n": a["n"], "excluded": [], "more": a["count"] - 1})


def a_tithe(state, g, a, fr, oid):
    _my_follow_frame(state, g)["tithe"] = a["r"]


def a_refresh(state, g, a, fr, oid):
    pid = oid[2:]
    slot = state["row"].index(pid)
    state["deck"].insert(0, pid)
    state["row"][slot] = state["deck"].pop()
    B.log(state, msg("teg-log-refresh", planet=planet_name(pid), new=planet_name(state["row"][slot])))


def a_underdog(state, g, a, fr, oid):
    upgrade(state, g, {oid[3:]: state["galaxies"][g]["empire_level"]})


def a_mixup(state, g, a, fr, oid):
    e = int(oid[2:])
    upgrade(state, g, {"en": e, "cu": state["galaxies"][g]["empire_level"] + 1 - e})


def a_reroll(state, g, a, fr, oid):
    push(state, {"kind": "rr", "seat": g, "picked": [], "pick": False, "free": True})


def a_trade(state, g, a, fr, oid):
    B.pay(state, g, a["pay"])
    for r, n in a["get"].items():
        B.gain(state, g, r, n)


def a_steal(state, g, a, fr, oid):
    h = int(oid[2:])
    state["galaxies"][h][RES_NAME[a["r"]]] -= 1
    B.gain(state, g, a["r"], 1)


def a_convert(state, g, a, fr, oid):
    n = int(oid[2:])
    B.pay(state, g, {a["from"]: n})
    B.gain(state, g, a["to"], n)


def a_moves(state, g, a, fr, oid):
    B.pay(state, g, a["pay"])
    # the moves come one at a time, each with a ship not yet moved by this ability (FAQ: Nagato's
    # two moves are made with two different ships); mv_act pushes the next one
    push(state, {"kind": "mv", "seat": g, "ship": None, "meta": fr["meta"], "more": a["n"] - 1, "excluded": []})


def a_borrow_row(state, g, a, fr, oid):
    push(state, {"kind": "ab", "seat": g, "planet": oid[2:], "optional": False, "meta": False})


def a_scrap(state, g, a, fr, oid):
    t = state["turn"]
    for f in oid.split(".")[1:]:
        k = next(k for k in inactive(state) if t["dice"][k] == f)
        t["die_states"][k] = "x"
    B.gain(state, g, "en", 2)
    B.gain(state, g, "cu", 2)


def a_recall(state, g, a, fr, oid):
    _, i, r = oid.split(".")
    pos = B.ships(state, g)[int(i)]["pos"]
    B.send_home(state, g, int(i))
    B.gain(state, g, r, pos)


def a_borrow_colony(state, g, a, fr, oid):
    _, h, pid = oid.split(".", 2)
    B.pay(state, g, {a["pay"]: 1})
    B.gain(state, int(h), a["pay"], 1)
    push(state, {"kind": "ab", "seat": g, "planet": pid, "optional": False, "meta": False})


def a_any_action(state, g, a, fr, oid):
    face = oid[2:]
    push_follow(state, g, face, cost=0)
    start_action(state, g, face, meta=False)


def a_shift(state, g, a, fr, oid):
    _, i, j = oid.split(".")
    B.regress(state, g, int(i), 1)
    B.advance(state, g, int(j), 1)


def a_per_home(state, g, a, fr, oid):
    n = sum(sh["at"] == "h" for sh in B.ships(state, g))
    B.gain(state, g, a["r"], n)


def a_tax(state, g, a, fr, oid):
    state["turn"]["tax"] = 1


def a_jump(state, g, a, fr, oid):
    _, i, pid = oid.split(".", 2)
    ship = B.ships(state, g)[int(i)]
    ship["place"] = pid
    if ship["pos"] >= PLANETS[pid]["adv"]:
        B.colonize(state, g, int(i))


def a_all_adv(state, g, a, fr, oid):
    push(state, {"kind": "adv", "seat": g, "track": "any", "n": 2, "excluded": []})
    for h in reversed(B.rivals(state, g)):
        if B.is_rogue(state, h):
            rogue_push(state, 1, best_only=True)
        else:
            push(state, {"kind": "adv", "seat": h, "track": "any", "n": 1, "excluded": []})


def a_repeat(state, g, a, fr, oid):
    start_action(state, g, oid[2:], meta=False)


def a_set_die(state, g, a, fr, oid):
    push(state, {"kind": "setd", "seat": g, "from_face": oid[2:]})


def a_either(state, g, a, fr, oid):
    B.gain(state, g, oid, a["n"])


def a_per_space(state, g, a, fr, oid):
    n = a.get("bonus", 0) + sum(sh["at"] == "x" for sh in B.ships(state, g))
    B.gain(state, g, a["r"], n)


def a_per_away(state, g, a, fr, oid):
    n = sum(sh["at"] in ("s", "o", "x", "d") for sh in B.ships(state, g))
    B.gain(state, g, a["r"], n)


@dataclass(frozen=True)
class AbilityKind:
    """One kind of planet ability (``PLANETS[pid]["ability"]["k"]``): the options it offers galaxy
    ``g`` (none: it cannot be used now) and what choosing one does."""

    options: Callable[[State, int, Ability, Step], list[Opt]]
    act: Callable[[State, int, Ability, Step, str], None]


#: every ability kind of the base game; the expansion adds its own (``register_ability``)
ABILITIES: dict[str, AbilityKind] = {
    "gain": AbilityKind(o_gain, a_gain),
    "adv": AbilityKind(o_adv, a_adv),
    "reg": AbilityKind(o_reg, a_reg),
    "tithe": AbilityKind(o_tithe, a_tithe),
    "refresh": AbilityKind(o_refresh, a_refresh),
    "underdog": AbilityKind(o_underdog, a_underdog),
    "mixup": AbilityKind(o_mixup, a_mixup),
    "reroll": AbilityKind(o_reroll, a_reroll),
    "trade": AbilityKind(o_trade, a_trade),
    "steal": AbilityKind(o_steal, a_steal),
    "convert": AbilityKind(o_convert, a_convert),
    "moves": AbilityKind(o_moves, a_moves),
    "borrow_row": AbilityKind(o_borrow_row, a_borrow_row),
    "scrap": AbilityKind(o_scrap, a_scrap),
    "recall": AbilityKind(o_recall, a_recall),
    "borrow_colony": AbilityKind(o_borrow_colony, a_borrow_colony),
    "any_action": AbilityKind(o_any_action, a_any_action),
    "shift": AbilityKind(o_shift, a_shift),
    "per_home": AbilityKind(o_per, a_per_home),
    "tax": AbilityKind(o_tax, a_tax),
    "jump": AbilityKind(o_jump, a_jump),
    "all_adv": AbilityKind(o_all_adv, a_all_adv),
    "repeat": AbilityKind(o_repeat, a_repeat),
    "set_die": AbilityKind(o_set_die, a_set_die),
    "either": AbilityKind(o_either, a_either),
    "per_space": AbilityKind(o_per, a_per_space),
    "per_away": AbilityKind(o_per, a_per_away),
}


def register_ability(name: str, kind: AbilityKind) -> None:
    assert name not in ABILITIES, f"ability kind {name!r} registered twice"
    ABILITIES[name] = kind


# --- the steps that use abilities: utilize a colony, use a planet ------------------------


def ut_opts(state: State, fr: Step) -> list[Opt]:
    g = fr["seat"]
    out = upgrade_opts(state, g)
    for pid in state["galaxies"][g]["colonies"]:
        if usable(state, g, pid, fr["meta"]):
            out.append((f"c.{pid}", msg("teg-opt-use", planet=planet_name(pid))))
    return out


def ut_act(state: State, fr: Step, oid: str) -> None:
    g = fr["seat"]
    pop(state)
    if oid.startswith("up."):
        r = oid[3:]
        upgrade(state, g, {r: state["galaxies"][g]["empire_level"] + 1})
    else:
        push(state, {"kind": "ab", "seat": g, "planet": oid[2:], "optional": False, "meta": fr["meta"]})


def _ut_prompt(state: State, fr: Step) -> Msg:
    """The question, then what each colony offered does (the options name the colonies only,
    and a galaxy's mat shows its colonies' names, not their texts)."""
    prompt = msg("teg-prompt-utilize")
    for oid, _label in ut_opts(state, fr):
        if oid.startswith("c."):
            prompt = msg("teg-then", first=prompt, then=_planet_says(oid[2:]))
    return prompt


def _planet_says(pid: str) -> Msg:
    """A planet's name and what its ability does."""
    return msg("teg-planet-says", planet=planet_name(pid), text=planet_text(pid))


declare("ut", ut_opts, ut_act, _ut_prompt)


def _ab_prompt(state: State, fr: Step) -> Msg:
    return _planet_says(fr["planet"])


def ab_opts(state: State, fr: Step) -> list[Opt]:
    out = ability_opts(state, fr["seat"], fr["planet"], fr)
    if fr["optional"] and out:
        out.append(("skip", msg("teg-opt-skip")))
    return out


def ab_act(state: State, fr: Step, oid: str) -> None:
    if oid == "skip":
        pop(state)
        return
    ability_act(state, fr["seat"], fr["planet"], fr, oid)


declare("ab", ab_opts, ab_act, _ab_prompt)
