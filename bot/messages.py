"""The bot's own words, in Fluent catalogues (``bot/locales/{en,fr,de}.ftl``), keyed ``bot-``.

``t(key, locale, **params)`` words one message for a reader of ``locale`` (English where a
language lacks it). Keys are written in code as ``"unknown_game"`` and live in the catalogue as
``bot-unknown-game``. The catalogue also holds every game's messages, so a parameter may be a
game's message (``games.i18n.Msg``: a prompt, a label) worded in the same language; ``word``
words any text (a message, its JSON form, or a legacy English string) with the table's names.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.i18n import (
    LOCALES,
    Catalogue,
    Msg,
    Seat,
    StoredText,
    Text,
    game_catalogue_dirs,
    normalize_locale,
    text_from_json,
    text_to_json,
)

BOT_LOCALES = Path(__file__).parent / "locales"

BOT_WORDS = Catalogue(lambda: (*game_catalogue_dirs(), BOT_LOCALES))
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


def say(key: str, /, **params: Any) -> Msg:
    """The bot's message ``key`` with ``params``, unworded (to store, or to word later)."""
    return Msg(bot_key(key), tuple(sorted((name, _param(name, value)) for name, value in params.items())))


def t(key: str, locale: str | None = "en", /, **params: Any) -> str:
    """The message ``key`` worded for a reader of ``locale``, formatted with ``params``."""
    return BOT_WORDS.word(say(key, **params), normalize_locale(locale))


def word(text: Text | StoredText, locale: str | None = "en", names: list[str] | None = None) -> str:
    """Any text (a bot's or a game's message, its JSON form, a legacy string) for ``locale``,
    seats named from ``names``."""
    return BOT_WORDS.word(text, normalize_locale(locale), names)


def label_to_store(label: Text) -> str:
    """An option's label as the action log keeps it: a message's JSON form, or legacy text."""
    return json.dumps(text_to_json(label), ensure_ascii=False, sort_keys=True) if isinstance(label, Msg) else label


def stored_label(stored: str | None) -> Text:
    """A label read back from the action log: a message (JSON) or, in rows written before
    messages, the finished English text it was."""
    if stored and stored.startswith("{"):
        try:
            return text_from_json(json.loads(stored))
        except (ValueError, KeyError, TypeError):
            pass
    return stored or ""


def language_name(locale: str) -> str:
    """A language's own name ("Français"), for choices and confirmations."""
    return t(f"language_{locale}", locale)


__all__ = ["BOT_WORDS", "LOCALES", "bot_key", "label_to_store", "language_name", "say", "stored_label", "t", "word"]
