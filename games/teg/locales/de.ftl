# Tiny Epic Galaxies (mit Beyond the Black), auf Deutsch. $who: ein Platz (der Name des Spielers) oder der Rogue.
teg-name = Tiny Epic Galaxies
teg-the-rogue = Rogue
teg-nothing = nichts
teg-both = { $first } und { $second }
teg-amount = { $res ->
    [en] { $n } Energie
   *[cu] { $n } Kultur
}
teg-res = { $res ->
    [en] Energie
   *[cu] Kultur
}

## Würfelseiten (die Aktionen)
teg-face-mv = Schiff bewegen
teg-face-en = Energie erwerben
teg-face-cu = Kultur erwerben
teg-face-di = Diplomatie
teg-face-ec = Wirtschaft
teg-face-ut = Kolonie nutzen

## wo ein Schiff ist; ein Schiff als Wahl
teg-where-h = daheim
teg-where-l = noch nicht gebaut
teg-where-x = Unerforschter Raum
teg-where-d = Gefahrenleiste { $pos }
teg-where-s = auf { $planet }
teg-where-o = Orbit { $planet } ({ $pos }/{ $steps })
teg-ship-label = Schiff { $n } ({ $where })
teg-ship-label-advanced = Schiff { $n } { $type } ({ $where })
teg-log-colonize = { $who } kolonisiert { $planet } (+{ $vp }).
teg-log-reach-goal = { $who } erreicht { $vp } Punkte: Das Spielende ist ausgelöst (die Runde wird zu Ende gespielt).

## die Würfelaktionen, Folgen, Neuwürfeln, der Konverter
teg-log-acquire = { $who } erwirbt { $what }.
teg-opt-follow = Folgen: { $face } ({ $cost } Kultur zahlen)
teg-opt-follow-free = Folgen: { $face } (kostenlos)
teg-opt-pass = Passen
teg-log-follows = { $who } folgt ({ $face }).
teg-opt-land = Auf { $planet } landen
teg-opt-orbit = In den Orbit von { $planet }
teg-opt-home = Heimkehren
teg-opt-explore = Den Unerforschten Raum erkunden
teg-opt-back-ship = Zurück: anderes Schiff
teg-opt-back = Zurück
teg-log-home = { $who } holt Schiff { $n } heim.
teg-log-to-space = { $who } schickt Schiff { $n } in den Unerforschten Raum.
teg-log-land = { $who } landet auf { $planet }.
teg-log-orbit = { $who } geht in den Orbit von { $planet }.
teg-prompt-move-ship = Schiff bewegen: welches?
teg-prompt-move-where = Wohin damit?
teg-prompt-advance = Welches Schiff { $n } { $n ->
    [one] Feld
   *[other] Felder
} vorrücken, auf { $track ->
    [di] einer Diplomatieleiste?
    [ec] einer Wirtschaftsleiste?
   *[any] einer beliebigen Leiste?
}
teg-log-advance = { $who } rückt Schiff { $n } auf { $planet } vor.
teg-opt-rival-ship = { $who }: { $ship }
teg-log-push-back = { $who } wirft Schiff { $n } von { $rival } zurück.
teg-prompt-push-back = Welches Schiff eines Rivalen { $n } { $n ->
    [one] Feld
   *[other] Felder
} zurückwerfen?
teg-opt-upgrade = Imperium auf Stufe { $level } für { $cost }
teg-log-upgrade = { $who } baut sein Imperium auf Stufe { $level } aus.
teg-prompt-reroll = Welche unbenutzten Würfel neu würfeln?
teg-prompt-reroll-pick-none = Wähle die Würfel zum Neuwürfeln. Gewählt: noch keiner
teg-prompt-reroll-pick = Wähle die Würfel zum Neuwürfeln. Gewählt: Würfel { $dice }
teg-opt-reroll-all = Alle { $n } unbenutzten Würfel neu würfeln
teg-opt-reroll-face = { $n ->
    [one] Den Würfel { $face } neu würfeln
   *[other] Die { $n } Würfel { $face } neu würfeln
}
teg-opt-reroll-pick = Andere Würfel wählen
teg-opt-reroll-it = Neu würfeln
teg-opt-pick-die = Würfel { $n } wählen ({ $face })
teg-opt-unpick-die = Würfel { $n } abwählen ({ $face })
teg-opt-reroll-picked = { $n ->
    [one] Den gewählten Würfel neu würfeln
   *[other] Die { $n } gewählten Würfel neu würfeln
}
teg-log-reroll = { $who } würfelt { $n } { $n ->
    [one] Würfel
   *[other] Würfel
} neu.
teg-prompt-convert-pair = Konverter: welche zwei Würfel abgeben?
teg-prompt-convert-die = Konverter: welchen der übrigen Würfel einstellen?
teg-prompt-convert-face = Konverter: den Würfel { $face } worauf drehen?
teg-opt-spend-pair = { $first } + { $second } abgeben
teg-opt-set-die = Den Würfel { $face } einstellen
teg-opt-make-it = Auf { $face } drehen
teg-log-convert = { $who } wandelt zwei Würfel in { $face } um.
teg-prompt-set-face = Den Würfel { $face } worauf drehen?

