# Der Plunder von Andromeda, auf Deutsch. Die Namen der Karten und Begriffe sind die des
# deutschen Originals (Space-Relikte, Portale, Sabortale, Startausweis, Heimatplanet,
# Langfinger, Intrigant, Zeitdieb). Die Namen stehen ohne Artikel in Listen und Beschriftungen,
# mit Artikel (Akkusativ, „-the“) als Objekt eines Satzes.
plunder-summary = Portale erkunden, Sabortalen ausweichen, drei Sätze Space-Relikte sammeln (das Original: Der Plunder von Andromeda).

## Die Karten
plunder-card-boots = 7 Lichtjahre-Stiefel
plunder-card-roll = Nimmerleere Klopapierrolle
plunder-card-driver = Quanten-Schraubenzieher
plunder-card-cloak = Mantel des Schweigens
plunder-card-hoover = Mondstaub-Sauger
plunder-card-pickle = Saure-Gurken-Zeitmaschine
plunder-card-stopper = Wurmloch-Stöpsel
plunder-card-eye = Holzauge der Wachsamkeit
plunder-card-pilferer = Langfinger
plunder-card-schemer = Intrigant
plunder-card-timethief = Zeitdieb
plunder-card-sabortal = Sabortal
plunder-card-boots-short = Stiefel
plunder-card-roll-short = Klopapier
plunder-card-driver-short = Schrauber
plunder-card-cloak-short = Mantel
plunder-card-hoover-short = Sauger
plunder-card-pickle-short = Gurken
plunder-card-stopper-short = Stöpsel
plunder-card-eye-short = Holzauge
plunder-card-pilferer-short = Langfinger
plunder-card-schemer-short = Intrigant
plunder-card-timethief-short = Zeitdieb
plunder-card-sabortal-short = Sabortal

## Die Karten mit Artikel, als Akkusativobjekt („nimmt den Quanten-Schraubenzieher“)
plunder-card-boots-the = die 7 Lichtjahre-Stiefel
plunder-card-roll-the = die Nimmerleere Klopapierrolle
plunder-card-driver-the = den Quanten-Schraubenzieher
plunder-card-cloak-the = den Mantel des Schweigens
plunder-card-hoover-the = den Mondstaub-Sauger
plunder-card-pickle-the = die Saure-Gurken-Zeitmaschine
plunder-card-stopper-the = den Wurmloch-Stöpsel
plunder-card-eye-the = das Holzauge der Wachsamkeit
plunder-card-pilferer-the = den Langfinger
plunder-card-schemer-the = den Intriganten
plunder-card-timethief-the = den Zeitdieb
plunder-card-sabortal-the = das Sabortal
plunder-alien-pilferer-power = Kommt unter das erkundete Portal. Nimm ein Relikt vom Heimatplaneten eines Mitspielers und leg es auf deinen; nie eine Sorte, von der er schon drei hat.
plunder-alien-schemer-power = Nimm ein Relikt von einem beliebigen Portal auf die Hand oder auf deinen Heimatplaneten; der Intrigant kommt unter dieses Portal. In diesem Zug landet niemand.
plunder-alien-timethief-power = Kommt unter das erkundete Portal. Jedes gelandete Raumschiff rückt 3 Portale nach vorn, nie vor das erste; vordere Stapel zuerst, jeder behält seine Reihenfolge.
plunder-alien-pilferer-label = ein Relikt von einem fremden Heimatplaneten stibitzen
plunder-alien-schemer-label = ein Relikt von einem Portal nehmen; niemand landet
plunder-alien-timethief-label = gelandete Schiffe rücken 3 Portale nach vorn

## Wörter in anderen Meldungen
plunder-portal = Portal { $n } (Wert { $worth })
plunder-list = { $head }, { $tail }
plunder-list-last = { $head } und { $tail }

