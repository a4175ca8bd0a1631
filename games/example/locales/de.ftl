# Die Wörter des Beispielduells, auf Deutsch.
example-name = Beispielduell
example-summary = Spiel deine höchste Karte im richtigen Moment (das Beispielspiel aus „Adding a game“ im README).
example-prompt-play = Spiel eine Karte
example-option-play = Die { $card } spielen
example-status-round = Runde { $round }
example-status-draw = Partie vorbei ({ $reason }): unentschieden
example-status-won = Partie vorbei ({ $reason }): { $winner } gewinnt
example-log-you-play = Du spielst die { $card }.
example-log-round = Runde { $round }: Karten { $cards }.
example-end-two-wins = zwei Runden gewonnen
example-end-all-rounds = drei Runden gespielt
example-picture-wins = { $n ->
    [one] { $n } Runde gewonnen
   *[other] { $n } Runden gewonnen
}
example-picture-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
example-picture-played = hat gespielt
example-picture-to-play = muss spielen
example-picture-hand = Hand von { $name }
example-picture-no-cards = Keine Karten mehr.
