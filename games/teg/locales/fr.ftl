# Tiny Epic Galaxies (avec Au-delà du Noir), en français. $who : une place (le nom du joueur) ou le Rogue.
teg-name = Tiny Epic Galaxies
teg-the-rogue = Rogue
teg-nothing = rien
teg-both = { $first } et { $second }
teg-amount = { $res ->
    [en] { $n ->
        [one] { $n } énergie
       *[other] { $n } énergies
    }
   *[cu] { $n ->
        [one] { $n } culture
       *[other] { $n } cultures
    }
}
teg-res = { $res ->
    [en] énergie
   *[cu] culture
}

## faces des dés (les actions)
teg-face-mv = Déplacer un vaisseau
teg-face-en = Acquérir de l’énergie
teg-face-cu = Acquérir de la culture
teg-face-di = Diplomatie
teg-face-ec = Économie
teg-face-ut = Utiliser une colonie

## où est un vaisseau ; un vaisseau comme choix
teg-where-h = à la maison
teg-where-l = pas encore construit
teg-where-x = Espace inexploré
teg-where-d = piste de danger { $pos }
teg-where-s = sur { $planet }
teg-where-o = orbite { $planet } ({ $pos }/{ $steps })
teg-ship-label = Vaisseau { $n } ({ $where })
teg-ship-label-advanced = Vaisseau { $n } { $type } ({ $where })
teg-log-colonize = { $who } colonise { $planet } (+{ $vp }).
teg-log-reach-goal = { $who } atteint { $vp } points : la fin est déclenchée (on termine le tour de table).

## les actions des dés, suivre, relancer, le convertisseur
teg-log-acquire = { $who } acquiert { $what }.
teg-opt-follow = Suivre : { $face } (payer { $cost } { $cost ->
    [one] culture
   *[other] cultures
})
teg-opt-follow-free = Suivre : { $face } (gratuit)
teg-opt-pass = Passer
teg-log-follows = { $who } suit ({ $face }).
teg-opt-land = Se poser sur { $planet }
teg-opt-orbit = Se mettre en orbite { DE($planet) }
teg-opt-home = Rentrer à la maison
teg-opt-explore = Explorer l’Espace inexploré
teg-opt-back-ship = Retour : un autre vaisseau
teg-opt-back = Retour
teg-log-home = { $who } ramène le vaisseau { $n } à la maison.
teg-log-to-space = { $who } envoie le vaisseau { $n } dans l’Espace inexploré.
teg-log-land = { $who } se pose sur { $planet }.
teg-log-orbit = { $who } se met en orbite { DE($planet) }.
teg-prompt-move-ship = Quel vaisseau déplacez-vous ?
teg-prompt-move-where = Où le déplacez-vous ?
teg-prompt-advance = Quel vaisseau avancez-vous de { $n } { $n ->
    [one] case
   *[other] cases
} sur { $track ->
    [di] une piste diplomatie ?
    [ec] une piste économie ?
   *[any] n’importe quelle piste ?
}
teg-log-advance = { $who } avance le vaisseau { $n } sur { $planet }.
teg-opt-rival-ship = { $who } : { $ship }
teg-log-push-back = { $who } fait reculer le vaisseau { $n } { DE($rival) }.
teg-prompt-push-back = Quel vaisseau rival faites-vous reculer de { $n } { $n ->
    [one] case
   *[other] cases
} ?
teg-opt-upgrade = Empire au niveau { $level } pour { $cost }
teg-log-upgrade = { $who } fait passer son empire au niveau { $level }.
teg-prompt-reroll = Quels dés inutilisés relancez-vous ?
teg-prompt-reroll-pick-none = Choisissez les dés à relancer. Choisis : aucun pour l’instant
teg-prompt-reroll-pick = Choisissez les dés à relancer. Choisis : dés { $dice }
teg-opt-reroll-all = Relancer les { $n } dés inutilisés
teg-opt-reroll-face = { $n ->
    [one] Relancer le dé { $face }
   *[other] Relancer les { $n } dés { $face }
}
teg-opt-reroll-pick = Choisir d’autres dés
teg-opt-reroll-it = Le relancer
teg-opt-pick-die = Choisir le dé { $n } ({ $face })
teg-opt-unpick-die = Retirer le dé { $n } ({ $face })
teg-opt-reroll-picked = { $n ->
    [one] Relancer le dé choisi
   *[other] Relancer les { $n } dés choisis
}
teg-log-reroll = { $who } relance { $n } { $n ->
    [one] dé
   *[other] dés
}.
teg-prompt-convert-pair = Convertisseur : quels deux dés dépensez-vous ?
teg-prompt-convert-die = Convertisseur : lequel des autres dés réglez-vous ?
teg-prompt-convert-face = Convertisseur : en quoi changez-vous le dé { $face } ?
teg-opt-spend-pair = Dépenser { $first } + { $second }
teg-opt-set-die = Régler le dé { $face }
teg-opt-make-it = En faire { $face }
teg-log-convert = { $who } convertit deux dés en { $face }.
teg-prompt-set-face = En quoi changez-vous le dé { $face } ?

