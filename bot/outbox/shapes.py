"""What the bot says and shows, shared by the service's parts: the messages the outbox carries
(one dataclass per kind, the one place their fields and texts are defined) and the small pieces
they are made of."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.outbox.offers import picture_options
from games import Decision, Engine
from games.i18n import StoredText


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


_TURN_WORDS = re.compile(r"^your turn\s*[:,.-]\s*", re.IGNORECASE)


# --- the outbox's messages --------------------------------------------------------------------
# Every message the service owes is one of the dataclasses below; ``to_payload`` gives the JSON
# the outbox stores (its format is fixed: rows written by earlier versions still deliver), and
# ``message_of`` reads a stored payload back, refusing one whose words are not messages (the
# store's migrations rewrote those earlier versions wrote as sentences). A payload's words are
# its ``text`` field alone, defined here and nowhere else.

#: a picture as the outbox carries it: ``kind`` ("board" or "private"), ``game``, ``view``,
#: ``names`` and, when it marks a decision's options, ``options``
Picture = dict[str, Any]
#: what a message offers to click (``bot.outbox.offers``)
Controls = dict[str, Any]
#: a text as the outbox keeps it (``bot.outbox.wording``): a stored message or lines of them; the
#: deliverer words it for each reader
Words = StoredText | list[StoredText]


@dataclass
class Note:
    """A plain line in the game's thread."""

    game_id: int
    text: Words

    def to_payload(self) -> dict[str, Any]:
        return {"to": {"game_thread": self.game_id}, "text": self.text}


@dataclass
class Board:
    """A new board posted in the game's thread: the caption, the public picture and the
    decision's controls. ``replaces``: the outbox row of the board it follows (whose buttons
    stay: pressed, they are refused as out of date). ``ping``: the seats its text mentions (a mention whose decision has
    closed by the time the board leaves is sent as a plain name)."""

    game_id: int
    text: Words
    picture: Picture
    controls: Controls | None
    replaces: int | None = None
    ping: list[int] | None = None

    def to_payload(self) -> dict[str, Any]:
        payload = {
            "to": {"game_thread": self.game_id},
            "kind": "board",
            "text": self.text,
            "picture": self.picture,
            "controls": self.controls,
        }
        if self.replaces is not None:
            payload["replaces"] = self.replaces
        if self.ping:
            payload["ping"] = list(self.ping)
        return payload


@dataclass
class BoardEdit:
    """The current board (the outbox row ``board``) edited in place: a step inside a turn."""

    game_id: int
    text: Words
    picture: Picture
    controls: Controls | None
    board: int | None

    def to_payload(self) -> dict[str, Any]:
        return {
            "to": {"game_thread": self.game_id},
            "kind": "edit",
            "text": self.text,
            "picture": self.picture,
            "controls": self.controls,
            "board": self.board,
        }


@dataclass
class LobbyEdit:
    """The table's lobby message shown as the table now is (its seats, or that it started or was
    cancelled). It carries no words: the lobby is worded when the edit goes
    (``bot.outbox.lobby``), so an older edit still waiting shows the table as it is then."""

    game_id: int

    def to_payload(self) -> dict[str, Any]:
        # not "game_thread": the lobby is a message in the channel, no post in the thread
        return {"to": {"game_lobby": self.game_id}, "kind": "lobby"}


@dataclass
class LobbyPost:
    """A new table's lobby message posted in its channel, written with the table itself: a
    crash between the two loses neither. Worded when it goes, like ``LobbyEdit``; the message
    Discord makes becomes the table's lobby message."""

    game_id: int

    def to_payload(self) -> dict[str, Any]:
        return {"to": {"game_lobby": self.game_id}, "kind": "lobby_post"}


@dataclass
class DirectMessage:
    """A DM to the player of seat ``seat`` at table ``game_id``.

    ``only_if_changed``: sent only if the private picture changed since the last one sent;
    ``picture_if_changed``: the text always, the picture only if it changed; ``link``: the text
    ends with a link to the table's board (or its thread)."""

    user: str
    game_id: int
    seat: int
    text: Words
    #: what it is about: "turn" (the seat's decision), "hand" (its private picture); None for a
    #: plain line such as a reminder
    kind: str | None = None
    picture: Picture | None = None
    controls: Controls | None = None
    link: bool = False
    only_if_changed: bool = False
    picture_if_changed: bool = False

    def to_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"to": {"user": self.user, "game_id": self.game_id, "seat": self.seat}}
        if self.kind is not None:
            payload["kind"] = self.kind
        payload["text"] = self.text
        for key in ("picture", "controls"):
            if getattr(self, key) is not None:
                payload[key] = getattr(self, key)
        for key in ("only_if_changed", "picture_if_changed", "link"):
            if getattr(self, key):
                payload[key] = True
        return payload


OutboxMessage = Note | Board | BoardEdit | LobbyPost | LobbyEdit | DirectMessage


def message_of(payload: dict[str, Any]) -> OutboxMessage:
    """The message a stored payload holds (as any version of the bot wrote it, once migrated);
    ``ValueError`` when its words are not messages."""
    _words_are_messages(payload)
    to = payload["to"]
    kind = payload.get("kind")
    if "game_thread" in to:
        game_id = to["game_thread"]
        text = payload.get("text", "")
        if kind == "board":
            return Board(
                game_id, text, payload["picture"], payload.get("controls"), payload.get("replaces"), payload.get("ping")
            )
        if kind == "edit":
            return BoardEdit(game_id, text, payload["picture"], payload.get("controls"), payload.get("board"))
        return Note(game_id, text)
    if "game_lobby" in to:
        return LobbyPost(to["game_lobby"]) if kind == "lobby_post" else LobbyEdit(to["game_lobby"])
    if "user" in to:
        return DirectMessage(
            to["user"],
            to["game_id"],
            to["seat"],
            payload.get("text", ""),
            kind,
            payload.get("picture"),
            payload.get("controls"),
            bool(payload.get("link")),
            bool(payload.get("only_if_changed")),
            bool(payload.get("picture_if_changed")),
        )
    raise ValueError(f"unknown destination {to!r}")


def _words_are_messages(payload: dict[str, Any]) -> None:
    """Every text a payload carries (its lines, its controls' prompt and labels) is a stored
    message; a plain sentence is refused."""
    text = payload.get("text")
    texts = [*(text if isinstance(text, list) else [text] if text else [])]
    controls = payload.get("controls") or {}
    texts += [controls["prompt"]] if "prompt" in controls else []
    texts += [option[1] for option in controls.get("options") or [] if option[1] != ""]
    texts += [standing[2] for standing in controls.get("standing") or []]
    plain = next((t for t in texts if not isinstance(t, dict)), None)
    if plain is not None:
        raise ValueError(f"plain text {str(plain)[:60]!r} where the outbox keeps messages")
