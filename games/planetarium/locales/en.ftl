# Planetarium's words, in English (the source of the French and German catalogues).
# Parameters: $seat, $first, $winner... are seats (worded as the player's name); $planet is a
# planet's letter (A-D); $space a space's code ("III.5", "VII-NE.2"); $orbit a Roman numeral;
# $card a card's name and $kind a Matter kind's name (inner messages).
planetarium-summary = Crash Matter into four young planets and evolve them with cards; solo against the dice.
planetarium-setting-target = Solo only: the target score to beat at the start (90 easier, 110 harder); each Matter token the dice planets collect lowers it by 2.
planetarium-seat-pair = { $first } and { $last }
planetarium-seat-more = { $first }, { $more }

## Matter: each kind's name and the letter its tokens show
planetarium-kind-g = Gas
planetarium-kind-r = Rock
planetarium-kind-w = Water
planetarium-kind-m = Metal
planetarium-letter-g = G
planetarium-letter-r = R
planetarium-letter-w = W
planetarium-letter-m = M

## requirements printed on the cards (the Matter cost is drawn as tokens)
planetarium-req-gaseous = Gaseous System
planetarium-req-terrestrial = Terrestrial
planetarium-req-orbit = orbit { $orbit }
planetarium-req-orbits = orbit { $low }-{ $high }
planetarium-req-habitable = Habitable
planetarium-req-hostile = Hostile
planetarium-req-take-marker = take back a marker
planetarium-req-final-marker = your marker on a card here (taken back)

## prompts
planetarium-prompt-setup = Discard one of your two Final cards
planetarium-prompt-move = Move one token: a Matter token or a Planet
planetarium-prompt-move-final = Move one token: a Matter token or a Planet (final turn)
planetarium-prompt-planet = Where does Planet { $planet } go?
planetarium-prompt-pick = Which Matter token moves?
planetarium-prompt-matter = Where does this Matter token go?
planetarium-prompt-card = Play a Low/High card?
planetarium-prompt-card-final = Play a Low/High card? (final turn)
planetarium-prompt-marker = You have no markers left
planetarium-prompt-gravity = Gravity: take a Matter token from the board?
planetarium-prompt-gpick = Gravity: which Matter token?
planetarium-prompt-gplanet = Gravity: store it at which planet?
planetarium-prompt-draw = Draw a card
planetarium-prompt-keep = Keep one Final card (the other is discarded)
planetarium-prompt-finals = Play Final cards (at most four)

## options
planetarium-option-back = Back
planetarium-option-planet = Planet { $planet } (on { $space })
planetarium-option-orbit-matter = A Matter token on orbit { $orbit }
planetarium-option-pass = Nothing can move: go on
planetarium-option-to = To { $space }
planetarium-option-to-collect = To { $space } and collect its { $kind }
planetarium-option-matter-on = { $kind } on { $space }
planetarium-option-into-planet = Into Planet { $planet }: onto your mat
planetarium-option-play = Play { $card } on Planet { $planet } (+{ $points })
planetarium-option-downgrade = Downgrade { $card }: discard it, draw a Low card
planetarium-option-no-card = No card: end the turn
planetarium-option-no-card-final = No card: go on to Final cards
planetarium-option-take-marker = Move one of your markers from Planet { $planet } onto it
planetarium-option-no-marker = Play it without a marker
planetarium-option-from-orbit = From orbit { $orbit }
planetarium-option-skip-gravity = No, skip it
planetarium-option-store = Store it at Planet { $planet }
planetarium-option-keep = Keep { $card } ({ $points ->
    [one] 1 point
   *[other] { $points } points
})
planetarium-option-discard = Discard { $card } ({ $points ->
    [one] 1 point
   *[other] { $points } points
})
planetarium-option-done = Finish my game
planetarium-option-draw-low = Draw a Low card
planetarium-option-draw-high = Draw a High card
planetarium-option-draw-finals = Draw two Final cards, keep one
planetarium-refuse-nothing = Nothing to do now.

## status lines
planetarium-status-setup = Everyone discards one Final card ({ $decided } of { $players } decided)
planetarium-status-turn = { $seat } to play
planetarium-status-final-turn = { $seat } to play (final turn)
planetarium-status-won = Game over ({ $reason }): { $winner } wins
planetarium-status-shared = Game over ({ $reason }): { $winners } win
planetarium-status-no-winner = Game over ({ $reason }): no winner

