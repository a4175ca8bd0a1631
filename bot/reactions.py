"""Reactive decisions and simultaneous rounds, as the service handles them. A part of
``bot.service.Service`` (``Reactions``), and the functions a move uses to answer standing
orders and to keep a sealed choice unsaid.

A reactive decision (``Decision.reactive``, such as Tiny Epic Galaxies' "follow?") is a chance
to respond during someone else's turn, so it must never hold that turn up:

- a seat's standing order for that kind of decision answers it at once, inside the
  transaction of the move that raised it (so nobody is even asked);
- otherwise every eligible seat is asked together, and once the table's window
  (``react_hours``) has passed, the decision's safe default is played for whoever has not
  answered (``close_windows``, run by the timer tick).

In a simultaneous round (several seats deciding at once) a seat's choice is sealed until the
round closes: the engines keep it out of every view, and ``sealed_choice`` tells the service
to keep it out of its own words too (the thread's notes and the action labels ``/orrery log``
shows).
"""

from __future__ import annotations

import logging
from typing import Any

from bot.core import Core, MoveMaker
from bot.errors import UserError
from bot.messages import label_to_store, say
from db import store as q
from db.store import GameRecord
from games import Decision, Engine
from games.core import ASK, Reaction, State
from games.i18n import text_to_json

log = logging.getLogger("orrery.service")

#: a bound on standing answers after one move (each answer is a move; a loop would be a bug)
MAX_STANDING_ANSWERS = 64

#: the longest reaction window a table may set, in hours
MAX_REACT_HOURS = 72


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
    """``controls`` for a reactive prompt, plus the standing orders its presser may give
    from it (as [kind, order, label]); other controls unchanged."""
    kinds = {d.reactive for d in decisions}
    if controls is None or len(kinds) != 1 or None in kinds:
        return controls
    return {**controls, "standing": [list(c) for c in standing_choices(engine, decisions[0])]}


async def answer_standing(
    db, game: GameRecord, engine: Engine, state: State
) -> tuple[State, list[tuple[int, str, str]]]:
    """Answer every reactive decision a standing order covers, one after another (an answer
    may raise the next question), inside the transaction of the move that raised them. Returns
    the new state and (seat, option, label) of each answer, for the caller to record as moves
    of their own."""
    orders = await q.standing_orders(db, game.id) if engine.reactions else {}
    answers: list[tuple[int, str, str]] = []
    while orders and len(answers) < MAX_STANDING_ANSWERS and engine.outcome(state) is None:
        pick = None
        for d in engine.pending(state):
            order = orders.get((d.seat, d.reactive or ""))
            if order is None or game.seats[d.seat].kind == "ai":
                continue
            option_id = engine.standing_answer(d, order)
            if option_id is not None and d.option(option_id) is not None:
                pick = (d, option_id)
                break
        if pick is None:
            break
        d, option_id = pick
        state = engine.apply(state, d.seat, option_id)
        answers.append((d.seat, option_id, label_to_store(d.option(option_id).label)))
    return state, answers


class Reactions:
    """The reactive part of ``Service``: standing orders given from the bot, and the window
    after which a reactive decision's safe default is played. ``move`` makes a move on a seat's
    behalf (``bot.moves.Moves.move``)."""

    def __init__(self, core: Core, move: MoveMaker) -> None:
        self.core = core
        self.move = move

    def _reaction_of(self, engine: Engine, kind: str) -> Reaction:
        reaction = engine.reaction(kind)
        if reaction is None:
            known = ", ".join(r.kind for r in engine.reactions) or say("none")
            raise UserError("bad_setting", reason=say("no_such_reaction", kind=kind, game=engine.name, known=known))
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
            orders = ", ".join(f"`{o.id}`" for o in reaction.orders)
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

    # --- the window -----------------------------------------------------------------------
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
            and now - game.waiting[str(d.seat)]["t"] >= game.react_hours * 3600
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
