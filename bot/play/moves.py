"""Playing: a move (load, apply, write the action, the snapshot and the messages it owes, in
one transaction), the messages a change owes, spoken in turns (``bot.play.turns``), and resigning.
A part of ``bot.play.service.Service``.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass
from typing import Any

import orjson

from bot.outbox.offers import controls_for, decision_stamps, options_controls, picture_options
from bot.outbox.shapes import Board, BoardEdit, DirectMessage, OutboxMessage, message_of, private_picture
from bot.outbox.wording import stored
from bot.play.errors import UserError
from bot.play.ratings import rate_finished
from bot.play.reactions import answer_standing, sealed_choice, until_text, window_end, with_standing, with_window
from bot.play.shared import MAX_TABLE_ID, Core, reachable
from bot.play.turns import classify, hidden_news, turn_owner
from bot.words import label_to_store, say, stored_label, word
from db import store as q
from db.store import GameRecord, Seat, StoreError, VersionConflict
from games import Decision, Engine, IllegalMove, registry
from games.core import State
from games.i18n import Msg, StoredText, Text, text_from_json, text_to_json
from games.i18n import Seat as SeatRef

log = logging.getLogger("orrery.service")


@dataclass
class MoveResult:
    game: GameRecord
    #: the chosen option's label (a message, worded by whoever shows it)
    label: Text
    finished: bool
    marks: list[tuple[str, float]]
    #: the state the move left (never to be changed: the process keeps it for the next move),
    #: so whoever shows the player's next step need not read the table again
    state: State | None = None
    #: what the move worked out of that state (``Looks``), kept with it
    looks: Any = None


@dataclass(frozen=True)
class Asked:
    """A player's command as the move checks it against the table it reads, so the command
    reads the table once: where it came from (``guild_id``, None for a direct message: the
    table must be reachable from there, ``bot.play.shared.reachable``) and, for an option typed
    rather than pressed, the words typed (an option's id, or its label in ``locale``)."""

    guild_id: str | None
    typed: bool = False
    locale: str = "en"


def typed_option(decision: Decision, text: str, locale: str, names: list[str]) -> str:
    """The id of the option of ``decision`` that ``text`` names: by id, or by its label as
    ``locale`` words it (any case); "bad option" otherwise."""
    wanted = text.strip()
    chosen = decision.option(wanted) or next(
        (o for o in decision.options if word(o.label, locale, names).casefold() == wanted.casefold()), None
    )
    if chosen is None:
        raise UserError("bad_option_text", text=wanted[:60])
    return chosen.id


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


def may_name_choice(decision: Decision, pending: list[Decision]) -> bool:
    """Whether the bot may name the option chosen for ``decision`` where others read it: only
    when its options are public and no other seat was choosing at the same moment (a choice
    made alongside others stays secret until the game itself reveals it)."""
    return decision.public and all(d.seat == decision.seat for d in pending)


def _reason(reason: Text | StoredText) -> Text:
    return reason if isinstance(reason, Msg) else str(reason)


def _seat_in_result(seat: int, game: GameRecord | None) -> Msg:
    """A seat as a result names it: a resigned player's seat is said to have played on alone."""
    if game is not None and game.seats[seat].resigned:
        return say("seat_resigned", seat=SeatRef(seat))
    return say("seat_name", seat=SeatRef(seat))


def result_text(result: dict[str, Any], game: GameRecord | None = None) -> Msg:
    """A finished game's result as a message: the winners (by seat, named at delivery; a
    resigned player's seat as the auto-played seat it became) or a draw, and why. A solo or
    cooperative game the players lost is a loss against the game, not a draw."""
    winners = result.get("winners") or []
    if winners:
        names: Msg | str = _seat_in_result(winners[0], game)
        for seat in winners[1:]:
            names = say("seat_list", first=names, seat=_seat_in_result(seat, game))
        text = say("winners", names=names)
    elif game is not None and (len(game.seats) == 1 or registry.get(game.game).cooperative):
        text = say("solo_lost")
    else:
        text = say("draw")
    reason = result.get("reason")
    if reason:
        text = say("result_reason", result=text, reason=_reason(text_from_json(reason)))
    return text


def move_number(public: dict[str, Any], version: int) -> int:
    """The number a board's caption calls its move: the game's own turn count when its public
    view carries one (the number its picture prints), else the table's count of decisions."""
    turn = public.get("turn")
    return turn if isinstance(turn, int) and not isinstance(turn, bool) else version


def machine_line(game: GameRecord, seat_no: int, source: str, label: Text | None) -> Msg:
    """One move the computer made for a seat: what it chose (``label``), or only that it chose
    (None: a secret). An AI seat's name already says it is one, so only other seats say who
    played them."""
    seat = game.seats[seat_no]
    plain = source == "ai" and seat.kind == "ai"
    params: dict[str, Any] = {"name": seat.name}
    if not plain:
        params["who"] = say(f"machine_{source}")
    if label is not None:
        params["label"] = label
    key = "machine_moved" if label is not None else "machine_moved_secret"
    return say(key + ("_plain" if plain else ""), **params)


async def machine_notes(db, game: GameRecord, last: int = 4) -> list[Msg]:
    """What the computer played since a person last moved, one line per move (identical lines
    in a row once); a secret choice is only said to have been made."""
    notes: list[Msg] = []
    for _n, seat_no, label, source, public in await q.machine_run(db, game.id, last):
        note = machine_line(game, seat_no, source, stored_label(label) if public else None)
        if not notes or notes[-1] != note:
            notes.append(note)
    return notes


def log_places(engine: Engine, game: GameRecord, actions: list[tuple[int, int, str, str]], wanted: set[int]) -> dict:
    """For each action numbered in ``wanted``: the number of the last log entry written before
    it (-1: none), found by replaying the game from its seed. A game that no longer replays
    (its rules changed) gives none."""
    places: dict[int, int] = {}
    state = engine.new(len(game.seats), game.options, game.seed)
    try:
        for n, seat, option_id, _source in actions:
            if n in wanted:
                log = engine.view(state, None).get("log") or [{"n": -1}]
                places[n] = log[-1].get("n", -1)
            state = engine.apply(state, seat, option_id)
    except IllegalMove:
        return {}
    return places


def caption_line(
    game: GameRecord,
    engine: Engine,
    public: dict[str, Any],
    pending: list[Decision],
    result: dict[str, Any] | None,
    ping: frozenset[int] = frozenset(),
) -> Msg:
    """A board's first line: the game, the table, its move number and whose turn it is (the
    seats in ``ping`` mentioned), or the result."""
    if result is not None:
        status = say("game_over", game=engine.name, game_id=game.id, result=result_text(result, game))
    else:
        who = waiting_names(game, pending, ping)
        status = with_window(say("waiting_for", who=who), game, pending, game.waiting, who)
    number = move_number(public, game.version)
    return say("board_caption", game=engine.name, game_id=game.id, version=number, status=status)


def board_caption(game: GameRecord, engine: Engine, state: State) -> Msg:
    """The caption of the board as it is now, mentioning no one (``/orrery board``)."""
    pending = engine.pending(state) if game.status == "running" else []
    outcome = engine.outcome(state)
    result = outcome.to_dict() if outcome is not None else game.result if game.status == "finished" else None
    return caption_line(game, engine, engine.view(state, None), pending, result)


def waiting_names(game: GameRecord, pending: list[Decision], ping: set[int] | frozenset[int]) -> str:
    """Who the table waits for: the seats in ``ping`` as mentions (people only), the others by
    name, so a player already told is not pinged again and a seat the computer plays (an AI,
    a resigned or absent player's) never is."""
    seats = sorted({d.seat for d in pending})
    return ", ".join(_mention(game.seats[s]) if s in ping else game.seats[s].name for s in seats)


def _mention(seat: Seat) -> str:
    return seat.name if seat.machine else f"<@{seat.user_id}>"


def _seat_moving(game: GameRecord, user_id: str, version: int | None, source: str, seat_no: int | None) -> Seat:
    """The seat a move is for, refused when its player is not seated, when a machine's seat
    went back to its player, or when the seat faces no decision (or an older one than the
    button's)."""
    if seat_no is None:
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game.id)
    else:
        seat = game.seats[seat_no]
        if source in ("ai", "auto") and not seat.machine:  # its player came back meanwhile
            raise UserError("moved_on", game_id=game.id)
    stamp = game.waiting.get(str(seat.seat))
    if version is not None and version < game.version and (stamp is None or stamp["v"] > version):
        # a button from a decision that is over (an old DM's): out of date, whoever's turn it is
        raise UserError("stale", game_id=game.id)
    if stamp is None:
        raise UserError("not_your_turn", game_id=game.id)
    return seat


