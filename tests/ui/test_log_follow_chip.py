"""The game log scrolled up says so (play test 8: it stopped following new lines and nothing told you): a chip
at its bottom counts the new lines, and a click on it, or scrolling back down, follows the newest line again."""

from __future__ import annotations

import pygame

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
