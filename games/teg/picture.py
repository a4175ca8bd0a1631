"""Pictures of Tiny Epic Galaxies: the public table, a player's secrets, and the full board.

Discord shows a picture inline fitted into 550 x 350 px, so the inline pictures are drawn
1100 x 700 (half-size shown: text ``SMALL`` 15 px shows 7.5 px, headlines ``HEAD`` 25 px show
12.5 px). The inline board answers at a glance:

- what is being decided and by whom (the headline, wrapped, never cut), the turn and the goal;
- the planets of the row: letter, name, points, resource, ability (its whole text), and the
  ships landed on each and orbiting it, step by step along its track;
- the dice of the turn's player (each with its number, face and whether it is spent), the free
  reroll, the converter and what following costs;
- with Beyond the Black: the pilots for hire, Unexplored Space with the ships in it and the
  face-up exploration cards, by name;
- every galaxy: name and points, empire level, energy and culture, where each ship is, its
  colonies; the turn's galaxy framed;
- the option codes of the decision where the options point (dice, planets, ships, colonies,
  pilots, cards), and white rings or corners round what the last turn changed (nothing is
  marked before anyone has played).

The full board (``detail``) adds what a player reads when planning: the pilots' abilities,
each galaxy's pilots, exploration cards and mission line, and the score track.

A player's private picture shows their secret mission (or the two on offer) and the exploration
cards they kept, every text whole; while they decide a step on the table it is the table with
that step's codes (and their mission, when there is room).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option
from games.i18n import localize
from games.teg.data import (
    BADGES,
    LEVEL_VP,
    MISSIONS,
    PILOTS,
    PLANETS,
    SHIPS,
    XCARDS,
    badge_name,
    mission_name,
    mission_text,
    pilot_name,
    planet_name,
    planet_text,
    xcard_name,
    xcard_text,
)
from games.teg.fullboard import (
    CULTURE,
    DARK,
    ENERGY,
    FACE_COLOUR,
    RES_COLOUR,
    ROGUE_COLOUR,
    ROGUE_SHAPE,
    TRACK_COLOUR,
    Anchors,
    _colour,
    _decider,
    _name,
    _w,
    _wrap_long_words,
    dice_turn,
    full_board,
    wrapped_header,
)
from games.teg.marks import ROW_LETTERS, decision_kind, option_place
from games.teg.upgrade import upgrade_view
from renderers import kit

View = dict[str, Any]
Draw = ImageDraw.ImageDraw
XY = tuple[float, float]
Box = tuple[float, float, float, float]

W, H = 1100, 700  # twice Discord's 550 x 350 box
SMALL = kit.px(kit.SMALL_PX, W, H)  # the smallest text
MID = SMALL + 3
HEAD = kit.px(kit.HEADLINE_PX, W, H)  # names, scores, what is decided
MARK = kit.px(9.5, W, H)  # option codes: larger than the fine print, smaller than headlines
PAD = 6
LEFT_W = 640  # planets, dice and the expansion left; the galaxies right
SHIP_R = 12
ORBIT_SHIP_R = 8  # on an orbit's steps, which lie close together
LINE = SMALL + 3
RIGHT_W = W - 2 * PAD - LEFT_W - 10  # the galaxies' column
WHERE_ROOM = (RIGHT_W - 16) / 4 - 2 * SHIP_R - 10  # beside a ship in its galaxy, up to the next one


# --- pieces --------------------------------------------------------------------------------------


def _marker(draw: Draw, view: View, xy: XY, radius: float, g: int, label: str = "", edge=kit.INK) -> None:
    """A galaxy's token: its seat's shape and colour (the Rogue: a red hexagon)."""
    if not view["galaxies"][g].get("rogue"):
        kit.seat_marker(draw, xy, radius, g, label, edge, SMALL)
        return
    draw.polygon(kit.shape_points(ROGUE_SHAPE, xy, radius), fill=ROGUE_COLOUR, outline=edge, width=2)
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


def _ship(image, draw, view: View, xy: XY, g: int, i: int, anchors: Anchors, moved: set, small: bool = False) -> None:
    """Ship ``i`` of galaxy ``g``: the galaxy's token with the ship's number (``small``: a
    smaller token without it, on an orbit's steps); an Advanced Ship has a gold edge."""
    ship = view["galaxies"][g]["ships"][i]
    radius = ORBIT_SHIP_R if small else SHIP_R
    if (g, i) in moved:
        kit.changed_ring(draw, xy, radius + 5)
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
        lambda d: _marker(d, view, (c, c), radius, g, label, edge),
        (SMALL,) if label else (),
    )
    anchors.add(("ship", g, i), xy)


# --- option codes, never on one another --------------------------------------------------------


