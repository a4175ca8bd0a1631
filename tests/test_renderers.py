"""What every game's renderer promises the bot: a private fingerprint that changes whenever
the private picture does, so that an unchanged picture is skipped without being drawn."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.playout import choose_random
from renderers import private_digest, render_private

GAMES = registry.all()
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


@pytest.mark.parametrize("engine", GAMES, ids=[g.id for g in GAMES])
def test_equal_private_fingerprints_mean_equal_private_pictures(engine):
    # the richest table of up to four (expansions show the most private things)
    variant = max((v for v in engine.variants() if v.players <= 4), key=lambda v: (len(v.options), v.players))
    players = variant.players
    state = engine.new(players, variant.options, seed=5)
    rng = random.Random(5)
    names = NAMES[:players]
    last: dict[int, tuple[str | None, bytes | None]] = {}
    skipped = drawn = 0
    for _ in range(250):
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, *choose_random(engine, state, rng))
        for seat in range(players):
            view = engine.view(state, seat)
            digest = private_digest(engine.id, view, names)
            png = render_private(engine.id, view, names)
            assert digest is not None or png is None, "a private picture without a fingerprint"
            if seat in last and last[seat][0] == digest:
                assert last[seat][1] == png, f"seat {seat}: same fingerprint, different picture"
                skipped += png is not None
            drawn += png is not None
            last[seat] = (digest, png)
    if drawn:
        assert skipped, "no private picture was ever found unchanged"
        assert skipped < drawn, "the private picture never changed"
