"""Zoo Fighters II: where everything sits on the table (logical pixels of the 1280×720 canvas).

The seat at the bottom is the one the table is shown to (the viewer; in a spectator's view the last
human who looked, or seat 0); the others sit in a row along the top in turn order after it, so the
neighbours are the outermost panels on both sides (left: the seat after you, right: the seat before).
The centre holds the deck, the discard pile, the sheathed Legendary Weapons, the stack and the payment
tray.  The right-hand column is the kit's (log, tools, decision panel).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zooarcade.games.zoo_fighters.faces import CARD, FIGHTER_CARD
from zooarcade.ui.table.base import TableFrame

CANVAS = (1280, 720)
TOP_BAR = 52
#: the play area left of the kit's column.
PLAY = pygame.Rect(8, 56, 932, 660)
#: the table's frame: a shorter log and a taller decision panel (a payment lists several sources).
FRAME = TableFrame(
    banner=pygame.Rect(262, 3, 672, 46),
    log=pygame.Rect(948, 60, 318, 232),
    tools=tuple(pygame.Rect(948 + i * 81, 298, 75, 38) for i in range(4)),
    panel=pygame.Rect(948, 342, 318, 370),
    title="Zoo Fighters II",
    compact_banner_x=252,
)

#: scales of the cards in each place (1 = :data:`~.faces.CARD`).
HAND_SCALE = 0.88
MY_TABLEAU = 0.64
THEIR_TABLEAU = 0.4
THEIR_HAND = 0.3
THEIR_VICTORY = 0.2
STACK_SCALE = 0.34
PILE_SCALE = 0.7
WEAPON_SCALE = 0.56


def scaled(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """``size`` times ``scale``, rounded (pixels)."""
    return (round(size[0] * scale), round(size[1] * scale))


@dataclass(frozen=True)
class SeatBox:
    """The places of one seat.

    Attributes:
        seat: the seat.
        mine: True for the bottom seat (larger cards, the hand as a fan of faces).
        panel: the whole seat area (a drop target for effects aimed at the seat).
        header: the name, level and score line.
        fighter: the Fighter card.
        weapon: the drawn weapon's slot.
        moves: the Special Moves in play (a zone).
        front: the Opponents in front of the seat (a zone).
        victory: the Victory Stack (a zone).
        hand: the hand (a zone).
        peek: Smoke Bomb's cards being looked at (a zone).
        tableau: the scale of the seat's cards in play; ``hand_scale`` of its hand.
    """

    seat: int
    mine: bool
    panel: pygame.Rect
    header: pygame.Rect
    fighter: pygame.Rect
    weapon: pygame.Rect
    moves: pygame.Rect
    front: pygame.Rect
    victory: pygame.Rect
    hand: pygame.Rect
    peek: pygame.Rect
    tableau: float
    hand_scale: float


@dataclass(frozen=True)
class TableLayout:
    """Where everything sits for ``n`` seats with ``bottom`` at the bottom (logical pixels).

    Attributes:
        n: seat count (2–6).
        bottom: the seat shown at the bottom.
    """

    n: int
    bottom: int

    def order(self) -> list[int]:
        """The other seats, left to right along the top (the seats after ``bottom`` in seat order)."""
        return [(self.bottom + k) % self.n for k in range(1, self.n)]

    def boxes(self) -> dict[int, SeatBox]:
        """Every seat's :class:`SeatBox`."""
        out = {self.bottom: self._mine()}
        others = self.order()
        k = len(others)
        gap = 8
        width = min(520 if k == 1 else 330, (PLAY.w - gap * (k - 1)) // k)
        x0 = PLAY.x + (PLAY.w - (width * k + gap * (k - 1))) // 2
        for i, seat in enumerate(others):
            out[seat] = self._theirs(seat, pygame.Rect(x0 + i * (width + gap), PLAY.y + 2, width, 206))
        return out

    def _mine(self) -> SeatBox:
        panel = pygame.Rect(PLAY.x, 466, PLAY.w, 250)
        header = pygame.Rect(panel.x, panel.y, panel.w, 36)
        fw, fh = scaled(FIGHTER_CARD, 0.74)
        fighter = pygame.Rect(panel.x + 8, header.bottom + 2, fw, fh)
        cw, ch = scaled(CARD, MY_TABLEAU)
        weapon = pygame.Rect(fighter.right + 10, fighter.y + (fh - ch) // 2, cw, ch)
        moves = pygame.Rect(weapon.right + 14, weapon.y, 6 * (cw + 6), ch)
        front = pygame.Rect(moves.right + 12, weapon.y, 2 * (cw + 6), ch)
        victory = pygame.Rect(front.right + 14, weapon.y, cw, ch)
        peek = pygame.Rect(victory.right + 8, weapon.y, PLAY.right - victory.right - 14, ch)
        hw, hh = scaled(CARD, HAND_SCALE)
        hand = pygame.Rect(panel.x + 8, panel.bottom - hh - 4, panel.w - 16, hh)
        return SeatBox(self.bottom, True, panel, header, fighter, weapon, moves, front, victory, hand, peek,
                       MY_TABLEAU, HAND_SCALE)

    def _theirs(self, seat: int, panel: pygame.Rect) -> SeatBox:
        if panel.w >= 400:
            return self._theirs_wide(seat, panel)
        header = pygame.Rect(panel.x, panel.y, panel.w, 44 if panel.w < 250 else 36)
        fw, fh = scaled(FIGHTER_CARD, 0.54)
        fighter = pygame.Rect(panel.x + 6, header.bottom + 2, fw, fh)
        cw, ch = scaled(CARD, THEIR_TABLEAU)
        weapon = pygame.Rect(fighter.right + 6, fighter.y, cw, ch)
        front = pygame.Rect(weapon.right + 6, fighter.y, min(2 * (cw + 4), panel.right - weapon.right - 12), ch)
        vw, vh = scaled(CARD, THEIR_VICTORY)
        victory = pygame.Rect(weapon.x, weapon.bottom + 3, vw, vh)
        moves = pygame.Rect(panel.x + 6, max(fighter.bottom, victory.bottom) + 3, panel.w - 12, ch)
        hw, hh = scaled(CARD, THEIR_HAND)
        hand = pygame.Rect(panel.x + 6, panel.bottom - hh - 4, panel.w - 12, hh)
        peek = pygame.Rect(front.x, fighter.y, front.w, ch)
        return SeatBox(seat, False, panel, header, fighter, weapon, moves, front, victory, hand, peek,
                       THEIR_TABLEAU, THEIR_HAND)

    def _theirs_wide(self, seat: int, panel: pygame.Rect) -> SeatBox:
        """A lone rival (two players): larger cards, everything in play on one row above the hand."""
        header = pygame.Rect(panel.x, panel.y, panel.w, 36)
        fw, fh = scaled(FIGHTER_CARD, 0.7)
        fighter = pygame.Rect(panel.x + 8, header.bottom + 2, fw, fh)
        scale = 0.5
        cw, ch = scaled(CARD, scale)
        top = fighter.y + (fh - ch) // 2
        weapon = pygame.Rect(fighter.right + 8, top, cw, ch)
        front = pygame.Rect(weapon.right + 8, top, 2 * (cw + 4), ch)
        victory = pygame.Rect(front.right + 6, top, cw, ch)
        moves = pygame.Rect(victory.right + 10, top, panel.right - victory.right - 18, ch)
        hw, hh = scaled(CARD, 0.4)
        hand = pygame.Rect(panel.x + 8, panel.bottom - hh - 6, panel.w - 16, hh)
        return SeatBox(seat, False, panel, header, fighter, weapon, moves, front, victory, hand,
                       pygame.Rect(front), scale, 0.4)

    # ------------------------------------------------------------------ the centre
    @property
    def centre(self) -> pygame.Rect:
        """The band between the other seats and yours."""
        return pygame.Rect(PLAY.x, 268, PLAY.w, 194)

    @property
    def deck(self) -> pygame.Rect:
        """The draw pile."""
        w, h = scaled(CARD, PILE_SCALE)
        return pygame.Rect(self.centre.x + 14, self.centre.y + 40, w, h)

    @property
    def discard(self) -> pygame.Rect:
        """The discard pile."""
        d = self.deck
        return d.move(d.w + 16, 0)

    def sheathed(self, index: int) -> pygame.Rect:
        """The slot of the ``index``-th sheathed weapon (two rows of three in the centre)."""
        w, h = scaled(CARD, WEAPON_SCALE)
        row, col = divmod(index, 3)
        return pygame.Rect(self.discard.right + 30 + col * (w + 6), self.centre.y + 28 + row * (h + 8), w, h)

    @property
    def weapons_area(self) -> pygame.Rect:
        """Where the sheathed weapons lie (with their label)."""
        first = self.sheathed(0)
        w, _ = scaled(CARD, WEAPON_SCALE)
        return pygame.Rect(first.x - 6, self.centre.y + 4, 3 * (w + 6) + 6, self.centre.h - 8)

    @property
    def stack(self) -> pygame.Rect:
        """The stack of pending effects (top item first) and the drop place for plays with no target."""
        x = self.weapons_area.right + 10
        return pygame.Rect(x, self.centre.y + 4, 260, self.centre.h - 8)

    def stack_row(self, index: int) -> pygame.Rect:
        """Row ``index`` (0 = top of the stack) of the stack list."""
        r = self.stack
        return pygame.Rect(r.x + 6, r.y + 30 + index * 40, r.w - 12, 38)

    @property
    def tray(self) -> pygame.Rect:
        """The payment tray: the locked cost filling up, the card waiting on its Reprisal."""
        x = self.stack.right + 10
        return pygame.Rect(x, self.centre.y + 4, PLAY.right - x, self.centre.h - 8)

    @property
    def limbo(self) -> pygame.Rect:
        """Where a card taken as Chi waits while its Reprisal is answered: the tray's lower right corner, clear of
        the cost filling up and of the "Reprisal from …" words to its left."""
        w, h = scaled(CARD, 0.6)
        t = self.tray
        return pygame.Rect(t.right - w - 12, t.bottom - h - 8, w, h)


__all__ = ["CANVAS", "FRAME", "PLAY", "SeatBox", "TableLayout", "TOP_BAR", "scaled"]
