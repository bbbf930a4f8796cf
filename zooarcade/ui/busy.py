"""The "Setting up…" card: feedback painted at once when a click starts slow work (building a table).

A button whose action builds the next screen (a lesson's table, a new game's table) runs that build inside the
event handler, and the new scene is then prepared off-screen for a few frames while the window keeps showing
the last frame presented (:meth:`zooarcade.app.App.prepared`).  Without feedback the click seems lost for
that long.  :meth:`zooarcade.app.App.show_busy` paints the visible scenes with :func:`draw_busy` over them and
puts that in the window *before* the build starts, so the card is what stays on the window until the next
screen shows.

Geometry in logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.display import LOGICAL_SIZE
from zooarcade.ui.scene import darken

#: how much the screen under the card is darkened (0..255).
VEIL = 90
#: the card's size (pixels): wide enough for "Setting up the lesson…" at :data:`TEXT_SIZE`.
CARD_SIZE = (440, 92)
#: the card's text size (pixels, the display font).
TEXT_SIZE = 30
#: the card's body colour.
CARD_COLOUR = (30, 38, 44)


def busy_rect(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """Where the card sits: the middle of a canvas of ``size`` logical pixels (1280×720, or the compact 960×720)."""
    rect = pygame.Rect((0, 0), CARD_SIZE)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def draw_busy(surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont], text: str) -> pygame.Rect:
    """Darken ``surface`` and draw the busy card saying ``text`` in its middle; return the card's rect.

    ``fonts(role, size)`` gives a font (``app.font``).  A text too wide for the card is cut with an ellipsis.
    """
    darken(surface, VEIL)
    rect = busy_rect(surface.get_size())
    theme.shadowed_rect(surface, rect, CARD_COLOUR, radius=16, shadow=8, border=theme.ACCENT, border_width=3)
    font = fonts("display", TEXT_SIZE)
    shown = theme.fit_text(font, text, rect.w - 40)
    theme.blit_text(surface, font, shown, rect.center, theme.ACCENT, anchor="center")
    return rect
