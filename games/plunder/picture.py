"""Pictures of The Curious Rarities from Andromeda (Der Plunder von Andromeda), drawn for the
box Discord shows a picture in (550 x 350): the public board, a player's own picture, and a
full board to open.

The inline board (1100 x 700, shown at half size) answers at a glance:
- which turn and what the table waits for (the headline: who explores which portal, who has
  still to decide whether to land, who collects, or how the game ended), and the mission;
- what just changed: the portals whose cards or ships the last move changed and the home
  planets it changed wear white brackets, and the latest log lines say it when there is room;
- the ten portals: their number (a landed ship's actions), the ships landed there in landing
  order, every card lying under them by its name (never cut), the portal explored next (or
  being landed at) ringed white;
- the score: every player's sets (three full kinds win), hand size, whether they fly or landed,
  the starting pass, and their home planet's relics (a count per kind, full kinds edged gold).
The full board (``detail``, 1100 wide, text 15 px) adds the relic key, every card of a long
portal, each relic's name on the home planets, the collecting order and a longer log.

A player's own picture (1100 wide, at most 700 high) shows their hand in position order, their
aliens' powers and their home planet; while they decide, the step with its candidates coded:
portals "P4", cards at a portal "4B", hand positions "1" to "n", relic slots "R1" to "R8".

Seats wear their colour and shape; the turn cue is a white frame; option codes are black-on-
white badges (``kit.option_mark``) that never overlap.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, seat_name
from games.i18n import Msg, localize, msg
from games.plunder.cards import (
    ALIENS,
    COLOURS,
    PORTALS,
    RELICS,
    SABORTAL,
    SYMBOLS,
    card_name,
    power,
    short_name,
)
from renderers import kit

WIDTH, HEIGHT = 1100, 700
MARGIN = 12
SMALL = kit.px(kit.SMALL_PX, WIDTH, HEIGHT)  # 15: the smallest text, 7.5 px in the box
BODY = SMALL + 1
HEAD = kit.px(kit.HEADLINE_PX, WIDTH, HEIGHT)  # 25: whose turn, names, scores
COL = (WIDTH - 2 * MARGIN) / len(PORTALS)  # one column per portal
SHIP_R = 11
LINE = SMALL + 3  # a card name's line

ALIEN_FILL = (120, 70, 170)
SABORTAL_FILL = (28, 24, 30)
SABORTAL_EDGE = (230, 60, 60)
ALIEN_ICON = {"pilferer": "☚", "schemer": "♞", "timethief": "⟲"}


def _initial(names: list[str], seat: int) -> str:
    return seat_name(names, seat)[:1].upper()


def words(text: Msg | str | dict, locale: str, names: list[str] | None = None) -> str:
    """A message (or a text from the view) worded in ``locale``, seats by their names."""
    return localize(text, locale, names)


def _lines(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    width: float,
    size: int,
    fill: kit.Colour = kit.INK,
    bold: bool = False,
    headline: bool = False,
    gap: int = 4,
) -> float:
    """``content`` wrapped to ``width`` (never cut) from ``xy``; returns the y below it."""
    x, y = xy
    for line in kit.wrap_words(content, width, size, bold):
        kit.text(draw, (x, y), line, size, fill, bold, "la", headline)
        y += size + gap
    return y


def _height(content: str, width: float, size: int, bold: bool = False, gap: int = 4) -> int:
    return len(kit.wrap_words(content, width, size, bold)) * (size + gap) if content else 0


# --- small drawings ----------------------------------------------------------------------------


def symbol(draw: ImageDraw.ImageDraw, kind: str, centre: tuple[float, float], r: float, fill: kit.Colour) -> None:
    """The relic kind's own little sign, so kinds differ in shape as well as colour."""
    x, y = centre
    shape = SYMBOLS[kind]
    if shape == "triangle":
        draw.polygon([(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)], fill=fill)
    elif shape == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)
    elif shape == "bar":
        draw.rectangle((x - r * 0.3, y - r, x + r * 0.3, y + r), fill=fill)
        draw.rectangle((x - r, y - r, x + r, y - r * 0.5), fill=fill)
    elif shape == "square":
        draw.rectangle((x - r * 0.85, y - r * 0.85, x + r * 0.85, y + r * 0.85), fill=fill)
    elif shape == "ring":
        draw.ellipse((x - r, y - r, x + r, y + r), outline=fill, width=max(2, int(r / 3)))
    elif shape == "diamond":
        draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=fill)
    elif shape == "hexagon":
        draw.polygon(kit.hexagon((x, y), r), fill=fill)
    else:  # eye
        draw.ellipse((x - r, y - r * 0.55, x + r, y + r * 0.55), fill=fill)
        draw.ellipse((x - r * 0.35, y - r * 0.35, x + r * 0.35, y + r * 0.35), fill=kit.ink_on(fill))


