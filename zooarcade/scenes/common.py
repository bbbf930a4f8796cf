"""Shared parts of the arcade's menu screens: backdrop, header, panels, focus handling.

Every menu screen (title, game select, seat setup, results, pause) derives from
:class:`MenuScene`, which gives it:

* keyboard focus over its widgets (Tab / Shift+Tab / arrow keys move, Enter or
  Space activates, Esc calls :meth:`MenuScene.back`);
* mouse hover/click dispatch to its widgets (positions are logical pixels);
* a short fade-in when the scene appears (skipped when animations are instant).

Static art (gradients, patterns, headings) is rendered once into cached
surfaces so a menu frame is a handful of blits.  Sizes are logical pixels of
the 1280×720 canvas; times are seconds.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.display import LOGICAL_SIZE
from zooarcade.ui.scene import Scene, darken, fade_in_alpha
from zooarcade.ui.text import TextCache  # noqa: F401 - re-exported for the menu scenes
from zooarcade.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

W, H = LOGICAL_SIZE
#: animals scattered (faintly) over the menu backdrop: (name, x, y, size, angle).
BACKDROP_ANIMALS: tuple[tuple[str, int, int, int, int], ...] = (
    ("giraffe", 70, 120, 120, -12),
    ("elephant", 1150, 90, 130, 10),
    ("penguin", 1180, 560, 100, -8),
    ("lion", 60, 600, 110, 8),
    ("zebra", 300, 660, 90, -15),
    ("flamingo", 980, 650, 90, 12),
    ("panda", 640, 40, 70, 0),
    ("koala", 860, 40, 70, -10),
    ("parrot", 420, 40, 70, 14),
)


def fresh_seed() -> int:
    """Return a new random deal number in 1..999999 (from the OS's randomness)."""
    return secrets.randbelow(999_999) + 1


def optimise(surface: Any) -> Any:
    """Convert a cached per-pixel-alpha surface to the display's format (much faster blits), if a window exists.

    Pictures (:mod:`zooarcade.ui.gfx`) are returned as they are: they render per scale.
    """
    if pygame.display.get_surface() is None or (isinstance(surface, gfx.Picture)
                                                 and not isinstance(surface, gfx.Canvas)):
        return surface
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def make_backdrop(app: Services, animals: bool = True, tint: theme.Color = theme.BG) -> gfx.Drawing:
    """The menu backdrop: a vertical gradient, a soft vignette and faint animal art.

    Returns an opaque picture of the logical size (1280×720), rendered at the drawn size, to blit at (0, 0).
    One picture per app for each ``(animals, tint)`` (:meth:`~zooarcade.ui.assets.Assets.shared`), so it
    is rendered once per window scale, not once per scene; its layers are pictures of their own, so a
    scene prepared over several frames (``App.prepared``) renders them one by one.
    """
    return app.assets.shared(("backdrop", animals, tuple(tint)), lambda: _backdrop(app, animals, tint))


def _backdrop(app: Services, animals: bool, tint: theme.Color) -> gfx.Drawing:
    top = tuple(min(255, c + 14) for c in tint)
    gradient = theme.vertical_gradient((W, H), top, theme.BG_DARK)  # type: ignore[arg-type]

    def paint_stripes(stripes: gfx.Canvas) -> None:  # diagonal stripes, like a circus tent seen from afar
        for x in range(-H, W, 90):
            gfx.polygon(stripes, (255, 255, 255, 5), [(x, 0), (x + 45, 0), (x + 45 + H, H), (x + H, H)])

    def paint_animals(layer: gfx.Canvas) -> None:
        for name, x, y, size, angle in BACKDROP_ANIMALS:
            img = gfx.rotate(app.assets.animal(name, (size, size)), angle)
            layer.blit(img, img.get_rect(center=(x, y)))

    stripes = gfx.Drawing((W, H), paint_stripes)
    herd = gfx.Drawing((W, H), paint_animals)
    herd.set_alpha(26)
    vignette = gfx.stretched(_vignette_map(), (W, H))

    def paint(surf: gfx.Canvas) -> None:
        surf.blit(gradient, (0, 0))
        surf.blit(stripes, (0, 0))
        if animals:
            surf.blit(herd, (0, 0))
        surf.blit(vignette, (0, 0))

    layers = (gradient, stripes, herd, vignette) if animals else (gradient, stripes, vignette)
    return gfx.Drawing((W, H), paint, alpha=False, needs=layers)  # a layer per frame while a scene is prepared


def _vignette_map() -> pygame.Surface:
    """A small radial alpha map, scaled up smoothly into a vignette (no banding)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
            small.set_at((x, y), (0, 0, 0, int(150 * max(0.0, d - 0.55) ** 1.4)))
    return small


def render_outlined(
    font: gfx.ScaledFont,
    text: str,
    color: theme.Color,
    outline: theme.Color = theme.INK_DARK,
    width: int = 3,
    shadow: int = 5,
) -> gfx.Drawing:
    """Render ``text`` with a solid outline ``width`` pixels thick and a drop shadow ``shadow`` pixels down.

    Used for display-font headings; returns a picture (rendered at the drawn size, cached per scale).
    """
    body = font.render(text, True, color)
    edge = font.render(text, True, outline)
    w, h = body.get_width() + width * 2, body.get_height() + width * 2 + shadow

    def paint(out: gfx.Canvas) -> None:
        if shadow:
            sh = font.render(text, True, (0, 0, 0))
            sh.set_alpha(90)
            out.blit(sh, (width, width + shadow))
        step = 1 / out.scale  # one window pixel, so the outline stays solid when drawn large
        steps = round(width * out.scale)
        for i in range(-steps, steps + 1):
            for j in range(-steps, steps + 1):
                if i * i + j * j <= steps * steps + 1:
                    out.blit(edge, (width + i * step, width + j * step))
        out.blit(body, (width, width))

    return gfx.Drawing((w, h), paint)


def make_panel(size: tuple[int, int], color: theme.Color = theme.PANEL, radius: int = 18, shadow: int = 10,
               border: theme.Color | None = (70, 82, 94), alpha: int = 255) -> gfx.Drawing:
    """A rounded panel with a soft shadow: a picture ``shadow`` logical pixels larger on each side.

    Blit it at ``(x - shadow, y - shadow)`` so the panel body lands at ``(x, y)``.
    """
    w, h = size

    def paint(surf: gfx.Canvas) -> None:
        body = pygame.Rect(shadow, shadow, w, h)
        theme.shadowed_rect(surf, body, color, radius=radius, shadow=shadow, border=border)
        # a thin highlight along the top edge
        hl = pygame.Rect(body.x + radius, body.y + 2, w - radius * 2, 2)
        gfx.rect(surf, tuple(min(255, c + 26) for c in color), hl, border_radius=1)

    panel = gfx.Drawing((w + shadow * 2, h + shadow * 2), paint)
    if alpha < 255:
        panel.set_alpha(alpha)
    return panel


#: logical pixels between a notice banner's edge and its text (the warning sign sits in the left one).
NOTICE_PAD, NOTICE_TEXT_X = 6, 46


def notice_lines(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int,
                 max_lines: int = 3) -> tuple[list[str], bool]:
    """``(lines, cut)``: a banner notice wrapped to a box ``width`` logical pixels wide (its text starts
    :data:`NOTICE_TEXT_X` in, after the warning sign), in at most ``max_lines`` lines (:func:`theme.wrap_cut`).

    A notice is read, not glanced at: it wraps instead of being cut with "…" on one line (play test 14 F5).
    """
    return theme.wrap_cut(font, text, width - NOTICE_TEXT_X - 14, max_lines)


def draw_notice(surface: gfx.Canvas, fonts: Callable[[str, int], gfx.ScaledFont], text_cache: TextCache,
                font_size: int, icon: gfx.Picture, box: pygame.Rect, text: str, max_lines: int = 3) -> pygame.Rect:
    """Draw ``text`` in a warning banner whose bottom edge and width are ``box``'s; return the banner's rect.

    ``box.h`` is the least height; a text of more lines than fit grows the banner upwards (never down over
    the hint line under it), up to ``max_lines`` lines (:func:`notice_lines`).  ``icon`` is the warning sign
    (about 26×26); ``fonts`` and ``text_cache`` are the scene's, for "text" at ``font_size`` (logical pixels).
    """
    font = fonts("text", font_size)
    lines, _ = notice_lines(font, text, box.w, max_lines)
    step = font.get_linesize()
    banner = pygame.Rect(box.x, 0, box.w, max(box.h, len(lines) * step + 2 * NOTICE_PAD + 4))
    banner.bottom = box.bottom
    theme.shadowed_rect(surface, banner, theme.PANEL, radius=10, shadow=4, border=theme.ACCENT_DARK)
    surface.blit(icon, icon.get_rect(midleft=(banner.x + 12, banner.centery)))
    y = banner.centery - (len(lines) * step) // 2
    for line in lines:
        text_cache.blit(surface, "text", font_size, line, (banner.x + NOTICE_TEXT_X, y), theme.INK)
        y += step
    return banner


def canvas_width(app: object) -> int:
    """The logical width of ``app``'s canvas now (1280, or 960 under a compact table); :data:`W` without one."""
    canvas = getattr(getattr(app, "display", None), "canvas", None)
    return int(canvas.get_size()[0]) if canvas is not None else W


class MenuScene(Scene):
    """Base of the arcade's menu screens: widgets with keyboard focus, Esc = back, a fade-in.

    Subclasses fill :attr:`widgets` (drawn and given events in order; only those
    in :attr:`focus_order` take keyboard focus — all of them by default) and
    override :meth:`back`, :meth:`draw_background` and :meth:`draw_foreground`.
    """

    music: str | None = "menu_loop"
    #: an overlay laid out for 1280×720 that centres itself on the canvas it is drawn on, e.g. the compact
    #: table's 960-wide one (:meth:`follow_canvas`); False: the screen keeps its own place.
    follows_canvas = False

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.focus_order: list[Widget] | None = None
        self.focus_index: int | None = None
        self.age = 0.0
        #: logical pixels the overlay is moved right of its 1280×720 place (negative on a narrower canvas).
        self.shift_x = 0

    def follow_canvas(self, width: int | None = None) -> None:
        """Centre a :attr:`follows_canvas` overlay on a canvas ``width`` logical pixels wide (default: the app's
        canvas): its widgets and :attr:`shift_x` move by the change; :meth:`shifted` moves the rest."""
        if not self.follows_canvas:
            return
        width = canvas_width(self.app) if width is None else width
        delta = (width - W) // 2 - self.shift_x
        if delta:
            self.shift_x += delta
            for w in self.widgets:
                w.rect.move_ip(delta, 0)
            self.shifted(delta)

    def shifted(self, delta: int) -> None:
        """The overlay moved ``delta`` logical pixels along x (:meth:`follow_canvas`): move its own rects."""

    def canvas_changed(self, size: tuple[int, int]) -> None:
        """Centre a :attr:`follows_canvas` overlay on the new canvas at once, and drop every widget's hover: the
        pointer is over another place now (play test: after a resize the pause menu stayed placed and lit for
        the old canvas until it was opened again)."""
        self.follow_canvas(size[0])
        for w in self.widgets:
            w.hover = False

    # ------------------------------------------------------------------ helpers for subclasses
    def fonts(self, role: str, size: int) -> gfx.ScaledFont:
        """Return a font of ``role`` ('display' | 'text' | 'bold') at ``size`` logical pixels."""
        return self.app.font(role, size)

    def click(self) -> None:
        """Play the UI click sound."""
        self.app.sfx("click")

    def button(self, rect: tuple[int, int, int, int], text: str, on_click: Callable[[], None],
               kind: str = "secondary", font_size: int = 28, enabled: bool = True) -> Button:
        """Create a :class:`Button` with the click sound, add it to :attr:`widgets` and return it."""
        b = Button(rect, text, on_click, kind=kind, enabled=enabled, font_size=font_size, click_sound=self.click)
        self.widgets.append(b)
        return b

    def focusables(self) -> list[Widget]:
        """Widgets that take keyboard focus, in Tab order (enabled ones only)."""
        order = self.focus_order if self.focus_order is not None else self.widgets
        return [w for w in order if w.enabled]

    def set_focus(self, widget: Widget | None) -> None:
        """Give keyboard focus to ``widget`` (None clears focus)."""
        for w in self.widgets:
            w.focused = False
        order = self.focusables()
        if widget is None or widget not in order:
            self.focus_index = None
            return
        widget.focused = True
        self.focus_index = order.index(widget)

    def move_focus(self, delta: int) -> None:
        """Move keyboard focus ``delta`` steps along :meth:`focusables` (wrapping)."""
        order = self.focusables()
        if not order:
            return
        current = next((i for i, w in enumerate(order) if w.focused), None)
        index = (0 if delta > 0 else len(order) - 1) if current is None else (current + delta) % len(order)
        self.set_focus(order[index])

    def focused(self) -> Widget | None:
        """The widget with keyboard focus, if any."""
        return next((w for w in self.widgets if w.focused), None)

    def back(self) -> None:
        """Esc on this menu: by default pop back to the previous screen."""
        self.click()
        self.app.scenes.pop()

    # ------------------------------------------------------------------ Scene API
    def enter(self) -> None:
        self.age = 0.0

    def resume(self) -> None:
        """Back from a screen this menu opened: keyboard focus returns to :meth:`default_focus` when nothing
        holds it (a click on the button that opened the screen dropped it; play test 13b: after pause → Settings
        → Back, Enter no longer resumed the game)."""
        self.age = 0.0
        if self.focused() is None:
            widget = self.default_focus()
            if widget is not None and widget in self.focusables():
                self.set_focus(widget)

    def default_focus(self) -> Widget | None:
        """The widget keyboard focus goes back to when the menu comes back on top with none focused (its Enter
        default, e.g. the pause menu's Resume); None (the default): focus stays cleared."""
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Dispatch ``event`` to widgets, then handle focus keys and Esc; return True if consumed."""
        self.follow_canvas()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # clicking elsewhere drops keyboard focus from whatever had it
            for w in self.widgets:
                if w.focused and not w.rect.collidepoint(event.pos):
                    w.focused = False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        typing = self.focused()
        for w in list(self.widgets):
            if w.handle_event(event):
                return True
        if event.type != pygame.KEYDOWN:
            return False
        if typing is not None and not typing.focused:
            return True  # the field gave up focus on Esc/Enter: do not also go back
        key = event.key
        if key in self.nav_keys():
            self.move_focus(self.nav_keys()[key])
            return True
        if key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def nav_keys(self) -> dict[int, int]:
        """Arrow keys that move focus and by how many steps (override for grids)."""
        return {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_LEFT: -1}

    def update(self, dt: float) -> None:
        self.age += dt
        for w in self.widgets:
            w.update(dt)

    def animating(self) -> bool:
        """True while the fade-in plays or a widget moves; subclasses add their own motion."""
        return self.fade_alpha() > 0 or any(w.animating() for w in self.widgets)

    def wake_in(self) -> float | None:
        """The soonest change a widget makes by itself (a cursor blink), or None."""
        times = [t for t in (w.wake_in() for w in self.widgets) if t is not None]
        return min(times) if times else None

    def draw(self, surface: gfx.Canvas) -> None:
        self.follow_canvas(surface.get_size()[0])
        self.draw_background(surface)
        for w in self.widgets:
            w.draw(surface, self.fonts)
        for w in self.widgets:
            w.draw_overlay(surface, self.fonts)
        self.draw_foreground(surface)
        self.draw_fade(surface)

    def draw_background(self, surface: gfx.Canvas) -> None:
        """Draw everything under the widgets (override)."""

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        """Draw everything over the widgets (override)."""

    def fade_alpha(self) -> int:
        """Opacity 0..255 of the black fade-in veil at the current :attr:`age`."""
        return fade_in_alpha(self.age, self.app.animation_scale)

    def draw_fade(self, surface: gfx.Canvas) -> None:
        """Darken ``surface`` while the scene fades in."""
        darken(surface, self.fade_alpha() if self.app.scenes.top is self else 0)


def bob(t: float, period: float = 2.4, amplitude: float = 6.0, phase: float = 0.0) -> float:
    """Gentle sine offset in logical pixels at time ``t`` seconds."""
    return amplitude * math.sin((t / period + phase) * math.tau)


def seat_swatch(size: int, seat: int, symbols: bool = True) -> gfx.Drawing:
    """Seat ``seat``'s colour badge (with its symbol unless ``symbols`` is False) as a ``size``×``size`` picture."""
    style = theme.seat_style(seat)
    c = size // 2

    def paint(surf: gfx.Canvas) -> None:
        gfx.circle(surf, style.dark, (c, c), c)
        gfx.circle(surf, (255, 255, 255, 60), (c, c), c, 2)
        if symbols:
            theme.draw_symbol(surf, style.symbol, (c, c), int(size * 0.3), style.color)

    return gfx.Drawing((size, size), paint)
