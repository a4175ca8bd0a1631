"""What our messages offer to click: the buttons and select menus of decisions, lobbies,
resignations, history and replays, and the views that hold them.

Each item's ``custom_id`` carries the table (and for a choice, the table version it was made at
and the option), so buttons keep working after a restart and a stale one is recognised as such.
What pressing one does is ``bot.adapter.components``': the client registers its dynamic items,
which find their presses by these ids. The items here are made not to be dispatched on their
own (``_Shown``), so no view object is kept per message sent: a press reaches the dynamic item
whether the message was sent by this process or before a restart.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.outbox.offers import fit_label
from bot.words import t

BUTTONS_PER_ROW = 5
PER_SELECT = 25
#: Discord's longest button label and select-menu option label. Engines keep their labels within
#: ``games.core.OPTION_LABEL_LIMIT`` (no longer than these); the cut here only guards Discord.
BUTTON_LABEL_MAX = 80
SELECT_LABEL_MAX = 100

#: the buttons that name only their table (``orrery:PREFIX:TABLE``): their label's key and style
TABLE_BUTTONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "d": ("button_decide", discord.ButtonStyle.success),
    "h": ("button_hand", discord.ButtonStyle.secondary),
    "j": ("button_join", discord.ButtonStyle.success),
    "st": ("button_start", discord.ButtonStyle.primary),
    # the full board, shown privately: drawn for reading once opened, where the board posted in
    # the thread is drawn for the size Discord shows it at
    "fb": ("button_full_board", discord.ButtonStyle.secondary),
    "rs": ("button_resign", discord.ButtonStyle.danger),
    "rm": ("button_rematch", discord.ButtonStyle.primary),
}

#: the replay's step-through buttons: first, previous, next, last
STEP_SYMBOLS = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭"}


class _ShownButton(discord.ui.Button):
    """A button sent in a view; its presses are answered by ``bot.adapter.components``."""

    def is_dispatchable(self) -> bool:
        return False


class _ShownSelect(discord.ui.Select):
    """A select menu sent in a view; its choices are answered by ``bot.adapter.components``."""

    def is_dispatchable(self) -> bool:
        return False


def option_button(gid: int, ver: int, opt: str, label: str = "", row: int | None = None, kind=_ShownButton):
    """An option of the decision the table's version ``ver`` asks."""
    return kind(
        label=fit_label(label or opt, BUTTON_LABEL_MAX),
        style=discord.ButtonStyle.primary,
        custom_id=f"orrery:o:{gid}:{ver}:{opt}",
        row=row,
    )


def ahead_button(gid: int, h: str, opt: str, label: str = "", row: int | None = None, kind=_ShownButton):
    """A step chosen ahead, on the panel of a player whose turn waits on others' answers. It
    names the decision it was offered for (its hash, not a table version), so it still works
    once the answers are in and that very decision is open, and is out of date otherwise."""
    return kind(
        label=fit_label(label or opt, BUTTON_LABEL_MAX),
        style=discord.ButtonStyle.primary,
        custom_id=f"orrery:a:{gid}:{h}:{opt}",
        row=row,
    )


def option_select(
    gid: int,
    ver: int,
    page: int,
    options: list[list[str]] | None = None,
    row: int | None = None,
    locale: str = "en",
    kind=_ShownSelect,
):
    """A page of ``PER_SELECT`` options, when a decision offers more than its buttons can show."""
    choices = [
        discord.SelectOption(label=fit_label(label, SELECT_LABEL_MAX), value=oid) for oid, label in options or []
    ]
    first, last = page * PER_SELECT + 1, page * PER_SELECT + len(choices)
    return kind(
        custom_id=f"orrery:s:{gid}:{ver}:{page}",
        placeholder=t("select_placeholder", locale, first=first, last=last),
        options=choices or [discord.SelectOption(label="-", value="-")],
        row=row,
    )


def standing_order_button(gid: int, what: str, order: str, label: str = "", row: int | None = None, kind=_ShownButton):
    """On a reactive prompt: answer such prompts at this table this way from now on."""
    return kind(
        label=fit_label(label or order, BUTTON_LABEL_MAX),
        style=discord.ButtonStyle.secondary,
        custom_id=f"orrery:so:{gid}:{what}:{order}",
        row=row,
    )


def table_button(prefix: str, gid: int, row: int | None = None, locale: str = "en", kind=_ShownButton):
    """A persistent button that names only its table, e.g. ``orrery:h:12`` for "My hand" at
    table 12 (``TABLE_BUTTONS``)."""
    label_key, style = TABLE_BUTTONS[prefix]
    return kind(label=t(label_key, locale), style=style, custom_id=f"orrery:{prefix}:{gid}", row=row)


