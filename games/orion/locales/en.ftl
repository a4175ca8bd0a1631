# ORION Duel, in English: the source catalogue. Keys start with the game's id.
orion-summary = Hex-tile duel: link constellations, gather galaxies, push black holes on your opponent.
orion-setting-setup = Token set-up. choice: the rulebook's own (the leader places the galaxies, the other player the black holes); layout1-3: fixed layouts for a quick first game (the digital edition's); random: a computer draw (the digital edition's, not in the printed rules).
orion-setting-leader = Who places the galaxies (choice set-up) and picks who starts. /orrery rematch swaps it, so the roles alternate between games as the rulebook asks.

## The tiles (ids from data/tiles.json): a name for labels, and with "a" and "the"
orion-tile-single = Single
orion-tile-single-a = a single
orion-tile-single-the = the single
orion-tile-pair = Own domino
orion-tile-pair-a = an own domino
orion-tile-pair-the = the own domino
orion-tile-mixed = Mixed domino
orion-tile-mixed-a = a mixed domino
orion-tile-mixed-the = the mixed domino
orion-tile-line = Straight three
orion-tile-line-a = a straight three
orion-tile-line-the = the straight three
orion-tile-bent = Bent three
orion-tile-bent-a = a bent three
orion-tile-bent-the = the bent three
orion-tile-tri = Triangle
orion-tile-tri-a = a triangle
orion-tile-tri-the = the triangle

## Colours, steps between hexes, and how they join
orion-colour-blue = blue
orion-colour-orange = orange
orion-direction-n = N
orion-direction-ne = NE
orion-direction-se = SE
orion-direction-s = S
orion-direction-sw = SW
orion-direction-nw = NW
orion-step = { $head } → { $direction } { $colour }
orion-dash = { $head }-{ $tail }
orion-steps = { $head }-{ $tail }
orion-and = { $head }; { $tail }
orion-footprint = { $colour } { $cells }
orion-footprint-both = { $colour } { $cells } · { $other } { $others }
orion-seat = { $seat } ({ $colour })

## Set-up
orion-log-choice-setup = Players' choice set-up: { $seat } places the 8 galaxies.
orion-log-random-setup = Random layout set out. { $seat } chooses who starts.
orion-log-layout-setup = Predefined layout { $n } set out. { $seat } chooses who starts.
orion-prompt-galaxy = Choose the cell for galaxy { $n } of 8
orion-prompt-hole = Choose the cell for black hole { $n } of 7
orion-option-cell = { $cell }
orion-log-galaxy = { $seat } places galaxy { $n } on { $cell }.
orion-log-holes-next = { $seat } now places the 7 black holes.
orion-log-hole = { $seat } places black hole { $n } on { $cell }.
orion-log-setup-done = Set-up done. { $seat } chooses who starts.
orion-refuse-no-finish = A token there would leave no legal way to finish the set-up.
orion-prompt-start = Who lays the first tile?
orion-option-me-first = I play first
orion-option-other-first = My opponent plays first
orion-log-lets-start = { $seat } lets { $first } start.
orion-log-will-start = { $seat } will start.

## Laying a tile
orion-prompt-tile = Which tile do you lay?
orion-option-tile = { $tile }: { $colours } (×{ $n } left)
orion-prompt-orientation = Orientation of { $tile } (arrows step from the first hex)
orion-option-back-tile = Back: choose another tile
orion-prompt-cell = Cell for the first hex of { $tile }
orion-option-cell-tile = { $cell }: { $cells }
orion-option-back-orientation = Back: choose another orientation
orion-log-lays = { $seat } lays { $tile } on { $cells }.

## The status line
orion-status-galaxy = { $seat } to place galaxy { $n } of 8
orion-status-hole = { $seat } to place black hole { $n } of 7
orion-status-start = { $seat } to choose who starts
orion-status-tile = { $seat } to lay a tile
orion-status-turn = { $seat } to turn { $tile }
orion-status-cell = { $seat } to choose a cell for { $tile }

## The end
orion-condition-linked = linked two opposite constellations
orion-condition-galaxies = joined 4 galaxies
orion-condition-holes = the opponent's colour joins 3 black holes
orion-end-conditions = { $seat } wins: { $why }.
orion-end-draw = All tiles laid, a draw (galaxies minus black holes under each colour: { $blue } to { $orange }).
orion-end-tiebreak = All tiles laid; { $seat } wins (galaxies minus black holes under each colour: { $blue } to { $orange }).
orion-end-stuck = { $seat } cannot lay any tile and loses.

## The picture
orion-picture-turn-no = Turn { $n }
orion-picture-galaxy = galaxy
orion-picture-hole = black hole
orion-picture-last-move = last move
orion-picture-pick = cell you may pick
orion-picture-winner = { $colour } · WINNER
orion-picture-to-play = { $colour } · to play
orion-picture-to-choose = { $colour } · to choose
orion-picture-linked = Linked: { $pair }
orion-picture-not-linked = Linked: not yet
orion-picture-galaxies = Galaxies on one group: { $n }/4
orion-picture-holes = Holes on one { $colour } group: { $n }/3
orion-picture-met = Met: { $n }  ·  galaxies − holes: { $score }
orion-picture-turned = { $tile }, turned { $steps }
orion-picture-dot-cell = dot = the hex that goes on the picked cell
orion-picture-cells = { $n ->
    [one] 1 cell to pick, marked on the board
   *[other] { $n } cells to pick from, marked on the board
}
orion-picture-score-tiles = Galaxies − black holes: { $a } to { $b }
orion-picture-score-conditions = Conditions met: { $a } to { $b }

# The game's title as it is published in this language (shown wherever the game is named).
orion-title = ORION Duel

# Table options as players type them (name, then each value): the ids themselves in English.
orion-option-name-setup = setup
orion-option-value-setup-random = random
orion-option-value-setup-layout1 = layout1
orion-option-value-setup-layout2 = layout2
orion-option-value-setup-layout3 = layout3
orion-option-value-setup-choice = choice
orion-option-name-leader = leader
orion-option-value-leader-seat1 = seat1
orion-option-value-leader-seat2 = seat2
