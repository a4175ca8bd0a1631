"""What pressing one of our buttons or choosing in one of our select menus does.

Each is a ``DynamicItem`` the client registers: discord.py finds it by the pressed item's
``custom_id`` (made by ``bot.adapter.views``), whichever process sent the message, and its
callback calls its handler.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.adapter import views
from bot.adapter.handlers import history, lobby, play, reading, table_settings

Button = discord.ui.Button
Select = discord.ui.Select


class OptionButton(
    discord.ui.DynamicItem[Button],
    template=r"orrery:o:(?P<gid>\d+):(?P<ver>\d+):(?P<opt>[A-Za-z0-9_.,+=/\-]+)",
):
    def __init__(self, gid: int, ver: int, opt: str, label: str = "", row: int | None = None) -> None:
        super().__init__(views.option_button(gid, ver, opt, label, row, kind=Button))
        self.gid, self.ver, self.opt = gid, ver, opt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Button, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["ver"]), match["opt"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await play.choose(interaction, self.gid, self.opt, self.ver)


class AheadButton(
    discord.ui.DynamicItem[Button],
    template=r"orrery:a:(?P<gid>\d+):(?P<h>[0-9a-f]{16}):(?P<opt>[A-Za-z0-9_.,+=/\-]+)",
):
    def __init__(self, gid: int, h: str, opt: str, label: str = "", row: int | None = None) -> None:
        super().__init__(views.ahead_button(gid, h, opt, label, row, kind=Button))
        self.gid, self.h, self.opt = gid, h, opt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Button, match: re.Match[str]):
        return cls(int(match["gid"]), match["h"], match["opt"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await play.choose_ahead(interaction, self.gid, self.h, self.opt)


class OptionSelect(
    discord.ui.DynamicItem[Select],
    template=r"orrery:s:(?P<gid>\d+):(?P<ver>\d+):(?P<page>\d+)",
):
    def __init__(self, gid: int, ver: int, page: int, options: list[list[str]] | None = None, row=None) -> None:
        super().__init__(views.option_select(gid, ver, page, options, row, kind=Select))
        self.gid, self.ver = gid, ver

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Select, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["ver"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await play.choose(interaction, self.gid, values[0] if values else "", self.ver)


class StandingOrderButton(
    discord.ui.DynamicItem[Button],
    template=r"orrery:so:(?P<gid>\d+):(?P<kind>[a-z0-9_.\-]+):(?P<order>[a-z0-9_\-]+)",
):
    def __init__(self, gid: int, kind: str, order: str, label: str = "", row: int | None = None) -> None:
        super().__init__(views.standing_order_button(gid, kind, order, label, row, kind=Button))
        self.gid, self.kind, self.order = gid, kind, order

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Button, match: re.Match[str]):
        return cls(int(match["gid"]), match["kind"], match["order"], item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await table_settings.standing_order(interaction, self.gid, self.kind, self.order)


def _table_button(prefix: str, action) -> type:
    """The dynamic item of ``views.table_button(prefix, ...)``: ``action(interaction, table)``
    is what pressing it does."""

    class TableButton(discord.ui.DynamicItem[Button], template=rf"orrery:{prefix}:(?P<gid>\d+)"):
        def __init__(self, gid: int, row: int | None = None, locale: str = "en") -> None:
            super().__init__(views.table_button(prefix, gid, row, locale, kind=Button))
            self.gid = gid

        @classmethod
        async def from_custom_id(cls, interaction, item, match: re.Match[str]):
            return cls(int(match["gid"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await action(interaction, self.gid)

    TableButton.__name__ = TableButton.__qualname__ = f"TableButton_{prefix}"
    return TableButton


DecideButton = _table_button("d", play.offer_choices)
HandButton = _table_button("h", reading.show_private)
JoinButton = _table_button("j", lambda i, gid: lobby.join(i, gid, from_lobby=True))
StartButton = _table_button("st", lambda i, gid: lobby.start(i, gid, from_lobby=True))
FullBoardButton = _table_button("fb", reading.show_board)
ResignButton = _table_button("rs", play.resign_confirmed)
RematchButton = _table_button("rm", lobby.rematch)


class ReplayStepButton(
    discord.ui.DynamicItem[Button],
    template=r"orrery:rp:(?P<gid>\d+):(?P<frame>\d+):(?P<key>[fpnl])",
):
    def __init__(self, gid: int, frame: int, key: str, disabled: bool = False) -> None:
        super().__init__(views.replay_step_button(gid, frame, key, disabled, kind=Button))
        self.gid, self.frame = gid, frame

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Button, match: re.Match[str]):
        return cls(int(match["gid"]), int(match["frame"]), match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await history.step(interaction, self.gid, self.frame)


class ReplayButton(discord.ui.DynamicItem[Button], template=r"orrery:rpl:(?P<gid>\d+)"):
    def __init__(self, gid: int, row: int | None = None, locale: str = "en") -> None:
        super().__init__(views.replay_button(gid, row, locale, kind=Button))
        self.gid = gid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Button, match: re.Match[str]):
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await history.replay(interaction, self.gid)


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
