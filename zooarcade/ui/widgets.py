"""Small widgets drawn on the logical canvas: buttons, choice cyclers, text fields.

Widgets take events whose positions are logical pixels (the scene manager
maps them), call back on activation, and draw themselves.  We use our own
widgets rather than pygame-gui: the arcade draws on a scaled logical canvas,
and these few controls are simpler to keep consistent with the table art.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.placement import place_box

#: font size of a control's tooltip (logical pixels).
TIP_SIZE = 14


class Widget:
    """Base: a rect in logical pixels, enabled flag, keyboard focus flag."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.focused = False
        self.hover = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True when consumed."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def update(self, dt: float) -> None:
        """Advance the widget's own animation (a text field's cursor blink) by ``dt`` seconds."""

    def animating(self) -> bool:
        """True while the widget moves by itself (see :meth:`zooarcade.ui.scene.Scene.animating`)."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until the widget's look changes by itself (a cursor blink), or None."""
        return None

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        """Draw; ``fonts(role, size)`` returns a font."""

    def draw_overlay(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        """Draw what lies over the other widgets (a text field's message under it); after every :meth:`draw`."""

    def draw_box(self, surface: gfx.Canvas) -> None:
        """Draw the rounded field of a value control (hover, disabled and focus looks) in :attr:`rect`."""
        base = theme.PANEL_LIGHT if self.enabled else (60, 64, 70)
        if self.hover and self.enabled:
            base = (58, 68, 80)
        theme.shadowed_rect(surface, self.rect, base, radius=10, shadow=0, border=(84, 96, 110))
        if self.focused:
            gfx.rect(surface, theme.INK, self.rect.inflate(6, 6), 2, border_radius=12)


class Button(Widget):
    """A push button.  ``on_click()`` runs on mouse release inside it, or Enter/Space when focused.

    ``kind`` is ``"primary"`` (accent), ``"secondary"`` or ``"danger"``.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_click: Callable[[], None],
        kind: str = "secondary",
        enabled: bool = True,
        font_size: int = 26,
        click_sound: Callable[[], None] | None = None,
        pad_left: int = 0,
    ) -> None:
        super().__init__(rect)
        self.text = text
        #: pixels at the button's left kept free of its text (a key badge drawn there); the text centres in the rest.
        self.pad_left = pad_left
        self.on_click = on_click
        self.kind = kind
        self.enabled = enabled
        self.font_size = font_size
        self.click_sound = click_sound
        self._pressed = False

    def activate(self) -> None:
        """Run the button's action (if enabled)."""
        if self.enabled:
            if self.click_sound:
                self.click_sound()
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        if self.kind == "primary":
            base, edge, ink = theme.ACCENT, theme.ACCENT_DARK, theme.INK_DARK
        elif self.kind == "danger":
            base, edge, ink = theme.DANGER, (120, 30, 30), theme.INK
        else:
            base, edge, ink = theme.PANEL_LIGHT, (84, 96, 110), theme.INK
        if not self.enabled:
            base, edge, ink = (60, 64, 70), (74, 78, 84), (130, 132, 134)
        elif self.hover or self.focused:
            base = tuple(min(255, c + 22) for c in base)  # type: ignore[assignment]
        rect = self.rect.move(0, 2) if self._pressed else self.rect
        theme.shadowed_rect(surface, rect, base, radius=12, shadow=0 if self._pressed else 4, border=edge)
        if self.focused:
            gfx.rect(surface, theme.INK, rect.inflate(6, 6), 2, border_radius=14)
        font = fonts("display", self.font_size)
        center = (rect.centerx + self.pad_left // 2, rect.centery) if self.pad_left else rect.center
        theme.blit_text(surface, font, self.text, center, ink, anchor="center")


#: pixels a :class:`Choice` keeps for its two arrows: a longer value is cut with an ellipsis.
ARROW_ROOM = 46


class Choice(Widget):
    """A value cycler: ``‹ label ›``.  Clicking the left/right third steps backward/forward.

    ``on_change(index)`` runs after each change; ``options`` are the labels.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[str],
        index: int = 0,
        on_change: Callable[[int], None] | None = None,
        font_size: int = 22,
        full_options: Sequence[str] | None = None,
    ) -> None:
        super().__init__(rect)
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.font_size = font_size
        #: the whole text of each option when ``options`` are shortened forms of it (one per option), else None.
        self.full_options = list(full_options) if full_options is not None else None
        #: a line the tooltip starts with (the control's own label, when the screen had to cut it), or "".
        self.tip_head = ""

    @property
    def value(self) -> str:
        """The selected label."""
        return self.options[self.index]

    def shown_value(self, fonts: Callable[[str, int], pygame.font.Font]) -> str:
        """The selected label as drawn: cut with "…" to the room between the arrows."""
        return theme.fit_text(fonts("text", self.font_size), self.value, self.rect.w - ARROW_ROOM)

    def full_text(self, fonts: Callable[[str, int], pygame.font.Font]) -> str | None:
        """The whole text of the selected option when the control shows less of it (a short form from
        :attr:`full_options`, or the label cut with "…"), else None."""
        whole = self.value
        if self.full_options is not None and len(self.full_options) == len(self.options):
            whole = self.full_options[self.index]
        return whole if self.shown_value(fonts) != whole else None

    def tooltip_lines(self, fonts: Callable[[str, int], pygame.font.Font]) -> list[str]:
        """What the tooltip over the hovered control says: the whole option text when shortened, after the
        control's whole label (:attr:`tip_head`) when that was cut; empty when nothing is cut."""
        whole = self.full_text(fonts)
        if self.tip_head:
            return [self.tip_head, whole or self.value]
        return [whole] if whole else []

    def draw_overlay(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        """Under the pointer, a tooltip with the whole text of a shortened option (play test 14 G2: Zoo
        Fighters II's fighters shown by short names on a crowded setup card)."""
        if not self.hover or not self.enabled:
            return
        lines = self.tooltip_lines(fonts)
        if not lines:
            return
        imgs = [fonts("bold" if i == 0 and len(lines) > 1 else "text", TIP_SIZE).render(line, True, theme.INK)
                for i, line in enumerate(lines)]
        area = pygame.Rect((0, 0), surface.get_size())
        theme.tooltip_box(surface, place_box(theme.tooltip_size(imgs), self.rect, [], area, gap=4), imgs)

    def step(self, delta: int) -> None:
        """Move the selection by ``delta`` (wrapping) and notify."""
        if not self.enabled or not self.options:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.step(-1 if event.pos[0] < self.rect.x + self.rect.w // 3 else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        self.draw_box(surface)
        font = fonts("text", self.font_size)
        ink = theme.INK if self.enabled else theme.INK_DIM
        # a value wider than the room between the arrows is cut, never drawn over them
        value = theme.fit_text(font, self.value, self.rect.w - ARROW_ROOM)
        theme.blit_text(surface, font, value, self.rect.center, ink, anchor="center")
        arrow = fonts("display", self.font_size + 4)
        tip = theme.ACCENT if self.enabled else (96, 100, 104)
        theme.blit_text(surface, arrow, "<", (self.rect.x + 14, self.rect.centery), tip, anchor="center")
        theme.blit_text(surface, arrow, ">", (self.rect.right - 14, self.rect.centery), tip, anchor="center")


#: seconds the cursor of a focused text field stays on, then off.
BLINK = 0.5
#: the message under a text field that refused characters no bundled face can draw.
REFUSED = "No game font can draw that: names take Latin, Greek, Cyrillic or kana letters"
#: the notice when typing goes past a field's ``max_len`` (the rest is not taken): ``{n}`` is the limit.
FULL = "The field is full: at most {n} characters"
#: seconds a text field's refusal message stays under it (or until the next accepted key).
NOTICE_TIME = 4.0


class TextField(Widget):
    """A one-line text input.  Click to focus; type; Backspace deletes; Enter/Tab/Esc leave focus.

    ``allowed`` restricts characters (e.g. digits for a seed); ``max_len`` in characters.
    ``undrawable(text) -> set`` names the characters no bundled face can draw (see
    :meth:`zooarcade.ui.assets.Assets.undrawable`): typing them is refused and :attr:`notice`
    says so under the field for :data:`NOTICE_TIME` seconds; so does typing past ``max_len``
    (:data:`FULL`: the field never stops silently).  Text wider than the field shows
    its end, where the cursor is.  The cursor blinks on the field's own clock (:meth:`update`),
    never the wall clock, so a frame drawn in a test is the same on any machine.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        max_len: int = 16,
        allowed: str | None = None,
        placeholder: str = "",
        on_change: Callable[[str], None] | None = None,
        font_size: int = 22,
        undrawable: Callable[[str], set[str]] | None = None,
    ) -> None:
        super().__init__(rect)
        self.undrawable = undrawable
        #: the refusal shown under the field ("" = none) and its seconds left.
        self.notice = ""
        self.notice_left = 0.0
        self.text = text
        self.max_len = max_len
        self.allowed = allowed
        self.placeholder = placeholder
        self.on_change = on_change
        self.font_size = font_size
        self._blink = 0.0
        #: Ctrl+A was pressed: the text is shown selected and the next edit replaces it.
        self.selected_all = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focused = inside and self.enabled
            return inside
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            self._blink = 0.0
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected_all = bool(self.text)  # the next typing or Backspace replaces everything
                return True
            if event.key == pygame.K_BACKSPACE:
                self.text = "" if self.selected_all else self.text[:-1]
                self.selected_all = False
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                self.selected_all = False
                return event.key != pygame.K_ESCAPE
            else:
                return True
            if self.on_change:
                self.on_change(self.text)
            return True
        if event.type == pygame.TEXTINPUT:
            chars = "".join(ch for ch in event.text if (self.allowed is None or ch in self.allowed)
                            and ch.isprintable())
            base = "" if self.selected_all else self.text
            lost = self.undrawable(base + chars) & set(chars) if self.undrawable is not None and chars else set()
            if lost:
                chars = "".join(ch for ch in chars if ch not in lost)
                self.notice = REFUSED
                self.notice_left = NOTICE_TIME
            elif chars:
                self.notice, self.notice_left = "", 0.0
            self._blink = 0.0
            if chars and len(base + chars) > self.max_len:  # say so, instead of stopping silently
                self.notice, self.notice_left = FULL.format(n=self.max_len), NOTICE_TIME
            if chars:
                self.selected_all = False
                self.text = (base + chars)[: self.max_len]
                if self.on_change:
                    self.on_change(self.text)
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        base = (22, 26, 30) if self.enabled else (50, 54, 58)
        border = theme.ACCENT if self.focused else (84, 96, 110)
        theme.shadowed_rect(surface, self.rect, base, radius=8, shadow=0, border=border)
        font = fonts("text", self.font_size)
        room = self.rect.w - 24
        shown = self.text or self.placeholder
        if self.text and font.size(shown)[0] > room:  # a long name shows its end, where the cursor is
            shown = "\u2026" + tail_that_fits(font, self.text, room - font.size("\u2026")[0])
        color = theme.INK if self.text else theme.INK_DIM
        if self.focused and self.selected_all:
            sel = pygame.Rect(self.rect.x + 8, self.rect.y + 6, font.size(shown)[0] + 4, self.rect.h - 12)
            gfx.rect(surface, theme.ACCENT_DARK, sel, border_radius=4)
        r = theme.blit_text(surface, font, shown, (self.rect.x + 10, self.rect.centery), color, anchor="midleft")
        if self.cursor_on():
            x = r.right + 2 if self.text else self.rect.x + 10
            gfx.line(surface, theme.INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)

    def draw_overlay(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        if self.notice:
            self.draw_notice(surface, fonts("bold", 14))

    def wake_in(self) -> float | None:
        """The next cursor blink (when focused) or the end of the refusal message."""
        times = []
        if self.focused:
            times.append(BLINK - self._blink % BLINK)
        if self.notice:
            times.append(max(0.0, self.notice_left))
        return min(times) if times else None

    def cursor_on(self) -> bool:
        """True while the focused field's blinking cursor is shown."""
        return self.focused and int(self._blink / BLINK) % 2 == 0

    def update(self, dt: float) -> None:
        """Advance the cursor blink (restarted by every key) and the refusal message's time by ``dt`` seconds."""
        self._blink = self._blink + dt if self.focused else 0.0
        if self.notice:
            self.notice_left -= dt
            if self.notice_left <= 0:
                self.notice = ""

    def draw_notice(self, surface: gfx.Canvas, font: gfx.ScaledFont) -> None:
        """The refusal message in a dark pill just under the field (over what lies below, while it shows)."""
        w, h = font.size(self.notice)
        pill = pygame.Rect(self.rect.x, self.rect.bottom + 4, w + 20, h + 8)
        theme.shadowed_rect(surface, pill, (40, 22, 24), radius=8, shadow=3, border=theme.DANGER)
        theme.blit_text(surface, font, self.notice, (pill.x + 10, pill.centery), theme.INK, anchor="midleft")


def tail_that_fits(font: gfx.ScaledFont | pygame.font.Font, text: str, width: int) -> str:
    """The longest end of ``text`` that is at most ``width`` pixels wide in ``font`` (found by bisection)."""
    lo, hi = 0, len(text)  # text[lo:] fits
    while lo < hi:
        mid = (lo + hi) // 2
        if font.size(text[mid:])[0] <= width:
            hi = mid
        else:
            lo = mid + 1
    return text[lo:]
