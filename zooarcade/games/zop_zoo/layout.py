"""ZOP ZOO table geometry: where the piles, the seat panels, the rows and the dig spread sit.

Pure geometry (pygame rectangles, no drawing) in logical pixels of the 1280×720 canvas.  The
table's left part holds the piles (draw, discard, the white cards sitting out, the cards set
aside); the middle holds one panel per seat, stacked top to bottom:

* up to 3 seats ("wide" panels): a header strip (name, totals) over the row;
* 4 to 6 seats ("narrow" panels): an info column at the left (name, totals) beside the row;

and in both, right of the row, the Side Bonus column (the cards count with that row) and the
spot a drawn card waits on.

Each row card is drawn at :attr:`SeatLayout.scale` of :data:`CARD`; a card laid on a row card (a
match, an ANTI-Minus, a wild) lies :data:`COVER_OFFSET` of a card's height lower, in front; the
upper half of a Connect animal lies that much *higher*, behind its lower half, so the two halves
read as one animal.  A row that grows past six cards shrinks its cards to fit.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

from zooarcade.ui.table.zones import CardRow, Pile, Slot, Zone

#: the natural size of a card face (pixels); zones draw it scaled.
CARD = (90, 126)
#: how far (× card height) a laid card lies below (or a joined upper half above) its row card.
COVER_OFFSET = 0.40
#: the felt area right of the piles and left of the log.
SEATS = pygame.Rect(148, 58, 792, 656)
#: the pile column.
PILES = pygame.Rect(10, 58, 130, 656)
#: the draw and discard piles' scale.
PILE_SCALE = 0.92
#: the height of the "Side Bonus" label over the side column (pixels).
SIDE_LABEL = 14
#: gap between two seat panels (pixels).
GAP = 6
#: the clear margin (pixels) every card keeps from its panel's edge and from the Side Bonus column.
MARGIN = 6
#: the least strip (logical pixels) of each Side Bonus card left in sight: room for its category symbol
#: (a disc of :data:`TAB` minus 2 across); a column that would show less goes to two columns (:class:`Fan`).
TAB = 16
#: the most cards a row can hold: its 6 starting cards, one given by the HYENA and one taken with the RACCOON
#: (each is single-use per round; an EARTHWORM swap keeps the count; a Side Bonus never enters a row).
MAX_ROW = 8


@dataclass
class ZopRow(CardRow):
    """A seat's row: its white cards left to right, each with the black card laid on it.

    ``stacks[white]`` holds at most one key, the cover; :attr:`joined` lists the covers that are
    upper halves (drawn above and behind their lower half).  The cards shrink when more than
    :attr:`columns` slots have to fit.
    """

    joined: set[Hashable] = field(default_factory=set)

    def fit_scale(self) -> float:
        """The scale of this row's cards now (the zone's scale, smaller for a long row)."""
        cols = max(self.columns, len(self.keys), 1)
        cell = self.rect.w / cols
        return min(self.scale, (cell - 6) / self.card_size[0])

    def slot_center(self, index: int) -> tuple[float, float]:
        """Centre of the row card of slot ``index`` (pixels): the lower card of a joined pair."""
        cols = max(self.columns, len(self.keys), 1)
        cell = self.rect.w / cols
        scale = self.fit_scale()
        h = self.card_size[1] * scale
        total = h * (1 + COVER_OFFSET)
        top = self.rect.y + (self.rect.h - total) / 2
        return (self.rect.x + cell * (index + 0.5), top + h / 2)

    def slots(self) -> dict[Hashable, Slot]:
        out: dict[Hashable, Slot] = {}
        scale = self.fit_scale()
        dy = self.card_size[1] * scale * COVER_OFFSET
        h = self.card_size[1] * scale
        for i, key in enumerate(self.keys):
            cx, cy = self.slot_center(i)
            laid = self.stacks.get(key, [])
            if laid and laid[0] in self.joined:
                out[laid[0]] = Slot((cx, cy), scale, self.z_base + i * 10)
                out[key] = Slot((cx, cy + dy), scale, self.z_base + i * 10 + 1)
                continue
            out[key] = Slot((cx, cy), scale, self.z_base + i * 10)
            # several cards laid on one (cards landing during a chain): the stack closes up to stay in the row
            step = min(dy, (self.rect.bottom - (cy + h / 2)) / len(laid)) if laid else dy
            for j, cover in enumerate(laid):
                out[cover] = Slot((cx, cy + max(2.0, step) * (j + 1)), scale, self.z_base + i * 10 + j + 1)
        return out

    def slot_rect(self, key: Hashable) -> pygame.Rect:
        """The area of a row card with whatever lies on it (a drop target)."""
        slots = self.slots()
        rect = self.card_rect(slots[key])
        for laid in self.stacks.get(key, []):
            rect = rect.union(self.card_rect(slots[laid]))
        return rect

    def card_rect(self, slot: Slot) -> pygame.Rect:
        w, h = self.card_size
        r = pygame.Rect(0, 0, round(w * slot.scale), round(h * slot.scale))
        r.center = (round(slot.center[0]), round(slot.center[1]))
        return r


@dataclass
class TopPile(Pile):
    """A pile that draws only its top :attr:`shown` cards (the rest lie hidden under them)."""

    shown: int = 4

    def slots(self) -> dict[Hashable, Slot]:
        n = len(self.keys)
        out = {}
        first = max(0, n - self.shown)
        for i in range(first, n):
            k = n - 1 - i
            out[self.keys[i]] = Slot((self.rect.centerx - k * 1.5, self.rect.centery - k * 1.5), self.scale,
                                     self.z_base + i)
        return out


@dataclass
class Fan(Zone):
    """Cards overlapping inside :attr:`rect` (the Side Bonus area): top to bottom in a rectangle taller than
    wide (a column beside the row), else left to right, vertically centred.

    A column whose cards would show less than :attr:`tab` pixels each (eight Side Bonus cards at 4 to 6 seats
    left 4-pixel slivers) lays them out in two columns of smaller cards instead (:meth:`columns_now`), each
    card's top at least :data:`TAB` high in sight, so the scene can mark it with its category symbol
    (:meth:`ZopTable.draw_labels <zooarcade.games.zop_zoo.scene.ZopTable.draw_labels>`).
    """

    #: the least strip (pixels) a one-column fan leaves in sight per card (0: always one column).
    tab: float = TAB

    def _one_column_step(self, n: int, h: float) -> float:
        return min(h + 4, (self.rect.h - math.ceil(h) - 2) / (n - 1)) if n > 1 else h + 4

    def columns_now(self) -> int:
        """1, or 2 when a column fan of the cards it holds now would leave less than :attr:`tab` of each."""
        n = len(self.keys)
        if self.rect.h <= self.rect.w or n < 2 or not self.tab:
            return 1
        return 2 if self._one_column_step(n, self.card_size[1] * self.scale) < self.tab else 1

    def fit_scale(self) -> float:
        """The scale the cards are drawn at now: :attr:`scale`, or half the column's width in two columns."""
        if self.columns_now() == 1:
            return self.scale
        return min(self.scale, (self.rect.w - 2) / 2 / self.card_size[0])

    def slots(self) -> dict[Hashable, Slot]:
        n = len(self.keys)
        out = {}
        if self.rect.h > self.rect.w and self.columns_now() == 2:  # crowded: two columns, row by row
            scale = self.fit_scale()
            w, h = self.card_size[0] * scale, self.card_size[1] * scale
            rows = -(-n // 2)
            step = min(h + 4, (self.rect.h - math.ceil(h) - 2) / (rows - 1)) if rows > 1 else 0.0
            for i, key in enumerate(self.keys):
                x = self.rect.centerx + (w / 2 + 1) * (1 if i % 2 else -1)
                out[key] = Slot((x, self.rect.y + 1 + h / 2 + (i // 2) * step), scale, self.z_base + i)
            return out
        w, h = self.card_size[0] * self.scale, self.card_size[1] * self.scale
        if self.rect.h > self.rect.w:  # a column beside the row: top to bottom, each card's band in sight
            step = self._one_column_step(n, h) if n > 1 else 0.0
            for i, key in enumerate(self.keys):
                out[key] = Slot((self.rect.centerx, self.rect.y + 1 + h / 2 + i * step), self.scale, self.z_base + i)
            return out
        step = min(w + 4, (self.rect.w - w) / (n - 1)) if n > 1 else 0.0
        for i, key in enumerate(self.keys):
            out[key] = Slot((self.rect.x + w / 2 + i * step, self.rect.centery), self.scale, self.z_base + i)
        return out


@dataclass(frozen=True)
class SeatLayout:
    """Where one seat's parts are.

    Attributes:
        panel: the seat's whole panel.
        header: the rectangle its header line (name, level, total) is drawn in.
        info: where the round line (row value, cards to go) is written: its top-left and width.
        side: the Side Bonus area.
        row: the row area.
        held: the spot a drawn card waits on for its player's choice.
        scale: the row cards' scale.
        wide: True for the wide panels (header strip over the row).
    """

    panel: pygame.Rect
    header: pygame.Rect
    info: pygame.Rect
    side: pygame.Rect
    row: pygame.Rect
    held: pygame.Rect
    scale: float
    wide: bool


def held_scale(width: int, scale: float) -> float:
    """The scale of a drawn card waiting in a spot ``width`` pixels wide beside a row of cards at ``scale``."""
    return min(scale, (width - 8) / CARD[0])


def held_spot(x: int, width: int, row: pygame.Rect, scale: float) -> pygame.Rect:
    """The spot a drawn card waits on, at ``x``: a card's box (at :func:`held_scale`, 4 pixels around) whose centre
    is level with the row's white cards (a row of ``scale`` cards in ``row``, as :meth:`ZopRow.slot_center` places
    them), so a drawn Specialty card or wild sits in line with the row (play test 10)."""
    h = CARD[1] * scale
    centre = row.y + (row.h - h * (1 + COVER_OFFSET)) / 2 + h / 2
    spot = pygame.Rect(x, 0, width, round(CARD[1] * held_scale(width, scale)) + 8)
    spot.centery = round(centre)
    return spot


def seat_layouts(n: int) -> list[SeatLayout]:
    """The panels of ``n`` seats (2..6), seat 0 at the top.

    Each panel reads left to right: its row, the Side Bonus column right beside the row (the cards
    scored with it), the spot a drawn card waits on.
    """
    band = (SEATS.h - GAP * (n - 1)) / n
    out = []
    for s in range(n):
        panel = pygame.Rect(SEATS.x, round(SEATS.y + s * (band + GAP)), SEATS.w, round(band))
        if n <= 3:
            header = pygame.Rect(panel.x, panel.y, 330, 40)
            info = pygame.Rect(header.right + 6, panel.y + 10, panel.right - 12 - header.right - 6, 20)
            held_w, side_w = 96, 62
            row = pygame.Rect(panel.x + 10, panel.y + 42, panel.w - 36 - held_w - side_w - 2 * MARGIN,
                              panel.h - 42 - MARGIN - 4)
            side = pygame.Rect(row.right + 2 * MARGIN, row.y + SIDE_LABEL + 3, side_w, row.h - SIDE_LABEL - 3)
            scale_h = (row.h - 2) / (CARD[1] * (1 + COVER_OFFSET))
            scale = min(scale_h, (row.w / 6 - 12) / CARD[0], 1.25)
            held = held_spot(side.right + 8, held_w, row, scale)
            out.append(SeatLayout(panel, header, info, side, row, held, scale, True))
            continue
        header = pygame.Rect(panel.x, panel.y, 246, 40)
        info = pygame.Rect(panel.x + 14, panel.y + 38, 228, 18)
        held_w, side_w = 62, 40
        # the row keeps its width (a grown row's cards stay readable at six seats); a card's 3-pixel cell margin
        # plus this 6-pixel gap keeps it clear of the Side Bonus column
        row = pygame.Rect(header.right + 6, panel.y + 4, panel.right - header.right - 24 - held_w - side_w,
                          panel.h - 8)
        side = pygame.Rect(row.right + MARGIN, row.y + SIDE_LABEL + 3, side_w, row.h - SIDE_LABEL - 3)
        scale_h = (row.h - 2) / (CARD[1] * (1 + COVER_OFFSET))
        scale = min(scale_h, (row.w / 6 - 8) / CARD[0])
        held = held_spot(side.right + 6, held_w, row, scale)
        out.append(SeatLayout(panel, header, info, side, row, held, scale, False))
    return out


def side_column(layout: SeatLayout) -> pygame.Rect:
    """The Side Bonus column drawn behind ``layout``'s side cards: the side area 2 pixels around, with the label
    strip (:data:`SIDE_LABEL` plus a 3-pixel gap) on top.  Row cards keep :data:`MARGIN` clear of it."""
    column = layout.side.inflate(4, 2)
    column.y -= SIDE_LABEL + 3
    column.h += SIDE_LABEL + 3
    return column


def side_scale(layout: SeatLayout) -> float:
    """The Side Bonus cards' scale in ``layout``'s side column (as wide as the column allows, at most half size)."""
    return max(0.12, min(0.5, (layout.side.w - 4) / CARD[0], (layout.side.h - 2) / CARD[1]))


@dataclass(frozen=True)
class PileLayout:
    """Where the piles are: the draw and discard piles, the whites sitting out, the cards set aside."""

    draw: pygame.Rect
    discard: pygame.Rect
    white: pygame.Rect
    aside: pygame.Rect


def pile_layout() -> PileLayout:
    """The pile column's zones."""
    w, h = round(CARD[0] * PILE_SCALE), round(CARD[1] * PILE_SCALE)
    draw = pygame.Rect(0, 0, w, h)
    draw.midtop = (PILES.centerx, PILES.y + 34)
    discard = pygame.Rect(0, 0, w, h)
    discard.midtop = (PILES.centerx, draw.bottom + 64)
    small = (round(CARD[0] * 0.42), round(CARD[1] * 0.42))
    white = pygame.Rect((0, 0), small)
    white.midtop = (PILES.x + 34, discard.bottom + 72)
    aside = pygame.Rect((0, 0), small)
    aside.midtop = (PILES.right - 34, discard.bottom + 72)
    return PileLayout(draw, discard, white, aside)


def spread_rect(count: int) -> tuple[pygame.Rect, float, int]:
    """The dig spread of ``count`` cards: ``(area, card scale, columns)``, centred over the seats."""
    area = SEATS.inflate(-60, -120)
    scale = 0.72
    while scale > 0.3:
        w, h = CARD[0] * scale, CARD[1] * scale
        cols = max(1, int((area.w - 40 + 8) // (w + 8)))
        rows = -(-max(1, count) // cols)
        if rows * (h + 8) <= area.h - 70:
            break
        scale -= 0.04
    w, h = CARD[0] * scale, CARD[1] * scale
    cols = max(1, min(max(1, count), int((area.w - 40 + 8) // (w + 8))))
    rows = -(-max(1, count) // cols)
    inner = pygame.Rect(0, 0, round(cols * (w + 8) - 8), round(rows * (h + 8) - 8))
    inner.center = (area.centerx, area.centery + 18)
    return inner, scale, cols
