"""What a player reads privately: the full board, their own picture, the table's log, their
tables, and a game's rules."""

from __future__ import annotations

import discord

from bot.adapter.handlers.wrapper import (
    ack,
    answer,
    guarded,
    guild_of,
    locale_of,
    picture_file,
    rendered,
    resolve_table,
    service_of,
    user_of,
)
from bot.play.service import UserError
from bot.words import t, word
from games import registry


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
