"""The winning-chances chart of a game review, and a progress bar (pygame primitives, logical pixels).

:class:`ChanceChart` draws one line per seat (its theme colour, and its seat marker at the line's
end so colour is never the only cue) over the steps of a match: x is the step (0 = the deal), y
the chance from 0 % (bottom) to 100 % (top).  Marked moves are drawn as numbered rings on the
mover's line (crowded rings get their numbers offset, joined to the ring by a thin leader line:
:meth:`ChanceChart.mark_labels`); clicking one calls ``on_pick(step)`` with the step whose position shows the move
(``index + 1``); clicking elsewhere in the plot picks the nearest step.  The current step of the
viewer is a vertical cursor.  :func:`draw_progress` draws a labelled bar (a review in the works).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.widgets import Widget

#: pixels of the plot's inner margin (left for the percent labels).
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 34, 16, 10, 10
#: radius of a mark's ring, and how near (pixels) a click must be to pick it.
MARK_R, PICK_R = 7, 12
#: rows of label places tried above and below a crowded ring, and places left and right of its column.
LABEL_ROWS, LABEL_SHIFTS = 4, 3
#: pixels kept free between two step numbers side by side (so "10" and "13" never read as "1013").
LABEL_GAP = 4


class MarkLabel(NamedTuple):
    """Where a mark's step number is written (logical pixels).

    Attributes:
        step: the mark's step (the number written).
        box: the number's box.
        ring: the centre of the mark's ring.
        leader: True when the box is away from its ring (a crowded chart): a thin line joins them.
    """

    step: int
    box: pygame.Rect
    ring: tuple[int, int]
    leader: bool


class ChanceChart(Widget):
    """Each seat's winning chance over a match, with clickable marks.

    Args:
        rect: where it sits (logical pixels).
        series: per seat, the chances (``0..1``) at the deal and after each step (``steps + 1`` values).
        marks: ``(step, seat)`` of each marked move: ``step`` is the 1-based step that shows the
            position after the move, ``seat`` the mover (its line carries the mark).
        on_pick: called with a step (``0..steps``) when a mark or the plot is clicked.
        symbols: end each line with the seat's symbol (the ``seat_symbols`` setting) or a dot.

    Attributes:
        current: the step the viewer shows (the cursor).
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], series: Sequence[Sequence[float]],
                 marks: Sequence[tuple[int, int]], on_pick: Callable[[int], None], symbols: bool = True) -> None:
        super().__init__(rect)
        self.series = [list(s) for s in series]
        self.marks = list(marks)
        self.on_pick = on_pick
        self.symbols = symbols
        self.current = 0

    @property
    def steps(self) -> int:
        """The last step (the number of points per line minus one)."""
        return max(0, len(self.series[0]) - 1) if self.series else 0

    @property
    def plot(self) -> pygame.Rect:
        """The plotting area inside :attr:`rect`."""
        r = self.rect
        return pygame.Rect(r.x + PAD_LEFT, r.y + PAD_TOP, r.w - PAD_LEFT - PAD_RIGHT, r.h - PAD_TOP - PAD_BOTTOM)

    def point(self, step: int, chance: float) -> tuple[int, int]:
        """The pixel of ``chance`` at ``step``."""
        p = self.plot
        x = p.x + round(p.w * step / max(1, self.steps))
        y = p.bottom - round(p.h * max(0.0, min(1.0, chance)))
        return x, y

    def mark_points(self) -> list[tuple[int, tuple[int, int]]]:
        """``(step, pixel)`` of every mark, on its mover's line."""
        out = []
        for step, seat in self.marks:
            if 0 <= seat < len(self.series) and 0 <= step < len(self.series[seat]):
                out.append((step, self.point(step, self.series[seat][step])))
        return out

    def step_at(self, pos: tuple[int, int]) -> int | None:
        """The step a click at ``pos`` picks: a mark within :data:`PICK_R`, else the nearest step in the plot."""
        best: tuple[float, int] | None = None
        for step, (x, y) in self.mark_points():
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if d <= PICK_R * PICK_R and (best is None or d < best[0]):
                best = (d, step)
        if best is not None:
            return best[1]
        p = self.plot.inflate(8, 8)
        if not p.collidepoint(pos):
            return None
        return max(0, min(self.steps, round((pos[0] - self.plot.x) / max(1, self.plot.w) * self.steps)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            step = self.step_at(event.pos)
            if step is not None:
                self.on_pick(step)
            return True
        return False

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        theme.shadowed_rect(surface, self.rect, theme.PANEL, radius=12, shadow=4, border=(62, 72, 84))
        p = self.plot
        small = fonts("text", 11)
        for share in (0.0, 0.5, 1.0):
            y = p.bottom - round(p.h * share)
            gfx.line(surface, (62, 72, 84) if share != 0.5 else (84, 96, 110), (p.x, y), (p.right, y))
            theme.blit_text(surface, small, f"{round(share * 100)}%", (p.x - 4, y), theme.INK_DIM, anchor="midright")
        if self.steps:
            cx = self.point(self.current, 0.0)[0]
            gfx.line(surface, theme.ACCENT_DARK, (cx, p.y), (cx, p.bottom), 2)
        for seat, values in enumerate(self.series):
            pts = [self.point(i, v) for i, v in enumerate(values)]
            color = theme.seat_style(seat).color
            if len(pts) > 1:
                gfx.lines(surface, color, False, pts, 2)
            if pts:
                theme.draw_seat_marker(surface, seat, (p.right + 8, pts[-1][1]), 5, self.symbols)
        number = fonts("bold", 10)
        labels = self.mark_labels(number)
        for label in labels:  # leader lines under the rings, so each ring stays whole
            if label.leader:
                gfx.line(surface, theme.INK_DIM, label.ring, _edge_towards(label.box, label.ring), 1)
        for i, (step, (x, y)) in enumerate(self.mark_points()):
            seat = self.marks[i][1]
            gfx.circle(surface, theme.INK_DARK, (x, y), MARK_R + 2)
            gfx.circle(surface, theme.ACCENT if step == self.current else theme.INK, (x, y), MARK_R + 1, 2)
            gfx.circle(surface, theme.seat_style(seat).color, (x, y), MARK_R - 2)
        for label in labels:  # on a dark chip: a number over the lines stays readable
            gfx.rect(surface, (*theme.INK_DARK, 200), label.box, border_radius=3)
            theme.blit_text(surface, number, str(label.step), label.box.center,
                            theme.ACCENT if label.step == self.current else theme.INK, anchor="center")

    def mark_labels(self, font: gfx.ScaledFont | pygame.font.Font) -> list[MarkLabel]:
        """Where each mark's step number goes in ``font`` (logical pixels), every one inside :attr:`rect`, clear
        of every ring and of every other number (:data:`LABEL_GAP` apart side by side), and of the percent labels.

        First every mark tries the place just above its ring, then just below (a lone ring keeps its number
        beside it).  A mark left without one (rings crowded together) then tries rows further up and down, each
        also shifted left and right by a label's width (:data:`LABEL_ROWS`, :data:`LABEL_SHIFTS`), nearest
        first; such a number is joined to its ring by a leader line (:attr:`MarkLabel.leader`).  A number that
        fits nowhere even so is left out (its ring is still clicked to jump there).  Sorted by step.
        """
        points = self.mark_points()
        inside = self.rect.inflate(-4, -4)
        p = self.plot
        # every ring, with LABEL_GAP kept free either side: a number beside a ring never touches it (play 14, F12:
        # "44" drawn against the ring of 42 read as one ring with two numbers)
        ring = 2 * MARK_R + 2
        blocked = [pygame.Rect(x - MARK_R - 1 - LABEL_GAP, y - MARK_R - 1, ring + 2 * LABEL_GAP, ring)
                   for _, (x, y) in points]
        blocked += [pygame.Rect(self.rect.x, p.bottom - round(p.h * share) - 7, PAD_LEFT - 2, 14)
                    for share in (0.0, 0.5, 1.0)]  # the 0 % / 50 % / 100 % labels
        placed: list[pygame.Rect] = []
        found: dict[int, MarkLabel] = {}

        def free(box: pygame.Rect) -> bool:
            return (inside.contains(box) and box.inflate(2 * LABEL_GAP, 0).collidelist(placed) < 0
                    and box.collidelist(blocked) < 0)

        def place(i: int, step: int, ring: tuple[int, int], centres: list[tuple[int, int]], leader: bool) -> None:
            w, h = font.size(str(step))
            for centre in centres:  # the first free spot, in the order given
                box = pygame.Rect(0, 0, w + 2, h)
                box.center = centre
                if free(box):
                    placed.append(box)
                    found[i] = MarkLabel(step, box, ring, leader)
                    return

        for i, (step, (x, y)) in enumerate(points):  # first pass: right above or below the ring
            place(i, step, (x, y), [(x, y - MARK_R - 8), (x, y + MARK_R + 8)], False)
        for i, (step, (x, y)) in enumerate(points):  # second pass: the crowded ones, further away
            if i in found:
                continue
            w, h = font.size(str(step))
            spots = []
            for row in range(LABEL_ROWS):
                for shift in range(-LABEL_SHIFTS, LABEL_SHIFTS + 1):
                    for side in (-1, 1):
                        dy = side * (MARK_R + 8 + row * (h + 1))
                        dx = shift * (w + 2 + LABEL_GAP)
                        spots.append((dx * dx + dy * dy, x + dx, y + dy))
            spots += [((MARK_R + 4 + w // 2) ** 2, x + side * (MARK_R + 2 + LABEL_GAP + w // 2 + 1), y)
                      for side in (-1, 1)]
            place(i, step, (x, y), [(cx, cy) for _, cx, cy in sorted(spots)], True)
        return sorted(found.values(), key=lambda label: label.step)


def _edge_towards(box: pygame.Rect, point: tuple[int, int]) -> tuple[int, int]:
    """The point of ``box``'s edge nearest ``point`` (where a leader line from ``point`` ends)."""
    return (max(box.left, min(box.right - 1, point[0])), max(box.top, min(box.bottom - 1, point[1])))


def draw_progress(surface: gfx.Canvas, rect: pygame.Rect | tuple[int, int, int, int], share: float, label: str,
                  fonts: Callable[[str, int], pygame.font.Font]) -> None:
    """A bar ``rect`` filled to ``share`` (0..1) with ``label`` and the percent on it."""
    r = pygame.Rect(rect)
    gfx.rect(surface, theme.PANEL_LIGHT, r, border_radius=r.h // 2)
    fill = r.copy()
    fill.w = max(r.h, round(r.w * max(0.0, min(1.0, share))))
    gfx.rect(surface, theme.ACCENT_DARK, fill, border_radius=r.h // 2)
    gfx.rect(surface, (84, 96, 110), r, 2, border_radius=r.h // 2)
    font = fonts("bold", max(11, min(16, r.h - 8)))
    text = theme.fit_text(font, f"{label} {round(share * 100)}%", r.w - 16)
    theme.blit_text(surface, font, text, r.center, theme.INK, anchor="center")
