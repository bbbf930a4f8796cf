"""Read-only pictures of Apocalypse positions: the whole board, single locations, rules diagrams.

The table (:mod:`zooarcade.games.apocalypse.scene`) animates a live match; this module
only *paints* a given position, for the replay viewer and the rules reader.  It reuses the
table's card faces (:class:`~zooarcade.games.apocalypse.faces.Faces`) and geometry
(:class:`~zooarcade.games.apocalypse.layout.TableLayout`), so a card looks the same
everywhere, and never changes a state.

Entry points:

* :func:`draw_board` ``(surface, rect, state, faces, reveal=False, last=None)`` — the
  5×5 grid of ``state`` scaled to fit ``rect``;
* :func:`draw_diagram` ``(surface, rect, name, faces)`` — one of the rules diagrams
  named in :data:`DIAGRAMS` (``"stack"``, ``"place"``, ``"move"``, ``"mutant"``,
  ``"empty"``, ``"scoring"``, ``"overview"``).

Units: logical pixels of the 1280×720 canvas.  Boards and diagrams are
:class:`~zooarcade.ui.gfx.Drawing` pictures laid out at the table's natural card size and
painted at the size they are drawn (fitted into the target rectangle, aspect kept, centred),
so they are sharp at every window size.  The drawing functions take a
:class:`~zooarcade.ui.gfx.Canvas` or a plain ``pygame.Surface`` (drawn on at scale 1).
Rules sections: "Apocalypse: Actions", "Infection", "End and scoring".
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.games.apocalypse.data import LOCATIONS
from zooarcade.games.apocalypse.faces import ZOO_LOOK, Faces
from zooarcade.games.apocalypse.layout import (
    CELL,
    CHAR_SIZE,
    LOWER_OFFSET,
    ZOO_SIZE,
    TableLayout,
    draw_enclosure,
    draw_grid_labels,
)
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, PileCard, Place, new_game
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

#: colours of the board's felt and frame (as on the table).
BOARD_FELT = (28, 56, 44)
BOARD_WOOD = (56, 42, 30)


@dataclass(frozen=True)
class ZooShown:
    """A zoo card as drawn: ``card_id`` (``"z<n>"``), ``value`` (None = face down), ``infected`` marker."""

    card_id: str
    value: int | None
    infected: bool = False


@dataclass(frozen=True)
class CellView:
    """What one location shows: zoo cards bottom first, and the occupant ``(owner, value, mutant)`` or None."""

    cards: tuple[ZooShown, ...] = ()
    occupant: tuple[int, int, bool] | None = None


def cells_from_state(state: ApocalypseState, reveal: bool = False) -> list[CellView]:
    """Return the 25 :class:`CellView` of ``state`` (row-major).

    Without ``reveal`` a covered lower card is face down, as the players saw it.  With
    ``reveal`` (a finished game has no secrets) lower values are shown and infected cards
    still on the board are marked; a view's unknown values stay face down either way.
    """
    out: list[CellView] = []
    for loc in range(LOCATIONS):
        stack = state.stacks[loc]
        cards = []
        for i, card in enumerate(stack):
            top = i == len(stack) - 1
            value = state.values[card] if (top or reveal) else None
            sick = bool(reveal and state.infected[card])
            cards.append(ZooShown(f"z{card}", value, sick))
        occ = state.occupants[loc]
        out.append(CellView(tuple(cards), None if occ is None else (occ.owner, occ.value, occ.mutant)))
    return out


#: radius of the biohazard badge that marks an infected zoo card (logical pixels).
BADGE_R = 13


def draw_infected_badge(surface: gfx.Canvas | pygame.Surface, faces: Faces, center: tuple[int, int]) -> None:
    """Draw the mark of an infected zoo card at ``center``: the biohazard sign on a dark disc ringed in green.

    Upper and covered infected cards get the same badge (with the revealed secrets of a replay).
    """
    surface = gfx.as_canvas(surface)
    gfx.circle(surface, (18, 30, 16), center, BADGE_R)
    gfx.circle(surface, theme.MUTANT, center, BADGE_R, 2)
    size = 2 * BADGE_R - 6
    icon = faces.app.assets.icon("biohazard", (size, size))
    surface.blit(icon, icon.get_rect(center=center))


def draw_pit(surface: gfx.Canvas | pygame.Surface, cell: pygame.Rect, view: CellView, faces: Faces) -> None:
    """Draw one location (pit, zoo cards, occupant) into ``cell`` (a :data:`CELL`-sized rect, logical pixels)."""
    surface = gfx.as_canvas(surface)
    draw_enclosure(surface, cell)
    font = faces.app.font("bold", 11)
    if not view.cards:
        if view.occupant is None:
            hole = pygame.Rect(cell.x + 10, cell.y + 14, cell.w - 20, cell.h - 28)
            gfx.ellipse(surface, (8, 16, 12), hole)
            gfx.ellipse(surface, (30, 22, 16), hole, 3)
            gfx.ellipse(surface, (4, 8, 6), hole.inflate(-26, -26))
            theme.blit_text(surface, font, "EMPTY", (cell.centerx, cell.bottom - 6), (92, 110, 100), "midbottom")
        else:
            dirt = pygame.Rect(cell.x + 8, cell.y + 10, cell.w - 16, cell.h - 20)
            gfx.rect(surface, (70, 58, 40), dirt, border_radius=8)
            for x in range(dirt.x, dirt.right, 9):
                gfx.line(surface, (84, 70, 48), (x, dirt.y), (x, dirt.bottom - 1))
    total = len(view.cards)
    upper = pygame.Rect(cell.x + 5, cell.y + 4, *ZOO_SIZE)
    shadow = faces.shadows.get(ZOO_SIZE, radius=9, blur=4, alpha=120)
    for i, z in enumerate(view.cards):
        r = upper.move(*LOWER_OFFSET) if i < total - 1 else upper
        img = faces.zoo_back() if z.value is None else faces.zoo(z.card_id, z.value)
        surface.blit(shadow, (r.x - 3, r.y - 2))
        surface.blit(img, r)
        if z.infected:
            gfx.rect(surface, theme.MUTANT, r, 4, border_radius=9)
    chips = False
    for i, z in enumerate(view.cards[:-1]):
        center = (cell.x + 16 + i * 4, cell.bottom - 14)
        if z.value is not None:
            # a covered card whose value is known (a finished game's secrets): a chip at the lower left
            chips = True
            gfx.circle(surface, theme.MUTANT if z.infected else theme.INK_DARK, center, 13)
            gfx.circle(surface, ZOO_LOOK[z.value][0], center, 10)
            theme.blit_text(surface, faces.app.font("display", 15), str(z.value), (center[0], center[1] + 1),
                            theme.INK, anchor="center")
        if z.infected:
            # the same biohazard badge as an infected upper card, beside the covered card's chip
            draw_infected_badge(surface, faces, (center[0] + 24, center[1]))
    if view.cards and view.cards[-1].infected:
        # the upper card's badge at its lower left, lifted above the covered cards' chips when there are any
        draw_infected_badge(surface, faces, (upper.x + 17, upper.bottom - (36 if chips else 17)))
    if view.occupant is not None:
        owner, value, mutant = view.occupant
        img = faces.char(owner, value, mutant)
        r = img.get_rect(center=(cell.right - 3 - CHAR_SIZE[0] // 2, cell.bottom - 2 - CHAR_SIZE[1] // 2))
        surface.blit(faces.shadows.get(CHAR_SIZE, radius=8, blur=5, alpha=100), (r.x - 3, r.y - 1))
        surface.blit(img, r)


def render_board(
    state: ApocalypseState,
    faces: Faces,
    reveal: bool = False,
    last: tuple[int, int | None, int] | None = None,
) -> gfx.Drawing:
    """Return the framed 5×5 grid of ``state`` at the table's natural size (about 628×648 logical pixels).

    A picture painted at the size it is drawn; what it shows is read from ``state`` now.
    ``last`` is ``(seat, src or None, dst)`` of the move to outline in the seat's colour.
    """
    layout = TableLayout(state.n)
    board = layout.board_rect
    cells = cells_from_state(state, reveal)

    def paint(surf: gfx.Canvas) -> None:
        local = surf.get_rect()
        gfx.rect(surf, BOARD_WOOD, local, border_radius=18)
        gfx.rect(surf, (30, 22, 14), local, 3, border_radius=18)
        inner = local.inflate(-10, -10)
        gfx.rect(surf, BOARD_FELT, inner, border_radius=14)
        gfx.rect(surf, (120, 92, 56), inner, 2, border_radius=14)
        for loc, view in enumerate(cells):
            draw_pit(surf, layout.cell_rect(loc).move(-board.x, -board.y), view, faces)
        if last is not None:
            seat, src, dst = last
            color = theme.seat_style(seat).color
            gfx.rect(surf, color, layout.cell_rect(dst).move(-board.x, -board.y).inflate(4, 4), 4, border_radius=12)
            if src is not None:
                s = layout.cell_rect(src).move(-board.x, -board.y)
                d = layout.cell_rect(dst).move(-board.x, -board.y)
                gfx.rect(surf, color, s.inflate(2, 2), 2, border_radius=11)
                _arrow(surf, s.center, d.center, color, shorten=CELL[0] // 2 - 6)
        # the letters and numbers last, as the table draws them (over the pits' shadows and the move marks), kept
        # inside the picture: drawn first, the top row's pits covered the letters' feet ("E" read as "F", play 14 F10)
        draw_grid_labels(surf, layout, faces.app.font("bold", 12), (-board.x, -board.y), inside=local)

    return gfx.Drawing(board.size, paint, needs=_faces_of(cells, faces))


def _faces_of(cells: Sequence[CellView], faces: Faces) -> list[gfx.Picture]:
    """The card faces and shadows :func:`draw_pit` blits for ``cells``, each once: a board's layers, rendered
    before it paints (inside a render budget one by one, so the board is not painted again for each card)."""
    out: dict[int, gfx.Picture] = {}
    for view in cells:
        for z in view.cards:
            face = faces.zoo_back() if z.value is None else faces.zoo(z.card_id, z.value)
            out.setdefault(id(face), face)
        if view.occupant is not None:
            face = faces.char(*view.occupant)
            out.setdefault(id(face), face)
    for size, radius, blur, alpha in ((ZOO_SIZE, 9, 4, 120), (CHAR_SIZE, 8, 5, 100)):
        shadow = faces.shadows.get(size, radius=radius, blur=blur, alpha=alpha)
        out.setdefault(id(shadow), shadow)
    return list(out.values())


def fit_rect(size: tuple[int, int], rect: pygame.Rect) -> pygame.Rect:
    """Return the largest rectangle of ``size``'s aspect ratio centred in ``rect``."""
    scale = min(rect.w / max(1, size[0]), rect.h / max(1, size[1]))
    out = pygame.Rect(0, 0, max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))
    out.center = rect.center
    return out


