# The bot's own words, in English. Keys start with bot-; parameters are { $name }.

bot-unknown-game = There is no game called `{ $name }`. Games: { $known }.
bot-unknown-topic = { $game } has no rules topic `{ $topic }`. Topics: { $topics }.
bot-no-such-table = There is no table #{ $game_id }.
bot-no-table-here = Name a table with `table:`, or use this command in a game's thread.
bot-already-seated = You are already seated at table #{ $game_id }.
bot-table-full = Table #{ $game_id } is full ({ $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }).
bot-not-in-lobby = Table #{ $game_id } is not taking players any more.
bot-not-seated = You are not playing at table #{ $game_id }.
bot-host-only = Only the host, { $host }, can do that at table #{ $game_id }.
bot-too-few = { $game } needs { $span ->
        [fixed] exactly { $max }
       *[other] { $min }-{ $max }
    } players; table #{ $game_id } has { $seats }.
bot-not-running = Table #{ $game_id } is not being played right now ({ $status }).
bot-rematch-exists = Table #{ $game_id } already has its rematch: table #{ $rematch_id }. Join it with its Join button or `/orrery join table:{ $rematch_id }`.
bot-not-over = Table #{ $game_id } is still being played; a rematch can start once it is over.
bot-not-your-turn = It is not your turn to decide at table #{ $game_id }.
bot-stale = This button is out of date: it is from an earlier turn, and table #{ $game_id } has moved on. Use `/orrery board` to see it now.
bot-moved-on = Table #{ $game_id } moved on while you chose; nothing was changed. Please choose again.
bot-illegal = Not allowed: { $reason }
bot-bad-option-text = `{ $text }` is not one of your options. Start typing after `option:` to see them.
bot-bad-setting = { $reason }
bot-db-busy = The table's records are busy; nothing was changed. Please try again in a moment.
bot-host-cannot-leave = The host cannot leave; use `/orrery cancel` to close table #{ $game_id }.
bot-bad-options-text = Write table options as `name=value`, separated by spaces (not `{ $text }`).
bot-bad-hours = The turn timer must be between 0 (none) and 720 hours.
bot-bad-policy = When the timer runs out, choose “{ bot-choice-wait }”, “{ bot-choice-auto }” or “{ bot-choice-ai }” (not “{ $value }”).
bot-bad-react-hours = The reaction window must be more than 0 and at most { $most } hours.
bot-bad-standing = Give a standing order as `kind=order` (start typing after `standing:` to see them).
bot-bad-ai-level = AI level must be one of: easy, normal, hard.
bot-unknown-control = That control is not one of mine (perhaps from an older version); nothing was changed. Use `/orrery mine` to find your tables.
bot-something-broke = Something went wrong on our side; nothing was changed. Please try again.
bot-lobby =
    {"**"}{ $game }** table #{ $game_id }, hosted by { $host }. Seats: { $seats }.
    { $joined }
    Turn timer: { $hours }; when it runs out: { $policy }.
bot-lobby-joined = Playing: { $names }
bot-lobby-options = Options: { $options } (what they mean: `/orrery rules { $game_id }`)
bot-lobby-open-seats = { $n } of { $max }
bot-lobby-range = { $span ->
        [fixed] { $max }
       *[other] { $min }-{ $max }
    }
bot-opened = Table #{ $game_id } is open: players join with its Join button or `/orrery join table:{ $game_id }`.
bot-joined = You joined table #{ $game_id } ({ $game }).
bot-left = You left table #{ $game_id }.
bot-leave-running = Table #{ $game_id } has started: `/orrery leave` only gives up a seat before the start. To leave a running game, use `/orrery resign` (your seat then plays on automatically).
bot-cancelled = Table #{ $game_id } was cancelled by its host.
bot-ai-added = An AI player ({ $level }) took a seat at table #{ $game_id }.
bot-started = Table #{ $game_id } has started: { $names }. Good luck!
bot-lobby-started = **{ $game }** table #{ $game_id } has started: { $names }. Play in { $link }.
bot-thread-name = { $game } #{ $game_id }
bot-thread-reopened = The thread of table #{ $game_id } was deleted, so the game goes on here.
bot-policy-wait = wait for them
bot-policy-auto = play their default choice
bot-policy-ai = an AI plays for them until they are back
bot-no-timer = none
bot-hours = { $hours } h
bot-board-caption = **{ $game }** #{ $game_id } · turn { $version }. { $status }
bot-waiting-for = Waiting for { $who }.
bot-your-turn-dm = **{ $game }** #{ $game_id }: your turn. { $prompt }
bot-reaction-dm = **{ $game }** #{ $game_id }: you may respond. { $prompt } (until { $until } at the latest; after that: { $default })
bot-waiting-reaction = Waiting for { $who } to answer, until { $until } at the latest.
bot-in-turn-dm = **{ $game }** #{ $game_id }, in { $owner }'s turn: { $prompt }
bot-ahead-void-dm = **{ $game }** #{ $game_id }: the answers changed what you may do, so the step you chose in advance was not played. { $prompt }
bot-ahead-panel =
    { $who } may still answer (until { $until } at the latest). You can choose your next step now: it is played as soon as they have answered.
    {"**"}Next:** { $prompt }
