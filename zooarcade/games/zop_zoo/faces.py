"""ZOP ZOO card faces: both decks' cards, their backs, the spent look of a used Specialty card.

Every face is a :class:`~zooarcade.ui.gfx.Drawing` of :data:`~zooarcade.games.zop_zoo.layout.CARD`
logical pixels, painted at the size it is drawn and cached, so cards stay sharp at every window
size.  A card is readable at a glance:

* its **category** by colour *and* by symbol (a paw, a wave, a feather …, never colour alone), in
  the band at the top, which stays in sight when another card lies on it;
* its **points** in a badge at the top right (negative on a Minus card, in white on red); a card
  drawn small (below :data:`COMPACT_BELOW` window pixels per pixel) is painted *compact*, its band
  taller and its figures as big as the band allows, so the points stay readable at six seats in a
  small window;
* its **animal**, from the bundled art (``art/animals``); a Side Bonus shows its category's first
  animal under a big category symbol, a wild a joker, a Connect half its half of the animal
  (the upper half's picture is cut at the line where its lower half joins it);
* **white cards** are cream, **black cards** dark; a **Minus** card is red with hazard stripes and a
  skull; a **spent** Specialty card is grey with a SPENT stamp.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.games.zop_zoo.data import ANIMALS, CARD_BY_KEY, CARDS, CATEGORIES, Card, Kind
from zooarcade.games.zop_zoo.layout import CARD, COVER_OFFSET
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import paint_card_blank
from zooarcade.ui.services import Services

W, H = CARD
#: height of the category band at the top of a card (pixels).
BAND = 24
#: height of the strip under the band that carries a category name too long for the band (pixels).
CAPTION = 13
#: below this many window pixels per card pixel a face is painted *compact*: a taller band with big
#: value figures (a card drawn small, e.g. six seats in an 800×600 window, keeps its points readable).
COMPACT_BELOW = 0.62
#: the compact band's height (pixels); it stays in sight above a card laid on the card.
BAND_COMPACT = 42
#: the least on-screen size (window pixels) of a card's value figures on a compact face.
VALUE_FLOOR_PX = 9
#: the body colour of a black-deck card.
BLACK_BODY = (30, 32, 40)
#: the Minus cards' red.
MINUS_RED = (176, 28, 36)
#: the value badge of a covered Minus card (its ANTI or a wild lies on it: its minus no longer counts): grey, struck
#: through.
VOID_FILL, VOID_INK = (150, 150, 150), (70, 70, 70)
#: the ANTI-Minus cards' green.
ANTI_GREEN = (60, 170, 90)
#: the wild cards' colours (BEAST, BEST BEAST).
WILD_PURPLE = (112, 64, 168)
WILD_GOLD = (226, 176, 48)
#: the Specialty cards' colour.
SPECIAL_TEAL = (34, 140, 150)
#: the MOLE's brown.
MOLE_BROWN = (128, 88, 52)
#: what a Specialty card does, on its face.
SPECIAL_TEXT: Mapping[str, tuple[str, str]] = MappingProxyType({
    "HYENA": ("Give one of your", "cards away"),
    "RACCOON": ("Take a card from", "another player"),
    "EARTHWORM": ("Swap a card with", "another player"),
})


def art_name(card: Card) -> str | None:
    """The ``art/animals`` picture of ``card`` (None for a wild, which shows a joker)."""
    if card.kind == Kind.WILD:
        return None
    if card.kind == Kind.BONUS:
        return ANIMALS[card.category][0].lower().replace(" ", "_")
    if card.kind == Kind.MOLE:
        return "mole"
    name = card.name[5:] if card.kind == Kind.ANTI else card.name
    return name.lower().replace(" ", "_")


def art_names() -> set[str]:
    """Every animal picture the faces use (for the self-test's asset list)."""
    return {n for n in (art_name(c) for c in CARDS) if n is not None}


# ---------------------------------------------------------------------- category symbols
def draw_symbol(surf: gfx.Canvas, symbol: str, center: tuple[float, float], r: float, color: theme.Color) -> None:
    """Draw category ``symbol`` ("paw", "wave", …) of radius ``r`` at ``center`` in ``color`` (logical pixels)."""
    cx, cy = center
    w = max(1, round(r / 4))
    if symbol == "paw":
        gfx.ellipse(surf, color, (cx - r * 0.55, cy - r * 0.05, r * 1.1, r * 0.95))
        for dx, dy in ((-0.72, -0.38), (-0.26, -0.78), (0.26, -0.78), (0.72, -0.38)):
            gfx.circle(surf, color, (cx + dx * r, cy + dy * r), r * 0.24)
    elif symbol == "wave":
        for off in (-0.35, 0.3):
            pts = [(cx - r + i * r / 8, cy + off * r + math.sin(i / 8 * math.pi * 2) * r * 0.28) for i in range(17)]
            gfx.lines(surf, color, False, pts, w + 1)
    elif symbol == "feather":
        pts = [(cx + r * 0.75 * math.sin(a) * (1 - abs(math.cos(a)) * 0.2) * (0.5 if a > math.pi else 1)
                - r * 0.1, cy - r * math.cos(a)) for a in (i * math.pi / 10 for i in range(21))]
        gfx.polygon(surf, color, pts)
        gfx.line(surf, theme.INK_DARK, (cx - r * 0.1, cy - r * 0.8), (cx - r * 0.1, cy + r), w)
    elif symbol == "antenna":
        gfx.circle(surf, color, (cx, cy + r * 0.35), r * 0.5)
        for sx in (-1, 1):
            gfx.line(surf, color, (cx + sx * r * 0.15, cy), (cx + sx * r * 0.6, cy - r * 0.75), w + 1)
            gfx.circle(surf, color, (cx + sx * r * 0.62, cy - r * 0.78), r * 0.18)
    elif symbol == "droplet":
        gfx.circle(surf, color, (cx, cy + r * 0.3), r * 0.6)
        gfx.polygon(surf, color, [(cx, cy - r), (cx - r * 0.56, cy + r * 0.12), (cx + r * 0.56, cy + r * 0.12)])
    elif symbol == "horn":
        outer = [(cx - r * 0.7 + r * 1.3 * t, cy + r * 0.8 - r * 1.7 * t * t) for t in (i / 10 for i in range(11))]
        inner = [(cx - r * 0.7 + r * 1.3 * t + r * 0.05, cy + r * 0.8 - r * 1.7 * t * t + r * 0.55 * (1 - t))
                 for t in (i / 10 for i in range(10, -1, -1))]
        gfx.polygon(surf, color, outer + inner)
    elif symbol == "scales":
        for row, y in enumerate((-0.45, 0.05, 0.55)):
            for col in range(-1, 2 - (row % 2)):
                x = cx + (col + (0.5 if row % 2 else 0)) * r * 0.62
                box = (x - r * 0.36, cy + y * r - r * 0.36, r * 0.72, r * 0.72)
                gfx.arc(surf, color, box, math.pi, 2 * math.pi, w + 1)
    elif symbol == "pouch":
        gfx.rect(surf, color, (cx - r * 0.8, cy - r * 0.3, r * 1.6, r * 1.1), border_radius=max(2, round(r * 0.5)))
        gfx.arc(surf, color, (cx - r * 0.5, cy - r * 0.9, r, r * 0.9), 0, math.pi, w + 1)
    elif symbol == "web":
        for k in (0.35, 0.7, 1.0):
            pts = [(cx + r * k * math.cos(a), cy + r * k * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))]
            gfx.polygon(surf, color, pts, w)
        for i in range(6):
            a = i * math.pi / 3
            gfx.line(surf, color, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), w)
    else:  # star
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            k = r if i % 2 == 0 else r * 0.45
            pts.append((cx + k * math.cos(a), cy + k * math.sin(a)))
        gfx.polygon(surf, color, pts)


