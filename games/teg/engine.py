"""The Tiny Epic Galaxies engine: set-up, the turn, the end, views and hidden information.

The game is composed here: ``abilities``, ``btb`` (the expansion) and ``rogue`` register their
frame kinds and abilities into the tables of ``frames`` and ``abilities`` when imported.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import (
    ASK,
    NEVER,
    Decision,
    Engine,
    Option,
    Outcome,
    Reaction,
    Setting,
    State,
    Variant,
    blank_unseen_log,
    clone,
    shuffle,
)
from games.i18n import Msg, Seat, msg, text_from_json, text_to_json
from games.teg import abilities, btb, rogue  # noqa: F401 (abilities: imported for its registrations)
from games.teg import board as B
from games.teg.actions import follow_act, follow_opts, follow_step, inactive, push_follow, roll, start_action
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
from games.teg.frames import KINDS, FrameKind, pop, push, register
from games.teg.marks import note_changes, snapshot, with_marks
from games.teg.rules import SCHEMA
from games.teg.scoring import final_scores, mission_points
from games.teg.upgrade import upgrade_state
from games.teg.view import build_view

Opt = tuple[str, str]

ALWAYS = "always"
FOLLOW = Reaction(
    "teg.follow",
    msg("teg-reaction-follow"),
    (
        Option(ASK, msg("teg-reaction-ask")),
        Option(ALWAYS, msg("teg-reaction-always")),
        Option(NEVER, msg("teg-reaction-never")),
    ),
)
"""Following a rival's activated die: the one reactive decision of the game."""


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


