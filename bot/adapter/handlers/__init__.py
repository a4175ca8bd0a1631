"""What each command and button does, by topic: ``tables`` (playing and the lobby),
``moderation`` (the server's moderators, time away) and ``history`` (ratings, statistics,
history and replays).

Import rule: as ``bot.adapter``'s; ``moderation`` and ``history`` may import ``tables``'
shared helpers, never the other way round.
"""
