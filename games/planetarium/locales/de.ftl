# Die Wörter von Planetarium, auf Deutsch. Die Parameter sind die des englischen Katalogs ($seat
# und die anderen Plätze: der Name des Spielers; $planet: der Buchstabe eines Planeten; $space:
# der Code eines Feldes; $orbit: eine römische Zahl; $card und $kind: Nachrichten).
planetarium-summary = Lenke Materie in vier junge Planeten und lass sie mit Karten reifen; solo gegen die Würfel.
planetarium-setting-target = Nur solo: die zu schlagende Punktzahl zu Beginn (90 leichter, 110 schwerer); jedes Materieplättchen, das die Würfelplaneten einsammeln, senkt sie um 2.
planetarium-seat-pair = { $first } und { $last }
planetarium-seat-more = { $first }, { $more }

## Materie: der Name jeder Sorte und der Buchstabe auf ihren Plättchen
planetarium-kind-g = Gas
planetarium-kind-r = Stein
planetarium-kind-w = Wasser
planetarium-kind-m = Metall
planetarium-letter-g = G
planetarium-letter-r = S
planetarium-letter-w = W
planetarium-letter-m = M

## die Voraussetzungen auf den Karten (die Materiekosten sind als Plättchen gezeichnet)
planetarium-req-gaseous = Gassystem
planetarium-req-terrestrial = Gesteinsplanet
planetarium-req-orbit = Umlaufbahn { $orbit }
planetarium-req-orbits = Umlaufbahn { $low }–{ $high }
planetarium-req-habitable = Bewohnbar
planetarium-req-hostile = Feindlich
planetarium-req-take-marker = einen Marker zurücknehmen
planetarium-req-final-marker = dein Marker auf einer Karte hier (zurückgenommen)

## die Fragen
planetarium-prompt-setup = Wirf eine deiner zwei Finalkarten ab
planetarium-prompt-move = Bewege ein Plättchen: Materie oder einen Planeten
planetarium-prompt-move-final = Bewege ein Plättchen: Materie oder einen Planeten (letzter Zug)
planetarium-prompt-planet = Wohin zieht Planet { $planet }?
planetarium-prompt-pick = Welches Materieplättchen zieht?
planetarium-prompt-matter = Wohin zieht dieses Materieplättchen?
planetarium-prompt-card = Eine Niedrig- oder Hoch-Karte spielen?
planetarium-prompt-card-final = Eine Niedrig- oder Hoch-Karte spielen? (letzter Zug)
planetarium-prompt-marker = Du hast keine Marker mehr
planetarium-prompt-gravity = Schwerkraft: ein Materieplättchen vom Spielplan nehmen?
planetarium-prompt-gpick = Schwerkraft: welches Materieplättchen?
planetarium-prompt-gplanet = Schwerkraft: bei welchem Planeten ablegen?
planetarium-prompt-draw = Ziehe eine Karte
planetarium-prompt-keep = Behalte eine Finalkarte (die andere wird abgeworfen)
planetarium-prompt-finals = Spiele Finalkarten (höchstens vier)

## die Möglichkeiten
planetarium-option-back = Zurück
planetarium-option-planet = Planet { $planet } (auf { $space })
planetarium-option-orbit-matter = Ein Materieplättchen auf Umlaufbahn { $orbit }
planetarium-option-pass = Nichts kann ziehen: weiter
planetarium-option-to = Nach { $space }
planetarium-option-to-collect = Nach { $space } und das { $kind }-Plättchen dort einsammeln
planetarium-option-matter-on = { $kind } auf { $space }
planetarium-option-into-planet = In Planet { $planet } lenken (auf dein Tableau)
planetarium-option-play = „{ $card }“ auf Planet { $planet } spielen (+{ $points })
planetarium-option-downgrade = „{ $card }“ abstufen: abwerfen, Niedrig-Karte ziehen
planetarium-option-no-card = Keine Karte: Zug beenden
planetarium-option-no-card-final = Keine Karte: weiter zu den Finalkarten
planetarium-option-take-marker = Einen deiner Marker von Planet { $planet } darauf setzen
planetarium-option-no-marker = Ohne Marker spielen
planetarium-option-from-orbit = Von Umlaufbahn { $orbit }
planetarium-option-skip-gravity = Nein, auslassen
planetarium-option-store = Bei Planet { $planet } ablegen
planetarium-option-keep = „{ $card }“ behalten ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})
planetarium-option-discard = „{ $card }“ abwerfen ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})
planetarium-option-done = Meine Partie beenden
planetarium-option-draw-low = Eine Niedrig-Karte ziehen
planetarium-option-draw-high = Eine Hoch-Karte ziehen
planetarium-option-draw-finals = Zwei Finalkarten ziehen, eine behalten
planetarium-refuse-nothing = Gerade gibt es nichts zu tun.

