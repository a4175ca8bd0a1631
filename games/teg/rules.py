"""The state of a Tiny Epic Galaxies game, written out (plain JSON: dicts, lists, strings, numbers).

Where the rules live: the turn and its end in ``engine``; the table's helpers (resources,
ships, colonizing, scores) in ``board``; the die actions, following, rerolls and the converter
in ``actions``; the planet abilities in ``abilities``; the solo Rogue in ``rogue``; the Beyond
the Black expansion in ``btb``; the final count in ``scoring``. Where the game stands is
``state["steps"]`` (``games.steps``): the secret missions, or a player's turn, at the bottom and
the decisions in progress on it; each kind of step is one ``kinds.TegStep`` in ``kinds.STEPS``.
The stage (``board.phase``) is read off the steps.

Codes that stay codes are *values* read from the component data: die faces (``mv`` move,
``en`` energy, ``cu`` culture, ``di`` diplomacy, ``ec`` economy, ``ut`` utilize), resources
(``en``/``cu``, whose names ``data.RES_NAME`` are also the galaxy keys ``energy``/``culture``),
planet, mission, pilot and exploration card ids, and the short option ids that buttons and
action logs store.

States saved before schema 2 had one- and two-letter keys; ``games.teg.upgrade`` reads them.
"""

from __future__ import annotations

from typing import Literal, TypedDict

#: the state's layout version, kept in ``state["schema"]``; 1 is the unversioned layout before it
SCHEMA = 2

Face = Literal["mv", "en", "cu", "di", "ec", "ut"]
#: where a ship is: ``h`` home, ``l`` locked on the empire track (not yet built), ``s`` on a
#: planet's surface, ``o`` in a planet's orbit, ``x`` in Unexplored Space, ``d`` on a danger track
ShipAt = Literal["h", "l", "s", "o", "x", "d"]
#: a die in the turn: ``i`` unused, ``a`` activated, ``v`` spent on the converter, ``h`` spent
#: hiring a pilot, ``x`` given up (Umbra-Forum)
DieState = Literal["i", "a", "v", "h", "x"]


class Ship(TypedDict):
    at: ShipAt
    #: the planet it is on or orbits (``s``, ``o``), the exploration card whose danger track it
    #: is on (``d``), else None
    place: str | None
    #: steps made on the orbit's colony track, or on the danger track
    pos: int
    #: the Advanced Ship type it flies as (Beyond the Black), if any
    adv: str | None


class Galaxy(TypedDict, total=False):
    """A player's mat, or the Rogue's in solo play (``rogue`` True: the galaxy after the last seat,
    which has no mission, hangar or exploration keys)."""

    energy: int  # 0..7
    culture: int  # 0..7
    empire_level: int  # 1..6
    colonies: list[str]  # colonized planets
    ships: list[Ship]  # always four, locked ones included
    vp: int  # points during play (colonies, empire, pilots, dwarf planets)
    rogue: bool
    mission: str | None  # the secret mission kept
    offer: list[str]  # the two missions on offer before one is kept
    hangar: dict[str, list[str]]  # hired pilots by Advanced Ship type, the active one last
    explored: list[str]  # exploration cards kept (secret)
    danger_cards: list[str]  # exploration cards a ship is on the danger track of (public)
    dwarf_planets: int


class Turn(TypedDict):
    seat: int  # the galaxy whose turn it is (the Rogue's index in its turn)
    dice: list[Face]
    die_states: list[DieState]
    rerolled: int  # 1 once the free reroll is used
    converted: int  # 1 once the converter is used
    once: list[str]  # "galaxy/planet" abilities used this turn that allow one use a turn
    tax: int  # 1 when following costs 2 culture this turn (Nibiru)
    ended: int


class RogueTurn(TypedDict):
    left: int  # dice still to roll
    die: Face | None  # the die rolled and not yet used
    asked: bool  # the player was asked about a reroll of this die
    bonus: bool  # the three bonus dice of full culture
    done_steps: list[str]  # end-of-turn steps done: "e" energy, "c" culture, "reset"


class Frame(TypedDict, total=False):
    """A step. ``kind`` picks its ``kinds.TegStep``; ``seat`` decides (the secret missions ask every
    seat still without one, and a follow round the rivals in ``ask``). Which other keys a step
    has depends on its kind."""

    kind: str  # mission play fol mv adv reg ut ab rr cv setd hire xp rpay quit
    seat: int
    # follow (fol): the die followed, who rolled it, its price, who is asked, who answered,
    # who follows (in turn order), whose "follow" answers are still sealed, Birkomius' tithe
    face: Face
    by: int
    cost: int | None
    ask: list[int] | None
    done: list[int]
    yes: list[int]
    sealed: list[int]
    tithe: str | None
    # moving (mv): the ship picked, more moves to come, ships already moved
    ship: int | None
    more: int
    excluded: list  # ships (mv, adv) or [galaxy, ship] pairs (reg) already chosen
    # advancing (adv) and pushing back (reg): which track, how many steps, by a die
    track: Literal["di", "ec", "any"]
    n: int
    die: bool
    # using a planet's ability (ab): the planet, whether it may be skipped; ``meta`` off inside
    # abilities that borrow other actions (ab, mv, ut), so they never chain
    planet: str
    optional: bool
    meta: bool
    # rerolling (rr): the dice picked one by one, picking mode, a free reroll (an ability's)
    picked: list[int]
    pick: bool
    free: bool
    # the converter (cv) and setting a die (setd): the pair spent, the face of the die to set
    pair: list[Face] | None
    from_face: Face | None
    # hiring (hire): the pilot, then [ship type, die face, dice used]
    pilot: str | None
    assignment: list | None
    # exploring (xp): the card drawn, how many were left face up
    drawn: str | None
    left: int


class End(TypedDict):
    by: int | None  # the galaxy that reached the goal, None when the deck ran out
    why: Literal["points", "deck"]


class Result(TypedDict):
    winners: list[int]
    scores: list[int]
    reason: str


class Changed(TypedDict):
    """What the last turn changed, for the pictures to mark (``marks.note_changes``)."""

    turn: list  # [phase, turn seat, turns taken] when the changes began
    ships: list[list[int]]  # [galaxy, ship] moved
    planets: list[str]  # row planets that are new
    colonies: list[list]  # [galaxy, planet] colonies gained
    levels: list[int]  # galaxies whose empire went up


class TegState(TypedDict, total=False):
    # from games.core: game, players, options, rng, log
    game: str
    players: int
    options: dict[str, str]
    rng: int
    log: list[dict]
    schema: int
    expansion: bool  # the Beyond the Black expansion is in play
    goal: int  # the points that set off the end
    log_count: int  # log entries written so far
    steps: list[Frame]  # where the game stands, the step being decided last; empty once over
    end: End | None  # set once something sets off the end
    result: Result | None
    detail: dict[str, list[int]]  # the final breakdown: play, mission and badge points per seat
    turns: list[int]  # turns taken per seat
    lose_die: int  # 1 when the Rogue took a die from the player's next roll
    row: list[str]  # planets face up
    deck: list[str]  # the planet deck, top last
    galaxies: list[Galaxy]  # one per seat, then the Rogue's in solo play
    mission_box: list[str]  # missions not dealt or given back
    pilot_row: list[str]  # pilots for hire
    pilot_deck: list[str]  # the pilot deck, top last
    exploration_deck: list[str]  # the exploration deck, top last
    exploration_row: list[str]  # exploration cards face up (at most 3)
    turn: Turn
    rogue_turn: RogueTurn  # solo play, during the Rogue's turn
    changed: Changed | None