def replay_step_button(gid: int, frame: int, key: str, disabled: bool = False, kind=_ShownButton):
    """A step-through button of a replay: it carries the table and the board it shows, so it
    works after a restart (the replay is rebuilt from the log). ``key`` tells the four apart,
    since two of them may lead to the same board."""
    return kind(
        label=STEP_SYMBOLS[key],
        style=discord.ButtonStyle.secondary,
        custom_id=f"orrery:rp:{gid}:{frame}:{key}",
        disabled=disabled,
    )


def replay_button(gid: int, row: int | None = None, locale: str = "en", kind=_ShownButton):
    """On /orrery history: the replay of one finished table."""
    return kind(
        label=t("button_replay", locale, game_id=gid),
        style=discord.ButtonStyle.secondary,
        custom_id=f"orrery:rpl:{gid}",
        row=row,
    )


def replay_view(gid: int, frame: int, total: int) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ for board ``frame`` of ``total``; the ones that lead nowhere are disabled."""
    view = discord.ui.View(timeout=None)
    last = total - 1
    targets = {"f": 0, "p": max(frame - 1, 0), "n": min(frame + 1, last), "l": last}
    for key, target in targets.items():
        view.add_item(replay_step_button(gid, target, key, disabled=target == frame))
    return view


def history_view(game_ids: list[int], locale: str = "en") -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for i, gid in enumerate(game_ids[: 2 * BUTTONS_PER_ROW]):
        view.add_item(replay_button(gid, row=i // BUTTONS_PER_ROW, locale=locale))
    return view


def decision_view(controls: dict[str, Any] | None, board: bool, locale: str | None = None) -> discord.ui.View | None:
    """The components for a decision: buttons for a few options, select menus for more,
    and on the public board a row for the private view (and for private choices). Their words
    are in ``locale``, else in the language the controls were worded for."""
    if not controls:
        return None
    locale = locale or controls.get("locale") or "en"
    if controls["mode"] == "lobby":
        return lobby_view(controls["game_id"], locale, full=controls["full"])
    view = discord.ui.View(timeout=None)
    gid, ver = controls["game_id"], controls["version"]
    rows = 5
    if controls["mode"] == "over":
        view.add_item(table_button("rm", gid, locale=locale))
        if board:
            view.add_item(table_button("fb", gid, locale=locale))
        return view
    standing = controls.get("standing") or []
    if board or standing:
        rows -= 1  # the last row: the board's buttons, and a reactive prompt's standing orders
    if board:
        if controls["mode"] == "decide" or controls.get("ahead"):
            view.add_item(table_button("d", gid, row=4, locale=locale))
        if controls.get("hand", True):  # a game that hides nothing has no hand to show
            view.add_item(table_button("h", gid, row=4, locale=locale))
        view.add_item(table_button("fb", gid, row=4, locale=locale))
    room = BUTTONS_PER_ROW - sum(1 for item in view.children if item.row == 4)
    for kind, order, label in standing[: min(3, room)]:
        view.add_item(standing_order_button(gid, kind, order, t("standing_button", locale, label=label), row=4))
    options = controls.get("options") or []
    if controls["mode"] == "ahead" and len(options) <= rows * BUTTONS_PER_ROW:
        for i, (oid, label) in enumerate(options):
            view.add_item(ahead_button(gid, controls["hash"], oid, label, row=i // BUTTONS_PER_ROW))
    if controls["mode"] == "options" and options:
        if len(options) <= rows * BUTTONS_PER_ROW:
            for i, (oid, label) in enumerate(options):
                view.add_item(option_button(gid, ver, oid, label, row=i // BUTTONS_PER_ROW))
        elif len(options) <= rows * PER_SELECT:
            for page in range(0, (len(options) + PER_SELECT - 1) // PER_SELECT):
                chunk = options[page * PER_SELECT : (page + 1) * PER_SELECT]
                view.add_item(option_select(gid, ver, page, chunk, row=page, locale=locale))
    return view if view.children else None


def lobby_view(gid: int, locale: str = "en", full: bool = False) -> discord.ui.View:
    """A lobby's buttons: Join while a seat is free, and Start."""
    view = discord.ui.View(timeout=None)
    if not full:
        view.add_item(table_button("j", gid, locale=locale))
    view.add_item(table_button("st", gid, locale=locale))
    return view


def resign_view(gid: int, locale: str = "en") -> discord.ui.View:
    """The confirmation ``/orrery resign`` asks for (in a reply only the resigning player sees)."""
    view = discord.ui.View(timeout=None)
    view.add_item(table_button("rs", gid, locale=locale))
    return view
