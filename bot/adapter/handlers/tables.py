"""What each command and button does: ask the service, then answer, in one request when it can.

Every interaction is answered in as few requests as Discord allows: directly when the work is
done within a short budget, otherwise deferred when the budget runs out (well inside Discord's
3-second window) and finished by editing the deferred reply; refusals come back as short
ephemeral messages and change nothing.
"""

from __future__ import annotations

import asyncio
import io
import logging
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.adapter.views import decision_view, resign_view
from bot.config import DEFAULT_TURN_HOURS
from bot.outbox.delivery import destination, render
from bot.outbox.offers import ahead_controls, button_label
from bot.outbox.readers import table_locale
from bot.outbox.shapes import LobbyPost, without_turn_words
from bot.outbox.wording import worded_controls, worded_picture
from bot.play.moderation import Member
from bot.play.moves import decision_controls
from bot.play.reactions import until_text
from bot.play.service import Service, UserError
from bot.words import language_name, say, t, word
from db.store import StoreError
from db.store import safe_name as shown_name
from games import registry
from games.i18n import normalize_locale

log = logging.getLogger("orrery.bot")


def locale_of(interaction: discord.Interaction) -> str:
    """The language the interaction's user reads: the one they fixed (looked up by ``guarded``),
    else their Discord locale, else English."""
    return interaction.extras.get("reader_locale") or normalize_locale(str(interaction.locale))


def service_of(interaction: discord.Interaction) -> Service:
    return interaction.client.service  # type: ignore[attr-defined]


def user_of(interaction: discord.Interaction) -> tuple[str, str]:
    return str(interaction.user.id), shown_name(interaction.user.display_name)


#: how long the work of an interaction may take before it is deferred: half of Discord's
#: 3 seconds, so a slow machine or network still acknowledges in time
ANSWER_BUDGET_SECONDS = 1.5


@dataclass
class Reply:
    """How an interaction is being answered. Work that is done within the budget answers it in
    one request (the answer itself); slower work gets a deferral when the budget runs out and
    is finished by editing the deferred message (PATCH ``@original``), never by a first
    follow-up. ``update``: a press answered by changing the pressed message in place."""

    update: bool
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    timer: asyncio.Task | None = None
    answered: bool = False  # the first private answer has been given
    #: a private answer went out as the interaction's own reply, so ``@original`` is that answer,
    #: no longer the pressed message
    original_is_answer: bool = False


def _reply(interaction: discord.Interaction) -> Reply:
    reply = interaction.extras.get("reply")
    if reply is None:  # answered without ``ack``: as if acknowledged privately just now
        reply = interaction.extras["reply"] = Reply(update=False)
    return reply


async def ack(interaction: discord.Interaction, update: bool = False) -> None:
    """Starts the interaction's clock: it is answered by whatever the work says first, or
    deferred (privately, or as a silent update of the pressed message) when the work takes
    longer than ``ANSWER_BUDGET_SECONDS``."""
    reply = interaction.extras["reply"] = Reply(update=update)
    reply.timer = asyncio.create_task(_defer_when_late(interaction, reply))


async def _defer_when_late(interaction: discord.Interaction, reply: Reply) -> None:
    await asyncio.sleep(ANSWER_BUDGET_SECONDS)
    async with reply.lock:
        await _defer(interaction, reply)


async def _defer(interaction: discord.Interaction, reply: Reply) -> None:
    if interaction.response.is_done():
        return
    try:
        if reply.update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as exc:  # too late, or Discord refused: the answer will say
        log.info("could not defer interaction %s: %s", interaction.id, exc)


