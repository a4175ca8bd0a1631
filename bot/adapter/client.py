"""The Discord client: wires the command tree, the persistent buttons, the store, the
service and the outbox delivery together. The only module that talks to Discord itself."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import signal
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands

from bot.adapter.commands import CatalogTranslator, Orrery
from bot.adapter.components import DYNAMIC_ITEMS, handled
from bot.adapter.handlers.wrapper import unknown_control
from bot.adapter.pacing import GlobalPacer
from bot.adapter.views import decision_view
from bot.adapter.webhooks import InteractionWebhooks
from bot.config import Config
from bot.outbox.delivery import (
    Deliverer,
    DmChannels,
    DMsClosed,
    HistoryUnreadable,
    Outgoing,
    ThreadGone,
    Undeliverable,
)
from bot.outbox.urgency import PriorityGate
from bot.outbox.workers import Painter
from bot.play.machines import PoolChooser, make_ai_chooser
from bot.play.service import Service
from db.store import GameRecord, Store

log = logging.getLogger("orrery.bot")

DM_CLOSED_CODE = 50007
UNKNOWN_CHANNEL_CODE = 10003
THREAD_ARCHIVED_CODE = 50083
#: game threads archive only after a week without a message (the longest Discord allows)
THREAD_ARCHIVE_MINUTES = 10080


def _refused(exc: discord.HTTPException, thread_id: str | None = None) -> Exception:
    """What a failed request means for the message: its thread is gone (``ThreadGone``),
    Discord refuses this message for good (a 4xx: ``Undeliverable``), or it may go later (the
    error itself: a 5xx, a 429, a token refused (401), which says nothing about the message)."""
    if thread_id is not None and exc.code == UNKNOWN_CHANNEL_CODE:
        return ThreadGone(f"thread {thread_id} is gone")
    if 400 <= exc.status < 500 and exc.status not in (401, 429):
        return Undeliverable(f"{exc.status} (code {exc.code}): {exc.text}")
    return exc


def _may_read_history(channel: discord.abc.Messageable) -> bool:
    """Whether the bot may read a thread's history, as far as its cache knows (a thread it
    has not cached is assumed readable: the read then tells)."""
    guild = getattr(channel, "guild", None)
    if not isinstance(channel, discord.Thread) or guild is None or guild.me is None:
        return True
    return channel.permissions_for(guild.me).read_message_history


@contextlib.contextmanager
def _refusals(thread_id: str | None = None) -> Iterator[None]:
    """Turns Discord's refusals inside into ``_refused``'s exceptions."""
    try:
        yield
    except discord.HTTPException as exc:
        raise _refused(exc, thread_id) from exc


def point_at(config: Config) -> None:
    """Send REST and gateway traffic to a loopback Discord double (tests and benchmarks)."""
    if config.api_base:
        discord.http.Route.BASE = config.api_base.rstrip("/")
    if config.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway)


#: a mention the bot writes itself: members' names never contain one (``db.store.safe_name``)
_OUR_MENTION = re.compile(r"<@(\d+)>")


def pings(text: str) -> discord.AllowedMentions:
    """Whom a message the bot sends may notify: the players its own text mentions (those whose
    turn it is, one whose DMs are closed), by an explicit list, and never @everyone, @here or
    a role, whatever the text says."""
    users = [discord.Object(int(user)) for user in dict.fromkeys(_OUR_MENTION.findall(text or ""))]
    return discord.AllowedMentions(everyone=False, users=users, roles=False, replied_user=False)


class DiscordTransport:
    """Delivers outbox messages as Discord messages."""

    def __init__(
        self,
        client: discord.Client,
        dm_channels: DmChannels,
        pacer: GlobalPacer | None = None,
        webhooks: InteractionWebhooks | None = None,
    ) -> None:
        self.client = client
        self.dm_channels = dm_channels
        self.pacer = pacer  # the client's global pacer (``bot.adapter.pacing``), if it has one
        #: interactions answered in threads, whose webhooks may carry a board (``bot.adapter.webhooks``)
        self.webhooks = webhooks

    async def _channel(self, channel_id: str) -> discord.abc.Messageable:
        channel = self.client.get_channel(int(channel_id))
        return channel or await self.client.fetch_channel(int(channel_id))

    def _thread(self, thread_id: str) -> discord.abc.Messageable:
        """A game thread to post in or edit in, without asking Discord for it: a thread of a
        server on another process's shards is not in this process's cache, and posting needs
        only its id."""
        channel = self.client.get_channel(int(thread_id))
        return channel or self.client.get_partial_messageable(int(thread_id), type=discord.ChannelType.public_thread)

    def _kwargs(self, message: Outgoing, board: bool) -> dict:
        kwargs: dict = {"content": message.text or None, "allowed_mentions": pings(message.text if board else "")}
        if message.nonce:
            kwargs["nonce"] = message.nonce[:25]
        if message.picture:
            # a plain attachment: Discord shows it inline in a 550 x 350 box, where an embed's
            # image gets 400 x 300 (the pictures are drawn for the larger box)
            kwargs["file"] = discord.File(io.BytesIO(message.picture), filename=message.filename)
        view = decision_view(message.controls, board=board)
        if view is not None:
            kwargs["view"] = view
        return kwargs

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        channel = self._thread(thread_id)
        # by an interaction's webhook only where a send lost in a crash can be found again by
        # reading the thread: a webhook's post carries no nonce to fall back on
        if self.webhooks is not None and _may_read_history(channel):
            sent = await self._follow_up(thread_id, message)
            if sent is not None:
                return sent
        with _refusals(thread_id):
            posted = await channel.send(**self._kwargs(message, board=True))
        return str(posted.id)

    async def _follow_up(self, thread_id: str, message: Outgoing) -> str | None:
        """Posts in the thread as the public follow-up of an interaction answered there, outside
        the global limit (``bot.adapter.webhooks``); None when there is none, or its webhook
        refused (nothing was posted: the thread's own route takes it)."""
        answer = self.webhooks.answer_in(int(thread_id))
        if answer is None:
            return None
        interaction = answer.interaction
        kwargs = self._kwargs(message, board=True)
        kwargs.pop("nonce", None)
        try:
            sent = await interaction.followup.send(wait=True, ephemeral=False, **kwargs)
        except discord.HTTPException as exc:
            if not 400 <= exc.status < 500 or exc.status == 429:
                raise _refused(exc, thread_id) from exc  # it may have gone: the deliverer looks first
            log.info("interaction %s could not post in thread %s (%s)", interaction.id, thread_id, exc)
            self.webhooks.forget(int(thread_id), interaction)
            return None
        self.webhooks.used += 1
        self.webhooks.posted(sent.id, answer)
        return str(sent.id)

    async def _edit_by_webhook(self, thread_id: str, message_id: str, message: Outgoing) -> bool:
        """Edits a board the interaction's webhook posted, by that webhook while its token lasts
        (outside the global limit); False when it cannot (the thread's route then edits it)."""
        interaction = self.webhooks.poster(int(message_id)) if self.webhooks is not None else None
        if interaction is None:
            return False
        try:
            await interaction.followup.edit_message(int(message_id), **self._edit_kwargs(message))
        except discord.HTTPException as exc:
            if not 400 <= exc.status < 500 or exc.status == 429:
                raise _refused(exc, thread_id) from exc  # an edit is harmless to try again
            log.info("interaction %s could not edit message %s (%s)", interaction.id, message_id, exc)
            self.webhooks.forget(int(message_id), interaction)
            return False
        self.webhooks.used += 1
        return True

    async def send_to_channel(self, channel_id: str, message: Outgoing) -> str:
        channel = self._in_channel(channel_id)
        kwargs = self._kwargs(message, board=False) | {"allowed_mentions": discord.AllowedMentions.none()}
        with _refusals():
            sent = await channel.send(**kwargs)  # a lobby names its players: it pings nobody
        return str(sent.id)

    def _in_channel(self, channel_id: str) -> discord.abc.Messageable:
        """A server's channel to post in or edit in (a table's lobby), without asking Discord for it."""
        return self.client.get_channel(int(channel_id)) or self.client.get_partial_messageable(int(channel_id))

    async def edit_in_thread(self, thread_id: str, message_id: str, message: Outgoing) -> None:
        if await self._edit_by_webhook(thread_id, message_id, message):
            return
        channel = self._thread(thread_id)
        with _refusals(thread_id):
            try:
                await self._edit(channel, message_id, message)
            except discord.HTTPException as exc:
                if exc.code != THREAD_ARCHIVED_CODE:
                    raise
                # a week without a message archived the thread, and an edit does not reopen it
                log.info("thread %s is archived; reopening it to edit its board", thread_id)
                await self.client.http.edit_channel(int(thread_id), archived=False)
                await self._edit(channel, message_id, message)

    async def edit_in_channel(self, channel_id: str, message_id: str, message: Outgoing) -> None:
        channel = self._in_channel(channel_id)
        with _refusals():
            await self._edit(channel, message_id, message)

    async def _edit(self, channel: discord.abc.Messageable, message_id: str, message: Outgoing) -> None:
        kwargs = self._edit_kwargs(message)
        kwargs["embed"] = None  # a board posted with an embed by an earlier version loses it
        await channel.get_partial_message(int(message_id)).edit(**kwargs)

    def _edit_kwargs(self, message: Outgoing) -> dict[str, Any]:
        """The fields of a board's edit: its picture in place of the attachments, its controls
        (none: the old buttons go), and no nonce (an edit takes none)."""
        kwargs = self._kwargs(message, board=True)
        kwargs.pop("nonce", None)
        file = kwargs.pop("file", None)
        kwargs["attachments"] = [file] if file else []
        kwargs.setdefault("view", None)
        return kwargs

    async def send_dm(self, user_id: str, message: Outgoing) -> str:
        channel = await self._dm_channel(user_id)
        try:
            sent = await channel.send(**self._kwargs(message, board=False))
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_CHANNEL_CODE:
                raise
            await self._forget_dm_channel(user_id)  # opened again on the next attempt
            raise
        except discord.Forbidden as exc:
            if exc.code == DM_CLOSED_CODE:
                raise DMsClosed(user_id) from exc
            raise _refused(exc) from exc
        except discord.HTTPException as exc:
            raise _refused(exc) from exc
        return str(sent.id)

    async def _dm_channel(self, user_id: str) -> discord.PartialMessageable:
        """The user's DM channel, opened once (POST /users/@me/channels) and kept in the store, so
        a DM costs one request, not a user fetch and a channel open first."""
        channel_id = await self.dm_channels.of(user_id)
        if channel_id is None:
            data = await self.client.http.start_private_message(int(user_id))
            channel_id = str(data["id"])
            await self.dm_channels.keep(user_id, channel_id)
        return self.client.get_partial_messageable(int(channel_id), type=discord.ChannelType.private)

    async def _forget_dm_channel(self, user_id: str) -> None:
        await self.dm_channels.keep(user_id, None)

    async def find_sent(
        self, where: tuple[str, str], message: Outgoing, after: str | None, since: float | None = None
    ) -> str | None:
        """The id of a message like ``message`` that the bot already posted at ``where`` (a
        thread, a channel, or a user's DMs) after the message ``after`` and not before the time ``since``,
        if there is one: a send whose answer a crash swallowed. Discord honours a nonce only for
        a few minutes and does not return it when messages are read back, so the match is on
        what the message shows. Everything posted since is read, oldest first, a hundred at a
        time: a long outage may have buried the message under any number of newer ones.

        Without Read Message History Discord shows an empty history. An empty read is then
        checked against the channel's last message: none since ``start`` means nothing was
        posted (so neither was this message); a later one means the read saw nothing of what is
        there (``HistoryUnreadable``)."""
        kind, key = where
        if kind == "thread":
            channel = self._thread(key)
        elif kind == "channel":  # a table's lobby
            channel = self._in_channel(key)
        else:
            channel = await self._dm_channel(key)
        start = int(after) if after else 0
        if since is not None:  # a snowflake carries the time it was made
            start = max(start, discord.utils.time_snowflake(datetime.fromtimestamp(max(since, 0.0), UTC)))
        try:
            if _may_read_history(channel):
                read_any, found = await self._look_for(channel, message, start)
                if found or read_any:
                    return found
            if await self._posted_since(channel, start):
                log.warning("cannot read the history of %s %s to look for a message sent unseen", kind, key)
                raise HistoryUnreadable(f"{kind} {key}")
        except discord.NotFound as exc:  # the channel is gone, and whatever was posted there
            if exc.code != UNKNOWN_CHANNEL_CODE:
                raise
        return None

    async def _look_for(
        self, channel: discord.abc.Messageable, message: Outgoing, start: int
    ) -> tuple[bool, str | None]:
        """(whether the history after ``start`` showed any message, the id of one like ``message``)."""
        me = self.client.user.id if self.client.user else None
        filename = message.filename if message.picture else None
        read_any = False
        async for found in channel.history(limit=None, after=discord.Object(start), oldest_first=True):
            read_any = True
            names = [a.filename for a in found.attachments]
            if (
                found.author.id == me
                and found.content.startswith(message.text)
                and names == ([filename] if filename else [])
            ):
                return True, str(found.id)
        return read_any, None

    async def _posted_since(self, channel: discord.abc.Messageable, start: int) -> bool:
        """Whether anything was posted in ``channel`` after the snowflake ``start``, by its last
        message (GET /channels/{id}, which needs no Read Message History)."""
        data = await self.client.http.get_channel(channel.id)
        last = data.get("last_message_id")
        return last is not None and int(last) > start

    async def find_thread(self, game: GameRecord, name: str) -> str | None:
        """A thread this bot opened for the table before a crash kept its id from the store:
        opened from the table's lobby message (it then bears that message's id), or opened
        plain under the table's channel with the table's name. Only threads the bot itself
        created count: a member's thread named like the table is never taken for it."""
        channel = await self._channel(game.channel_id)
        guild = getattr(channel, "guild", None)
        me = self.client.user.id if self.client.user else None
        if guild is None or me is None:
            return None
        for thread in await guild.active_threads():  # GET /guilds/{guild_id}/threads/active
            if thread.owner_id != me or thread.parent_id != channel.id:
                continue
            if str(thread.id) == game.lobby_message_id or thread.name == name:
                return str(thread.id)
        return None

    async def create_thread(self, game: GameRecord, name: str) -> str:
        with _refusals():
            channel = await self._channel(game.channel_id)
            if game.lobby_message_id:
                try:
                    thread = await channel.get_partial_message(int(game.lobby_message_id)).create_thread(
                        name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES
                    )
                    return str(thread.id)
                except discord.HTTPException as exc:  # the lobby message is gone: open a plain thread
                    log.info("thread from lobby message failed (%s); opening a plain thread", exc)
            if not hasattr(channel, "create_thread"):  # a thread, a DM: no thread can be opened in it
                raise Undeliverable(f"channel {game.channel_id} cannot hold threads")
            thread = await channel.create_thread(
                name=name, type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES
            )
        return str(thread.id)


#: Discord lets one IDENTIFY per rate-limit bucket through every 5 seconds
IDENTIFY_SECONDS = 5.0
#: added to each turn: processes' clocks and connection set-up differ by a little
IDENTIFY_SLACK = 0.25


class OrreryBot(discord.AutoShardedClient):
    """The bot, running the gateway shards of ``config.shards`` (all of them, as many as Discord
    recommends, when unset). Each shard is its own gateway session; the store, the service and
    the outbox are shared by all of them, and by the other processes running the other shards."""

    def __init__(self, config: Config, store: Store) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # we ask for no member chunks, so there is nothing to wait for after READY; every REST
        # request is paced under Discord's global limit (bot/adapter/pacing.py)
        self.pacer = GlobalPacer()
        self.webhooks = InteractionWebhooks()
        sharding = {"shard_ids": list(config.shards.ids), "shard_count": config.shards.count} if config.shards else {}
        super().__init__(
            intents=intents,
            guild_ready_timeout=0.2,
            http_trace=self.pacer.trace_config(),
            # every message says whom it may notify: by default nobody (outbox messages name
            # their players: ``pings``), so no text a member wrote can mention anyone
            allowed_mentions=discord.AllowedMentions.none(),
            **sharding,
        )
        self.config = config
        self.painter: Painter | None = None
        self._max_concurrency: int | None = None
        self._identified: dict[int, float] = {}  # identify bucket -> the turn this process last took in it
        self._gateway_once()
        self.tree = app_commands.CommandTree(self)
        self.tree.add_command(Orrery())
        self.store = store
        self.service: Service | None = None
        self.deliverer: Deliverer | None = None
        self.exit_code = 0
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task] = []
        self._shutdown: asyncio.Task | None = None
        store.on_lost = self._database_lost

    async def setup_hook(self) -> None:
        await asyncio.to_thread(_warm_up)
        await self.tree.set_translator(CatalogTranslator())
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.painter = Painter()
        self.service = Service(self.store, ai_chooser=make_ai_chooser(), config=self.config)
        transport = DiscordTransport(self, DmChannels(self.store), self.pacer, self.webhooks)
        self.deliverer = Deliverer(self.service, transport, painter=self.painter, config=self.config)
        self._tasks.append(asyncio.create_task(self._deliver_when_ready()))
        self._tasks.append(asyncio.create_task(self._tick_forever()))

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord's session start limit: shards identify in ``max_concurrency`` buckets
        (``shard_id % max_concurrency``), one per bucket every 5 seconds, whichever process runs
        them: the turns are taken in the shared database. discord.py's own hook waits 5 s before
        every shard but the first, whatever the bucket."""
        if self._max_concurrency is None:
            try:
                self._max_concurrency = max(1, (await self.fetch_session_start_limits()).max_concurrency)
            except discord.DiscordException:  # unknown: the strictest
                self._max_concurrency = 1
        bucket = (shard_id or 0) % self._max_concurrency
        now = time.time()
        try:
            turn = await self.service.take_identify_turn(bucket, now, IDENTIFY_SECONDS + IDENTIFY_SLACK)
        except Exception as exc:  # the database is busy or gone: this process's own turns
            log.warning("identify turns not shared (%s); pacing this process alone", exc)
            last = self._identified.get(bucket)
            turn = now if last is None else max(now, last + IDENTIFY_SECONDS + IDENTIFY_SLACK)
        self._identified[bucket] = turn
        await asyncio.sleep(max(0.0, turn - now))

    def _gateway_once(self) -> None:
        """discord.py asks ``GET /gateway/bot`` to launch the shards and again for the session
        start limit; the first answer serves both (one request per start)."""
        ask = self.http.get_bot_gateway
        answer: list[Any] = []

        async def once() -> Any:
            if not answer:
                answer.append(await ask())
            return answer[0]

        self.http.get_bot_gateway = once  # type: ignore[method-assign]

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

    def request_stop(self, why: str, exit_code: int = 0) -> None:
        """Begin a clean stop (a signal, or a database we cannot go on with); safe to call twice."""
        if self._shutdown is None:
            log.info("stopping: %s", why)
            self.exit_code = exit_code
            self._shutdown = asyncio.create_task(self.close())

    def _database_lost(self, error: Exception) -> None:
        log.error("%s", error)
        self.request_stop("the database is gone", exit_code=DATABASE_LOST)

    async def close(self) -> None:
        """Stops in order: no new interactions, the outbox and timers, the machine seats (a
        short grace, then abandoned: an unfinished move is rolled back whole), the store once
        no transaction is open, the AI and picture workers, and last the Discord connection."""
        if self._stop.is_set():
            return await super().close()
        self._stop.set()
        # interactions arriving from now on are left unanswered: nothing half-done can start
        self._connection.parsers["INTERACTION_CREATE"] = lambda data: None
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.service:
            await _finish_or_abandon(self.service.machines.tasks, MACHINE_GRACE_SECONDS)
            if isinstance(self.service.ai_chooser, PoolChooser):
                self.service.ai_chooser.shutdown()
        if self.painter is not None:
            self.painter.shutdown()
        await self.store.close()
        await super().close()


def _warm_up() -> None:
    """Loads, before any interaction comes, what the first one would otherwise load while its
    answer is due (every game, every language's catalogues: seconds of blocking work), so the
    first command is answered within its budget like any other."""
    from bot.words import game_title, t
    from games import registry
    from games.i18n import LOCALES

    engines = registry.all()
    for locale in LOCALES:
        t("opened", locale, game_id=0)
        for engine in engines:
            game_title(engine.name, locale)


#: how long a stop waits for a machine seat that is thinking before abandoning its move
MACHINE_GRACE_SECONDS = 3.0


async def _finish_or_abandon(tasks: set[asyncio.Task], grace: float) -> None:
    pending = set(tasks)
    if pending:
        _, pending = await asyncio.wait(pending, timeout=grace)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)


#: exit statuses of ``orrery run`` (documented in the README): 0 a clean stop, 1 the database
#: was lost while running, 2 bad settings or a database it cannot use, 3 Discord unreachable
DATABASE_LOST = 1
DISCORD_UNREACHABLE = 3
#: what failing to reach Discord at all looks like (discord.py retries the gateway by itself
#: once logged in, so these come from the first request: the login)
_UNREACHABLE = (aiohttp.ClientError, OSError, discord.GatewayNotFound, discord.DiscordServerError)


def run(config: Config, stops: list[str] | None = None) -> int:
    """Runs the bot until SIGTERM or SIGINT (exit 0) or until its database is lost (exit 1).
    A database it cannot use raises ``StoreError`` before anything connects. ``stops``: the
    signals noted before the bot could handle them (``bot.cli``); one there (or arriving
    later in start-up) ends start-up cleanly, exit 0."""
    point_at(config)
    discord.utils.setup_logging(level=getattr(logging, config.log_level.upper()))
    return asyncio.run(_serve(config, stops if stops is not None else []))


async def _serve(config: Config, stops: list[str]) -> int:
    if stops:
        log.info("stopping: %s (during start-up)", stops[0])
        return 0
    # held while the bot runs: a second bot, or ``orrery restore``, is refused until it stops
    store = await Store.open(config.db_path, hold=True)
    # a busy bot's DMs queue for the database beside the moves and the boards: those go first
    store.queue_by(PriorityGate(1))
    bot = OrreryBot(config, store)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, bot.request_stop, sig.name)
    if stops:  # noted while the database was opening, before the handlers above took over
        bot.request_stop(f"{stops[0]} (during start-up)")
    try:
        async with bot:
            if bot._shutdown is None:
                await bot.start(config.token)
    except discord.LoginFailure as exc:
        print(f"Discord refused the token: {exc}", file=sys.stderr)
        return 2
    except _UNREACHABLE as exc:
        if bot._shutdown is not None:  # stopped while connecting: the stop is what happened
            return bot.exit_code
        print(f"Discord cannot be reached ({exc or type(exc).__name__}); try again later.", file=sys.stderr)
        return DISCORD_UNREACHABLE
    finally:
        if bot._shutdown is not None:
            await bot._shutdown
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)
    return bot.exit_code


async def command_payload() -> list[dict]:
    """The JSON ``orrery sync`` would publish (with every locale's texts), built offline."""
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    tree.add_command(Orrery())
    translator = CatalogTranslator()
    await tree.set_translator(translator)
    return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]


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
