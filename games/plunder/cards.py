"""Component data of Der Plunder von Andromeda (The Curious Rarities from Andromeda).

Loaded from ``data/cards.json`` and checked at import.

Cards are plain strings in a state: a relic kind id (``"boots"``), an alien id (``"schemer"``) or
``SABORTAL``. Copies of one relic kind are interchangeable, so a kind id is all a card needs.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from games.core import label_fault
from games.i18n import GAME_WORDS, LOCALES, Arg, Msg, localize, msg

SABORTAL = "sabortal"


def _load() -> dict[str, Any]:
    data = json.loads((Path(__file__).parent / "data" / "cards.json").read_text(encoding="utf-8"))
    relics, aliens = data["relics"], data["aliens"]
    assert len(relics) == 8, "the game has 8 kinds of relic"
    assert len(aliens) == 3, "the game has 3 aliens"
    ids = [r["id"] for r in relics] + [a["id"] for a in aliens] + [SABORTAL]
    assert len(ids) == len(set(ids)), "card ids must be unique"
    for r in relics:
        assert set(r) >= {"id", "colour", "symbol"}, r
        assert len(r["colour"]) == 3
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
COLOURS: dict[str, tuple[int, int, int]] = {r["id"]: tuple(r["colour"]) for r in DATA["relics"]}
SYMBOLS: dict[str, str] = {r["id"]: r["symbol"] for r in DATA["relics"]}


# --- the cards' words: messages of the catalogues (locales/<language>.ftl) -------------------


@cache  # messages are immutable: each is built once (pending and the log ask for them often)
def card_name(card: str) -> Msg:
    """A card's published name ("Quantum screwdriver", "Quanten-Schraubenzieher")."""
    return msg(f"plunder-card-{card}")


@cache
def the_card(card: str) -> Msg:
    """A card's name with its definite article, as the object of a sentence ("les Bottes de 7
    années-lumière", "den Quanten-Schraubenzieher"): French and German cannot add the article
    around a name whose gender and number they do not know."""
    return msg(f"plunder-card-{card}-the")


@cache
def short_name(card: str) -> Msg:
    """A card's name in a word or two, for tight places ("Screwdriver")."""
    return msg(f"plunder-card-{card}-short")


@cache
def power(alien: str) -> Msg:
    """An alien's whole power, as the private picture states it."""
    return msg(f"plunder-alien-{alien}-power")


@cache
def power_label(alien: str) -> Msg:
    """An alien's power in a few words, for the option that plays it (the whole of it is in RULES.md)."""
    return msg(f"plunder-alien-{alien}-label")


@cache
def portal_name(index: int) -> Msg:
    """A portal (0-based ``index``) with its number: "portal #4 (worth 2)"."""
    return msg("plunder-portal", n=index + 1, worth=PORTALS[index])


def listing(items: list[Arg]) -> Arg:
    """Seats or cards as one list ("A, B and C"), each worded in the reader's language."""
    assert items, "an empty list has no words"
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg("plunder-list-last", head=items[0], tail=items[1])
    return msg("plunder-list", head=items[0], tail=listing(items[1:]))


def cards_listing(cards: list[str]) -> Arg:
    return listing([card_name(c) for c in cards])


def deal_size(players: int) -> int:
    """Relics dealt to each hand at the start (the sabortal comes on top)."""
    return DATA["hand_deal"][str(players)]


def refill_size(players: int) -> int:
    """Hand size a player refills to after a mission, the sabortal included."""
    return DATA["hand_refill"][str(players)]


def is_relic(card: str) -> bool:
    return card in RELIC_INDEX


def is_alien(card: str) -> bool:
    return card in ALIENS


def _check_words() -> None:
    """Every card is worded in every language: its name, with its article, its short name, an alien's power."""
    ids = [*RELICS, *ALIENS, SABORTAL]
    keys = [f"plunder-card-{c}{form}" for c in ids for form in ("", "-the", "-short")]
    keys += [f"plunder-alien-{a}-{part}" for a in ALIENS for part in ("power", "label")]
    for locale in LOCALES:
        missing = [k for k in keys if not GAME_WORDS.has(k, locale)]
        assert not missing, f"cards without words in {locale}: {missing}"
        # the option that plays an alien says its power whole (``moves``), or why it only explores
        powers = [(a, power_label(a)) for a in ALIENS]
        powers += [("pilferer", msg("plunder-power-nothing-to-steal"))]
        powers += [("schemer", msg("plunder-power-no-portal-relic"))]
        for alien, power in powers:
            label = localize(msg("plunder-option-alien", alien=card_name(alien), power=power), locale)
            fault = label_fault(label)
            assert fault is None, f"an alien's option label in {locale} is cut ({fault}): {label}"


_check_words()
