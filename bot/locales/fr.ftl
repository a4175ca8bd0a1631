# Les mots du bot, en français. Les clés commencent par bot- ; les paramètres s’écrivent { $nom }.

bot-unknown-game = Aucun jeu ne s’appelle `{ $name }`. Jeux : { $known }.
bot-unknown-topic = { $game } n’a pas de rubrique de règles `{ $topic }`. Rubriques : { $topics }.
bot-no-such-table = La table n° { $game_id } n’existe pas.
bot-no-table-here = Indiquez une table avec `table:`, ou utilisez cette commande dans le fil d’une partie.
bot-already-seated = Vous êtes déjà assis à la table n° { $game_id }.
bot-table-full = La table n° { $game_id } est complète ({ $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    }).
bot-not-in-lobby = La table n° { $game_id } n’accueille plus de joueurs.
bot-not-seated = Vous ne jouez pas à la table n° { $game_id }.
bot-host-only = Seul l’hôte, { $host }, peut faire cela à la table n° { $game_id }.
bot-too-few = { $span ->
        [fixed] { $game } se joue { $max ->
            [one] seul
           *[other] à { $max }
        } ; la table n° { $game_id } compte { $seats ->
            [one] { $seats } joueur
           *[other] { $seats } joueurs
        }.
       *[other] { $game } se joue de { $min } à { $max } joueurs ; la table n° { $game_id } en compte { $seats }.
    }
bot-not-running = La table n° { $game_id } n’est pas en cours de partie ({ $status }).
bot-rematch-exists = La table n° { $game_id } a déjà sa revanche : la table n° { $rematch_id }. Rejoignez-la avec son bouton ou `/orrery join table:{ $rematch_id }`.
bot-not-over = La partie de la table n° { $game_id } continue ; une revanche pourra commencer une fois qu’elle sera finie.
bot-not-your-turn = Ce n’est pas à vous de décider à la table n° { $game_id }.
bot-stale = Ce bouton est périmé : sa décision est close et la table n° { $game_id } a avancé depuis. Utilisez `/orrery board` pour la voir.
bot-moved-on = La table n° { $game_id } a avancé pendant votre choix ; rien n’a changé. Choisissez à nouveau.
bot-illegal = Refusé : { $reason }
bot-bad-option-text = `{ $text }` ne fait pas partie de vos choix. Tapez après `option:` pour les voir.
bot-bad-setting = { $reason }
bot-db-busy = Les registres de la table sont occupés ; rien n’a changé. Réessayez dans un instant.
bot-host-cannot-leave = L’hôte ne peut pas partir ; utilisez `/orrery cancel` pour fermer la table n° { $game_id }.
bot-bad-options-text = Écrivez les options de table sous la forme `nom=valeur`, séparées par des espaces (pas `{ $text }`).
bot-bad-hours = La minuterie doit être comprise entre 0 (aucune) et 720 heures.
bot-bad-policy = Quand la minuterie expire, choisissez « { bot-choice-wait } », « { bot-choice-auto } » ou « { bot-choice-ai } » (pas « { $value } »).
bot-bad-react-hours = Le délai de réaction doit dépasser 0 et valoir au plus { $most } heures.
bot-bad-standing = Donnez une consigne permanente sous la forme `type=consigne` (tapez après `standing:` pour les voir).
bot-bad-ai-level = Le niveau de l’IA doit être facile, moyen ou difficile.
bot-unknown-control = Ce bouton ou ce menu ne vient pas de moi (peut-être d’une ancienne version) ; rien n’a changé. Utilisez `/orrery mine` pour retrouver vos tables.
bot-something-broke = Un problème est survenu de notre côté ; rien n’a changé. Réessayez.
bot-lobby =
    {"**"}{ $game }**, table n° { $game_id }. Hôte : { $host }. Places : { $seats }.
    { $joined }
    Minuterie : { $hours } ; quand elle expire : { $policy }.
bot-lobby-joined = Joueurs : { $names }
bot-lobby-options = Options : { $options } (leur sens : `/orrery rules { $game_id }`)
bot-lobby-open-seats = { $n } sur { $max }
bot-lobby-range = { $span ->
        [fixed] { $max }
       *[other] { $min } à { $max }
    }
