# Die Worte des Bots, auf Deutsch. Schlüssel beginnen mit bot-; Parameter heißen { $name }.

bot-unknown-game = Es gibt kein Spiel namens `{ $name }`. Spiele: { $known }.
bot-unknown-topic = { $game } hat kein Regelthema `{ $topic }`. Themen: { $topics }.
bot-no-such-table = Tisch Nr. { $game_id } gibt es nicht.
bot-no-table-here = Nenne einen Tisch mit `table:` oder nutze diesen Befehl im Thread einer Partie.
bot-already-seated = Du sitzt schon an Tisch Nr. { $game_id }.
bot-table-full = Tisch Nr. { $game_id } ist voll ({ $seats ->
        [one] 1 Platz
       *[other] { $seats } Plätze
    }).
bot-not-in-lobby = Tisch Nr. { $game_id } nimmt keine Mitspieler mehr auf.
bot-not-seated = Du spielst nicht an Tisch Nr. { $game_id }.
bot-host-only = Nur der Gastgeber, { $host }, darf das an Tisch Nr. { $game_id }.
bot-too-few = { $span ->
        [fixed] { $game } braucht genau { $max ->
            [one] 1 Spieler
           *[other] { $max } Spieler
        }; an Tisch Nr. { $game_id } { $seats ->
            [one] sitzt 1
           *[other] sitzen { $seats }
        }.
       *[other] { $game } braucht { $min } bis { $max } Spieler; an Tisch Nr. { $game_id } { $seats ->
            [one] sitzt 1
           *[other] sitzen { $seats }
        }.
    }
bot-not-running = An Tisch Nr. { $game_id } wird gerade nicht gespielt ({ $status }).
bot-rematch-exists = Tisch Nr. { $game_id } hat schon seine Revanche: Tisch Nr. { $rematch_id }. Tritt über dessen Knopf bei oder mit `/orrery join table:{ $rematch_id }`.
bot-not-over = An Tisch Nr. { $game_id } wird noch gespielt; eine Revanche kann beginnen, sobald die Partie vorbei ist.
bot-not-your-turn = An Tisch Nr. { $game_id } bist du gerade nicht am Zug.
bot-stale = Dieser Knopf ist veraltet: Seine Entscheidung ist vorbei und Tisch Nr. { $game_id } ist weiter. Mit `/orrery board` siehst du ihn jetzt.
bot-moved-on = Tisch Nr. { $game_id } ging weiter, während du gewählt hast; nichts wurde geändert. Bitte wähle neu.
bot-illegal = Nicht erlaubt: { $reason }
bot-bad-option-text = `{ $text }` gehört nicht zu deinen Möglichkeiten. Tippe nach `option:`, um sie zu sehen.
bot-bad-setting = { $reason }
bot-db-busy = Die Aufzeichnungen des Tisches sind belegt; nichts wurde geändert. Bitte versuche es gleich noch einmal.
bot-host-cannot-leave = Der Gastgeber kann nicht gehen; schließe Tisch Nr. { $game_id } mit `/orrery cancel`.
bot-bad-options-text = Schreibe Tischoptionen als `name=wert`, durch Leerzeichen getrennt (nicht `{ $text }`).
bot-bad-hours = Der Zugtimer muss zwischen 0 (keiner) und 720 Stunden liegen.
bot-bad-policy = Für den Ablauf des Zugtimers wähle „{ bot-choice-wait }“, „{ bot-choice-auto }“ oder „{ bot-choice-ai }“ (nicht „{ $value }“).
bot-bad-react-hours = Das Reaktionsfenster muss über 0 und höchstens { $most } Stunden lang sein.
bot-bad-standing = Gib eine Daueranweisung als `art=anweisung` an (tippe nach `standing:`, um sie zu sehen).
bot-bad-ai-level = Die KI-Stufe muss leicht, mittel oder schwer sein.
bot-unknown-control = Dieser Knopf oder dieses Menü stammt nicht von mir (vielleicht von einer älteren Version); nichts wurde geändert. Mit `/orrery mine` findest du deine Tische.
bot-something-broke = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Bitte versuche es noch einmal.
bot-lobby =
    {"**"}{ $game }**, Tisch Nr. { $game_id }. Gastgeber: { $host }. Plätze: { $seats }.
    { $joined }
    Zugtimer: { $hours }; wenn er abläuft: { $policy }.
