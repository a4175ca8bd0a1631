# Der Plunder von Andromeda, en français. Le jeu n’a pas d’édition française connue : les noms
# des cartes sont traduits dans l’esprit de l’original allemand, le sabortal garde son nom.
plunder-summary = Explorez les portails, évitez les sabortals, réunissez trois séries de reliques (l’original allemand : Der Plunder von Andromeda).

## Les cartes
plunder-card-boots = Bottes de 7 années-lumière
plunder-card-roll = Rouleau de papier toilette inépuisable
plunder-card-driver = Tournevis quantique
plunder-card-cloak = Manteau du silence
plunder-card-hoover = Aspirateur à poussière de lune
plunder-card-pickle = Machine à remonter le temps aux cornichons
plunder-card-stopper = Bouchon de trou de ver
plunder-card-eye = Œil de bois vigilant
plunder-card-pilferer = Chapardeur
plunder-card-schemer = Intrigant
plunder-card-timethief = Voleur de temps
plunder-card-sabortal = Sabortal
plunder-card-boots-short = Bottes
plunder-card-roll-short = Rouleau
plunder-card-driver-short = Tournevis
plunder-card-cloak-short = Manteau
plunder-card-hoover-short = Aspirateur
plunder-card-pickle-short = Cornichons
plunder-card-stopper-short = Bouchon
plunder-card-eye-short = Œil de bois
plunder-card-pilferer-short = Chapardeur
plunder-card-schemer-short = Intrigant
plunder-card-timethief-short = Voleur de temps
plunder-card-sabortal-short = Sabortal

## Les cartes avec leur article, en complément d’objet (« prend le Tournevis quantique »)
plunder-card-boots-the = les Bottes de 7 années-lumière
plunder-card-roll-the = le Rouleau de papier toilette inépuisable
plunder-card-driver-the = le Tournevis quantique
plunder-card-cloak-the = le Manteau du silence
plunder-card-hoover-the = l’Aspirateur à poussière de lune
plunder-card-pickle-the = la Machine à remonter le temps aux cornichons
plunder-card-stopper-the = le Bouchon de trou de ver
plunder-card-eye-the = l’Œil de bois vigilant
plunder-card-pilferer-the = le Chapardeur
plunder-card-schemer-the = l’Intrigant
plunder-card-timethief-the = le Voleur de temps
plunder-card-sabortal-the = le sabortal
plunder-alien-pilferer-power = Se pose sous le portail exploré. Prenez une relique sur la planète natale d’un autre joueur et posez-la sur la vôtre ; jamais d’une sorte dont il a déjà trois.
plunder-alien-schemer-power = Prenez une relique à n’importe quel portail, en main ou sur votre planète natale ; l’Intrigant se pose sous ce portail. Personne n’atterrit ce tour-ci.
plunder-alien-timethief-power = Se pose sous le portail exploré. Chaque vaisseau posé avance de 3 portails vers l’avant, jamais au-delà du premier ; les piles de devant d’abord, chacune dans son ordre.
plunder-alien-pilferer-label = chiper une relique sur une autre planète natale
plunder-alien-schemer-label = prendre une relique d’un portail ; nul n’atterrit
plunder-alien-timethief-label = les vaisseaux posés avancent de 3 portails

## Mots glissés dans d’autres messages
plunder-portal = portail { $n } (valeur { $worth })
plunder-list = { $head }, { $tail }
plunder-list-last = { $head } et { $tail }

## Explorer
plunder-prompt-explore-or-alien = Explorez le { $portal } : piochez une carte ou jouez un alien
plunder-prompt-explore = Explorez le { $portal } : piochez une carte dans la main d’un autre joueur
plunder-option-draw = Piocher à l’aveugle dans la main { DE($seat) } ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
})
plunder-option-alien = Jouer l’alien { $alien } : { $power }
plunder-power-nothing-to-steal = rien à chiper, il ne fait qu’explorer
plunder-power-no-portal-relic = rien aux portails, il explore sans atterrir
plunder-prompt-position = Choisissez une place dans la main { DE($seat) } ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes, mélangées
})
plunder-option-position = Carte en place { $n }
plunder-option-positions = Places { $low } à { $high }
plunder-option-back = Retour
plunder-prompt-victim = Chapardeur : quelle planète natale pillez-vous ?
plunder-option-steal-from = Chiper sur la planète natale { DE($seat) }
plunder-prompt-steal = Chapardeur : quelle relique chipez-vous à { $seat } ?
plunder-option-steal = Chiper { $relic }
plunder-prompt-schemer-portal = Intrigant : à quel portail prenez-vous une relique ?
plunder-option-from-portal = Au { $portal } : { $relics }
plunder-option-from-portal-kinds = Au { $portal } : { $n ->
    [one] { $n } sorte de relique
   *[other] { $n } sortes de reliques
} (voir le plateau)
plunder-prompt-schemer-relic = Intrigant : quelle relique prenez-vous au { $portal } ?
plunder-option-to-hand = { $relic } en main
plunder-option-to-planet = { $relic } sur votre planète natale

## Atterrir, le sabortal, ramasser
plunder-prompt-land = Atterrissez-vous au { $portal } ou poursuivez-vous le vol ?
plunder-option-land = Atterrir au { $portal } ({ $n ->
    [one] { $n } action
   *[other] { $n } actions
})
plunder-option-fly = Poursuivre le vol
plunder-prompt-sabortal = Votre sabortal a été pioché : vous pouvez prendre en main une carte d’un portail
plunder-option-take = Prendre { $card } au { $portal }
plunder-option-take-nothing = Ne rien prendre
plunder-prompt-collect = Ramassez : il vous reste { $left ->
    [one] { $left } action
   *[other] { $left } actions
} sur { $n }
plunder-option-place = Poser { $relic } sur votre planète natale
plunder-option-end-collecting = Cesser de ramasser (perdre { $n ->
    [one] { $n } action
   *[other] { $n } actions
})
plunder-refuse-nothing-to-decide = Rien à décider pour l’instant.
plunder-refuse-unknown-choice = Choix inconnu « { $option } ».

