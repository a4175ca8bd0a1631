"""Reactive decisions and simultaneous rounds, as the service handles them. A part of
``bot.play.service.Service`` (``Reactions``), and the functions a move uses to answer standing
orders and to keep a sealed choice unsaid.

A reactive decision (``Decision.reactive``, such as Tiny Epic Galaxies' "follow?") is a chance
to respond during someone else's turn, so it must never hold that turn up:

- a seat's standing order for that kind of decision answers it at once, inside the
  transaction of the move that raised it (so nobody is even asked);
- otherwise every eligible seat is asked together, and once the table's window
  (``react_hours``, short by default since someone waits on it) has passed, the decision's
  safe default is played for whoever has not answered (``close_windows``, run by the timer
  tick and by a wake-up set for the window's end);
- meanwhile the seat the round holds up (the active player) may already choose what it does
  next (``choose_ahead``): the choice waits as a standing order of kind ``NEXT`` and is played
  in the transaction of the move that closes the round, if what that seat may do is still what
  it was offered; otherwise it is dropped and the seat is asked again by DM.

In a simultaneous round (several seats deciding at once) a seat's choice is sealed until the
round closes: the engines keep it out of every view, and ``sealed_choice`` tells the service
to keep it out of its own words too (the thread's notes and the action labels ``/orrery log``
shows).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from bot.outbox.offers import decision_hash, options_controls
from bot.outbox.shapes import DirectMessage
from bot.outbox.wording import stored
from bot.play.errors import UserError
from bot.play.shared import Core, MoveMaker
from bot.play.turns import turn_owner
from bot.words import label_to_store, say
from db import store as q
from db.store import GameRecord
from games import Decision, Engine
from games.core import ASK, Reaction, State
from games.i18n import Msg, Text, text_to_json, word_list

log = logging.getLogger("orrery.service")

#: a bound on standing answers after one move (each answer is a move; a loop would be a bug)
MAX_STANDING_ANSWERS = 64

#: seconds by which a window's wake-up may come early (a timer and the clock may disagree by
#: a hair) and still close the window, rather than leave it to the next timer tick
WAKE_GRACE = 0.5

#: the standing-order kind under which a seat's choice made in advance waits (reactive kinds
#: are named "<game>.<kind>", so they never meet it)
NEXT = "next"


@dataclass(frozen=True)
class Ahead:
    """What a seat held up by a reactive round may choose in advance."""

    #: the decision the seat will face once the round closes, if nobody responds
    decision: Decision
    #: the seats still deciding, and when the window closes for the last of them (epoch s)
    deciding: list[int]
    until: float
    #: the option already chosen in advance, if any
    chosen: str | None


def until_text(when: float) -> str:
    """A moment as Discord shows it, in each reader's own time zone and language."""
    return f"<t:{int(when)}:t>"


def window_end(game: GameRecord, pending: list[Decision], waiting: dict[str, dict]) -> float | None:
    """When the table's window closes for the last open reactive decision (None: none open)."""
    ends = [
        waiting[str(d.seat)]["t"] + game.react_hours * 3600
        for d in pending
        if d.reactive and str(d.seat) in waiting and not game.seats[d.seat].machine
    ]
    return max(ends) if ends else None


def with_window(status: Msg, game: GameRecord, pending: list[Decision], waiting: dict[str, dict], who: str) -> Msg:
    """The board's "waiting for" line, saying until when a reactive round waits."""
    end = window_end(game, pending, waiting)
    if end is None or any(not d.reactive for d in pending):
        return status
    return say("waiting_reaction", who=who, until=until_text(end))


def held_up(engine: Engine, state: State) -> Decision | None:
    """The decision the player whose turn it is faces once the open reactive round closes if
    nobody responds, when only reactive decisions are open and that player is not among them
    (the engine tells it, ``Engine.held_decision``, from what that player sees). None
    otherwise, and for games that do not tell."""
    pending = engine.pending(state)
    if not pending or any(not d.reactive for d in pending):
        return None
    owner = turn_owner(engine, state)
    tell = getattr(engine, "held_decision", None)
    if owner is None or tell is None or owner in {d.seat for d in pending}:
        return None
    return tell(state, owner)


def sealed_choice(engine: Engine, before: list[Decision], after: State, seat: int) -> bool:
    """Was ``seat``'s choice one of several made at once, with the round still open after it?
    Then nothing the bot says may name the choice yet."""
    others = {d.seat for d in before} - {seat}
    return bool(others) and bool(others & set(engine.to_act(after)))