def _action_rows(version: int, mine: tuple, standing: list) -> list[tuple[int, int, str, str, str, bool]]:
    """The move (``mine``: seat, option, stored label, source, public) and the standing orders'
    answers to it, as rows of the action log numbered on from the table's ``version`` (a
    standing answer is one of the round's answers: sealed like the others)."""
    seat, option_id, label, source, told = mine
    rows = [(version + 1, seat, option_id, label, source, told)]
    for n, (answerer, answer, answer_label, how, public) in enumerate(standing, start=version + 2):
        rows.append((n, answerer, answer, answer_label, how, public))
    return rows


def _decision_and_option(game: GameRecord, pending: list[Decision], seat: int, option_id: str) -> tuple[Decision, Any]:
    """The decision ``seat`` faces and its option ``option_id``, refused when there is none."""
    decision = next((d for d in pending if d.seat == seat), None)
    if decision is None:
        raise UserError("not_your_turn", game_id=game.id)
    option = decision.option(option_id)
    if option is None:
        raise UserError("bad_option_text", text=option_id[:60])
    return decision, option


@dataclass(frozen=True)
class KnownOfTable:
    """What the caller of ``Moves.enqueue_turn`` knows of the table already, so it is not read
    again: the outbox row of its current board, and the notes of what the machine seats played
    since a person last moved (None: not known)."""

    board_post: int | None
    notes: list[Msg] | None = None
    #: what a move writes to the table's rows, with the messages (and the new board's row)
    advance: q.TableAdvance | None = None


