# HOPE, auf Deutsch. Dieselben Schlüssel und Parameter wie en.ftl (die Quelle).
# Die Begriffe: Pioniere, Regression, Missionsleiste, Monolith, Technologiezentrum, Bonusmarker,
# Technologie- und Bug-Karten, Medaillen, Dimensionen, Hebel, polarisieren, N.O.P.E.-Verräter.

hope-summary = Kooperatives Wettrennen gegen die Regression: Planeten terraformen, Galaxien stabilisieren, vielleicht mit Verräter.
hope-setting-difficulty = Bonusmarker auf den drei Stapeln: normal 5/5/6, fortgeschritten 4/4/8, experte 3/2/11, held 2/1/13. Kleine frühe Stapel leeren sich eher und zeigen dann ihre Regressionssymbole.
hope-setting-traitor = an: Die Rollen kommen aus einer H.O.P.E.-Karte je Spieler plus einer N.O.P.E.-Karte; vielleicht ist jemand heimlich Verräter (oder niemand). Beschuldigungen und die Macht des Verräters kommen ins Spiel.
hope-setting-bugs = an: Jede stabilisierte Galaxie deckt eine Bug-Karte auf, einen Bonus oder Malus, den ihr mit Medaillen bezahlen könnt.

## Komponenten

hope-tech-oxygen = Sauerstoff
hope-tech-water = Wasser
hope-tech-carbon = Kohlenstoff
hope-tech-light = Licht
hope-tech-plant = Pflanze
hope-tech-animal = Tier
hope-tech-joker = Joker
# als Namen der Dimension („Dimension Blau“): so bleiben sie ungebeugt
hope-dim-red = Rot
hope-dim-blue = Blau
hope-dim-purple = Violett
hope-lever-toward = zur Gravitation hin
hope-lever-away = von der Gravitation weg
hope-lever-side = seitwärts
hope-lever-any = beliebig
hope-token-medals2 = 2 Medaillen erhalten
hope-token-polarize-all = alle Raumschiffe polarisieren
hope-token-draw2 = 2 Karten ziehen
hope-token-extra-move = eine Bewegung mehr
hope-difficulty-normal = normal
hope-difficulty-advanced = fortgeschritten
hope-difficulty-expert = Experte
hope-difficulty-hero = Held

hope-char-brave = Der Wagemutige
hope-char-brave-power = Setzt du einen Pionier auf ein noch leeres Randplättchen, ziehst du eine Karte.
hope-char-earthling = Der Erdling
hope-char-earthling-power = Erreichst du die Erde, ziehst du zwei Karten, auch über dein Handlimit hinaus.
hope-char-prodigy = Das Wunderkind
hope-char-prodigy-power = Zu Zugbeginn: Bezahle die Technologie deines Plättchens (Karte, Joker oder Paar) und teleportiere dich auf ein Plättchen dieser Technologie.
hope-char-acrobat = Der Akrobat
hope-char-acrobat-power = Seitwärts navigieren (oder beliebig, seitwärts) darf auch über Ecken führen.

hope-bug-0 = Zeitsprung: Der Regressionsmarker rückt 2 Felder vor.
hope-bug-1 = Tiefer Zeitsprung: Der Regressionsmarker rückt 3 Felder vor.
hope-bug-2 = Drift: Der Monolith rutscht 2 Randplättchen im Uhrzeigersinn weiter.
hope-bug-3 = Prüfung: Alle verlieren 1 Medaille.
hope-bug-4 = Klemmende Hebel: Alle Hebel aller Spieler gelten als benutzt.
hope-bug-5 = Rückruf: Jedes Raumschiff kehrt zur Erde zurück, in derselben Dimension.
hope-bug-6 = Datenverlust: Alle legen eine zufällige Karte zurück in den Nachziehstapel.
hope-bug-7 = Instabiler Kern: Jede Regression zählt 1 Symbol mehr.
hope-bug-8 = Kaskade: Jede Regression zählt 1 Symbol mehr.
hope-bug-9 = Enge Laderäume: Die Handlimits sinken um 1.
hope-bug-10 = Rivalität: Zu anderen auf ein Plättchen zu ziehen bringt keine Medaillen.
hope-bug-11 = Festes Ruder: Seitwärts navigieren ist nicht möglich.
hope-bug-12 = Lob: Alle erhalten 1 Medaille.
hope-bug-13 = Nachschub: Alle ziehen 1 Karte.
hope-bug-14 = Großer Nachschub: Alle ziehen 1 Karte.
hope-bug-15 = Wartung: Alle Hebel aller Spieler sind wieder frei.
hope-bug-16 = Glücksfall: Wer am Zug ist, nimmt den nächsten Bonusmarker.
hope-bug-17 = Dämpfungsfeld: Jede Regression zählt 1 Symbol weniger.
hope-bug-18 = Frachtraum: Die Handlimits steigen um 1.
hope-bug-19 = Teamgeist: Zu anderen auf ein Plättchen zu ziehen bringt 1 Medaille mehr.

