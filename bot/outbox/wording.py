"""The outbox's texts worded for their reader, at delivery.

The service stores what a message says as messages (a key and its parameters: ``Msg.to_json``),
never as finished sentences: the deliverer words each one for its reader when it sends it (the
thread in the table's language, a DM in its player's), with the table's names as they are then.

Stored forms: a payload's ``text`` is a message or a list of messages (lines joined by
newlines); its ``controls`` carry the prompt as a message and each option as ``[id, label,
mark]`` with the label a message, each standing order as ``[kind, order, label]``; a picture
is drawn in the reader's language. The action log's labels are stored as their text's JSON
(``bot.words.label_to_store``). Rows written before messages held finished English text: the
store's migration 0014 rewrote them in these forms.
"""

from __future__ import annotations

from typing import Any

from bot.outbox.offers import marked
from bot.words import word
from games.i18n import StoredText, Text, text_to_json


def stored(text: Text | list[Text]) -> StoredText | list[StoredText]:
    """A text (or lines of texts) as the outbox keeps it."""
    if isinstance(text, list):
        return [text_to_json(line) for line in text]
    return text_to_json(text)


def worded(text: Any, locale: str, names: list[str] | None) -> str:
    """A stored text (or lines of them; none: nothing) worded for a reader of ``locale``."""
    if isinstance(text, list):
        return "\n".join(worded(line, locale, names) for line in text)
    return word(text, locale, names) if text else ""


def worded_controls(controls: dict[str, Any] | None, locale: str, names: list[str] | None) -> dict[str, Any] | None:
    """Controls as the outbox keeps them, with their prompt and labels worded for ``locale``
    (and the language noted, for the words the components add: "Choose…", "My hand")."""
    if not controls:
        return controls
    out = dict(controls, locale=locale)
    if "prompt" in out:
        out["prompt"] = worded(out["prompt"], locale, names)
    out["options"] = [
        [option_id, marked(mark, worded(label, locale, names))]
        for option_id, label, mark in controls.get("options") or []
    ]
    if controls.get("standing"):
        out["standing"] = [[kind, order, worded(label, locale, names)] for kind, order, label in controls["standing"]]
    return out


def worded_picture(picture: dict[str, Any] | None, locale: str) -> dict[str, Any] | None:
    """A picture payload to be drawn in ``locale``."""
    return None if picture is None else picture | {"locale": locale}
