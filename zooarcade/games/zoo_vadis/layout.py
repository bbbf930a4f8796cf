"""Where the parts of the Zoo Vadis table sit on the 1280×720 canvas, for 3 to 7 seats.

The board (drawn from data by :class:`~zooarcade.games.zoo_vadis.board_draw.GraphBoardPainter`) takes
the middle; the seats' panels stand in a column on its left; under the board, the viewer's own screen
(its laurel tokens, the I supply, the bag) and the deal strip (the transaction being built or answered);
on the right the kit's log, tools and a tall decision panel with compact rows (a deal has many steps).

Units: logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zooarcade.ui.table.base import TableFrame

CANVAS = (1280, 720)
TOP_BAR = 52
#: the seats' column, the board, the strip below the board, the right column.
SEATS = pygame.Rect(8, 58, 200, 656)
BOARD = pygame.Rect(214, 58, 728, 456)
SCREEN = pygame.Rect(214, 520, 356, 194)
DEAL = pygame.Rect(576, 520, 366, 194)
#: gap between two seat panels.
SEAT_GAP = 6
#: tallest seat panel (3 seats do not stretch to a third of the column).
SEAT_MAX_H = 150


def vadis_frame() -> TableFrame:
    """The kit's frame for this table: a shorter log, the tools under it, a tall panel with compact rows."""
    return TableFrame(
        banner=pygame.Rect(226, 3, 716, 46),
        log=pygame.Rect(948, 58, 318, 226),
        tools=tuple(pygame.Rect(948 + i * 81, 290, 75, 36) for i in range(4)),
        panel=pygame.Rect(948, 332, 318, 382),
        title="Zoo Vadis",
        panel_row=32,
        panel_gap=5,
    )


@dataclass(frozen=True)
class VadisLayout:
    """Seat panels for ``n`` seats and the fixed areas (see the module docstring).

    Attributes:
        n: seat count (3-7).
    """

    n: int

    @property
    def board_rect(self) -> pygame.Rect:
        """Where the board is drawn."""
        return BOARD.copy()

    @property
    def screen_rect(self) -> pygame.Rect:
        """The viewer's screen (tokens, supply, bag)."""
        return SCREEN.copy()

    @property
    def deal_rect(self) -> pygame.Rect:
        """The deal strip."""
        return DEAL.copy()

    @property
    def seat_h(self) -> int:
        """Height of one seat panel."""
        return min(SEAT_MAX_H, (SEATS.h - SEAT_GAP * (self.n - 1)) // max(1, self.n))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s panel."""
        h = self.seat_h
        return pygame.Rect(SEATS.x, SEATS.y + seat * (h + SEAT_GAP), SEATS.w, h)

    def compact(self) -> bool:
        """True when the seat panels are short (6-7 seats): two lines under the header instead of three."""
        return self.seat_h < 100

    def supply_center(self, seat: int) -> tuple[int, int]:
        """Where seat ``seat``'s supply figure sits in its panel (the drag source of Add)."""
        r = self.seat_rect(seat)
        return (r.x + 24, r.y + (58 if self.compact() else 64))

    def tokens_center(self, seat: int) -> tuple[int, int]:
        """Where laurel tokens land in seat ``seat``'s panel (collections, payments, rewards)."""
        r = self.seat_rect(seat)
        return (r.right - 36, r.y + (58 if self.compact() else 64))

    def token_row(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s token row in its panel: the supply figure and count, the ability tiles, the laurel
        tokens and their count (logical pixels; answer tags stay off it)."""
        r = self.seat_rect(seat)
        y = self.tokens_center(seat)[1]
        return pygame.Rect(r.x + 10, y - 11, r.w - 16, 22)

    def species_line(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s species line, between the header and the token row ("The Tiger"; none on compact
        panels: an empty rect at the header's foot), logical pixels."""
        r = self.seat_rect(seat)
        if self.compact():
            return pygame.Rect(r.x + 14, r.y + 33, r.w - 22, 0)
        return pygame.Rect(r.x + 14, r.y + 33, r.w - 22, 20)

    def header_line(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s header line in its panel, from the name to the right edge: marker, name, level, "your
        turn" or the spinner (logical pixels; an answer tag stands at its right end)."""
        r = self.seat_rect(seat)
        return pygame.Rect(r.x + 40, r.y + 6, r.w - 46, 27)

    def supply_i_center(self) -> tuple[int, int]:
        """Where the I supply is drawn (rewards fly from it)."""
        return (SCREEN.right - 44, SCREEN.bottom - 40)

    def box_center(self) -> tuple[int, int]:
        """Where the box (bribes) is drawn."""
        return (SCREEN.right - 44, SCREEN.y + 44)
