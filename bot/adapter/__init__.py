"""The Discord adapter: the client, its transport and pacing, the slash commands, the buttons
and menus, and the handlers that answer them by topic (``bot.adapter.handlers``).

Import rule: the only package of the product that imports ``discord``. It may import
``bot.play``, ``bot.outbox``, ``bot.words``, ``bot.config``, ``games``, ``renderers`` and
``db``'s types; it asks the service, never the store, for what it shows.
"""