async def answer(
    interaction: discord.Interaction, content: str | None = None, *, final: bool = False, **kwargs: Any
) -> None:
    """A private answer: the interaction's own reply when it is still unanswered, the edit of
    the deferred "thinking" message, or else a new ephemeral follow-up. ``final``: nothing is
    shown after it, so even a press that would update its message may be answered directly."""
    reply = _reply(interaction)
    file = kwargs.pop("file", None)
    files = kwargs.pop("files", None) or ([file] if file else [])
    async with reply.lock:
        response = interaction.response
        if not response.is_done() and reply.update and not final:
            await _defer(interaction, reply)  # @original must stay the pressed message
        if not response.is_done():
            reply.answered = reply.original_is_answer = True
            extra = {k: v for k, v in kwargs.items() if v is not None}
            await response.send_message(content, ephemeral=True, files=files, **extra)
            return
        if response.type is discord.InteractionResponseType.deferred_channel_message and not reply.answered:
            reply.answered = True
            await interaction.edit_original_response(content=content, attachments=files, **kwargs)
            return
    extra = {k: v for k, v in kwargs.items() if v is not None}
    await interaction.followup.send(content, ephemeral=True, files=files, **extra)


async def show(interaction: discord.Interaction, **fields: Any) -> None:
    """Changes the pressed message in place (``content``, ``view``, ``attachments``): the
    interaction's own reply when it is still unanswered, else an edit of ``@original``."""
    reply = _reply(interaction)
    async with reply.lock:
        if not interaction.response.is_done():
            await interaction.response.edit_message(**fields)
            return
        if not reply.original_is_answer:
            await interaction.edit_original_response(**fields)
            return
    if interaction.message is not None:  # @original is now a private answer: edit the message itself
        await interaction.message.edit(**fields)


async def guarded(interaction: discord.Interaction, work: Callable[[], Awaitable[None]]) -> None:
    """Run ``work``; a refusal or a failure becomes a short private answer. An interaction the
    work left unanswered is acknowledged before the end (a silent update, or "thinking")."""
    reply = _reply(interaction)
    try:
        # the user's Discord locale is kept for their DMs; their own setting may override it
        interaction.extras["reader_locale"] = await service_of(interaction).reader_locale(
            user_of(interaction)[0], str(interaction.locale)
        )
        await work()
    except UserError as exc:
        await answer(interaction, exc.text(locale_of(interaction)), final=True)
    except (StoreError, sqlite3.OperationalError) as exc:
        log.warning("database unavailable: %s", exc)
        await answer(interaction, t("db_busy", locale_of(interaction)), final=True)
    except Exception:
        log.exception("interaction failed")
        await answer(interaction, t("something_broke", locale_of(interaction)), final=True)
    finally:
        if reply.timer is not None:
            reply.timer.cancel()
        async with reply.lock:
            await _defer(interaction, reply)