bot-opened = La table n° { $game_id } est ouverte : on la rejoint avec son bouton ou `/orrery join table:{ $game_id }`.
bot-joined = Vous avez rejoint la table n° { $game_id } ({ $game }).
bot-left = Vous avez quitté la table n° { $game_id }.
bot-leave-running = La table n° { $game_id } a commencé : `/orrery leave` ne sert qu’avant le début. Pour quitter une partie en cours, utilisez `/orrery resign` (votre place sera alors jouée automatiquement).
bot-cancelled = La table n° { $game_id } a été annulée par son hôte.
bot-ai-added = Une IA ({ $level ->
        [easy] facile
        [hard] difficile
       *[other] moyen
    }) a pris place à la table n° { $game_id }.
bot-started = La partie de la table n° { $game_id } commence : { $names }. Bonne chance !
bot-lobby-started = La partie { $game_initial ->
        [vowel] d’**{ $game }**
       *[other] de **{ $game }**
    } commence à la table n° { $game_id } : { $names }. On joue dans { $link }.
bot-thread-name = { $game } n° { $game_id }
bot-thread-reopened = Le fil de la table n° { $game_id } a été supprimé : la partie continue ici.
bot-policy-wait = on l’attend
bot-policy-auto = son choix par défaut est joué
bot-policy-ai = une IA joue à sa place jusqu’à son retour
bot-no-timer = aucune
bot-hours = { $hours } h
bot-board-caption = **{ $game }** n° { $game_id } · tour { $version }. { $status }
bot-waiting-for = On attend { $who }.
bot-your-turn-dm = **{ $game }** n° { $game_id } : à vous. { $prompt }
bot-reaction-dm = **{ $game }** n° { $game_id } : vous pouvez réagir. { $prompt } (jusqu’à { $until } au plus tard ; ensuite : { $default })
bot-waiting-reaction = On attend la réponse { DE($who) }, jusqu’à { $until } au plus tard.
bot-in-turn-dm = **{ $game }** n° { $game_id }, pendant le tour { DE($owner) } : { $prompt }
bot-ahead-void-dm = **{ $game }** n° { $game_id } : les réponses ont changé ce que vous pouvez faire, donc l’étape choisie d’avance n’a pas été jouée. { $prompt }
bot-ahead-panel =
    { $who } peut encore répondre (jusqu’à { $until } au plus tard). Vous pouvez choisir votre prochaine étape dès maintenant : elle sera jouée dès que les réponses seront arrivées.
    {"**"}Ensuite :** { $prompt }
bot-ahead-chosen = C’est noté : { $label }. Ce sera joué dès { QUE($who) } aura répondu (jusqu’à { $until } au plus tard) ; d’ici là, vous pouvez changer d’avis ici.
bot-machine-ahead = choisi d’avance
bot-private-update-dm = **{ $game }** n° { $game_id } : votre main a changé (ci-dessous).
bot-game-over-players = Merci d’avoir joué, { $who } !
bot-board-link = Plateau : { $link }
bot-thread-link = Fil : { $link }
bot-panel-foot = -# { $game } n° { $game_id }
bot-done-next =
    Fait : { $label }.
    {"**"}Ensuite :** { $prompt }
bot-your-move = **À vous :** { $prompt }
bot-decide-here = { $prompt }
bot-too-many-options =
    { $prompt }
    Il y a { $n } choix : utilisez `/orrery move` et tapez pour en choisir un.