class OnceEach:
    """An engine whose views and pending decisions are worked out once per state and seat: a
    move asks for those of its two states many times (the turn it starts, the board, each
    seat's picture and news). Meant for one move: it keeps the states it was asked about, and
    assumes none of them changes meanwhile (a move makes new states; it never changes one)."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._views: dict[tuple[int, int | None], dict[str, Any]] = {}
        self._pending: dict[int, list[Decision]] = {}
        self._kept: list[State] = []  # so no state asked about is freed and its id reused

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        key = (id(state), seat)
        found = self._views.get(key)
        if found is None:
            self._kept.append(state)
            found = self._views[key] = self._engine.view(state, seat)
        return found

    def pending(self, state: State) -> list[Decision]:
        found = self._pending.get(id(state))
        if found is None:
            self._kept.append(state)
            found = self._pending[id(state)] = self._engine.pending(state)
        return found

    def looks(self, state: State) -> Looks:
        """What was worked out of ``state`` here, to be kept with it for the table's next move."""
        views = {seat: view for (at, seat), view in self._views.items() if at == id(state)}
        return Looks(views, self._pending.get(id(state)))

    def learn(self, state: State, looks: Looks) -> None:
        """Takes what an earlier move worked out of ``state`` (``looks``): not worked out again."""
        self._kept.append(state)
        for seat, view in looks.views.items():
            self._views[(id(state), seat)] = view
        if looks.pending is not None:
            self._pending[id(state)] = looks.pending


@dataclass(frozen=True)
class Looks:
    """What a move worked out of the state it left: its views by seat (None: the public's) and
    its pending decisions. The next move at the table starts from that state and needs them
    again (the board it replaces, what each seat saw before)."""

    views: dict[int | None, dict[str, Any]]
    pending: list[Decision] | None


def decision_controls(game: GameRecord, engine: Engine, decision: Decision) -> dict[str, Any]:
    """What a seat's own decision offers to click: its options, and on a reactive prompt the
    standing orders that answer such prompts from now on."""
    return with_standing(options_controls(game.id, game.version, decision), engine, [decision])