## Orte und Karten

hope-earth = Erde
hope-tile = Plättchen { $n } ({ $tech })
hope-space = { $tile }, { $dim }
hope-card = { $tech }
hope-card-regression = { $tech } (R)

## Entscheidungen

hope-prompt-monolith = Mehrere Randplättchen sind gleichauf: Wo steht der Monolith?
hope-option-monolith = Monolith auf { $tile }
hope-prompt-character = Wähle deinen Charakter.
hope-prompt-ship = Setze dein Raumschiff auf die Erde.
hope-option-ship = In der Dimension { $dim } beginnen
hope-prompt-turn = Wähle eine Aktion.
hope-option-back = Zurück
hope-option-teleport = Wunderkind: auf ein Plättchen gleicher Technologie teleportieren
hope-option-navigate = Navigieren: { $lever }
hope-option-polarize = In die Dimension { $dim } polarisieren (Hebel wieder frei)
hope-option-place = Einen Pionier auf deiner Route setzen
hope-option-upgrade = Upgrade für { $cost } Medaillen (+1 Bewegung)
hope-option-level = Technologiestufe für { $cost } Medaillen erhöhen
hope-option-token = Bonus: { $token }
hope-option-coax-power = Verräter-Macht: mit einer Medaille einen Pionier entfernen
hope-option-accuse = Jemanden als Verräter beschuldigen
hope-option-reveal = Dich als N.O.P.E.-Verräter offenbaren
hope-option-continue = Navigation ({ $lever }) in der neuen Dimension fortsetzen
hope-option-end = Zug beenden
hope-prompt-dest = Navigieren ({ $lever }): Wohin?
hope-option-destination = { $space } ({ $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritte
}{ $free ->
    [0] {""}
    [one] , 1 freier Planet unterwegs
   *[other] , { $free } freie Planeten unterwegs
})
hope-prompt-place = Wohin mit dem Pionier?
hope-option-place-at = Pionier auf { $space }
hope-prompt-pay = Bezahle den Pionier ({ $tech }).
hope-option-pay = { $card } bezahlen
hope-option-pay-pair = Zweimal { $tech } bezahlen ({ $card } obenauf)
hope-prompt-teleport = Wohin teleportieren?
hope-option-teleport-to = Teleport: { $space }
hope-prompt-teleport-pay = Bezahle den Teleport ({ $tech }).
hope-prompt-general-polarization = Allgemeine Polarisierung: in welche Richtung?
hope-option-clockwise = Alle Raumschiffe polarisieren im Uhrzeigersinn
hope-option-counter-clockwise = Alle Raumschiffe polarisieren gegen den Uhrzeigersinn
hope-prompt-accuse = Wen beschuldigst du, der Verräter zu sein?
hope-option-accuse-seat = { $seat } beschuldigen
hope-prompt-coax = Zahle eine Medaille, um einen Pionier zu entfernen:
hope-option-coax = Pionier von { $seat } auf { $tile } entfernen
hope-prompt-replace = { $n ->
    [one] Ersetze bis zu 1 Pionier des Verräters:
   *[other] Ersetze bis zu { $n } Pioniere des Verräters:
}
hope-option-replace = Pionier des Verräters auf { $tile } ersetzen
hope-option-stop-replacing = Nicht weiter ersetzen
hope-prompt-withdraw = { $n ->
    [one] Falsche Beschuldigung: Nimm 1 Pionier zurück.
   *[other] Falsche Beschuldigung: Nimm { $n } Pioniere zurück.
}
hope-option-withdraw = Einen Pionier von { $tile } zurücknehmen
hope-prompt-track-order = Die Missionsleiste hat Platz für { $room } der { $n } Pioniere: Wessen Pioniere kommen darauf?
hope-option-share = Auf die Leiste: { $parts }
hope-share-part = { $n } von { $seat }
hope-share-list = { $first }, { $rest }
hope-prompt-discard = Lege deine benutzten Karten auf ein Ablagefeld.
hope-option-discard = Auf Ablagefeld { $n } ablegen
hope-option-discard-take = Auf Ablagefeld { $n } ablegen, { $card } nehmen
hope-prompt-bug = Bug-Karte: { $text } Bezahlt { $paid }/{ $price }, um sie zu { $kind ->
    [bonus] aktivieren
   *[malus] verhindern
}. Beitragen?
hope-option-bug-medal = 1 Medaille geben
hope-option-bug-pair = Zwei { $tech }-Karten geben (eine Medaille)
hope-option-bug-pass = Passen
hope-reaction-bug = Im Zug anderer zu einer Bug-Karte beitragen
hope-order-ask = Mich fragen
hope-order-never = Nie beitragen
hope-refuse-unknown = „{ $option }“ ist hier nicht verständlich.