bot-moved = Fait : { $label }.
bot-game-over = La partie est terminée. { $result }
bot-winners = Victoire : { $names }.
bot-draw = Match nul.
bot-reason = ({ $reason })
bot-resigned = { $name } abandonne la table n° { $game_id }.
bot-resigned-two = { $name } abandonne ; { $winner } remporte la table n° { $game_id }.
bot-dms-closed-notice = { $mention }, je ne peux pas vous envoyer de message privé : utilisez `/orrery hand` ici pour voir votre vue privée (vous seul la verrez).
bot-reminder-half = Rappel : la table n° { $game_id } ({ $game }) vous attend. La moitié de vos { $hours } h est écoulée.
bot-reminder-hour = La table n° { $game_id } ({ $game }) vous attend : il reste une heure à la minuterie.
bot-timeout-auto = Temps écoulé pour { $name } à la table n° { $game_id } ; ses choix par défaut sont joués jusqu’à son retour.
bot-timeout-ai = Temps écoulé pour { $name } à la table n° { $game_id } ; une IA joue à sa place jusqu’à son retour.
bot-timeout-wait = Temps écoulé pour { $name } à la table n° { $game_id } ; la table continue d’attendre.
bot-back = Vous revoilà, { $name } : vous jouez de nouveau votre place à la table n° { $game_id }.
bot-machine-moved = { $name } ({ $who }) a choisi : { $label }
bot-machine-moved-secret = { $name } ({ $who }) a fait son choix.
bot-seat-resigned = la place { DE($seat) } (jouée automatiquement depuis son abandon)
bot-solo-lost = Perdu contre le jeu.
bot-opening-hand-dm = **{ $game }** n° { $game_id } : votre main de départ (ci-dessous).
bot-machine-moved-plain = { $name } a choisi : { $label }
bot-machine-moved-secret-plain = { $name } a fait son choix.
bot-machine-ai = IA
bot-machine-auto = jeu automatique
bot-machine-window = pas de réponse à temps, donc le choix prudent
bot-machine-standing = consigne permanente
bot-none = aucune
bot-no-such-reaction = { $game } n’a pas de décision de réaction `{ $kind }` (décisions possibles : { $known }).
bot-no-such-order = `{ $order }` n’est pas une consigne pour « { $title } » ; choisissez parmi { $orders }.
bot-reaction-choice = « { $title } » (`{ $kind }`)
bot-order-choice = « { $label } » (`{ $kind }={ $order }`)
bot-nothing-private = Vous n’avez rien de caché à la table n° { $game_id }.
bot-no-log = Rien ne s’est encore passé à la table n° { $game_id }.
bot-mine-none = Vous n’êtes à aucune table. Ouvrez-en une avec `/orrery new`.
bot-mine-line = n° { $game_id } { $game } · { $status } · { $where }
bot-mine-your-turn = à vous
bot-mine-waiting = on attend les autres
bot-settings-now = Table n° { $game_id } : minuterie { $hours } ; quand elle expire : { $policy }.
bot-settings-react = Les réponses pendant le tour d’un autre joueur (suivre un dé, par exemple) attendent { $hours } h, puis le choix prudent est joué.
bot-settings-standing = Votre consigne pour « { $title } » : { $order }.
bot-standing-button = Désormais : { $label }
bot-standing-set = Consigne à la table n° { $game_id } pour « { $title } » : { $order }.
bot-arg-react-hours = Heures d’attente d’une réponse pendant le tour d’un autre avant le choix prudent
bot-arg-standing = Votre consigne pour les réponses pendant le tour des autres (suivre un dé…)
bot-rules-header =
    {"**"}{ $game }** ({ $span ->
        [fixed] { $max ->
            [one] { $max } joueur
           *[other] { $max } joueurs
        }
       *[other] { $min } à { $max } joueurs
    })
    { $summary }

    { $rules }

    Plus : `/orrery rules` avec une rubrique : { $topics }
bot-rules-section =
    {"**"}{ $game } : { $title }**
    { $text }

    Autres rubriques : { $topics }
bot-button-decide = Choisir…
bot-button-hand = Ma main
bot-button-full-board = Plateau complet
bot-button-join = Rejoindre
bot-button-start = Lancer
bot-button-rematch = Revanche
bot-button-resign = Oui, j’abandonne
bot-select-placeholder = Choisir ({ $first } à { $last })
bot-status-lobby = en attente de joueurs
bot-status-running = en cours
bot-status-finished = terminée
bot-status-cancelled = annulée
bot-replay-not-finished = La table n° { $game_id } n’est pas encore finie : on ne revoit qu’une partie terminée.
bot-replay-broken = La partie de la table n° { $game_id } ne peut pas être revue : { $reason }
bot-replay-refused = l’action n° { $action } est refusée désormais : { $why }
bot-replay-caption = La table n° { $game_id } ({ $game }) revue en { $frames ->
        [one] { $frames } plateau
       *[other] { $frames } plateaux
    }, un par tour.
bot-replay-step = { $game }, table n° { $game_id } : plateau { $n } sur { $total }.
bot-no-ratings = Aucune partie cotée { $game_initial ->
        [vowel] d’{ $game }
       *[other] de { $game }
    } sur ce serveur pour l’instant.
bot-no-stats = { $name } n’a encore fini aucune partie ici.
bot-no-history = { $name } n’a encore fini aucune table ici.
bot-stats-title = **{ $name }** : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }.
bot-stats-line = { $game } : cote { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }), { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }{ $provisional }
bot-provisional = {" "}(provisoire)
bot-stats-best = Meilleur jeu : { $game }.
bot-stats-recent = Récemment : { $results }
bot-leaderboard-title = { $game } : les joueurs les mieux cotés de ce serveur (cote = μ − 3σ)
bot-the-game-short = le jeu ({ $players } j.)
bot-the-game-note = « Le jeu » désigne { $game } lui-même, évalué comme un adversaire à chaque nombre de joueurs : une évaluation par nombre, rencontré ici à { $counts } joueurs.
bot-history-line = n° { $game_id } { $game }, { $date } : { $result }
bot-history-place = { $place ->
        [1] 1ᵉʳ
       *[other] { $place }ᵉ
    } sur { $of }
