"""Who reads which language.

A table speaks one language in its thread and public pictures (``GameRecord.locale``, chosen
at ``/orrery new``: else the server's setting, else the server's preferred locale, else
English). Each user reads their DMs and private replies in their own: the language they fixed
with ``/orrery settings``, else the Discord locale their latest interaction carried (kept in
``users.locale``), else English.
"""

from __future__ import annotations

from db import store as q
from db.store import Store
from games.i18n import DEFAULT_LOCALE, LOCALES, normalize_locale

AUTO = "auto"
"""The ``/orrery settings language`` choice that follows the user's Discord locale."""


def supported(locale: str | None) -> str | None:
    """``locale`` as one of ``LOCALES`` if it is one of them (Discord's "en-GB" is "en"), else None."""
    if not locale:
        return None
    base = normalize_locale(locale)
    return base if str(locale).split("-")[0].split("_")[0].lower() == base else None


def table_locale(chosen: str | None, server_setting: str | None, guild_locale: str | None) -> str:
    """The language of a new table: the host's choice, else the server's, else English."""
    for candidate in (chosen, server_setting, guild_locale):
        if supported(candidate):
            return supported(candidate)  # type: ignore[return-value]
    return DEFAULT_LOCALE


async def reader_locale(store: Store, user_id: str, discord_locale: str | None) -> str:
    """The language ``user_id`` reads, keeping the Discord locale their interaction carried
    (written only when it changed, so a click costs one read)."""
    async with store.read() as db:
        seen, fixed = await q.user_locales(db, user_id)
    if discord_locale and discord_locale != seen:
        async with store.transaction() as db:
            await q.set_user_locale(db, user_id, discord_locale)
        seen = discord_locale
    return normalize_locale(fixed or seen)


async def set_language(store: Store, user_id: str, language: str) -> str | None:
    """Fix the user's language (``AUTO``: follow Discord again); returns the fixed one or None."""
    fixed = None if language == AUTO else supported(language)
    if language != AUTO and fixed is None:
        raise ValueError(f"not a language of {LOCALES}: {language}")
    async with store.transaction() as db:
        await q.set_user_language(db, user_id, fixed)
    return fixed


async def reading_locales(store: Store, user_ids: list[str]) -> dict[str, str]:
    """The language each of ``user_ids`` reads (English for users never seen)."""
    async with store.read() as db:
        known = await q.reading_locales(db, user_ids)
    return {u: normalize_locale(known.get(u)) for u in user_ids}
