# HOPE, in English (the source catalogue). Keys start with the game's id.
# The component data (data/*.json) keeps ids and numbers; the names and texts are here.

hope-summary = Cooperative race against the Regression: terraform planets, stabilize galaxies, maybe a traitor.
hope-setting-difficulty = Bonus tokens on the three stacks: normal 5/5/6, advanced 4/4/8, expert 3/2/11, hero 2/1/13. Small early stacks empty sooner and show their Regression symbols.
hope-setting-traitor = on: roles are dealt from one H.O.P.E. card per player plus one N.O.P.E. card, so one player may secretly be a traitor (or nobody); accusations and the traitor's power come into play.
hope-setting-bugs = on: each stabilized galaxy draws a Bug card, a bonus or a malus the players may pay medals for.

## Components

hope-tech-oxygen = Oxygen
hope-tech-water = Water
hope-tech-carbon = Carbon
hope-tech-light = Light
hope-tech-plant = Plant
hope-tech-animal = Animal
hope-tech-joker = Joker
hope-dim-red = red
hope-dim-blue = blue
hope-dim-purple = purple
hope-lever-toward = towards gravity
hope-lever-away = away from gravity
hope-lever-side = sideways
hope-lever-any = arbitrary
hope-token-medals2 = gain 2 medals
hope-token-polarize-all = polarize every spaceship
hope-token-draw2 = draw 2 cards
hope-token-extra-move = one more movement
hope-difficulty-normal = normal
hope-difficulty-advanced = advanced
hope-difficulty-expert = expert
hope-difficulty-hero = hero

hope-char-brave = The Brave
hope-char-brave-power = Placing a pioneer on an empty border tile draws you a card.
hope-char-earthling = The Earthling
hope-char-earthling-power = Reaching the Earth draws you two cards, even above your hand limit.
hope-char-prodigy = The Prodigy
hope-char-prodigy-power = Turn start: pay for your tile's technology (card, Joker or pair) to teleport to a tile of it.
hope-char-acrobat = The Acrobat
hope-char-acrobat-power = Sideways navigation (or arbitrary going sideways) may also pass through corners.

hope-bug-0 = Time slip: the Regression marker moves 2 spaces on.
hope-bug-1 = Deep time slip: the Regression marker moves 3 spaces on.
hope-bug-2 = Drift: the Monolith slides 2 border tiles clockwise.
hope-bug-3 = Audit: every player loses 1 medal.
hope-bug-4 = Jammed levers: every player's levers count as used.
hope-bug-5 = Recall: every spaceship returns to Earth, same dimension.
hope-bug-6 = Data loss: every player returns a random card to the deck.
hope-bug-7 = Unstable core: each Regression counts 1 extra symbol.
hope-bug-8 = Cascade: each Regression counts 1 extra symbol.
hope-bug-9 = Cramped holds: hand limits are 1 lower.
hope-bug-10 = Rivalry: joining others on a tile earns no medals.
hope-bug-11 = Stuck rudder: sideways navigation is not possible.
hope-bug-12 = Praise: every player gains 1 medal.
hope-bug-13 = Supply drop: every player draws 1 card.
hope-bug-14 = Big supply drop: every player draws 1 card.
hope-bug-15 = Overhaul: every player's levers are reactivated.
hope-bug-16 = Windfall: the current player takes the next Bonus token.
hope-bug-17 = Damper field: each Regression counts 1 symbol fewer.
hope-bug-18 = Cargo bay: hand limits are 1 higher.
hope-bug-19 = Team spirit: joining others on a tile earns 1 more medal.

## Places and cards

hope-earth = the Earth
hope-tile = tile { $n } ({ $tech })
hope-space = { $tile }, { $dim }
hope-card = { $tech }
hope-card-regression = { $tech } (R)

## Decisions

