"""Buttons and select menus for decisions, lobbies and private views.

Each is a ``DynamicItem``: its ``custom_id`` carries the table (and for a choice, the table
version it was made at and the option), so buttons keep working after a restart and a
stale one is recognised as such.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.controls import fit_label
from bot.messages import t
from bot.presses import press

BUTTONS_PER_ROW = 5
PER_SELECT = 25
#: Discord's longest button label and select-menu option label. Engines keep their labels within
#: ``games.core.OPTION_LABEL_LIMIT`` (no longer than these); a code put in front, or a longer
#: translation, is fitted at a word boundary (``fit_label``).
BUTTON_LABEL_MAX = 80
SELECT_LABEL_MAX = 100


class OptionButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"orrery:o:(?P<gid>\d+):(?P<ver>\d+):(?P<opt>[A-Za-z0-9_.,+=/\-]+)",
):
    def __init__(self, gid: int, ver: int, opt: str, label: str = "", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=fit_label(label or opt, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=f"orrery:o:{gid}:{ver}:{opt}",
                row=row,
            )
        )
        self.gid, self.ver, self.opt = gid, ver, opt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["ver"]), match["opt"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await press("choose", interaction, self.gid, self.opt, self.ver)


class AheadButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"orrery:a:(?P<gid>\d+):(?P<h>[0-9a-f]{16}):(?P<opt>[A-Za-z0-9_.,+=/\-]+)",
):
    """A step chosen ahead, on the panel of a player whose turn waits on others' answers. It
    names the decision it was offered for (its hash, not a table version), so it still works
    once the answers are in and that very decision is open, and is out of date otherwise."""

    def __init__(self, gid: int, h: str, opt: str, label: str = "", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=fit_label(label or opt, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=f"orrery:a:{gid}:{h}:{opt}",
                row=row,
            )
        )
        self.gid, self.h, self.opt = gid, h, opt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["gid"]), match["h"], match["opt"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await press("choose_ahead", interaction, self.gid, self.h, self.opt)


class OptionSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"orrery:s:(?P<gid>\d+):(?P<ver>\d+):(?P<page>\d+)",
):
    def __init__(
        self,
        gid: int,
        ver: int,
        page: int,
        options: list[list[str]] | None = None,
        row: int | None = None,
        locale: str = "en",
    ) -> None:
        choices = [
            discord.SelectOption(label=fit_label(label, SELECT_LABEL_MAX), value=oid) for oid, label in options or []
        ]
        first, last = page * PER_SELECT + 1, page * PER_SELECT + len(choices)
        super().__init__(
            discord.ui.Select(
                custom_id=f"orrery:s:{gid}:{ver}:{page}",
                placeholder=t("select_placeholder", locale, first=first, last=last),
                options=choices or [discord.SelectOption(label="-", value="-")],
                row=row,
            )
        )
        self.gid, self.ver = gid, ver

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["ver"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await press("choose", interaction, self.gid, values[0] if values else "", self.ver)


class StandingOrderButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"orrery:so:(?P<gid>\d+):(?P<kind>[a-z0-9_.\-]+):(?P<order>[a-z0-9_\-]+)",
):
    """On a reactive prompt: answer such prompts at this table this way from now on."""

    def __init__(self, gid: int, kind: str, order: str, label: str = "", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=fit_label(label or order, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.secondary,
                custom_id=f"orrery:so:{gid}:{kind}:{order}",
                row=row,
            )
        )
        self.gid, self.kind, self.order = gid, kind, order

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["gid"]), match["kind"], match["order"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await press("standing_order", interaction, self.gid, self.kind, self.order)


def _table_button(prefix: str, label_key: str, style: discord.ButtonStyle, action) -> type:
    """A persistent button that names only its table, e.g. ``orrery:h:12`` for "My hand" at #12;
    ``action(interaction, table)`` is what pressing it does."""

    class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"orrery:{prefix}:(?P<gid>\d+)"):
        def __init__(self, gid: int, row: int | None = None, locale: str = "en") -> None:
            label = t(label_key, locale)
            button = discord.ui.Button(label=label, style=style, custom_id=f"orrery:{prefix}:{gid}", row=row)
            super().__init__(button)
            self.gid = gid

        @classmethod
        async def from_custom_id(cls, interaction, item, match: re.Match[str]):
            return cls(int(match["gid"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await action(interaction, self.gid)

    TableButton.__name__ = TableButton.__qualname__ = f"TableButton_{prefix}"
    return TableButton


DecideButton = _table_button(
    "d", "button_decide", discord.ButtonStyle.success, lambda i, gid: press("offer_choices", i, gid)
)
HandButton = _table_button(
    "h", "button_hand", discord.ButtonStyle.secondary, lambda i, gid: press("show_private", i, gid)
)
JoinButton = _table_button(
    "j", "button_join", discord.ButtonStyle.success, lambda i, gid: press("join", i, gid, from_lobby=True)
)
StartButton = _table_button(
    "st", "button_start", discord.ButtonStyle.primary, lambda i, gid: press("start", i, gid, from_lobby=True)
)


#: the full board, shown privately: drawn for reading once opened, where the board posted in the
#: thread is drawn for the size Discord shows it at
FullBoardButton = _table_button(
    "fb", "button_full_board", discord.ButtonStyle.secondary, lambda i, gid: press("show_full_board", i, gid)
)


ResignButton = _table_button(
    "rs", "button_resign", discord.ButtonStyle.danger, lambda i, gid: press("resign_confirmed", i, gid)
)
RematchButton = _table_button(
    "rm", "button_rematch", discord.ButtonStyle.primary, lambda i, gid: press("rematch", i, gid)
)


#: the replay's step-through buttons: first, previous, next, last
STEP_SYMBOLS = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭"}


class ReplayStepButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"orrery:rp:(?P<gid>\d+):(?P<frame>\d+):(?P<key>[fpnl])",
):
    """A step-through button of a replay: it carries the table and the board it shows, so it
    works after a restart (the replay is rebuilt from the log). ``key`` tells the four apart,
    since two of them may lead to the same board."""

    def __init__(self, gid: int, frame: int, key: str, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=STEP_SYMBOLS[key],
                style=discord.ButtonStyle.secondary,
                custom_id=f"orrery:rp:{gid}:{frame}:{key}",
                disabled=disabled,
            )
        )
        self.gid, self.frame = gid, frame

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["frame"]), match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await press("replay_step", interaction, self.gid, self.frame)


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button], template=r"orrery:rpl:(?P<gid>\d+)"):
    """On /orrery history: the replay of one finished table."""

    def __init__(self, gid: int, row: int | None = None, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("button_replay", locale, game_id=gid),
                style=discord.ButtonStyle.secondary,
                custom_id=f"orrery:rpl:{gid}",
                row=row,
            )
        )
        self.gid = gid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await press("replay", interaction, self.gid)


def replay_view(gid: int, frame: int, total: int) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ for board ``frame`` of ``total``; the ones that lead nowhere are disabled."""
    view = discord.ui.View(timeout=None)
    last = total - 1
    targets = {"f": 0, "p": max(frame - 1, 0), "n": min(frame + 1, last), "l": last}
    for key, target in targets.items():
        view.add_item(ReplayStepButton(gid, target, key, disabled=target == frame))
    return view


