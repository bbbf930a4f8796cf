"""Input and picture helpers shared by the UI tests (synthetic events at LOGICAL positions, frames)."""

from __future__ import annotations

import pygame


def click(app, logical: tuple[int, int]) -> None:
    """Click at a LOGICAL position: post move+press+release at the matching WINDOW pixel, run a frame."""
    pos = app.display.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.016)


def key(app, k: int, mod: int = 0) -> None:
    """Press key ``k`` (with modifier bits ``mod``) and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.016)


def assert_not_blank(surface: pygame.Surface) -> None:
    """The surface (window pixels) holds a real picture: many distinct colours, not one fill."""
    small = pygame.transform.scale(surface, (64, 36))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40, f"canvas looks blank ({len(colours)} colours)"
