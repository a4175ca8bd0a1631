"""Replays of finished tables: the public board after each turn change, rebuilt from the seed
and the action log, as frames, an animated GIF, or one frame at a time for the step-through
message.

Only public views reach the renderer (``engine.view(state, None)``), so a frame cannot show a
hidden card: the renderer never had it. A frame is taken where the thread got a new board
(``bot.play.turns.classify``: the start, each turn change, the end); the last frame is the final
board, drawn exactly as the stored final snapshot's public picture.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import Image

from bot.play.errors import UserError
from bot.play.turns import classify
from bot.words import say
from db import store as q
from db.store import GameRecord, Store
from games import Engine, pictures, registry
from games.core import IllegalMove, State
from games.i18n import Text, localize
from renderers.kit import SHOWN_WIDTH

#: Discord's upload limit for a bot without a boosted server (bytes); we stay under it
UPLOAD_LIMIT = 10 * 1024 * 1024
#: how long each frame shows, and the last one (the result) a little longer
FRAME_MS = 900
LAST_FRAME_MS = 3000
#: never more frames than this in one animation (a long game keeps every n-th turn, and the last)
MAX_FRAMES = 120


class ReplayError(Exception):
    """The log does not replay (a refused action): the table cannot be shown. ``action`` is the
    log's number of the action refused, ``why`` the engine's refusal (a message, or English
    text for any other failure), so the reader is told in their language."""

    def __init__(self, action: int, option_id: str, why: Text) -> None:
        super().__init__(f"action {action} ({option_id}) does not replay: {localize(why)}")
        self.action = action
        self.why = why


@dataclass
class Replay:
    """A finished table ready to be shown: its engine, seat names and the turn states."""

    game: GameRecord
    engine: Engine
    #: the states where a new board was posted: the start, each turn change, the end
    states: list[State]

    def frame(self, index: int, locale: str = "en") -> bytes:
        return frame(self.engine, self.states[index], self.game.names, locale)

    def frames(self, locale: str = "en") -> list[bytes]:
        return frames(self.engine, self.states, self.game.names, locale)


async def load(store: Store, game_id: int, engines=registry.get) -> Replay:
    """The replay of finished table ``game_id``; ``UserError`` when there is none to show."""
    async with store.read() as db:
        game = await q.load_game(db, game_id) if 0 < game_id < 1 << 63 else None
        if game is None:
            raise UserError("no_such_table", game_id=str(game_id)[:24])
        if game.status != "finished":
            raise UserError("replay_not_finished", game_id=game_id)
        actions = await q.load_actions(db, game_id)
    engine = engines(game.game)
    try:
        states = turn_states(engine, len(game.seats), game.options, game.seed, actions)
    except ReplayError as exc:
        reason = say("replay_refused", action=exc.action, why=exc.why)
        raise UserError("replay_broken", game_id=game_id, reason=reason) from None
    return Replay(game, engine, states)


def turn_states(engine: Engine, players: int, options: dict, seed: int, actions: Iterable[tuple]) -> list[State]:
    """The state at the start, after each turn change and at the end, replayed from the log
    (``actions``: rows of (n, seat, option_id, ...))."""
    state = engine.new(players, options, seed)
    kept = [state]
    for n, seat, option_id, *_ in actions:
        before = state
        try:
            state = engine.apply(state, seat, option_id)
        except IllegalMove as exc:  # a log that no longer replays is reported, not shown half-way
            raise ReplayError(n, option_id, exc.text) from None
        except Exception as exc:
            raise ReplayError(n, option_id, str(exc)) from None
        if classify(engine, before, state).turn_change:
            kept.append(state)
    if kept[-1] is not state:
        kept.append(state)
    return kept


def frame(engine: Engine, state: State, names: list[str], locale: str = "en") -> bytes:
    """One frame: the public board picture of ``state`` (PNG bytes) as posted, in ``locale``."""
    return pictures.render_board(engine.id, engine.view(state, None), names, locale=locale)


def frames(engine: Engine, states: Sequence[State], names: list[str], locale: str = "en") -> list[bytes]:
    return [frame(engine, s, names, locale) for s in states]


def pick(count: int, limit: int) -> list[int]:
    """At most ``limit`` indices of ``count`` frames, evenly spread, always the first and last."""
    if count <= limit:
        return list(range(count))
    step = (count - 1) / (limit - 1)
    return sorted({round(i * step) for i in range(limit)})


def animation(pictures: Sequence[bytes], limit: int = UPLOAD_LIMIT, max_frames: int = MAX_FRAMES) -> bytes:
    """An animated GIF of the pictures, under ``limit`` bytes: it first keeps at most
    ``max_frames`` frames, then halves the frame count or scales down until it fits."""
    if not pictures:
        raise ValueError("no frames")
    chosen = [pictures[i] for i in pick(len(pictures), max_frames)]
    width = SHOWN_WIDTH
    while True:
        data = _gif(chosen, width)
        if len(data) <= limit:
            return data
        if len(chosen) > 8:
            chosen = [chosen[i] for i in pick(len(chosen), len(chosen) // 2)]
        elif width > 200:
            width = int(width * 0.75)
        else:
            return data  # two hundred pixels wide and eight frames: nothing sensible is smaller


def _gif(pictures: Sequence[bytes], width: int) -> bytes:
    images = []
    for png in pictures:
        im = Image.open(io.BytesIO(png)).convert("RGB")
        if im.width > width:
            im = im.resize((width, round(im.height * width / im.width)), Image.LANCZOS)
        images.append(im.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE))
    # frames of one game share a size; a game whose picture grows is padded to the largest
    w, h = max(i.width for i in images), max(i.height for i in images)
    images = [_padded(i, w, h) for i in images]
    durations = [FRAME_MS] * (len(images) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    images[0].save(
        out, format="GIF", save_all=True, append_images=images[1:], duration=durations, loop=0, optimize=False
    )
    return out.getvalue()


def _padded(image: Image.Image, width: int, height: int) -> Image.Image:
    if image.size == (width, height):
        return image
    canvas = Image.new("RGB", (width, height), (8, 10, 18))
    canvas.paste(image.convert("RGB"), (0, 0))
    return canvas.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