## Statuszeilen

hope-status-over = Partie vorbei: { $reason }
hope-status-monolith = { $seat } stellt den Monolithen auf.
hope-status-character = { $seat } wählt einen Charakter.
hope-status-ship = { $seat } setzt das Raumschiff ein.
hope-status-bug = Bug-Karte: { $seat } kann beitragen ({ $paid }/{ $price }).
hope-status-turn = { $seat } ist am Zug.

## Das Protokoll

hope-log-role = { $role ->
    [nope] Deine geheime Rolle: Du bist der N.O.P.E.-Verräter.
   *[hope] Deine geheime Rolle: Du stehst treu zu H.O.P.E.
}
hope-log-monolith-card = Die Monolith-Karte zeigt { $tech }.
hope-log-monolith = Der Regressions-Monolith steht auf { $tile }.
hope-log-character = { $seat } spielt { $char }.
hope-log-dealt = Alle erhalten Karten bis zu ihrer Technologiestufe.
hope-log-ship = { $seat } beginnt in der Dimension { $dim }.
hope-log-upgrade = { $seat } macht ein Upgrade (jetzt { $n }) und erhält eine Bewegung.
hope-log-level = { $seat } erhöht die Technologiestufe auf { $n }.
hope-log-token-used = { $seat } nutzt einen Bonusmarker: { $token }.
hope-log-token-pickup = { $seat } sammelt einen Bonusmarker ({ $token }) auf { $tile } ein.
hope-log-navigate = { $seat } navigiert { $lever }, Ziel: { $space }.
hope-log-polarize = { $seat } polarisiert, jetzt auf { $space }; alle Hebel sind wieder frei.
hope-log-polarize-all = { $seat } polarisiert alle Raumschiffe { $way ->
    [cw] im Uhrzeigersinn
   *[ccw] gegen den Uhrzeigersinn
}.
hope-log-teleport = { $seat } (das Wunderkind) teleportiert sich, Ziel: { $space }.
hope-log-earthling = { $n ->
    [one] { $seat } (der Erdling) erreicht die Erde und zieht 1 Karte.
   *[other] { $seat } (der Erdling) erreicht die Erde und zieht { $n } Karten.
}
hope-log-place = { $seat } setzt einen Pionier auf { $space }.
hope-log-stable = { $n ->
    [0] Stabil: { $tile }; kein Pionier kommt auf die Missionsleiste.
    [one] Stabil: { $tile }; 1 Pionier kommt auf die Missionsleiste.
   *[other] Stabil: { $tile }; { $n } Pioniere kommen auf die Missionsleiste.
}
hope-log-deck-rebuilt = Der Nachziehstapel ist leer: Die Ablagestapel (bis auf ihre obersten Karten) werden zu einem neuen gemischt.
hope-log-regression = { $n ->
    [0] Regression: Kein Symbol sichtbar, der Marker bleibt stehen.
    [one] Regression: Der Marker rückt 1 Feld vor.
   *[other] Regression: Der Marker rückt { $n } Felder vor.
}
hope-log-strike-holds = Die Regression trifft { $tile }, doch es ist stabil und hält.
hope-log-swallow = Die Regression verschlingt { $tile }.
hope-log-earth-gone = Die Regression verschlingt die Erde: Sie verschwindet, alles ist verloren.
hope-log-ship-thrown = Das Raumschiff von { $seat } wird zur Erde zurückgeworfen.
hope-log-monolith-moves = Der Monolith rückt { $n } im Uhrzeigersinn weiter auf { $tile }.
hope-log-hope-succeeds = Die Pioniere erreichen das Ende der Missionsleiste: H.O.P.E. gelingt es! Die Runde wird zu Ende gespielt.
hope-log-hope-fails = Der Regressionsmarker erreicht das Ende der Missionsleiste: H.O.P.E. ist gescheitert.
hope-log-round-limit = Runde { $n } ist vorbei, und weder die Pioniere noch die Regression haben das Ende der Missionsleiste erreicht: Nach unserem zusätzlichen Zeitlimit gewinnt die Regression.
hope-log-bug-drawn = Bug-Karte ({ $kind ->
    [bonus] Bonus
   *[malus] Malus
}): { $text } Preis, um sie zu { $kind ->
    [bonus] aktivieren
   *[malus] verhindern
}: { $price } Medaillen.
hope-log-bug-paid-bonus = Der Preis ist bezahlt: Der Bonus gilt.
hope-log-bug-paid-malus = Der Preis ist bezahlt: Der Malus entfällt.
hope-log-bug-unpaid-bonus = Der Preis ist nicht bezahlt: Der Bonus entfällt.
hope-log-bug-unpaid-malus = Der Preis ist nicht bezahlt: Der Malus gilt.
hope-log-accuse-right = { $seat } beschuldigt { $target }: zu Recht! { $target } ist der N.O.P.E.-Verräter.
hope-log-accuse-wrong = { $seat } beschuldigt { $target }: zu Unrecht. { $seat } zahlt den Preis.
hope-log-replace = { $seat } ersetzt einen Pionier des Verräters auf { $tile }.
hope-log-withdraw = { $seat } nimmt einen Pionier von { $tile } zurück.
hope-log-track-loss = { $seat } verliert einen Pionier von der Missionsleiste.
hope-log-reveal = { $seat } offenbart sich: der N.O.P.E.-Verräter!
hope-log-coax = Der Verräter vertreibt den Pionier von { $seat } von { $tile }.
hope-log-no-traitor = In dieser Partie gab es keinen Verräter.
hope-log-traitor-shown = { $seat } offenbart sich jetzt: der N.O.P.E.-Verräter.

