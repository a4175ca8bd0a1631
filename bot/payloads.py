"""Small pieces of what the bot says and shows, shared by the service and its parts (kept
apart from ``bot.service`` so that the parts it is assembled from need not import it)."""

from __future__ import annotations

import re
from typing import Any

from bot.controls import picture_options
from games import Decision, Engine
from games.i18n import Text


def private_picture(
    engine: Engine, view: dict[str, Any], names: list[str], decision: Decision | None
) -> dict[str, Any]:
    """A seat's private picture's payload, marking the options of the decision it faces."""
    picture: dict[str, Any] = {"kind": "private", "game": engine.id, "view": view, "names": names}
    marked = picture_options(decision.options) if decision is not None else []
    if marked:
        picture["options"] = marked
    return picture


def without_turn_words(prompt: str) -> str:
    """``"Your turn: choose an action."`` -> ``"Choose an action."``: the DM already says whose turn."""
    rest = _TURN_WORDS.sub("", prompt, count=1)
    return rest[:1].upper() + rest[1:] if rest else prompt


def dm_prompt(prompt: Text) -> Text:
    """A decision's prompt for a DM that already says whose turn it is (a legacy English
    prompt loses its "Your turn:"; a message is worded without it)."""
    return without_turn_words(prompt) if isinstance(prompt, str) else prompt


_TURN_WORDS = re.compile(r"^your turn\s*[:,.-]\s*", re.IGNORECASE)
