# Les mots de Planetarium, en français. Les paramètres sont ceux du catalogue anglais ($seat et
# les autres places : le nom du joueur ; $planet : la lettre d’une planète ; $space : le code
# d’une case ; $orbit : un chiffre romain ; $card et $kind : des messages).
planetarium-summary = Projetez la Matière sur quatre jeunes planètes et faites-les évoluer avec vos cartes ; en solo, face aux dés.
planetarium-setting-target = Solo seulement : le score à battre au départ (90 plus facile, 110 plus difficile) ; chaque jeton de Matière récolté par les planètes des dés le baisse de 2.
planetarium-seat-pair = { $first } et { $last }
planetarium-seat-more = { $first }, { $more }

## la Matière : le nom de chaque sorte et la lettre de ses jetons
planetarium-kind-g = Gaz
planetarium-kind-r = Roche
planetarium-kind-w = Eau
planetarium-kind-m = Métal
planetarium-letter-g = G
planetarium-letter-r = R
planetarium-letter-w = E
planetarium-letter-m = M

## les conditions imprimées sur les cartes (le coût en Matière est dessiné en jetons)
planetarium-req-gaseous = Système gazeux
planetarium-req-terrestrial = Tellurique
planetarium-req-orbit = orbite { $orbit }
planetarium-req-orbits = orbite { $low } à { $high }
planetarium-req-habitable = Habitable
planetarium-req-hostile = Hostile
planetarium-req-take-marker = reprendre un marqueur
planetarium-req-final-marker = un de vos marqueurs sur une carte ici (repris)

## les questions
planetarium-prompt-setup = Défaussez une de vos deux cartes Finales
planetarium-prompt-move = Déplacez un jeton : un jeton de Matière ou une planète
planetarium-prompt-move-final = Déplacez un jeton : un jeton de Matière ou une planète (dernier tour)
planetarium-prompt-planet = Où va la planète { $planet } ?
planetarium-prompt-pick = Quel jeton de Matière se déplace ?
planetarium-prompt-matter = Où va ce jeton de Matière ?
planetarium-prompt-card = Jouez une carte Basse ou Haute
planetarium-prompt-card-final = Jouez une carte Basse ou Haute (dernier tour)
planetarium-prompt-marker = Vous n’avez plus de marqueur
planetarium-prompt-gravity = Gravité : prenez-vous un jeton de Matière sur le plateau ?
planetarium-prompt-gpick = Gravité : quel jeton de Matière prenez-vous ?
planetarium-prompt-gplanet = Gravité : sur quelle planète le rangez-vous ?
planetarium-prompt-draw = Piochez une carte
planetarium-prompt-keep = Gardez une carte Finale (l’autre est défaussée)
planetarium-prompt-finals = Jouez des cartes Finales (quatre au plus)

## les choix
planetarium-option-back = Retour
planetarium-option-planet = Planète { $planet } (sur { $space })
planetarium-option-orbit-matter = Un jeton de Matière de l’orbite { $orbit }
planetarium-option-pass = Rien ne peut bouger : continuer
planetarium-option-to = Vers { $space }
planetarium-option-to-collect = Vers { $space } en récoltant son jeton { $kind }
planetarium-option-matter-on = { $kind } sur { $space }
planetarium-option-into-planet = Dans la planète { $planet } (le jeton va sur votre plateau)
planetarium-option-play = Jouer « { $card } » sur la planète { $planet } (+{ $points })
planetarium-option-downgrade = Rétrograder « { $card } » : défausser, piocher une carte Basse
planetarium-option-no-card = Pas de carte : finir le tour
planetarium-option-no-card-final = Pas de carte : passer aux cartes Finales
planetarium-option-take-marker = Y déplacer un de vos marqueurs de la planète { $planet }
planetarium-option-no-marker = La jouer sans marqueur
planetarium-option-from-orbit = De l’orbite { $orbit }
planetarium-option-skip-gravity = Non, passer
planetarium-option-store = Le ranger sur la planète { $planet }
planetarium-option-keep = Garder « { $card } » ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
planetarium-option-discard = Défausser « { $card } » ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
planetarium-option-done = Terminer ma partie
planetarium-option-draw-low = Piocher une carte Basse
planetarium-option-draw-high = Piocher une carte Haute
planetarium-option-draw-finals = Piocher deux cartes Finales, en garder une
planetarium-refuse-nothing = Rien à faire pour l’instant.

