"""Play test: a resize across the compact threshold (1280×720 → 800×600 window) while the pause menu or a dialog
was open left the overlay placed (and its button lit) for the old canvas.  On the canvas change itself, before
any event or frame, the table re-lays itself and every visible overlay centres itself on the new canvas, its
hover gone (:meth:`Scene.canvas_changed`, from :meth:`App.fit_canvas`)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import SLOW_AI, show_table
from zooarcade.gallery import demo_session
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.pause import PauseScene
from zooarcade.ui.display import COMPACT_SIZE, LOGICAL_SIZE
from zooarcade.ui.table.log_view import LogHistoryScene

WIDE, NARROW = (1280, 720), (800, 600)


def _resize(app, size) -> None:
    """The window becomes ``size`` pixels, as the app's VIDEORESIZE handling does it (no frame is run)."""
    app.display.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.display.resized(size)
    app.fit_canvas()


def _open(make_app, start, what):
    session = demo_session("zop_zoo", 7, 6)
    app, table = show_table(make_app, session, start, think=SLOW_AI)
    app.step(1 / 30)
    if what == "log":
        overlay = LogHistoryScene(app, table)
        app.scenes.push(overlay)
        app.scenes.apply_pending()
        app.step(1 / 30)
        return app, table, overlay
    pause = PauseScene(app, session)
    app.scenes.push(pause)
    app.scenes.apply_pending()
    if what == "dialog":
        pause.ask_restart()
        app.scenes.apply_pending()
        assert isinstance(app.scenes.top, ConfirmDialog)
    app.step(1 / 30)
    return app, table, app.scenes.top


@pytest.mark.parametrize("what", ["pause", "dialog", "log"])
@pytest.mark.parametrize(("start", "end"), [(WIDE, NARROW), (NARROW, WIDE)])
def test_an_open_overlay_re_places_itself_on_a_resize(make_app, what, start, end):
    app, table, overlay = _open(make_app, start, what)
    width = app.display.canvas.get_size()[0]
    assert overlay.box.centerx == width // 2
    for w in getattr(overlay, "widgets", []):
        w.hover = True  # the pointer rested on a button
    _resize(app, end)
    canvas = COMPACT_SIZE if end == NARROW else LOGICAL_SIZE
    assert app.display.canvas.get_size() == canvas
    assert table.compact is (end == NARROW), "the table under it is laid out for the new canvas at once"
    assert overlay.box.centerx == canvas[0] // 2, (what, overlay.box)
    assert pygame.Rect((0, 0), canvas).contains(overlay.box)
    for w in getattr(overlay, "widgets", []):
        assert overlay.box.contains(w.rect), (w.rect, overlay.box)
        assert not w.hover, "the pointer is over another place now"
    if isinstance(overlay, LogHistoryScene):
        assert overlay.panel.rect == overlay.box
