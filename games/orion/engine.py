"""The ORION Duel engine: set-up, turns as tile → orientation → cell, and the end of the game.

Seat 0 plays blue, seat 1 orange. The *leader* (a table setting, to swap between games of a
series) places the galaxies in the players' choice set-up and, in every set-up, chooses who
starts. The steps (``games.steps``), in order: "galaxy" and "hole" (the players' choice set-up
only) → "start" → "tile" → "orientation" → "cell" → "tile" of the other player …; none once the
game is over. ``phase`` names the stage for the view: galaxies, holes, start, play or over.
"""

from __future__ import annotations

import itertools
import random
from functools import cache, lru_cache
from typing import Any

from games.core import IllegalMove, Option, Outcome, Setting, State, Variant, clone, log
from games.i18n import Msg, Seat, StoredText, Text, msg, text_from_json, text_to_json
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
from games.steps import Step, StepEngine, StepKind, StepTable, replace, top

SETUPS = ("random", "layout1", "layout2", "layout3", "choice")
LEADERS = ("seat1", "seat2")
BACK = "back"


@lru_cache(maxsize=2)
def seat_and_colour(seat: int) -> Msg:
    """A seat as ORION's texts name it: its player and its colour, "Seat 1 (blue)"."""
    return msg("orion-seat", seat=Seat(seat), colour=colour_name(seat))