## pouvoirs des planètes
teg-log-use = { $who } utilise { $planet }.
teg-planet-says = { $planet } : { $text }
teg-then = { $first } { $then }
teg-opt-gain = Gagner { $what }
teg-opt-gain-res = Gagner { $res ->
    [en] de l’énergie
   *[cu] de la culture
}
teg-opt-advance-ship = Avancer : { $ship }
teg-opt-pay-advances = Payer { $cost } pour { $n } { $n ->
    [one] avancée
   *[other] avancées
}
teg-opt-push-back = Reculer { $who } : { $ship }
teg-opt-pay-push-back = Payer { $cost } pour faire reculer des vaisseaux rivaux
teg-opt-tithe = Recevoir 1 { $res ->
    [en] énergie
   *[cu] culture
} par rival qui suit ce dé
teg-opt-replace = Remplacer { $planet }
teg-opt-upgrade-mix = Améliorer : { $energy } én. et { $culture } cult.
teg-opt-reroll-free = Relancer vos dés inutilisés (gratuit)
teg-opt-trade = Payer { $cost } pour { $get }
teg-opt-steal = Prendre 1 { $res ->
    [en] énergie
   *[cu] culture
} à { $who }
teg-opt-convert = Changer { $what } en { $to ->
    [en] énergie
   *[cu] culture
}
teg-opt-pay-moves = Payer { $cost } pour { $n } { $n ->
    [one] déplacement
   *[other] déplacements
}
teg-opt-use = Utiliser { $planet }
teg-opt-give-up = Défausser { $first } + { $second }
teg-opt-recall = Rappeler le vaisseau { $n } pour { $what }
teg-opt-borrow = Payer { $who } pour utiliser { $planet }
teg-opt-any-action = { $face } (les rivaux suivent gratuitement)
teg-opt-shift = Vaisseau { $first } recule de 1, vaisseau { $second } avance de 1
teg-opt-tax = Suivre coûte 2 cultures aux rivaux jusqu’à la fin du tour
teg-opt-jump = Vaisseau { $n } vers { $planet }
teg-opt-all-advance = Chaque rival avance un vaisseau de 1, puis vous un de 2
teg-opt-repeat = Répéter { $face }
teg-opt-set-any-face = Mettre le dé { $face } sur la face voulue
teg-log-refresh = { $planet } quitte la rangée ; { $new } arrive.
teg-prompt-utilize = Utiliser une colonie : améliorez-vous l’empire ou utilisez-vous une colonie ?
teg-opt-skip = Ne pas l’utiliser

## Au-delà du Noir : recruter, explorer, pistes de danger
teg-prompt-hire = Quel pilote recrutez-vous ?
teg-prompt-hire-how = Recruter { $pilot } : pour quel vaisseau, avec quels dés ?
teg-prompt-hire-ship = Lequel de vos vaisseaux devient le { $type } ?
teg-opt-hire-with = { $type } avec { $n } x { $face }
teg-log-hire = { $who } recrute { $pilot } pour piloter le { $type }.
teg-prompt-drawn = Vous avez tiré { $card } ({ $text }) La gardez-vous, ou la laissez-vous face visible pour piocher à nouveau ?
teg-prompt-explore = Explorer : prenez-vous une carte visible, ou piochez-vous ?
teg-opt-keep = Garder { $card }
teg-opt-leave = La laisser visible et piocher à nouveau
teg-opt-take = Prendre { $card }
teg-opt-draw = Piocher la carte du dessus
teg-log-draw = { $who } pioche { $card } ({ $color ->
    [green] verte
   *[red] rouge
}).
teg-log-deck-empty = La pioche d’exploration est vide : la fin est déclenchée (on termine le tour de table).
teg-log-take = { $who } prend { $card }.
teg-log-danger-step = Le vaisseau { $n } { DE($who) } avance en combattant sur sa piste de danger.
teg-log-danger-escape = Le vaisseau { $n } { DE($who) } s’échappe et retourne dans l’Espace inexploré.

