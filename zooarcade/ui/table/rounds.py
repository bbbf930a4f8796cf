"""The round-end sheet every table of a game played in rounds can show: a running tally, then the round table.

When a round ends (a ``ROUND_END`` event), a table that returns a :class:`RoundSheet` from
:meth:`~zooarcade.ui.table.base.TableScene.round_sheet` gets this overlay over its table:

1. each seat's scored items appear one after another, card by card (a small picture, a label, the
   points), each seat's running tally counting up beside its name;
2. then the round table: every round so far (the latest :data:`MAX_ROUNDS` columns), the totals, and
   a bar towards the target;
3. **Continue** (a click anywhere, Enter, Space or Esc; the first press finishes the tally at once).  A
   player's press in the first :data:`CONTINUE_GUARD` seconds after Continue appears is ignored, so a
   double click on Show all does not also skip the totals.

While the sheet is open the table plays nothing (no forced step, no computer move, no results), so
the next round's deal waits for the player.  With no human at the table it closes by itself after
:attr:`RoundSummary.auto_close` seconds (× the animation speed), so computer-only games run on; with a
human it waits for them at every animation speed (at "instant" the tally shows complete at once).

Geometry in logical pixels of the 1280×720 canvas; times in seconds before the animation-speed
multiplier (0 = instant).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from zooarcade.core.narration import counted
from zooarcade.ui import gfx, theme
from zooarcade.ui.scene import darken
from zooarcade.ui.text import TextCache
from zooarcade.ui.widgets import Button

#: seconds between two tallied lines (× animation speed).
STEP = 0.28
#: seconds the round table takes to appear after the last tallied line (× animation speed).
TABLE_DELAY = 0.35
#: most round columns in the round table (earlier rounds are summed into one column).
MAX_ROUNDS = 8
#: seconds (of the frames' time, not the wall clock) after Continue replaces Show all during which a player's
#: press is ignored: the second click of a double click meant for Show all skipped the round's totals (play 11).
CONTINUE_GUARD = 0.5
#: clear pixels kept between a column's last line (its card picture) and its "Round" footer (play test 14: the
#: ninth line's picture touched the footer and read like a tenth one peeking out).
FOOTER_GAP = 10
#: the smallest line step (pixels); a column with more lines sums the last ones into one "N more" line.
MIN_STEP = 12
#: where the sheet is drawn (logical pixels).
SHEET = pygame.Rect(40, 60, 1200, 652)


@dataclass(frozen=True)
class TallyLine:
    """One scored item of a seat's round: ``label`` scores ``points`` (may be negative).

    Attributes:
        label: what scored ("Lion matched", "Side Bonus BIRD").
        points: its points.
        picture: a small picture of the card (drawn at :attr:`RoundSummary.mini` size), or None.
        short: a shorter label for a narrow column ("BIRD bonus"), or None.
        tiny: the shortest label, for a column narrower still ("BIRD": the picture shows it is a bonus), or None.
    """

    label: str
    points: int
    picture: gfx.Picture | None = None
    short: str | None = None
    tiny: str | None = None

    def forms(self) -> tuple[str, str, str]:
        """The label at each level of shortness (full, short, tiny); a missing one repeats the longer one."""
        short = self.short or self.label
        return (self.label, short, self.tiny or short)


@dataclass(frozen=True)
class RoundSheet:
    """What the round-end sheet shows.

    Attributes:
        round: the round just scored (1-based).
        title: the headline ("Round 2: Ann completes a row!").
        names: seat names in seat order.
        lines: per seat, its scored items in order.
        points: per seat, the round's points (the sum of its lines).
        totals: per seat, the banked totals after the round.
        history: ``(round, per-seat points)`` of every round so far, oldest first (this one last).
        winner: the seat that won the round, or None.
        target: the score that ends the game (a bar towards it), or None.
        final: True when the game is over after this round (the button says so).
    """

    round: int
    title: str
    names: tuple[str, ...]
    lines: tuple[tuple[TallyLine, ...], ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[tuple[int, tuple[int, ...]], ...] = ()
    winner: int | None = None
    target: int | None = None
    final: bool = False


def sheet_rect(canvas_width: int) -> pygame.Rect:
    """The round-end sheet's rectangle on a canvas ``canvas_width`` logical pixels wide (:data:`SHEET`'s margins
    and height, centred)."""
    margin = SHEET.x
    return pygame.Rect(margin, SHEET.y, canvas_width - 2 * margin, SHEET.h)


@dataclass
class RoundSummary:
    """The round-end overlay of a table (see the module docstring).

    Args:
        text: the table's text cache.
        fonts: ``fonts(role, size)`` (the app's fonts, to measure and cut names).
        symbols: ``() -> bool``, the seat-markers setting.

    Attributes:
        sheet: the sheet shown, or None when closed.
        clock: seconds (before the speed multiplier) since it opened.
        auto_close: seconds (× animation speed) after the tally before it closes by itself, or None.
        timeout: seconds of real time after it opened before it closes by itself, or None.
        age: seconds of real time since it opened.
        mini: the size of an item's picture (logical pixels).
    """

    text: TextCache
    fonts: Callable[[str, int], gfx.ScaledFont]
    symbols: Callable[[], bool] = lambda: True
    sheet: RoundSheet | None = None
    clock: float = 0.0
    auto_close: float | None = None
    timeout: float | None = None
    age: float = 0.0
    mini: tuple[int, int] = (28, 39)
    on_close: Callable[[], None] | None = None
    #: the pointer (logical pixels) from the last mouse motion, for the button's hover look; None before any.
    pointer: tuple[int, int] | None = None
    _skipped: bool = field(default=False, repr=False)
    #: :attr:`age` when the tally finished (Continue appeared), or None before.
    _done_age: float | None = field(default=None, repr=False)
    _scaled: dict[tuple[int, int, int], gfx.Picture] = field(default_factory=dict, repr=False)
    #: where the sheet is drawn (logical pixels): :data:`SHEET` on the 1280×720 canvas; the compact table's
    #: 960-wide canvas gives it :func:`sheet_rect` of its width.
    rect: pygame.Rect = field(default_factory=lambda: SHEET.copy())

    @property
    def is_open(self) -> bool:
        """True while the sheet is shown."""
        return self.sheet is not None

    def open(self, sheet: RoundSheet, auto_close: float | None = None,
             on_close: Callable[[], None] | None = None, timeout: float | None = None) -> None:
        """Show ``sheet``; close by itself ``auto_close`` seconds (× speed) after the tally or ``timeout`` real
        seconds after opening (None for both: on the player's word)."""
        self.sheet = sheet
        self.clock = 0.0
        self.age = 0.0
        self.auto_close = auto_close
        self.timeout = timeout
        self.on_close = on_close
        self._skipped = False
        self._done_age = None
        self._scaled.clear()

    def close(self) -> None:
        """Close the sheet (the table plays on) and call ``on_close``."""
        if self.sheet is None:
            return
        self.sheet = None
        done, self.on_close = self.on_close, None
        if done is not None:
            done()

    # ------------------------------------------------------------------ timing
    def total_lines(self) -> int:
        """Number of tallied items of all seats."""
        return sum(len(s) for s in self.sheet.lines) if self.sheet is not None else 0

    def tally_time(self) -> float:
        """Seconds (before the speed multiplier) the tally takes, the round table's delay included."""
        return STEP * self.total_lines() + TABLE_DELAY

    def shown(self) -> int:
        """How many items are tallied so far (all of them once skipped)."""
        if self._skipped:
            return self.total_lines()
        return min(self.total_lines(), int(self.clock / STEP))

    def tally_done(self) -> bool:
        """True once every item is tallied and the round table shows."""
        return self._skipped or self.clock >= self.tally_time()

    def update(self, dt: float, speed: float) -> None:
        """Advance by ``dt`` seconds at animation ``speed`` (0: everything at once)."""
        if self.sheet is None:
            return
        self.clock += dt / speed if speed > 0 else self.tally_time() + 1e6
        self.age += dt
        if self._done_age is None and self.tally_done():
            self._done_age = self.age
        if self.auto_close is not None and self.clock >= self.tally_time() + self.auto_close:
            self.close()
        elif self.timeout is not None and self.age >= self.timeout:
            self.close()

    def advance(self) -> None:
        """The player's press: finish the tally, or (once finished) close."""
        if not self.tally_done():
            self._skipped = True
            self._done_age = self.age
            return
        self.close()

    def guarded(self) -> bool:
        """True while a player's press must not close the sheet: Continue appeared under
        :data:`CONTINUE_GUARD` seconds (summed frame times, :attr:`age`) ago."""
        if not self.tally_done():
            return False
        if self._done_age is None:
            self._done_age = self.age
        return self.age - self._done_age < CONTINUE_GUARD

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While open, take every input event: a left click, Enter, Space or Esc advances (returns True); one
        during :meth:`guarded` is taken and ignored."""
        if self.sheet is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                          pygame.K_ESCAPE):
            if not self.guarded():
                self.advance()
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if not self.guarded():
                self.advance()
        elif event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = event.pos
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    # ------------------------------------------------------------------ geometry
    def button_rect(self) -> pygame.Rect:
        """The Continue button's rectangle."""
        r = pygame.Rect(0, 0, 260, 46)
        r.midbottom = (self.rect.centerx, self.rect.bottom - 14)
        return r

    def column_rects(self) -> list[pygame.Rect]:
        """Each seat's tally column."""
        assert self.sheet is not None
        n = len(self.sheet.names)
        inner = self.rect.inflate(-36, 0)
        w = inner.w // n
        top = self.rect.y + 62
        return [pygame.Rect(inner.x + i * w + 4, top, w - 8, self._tally_height()) for i in range(n)]

    def _tally_height(self) -> int:
        assert self.sheet is not None
        return self.rect.h - 62 - self._table_height() - 80

    def _table_height(self) -> int:
        assert self.sheet is not None
        return 30 + 24 * len(self.sheet.names)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: gfx.Canvas) -> None:
        """Draw the sheet (nothing when closed)."""
        sheet = self.sheet
        if sheet is None:
            return
        darken(surface, 120)
        box = self.rect
        theme.shadowed_rect(surface, box, (30, 36, 44), radius=18, shadow=10, border=theme.ACCENT, border_width=2)
        self.text.blit(surface, "display", 30, sheet.title, (box.centerx, box.y + 30), theme.ACCENT, "center")
        shown = self.shown()
        before = 0
        for seat, rect in enumerate(self.column_rects()):
            self._draw_column(surface, seat, rect, max(0, min(len(sheet.lines[seat]), shown - before)))
            before += len(sheet.lines[seat])
        if self.tally_done():
            top = self.rect.bottom - 80 - self._table_height()
            self._draw_table(surface, pygame.Rect(self.rect.x + 30, top, self.rect.w - 60, self._table_height()))
        button = self.button_rect()
        done = self.tally_done()
        label = ("See the results" if sheet.final else "Continue") if done else "Show all"
        # play test 10: the kit's own button look and face, like every other button (it was plain bold text)
        face = Button(button, label, self.advance, kind="primary" if done else "secondary", font_size=24)
        face.hover = self.pointer is not None and button.collidepoint(self.pointer)
        face.draw(surface, self.fonts)
        if done and (self.auto_close is not None or self.timeout is not None):
            self.text.blit(surface, "text", 12, "Play goes on by itself in a moment.",
                           (button.right + 16, button.centery), theme.INK_DIM, "midleft")

    def _draw_column(self, surface: gfx.Canvas, seat: int, rect: pygame.Rect, shown: int) -> None:
        sheet = self.sheet
        assert sheet is not None
        lines = sheet.lines[seat]
        winner = sheet.winner == seat
        gfx.rect(surface, (42, 50, 60) if not winner else (58, 54, 34), rect, border_radius=10)
        gfx.rect(surface, theme.seat_style(seat).color if not winner else theme.ACCENT, rect, 2, border_radius=10)
        theme.draw_seat_marker(surface, seat, (rect.x + 14, rect.y + 16), 7, self.symbols())
        name = self.fitted_names("bold", 16, rect.w - 34)[seat]
        self.text.blit(surface, "bold", 16, name, (rect.x + 26, rect.y + 16), theme.INK, "midleft")
        if winner:
            self.text.blit(surface, "bold", 12, "completed the row", (rect.x + 10, rect.y + 34), theme.ACCENT,
                           "midleft")
        running = sum(line.points for line in lines[:shown])
        tally = pygame.Rect(rect.x + 6, rect.bottom - 40, rect.w - 12, 34)
        gfx.rect(surface, (22, 26, 32), tally, border_radius=8)
        self.text.blit(surface, "text", 13, "Round", (tally.x + 10, tally.centery), theme.INK_DIM, "midleft")
        self.text.blit(surface, "display", 22, _signed(running), (tally.right - 10, tally.centery),
                       _tone(running), "midright")
        top = rect.y + 46
        if not lines:
            self.text.blit(surface, "text", 13, "nothing scored", (rect.centerx, top + 16), theme.INK_DIM, "center")
            return
        lines, shown = self.fold_lines(lines, shown, tally.y - top - FOOTER_GAP)
        step, pic_h = self.line_step(tally.y - top - FOOTER_GAP, len(lines))
        pic_w = round(self.mini[0] * pic_h / self.mini[1])
        size = 13 if step >= 18 else 11
        # every line of the column (the ones still to come too) fitted first: the column's labels share one
        # size, the smallest any of them needs, so they neither shrink line by line nor change as the tally runs
        # and one level of shortness, the longest at which every one of them fits whole
        # (a column so narrow that even the tiniest labels are cut beside the card pictures drops the pictures)
        pictures = pic_h >= 10
        for _attempt in range(2):
            places = []
            for line in lines:
                x = rect.x + 8 + (pic_w + 6 if line.picture is not None and pictures else 0)
                pts = self.text.get("bold", size, _signed(line.points), _tone(line.points))
                places.append((x, pts, rect.right - 8 - pts.get_width() - 6 - x))
            labels = self.fit_column(lines, [room for _, _, room in places], size)
            whole = all(label in line.forms() for (label, _), line in zip(labels, lines, strict=True))
            if whole or not pictures:
                break
            pictures = False
        for i, line in enumerate(lines[:shown]):
            y = top + i * step
            x, pts, _ = places[i]
            label, label_size = labels[i]
            if line.picture is not None and pictures:
                surface.blit(self._mini(line.picture, (pic_w, pic_h)), (rect.x + 8, y))
            self.text.blit(surface, "text", label_size, label, (x, y + pic_h // 2), theme.INK, "midleft")
            surface.blit(pts, pts.get_rect(midright=(rect.right - 8, y + pic_h // 2)))

    def line_step(self, room: int, count: int) -> tuple[int, int]:
        """``(step, picture height)`` of ``count`` tally lines in ``room`` pixels: the last line's picture ends
        inside the room (``count * step - 2 <= room`` once :meth:`fold_lines` kept ``count`` to what fits)."""
        step = min(self.mini[1] + 4, max(MIN_STEP, room // max(1, count)))
        return step, min(self.mini[1], step - 2)

    def fold_lines(self, lines: Sequence[TallyLine], shown: int, room: int) -> tuple[tuple[TallyLine, ...], int]:
        """``(lines, shown)`` as a column of ``room`` pixels draws them: all of them when they fit at
        :data:`MIN_STEP`, else the first ones and one last line "N more" with the points of the rest tallied so
        far (nothing is hidden without a word, and the column's total still adds up line by line)."""
        fit = max(2, room // MIN_STEP)
        if len(lines) <= fit:
            return tuple(lines), shown
        keep = fit - 1
        rest = lines[keep:]
        points = sum(line.points for line in rest[:max(0, shown - keep)])
        more = counted(len(rest), "more line")
        folded = (*lines[:keep], TallyLine(f"\u2026 and {more}", points, short=f"+{len(rest)} more"))
        return folded, min(shown, keep + 1)

    def fitted_names(self, role: str, size: int, width: int) -> list[str]:
        """The sheet's seat names fitted to ``width`` logical pixels in font ``role``/``size``, cut so that
        two long names sharing a start still read apart ("Play…North", "Play…South": :func:`theme.fit_names`;
        play test: two "Player 1…" headers)."""
        assert self.sheet is not None
        names = tuple(self.sheet.names)
        return self.text.memo(("sheet names", names, role, size, width),
                              lambda: theme.fit_names(self.fonts(role, size), names, width))

    def fit_column(self, lines: Sequence[TallyLine], rooms: Sequence[int], size: int) -> list[tuple[str, int]]:
        """Each line's ``(label, font size)`` for a column whose labels have ``rooms`` pixels each.

        The column takes one level of shortness (full, short, tiny: :meth:`TallyLine.forms`), the longest at
        which every label fits whole, and one font size, the smallest any label needs; when even the tiny
        forms do not fit, they are cut with an ellipsis.
        """
        fitted: list[tuple[str, int, bool]] = []
        for level in range(3):
            fitted = [self._fit_label(line.forms()[level], room, size) for line, room in zip(lines, rooms, strict=True)]
            if not any(cut for _, _, cut in fitted):
                break
        smallest = min((s for _, s, _ in fitted), default=size)
        return [(text, smallest) for text, _, _ in fitted]

    def _fit_label(self, text: str, room: int, size: int) -> tuple[str, int, bool]:
        """``(label, font size, cut)``: ``text`` at ``size`` or up to two sizes smaller if that fits ``room``
        pixels, else cut with an ellipsis at the smallest (``cut`` True)."""
        for s in (size, size - 1, size - 2):
            if self.fonts("text", s).size(text)[0] <= room:
                return text, s, False
        return theme.fit_text(self.fonts("text", size - 2), text, room), size - 2, True

    def _mini(self, picture: gfx.Picture, size: tuple[int, int]) -> gfx.Picture:
        """``picture`` at ``size`` (rendered once per sheet)."""
        if picture.get_size() == size:
            return picture
        key = (id(picture), *size)
        out = self._scaled.get(key)
        if out is None:
            out = self._scaled[key] = gfx.smoothscale(picture, size)
        return out

    def _draw_table(self, surface: gfx.Canvas, rect: pygame.Rect) -> None:
        sheet = self.sheet
        assert sheet is not None
        history = list(sheet.history)
        n = len(sheet.names)
        if len(history) > MAX_ROUNDS:
            early = history[: len(history) - MAX_ROUNDS + 1]
            summed = tuple(sum(p[s] for _, p in early) for s in range(n))
            cols = [(f"R1\u2013{early[-1][0]}", summed), *((f"R{r}", p) for r, p in history[len(early):])]
        else:
            cols = [(f"Round {r}" if len(history) <= 4 else f"R{r}", p) for r, p in history]
        gfx.rect(surface, (22, 26, 32), rect, border_radius=10)
        name_w = 220
        bar_w = 230
        col_w = (rect.w - name_w - bar_w - 110) // max(1, len(cols))
        y = rect.y + 6
        for i, (label, _) in enumerate(cols):
            self.text.blit(surface, "bold", 13, label, (rect.x + name_w + i * col_w + col_w // 2, y + 8),
                           theme.INK_DIM, "center")
        total_x = rect.x + name_w + len(cols) * col_w + 50
        self.text.blit(surface, "bold", 13, "Total", (total_x, y + 8), theme.ACCENT, "center")
        if sheet.target:
            self.text.blit(surface, "bold", 13, f"towards {sheet.target}", (rect.right - 14 - bar_w // 2, y + 8),
                           theme.INK_DIM, "center")
        best = max(sheet.totals) if sheet.totals else 0
        for s in range(n):
            ry = rect.y + 30 + s * 24
            theme.draw_seat_marker(surface, s, (rect.x + 16, ry + 10), 6, self.symbols())
            name = self.fitted_names("text", 14, name_w - 34)[s]
            self.text.blit(surface, "text", 14, name, (rect.x + 28, ry + 10), theme.INK, "midleft")
            for i, (_, pts) in enumerate(cols):
                self.text.blit(surface, "text", 14, str(pts[s]), (rect.x + name_w + i * col_w + col_w // 2, ry + 10),
                               _tone(pts[s]) if pts[s] < 0 else theme.INK, "center")
            lead = sheet.totals[s] == best
            self.text.blit(surface, "bold", 15, str(sheet.totals[s]), (total_x, ry + 10),
                           theme.ACCENT if lead else theme.INK, "center")
            if sheet.target:
                bar = pygame.Rect(rect.right - 14 - bar_w, ry + 4, bar_w, 12)
                gfx.rect(surface, (50, 56, 66), bar, border_radius=6)
                frac = max(0.0, min(1.0, sheet.totals[s] / sheet.target))
                if frac > 0:
                    gfx.rect(surface, theme.seat_style(s).color, (bar.x, bar.y, max(8, round(bar.w * frac)), bar.h),
                             border_radius=6)


def _signed(points: int) -> str:
    """``"+40"``, ``"-90"``, ``"0"``."""
    return f"+{points}" if points > 0 else str(points).replace("-", "\u2212")


def _tone(points: int) -> theme.Color:
    """Green for a gain, red for a loss, dim for nothing."""
    return theme.GOOD if points > 0 else theme.DANGER if points < 0 else theme.INK_DIM


def history_of(results: Sequence[object]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """``((round, points), ...)`` of ``RoundResult``-like objects (``.round``, ``.points``)."""
    return tuple((int(getattr(r, "round")), tuple(getattr(r, "points"))) for r in results)  # noqa: B009
