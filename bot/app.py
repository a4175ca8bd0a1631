"""The Discord client: wires the command tree, the persistent buttons, the store, the
service and the outbox delivery together. The only module that talks to Discord itself."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging

import discord
import yarl
from discord import app_commands

from bot.commands import CatalogTranslator, Orrery
from bot.components import DYNAMIC_ITEMS, decision_view, handled
from bot.config import Config
from bot.delivery import Deliverer, DMsClosed, Outgoing
from bot.handlers import unknown_control
from bot.machines import PoolChooser, make_ai_chooser
from bot.service import Service
from db.store import GameRecord, Store

log = logging.getLogger("orrery.bot")

DM_CLOSED_CODE = 50007


def point_at(config: Config) -> None:
    """Send REST and gateway traffic to a loopback Discord double (tests and benchmarks)."""
    if config.api_base:
        discord.http.Route.BASE = config.api_base.rstrip("/")
    if config.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway)


class DiscordTransport:
    """Delivers outbox messages as Discord messages."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def _channel(self, channel_id: str) -> discord.abc.Messageable:
        channel = self.client.get_channel(int(channel_id))
        return channel or await self.client.fetch_channel(int(channel_id))

    def _kwargs(self, message: Outgoing, board: bool) -> dict:
        kwargs: dict = {
            "content": message.text or None,
            "allowed_mentions": discord.AllowedMentions(users=True, everyone=False, roles=False),
        }
        if message.nonce:
            kwargs["nonce"] = message.nonce[:25]
        if message.picture:
            kwargs["file"] = discord.File(io.BytesIO(message.picture), filename=message.filename)
            kwargs["embed"] = discord.Embed(colour=0x1E2440).set_image(url=f"attachment://{message.filename}")
        view = decision_view(message.controls, board=board)
        if view is not None:
            kwargs["view"] = view
        return kwargs

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        channel = await self._channel(thread_id)
        sent = await channel.send(**self._kwargs(message, board=True))
        return str(sent.id)

    async def send_dm(self, user_id: str, message: Outgoing) -> str:
        user = self.client.get_user(int(user_id)) or await self.client.fetch_user(int(user_id))
        try:
            sent = await user.send(**self._kwargs(message, board=False))
        except discord.Forbidden as exc:
            if exc.code == DM_CLOSED_CODE:
                raise DMsClosed(user_id) from exc
            raise
        return str(sent.id)

    async def create_thread(self, game: GameRecord, name: str) -> str:
        channel = await self._channel(game.channel_id)
        if game.lobby_message_id:
            try:
                thread = await channel.get_partial_message(int(game.lobby_message_id)).create_thread(name=name)
                return str(thread.id)
            except discord.HTTPException as exc:  # the lobby message is gone: open a plain thread
                log.info("thread from lobby message failed (%s); opening a plain thread", exc)
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        return str(thread.id)


class OrreryBot(discord.Client):
    def __init__(self, config: Config) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # we ask for no member chunks, so there is nothing to wait for after READY
        super().__init__(intents=intents, guild_ready_timeout=0.2)
        self.config = config
        self.tree = app_commands.CommandTree(self)
        self.tree.add_command(Orrery())
        self.store: Store | None = None
        self.service: Service | None = None
        self.deliverer: Deliverer | None = None
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task] = []

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.store = await Store.open(self.config.db_path)
        self.service = Service(self.store, ai_chooser=make_ai_chooser())
        self.deliverer = Deliverer(self.service, DiscordTransport(self))
        self._tasks.append(asyncio.create_task(self._deliver_when_ready()))
        self._tasks.append(asyncio.create_task(self._tick_forever()))

    async def _deliver_when_ready(self) -> None:
        await self.wait_until_ready()
        await self.deliverer.run(self._stop)

    async def _tick_forever(self) -> None:
        await self.wait_until_ready()
        await self.service.resume()
        while not self._stop.is_set():
            try:
                await self.service.tick()
            except Exception:
                log.exception("deadline check failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), timeout=self.config.tick_seconds)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Components and forms that none of our items will answer get a short private answer."""
        data = interaction.data or {}
        if interaction.type is discord.InteractionType.modal_submit or (
            interaction.type is discord.InteractionType.component
            and not handled(str(data.get("custom_id", "")), interaction.message)
        ):
            await unknown_control(interaction)

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s)", self.user, self.user.id if self.user else "?")

    async def close(self) -> None:
        self._stop.set()
        for task in self._tasks:
            task.cancel()
        if self.service:
            await self.service.settle()
            if isinstance(self.service.ai_chooser, PoolChooser):
                self.service.ai_chooser.shutdown()
        if self.store:
            await self.store.close()
        await super().close()


def run(config: Config) -> None:
    point_at(config)
    bot = OrreryBot(config)
    bot.run(config.token, log_level=getattr(logging, config.log_level.upper(), logging.INFO))


async def sync_commands(config: Config) -> list[str]:
    """Publish the command group to Discord (globally, or to ORRERY_GUILD at once)."""
    point_at(config)
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    tree.add_command(Orrery())
    await tree.set_translator(CatalogTranslator())
    async with client:
        await client.login(config.token)
        guild = discord.Object(config.guild_id) if config.guild_id else None
        if guild:
            tree.copy_global_to(guild=guild)
        synced = await tree.sync(guild=guild)
    return [c.name for c in synced]
