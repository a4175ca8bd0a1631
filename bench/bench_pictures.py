"""Pictures as Discord shows them inline: per game and per kind of picture, the smallest text and
the smallest headline once the picture is fitted into the box the bot posts it in (boards and
private pictures go as plain attachments: 550 x 350), over the start, middle and near the end of
a random game with the longest names and the largest table, in every language; the full board's
smallest text at its own size (it is read opened); the CPU time to draw one picture and make its
PNG (cached layers warm, as in a running bot), and the largest PNG.

Each figure's note carries the "before" value: today's pictures (drawn for 550 px wide, most of
them portrait) measured the same way in the same box, before they were redrawn for it."""

from __future__ import annotations

import time

from bench import Figure
from games import picture_measure as measure
from games import registry
from games.i18n import LOCALES
from renderers import kit

#: measured by this benchmark on 2026-11-27, on the pictures of main at 6a98dae (before they were
#: redrawn for the box), in the attachment box; ORION has no private picture
BEFORE: dict[str, dict[str, float]] = {
    "example": {"board": 9.6, "board headline": 13.1, "private": 12.4, "private headline": 13.1, "cpu": 6.8, "png": 18},
    "hope": {"board": 2.5, "board headline": 4.3, "private": 7.3, "private headline": 12.8, "cpu": 13.4, "png": 91},
    "orion": {"board": 3.1, "board headline": 5.0, "cpu": 14.5, "png": 65},
    "planetarium": {"board": 4.4, "board headline": 7.5, "private": 4.4, "private headline": 7.7, "cpu": 11, "png": 57},
    "plunder": {"board": 4.6, "board headline": 7.4, "private": 5.4, "private headline": 8.7, "cpu": 7.8, "png": 50},
    "teg": {"board": 3.6, "board headline": 6.2, "private": 7.6, "private headline": 13.1, "cpu": 3.9, "png": 57},
}
BOX = kit.ATTACHMENT.name


def _sizes(engine, players: int, options: dict, names: list[str]) -> dict[str, float]:
    """The smallest text and headline per kind of picture, over stages and languages."""
    out: dict[str, float] = {}
    for locale in LOCALES:
        for state in measure.stages(engine, players, seed=7, options=options):
            drawn = list(measure.pictures(engine, state, names, locale))
            detail = measure.draw_detail(engine.id, engine.view(state, None), names, locale)
            for d in drawn:
                out[d.kind] = min(out.get(d.kind, 99.0), d.smallest())
                out[f"{d.kind} headline"] = min(out.get(f"{d.kind} headline", 99.0), d.headline())
            if detail is not None:
                out["detail"] = min(out.get("detail", 99.0), min(size for size, _ in detail.record.texts))
    return out


def _cost(engine, players: int, options: dict, names: list[str]) -> tuple[float, int, int]:
    """The most CPU one picture took (ms, render + PNG), the largest PNG (bytes), pictures drawn."""
    states = measure.stages(engine, players, seed=7, options=options)
    list(measure.pictures(engine, states[0], names))  # warm the cached layers, as a running bot has
    worst, size, count = 0.0, 0, 0
    for state in states:
        start = time.process_time()
        drawn = list(measure.pictures(engine, state, names))
        pngs = [kit.to_png(d.image) for d in drawn]
        worst = max(worst, (time.process_time() - start) / len(drawn))
        size = max([size, *(len(p) for p in pngs)])
        count += len(drawn)
    return worst * 1000, size, count


def _detail_cost(engine, players: int, options: dict, names: list[str]) -> tuple[float, int] | None:
    """The most CPU a full board took (ms, render + PNG) and its largest PNG, or None without one."""
    states = measure.stages(engine, players, seed=7, options=options)
    worst, size = 0.0, 0
    for state in states:
        start = time.process_time()
        full = measure.draw_detail(engine.id, engine.view(state, None), names)
        if full is None:
            continue
        png = kit.to_png(full.image)
        worst, size = max(worst, time.process_time() - start), max(size, len(png))
    return (worst * 1000, size) if size else None


def _before(game: str, key: str, unit: str) -> str:
    value = BEFORE.get(game, {}).get(key)
    return "before: none" if value is None else f"before {value:g} {unit}"


def run() -> list[Figure]:
    figures: list[Figure] = []
    for engine in registry.all():
        players, options = max(measure.tables(engine), key=lambda t: (t[0], len(t[1])))
        names = measure.LONG_NAMES[:players]
        g = engine.id
        sizes = _sizes(engine, players, options, names)
        for kind in ("board", "private"):
            if kind not in sizes:
                continue
            for key, label, target in ((kind, "smallest text", 7.0), (f"{kind} headline", "headline", 12.0)):
                note = f"{_before(g, key, 'px')}; {players}p, en/fr/de, 3 stages"
                figures.append(Figure(f"{g}: {kind} {label} in {BOX}", sizes[key], "px", target, note, at_least=True))
        if "detail" in sizes:
            note = "the full board, read opened; before: none"
            name = f"{g}: full board smallest text at own size"
            figures.append(Figure(name, sizes["detail"], "px", 11.0, note, at_least=True))
        cpu, size, count = _cost(engine, players, options, names)
        note = f"{count} pictures, {players} players"
        figures += [
            Figure(f"{g}: render+PNG CPU/picture", cpu, "ms", 40.0, f"{_before(g, 'cpu', 'ms')}; {note}"),
            Figure(f"{g}: largest PNG", size / 1024, "KB", 400.0, f"{_before(g, 'png', 'KB')}; {note}"),
        ]
        full = _detail_cost(engine, players, options, names)
        if full is not None:
            figures += [
                Figure(f"{g}: full board render+PNG CPU", full[0], "ms", 40.0, "drawn on demand; before: none"),
                Figure(f"{g}: largest full board PNG", full[1] / 1024, "KB", 400.0, "before: none"),
            ]
    return figures
