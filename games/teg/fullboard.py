"""The full board of Tiny Epic Galaxies, drawn for reading after opening (``picture.detail``).

1100 px wide, its smallest text 11 px at its own size: every planet's ability, the pilots for hire
with their abilities, the exploration row, each galaxy with its pilots, exploration cards and
mission, and the score track. Each galaxy has its seat's colour and shape; its ships carry their
numbers, the dice theirs, the planets of the row their letters, so the codes of
``games.teg.marks`` ("3", "LB", "S2", "P1", ...) are drawn where the options point. White rings
show what the last turn changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, seat_name
from games.i18n import Arg, localize, msg
from games.teg.data import (
    LEVEL_VP,
    PILOTS,
    PLANETS,
    XCARDS,
    badge_name,
    mission_name,
    pilot_name,
    pilot_text,
    planet_name,
    planet_text,
    rogue_name,
    ship_name,
    xcard_name,
)
from games.teg.marks import ROW_LETTERS, Place, decision_kind, option_place
from games.teg.upgrade import upgrade_view
from renderers import kit

View = dict[str, Any]
Draw = ImageDraw.ImageDraw
XY = tuple[float, float]
Box = tuple[float, float, float, float]

W = 1100
READ_AT = 800  # its text is sized as for a picture 800 wide shown 550 wide: 11 px at least
SMALL = kit.px(kit.SMALL_PX, READ_AT)
MID = SMALL + 2
HEAD = kit.px(kit.HEADLINE_PX, READ_AT)
MARK = kit.px(9.5, READ_AT)  # option codes: larger than the fine print, smaller than headlines

ENERGY = (236, 190, 60)
CULTURE = (172, 120, 226)
ANY = (90, 190, 190)
RES_COLOUR = {"en": ENERGY, "cu": CULTURE, "any": ANY}
DIPLO = (110, 170, 240)
ECON = (120, 205, 120)
TRACK_COLOUR = {"di": DIPLO, "ec": ECON}
FACE_COLOUR = {"mv": (225, 110, 90), "en": ENERGY, "cu": CULTURE, "di": DIPLO, "ec": ECON, "ut": (200, 200, 210)}
ROGUE_COLOUR = (200, 60, 60)
ROGUE_SHAPE = "hexagon"  # TEG seats 0-4 wear the first five shapes
DARK = (20, 20, 30)
SHIP_R = 10
SMALL_SHIP_R = 7  # on an orbit's steps, which lie close together


@lru_cache(maxsize=1024)
def _fit(content: str, width: float, size: int, bold: bool = False) -> str:
    """``kit.fit_text``, remembered: names and titles are cut the same way every turn."""
    return kit.fit_text(content, width, size, bold)


class Anchors:
    """Where each markable thing was drawn, so the options' codes go next to it."""

    def __init__(self) -> None:
        self.at: dict[Place, list[XY]] = {}

    def add(self, place: Place, xy: XY) -> None:
        self.at.setdefault(place, []).append(xy)


def wrapped_header(
    image: Image.Image, draw: Draw, width: int, size: int, title: str, status: str, accent=kit.TURN
) -> int:
    """The top bar: the status wrapped over the width in ``size`` (a headline is never cut), the
    title right of its last line when there is room, else on a line of its own. Returns its height."""
    pad = 14
    lines = kit.wrap(status, width - 2 * pad, size, True)
    beside = kit.text_width(lines[-1], size, True) + kit.text_width(title, size, True) + 3 * pad <= width
    step = round(size * 1.3)
    rows = len(lines) + (0 if beside else 1)
    height = step * rows + pad
    draw.rectangle((0, 0, width, height), fill=(24, 28, 48))
    for k, line in enumerate(lines):
        kit.stamp(image, (pad, pad / 2 + step * (k + 0.5)), line, size, accent, True, "lm", headline=True)
    kit.stamp(image, (width - pad, pad / 2 + step * (rows - 0.5)), title, size, kit.MUTED, True, "rm", headline=True)
    return height


def dice_turn(view: View) -> dict[str, Any]:
    """The turn being played (its seat and dice): ``dice_turn``, or ``turn`` in a view saved
    before ``turn`` became the public counter."""
    return view["dice_turn"] if "dice_turn" in view else view["turn"]


def _w(locale: str, key: str, **args: Arg) -> str:
    """The words of ``key`` (a picture's message) in ``locale``."""
    return localize(msg(key, **args), locale)


