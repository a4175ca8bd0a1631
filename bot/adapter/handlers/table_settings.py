"""A table's settings (the timer, the policy, the reaction window), a player's language, and
standing orders for reactive decisions (see ``bot.play.reactions``)."""

from __future__ import annotations

import discord

from bot.adapter.handlers.wrapper import (
    ack,
    answer,
    guarded,
    locale_of,
    reachable_table,
    resolve_table,
    service_of,
    user_of,
)
from bot.play.service import UserError
from bot.words import language_name, t, word
from games.i18n import normalize_locale


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
