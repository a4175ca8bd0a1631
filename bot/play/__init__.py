"""The table service: tables, moves, turns, machine seats, reactions, moderation, time away,
ratings and replays, with no Discord in it (the adapter, the tests and the command line drive
it alike).

Import rule: ``bot.play`` may import ``bot.outbox`` (it writes the messages a change owes),
``bot.words``, ``bot.config``, ``games``, ``db`` and ``renderers``; never ``bot.adapter`` and
never ``discord``.
"""
