"""Pictures of The Curious Rarities from Andromeda (Der Plunder von Andromeda): the public table and a player's hand."""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from games.core import name_seats
from games.plunder.cards import ALIENS, COLOURS, NAMES, PORTALS, POWERS, RELICS, SABORTAL, SHORT, SYMBOLS
from renderers import kit

WIDTH = 1200
MARGIN = 16
COL = (WIDTH - 2 * MARGIN) // len(PORTALS)  # one column per portal
PORTAL_TOP = 54
SHIP_ZONE = 112  # height of the landing stack above each portal
PORTAL_Y = PORTAL_TOP + SHIP_ZONE + 40  # centre of the portal rings
CARDS_Y = PORTAL_Y + 52
CARD_H = 24
MAX_CARDS = 5
PLAYERS_Y = CARDS_Y + MAX_CARDS * (CARD_H + 4) + 18
PANEL_H = 150
LOG_LINES = 5

ALIEN_FILL = (120, 70, 170)
SABORTAL_FILL = (28, 24, 30)
SABORTAL_EDGE = (230, 60, 60)
ALIEN_ICON = {"pilferer": "☚", "schemer": "♞", "timethief": "⟲"}


def _name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else f"Seat {seat + 1}"


def named(line: str, names: list[str]) -> str:
    """An engine line with "Seat N" replaced by the seat's display name."""
    return name_seats(line, names)


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


def mini_card(draw: ImageDraw.ImageDraw, box: kit.Box, card: str) -> None:
    """A one-line card: a coloured strip with the kind's sign and short name."""
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=edge, width=1)
    ink = kit.ink_on(fill)
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    if card in COLOURS:
        symbol(draw, card, (x0 + 12, cy), 6, ink)
    else:
        kit.text(draw, (x0 + 12, cy), ALIEN_ICON.get(card, "!"), 12, ink, True, "mm")
    kit.text(draw, (x0 + 23, cy), kit.fit_text(SHORT[card], x1 - x0 - 27, 12, True), 12, ink, True, "lm")


def ship(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: kit.Colour, label: str) -> None:
    """A little saucer in the seat's colour with a label."""
    x, y = centre
    draw.ellipse((x - 16, y - 13, x + 16, y + 1), fill=(200, 220, 240), outline=kit.INK)
    draw.ellipse((x - 46, y - 8, x + 46, y + 9), fill=colour, outline=kit.INK, width=1)
    kit.text(draw, (x, y + 1), label, 12, kit.ink_on(colour), True, "mm")


