# HOPE, en français. Même clés et mêmes paramètres que en.ftl (la source).
# Les termes : pionniers, Régression, piste Mission, Monolithe, Centre technologique, jetons Bonus,
# cartes Technologie et Bug, médailles, dimensions, leviers, polariser, traître N.O.P.E.

hope-summary = Course coopérative contre la Régression : terraformez des planètes, stabilisez des galaxies, méfiez-vous d’un traître.
hope-setting-difficulty = Jetons Bonus sur les trois piles : normale 5/5/6, avancée 4/4/8, experte 3/2/11, héros 2/1/13. Les petites piles du début se vident plus tôt et montrent alors leurs symboles de Régression.
hope-setting-traitor = oui : les rôles sont distribués parmi une carte H.O.P.E. par joueur plus une carte N.O.P.E. ; un joueur est peut-être un traître en secret (ou personne). Les accusations et le pouvoir du traître entrent en jeu.
hope-setting-bugs = oui : chaque galaxie stabilisée révèle une carte Bug, un bonus ou un malus que les joueurs peuvent payer en médailles.

## Composants

hope-tech-oxygen = Oxygène
hope-tech-water = Eau
hope-tech-carbon = Carbone
hope-tech-light = Lumière
hope-tech-plant = Plante
hope-tech-animal = Animal
hope-tech-joker = Joker
# adjectifs au féminin : ils qualifient une dimension
hope-dim-red = rouge
hope-dim-blue = bleue
hope-dim-purple = violette
hope-lever-toward = vers la gravité
hope-lever-away = à l’opposé de la gravité
hope-lever-side = latéralement
hope-lever-any = au choix
hope-token-medals2 = gagner 2 médailles
hope-token-polarize-all = polariser tous les vaisseaux
hope-token-draw2 = piocher 2 cartes
hope-token-extra-move = un mouvement de plus
hope-difficulty-normal = normal
hope-difficulty-advanced = avancé
hope-difficulty-expert = expert
hope-difficulty-hero = héros

hope-char-brave = Le Téméraire
hope-char-brave-power = Poser un pionnier sur une tuile de bordure encore vide vous fait piocher une carte.
hope-char-earthling = Le Terrien
hope-char-earthling-power = Atteindre la Terre vous fait piocher deux cartes, même au-delà de votre limite de main.
hope-char-prodigy = Le Prodige
hope-char-prodigy-power = En début de tour : payez la technologie de votre tuile (carte, Joker ou paire) pour vous téléporter sur une tuile de cette technologie.
hope-char-acrobat = L’Acrobate
hope-char-acrobat-power = La navigation latérale (ou au choix, de côté) peut aussi passer par les coins.

hope-bug-0 = Faille temporelle : le marqueur de Régression avance de 2 cases.
hope-bug-1 = Faille temporelle profonde : le marqueur de Régression avance de 3 cases.
hope-bug-2 = Dérive : le Monolithe glisse de 2 tuiles de bordure dans le sens horaire.
hope-bug-3 = Contrôle : chaque joueur perd 1 médaille.
hope-bug-4 = Leviers bloqués : tous les leviers de chaque joueur comptent comme utilisés.
hope-bug-5 = Rappel : chaque vaisseau retourne sur la Terre, dans la même dimension.
hope-bug-6 = Perte de données : chaque joueur remet une carte au hasard dans la pioche.
hope-bug-7 = Noyau instable : chaque Régression compte 1 symbole de plus.
hope-bug-8 = Cascade : chaque Régression compte 1 symbole de plus.
hope-bug-9 = Soutes exiguës : les limites de main baissent de 1.
hope-bug-10 = Rivalité : rejoindre d’autres joueurs sur une tuile ne rapporte aucune médaille.
hope-bug-11 = Gouvernail coincé : impossible de naviguer latéralement.
hope-bug-12 = Félicitations : chaque joueur gagne 1 médaille.
hope-bug-13 = Ravitaillement : chaque joueur pioche 1 carte.
hope-bug-14 = Grand ravitaillement : chaque joueur pioche 1 carte.
hope-bug-15 = Révision : les leviers de chaque joueur sont réactivés.
hope-bug-16 = Aubaine : le joueur actif prend le prochain jeton Bonus.
hope-bug-17 = Champ amortisseur : chaque Régression compte 1 symbole de moins.
hope-bug-18 = Soute agrandie : les limites de main montent de 1.
hope-bug-19 = Esprit d’équipe : rejoindre d’autres joueurs sur une tuile rapporte 1 médaille de plus.

## Lieux et cartes

hope-earth = la Terre
hope-tile = la tuile { $n } ({ $tech })
hope-space = { $tile }, { $dim }
hope-card = { $tech }
hope-card-regression = { $tech } (R)