## Planetenfähigkeiten
teg-log-use = { $who } nutzt { $planet }.
teg-planet-says = { $planet }: { $text }
teg-then = { $first } { $then }
teg-opt-gain = { $what } erhalten
teg-opt-gain-res = { $res ->
    [en] Energie
   *[cu] Kultur
} erhalten
teg-opt-advance-ship = Vorrücken: { $ship }
teg-opt-pay-advances = { $cost } für { $n } { $n ->
    [one] Vorrücken
   *[other] Vorrücken
} zahlen
teg-opt-push-back = Zurückwerfen { $who }: { $ship }
teg-opt-pay-push-back = { $cost } zahlen, um Schiffe von Rivalen zurückzuwerfen
teg-opt-tithe = 1 { $res ->
    [en] Energie
   *[cu] Kultur
} je Rivale, der diesem Würfel folgt
teg-opt-replace = { $planet } ersetzen
teg-opt-upgrade-mix = Ausbauen mit { $energy } Energie und { $culture } Kultur
teg-opt-reroll-free = Unbenutzte Würfel neu würfeln (kostenlos)
teg-opt-trade = { $cost } für { $get } zahlen
teg-opt-steal = 1 { $res ->
    [en] Energie
   *[cu] Kultur
} von { $who } nehmen
teg-opt-convert = { $what } in { $to ->
    [en] Energie
   *[cu] Kultur
} tauschen
teg-opt-pay-moves = { $cost } für { $n } { $n ->
    [one] Schiffsbewegung
   *[other] Schiffsbewegungen
} zahlen
teg-opt-use = { $planet } nutzen
teg-opt-give-up = { $first } + { $second } abgeben
teg-opt-recall = Schiff { $n } für { $what } heimrufen
teg-opt-borrow = { $who } bezahlen, um { $planet } zu nutzen
teg-opt-any-action = { $face } (Rivalen folgen kostenlos)
teg-opt-shift = Schiff { $first } 1 zurück, Schiff { $second } 1 vor
teg-opt-tax = Rivalen zahlen für den Rest des Zuges 2 Kultur fürs Folgen
teg-opt-jump = Schiff { $n } zu { $planet }
teg-opt-all-advance = Rivalen rücken ein Schiff 1 vor, dann du eines 2
teg-opt-repeat = { $face } wiederholen
teg-opt-set-any-face = Den Würfel { $face } auf eine beliebige Seite drehen
teg-log-refresh = { $planet } verlässt die Auslage; { $new } kommt hinzu.
teg-prompt-utilize = Kolonie nutzen: Imperium ausbauen oder eine Kolonie nutzen?
teg-opt-skip = Nicht nutzen

## Beyond the Black: Anheuern, Erkunden, Gefahrenleisten
teg-prompt-hire = Welchen Piloten anheuern?
teg-prompt-hire-how = { $pilot } anheuern: für welches Schiff, mit welchen Würfeln?
teg-prompt-hire-ship = Welches deiner Schiffe wird zur { $type }?
teg-opt-hire-with = { $type } mit { $n } x { $face }
teg-log-hire = { $who } heuert { $pilot } für die { $type } an.
teg-prompt-drawn = Du hast { $card } gezogen ({ $text }) Behalten, oder offen liegen lassen und neu ziehen?
teg-prompt-explore = Erkunden: eine offene Karte nehmen oder ziehen?
teg-opt-keep = { $card } behalten
teg-opt-leave = Offen liegen lassen und neu ziehen
teg-opt-take = { $card } nehmen
teg-opt-draw = Die oberste Karte ziehen
teg-log-draw = { $who } zieht { $card } ({ $color ->
    [green] grün
   *[red] rot
}).
teg-log-deck-empty = Der Erkundungsstapel ist leer: Das Spielende ist ausgelöst (die Runde wird zu Ende gespielt).
teg-log-take = { $who } nimmt { $card }.
teg-log-danger-step = Schiff { $n } von { $who } kämpft sich auf seiner Gefahrenleiste voran.
teg-log-danger-escape = Schiff { $n } von { $who } entkommt zurück in den Unerforschten Raum.