class TinyEpicGalaxies(Engine):
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
            stack=[],
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
            self._start_turn(state, 0)
        else:
            state["phase"] = "mission"
            B.log(state, msg("teg-log-missions"))

    # --- who decides -----------------------------------------------------------------
    def pending(self, state: State) -> list[Decision]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "mission":
            return [
                Decision(
                    g,
                    msg("teg-prompt-mission"),
                    with_marks(
                        state,
                        "mission",
                        g,
                        [Option(m, mission_label(m)) for m in gal["offer"]],
                    ),
                    gal["offer"][0],
                    public=False,
                )
                for g, gal in enumerate(state["galaxies"][: state["players"]])
                if gal["mission"] is None
            ]
        if state["stack"]:
            fr = state["stack"][-1]
            if fr["kind"] == "fol":
                opts = _options(follow_opts(state, fr))
                prompt = msg("teg-prompt-follow", who=B.name(state, fr["by"]), face=face_name(fr["face"]))
                return [
                    Decision(g, prompt, opts, "p", True, reactive=FOLLOW.kind) for g in fr["ask"] if g not in fr["done"]
                ]
            k = KINDS[fr["kind"]]
            opts = with_marks(state, fr["kind"], fr["seat"], _options(k.options(state, fr)))
            return [Decision(fr["seat"], k.prompt(state, fr), opts, opts[0].id, k.public)]
        g = state["turn"]["seat"]
        opts = with_marks(state, "play", g, _options(self._main_opts(state)))
        return [Decision(g, msg("teg-prompt-turn"), opts, opts[0].id, True)]

    def _main_opts(self, state: State) -> list[Opt]:
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

    # --- doing -----------------------------------------------------------------------
    def _note_changes(self, before: State, after: State) -> None:
        note_changes(after, snapshot(before))

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        if state["phase"] == "mission":
            gal = state["galaxies"][seat]
            gal["mission"] = option_id
            gal["offer"].remove(option_id)
            state["mission_box"] += gal["offer"]
            gal["offer"] = []
            B.log(state, msg("teg-log-keep-mission", mission=mission_name(option_id)), to=[seat])
            if all(gal["mission"] for gal in state["galaxies"]):
                B.log(state, msg("teg-log-missions-chosen", who=B.name(state, 0)))
                self._start_turn(state, 0)
        elif state["stack"]:
            fr = state["stack"][-1]
            if fr["kind"] == "fol":
                follow_act(state, fr, seat, option_id)
            else:
                KINDS[fr["kind"]].act(state, fr, option_id)
                if fr["kind"] == "quit" and option_id == "yes":
                    self._end_turn(state)
        else:
            self._main(state, seat, option_id)
        self._settle(state)

    def _main(self, state: State, g: int, oid: str) -> None:
        t = state["turn"]
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
            self._end_turn(state)

    def _settle(self, state: State) -> None:
        """Run what needs nobody's decision, until someone must decide or the game is over."""
        while state["phase"] != "over":
            B.update_scores(state)
            stack = state["stack"]
            if stack:
                fr = stack[-1]
                if fr["kind"] == "fol":
                    if follow_step(state, fr):
                        return  # waiting for answers
                    continue
                opts = KINDS[fr["kind"]].options(state, fr)
                if len(opts) > 1:
                    return
                if opts:  # a choice with one answer is made at once
                    KINDS[fr["kind"]].act(state, fr, opts[0][0])
                else:
                    stack.pop()  # nothing left to choose: the action fizzles
                continue
            if state["phase"] == "play" and not inactive(state) and not state["turn"]["ended"]:
                state["turn"]["ended"] = 1  # every die is used: the turn ends by itself
                self._end_turn(state)
                continue
            if state["phase"] in ("play", "mission"):
                return
            step = rogue.rogue_step(state)
            if step == "won":
                self._finish(state, rogue_won=True)
            elif step == "done":
                if state["end"] is not None:
                    self._finish(state)
                else:
                    self._start_turn(state, 0)

    def _start_turn(self, state: State, g: int) -> None:
        gal = state["galaxies"][g]
        n = LEVEL_DICE[gal["empire_level"] - 1] - state["lose_die"]
        state["lose_die"] = 0
        state["phase"] = "play"
        state["turn"] = B.new_turn(g, [roll(state) for _ in range(n)])
        B.log(state, msg("teg-log-turn", who=B.name(state, g), dice=_faces(state["turn"]["dice"])))

    def _end_turn(self, state: State) -> None:
        g = state["turn"]["seat"]
        state["turn"]["ended"] = 1
        state["turns"][g] += 1
        if state["players"] == 1:
            rogue.start_rogue_turn(state)
            return
        nxt = (g + 1) % state["players"]
        if state["end"] is not None and nxt == 0:
            self._finish(state)
        else:
            self._start_turn(state, nxt)

    def _finish(self, state: State, rogue_won: bool = False) -> None:
        state["phase"] = "over"
        state["stack"] = []
        final, detail = final_scores(state)
        n = state["players"]
        if n == 1:
            you, it = final[0], B.score(state, 1)
            won = (
                not rogue_won
                and you > it
                and (you >= state["goal"] or (state["end"] and state["end"]["why"] == "deck"))
            )
            if rogue_won:
                reason = msg("teg-end-rogue-top")
            else:
                key = "teg-end-solo-won" if won else "teg-end-solo-lost"
                reason = msg(key, trigger=_trigger(state), you=you, rogue=it)
            state["result"] = {"winners": [0] if won else [], "scores": [you], "reason": text_to_json(reason)}
        else:

            def key(g: int) -> tuple:
                gal = state["galaxies"][g]
                return (final[g], len(gal["colonies"]), gal["empire_level"], gal["energy"] + gal["culture"])

            best = max(key(g) for g in range(n))
            winners = [g for g in range(n) if key(g) == best]
            reason = msg(
                "teg-end-won", trigger=_trigger(state), who=_seats(winners), n=len(winners), vp=final[winners[0]]
            )
            state["result"] = {"winners": winners, "scores": final, "reason": text_to_json(reason)}
        state["detail"] = detail
        B.log(state, reason)

    def outcome(self, state: State) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        # (a game finished before messages existed keeps its English reason)
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
        return state["turn"]["seat"] if state["phase"] == "play" else None

    def held_decision(self, state: State, seat: int) -> Decision | None:
        """The decision ``seat``, whose turn it is, faces once the open follow round closes if
        nobody follows: what it may choose ahead. Read only from what ``seat`` sees: the
        answers already given stay unread (a follow is sealed), and nothing is told once the
        turn would pass (the next player's dice are not rolled yet)."""
        top = state["stack"][-1] if state["stack"] else None
        if state["phase"] != "play" or state["turn"]["seat"] != seat or top is None or top["kind"] != "fol":
            return None
        s = clone(state)
        fr = s["stack"][-1]
        fr["done"], fr["yes"] = list(fr["ask"]), []
        fr.pop("sealed", None)
        self._settle(s)
        ds = self.pending(s)
        same_turn = s["phase"] == "play" and s["turn"]["seat"] == seat and sum(s["turns"]) == sum(state["turns"])
        if same_turn and len(ds) == 1 and ds[0].seat == seat and not ds[0].reactive:
            return ds[0]
        return None

    def status(self, state: State) -> Msg | str:
        if state["phase"] == "over":
            return text_from_json(state["result"]["reason"])
        if state["phase"] == "mission":
            return msg("teg-status-missions")
        decisions = self.pending(state)
        who = _seats([d.seat for d in decisions])
        top = state["stack"][-1] if state["stack"] else None
        if top is not None and top["kind"] == "fol":
            # who has answered shows, never what: a follow is sealed until all are in
            return msg(
                "teg-status-follow", who=who, prompt=decisions[0].prompt, done=len(top["done"]), asked=len(top["ask"])
            )
        if (
            state["stack"]
            and state["stack"][-1]["kind"] not in ("fol", "rpay")
            and decisions[0].seat != state["turn"]["seat"]
        ):
            return msg("teg-status-following", who=who, prompt=decisions[0].prompt)
        if not state["stack"]:
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
        if s["phase"] != "over":
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
        for fr in s["stack"]:
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
            drawn = [fr["drawn"] for fr in state["stack"] if fr["kind"] == "xp" and fr["drawn"]]
            xs = (
                state["exploration_deck"]
                + state["exploration_row"]
                + drawn
                + [c for gal in gals[:n] for c in gal["explored"] + gal["danger_cards"]]
            )
            assert _exactly(xs, _ALL_XCARDS), "each exploration card in one place"
            assert len(state["exploration_row"]) <= 3
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


def _quit_opts(state: State, fr: dict) -> list[Opt]:
    return [("yes", msg("teg-opt-quit-yes")), ("no", msg("teg-opt-quit-no"))]


def _quit_act(state: State, fr: dict, oid: str) -> None:
    pop(state, fr)  # "yes" then ends the turn in the engine's _apply


register(FrameKind("quit", _quit_opts, _quit_act, lambda s, f: msg("teg-prompt-quit", n=len(inactive(s)))))

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