def _card_fill(card: str) -> kit.Colour:
    if card == SABORTAL:
        return SABORTAL_FILL
    return COLOURS.get(card, ALIEN_FILL)


@dataclass(frozen=True)
class Strip:
    """How a card's short name fits a strip ``width`` wide: its lines, bold or not, and
    whether they start beside the card's sign or under it (a word too long to go beside)."""

    lines: tuple[str, ...]
    bold: bool
    under: bool

    @property
    def height(self) -> int:
        return (len(self.lines) + self.under) * LINE + 8


def strip_layout(name: str, width: float, badge: float = 0) -> Strip:
    """The name whole, on as few lines as it takes: beside the sign (and left of an option's
    code ``badge`` wide) in bold or plain, wrapped beside it, or (when one word is longer than
    that room) under the sign's line, which then carries the code."""
    room = width - 24 - badge
    for bold in (True, False):
        if kit.text_width(name, SMALL, bold) <= room:
            return Strip((name,), bold, False)
    lines = kit.wrap_words(name, room, SMALL)
    if all(kit.text_width(line, SMALL) <= room for line in lines):
        return Strip(tuple(lines), False, False)
    return Strip(tuple(kit.wrap_words(name, width - 8, SMALL)), False, True)


def mini_card(draw: ImageDraw.ImageDraw, box: kit.Box, card: str, strip: Strip) -> None:
    """A small card: a coloured strip with the kind's sign and its short name, whole."""
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    kit.rounded(draw, box, 5, fill, edge)
    ink = kit.ink_on(fill)
    x0, y0, _x1, _y1 = box
    sy = y0 + 4 + LINE / 2
    if card in COLOURS:
        symbol(draw, card, (x0 + 11, sy), 7, ink)
    else:
        kit.text(draw, (x0 + 11, sy), ALIEN_ICON.get(card, "!"), SMALL, ink, True, "mm")
    x, y = (x0 + 5, y0 + 4 + LINE) if strip.under else (x0 + 21, y0 + 4)
    for line in strip.lines:
        kit.text(draw, (x, y + LINE / 2), line, SMALL, ink, strip.bold, "lm")
        y += LINE