## Décisions

hope-prompt-monolith = Plusieurs tuiles de bordure sont à égalité : où se dresse le Monolithe ?
hope-option-monolith = Monolithe sur { $tile }
hope-prompt-character = Choisissez votre personnage.
hope-prompt-ship = Placez votre vaisseau sur la Terre.
hope-option-ship = Partir dans la dimension { $dim }
hope-prompt-turn = Choisissez une action.
hope-option-back = Retour
hope-option-teleport = Prodige : se téléporter sur une tuile de même technologie
hope-option-navigate = Naviguer { $lever }
hope-option-polarize = Polariser vers la dimension { $dim } (leviers remis à zéro)
hope-option-place = Poser un pionnier sur votre trajet
hope-option-upgrade = Amélioration pour { $cost } médailles (+1 mouvement)
hope-option-level = Monter en niveau technologique pour { $cost } médailles
hope-option-token = Bonus : { $token }
hope-option-coax-power = Pouvoir du traître : payer une médaille pour retirer un pionnier
hope-option-accuse = Accuser quelqu’un d’être le traître
hope-option-reveal = Se révéler traître N.O.P.E.
hope-option-continue = Poursuivre la navigation ({ $lever }) dans la nouvelle dimension
hope-option-end = Finir votre tour
hope-prompt-dest = Naviguer { $lever } : où allez-vous ?
hope-option-destination = Vers { $space } ({ $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
}{ $free ->
    [0] {""}
    [one] , 1 planète libre en route
   *[other] , { $free } planètes libres en route
})
hope-prompt-place = Où posez-vous un pionnier ?
hope-option-place-at = Pionnier sur { $space }
hope-prompt-pay = Payez le pionnier ({ $tech }).
hope-option-pay = Payer { $card }
hope-option-pay-pair = Payer deux { $tech } ({ $card } dessus)
hope-prompt-teleport = Où vous téléportez-vous ?
hope-option-teleport-to = Téléportation vers { $space }
hope-prompt-teleport-pay = Payez la téléportation ({ $tech }).
hope-prompt-general-polarization = Polarisation générale : dans quel sens ?
hope-option-clockwise = Tous les vaisseaux polarisent dans le sens horaire
hope-option-counter-clockwise = Tous les vaisseaux polarisent dans le sens antihoraire
hope-prompt-accuse = Qui accusez-vous d’être le traître ?
hope-option-accuse-seat = Accuser { $seat }
hope-prompt-coax = Payez une médaille pour retirer un pionnier :
hope-option-coax = Retirer le pionnier { DE($seat) } sur { $tile }
hope-prompt-replace = { $n ->
    [one] Remplacez jusqu’à 1 pionnier du traître :
   *[other] Remplacez jusqu’à { $n } pionniers du traître :
}
hope-option-replace = Remplacer le pionnier du traître sur { $tile }
hope-option-stop-replacing = Arrêter de remplacer
hope-prompt-withdraw = { $n ->
    [one] Fausse accusation : retirez 1 pionnier.
   *[other] Fausse accusation : retirez { $n } pionniers.
}
hope-option-withdraw = Retirer un pionnier de { $tile }
hope-prompt-track-order = La piste Mission n’a de place que pour { $room } des { $n } pionniers : lesquels y vont ?
hope-option-share = Sur la piste : { $parts }
hope-share-part = { $n } { DE($seat) }
hope-share-list = { $first }, { $rest }
hope-prompt-discard = Posez vos cartes utilisées sur un emplacement de défausse.
hope-option-discard = Défausser sur l’emplacement { $n }
hope-option-discard-take = Défausser sur l’emplacement { $n }, prendre { $card }
hope-prompt-bug = Carte Bug : { $text } Payé { $paid }/{ $price } pour { $kind ->
    [bonus] l’activer
   *[malus] l’éviter
}. Contribuez-vous ?
hope-option-bug-medal = Donner 1 médaille
hope-option-bug-pair = Donner deux cartes { $tech } (une médaille)
hope-option-bug-pass = Passer
hope-reaction-bug = Contribuer à une carte Bug pendant le tour d’un autre joueur
hope-order-ask = Me demander
hope-order-never = Ne jamais contribuer
hope-refuse-unknown = « { $option } » n’est pas compris ici.

## Lignes d’état

hope-status-over = Partie terminée : { $reason }
hope-status-monolith = { $seat } place le Monolithe.
hope-status-character = { $seat } choisit un personnage.
hope-status-ship = { $seat } place son vaisseau.
hope-status-bug = Carte Bug : { $seat } peut contribuer ({ $paid }/{ $price }).
hope-status-turn = À { $seat } de jouer.

## Le journal