## en solo : le Rogue
teg-log-rogue-turn = Tour du Rogue.
teg-log-rogue-lost-die = Le Rogue ne peut pas utiliser { $face } ; le dé est perdu.
teg-log-rogue-empire = L’énergie du Rogue est pleine : son empire monte au niveau { $level }.
teg-log-rogue-bonus = La culture du Rogue est pleine : il joue trois actions bonus, puis sa culture retombe.
teg-log-rogue-reset = Les actions bonus du Rogue sont finies : sa culture revient à 0.
teg-log-rogue-orbit = Le Rogue envoie un vaisseau en orbite { DE($planet) }.
teg-log-rogue-advance = Le Rogue avance ses vaisseaux ({ $face }).
teg-log-rogue-colonies = Les colonies du Rogue agissent : { $step }.
teg-rogue-step-lose = vous perdez { $res ->
    [en] { $n ->
        [one] { $n } énergie
       *[other] { $n } énergies
    }
   *[cu] { $n ->
        [one] { $n } culture
       *[other] { $n } cultures
    }
}
teg-rogue-step-gain = il gagne { $res ->
    [en] { $n ->
        [one] { $n } énergie
       *[other] { $n } énergies
    }
   *[cu] { $n ->
        [one] { $n } culture
       *[other] { $n } cultures
    }
}
teg-rogue-step-steal = il vous prend { $res ->
    [en] { $n ->
        [one] { $n } énergie
       *[other] { $n } énergies
    }
    [cu] { $n ->
        [one] { $n } culture
       *[other] { $n } cultures
    }
   *[any] { $n } en énergie ou culture (celle dont vous avez le plus)
}
teg-rogue-step-hit = votre vaisseau en orbite le plus avancé recule de { $n } { $n ->
    [one] case
   *[other] cases
}
teg-rogue-step-hit-all = chacun de vos vaisseaux en orbite recule de { $n } { $n ->
    [one] case
   *[other] cases
}
teg-rogue-step-push = ses vaisseaux en orbite avancent de { $n } { $n ->
    [one] case
   *[other] cases
}
teg-rogue-step-lose-die = vous lancerez un dé de moins au prochain tour
teg-prompt-rogue-rolled = Le Rogue a obtenu { $face }. Le laissez-vous agir, ou payez-vous pour qu’il relance ?
teg-opt-rogue-go = Le laisser agir
teg-opt-rogue-reroll = Payer 1 énergie + 1 culture : le Rogue relance ce dé
teg-log-rogue-reroll = { $who } fait relancer le Rogue : { $face }.

## le tour, les missions, la fin
teg-summary = Lancez les dés d’action, envoyez vos vaisseaux vers les planètes et colonisez-les ; atteindre 21 points déclenche la fin.
teg-setting-expansion = oui : Au-delà du Noir : recrutez des pilotes pour vos vaisseaux avancés, explorez l’Espace inexploré, marquez planètes naines et insignes ; une pioche d’exploration vide déclenche aussi la fin.
teg-setting-rogue = Solo seulement : la galaxie Rogue à affronter, de la plus facile (Artemis) à la plus dure (Gamelyn).
teg-setting-goal = Les points qui déclenchent la fin : 21 comme imprimé, ou 15 pour une partie plus courte.
teg-reaction-follow = Suivre le dé d’un rival
teg-reaction-ask = Me demander
teg-reaction-always = Suivre dès que je peux payer
teg-reaction-never = Ne jamais suivre
teg-list = { $first }, { $then }
teg-one = { $who }
teg-log-solo = Partie en solo contre la galaxie Rogue { $rogue }.
teg-log-missions = Chacun garde une de ses deux missions secrètes.
teg-prompt-mission = Quelle mission secrète gardez-vous ?
teg-opt-mission = { $mission } ({ $vp } points)
teg-opt-mission-tied = { $mission } ({ $vp } points, { $tied } à égalité)
teg-log-keep-mission = Vous gardez { $mission }.
teg-log-missions-chosen = Missions choisies. { $who } commence.
teg-prompt-follow = { $who } a activé « { $face } » : suivez-vous ?
teg-prompt-turn = Activez un dé, relancez, convertissez ou finissez le tour
teg-opt-activate = Activer le dé { $n } : { $face }
teg-opt-reroll-paid = Relancer des dés (1 énergie)
teg-opt-reroll-free-once = Relancer des dés (gratuit cette fois)
teg-opt-converter = Convertisseur (2 dés règlent un troisième)
teg-opt-hire = Recruter un pilote avec des dés identiques
teg-opt-end = Finir votre tour
teg-opt-end-unused = Finir votre tour ({ $n } { $n ->
    [one] dé inutilisé
   *[other] dés inutilisés
})
teg-log-activate = { $who } active { $face }.
teg-log-turn = Tour { DE($who) } : les dés donnent { $dice }.
teg-prompt-quit = Finissez-vous votre tour avec { $n } { $n ->
    [one] dé inutilisé
   *[other] dés inutilisés
} ?
teg-opt-quit-yes = Oui, finir mon tour
teg-opt-quit-no = Non, retour à mes dés
teg-end-deck = La pioche d’exploration est épuisée, ce qui déclenche la fin
teg-end-goal = { $who } a atteint { $goal } points, ce qui déclenche la fin
teg-end-rogue-top = L’empire du Rogue a atteint sa dernière case : le Rogue gagne.
teg-end-solo-won = { $trigger } : vous battez le Rogue, { $you } à { $rogue }.
teg-end-solo-lost = { $trigger } : vous perdez contre le Rogue, { $you } à { $rogue }.
teg-end-won = { $trigger } : { $who } { $n ->
    [one] gagne
   *[other] gagnent
} avec { $vp } points.
teg-status-missions = Chacun choisit une mission secrète.
teg-status-follow = { $who } : { $prompt } ({ $done } { $done ->
        [one] réponse
       *[other] réponses
    } sur { $asked })
