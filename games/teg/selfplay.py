"""Self-play figures: ``python -m games.teg.selfplay [games] [--greedy] [--write]``.

Game k (seeds 1..N) plays 1-5 players in turn, with the expansion on every other cycle, by uniform
random choices (or, with ``--greedy``, by a one-step look-ahead on a simple valuation). Prints
completion, errors, decisions, how games ended, and how often each pilot and exploration card was
taken and won; ``--write`` stores the figures in data/btb.json ("tuning").
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

from games.playout import PlayoutResult, random_playout
from games.teg import GAME as G
from games.teg.data import PILOTS, PLANETS, ROGUES, XCARDS


def config(k: int) -> tuple[int, dict[str, str]]:
    players = 1 + k % 5
    opts = {"expansion": "on" if (k // 5) % 2 else "off"}
    if players == 1:
        opts["rogue"] = list(ROGUES)[(k // 10) % len(ROGUES)]
    return players, opts


def value(state: dict, g: int) -> float:
    """A rough worth of galaxy ``g``: points, resources, track progress, pilots, cards."""
    gal = state["galaxies"][g]
    v = 4.0 * gal["vp"] + gal["energy"] + gal["culture"] + 1.5 * gal["empire_level"]
    for sh in gal["ships"]:
        if sh["at"] == "o":
            p = PLANETS[sh["place"]]
            v += 3.0 * p["vp"] * (sh["pos"] + 1) / (p["adv"] + 1)
    # exploration: a collected card is worth its badges' share, a ship out there its next card
    v += 2.5 * (len(gal.get("explored", [])) + len(gal.get("danger_cards", [])))
    v += 1.0 * sum(sh["at"] == "x" for sh in gal["ships"])
    return v


def greedy_playout(players: int, opts: dict[str, str], seed: int) -> PlayoutResult:
    """Each seat picks the option whose result it values most (10% of the time a random one)."""
    rng = random.Random(seed)
    s = G.new(players, opts, seed)
    n = 0
    try:
        while G.outcome(s) is None and n < G.max_decisions:
            d = rng.choice(G.pending(s))
            if rng.random() < 0.1 or len(d.options) == 1:
                choice = rng.choice(d.options).id
            else:
                scored = []
                for o in d.options:
                    nxt = G.apply(s, d.seat, o.id)
                    scored.append((value(nxt, d.seat) + rng.random() * 0.5, o.id))
                choice = max(scored)[1]
            s = G.apply(s, d.seat, choice)
            n += 1
    except Exception as exc:  # reported, not raised
        return PlayoutResult(s, n, False, error=f"{type(exc).__name__}: {exc}")
    out = G.outcome(s)
    return PlayoutResult(s, n, out is not None, winners=out.winners if out else ())


def run(n: int, greedy: bool = False) -> dict:
    errors, decisions, ends = [], [], Counter()
    pilot_taken, pilot_won, card_taken, card_won = Counter(), Counter(), Counter(), Counter()
    finished = 0
    for k in range(1, n + 1):
        players, opts = config(k)
        r = greedy_playout(players, opts, k) if greedy else random_playout(G, players, opts, seed=k)
        decisions.append(r.decisions)
        if r.error:
            errors.append(f"seed {k}: {r.error}")
            continue
        finished += r.finished
        s = r.state
        why = "rogue top" if s["end"] is None else s["end"]["why"]
        ends[f"{'btb' if s['expansion'] else 'base'} {why}"] += 1
        winners = set(r.winners)
        for g in range(players):
            gal = s["galaxies"][g]
            for stack in gal["hangar"].values():
                for p in stack:
                    pilot_taken[p] += 1
                    pilot_won[p] += g in winners
            for c in gal["explored"] + gal["danger_cards"]:
                card_taken[c] += 1
                card_won[c] += g in winners
    return {
        "games": n,
        "finished": finished,
        "errors": errors,
        "mean_decisions": round(statistics.mean(decisions), 1),
        "ends": dict(sorted(ends.items())),
        "pilots": {p: [pilot_taken[p], pilot_won[p]] for p in PILOTS},
        "cards": {c: [card_taken[c], card_won[c]] for c in XCARDS},
    }


def _spread(table: dict[str, list[int]]) -> str:
    taken = [v[0] for v in table.values()]
    rates = [v[1] / v[0] for v in table.values() if v[0] >= 5] or [0.0]
    return (
        f"taken min {min(taken)} / median {statistics.median(taken)} / max {max(taken)}; "
        f"holder win rate min {min(rates):.2f} / max {max(rates):.2f} (items taken 5+ times)"
    )


def main(argv: list[str]) -> int:
    n = int(argv[0]) if argv and argv[0].isdigit() else 300
    greedy = "--greedy" in argv
    res = run(n, greedy)
    print(f"games {res['games']}, finished {res['finished']}, errors {len(res['errors'])}")
    for e in res["errors"][:10]:
        print("  ", e)
    print(f"mean decisions {res['mean_decisions']}")
    print("ends:", res["ends"])
    print("pilots:", _spread(res["pilots"]))
    print("cards:", _spread(res["cards"]))
    if "--write" in argv:
        path = Path(__file__).parent / "data" / "btb.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        key = "tuning_greedy" if greedy else "tuning"
        data[key] = {
            "how": f"python -m games.teg.selfplay {n}{' --greedy' if greedy else ''} --write (seeds 1..{n})",
            "ends": res["ends"],
            "pilots_spread": _spread(res["pilots"]),
            "cards_spread": _spread(res["cards"]),
            "pilots_taken_won": res["pilots"],
            "cards_taken_won": res["cards"],
        }
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return 1 if res["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
