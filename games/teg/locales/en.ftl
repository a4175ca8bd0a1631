# Tiny Epic Galaxies (with Beyond the Black), in English: the source of the other languages.
# Keys start with the game's id. $who is a seat (the player's name) or the Rogue.
teg-name = Tiny Epic Galaxies
teg-the-rogue = The Rogue
teg-nothing = nothing
teg-both = { $first } and { $second }
teg-amount = { $res ->
    [en] { $n } energy
   *[cu] { $n } culture
}
teg-res = { $res ->
    [en] energy
   *[cu] culture
}

## die faces (the actions)
teg-face-mv = Move a ship
teg-face-en = Acquire energy
teg-face-cu = Acquire culture
teg-face-di = Diplomacy
teg-face-ec = Economy
teg-face-ut = Utilize a colony

## where a ship is, and a ship as an option
teg-where-h = home
teg-where-l = not yet built
teg-where-x = Unexplored Space
teg-where-d = danger track { $pos }
teg-where-s = on { $planet }
teg-where-o = orbiting { $planet } ({ $pos }/{ $steps })
teg-ship-label = Ship { $n } ({ $where })
teg-ship-label-advanced = Ship { $n } { $type } ({ $where })
teg-log-colonize = { $who } colonizes { $planet } (+{ $vp }).
teg-log-reach-goal = { $who } reaches { $vp } points: this sets off the end (the round is finished).

## the die actions, following, rerolls and the converter
teg-log-acquire = { $who } acquires { $what }.
teg-opt-follow = Follow: { $face } (pay { $cost } culture)
teg-opt-follow-free = Follow: { $face } (free)
teg-opt-pass = Pass
teg-log-follows = { $who } follows ({ $face }).
teg-opt-land = Land on { $planet }
teg-opt-orbit = Orbit { $planet }
teg-opt-home = Return home
teg-opt-explore = Explore Unexplored Space
teg-opt-back-ship = Back: another ship
teg-opt-back = Back
teg-log-home = { $who } brings ship { $n } home.
teg-log-to-space = { $who } sends ship { $n } into Unexplored Space.
teg-log-land = { $who } lands on { $planet }.
teg-log-orbit = { $who } orbits { $planet }.
teg-prompt-move-ship = Move a ship: which one?
teg-prompt-move-where = Move it where?
teg-prompt-advance = Advance which ship { $n } { $n ->
    [one] step
   *[other] steps
} on { $track ->
    [di] a diplomacy track?
    [ec] an economy track?
   *[any] any track?
}
teg-log-advance = { $who } advances ship { $n } on { $planet }.
teg-opt-rival-ship = { $who }: { $ship }
teg-log-push-back = { $who } pushes back { $rival }'s ship { $n }.
teg-prompt-push-back = Push which rival ship back { $n } { $n ->
    [one] step
   *[other] steps
}?
teg-opt-upgrade = Upgrade empire to level { $level } for { $cost }
teg-log-upgrade = { $who } upgrades the empire to level { $level }.
teg-prompt-reroll = Reroll which unused dice?
teg-prompt-reroll-pick-none = Pick the dice to reroll. Picked: none yet
teg-prompt-reroll-pick = Pick the dice to reroll. Picked: dice { $dice }
teg-opt-reroll-all = Reroll all { $n } unused dice
teg-opt-reroll-face = { $n ->
    [one] Reroll the { $face } die
   *[other] Reroll the { $n } { $face } dice
}
teg-opt-reroll-pick = Pick another set of dice
teg-opt-reroll-it = Reroll it
teg-opt-pick-die = Pick die { $n } ({ $face })
teg-opt-unpick-die = Unpick die { $n } ({ $face })
teg-opt-reroll-picked = Reroll the { $n } picked { $n ->
    [one] die
   *[other] dice
}
teg-log-reroll = { $who } rerolls { $n } { $n ->
    [one] die
   *[other] dice
}.
teg-prompt-convert-pair = Converter: spend which two dice?
teg-prompt-convert-die = Converter: set which of the other dice?
teg-prompt-convert-face = Converter: turn the { $face } die into what?
teg-opt-spend-pair = Spend { $first } + { $second }
teg-opt-set-die = Set the die showing { $face }
teg-opt-make-it = Make it { $face }
teg-log-convert = { $who } converts two dice into { $face }.
teg-prompt-set-face = Turn the { $face } die into what?