def standing_choices(engine: Engine, decision: Decision) -> list[tuple[str, str, str]]:
    """(kind, order, label) of the standing orders a reactive decision's prompt offers."""
    reaction = engine.reaction(decision.reactive)
    if reaction is None:
        return []
    return [(reaction.kind, o.id, text_to_json(o.label)) for o in reaction.orders if o.id != ASK]


def with_standing(controls: dict[str, Any] | None, engine: Engine, decisions: list[Decision]) -> dict[str, Any] | None:
    """``controls`` as the game shapes them: a reactive prompt's also offer the standing
    orders its presser may give from it (as [kind, order, label]) and, on the board, the
    panel in which the player it holds up chooses ahead (``ahead``); a game that hides
    nothing offers no "My hand" (``hand``: False). Other controls unchanged."""
    if controls is None:
        return None
    if not getattr(engine, "hidden", True):
        controls = {**controls, "hand": False}
    kinds = {d.reactive for d in decisions}
    if len(kinds) != 1 or None in kinds:
        return controls
    # "ahead": someone's turn waits on these answers; "Choose…" lets them choose their next step
    return {**controls, "standing": [list(c) for c in standing_choices(engine, decisions[0])], "ahead": True}


async def answer_standing(
    db, game: GameRecord, engine: Engine, state: State
) -> tuple[State, list[tuple[int, str, str, str, bool]]]:
    """Answer every reactive decision a standing order covers, one after another (an answer
    may raise the next question), and play a choice made in advance once the round that held
    it up is closed, inside the transaction of the move that raised them. Returns the new state
    and (seat, option, label, source, public) of each answer, for the caller to record as
    moves of their own."""
    orders = await q.standing_orders(db, game.id) if engine.reactions else {}
    answers: list[tuple[int, str, str, str, bool]] = []
    while orders and len(answers) < MAX_STANDING_ANSWERS and engine.outcome(state) is None:
        pick = _standing_pick(game, engine, state, orders)
        source = "standing"
        if pick is None:
            pick = await _chosen_ahead(db, game, engine, state, orders, game.version + 1 + len(answers))
            source = "ahead"
        if pick is None:
            break
        d, option_id = pick
        pending = engine.pending(state)
        state = engine.apply(state, d.seat, option_id)
        public = source == "ahead" and d.public and all(p.seat == d.seat for p in pending)
        answers.append((d.seat, option_id, label_to_store(d.option(option_id).label), source, public))
    return state, answers


def _standing_pick(
    game: GameRecord, engine: Engine, state: State, orders: dict[tuple[int, str], str]
) -> tuple[Decision, str] | None:
    """The first open reactive decision a standing order answers, with its answer."""
    for d in engine.pending(state):
        order = orders.get((d.seat, d.reactive or ""))
        if order is None or game.seats[d.seat].kind == "ai":
            continue
        option_id = engine.standing_answer(d, order)
        if option_id is not None and d.option(option_id) is not None:
            return d, option_id
    return None


async def _chosen_ahead(
    db, game: GameRecord, engine: Engine, state: State, orders: dict[tuple[int, str], str], version: int
) -> tuple[Decision, str] | None:
    """The choice a seat made in advance, now that its decision is open: played if the
    decision is the one it was offered (same prompt, same options), else dropped, and the
    seat is asked again by DM. Either way the order is used up."""
    pending = engine.pending(state)
    if len(pending) != 1 or pending[0].reactive:
        return None
    d = pending[0]
    order = orders.pop((d.seat, NEXT), None)
    if order is None:
        return None
    await q.set_standing_order(db, game.id, d.seat, NEXT, None)
    offered, _, option_id = order.partition(":")
    seat = game.seats[d.seat]
    if seat.machine or seat.resigned:
        return None  # the seat plays by itself now
    if offered == decision_hash(d) and d.option(option_id) is not None:
        return d, option_id
    text = say("ahead_void_dm", game=engine.name, game_id=game.id, prompt=d.prompt)
    controls = options_controls(game.id, version, d)
    message = DirectMessage(seat.user_id, game.id, d.seat, stored(text), "turn", None, controls, link=True)
    await q.enqueue(db, game.id, message.to_payload())
    return None