@dataclass
class Marks:
    """The badges drawn so far, so the next one goes where it covers none."""

    taken: list[Box]

    def place(self, draw: Draw, xy: XY, code: str, bounds: Box) -> None:
        w, h = kit.text_width(code, MARK, True) + MARK * 0.7, MARK * 1.35
        x, y = xy
        spots = [(x, y), (x, y - h - 2), (x, y + h + 2), (x + w + 2, y), (x - w - 2, y), (x, y - 2 * h - 4)]
        spots += [(x + w + 2, y - h - 2), (x - w - 2, y - h - 2), (x + w + 2, y + h + 2), (x - w - 2, y + h + 2)]
        chosen = spots[0]
        for sx, sy in spots:
            box = (sx - w / 2, sy - h / 2, sx + w / 2, sy + h / 2)
            inside = bounds[0] <= box[0] and box[2] <= bounds[2] and bounds[1] <= box[1] and box[3] <= bounds[3]
            if inside and not any(_overlaps(box, t) for t in self.taken):
                chosen = (sx, sy)
                break
        self.taken.append(kit.option_mark(draw, chosen, code, MARK, "mm"))


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _marks(draw: Draw, view: View, options: Sequence[Option] | None, anchors: Anchors) -> None:
    """Each option's code next to every place it names."""
    marked = [o for o in options or () if o.mark]
    if not marked:
        return
    kind = decision_kind(view, "doing")
    seat = _decider(view)
    badges = Marks([])
    for o in marked:
        place = option_place(kind, seat, o.id)
        for xy in anchors.at.get(place, []) if place else []:
            badges.place(draw, xy, o.mark, (0, 0, W, H))


# --- the header ----------------------------------------------------------------------------------


def _turn_number(view: View) -> int:
    """The turn being played (1-based), counted over every galaxy's turns."""
    if isinstance(view.get("turn"), int):
        return view["turn"]
    return sum(view.get("turns") or []) + (0 if view["phase"] == "over" else 1)  # a view saved before


def _header(image: Image.Image, draw: Draw, title: str, status: str) -> int:
    """The status wrapped over the width, the title right of its last line or below it."""
    return wrapped_header(image, draw, W, HEAD, title, status)


def _title(view: View, locale: str) -> str:
    if view["phase"] == "mission":
        return _w(locale, "teg-name")
    return _w(locale, "teg-picture-title", turn=_turn_number(view), goal=view.get("goal", 21))


# --- the planets of the row ----------------------------------------------------------------------

PLANET_HEAD = MID + 12
SURFACE_H, ORBIT_LABEL_H, STEPS_H = 2 * SHIP_R + 2, SMALL + 4, 22  # a card's rows under its ability


@dataclass(frozen=True)
class CardLook:
    """How the planet cards of a row are drawn: the ability's text size, and whether the orbit's
    track is named above its steps (else its colour and the planet's letter say it)."""

    size: int = SMALL
    track_label: bool = True

    @property
    def line(self) -> int:
        return self.size + 3

    @property
    def bottom(self) -> int:
        return SURFACE_H + (ORBIT_LABEL_H if self.track_label else 0) + STEPS_H + 4


LOOKS = (CardLook(), CardLook(SMALL - 1), CardLook(SMALL - 1, False))  # 14 px shows 7 px in the box


def _planet_lines(pid: str, w: int, locale: str, size: int = SMALL) -> list[str]:
    return _wrap_long_words(localize(planet_text(pid), locale), w - 12, size)


def _card_look(row: Sequence[str], w: int, h: float, locale: str) -> CardLook:
    """The largest look in which every ability of the row fits its card whole."""
    lines = {look.size: max(len(_planet_lines(pid, w, locale, look.size)) for pid in row) for look in LOOKS}
    for look in LOOKS:
        if PLANET_HEAD + 6 + lines[look.size] * look.line + look.bottom <= h:
            return look
    return LOOKS[-1]


def _planet_face(pid: str, letter: str, w: int, h: int, locale: str, look: CardLook) -> Image.Image:
    """The unchanging part of a planet card (cached per planet, letter, size and language)."""
    image, draw = kit.canvas(w, h)
    p = PLANETS[pid]
    res = RES_COLOUR[p["res"]]
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=8, fill=(38, 44, 70), outline=res, width=3)
    draw.rounded_rectangle((0, 0, w - 1, PLANET_HEAD), radius=8, fill=res)
    ink = kit.ink_on(res)
    kit.text(draw, (8, PLANET_HEAD / 2), letter, MID, ink, True, "lm")
    lx = 16 + kit.text_width(letter, MID, True)
    kit.text(draw, (lx, PLANET_HEAD / 2), localize(planet_name(pid), locale), SMALL, ink, True, "lm")
    draw.ellipse((w - 32, PLANET_HEAD / 2 - 13, w - 6, PLANET_HEAD / 2 + 13), fill=(250, 250, 250), outline=DARK)
    kit.text(draw, (w - 19, PLANET_HEAD / 2), str(p["vp"]), SMALL, DARK, True, "mm")
    for k, line in enumerate(_planet_lines(pid, w, locale, look.size)):
        kit.text(draw, (6, PLANET_HEAD + 4 + k * look.line), line, look.size, kit.INK)
    track = TRACK_COLOUR[p["track"]]
    kit.text(
        draw, (6, h - look.bottom + SURFACE_H / 2), _w(locale, "teg-picture-surface"), SMALL, kit.MUTED, anchor="lm"
    )
    if look.track_label:
        orbit = _w(locale, "teg-picture-orbit", track=p["track"])
        kit.text(draw, (6, h - look.bottom + SURFACE_H + 1), orbit, SMALL, track)
    n = p["adv"]
    cy, step = h - STEPS_H / 2 - 3, (w - 28) / n
    for k in range(n + 1):
        cx = 14 + k * step
        if k == n:
            draw.rectangle((cx - 8, cy - 8, cx + 8, cy + 8), fill=track)
        else:
            draw.ellipse((cx - 8, cy - 8, cx + 8, cy + 8), outline=track, width=2)
    return image


