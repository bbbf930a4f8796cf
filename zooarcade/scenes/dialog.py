"""A modal yes/no question drawn over the current screen.

:class:`ConfirmDialog` is pushed on top of any scene (it is not opaque: the
scene below stays visible under a dark veil).  Yes closes the dialog and then
runs ``on_yes``; Cancel, Esc or a click outside the box only close it.  Focus
starts on Cancel, so Enter straight away never does something destructive.

Usage::

    app.scenes.push(ConfirmDialog(app, "Reset statistics?", "Every game goes back to zero.",
                                  store.reset, yes_label="Reset", yes_kind="danger"))

Sizes are logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from zooarcade.scenes.common import H, MenuScene, W, make_panel, render_outlined
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: width of the dialog box and its message (logical pixels).
BOX_W = 600
MESSAGE_SIZE = 20
MESSAGE_LINES = 6
#: display-font size of the question, and the smallest it shrinks to before it is scaled down to fit.
HEADING_SIZE, MIN_HEADING_SIZE = 40, 28


class ConfirmDialog(MenuScene):
    """A modal question with a Yes and a Cancel button.

    Args:
        app: the running app.
        title: the question, drawn in the display font (one line).
        message: what answering Yes does; wrapped to the box, at most
            :data:`MESSAGE_LINES` lines.
        on_yes: called (with no arguments) after the dialog has been queued to close.
        yes_label, no_label: button texts.
        yes_kind: Button kind of the Yes button ('primary' | 'secondary' | 'danger').
        on_no: called when the dialog is cancelled (button, Esc or click outside), if given.
    """

    opaque = False
    follows_canvas = True
    music = None

    def __init__(
        self,
        app: Services,
        title: str,
        message: str,
        on_yes: Callable[[], None],
        yes_label: str = "Yes",
        no_label: str = "Cancel",
        yes_kind: str = "primary",
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_yes = on_yes
        self.on_no = on_no
        self.answered = False
        self.veil = gfx.Drawing((W, H), lambda veil: veil.fill((8, 12, 14, 175)))
        font = self.fonts("text", MESSAGE_SIZE)
        lines = theme.wrap_text(font, message, BOX_W - 64)[:MESSAGE_LINES] if message else []
        self.lines = [font.render(line, True, theme.INK) for line in lines]
        # a long question is set in a smaller display font (rendered sharp at that size), then scaled to fit
        for size in range(HEADING_SIZE, MIN_HEADING_SIZE - 1, -2):
            self.heading: gfx.Picture = render_outlined(self.fonts("display", size), title, theme.ACCENT, width=3,
                                                        shadow=4)
            if self.heading.get_width() <= BOX_W - 40:
                break
        if self.heading.get_width() > BOX_W - 40:
            w = BOX_W - 40
            h = round(self.heading.get_height() * w / self.heading.get_width())
            self.heading = gfx.smoothscale(self.heading, (w, h))
        self.line_h = line_h = font.get_linesize()
        height = 36 + self.heading.get_height() + 16 + line_h * len(self.lines) + 28 + 58 + 30
        self.box = pygame.Rect(0, 0, BOX_W, height)
        self.box.center = (W // 2, H // 2)
        self.panel = make_panel(self.box.size, theme.PANEL, radius=22, shadow=14, border=theme.ACCENT_DARK)
        bw, bh, gap = 220, 58, 24
        by = self.box.bottom - 30 - bh
        self.yes_button = self.button((W // 2 - gap // 2 - bw, by, bw, bh), yes_label, self.yes, kind=yes_kind,
                                      font_size=28)
        self.no_button = self.button((W // 2 + gap // 2, by, bw, bh), no_label, self.cancel, font_size=28)

    # ------------------------------------------------------------------ answers
    def yes(self) -> None:
        """Close the dialog, then run ``on_yes`` (once)."""
        if self.answered:
            return
        self.answered = True
        self.app.scenes.pop()
        self.on_yes()

    def cancel(self) -> None:
        """Close the dialog without doing anything (runs ``on_no`` if given)."""
        if self.answered:
            return
        self.answered = True
        self.app.scenes.pop()
        if self.on_no is not None:
            self.on_no()

    def back(self) -> None:
        """Esc: cancel."""
        self.click()
        self.cancel()

    # ------------------------------------------------------------------ Scene API
    def enter(self) -> None:
        super().enter()
        self.set_focus(self.no_button)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons, focus keys and Esc; a click outside the box cancels.  Every event is consumed (modal)."""
        self.follow_canvas()
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not self.box.collidepoint(event.pos)):
            self.back()
            return True
        super().handle_event(event)
        return True

    def fade_alpha(self) -> int:
        return 0  # an overlay appears at once; its veil darkens the screen below

    def shifted(self, delta: int) -> None:
        self.box.move_ip(delta, 0)

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.veil, (0, 0))
        surface.blit(self.panel, (self.box.x - 14, self.box.y - 14))
        y = self.box.y + 36
        surface.blit(self.heading, self.heading.get_rect(midtop=(self.box.centerx, y)))
        y += self.heading.get_height() + 16
        for img in self.lines:
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
            y += self.line_h


class MoveConfirmDialog(ConfirmDialog):
    """The "Play this move?" question (Settings: confirm each move).

    Unlike a destructive :class:`ConfirmDialog`, keyboard focus starts on the
    primary Play button (the highlighted one), so Enter, Enter plays a chosen move.
    """

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.yes_button)
