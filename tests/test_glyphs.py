"""Remembered text masks draw what ``kit.text`` draws, where it draws it, and are measured."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers import glyphs, kit


@pytest.mark.parametrize("anchor", ["la", "lm", "mm", "rm", "ra", "ma", "ld", "rd"])
def test_cached_text_lands_where_kit_text_does(anchor):
    pictures = []
    for draw_text in (kit.text, glyphs.text):
        image = Image.new("RGB", (300, 80))
        draw_text(ImageDraw.Draw(image), (150, 40), "Bartholomew 12 pts", 15, (250, 200, 90), True, anchor)
        pictures.append(image)
    plain, cached = (p.getbbox() for p in pictures)
    assert plain is not None and cached is not None
    assert all(abs(a - b) <= 1 for a, b in zip(plain, cached, strict=True)), (plain, cached)
    # the same glyphs: almost every pixel equal
    diff = ImageChops.difference(*pictures).convert("L")
    assert diff.point(lambda v: 255 if v > 60 else 0).histogram()[255] < 40


def test_cached_text_is_recorded_every_time_with_its_headline_flag():
    image = Image.new("RGB", (200, 60))
    draw = ImageDraw.Draw(image)
    with kit.recording() as rec:
        for _ in range(3):
            glyphs.text(draw, (0, 0), "Ada", 21, headline=True)
        glyphs.text(draw, (0, 30), "fine print", 11)
    assert rec.texts.count((21, True)) >= 3 and (11, False) in rec.texts
    assert rec.smallest(200) == 11 * 550 / 200
