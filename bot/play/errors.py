"""The refusals the service gives users."""

from __future__ import annotations

from typing import Any

from bot.words import t


class UserError(Exception):
    """A refusal for the user: a catalog key and its parameters. Nothing was changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, locale: str = "en") -> str:
        return t(self.key, locale, **self.params)
