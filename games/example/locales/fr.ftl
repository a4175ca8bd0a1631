# Les mots du jeu d’exemple, en français.
example-name = Duel d’exemple
example-summary = Jouez une carte, puis réclamez une part du pot que forment les cartes : gardez-la si la table reste dans le pot, ou passez en pariant qu’elle le dépassera (le jeu d’exemple que décrit le README pour ajouter un jeu).
example-prompt-play = Jouez une carte
example-option-play = Jouer le { $card }
example-prompt-claim = Réclamez un nombre (le pot vaut { $pot })
example-option-claim = Réclamer { $n }
example-prompt-keep = Gardez-vous votre { $n } ou passez-vous ? (gardé jusqu’ici : { $kept } sur un pot de { $pot })
example-option-keep = Garder { $n }
example-option-pass = Passer
example-status-play = Manche { $round } : chacun joue une carte
example-status-claim = Manche { $round } : réclamations sur un pot de { $pot }
example-status-keep = Manche { $round } : garder ou passer, sur un pot de { $pot }
example-status-draw = Partie terminée ({ $reason }) : égalité
example-status-won = Partie terminée ({ $reason }) : { $winner } gagne
example-log-you-play = Vous jouez le { $card }.
example-log-cards = Manche { $round } : cartes { $cards }, un pot de { $pot }.
example-log-claim = { $seat } réclame { $n }.
example-log-keep = { $seat } garde { $n }.
example-log-pass = { $seat } passe sur { $n }.
example-log-holds = Manche { $round } : { $kept } gardés sur un pot de { $pot } : le pot tient, ceux qui ont gardé marquent.
example-log-breaks = Manche { $round } : { $kept } gardés sur un pot de { $pot } : le pot saute, ceux qui ont passé marquent.
example-end = deux manches jouées
example-picture-score = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
example-picture-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
example-picture-played = a joué
example-picture-to-play = doit jouer
example-picture-card = carte { $card }
example-picture-claim = réclame { $n }
example-picture-kept = a gardé
example-picture-passed = a passé
example-picture-hand = Main { DE($name) }
example-picture-no-cards = Plus aucune carte.

# Le titre du jeu tel qu'il est publié en français (partout où le jeu est nommé).
example-title = Duel d’exemple