bot-lobby-joined = Dabei: { $names }
bot-lobby-options = Optionen: { $options } (was sie bedeuten: `/orrery rules { $game_id }`)
bot-lobby-open-seats = { $n } von { $max }
bot-lobby-range = { $span ->
        [fixed] { $max }
       *[other] { $min } bis { $max }
    }
bot-opened = Tisch Nr. { $game_id } ist offen: Beitreten über seinen Knopf oder mit `/orrery join table:{ $game_id }`.
bot-joined = Du bist Tisch Nr. { $game_id } beigetreten ({ $game }).
bot-left = Du hast Tisch Nr. { $game_id } verlassen.
bot-leave-running = Tisch Nr. { $game_id } hat schon begonnen: `/orrery leave` gilt nur vor dem Start. Um ein laufendes Spiel zu verlassen, nutze `/orrery resign` (dein Platz wird dann automatisch weitergespielt).
bot-cancelled = Tisch Nr. { $game_id } wurde von seinem Gastgeber abgesagt.
bot-ai-added = Eine KI ({ $level ->
        [easy] leicht
        [hard] schwer
       *[other] mittel
    }) hat an Tisch Nr. { $game_id } Platz genommen.
bot-started = Die Partie an Tisch Nr. { $game_id } beginnt: { $names }. Viel Glück!
bot-lobby-started = **{ $game }** an Tisch Nr. { $game_id } beginnt: { $names }. Gespielt wird in { $link }.
bot-thread-name = { $game } Nr. { $game_id }
bot-thread-reopened = Der Thread von Tisch Nr. { $game_id } wurde gelöscht, deshalb geht das Spiel hier weiter.
bot-policy-wait = es wird gewartet
bot-policy-auto = die Standardwahl wird gespielt
bot-policy-ai = eine KI spielt, bis der Spieler zurück ist
bot-no-timer = keiner
bot-hours = { $hours } h
bot-board-caption = **{ $game }** Nr. { $game_id } · Zug { $version }. { $status }
bot-waiting-for = Wir warten auf { $who }.
bot-your-turn-dm = **{ $game }** Nr. { $game_id }: Du bist dran. { $prompt }
bot-reaction-dm = **{ $game }** Nr. { $game_id }: Du kannst reagieren. { $prompt } (bis spätestens { $until }; danach: { $default })
bot-waiting-reaction = Wir warten auf die Antwort von { $who }, bis spätestens { $until }.
bot-in-turn-dm = **{ $game }** Nr. { $game_id }, im Zug von { $owner }: { $prompt }
bot-ahead-void-dm = **{ $game }** Nr. { $game_id }: Die Antworten haben geändert, was du tun kannst, deshalb wurde dein vorab gewählter Schritt nicht gespielt. { $prompt }
bot-ahead-panel =
    { $who } kann noch antworten (bis spätestens { $until }). Du kannst deinen nächsten Schritt schon jetzt wählen: Er wird gespielt, sobald alle geantwortet haben.
    {"**"}Als Nächstes:** { $prompt }
bot-ahead-chosen = Notiert: { $label }. Das wird gespielt, sobald { $who } geantwortet hat (bis spätestens { $until }); bis dahin kannst du es hier noch ändern.
bot-machine-ahead = vorab gewählt
bot-private-update-dm = **{ $game }** Nr. { $game_id }: Deine Hand hat sich geändert (unten).
bot-game-over-players = Danke fürs Spielen, { $who }!
bot-board-link = Spielplan: { $link }
bot-thread-link = Thread: { $link }
bot-panel-foot = -# { $game } Nr. { $game_id }
bot-done-next =
    Erledigt: { $label }.
    {"**"}Als Nächstes:** { $prompt }
bot-your-move = **Dein Zug:** { $prompt }
bot-decide-here = { $prompt }
bot-too-many-options =
    { $prompt }
    Es gibt { $n } Möglichkeiten: Nutze `/orrery move` und tippe, um eine zu wählen.
