"""Apocalypse at the Zoo of Carson City: the card faces (zoo cards, characters, mutants, pile minis).

Every face is a :class:`~zooarcade.ui.gfx.Drawing` painted at the size it is drawn and cached, so cards
stay sharp at every window size.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.games.apocalypse.layout import CHAR_SIZE, ZOO_SIZE
from zooarcade.games.apocalypse.rules import PileCard
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import ShadowCache, card_surface, paint_card_blank
from zooarcade.ui.services import Services

#: zoo animals drawn on the zoo cards, chosen by card id (the id says nothing about the value).
ZOO_ANIMALS = (
    "lion", "elephant", "giraffe", "zebra", "panda", "hippo", "rhino", "gorilla", "koala", "kangaroo",
    "penguin", "polar_bear", "flamingo", "crocodile", "tiger", "camel", "monkey", "otter", "seal", "peacock",
    "owl", "parrot", "sloth", "tortoise", "leopard", "bison", "wolf", "fox", "orangutan", "bear",
)  # fmt: skip
#: per zoo value: (badge colour, picture background, tint multiply, tint add).
ZOO_LOOK: Mapping[int, tuple[theme.Color, theme.Color, theme.Color, theme.Color]] = MappingProxyType({
    4: ((64, 160, 88), (196, 230, 214), (255, 255, 255), (0, 0, 0)),
    3: ((132, 176, 52), (214, 228, 168), (214, 250, 190), (0, 12, 0)),
    2: ((178, 168, 36), (184, 204, 120), (160, 226, 130), (10, 36, 0)),
    1: ((140, 78, 182), (128, 104, 150), (120, 200, 104), (30, 44, 10)),
    0: ((120, 110, 100), (214, 196, 152), (255, 255, 255), (0, 0, 0)),
})
#: icon on each character value's card.
CHAR_ICONS = MappingProxyType({3: "farmer", 4: "police_officer", 5: "ninja", 6: "top_hat"})


# ---------------------------------------------------------------------- card faces
class Faces:
    """Paints and caches every card face (zoo, character, mutant, pile minis).

    Each face is a :class:`~zooarcade.ui.gfx.Drawing`: a painter that draws the card blank
    (:func:`~zooarcade.ui.cards.paint_card_blank`) and then its contents in logical pixels.
    It is painted at the size it is drawn (a 1.5× window, a 0.86× hand card, the 1.6× hover
    preview) and cached per size, so every card stays sharp at every window size.

    Attributes:
        symbols: draw the seat symbol on character cards (the ``seat_symbols`` setting).
    """

    def __init__(self, app: Services) -> None:
        self.app = app
        self.cache: dict[tuple[Any, ...], gfx.Picture] = {}
        self.shadows = ShadowCache()
        self.symbols = bool(getattr(getattr(app, "settings", None), "seat_symbols", True))

    def _get(self, key: tuple[Any, ...], make: Callable[[], gfx.Picture]) -> gfx.Picture:
        face = self.cache.get(key)
        if face is None:
            face = make()
            self.cache[key] = face
        return face

    def _tinted_animal(self, name: str, size: tuple[int, int], value: int) -> gfx.Drawing:
        """Animal ``name`` at ``size`` logical pixels, tinted for zoo ``value`` (greener as it sickens); made once
        per name, size and value (a face painted again reuses it instead of rendering a new picture)."""
        key = ("tinted", name, size, value)
        cached = self.cache.get(key)
        if isinstance(cached, gfx.Drawing):
            return cached
        _, _, mult, add = ZOO_LOOK[value]

        def paint(canvas: gfx.Canvas) -> None:
            canvas.blit(self.app.assets.animal(name, size), (0, 0))
            if mult != (255, 255, 255):
                canvas.fill(mult, special_flags=pygame.BLEND_RGB_MULT)
            if add != (0, 0, 0):
                canvas.fill(add, special_flags=pygame.BLEND_RGB_ADD)

        drawing = self.cache[key] = gfx.Drawing(size, paint)
        return drawing

    def zoo(self, card_id: str, value: int) -> gfx.Picture:
        """The face of zoo card ``card_id`` of ``value`` (0 empty … 4 healthy), :data:`ZOO_SIZE`."""

        def make() -> gfx.Picture:
            return gfx.Drawing(ZOO_SIZE, lambda canvas: self._paint_zoo(canvas, card_id, value))

        return self._get(("zoo", card_id, value), make)

    def _paint_zoo(self, surf: gfx.Canvas, card_id: str, value: int) -> None:
        w, h = ZOO_SIZE
        paint_card_blank(surf, theme.CARD, theme.CARD_EDGE, radius=9)
        badge, bg, _, _ = ZOO_LOOK[value]
        pic = pygame.Rect(6, 6, w - 12, h - 12)
        gfx.rect(surf, bg, pic, border_radius=6)
        num = int(card_id[1:]) if card_id[1:].isdigit() else 0
        if value == 0:
            for i in range(6):
                x = pic.x + 6 + i * (pic.w - 12) // 5
                gfx.line(surf, (150, 118, 80), (x, pic.y + 22), (x, pic.bottom - 6), 3)
            for y in (pic.y + 30, pic.bottom - 18):
                gfx.line(surf, (150, 118, 80), (pic.x + 4, y), (pic.right - 4, y), 3)
            nest = self.app.assets.icon("empty_nest", (34, 34))
            surf.blit(nest, nest.get_rect(center=(pic.centerx + 4, pic.bottom - 18)))
        else:
            animal = ZOO_ANIMALS[(num * 7) % len(ZOO_ANIMALS)]
            img = self._tinted_animal(animal, (58, 58), value)
            surf.blit(img, img.get_rect(center=(pic.centerx + 5, pic.centery + 6)))
            if value <= 2:
                icon = self.app.assets.icon("microbe", (18, 18))
                surf.blit(icon, (pic.right - 20, pic.y + 3))
            if value == 1:  # a second germ, never the biohazard: that sign means a mutant
                icon = self.app.assets.icon("microbe", (18, 18))
                surf.blit(icon, (pic.right - 20, pic.y + 21))
        gfx.rect(surf, theme.CARD_EDGE, pic, 1, border_radius=6)
        # big value badge, top left
        gfx.circle(surf, theme.INK_DARK, (21, 21), 17)
        gfx.circle(surf, badge, (21, 21), 15)
        font = self.app.font("display", 24)
        theme.blit_text(surf, font, str(value), (21, 22), theme.INK, anchor="center", shadow=True)

    def zoo_back(self) -> gfx.Picture:
        """The back of a zoo card (face-down lower card)."""

        def paint(surf: gfx.Canvas) -> None:
            paint_card_blank(surf, (54, 70, 84), (26, 34, 42), radius=9)
            inner = surf.get_rect().inflate(-10, -10)
            gfx.rect(surf, (70, 90, 106), inner, 2, border_radius=6)
            for i in range(-ZOO_SIZE[1], ZOO_SIZE[0], 12):
                gfx.line(surf, (62, 80, 96), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 2)
            font = self.app.font("display", 30)
            theme.blit_text(surf, font, "?", inner.center, (120, 140, 156), anchor="center")

        return self._get(("zoo_back",), lambda: gfx.Drawing(ZOO_SIZE, paint))

    def char(self, owner: int, value: int, mutant: bool = False) -> gfx.Picture:
        """A character card (or its mutant side), :data:`CHAR_SIZE`."""
        symbols = self.symbols
        key = ("char", owner, value, mutant, symbols)

        def make() -> gfx.Picture:
            return gfx.Drawing(CHAR_SIZE, lambda canvas: self._paint_char(canvas, owner, value, mutant, symbols))

        return self._get(key, make)

    def _paint_char(self, surf: gfx.Canvas, owner: int, value: int, mutant: bool, symbols: bool) -> None:
        w, h = CHAR_SIZE
        style = theme.seat_style(owner)
        if mutant:
            paint_card_blank(surf, theme.MUTANT_DARK, theme.MUTANT, radius=8, border_width=3)
            stripes = surf.new(CHAR_SIZE)
            for i in range(0, w + h, 10):
                gfx.line(stripes, (70, 40, 88), (i, 3), (i - h, h + 3), 4)
            # keep the stripes inside the rounded card
            stripes.blit(card_surface(CHAR_SIZE, (255, 255, 255), radius=8), (0, 0),
                         special_flags=pygame.BLEND_RGBA_MULT)  # fmt: skip
            surf.blit(stripes, (0, 0))
            gfx.rect(surf, theme.MUTANT, surf.get_rect(), 3, border_radius=8)
            icon = self.app.assets.icon("biohazard", (30, 30))
            surf.blit(icon, icon.get_rect(center=(w // 2, h // 2 + 4)))
            font = self.app.font("display", 22)
            theme.blit_text(surf, font, str(value), (13, 14), theme.MUTANT, anchor="center", shadow=True)
            # the team it came from (it belongs to nobody now): the same marker as everywhere else
            theme.draw_seat_marker(surf, owner, (w - 11, 11), 5, symbols)
            tag = self.app.font("bold", 10).render("MUTANT", True, theme.MUTANT)
            surf.blit(tag, tag.get_rect(midbottom=(w // 2, h - 5)))
            return
        paint_card_blank(surf, style.color, style.dark, radius=8)
        grad = theme.vertical_gradient((w - 6, h - 6), tuple(min(255, c + 30) for c in style.color), style.dark)
        inner = surf.new((w - 6, h - 6))
        inner.blit(grad, (0, 0))
        inner.blit(card_surface((w - 6, h - 6), (255, 255, 255), radius=6), (0, 0),
                   special_flags=pygame.BLEND_RGBA_MULT)  # fmt: skip
        surf.blit(inner, (3, 3))
        gfx.rect(surf, (255, 255, 255), surf.get_rect().inflate(-6, -6), 1, border_radius=6)
        gfx.rect(surf, style.dark, surf.get_rect(), 2, border_radius=8)
        font = self.app.font("display", 26)
        theme.blit_text(surf, font, str(value), (15, 17), theme.INK, anchor="center", shadow=True)
        if symbols:
            theme.draw_symbol(surf, style.symbol, (w - 13, 13), 7, theme.INK)
        icon = self.app.assets.icon(CHAR_ICONS.get(value, "person"), (34, 34))
        surf.blit(icon, icon.get_rect(center=(w // 2, h - 22)))

    def mini(self, card: PileCard) -> gfx.Picture:
        """A pile card at the layout's mini size (set by :meth:`set_mini`)."""
        owner = int(card.card_id[1:].split("-")[0]) if card.kind != "zoo" else -1
        size = self.mini_size
        key = ("mini", card.kind, card.value, card.infected, owner, size)
        return self._get(key, lambda: gfx.Drawing(size, lambda canvas: self._paint_mini(canvas, card, owner)))

    mini_size: tuple[int, int] = (24, 33)

    def _paint_mini(self, surf: gfx.Canvas, card: PileCard, owner: int) -> None:
        w, h = surf.get_size()
        font = self.app.font("display", 18 if h > 34 else 16)
        if card.kind == "zoo":
            badge = ZOO_LOOK[card.value][0]
            border = theme.MUTANT if card.infected else theme.CARD_EDGE
            paint_card_blank(surf, theme.CARD, border, radius=4, border_width=2)
            gfx.rect(surf, badge, (3, 3, w - 6, 6), border_radius=2)
            theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 3), badge, anchor="center")
            if card.infected:
                gfx.circle(surf, theme.MUTANT_DARK, (w - 6, h - 6), 4)
            return
        if card.kind == "mutant":
            paint_card_blank(surf, theme.MUTANT_DARK, theme.MUTANT, radius=4)
            theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 1), theme.MUTANT, anchor="center")
            return
        style = theme.seat_style(owner)
        paint_card_blank(surf, style.color, style.dark, radius=4)
        theme.blit_text(surf, font, str(card.value), (w // 2, h // 2 + 1), theme.INK, anchor="center", shadow=True)


