"""Scenes and the scene stack.

Lifecycle of a :class:`Scene` (after Tuxemon's state stack):

* ``enter()`` once when first shown; ``resume()`` when a scene above it pops;
  ``pause()`` when another scene is pushed on top; ``exit()`` when removed.
* ``handle_event(event) -> bool``: return True to consume the event; mouse
  events arrive with ``event.pos`` already in logical canvas pixels.
* ``update(dt)``: advance animations and timers by ``dt`` seconds.
* ``logical_size(window)``: the canvas the scene wants (1280×720; a game table in a narrow window: 960×720).
* ``draw(surface)``: paint on the 1280×720 logical canvas (a :class:`~zooarcade.ui.gfx.Canvas`
  whose pixels are at window resolution: draw with :mod:`zooarcade.ui.gfx`); never changes state.
* ``animating() -> bool``, ``ambient() -> bool``, ``wake_in() -> float | None``: how often the
  top scene needs frames (see :func:`frame_wait`).  A scene that says nothing is drawn at the full
  rate; one whose screen is still lets the app sleep until input arrives, so a static screen
  costs next to no CPU.

Overlays (pause menu, dialogs, the hot-seat handoff) set ``opaque = False``
so the scene below is drawn first.  Stack changes are queued and applied
between frames, never in the middle of an event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from zooarcade.ui import gfx

if TYPE_CHECKING:
    from zooarcade.ui.services import Services


#: seconds decorative motion (``Scene.ambient``) keeps playing after the last input before it settles.
AMBIENT_LINGER = 6.0
#: longest sleep (seconds) of an idle app: a still screen is still redrawn this often, as a safety net.
HEARTBEAT = 1.0


def frame_wait(animating: bool, ambient: bool, since_input: float, wake_in: float | None) -> float:
    """Seconds the main loop may sleep (waking at once on any input) before the next frame; 0 = no sleep.

    * ``animating`` (a tween, a drag, a thinking AI, a fade): 0, frames at the full rate;
    * ``ambient`` (decoration only: the title's parade, the glow of the seat to move) and the last
      input less than :data:`AMBIENT_LINGER` seconds ago (``since_input``): 0 as well;
    * otherwise the screen is still: sleep until input, or ``wake_in`` seconds (the scene's next change by
      itself, e.g. a cursor blink), at most :data:`HEARTBEAT`.
    """
    if animating or (ambient and since_input < AMBIENT_LINGER):
        return 0.0
    if wake_in is None:
        return HEARTBEAT
    return max(0.0, min(HEARTBEAT, wake_in))


#: seconds of the fade-in when a scene appears (menus, tables), before the animation-speed multiplier.
FADE_IN = 0.22
#: opacity (0..255) of the veil on a scene's first frame: dark, never black, so a slow first frame never
#: shows a black window (play test: a black frame between a game's last move and its results).
FADE_FROM = 150


def fade_in_alpha(age: float, speed: float, duration: float = FADE_IN) -> int:
    """Opacity 0..255 of the black veil over a scene ``age`` seconds after it appeared.

    Eases out (quadratic): :data:`FADE_FROM` at ``age == 0``, 0 from ``age >= duration * speed`` on.
    ``speed`` is the animation-speed multiplier (``app.animation_scale``); 0 (instant)
    always gives 0, so the very first frame is drawn in full.
    """
    if speed <= 0 or duration <= 0:
        return 0
    t = age / (duration * speed)
    return 0 if t >= 1 else int(FADE_FROM * (1 - max(0.0, t)) ** 2)


def darken(surface: gfx.Canvas | pygame.Surface, alpha: int) -> None:
    """Darken all of ``surface`` towards black by ``alpha`` (0 = unchanged, 255 = black)."""
    if alpha > 0:
        surface.fill((alpha, alpha, alpha), special_flags=pygame.BLEND_RGB_SUB)


class Scene:
    """Base class of every screen.  Subclasses override what they need."""

    #: False for overlays: the scene below is drawn first.
    opaque: bool = True
    #: an overlay (``opaque = False``) under which the scenes below cannot change while it is on top (they are
    #: not updated, and nothing it does redraws them differently): the app draws them once and reuses that
    #: picture each frame (:meth:`App._draw_scenes <zooarcade.app.App._draw_scenes>`) until the stack changes.
    still_below: bool = False
    #: music loop this scene wants ("menu_loop", "table_loop" or None to keep the current one).
    music: str | None = None

    def __init__(self, app: Services) -> None:
        self.app = app

    def enter(self) -> None:
        """Called once when the scene first becomes active."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def canvas_changed(self, size: tuple[int, int]) -> None:
        """The canvas this visible scene is drawn on became ``size`` logical pixels (a resize across the compact
        table's threshold, a fullscreen switch, a stack change): re-place what was laid out for the old one at
        once, before the next event or frame (an overlay centres itself again).  Default: nothing."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event (logical coordinates); return True if consumed."""
        return False

    def logical_size(self, window: tuple[int, int]) -> tuple[int, int]:
        """The logical canvas size (w, h logical pixels) this scene wants in a window of ``window`` pixels.

        Every scene draws on 1280×720 (the default); a table may answer the compact 960×720
        (:data:`zooarcade.ui.display.COMPACT_SIZE`).  Asked of the lowest visible scene (an overlay shares the
        canvas of the scene under it) whenever the stack or the window changes.
        """
        return (1280, 720)

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: gfx.Canvas) -> None:
        """Draw on the logical canvas ``surface`` (1280×720 logical pixels, see :mod:`zooarcade.ui.gfx`)."""

    def animating(self) -> bool:
        """True while something on screen moves or a timer runs that changes it: frames at the full rate.

        The base class says True, so a scene that does not answer is never starved of frames.
        """
        return True

    def ambient(self) -> bool:
        """True when the only motion is decoration that may settle once the player has left the screen alone."""
        return False

    def wake_in(self) -> float | None:
        """While not :meth:`animating`: seconds until the screen changes by itself (None: only on input)."""
        return None