hope-log-role = { $role ->
    [nope] Votre rôle secret : vous êtes le traître N.O.P.E.
   *[hope] Votre rôle secret : vous êtes fidèle à H.O.P.E.
}
hope-log-monolith-card = La carte du Monolithe montre { $tech }.
hope-log-monolith = Le Monolithe de la Régression se dresse sur { $tile }.
hope-log-character = { $seat } incarne { $char }.
hope-log-dealt = Chacun reçoit des cartes jusqu’à son niveau technologique.
hope-log-ship = { $seat } part dans la dimension { $dim }.
hope-log-upgrade = { $seat } s’améliore (niveau { $n }) et gagne un mouvement.
hope-log-level = { $seat } monte son niveau technologique à { $n }.
hope-log-token-used = { $seat } utilise un jeton Bonus : { $token }.
hope-log-token-pickup = { $seat } ramasse un jeton Bonus ({ $token }) sur { $tile }.
hope-log-navigate = { $seat } navigue { $lever } jusqu’à { $space }.
hope-log-polarize = { $seat } polarise vers { $space } ; tous ses leviers reviennent.
hope-log-polarize-all = { $seat } polarise tous les vaisseaux dans le sens { $way ->
    [cw] horaire
   *[ccw] antihoraire
}.
hope-log-teleport = { $seat } (le Prodige) se téléporte vers { $space }.
hope-log-earthling = { $n ->
    [one] { $seat } (le Terrien) atteint la Terre et pioche { $n } carte.
   *[other] { $seat } (le Terrien) atteint la Terre et pioche { $n } cartes.
}
hope-log-place = { $seat } pose un pionnier sur { $space }.
hope-log-stable = { $n ->
    [0] Stable : { $tile } ; aucun pionnier ne rejoint la piste Mission.
    [one] Stable : { $tile } ; 1 pionnier rejoint la piste Mission.
   *[other] Stable : { $tile } ; { $n } pionniers rejoignent la piste Mission.
}
hope-log-deck-rebuilt = La pioche est épuisée : les défausses (sauf leurs cartes du dessus) sont mélangées en une nouvelle pioche.
hope-log-regression = { $n ->
    [0] Régression : aucun symbole visible, le marqueur reste en place.
    [one] Régression : le marqueur avance d’une case.
   *[other] Régression : le marqueur avance de { $n } cases.
}
hope-log-strike-holds = La Régression frappe { $tile }, mais elle est stable et tient bon.
hope-log-swallow = La Régression engloutit { $tile }.
hope-log-earth-gone = La Régression engloutit la Terre : elle disparaît, tout est perdu.
hope-log-ship-thrown = Le vaisseau { DE($seat) } est renvoyé sur la Terre.
hope-log-monolith-moves = Le Monolithe avance de { $n } dans le sens horaire jusqu’à { $tile }.
hope-log-hope-succeeds = Les pionniers atteignent le bout de la piste Mission : H.O.P.E. réussit ! On finit la manche.
hope-log-hope-fails = Le marqueur de Régression atteint le bout de la piste Mission : H.O.P.E. a échoué.
hope-log-round-limit = La manche { $n } est finie et ni les pionniers ni la Régression n’ont atteint le bout de la piste Mission : selon notre limite de temps ajoutée, la Régression gagne.
hope-log-bug-drawn = Carte Bug ({ $kind ->
    [bonus] bonus
   *[malus] malus
}) : { $text } Prix pour { $kind ->
    [bonus] l’activer
   *[malus] l’éviter
} : { $price } médailles.
hope-log-bug-paid-bonus = Le prix est payé : le bonus s’applique.
hope-log-bug-paid-malus = Le prix est payé : le malus est évité.
hope-log-bug-unpaid-bonus = Le prix n’est pas payé : le bonus est perdu.
hope-log-bug-unpaid-malus = Le prix n’est pas payé : le malus s’applique.
hope-log-accuse-right = { $seat } accuse { $target } : à raison ! { $target } est le traître N.O.P.E.
hope-log-accuse-wrong = { $seat } accuse { $target } : à tort. { $seat } en paie le prix.
hope-log-replace = { $seat } remplace un pionnier du traître sur { $tile }.
hope-log-withdraw = { $seat } retire un pionnier de { $tile }.
hope-log-track-loss = { $seat } perd un pionnier de la piste Mission.
hope-log-reveal = { $seat } se révèle : c’est le traître N.O.P.E. !
hope-log-coax = Le traître chasse le pionnier { DE($seat) } de { $tile }.
hope-log-no-traitor = Il n’y avait aucun traître dans cette partie.
hope-log-traitor-shown = { $seat } se révèle enfin : c’était le traître N.O.P.E.

## Fins de partie

