"""Setting up a game of HOPE: universe, Technology Center, Monolith, roles, characters, ships."""

from __future__ import annotations

from typing import Any

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
from games.steps import Step, replace


def setup(state: State) -> None:
    _universe(state)
    _technology_center(state)
    _tokens_and_bugs(state)
    _seats(state)
    state["revealed"] = None
    state["known_hope"] = []
    state["ships"] = [-1] * state["players"]
    state["track"] = [-1] * TRACK_LEN
    state["marker"] = 0
    state["ending"] = None
    state["result"] = None
    state["monolith"] = -1
    choices = place_monolith(state)
    state["steps"] = [{"kind": "monolith", "seat": 0, "choices": choices}]
    if len(choices) == 1:
        set_monolith(state, choices[0])


def _universe(state: State) -> None:
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


def _technology_center(state: State) -> None:
    """Three Regression cards up top, the rest shuffled into the deck."""
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
    state["hands"] = [[] for _ in range(state["players"])]


def _tokens_and_bugs(state: State) -> None:
    tokens = [kind for kind, count in BONUS_COUNTS.items() for _ in range(count)]
    shuffle(state, tokens)
    stacks = []
    for size in BONUS_STACKS[state["options"]["difficulty"]]:
        stacks.append(tokens[:size])
        tokens = tokens[size:]
    state["stacks"] = stacks
    state["tokens_used"] = []
    bugs = list(range(len(BUGS)))
    shuffle(state, bugs)
    state["bugdeck"] = bugs
    state["bug_active"] = None
    state["bug_out"] = []


def _seats(state: State) -> None:
    """Each seat's board, and the secret roles when the traitor variant is on."""
    n = state["players"]
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
    if state["options"]["traitor"] == "on":
        roles = ["hope"] * n + ["nope"]
        shuffle(state, roles)
        state["roles"] = roles[:n]
        state["spare"] = roles[n]
        for seat in range(n):
            log(state, role_message(roles[seat]), to=[seat])


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
    """The Monolith stands on ``pos``; the players choose their characters next."""
    state["monolith"] = pos
    replace(state, {"kind": "character", "seat": 0})
    log(state, msg("hope-log-monolith", tile=tile_name(state, pos)))


def role_message(role: str) -> Msg:
    """The private log line that deals a seat its secret role ("hope" or "nope")."""
    return msg("hope-log-role", role=role)


def upgrade_state(state: State) -> State:
    """A state saved with the short keys of earlier versions (``pl``, ``up``, ``k``), renamed in
    place to this version's words; one saved before the steps (its stage in ``phase``, the turn
    in ``turn``, the sub-decision in ``await``, the set-up seat in ``setup_seat``) gets them as
    ``steps``; a finished game saved while its end reason was an English sentence gets that
    reason as a message again (worked out anew from the final table, which the end leaves as it
    was); a current state is left as it is. (Its old English log lines, stored in a database,
    became messages there: the store's migration 0014.)"""
    if "pl" in state:
        state["seats"] = state.pop("pl")
    for board in state["seats"]:
        if "up" in board:
            board["upgrades"] = board.pop("up")
    waiting = state.get("await")
    if waiting is not None and "k" in waiting:
        waiting["kind"] = waiting.pop("k")
    if "phase" in state:
        state["steps"] = _steps_before(state)
    result = state.get("result")
    if result is not None and _sentence(result["reason"]):
        result["reason"] = decide_winners(state)[1].to_json()
    return state


def _sentence(reason: Any) -> bool:
    """Whether an end reason is the English sentence a game was saved with (kept as written by
    the store's migration 0014, or as saved in a file)."""
    return isinstance(reason, str) or reason.get("key") in ("core-text", "core-text-seat")


def _steps_before(state: State) -> list[Step]:
    """The steps of a state saved before them, its old "where are we" keys taken out."""
    phase = state.pop("phase")
    waiting = state.pop("await", None)
    turn = state.pop("turn", None)
    seat = state.pop("setup_seat", 0)
    choices = state.pop("monolith_choices", [])
    if phase == "over":
        return []
    if phase == "monolith":
        return [{"kind": "monolith", "seat": 0, "choices": choices}]
    if phase in ("character", "ship"):
        return [{"kind": phase, "seat": seat}]
    steps = [{"kind": "turn", **turn}]
    if waiting is not None:
        step = dict(waiting)
        if step["kind"] == "bug":
            step["kind"] = "bug" if step["order"][step["idx"]] == turn["seat"] else "chip"
        else:
            step["seat"] = turn["seat"]
        steps.append(step)
    return steps