bot-moved = Erledigt: { $label }.
bot-game-over = Die Partie ist vorbei. { $result }
bot-winners = Sieg: { $names }.
bot-draw = Unentschieden.
bot-reason = ({ $reason })
bot-resigned = { $name } hat an Tisch Nr. { $game_id } aufgegeben.
bot-resigned-two = { $name } hat aufgegeben; { $winner } gewinnt an Tisch Nr. { $game_id }.
bot-dms-closed-notice = { $mention }, ich kann dir keine Direktnachrichten schicken: Nutze hier `/orrery hand`, um deine private Sicht zu sehen (nur du siehst sie).
bot-reminder-half = Erinnerung: Tisch Nr. { $game_id } ({ $game }) wartet auf dich. Die Hälfte deiner { $hours } Stunden ist um.
bot-reminder-hour = Tisch Nr. { $game_id } ({ $game }) wartet auf dich: noch eine Stunde auf dem Timer.
bot-timeout-auto = Die Zeit von { $name } an Tisch Nr. { $game_id } ist abgelaufen; die Standardwahl wird gespielt, bis { $name } zurück ist.
bot-timeout-ai = Die Zeit von { $name } an Tisch Nr. { $game_id } ist abgelaufen; eine KI spielt, bis { $name } zurück ist.
bot-timeout-wait = Die Zeit von { $name } an Tisch Nr. { $game_id } ist abgelaufen; der Tisch wartet weiter.
bot-back = Willkommen zurück, { $name }: Du spielst an Tisch Nr. { $game_id } wieder selbst.
bot-machine-moved = { $name } ({ $who }) hat gewählt: { $label }
bot-machine-moved-secret = { $name } ({ $who }) hat gewählt.
bot-seat-resigned = der Platz von { $seat } (automatisch gespielt, seit { $seat } aufgegeben hat)
bot-solo-lost = Gegen das Spiel verloren.
bot-opening-hand-dm = **{ $game }** Nr. { $game_id }: deine Starthand (unten).
bot-machine-moved-plain = { $name } hat gewählt: { $label }
bot-machine-moved-secret-plain = { $name } hat gewählt.
bot-machine-ai = KI
bot-machine-auto = Automatik
bot-machine-window = keine Antwort rechtzeitig, also die sichere Wahl
bot-machine-standing = Daueranweisung
bot-none = keine
bot-no-such-reaction = { $game } hat keine Reaktionsentscheidung `{ $kind }` (möglich sind { $known }).
bot-no-such-order = `{ $order }` ist keine Daueranweisung für „{ $title }“; möglich sind { $orders }.
bot-reaction-choice = „{ $title }“ (`{ $kind }`)
bot-order-choice = „{ $label }“ (`{ $kind }={ $order }`)
bot-nothing-private = Du hast an Tisch Nr. { $game_id } nichts Verdecktes.
bot-no-log = An Tisch Nr. { $game_id } ist noch nichts geschehen.
bot-mine-none = Du sitzt an keinem Tisch. Eröffne einen mit `/orrery new`.
bot-mine-line = Nr. { $game_id } { $game } · { $status } · { $where }
bot-mine-your-turn = du bist dran
bot-mine-waiting = wartet auf andere
bot-settings-now = Tisch Nr. { $game_id }: Zugtimer { $hours }; wenn er abläuft: { $policy }.
bot-settings-react = Antworten im Zug eines anderen Spielers (etwa einem Würfel folgen) warten { $hours } Stunden, dann wird die sichere Wahl gespielt.
bot-settings-standing = Deine Daueranweisung für „{ $title }“: { $order }.
bot-standing-button = Ab jetzt: { $label }
bot-standing-set = Daueranweisung an Tisch Nr. { $game_id } für „{ $title }“: { $order }.
bot-arg-react-hours = Stunden, die eine Antwort im Zug eines anderen wartet, bevor die sichere Wahl kommt
bot-arg-standing = Deine Daueranweisung für Antworten im Zug anderer (z. B. einem Würfel folgen)
bot-rules-header =
    {"**"}{ $game }** ({ $span ->
        [fixed] { $max } Spieler
       *[other] { $min } bis { $max } Spieler
    })
    { $summary }

    { $rules }

    Mehr: `/orrery rules` mit einem Thema: { $topics }
