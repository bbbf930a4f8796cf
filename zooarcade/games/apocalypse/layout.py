"""Apocalypse at the Zoo of Carson City: where everything sits on the table (logical pixels of 1280×720).

Shared by the table (:mod:`~zooarcade.games.apocalypse.scene`), the board painter of the replay
viewer and rules diagrams (:mod:`~zooarcade.games.apocalypse.board_draw`) and the card faces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from zooarcade.games.apocalypse.data import CHARACTER_VALUES, COLUMN_NAMES, GRID
from zooarcade.ui import gfx, theme

CANVAS = (1280, 720)
TOP_BAR = 52
CELL = (116, 120)
CELL_GAP = 6
GRID_ORIGIN = (318, 72)
#: colour of the row and column numbers on the board frame.
GRID_LABEL = (214, 186, 140)
ZOO_SIZE = (90, 106)
CHAR_SIZE = (56, 76)
LOWER_OFFSET = (7, 6)

# ---------------------------------------------------------------------- layout
@dataclass(frozen=True)
class TableLayout:
    """Where everything sits on the 1280×720 canvas for ``n`` seats (logical pixels)."""

    n: int

    @property
    def board_rect(self) -> pygame.Rect:
        """The board frame around the 5×5 grid."""
        return pygame.Rect(GRID_ORIGIN[0] - 12, GRID_ORIGIN[1] - 12, 5 * CELL[0] + 4 * CELL_GAP + 24, 648)

    def cell_rect(self, loc: int) -> pygame.Rect:
        """The pit of location ``loc`` (0..24, row-major)."""
        r, c = divmod(loc, GRID)
        return pygame.Rect(GRID_ORIGIN[0] + c * (CELL[0] + CELL_GAP), GRID_ORIGIN[1] + r * (CELL[1] + CELL_GAP), *CELL)

    def zoo_rect(self, loc: int, lower: bool = False) -> pygame.Rect:
        """The upper (or, offset, the lower) zoo card at ``loc``."""
        cell = self.cell_rect(loc)
        r = pygame.Rect(cell.x + 5, cell.y + 4, *ZOO_SIZE)
        return r.move(*LOWER_OFFSET) if lower else r

    def occ_center(self, loc: int) -> tuple[float, float]:
        """Centre of the character card standing on ``loc`` (lower right of the pit)."""
        cell = self.cell_rect(loc)
        return (cell.right - 3 - CHAR_SIZE[0] / 2, cell.bottom - 2 - CHAR_SIZE[1] / 2)

    def loc_at(self, pos: tuple[float, float]) -> int | None:
        """Location whose pit contains ``pos``, or None (found by arithmetic: it runs every frame)."""
        x, y = pos[0] - GRID_ORIGIN[0], pos[1] - GRID_ORIGIN[1]
        if x < 0 or y < 0:
            return None
        c, dx = divmod(int(x), CELL[0] + CELL_GAP)
        r, dy = divmod(int(y), CELL[1] + CELL_GAP)
        if c >= GRID or r >= GRID or dx >= CELL[0] or dy >= CELL[1]:
            return None
        return r * GRID + c

    @property
    def seat_height(self) -> int:
        """Height of one seat panel."""
        return (648 - (self.n - 1) * 8) // self.n

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The panel of ``seat`` in the left column."""
        return pygame.Rect(14, 60 + seat * (self.seat_height + 8), 280, self.seat_height)

    @property
    def hand_scale(self) -> float:
        """Scale of hand cards (smaller with four seats)."""
        return 1.0 if self.n <= 3 else 0.86

    def hand_center(self, seat: int, value: int) -> tuple[float, float]:
        """Centre of the hand slot of ``seat``'s character ``value`` (slots by value, 3..6)."""
        panel = self.seat_rect(seat)
        w, h = CHAR_SIZE[0] * self.hand_scale, CHAR_SIZE[1] * self.hand_scale
        i = value - CHARACTER_VALUES[0]
        return (panel.x + 14 + w / 2 + i * (w + 8), panel.y + 42 + h / 2)

    def hand_slot_rect(self, seat: int, value: int) -> pygame.Rect:
        """The rectangle of a hand slot."""
        w, h = round(CHAR_SIZE[0] * self.hand_scale), round(CHAR_SIZE[1] * self.hand_scale)
        r = pygame.Rect(0, 0, w, h)
        cx, cy = self.hand_center(seat, value)
        r.center = (round(cx), round(cy))
        return r

    @property
    def mini_size(self) -> tuple[int, int]:
        """Size of a card in a pile."""
        return (28, 39) if self.n <= 2 else (22, 31)

    def pile_area(self, seat: int) -> pygame.Rect:
        """Where the seat's pile cards are laid out (below the pile label)."""
        panel = self.seat_rect(seat)
        top = self.hand_slot_rect(seat, 3).bottom + (24 if self.n <= 2 else 8)
        bottom = panel.bottom - (30 if self.n <= 3 else 6)
        return pygame.Rect(panel.x + 14, top, panel.w - 28, bottom - top)

    def pile_center(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Centre of pile card ``index`` of ``count`` (overlapping fan; several rows with two seats)."""
        area = self.pile_area(seat)
        mw, mh = self.mini_size
        per_row = 14 if self.n <= 2 else max(1, count)
        count = max(1, count)
        rows = max(1, math.ceil(count / per_row))
        row, col = divmod(index, per_row)
        in_row = min(per_row, count)
        step_x = min(mw + 3, (area.w - mw) / max(1, in_row - 1)) if in_row > 1 else 0
        step_y = min(mh + 4, (area.h - mh) / max(1, rows - 1)) if rows > 1 else 0
        return (area.x + mw / 2 + col * step_x, area.y + mh / 2 + row * step_y)

    @property
    def log_rect(self) -> pygame.Rect:
        """The game-log panel."""
        return pygame.Rect(948, 60, 318, 384)

    def tool_rect(self, index: int) -> pygame.Rect:
        """Button ``index`` (0 Undo, 1 Redo, 2 Hint, 3 Rules) of the row between the log and the legend."""
        return pygame.Rect(948 + index * 81, 452, 75, 40)

    @property
    def info_rect(self) -> pygame.Rect:
        """The legend panel under the log."""
        return pygame.Rect(948, 500, 318, 208)

    @property
    def banner_rect(self) -> pygame.Rect:
        """The top bar's middle, between the title and the move counter: the turn banner and notices."""
        return pygame.Rect(338, 3, 742, TOP_BAR - 6)

    @property
    def menu_rect(self) -> pygame.Rect:
        """The Menu button in the top bar."""
        return pygame.Rect(1156, 9, 110, 34)



def grid_label_tags(layout: TableLayout) -> list[tuple[str, pygame.Rect]]:
    """``[(label, tag)]``: the column letters A-E above and the row numbers 1-5 left of the 5×5 grid (the names of
    ``data.loc_name``: "C2"), each on a 16-pixel wooden tag centred in the frame's margin (over the felt's edge
    line, so the label reads clearly); column and row alternate, column 1's first."""
    board = layout.board_rect
    top = layout.cell_rect(0)
    out: list[tuple[str, pygame.Rect]] = []
    for i in range(GRID):
        c = layout.cell_rect(i)
        r = layout.cell_rect(i * GRID)
        for label, center in ((COLUMN_NAMES[i], (c.centerx, (board.y + top.y) // 2 + 1)),
                              (str(i + 1), ((board.x + top.x) // 2 + 1, r.centery))):
            tag = pygame.Rect(0, 0, 16, 16)
            tag.center = center
            out.append((label, tag))
    return out


def draw_grid_labels(surf: gfx.Canvas, layout: TableLayout, font: gfx.ScaledFont,
                     offset: tuple[int, int] = (0, 0), inside: pygame.Rect | None = None) -> None:
    """Write the column numbers above and the row numbers left of the 5×5 grid (:func:`grid_label_tags`).

    ``offset`` is added to the layout's positions (a board drawn on its own picture passes ``-board.topleft``);
    ``inside``: each tag is moved just enough to lie wholly in it (the picture's own rectangle; ``None``: as laid).
    """
    for number, tag in grid_label_tags(layout):
        tag = tag.move(offset)
        if inside is not None:
            tag = tag.clamp(inside)
        gfx.rect(surf, (56, 42, 30), tag, border_radius=5)
        gfx.rect(surf, (120, 92, 56), tag, 1, border_radius=5)
        theme.blit_text(surf, font, number, (tag.centerx, tag.centery + 1), GRID_LABEL, anchor="center")


def grid_label_strips(layout: TableLayout, font: gfx.ScaledFont) -> list[tuple[gfx.Drawing, tuple[int, int]]]:
    """The grid's numbers as two small pictures (the column strip, the row strip) and where each goes.

    The table draws them every frame above its highlights and move marks (so a keyboard choice's outline on an
    edge location never hides a number); a picture each, so that costs two blits, not ten text renders.
    """
    tags = grid_label_tags(layout)
    out: list[tuple[gfx.Drawing, tuple[int, int]]] = []
    for part in (tags[0::2], tags[1::2]):  # columns, rows
        area = part[0][1].unionall([t for _, t in part[1:]])

        def paint(canvas: gfx.Canvas, area: pygame.Rect = area, part: list[tuple[str, pygame.Rect]] = part) -> None:
            for number, tag in part:
                tag = tag.move(-area.x, -area.y)
                gfx.rect(canvas, (56, 42, 30), tag, border_radius=5)
                gfx.rect(canvas, (120, 92, 56), tag, 1, border_radius=5)
                theme.blit_text(canvas, font, number, (tag.centerx, tag.centery + 1), GRID_LABEL, anchor="center")

        out.append((gfx.Drawing(area.size, paint), area.topleft))
    return out


def draw_enclosure(surf: gfx.Canvas | pygame.Surface, cell: pygame.Rect) -> None:
    """Draw location ``cell`` (logical pixels) as a small zoo enclosure: trodden ground inside a wooden fence.

    Apocalypse: the 5×5 grid of locations, each an enclosure of the zoo.
    """
    gfx.rect(surf, (30, 44, 30), cell, border_radius=10)
    ground = cell.inflate(-10, -10)
    gfx.rect(surf, (48, 62, 40), ground, border_radius=8)
    gfx.rect(surf, (40, 52, 34), ground.inflate(-14, -14), border_radius=8)
    wood, dark = (132, 98, 60), (78, 56, 32)
    for inset in (3, 7):  # two rails
        rail = cell.inflate(-2 * inset, -2 * inset)
        gfx.rect(surf, dark, rail.move(0, 1), 2, border_radius=9)
        gfx.rect(surf, wood, rail, 2, border_radius=9)
    step = 16
    posts = [(x, cell.y + 5) for x in range(cell.x + 8, cell.right - 4, step)]
    posts += [(x, cell.bottom - 5) for x in range(cell.x + 8, cell.right - 4, step)]
    posts += [(cell.x + 5, y) for y in range(cell.y + 8 + step, cell.bottom - 4 - step // 2, step)]
    posts += [(cell.right - 5, y) for y in range(cell.y + 8 + step, cell.bottom - 4 - step // 2, step)]
    for x, y in posts:
        post = pygame.Rect(0, 0, 5, 7)
        post.center = (x, y)
        gfx.rect(surf, dark, post.move(0, 1), border_radius=1)
        gfx.rect(surf, (164, 124, 78), post, border_radius=1)


