# ORION Duel, en français. Les termes sont ceux de la règle française de Matagot : tuiles,
# hexagones, cases, jetons GALAXIE et TROU NOIR, constellations, conditions de victoire.
orion-summary = Duel de tuiles hexagonales : reliez les constellations, réunissez les galaxies, refilez les trous noirs à l’adversaire.
orion-setting-setup = Mise en place des jetons. libre : celle de la règle, qu’elle appelle « mise en place aléatoire » (le meneur pose les galaxies où il veut, l’autre joueur les trous noirs) ; prédéfinie1 à 3 : dispositions fixes pour une première partie rapide (celles de l’édition numérique) ; tirage : l’ordinateur tire la disposition (comme l’édition numérique ; absent de la règle imprimée).
orion-setting-leader = Qui pose les galaxies (mise en place libre) et décide qui commence. /orrery rematch l’inverse, pour que les rôles alternent d’une partie à l’autre comme le veut la règle.

## Les tuiles
orion-tile-single = Hexagone seul
orion-tile-single-a = un hexagone seul
orion-tile-single-the = l’hexagone seul
orion-tile-pair = Domino uni
orion-tile-pair-a = un domino uni
orion-tile-pair-the = le domino uni
orion-tile-mixed = Domino mixte
orion-tile-mixed-a = un domino mixte
orion-tile-mixed-the = le domino mixte
orion-tile-line = Trio droit
orion-tile-line-a = un trio droit
orion-tile-line-the = le trio droit
orion-tile-bent = Trio coudé
orion-tile-bent-a = un trio coudé
orion-tile-bent-the = le trio coudé
orion-tile-tri = Triangle
orion-tile-tri-a = un triangle
orion-tile-tri-the = le triangle

## Couleurs, et les pas d’un hexagone au suivant (des flèches : les lettres des points cardinaux diffèrent d’une langue à l’autre)
orion-colour-blue = bleu
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
orion-and = { $head } ; { $tail }
orion-footprint = { $colour } { $cells }
orion-footprint-both = { $colour } { $cells } · { $other } { $others }
orion-seat = { $seat } ({ $colour })

## Mise en place
orion-log-choice-setup = Mise en place au choix des joueurs : { $seat } place les 8 galaxies.
orion-log-random-setup = Disposition des jetons tirée par l’ordinateur. { $seat } décide qui commence.
orion-log-layout-setup = Disposition prédéfinie { $n } des jetons. { $seat } décide qui commence.
orion-prompt-galaxy = Choisissez la case de la galaxie { $n } sur 8
orion-prompt-hole = Choisissez la case du trou noir { $n } sur 7
orion-option-cell = { $cell }
orion-log-galaxy = { $seat } place la galaxie { $n } en { $cell }.
orion-log-holes-next = { $seat } place maintenant les 7 trous noirs.
orion-log-hole = { $seat } place le trou noir { $n } en { $cell }.
orion-log-setup-done = Mise en place terminée. { $seat } décide qui commence.
orion-refuse-no-finish = Un jeton à cet endroit empêcherait de terminer la mise en place selon les règles.
orion-prompt-start = Qui pose la première tuile ?
orion-option-me-first = Je commence
orion-option-other-first = Mon adversaire commence
orion-log-lets-start = { $seat } laisse commencer { $first }.
orion-log-will-start = { $seat } commence.

## Poser une tuile
orion-prompt-tile = Quelle tuile posez-vous ?
orion-option-tile = { $tile } : { $colours } (encore ×{ $n })
orion-prompt-orientation = Orientation de la tuile : { $tile } (les flèches partent du premier hexagone)
orion-option-back-tile = Retour : choisir une autre tuile
orion-prompt-cell = Case du premier hexagone de la tuile : { $tile }
orion-option-cell-tile = { $cell } : { $cells }
orion-option-back-orientation = Retour : choisir une autre orientation
orion-log-lays = { $seat } pose { $tile } : { $cells }.

## La ligne d’état
orion-status-galaxy = { $seat } place la galaxie { $n } sur 8
orion-status-hole = { $seat } place le trou noir { $n } sur 7
orion-status-start = { $seat } décide qui commence
orion-status-tile = { $seat } pose une tuile
orion-status-turn = { $seat } oriente { $tile }
orion-status-cell = { $seat } choisit une case pour { $tile }

## La fin
orion-condition-linked = a relié deux constellations opposées
orion-condition-galaxies = a connecté 4 galaxies
orion-condition-holes = la couleur adverse connecte 3 trous noirs
orion-end-conditions = { $seat } gagne : { $why }.
orion-end-draw = Toutes les tuiles sont posées, partie nulle (galaxies moins trous noirs sous chaque couleur : { $blue } contre { $orange }).
orion-end-tiebreak = Toutes les tuiles sont posées ; { $seat } gagne (galaxies moins trous noirs sous chaque couleur : { $blue } contre { $orange }).
orion-end-stuck = { $seat } ne peut plus poser aucune tuile et perd.

## L’image
orion-picture-turn-no = Tour { $n }
orion-picture-galaxy = galaxie
orion-picture-hole = trou noir
orion-picture-last-move = dernier coup
orion-picture-pick = case au choix
orion-picture-winner = { $colour } · VAINQUEUR
orion-picture-to-play = { $colour } · à jouer
orion-picture-to-choose = { $colour } · à choisir
orion-picture-linked = Reliées : { $pair }
orion-picture-not-linked = Reliées : pas encore
orion-picture-galaxies = Galaxies sur un groupe : { $n }/4
orion-picture-holes = Trous noirs sur un groupe { $colour } : { $n }/3
orion-picture-met = Conditions : { $n }  ·  galaxies − trous noirs : { $score }
orion-picture-turned = { $tile }, orienté { $steps }
orion-picture-dot-cell = point = l’hexagone posé sur la case choisie
orion-picture-cells = { $n ->
    [one] { $n } case au choix, marquée sur le plateau
   *[other] { $n } cases au choix, marquées sur le plateau
}
orion-picture-score-tiles = Galaxies − trous noirs : { $a } contre { $b }
orion-picture-score-conditions = Conditions remplies : { $a } contre { $b }

# Le titre du jeu tel qu’il est publié en français (partout où le jeu est nommé).
orion-title = ORION Duel

# Les options de table telles que les joueurs les tapent (le nom, puis chaque valeur) ; les noms anglais restent acceptés.
orion-option-name-setup = mise-en-place
orion-option-value-setup-random = tirage
orion-option-value-setup-layout1 = prédéfinie1
orion-option-value-setup-layout2 = prédéfinie2
orion-option-value-setup-layout3 = prédéfinie3
orion-option-value-setup-choice = libre
orion-option-name-leader = meneur
orion-option-value-leader-seat1 = place1
orion-option-value-leader-seat2 = place2
