"""Replays (issue 20): the public board after each turn change, rebuilt from the action log;
the last frame is the final board; frames never depend on hidden cards; the animation stays
under the upload limit."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.play import replays
from bot.play.errors import UserError
from bot.play.selfplay import play_tables
from bot.play.service import Service
from db import store as q
from db.store import Store
from games import pictures, registry
from games.core import IllegalMove
from games.i18n import msg


@pytest.fixture(scope="module")
def plunder_table(tmp_path_factory):
    """A finished three-seat Plunder table played through the service (defaults for every seat)."""
    import asyncio

    path = str(tmp_path_factory.mktemp("replay") / "replay.sqlite3")

    async def go():
        store = await Store.open(path)
        try:
            report = await play_tables(store, "plunder", 1, ["easy"], 3, seed=7, chooser=None)
            assert report.finished == 1
            return report.tables[0]
        finally:
            await store.close()

    return path, asyncio.run(go())


async def test_the_last_frame_is_the_final_board_picture(plunder_table):
    path, table = plunder_table
    store = await Store.open(path)
    try:
        replay = await replays.load(store, table)
        async with store.read() as db:
            snap = await q.load_snapshot(db, table)
            rows = await q.undelivered_messages(db, limit=100_000)
    finally:
        await store.close()
    engine = registry.get("plunder")
    final = engine.from_json(snap[1])
    assert engine.to_json(replay.states[-1]) == engine.to_json(final)
    stored = pictures.render_board("plunder", engine.view(final, None), replay.game.names)
    # the board the thread was sent when the game ended, drawn from its outbox payload
    (last_board,) = [p for _, _, p, _ in rows if p.get("kind") == "board"][-1:]
    picture = last_board["picture"]
    posted = pictures.render_board("plunder", picture["view"], picture["names"], picture.get("options"))
    assert replay.frame(len(replay.states) - 1) == stored == posted
    # every board the thread got is one of the frames (an AI-only table's thread gets fewer:
    # no board is posted while only machine seats decide, yet the replay shows every turn)
    boards = [p for _, _, p, _ in rows if p.get("kind") == "board"]

    def moment(view: dict) -> tuple:  # which point of the game a view shows
        return view["turn"], view["log"][-1]["n"] if view["log"] else -1, tuple(view["to_act"])

    frames = {moment(engine.view(state, None)) for state in replay.states}
    assert 2 <= len(boards) <= len(replay.states)
    assert all(moment(board["picture"]["view"]) in frames for board in boards)


async def test_frames_never_show_what_the_public_board_hides(plunder_table):
    path, table = plunder_table
    store = await Store.open(path)
    try:
        replay = await replays.load(store, table)
    finally:
        await store.close()
    engine = replay.engine
    rng = random.Random(3)
    picked = replay.states[:: max(1, len(replay.states) // 6)]
    changed = 0
    for state in picked:
        shown = replays.frame(engine, state, replay.game.names)
        for seat in (0, 1):
            # everything ``seat`` cannot see dealt anew (the other hands, the sabortals' spots):
            # a frame that read anything hidden, or any one seat's private view, would change
            other = engine.determinize(state, seat, rng)
            changed += engine.to_json(other) != engine.to_json(state)
            assert replays.frame(engine, other, replay.game.names) == shown
    assert changed >= len(picked)  # the re-deals did change hidden cards


async def test_an_unfinished_or_unknown_table_has_no_replay(tmp_path):
    store = await Store.open(str(tmp_path / "r.sqlite3"))
    service = Service(store)
    try:
        game = await service.create("orion", "u0", "Ann")
        with pytest.raises(UserError) as err:
            await replays.load(store, game.id)
        assert err.value.key == "replay_not_finished"
        with pytest.raises(UserError) as err:
            await replays.load(store, 999)
        assert err.value.key == "no_such_table"
    finally:
        await store.close()


def test_a_long_game_is_cut_to_fit_the_upload_limit():
    frames = []
    for i in range(40):  # distinct noisy frames compress badly, like a busy board
        im = Image.effect_noise((550, 400), 60 + i).convert("RGB")
        out = io.BytesIO()
        im.save(out, format="PNG")
        frames.append(out.getvalue())
    whole = replays.animation(frames)
    small = replays.animation(frames, limit=len(whole) // 3)
    assert len(small) <= len(whole) // 3
    shown = Image.open(io.BytesIO(small))
    assert shown.n_frames < 40
    # the last frame (the result) is always kept and shown longest
    assert replays.pick(40, 7)[-1] == 39 and replays.pick(40, 7)[0] == 0


class _RefusingFrom:
    """The game's engine, but refusing every action from the ``n``-th on (as a rules change would)."""

    def __init__(self, engine, n: int) -> None:
        self._engine, self._left = engine, n

    def __getattr__(self, name):
        return getattr(self._engine, name)

    def apply(self, state, seat, option_id):
        self._left -= 1
        if self._left < 0:
            raise IllegalMove(msg("core-refuse-not-your-turn"))
        return self._engine.apply(state, seat, option_id)


async def test_a_log_that_no_longer_replays_is_refused_in_the_readers_language(plunder_table):
    path, game_id = plunder_table
    store = await Store.open(path)
    try:
        with pytest.raises(UserError) as err:
            await replays.load(store, game_id, engines=lambda name: _RefusingFrom(registry.get(name), 3))
    finally:
        await store.close()
    assert err.value.key == "replay_broken"
    assert "action 4 is refused now: It is not your turn to decide." in err.value.text("en"), err.value.text("en")
    french, german = err.value.text("fr"), err.value.text("de")
    assert "l’action n° 4 est refusée désormais\u00a0: Ce n’est pas à vous de décider." in french, french
    assert "Aktion Nr. 4 wird jetzt abgelehnt: Du bist gerade nicht am Zug." in german, german
