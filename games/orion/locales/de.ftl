# ORION Duel, auf Deutsch. Es gibt keine deutsche Ausgabe, die wir kennen: die Begriffe folgen
# der französischen Regel (Plättchen, Sechsecke, Felder, Galaxien, Schwarze Löcher, Sternbilder).
orion-summary = Sechseck-Duell: Sternbilder verbinden, Galaxien sammeln, dem Gegenüber Schwarze Löcher unterschieben.
orion-setting-setup = Aufbau der Marker. frei: der Aufbau der Spielregel (der Anführer legt die Galaxien, der andere Spieler die Schwarzen Löcher); vorlage1 bis 3: feste Aufstellungen für eine schnelle erste Partie (die der digitalen Ausgabe); zufall: vom Computer gezogen (aus der digitalen Ausgabe, nicht in der gedruckten Regel).
orion-setting-leader = Wer die Galaxien legt (Aufbau frei) und bestimmt, wer beginnt. /orrery rematch tauscht es, damit die Rollen von Partie zu Partie wechseln, wie es die Regel will.

## Die Plättchen
orion-tile-single = Einzelfeld
orion-tile-single-a = ein Einzelfeld
orion-tile-single-the = das Einzelfeld
orion-tile-pair = Einfarbiger Zweier
orion-tile-pair-a = einen einfarbigen Zweier
orion-tile-pair-the = den einfarbigen Zweier
orion-tile-mixed = Gemischter Zweier
orion-tile-mixed-a = einen gemischten Zweier
orion-tile-mixed-the = den gemischten Zweier
orion-tile-line = Gerader Dreier
orion-tile-line-a = einen geraden Dreier
orion-tile-line-the = den geraden Dreier
orion-tile-bent = Geknickter Dreier
orion-tile-bent-a = einen geknickten Dreier
orion-tile-bent-the = den geknickten Dreier
orion-tile-tri = Dreieck
orion-tile-tri-a = ein Dreieck
orion-tile-tri-the = das Dreieck

## Farben, und die Schritte von Sechseck zu Sechseck (als Pfeile: die Himmelsrichtungen kürzt jede Sprache anders ab)
orion-colour-blue = blau
orion-colour-orange = orange
orion-direction-n = ↑
orion-direction-ne = ↗
orion-direction-se = ↘
orion-direction-s = ↓
orion-direction-sw = ↙
orion-direction-nw = ↖
orion-step = { $head } { $direction } { $colour }
orion-dash = { $head }-{ $tail }
orion-steps = { $head }{ $tail }
orion-and = { $head }; { $tail }
orion-footprint = { $colour } { $cells }
orion-footprint-both = { $colour } { $cells } · { $other } { $others }
orion-seat = { $seat } ({ $colour })

## Aufbau
orion-log-choice-setup = Aufbau nach Wahl der Spieler: { $seat } legt die 8 Galaxien.
orion-log-random-setup = Zufällige Aufstellung liegt aus. { $seat } bestimmt, wer beginnt.
orion-log-layout-setup = Feste Aufstellung { $n } liegt aus. { $seat } bestimmt, wer beginnt.
orion-prompt-galaxy = Wähle das Feld für Galaxie { $n } von 8
orion-prompt-hole = Wähle das Feld für Schwarzes Loch { $n } von 7
orion-option-cell = { $cell }
orion-log-galaxy = { $seat } legt Galaxie { $n } auf { $cell }.
orion-log-holes-next = { $seat } legt jetzt die 7 Schwarzen Löcher.
orion-log-hole = { $seat } legt Schwarzes Loch { $n } auf { $cell }.
orion-log-setup-done = Aufbau fertig. { $seat } bestimmt, wer beginnt.
orion-refuse-no-finish = Ein Marker dort ließe keinen regelgerechten Weg, den Aufbau zu beenden.
orion-prompt-start = Wer legt das erste Plättchen?
orion-option-me-first = Ich beginne
orion-option-other-first = Mein Gegenüber beginnt
orion-log-lets-start = { $seat } lässt { $first } beginnen.
orion-log-will-start = { $seat } beginnt.