## Solo: der Rogue
teg-log-rogue-turn = Zug des Rogue.
teg-log-rogue-lost-die = Der Rogue kann { $face } nicht nutzen; der Würfel verfällt.
teg-log-rogue-empire = Die Energie des Rogue ist voll: Sein Imperium steigt auf Stufe { $level }.
teg-log-rogue-bonus = Die Kultur des Rogue ist voll: Er macht drei Bonusaktionen, dann fällt seine Kultur zurück.
teg-log-rogue-reset = Die Bonusaktionen des Rogue sind vorbei: Seine Kultur fällt auf 0.
teg-log-rogue-orbit = Der Rogue schickt ein Schiff in den Orbit von { $planet }.
teg-log-rogue-advance = Der Rogue rückt seine Schiffe vor ({ $face }).
teg-log-rogue-colonies = Die Kolonien des Rogue wirken: { $step }.
teg-rogue-step-lose = du verlierst { $n } { $res ->
    [en] Energie
   *[cu] Kultur
}
teg-rogue-step-gain = er erhält { $n } { $res ->
    [en] Energie
   *[cu] Kultur
}
teg-rogue-step-steal = er nimmt dir { $n } { $res ->
    [en] Energie
    [cu] Kultur
   *[any] Energie oder Kultur (wovon du mehr hast)
}
teg-rogue-step-hit = dein am weitesten vorgerücktes Schiff im Orbit fällt { $n } { $n ->
    [one] Feld
   *[other] Felder
} zurück
teg-rogue-step-hit-all = jedes deiner Schiffe im Orbit fällt { $n } { $n ->
    [one] Feld
   *[other] Felder
} zurück
teg-rogue-step-push = seine Schiffe im Orbit rücken { $n } { $n ->
    [one] Feld
   *[other] Felder
} vor
teg-rogue-step-lose-die = du würfelst im nächsten Zug einen Würfel weniger
teg-prompt-rogue-rolled = Der Rogue hat { $face } gewürfelt. Handeln lassen, oder zahlen, damit er neu würfelt?
teg-opt-rogue-go = Handeln lassen
teg-opt-rogue-reroll = 1 Energie + 1 Kultur zahlen: Der Rogue würfelt neu
teg-log-rogue-reroll = { $who } lässt den Rogue neu würfeln: { $face }.

## der Zug, die Missionen, das Ende
teg-summary = Würfle Aktionswürfel, fliege mit Schiffen zu Planeten und kolonisiere sie; wer 21 Punkte erreicht, löst das Spielende aus.
teg-setting-expansion = an: Beyond the Black: Piloten für Spezialschiffe anheuern, den Unerforschten Raum erkunden, Zwergplaneten und Abzeichen werten; ein leerer Erkundungsstapel löst ebenfalls das Ende aus.
teg-setting-rogue = Nur solo: die Rogue-Galaxie, gegen die du spielst, von der leichtesten (Artemis) bis zur schwersten (Gamelyn).
teg-setting-goal = Die Punkte, die das Ende auslösen: 21 wie gedruckt, oder 15 für eine kürzere Partie.
teg-reaction-follow = Dem Würfel eines Rivalen folgen
teg-reaction-ask = Mich fragen
teg-reaction-always = Folgen, wann immer ich zahlen kann
teg-reaction-never = Nie folgen
teg-list = { $first }, { $then }
teg-one = { $who }
teg-log-solo = Solopartie gegen die Rogue-Galaxie { $rogue }.
teg-log-missions = Jeder behält eine von zwei Geheimmissionen.
teg-prompt-mission = Welche Geheimmission behalten?
teg-opt-mission = { $mission } ({ $vp } Punkte)
teg-opt-mission-tied = { $mission } ({ $vp } Punkte, bei Gleichstand { $tied })
teg-log-keep-mission = Du behältst { $mission }.
teg-log-missions-chosen = Missionen gewählt. { $who } beginnt.
teg-prompt-follow = { $who } hat „{ $face }“ aktiviert: Folgst du?
teg-prompt-turn = Würfel aktivieren, neu würfeln, konvertieren oder den Zug beenden
teg-opt-activate = Würfel { $n } aktivieren: { $face }
teg-opt-reroll-paid = Würfel neu würfeln (1 Energie)
teg-opt-reroll-free-once = Würfel neu würfeln (diesmal kostenlos)
teg-opt-converter = Konverter nutzen (2 Würfel stellen einen dritten ein)
teg-opt-hire = Piloten mit gleichen Würfeln anheuern
teg-opt-end = Zug beenden
teg-opt-end-unused = Zug beenden ({ $n } { $n ->
    [one] Würfel
   *[other] Würfel
} unbenutzt)
teg-log-activate = { $who } aktiviert { $face }.
teg-log-turn = Zug von { $who }: Die Würfel zeigen { $dice }.
teg-prompt-quit = Zug mit { $n } unbenutzten { $n ->
    [one] Würfel
   *[other] Würfeln
} beenden?
teg-opt-quit-yes = Ja, Zug beenden
teg-opt-quit-no = Nein, zurück zu meinen Würfeln
teg-end-deck = Der Erkundungsstapel ist aufgebraucht, das löst das Ende aus
teg-end-goal = { $who } hat { $goal } Punkte erreicht, das löst das Ende aus
teg-end-rogue-top = Das Imperium des Rogue hat sein letztes Feld erreicht: Der Rogue gewinnt.
teg-end-solo-won = { $trigger }: Du schlägst den Rogue, { $you } zu { $rogue }.
teg-end-solo-lost = { $trigger }: Du verlierst gegen den Rogue, { $you } zu { $rogue }.
teg-end-won = { $trigger }: { $who } { $n ->
    [one] gewinnt
   *[other] gewinnen
} mit { $vp } Punkten.
teg-status-missions = Alle wählen eine Geheimmission.
teg-status-follow = { $who }: { $prompt } ({ $done } von { $asked } { $asked ->
        [one] Antwort
       *[other] Antworten
    })
