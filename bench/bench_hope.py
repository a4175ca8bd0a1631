"""HOPE benchmarks and self-play figures.

``run()`` gives the timing figures for ``python -m bench hope``. Run this module directly for
self-play: ``python -m bench.bench_hope selfplay`` (random play, seeds 1..300) and
``python -m bench.bench_hope greedy`` (a simple greedy policy, the one used to tune the stand-in
data; shares are written by hand into games/hope/data/components.json "tuning").
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bench import Figure, median, ms, timings
from games.core import Decision
from games.hope import GAME, rules
from games.hope.data import CARD_SYMBOL, CARD_TECH, DIFFICULTIES
from games.playout import random_playout

# --- a simple greedy policy (for tuning only; it reads the full state, but only its own hand) ---


def _route_value(state: dict, seat: int, route: list[int]) -> float:
    hand = state["hands"][seat]
    techs = [CARD_TECH[c] for c in hand]
    value = 0.0
    for space in route:
        pos = space // 3
        if rules.free_planet(state, space) is None:
            continue
        tech = rules.tech_of(state, pos)
        free_tile = sum(1 for pl in state["occ"][pos] for x in pl if x < 0)
        free_here = sum(1 for x in state["occ"][pos][space % 3] if x < 0)
        payable = techs.count(tech) + techs.count("joker")
        value += min(free_here, payable) * (1.0 + 2.0 / free_tile)
    return value


def _greedy_main(state: dict, seat: int, ids: list[str], role: str, rng: random.Random) -> str:
    """The turn's main choice: place, spend, use a token, or take the most promising lever."""
    for pick in ("place", "lvl", "up", "tok-extra_move", "tok-draw2", "tok-medals2", "coax"):
        if pick in ids and not (pick == "place" and role == "nope" and rng.random() < 0.5):
            return pick
    best, best_v = None, -1.0
    for oid in ids:
        if oid.startswith("nav-"):
            lever = oid[4:]
            dests = rules.destinations(state, seat, lever)
            v = max(_route_value(state, seat, r) for r in dests.values())
            v -= 0.3 if lever == "any" else 0.0
            if v > best_v:
                best, best_v = oid, v
    if best is not None and best_v > 0:
        return best
    if "pol" in ids and rng.random() < 0.6:
        return "pol"
    if best is not None:
        return best
    return "end" if "end" in ids else ids[0]


def greedy_option(state: dict, d: Decision, rng: random.Random) -> str:
    ids = [o.id for o in d.options]
    seat = d.seat
    role = (state["roles"] or ["hope"] * state["players"])[seat]
    aw = rules.waiting(state)
    k = None if aw is None else aw["kind"]
    if rules.phase(state) != "play":
        return rng.choice(ids)
    if k in ("bug", "chip"):
        from games.hope.data import BUGS

        bug = BUGS[aw["card"]]
        want = (bug["kind"] == "malus") == (role == "hope")
        if want and "bm" in ids:
            return "bm"
        return "bpass"
    if k is None:
        return _greedy_main(state, seat, ids, role, rng)
    if k == "dest":
        dests = rules.destinations(state, seat, aw["lever"])
        return max(ids[:-1], key=lambda oid: (_route_value(state, seat, dests[int(oid[3:])]), rng.random()))
    if k == "place":

        def free_on_tile(oid: str) -> int:
            pos = int(oid[3:]) // 3
            return sum(1 for pl in state["occ"][pos] for x in pl if x < 0)

        choices = ids[:-1]
        if role == "nope":  # hoard: avoid completing tiles
            choices = [c for c in choices if free_on_tile(c) > 1] or choices
            return max(choices, key=free_on_tile)
        return min(choices, key=free_on_tile)
    if k in ("pay", "tpay"):

        def cost(oid: str) -> tuple:
            cards = [int(c) for c in oid[4:].split("-")]
            top = cards[-1]
            joker = any(CARD_TECH[c] == "joker" for c in cards)
            symbol = CARD_SYMBOL[top]
            return (len(cards), joker, symbol if role == "hope" else not symbol)

        return min(ids[:-1], key=cost)
    if k == "discard":

        def score(oid: str) -> tuple:
            i = int(oid[2:])
            above = state["repl"][i]
            return (above is not None and CARD_SYMBOL[above], rng.random())

        return max(ids, key=score) if role == "hope" else min(ids, key=score)
    if k == "genpol":
        return "cw"
    if k == "accuse":
        return "back"
    return d.default if d.default in ids else ids[0]


def greedy_playout(players: int, options: dict, seed: int) -> tuple[dict, int]:
    rng = random.Random(seed)
    state = GAME.new(players, options, seed)
    n = 0
    while GAME.outcome(state) is None and n < GAME.max_decisions:
        d = rng.choice(GAME.pending(state))
        state = GAME.apply(state, d.seat, greedy_option(state, d, rng))
        n += 1
    return state, n