#: what the bot needs in a channel to run tables there: the lobby message, the game's thread
#: opened from it, boards (a picture in an embed) posted in that thread, and reading the
#: thread back after a restart to find what was already sent
TABLE_PERMISSIONS = (
    "view_channel",
    "send_messages",
    "create_public_threads",
    "send_messages_in_threads",
    "attach_files",
    "embed_links",
    "read_message_history",
)


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The permissions of ``TABLE_PERMISSIONS`` the bot lacks where the interaction comes from
    (Discord sends them with every interaction, so nothing is fetched)."""
    have = interaction.app_permissions
    return [name for name in TABLE_PERMISSIONS if not getattr(have, name)]


def guild_of(interaction: discord.Interaction) -> str | None:
    """The server the interaction comes from; None in direct messages."""
    return None if interaction.guild_id is None else str(interaction.guild_id)


async def resolve_table(interaction: discord.Interaction, table: int | None) -> int:
    """The table named, or the one whose thread this is; one that cannot be reached from where
    the interaction comes from (another server) is refused as if it did not exist."""
    if table is None and interaction.channel_id is not None:
        table = await service_of(interaction).game_for_thread(str(interaction.channel_id))
    if table is None:
        raise UserError("no_table_here")
    return await reachable_table(interaction, table)


async def reachable_table(interaction: discord.Interaction, game_id: int) -> int:
    """``game_id`` if it may be addressed from where the interaction comes from (see
    ``bot.play.service.reachable``); otherwise "no such table"."""
    await service_of(interaction).table_seen_from(game_id, guild_of(interaction), user_of(interaction)[0])
    return game_id


def picture_file(png: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name)


async def rendered(interaction: discord.Interaction, picture: dict[str, Any], locale: str = "en") -> bytes | None:
    """The picture drawn in ``locale`` in the bot's worker processes (a thread when the client
    has none)."""
    painter = getattr(interaction.client, "painter", None)
    picture = worded_picture(picture, locale)
    return await (painter(picture) if painter is not None else asyncio.to_thread(render, picture))


# --- the lobby ---------------------------------------------------------------------------
# A new table's lobby message is owed through the outbox, written with the table; the handler
# has it delivered at once, so a channel that refuses it refuses the table in the answer.


async def lobby_posted(interaction: discord.Interaction, game_id: int, channel_id: str) -> None:
    """Has the outbox post the new table's lobby now; raises "channel unusable" when the
    channel refused it (the table is gone then). A lobby that Discord cannot take yet (an
    outage) stays owed, and goes when it can."""
    await interaction.client.deliverer.deliver_to(destination(LobbyPost(game_id)))  # type: ignore[attr-defined]
    try:
        await service_of(interaction).game(game_id)
    except UserError:
        raise UserError("channel_unusable", channel=f"<#{channel_id}>") from None


async def new_table(
    interaction: discord.Interaction,
    game: str,
    players: int | None,
    options: str | None,
    turn_hours: int | None,
    on_timeout: str | None,
    language: str | None = None,
) -> None:
    await ack(interaction)  # privately: a refusal must not be posted to the whole channel

    async def work() -> None:
        if interaction.guild_id is None or interaction.channel is None:
            raise UserError("in_server_only")
        missing = missing_permissions(interaction)
        if missing:  # said before anything is created, so a refusal leaves nothing behind
            names = ", ".join(t(f"perm_{name}", locale_of(interaction)) for name in missing)
            raise UserError("missing_permissions", missing=names)
        user_id, name = user_of(interaction)
        # the server's settings: games offered, who may open, the channel, timer defaults
        channel, hours, policy, server_language = await new_table_defaults(
            interaction, game.strip().lower(), turn_hours, on_timeout
        )
        guild_locale = str(interaction.guild_locale) if interaction.guild_locale else None
        service = service_of(interaction)
        record = await service.create(
            game.strip().lower(),
            user_id,
            name,
            options=parse_options(options),
            max_seats=players,
            guild_id=str(interaction.guild_id),
            channel_id=str(channel.id),
            turn_hours=hours,
            on_timeout=policy,
            locale=table_locale(language, server_language, guild_locale),
            opener=member_of(interaction),  # the server's limits, checked as the table is made
        )
        await lobby_posted(interaction, record.id, str(channel.id))
        await answer(interaction, t("opened", locale_of(interaction), game_id=record.id))
        if record.max_seats and len(record.seats) == record.max_seats:  # a full table (solo) starts at once
            await service.start(record.id, user_id)

    await guarded(interaction, work)


def parse_options(text: str | None) -> dict[str, str]:
    """``"a=1 b=x"`` → ``{"a": "1", "b": "x"}``."""
    out: dict[str, str] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, value = part.partition("=")
        if not sep or not key or not value:
            raise UserError("bad_options_text", text=part[:40])
        out[key.strip().lower()] = value.strip()
    return out


async def rematch(interaction: discord.Interaction, table: int | None) -> None:

    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        service = service_of(interaction)
        opener = member_of(interaction) if interaction.guild_id is not None else None
        record = await service.rematch(game_id, user_of(interaction)[0], opener)
        if record.channel_id:
            await lobby_posted(interaction, record.id, record.channel_id)
        await answer(interaction, t("opened", locale_of(interaction), game_id=record.id))

    await guarded(interaction, work)


async def join(interaction: discord.Interaction, table: int | None, from_lobby: bool = False) -> None:
    await ack(interaction, update=from_lobby)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        user_id, name = user_of(interaction)
        service = service_of(interaction)
        game = await service.join(game_id, user_id, name)  # the lobby shows it (the outbox edits it)
        await answer(
            interaction, t("joined", locale_of(interaction), game_id=game.id, game=service.engine_of(game.game).name)
        )
        if game.max_seats and len(game.seats) == game.max_seats:
            await service.start(game.id, game.host_id)

    await guarded(interaction, work)


async def leave(interaction: discord.Interaction, table: int | None) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        await service_of(interaction).leave(game_id, user_of(interaction)[0])
        await answer(interaction, t("left", locale_of(interaction), game_id=game_id))

    await guarded(interaction, work)


async def start(interaction: discord.Interaction, table: int | None, from_lobby: bool = False) -> None:
    await ack(interaction, update=from_lobby)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        game = await service_of(interaction).start(game_id, user_of(interaction)[0])
        await answer(interaction, t("started", locale_of(interaction), game_id=game.id, names=", ".join(game.names)))

    await guarded(interaction, work)


async def cancel(interaction: discord.Interaction, table: int | None) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        await service_of(interaction).cancel(game_id, user_of(interaction)[0])
        await answer(interaction, t("cancelled", locale_of(interaction), game_id=game_id))

    await guarded(interaction, work)


async def add_ai(interaction: discord.Interaction, table: int | None, level: str) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        game = await service_of(interaction).add_ai(game_id, user_of(interaction)[0], level)
        await answer(interaction, t("ai_added", locale_of(interaction), level=level, game_id=game_id))
        if game.max_seats and len(game.seats) == game.max_seats:  # as when a person takes the last seat
            await service_of(interaction).start(game.id, game.host_id)

    await guarded(interaction, work)


# --- playing -----------------------------------------------------------------------------


def on_own_panel(interaction: discord.Interaction) -> bool:
    """Was the pressed control on the presser's own panel (an ephemeral message or a DM),
    rather than on the public board?"""
    message = interaction.message
    return message is not None and (message.flags.ephemeral or interaction.guild_id is None)


async def choose(interaction: discord.Interaction, game_id: int, option_id: str, version: int | None) -> None:
    """A button or a select: one choice for the presser's own seat. Pressed on the player's
    panel, the panel itself turns to the next step; pressed on the board, a panel opens."""
    in_place = on_own_panel(interaction)
    await ack(interaction, update=in_place)

    async def work() -> None:
        await reachable_table(interaction, game_id)
        result = await service_of(interaction).move(game_id, user_of(interaction)[0], option_id, version=version)
        await show_panel(interaction, game_id, result.label, in_place)

    await guarded(interaction, work)


async def choose_ahead(interaction: discord.Interaction, game_id: int, offered: str, option_id: str) -> None:
    """A step-ahead button on the presser's panel: kept for when the answers are in, or played
    at once if they came in meanwhile and the decision it was offered for is open."""
    in_place = on_own_panel(interaction)
    await ack(interaction, update=in_place)

    async def work() -> None:
        await reachable_table(interaction, game_id)
        label, result = await service_of(interaction).press_ahead(game_id, user_of(interaction)[0], offered, option_id)
        if result is not None:
            await show_panel(interaction, game_id, result.label, in_place)
        else:
            await show_panel(interaction, game_id, None, in_place, ahead_label=label)

    await guarded(interaction, work)


async def _ahead_panel(
    interaction: discord.Interaction, game_id: int, done: str | None, ahead_label: Any
) -> tuple[str, discord.ui.View | None] | None:
    """The panel of a player whose turn waits on others' answers (a follow round): what they
    did, the step they chose in advance if any, and the next step to choose ahead."""
    service = service_of(interaction)
    ahead = await service.ahead(game_id, user_of(interaction)[0])
    if ahead is None:
        return None
    locale = locale_of(interaction)
    game = await service.game(game_id)
    who = ", ".join(game.seats[s].name for s in ahead.deciding)
    until = until_text(ahead.until)
    controls = worded_controls(ahead_controls(game.id, game.version, ahead.decision), locale, game.names)
    lines = [t("moved", locale, label=done)] if done else []
    chosen = ahead_label or (ahead.decision.option(ahead.chosen).label if ahead.chosen else None)
    if chosen is not None:
        lines.append(t("ahead_chosen", locale, label=word(chosen, locale, game.names), who=who, until=until))
    prompt = without_turn_words(controls["prompt"])
    lines.append(t("ahead_panel", locale, who=who, until=until, prompt=prompt))
    return "\n".join(lines), decision_view(controls, board=False)


async def show_panel(
    interaction: discord.Interaction, game_id: int, done: str | None, in_place: bool, ahead_label: Any = None
) -> None:
    """The player's own panel: what they just did, then their next step at this table (its
    options and the board as they see it), updated in place when they pressed it there; while
    others' answers hold their turn up, the step they may choose ahead. Nothing of it reaches
    the thread."""

    locale = locale_of(interaction)
    game, decision, picture = await service_of(interaction).panel(game_id, user_of(interaction)[0])
    view = None
    png = None
    ahead = await _ahead_panel(interaction, game_id, done, ahead_label) if decision is None else None
    if ahead is not None:
        content, view = ahead
    elif decision is None:
        if done is None:
            raise UserError("not_your_turn", game_id=game_id)
        content = word(say("moved", label=done), locale, game.names)  # seats named by their players
    else:
        controls = decision_controls(game, service_of(interaction).engine_of(game.game), decision)
        controls = worded_controls(controls, locale, game.names)
        view = decision_view(controls, board=False)
        prompt = without_turn_words(controls["prompt"])  # the panel is the player's own turn already
        if view is None:
            prompt = t("too_many_options", locale, prompt=prompt, n=len(decision.options))
        if done:
            content = word(say("done_next", label=done, prompt=prompt), locale, game.names)
        else:
            content = t("your_move", locale, prompt=prompt)
        png = await rendered(interaction, picture, locale) if picture else None
        if png is None and picture:
            png = await rendered(interaction, picture | {"kind": "board"}, locale)  # nothing private: the board, marked
    # a panel may sit among DMs of several tables: it names its own
    engine_name = service_of(interaction).engine_of(game.game).name
    content = content + "\n" + t("panel_foot", locale, game=engine_name, game_id=game.id)
    files = [picture_file(png, "panel.png")] if png else []
    if in_place:
        await show(interaction, content=content[:2000], view=view, attachments=files)
        return
    kwargs: dict[str, Any] = {"files": files}
    if view is not None:
        kwargs["view"] = view
    await answer(interaction, content[:2000], **kwargs)


async def move_command(interaction: discord.Interaction, table: int | None, option: str) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        await service_of(interaction).present(game_id, user_of(interaction)[0])
        game, decision = await service_of(interaction).decision_for(game_id, user_of(interaction)[0])
        ahead = None
        if decision is None:  # held up by others' answers, a player may choose their next step ahead
            ahead = await service_of(interaction).ahead(game_id, user_of(interaction)[0])
            decision = ahead.decision if ahead is not None else None
        if decision is None:
            raise UserError("not_your_turn", game_id=game_id)
        wanted = option.strip()
        chosen = decision.option(wanted) or next(
            (
                o
                for o in decision.options
                if word(o.label, locale_of(interaction), game.names).casefold() == wanted.casefold()
            ),
            None,
        )
        if chosen is None:
            raise UserError("bad_option_text", text=wanted[:60])
        if ahead is not None:
            label = await service_of(interaction).choose_ahead(game_id, user_of(interaction)[0], chosen.id, None)
            if label is not None:
                await show_panel(interaction, game_id, None, in_place=False, ahead_label=label)
                return
        result = await service_of(interaction).move(game_id, user_of(interaction)[0], chosen.id)
        await show_panel(interaction, game_id, result.label, in_place=False)

    await guarded(interaction, work)


async def option_choices(interaction: discord.Interaction, table: int | None, current: str) -> list[tuple[str, str]]:
    """Autocomplete: the caller's legal options whose label or id contains what they typed."""
    try:
        game_id = await resolve_table(interaction, table)
        _, decision = await service_of(interaction).decision_for(game_id, user_of(interaction)[0])
        if decision is None:
            ahead = await service_of(interaction).ahead(game_id, user_of(interaction)[0])
            decision = ahead.decision if ahead is not None else None
    except UserError:
        return []
    if decision is None:
        return []
    needle = current.casefold()
    game = await service_of(interaction).game(game_id)
    labels = [(button_label(o, game.names, locale_of(interaction)), o.id) for o in decision.options]
    return [(label, oid) for label, oid in labels if needle in label.casefold() or needle in oid.casefold()][:25]