bot-button-replay = Revoir n° { $game_id }
bot-cmd-group = Jouez à des jeux de plateau spatiaux sur ce serveur, à votre rythme.
bot-cmd-new = Ouvrir une table pour un jeu ; on la rejoint par son bouton ou /orrery join.
bot-cmd-join = Prendre place à une table qui n’a pas encore commencé.
bot-cmd-leave = Quitter votre place à une table qui n’a pas encore commencé.
bot-cmd-start = Lancer votre table (hôte seulement) quand assez de joueurs sont assis.
bot-cmd-cancel = Fermer votre table (hôte seulement).
bot-cmd-ai = Installer une IA à votre table (hôte seulement).
bot-cmd-move = Faire votre choix à une table ; tapez pour voir vos options.
bot-cmd-board = Afficher l’image du plateau d’une table.
bot-cmd-hand = Voir votre vue privée d’une table (votre main, votre rôle), pour vous seul.
bot-cmd-log = Lire ce qui s’est passé récemment à une table, y compris ce que vous seul savez.
bot-cmd-mine = Lister vos tables, avec leurs liens.
bot-cmd-rules = Comment jouer à un jeu, en bref.
bot-cmd-resign = Quitter une partie en cours ; votre place joue ensuite automatiquement.
bot-cmd-rematch = Ouvrir une table pour les mêmes joueurs une fois la partie finie.
bot-cmd-settings = Voir ou changer les minuteries d’une table, vos consignes et votre langue.
bot-cmd-stats = Parties jouées et gagnées, et cotes, de vous ou d’un autre joueur ici.
bot-cmd-leaderboard = Les joueurs les mieux classés d’un jeu sur ce serveur.
bot-cmd-history = Les tables terminées de vous ou d’un autre joueur, avec résultats, à revoir.
bot-cmd-replay = Revoir une table terminée, tour par tour.
bot-arg-user = De qui (vide : vous)
bot-arg-game = Quel jeu
bot-arg-topic = Quelle partie des règles (vide : un aperçu)
bot-arg-table = Numéro de table (vide dans le fil d’une partie)
bot-arg-players = La table démarre d’elle-même dès qu’elle compte ce nombre de joueurs
bot-arg-options = Options du jeu en paires nom=valeur, p. ex. mise-en-place=libre
bot-arg-turn-hours = Heures par décision pour chaque joueur (0 : pas de minuterie)
bot-arg-on-timeout = Ce qui se passe quand la minuterie expire
bot-arg-option = Votre choix
bot-arg-level = Le niveau de l’IA
bot-in-server-only = Utilisez cette commande dans un salon de serveur, pas en message privé.
bot-missing-permissions = Je ne peux pas tenir de tables dans ce salon : il me manque { $missing }. Demandez à qui gère le serveur de me les accorder ici, puis réessayez.
bot-perm-view-channel = Voir le salon
bot-perm-send-messages = Envoyer des messages
bot-perm-send-messages-in-threads = Envoyer des messages dans les fils
bot-perm-create-public-threads = Créer des fils publics
bot-perm-embed-links = Intégrer des liens
bot-perm-attach-files = Joindre des fichiers
bot-perm-read-message-history = Voir les anciens messages
bot-mine-link = dans { $link }
bot-mine-lobby = salle d’attente
bot-mod-done = Fait : { $detail }
bot-mod-done-replace = Fait : la place { $seat } de la table n° { $game_id } revient désormais à { $name }.
bot-bad-snowflake = Indiquez un rôle ou un salon en le mentionnant (ou par son identifiant), pas `{ $text }`.
bot-settings-same-channel = le salon où /orrery new est utilisée
bot-all-games = tous
bot-no-limit = sans limite
bot-mods-only = Seuls les modérateurs de ce serveur (Gérer le serveur, ou le rôle de modérateur) peuvent faire cela.
bot-openers-only = Sur ce serveur, seuls les membres ayant le rôle d’ouverture peuvent ouvrir des tables.
bot-open-in-server = Sur ce serveur, seuls les membres ayant le rôle d’ouverture peuvent ouvrir des tables : faites-en la demande dans le serveur, pas en message privé.
bot-channel-unusable = Je ne peux pas ouvrir de table dans { $channel } : il faut un salon textuel de ce serveur où j’ai le droit d’écrire. Rien n’a été modifié.
bot-game-not-offered = Ce serveur ne propose pas `{ $name }`. Proposés : { $offered }.
bot-too-many-open = Vous tenez déjà { $limit } tables ouvertes sur ce serveur, sa limite ; terminez-en ou annulez-en une d’abord.
bot-already-paused = La table n° { $game_id } est déjà en pause.
bot-not-paused = La table n° { $game_id } n’est pas en pause.
bot-table-paused = Un modérateur a mis la table n° { $game_id } en pause ; les coups attendent sa reprise.
bot-replace-whom = Indiquez soit un membre (`member:`), soit un niveau d’IA (`ai:`) pour la place, pas les deux.
bot-no-such-seat = La table n° { $game_id } a les places 1 à { $seats }.
bot-already-playing = { $name } joue déjà à la table n° { $game_id }.
bot-bad-limit = La limite de tables ouvertes par membre doit être entre 1 et { $most }.
bot-bad-days = Les nombres de jours doivent être entre 0 (1 pour les tables bloquées) et { $most }.
bot-mod-said = Modérateur { $name } : { $detail }
bot-mod-paused = la table n° { $game_id } est en pause ; coups et minuteries attendent sa reprise.
bot-mod-resumed = la table n° { $game_id } reprend ; les minuteries repartent là où elles s’étaient arrêtées.
bot-mod-cancelled = la table n° { $game_id } est annulée.
bot-mod-replaced = la place { $seat } de la table n° { $game_id } passe { DE($old) } à { $new }.
bot-mod-replaced-ai = la place { $seat } de la table n° { $game_id } passe { DE($old) } à une IA ({ $level ->
        [easy] facile
        [hard] difficile
       *[other] moyen
    }).
