"""Solo play: the Rogue galaxy rolls its dice one at a time and acts by fixed rules.

The player may pay 1 energy + 1 culture to make it reroll a die before it acts, and may
follow its dice for culture. At the end of its turn, full energy upgrades its empire (the top
space wins it the game) and full culture gives it three bonus dice, after which its culture resets.
"""

from __future__ import annotations

from games.core import State
from games.i18n import Msg, msg
from games.steps import Step, pop, push
from games.teg import board as B
from games.teg.actions import acquire, push_follow, roll
from games.teg.data import LEVEL_DICE, MAX_LEVEL, PLANETS, RES_CAP, RES_NAME, ROGUES, amount, face_name, planet_name
from games.teg.kinds import Opt, declare


def rogue_index(state: State) -> int:
    return state["players"]


def start_rogue_turn(state: State) -> None:
    r = rogue_index(state)
    state["steps"] = []  # the Rogue's turn runs by its rules, asking only what is pushed
    state["turn"] = B.new_turn(r, [])
    state["rogue_turn"] = {
        "left": LEVEL_DICE[state["galaxies"][r]["empire_level"] - 1],
        "die": None,
        "asked": False,
        "bonus": False,
        "done_steps": [],
    }
    B.log(state, msg("teg-log-rogue-turn"))


def _player_can_pay(state: State) -> bool:
    return B.can_pay(state, 0, {"en": 1, "cu": 1})


def rogue_step(state: State) -> str:
    """One step of the Rogue's turn: 'ask' (a decision was pushed), 'more', 'done' or 'won'."""
    rt, r = state["rogue_turn"], rogue_index(state)
    if rt["die"] is not None:
        if not rt["asked"] and _player_can_pay(state):
            rt["asked"] = True
            push(state, {"kind": "rpay", "seat": 0})
            return "ask"
        face = rt["die"]
        rt["die"], rt["asked"] = None, False
        if not can_use(state, face, rt["bonus"]):
            B.log(state, msg("teg-log-rogue-lost-die", face=face_name(face)))
            return "more"
        state["turn"]["dice"].append(face)
        state["turn"]["die_states"].append("a")
        if not rt["bonus"]:
            push_follow(state, r, face)
        use(state, face)
        return "more"
    if rt["left"] > 0:
        rt["left"] -= 1
        rt["die"] = roll(state)
        return "more"
    gal = state["galaxies"][r]
    if "e" not in rt["done_steps"]:
        rt["done_steps"].append("e")
        if gal["energy"] >= RES_CAP:
            gal["energy"] = 0
            gal["empire_level"] += 1
            B.log(state, msg("teg-log-rogue-empire", level=gal["empire_level"]))
            if gal["empire_level"] >= MAX_LEVEL:
                return "won"
        return "more"
    if "c" not in rt["done_steps"]:
        rt["done_steps"].append("c")
        if gal["culture"] >= RES_CAP:
            # the published FAQ: the three bonus actions come first, the reset only after them,
            # so culture the Rogue gains (or steals) during the bonus is lost with the rest
            rt["bonus"], rt["left"] = True, 3
            B.log(state, msg("teg-log-rogue-bonus"))
        return "more"
    if rt["bonus"] and "reset" not in rt["done_steps"]:
        rt["done_steps"].append("reset")
        gal["culture"] = 0
        B.log(state, msg("teg-log-rogue-reset"))
        return "more"
    return "done"


def _orbiting(state: State, kind: str | None = None) -> list[int]:
    r = rogue_index(state)
    return [
        i
        for i, sh in enumerate(B.ships(state, r))
        if sh["at"] == "o" and (kind is None or PLANETS[sh["place"]]["track"] == kind)
    ]


def _move_target(state: State) -> tuple[int, str] | None:
    r = rogue_index(state)
    home = [i for i, sh in enumerate(B.ships(state, r)) if sh["at"] == "h"]
    free = [pid for pid in state["row"] if not B.own_on(state, r, pid, "o")]
    return (home[0], free[0]) if home and free else None


def can_use(state: State, face: str, bonus: bool = False) -> bool:
    if face == "mv":
        return _move_target(state) is not None
    if face in ("di", "ec"):
        return bool(_orbiting(state, face))
    if face == "cu":
        return not bonus
    return True