class SceneManager:
    """A stack of scenes with queued push / pop / replace operations."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        #: called (no arguments) when the stack changed: before a pushed scene's ``enter()``, before a
        #: ``resume()``, and after :meth:`apply_pending` (the app re-fits its canvas).
        self.on_change: Callable[[], None] | None = None

    @property
    def top(self) -> Scene | None:
        """The active scene (receives input), or None when the stack is empty."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Queue ``scene`` to go on top of the stack."""
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        """Queue removal of the top scene."""
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Queue replacing the top scene with ``scene``."""
        self._pending.append(lambda: (self._pop(resume=False), self._push(scene)))

    def reset(self, scene: Scene) -> None:
        """Queue clearing the whole stack and showing ``scene`` alone."""

        def op() -> None:
            while self.stack:
                self._pop(resume=False)
            self._push(scene)

        self._pending.append(op)

    def pop_to(self, scene_type: type[Scene]) -> None:
        """Queue popping scenes until one of ``scene_type`` is on top (no-op if none is on the stack)."""

        def op() -> None:
            if not any(isinstance(s, scene_type) for s in self.stack):
                return
            while self.stack and not isinstance(self.stack[-1], scene_type):
                self._pop(resume=False)
            if self.stack:
                self.stack[-1].resume()

        self._pending.append(op)

    def _push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self._changed()  # the canvas fits the new stack before the scene prepares its pictures in enter()
        scene.enter()

    def _pop(self, resume: bool = True) -> None:
        if not self.stack:
            return
        self.stack.pop().exit()
        if resume and self.stack:
            self._changed()
            self.stack[-1].resume()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def apply_pending(self) -> bool:
        """Apply queued stack changes in order; return True if any were applied."""
        changed = bool(self._pending)
        while self._pending:
            ops, self._pending = self._pending, []
            for op in ops:
                op()
        if changed:
            self._changed()
        return changed

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top scene and those below it up to the first opaque one."""
        out: list[Scene] = []
        for scene in reversed(self.stack):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