## die Statuszeilen
planetarium-status-setup = Alle werfen eine Finalkarte ab ({ $decided } von { $players } entschieden)
planetarium-status-turn = { $seat } ist am Zug
planetarium-status-final-turn = { $seat } ist am Zug (letzter Zug)
planetarium-status-won = Partie vorbei ({ $reason }): { $winner } gewinnt
planetarium-status-shared = Partie vorbei ({ $reason }): { $winners } gewinnen gemeinsam
planetarium-status-no-winner = Partie vorbei ({ $reason }): niemand gewinnt

## das Ende: warum die letzten Züge begannen, ausführlich und in wenigen Worten
planetarium-end-track = Materie hat das letzte Feld der Evolutionsleiste erreicht
planetarium-end-virtual = die Materie des virtuellen Spielers hat das letzte Feld der Evolutionsleiste erreicht
planetarium-end-stuck = keine Karte kann je wieder gespielt werden (die Materie auf dem Spielplan reicht für keine Karte auf der Hand, auch nicht für eine Niedrig-Karte, die eine Abstufung bringen könnte)
planetarium-end-quiet = { $rounds } Runden vergingen, ohne dass eine Niedrig- oder Hoch-Karte gespielt wurde
planetarium-end-stalled = das System hat sich nicht mehr entwickelt (die Stillstandsregel früherer Versionen)
planetarium-end-short-track = die Evolutionsleiste ist voll
planetarium-end-short-virtual = die Würfel füllten die Leiste
planetarium-end-short-stuck = Notende: keine Karte spielbar
planetarium-end-short-quiet = Notende: { $rounds } ruhige Runden
planetarium-end-short-stalled = das System hat sich nicht mehr entwickelt
planetarium-outcome-most-points = Ende der Partie: { $ended }. Die meisten Punkte gewinnen.
planetarium-outcome-tie-break = Ende der Partie: { $ended }. Die meisten Punkte gewinnen (nach Gleichstandsregeln).
planetarium-outcome-solo-won = Ende der Partie: { $ended }. { $score } Punkte schlagen das Ziel von { $target }.
planetarium-outcome-solo-lost = Ende der Partie: { $ended }. { $score } Punkte schlagen das Ziel von { $target } nicht.

