"""Pictures of The Curious Rarities from Andromeda (Der Plunder von Andromeda): the public
table and a player's own picture.

Both are drawn 900 px wide so that, shown 550 px wide in Discord, the smallest text is 7 px
and names, scores and whose turn 12 px or more. Seats are told apart by colour and shape;
the turn cue is a white frame; what the last move changed wears a white-on-dark ring; options
that name a portal, a card, a hand position or a relic slot carry their code (``Option.mark``)
as a black-on-white badge at that place.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
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

WIDTH = 900
MARGIN = 12
SMALL = kit.px(kit.SMALL_PX, WIDTH)  # 13: the smallest text
BODY = SMALL + 2
NAME = kit.px(kit.HEADLINE_PX, WIDTH)  # 21: names, scores
COL = (WIDTH - 2 * MARGIN) / len(PORTALS)  # one column per portal
SHIP_STEP = 30
SHIPS_SHOWN = 4
CARD_H = 28
MAX_CARDS = 5
PANEL_H = 164
LOG_LINES = 4

ALIEN_FILL = (120, 70, 170)
SABORTAL_FILL = (28, 24, 30)
SABORTAL_EDGE = (230, 60, 60)
ALIEN_ICON = {"pilferer": "☚", "schemer": "♞", "timethief": "⟲"}


def _initial(names: list[str], seat: int) -> str:
    return seat_name(names, seat)[:1].upper()


def words(text: Msg | str | dict, locale: str, names: list[str] | None = None) -> str:
    """A message (or a text from the view) worded in ``locale``, seats by their names."""
    return localize(text, locale, names)


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


def mini_card(draw: ImageDraw.ImageDraw, box: kit.Box, card: str, locale: str) -> None:
    """A one-line card: a coloured strip with the kind's sign and short name."""
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=edge, width=1)
    ink = kit.ink_on(fill)
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    if card in COLOURS:
        symbol(draw, card, (x0 + 11, cy), 7, ink)
    else:
        kit.text(draw, (x0 + 11, cy), ALIEN_ICON.get(card, "!"), SMALL, ink, True, "mm")
    name = words(short_name(card), locale)
    kit.text(draw, (x0 + 21, cy), kit.fit_text(name, x1 - x0 - 23, SMALL, True), SMALL, ink, True, "lm")


def ship(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, names: list[str]) -> None:
    """A landed ship: a saucer rim under the seat's marker (its colour, shape and initial)."""
    x, y = centre
    draw.ellipse((x - 30, y - 5, x + 30, y + 9), fill=(90, 100, 130), outline=kit.INK, width=1)
    kit.seat_marker(draw, (x, y), 12, seat, _initial(names, seat), size=SMALL)


