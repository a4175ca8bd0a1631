# The Curious Rarities from Andromeda (Der Plunder von Andromeda), in English: the source catalogue.
# Card names are the English edition's. Keys start with the game's id.
plunder-summary = Explore portals, dodge sabortals, collect three sets of relics (German: Der Plunder von Andromeda).

## The cards (ids from data/cards.json)
plunder-card-boots = 7-lightyear boots
plunder-card-roll = Never-ending toilet paper roll
plunder-card-driver = Quantum screwdriver
plunder-card-cloak = Cloak of silence
plunder-card-hoover = Moondust vacuum
plunder-card-pickle = Sour-makes-you-happy time machine
plunder-card-stopper = Wormhole plug
plunder-card-eye = Knock-on-wood lookout
plunder-card-pilferer = Pilferer
plunder-card-schemer = Schemer
plunder-card-timethief = Time Thief
plunder-card-sabortal = Sabortal
plunder-card-boots-short = Boots
plunder-card-roll-short = Toilet roll
plunder-card-driver-short = Screwdriver
plunder-card-cloak-short = Cloak
plunder-card-hoover-short = Vacuum
plunder-card-pickle-short = Time machine
plunder-card-stopper-short = Plug
plunder-card-eye-short = Lookout
plunder-card-pilferer-short = Pilferer
plunder-card-schemer-short = Schemer
plunder-card-timethief-short = Time Thief
plunder-card-sabortal-short = Sabortal

## The cards with their article, as the object of a sentence ("takes the Quantum screwdriver")
plunder-card-boots-the = the 7-lightyear boots
plunder-card-roll-the = the Never-ending toilet paper roll
plunder-card-driver-the = the Quantum screwdriver
plunder-card-cloak-the = the Cloak of silence
plunder-card-hoover-the = the Moondust vacuum
plunder-card-pickle-the = the Sour-makes-you-happy time machine
plunder-card-stopper-the = the Wormhole plug
plunder-card-eye-the = the Knock-on-wood lookout
plunder-card-pilferer-the = the Pilferer
plunder-card-schemer-the = the Schemer
plunder-card-timethief-the = the Time Thief
plunder-card-sabortal-the = the sabortal
plunder-alien-pilferer-power = Lies under the explored portal. Steal one relic from another player's home planet and place it on yours; never from a kind that player has three of.
plunder-alien-schemer-power = Take one relic from any portal into your hand or onto your home planet; the Schemer lies under that portal. Nobody may land this turn.
plunder-alien-timethief-power = Lies under the explored portal. Every landed ship moves 3 portals towards the front, never past the first; front stacks move first and keep their order.
plunder-alien-pilferer-label = steal a relic from another home planet
plunder-alien-schemer-label = take a relic from a portal; nobody lands this turn
plunder-alien-timethief-label = landed ships move 3 portals to the front

## Words inside other messages
plunder-portal = portal #{ $n } (worth { $worth })
plunder-list = { $head }, { $tail }
plunder-list-last = { $head } and { $tail }

## Exploring
plunder-prompt-explore-or-alien = Explore { $portal }: draw a card or play an alien
plunder-prompt-explore = Explore { $portal }: draw a card from another hand
plunder-option-draw = Draw blind from { $seat }'s hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
plunder-option-alien = Play the { $alien }: { $power }
plunder-power-nothing-to-steal = no relic can be stolen now, so it only explores
plunder-power-no-portal-relic = no relic lies at a portal, so it only explores (no landing)
plunder-prompt-position = Pick a card position in { $seat }'s hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards, shuffled
})
plunder-option-position = Card at position { $n }
plunder-option-positions = Positions { $low }-{ $high }
plunder-option-back = Back
plunder-prompt-victim = Pilferer: whose home planet do you rob?
plunder-option-steal-from = Steal from { $seat }'s home planet
plunder-prompt-steal = Pilferer: which relic of { $seat }?
plunder-option-steal = Steal { $relic }
plunder-prompt-schemer-portal = Schemer: take a relic from which portal?
plunder-option-from-portal = From { $portal }: { $relics }
plunder-option-from-portal-kinds = From { $portal }: { $n } kinds of relic (see the board)
plunder-prompt-schemer-relic = Schemer: which relic from { $portal }?
plunder-option-to-hand = { $relic } into your hand
plunder-option-to-planet = { $relic } onto your home planet

## Landing, the sabortal, collecting
plunder-prompt-land = Land at { $portal } or fly on?
plunder-option-land = Land at { $portal } ({ $n ->
    [one] 1 action
   *[other] { $n } actions
})
plunder-option-fly = Fly on
plunder-prompt-sabortal = Your sabortal was drawn: you may take one card from a portal into your hand
plunder-option-take = Take { $card } from { $portal }
plunder-option-take-nothing = Take nothing
plunder-prompt-collect = Collect: { $left } of { $n ->
    [one] 1 action
   *[other] { $n } actions
} left
plunder-option-place = Place { $relic } on your home planet
plunder-option-end-collecting = End collecting (let { $n ->
    [one] 1 action
   *[other] { $n } actions
} go)
plunder-refuse-nothing-to-decide = Nothing to decide now.
plunder-refuse-unknown-choice = Unknown choice “{ $option }”.

