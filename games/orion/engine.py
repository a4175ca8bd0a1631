"""The ORION Duel engine: set-up, turns as tile → orientation → cell, and the end of the game.

Seat 0 plays blue, seat 1 orange. The *leader* (a table setting, to swap between games of a
series) places the galaxies in the players' choice set-up and, in every set-up, chooses who
starts. Phases: "galaxies" → "holes" (players' choice only) → "start" → "play" → "over".
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any

from games.core import Decision, Engine, IllegalMove, Option, Outcome, Setting, State, Variant, clone, log, seat_label
from games.orion import rules, setup
from games.orion.board import BY_NAME, N_CELLS, NAMES
from games.orion.tiles import KIND, KIND_IDS, ORIENTATION, ORIENTATIONS, PLACEMENT_AT, describe, footprint
from games.orion.view import COLOUR_NAMES, build_view, unpack_tile

SETUPS = ("random", "layout1", "layout2", "layout3", "choice")
LEADERS = ("seat1", "seat2")
BACK = "back"


def _article(noun: str) -> str:
    """``noun`` with "a" or "an" before it, for the log ("an own domino", "a triangle")."""
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def seat_and_colour(seat: int) -> str:
    """A seat as ORION's texts name it: its label and its colour, "Seat 1 (blue)"."""
    return f"{seat_label(seat)} ({COLOUR_NAMES[seat]})"