def _variant(seed: int) -> tuple[int, dict]:
    players = 2 + seed % 3
    traitor = "on" if (seed // 3) % 2 else "off"
    difficulty = DIFFICULTIES[(seed // 6) % 4]
    bugs = "on" if (seed // 24) % 2 else "off"
    return players, {"traitor": traitor, "difficulty": difficulty, "bugs": bugs}


def selfplay(policy: str, seeds: range) -> None:
    finished = errors = 0
    decisions = []
    hope_by_diff: dict[str, list[int]] = {d: [] for d in DIFFICULTIES}
    loyal_by_diff: dict[str, list[int]] = {d: [] for d in DIFFICULTIES}  # traitor variant off
    traitor_games = traitor_wins = 0
    for seed in seeds:
        players, opts = _variant(seed)
        if policy == "random":
            res = random_playout(GAME, players, opts, seed=seed)
            state, n, err = res.state, res.decisions, res.error
        else:
            try:
                state, n = greedy_playout(players, opts, seed)
                err = None if GAME.outcome(state) else "safety limit"
            except Exception as exc:  # counted, not raised
                state, n, err = None, 0, f"{type(exc).__name__}: {exc}"
        if err:
            errors += 1
            print(f"seed {seed}: {err}")
            continue
        finished += 1
        decisions.append(n)
        hope_by_diff[opts["difficulty"]].append(1 if state["ending"] == "hope" else 0)
        if opts["traitor"] == "off":
            loyal_by_diff[opts["difficulty"]].append(1 if state["ending"] == "hope" else 0)
        t = rules.traitor_seat(state)
        if t is not None:
            traitor_games += 1
            traitor_wins += GAME.outcome(state).winners == (t,)
    print(f"policy {policy}: {finished} finished, {errors} errors, mean decisions {statistics.mean(decisions):.0f}")
    for diff, wins in hope_by_diff.items():
        loyal = loyal_by_diff[diff]
        if wins:
            print(
                f"  H.O.P.E. wins at {diff}: {100 * sum(wins) / len(wins):.0f}% of {len(wins)} games"
                f" ({100 * sum(loyal) / max(1, len(loyal)):.0f}% of the {len(loyal)} without the traitor variant)"
            )
    if traitor_games:
        print(f"  traitor wins: {100 * traitor_wins / traitor_games:.0f}% of {traitor_games} games with a traitor")


# --- timing figures -------------------------------------------------------------------------------


def _mid_game_state(seed: int = 3) -> dict:
    rng = random.Random(seed)
    state = GAME.new(4, {"traitor": "on", "bugs": "on"}, seed)
    for _ in range(60):
        d = rng.choice(GAME.pending(state))
        state = GAME.apply(state, d.seat, greedy_option(state, d, rng))
    return state


def run() -> list[Figure]:
    from games.hope import picture as renderer

    figures = []
    seeds = iter(range(1000, 100000))
    t = timings(lambda: random_playout(GAME, 4, {"traitor": "on", "bugs": "on"}, seed=next(seeds)), repeat=30)
    figures.append(Figure("random playout, 4 players (median)", ms(median(t)), "ms", 200.0))
    state = _mid_game_state()
    # a navigation decision: choose a lever, then list its destinations
    while rules.waiting(state) is not None or not any(o.id.startswith("nav-") for o in GAME.pending(state)[0].options):
        d = GAME.pending(state)[0]
        state = GAME.apply(state, d.seat, d.default)
    turn_start = state
    t = timings(lambda: GAME.pending(turn_start), repeat=200)
    figures.append(Figure("legal options of a turn's main menu (levers)", ms(median(t)), "ms", 2.0))
    nav = next(o.id for o in GAME.pending(state)[0].options if o.id.startswith("nav-"))
    nav_state = GAME.apply(state, rules.turn(state)["seat"], nav)
    assert rules.waiting(nav_state)["kind"] == "dest"
    t = timings(lambda: GAME.pending(nav_state), repeat=200)
    figures.append(Figure("legal options of a navigation decision", ms(median(t)), "ms", 2.0))
    view = GAME.view(state, None)
    t = timings(lambda: renderer.board(view, [f"P{i}" for i in range(4)]), repeat=20)
    figures.append(Figure("board render (public view)", ms(median(t)), "ms", 60.0))
    return figures


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "selfplay"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    start = time.perf_counter()
    selfplay("random" if what == "selfplay" else "greedy", range(1, count + 1))
    print(f"({time.perf_counter() - start:.1f} s)")