teg-status-following = { $who } (suit) : { $prompt }
teg-status-turn = { $who } : activer un dé, relancer, convertir ou finir
teg-status = { $who } : { $prompt }

## les images
teg-picture-title = Tour { $turn } · { $goal } points pour gagner
teg-picture-rogue = Rogue { $name }
teg-picture-surface = Surface
teg-picture-orbit = Orbite { $track ->
    [di] Diplomatie
   *[ec] Économie
}
teg-picture-dice-of = Dés { DE($name) }
teg-picture-die-a = utilisé
teg-picture-die-v = dépensé
teg-picture-die-h = recruté
teg-picture-die-x = défaussé
teg-picture-face-mv = DÉPL
teg-picture-face-en = ÉNER
teg-picture-face-cu = CULT
teg-picture-face-di = DIPL
teg-picture-face-ec = ÉCON
teg-picture-face-ut = UTIL
teg-picture-reroll-used = relance gratuite prise
teg-picture-reroll-ready = relance gratuite dispo
teg-picture-converter-used = convertisseur utilisé
teg-picture-converter-ready = convertisseur dispo
teg-picture-follow-cost = suivre coûte { $n }
teg-picture-just-drawn = Tirée : { $card }
teg-picture-pilot-foot = { $ships } { $vp } pt { $badge }
teg-picture-pilots-for-hire = Pilotes à recruter ({ $n } en pioche)
teg-picture-space = Espace inexploré ({ $n })
teg-picture-final = { $n } au total
teg-picture-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}
teg-picture-empire = Empire
teg-picture-energy-short = Én
teg-picture-culture-short = Cu
teg-picture-ships = Vaiss.
teg-picture-at-h = maison
teg-picture-at-s = posé
teg-picture-at-o = orbite
teg-picture-at-x = espace
teg-picture-at-d = danger
teg-picture-locked = bloqué
teg-picture-colonies = Colonies ({ $n })
teg-picture-pilots = Pilotes { $hangar }
teg-picture-no-pilots = Pilotes : aucun
teg-picture-explored = cartes { $n } · naines { $dwarfs }
teg-picture-badge-points = insignes +{ $n }
teg-picture-secret-mission = mission secrète
teg-picture-end = fin
teg-picture-planet-deck = pioche : { $n }
teg-picture-mission = { $mission } (+{ $vp })
teg-picture-mission-tied = { $mission } (+{ $vp }, égalité +{ $tied })
teg-picture-secrets = { $name } : vos secrets
teg-picture-only-you = vous seul voyez ceci
teg-picture-your-mission = Mission secrète
teg-picture-missions-offered = Missions proposées : gardez-en une
teg-picture-your-cards = Cartes exploration ({ $n }) · vos insignes : { $badges }
teg-picture-card-badges = insignes : { $badges }

