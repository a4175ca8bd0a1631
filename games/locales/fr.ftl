# Les mots communs à tous les jeux : les places, les refus du contrat, les options de table.
core-seat = Place { $n }
core-refuse-setting = { $name } doit valoir l’une de ces valeurs : { $choices } (pas « { $value } »).
core-refuse-unknown-setting = { $game } n’a pas d’option de table nommée { $names } ; options possibles : { $known }.
core-refuse-no-settings = { $game } n’a pas d’options de table.
core-typed = `{ $word }`
core-list = { $first }, { $rest }
# Un texte écrit par un jeu avant qu’il ne parle en messages, gardé tel quel (en anglais) ;
# une place y est nommée par son joueur.
core-text = { $text }
core-text-seat = { $before }{ $seat }{ $rest }
core-refuse-players = { $span ->
        [fixed] { $game } se joue { $high ->
            [one] seul
           *[other] à { $high }
        }, pas à { $n }.
       *[other] { $game } se joue de { $low } à { $high } joueurs, pas à { $n }.
    }
core-refuse-over = Cette partie est terminée.
core-refuse-not-your-turn = Ce n’est pas à vous de décider.
core-refuse-not-an-option = « { $option } » ne fait pas partie de vos choix en ce moment.
core-setting-line = `{ $name }` = { $choices } (par défaut { $default })
core-settings-title = Options de table
core-setting-help = { $line } : { $help }