def blit_fitted(surface: gfx.Canvas | pygame.Surface, image: gfx.Picture, rect: pygame.Rect) -> pygame.Rect:
    """Draw ``image`` scaled into ``rect`` keeping its aspect ratio (centred); return where it landed.

    A :class:`~zooarcade.ui.gfx.Drawing` is painted afresh at the fitted size (see :func:`gfx.smoothscale`).
    """
    target = fit_rect(image.get_size(), rect)
    img = image if target.size == image.get_size() else gfx.smoothscale(image, target.size)
    gfx.as_canvas(surface).blit(img, target)
    return target


def draw_board(
    surface: gfx.Canvas | pygame.Surface,
    rect: pygame.Rect,
    state: ApocalypseState,
    faces: Faces,
    reveal: bool = False,
    last: tuple[int, int | None, int] | None = None,
) -> pygame.Rect:
    """Draw ``state``'s board scaled to fit ``rect`` (aspect kept, centred); return the drawn rectangle.

    Read-only: ``state`` is not changed.  Costs a render at the fitted size: callers that
    draw every frame should cache the result (the replay viewer caches per step).
    """
    return blit_fitted(surface, render_board(state, faces, reveal, last), rect)


def last_move(state_before: ApocalypseState, action: object) -> tuple[int, int | None, int] | None:
    """Return ``(seat, src or None, dst)`` of ``action`` played from ``state_before`` (for :func:`render_board`)."""
    seat = state_before.to_move
    if isinstance(action, Place):
        return (seat, None, action.loc)
    if isinstance(action, Move):
        return (seat, action.src, action.dst)
    return None