## planets (names are proper names, the same in every language)
teg-planet-b01 = Jakks
teg-planet-b01-text = Gagnez 1 culture.
teg-planet-b02 = Vici-KS156
teg-planet-b02-text = Gagnez 1 énergie.
teg-planet-b03 = Drewkaiden
teg-planet-b03-text = Avancez d’1 case un de vos vaisseaux en orbite sur une piste diplomatie.
teg-planet-b04 = Leandra
teg-planet-b04-text = Avancez d’1 case un de vos vaisseaux en orbite sur une piste économie.
teg-planet-b05 = Birkomius
teg-planet-b05-text = Une fois par tour, à votre tour : chaque rival qui suit ce dé vous donne 1 culture.
teg-planet-b06 = Bisschop
teg-planet-b06-text = Une fois par tour, à votre tour : chaque rival qui suit ce dé vous donne 1 énergie.
teg-planet-b07 = Tifnod
teg-planet-b07-text = Reculez d’1 case un vaisseau rival sur une piste diplomatie.
teg-planet-b08 = Vizcarra
teg-planet-b08-text = Reculez d’1 case un vaisseau rival sur une piste économie.
teg-planet-b09 = MJ-120210
teg-planet-b09-text = Gagnez 2 énergies.
teg-planet-b10 = Helios
teg-planet-b10-text = Placez sous la pioche une planète de la rangée sans vaisseau ; révélez-en une nouvelle.
teg-planet-b11 = Mared
teg-planet-b11-text = Si votre empire est strictement le plus bas, améliorez-le pour 1 ressource de moins.
teg-planet-b12 = Lureena
teg-planet-b12-text = Améliorez votre empire en payant énergie et culture dans n’importe quel mélange.
teg-planet-b13 = Zalax
teg-planet-b13-text = À votre tour seulement : relancez autant de vos dés inutilisés que vous voulez.
teg-planet-b14 = Hoefker
teg-planet-b14-text = Payez 1 énergie pour gagner 2 cultures.
teg-planet-b15 = CLJ-0517
teg-planet-b15-text = Une fois par tour : prenez 1 culture à un rival.
teg-planet-b16 = La-Torres
teg-planet-b16-text = Une fois par tour : prenez 1 énergie à un rival.
teg-planet-b17 = Pembertonia-Major
teg-planet-b17-text = Changez autant de culture que vous voulez en énergie, une pour une.
teg-planet-b18 = Omicron Fenzi
teg-planet-b18-text = Changez autant d’énergie que vous voulez en culture, une pour une.
teg-planet-b19 = Nagato
teg-planet-b19-text = Une fois par tour : payez 1 culture pour déplacer deux vaisseaux différents, l’un après l’autre.
teg-planet-b20 = Padraigin-3110
teg-planet-b20-text = Payez 2 cultures : deux avancées d’1 case sur des pistes diplomatie.
teg-planet-b21 = Jorg
teg-planet-b21-text = Payez 2 cultures : reculez un vaisseau rival de 2 cases.
teg-planet-b22 = Nakagawakozi
teg-planet-b22-text = Payez 2 énergies : deux avancées d’1 case sur des pistes économie.
teg-planet-b23 = Brumbaugh
teg-planet-b23-text = Payez 2 énergies : reculez deux vaisseaux rivaux différents d’1 case chacun.
teg-planet-b24 = Umbra-Forum
teg-planet-b24-text = Utilisez le pouvoir de n’importe quelle planète de la rangée.
teg-planet-b25 = JAC-110912
teg-planet-b25-text = Gagnez 2 cultures ; chaque rival gagne 1 culture.
teg-planet-b26 = Gleam-Zanier
teg-planet-b26-text = Gagnez 2 énergies ; chaque rival gagne 1 énergie.
teg-planet-b27 = Maia
teg-planet-b27-text = À votre tour seulement : défaussez 2 dés inutilisés pour gagner 2 énergies et 2 cultures.
teg-planet-b28 = Andellouxian-6
teg-planet-b28-text = Rappelez chez vous un vaisseau en orbite ; gagnez autant d’énergie ou de culture que de cases parcourues.
teg-planet-b29 = Walsfeo
teg-planet-b29-text = Donnez 1 culture à un rival pour utiliser le pouvoir d’une de ses colonies.
teg-planet-b30 = Sargus-36
teg-planet-b30-text = Donnez 1 énergie à un rival pour utiliser le pouvoir d’une de ses colonies.
teg-planet-b31 = Zavodnick
teg-planet-b31-text = Une fois par tour : effectuez n’importe quelle action de dé ; chaque rival peut la suivre gratuitement.
teg-planet-b32 = BSW-10-1
teg-planet-b32-text = Reculez d’1 case un de vos vaisseaux en orbite, puis avancez-en un autre d’1 case.
teg-planet-b33 = Aughmoore
teg-planet-b33-text = Gagnez 1 culture par vaisseau chez vous.
teg-planet-b34 = Shouhua
teg-planet-b34-text = Avancez d’1 case un de vos vaisseaux en orbite sur n’importe quelle piste.
teg-planet-b35 = Nibiru
teg-planet-b35-text = À votre tour seulement : jusqu’à la fin du tour, suivre coûte 2 cultures aux rivaux.
teg-planet-b36 = Gort
teg-planet-b36-text = Déplacez un vaisseau en orbite sur la même case de la piste d’une autre planète.
teg-planet-b37 = Terra-Bettia
teg-planet-b37-text = Chaque rival avance un vaisseau d’1 case ; puis vous avancez un vaisseau de 2 cases.
teg-planet-b38 = K-Widow
teg-planet-b38-text = Reculez d’1 case un vaisseau rival sur n’importe quelle piste.
teg-planet-b39 = Piedes
teg-planet-b39-text = Répétez l’action d’un dé déjà activé ce tour-ci.
teg-planet-b40 = Gyore
teg-planet-b40-text = À votre tour seulement : tournez un dé inutilisé sur la face de votre choix.
teg-planet-x01 = Calyx Minor
teg-planet-x01-text = Gagnez 1 énergie ou 1 culture.
teg-planet-x02 = Perrow
teg-planet-x02-text = Gagnez 1 énergie ou 1 culture.
teg-planet-x03 = Ossuary Drift
teg-planet-x03-text = Gagnez 1 culture, plus 1 par vaisseau dans l’Espace inexploré.
teg-planet-x04 = Tamsin Reach
teg-planet-x04-text = Payez 1 culture pour gagner 2 énergies.
teg-planet-x05 = Vell
teg-planet-x05-text = Payez 1 culture : avancez d’1 case un de vos vaisseaux en orbite sur n’importe quelle piste.
teg-planet-x06 = Quillon
teg-planet-x06-text = Prenez une carte exploration face visible et appliquez-la.
teg-planet-x07 = Marrow Gate
teg-planet-x07-text = Payez 1 énergie : reculez d’1 case un vaisseau rival.
teg-planet-x08 = Hesper
teg-planet-x08-text = Gagnez 1 énergie et 1 culture.
teg-planet-x09 = Ondine
teg-planet-x09-text = Déplacez un vaisseau gratuitement.
teg-planet-x10 = Caddis
teg-planet-x10-text = Gagnez 2 énergies ou 2 cultures.
teg-planet-x11 = Nocturne
teg-planet-x11-text = Gagnez 1 énergie par vaisseau hors de chez vous.
teg-planet-x12 = Brightwater
teg-planet-x12-text = Payez 1 énergie : deux avancées d’1 case sur n’importe quelles pistes.

