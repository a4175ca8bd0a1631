"""A simple greedy player and the self-play figures (``python -m games.planetarium.selfplay``).

The greedy player reads the full state (it is for measuring the stand-in data, not for play):
it moves the token that brings Matter its hand needs to a planet (or takes a planet into the
orbit a payable card asks for), plays the card worth most,
draws Finals until it holds two, and plays its best Final cards at the end.
"""

from __future__ import annotations

import functools
import random
import sys
import time
from collections import Counter, defaultdict

from games.core import State
from games.i18n import localize
from games.planetarium import GAME, rules
from games.planetarium.board import matter_destinations, movable_matter, movable_orbits, planet_at, planet_destinations
from games.planetarium.components import CARDS, GASEOUS, KINDS, PLANETS, SPACES


def _wants(state: State, seat: int) -> dict[str, set[str]]:
    """For each planet, the kinds of Matter some card in hand still lacks there."""
    out: dict[str, set[str]] = {p: set() for p in PLANETS}
    for cid in state["hands"][seat]:
        card = CARDS[cid]
        for p in PLANETS:
            if (card.gaseous and p not in GASEOUS) or (card.terrestrial and p in GASEOUS):
                continue
            mat = state["mats"][seat][p]
            for kind, n in card.cost:
                if mat[KINDS.index(kind)] < n:
                    out[p].add(kind)
    return out


@functools.cache
def _moves_to_orbit(space: str, orbits: tuple[int, int]) -> int:
    """How many planet moves from ``space`` into an orbit in ``orbits`` (a sweep counts as one
    move, Matter and other planets ignored)."""
    lo, hi = orbits
    seen, frontier, moves = {space}, [space], 0
    while frontier:
        if any(lo <= SPACES[s].orbit <= hi for s in frontier):
            return moves
        moves += 1
        nxt = []
        for here in frontier:
            reach = list(SPACES[here].successors)
            step = SPACES[here].orbit_next
            while step is not None and step != here and step not in reach:
                reach.append(step)
                step = SPACES[step].orbit_next
            for t in reach:
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        frontier = nxt
    return 99


def _orbit_needs(state: State, seat: int) -> dict[str, tuple[int, int] | None]:
    """For each planet, the orbit range of a card in hand that is payable there but for its
    orbit requirement (the planet has to move there first), else None."""
    out: dict[str, tuple[int, int] | None] = {p: None for p in PLANETS}
    for cid in state["hands"][seat]:
        card = CARDS[cid]
        if card.deck == "final" or not card.orbits:
            continue
        for p in PLANETS:
            if out[p] is None and not rules.meets(state, seat, card, p) and rules.meets_but_orbit(state, seat, card, p):
                out[p] = card.orbits
    return out


def _move_value(
    state: State, wants: dict[str, set[str]], token: str, dest: str, needs: dict[str, tuple[int, int] | None]
) -> float:
    """Collecting wanted Matter is best, then taking a planet into the orbit a payable card asks
    for, then any Matter; else bring wanted Matter next to its planet, or a planet nearer to the
    orbit it needs."""
    if token in PLANETS:
        kind = state["matter"].get(dest)
        value = 0.0 if kind is None else 1.0 + 2.0 * (kind in wants[token])
        need = needs[token]
        if need is not None:
            # a payable card waits for this planet's orbit: close in on it, before junk Matter
            to_go, now = _moves_to_orbit(dest, need), _moves_to_orbit(state["planets"][token], need)
            if to_go < now:
                value = max(value, 2.5 - 0.5 * to_go)
        return value
    kind = state["matter"][token]
    planet = planet_at(state, dest)
    if planet is not None:
        return 1.0 + 2.0 * (kind in wants[planet])
    for nxt in SPACES[dest].successors:
        target = planet_at(state, nxt)
        if target is not None and kind in wants[target]:
            return 0.5
    return 0.0