# ---------------------------------------------------------------------- diagrams
def _arrow(
    surface: gfx.Canvas | pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    color: theme.Color,
    width: int = 5,
    shorten: float = 0.0,
) -> None:
    """Draw a thick arrow from ``start`` to ``end`` (both ends pulled in by ``shorten`` pixels)."""
    a, b = pygame.Vector2(start), pygame.Vector2(end)
    if (b - a).length() < 1:
        return
    d = (b - a).normalize()
    a, b = a + d * shorten, b - d * shorten
    side = pygame.Vector2(-d.y, d.x)
    head = b - d * 16
    gfx.line(surface, theme.INK_DARK, a, head, width + 4)
    gfx.polygon(surface, theme.INK_DARK, [b + d * 3, head + side * 13, head - side * 13])
    gfx.line(surface, color, a, head, width)
    gfx.polygon(surface, color, [b, head + side * 10, head - side * 10])


def _cross(surface: gfx.Canvas | pygame.Surface, center: tuple[int, int], size: int = 22) -> None:
    """Draw a red "not allowed" cross centred at ``center``."""
    cx, cy = center
    for dx in (-1, 1):
        gfx.line(surface, theme.INK_DARK, (cx - size, cy - size * dx), (cx + size, cy + size * dx), 13)
    for dx in (-1, 1):
        gfx.line(surface, theme.DANGER, (cx - size, cy - size * dx), (cx + size, cy + size * dx), 8)


