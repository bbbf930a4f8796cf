"""Cached text rendering shared by every scene (menus and tables)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from zooarcade.ui import gfx, theme

_T = TypeVar("_T")


class TextCache:
    """Renders and keeps text pictures keyed by (role, size, text, colour) for one scene.

    The pictures (:class:`~zooarcade.ui.gfx.TextPicture`) measure in logical pixels and are
    rasterised at the size they are drawn, so text stays sharp at every window size.

    Args:
        fonts: ``fonts(role, size)`` returning a pygame font.
        limit: entries kept before the cache is cleared (keeps changing text from growing it forever).
    """

    def __init__(self, fonts: Callable[[str, int], gfx.ScaledFont], limit: int = 256) -> None:
        self._fonts = fonts
        self._cache: dict[tuple[str, int, str, theme.Color], gfx.Picture] = {}
        self._limit = limit
        self._memo: dict[tuple[object, ...], object] = {}

    def get(self, role: str, size: int, text: str, color: theme.Color = theme.INK) -> gfx.Picture:
        """Return the rendered surface of ``text``."""
        key = (role, size, text, color)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self._limit:
                self._cache.clear()
            surf = self._fonts(role, size).render(text, True, color)
            self._cache[key] = surf
        return surf

    def memo(self, key: tuple[object, ...], make: Callable[[], _T]) -> _T:
        """Return ``make()`` cached under ``key`` (text layouts measured once, not every frame)."""
        if key not in self._memo:
            if len(self._memo) >= self._limit:
                self._memo.clear()
            self._memo[key] = make()
        return self._memo[key]  # type: ignore[no-any-return]

    def blit(self, surface: gfx.Canvas | pygame.Surface, role: str, size: int, text: str, pos: tuple[float, float],
             color: theme.Color = theme.INK, anchor: str = "topleft") -> pygame.Rect:
        """Blit cached ``text`` with ``anchor`` (a pygame.Rect attribute) at ``pos``; return its rect."""
        img = self.get(role, size, text, color)
        rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        surface.blit(img, rect)
        return rect