def _colour(view: View, g: int) -> tuple[int, int, int]:
    return ROGUE_COLOUR if view["galaxies"][g].get("rogue") else kit.seat_colour(g)


def _name(view: View, names: list[str], g: int, locale: str) -> str:
    if view["galaxies"][g].get("rogue"):
        return _w(locale, "teg-picture-rogue", name=rogue_name(view["rogue"]))
    return seat_name(names, g)


def _galaxy_marker(draw: Draw, view: View, xy: XY, radius: float, g: int, label: str = "", edge=kit.INK) -> None:
    """A galaxy's token: its seat's shape and colour (the Rogue: a red hexagon)."""
    if not view["galaxies"][g].get("rogue"):
        kit.seat_marker(draw, xy, radius, g, label, edge, SMALL)
        return
    points = kit.shape_points(ROGUE_SHAPE, xy, radius)
    draw.polygon(points, fill=ROGUE_COLOUR, outline=edge, width=2)
    if label:
        kit.text(draw, xy, label, SMALL, kit.ink_on(ROGUE_COLOUR), True, "mm")


_sprites: dict[tuple, tuple[Image.Image, tuple[int, ...]]] = {}


def _paste_sprite(image: Image.Image, xy: XY, key: tuple, size: tuple[int, int], paint, texts: tuple[int, ...]) -> None:
    """Paste, centred on ``xy``, a small picture that ``paint(draw)`` makes once per ``key`` (text
    is the slow part of drawing); ``texts``, the sizes of its texts, are recorded on every use."""
    cached = _sprites.get(key)
    if cached is None:
        sprite = Image.new("RGBA", size, (0, 0, 0, 0))
        paint(ImageDraw.Draw(sprite))
        cached = _sprites[key] = (sprite, texts)
    else:
        for text_size in texts:
            kit.record_text(text_size)
    sprite = cached[0]
    image.paste(sprite, (int(xy[0] - sprite.width / 2 + 0.5), int(xy[1] - sprite.height / 2 + 0.5)), sprite)


def _ship(
    image: Image.Image,
    draw: Draw,
    view: View,
    xy: XY,
    g: int,
    i: int,
    anchors: Anchors,
    changed: set,
    small: bool = False,
) -> None:
    """Ship ``i`` of galaxy ``g``: the galaxy's token with the ship's number (``small``: a
    smaller token without it, for the tight steps of an orbit); an Advanced Ship has a gold edge."""
    ship = view["galaxies"][g]["ships"][i]
    radius = SMALL_SHIP_R if small else SHIP_R
    if (g, i) in changed:
        kit.changed_ring(draw, xy, radius + 4)
    rogue = bool(view["galaxies"][g].get("rogue"))
    edge = kit.HIGHLIGHT if ship["adv"] else kit.INK
    side = int(radius * 2.8)
    c = side / 2
    label = "" if small else str(i + 1)
    _paste_sprite(
        image,
        xy,
        ("ship", g, rogue, label, edge, radius),
        (side, side),
        lambda d: _galaxy_marker(d, view, (c, c), radius, g, label, edge),
        (SMALL,) if label else (),
    )
    anchors.add(("ship", g, i), xy)


# --- the planets of the row ------------------------------------------------------------------


def _planet_face(pid: str, letter: str, w: int, h: int, locale: str) -> Image.Image:
    """The unchanging part of a planet card (cached per planet, letter, size and language)."""
    image, draw = kit.canvas(w, h)
    p = PLANETS[pid]
    res = RES_COLOUR[p["res"]]
    head = MID + 12
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=8, fill=(38, 44, 70), outline=res, width=3)
    draw.rounded_rectangle((0, 0, w - 1, head), radius=8, fill=res)
    ink = kit.ink_on(res)
    kit.text(draw, (6, head / 2), letter, MID, ink, True, "lm")
    lx = 12 + kit.text_width(letter, MID, True)
    name = _fit(localize(planet_name(pid), locale), w - lx - 28, SMALL, True)
    kit.text(draw, (lx, head / 2), name, SMALL, ink, True, "lm")
    kit.token(draw, (w - 14, head / 2), 10, (250, 250, 250), "")
    kit.text(draw, (w - 14, head / 2), str(p["vp"]), SMALL, DARK, True, "mm")
    for k, line in enumerate(kit.wrap(localize(planet_text(pid), locale), w - 10, SMALL)[:5]):
        kit.text(draw, (5, head + 4 + k * (SMALL + 2)), line, SMALL, kit.INK)
    track = TRACK_COLOUR[p["track"]]
    kit.text(draw, (5, h - SURFACE_FROM_BOTTOM), _w(locale, "teg-picture-surface"), SMALL, kit.MUTED)
    orbit = _fit(_w(locale, "teg-picture-orbit", track=p["track"]), w - 10, SMALL)
    kit.text(draw, (5, h - ORBIT_FROM_BOTTOM), orbit, SMALL, track)
    _orbit_steps(draw, p, w, h, track)
    return image