teg-status-following = { $who } (folgt): { $prompt }
teg-status-turn = { $who }: Würfel aktivieren, neu würfeln, konvertieren oder beenden
teg-status = { $who }: { $prompt }

## die Bilder
teg-picture-title = Zug { $turn } · { $goal } Punkte zum Sieg
teg-picture-rogue = Rogue { $name }
teg-picture-surface = Boden
teg-picture-orbit = Orbit { $track ->
    [di] Diplomatie
   *[ec] Wirtschaft
}
teg-picture-dice-of = Würfel von { $name }
teg-picture-die-a = genutzt
teg-picture-die-v = verbr.
teg-picture-die-h = Pilot
teg-picture-die-x = weg
teg-picture-face-mv = BEWG
teg-picture-face-en = ENER
teg-picture-face-cu = KULT
teg-picture-face-di = DIPL
teg-picture-face-ec = WIRT
teg-picture-face-ut = NUTZ
teg-picture-reroll-used = Gratis-Neuwurf verbraucht
teg-picture-reroll-ready = Gratis-Neuwurf bereit
teg-picture-converter-used = Konverter verbraucht
teg-picture-converter-ready = Konverter bereit
teg-picture-follow-cost = Folgen kostet { $n }
teg-picture-just-drawn = Gezogen: { $card }
teg-picture-pilot-foot = { $ships } { $vp } P. { $badge }
teg-picture-pilots-for-hire = Piloten zum Anheuern ({ $n } im Stapel)
teg-picture-space = Unerforschter Raum ({ $n })
teg-picture-final = { $n } gesamt
teg-picture-points = { $n } P.
teg-picture-empire = Reich
teg-picture-energy-short = En
teg-picture-culture-short = Ku
teg-picture-ships = Schiffe
teg-picture-at-h = daheim
teg-picture-at-s = Boden
teg-picture-at-o = Orbit
teg-picture-at-x = Raum
teg-picture-at-d = Gefahr
teg-picture-locked = gesperrt
teg-picture-colonies = Kolonien ({ $n })
teg-picture-pilots = Piloten { $hangar }
teg-picture-no-pilots = Piloten: keine
teg-picture-explored = Funde { $n } · Zwerge { $dwarfs }
teg-picture-badge-points = Abzeichen +{ $n }
teg-picture-secret-mission = Geheimmission
teg-picture-end = Ende
teg-picture-planet-deck = Planetenstapel { $n }
teg-picture-mission = { $mission } (+{ $vp })
teg-picture-mission-tied = { $mission } (+{ $vp }, Gleichstand +{ $tied })
teg-picture-secrets = { $name }: deine Geheimnisse
teg-picture-only-you = nur du siehst das
teg-picture-your-mission = Geheimmission
teg-picture-missions-offered = Angebotene Missionen: behalte eine
teg-picture-your-cards = Erkundungskarten ({ $n }) · deine Abzeichen: { $badges }
teg-picture-card-badges = Abzeichen: { $badges }

