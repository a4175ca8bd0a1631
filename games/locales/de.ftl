# Was alle Spiele teilen: Plätze, die Ablehnungen des Vertrags, die Tischoptionen.
core-seat = Platz { $n }
core-refuse-setting = { $name } muss einer dieser Werte sein: { $choices } (nicht „{ $value }“).
core-refuse-unknown-setting = { $game } hat keine Tischoption namens { $names }; möglich sind: { $known }.
core-refuse-no-settings = { $game } hat keine Tischoptionen.
core-typed = `{ $word }`
core-list = { $first }, { $rest }
# Ein Text, den ein Spiel schrieb, bevor es in Nachrichten sprach, so belassen (auf Englisch);
# ein Platz darin wird mit dem Namen seines Spielers genannt.
core-text = { $text }
core-text-seat = { $before }{ $seat }{ $rest }
core-refuse-players = { $span ->
        [fixed] { $game } ist für genau { $high ->
            [one] 1 Spieler
           *[other] { $high } Spieler
        }, nicht für { $n }.
       *[other] { $game } ist für { $low } bis { $high } Spieler, nicht für { $n }.
    }
core-refuse-over = Diese Partie ist vorbei.
core-refuse-not-your-turn = Du bist gerade nicht am Zug.
core-refuse-not-an-option = „{ $option }“ gehört gerade nicht zu deinen Möglichkeiten.
core-setting-line = `{ $name }` = { $choices } (Standard: { $default })
core-settings-title = Tischoptionen
core-setting-help = { $line }: { $help }