bot-rules-section =
    {"**"}{ $game }: { $title }**
    { $text }

    Weitere Themen: { $topics }
bot-button-decide = Wählen…
bot-button-hand = Meine Hand
bot-button-full-board = Ganzer Spielplan
bot-button-join = Beitreten
bot-button-start = Starten
bot-button-rematch = Revanche
bot-button-resign = Ja, aufgeben
bot-select-placeholder = Wählen ({ $first } bis { $last })
bot-status-lobby = wartet auf Mitspieler
bot-status-running = läuft
bot-status-finished = beendet
bot-status-cancelled = abgesagt
bot-replay-not-finished = Tisch Nr. { $game_id } ist noch nicht beendet: Eine Wiederholung zeigt nur beendete Partien.
bot-replay-broken = Tisch Nr. { $game_id } lässt sich nicht wiederholen: { $reason }
bot-replay-refused = Aktion Nr. { $action } wird jetzt abgelehnt: { $why }
bot-replay-caption = Wiederholung von { $game }, Tisch Nr. { $game_id }: { $frames ->
        [one] 1 Spielplan
       *[other] { $frames } Spielpläne
    }, einer pro Zug.
bot-replay-step = { $game }, Tisch Nr. { $game_id }: Spielplan { $n } von { $total }.
bot-no-ratings = Auf diesem Server gibt es noch keine gewerteten Partien von { $game }.
bot-no-stats = { $name } hat hier noch keine Partie beendet.
bot-no-history = { $name } hat hier noch keinen Tisch beendet.
bot-stats-title = **{ $name }**: { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }, { $wins } gewonnen.
bot-stats-line = { $game }: Wertung { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }), { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }, { $wins } gewonnen{ $provisional }
bot-provisional = {" "}(vorläufig)
bot-stats-best = Bestes Spiel: { $game }.
bot-stats-recent = Zuletzt: { $results }
bot-leaderboard-title = { $game }: die Besten dieses Servers (Wertung = μ − 3σ)
bot-the-game-short = das Spiel ({ $players } Sp.)
bot-the-game-note = „Das Spiel“ ist { $game } selbst, als Gegner bewertet, getrennt nach Spielerzahl; hier angetreten bei { $counts } Spielern.
bot-history-line = Nr. { $game_id } { $game }, { $date }: { $result }
bot-history-place = Rang { $place } von { $of }
bot-button-replay = Wiederholung Nr. { $game_id }
bot-cmd-group = Weltraum-Brettspiele auf diesem Server, in deinem eigenen Tempo.
bot-cmd-new = Einen neuen Tisch eröffnen; andere treten per Knopf oder /orrery join bei.
bot-cmd-join = An einem Tisch Platz nehmen, der noch nicht begonnen hat.
bot-cmd-leave = Deinen Platz an einem Tisch aufgeben, der noch nicht begonnen hat.
bot-cmd-start = Deinen Tisch starten (nur Gastgeber), sobald genug Spieler sitzen.
bot-cmd-cancel = Deinen Tisch schließen (nur Gastgeber).
bot-cmd-ai = Eine KI an deinen Tisch setzen (nur Gastgeber).
bot-cmd-move = Deine Wahl an einem Tisch treffen; tippe, um deine Möglichkeiten zu sehen.
bot-cmd-board = Das Spielplanbild eines Tisches zeigen.
bot-cmd-hand = Deine private Sicht eines Tisches (Hand, Rolle), nur für dich.
bot-cmd-log = Nachlesen, was zuletzt an einem Tisch geschah, auch was nur du wissen darfst.
bot-cmd-mine = Deine Tische auflisten, mit Links.
bot-cmd-rules = Wie ein Spiel geht, in Kürze.
bot-cmd-resign = Eine laufende Partie verlassen; dein Platz spielt automatisch weiter.
bot-cmd-rematch = Nach einer beendeten Partie einen neuen Tisch für dieselben Spieler eröffnen.
bot-cmd-settings = Timer eines Tisches, deine Daueranweisungen und deine Sprache sehen oder ändern.
bot-cmd-stats = Gespielte und gewonnene Partien und Wertungen, von dir oder anderen hier.
bot-cmd-leaderboard = Die am besten gewerteten Spieler eines Spiels auf diesem Server.
bot-cmd-history = Beendete Tische von dir oder anderen, mit Ergebnissen und Wiederholungen.
bot-cmd-replay = Einen beendeten Tisch Zug für Zug noch einmal ansehen.
bot-arg-user = Wessen (leer: deine)
bot-arg-game = Welches Spiel
bot-arg-topic = Welcher Teil der Regeln (leer: Überblick)
bot-arg-table = Tischnummer (leer im Thread einer Partie)
bot-arg-players = Von selbst starten, sobald so viele beigetreten sind
bot-arg-options = Spieloptionen als name=wert, z. B. aufbau=frei
bot-arg-turn-hours = Stunden pro Entscheidung für jeden Spieler (0: kein Timer)
bot-arg-on-timeout = Was passiert, wenn der Timer abläuft
bot-arg-option = Deine Wahl
bot-arg-level = Wie stark die KI spielt
bot-in-server-only = Nutze das in einem Kanal eines Servers, nicht in Direktnachrichten.
bot-missing-permissions = Ich kann in diesem Kanal keine Tische führen: Mir fehlt hier { $missing }. Bitte jemanden, der den Server verwaltet, mir das hier zu erlauben, und versuche es dann erneut.
bot-perm-view-channel = Kanal ansehen
bot-perm-send-messages = Nachrichten senden
bot-perm-send-messages-in-threads = Nachrichten in Threads senden
bot-perm-create-public-threads = Öffentliche Threads erstellen
bot-perm-embed-links = Links einbetten
bot-perm-attach-files = Dateien anhängen
bot-perm-read-message-history = Nachrichtenverlauf anzeigen
bot-mine-link = in { $link }
bot-mine-lobby = Warteraum
bot-mod-done = Erledigt: { $detail }
bot-mod-done-replace = Erledigt: Platz { $seat } an Tisch Nr. { $game_id } gehört jetzt { $name }.
bot-bad-snowflake = Gib eine Rolle oder einen Kanal per Erwähnung (oder per ID) an, nicht `{ $text }`.
bot-settings-same-channel = der Kanal, in dem /orrery new benutzt wird
bot-all-games = alle
bot-no-limit = unbegrenzt
bot-mods-only = Das dürfen nur die Moderatoren dieses Servers (Server verwalten oder die Moderatorenrolle).
bot-openers-only = Auf diesem Server dürfen nur Mitglieder mit der Eröffnungsrolle Tische eröffnen.
bot-open-in-server = Auf diesem Server dürfen nur Mitglieder mit der Eröffnungsrolle Tische eröffnen: Frag im Server danach, nicht per Direktnachricht.
bot-channel-unusable = In { $channel } kann ich keinen Tisch eröffnen: Es muss ein Textkanal dieses Servers sein, in dem ich schreiben darf. Es wurde nichts geändert.
bot-game-not-offered = Dieser Server bietet `{ $name }` nicht an. Angeboten: { $offered }.
bot-too-many-open = Du führst schon { $limit } offene Tische auf diesem Server, seine Grenze; beende oder schließe erst einen.
bot-already-paused = Tisch Nr. { $game_id } ist schon pausiert.
bot-not-paused = Tisch Nr. { $game_id } ist nicht pausiert.
bot-table-paused = Tisch Nr. { $game_id } ist von der Moderation pausiert; Züge warten, bis es weitergeht.
bot-replace-whom = Nenne für den Platz entweder ein Mitglied (`member:`) oder eine KI-Stufe (`ai:`), nicht beides.
bot-no-such-seat = Tisch Nr. { $game_id } hat die Plätze 1 bis { $seats }.
bot-already-playing = { $name } spielt schon an Tisch Nr. { $game_id }.
bot-bad-limit = Die Grenze offener Tische pro Mitglied muss zwischen 1 und { $most } liegen.
bot-bad-days = Tageszahlen müssen zwischen 0 (1 für festgefahrene Tische) und { $most } liegen.
bot-mod-said = Moderator { $name }: { $detail }
bot-mod-paused = Tisch Nr. { $game_id } ist pausiert; Züge und Timer warten, bis es weitergeht.
bot-mod-resumed = Tisch Nr. { $game_id } geht weiter; die Timer laufen dort weiter, wo sie standen.
bot-mod-cancelled = Tisch Nr. { $game_id } ist abgesagt.
bot-mod-replaced = Platz { $seat } an Tisch Nr. { $game_id } geht von { $old } an { $new }.
bot-mod-replaced-ai = Platz { $seat } an Tisch Nr. { $game_id } geht von { $old } an eine KI ({ $level ->
        [easy] leicht
        [hard] schwer
       *[other] mittel
    }).
