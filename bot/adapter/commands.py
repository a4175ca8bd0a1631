"""The slash-command group ``/orrery``: each command only declares its parameters and hands
the interaction to its handler in ``bot.adapter.handlers``."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.adapter.handlers import history, lobby, moderation, play, reading, table_settings, wrapper
from bot.config import MAX_DAYS, MAX_OPEN_LIMIT, MAX_REACT_HOURS, MAX_TURN_HOURS, MIN_REACT_HOURS
from bot.play.lobby import AI_LEVELS
from bot.words import game_title, t
from games import registry
from games.i18n import normalize_locale

#: the Discord locales the commands are described in besides English (names stay English)
COMMAND_LOCALES: dict[discord.Locale, str] = {discord.Locale.french: "fr", discord.Locale.german: "de"}


def _d(key: str) -> locale_str:
    """A description from the catalogue; the translator below supplies other locales."""
    return locale_str(t(key), key=key)


def _choices(*pairs: tuple[str, str]) -> list[app_commands.Choice[str]]:
    """Choices whose names come from the catalogue (``key``, ``value``), localized like descriptions."""
    return [app_commands.Choice(name=_d(key), value=value) for key, value in pairs]


POLICIES = (("choice_wait", "wait"), ("choice_auto", "auto"), ("choice_ai", "ai"))
#: the most seats any game has: the games declare their player counts, the bot asks them
MOST_SEATS = max(engine.max_players for engine in registry.all())
LEVELS = tuple((f"choice_{level}", level) for level in AI_LEVELS)
AWAY_MODES = (("choice_pause", "pause"), ("choice_ai", "ai"), ("choice_auto", "auto"))
TABLE_LANGUAGES = (("language_en", "en"), ("language_fr", "fr"), ("language_de", "de"))
MY_LANGUAGES = (("language_auto", "auto"), *TABLE_LANGUAGES)
RESETS = tuple(
    (f"reset_{name}", name)
    for name in ("mod_role", "channel", "turn_hours", "on_timeout", "games", "opener_role", "language", "max_open")
)


class CatalogTranslator(app_commands.Translator):
    """Command texts for French and German, from the same catalogue as every other string."""

    async def translate(self, string: locale_str, locale: discord.Locale, context) -> str | None:
        key = string.extras.get("key")
        language = COMMAND_LOCALES.get(locale)
        if key is None or language is None:
            return None
        return t(key, language)


async def game_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    needle = current.casefold()
    locale = normalize_locale(str(interaction.locale))
    choices = []
    for g in registry.listed():
        title = game_title(g.name, locale)
        if needle in g.id or needle in g.name.casefold() or needle in title.casefold():
            count = f"{g.min_players}" if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
            choices.append(app_commands.Choice(name=f"{title} ({count})", value=g.id))
    return choices[:25]


async def rules_topics(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    game = str(getattr(interaction.namespace, "game", "") or "").strip().lower()
    try:
        sections = registry.get(game).rules_reference(normalize_locale(str(interaction.locale)))
    except KeyError:
        return []
    needle = current.casefold()
    return [
        app_commands.Choice(name=f"{s.title}"[:100], value=s.name)
        for s in sections
        if needle in s.id or needle in s.name or needle in s.title.casefold()
    ][:25]


async def my_tables(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    games = await wrapper.service_of(interaction).mine(str(interaction.user.id), wrapper.guild_of(interaction))
    out = []
    for g in games:
        label = f"#{g.id} {wrapper.service_of(interaction).engine_of(g.game).name} ({g.status})"
        if current in str(g.id) or current.casefold() in label.casefold():
            out.append(app_commands.Choice(name=label, value=g.id))
    return out[:25]


async def my_standing_orders(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    table = getattr(interaction.namespace, "table", None)
    hits = await table_settings.standing_order_choices(interaction, table, current)
    return [app_commands.Choice(name=label[:100], value=value) for label, value in hits]


async def my_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    table = getattr(interaction.namespace, "table", None)
    hits = await play.option_choices(interaction, table, current)
    return [app_commands.Choice(name=label[:100], value=oid) for label, oid in hits]


class Orrery(app_commands.Group):
    def __init__(self) -> None:
        super().__init__(name="orrery", description=_d("cmd_group"))
        _add_moderation_and_away_commands(self)

    @app_commands.command(name="new", description=_d("cmd_new"))
    @app_commands.describe(
        game=_d("arg_game"),
        players=_d("arg_players"),
        options=_d("arg_options"),
        turn_hours=_d("arg_turn_hours"),
        on_timeout=_d("arg_on_timeout"),
        language=_d("arg_table_language"),
    )
    @app_commands.choices(on_timeout=_choices(*POLICIES), language=_choices(*TABLE_LANGUAGES))
    @app_commands.autocomplete(game=game_names)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        players: app_commands.Range[int, 1, MOST_SEATS] | None = None,
        options: str | None = None,
        turn_hours: app_commands.Range[int, 0, MAX_TURN_HOURS] | None = None,
        on_timeout: str | None = None,
        language: str | None = None,
    ) -> None:
        # unset: the server's defaults (/orrery admin settings), else 24 h and "wait"
        await lobby.new_table(interaction, game, players, options, turn_hours, on_timeout, language)

    @app_commands.command(name="join", description=_d("cmd_join"))
    @app_commands.describe(table=_d("arg_table"))
    async def join(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await lobby.join(interaction, table)

    @app_commands.command(name="leave", description=_d("cmd_leave"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def leave(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await lobby.leave(interaction, table)

    @app_commands.command(name="start", description=_d("cmd_start"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def start(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await lobby.start(interaction, table)

    @app_commands.command(name="cancel", description=_d("cmd_cancel"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def cancel(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await lobby.cancel(interaction, table)

    @app_commands.command(name="ai", description=_d("cmd_ai"))
    @app_commands.describe(level=_d("arg_level"), table=_d("arg_table"))
    @app_commands.choices(level=_choices(*LEVELS))
    @app_commands.autocomplete(table=my_tables)
    async def ai(self, interaction: discord.Interaction, level: str = "normal", table: int | None = None) -> None:
        await lobby.add_ai(interaction, table, level)

    @app_commands.command(name="move", description=_d("cmd_move"))
    @app_commands.describe(option=_d("arg_option"), table=_d("arg_table"))
    @app_commands.autocomplete(option=my_options, table=my_tables)
    async def move(self, interaction: discord.Interaction, option: str, table: int | None = None) -> None:
        await play.move_command(interaction, table, option)

    @app_commands.command(name="board", description=_d("cmd_board"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def board(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await reading.show_board(interaction, table)

    @app_commands.command(name="hand", description=_d("cmd_hand"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def hand(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await reading.show_private(interaction, table)

    @app_commands.command(name="log", description=_d("cmd_log"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def log(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await reading.show_log(interaction, table)

    @app_commands.command(name="mine", description=_d("cmd_mine"))
    async def mine(self, interaction: discord.Interaction) -> None:
        await reading.mine(interaction)

    @app_commands.command(name="rules", description=_d("cmd_rules"))
    @app_commands.describe(game=_d("arg_game"), topic=_d("arg_topic"))
    @app_commands.autocomplete(game=game_names, topic=rules_topics)
    async def rules(self, interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        await reading.rules(interaction, game, topic)

    @app_commands.command(name="resign", description=_d("cmd_resign"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def resign(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await play.resign(interaction, table)

    @app_commands.command(name="rematch", description=_d("cmd_rematch"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def rematch(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await lobby.rematch(interaction, table)

    @app_commands.command(name="settings", description=_d("cmd_settings"))
    @app_commands.describe(
        table=_d("arg_table"),
        turn_hours=_d("arg_turn_hours"),
        on_timeout=_d("arg_on_timeout"),
        react_hours=_d("arg_react_hours"),
        standing=_d("arg_standing"),
        language=_d("arg_my_language"),
    )
    @app_commands.choices(on_timeout=_choices(*POLICIES), language=_choices(*MY_LANGUAGES))
    @app_commands.autocomplete(table=my_tables, standing=my_standing_orders)
    async def settings(
        self,
        interaction: discord.Interaction,
        table: int | None = None,
        turn_hours: app_commands.Range[int, 0, MAX_TURN_HOURS] | None = None,
        on_timeout: str | None = None,
        react_hours: app_commands.Range[float, MIN_REACT_HOURS, float(MAX_REACT_HOURS)] | None = None,
        standing: str | None = None,
        language: str | None = None,
    ) -> None:
        await table_settings.settings(interaction, table, turn_hours, on_timeout, react_hours, standing, language)

    # --- ratings, statistics, history and replays (bot.adapter.handlers.history) -----------------------------
    @app_commands.command(name="stats", description=_d("cmd_stats"))
    @app_commands.describe(user=_d("arg_user"), game=_d("arg_game"))
    @app_commands.autocomplete(game=game_names)
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await history.stats(interaction, user, game)

    @app_commands.command(name="leaderboard", description=_d("cmd_leaderboard"))
    @app_commands.describe(game=_d("arg_game"))
    @app_commands.autocomplete(game=game_names)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await history.leaderboard(interaction, game)

    @app_commands.command(name="history", description=_d("cmd_history"))
    @app_commands.describe(user=_d("arg_user"), game=_d("arg_game"))
    @app_commands.autocomplete(game=game_names)
    async def history(
        self, interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        await history.history(interaction, user, game)

    @app_commands.command(name="replay", description=_d("cmd_replay"))
    @app_commands.describe(table=_d("arg_table"))
    @app_commands.autocomplete(table=my_tables)
    async def replay(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await history.replay(interaction, table)


class Admin(app_commands.Group):
    """``/orrery admin ...``: the moderators' controls (refused to everyone else by the service)."""

    def __init__(self) -> None:
        super().__init__(name="admin", description=_d("cmd_admin"))

    @app_commands.command(name="tables", description=_d("cmd_admin_tables"))
    async def tables(self, interaction: discord.Interaction) -> None:
        await moderation.tables(interaction)

    @app_commands.command(name="pause", description=_d("cmd_admin_pause"))
    @app_commands.describe(table=_d("arg_table"))
    async def pause(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await moderation.pause(interaction, table)

    @app_commands.command(name="resume", description=_d("cmd_admin_resume"))
    @app_commands.describe(table=_d("arg_table"))
    async def resume(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await moderation.resume(interaction, table)

    @app_commands.command(name="cancel", description=_d("cmd_admin_cancel"))
    @app_commands.describe(table=_d("arg_table"))
    async def cancel(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await moderation.cancel(interaction, table)

    @app_commands.command(name="replace", description=_d("cmd_admin_replace"))
    @app_commands.describe(seat=_d("arg_seat"), member=_d("arg_member"), ai=_d("arg_ai"), table=_d("arg_table"))
    @app_commands.choices(ai=_choices(*LEVELS))
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, MOST_SEATS],
        member: discord.User | None = None,
        ai: str | None = None,
        table: int | None = None,
    ) -> None:
        await moderation.replace(interaction, table, seat, member, ai)

    @app_commands.command(name="log", description=_d("cmd_admin_log"))
    async def log(self, interaction: discord.Interaction) -> None:
        await moderation.audit(interaction)

    @app_commands.command(name="settings", description=_d("cmd_admin_settings"))
    @app_commands.describe(
        mod_role=_d("arg_mod_role"),
        channel=_d("arg_channel"),
        turn_hours=_d("arg_turn_hours"),
        on_timeout=_d("arg_on_timeout"),
        games=_d("arg_games"),
        opener_role=_d("arg_opener_role"),
        language=_d("arg_language"),
        max_open=_d("arg_max_open"),
        away_days=_d("arg_away_days"),
        stall_days=_d("arg_stall_days"),
        reset=_d("arg_reset"),
    )
    @app_commands.choices(on_timeout=_choices(*POLICIES), reset=_choices(*RESETS))
    async def settings(
        self,
        interaction: discord.Interaction,
        mod_role: str | None = None,
        channel: str | None = None,
        turn_hours: app_commands.Range[int, 0, MAX_TURN_HOURS] | None = None,
        on_timeout: str | None = None,
        games: str | None = None,
        opener_role: str | None = None,
        language: app_commands.Range[str, 2, 8] | None = None,
        max_open: app_commands.Range[int, 1, MAX_OPEN_LIMIT] | None = None,
        away_days: app_commands.Range[int, 0, MAX_DAYS] | None = None,
        stall_days: app_commands.Range[int, 1, MAX_DAYS] | None = None,
        reset: str | None = None,
    ) -> None:
        changes = {
            "mod_role": mod_role,
            "channel_id": channel,
            "turn_hours": turn_hours,
            "on_timeout": on_timeout,
            "games": games,
            "opener_role": opener_role,
            "language": language,
            "max_open": max_open,
            "away_days": away_days,
            "stall_days": stall_days,
        }
        await moderation.settings(interaction, changes, reset)


def _add_moderation_and_away_commands(group: app_commands.Group) -> None:
    """``/orrery admin``, ``/orrery away`` and ``/orrery back``: the subgroup and the commands
    whose handlers live in ``bot.adapter.handlers.moderation``."""
    group.add_command(Admin())

    @app_commands.command(name="away", description=_d("cmd_away"))
    @app_commands.describe(days=_d("arg_days"), mode=_d("arg_away_mode"), level=_d("arg_level"))
    @app_commands.choices(mode=_choices(*AWAY_MODES), level=_choices(*LEVELS))
    async def away(
        interaction: discord.Interaction,
        days: app_commands.Range[int, 1, MAX_DAYS],
        mode: str = "pause",
        level: str = "normal",
    ) -> None:
        await moderation.away(interaction, days, mode, level)

    @app_commands.command(name="back", description=_d("cmd_back"))
    async def back(interaction: discord.Interaction) -> None:
        await moderation.back(interaction)

    group.add_command(away)
    group.add_command(back)