def _final_value(state: State, card_id: str) -> float:
    """A Final card's points, halved when no planet now fits its conditions (Matter and markers aside)."""
    card = CARDS[card_id]
    for p in PLANETS:
        if (card.gaseous and p not in GASEOUS) or (card.terrestrial and p in GASEOUS):
            continue
        if card.orbits and not card.orbits[0] <= rules.orbit_of(state, p) <= card.orbits[1]:
            continue
        if (card.habitable and not state["habitable"][p]) or (card.hostile and state["habitable"][p]):
            continue
        return card.points
    return card.points / 2


def greedy_choice(state: State, rng: random.Random) -> tuple[int, str]:
    decision = GAME.pending(state)[0]
    seat = decision.seat
    ids = [o.id for o in decision.options]
    here = state["steps"][-1]
    step = here["kind"]
    if step == "setup":
        return seat, min(ids, key=lambda i: _final_value(state, i.split("-")[1]))
    tie = random.Random(state["rng"] ^ (seat * 7919))
    if step in ("move", "planet", "pick", "matter"):
        wants = _wants(state, seat)
        moves = []
        for p in PLANETS:
            moves += [(p, d) for d in planet_destinations(state, p)]
        for s in (t for k in movable_orbits(state) for t in movable_matter(state, k)):
            moves += [(s, d) for d in matter_destinations(state, s)]
        if step == "planet":
            moves = [m for m in moves if m[0] == here["planet"]]
        elif step == "pick":
            moves = [m for m in moves if m[0] not in PLANETS and SPACES[m[0]].orbit == here["orbit"]]
        elif step == "matter":
            moves = [m for m in moves if m[0] == here["space"]]
        if not moves:
            return seat, ids[0]
        needs = _orbit_needs(state, seat)
        best = max(moves, key=lambda m: (_move_value(state, wants, *m, needs), tie.random()))
        token, dest = best
        if step == "move":
            want = f"planet-{token}" if token in PLANETS else f"orbit-{SPACES[token].orbit}"
        elif step == "pick":
            want = f"m-{token}"
        else:
            want = f"to-{dest}"
        return seat, want if want in ids else ids[0]
    if step in ("card", "finals"):
        plays = [i for i in ids if i.startswith(("play-", "final-"))]
        if plays:
            return seat, max(plays, key=lambda i: (CARDS[i.split("-")[1]].points, tie.random()))
        downs = [i for i in ids if i.startswith("down-")]
        if downs and rng.random() < 0.15:
            return seat, rng.choice(downs)
        return seat, "end" if "end" in ids else "done"
    if step == "marker":
        return seat, ids[0]
    if step in ("gravity", "gpick", "gplanet"):
        return seat, rng.choice([i for i in ids if i != "back"])
    if step == "draw":
        if "finals" in ids and rules.finals_in_hand(state, seat) < 2:
            return seat, "finals"
        highs = sum(1 for c in state["hands"][seat] if CARDS[c].deck == "high")
        if "high" in ids and "low" in ids:
            return seat, "low" if highs >= 2 or rng.random() < 0.5 else "high"
        return seat, rng.choice([i for i in ids if i != "finals"] or ids)
    if step == "keep":
        return seat, max(ids, key=lambda i: _final_value(state, i.split("-")[1]))
    return seat, rng.choice(ids)


def play_game(players: int, seed: int, options: dict[str, str] | None = None, policy: str = "greedy") -> dict:
    """One self-played game; returns its figures (or the error)."""
    rng = random.Random(seed)
    state = GAME.new(players, options or {}, seed)
    decisions = turns = 0
    try:
        while GAME.outcome(state) is None:
            if decisions > GAME.max_decisions:
                return {"error": "safety limit"}
            if policy == "greedy":
                seat, oid = greedy_choice(state, rng)
            else:
                d = rng.choice(GAME.pending(state))
                seat, oid = d.seat, rng.choice(d.options).id
            state = GAME.apply(state, seat, oid)
            decisions += 1
        turns = state["turn_no"]
    except Exception as exc:  # figures count errors rather than stop
        return {"error": f"{type(exc).__name__}: {exc}"}
    out = GAME.outcome(state)
    plays = [(c, by) for row in state["rows"].values() for c, by, _ in row]
    return {
        "error": None,
        "decisions": decisions,
        "turns": turns,
        "winners": out.winners,
        "scores": state["scores"],
        "plays": plays,
        "track": len(state["track"]),
        "ended": rules.end_reason(state),
        "triggered": rules.end_reason(state) in ("track", "virtual"),
        "target": state["target"],
    }


