"""The game log scrolled up says so (play test 8: it stopped following new lines and nothing told you): a chip
at its bottom counts the new lines, and a click on it, or scrolling back down, follows the newest line again."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.ui import gfx
from zooarcade.ui.log_panel import LogPanel


def _panel(app) -> LogPanel:
    panel = LogPanel(pygame.Rect(948, 60, 318, 230), app.font)
    for i in range(40):
        panel.add(f"Line number {i} of a long game log")
    panel.draw(gfx.Canvas(pygame.Surface((1280, 720))))
    return panel


def test_a_scrolled_up_log_shows_a_chip_that_brings_it_back(make_app):
    app = make_app()
    panel = _panel(app)
    assert panel.follow and panel.latest_chip() is None, "no chip while following"
    panel.scroll_by(-panel.line_height * 6)
    assert not panel.follow
    chip = panel.latest_chip()
    assert chip is not None and panel.body.contains(chip)
    assert panel.latest_label() == "Back to latest"
    panel.add("A new line")
    panel.add("Another new line")
    assert panel.latest_label() == "2 new lines below" and not panel.follow
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chip.center, button=1)
    assert panel.handle_event(click, chip.center)
    assert panel.follow and panel.scroll == panel.max_scroll and panel.latest_chip() is None
    assert panel.unread == 0


def test_scrolling_back_to_the_bottom_clears_the_chip(make_app):
    app = make_app()
    panel = _panel(app)
    panel.scroll_by(-panel.line_height * 6)
    panel.add("A new line")
    assert panel.latest_chip() is not None
    panel.scroll_by(panel.line_height * 100)
    assert panel.follow and panel.unread == 0 and panel.latest_chip() is None


def test_the_chip_is_drawn(make_app):
    app = make_app()
    panel = _panel(app)
    before = gfx.Canvas(pygame.Surface((1280, 720)))
    panel.scroll_by(-panel.line_height * 6)
    panel.draw(before)
    chip = panel.latest_chip()
    colours = {before.surface.get_at((x, chip.y + 3))[:3] for x in range(chip.x + 10, chip.right - 10)}
    from zooarcade.ui import theme

    assert any(all(abs(a - b) <= 16 for a, b in zip(c, theme.ACCENT[:3], strict=True)) for c in colours)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("up", [1, 3, 6])
def test_the_chip_hides_no_line(make_app, size, up):
    """Play test 9: the chip covered the last visible line; its row is now kept free of text while it shows."""
    app = make_app(size=size)
    panel = _panel(app)
    panel.scroll_by(-panel.line_height * up)
    panel.add("A line added while scrolled up")
    chip = panel.latest_chip()
    assert chip is not None
    lines = panel.line_rects()
    assert lines, "some lines stay in view"
    last = lines[-1][1]
    assert not chip.colliderect(last), f"the chip {chip} covers the last visible line {last}"
    assert all(not chip.colliderect(rect) for _, rect in lines)
    assert last.h == panel.line_height, "the last visible line is whole"
    # the drawn picture agrees: no log text in the chip's row beside the chip (a line under it would show there)
    canvas = gfx.Canvas(pygame.Surface((1280, 720)))
    panel.draw(canvas)
    band = pygame.Rect(
        panel.body.x + panel.TEXT_X,
        panel.text_area.bottom,
        chip.x - panel.body.x - panel.TEXT_X - 2,
        panel.body.bottom - panel.text_area.bottom,
    )
    inked = [
        (x, y)
        for x in range(band.x, band.right)
        for y in range(band.y, band.bottom)
        if sum(canvas.surface.get_at((x, y))[:3]) > 450
    ]
    assert not inked, f"log text drawn in the chip's row at {inked[:3]}"


def test_following_uses_the_whole_body(make_app):
    """With no chip the lines use the whole text area, down to the newest line."""
    app = make_app()
    panel = _panel(app)
    assert panel.text_area == panel.body
    assert panel.line_rects()[-1][0] == "Line number 39 of a long game log"