def decision_dm(
    game: GameRecord,
    engine: Engine,
    state: State,
    seat: Seat,
    decision: Decision,
    picture: dict[str, Any] | None,
    now: float,
    first: tuple[Text, ...] = (),
) -> DirectMessage:
    """The one message that tells a seat's player a decision is theirs (after the ``first`` lines,
    e.g. that the seat was handed to them): their turn, a chance to react in someone else's turn
    until its window ends, or a step in a rival's turn; with the decision's controls."""
    prompt = decision.prompt
    if decision.reactive is not None:  # a chance to respond in someone else's turn
        default = decision.option(decision.default)
        text = say(
            "reaction_dm",
            game=engine.name,
            game_id=game.id,
            prompt=prompt,
            hours=game.react_hours,
            until=until_text(window_end(game, [decision], game.waiting) or now),
            default=default.label if default else decision.default,
        )
    elif (owner := turn_owner(engine, state)) not in (None, seat.seat):
        # a rival carrying out a follow (or acting in another's turn): not "your turn"
        owner_name = say("seat_name", seat=SeatRef(owner))
        text = say("in_turn_dm", game=engine.name, game_id=game.id, owner=owner_name, prompt=prompt)
    else:
        text = say("your_turn_dm", game=engine.name, game_id=game.id, prompt=prompt)
    return DirectMessage(
        seat.user_id,
        game.id,
        seat.seat,
        stored([*first, text] if first else text),
        "turn",
        picture,
        decision_controls(game, engine, decision),
        link=True,
        picture_if_changed=True,
    )


