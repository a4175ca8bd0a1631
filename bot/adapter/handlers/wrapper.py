"""The one interaction wrapper every command and button goes through (``ack``, then the work
inside ``guarded``, answered by ``answer`` or ``show``), and what handlers share: who asks, in
which language, from which server, about which table.

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
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.outbox.delivery import render
from bot.outbox.wording import worded_picture
from bot.play.moderation import Member
from bot.play.service import Service, UserError
from bot.words import t
from db.store import StoreError
from db.store import safe_name as shown_name
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
    #: when the interaction was taken up (its token's 15 minutes run from about then)
    began: float = field(default_factory=time.monotonic)


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


def _answered(interaction: discord.Interaction, reply: Reply) -> None:
    """The interaction has its first answer: its webhook may now carry its thread's next board
    (``bot.adapter.webhooks``)."""
    webhooks = getattr(interaction.client, "webhooks", None)
    if webhooks is not None:
        webhooks.answered(interaction, reply.began)


async def answer(
    interaction: discord.Interaction, content: str | None = None, *, final: bool = False, **kwargs: Any
) -> None:
    """A private answer: the interaction's own reply when it is still unanswered, the edit of
    the deferred "thinking" message, or else a new ephemeral follow-up. ``final``: nothing is
    shown after it, so even a press that would update its message may be answered directly."""
    await _answer(interaction, content, final, **kwargs)
    _answered(interaction, _reply(interaction))


async def _answer(interaction: discord.Interaction, content: str | None, final: bool, **kwargs: Any) -> None:
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
    await _show(interaction, **fields)
    _answered(interaction, _reply(interaction))


async def _show(interaction: discord.Interaction, **fields: Any) -> None:
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


async def unknown_control(interaction: discord.Interaction) -> None:
    """A button, menu or form the bot does not know (from an old version, or crafted): a short
    private answer instead of Discord's "This interaction failed"."""
    await interaction.response.send_message(t("unknown_control", locale_of(interaction)), ephemeral=True)


def member_of(interaction: discord.Interaction) -> Member:
    """The member as the interaction describes them. Their roles are read from the payload's
    role ids: the server's role cache may be empty (the bot asks for no member intents)."""
    user = interaction.user
    permissions = getattr(interaction, "permissions", None)
    manage = bool(permissions is not None and permissions.manage_guild)
    role_ids = getattr(user, "_roles", None) or [r.id for r in getattr(user, "roles", [])]
    return Member(str(user.id), shown_name(user.display_name), manage, frozenset(str(r) for r in role_ids))
