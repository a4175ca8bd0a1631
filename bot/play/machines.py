"""Seats the computer plays: AI seats, resigned seats and absent players' seats (when the table
says so), and the turn timers that hand a seat over. A part of ``bot.play.service.Service``.

The AI thinks in a process pool (``make_ai_chooser``), never on the event loop.
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
from collections.abc import Awaitable, Callable

from bot.outbox.shapes import DirectMessage
from bot.outbox.workers import WorkerPool, cores
from bot.play.away import chose_away, timers_held
from bot.play.errors import UserError
from bot.play.lobby import AI_LEVELS
from bot.play.shared import Core, MoveMaker
from bot.words import say
from db import store as q
from db.store import GameRecord, Seat
from games import Decision, Engine
from games.core import State
from games.i18n import Msg, text_to_json

log = logging.getLogger("orrery.service")

#: chooses for a machine seat: (game id, state JSON, seat, level, seed) -> option id
AiChooser = Callable[[str, str, int, str, int], Awaitable[str]]


class MachineSeats:
    """The machine-seat and timer part of ``Service``. ``move`` makes a move for a seat
    (``bot.play.moves.Moves.move``); ``ai_chooser`` thinks for AI seats (None: defaults only)."""

    def __init__(self, core: Core, move: MoveMaker, ai_chooser: AiChooser | None = None) -> None:
        self.core = core
        self.move = move
        self.ai_chooser = ai_chooser
        #: the background tasks playing machine seats (the bot lets them finish at shutdown)
        self.tasks: set[asyncio.Task] = set()
        #: tables whose machine seats are being played, and those to look at again after that
        self._busy: set[int] = set()
        self._again: set[int] = set()

    def schedule(self, game: GameRecord) -> None:
        """Let machine seats play, in the background so the human's answer is not delayed."""
        if game.status != "running" or not any(s.machine for s in game.seats):
            return
        self._play_later(game.id)

    def _play_later(self, game_id: int, adopt: bool = False) -> None:
        task = asyncio.get_running_loop().create_task(self.play_machines(game_id, adopt=adopt))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def settle(self) -> None:
        """Wait until no machine seat is thinking (for tests and shutdown)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)

    async def play_machines(self, game_id: int, limit: int = 10_000, adopt: bool = False) -> int:
        """Play every pending decision of a machine seat, one committed move at a time.

        One such loop runs per table, across every process sharing the database: a call while
        one runs (here, or in another process that holds the table's lease) asks it to look
        again and returns 0, so an AI never thinks twice about the same decision. ``adopt``:
        only take up a table nobody plays (after its process died), asking nothing."""
        if game_id in self._busy:
            self._again.add(game_id)
            return 0
        self._busy.add(game_id)
        key = f"machines:{game_id}"
        store, worker = self.core.store, self.core.worker
        played = 0
        try:
            while True:
                if not await store.claim([key], worker, self.core.machine_lease_seconds):
                    if adopt or await store.ask_again(key, worker):
                        return played
                    continue  # its holder let go meanwhile: claim it here
                played += await self._play_machines(game_id, limit - played, key)
                if await store.release(key, worker):
                    return played
                # another process changed the table while this one played: look again
        finally:
            self._busy.discard(game_id)
            if game_id in self._again:  # a change came as this loop let go: it is not lost
                self._again.discard(game_id)
                self._play_later(game_id)

    async def _play_machines(self, game_id: int, limit: int, key: str) -> int:
        played = 0
        while played < limit:
            self._again.discard(game_id)
            if played and not await self.core.store.claim([key], self.core.worker, self.core.machine_lease_seconds):
                log.warning("lost the claim on table %s's machine seats; another process plays them", game_id)
                return played
            game, state = await self.core.state(game_id, kept=True)
            engine = self.core.engine(game.game)
            todo = [d for d in engine.pending(state) if game.seats[d.seat].machine] if game.status == "running" else []
            if not todo:
                if game_id in self._again:  # something changed while we looked
                    continue
                return played
            d = todo[0]
            seat = game.seats[d.seat]
            # an absent player's seat is played by the AI they chose when going away (its level
            # is on the seat, see bot.play.away), else as the table's timeout policy says
            chosen = seat.ai_level if seat.kind == "human" else None
            by_ai = chosen in AI_LEVELS or (chosen is None and game.on_timeout == "ai")
            if seat.kind == "ai" or (seat.away and by_ai):
                source = "ai"
                option_id = await self._ai_choice(game, engine, state, d, seat.ai_level or "normal")
            else:
                source, option_id = "auto", d.default
            try:
                # made at this version: if the table moved on meanwhile, the choice is refused
                await self.move(game_id, seat.user_id, option_id, version=game.version, source=source, seat=d.seat)
            except UserError as exc:
                log.info("machine move at table %s skipped: %s", game_id, exc.key)
                if (await self.core.game(game_id)).version == game.version:
                    # nothing moved: the seat came back to its player, or the choice itself is
                    # refused; either way trying again would only spin
                    return played
                continue  # a human moved meanwhile: look again
            played += 1
        return played

    async def resume(self) -> int:
        """After a restart, machine seats whose turn came while the bot was down play on, in
        the background. Returns the number of running tables."""
        async with self.core.store.read() as db:
            running = await q.game_ids_with_status(db, "running")
        for game_id in running:
            self._play_later(game_id)
        return len(running)

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
    async def adopt_orphans(self) -> None:
        """Of several processes sharing the database, the one holding the timer round takes up
        the machine seats of tables whose process died (a table someone plays is left alone)."""
        if not self.core.store.shared:
            return
        async with self.core.store.read() as db:
            for game_id in await q.running_with_machine_seats(db):
                self._play_later(game_id, adopt=True)

    async def tick_game(self, game_id: int) -> int:
        """Send the table's due reminders and act on its expired turn timers; returns how many
        seats it acted on."""
        now = self.core.clock()
        expired: list[Seat] = []
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            if game.status != "running" or game.turn_hours <= 0:
                return 0
            held = await timers_held(db, game)  # paused by a moderator or a player away
            if held is None:
                return 0
            engine = self.core.engine(game.game)
            total = game.turn_hours * 3600
            changed = False
            for key, stamp in game.waiting.items():
                seat = game.seats[int(key)]
                if seat.machine or stamp.get("x") or seat.seat in held:  # a reactive decision has its own window
                    continue
                elapsed = now - stamp["t"]
                step = stamp["r"]
                if elapsed >= total and step < 3:
                    stamp["r"] = 3
                    expired.append(seat)
                elif step < 2 and total > 2 * 3600 and elapsed >= total - 3600:
                    stamp["r"] = 2
                    await self._remind(db, game, engine, seat, say("reminder_hour", game_id=game.id, game=engine.name))
                elif step < 1 and elapsed >= total / 2:
                    stamp["r"] = 1
                    text = say("reminder_half", game_id=game.id, game=engine.name, hours=game.turn_hours)
                    await self._remind(db, game, engine, seat, text)
                else:
                    continue
                changed = True
            if changed:
                await q.update_game(db, game_id, waiting=game.waiting)
            for seat in expired:
                if game.on_timeout == "wait":
                    text = say("timeout_wait", name=seat.name, game_id=game_id)
                elif game.on_timeout == "ai":
                    await q.update_seat(db, game_id, seat.seat, away=1)
                    text = say("timeout_ai", name=seat.name, game_id=game_id)
                else:
                    await q.update_seat(db, game_id, seat.seat, away=1)
                    text = say("timeout_auto", name=seat.name, game_id=game_id)
                await self.core.say(db, game_id, text)
        if changed or expired:
            self.core.notify()
        if expired and game.on_timeout != "wait":
            self._play_later(game_id)  # the other tables' timers need not wait for the AI
        return len(expired)

    async def _remind(self, db, game: GameRecord, engine: Engine, seat: Seat, text: Msg) -> None:
        message = DirectMessage(seat.user_id, game.id, seat.seat, text_to_json(text))  # worded for its reader
        await self.core.enqueue(db, game.id, message)

    async def present(self, game_id: int, user_id: str) -> bool:
        """A player whose seat was taken over shows up again: they play it themselves from now on."""
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            seat = game.seat_of(user_id)
            if seat is None or not seat.away or seat.resigned or await chose_away(db, game, user_id):
                return False  # (time away the player chose ends with /orrery back)
            await q.update_seat(db, game_id, seat.seat, away=0, ai_level=None)
            await self.core.say(db, game_id, say("back", name=seat.name, game_id=game_id))
            game = await self.core.load(db, game_id)
        self.core.changed(game)  # other machine seats may have been held up by this one
        return True


class PoolChooser:
    """Runs AI decisions in worker processes (``bot.outbox.workers``), off the event loop."""

    def __init__(self, workers: int = 1) -> None:
        from games.ai import warm

        self.workers = WorkerPool("AI", workers, warm=warm)

    async def __call__(self, game_id: str, state_json: str, seat: int, level: str, seed: int) -> str:
        from games.ai import decide

        return await self.workers.run(decide, game_id, state_json, seat, level, seed)

    def shutdown(self) -> None:
        """Stops the workers now: a decision under way is abandoned, not waited for."""
        self.workers.shutdown()


def make_ai_chooser(workers: int | None = None) -> PoolChooser | None:
    """The AI chooser of the bot, or None when the AI players are not installed. By default one
    worker per core but one: a core stays with the bot and the pictures, so human moves keep
    their pace while machine seats think."""
    if importlib.util.find_spec("games.ai") is None:
        return None
    return PoolChooser(workers or max(1, cores() - 1))
