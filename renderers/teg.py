"""Pictures of Tiny Epic Galaxies: the public table, and a player's secret cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from games.core import Option, name_seats, seat_label
from games.teg.data import BADGES, FACE_NAME, LEVEL_VP, MISSIONS, PILOTS, PLANETS, ROGUES, SHIPS, XCARDS
from renderers import kit

W = 1200
ENERGY = (236, 190, 60)
CULTURE = (172, 120, 226)
ANY = (90, 190, 190)
RES_COLOUR = {"en": ENERGY, "cu": CULTURE, "any": ANY}
DIPLO = (110, 170, 240)
ECON = (120, 205, 120)
TRACK_COLOUR = {"di": DIPLO, "ec": ECON}
FACE_SHORT = {"mv": "MOVE", "en": "ENER", "cu": "CULT", "di": "DIPL", "ec": "ECON", "ut": "UTIL"}
FACE_COLOUR = {"mv": (225, 110, 90), "en": ENERGY, "cu": CULTURE, "di": DIPLO, "ec": ECON, "ut": (200, 200, 210)}
SHIP_LETTER = {"aurora": "Au", "intrepid": "In", "ambition": "Am", "nexus": "Nx"}
ROGUE_COLOUR = (200, 60, 60)


def _colour(view: dict[str, Any], g: int) -> tuple[int, int, int]:
    return ROGUE_COLOUR if view["gal"][g].get("rogue") else kit.seat_colour(g)


def _name(view: dict[str, Any], names: list[str], g: int) -> str:
    if view["gal"][g].get("rogue"):
        return f"Rogue {ROGUES[view['rogue']]['name']}"
    return names[g] if g < len(names) and names[g] else seat_label(g)


def _ship(draw: ImageDraw.ImageDraw, xy: tuple[float, float], colour, ship: dict, i: int, r: int = 9) -> None:
    """A ship token: round for a normal ship, a diamond with its letter for an Advanced Ship."""
    x, y = xy
    if ship["adv"]:
        draw.polygon([(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)], fill=colour, outline=kit.INK)
        kit.text(draw, (x, y), SHIP_LETTER[ship["adv"]], 8, kit.ink_on(colour), True, "mm")
    else:
        kit.token(draw, (x, y), r, colour, str(i + 1))


def _planet_face(pid: str, w: int, h: int) -> Image.Image:
    """The unchanging part of a planet card (cached per planet and size)."""
    image, draw = kit.canvas(w, h)
    p = PLANETS[pid]
    x0, y0, x1, y1 = 0, 0, w - 1, h - 1
    res = RES_COLOUR[p["res"]]
    draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=(38, 44, 70), outline=res, width=3)
    draw.rounded_rectangle((x0, y0, x1, y0 + 26), radius=8, fill=res)
    kit.text(draw, (x0 + 8, y0 + 13), kit.fit_text(p["name"], x1 - x0 - 46, 14, True), 14, kit.ink_on(res), True, "lm")
    kit.token(draw, (x1 - 16, y0 + 13), 11, (250, 250, 250), str(p["vp"]))
    # the ability
    for k, line in enumerate(kit.wrap(p["text"], x1 - x0 - 12, 11)[:4]):
        kit.text(draw, (x0 + 6, y0 + 32 + k * 13), line, 11, kit.INK)
    kit.text(draw, (x0 + 6, y0 + 92), "Surface", 10, kit.MUTED)
    track = TRACK_COLOUR[p["track"]]
    n = p["adv"]
    top = y0 + 116
    kit.text(draw, (x0 + 6, top), "Orbit: " + ("Diplomacy" if p["track"] == "di" else "Economy"), 10, track)
    cy = top + 30
    step = (x1 - x0 - 24) / n
    for k in range(n + 1):
        cx = x0 + 12 + k * step
        if k == n:
            draw.rectangle((cx - 8, cy - 8, cx + 8, cy + 8), fill=track)
        else:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), outline=track, width=2)
            kit.text(draw, (cx, cy), str(k) if k else "S", 9, track, True, "mm")
    return image


def _planet(image: Image.Image, draw, box, pid: str, view: dict[str, Any]) -> None:
    p = PLANETS[pid]
    x0, y0, x1, y1 = (int(v) for v in box)
    image.paste(
        kit.static_layer(("teg-planet", pid, x1 - x0, y1 - y0), lambda: _planet_face(pid, x1 - x0, y1 - y0)), (x0, y0)
    )
    ty = y0 + 92
    landed = [
        (g, i, sh)
        for g, gal in enumerate(view["gal"])
        for i, sh in enumerate(gal["ships"])
        if sh["at"] == "s" and sh["p"] == pid
    ]
    for k, (g, i, sh) in enumerate(landed):
        _ship(draw, (x0 + 60 + k * 22, ty + 6), _colour(view, g), sh, i, 8)
    n = p["adv"]
    cy = y0 + 146
    step = (x1 - x0 - 24) / n
    orbit = [
        (g, i, sh)
        for g, gal in enumerate(view["gal"])
        for i, sh in enumerate(gal["ships"])
        if sh["at"] == "o" and sh["p"] == pid
    ]
    stacks: dict[int, int] = {}
    for g, i, sh in orbit:
        k = stacks.get(sh["pos"], 0)
        stacks[sh["pos"]] = k + 1
        _ship(draw, (x0 + 12 + sh["pos"] * step, cy + 20 + k * 17), _colour(view, g), sh, i, 7)


def _dice(draw, box, view: dict[str, Any], names: list[str]) -> None:
    t = view["turn"]
    kit.panel(draw, box, f"Dice of {_name(view, names, t['s'])}")
    x0, y0, x1, _ = box
    x = x0 + 12
    labels = {"i": "", "a": "bay", "v": "conv", "h": "hire", "x": "gone"}
    dice = t["dice"]
    if view["phase"] == "rogue" and view.get("rt") and view["rt"]["die"]:
        dice, states = [*dice, view["rt"]["die"]], [*t["ds"], "i"]
    else:
        states = t["ds"]
    for face, st in zip(dice, states, strict=True):
        fill = FACE_COLOUR[face] if st == "i" else (70, 74, 96)
        draw.rounded_rectangle((x, y0 + 30, x + 50, y0 + 80), radius=8, fill=fill, outline=kit.INK, width=2)
        kit.text(
            draw,
            (x + 25, y0 + 55),
            FACE_SHORT[face],
            12,
            kit.ink_on(fill) if st == "i" else FACE_COLOUR[face],
            True,
            "mm",
        )
        if labels[st]:
            kit.text(draw, (x + 25, y0 + 90), labels[st], 11, kit.MUTED, anchor="mm")
        x += 58
    notes = [
        "free reroll used" if t["rr"] else "free reroll ready",
        "converter used" if t["cv"] else "converter ready",
        "follow costs 2" if t["tax"] else "follow costs 1",
    ]
    kit.text(draw, (x0 + 12, y0 + 104), " · ".join(notes), 12, kit.MUTED)
    doing = [d for d in view.get("doing", []) if d["k"] == "xp" and d.get("drawn")]
    if doing:
        c = XCARDS[doing[-1]["drawn"]]
        kit.text(draw, (x1 - 12, y0 + 104), f"Just drawn: {c['name']}", 12, kit.GOOD, True, "ra")


def _pilot_face(pid: str, w: int, h: int) -> Image.Image:
    image, draw = kit.canvas(w, h, (30, 36, 58))
    p = PILOTS[pid]
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=6, fill=(52, 60, 92), outline=kit.INK)
    kit.text(draw, (5, 4), kit.fit_text(p["name"], w - 10, 11, True), 11, kit.INK, True)
    for j, line in enumerate(kit.wrap(p["text"], w - 10, 9)[:5]):
        kit.text(draw, (5, 19 + j * 11), line, 9, kit.INK)
    ships = "/".join(SHIP_LETTER[s] for s in p["trained"])
    badge = p["badges"][0] if p["badges"] else "no badge"
    kit.text(draw, (5, h - 16), f"{ships} · {p['vp']}pt · {badge}", 9, kit.HIGHLIGHT, True)
    return image


def _btb(image: Image.Image, draw, box, view: dict[str, Any], names: list[str]) -> None:
    x0, y0, x1, y1 = box
    kit.panel(draw, box, f"Pilots for hire ({view['pdeck']} in deck)")
    n = max(1, len(view["prow"]))
    cw = min(130, (x1 - x0 - 20 - 300) / n - 6)
    cw, ch = int(cw), int(y1 - 8 - y0 - 26)
    for k, pid in enumerate(view["prow"]):
        cx = int(x0 + 10 + k * (cw + 6))
        image.paste(
            kit.static_layer(("teg-pilot", pid, cw, ch), lambda pid=pid: _pilot_face(pid, cw, ch)), (cx, int(y0 + 26))
        )
    # the exploration mat
    ex = x1 - 300
    draw.rounded_rectangle((ex, y0 + 8, x1 - 8, y1 - 8), radius=8, fill=(20, 24, 44), outline=(120, 110, 170))
    kit.text(draw, (ex + 8, y0 + 14), f"Unexplored Space · deck {view['xdeck']}", 12, kit.INK, True)
    k = 0
    for g, gal in enumerate(view["gal"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] == "x":
                _ship(draw, (ex + 16 + k * 20, y0 + 42), _colour(view, g), sh, i, 8)
                k += 1
    # ships caught on danger tracks: the ship, then its steps made out of the track's length
    k = 0
    for g, gal in enumerate(view["gal"]):
        for i, sh in enumerate(gal["ships"]):
            if sh["at"] == "d":
                c = XCARDS[sh["p"]]
                tx = x1 - 20 - k * 92
                _ship(draw, (tx - 70, y0 + 42), _colour(view, g), sh, i, 7)
                label = f"{c['name'][:8]} {sh['pos']}/{c['track']}"
                kit.text(draw, (tx - 60, y0 + 42), label, 9, kit.DANGER, True, "lm")
                k += 1
    for j, cid in enumerate(view["xup"]):
        c = XCARDS[cid]
        bx = ex + 8 + j * 96
        draw.rounded_rectangle((bx, y0 + 58, bx + 90, y1 - 14), radius=5, fill=(40, 110, 70), outline=kit.INK)
        for m, line in enumerate(kit.wrap(c["name"], 82, 10)[:2]):
            kit.text(draw, (bx + 4, y0 + 62 + m * 12), line, 10, kit.INK, True)
        for m, line in enumerate(kit.wrap(c["text"], 82, 9)[:3]):
            kit.text(draw, (bx + 4, y0 + 88 + m * 11), line, 9, kit.INK)


def _bar(draw, x, y, value, colour, label) -> None:
    kit.text(draw, (x, y + 6), label, 11, kit.MUTED, anchor="lm")
    for k in range(1, 8):
        bx = x + 30 + (k - 1) * 15
        draw.rectangle((bx, y, bx + 12, y + 12), fill=colour if k <= value else (50, 56, 80))
    kit.text(draw, (x + 30 + 7 * 15 + 4, y + 6), str(value), 12, colour, True, "lm")


def _galaxy(draw, box, view: dict[str, Any], names: list[str], g: int) -> None:
    gal = view["gal"][g]
    x0, y0, x1, y1 = box
    colour = _colour(view, g)
    turn = view["turn"]["s"] == g and view["phase"] in ("play", "rogue")
    kit.panel(draw, box, edge=colour)
    if turn:  # the galaxy whose turn it is: a white frame and a marker
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=12, outline=kit.INK, width=3)
        kit.text(draw, (x1 - 10, y1 - 20), "▶ turn", 12, kit.INK, True, "ra")
    draw.rectangle((x0 + 2, y0 + 2, x0 + 10, y1 - 2), fill=colour)
    title = kit.fit_text(_name(view, names, g), x1 - x0 - 110, 15, True)
    kit.text(draw, (x0 + 18, y0 + 8), title, 15, colour, True)
    detail = view.get("detail")
    if detail and g < len(detail["play"]):
        total = detail["play"][g] + detail["mission"][g] + detail["badges"][g]
        won = g in view["outcome"]["winners"]
        kit.text(
            draw,
            (x1 - 10, y0 + 8),
            ("★ WINNER · " if won else "") + f"final {total}",
            15,
            kit.GOOD if won else kit.INK,
            True,
            "ra",
        )
    else:
        kit.text(draw, (x1 - 10, y0 + 8), f"{gal['vp']} pts", 15, kit.INK, True, "ra")
    # empire track
    y = y0 + 32
    kit.text(draw, (x0 + 18, y + 7), "Empire", 11, kit.MUTED, anchor="lm")
    for lv in range(1, 7):
        cx = x0 + 76 + (lv - 1) * 24
        fill = colour if lv == gal["lv"] else (50, 56, 80)
        draw.rectangle((cx - 10, y - 3, cx + 10, y + 17), fill=fill, outline=kit.MUTED)
        mark = "☠" if lv == 6 and gal.get("rogue") else str(lv)  # the Rogue's top space wins it the game
        kit.text(draw, (cx, y + 7), mark, 11, kit.ink_on(fill), True, "mm")
    if not gal.get("rogue"):
        kit.text(draw, (x0 + 76 + 6 * 24, y + 7), f"{LEVEL_VP[gal['lv'] - 1]} pts", 11, kit.MUTED, anchor="lm")
    _bar(draw, x0 + 18, y0 + 58, gal["e"], ENERGY, "En")
    _bar(draw, x0 + 18, y0 + 76, gal["c"], CULTURE, "Cu")
    # ships
    y = y0 + 100
    kit.text(draw, (x0 + 18, y), "Ships", 11, kit.MUTED)
    for i, sh in enumerate(gal["ships"]):
        sx = x0 + 70 + i * 62
        if sh["at"] == "l":
            draw.ellipse((sx - 8, y - 1, sx + 8, y + 15), outline=(80, 86, 110), width=2)
            kit.text(draw, (sx + 12, y + 7), "locked", 9, kit.MUTED, anchor="lm")
            continue
        _ship(draw, (sx, y + 7), colour, sh, i, 8)
        where = {"h": "home", "s": "landed", "o": "orbit", "x": "space", "d": "danger"}[sh["at"]]
        kit.text(draw, (sx + 12, y + 7), where, 9, kit.INK, anchor="lm")
    # colonies
    y = y0 + 122
    cols = gal["col"]
    kit.text(draw, (x0 + 18, y), f"Colonies ({len(cols)})", 11, kit.MUTED)
    cx, cy = x0 + 18, y + 15
    for pid in cols:
        p = PLANETS[pid]
        label = f"{p['name'][:11]} {p['vp']}"
        w = kit.text_width(label, 10, True) + 10
        if cx + w > x1 - 8:
            cx, cy = x0 + 18, cy + 17
        fill = RES_COLOUR[p["res"]]
        draw.rounded_rectangle((cx, cy, cx + w, cy + 14), radius=4, fill=fill)
        kit.text(draw, (cx + 5, cy + 7), label, 10, kit.ink_on(fill), True, "lm")
        cx += w + 4
    if gal.get("rogue"):
        return
    # hangar, exploration, mission
    y = y1 - 40
    if view["btb"]:
        hang = (
            "  ".join(
                f"{SHIP_LETTER[st]}:{PILOTS[stack[-1]]['name'].split()[0]}"
                + (f"+{len(stack) - 1}" if len(stack) > 1 else "")
                for st, stack in sorted(gal["hang"].items())
            )
            or "no pilots"
        )
        kit.text(draw, (x0 + 18, y), kit.fit_text("Hangar " + hang, x1 - x0 - 30, 11), 11, kit.INK)
        extra = f"Exploration cards {gal['xn'] + len(gal['trk'])}  ·  dwarf planets {gal['dw']}"
        kit.text(draw, (x0 + 18, y + 16), extra, 11, kit.MUTED)
    detail = view.get("detail")
    if gal.get("mis") and view["phase"] == "over":  # revealed at the end; a seat's own is never drawn here
        mis = f"{MISSIONS[gal['mis']]['name']} +{detail['mission'][g] if detail else 0}"
        if view["btb"] and detail:
            mis += f" · badges +{detail['badges'][g]}"
        kit.text(draw, (x1 - 10, y0 + 28), mis, 11, kit.HIGHLIGHT, True, anchor="ra")
    elif gal.get("has_mis"):
        kit.text(draw, (x1 - 10, y0 + 28), "secret mission", 10, kit.MUTED, anchor="ra")


def _score_track(draw, box, view: dict[str, Any]) -> None:
    x0, y0, x1, _ = box
    top = max(30, max(g["vp"] for g in view["gal"]) + 1)
    step = (x1 - x0 - 40) / top
    draw.line((x0 + 20, y0 + 20, x1 - 20, y0 + 20), fill=kit.MUTED, width=2)
    for v in range(0, top + 1, 5):
        x = x0 + 20 + v * step
        draw.line((x, y0 + 14, x, y0 + 26), fill=kit.MUTED, width=2)
        kit.text(draw, (x, y0 + 30), str(v), 10, kit.MUTED, anchor="ma")
    x21 = x0 + 20 + view.get("goal", 21) * step
    draw.line((x21, y0 + 8, x21, y0 + 32), fill=kit.DANGER, width=3)
    seen: dict[int, int] = {}
    for g, gal in enumerate(view["gal"]):
        k = seen.get(gal["vp"], 0)
        seen[gal["vp"]] = k + 1
        kit.token(draw, (x0 + 20 + gal["vp"] * step, y0 + 6 - k * 8 + 14), 7, _colour(view, g))


def board(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image:
    """The public table: planets, dice, pilots and exploration, every galaxy, the scores."""
    gals = view["gal"]
    per_row = 2 if len(gals) in (2, 4) else 3
    mat_rows = (len(gals) + per_row - 1) // per_row
    btb_h = 150 if view["btb"] else 0
    height = 44 + 220 + 130 + btb_h + mat_rows * 200 + 60
    image, draw = kit.canvas(W, height)
    kit.title_bar(draw, W, "Tiny Epic Galaxies", name_seats(view["status"], names))
    y = 54
    row = view["row"]
    cw = (W - 20 - 8 * (len(row) - 1)) / max(1, len(row))
    for k, pid in enumerate(row):
        x = 10 + k * (cw + 8)
        _planet(image, draw, (x, y, x + cw, y + 200), pid, view)
    kit.text(draw, (W - 12, y + 204), f"planet deck {view['deck']}", 11, kit.MUTED, anchor="ra")
    y += 220
    _dice(draw, (10, y, W - 10, y + 122), view, names)
    y += 130
    if view["btb"]:
        _btb(image, draw, (10, y, W - 10, y + 142), view, names)
        y += btb_h
    mw = (W - 20 - 8 * (per_row - 1)) / per_row
    for g in range(len(gals)):
        r, c = divmod(g, per_row)
        x = 10 + c * (mw + 8)
        _galaxy(draw, (x, y + r * 200, x + mw, y + r * 200 + 192), view, names, g)
    y += mat_rows * 200
    _score_track(draw, (10, y, W - 10, y + 56), view)
    return image


def private_key(view: dict[str, Any]) -> Any:
    """All that ``private`` draws (with the names)."""
    seat = view["seat"]
    if seat is None:
        return None
    gal = view["gal"][seat]
    return [seat, *(gal.get(k) for k in ("rogue", "mis", "offer", "xc", "trk", "hang", "name"))]


def private(view: dict[str, Any], names: list[str], options: Sequence[Option] | None = None) -> Image.Image | None:
    """The viewer's secret mission (or the two on offer) and collected exploration cards."""
    seat = view["seat"]
    if seat is None or view["gal"][seat].get("rogue"):
        return None
    gal = view["gal"][seat]
    missions = [gal["mis"]] if gal.get("mis") else list(gal.get("offer") or [])
    cards = list(gal.get("xc") or [])
    if not missions and not cards:
        return None
    rows = 1 + (len(cards) + 5) // 6 if cards else 1
    image, draw = kit.canvas(W, 44 + 30 + rows * 150)
    kit.title_bar(draw, W, f"{_name(view, names, seat)}: your secrets", "only you see this", kit.seat_colour(seat))
    y = 60
    kit.text(draw, (16, y), "Secret mission" if gal.get("mis") else "Missions on offer: keep one", 15, kit.MUTED, True)
    for k, mid in enumerate(missions):
        m = MISSIONS[mid]
        x = 16 + k * 300
        draw.rounded_rectangle((x, y + 24, x + 288, y + 134), radius=8, fill=(70, 56, 110), outline=kit.HIGHLIGHT)
        worth = f"+{m['vp']}, tied +{m['x']}" if m["k"] in ("most", "fewest") else f"+{m['vp']}"
        kit.text(draw, (x + 10, y + 32), f"{m['name']}  ({worth})", 15, kit.INK, True)
        for j, line in enumerate(kit.wrap(m["text"], 268, 13)[:4]):
            kit.text(draw, (x + 10, y + 56 + j * 17), line, 13, kit.INK)
    if cards:
        y += 150
        counts = {b: 0 for b in BADGES}
        for cid in cards + list(gal.get("trk") or []):
            for b in XCARDS[cid]["badges"]:
                counts[b] += 1
        for stack in gal.get("hang", {}).values():
            for p in stack:
                for b in PILOTS[p]["badges"]:
                    counts[b] += 1
        badges = ", ".join(f"{b} {n}" for b, n in counts.items())
        kit.text(draw, (16, y), f"Exploration cards ({len(cards)})   ·   your badges: {badges}", 15, kit.MUTED, True)
        for k, cid in enumerate(cards):
            c = XCARDS[cid]
            r, col = divmod(k, 6)
            x, cy = 16 + col * 196, y + 24 + r * 150
            fill = (40, 110, 70) if c["color"] == "green" else (140, 50, 50)
            draw.rounded_rectangle((x, cy, x + 186, cy + 116), radius=8, fill=fill, outline=kit.INK)
            kit.text(draw, (x + 8, cy + 8), kit.fit_text(c["name"], 170, 13, True), 13, kit.INK, True)
            for j, line in enumerate(kit.wrap(c["text"], 170, 11)[:3]):
                kit.text(draw, (x + 8, cy + 30 + j * 14), line, 11, kit.INK)
            kit.text(draw, (x + 8, cy + 96), "badges: " + (", ".join(c["badges"]) or "none"), 11, kit.HIGHLIGHT)
    return image


__all__ = ["FACE_NAME", "SHIPS", "board", "private"]