## das Protokoll
planetarium-log-dealt = Die Materie liegt aus; alle halten 2 Niedrig-, 2 Hoch- und 2 Finalkarten und werfen eine Finalkarte ab.
planetarium-log-has-discarded = { $seat } hat eine Finalkarte abgeworfen.
planetarium-log-discarded = { $seat } hat „{ $card }“ abgeworfen ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}).
planetarium-log-tie-first = { $tied } liegen mit der höchsten Abwurfkarte gleichauf; das Los wählt { $first }.
planetarium-log-first = { $seat } beginnt.
planetarium-log-pass = { $seat } kann kein Plättchen bewegen.
planetarium-log-planet-moves = { $seat } bewegt Planet { $planet } nach { $space }.
planetarium-log-planet-collects = { $seat } bewegt Planet { $planet } nach { $space } und sammelt ein { $kind }-Plättchen ein.
planetarium-log-crash = { $seat } lenkt das { $kind }-Plättchen von { $space } in Planet { $planet }.
planetarium-log-matter-moves = { $seat } bewegt das { $kind }-Plättchen von { $space } nach { $to }.
planetarium-log-plays = { $seat } spielt „{ $card }“ auf Planet { $planet } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
planetarium-log-plays-final = { $seat } spielt die Finalkarte „{ $card }“ auf Planet { $planet } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
planetarium-log-marker-moved = { $seat } setzt einen Marker von Planet { $planet } auf „{ $card }“.
planetarium-log-no-marker = { $seat } spielt „{ $card }“ ohne Marker.
planetarium-log-turns-habitable = Planet { $planet } wird bewohnbar ({ $habitable } zu { $hostile }).
planetarium-log-turns-hostile = Planet { $planet } wird feindlich ({ $habitable } zu { $hostile }).
planetarium-log-gravity = Schwerkraft: { $seat } nimmt das { $kind }-Plättchen von { $space } zu Planet { $planet }.
planetarium-log-track-full = Materie erreicht das letzte Feld der Evolutionsleiste: { $seat } eröffnet die letzten Züge.
planetarium-log-nothing-to-draw = { $seat } kann keine Karte mehr ziehen.
planetarium-log-downgrade = { $seat } stuft „{ $card }“ ab und zieht eine Niedrig-Karte.
planetarium-log-reshuffle-high = Der Abwurfstapel der Hoch-Karten wird zu einem neuen Stapel gemischt.
planetarium-log-reshuffle-final = Der Abwurfstapel der Finalkarten wird zu einem neuen Stapel gemischt.
planetarium-log-reshuffle-low = Der Abwurfstapel der Niedrig-Karten wird zu einem neuen Stapel gemischt.
planetarium-log-draws-low = { $seat } zieht eine Niedrig-Karte.
planetarium-log-draws-high = { $seat } zieht eine Hoch-Karte.
planetarium-log-last-final = { $seat } zieht die letzte Finalkarte.
planetarium-log-keeps-final = { $seat } zieht zwei Finalkarten und behält eine.
planetarium-log-you-keep = Du behältst „{ $card }“.
planetarium-log-over = Alle haben ihren letzten Zug gemacht: Die Partie ist vorbei ({ $reason }).
planetarium-log-solo-final = Die letzten Züge beginnen: { $reason }. Du machst deinen letzten Zug.
planetarium-log-safety-end = Unser Notende: { $reason }. Jetzt macht jeder einen letzten Zug (siehe die Regeln, Thema `spielende`).
planetarium-log-dice-still = Solo: die Würfel zeigen { $first }+{ $second }={ $total }; kein Planet zieht.
planetarium-log-dice-move = Solo: die Würfel zeigen { $first }+{ $second }={ $total }; Planeten auf Umlaufbahn { $orbit } oder tiefer ziehen.
planetarium-log-dice-hit = Solo: Planet { $planet } trifft ein { $kind }-Plättchen auf { $space }; das Ziel sinkt auf { $target }.
planetarium-log-dice-planet = Solo: Planet { $planet } zieht nach { $space }.
planetarium-log-dice-stuck = Solo: Planet { $planet } kann nicht ziehen.

## die Bilder
planetarium-deck-low = Niedrig
planetarium-deck-high = Hoch
planetarium-deck-final = Final
planetarium-picture-title = Planetarium · Zug { $turn }
planetarium-picture-title-solo = Planetarium · Zug { $turn } · Ziel { $target }
planetarium-picture-clockwise = nur im
planetarium-picture-only = Uhrzeigersinn
planetarium-picture-chip-legend = Form: Spieler · Punkt: sein Marker
planetarium-picture-gaseous = Gassystem · Bahn { $orbit }
planetarium-picture-terrestrial = Gesteinsplanet · Bahn { $orbit }
planetarium-picture-balance = { $habitable } bew. : { $hostile } feindl.
planetarium-picture-no-cards = noch keine Karten
planetarium-picture-decks = Stapel (+ Abwurf)
planetarium-picture-player = Spieler
planetarium-picture-points = Punkte
planetarium-picture-markers = Marker
planetarium-picture-hand-counts = Hand N·H·F
planetarium-picture-stored = Materie bei jedem Planeten
planetarium-picture-markers-left = { $n } übrig
planetarium-picture-track = Evolutionsleiste
planetarium-picture-fast = ►► erreicht: Materie zieht 1 oder 2 Felder
planetarium-picture-fast-at = ►► auf Feld { $space }: dann zieht Materie 1 oder 2
planetarium-picture-final-space = Ende
planetarium-picture-cost = { $n } { $kind }
planetarium-picture-no-requirement = sonst nichts
planetarium-picture-habitable-points = Bewohnbar +{ $n }
planetarium-picture-hostile-points = Feindlich +{ $n }
planetarium-picture-gravity = Schwerkraft
planetarium-picture-downgrade = Abstufen
planetarium-picture-your-hand = Deine Hand · { $name }
planetarium-picture-secret = nur du siehst das
planetarium-picture-your-mat = Dein Tableau:
planetarium-picture-empty = leer
planetarium-picture-just-drawn = gezogen: eine behalten

