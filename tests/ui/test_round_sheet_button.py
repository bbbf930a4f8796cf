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


def _column_pictures(app, monkeypatch, count: int):
    """Draw a finished two-seat sheet whose first column has ``count`` lines, each with a card picture; return
    ``(picture rects, footer top, texts drawn)`` of that column."""
    from zooarcade.ui.table.rounds import RoundSummary as Summary

    card = pygame.Surface((28, 39), pygame.SRCALPHA)
    card.fill((200, 60, 160, 255))
    lines = tuple(TallyLine(f"Card {i} matched", 10, card) for i in range(count))
    summary = Summary(TextCache(app.font), app.font)
    sheet = RoundSheet(2, "Round 2: Ann completes a row!", ("Ann", "Bo"), (lines, (TallyLine("Side Bonus BIRD", 20),)),
                       (10 * count, 20), (10 * count, 20), winner=0)
    summary.open(sheet)
    summary.advance()
    minis: set[int] = set()
    real_mini = Summary._mini

    def mini(self, pic, size):
        out = real_mini(self, pic, size)
        minis.add(id(out))
        return out

    monkeypatch.setattr(Summary, "_mini", mini)
    canvas = gfx.Canvas.blank((1280, 720), 1.0, alpha=False)
    rects: list[pygame.Rect] = []
    real_blit = type(canvas).blit

    def blit(self, source, dest, *rest, **kw):
        if id(source) in minis:
            rects.append(pygame.Rect(dest, source.get_size()))
        return real_blit(self, source, dest, *rest, **kw)

    monkeypatch.setattr(type(canvas), "blit", blit)
    texts: list[str] = []
    real_text = summary.text.blit

    def text_blit(surface, role, size, text, *rest):
        texts.append(text)
        return real_text(surface, role, size, text, *rest)

    summary.text.blit = text_blit  # type: ignore[method-assign]
    summary.draw(canvas)
    column = summary.column_rects()[0]
    return [r for r in rects if column.contains(r)], column.bottom - 40, texts


def test_every_tally_picture_stays_clear_of_the_round_footer(make_app, monkeypatch):
    """Play test 14 (F11): the ninth line's card picture touched the "Round" footer, so it read like a tenth
    line peeking out.  Nine lines all show, each picture at least 8 pixels above the footer."""
    app = make_app()
    rects, footer, _ = _column_pictures(app, monkeypatch, 9)
    assert len(rects) == 9
    assert all(r.bottom + 8 <= footer for r in rects), (rects[-1], footer)


def test_a_column_too_long_to_fit_sums_the_rest_in_words(make_app, monkeypatch):
    """Play test 14 (F11): lines past the column's room were drawn under the footer, hidden with no hint.  A
    column with more lines than fit shows the first ones and one "… and N more lines" line, all above the
    footer."""
    app = make_app()
    rects, footer, texts = _column_pictures(app, monkeypatch, 40)
    assert rects and all(r.bottom + 8 <= footer for r in rects), (rects[-1], footer)
    more = [t for t in texts if t.startswith("\u2026 and ")]
    assert len(more) == 1 and more[0] == f"\u2026 and {40 - len(rects)} more lines", (more, len(rects))
