"""What each command and button does, by topic: ``lobby`` (new tables, joining, starting,
rematches), ``play`` (choices, panels, moves, resigning), ``reading`` (the board, a hand, the
log, one's tables, the rules), ``table_settings`` (a table's settings, languages, standing
orders), ``moderation`` (the server's moderators, time away) and ``history`` (ratings,
statistics, history and replays). Each goes through the one interaction wrapper,
``wrapper`` (``ack``, then its work inside ``guarded``), which also holds what they share.

Import rule: as ``bot.adapter``'s; every handler module may import ``wrapper``, which imports
no handler; ``moderation`` may import ``lobby`` (where tables open); no other handler imports
another.
"""
