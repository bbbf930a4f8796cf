"""The window: a logical 1280×720 canvas drawn at the window's own resolution.

A table scene in a narrow window may use the compact 960×720 canvas instead (:data:`COMPACT_SIZE`,
:func:`compact_helps`, :meth:`Display.use_logical`): the app asks the lowest visible scene for its
``logical_size`` whenever the stack or the window changes, so overlays share the canvas of the table under them.

Scenes always draw on :attr:`Display.canvas`, a :class:`~zooarcade.ui.gfx.Canvas`
addressed in 1280×720 logical pixels whose pixels are the largest aspect-preserving
fit inside the window (``Viewport.scale`` window pixels per logical pixel), so text
and cards are rendered at the size they are seen, never resampled.
:meth:`Display.present` puts it in the window with letterbox bars, and
:meth:`Display.to_logical` maps window pixels back to logical ones.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

import pygame

from zooarcade.ui.gfx import Canvas, display_format

LOGICAL_SIZE = (1280, 720)
#: the compact table's logical canvas (4:3, the same height): a table scene may ask for it in a narrow window
#: (see :func:`compact_helps`), every other scene keeps :data:`LOGICAL_SIZE`.
COMPACT_SIZE = (960, 720)
#: below this window aspect (width / height) a 960-wide canvas is drawn larger than the 1280-wide one.
COMPACT_ASPECT = 1.5
#: ... and only when the 1280-wide canvas would be drawn smaller than this (window pixels per logical pixel).
COMPACT_SCALE = 0.85
#: smallest window the arcade accepts (pixels); smaller requests are raised to this.
MIN_WINDOW = (480, 270)
LETTERBOX = (12, 14, 18)
#: environment variable that overrides the desktop size (``"WxH"``), e.g. for tests under the dummy video driver.
DESKTOP_ENV = "ZOOARCADE_DESKTOP_SIZE"
#: SDL video drivers without a screen: their desktop size is made up, so it counts as unknown.
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})

log = logging.getLogger("zooarcade")


def desktop_size() -> tuple[int, int] | None:
    """Return the size in pixels of the desktop the window opens on (the primary display), or ``None``.

    ``$ZOOARCADE_DESKTOP_SIZE`` (``"WxH"``) overrides what the video driver
    reports, so the dummy driver of the tests can pretend to be any screen;
    tests may also monkeypatch this function.  Under a headless driver
    (:data:`HEADLESS_DRIVERS`) without the override the size is unknown (``None``).  Never raises.
    """
    override = os.environ.get(DESKTOP_ENV, "").strip().lower()
    if override:
        try:
            w, h = (int(x) for x in override.split("x"))
            if w > 0 and h > 0:
                return (w, h)
        except ValueError:
            pass
        log.warning("ignoring %s=%r: use WIDTHxHEIGHT", DESKTOP_ENV, override)
    if os.environ.get("SDL_VIDEODRIVER", "").strip().lower() in HEADLESS_DRIVERS:
        return None  # a headless driver's "desktop" (the dummy one says 1024x768) is no screen at all
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes:
        return None
    w, h = sizes[0]
    return (int(w), int(h)) if w > 0 and h > 0 else None


#: window pixels kept free below a window fitted to the desktop (title bar, task bar).
DESKTOP_MARGIN = 80
#: largest window (pixels) opened when the desktop size is unknown (headless drivers): 4K UHD.  Each
#: window pixel costs the canvas and every cached picture memory, so ``--size 100000x100000`` must not
#: be taken at its word.
MAX_WINDOW = (3840, 2160)


def fit_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``size`` (pixels), shrunk keeping its aspect ratio so the window fits on ``desktop`` (``None`` = unknown).

    A saved window size from a bigger screen, or a typed ``--size 12800x7200``, must not open partly
    off-screen (nor take gigabytes); the height keeps :data:`DESKTOP_MARGIN` pixels free for the title
    bar and task bar.  With no desktop known the room is :data:`MAX_WINDOW`.  Never below :data:`MIN_WINDOW`.
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if desktop is None:
        room_w, room_h = MAX_WINDOW
    else:
        room_w, room_h = max(MIN_WINDOW[0], desktop[0]), max(MIN_WINDOW[1], desktop[1] - DESKTOP_MARGIN)
    if w <= room_w and h <= room_h:
        return (w, h)
    k = min(room_w / w, room_h / h)
    return clamp_window_size((int(w * k), int(h * k)))


def compact_helps(window: tuple[int, int]) -> bool:
    """True when a table in a window of ``window`` pixels is better on the compact canvas (:data:`COMPACT_SIZE`).

    The rule ("Auto" in Settings): the window is narrow (aspect below :data:`COMPACT_ASPECT`, 3:2) *and* the
    wide 1280×720 canvas would be drawn at less than :data:`COMPACT_SCALE` window pixels per logical pixel
    (text under ~11 px).  800×600 and 1024×768 get the compact table (scale 0.83 and 1.07 instead of 0.63 and
    0.8); 1280×720, 1920×1080 and a large 4:3 window such as 1600×1200 keep the wide one.
    """
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    return w / h < COMPACT_ASPECT and min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1]) < COMPACT_SCALE


def clamp_window_size(size: tuple[int, int]) -> tuple[int, int]:
    """Return ``size`` raised (per side) to at least :data:`MIN_WINDOW`."""
    return (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))


@dataclass(frozen=True)
class Viewport:
    """Where the logical canvas lands in the window: scale factor and offset in window pixels."""

    scale: float
    offset_x: int
    offset_y: int
    width: int
    height: int

    @classmethod
    def fit(cls, window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> Viewport:
        """Return the largest aspect-preserving fit of ``logical`` inside ``window`` (both w×h pixels)."""
        ww, wh = max(1, window[0]), max(1, window[1])
        scale = min(ww / logical[0], wh / logical[1])
        w, h = max(1, round(logical[0] * scale)), max(1, round(logical[1] * scale))
        return cls(scale, (ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a window pixel position to logical canvas pixels (may lie outside the canvas)."""
        return (int((pos[0] - self.offset_x) / self.scale), int((pos[1] - self.offset_y) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a logical canvas position to window pixels."""
        return (round(pos[0] * self.scale + self.offset_x), round(pos[1] * self.scale + self.offset_y))


class Display:
    """Owns the OS window and the logical canvas.

    Args:
        size: initial window size in pixels (clamped up to :data:`MIN_WINDOW`).
        fullscreen: start in desktop fullscreen.
        title: window caption.
    """

    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False, title: str = "Zoo Arcade"):
        self.windowed_size = clamp_window_size(size)
        #: the size asked for when it was below :data:`MIN_WINDOW` and so was raised, else ``None``.
        self.raised_from: tuple[int, int] | None = None
        if self.windowed_size != (int(size[0]), int(size[1])):
            self.raised_from = (int(size[0]), int(size[1]))
        self.fullscreen = False
        #: the logical size of the canvas now (logical pixels): :data:`LOGICAL_SIZE`, or :data:`COMPACT_SIZE`
        #: while a compact table is shown (:meth:`use_logical`).
        self.logical: tuple[int, int] = LOGICAL_SIZE
        pygame.display.set_caption(title)
        self.window = self._open(self.windowed_size, fullscreen)
        self._refit()

    def _refit(self) -> None:
        """Fit the viewport of :attr:`logical` to the window and make the canvas at that resolution.

        When the canvas fills the window exactly (no letterbox bars: a 16:9 window, or 4:3 for the compact
        canvas) the canvas draws straight on the window's own surface, so :meth:`present` copies nothing (a
        1920×1080 frame saves a full-window copy, about a millisecond); otherwise it is a surface of its own,
        copied between the bars.
        """
        self.viewport = Viewport.fit(self.window.get_size(), self.logical)
        vp = self.viewport
        direct = not vp.offset_x and not vp.offset_y and (vp.width, vp.height) == self.window.get_size()
        canvas = getattr(self, "canvas", None)
        if (canvas is None or canvas.surface.get_size() != (vp.width, vp.height)
                or canvas.get_size() != self.logical or canvas.scale != float(vp.scale)
                or (canvas.surface is self.window) != direct):
            pixels = self.window if direct else display_format(pygame.Surface((vp.width, vp.height)), alpha=False)
            self.canvas = Canvas(pixels, vp.scale, self.logical)

    def use_logical(self, size: tuple[int, int]) -> bool:
        """Make the canvas ``size`` logical pixels (:data:`LOGICAL_SIZE` or :data:`COMPACT_SIZE`), fitted to the
        window; True when it changed (the viewport, the canvas and :meth:`to_logical` then follow the new size)."""
        size = (int(size[0]), int(size[1]))
        if size == self.logical:
            return False
        self.logical = size
        self._refit()
        return True

    @property
    def scale(self) -> float:
        """Window pixels per logical pixel of the canvas (1.0 in a 1280×720 window)."""
        return self.canvas.scale

    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                surf = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self.fullscreen = True
                return surf
            except pygame.error as exc:
                log.warning("fullscreen unavailable (%s); staying windowed", exc)
        self.fullscreen = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def resized(self, size: tuple[int, int]) -> None:
        """Handle a window resize to ``size`` pixels (a too-small window is grown to :data:`MIN_WINDOW`)."""
        w, h = clamp_window_size(size)
        if (w, h) != tuple(size) and not self.fullscreen:
            self.window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            self.window = pygame.display.get_surface() or self.window
        if not self.fullscreen:
            self.windowed_size = (w, h)
        self._refit()

    def toggle_fullscreen(self) -> None:
        """Switch between desktop fullscreen and the last windowed size (F11)."""
        self.window = self._open(self.windowed_size, not self.fullscreen)
        self._refit()

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a window pixel position to logical canvas pixels."""
        return self.viewport.to_logical(pos)

    def present(self) -> None:
        """Put the canvas (already at window resolution) in the window with letterbox bars and flip."""
        vp = self.viewport
        if self.canvas.surface is not self.window:  # else drawn on the window already (see _refit)
            if vp.offset_x or vp.offset_y:
                self.window.fill(LETTERBOX)
            self.window.blit(self.canvas.surface, (vp.offset_x, vp.offset_y))
        pygame.display.flip()