async def offer_choices(interaction: discord.Interaction, game_id: int) -> None:
    """The "Choose…" button: this player's own panel, privately."""
    await ack(interaction)

    async def work() -> None:
        await reachable_table(interaction, game_id)
        await service_of(interaction).present(game_id, user_of(interaction)[0])
        await show_panel(interaction, game_id, None, in_place=False)

    await guarded(interaction, work)


async def show_private(interaction: discord.Interaction, table: int | None) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        await service_of(interaction).present(game_id, user_of(interaction)[0])
        _game, picture = await service_of(interaction).private(game_id, user_of(interaction)[0])
        png = await rendered(interaction, picture, locale_of(interaction))
        if png is None:
            await answer(interaction, t("nothing_private", locale_of(interaction), game_id=game_id))
        else:
            await answer(interaction, file=picture_file(png, "private.png"))

    await guarded(interaction, work)


async def show_board(interaction: discord.Interaction, table: int | None) -> None:
    """``/orrery board`` and the board's "Full board" button: privately, the full board (drawn
    for reading once opened; the inline board when the game has none) and whose turn it is."""
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        game, picture, caption = await service_of(interaction).board(game_id)
        locale = locale_of(interaction)
        png = await rendered(interaction, picture | {"kind": "detail"}, locale)
        caption = word(caption, locale, game.names)  # whose turn it is, pinging no one
        await answer(interaction, caption, file=picture_file(png, "board.png"))

    await guarded(interaction, work)


