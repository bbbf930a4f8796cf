"""ZOP ZOO pictures for the arcade's generic screens: the replay viewer's board and the rules reader's diagrams.

Both are painted from the card faces (:mod:`zooarcade.games.zop_zoo.faces`) into one
:class:`~zooarcade.ui.gfx.Drawing` per position or diagram, then fitted into the screen's rectangle
(painted afresh at the fitted size, so they stay sharp).  Logical pixels throughout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType

import pygame

from zooarcade.games.zop_zoo.data import CARD_BY_KEY, CATEGORIES, KEY, KIND, Kind
from zooarcade.games.zop_zoo.faces import Faces, signed, symbol_badge
from zooarcade.games.zop_zoo.layout import CARD, COVER_OFFSET
from zooarcade.games.zop_zoo.rules import ZopState
from zooarcade.ui import gfx, theme
from zooarcade.ui.services import Services

#: the replay board's logical size.
BOARD = (900, 600)
DiagramPainter = Callable[[gfx.Canvas, pygame.Rect, str], pygame.Rect]
BoardPainter = Callable[..., pygame.Rect]
#: a slot of a diagram row: a white key, or ``(white, black)``.
SlotSpec = str | tuple[str, str]


def fit(size: tuple[int, int], rect: pygame.Rect) -> pygame.Rect:
    """The largest rectangle of ``size``'s aspect ratio centred in ``rect``."""
    k = min(rect.w / max(1, size[0]), rect.h / max(1, size[1]))
    r = pygame.Rect(0, 0, max(1, round(size[0] * k)), max(1, round(size[1] * k)))
    r.center = rect.center
    return r


def blit_fitted(surface: gfx.Canvas | pygame.Surface, image: gfx.Picture, rect: pygame.Rect) -> pygame.Rect:
    """Draw ``image`` fitted into ``rect`` (centred, aspect kept); return where it landed."""
    target = fit(image.get_size(), rect)
    img = image if target.size == image.get_size() else gfx.smoothscale(image, target.size)
    gfx.as_canvas(surface).blit(img, target)
    return target


def draw_slot(surf: gfx.Canvas, faces: Faces, center: tuple[float, float], scale: float, white: str,
              cover: str | None) -> None:
    """A row card with what lies on it, the white card's top at ``center`` y - half a card (logical pixels)."""
    w, h = round(CARD[0] * scale), round(CARD[1] * scale)
    dy = round(h * COVER_OFFSET)
    x = round(center[0] - w / 2)
    y = round(center[1] - h / 2)
    void = cover is not None and KIND[CARD_BY_KEY[white]] == int(Kind.MINUS) and \
        KIND[CARD_BY_KEY[cover]] == int(Kind.WILD)  # a wild on a Minus: its minus no longer counts
    pic = {k: gfx.smoothscale(faces.card(CARD_BY_KEY[k], void=void and k == white), (w, h))
           for k in (white, cover) if k is not None}
    if cover is not None and KIND[CARD_BY_KEY[cover]] == int(Kind.UPPER):
        surf.blit(pic[cover], (x, y))
        surf.blit(pic[white], (x, y + dy))
        return
    surf.blit(pic[white], (x, y))
    if cover is not None:
        surf.blit(pic[cover], (x, y + dy))


