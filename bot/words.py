"""The bot's own words, in Fluent catalogues (``bot/locales/{en,fr,de}.ftl``), keyed ``bot-``.

``t(key, locale, **params)`` words one message for a reader of ``locale`` (English where a
language lacks it). Keys are written in code as ``"unknown_game"`` and live in the catalogue as
``bot-unknown-game``. The catalogue also holds every game's messages, so a parameter may be a
game's message (``games.i18n.Msg``: a prompt, a label) worded in the same language; ``word``
words any text (a message or its JSON form) with the table's names.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from games.ai.levels import SEAT_LEVELS
from games.i18n import (
    LOCALES,
    Catalogue,
    Msg,
    Seat,
    StoredText,
    Text,
    day,
    game_catalogue_dirs,
    normalize_locale,
    starts_with_vowel,
    text_from_json,
    text_to_json,
)

BOT_LOCALES = Path(__file__).parent / "locales"

_LEVEL = "|".join(SEAT_LEVELS)
_AI_NAME = re.compile(rf"^AI(?: (\d+))?(?: \(({_LEVEL})\)| ({_LEVEL}))$")
"""How the store names machine seats ("AI 2 (hard)", "AI (easy)") and rated AI levels ("AI easy")."""


def machine_name(name: str, locale: str | None = "en") -> str:
    """A machine seat's stored English name as ``locale`` says it ("IA 2 (difficile)",
    "KI 2 (schwer)"); any other name as it is. English keeps the stored form."""
    locale = normalize_locale(locale)
    found = _AI_NAME.match(name) if locale != "en" else None
    if found is None:
        return name
    number, level = found.group(1), found.group(2) or found.group(3)
    said_level = BOT_WORDS.word(Msg(bot_key(f"choice_{level}")), locale)
    return BOT_WORDS.word(Msg("bot-ai-name", (("level", said_level), ("n", int(number or 0)))), locale)


_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$")


def written_date(text: str, locale: str | None = "en") -> str:
    """A date stored as "2026-11-27" (or with "13:05", UTC) as a French or German reader writes
    it ("27 nov. 2026", "27.11.2026, 13:05"); any other text, and English, as it is. Stored
    messages carry dates this way, worded later for readers of several languages."""
    locale = normalize_locale(locale)
    found = _ISO_DATE.match(text) if locale != "en" else None
    if found is None:
        return text
    year, month, dom, hour, minute = found.groups()
    said = day(dt.date(int(year), int(month), int(dom)), locale)
    return f"{said}, {hour}:{minute}" if hour else said


class _BotCatalogue(Catalogue):
    """The catalogue that also words the names of machine seats in the reader's language."""

    def _arg(self, value, locale, names):  # type: ignore[no-untyped-def]
        if isinstance(value, str):
            return written_date(machine_name(value, locale), locale)
        if isinstance(value, Seat) and names:
            names = [machine_name(n, locale) if n else n for n in names]
        return super()._arg(value, locale, names)


BOT_WORDS = _BotCatalogue(lambda: (*game_catalogue_dirs(), BOT_LOCALES))
"""The games' catalogues and the bot's: a bot message can carry a game's message."""

#: parameters that are numbers to read, not to count: never grouped ("#1234", not "#1,234")
_CODES = ("game_id", "rematch_id", "version", "table", "first", "last")


def bot_key(key: str) -> str:
    """The catalogue key for a key written in code (``"not_seated"`` -> ``bot-not-seated``)."""
    return key if key.startswith("bot-") else "bot-" + key.replace("_", "-")


def _param(name: str, value: Any) -> int | float | str | Seat | Msg:
    if isinstance(value, (Seat, Msg, str)):
        return value
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int) and (name in _CODES or name.endswith("_id")):
        return str(value)
    if isinstance(value, (int, float)):
        return value
    return str(value)


def _grammar(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with what the catalogues choose their grammar by, which Fluent cannot work
    out itself: ``span`` ("fixed" when ``min`` = ``max``, so "2 joueurs" and not "2 à 2
    joueurs"). Fluent compares a selector with literal keys only, never with another
    parameter."""
    low, high = params.get("min"), params.get("max")
    if isinstance(low, int) and isinstance(high, int) and "span" not in params:
        params = {**params, "span": "fixed" if low == high else "range"}
    return params


def say(key: str, /, **params: Any) -> Msg:
    """The bot's message ``key`` with ``params``, unworded (to store, or to word later)."""
    params = _grammar(params)
    return Msg(bot_key(key), tuple(sorted((name, _param(name, value)) for name, value in params.items())))


def t(key: str, locale: str | None = "en", /, **params: Any) -> str:
    """The message ``key`` worded for a reader of ``locale``, formatted with ``params``.

    A ``game`` parameter that is a game's English name is shown under its title in
    ``locale`` (``game_title``), and ``game_initial`` tells the catalogue whether that title
    starts with a vowel (French elides: "la partie d'Andromède", not "de Andromède")."""
    locale = normalize_locale(locale)
    game = params.get("game")
    if isinstance(game, str):
        title = game_title(game, locale)
        params = {**params, "game": title, "game_initial": initial_sound(title)}
    return BOT_WORDS.word(say(key, **params), locale)


def game_title(name: str, locale: str | None = "en") -> str:
    """A game's title as published in ``locale`` (``<id>-title`` in its catalogue), from its
    English name or its id; any other text comes back as it is."""
    game_id = _game_ids().get(name)
    if game_id is None:
        return name
    key = f"{game_id}-title"
    locale = normalize_locale(locale)
    return BOT_WORDS.word(Msg(key), locale) if BOT_WORDS.has(key, locale) else name


@cache
def _game_ids() -> dict[str, str]:
    from games import registry

    return {**{e.name: e.id for e in registry.all()}, **{e.id: e.id for e in registry.all()}}


def initial_sound(text: str) -> str:
    """ "vowel" when ``text`` starts (past markup) with a vowel letter, else "other"."""
    return "vowel" if starts_with_vowel(text) else "other"


def word(text: Text | StoredText, locale: str | None = "en", names: list[str] | None = None) -> str:
    """Any text (a bot's or a game's message, or its JSON form) for ``locale``,
    seats named from ``names``."""
    locale = normalize_locale(locale)
    if names:
        names = [machine_name(n, locale) if n else n for n in names]
    return BOT_WORDS.word(text, locale, names)


def label_to_store(label: Text) -> str:
    """A label (an option's, or an audit line's detail) as the store keeps it: its text's JSON."""
    return json.dumps(text_to_json(label), ensure_ascii=False, sort_keys=True)


def stored_label(stored: str | None) -> Text:
    """A label read back from the store (migration 0012 gave every row this one shape)."""
    return text_from_json(json.loads(stored)) if stored else ""


def language_name(locale: str) -> str:
    """A language's own name ("Français"), for choices and confirmations."""
    return t(f"language_{locale}", locale)


__all__ = [
    "BOT_WORDS",
    "LOCALES",
    "bot_key",
    "game_title",
    "initial_sound",
    "label_to_store",
    "language_name",
    "say",
    "stored_label",
    "t",
    "word",
]