hope-end-hope = Les pionniers ont atteint le bout de la piste Mission : H.O.P.E. a sauvé l’univers ; { $seat } a le plus de pionniers sur la piste et dans le cockpit.
hope-end-earth-traitor = La Terre a disparu : le traître, { $seat }, gagne pour N.O.P.E.
hope-end-earth = La Terre a disparu : tout le monde perd.
hope-why-limit = Notre limite ajoutée de { $n } manches a mis fin à la partie : la Régression gagne
hope-why-regression = Le marqueur de Régression a atteint le bout de la piste Mission en premier
hope-end-traitor-leads = { $why }, et le traître, { $seat }, mène dans l’univers : N.O.P.E. gagne.
hope-end-traitor-behind = { $why }, et le traître ne mène pas dans l’univers : tout le monde perd.
hope-end-lost = { $why } : tout le monde perd.

## Les images

hope-picture-title = HOPE ({ $difficulty }{ $traitor ->
    [on] , traître
   *[off] {""}
}{ $bugs ->
    [on] , Bugs
   *[off] {""}
})
hope-picture-gravity = gravité { $dim }
hope-picture-mission-track = Piste Mission
hope-picture-track-end = fin
hope-picture-pioneer-track = piste des pionniers
hope-picture-technology-center = Centre technologique
hope-picture-key = M : le Monolithe · R : Régression · anneaux : planètes stériles · petites formes : pionniers
hope-picture-earth = Terre
hope-picture-void = vide
hope-picture-stable = STABLE
hope-picture-marker = Marqueur { $cell } sur { $cells } · prochain pas { $n }
hope-picture-joker = tout
hope-picture-discard = défausse { $n }
hope-picture-deck = pioche { $n }
hope-picture-bonus-stacks = Piles Bonus
hope-picture-played = jouées ce tour : { $n }
hope-picture-bug-paying = Carte Bug ({ $kind ->
    [bonus] bonus
   *[malus] malus
}), payé { $paid }/{ $price } : { $text }
hope-picture-bug-lasting = Bug durable : { $text }
hope-picture-choosing = choisit un personnage
hope-picture-traitor = traître N.O.P.E.
hope-picture-loyal = fidèle
hope-picture-lever-toward = Grav
hope-picture-lever-away = Opp
hope-picture-lever-side = Lat
hope-picture-lever-any = Libre
hope-picture-token-medals2 = +2M
hope-picture-token-polarize-all = Pol
hope-picture-token-draw2 = +2C
hope-picture-token-extra-move = +1A
hope-picture-medals = Médailles { $n }
hope-picture-standing = Cartes { $cards } · réserve { $supply } · améliorations { $upgrades }/3 · niveau tech. { $level }
hope-picture-score = Piste { $track } + cockpit { $cockpit } = { $score } · univers { $universe }
hope-picture-accused = accusation faite
hope-picture-locked = bloqué
hope-picture-ship = Vaisseau : { $place }, { $dim }
hope-picture-ship-tile = tuile { $n }
hope-picture-tokens = Jetons : { $tokens }
hope-picture-own-status = { $n ->
    [one] { $n } carte · niveau tech. { $level }
   *[other] { $n } cartes · niveau tech. { $level }
}
hope-picture-own-title = HOPE · { $name }
hope-picture-only-you = Pour vous seul : { $name }
hope-picture-you-traitor = Vous êtes le traître N.O.P.E.
hope-picture-you-loyal = Vous êtes fidèle à H.O.P.E.
hope-picture-power = { $char } : { $power }
hope-picture-choose = Choisissez votre personnage :
hope-picture-no-character = Pas encore de personnage.
hope-picture-hand = { $n ->
    [one] Main : { $n } carte (limite { $limit })
   *[other] Main : { $n } cartes (limite { $limit })
}
hope-picture-hand-later = Main : distribuée au début de la partie
hope-picture-no-cards = Pas encore de carte Technologie en main.
hope-picture-turn = Tour { $n }
hope-picture-setup = Mise en place
hope-picture-tally = = piste { $track } + cockpit { $cockpit } · médailles { $medals } · cartes { $cards }
hope-picture-over = Partie terminée

# Le titre du jeu tel qu'il est publié en français (partout où le jeu est nommé).
hope-title = HOPE

# Les options de table telles que les joueurs les tapent (le nom, puis chaque valeur) ; les noms anglais restent acceptés.
hope-option-name-difficulty = difficulté
hope-option-value-difficulty-normal = normale
hope-option-value-difficulty-advanced = avancée
hope-option-value-difficulty-expert = experte
hope-option-value-difficulty-hero = héros
hope-option-name-traitor = traître
hope-option-value-traitor-off = non
hope-option-value-traitor-on = oui
hope-option-name-bugs = bugs
hope-option-value-bugs-off = non
hope-option-value-bugs-on = oui