SURFACE_FROM_BOTTOM = 94  # where a planet card's "Surface" line starts, above its bottom
ORBIT_FROM_BOTTOM = 64  # and its "Orbit" line; below it, up to three ships stack on a step


def _orbit_steps(draw: Draw, p: dict, w: int, h: int, track) -> None:
    n = p["adv"]
    cy = h - 14
    step = (w - 24) / n
    for k in range(n + 1):
        cx = 12 + k * step
        if k == n:
            draw.rectangle((cx - 7, cy - 7, cx + 7, cy + 7), fill=track)
        else:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), outline=track, width=2)


@cache
def _planet_texts(pid: str, w: int, locale: str) -> int:
    """How many texts ``_planet_face`` draws (the cached face records them on every use)."""
    return 5 + len(kit.wrap(localize(planet_text(pid), locale), w - 10, SMALL)[:5])


def _planet(
    image: Image.Image, draw: Draw, box: Box, pid: str, letter: str, view: View, anchors: Anchors, locale: str
) -> None:
    x0, y0, x1, y1 = (int(v) for v in box)
    w, h = x1 - x0, y1 - y0
    face = kit.static_layer(("teg-planet", pid, letter, w, h, locale), lambda: _planet_face(pid, letter, w, h, locale))
    image.paste(face, (x0, y0))
    for _ in range(_planet_texts(pid, w, locale)):
        kit.record_text(SMALL)
    changed = view.get("changed") or {}
    if pid in changed.get("planets", []):
        kit.changed_box(draw, (x0, y0, x1, y1), 8)
    moved = {tuple(s) for s in changed.get("ships", [])}
    anchors.add(("planet", pid), (x0 + w / 2, y0 + 14))
    surface_y = y1 - SURFACE_FROM_BOTTOM + SMALL / 2
    anchors.add(("surface", pid), (x1 - 20, surface_y))
    anchors.add(("orbit", pid), (x1 - 20, y1 - ORBIT_FROM_BOTTOM + SMALL / 2))
    decider = _decider(view)
    for i in range(4):  # an ability sending one of the decider's ships to this planet's orbit
        anchors.add(("jump", decider, i, pid), (x1 - 24, y1 - ORBIT_FROM_BOTTOM + SMALL / 2))
    landed = [
        (g, i)
        for g, gal in enumerate(view["galaxies"])
        for i, sh in enumerate(gal["ships"])
        if sh["at"] == "s" and sh["place"] == pid
    ]
    gap = min(21.0, (w - 72) / max(1, len(landed) - 1))  # many landed ships overlap, never leave the card
    for k, (g, i) in enumerate(landed):
        _ship(image, draw, view, (x0 + 62 + k * gap, surface_y), g, i, anchors, moved)
    n = PLANETS[pid]["adv"]
    step = (w - 24) / n
    stacks: dict[int, int] = {}
    for g, gal in enumerate(view["galaxies"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] == "o" and sh["place"] == pid:
                k = stacks.get(sh["pos"], 0)
                stacks[sh["pos"]] = k + 1
                # ships on one step stack upwards, up to the "Orbit" label; more sit beside them
                xy = (x0 + 12 + sh["pos"] * step + (k // 3) * 6, y1 - 14 - (k % 3) * 15)
                _ship(image, draw, view, xy, g, i, anchors, moved, small=True)


# --- the dice ----------------------------------------------------------------------------------


def _dice(
    image: Image.Image, draw: Draw, box: Box, view: View, names: list[str], anchors: Anchors, locale: str
) -> None:
    t = dice_turn(view)
    kit.panel(draw, box)
    x0, y0, x1, y1 = box
    heading = _w(locale, "teg-picture-dice-of", name=_name(view, names, t["seat"], locale))
    kit.stamp(image, (x0 + 10, y0 + 6), heading, SMALL, kit.MUTED, True)
    labels = {st: "" if st == "i" else _w(locale, f"teg-picture-die-{st}") for st in "iavhx"}
    dice, states = t["dice"], t["die_states"]
    if view["phase"] == "rogue" and view.get("rogue_turn") and view["rogue_turn"]["die"]:
        dice, states = [*dice, view["rogue_turn"]["die"]], [*states, "i"]
    size = 50
    x = x0 + 10
    for k, (face, st) in enumerate(zip(dice, states, strict=True)):
        y = y0 + 12 + SMALL
        fill = FACE_COLOUR[face] if st == "i" else (60, 64, 86)
        draw.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=kit.INK, width=2)
        ink = kit.ink_on(fill) if st == "i" else FACE_COLOUR[face]
        kit.stamp(image, (x + 5, y + 3), str(k + 1), SMALL, ink, True)
        short = _w(locale, f"teg-picture-face-{face}")
        kit.stamp(image, (x + size / 2, y + size / 2 + 5), short, SMALL, ink, True, "mm")
        if labels[st]:
            kit.stamp(image, (x + size / 2, y + size + 3), labels[st], SMALL, kit.MUTED, anchor="ma")
        anchors.add(("die", k), (x + size - 14, y + 15))  # the code inside, top right
        x += size + 8
    notes = [
        _w(locale, "teg-picture-reroll-used" if t["rerolled"] else "teg-picture-reroll-ready"),
        _w(locale, "teg-picture-converter-used" if t["converted"] else "teg-picture-converter-ready"),
        _w(locale, "teg-picture-follow-cost", n=2 if t["tax"] else 1),
    ]
    nx = max(x + 6, x1 - 190)
    for k, note in enumerate(notes):
        kit.stamp(image, (nx, y0 + 10 + SMALL + k * (SMALL + 5)), _fit(note, x1 - nx - 6, SMALL), SMALL, kit.MUTED)
    doing = [d for d in view.get("doing", []) if d["kind"] == "xp" and d.get("drawn")]
    if doing:
        card = xcard_name(doing[-1]["drawn"])
        line = _fit(_w(locale, "teg-picture-just-drawn", card=card), x1 - nx - 8, SMALL, True)
        kit.stamp(image, (nx, y1 - 8), line, SMALL, kit.GOOD, True, "ld")


# --- Beyond the Black: pilots for hire, Unexplored Space -------------------------------------------


def _pilot_face(pid: str, w: int, h: int, locale: str) -> Image.Image:
    image, draw = kit.canvas(w, h, kit.PANEL)
    p = PILOTS[pid]
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=6, fill=(52, 60, 92), outline=kit.INK)
    kit.text(draw, (5, 4), _fit(localize(pilot_name(pid), locale), w - 10, SMALL, True), SMALL, kit.INK, True)
    lines = kit.wrap(localize(pilot_text(pid), locale), w - 10, SMALL)[: _pilot_lines(h)]
    for j, line in enumerate(lines):
        kit.text(draw, (5, 8 + SMALL + j * (SMALL + 2)), line, SMALL, kit.INK)
    ships = "/".join(localize(ship_name(s), locale)[:2] for s in p["trained"])
    badge = localize(badge_name(p["badges"][0]), locale) if p["badges"] else "-"
    foot = _w(locale, "teg-picture-pilot-foot", ships=ships, vp=p["vp"], badge=badge)
    bold = kit.text_width(foot, SMALL, True) <= w - 10  # a long badge's name is set lighter, never cut
    kit.text(draw, (5, h - 4), _fit(foot, w - 10, SMALL, bold), SMALL, kit.HIGHLIGHT, bold, "ld")
    return image


@cache
def _pilot_texts(pid: str, w: int, h: int, locale: str) -> int:
    """How many texts ``_pilot_face`` draws (the cached face records them on every use)."""
    return 2 + len(kit.wrap(localize(pilot_text(pid), locale), w - 10, SMALL)[: _pilot_lines(h)])


def _pilot_lines(h: int) -> int:
    return max(1, (h - 2 * SMALL - 14) // (SMALL + 2))


def _btb(image: Image.Image, draw: Draw, box: Box, view: View, anchors: Anchors, locale: str) -> None:
    x0, y0, x1, y1 = box
    kit.panel(draw, box)
    heading = _w(locale, "teg-picture-pilots-for-hire", n=view["pilot_deck"])
    kit.stamp(image, (x0 + 10, y0 + 5), heading, SMALL, kit.MUTED, True)
    ex = x1 - 200  # the exploration mat, right
    n = max(1, len(view["pilot_row"]))
    cw = int(min(160, (ex - x0 - 16) / n - 5))
    ch = int(y1 - y0 - SMALL - 16)
    for k, pid in enumerate(view["pilot_row"]):
        cx = int(x0 + 8 + k * (cw + 5))
        face = kit.static_layer(("teg-pilot", pid, cw, ch, locale), lambda pid=pid: _pilot_face(pid, cw, ch, locale))
        image.paste(face, (cx, int(y0 + SMALL + 10)))
        for _ in range(_pilot_texts(pid, cw, ch, locale)):
            kit.record_text(SMALL)
        anchors.add(("pilot", pid), (cx + cw - 4, y0 + SMALL + 14))
    draw.rounded_rectangle((ex, y0 + 6, x1 - 6, y1 - 6), radius=8, fill=(20, 24, 44), outline=(120, 110, 170))
    space = _fit(_w(locale, "teg-picture-space", n=view["exploration_deck"]), x1 - ex - 36, SMALL, True)
    kit.stamp(image, (ex + 8, y0 + 10), space, SMALL, kit.INK, True)
    anchors.add(("explore",), (x1 - 16, y0 + 14))
    moved = {tuple(s) for s in (view.get("changed") or {}).get("ships", [])}
    k = 0
    for g, gal in enumerate(view["galaxies"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] in ("x", "d"):
                sx = ex + 16 + k * 23
                _ship(image, draw, view, (sx, y0 + SMALL + 26), g, i, anchors, moved)
                if sh["at"] == "d":  # caught on a danger track: its steps made of the track's length
                    c = XCARDS[sh["place"]]
                    kit.stamp(image, (sx, y0 + SMALL + 38), f"{sh['pos']}/{c['track']}", SMALL, kit.DANGER, True, "ma")
                k += 1
    cw2 = (x1 - 12 - ex - 8) / 3 - 4
    for j, cid in enumerate(view["exploration_row"]):
        bx = ex + 8 + j * (cw2 + 4)
        top = y0 + 2 * SMALL + 42
        draw.rounded_rectangle((bx, top, bx + cw2, y1 - 12), radius=5, fill=(40, 110, 70), outline=kit.INK)
        for m, line in enumerate(_wrap_long_words(localize(xcard_name(cid), locale), cw2 - 8, SMALL, True)[:3]):
            kit.stamp(image, (bx + 4, top + 3 + m * (SMALL + 2)), line, SMALL, kit.INK, True)
        anchors.add(("exploration_row", j), (bx + cw2 - 4, top + 4))


# --- the galaxies ------------------------------------------------------------------------------


def _bar(image: Image.Image, draw: Draw, x: float, y: float, value: int, colour, label: str) -> None:
    kit.stamp(image, (x, y + 6), label, SMALL, kit.MUTED, anchor="lm")
    for k in range(1, 8):
        bx = x + 24 + (k - 1) * 12
        draw.rectangle((bx, y + 1, bx + 9, y + 11), fill=colour if k <= value else (50, 56, 80))
    kit.stamp(image, (x + 24 + 7 * 12 + 4, y + 6), str(value), SMALL, colour, True, "lm")


def _empire(draw: Draw, colour, level: int, rogue: bool) -> None:
    """The six levels of an empire, the galaxy's on its colour."""
    for lv in range(1, 7):
        cx = 10 + (lv - 1) * 21
        fill = colour if lv == level else (50, 56, 80)
        draw.rectangle((cx - 9, 0, cx + 9, 16), fill=fill, outline=kit.MUTED)
        mark = "☠" if lv == 6 and rogue else str(lv)  # the Rogue's top space wins it the game
        kit.text(draw, (cx, 8), mark, SMALL, kit.ink_on(fill), True, "mm")


def _galaxy(
    image: Image.Image, draw: Draw, box: Box, view: View, names: list[str], g: int, anchors: Anchors, locale: str
) -> None:
    gal = view["galaxies"][g]
    x0, y0, x1, y1 = box
    colour = _colour(view, g)
    changed = view.get("changed") or {}
    moved = {tuple(s) for s in changed.get("ships", [])}
    kit.panel(draw, box, edge=colour)
    if dice_turn(view)["seat"] == g and view["phase"] in ("play", "rogue"):
        kit.turn_frame(draw, (x0 - 3, y0 - 3, x1 + 3, y1 + 3), 12)
    _galaxy_marker(draw, view, (x0 + 18, y0 + 6 + HEAD / 2), 10, g)
    detail = view.get("detail")
    if detail and g < len(detail["play"]):
        total = detail["play"][g] + detail["mission"][g] + detail["badges"][g]
        won = g in view["outcome"]["winners"]
        final = _w(locale, "teg-picture-final", n=total)
        score, score_colour = ("★ " if won else "") + final, kit.GOOD if won else kit.INK
    else:
        score, score_colour = _w(locale, "teg-picture-points", n=gal["vp"]), kit.INK
    sw = kit.text_width(score, HEAD, True)
    kit.stamp(image, (x1 - 10, y0 + 6 + HEAD / 2), score, HEAD, score_colour, True, "rm", headline=True)
    title = _fit(_name(view, names, g, locale), x1 - x0 - 52 - sw, HEAD, True)
    kit.stamp(image, (x0 + 34, y0 + 6 + HEAD / 2), title, HEAD, colour, True, "lm", headline=True)
    # the empire, energy and culture
    y = y0 + HEAD + 14
    kit.stamp(image, (x0 + 10, y + 8), _fit(_w(locale, "teg-picture-empire"), 48, SMALL), SMALL, kit.MUTED, anchor="lm")
    if g in changed.get("levels", []):
        kit.changed_box(draw, (x0 + 60, y - 2, x0 + 60 + 6 * 21, y + 18), 4)
    rogue = bool(gal.get("rogue"))
    _paste_sprite(
        image,
        (x0 + 70 - 10 + 6 * 21 / 2, y + 8.5),
        ("empire", colour, gal["empire_level"], rogue),
        (6 * 21, 17),
        lambda d: _empire(d, colour, gal["empire_level"], rogue),
        (SMALL,) * 6,
    )
    if not gal.get("rogue"):
        worth = _w(locale, "teg-picture-points", n=LEVEL_VP[gal["empire_level"] - 1])
        kit.stamp(image, (x0 + 70 + 6 * 21 - 4, y + 8), worth, SMALL, kit.MUTED, anchor="lm")
    bx = x1 - 150
    _bar(image, draw, bx, y - 6, gal["energy"], ENERGY, _w(locale, "teg-picture-energy-short"))
    _bar(image, draw, bx, y + 10, gal["culture"], CULTURE, _w(locale, "teg-picture-culture-short"))
    _galaxy_ships(image, draw, view, g, (x0, x1, y + 28), anchors, moved, locale)
    _galaxy_colonies(image, draw, view, g, (x0, x1, y + 28 + 24), anchors, locale)
    if gal.get("rogue"):
        return
    _galaxy_footer(image, draw, box, view, g, locale)


def _galaxy_ships(
    image: Image.Image,
    draw: Draw,
    view: View,
    g: int,
    at: tuple[float, float, float],
    anchors: Anchors,
    moved: set,
    locale: str,
) -> None:
    """A galaxy's ships, where each one is, on the line from ``at`` (left, right, top)."""
    x0, x1, y = at
    gal = view["galaxies"][g]
    label = _w(locale, "teg-picture-ships")
    kit.stamp(image, (x0 + 10, y + 8), label, SMALL, kit.MUTED, anchor="lm")
    anchors.add(("home", g), (x0 + 26, y - 2))
    first = max(60.0, 10 + kit.text_width(label, SMALL) + SHIP_R + 6)  # a longer word moves the ships on
    slot = (x1 - x0 - first - 4) / 4
    room = slot - 2 * SHIP_R - 13  # beside a ship, up to the next one
    where_name = {at: _w(locale, f"teg-picture-at-{at}") for at in "hsoxd"}
    for i, sh in enumerate(gal["ships"]):
        sx = x0 + first + i * slot
        if sh["at"] == "l":
            draw.ellipse((sx - 8, y, sx + 8, y + 16), outline=(80, 86, 110), width=2)
            locked = _fit(_w(locale, "teg-picture-locked"), room, SMALL)
            kit.stamp(image, (sx + SHIP_R + 9, y + 8), locked, SMALL, kit.MUTED, anchor="lm")
            continue
        _ship(image, draw, view, (sx, y + 8), g, i, anchors, moved)
        where = where_name[sh["at"]]
        if sh["at"] in ("s", "o") and sh["place"] in view["row"]:
            where = f"{where} {ROW_LETTERS[view['row'].index(sh['place'])]}"
        where = _fit(where, room, SMALL)
        kit.stamp(image, (sx + SHIP_R + 9, y + 8), where, SMALL, kit.INK, anchor="lm")


def _galaxy_colonies(
    image: Image.Image, draw: Draw, view: View, g: int, at: tuple[float, float, float], anchors: Anchors, locale: str
) -> None:
    """A galaxy's colonies as chips, wrapping, from ``at`` (left, right, top)."""
    x0, x1, y = at
    gal = view["galaxies"][g]
    changed = view.get("changed") or {}
    cols = gal["colonies"]
    new_cols = {tuple(c) for c in changed.get("colonies", [])}
    heading = _w(locale, "teg-picture-colonies", n=len(cols))
    kit.stamp(image, (x0 + 10, y), heading, SMALL, kit.MUTED)
    cx, cy = x0 + 10 + kit.text_width(heading, SMALL) + 8, y - 2
    for pid in cols:
        p = PLANETS[pid]
        label = f"{localize(planet_name(pid), locale)} {p['vp']}"
        w = kit.text_width(label, SMALL, True) + 10
        if cx + w > x1 - 8:
            cx, cy = x0 + 10, cy + SMALL + 8
        fill = RES_COLOUR[p["res"]]
        chip = (cx, cy, cx + w, cy + SMALL + 5)
        if (g, pid) in new_cols:
            kit.changed_box(draw, chip, 4)
        draw.rounded_rectangle(chip, radius=4, fill=fill)
        kit.stamp(image, (cx + 5, cy + (SMALL + 5) / 2), label, SMALL, kit.ink_on(fill), True, "lm")
        anchors.add(("colony", g, pid), (cx + w - 4, cy))
        cx += w + 4


def _galaxy_footer(image: Image.Image, draw: Draw, box: Box, view: View, g: int, locale: str) -> None:
    """Pilots, exploration cards and the mission: the bottom line of a galaxy."""
    gal = view["galaxies"][g]
    x0, _y0, x1, y1 = box
    y = y1 - SMALL - 8
    parts = []
    if view["expansion"]:
        hang = "  ".join(
            f"{localize(ship_name(st), locale)[:2]}:{localize(pilot_name(stack[-1]), locale).split()[0]}"
            + (f"+{len(stack) - 1}" if len(stack) > 1 else "")
            for st, stack in sorted(gal["hangar"].items())
        )
        parts.append(_w(locale, "teg-picture-pilots", hangar=hang) if hang else _w(locale, "teg-picture-no-pilots"))
        explored = gal["explored_count"] + len(gal["danger_cards"])
        parts.append(_w(locale, "teg-picture-explored", n=explored, dwarfs=gal["dwarf_planets"]))
    detail = view.get("detail")
    if gal.get("mission") and view["phase"] == "over":  # revealed at the end; a seat's own is never drawn here
        mis = f"{localize(mission_name(gal['mission']), locale)} +{detail['mission'][g] if detail else 0}"
        if view["expansion"] and detail:
            mis += " · " + _w(locale, "teg-picture-badge-points", n=detail["badges"][g])
        parts.append(mis)
    elif gal.get("has_mission"):
        parts.append(_w(locale, "teg-picture-secret-mission"))
    kit.stamp(image, (x0 + 10, y), _fit(" · ".join(parts), x1 - x0 - 20, SMALL), SMALL, kit.MUTED)


def _score_track(image: Image.Image, draw: Draw, box: Box, view: View, locale: str) -> None:
    x0, _y0, x1, y1 = box
    top = max(30, max(g["vp"] for g in view["galaxies"]) + 1)
    step = (x1 - x0 - 40) / top
    base = y1 - SMALL - 8
    draw.line((x0 + 20, base, x1 - 20, base), fill=kit.MUTED, width=2)
    for v in range(0, top + 1, 5):
        x = x0 + 20 + v * step
        draw.line((x, base - 5, x, base + 5), fill=kit.MUTED, width=2)
        kit.stamp(image, (x, base + 7), str(v), SMALL, kit.MUTED, anchor="ma")
    goal = view.get("goal", 21)
    xg = x0 + 20 + goal * step
    draw.line((xg, base - 14, xg, base + 6), fill=kit.DANGER, width=3)
    kit.stamp(image, (xg + 4, base + 7), _w(locale, "teg-picture-end"), SMALL, kit.DANGER, anchor="la")
    seen: dict[int, int] = {}
    for g, gal in enumerate(view["galaxies"]):
        k = seen.get(gal["vp"], 0)
        seen[gal["vp"]] = k + 1
        dx = (k % 2) * 14 - 7 if k or sum(o["vp"] == gal["vp"] for o in view["galaxies"]) > 1 else 0
        _galaxy_marker(draw, view, (x0 + 20 + gal["vp"] * step + dx, base - 12 - (k // 2) * 15), 6, g)


# --- the pictures --------------------------------------------------------------------------------


def _decider(view: View) -> int:
    """The seat deciding what the view waits on (the viewer, for the secret missions)."""
    if decision_kind(view, "doing") == "mission":
        return view["seat"] if view.get("seat") is not None else -1
    doing = view.get("doing") or []
    seat = dice_turn(view)["seat"]
    return doing[-1].get("seat", seat) if doing else seat  # a follow frame has none


def _marks(draw: Draw, view: View, options: Sequence[Option] | None, anchors: Anchors) -> None:
    """Each option's code next to every place it names."""
    marked = [o for o in options or () if o.mark]
    if not marked:
        return
    kind = decision_kind(view, "doing")
    seat = _decider(view)
    for o in marked:
        place = option_place(kind, seat, o.id)
        for x, y in anchors.at.get(place, []) if place else []:
            kit.option_mark(draw, (x, y), o.mark, MARK, "mm")


def _board(view: View, names: list[str], options: Sequence[Option] | None, locale: str, extra: int = 0):
    gals = view["galaxies"]
    per_row = 2
    gal_h = HEAD + 14 + 28 + 24 + 2 * (SMALL + 8) + SMALL + 14
    mat_rows = (len(gals) + per_row - 1) // per_row
    planet_h = 12 + MID + 5 * (SMALL + 2) + 20 + SURFACE_FROM_BOTTOM
    btb_h = 2 * SMALL + 130 if view["expansion"] else 0
    dice_h = SMALL + 2 * SMALL + 60
    height = 330 + planet_h + dice_h + btb_h + mat_rows * (gal_h + 8) + 2 * SMALL + 40 + extra
    image, draw = kit.canvas(W, height)
    anchors = Anchors()
    status = localize(view["status"], locale, names)
    y = wrapped_header(image, draw, W, kit.px(kit.HEADLINE_PX, W), _w(locale, "teg-name"), status) + 8
    row = view["row"]
    cw = (W - 12 - 6 * (len(row) - 1)) / max(1, len(row))
    for k, pid in enumerate(row):
        x = 6 + k * (cw + 6)
        _planet(image, draw, (x, y, x + cw, y + planet_h), pid, ROW_LETTERS[k], view, anchors, locale)
    y += planet_h + 4
    deck = _fit(_w(locale, "teg-picture-planet-deck", n=view["deck"]), 104, SMALL)
    kit.stamp(image, (W - 8, y), deck, SMALL, kit.MUTED, anchor="ra")
    _dice(image, draw, (6, y, W - 6 - 110, y + dice_h), view, names, anchors, locale)
    y += dice_h + 8
    if view["expansion"]:
        _btb(image, draw, (6, y, W - 6, y + btb_h), view, anchors, locale)
        y += btb_h + 8
    mw = (W - 12 - 8 * (per_row - 1)) / per_row
    for g in range(len(gals)):
        r, c = divmod(g, per_row)
        x = 6 + c * (mw + 8)
        box = (x, y + r * (gal_h + 8), x + mw, y + r * (gal_h + 8) + gal_h)
        _galaxy(image, draw, box, view, names, g, anchors, locale)
    y += mat_rows * (gal_h + 8)
    _score_track(image, draw, (6, y, W - 6, y + SMALL + 52), view, locale)
    y += SMALL + 56
    _marks(draw, view, options, anchors)
    return image, draw, y


def full_board(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image:
    """The public table: planets, dice, pilots and exploration, every galaxy, the scores."""
    image, _draw, y = _board(upgrade_view(view), names, options, locale)
    return image.crop((0, 0, W, int(y)))


def _wrap_long_words(content: str, width: float, size: int, bold: bool = False) -> list[str]:
    """``kit.wrap``, with a word too long for a line of its own broken by a hyphen (German's
    compound nouns on a narrow card: "Ionen-", "quelle")."""
    lines: list[str] = []
    for line in kit.wrap(content, width, size, bold):
        while kit.text_width(line, size, bold) > width and len(line) > 2:
            cut = len(line) - 1
            while cut > 1 and kit.text_width(line[:cut] + "-", size, bold) > width:
                cut -= 1
            lines.append(line[:cut] + "-")
            line = line[cut:]
        lines.append(line)
    return lines