## planet abilities
teg-log-use = { $who } uses { $planet }.
teg-planet-says = { $planet }: { $text }
teg-then = { $first } { $then }
teg-opt-gain = Gain { $what }
teg-opt-gain-res = Gain { $res ->
    [en] energy
   *[cu] culture
}
teg-opt-advance-ship = Advance { $ship }
teg-opt-pay-advances = Pay { $cost } for { $n } { $n ->
    [one] advance
   *[other] advances
}
teg-opt-push-back = Push back { $who }'s { $ship }
teg-opt-pay-push-back = Pay { $cost } to push rival ships back
teg-opt-tithe = Collect 1 { $res ->
    [en] energy
   *[cu] culture
} for each rival who follows this die
teg-opt-replace = Replace { $planet }
teg-opt-upgrade-mix = Upgrade paying { $energy } energy and { $culture } culture
teg-opt-reroll-free = Reroll any of your unused dice (free)
teg-opt-trade = Pay { $cost } for { $get }
teg-opt-steal = Take 1 { $res ->
    [en] energy
   *[cu] culture
} from { $who }
teg-opt-convert = Turn { $what } into { $to ->
    [en] energy
   *[cu] culture
}
teg-opt-pay-moves = Pay { $cost } for { $n } ship { $n ->
    [one] move
   *[other] moves
}
teg-opt-use = Use { $planet }
teg-opt-give-up = Give up { $first } + { $second }
teg-opt-recall = Recall ship { $n } for { $what }
teg-opt-borrow = Pay { $who } to use { $planet }
teg-opt-any-action = Do { $face } (rivals may follow free)
teg-opt-shift = Ship { $first } back 1, ship { $second } on 1
teg-opt-tax = Rivals pay 2 culture to follow for the rest of this turn
teg-opt-jump = Ship { $n } to { $planet }
teg-opt-all-advance = Rivals advance a ship 1 step, then you advance one 2 steps
teg-opt-repeat = Repeat { $face }
teg-opt-set-any-face = Set the die showing { $face } to any face
teg-log-refresh = { $planet } leaves the row; { $new } arrives.
teg-prompt-utilize = Utilize a colony: upgrade the empire or use a colony?
teg-opt-skip = Do not use it

## Beyond the Black: hiring, exploring, danger tracks
teg-prompt-hire = Hire which pilot?
teg-prompt-hire-how = Hire { $pilot }: for which ship, with which dice?
teg-prompt-hire-ship = Which of your ships becomes the { $type }?
teg-opt-hire-with = { $type } with { $n } x { $face }
teg-log-hire = { $who } hires { $pilot } to fly the { $type }.
teg-prompt-drawn = You drew { $card } ({ $text }) Keep it, or leave it face up and draw again?
teg-prompt-explore = Explore: take a face-up card, or draw?
teg-opt-keep = Keep { $card }
teg-opt-leave = Leave it face up and draw again
teg-opt-take = Take { $card }
teg-opt-draw = Draw the top card
teg-log-draw = { $who } draws { $card } ({ $color ->
    [green] green
   *[red] red
}).
teg-log-deck-empty = The exploration deck is empty: this sets off the end (the round is finished).
teg-log-take = { $who } takes { $card }.
teg-log-danger-step = { $who }'s ship { $n } fights along its danger track.
teg-log-danger-escape = { $who }'s ship { $n } escapes back to Unexplored Space.