def _label(surface: gfx.Canvas, faces: Faces, text: str, pos: tuple[int, int], color: theme.Color = theme.INK,
           anchor: str = "midtop", size: int = 17, role: str = "bold") -> pygame.Rect:
    """Draw a caption of a diagram."""
    return theme.blit_text(surface, faces.app.font(role, size), text, pos, color, anchor=anchor)


def _pile(surface: gfx.Canvas, faces: Faces, cards: Sequence[PileCard], topleft: tuple[int, int]) -> pygame.Rect:
    """Draw pile cards in a row from ``topleft``; return the row's rectangle."""
    faces.mini_size = (28, 39)
    x, y = topleft
    for card in cards:
        surface.blit(faces.mini(card), (x, y))
        x += 32
    return pygame.Rect(topleft[0], y, max(0, x - topleft[0] - 4), 39)


DiagramPaint = Callable[[gfx.Canvas, Faces], None]


def _diagram(size: tuple[int, int]) -> Callable[[DiagramPaint], Callable[[Faces], gfx.Drawing]]:
    """Turn ``paint(canvas, faces)`` into ``make(faces) -> Drawing`` of ``size`` logical pixels (a rules diagram)."""

    def wrap(paint: DiagramPaint) -> Callable[[Faces], gfx.Drawing]:
        @functools.wraps(paint)
        def make(faces: Faces) -> gfx.Drawing:
            return gfx.Drawing(size, lambda canvas: paint(canvas, faces))

        return make

    return wrap


def _cell_at(x: int, y: int) -> pygame.Rect:
    return pygame.Rect(x, y, *CELL)


@_diagram((440, 250))
def _diagram_stack(surf: gfx.Canvas, faces: Faces) -> None:
    """A location as dealt, and its two cards pulled apart: upper face up, lower face down."""
    cell = _cell_at(6, 66)
    draw_pit(surf, cell, CellView((ZooShown("z20", None), ZooShown("z21", 3))), faces)
    _label(surf, faces, "as dealt", (cell.centerx, cell.y - 28), theme.INK_DIM, size=15, role="text")
    upper = pygame.Rect(168, 6, *ZOO_SIZE)
    lower = pygame.Rect(168, 136, *ZOO_SIZE)
    surf.blit(faces.zoo("z21", 3), upper)
    surf.blit(faces.zoo_back(), lower)
    gfx.line(surf, (84, 96, 110), (cell.right + 4, cell.centery), (upper.x - 8, upper.centery), 2)
    gfx.line(surf, (84, 96, 110), (cell.right + 4, cell.centery), (lower.x - 8, lower.centery), 2)
    x = upper.right + 14
    _label(surf, faces, "upper card", (x, upper.y + 24), theme.ACCENT, anchor="topleft", size=17)
    _label(surf, faces, "everyone sees", (x, upper.y + 48), anchor="topleft", size=15, role="text")
    _label(surf, faces, "its value", (x, upper.y + 67), anchor="topleft", size=15, role="text")
    _label(surf, faces, "lower card", (x, lower.y + 14), theme.ACCENT, anchor="topleft", size=17)
    _label(surf, faces, "face down until", (x, lower.y + 38), anchor="topleft", size=15, role="text")
    _label(surf, faces, "the card above", (x, lower.y + 57), anchor="topleft", size=15, role="text")
    _label(surf, faces, "it is taken", (x, lower.y + 76), anchor="topleft", size=15, role="text")


