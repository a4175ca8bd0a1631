"""Interactions whose own webhook may carry a table's next board into its thread.

Discord counts every REST request of a bot against its global limit of 50 a second, except an
interaction's callback and the webhook its token opens (``/webhooks/{app}/{token}``), which are
free of it for the token's 15 minutes. A board owed in a thread where somebody used a command or
a button a moment ago can go as that interaction's public follow-up: the same message in the
same thread, by the same bot, and one request fewer under the global limit. The same webhook
edits that board for the steps inside the turn while its token lasts (after that, or after a
restart, the thread's own route does). At 20 moves a second the boards and their edits were half
the requests that count.

Only an interaction already answered is used: the first follow-up after a "thinking" deferral
would replace that private message instead of posting a new one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import discord

#: an interaction token lasts 15 minutes; one this old is no longer offered (a post takes time)
TOKEN_SECONDS = 14 * 60.0
#: kept channels above which the expired ones are swept, at most once per ``SWEEP_EVERY``
#: seconds (a busy bot keeps thousands of live tokens: sweeping on every post found nothing)
SWEEP_ABOVE = 1000
SWEEP_EVERY = 60.0


@dataclass
class Answered:
    interaction: discord.Interaction
    at: float  # when Discord sent it (the token's clock starts then), by ``clock``


class InteractionWebhooks:
    """The latest answered interaction of each channel (a thread, mostly), while its token lasts."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._by_channel: dict[int, Answered] = {}
        #: messages posted by an interaction's webhook: that webhook may edit them while it lasts
        self._posted: dict[int, Answered] = {}
        self.used = 0  # posts and edits that went by an interaction's webhook (for logs and benchmarks)
        self._swept_at = float("-inf")

    def answered(self, interaction: discord.Interaction, began: float | None = None) -> None:
        """``interaction`` has had its first answer: its webhook may post in its channel now.
        ``began``: when it arrived (the token's 15 minutes count from then)."""
        channel_id = interaction.channel_id
        if channel_id is None or interaction.type is discord.InteractionType.autocomplete:
            return
        at = self.clock() if began is None else began
        known = self._by_channel.get(channel_id)
        if known is None or known.at <= at:
            self._by_channel[channel_id] = Answered(interaction, at)
        if len(self._by_channel) > SWEEP_ABOVE:
            self._sweep_now_and_then()

    def usable(self, channel_id: int) -> discord.Interaction | None:
        """An answered interaction of the channel whose token still has time, if there is one."""
        answer = self.answer_in(channel_id)
        return answer.interaction if answer is not None else None

    def answer_in(self, channel_id: int) -> Answered | None:
        """``usable``'s interaction with the time its token started (what ``posted`` records)."""
        return self._fresh(self._by_channel, channel_id)

    def posted(self, message_id: int, answer: Answered) -> None:
        """``answer``'s webhook posted ``message_id`` (the board a step inside the turn edits next).
        It may edit it while its own token lasts, whichever interaction the thread saw since
        (one answered while the post was on its way, say)."""
        self._posted[message_id] = answer
        if len(self._posted) > SWEEP_ABOVE:
            self._sweep_now_and_then()

    def poster(self, message_id: int) -> discord.Interaction | None:
        """The interaction whose webhook posted the message and may still edit it, if any."""
        answer = self._fresh(self._posted, message_id)
        return answer.interaction if answer is not None else None

    def forget(self, key: int, interaction: discord.Interaction) -> None:
        """Its webhook was refused (the token expired early, or the interaction is gone): not
        offered again for this channel or message."""
        for kept in (self._by_channel, self._posted):
            known = kept.get(key)
            if known is not None and known.interaction is interaction:
                del kept[key]

    def _fresh(self, kept: dict[int, Answered], key: int) -> Answered | None:
        known = kept.get(key)
        if known is None:
            return None
        if self.clock() - known.at > TOKEN_SECONDS:
            del kept[key]
            return None
        return known

    def _sweep_now_and_then(self) -> None:
        now = self.clock()
        if now - self._swept_at < SWEEP_EVERY:
            return
        self._swept_at = now
        for kept in (self._by_channel, self._posted):
            for key in [k for k, a in kept.items() if now - a.at > TOKEN_SECONDS]:
                del kept[key]
