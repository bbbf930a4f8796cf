"""Zoo Fighters II pictures for the arcade's generic scenes: the replay viewer's board and the rules diagrams.

* :func:`board_painter` — ``paint(surface, rect, state, before, action, reveal)``: every seat as a row
  (Fighter and form, weapon, Special Moves, Opponents in front, Victory Stack, hand — faces only with
  ``reveal``, else the backs — and the score), then the centre (deck, discard, the stack);
* :func:`diagram_painter` — ``paint(surface, rect, name)`` for the diagrams named in
  :mod:`~zooarcade.games.zoo_fighters.rules_text` (:data:`DIAGRAMS`).

Each picture is a :class:`~zooarcade.ui.gfx.Drawing` at a natural size (logical pixels), fitted into the
rectangle it is given (never enlarged), so it stays sharp at every window size.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.games.zoo_fighters.data import ANY, CHAOS, COLOUR_NAMES, REGULAR
from zooarcade.games.zoo_fighters.faces import Faces
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.ui import gfx, theme

#: one seat's row in the replay board (pixels).
ROW_H = 96
BOARD_W = 980
MINI = (42, 59)


def _mini(faces: Faces, key: str | None, colour: int | None) -> gfx.Picture:
    return gfx.smoothscale(faces.card(key, colour), MINI)


def draw_board(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, state: FightersState, faces: Faces,
               reveal: bool = False) -> pygame.Rect:
    """Draw ``state`` fitted into ``rect``; hands show their faces only with ``reveal``.  Returns the drawn rect."""
    n = state.n
    size = (BOARD_W, ROW_H * n + 80)

    def paint(c: gfx.Canvas) -> None:
        gfx.rect(c, (26, 30, 44), c.get_rect(), border_radius=14)
        font = faces.app.font
        scores = state.scores()
        for s in range(n):
            y = s * ROW_H + 6
            style = theme.seat_style(s)
            row = pygame.Rect(6, y, BOARD_W - 12, ROW_H - 6)
            gfx.rect(c, (38, 44, 60), row, border_radius=10)
            gfx.rect(c, style.color, pygame.Rect(row.x, row.y, 6, row.h), border_radius=3)
            fighter = faces.fighter(state.fighters[s], state.ex[s], (60, 84))
            c.blit(fighter, (row.x + 12, row.y + 3))
            x = row.x + 80
            if state.weapon[s] >= 0:
                c.blit(faces.weapon(state.weapon[s], True, MINI), (x, row.y + 16))
            x += MINI[0] + 10
            for card in state.moves[s]:
                d = state.defs[card]
                c.blit(_mini(faces, d.key, d.colour), (x, row.y + 16))
                x += MINI[0] + 4
            x = max(x + 6, row.x + 420)
            for card, _ in state.opponents[s]:
                d = state.defs[card]
                c.blit(_mini(faces, d.key, d.colour), (x, row.y + 16))
                x += MINI[0] + 4
            x = max(x + 6, row.x + 520)
            for i, (card, back) in enumerate(zip(state.hands[s], state.backs[s], strict=True)):
                key = state.defs[card].key if reveal and card is not None else None
                pic = gfx.smoothscale(faces.card(key, back), (30, 42))
                c.blit(pic, (x + i * min(22, 300 // max(1, len(state.hands[s]))), row.y + 24))
            theme.blit_text(c, font("display", 26), str(scores[s]), (row.right - 24, row.centery), theme.ACCENT,
                            anchor="midright")
            if state.trigger == s:
                theme.blit_text(c, font("bold", 12), "final stretch", (row.right - 24, row.bottom - 6), theme.DANGER,
                                anchor="bottomright")
        y = n * ROW_H + 10
        theme.blit_text(c, font("bold", 16), f"Deck {len(state.deck)} \u00b7 discard {len(state.discard)} \u00b7 "
                        f"play passes {'clockwise' if state.direction > 0 else 'counter-clockwise'}",
                        (16, y + 8), theme.INK)
        items = ", ".join(state.name_of(it.card) for it in reversed(state.stack)) or "empty"
        theme.blit_text(c, font("text", 15), theme.fit_text(font("text", 15), f"Stack (top first): {items}",
                                                            BOARD_W - 32), (16, y + 36), theme.INK_DIM)

    return _fit(surface, rect, gfx.Drawing(size, paint))


def _fit(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, image: gfx.Picture) -> pygame.Rect:
    """Blit ``image`` centred in ``rect``, shrunk (keeping its shape, painted afresh) when it is larger."""
    w, h = image.get_size()
    k = min(1.0, rect.w / max(1, w), rect.h / max(1, h))
    size = (max(1, round(w * k)), max(1, round(h * k)))
    target = pygame.Rect((0, 0), size)
    target.center = rect.center
    gfx.as_canvas(surface).blit(image if size == (w, h) else gfx.smoothscale(image, size), target)
    return target


# ---------------------------------------------------------------------- rules diagrams
def _diagram_elements(faces: Faces) -> gfx.Drawing:
    """The six Chi colours, each with its symbol, and the empty slot."""

    def paint(c: gfx.Canvas) -> None:
        font = faces.app.font("bold", 15)
        for i, colour in enumerate((*REGULAR, CHAOS, ANY)):
            y = 14 + i * 40
            faces.draw_symbol(c, colour, (28, y + 14), 14)
            label = COLOUR_NAMES[colour] if colour != ANY else "empty slot: any Chi"
            if colour == CHAOS:
                label = "Chaos: pays any symbol"
            theme.blit_text(c, font, label, (54, y + 14), theme.INK, anchor="midleft")

    return gfx.Drawing((260, 296), paint)


def _diagram_payment(faces: Faces) -> gfx.Drawing:
    """A locked cost filling up in the tray: two symbols paid, two still owed."""

    def paint(c: gfx.Canvas) -> None:
        gfx.rect(c, (26, 30, 44), c.get_rect(), border_radius=12)
        c.blit(faces.card("blazing_kick", 0), (12, 12))
        faces.draw_cost(c, (0, 0, ANY, ANY), (190, 50), 14, paid=2)
        theme.blit_text(c, faces.app.font("text", 14), "2 of 4 paid \u00b7 2 still owed", (190, 84), theme.INK,
                        anchor="midtop")
        back = gfx.smoothscale(faces.back(1), (42, 59))
        c.blit(back, (140, 112))
        theme.blit_text(c, faces.app.font("text", 13), "a neighbour's card, by its back", (190, 126), theme.INK_DIM,
                        anchor="midleft")

    return gfx.Drawing((420, 184), paint)


def _diagram_stack(faces: Faces) -> gfx.Drawing:
    """Three items on the stack, the top one resolving first."""
    rows = (("Counter Stance", 4, "cancels the Special Move"), ("Flame Pounce", 0, "a Special Move being played"))

    def paint(c: gfx.Canvas) -> None:
        for i, (name, colour, what) in enumerate(rows):
            r = pygame.Rect(8, 8 + i * 56, 380, 48)
            gfx.rect(c, (40, 44, 60), r, border_radius=8)
            gfx.rect(c, theme.seat_style(i).color, pygame.Rect(r.x, r.y, 5, r.h), border_radius=3)
            if i == 0:
                gfx.rect(c, theme.ACCENT, r, 2, border_radius=8)
            faces.draw_symbol(c, colour, (r.x + 26, r.centery), 13)
            theme.blit_text(c, faces.app.font("bold", 15), name, (r.x + 50, r.y + 6), theme.INK)
            theme.blit_text(c, faces.app.font("text", 13), ("resolves first: " if i == 0 else "") + what,
                            (r.x + 50, r.y + 26), theme.INK_DIM)

    return gfx.Drawing((396, 124), paint)


#: diagram name → painter (the names ``rules_text`` may use in ``("diagram", name, caption)`` blocks).
DIAGRAMS: MappingProxyType[str, Callable[[Faces], gfx.Drawing]] = MappingProxyType({
    "elements": _diagram_elements,
    "payment": _diagram_payment,
    "stack": _diagram_stack,
})

DiagramPainter = Callable[[gfx.Canvas, pygame.Rect, str], pygame.Rect]
BoardPainter = Callable[..., pygame.Rect]


def diagram_painter(app: Any) -> DiagramPainter:
    """Return ``paint(surface, rect, name) -> drawn rect`` for the rules reader.

    Raises (from ``paint``):
        KeyError: no diagram of that name (see :data:`DIAGRAMS`).
    """
    faces = Faces(app)
    pictures: dict[str, gfx.Picture] = {}

    def paint(surface: gfx.Canvas, rect: pygame.Rect, name: str) -> pygame.Rect:
        image = pictures.get(name)
        if image is None:
            image = pictures[name] = DIAGRAMS[name](faces)
        return _fit(surface, rect, image)

    return paint


def board_painter(app: Any) -> BoardPainter:
    """Return ``paint(surface, rect, state, before, action, reveal) -> drawn rect`` for the replay viewer."""
    faces = Faces(app)

    def paint(surface: gfx.Canvas, rect: pygame.Rect, state: FightersState, before: Any, action: Any,
              reveal: bool) -> pygame.Rect:
        return draw_board(surface, rect, state, faces, reveal=reveal)

    return paint


__all__ = ["DIAGRAMS", "board_painter", "diagram_painter", "draw_board"]