@_diagram((470, 300))
def _diagram_place(surf: gfx.Canvas, faces: Faces) -> None:
    """Place: a character from hand onto an unoccupied location takes its upper card."""
    hand = faces.char(0, 5)
    surf.blit(hand, hand.get_rect(center=(50, 110)))
    _label(surf, faces, "from hand", (50, 156), theme.INK_DIM, size=14, role="text")
    before = _cell_at(110, 50)
    draw_pit(surf, before, CellView((ZooShown("z22", None), ZooShown("z23", 3))), faces)
    _arrow(surf, (70, 110), (before.x + 30, before.centery), theme.seat_style(0).color, width=4)
    _arrow(surf, (before.right + 6, before.centery), (before.right + 80, before.centery), theme.INK, width=4)
    after = _cell_at(before.right + 90, 50)
    draw_pit(surf, after, CellView((ZooShown("z22", 2),), (0, 5, False)), faces)
    _label(surf, faces, "before", (before.centerx, 18), theme.INK_DIM, size=15, role="text")
    _label(surf, faces, "after", (after.centerx, 18), theme.INK_DIM, size=15, role="text")
    _label(surf, faces, "Red's pile:", (30, 214), anchor="topleft", size=16)
    _pile(surf, faces, [PileCard("zoo", 3, "z23")], (130, 206))
    _label(surf, faces, "+3 points; the 2 below is now shown", (170, 214), anchor="topleft", size=16, role="text")
    _label(surf, faces, "Nobody may place here while the 5 stands on it.", (235, 258), theme.INK_DIM, size=15,
           role="text")


@_diagram((470, 330))
def _diagram_move(surf: gfx.Canvas, faces: Faces) -> None:
    """Move: a 5 takes an opposing 5; a 5 cannot take a 6."""
    # the arrows run above the pits, so they never hide the value badges the captions talk about
    a, b = _cell_at(30, 24), _cell_at(30 + CELL[0] + 6, 24)
    draw_pit(surf, a, CellView((ZooShown("z30", 4),), (0, 5, False)), faces)
    draw_pit(surf, b, CellView((ZooShown("z31", 2),), (1, 5, False)), faces)
    _arrow(surf, (a.centerx, a.y - 11), (b.centerx, b.y - 11), theme.GOOD)
    _label(surf, faces, "5 takes 5", (b.right + 16, 44), theme.GOOD, anchor="topleft", size=20)
    _label(surf, faces, "equal or lower: the", (b.right + 16, 74), anchor="topleft", size=15, role="text")
    _label(surf, faces, "rival card goes to", (b.right + 16, 94), anchor="topleft", size=15, role="text")
    _label(surf, faces, "your pile; the 2 stays", (b.right + 16, 114), anchor="topleft", size=15, role="text")
    c, d = _cell_at(30, 194), _cell_at(30 + CELL[0] + 6, 194)
    draw_pit(surf, c, CellView((ZooShown("z32", 1),), (0, 5, False)), faces)
    draw_pit(surf, d, CellView((ZooShown("z33", 0),), (1, 6, False)), faces)
    _arrow(surf, (c.centerx, c.y - 11), (d.centerx, d.y - 11), theme.DANGER)
    _cross(surf, (c.right + 3, c.y - 11), 12)
    _label(surf, faces, "5 cannot take 6", (d.right + 16, 214), theme.DANGER, anchor="topleft", size=20)
    _label(surf, faces, "a higher rival blocks", (d.right + 16, 244), anchor="topleft", size=15, role="text")
    _label(surf, faces, "the way", (d.right + 16, 264), anchor="topleft", size=15, role="text")


