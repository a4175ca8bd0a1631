"""Component data (our stand-in, see the headers of data/*.json), loaded and checked at import."""

from __future__ import annotations

import json
from pathlib import Path

from games.hope.geometry import COLOURS, POS, Graph, Layout, build_graph
from games.i18n import GAME_WORDS, LOCALES, Msg, msg

_DIR = Path(__file__).parent / "data"
LEVERS = ("toward", "away", "side", "any")
BONUS_KINDS = ("medals2", "polarize_all", "draw2", "extra_move")
DIFFICULTIES = ("normal", "advanced", "expert", "hero")
CHARACTERS = ("brave", "earthling", "prodigy", "acrobat")
BUG_EFFECTS = {
    "advance_marker",
    "monolith_jump",
    "lose_medal",
    "levers_jam",
    "ships_home",
    "discard_card",
    "regress_plus",
    "hand_minus",
    "no_join_medals",
    "no_sideways",
    "medal_each",
    "draw_each",
    "levers_reset",
    "token_now",
    "regress_minus",
    "hand_plus",
    "join_plus",
}


# --- names: the words live in the catalogues (locales/*.ftl); the data files keep ids ---------


def tech_name(tech: str) -> Msg:
    """A technology (or the Joker) by name."""
    return msg(f"hope-tech-{tech}")


def token_name(kind: str) -> Msg:
    """A bonus token by what it does."""
    return msg(f"hope-token-{kind.replace('_', '-')}")


def character_name(char: str) -> Msg:
    return msg(f"hope-char-{char}")


def character_power(char: str) -> Msg:
    return msg(f"hope-char-{char}-power")


def bug_text(card: int) -> Msg:
    """A Bug card's title and effect."""
    return msg(f"hope-bug-{card}")


def _load(name: str) -> dict:
    with open(_DIR / name, encoding="utf-8") as fh:
        return json.load(fh)


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(f"hope data: {what}")


UNIVERSE = _load("universe.json")
COMPONENTS = _load("components.json")

TECHS: tuple[str, ...] = tuple(UNIVERSE["technologies"])
_check(len(TECHS) == 6 and len(set(TECHS)) == 6, "six distinct technologies")

TILES: list[dict] = UNIVERSE["tiles"]
_check(len(TILES) == 36, "36 galaxy tiles")
for _i, _t in enumerate(TILES):
    _check(_t["id"] == _i and _t["tech"] in TECHS, f"tile {_i} id/technology")
    _check(len(_t["planets"]) == 3 and all(0 <= p <= 3 for p in _t["planets"]), f"tile {_i} planets 0-3 per space")
    _check(sum(_t["planets"]) >= 1, f"tile {_i} has planets")

_edges = UNIVERSE["board"]["edges"]
_check(len(_edges) == len(POS), "board pattern covers 37 positions")
for _p, _per in enumerate(_edges):
    _flat = sorted(e for pair in _per for e in pair)
    _check(_flat == [0, 1, 2, 3, 4, 5], f"position {_p}: the three spaces cover the six edges")
    _check(all((b - a) % 6 == 1 for a, b in _per), f"position {_p}: a space covers two neighbouring edges")
GRAPH: Graph = build_graph(Layout(tuple(tuple(tuple(pair) for pair in per) for per in _edges)))

CARDS: list[dict] = COMPONENTS["cards"]
_check(len(CARDS) == 70, "70 technology cards")
for _i, _c in enumerate(CARDS):
    _check(_c["id"] == _i and (_c["tech"] in TECHS or _c["tech"] == "joker"), f"card {_i}")
CARD_TECH: tuple[str, ...] = tuple(c["tech"] for c in CARDS)
CARD_SYMBOL: tuple[bool, ...] = tuple(bool(c["regression"]) for c in CARDS)
_check(sum(CARD_SYMBOL) >= 3, "at least three cards with the Regression symbol")

BONUS_COUNTS: dict[str, int] = COMPONENTS["bonus_tokens"]
_check(set(BONUS_COUNTS) == set(BONUS_KINDS) and sum(BONUS_COUNTS.values()) == 16, "16 bonus tokens of four kinds")
BONUS_STACKS: dict[str, list[int]] = COMPONENTS["bonus_stacks"]
for _d in DIFFICULTIES:
    _check(len(BONUS_STACKS[_d]) == 3 and sum(BONUS_STACKS[_d]) == 16, f"difficulty {_d} stacks hold 16 tokens")
STACK_SYMBOLS: list[int] = COMPONENTS["stack_symbols"]
_check(len(STACK_SYMBOLS) == 3, "a symbol count under each of the three stacks")

TRACK = COMPONENTS["mission_track"]
TRACK_LEN: int = TRACK["length"]
PIONEER_START: int = TRACK["pioneer_start"]
TRACK_SYMBOLS: frozenset[int] = frozenset(TRACK["symbols"])
_check(0 < PIONEER_START < TRACK_LEN - 1, "pioneer track inside the mission track")
_check(all(PIONEER_START <= i < TRACK_LEN for i in TRACK_SYMBOLS), "printed symbols on the pioneer track")

CHARS: dict[str, dict] = COMPONENTS["characters"]
_check(tuple(CHARS) == CHARACTERS, "the four characters")
for _k, _ch in CHARS.items():
    _check(3 <= _ch["level"] <= 6 and len(_ch["upgrade_costs"]) == 3 and len(_ch["level_costs"]) == 3, _k)

PIONEERS: int = COMPONENTS["pioneers_per_player"]
BUGS: list[dict] = COMPONENTS["bugs"]
_check(len(BUGS) == 20, "20 bug cards")
for _i, _b in enumerate(BUGS):
    _check(_b["id"] == _i and _b["kind"] in ("bonus", "malus") and _b["effect"] in BUG_EFFECTS, f"bug {_i}")
    _check(_b["extra"] in (0, 1, 2), f"bug {_i} extra cost 0-2")

_NAMES = [
    *(tech_name(t) for t in (*TECHS, "joker")),
    *(token_name(k) for k in BONUS_KINDS),
    *(m for c in CHARACTERS for m in (character_name(c), character_power(c))),
    *(bug_text(b["id"]) for b in BUGS),
    *(msg(f"hope-dim-{c}") for c in COLOURS),
    *(msg(f"hope-lever-{lv}") for lv in LEVERS),
    *(msg(f"hope-difficulty-{d}") for d in DIFFICULTIES),
]
for _locale in LOCALES:
    _missing = [m.key for m in _NAMES if not GAME_WORDS.has(m.key, _locale)]
    _check(not _missing, f"components without a name in locales/{_locale}.ftl: {_missing[:5]}")
