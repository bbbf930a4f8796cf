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


def _click(summary: RoundSummary) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        summary.handle_event(pygame.event.Event(kind, pos=summary.button_rect().center, button=1))


def test_a_double_click_on_show_all_does_not_also_skip_the_totals(make_app):
    """Play 11 (z22→z23): Continue takes Show all's place, so the second click of a double click closed the sheet
    before the totals were seen.  A press within CONTINUE_GUARD seconds of frame time after Continue appears is
    ignored (keys too); later presses close the sheet as before."""
    from zooarcade.ui.table.rounds import CONTINUE_GUARD

    app = make_app()
    summary = RoundSummary(TextCache(app.font), app.font)
    sheet = RoundSheet(1, "Round 1: Ann completes a row!", ("Ann", "Bo"),
                       ((TallyLine("Lion matched", 10),), (TallyLine("Side Bonus BIRD", 20),)), (10, 20), (10, 20))
    summary.open(sheet)
    summary.update(0.05, 1.0)
    _click(summary)  # the first click: Show all
    assert summary.is_open and summary.tally_done()
    summary.update(0.2, 1.0)
    _click(summary)  # its double: ignored, the totals stay in sight
    summary.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert summary.is_open
    summary.update(CONTINUE_GUARD, 1.0)
    _click(summary)
    assert not summary.is_open


def test_a_tally_that_ends_by_itself_also_guards_its_continue(make_app):
    """The tally ran out while the player was about to click Show all: the click right after is ignored too."""
    from zooarcade.ui.table.rounds import CONTINUE_GUARD

    app = make_app()
    summary = RoundSummary(TextCache(app.font), app.font)
    sheet = RoundSheet(1, "Round 1", ("Ann", "Bo"), ((TallyLine("Lion matched", 10),), ()), (10, 0), (10, 0))
    summary.open(sheet)
    summary.update(summary.tally_time() + 0.01, 1.0)
    assert summary.tally_done()
    summary.update(0.1, 1.0)
    _click(summary)
    assert summary.is_open
    summary.update(CONTINUE_GUARD, 1.0)
    _click(summary)
    assert not summary.is_open
