"""The outbox: the shapes of the messages the service owes, their wording for each reader,
their pictures, and their delivery in order per destination, by urgency, through worker
processes.

Import rule: ``bot.outbox`` may import ``bot.words``, ``bot.config``, ``games``, ``db`` and
``renderers``; never ``bot.play`` (delivery reports back through ``bot.outbox.delivery``'s
narrow protocol), never ``bot.adapter`` and never ``discord``: the Discord transport is handed
to it.
"""