## die Karten (unser Ersatzdeck)
planetarium-card-l01 = Eismond
planetarium-card-l02 = Wasserstoffhülle
planetarium-card-l03 = Eisenkruste
planetarium-card-l04 = Kraterebenen
planetarium-card-l05 = Sturmbänder
planetarium-card-l06 = Flache Meere
planetarium-card-l07 = Vulkanschlote
planetarium-card-l08 = Blasse Ringe
planetarium-card-l09 = Staubteufel
planetarium-card-l10 = Kometenschauer
planetarium-card-l11 = Gebundene Rotation
planetarium-card-l12 = Gefrorene Pole
planetarium-card-l13 = Wolken aus Ammoniak
planetarium-card-l14 = Basaltmantel
planetarium-card-l15 = Eingefangener Brocken
planetarium-card-l16 = Warme Quellen
planetarium-card-l17 = Metallkeim
planetarium-card-l18 = Treibhausdunst
planetarium-card-h01 = Schützende Magnetosphäre
planetarium-card-h02 = Ozeanwelt
planetarium-card-h03 = Endloser Zyklon
planetarium-card-h04 = Ringsystem
planetarium-card-h05 = Galoppierender Treibhauseffekt
planetarium-card-h06 = Kontinentaldrift
planetarium-card-h07 = Ursuppe
planetarium-card-h08 = Eingefangener Mond
planetarium-card-h09 = Eisriese
planetarium-card-h10 = Verlorene Atmosphäre
planetarium-card-h11 = Erste Photosynthese
planetarium-card-h12 = Großes Bombardement
planetarium-card-h13 = Ozonschild
planetarium-card-h14 = Eiswüste
planetarium-card-h15 = Heliumregen
planetarium-card-h16 = Unterirdischer Ozean
planetarium-card-h17 = Trojanerschwarm
planetarium-card-h18 = Kerndynamo
planetarium-card-f01 = Wiege des Lebens
planetarium-card-f02 = Kahler Fels
planetarium-card-f03 = Gaskrone
planetarium-card-f04 = Innerer Glutofen
planetarium-card-f05 = Ferner Wanderer
planetarium-card-f06 = Gemäßigte Zone
planetarium-card-f07 = Giftiger Himmel
planetarium-card-f08 = Eisenplanet
planetarium-card-f09 = Sturmtitan
planetarium-card-f10 = Wasserwelt
planetarium-card-f11 = Lebende Kontinente
planetarium-card-f12 = Gefrorener Riese
planetarium-card-f13 = Stiller Zeuge
planetarium-card-f14 = Zerbrochener Mond
planetarium-card-f15 = Zwillingsplanet
planetarium-card-f16 = Versengte Oberfläche

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
planetarium-title = Planetarium

# Ein Arm der Umlaufbahn VII und seine Himmelsrichtung, im Namen eines Feldes („VII-NO.2“).
planetarium-space-arm = VII-{ $arm }.{ $index }
planetarium-arm-ne = NO
planetarium-arm-se = SO
planetarium-arm-sw = SW
planetarium-arm-nw = NW

# Die Tischoptionen, wie Spieler sie tippen (Name, dann jeder Wert); die englischen Namen gelten weiter.
planetarium-option-name-target = ziel
planetarium-option-value-target-100 = 100
planetarium-option-value-target-90 = 90
planetarium-option-value-target-110 = 110
