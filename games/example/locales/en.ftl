# The example duel's words, in English. Keys start with the game's id.
example-name = Example Duel
example-summary = Play your highest card at the right time (the example game of README's “Adding a game”).
example-prompt-play = Play a card
example-option-play = Play { $card }
example-status-round = Round { $round }
example-status-draw = Game over ({ $reason }): a draw
example-status-won = Game over ({ $reason }): { $winner } wins
example-log-you-play = You play { $card }.
example-log-round = Round { $round }: cards { $cards }.
example-end-two-wins = two rounds won
example-end-all-rounds = three rounds
# the pictures
example-picture-wins = { $n ->
    [one] 1 round win
   *[other] { $n } round wins
}
example-picture-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
example-picture-played = has played
example-picture-to-play = to play
example-picture-hand = { $name }’s hand
example-picture-no-cards = No cards left.
