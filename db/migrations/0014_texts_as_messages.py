"""Texts stored as finished English sentences (written before the games and the bot spoke in
messages) become messages, so that every stored text has one shape and is read one way.

A plain text becomes ``core-text`` (the text as written), or, where it names seats the way the
engines once did ("Seat 2"), a chain of ``core-text-seat`` messages whose seats are parameters:
it reads as it did, each seat named by its player. HOPE's old private line dealing a role
becomes the message that says it today (the game re-deals it when the AI imagines the hidden
roles). Rewritten: the games' snapshots (log entries, the end reason), their results, the
action log's labels and the audit's details, and the outbox's messages (texts, prompts, option
and standing-order labels, and the pictures' views and marked options). An empty label means
no label and is stored empty.

Run by ``db.store.run_data_migration`` inside the transaction that records it, on SQLite and
PostgreSQL alike (the connection speaks SQLite's dialect on both)."""

from __future__ import annotations

import json
import re
from typing import Any

_SEAT = re.compile(r"\bSeat (\d+)\b")
#: how HOPE's private line dealing a role began (it then said the side, "the N.O.P.E. traitor"
#: or "loyal to H.O.P.E.", with a stop after it)
_ROLE_LINE = "Your secret role: you are "


def message(text: str) -> dict[str, Any]:
    """A plain text as a message's JSON (``games.i18n.Msg.to_json``'s shape)."""
    if text.startswith(_ROLE_LINE):
        return {"key": "hope-log-role", "args": {"role": "nope" if "N.O.P.E." in text else "hope"}}
    pieces = _SEAT.split(text)  # text, then (seat number, text after it) for each seat named
    if len(pieces) == 1:
        return {"key": "core-text", "args": {"text": text}}
    rest: Any = pieces[-1]
    for at in range(len(pieces) - 3, -1, -2):
        before, number = pieces[at], int(pieces[at + 1])
        rest = {"key": "core-text-seat", "args": {"before": before, "rest": rest, "seat": {"seat": number - 1}}}
    return rest


def text(value: Any) -> Any:
    """A stored text in the current shape: a plain one becomes a message; a message, an empty
    text (a hidden log entry, no label) and no text stay as they are."""
    return message(value) if isinstance(value, str) and value else value


def lines(value: Any) -> Any:
    """An outbox text: one text, or lines of them."""
    return [text(line) for line in value] if isinstance(value, list) else text(value)


def state(data: dict[str, Any]) -> dict[str, Any]:
    """A game's state: its log entries and its end reason."""
    _log(data)
    state_result(data.get("result"))
    return data


def view(data: dict[str, Any]) -> dict[str, Any]:
    """What a seat or the public saw (``Engine.view_header``'s fields): the status line, the log
    entries and the end reason."""
    _log(data)
    if "status" in data:
        data["status"] = text(data["status"])
    state_result(data.get("outcome"))
    return data


def _log(data: dict[str, Any]) -> None:
    for entry in data.get("log") or []:
        if isinstance(entry, dict) and "text" in entry:
            entry["text"] = text(entry["text"])


def state_result(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """A finished game's result (``Outcome.to_dict``, or a state's ``result``): its reason."""
    if isinstance(data, dict) and "reason" in data:
        data["reason"] = text(data["reason"])
    return data


def picture(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """A picture the outbox carries: its view, and the labels of the options it marks."""
    if not data:
        return data
    if isinstance(data.get("view"), dict):
        view(data["view"])
    if data.get("options"):
        data["options"] = [[oid, text(label), *rest] for oid, label, *rest in data["options"]]
    return data


def controls(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """What a message offers: its prompt, each option as ``[id, label, mark]`` (rows of before
    had ``[id, label]``: no mark) and each standing order's label."""
    if not data:
        return data
    if "prompt" in data:
        data["prompt"] = text(data["prompt"])
    if "options" in data:
        data["options"] = [[oid, text(label), rest[0] if rest else ""] for oid, label, *rest in data["options"] or []]
    if data.get("standing"):
        data["standing"] = [[kind, order, text(label)] for kind, order, label in data["standing"]]
    return data


def payload(data: dict[str, Any]) -> dict[str, Any]:
    """An outbox row's message."""
    if "text" in data:
        data["text"] = lines(data["text"])
    for key, rewrite in (("controls", controls), ("picture", picture)):
        if key in data:
            data[key] = rewrite(data[key])
    return data


def label(stored: str) -> str:
    """A label or an audit detail as stored (the JSON of its text, migration 0012)."""
    try:
        value = json.loads(stored) if stored else ""
    except ValueError:
        value = stored
    if not isinstance(value, str):
        return stored
    return json.dumps(message(value), ensure_ascii=False, sort_keys=True) if value else ""


async def _rewrite(db: Any, select: str, update: str, change) -> None:
    """Each row ``select`` gives as (key..., value) whose ``change(value)`` differs, updated by
    ``update`` with (new value, key...)."""
    for *key, value in await db.execute_fetchall(select):
        new = change(value)
        if new != value:
            await db.execute(update, (new, *key))


def _json(rewrite):
    """``rewrite`` of a JSON column's value, the stored text itself when nothing changed."""

    def change(stored: str | None) -> str | None:
        if not stored:
            return stored
        data = json.loads(stored)
        before = json.dumps(data, sort_keys=True)
        data = rewrite(data)
        return stored if json.dumps(data, sort_keys=True) == before else json.dumps(data, ensure_ascii=False)

    return change


async def migrate(db: Any) -> None:
    await _rewrite(
        db, "SELECT game_id, state FROM snapshots", "UPDATE snapshots SET state = ? WHERE game_id = ?", _json(state)
    )
    await _rewrite(db, "SELECT id, result FROM games", "UPDATE games SET result = ? WHERE id = ?", _json(state_result))
    await _rewrite(
        db, "SELECT game_id, n, label FROM actions", "UPDATE actions SET label = ? WHERE game_id = ? AND n = ?", label
    )
    await _rewrite(db, "SELECT id, detail FROM audit", "UPDATE audit SET detail = ? WHERE id = ?", label)
    await _rewrite(db, "SELECT id, payload FROM outbox", "UPDATE outbox SET payload = ? WHERE id = ?", _json(payload))