## planets (names are proper names, the same in every language)
teg-planet-b01 = Jakks
teg-planet-b01-text = Erhalte 1 Kultur.
teg-planet-b02 = Vici-KS156
teg-planet-b02-text = Erhalte 1 Energie.
teg-planet-b03 = Drewkaiden
teg-planet-b03-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer Diplomatieleiste vor.
teg-planet-b04 = Leandra
teg-planet-b04-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer Wirtschaftsleiste vor.
teg-planet-b05 = Birkomius
teg-planet-b05-text = Einmal pro Zug, in deinem Zug: Jeder Rivale, der diesem Würfel folgt, gibt dir 1 Kultur.
teg-planet-b06 = Bisschop
teg-planet-b06-text = Einmal pro Zug, in deinem Zug: Jeder Rivale, der diesem Würfel folgt, gibt dir 1 Energie.
teg-planet-b07 = Tifnod
teg-planet-b07-text = Wirf ein Schiff eines Rivalen auf einer Diplomatieleiste 1 Feld zurück.
teg-planet-b08 = Vizcarra
teg-planet-b08-text = Wirf ein Schiff eines Rivalen auf einer Wirtschaftsleiste 1 Feld zurück.
teg-planet-b09 = MJ-120210
teg-planet-b09-text = Erhalte 2 Energie.
teg-planet-b10 = Helios
teg-planet-b10-text = Lege einen Planeten der Auslage ohne Schiffe unter den Stapel; decke einen neuen auf.
teg-planet-b11 = Mared
teg-planet-b11-text = Ist dein Imperium allein das niedrigste, baue es für 1 Rohstoff weniger aus.
teg-planet-b12 = Lureena
teg-planet-b12-text = Baue dein Imperium aus und bezahle mit Energie und Kultur beliebig gemischt.
teg-planet-b13 = Zalax
teg-planet-b13-text = Nur in deinem Zug: Würfle beliebige deiner unbenutzten Würfel neu.
teg-planet-b14 = Hoefker
teg-planet-b14-text = Zahle 1 Energie für 2 Kultur.
teg-planet-b15 = CLJ-0517
teg-planet-b15-text = Einmal pro Zug: Nimm einem Rivalen 1 Kultur.
teg-planet-b16 = La-Torres
teg-planet-b16-text = Einmal pro Zug: Nimm einem Rivalen 1 Energie.
teg-planet-b17 = Pembertonia-Major
teg-planet-b17-text = Tausche beliebig viel Kultur 1:1 in Energie.
teg-planet-b18 = Omicron Fenzi
teg-planet-b18-text = Tausche beliebig viel Energie 1:1 in Kultur.
teg-planet-b19 = Nagato
teg-planet-b19-text = Einmal pro Zug: Zahle 1 Kultur, um zwei verschiedene Schiffe nacheinander zu bewegen.
teg-planet-b20 = Padraigin-3110
teg-planet-b20-text = Zahle 2 Kultur: zweimal 1 Feld vor auf Diplomatieleisten.
teg-planet-b21 = Jorg
teg-planet-b21-text = Zahle 2 Kultur: Wirf ein Schiff eines Rivalen 2 Felder zurück.
teg-planet-b22 = Nakagawakozi
teg-planet-b22-text = Zahle 2 Energie: zweimal 1 Feld vor auf Wirtschaftsleisten.
teg-planet-b23 = Brumbaugh
teg-planet-b23-text = Zahle 2 Energie: Wirf zwei verschiedene Schiffe von Rivalen je 1 Feld zurück.
teg-planet-b24 = Umbra-Forum
teg-planet-b24-text = Nutze die Fähigkeit eines beliebigen Planeten der Auslage.
teg-planet-b25 = JAC-110912
teg-planet-b25-text = Erhalte 2 Kultur; jeder Rivale erhält 1 Kultur.
teg-planet-b26 = Gleam-Zanier
teg-planet-b26-text = Erhalte 2 Energie; jeder Rivale erhält 1 Energie.
teg-planet-b27 = Maia
teg-planet-b27-text = Nur in deinem Zug: Gib 2 unbenutzte Würfel ab für 2 Energie und 2 Kultur.
teg-planet-b28 = Andellouxian-6
teg-planet-b28-text = Rufe ein Schiff aus dem Orbit heim; erhalte so viel Energie oder Kultur, wie es Felder vorgerückt war.
teg-planet-b29 = Walsfeo
teg-planet-b29-text = Gib einem Rivalen 1 Kultur, um die Fähigkeit einer seiner Kolonien zu nutzen.
teg-planet-b30 = Sargus-36
teg-planet-b30-text = Gib einem Rivalen 1 Energie, um die Fähigkeit einer seiner Kolonien zu nutzen.
teg-planet-b31 = Zavodnick
teg-planet-b31-text = Einmal pro Zug: Führe eine beliebige Würfelaktion aus; jeder Rivale darf kostenlos folgen.
teg-planet-b32 = BSW-10-1
teg-planet-b32-text = Setze eines deiner Schiffe im Orbit 1 Feld zurück, dann ein anderes 1 Feld vor.
teg-planet-b33 = Aughmoore
teg-planet-b33-text = Erhalte 1 Kultur für jedes deiner Schiffe daheim.
teg-planet-b34 = Shouhua
teg-planet-b34-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer beliebigen Leiste vor.
teg-planet-b35 = Nibiru
teg-planet-b35-text = Nur in deinem Zug: Für den Rest des Zuges zahlen Rivalen 2 Kultur, um zu folgen.
teg-planet-b36 = Gort
teg-planet-b36-text = Versetze ein Schiff im Orbit auf dasselbe Feld der Leiste eines anderen Planeten.
teg-planet-b37 = Terra-Bettia
teg-planet-b37-text = Jeder Rivale rückt ein Schiff 1 Feld vor; dann rückst du ein Schiff 2 Felder vor.
teg-planet-b38 = K-Widow
teg-planet-b38-text = Wirf ein Schiff eines Rivalen auf einer beliebigen Leiste 1 Feld zurück.
teg-planet-b39 = Piedes
teg-planet-b39-text = Wiederhole die Aktion eines in diesem Zug schon aktivierten Würfels.
teg-planet-b40 = Gyore
teg-planet-b40-text = Nur in deinem Zug: Drehe einen unbenutzten Würfel auf eine beliebige Seite.
teg-planet-x01 = Calyx Minor
teg-planet-x01-text = Erhalte 1 Energie oder 1 Kultur.
teg-planet-x02 = Perrow
teg-planet-x02-text = Erhalte 1 Energie oder 1 Kultur.
teg-planet-x03 = Ossuary Drift
teg-planet-x03-text = Erhalte 1 Kultur, plus 1 je Schiff im Unerforschten Raum.
teg-planet-x04 = Tamsin Reach
teg-planet-x04-text = Zahle 1 Kultur für 2 Energie.
teg-planet-x05 = Vell
teg-planet-x05-text = Zahle 1 Kultur: Rücke ein Schiff im Orbit 1 Feld auf einer beliebigen Leiste vor.
teg-planet-x06 = Quillon
teg-planet-x06-text = Nimm eine offene Erkundungskarte und handle sie ab.
teg-planet-x07 = Marrow Gate
teg-planet-x07-text = Zahle 1 Energie: Wirf ein Schiff eines Rivalen 1 Feld zurück.
teg-planet-x08 = Hesper
teg-planet-x08-text = Erhalte 1 Energie und 1 Kultur.
teg-planet-x09 = Ondine
teg-planet-x09-text = Bewege kostenlos ein Schiff.
teg-planet-x10 = Caddis
teg-planet-x10-text = Erhalte 2 Energie oder 2 Kultur.
teg-planet-x11 = Nocturne
teg-planet-x11-text = Erhalte 1 Energie für jedes deiner Schiffe außer Haus.
teg-planet-x12 = Brightwater
teg-planet-x12-text = Zahle 1 Energie: zweimal 1 Feld vor auf beliebigen Leisten.