## secret missions
teg-mission-m01 = Chercheur
teg-mission-m01-text = Le plus de culture à la fin.
teg-mission-m02 = Chargeur
teg-mission-m02-text = Le plus d’énergie à la fin.
teg-mission-m03 = Conquérant
teg-mission-m03-text = Le plus de planètes colonisées.
teg-mission-m04 = Ermite
teg-mission-m04-text = Le moins de planètes colonisées.
teg-mission-m05 = Noble
teg-mission-m05-text = Le plus de colonies à piste diplomatie.
teg-mission-m06 = Marchand
teg-mission-m06-text = Le plus de colonies à piste économie.
teg-mission-m07 = Équilibreur
teg-mission-m07-text = Autant de colonies diplomatie qu’économie (au moins une de chaque).
teg-mission-m08 = Ancien
teg-mission-m08-text = Vous déclenchez la fin de la partie.
teg-mission-m09 = Accapareur
teg-mission-m09-text = Au moins 3 énergies et 3 cultures à la fin.
teg-mission-m10 = Industriel
teg-mission-m10-text = Votre empire à son plus haut niveau.
teg-mission-m11 = Casanier
teg-mission-m11-text = Tous vos vaisseaux chez vous à la fin.
teg-mission-m12 = Explorateur
teg-mission-m12-text = Aucun de vos vaisseaux chez vous à la fin.
teg-mission-m13 = Chef d’escadre
teg-mission-m13-text = Le plus de cartes pilote.
teg-mission-m14 = Cartographe
teg-mission-m14-text = Le plus de cartes exploration.
teg-mission-m15 = Survivant
teg-mission-m15-text = Au moins 2 cartes danger.
teg-mission-m16 = Astronome
teg-mission-m16-text = Au moins 2 planètes naines.
teg-mission-m17 = Hangar plein
teg-mission-m17-text = Des vaisseaux avancés d’au moins 3 types.
teg-mission-m18 = Collectionneur
teg-mission-m18-text = Au moins un insigne de chacune des 4 sortes.
teg-mission-m19 = Espace lointain
teg-mission-m19-text = Au moins 2 vaisseaux dans l’Espace inexploré à la fin.
teg-mission-m20 = Frontière
teg-mission-m20-text = Au moins 2 colonies qui produisent énergie ou culture.