bot-mod-settings = Servereinstellungen geändert: { $changes }.
bot-seat-given-dm = **{ $game }** Nr. { $game_id }: Die Moderation hat dir einen Platz an diesem Tisch gegeben. Deine private Sicht:
bot-audit-line = { $when } · { $actor } · { $detail }
bot-audit-none = Auf diesem Server hat die Moderation noch nichts getan.
bot-admin-none = Auf diesem Server ist kein Tisch offen.
bot-admin-line = Nr. { $game_id } { $game } · { $status }{ $flags } · { $waited }
bot-admin-waited = wartet seit { $days } auf { $names }
bot-admin-not-waiting = wartet auf Mitspieler
bot-admin-paused = {" "}· pausiert
bot-admin-stalled = {" "}· festgefahren
bot-stalled = An Tisch Nr. { $game_id } hat sich seit { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    } nichts bewegt (wir warten auf { $names }); die Moderation dieses Servers wurde informiert. Ich sage das nicht noch einmal.
bot-settings-server = Servereinstellungen: Moderatorenrolle { $mod_role }; Tische öffnen in { $channel }; Zugtimer { $hours }; wenn er abläuft: { $policy }; Spiele { $games }; Tische eröffnen darf { $openers }; Sprache { $language }; offene Tische pro Mitglied { $max_open }; Abwesenheitstage pro Jahr { $away_days }; festgefahren nach { $stall_days } Tagen. Änderungen gelten ab dem nächsten Tisch.
bot-everyone = alle
bot-default = Standard
bot-cmd-admin = Moderation: Ordnung unter den Tischen dieses Servers halten.
bot-cmd-admin-tables = Alle offenen Tische dieses Servers: wie lange sie warten und auf wen.
bot-cmd-admin-pause = Einen Tisch pausieren: Züge warten, seine Timer stehen still.
bot-cmd-admin-resume = Einen pausierten Tisch fortsetzen; seine Timer laufen weiter.
bot-cmd-admin-cancel = Irgendeinen Tisch dieses Servers absagen.
bot-cmd-admin-replace = Einen Platz einem anderen Mitglied oder einer KI geben.
bot-cmd-admin-log = Was die Moderation dieses Servers getan hat, Neuestes zuletzt.
bot-cmd-admin-settings = Die Einstellungen dieses Servers für neue Tische sehen oder ändern.
bot-arg-seat = Platznummer (1 ist der erste Spieler)
bot-arg-member = Das Mitglied, das den Platz übernimmt
bot-arg-ai = Oder: eine KI dieser Stufe übernimmt den Platz
bot-arg-mod-role = Rolle, deren Mitglieder moderieren (neben Server verwalten)
bot-arg-channel = Kanal, in dem neue Tische ihren Thread öffnen
bot-arg-games = Angebotene Spiele, durch Leerzeichen getrennt (`alle` für alle Spiele)
bot-arg-opener-role = Nur diese Rolle darf Tische eröffnen (leer: alle)
bot-arg-language = Sprache neuer Tische, z. B. en, de, fr
bot-arg-max-open = Höchstzahl offener Tische pro Mitglied
bot-arg-away-days = Tage pro Jahr, an denen die Timer eines abwesenden Spielers ruhen dürfen
bot-arg-stall-days = Tage ohne Zug, nach denen ein Tisch als festgefahren gilt
bot-arg-reset = Eine Einstellung auf ihren Standard zurücksetzen
bot-bad-away-days = Sag, wie viele Tage du weg bist: 1 bis { $most }.
bot-bad-away-mode = Wähle, was deine Tische tun, während du weg bist: „{ bot-choice-pause }“ (Timer ruhen), „{ bot-choice-ai }“ oder „{ bot-choice-auto }“ (Standardwahl).
bot-already-away = Du bist schon bis { $until } weg; nutze zuerst `/orrery back`, um das zu ändern.
bot-not-away = Du bist nicht abwesend.
bot-away-cap = Dieser Server erlaubt { $cap } Tage pro Jahr mit ruhenden Timern; dir bleiben { $left }. Bitte um weniger Tage oder lass eine KI oder die Automatik für dich spielen.
bot-away-until = { $name } ist bis { $date } weg; { $how }
bot-away-how-pause = die Zugtimer ruhen so lange.
bot-away-how-ai = eine KI ({ $level ->
        [easy] leicht
        [hard] schwer
       *[other] mittel
    }) spielt so lange.