## solo: the Rogue
teg-log-rogue-turn = The Rogue's turn.
teg-log-rogue-lost-die = The Rogue cannot use { $face }; the die is lost.
teg-log-rogue-empire = The Rogue's energy is full: its empire rises to level { $level }.
teg-log-rogue-bonus = The Rogue's culture is full: it takes three bonus actions, then its culture resets.
teg-log-rogue-reset = The Rogue's bonus actions are done: its culture goes back to 0.
teg-log-rogue-orbit = The Rogue sends a ship to orbit { $planet }.
teg-log-rogue-advance = The Rogue advances its ships ({ $face }).
teg-log-rogue-colonies = The Rogue's colonies act: { $step }.
teg-rogue-step-lose = you lose { $n } { $res ->
    [en] energy
   *[cu] culture
}
teg-rogue-step-gain = it gains { $n } { $res ->
    [en] energy
   *[cu] culture
}
teg-rogue-step-steal = it takes { $n } { $res ->
    [en] energy
    [cu] culture
   *[any] energy or culture (whichever you have more of)
} from you
teg-rogue-step-hit = your most advanced orbiting ship goes back { $n } { $n ->
    [one] step
   *[other] steps
}
teg-rogue-step-hit-all = each of your orbiting ships goes back { $n } { $n ->
    [one] step
   *[other] steps
}
teg-rogue-step-push = its orbiting ships advance { $n } { $n ->
    [one] step
   *[other] steps
}
teg-rogue-step-lose-die = you roll one die fewer next turn
teg-prompt-rogue-rolled = The Rogue rolled { $face }. Let it act, or pay to reroll it?
teg-opt-rogue-go = Let it act
teg-opt-rogue-reroll = Pay 1 energy + 1 culture: the Rogue rerolls this die
teg-log-rogue-reroll = { $who } makes the Rogue reroll: { $face }.

## the turn, the missions, the end
teg-summary = Roll action dice, fly ships to planets and colonize them; reaching 21 points sets off the end.
teg-setting-expansion = on: Beyond the Black: hire pilots for Advanced Ships, explore Unexplored Space, score dwarf planets and badges; an empty exploration deck also sets off the end.
teg-setting-rogue = Solo only: the Rogue galaxy you face, from the easiest (Artemis) to the hardest (Gamelyn).
teg-setting-goal = The points that set off the end: 21 as printed, or 15 for a quicker game.
teg-reaction-follow = Follow a rival's die
teg-reaction-ask = Ask me
teg-reaction-always = Follow whenever I can pay
teg-reaction-never = Never follow
teg-list = { $first }, { $then }
teg-one = { $who }
teg-log-solo = Solo game against the Rogue galaxy { $rogue }.
teg-log-missions = Each player keeps one of two secret missions.
teg-prompt-mission = Keep which secret mission?
teg-opt-mission = { $mission } ({ $vp } points)
teg-opt-mission-tied = { $mission } ({ $vp } points, { $tied } if tied)
teg-log-keep-mission = You keep { $mission }.
teg-log-missions-chosen = Missions chosen. { $who } begins.
teg-prompt-follow = { $who } used { $face }: follow?
teg-prompt-turn = Activate a die, reroll, convert or end the turn
teg-opt-activate = Activate die { $n }: { $face }
teg-opt-reroll-paid = Reroll dice (1 energy)
teg-opt-reroll-free-once = Reroll dice (free this once)
teg-opt-converter = Use the converter (2 dice set a third)
teg-opt-hire = Hire a pilot with matching dice
teg-opt-end = End your turn
teg-opt-end-unused = End your turn ({ $n } { $n ->
    [one] die
   *[other] dice
} unused)
teg-log-activate = { $who } activates { $face }.
teg-log-turn = { $who }'s turn: rolls { $dice }.
teg-prompt-quit = End your turn with { $n } { $n ->
    [one] die
   *[other] dice
} unused?
teg-opt-quit-yes = Yes, end my turn
teg-opt-quit-no = No, back to my dice
teg-end-deck = The exploration deck ran out, setting off the end
teg-end-goal = { $who } reached { $goal } points, setting off the end
teg-end-rogue-top = The Rogue's empire reached its top space: the Rogue wins.
teg-end-solo-won = { $trigger }: you beat the Rogue, { $you } to { $rogue }.
teg-end-solo-lost = { $trigger }: you lose to the Rogue, { $you } to { $rogue }.
teg-end-won = { $trigger }: { $who } { $n ->
    [one] wins
   *[other] win
} with { $vp } points.
teg-status-missions = Everyone picks a secret mission.
teg-status-follow = { $who }: { $prompt } ({ $done } of { $asked } answered)
teg-status-following = { $who } (following): { $prompt }
teg-status-turn = { $who }: activate a die, reroll, convert or end
teg-status = { $who }: { $prompt }

