"""The round-end sheet's button is drawn as the kit's own Button (play test 10: it was plain bold text, unlike
every other button of the game)."""

from __future__ import annotations

import pygame

from zooarcade.ui import gfx
from zooarcade.ui.table.rounds import RoundSheet, RoundSummary, TallyLine
from zooarcade.ui.text import TextCache
from zooarcade.ui.widgets import Button


def test_the_round_sheet_button_uses_the_shared_button_look(make_app, monkeypatch):
    app = make_app()
    drawn: list[tuple[str, str, pygame.Rect, int]] = []
    real = Button.draw

    def spy(self, surface, fonts):
        drawn.append((self.text, self.kind, pygame.Rect(self.rect), self.font_size))
        return real(self, surface, fonts)

    monkeypatch.setattr(Button, "draw", spy)
    summary = RoundSummary(TextCache(app.font), app.font)
    sheet = RoundSheet(1, "Round 1: Ann completes a row!", ("Ann", "Bo"),
                       ((TallyLine("Lion matched", 10),), (TallyLine("Side Bonus BIRD", 20),)), (10, 20), (10, 20))
    summary.open(sheet)
    canvas = gfx.Canvas.blank((1280, 720), 1.0, alpha=False)
    summary.draw(canvas)
    assert drawn == [("Show all", "secondary", summary.button_rect(), 24)]  # the tally is still running
    summary.advance()
    summary.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=summary.button_rect().center))
    drawn.clear()
    summary.draw(canvas)
    assert drawn == [("Continue", "primary", summary.button_rect(), 24)]
    assert summary.pointer == summary.button_rect().center  # hovered: the button lights up like any other