async def show_log(interaction: discord.Interaction, table: int | None) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        lines = await service_of(interaction).log_lines(game_id, user_of(interaction)[0], locale=locale_of(interaction))
        text = "\n".join(f"• {line}" for line in lines) or t("no_log", locale_of(interaction), game_id=game_id)
        await answer(interaction, text[-1900:])

    await guarded(interaction, work)


async def mine(interaction: discord.Interaction) -> None:
    await ack(interaction)

    async def work() -> None:
        user_id = user_of(interaction)[0]
        games = await service_of(interaction).mine(user_id, guild_of(interaction))
        if not games:
            await answer(interaction, t("mine_none", locale_of(interaction)))
            return
        lines = []
        for g in games:
            seat = g.seat_of(user_id)
            turn = seat is not None and str(seat.seat) in g.waiting
            status = (
                t("mine_your_turn", locale_of(interaction)) if turn else t(f"status_{g.status}", locale_of(interaction))
            )
            if g.thread_id and g.guild_id:
                where = t(
                    "mine_link", locale_of(interaction), link=f"https://discord.com/channels/{g.guild_id}/{g.thread_id}"
                )
            else:
                where = t("mine_lobby", locale_of(interaction))
            lines.append(
                t(
                    "mine_line",
                    locale_of(interaction),
                    game_id=g.id,
                    game=service_of(interaction).engine_of(g.game).name,
                    status=status,
                    where=where,
                )
            )
        await answer(interaction, "\n".join(lines)[:1900])

    await guarded(interaction, work)