## the pictures
teg-picture-title = Turn { $turn } · { $goal } points to win
teg-picture-rogue = Rogue { $name }
teg-picture-surface = Surface
teg-picture-orbit = Orbit { $track ->
    [di] Diplomacy
   *[ec] Economy
}
teg-picture-dice-of = Dice of { $name }
teg-picture-die-a = used
teg-picture-die-v = spent
teg-picture-die-h = hired
teg-picture-die-x = gone
teg-picture-face-mv = MOVE
teg-picture-face-en = ENER
teg-picture-face-cu = CULT
teg-picture-face-di = DIPL
teg-picture-face-ec = ECON
teg-picture-face-ut = UTIL
teg-picture-reroll-used = free reroll used
teg-picture-reroll-ready = free reroll ready
teg-picture-converter-used = converter used
teg-picture-converter-ready = converter ready
teg-picture-follow-cost = follow costs { $n }
teg-picture-just-drawn = Just drawn: { $card }
teg-picture-pilot-foot = { $ships } { $vp }pt { $badge }
teg-picture-pilots-for-hire = Pilots for hire ({ $n } in deck)
teg-picture-space = Unexplored Space ({ $n })
teg-picture-final = { $n } final
teg-picture-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}
teg-picture-empire = Empire
teg-picture-energy-short = En
teg-picture-culture-short = Cu
teg-picture-ships = Ships
teg-picture-at-h = home
teg-picture-at-s = landed
teg-picture-at-o = orbit
teg-picture-at-x = space
teg-picture-at-d = danger
teg-picture-locked = locked
teg-picture-colonies = Colonies ({ $n })
teg-picture-pilots = Pilots { $hangar }
teg-picture-no-pilots = Pilots none
teg-picture-explored = explored { $n } · dwarf { $dwarfs }
teg-picture-badge-points = badges +{ $n }
teg-picture-secret-mission = secret mission
teg-picture-end = end
teg-picture-planet-deck = planet deck { $n }
teg-picture-mission = { $mission } (+{ $vp })
teg-picture-mission-tied = { $mission } (+{ $vp }, tied +{ $tied })
teg-picture-secrets = { $name }: your secrets
teg-picture-only-you = only you see this
teg-picture-your-mission = Secret mission
teg-picture-missions-offered = Missions on offer: keep one
teg-picture-your-cards = Exploration cards ({ $n }) · your badges: { $badges }
teg-picture-card-badges = badges: { $badges }