## les lignes d’état
planetarium-status-setup = Chacun défausse une carte Finale ({ $decided ->
    [one] { $decided } choix fait
   *[other] { $decided } choix faits
} sur { $players })
planetarium-status-turn = À { $seat } de jouer
planetarium-status-final-turn = À { $seat } de jouer (dernier tour)
planetarium-status-won = Partie terminée ({ $reason }) : { $winner } gagne
planetarium-status-shared = Partie terminée ({ $reason }) : { $winners } gagnent ensemble
planetarium-status-no-winner = Partie terminée ({ $reason }) : personne ne gagne

## la fin : pourquoi les derniers tours ont commencé, en entier et en quelques mots
planetarium-end-track = la Matière a atteint la dernière case de la piste d’Évolution
planetarium-end-virtual = la Matière du joueur virtuel a atteint la dernière case de la piste d’Évolution
planetarium-end-stuck = plus aucune carte ne pourra jamais être jouée (il ne reste de Matière sur le plateau pour aucune carte en main, ni pour une carte Basse qu’une rétrogradation pourrait apporter)
planetarium-end-quiet = { $rounds } manches sont passées sans qu’aucune carte Basse ou Haute soit jouée
planetarium-end-stalled = le système a cessé d’évoluer (la règle de blocage des anciennes versions)
planetarium-end-short-track = la piste d’Évolution est pleine
planetarium-end-short-virtual = les dés ont rempli la piste
planetarium-end-short-stuck = fin de secours : aucune carte jouable
planetarium-end-short-quiet = fin de secours : { $rounds } manches calmes
planetarium-end-short-stalled = le système a cessé d’évoluer
planetarium-outcome-most-points = La partie s’est terminée parce que { $ended }. Le plus de points l’emporte.
planetarium-outcome-tie-break = La partie s’est terminée parce que { $ended }. Le plus de points l’emporte (après départage).
planetarium-outcome-solo-won = La partie s’est terminée parce que { $ended }. { $score } points battent l’objectif de { $target }.
planetarium-outcome-solo-lost = La partie s’est terminée parce que { $ended }. { $score } points ne battent pas l’objectif de { $target }.

