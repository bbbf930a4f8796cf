"""Zoo Fighters II: the card faces — deck cards (front and back), Fighters, Legendary Weapons, Chi symbols.

Every Chi colour is shown by its colour *and* its symbol (a flame, a drop, a gust, a rock, yin-yang,
a whirl), never by colour alone.  Fighters show their animal from the project's art set; Opponents show
an animal or a figure, Actions an icon of what they do.  Faces are :class:`~zooarcade.ui.gfx.Drawing`
pictures painted at the size they are drawn and cached, so they stay sharp at every window size.

Sizes in logical pixels of the 1280×720 canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import pygame

from zooarcade.games.zoo_fighters.data import (
    ANY,
    CHAOS,
    COLOUR_NAMES,
    EARTH,
    FIGHTERS,
    FIRE,
    ORDER,
    WATER,
    WEAPONS,
    WIND,
    CardDef,
    Effect,
    Kind,
    all_card_defs,
)
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import paint_card_blank

#: a deck card's face at scale 1 (the viewer's hand).
CARD = (84, 118)
#: a Fighter card at scale 1.
FIGHTER_CARD = (96, 134)


@dataclass(frozen=True)
class ElementLook:
    """How one Chi colour looks: ``color`` (fill), ``dark`` (edge and text), ``icon`` (its symbol) and ``mark``
    (a one-letter fallback drawn when the icon is missing)."""

    color: theme.Color
    dark: theme.Color
    icon: str
    mark: str


#: colour → look (index :data:`ANY` is the empty "·" slot).
ELEMENTS: Mapping[int, ElementLook] = MappingProxyType({
    FIRE: ElementLook((222, 86, 52), (120, 34, 18), "fire", "F"),
    WATER: ElementLook((54, 124, 214), (18, 50, 110), "droplet", "W"),
    WIND: ElementLook((84, 184, 150), (22, 88, 66), "wind", "A"),
    EARTH: ElementLook((160, 114, 64), (74, 48, 22), "rock", "E"),
    ORDER: ElementLook((232, 196, 84), (118, 90, 16), "crown", "O"),
    CHAOS: ElementLook((156, 92, 204), (66, 30, 100), "cyclone", "C"),
    ANY: ElementLook((208, 204, 192), (110, 104, 96), "", "\u00b7"),
})
#: the draw deck's backs (their colours are nobody's to see until drawn).
DECK_LOOK = ElementLook((62, 58, 84), (26, 22, 40), "gloves", "?")

#: fighter key → the animal picture on its Fighter card, Guide Card and seat panel.
FIGHTER_ANIMALS: Mapping[str, str] = MappingProxyType({
    "blaze": "tiger", "shellby": "sea_turtle", "kaze": "crane", "tusk": "rhino", "bao": "panda",
    "jinx": "golden_monkey",
})
#: Opponent key → ("animal" | "icon", picture name).
OPPONENT_ART: Mapping[str, tuple[str, str]] = MappingProxyType({
    "rogue_lion": ("animal", "lion"), "hungry_shark": ("animal", "shark"), "storm_hawk": ("animal", "eagle"),
    "raging_bull": ("animal", "ox"), "iron_warden": ("animal", "bear"), "bandit_baboon": ("animal", "monkey"),
    "zookeeper": ("icon", "farmer"), "net_trap": ("icon", "spider_web"), "poacher": ("icon", "police_officer"),
    "rival_student": ("icon", "gloves"), "ringmaster": ("icon", "circus_tent"), "shadow_hunter": ("icon", "ninja"),
})
#: an Action's effect → its icon.
ACTION_ICONS: Mapping[str, str] = MappingProxyType({
    Effect.CANCEL_EVENT: "cross", Effect.EVENT_COST_UP: "hourglass", Effect.CANCEL_EXHAUST: "shield",
    Effect.DRAW: "sparkles", Effect.REVERSE: "repeat", Effect.SMOKE_BOMB: "bomb",
    Effect.TARGET_DISCARDS_RANDOM: "herb", Effect.PREVENT_REPRISAL: "shield", Effect.CANCEL_ACTION: "crossed_swords",
    Effect.REFRESH_ONE: "repeat", Effect.TAKE_RANDOM: "pouch",
})
#: a deck card's kind → the label printed on it.
KIND_LABEL: Mapping[str, str] = MappingProxyType({
    Kind.CHI: "CHI", Kind.DOUBLE_CHI: "DOUBLE CHI", Kind.MOVE: "SPECIAL MOVE", Kind.OPPONENT: "OPPONENT",
    Kind.ACTION: "ACTION",
})
#: every deck card design by key (faces are painted from the key the events carry).
DEFS_BY_KEY: Mapping[str, CardDef] = MappingProxyType({d.key: d for d in all_card_defs()})


def element(colour: int) -> ElementLook:
    """The look of a colour (0–5) or of the empty slot :data:`ANY`; grey for anything else."""
    return ELEMENTS.get(colour, ELEMENTS[ANY])


def light(color: theme.Color, amount: int = 40) -> theme.Color:
    """``color`` lightened by ``amount`` per channel."""
    return tuple(min(255, c + amount) for c in color[:3])


class Faces:
    """Paints and caches the faces of the Zoo Fighters II table.

    Args:
        app: the arcade's services (``assets``, ``font``).
    """

    def __init__(self, app: Any) -> None:
        self.app = app
        self.cache: dict[tuple[Any, ...], gfx.Picture] = {}

    def _get(self, key: tuple[Any, ...], make: Callable[[], gfx.Picture]) -> gfx.Picture:
        pic = self.cache.get(key)
        if pic is None:
            pic = self.cache[key] = make()
        return pic

    # ------------------------------------------------------------------ symbols
    def draw_symbol(self, surf: gfx.Canvas, colour: int, center: tuple[float, float], radius: int) -> None:
        """A Chi token: a disc in the colour with the colour's symbol on it ("·" for an empty slot)."""
        look = element(colour)
        cx, cy = round(center[0]), round(center[1])
        gfx.circle(surf, look.dark, (cx, cy), radius + 1)
        gfx.circle(surf, look.color, (cx, cy), radius)
        if look.icon:
            size = max(6, round(radius * 1.45))
            icon = self.app.assets.icon(look.icon, (size, size))
            surf.blit(icon, icon.get_rect(center=(cx, cy)))
        else:
            gfx.circle(surf, look.dark, (cx, cy), max(2, radius // 3))

    def draw_cost(self, surf: gfx.Canvas, cost: tuple[int, ...], center: tuple[float, float], radius: int,
                  paid: int = 0) -> pygame.Rect:
        """A row of Chi tokens centred on ``center``; the first ``paid`` are ticked off. Returns the row's rect."""
        step = radius * 2 + 3
        n = len(cost)
        x0 = center[0] - (n - 1) * step / 2
        for i, colour in enumerate(cost):
            c = (x0 + i * step, center[1])
            self.draw_symbol(surf, colour, c, radius)
            if i < paid:
                gfx.circle(surf, theme.GOOD, (round(c[0]), round(c[1])), radius + 2, 2)
                tick = [(c[0] - radius * 0.5, c[1]), (c[0] - radius * 0.1, c[1] + radius * 0.45),
                        (c[0] + radius * 0.6, c[1] - radius * 0.5)]
                gfx.lines(surf, theme.INK_DARK, False, tick, 5)
                gfx.lines(surf, theme.GOOD, False, tick, 3)
        w = n * step
        return pygame.Rect(round(center[0] - w / 2), round(center[1] - radius), round(w), radius * 2)

    # ------------------------------------------------------------------ deck cards
    def card(self, key: str | None, back: int | None) -> gfx.Picture:
        """The face of the deck card design ``key`` (its back of colour ``back`` when ``key`` is None), :data:`CARD`."""
        if key is None or key not in DEFS_BY_KEY:
            return self.back(back)
        return self._get(("card", key), lambda: gfx.Drawing(CARD, lambda c: self._paint_card(c, DEFS_BY_KEY[key])))

    def back(self, colour: int | None) -> gfx.Picture:
        """A card back: its colour and, large, its symbol (backs are public: every hand's colour mix shows)."""
        return self._get(("back", colour), lambda: gfx.Drawing(CARD, lambda c: self._paint_back(c, colour)))

    def _paint_back(self, surf: gfx.Canvas, colour: int | None) -> None:
        look = element(colour) if colour is not None else DECK_LOOK
        w, h = surf.get_size()
        paint_card_blank(surf, look.color, look.dark, radius=8, border_width=3)
        inner = surf.get_rect().inflate(-12, -12)
        gfx.rect(surf, light(look.color, 36), inner, 2, border_radius=6)
        for i in range(0, w + h, 14):  # a woven pattern
            gfx.line(surf, light(look.color, 14), (inner.x + i, inner.y), (inner.x + i - inner.h, inner.bottom), 2)
        gfx.circle(surf, look.dark, inner.center, 26)
        gfx.circle(surf, light(look.color, 50), inner.center, 24)
        icon = self.app.assets.icon(look.icon or "question", (34, 34))
        surf.blit(icon, icon.get_rect(center=inner.center))
        gfx.rect(surf, look.dark, surf.get_rect(), 3, border_radius=8)

    def _art(self, d: CardDef, size: tuple[int, int]) -> gfx.Picture:
        """The picture in the middle of a deck card."""
        assets = self.app.assets
        if d.kind is Kind.OPPONENT:
            kind, name = OPPONENT_ART.get(d.key, ("icon", "skull"))
            return assets.animal(name, size) if kind == "animal" else assets.icon(name, size)
        if d.kind is Kind.ACTION:
            effect = d.ability.exhaust
            return assets.icon(ACTION_ICONS.get(str(effect), "lightning"), size)
        if d.kind is Kind.MOVE and d.fighter is not None:
            return assets.animal(FIGHTER_ANIMALS.get(d.fighter, "tiger"), size)
        return assets.icon(element(d.colour).icon or "star", size)

    def _paint_name(self, surf: gfx.Canvas, name: str, top: int, bottom: int) -> None:
        """A card's name in at most two lines between ``top`` and ``bottom``, in the largest size that fits.

        Play test 8: a two-line name ("Flame Pounce") ran into the cost row under it.
        """
        w = surf.get_width()
        for size in (11, 10, 9, 8):
            font = self.app.font("bold", size)
            lines = theme.wrap_text(font, name, w - 10)[:2]
            step = font.get_linesize() - 1
            if top + step * (len(lines) - 1) + font.get_height() <= bottom:
                break
        y = top
        for line in lines:
            theme.blit_text(surf, font, line, (w // 2, y), theme.INK_DARK, anchor="midtop")
            y += step

    def _paint_card(self, surf: gfx.Canvas, d: CardDef) -> None:
        look = element(d.colour)
        w, h = surf.get_size()
        paint_card_blank(surf, theme.CARD, look.dark, radius=8, border_width=3)
        band = pygame.Rect(3, 3, w - 6, 24)
        gfx.rect(surf, look.color, band, border_top_left_radius=6, border_top_right_radius=6)
        self.draw_symbol(surf, d.colour, (16, 15), 10)
        label = KIND_LABEL.get(d.kind, "")
        room = w - 34
        size = 9
        while size > 7 and self.app.font("bold", size).size(label)[0] > room:
            size -= 1
        if self.app.font("bold", size).size(label)[0] > room:
            label = label.split(" ")[-1]
        theme.blit_text(surf, self.app.font("bold", size), label, (29 + room // 2, 15),
                        theme.INK if d.colour not in (ORDER,) else theme.INK_DARK, anchor="center")
        art = pygame.Rect(8, 30, w - 16, 44)
        gfx.rect(surf, light(look.color, 70), art, border_radius=6)
        if d.kind in (Kind.CHI, Kind.DOUBLE_CHI):
            if d.kind is Kind.DOUBLE_CHI:
                self.draw_symbol(surf, d.colour, (art.centerx - 14, art.centery), 15)
                self.draw_symbol(surf, d.colour, (art.centerx + 14, art.centery), 15)
            else:
                self.draw_symbol(surf, d.colour, art.center, 20)
        else:
            pic = self._art(d, (40, 40))
            surf.blit(pic, pic.get_rect(center=art.center))
        gfx.rect(surf, look.dark, art, 1, border_radius=6)
        if d.points:  # over the art's corner (painted under it, the art box hid the badge: play test 8)
            gfx.circle(surf, theme.INK_DARK, (w - 14, 40), 12)
            gfx.circle(surf, theme.ACCENT, (w - 14, 40), 10)
            theme.blit_text(surf, self.app.font("display", 16), str(d.points), (w - 14, 41), theme.INK_DARK,
                            anchor="center")
        costed = d.kind in (Kind.MOVE, Kind.OPPONENT) and bool(d.cost)
        self._paint_name(surf, d.name, art.bottom + 3, h - 16 if costed else h - 4)
        if costed:
            self.draw_cost(surf, d.cost, (w / 2, h - 10), 5)
        if d.reprisal is not None:  # the Reprisal mark: a warning corner
            pts = [(w - 3, h - 26), (w - 3, h - 3), (w - 26, h - 3)]
            gfx.polygon(surf, theme.DANGER, pts)
            icon = self.app.assets.icon("warning", (12, 12))
            surf.blit(icon, icon.get_rect(center=(w - 10, h - 10)))

    # ------------------------------------------------------------------ fighters and weapons
    def fighter(self, fighter: int, ex: bool, size: tuple[int, int] = FIGHTER_CARD) -> gfx.Picture:
        """A Fighter card: its animal, name and form (Initial or EX), colour and Willpower."""
        return self._get(("fighter", fighter, ex, size),
                         lambda: gfx.Drawing(size, lambda c: self._paint_fighter(c, fighter, ex)))

    def _paint_fighter(self, surf: gfx.Canvas, fighter: int, ex: bool) -> None:
        f = FIGHTERS[fighter]
        look = element(f.colour)
        w, h = surf.get_size()
        top = light(look.color, 60) if not ex else (255, 226, 120)
        paint_card_blank(surf, look.dark, look.dark, radius=9, border_width=0)
        grad = theme.vertical_gradient((w - 6, h - 6), top, look.color)
        surf.blit(grad, (3, 3))
        k = w / FIGHTER_CARD[0]
        animal = self.app.assets.animal(FIGHTER_ANIMALS[f.key], (round(70 * k), round(70 * k)))
        surf.blit(animal, animal.get_rect(center=(w // 2, round(h * 0.42))))
        self.draw_symbol(surf, f.colour, (round(14 * k), round(14 * k)), max(6, round(10 * k)))
        gfx.circle(surf, theme.INK_DARK, (w - round(14 * k), round(14 * k)), max(6, round(11 * k)))
        theme.blit_text(surf, self.app.font("display", max(9, round(15 * k))), str(f.willpower),
                        (w - round(14 * k), round(15 * k)), theme.INK, anchor="center")
        strip = pygame.Rect(3, h - round(34 * k), w - 6, round(31 * k))
        gfx.rect(surf, (20, 22, 26, 210), strip, border_bottom_left_radius=7, border_bottom_right_radius=7)
        theme.blit_text(surf, self.app.font("display", max(9, round(16 * k))), f.name,
                        (w // 2, strip.y + round(2 * k)), theme.INK, anchor="midtop")
        form = "EX FORM" if ex else "INITIAL"
        theme.blit_text(surf, self.app.font("bold", max(8, round(10 * k))), form, (w // 2, strip.bottom - round(2 * k)),
                        theme.ACCENT if ex else theme.INK_DIM, anchor="midbottom")
        gfx.rect(surf, (255, 220, 110) if ex else look.dark, surf.get_rect(), 3 if ex else 2, border_radius=9)

    def weapon(self, fighter: int, drawn: bool, size: tuple[int, int]) -> gfx.Picture:
        """A Legendary Weapon: sheathed (name, colour and cost) or drawn (name, points)."""
        return self._get(("weapon", fighter, drawn, size),
                         lambda: gfx.Drawing(size, lambda c: self._paint_weapon(c, fighter, drawn)))

    def _paint_weapon(self, surf: gfx.Canvas, fighter: int, drawn: bool) -> None:
        wpn = WEAPONS[fighter]
        look = element(wpn.colour)
        w, h = surf.get_size()
        k = min(w / 60, h / 84)
        base = (52, 46, 40) if not drawn else light(look.color, 20)
        paint_card_blank(surf, base, look.color if not drawn else (255, 220, 110), radius=7, border_width=3)
        icon = self.app.assets.icon("crossed_swords", (round(28 * k), round(28 * k)))
        at = icon.get_rect(center=(w // 2, round(h * 0.36)))
        surf.blit(icon, at)
        if not drawn:  # still in its sheath: a band across the blades
            sheath = pygame.Rect(4, at.centery - round(5 * k), w - 8, round(10 * k))
            gfx.rect(surf, look.dark, sheath, border_radius=3)
            gfx.rect(surf, look.color, sheath, 1, border_radius=3)
        self.draw_symbol(surf, wpn.colour, (round(11 * k), round(11 * k)), max(5, round(8 * k)))
        lines = theme.wrap_text(self.app.font("bold", max(8, round(10 * k))), wpn.name, w - 6)[:2]
        y = round(h * 0.58)
        for line in lines:
            theme.blit_text(surf, self.app.font("bold", max(8, round(10 * k))), line, (w // 2, y), theme.INK,
                            anchor="midtop")
            y += round(11 * k)
        if drawn:
            gfx.circle(surf, theme.INK_DARK, (w - round(11 * k), round(11 * k)), max(5, round(9 * k)))
            theme.blit_text(surf, self.app.font("display", max(8, round(13 * k))), str(wpn.points),
                            (w - round(11 * k), round(12 * k)), theme.ACCENT, anchor="center")
        else:
            self.draw_cost(surf, wpn.cost, (w / 2, h - round(9 * k)), max(3, round(4 * k)))

    def colour_name(self, colour: int) -> str:
        """A colour's name ("Fire"; "any" for the empty slot)."""
        return COLOUR_NAMES[colour] if 0 <= colour <= CHAOS else "any"


__all__ = ["ACTION_ICONS", "CARD", "DEFS_BY_KEY", "ELEMENTS", "FIGHTER_ANIMALS", "FIGHTER_CARD", "Faces",
           "KIND_LABEL", "OPPONENT_ART", "element"]