## Spielende

hope-end-hope = Die Pioniere haben das Ende der Missionsleiste erreicht: H.O.P.E. hat das Universum gerettet; { $seat } hat die meisten Pioniere auf der Leiste und im Cockpit.
hope-end-earth-traitor = Die Erde ist verschwunden: Der Verräter, { $seat }, gewinnt für N.O.P.E.
hope-end-earth = Die Erde ist verschwunden: Alle verlieren.
hope-why-limit = Unser zusätzliches Limit von { $n } Runden hat die Partie beendet: Die Regression gewinnt
hope-why-regression = Der Regressionsmarker hat das Ende der Missionsleiste zuerst erreicht
hope-end-traitor-leads = { $why }, und der Verräter, { $seat }, führt im Universum: N.O.P.E. gewinnt.
hope-end-traitor-behind = { $why }, und der Verräter führt nicht im Universum: Alle verlieren.
hope-end-lost = { $why }: Alle verlieren.

## Die Bilder

hope-picture-title = HOPE ({ $difficulty }{ $traitor ->
    [on] , Verräter
   *[off] {""}
}{ $bugs ->
    [on] , Bugs
   *[off] {""}
})
hope-picture-gravity = Gravitation { $dim }
hope-picture-mission-track = Missionsleiste
hope-picture-track-end = Ende
hope-picture-pioneer-track = Pionierleiste
hope-picture-technology-center = Technologiezentrum
hope-picture-key = M: der Monolith · R: Regression · Ringe: karge Planeten · kleine Formen: Pioniere
hope-picture-earth = Erde
hope-picture-void = Leere
hope-picture-stable = STABIL
hope-picture-marker = Marker { $cell } von { $cells } · nächster Schritt { $n }
hope-picture-joker = jede
hope-picture-discard = Ablage { $n }
hope-picture-deck = Stapel { $n }
hope-picture-bonus-stacks = Bonusstapel
hope-picture-played = in diesem Zug gespielt: { $n }
hope-picture-bug-paying = Bug-Karte ({ $kind ->
    [bonus] Bonus
   *[malus] Malus
}), bezahlt { $paid }/{ $price }: { $text }
hope-picture-bug-lasting = Dauerhafter Bug: { $text }
hope-picture-choosing = wählt einen Charakter
hope-picture-traitor = N.O.P.E.-Verräter
hope-picture-loyal = treu
hope-picture-lever-toward = Hin
hope-picture-lever-away = Weg
hope-picture-lever-side = Seit
hope-picture-lever-any = Frei
hope-picture-token-medals2 = +2M
hope-picture-token-polarize-all = Pol
hope-picture-token-draw2 = +2K
hope-picture-token-extra-move = +1B
hope-picture-medals = Medaillen { $n }
hope-picture-standing = Karten { $cards } · Vorrat { $supply } · Upgrades { $upgrades }/3 · Tech-Stufe { $level }
hope-picture-score = Leiste { $track } + Cockpit { $cockpit } = { $score } · Universum { $universe }
hope-picture-accused = Beschuldigung genutzt
hope-picture-locked = gesperrt
hope-picture-ship = Raumschiff: { $place }, { $dim }
hope-picture-ship-tile = Plättchen { $n }
hope-picture-tokens = Marker: { $tokens }
hope-picture-own-status = { $n ->
    [one] 1 Karte · Tech-Stufe { $level }
   *[other] { $n } Karten · Tech-Stufe { $level }
}
hope-picture-own-title = HOPE · { $name }
hope-picture-only-you = Nur für dich: { $name }
hope-picture-you-traitor = Du bist der N.O.P.E.-Verräter.
hope-picture-you-loyal = Du stehst treu zu H.O.P.E.
hope-picture-power = { $char }: { $power }
hope-picture-choose = Wähle deinen Charakter:
hope-picture-no-character = Noch kein Charakter.
hope-picture-hand = { $n ->
    [one] Hand: 1 Karte (Limit { $limit })
   *[other] Hand: { $n } Karten (Limit { $limit })
}
hope-picture-hand-later = Hand: wird zu Spielbeginn ausgeteilt
hope-picture-no-cards = Noch keine Technologiekarten auf der Hand.
hope-picture-turn = Zug { $n }
hope-picture-setup = Aufbau
hope-picture-tally = = Leiste { $track } + Cockpit { $cockpit } · Medaillen { $medals } · Karten { $cards }
hope-picture-over = Partie vorbei

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
hope-title = HOPE

# Die Tischoptionen, wie Spieler sie tippen (Name, dann jeder Wert); die englischen Namen gelten weiter.
hope-option-name-difficulty = schwierigkeit
hope-option-value-difficulty-normal = normal
hope-option-value-difficulty-advanced = fortgeschritten
hope-option-value-difficulty-expert = experte
hope-option-value-difficulty-hero = held
hope-option-name-traitor = verräter
hope-option-value-traitor-off = aus
hope-option-value-traitor-on = an
hope-option-name-bugs = bugs
hope-option-value-bugs-off = aus
hope-option-value-bugs-on = an