## planets (names are proper names, the same in every language)
teg-planet-b01 = Jakks
teg-planet-b01-text = Gain 1 culture.
teg-planet-b02 = Vici-KS156
teg-planet-b02-text = Gain 1 energy.
teg-planet-b03 = Drewkaiden
teg-planet-b03-text = Move one of your orbiting ships 1 step along a diplomacy track.
teg-planet-b04 = Leandra
teg-planet-b04-text = Move one of your orbiting ships 1 step along an economy track.
teg-planet-b05 = Birkomius
teg-planet-b05-text = Once a turn, on your turn: each rival who follows this die gives you 1 culture.
teg-planet-b06 = Bisschop
teg-planet-b06-text = Once a turn, on your turn: each rival who follows this die gives you 1 energy.
teg-planet-b07 = Tifnod
teg-planet-b07-text = Push a rival's ship 1 step back on a diplomacy track.
teg-planet-b08 = Vizcarra
teg-planet-b08-text = Push a rival's ship 1 step back on an economy track.
teg-planet-b09 = MJ-120210
teg-planet-b09-text = Gain 2 energy.
teg-planet-b10 = Helios
teg-planet-b10-text = Send a row planet with no ships on it to the bottom of the deck; deal a new one.
teg-planet-b11 = Mared
teg-planet-b11-text = If your empire is strictly the lowest, upgrade it for 1 resource less.
teg-planet-b12 = Lureena
teg-planet-b12-text = Upgrade your empire, paying with energy and culture in any mix.
teg-planet-b13 = Zalax
teg-planet-b13-text = Your turn only: reroll any of your unused dice.
teg-planet-b14 = Hoefker
teg-planet-b14-text = Pay 1 energy to gain 2 culture.
teg-planet-b15 = CLJ-0517
teg-planet-b15-text = Once a turn: take 1 culture from a rival.
teg-planet-b16 = La-Torres
teg-planet-b16-text = Once a turn: take 1 energy from a rival.
teg-planet-b17 = Pembertonia-Major
teg-planet-b17-text = Turn any amount of your culture into energy, one for one.
teg-planet-b18 = Omicron Fenzi
teg-planet-b18-text = Turn any amount of your energy into culture, one for one.
teg-planet-b19 = Nagato
teg-planet-b19-text = Once a turn: pay 1 culture to move two different ships, one after the other.
teg-planet-b20 = Padraigin-3110
teg-planet-b20-text = Pay 2 culture: two 1-step advances on diplomacy tracks.
teg-planet-b21 = Jorg
teg-planet-b21-text = Pay 2 culture: push one rival ship 2 steps back.
teg-planet-b22 = Nakagawakozi
teg-planet-b22-text = Pay 2 energy: two 1-step advances on economy tracks.
teg-planet-b23 = Brumbaugh
teg-planet-b23-text = Pay 2 energy: push two different rival ships 1 step back each.
teg-planet-b24 = Umbra-Forum
teg-planet-b24-text = Use the ability of any planet in the row.
teg-planet-b25 = JAC-110912
teg-planet-b25-text = Gain 2 culture; every rival gains 1 culture.
teg-planet-b26 = Gleam-Zanier
teg-planet-b26-text = Gain 2 energy; every rival gains 1 energy.
teg-planet-b27 = Maia
teg-planet-b27-text = Your turn only: give up 2 unused dice to gain 2 energy and 2 culture.
teg-planet-b28 = Andellouxian-6
teg-planet-b28-text = Call one orbiting ship home; gain energy or culture equal to the steps it had made.
teg-planet-b29 = Walsfeo
teg-planet-b29-text = Give a rival 1 culture to use the ability of one of their colonies.
teg-planet-b30 = Sargus-36
teg-planet-b30-text = Give a rival 1 energy to use the ability of one of their colonies.
teg-planet-b31 = Zavodnick
teg-planet-b31-text = Once a turn: do any die action; every rival may follow it for free.
teg-planet-b32 = BSW-10-1
teg-planet-b32-text = Move one of your orbiting ships 1 step back, then another 1 step forward.
teg-planet-b33 = Aughmoore
teg-planet-b33-text = Gain 1 culture for each of your ships at home.
teg-planet-b34 = Shouhua
teg-planet-b34-text = Move one of your orbiting ships 1 step along any track.
teg-planet-b35 = Nibiru
teg-planet-b35-text = Your turn only: for the rest of this turn rivals pay 2 culture to follow.
teg-planet-b36 = Gort
teg-planet-b36-text = Move an orbiting ship to the same step of another planet's track.
teg-planet-b37 = Terra-Bettia
teg-planet-b37-text = Each rival advances a ship 1 step; then you advance one ship 2 steps.
teg-planet-b38 = K-Widow
teg-planet-b38-text = Push a rival's ship 1 step back on any track.
teg-planet-b39 = Piedes
teg-planet-b39-text = Repeat the action of a die already activated this turn.
teg-planet-b40 = Gyore
teg-planet-b40-text = Your turn only: turn one unused die to any face.
teg-planet-x01 = Calyx Minor
teg-planet-x01-text = Gain 1 energy or 1 culture.
teg-planet-x02 = Perrow
teg-planet-x02-text = Gain 1 energy or 1 culture.
teg-planet-x03 = Ossuary Drift
teg-planet-x03-text = Gain 1 culture, plus 1 for each of your ships in Unexplored Space.
teg-planet-x04 = Tamsin Reach
teg-planet-x04-text = Pay 1 culture to gain 2 energy.
teg-planet-x05 = Vell
teg-planet-x05-text = Pay 1 culture: move one of your orbiting ships 1 step on any track.
teg-planet-x06 = Quillon
teg-planet-x06-text = Take a face-up exploration card and resolve it.
teg-planet-x07 = Marrow Gate
teg-planet-x07-text = Pay 1 energy: push a rival's ship 1 step back.
teg-planet-x08 = Hesper
teg-planet-x08-text = Gain 1 energy and 1 culture.
teg-planet-x09 = Ondine
teg-planet-x09-text = Make one free ship move.
teg-planet-x10 = Caddis
teg-planet-x10-text = Gain 2 energy or 2 culture.
teg-planet-x11 = Nocturne
teg-planet-x11-text = Gain 1 energy for each of your ships away from home.
teg-planet-x12 = Brightwater
teg-planet-x12-text = Pay 1 energy: two 1-step advances on any tracks.

