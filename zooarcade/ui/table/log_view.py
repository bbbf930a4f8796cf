"""The full game log: every line of the table's log in a big scrollable view over the table.

The small log of a table shows about nine lines while one turn can write more than that.  Its header's
"Full log" button, a click on its header, or the L key opens :class:`LogHistoryScene`: a modal overlay (the
table below is drawn, dimmed, and waits — no move plays while the player reads) with the whole history.

* **The same lines.**  The view draws the table's own :attr:`~zooarcade.ui.log_panel.LogPanel.entries` —
  the very list object the small log draws, written from the events the table's viewer may see — never
  the game's raw events, so a line private to another seat can never appear in it.
* **Scrolling.**  Mouse wheel, Page Up / Page Down (a screenful), Up / Down (three lines), Home / End (the
  first line / the newest); it opens at the newest line.  The scrollbar and the "back to latest" chip are
  the small log's.
* **Closing.**  Esc, L, the Close button, or a click outside the box.  It also closes itself the moment the
  table's viewer changes or a hot-seat handoff starts (:meth:`LogHistoryScene.update`; the table closes it
  in ``set_viewer`` too), so one player's lines are never shown to the next.

Geometry in logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zooarcade.core.narration import counted
from zooarcade.ui import gfx, theme
from zooarcade.ui.log_panel import LogPanel
from zooarcade.ui.scene import Scene

if TYPE_CHECKING:
    from zooarcade.ui.services import Services
    from zooarcade.ui.table.base import TableScene

#: the view's box (logical pixels): the log's panel; the key help is written under it.
BOX = pygame.Rect(250, 60, 780, 606)
#: text size of the view's lines (pixels; the small log uses 14).
FONT_SIZE = 17
#: lines one Up / Down key press scrolls.
ARROW_LINES = 3
#: the key help under the box.
KEYS_HELP = "Wheel, Page Up / Page Down or Up / Down scroll \u00b7 Home / End: first / newest \u00b7 Esc or L closes"


class LogHistoryScene(Scene):
    """The full, scrollable game log over ``table`` (see the module docstring).

    Args:
        app: the arcade's services.
        table: the table whose log it shows; its :attr:`~zooarcade.ui.table.base.TableScene.log` entries are
            read (shared, not copied), and it must stay the scene below.

    Public for tests: :attr:`panel` (the big :class:`LogPanel`), :attr:`viewer` (the seat whose log it shows),
    :attr:`closed`, :meth:`shown_lines`, :meth:`close_rect`, :meth:`close`.
    """

    opaque = False
    music = None

    def __init__(self, app: Services, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.source = table.log
        #: the seat whose eyes the log was written for when the view opened (None: public lines only).
        self.viewer = table.viewer
        self.panel = LogPanel(pygame.Rect(BOX), app.font, title="Game log", font_size=FONT_SIZE,
                              max_entries=self.source.max_entries, symbols=self.source.symbols,
                              entries=self.source.entries)
        self.panel.to_latest()
        self._revision = self.source.revision
        self.closed = False
        self.close_hover = False
        self.veil = gfx.Drawing((1280, 720), lambda veil: veil.fill((8, 12, 14, 170)))

    @property
    def box(self) -> pygame.Rect:
        """The view's box now (logical pixels): :data:`BOX`, centred on the table's canvas (960 wide when the
        table is compact); the log panel inside it follows."""
        width = self.table.canvas_width() if hasattr(self.table, "canvas_width") else 1280
        return BOX.move((width - 1280) // 2, 0)

    def canvas_changed(self, size: tuple[int, int]) -> None:
        """The canvas changed width (a resize across the compact threshold): the box follows the table's canvas
        at once (the table under it has re-laid itself first), and the Close button's hover goes (the pointer is
        over another place now)."""
        self.place()
        self.close_hover = False

    def place(self) -> None:
        """Put the log panel in :attr:`box` (the table's canvas may have changed width)."""
        box = self.box
        if self.panel.rect != box:
            self.panel.rect = pygame.Rect(box)

    # ------------------------------------------------------------------ reading
    def shown_lines(self) -> list[str]:
        """The wrapped lines in view now, top first (what the player can read)."""
        return [line for line, _ in self.panel.line_rects()]

    def close_rect(self) -> pygame.Rect:
        """The Close button in the view's header (logical pixels)."""
        w = self.app.font("bold", 14).size("Close")[0] + 24 + 28
        box = self.box
        return pygame.Rect(box.right - LogPanel.PAD - w, box.y + 5, w, 24)

    # ------------------------------------------------------------------ closing
    def close(self) -> None:
        """Close the view (once): pop it and tell the table."""
        if self.closed:
            return
        self.closed = True
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        if getattr(self.table, "log_view", None) is self:
            self.table.log_view = None

    def stale(self) -> bool:
        """True when the lines may no longer be the ones the viewer who opened it may read: the table's viewer
        changed, a hot-seat handoff started, the table's log is another list, or the table left the stack."""
        return (self.table.viewer != self.viewer or bool(getattr(self.table, "handing_off", False))
                or self.source is not self.table.log or self.panel.entries is not self.source.entries
                or self.table not in self.app.scenes.stack)

    # ------------------------------------------------------------------ Scene API
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scroll keys and the wheel, Esc / L / Close / a click outside close; every event is consumed (modal)."""
        self.place()
        panel = self.panel
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_l):
                self.app.sfx("click")
                self.close()
            elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                panel.page(-1 if key == pygame.K_PAGEUP else 1)
            elif key in (pygame.K_UP, pygame.K_DOWN):
                panel.scroll_by((-1 if key == pygame.K_UP else 1) * ARROW_LINES * panel.line_height)
            elif key == pygame.K_HOME:
                panel.scroll_by(-panel.max_scroll - panel.scroll)
            elif key == pygame.K_END:
                panel.to_latest()
            return True
        if event.type == pygame.MOUSEWHEEL:
            panel.scroll_by(-event.y * panel.line_height * 3)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.close_hover = self.close_rect().collidepoint(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            if self.close_rect().collidepoint(event.pos) or not self.box.collidepoint(event.pos):
                self.app.sfx("click")
                self.close()
            else:
                panel.handle_event(event, event.pos)  # the "back to latest" chip
            return True
        return True

    def update(self, dt: float) -> None:
        """Close when :meth:`stale`; redraw when the shared entries changed."""
        if self.stale():
            self.close()
            return
        if self.source.revision != self._revision:
            self._revision = self.source.revision
            self.panel.changed()
        self.panel.set_symbols(self.source.symbols)

    def animating(self) -> bool:
        """A still screen: frames only on input."""
        return False

    def draw(self, surface: gfx.Canvas) -> None:
        """The veil over the table, the big log, its Close button, line count and key help."""
        if self.closed or self.stale():
            return  # never a frame of lines the current viewer may not read
        self.place()
        surface.blit(self.veil, (0, 0))
        theme.shadowed_rect(surface, self.box.inflate(4, 4), (30, 36, 42), radius=16, shadow=10)
        self.panel.draw(surface)
        count = counted(len(self.panel.entries), "line")
        close = self.close_rect()
        theme.blit_text(surface, self.app.font("text", 14), count, (close.x - 14, close.centery), theme.INK_DIM,
                        anchor="midright")
        fill = (88, 102, 118) if self.close_hover else theme.PANEL_LIGHT
        gfx.rect(surface, fill, close, border_radius=9)
        gfx.rect(surface, theme.ACCENT if self.close_hover else (110, 124, 140), close, 1, border_radius=9)
        theme.blit_text(surface, self.app.font("bold", 14), "Close", (close.x + 10, close.centery), theme.INK,
                        anchor="midleft")
        cap = pygame.Rect(0, 0, 30, 18)
        cap.midright = (close.right - 5, close.centery)
        gfx.rect(surface, (30, 36, 42), cap, border_radius=4)
        gfx.rect(surface, (130, 140, 152), cap, 1, border_radius=4)
        theme.blit_text(surface, self.app.font("bold", 11), "Esc", cap.center, theme.INK, anchor="center")
        font = self.app.font("text", 15)
        chip = self.help_rect()
        gfx.rect(surface, (30, 36, 42), chip, border_radius=8)  # play test 11b: the help read over the table's text
        gfx.rect(surface, (110, 124, 140), chip, 1, border_radius=8)
        theme.blit_text(surface, font, KEYS_HELP, chip.center, theme.INK, anchor="center")

    def help_rect(self) -> pygame.Rect:
        """The key-help chip under the box (logical pixels): an opaque backing, so the table's own text never
        shows through the line."""
        w, h = self.app.font("text", 15).size(KEYS_HELP)
        chip = pygame.Rect(0, 0, w + 24, h + 8)
        chip.center = (self.box.centerx, self.box.bottom + 18)
        return chip