bot-away-how-auto = die Standardwahl wird so lange gespielt.
bot-away-back = { $name } ist zurück und spielt an Tisch Nr. { $game_id } wieder selbst.
bot-away-set = Du bist auf diesem Server bis { $date } weg ({ $mode }). `/orrery back` beendet das früher.
bot-away-ended = Willkommen zurück: Deine Tische auf diesem Server gehören wieder dir.
bot-cmd-away = Unterwegs? Lass deine Timer ruhen oder eine KI bzw. die Automatik spielen.
bot-cmd-back = Früher zurück: deine Abwesenheit beenden.
bot-arg-days = Wie viele Tage du weg bist
bot-arg-away-mode = Was deine Tische in der Zeit tun
bot-language-en = English
bot-language-fr = Français
bot-language-de = Deutsch
bot-language-auto = wie Discord
bot-arg-table-language = Sprache von Thread und Bildern des Tisches (Standard: die des Servers)
bot-arg-my-language = Deine Sprache für DMs und private Antworten („wie Discord“: die deines Discord)
bot-language-set = Deine Sprache ist jetzt: { $language }.
bot-settings-language = Deine Sprache: { $language }.
bot-choice-wait = warten
bot-choice-auto = Automatik
bot-choice-ai = KI spielt
bot-choice-easy = leicht
bot-choice-normal = mittel
bot-choice-hard = schwer
bot-choice-pause = pausieren
bot-reset-mod-role = Moderatorenrolle
bot-reset-channel = Kanal
bot-reset-turn-hours = Zugtimer
bot-reset-on-timeout = bei Ablauf
bot-reset-games = Spiele
bot-reset-opener-role = Eröffnungsrolle
bot-reset-language = Sprache
bot-reset-max-open = offene Tische pro Mitglied
bot-show-status = Stand: { $status }
bot-show-decides = { $name } entscheidet: { $prompt }
bot-show-log = Letzte Einträge im Protokoll:
bot-show-over = Vorbei: { $result }
bot-place-won = gewonnen
bot-place-lost = verloren
bot-footnote = -# { $text }
bot-seat-name = { $seat }
bot-seat-list = { $first }, { $seat }
bot-result-reason = { $result } ({ $reason })
bot-resigned-reason = { $name } hat aufgegeben
bot-ai-name = { $n ->
        [0] KI ({ $level })
       *[other] KI { $n } ({ $level })
    }
bot-column-player = Spieler
bot-column-rating = Wertung
bot-column-games = Partien
bot-column-won = gew.
bot-resign-confirm = An Tisch Nr. { $game_id } (**{ $game }**) aufgeben? Du bekommst deinen Platz nicht zurück; er wird automatisch weitergespielt (im Duell gewinnt der andere). Drück zum Bestätigen den Knopf.
bot-waited-days = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } Tagen
bot-waited-hours = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } h