## secret missions
teg-mission-m01 = Seeker
teg-mission-m01-text = Most culture at the end.
teg-mission-m02 = Charger
teg-mission-m02-text = Most energy at the end.
teg-mission-m03 = Conqueror
teg-mission-m03-text = Most colonized planets.
teg-mission-m04 = Hermit
teg-mission-m04-text = Fewest colonized planets.
teg-mission-m05 = Noble
teg-mission-m05-text = Most diplomacy-track colonies.
teg-mission-m06 = Trader
teg-mission-m06-text = Most economy-track colonies.
teg-mission-m07 = Equalizer
teg-mission-m07-text = As many diplomacy as economy colonies (at least one of each).
teg-mission-m08 = Elder
teg-mission-m08-text = You set off the end of the game.
teg-mission-m09 = Hoarder
teg-mission-m09-text = At least 3 energy and 3 culture at the end.
teg-mission-m10 = Industrialist
teg-mission-m10-text = Your empire at its top level.
teg-mission-m11 = Orbiter
teg-mission-m11-text = All your ships at home at the end.
teg-mission-m12 = Explorer
teg-mission-m12-text = None of your ships at home at the end.
teg-mission-m13 = Wing Leader
teg-mission-m13-text = Most pilot cards.
teg-mission-m14 = Cartographer
teg-mission-m14-text = Most exploration cards.
teg-mission-m15 = Survivor
teg-mission-m15-text = At least 2 danger cards.
teg-mission-m16 = Stargazer
teg-mission-m16-text = At least 2 dwarf planets.
teg-mission-m17 = Full Hangar
teg-mission-m17-text = Advanced ships of at least 3 types.
teg-mission-m18 = Collector
teg-mission-m18-text = At least one badge of each of the 4 kinds.
teg-mission-m19 = Deep Space
teg-mission-m19-text = At least 2 ships in Unexplored Space at the end.
teg-mission-m20 = Frontier
teg-mission-m20-text = At least 2 colonies that produce energy or culture.

