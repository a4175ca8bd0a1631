"""Every user-facing string of the bot, keyed by locale, so a translation is one more table.

``t(key, locale, **params)`` formats a message; an unknown locale falls back to English.
"""

from __future__ import annotations

CATALOG: dict[str, dict[str, str]] = {
    "en": {
        # errors: short and specific; each means nothing changed
        "unknown_game": "There is no game called `{name}`. Games: {known}.",
        "unknown_topic": "{game} has no rules topic `{topic}`. Topics: {topics}.",
        "no_such_table": "There is no table #{game_id}.",
        "no_table_here": "Name a table with `table:`, or use this command in a game's thread.",
        "already_seated": "You are already seated at table #{game_id}.",
        "table_full": "Table #{game_id} is full ({seats} seats).",
        "not_in_lobby": "Table #{game_id} is not taking players any more.",
        "not_seated": "You are not playing at table #{game_id}.",
        "host_only": "Only the host, {host}, can do that at table #{game_id}.",
        "too_few": "{game} needs {min}-{max} players; table #{game_id} has {seats}.",
        "not_running": "Table #{game_id} is not being played right now ({status}).",
        "rematch_exists": "Table #{game_id} already has its rematch: table #{rematch_id}. "
        "Join it with its Join button or `/orrery join table:{rematch_id}`.",
        "not_over": "Table #{game_id} is still being played; a rematch can start once it is over.",
        "not_your_turn": "It is not your turn to decide at table #{game_id}.",
        "stale": "That choice is from an earlier turn; table #{game_id} has moved on. "
        "Use `/orrery board` to see it now.",
        "moved_on": "Table #{game_id} moved on while you chose; nothing was changed. Please choose again.",
        "illegal": "Not allowed: {reason}",
        "bad_option_text": "`{text}` is not one of your options. Start typing after `option:` to see them.",
        "bad_setting": "{reason}",
        "db_busy": "The table's records are busy; nothing was changed. Please try again in a moment.",
        "host_cannot_leave": "The host cannot leave; use `/orrery cancel` to close table #{game_id}.",
        "bad_options_text": "Write table options as `name=value`, separated by spaces (not `{text}`).",
        "bad_hours": "The turn timer must be between 0 (none) and 720 hours.",
        "bad_react_hours": "The reaction window must be more than 0 and at most {most} hours.",
        "bad_standing": "Give a standing order as `kind=order` (start typing after `standing:` to see them).",
        "bad_ai_level": "AI level must be one of: easy, normal, hard.",
        "unknown_control": "That control is not one of mine (perhaps from an older version); nothing was changed. "
        "Use `/orrery mine` to find your tables.",
        "something_broke": "Something went wrong on our side; nothing was changed. Please try again.",
        # lobby
        "lobby": "**{game}** table #{game_id}, hosted by {host}. Seats: {seats}.\n{joined}\n"
        "Turn timer: {hours}; when it runs out: {policy}.",
        "lobby_joined": "Playing: {names}",
        "lobby_open_seats": "{n} of {max}",
        "lobby_range": "{min}-{max}",
        "opened": "Table #{game_id} is open: players join with its Join button or `/orrery join table:{game_id}`.",
        "joined": "You joined table #{game_id} ({game}).",
        "left": "You left table #{game_id}.",
        "cancelled": "Table #{game_id} was cancelled by its host.",
        "ai_added": "An AI player ({level}) took a seat at table #{game_id}.",
        "started": "Table #{game_id} has started: {names}. Good luck!",
        "lobby_started": "**{game}** table #{game_id} has started: {names}. Play in {link}.",
        "thread_name": "{game} #{game_id}",
        "policy_wait": "wait for them",
        "policy_auto": "play their default choice",
        "policy_ai": "an AI plays for them until they are back",
        "no_timer": "none",
        "hours": "{hours:g} h",
        # play
        "board_caption": "**{game}** #{game_id} · move {version}. {status}",
        "waiting_for": "Waiting for {who}.",
        "your_turn_dm": "**{game}** #{game_id}: your turn. {prompt}",
        "reaction_dm": "**{game}** #{game_id}: {prompt} (within {hours:g} h; after that: {default})",
        "private_update_dm": "**{game}** #{game_id}: your hand changed (below).",
        "game_over_dm": "**{game}** #{game_id} is over. {result}",
        "board_link": "Board: {link}",
        "thread_link": "Thread: {link}",
        "panel_foot": "-# {game} #{game_id}",
        "done_next": "Done: {label}.\n**Next:** {prompt}",
        "your_move": "**Your move:** {prompt}",
        "decide_here": "{prompt}",
        "too_many_options": "{prompt}\nThere are {n} options: use `/orrery move` and start typing to pick one.",
        "moved": "Done: {label}.",
        "game_over": "The game is over. {result}",
        "winners": "Winner: {names}.",
        "draw": "A draw.",
        "reason": "({reason})",
        "resigned": "{name} resigned from table #{game_id}.",
        "resigned_two": "{name} resigned; {winner} wins table #{game_id}.",
        "dms_closed_notice": "{mention}, I cannot send you direct messages, so your private view stays with you: "
        "use `/orrery hand` here to see it.",
        "reminder_half": "Reminder: table #{game_id} ({game}) is waiting for you. Half of your {hours:g} h is gone.",
        "reminder_hour": "Table #{game_id} ({game}) is waiting for you: one hour left on the timer.",
        "timeout_auto": "Time ran out for {name} at table #{game_id}; "
        "their default choices are played until they are back.",
        "timeout_ai": "Time ran out for {name} at table #{game_id}; an AI plays for them until they are back.",
        "timeout_wait": "Time ran out for {name} at table #{game_id}; the table keeps waiting.",
        "back": "Welcome back, {name}: you play your own seat again at table #{game_id}.",
        "machine_moved": "{name} ({who}) chose: {label}",
        "machine_log": "Move {n}: {name} ({who}) chose {label}",
        "machine_moved_secret": "{name} ({who}) made their choice.",
        "machine_log_secret": "Move {n}: {name} ({who}) made their choice",
        "machine_ai": "AI",
        "machine_auto": "auto-play",
        "machine_window": "no answer in time, so the safe choice",
        "machine_standing": "standing order",
        "none": "none",
        "no_such_reaction": "{game} has no reactive decision `{kind}`; it has: {known}.",
        "no_such_order": "`{order}` is not a standing order for “{title}”; choose one of {orders}.",
        "nothing_private": "You have nothing hidden at table #{game_id}.",
        "no_log": "Nothing has happened yet at table #{game_id}.",
        "mine_none": "You are not at any table. Start one with `/orrery new`.",
        "mine_line": "#{game_id} {game} · {status} · {where}",
        "mine_your_turn": "your turn",
        "mine_waiting": "waiting for others",
        "settings_now": "Table #{game_id}: turn timer {hours}; when it runs out: {policy}.",
        "settings_react": "Responses during another player's turn (such as following a die) wait {hours:g} h for an "
        "answer, then the safe choice is played.",
        "settings_standing": "Your standing order for “{title}”: {order}.",
        "standing_button": "From now on: {label}",
        "standing_set": "Standing order at table #{game_id} for “{title}”: {order}.",
        "arg_react_hours": "Hours a response during another player's turn waits before the safe choice is played",
        "arg_standing": "Your standing order for responses during others' turns (e.g. following a die)",
        "rules_header": (
            "**{game}** ({min}-{max} players)\n{summary}\n\n{rules}\n\nMore: `/orrery rules` with a topic: {topics}"
        ),
        "rules_section": "**{game}: {title}**\n{text}\n\nOther topics: {topics}",
        "button_decide": "Choose…",
        "button_hand": "My hand",
        "button_join": "Join",
        "button_start": "Start",
        "button_rematch": "Rematch",
        "select_placeholder": "Choose ({first}-{last})",
        "status_lobby": "in the lobby",
        "status_running": "being played",
        "status_finished": "finished",
        "status_cancelled": "cancelled",
    }
}


