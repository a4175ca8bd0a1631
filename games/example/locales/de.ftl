# Die Wörter des Beispielspiels, auf Deutsch.
example-name = Beispielduell
example-summary = Spiel eine Karte und fordere dann einen Anteil am Topf, den die Karten bilden: Behalte ihn, wenn der Tisch im Topf bleibt, oder passe und wette, dass er überläuft (das Beispielspiel, mit dem das README zeigt, wie man ein Spiel hinzufügt).
example-prompt-play = Spiel eine Karte
example-option-play = Die { $card } spielen
example-prompt-claim = Fordere eine Zahl (der Topf ist { $pot })
example-option-claim = { $n } fordern
example-prompt-keep = Deine { $n } behalten oder passen? (bisher behalten: { $kept } von einem Topf von { $pot })
example-option-keep = { $n } behalten
example-option-pass = Passen
example-status-play = Runde { $round }: Alle spielen eine Karte
example-status-claim = Runde { $round }: Forderungen an einen Topf von { $pot }
example-status-keep = Runde { $round }: behalten oder passen, bei einem Topf von { $pot }
example-status-draw = Partie vorbei ({ $reason }): unentschieden
example-status-won = Partie vorbei ({ $reason }): { $winner } gewinnt
example-log-you-play = Du spielst die { $card }.
example-log-cards = Runde { $round }: Karten { $cards }, ein Topf von { $pot }.
example-log-claim = { $seat } fordert { $n }.
example-log-keep = { $seat } behält { $n }.
example-log-pass = { $seat } passt bei { $n }.
example-log-holds = Runde { $round }: { $kept } behalten bei einem Topf von { $pot }: Der Topf hält, wer behalten hat, punktet.
example-log-breaks = Runde { $round }: { $kept } behalten bei einem Topf von { $pot }: Der Topf läuft über, wer gepasst hat, punktet.
example-end = zwei Runden gespielt
example-picture-score = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
example-picture-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
example-picture-played = hat gespielt
example-picture-to-play = muss spielen
example-picture-card = Karte { $card }
example-picture-claim = fordert { $n }
example-picture-kept = behalten
example-picture-passed = gepasst
example-picture-hand = Hand von { $name }
example-picture-no-cards = Keine Karten mehr.

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
example-title = Beispielduell