def symbol_badge(surf: gfx.Canvas, symbol: str, center: tuple[float, float], r: float, rgb: theme.Color) -> None:
    """The category symbol in white on a disc of the category colour, dark-outlined."""
    gfx.circle(surf, theme.INK_DARK, center, r + 1.5)
    gfx.circle(surf, rgb, center, r)
    draw_symbol(surf, symbol, center, r * 0.62, (255, 255, 255))


def _darker(rgb: theme.Color, k: float = 0.6) -> tuple[int, int, int]:
    return (int(rgb[0] * k), int(rgb[1] * k), int(rgb[2] * k))


def _lighter(rgb: theme.Color, k: float = 0.55) -> tuple[int, int, int]:
    return tuple(int(c + (255 - c) * k) for c in rgb)  # type: ignore[return-value]


def ink_on(rgb: theme.Color) -> tuple[int, int, int]:
    """White or dark ink, whichever reads better on ``rgb``."""
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (34, 30, 26) if lum > 170 else (255, 255, 255)


def signed(points: int) -> str:
    """``"+40"``, ``"−90"`` (a true minus sign), ``"0"``."""
    return f"+{points}" if points > 0 else str(points).replace("-", "\u2212")


class Faces:
    """Paints and caches the card faces of one table.

    Args:
        app: the arcade's services (fonts, art).
    """

    def __init__(self, app: Services) -> None:
        self.app = app
        self.cache: dict[tuple[Any, ...], gfx.Picture] = {}

    def _get(self, key: tuple[Any, ...], make: Callable[[], gfx.Picture]) -> gfx.Picture:
        face = self.cache.get(key)
        if face is None:
            face = self.cache[key] = make()
        return face

    # ------------------------------------------------------------------ the CardLayer's painter
    def painter(self, key: Hashable, face: Mapping[str, Any] | None, back: Any, spent: bool = False,
                void: bool = False) -> gfx.Picture:
        """The picture of card ``key`` (a key such as ``"w:lion"``): its face, or its back when ``face`` is None;
        ``spent`` and ``void`` as in :meth:`card`."""
        if face is None or not isinstance(key, str) or key not in CARD_BY_KEY:
            return self.back(str(back or "black"))
        return self.card(CARD_BY_KEY[key], spent, void)

    def back(self, colour: str) -> gfx.Picture:
        """The back of a white (``"white"``) or black card."""
        return self._get(("back", colour), lambda: gfx.Drawing(CARD, lambda c: self._paint_back(c, colour == "white")))

    def card(self, card_id: int, spent: bool = False, void: bool = False) -> gfx.Picture:
        """The face of card ``card_id`` (0..125); ``spent`` greys a used Specialty card; ``void`` greys and strikes
        through a Minus card's value (its ANTI or a wild covers it: the minus no longer counts)."""
        return self._get(("card", card_id, spent, void),
                         lambda: gfx.Drawing(CARD, lambda c: self._paint(c, card_id, spent, void)))

    # ------------------------------------------------------------------ painting
    def _font(self, role: str, size: int) -> gfx.ScaledFont:
        return self.app.font(role, size)

    def _animal(self, surf: gfx.Canvas, name: str | None, center: tuple[int, int], size: int,
                clip: pygame.Rect | None = None) -> None:
        if name is None:
            return
        img = self.app.assets.animal(name, (size, size))
        rect = img.get_rect(center=center)
        if clip is None:
            surf.blit(img, rect)
            return
        part = clip.clip(rect)
        if part.w > 0 and part.h > 0:
            layer = surf.new(CARD)
            layer.blit(img, rect)
            surf.blit(layer, part.topleft, area=part)

    def _band(self, surf: gfx.Canvas, rgb: theme.Color, text: str, symbol: str | None, ink: theme.Color,
              value: str | None, value_fill: theme.Color, value_ink: theme.Color) -> None:
        """The top band: colour, symbol disc at the left, name, value badge at the right (compact when small)."""
        if surf.scale < COMPACT_BELOW:
            self._band_compact(surf, rgb, symbol, value, value_fill, value_ink)
            return
        band = pygame.Rect(4, 4, W - 8, BAND)
        gfx.rect(surf, rgb, band, border_radius=6)
        x = band.x + 4
        if symbol is not None:
            symbol_badge(surf, symbol, (band.x + 12, band.centery), 9.5, _darker(rgb, 0.72))
            x = band.x + 25
        room = (band.right - (28 if value is not None else 4)) - x
        caption = ""
        for size in (11, 10, 9):
            font = self._font("bold", size)
            if font.size(text)[0] <= room:
                theme.blit_text(surf, font, text, (x, band.centery), ink, "midleft")
                break
        else:  # too long for the band beside the symbol and the value ("MA…", "SEMI-…" told nothing): the
            # name goes whole on a strip of the band colour just under the band, across the card (drawn last)
            caption = text
        if value is not None:
            c = (band.right - 12, band.centery + 1)
            gfx.circle(surf, theme.INK_DARK, c, 14)
            gfx.circle(surf, value_fill, c, 12.5)
            vf = self._font("display", 13 if len(value) <= 3 else 11)
            theme.blit_text(surf, vf, value, c, value_ink, "center")
        if caption:
            self._band_caption(surf, rgb, caption, ink)

    def _band_caption(self, surf: gfx.Canvas, rgb: theme.Color, text: str, ink: theme.Color) -> None:
        """A name too long for the band, whole, on a strip under it (cut only if wider than the card)."""
        strip = pygame.Rect(8, 4 + BAND, W - 16, CAPTION)
        gfx.rect(surf, rgb, strip, border_bottom_left_radius=5, border_bottom_right_radius=5)
        font = self._font("bold", 9)
        theme.blit_text(surf, font, theme.fit_text(font, text, strip.w - 4), (strip.centerx, strip.centery), ink,
                        "center")

    def _band_compact(self, surf: gfx.Canvas, rgb: theme.Color, symbol: str | None, value: str | None,
                      value_fill: theme.Color, value_ink: theme.Color) -> None:
        """The band of a card drawn small: the symbol disc and the value in figures as big as the band allows
        (no name: the foot still names the animal)."""
        band = pygame.Rect(4, 4, W - 8, BAND_COMPACT)
        gfx.rect(surf, rgb, band, border_radius=7)
        x = band.x + 2
        if symbol is not None:
            symbol_badge(surf, symbol, (band.x + 14, band.y + 15), 12.5, _darker(rgb, 0.72))
            x = band.x + 29
        if value is not None:
            self._value_pill(surf, pygame.Rect(x, band.y + 3, band.right - 3 - x, band.h - 6), value, value_fill,
                             value_ink)

    def _value_pill(self, surf: gfx.Canvas, box: pygame.Rect, value: str, fill: theme.Color,
                    ink: theme.Color) -> None:
        """``value`` in the largest display figures that fit ``box``, on a dark-edged pill of ``fill``."""
        gfx.rect(surf, theme.INK_DARK, box, border_radius=box.h // 2)
        gfx.rect(surf, fill, box.inflate(-3, -3), border_radius=box.h // 2)
        for size in range(box.h, 9, -1):
            font = self._font("display", size)
            if font.size(value)[0] <= box.w - 6:
                break
        theme.blit_text(surf, font, value, (box.centerx, box.centery + 1), ink, "center")

    def _foot(self, surf: gfx.Canvas, text: str, ink: theme.Color, fill: theme.Color | None = None) -> None:
        foot = pygame.Rect(6, H - 20, W - 12, 15)
        if fill is not None:
            gfx.rect(surf, fill, foot, border_radius=5)
        for size in (11, 10, 9, 8):
            font = self._font("bold", size)
            if font.size(text)[0] <= foot.w - 2 or size == 8:
                theme.blit_text(surf, font, text, foot.center, ink, "center")
                break

    def _paint(self, surf: gfx.Canvas, card_id: int, spent: bool, void: bool = False) -> None:
        card = CARDS[card_id]
        kind = card.kind
        cat = CATEGORIES[card.category] if card.category >= 0 else None
        art = art_name(card)
        mid = (W // 2, BAND + 4 + (H - BAND - 28) // 2)
        if kind == Kind.MINUS:
            self._paint_minus(surf, card, art, void)
            return
        if card.white:
            rgb = cat.rgb if cat is not None else (150, 150, 150)
            paint_card_blank(surf, theme.CARD, _darker(rgb, 0.8), radius=8, border_width=3)
            if kind == Kind.LOWER:
                # the lower half of a Connect animal shows no category: a plain band, the picture's lower half on top
                gfx.rect(surf, _lighter(rgb, 0.75), (4, 4, W - 8, H - 8), border_radius=6)
                self._animal(surf, art, (W // 2, 0), 78, pygame.Rect(4, 4, W - 8, H // 2))
                gfx.line(surf, (150, 140, 120), (8, 3), (W - 8, 3), 1)
                theme.blit_text(surf, self._font("bold", 11), card.name, (W // 2, 54), theme.INK_DARK, "center")
                theme.blit_text(surf, self._font("text", 10), "lower half", (W // 2, 68), (90, 84, 70), "center")
                self._connect_badge(surf, (W // 2, 90), "80 joined")
                self._foot(surf, "CONNECT", theme.INK, (120, 112, 98))
                return
            gfx.rect(surf, _lighter(rgb, 0.7), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
            self._animal(surf, art, (mid[0], mid[1] + 2), 64)
            self._band(surf, rgb, cat.name if cat else "", cat.symbol if cat else None, ink_on(rgb), str(card.value),
                       theme.CARD, theme.INK_DARK)
            self._foot(surf, card.name, _darker(rgb, 0.55))
            return
        # ---- black deck
        paint_card_blank(surf, BLACK_BODY, (8, 8, 12), radius=8, border_width=2)
        if kind in (Kind.MATCH, Kind.UPPER, Kind.BONUS) and cat is not None:
            rgb = cat.rgb
            gfx.rect(surf, _darker(rgb, 0.9), surf.get_rect(), 3, border_radius=8)
            if kind == Kind.UPPER:
                cut = round(H * COVER_OFFSET)
                gfx.rect(surf, _darker(rgb, 0.45), (6, BAND + 6, W - 12, H - BAND - 12), border_radius=5)
                self._animal(surf, art, (W // 2, cut), 78, pygame.Rect(4, BAND + 5, W - 8, cut - BAND - 5))
                for x in range(8, W - 8, 8):
                    gfx.line(surf, (220, 220, 220), (x, cut), (x + 4, cut), 1)
                theme.blit_text(surf, self._font("bold", 10), "upper half", (W // 2, cut + 12), theme.INK, "center")
                theme.blit_text(surf, self._font("text", 9), "joins its lower half", (W // 2, cut + 24),
                                theme.INK_DIM, "center")
                self._connect_badge(surf, (W // 2, cut + 42), "80 joined")
                self._band(surf, rgb, cat.name, cat.symbol, ink_on(rgb), "80", theme.INK, theme.INK_DARK)
                self._foot(surf, card.name, _lighter(rgb, 0.4))
                return
            if kind == Kind.BONUS:
                gfx.rect(surf, _darker(rgb, 0.5), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
                symbol_badge(surf, cat.symbol, (W // 2 - 14, mid[1] - 10), 20, rgb)
                self._animal(surf, art, (W // 2 + 18, mid[1] + 16), 36)
                self._band(surf, rgb, cat.name, cat.symbol, ink_on(rgb), str(card.value), theme.INK,
                           theme.INK_DARK)
                self._foot(surf, "SIDE BONUS", theme.INK_DARK, theme.ACCENT)
                return
            gfx.rect(surf, _darker(rgb, 0.45), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
            self._animal(surf, art, (mid[0], mid[1] + 2), 64)
            self._band(surf, rgb, cat.name, cat.symbol, ink_on(rgb), str(card.value), theme.INK, theme.INK_DARK)
            self._foot(surf, card.name, _lighter(rgb, 0.45))
            return
        if kind == Kind.ANTI:
            gfx.rect(surf, ANTI_GREEN, surf.get_rect(), 3, border_radius=8)
            gfx.rect(surf, (24, 60, 36), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
            self._animal(surf, art, (mid[0], mid[1] + 2), 56)
            gfx.circle(surf, (230, 60, 60), (mid[0], mid[1] + 2), 30, 4)
            gfx.line(surf, (230, 60, 60), (mid[0] - 21, mid[1] + 23), (mid[0] + 21, mid[1] - 19), 4)
            self._band(surf, ANTI_GREEN, "ANTI-MINUS", None, (255, 255, 255), signed(card.value), theme.INK,
                       (20, 110, 50))
            self._foot(surf, f"ANTI-{card.name[5:]}", theme.INK, (36, 110, 60))
            return
        if kind == Kind.WILD:
            best = card.value > 0
            rgb = WILD_GOLD if best else WILD_PURPLE
            gfx.rect(surf, rgb, surf.get_rect(), 3, border_radius=8)
            body = pygame.Rect(6, BAND + 6, W - 12, H - BAND - 30)
            gfx.rect(surf, _darker(rgb, 0.4), body, border_radius=5)
            for i in range(-H, W, 10):
                gfx.line(surf, _darker(rgb, 0.55), (body.x + i, body.y), (body.x + i + body.h, body.bottom), 2)
            icon = self.app.assets.icon("joker", (52, 52))
            surf.blit(icon, icon.get_rect(center=(mid[0], mid[1] + 4)))
            if best:
                crown = self.app.assets.icon("crown", (26, 26))
                surf.blit(crown, crown.get_rect(center=(mid[0], body.y + 10)))
            self._band(surf, rgb, "WILD", None, theme.INK_DARK if best else (255, 255, 255), str(card.value),
                       theme.INK, theme.INK_DARK)
            self._foot(surf, card.name, theme.INK_DARK, rgb)
            return
        if kind == Kind.MOLE:
            gfx.rect(surf, MOLE_BROWN, surf.get_rect(), 3, border_radius=8)
            gfx.rect(surf, (70, 48, 30), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
            hole = self.app.assets.icon("hole", (60, 30))
            surf.blit(hole, hole.get_rect(center=(mid[0], mid[1] + 26)))
            self._animal(surf, art, (mid[0], mid[1] - 2), 54)
            self._band(surf, MOLE_BROWN, "MOLE", None, (255, 255, 255), None, theme.INK, theme.INK_DARK)
            self._foot(surf, "DIG", theme.INK, (96, 66, 40))
            return
        # a Specialty card
        rgb = (110, 110, 110) if spent else SPECIAL_TEAL
        gfx.rect(surf, rgb, surf.get_rect(), 3, border_radius=8)
        gfx.rect(surf, _darker(rgb, 0.4), (6, BAND + 6, W - 12, H - BAND - 30), border_radius=5)
        self._animal(surf, art, (mid[0], mid[1] - 12), 46)
        lines = SPECIAL_TEXT.get(card.name, ("", ""))
        for i, line in enumerate(lines):
            theme.blit_text(surf, self._font("text", 9), line, (W // 2, mid[1] + 18 + i * 11), theme.INK, "center")
        self._band(surf, rgb, card.name, None, (255, 255, 255), None, theme.INK, theme.INK_DARK)
        self._foot(surf, "SPENT" if spent else "SPECIALTY", theme.INK, _darker(rgb, 0.7))
        if spent:
            grey = surf.new(CARD)
            grey.fill((60, 60, 60, 110))
            surf.blit(grey, (0, 0))
            stamp = gfx.rotate(self.app.font("display", 20).render("SPENT", True, (236, 90, 80)), 28)
            surf.blit(stamp, stamp.get_rect(center=(W // 2, H // 2 + 4)))

    def _connect_badge(self, surf: gfx.Canvas, center: tuple[int, int], text: str) -> None:
        r = pygame.Rect(0, 0, 62, 16)
        r.center = center
        gfx.rect(surf, theme.ACCENT, r, border_radius=8)
        theme.blit_text(surf, self._font("bold", 10), text, r.center, theme.INK_DARK, "center")

    def _paint_minus(self, surf: gfx.Canvas, card: Card, art: str | None, void: bool = False) -> None:
        """A Minus card: red with hazard stripes, a skull and its negative value in big white figures; ``void``
        (its ANTI or a wild covers it) greys the value and strikes it through."""
        paint_card_blank(surf, MINUS_RED, (60, 0, 6), radius=8, border_width=3)
        band = pygame.Rect(4, 4, W - 8, BAND)
        stripes = surf.new(CARD)
        for i in range(-BAND, W, 12):
            gfx.polygon(stripes, (30, 20, 20), [(band.x + i, band.bottom), (band.x + i + 6, band.bottom),
                                                 (band.x + i + 6 + BAND, band.y), (band.x + i + BAND, band.y)])
        if surf.scale < COMPACT_BELOW:
            # drawn small: the figures take the whole band (the red body, the stripes and MINUS still say Minus)
            band.h = BAND_COMPACT
            gfx.rect(surf, (250, 206, 40), band, border_radius=7)
            surf.blit(stripes, (0, 0), area=band)
            pill = band.inflate(-8, -8)
            self._value_pill(surf, pill, signed(card.value), VOID_FILL if void else (255, 255, 255),
                             VOID_INK if void else MINUS_RED)
            if void:
                gfx.line(surf, theme.INK_DARK, (pill.x + 4, pill.bottom - 3), (pill.right - 4, pill.y + 3), 4)
            body = pygame.Rect(8, BAND_COMPACT + 4, W - 16, H - BAND_COMPACT - 38)
            gfx.ellipse(surf, (250, 226, 220), body.inflate(-6, -2))
            self._animal(surf, art, body.center, 40)
            theme.blit_text(surf, self._font("bold", 12), "MINUS", (W // 2, body.bottom + 4), (250, 206, 40), "center")
            self._foot(surf, card.name, (255, 255, 255))
            return
        gfx.rect(surf, (250, 206, 40), band, border_radius=6)
        surf.blit(stripes, (0, 0), area=band)
        skull = self.app.assets.icon("skull", (18, 18))
        gfx.circle(surf, (250, 206, 40), (band.x + 12, band.centery), 11)
        surf.blit(skull, skull.get_rect(center=(band.x + 12, band.centery)))
        c = (band.right - 14, band.centery + 1)
        gfx.circle(surf, theme.INK_DARK, c, 16)
        gfx.circle(surf, VOID_FILL if void else (255, 255, 255), c, 14.5)
        theme.blit_text(surf, self._font("display", 12), signed(card.value), c, VOID_INK if void else MINUS_RED,
                        "center")
        if void:
            gfx.line(surf, theme.INK_DARK, (c[0] - 12, c[1] + 8), (c[0] + 12, c[1] - 8), 3)
        body = pygame.Rect(8, BAND + 8, W - 16, H - BAND - 36)
        gfx.ellipse(surf, (250, 226, 220), body.inflate(-6, -4))
        self._animal(surf, art, body.center, 50)
        theme.blit_text(surf, self._font("bold", 10), "MINUS", (W // 2, body.bottom + 1), (250, 206, 40), "center")
        self._foot(surf, card.name, (255, 255, 255))

    def _paint_back(self, surf: gfx.Canvas, white: bool) -> None:
        """A card back: cream for the white deck, charcoal for the black deck; a ring of category colours."""
        body, edge, ink = (((236, 226, 204), (170, 150, 120), (120, 100, 70)) if white
                           else ((34, 36, 46), (10, 10, 14), (200, 190, 170)))
        paint_card_blank(surf, body, edge, radius=8, border_width=2)
        inner = surf.get_rect().inflate(-12, -12)
        gfx.rect(surf, ink, inner, 1, border_radius=6)
        cx, cy = W // 2, H // 2
        for i, cat in enumerate(CATEGORIES):
            a = -math.pi / 2 + i * 2 * math.pi / len(CATEGORIES)
            gfx.circle(surf, cat.rgb, (cx + 30 * math.cos(a), cy + 30 * math.sin(a)), 6)
        gfx.circle(surf, edge if white else (60, 62, 74), (cx, cy), 21)
        theme.blit_text(surf, self._font("display", 15), "ZOP", (cx, cy - 6), ink, "center")
        theme.blit_text(surf, self._font("display", 15), "ZOO", (cx, cy + 8), ink, "center")