## Ein Plättchen legen
orion-prompt-tile = Welches Plättchen legst du?
orion-option-tile = { $tile }: { $colours } (noch ×{ $n })
orion-prompt-orientation = Ausrichtung für { $tile } (Pfeile gehen vom ersten Sechseck aus)
orion-option-back-tile = Zurück: anderes Plättchen wählen
orion-prompt-cell = Wähle das Feld für das erste Sechseck, um { $tile } zu legen
orion-option-cell-tile = { $cell }: { $cells }
orion-option-back-orientation = Zurück: andere Ausrichtung wählen
orion-log-lays = { $seat } legt { $tile } auf { $cells }.

## Die Statuszeile
orion-status-galaxy = { $seat } legt Galaxie { $n } von 8
orion-status-hole = { $seat } legt Schwarzes Loch { $n } von 7
orion-status-start = { $seat } bestimmt, wer beginnt
orion-status-tile = { $seat } legt ein Plättchen
orion-status-turn = { $seat } dreht { $tile }
orion-status-cell = { $seat } wählt ein Feld für { $tile }

## Das Ende
orion-condition-linked = zwei gegenüberliegende Sternbilder verbunden
orion-condition-galaxies = 4 Galaxien verbunden
orion-condition-holes = die gegnerische Farbe verbindet 3 Schwarze Löcher
orion-end-conditions = { $seat } gewinnt: { $why }.
orion-end-draw = Alle Plättchen liegen, unentschieden (Galaxien minus Schwarze Löcher unter jeder Farbe: { $blue } zu { $orange }).
orion-end-tiebreak = Alle Plättchen liegen; { $seat } gewinnt (Galaxien minus Schwarze Löcher unter jeder Farbe: { $blue } zu { $orange }).
orion-end-stuck = { $seat } kann kein Plättchen mehr legen und verliert.

## Das Bild
orion-picture-turn-no = Zug { $n }
orion-picture-galaxy = Galaxie
orion-picture-hole = Schwarzes Loch
orion-picture-last-move = letzter Zug
orion-picture-pick = wählbares Feld
orion-picture-winner = { $colour } · SIEG
orion-picture-to-play = { $colour } · am Zug
orion-picture-to-choose = { $colour } · wählt
orion-picture-linked = Verbunden: { $pair }
orion-picture-not-linked = Verbunden: noch nicht
orion-picture-galaxies = Galaxien in einer Gruppe: { $n }/4
orion-picture-holes = Löcher in einer Gruppe ({ $colour }): { $n }/3
orion-picture-met = Erfüllt: { $n }  ·  Galaxien − Löcher: { $score }
orion-picture-turned = { $tile }, gedreht { $steps }
orion-picture-dot-cell = Punkt = das Sechseck auf dem gewählten Feld
orion-picture-cells = { $n ->
    [one] 1 wählbares Feld, auf dem Spielplan markiert
   *[other] { $n } wählbare Felder, auf dem Spielplan markiert
}
orion-picture-score-tiles = Galaxien − Schwarze Löcher: { $a } zu { $b }
orion-picture-score-conditions = Erfüllte Bedingungen: { $a } zu { $b }

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
orion-title = ORION Duel

# Die Tischoptionen, wie Spieler sie tippen (Name, dann jeder Wert); die englischen Namen gelten weiter.
orion-option-name-setup = aufbau
orion-option-value-setup-random = zufall
orion-option-value-setup-layout1 = vorlage1
orion-option-value-setup-layout2 = vorlage2
orion-option-value-setup-layout3 = vorlage3
orion-option-value-setup-choice = frei
orion-option-name-leader = anführer
orion-option-value-leader-seat1 = platz1
orion-option-value-leader-seat2 = platz2
