"""Hover preview on the Apocalypse table: the pointed card lifts, then a 1.6× copy with its meaning appears.

:class:`CardPreview` watches the mouse over the table.  Whatever card lies under
it — the upper zoo card of a pit, a character on the board or in a hand, a card
in a seat's pile — lifts by :data:`~zooarcade.ui.cards.LIFT_PIXELS` at once; after
:data:`PREVIEW_DELAY` seconds on the same card an enlarged copy (:data:`PREVIEW_SCALE`
×, pile cards shown at full card size first) is drawn beside it with a caption
saying what the card is worth, inside the canvas below the top bar.  Nothing shows
while a card is being dragged.

The delay is a pointing delay, not an animation, so it is the same at every
animation speed.  Units: logical pixels of the 1280×720 canvas; seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from zooarcade.core.narration import possessive
from zooarcade.games.apocalypse.data import ZOO_MEANING, loc_name
from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import LIFT_PIXELS
from zooarcade.ui.placement import place_box

if TYPE_CHECKING:
    from zooarcade.games.apocalypse.rules import PileCard
    from zooarcade.games.apocalypse.scene import ApocalypseTable

#: seconds the mouse must rest on a card before its preview appears.
PREVIEW_DELAY = 0.3
#: size of the preview against the card's full face.
#: (2× covered about four squares of the board; 1.6× still reads well and covers about two and a half)
PREVIEW_SCALE = 1.6
#: gap (pixels) between the hovered card and the preview panel, and the panel's inner margin.
GAP, MARGIN = 14, 10
#: the area the preview must stay in: the canvas below the top bar (52 px).
AREA = pygame.Rect(4, 56, 1272, 660)


@dataclass(frozen=True)
class HoverTarget:
    """A card under the mouse.

    Attributes:
        key: what it is, for telling targets apart: ``("zoo", loc)``, ``("char", card_id)``
            or ``("pile", seat, index)``.
        card: what the face shows: ``("zoo", card number, value)``, ``("char", owner, value)``
            or ``("mutant", owner, value)``.
        rect: where the card is drawn now, before lifting (logical pixels).
        face: the card's full-size face (a picture painted at the drawn size), the source of the enlarged copy.
        lines: caption, first line the headline (``"3 — Slightly mutated: worth 3"``).
    """

    key: tuple[object, ...]
    rect: pygame.Rect
    face: gfx.Picture
    lines: tuple[str, ...]
    card: tuple[str, int, int] = ("zoo", 0, 0)


def _number(card_id: str) -> int:
    """The number of zoo card ``"z<n>"`` (0 when the id has another form)."""
    return int(card_id[1:]) if card_id[1:].isdigit() else 0


class CardPreview:
    """Hover lift and enlarged preview for an :class:`~zooarcade.games.apocalypse.scene.ApocalypseTable`.

    Args:
        table: the table; read for its layout, view-model, sprites, faces and mouse.

    Attributes:
        target: the card under the mouse (None: none).
        hover_time: seconds the mouse has rested on :attr:`target`.
        rect: where the preview panel was last drawn (None while hidden).
    """

    def __init__(self, table: ApocalypseTable) -> None:
        self.table = table
        self.target: HoverTarget | None = None
        self.hover_time = 0.0
        self.rect: pygame.Rect | None = None
        self._lifted_sprite: str | None = None
        self._big: tuple[int, gfx.Picture] | None = None
        #: the mouse position while a move was animated: the preview waits until the mouse leaves it.
        self._held_at: tuple[float, float] | None = None

    def waiting(self) -> bool:
        """True while the mouse rests on a card whose preview is about to appear (the table needs frames)."""
        return self.target is not None and self._held_at is None and self.hover_time < PREVIEW_DELAY

    @property
    def shown(self) -> bool:
        """True when the enlarged preview is visible: the mouse rests on a card, the table is the top
        scene (not under the pause menu) and no move is being animated."""
        t = self.table
        return (self.target is not None and self.hover_time >= PREVIEW_DELAY and self._held_at is None
                and t.app.scenes.top is t)

    # ------------------------------------------------------------------ finding the card
    def find(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The card drawn topmost at ``pos`` (logical pixels), or None."""
        t = self.table
        if t.drag.dragging:
            return None
        best = None
        for cid, sprite in t.chars.items():
            if sprite.visible and cid not in t.flying and sprite.rect.collidepoint(pos):
                if best is None or sprite.z > best.z:
                    best = sprite
        if best is not None:
            return self._char_target(str(best.key), best.rect)
        loc = t.layout.loc_at(pos)
        if loc is not None:
            stack = t.model.stacks[loc]
            if stack and stack[-1].card_id not in t.hidden and stack[-1].value is not None:
                rect = t.layout.zoo_rect(loc, lower=len(stack) > 1)
                if rect.collidepoint(pos):
                    return self._zoo_target(loc, rect)
        for seat in range(t.n):
            if not t.layout.pile_area(seat).inflate(8, 8).collidepoint(pos):
                continue
            pile = t.model.piles[seat]
            mw, mh = t.layout.mini_size
            for i in range(len(pile) - 1, -1, -1):
                cx, cy = t.layout.pile_center(seat, i, len(pile))
                rect = pygame.Rect(round(cx - mw / 2), round(cy - mh / 2), mw, mh)
                if rect.collidepoint(pos):
                    return self._pile_target(seat, i, rect)
        return None

    def _zoo_target(self, loc: int, rect: pygame.Rect) -> HoverTarget:
        t = self.table
        stack = t.model.stacks[loc]
        top = stack[-1]
        value = top.value if top.value is not None else 0
        where = f"Location {loc_name(loc)} \u00b7 " + ("one card below" if len(stack) > 1 else "last card here")
        lines = [f"{value} \u2014 {ZOO_MEANING[value]}: worth {value}", where]
        occ = t.model.occupants[loc]
        if occ is not None:
            who = "A mutant" if occ.mutant else possessive(t.name(occ.owner))
            lines.append(f"{who} {occ.value} stands on it")
        return HoverTarget(("zoo", loc), rect, t.faces.zoo(top.card_id, value), tuple(lines),
                           ("zoo", _number(top.card_id), value))  # fmt: skip

    def _char_target(self, card_id: str, rect: pygame.Rect) -> HoverTarget:
        t = self.table
        seat_s, value_s = card_id[1:].split("-")
        owner, value = int(seat_s), int(value_s)
        loc = next((i for i, o in enumerate(t.model.occupants) if o is not None and o.card_id == card_id), None)
        occ = t.model.occupants[loc] if loc is not None else None
        if occ is not None and occ.mutant:
            lines = [f"Mutant {value} \u2014 anyone may take it",
                     f"Once {possessive(t.name(owner), False)}; worth {value} to whoever takes it"]  # fmt: skip
        else:
            lines = [f"{possessive(t.name(owner))} {value} \u2014 worth {value} while active",
                     f"Takes characters worth {value} or less, and any mutant"]  # fmt: skip
        if loc is not None:
            lines.append(f"On location {loc_name(loc)}")
        else:
            lines.append("In hand: place it on a location with no one on it")
        mutant = bool(occ and occ.mutant)
        return HoverTarget(("char", card_id), rect, t.faces.char(owner, value, mutant), tuple(lines),
                           ("mutant" if mutant else "char", owner, value))  # fmt: skip

    def _pile_target(self, seat: int, index: int, rect: pygame.Rect) -> HoverTarget:
        t = self.table
        card: PileCard = t.model.piles[seat][index]
        whose = f"In {possessive(t.name(seat), False)} pile"
        if card.kind == "zoo":
            face = t.faces.zoo(card.card_id, card.value)
            lines = [f"{card.value} \u2014 {ZOO_MEANING[card.value]}: worth {card.value}", whose]
            if card.infected:
                lines.append("Infected: its back was a mutant")
            shown = ("zoo", _number(card.card_id), card.value)
        else:
            owner = int(card.card_id[1:].split("-")[0])
            mutant = card.kind == "mutant"
            face = t.faces.char(owner, card.value, mutant)
            what = "Mutant" if mutant else possessive(t.name(owner))
            lines = [f"{what} {card.value} \u2014 taken: worth {card.value}", whose]
            shown = ("mutant" if mutant else "char", owner, card.value)
        return HoverTarget(("pile", seat, index), rect, face, tuple(lines), shown)

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        """Follow the mouse (``table.mouse``): pick the target, count the rest time, lift the card."""
        mouse = tuple(self.table.mouse)
        if self.table.queue.busy:  # a move is being shown: keep the board clear until the mouse moves
            self._held_at = mouse
        elif self._held_at is not None and self._held_at != mouse:
            self._held_at = None
            self.hover_time = 0.0
        found = self.find(self.table.mouse)
        if found is None or self.target is None or found.key != self.target.key:
            self.hover_time = 0.0
            self._big = None
        else:
            self.hover_time += dt
        self.target = found
        self._set_sprite_lift(found.key[1] if found is not None and found.key[0] == "char" else None)

    def _set_sprite_lift(self, card_id: object) -> None:
        """Lift the hovered character sprite; lower the one lifted before (unless the drag code holds it)."""
        t = self.table
        drag = t.drag
        if self._lifted_sprite is not None and self._lifted_sprite != card_id:
            old = t.chars.get(self._lifted_sprite)
            if old is not None and old is not drag.hovered and old is not drag.selected:
                old.lift_target = 0.0
            self._lifted_sprite = None
        if isinstance(card_id, str) and card_id in t.chars:
            t.chars[card_id].lift_target = 1.0
            self._lifted_sprite = card_id

    # ------------------------------------------------------------------ drawing
    def draw_lift(self, surface: gfx.Canvas) -> None:
        """Redraw a hovered zoo or pile card raised, over its resting place (sprites lift themselves)."""
        target = self.target
        if target is None or target.key[0] == "char":
            return
        t = self.table
        if target.key[0] == "zoo":
            img = target.face
            radius = 9
        else:
            card = t.model.piles[int(target.key[1])][int(target.key[2])]  # type: ignore[call-overload]
            img = t.faces.mini(card)
            radius = 4
        rect = img.get_rect(center=target.rect.center).move(0, -LIFT_PIXELS)
        shadow = t.faces.shadows.get(img.get_size(), radius=radius, blur=8, alpha=110)
        surface.blit(shadow, (rect.x - 8 + 3, rect.y - 8 + 8))
        surface.blit(img, rect)

    def big_face(self) -> gfx.Picture:
        """The target's face at :data:`PREVIEW_SCALE` × (cached while the target stays).

        The face is a :class:`~zooarcade.ui.gfx.Drawing`, so the enlarged copy is painted
        afresh at the bigger size (sharp picture, value and frame), never resampled.
        """
        assert self.target is not None
        face = self.target.face
        key = id(face)
        if self._big is None or self._big[0] != key:
            w, h = face.get_size()
            self._big = (key, gfx.smoothscale(face, (round(w * PREVIEW_SCALE), round(h * PREVIEW_SCALE))))
        return self._big[1]

    def layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        """``(panel, card)`` rectangles of the preview, in :data:`AREA`: beside the hovered card on the side
        that covers least of the table's :meth:`~zooarcade.games.apocalypse.scene.ApocalypseTable.keep_clear`
        (legal targets and the newest log line first, then panel text, then other squares)."""
        assert self.target is not None
        big = self.big_face()
        fonts = self.table.text
        widths = [fonts.get("bold" if i == 0 else "text", 15 if i == 0 else 13, line, theme.INK).get_width()
                  for i, line in enumerate(self.target.lines)]  # fmt: skip
        text_h = 22 + 18 * (len(self.target.lines) - 1)
        w = max(big.get_width(), *widths) + 2 * MARGIN
        h = big.get_height() + text_h + 3 * MARGIN
        panel = place_box((w, h), self.target.rect, self.table.keep_clear(), AREA, gap=GAP,
                          sides=("right", "left", "above", "below"))
        card = big.get_rect(midtop=(panel.centerx, panel.y + MARGIN))
        return panel, card

    def draw(self, surface: gfx.Canvas) -> None:
        """Draw the enlarged card and its caption when :attr:`shown` (else nothing; :attr:`rect` becomes None)."""
        if not self.shown:
            self.rect = None
            return
        assert self.target is not None
        panel, card = self.layout()
        self.rect = panel
        theme.shadowed_rect(surface, panel, (20, 24, 30), radius=12, shadow=8, border=theme.ACCENT, border_width=2)
        surface.blit(self.big_face(), card)
        y = card.bottom + MARGIN
        for i, line in enumerate(self.target.lines):
            role, size, color = ("bold", 15, theme.ACCENT) if i == 0 else ("text", 13, theme.INK)
            img = self.table.text.get(role, size, line, color)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += 22 if i == 0 else 18