bot-mod-settings = réglages du serveur modifiés : { $changes }.
bot-seat-given-dm = **{ $game }** n° { $game_id } : un modérateur vous a donné une place à cette table. Votre vue privée :
bot-audit-line = { $when } · { $actor } · { $detail }
bot-audit-none = Aucun modérateur n’est encore intervenu sur ce serveur.
bot-admin-none = Aucune table n’est ouverte sur ce serveur.
bot-admin-line = n° { $game_id } { $game } · { $status }{ $flags } · { $waited }
bot-admin-waited = attend { $names } depuis { $days }
bot-admin-not-waiting = en attente de joueurs
bot-admin-paused = {" "}· en pause
bot-admin-stalled = {" "}· bloquée
bot-stalled = La table n° { $game_id } n’a pas bougé depuis { $days ->
        [one] un jour
       *[other] { $days } jours
    } (on attend { $names }) ; elle a été signalée aux modérateurs du serveur. Je ne le répéterai pas.
bot-settings-server = Réglages du serveur : rôle de modérateur { $mod_role } ; tables ouvertes dans { $channel } ; minuterie { $hours } ; quand elle expire : { $policy } ; jeux { $games } ; tables ouvertes par { $openers } ; langue { $language } ; tables ouvertes par membre { $max_open } ; jours d’absence par an { $away_days } ; bloquée après { $stall_days } jours. Les changements valent pour la prochaine table.
bot-everyone = tout le monde
bot-default = par défaut
bot-cmd-admin = Modérateurs : veiller sur les tables de ce serveur.
bot-cmd-admin-tables = Toutes les tables ouvertes du serveur : depuis quand elles attendent, et qui.
bot-cmd-admin-pause = Mettre une table en pause : les coups attendent, ses minuteries s’arrêtent.
bot-cmd-admin-resume = Reprendre une table en pause ; ses minuteries repartent.
bot-cmd-admin-cancel = Annuler n’importe quelle table de ce serveur.
bot-cmd-admin-replace = Donner une place à un autre membre, ou à une IA.
bot-cmd-admin-log = Ce qu’ont fait les modérateurs de ce serveur, le plus récent en dernier.
bot-cmd-admin-settings = Voir ou changer les réglages de ce serveur pour les nouvelles tables.
bot-arg-seat = Numéro de place (1 : le premier joueur)
bot-arg-member = Le membre qui prend la place
bot-arg-ai = Ou : une IA de ce niveau prend la place
bot-arg-mod-role = Rôle dont les membres sont modérateurs (en plus de Gérer le serveur)
bot-arg-channel = Salon où les nouvelles tables ouvrent leur fil
bot-arg-games = Jeux proposés, séparés par des espaces (`tous` pour tous les jeux)
bot-arg-opener-role = Seul ce rôle peut ouvrir des tables (non défini : tout le monde)
bot-arg-language = Langue des nouvelles tables, p. ex. en, de, fr
bot-arg-max-open = Nombre maximal de tables ouvertes par membre
bot-arg-away-days = Jours par an où les minuteries d’un joueur absent peuvent s’arrêter
bot-arg-stall-days = Jours sans coup après lesquels une table est bloquée
bot-arg-reset = Remettre un réglage à sa valeur par défaut
bot-bad-away-days = Dites combien de jours vous serez absent : de 1 à { $most }.
bot-bad-away-mode = Pendant votre absence, choisissez ce que font vos tables : « { bot-choice-pause } » (minuteries arrêtées), « { bot-choice-ai } » ou « { bot-choice-auto } » (choix par défaut).
bot-already-away = Vous êtes déjà absent jusqu’au { $until } ; utilisez d’abord `/orrery back` pour changer cela.
bot-not-away = Vous n’êtes pas absent.
bot-away-cap = Ce serveur permet { $cap } jours par an de minuteries en pause ; il vous en reste { $left }. Demandez moins de jours, ou laissez une IA ou le jeu automatique vous remplacer.
bot-away-until = { $name } est absent jusqu’au { $date } ; { $how }
bot-away-how-pause = ses minuteries sont en pause d’ici là.
bot-away-how-ai = une IA ({ $level ->
        [easy] facile
        [hard] difficile
       *[other] moyen
    }) joue à sa place d’ici là.
