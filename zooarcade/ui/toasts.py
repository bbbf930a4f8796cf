"""Notices told to the player over every scene: a file that could not be written, and what is not kept.

:meth:`App.tell <zooarcade.app.App.tell>` hands a line here; it shows for :data:`TOAST_TIME`
seconds (fading in the last one) at the top centre of the canvas, above whatever scene is shown,
so a failure during a game is still seen on the results screen.  A scene whose top holds what
must be read at once (the results headline, the title screen's own notices) sets
``toast_anchor = "bottom"`` and the notices rise from the bottom edge instead.  Each notice is told **once**:
the same line under the same key is not shown again until :meth:`Toasts.forget` (e.g. once
saving works again).  Sizes are logical pixels; times seconds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from zooarcade.ui import gfx, theme

#: seconds a notice stays on screen (it fades during the last second).
TOAST_TIME = 7.0
#: widest a notice may be; longer lines wrap (at most :data:`MAX_LINES` lines).
TOAST_WIDTH = 820
MAX_LINES = 6
#: notices on screen at once (older ones go first).
MAX_SHOWN = 3
#: distance of the first notice from the canvas edge, and the gap between notices.
EDGE, GAP = 12, 8
FONT_SIZE = 17


@dataclass
class _Toast:
    text: str
    age: float = 0.0
    picture: gfx.Drawing | None = field(default=None, repr=False)


class Toasts:
    """The notices told to the player during this run.

    Attributes:
        told: every notice shown, in order (tests read it; it only grows).
    """

    def __init__(self) -> None:
        self.told: list[str] = []
        self._shown: list[_Toast] = []
        self._keys: dict[str, str] = {}

    def tell(self, text: str, key: str | None = None) -> bool:
        """Show ``text`` unless it was already told under ``key`` (default: the text itself); True when shown."""
        key = text if key is None else key
        if self._keys.get(key) == text:
            return False
        self._keys[key] = text
        self.told.append(text)
        self._shown = [t for t in self._shown if t.text != text][-(MAX_SHOWN - 1):] + [_Toast(text)]
        return True

    def forget(self, key: str) -> None:
        """Let the notice of ``key`` be told again (the trouble is over; should it come back, say so)."""
        self._keys.pop(key, None)

    def visible(self) -> list[str]:
        """The notices on screen now, oldest first."""
        return [t.text for t in self._shown]

    def update(self, dt: float) -> None:
        """Age the notices by ``dt`` seconds; drop those whose time is up."""
        for toast in self._shown:
            toast.age += dt
        self._shown = [t for t in self._shown if t.age < TOAST_TIME]

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont],
             icon: Callable[[str, tuple[int, int]], gfx.Picture], anchor: str = "top") -> None:
        """Draw the notices centred on ``surface`` (the logical canvas), from its top or its ``"bottom"`` edge."""
        width, height = surface.get_size()
        pictures = []
        for toast in self._shown:
            if toast.picture is None:
                toast.picture = _picture(toast.text, fonts, icon)
            alpha = 255 if toast.age < TOAST_TIME - 1 else max(0, int(255 * (TOAST_TIME - toast.age)))
            toast.picture.set_alpha(alpha)
            pictures.append(toast.picture)
        y = EDGE
        if anchor == "bottom":
            y = height - EDGE - sum(p.get_height() + GAP for p in pictures) + GAP
        for picture in pictures:
            surface.blit(picture, (width // 2 - picture.get_width() // 2, y))
            y += picture.get_height() + GAP


def _picture(text: str, fonts: Callable[[str, int], gfx.ScaledFont],
             icon: Callable[[str, tuple[int, int]], gfx.Picture]) -> gfx.Drawing:
    """The notice as a picture: a panel with a warning sign and the wrapped text."""
    font = fonts("text", FONT_SIZE)
    lines = theme.wrap_text(font, text, TOAST_WIDTH - 64)
    if len(lines) > MAX_LINES:
        lines = lines[: MAX_LINES - 1] + [theme.fit_text(font, " ".join(lines[MAX_LINES - 1:]), TOAST_WIDTH - 64)]
    line_h = font.get_linesize()
    w = max(font.size(line)[0] for line in lines) + 64
    h = line_h * len(lines) + 20

    def paint(surf: gfx.Canvas) -> None:
        box = pygame.Rect(0, 0, w, h)
        gfx.rect(surf, (*theme.PANEL, 240), box, border_radius=10)
        gfx.rect(surf, (*theme.DANGER, 255), box, 2, border_radius=10)
        sign = icon("warning", (24, 24))
        surf.blit(sign, sign.get_rect(center=(24, 10 + line_h // 2)))
        for i, line in enumerate(lines):
            theme.blit_text(surf, font, line, (46, 10 + i * line_h), theme.INK)

    return gfx.Drawing((w, h), paint)
