"""The kit's seat header in a narrow panel (``compact``): the name keeps more of the line."""

from __future__ import annotations

import pygame

from zooarcade.ui import gfx
from zooarcade.ui.table import hud
from zooarcade.ui.text import TextCache


def _name_width(app, compact: bool) -> int:
    canvas = gfx.Canvas.blank((400, 60))
    text = TextCache(app.font)
    header = hud.SeatHeader(1, "Bartholomew", (), 12, False, False, False, ai=True)
    rect = hud.draw_seat_header(canvas, text, app.font, pygame.Rect(0, 0, 176, 40), header, 0.0, True, compact=compact)
    return rect.w


def test_a_compact_header_leaves_the_name_more_room(make_app):
    app = make_app()
    wide, narrow = _name_width(app, compact=True), _name_width(app, compact=False)
    assert wide > narrow, (wide, narrow)


def test_the_default_header_is_unchanged(make_app):
    app = make_app()
    canvas = gfx.Canvas.blank((400, 60))
    text = TextCache(app.font)
    header = hud.SeatHeader(0, "Ann", ("Human",), 3, True, False, True)
    rect = hud.draw_seat_header(canvas, text, app.font, pygame.Rect(0, 0, 300, 40), header, 0.0, True)
    assert rect.x == 40 and rect.y == 8