@_diagram((470, 340))
def _diagram_mutant(surf: gfx.Canvas, faces: Faces) -> None:
    """Infection: placing a 6 on an infected 1 turns it into a mutant; anyone may take the mutant."""
    before = _cell_at(20, 30)
    draw_pit(surf, before, CellView((ZooShown("z40", None), ZooShown("z41", 1, True))), faces)
    _label(surf, faces, "the 1 hides a mutant", (before.centerx, 4), theme.MUTANT, size=14)
    hand = faces.char(0, 6)
    surf.blit(hand, hand.get_rect(center=(before.right + 44, before.centery)))
    _arrow(surf, (before.right + 80, before.centery), (before.right + 140, before.centery), theme.INK, width=4)
    after = _cell_at(before.right + 150, 30)
    draw_pit(surf, after, CellView((ZooShown("z40", 0),), (0, 6, True)), faces)
    _label(surf, faces, "Red's 6 is now a mutant", (after.centerx, 4), theme.MUTANT, size=14)
    _label(surf, faces, "Red's pile:", (20, 176), anchor="topleft", size=16)
    _pile(surf, faces, [PileCard("zoo", 1, "z41", True)], (120, 168))
    _label(surf, faces, "the infected 1 still scores 1", (158, 176), anchor="topleft", size=15, role="text")
    third = _cell_at(20, 216)
    draw_pit(surf, third, CellView((ZooShown("z42", 3),), (1, 3, False)), faces)
    fourth = _cell_at(third.right + 6, 216)
    draw_pit(surf, fourth, CellView((ZooShown("z40", 0),), (0, 6, True)), faces)
    # character to character, below the value badges
    _arrow(surf, (third.right - 10, third.y + 76), (fourth.x + 44, fourth.y + 76), theme.GOOD, width=4)
    _label(surf, faces, "Blue's 3 takes it:", (fourth.right + 14, 236), theme.GOOD, anchor="topleft", size=17)
    _label(surf, faces, "no value check,", (fourth.right + 14, 262), anchor="topleft", size=15, role="text")
    _label(surf, faces, "worth 6 to Blue", (fourth.right + 14, 282), anchor="topleft", size=15, role="text")


@_diagram((420, 230))
def _diagram_empty(surf: gfx.Canvas, faces: Faces) -> None:
    """Which locations count as empty."""
    cells = (
        (CellView(), "EMPTY", "nobody may enter", theme.DANGER),
        (CellView((), (2, 4, True)), "not empty", "its mutant can be taken", theme.GOOD),
        (CellView((), (1, 4, False)), "not empty", "a 4 or more may take it", theme.GOOD),
    )
    for i, (view, head, tail, color) in enumerate(cells):
        cell = _cell_at(14 + i * (CELL[0] + 20), 10)
        draw_pit(surf, cell, view, faces)
        _label(surf, faces, head, (cell.centerx, cell.bottom + 10), color, size=17)
        for j, line in enumerate(theme.wrap_text(faces.app.font("text", 14), tail, CELL[0] + 12)):
            _label(surf, faces, line, (cell.centerx, cell.bottom + 34 + j * 18), theme.INK, size=14, role="text")


@_diagram((470, 330))
def _diagram_scoring(surf: gfx.Canvas, faces: Faces) -> None:
    """The final score example: pile + hand + own board characters; an own mutant does not count."""
    y = 10
    _label(surf, faces, "Pile", (10, y + 8), anchor="topleft", size=17)
    pile = [PileCard("zoo", 4, "z1"), PileCard("zoo", 3, "z2"), PileCard("zoo", 0, "z3"),
            PileCard("character", 5, "c1-5")]
    _pile(surf, faces, pile, (120, y))
    _label(surf, faces, "4 + 3 + 0 + 5 = 12", (270, y + 8), anchor="topleft", size=17, role="text")
    y = 70
    _label(surf, faces, "Hand", (10, y + 26), anchor="topleft", size=17)
    six = faces.char(0, 6)
    surf.blit(six, (120, y))
    _label(surf, faces, "+ 6", (270, y + 26), anchor="topleft", size=17, role="text")
    y = 160
    _label(surf, faces, "Board", (10, y + 48), anchor="topleft", size=17)
    mine = _cell_at(100, y)
    draw_pit(surf, mine, CellView((ZooShown("z5", 2),), (0, 3, False)), faces)
    mutant = _cell_at(mine.right + 8, y)
    draw_pit(surf, mutant, CellView((ZooShown("z6", 1),), (0, 4, True)), faces)
    _cross(surf, (mutant.right - 31, mutant.bottom - 40), 18)
    _label(surf, faces, "+ 3", (mutant.right + 16, y + 30), anchor="topleft", size=17, role="text")
    _label(surf, faces, "(mutant: 0)", (mutant.right + 16, y + 56), theme.INK_DIM, anchor="topleft", size=15,
           role="text")
    _label(surf, faces, "= 21", (mutant.right + 16, y + 88), theme.ACCENT, anchor="topleft", size=28, role="bold")