## secret missions
teg-mission-m01 = Sucher
teg-mission-m01-text = Am Ende die meiste Kultur.
teg-mission-m02 = Lader
teg-mission-m02-text = Am Ende die meiste Energie.
teg-mission-m03 = Eroberer
teg-mission-m03-text = Die meisten kolonisierten Planeten.
teg-mission-m04 = Einsiedler
teg-mission-m04-text = Die wenigsten kolonisierten Planeten.
teg-mission-m05 = Adliger
teg-mission-m05-text = Die meisten Kolonien mit Diplomatieleiste.
teg-mission-m06 = Händler
teg-mission-m06-text = Die meisten Kolonien mit Wirtschaftsleiste.
teg-mission-m07 = Ausgleicher
teg-mission-m07-text = Gleich viele Diplomatie- wie Wirtschaftskolonien (je mindestens eine).
teg-mission-m08 = Ältester
teg-mission-m08-text = Du löst das Spielende aus.
teg-mission-m09 = Hamsterer
teg-mission-m09-text = Am Ende mindestens 3 Energie und 3 Kultur.
teg-mission-m10 = Industrieller
teg-mission-m10-text = Dein Imperium auf der höchsten Stufe.
teg-mission-m11 = Heimkehrer
teg-mission-m11-text = Am Ende alle deine Schiffe daheim.
teg-mission-m12 = Entdecker
teg-mission-m12-text = Am Ende keines deiner Schiffe daheim.
teg-mission-m13 = Staffelführer
teg-mission-m13-text = Die meisten Pilotenkarten.
teg-mission-m14 = Kartograf
teg-mission-m14-text = Die meisten Erkundungskarten.
teg-mission-m15 = Überlebender
teg-mission-m15-text = Mindestens 2 Gefahrenkarten.
teg-mission-m16 = Sterngucker
teg-mission-m16-text = Mindestens 2 Zwergplaneten.
teg-mission-m17 = Voller Hangar
teg-mission-m17-text = Spezialschiffe von mindestens 3 Typen.
teg-mission-m18 = Sammler
teg-mission-m18-text = Mindestens ein Abzeichen jeder der 4 Sorten.
teg-mission-m19 = Tiefer Raum
teg-mission-m19-text = Am Ende mindestens 2 Schiffe im Unerforschten Raum.
teg-mission-m20 = Grenzland
teg-mission-m20-text = Mindestens 2 Kolonien, die Energie oder Kultur erzeugen.

