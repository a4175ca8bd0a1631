"""Which interaction's webhook may carry a thread's next board: the latest answered in that
thread, while its token has time, never an autocomplete (which has no webhook to post with)."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.adapter.webhooks import SWEEP_ABOVE, SWEEP_EVERY, TOKEN_SECONDS, InteractionWebhooks


def _interaction(channel_id: int | None, kind=discord.InteractionType.application_command):
    return SimpleNamespace(channel_id=channel_id, type=kind, id=object())


def test_the_latest_answered_interaction_of_a_thread_is_offered_while_its_token_lasts():
    now = [100.0]
    hooks = InteractionWebhooks(clock=lambda: now[0])
    first, second = _interaction(7), _interaction(7)
    hooks.answered(first, began=100.0)
    hooks.answered(second, began=101.0)
    hooks.answered(first, began=100.0)  # answered again later (an edit): the newer token stays
    assert hooks.usable(7) is second
    assert hooks.usable(8) is None
    now[0] = 101.0 + TOKEN_SECONDS + 1
    assert hooks.usable(7) is None


def test_an_autocomplete_or_an_interaction_without_a_channel_is_never_offered():
    hooks = InteractionWebhooks(clock=lambda: 0.0)
    hooks.answered(_interaction(7, discord.InteractionType.autocomplete), began=0.0)
    hooks.answered(_interaction(None), began=0.0)
    assert hooks.usable(7) is None


def test_a_refused_webhook_is_forgotten_but_a_newer_one_is_kept():
    hooks = InteractionWebhooks(clock=lambda: 0.0)
    old, new = _interaction(7), _interaction(7)
    hooks.answered(old, began=0.0)
    hooks.forget(7, old)
    assert hooks.usable(7) is None
    hooks.answered(new, began=0.0)
    hooks.forget(7, old)
    assert hooks.usable(7) is new


def test_a_message_posted_by_a_webhook_is_edited_by_it_until_its_token_runs_out():
    now = [0.0]
    hooks = InteractionWebhooks(clock=lambda: now[0])
    poster, later = _interaction(7), _interaction(7)
    hooks.answered(poster, began=0.0)
    hooks.posted(55, hooks.answer_in(7))
    hooks.answered(later, began=5.0)  # a newer interaction in the thread does not own the message
    assert hooks.poster(55) is poster and hooks.poster(56) is None
    now[0] = TOKEN_SECONDS + 1
    assert hooks.poster(55) is None
    hooks.posted(57, hooks.answer_in(7))
    hooks.forget(57, later)
    assert hooks.poster(57) is None


def test_expired_tokens_are_swept_now_and_then_not_on_every_post():
    """A busy bot keeps more live tokens than ``SWEEP_ABOVE``: a post looks through them at most
    once a ``SWEEP_EVERY``, and the expired ones do go."""
    now = [0.0]
    hooks = InteractionWebhooks(clock=lambda: now[0])
    hooks.answered(_interaction(7), began=0.0)
    answer = hooks.answer_in(7)
    for message_id in range(SWEEP_ABOVE + 1):
        hooks.posted(message_id, answer)
    assert len(hooks._posted) == SWEEP_ABOVE + 1  # none expired: the sweep found nothing
    now[0] = TOKEN_SECONDS + 1  # every token above is out of time
    hooks.answered(_interaction(8), began=now[0])
    fresh = hooks.answer_in(8)
    for message_id in range(5000, 5010):
        hooks.posted(message_id, fresh)
    assert len(hooks._posted) == 10 and hooks._swept_at == now[0]  # the first post swept them
    for message_id in range(6000, 6000 + SWEEP_ABOVE):
        hooks.posted(message_id, fresh)
    now[0] += SWEEP_EVERY / 2
    hooks.posted(7000, fresh)
    assert len(hooks._posted) == SWEEP_ABOVE + 11 and hooks._swept_at == TOKEN_SECONDS + 1  # not again yet
    now[0] += TOKEN_SECONDS
    hooks.answered(_interaction(9), began=now[0])
    hooks.posted(7001, hooks.answer_in(9))
    assert list(hooks._posted) == [7001] and hooks._swept_at == now[0]