def _overview_state() -> ApocalypseState:
    """A seeded two-seat position a few turns in (deterministic: first legal actions, seed 2017)."""
    state = new_game(2, {}, 2017)
    for pick in (7, 30, 3, 41, 12, 5):
        legal = state.legal_actions()
        if not legal or state.is_terminal():
            break
        state.apply(legal[pick % len(legal)])
    return state


def _diagram_overview(faces: Faces) -> gfx.Drawing:
    """A real board a few turns into a seeded two-seat game."""
    return render_board(_overview_state(), faces)


#: rules diagrams by name: ``name -> make(faces) -> natural-size picture`` (a Drawing).
DIAGRAMS: MappingProxyType[str, Callable[[Faces], gfx.Drawing]] = MappingProxyType(
    {
        "overview": _diagram_overview,
        "stack": _diagram_stack,
        "place": _diagram_place,
        "move": _diagram_move,
        "mutant": _diagram_mutant,
        "empty": _diagram_empty,
        "scoring": _diagram_scoring,
    }
)


def render_diagram(name: str, faces: Faces) -> gfx.Drawing:
    """Return rules diagram ``name`` at natural size (a picture painted at the size it is drawn).

    Raises:
        KeyError: no diagram of that name (see :data:`DIAGRAMS`).
    """
    return DIAGRAMS[name](faces)


def draw_diagram(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, name: str, faces: Faces) -> pygame.Rect:
    """Draw rules diagram ``name`` scaled to fit ``rect`` (never enlarged); return where it landed.

    Raises:
        KeyError: no diagram of that name.
    """
    return _place_diagram(surface, rect, render_diagram(name, faces))


def _place_diagram(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, image: gfx.Picture) -> pygame.Rect:
    """Draw diagram ``image`` centred in ``rect``, shrunk to fit when it is larger."""
    if image.get_width() <= rect.w and image.get_height() <= rect.h:
        target = image.get_rect(center=rect.center)
        gfx.as_canvas(surface).blit(image, target)
        return target
    return blit_fitted(surface, image, rect)


# ---------------------------------------------------------------------- painters for the arcade's generic scenes
DiagramPainter = Callable[[gfx.Canvas, pygame.Rect, str], pygame.Rect]
#: ``paint(surface, rect, state, before, action, reveal) -> drawn rect`` (see :func:`board_painter`).
BoardPainter = Callable[..., pygame.Rect]


def diagram_painter(app: Services) -> DiagramPainter:
    """Return ``paint(surface, rect, name) -> drawn rect`` for the rules reader (card faces and diagrams cached inside).

    ``surface`` is a :class:`~zooarcade.ui.gfx.Canvas` (or a plain surface, drawn on at scale 1).
    """
    faces = Faces(app)
    pictures: dict[str, gfx.Picture] = {}
    #: (name, fitted size) -> the diagram shrunk to that size, made once: a new picture on every paint would
    #: be rendered afresh each time (and, inside the app's prepare budget, never finish).
    fitted: dict[tuple[str, tuple[int, int]], gfx.Picture] = {}

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, name: str) -> pygame.Rect:
        image = pictures.get(name)
        if image is None:
            image = pictures[name] = render_diagram(name, faces)
        if image.get_width() <= rect.w and image.get_height() <= rect.h:
            return _place_diagram(surface, rect, image)
        target = fit_rect(image.get_size(), rect)
        small = fitted.get((name, target.size))
        if small is None:
            small = fitted[(name, target.size)] = gfx.smoothscale(image, target.size)
        gfx.as_canvas(surface).blit(small, target)
        return target

    return paint


def board_painter(app: Services) -> BoardPainter:
    """Return ``paint(surface, rect, state, before, action, reveal) -> drawn rect`` for the replay viewer.

    ``before``/``action`` are the position and the action that led to ``state`` (None at the
    deal): that move is outlined in the mover's colour.  ``reveal`` shows hidden cards.
    """
    faces = Faces(app)

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, state: ApocalypseState,
              before: ApocalypseState | None, action: object | None, reveal: bool) -> pygame.Rect:
        last = last_move(before, action) if before is not None and action is not None else None
        return draw_board(surface, rect, state, faces, reveal=reveal, last=last)

    return paint
