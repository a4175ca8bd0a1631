# The example game's words, in English. Keys start with the game's id.
example-name = Example Duel
example-summary = Play a card, then claim a share of the pot the cards make: keep it if the table stays within the pot, or pass and bet that it will not (the example game of README’s “Adding a game”).
example-prompt-play = Play a card
example-option-play = Play { $card }
example-prompt-claim = Claim a number (the pot is { $pot })
example-option-claim = Claim { $n }
example-prompt-keep = Keep your { $n } or pass? (kept so far: { $kept } of a pot of { $pot })
example-option-keep = Keep { $n }
example-option-pass = Pass
example-status-play = Round { $round }: everyone plays a card
example-status-claim = Round { $round }: claims on a pot of { $pot }
example-status-keep = Round { $round }: keep or pass, on a pot of { $pot }
example-status-draw = Game over ({ $reason }): a draw
example-status-won = Game over ({ $reason }): { $winner } wins
example-log-you-play = You play { $card }.
example-log-cards = Round { $round }: cards { $cards }, a pot of { $pot }.
example-log-claim = { $seat } claims { $n }.
example-log-keep = { $seat } keeps { $n }.
example-log-pass = { $seat } passes on { $n }.
example-log-holds = Round { $round }: { $kept } kept of a pot of { $pot }: the pot holds, those who kept score.
example-log-breaks = Round { $round }: { $kept } kept of a pot of { $pot }: the pot breaks, those who passed score.
example-end = two rounds played
# the pictures
example-picture-score = { $n ->
    [one] 1 point
   *[other] { $n } points
}
example-picture-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
example-picture-played = has played
example-picture-to-play = to play
example-picture-card = card { $card }
example-picture-claim = claims { $n }
example-picture-kept = kept
example-picture-passed = passed
example-picture-hand = { $name }’s hand
example-picture-no-cards = No cards left.

# The game's title as it is published in this language (shown wherever the game is named).
example-title = Example Duel