class OrionEngine(StepEngine):
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
            steps=[{"kind": "galaxy", "seat": leader}],
            leader=leader,
            galaxies=[],
            holes=[],
            colour="." * N_CELLS,
            tokens="." * N_CELLS,
            placements=[],
            left=[{k: KIND[k].count for k in KIND_IDS} for _ in range(2)],
            turn=leader,
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
        replace(state, {"kind": "start", "seat": leader})
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

    # --- the steps: what each asks, between what, and what choosing does -------------------
    def _token_step_options(self, state: State, step: Step, seat: int) -> tuple[Option, ...]:
        return tuple(map(_token_options().__getitem__, state["offer"]))

    def _token_prompt(self, state: State, step: Step, seat: int) -> Msg:
        if step["kind"] == "galaxy":
            return msg("orion-prompt-galaxy", n=len(state["galaxies"]) + 1)
        return msg("orion-prompt-hole", n=len(state["holes"]) + 1)

    def _place_token(self, state: State, step: Step, seat: int, option_id: str) -> None:
        cell = BY_NAME[option_id]
        galaxies, holes = state["galaxies"], state["holes"]
        witness = setup.completion_after(galaxies, holes, tuple(state["witness"]), cell)
        if witness is None:  # cannot happen: only such cells are offered
            raise IllegalMove(msg("orion-refuse-no-finish"))
        state["witness"] = [list(witness[0]), list(witness[1])]
        if step["kind"] == "galaxy":
            galaxies.append(cell)
            log(
                state, msg("orion-log-galaxy", seat=seat_and_colour(state["leader"]), n=len(galaxies), cell=NAMES[cell])
            )
            if len(galaxies) == setup.GALAXIES:
                replace(state, {"kind": "hole", "seat": 1 - state["leader"]})
                log(state, msg("orion-log-holes-next", seat=seat_and_colour(1 - state["leader"])))
        else:
            holes.append(cell)
            log(state, msg("orion-log-hole", seat=seat_and_colour(1 - state["leader"]), n=len(holes), cell=NAMES[cell]))
        self._write_tokens(state)
        if len(holes) == setup.BLACK_HOLES:
            replace(state, {"kind": "start", "seat": state["leader"]})
            del state["witness"], state["offer"]
            log(state, msg("orion-log-setup-done", seat=seat_and_colour(state["leader"])))
        else:
            state["offer"] = setup.choice_cells(galaxies, holes, state["witness"])

    def _choose_first(self, state: State, step: Step, seat: int, option_id: str) -> None:
        first = seat if option_id == "me" else 1 - seat
        state["turn"] = first
        replace(state, {"kind": "tile", "seat": first})
        if first != seat:
            log(state, msg("orion-log-lets-start", seat=seat_and_colour(seat), first=seat_and_colour(first)))
        else:
            log(state, msg("orion-log-will-start", seat=seat_and_colour(seat)))

    def _tile_options(self, state: State, step: Step, seat: int) -> tuple[Option, ...]:
        left = state["left"][seat]
        return tuple(_tile_option(k, seat, left[k]) for k in rules.playable_kinds(rules.Position.of(state), seat, left))

    def _choose_tile(self, state: State, step: Step, seat: int, option_id: str) -> None:
        turnings = ORIENTATIONS[option_id]
        if len(turnings) == 1:  # the single hex has nothing to turn
            replace(state, {"kind": "cell", "seat": seat, "tile": option_id, "ori": turnings[0].id})
        else:
            replace(state, {"kind": "orientation", "seat": seat, "tile": option_id})

    def _orientation_options(self, state: State, step: Step, seat: int) -> tuple[Option, ...]:
        kind = step["tile"]
        return _orientation_choice(kind, rules.legal_orientations(rules.Position.of(state), seat, kind), seat)

    def _choose_orientation(self, state: State, step: Step, seat: int, option_id: str) -> None:
        if option_id == BACK:
            replace(state, {"kind": "tile", "seat": seat})
        else:
            replace(state, {"kind": "cell", "seat": seat, "tile": step["tile"], "ori": option_id})

    def _cell_step_options(self, state: State, step: Step, seat: int) -> tuple[Option, ...]:
        kind, ori = step["tile"], step["ori"]
        anchors = rules.legal_cells(rules.Position.of(state), seat, kind, ori)
        back = _BACK_TO_ORIENTATION if len(ORIENTATIONS[kind]) > 1 else _BACK_TO_TILE
        return (*_cell_options(kind, ori, anchors, seat), back)

    def _choose_cell(self, state: State, step: Step, seat: int, option_id: str) -> None:
        if option_id != BACK:
            self._lay(state, seat, step["tile"], step["ori"], BY_NAME[option_id])
        elif len(ORIENTATIONS[step["tile"]]) > 1:
            replace(state, {"kind": "orientation", "seat": seat, "tile": step["tile"]})
        else:
            replace(state, {"kind": "tile", "seat": seat})

    def _lay(self, state: State, seat: int, kind: str, ori: str, anchor: int) -> None:
        """Put the tile down, then judge the conditions and pass the turn."""
        p = PLACEMENT_AT[(kind, ori, anchor)]
        colour = list(state["colour"])
        for cell, side in zip(p.cells, p.sides, strict=True):
            colour[cell] = str(seat if side == "own" else 1 - seat)
        state["colour"] = "".join(colour)
        state["placements"].append(f"{seat}/{kind}/{ori}/{NAMES[anchor]}")
        state["left"][seat][kind] -= 1
        log(state, _lays_text(seat, kind, ori, anchor))
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
        replace(state, {"kind": "tile", "seat": nxt})
        if not rules.playable_kinds(rules.Position.of(state), nxt, state["left"][nxt]):
            self._finish(state, (mover,), None, msg("orion-end-stuck", seat=seat_and_colour(nxt)))

    @staticmethod
    def _finish(state: State, winners: tuple[int, ...], scores: list[float] | None, reason: Msg) -> None:
        state["steps"] = []
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
        step = top(state)
        if step is None:
            return []
        if step["kind"] in ("galaxy", "hole"):
            return list(state["offer"])
        if step["kind"] == "cell":
            return list(rules.legal_cells(rules.Position.of(state), step["seat"], step["tile"], step["ori"]))
        return []

    def orientations(self, state: State) -> list[str]:
        """The orientations offered when the pending decision is one, else []."""
        step = top(state)
        if step is None or step["kind"] != "orientation":
            return []
        return list(rules.legal_orientations(rules.Position.of(state), step["seat"], step["tile"]))

    def status(self, state: State) -> Text:
        step = top(state)
        if step is None:
            return self.reason(state)
        kind, seat = step["kind"], seat_and_colour(step["seat"])
        if kind == "galaxy":
            return msg("orion-status-galaxy", seat=seat, n=len(state["galaxies"]) + 1)
        if kind == "hole":
            return msg("orion-status-hole", seat=seat, n=len(state["holes"]) + 1)
        if kind == "start":
            return msg("orion-status-start", seat=seat)
        if kind == "tile":
            return msg("orion-status-tile", seat=seat)
        key = "orion-status-turn" if kind == "orientation" else "orion-status-cell"
        return msg(key, seat=seat, tile=tile_name(step["tile"], "the"))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(
            state,
            phase(state),
            selection(state),
            self.view_header(state, seat),
            self.candidates(state),
            self.orientations(state),
        )

    def upgrade_state(self, state: State) -> State:
        """Games saved before the steps: ``phase`` and the tile selection ``sel`` become the step."""
        if "steps" in state:
            return state
        stage, sel, turn = state.pop("phase"), state.pop("sel"), state["turn"]
        if stage == "over":
            state["steps"] = []
        elif stage in ("galaxies", "holes"):
            leader = state["leader"]
            state["steps"] = [
                {
                    "kind": stage[:-1] if stage == "holes" else "galaxy",
                    "seat": leader if stage == "galaxies" else 1 - leader,
                }
            ]
        elif stage == "start":
            state["steps"] = [{"kind": "start", "seat": state["leader"]}]
        elif sel["kind"] is None:
            state["steps"] = [{"kind": "tile", "seat": turn}]
        elif sel["ori"] is None:
            state["steps"] = [{"kind": "orientation", "seat": turn, "tile": sel["kind"]}]
        else:
            state["steps"] = [{"kind": "cell", "seat": turn, "tile": sel["kind"], "ori": sel["ori"]}]
        return state

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
        stage = phase(state)
        if stage in ("start", "play", "over"):
            assert (len(galaxies), len(holes)) == (setup.GALAXIES, setup.BLACK_HOLES)
        if stage in ("galaxies", "holes"):
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
        if stage == "play":
            counts = [s.conditions for s in rules.standings(state)]
            assert counts[0] == counts[1], "unequal conditions but the game goes on"
            sel = selection(state)
            assert top(state)["seat"] == state["turn"], "the step's seat is not the one whose turn it is"
            if sel["kind"] is not None:
                assert state["left"][state["turn"]][sel["kind"]] > 0
                assert sel["ori"] is None or (sel["kind"], sel["ori"]) in ORIENTATION
        assert len(state["steps"]) <= 1, "ORION decides one step at a time"
        assert (stage == "over") == (state["result"] is not None)