## The status line
plunder-status-over = Game over: { $reason }
plunder-status-explore = { $seat } explores { $portal }
plunder-status-land = Land at { $portal } or fly on? { $decided } of { $asked } decided; waiting for { $waiting }
plunder-status-sabortal = Sabortal drawn: { $seat } may take a portal card
plunder-status-collect = { $seat } collects ({ $left } of { $n ->
    [one] 1 action
   *[other] { $n } actions
} left)

## The log
plunder-log-your-hand = Your hand: { $cards }.
plunder-log-mission = Mission { $mission } takes off: { $seat } explores { $portal } first.
plunder-log-sabortal-drawn = { $explorer } draws { $owner }'s sabortal at { $portal }: the mission ends and ships still flying get nothing. { $owner } may take one card from a portal and takes the sabortal back.
plunder-log-draw = { $explorer } draws from { $target } and puts the card under { $portal }: { $card }.
plunder-log-sabortal-take = { $seat } takes { $card } from { $portal } into hand.
plunder-log-sabortal-back = { $seat } takes the sabortal back into hand.
plunder-log-pilferer-nothing = { $seat } plays the Pilferer at { $portal }; there is nothing to steal.
plunder-log-pilferer = { $seat } plays the Pilferer at { $portal } and steals { $relic } from { $victim }'s planet.
plunder-log-schemer-nothing = { $seat } plays the Schemer at { $portal }; no relic lies at any portal. Nobody may land this turn.
plunder-log-schemer-hand = { $seat } plays the Schemer exploring { $portal }: takes { $relic } from { $source } into hand. Nobody may land this turn.
plunder-log-schemer-planet = { $seat } plays the Schemer exploring { $portal }: takes { $relic } from { $source } onto their planet. Nobody may land this turn.
plunder-log-time-thief = { $seat } plays the Time Thief at { $portal }: every landed ship moves 3 portals towards the front (never past portal #1).
plunder-log-super-mission = Super-mission! { $seats } { $n ->
    [one] lands
   *[other] land
} at { $portal }.
plunder-log-land = { $seats } { $n ->
    [one] lands
   *[other] land
} at { $portal }.
plunder-log-nobody-lands = Nobody lands at { $portal }.
plunder-log-all-landed = Every ship has landed: the mission ends.
plunder-log-nothing-to-collect = { $seat } has nothing to collect or place.
plunder-log-collect-take = { $seat } takes { $card } from { $portal }.
plunder-log-place = { $seat } places { $relic } on their home planet.
plunder-log-end-collecting = { $seat } ends collecting, letting { $n ->
    [one] 1 action
   *[other] { $n } actions
} go.
plunder-log-leftovers = { $seat } takes the leftovers into hand: { $cards }.
plunder-log-pass = The starting pass goes to { $seat }.
plunder-log-refill = { $seat } draws { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
plunder-log-you-draw = You draw: { $cards }.
plunder-log-wins = { $seat } has { $sets } full sets and wins at once!
plunder-end-sets = { $seat } completed { $sets } sets of { $size } relics and wins.
plunder-end-mission-limit = Mission limit: nobody has won after { $n } missions, so the game ends in a draw (an end the rulebook does not have; see /orrery rules plunder end).

## The pictures
plunder-picture-title = The Curious Rarities · Mission { $mission }
plunder-picture-land = land?
plunder-picture-next = next
plunder-picture-more = +{ $n } more
plunder-picture-sets = Sets { $n }/3
plunder-picture-in-hand = { $n } in hand
plunder-picture-winner = WINNER
plunder-picture-flying = flying
plunder-picture-landed = landed #{ $n }
plunder-picture-pass = PASS
plunder-picture-pile = Draw pile: { $n }
plunder-picture-alien = ALIEN
plunder-picture-your-hand = Your hand · { $name }
plunder-picture-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
plunder-picture-hand-note = Only you see these; #n is each card's position.
plunder-picture-hand-empty = Your hand is empty while your sabortal is out.
plunder-picture-power = { $alien }: { $power }
plunder-picture-sets-label = sets
plunder-picture-their-hand = { $name }'s hand, face down ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
plunder-picture-their-planet = { $name }'s home planet
plunder-picture-portals = The portals
plunder-picture-turn = Turn { $n }
plunder-picture-over = Game over

# The game's title as it is published in this language (shown wherever the game is named).
plunder-title = The Curious Rarities from Andromeda
