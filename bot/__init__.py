"""The bot, in three layers, each a sub-package whose docstring states what it may import:

- ``bot.play``: the table service (no Discord);
- ``bot.outbox``: the messages the service owes and their delivery (no Discord);
- ``bot.adapter``: Discord (the only package importing ``discord``).

Beside them: ``bot.words`` (the bot's own words, used by every layer), ``bot.config`` (the
settings) and ``bot.cli`` (the ``orrery`` command, ``python -m bot``), which may import anything.
"""