class Reactions:
    """The reactive part of ``Service``: standing orders given from the bot, and the window
    after which a reactive decision's safe default is played. ``move`` makes a move on a seat's
    behalf (``bot.play.moves.Moves.move``)."""

    def __init__(self, core: Core, move: MoveMaker) -> None:
        self.core = core
        self.move = move
        self._tasks: set[asyncio.Task] = set()

    def _reaction_of(self, engine: Engine, kind: str) -> Reaction:
        reaction = engine.reaction(kind)
        if reaction is None:
            kinds = [say("reaction_choice", title=r.title, kind=r.kind) for r in engine.reactions]
            known = word_list(kinds) if kinds else say("none")
            raise UserError("bad_setting", reason=say("no_such_reaction", kind=kind, game=engine.title, known=known))
        return reaction

    async def set_standing_order(self, game_id: int, user_id: str, kind: str, order: str) -> GameRecord:
        """``user_id``'s standing order at this table for ``kind`` (``ASK`` removes it). If that
        seat faces such a decision right now, the order answers it at once."""
        core = self.core
        game = await core.game(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = core.engine(game.game)
        reaction = self._reaction_of(engine, kind)
        if reaction.order(order) is None:
            orders = word_list([say("order_choice", label=o.label, kind=kind, order=o.id) for o in reaction.orders])
            # worded for whoever reads the refusal, the game's title of the reaction inside
            raise UserError(
                "bad_setting", reason=say("no_such_order", order=order, title=reaction.title, orders=orders)
            )
        async with core.store.transaction(table=game_id) as db:
            # the seat as it is now: a moderator may have handed it to someone else meanwhile
            seat = (await core.load(db, game_id)).seat_of(user_id)
            if seat is None:
                raise UserError("not_seated", game_id=game_id)
            await q.set_standing_order(db, game_id, seat.seat, kind, None if order == ASK else order)
        await self._answer_standing_now(game_id, seat.seat)
        return await core.game(game_id)

    async def standing_orders_of(self, game_id: int, user_id: str) -> list[tuple[Reaction, str]]:
        """Each reactive kind of the table's game with ``user_id``'s standing order for it."""
        game = await self.core.game(game_id)
        seat = game.seat_of(user_id)
        engine = self.core.engine(game.game)
        if seat is None or not engine.reactions:
            return []
        async with self.core.store.read() as db:
            orders = await q.standing_orders(db, game_id)
        return [(r, orders.get((seat.seat, r.kind), ASK)) for r in engine.reactions]

    async def _answer_standing_now(self, game_id: int, seat_no: int) -> None:
        """A standing order just given answers the seat's open reactive decision, if any."""
        if (await self.core.game(game_id)).status != "running":
            return  # given in the lobby: it waits for the game
        game, state = await self.core.state(game_id)
        engine = self.core.engine(game.game)
        async with self.core.store.read() as db:
            orders = await q.standing_orders(db, game_id)
        for d in engine.pending(state):
            order = orders.get((d.seat, d.reactive or ""))
            option_id = engine.standing_answer(d, order) if d.seat == seat_no and order else None
            if option_id is not None:
                stamp = game.waiting.get(str(d.seat), {})
                await self._move_for(game, d.seat, option_id, stamp.get("v"), "standing")

    # --- choosing ahead ---------------------------------------------------------------------
    async def ahead(self, game_id: int, user_id: str) -> Ahead | None:
        """What ``user_id`` may choose in advance while a reactive round holds their turn up."""
        game, state = await self.core.state(game_id, kept=True)
        return await self.ahead_of(game, state, user_id)

    async def ahead_of(self, game: GameRecord, state: State, user_id: str) -> Ahead | None:
        """``ahead`` at a table already read (as a move left it); its standing orders are read
        only when a round holds the seat up."""
        game_id = game.id
        seat = game.seat_of(user_id)
        if seat is None or game.status != "running":
            return None
        engine = self.core.engine(game.game)
        decision = held_up(engine, state)
        if decision is None or decision.seat != seat.seat:
            return None
        pending = engine.pending(state)
        async with self.core.store.read() as db:
            order = (await q.standing_orders(db, game_id)).get((seat.seat, NEXT))
        offered, _, chosen = (order or "").partition(":")
        until = window_end(game, pending, game.waiting) or self.core.clock()
        mine = chosen if offered == decision_hash(decision) and decision.option(chosen) else None
        return Ahead(decision, sorted({d.seat for d in pending}), until, mine)

    async def choose_ahead(
        self, game_id: int, user_id: str, option_id: str, version: int | None, offered: str | None = None
    ) -> Text | None:
        """Keep ``user_id``'s choice for when the reactive round holding their turn up closes;
        its label, or None if no round holds them up (the caller then makes a move). The round
        is checked in the same transaction as the choice is kept, so a round closing meanwhile
        can never leave a choice behind. ``offered``: the hash of the decision the choice was
        offered from (a button's), refused as out of date if that is not the one ahead now."""
        core = self.core
        async with core.store.transaction(table=game_id) as db:
            game = await core.load(db, game_id)
            seat = game.seat_of(user_id)
            if seat is None or game.status != "running" or str(seat.seat) in game.waiting:
                return None
            engine = core.engine(game.game)
            snap = await q.load_snapshot(db, game_id)
            state = engine.from_json(snap[1])
            decision = held_up(engine, state)
            if decision is None or decision.seat != seat.seat:
                return None
            opened = min(stamp["v"] for stamp in game.waiting.values())
            if (version is not None and version < opened) or offered not in (None, decision_hash(decision)):
                raise UserError("stale", game_id=game_id)
            option = decision.option(option_id)
            if option is None:
                raise UserError("bad_option_text", text=option_id[:60])
            await q.set_standing_order(db, game_id, seat.seat, NEXT, f"{decision_hash(decision)}:{option_id}")
        return option.label

    async def press_ahead(self, game_id: int, user_id: str, offered: str, option_id: str) -> tuple[Text | None, Any]:
        """A step-ahead button pressed (it names the decision it was offered for): kept while
        the round still holds the turn up, else played if that decision is open now, else out
        of date. Returns (label kept, None) or (None, the move's result)."""
        label = await self.choose_ahead(game_id, user_id, option_id, None, offered)
        if label is not None:
            return label, None
        game, state = await self.core.state(game_id)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = self.core.engine(game.game)
        decision = next((d for d in engine.pending(state) if d.seat == seat.seat), None)
        if game.status != "running" or decision is None or decision_hash(decision) != offered:
            raise UserError("stale", game_id=game_id)
        # the version read with the decision: should it change meanwhile, the move is refused
        return None, await self.move(game_id, user_id, option_id, game.version)

    # --- the window -----------------------------------------------------------------------
    def wake_at_window_end(self, game: GameRecord) -> None:
        """After a change: close the table's reactive round when its window ends, not at the
        next timer tick (which may come a minute later, a minute the active player waits)."""
        ends = [stamp["t"] for stamp in game.waiting.values() if stamp.get("x")]
        if game.status != "running" or not ends or game.react_hours <= 0:
            return
        delay = max(ends) + game.react_hours * 3600 - self.core.clock()
        loop = asyncio.get_running_loop()
        loop.call_later(max(delay, 0), self._close_later, game.id)

    def _close_later(self, game_id: int) -> None:
        task = asyncio.get_running_loop().create_task(self._close_quietly(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _close_quietly(self, game_id: int) -> None:
        try:
            await self.close_windows(game_id)
        except Exception:  # the timer tick tries again; a wake-up must never crash the loop
            log.exception("closing the reaction window of table %s failed", game_id)

    async def close_windows(self, game_id: int) -> int:
        """Play the safe default for each reactive decision that waited past the table's window;
        returns how many it answered."""
        game, state = await self.core.state(game_id)
        if game.status != "running" or game.react_hours <= 0:
            return 0
        engine = self.core.engine(game.game)
        now = self.core.clock()
        late = [
            (d, game.waiting[str(d.seat)])
            for d in engine.pending(state)
            if d.reactive
            and str(d.seat) in game.waiting
            and not game.seats[d.seat].machine  # machine seats answer by themselves
            and now - game.waiting[str(d.seat)]["t"] >= game.react_hours * 3600 - WAKE_GRACE
        ]
        answered = 0
        for d, stamp in late:
            answered += await self._move_for(game, d.seat, d.default, stamp["v"], "window")
        return answered

    async def _move_for(self, game: GameRecord, seat_no: int, option_id: str, version: int | None, source: str) -> int:
        """Make a move on a seat's behalf; 1 if it was made, 0 if the table moved on first."""
        try:
            await self.move(game.id, game.seats[seat_no].user_id, option_id, version, source=source, seat=seat_no)
        except UserError as exc:  # the player answered, or the decision changed, meanwhile
            log.info("%s answer at table %s skipped: %s", source, game.id, exc.key)
            return 0
        return 1