def relic_tiles(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    width: float,
    relics: dict[str, int],
    marks: dict[str, str] | None = None,
    labels: bool = False,
    per_row: int = 8,
    locale: str = "en",
) -> float:
    """The eight relic slots of a home planet: sign and count (out of three: the tile is edged
    gold when full), the kind's name when ``labels``; ``marks`` puts an option code on a kind's
    slot. Returns the height used."""
    x, y = xy
    gap = 4
    tile_w = (width - (per_row - 1) * gap) / per_row
    tile_h = _tile_height(tile_w, labels, locale)
    badges = kit.Badges(draw, SMALL)
    for i, kind in enumerate(RELICS):
        tx = x + (i % per_row) * (tile_w + gap)
        ty = y + (i // per_row) * (tile_h + gap)
        count = relics[kind]
        fill = COLOURS[kind] if count else (44, 50, 74)
        full = count >= 3
        edge = kit.HIGHLIGHT if full else kit.PANEL_EDGE
        kit.rounded(draw, (tx, ty, tx + tile_w, ty + tile_h), 5, fill, edge, 3 if full else 1)
        ink = kit.ink_on(fill) if count else kit.MUTED
        symbol(draw, kind, (tx + 13, ty + 15), 8, ink)
        kit.text(draw, (tx + tile_w - 5, ty + 15), f"{count}/3" if tile_w >= 56 else str(count), SMALL, ink, True, "rm")
        if labels:
            _lines(draw, (tx + 5, ty + 28), words(short_name(kind), locale), tile_w - 8, SMALL, ink)
        if marks and kind in marks:
            badges.put((tx + tile_w / 2, ty + 15), marks[kind])
    return tiles_height(width, per_row, labels, locale)


def _tile_height(tile_w: float, labels: bool, locale: str) -> int:
    if not labels:
        return 30
    return 30 + max(_height(words(short_name(k), locale), tile_w - 8, SMALL) for k in RELICS)


def tiles_height(width: float, per_row: int, labels: bool, locale: str) -> int:
    """The height ``relic_tiles`` takes at ``width``."""
    rows = math.ceil(len(RELICS) / per_row)
    return rows * _tile_height((width - (per_row - 1) * 4) / per_row, labels, locale) + (rows - 1) * 4


def relic_legend(draw: ImageDraw.ImageDraw, y: float, locale: str) -> float:
    """Which sign is which relic, wrapped over as many rows as it takes. Returns its height."""
    x, top = MARGIN + 4, y
    for kind in RELICS:
        name = words(short_name(kind), locale)
        w = 22 + kit.text_width(name, SMALL) + 18
        if x + w > WIDTH - MARGIN:
            x, y = MARGIN + 4, y + SMALL + 8
        symbol(draw, kind, (x + 8, y + SMALL / 2), 7, COLOURS[kind])
        kit.text(draw, (x + 19, y + SMALL / 2), name, SMALL, kit.MUTED, False, "lm")
        x += w
    return y + SMALL + 8 - top


# --- option codes ------------------------------------------------------------------------------


def _option_places(options: Sequence[Option] | None) -> dict[str, dict]:
    """The codes of the options by what they name: portals, cards at portals, hand positions,
    cards in the player's own hand, relic slots."""
    out: dict[str, dict] = {"portal": {}, "card": {}, "position": {}, "hand": {}, "relic": {}, "steal": {}}
    for o in options or ():
        if not o.mark:
            continue
        kind, _, arg = o.id.partition(".")
        if kind == "portal":
            out["portal"][int(arg)] = o.mark
        elif kind == "land":
            out["portal"]["land"] = o.mark
        elif kind == "take":
            number, card = arg.split(".")
            out["card"][(int(number), card)] = o.mark
        elif kind == "hand":
            out["card"][("step", arg)] = o.mark
        elif kind == "pos":
            out["position"][int(arg)] = o.mark
        elif kind == "alien":
            out["hand"][arg] = o.mark
        elif kind == "place":
            out["relic"][arg] = o.mark
        elif kind == "steal":
            out["steal"][arg] = o.mark
    return out


# --- the portals, shared by the boards and a player's step ---------------------------------------


def _landing_portal(view: dict[str, Any]) -> int | None:
    """The portal (1-based) the table is exploring next, or the one being landed at."""
    phase = view["phase"]
    if phase == "explore":
        return view["next_portal"]
    if phase == "land":  # the portal just explored: the one before "next"
        return (view["next_portal"] or len(PORTALS) + 1) - 1
    return None


def _ship_rows(view: dict[str, Any]) -> int:
    return max(1, max(math.ceil(len(p["ships"]) / 3) for p in view["portals"]))


def portals_top_height(view: dict[str, Any]) -> float:
    """The portals' band above their cards: number, ships, ring and its cue."""
    # the label, the ships' rows, the ring (radius 24) and two lines of its cue
    return 26 + SHIP_R + _ship_rows(view) * (2 * SHIP_R + 4) + 22 + 24 + 8 + 2 * (SMALL + 1) + 3


def portals(
    img: Image.Image,
    view: dict[str, Any],
    names: list[str],
    box: kit.Box,
    places: dict[str, dict],
    step_portal: int | None = None,
    locale: str = "en",
    full: bool = False,
) -> None:
    """The ten portals in ``box``: number, landed ships (in landing order; the collector's
    framed white, and in the full board each one's place in the collecting order), the portal
    ring with its number, and the cards under it, as many as fit (all in the full board) and
    then how many more; the next portal (or the one being landed at) ringed white; changed
    portals bracketed; option codes on portals and cards."""
    draw = ImageDraw.Draw(img)
    x_left, top, x_right, bottom = box
    kit.panel(draw, box)
    col = (x_right - x_left - 8) / len(PORTALS)
    target = _landing_portal(view)
    landing = view["phase"] == "land"
    collecting = view["collecting"]
    rank = {s: k + 1 for k, (s, _) in enumerate(collecting["order"])} if collecting else {}
    changed = set(view.get("changed", {}).get("portals", []))
    ships_y = top + 26 + SHIP_R
    ring_y = ships_y + _ship_rows(view) * (2 * SHIP_R + 4) + 22
    cards_y = top + portals_top_height(view)
    badges = kit.Badges(draw, SMALL)
    for p in view["portals"]:
        i = p["index"] - 1
        cx = x_left + 4 + i * col + col / 2
        x0, x1 = cx - col / 2 + 3, cx + col / 2 - 3
        if p["index"] in changed:
            kit.changed_box(draw, (x0, top + 4, x1, bottom - 4), radius=8)
        kit.text(draw, (cx, top + 8), f"#{p['index']}", SMALL, kit.MUTED, True, "ma")
        ships = p["ships"]
        for k, seat in enumerate(ships):
            row, place = divmod(k, 3)
            in_row = min(3, len(ships) - 3 * row)
            sx, sy = cx + (place - (in_row - 1) / 2) * (2 * SHIP_R + 6), ships_y + row * (2 * SHIP_R + 4)
            if collecting and collecting["seat"] == seat and collecting["portal"] == p["index"]:
                draw.ellipse(
                    (sx - SHIP_R - 4, sy - SHIP_R - 4, sx + SHIP_R + 4, sy + SHIP_R + 4), outline=kit.TURN, width=3
                )
            kit.seat_marker(draw, (sx, sy), SHIP_R, seat, _initial(names, seat), size=SMALL)
            if full and seat in rank:
                kit.text(draw, (sx, sy + SHIP_R + 1), str(rank[seat]), SMALL, kit.HIGHLIGHT, True, "ma")
        is_target = target == p["index"]
        r = 24
        draw.ellipse((cx - r, ring_y - r, cx + r, ring_y + r), fill=(36, 30, 70), outline=(120, 130, 200), width=3)
        if is_target:
            draw.ellipse((cx - r - 5, ring_y - r - 5, cx + r + 5, ring_y + r + 5), outline=kit.TURN, width=4)
            cue = words(msg("plunder-picture-land" if landing else "plunder-picture-next"), locale)
            _lines(draw, (x0 + 2, ring_y + r + 8), cue, col - 8, SMALL, kit.TURN, True, gap=1)
        kit.text(draw, (cx, ring_y), str(p["number"]), 24, kit.INK, True, "mm")
        code = places["portal"].get(p["index"]) or (places["portal"].get("land") if is_target and landing else None)
        if code:
            badges.put((cx + r - 2, ring_y - r + 4), code)
        _portal_cards(draw, p, (x0, cards_y, x1, bottom - 6), places, step_portal, badges, full, locale)


def _portal_cards(
    draw: ImageDraw.ImageDraw,
    p: dict[str, Any],
    box: kit.Box,
    places: dict[str, dict],
    step_portal: int | None,
    badges: kit.Badges,
    full: bool,
    locale: str,
) -> None:
    """A portal's cards from the top of ``box``, as many as fit, then how many more (with the
    codes of those not shown); each distinct card's code on its first copy."""
    x0, y, x1, bottom = box
    cards = p["cards"]
    marks: list[str | None] = []
    for k, card in enumerate(cards):
        marks.append(None if card in cards[:k] else _card_mark(p, card, places, step_portal))
    # a coded card keeps room right of its name for the code, so the code covers no letter
    badge = [kit.text_width(m, SMALL, True) + SMALL * 0.7 + 6 if m else 0 for m in marks]
    strips = [strip_layout(words(short_name(c), locale), x1 - x0, b) for c, b in zip(cards, badge, strict=True)]
    shown = len(cards)
    if not full:
        shown = 0
        while shown < len(cards) and _cards_height(strips, marks, shown + 1, x1 - x0, locale) <= bottom - y:
            shown += 1
    seen: set[str] = set()
    for card, strip, mark in zip(cards[:shown], strips[:shown], marks[:shown], strict=True):
        mini_card(draw, (x0, y, x1, y + strip.height), card, strip)
        seen.add(card)
        if mark:  # beside the name, or on the sign's line when the name goes under it
            my = y + 4 + LINE / 2 if strip.under else y + strip.height / 2
            kit.option_mark(draw, (x1 - 3, my), mark, SMALL, "rm")
        y += strip.height + 3
    if shown < len(cards):
        more = words(msg("plunder-picture-more", n=len(cards) - shown), locale)
        y = _lines(draw, (x0 + 2, y + 2), more, x1 - x0 - 4, SMALL, kit.MUTED, True, gap=1)
        rest = [c for c in dict.fromkeys(cards[shown:]) if c not in seen]
        for k, mark in enumerate(m for m in (_card_mark(p, c, places, step_portal) for c in rest) if m):
            badges.put((x0 + 18 + (k % 2) * 44, y + 12 + (k // 2) * 26), mark)


def _more_height(marks: list[str | None], shown: int, width: float, locale: str) -> float:
    """The room "+n more" takes under ``shown`` cards, with the codes of the cards not shown."""
    if shown >= len(marks):
        return 0
    more = words(msg("plunder-picture-more", n=len(marks) - shown), locale)
    codes = sum(1 for m in marks[shown:] if m)
    return 2 + _height(more, width - 4, SMALL, True, 1) + math.ceil(codes / 2) * 26 + 4


def _cards_height(strips: list[Strip], marks: list[str | None], shown: int, width: float, locale: str) -> float:
    return sum(st.height + 3 for st in strips[:shown]) + _more_height(marks, shown, width, locale)


def _card_mark(p: dict[str, Any], card: str, places: dict[str, dict], step_portal: int | None) -> str | None:
    mark = places["card"].get((p["index"], card))
    if mark is None and step_portal == p["index"]:
        mark = places["card"].get(("step", card))
    return mark


# --- players ------------------------------------------------------------------------------------


def _badges_of(view: dict[str, Any], seat: int, locale: str) -> list[tuple[str, kit.Colour]]:
    """A player's state in words: winner, flying or landed where; the starting pass."""
    landed_at = {s: p["index"] for p in view["portals"] for s in p["ships"]}
    winners = set(view["outcome"]["winners"]) if view["outcome"] else set()
    out = []
    if seat in winners:
        out.append((words(msg("plunder-picture-winner"), locale), kit.GOOD))
    elif seat in view["flying"]:
        out.append((words(msg("plunder-picture-flying"), locale), (120, 190, 255)))
    elif seat in landed_at:
        out.append((words(msg("plunder-picture-landed", n=landed_at[seat]), locale), kit.GOOD))
    if seat == view["starting_pass"]:
        out.append((words(msg("plunder-picture-pass"), locale), kit.HIGHLIGHT))
    return out


@dataclass(frozen=True)
class Panel:
    """A player's panel laid out at a width: the name's lines, and whether the relics go on
    the state's row or under it."""

    name: tuple[str, ...]
    sets: str
    sets_beside: bool  # the sets right of the name, or on a row of their own under it
    relics_below: bool
    full: bool
    locale: str

    @property
    def height(self) -> int:
        head = len(self.name) * (HEAD + 5)
        state = 30 if self.sets_beside else HEAD + 8
        if self.full:
            rows = state + 4 + tiles_height((WIDTH - 2 * MARGIN - 10) / 2 - 20, 4, True, self.locale)
        else:
            rows = state + (34 if self.relics_below else 0)
        return 8 + head + rows + 8


def _panel_layout(view: dict[str, Any], names: list[str], seat: int, width: float, locale: str, full: bool) -> Panel:
    sets = words(msg("plunder-picture-sets", n=view["homes"][seat]["sets"]), locale)
    sets_w = kit.text_width(sets, HEAD, True)
    name = seat_name(names, seat)
    beside = kit.text_width(name, HEAD, True) <= width - 72 - sets_w
    lines = (name,) if beside else tuple(kit.wrap_words(name, width - 50, HEAD, True))
    state_w = 34 + sum(kit.text_width(t, SMALL, True) + 22 for t, _ in _badges_of(view, seat, locale))
    state_w += 0 if beside else sets_w + 12
    below = not full and state_w + _TILES_W + 10 > width - 24
    return Panel(lines, sets, beside, below or full, full, locale)


_TILES_W = 8 * 40 + 7 * 4  # the eight relic counts on a panel's state row


def player_panel(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    box: kit.Box,
    layout: Panel,
    locale: str,
) -> None:
    """One player: name and sets (their score), hand size and state, home planet's relics."""
    x, y, x1, y1 = box
    width = x1 - x
    kit.panel(draw, box)
    if seat in view["to_act"]:
        kit.turn_frame(draw, box)
    kit.seat_marker(draw, (x + 20, y + 10 + HEAD / 2), 12, seat, _initial(names, seat), size=SMALL)
    for k, line in enumerate(layout.name):
        kit.text(draw, (x + 38, y + 8 + k * (HEAD + 5)), line, HEAD, kit.INK, True, "la", headline=True)
    row = y + 14 + len(layout.name) * (HEAD + 5) - 5
    hx = x + 12
    if layout.sets_beside:
        kit.text(draw, (x1 - 12, y + 8), layout.sets, HEAD, kit.INK, True, "ra", headline=True)
    else:  # the sets lead the state's row
        kit.text(draw, (hx, row + 15), layout.sets, HEAD, kit.INK, True, "lm", headline=True)
        hx += kit.text_width(layout.sets, HEAD, True) + 12
        row += 3
    # the hand: a card back with the count on it
    kit.rounded(draw, (hx, row + 2, hx + 24, row + 28), 4, (74, 66, 120), (150, 140, 200))
    kit.text(draw, (hx + 12, row + 15), str(view["hand_sizes"][seat]), SMALL, kit.INK, True, "mm")
    bx = hx + 32
    for label, fill in _badges_of(view, seat, locale):
        w = kit.text_width(label, SMALL, True) + 14
        kit.rounded(draw, (bx, row + 4, bx + w, row + 26), 10, fill)
        kit.text(draw, (bx + w / 2, row + 15), label, SMALL, kit.ink_on(fill), True, "mm")
        bx += w + 6
    changed = seat in set(view.get("changed", {}).get("homes", []))
    if layout.full:
        ty = row + 34
        relic_tiles(
            draw, (x + 10, ty), width - 20, view["homes"][seat]["relics"], labels=True, per_row=4, locale=locale
        )
    else:
        ty = row + 34 if layout.relics_below else row
        relic_tiles(draw, (x1 - 12 - _TILES_W, ty), _TILES_W, view["homes"][seat]["relics"], locale=locale)
    if changed:
        kit.changed_box(draw, (x + 6, ty - 4, x1 - 6, y1 - 4), radius=6)


def _players(img: Image.Image, view: dict[str, Any], names: list[str], top: float, locale: str, full: bool) -> float:
    """The players' panels, two a row, from ``top``. Returns the y below them."""
    draw = ImageDraw.Draw(img)
    n = view["players"]
    width = (WIDTH - 2 * MARGIN - 10) / 2
    layouts = [_panel_layout(view, names, s, width, locale, full) for s in range(n)]
    y = top
    for r in range(0, n, 2):
        row_h = max(lay.height for lay in layouts[r : r + 2])
        for s in range(r, min(r + 2, n)):
            x = MARGIN + (s % 2) * (width + 10)
            player_panel(draw, view, names, s, (x, y, x + width, y + row_h), layouts[s], locale)
        y += row_h + 6
    return y


def players_height(view: dict[str, Any], names: list[str], locale: str, full: bool) -> float:
    width = (WIDTH - 2 * MARGIN - 10) / 2
    layouts = [_panel_layout(view, names, s, width, locale, full) for s in range(view["players"])]
    return sum(max(lay.height for lay in layouts[r : r + 2]) + 6 for r in range(0, len(layouts), 2))


# --- the headline and the log --------------------------------------------------------------------


def headline(view: dict[str, Any], names: list[str], locale: str) -> str:
    """Which turn, and what the table waits for (or, once over, that it is)."""
    turn = words(msg("plunder-picture-turn", n=view["turn"]), locale)
    if view["outcome"] is not None:
        return f"{turn} · {words(msg('plunder-picture-over'), locale)}"
    return f"{turn} · {words(view['status'], locale, names)}"


def _subtitle(view: dict[str, Any], locale: str) -> str:
    parts = [words(msg("plunder-picture-title", mission=view["mission"]), locale)]
    parts.append(words(msg("plunder-picture-pile", n=view["draw_pile"]), locale))
    return " · ".join(parts)


def _ending(view: dict[str, Any], names: list[str], locale: str) -> str:
    return "" if view["outcome"] is None else words(view["outcome"]["reason"], locale, names)


def _head(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], locale: str, subtitle: bool = True
) -> float:
    width = WIDTH - 2 * MARGIN
    y = _lines(draw, (MARGIN, 8), headline(view, names, locale), width, HEAD, kit.TURN, True, True, 5)
    y = _lines(draw, (MARGIN, y), _ending(view, names, locale), width, BODY, kit.HIGHLIGHT, True)
    if subtitle:
        y = _lines(draw, (MARGIN, y + 1), _subtitle(view, locale), width, SMALL, kit.MUTED, True)
    return y + 4


def _head_height(view: dict[str, Any], names: list[str], locale: str, subtitle: bool = True) -> float:
    width = WIDTH - 2 * MARGIN
    head = _height(headline(view, names, locale), width, HEAD, True, 5)
    head += _height(_ending(view, names, locale), width, BODY, True)
    return 8 + head + (1 + _height(_subtitle(view, locale), width, SMALL, True) if subtitle else 0) + 4


def _log(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], box: kit.Box, locale: str) -> None:
    """The latest public log entries that fit in ``box``, newest last, each wrapped."""
    x0, y0, x1, y1 = box
    chosen: list[list[str]] = []
    room = y1 - y0
    for entry in reversed(view["log"]):
        if entry["to"] is not None:
            continue
        lines = kit.wrap_words(words(entry["text"], locale, names), x1 - x0, SMALL)
        if len(lines) * (SMALL + 4) > room:
            break
        room -= len(lines) * (SMALL + 4)
        chosen.insert(0, lines)
    y = y0
    for lines in chosen:
        for line in lines:
            kit.text(draw, (x0, y), line, SMALL, kit.MUTED)
            y += SMALL + 4


# --- the boards ------------------------------------------------------------------------------------


def board(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image:
    """The public table for the box: the headline, the portals with their cards and ships,
    the players; the latest log lines where there is room."""
    image, draw = kit.canvas(WIDTH, HEIGHT)
    places = _option_places(options)
    players_h = players_height(view, names, locale, full=False)
    # at least one card and a line saying how many more under each portal
    least = portals_top_height(view) + LINE + 11 + SMALL + 12
    # the mission and the draw pile go to the full board when the table needs their line
    subtitle = _head_height(view, names, locale, True) + least + 8 + players_h <= HEIGHT - 4
    top = _head(draw, view, names, locale, subtitle)
    cards = max(v for v in (len(p["cards"]) for p in view["portals"]))
    room = HEIGHT - 8 - players_h - top
    band = max(least, min(room, portals_top_height(view) + cards * (2 * LINE + 11) + 2 * LINE + 16))
    portals(image, view, names, (MARGIN - 6, top, WIDTH - MARGIN + 6, top + band), places, locale=locale)
    y = _players(image, view, names, top + band + 8, locale, full=False)
    _log(draw, view, names, (MARGIN, y + 2, WIDTH - MARGIN, HEIGHT - 6), locale)
    return image


def detail(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The full board, to read after opening: every card under every portal, the relic key,
    the collecting order, each relic named on the home planets and a longer log."""
    places = _option_places(options)
    top = _head_height(view, names, locale)
    width = (WIDTH - 2 * MARGIN - 8) / len(PORTALS) - 6
    cards_h = max(
        sum(strip_layout(words(short_name(c), locale), width).height + 3 for c in p["cards"]) for p in view["portals"]
    )
    band = portals_top_height(view) + cards_h + 12
    legend_y = top + band + 8
    scratch = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    with kit.recording():  # measuring only
        legend_h = relic_legend(scratch, 0, locale)
    players_y = legend_y + legend_h + 6
    log_y = players_y + players_height(view, names, locale, full=True)
    image, draw = kit.canvas(WIDTH, round(log_y + 10 * (SMALL + 4) + 10))
    _head(draw, view, names, locale)
    portals(image, view, names, (MARGIN - 6, top, WIDTH - MARGIN + 6, top + band), places, locale=locale, full=True)
    relic_legend(draw, legend_y, locale)
    _players(image, view, names, players_y, locale, full=True)
    _log(draw, view, names, (MARGIN, log_y + 4, WIDTH - MARGIN, image.height - 6), locale)
    return image


# --- the private picture -----------------------------------------------------------------------


def hand_card(
    draw: ImageDraw.ImageDraw, box: kit.Box, card: str, position: int, locale: str, compact: bool = False
) -> None:
    """One card of a hand: relic with its sign, alien with its icon, or the sabortal; its short
    name whole (wrapped), its position at the bottom (top left when ``compact``, the sign
    smaller, for a step that needs room for the table)."""
    x0, y0, x1, y1 = box
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    kit.rounded(draw, box, 9, fill, edge, 3)
    ink = kit.ink_on(fill)
    cx = (x0 + x1) / 2
    k = 0.6 if compact else 1.0
    sy = y0 + (20 if compact else 30)
    if card == SABORTAL:
        for r in (22, 15, 8):
            draw.ellipse((cx - r * k, sy - r * k, cx + r * k, sy + r * k), outline=SABORTAL_EDGE, width=3)
        ink = SABORTAL_EDGE
    elif card in ALIENS:
        kit.text(draw, (cx, sy), ALIEN_ICON[card], round(28 * k), ink, True, "mm")
    else:
        draw.ellipse((cx - 22 * k, sy - 22 * k, cx + 22 * k, sy + 22 * k), fill=ink)
        symbol(draw, card, (cx, sy), 15 * k, fill)
    y = sy + (20 if compact else 28)
    for line in kit.wrap_words(words(short_name(card), locale), x1 - x0 - 8, SMALL, True):
        kit.text(draw, (cx, y), line, SMALL, ink, True, "ma")
        y += SMALL + 2
    if compact:
        kit.text(draw, (x0 + 7, y0 + 5), f"#{position}", SMALL, ink, True, "la")
    else:
        kit.text(draw, (cx, y1 - 6), f"#{position}", SMALL, ink, True, "md")


HAND_W, HAND_H = 112, 118


def private_key(view: dict[str, Any]) -> Any:
    """All that ``private`` may draw (with the names and marks): the hand, the viewer's home
    planet, and, while the viewer has a decision, the table its step may show."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    deciding = seat in view["to_act"]
    table = None
    if deciding:  # what the step's portals show: cards, ships, the collector, the next portal
        table = [view["portals"], view["homes"], view["hand_sizes"], view.get("step"), view["phase"]]
        table += [view["collecting"], view["next_portal"]]
    return [seat, view["hand"], view["homes"][seat], table, view.get("changed") if deciding else None]


def private(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's hand in position order, their aliens' powers, their home planet, and the
    step they decide, with its candidates marked: a hand's positions, another's planet, or
    the portals."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    places = _option_places(options)
    image, draw = kit.canvas(WIDTH, HEIGHT)
    hand = view["hand"]
    width = WIDTH - 2 * MARGIN
    title = words(msg("plunder-picture-your-hand", name=seat_name(names, seat)), locale)
    title += " · " + words(msg("plunder-picture-cards", n=len(hand)), locale)
    y = _lines(draw, (MARGIN, 8), title, width, HEAD, kit.INK, True, True, 5)
    y = _lines(draw, (MARGIN, y), words(msg("plunder-picture-hand-note"), locale), width, SMALL, kit.MUTED) + 4
    per_row = int((width + 8) // (HAND_W + 8))
    compact = bool(places["portal"] or places["card"])  # the portals need the room
    card_h = 80 if compact else HAND_H
    for k, card in enumerate(hand):
        x = MARGIN + (k % per_row) * (HAND_W + 8)
        cy = y + (k // per_row) * (card_h + 8)
        hand_card(draw, (x, cy, x + HAND_W, cy + card_h), card, k + 1, locale, compact)
        if card in places["hand"] and hand.index(card) == k:
            kit.option_mark(draw, (x + HAND_W - 4, cy + 4), places["hand"][card], SMALL, "ra")
    if hand:
        y += math.ceil(len(hand) / per_row) * (card_h + 8)
    else:
        y = _lines(draw, (MARGIN, y), words(msg("plunder-picture-hand-empty"), locale), width, BODY) + 6
    for alien in (c for c in dict.fromkeys(hand) if c in ALIENS):
        text = f"{ALIEN_ICON[alien]} " + words(
            msg("plunder-picture-power", alien=card_name(alien), power=power(alien)), locale
        )
        y = _lines(draw, (MARGIN, y), text, width, SMALL, kit.INK)
    y = _home(draw, view, seat, y + 6, places, locale)
    y = _step(image, view, names, places, y + 8, locale)
    return image.crop((0, 0, WIDTH, min(HEIGHT, round(y) + 8)))


def _home(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, y: float, places: dict[str, dict], locale: str
) -> float:
    """The viewer's home planet: sets (the score) and the eight relic slots, named."""
    home = view["homes"][seat]
    tiles_h = 30 + max(
        _height(words(short_name(k), locale), (WIDTH - 2 * MARGIN - 120 - 28) / 8 - 8, SMALL) for k in RELICS
    )
    box = (MARGIN - 4, y, WIDTH - MARGIN + 4, y + tiles_h + 20)
    kit.panel(draw, box)
    kit.seat_marker(draw, (MARGIN + 34, y + 10 + HEAD / 2), 24, seat, f"{home['sets']}/3", size=SMALL)
    label = words(msg("plunder-picture-sets-label"), locale)
    _lines(draw, (MARGIN + 4, y + 50), label, 66, SMALL, kit.MUTED, True)
    relic_tiles(
        draw, (MARGIN + 120, y + 10), WIDTH - 2 * MARGIN - 128, home["relics"], places["relic"], True, 8, locale
    )
    return box[3]


def _step(
    image: Image.Image, view: dict[str, Any], names: list[str], places: dict[str, dict], y: float, locale: str
) -> float:
    """The table as the viewer's decision needs it, with the candidates marked; returns the y
    below it (``y`` when the decision names nothing on the table)."""
    draw = ImageDraw.Draw(image)
    step = view.get("step") or {}
    width = WIDTH - 2 * MARGIN
    if places["position"]:
        target = step.get("target", 0)
        head = words(
            msg("plunder-picture-their-hand", name=seat_name(names, target), n=view["hand_sizes"][target]), locale
        )
        y = _lines(draw, (MARGIN, y), head, width, HEAD, kit.INK, True, True, 5) + 4
        per_row = 12
        w = (width - (per_row - 1) * 8) / per_row
        for k, (_position, code) in enumerate(sorted(places["position"].items())):
            x = MARGIN + (k % per_row) * (w + 8)
            cy = y + (k // per_row) * 60
            kit.rounded(draw, (x, cy, x + w, cy + 52), 6, (74, 66, 120), (150, 140, 200), 2)
            kit.option_mark(draw, (x + w / 2, cy + 26), code, SMALL + 2)
        return y + math.ceil(len(places["position"]) / per_row) * 60
    if places["steal"]:
        victim = step.get("victim", 0)
        head = words(msg("plunder-picture-their-planet", name=seat_name(names, victim)), locale)
        y = _lines(draw, (MARGIN, y), head, width, HEAD, kit.INK, True, True, 5) + 4
        relic = view["homes"][victim]["relics"]
        return y + relic_tiles(draw, (MARGIN, y), width, relic, places["steal"], True, 8, locale)
    if places["portal"] or places["card"]:
        y = _lines(
            draw, (MARGIN, y), words(msg("plunder-picture-portals"), locale), width, HEAD, kit.INK, True, True, 5
        )
        step_portal = step["portal"] + 1 if step.get("at") == "relic" else None
        stack = max(
            sum(strip_layout(words(short_name(c), locale), COL - 6).height + 3 for c in p["cards"])
            for p in view["portals"]
        )
        bottom = min(
            max(y + portals_top_height(view) + stack + 12, y + portals_top_height(view) + 3 * (LINE + 11)), HEIGHT - 8
        )
        portals(image, view, names, (MARGIN - 6, y, WIDTH - MARGIN + 6, bottom), places, step_portal, locale)
        return bottom
    return y