def relic_tiles(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    width: float,
    relics: dict[str, int],
    marks: dict[str, str] | None = None,
    labels: bool = False,
    locale: str = "en",
) -> float:
    """Eight relic slots in two rows of four: sign, count out of three (gold edge when full),
    with the name when ``labels``; ``marks`` puts an option code on a kind's slot. Returns the
    height used."""
    tile_w = (width - 3 * 6) / 4
    tile_h = 46 if labels else 30
    for i, kind in enumerate(RELICS):
        tx = x + (i % 4) * (tile_w + 6)
        ty = y + (i // 4) * (tile_h + 6)
        count = relics[kind]
        fill = COLOURS[kind] if count else (44, 50, 74)
        full = count >= 3
        draw.rounded_rectangle(
            (tx, ty, tx + tile_w, ty + tile_h),
            radius=5,
            fill=fill,
            outline=kit.HIGHLIGHT if full else kit.PANEL_EDGE,
            width=3 if full else 1,
        )
        ink = kit.ink_on(fill) if count else kit.MUTED
        symbol(draw, kind, (tx + 14, ty + 15), 8, ink)
        kit.text(draw, (tx + tile_w - 6, ty + 15), f"{count}/3", BODY, ink, True, "rm")
        if labels:
            name = kit.fit_text(words(short_name(kind), locale), tile_w - 10, SMALL)
            kit.text(draw, (tx + 6, ty + tile_h - 4), name, SMALL, ink, False, "ld")
        if marks and kind in marks:
            kit.option_mark(draw, (tx + tile_w / 2, ty + 15), marks[kind], SMALL + 2)
    return 2 * tile_h + 6


def relic_legend(draw: ImageDraw.ImageDraw, y: float, locale: str) -> None:
    """Which sign is which relic, in one line."""
    x = MARGIN + 4
    step = (WIDTH - 2 * MARGIN) / len(RELICS)
    for kind in RELICS:
        symbol(draw, kind, (x + 8, y), 7, COLOURS[kind])
        name = kit.fit_text(words(short_name(kind), locale), step - 24, SMALL)
        kit.text(draw, (x + 19, y), name, SMALL, kit.MUTED, False, "lm")
        x += step


# --- the portals, shared by the board and a player's step ---------------------------------------

PORTALS_H = 56 + SHIPS_SHOWN * SHIP_STEP + 70 + MAX_CARDS * (CARD_H + 4) + 8


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


def _landing_portal(view: dict[str, Any]) -> int | None:
    """The portal (1-based) the table is exploring next, or the one being landed at."""
    phase = view["phase"]
    if phase == "explore":
        return view["next_portal"]
    if phase == "land":  # the portal just explored: the one before "next"
        return (view["next_portal"] or len(PORTALS) + 1) - 1
    return None


def portals(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    top: float,
    places: dict[str, dict],
    step_portal: int | None = None,
    locale: str = "en",
) -> None:
    """The ten portals from ``top``: number, landed ships (first lander lowest), the cards
    under each; the next portal (or the one being landed at) framed white; changed portals
    ringed; option codes on portals and cards."""
    kit.panel(draw, (MARGIN - 6, top, WIDTH - MARGIN + 6, top + PORTALS_H - 4))
    target = _landing_portal(view)
    landing = view["phase"] == "land"
    collecting = view["collecting"]
    rank = {s: k + 1 for k, (s, _) in enumerate(collecting["order"])} if collecting else {}
    changed = set(view.get("changed", {}).get("portals", []))
    ring_y = top + 56 + SHIPS_SHOWN * SHIP_STEP + 22
    cards_y = ring_y + 44
    for p in view["portals"]:
        i = p["index"] - 1
        cx = MARGIN + i * COL + COL / 2
        x0, x1 = cx - COL / 2 + 3, cx + COL / 2 - 3
        if p["index"] in changed:
            kit.changed_box(draw, (x0 + 1, top + 6, x1 - 1, top + PORTALS_H - 12), radius=8)
        kit.text(draw, (cx, top + 12), f"#{p['index']}", BODY, kit.MUTED, True, "ma")
        ships = p["ships"]
        for k, seat in enumerate(ships[:SHIPS_SHOWN]):
            sy = ring_y - 52 - k * SHIP_STEP
            ship(draw, (cx - 6, sy), seat, names)
            if seat in rank:  # collecting order; the collector's is framed white
                now = collecting["seat"] == seat
                kit.token(draw, (cx + 28, sy), 11, kit.TURN if now else kit.PANEL, str(rank[seat]), size=SMALL)
        if len(ships) > SHIPS_SHOWN:
            kit.text(draw, (cx, top + 34), f"+{len(ships) - SHIPS_SHOWN}", SMALL, kit.INK, True, "ma")
        is_target = target == p["index"]
        r = 25
        draw.ellipse((cx - r, ring_y - r, cx + r, ring_y + r), fill=(36, 30, 70), outline=(120, 130, 200), width=3)
        if is_target:
            draw.ellipse((cx - r - 5, ring_y - r - 5, cx + r + 5, ring_y + r + 5), outline=kit.TURN, width=4)
            cue = words(msg("plunder-picture-land" if landing else "plunder-picture-next"), locale)
            kit.text(draw, (cx, ring_y + r + 8), kit.fit_text(cue, COL - 4, SMALL, True), SMALL, kit.TURN, True, "ma")
        kit.text(draw, (cx, ring_y), str(p["number"]), 22, kit.INK, True, "mm")
        code = places["portal"].get(p["index"]) or (places["portal"].get("land") if is_target and landing else None)
        if code:
            kit.option_mark(draw, (cx + r - 2, ring_y - r + 2), code, SMALL + 2)
        cards = p["cards"]
        shown = cards[:MAX_CARDS] if len(cards) <= MAX_CARDS else cards[: MAX_CARDS - 1]
        first_seen: set[str] = set()
        for k, card in enumerate(shown):
            y0 = cards_y + k * (CARD_H + 4)
            mini_card(draw, (x0, y0, x1, y0 + CARD_H), card, locale)
            if card in first_seen:
                continue
            first_seen.add(card)
            mark = places["card"].get((p["index"], card))
            if mark is None and step_portal == p["index"]:
                mark = places["card"].get(("step", card))
            if mark:
                kit.option_mark(draw, (x1 - 2, y0 + CARD_H / 2), mark, SMALL, "rm")
        if len(cards) > len(shown):
            y0 = cards_y + len(shown) * (CARD_H + 4)
            rest = cards[len(shown) :]
            more = kit.fit_text(words(msg("plunder-picture-more", n=len(rest)), locale), COL - 4, SMALL, True)
            kit.text(draw, (cx, y0 + 4), more, SMALL, kit.MUTED, True, "ma")
            marks = [places["card"].get((p["index"], c)) or "" for c in dict.fromkeys(rest) if c not in first_seen]
            for k, mark in enumerate(m for m in marks if m):
                kit.option_mark(draw, (x0 + 14 + k * 36, y0 + 34), mark, SMALL, "lm")


# --- the public table ------------------------------------------------------------------------

PORTAL_TOP = 78
PLAYERS_Y = PORTAL_TOP + PORTALS_H + 30


def _static_board(players: int) -> Image.Image:
    rows = math.ceil(players / 3)
    height = PLAYERS_Y + rows * (PANEL_H + 10) + 30 + LOG_LINES * (BODY + 6) + 10
    image, _draw = kit.canvas(WIDTH, height)
    return image


def board(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image:
    """The public table: portals with their cards and landed ships, planets, hands, whose turn."""
    n = view["players"]
    image = kit.static_layer(("plunder", n, WIDTH), lambda: _static_board(n))
    draw = ImageDraw.Draw(image)
    status = words(view["status"], locale, names)
    title = words(msg("plunder-picture-title", mission=view["mission"]), locale)
    head = kit.title_bar(draw, WIDTH, title, status)
    places = _option_places(options)
    top = max(PORTAL_TOP - 26, head + 6)
    portals(draw, view, names, top, places, locale=locale)
    relic_legend(draw, top + PORTALS_H + 10, locale)
    _players(draw, view, names, locale)
    _log(draw, view, names, image.height, locale)
    return image


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], locale: str) -> None:
    n = view["players"]
    width = (WIDTH - 2 * MARGIN - 2 * 10) / 3
    landed_at = {seat: p["index"] for p in view["portals"] for seat in p["ships"]}
    winners = set(view["outcome"]["winners"]) if view["outcome"] else set()
    changed = set(view.get("changed", {}).get("homes", []))
    for seat in range(n):
        x = MARGIN + (seat % 3) * (width + 10)
        y = PLAYERS_Y + (seat // 3) * (PANEL_H + 10)
        acting = seat in view["to_act"]
        kit.panel(draw, (x, y, x + width, y + PANEL_H))
        if acting:
            kit.turn_frame(draw, (x, y, x + width, y + PANEL_H))
        kit.seat_marker(draw, (x + 20, y + 22), 12, seat, _initial(names, seat), size=SMALL)
        name = kit.fit_text(seat_name(names, seat), width - 46, NAME, True)
        kit.text(draw, (x + 38, y + 22), name, NAME, kit.INK, True, "lm", headline=True)
        # hand size, sets (the score) and where the ship is
        home = view["homes"][seat]
        sets = words(msg("plunder-picture-sets", n=home["sets"]), locale)
        sets_w = kit.text_width(sets, NAME, True)
        kit.text(draw, (x + width - 10, y + 54), sets, NAME, kit.INK, True, "rm", headline=True)
        size = view["hand_sizes"][seat]
        draw.rounded_rectangle((x + 12, y + 45, x + 26, y + 63), radius=3, fill=(74, 66, 120), outline=(150, 140, 200))
        in_hand = kit.fit_text(words(msg("plunder-picture-in-hand", n=size), locale), width - sets_w - 50, BODY)
        kit.text(draw, (x + 32, y + 54), in_hand, BODY, kit.MUTED, False, "lm")
        badge = ""
        fill = kit.PANEL
        if seat in winners:
            badge, fill = words(msg("plunder-picture-winner"), locale), kit.GOOD
        elif seat in view["flying"]:
            badge, fill = words(msg("plunder-picture-flying"), locale), (120, 190, 255)
        elif seat in landed_at:
            badge, fill = words(msg("plunder-picture-landed", n=landed_at[seat]), locale), kit.GOOD
        if seat == view["starting_pass"]:
            badge = (badge + " · " + words(msg("plunder-picture-pass"), locale)).strip(" ·")
        if badge:
            w = kit.text_width(badge, SMALL, True) + 14
            draw.rounded_rectangle((x + 12, y + 70, x + 12 + w, y + 90), radius=9, fill=fill)
            kit.text(draw, (x + 12 + w / 2, y + 80), badge, SMALL, kit.ink_on(fill), True, "mm")
        if seat in changed:
            kit.changed_box(draw, (x + 8, y + 94, x + width - 8, y + PANEL_H - 6), radius=6)
        relic_tiles(draw, x + 10, y + 96, width - 20, home["relics"], locale=locale)


def _log(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], height: int, locale: str) -> None:
    line_h = BODY + 6
    y = height - LOG_LINES * line_h - 14
    draw.line([(MARGIN, y - 8), (WIDTH - MARGIN, y - 8)], fill=kit.PANEL_EDGE)
    pile = words(msg("plunder-picture-pile", n=view["draw_pile"]), locale)
    kit.text(draw, (WIDTH - MARGIN, y), pile, BODY, kit.MUTED, True, "ra")
    room = WIDTH - 2 * MARGIN - kit.text_width(pile, BODY, True) - 16
    entries = [e["text"] for e in view["log"] if e["to"] is None][-LOG_LINES:]
    for k, line in enumerate(entries):
        line = kit.fit_text(words(line, locale, names), room if k == 0 else WIDTH - 2 * MARGIN, BODY)
        kit.text(draw, (MARGIN, y + k * line_h), line, BODY, kit.INK)


