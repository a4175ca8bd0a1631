"""Pictures measured: the states a random game passes through, each viewer's picture of a
state drawn while the kit records its text sizes and option codes. The picture tests, the
``pictures`` benchmark and the contact sheet share these, so they judge the same pictures."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image

from games.core import Decision, Engine, Option, State
from games.pictures import renderer_of
from games.playout import choose_random
from renderers import GameRenderer, kit

STAGES = (0.0, 0.5, 0.9)  # the start, the middle and near the end of a game


def stages(
    engine: Engine, players: int, seed: int, fractions: Sequence[float] = STAGES, options: dict | None = None
) -> list[State]:
    """States of one random game at the given fractions of its length."""
    rng = random.Random(seed)
    state = engine.new(players, options or {}, seed)
    seen = [state]
    while engine.outcome(state) is None and len(seen) <= engine.max_decisions:
        state = engine.apply(state, *choose_random(engine, state, rng))
        seen.append(state)
    # "near the end" is a state still in play: the finished state is its own stage
    last = len(seen) - 2 if len(seen) > 1 else 0
    return [seen[round(f * last)] for f in fractions]


def random_states(engine: Engine, players: int, seed: int, count: int, options: dict | None = None) -> Iterator[State]:
    """``count`` states of random games (new games as they end), one per decision."""
    rng = random.Random(seed)
    state = engine.new(players, options or {}, seed)
    for _ in range(count):
        if engine.outcome(state) is not None:
            seed += 1
            state = engine.new(players, options or {}, seed)
        yield state
        state = engine.apply(state, *choose_random(engine, state, rng))


@dataclass
class Drawn:
    """One picture and what the kit recorded while drawing it, measured in the box Discord
    shows it in inline: the bot posts boards and private pictures as plain attachments."""

    image: Image.Image
    record: kit.Recording
    kind: str  # "board", "private" or "detail"
    box: kit.Shown = kit.ATTACHMENT

    def smallest(self) -> float:
        return self.record.smallest(self.image.width, height=self.image.height, box=self.box)

    def headline(self) -> float:
        return self.record.smallest(self.image.width, headline=True, height=self.image.height, box=self.box)

    def shown(self) -> Image.Image:
        """The picture at the size Discord shows it inline."""
        scale = kit.shown_scale(self.image.width, self.image.height, self.box)
        size = (max(1, round(self.image.width * scale)), max(1, round(self.image.height * scale)))
        return self.image if scale == 1 else self.image.resize(size, Image.Resampling.LANCZOS)

    def overlapping_marks(self) -> list[tuple[str, str]]:
        """Pairs of option codes whose badges overlap."""
        boxes = self.record.mark_boxes
        return [
            (a, b)
            for i, (a, p) in enumerate(boxes)
            for b, q in boxes[i + 1 :]
            if p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]
        ]


def renderer(game_id: str) -> GameRenderer:
    return renderer_of(game_id)


def draw_board(
    game_id: str, view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Drawn:
    with kit.recording() as rec:
        image = renderer(game_id).board(view, names, options=list(options or ()), locale=locale)
    return Drawn(image, rec, "board")


def draw_private(
    game_id: str, view: dict, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Drawn | None:
    with kit.recording() as rec:
        image = renderer(game_id).private(view, names, options=list(options or ()), locale=locale)
    return None if image is None else Drawn(image, rec, "private")


def draw_detail(game_id: str, view: dict, names: list[str], locale: str = "en") -> Drawn | None:
    """The full board, drawn for reading once opened (``None`` when the game has none, or when
    its inline board already shows everything)."""
    detail = getattr(renderer(game_id), "detail", None)
    if detail is None:
        return None
    with kit.recording() as rec:
        image = detail(view, names, options=None, locale=locale)
    return None if image is None else Drawn(image, rec, "detail")


def public_options(pending: list[Decision]) -> list[Option]:
    """The options the public board marks: a public decision every waiting seat shares (as
    the bot does)."""
    if pending and all(d.public and d.options == pending[0].options for d in pending):
        return list(pending[0].options)
    return []


def decider_picture(engine: Engine, state: State, decision: Decision, names: list[str]) -> Drawn:
    """The picture the deciding seat sees for its decision: its private picture, or the board
    when the game has nothing private, with the decision's options marked."""
    options = list(decision.options)
    mine = draw_private(engine.id, engine.view(state, decision.seat), names, options)
    return mine if mine is not None else draw_board(engine.id, engine.view(state, None), names, options)


def pictures(engine: Engine, state: State, names: list[str], locale: str = "en") -> Iterator[Drawn]:
    """Every picture of a state in ``locale``: the public board, and each seat's private
    picture, each with the options its viewer would see marked."""
    pending = [] if engine.outcome(state) is not None else engine.pending(state)
    yield draw_board(engine.id, engine.view(state, None), names, public_options(pending), locale)
    for seat in range(len(names)):
        decision = next((d for d in pending if d.seat == seat), None)
        options = list(decision.options) if decision else []
        drawn = draw_private(engine.id, engine.view(state, seat), names, options, locale)
        if drawn is not None:
            yield drawn


def tables(engine: Engine) -> list[tuple[int, dict]]:
    """The tables worth drawing: the fewest and the most players, with the richest options."""
    variants = engine.variants()
    richest = max(variants, key=lambda v: (len(v.options), v.players))
    fewest = min(variants, key=lambda v: (v.players, -len(v.options)))
    most = max(variants, key=lambda v: (v.players, len(v.options)))
    out: list[tuple[int, dict]] = []
    for v in (fewest, most, richest):
        if (v.players, v.options) not in out:
            out.append((v.players, dict(v.options)))
    return out


#: display names as long as players choose, to check they fit
LONG_NAMES = ["Maximiliane-Theodora", "Bartholomew Fitzgerald", "Wilhelmina K.", "Christopher-Jonathan", "Zoë", "Ana"]