class Moves:
    """The playing part of ``Service``."""

    def __init__(self, core: Core) -> None:
        self.core = core
        #: seconds spent in the phases of the last move: load, rules, write, commit
        self.last_timings: dict[str, float] = {}

    async def move(
        self,
        game_id: int,
        user_id: str,
        option_id: str,
        version: int | None = None,
        source: str = "player",
        seat: int | None = None,
        asked: Asked | None = None,
    ) -> MoveResult:
        """Apply ``user_id``'s choice (or, for machine sources, ``seat``'s).

        ``version`` is the table version a button was made at: a choice from before the
        seat's current decision is refused as stale, so a double click applies once.
        ``asked``: a player's command, checked here against the table the move reads (where it
        came from; ``option_id`` as typed words).
        """
        try:
            async with self.core.hold_board_gate(game_id), self.core.store.transaction(table=game_id) as db:
                result = await self._move_in(db, game_id, user_id, (option_id, asked), version, source, seat)
            result.marks.append(("commit", time.perf_counter()))
            self.core.keep(game_id, result.game.version, result.state, result.looks)
            self.last_timings = {
                name: end - begin for (_, begin), (name, end) in zip(result.marks, result.marks[1:], strict=False)
            }
        except VersionConflict:
            raise UserError("moved_on", game_id=game_id) from None
        except sqlite3.OperationalError as exc:
            log.warning("database error on move: %s", exc)
            raise UserError("db_busy") from None
        except StoreError:
            raise UserError("db_busy") from None
        self.core.changed(result.game)
        return result

    def forget(self, game_id: int) -> None:
        """Drops the state kept for a table whose stored state was rewritten outside a move (a
        repair by hand, a test setting a scene): its next move reads the stored one."""
        self.core.forget(game_id)

    async def _move_in(self, db, game_id, user_id, choice, version, source, seat_no) -> MoveResult:
        """The move, read and written in as few trips to the store as it can: one read of the
        table (its row, pause, state and board, its seats) with the BEGIN, then every write
        with the COMMIT. ``choice``: the option (id, or typed words) and the command asking."""
        marks = [("start", time.perf_counter())]
        option_id, asked = choice
        held = self.core.kept(game_id)
        table = await self._table_for_move(db, game_id, held[0] if held else None, asked, user_id)
        game = table.game
        seat = _seat_moving(game, user_id, version, source, seat_no)
        # the views and decisions of this move's states are asked for many times: worked out once
        engine = OnceEach(self.core.engine(game.game))
        if held is not None and table.state is None and table.state_version == held[0]:
            state = held[1]  # never changed in place: a move makes new states (``Engine.apply``)
            if held[2] is not None:
                engine.learn(state, held[2])
        else:
            state = engine.from_json(table.state)
        marks.append(("load", time.perf_counter()))
        before = engine.pending(state)
        if asked is not None and asked.typed:
            mine = next((d for d in before if d.seat == seat.seat), None)
            if mine is not None:
                option_id = typed_option(mine, option_id, asked.locale, game.names)
        decision, option = _decision_and_option(game, before, seat.seat, option_id)
        try:
            new_state = engine.apply(state, seat.seat, option_id)
        except IllegalMove as exc:
            raise UserError("illegal", reason=exc.text) from None  # worded for whoever reads it
        # a choice made while others still decide the same round is sealed: what the bot says
        # (the thread's notes, the labels /orrery log shows) must not name it yet
        sealed = sealed_choice(engine, before, new_state, seat.seat)
        # standing orders answer the reactive decisions this move raised, as moves of their own
        new_state, standing = await answer_standing(db, game, engine, new_state)
        expected, new_version = game.version, game.version + 1 + len(standing)
        waiting = decision_stamps(game.waiting, engine.pending(new_state), new_version, seat.seat, self.core.clock())
        marks.append(("rules", time.perf_counter()))
        # only a public choice made alone may be named where others read it (a choice made in
        # private or among others would leak through the log), and never one sealed in a round
        # others are still deciding
        told = may_name_choice(decision, before) and not sealed
        mine = (seat.seat, option_id, label_to_store(option.label), source, told)
        actions = _action_rows(expected, mine, standing)
        if source != "player":  # the board's notes read what the machines played, this move included
            await q.append_actions(db, game_id, actions)
            actions = []
        advance = q.TableAdvance(expected, new_version, waiting, actions, engine.to_json(new_state))
        game.version, game.waiting = new_version, waiting
        outcome = await self._settle(db, game, engine, new_state, seat, source)
        # after a player's own move, no machine has moved since a person did: nothing to read;
        # the actions, the snapshot and the table's row are written with the messages, and
        # sent with the COMMIT
        known = KnownOfTable(table.board_post, [] if source == "player" else None, advance)
        await self.enqueue_turn(db, game, engine, new_state, waiting, state, seat.seat, source, known)
        marks.append(("write", time.perf_counter()))
        return MoveResult(game, option.label, outcome is not None, marks, new_state, engine.looks(new_state))

    async def _table_for_move(
        self, db, game_id: int, held: int | None, asked: Asked | None, user_id: str
    ) -> q.TableNow:
        """The table a move is made at, refused when the command cannot reach it (as if it did
        not exist), when it is not running or when a moderator holds it."""
        if not 0 < game_id <= MAX_TABLE_ID:  # SQLite's integers stop at 64 bits
            raise UserError("no_such_table", game_id=str(game_id)[:24])
        table = await q.load_for_move(db, game_id, held)
        if table is None or (asked is not None and not reachable(table.game, asked.guild_id, user_id)):
            raise UserError("no_such_table", game_id=game_id)
        game = table.game
        if game.status != "running":
            raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
        if table.paused_at is not None:  # a moderator holds the table (bot.play.moderation)
            raise UserError("table_paused", game_id=game_id)
        return table

    async def _settle(self, db, game: GameRecord, engine: Engine, state: State, seat: Seat, source: str):
        """What a move changes beside the game itself: a player back from away, and at the end
        of the game its result and the ratings. The game's outcome, if it is over."""
        if source == "player" and seat.away:
            await q.update_seat(db, game.id, seat.seat, away=0, ai_level=None)
            seat.away = False
            await self.core.say(db, game.id, say("back", name=seat.name, game_id=game.id))
        outcome = engine.outcome(state)
        if outcome is not None:
            await q.update_game(db, game.id, status="finished", result=outcome.to_dict())
            game.status = "finished"
            await rate_finished(db, game, outcome.to_dict(), engine.view(state, None), engine)
        return outcome

    async def enqueue_turn(
        self,
        db,
        game: GameRecord,
        engine: Engine,
        state: State,
        waiting: dict[str, dict],
        before: State | None = None,
        mover: int | None = None,
        source: str = "player",
        known: KnownOfTable | None = None,
    ) -> None:
        """The messages one change owes, spoken in turns (``bot.play.turns``), written in one
        trip to the store with what the caller ``known`` a move writes beside them (its
        actions, the table's row and its new board).

        A turn change posts a new board in the thread, mentioning only the people whose
        decision just began, and sends each of them one DM (their decision, a link to the
        board and their private picture if it changed); the other players hear by DM only if
        their private picture changed. A step inside a turn edits the current board (if the
        public picture changed at all) and sends no DM: the player goes on in their panel, as
        does a player who keeps the turn (``mover``, when they moved themselves). A change
        after which only machine seats decide posts no board: their move follows at once and
        its board would replace this one on arrival. What the machine seats did rides on the
        next board's caption. The end of the game posts the final board, mentioning each
        player still seated, and no DM. Every text is stored as messages
        (``bot.outbox.wording``), worded for each reader at delivery."""
        if not isinstance(engine, OnceEach):
            engine = OnceEach(engine)
        told = known or KnownOfTable((await q.board_of(db, game.id))[0])
        messages = await self._turn_messages(db, game, engine, state, waiting, before, mover, source, told)
        board_first = bool(messages) and isinstance(messages[0], Board)
        payloads = [m.to_payload() for m in messages]
        if told.advance is not None:
            await q.write_move(db, game.id, payloads, told.advance, board_first)
            return
        rows = await q.write_turn(db, game.id, payloads, board_first)
        if board_first:
            await q.set_board_post(db, game.id, rows[0])

    async def _turn_messages(
        self, db, game, engine, state, waiting, before, mover, source, known: KnownOfTable
    ) -> list[OutboxMessage]:
        change = classify(engine, before, state)
        public = engine.view(state, None)
        post = change.turn_change or known.board_post is None
        if not post and before is not None and engine.view(before, None) == public:
            return []  # a step nobody else can see (a "Back", a machine's secret choice): the next board tells it
        # a player who keeps the turn goes on in their own panel: no new mention, no new DM
        kept = {mover} if source == "player" and mover is not None else set()
        newcomers = frozenset(change.newcomers - kept)
        messages: list[OutboxMessage] = list(
            await self._board_message(db, game, engine, state, waiting, known, post, newcomers)
        )
        if change.turn_change:
            messages += self._turn_dms(game, engine, state, before, newcomers)
        return messages

    async def _board_message(
        self, db, game, engine, state, waiting, known: KnownOfTable, post: bool, newcomers: frozenset[int]
    ) -> list[Board | BoardEdit]:
        """The new board (``post``) or the edit of the current one a change owes; none when a
        new board would only be replaced at once (the machine seats that decide next play on)."""
        pending = engine.pending(state)
        outcome = engine.outcome(state)
        machines_only = outcome is None and pending and all(game.seats[d.seat].machine for d in pending)
        board_post = known.board_post
        if post and machines_only and board_post is not None:
            return []
        # a new board mentions those whose decision just began; an edit notifies no one, and
        # keeps showing whom the table waits for
        ping = newcomers if post else frozenset(d.seat for d in pending)
        if outcome is not None:  # the final board tells every player still seated, once
            ping = frozenset(s.seat for s in game.seats if s.kind != "ai" and not s.resigned)
        elif post:
            ping |= await self._still_owed_pings(db, game, board_post, waiting)
        caption = await self._caption(db, game, engine, engine.view(state, None), pending, outcome, ping, known.notes)
        picture = board_picture(engine, engine.view(state, None), game.names, pending)
        controls = self._board_controls(game, engine, pending, outcome)
        if post:  # the board it follows keeps its buttons, refused once out of date
            return [Board(game.id, caption, picture, controls, board_post, sorted(ping))]
        return [BoardEdit(game.id, caption, picture, controls, board_post)]

    async def _still_owed_pings(self, db, game: GameRecord, board_post: int | None, waiting: dict) -> frozenset[int]:
        """The seats the current board was to mention when it has not left yet and is now
        replaced (the deliverer drops a board a newer one follows): those whose decision is
        still the one it mentioned them for are mentioned by the new board instead."""
        if board_post is None:
            return frozenset()
        found = await q.payloads(db, [board_post])
        if board_post not in found:
            return frozenset()  # delivered: its mentions reached their players
        previous = message_of(orjson.loads(found[board_post]))  # a board: mostly its view
        if not isinstance(previous, Board) or not previous.ping:
            return frozenset()
        version = (previous.controls or {}).get("version", -1)
        return frozenset(
            s
            for s in previous.ping
            if str(s) in waiting and waiting[str(s)]["v"] <= version and not game.seats[s].machine
        )

    def _board_controls(self, game: GameRecord, engine: Engine, pending: list[Decision], outcome) -> dict | None:
        if outcome is not None:
            return {"game_id": game.id, "version": game.version, "mode": "over", "options": []}
        return with_standing(controls_for(game.id, game.version, pending, game.names), engine, pending)

    async def _caption(
        self, db, game: GameRecord, engine: Engine, public: dict, pending: list[Decision], outcome, ping, notes=None
    ) -> StoredText | list[StoredText]:
        """A board's words (``caption_line``), then what the machine seats did since a person
        last moved (``notes``, when the caller knows them)."""
        result = outcome.to_dict() if outcome is not None else None
        lines = [caption_line(game, engine, public, pending, result, ping)]
        for note in await machine_notes(db, game) if notes is None else notes:
            lines.append(say("footnote", text=note))
        if result is not None and ping:
            lines.append(say("game_over_players", who=", ".join(f"<@{game.seats[s].user_id}>" for s in sorted(ping))))
        return stored(lines)

    def _turn_dms(
        self, game: GameRecord, engine: Engine, state: State, before: State | None, newcomers: frozenset[int]
    ) -> list[DirectMessage]:
        """The DMs a turn change owes: each person whose decision just began is told it is
        their turn; the others hear only if what they alone see changed. The end owes none: the
        result is public, and the final board mentions every player still seated."""
        if engine.outcome(state) is not None:
            return []
        pending = engine.pending(state)
        decisions = {d.seat: d for d in pending}
        deciding_before = {d.seat for d in engine.pending(before)} if before is not None else set()
        names = game.names
        out: list[DirectMessage] = []
        for seat in game.seats:
            if seat.kind == "ai" or seat.resigned:
                continue
            decision = decisions.get(seat.seat)
            picture = private_picture(engine, engine.view(state, seat.seat), names, decision)
            if seat.seat in newcomers and decision is not None and not seat.machine:
                message = decision_dm(game, engine, state, seat, decision, picture, self.core.clock())
            elif before is not None and (
                seat.seat in deciding_before or not hidden_news(engine, before, state, seat.seat)
            ):
                # the turn this player just ended changed their hand (a card drawn): their next
                # turn's DM shows it; otherwise nothing only they see has changed
                continue
            else:
                key = "opening_hand_dm" if before is None else "private_update_dm"
                text = stored(say(key, game=engine.name, game_id=game.id))
                message = DirectMessage(
                    seat.user_id, game.id, seat.seat, text, "hand", picture, link=True, only_if_changed=True
                )
            out.append(message)
        return out

    async def resign(self, game_id: int, user_id: str) -> GameRecord:
        core = self.core
        # like a move, it waits while the table's board is on its way: a board must not arrive
        # mentioning a player who resigned meanwhile
        async with core.hold_board_gate(game_id), core.store.transaction(table=game_id) as db:
            game = await core.load(db, game_id)
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
                public = await core.public_view(db, game)
                await rate_finished(db, game, result, public, core.engine(game.game))
                text = say("resigned_two", name=seat.name, winner=winner.name, game_id=game_id)
            else:
                text = say("resigned", name=seat.name, game_id=game_id)
            await core.say(db, game_id, text)
            game = await core.load(db, game_id)
        core.changed(game)
        return game
