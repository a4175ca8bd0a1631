"""The shared drawing kit: fonts, colours, cards, tokens, hexagons and cached layers.

Every game's renderer draws with these so the pictures look like one product. Renderers
receive views only (never a full state) and return Pillow images.
"""

from __future__ import annotations

import io
import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).parent / "fonts"

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

BACKGROUND: Colour = (16, 20, 36)
PANEL: Colour = (30, 36, 58)
PANEL_EDGE: Colour = (70, 80, 120)
INK: Colour = (235, 238, 245)
MUTED: Colour = (150, 158, 180)
HIGHLIGHT: Colour = (255, 210, 70)
DANGER: Colour = (230, 80, 80)
GOOD: Colour = (90, 200, 120)

#: one colour per seat, distinct on the dark background and for common colour blindness
SEAT_COLOURS: tuple[Colour, ...] = (
    (86, 180, 233),  # sky blue
    (230, 159, 0),  # orange
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),  # vermilion
)


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (shipped in renderers/fonts under its own free licence)."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def canvas(width: int, height: int, colour: Colour = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int = 16,
    fill: Colour = INK,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    draw.text(xy, content, font=font(size, bold), fill=fill, anchor=anchor)


def text_width(content: str, size: int = 16, bold: bool = False) -> float:
    return font(size, bold).getlength(content)


def fit_text(content: str, width: float, size: int = 16, bold: bool = False) -> str:
    """``content`` cut with an ellipsis so it fits ``width`` pixels."""
    if text_width(content, size, bold) <= width:
        return content
    while content and text_width(content + "…", size, bold) > width:
        content = content[:-1]
    return content + "…"


def wrap(content: str, width: float, size: int = 16, bold: bool = False) -> list[str]:
    """``content`` broken into lines of at most ``width`` pixels."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def panel(
    draw: ImageDraw.ImageDraw, box: Box, title: str = "", edge: Colour = PANEL_EDGE, fill: Colour = PANEL
) -> None:
    """A rounded panel with an optional title in its top-left corner."""
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=2)
    if title:
        text(draw, (box[0] + 10, box[1] + 6), title, 15, MUTED, bold=True)


def card(
    draw: ImageDraw.ImageDraw,
    box: Box,
    fill: Colour,
    label: str = "",
    sublabel: str = "",
    edge: Colour = INK,
    face_down: bool = False,
    label_size: int = 13,
) -> None:
    """A playing card: face up with a label, or face down with a hatched back."""
    x0, y0, x1, y1 = box
    if face_down:
        draw.rounded_rectangle(box, radius=6, fill=(58, 52, 92), outline=(120, 110, 170), width=2)
        for k in range(int(x0) + 4, int(x1) + int(y1 - y0), 8):
            draw.line([(k, y0 + 3), (k - (y1 - y0) + 6, y1 - 3)], fill=(80, 72, 120), width=1)
        draw.rounded_rectangle(box, radius=6, outline=(120, 110, 170), width=2)
        return
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=edge, width=2)
    ink = ink_on(fill)
    if label:
        lines = wrap(label, x1 - x0 - 8, label_size, bold=True)[:3]
        for i, line in enumerate(lines):
            text(draw, ((x0 + x1) / 2, y0 + 6 + i * (label_size + 3)), line, label_size, ink, True, "ma")
    if sublabel:
        text(draw, ((x0 + x1) / 2, y1 - 6), sublabel, label_size, ink, anchor="md")


def token(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    radius: float,
    fill: Colour,
    label: str = "",
    edge: Colour = INK,
) -> None:
    """A round token with an optional centred label."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill, outline=edge, width=2)
    if label:
        size = max(9, int(radius * 0.9))
        text(draw, (x, y), label, size, ink_on(fill), True, "mm")


def ink_on(fill: Colour) -> Colour:
    """Black or white, whichever reads better on ``fill``."""
    r, g, b = fill
    return (20, 20, 28) if 0.299 * r + 0.587 * g + 0.114 * b > 140 else INK


def hexagon(centre: tuple[float, float], radius: float, pointy: bool = True) -> list[tuple[float, float]]:
    """The corners of a regular hexagon."""
    x, y = centre
    start = 30 if pointy else 0
    return [
        (x + radius * math.cos(math.radians(start + 60 * k)), y + radius * math.sin(math.radians(start + 60 * k)))
        for k in range(6)
    ]


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, status: str, accent: Colour = HIGHLIGHT) -> int:
    """The top bar every picture shares: the game's title left, whose turn right. Returns its height."""
    draw.rectangle((0, 0, width, 44), fill=(24, 28, 48))
    text(draw, (16, 22), title, 22, INK, True, "lm")
    text(draw, (width - 16, 22), fit_text(status, width * 0.6, 17), 17, accent, True, "rm")
    return 44


_layers: OrderedDict[tuple, Image.Image] = OrderedDict()
MAX_LAYERS = 64  # a bound, so a long-running bot does not keep one layer per table forever


def static_layer(key: tuple, build: Callable[[], Image.Image]) -> Image.Image:
    """A copy of the image ``build`` makes, built once per ``key`` and cached (least recently
    used layers are dropped past ``MAX_LAYERS``)."""
    layer = _layers.get(key)
    if layer is None:
        layer = _layers[key] = build()
        if len(_layers) > MAX_LAYERS:
            _layers.popitem(last=False)
    else:
        _layers.move_to_end(key)
    return layer.copy()


def to_png(image: Image.Image) -> bytes:
    """PNG bytes: fast compression, since pictures are flat colours and made every turn."""
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=3)
    return out.getvalue()


def legend(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], items: Sequence[tuple[Colour, str]], size: int = 14
) -> None:
    """A row of colour swatches with labels."""
    x, y = xy
    for colour, label in items:
        draw.rounded_rectangle((x, y, x + size, y + size), radius=3, fill=colour, outline=INK)
        text(draw, (x + size + 5, y + size / 2), label, size, INK, anchor="lm")
        x += size + 14 + text_width(label, size)