class OrionEngine(Engine):
    id = "orion"
    name = "ORION Duel"
    min_players = 2
    max_players = 2
    typical_players = 2
    settings = (
        Setting(
            "setup",
            SETUPS,
            "random",
            "Token set-up. choice: the rulebook's own (the leader places the galaxies, the other player "
            "the black holes); layout1-3: fixed layouts for a quick first game (the digital edition's); "
            "random: a computer draw (the digital edition's, not in the printed rules).",
        ),
        Setting(
            "leader",
            LEADERS,
            "seat1",
            "Who places the galaxies (choice set-up) and picks who starts. /orrery rematch swaps it, "
            "so the roles alternate between games as the rulebook asks.",
        ),
    )
    summary = "Hex-tile duel: link constellations, gather galaxies, push black holes on your opponent."
    # the rules players read are in RULES.md beside this file (``Engine.rules_reference``)
    max_decisions = 3000

    def rematch_options(self, options: dict[str, str]) -> dict[str, str]:
        """In a series the roles alternate: the other player places the galaxies and picks who starts."""
        leader = options.get("leader", "seat1")
        return {**options, "leader": "seat2" if leader == "seat1" else "seat1"}

    def variants(self) -> list[Variant]:
        return [
            Variant(2, {"setup": "random"}),
            Variant(2, {"setup": "layout1"}),
            Variant(2, {"setup": "layout2", "leader": "seat2"}),
            Variant(2, {"setup": "layout3"}),
            Variant(2, {"setup": "choice"}),
            Variant(2, {"setup": "choice", "leader": "seat2"}),
        ]

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, state: State) -> None:
        opts = state["options"]
        leader = LEADERS.index(opts["leader"])
        state.update(
            phase="galaxies",
            leader=leader,
            galaxies=[],
            holes=[],
            colour="." * N_CELLS,
            tokens="." * N_CELLS,
            placements=[],
            left=[{k: KIND[k].count for k in KIND_IDS} for _ in range(2)],
            turn=leader,
            sel={"kind": None, "ori": None},
            result=None,
        )
        mode = opts["setup"]
        if mode == "choice":
            state["witness"] = [list(g) for g in setup.LAYOUTS["layout1"]]
            state["offer"] = setup.choice_cells([], [], setup.LAYOUTS["layout1"])
            log(state, f"Players' choice set-up: {seat_and_colour(leader)} places the 8 galaxies.")
            return
        galaxies, holes = setup.random_layout(state) if mode == "random" else setup.LAYOUTS[mode]
        state["galaxies"], state["holes"] = list(galaxies), list(holes)
        self._write_tokens(state)
        state["phase"] = "start"
        label = "Random layout" if mode == "random" else f"Predefined layout {mode[-1]}"
        log(state, f"{label} set out. {seat_and_colour(leader)} chooses who starts.")

    @staticmethod
    def _write_tokens(state: State) -> None:
        t = ["."] * N_CELLS
        for c in state["galaxies"]:
            t[c] = "G"
        for c in state["holes"]:
            t[c] = "H"
        state["tokens"] = "".join(t)

    # --- decisions -------------------------------------------------------------------------
    def pending(self, state: State) -> list[Decision]:
        phase = state["phase"]
        leader = state["leader"]
        if phase == "over":
            return []
        if phase in ("galaxies", "holes"):
            galaxy = phase == "galaxies"
            n = len(state["galaxies"]) + 1 if galaxy else len(state["holes"]) + 1
            what = f"galaxy {n} of 8" if galaxy else f"black hole {n} of 7"
            options = tuple(Option(NAMES[c], NAMES[c], NAMES[c]) for c in state["offer"])
            seat = leader if galaxy else 1 - leader
            return [Decision(seat, f"Choose the cell for {what}", options, options[0].id, True)]
        if phase == "start":
            options = (Option("me", "I play first"), Option("other", "My opponent plays first"))
            return [Decision(leader, "Who lays the first tile?", options, "me", True)]
        return [self._play_decision(state)]

    def _play_decision(self, state: State) -> Decision:
        seat = state["turn"]
        kind, ori = state["sel"]["kind"], state["sel"]["ori"]
        own, opp = COLOUR_NAMES[seat], COLOUR_NAMES[1 - seat]
        pos = rules.Position.of(state)
        if kind is None:
            left = state["left"][seat]
            options = tuple(
                Option(k, f"{KIND[k].name.capitalize()}: {_colours(k, own, opp)} (×{left[k]} left)", tile_code(k))
                for k in rules.playable_kinds(pos, seat, left)
            )
            return Decision(seat, "Which tile do you lay?", options, options[0].id, True)
        table = rules.legal_anchors(pos, seat, kind)
        back = Option(BACK, "Back: choose another tile")
        if ori is None:
            options = tuple(Option(o, describe(kind, o, own, opp), orientation_code(kind, o)) for o in table)
            prompt = f"Orientation of your {KIND[kind].name} (arrows step from the first hex)"
            return Decision(seat, prompt, (*options, back), options[0].id, True)
        options = _cell_options(kind, ori, table[ori], seat)
        if len(ORIENTATIONS[kind]) > 1:
            back = Option(BACK, "Back: choose another orientation")
        prompt = f"Cell for the first hex of your {KIND[kind].name}"
        return Decision(seat, prompt, (*options, back), options[0].id, True)

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        phase = state["phase"]
        if phase in ("galaxies", "holes"):
            self._place_token(state, BY_NAME[option_id])
        elif phase == "start":
            first = seat if option_id == "me" else 1 - seat
            state["turn"] = first
            state["phase"] = "play"
            log(
                state,
                f"{seat_and_colour(seat)} lets {seat_and_colour(first)} start."
                if first != seat
                else f"{seat_and_colour(seat)} will start.",
            )
        else:
            self._play_step(state, seat, option_id)

    def _place_token(self, state: State, cell: int) -> None:
        galaxies, holes = state["galaxies"], state["holes"]
        witness = setup.completion_after(galaxies, holes, tuple(state["witness"]), cell)
        if witness is None:  # cannot happen: only such cells are offered
            raise IllegalMove("A token there would leave no legal way to finish the set-up.")
        state["witness"] = [list(witness[0]), list(witness[1])]
        if state["phase"] == "galaxies":
            galaxies.append(cell)
            log(state, f"{seat_and_colour(state['leader'])} places galaxy {len(galaxies)} on {NAMES[cell]}.")
            if len(galaxies) == setup.GALAXIES:
                state["phase"] = "holes"
                log(state, f"{seat_and_colour(1 - state['leader'])} now places the 7 black holes.")
        else:
            holes.append(cell)
            log(state, f"{seat_and_colour(1 - state['leader'])} places black hole {len(holes)} on {NAMES[cell]}.")
        self._write_tokens(state)
        if len(holes) == setup.BLACK_HOLES:
            state["phase"] = "start"
            del state["witness"], state["offer"]
            log(state, f"Set-up done. {seat_and_colour(state['leader'])} chooses who starts.")
        else:
            state["offer"] = setup.choice_cells(galaxies, holes, state["witness"])

    def _play_step(self, state: State, seat: int, option_id: str) -> None:
        sel = state["sel"]
        if option_id == BACK:
            if sel["ori"] is not None and len(ORIENTATIONS[sel["kind"]]) > 1:
                sel["ori"] = None
            else:
                sel["kind"] = sel["ori"] = None
            return
        if sel["kind"] is None:
            sel["kind"] = option_id
            if len(ORIENTATIONS[option_id]) == 1:  # the single hex has nothing to turn
                sel["ori"] = ORIENTATIONS[option_id][0].id
            return
        if sel["ori"] is None:
            sel["ori"] = option_id
            return
        self._lay(state, seat, sel["kind"], sel["ori"], BY_NAME[option_id])

    def _lay(self, state: State, seat: int, kind: str, ori: str, anchor: int) -> None:
        """Put the tile down, then judge the conditions and pass the turn."""
        p = PLACEMENT_AT[(kind, ori, anchor)]
        colour = list(state["colour"])
        for cell, side in zip(p.cells, p.sides, strict=True):
            colour[cell] = str(seat if side == "own" else 1 - seat)
        state["colour"] = "".join(colour)
        state["placements"].append(f"{seat}/{kind}/{ori}/{NAMES[anchor]}")
        state["left"][seat][kind] -= 1
        state["sel"] = {"kind": None, "ori": None}
        own, opp = COLOUR_NAMES[seat], COLOUR_NAMES[1 - seat]
        log(state, f"{seat_and_colour(seat)} lays {_article(KIND[kind].name)} on {footprint(p, own, opp)}.")
        self._judge(state, seat)

    def _judge(self, state: State, mover: int) -> None:
        stand = rules.standings(state)
        counts = [s.conditions for s in stand]
        if counts[0] != counts[1]:
            win = 0 if counts[0] > counts[1] else 1
            why = "; ".join(stand[win].met())
            self._finish(state, (win,), [float(c) for c in counts], f"{seat_and_colour(win)} wins: {why}.")
            return
        if not any(n for left in state["left"] for n in left.values()):
            score = [rules.tiebreak(state, s) for s in (0, 1)]
            tail = f"galaxies minus black holes under each colour: {score[0]} to {score[1]}"
            if score[0] == score[1]:
                self._finish(state, (), [float(v) for v in score], f"All tiles laid, a draw ({tail}).")
            else:
                win = 0 if score[0] > score[1] else 1
                self._finish(
                    state, (win,), [float(v) for v in score], f"All tiles laid; {seat_and_colour(win)} wins ({tail})."
                )
            return
        nxt = 1 - mover
        state["turn"] = nxt
        if not rules.playable_kinds(rules.Position.of(state), nxt, state["left"][nxt]):
            self._finish(state, (mover,), None, f"{seat_and_colour(nxt)} cannot lay any tile and loses.")

    @staticmethod
    def _finish(state: State, winners: tuple[int, ...], scores: list[float] | None, reason: str) -> None:
        state["phase"] = "over"
        state["result"] = {"winners": list(winners), "scores": scores, "reason": reason}
        log(state, reason)

    # --- reading the state -----------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        return Outcome(tuple(r["winners"]), None if r["scores"] is None else tuple(r["scores"]), r["reason"])

    def candidates(self, state: State) -> list[int]:
        """The cells the pending decision offers (token cells, or anchor cells), else []."""
        phase = state["phase"]
        if phase in ("galaxies", "holes"):
            return list(state["offer"])
        if phase == "play" and state["sel"]["ori"] is not None:
            kind, ori = state["sel"]["kind"], state["sel"]["ori"]
            return list(rules.legal_anchors(rules.Position.of(state), state["turn"], kind)[ori])
        return []

    def orientations(self, state: State) -> list[str]:
        """The orientations offered when the pending decision is one, else []."""
        sel = state["sel"]
        if state["phase"] != "play" or sel["kind"] is None or sel["ori"] is not None:
            return []
        return list(rules.legal_anchors(rules.Position.of(state), state["turn"], sel["kind"]))

    def status(self, state: State) -> str:
        phase = state["phase"]
        if phase == "over":
            return state["result"]["reason"]
        if phase == "galaxies":
            return f"{seat_and_colour(state['leader'])} to place galaxy {len(state['galaxies']) + 1} of 8"
        if phase == "holes":
            return f"{seat_and_colour(1 - state['leader'])} to place black hole {len(state['holes']) + 1} of 7"
        if phase == "start":
            return f"{seat_and_colour(state['leader'])} to choose who starts"
        seat, sel = state["turn"], state["sel"]
        if sel["kind"] is None:
            return f"{seat_and_colour(seat)} to lay a tile"
        if sel["ori"] is None:
            return f"{seat_and_colour(seat)} to turn the {KIND[sel['kind']].name}"
        return f"{seat_and_colour(seat)} to choose a cell for the {KIND[sel['kind']].name}"

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, self.view_header(state, seat), self.candidates(state), self.orientations(state))

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        twin = clone(state)  # nothing is hidden in this game
        twin["rng"] = rng.getrandbits(64)
        return twin

    def check_invariants(self, state: State) -> None:
        galaxies, holes = state["galaxies"], state["holes"]
        assert len(state["colour"]) == N_CELLS and len(state["tokens"]) == N_CELLS
        assert setup.spacing_ok(galaxies, holes), "token spacing broken"
        assert len(set(galaxies) | set(holes)) == len(galaxies) + len(holes), "two tokens on one cell"
        assert state["tokens"].count("G") == len(galaxies) and state["tokens"].count("H") == len(holes)
        if state["phase"] in ("start", "play", "over"):
            assert (len(galaxies), len(holes)) == (setup.GALAXIES, setup.BLACK_HOLES)
        if state["phase"] in ("galaxies", "holes"):
            assert state["offer"], "the set-up must always offer a cell"
            wg, wh = state["witness"]
            assert setup.spacing_ok(galaxies + wg, holes + wh), "the set-up witness is not legal"
            assert len(galaxies) + len(wg) == setup.GALAXIES and len(holes) + len(wh) == setup.BLACK_HOLES
        # replay the tiles on an empty board: each was legal when laid, and they make the board
        replay = {"colour": "." * N_CELLS, "tokens": state["tokens"]}
        laid = [[0] * len(KIND_IDS) for _ in range(2)]
        seats = []
        for entry in state["placements"]:
            s, kind, tile = unpack_tile(entry)
            seats.append(s)
            assert rules.is_legal(rules.Position.of(replay), s, tile), f"illegal tile in history: {entry}"
            colour = list(replay["colour"])
            for cell, side in zip(tile.cells, tile.sides, strict=True):
                colour[cell] = str(s if side == "own" else 1 - s)
            replay["colour"] = "".join(colour)
            laid[s][KIND_IDS.index(kind)] += 1
        assert replay["colour"] == state["colour"], "board does not match the tiles laid"
        for s in (0, 1):
            for i, k in enumerate(KIND_IDS):
                assert laid[s][i] + state["left"][s][k] == KIND[k].count, f"tile count of {k} for seat {s}"
        assert all(a != b for a, b in itertools.pairwise(seats)), "a seat laid two tiles in a row"
        if state["phase"] == "play":
            counts = [s.conditions for s in rules.standings(state)]
            assert counts[0] == counts[1], "unequal conditions but the game goes on"
            sel = state["sel"]
            if sel["kind"] is not None:
                assert state["left"][state["turn"]][sel["kind"]] > 0
                assert sel["ori"] is None or (sel["kind"], sel["ori"]) in ORIENTATION
        assert (state["phase"] == "over") == (state["result"] is not None)


@lru_cache(maxsize=1024)
def _cell_options(kind: str, ori: str, anchors: tuple[int, ...], seat: int) -> tuple[Option, ...]:
    own, opp = COLOUR_NAMES[seat], COLOUR_NAMES[1 - seat]
    return tuple(
        Option(NAMES[a], f"{NAMES[a]}: {footprint(PLACEMENT_AT[(kind, ori, a)], own, opp)}", NAMES[a]) for a in anchors
    )


# option codes: a cell is its own name (printed on the board); tiles and orientations are
# numbered in the order the picture draws them


def tile_code(kind: str) -> str:
    return f"T{KIND_IDS.index(kind) + 1}"


def orientation_code(kind: str, ori: str) -> str:
    return f"O{[o.id for o in ORIENTATIONS[kind]].index(ori) + 1}"


def _colours(kind: str, own: str, opp: str) -> str:
    return "-".join(own if s == "own" else opp for *_, s in KIND[kind].hexes)
