"""Zoo Vadis pieces and tokens as pictures: each seat's animal figures, peacocks, the Zoo Keeper, laurel tokens.

Every seat's animals carry its species' art (the shape cue) on a disc in the seat's colour with the
seat's symbol as a badge (the colour cue, and a second shape cue), so no seat is told apart by colour
alone; peacocks are a neutral pale disc; the Zoo Keeper is a gold badge.  Laurel tokens are round
chips with the laurel and their value as a Roman numeral (I-V); the three special IIs carry a small
mark (the keeper, a peacock feather, a spark).  A token whose value the viewer may not see is drawn
as its back.  Every picture is a :class:`~zooarcade.ui.gfx.Drawing` painted at the size it is drawn
and cached per size.

Units: logical pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from zooarcade.games.zoo_vadis import data
from zooarcade.ui import gfx, theme
from zooarcade.ui.services import Services

#: Roman numeral of each token value (index 0 unused).
ROMAN: tuple[str, ...] = ("", "I", "II", "III", "IV", "V")
#: chip colours per token value: (face, rim).
TOKEN_LOOK: Mapping[int, tuple[theme.Color, theme.Color]] = MappingProxyType({
    1: ((214, 200, 170), (120, 100, 70)),
    2: ((160, 206, 150), (60, 110, 56)),
    3: ((150, 190, 232), (46, 84, 140)),
    4: ((216, 160, 226), (110, 56, 126)),
    5: ((250, 208, 96), (150, 104, 20)),
})  # fmt: skip
#: the small mark of the special II kinds (an ``art/icons`` name).
SPECIAL_MARK: Mapping[str, str] = MappingProxyType({
    "II_ZOO_KEEPER": "police_officer", "II_PEACOCK": "fan", "II_ABILITY": "sparkles",
})  # fmt: skip
#: what the special marks mean (tooltips, the rules reader).
SPECIAL_WORDS: Mapping[str, str] = MappingProxyType({
    "II_ZOO_KEEPER": "II with the keeper mark: move the Zoo Keeper after your turn",
    "II_PEACOCK": "II with a feather: advance a peacock after your turn",
    "II_ABILITY": "II with a spark: get a used ability tile back",
})  # fmt: skip
#: the art of the peacocks and of the Zoo Keeper.
PEACOCK_ART = "peacock"
KEEPER_ICON = "police_officer"
PEACOCK_COLOR: theme.Color = (226, 232, 220)
KEEPER_COLOR: theme.Color = (252, 214, 96)


def token_value(kind: str | None) -> int | None:
    """Laurels of token ``kind`` (``"III"`` → 3), or None for an unknown kind."""
    return None if kind is None else data.TOKEN_VALUE.get(kind)


class Figures:
    """Paints and caches the pieces and tokens.

    Args:
        app: the arcade's services (assets, settings).
        species: the species of each seat (``state.species``).

    Attributes:
        symbols: draw the seat symbol badge on animals (the ``seat_symbols`` setting).
    """

    def __init__(self, app: Services, species: list[str]) -> None:
        self.app = app
        self.species = list(species)
        self.cache: dict[tuple[Any, ...], gfx.Picture] = {}
        self.symbols = bool(getattr(getattr(app, "settings", None), "seat_symbols", True))

    def _get(self, key: tuple[Any, ...], make: Callable[[], gfx.Picture]) -> gfx.Picture:
        pic = self.cache.get(key)
        if pic is None:
            if len(self.cache) > 300:
                self.cache.clear()
            pic = self.cache[key] = make()
        return pic

    # ------------------------------------------------------------------ pieces
    def figure(self, seat: int, size: int) -> gfx.Picture:
        """Seat ``seat``'s animal figure, ``size`` pixels across."""
        size = max(6, int(size))
        return self._get(("animal", seat, size, self.symbols), lambda: self._disc(
            size, theme.seat_style(seat).color, theme.seat_style(seat).dark, self.species[seat], seat))

    def peacock(self, size: int) -> gfx.Picture:
        """A peacock figure (neutral: nobody's colour)."""
        size = max(6, int(size))
        return self._get(("peacock", size), lambda: self._disc(size, PEACOCK_COLOR, (120, 130, 120), PEACOCK_ART,
                                                                None))

    def _disc(self, size: int, color: theme.Color, dark: theme.Color, art: str, seat: int | None) -> gfx.Drawing:
        assets = self.app.assets
        symbols = self.symbols

        def paint(canvas: gfx.Canvas) -> None:
            c = (size / 2, size / 2)
            r = size / 2 - 0.5
            gfx.circle(canvas, dark, c, r)
            gfx.circle(canvas, color, c, r - max(1.0, size / 14))
            gfx.circle(canvas, tuple(min(255, v + 50) for v in color), c, r * 0.72)
            art_size = max(4, round(size * 0.74))
            pic = assets.animal(art, (art_size, art_size))
            canvas.blit(pic, (round((size - art_size) / 2), round((size - art_size) / 2)))
            if seat is not None and symbols and size >= 14:
                br = max(3, round(size * 0.2))
                theme.draw_symbol(canvas, theme.seat_style(seat).symbol, (size - br - 1, size - br - 1), br,
                                  theme.seat_style(seat).color)

        return gfx.Drawing((size, size), paint)

    def keeper(self, size: int) -> gfx.Picture:
        """The Zoo Keeper token: a gold shield-like badge with the keeper icon."""
        size = max(6, int(size))

        def make() -> gfx.Picture:
            assets = self.app.assets

            def paint(canvas: gfx.Canvas) -> None:
                rect = canvas.get_rect()
                gfx.rect(canvas, (90, 60, 10), rect, border_radius=max(2, size // 4))
                gfx.rect(canvas, KEEPER_COLOR, rect.inflate(-max(2, size // 8), -max(2, size // 8)),
                         border_radius=max(2, size // 4))
                icon = max(4, round(size * 0.8))
                canvas.blit(assets.icon(KEEPER_ICON, (icon, icon)), ((size - icon) // 2, (size - icon) // 2))

            return gfx.Drawing((size, size), paint)

        return self._get(("keeper", size), make)

    # ------------------------------------------------------------------ tokens
    def token(self, kind: str | None, size: int) -> gfx.Picture:
        """Laurel token ``kind`` (``"III"``, ``"II_PEACOCK"``), or its back when ``kind`` is None."""
        size = max(6, int(size))
        return self._get(("token", kind, size), lambda: self._token(kind, size))

    def token_value(self, value: int | None, size: int) -> gfx.Picture:
        """A token of ``value`` laurels (a plain kind), or a back when ``value`` is None."""
        kind = None if value is None else ("I", "II", "III", "IV", "V")[value - 1]
        return self.token(kind, size)

    def _token(self, kind: str | None, size: int) -> gfx.Drawing:
        assets = self.app.assets
        value = token_value(kind)
        fonts = self.app.font

        def paint(canvas: gfx.Canvas) -> None:
            c = (size / 2, size / 2)
            r = size / 2 - 0.5
            if value is None:
                gfx.circle(canvas, (70, 54, 30), c, r)
                gfx.circle(canvas, (132, 104, 60), c, r - max(1.0, size / 12))
                icon = max(4, round(size * 0.62))
                pic = assets.icon("laurel", (icon, icon))
                canvas.blit(pic, ((size - icon) / 2, (size - icon) / 2))
                return
            face, rim = TOKEN_LOOK[value]
            gfx.circle(canvas, rim, c, r)
            gfx.circle(canvas, face, c, r - max(1.0, size / 11))
            icon = max(4, round(size * 0.86))
            pic = assets.icon("laurel", (icon, icon))
            canvas.blit(pic, ((size - icon) / 2, (size - icon) / 2 + size * 0.04))
            font = fonts("display", max(6, round(size * (0.42 if value != 4 else 0.38))))
            theme.blit_text(canvas, font, ROMAN[value], (size / 2, size / 2 + 1), theme.INK_DARK, anchor="center")
            mark = SPECIAL_MARK.get(kind or "")
            if mark and size >= 12:
                m = max(5, round(size * 0.42))
                gfx.circle(canvas, (255, 255, 255), (size - m / 2 - 0.5, m / 2 + 0.5), m / 2)
                gfx.circle(canvas, rim, (size - m / 2 - 0.5, m / 2 + 0.5), m / 2, 1)
                inner = max(4, round(m * 0.8))
                at = (size - m / 2 - inner / 2 - 0.5, m / 2 - inner / 2 + 0.5)
                canvas.blit(assets.icon(mark, (inner, inner)), at)

        return gfx.Drawing((size, size), paint)

    def tile(self, seat: int, size: int, used: bool) -> gfx.Picture:
        """Seat ``seat``'s ability tile: its species on a rounded square, greyed when used."""
        size = max(6, int(size))

        def make() -> gfx.Picture:
            assets = self.app.assets
            style = theme.seat_style(seat)
            species = self.species[seat]

            def paint(canvas: gfx.Canvas) -> None:
                rect = canvas.get_rect()
                if used:
                    gfx.rect(canvas, (60, 64, 70), rect, border_radius=max(2, size // 5))
                    gfx.rect(canvas, (96, 100, 106), rect, 1, border_radius=max(2, size // 5))
                else:
                    gfx.rect(canvas, (244, 236, 214), rect, border_radius=max(2, size // 5))
                    gfx.rect(canvas, style.color, rect, max(1, size // 10), border_radius=max(2, size // 5))
                art = max(4, round(size * 0.76))
                pic = assets.animal(species, (art, art))
                canvas.blit(pic, ((size - art) / 2, (size - art) / 2))
                if used:
                    veil = canvas.new((size, size))
                    gfx.rect(veil, (40, 44, 50, 170), veil.get_rect(), border_radius=max(2, size // 5))
                    canvas.blit(veil, (0, 0))
                    gfx.line(canvas, (200, 90, 80), (size * 0.2, size * 0.8), (size * 0.8, size * 0.2),
                             max(1, size // 9))

            return gfx.Drawing((size, size), paint)

        return self._get(("tile", seat, size, used), make)
