"""Pictures of Planetarium: the public table and a player's hand."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, name_seats, seat_label
from games.planetarium.components import CARDS, GASEOUS, KINDS, PLANETS, ROMAN, SPACES, Card
from renderers import kit

View = dict[str, Any]
Draw = ImageDraw.ImageDraw

WIDTH = 1200
BOARD = 700  # the square board, left
BX, BY = 10, 54
CX, CY = BX + BOARD / 2, BY + BOARD / 2
RING_RADIUS = {k: 58 + (k - 1) * 44 for k in range(1, 7)}
ARM_RADIUS = 330

MATTER_COLOURS = {"G": (150, 215, 235), "R": (176, 126, 86), "W": (52, 110, 230), "M": (205, 205, 218)}
FACE_DOWN = (70, 70, 84)
PLANET_FILL = {"gas": (232, 170, 90), "terra": (112, 176, 96)}
HABITABLE = (90, 210, 120)
HOSTILE = (226, 84, 72)
DECK_COLOURS = {"low": (58, 100, 160), "high": (128, 70, 150), "final": (168, 128, 40)}
CORNER = {"A": "nw", "B": "ne", "C": "se", "D": "sw"}  # each planet's picture sits in its start corner


_sprites: dict[tuple, Image.Image] = {}


def _token_sprite(radius: float, fill, label: str) -> Image.Image:
    """A round token as a small RGBA image, drawn once and pasted (text is the slow part)."""
    key = ("token", radius, fill, label)
    sprite = _sprites.get(key)
    if sprite is None:
        size = int(radius * 2 + 4)
        sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        kit.token(ImageDraw.Draw(sprite), (size / 2, size / 2), radius, fill, label, edge=(20, 20, 30))
        _sprites[key] = sprite
    return sprite


def _paste_token(image: Image.Image, centre: tuple[float, float], radius: float, fill, label: str) -> None:
    sprite = _token_sprite(radius, fill, label)
    x, y = int(centre[0] - sprite.width / 2 + 0.5), int(centre[1] - sprite.height / 2 + 0.5)
    image.paste(sprite, (x, y), sprite)


def _count_sprite(kind: str, n: int) -> Image.Image:
    key = ("count", kind, n)
    sprite = _sprites.get(key)
    if sprite is None:
        sprite = Image.new("RGBA", (20, 16), (0, 0, 0, 0))
        d = ImageDraw.Draw(sprite)
        fill = MATTER_COLOURS[kind] if n else (50, 54, 74)
        d.rounded_rectangle((0, 0, 19, 15), radius=4, fill=fill)
        kit.text(d, (10, 8), str(n), 11, kit.ink_on(fill) if n else kit.MUTED, True, "mm")
        _sprites[key] = sprite
    return sprite


def _pos(space_id: str) -> tuple[float, float]:
    s = SPACES[space_id]
    r = ARM_RADIUS if s.orbit == 7 else RING_RADIUS[s.orbit]
    a = math.radians(s.angle)
    return CX + r * math.sin(a), CY - r * math.cos(a)


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], colour, width=2) -> None:
    draw.line([a, b], fill=colour, width=width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    for d in (2.6, -2.6):
        draw.line([(mx, my), (mx - 7 * math.cos(ang + d / 6), my - 7 * math.sin(ang + d / 6))], fill=colour, width=2)


def _static_board() -> Image.Image:
    image, draw = kit.canvas(WIDTH, 1000)
    draw.rounded_rectangle(
        (BX, BY, BX + BOARD, BY + BOARD), radius=16, fill=(12, 14, 28), outline=kit.PANEL_EDGE, width=2
    )
    for r, c in ((34, (255, 200, 80)), (26, (255, 225, 120)), (16, (255, 245, 200))):
        draw.ellipse((CX - r, CY - r, CX + r, CY + r), fill=c)
    orbit_ink = (92, 104, 150)
    for r in RING_RADIUS.values():
        draw.ellipse((CX - r, CY - r, CX + r, CY + r), outline=orbit_ink, width=4)
    arms: dict[str, list[str]] = {}
    for s in SPACES.values():
        if s.arm:
            arms.setdefault(s.arm, []).append(s.id)
    for ids in arms.values():
        pts = [_pos(i) for i in sorted(ids, key=lambda i: SPACES[i].angle)]
        draw.line(pts, fill=orbit_ink, width=4)
    for s in SPACES.values():
        for dst in s.links:
            _arrow(draw, _pos(s.id), _pos(dst), (150, 150, 175), 1)
    # clockwise arrows on each ring, at the top
    for k, r in RING_RADIUS.items():
        x, y = CX + 10, CY - r
        draw.polygon([(x + 6, y), (x - 2, y - 5), (x - 2, y + 5)], fill=(140, 150, 200))
        kit.text(draw, (CX - 14, CY - r), ROMAN[k], 12, kit.MUTED, True, "rm")
    for ids in arms.values():
        mid = sorted(ids, key=lambda i: SPACES[i].angle)[len(ids) // 2]
        a = math.radians(SPACES[mid].angle)
        kit.text(
            draw,
            (CX + (ARM_RADIUS - 22) * math.sin(a), CY - (ARM_RADIUS - 22) * math.cos(a)),
            "VII",
            12,
            kit.MUTED,
            True,
            "mm",
        )
    for s in SPACES.values():
        x, y = _pos(s.id)
        draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=(60, 66, 96), outline=(120, 130, 170))
    kit.legend(
        draw,
        (BX + 150, BY + BOARD - 24),
        [(MATTER_COLOURS[k], n) for k, n in zip(KINDS, ("Gas", "Rock", "Water", "Metal"), strict=True)],
        13,
    )
    return image


def _corner_box(planet: str) -> tuple[float, float]:
    corner = CORNER[planet]
    x = BX + 8 if corner[1] == "w" else BX + BOARD - 138
    y = BY + 8 if corner[0] == "n" else BY + BOARD - 62
    return x, y


def _planet_fill(planet: str):
    return PLANET_FILL["gas" if planet in GASEOUS else "terra"]


def _draw_planets_on_board(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    for kind_space, kind in view["matter"].items():
        _paste_token(image, _pos(kind_space), 9, MATTER_COLOURS[kind], kind)
    for planet, where in view["planets"].items():
        x, y = _pos(where)
        state = HABITABLE if view["habitable"][planet] else HOSTILE
        draw.ellipse((x - 18, y - 18, x + 18, y + 18), outline=state, width=4)
        kit.token(draw, (x, y), 14, _planet_fill(planet), planet, edge=(20, 20, 30))
    for planet in PLANETS:
        x, y = _corner_box(planet)
        hab = view["habitable"][planet]
        draw.rounded_rectangle(
            (x, y, x + 130, y + 54), radius=8, fill=kit.PANEL, outline=HABITABLE if hab else HOSTILE, width=2
        )
        kit.token(draw, (x + 20, y + 27), 14, _planet_fill(planet), planet, edge=(20, 20, 30))
        kit.text(draw, (x + 40, y + 8), "Gaseous" if planet in GASEOUS else "Terrestrial", 13, kit.INK, True)
        kit.text(draw, (x + 40, y + 28), "Habitable" if hab else "Hostile", 13, HABITABLE if hab else HOSTILE, True)


def _hex_points(draw, centre, radius, value, fill=(250, 250, 250)) -> None:
    draw.polygon(kit.hexagon(centre, radius), fill=fill, outline=(30, 30, 40))
    kit.text(draw, centre, str(value), max(10, int(radius)), (20, 20, 28), True, "mm")


def _chip(draw, box, card: Card, seat: int | None, marker: bool) -> None:
    x0, y0, x1, y1 = box
    fill = DECK_COLOURS[card.deck]
    draw.rounded_rectangle(
        box, radius=5, fill=fill, outline=kit.seat_colour(seat) if seat is not None else kit.INK, width=2
    )
    lines = kit.wrap(card.name, x1 - x0 - 26, 10, True)
    if len(lines) > 2:
        lines = [lines[0], kit.fit_text(" ".join(lines[1:]), x1 - x0 - 26, 10, True)]
    for i, line in enumerate(lines):
        kit.text(draw, (x0 + 4, y0 + 3 + i * 12), kit.fit_text(line, x1 - x0 - 26, 10, True), 10, kit.INK, True)
    _hex_points(draw, (x1 - 11, y0 + 11), 10, card.points)
    tags = []
    if card.habitable_points:
        tags.append((f"+{card.habitable_points}", HABITABLE))
    if card.hostile_points:
        tags.append((f"+{card.hostile_points}", HOSTILE))
    tx = x0 + 4
    for label, colour in tags:
        kit.text(draw, (tx, y1 - 2), label, 11, colour, True, "ld")
        tx += 24
    if marker and seat is not None:
        c = kit.seat_colour(seat)
        draw.rectangle((x1 - 16, y1 - 14, x1 - 5, y1 - 3), fill=c, outline=(20, 20, 30))


def _draw_rows(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: float, y: float, w: float) -> float:
    row_h = 120
    for planet in PLANETS:
        cards = view["rows"][planet]
        hab = view["habitable"][planet]
        box = (x, y, x + w, y + row_h - 6)
        kit.panel(draw, box)
        kit.token(draw, (x + 18, y + 18), 11, _planet_fill(planet), planet, edge=(20, 20, 30))
        hab_pts = sum(CARDS[c].habitable_points for c, _, _ in cards)
        host_pts = sum(CARDS[c].hostile_points for c, _, _ in cards)
        orbit = ROMAN[SPACES[view["planets"][planet]].orbit]
        title = f"{'Gaseous' if planet in GASEOUS else 'Terrestrial'} · orbit {orbit} · {len(cards)} cards"
        kit.text(draw, (x + 36, y + 10), title, 14, kit.INK, True)
        kit.text(
            draw,
            (x + w - 10, y + 10),
            f"Habitable {hab_pts} : {host_pts} Hostile",
            13,
            HABITABLE if hab else HOSTILE,
            True,
            "ra",
        )
        cw, ch = 88, 40
        per_row = int((w - 16) // (cw + 4))
        shown = cards[: per_row * 2]
        for i, (cid, by, marker) in enumerate(shown):
            cx = x + 8 + (i % per_row) * (cw + 4)
            cy = y + 30 + (i // per_row) * (ch + 4)
            _chip(draw, (cx, cy, cx + cw, cy + ch), CARDS[cid], by, marker)
        if len(cards) > len(shown):
            kit.text(draw, (x + w - 8, y + row_h - 10), f"+{len(cards) - len(shown)} more", 12, kit.MUTED, True, "rd")
        y += row_h
    return y


def _draw_players(image: Image.Image, draw: Draw, view: View, names: list[str], x: float, y: float, w: float) -> float:
    players = view["players"]
    h = 48
    kit.panel(draw, (x, y, x + w, y + 24 + h * players), "Players: score · markers left · hand · Matter stored")
    y += 26
    for seat in range(players):
        colour = kit.seat_colour(seat)
        name = names[seat] if seat < len(names) else seat_label(seat)
        if view["current"] == seat:
            draw.rounded_rectangle((x + 4, y - 2, x + w - 4, y + h - 4), radius=6, outline=kit.HIGHLIGHT, width=2)
        draw.rectangle((x + 10, y + 4, x + 22, y + 16), fill=colour)
        kit.text(draw, (x + 28, y + 2), kit.fit_text(name, 150, 14, True), 14, colour, True)
        kit.text(draw, (x + 200, y + 2), f"{view['scores'][seat]} pts", 15, kit.INK, True)
        hc = view["hand_counts"][seat]
        kit.text(draw, (x + 270, y + 3), f"markers {view['markers_left'][seat]}", 13, kit.MUTED)
        kit.text(draw, (x + 360, y + 3), f"hand L{hc['low']} H{hc['high']} F{hc['final']}", 13, kit.MUTED)
        mx = x + 10
        for planet in PLANETS:
            counts = view["mats"][seat][planet]
            _paste_token(image, (mx + 8, y + 34), 8, _planet_fill(planet), planet)
            tx = mx + 20
            for kind, n in zip(KINDS, counts, strict=True):
                sprite = _count_sprite(kind, n)
                image.paste(sprite, (int(tx), int(y + 26)), sprite)
                tx += 22
            mx += 114
        y += h
    return y + 4


def _draw_track(image: Image.Image, draw: Draw, view: View, x: float, y: float, w: float) -> None:
    length, accel = view["track_length"], view["acceleration"]
    track = view["track"]
    kit.panel(draw, (x, y, x + w, y + 78), "Evolution Track")
    status = "accelerated: Matter moves 1 or 2" if len(track) > accel else f"►► at space {accel + 1}"
    kit.text(draw, (x + w - 10, y + 6), status, 13, kit.HIGHLIGHT if len(track) > accel else kit.MUTED, True, "ra")
    size = min(34, (w - 120) / (length - 1) - 4)
    sx = x + 12
    for i in range(length - 1):
        box = (sx, y + 30, sx + size, y + 30 + size)
        edge = kit.HIGHLIGHT if i == accel else kit.PANEL_EDGE
        draw.rounded_rectangle(box, radius=4, fill=(22, 26, 44), outline=edge, width=2)
        if i < len(track):
            t = track[i]
            fill = FACE_DOWN if t.islower() else MATTER_COLOURS[t]
            _paste_token(image, (sx + size / 2, y + 30 + size / 2), size / 2 - 4, fill, "" if t.islower() else t)
        elif i == accel:
            kit.text(draw, (sx + size / 2, y + 30 + size / 2), "►►", 12, kit.HIGHLIGHT, True, "mm")
        sx += size + 4
    on_final = max(0, len(track) - (length - 1))
    fx = sx + 34
    draw.ellipse((fx - 28, y + 47 - 28, fx + 28, y + 47 + 28), fill=(40, 30, 20), outline=kit.HIGHLIGHT, width=3)
    kit.text(draw, (fx, y + 40), "final", 12, kit.HIGHLIGHT, True, "mm")
    kit.text(draw, (fx, y + 56), str(on_final), 15, kit.INK, True, "mm")


def board(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image:
    """The public table: board, tokens, planets, played cards, track, scores and mats."""
    image = kit.static_layer(("planetarium", "board"), _static_board)
    draw = ImageDraw.Draw(image)
    title = f"Planetarium · turn {view['turn_no']}"
    if view["solo"]:
        title += f" · target {view['target']}"
    kit.title_bar(draw, WIDTH, title, name_seats(view["status"], names))
    _draw_planets_on_board(image, draw, view)
    rx, rw = BX + BOARD + 10, WIDTH - BX - BOARD - 20
    y = _draw_rows(draw, view, rx, BY, rw)
    _draw_players(image, draw, view, names, rx, y, rw)
    _draw_track(image, draw, view, BX, BY + BOARD + 10, WIDTH - 20)
    ly = BY + BOARD + 98
    decks = view["decks"]
    info = (
        f"Decks: Low {decks['low']} · High {decks['high']} (discards {len(view['discards']['high'])}) · "
        f"Final {decks['final']} (discards {len(view['discards']['final'])})"
    )
    kit.text(draw, (BX + 4, ly), info, 13, kit.MUTED)
    kit.text(
        draw, (WIDTH - 14, ly), "card edge: who played it · small square: their marker", 13, kit.MUTED, anchor="ra"
    )
    public_log = [e for e in view["log"] if e["to"] is None]  # a seat's view also holds its private lines
    for i, entry in enumerate(public_log[-4:]):
        kit.text(
            draw,
            (BX + 4, ly + 20 + i * 18),
            kit.fit_text(name_seats(entry["text"], names), WIDTH - 30, 13),
            13,
            kit.INK,
        )
    return image.crop((0, 0, WIDTH, ly + 20 + 4 * 18 + 8))


def _big_card(draw, box, card: Card) -> None:
    x0, y0, x1, y1 = box
    fill = DECK_COLOURS[card.deck]
    draw.rounded_rectangle(box, radius=10, fill=(28, 32, 52), outline=fill, width=3)
    draw.rounded_rectangle((x0, y0, x1, y0 + 58), radius=10, fill=fill)
    kit.text(draw, (x0 + 10, y0 + 6), card.deck.upper(), 12, kit.INK, True)
    for i, line in enumerate(kit.wrap(card.name, x1 - x0 - 60, 16, True)[:2]):
        kit.text(draw, (x0 + 10, y0 + 20 + i * 18), line, 16, kit.INK, True)
    _hex_points(draw, (x1 - 26, y0 + 29), 22, card.points)
    y = y0 + 68
    kit.text(draw, (x0 + 10, y), "Needs, on that planet:", 13, kit.MUTED, True)
    y += 20
    if card.cost:
        tx = x0 + 12
        for kind, n in card.cost:
            for _ in range(n):
                kit.token(draw, (tx + 9, y + 9), 9, MATTER_COLOURS[kind], kind, edge=(20, 20, 30))
                tx += 22
        y += 24
    for req in card.requirement_texts():
        if req.startswith("pay "):
            req = req[4:]
        for line in kit.wrap("• " + req, x1 - x0 - 20, 14):
            kit.text(draw, (x0 + 12, y), line, 14, kit.INK)
            y += 18
    if not card.requirement_texts():
        kit.text(draw, (x0 + 12, y), "• nothing else", 14, kit.INK)
    by = y1 - 30
    if card.habitable_points:
        kit.text(draw, (x0 + 10, by - 22), f"Habitable +{card.habitable_points}", 14, HABITABLE, True)
    if card.hostile_points:
        kit.text(draw, (x0 + 10, by - 22), f"Hostile +{card.hostile_points}", 14, HOSTILE, True)
    icons = [("Gravity", (120, 200, 255))] if card.gravity else []
    if card.downgrade:
        icons.append(("Downgrade", (255, 170, 90)))
    ix = x0 + 10
    for label, colour in icons:
        width = kit.text_width(label, 13, True) + 14
        draw.rounded_rectangle((ix, by, ix + width, by + 22), radius=11, outline=colour, width=2)
        kit.text(draw, (ix + width / 2, by + 11), label, 13, colour, True, "mm")
        ix += width + 6


def _private_cards(view: dict[str, Any]) -> list[str]:
    """The cards the private picture shows: the hand, then the drawn pair while one is kept."""
    pair = (view.get("turn") or {}).get("pair") or [] if view.get("step") == "keep" else []
    return [*view.get("hand", []), *pair]


def private_key(view: dict[str, Any]) -> Any:
    """All that ``private`` draws (with the names)."""
    seat = view.get("seat")
    if seat is None:
        return None
    return [seat, view.get("hand", []), _private_cards(view), view["mats"][seat]]


def private(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image | None:
    """The viewer's hand (and the two Final cards being chosen between), every requirement readable."""
    seat = view.get("seat")
    if seat is None:
        return None
    hand = view.get("hand", [])
    cards = _private_cards(view)
    if not cards:
        return None
    cw, ch, gap = 228, 260, 8
    width = max(WIDTH, 10 + len(cards) * cw)  # five cards fit; seven (keep step) are drawn wider, then shrunk
    height = 44 + 30 + ch + 30
    image, draw = kit.canvas(width, height)
    name = names[seat] if seat < len(names) else seat_label(seat)
    kit.title_bar(draw, width, f"Your hand · {name}", "only you see this")
    mats = view["mats"][seat]
    mat_text = "  ".join(
        f"{p}: " + (" ".join(f"{n}{k}" for k, n in zip(KINDS, mats[p], strict=True) if n) or "-") for p in PLANETS
    )
    kit.text(draw, (12, 52), f"Your mat  {mat_text}", 14, kit.INK, True)
    x = 10
    for i, cid in enumerate(cards):
        _big_card(draw, (x, 78, x + cw - gap, 78 + ch), CARDS[cid])
        if i >= len(hand):
            kit.text(draw, (x + (cw - gap) / 2, 78 + ch + 4), "just drawn: keep one", 14, kit.HIGHLIGHT, True, "ma")
        x += cw
    if width > WIDTH:
        image = image.resize((WIDTH, round(height * WIDTH / width)), Image.Resampling.LANCZOS)
    return image
