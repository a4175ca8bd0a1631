"""Text drawn from remembered masks: most words on a board (labels, numbers, names) are the same
every turn, and laying out glyphs is the slowest part of drawing a picture. ``text`` takes the
same arguments as ``kit.text`` and records its size the same way."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers import kit

_ANCHORS_X = {"l": 0.0, "m": 0.5, "r": 1.0}


@lru_cache(maxsize=4096)
def _mask(content: str, size: int, bold: bool) -> tuple[Image.Image, int, int]:
    """The text as a grey mask, with its font's ascent and descent."""
    font = kit.font(size, bold)
    ascent, descent = font.getmetrics()
    width = max(1, int(font.getlength(content) + 2))
    mask = Image.new("L", (width, ascent + descent))
    ImageDraw.Draw(mask).text((0, 0), content, font=font, fill=255, anchor="la")
    return mask, ascent, descent


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int = 16,
    fill: kit.Colour = kit.INK,
    bold: bool = False,
    anchor: str = "la",
    headline: bool = False,
) -> None:
    """``kit.text`` for text drawn again and again (anchors: l/m/r then a/m/s/d)."""
    kit.record_text(size, headline)
    mask, ascent, descent = _mask(content, size, bold)
    x, y = xy
    x -= (mask.width - 2) * _ANCHORS_X[anchor[0]]
    y -= {"a": 0, "m": (ascent + descent) / 2, "s": ascent, "d": ascent + descent}[anchor[1]]
    draw.bitmap((round(x), round(y)), mask, fill=fill)