## the end: why the final turns began, in full and in a few words
planetarium-end-track = Matter reached the final space of the Evolution Track
planetarium-end-virtual = the virtual player's Matter reached the final space of the Evolution Track
planetarium-end-stuck = no card can ever be played again (no Matter is left on the board and no card in any hand, nor any Low card a Downgrade could bring, fits what the players hold)
planetarium-end-quiet = { $rounds } rounds passed without a Low or High card played
planetarium-end-stalled = the system stopped evolving (the stall rule of earlier versions)
planetarium-end-short-track = the Evolution Track is full
planetarium-end-short-virtual = the dice filled the Evolution Track
planetarium-end-short-stuck = safety end: no card can be played
planetarium-end-short-quiet = safety end: { $rounds } quiet rounds
planetarium-end-short-stalled = the system stopped evolving
planetarium-outcome-most-points = The game ended because { $ended }. Most points wins.
planetarium-outcome-tie-break = The game ended because { $ended }. Most points wins (after tie-breakers).
planetarium-outcome-solo-won = The game ended because { $ended }. { $score } points beat the target { $target }.
planetarium-outcome-solo-lost = The game ended because { $ended }. { $score } points do not beat the target { $target }.

## the log
planetarium-log-dealt = The Matter is dealt; every player holds 2 Low, 2 High and 2 Final cards and discards one Final.
planetarium-log-has-discarded = { $seat } has discarded a Final card.
planetarium-log-discarded = { $seat } discarded { $card } ({ $points ->
    [one] 1 point
   *[other] { $points } points
}).
planetarium-log-tie-first = { $tied } tie for the highest discard; chance picks { $first }.
planetarium-log-first = { $seat } takes the first turn.
planetarium-log-pass = { $seat } cannot move any token.
planetarium-log-planet-moves = { $seat } moves Planet { $planet } to { $space }.
planetarium-log-planet-collects = { $seat } moves Planet { $planet } to { $space }, collecting { $kind }.
planetarium-log-crash = { $seat } crashes { $kind } from { $space } into Planet { $planet }.
planetarium-log-matter-moves = { $seat } moves { $kind } from { $space } to { $to }.
planetarium-log-plays = { $seat } plays { $card } on Planet { $planet } for { $points ->
    [one] 1 point
   *[other] { $points } points
}.
planetarium-log-plays-final = { $seat } plays the Final card { $card } on Planet { $planet } for { $points ->
    [one] 1 point
   *[other] { $points } points
}.
planetarium-log-marker-moved = { $seat } moves a marker from Planet { $planet } onto { $card }.
planetarium-log-no-marker = { $seat } plays { $card } without a marker.
planetarium-log-turns-habitable = Planet { $planet } turns Habitable ({ $habitable } to { $hostile }).
planetarium-log-turns-hostile = Planet { $planet } turns Hostile ({ $habitable } to { $hostile }).
planetarium-log-gravity = Gravity: { $seat } takes { $kind } from { $space } to Planet { $planet }.
planetarium-log-track-full = Matter reaches the final space of the Evolution Track: { $seat } begins the final turns.
planetarium-log-nothing-to-draw = { $seat } has no card left to draw.
planetarium-log-downgrade = { $seat } downgrades { $card } and draws a Low card.
planetarium-log-reshuffle-high = The High discard pile is shuffled into a new deck.
planetarium-log-reshuffle-final = The Final discard pile is shuffled into a new deck.
planetarium-log-reshuffle-low = The Low discard pile is shuffled into a new deck.
planetarium-log-draws-low = { $seat } draws a Low card.
planetarium-log-draws-high = { $seat } draws a High card.
planetarium-log-last-final = { $seat } draws the last Final card.
planetarium-log-keeps-final = { $seat } draws two Final cards and keeps one.
planetarium-log-you-keep = You keep { $card }.
planetarium-log-over = Every player has taken a final turn: the game is over ({ $reason }).
planetarium-log-solo-final = The final turns begin: { $reason }. You take your final turn.
planetarium-log-safety-end = Our safety end: { $reason }. Everyone now takes a final turn (see the rules, topic end).
planetarium-log-dice-still = Solo: the dice show { $first }+{ $second }={ $total }; no planet moves.
planetarium-log-dice-move = Solo: the dice show { $first }+{ $second }={ $total }; planets on orbit { $orbit } or lower move.
planetarium-log-dice-hit = Solo: Planet { $planet } hits a { $kind } token at { $space }; the target drops to { $target }.
planetarium-log-dice-planet = Solo: Planet { $planet } moves to { $space }.
planetarium-log-dice-stuck = Solo: Planet { $planet } cannot move.