async def unknown_control(interaction: discord.Interaction) -> None:
    """A button, menu or form the bot does not know (from an old version, or crafted): a short
    private answer instead of Discord's "This interaction failed"."""
    await interaction.response.send_message(t("unknown_control", locale_of(interaction)), ephemeral=True)


async def rules(interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
    await ack(interaction)

    async def work() -> None:
        locale = locale_of(interaction)
        try:
            engine = service_of(interaction).engine_of(game.strip().lower())
        except KeyError:
            raise UserError(
                "unknown_game", name=game[:40], known=", ".join(f"`{e.id}`" for e in registry.listed())
            ) from None
        sections = engine.rules_reference(locale)
        topics = ", ".join(f"`{s.name}`" for s in sections)
        if topic:
            section = next((s for s in sections if s.matches(topic)), None)
            if section is None:
                raise UserError("unknown_topic", topic=topic[:40], game=engine.name, topics=topics)
            text = t("rules_section", locale, game=engine.name, title=section.title, text=section.text, topics=topics)
        else:
            text = t(
                "rules_header",
                locale,
                game=engine.name,
                min=engine.min_players,
                max=engine.max_players,
                summary=word(engine.summary, locale),
                rules=sections[0].text,
                topics=topics,
            )
        await answer(interaction, text[:2000])

    await guarded(interaction, work)


async def resign(interaction: discord.Interaction, table: int | None) -> None:
    """``/orrery resign`` asks first: resigning cannot be undone, and a slip of the command
    list must not give a game away. The confirmation is a button only the player sees."""
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        game = await service_of(interaction).game(game_id)
        if game.seat_of(user_of(interaction)[0]) is None:
            raise UserError("not_seated", game_id=game_id)
        if game.status != "running":
            raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
        locale = locale_of(interaction)
        engine = service_of(interaction).engine_of(game.game)
        text = t("resign_confirm", locale, game=engine.name, game_id=game_id)
        await answer(interaction, text, view=resign_view(game_id, locale))

    await guarded(interaction, work)


async def resign_confirmed(interaction: discord.Interaction, game_id: int) -> None:
    """The confirmation button of ``/orrery resign``."""
    await ack(interaction)

    async def work() -> None:
        await reachable_table(interaction, game_id)
        await service_of(interaction).resign(game_id, user_of(interaction)[0])
        await answer(interaction, t("resigned", locale_of(interaction), name=user_of(interaction)[1], game_id=game_id))

    await guarded(interaction, work)


async def settings(
    interaction: discord.Interaction,
    table: int | None,
    turn_hours: int | None,
    on_timeout: str | None,
    react_hours: float | None = None,
    standing: str | None = None,
    language: str | None = None,
) -> None:
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        user = user_of(interaction)[0]
        lines = []
        if language is not None:  # the user's own language: no table needed
            fixed = await service.set_language(user, language)
            locale = fixed or normalize_locale(str(interaction.locale))
            interaction.extras["reader_locale"] = locale
            lines.append(
                t("language_set", locale, language=language_name(fixed) if fixed else t("language_auto", locale))
            )
            table_touched = table is not None or any(
                v is not None for v in (turn_hours, on_timeout, react_hours, standing)
            )
            if not table_touched and not await _table_here(interaction):
                await answer(interaction, "\n".join(lines))
                return
        locale = locale_of(interaction)
        game_id = await resolve_table(interaction, table)
        if standing is not None:
            kind, _, order = standing.strip().partition("=")
            if not order:
                raise UserError("bad_standing")
            await service.set_standing_order(game_id, user, kind.strip(), order.strip())
        game = await service.settings(game_id, user, turn_hours, on_timeout, react_hours)
        hours = t("hours", locale, hours=game.turn_hours) if game.turn_hours else t("no_timer", locale)
        policy = t(f"policy_{game.on_timeout}", locale)
        lines.append(t("settings_now", locale, game_id=game.id, hours=hours, policy=policy))
        if service.engine_of(game.game).reactions:
            lines.append(t("settings_react", locale, hours=game.react_hours))
        for reaction, order in await service.standing_orders_of(game_id, user):
            title, chosen = word(reaction.title, locale), word(reaction.order(order).label, locale)
            lines.append(t("settings_standing", locale, title=title, order=chosen))
        await answer(interaction, "\n".join(lines))

    await guarded(interaction, work)


async def _table_here(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from a game's thread."""
    if interaction.channel_id is None:
        return False
    return await service_of(interaction).game_for_thread(str(interaction.channel_id)) is not None


# --- standing orders for reactive decisions (see bot.play.reactions) ----------------------------


async def standing_order_choices(
    interaction: discord.Interaction, table: int | None, current: str
) -> list[tuple[str, str]]:
    """Autocomplete: the standing orders the table's game offers, as ``kind=order``."""
    try:
        game_id = await resolve_table(interaction, table)
        game = await service_of(interaction).game(game_id)
    except UserError:
        return []
    needle = current.casefold()
    locale = normalize_locale(str(interaction.locale))
    hits = [
        (f"{word(r.title, locale)}: {word(o.label, locale)}", f"{r.kind}={o.id}")
        for r in service_of(interaction).engine_of(game.game).reactions
        for o in r.orders
    ]
    return [(label, value) for label, value in hits if needle in label.casefold() or needle in value][:25]


async def standing_order(interaction: discord.Interaction, game_id: int, kind: str, order: str) -> None:
    """A standing-order button on a reactive prompt: from now on at this table, answer such
    prompts for the presser this way (and the open one too)."""
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        await reachable_table(interaction, game_id)  # like every other button: this server's tables only
        await service.set_standing_order(game_id, user_of(interaction)[0], kind, order)
        reaction = service.engine_of((await service.game(game_id)).game).reaction(kind)
        locale = locale_of(interaction)
        title, chosen = word(reaction.title, locale), word(reaction.order(order).label, locale)
        text = t("standing_set", locale, game_id=game_id, title=title, order=chosen)
        await answer(interaction, text)

    await guarded(interaction, work)


def member_of(interaction: discord.Interaction) -> Member:
    """The member as the interaction describes them. Their roles are read from the payload's
    role ids: the server's role cache may be empty (the bot asks for no member intents)."""
    user = interaction.user
    permissions = getattr(interaction, "permissions", None)
    manage = bool(permissions is not None and permissions.manage_guild)
    role_ids = getattr(user, "_roles", None) or [r.id for r in getattr(user, "roles", [])]
    return Member(str(user.id), shown_name(user.display_name), manage, frozenset(str(r) for r in role_ids))


async def new_table_defaults(
    interaction: discord.Interaction, game: str, turn_hours: int | None, on_timeout: str | None
) -> tuple[discord.abc.Messageable, float, str, str | None]:
    """What ``/orrery new`` takes from the server's settings (refusing a game not offered, a
    member without the opening role, or one over the open-table limit): the channel its lobby
    and thread open in, the turn timer and policy the host did not choose, and the server's
    language for tables (None: not set)."""
    server = await service_of(interaction).table_defaults(str(interaction.guild_id), member_of(interaction), game)
    hours = (
        turn_hours
        if turn_hours is not None
        else (server.turn_hours if server.turn_hours is not None else DEFAULT_TURN_HOURS)
    )
    policy = on_timeout or server.on_timeout or "wait"
    channel = await table_channel(interaction, server.channel_id)
    return channel, hours, policy, server.language


async def table_channel(interaction: discord.Interaction, configured: str | None) -> discord.abc.Messageable:
    """The text channel a new table's lobby and thread open in: the server's table channel if
    a moderator set one, else where the command was used (a thread's parent channel, since
    Discord opens no thread inside a thread). Refused before anything is created when it is
    not a text channel of this server."""
    client = interaction.client
    if configured:
        try:
            channel = client.get_channel(int(configured)) or await client.fetch_channel(int(configured))
        except discord.HTTPException:
            raise UserError("channel_unusable", channel=f"<#{configured}>") from None
    else:
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            parent = channel.parent_id
            try:
                channel = client.get_channel(parent) or await client.fetch_channel(parent)
            except discord.HTTPException:
                raise UserError("channel_unusable", channel=f"<#{parent}>") from None
    guild = getattr(channel, "guild", None)
    if not isinstance(channel, discord.TextChannel) or guild is None or guild.id != interaction.guild_id:
        raise UserError("channel_unusable", channel=f"<#{channel.id}>" if channel is not None else "?")
    return channel
