"""Game select: one card per game in :data:`zooarcade.games.registry.GAMES`.

A card shows the game's cover animal, title, tagline and player count.  Games
that are not built yet are greyed out with a "Coming soon" ribbon; choosing one
plays the "invalid" sound and shows a short message instead of starting it.
Under every built game's card a "Rules" button opens the rules reader
(:class:`~zooarcade.scenes.rules.RulesScene`) of that game, and beside it a game with a guided
first game has "Learn to play" (:func:`zooarcade.scenes.learn.start_guide`).

Keys: Left / Right move along a row (the cards, or the buttons under them), Down
goes from a card to its Rules button and Up back, Tab walks through everything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.games.registry import GAMES, GameInfo
from zooarcade.guide import has_guide
from zooarcade.scenes.common import H, MenuScene, TextCache, W, make_backdrop, make_panel, render_outlined
from zooarcade.ui import gfx, theme
from zooarcade.ui.assets import display_title
from zooarcade.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

CARD_W, CARD_H, CARD_GAP, CARD_TOP = 270, 450, 28, 150
ART_H = 220
SHADOW = 10
#: colour of each game's box-art band (unknown ids use the fallback).
GAME_COLORS: Mapping[str, theme.Color] = MappingProxyType({
    "apocalypse": (86, 52, 112),
    "zoo_vadis": (44, 92, 150),
    "zop_zoo": (206, 110, 44),
    "zoo_fighters": (178, 48, 52),
})
FALLBACK_COLOR: theme.Color = (60, 110, 90)
#: seconds a "coming soon" message stays up.
MESSAGE_TIME = 2.2
#: the Rules button under a card: size and gap below the card (logical pixels).
RULES_W, RULES_H, RULES_GAP = 160, 42, 16
#: beside it, a game with a guided first game has "Learn to play" (width; the Rules button narrows to RULES_SHORT).
LEARN_W, RULES_SHORT, BUTTON_GAP = 150, 110, 10


def players_text(info: GameInfo) -> str:
    """``"2–4 players"`` (or ``"2 players"`` when min == max)."""
    if info.min_players == info.max_players:
        return f"{info.min_players} players"
    return f"{info.min_players}\u2013{info.max_players} players"


class GameCard(Widget):
    """A clickable game card (``CARD_W``×``CARD_H`` logical pixels).

    ``on_choose(info)`` runs on click or Enter/Space while focused, for built
    and unbuilt games alike (the scene decides what to do).  The card art is a
    :class:`~zooarcade.ui.gfx.Drawing` made at construction, painted once per scale it is drawn at.
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], info: GameInfo, app: Services,
                 on_choose: Callable[[GameInfo], None]) -> None:
        super().__init__(rect)
        self.info = info
        self.on_choose = on_choose
        self._pressed = False
        self.lift = 0.0
        self.shake = 0.0
        self.app = app
        #: the card face in colour (an unbuilt game's :attr:`image` is it in grey, veiled, with a ribbon).
        self.face = gfx.Drawing(self.rect.size, self._paint_face)
        self.image: gfx.Picture = (self.face if info.built
                                   else gfx.Drawing(self.rect.size, self._paint_unbuilt))
        #: drop shadow rendered once (its body hides under the card), blitted SHADOW px up-left of the card
        self.shadow = make_panel((self.rect.w - 4, self.rect.h - 4), (0, 0, 0), radius=18, shadow=SHADOW,
                                 border=None)

    def _paint_face(self, surf: gfx.Canvas) -> None:
        """Paint the card: art band with the cover animal, title, tagline and the player-count pill."""
        app, info = self.app, self.info
        w, h = self.rect.size
        body = pygame.Rect(0, 0, w, h)
        gfx.rect(surf, theme.CARD, body, border_radius=18)
        band = GAME_COLORS.get(info.id, FALLBACK_COLOR)
        art = pygame.Rect(0, 0, w, ART_H)
        gfx.rect(surf, band, art, border_top_left_radius=18, border_top_right_radius=18)
        # rays in the art band
        glow = surf.new(art.size)
        for r in range(150, 10, -14):
            gfx.circle(glow, (255, 255, 255, 9), (w // 2, ART_H // 2 + 10), r)
        surf.blit(glow, art)
        animal = app.assets.animal(info.cover, (182, 182))
        surf.blit(animal, animal.get_rect(center=(w // 2, ART_H // 2 + 6)))
        title = display_title(info.title)  # the same face for every game (no "ZOP ZOO" in the bold text face)
        title_font = app.assets.font_for("display", 27, title)
        y = ART_H + 14
        for line in theme.wrap_text(title_font, title, w - 36)[:3]:
            r = theme.blit_text(surf, title_font, line, (w // 2, y), theme.INK_DARK, anchor="midtop")
            y = r.bottom - 2
        text_font = app.font("text", 16)
        y += 10
        for line in theme.wrap_text(text_font, info.tagline, w - 40)[:4]:
            r = theme.blit_text(surf, text_font, line, (w // 2, y), (84, 76, 66), anchor="midtop")
            y = r.bottom + 1
        # player-count pill at the bottom
        pill = pygame.Rect(0, 0, 150, 32)
        pill.midbottom = (w // 2, h - 16)
        gfx.rect(surf, (232, 222, 198), pill, border_radius=16)
        icon = app.assets.icon("person", (20, 20))
        surf.blit(icon, (pill.x + 14, pill.centery - 10))
        theme.blit_text(surf, app.font("bold", 16), players_text(info), (pill.x + 42, pill.centery),
                        theme.INK_DARK, anchor="midleft")
        gfx.rect(surf, theme.CARD_EDGE, body, 3, border_radius=18)

    def _paint_unbuilt(self, surf: gfx.Canvas) -> None:
        """Paint a game that is not built yet: the face in grey under a dark veil, with a "Coming soon" ribbon."""
        w, h = self.rect.size
        body = pygame.Rect(0, 0, w, h)
        surf.blit(gfx.grayscale(self.face), (0, 0))
        veil = surf.new((w, h))
        gfx.rect(veil, (20, 24, 28, 110), body, border_radius=18)
        surf.blit(veil, (0, 0))
        ribbon = pygame.Rect(0, 0, w - 30, 42)
        ribbon.center = (w // 2, ART_H - 34)
        gfx.rect(surf, theme.ACCENT, ribbon, border_radius=10)
        gfx.rect(surf, theme.ACCENT_DARK, ribbon, 3, border_radius=10)
        theme.blit_text(surf, self.app.font("display", 26), "Coming soon", ribbon.center, theme.INK_DARK,
                        anchor="center")

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.on_choose(self.info)
                return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                                          pygame.K_KP_ENTER):
            self.on_choose(self.info)
            return True
        return False

    def animating(self) -> bool:
        """True while the card lifts, settles or shakes."""
        target = 10.0 if (self.hover or self.focused) and self.info.built else 0.0
        return self.shake > 0 or abs(target - self.lift) > 0.05

    def update(self, dt: float) -> None:
        """Ease the hover lift toward its target and decay the refusal shake (``dt`` seconds)."""
        target = 10.0 if (self.hover or self.focused) and self.info.built else 0.0
        self.lift += (target - self.lift) * min(1.0, dt * 14)
        self.shake = max(0.0, self.shake - dt)

    def draw(self, surface: gfx.Canvas, fonts: Callable[[str, int], pygame.font.Font]) -> None:
        import math

        dx = int(math.sin(self.shake * 60) * 10 * self.shake / 0.4) if self.shake else 0
        rect = self.rect.move(dx, -int(self.lift))
        drop = int(self.lift / 2)
        surface.blit(self.shadow, (rect.x + 2 - SHADOW + drop // 2, rect.y + 2 - SHADOW + drop))
        surface.blit(self.image, rect)
        if self.focused or (self.hover and self.info.built):
            color = theme.ACCENT if self.info.built else theme.INK_DIM
            gfx.rect(surface, color, rect.inflate(10, 10), 4, border_radius=22)


class GameSelectScene(MenuScene):
    """Pick one of the arcade's games; built ones open the seat setup."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.text = TextCache(self.fonts)
        self.backdrop = make_backdrop(app)
        self.heading = render_outlined(self.fonts("display", 58), "Choose a game", theme.INK, width=3, shadow=5)
        n = len(GAMES)
        x0 = (W - (n * CARD_W + (n - 1) * CARD_GAP)) // 2
        self.cards = [
            GameCard((x0 + i * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H), info, app, self.choose)
            for i, info in enumerate(GAMES)
        ]
        self.widgets.extend(self.cards)
        #: game id -> its Rules button (built games only).
        self.rules_buttons: dict[str, Button] = {}
        #: game id -> its "Learn to play" button (built games with a guided first game).
        self.learn_buttons: dict[str, Button] = {}
        for card in self.cards:
            if not card.info.built:
                continue
            gid, y = card.info.id, card.rect.bottom + RULES_GAP
            if has_guide(gid):
                self.rules_buttons[gid] = self.button((card.rect.x, y, RULES_SHORT, RULES_H), "Rules",
                                                      lambda gid=gid: self.rules(gid), font_size=21)
                self.learn_buttons[gid] = self.button((card.rect.right - LEARN_W, y, LEARN_W, RULES_H),
                                                      "Learn to play", lambda gid=gid: self.learn(gid), font_size=19)
            else:
                rect = (card.rect.centerx - RULES_W // 2, y, RULES_W, RULES_H)
                self.rules_buttons[gid] = self.button(rect, "Rules", lambda gid=gid: self.rules(gid), font_size=22)
        self.back_button = self.button((32, 30, 140, 52), "Back", self.back, font_size=26)
        self.focus_order = [*self.cards, *self.button_row(), self.back_button]
        self.message = ""
        self.message_age = 0.0

    def enter(self) -> None:
        super().enter()
        self.set_focus(self.cards[0])

    def nav_keys(self) -> dict[int, int]:
        return {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_DOWN: 1, pygame.K_UP: -1}

    def button_row(self) -> list[Button]:
        """The buttons under the cards, left to right (each game's Rules, then its Learn to play)."""
        row: list[Button] = []
        for gid, button in self.rules_buttons.items():
            row.append(button)
            if gid in self.learn_buttons:
                row.append(self.learn_buttons[gid])
        return row

    def game_of(self, button: Widget) -> str | None:
        """The game id of a button under a card (None for another widget)."""
        for group in (self.rules_buttons, self.learn_buttons):
            for gid, b in group.items():
                if b is button:
                    return gid
        return None

    def learn(self, game_id: str) -> None:
        """Open ``game_id``'s guided first game (leaving it returns here)."""
        from zooarcade.scenes.learn import start_guide

        self.click()
        start_guide(self.app, game_id)

    def rules(self, game_id: str) -> None:
        """Open the rules reader of ``game_id`` (its Back returns here)."""
        from zooarcade.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, game_id))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Arrow keys move within the cards or the Rules buttons, and between a card and its button."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            focused = self.focused()
            buttons: list[Widget] = list(self.button_row())
            if focused in buttons:
                row: list[Widget] = list(buttons)
            elif focused is None or focused in self.cards:
                row = list(self.cards)
            else:
                return super().handle_event(event)
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                if isinstance(focused, GameCard) and event.key == pygame.K_DOWN:
                    button = self.rules_buttons.get(focused.info.id)
                    if button is not None:
                        self.set_focus(button)
                        return True
                if focused in buttons and event.key == pygame.K_UP:
                    game_id = self.game_of(focused)
                    self.set_focus(next(c for c in self.cards if c.info.id == game_id))
                    return True
                return True
            step = 1 if event.key == pygame.K_RIGHT else -1
            index = row.index(focused) if focused in row else (-1 if step > 0 else 0)
            self.set_focus(row[(index + step) % len(row)])
            return True
        return super().handle_event(event)

    def choose(self, info: GameInfo) -> None:
        """Open the seat setup for ``info``; an unbuilt game is refused with a sound and a message."""
        if not info.built:
            self.app.sfx("invalid")
            self.message = f"{info.title} is coming soon \u2014 try Apocalypse for now!"
            self.message_age = 0.0
            for card in self.cards:
                if card.info is info:
                    card.shake = 0.4
            return
        from zooarcade.scenes.setup import SeatSetupScene

        self.click()
        self.app.scenes.push(SeatSetupScene(self.app, info))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_age += dt
        for card in self.cards:
            card.update(dt)

    def draw_background(self, surface: gfx.Canvas) -> None:
        surface.blit(self.backdrop, (0, 0))
        surface.blit(self.heading, self.heading.get_rect(center=(W // 2, 72)))

    def animating(self) -> bool:
        """The fade-in, a card moving (see :meth:`GameCard.animating`) or the refusal message showing."""
        return super().animating() or bool(self.message) and self.message_age < MESSAGE_TIME

    def draw_foreground(self, surface: gfx.Canvas) -> None:
        hint = "Click a game, or use the arrow keys and Enter (Down: its rules)"
        self.text.blit(surface, "text", 18, hint, (W // 2, H - 40), theme.INK_DIM, anchor="center")
        if self.message and self.message_age < MESSAGE_TIME:
            img = self.text.get("bold", 20, self.message, theme.INK_DARK)
            box = img.get_rect(center=(W // 2, H - 40)).inflate(40, 18)
            theme.shadowed_rect(surface, box, theme.ACCENT, radius=12, shadow=5, border=theme.ACCENT_DARK)
            surface.blit(img, img.get_rect(center=box.center))