## the pictures
planetarium-deck-low = Low
planetarium-deck-high = High
planetarium-deck-final = Final
planetarium-picture-title = Planetarium · turn { $turn }
planetarium-picture-title-solo = Planetarium · turn { $turn } · target { $target }
planetarium-picture-clockwise = clockwise
planetarium-picture-only = only
planetarium-picture-chip-legend = shape: who played a card · dot: their marker
planetarium-picture-gaseous = Gaseous · orbit { $orbit }
planetarium-picture-terrestrial = Terrestrial · orbit { $orbit }
planetarium-picture-balance = { $habitable } habitable : { $hostile } hostile
planetarium-picture-no-cards = no cards yet
planetarium-picture-decks = Decks (+ discards)
planetarium-picture-player = Player
planetarium-picture-points = Points
planetarium-picture-markers = Markers
planetarium-picture-hand-counts = Hand L·H·F
planetarium-picture-stored = Matter stored at each planet
planetarium-picture-markers-left = { $n } left
planetarium-picture-track = Evolution Track
planetarium-picture-fast = ►► passed: Matter moves 1 or 2 spaces
planetarium-picture-fast-at = ►► at space { $space }: then Matter moves 1 or 2
planetarium-picture-final-space = final
planetarium-picture-cost = { $n } { $kind }
planetarium-picture-no-requirement = nothing else
planetarium-picture-habitable-points = Habitable +{ $n }
planetarium-picture-hostile-points = Hostile +{ $n }
planetarium-picture-gravity = Gravity
planetarium-picture-downgrade = Downgrade
planetarium-picture-your-hand = Your hand · { $name }
planetarium-picture-secret = only you see this
planetarium-picture-your-mat = Your mat:
planetarium-picture-empty = empty
planetarium-picture-just-drawn = just drawn: keep one

## the cards (our stand-in deck: data/cards.json holds their ids, requirements and points)
planetarium-card-l01 = Ice Moon
planetarium-card-l02 = Hydrogen Envelope
planetarium-card-l03 = Iron Crust
planetarium-card-l04 = Cratered Plains
planetarium-card-l05 = Banded Storms
planetarium-card-l06 = Shallow Seas
planetarium-card-l07 = Volcanic Vents
planetarium-card-l08 = Faint Rings
planetarium-card-l09 = Dust Devils
planetarium-card-l10 = Comet Shower
planetarium-card-l11 = Tidal Lock
planetarium-card-l12 = Frozen Poles
planetarium-card-l13 = Ammonia Clouds
planetarium-card-l14 = Basalt Mantle
planetarium-card-l15 = Captured Pebble
planetarium-card-l16 = Warm Springs
planetarium-card-l17 = Metal Seed
planetarium-card-l18 = Greenhouse Haze
planetarium-card-h01 = Protective Magnetosphere
planetarium-card-h02 = Ocean World
planetarium-card-h03 = Endless Cyclone
planetarium-card-h04 = Ring System
planetarium-card-h05 = Runaway Greenhouse
planetarium-card-h06 = Continental Drift
planetarium-card-h07 = Primordial Soup
planetarium-card-h08 = Moon Capture
planetarium-card-h09 = Ice Giant
planetarium-card-h10 = Atmosphere Stripped
planetarium-card-h11 = First Photosynthesis
planetarium-card-h12 = Heavy Bombardment
planetarium-card-h13 = Ozone Shield
planetarium-card-h14 = Frozen Wasteland
planetarium-card-h15 = Helium Rain
planetarium-card-h16 = Subsurface Ocean
planetarium-card-h17 = Trojan Swarm
planetarium-card-h18 = Core Dynamo
planetarium-card-f01 = Cradle of Life
planetarium-card-f02 = Barren Rock
planetarium-card-f03 = Crown of Gas
planetarium-card-f04 = Inner Furnace
planetarium-card-f05 = Distant Wanderer
planetarium-card-f06 = Temperate Zone
planetarium-card-f07 = Toxic Skies
planetarium-card-f08 = Iron Planet
planetarium-card-f09 = Storm Titan
planetarium-card-f10 = Water World
planetarium-card-f11 = Living Continents
planetarium-card-f12 = Frozen Giant
planetarium-card-f13 = Silent Witness
planetarium-card-f14 = Shattered Moon
planetarium-card-f15 = Twin Planet
planetarium-card-f16 = Scorched Surface

# The game's title as it is published in this language (shown wherever the game is named).
planetarium-title = Planetarium

# An arm of orbit VII and its compass corner, inside a space's name ("VII-NE.2").
planetarium-space-arm = VII-{ $arm }.{ $index }
planetarium-arm-ne = NE
planetarium-arm-se = SE
planetarium-arm-sw = SW
planetarium-arm-nw = NW

# Table options as players type them (name, then each value): the ids themselves in English.
planetarium-option-name-target = target
planetarium-option-value-target-100 = 100
planetarium-option-value-target-90 = 90
planetarium-option-value-target-110 = 110