hope-prompt-monolith = Several border tiles tie: where does the Monolith stand?
hope-option-monolith = Monolith on { $tile }
hope-prompt-character = Choose your character.
hope-prompt-ship = Place your spaceship on the Earth.
hope-option-ship = Start in the { $dim } dimension
hope-prompt-turn = Choose an action.
hope-option-back = Back
hope-option-teleport = Prodigy: teleport to a tile of the same technology
hope-option-navigate = Navigate { $lever }
hope-option-polarize = Polarize into the { $dim } dimension (levers reset)
hope-option-place = Place a pioneer on your route
hope-option-upgrade = Upgrade for { $cost } medals (+1 movement)
hope-option-level = Raise technology level for { $cost } medals
hope-option-token = Bonus: { $token }
hope-option-coax-power = Traitor power: spend a medal to remove a pioneer
hope-option-accuse = Accuse someone of being the traitor
hope-option-reveal = Reveal yourself as the N.O.P.E. traitor
hope-option-continue = Go on with your navigation ({ $lever }) in the new dimension
hope-option-end = End your turn
hope-prompt-dest = Navigate { $lever }: where to?
hope-option-destination = To { $space } ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
}{ $free ->
    [0] {""}
    [one] , 1 free planet on the way
   *[other] , { $free } free planets on the way
})
hope-prompt-place = Place a pioneer where?
hope-option-place-at = Pioneer on { $space }
hope-prompt-pay = Pay for the pioneer ({ $tech }).
hope-option-pay = Pay { $card }
hope-option-pay-pair = Pay two { $tech } ({ $card } on top)
hope-prompt-teleport = Teleport where?
hope-option-teleport-to = Teleport to { $space }
hope-prompt-teleport-pay = Pay for the teleport ({ $tech }).
hope-prompt-general-polarization = General polarization: which way?
hope-option-clockwise = Every ship polarizes clockwise
hope-option-counter-clockwise = Every ship polarizes counter-clockwise
hope-prompt-accuse = Accuse whom of being the traitor?
hope-option-accuse-seat = Accuse { $seat }
hope-prompt-coax = Spend a medal to remove a pioneer:
hope-option-coax = Remove { $seat }'s pioneer on { $tile }
hope-prompt-replace = { $n ->
    [one] Replace up to 1 traitor pioneer:
   *[other] Replace up to { $n } traitor pioneers:
}
hope-option-replace = Replace the traitor's pioneer on { $tile }
hope-option-stop-replacing = Stop replacing
hope-prompt-withdraw = { $n ->
    [one] Wrong accusation: withdraw 1 pioneer.
   *[other] Wrong accusation: withdraw { $n } pioneers.
}
hope-option-withdraw = Withdraw a pioneer from { $tile }
hope-prompt-track-order = The Mission track has room for { $room } of the { $n } pioneers: whose go on it?
hope-option-share = On the track: { $parts }
hope-share-part = { $n } of { $seat }
hope-share-list = { $first }, { $rest }
hope-prompt-discard = Put your used cards on a discard space.
hope-option-discard = Discard on space { $n }
hope-option-discard-take = Discard on space { $n }, take { $card }
hope-prompt-bug = Bug card: { $text } Paid { $paid }/{ $price } to { $kind ->
    [bonus] activate it
   *[malus] avoid it
}. Contribute?
hope-option-bug-medal = Give 1 medal
hope-option-bug-pair = Give two { $tech } cards (one medal)
hope-option-bug-pass = Pass
hope-reaction-bug = Chip in for a Bug card in another player's turn
hope-order-ask = Ask me
hope-order-never = Never chip in
hope-refuse-unknown = “{ $option }” is not understood here.

## Status lines

hope-status-over = Game over: { $reason }
hope-status-monolith = { $seat } places the Monolith.
hope-status-character = { $seat } chooses a character.
hope-status-ship = { $seat } places their spaceship.
hope-status-bug = Bug card: { $seat } may contribute ({ $paid }/{ $price }).
hope-status-turn = { $seat } to play.

## The log

