"""Playing: a choice pressed on a board or a panel, ``/orrery move`` and its autocomplete, a
player's own panel (their next step, or the step they may choose ahead), and resigning."""

from __future__ import annotations

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
    rendered,
    resolve_table,
    service_of,
    show,
    user_of,
)
from bot.adapter.views import decision_view, resign_view
from bot.outbox.offers import ahead_controls, button_label
from bot.outbox.shapes import without_turn_words
from bot.outbox.wording import worded_controls
from bot.play.moves import MoveResult, decision_controls, typed_option
from bot.play.reactions import until_text
from bot.play.service import Asked, UserError
from bot.words import say, t, word
from db.store import GameRecord
from games.core import State

#: a table as the handler read it already (its record and state), or None: read it
Seen = tuple[GameRecord, State] | None


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
        # the move itself checks the table can be reached from here: one read of the table
        asked = Asked(guild_of(interaction))
        service = service_of(interaction)
        result = await service.move(game_id, user_of(interaction)[0], option_id, version=version, asked=asked)
        await show_panel(interaction, game_id, result.label, in_place, seen=_left_by(result))

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
            await show_panel(interaction, game_id, result.label, in_place, seen=_left_by(result))
        else:
            await show_panel(interaction, game_id, None, in_place, ahead_label=label)

    await guarded(interaction, work)


def _left_by(result: MoveResult) -> tuple[GameRecord, State] | None:
    """The table as a move left it, for the player's panel."""
    return (result.game, result.state) if result.state is not None else None


async def _ahead_panel(
    interaction: discord.Interaction, game_id: int, done: str | None, ahead_label: Any, seen: Seen
) -> tuple[str, discord.ui.View | None] | None:
    """The panel of a player whose turn waits on others' answers (a follow round): what they
    did, the step they chose in advance if any, and the next step to choose ahead; of the
    table as ``seen`` already (a move left it), when given."""
    service, user_id = service_of(interaction), user_of(interaction)[0]
    if seen is not None:
        game, ahead = seen[0], await service.ahead_of(*seen, user_id)
    else:
        ahead = await service.ahead(game_id, user_id)
        game = await service.game(game_id) if ahead is not None else None
    if ahead is None or game is None:
        return None
    locale = locale_of(interaction)
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
    interaction: discord.Interaction,
    game_id: int,
    done: str | None,
    in_place: bool,
    ahead_label: Any = None,
    seen: Seen = None,
) -> None:
    """The player's own panel: what they just did, then their next step at this table (its
    options and the board as they see it), updated in place when they pressed it there; while
    others' answers hold their turn up, the step they may choose ahead. Nothing of it reaches
    the thread. Of the table as ``seen`` already (as a move left it), when given: not read again."""

    locale = locale_of(interaction)
    service, user_id = service_of(interaction), user_of(interaction)[0]
    if seen is not None:
        game, decision, picture = service.panel_of(*seen, user_id)
    else:
        game, decision, picture = await service.panel(game_id, user_id)
    view = None
    png = None
    ahead = await _ahead_panel(interaction, game_id, done, ahead_label, seen) if decision is None else None
    if ahead is not None:
        content, view = ahead
    elif decision is None:
        if done is None:
            raise UserError("not_your_turn", game_id=game_id)
        content = word(say("moved", label=done), locale, game.names)  # seats named by their players
        if in_place and picture:
            # the pressed message showed the hand: it keeps showing it, as the move left it (a
            # player's DMs would otherwise end on a column of "Done" lines, the hand gone)
            png = await rendered(interaction, picture, locale)
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
        game_id = await _table_here(interaction, table)
        user_id, service = user_of(interaction)[0], service_of(interaction)
        # the move reads the table once: it checks the table can be reached from here and
        # finds the option typed among the player's own
        asked = Asked(guild_of(interaction), typed=True, locale=locale_of(interaction))
        try:
            result = await service.move(game_id, user_id, option, asked=asked)
        except UserError as exc:
            if exc.key != "not_your_turn":
                raise
            await _move_ahead(interaction, game_id, option)  # no decision now: perhaps one ahead
            return
        await show_panel(interaction, game_id, result.label, in_place=False, seen=_left_by(result))

    await guarded(interaction, work)


async def _table_here(interaction: discord.Interaction, table: int | None) -> int:
    """The table named, or the one whose thread this is (whether it may be reached from here
    is for the command to check)."""
    if table is None and interaction.channel_id is not None:
        table = await service_of(interaction).game_for_thread(str(interaction.channel_id))
    if table is None:
        raise UserError("no_table_here")
    return table


async def _move_ahead(interaction: discord.Interaction, game_id: int, option: str) -> None:
    """``/orrery move`` from a player who faces no decision: one held up by others' answers
    chooses their next step ahead (or plays it, if the answers came in meanwhile); anyone else
    is told it is not their turn. A player whose seat was taken over shows up again either way."""
    await reachable_table(interaction, game_id)
    user_id, service = user_of(interaction)[0], service_of(interaction)
    await service.present(game_id, user_id)
    game, decision = await service.decision_for(game_id, user_id)
    ahead = None
    if decision is None:
        ahead = await service.ahead(game_id, user_id)
        decision = ahead.decision if ahead is not None else None
    if decision is None:
        raise UserError("not_your_turn", game_id=game_id)
    chosen = typed_option(decision, option, locale_of(interaction), game.names)
    if ahead is not None:
        label = await service.choose_ahead(game_id, user_id, chosen, None)
        if label is not None:
            await show_panel(interaction, game_id, None, in_place=False, ahead_label=label)
            return
    result = await service.move(game_id, user_id, chosen)
    await show_panel(interaction, game_id, result.label, in_place=False, seen=_left_by(result))


async def option_choices(interaction: discord.Interaction, table: int | None, current: str) -> list[tuple[str, str]]:
    """Autocomplete: the caller's legal options whose label or id contains what they typed."""
    try:
        game_id = await _table_here(interaction, table)
        seen_from = Asked(guild_of(interaction))  # checked on the one read of the table
        game, decision = await service_of(interaction).decision_for(game_id, user_of(interaction)[0], seen_from)
        if decision is None:
            ahead = await service_of(interaction).ahead(game_id, user_of(interaction)[0])
            decision = ahead.decision if ahead is not None else None
    except UserError:
        return []
    if decision is None:
        return []
    needle = current.casefold()
    labels = [(button_label(o, game.names, locale_of(interaction)), o.id) for o in decision.options]
    return [(label, oid) for label, oid in labels if needle in label.casefold() or needle in oid.casefold()][:25]


async def offer_choices(interaction: discord.Interaction, game_id: int) -> None:
    """The "Choose…" button: this player's own panel, privately."""
    await ack(interaction)

    async def work() -> None:
        service, user_id = service_of(interaction), user_of(interaction)[0]
        # one read of the table (the reach checked on it); a player whose seat was taken over
        # shows up again, and only then is the table written and read again
        seen = await service.looked_at(game_id, user_id, Asked(guild_of(interaction)))
        seat = seen[0].seat_of(user_id)
        if seat is not None and seat.away and await service.present(game_id, user_id):
            seen = None
        await show_panel(interaction, game_id, None, in_place=False, seen=seen)

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
