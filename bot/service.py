"""The session service: lobby, seats, turns, deadlines, resignations and the outbox.

It knows nothing of Discord: the adapter, the tests and the command line drive it alike.
Every change is one store transaction, and every message a change owes is written to the
outbox inside that transaction; ``bot.delivery`` sends them after commit.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.messages import t
from db import store as q
from db.store import GameRecord, Seat, Store, StoreError, VersionConflict
from games import Decision, Engine, IllegalMove, registry
from games.core import State, name_seats

log = logging.getLogger("orrery.service")

MAX_TURN_HOURS = 720
AI_LEVELS = ("easy", "normal", "hard")
POLICIES = ("wait", "auto", "ai")

#: chooses for a machine seat: (game id, state JSON, seat, level, seed) -> option id
AiChooser = Callable[[str, str, int, str, int], Awaitable[str]]


class UserError(Exception):
    """A refusal for the user: a catalog key and its parameters. Nothing was changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, locale: str = "en") -> str:
        return t(self.key, locale, **self.params)


@dataclass
class MoveResult:
    game: GameRecord
    label: str
    finished: bool
    marks: list[tuple[str, float]]


@dataclass
class ReplayReport:
    game_id: int
    actions: int
    matches: bool
    detail: str


def decision_hash(d: Decision) -> str:
    raw = d.prompt + "\x1f" + "\x1f".join(o.id for o in d.options)
    return hashlib.blake2b(raw.encode(), digest_size=8).hexdigest()


def controls_for(
    game_id: int, version: int, decisions: list[Decision], names: list[str] | None = None
) -> dict[str, Any] | None:
    """What the board message offers: the options themselves when every pending decision is
    public and they are the same for all, otherwise a button that asks each player privately."""
    if not decisions:
        return None
    first = decisions[0]
    same = all(d.public and [o.id for o in d.options] == [o.id for o in first.options] for d in decisions)
    if same and len(first.options) <= 100:
        return {
            "game_id": game_id,
            "version": version,
            "mode": "options",
            "options": [[o.id, name_seats(o.label, names or [])] for o in first.options],
        }
    return {"game_id": game_id, "version": version, "mode": "decide", "options": []}


def options_controls(game_id: int, version: int, decision: Decision, names: list[str] | None = None) -> dict[str, Any]:
    """One seat's own options, for a DM or an ephemeral reply."""
    names = names or []
    return {
        "game_id": game_id,
        "version": version,
        "mode": "options",
        "prompt": name_seats(decision.prompt, names),
        "options": [[o.id, name_seats(o.label, names)] for o in decision.options],
    }