def report(n_games: int = 500, n_solo: int = 200, policy: str = "greedy") -> None:
    start = time.time()
    games = []
    for seed in range(1, n_games + 1):
        players = 2 + seed % 3
        games.append((players, play_game(players, seed, policy=policy)))
    solo = {}
    for target in ("90", "100", "110"):
        solo[target] = [play_game(1, seed, {"target": target}, policy) for seed in range(1, n_solo + 1)]
    _print_figures(games, solo)
    print(f"({time.time() - start:.0f} s)")


def _print_figures(games, solo) -> None:
    plays: Counter = Counter()
    points: defaultdict = defaultdict(int)
    for players in (2, 3, 4):
        rows = [g for p, g in games if p == players]
        ok = [g for g in rows if not g["error"]]
        wins = Counter(w for g in ok for w in g["winners"])
        print(
            f"{players}p: games {len(rows)} finished {len(ok)} errors {len(rows) - len(ok)} "
            f"mean decisions {sum(g['decisions'] for g in ok) / len(ok):.0f} "
            f"mean turns {sum(g['turns'] for g in ok) / len(ok):.1f} "
            f"mean track {sum(g['track'] for g in ok) / len(ok):.1f} "
            f"track filled {sum(g['triggered'] for g in ok) / len(ok):.0%} "
            f"mean score {sum(sum(g['scores']) for g in ok) / len(ok) / players:.1f} "
            f"win shares {', '.join(f'seat {s}: {wins[s] / len(ok):.0%}' for s in range(players))}"
        )
        for g in ok:
            for c, _ in g["plays"]:
                plays[c] += 1
                points[c] += CARDS[c].points
    for target, rows in solo.items():
        ok = [g for g in rows if not g["error"]]
        won = sum(1 for g in ok if g["winners"])
        print(
            f"solo target {target}: games {len(rows)} finished {len(ok)} errors {len(rows) - len(ok)} "
            f"won {won / len(ok):.0%} mean score {sum(g['scores'][0] for g in ok) / len(ok):.1f} "
            f"mean final target {sum(g['target'] for g in ok) / len(ok):.1f} "
            f"mean turns {sum(g['turns'] for g in ok) / len(ok):.1f} mean decisions "
            f"{sum(g['decisions'] for g in ok) / len(ok):.0f}"
        )
        if target == "100":
            for g in ok:
                for c, _ in g["plays"]:
                    plays[c] += 1
                    points[c] += CARDS[c].points
    n = sum(1 for _, g in games if not g["error"]) + len(solo["100"])
    print(f"per card (multi-player games and solo target 100, {n} games): plays, mean points per game")
    for cid, card in CARDS.items():
        print(f"  {cid} {localize(card.name):26} plays {plays[cid]:5}  mean points/game {points[cid] / n:5.2f}")


def report_endings(n_games: int = 1000) -> None:
    """How greedy self-play games end, by the reason the final turns began, per player count
    (solo at the default target); ``python -m games.planetarium.selfplay endings 1000``."""
    start = time.time()
    for players in (1, 2, 3, 4):
        rows = [play_game(players, seed) for seed in range(1, n_games + 1)]
        ok = [g for g in rows if not g["error"]]
        ends = Counter(g["ended"] for g in ok)
        shares = ", ".join(f"{why} {n / len(ok):.1%}" for why, n in ends.most_common())
        print(
            f"{players}p: {len(rows)} games, {len(rows) - len(ok)} errors, mean turns "
            f"{sum(g['turns'] for g in ok) / len(ok):.1f}, ended by: {shares}",
            flush=True,
        )
    print(f"({time.time() - start:.0f} s)")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args and args[0] == "endings":
        report_endings(int(args[1]) if len(args) > 1 else 1000)
        sys.exit(0)
    report(
        int(args[0]) if args else 500, int(args[1]) if len(args) > 1 else 200, args[2] if len(args) > 2 else "greedy"
    )