def _home_planet(
    draw: ImageDraw.ImageDraw, x: float, y: float, relics: dict[str, int], width: float, size: int = 12
) -> None:
    """Eight relic tiles in two rows of four: sign, count out of three, gold edge when complete."""
    tile_w = (width - 3 * 6) / 4
    tile_h = 34
    for i, kind in enumerate(RELICS):
        tx = x + (i % 4) * (tile_w + 6)
        ty = y + (i // 4) * (tile_h + 6)
        count = relics[kind]
        fill = COLOURS[kind] if count else (44, 50, 74)
        edge = kit.HIGHLIGHT if count >= 3 else kit.PANEL_EDGE
        draw.rounded_rectangle(
            (tx, ty, tx + tile_w, ty + tile_h), radius=5, fill=fill, outline=edge, width=3 if count >= 3 else 1
        )
        ink = kit.ink_on(fill) if count else kit.MUTED
        symbol(draw, kind, (tx + 13, ty + tile_h / 2), 7, ink)
        kit.text(draw, (tx + 23, ty + 4), kit.fit_text(SHORT[kind], tile_w - 24, size - 2), size - 2, ink, False, "la")
        kit.text(draw, (tx + tile_w - 5, ty + tile_h - 3), f"{count}/3", size - 2, ink, count >= 3, "rd")
        for k in range(3):  # three pips: how many placed
            px = tx + 30 + k * 13
            py = ty + tile_h - 9
            on = k < count
            draw.ellipse((px - 4, py - 4, px + 4, py + 4), fill=ink if on else None, outline=ink, width=1)


# --- the public table ------------------------------------------------------------------------


def _static_board(players: int) -> Image.Image:
    rows = math.ceil(players / 3)
    height = PLAYERS_Y + rows * (PANEL_H + 10) + 30 + LOG_LINES * 19
    image, draw = kit.canvas(WIDTH, height)
    # a faint star field, fixed so the layer can be cached
    for k in range(160):
        sx = (k * 7919) % WIDTH
        sy = 46 + (k * 104729) % (height - 50)
        shade = 60 + (k * 37) % 90
        draw.point((sx, sy), fill=(shade, shade, shade + 20))
    kit.panel(draw, (MARGIN - 6, PORTAL_TOP - 4, WIDTH - MARGIN + 6, PLAYERS_Y - 8), "")
    for i in range(len(PORTALS)):
        cx = MARGIN + i * COL + COL / 2
        draw.line([(cx, PORTAL_TOP + 18), (cx, PORTAL_Y - 30)], fill=(50, 58, 90), width=1)
        kit.text(draw, (cx, PORTAL_TOP + 6), f"#{i + 1}", 12, kit.MUTED, True, "ma")
    return image


def board(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The public table: portals with their cards and landed ships, planets, hands, whose turn."""
    n = view["players"]
    image = kit.static_layer(("plunder", n), lambda: _static_board(n))
    draw = ImageDraw.Draw(image)
    status = named(view["status"], names)
    kit.title_bar(draw, WIDTH, f"The Curious Rarities · Mission {view['mission']}", status)
    _portals(draw, view, names)
    _players(draw, view, names)
    _log(draw, view, names, image.height)
    return image


def _portals(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    next_portal = view["next_portal"] if view["phase"] in ("explore", "land") else None
    exploring = view["phase"] == "explore"
    collecting = view["collecting"]
    rank = {s: k + 1 for k, (s, _) in enumerate(collecting["order"])} if collecting else {}
    for p in view["portals"]:
        i = p["index"] - 1
        cx = MARGIN + i * COL + COL / 2
        # landed ships: earliest at the bottom, later ones stacked above
        for k, seat in enumerate(p["ships"]):
            sy = PORTAL_Y - 44 - k * 19
            ship(draw, (cx, sy), kit.seat_colour(seat), kit.fit_text(_name(names, seat), 80, 12, True))
            if seat in rank:  # collecting order badge; the current collector's is lit
                now = collecting["seat"] == seat
                kit.token(draw, (cx + 48, sy), 8, kit.HIGHLIGHT if now else kit.PANEL, str(rank[seat]))
        is_next = next_portal == p["index"]
        ring = kit.HIGHLIGHT if is_next else (120, 130, 200)
        r = 24
        draw.ellipse((cx - r - 6, PORTAL_Y - r - 6, cx + r + 6, PORTAL_Y + r + 6), outline=(60, 70, 120), width=3)
        draw.ellipse((cx - r, PORTAL_Y - r, cx + r, PORTAL_Y + r), fill=(36, 30, 70), outline=ring, width=4)
        kit.text(draw, (cx, PORTAL_Y), str(p["number"]), 24, kit.INK, True, "mm")
        if is_next:
            word = "next" if exploring else "land?"
            kit.text(draw, (cx, PORTAL_Y + r + 8), word, 12, kit.HIGHLIGHT, True, "ma")
        cards = p["cards"]
        shown = cards[:MAX_CARDS] if len(cards) <= MAX_CARDS else cards[: MAX_CARDS - 1]
        for k, card in enumerate(shown):
            y0 = CARDS_Y + k * (CARD_H + 4)
            mini_card(draw, (cx - COL / 2 + 4, y0, cx + COL / 2 - 4, y0 + CARD_H), card)
        if len(cards) > len(shown):
            y0 = CARDS_Y + len(shown) * (CARD_H + 4)
            kit.text(draw, (cx, y0 + 4), f"+{len(cards) - len(shown)} more", 12, kit.MUTED, True, "ma")
    if max(len(p["cards"]) for p in view["portals"]) < MAX_CARDS:
        hint = (
            "Ships stack in landing order, first lander at the bottom. "
            "After a mission, landed ships collect from the farthest portal first."
        )
        kit.text(draw, (MARGIN + 4, PLAYERS_Y - 30), hint, 12, kit.MUTED)


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    n = view["players"]
    width = (WIDTH - 2 * MARGIN - 2 * 10) / 3
    landed_at = {seat: p["index"] for p in view["portals"] for seat in p["ships"]}
    winners = set(view["outcome"]["winners"]) if view["outcome"] else set()
    for seat in range(n):
        x = MARGIN + (seat % 3) * (width + 10)
        y = PLAYERS_Y + (seat // 3) * (PANEL_H + 10)
        colour = kit.seat_colour(seat)
        acting = seat in view["to_act"]
        kit.panel(draw, (x, y, x + width, y + PANEL_H), edge=kit.HIGHLIGHT if acting else kit.PANEL_EDGE)
        draw.rounded_rectangle((x + 8, y + 8, x + 22, y + 22), radius=4, fill=colour)
        name = kit.fit_text(_name(names, seat), width - 190, 16, True)
        kit.text(draw, (x + 30, y + 15), name, 16, kit.INK, True, "lm")
        badges = []
        if seat == view["starting_pass"]:
            badges.append(("PASS", kit.HIGHLIGHT))
        if seat in winners:
            badges.append(("WINNER", kit.GOOD))
        elif seat in view["flying"]:
            badges.append(("flying", (120, 190, 255)))
        elif seat in landed_at:
            badges.append((f"landed #{landed_at[seat]}", kit.GOOD))
        bx = x + width - 8
        for label, fill in reversed(badges):
            w = kit.text_width(label, 12, True) + 12
            draw.rounded_rectangle((bx - w, y + 6, bx, y + 24), radius=8, fill=fill)
            kit.text(draw, (bx - w / 2, y + 15), label, 12, kit.ink_on(fill), True, "mm")
            bx -= w + 6
        # hand: face-down cards
        size = view["hand_sizes"][seat]
        shown = min(size, 10)
        for k in range(shown):
            hx = x + 12 + k * 8
            draw.rounded_rectangle((hx, y + 33, hx + 16, y + 55), radius=3, fill=(74, 66, 120), outline=(150, 140, 200))
        hand_x = x + 12 + shown * 8 + 14
        kit.text(draw, (hand_x, y + 44), f"{size} in hand", 13, kit.MUTED, False, "lm")
        home = view["homes"][seat]
        sets = f"Sets {home['sets']}/3 · {home['placed']} placed"
        kit.text(draw, (x + width - 10, y + 44), sets, 13, kit.HIGHLIGHT if home["sets"] else kit.INK, True, "rm")
        _home_planet(draw, x + 10, y + 64, home["relics"], width - 20)
        if acting:
            draw.rectangle((x + 2, y + PANEL_H - 5, x + width - 2, y + PANEL_H - 2), fill=kit.HIGHLIGHT)


def _log(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], height: int) -> None:
    y = height - LOG_LINES * 19 - 18
    draw.line([(MARGIN, y - 6), (WIDTH - MARGIN, y - 6)], fill=kit.PANEL_EDGE)
    pile = f"Draw pile: {view['draw_pile']} cards"
    kit.text(draw, (WIDTH - MARGIN, y), pile, 13, kit.MUTED, True, "ra")
    entries = [e["text"] for e in view["log"] if e["to"] is None][-LOG_LINES:]
    for k, line in enumerate(entries):
        line = kit.fit_text(named(line, names), WIDTH - 2 * MARGIN - 170, 14)
        kit.text(draw, (MARGIN, y + k * 19), line, 14, kit.INK)


# --- the private picture -----------------------------------------------------------------------

HAND_W, HAND_H, PER_ROW = 134, 186, 8


def hand_card(draw: ImageDraw.ImageDraw, box: kit.Box, card: str, position: int) -> None:
    """One card of a hand, large: relic with its sign, alien with its power, or the sabortal."""
    x0, y0, x1, y1 = box
    fill = _card_fill(card)
    edge = SABORTAL_EDGE if card == SABORTAL else kit.INK
    draw.rounded_rectangle(box, radius=9, fill=fill, outline=edge, width=3)
    ink = kit.ink_on(fill)
    cx = (x0 + x1) / 2
    if card == SABORTAL:
        for r in (34, 24, 14):
            draw.ellipse((cx - r, y0 + 62 - r, cx + r, y0 + 62 + r), outline=SABORTAL_EDGE, width=3)
        kit.text(draw, (cx, y0 + 108), "SABORTAL", 15, SABORTAL_EDGE, True, "ma")
        for k, line in enumerate(kit.wrap("Drawn from you, it ends the mission", x1 - x0 - 14, 11)):
            kit.text(draw, (cx, y0 + 130 + k * 14), line, 11, kit.INK, False, "ma")
    elif card in ALIENS:
        kit.text(draw, (cx, y0 + 10), "ALIEN", 11, ink, True, "ma")
        kit.text(draw, (cx, y0 + 44), ALIEN_ICON[card], 30, ink, True, "mm")
        kit.text(draw, (cx, y0 + 68), NAMES[card], 15, ink, True, "ma")
        for k, line in enumerate(kit.wrap(POWERS[card], x1 - x0 - 12, 11)[:6]):
            kit.text(draw, (cx, y0 + 90 + k * 13), line, 11, ink, False, "ma")
    else:
        draw.ellipse((cx - 38, y0 + 22, cx + 38, y0 + 98), fill=ink)
        symbol(draw, card, (cx, y0 + 60), 25, fill)
        for k, line in enumerate(kit.wrap(NAMES[card], x1 - x0 - 12, 14, True)[:3]):
            kit.text(draw, (cx, y0 + 110 + k * 17), line, 14, ink, True, "ma")
    kit.text(draw, (cx, y1 - 8), f"position {position}", 11, ink, False, "md")


def private_key(view: dict[str, Any]) -> Any:
    """All that ``private`` draws (with the names): the hand and the viewer's home planet."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    return [seat, view["hand"], view["homes"][seat]]


def private(view: dict[str, Any], names: list[str]) -> Image.Image | None:
    """The viewer's hand in position order, and their home planet."""
    seat = view["seat"]
    if seat is None or "hand" not in view:
        return None
    hand = view["hand"]
    rows = max(1, math.ceil(len(hand) / PER_ROW))
    height = 44 + 34 + rows * (HAND_H + 12) + 130
    image, draw = kit.canvas(WIDTH, height)
    kit.title_bar(draw, WIDTH, f"Your hand · {_name(names, seat)}", f"{len(hand)} cards")
    kit.text(
        draw, (MARGIN, 56), "Cards in the order of their positions (others only see how many you hold).", 14, kit.MUTED
    )
    for k, card in enumerate(hand):
        x = MARGIN + (k % PER_ROW) * (HAND_W + 12)
        y = 80 + (k // PER_ROW) * (HAND_H + 12)
        hand_card(draw, (x, y, x + HAND_W, y + HAND_H), card, k + 1)
    if not hand:
        kit.text(draw, (MARGIN, 100), "Your hand is empty while your sabortal is out.", 16, kit.INK)
    y = 80 + rows * (HAND_H + 12)
    home = view["homes"][seat]
    kit.panel(draw, (MARGIN - 4, y, WIDTH - MARGIN + 4, height - 8), "")
    draw.ellipse((MARGIN + 8, y + 14, MARGIN + 88, y + 94), fill=kit.seat_colour(seat), outline=kit.INK, width=2)
    kit.text(draw, (MARGIN + 48, y + 54), f"{home['sets']}/3", 20, kit.ink_on(kit.seat_colour(seat)), True, "mm")
    kit.text(draw, (MARGIN + 48, y + 100), "sets", 12, kit.MUTED, True, "ma")
    _home_planet(draw, MARGIN + 110, y + 16, home["relics"], WIDTH - 2 * MARGIN - 130, 14)
    return image