# --- the private picture -----------------------------------------------------------------------

HAND_W, HAND_H, PER_ROW = 102, 132, 8


def hand_card(draw: ImageDraw.ImageDraw, box: kit.Box, card: str, position: int, locale: str) -> None:
    """One card of a hand, large: relic with its sign, alien with its icon, or the sabortal."""
    x0, y0, x1, y1 = box
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    draw.rounded_rectangle(box, radius=9, fill=fill, outline=edge, width=3)
    ink = kit.ink_on(fill)
    cx = (x0 + x1) / 2
    if card == SABORTAL:
        for r in (28, 19, 10):
            draw.ellipse((cx - r, y0 + 44 - r, cx + r, y0 + 44 + r), outline=SABORTAL_EDGE, width=3)
        name = kit.fit_text(words(short_name(card), locale), x1 - x0 - 8, BODY, True)
        kit.text(draw, (cx, y0 + 82), name, BODY, SABORTAL_EDGE, True, "ma")
    elif card in ALIENS:
        kit.text(draw, (cx, y0 + 8), words(msg("plunder-picture-alien"), locale), SMALL, ink, True, "ma")
        kit.text(draw, (cx, y0 + 48), ALIEN_ICON[card], 30, ink, True, "mm")
        name = kit.fit_text(words(short_name(card), locale), x1 - x0 - 8, SMALL, True)
        kit.text(draw, (cx, y0 + 78), name, SMALL, ink, True, "ma")
    else:
        draw.ellipse((cx - 30, y0 + 12, cx + 30, y0 + 72), fill=ink)
        symbol(draw, card, (cx, y0 + 42), 20, fill)
        name = kit.fit_text(words(short_name(card), locale), x1 - x0 - 8, SMALL, True)
        kit.text(draw, (cx, y0 + 80), name, SMALL, ink, True, "ma")
    kit.text(draw, (cx, y1 - 8), f"#{position}", BODY, ink, True, "md")