## Beyond the Black: Advanced Ships (proper names), badges, pilots (names are people's), exploration cards
teg-ship-aurora = Aurora
teg-ship-intrepid = Intrepid
teg-ship-ambition = Ambition
teg-ship-nexus = Nexus
teg-badge-comet = Komet
teg-badge-nebula = Nebel
teg-badge-relic = Relikt
teg-badge-signal = Signal
teg-pilot-p01 = Vesna Kade
teg-pilot-p01-text = Wenn du Energie erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p02 = Orrin Tal
teg-pilot-p02-text = Wenn du Energie erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p03 = Mira Solwyn
teg-pilot-p03-text = Wenn du Energie erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p04 = Dax Hollow
teg-pilot-p04-text = Wenn du Kultur erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p05 = Ketti Vau
teg-pilot-p05-text = Wenn du Kultur erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p06 = Bram Oduya
teg-pilot-p06-text = Wenn du Kultur erwirbst, zählt dieses Schiff doppelt.
teg-pilot-p07 = Sel Marrik
teg-pilot-p07-text = Immer wenn dieses Schiff auf einem Planeten landet, erhalte 1 Energie.
teg-pilot-p08 = Juno Pell
teg-pilot-p08-text = Immer wenn dieses Schiff auf einem Planeten landet, erhalte 1 Energie.
teg-pilot-p09 = Tavi Renn
teg-pilot-p09-text = Immer wenn dieses Schiff auf einem Planeten landet, erhalte 1 Kultur.
teg-pilot-p10 = Ysolde Crane
teg-pilot-p10-text = Immer wenn dieses Schiff auf einem Planeten landet, erhalte 1 Kultur.
teg-pilot-p11 = Hakon Brask
teg-pilot-p11-text = Dieses Schiff beginnt im Orbit auf dem ersten Feld der Leiste.
teg-pilot-p12 = Pim Atterly
teg-pilot-p12-text = Dieses Schiff beginnt im Orbit auf dem ersten Feld der Leiste.
teg-pilot-p13 = Quenna Rho
teg-pilot-p13-text = Wenn dieses Schiff einen Planeten kolonisiert, erhalte 2 Energie.
teg-pilot-p14 = Lio Farrant
teg-pilot-p14-text = Wenn dieses Schiff einen Planeten kolonisiert, erhalte 2 Energie.
teg-pilot-p15 = Nadja Okon
teg-pilot-p15-text = Wenn dieses Schiff einen Planeten kolonisiert, erhalte 2 Kultur.
teg-pilot-p16 = Rafe Tolliver
teg-pilot-p16-text = Wenn dieses Schiff einen Planeten kolonisiert, erhalte 2 Kultur.
teg-pilot-p17 = Suri Vance
teg-pilot-p17-text = Rivalen können dieses Schiff nicht zurückwerfen.
teg-pilot-p18 = Edda Norn
teg-pilot-p18-text = Rivalen können dieses Schiff nicht zurückwerfen.
teg-pilot-p19 = Cass Ibarra
teg-pilot-p19-text = Immer wenn dieses Schiff auf einer Kolonieleiste vorrückt, erhalte 1 Energie.
teg-pilot-p20 = Toma Liesk
teg-pilot-p20-text = Immer wenn dieses Schiff auf einer Kolonieleiste vorrückt, erhalte 1 Kultur.
teg-pilot-p21 = Wren Halloway
teg-pilot-p21-text = Dieses Schiff rückt mit Diplomatie oder Wirtschaft vor, egal welche Leiste.
teg-pilot-p22 = Ilse Marquand
teg-pilot-p22-text = Dieses Schiff rückt mit Diplomatie oder Wirtschaft vor, egal welche Leiste.
teg-pilot-p23 = Obi Stratton
teg-pilot-p23-text = Gefahrenleisten 1 Feld kürzer; nimmt es eine Gefahr: +1 Energie.
teg-pilot-p24 = Fenna Doyle
teg-pilot-p24-text = Gefahrenleisten 1 Feld kürzer; nimmt es eine Gefahr: +1 Energie.
teg-pilot-p25 = Gus Arkwright
teg-pilot-p25-text = Im Unerforschten Raum erwirbt dieses Schiff 2 Kultur statt 1.
teg-pilot-p26 = Hale Sunder
teg-pilot-p26-text = Im Unerforschten Raum erwirbt dieses Schiff 2 Kultur statt 1.
teg-pilot-p27 = Ama Kestrel
teg-pilot-p27-text = Immer wenn dieses Schiff sich bewegt, erhalte 1 Energie.
teg-pilot-p28 = Rook Delacroix
teg-pilot-p28-text = Immer wenn dieses Schiff sich bewegt, erhalte 1 Kultur.
teg-pilot-p29 = Zia Moravec
teg-pilot-p29-text = Wenn dieses Schiff eine Entdeckung nimmt, erhalte 1 Kultur.
teg-pilot-p30 = Nico Barrow
teg-pilot-p30-text = Wenn eine Kolonisierung dieses Schiff heimschickt, erhalte 2 Energie.
teg-xcard-e01 = Ionenquelle
teg-xcard-e01-text = Erhalte 2 Energie.
teg-xcard-e02 = Sonnenblüte
teg-xcard-e02-text = Erhalte 2 Energie.
teg-xcard-e03 = Geladenes Riff
teg-xcard-e03-text = Erhalte 2 Energie.
teg-xcard-e04 = Singende Ruinen
teg-xcard-e04-text = Erhalte 2 Kultur.
teg-xcard-e05 = Verlorenes Archiv
teg-xcard-e05-text = Erhalte 2 Kultur.
teg-xcard-e06 = Sternenchor
teg-xcard-e06-text = Erhalte 2 Kultur.
teg-xcard-e07 = Stiller Hafen
teg-xcard-e07-text = Erhalte 1 Energie und 1 Kultur.
teg-xcard-e08 = Handelsboje
teg-xcard-e08-text = Erhalte 1 Energie und 1 Kultur.
teg-xcard-e09 = Zwergplanet Ceto
teg-xcard-e09-text = Ein Zwergplanet: Punkte während des Spiels.
teg-xcard-e10 = Zwergplanet Nyx
teg-xcard-e10-text = Ein Zwergplanet: Punkte während des Spiels.
teg-xcard-e11 = Zwergplanet Oru
teg-xcard-e11-text = Ein Zwergplanet: Punkte während des Spiels.
teg-xcard-e12 = Zwergplanet Pell
teg-xcard-e12-text = Ein Zwergplanet: Punkte während des Spiels.
teg-xcard-e13 = Windschatten
teg-xcard-e13-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer beliebigen Leiste vor.
teg-xcard-e14 = Schwerkraftschleuder
teg-xcard-e14-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer beliebigen Leiste vor.
teg-xcard-e15 = Warpstrudel
teg-xcard-e15-text = Rücke eines deiner Schiffe im Orbit 1 Feld auf einer beliebigen Leiste vor.
teg-xcard-e16 = Gewölbe der Vorläufer
teg-xcard-e16-text = Reiche Daten: zwei Abzeichen.
teg-xcard-e17 = Treibende Sonde
teg-xcard-e17-text = Reiche Daten: zwei Abzeichen.
teg-xcard-e18 = Datenspeicher
teg-xcard-e18-text = Reiche Daten: zwei Abzeichen.
teg-xcard-e19 = Sonneneruption
teg-xcard-e19-text = Verliere 2 Energie.
teg-xcard-e20 = Energieleck
teg-xcard-e20-text = Verliere 2 Energie.
teg-xcard-e21 = Meuterei
teg-xcard-e21-text = Verliere 2 Kultur.
teg-xcard-e22 = Leerenwahn
teg-xcard-e22-text = Verliere 2 Kultur.
teg-xcard-e23 = Asteroidenlabyrinth
teg-xcard-e23-text = Dein Schiff steckt auf einer Gefahrenleiste mit 2 Feldern fest.
teg-xcard-e24 = Ionensturm
teg-xcard-e24-text = Dein Schiff steckt auf einer Gefahrenleiste mit 2 Feldern fest.
teg-xcard-e25 = Schwerkraftsenke
teg-xcard-e25-text = Dein Schiff steckt auf einer Gefahrenleiste mit 2 Feldern fest.
teg-xcard-e26 = Schwarzer Nebel
teg-xcard-e26-text = Verliere 1 Energie. Dein Schiff steckt auf einer Gefahrenleiste mit 3 Feldern fest.
teg-xcard-e27 = Piratenhinterhalt
teg-xcard-e27-text = Verliere 1 Energie. Dein Schiff steckt auf einer Gefahrenleiste mit 3 Feldern fest.
teg-xcard-e28 = Wurmlochdrift
teg-xcard-e28-text = Verliere 1 Energie. Dein Schiff steckt auf einer Gefahrenleiste mit 3 Feldern fest.
teg-xcard-e29 = Hüllenbruch
teg-xcard-e29-text = Verliere 1 Kultur; dein Schiff schleppt sich heim.
teg-xcard-e30 = Weltraumkalmar
teg-xcard-e30-text = Verliere 1 Kultur; dein Schiff schleppt sich heim.

## solo: the Rogue galaxies (proper names)
teg-roguename-artemis = Artemis
teg-roguename-rothkel = Rothkel
teg-roguename-zendica = Zendica
teg-roguename-hades = Hades
teg-roguename-gamelyn = Gamelyn

# Der Titel des Spiels, wie er auf Deutsch erschienen ist (überall, wo das Spiel genannt wird).
teg-title = Tiny Epic Galaxies

# Die Tischoptionen, wie Spieler sie tippen (Name, dann jeder Wert); die englischen Namen gelten weiter.
teg-option-name-expansion = erweiterung
teg-option-value-expansion-off = aus
teg-option-value-expansion-on = an
teg-option-name-rogue = gegner
teg-option-value-rogue-artemis = artemis
teg-option-value-rogue-rothkel = rothkel
teg-option-value-rogue-zendica = zendica
teg-option-value-rogue-hades = hades
teg-option-value-rogue-gamelyn = gamelyn
teg-option-name-goal = ziel
teg-option-value-goal-21 = 21
teg-option-value-goal-15 = 15