bot-away-how-auto = ses choix par défaut sont joués d’ici là.
bot-away-back = { $name } est de retour et joue de nouveau sa place à la table n° { $game_id }.
bot-away-set = Vous êtes absent jusqu’au { $date } ({ $mode }) sur ce serveur. `/orrery back` y met fin plus tôt.
bot-away-ended = Vous revoilà : vos tables de ce serveur sont de nouveau à vous.
bot-cmd-away = Vous partez ? Mettez vos minuteries en pause, ou laissez une IA ou le jeu automatique jouer.
bot-cmd-back = De retour plus tôt : mettre fin à votre absence.
bot-arg-days = Combien de jours vous serez absent
bot-arg-away-mode = Ce que font vos tables pendant ce temps
bot-language-en = English
bot-language-fr = Français
bot-language-de = Deutsch
bot-language-auto = comme Discord
bot-arg-table-language = Langue du fil et des images de la table (par défaut : celle du serveur)
bot-arg-my-language = Votre langue pour les MP et les réponses privées (« comme Discord » : celle de votre Discord)
bot-language-set = Votre langue est désormais : { $language }.
bot-settings-language = Votre langue : { $language }.
bot-choice-wait = attendre
bot-choice-auto = jeu automatique
bot-choice-ai = une IA joue
bot-choice-easy = facile
bot-choice-normal = moyen
bot-choice-hard = difficile
bot-choice-pause = pause
bot-reset-mod-role = rôle de modérateur
bot-reset-channel = salon
bot-reset-turn-hours = minuterie
bot-reset-on-timeout = à l’expiration
bot-reset-games = jeux
bot-reset-opener-role = rôle d’ouverture
bot-reset-language = langue
bot-reset-max-open = tables ouvertes par membre
bot-show-status = État : { $status }
bot-show-decides = { $name } décide : { $prompt }
bot-show-log = Dernières lignes du journal :
bot-show-over = Terminée : { $result }
bot-place-won = gagnée
bot-place-lost = perdue
bot-footnote = -# { $text }
bot-seat-name = { $seat }
bot-seat-list = { $first }, { $seat }
bot-result-reason = { $result } ({ $reason })
bot-resigned-reason = { $name } a abandonné
bot-ai-name = { $n ->
        [0] IA ({ $level })
       *[other] IA { $n } ({ $level })
    }
bot-column-player = joueur
bot-column-rating = cote
bot-column-games = parties
bot-column-won = gagnées
bot-resign-confirm = Abandonner la table n° { $game_id } (**{ $game }**) ? Vous ne pourrez pas reprendre votre place ; elle sera jouée automatiquement (en duel, l’autre joueur gagne). Appuyez sur le bouton pour confirmer.
bot-waited-days = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } j
bot-waited-hours = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } h
