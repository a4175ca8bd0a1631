"""The session service: tables, turns, resignations and the outbox.

It knows nothing of Discord: the adapter, the tests and the command line drive it alike.
Every change is one store transaction, and every message a change owes is written to the
outbox inside that transaction; ``bot.delivery`` sends them after commit. The lobby lives in
``bot.lobby``, the computer-played seats and the turn timers in ``bot.machines``.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.admin import Moderation
from bot.away import TimeAway
from bot.controls import controls_for, decision_stamps, options_controls, picture_options
from bot.errors import UserError
from bot.lobby import Lobby
from bot.machines import AiChooser, MachineSeats
from bot.messages import label_to_store, say, stored_label, t, word
from bot.payloads import dm_prompt, private_picture
from bot.ratings import rate_finished
from bot.reactions import Reactions, sealed_choice, with_standing
from bot.reading import stored
from bot.turns import classify, hidden_news
from db import moderation as moderation_q
from db import store as q
from db.store import GameRecord, Seat, Store, StoreError, VersionConflict
from games import Decision, Engine, IllegalMove, registry
from games.core import State
from games.i18n import Msg, StoredText, Text, text_from_json, text_to_json

__all__ = ["MoveResult", "ReplayReport", "Service", "UserError", "controls_for", "options_controls"]

log = logging.getLogger("orrery.service")


def board_picture(engine: Engine, public: dict[str, Any], names: list[str], pending: list[Decision]) -> dict[str, Any]:
    """The public picture's payload. It marks the options only of public decisions that every
    waiting seat shares, since everyone sees the board."""
    picture: dict[str, Any] = {"kind": "board", "game": engine.id, "view": public, "names": names}
    first = pending[0] if pending else None
    if first is not None and all(d.public and d.options == first.options for d in pending):
        marked = picture_options(first.options)
        if marked:
            picture["options"] = marked
    return picture


@dataclass
class MoveResult:
    game: GameRecord
    #: the chosen option's label (a message, worded by whoever shows it)
    label: Text
    finished: bool
    marks: list[tuple[str, float]]


@dataclass
class ReplayReport:
    game_id: int
    actions: int
    matches: bool
    detail: str


#: the largest table number there can be (SQLite's integers are 64-bit, signed)
MAX_TABLE_ID = (1 << 63) - 1


def reachable(game: GameRecord, guild_id: str | None, user_id: str) -> bool:
    """Whether a command or button from ``guild_id`` (None: a direct message) may address
    ``game``. A table belongs to the server it was opened in: from any other server it does not
    exist, so table numbers cannot be enumerated across servers. In direct messages a player
    reaches the tables they sit at, wherever those are (their DMs carry their decisions).
    A table with no server (made outside Discord) belongs to no server: only DMs reach it."""
    if guild_id is None:
        return game.seat_of(user_id) is not None
    return game.guild_id == guild_id


def may_name_choice(decision: Decision, pending: list[Decision]) -> bool:
    """Whether the bot may name the option chosen for ``decision`` where others read it: only
    when its options are public and no other seat was choosing at the same moment (a choice
    made alongside others stays secret until the game itself reveals it)."""
    return decision.public and all(d.seat == decision.seat for d in pending)


def _seats_list(seats: list[int]) -> Msg | str:
    """Seats named at delivery, as one list ("Ann, Bo"): nested "and"-less pairs of seats."""
    from games.i18n import Seat

    if not seats:
        return ""
    text: Msg | str = say("seat_name", seat=Seat(seats[0]))
    for seat in seats[1:]:
        text = say("seat_list", first=text, seat=Seat(seat))
    return text


def _reason(reason: Text | StoredText) -> Text:
    return reason if isinstance(reason, Msg) else str(reason)


class Service(Lobby, MachineSeats, Reactions, Moderation, TimeAway):
    """Tables and their games. ``clock`` is injectable so tests can move time."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        ai_chooser: AiChooser | None = None,
        engines: Callable[[str], Engine] = registry.get,
    ) -> None:
        self.store = store
        self.clock = clock
        self.ai_chooser = ai_chooser
        self.engine_of = engines
        self.outbox_ready = asyncio.Event()
        #: seconds spent in the phases of the last move: load, rules, write, commit
        self.last_move_timings: dict[str, float] = {}
        self._machine_tasks: set[asyncio.Task] = set()
        #: tables whose machine seats are being played, and those to look at again after that
        self._machines_busy: set[int] = set()
        self._machines_again: set[int] = set()

    # --- helpers ---------------------------------------------------------------------
    def _engine(self, name: str) -> Engine:
        try:
            return self.engine_of(name)
        except KeyError:
            raise UserError("unknown_game", name=name, known=", ".join(e.id for e in registry.listed())) from None

    async def _load(self, db, game_id: int) -> GameRecord:
        if not 0 < game_id <= MAX_TABLE_ID:  # SQLite's integers stop at 64 bits
            raise UserError("no_such_table", game_id=str(game_id)[:24])
        game = await q.load_game(db, game_id)
        if game is None:
            raise UserError("no_such_table", game_id=game_id)
        return game

    async def table_seen_from(self, game_id: int, guild_id: str | None, user_id: str) -> GameRecord:
        """The table ``game_id`` as seen from a server (or, with ``guild_id`` None, from a
        user's direct messages); one that may not be reached from there is "no such table"."""
        game = await self.game(game_id)
        if not reachable(game, guild_id, user_id):
            raise UserError("no_such_table", game_id=game_id)
        return game

    async def game(self, game_id: int) -> GameRecord:
        async with self.store.read() as db:
            return await self._load(db, game_id)

    async def state(self, game_id: int) -> tuple[GameRecord, State]:
        async with self.store.read() as db:
            game = await self._load(db, game_id)
            snap = await q.load_snapshot(db, game_id)
        if snap is None:
            raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
        return game, self._engine(game.game).from_json(snap[1])

    async def game_for_thread(self, thread_id: str) -> int | None:
        async with self.store.read() as db:
            return await q.game_in_thread(db, thread_id)

    def _notify(self) -> None:
        self.outbox_ready.set()

    # --- playing ---------------------------------------------------------------------
    async def move(
        self,
        game_id: int,
        user_id: str,
        option_id: str,
        version: int | None = None,
        source: str = "player",
        seat: int | None = None,
    ) -> MoveResult:
        """Apply ``user_id``'s choice (or, for machine sources, ``seat``'s).

        ``version`` is the table version a button was made at: a choice from before the
        seat's current decision is refused as stale, so a double click applies once.
        """
        try:
            async with self.store.transaction() as db:
                result = await self._move_in(db, game_id, user_id, option_id, version, source, seat)
            result.marks.append(("commit", time.perf_counter()))
            self.last_move_timings = {
                name: end - begin for (_, begin), (name, end) in zip(result.marks, result.marks[1:], strict=False)
            }
        except VersionConflict:
            raise UserError("moved_on", game_id=game_id) from None
        except sqlite3.OperationalError as exc:
            log.warning("database error on move: %s", exc)
            raise UserError("db_busy") from None
        except StoreError:
            raise UserError("db_busy") from None
        self._notify()
        self._schedule_machines(result.game)
        return result

    async def _move_in(self, db, game_id, user_id, option_id, version, source, seat_no) -> MoveResult:
        marks = [("start", time.perf_counter())]
        game = await self._load(db, game_id)
        if game.status != "running":
            raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
        if await moderation_q.pause_of(db, game_id) is not None:  # a moderator holds the table (bot.admin)
            raise UserError("table_paused", game_id=game_id)
        if seat_no is None:
            seat = game.seat_of(user_id)
            if seat is None:
                raise UserError("not_seated", game_id=game_id)
        else:
            seat = game.seats[seat_no]
            if source in ("ai", "auto") and not seat.machine:  # its player came back meanwhile
                raise UserError("moved_on", game_id=game_id)
        stamp = game.waiting.get(str(seat.seat))
        if stamp is None:
            raise UserError("not_your_turn", game_id=game_id)
        if version is not None and stamp["v"] > version:
            raise UserError("stale", game_id=game_id)
        engine = self._engine(game.game)
        snap = await q.load_snapshot(db, game_id)
        state = engine.from_json(snap[1])
        marks.append(("load", time.perf_counter()))
        before = engine.pending(state)
        decision = next((d for d in before if d.seat == seat.seat), None)
        if decision is None:
            raise UserError("not_your_turn", game_id=game_id)
        option = decision.option(option_id)
        if option is None:
            raise UserError("bad_option_text", text=option_id[:60])
        try:
            new_state = engine.apply(state, seat.seat, option_id)
        except IllegalMove as exc:
            raise UserError("illegal", reason=exc.text) from None  # worded for whoever reads it
        # a choice made while others still decide the same round is sealed: what the bot says
        # (the thread's notes, the labels /orrery log shows) must not name it yet
        sealed = sealed_choice(engine, before, new_state, seat.seat)
        # standing orders answer the reactive decisions this move raised, as moves of their own
        new_state, standing = await self._answer_standing(db, game, engine, new_state)
        old_waiting = game.waiting
        last = game.version + 1 + len(standing)
        waiting = decision_stamps(old_waiting, engine.pending(new_state), last, seat.seat, self.clock())
        marks.append(("rules", time.perf_counter()))
        new_version = await q.bump_version(db, game_id, game.version, waiting)
        label = option.label
        # only a public choice made alone may be named where others read it (h12a), and never
        # one sealed in a round others are still deciding
        told = may_name_choice(decision, before) and not sealed
        await q.append_action(
            db, game_id, new_version, seat.seat, option_id, source, label_to_store(label), public=told
        )
        for answerer, answer, answer_label in standing:
            new_version = await q.bump_version(db, game_id, new_version, waiting)
            # a standing answer is one of the round's answers: sealed like the others
            await q.append_action(db, game_id, new_version, answerer, answer, "standing", answer_label, public=False)
        await q.save_snapshot(db, game_id, new_version, engine.to_json(new_state))
        if source == "player" and seat.away:
            await q.update_seat(db, game_id, seat.seat, away=0, ai_level=None)
            seat.away = False
            await self._say(db, game_id, say("back", name=seat.name, game_id=game_id))
        game.version = new_version
        game.waiting = waiting
        note = None
        if source in ("ai", "auto", "window"):
            who = say(f"machine_{source}")
            if told:
                note = say("machine_moved", name=seat.name, who=who, label=label)
            else:  # the thread is public: a secret choice is only said to have been made
                note = say("machine_moved_secret", name=seat.name, who=who)
        outcome = engine.outcome(new_state)
        if outcome is not None:
            await q.update_game(db, game_id, status="finished", result=outcome.to_dict())
            game.status = "finished"
            await rate_finished(db, game, outcome.to_dict(), engine.view(new_state, None), engine.name)
        await self._enqueue_turn(db, game, engine, new_state, waiting, before=state, note=note)
        marks.append(("write", time.perf_counter()))
        return MoveResult(game, label, outcome is not None, marks)

    async def _enqueue_turn(
        self,
        db,
        game: GameRecord,
        engine: Engine,
        state: State,
        waiting: dict[str, dict],
        before: State | None = None,
        note: Msg | None = None,
    ) -> None:
        """The messages one change owes, spoken in turns (``bot.turns``).

        A turn change posts a new board in the thread, mentioning only the seats whose
        decision just began, and sends each of them one DM (their decision, a link to the
        board and their private picture if it changed); the other players hear by DM only if
        their private picture changed. A step inside a turn edits the current board (if the
        public picture changed at all) and sends no DM: the player goes on in their panel.
        The end of the game posts the final board and one DM per player with the result.
        Every text is stored as messages (``bot.reading``), worded for each reader at delivery."""
        change = classify(engine, before, state)
        pending = engine.pending(state)
        names = game.names
        public = engine.view(state, None)
        outcome = engine.outcome(state)
        board_post, _ = await q.board_of(db, game.id)
        post = change.turn_change or board_post is None
        if not post and before is not None and engine.view(before, None) == public:
            if note:  # a machine's move nobody can see: the thread still hears it was made
                await self._say(db, game.id, note)
            return  # a step nobody else can see (a "Back", a choice kept in hand)
        result = self._result_text(outcome.to_dict()) if outcome is not None else ""
        if outcome is not None:
            status = say("game_over", game=engine.name, game_id=game.id, result=result)
            controls = {"game_id": game.id, "version": game.version, "mode": "over", "options": []}
        else:
            # a new board pings only those whose decision just began; an edit pings no one
            ping = change.newcomers if post else {d.seat for d in pending}
            status = say("waiting_for", who=self._waiting_names(game, pending, ping))
            controls = with_standing(controls_for(game.id, game.version, pending, names), engine, pending)
        board = {
            "to": {"game_thread": game.id},
            "kind": "board" if post else "edit",
            # a machine seat's move rides on the board it changed: one message, not one per move
            "text": stored(
                [say("board_caption", game=engine.name, game_id=game.id, version=game.version, status=status)]
                + ([say("footnote", text=note)] if note else [])
            ),
            "picture": board_picture(engine, public, names, pending),
            "controls": controls,
        }
        if post:
            if board_post is not None:
                board["replaces"] = board_post  # its buttons go once this board is up
            await q.set_board_post(db, game.id, await q.enqueue(db, game.id, board))
        else:
            await q.enqueue(db, game.id, board | {"board": board_post})
        if not change.turn_change:
            return
        decisions = {d.seat: d for d in pending}
        deciding_before = {d.seat for d in engine.pending(before)} if before is not None else set()
        for seat in game.seats:
            if seat.kind == "ai" or seat.resigned:
                continue
            to = {"user": seat.user_id, "game_id": game.id, "seat": seat.seat}
            if outcome is not None:
                text = stored(say("game_over_dm", game=engine.name, game_id=game.id, result=result))
                await q.enqueue(db, game.id, {"to": to, "kind": "end", "text": text, "link": True})
                continue
            view = engine.view(state, seat.seat)
            decision = decisions.get(seat.seat)
            picture = private_picture(engine, view, names, decision)
            if seat.seat in change.newcomers and decision is not None and not seat.machine:
                prompt = dm_prompt(decision.prompt)
                if decision.reactive is not None:  # a chance to respond in someone else's turn
                    default = decision.option(decision.default)
                    text = say(
                        "reaction_dm",
                        game=engine.name,
                        game_id=game.id,
                        prompt=prompt,
                        hours=game.react_hours,
                        default=default.label if default else decision.default,
                    )
                else:
                    text = say("your_turn_dm", game=engine.name, game_id=game.id, prompt=prompt)
                payload = {
                    "to": to,
                    "kind": "turn",
                    "text": stored(text),
                    "picture": picture,
                    "picture_if_changed": True,
                    "controls": with_standing(
                        options_controls(game.id, game.version, decision, names), engine, [decision]
                    ),
                    "link": True,
                }
            elif before is not None and (
                seat.seat in deciding_before or not hidden_news(engine, before, state, seat.seat)
            ):
                # the turn this player just ended changed their hand (a card drawn): their next
                # turn's DM shows it; otherwise nothing only they see has changed
                continue
            else:
                text = stored(say("private_update_dm", game=engine.name, game_id=game.id))
                payload = {"to": to, "kind": "hand", "text": text, "picture": picture, "only_if_changed": True}
                payload["link"] = True
            await q.enqueue(db, game.id, payload)

    def _waiting_names(self, game: GameRecord, pending: list[Decision], ping: set[int] | frozenset[int]) -> str:
        """Who the table waits for: the seats in ``ping`` as mentions (human players only),
        the others by name, so a player already told is not pinged again."""
        seats = sorted({d.seat for d in pending})
        return ", ".join(self._mention(game.seats[s]) if s in ping else game.seats[s].name for s in seats)

    def _mention(self, seat: Seat) -> str:
        return seat.name if seat.kind == "ai" else f"<@{seat.user_id}>"

    def _result_text(self, result: dict[str, Any]) -> Msg:
        """The result as a message: the winners (by seat, named at delivery) or a draw, and why."""
        winners = result.get("winners") or []
        text = say("winners", names=_seats_list(winners)) if winners else say("draw")
        reason = result.get("reason")
        if reason:
            text = say("result_reason", result=text, reason=_reason(text_from_json(reason)))
        return text

    async def resign(self, game_id: int, user_id: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if game.status != "running":
                raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
            seat = game.seat_of(user_id)
            if seat is None:
                raise UserError("not_seated", game_id=game_id)
            await q.update_seat(db, game_id, seat.seat, resigned=1)
            others = [s for s in game.seats if s.seat != seat.seat and not s.resigned]
            if len(others) == 1 or (others and all(s.kind == "ai" for s in others) and len(game.seats) == 2):
                winner = others[0]
                reason = say("resigned_reason", name=seat.name)
                result = {"winners": [winner.seat], "scores": None, "reason": text_to_json(reason)}
                await q.update_game(db, game_id, status="finished", result=result, waiting={})
                seat.resigned = True
                public = await self._public_view(db, game)
                await rate_finished(db, game, result, public, self._engine(game.game).name)
                text = say("resigned_two", name=seat.name, winner=winner.name, game_id=game_id)
            else:
                text = say("resigned", name=seat.name, game_id=game_id)
            await self._say(db, game_id, text)
            game = await self._load(db, game_id)
        self._notify()
        self._schedule_machines(game)
        return game

    async def _public_view(self, db, game: GameRecord) -> dict[str, Any] | None:
        """The public view of the table's stored state (None before it started)."""
        snap = await q.load_snapshot(db, game.id)
        if snap is None:
            return None
        engine = self._engine(game.game)
        return engine.view(engine.from_json(snap[1]), None)

    async def _say(self, db, game_id: int, text: Text) -> None:
        """A plain line in the game's thread (a message, worded in the table's language)."""
        await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": stored(text)})

    # --- queries behind the commands -------------------------------------------------
    async def decision_for(self, game_id: int, user_id: str) -> tuple[GameRecord, Decision | None]:
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        if game.status != "running":
            return game, None
        engine = self._engine(game.game)
        return game, next((d for d in engine.pending(state) if d.seat == seat.seat), None)

    async def panel(self, game_id: int, user_id: str) -> tuple[GameRecord, Decision | None, dict[str, Any] | None]:
        """What ``user_id``'s own panel shows: their pending decision (or None) and the board as
        they see it, with whatever that decision's options name marked on it."""
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = self._engine(game.game)
        decision = next((d for d in engine.pending(state) if d.seat == seat.seat), None)
        if game.status != "running" or decision is None:
            return game, None, None
        view = engine.view(state, seat.seat)
        # the seat's private picture shows the step with its candidates marked; a game with
        # nothing private draws the board as the seat sees it, marked the same way
        picture = private_picture(engine, view, game.names, decision)
        return game, decision, picture

    async def board(self, game_id: int) -> tuple[GameRecord, dict[str, Any]]:
        """The table and the public picture's payload (rendered by the caller off the loop)."""
        game, state = await self.state(game_id)
        engine = self._engine(game.game)
        pending = engine.pending(state) if game.status == "running" else []
        return game, board_picture(engine, engine.view(state, None), game.names, pending)

    async def private(self, game_id: int, user_id: str) -> tuple[GameRecord, dict[str, Any]]:
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = self._engine(game.game)
        view = engine.view(state, seat.seat)
        pending = engine.pending(state) if game.status == "running" else []
        decision = next((d for d in pending if d.seat == seat.seat), None)
        return game, private_picture(engine, view, game.names, decision)

    async def log_lines(self, game_id: int, user_id: str | None, last: int = 20, locale: str = "en") -> list[str]:
        """What ``user_id`` may read of the game's history, then the moves made for absent or
        computer players, worded in ``locale``."""
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id) if user_id else None
        engine = self._engine(game.game)
        view = engine.view(state, seat.seat if seat else None)
        lines = [word(entry["text"], locale, game.names) for entry in view.get("log", [])][-last:]
        async with self.store.read() as db:
            machine = await q.machine_actions(db, game_id, 5)
        for n, seat_no, label, source, public in machine:
            who = t(f"machine_{source}", locale)
            name = game.seats[seat_no].name
            # the seat's own player (a resigned or absent one) may read what was played for them
            if public or (seat is not None and seat.seat == seat_no):
                told = word(stored_label(label), locale, game.names)
                lines.append(t("machine_log", locale, n=n, name=name, who=who, label=told))
            else:
                lines.append(t("machine_log_secret", locale, n=n, name=name, who=who))
        return lines

    async def mine(self, user_id: str, guild_id: str | None = None, finished: int = 5) -> list[GameRecord]:
        """The user's tables that can be reached from ``guild_id`` (None: from DMs, all): first
        those waiting on them, then the others being played or in the lobby, then the
        ``finished`` most recently finished."""
        async with self.store.read() as db:
            games = await q.games_of_user(db, user_id, ("lobby", "running", "finished"))
        games = [g for g in games if reachable(g, guild_id, user_id)]

        def waits_on_me(game: GameRecord) -> bool:
            seat = game.seat_of(user_id)
            return game.status == "running" and seat is not None and str(seat.seat) in game.waiting

        open_tables = sorted((g for g in games if g.status != "finished"), key=lambda g: (not waits_on_me(g), g.id))
        done = sorted((g for g in games if g.status == "finished"), key=lambda g: g.updated_at, reverse=True)
        return open_tables + done[:finished]

    # --- audit -----------------------------------------------------------------------
    async def replay(self, game_id: int) -> ReplayReport:
        """Rebuild the game from its seed and action log; compare with the stored snapshot."""
        async with self.store.read() as db:
            game = await self._load(db, game_id)
            actions = await q.load_actions(db, game_id)
            snap = await q.load_snapshot(db, game_id)
        if snap is None:
            return ReplayReport(game_id, 0, True, "never started: nothing to replay")
        engine = self._engine(game.game)
        state = engine.new(len(game.seats), game.options, game.seed)
        for n, seat, option_id, _source in actions:
            try:
                state = engine.apply(state, seat, option_id)
            except IllegalMove as exc:
                return ReplayReport(game_id, len(actions), False, f"action {n} ({option_id}) is refused: {exc}")
        # the stored snapshot is compared as loaded: one saved before a schema change is upgraded first
        stored = engine.to_json(engine.from_json(snap[1]))
        matches = engine.to_json(state) == stored and snap[0] == (actions[-1][0] if actions else 0)
        detail = "replay matches the stored snapshot" if matches else "replay differs from the stored snapshot"
        return ReplayReport(game_id, len(actions), matches, detail)