## La ligne d’état
plunder-status-over = Partie terminée : { $reason }
plunder-status-explore = { $seat } explore le { $portal }
plunder-status-land = Atterrir au { $portal } ou poursuivre ? { $decided ->
    [one] { $decided } décision
   *[other] { $decided } décisions
} sur { $asked } ; on attend { $waiting }
plunder-status-sabortal = Sabortal pioché : { $seat } peut prendre une carte d’un portail
plunder-status-collect = { $seat } ramasse (encore { $left ->
    [one] { $left } action
   *[other] { $left } actions
} sur { $n })

## Le journal
plunder-log-your-hand = Votre main : { $cards }.
plunder-log-mission = La mission { $mission } décolle : { $seat } explore d’abord le { $portal }.
plunder-log-sabortal-drawn = { $explorer } pioche le sabortal { DE($owner) } au { $portal } : la mission s’arrête et les vaisseaux encore en vol n’ont rien. { $owner } peut prendre une carte d’un portail et reprend son sabortal.
plunder-log-draw = { $explorer } pioche chez { $target } et pose la carte sous le { $portal } : { $card }.
plunder-log-sabortal-take = { $seat } prend en main { $card } du { $portal }.
plunder-log-sabortal-back = { $seat } reprend son sabortal en main.
plunder-log-pilferer-nothing = { $seat } joue le Chapardeur au { $portal } ; il n’y a rien à chiper.
plunder-log-pilferer = { $seat } joue le Chapardeur au { $portal } et chipe { $relic } sur la planète { DE($victim) }.
plunder-log-schemer-nothing = { $seat } joue l’Intrigant au { $portal } ; aucune relique n’attend aux portails. Personne n’atterrit ce tour-ci.
plunder-log-schemer-hand = { $seat } joue l’Intrigant en explorant le { $portal } : prend en main { $relic } du { $source }. Personne n’atterrit ce tour-ci.
plunder-log-schemer-planet = { $seat } joue l’Intrigant en explorant le { $portal } : pose { $relic } du { $source } sur sa planète. Personne n’atterrit ce tour-ci.
plunder-log-time-thief = { $seat } joue le Voleur de temps au { $portal } : chaque vaisseau posé avance de 3 portails vers l’avant (jamais au-delà du portail 1).
plunder-log-super-mission = Super-mission ! { $seats } { $n ->
    [one] atterrit
   *[other] atterrissent
} au { $portal }.
plunder-log-land = { $seats } { $n ->
    [one] atterrit
   *[other] atterrissent
} au { $portal }.
plunder-log-nobody-lands = Personne n’atterrit au { $portal }.
plunder-log-all-landed = Tous les vaisseaux ont atterri : la mission s’arrête.
plunder-log-nothing-to-collect = { $seat } n’a rien à ramasser ni à poser.
plunder-log-collect-take = { $seat } prend { $card } au { $portal }.
plunder-log-place = { $seat } pose { $relic } sur sa planète natale.
plunder-log-end-collecting = { $seat } cesse de ramasser et perd { $n ->
    [one] { $n } action
   *[other] { $n } actions
}.
plunder-log-leftovers = { $seat } prend en main les cartes restées aux portails : { $cards }.
plunder-log-pass = Le laissez-passer de départ va à { $seat }.
plunder-log-refill = { $seat } pioche { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
plunder-log-you-draw = Vous piochez : { $cards }.
plunder-log-wins = { $seat } a { $sets } séries complètes et gagne aussitôt !
plunder-end-sets = { $seat } a réuni { $sets } séries de { $size } reliques et gagne.
plunder-end-mission-limit = Limite de missions : personne n’a gagné après { $n } missions, la partie est donc nulle (une fin que la règle imprimée n’a pas ; voir `/orrery rules plunder fin-de-la-partie`).

## Les images
plunder-picture-title = The Curious Rarities · Mission { $mission }
plunder-picture-land = atterrir ?
plunder-picture-next = suivant
plunder-picture-more = +{ $n } autres
plunder-picture-sets = Séries { $n }/3
plunder-picture-in-hand = { $n } en main
plunder-picture-winner = VAINQUEUR
plunder-picture-flying = en vol
plunder-picture-landed = posé au #{ $n }
plunder-picture-pass = LAISSEZ-PASSER
plunder-picture-pile = Pioche : { $n }
plunder-picture-alien = ALIEN
plunder-picture-your-hand = Votre main · { $name }
plunder-picture-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
plunder-picture-hand-note = Vous seul voyez ces cartes ; #n est la place de chaque carte.
plunder-picture-hand-empty = Votre main est vide tant que votre sabortal est sorti.
plunder-picture-power = { $alien } : { $power }
plunder-picture-sets-label = séries
plunder-picture-their-hand = Main { DE($name) }, face cachée ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
})
plunder-picture-their-planet = Planète natale { DE($name) }
plunder-picture-portals = Les portails
plunder-picture-turn = Tour { $n }
plunder-picture-over = Partie terminée

# Le titre du jeu : il n’est pas paru en français ; on garde le titre anglais, connu des joueurs.
plunder-title = The Curious Rarities from Andromeda
