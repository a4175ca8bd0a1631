"""Component data of Der Plunder von Andromeda (The Curious Rarities from Andromeda).

Loaded from ``data/cards.json`` and checked at import.

Cards are plain strings in a state: a relic kind id (``"boots"``), an alien id (``"schemer"``) or
``SABORTAL``. Copies of one relic kind are interchangeable, so a kind id is all a card needs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.core import OPTION_LABEL_LIMIT

SABORTAL = "sabortal"


def _load() -> dict[str, Any]:
    data = json.loads((Path(__file__).parent / "data" / "cards.json").read_text(encoding="utf-8"))
    relics, aliens = data["relics"], data["aliens"]
    assert len(relics) == 8, "the game has 8 kinds of relic"
    assert len(aliens) == 3, "the game has 3 aliens"
    ids = [r["id"] for r in relics] + [a["id"] for a in aliens] + [SABORTAL]
    assert len(ids) == len(set(ids)), "card ids must be unique"
    for r in relics:
        assert set(r) >= {"id", "name", "name_de", "short", "colour", "symbol"}, r
        assert len(r["colour"]) == 3
    for a in aliens:
        assert set(a) >= {"id", "name", "name_de", "power", "label"}, a
        assert len(f"Play the {a['name']}: {a['label']}") <= OPTION_LABEL_LIMIT, "an alien's option label is too long"
    assert sorted(data["portal_numbers"]) == data["portal_numbers"] and len(data["portal_numbers"]) == 10
    assert data["copies_per_relic"] == 9
    for n in ("3", "4", "5", "6"):
        assert data["hand_refill"][n] == data["hand_deal"][n] + 1, "the refill target counts the sabortal"
    return data


DATA = _load()

RELICS: tuple[str, ...] = tuple(r["id"] for r in DATA["relics"])
ALIENS: tuple[str, ...] = tuple(a["id"] for a in DATA["aliens"])
COPIES: int = DATA["copies_per_relic"]
PORTALS: tuple[int, ...] = tuple(DATA["portal_numbers"])
FIRST_START: int = DATA["first_mission_start"] - 1  # index of the portal the first mission starts at
SET_SIZE: int = DATA["set_size"]
SETS_TO_WIN: int = DATA["sets_to_win"]

RELIC_INDEX: dict[str, int] = {k: i for i, k in enumerate(RELICS)}
NAMES: dict[str, str] = {r["id"]: r["name"] for r in DATA["relics"]} | {a["id"]: a["name"] for a in DATA["aliens"]}
NAMES[SABORTAL] = "Sabortal"
SHORT: dict[str, str] = {r["id"]: r["short"] for r in DATA["relics"]} | {a["id"]: a["name"] for a in DATA["aliens"]}
SHORT[SABORTAL] = "Sabortal"
NAMES_DE: dict[str, str] = {r["id"]: r["name_de"] for r in DATA["relics"]} | {
    a["id"]: a["name_de"] for a in DATA["aliens"]
}
POWERS: dict[str, str] = {a["id"]: a["power"] for a in DATA["aliens"]}
#: an alien's power in a few words, for the option that plays it (the full text is in RULES.md)
POWER_LABELS: dict[str, str] = {a["id"]: a["label"] for a in DATA["aliens"]}
COLOURS: dict[str, tuple[int, int, int]] = {r["id"]: tuple(r["colour"]) for r in DATA["relics"]}
SYMBOLS: dict[str, str] = {r["id"]: r["symbol"] for r in DATA["relics"]}


def deal_size(players: int) -> int:
    """Relics dealt to each hand at the start (the sabortal comes on top)."""
    return DATA["hand_deal"][str(players)]


def refill_size(players: int) -> int:
    """Hand size a player refills to after a mission, the sabortal included."""
    return DATA["hand_refill"][str(players)]


def is_relic(card: str) -> bool:
    return card in RELIC_INDEX


def is_alien(card: str) -> bool:
    return card in POWERS


def actions(n: int) -> str:
    """``"1 action"``, ``"3 actions"``."""
    return f"{n} action" if n == 1 else f"{n} actions"