## Beyond the Black: Advanced Ships (proper names), badges, pilots (names are people's), exploration cards
teg-ship-aurora = Aurora
teg-ship-intrepid = Intrepid
teg-ship-ambition = Ambition
teg-ship-nexus = Nexus
teg-badge-comet = comète
teg-badge-nebula = nébuleuse
teg-badge-relic = relique
teg-badge-signal = signal
teg-pilot-p01 = Vesna Kade
teg-pilot-p01-text = Quand vous acquérez de l’énergie, ce vaisseau compte double.
teg-pilot-p02 = Orrin Tal
teg-pilot-p02-text = Quand vous acquérez de l’énergie, ce vaisseau compte double.
teg-pilot-p03 = Mira Solwyn
teg-pilot-p03-text = Quand vous acquérez de l’énergie, ce vaisseau compte double.
teg-pilot-p04 = Dax Hollow
teg-pilot-p04-text = Quand vous acquérez de la culture, ce vaisseau compte double.
teg-pilot-p05 = Ketti Vau
teg-pilot-p05-text = Quand vous acquérez de la culture, ce vaisseau compte double.
teg-pilot-p06 = Bram Oduya
teg-pilot-p06-text = Quand vous acquérez de la culture, ce vaisseau compte double.
teg-pilot-p07 = Sel Marrik
teg-pilot-p07-text = Chaque fois que ce vaisseau se pose sur une planète, gagnez 1 énergie.
teg-pilot-p08 = Juno Pell
teg-pilot-p08-text = Chaque fois que ce vaisseau se pose sur une planète, gagnez 1 énergie.
teg-pilot-p09 = Tavi Renn
teg-pilot-p09-text = Chaque fois que ce vaisseau se pose sur une planète, gagnez 1 culture.
teg-pilot-p10 = Ysolde Crane
teg-pilot-p10-text = Chaque fois que ce vaisseau se pose sur une planète, gagnez 1 culture.
teg-pilot-p11 = Hakon Brask
teg-pilot-p11-text = Ce vaisseau entre en orbite sur la première case de la piste.
teg-pilot-p12 = Pim Atterly
teg-pilot-p12-text = Ce vaisseau entre en orbite sur la première case de la piste.
teg-pilot-p13 = Quenna Rho
teg-pilot-p13-text = Quand ce vaisseau colonise une planète, gagnez 2 énergies.
teg-pilot-p14 = Lio Farrant
teg-pilot-p14-text = Quand ce vaisseau colonise une planète, gagnez 2 énergies.
teg-pilot-p15 = Nadja Okon
teg-pilot-p15-text = Quand ce vaisseau colonise une planète, gagnez 2 cultures.
teg-pilot-p16 = Rafe Tolliver
teg-pilot-p16-text = Quand ce vaisseau colonise une planète, gagnez 2 cultures.
teg-pilot-p17 = Suri Vance
teg-pilot-p17-text = Les rivaux ne peuvent pas faire reculer ce vaisseau.
teg-pilot-p18 = Edda Norn
teg-pilot-p18-text = Les rivaux ne peuvent pas faire reculer ce vaisseau.
teg-pilot-p19 = Cass Ibarra
teg-pilot-p19-text = Chaque fois que ce vaisseau avance sur une piste de colonisation, gagnez 1 énergie.
teg-pilot-p20 = Toma Liesk
teg-pilot-p20-text = Chaque fois que ce vaisseau avance sur une piste de colonisation, gagnez 1 culture.
teg-pilot-p21 = Wren Halloway
teg-pilot-p21-text = Ce vaisseau avance avec diplomatie ou économie, quelle que soit sa piste.
teg-pilot-p22 = Ilse Marquand
teg-pilot-p22-text = Ce vaisseau avance avec diplomatie ou économie, quelle que soit sa piste.
teg-pilot-p23 = Obi Stratton
teg-pilot-p23-text = Pistes de danger plus courtes d’1 case ; +1 énergie s’il prend un danger.
teg-pilot-p24 = Fenna Doyle
teg-pilot-p24-text = Pistes de danger plus courtes d’1 case ; +1 énergie s’il prend un danger.
teg-pilot-p25 = Gus Arkwright
teg-pilot-p25-text = Dans l’Espace inexploré, ce vaisseau acquiert 2 cultures au lieu d’1.
teg-pilot-p26 = Hale Sunder
teg-pilot-p26-text = Dans l’Espace inexploré, ce vaisseau acquiert 2 cultures au lieu d’1.
teg-pilot-p27 = Ama Kestrel
teg-pilot-p27-text = Chaque fois que ce vaisseau se déplace, gagnez 1 énergie.
teg-pilot-p28 = Rook Delacroix
teg-pilot-p28-text = Chaque fois que ce vaisseau se déplace, gagnez 1 culture.
teg-pilot-p29 = Zia Moravec
teg-pilot-p29-text = Quand ce vaisseau prend une découverte, gagnez 1 culture.
teg-pilot-p30 = Nico Barrow
teg-pilot-p30-text = Quand une colonisation renvoie ce vaisseau chez vous, gagnez 2 énergies.
teg-xcard-e01 = Source ionique
teg-xcard-e01-text = Gagnez 2 énergies.
teg-xcard-e02 = Floraison solaire
teg-xcard-e02-text = Gagnez 2 énergies.
teg-xcard-e03 = Récif chargé
teg-xcard-e03-text = Gagnez 2 énergies.
teg-xcard-e04 = Ruines chantantes
teg-xcard-e04-text = Gagnez 2 cultures.
teg-xcard-e05 = Archive perdue
teg-xcard-e05-text = Gagnez 2 cultures.
teg-xcard-e06 = Chœur étoilé
teg-xcard-e06-text = Gagnez 2 cultures.
teg-xcard-e07 = Port tranquille
teg-xcard-e07-text = Gagnez 1 énergie et 1 culture.
teg-xcard-e08 = Balise marchande
teg-xcard-e08-text = Gagnez 1 énergie et 1 culture.
teg-xcard-e09 = Planète naine Céto
teg-xcard-e09-text = Une planète naine : des points en cours de partie.
teg-xcard-e10 = Planète naine Nyx
teg-xcard-e10-text = Une planète naine : des points en cours de partie.
teg-xcard-e11 = Planète naine Oru
teg-xcard-e11-text = Une planète naine : des points en cours de partie.
teg-xcard-e12 = Planète naine Pell
teg-xcard-e12-text = Une planète naine : des points en cours de partie.
teg-xcard-e13 = Sillage
teg-xcard-e13-text = Avancez d’1 case un de vos vaisseaux en orbite sur n’importe quelle piste.
teg-xcard-e14 = Fronde gravitationnelle
teg-xcard-e14-text = Avancez d’1 case un de vos vaisseaux en orbite sur n’importe quelle piste.
teg-xcard-e15 = Remous de distorsion
teg-xcard-e15-text = Avancez d’1 case un de vos vaisseaux en orbite sur n’importe quelle piste.
teg-xcard-e16 = Caveau des Précurseurs
teg-xcard-e16-text = Données riches : deux insignes.
teg-xcard-e17 = Sonde à la dérive
teg-xcard-e17-text = Données riches : deux insignes.
teg-xcard-e18 = Cache de données
teg-xcard-e18-text = Données riches : deux insignes.
teg-xcard-e19 = Éruption solaire
teg-xcard-e19-text = Perdez 2 énergies.
teg-xcard-e20 = Fuite d’énergie
teg-xcard-e20-text = Perdez 2 énergies.
teg-xcard-e21 = Mutinerie
teg-xcard-e21-text = Perdez 2 cultures.
teg-xcard-e22 = Folie du vide
teg-xcard-e22-text = Perdez 2 cultures.
teg-xcard-e23 = Dédale d’astéroïdes
teg-xcard-e23-text = Votre vaisseau est pris sur une piste de danger de 2 cases.
teg-xcard-e24 = Tempête ionique
teg-xcard-e24-text = Votre vaisseau est pris sur une piste de danger de 2 cases.
teg-xcard-e25 = Puits gravitationnel
teg-xcard-e25-text = Votre vaisseau est pris sur une piste de danger de 2 cases.
teg-xcard-e26 = Nébuleuse noire
teg-xcard-e26-text = Perdez 1 énergie. Votre vaisseau est pris sur une piste de danger de 3 cases.
teg-xcard-e27 = Embuscade pirate
teg-xcard-e27-text = Perdez 1 énergie. Votre vaisseau est pris sur une piste de danger de 3 cases.
teg-xcard-e28 = Dérive de trou de ver
teg-xcard-e28-text = Perdez 1 énergie. Votre vaisseau est pris sur une piste de danger de 3 cases.
teg-xcard-e29 = Brèche dans la coque
teg-xcard-e29-text = Perdez 1 culture ; votre vaisseau rentre chez vous en boitant.
teg-xcard-e30 = Calmar spatial
teg-xcard-e30-text = Perdez 1 culture ; votre vaisseau rentre chez vous en boitant.

## solo: the Rogue galaxies (proper names)
teg-roguename-artemis = Artemis
teg-roguename-rothkel = Rothkel
teg-roguename-zendica = Zendica
teg-roguename-hades = Hades
teg-roguename-gamelyn = Gamelyn

# Le titre du jeu tel qu'il est publié en français (partout où le jeu est nommé).
teg-title = Tiny Epic Galaxies

# Les options de table telles que les joueurs les tapent (le nom, puis chaque valeur) ; les noms anglais restent acceptés.
teg-option-name-expansion = extension
teg-option-value-expansion-off = non
teg-option-value-expansion-on = oui
teg-option-name-rogue = adversaire
teg-option-value-rogue-artemis = artemis
teg-option-value-rogue-rothkel = rothkel
teg-option-value-rogue-zendica = zendica
teg-option-value-rogue-hades = hades
teg-option-value-rogue-gamelyn = gamelyn
teg-option-name-goal = objectif
teg-option-value-goal-21 = 21
teg-option-value-goal-15 = 15
