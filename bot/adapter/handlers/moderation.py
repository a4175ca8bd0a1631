"""What ``/orrery admin ...``, ``/orrery away`` and ``/orrery back`` do: acknowledge at once, say
who the member is (their Manage Server permission and roles, as Discord sent them), ask the
service (``bot.play.moderation``, ``bot.play.away``), answer privately."""

from __future__ import annotations

import re

import discord

from bot.adapter.handlers.lobby import table_channel
from bot.adapter.handlers.wrapper import (
    ack,
    answer,
    guarded,
    guild_of,
    locale_of,
    member_of,
    resolve_table,
    service_of,
    shown_name,
)
from bot.play.away import away_date
from bot.play.errors import UserError
from bot.play.moderation import DAY
from bot.words import LOCALES, language_name, t

_SNOWFLAKE = re.compile(r"\d{15,21}")


def snowflake(text: str | None) -> str | None:
    """A role or channel given as a mention (``<@&id>``, ``<#id>``) or an id; "" stays "" (clear)."""
    if text is None or text == "":
        return text
    found = _SNOWFLAKE.search(text)
    if found is None:
        raise UserError("bad_snowflake", text=text[:40])
    return found.group(0)


async def _reply(interaction: discord.Interaction, text: str) -> None:
    await answer(interaction, text[:1900])


async def tables(interaction: discord.Interaction) -> None:
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        lines = []
        for line in await service.admin_tables(guild_of(interaction), member_of(interaction)):
            g = line.game
            flags = (t("admin_paused", locale_of(interaction)) if line.paused else "") + (
                t("admin_stalled", locale_of(interaction)) if line.stalled else ""
            )
            if line.waiting_on:
                locale = locale_of(interaction)
                days = (
                    t("waited_days", locale, n=round(line.waited / DAY, 1))
                    if line.waited >= DAY
                    else t("waited_hours", locale, n=round(line.waited / 3600, 1))
                )
                waited = t("admin_waited", locale_of(interaction), days=days, names=", ".join(line.waiting_on))
            else:
                waited = t("admin_not_waiting", locale_of(interaction))
            status = t(f"status_{g.status}", locale_of(interaction))
            name = service.engine_of(g.game).name
            lines.append(
                t(
                    "admin_line",
                    locale_of(interaction),
                    game_id=g.id,
                    game=name,
                    status=status,
                    flags=flags,
                    waited=waited,
                )
            )
        await _reply(interaction, "\n".join(lines) or t("admin_none", locale_of(interaction)))

    await guarded(interaction, work)


async def _on_table(interaction: discord.Interaction, table: int | None, action: str, done_key: str) -> None:
    """A moderator's pause, resume or cancel: the service's ``action`` on the table, then "Done"."""
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        await getattr(service_of(interaction), action)(guild_of(interaction), member_of(interaction), game_id)
        await _reply(interaction, t("mod_done", locale_of(interaction), detail=t(done_key, game_id=game_id)))

    await guarded(interaction, work)


async def pause(interaction: discord.Interaction, table: int | None) -> None:
    await _on_table(interaction, table, "pause_table", "mod_paused")


async def resume(interaction: discord.Interaction, table: int | None) -> None:
    await _on_table(interaction, table, "resume_table", "mod_resumed")


async def cancel(interaction: discord.Interaction, table: int | None) -> None:
    await _on_table(interaction, table, "admin_cancel", "mod_cancelled")


async def replace(
    interaction: discord.Interaction, table: int | None, seat: int, user: discord.abc.User | None, level: str | None
) -> None:
    await ack(interaction)

    async def work() -> None:
        game_id = await resolve_table(interaction, table)
        to_user = (str(user.id), shown_name(user.display_name)) if user is not None else None
        service = service_of(interaction)
        game = await service.replace_seat(
            guild_of(interaction), member_of(interaction), game_id, seat - 1, to_user=to_user, level=level
        )
        await _reply(
            interaction,
            t("mod_done_replace", locale_of(interaction), seat=seat, game_id=game_id, name=game.seats[seat - 1].name),
        )

    await guarded(interaction, work)


async def audit(interaction: discord.Interaction) -> None:
    await ack(interaction)

    async def work() -> None:
        lines = await service_of(interaction).audit_log(
            guild_of(interaction), member_of(interaction), locale=locale_of(interaction)
        )
        await _reply(interaction, "\n".join(lines)[-1900:] or t("audit_none", locale_of(interaction)))

    await guarded(interaction, work)


def means_all_games(words: list[str]) -> bool:
    """Whether a moderator typed "every game": ``all``, or the word of any of our languages
    (``tous``, ``alle``)."""
    return len(words) == 1 and words[0] in {"all", *(t("all_games", locale).casefold() for locale in LOCALES)}


async def settings(interaction: discord.Interaction, changes: dict[str, object], reset: str | None) -> None:
    await ack(interaction)

    async def work() -> None:
        changes["mod_role"] = snowflake(changes["mod_role"])
        changes["opener_role"] = snowflake(changes["opener_role"])
        changes["channel_id"] = snowflake(changes["channel_id"])
        guild, member = guild_of(interaction), member_of(interaction)
        if changes["channel_id"] and await service_of(interaction).is_moderator(guild, member):
            # only a text channel of this server: the lobby of every new table is posted there
            await table_channel(interaction, str(changes["channel_id"]))
        games = changes["games"]
        if isinstance(games, str):
            wanted = games.replace(",", " ").lower().split()
            changes["games"] = "" if not wanted or means_all_games(wanted) else wanted
        if reset:
            changes["channel_id" if reset == "channel" else reset] = ""
        s = await service_of(interaction).server_settings(guild, member, **changes)
        default = t("default", locale_of(interaction))
        hours = default
        if s.turn_hours is not None:
            hours = (
                t("hours", locale_of(interaction), hours=s.turn_hours)
                if s.turn_hours
                else t("no_timer", locale_of(interaction))
            )
        text = t(
            "settings_server",
            locale_of(interaction),
            mod_role=f"<@&{s.mod_role}>" if s.mod_role else t("none", locale_of(interaction)),
            channel=f"<#{s.channel_id}>" if s.channel_id else t("settings_same_channel", locale_of(interaction)),
            hours=hours,
            policy=t(f"policy_{s.on_timeout}", locale_of(interaction)) if s.on_timeout else default,
            games=", ".join(s.games) if s.games else t("all_games", locale_of(interaction)),
            openers=f"<@&{s.opener_role}>" if s.opener_role else t("everyone", locale_of(interaction)),
            language=language_name(s.language) if s.language else default,
            max_open=s.max_open if s.max_open is not None else t("no_limit", locale_of(interaction)),
            away_days=s.away_days,
            stall_days=s.stall_days,
        )
        await _reply(interaction, text)

    await guarded(interaction, work)


async def away(interaction: discord.Interaction, days: int, mode: str, level: str) -> None:
    await ack(interaction)

    async def work() -> None:
        stay = await service_of(interaction).go_away(
            guild_of(interaction), member_of(interaction), days, mode, level if mode == "ai" else None
        )
        await _reply(
            interaction,
            t(
                "away_set",
                locale_of(interaction),
                date=away_date(stay.until),
                mode=t(f"away_how_{mode}", locale_of(interaction), level=level),
            ),
        )

    await guarded(interaction, work)


async def back(interaction: discord.Interaction) -> None:
    await ack(interaction)

    async def work() -> None:
        await service_of(interaction).come_back(guild_of(interaction), member_of(interaction))
        await _reply(interaction, t("away_ended", locale_of(interaction)))

    await guarded(interaction, work)
