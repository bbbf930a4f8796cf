"""Card zones: where cards rest on a table, and how they fly between zones when a card event says so.

A zone lays out an ordered list of card keys inside its rectangle:

* :class:`HandFan` — an overlapping row that shrinks its step as cards are added, so that 20 cards
  still fit and every card keeps a visible strip to point at (the topmost card under the pointer wins);
* :class:`CardRow` — fixed slots left to right (a seat's row of starting cards); cards laid *on* a
  slot (matches, covers) stack down from it by :attr:`CardRow.lay_offset`;
* :class:`Pile` — every card on one spot (a draw or discard pile), a count badge beside it;
* :class:`Spread` — a pile fanned out in a grid over the table, to pick a card from (a dig).

A :class:`CardLayer` owns the card sprites of one table, keyed by card id, and the zones by name
(``"hand:0"``, ``"row:1"``, ``"draw"``, ``"discard"`` …).  :meth:`CardLayer.move` turns a
``card_moved`` event (:func:`zooarcade.core.events.card_moved`) into a flight: it finds the card's
sprite — or, for a card whose face the viewer may not see (``card`` ``None``), a back of the right
colour in the source zone — and flies it to its new slot, flipping it when its face becomes
visible.  Cards without a known id get anonymous keys ``("back", zone, n)``.

Geometry in logical pixels of the 1280×720 canvas; durations in seconds before the
animation-speed multiplier.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytweening

from zooarcade.ui import gfx
from zooarcade.ui.cards import CardSprite
from zooarcade.ui.tween import Tween

Point = tuple[float, float]


@dataclass(frozen=True)
class Slot:
    """Where one card rests: centre (pixels), scale (1 = the zone's card size), draw order ``z``."""

    center: Point
    scale: float = 1.0
    z: int = 0


@dataclass
class Zone:
    """A place cards rest in.

    Attributes:
        name: the zone's name in card events ("hand:0").
        rect: its area (logical pixels).
        card_size: the size of a card drawn at scale 1 (pixels).
        scale: the scale cards are drawn at in this zone.
        keys: the card keys resting here, in order (bottom / left first).
        face_up: True when the viewer sees the faces here (False: backs).
        z_base: draw order of the zone's first card.
    """

    name: str
    rect: pygame.Rect
    card_size: tuple[int, int]
    scale: float = 1.0
    keys: list[Hashable] = field(default_factory=list)
    face_up: bool = True
    z_base: int = 0

    def slots(self) -> dict[Hashable, Slot]:
        """Each resting card's :class:`Slot`."""
        return {k: Slot(self.rect.center, self.scale, self.z_base + i) for i, k in enumerate(self.keys)}

    def slot_of(self, key: Hashable) -> Slot:
        """The slot of ``key`` (the zone's centre when it is not here)."""
        return self.slots().get(key, Slot(self.rect.center, self.scale, self.z_base + len(self.keys)))

    def next_slot(self) -> Slot:
        """Where a card added at the end would rest."""
        self.keys.append(("__probe__",))
        try:
            return self.slots()[("__probe__",)]
        finally:
            self.keys.pop()

    def card_rect(self, slot: Slot) -> pygame.Rect:
        """The rectangle a card occupies at ``slot``."""
        w, h = self.card_size
        r = pygame.Rect(0, 0, round(w * slot.scale), round(h * slot.scale))
        r.center = (round(slot.center[0]), round(slot.center[1]))
        return r

    def key_at(self, pos: Point) -> Hashable | None:
        """The topmost resting card under ``pos``, or None."""
        best: tuple[int, Hashable] | None = None
        for key, slot in self.slots().items():
            if self.card_rect(slot).collidepoint(pos) and (best is None or slot.z > best[0]):
                best = (slot.z, key)
        return None if best is None else best[1]


@dataclass
class HandFan(Zone):
    """An overlapping row of cards that stays usable with many cards.

    The step between cards is the card's width plus :attr:`gap` while they fit, then shrinks so all
    of them fit in :attr:`rect` (at 20 cards in 600 pixels each card keeps a strip of about 26 pixels).
    :attr:`raised` lifts one card (the hovered one) by :attr:`raise_by` pixels.

    While :attr:`held` is set the fan keeps the places it had then (a payment in progress, play test 12:
    the hand re-centred after each card paid, so a second click on the same place hit the table): ``held``
    lists the place tokens left to right, :attr:`tokens` maps a key to its token (a key that is not in it
    is its own token).  A card that left leaves its place empty; a card not in ``held`` comes after them.
    """

    gap: int = 6
    raised: Hashable | None = None
    raise_by: int = 14
    held: list[Hashable] | None = None
    tokens: dict[Hashable, Hashable] = field(default_factory=dict)

    def token(self, key: Hashable) -> Hashable:
        """The place token of ``key`` (see :attr:`held`)."""
        return self.tokens.get(key, key)

    def places(self) -> list[Hashable]:
        """The places of the fan left to right: the keys, or while :attr:`held` the held tokens then the
        tokens of the cards that came since."""
        if self.held is None:
            return list(self.keys)
        kept = set(self.held)
        return [*self.held, *(t for t in map(self.token, self.keys) if t not in kept)]

    def step(self) -> float:
        """Horizontal distance between two neighbouring cards (pixels)."""
        n = len(self.places())
        w = self.card_size[0] * self.scale
        if n <= 1:
            return 0.0
        return min(w + self.gap, (self.rect.w - w) / (n - 1))

    def slots(self) -> dict[Hashable, Slot]:
        places = self.places()
        n = len(places)
        w = self.card_size[0] * self.scale
        step = self.step()
        total = w + step * (n - 1) if n else 0
        x0 = self.rect.x + (self.rect.w - total) / 2 + w / 2
        index = {t: i for i, t in enumerate(places)} if self.held is not None else None
        out = {}
        for i, key in enumerate(self.keys):
            at = i if index is None else index[self.token(key)]
            y = self.rect.centery - (self.raise_by if key == self.raised else 0)
            out[key] = Slot((x0 + at * step, y), self.scale, self.z_base + at)
        return out


@dataclass
class CardRow(Zone):
    """Fixed slots left to right; cards laid on a slot stack downwards from it.

    Attributes:
        columns: number of slots across (the row's width is split evenly).
        stacks: per slot, the keys laid on it (bottom first); :attr:`keys` lists the slot cards.
        lay_offset: vertical distance (pixels, before scale) between a card and the one laid on it.
    """

    columns: int = 6
    stacks: dict[Hashable, list[Hashable]] = field(default_factory=dict)
    lay_offset: int = 18

    def slot_center(self, index: int) -> Point:
        """Centre of slot ``index`` (pixels)."""
        cols = max(self.columns, len(self.keys), 1)
        cell = self.rect.w / cols
        h = self.card_size[1] * self.scale
        return (self.rect.x + cell * (index + 0.5), self.rect.y + h / 2)

    def slots(self) -> dict[Hashable, Slot]:
        out: dict[Hashable, Slot] = {}
        for i, key in enumerate(self.keys):
            cx, cy = self.slot_center(i)
            out[key] = Slot((cx, cy), self.scale, self.z_base + i * 10)
            for j, laid in enumerate(self.stacks.get(key, [])):
                dy = (j + 1) * self.lay_offset * self.scale
                out[laid] = Slot((cx, cy + dy), self.scale, self.z_base + i * 10 + j + 1)
        return out

    def all_keys(self) -> list[Hashable]:
        """The slot cards and every card laid on them."""
        out: list[Hashable] = []
        for key in self.keys:
            out.append(key)
            out.extend(self.stacks.get(key, []))
        return out

    def slot_rect(self, key: Hashable) -> pygame.Rect:
        """The area of a slot card with everything laid on it (a drop target)."""
        slots = self.slots()
        rect = self.card_rect(slots[key])
        for laid in self.stacks.get(key, []):
            rect = rect.union(self.card_rect(slots[laid]))
        return rect


@dataclass
class Pile(Zone):
    """Every card on one spot, each a pixel lower than the one below (up to :attr:`depth` visible steps)."""

    depth: int = 6

    def slots(self) -> dict[Hashable, Slot]:
        n = len(self.keys)
        out = {}
        for i, key in enumerate(self.keys):
            k = min(self.depth, n - 1 - i)
            out[key] = Slot((self.rect.centerx - k * 0.8, self.rect.centery - k * 0.8), self.scale, self.z_base + i)
        return out

    @property
    def top(self) -> Hashable | None:
        """The key of the top card, or None when empty."""
        return self.keys[-1] if self.keys else None


@dataclass
class Spread(Zone):
    """A pile's cards fanned out in a grid (to pick one, or to show what a dig retrieved)."""

    columns: int = 8
    gap: int = 8

    def slots(self) -> dict[Hashable, Slot]:
        w, h = (self.card_size[0] * self.scale, self.card_size[1] * self.scale)
        cols = max(1, min(self.columns, int((self.rect.w + self.gap) // (w + self.gap))))
        out = {}
        for i, key in enumerate(self.keys):
            row, col = divmod(i, cols)
            out[key] = Slot((self.rect.x + w / 2 + col * (w + self.gap), self.rect.y + h / 2 + row * (h + self.gap)),
                            self.scale, self.z_base + i)
        return out


#: ``faces(card_id, face data or None, back) -> picture`` (``face`` None: the back).
FacePainter = Callable[[Hashable, Mapping[str, Any] | None, Any], gfx.Picture]


class CardLayer:
    """The card sprites of a table and the zones they rest in.

    Args:
        faces: paints a card's face (``face`` given) or its back (``face`` None).

    Attributes:
        zones: zones by name.
        sprites: card sprites by key.
        faces_seen: the face data each known card showed last (for re-painting).
    """

    def __init__(self, faces: FacePainter) -> None:
        self.faces = faces
        self.zones: dict[str, Zone] = {}
        self.sprites: dict[Hashable, CardSprite] = {}
        self.faces_seen: dict[Hashable, Mapping[str, Any] | None] = {}
        self.backs: dict[Hashable, Any] = {}
        self._anon = 0

    def add_zone(self, zone: Zone) -> Zone:
        """Register ``zone`` under its name (replacing one of the same name)."""
        self.zones[zone.name] = zone
        return zone

    def clear(self) -> None:
        """Forget every card (zones keep their geometry, lose their keys)."""
        for zone in self.zones.values():
            zone.keys.clear()
            if isinstance(zone, CardRow):
                zone.stacks.clear()
        self.sprites.clear()
        self.faces_seen.clear()
        self.backs.clear()

    def anonymous(self, zone: str) -> Hashable:
        """A new key for a card whose identity the viewer does not know."""
        self._anon += 1
        return ("back", zone, self._anon)

    def put(self, zone: str, key: Hashable | None, face: Mapping[str, Any] | None = None, back: Any = None,
            on: Hashable | None = None) -> Hashable:
        """Rest a card in ``zone`` at once (a rebuild): ``key`` None for a hidden card; ``on`` lays it on a row slot.

        Returns the card's key.
        """
        z = self.zones[zone]
        if key is None:
            key = self.anonymous(zone)
        self.faces_seen[key] = face if z.face_up or face is not None else None
        self.backs[key] = back
        if on is not None and isinstance(z, CardRow):
            z.stacks.setdefault(on, []).append(key)
        else:
            z.keys.append(key)
        self.sprites[key] = CardSprite(key, self.picture(key))
        return key

    def picture(self, key: Hashable) -> gfx.Picture:
        """The face (or back) picture of ``key`` as the viewer sees it."""
        return self.faces(key, self.faces_seen.get(key), self.backs.get(key))

    def zone_of(self, key: Hashable) -> Zone | None:
        """The zone ``key`` rests in (laid cards count for their row), or None."""
        for zone in self.zones.values():
            if key in zone.keys or (isinstance(zone, CardRow) and any(key in s for s in zone.stacks.values())):
                return zone
        return None

    def remove(self, key: Hashable) -> None:
        """Take ``key`` out of whatever zone holds it (the sprite stays)."""
        for zone in self.zones.values():
            if key in zone.keys:
                zone.keys.remove(key)
                if isinstance(zone, CardRow):
                    zone.stacks.pop(key, None)
            if isinstance(zone, CardRow):
                for stack in zone.stacks.values():
                    if key in stack:
                        stack.remove(key)

    def settle(self, skip: set[Hashable] | None = None) -> None:
        """Put every sprite at its zone slot at once (not the ones in ``skip``, e.g. flying)."""
        skip = skip or set()
        placed: set[Hashable] = set()
        for zone in self.zones.values():
            for key, slot in zone.slots().items():
                sprite = self.sprites.get(key)
                if sprite is None or key in skip:
                    continue
                sprite.visible = True
                sprite.scale = slot.scale
                sprite.z = slot.z
                sprite.place(slot.center)
                placed.add(key)
        for key, sprite in self.sprites.items():
            if key not in placed and key not in skip:
                sprite.visible = False

    def find_source(self, card: Hashable | None, src: str | None, back: Any) -> Hashable | None:
        """The sprite key a moving card starts from: its own key, else a back of colour ``back`` in ``src``."""
        if card is not None and card in self.sprites:
            return card
        zone = self.zones.get(src or "")
        if zone is None:
            return None
        keys = zone.all_keys() if isinstance(zone, CardRow) else list(zone.keys)
        for key in reversed(keys):
            if self.faces_seen.get(key) is None and self.backs.get(key) == back:
                return key
        for key in reversed(keys):
            if self.faces_seen.get(key) is None:
                return key
        return None

    def move(self, data: Mapping[str, Any], duration: float = 0.45, arc: float = 40.0,
             on: Hashable | None = None) -> tuple[CardSprite, Tween, Callable[[], None]]:
        """Prepare the flight of a ``card_moved`` event's ``data`` (as the viewer sees it).

        Returns ``(sprite, tween, land)``: play ``tween`` (it reads its end point when it starts, after
        the card left its source zone), then call ``land()`` to rest the card in its new zone.  The
        card is re-keyed and re-faced when the event shows more of it than the viewer knew.
        """
        card, src, dst = data.get("card"), data.get("src"), str(data.get("dst"))
        back, face = data.get("back"), data.get("face")
        key = self.find_source(card, src, back)
        src_zone = self.zones.get(src or "")
        if key is None:  # a card from nowhere we draw (a deck with no zone): appear at the source's centre
            key = card if card is not None else self.anonymous(dst)
            self.sprites[key] = CardSprite(key, self.faces(key, face, back))
            self.backs[key] = back
            start = src_zone.rect.center if src_zone is not None else self.zones[dst].rect.center
            self.sprites[key].pos = start
        sprite = self.sprites[key]
        if card is not None and key != card:  # the hidden card is now known to the viewer: it takes its id
            self.sprites.pop(key)
            self.faces_seen.pop(key, None)
            self.backs.pop(key, None)
            sprite.key = card
            self.remove(key)
            self.sprites[card] = sprite
            key = card
        else:
            self.remove(key)
        self.backs[key] = back
        dst_zone = self.zones[dst]
        shown = face if (dst_zone.face_up or face is not None) else None
        if face is None and not dst_zone.face_up:
            shown = None
        self.faces_seen[key] = shown
        new_face = self.picture(key)
        target: dict[str, Slot] = {}

        def step(t: float) -> None:
            if "end" not in target:
                target["start"] = Slot(sprite.pos, sprite.scale, sprite.z)
                if on is not None and isinstance(dst_zone, CardRow):
                    dst_zone.stacks.setdefault(on, []).append(key)
                    target["end"] = dst_zone.slots()[key]
                    dst_zone.stacks[on].remove(key)
                else:
                    target["end"] = dst_zone.next_slot()
                sprite.z = 500
            a, b = target["start"], target["end"]
            sprite.pos = (a.center[0] + (b.center[0] - a.center[0]) * t,
                          a.center[1] + (b.center[1] - a.center[1]) * t - arc * 4 * t * (1 - t))
            sprite.scale = a.scale + (b.scale - a.scale) * t
            sprite.flip = abs(math.cos(math.pi * t)) if new_face is not sprite.image else 1.0
            if t >= 0.5 and sprite.image is not new_face:
                sprite.image = new_face

        def land() -> None:
            sprite.image = new_face
            sprite.flip = 1.0
            if on is not None and isinstance(dst_zone, CardRow):
                dst_zone.stacks.setdefault(on, []).append(key)
            else:
                dst_zone.keys.append(key)
            self.settle()

        sprite.visible = True
        return sprite, Tween(duration, on_update=step, easing=pytweening.easeInOutCubic), land

    def key_at(self, pos: Point, zones: Sequence[str] | None = None) -> Hashable | None:
        """The topmost card under ``pos`` in ``zones`` (all when None)."""
        best: tuple[int, Hashable] | None = None
        for name, zone in self.zones.items():
            if zones is not None and name not in zones:
                continue
            key = zone.key_at(pos)
            if key is not None:
                z = zone.slots()[key].z
                if best is None or z > best[0]:
                    best = (z, key)
        return None if best is None else best[1]