def private_key(view: dict[str, Any]) -> Any:
    """All that ``private`` may draw (with the names and marks): the hand, the viewer's home
    planet, and, while the viewer has a decision, the table its step may show."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    deciding = seat in view["to_act"]
    table = [view["portals"], view["homes"], view["hand_sizes"], view.get("step"), view["phase"]] if deciding else None
    return [seat, view["hand"], view["homes"][seat], table, view.get("changed") if deciding else None]


def private(
    view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None, locale: str = "en"
) -> Image.Image | None:
    """The viewer's hand in position order, their home planet, and the step they decide,
    with its candidates marked: a hand's positions, another's planet, or the portals."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    places = _option_places(options)
    hand = view["hand"]
    aliens = [c for c in dict.fromkeys(hand) if c in ALIENS]
    rows = max(1, math.ceil(len(hand) / PER_ROW))
    step = _step_height(view, places)
    powers = [
        kit.wrap(
            f"{ALIEN_ICON[a]} " + words(msg("plunder-picture-power", alien=card_name(a), power=power(a)), locale),
            WIDTH - 2 * MARGIN,
            BODY,
        )
        for a in aliens
    ]
    height = 80 + rows * (HAND_H + 10) + sum(len(lines) for lines in powers) * (BODY + 8) + 170 + step
    image, draw = kit.canvas(WIDTH, height)
    title = words(msg("plunder-picture-your-hand", name=seat_name(names, seat)), locale)
    head = kit.title_bar(draw, WIDTH, title, words(msg("plunder-picture-cards", n=len(hand)), locale))
    y = head + 10
    note = kit.fit_text(words(msg("plunder-picture-hand-note"), locale), WIDTH - 2 * MARGIN, SMALL)
    kit.text(draw, (MARGIN, y), note, SMALL, kit.MUTED)
    y += SMALL + 10
    for k, card in enumerate(hand):
        x = MARGIN + (k % PER_ROW) * (HAND_W + 8)
        cy = y + (k // PER_ROW) * (HAND_H + 10)
        hand_card(draw, (x, cy, x + HAND_W, cy + HAND_H), card, k + 1, locale)
        if card in places["hand"] and hand.index(card) == k:
            kit.option_mark(draw, (x + HAND_W - 4, cy + 4), places["hand"][card], SMALL + 2, "ra")
    if not hand:
        empty = kit.fit_text(words(msg("plunder-picture-hand-empty"), locale), WIDTH - 2 * MARGIN, BODY)
        kit.text(draw, (MARGIN, y + 20), empty, BODY, kit.INK)
    y += rows * (HAND_H + 10)
    for lines in powers:
        for line in lines:
            kit.text(draw, (MARGIN, y), line, BODY, kit.INK)
            y += BODY + 8
    # the home planet
    home = view["homes"][seat]
    kit.panel(draw, (MARGIN - 4, y, WIDTH - MARGIN + 4, y + 160))
    kit.seat_marker(draw, (MARGIN + 44, y + 52), 30, seat, f"{home['sets']}/3", size=NAME)
    sets = kit.fit_text(words(msg("plunder-picture-sets-label"), locale), 90, BODY, True)
    kit.text(draw, (MARGIN + 44, y + 100), sets, BODY, kit.MUTED, True, "ma", headline=False)
    tiles_w = WIDTH - 2 * MARGIN - 110
    relic_tiles(draw, MARGIN + 100, y + 12, tiles_w, home["relics"], places["relic"], labels=True, locale=locale)
    y += 170
    if step:
        _step(draw, view, names, places, y, locale)
    return image


def _step_height(view: dict[str, Any], places: dict[str, dict]) -> int:
    if places["position"]:
        return 60 + 2 * 70
    if places["steal"]:
        return 60 + 2 * 52
    if places["portal"] or places["card"]:
        return PORTALS_H + 40
    return 0


def _step(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], places: dict[str, dict], y: float, locale: str
) -> None:
    """The table as the viewer's decision needs it, with the candidates marked."""
    step = view.get("step") or {}
    if places["position"]:
        target = step.get("target", 0)
        size = view["hand_sizes"][target]
        head = words(msg("plunder-picture-their-hand", name=seat_name(names, target), n=size), locale)
        head = kit.fit_text(head, WIDTH - 2 * MARGIN, NAME, True)
        kit.text(draw, (MARGIN, y + 8), head, NAME, kit.INK, True, headline=True)
        per_row = 10
        w = (WIDTH - 2 * MARGIN - (per_row - 1) * 8) / per_row
        for k, (_position, code) in enumerate(sorted(places["position"].items())):
            x = MARGIN + (k % per_row) * (w + 8)
            cy = y + 44 + (k // per_row) * 70
            draw.rounded_rectangle(
                (x, cy, x + w, cy + 62), radius=6, fill=(74, 66, 120), outline=(150, 140, 200), width=2
            )
            kit.option_mark(draw, (x + w / 2, cy + 31), code, NAME)
        return
    if places["steal"]:
        victim = step.get("victim", 0)
        head = words(msg("plunder-picture-their-planet", name=seat_name(names, victim)), locale)
        head = kit.fit_text(head, WIDTH - 2 * MARGIN, NAME, True)
        kit.text(draw, (MARGIN, y + 8), head, NAME, kit.INK, True, headline=True)
        relic = view["homes"][victim]["relics"]
        relic_tiles(draw, MARGIN, y + 44, WIDTH - 2 * MARGIN, relic, places["steal"], labels=True, locale=locale)
        return
    kit.text(draw, (MARGIN, y + 8), words(msg("plunder-picture-portals"), locale), NAME, kit.INK, True, headline=True)
    step_portal = step["portal"] + 1 if step.get("at") == "relic" else None
    portals(draw, view, names, y + 36, places, step_portal, locale)