@cache
def _planet_texts(pid: str, w: int, locale: str, look: CardLook) -> tuple[int, ...]:
    """The sizes of the texts ``_planet_face`` draws (the cached face records them on every use)."""
    return (MID, SMALL, SMALL, SMALL, *((SMALL,) if look.track_label else ())) + (look.size,) * len(
        _planet_lines(pid, w, locale, look.size)
    )


def _planet(
    image, draw, box: Box, pid: str, letter: str, view: View, anchors: Anchors, locale: str, look: CardLook
) -> None:
    x0, y0, x1, y1 = (int(v) for v in box)
    w, h = x1 - x0, y1 - y0
    face = kit.static_layer(
        ("teg-planet", pid, letter, w, h, locale, look), lambda: _planet_face(pid, letter, w, h, locale, look)
    )
    image.paste(face, (x0, y0))
    words = [localize(planet_name(pid), locale), localize(planet_text(pid), locale), _w(locale, "teg-picture-surface")]
    if look.track_label:
        words.append(_w(locale, "teg-picture-orbit", track=PLANETS[pid]["track"]))
    for content in words:
        kit.record_words(content)
    for size in _planet_texts(pid, w, locale, look):
        kit.record_text(size)
    changed = view.get("changed") or {}
    if pid in changed.get("planets", []):
        kit.changed_box(draw, (x0, y0, x1, y1), 8)
    moved = {tuple(s) for s in changed.get("ships", [])}
    anchors.add(("planet", pid), (x0 + w / 2, y0 + PLANET_HEAD / 2))
    surface_y = y1 - look.bottom + SURFACE_H / 2
    orbit_y = y1 - STEPS_H / 2 - 3
    anchors.add(("surface", pid), (x1 - 24, surface_y - 3))
    # the orbit's code on its label's line, right (over the last steps when the label is left out)
    label_y = y1 - look.bottom + SURFACE_H + 6 + SMALL / 2 if look.track_label else orbit_y  # under "LB"
    anchors.add(("orbit", pid), (x1 - 24, label_y))
    decider = _decider(view)
    for i in range(4):  # an ability sending one of the decider's ships to this planet's orbit
        anchors.add(("jump", decider, i, pid), (x1 - 24, label_y))
    landed = [
        (g, i)
        for g, gal in enumerate(view["galaxies"])
        for i, sh in enumerate(gal["ships"])
        if sh["at"] == "s" and sh["place"] == pid
    ]
    first = x0 + 14 + kit.text_width(_w(locale, "teg-picture-surface"), SMALL) + SHIP_R
    gap = min(2 * SHIP_R + 3.0, (x1 - 56 - first) / max(1, len(landed) - 1))  # many overlap, inside the card
    for k, (g, i) in enumerate(landed):
        _ship(image, draw, view, (first + k * gap, surface_y), g, i, anchors, moved)
    n = PLANETS[pid]["adv"]
    step = (w - 28) / n
    stacks: dict[int, int] = {}
    for g, gal in enumerate(view["galaxies"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] == "o" and sh["place"] == pid:
                k = stacks.get(sh["pos"], 0)
                stacks[sh["pos"]] = k + 1
                xy = (x0 + 14 + sh["pos"] * step + k * 7, orbit_y - k * 4)  # a stack fans out
                _ship(image, draw, view, xy, g, i, anchors, moved, small=True)


def _planets(image, draw, view: View, box: Box, anchors: Anchors, locale: str) -> None:
    """The row in two rows of cards."""
    x0, y0, x1, y1 = box
    row = view["row"]
    cols = max(1, (len(row) + 1) // 2)
    cw = (x1 - x0 - 6 * (cols - 1)) / cols
    ch = (y1 - y0 - 6) / 2
    look = _card_look(row, int(cw), int(ch), locale)
    for k, pid in enumerate(row):
        r, c = divmod(k, cols)
        x, y = x0 + c * (cw + 6), y0 + r * (ch + 6)
        _planet(image, draw, (x, y, x + cw, y + ch), pid, ROW_LETTERS[k], view, anchors, locale, look)


# --- the dice ------------------------------------------------------------------------------------

DIE = 56
DICE_H = SMALL + DIE + 20


@cache
def _die_width(locale: str) -> float:
    """A die wide enough for every face and every state's word in ``locale``."""
    faces = max(kit.text_width(_w(locale, f"teg-picture-face-{f}"), SMALL, True) for f in FACE_COLOUR)
    states = max(kit.text_width(_w(locale, f"teg-picture-die-{st}"), SMALL) for st in "avhx")
    return max(DIE, faces + 10, states + 10)


def _dice(image, draw, box: Box, view: View, anchors: Anchors, locale: str) -> None:
    """The free reroll, the converter and what following costs on a line, and below it the turn's
    dice, each with its number, its face and, once used, what became of it."""
    t = dice_turn(view)
    kit.panel(draw, box)
    x0, y0, x1, _y1 = box
    notes = [
        _w(locale, "teg-picture-reroll-used" if t["rerolled"] else "teg-picture-reroll-ready"),
        _w(locale, "teg-picture-converter-used" if t["converted"] else "teg-picture-converter-ready"),
        _w(locale, "teg-picture-follow-cost", n=2 if t["tax"] else 1),
        _w(locale, "teg-picture-planet-deck", n=view["deck"]),
    ]
    while kit.text_width(" · ".join(notes), SMALL) > x1 - x0 - 20:  # the deck's size goes first
        notes.pop()
    kit.stamp(image, (x0 + 10, y0 + 5), " · ".join(notes), SMALL, kit.MUTED)
    dice, states = t["dice"], t["die_states"]
    if view["phase"] == "rogue" and view.get("rogue_turn") and view["rogue_turn"]["die"]:
        dice, states = [*dice, view["rogue_turn"]["die"]], [*states, "i"]
    size = min(_die_width(locale), (x1 - x0 - 14) / max(1, len(dice)) - 6)
    x, y = x0 + 7, y0 + SMALL + 12
    for k, (face, st) in enumerate(zip(dice, states, strict=True)):
        fill = FACE_COLOUR[face] if st == "i" else (60, 64, 86)
        draw.rounded_rectangle((x, y, x + size, y + DIE), radius=8, fill=fill, outline=kit.INK, width=2)
        ink = kit.ink_on(fill) if st == "i" else FACE_COLOUR[face]
        kit.stamp(image, (x + 6, y + 3), str(k + 1), SMALL, ink, True)
        state = _w(locale, f"teg-picture-die-{st}") if st != "i" else ""
        # a die still to use may carry a code, top right: its face sits low, clear of it
        face_y = y + DIE / 2 + 2 if state else y + DIE - 15
        kit.stamp(image, (x + size / 2, face_y), _w(locale, f"teg-picture-face-{face}"), SMALL, ink, True, "mm")
        if state and kit.text_width(state, SMALL) <= size - 6:  # else its grey says it is used
            kit.stamp(image, (x + size / 2, y + DIE - 3), state, SMALL, kit.MUTED, anchor="md")
        anchors.add(("die", k), (x + size - 15, y + 14))  # the code inside, top right
        x += size + 6


# --- Beyond the Black: pilots for hire, Unexplored Space ------------------------------------------

CHIP_LINES = 2 * LINE + 6  # a pilot's or a card's name on two lines
BTB_H = SMALL + 2 * CHIP_LINES + 26
PILOT_CHIP = (LEFT_W - 16 - 5 * 5) / 6


def _space_width(words: str) -> float:
    """The room of "Unexplored Space (n)" and the ships in it, left of the exploration row."""
    return max(190.0, kit.text_width(words, SMALL, True) + 16)


def _card_chip_width(width: float, space_w: float) -> float:
    """Each of the three face-up exploration cards' width, right of Unexplored Space."""
    return (width - 18 - space_w - 5 * 2) / 3


def _chip_lines(words: str, width: float) -> tuple[list[str], int]:
    """A name on at most two lines of a chip ``width`` wide, a size smaller if it needs it."""
    for size in (SMALL, SMALL - 1):  # 14 px still shows 7 px in the box
        lines = _wrap_long_words(words, width - 8, size, True)
        if len(lines) <= 2:
            break
    return lines, size


def _name_chip(image, draw, box: Box, words: str, fill) -> None:
    x0, y0, x1, _y1 = box
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=kit.INK)
    lines, size = _chip_lines(words, x1 - x0)
    for m, line in enumerate(lines):
        kit.stamp(image, (x0 + 4, y0 + 3 + m * (size + 3)), line, size, kit.INK, True)


def _btb(image, draw, box: Box, view: View, anchors: Anchors, locale: str) -> None:
    """The pilots for hire by name (their abilities on the full board); below, Unexplored Space
    with the ships in it, and the face-up exploration cards by name."""
    x0, y0, x1, _y1 = box
    kit.panel(draw, box)
    heading = _w(locale, "teg-picture-pilots-for-hire", n=view["pilot_deck"])
    kit.stamp(image, (x0 + 10, y0 + 5), heading, SMALL, kit.MUTED, True)
    n = max(1, len(view["pilot_row"]))
    cw = (x1 - x0 - 16 - 5 * (n - 1)) / n  # six pilots: PILOT_CHIP wide
    top = y0 + SMALL + 10
    for k, pid in enumerate(view["pilot_row"]):
        cx = x0 + 8 + k * (cw + 5)
        _name_chip(image, draw, (cx, top, cx + cw, top + CHIP_LINES), localize(pilot_name(pid), locale), (52, 60, 92))
        anchors.add(("pilot", pid), (cx + cw - 14, top + CHIP_LINES - 10))
    top += CHIP_LINES + 6
    space = _w(locale, "teg-picture-space", n=view["exploration_deck"])
    kit.stamp(image, (x0 + 10, top + 2), space, SMALL, kit.INK, True)
    space_w = _space_width(space)
    anchors.add(("explore",), (x0 + space_w - 14, top + LINE + SHIP_R))  # under the words, right
    moved = {tuple(s) for s in (view.get("changed") or {}).get("ships", [])}
    sx = x0 + 10 + SHIP_R
    for g, gal in enumerate(view["galaxies"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] in ("x", "d"):  # on a danger track: its step of the track's length beside it
                _ship(image, draw, view, (sx, top + LINE + SHIP_R), g, i, anchors, moved)
                sx += 2 * SHIP_R + 4
                if sh["at"] == "d":
                    steps = f"{sh['pos']}/{XCARDS[sh['place']]['track']}"
                    kit.stamp(image, (sx - 2, top + LINE + SHIP_R), steps, SMALL, kit.DANGER, True, "lm")
                    sx += kit.text_width(steps, SMALL, True) + 6
    row = view["exploration_row"]
    ex = x0 + 10 + space_w
    cw2 = _card_chip_width(x1 - x0, space_w)
    for j, cid in enumerate(row):
        bx = ex + j * (cw2 + 5)
        _name_chip(image, draw, (bx, top, bx + cw2, top + CHIP_LINES), localize(xcard_name(cid), locale), (40, 110, 70))
        anchors.add(("exploration_row", j), (bx + cw2 - 14, top + CHIP_LINES - 10))
    doing = [d for d in view.get("doing", []) if d["kind"] == "xp" and d.get("drawn")]
    if doing:  # the card just drawn, over the chips' corner: it is what is being resolved
        drawn = _w(locale, "teg-picture-just-drawn", card=xcard_name(doing[-1]["drawn"]))
        kit.stamp(image, (x1 - 10, y0 + 5), drawn, SMALL, kit.GOOD, True, "ra")


# --- the galaxies ----------------------------------------------------------------------------------

NAME_H = HEAD + 6
STATS_H = SMALL + 8
SHIPS_H = 2 * SHIP_R + 4
CHIP_H = SMALL + 6


def _empire(draw: Draw, colour, level: int, rogue: bool) -> None:
    """The six levels of an empire, the galaxy's on its colour."""
    for lv in range(1, 7):
        cx = 11 + (lv - 1) * 23
        fill = colour if lv == level else (50, 56, 80)
        draw.rectangle((cx - 10, 0, cx + 10, 20), fill=fill, outline=kit.MUTED)
        mark = "☠" if lv == 6 and rogue else str(lv)  # the Rogue's top space wins it the game
        kit.text(draw, (cx, 10), mark, SMALL, kit.ink_on(fill), True, "mm")


def _resource(image, draw, x: float, y: float, value: int, colour, label: str) -> float:
    """A resource: its short name, seven cells and the number; returns the x after it."""
    kit.stamp(image, (x, y), label, SMALL, kit.MUTED, anchor="lm")
    x += kit.text_width(label, SMALL) + 5
    for k in range(1, 8):
        draw.rectangle((x, y - 6, x + 7, y + 6), fill=colour if k <= value else (50, 56, 80))
        x += 9
    kit.stamp(image, (x + 2, y), str(value), SMALL, colour, True, "lm")
    return x + 2 + kit.text_width(str(value), SMALL, True)


def _score(view: View, g: int) -> tuple[str, tuple[int, int, int]]:
    """The galaxy's points (at the end its final score, a star for a winner), on a white disc
    like a planet's points: the words would take a long name's room."""
    detail = view.get("detail")
    if detail and g < len(detail["play"]):
        total = detail["play"][g] + detail["mission"][g] + detail["badges"][g]
        won = g in view["outcome"]["winners"]
        return ("★" if won else "") + str(total), kit.GOOD if won else (250, 250, 250)
    return str(view["galaxies"][g]["vp"]), (250, 250, 250)


def _galaxy_head(image, draw, box: Box, view: View, names: list[str], g: int, locale: str) -> None:
    x0, y0, x1, _y1 = box
    colour = _colour(view, g)
    cy = y0 + 3 + NAME_H / 2
    _marker(draw, view, (x0 + 18, cy), 10, g)
    score, disc = _score(view, g)
    sw = max(kit.text_width(score, HEAD, True) + 14, HEAD + 8)
    draw.rounded_rectangle((x1 - 8 - sw, cy - HEAD / 2 - 3, x1 - 8, cy + HEAD / 2 + 3), radius=HEAD / 2 + 3, fill=disc)
    kit.stamp(image, (x1 - 8 - sw / 2, cy), score, HEAD, DARK, True, "mm", headline=True)
    room = x1 - x0 - 50 - sw
    name, size = _name(view, names, g, locale), HEAD
    if kit.text_width(name, size, True) > room:
        size = kit.px(12, W, H)  # one size smaller, still a headline in the box
    if kit.text_width(name, size, True) > room:
        name = kit.fit_text(name, room, size, True)  # longer than any name a player is let choose
    kit.stamp(image, (x0 + 34, cy), name, size, colour, True, "lm", headline=True)


def _galaxy_stats(image, draw, x0: float, y: float, view: View, g: int, changed: dict, locale: str) -> None:
    """The empire's level (and what it is worth), energy and culture, on one line."""
    gal = view["galaxies"][g]
    colour, rogue = _colour(view, g), bool(gal.get("rogue"))
    if g in changed.get("levels", []):
        kit.changed_box(draw, (x0 + 8, y - 13, x0 + 12 + 6 * 23, y + 13), 4)
    _paste_sprite(
        image,
        (x0 + 10 + 6 * 23 / 2, y + 0.5),
        ("empire", colour, gal["empire_level"], rogue),
        (6 * 23, 21),
        lambda d: _empire(d, colour, gal["empire_level"], rogue),
        (SMALL,) * 6,
    )
    x = x0 + 14 + 6 * 23
    if not rogue:
        worth = _w(locale, "teg-picture-points", n=LEVEL_VP[gal["empire_level"] - 1])
        kit.stamp(image, (x, y), worth, SMALL, kit.MUTED, anchor="lm")
        x += kit.text_width(worth, SMALL) + 10
    x = _resource(image, draw, x, y, gal["energy"], ENERGY, _w(locale, "teg-picture-energy-short"))
    _resource(image, draw, x + 10, y, gal["culture"], CULTURE, _w(locale, "teg-picture-culture-short"))


def _where(view: View, sh: dict, locale: str, short: bool) -> str:
    """Where a ship is: "home", "orbit B", ... (``short``: the row letter alone on a planet)."""
    on_row = sh["at"] in ("s", "o") and sh["place"] in view["row"]
    letter = ROW_LETTERS[view["row"].index(sh["place"])] if on_row else ""
    if short and letter:
        return ("↓" if sh["at"] == "s" else "○") + letter
    words = _w(locale, f"teg-picture-at-{sh['at']}")
    return f"{words} {letter}" if letter else words


def _galaxy_ships(image, draw, box: Box, y: float, view: View, g: int, anchors: Anchors, locale: str) -> None:
    """Each ship where it is (its token again, numbered, beside the words), or locked."""
    x0, _y0, x1, _y1 = box
    gal = view["galaxies"][g]
    moved = {tuple(s) for s in (view.get("changed") or {}).get("ships", [])}
    anchors.add(("home", g), (x0 + 22, y))
    slot = (x1 - x0 - 16) / 4
    room = WHERE_ROOM
    wheres = [
        _where(view, sh, locale, False) if sh["at"] != "l" else _w(locale, "teg-picture-locked") for sh in gal["ships"]
    ]
    short = any(kit.text_width(w, SMALL) > room for w in wheres)
    for i, sh in enumerate(gal["ships"]):
        sx = x0 + 10 + SHIP_R + i * slot
        if sh["at"] == "l":
            draw.ellipse((sx - 9, y - 9, sx + 9, y + 9), outline=(80, 86, 110), width=2)
            if not short:
                kit.stamp(image, (sx + SHIP_R + 5, y), wheres[i], SMALL, kit.MUTED, anchor="lm")
            continue
        _ship(image, draw, view, (sx, y), g, i, anchors, moved)
        where = _where(view, sh, locale, True) if short else wheres[i]
        if kit.text_width(where, SMALL) <= room:
            kit.stamp(image, (sx + SHIP_R + 5, y), where, SMALL, kit.INK, anchor="lm")


def _colony_chips(view: View, g: int, locale: str, named: bool) -> list[tuple[str, str]]:
    return [
        (pid, f"{localize(planet_name(pid), locale)} {PLANETS[pid]['vp']}" if named else str(PLANETS[pid]["vp"]))
        for pid in view["galaxies"][g]["colonies"]
    ]


def _chip_rows(chips: list[tuple[str, str]], width: float, start: float) -> int:
    rows, x = 1, start
    for _pid, label in chips:
        w = kit.text_width(label, SMALL, True) + 12
        if x + w > width and x > 0:
            rows, x = rows + 1, 0.0
        x += w + 5
    return rows


def _galaxy_colonies(image, draw, box: Box, y: float, view: View, g: int, anchors: Anchors, locale: str) -> None:
    """The colonies as chips on their resource's colour, named when there is room, else their
    points alone (the full board names them)."""
    x0, _y0, x1, y1 = box
    heading = _w(locale, "teg-picture-colonies", n=len(view["galaxies"][g]["colonies"]))
    start = kit.text_width(heading, SMALL) + 8
    rows = max(1, int((y1 - 4 - y) // (CHIP_H + 4)))
    chips = _colony_chips(view, g, locale, True)
    if _chip_rows(chips, x1 - x0 - 20, start) > rows:
        chips = _colony_chips(view, g, locale, False)
    kit.stamp(image, (x0 + 10, y + CHIP_H / 2), heading, SMALL, kit.MUTED, anchor="lm")
    new_cols = {tuple(c) for c in (view.get("changed") or {}).get("colonies", [])}
    cx, cy = x0 + 10 + start, y
    for pid, label in chips:
        w = kit.text_width(label, SMALL, True) + 12
        if cx + w > x1 - 10 and cx > x0 + 10:
            cx, cy = x0 + 10, cy + CHIP_H + 4
        fill = RES_COLOUR[PLANETS[pid]["res"]]
        chip = (cx, cy, cx + w, cy + CHIP_H)
        if (g, pid) in new_cols:
            kit.changed_box(draw, chip, 4)
        draw.rounded_rectangle(chip, radius=4, fill=fill)
        kit.stamp(image, (cx + 6, cy + CHIP_H / 2), label, SMALL, kit.ink_on(fill), True, "lm")
        anchors.add(("colony", g, pid), (cx + w / 2, cy + CHIP_H / 2))
        cx += w + 5


def _galaxy(image, draw, box: Box, view: View, names: list[str], g: int, anchors: Anchors, locale: str) -> None:
    x0, y0, x1, y1 = box
    kit.panel(draw, box, edge=_colour(view, g))
    if dice_turn(view)["seat"] == g and view["phase"] in ("play", "rogue"):
        kit.turn_frame(draw, (x0 - 2, y0 - 2, x1 + 2, y1 + 2), 12)
    _galaxy_head(image, draw, box, view, names, g, locale)
    y = y0 + 3 + NAME_H
    _galaxy_stats(image, draw, x0, y + STATS_H / 2, view, g, view.get("changed") or {}, locale)
    y += STATS_H
    _galaxy_ships(image, draw, box, y + SHIPS_H / 2, view, g, anchors, locale)
    y += SHIPS_H + 2
    _galaxy_colonies(image, draw, box, y, view, g, anchors, locale)


def _galaxies(image, draw, box: Box, view: View, names: list[str], anchors: Anchors, locale: str) -> None:
    x0, y0, x1, y1 = box
    n = len(view["galaxies"])
    gh = (y1 - y0 - 8 * (n - 1)) / n
    for g in range(n):
        top = y0 + g * (gh + 8)
        _galaxy(image, draw, (x0, top, x1, top + gh), view, names, g, anchors, locale)


def _galaxies_height(view: View) -> float:
    """What the galaxies need at least: one line of colonies each."""
    n = len(view["galaxies"])
    return n * (3 + NAME_H + STATS_H + SHIPS_H + 2 + CHIP_H + 5) + 8 * (n - 1)


# --- the pictures --------------------------------------------------------------------------------


def _table(view: View, names: list[str], options: Sequence[Option] | None, locale: str, mission: str = ""):
    """The inline table; ``mission``: the viewer's secret mission, shown under the galaxies
    when there is room."""
    image, draw = kit.canvas(W, H)
    anchors = Anchors()
    top = _header(image, draw, _title(view, locale), localize(view["status"], locale, names)) + PAD
    bottom = H - PAD
    x0, x1 = PAD, PAD + LEFT_W
    btb_h = BTB_H if view["expansion"] else 0
    planets_bottom = bottom - DICE_H - 6 - (btb_h + 6 if btb_h else 0)
    _planets(image, draw, view, (x0, top, x1, planets_bottom), anchors, locale)
    _dice(image, draw, (x0, planets_bottom + 6, x1, planets_bottom + 6 + DICE_H), view, anchors, locale)
    if btb_h:
        _btb(image, draw, (x0, bottom - btb_h, x1, bottom), view, anchors, locale)
    right = (x1 + 10, top, W - PAD, bottom)
    if mission:
        heading, body = mission.split("\n", 1)
        room = right[2] - right[0] - 20
        lines = [(line, True) for line in kit.wrap(heading, room, SMALL, True)]
        lines += [(line, False) for line in kit.wrap(body, room, SMALL)]
        need = len(lines) * LINE + 16
        if _galaxies_height(view) + need + 6 <= right[3] - right[1]:
            box = (right[0], right[3] - need, right[2], right[3])
            draw.rounded_rectangle(box, radius=8, fill=(70, 56, 110), outline=kit.HIGHLIGHT, width=2)
            for k, (line, bold) in enumerate(lines):
                kit.stamp(image, (box[0] + 10, box[1] + 8 + k * LINE), line, SMALL, kit.INK, bold)
            right = (right[0], right[1], right[2], right[3] - need - 6)
    _galaxies(image, draw, right, view, names, anchors, locale)
    _marks(draw, view, options, anchors)
    return image, draw


def board(view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en") -> Image.Image:
    """The public table as Discord shows it inline (see the module's docstring)."""
    image, _draw = _table(upgrade_view(view), names, options, locale)
    return image


def detail(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The full board, read after opening (``games.teg.fullboard``)."""
    return full_board(view, names, options, locale)


def private_key(view: View) -> Any:
    """All that ``private`` draws (with the names and the options' codes)."""
    view = upgrade_view(view)
    seat = view["seat"]
    if seat is None:
        return None
    gal = view["galaxies"][seat]
    key = [seat, *(gal.get(k) for k in ("rogue", "mission", "offer", "explored", "danger_cards", "hangar", "name"))]
    if _decider(view) == seat and view["phase"] != "mission":  # the picture may show the table too
        # the status as its English words: a status saved as text and its message read alike
        key.append({k: localize(v) if k == "status" else v for k, v in view.items() if k != "log"})
    return key


def _mission_words(mid: str, locale: str) -> tuple[str, str]:
    m = MISSIONS[mid]
    if m["k"] in ("most", "fewest"):
        heading = _w(locale, "teg-picture-mission-tied", mission=mission_name(mid), vp=m["vp"], tied=m["x"])
    else:
        heading = _w(locale, "teg-picture-mission", mission=mission_name(mid), vp=m["vp"])
    return heading, localize(mission_text(mid), locale)


def _mission_card(image, draw, box: Box, mid: str, code: str, locale: str) -> None:
    x0, y0, x1, _y1 = box
    draw.rounded_rectangle(box, radius=8, fill=(70, 56, 110), outline=kit.HIGHLIGHT, width=2)
    heading, body = _mission_words(mid, locale)
    code_w = kit.text_width(code, MARK, True) + MARK * 0.7 + 10 if code else 0
    for j, line in enumerate(kit.wrap(heading, x1 - x0 - 24 - code_w, HEAD, True)):
        kit.stamp(image, (x0 + 12, y0 + 10 + j * (HEAD + 4)), line, HEAD, kit.INK, True, headline=True)
        y = y0 + 10 + (j + 1) * (HEAD + 4)
    for j, line in enumerate(kit.wrap(body, x1 - x0 - 24, MID)):
        kit.stamp(image, (x0 + 12, y + 6 + j * (MID + 4)), line, MID, kit.INK)
    if code:
        kit.option_mark(draw, (x1 - 10, y0 + 10), code, MARK, "ra")


def _badge_counts(gal: dict) -> dict[str, int]:
    counts = {b: 0 for b in BADGES}
    for cid in list(gal.get("explored") or []) + list(gal.get("danger_cards") or []):
        for b in XCARDS[cid]["badges"]:
            counts[b] += 1
    for stack in gal.get("hangar", {}).values():
        for p in stack:
            for b in PILOTS[p]["badges"]:
                counts[b] += 1
    return counts


def _exploration_card(image, draw, box: Box, cid: str, locale: str) -> None:
    x0, y0, x1, y1 = box
    c = XCARDS[cid]
    fill = (40, 110, 70) if c["color"] == "green" else (140, 50, 50)
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=kit.INK)
    y = y0 + 8
    for line in _wrap_long_words(localize(xcard_name(cid), locale), x1 - x0 - 16, MID, True):
        kit.stamp(image, (x0 + 8, y), line, MID, kit.INK, True)
        y += MID + 3
    for line in kit.wrap(localize(xcard_text(cid), locale), x1 - x0 - 16, SMALL):
        kit.stamp(image, (x0 + 8, y + 3), line, SMALL, kit.INK)
        y += LINE
    badges = ", ".join(localize(badge_name(b), locale) for b in c["badges"]) or "–"
    for k, line in enumerate(
        reversed(kit.wrap(_w(locale, "teg-picture-card-badges", badges=badges), x1 - x0 - 16, SMALL))
    ):
        kit.stamp(image, (x0 + 8, y1 - 6 - k * LINE), line, SMALL, kit.HIGHLIGHT, anchor="ld")


def _secrets(view: View, names: list[str], codes: dict[str, str], locale: str) -> Image.Image:
    """The viewer's mission (or the two on offer, with their codes) and their exploration cards."""
    seat = view["seat"]
    gal = view["galaxies"][seat]
    missions = [gal["mission"]] if gal.get("mission") else list(gal.get("offer") or [])
    cards = list(gal.get("explored") or [])
    image, draw = kit.canvas(W, H)
    title = _w(locale, "teg-picture-secrets", name=_name(view, names, seat, locale))
    y = _header_secret(image, draw, title, _w(locale, "teg-picture-only-you"), kit.seat_colour(seat)) + 10
    label = _w(locale, "teg-picture-your-mission" if gal.get("mission") else "teg-picture-missions-offered")
    kit.stamp(image, (12, y), label, MID, kit.MUTED, True)
    y += MID + 8
    mission_h = 150 if cards else 230
    mw = (W - 24 - 12) / 2
    for k, mid in enumerate(missions):
        x = 12 + k * (mw + 12)
        _mission_card(image, draw, (x, y, x + mw, y + mission_h), mid, codes.get(mid, ""), locale)
    y += mission_h + 12
    if cards:
        counts = _badge_counts(gal)
        badges = ", ".join(f"{localize(badge_name(b), locale)} {n}" for b, n in counts.items())
        line = _w(locale, "teg-picture-your-cards", n=len(cards), badges=badges)
        for part in kit.wrap(line, W - 24, SMALL, True):
            kit.stamp(image, (12, y), part, SMALL, kit.MUTED, True)
            y += LINE
        y += 6
        per_row = max(4, (len(cards) + 1) // 2)
        rows = (len(cards) + per_row - 1) // per_row
        cw = (W - 24 - (per_row - 1) * 10) / per_row
        ch = min(240.0, (H - PAD - y - (rows - 1) * 10) / rows)
        for k, cid in enumerate(cards):
            r, c = divmod(k, per_row)
            x, cy = 12 + c * (cw + 10), y + r * (ch + 10)
            _exploration_card(image, draw, (x, cy, x + cw, cy + ch), cid, locale)
    return image


def _header_secret(image, draw, title: str, note: str, colour) -> int:
    """The secrets' top bar: whose secrets (wrapped, never cut), and "only you see this"."""
    pad = 14
    note_w = kit.text_width(note, HEAD, True)
    lines = kit.wrap(title, W - 3 * pad - note_w, HEAD, True)
    step = round(HEAD * 1.3)
    height = step * len(lines) + pad
    draw.rectangle((0, 0, W, height), fill=(24, 28, 48))
    for k, line in enumerate(lines):
        kit.stamp(image, (pad, pad / 2 + step * (k + 0.5)), line, HEAD, colour, True, "lm", headline=True)
    kit.stamp(image, (W - pad, pad / 2 + step * 0.5), note, HEAD, kit.HIGHLIGHT, True, "rm", headline=True)
    return height


def private(
    view: View, names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's secret mission (or the two on offer) and the exploration cards they kept;
    while they decide a step on the table, the table with the step's codes (and their mission
    under the galaxies when there is room)."""
    view = upgrade_view(view)  # an undelivered picture may hold a view drawn before the keys were words
    seat = view["seat"]
    if seat is None or view["galaxies"][seat].get("rogue"):
        return None
    gal = view["galaxies"][seat]
    if not gal.get("mission") and not gal.get("offer") and not gal.get("explored"):
        return None
    kind = decision_kind(view, "doing")
    on_table = [o for o in options or () if o.mark and kind != "mission"]
    if on_table:
        mission = ""
        if gal.get("mission"):
            heading, body = _mission_words(gal["mission"], locale)
            mission = f"{_w(locale, 'teg-picture-your-mission')} · {heading}\n{body}"
        image, _draw = _table(view, names, on_table, locale, mission)
        return image
    codes = {o.id: o.mark for o in options or () if o.mark and kind == "mission"}
    return _secrets(view, names, codes, locale)


__all__ = ["SHIPS", "board", "detail", "private", "private_key"]