def paint_position(surf: gfx.Canvas, faces: Faces, state: ZopState, names: Sequence[str] | None = None) -> None:
    """Every seat's row and Side Bonus cards, the discard pile's top and the draw count, on :data:`BOARD`."""
    surf.fill(theme.FELT)
    n = state.n
    band = (BOARD[1] - 10) / n
    font = faces.app.font("bold", 16 if n <= 3 else 13)
    small = faces.app.font("text", 12)
    for s in range(n):
        top = 5 + s * band
        panel = pygame.Rect(130, round(top), BOARD[0] - 136, round(band) - 6)
        theme.shadowed_rect(surf, panel, (24, 30, 36), radius=10, shadow=3, border=theme.seat_style(s).color)
        label = names[s] if names and s < len(names) else f"Seat {s + 1}"
        theme.blit_text(surf, font, label, (panel.x + 10, panel.y + 6), theme.INK)
        theme.blit_text(surf, small, f"total {state.totals[s]}", (panel.x + 10, panel.y + 26), theme.INK_DIM)
        row = state.rows[s]
        area = pygame.Rect(panel.x + 120, panel.y + 4, panel.w - 200, panel.h - 8)
        scale = min(area.h / (CARD[1] * (1 + COVER_OFFSET)), area.w / max(6, len(row)) / (CARD[0] + 8))
        cell = area.w / max(6, len(row))
        h = CARD[1] * scale
        for i, w in enumerate(row):
            c = state.cover[w]
            draw_slot(surf, faces, (area.x + cell * (i + 0.5), area.y + (area.h - h * (1 + COVER_OFFSET)) / 2 + h / 2),
                      scale, KEY[w], KEY[c] if c >= 0 else None)
        for j, b in enumerate(state.side[s]):
            mini = gfx.smoothscale(faces.card(b), (round(CARD[0] * 0.32), round(CARD[1] * 0.32)))
            surf.blit(mini, (panel.right - 74 + (j % 3) * 22, panel.y + 6 + (j // 3) * 20))
    pile = pygame.Rect(12, 40, round(CARD[0] * 1.1), round(CARD[1] * 1.1))
    theme.blit_text(surf, small, f"Draw pile: {len(state.draw)}", (12, 14), theme.INK)
    surf.blit(gfx.smoothscale(faces.back("black"), pile.size), pile)
    theme.blit_text(surf, small, f"Discard: {len(state.discard)}", (12, pile.bottom + 14), theme.INK)
    if state.discard:
        top = state.discard[-1]
        surf.blit(gfx.smoothscale(faces.card(top, top in state.spent), pile.size), (12, pile.bottom + 36))


def board_painter(app: Services) -> BoardPainter:
    """Return ``paint(surface, rect, state, before, action, reveal, names=()) -> drawn rect`` for the replay viewer.

    ZOP ZOO has nothing hidden but the draw order, so ``reveal`` changes nothing.  ``names`` (the seats'
    names, seat order) label the rows; without them a row says "Seat 1".
    """
    faces = Faces(app)
    cache: dict[tuple[str, tuple[str, ...]], gfx.Drawing] = {}

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, state: ZopState, before: object,
              action: object, reveal: bool, names: Sequence[str] = ()) -> pygame.Rect:
        shown = tuple(names)
        key = (state.fingerprint() if hasattr(state, "fingerprint") else str(id(state)), shown)
        picture = cache.get(key)
        if picture is None:
            if len(cache) > 64:
                cache.clear()
            picture = cache[key] = gfx.Drawing(BOARD, lambda c: paint_position(c, faces, state, shown),
                                               alpha=False)
        return blit_fitted(surface, picture, rect)

    return paint


# ---------------------------------------------------------------------- rules diagrams
#: the rules reader's diagrams: name → (row of slots, note under each slot).
DIAGRAMS: MappingProxyType[str, tuple[tuple[SlotSpec, ...], tuple[str, ...]]] = MappingProxyType({
    "row": (("w:lion", ("w:owl", "b:owl"), ("w:giraffe", "b:giraffe"), ("w:skunk", "b:anti-skunk"), "w:rat",
             ("w:zebra", "b:beast1")),
            ("not yet", "matched 20", "joined 80", "ANTI +75", "minus \u221290", "wild 0")),
    "specials": (("b:mole1", "b:hyena", "b:raccoon", "b:earthworm", "b:bonus-bird", "b:best-beast"),
                 ("dig", "give", "take", "swap", "beside a BIRD", "wild 50")),
})


def paint_diagram(surf: gfx.Canvas, faces: Faces, name: str) -> None:
    """Diagram ``name``: "row", "specials" (card rows with notes) or "categories" (the ten categories)."""
    font = faces.app.font("bold", 14)
    if name == "categories":
        for i, cat in enumerate(CATEGORIES):
            col, row = divmod(i, 5)
            x, y = 20 + col * 300, 20 + row * 48
            symbol_badge(surf, cat.symbol, (x + 18, y + 18), 16, cat.rgb)
            theme.blit_text(surf, font, f"{cat.name}  {signed(cat.value)}", (x + 44, y + 18), theme.INK, "midleft")
        return
    slots, notes = DIAGRAMS.get(name, DIAGRAMS["row"])
    scale = 0.9
    cell = 100
    for i, slot in enumerate(slots):
        white, cover = (slot, None) if isinstance(slot, str) else slot
        cx = 50 + i * cell
        draw_slot(surf, faces, (cx, 12 + CARD[1] * scale / 2), scale, white, cover)
        theme.blit_text(surf, font, notes[i], (cx, 186), theme.INK, "center")


def diagram_size(name: str) -> tuple[int, int]:
    """The logical size of diagram ``name``."""
    return (600, 250) if name == "categories" else (600, 200)


def diagram_painter(app: Services) -> DiagramPainter:
    """Return ``paint(surface, rect, name) -> drawn rect`` for the rules reader (pictures cached inside)."""
    faces = Faces(app)
    pictures: dict[str, gfx.Drawing] = {}

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, name: str) -> pygame.Rect:
        image = pictures.get(name)
        if image is None:
            image = pictures[name] = gfx.Drawing(diagram_size(name), lambda c: paint_diagram(c, faces, name))
        if image.get_width() <= rect.w and image.get_height() <= rect.h:
            target = image.get_rect(center=rect.center)
            gfx.as_canvas(surface).blit(image, target)
            return target
        return blit_fitted(surface, image, rect)

    return paint
