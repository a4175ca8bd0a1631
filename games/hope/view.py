"""What each seat may see of a HOPE state, re-dealing what it may not, and the invariants."""

from __future__ import annotations

import random
from typing import Any

from games.core import State, clone
from games.hope import rules
from games.hope.data import BUGS, CARDS, PIONEER_START, PIONEERS, STACK_SYMBOLS, TILES, TRACK_LEN, TRACK_SYMBOLS
from games.hope.geometry import POS
from games.hope.setup import role_message

ROLE_KEY = role_message("hope").key


def view(state: State, seat: int | None, header: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` (None: the public) sees: the whole table, its own hand and role only, after
    the common ``header`` (``Engine.view_header``)."""
    over = rules.phase(state) == "over"
    tiles = _tiles(state)
    aw = rules.waiting(state)
    bug_pay = None
    if aw is not None and aw["kind"] in ("bug", "chip"):
        bug_pay = {k: aw[k] for k in ("card", "price", "paid", "order", "idx", "out", "medals", "cards")}
    roles_known: dict[str, str] = {str(s): "hope" for s in state["known_hope"]}
    if state["revealed"] is not None:
        roles_known[str(state["revealed"])] = "nope"
    if over and state["roles"]:
        roles_known = {str(s): r for s, r in enumerate(state["roles"])}
    players = _seats(state)
    turn = rules.turn(state)
    out: dict[str, Any] = {
        **header,
        "options": state["options"],
        "phase": rules.phase(state),
        "tiles": tiles,
        "ships": state["ships"],
        "monolith": state["monolith"],
        "track": state["track"],
        "marker": state["marker"],
        "track_len": TRACK_LEN,
        "pioneer_start": PIONEER_START,
        "track_symbols": sorted(TRACK_SYMBOLS),
        "repl": state["repl"],
        "disc": state["disc"],
        "used": state["used"],
        "deck": len(state["deck"]),
        "stacks": [len(st) for st in state["stacks"]],
        "stack_symbols": STACK_SYMBOLS,
        "symbols": rules.visible_symbols(state),
        "bug_active": state["bug_active"],
        "bug_out": state["bug_out"],
        "bug_deck": len(state["bugdeck"]),
        "bug_pay": bug_pay,
        "seats": players,
        "roles_known": roles_known,
        # the public turn counter the picture and the caption print; whose turn it is, separately
        "turn": turn_number(state),
        "current": None if turn is None else {"seat": turn["seat"], "moves": turn["moves"], "moved": turn["moved"]},
        "ending": state["ending"],
        # what the last move changed (tiles, ships by seat, Mission track cells), for the picture
        "changed": state.get("changed") or {"tiles": [], "ships": [], "track": []},
    }
    if seat is not None:
        out["hand"] = sorted(state["hands"][seat])
        out["role"] = None if not state["roles"] else state["roles"][seat]
    return out


def turn_number(state: State) -> int:
    """The player turn in progress, 1-based: every player's turn counts (set-up counts as the
    first; once the game is over, the last turn played)."""
    turn = rules.turn(state)
    if turn is not None:
        return state.get("rounds", 0) * state["players"] + turn["seat"] + 1
    return state.get("turn_no", 1)


def _tiles(state: State) -> list[dict[str, Any]]:
    """Each position's tile as everyone sees it."""
    tiles = []
    for pos in range(len(POS)):
        tid = state["tile_at"][pos]
        tiles.append(
            {
                "pos": pos,
                "tech": None if tid < 0 else TILES[tid]["tech"],
                "occ": state["occ"][pos],
                "gone": state["gone"][pos],
                "stable": state["stable"][pos],
                "token": state["token_on"][pos],
                "border": rules.is_border(state, pos),
            }
        )
    return tiles


def _seats(state: State) -> list[dict[str, Any]]:
    """Each seat's board, with the counts of its cards and pioneers (never the cards)."""
    n = state["players"]
    players = []
    for s in range(n):
        p = state["seats"][s]
        players.append(
            {
                "char": p["char"],
                "levers": p["levers"],
                "upgrades": p["upgrades"],
                "lvl": p["lvl"],
                "hand_limit": rules.hand_limit(state, s) if p["char"] else 0,
                "medals": p["medals"],
                "tokens": sorted(p["tokens"]),
                "supply": p["supply"],
                "lost": p["lost"],
                "hand": len(state["hands"][s]),
                "accused": p["accused"],
                "locked": p["locked"],
                "cockpit": rules.cockpit_pioneers(state, s),
                "track": rules.track_pioneers(state, s),
                "universe": rules.universe_pioneers(state, s),
            }
        )
    return players


def determinize(state: State, seat: int | None, rng: random.Random) -> State:
    """A full state ``seat`` cannot tell from the real one: other hands, the deck, the bug deck,
    the bonus stacks and the unknown roles re-dealt from what the seat sees, with ``rng``."""
    new = clone(state)
    n = new["players"]
    others = [s for s in range(n) if s != seat]
    # pools are sorted before shuffling, so the re-deal depends on the seat's view and rng only
    pool = list(new["deck"])
    for s in others:
        pool.extend(new["hands"][s])
    pool.sort()
    rng.shuffle(pool)
    for s in others:
        k = len(new["hands"][s])
        new["hands"][s] = pool[:k]
        pool = pool[k:]
    new["deck"] = pool
    new["bugdeck"].sort()
    rng.shuffle(new["bugdeck"])
    tokens = sorted(t for st in new["stacks"] for t in st)
    rng.shuffle(tokens)
    for st in new["stacks"]:
        k = len(st)
        st[:] = tokens[:k]
        tokens = tokens[k:]
    over = rules.phase(new) == "over"
    if new["roles"] and not over and new["revealed"] is None:
        fixed = set(new["known_hope"])
        if seat is not None:
            fixed.add(seat)
        cards = ["hope"] * n + ["nope"]
        for s in fixed:
            cards.remove(new["roles"][s])
        rng.shuffle(cards)
        for s in range(n):
            if s not in fixed:
                new["roles"][s] = cards.pop()
        new["spare"] = cards.pop()
        # the private log entries follow the re-dealt roles
        for entry in new["log"]:
            if entry["to"] is None or len(entry["to"]) != 1:
                continue
            if entry["text"].get("key") == ROLE_KEY:
                entry["text"] = role_message(new["roles"][entry["to"][0]]).to_json()
    elif new["roles"] and not over and new["revealed"] is not None:
        pass  # the traitor is known, so every role is known
    new["rng"] = rng.getrandbits(64)
    return new


def check_invariants(state: State) -> None:
    """Pioneers, cards, bug cards and bonus tokens are conserved; nothing sits where it cannot."""
    n = state["players"]
    aw = rules.waiting(state)
    for s in range(n):
        p = state["seats"][s]
        total = p["supply"] + rules.universe_pioneers(state, s) + rules.track_pioneers(state, s)
        total += rules.cockpit_pioneers(state, s) + p["lost"]
        if aw is not None and aw["kind"] == "order":  # a stabilized tile's pioneers, on their way
            total += aw["pioneers"].count(s)
        assert total == PIONEERS, f"seat {s} has {total} pioneers, not {PIONEERS}"
        assert p["supply"] >= 0 and p["medals"] >= 0, f"seat {s} supply/medals negative"
        assert 0 <= p["upgrades"] <= 3 and 0 <= p["lvl"] <= 3
    cards = list(state["deck"]) + [c for c in state["repl"] if c is not None] + list(state["used"])
    for pile in state["disc"]:
        cards.extend(pile)
    for hand in state["hands"]:
        cards.extend(hand)
    bug = aw is not None and aw["kind"] in ("bug", "chip")
    if bug:
        cards.extend(c for _, c in aw["cards"])
    assert sorted(cards) == list(range(len(CARDS))), "technology cards are not conserved"
    bugs = list(state["bugdeck"]) + list(state["bug_out"])
    if state["bug_active"] is not None:
        bugs.append(state["bug_active"])
    if bug:
        bugs.append(aw["card"])
    assert sorted(bugs) == list(range(len(BUGS))), "bug cards are not conserved"
    tokens = sum(len(st) for st in state["stacks"]) + sum(1 for t in state["token_on"] if t is not None)
    tokens += sum(len(p["tokens"]) for p in state["seats"]) + len(state["tokens_used"])
    assert tokens == 16, f"{tokens} bonus tokens instead of 16"  # only stable tiles hold one, and they stay
    for s, space in enumerate(state["ships"]):
        if space >= 0 and rules.phase(state) != "over":
            assert not state["gone"][space // 3], f"seat {s}'s ship is on a vanished tile"
    for pos in range(len(POS)):
        if state["gone"][pos] or state["stable"][pos]:
            assert all(x < 0 for pl in state["occ"][pos] for x in pl), "pioneers on a gone/stable tile"
    assert 0 <= state["marker"] < TRACK_LEN
    m = state["marker"]
    assert m == TRACK_LEN - 1 or state["track"][m] < 0, "the Regression marker rests on a pioneer"
    assert all(x < n for x in state["track"])
    assert all(x < 0 for x in state["track"][:PIONEER_START]), "pioneers before the pioneer track"
