"""What a message offers to click, made from a game's pending decisions, and the stamps that
say since when each seat has faced its current decision (so that an old button is refused)."""

from __future__ import annotations

import hashlib
from typing import Any

from games import Decision, Option
from games.i18n import localize, text_id, text_to_json


def marked(mark: str, label: str) -> str:
    """A button's words: the option's code first when it has one (the picture marks the same
    code at the place the option names), then its label."""
    if not mark or label == mark or label.startswith((f"{mark}:", f"{mark} ")):
        return label  # the label already starts with the code ("A2: blue A2, B3")
    return f"{mark} · {label}"


def fit_label(text: str, limit: int) -> str:
    """``text`` as a control may show it: whole when it fits in ``limit`` characters, else cut
    at the last space that leaves room for an ellipsis, so no word is shown half (a label with
    its code in front may run past what the game itself kept to). Only a first half without a
    space is cut inside a word."""
    if len(text) <= limit:
        return text
    room = text[: limit - 1]
    space = room.rstrip().rfind(" ")
    if space > limit // 2:
        room = room[:space]
    return room.rstrip(" ,;:·-–(/+&") + "…"


def button_label(option: Option, names: list[str], locale: str = "en") -> str:
    """What a button says, in ``locale``: the option's code first when it has one (the picture
    marks the same code at the place the option names), then its label."""
    return marked(option.mark, localize(option.label, locale, names))


def stored_options(options: tuple[Option, ...] | list[Option]) -> list[list[Any]]:
    """Options as controls keep them: ``[id, label, mark]``, the label a message (``bot.outbox.wording``
    words it for the reader)."""
    return [[o.id, text_to_json(o.label), o.mark] for o in options]


def picture_options(options: tuple[Option, ...] | list[Option]) -> list[list[str]]:
    """The options a picture marks, as JSON for the outbox: ``[id, label, mark]`` of each
    option that carries a code."""
    return [[o.id, text_to_json(o.label), o.mark] for o in options if o.mark]


def decision_hash(d: Decision) -> str:
    """What identifies a decision: its prompt's key and parameters, never its wording."""
    raw = text_id(d.prompt) + "\x1f" + "\x1f".join(o.id for o in d.options)
    return hashlib.blake2b(raw.encode(), digest_size=8).hexdigest()


def controls_for(
    game_id: int, version: int, decisions: list[Decision], names: list[str] | None = None
) -> dict[str, Any] | None:
    """What the board message offers: the options themselves when several seats face the same
    public decision (each of them may press them there), otherwise a button that asks each
    player privately. One player's own choice ("I start") is theirs alone: it goes to their
    DM and panel, never onto the board everyone reads."""
    if not decisions:
        return None
    first = decisions[0]
    same = all(d.public and [o.id for o in d.options] == [o.id for o in first.options] for d in decisions)
    shared = len({d.seat for d in decisions}) > 1
    if same and shared and len(first.options) <= 100:
        return {
            "game_id": game_id,
            "version": version,
            "mode": "options",
            "options": stored_options(first.options),
        }
    return {"game_id": game_id, "version": version, "mode": "decide", "options": []}


def options_controls(game_id: int, version: int, decision: Decision, names: list[str] | None = None) -> dict[str, Any]:
    """One seat's own options (a DM or an ephemeral reply), as stored: ``bot.outbox.wording`` words
    them for their reader. ``names`` is unused (kept for callers: names come at wording)."""
    return {
        "game_id": game_id,
        "version": version,
        "mode": "options",
        "prompt": text_to_json(decision.prompt),
        "options": stored_options(decision.options),
    }


def ahead_controls(game_id: int, version: int, decision: Decision) -> dict[str, Any]:
    """The options of a step chosen ahead (``bot.play.reactions``), as stored: their buttons name the
    decision (its hash) rather than the table's version."""
    return {**options_controls(game_id, version, decision), "mode": "ahead", "hash": decision_hash(decision)}


def decision_stamps(
    old: dict[str, dict], pending: list[Decision], version: int, mover: int | None, now: float
) -> dict[str, dict[str, Any]]:
    """Since when each pending seat has faced its current decision: a seat keeps its old
    stamp only if its decision is unchanged and it did not just move itself. A stamp holds the
    table version (``v``), the time (``t``), the decision's hash (``h``) and the reminders sent
    (``r``); a reactive decision's stamp also names its kind (``x``), for its window is not
    the turn timer."""
    out: dict[str, dict[str, Any]] = {}
    for d in pending:
        h = decision_hash(d)
        prev = old.get(str(d.seat))
        if prev and prev["h"] == h and d.seat != mover:
            out[str(d.seat)] = prev
        else:
            out[str(d.seat)] = {"v": version, "t": now, "h": h, "r": 0}
            if d.reactive:
                out[str(d.seat)]["x"] = d.reactive
    return out
