"""The shared drawing kit: fonts, colours, cards, tokens, hexagons and cached layers.

Every game's renderer draws with these so the pictures look like one product. Renderers
receive views only (never a full state) and return Pillow images.
"""

from __future__ import annotations

import io
import math
import re
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache, lru_cache
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
HIGHLIGHT: Colour = (255, 210, 70)  # a warm accent for text; never a cue about a seat (a seat is yellow)
TURN: Colour = (255, 255, 255)  # whose turn it is: white, which no seat wears
CHANGED: Colour = (255, 255, 255)  # what the last move changed: a white ring with a dark core
MARK_FILL: Colour = (255, 255, 255)  # an option's code badge: black on white, which no seat wears
MARK_INK: Colour = (0, 0, 0)
DANGER: Colour = (230, 80, 80)
GOOD: Colour = (90, 200, 120)

#: one colour per seat (Okabe-Ito), distinct on the dark background and under the common
#: colour-vision deficiencies; seats never rely on colour alone: each also has a shape
SEAT_COLOURS: tuple[Colour, ...] = (
    (86, 180, 233),  # sky blue
    (230, 159, 0),  # orange
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),  # vermilion
)
#: one shape per seat, drawn by ``seat_marker`` wherever a seat is shown
SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


# --- text, measured ----------------------------------------------------------------------


@dataclass
class Recording:
    """What was drawn while ``recording()`` was on: every font size asked for (with whether
    it was a headline: whose turn, what is decided, scores, player names), every option
    code marked and the words drawn with ``text`` or ``stamp``, so tests and the benchmark can
    check pictures stay readable, complete and in the reader's language."""

    texts: list[tuple[int, bool]] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    #: the words drawn as headlines, to check none is cut
    headlines: list[str] = field(default_factory=list)
    #: texts ``fit_text`` had to cut to fit their space: (the whole text, what was drawn)
    cuts: list[tuple[str, str]] = field(default_factory=list)
    #: the box of every option code drawn (``option_mark``), in drawn pixels
    mark_boxes: list[tuple[str, Box]] = field(default_factory=list)
    #: how many places were marked as changed by the last move (``changed_ring``, ``changed_box``)
    changed: int = 0

    def smallest(
        self, width: int, headline: bool = False, height: int | None = None, box: Shown | None = None
    ) -> float:
        """The smallest text size (of headlines only, if asked) as Discord shows the picture
        inline: fitted into ``box`` (an attachment's by default) when ``height`` is given, else
        scaled to ``SHOWN_WIDTH`` wide."""
        sizes = [size for size, head in self.texts if head or not headline]
        scale = SHOWN_WIDTH / width if height is None else shown_scale(width, height, box or ATTACHMENT)
        return min(sizes, default=0) * scale


@dataclass(frozen=True)
class Shown:
    """A box Discord fits a picture into inline, keeping its shape and never enlarging it."""

    name: str
    width: int
    height: int


#: an image attached to a message, on desktop and web
ATTACHMENT = Shown("attachment 550x350", 550, 350)
#: an embed's image (``attachment://`` included)
EMBED = Shown("embed image 400x300", 400, 300)
SHOWN_WIDTH = ATTACHMENT.width


def shown_scale(width: int, height: int, box: Shown = ATTACHMENT) -> float:
    """How much Discord scales a ``width`` x ``height`` picture to show it inline in ``box``."""
    return min(1.0, box.width / width, box.height / height)


_recording: ContextVar[Recording | None] = ContextVar("kit_recording", default=None)


@contextmanager
def recording() -> Iterator[Recording]:
    """Record the text sizes and option codes drawn inside the ``with`` block."""
    rec = Recording()
    token = _recording.set(rec)
    try:
        yield rec
    finally:
        _recording.reset(token)


def record_text(size: int, headline: bool = False) -> None:
    """Note a text size drawn without ``font``/``text`` (e.g. from a cache of drawn words)."""
    rec = _recording.get()
    if rec is not None:
        rec.texts.append((size, headline))


def record_words(content: str, headline: bool = False) -> None:
    """Note words drawn (``text`` and ``stamp`` do; a renderer drawing text otherwise calls it)."""
    rec = _recording.get()
    if rec is not None:
        rec.words.append(content)
        if headline:
            rec.headlines.append(content)