class Service:
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

    # --- helpers ---------------------------------------------------------------------
    def _engine(self, name: str) -> Engine:
        try:
            return self.engine_of(name)
        except KeyError:
            raise UserError("unknown_game", name=name, known=", ".join(registry.ids())) from None

    async def _load(self, db, game_id: int) -> GameRecord:
        game = await q.load_game(db, game_id)
        if game is None:
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
            raise UserError("not_running", game_id=game_id, status=t(f"status_{game.status}"))
        return game, self._engine(game.game).from_json(snap[1])

    async def game_for_thread(self, thread_id: str) -> int | None:
        async with self.store.read() as db:
            return await q.game_in_thread(db, thread_id)

    def _notify(self) -> None:
        self.outbox_ready.set()

    # --- the lobby -------------------------------------------------------------------
    async def create(
        self,
        game_name: str,
        host_id: str,
        host_name: str,
        options: dict[str, str] | None = None,
        max_seats: int | None = None,
        guild_id: str | None = None,
        channel_id: str | None = None,
        turn_hours: float = 24,
        on_timeout: str = "wait",
        seed: int | None = None,
    ) -> GameRecord:
        engine = self._engine(game_name)
        try:
            resolved = engine.resolve_options(options)
        except IllegalMove as exc:
            raise UserError("bad_setting", reason=str(exc)) from None
        if max_seats is not None and not engine.min_players <= max_seats <= engine.max_players:
            raise UserError(
                "too_few",
                game=engine.name,
                min=engine.min_players,
                max=engine.max_players,
                game_id="?",
                seats=max_seats,
            )
        self._check_timer(turn_hours, on_timeout)
        seed = random.SystemRandom().getrandbits(48) if seed is None else seed
        async with self.store.transaction() as db:
            game_id = await q.insert_game(
                db, engine.id, resolved, seed, host_id, max_seats, guild_id, channel_id, turn_hours, on_timeout
            )
            await q.insert_seat(db, game_id, Seat(0, host_id, host_name))
            return await self._load(db, game_id)

    async def rematch(self, game_id: int, user_id: str) -> GameRecord:
        """A new table for the same players, in the same seats, with the options the game gives
        a rematch (e.g. ORION's roles swap). It opens as a lobby: anyone may leave before the start."""
        async with self.store.transaction() as db:
            old = await self._load(db, game_id)
            if old.seat_of(user_id) is None:
                raise UserError("not_seated", game_id=game_id)
            if old.status not in ("finished", "cancelled"):
                raise UserError("not_over", game_id=game_id)
            engine = self._engine(old.game)
            seed = random.SystemRandom().getrandbits(48)
            new_id = await q.insert_game(
                db,
                engine.id,
                engine.rematch_options(old.options),
                seed,
                old.host_id,
                old.max_seats,
                old.guild_id,
                old.channel_id,
                old.turn_hours,
                old.on_timeout,
            )
            for seat in old.seats:
                await q.insert_seat(db, new_id, Seat(seat.seat, seat.user_id, seat.name, seat.kind, seat.ai_level))
            return await self._load(db, new_id)

    def _check_timer(self, turn_hours: float, on_timeout: str) -> None:
        if not 0 <= turn_hours <= MAX_TURN_HOURS:
            raise UserError("bad_hours")
        if on_timeout not in POLICIES:
            raise UserError("bad_setting", reason=f"when time runs out: one of {', '.join(POLICIES)}.")

    async def join(self, game_id: int, user_id: str, name: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            if game.seat_of(user_id):
                raise UserError("already_seated", game_id=game_id)
            engine = self._engine(game.game)
            limit = game.max_seats or engine.max_players
            if len(game.seats) >= limit:
                raise UserError("table_full", game_id=game_id, seats=limit)
            await q.insert_seat(db, game_id, Seat(len(game.seats), user_id, name))
            return await self._load(db, game_id)

    async def add_ai(self, game_id: int, host_id: str, level: str) -> GameRecord:
        if level not in AI_LEVELS:
            raise UserError("bad_ai_level")
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            self._host_only(game, host_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            limit = game.max_seats or self._engine(game.game).max_players
            if len(game.seats) >= limit:
                raise UserError("table_full", game_id=game_id, seats=limit)
            n = sum(1 for s in game.seats if s.kind == "ai") + 1
            seat = Seat(len(game.seats), f"ai:{game_id}:{n}", f"AI {n} ({level})", kind="ai", ai_level=level)
            await q.insert_seat(db, game_id, seat)
            return await self._load(db, game_id)

    async def leave(self, game_id: int, user_id: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            if not game.seat_of(user_id):
                raise UserError("not_seated", game_id=game_id)
            if user_id == game.host_id:
                raise UserError("host_cannot_leave", game_id=game_id)
            remaining = [s for s in game.seats if s.user_id != user_id]
            for i, s in enumerate(remaining):
                s.seat = i
            await q.replace_seats(db, game_id, remaining)
            return await self._load(db, game_id)

    async def cancel(self, game_id: int, user_id: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            self._host_only(game, user_id)
            if game.status not in ("lobby", "running"):
                raise UserError("not_running", game_id=game_id, status=t(f"status_{game.status}"))
            await q.update_game(db, game_id, status="cancelled")
            if game.thread_id or game.status == "running":
                await self._say(db, game_id, t("cancelled", game_id=game_id))
            game = await self._load(db, game_id)
        self._notify()
        return game

    def _host_only(self, game: GameRecord, user_id: str) -> None:
        if user_id != game.host_id:
            host = game.seat_of(game.host_id)
            raise UserError("host_only", host=host.name if host else game.host_id, game_id=game.id)

    async def set_lobby_message(self, game_id: int, message_id: str) -> None:
        async with self.store.transaction() as db:
            await q.update_game(db, game_id, lobby_message_id=message_id)

    async def set_thread(self, game_id: int, thread_id: str) -> None:
        async with self.store.transaction() as db:
            await q.update_game(db, game_id, thread_id=thread_id)

    async def start(self, game_id: int, user_id: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            self._host_only(game, user_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            engine = self._engine(game.game)
            if not engine.min_players <= len(game.seats) <= engine.max_players:
                raise UserError(
                    "too_few",
                    game=engine.name,
                    min=engine.min_players,
                    max=engine.max_players,
                    game_id=game_id,
                    seats=len(game.seats),
                )
            state = engine.new(len(game.seats), game.options, game.seed)
            await q.save_snapshot(db, game_id, 0, engine.to_json(state))
            await q.update_game(db, game_id, status="running")
            game.status = "running"
            names = ", ".join(game.names)
            await self._say(db, game_id, t("started", game_id=game_id, names=names))
            waiting = self._waiting({}, engine.pending(state), 0, None)
            await q.update_game(db, game_id, waiting=waiting)
            game.waiting = waiting
            await self._enqueue_turn(db, game, engine, state, waiting)
            game = await self._load(db, game_id)
        self._notify()
        self._schedule_machines(game)
        return game

    # --- playing ---------------------------------------------------------------------
    def _waiting(
        self, old: dict[str, dict], pending: list[Decision], version: int, mover: int | None
    ) -> dict[str, dict[str, Any]]:
        """Since when each pending seat has faced its current decision: a seat keeps its old
        stamp only if its decision is unchanged and it did not just move itself."""
        now = self.clock()
        out: dict[str, dict[str, Any]] = {}
        for d in pending:
            h = decision_hash(d)
            prev = old.get(str(d.seat))
            if prev and prev["h"] == h and d.seat != mover:
                out[str(d.seat)] = prev
            else:
                out[str(d.seat)] = {"v": version, "t": now, "h": h, "r": 0}
        return out

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
            raise UserError("not_running", game_id=game_id, status=t(f"status_{game.status}"))
        if seat_no is None:
            seat = game.seat_of(user_id)
            if seat is None:
                raise UserError("not_seated", game_id=game_id)
        else:
            seat = game.seats[seat_no]
        stamp = game.waiting.get(str(seat.seat))
        if stamp is None:
            raise UserError("not_your_turn", game_id=game_id)
        if version is not None and stamp["v"] > version:
            raise UserError("stale", game_id=game_id)
        engine = self._engine(game.game)
        snap = await q.load_snapshot(db, game_id)
        state = engine.from_json(snap[1])
        marks.append(("load", time.perf_counter()))
        decision = next((d for d in engine.pending(state) if d.seat == seat.seat), None)
        if decision is None:
            raise UserError("not_your_turn", game_id=game_id)
        option = decision.option(option_id)
        if option is None:
            raise UserError("bad_option_text", text=option_id[:60])
        try:
            new_state = engine.apply(state, seat.seat, option_id)
        except IllegalMove as exc:
            raise UserError("illegal", reason=str(exc)) from None
        old_waiting = game.waiting
        waiting = self._waiting(old_waiting, engine.pending(new_state), game.version + 1, seat.seat)
        marks.append(("rules", time.perf_counter()))
        new_version = await q.bump_version(db, game_id, game.version, waiting)
        label = name_seats(option.label, game.names)
        await q.append_action(db, game_id, new_version, seat.seat, option_id, source, label)
        await q.save_snapshot(db, game_id, new_version, engine.to_json(new_state))
        if source == "player" and seat.away:
            await q.update_seat(db, game_id, seat.seat, away=0)
            seat.away = False
            await self._say(db, game_id, t("back", name=seat.name, game_id=game_id))
        game.version = new_version
        game.waiting = waiting
        if source in ("ai", "auto"):
            who = t("machine_ai") if source == "ai" else t("machine_auto")
            note = t("machine_moved", name=seat.name, who=who, label=label)
            await self._say(db, game_id, note)
        outcome = engine.outcome(new_state)
        if outcome is not None:
            await q.update_game(db, game_id, status="finished", result=outcome.to_dict())
            game.status = "finished"
        await self._enqueue_turn(db, game, engine, new_state, waiting)
        marks.append(("write", time.perf_counter()))
        return MoveResult(game, label, outcome is not None, marks)

    async def _enqueue_turn(
        self,
        db,
        game: GameRecord,
        engine: Engine,
        state: State,
        waiting: dict[str, dict],
    ) -> None:
        """The messages one change owes: the new board in the thread, a DM to each seat whose
        decision is new, and the private picture to each seat (sent only if it changed)."""
        pending = engine.pending(state)
        names = game.names
        public = engine.view(state, None)
        outcome = engine.outcome(state)
        if outcome is not None:
            status = t(
                "game_over", game=engine.name, game_id=game.id, result=self._result_text(outcome.to_dict(), names)
            )
        else:
            who = ", ".join(self._mention(game.seats[d.seat]) for d in pending)
            status = t("waiting_for", who=who)
        await q.enqueue(
            db,
            game.id,
            {
                "to": {"game_thread": game.id},
                "text": t("board_caption", game=engine.name, game_id=game.id, version=game.version, status=status),
                "picture": {"kind": "board", "game": engine.id, "view": public, "names": names},
                "controls": None if outcome else controls_for(game.id, game.version, pending, names),
            },
        )
        new_decisions = {d.seat: d for d in pending}
        for seat in game.seats:
            if seat.kind == "ai" or seat.resigned:
                continue
            stamp = waiting.get(str(seat.seat))
            decision = new_decisions.get(seat.seat)
            fresh = decision is not None and stamp["v"] == game.version
            view = engine.view(state, seat.seat)
            payload: dict[str, Any] = {
                "to": {"user": seat.user_id, "game_id": game.id, "seat": seat.seat},
                "picture": {"kind": "private", "game": engine.id, "view": view, "names": names},
                "only_if_changed": not fresh,
            }
            if fresh and not seat.machine:
                prompt = name_seats(decision.prompt, names)
                payload["text"] = t("your_turn_dm", game=engine.name, game_id=game.id, prompt=prompt)
                payload["controls"] = options_controls(game.id, game.version, decision, names)
            else:
                payload["text"] = t("private_update_dm", game=engine.name, game_id=game.id)
            await q.enqueue(db, game.id, payload)

    def _mention(self, seat: Seat) -> str:
        return seat.name if seat.kind == "ai" else f"<@{seat.user_id}>"

    def _result_text(self, result: dict[str, Any], names: list[str]) -> str:
        winners = result.get("winners") or []
        text = t("winners", names=", ".join(names[w] for w in winners)) if winners else t("draw")
        if result.get("reason"):
            text += " " + t("reason", reason=name_seats(result["reason"], names))
        return text

    async def resign(self, game_id: int, user_id: str) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if game.status != "running":
                raise UserError("not_running", game_id=game_id, status=t(f"status_{game.status}"))
            seat = game.seat_of(user_id)
            if seat is None:
                raise UserError("not_seated", game_id=game_id)
            await q.update_seat(db, game_id, seat.seat, resigned=1)
            others = [s for s in game.seats if s.seat != seat.seat and not s.resigned]
            if len(others) == 1 or (others and all(s.kind == "ai" for s in others) and len(game.seats) == 2):
                winner = others[0]
                result = {"winners": [winner.seat], "scores": None, "reason": f"{seat.name} resigned"}
                await q.update_game(db, game_id, status="finished", result=result, waiting={})
                text = t("resigned_two", name=seat.name, winner=winner.name, game_id=game_id)
            else:
                text = t("resigned", name=seat.name, game_id=game_id)
            await self._say(db, game_id, text)
            game = await self._load(db, game_id)
        self._notify()
        self._schedule_machines(game)
        return game

    async def settings(
        self, game_id: int, user_id: str, turn_hours: float | None = None, on_timeout: str | None = None
    ) -> GameRecord:
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if turn_hours is None and on_timeout is None:
                return game
            self._host_only(game, user_id)
            hours = game.turn_hours if turn_hours is None else turn_hours
            policy = game.on_timeout if on_timeout is None else on_timeout
            self._check_timer(hours, policy)
            await q.update_game(db, game_id, turn_hours=hours, on_timeout=policy)
            return await self._load(db, game_id)

    # --- machine seats: AI players, resigned and absent players -----------------------
    def _schedule_machines(self, game: GameRecord) -> None:
        """Let machine seats play, in the background so the human's answer is not delayed."""
        if game.status != "running" or not any(s.machine for s in game.seats):
            return
        task = asyncio.get_running_loop().create_task(self.play_machines(game.id))
        self._machine_tasks.add(task)
        task.add_done_callback(self._machine_tasks.discard)

    async def settle(self) -> None:
        """Wait until no machine seat is thinking (for tests and shutdown)."""
        while self._machine_tasks:
            await asyncio.gather(*list(self._machine_tasks), return_exceptions=True)

    async def play_machines(self, game_id: int, limit: int = 10_000) -> int:
        """Play every pending decision of a machine seat, one committed move at a time."""
        played = 0
        while played < limit:
            game, state = await self.state(game_id)
            if game.status != "running":
                return played
            engine = self._engine(game.game)
            todo = [d for d in engine.pending(state) if game.seats[d.seat].machine]
            if not todo:
                return played
            d = todo[0]
            seat = game.seats[d.seat]
            if seat.kind == "ai" or (seat.away and game.on_timeout == "ai"):
                source = "ai"
                option_id = await self._ai_choice(game, engine, state, d, seat.ai_level or "normal")
            else:
                source, option_id = "auto", d.default
            try:
                await self.move(game_id, seat.user_id, option_id, source=source, seat=d.seat)
            except UserError as exc:  # a human moved meanwhile; look again
                log.info("machine move at table %s skipped: %s", game_id, exc.key)
            played += 1
        return played

    async def _ai_choice(self, game: GameRecord, engine: Engine, state: State, d: Decision, level: str) -> str:
        if self.ai_chooser is None:
            return d.default
        seed = hash((game.id, game.version, d.seat)) & 0xFFFFFFFF
        try:
            choice = await self.ai_chooser(engine.id, engine.to_json(state), d.seat, level, seed)
        except Exception:  # a broken AI must not stall the table
            log.exception("AI failed at table %s; playing the default", game.id)
            return d.default
        return choice if d.option(choice) else d.default

    # --- deadlines -------------------------------------------------------------------
    async def tick(self) -> int:
        """Send due reminders and act on expired timers; returns how many seats it acted on."""
        async with self.store.read() as db:
            running = await q.game_ids_with_status(db, "running")
        acted = 0
        for game_id in running:
            acted += await self._tick_game(game_id)
        return acted

    async def _tick_game(self, game_id: int) -> int:
        now = self.clock()
        expired: list[Seat] = []
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            if game.status != "running" or game.turn_hours <= 0:
                return 0
            engine = self._engine(game.game)
            total = game.turn_hours * 3600
            changed = False
            for key, stamp in game.waiting.items():
                seat = game.seats[int(key)]
                if seat.machine:
                    continue
                elapsed = now - stamp["t"]
                step = stamp["r"]
                if elapsed >= total and step < 3:
                    stamp["r"] = 3
                    expired.append(seat)
                elif step < 2 and total > 2 * 3600 and elapsed >= total - 3600:
                    stamp["r"] = 2
                    await self._remind(db, game, engine, seat, t("reminder_hour", game_id=game.id, game=engine.name))
                elif step < 1 and elapsed >= total / 2:
                    stamp["r"] = 1
                    text = t("reminder_half", game_id=game.id, game=engine.name, hours=game.turn_hours)
                    await self._remind(db, game, engine, seat, text)
                else:
                    continue
                changed = True
            if changed:
                await q.update_game(db, game_id, waiting=game.waiting)
            for seat in expired:
                if game.on_timeout == "wait":
                    text = t("timeout_wait", name=seat.name, game_id=game_id)
                elif game.on_timeout == "ai":
                    await q.update_seat(db, game_id, seat.seat, away=1)
                    text = t("timeout_ai", name=seat.name, game_id=game_id)
                else:
                    await q.update_seat(db, game_id, seat.seat, away=1)
                    text = t("timeout_auto", name=seat.name, game_id=game_id)
                await self._say(db, game_id, text)
        if changed or expired:
            self._notify()
        if expired and game.on_timeout != "wait":
            await self.play_machines(game_id)
        return len(expired)

    async def _remind(self, db, game: GameRecord, engine: Engine, seat: Seat, text: str) -> None:
        target = {"user": seat.user_id, "game_id": game.id, "seat": seat.seat}
        await q.enqueue(db, game.id, {"to": target, "text": text})

    async def _say(self, db, game_id: int, text: str) -> None:
        """A plain line in the game's thread."""
        await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": text})

    async def present(self, game_id: int, user_id: str) -> bool:
        """A player whose seat was taken over shows up again: they play it themselves from now on."""
        async with self.store.transaction() as db:
            game = await self._load(db, game_id)
            seat = game.seat_of(user_id)
            if seat is None or not seat.away or seat.resigned:
                return False
            await q.update_seat(db, game_id, seat.seat, away=0)
            await self._say(db, game_id, t("back", name=seat.name, game_id=game_id))
        self._notify()
        return True

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

    async def board(self, game_id: int) -> tuple[GameRecord, dict[str, Any]]:
        """The table and the public picture's payload (rendered by the caller off the loop)."""
        game, state = await self.state(game_id)
        engine = self._engine(game.game)
        return game, {"kind": "board", "game": engine.id, "view": engine.view(state, None), "names": game.names}

    async def private(self, game_id: int, user_id: str) -> tuple[GameRecord, dict[str, Any]]:
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = self._engine(game.game)
        view = engine.view(state, seat.seat)
        return game, {"kind": "private", "game": engine.id, "view": view, "names": game.names}

    async def log_lines(self, game_id: int, user_id: str | None, last: int = 20) -> list[str]:
        """What ``user_id`` may read of the game's history, then the moves made for absent or
        computer players."""
        game, state = await self.state(game_id)
        seat = game.seat_of(user_id) if user_id else None
        engine = self._engine(game.game)
        view = engine.view(state, seat.seat if seat else None)
        lines = [name_seats(entry["text"], game.names) for entry in view.get("log", [])][-last:]
        async with self.store.read() as db:
            machine = await q.machine_actions(db, game_id, 5)
        for n, seat_no, label, source in machine:
            who = t("machine_ai") if source == "ai" else t("machine_auto")
            lines.append(t("machine_log", n=n, name=game.seats[seat_no].name, who=who, label=label))
        return lines

    async def mine(self, user_id: str) -> list[GameRecord]:
        async with self.store.read() as db:
            return await q.games_of_user(db, user_id, ("lobby", "running"))

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
        matches = engine.to_json(state) == snap[1] and snap[0] == (actions[-1][0] if actions else 0)
        detail = "replay matches the stored snapshot" if matches else "replay differs from the stored snapshot"
        return ReplayReport(game_id, len(actions), matches, detail)
