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

from games.core import Decision, Engine, IllegalMove, Option, Outcome, Setting, State, Variant, clone, log
from games.i18n import Msg, Seat, Text, msg, text_from_json, text_to_json
from games.orion import rules, setup
from games.orion.board import BY_NAME, N_CELLS, NAMES
from games.orion.tiles import (
    KIND,
    KIND_IDS,
    ORIENTATION,
    ORIENTATIONS,
    PLACEMENT_AT,
    chain,
    colour_name,
    describe,
    footprint,
    tile_name,
)
from games.orion.view import build_view, unpack_tile

SETUPS = ("random", "layout1", "layout2", "layout3", "choice")
LEADERS = ("seat1", "seat2")
BACK = "back"


@lru_cache(maxsize=2)
def seat_and_colour(seat: int) -> Msg:
    """A seat as ORION's texts name it: its player and its colour, "Seat 1 (blue)"."""
    return msg("orion-seat", seat=Seat(seat), colour=colour_name(seat))


class OrionEngine(Engine):
    id = "orion"
    name = "ORION Duel"
    #: nothing in this game is hidden: no seat has a private view to show (no "My hand")
    hidden = False
    min_players = 2
    max_players = 2
    typical_players = 2
    settings = (
        Setting(
            "setup",
            SETUPS,
            "random",
            msg("orion-setting-setup"),
        ),
        Setting(
            "leader",
            LEADERS,
            "seat1",
            msg("orion-setting-leader"),
        ),
    )
    summary = msg("orion-summary")
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
            log(state, msg("orion-log-choice-setup", seat=seat_and_colour(leader)))
            return
        galaxies, holes = setup.random_layout(state) if mode == "random" else setup.LAYOUTS[mode]
        state["galaxies"], state["holes"] = list(galaxies), list(holes)
        self._write_tokens(state)
        state["phase"] = "start"
        if mode == "random":
            log(state, msg("orion-log-random-setup", seat=seat_and_colour(leader)))
        else:
            log(state, msg("orion-log-layout-setup", n=int(mode[-1]), seat=seat_and_colour(leader)))

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
            prompt = msg("orion-prompt-galaxy" if galaxy else "orion-prompt-hole", n=n)
            options = tuple(Option(NAMES[c], msg("orion-option-cell", cell=NAMES[c]), NAMES[c]) for c in state["offer"])
            seat = leader if galaxy else 1 - leader
            return [Decision(seat, prompt, options, options[0].id, True)]
        if phase == "start":
            options = (Option("me", msg("orion-option-me-first")), Option("other", msg("orion-option-other-first")))
            return [Decision(leader, msg("orion-prompt-start"), options, "me", True)]
        return [self._play_decision(state)]

    def _play_decision(self, state: State) -> Decision:
        seat = state["turn"]
        kind, ori = state["sel"]["kind"], state["sel"]["ori"]
        pos = rules.Position.of(state)
        if kind is None:
            left = state["left"][seat]
            options = tuple(_tile_option(k, seat, left[k]) for k in rules.playable_kinds(pos, seat, left))
            return Decision(seat, _TILE_PROMPT, options, options[0].id, True)
        table = rules.legal_anchors(pos, seat, kind)
        back = Option(BACK, msg("orion-option-back-tile"))
        if ori is None:
            options = tuple(Option(o, describe(kind, o, seat), orientation_code(kind, o)) for o in table)
            prompt = msg("orion-prompt-orientation", tile=tile_name(kind, "the"))
            return Decision(seat, prompt, (*options, back), options[0].id, True)
        options = _cell_options(kind, ori, table[ori], seat)
        if len(ORIENTATIONS[kind]) > 1:
            back = Option(BACK, msg("orion-option-back-orientation"))
        prompt = msg("orion-prompt-cell", tile=tile_name(kind, "the"))
        return Decision(seat, prompt, (*options, back), options[0].id, True)

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        phase = state["phase"]
        if phase in ("galaxies", "holes"):
            self._place_token(state, BY_NAME[option_id])
        elif phase == "start":
            first = seat if option_id == "me" else 1 - seat
            state["turn"] = first
            state["phase"] = "play"
            if first != seat:
                log(state, msg("orion-log-lets-start", seat=seat_and_colour(seat), first=seat_and_colour(first)))
            else:
                log(state, msg("orion-log-will-start", seat=seat_and_colour(seat)))
        else:
            self._play_step(state, seat, option_id)

    def _place_token(self, state: State, cell: int) -> None:
        galaxies, holes = state["galaxies"], state["holes"]
        witness = setup.completion_after(galaxies, holes, tuple(state["witness"]), cell)
        if witness is None:  # cannot happen: only such cells are offered
            raise IllegalMove(msg("orion-refuse-no-finish"))
        state["witness"] = [list(witness[0]), list(witness[1])]
        if state["phase"] == "galaxies":
            galaxies.append(cell)
            log(
                state, msg("orion-log-galaxy", seat=seat_and_colour(state["leader"]), n=len(galaxies), cell=NAMES[cell])
            )
            if len(galaxies) == setup.GALAXIES:
                state["phase"] = "holes"
                log(state, msg("orion-log-holes-next", seat=seat_and_colour(1 - state["leader"])))
        else:
            holes.append(cell)
            log(state, msg("orion-log-hole", seat=seat_and_colour(1 - state["leader"]), n=len(holes), cell=NAMES[cell]))
        self._write_tokens(state)
        if len(holes) == setup.BLACK_HOLES:
            state["phase"] = "start"
            del state["witness"], state["offer"]
            log(state, msg("orion-log-setup-done", seat=seat_and_colour(state["leader"])))
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
        log(
            state,
            msg("orion-log-lays", seat=seat_and_colour(seat), tile=tile_name(kind, "a"), cells=footprint(p, seat)),
        )
        self._judge(state, seat)

    def _judge(self, state: State, mover: int) -> None:
        stand = rules.standings(state)
        counts = [s.conditions for s in stand]
        if counts[0] != counts[1]:
            win = 0 if counts[0] > counts[1] else 1
            why = chain([msg(f"orion-condition-{c}") for c in stand[win].met()], "orion-and")
            self._finish(
                state,
                (win,),
                [float(c) for c in counts],
                msg("orion-end-conditions", seat=seat_and_colour(win), why=why),
            )
            return
        if not any(n for left in state["left"] for n in left.values()):
            score = [rules.tiebreak(state, s) for s in (0, 1)]
            if score[0] == score[1]:
                reason = msg("orion-end-draw", blue=score[0], orange=score[1])
                self._finish(state, (), [float(v) for v in score], reason)
            else:
                win = 0 if score[0] > score[1] else 1
                reason = msg("orion-end-tiebreak", seat=seat_and_colour(win), blue=score[0], orange=score[1])
                self._finish(state, (win,), [float(v) for v in score], reason)
            return
        nxt = 1 - mover
        state["turn"] = nxt
        if not rules.playable_kinds(rules.Position.of(state), nxt, state["left"][nxt]):
            self._finish(state, (mover,), None, msg("orion-end-stuck", seat=seat_and_colour(nxt)))

    @staticmethod
    def _finish(state: State, winners: tuple[int, ...], scores: list[float] | None, reason: Msg) -> None:
        state["phase"] = "over"
        state["result"] = {"winners": list(winners), "scores": scores, "reason": text_to_json(reason)}
        log(state, reason)

    # --- reading the state -----------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        r = state["result"]
        if r is None:
            return None
        scores = None if r["scores"] is None else tuple(r["scores"])
        return Outcome(tuple(r["winners"]), scores, self.reason(state))

    @staticmethod
    def reason(state: State) -> Text:
        """Why the game ended: a message (a plain English sentence in a game that ended before
        messages existed; it still reads, in English)."""
        return text_from_json(state["result"]["reason"])

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

    def status(self, state: State) -> Text:
        phase = state["phase"]
        if phase == "over":
            return self.reason(state)  # (an English sentence in a game that ended before messages existed)
        if phase == "galaxies":
            return msg("orion-status-galaxy", seat=seat_and_colour(state["leader"]), n=len(state["galaxies"]) + 1)
        if phase == "holes":
            return msg("orion-status-hole", seat=seat_and_colour(1 - state["leader"]), n=len(state["holes"]) + 1)
        if phase == "start":
            return msg("orion-status-start", seat=seat_and_colour(state["leader"]))
        seat, sel = state["turn"], state["sel"]
        if sel["kind"] is None:
            return msg("orion-status-tile", seat=seat_and_colour(seat))
        if sel["ori"] is None:
            return msg("orion-status-turn", seat=seat_and_colour(seat), tile=tile_name(sel["kind"], "the"))
        return msg("orion-status-cell", seat=seat_and_colour(seat), tile=tile_name(sel["kind"], "the"))

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
    return tuple(
        Option(
            NAMES[a],
            msg("orion-option-cell-tile", cell=NAMES[a], cells=footprint(PLACEMENT_AT[(kind, ori, a)], seat)),
            NAMES[a],
        )
        for a in anchors
    )


# option codes: a cell is its own name (printed on the board); tiles and orientations are
# numbered in the order the picture draws them


def tile_code(kind: str) -> str:
    return f"T{KIND_IDS.index(kind) + 1}"


def orientation_code(kind: str, ori: str) -> str:
    return f"O{[o.id for o in ORIENTATIONS[kind]].index(ori) + 1}"


_TILE_PROMPT = msg("orion-prompt-tile")


@lru_cache(maxsize=256)
def _tile_option(kind: str, seat: int, left: int) -> Option:
    """The option that picks a tile kind: its name, its colours and how many are left (built
    once: messages are immutable, and this is asked on every turn)."""
    label = msg("orion-option-tile", tile=tile_name(kind), colours=_colours(kind, seat), n=left)
    return Option(kind, label, tile_code(kind))


def _colours(kind: str, seat: int) -> Msg:
    """A tile's colours hex by hex, "blue-blue-orange" for blue's straight three."""
    return chain([colour_name(seat if s == "own" else 1 - seat) for *_, s in KIND[kind].hexes], "orion-dash")