def use(state: State, face: str) -> None:
    """The Rogue carries out ``face``."""
    r = rogue_index(state)
    if face == "mv":
        i, pid = _move_target(state)
        B.ships(state, r)[i].update(at="o", place=pid, pos=0)
        B.log(state, msg("teg-log-rogue-orbit", planet=planet_name(pid)))
    elif face in ("en", "cu"):
        got = acquire(state, r, face)
        B.log(state, msg("teg-log-acquire", who=B.name(state, r), what=amount(got, face)))
    elif face in ("di", "ec"):
        for i in _orbiting(state, face):
            if B.ships(state, r)[i]["at"] == "o":  # an earlier colonization may have sent it home
                B.advance(state, r, i, 1)
        B.log(state, msg("teg-log-rogue-advance", face=face_name(face)))
    else:
        ladder = ROGUES[state["options"]["rogue"]]["ladder"]
        for step, n in ladder[min(state["galaxies"][r]["empire_level"], len(ladder)) - 1]:
            colony_step(state, step, n)


def rogue_push(state: State, n: int, best_only: bool = False) -> None:
    """Advance the Rogue's orbiting ships (only its most advanced one with ``best_only``)."""
    r = rogue_index(state)
    ships = sorted(_orbiting(state), key=lambda i: -B.ships(state, r)[i]["pos"])
    for i in ships[:1] if best_only else ships:
        if B.ships(state, r)[i]["at"] == "o":
            B.advance(state, r, i, n)


def _hit(state: State, n: int, every: bool) -> None:
    mine = [i for i, sh in enumerate(B.ships(state, 0)) if sh["at"] == "o" and not B.has_pilot(state, 0, i, "shield")]
    mine.sort(key=lambda i: -B.ships(state, 0)[i]["pos"])
    for i in mine if every else mine[:1]:
        B.regress(state, 0, i, n)


def colony_step(state: State, step: str, n: int) -> None:
    """One step of the Rogue's colony ladder, aimed at the player (seat 0)."""
    r = rogue_index(state)
    you, it = state["galaxies"][0], state["galaxies"][r]
    if step == "lose_die":
        state["lose_die"] = 1
    elif step.startswith("lose_"):
        B.gain(state, 0, step[5:], -n)
    elif step.startswith("gain_"):
        B.gain(state, r, step[5:], n)
    elif step.startswith("steal_"):
        for _ in range(n):
            res = step[6:]
            if res == "any":
                res = "en" if you["energy"] >= you["culture"] else "cu"
            if you[RES_NAME[res]] > 0:
                you[RES_NAME[res]] -= 1
                it[RES_NAME[res]] = min(RES_CAP, it[RES_NAME[res]] + 1)
    elif step == "hit":
        _hit(state, n, every=False)
    elif step == "hit_all":
        _hit(state, n, every=True)
    elif step == "push":
        rogue_push(state, n)
    B.log(state, msg("teg-log-rogue-colonies", step=_step_words(step, n)))


def _step_words(step: str, n: int) -> Msg:
    """One step of a colony ladder, in words ("steal any 2" read as what it does)."""
    res = step.rsplit("_", 1)[-1]
    if step.startswith(("lose_", "gain_", "steal_")) and step != "lose_die":
        kind = step.split("_", 1)[0]
        return msg(f"teg-rogue-step-{kind}", n=n, res=res)
    return msg(f"teg-rogue-step-{step.replace('_', '-')}", n=n)


def _rpay_prompt(state: State, fr: Step) -> Msg:
    return msg("teg-prompt-rogue-rolled", face=face_name(state["rogue_turn"]["die"]))


def rpay_opts(state: State, fr: Step) -> list[Opt]:
    return [("go", msg("teg-opt-rogue-go")), ("rr", msg("teg-opt-rogue-reroll"))]


def rpay_act(state: State, fr: Step, oid: str) -> None:
    if oid == "go":
        pop(state)
        return
    B.pay(state, 0, {"en": 1, "cu": 1})
    state["rogue_turn"]["die"] = roll(state)
    B.log(state, msg("teg-log-rogue-reroll", who=B.name(state, 0), face=face_name(state["rogue_turn"]["die"])))
    if not _player_can_pay(state):
        pop(state)


declare("rpay", rpay_opts, rpay_act, _rpay_prompt)