## le journal
planetarium-log-dealt = La Matière est placée ; chaque joueur a 2 cartes Basses, 2 Hautes et 2 Finales et défausse une Finale.
planetarium-log-has-discarded = { $seat } a défaussé une carte Finale.
planetarium-log-discarded = { $seat } a défaussé « { $card } » ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
planetarium-log-tie-first = { $tied } sont à égalité pour la plus forte défausse ; le hasard désigne { $first }.
planetarium-log-first = { $seat } commence.
planetarium-log-pass = { $seat } ne peut déplacer aucun jeton.
planetarium-log-planet-moves = { $seat } déplace la planète { $planet } vers { $space }.
planetarium-log-planet-collects = { $seat } déplace la planète { $planet } vers { $space } et récolte un jeton { $kind }.
planetarium-log-crash = { $seat } projette le jeton { $kind } de { $space } dans la planète { $planet }.
planetarium-log-matter-moves = { $seat } déplace le jeton { $kind } de { $space } vers { $to }.
planetarium-log-plays = { $seat } joue « { $card } » sur la planète { $planet } et marque { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
planetarium-log-plays-final = { $seat } joue la carte Finale « { $card } » sur la planète { $planet } et marque { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
planetarium-log-marker-moved = { $seat } déplace un marqueur de la planète { $planet } sur « { $card } ».
planetarium-log-no-marker = { $seat } joue « { $card } » sans marqueur.
planetarium-log-turns-habitable = La planète { $planet } devient Habitable ({ $habitable } contre { $hostile }).
planetarium-log-turns-hostile = La planète { $planet } devient Hostile ({ $habitable } contre { $hostile }).
planetarium-log-gravity = Gravité : { $seat } prend le jeton { $kind } de { $space } pour la planète { $planet }.
planetarium-log-track-full = La Matière atteint la dernière case de la piste d’Évolution : { $seat } ouvre les derniers tours.
planetarium-log-nothing-to-draw = { $seat } n’a plus de carte à piocher.
planetarium-log-downgrade = { $seat } rétrograde « { $card } » et pioche une carte Basse.
planetarium-log-reshuffle-high = La défausse des cartes Hautes est mélangée en une nouvelle pioche.
planetarium-log-reshuffle-final = La défausse des cartes Finales est mélangée en une nouvelle pioche.
planetarium-log-reshuffle-low = La défausse des cartes Basses est mélangée en une nouvelle pioche.
planetarium-log-draws-low = { $seat } pioche une carte Basse.
planetarium-log-draws-high = { $seat } pioche une carte Haute.
planetarium-log-last-final = { $seat } pioche la dernière carte Finale.
planetarium-log-keeps-final = { $seat } pioche deux cartes Finales et en garde une.
planetarium-log-you-keep = Vous gardez « { $card } ».
planetarium-log-over = Chaque joueur a joué son dernier tour : la partie est terminée ({ $reason }).
planetarium-log-solo-final = Les derniers tours commencent : { $reason }. Vous jouez votre dernier tour.
planetarium-log-safety-end = Notre fin de secours : { $reason }. Chacun joue maintenant un dernier tour (voir les règles, rubrique `fin-de-la-partie`).
planetarium-log-dice-still = Solo : les dés font { $first }+{ $second }={ $total } ; aucune planète ne bouge.
planetarium-log-dice-move = Solo : les dés font { $first }+{ $second }={ $total } ; les planètes de l’orbite { $orbit } ou plus proches bougent.
planetarium-log-dice-hit = Solo : la planète { $planet } heurte un jeton { $kind } en { $space } ; l’objectif baisse à { $target }.
planetarium-log-dice-planet = Solo : la planète { $planet } va en { $space }.
planetarium-log-dice-stuck = Solo : la planète { $planet } ne peut pas bouger.

## les images
planetarium-deck-low = Basse
planetarium-deck-high = Haute
planetarium-deck-final = Finale
planetarium-picture-title = Planetarium · tour { $turn }
planetarium-picture-title-solo = Planetarium · tour { $turn } · objectif { $target }
planetarium-picture-clockwise = sens horaire
planetarium-picture-only = uniquement
planetarium-picture-chip-legend = forme : joueur · point : son marqueur
planetarium-picture-gaseous = Gazeuse · orbite { $orbit }
planetarium-picture-terrestrial = Tellurique · orbite { $orbit }
planetarium-picture-balance = { $habitable } habitable : { $hostile } hostile
planetarium-picture-no-cards = pas encore de carte
planetarium-picture-decks = Pioches (+ défausses)
planetarium-picture-player = Joueur
planetarium-picture-points = Points
planetarium-picture-markers = Marqueurs
planetarium-picture-hand-counts = Main B·H·F
planetarium-picture-stored = Matière rangée sur chaque planète
planetarium-picture-markers-left = { $n ->
    [one] { $n } restant
   *[other] { $n } restants
}
planetarium-picture-track = Piste d’Évolution
planetarium-picture-fast = ►► franchie : la Matière avance de 1 ou 2 cases
planetarium-picture-fast-at = ►► en case { $space } : ensuite la Matière avance de 1 ou 2
planetarium-picture-final-space = fin
planetarium-picture-cost = { $n } { $kind }
planetarium-picture-no-requirement = rien d’autre
planetarium-picture-habitable-points = Habitable +{ $n }
planetarium-picture-hostile-points = Hostile +{ $n }
planetarium-picture-gravity = Gravité
planetarium-picture-downgrade = Rétrogradation
planetarium-picture-your-hand = Votre main · { $name }
planetarium-picture-secret = vous seul la voyez
planetarium-picture-your-mat = Votre plateau :
planetarium-picture-empty = vide
planetarium-picture-just-drawn = piochée : gardez-en une

## les cartes (notre paquet de remplacement)
planetarium-card-l01 = Lune de glace
planetarium-card-l02 = Enveloppe d’hydrogène
planetarium-card-l03 = Croûte de fer
planetarium-card-l04 = Plaines cratérisées
planetarium-card-l05 = Tempêtes en bandes
planetarium-card-l06 = Mers peu profondes
planetarium-card-l07 = Évents volcaniques
planetarium-card-l08 = Anneaux ténus
planetarium-card-l09 = Tourbillons de poussière
planetarium-card-l10 = Pluie de comètes
planetarium-card-l11 = Rotation synchrone
planetarium-card-l12 = Pôles gelés
planetarium-card-l13 = Nuages d’ammoniac
planetarium-card-l14 = Manteau de basalte
planetarium-card-l15 = Caillou capturé
planetarium-card-l16 = Sources chaudes
planetarium-card-l17 = Germe de métal
planetarium-card-l18 = Brume de serre
planetarium-card-h01 = Magnétosphère protectrice
planetarium-card-h02 = Monde océan
planetarium-card-h03 = Cyclone sans fin
planetarium-card-h04 = Système d’anneaux
planetarium-card-h05 = Effet de serre emballé
planetarium-card-h06 = Dérive des continents
planetarium-card-h07 = Soupe primordiale
planetarium-card-h08 = Capture d’une lune
planetarium-card-h09 = Géante de glace
planetarium-card-h10 = Atmosphère arrachée
planetarium-card-h11 = Première photosynthèse
planetarium-card-h12 = Grand bombardement
planetarium-card-h13 = Bouclier d’ozone
planetarium-card-h14 = Désert gelé
planetarium-card-h15 = Pluie d’hélium
planetarium-card-h16 = Océan souterrain
planetarium-card-h17 = Essaim troyen
planetarium-card-h18 = Dynamo du noyau
planetarium-card-f01 = Berceau de la vie
planetarium-card-f02 = Rocher stérile
planetarium-card-f03 = Couronne de gaz
planetarium-card-f04 = Fournaise intérieure
planetarium-card-f05 = Vagabonde lointaine
planetarium-card-f06 = Zone tempérée
planetarium-card-f07 = Ciel toxique
planetarium-card-f08 = Planète de fer
planetarium-card-f09 = Titan des tempêtes
planetarium-card-f10 = Monde aquatique
planetarium-card-f11 = Continents vivants
planetarium-card-f12 = Géante gelée
planetarium-card-f13 = Témoin silencieux
planetarium-card-f14 = Lune brisée
planetarium-card-f15 = Planète jumelle
planetarium-card-f16 = Surface calcinée

# Le titre du jeu tel qu'il est publié en français (partout où le jeu est nommé).
planetarium-title = Planetarium

# Un bras de l’orbite VII et son coin de la rose des vents, dans le nom d’une case (« VII-NE.2 »).
planetarium-space-arm = VII-{ $arm }.{ $index }
planetarium-arm-ne = NE
planetarium-arm-se = SE
planetarium-arm-sw = SO
planetarium-arm-nw = NO

# Les options de table telles que les joueurs les tapent (le nom, puis chaque valeur) ; les noms anglais restent acceptés.
planetarium-option-name-target = objectif
planetarium-option-value-target-100 = 100
planetarium-option-value-target-90 = 90
planetarium-option-value-target-110 = 110