bot-ahead-chosen = Noted: { $label }. It is played as soon as { $who } have answered (until { $until } at the latest); you may change it here until then.
bot-machine-ahead = chosen in advance
bot-private-update-dm = **{ $game }** #{ $game_id }: your hand changed (below).
bot-game-over-players = Thanks for playing, { $who }!
bot-board-link = Board: { $link }
bot-thread-link = Thread: { $link }
bot-panel-foot = -# { $game } #{ $game_id }
bot-done-next =
    Done: { $label }.
    {"**"}Next:** { $prompt }
bot-your-move = **Your move:** { $prompt }
bot-decide-here = { $prompt }
bot-too-many-options =
    { $prompt }
    There are { $n } options: use `/orrery move` and start typing to pick one.
bot-moved = Done: { $label }.
bot-game-over = The game is over. { $result }
bot-winners = Winner: { $names }.
bot-draw = A draw.
bot-reason = ({ $reason })
bot-resigned = { $name } resigned from table #{ $game_id }.
bot-resigned-two = { $name } resigned; { $winner } wins table #{ $game_id }.
bot-dms-closed-notice = { $mention }, I cannot send you direct messages, so your private view stays with you: use `/orrery hand` here to see it.
bot-reminder-half = Reminder: table #{ $game_id } ({ $game }) is waiting for you. Half of your { $hours } h is gone.
bot-reminder-hour = Table #{ $game_id } ({ $game }) is waiting for you: one hour left on the timer.
bot-timeout-auto = Time ran out for { $name } at table #{ $game_id }; their default choices are played until they are back.
bot-timeout-ai = Time ran out for { $name } at table #{ $game_id }; an AI plays for them until they are back.
bot-timeout-wait = Time ran out for { $name } at table #{ $game_id }; the table keeps waiting.
bot-back = Welcome back, { $name }: you play your own seat again at table #{ $game_id }.
bot-machine-moved = { $name } ({ $who }) chose: { $label }
bot-machine-moved-secret = { $name } ({ $who }) made their choice.
bot-seat-resigned = { $seat }'s seat (auto-played after { $seat } resigned)
bot-solo-lost = Lost against the game.
bot-opening-hand-dm = **{ $game }** #{ $game_id }: your opening hand (below).
bot-machine-moved-plain = { $name } chose: { $label }
bot-machine-moved-secret-plain = { $name } made their choice.
bot-machine-ai = AI
bot-machine-auto = auto-play
bot-machine-window = no answer in time, so the safe choice
bot-machine-standing = standing order
bot-none = none
bot-no-such-reaction = { $game } has no reactive decision `{ $kind }`; it has: { $known }.
bot-no-such-order = `{ $order }` is not a standing order for “{ $title }”; choose one of { $orders }.
bot-reaction-choice = “{ $title }” (`{ $kind }`)
bot-order-choice = “{ $label }” (`{ $kind }={ $order }`)
bot-nothing-private = You have nothing hidden at table #{ $game_id }.
bot-no-log = Nothing has happened yet at table #{ $game_id }.
bot-mine-none = You are not at any table. Start one with `/orrery new`.
bot-mine-line = #{ $game_id } { $game } · { $status } · { $where }
bot-mine-your-turn = your turn
bot-mine-waiting = waiting for others
bot-settings-now = Table #{ $game_id }: turn timer { $hours }; when it runs out: { $policy }.
bot-settings-react = Responses during another player's turn (such as following a die) wait { $hours } h for an answer, then the safe choice is played.
bot-settings-standing = Your standing order for “{ $title }”: { $order }.
bot-standing-button = From now on: { $label }
bot-standing-set = Standing order at table #{ $game_id } for “{ $title }”: { $order }.
bot-arg-react-hours = Hours a response during another player's turn waits before the safe choice is played
bot-arg-standing = Your standing order for responses during others' turns (e.g. following a die)
bot-rules-header =
    {"**"}{ $game }** ({ $span ->
        [fixed] { $max ->
            [one] 1 player
           *[other] { $max } players
        }
       *[other] { $min }-{ $max } players
    })
    { $summary }

    { $rules }

    More: `/orrery rules` with a topic: { $topics }
