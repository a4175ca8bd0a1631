"""A table's lobby message, as the channel reads it: who hosts, the seats taken and free, the
timer and the table's options, then, once started, who plays and where. Worded in the table's
language from the table as it is when the message is posted or edited.
"""

from __future__ import annotations

from typing import Any

from bot.words import t
from db.store import GameRecord
from games import Engine


def thread_link(game: GameRecord) -> str:
    """The game's thread (a thread opened from the lobby message takes that message's id)."""
    where = game.thread_id or game.lobby_message_id or game.channel_id
    return f"https://discord.com/channels/{game.guild_id}/{where}"


def lobby_text(game: GameRecord, engine: Engine) -> str:
    """The lobby message: public, so in the table's language."""
    locale = game.locale
    host = game.seat_of(game.host_id)
    limit = game.max_seats
    seats = (
        t("lobby_open_seats", locale, n=len(game.seats), max=limit)
        if limit
        else t("lobby_range", locale, min=engine.min_players, max=engine.max_players)
    )
    if game.status == "running":
        return t(
            "lobby_started",
            locale,
            game=engine.name,
            game_id=game.id,
            names=", ".join(game.names),
            link=thread_link(game),
        )
    hours = t("hours", locale, hours=game.turn_hours) if game.turn_hours else t("no_timer", locale)
    text = t(
        "lobby",
        locale,
        game=engine.name,
        game_id=game.id,
        host=host.name if host else "?",
        seats=seats,
        joined=t("lobby_joined", locale, names=", ".join(game.names)),
        hours=hours,
        policy=t(f"policy_{game.on_timeout}", locale),
    )
    said = engine.option_word
    chosen = [
        f"`{said(s.name, None, locale)}={said(s.name, game.options.get(s.name, s.default), locale)}`"
        for s in engine.settings
    ]
    if chosen:  # what kind of game this table plays (a game's variant, say with or without a traitor)
        text += "\n" + t("lobby_options", locale, options=", ".join(chosen), game_id=engine.id)
    return text


def lobby_full(game: GameRecord, engine: Engine) -> bool:
    """Whether every seat the table offers is taken (its lobby then shows no Join)."""
    return len(game.seats) >= (game.max_seats or engine.max_players)


def lobby_controls(game: GameRecord, engine: Engine) -> dict[str, Any] | None:
    """What the lobby offers to click (``bot.adapter.views.lobby_view``): Join while a seat is
    free, and Start; nothing once the table started or was cancelled."""
    if game.status != "lobby":
        return None
    return {"mode": "lobby", "game_id": game.id, "full": lobby_full(game, engine), "locale": game.locale}
