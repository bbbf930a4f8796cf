"""Hover preview on any table: the pointed card lifts, then a 1.6× copy with its caption appears beside it.

:class:`CardPreview` watches the pointer over a table.  The table says what lies under it
(:meth:`PreviewHost.find_hover` → a :class:`HoverTarget`: the card's rectangle, its full-size face,
a caption, and the sprite key when the card is a sprite); that card lifts at once, and after
:data:`PREVIEW_DELAY` seconds on the same card an enlarged copy (:data:`PREVIEW_SCALE` ×) is drawn
beside it with the caption, inside the canvas below the top bar, on the side that covers the fewest
places the table marks as important (:meth:`PreviewHost.keep_clear`).  Nothing shows while a card is
being dragged or while a move is being animated (until the pointer moves).

The delay is a pointing delay, not an animation, so it is the same at every animation speed.
Units: logical pixels of the 1280×720 canvas; seconds.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.cards import LIFT_PIXELS, CardSprite, DragController, ShadowCache
from zooarcade.ui.placement import Avoid, place_box
from zooarcade.ui.text import TextCache
from zooarcade.ui.tween import AnimationQueue

#: seconds the mouse must rest on a card before its preview appears.
PREVIEW_DELAY = 0.3
#: size of the preview against the card's full face.
PREVIEW_SCALE = 1.6
#: gap (pixels) between the hovered card and the preview panel, and the panel's inner margin.
GAP, MARGIN = 14, 10
#: the area the preview must stay in: the canvas below the top bar (52 px).
AREA = pygame.Rect(4, 56, 1272, 660)


@dataclass(frozen=True)
class HoverTarget:
    """A card under the pointer.

    Attributes:
        key: what it is, for telling targets apart (any hashable, e.g. ``("zoo", loc)``).
        rect: where the card is drawn now, before lifting (logical pixels).
        face: the card's full-size face (a picture painted at the drawn size), the source of the enlarged copy.
        lines: caption, first line the headline.
        sprite: the key of the card's sprite when it is one (sprites lift themselves), else None.
        lifted: the picture to redraw raised when the card is not a sprite (None: ``face``).
        radius: corner radius of the card (for its shadow).
    """

    key: Hashable
    rect: pygame.Rect
    face: gfx.Picture
    lines: tuple[str, ...]
    sprite: Hashable | None = None
    lifted: gfx.Picture | None = None
    radius: int = 9


class PreviewHost(Protocol):
    """What :class:`CardPreview` reads of its table."""

    mouse: tuple[int, int]
    drag: DragController
    queue: AnimationQueue
    sprites: dict[Hashable, CardSprite]
    text: TextCache
    shadows: ShadowCache

    def find_hover(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The card drawn topmost at ``pos``, or None."""

    def keep_clear(self) -> Sequence[Avoid]:
        """Places the preview should not cover when it can avoid them, weighted (:mod:`zooarcade.ui.placement`)."""

    def is_top(self) -> bool:
        """True while the table is the top scene (no menu or dialog over it)."""

    def tooltips_wait(self) -> bool:
        """True from a click or a drop until the pointer moves again (the preview waits too)."""


class CardPreview:
    """Hover lift and enlarged preview for a table (a :class:`PreviewHost`).

    Args:
        table: the table; read for the card under the pointer, its sprites, drag and animation state.

    Attributes:
        target: the card under the mouse (None: none).
        hover_time: seconds the mouse has rested on :attr:`target`.
        rect: where the preview panel was last drawn (None while hidden).
    """

    def __init__(self, table: PreviewHost) -> None:
        self.table = table
        self.target: HoverTarget | None = None
        self.hover_time = 0.0
        self.rect: pygame.Rect | None = None
        self._lifted_sprite: str | None = None
        self._big: tuple[int, gfx.Picture] | None = None
        #: the mouse position while a move was animated: the preview waits until the mouse leaves it.
        self._held_at: tuple[float, float] | None = None

    def waiting(self) -> bool:
        """True while the pointer rests on a card whose preview is about to appear (the table needs frames)."""
        return (self.target is not None and self._held_at is None and self.hover_time < PREVIEW_DELAY
                and not self.table.tooltips_wait())

    @property
    def shown(self) -> bool:
        """True when the enlarged preview is visible: the mouse rests on a card, the table is the top
        scene (not under the pause menu) and no move is being animated."""
        t = self.table
        return (self.target is not None and self.hover_time >= PREVIEW_DELAY and self._held_at is None
                and t.is_top() and not t.tooltips_wait())

    def find(self, pos: tuple[float, float]) -> HoverTarget | None:
        """The card drawn topmost at ``pos`` (logical pixels), or None (always None while dragging)."""
        if self.table.drag.dragging:
            return None
        return self.table.find_hover(pos)

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
        self._set_sprite_lift(found.sprite if found is not None else None)

    def _set_sprite_lift(self, key: Hashable | None) -> None:
        """Lift the hovered sprite; lower the one lifted before (unless the drag code holds it)."""
        t = self.table
        drag = t.drag
        if self._lifted_sprite is not None and self._lifted_sprite != key:
            old = t.sprites.get(self._lifted_sprite)
            if old is not None and old is not drag.hovered and old is not drag.selected:
                old.lift_target = 0.0
            self._lifted_sprite = None
        if key is not None and key in t.sprites:
            t.sprites[key].lift_target = 1.0
            self._lifted_sprite = key

    # ------------------------------------------------------------------ drawing
    def draw_lift(self, surface: gfx.Canvas) -> None:
        """Redraw a hovered zoo or pile card raised, over its resting place (sprites lift themselves)."""
        target = self.target
        if target is None or target.sprite is not None:
            return
        img = target.lifted if target.lifted is not None else target.face
        rect = img.get_rect(center=target.rect.center).move(0, -LIFT_PIXELS)
        shadow = self.table.shadows.get(img.get_size(), radius=target.radius, blur=8, alpha=110)
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
        """``(panel, card)`` rectangles of the preview: beside the hovered card (right, else left), in :data:`AREA`."""
        assert self.target is not None
        big = self.big_face()
        fonts = self.table.text
        widths = [fonts.get("bold" if i == 0 else "text", 15 if i == 0 else 13, line, theme.INK).get_width()
                  for i, line in enumerate(self.target.lines)]  # fmt: skip
        text_h = 22 + 18 * (len(self.target.lines) - 1)
        w = max(big.get_width(), *widths) + 2 * MARGIN
        h = big.get_height() + text_h + 3 * MARGIN
        width = self.table.canvas_width() if hasattr(self.table, "canvas_width") else 1280
        area = pygame.Rect(AREA.x, AREA.y, width - 2 * AREA.x, AREA.h)  # the compact table's canvas is 960 wide
        best = place_box((w, h), self.target.rect, self.table.keep_clear(), area, gap=GAP,
                         sides=("right", "left", "above", "below"))
        card = big.get_rect(midtop=(best.centerx, best.y + MARGIN))
        return best, card

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

