"""Tables before play: ``/orrery new`` (its lobby message owed through the outbox), join,
leave, start, cancel, seat an AI, rematch; and where a server's new tables open."""

from __future__ import annotations

import logging

import discord

from bot.adapter.handlers.wrapper import (
    ack,
    answer,
    guarded,
    locale_of,
    member_of,
    resolve_table,
    service_of,
    user_of,
)
from bot.config import DEFAULT_TURN_HOURS
from bot.outbox.delivery import destination
from bot.outbox.readers import table_locale
from bot.outbox.shapes import LobbyPost
from bot.play.service import UserError
from bot.words import t

log = logging.getLogger("orrery.bot")


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
