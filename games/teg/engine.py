"""The Tiny Epic Galaxies engine: set-up, the turn, the end, views and hidden information.

The game is composed here: ``abilities``, ``btb`` (the expansion) and ``rogue`` declare their
step kinds and abilities into the tables of ``kinds`` and ``abilities`` when imported. The
secret missions (``mission``, every seat at once), a player's turn (``play``, the bottom step
while it lasts) and the last word before unused dice are lost (``quit``) are declared here.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import (
    Decision,
    Option,
    Outcome,
    Setting,
    State,
    Variant,
    blank_unseen_log,
    clone,
    shuffle,
)
from games.i18n import Msg, Seat, msg, text_from_json, text_to_json
from games.steps import StepEngine, pop, push, top
from games.teg import abilities, btb, rogue  # noqa: F401 (abilities: imported for its registrations)
from games.teg import board as B
from games.teg.actions import ALWAYS, FOLLOW, inactive, push_follow, roll, start_action
from games.teg.data import (
    BASE_MISSIONS,
    BASE_PLANETS,
    BTB_MISSIONS,
    BTB_PLANETS,
    LEVEL_DICE,
    LEVEL_SHIPS,
    MISSIONS,
    PILOTS,
    PLANETS,
    ROGUES,
    XCARDS,
    face_name,
    mission_name,
    rogue_name,
)
from games.teg.kinds import STEPS, Opt, TegStep, declare
from games.teg.marks import note_changes, snapshot, with_marks
from games.teg.rules import SCHEMA
from games.teg.scoring import final_scores, mission_points
from games.teg.upgrade import upgrade_state
from games.teg.view import build_view


def _galaxy(rogue_mat: bool = False) -> dict[str, Any]:
    ships = [{"at": "h" if k < 2 or rogue_mat else "l", "place": None, "pos": 0, "adv": None} for k in range(4)]
    gal = {
        "energy": 0 if rogue_mat else 2,
        "culture": 0 if rogue_mat else 1,
        "empire_level": 1,
        "colonies": [],
        "ships": ships,
        "vp": 0,
    }
    if rogue_mat:
        gal["rogue"] = True
    else:
        gal.update(mission=None, offer=[], hangar={}, explored=[], danger_cards=[], dwarf_planets=0)
    return gal


class TinyEpicGalaxies(StepEngine):
    id = "teg"
    name = "Tiny Epic Galaxies"
    min_players = 1
    max_players = 5
    settings = (
        Setting(
            "expansion",
            ("off", "on"),
            "off",
            msg("teg-setting-expansion"),
        ),
        Setting(
            "rogue",
            tuple(ROGUES),
            "rothkel",
            msg("teg-setting-rogue"),
        ),
        Setting("goal", ("21", "15"), "21", msg("teg-setting-goal")),
    )
    summary = msg("teg-summary")
    max_decisions = 20_000
    reactions = (FOLLOW,)
    step_kinds = STEPS

    def variants(self) -> list[Variant]:
        # 3 to 5 players play to 15 points here so the contract and AI tests stay quick;
        # tests/test_teg_playouts.py plays 21-point games at every player count
        return [
            Variant(1, {"rogue": "rothkel"}),
            Variant(2),
            Variant(3, {"expansion": "on", "goal": "15"}),
            Variant(4, {"goal": "15"}),
            Variant(5, {"expansion": "on", "goal": "15"}),
        ]

    # --- set-up ----------------------------------------------------------------------
    def _setup(self, state: State) -> None:
        n = state["players"]
        on = state["options"]["expansion"] == "on"
        state.update(
            schema=SCHEMA,
            expansion=on,
            goal=int(state["options"]["goal"]),
            log_count=0,
            steps=[],
            end=None,
            result=None,
            turns=[0] * n,
            lose_die=0,
        )
        deck = BASE_PLANETS + (BTB_PLANETS if on else [])
        shuffle(state, deck)
        size = 4 if n == 1 else 6 if n == 5 else n + 2
        state["row"] = [deck.pop() for _ in range(size)]
        state["deck"] = deck
        state["galaxies"] = [_galaxy() for _ in range(n)] + ([_galaxy(rogue_mat=True)] if n == 1 else [])
        missions = BASE_MISSIONS + (BTB_MISSIONS if on else [])
        shuffle(state, missions)
        if n > 1:
            for gal in state["galaxies"]:
                gal["offer"] = [missions.pop(), missions.pop()]
        state["mission_box"] = missions
        state["pilot_row"], state["pilot_deck"], state["exploration_deck"], state["exploration_row"] = [], [], [], []
        if on:
            pilots = list(PILOTS)
            shuffle(state, pilots)
            state["pilot_row"] = [pilots.pop() for _ in range(6 if n == 5 else n + 2)]
            state["pilot_deck"] = pilots
            state["exploration_deck"] = list(XCARDS)
            shuffle(state, state["exploration_deck"])
        state["turn"] = B.new_turn(0, [])
        if n == 1:
            B.log(state, msg("teg-log-solo", rogue=rogue_name(state["options"]["rogue"])))
            start_turn(state, 0)
        else:
            state["steps"] = [{"kind": "mission"}]
            B.log(state, msg("teg-log-missions"))

    # --- doing -----------------------------------------------------------------------
    def _note_changes(self, before: State, after: State) -> None:
        note_changes(after, snapshot(before))

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        super()._apply(state, seat, option_id)
        self._settle(state)

    def _settle(self, state: State) -> None:
        """Run what needs nobody's decision, until someone must decide or the game is over."""
        while state["result"] is None:
            B.update_scores(state)
            step = top(state)
            if step is None:
                _rogue_goes_on(state)
            elif STEPS[step["kind"]].settle(state, step):  # type: ignore[attr-defined]
                return

    def outcome(self, state: State) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        return Outcome(tuple(r["winners"]), tuple(float(x) for x in r["scores"]), text_from_json(r["reason"]))

    def standing_answer(self, decision: Decision, order: str) -> str | None:
        # "follow" is offered only to a rival who can pay and for whom the action does something
        if decision.reactive == FOLLOW.kind and order == ALWAYS:
            return "f" if decision.option("f") else decision.default
        return super().standing_answer(decision, order)

    # --- what each seat sees ---------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(build_view(state, seat, self.view_header(state, seat)))

    def upgrade_state(self, state: State) -> State:
        return upgrade_state(state)

    def turn_marker(self, state: State) -> int:
        """How many turns have been taken (the bot posts a new board for each, even for one seat)."""
        return sum(state["turns"])

    def turn_owner(self, state: State) -> int | None:
        """Whose turn it is while the galaxies play (None otherwise): rivals who follow or answer
        act inside it, and the bot does not hail its owner again when the turn comes back."""
        return state["turn"]["seat"] if B.phase(state) == "play" else None

    def held_decision(self, state: State, seat: int) -> Decision | None:
        """The decision ``seat``, whose turn it is, faces once the open follow round closes if
        nobody follows: what it may choose ahead. Read only from what ``seat`` sees: the
        answers already given stay unread (a follow is sealed), and nothing is told once the
        turn would pass (the next player's dice are not rolled yet)."""
        step = top(state)
        if B.phase(state) != "play" or state["turn"]["seat"] != seat or step is None or step["kind"] != "fol":
            return None
        s = clone(state)
        fr = s["steps"][-1]
        fr["done"], fr["yes"] = list(fr["ask"]), []
        fr.pop("sealed", None)
        self._settle(s)
        ds = self.pending(s)
        same_turn = B.phase(s) == "play" and s["turn"]["seat"] == seat and sum(s["turns"]) == sum(state["turns"])
        if same_turn and len(ds) == 1 and ds[0].seat == seat and not ds[0].reactive:
            return ds[0]
        return None

    def status(self, state: State) -> Msg | str:
        stage = B.phase(state)
        if stage == "over":
            return text_from_json(state["result"]["reason"])
        if stage == "mission":
            return msg("teg-status-missions")
        decisions = self.pending(state)
        who = _seats([d.seat for d in decisions])
        step = top(state)
        kind = step["kind"]
        if kind == "fol":
            # who has answered shows, never what: a follow is sealed until all are in
            return msg(
                "teg-status-follow", who=who, prompt=decisions[0].prompt, done=len(step["done"]), asked=len(step["ask"])
            )
        if kind not in ("play", "rpay") and decisions[0].seat != state["turn"]["seat"]:
            return msg("teg-status-following", who=who, prompt=decisions[0].prompt)
        if kind == "play":
            # the board is read by everyone: "Carol: activate a die", not "Carol: Your turn: …"
            return msg("teg-status-turn", who=who)
        return msg("teg-status", who=who, prompt=decisions[0].prompt)

    # --- hidden information ----------------------------------------------------------
    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Re-deal what ``seat`` cannot see: deck orders, other seats' missions and exploration cards.

        The result depends only on ``view(state, seat)`` and ``rng``: unseen cards are pooled in a fixed
        order before shuffling, and other seats' private log lines are blanked.
        """
        s = clone(state)
        for key in ("deck", "pilot_deck"):
            s[key].sort()
            rng.shuffle(s[key])
        if B.phase(s) != "over":
            others = [g for g in range(s["players"]) if g != seat]
            pool = list(s["mission_box"])
            for g in others:
                gal = s["galaxies"][g]
                pool += gal["offer"] + ([gal["mission"]] if gal["mission"] else [])
            pool.sort()
            rng.shuffle(pool)
            for g in others:
                gal = s["galaxies"][g]
                gal["offer"] = [pool.pop() for _ in gal["offer"]]
                if gal["mission"]:
                    gal["mission"] = pool.pop()
            s["mission_box"] = pool
            xpool = list(s["exploration_deck"])
            for g in others:
                xpool += s["galaxies"][g]["explored"]
            xpool.sort()
            rng.shuffle(xpool)
            for g in others:
                gal = s["galaxies"][g]
                gal["explored"] = [xpool.pop() for _ in gal["explored"]]
            s["exploration_deck"] = xpool
        else:
            s["exploration_deck"].sort()
            rng.shuffle(s["exploration_deck"])
        for fr in s["steps"]:
            if fr["kind"] == "fol" and "sealed" in fr:
                # others' sealed answers are unseen (that they answered is seen): guessed again
                guess = [g for g in fr["done"] if g not in fr["yes"] and g != seat and rng.random() < 0.5]
                fr["sealed"] = [g for g in fr["done"] if (g == seat and g in fr["sealed"]) or g in guess]
        blank_unseen_log(s, seat)
        s["rng"] = rng.getrandbits(64)
        return s

    def check_invariants(self, state: State) -> None:
        n = state["players"]
        gals = state["galaxies"]
        for g, gal in enumerate(gals):
            assert 0 <= gal["energy"] <= 7 and 0 <= gal["culture"] <= 7, f"resources out of range at galaxy {g}"
            assert 1 <= gal["empire_level"] <= 6
            ships = gal["ships"]
            assert len(ships) == 4, "ships are conserved"
            if not gal.get("rogue"):
                assert sum(sh["at"] != "l" for sh in ships) == LEVEL_SHIPS[gal["empire_level"] - 1], (
                    "ships match the empire"
                )
                types = [sh["adv"] for sh in ships if sh["adv"]]
                assert len(types) == len(set(types)) and all(t in gal["hangar"] for t in types)
                assert sorted(gal["danger_cards"]) == sorted(sh["place"] for sh in ships if sh["at"] == "d")
            for at in ("s", "o"):
                on = [sh["place"] for sh in ships if sh["at"] == at]
                assert len(on) == len(set(on)), "one own ship per surface and per orbit"
                assert all(p in state["row"] for p in on), "ships only on row planets"
            for sh in ships:
                if sh["at"] == "o":
                    assert 0 <= sh["pos"] < PLANETS[sh["place"]]["adv"]
            assert gal["vp"] == B.score(state, g), "score = planets + empire + pilots + dwarf planets"
        btb = state["expansion"]
        placed = state["deck"] + state["row"] + [p for gal in gals for p in gal["colonies"]]
        assert _exactly(placed, _ALL_PLANETS[btb]), "each planet in exactly one place"
        if n > 1:
            ms = state["mission_box"] + [m for gal in gals[:n] for m in [*gal["offer"], gal["mission"]] if m]
            assert _exactly(ms, _ALL_MISSIONS[btb]), "each mission in one place"
        if btb:
            pl = (
                state["pilot_row"]
                + state["pilot_deck"]
                + [p for gal in gals[:n] for st in gal["hangar"].values() for p in st]
            )
            assert _exactly(pl, _ALL_PILOTS), "each pilot in one place"
            drawn = [fr["drawn"] for fr in state["steps"] if fr["kind"] == "xp" and fr["drawn"]]
            xs = (
                state["exploration_deck"]
                + state["exploration_row"]
                + drawn
                + [c for gal in gals[:n] for c in gal["explored"] + gal["danger_cards"]]
            )
            assert _exactly(xs, _ALL_XCARDS), "each exploration card in one place"
            assert len(state["exploration_row"]) <= 3
        kinds = [step["kind"] for step in state["steps"]]
        assert all(k in STEPS.kinds for k in kinds), "every step is of a declared kind"
        assert not {"mission", "play"} & set(kinds[1:]), "the missions and the turn are only ever the bottom step"
        assert (B.phase(state) == "over") == (not kinds), "the game rests on a decision until it is over"
        assert kinds[:1] != ["play"] or state["steps"][0]["seat"] == state["turn"]["seat"], "the turn is its player's"
        t = state["turn"]
        assert len(t["dice"]) == len(t["die_states"]) and all(st in "iavhx" for st in t["die_states"])


def mission_label(mid: str) -> Msg:
    """A secret mission as an option: its name and what it is worth (a shared "most"/"fewest"
    scores the lower figure). What it asks is on the seat's private picture: a label stays short
    by what it says, never by being cut."""
    m = MISSIONS[mid]
    if m["k"] in ("most", "fewest"):
        return msg("teg-opt-mission-tied", mission=mission_name(mid), vp=m["vp"], tied=m["x"])
    return msg("teg-opt-mission", mission=mission_name(mid), vp=m["vp"])


def _faces(dice: list[str]) -> Msg:
    """Die faces as a list ("Move a ship, Diplomacy")."""
    words = face_name(dice[0])
    for face in dice[1:]:
        words = msg("teg-list", first=words, then=face_name(face))
    return words


def _seats(seats: list[int]) -> Msg:
    """Seats as a list ("Ann, Bob and Carol")."""
    if len(seats) == 1:
        return msg("teg-one", who=Seat(seats[0]))
    words = msg("teg-both", first=Seat(seats[-2]), second=Seat(seats[-1]))
    for g in reversed(seats[:-2]):
        words = msg("teg-list", first=Seat(g), then=words)
    return words


_ALL_PLANETS = {False: frozenset(BASE_PLANETS), True: frozenset(BASE_PLANETS + BTB_PLANETS)}
_ALL_MISSIONS = {False: frozenset(BASE_MISSIONS), True: frozenset(BASE_MISSIONS + BTB_MISSIONS)}
_ALL_PILOTS = frozenset(PILOTS)
_ALL_XCARDS = frozenset(XCARDS)


def _trigger(state: State) -> Msg:
    """Which rule set off the end: the start of the result line, so a board's title shows it
    even when the line is too long for it."""
    end = state["end"]
    if end["why"] == "deck":
        return msg("teg-end-deck")
    return msg("teg-end-goal", who=B.name(state, end["by"]), goal=state["goal"])


def _exactly(items: list[str], every: frozenset[str]) -> bool:
    """Is ``items`` each of ``every`` once, with nothing else?"""
    return len(items) == len(every) and set(items) == every


def _options(opts: list[Opt]) -> tuple[Option, ...]:
    return tuple(Option(i, label) for i, label in opts)


__all__ = ["TinyEpicGalaxies", "mission_points"]


# --- the turn --------------------------------------------------------------------------------


def start_turn(state: State, g: int) -> None:
    gal = state["galaxies"][g]
    n = LEVEL_DICE[gal["empire_level"] - 1] - state["lose_die"]
    state["lose_die"] = 0
    state["steps"] = [{"kind": "play", "seat": g}]
    state["turn"] = B.new_turn(g, [roll(state) for _ in range(n)])
    B.log(state, msg("teg-log-turn", who=B.name(state, g), dice=_faces(state["turn"]["dice"])))


def end_turn(state: State) -> None:
    g = state["turn"]["seat"]
    state["turn"]["ended"] = 1
    state["turns"][g] += 1
    if state["players"] == 1:
        rogue.start_rogue_turn(state)
        return
    nxt = (g + 1) % state["players"]
    if state["end"] is not None and nxt == 0:
        finish(state)
    else:
        start_turn(state, nxt)


def _rogue_goes_on(state: State) -> None:
    """One step of the Rogue's turn, which nobody decides; its end starts the player's turn."""
    step = rogue.rogue_step(state)
    if step == "won":
        finish(state, rogue_won=True)
    elif step == "done":
        if state["end"] is not None:
            finish(state)
        else:
            start_turn(state, 0)


def finish(state: State, rogue_won: bool = False) -> None:
    state["steps"] = []
    final, detail = final_scores(state)
    if state["players"] == 1:
        reason, winners, scores = _solo_result(state, final, rogue_won)
    else:
        reason, winners, scores = _result(state, final)
    state["result"] = {"winners": winners, "scores": scores, "reason": text_to_json(reason)}
    state["detail"] = detail
    B.log(state, reason)


def _solo_result(state: State, final: list[int], rogue_won: bool) -> tuple[Msg, list[int], list[int]]:
    you, it = final[0], B.score(state, 1)
    won = not rogue_won and you > it and (you >= state["goal"] or (state["end"] and state["end"]["why"] == "deck"))
    if rogue_won:
        reason = msg("teg-end-rogue-top")
    else:
        key = "teg-end-solo-won" if won else "teg-end-solo-lost"
        reason = msg(key, trigger=_trigger(state), you=you, rogue=it)
    return reason, [0] if won else [], [you]


def _result(state: State, final: list[int]) -> tuple[Msg, list[int], list[int]]:
    n = state["players"]

    def key(g: int) -> tuple:
        gal = state["galaxies"][g]
        return (final[g], len(gal["colonies"]), gal["empire_level"], gal["energy"] + gal["culture"])

    best = max(key(g) for g in range(n))
    winners = [g for g in range(n) if key(g) == best]
    reason = msg("teg-end-won", trigger=_trigger(state), who=_seats(winners), n=len(winners), vp=final[winners[0]])
    return reason, winners, final


# --- the steps declared here: the secret missions, the turn, quitting with dice unused -------


def _still_choosing(state: State, step: dict) -> list[int]:
    """Every seat keeps a secret mission at once."""
    return [g for g, gal in enumerate(state["galaxies"][: state["players"]]) if gal["mission"] is None]


def _missions(state: State, step: dict, seat: int) -> tuple[Option, ...]:
    offer = state["galaxies"][seat]["offer"]
    return with_marks(state, "mission", seat, [Option(m, mission_label(m)) for m in offer])


def _first_offer(state: State, step: dict, seat: int, options: object) -> str:
    return state["galaxies"][seat]["offer"][0]


def _keep_mission(state: State, step: dict, seat: int, option_id: str) -> None:
    gal = state["galaxies"][seat]
    gal["mission"] = option_id
    gal["offer"].remove(option_id)
    state["mission_box"] += gal["offer"]
    gal["offer"] = []
    B.log(state, msg("teg-log-keep-mission", mission=mission_name(option_id)), to=[seat])
    if all(gal["mission"] for gal in state["galaxies"]):
        B.log(state, msg("teg-log-missions-chosen", who=B.name(state, 0)))
        start_turn(state, 0)


STEPS.add(
    TegStep(
        "mission",
        lambda state, step, seat: msg("teg-prompt-mission"),
        _missions,
        _keep_mission,
        deciders=_still_choosing,
        default=_first_offer,
        public=False,
    )
)


def _main_opts(state: State, step: dict) -> list[Opt]:
    t, g = state["turn"], state["turn"]["seat"]
    free = inactive(state)
    out: list[Opt] = [(f"a.{k}", msg("teg-opt-activate", n=k + 1, face=face_name(t["dice"][k]))) for k in free]
    if free and (not t["rerolled"] or state["galaxies"][g]["energy"] >= 1):
        out.append(("rr", msg("teg-opt-reroll-paid" if t["rerolled"] else "teg-opt-reroll-free-once")))
    if not t["converted"] and len(free) >= 3:
        out.append(("cv", msg("teg-opt-converter")))
    if state["expansion"] and btb.can_hire(state, g):
        out.append(("hire", msg("teg-opt-hire")))
    out.append(("end", msg("teg-opt-end-unused", n=len(free)) if free else msg("teg-opt-end")))
    return out


def _main(state: State, step: dict, oid: str) -> None:
    t, g = state["turn"], step["seat"]
    if oid.startswith("a."):
        k = int(oid[2:])
        face = t["dice"][k]
        t["die_states"][k] = "a"
        B.log(state, msg("teg-log-activate", who=B.name(state, g), face=face_name(face)))
        push_follow(state, g, face)
        start_action(state, g, face)
    elif oid == "rr":
        push(state, {"kind": "rr", "seat": g, "picked": [], "pick": False})
    elif oid == "cv":
        push(state, {"kind": "cv", "seat": g, "pair": None})
    elif oid == "hire":
        push(state, {"kind": "hire", "seat": g, "pilot": None, "assignment": None})
    elif inactive(state):
        push(state, {"kind": "quit", "seat": g})  # unused dice: ask once more, a slip would lose them
    else:
        end_turn(state)


def _turn_goes_on(state: State, step: dict) -> bool:
    """The turn waits for its player while a die is unused; then it ends by itself."""
    if inactive(state) or state["turn"]["ended"]:
        return True
    state["turn"]["ended"] = 1
    end_turn(state)
    return False


declare("play", _main_opts, _main, lambda state, step: msg("teg-prompt-turn"), rest=_turn_goes_on)


def _quit_opts(state: State, fr: dict) -> list[Opt]:
    return [("yes", msg("teg-opt-quit-yes")), ("no", msg("teg-opt-quit-no"))]


def _quit_act(state: State, fr: dict, oid: str) -> None:
    pop(state)
    if oid == "yes":
        end_turn(state)


declare("quit", _quit_opts, _quit_act, lambda s, f: msg("teg-prompt-quit", n=len(inactive(s))))