## Erkunden
plunder-prompt-explore-or-alien = { $portal } erkunden: eine Karte ziehen oder ein Alien spielen
plunder-prompt-explore = { $portal } erkunden: eine Karte aus einer fremden Hand ziehen
plunder-option-draw = Verdeckt aus der Hand von { $seat } ziehen ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
})
plunder-option-alien = { $alien } spielen: { $power }
plunder-power-nothing-to-steal = nichts zu stibitzen, er erkundet nur
plunder-power-no-portal-relic = kein Relikt liegt aus, er erkundet nur (niemand landet)
plunder-prompt-position = Wähle eine Stelle in der Hand von { $seat } ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten, gemischt
})
plunder-option-position = Karte an Stelle { $n }
plunder-option-positions = Stellen { $low }-{ $high }
plunder-option-back = Zurück
plunder-prompt-victim = Langfinger: Welchen Heimatplaneten plünderst du?
plunder-option-steal-from = Vom Heimatplaneten von { $seat } stibitzen
plunder-prompt-steal = Langfinger: Welches Relikt stibitzt du bei { $seat }?
plunder-option-steal = { CAPITAL($relic) } stibitzen
plunder-prompt-schemer-portal = Intrigant: Von welchem Portal nimmst du ein Relikt?
plunder-option-from-portal = Von { $portal }: { $relics }
plunder-option-from-portal-kinds = Von { $portal }: { $n ->
    [one] 1 Reliktsorte
   *[other] { $n } Reliktsorten
} (siehe Spielplan)
plunder-prompt-schemer-relic = Intrigant: Welches Relikt nimmst du von { $portal }?
plunder-option-to-hand = { $relic } auf die Hand
plunder-option-to-planet = { $relic } auf deinen Heimatplaneten

## Landen, das Sabortal, Einsammeln
plunder-prompt-land = An { $portal } landen oder weiterfliegen?
plunder-option-land = An { $portal } landen ({ $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
})
plunder-option-fly = Weiterfliegen
plunder-prompt-sabortal = Dein Sabortal wurde gezogen: Du darfst eine Karte von einem Portal auf die Hand nehmen
plunder-option-take = { CAPITAL($card) } von { $portal } nehmen
plunder-option-take-nothing = Nichts nehmen
plunder-prompt-collect = Einsammeln: noch { $left } von { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}
plunder-option-place = { CAPITAL($relic) } auf deinen Heimatplaneten legen
plunder-option-end-collecting = Einsammeln beenden ({ $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
} verfallen)
plunder-refuse-nothing-to-decide = Gerade gibt es nichts zu entscheiden.
plunder-refuse-unknown-choice = Unbekannte Wahl „{ $option }“.

## Die Statuszeile
plunder-status-over = Partie vorbei: { $reason }
plunder-status-explore = { $seat } erkundet { $portal }
plunder-status-land = An { $portal } landen oder weiterfliegen? { $decided } von { $asked } entschieden; es fehlen { $waiting }
plunder-status-sabortal = Sabortal gezogen: { $seat } darf eine Karte von einem Portal nehmen
plunder-status-collect = { $seat } sammelt ein (noch { $left } von { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
})