bot-rules-section =
    {"**"}{ $game }: { $title }**
    { $text }

    Other topics: { $topics }
bot-button-decide = Choose…
bot-button-hand = My hand
bot-button-full-board = Full board
bot-button-join = Join
bot-button-start = Start
bot-button-rematch = Rematch
bot-button-resign = Yes, resign
bot-select-placeholder = Choose ({ $first }-{ $last })
bot-status-lobby = in the lobby
bot-status-running = being played
bot-status-finished = finished
bot-status-cancelled = cancelled
bot-replay-not-finished = Table #{ $game_id } has not finished yet: a replay shows a finished game.
bot-replay-broken = Table #{ $game_id } cannot be replayed: { $reason }
bot-replay-refused = action { $action } is refused now: { $why }
bot-replay-caption = Replay of { $game } table #{ $game_id }: { $frames ->
        [one] 1 board
       *[other] { $frames } boards
    }, one per turn.
bot-replay-step = { $game } table #{ $game_id }: board { $n } of { $total }.
bot-no-ratings = No rated { $game } games on this server yet.
bot-no-stats = { $name } has no finished games here yet.
bot-no-history = { $name } has no finished tables here yet.
bot-stats-title = **{ $name }**: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins } won.
bot-stats-line = { $game }: rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (mu { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }), { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won{ $provisional }
bot-provisional = {" "}(provisional)
bot-stats-best = Best game: { $game }.
bot-stats-recent = Recent: { $results }
bot-leaderboard-title = { $game }: the top players on this server (rating = mu − 3·sigma)
bot-the-game-short = the game ({ $players }p)
bot-the-game-note = “The game” is { $game } itself as an opponent, rated separately for each number of players; met here at { $counts } players.
bot-history-line = #{ $game_id } { $game }, { $date }: { $result }
bot-history-place = place { $place } of { $of }
bot-button-replay = Replay #{ $game_id }
bot-cmd-group = Play space board games with this server, at your own pace.
bot-cmd-new = Open a new table for a game; others join with the button or /orrery join.
bot-cmd-join = Take a seat at a table that has not started yet.
bot-cmd-leave = Give up your seat at a table that has not started yet.
bot-cmd-start = Start your table (host only) once enough players are seated.
bot-cmd-cancel = Close your table (host only).
bot-cmd-ai = Seat a computer player at your table (host only).
bot-cmd-move = Make your choice at a table; start typing to see your options.
bot-cmd-board = Show a table's board picture.
bot-cmd-hand = See your private view of a table (your hand, your role), just for you.
bot-cmd-log = Read what happened lately at a table, including what only you may know.
bot-cmd-mine = List the tables you play at, with links.
bot-cmd-rules = How to play a game, in short.
bot-cmd-resign = Leave a running game; your seat plays on automatically.
bot-cmd-rematch = Open a new table for the same players once a game is over.
bot-cmd-settings = See or change a table's timers, and your standing orders for responses in others' turns.
bot-cmd-stats = Games played and won, and ratings, of you or another player on this server.
bot-cmd-leaderboard = The top-rated players of a game on this server.
bot-cmd-history = Finished tables of you or another player, with their results and replays.
bot-cmd-replay = Watch a finished table again, turn by turn.
bot-arg-user = Whose (leave empty for yours)
bot-arg-game = Which game
bot-arg-topic = Which part of the rules (leave empty for an overview)
bot-arg-table = Table number (leave empty inside a game's thread)
bot-arg-players = Start by itself once this many players have joined
bot-arg-options = Game options as name=value pairs, e.g. setup=choice
bot-arg-turn-hours = Hours each player has per decision (0: no timer)
bot-arg-on-timeout = What happens when the timer runs out
bot-arg-option = Your choice
bot-arg-level = How strong the computer player is
bot-in-server-only = Use this in a channel of a server, not in direct messages.
bot-missing-permissions = I cannot run tables in this channel: I lack { $missing } here. Ask someone who manages the server to allow me these in this channel, then try again.
bot-perm-view-channel = View Channel
bot-perm-send-messages = Send Messages
bot-perm-send-messages-in-threads = Send Messages in Threads
bot-perm-create-public-threads = Create Public Threads
bot-perm-embed-links = Embed Links
bot-perm-attach-files = Attach Files
bot-perm-read-message-history = Read Message History
bot-mine-link = in { $link }
bot-mine-lobby = lobby
bot-mod-done = Done: { $detail }
bot-mod-done-replace = Done: seat { $seat } of table #{ $game_id } now belongs to { $name }.
bot-bad-snowflake = Give a role or channel by mentioning it (or by its id), not `{ $text }`.
bot-settings-same-channel = the channel where /orrery new is used
bot-all-games = all
bot-no-limit = no limit
bot-mods-only = Only this server's moderators (Manage Server, or the moderator role) can do that.
bot-openers-only = On this server, only members with the table-opening role can open tables.
bot-open-in-server = This server lets only members with its table-opening role open tables: ask for it in the server, not in direct messages.
bot-channel-unusable = I cannot open a table in { $channel }: it must be a text channel of this server where I may post. Nothing was changed.
bot-game-not-offered = This server does not offer `{ $name }`. Offered: { $offered }.
bot-too-many-open = You already host { $limit } open tables on this server, its limit; finish or cancel one first.
bot-already-paused = Table #{ $game_id } is already paused.
bot-not-paused = Table #{ $game_id } is not paused.
bot-table-paused = Table #{ $game_id } is paused by a moderator; moves wait until it is resumed.
bot-replace-whom = Name either a member (`member:`) or an AI level (`ai:`) to take the seat, not both.
bot-no-such-seat = Table #{ $game_id } has seats 1 to { $seats }.
bot-already-playing = { $name } already plays at table #{ $game_id }.
bot-bad-limit = The limit of open tables per member must be between 1 and { $most }.
bot-bad-days = Day counts must be between 0 (1 for stalled tables) and { $most }.
bot-mod-said = Moderator { $name }: { $detail }
bot-mod-paused = table #{ $game_id } is paused; moves and timers wait until it is resumed.
bot-mod-resumed = table #{ $game_id } is resumed; the timers go on where they stopped.
bot-mod-cancelled = table #{ $game_id } is cancelled.
bot-mod-replaced = seat { $seat } of table #{ $game_id } passes from { $old } to { $new }.
bot-mod-replaced-ai = seat { $seat } of table #{ $game_id } passes from { $old } to an AI ({ $level }).
bot-mod-settings = server settings changed: { $changes }.
bot-seat-given-dm = **{ $game }** #{ $game_id }: a moderator gave you a seat at this table. Your private view:
bot-audit-line = { $when } · { $actor } · { $detail }
bot-audit-none = No moderator has acted on this server yet.
bot-admin-none = No table is open on this server.
bot-admin-line = #{ $game_id } { $game } · { $status }{ $flags } · { $waited }
bot-admin-waited = waiting { $days } on { $names }
bot-admin-not-waiting = in the lobby
bot-admin-paused = {" "}· paused
bot-admin-stalled = {" "}· stalled
bot-stalled = Table #{ $game_id } has not moved for { $days ->
        [one] a day
       *[other] { $days } days
    } (waiting for { $names }); this server's moderators have been offered it. I will not repeat this.
bot-settings-server = Server settings: moderator role { $mod_role }; tables open in { $channel }; turn timer { $hours }; when it runs out: { $policy }; games { $games }; tables opened by { $openers }; language { $language }; open tables per member { $max_open }; away days a year { $away_days }; stalled after { $stall_days } days. Changes apply to the next table.
bot-everyone = everyone
bot-default = default
bot-cmd-admin = Moderators: keep order among this server's tables.
bot-cmd-admin-tables = Every open table of this server: how long it waits, and on whom.
bot-cmd-admin-pause = Pause a table: moves wait and its timers stop.
bot-cmd-admin-resume = Resume a paused table; its timers go on where they stopped.
bot-cmd-admin-cancel = Cancel any table of this server.
bot-cmd-admin-replace = Give a seat to another member, or to an AI.
bot-cmd-admin-log = What this server's moderators did, latest last.
bot-cmd-admin-settings = See or change this server's settings for new tables.
bot-arg-seat = Seat number (1 is the first player)
bot-arg-member = The member who takes the seat
bot-arg-ai = Or: an AI of this level takes the seat
bot-arg-mod-role = Role whose members are moderators (besides Manage Server)
bot-arg-channel = Channel where new tables open their thread
bot-arg-games = Games offered, separated by spaces (`all` for every game)
bot-arg-opener-role = Only this role may open tables (leave unset: everyone)
bot-arg-language = Language for new tables, e.g. en, de, fr
bot-arg-max-open = Most open tables one member may host
bot-arg-away-days = Days a year a player's timers may pause while away
bot-arg-stall-days = Days without a move after which a table is stalled
bot-arg-reset = Clear a setting back to its default
bot-bad-away-days = Say how many days you will be away: 1 to { $most }.
bot-bad-away-mode = While you are away, choose what your tables do: “{ bot-choice-pause }” (your timers stop), “{ bot-choice-ai }” or “{ bot-choice-auto }” (defaults).
bot-already-away = You are already away until { $until }; use `/orrery back` first to change it.
bot-not-away = You are not away.
bot-away-cap = This server allows { $cap } days a year of paused timers; you have { $left } left. Ask for fewer days, or let an AI or auto-play cover for you.
bot-away-until = { $name } is away until { $date }; { $how }
bot-away-how-pause = their turn timers are paused meanwhile.
bot-away-how-ai = an AI ({ $level }) plays for them meanwhile.
bot-away-how-auto = their default choices are played meanwhile.
bot-away-back = { $name } is back and plays their own seat at table #{ $game_id } again.
bot-away-set = You are away until { $date } ({ $mode }) on this server. `/orrery back` ends it early.
bot-away-ended = Welcome back: your tables on this server are yours again.
bot-cmd-away = Going away? Pause your turn timers, or let an AI or auto-play cover for you.
bot-cmd-back = Back early: end your time away.
bot-arg-days = How many days you will be away
bot-arg-away-mode = What your tables do meanwhile
bot-language-en = English
bot-language-fr = Français
bot-language-de = Deutsch
bot-language-auto = as Discord
bot-arg-table-language = Language of the table's thread and pictures (default: the server's)
bot-arg-my-language = Your language for DMs and private replies (auto: as your Discord)
bot-language-set = Your language here is now: { $language }.
bot-settings-language = Your language: { $language }.
bot-choice-wait = wait
bot-choice-auto = auto-play
bot-choice-ai = AI plays
bot-choice-easy = easy
bot-choice-normal = normal
bot-choice-hard = hard
bot-choice-pause = pause
bot-reset-mod-role = moderator role
bot-reset-channel = channel
bot-reset-turn-hours = turn timer
bot-reset-on-timeout = on timeout
bot-reset-games = games
bot-reset-opener-role = opening role
bot-reset-language = language
bot-reset-max-open = open tables per member
bot-show-status = Status: { $status }
bot-show-decides = { $name } decides: { $prompt }
bot-show-log = Last log lines:
bot-show-over = Over: { $result }
bot-place-won = won
bot-place-lost = lost
bot-footnote = -# { $text }
bot-seat-name = { $seat }
bot-seat-list = { $first }, { $seat }
bot-result-reason = { $result } ({ $reason })
bot-resigned-reason = { $name } resigned
bot-ai-name = { $n ->
        [0] AI ({ $level })
       *[other] AI { $n } ({ $level })
    }
bot-column-player = player
bot-column-rating = rating
bot-column-games = games
bot-column-won = won
bot-resign-confirm = Resign from **{ $game }** table #{ $game_id }? You cannot take your seat back; it plays on automatically (in a duel, the other player wins). Press the button to confirm.
bot-waited-days = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } d
bot-waited-hours = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } h
