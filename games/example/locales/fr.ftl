# Les mots du duel d’exemple, en français.
example-name = Duel d’exemple
example-summary = Jouez votre plus forte carte au bon moment (le jeu d’exemple de la section « Adding a game » du README).
example-prompt-play = Jouez une carte
example-option-play = Jouer le { $card }
example-status-round = Manche { $round }
example-status-draw = Partie terminée ({ $reason }) : égalité
example-status-won = Partie terminée ({ $reason }) : { $winner } gagne
example-log-you-play = Vous jouez le { $card }.
example-log-round = Manche { $round } : cartes { $cards }.
example-end-two-wins = deux manches gagnées
example-end-all-rounds = trois manches jouées
example-picture-wins = { $n ->
    [one] { $n } manche gagnée
   *[other] { $n } manches gagnées
}
example-picture-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
example-picture-played = a joué
example-picture-to-play = doit jouer
example-picture-hand = Main de { $name }
example-picture-no-cards = Plus aucune carte.
