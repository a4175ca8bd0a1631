"""Setting up a game of HOPE: universe, Technology Center, Monolith, roles, characters, ships."""

from __future__ import annotations

from games.core import State, log, shuffle
from games.hope.data import (
    BONUS_COUNTS,
    BONUS_STACKS,
    BUGS,
    CARD_SYMBOL,
    CARD_TECH,
    CARDS,
    PIONEERS,
    TILES,
    TRACK_LEN,
    tech_name,
)
from games.hope.geometry import POS, ring
from games.hope.rules import decide_winners, tile_name
from games.i18n import Msg, msg


def setup(state: State) -> None:
    n = state["players"]
    opts = state["options"]
    tiles = list(range(len(TILES)))
    shuffle(state, tiles)
    state["tile_at"] = [-1, *tiles]
    npos = len(POS)
    state["gone"] = [False] * npos
    state["stable"] = [False] * npos
    state["token_on"] = [None] * npos
    state["bmedal"] = [False] * npos
    state["occ"] = [
        [[-1] * TILES[t]["planets"][c] for c in range(3)] if t >= 0 else [[], [], []] for t in state["tile_at"]
    ]

    # the Technology Center: three Regression cards up top, the rest shuffled into the deck
    cards = list(range(len(CARDS)))
    shuffle(state, cards)
    repl, back = [], []
    while len(repl) < 3:
        card = cards.pop()
        (repl if CARD_SYMBOL[card] else back).append(card)
    cards.extend(back)
    shuffle(state, cards)
    state["deck"] = cards
    state["repl"] = repl
    state["disc"] = [[], [], []]
    state["used"] = []
    state["hands"] = [[] for _ in range(n)]

    tokens = [kind for kind, count in BONUS_COUNTS.items() for _ in range(count)]
    shuffle(state, tokens)
    stacks = []
    for size in BONUS_STACKS[opts["difficulty"]]:
        stacks.append(tokens[:size])
        tokens = tokens[size:]
    state["stacks"] = stacks
    state["tokens_used"] = []

    bugs = list(range(len(BUGS)))
    shuffle(state, bugs)
    state["bugdeck"] = bugs
    state["bug_active"] = None
    state["bug_out"] = []

    state["seats"] = [
        {
            "char": None,
            "levers": [False] * 4,
            "upgrades": 0,
            "lvl": 0,
            "medals": 0,
            "tokens": [],
            "supply": PIONEERS - 2,  # two sit in the cockpit's start holes
            "lost": 0,
            "accused": False,
            "locked": False,
            "nomedal": False,
        }
        for _ in range(n)
    ]
    state["roles"] = None
    state["spare"] = None
    if opts["traitor"] == "on":
        roles = ["hope"] * n + ["nope"]
        shuffle(state, roles)
        state["roles"] = roles[:n]
        state["spare"] = roles[n]
        for seat in range(n):
            log(state, role_message(roles[seat]), to=[seat])
    state["revealed"] = None
    state["known_hope"] = []
    state["ships"] = [-1] * n
    state["track"] = [-1] * TRACK_LEN
    state["marker"] = 0
    state["ending"] = None
    state["result"] = None
    state["turn"] = None
    state["await"] = None
    state["setup_seat"] = 0
    state["phase"] = "character"
    state["monolith"] = -1
    state["monolith_choices"] = place_monolith(state)
    if len(state["monolith_choices"]) == 1:
        set_monolith(state, state["monolith_choices"][0])
    else:
        state["phase"] = "monolith"


def place_monolith(state: State) -> list[int]:
    """Draw technology cards until one matches a border tile; the candidates are those border
    tiles of that technology with the fewest planets. The drawn cards go under the deck."""
    drawn = []
    while True:
        card = state["deck"].pop()
        drawn.append(card)
        tech = CARD_TECH[card]
        border = [p for p in range(1, len(POS)) if ring(p) == 3 and TILES[state["tile_at"][p]]["tech"] == tech]
        if border:
            break
    state["deck"][0:0] = drawn
    fewest = min(sum(TILES[state["tile_at"][p]]["planets"]) for p in border)
    log(state, msg("hope-log-monolith-card", tech=tech_name(tech)))
    return [p for p in border if sum(TILES[state["tile_at"][p]]["planets"]) == fewest]


def set_monolith(state: State, pos: int) -> None:
    state["monolith"] = pos
    state["monolith_choices"] = []
    state["phase"] = "character"
    log(state, msg("hope-log-monolith", tile=tile_name(state, pos)))


def role_message(role: str) -> Msg:
    """The private log line that deals a seat its secret role ("hope" or "nope")."""
    return msg("hope-log-role", role=role)


def upgrade_state(state: State) -> State:
    """A state saved with the short keys of earlier versions (``pl``, ``up``, ``k``), renamed in
    place to this version's words; a finished game saved while its end reason was an English
    sentence gets that reason as a message again (worked out anew from the final table, which
    the end leaves as it was); a current state is left as it is. The log keeps its old English
    lines: they still read as they did."""
    if "pl" in state:
        state["seats"] = state.pop("pl")
    for board in state["seats"]:
        if "up" in board:
            board["upgrades"] = board.pop("up")
    waiting = state.get("await")
    if waiting is not None and "k" in waiting:
        waiting["kind"] = waiting.pop("k")
    result = state.get("result")
    if result is not None and isinstance(result["reason"], str):
        result["reason"] = decide_winners(state)[1].to_json()
    return state