hope-log-role = { $role ->
    [nope] Your secret role: you are the N.O.P.E. traitor.
   *[hope] Your secret role: you are loyal to H.O.P.E.
}
hope-log-monolith-card = The Monolith card shows { $tech }.
hope-log-monolith = The Regression Monolith stands on { $tile }.
hope-log-character = { $seat } plays { $char }.
hope-log-dealt = Hands are dealt up to each technology level.
hope-log-ship = { $seat } starts in the { $dim } dimension.
hope-log-upgrade = { $seat } upgrades (now { $n }) and gains a movement.
hope-log-level = { $seat } raises their technology level to { $n }.
hope-log-token-used = { $seat } uses a bonus token: { $token }.
hope-log-token-pickup = { $seat } picks up a bonus token ({ $token }) on { $tile }.
hope-log-navigate = { $seat } navigates { $lever } to { $space }.
hope-log-polarize = { $seat } polarizes to { $space }; all levers are back.
hope-log-polarize-all = { $seat } polarizes every spaceship { $way ->
    [cw] clockwise
   *[ccw] counter-clockwise
}.
hope-log-teleport = { $seat } (the Prodigy) teleports to { $space }.
hope-log-earthling = { $n ->
    [one] { $seat } (the Earthling) reaches the Earth and draws 1 card.
   *[other] { $seat } (the Earthling) reaches the Earth and draws { $n } cards.
}
hope-log-place = { $seat } places a pioneer on { $space }.
hope-log-stable = { $n ->
    [0] Stable: { $tile }; no pioneer joins the Mission track.
    [one] Stable: { $tile }; 1 pioneer joins the Mission track.
   *[other] Stable: { $tile }; { $n } pioneers join the Mission track.
}
hope-log-deck-rebuilt = The deck ran out: the discard piles (but their top cards) were shuffled into a new deck.
hope-log-regression = { $n ->
    [0] Regression: no symbol shows, the marker stays.
    [one] Regression: the marker moves 1 space.
   *[other] Regression: the marker moves { $n } spaces.
}
hope-log-strike-holds = The Regression strikes { $tile }, but it is stable and holds.
hope-log-swallow = The Regression swallows { $tile }.
hope-log-earth-gone = The Regression swallows the Earth: it vanishes, and all is lost.
hope-log-ship-thrown = { $seat }'s spaceship is thrown back to the Earth.
hope-log-monolith-moves = The Monolith moves { $n } clockwise to { $tile }.
hope-log-hope-succeeds = The pioneers reach the end of the Mission track: H.O.P.E. succeeds! The round is finished.
hope-log-hope-fails = The Regression marker reaches the end of the Mission track: H.O.P.E. has failed.
hope-log-round-limit = Round { $n } is over and neither the pioneers nor the Regression reached the end of the Mission track: by our added time limit the Regression wins.
hope-log-bug-drawn = Bug card ({ $kind ->
    [bonus] bonus
   *[malus] malus
}): { $text } Price to { $kind ->
    [bonus] activate it
   *[malus] avoid it
}: { $price } medals.
hope-log-bug-paid-bonus = The price is met: the bonus applies.
hope-log-bug-paid-malus = The price is met: the malus is off.
hope-log-bug-unpaid-bonus = The price is not met: the bonus is off.
hope-log-bug-unpaid-malus = The price is not met: the malus applies.
hope-log-accuse-right = { $seat } accuses { $target }: rightly! { $target } is the N.O.P.E. traitor.
hope-log-accuse-wrong = { $seat } accuses { $target }: wrongly. { $seat } pays the price.
hope-log-replace = { $seat } replaces a traitor's pioneer on { $tile }.
hope-log-withdraw = { $seat } withdraws a pioneer from { $tile }.
hope-log-track-loss = { $seat } loses a pioneer from the Mission track.
hope-log-reveal = { $seat } reveals: they are the N.O.P.E. traitor!
hope-log-coax = The traitor coaxes { $seat }'s pioneer off { $tile }.
hope-log-no-traitor = There was no traitor in this game.
hope-log-traitor-shown = { $seat } now reveals: they were the N.O.P.E. traitor.

## End reasons