## Das Protokoll
plunder-log-your-hand = Deine Hand: { $cards }.
plunder-log-mission = Mission { $mission } hebt ab: { $seat } erkundet zuerst { $portal }.
plunder-log-sabortal-drawn = { $explorer } zieht das Sabortal von { $owner } an { $portal }: Die Mission endet, wer noch fliegt, geht leer aus. { $owner } darf eine Karte von einem Portal nehmen und nimmt das Sabortal zurück.
plunder-log-draw = { $explorer } zieht bei { $target } und legt die Karte unter { $portal }: { $card }.
plunder-log-sabortal-take = { $seat } nimmt { $card } von { $portal } auf die Hand.
plunder-log-sabortal-back = { $seat } nimmt das Sabortal zurück auf die Hand.
plunder-log-pilferer-nothing = { $seat } spielt den Langfinger an { $portal }; es gibt nichts zu stibitzen.
plunder-log-pilferer = { $seat } spielt den Langfinger an { $portal } und stibitzt { $relic } vom Heimatplaneten von { $victim }.
plunder-log-schemer-nothing = { $seat } spielt den Intriganten an { $portal }; an keinem Portal liegt ein Relikt. In diesem Zug landet niemand.
plunder-log-schemer-hand = { $seat } spielt den Intriganten beim Erkunden von { $portal }: nimmt { $relic } von { $source } auf die Hand. In diesem Zug landet niemand.
plunder-log-schemer-planet = { $seat } spielt den Intriganten beim Erkunden von { $portal }: legt { $relic } von { $source } auf den eigenen Heimatplaneten. In diesem Zug landet niemand.
plunder-log-time-thief = { $seat } spielt den Zeitdieb an { $portal }: Jedes gelandete Raumschiff rückt 3 Portale nach vorn (nie vor Portal 1).
plunder-log-super-mission = Super-Mission! { $seats } { $n ->
    [one] landet
   *[other] landen
} an { $portal }.
plunder-log-land = { $seats } { $n ->
    [one] landet
   *[other] landen
} an { $portal }.
plunder-log-nobody-lands = Niemand landet an { $portal }.
plunder-log-all-landed = Alle Raumschiffe sind gelandet: Die Mission endet.
plunder-log-nothing-to-collect = { $seat } kann nichts einsammeln oder ablegen.
plunder-log-collect-take = { $seat } nimmt { $card } von { $portal }.
plunder-log-place = { $seat } legt { $relic } auf den eigenen Heimatplaneten.
plunder-log-end-collecting = { $seat } beendet das Einsammeln und lässt { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
} verfallen.
plunder-log-leftovers = { $seat } nimmt die übrigen Karten auf die Hand: { $cards }.
plunder-log-pass = Der Startausweis geht an { $seat }.
plunder-log-refill = { $seat } zieht { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} nach.
plunder-log-you-draw = Du ziehst: { $cards }.
plunder-log-wins = { $seat } hat { $sets } volle Sätze und gewinnt sofort!
plunder-end-sets = { $seat } hat { $sets } Sätze zu je { $size } Relikten und gewinnt.
plunder-end-mission-limit = Missionsgrenze: Nach { $n } Missionen hat niemand gewonnen, also endet die Partie unentschieden (ein Ende, das die Spielregel nicht kennt; siehe `/orrery rules plunder wie-die-partie-endet`).

## Die Bilder
plunder-picture-title = Der Plunder von Andromeda · Mission { $mission }
plunder-picture-land = landen?
plunder-picture-next = als Nächstes
plunder-picture-more = +{ $n } weitere
plunder-picture-sets = Sätze { $n }/3
plunder-picture-in-hand = { $n } auf der Hand
plunder-picture-winner = SIEG
plunder-picture-flying = fliegt
plunder-picture-landed = gelandet #{ $n }
plunder-picture-pass = STARTAUSWEIS
plunder-picture-pile = Nachziehstapel: { $n }
plunder-picture-alien = ALIEN
plunder-picture-your-hand = Deine Hand · { $name }
plunder-picture-cards = { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}
plunder-picture-hand-note = Nur du siehst diese Karten; #n ist die Stelle jeder Karte.
plunder-picture-hand-empty = Deine Hand ist leer, solange dein Sabortal unterwegs ist.
plunder-picture-power = { $alien }: { $power }
plunder-picture-sets-label = Sätze
plunder-picture-their-hand = Hand von { $name }, verdeckt ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
})
plunder-picture-their-planet = Heimatplanet von { $name }
plunder-picture-portals = Die Portale
plunder-picture-turn = Zug { $n }
plunder-picture-over = Partie vorbei

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
plunder-title = Der Plunder von Andromeda