def history_view(game_ids: list[int], locale: str = "en") -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for i, gid in enumerate(game_ids[: 2 * BUTTONS_PER_ROW]):
        view.add_item(ReplayButton(gid, row=i // BUTTONS_PER_ROW, locale=locale))
    return view


DYNAMIC_ITEMS = (
    OptionButton,
    AheadButton,
    OptionSelect,
    DecideButton,
    HandButton,
    FullBoardButton,
    JoinButton,
    StartButton,
    StandingOrderButton,
    RematchButton,
    ResignButton,
    ReplayStepButton,
    ReplayButton,
)


def handled(custom_id: str, message: discord.Message | None) -> bool:
    """Whether a component interaction reaches one of our items: its ``custom_id`` has one of
    their patterns and (discord.py looks it up there) it is on the message pressed."""
    if not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS):
        return False
    if message is None:
        return True
    return any(getattr(c, "custom_id", None) == custom_id for row in message.components for c in _children(row))


def _children(row: Any) -> list[Any]:
    return list(getattr(row, "children", None) or [row])


def decision_view(controls: dict[str, Any] | None, board: bool, locale: str | None = None) -> discord.ui.View | None:
    """The components for a decision: buttons for a few options, select menus for more,
    and on the public board a row for the private view (and for private choices). Their words
    are in ``locale``, else in the language the controls were worded for."""
    if not controls:
        return None
    locale = locale or controls.get("locale") or "en"
    view = discord.ui.View(timeout=None)
    gid, ver = controls["game_id"], controls["version"]
    rows = 5
    if controls["mode"] == "over":
        view.add_item(RematchButton(gid, locale=locale))
        if board:
            view.add_item(FullBoardButton(gid, locale=locale))
        return view
    standing = controls.get("standing") or []
    if board or standing:
        rows -= 1  # the last row: the board's buttons, and a reactive prompt's standing orders
    if board:
        if controls["mode"] == "decide" or controls.get("ahead"):
            view.add_item(DecideButton(gid, row=4, locale=locale))
        if controls.get("hand", True):  # a game that hides nothing has no hand to show
            view.add_item(HandButton(gid, row=4, locale=locale))
        view.add_item(FullBoardButton(gid, row=4, locale=locale))
    room = BUTTONS_PER_ROW - sum(1 for item in view.children if item.row == 4)
    for kind, order, label in standing[: min(3, room)]:
        view.add_item(StandingOrderButton(gid, kind, order, t("standing_button", locale, label=label), row=4))
    options = controls.get("options") or []
    if controls["mode"] == "ahead" and len(options) <= rows * BUTTONS_PER_ROW:
        for i, (oid, label) in enumerate(options):
            view.add_item(AheadButton(gid, controls["hash"], oid, label, row=i // BUTTONS_PER_ROW))
    if controls["mode"] == "options" and options:
        if len(options) <= rows * BUTTONS_PER_ROW:
            for i, (oid, label) in enumerate(options):
                view.add_item(OptionButton(gid, ver, oid, label, row=i // BUTTONS_PER_ROW))
        elif len(options) <= rows * PER_SELECT:
            for page in range(0, (len(options) + PER_SELECT - 1) // PER_SELECT):
                chunk = options[page * PER_SELECT : (page + 1) * PER_SELECT]
                view.add_item(OptionSelect(gid, ver, page, chunk, row=page, locale=locale))
    return view if view.children else None


def lobby_view(gid: int, locale: str = "en", full: bool = False) -> discord.ui.View:
    """A lobby's buttons: Join while a seat is free, and Start."""
    view = discord.ui.View(timeout=None)
    if not full:
        view.add_item(JoinButton(gid, locale=locale))
    view.add_item(StartButton(gid, locale=locale))
    return view


def resign_view(gid: int, locale: str = "en") -> discord.ui.View:
    """The confirmation ``/orrery resign`` asks for (in a reply only the resigning player sees)."""
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(gid, locale=locale))
    return view
