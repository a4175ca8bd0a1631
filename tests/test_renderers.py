"""What every game's renderer promises the bot: a private fingerprint that changes whenever
the private picture does, so that an unchanged picture is skipped without being drawn."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.i18n import msg
from games.pictures import private_digest, render_private
from games.playout import choose_random

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
    # pictures are drawn only where the claim is tested (two equal fingerprints in a row)
    last: dict[int, tuple[str | None, dict, bytes | None]] = {}
    skipped = changed = 0
    for _ in range(250):
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, *choose_random(engine, state, rng))
        for seat in range(players):
            view = engine.view(state, seat)
            digest = private_digest(engine.id, view, names)
            png = None
            if digest is None:
                assert render_private(engine.id, view, names) is None, "a private picture without a fingerprint"
            elif seat in last and last[seat][0] == digest:
                before = last[seat][2] or render_private(engine.id, last[seat][1], names)
                png = render_private(engine.id, view, names)
                assert before == png, f"seat {seat}: same fingerprint, different picture"
                skipped += png is not None  # a game with no private picture has none to skip
            elif seat in last:
                changed += 1
            last[seat] = (digest, view, png)
    if skipped:
        assert changed, "the private picture never changed"
    else:
        assert render_private(engine.id, engine.view(state, 0), names) is None, "no picture was ever found unchanged"


def test_the_full_board_is_the_games_detail_else_the_inline_board(monkeypatch):
    """``render_detail`` (and a payload of kind "detail") draws the game's ``detail`` when it
    offers one and it has something to add, else the inline board."""
    import io

    from PIL import Image

    from games.pictures import has_detail, render_board, render_detail, render_payload
    from renderers import DetailRenderer

    engine = registry.get("example")
    view, names = engine.view(engine.new(2, {}, seed=1), None), NAMES[:2]
    inline = render_board("example", view, names)
    payload = {"kind": "detail", "game": "example", "view": view, "names": names}
    assert not has_detail("example") and render_detail("example", view, names) == inline == render_payload(payload)
    module = engine.picture()
    asked: list[tuple] = []

    def detail(view, names, options=None, locale="en"):
        asked.append((tuple(names), locale, [o.mark for o in options or ()]))
        return Image.new("RGB", (1500, 1200), (1, 2, 3)) if locale == "fr" else None

    monkeypatch.setattr(module, "detail", detail, raising=False)
    assert has_detail("example") and isinstance(module, DetailRenderer)
    full = render_payload(
        payload | {"locale": "fr", "options": [["c1", msg("example-option-play", card=1).to_json(), "C1"]]}
    )
    assert Image.open(io.BytesIO(full)).size == (1500, 1200)
    assert render_detail("example", view, names, locale="en") == inline  # nothing to add: the inline board
    assert asked == [(tuple(names), "fr", ["C1"]), (tuple(names), "en", [])]