## Beyond the Black: Advanced Ships (proper names), badges, pilots (names are people's), exploration cards
teg-ship-aurora = Aurora
teg-ship-intrepid = Intrepid
teg-ship-ambition = Ambition
teg-ship-nexus = Nexus
teg-badge-comet = Comet
teg-badge-nebula = Nebula
teg-badge-relic = Relic
teg-badge-signal = Signal
teg-pilot-p01 = Vesna Kade
teg-pilot-p01-text = When you acquire energy, this ship counts twice.
teg-pilot-p02 = Orrin Tal
teg-pilot-p02-text = When you acquire energy, this ship counts twice.
teg-pilot-p03 = Mira Solwyn
teg-pilot-p03-text = When you acquire energy, this ship counts twice.
teg-pilot-p04 = Dax Hollow
teg-pilot-p04-text = When you acquire culture, this ship counts twice.
teg-pilot-p05 = Ketti Vau
teg-pilot-p05-text = When you acquire culture, this ship counts twice.
teg-pilot-p06 = Bram Oduya
teg-pilot-p06-text = When you acquire culture, this ship counts twice.
teg-pilot-p07 = Sel Marrik
teg-pilot-p07-text = Whenever this ship lands on a planet, gain 1 energy.
teg-pilot-p08 = Juno Pell
teg-pilot-p08-text = Whenever this ship lands on a planet, gain 1 energy.
teg-pilot-p09 = Tavi Renn
teg-pilot-p09-text = Whenever this ship lands on a planet, gain 1 culture.
teg-pilot-p10 = Ysolde Crane
teg-pilot-p10-text = Whenever this ship lands on a planet, gain 1 culture.
teg-pilot-p11 = Hakon Brask
teg-pilot-p11-text = This ship enters an orbit on the first step of the track.
teg-pilot-p12 = Pim Atterly
teg-pilot-p12-text = This ship enters an orbit on the first step of the track.
teg-pilot-p13 = Quenna Rho
teg-pilot-p13-text = When this ship colonizes a planet, gain 2 energy.
teg-pilot-p14 = Lio Farrant
teg-pilot-p14-text = When this ship colonizes a planet, gain 2 energy.
teg-pilot-p15 = Nadja Okon
teg-pilot-p15-text = When this ship colonizes a planet, gain 2 culture.
teg-pilot-p16 = Rafe Tolliver
teg-pilot-p16-text = When this ship colonizes a planet, gain 2 culture.
teg-pilot-p17 = Suri Vance
teg-pilot-p17-text = Rivals cannot push this ship back.
teg-pilot-p18 = Edda Norn
teg-pilot-p18-text = Rivals cannot push this ship back.
teg-pilot-p19 = Cass Ibarra
teg-pilot-p19-text = Whenever this ship advances on a colony track, gain 1 energy.
teg-pilot-p20 = Toma Liesk
teg-pilot-p20-text = Whenever this ship advances on a colony track, gain 1 culture.
teg-pilot-p21 = Wren Halloway
teg-pilot-p21-text = This ship advances with diplomacy or economy, whatever its track.
teg-pilot-p22 = Ilse Marquand
teg-pilot-p22-text = This ship advances with diplomacy or economy, whatever its track.
teg-pilot-p23 = Obi Stratton
teg-pilot-p23-text = Danger tracks are 1 step shorter for this ship, and it gains 1 energy on taking a danger.
teg-pilot-p24 = Fenna Doyle
teg-pilot-p24-text = Danger tracks are 1 step shorter for this ship, and it gains 1 energy on taking a danger.
teg-pilot-p25 = Gus Arkwright
teg-pilot-p25-text = In Unexplored Space this ship acquires 2 culture instead of 1.
teg-pilot-p26 = Hale Sunder
teg-pilot-p26-text = In Unexplored Space this ship acquires 2 culture instead of 1.
teg-pilot-p27 = Ama Kestrel
teg-pilot-p27-text = Whenever this ship moves, gain 1 energy.
teg-pilot-p28 = Rook Delacroix
teg-pilot-p28-text = Whenever this ship moves, gain 1 culture.
teg-pilot-p29 = Zia Moravec
teg-pilot-p29-text = When this ship takes a discovery, gain 1 culture.
teg-pilot-p30 = Nico Barrow
teg-pilot-p30-text = When a colonization sends this ship home, gain 2 energy.
teg-xcard-e01 = Ion Spring
teg-xcard-e01-text = Gain 2 energy.
teg-xcard-e02 = Solar Bloom
teg-xcard-e02-text = Gain 2 energy.
teg-xcard-e03 = Charged Reef
teg-xcard-e03-text = Gain 2 energy.
teg-xcard-e04 = Singing Ruins
teg-xcard-e04-text = Gain 2 culture.
teg-xcard-e05 = Lost Archive
teg-xcard-e05-text = Gain 2 culture.
teg-xcard-e06 = Starlit Choir
teg-xcard-e06-text = Gain 2 culture.
teg-xcard-e07 = Quiet Harbour
teg-xcard-e07-text = Gain 1 energy and 1 culture.
teg-xcard-e08 = Trade Buoy
teg-xcard-e08-text = Gain 1 energy and 1 culture.
teg-xcard-e09 = Dwarf Planet Ceto
teg-xcard-e09-text = A dwarf planet: points during play.
teg-xcard-e10 = Dwarf Planet Nyx
teg-xcard-e10-text = A dwarf planet: points during play.
teg-xcard-e11 = Dwarf Planet Oru
teg-xcard-e11-text = A dwarf planet: points during play.
teg-xcard-e12 = Dwarf Planet Pell
teg-xcard-e12-text = A dwarf planet: points during play.
teg-xcard-e13 = Slipstream
teg-xcard-e13-text = Move one of your orbiting ships 1 step on any track.
teg-xcard-e14 = Gravity Sling
teg-xcard-e14-text = Move one of your orbiting ships 1 step on any track.
teg-xcard-e15 = Warp Eddy
teg-xcard-e15-text = Move one of your orbiting ships 1 step on any track.
teg-xcard-e16 = Precursor Vault
teg-xcard-e16-text = Rich data: two badges.
teg-xcard-e17 = Derelict Probe
teg-xcard-e17-text = Rich data: two badges.
teg-xcard-e18 = Data Cache
teg-xcard-e18-text = Rich data: two badges.
teg-xcard-e19 = Solar Flare
teg-xcard-e19-text = Lose 2 energy.
teg-xcard-e20 = Power Leak
teg-xcard-e20-text = Lose 2 energy.
teg-xcard-e21 = Mutiny
teg-xcard-e21-text = Lose 2 culture.
teg-xcard-e22 = Void Madness
teg-xcard-e22-text = Lose 2 culture.
teg-xcard-e23 = Asteroid Maze
teg-xcard-e23-text = Your ship is caught on a 2-step danger track.
teg-xcard-e24 = Ion Storm
teg-xcard-e24-text = Your ship is caught on a 2-step danger track.
teg-xcard-e25 = Gravity Well
teg-xcard-e25-text = Your ship is caught on a 2-step danger track.
teg-xcard-e26 = Black Nebula
teg-xcard-e26-text = Lose 1 energy. Your ship is caught on a 3-step danger track.
teg-xcard-e27 = Pirate Ambush
teg-xcard-e27-text = Lose 1 energy. Your ship is caught on a 3-step danger track.
teg-xcard-e28 = Wormhole Drift
teg-xcard-e28-text = Lose 1 energy. Your ship is caught on a 3-step danger track.
teg-xcard-e29 = Hull Breach
teg-xcard-e29-text = Lose 1 culture; your ship limps home.
teg-xcard-e30 = Space Squid
teg-xcard-e30-text = Lose 1 culture; your ship limps home.

## solo: the Rogue galaxies (proper names)
teg-roguename-artemis = Artemis
teg-roguename-rothkel = Rothkel
teg-roguename-zendica = Zendica
teg-roguename-hades = Hades
teg-roguename-gamelyn = Gamelyn

# The game's title as it is published in this language (shown wherever the game is named).
teg-title = Tiny Epic Galaxies

# Table options as players type them (name, then each value): the ids themselves in English.
teg-option-name-expansion = expansion
teg-option-value-expansion-off = off
teg-option-value-expansion-on = on
teg-option-name-rogue = rogue
teg-option-value-rogue-artemis = artemis
teg-option-value-rogue-rothkel = rothkel
teg-option-value-rogue-zendica = zendica
teg-option-value-rogue-hades = hades
teg-option-value-rogue-gamelyn = gamelyn
teg-option-name-goal = goal
teg-option-value-goal-21 = 21
teg-option-value-goal-15 = 15