@cache
def _load_font(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def font(size: int, bold: bool = False, headline: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (shipped in renderers/fonts under its own free licence), for drawing: the
    size is recorded. Measuring goes through ``text_width``, which records nothing."""
    record_text(size, headline)
    return _load_font(size, bold)


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
    headline: bool = False,
) -> None:
    record_words(content, headline)
    face = font(size, bold, headline)
    if "\n" in content or draw.fontmode != "L":
        draw.text(xy, content, font=face, fill=fill, anchor=anchor)
        return
    # what ``draw.text`` does for one line, with the glyphs' mask kept: pictures repeat the same
    # words (names, labels, log lines) and rasterising them was a fifth of a picture's cost
    x, y = xy
    mask, (dx, dy) = _glyph_mask(content, size, bold, anchor, (math.modf(x)[0], math.modf(y)[0]))
    ink, fill_ink = draw._getink(fill)
    draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, fill_ink if ink is None else ink)


@lru_cache(maxsize=8192)  # bounded: log lines are drawn too, and a bot runs for weeks
def _glyph_mask(content: str, size: int, bold: bool, anchor: str, start: tuple[float, float]):
    """The anti-aliased coverage of one line of text and its offset, as ``draw.text`` makes it."""
    return _load_font(size, bold).getmask2(content, "L", anchor=anchor, start=start)


@lru_cache(maxsize=4096)  # bounded: log lines are stamped too, and a bot runs for weeks
def _stamp(content: str, size: int, fill: Colour, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """A piece of text drawn once on a transparent image, with its offset from the anchor."""
    f = _load_font(size, bold)
    left, top, right, bottom = f.getbbox(content, anchor=anchor)
    im = Image.new("RGBA", (max(1, int(right - left)), max(1, int(bottom - top))), (0, 0, 0, 0))
    ImageDraw.Draw(im).text((-left, -top), content, font=f, fill=fill, anchor=anchor)
    return im, int(left), int(top)


def stamp(
    image: Image.Image,
    xy: tuple[float, float],
    content: str,
    size: int = 16,
    fill: Colour = INK,
    bold: bool = False,
    anchor: str = "la",
    headline: bool = False,
) -> None:
    """Like ``text``, but pasting a cached drawing of the words: for text repeated on every
    picture (cell names, labels), since drawing text is the slowest part of a picture."""
    record_text(size, headline)
    record_words(content, headline)
    im, left, top = _stamp(content, size, tuple(fill), bold, anchor)
    image.paste(im, (round(xy[0] + left), round(xy[1] + top)), im)


@lru_cache(maxsize=8192)
def text_width(content: str, size: int = 16, bold: bool = False) -> float:
    return _load_font(size, bold).getlength(content)


def fit_text(content: str, width: float, size: int = 16, bold: bool = False) -> str:
    """``content`` cut with an ellipsis so it fits ``width`` pixels: a last resort, since a cut
    text hides something (a recording notes every cut, and the picture tests allow none)."""
    if text_width(content, size, bold) <= width:
        return content
    whole = content
    while content and text_width(content + "…", size, bold) > width:
        content = content[:-1]
    rec = _recording.get()
    if rec is not None:
        rec.cuts.append((whole, content + "…"))
    return content + "…"


#: the spaces a line may break at: not U+00A0 or U+202F, which French puts before ":" "?" "!"
_BREAKABLE_SPACE = re.compile(r"[ \t\r\f\v]+")


def breakable_words(paragraph: str) -> list[str]:
    """The pieces a line may break between: split at ordinary spaces only, so a no-break space
    (French "Terrien\u00a0:", "«\u00a0Le jeu\u00a0»") holds its neighbours on one line."""
    return [word for word in _BREAKABLE_SPACE.split(paragraph) if word]


def wrap(content: str, width: float, size: int = 16, bold: bool = False) -> list[str]:
    """``content`` broken into lines of at most ``width`` pixels."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in breakable_words(paragraph):
            trial = f"{line} {word}".strip()
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


#: boxes of at most this many pixels are pasted from a drawing kept once made: a picture draws
#: tiles, chips and badges by the dozen, and pasting a small one costs a quarter of drawing it
#: (8 us against 34 us at 24 x 26), but a large one more (85 us against 49 us at 200 x 120)
SMALL_BOX_PIXELS = 6000


def rounded(
    draw: ImageDraw.ImageDraw,
    box: Box,
    radius: float,
    fill: Colour | None = None,
    outline: Colour | None = None,
    width: int = 1,
) -> None:
    """``draw.rounded_rectangle``, pixel for pixel, faster for the small boxes pictures repeat."""
    x0, y0, x1, y1 = (round(v) for v in box)
    opaque = all(c is None or (isinstance(c, tuple) and len(c) == 3) for c in (fill, outline))
    if draw.mode != "RGB" or not opaque or (x1 - x0 + 1) * (y1 - y0 + 1) > SMALL_BOX_PIXELS:
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
        return
    tile = _rounded_tile(x1 - x0, y1 - y0, radius, fill, outline, width)
    draw._image.paste(tile, (x0, y0), tile)  # the drawing's own image (ImageDraw keeps it)


@lru_cache(maxsize=2048)  # bounded: a text badge's width follows its words
def _rounded_tile(
    w: int, h: int, radius: float, fill: Colour | None, outline: Colour | None, width: int
) -> Image.Image:
    tile = Image.new("RGBA", (w + 1, h + 1), (0, 0, 0, 0))
    ImageDraw.Draw(tile).rounded_rectangle((0, 0, w, h), radius=radius, fill=fill, outline=outline, width=width)
    return tile


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
        rounded(draw, box, 6, (58, 52, 92), (120, 110, 170), 2)
        for k in range(int(x0) + 4, int(x1) + int(y1 - y0), 8):
            draw.line([(k, y0 + 3), (k - (y1 - y0) + 6, y1 - 3)], fill=(80, 72, 120), width=1)
        rounded(draw, box, 6, None, (120, 110, 170), 2)
        return
    rounded(draw, box, 6, fill, edge, 2)
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
    size: int | None = None,
) -> None:
    """A round token with an optional centred label (``size``: its text size)."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill, outline=edge, width=2)
    if label:
        size = size or max(9, int(radius * 0.9))
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


def px(shown: float, width: int, height: int | None = None, box: Shown = ATTACHMENT) -> int:
    """The text size that appears ``shown`` px tall when a ``width`` x ``height`` picture is
    shown inline in ``box`` (only ``SHOWN_WIDTH`` wide when no height is given): the way to size
    text on a picture of any size."""
    scale = SHOWN_WIDTH / width if height is None else shown_scale(width, height, box)
    return math.ceil(shown / scale - 1e-9)


HEADLINE_PX = 12.5  # headlines (whose turn, what is decided, scores, names) at 550 px, at least 12
SMALL_PX = 7.5  # the smallest text at 550 px, at least 7


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, status: str, accent: Colour = TURN) -> int:
    """The top bar every picture shares: the game's title left, whose turn right, or below the
    title when both do not fit on one line. Returns its height."""
    size = px(HEADLINE_PX, width)
    pad = size * 0.75
    one_line = text_width(title, size, True) + text_width(status, size, True) + 3 * pad <= width
    height = round(size * 2.1 if one_line else size * 3.6)
    draw.rectangle((0, 0, width, height), fill=(24, 28, 48))
    if one_line:
        text(draw, (pad, height / 2), title, size, INK, True, "lm", headline=True)
        text(draw, (width - pad, height / 2), status, size, accent, True, "rm", headline=True)
    else:
        text(draw, (pad, size * 1.05), fit_text(title, width - 2 * pad, size, True), size, INK, True, "lm", True)
        line = fit_text(status, width - 2 * pad, size, True)
        text(draw, (pad, size * 2.55), line, size, accent, True, "lm", headline=True)
    return height


# --- seats, turn, change and option marks ------------------------------------------------


def shape_points(shape: str, centre: tuple[float, float], radius: float) -> list[tuple[float, float]] | None:
    """The corners of a seat shape around ``centre`` (None for the circle)."""
    x, y = centre
    if shape == "circle":
        return None
    corners = {"square": (4, 45), "triangle": (3, -90), "diamond": (4, 0), "pentagon": (5, -90), "hexagon": (6, 0)}
    n, start = corners[shape]
    scale = {"square": 1.2, "triangle": 1.3, "diamond": 1.25}.get(shape, 1.08)
    return [
        (
            x + radius * scale * math.cos(math.radians(start + 360 * k / n)),
            y + radius * scale * math.sin(math.radians(start + 360 * k / n)),
        )
        for k in range(n)
    ]


def seat_marker(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    radius: float,
    seat: int,
    label: str = "",
    edge: Colour = INK,
    size: int | None = None,
) -> None:
    """A seat's token: its colour in its shape, so seats differ without colour vision; an
    optional label (an initial, a number) in the middle."""
    x, y = centre
    fill = seat_colour(seat)
    points = shape_points(seat_shape(seat), centre, radius)
    if points is None:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill, outline=edge, width=2)
    else:
        draw.polygon(points, fill=fill, outline=edge, width=2)
    if label:
        dy = radius * 0.18 if seat_shape(seat) == "triangle" else 0
        text(draw, (x, y + dy), label, size or max(9, int(radius * 0.95)), ink_on(fill), True, "mm")


def turn_frame(draw: ImageDraw.ImageDraw, box: Box, radius: int = 10) -> None:
    """The cue for whose turn it is around a box: a thick white frame (no seat is white)."""
    draw.rounded_rectangle(box, radius=radius, outline=TURN, width=4)


def _record_change() -> None:
    rec = _recording.get()
    if rec is not None:
        rec.changed += 1


def changed_ring(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, sample: bool = False) -> None:
    """Marks a place the last move changed: a broken white ring (four arcs) on a dark one, a
    shape no other cue uses, seen on any colour. ``sample``: drawn in a legend, not a change."""
    if not sample:
        _record_change()
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    for start in (20, 110, 200, 290):
        draw.arc(box, start, start + 50, fill=(0, 0, 0), width=8)
        draw.arc(box, start, start + 50, fill=CHANGED, width=4)


def changed_box(draw: ImageDraw.ImageDraw, box: Box, radius: int = 8, sample: bool = False) -> None:
    """Marks a box the last move changed: white corner brackets on dark ones (the turn cue is
    a whole frame, so the two never look alike). ``sample``: drawn in a legend, not a change."""
    if not sample:
        _record_change()
    x0, y0, x1, y1 = box
    arm = max(8.0, min(x1 - x0, y1 - y0) * 0.22)
    corners = [((x0, y0), 1, 1), ((x1, y0), -1, 1), ((x0, y1), 1, -1), ((x1, y1), -1, -1)]
    for colour, width in (((0, 0, 0), 9), (CHANGED, 4)):
        for (cx, cy), dx, dy in corners:
            draw.line([(cx + dx * arm, cy), (cx, cy), (cx, cy + dy * arm)], fill=colour, width=width, joint="curve")


MARK_SIZE = 18  # an option code's text size on a picture about 1000 px wide


def option_mark(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], code: str, size: int = MARK_SIZE, anchor: str = "mm"
) -> Box:
    """An option's code as a badge at ``xy`` (black on white, rounded): the same code the
    button shows, so a player finds the option on the picture. Returns the badge's box."""
    w = text_width(code, size, True) + size * 0.7
    h = size * 1.35
    x, y = xy
    x0 = x - w / 2 if anchor[0] == "m" else (x - w if anchor[0] == "r" else x)
    y0 = y - h / 2 if anchor[1] == "m" else (y - h if anchor[1] in "bd" else y)
    box = (x0, y0, x0 + w, y0 + h)
    rec = _recording.get()
    if rec is not None:
        rec.marks.append(code)
        rec.mark_boxes.append((code, box))
    rounded(draw, box, size * 0.35, MARK_FILL, MARK_INK, 2)
    text(draw, (x0 + w / 2, y0 + h / 2), code, size, MARK_INK, True, "mm")
    return box


def marks_by_id(options: Sequence[object] | None) -> dict[str, str]:
    """The codes of the options that carry one, by option id (options are ``games.Option``s)."""
    return {o.id: o.mark for o in options or () if getattr(o, "mark", "")}  # type: ignore[attr-defined]


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
    """PNG bytes, as a 256-colour palette picture: pictures are flat colours and anti-aliased
    text, which a fast octree palette keeps faithfully, and a palette encodes about a third
    faster and half as large as full colour (measured by ``python -m bench pictures``). The
    fastest zlib level: it saves a fifth of the encoding for about a tenth more bytes."""
    out = io.BytesIO()
    rgb = image if image.mode == "RGB" else image.convert("RGB")  # converting to its own mode copies
    flat = rgb.quantize(palette=palette_of(rgb), dither=Image.Dither.NONE)
    flat.save(out, format="PNG", compress_level=1)
    return out.getvalue()


def palette_of(rgb: Image.Image) -> Image.Image:
    """The 256 colours that best keep ``rgb``, chosen from every other pixel each way. Building
    the octree is most of a palette's cost; a quarter of the pixels meets every flat colour and
    the anti-aliased edges of text, and halves the time of a whole board's palette with no more
    pixels off their colour (compared on every game's pictures: on Plunder's board 10 pixels
    more than 12 levels off, against 77 with the octree of every pixel)."""
    sample = rgb.resize((max(1, rgb.width // 2), max(1, rgb.height // 2)), Image.Resampling.NEAREST)
    return sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def legend(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], items: Sequence[tuple[Colour, str]], size: int = 14
) -> None:
    """A row of colour swatches with labels."""
    x, y = xy
    for colour, label in items:
        rounded(draw, (x, y, x + size, y + size), 3, colour, INK)
        text(draw, (x + size + 5, y + size / 2), label, size, INK, anchor="lm")
        x += size + 14 + text_width(label, size)


# --- option codes placed apart ----------------------------------------------------------------


def boxes_overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class Badges:
    """Option codes (``option_mark``) placed so that none covers another, nor, when it can,
    anything in ``keep_clear`` (a tile's number, say): each code tries its own place first,
    then nearby ones, above, below and aside."""

    def __init__(self, draw: ImageDraw.ImageDraw, size: int, keep_clear: Sequence[Box] = ()) -> None:
        self.draw, self.size, self.clear = draw, size, list(keep_clear)
        self.placed: list[Box] = []

    def put(self, xy: tuple[float, float], code: str) -> Box:
        """Marks ``code`` centred at ``xy`` or as near as it is free; returns its badge's box."""
        w = text_width(code, self.size, True) + self.size * 0.7 + 2
        h = self.size * 1.35 + 2
        tries = [(0, 0), (0, -h), (0, h), (-w * 0.8, 0), (w * 0.8, 0), (-w * 0.7, -h), (w * 0.7, -h)]
        tries += [(-w * 0.7, h), (w * 0.7, h), (0, -2 * h), (0, 2 * h), (-1.6 * w, 0), (1.6 * w, 0)]
        boxes = [(xy[0] + dx - w / 2, xy[1] + dy - h / 2, xy[0] + dx + w / 2, xy[1] + dy + h / 2) for dx, dy in tries]
        free = [b for b in boxes if not any(boxes_overlap(b, p) for p in self.placed)]
        clear = [b for b in free if not any(boxes_overlap(b, c) for c in self.clear)]
        best = (clear or free or boxes)[0]
        self.placed.append(best)
        return option_mark(self.draw, ((best[0] + best[2]) / 2, (best[1] + best[3]) / 2), code, self.size)


#: marks a French text sets off with a space, which a line must not start with (nor end on «)
_HIGH_MARKS = (";", ":", "?", "!", "»")


def wrap_words(content: str, width: float, size: int = 16, bold: bool = False) -> list[str]:
    """``content`` broken into lines of at most ``width`` pixels, like ``wrap``, but never
    before a high punctuation mark French sets off with a space ("décidé ; on attend") nor
    after an opening «: the mark stays with its word."""
    return list(_wrapped_words(content, width, size, bold))


@lru_cache(maxsize=4096)  # a table's log lines are wrapped again on each of its pictures
def _wrapped_words(content: str, width: float, size: int, bold: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in content.split("\n"):
        pieces: list[str] = []
        for word in breakable_words(paragraph):
            if pieces and (word in _HIGH_MARKS or pieces[-1] == "«"):
                pieces[-1] += " " + word
            else:
                pieces.append(word)
        line = ""
        for piece in pieces:
            trial = f"{line} {piece}".strip()
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = piece
            else:
                line = trial
        lines.append(line)
    return tuple(lines)