hope-end-hope = The pioneers reached the end of the Mission track: H.O.P.E. saved the universe; { $seat } has the most pioneers on the track and cockpit.
hope-end-earth-traitor = The Earth vanished: the traitor, { $seat }, wins for N.O.P.E.
hope-end-earth = The Earth vanished: everyone loses.
hope-why-limit = Our added limit of { $n } rounds ended the game: the Regression wins
hope-why-regression = The Regression marker reached the end of the Mission track first
hope-end-traitor-leads = { $why }, and the traitor, { $seat }, leads in the universe: N.O.P.E. wins.
hope-end-traitor-behind = { $why }, and the traitor does not lead in the universe: everyone loses.
hope-end-lost = { $why }: everyone loses.

## The pictures

hope-picture-title = HOPE ({ $difficulty }{ $traitor ->
    [on] , traitor
   *[off] {""}
}{ $bugs ->
    [on] , bugs
   *[off] {""}
})
hope-picture-gravity = { $dim } gravity
hope-picture-mission-track = Mission track
hope-picture-track-end = end
hope-picture-pioneer-track = pioneer track
hope-picture-technology-center = Technology Center
hope-picture-key = M: the Monolith · R: Regression · rings: barren planets · small shapes: pioneers
hope-picture-earth = Earth
hope-picture-void = void
hope-picture-stable = STABLE
hope-picture-marker = Marker { $cell } of { $cells } · next move { $n }
hope-picture-joker = any
hope-picture-discard = discard { $n }
hope-picture-deck = deck { $n }
hope-picture-bonus-stacks = Bonus stacks
hope-picture-played = played this turn: { $n }
hope-picture-bug-paying = Bug card ({ $kind ->
    [bonus] bonus
   *[malus] malus
}), paid { $paid }/{ $price }: { $text }
hope-picture-bug-lasting = Lasting bug: { $text }
hope-picture-choosing = choosing a character
hope-picture-traitor = N.O.P.E. traitor
hope-picture-loyal = loyal
hope-picture-lever-toward = Tow
hope-picture-lever-away = Away
hope-picture-lever-side = Side
hope-picture-lever-any = Arb
hope-picture-token-medals2 = +2M
hope-picture-token-polarize-all = Pol
hope-picture-token-draw2 = +2C
hope-picture-token-extra-move = +1A
hope-picture-medals = Medals { $n }
hope-picture-standing = Cards { $cards } · supply { $supply } · upgrades { $upgrades }/3 · tech level { $level }
hope-picture-score = Track { $track } + cockpit { $cockpit } = { $score } · universe { $universe }
hope-picture-accused = accusation used
hope-picture-locked = locked
hope-picture-ship = Ship: { $place }, { $dim }
hope-picture-ship-tile = tile { $n }
hope-picture-tokens = Tokens: { $tokens }
hope-picture-own-status = { $n ->
    [one] 1 card · tech level { $level }
   *[other] { $n } cards · tech level { $level }
}
hope-picture-own-title = HOPE · { $name }
hope-picture-only-you = Only you: { $name }
hope-picture-you-traitor = You are the N.O.P.E. traitor.
hope-picture-you-loyal = You are loyal to H.O.P.E.
hope-picture-power = { $char }: { $power }
hope-picture-choose = Choose your character:
hope-picture-no-character = No character yet.
hope-picture-hand = { $n ->
    [one] Hand: 1 card (limit { $limit })
   *[other] Hand: { $n } cards (limit { $limit })
}
hope-picture-hand-later = Hand: dealt once the game starts
hope-picture-no-cards = No Technology cards in hand yet.
hope-picture-turn = Turn { $n }
hope-picture-setup = Set-up
hope-picture-tally = = track { $track } + cockpit { $cockpit } · medals { $medals } · cards { $cards }
hope-picture-over = Game over

# The game's title as it is published in this language (shown wherever the game is named).
hope-title = HOPE

# Table options as players type them (name, then each value): the ids themselves in English.
hope-option-name-difficulty = difficulty
hope-option-value-difficulty-normal = normal
hope-option-value-difficulty-advanced = advanced
hope-option-value-difficulty-expert = expert
hope-option-value-difficulty-hero = hero
hope-option-name-traitor = traitor
hope-option-value-traitor-off = off
hope-option-value-traitor-on = on
hope-option-name-bugs = bugs
hope-option-value-bugs-off = off
hope-option-value-bugs-on = on
