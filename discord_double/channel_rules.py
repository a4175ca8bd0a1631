"""What Discord does to a bot in a channel beyond validating its payloads: the bot's own
permissions there (a per-channel overwrite that denies some of them, refused with 50013), and
threads that archive themselves after ``auto_archive_duration`` minutes without a message.

Kept apart from ``server.py`` so the server only calls in at the few places that need it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .server import Channel

# Discord's permission bits (the ones a bot like ours meets)
PERMISSIONS = {
    "view_channel": 1 << 10,
    "send_messages": 1 << 11,
    "manage_messages": 1 << 13,
    "embed_links": 1 << 14,
    "attach_files": 1 << 15,
    "read_message_history": 1 << 16,
    "manage_threads": 1 << 34,
    "create_public_threads": 1 << 35,
    "create_private_threads": 1 << 36,
    "send_messages_in_threads": 1 << 38,
}
ALL = (1 << 50) - 1
THREAD_TYPES = (10, 11, 12)
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes, the only values Discord accepts
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
ARCHIVED = (400, 50083, "Thread is archived")
LOCKED = (400, 160005, "Thread is locked")


def bits(names: list[str] | int) -> int:
    """Permission names (or a number already) as a bit set; an unknown name is a test bug."""
    if isinstance(names, int):
        return names
    out = 0
    for name in names:
        out |= PERMISSIONS[name]
    return out


def is_thread(ch: Channel) -> bool:
    return ch.type in THREAD_TYPES


def bot_permissions(ch: Channel, parent: Channel | None) -> int:
    """The bot's permissions in a channel: everything, less what the channel's overwrite (for
    a thread: its parent's) denies. DMs have no permissions to lack."""
    if ch.type == 1:
        return ALL
    deny = ch.bot_deny | (parent.bot_deny if parent is not None else 0)
    return ALL & ~deny


def missing(have: int, *needed: str) -> list[str]:
    return [name for name in needed if not have & PERMISSIONS[name]]


def needed_to_post(ch: Channel, payload: dict, files: int) -> list[str]:
    """What posting this message in ``ch`` needs, as Discord checks it."""
    needed = ["view_channel", "send_messages_in_threads" if is_thread(ch) else "send_messages"]
    if files:
        needed.append("attach_files")
    if payload.get("embeds"):
        needed.append("embed_links")
    return needed


def needed_to_open_thread(thread_type: int, from_message: bool) -> list[str]:
    needed = ["view_channel", "create_private_threads" if thread_type == 12 else "create_public_threads"]
    if from_message:
        needed.append("read_message_history")
    return needed


def overwrite_payload(bot_id: str, deny: int) -> list[dict]:
    """A channel's ``permission_overwrites`` carrying the bot's member overwrite, so a client
    computing its permissions from the cache sees what the double enforces."""
    if not deny:
        return []
    return [{"id": bot_id, "type": 1, "allow": "0", "deny": str(deny)}]


def archive_due(ch: Channel) -> float:
    """When a thread archives itself unless a message comes first (on the double's clock)."""
    return ch.last_activity + ch.auto_archive_duration * 60


def idle_for(ch: Channel, now: float) -> bool:
    """Whether an open thread has gone without a message for its whole auto-archive duration."""
    return is_thread(ch) and not ch.archived and now >= archive_due(ch)


def refusal_to_post(ch: Channel, have: int) -> tuple[int, int, str] | None:
    """Why a message may not go into a thread, if it may not: a locked thread takes messages
    only from those who hold Manage Threads (whose message also reopens it if archived); an
    archived one is reopened by any message otherwise."""
    if not is_thread(ch) or not ch.locked or not missing(have, "manage_threads"):
        return None
    return ARCHIVED if ch.archived else LOCKED
