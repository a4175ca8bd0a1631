# Words every game shares: seats, the contract's refusals, the table options' reference.
core-seat = Seat { $n }
core-refuse-setting = { $name } must be one of: { $choices } (not “{ $value }”).
core-refuse-unknown-setting = { $game } has no table option called { $names }; the options are { $known }.
core-refuse-no-settings = { $game } has no table options.
core-typed = `{ $word }`
core-list = { $first }, { $rest }
# A text a game wrote before it spoke in messages, kept as written (in English); a seat in it
# is named by its player.
core-text = { $text }
core-text-seat = { $before }{ $seat }{ $rest }
core-refuse-players = { $game } is for { $span ->
        [fixed] exactly { $high }
       *[other] { $low }–{ $high }
    } players, not { $n }.
core-refuse-over = This game is over.
core-refuse-not-your-turn = It is not your turn to decide.
core-refuse-not-an-option = “{ $option }” is not one of your options right now.
core-setting-line = `{ $name }` = { $choices } (default { $default })
core-settings-title = Table options
core-setting-help = { $line }: { $help }
