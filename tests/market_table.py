"""A table for Keeper's Market (tests only): the generic table kit with card zones and the decision panel.

It is deliberately small: everything it does comes from :mod:`zooarcade.ui.table` — per-seat hand fans
(the viewer's faces, the others' backs in their suit colours), rows, a deck and a discard pile; drags
from the hand onto the own row (Play), onto the left neighbour's hand (Offer) or onto the discard pile
(Block); Price / Back / Accept / Decline / Pass in the decision panel.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

import pygame

from tests import market
from zooarcade.core.protocol import Action, GameState
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import CardSprite, paint_card_blank
from zooarcade.ui.table.base import TableScene
from zooarcade.ui.table.panel import PanelChoice
from zooarcade.ui.table.zones import CardLayer, CardRow, HandFan, Pile

CARD = (48, 66)
SUIT_COLORS = {"red": (200, 70, 60), "green": (70, 160, 90), "blue": (70, 110, 200)}


class MarketTable(TableScene):
    """The Keeper's Market table."""

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.layer = self.use_cards(CardLayer(self._face))
        band = (640 - 60) // self.n
        for s in range(self.n):
            y = 60 + s * band
            self.layer.add_zone(HandFan(f"hand:{s}", pygame.Rect(20, y + 20, 480, CARD[1] + 10), CARD))
            self.layer.add_zone(CardRow(f"row:{s}", pygame.Rect(520, y + 20, 300, CARD[1] + 10), CARD, columns=5))
        self.layer.add_zone(Pile("deck", pygame.Rect(840, 600, *CARD), CARD, face_up=False))
        self.layer.add_zone(Pile("discard", pygame.Rect(880, 600, *CARD), CARD))
        self.start()

    # ------------------------------------------------------------------ faces
    def _face(self, key: Hashable, face: Mapping[str, Any] | None, back: Any) -> gfx.Picture:
        color = SUIT_COLORS.get(str(back), (120, 120, 120))

        def paint(canvas: gfx.Canvas) -> None:
            if face is None:
                paint_card_blank(canvas, color, theme.INK_DARK)
                return
            paint_card_blank(canvas, theme.CARD, color, border_width=4)
            theme.blit_text(canvas, self.app.font("display", 24), str(face.get("value", "?")),
                            canvas.get_rect().center, theme.INK_DARK, "center")

        return gfx.Drawing(CARD, paint)

    # ------------------------------------------------------------------ hooks
    def rebuild(self, view: GameState) -> None:
        assert isinstance(view, market.MarketState)
        self.layer.clear()
        for s in range(self.n):
            for card, back in zip(view.hands[s], view.backs[s], strict=True):
                face = {"value": market.value(card)} if card is not None else None
                self.layer.put(f"hand:{s}", str(card) if card is not None else None, face, market.SUITS[back])
            for card in view.rows[s]:
                self.layer.put(f"row:{s}", str(card), {"value": market.value(card)}, market.SUITS[market.suit(card)])
        for card in view.discard:
            self.layer.put("discard", str(card), {"value": market.value(card)}, market.SUITS[market.suit(card)])
        for _ in view.deck:
            self.layer.put("deck", None, None, None)
        self.layer.settle()

    def source_key(self, action: Action) -> Hashable | None:
        if isinstance(action, market.Play | market.Offer | market.Block):
            return str(action.card)
        return None

    def target_key(self, action: Action) -> Hashable | None:
        seat = self.session.current
        if isinstance(action, market.Play):
            return f"row:{seat}"
        if isinstance(action, market.Offer):
            return f"hand:{(seat + 1) % self.n}"
        if isinstance(action, market.Block):
            return "discard"
        return None

    def target_rects(self) -> Mapping[Hashable, pygame.Rect]:
        seat = self.session.current
        if seat < 0:  # the game is over
            return {}
        return {f"row:{seat}": self.layer.zones[f"row:{seat}"].rect,
                f"hand:{(seat + 1) % self.n}": self.layer.zones[f"hand:{(seat + 1) % self.n}"].rect,
                "discard": self.layer.zones["discard"].rect}

    def pickable(self) -> Iterable[CardSprite]:
        zone = self.layer.zones.get(f"hand:{self.session.current}")
        return [self.layer.sprites[k] for k in zone.keys] if zone is not None else []

    def mark_rects(self, action: Action) -> tuple[pygame.Rect, pygame.Rect] | None:
        key, target = self.source_key(action), self.target_key(action)
        if key is None or target is None or key not in self.layer.sprites:
            return None
        return self.layer.sprites[key].rect, self.target_rects()[target]

    def panel_choices(self, actions: Sequence[Action]) -> list[PanelChoice]:
        prices = [a for a in actions if isinstance(a, market.Price)]
        out = []
        if prices:
            out.append(PanelChoice("Send the offer", tuple((f"{a.tokens} tokens", a) for a in prices), "primary"))
        labels = {market.Back: "Back", market.Accept: "Accept", market.Decline: "Decline", market.Pass: "Pass",
                  market.Draw: "Draw"}
        out += [PanelChoice(labels.get(type(a), a.KIND), ((a.KIND, a),)) for a in actions
                if not isinstance(a, market.Price)]
        return out

    def draw_table(self, surface: gfx.Canvas) -> None:
        surface.fill(theme.FELT)
        for s in range(self.n):
            hand = self.layer.zones[f"hand:{s}"]
            header = pygame.Rect(14, hand.rect.y - 18, 820, 26)
            self.draw_seat_header(surface, s, header, self.session.state.scores()[s])