def t(key: str, locale: str = "en", **params: object) -> str:
    """The message ``key`` in ``locale`` (English if missing), formatted with ``params``."""
    table = CATALOG.get(locale) or CATALOG["en"]
    template = table.get(key) or CATALOG["en"][key]
    return template.format(**params)


# Command and option descriptions shown in Discord's command picker (<= 100 characters each).
CATALOG["en"].update(
    {
        "cmd_group": "Play space board games with this server, at your own pace.",
        "cmd_new": "Open a new table for a game; others join with the button or /orrery join.",
        "cmd_join": "Take a seat at a table that has not started yet.",
        "cmd_leave": "Give up your seat at a table that has not started yet.",
        "cmd_start": "Start your table (host only) once enough players are seated.",
        "cmd_cancel": "Close your table (host only).",
        "cmd_ai": "Seat a computer player at your table (host only).",
        "cmd_move": "Make your choice at a table; start typing to see your options.",
        "cmd_board": "Show a table's board picture.",
        "cmd_hand": "See your private view of a table (your hand, your role), just for you.",
        "cmd_log": "Read what happened lately at a table, including what only you may know.",
        "cmd_mine": "List the tables you play at, with links.",
        "cmd_rules": "How to play a game, in short.",
        "cmd_resign": "Leave a running game; your seat plays on automatically.",
        "cmd_rematch": "Open a new table for the same players once a game is over.",
        "cmd_settings": "See or change a table's timers, and your standing orders for responses in others' turns.",
        "arg_game": "Which game",
        "arg_topic": "Which part of the rules (leave empty for an overview)",
        "arg_table": "Table number (leave empty inside a game's thread)",
        "arg_players": "Start by itself once this many players have joined",
        "arg_options": "Game options as name=value pairs, e.g. variant=solo",
        "arg_turn_hours": "Hours each player has per decision (0: no timer)",
        "arg_on_timeout": "What happens when the timer runs out",
        "arg_option": "Your choice",
        "arg_level": "How strong the computer player is",
        "in_server_only": "Start tables in a server channel, not in direct messages.",
        "missing_permissions": "I cannot run tables in this channel: I lack {missing} here. Ask someone who "
        "manages the server to allow me these in this channel, then try again.",
        "perm_view_channel": "View Channel",
        "perm_send_messages": "Send Messages",
        "perm_send_messages_in_threads": "Send Messages in Threads",
        "perm_create_public_threads": "Create Public Threads",
        "perm_embed_links": "Embed Links",
        "perm_attach_files": "Attach Files",
        "perm_read_message_history": "Read Message History",
        "mine_link": "in {link}",
        "mine_lobby": "lobby",
    }
)
