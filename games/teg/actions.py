"""The six die actions, following, rerolls and the converter, as steps (``kinds``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from games.core import ASK, NEVER, Option, Reaction, State, rand_below
from games.i18n import Msg, msg
from games.steps import Step, pop, push
from games.teg import board as B
from games.teg.data import FACES, LEVEL_SHIPS, MAX_LEVEL, PLANETS, RES_NAME, amount, face_name, planet_name
from games.teg.kinds import STEPS, Opt, TegStep, declare

# --- starting an action ------------------------------------------------------------------


def start_action(state: State, g: int, face: str, meta: bool = True) -> None:
    """Galaxy ``g`` (a player) performs the action of ``face`` (rolled, followed or granted).

    ``meta`` is False inside abilities that borrow other actions, so they never chain.
    """
    if face == "mv":
        push(state, {"kind": "mv", "seat": g, "ship": None, "meta": meta})
    elif face in ("en", "cu"):
        got = acquire(state, g, face)
        B.log(state, msg("teg-log-acquire", who=B.name(state, g), what=amount(got, face)))
    elif face in ("di", "ec"):
        push(state, {"kind": "adv", "seat": g, "track": face, "n": 1, "die": True, "excluded": []})
    else:
        push(state, {"kind": "ut", "seat": g, "meta": meta})


def acquire(state: State, g: int, res: str) -> int:
    """Acquire energy or culture: 1 per ship on or around a planet making it, home makes energy
    (both for the Rogue), Unexplored Space makes culture; some pilots count twice."""
    rogue = B.is_rogue(state, g)
    n = 0
    for i, ship in enumerate(B.ships(state, g)):
        at = ship["at"]
        if at in ("s", "o"):
            made = PLANETS[ship["place"]]["res"] in (res, "any")
        elif at == "h":
            made = res == "en" or rogue
        elif at == "x":
            made = res == "cu"
            if made and B.has_pilot(state, g, i, "stargaze"):
                n += 1
        else:
            made = False
        if made:
            n += 2 if B.has_pilot(state, g, i, "acq", res) else 1
    return B.gain(state, g, res, n)


def follow_cost(state: State) -> int:
    return 2 if state["turn"].get("tax") else 1


def push_follow(state: State, g: int, face: str, cost: int | None = None) -> None:
    """Let the others follow the action ``g`` is about to do (asked once it is done)."""
    push(
        state,
        {"kind": "fol", "face": face, "by": g, "cost": cost, "ask": None, "done": [], "yes": [], "tithe": None},
    )


# --- following (a simultaneous decision of the others) -----------------------------------

ALWAYS = "always"  # the standing order to follow whenever one can


def follow_step(state: State, fr: Step) -> bool:
    """Advance a follow round one step; True while it waits for answers."""
    if fr["ask"] is None:
        if fr["cost"] is None:  # priced once the action is done (Nibiru may have raised it)
            fr["cost"] = follow_cost(state)
        fr["ask"] = [
            h
            for h in B.rivals(state, fr["by"])
            if not B.is_rogue(state, h)
            and state["galaxies"][h]["culture"] >= fr["cost"]
            and could_do(state, h, fr["face"])
        ]
    if any(h not in fr["done"] for h in fr["ask"]):
        return True
    if fr.get("sealed"):
        _reveal_follows(state, fr)
    if fr["yes"]:
        h = fr["yes"].pop(0)
        start_action(state, h, fr["face"])
        return False
    pop(state)
    return False


def could_do(state: State, g: int, face: str) -> bool:
    """Would the action of ``face`` do anything for ``g``? (Only then is following offered.)"""
    if face == "mv":
        return any(can_move(state, g, i) for i in movable(state, g))
    if face in ("di", "ec"):
        return bool(adv_targets(state, g, {"track": face, "die": True, "excluded": []}))
    if face == "ut":  # the utilize step kind is declared by games.teg.abilities
        return bool(STEPS["ut"].choices(state, {"seat": g, "meta": True}))
    return True


def follow_opts(state: State, fr: Step) -> list[Opt]:
    what = face_name(fr["face"])
    label = msg("teg-opt-follow", face=what, cost=fr["cost"]) if fr["cost"] else msg("teg-opt-follow-free", face=what)
    return [("f", label), ("p", msg("teg-opt-pass"))]


def follow_act(state: State, fr: Step, g: int, oid: str) -> None:
    """One rival's answer. The rivals answer at once, so a "follow" stays sealed (unpaid,
    unlogged) until the last answer is in; only that ``g`` has answered shows meanwhile.
    (A frame saved before answers were sealed has no "sealed" list yet.)"""
    fr["done"].append(g)
    if oid == "f":
        fr.setdefault("sealed", []).append(g)


def _followers(state: State, step: Step) -> list[int]:
    """The rivals still to answer (all at once)."""
    return [g for g in step["ask"] if g not in step["done"]]


def _follow_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("teg-prompt-follow", who=B.name(state, step["by"]), face=face_name(step["face"]))


def _follow_options(state: State, step: Step, seat: int) -> tuple[Option, ...]:
    return tuple(Option(i, label) for i, label in follow_opts(state, step))


def _pass(state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
    return "p"


#: following a rival's activated die: the one reactive decision of the game
FOLLOW = Reaction(
    "teg.follow",
    msg("teg-reaction-follow"),
    (
        Option(ASK, msg("teg-reaction-ask")),
        Option(ALWAYS, msg("teg-reaction-always")),
        Option(NEVER, msg("teg-reaction-never")),
    ),
)

STEPS.add(
    TegStep(
        "fol",
        _follow_prompt,
        _follow_options,
        follow_act,
        deciders=_followers,
        default=_pass,
        reactive=FOLLOW.kind,
        settle=follow_step,
    )
)


def _reveal_follows(state: State, fr: Step) -> None:
    """All have answered: the followers pay, are named, and queue up to act."""
    order = B.rivals(state, fr["by"])
    # followers act in turn order after the active galaxy, whatever order they answered in
    for g in sorted(fr.pop("sealed"), key=order.index):
        B.pay(state, g, {"cu": fr["cost"]})
        fr["yes"].append(g)
        B.log(state, msg("teg-log-follows", who=B.name(state, g), face=face_name(fr["face"])))
        if fr["tithe"]:
            B.gain(state, fr["by"], fr["tithe"], 1)
    fr["yes"].sort(key=order.index)


# --- move a ship -------------------------------------------------------------------------


def movable(state: State, g: int) -> list[int]:
    return [i for i, sh in enumerate(B.ships(state, g)) if sh["at"] in ("h", "s", "o", "x")]


@cache  # the same few labels, asked for at every move of every playout
def _to_planet(head: str, pid: str) -> Opt:
    """Landing on (``head`` "l") or orbiting ("o") planet ``pid``, as an option."""
    key = "teg-opt-land" if head == "l" else "teg-opt-orbit"
    return (f"{head}.{pid}", msg(key, planet=planet_name(pid)))


def destinations(state: State, g: int, i: int) -> list[Opt]:
    ship = B.ships(state, g)[i]
    out: list[Opt] = []
    for pid in state["row"]:
        if ship["at"] in ("s", "o") and ship["place"] == pid:
            continue  # a move must change planets
        if not B.own_on(state, g, pid, "s"):
            out.append(_to_planet("l", pid))
        if not B.own_on(state, g, pid, "o"):
            out.append(_to_planet("o", pid))
    if ship["at"] != "h":
        out.append(("h", msg("teg-opt-home")))
    if state["expansion"] and ship["at"] != "x":
        out.append(("x", msg("teg-opt-explore")))
    return out


def can_move(state: State, g: int, i: int) -> bool:
    """Whether ``destinations`` is not empty, without its labels (asked for every ship)."""
    ship = B.ships(state, g)[i]
    if ship["at"] != "h" or state["expansion"]:
        return True  # home, or Unexplored Space from home
    return any(not B.own_on(state, g, pid, "s") or not B.own_on(state, g, pid, "o") for pid in state["row"])


def mv_opts(state: State, fr: Step) -> list[Opt]:
    g = fr["seat"]
    ships = [i for i in movable(state, g) if i not in fr.get("excluded", ())]
    if fr["ship"] is None:
        return [(f"s.{i}", B.ship_label(state, g, i)) for i in ships if can_move(state, g, i)]
    back = [("back", msg("teg-opt-back-ship"))] if len(ships) > 1 else []
    return destinations(state, g, fr["ship"]) + back


def mv_act(state: State, fr: Step, oid: str) -> None:
    g = fr["seat"]
    if oid.startswith("s."):
        fr["ship"] = int(oid[2:])
        return
    if oid == "back":
        fr["ship"] = None
        return
    i = fr["ship"]
    ship = B.ships(state, g)[i]
    pop(state)
    if fr.get("more"):  # a multi-move ability: the next move waits below this one's effects
        push(state, {**fr, "ship": None, "more": fr["more"] - 1, "excluded": [*fr["excluded"], i]})
    p = B.pilot(state, g, i)
    if p and p["k"] == "move":
        B.gain(state, g, p["r"], 1)
    if oid == "h":
        B.send_home(state, g, i)
        B.log(state, msg("teg-log-home", who=B.name(state, g), n=i + 1))
    elif oid == "x":
        ship.update(at="x", place=None, pos=0)
        B.log(state, msg("teg-log-to-space", who=B.name(state, g), n=i + 1))
        push(state, {"kind": "xp", "seat": g, "ship": i, "drawn": None, "left": 0})
    else:
        at, pid = oid.split(".", 1)
        if at == "l":
            ship.update(at="s", place=pid, pos=0)
            B.log(state, msg("teg-log-land", who=B.name(state, g), planet=planet_name(pid)))
            if p and p["k"] == "land":
                B.gain(state, g, p["r"], 1)
            push(state, {"kind": "ab", "seat": g, "planet": pid, "optional": True, "meta": fr["meta"]})
        else:
            ship.update(at="o", place=pid, pos=1 if p and p["k"] == "orbit_head" else 0)
            B.log(state, msg("teg-log-orbit", who=B.name(state, g), planet=planet_name(pid)))


declare(
    "mv", mv_opts, mv_act, lambda s, f: msg("teg-prompt-move-ship" if f["ship"] is None else "teg-prompt-move-where")
)

# --- advancing and pushing back ----------------------------------------------------------


#: what an advance does to a ship that is on no planet's track, by where the ship is (``at``):
#: the expansion registers its danger tracks ("d") here
OFF_TRACK: dict[str, Callable[[State, int, int], None]] = {}


def adv_targets(state: State, g: int, fr: Step) -> list[int]:
    out = []
    for i, ship in enumerate(B.ships(state, g)):
        if i in fr["excluded"]:
            continue
        if B.track_ok(state, g, i, fr["track"], fr.get("die", False)) or (fr.get("die") and ship["at"] == "d"):
            out.append(i)
    return out


def _adv_prompt(state: State, fr: Step) -> Msg:
    return msg("teg-prompt-advance", n=fr["n"], track=fr["track"])


def adv_opts(state: State, fr: Step) -> list[Opt]:
    g = fr["seat"]
    return [(f"s.{i}", B.ship_label(state, g, i)) for i in adv_targets(state, g, fr)]


def adv_act(state: State, fr: Step, oid: str) -> None:
    g, i = fr["seat"], int(oid[2:])
    pop(state)
    ship = B.ships(state, g)[i]
    if ship["at"] in OFF_TRACK:
        OFF_TRACK[ship["at"]](state, g, i)
        return
    B.log(state, msg("teg-log-advance", who=B.name(state, g), n=i + 1, planet=planet_name(ship["place"])))
    B.advance(state, g, i, fr["n"])


declare("adv", adv_opts, adv_act, _adv_prompt)


def reg_targets(state: State, g: int, fr: Step) -> list[tuple[int, int]]:
    out = []
    for h in B.rivals(state, g):
        for j, ship in enumerate(B.ships(state, h)):
            if ship["at"] != "o" or ship["pos"] == 0 or [h, j] in fr["excluded"]:
                continue
            if fr["track"] != "any" and PLANETS[ship["place"]]["track"] != fr["track"]:
                continue
            if B.has_pilot(state, h, j, "shield"):
                continue
            out.append((h, j))
    return out


def reg_opts(state: State, fr: Step) -> list[Opt]:
    return [
        (f"g.{h}.{j}", msg("teg-opt-rival-ship", who=B.name(state, h), ship=B.ship_label(state, h, j)))
        for h, j in reg_targets(state, fr["seat"], fr)
    ]


def reg_act(state: State, fr: Step, oid: str) -> None:
    _, h, j = oid.split(".")
    h, j = int(h), int(j)
    pop(state)
    B.regress(state, h, j, fr["n"])
    B.log(state, msg("teg-log-push-back", who=B.name(state, fr["seat"]), rival=B.name(state, h), n=j + 1))
    if fr.get("more"):
        push(state, {**fr, "more": fr["more"] - 1, "excluded": [*fr["excluded"], [h, j]]})


declare("reg", reg_opts, reg_act, lambda s, f: msg("teg-prompt-push-back", n=f["n"]))

# --- utilize a colony --------------------------------------------------------------------


def upgrade_opts(state: State, g: int, discount: int = 0) -> list[Opt]:
    gal = state["galaxies"][g]
    if gal["empire_level"] >= MAX_LEVEL:
        return []
    cost = max(0, gal["empire_level"] + 1 - discount)
    return [
        (f"up.{r}", msg("teg-opt-upgrade", level=gal["empire_level"] + 1, cost=amount(cost, r)))
        for r in ("en", "cu")
        if gal[RES_NAME[r]] >= cost
    ]


def upgrade(state: State, g: int, cost: dict[str, int]) -> None:
    """Raise the empire one level, paying ``cost``; a new ship may come off the track."""
    B.pay(state, g, cost)
    gal = state["galaxies"][g]
    gal["empire_level"] += 1
    for ship in gal["ships"]:
        if sum(sh["at"] != "l" for sh in gal["ships"]) >= LEVEL_SHIPS[gal["empire_level"] - 1]:
            break
        if ship["at"] == "l":
            ship["at"] = "h"
    B.log(state, msg("teg-log-upgrade", who=B.name(state, g), level=gal["empire_level"]))
    B.update_scores(state)


# --- rerolls and the converter -----------------------------------------------------------


def inactive(state: State) -> list[int]:
    t = state["turn"]
    return [k for k, st in enumerate(t["die_states"]) if st == "i"]


def roll(state: State) -> str:
    return FACES[rand_below(state, 6)]


def _rr_prompt(state: State, fr: Step) -> Msg:
    if not fr.get("pick"):
        return msg("teg-prompt-reroll")
    if not fr["picked"]:
        return msg("teg-prompt-reroll-pick-none")
    return msg("teg-prompt-reroll-pick", dice=", ".join(str(k + 1) for k in fr["picked"]))


def rr_opts(state: State, fr: Step) -> list[Opt]:
    dice = state["turn"]["dice"]
    free = inactive(state)
    if not fr.get("pick"):
        # the common choices in one step; "pick" builds any other set die by die
        counts = {f: sum(dice[k] == f for k in free) for f in FACES}
        out: list[Opt] = [("all", msg("teg-opt-reroll-all", n=len(free)))] if len(free) > 1 else []
        for f in FACES:
            if counts[f] and counts[f] < len(free):
                out.append((f"f.{f}", msg("teg-opt-reroll-face", n=counts[f], face=face_name(f))))
        if len(free) > 2:
            out.append(("pick", msg("teg-opt-reroll-pick")))
        back = ("back", msg("teg-opt-back"))
        return [*out, back] if len(free) > 1 else [("all", msg("teg-opt-reroll-it")), back]
    out = []
    for k in free:
        key = "teg-opt-unpick-die" if k in fr["picked"] else "teg-opt-pick-die"
        out.append((f"t.{k}", msg(key, n=k + 1, face=face_name(dice[k]))))
    if fr["picked"]:
        out.append(("go", msg("teg-opt-reroll-picked", n=len(fr["picked"]))))
    return [*out, ("back", msg("teg-opt-back"))]


def rr_act(state: State, fr: Step, oid: str) -> None:
    t = state["turn"]
    if oid.startswith("t."):
        k = int(oid[2:])
        fr["picked"].remove(k) if k in fr["picked"] else fr["picked"].append(k)
        return
    if oid == "pick":
        fr["pick"] = True
        return
    if oid == "back" and fr.get("pick"):
        fr["pick"], fr["picked"] = False, []
        return
    pop(state)
    if oid == "back":
        return
    if oid == "all":
        chosen = inactive(state)
    elif oid.startswith("f."):
        chosen = [k for k in inactive(state) if t["dice"][k] == oid[2:]]
    else:
        chosen = sorted(fr["picked"])
    if not fr.get("free"):
        if t["rerolled"]:
            B.pay(state, fr["seat"], {"en": 1})
        t["rerolled"] = 1
    for k in chosen:
        t["dice"][k] = roll(state)
    B.log(state, msg("teg-log-reroll", who=B.name(state, fr["seat"]), n=len(chosen)))


declare("rr", rr_opts, rr_act, _rr_prompt)


def _cv_prompt(state: State, fr: Step) -> Msg:
    if fr["pair"] is None:
        return msg("teg-prompt-convert-pair")
    if fr.get("from_face") is None:
        return msg("teg-prompt-convert-die")
    return msg("teg-prompt-convert-face", face=face_name(fr["from_face"]))


def cv_opts(state: State, fr: Step) -> list[Opt]:
    """Three short steps (each within a menu's 25 options): the pair to spend, the die, its face."""
    dice = state["turn"]["dice"]
    faces = sorted(dice[k] for k in inactive(state))
    back = [("back", msg("teg-opt-back"))]
    if fr["pair"] is None:
        pairs = sorted({(faces[a], faces[b]) for a in range(len(faces)) for b in range(a + 1, len(faces))})
        return [
            (f"p.{x}.{y}", msg("teg-opt-spend-pair", first=face_name(x), second=face_name(y))) for x, y in pairs
        ] + back
    if fr.get("from_face") is None:
        rest = list(faces)
        for f in fr["pair"]:
            rest.remove(f)
        return [(f"d.{f}", msg("teg-opt-set-die", face=face_name(f))) for f in sorted(set(rest))] + back
    return [(f"t.{to}", msg("teg-opt-make-it", face=face_name(to))) for to in FACES if to != fr["from_face"]] + back


def cv_act(state: State, fr: Step, oid: str) -> None:
    t = state["turn"]
    if oid == "back":
        if fr["pair"] is None:
            pop(state)
        elif fr.get("from_face") is None:
            fr["pair"] = None
        else:
            fr["from_face"] = None
        return
    parts = oid.split(".")
    if parts[0] == "p":
        fr["pair"] = parts[1:]
        return
    if parts[0] == "d":
        fr["from_face"] = parts[1]
        return
    pop(state)
    for f in fr["pair"]:
        k = next(k for k in inactive(state) if t["dice"][k] == f)
        t["die_states"][k] = "v"
    k = next(k for k in inactive(state) if t["dice"][k] == fr["from_face"])
    t["dice"][k] = parts[1]
    t["converted"] = 1
    B.log(state, msg("teg-log-convert", who=B.name(state, fr["seat"]), face=face_name(parts[1])))


declare("cv", cv_opts, cv_act, _cv_prompt)


def setd_opts(state: State, fr: Step) -> list[Opt]:
    return [(f"t.{to}", msg("teg-opt-make-it", face=face_name(to))) for to in FACES if to != fr["from_face"]]


def setd_act(state: State, fr: Step, oid: str) -> None:
    pop(state)
    t = state["turn"]
    k = next(k for k in inactive(state) if t["dice"][k] == fr["from_face"])
    t["dice"][k] = oid[2:]


declare("setd", setd_opts, setd_act, lambda s, f: msg("teg-prompt-set-face", face=face_name(f["from_face"])))