_STAGE = {"galaxy": "galaxies", "hole": "holes", "start": "start"}


def phase(state: State) -> str:
    """The stage of the game: galaxies, holes, start, play or over."""
    step = top(state)
    return "over" if step is None else _STAGE.get(step["kind"], "play")


def selection(state: State) -> dict[str, str | None]:
    """The tile and orientation chosen so far in the turn's steps (None where not yet)."""
    step = top(state) or {}
    return {"kind": step.get("tile"), "ori": step.get("ori")}


@cache  # every game lays tiles on the same few thousand placements, logging each as JSON
def _lays_text(seat: int, kind: str, ori: str, anchor: int) -> StoredText:
    """The log line of a tile laid, as stored (log entries are never changed once written,
    so every game may share it)."""
    p = PLACEMENT_AT[(kind, ori, anchor)]
    lays = msg("orion-log-lays", seat=seat_and_colour(seat), tile=tile_name(kind, "a"), cells=footprint(p, seat))
    return text_to_json(lays)


@cache  # a set-up offers the same 85 cells again and again, some 60 at each token
def _token_options() -> tuple[Option, ...]:
    """The option that puts the next token on each cell, by cell number."""
    return tuple(Option(name, msg("orion-option-cell", cell=name), name) for name in NAMES)


@lru_cache(maxsize=1024)  # a few hundred: the orientations of a kind that fit somewhere
def _orientation_choice(kind: str, oris: tuple[str, ...], seat: int) -> tuple[Option, ...]:
    turnings = tuple(Option(o, describe(kind, o, seat), orientation_code(kind, o)) for o in oris)
    return (*turnings, _BACK_TO_TILE)


