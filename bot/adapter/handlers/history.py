"""``/orrery stats``, ``leaderboard``, ``history`` and ``replay``, and the replay's step-through
buttons. Every answer is private (ephemeral), acknowledged first like every other
command (``bot.adapter.handlers.wrapper.ack``); a server sees only its own tables and ratings."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from typing import Any

import discord

from bot.adapter.handlers.wrapper import (
    ack,
    answer,
    guarded,
    guild_of,
    locale_of,
    picture_file,
    reachable_table,
    resolve_table,
    service_of,
    show,
    shown_name,
    user_of,
)
from bot.adapter.views import history_view, replay_view
from bot.play import replays
from bot.play.moves import result_text
from bot.play.ratings import leaderboard_lines, ordinal, provisional, the_game_note
from bot.words import t, word
from games.i18n import day

#: finished tables /orrery history lists (each with a replay button: two rows of five)
HISTORY = 10
#: finished tables /orrery stats lists after the ratings
RECENT = 5
LEADERBOARD = 15


def _who(interaction: discord.Interaction, user: discord.abc.User | None) -> tuple[str, str]:
    if user is None:
        return user_of(interaction)
    return str(user.id), shown_name(user.display_name)


def _game_id(interaction: discord.Interaction, game: str | None) -> str | None:
    """The game named (None: every game); an unknown name gets the usual "no such game"."""
    return None if game is None else service_of(interaction).engine(game.strip().lower()).id


async def stats(interaction: discord.Interaction, user: discord.abc.User | None, game: str | None) -> None:
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        user_id, name = _who(interaction, user)
        game_id = _game_id(interaction, game)
        found = await service.stats(guild_of(interaction), user_of(interaction)[0], user_id, game_id, RECENT)
        rows, recent, boards = found.rows, found.recent, found.boards
        if not rows and not recent:
            await answer(interaction, t("no_stats", locale_of(interaction), name=name))
            return
        lines = [
            t(
                "stats_title",
                locale_of(interaction),
                name=name,
                games=sum(r.games for r in rows),
                wins=sum(r.wins for r in rows),
            )
        ]
        for r in rows:
            lines.append(
                t(
                    "stats_line",
                    locale_of(interaction),
                    game=service.engine_of(r.game).name,
                    rating=round(ordinal(r.mu, r.sigma), 1),
                    mu=round(r.mu, 1),
                    sigma=round(r.sigma, 1),
                    games=r.games,
                    wins=r.wins,
                    provisional=t("provisional", locale_of(interaction)) if provisional(r.games) else "",
                )
            )
            note = the_game_note(boards[r.game], service.engine_of(r.game).name, locale_of(interaction))
            if note:
                lines.append(note)
        if rows:
            best = max(rows, key=lambda r: ordinal(r.mu, r.sigma))
            lines.append(t("stats_best", locale_of(interaction), game=service.engine_of(best.game).name))
        if recent:
            results = [
                f"#{gid} {_place_word(places, user_id, locale_of(interaction))}" for gid, _, _, _, places in recent
            ]
            lines.append(t("stats_recent", locale_of(interaction), results=", ".join(results)))
        await answer(interaction, "\n".join(lines)[:1900])

    await guarded(interaction, work)


def _place_word(places_json: str | None, user_id: str, locale: str) -> str:
    """ "won", "lost" or "place 2 of 4" for ``user_id`` at a rated table ("-" if not rated)."""
    places: list[dict[str, Any]] = json.loads(places_json) if places_json else []
    mine = next((p for p in places if p["player"] == user_id), None)
    if mine is None:
        return "-"
    if mine["won"]:
        return t("place_won", locale)
    if len({p["place"] for p in places}) <= 2:
        return t("place_lost", locale)
    return t("history_place", locale, place=mine["place"], of=max(p["place"] for p in places))


async def leaderboard(interaction: discord.Interaction, game: str) -> None:
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        game_id = _game_id(interaction, game)
        rows = await service.leaderboard(guild_of(interaction), game_id)
        name = service.engine_of(game_id).name
        if not rows:
            await answer(interaction, t("no_ratings", locale_of(interaction), game=name))
            return
        locale = locale_of(interaction)
        table = "\n".join(leaderboard_lines(rows[:LEADERBOARD], locale=locale))
        note = the_game_note(rows, name, locale)
        text = f"{t('leaderboard_title', locale, game=name)}\n```\n{table}\n```"
        await answer(interaction, text + (f"\n{note}" if note else ""))

    await guarded(interaction, work)


async def history(interaction: discord.Interaction, user: discord.abc.User | None, game: str | None) -> None:

    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        user_id, name = _who(interaction, user)
        game_id = _game_id(interaction, game)
        rows = await service.history(guild_of(interaction), user_of(interaction)[0], user_id, game_id, HISTORY)
        if not rows:
            await answer(interaction, t("no_history", locale_of(interaction), name=name))
            return
        lines = []
        for gid, gname, at, result, places in rows:
            record = await service.game(gid)
            said = word(result_text(result or {}), locale_of(interaction), record.names)
            mine = _place_word(places, user_id, locale_of(interaction))
            date = day(dt.datetime.fromtimestamp(at, dt.UTC), locale_of(interaction))
            game_name = service.engine_of(gname).name
            lines.append(
                t(
                    "history_line",
                    locale_of(interaction),
                    game_id=gid,
                    game=game_name,
                    date=date,
                    result=f"{said} ({mine})",
                )
            )
        view = history_view([r[0] for r in rows], locale_of(interaction))
        await answer(interaction, "\n".join(lines)[:1900], view=view)

    await guarded(interaction, work)


async def replay(interaction: discord.Interaction, table: int | None) -> None:
    """The animation of a finished table, then a message to step through its boards."""
    await ack(interaction)

    async def work() -> None:
        service = service_of(interaction)
        game_id = await resolve_table(interaction, table)
        shown = await service.replay_of(game_id)
        pictures = await asyncio.to_thread(shown.frames, locale_of(interaction))
        gif = await asyncio.to_thread(replays.animation, pictures)
        caption = t(
            "replay_caption", locale_of(interaction), game=shown.engine.name, game_id=game_id, frames=len(pictures)
        )
        await answer(interaction, caption, file=picture_file(gif, f"replay-{game_id}.gif"))
        await _send_step(interaction, shown, 0, pictures[0], in_place=False)

    await guarded(interaction, work)


async def step(interaction: discord.Interaction, game_id: int, index: int) -> None:
    """A step-through button: show board ``index`` in the same message."""
    await ack(interaction, update=True)

    async def work() -> None:
        service = service_of(interaction)
        await reachable_table(interaction, game_id)
        shown = await service.replay_of(game_id)
        index_now = min(max(index, 0), len(shown.states) - 1)
        png = await asyncio.to_thread(shown.frame, index_now, locale_of(interaction))
        await _send_step(interaction, shown, index_now, png, in_place=True)

    await guarded(interaction, work)


async def _send_step(
    interaction: discord.Interaction, shown: replays.Replay, index: int, png: bytes, in_place: bool
) -> None:

    total = len(shown.states)
    text = t(
        "replay_step", locale_of(interaction), game=shown.engine.name, game_id=shown.game.id, n=index + 1, total=total
    )
    view = replay_view(shown.game.id, index, total)
    file = picture_file(png, "replay.png")
    if in_place:
        await show(interaction, content=text, view=view, attachments=[file])
    else:
        await answer(interaction, text, file=file, view=view)
