"""The Settings screen: sound, screen, accessibility and play options.

Every control edits :attr:`Services.settings <zooarcade.app.App.settings>` in place,
applies at once (volumes and mute through :meth:`Services.save_settings`, which also
sets the mixer; fullscreen and window size on the display; animation speed is
read live by every scene) and persists on every change, so there is no
"Apply" or "Save" button.  Back or Esc returns.

A damaged settings file (defaults were loaded) is reported here as well as on
the title screen: the notice is read again from the file itself, since the
title screen shows and forgets the app's notices.  Before the first change
overwrites such a file, it is kept aside as ``settings.damaged-<n>.json`` (by
:func:`~zooarcade.storage.settings.save_settings`, so F11 on any screen does the
same); a change that cannot be saved is told once, in words (:meth:`Services.tell
<zooarcade.app.App.tell>`).

Sizes are logical pixels of the 1280×720 canvas; think times are seconds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.scenes.common import H, MenuScene, TextCache, W, draw_notice, make_backdrop, make_panel, render_outlined
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.session import AI_LEVELS, LEVEL_NAMES
from zooarcade.storage.settings import ANIMATION_SPEEDS, TABLE_LAYOUTS, Settings, load_settings
from zooarcade.ui import gfx, theme
from zooarcade.ui.widgets import Choice, Widget

if TYPE_CHECKING:
    from zooarcade.ui.display import Display
    from zooarcade.ui.services import Services


#: the two option panels (logical pixels).
LEFT = pygame.Rect(48, 118, 574, 486)
RIGHT = pygame.Rect(658, 118, 574, 486)
#: first row's offset below a panel's top, row pitch, control size (logical pixels).
ROW_TOP, ROW_PITCH = 72, 52
#: the Play panel's row where the computer think-time group starts, and the room its heading takes
#: above that row's control (logical pixels).
THINK_ROW, THINK_HEADING_H = 3, 22
CONTROL_W, CONTROL_H = 270, 44
#: window sizes offered (pixels), smallest first.
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((960, 540), (1280, 720), (1600, 900), (1920, 1080))
#: volume steps, 0..1.
VOLUMES: tuple[float, ...] = tuple(i / 10 for i in range(11))
#: AI think-time steps: seconds a player waits for a computer's move (it thinks that long, then the move plays).
THINK_TIMES: tuple[float, ...] = (0.2, 0.4, 0.6, 0.9, 1.2, 1.5, 2.0, 3.0, 5.0, 8.0)
#: the "Ask at every response" choices and their stored values (None: automatic, on in hot-seat).
ASK_CHOICES = ("Auto", "Off", "On")
ASK_VALUES: tuple[bool | None, ...] = (None, False, True)
#: the Table layout choices, in the order of :data:`~zooarcade.storage.settings.TABLE_LAYOUTS`.
TABLE_LAYOUT_LABELS = ("Auto", "Always wide")
SPEED_LABELS = MappingProxyType({"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"})


def nearest_index(values: Sequence[float], value: float) -> int:
    """Return the index of the entry of ``values`` closest to ``value``."""
    return min(range(len(values)), key=lambda i: abs(values[i] - value))


def size_label(size: tuple[int, int]) -> str:
    """``"1280 × 720"``."""
    return f"{size[0]} \u00d7 {size[1]}"


def window_sizes(current: tuple[int, int], desktop: tuple[int, int] | None = None) -> list[tuple[int, int]]:
    """The window-size choices, sorted by area.

    The :data:`WINDOW_SIZES` that fit inside ``desktop`` (pixels; ``None`` =
    unknown, every size is offered), plus ``current`` if it is another size
    (so the control can always show the window's own size).
    """
    sizes = [sz for sz in WINDOW_SIZES if desktop is None or (sz[0] <= desktop[0] and sz[1] <= desktop[1])]
    if tuple(current) not in sizes:
        sizes.append((int(current[0]), int(current[1])))
    return sorted(sizes, key=lambda s: (s[0] * s[1], s[0]))


def apply_window_size(display: Display, size: tuple[int, int]) -> None:
    """Resize the window to ``size`` pixels; in fullscreen, remember it for when the player leaves fullscreen.

    Uses only :class:`~zooarcade.ui.display.Display`'s public surface (``fullscreen``,
    ``windowed_size``, :meth:`~zooarcade.ui.display.Display.resized`).
    """
    if display.fullscreen:
        display.windowed_size = (int(size[0]), int(size[1]))
        return
    pygame.display.set_mode(size, pygame.RESIZABLE)
    display.resized(size)


class Stepper(Widget):
    """A ``−  value  +`` control over a fixed list of values (no wrap-around).

    Clicking the left third steps down, the right third steps up; Left/Right
    (when focused) and the mouse wheel (when hovered) do the same.  With
    ``bar=True`` a gauge shows the position in the list (for volumes).

    Args:
        rect: logical pixels.
        values: the values, in order.
        index: selected position.
        fmt: ``fmt(value) -> label``.
        on_change: ``on_change(value)`` after each change.
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], values: Sequence[float], index: int,
                 fmt: Callable[[float], str], on_change: Callable[[float], None] | None = None,
                 bar: bool = False, font_size: int = 20) -> None:
        super().__init__(rect)
        self.values = list(values)
        self.index = max(0, min(len(self.values) - 1, index))
        self.fmt = fmt
        self.on_change = on_change
        self.bar = bar
        self.font_size = font_size

    @property
    def value(self) -> float:
        """The selected value."""
        return self.values[self.index]

    def step(self, delta: int) -> bool:
        """Move by ``delta`` steps (clamped to the ends); notify and return True if the value changed."""
        new = max(0, min(len(self.values) - 1, self.index + delta))
        if not self.enabled or new == self.index:
            return False
        self.index = new
        if self.on_change:
            self.on_change(self.value)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            third = self.rect.w // 3
            if event.pos[0] < self.rect.x + third:
                self.step(-1)
            elif event.pos[0] >= self.rect.right - third:
                self.step(1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(1 if event.y > 0 else -1)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        self.draw_box(surface)
        if self.bar and len(self.values) > 1:
            track = pygame.Rect(self.rect.x + 40, self.rect.bottom - 10, self.rect.w - 80, 4)
            gfx.rect(surface, (26, 30, 36), track, border_radius=2)
            fill = track.copy()
            fill.w = round(track.w * self.index / (len(self.values) - 1))
            if fill.w > 0:
                gfx.rect(surface, theme.ACCENT if self.enabled else (96, 100, 104), fill, border_radius=2)
        ink = theme.INK if self.enabled else theme.INK_DIM
        cy = self.rect.centery - (3 if self.bar else 0)
        theme.blit_text(surface, fonts("text", self.font_size), self.fmt(self.value), (self.rect.centerx, cy), ink,
                        anchor="center")
        sign = fonts("display", self.font_size + 8)
        low = theme.ACCENT if self.index > 0 and self.enabled else (96, 100, 104)
        high = theme.ACCENT if self.index < len(self.values) - 1 and self.enabled else (96, 100, 104)
        theme.blit_text(surface, sign, "-", (self.rect.x + 18, cy), low, anchor="center")
        theme.blit_text(surface, sign, "+", (self.rect.right - 18, cy), high, anchor="center")


class SettingsScene(MenuScene):
    """Edit the player's settings; every change applies and is saved at once.

    Args:
        app: the running app (its ``settings`` object is edited in place).

    Attributes:
        notices: lines about a damaged settings file (shown in a banner), possibly empty.
        controls: ``{setting key: widget}`` for tests and keyboard focus
            ('music_volume', 'effects_volume', 'muted', 'animation_speed',
            'fullscreen', 'window_size', 'seat_symbols', 'confirm_moves',
            'show_scores', 'ask_every_window', 'table_layout', 'think_easy', 'think_normal', 'think_hard').
    """

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.text = TextCache(self.fonts)
        self.notices = self._settings_notices()
        self._base = make_backdrop(app)
        self.heading = render_outlined(self.fonts("display", 46), "Settings", theme.INK, width=3, shadow=5)
        self.backdrop = gfx.Drawing((W, H), self._paint_backdrop, alpha=False)
        self.controls: dict[str, Widget] = {}
        self.labels: list[tuple[str, str, pygame.Rect]] = []
        self._build()

    # ------------------------------------------------------------------ notices
    def no_sound_reason(self) -> str:
        """Why there is no sound, for the Sound row's hint: ``"no audio device found"`` (the mixer's notice)."""
        notice = self.app.audio.notice or "Sound is off: the sound system did not start"
        return notice.split(":", 1)[-1].strip() if ":" in notice else notice

    def _settings_notices(self) -> list[str]:
        """Notices about the settings file: the app's own (if still pending) and a fresh check of the file."""
        out = [n for n in self.app.notices if "settings" in n.lower()]
        try:
            _, notice = load_settings(self.app.settings_path)
        except Exception as exc:  # noqa: BLE001 - a settings check must never break the screen
            notice = f"Settings file could not be read ({exc})."
        if notice and notice not in out:
            out.append(notice)
        return out

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        s = self.app.settings
        self.widgets = []
        self.controls = {}
        self.labels = []

        def onoff(value: bool) -> int:
            return 1 if value else 0

        left = [
            ("music_volume", "Music volume", "",
             Stepper(self._slot(LEFT, 0), VOLUMES, nearest_index(VOLUMES, s.music_volume), _percent,
                     lambda v: self._set("music_volume", v), bar=True)),
            ("effects_volume", "Effects volume", "",
             Stepper(self._slot(LEFT, 1), VOLUMES, nearest_index(VOLUMES, s.effects_volume), _percent,
                     lambda v: self._set("effects_volume", v), bar=True)),
            ("muted", "Sound", "mutes music and effects" if self.app.audio.available else self.no_sound_reason(),
             Choice(self._slot(LEFT, 2), ["On", "Muted"] if self.app.audio.available else [NO_SOUND_LABEL],
                    onoff(s.muted) if self.app.audio.available else 0,
                    lambda i: self._set("muted", i == 1), font_size=20)),
            ("animation_speed", "Animation speed", "Instant skips every animation",
             Choice(self._slot(LEFT, 3), [SPEED_LABELS[k] for k in ANIMATION_SPEEDS],
                    ANIMATION_SPEEDS.index(s.animation_speed) if s.animation_speed in ANIMATION_SPEEDS else 1,
                    lambda i: self._set("animation_speed", ANIMATION_SPEEDS[i]), font_size=20)),
            ("fullscreen", "Fullscreen", "F11 switches at any time",
             Choice(self._slot(LEFT, 4), ["Off", "On"], onoff(self.app.display.fullscreen),
                    lambda i: self._set_fullscreen(i == 1), font_size=20)),
            ("window_size", "Window size", "pixels, when not fullscreen", self._size_choice(self._slot(LEFT, 5))),
            ("seat_symbols", "Seat markers", "how each player is marked",
             Choice(self._slot(LEFT, 6), ["Colour only", "Colour + symbol"], onoff(s.seat_symbols),
                    lambda i: self._set("seat_symbols", i == 1), font_size=20)),
            ("table_layout", "Table layout", "Auto: bigger in small 4:3 windows",
             Choice(self._slot(LEFT, 7), list(TABLE_LAYOUT_LABELS),
                    TABLE_LAYOUTS.index(s.table_layout) if s.table_layout in TABLE_LAYOUTS else 0,
                    lambda i: self._set("table_layout", TABLE_LAYOUTS[i]), font_size=20)),
        ]
        right = [
            ("confirm_moves", "Confirm each move", "ask before a move is played",
             Choice(self._slot(RIGHT, 0), ["Off", "On"], onoff(s.confirm_moves),
                    lambda i: self._set("confirm_moves", i == 1), font_size=20)),
            ("show_scores", "Running scores", "show scores during a game",
             Choice(self._slot(RIGHT, 1), ["Hidden", "Shown"], onoff(s.show_scores),
                    lambda i: self._set("show_scores", i == 1), font_size=20)),
            ("ask_every_window", "Ask at every response", "with nothing to play; Auto: in hot-seat",
             Choice(self._slot(RIGHT, 2), list(ASK_CHOICES), ASK_VALUES.index(s.ask_every_window),
                    lambda i: self._set("ask_every_window", ASK_VALUES[i]), font_size=20)),
        ]
        for n, level in enumerate(AI_LEVELS):
            current = s.ai_think_time.get(level, THINK_TIMES[2])
            values = sorted(set(THINK_TIMES) | {current})
            right.append((
                f"think_{level}", f"{LEVEL_NAMES[level]} computer", "you wait this long for its move",
                Stepper(self._slot(RIGHT, THINK_ROW + n, THINK_HEADING_H), values, values.index(current), _seconds,
                        self._think_setter(level)),
            ))
        for key, label, hint, widget in left + right:
            if key in SOUND_CONTROLS and not self.app.audio.available:
                widget.enabled = False  # nothing to hear: the controls say so instead of pretending
            self.controls[key] = widget
            self.widgets.append(widget)
            self.labels.append((label, hint, widget.rect))
        self.back_button = self.button((32, 30, 140, 52), "Back", self.back, font_size=26)
        self.defaults_button = self.button((RIGHT.right - 300, RIGHT.bottom + 26, 300, 52), "Restore defaults",
                                           self.ask_defaults, font_size=24)
        self.focus_order = [w for _, _, _, w in left + right] + [self.defaults_button, self.back_button]

    @staticmethod
    def _slot(panel: pygame.Rect, row: int, dy: int = 0) -> pygame.Rect:
        """The control rect of ``row`` in ``panel`` (right-aligned), ``dy`` logical pixels lower."""
        return pygame.Rect(panel.right - 24 - CONTROL_W, panel.y + ROW_TOP + row * ROW_PITCH + dy, CONTROL_W,
                           CONTROL_H)

    @staticmethod
    def think_heading_rect() -> pygame.Rect:
        """The strip of the "Computer think time" heading: between the row above the group and its first
        control (logical pixels)."""
        top = RIGHT.y + ROW_TOP + (THINK_ROW - 1) * ROW_PITCH + CONTROL_H
        bottom = RIGHT.y + ROW_TOP + THINK_ROW * ROW_PITCH + THINK_HEADING_H
        return pygame.Rect(RIGHT.x + 20, top, RIGHT.w - 40, bottom - top)

    def think_note_top(self) -> int:
        """The y (logical pixels) where the note under the think-time controls starts."""
        return max(w.rect.bottom for k, w in self.controls.items() if k.startswith("think_")) + 8

    def _size_choice(self, rect: pygame.Rect) -> Choice:
        """The Window size control: only sizes that fit the desktop, and the window's current one."""
        from zooarcade.ui import display

        # the window's real size (``--size`` or a drag of its edge may differ from the saved setting)
        current = tuple(self.app.display.windowed_size)
        sizes = window_sizes(current, display.desktop_size())  # type: ignore[arg-type]
        self.sizes = sizes
        index = sizes.index(current)  # type: ignore[arg-type]
        return Choice(rect, [size_label(sz) for sz in sizes], index, lambda i: self._set_window_size(self.sizes[i]),
                      font_size=20)

    def follow_window_size(self) -> bool:
        """Make the Window size control show the window's size now (pixels, ``Display.windowed_size``); True
        when it changed.

        A live resize while Settings is open (a drag of the window's edge, an ``--size`` helper) must show at
        once, not on the next visit (play test F3); the choices are rebuilt too, so an odd size is offered.
        """
        from zooarcade.ui import display

        choice = self.controls.get("window_size")
        current = (int(self.app.display.windowed_size[0]), int(self.app.display.windowed_size[1]))
        if not isinstance(choice, Choice) or (self.sizes and self.sizes[choice.index] == current):
            return False
        self.sizes = window_sizes(current, display.desktop_size())
        choice.options = [size_label(sz) for sz in self.sizes]
        choice.index = self.sizes.index(current)
        return True

    def _think_setter(self, level: str) -> Callable[[float], None]:
        def changed(value: float) -> None:
            times = dict(self.app.settings.ai_think_time)
            times[level] = float(value)
            self._set("ai_think_time", times)

        return changed

    # ------------------------------------------------------------------ changes
    def _set(self, key: str, value: object) -> None:
        """Set one field of the settings, apply and save it."""
        setattr(self.app.settings, key, value)
        self.save()
        self.click()

    def _set_fullscreen(self, on: bool) -> None:
        if self.app.display.fullscreen != on:
            self.app.display.toggle_fullscreen()
        self.app.settings.fullscreen = self.app.display.fullscreen
        choice = self.controls.get("fullscreen")
        if isinstance(choice, Choice):
            choice.index = 1 if self.app.display.fullscreen else 0
        self.save()
        self.click()

    def _set_window_size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = (int(size[0]), int(size[1]))
        apply_window_size(self.app.display, size)
        self.save()
        self.click()

    def save(self) -> None:
        """Persist and apply the settings (a damaged old file is first kept aside, and the banner says where)."""
        outcome = self.app.save_settings()
        if outcome.kept_as is not None:
            self.notices = [f"The damaged settings file was kept as {outcome.kept_as.name}."]

    def ask_defaults(self) -> None:
        """Ask, then put every setting back to its default (window and sound change at once)."""
        self.app.scenes.push(ConfirmDialog(
            self.app, "Restore defaults?", "Every setting goes back to how Zoo Arcade came: sound, screen, "
            "animations and computer think times.", self.restore_defaults, yes_label="Restore"))

    def restore_defaults(self) -> None:
        """Reset the settings to :class:`Settings` defaults, apply and save them."""
        fresh = Settings()
        for f in dataclasses.fields(Settings):
            setattr(self.app.settings, f.name, getattr(fresh, f.name))
        if self.app.display.fullscreen != fresh.fullscreen:
            self.app.display.toggle_fullscreen()
        apply_window_size(self.app.display, fresh.window_size)
        self.save()
        self._build()
        self.set_focus(self.defaults_button)

    # ------------------------------------------------------------------ Scene API
    def enter(self) -> None:
        super().enter()
        self.set_focus(self.focus_order[0] if self.focus_order else None)

    def resume(self) -> None:
        pass  # back from the confirm dialog: no second fade-in

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter/Space cycle a focused choice; a click focuses the control it hits and keeps focus otherwise.

        Keyboard focus survives the mouse: clicking a control gives it focus (so
        Left/Right carry on changing it), clicking anywhere else leaves focus
        where it was, and window events (resizes) never touch it.
        """
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused = self.focused()
            if isinstance(focused, Choice):
                focused.step(1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            before = self.focused()
            hit = next((w for w in self.focusables() if w.rect.collidepoint(event.pos)), None)
            consumed = super().handle_event(event)
            self.set_focus(hit or before)
            return consumed
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.follow_window_size()  # a live resize shows in the Window size row at once
        # F11 toggles fullscreen anywhere: keep the control and the saved setting in step with the window
        choice = self.controls.get("fullscreen")
        on = self.app.display.fullscreen
        if isinstance(choice, Choice) and choice.index != int(on):
            choice.index = int(on)
            self.app.settings.fullscreen = on
            self.save()

    # ------------------------------------------------------------------ drawing
    def _paint_backdrop(self, surf: gfx.Canvas) -> None:
        """Paint the backdrop, heading, both panels with their titles, the think-time group and the tip line."""
        surf.blit(self._base, (0, 0))
        heading = self.heading
        gear = self.app.assets.icon("gear", (44, 44))
        rect = heading.get_rect(center=(W // 2 + 28, 62))
        surf.blit(gear, gear.get_rect(midright=(rect.x - 12, 60)))
        surf.blit(heading, rect)
        sub = self.fonts("display", 26)
        for panel, title in ((LEFT, "Sound & screen"), (RIGHT, "Play")):
            surf.blit(make_panel(panel.size), (panel.x - 10, panel.y - 10))
            theme.blit_text(surf, sub, title, (panel.x + 24, panel.y + 36), theme.ACCENT, anchor="midleft")
            gfx.line(surf, (70, 82, 94), (panel.x + 20, panel.y + 58), (panel.right - 20, panel.y + 58), 2)
        # the think-time group inside the Play panel
        strip = self.think_heading_rect()
        y = strip.centery
        gfx.line(surf, (70, 82, 94), (strip.x, strip.y + 4), (strip.right, strip.y + 4), 1)
        theme.blit_text(surf, self.fonts("bold", 17), "COMPUTER THINK TIME", (RIGHT.x + 24, y), theme.INK_DIM,
                        anchor="midleft")
        robot = self.app.assets.icon("robot", (22, 22))
        surf.blit(robot, robot.get_rect(midright=(RIGHT.right - 24, y)))
        note = "More time to think plays better; you wait that long for each move."
        font = self.fonts("text", 15)
        ny = self.think_note_top()
        for line in theme.wrap_text(font, note, RIGHT.w - 48)[:1]:
            ny = theme.blit_text(surf, font, line, (RIGHT.x + 24, ny), theme.INK_DIM).bottom + 2
        tip = ("Up/Down or Tab choose a setting \u00b7 Left/Right change it \u00b7 changes are saved at once"
               " \u00b7 Esc goes back")
        theme.blit_text(surf, self.fonts("text", 15), tip, (W // 2, H - 14), theme.INK_DIM, anchor="midbottom")

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        for label, hint, rect in self.labels:
            panel = LEFT if rect.colliderect(LEFT) else RIGHT
            x = panel.x + 24
            if hint:
                self.text.blit(surface, "bold", 20, label, (x, rect.centery - 9), theme.INK, anchor="midleft")
                self.text.blit(surface, "text", 14, hint, (x, rect.centery + 12), theme.INK_DIM, anchor="midleft")
            else:
                self.text.blit(surface, "bold", 20, label, (x, rect.centery), theme.INK, anchor="midleft")
        self._draw_notices(surface)

    def _draw_notices(self, surface: gfx.Canvas) -> None:
        """A banner under the left panel with the settings notices (if any)."""
        if not self.notices:
            return
        box = pygame.Rect(LEFT.x, LEFT.bottom + 26, RIGHT.right - 300 - 24 - LEFT.x, 52)
        draw_notice(surface, self.fonts, self.text, 15, self.app.assets.icon("warning", (26, 26)), box,
                    " ".join(self.notices))


#: the settings that only mean something with an audio device (disabled without one).
SOUND_CONTROLS = frozenset({"music_volume", "effects_volume", "muted"})
#: what the Sound control reads when the mixer could not start.
NO_SOUND_LABEL = "Off: no device"


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"


def _seconds(value: float) -> str:
    return f"{value:g} s"