@lru_cache(maxsize=1024)
def _cell_options(kind: str, ori: str, anchors: tuple[int, ...], seat: int) -> tuple[Option, ...]:
    return tuple(_cell_option(kind, ori, a, seat) for a in anchors)


@cache  # one per placement and seat: a few thousand, each asked for again and again
def _cell_option(kind: str, ori: str, anchor: int, seat: int) -> Option:
    name = NAMES[anchor]
    return Option(
        name, msg("orion-option-cell-tile", cell=name, cells=footprint(PLACEMENT_AT[(kind, ori, anchor)], seat)), name
    )


# option codes: a cell is its own name (printed on the board); tiles and orientations are
# numbered in the order the picture draws them


def tile_code(kind: str) -> str:
    return f"T{KIND_IDS.index(kind) + 1}"


def orientation_code(kind: str, ori: str) -> str:
    return f"O{[o.id for o in ORIENTATIONS[kind]].index(ori) + 1}"


_TILE_PROMPT = msg("orion-prompt-tile")


@cache  # asked at every turn's orientation and cell steps; messages are immutable
def _prompt(key: str, kind: str) -> Msg:
    """A turn's prompt that names the tile chosen."""
    return msg(key, tile=tile_name(kind, "the"))


@lru_cache(maxsize=256)
def _tile_option(kind: str, seat: int, left: int) -> Option:
    """The option that picks a tile kind: its name, its colours and how many are left (built
    once: messages are immutable, and this is asked on every turn)."""
    label = msg("orion-option-tile", tile=tile_name(kind), colours=_colours(kind, seat), n=left)
    return Option(kind, label, tile_code(kind))


def _colours(kind: str, seat: int) -> Msg:
    """A tile's colours hex by hex, "blue-blue-orange" for blue's straight three."""
    return chain([colour_name(seat if s == "own" else 1 - seat) for *_, s in KIND[kind].hexes], "orion-dash")


_BACK_TO_TILE = Option(BACK, msg("orion-option-back-tile"))
_BACK_TO_ORIENTATION = Option(BACK, msg("orion-option-back-orientation"))
_START = (Option("me", msg("orion-option-me-first")), Option("other", msg("orion-option-other-first")))


def _steps(e: OrionEngine) -> StepTable:
    """ORION's steps, each with its prompt, options and effect."""
    table = StepTable()
    for token in ("galaxy", "hole"):
        table.add(StepKind(token, e._token_prompt, e._token_step_options, e._place_token))
    table.add(
        StepKind("start", lambda s, st, seat: msg("orion-prompt-start"), lambda s, st, seat: _START, e._choose_first)
    )
    table.add(StepKind("tile", lambda s, st, seat: _TILE_PROMPT, e._tile_options, e._choose_tile))
    table.add(
        StepKind(
            "orientation",
            lambda s, st, seat: _prompt("orion-prompt-orientation", st["tile"]),
            e._orientation_options,
            e._choose_orientation,
        )
    )
    table.add(
        StepKind(
            "cell",
            lambda s, st, seat: _prompt("orion-prompt-cell", st["tile"]),
            e._cell_step_options,
            e._choose_cell,
        )
    )
    return table


OrionEngine.step_kinds = _steps(OrionEngine())
