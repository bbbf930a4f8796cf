"""A scrolling game-log panel: one line (wrapped) per narrated event.

Entries may carry a seat, drawn as that seat's coloured symbol before the
text, so colour is never the only cue.  The panel keeps to the newest entry
unless the player scrolled up (mouse wheel over it); then a chip at the
bottom says so ("2 new lines below") and a click on it, or scrolling back to
the bottom, re-enables following.  While the chip shows, its row is kept free of
text (:attr:`LogPanel.text_area` ends above it), so it never hides a line.  The rendered text is cached and rebuilt only
when entries, width or scroll change, so drawing costs one blit per frame.

Units: logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from zooarcade.core.narration import counted
from zooarcade.ui import gfx, theme

FontFn = Callable[[str, int], pygame.font.Font]


@dataclass(frozen=True)
class LogEntry:
    """One log line: ``text``; ``seat`` whose symbol to show (or None); ``tone`` "normal", "dim" or "alert"."""

    text: str
    seat: int | None = None
    tone: str = "normal"


@dataclass
class LogPanel:
    """The game log widget.

    Args:
        rect: where it sits (logical pixels).
        fonts: ``fonts(role, size) -> Font``.
        title: heading drawn at the top.
        font_size: body text size in pixels.
        max_entries: oldest entries are dropped beyond this (a whole long game fits).
        on_expand: called (no arguments) by a click on the header's "Full log" button; None: no button.
    """

    rect: pygame.Rect
    fonts: FontFn
    title: str = "Game log"
    font_size: int = 14
    max_entries: int = 4000
    on_expand: Callable[[], None] | None = None
    #: the pointer rests on the "Full log" button (the table sets it; drawn lighter).
    expand_hover: bool = False
    #: draw each seat's symbol (True) or a plain colour dot (the ``seat_symbols`` setting off).
    symbols: bool = True
    entries: list[LogEntry] = field(default_factory=list)
    scroll: int = 0
    follow: bool = True
    #: entries added while the player looks further up (not following); shown on the "back to latest" chip.
    unread: int = 0
    _cache: gfx.Drawing | None = None
    _lines: list[tuple[LogEntry, str, bool]] = field(default_factory=list)
    _dirty: bool = True
    #: ``{(text, width): wrapped lines}`` of entries already wrapped (a long log re-wraps only new text).
    _wrapped: dict[tuple[str, int], list[str]] = field(default_factory=dict)
    #: counts every change of :attr:`entries` (another view of the same entries redraws when it moves on).
    revision: int = 0

    HEADER = 34
    PAD = 10
    #: x of the text inside the body (after the seat marker), logical pixels.
    TEXT_X = 18
    #: width kept free at the right of every line for the scrollbar (3 px) and a gap, logical pixels.
    SCROLLBAR_ROOM = 9
    #: height of the "back to latest" chip, and the gap kept between it and the lines above, logical pixels.
    CHIP_H = 20
    CHIP_GAP = 2
    #: the header's "Full log" button: height and the key cap's letter.
    EXPAND_H = 22
    EXPAND_KEY = "L"
    EXPAND_LABEL = "Full log"

    # ------------------------------------------------------------------ content
    def add(self, text: str, seat: int | None = None, tone: str = "normal") -> None:
        """Append an entry (and scroll to it when following)."""
        self.entries.append(LogEntry(text, seat, tone))
        if not self.follow:
            self.unread += 1
            self._cache = None
        if len(self.entries) > self.max_entries:
            del self.entries[: len(self.entries) - self.max_entries]
        self.revision += 1
        self._dirty = True

    def set_symbols(self, on: bool) -> None:
        """Switch between seat symbols and plain colour dots (redraws on the next frame)."""
        if on != self.symbols:
            self.symbols = on
            self._dirty = True

    def clear(self) -> None:
        """Remove every entry."""
        self.entries.clear()
        self.scroll = 0
        self.follow = True
        self.unread = 0
        self.revision += 1
        self._dirty = True

    def changed(self) -> None:
        """Re-read :attr:`entries` on the next draw (another panel changed the shared list)."""
        self._dirty = True
        self._cache = None

    @property
    def line_height(self) -> int:
        """Height of one wrapped text line in pixels."""
        return self.fonts("text", self.font_size).get_linesize() + 1

    @property
    def body(self) -> pygame.Rect:
        """The scrolling text area inside the panel."""
        return pygame.Rect(
            self.rect.x + self.PAD,
            self.rect.y + self.HEADER,
            self.rect.w - 2 * self.PAD,
            self.rect.h - self.HEADER - self.PAD,
        )

    def _wrap(self) -> list[tuple[LogEntry, str, bool]]:
        """Return ``(entry, line, first_line_of_entry)`` for every wrapped line."""
        font = self.fonts("text", self.font_size)
        width = self.body.w - self.TEXT_X - self.SCROLLBAR_ROOM  # text starts at TEXT_X; the scrollbar keeps its lane
        out: list[tuple[LogEntry, str, bool]] = []
        cache = self._wrapped
        if len(cache) > 2 * self.max_entries:
            cache.clear()
        for entry in self.entries:
            lines = cache.get((entry.text, width))
            if lines is None:
                lines = cache[(entry.text, width)] = theme.wrap_text(font, entry.text, width)
            for i, line in enumerate(lines):
                out.append((entry, line, i == 0))
        return out

    @property
    def max_scroll(self) -> int:
        """Largest scroll offset in pixels (0 when everything fits), a whole number of lines.

        Rounded up to whole lines so the top line of the followed log is never cut in half under the header
        (play test 8: a short log column showed the upper half of its top line sliced off).
        """
        lh = self.line_height
        over = len(self._lines) * lh - self.body.h
        return max(0, -(-over // lh) * lh)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event, mouse: tuple[int, int] | None = None) -> bool:
        """Scroll on the mouse wheel while ``mouse`` (logical pixels) is over the panel; a left click on the
        header (its "Full log" button) calls :attr:`on_expand`; a click on the "back to latest" chip follows."""
        if event.type == pygame.MOUSEWHEEL and mouse is not None and self.rect.collidepoint(mouse):
            self.scroll_by(-event.y * self.line_height * 3)
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and mouse is not None
                and self.on_expand is not None and self.header_rect().collidepoint(mouse)):
            self.on_expand()
            return True
        chip = self.latest_chip()
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and mouse is not None
                and chip is not None and chip.collidepoint(mouse)):
            self.to_latest()
            return True
        return False

    def header_rect(self) -> pygame.Rect:
        """The panel's heading strip (logical pixels): a click on it opens the full log (with :attr:`on_expand`)."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.HEADER - 4)

    def expand_rect(self) -> pygame.Rect | None:
        """Where the header's "Full log" button is drawn (logical pixels, right of the title), or None without
        :attr:`on_expand`."""
        if self.on_expand is None:
            return None
        label = self.fonts("bold", 12).size(self.EXPAND_LABEL)[0]
        w = 8 + label + 6 + self.EXPAND_H - 6 + 5
        return pygame.Rect(self.rect.right - self.PAD - w, self.rect.y + 6, w, self.EXPAND_H)

    def _draw_expand(self, surface: gfx.Canvas) -> None:
        """The "Full log" button: its words and the key cap of its shortcut (drawn each frame, for the hover)."""
        rect = self.expand_rect()
        if rect is None:
            return
        fill = (88, 102, 118) if self.expand_hover else theme.PANEL_LIGHT
        gfx.rect(surface, fill, rect, border_radius=8)
        gfx.rect(surface, (110, 124, 140) if not self.expand_hover else theme.ACCENT, rect, 1, border_radius=8)
        theme.blit_text(surface, self.fonts("bold", 12), self.EXPAND_LABEL, (rect.x + 8, rect.centery), theme.INK,
                        anchor="midleft")
        cap = pygame.Rect(0, 0, self.EXPAND_H - 6, self.EXPAND_H - 6)
        cap.midright = (rect.right - 4, rect.centery)
        gfx.rect(surface, (30, 36, 42), cap, border_radius=4)
        gfx.rect(surface, (130, 140, 152), cap, 1, border_radius=4)
        theme.blit_text(surface, self.fonts("bold", 11), self.EXPAND_KEY, cap.center, theme.INK, anchor="center")

    def latest_label(self) -> str:
        """The words of the chip shown while the log is scrolled up ("3 new lines below" / "Back to latest")."""
        if self.unread:
            return f"{counted(self.unread, 'new line')} below"
        return "Back to latest"

    def latest_chip(self) -> pygame.Rect | None:
        """Where the "back to latest" chip is drawn (logical pixels) while the log is scrolled up, else None.

        Play test 8: a log scrolled up stopped following new lines and nothing said so.
        """
        self._refresh_lines()
        if self.follow or self.max_scroll <= 0:
            return None
        w = self.fonts("bold", 12).size(self.latest_label())[0] + 16
        rect = pygame.Rect(0, 0, w, self.CHIP_H)
        rect.midbottom = (self.body.centerx, self.body.bottom - 2)
        return rect

    @property
    def text_area(self) -> pygame.Rect:
        """Where log lines are drawn (logical pixels): the whole :attr:`body`, or, while the "back to latest" chip
        shows, the whole lines that fit above the chip's row.

        Play test 9: the chip was drawn over the last visible line, which could not be read.
        """
        body = self.body
        chip = self.latest_chip()
        if chip is None:
            return body
        lh = self.line_height
        rows = max(1, (chip.y - self.CHIP_GAP - body.y) // lh)
        return pygame.Rect(body.x, body.y, body.w, min(body.h, rows * lh))

    def line_rects(self) -> list[tuple[str, pygame.Rect]]:
        """``(line, rect)`` of every wrapped line drawn now (logical pixels, clipped to :attr:`text_area`)."""
        self._refresh_lines()
        area = self.text_area
        lh = self.line_height
        out = []
        for i, (_, line, _) in enumerate(self._lines):
            rect = pygame.Rect(area.x, area.y + i * lh - self.scroll, area.w, lh).clip(area)
            if rect.h > 0:
                out.append((line, rect))
        return out

    def to_latest(self) -> None:
        """Scroll to the newest line and follow new lines again."""
        self._refresh_lines()
        self.scroll = self.max_scroll
        self.follow = True
        self.unread = 0
        self._cache = None

    def scroll_by(self, pixels: int) -> None:
        """Scroll ``pixels`` down (negative: up), clamped; at the bottom the log follows new lines again.

        The keyboard path of the wheel (the table maps Page Up / Page Down to it).
        """
        self._refresh_lines()
        lh = self.line_height
        self.scroll = max(0, min(self.max_scroll, round((self.scroll + pixels) / lh) * lh))
        self.follow = self.scroll >= self.max_scroll
        if self.follow:
            self.unread = 0
        self._cache = None

    def page(self, pages: int) -> None:
        """Scroll by ``pages`` screenfuls of the panel (negative: up)."""
        self.scroll_by(pages * max(self.line_height, self.body.h - self.line_height))

    # ------------------------------------------------------------------ drawing
    def _refresh_lines(self) -> None:
        if self._dirty:
            self._lines = self._wrap()
            if self.follow:
                self.scroll = self.max_scroll
            self._dirty = False
            self._cache = None

    def _paint(self, surf: gfx.Canvas) -> None:
        local = surf.get_rect()
        gfx.rect(surf, (*theme.PANEL, 235), local, border_radius=14)
        gfx.rect(surf, (70, 82, 94), local, 2, border_radius=14)
        title = self.fonts("display", 20)
        theme.blit_text(surf, title, self.title, (self.PAD + 4, 7), theme.ACCENT)
        gfx.line(surf, (70, 82, 94), (self.PAD, self.HEADER - 4), (local.w - self.PAD, self.HEADER - 4))
        body = self.body.move(-self.rect.x, -self.rect.y)
        area = self.text_area  # clear of the chip's row while it shows
        area_h = area.h
        clip = surf.subsurface(area.move(-self.rect.x, -self.rect.y))
        font = self.fonts("text", self.font_size)
        lh = self.line_height
        first = self.scroll // lh
        y = -(self.scroll % lh)
        for entry, line, head in self._lines[first:]:
            if y >= area_h:
                break
            color = {"dim": theme.INK_DIM, "alert": theme.ACCENT}.get(entry.tone, theme.INK)
            if head and entry.seat is not None:
                style = theme.seat_style(entry.seat)
                theme.draw_symbol(clip, style.symbol if self.symbols else "circle", (7, y + lh // 2), 6,
                                  style.color)
            elif head and entry.tone == "alert":
                gfx.circle(clip, theme.ACCENT, (7, y + lh // 2), 3)
            clip.blit(font.render(line, True, color), (self.TEXT_X, y))
            y += lh
        if self.max_scroll > 0:
            track = pygame.Rect(body.right - 3, body.y, 3, body.h)
            frac = body.h / (body.h + self.max_scroll)
            bar_h = max(18, round(track.h * frac))
            bar_y = track.y + round((track.h - bar_h) * (self.scroll / self.max_scroll))
            gfx.rect(surf, (90, 100, 112), (track.x, bar_y, 3, bar_h), border_radius=2)
        chip = self.latest_chip()
        if chip is not None:
            chip = chip.move(-self.rect.x, -self.rect.y)
            gfx.rect(surf, (*theme.ACCENT, 245), chip, border_radius=10)
            theme.blit_text(surf, self.fonts("bold", 12), self.latest_label(), chip.center, theme.INK_DARK,
                            anchor="center")

    def newest_rect(self) -> pygame.Rect | None:
        """Where the newest entry's lines are drawn (logical pixels, clipped to the text area), or None if unseen."""
        self._refresh_lines()
        if not self._lines:
            return None
        lh = self.line_height
        first = max(i for i, (_, _, head) in enumerate(self._lines) if head)
        top = self.text_area.y + first * lh - self.scroll
        area = self.text_area
        rect = pygame.Rect(area.x, top, area.w, (len(self._lines) - first) * lh).clip(area)
        return rect if rect.h > 0 else None

    def draw(self, surface: gfx.Canvas) -> None:
        """Blit the panel (re-rendering only after a change)."""
        self._refresh_lines()
        if self._cache is None:
            self._cache = gfx.Drawing(self.rect.size, self._paint)
        surface.blit(self._cache, self.rect)
        self._draw_expand(surface)
