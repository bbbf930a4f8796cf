"""Card and piece sprites with drag-and-drop, reusable by every game's table.

* :class:`CardSprite` — one card or piece drawn from a pre-rendered face surface.
  It has a resting place (``home``), a current centre (``pos``) that tweens,
  a hover lift, a horizontal-flip animation (scale-x through 0, swapping the
  face at the midpoint) and a soft cached drop shadow.
* :class:`DragController` — turns mouse events into "drop this sprite on that
  target": press + drag + release, or click to select then click a target.
  Targets are rectangles keyed by any hashable id; a drop that is refused (or
  lands on no target) animates the sprite back home.  A press whose release
  never arrives (the window lost focus, the pointer left it and the button came
  up outside) ends as soon as anything shows it: the sprite flies home and
  nothing is played (see :meth:`DragController.release_lost`).
* :func:`card_surface` / :func:`paint_card_blank` / :class:`ShadowCache` — rounded-corner
  card blanks and their shadows, as :mod:`~zooarcade.ui.gfx` pictures rendered at the
  size they are drawn (sharp at every window size) and cached.

Units: positions and sizes are logical canvas pixels (see
:mod:`zooarcade.ui.display`), durations seconds *before* the animation-speed
multiplier, which the caller passes as ``speed`` (0 = instant).  Mouse events
must carry ``event.pos`` in logical pixels (the scene manager maps them), and
the controller reads ``event.pos`` and ``event.buttons`` — never the real mouse's
position — so posted synthetic events drive it exactly like a person.  The one
event that says nothing about the buttons, a window leave, is answered by the
``button_down`` callable (the real mouse's left button by default).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field

import pygame
import pytweening

from zooarcade.ui import gfx
from zooarcade.ui.tween import Easing, Tween, lerp, lerp2

Point = tuple[float, float]

#: pixels the mouse must travel after a press before it becomes a drag.
DRAG_THRESHOLD = 6
#: how far (pixels) a hovered sprite rises.
LIFT_PIXELS = 6


def left_button_down() -> bool:
    """True while the real mouse's left button is held (SDL's button state)."""
    return bool(pygame.mouse.get_pressed()[0])


def paint_card_blank(
    canvas: gfx.Canvas,
    color: tuple[int, int, int],
    border: tuple[int, int, int] | None = None,
    radius: int = 8,
    border_width: int = 2,
) -> None:
    """Fill all of ``canvas`` with a rounded rectangle card blank (logical pixels; radius and border too)."""
    rect = canvas.get_rect()
    gfx.rect(canvas, color, rect, border_radius=radius)
    if border is not None and border_width > 0:
        gfx.rect(canvas, border, rect, border_width, border_radius=radius)


def card_surface(
    size: tuple[int, int],
    color: tuple[int, int, int],
    border: tuple[int, int, int] | None = None,
    radius: int = 8,
    border_width: int = 2,
) -> gfx.Drawing:
    """Return a card blank of ``size`` logical pixels (a picture rendered at its drawn size)."""
    return gfx.Drawing(size, lambda canvas: paint_card_blank(canvas, color, border, radius, border_width))


@dataclass
class ShadowCache:
    """Blurred rounded-rectangle shadows keyed by ``(w, h, radius, blur, alpha)``.

    A shadow picture is ``blur * 2`` logical pixels larger than the card on each axis;
    blit it at ``card_rect.topleft - (blur, blur) + offset``.
    """

    surfaces: dict[tuple[int, int, int, int, int], gfx.Picture] = field(default_factory=dict)

    def get(self, size: tuple[int, int], radius: int = 8, blur: int = 6, alpha: int = 110) -> gfx.Picture:
        """Return (rendering once per scale) the shadow of a ``size`` card with corner ``radius``."""
        key = (int(size[0]), int(size[1]), radius, blur, alpha)
        surf = self.surfaces.get(key)
        if surf is None:
            w, h = key[0] + blur * 2, key[1] + blur * 2
            card = pygame.Rect(blur, blur, key[0], key[1])
            base = gfx.Drawing((w, h), lambda c: gfx.rect(c, (0, 0, 0, alpha), card, border_radius=radius))
            surf = gfx.gaussian_blur(base, max(1, blur // 2)) if blur > 1 else base
            self.surfaces[key] = surf
        return surf


@dataclass
class CardSprite:
    """A card or piece on the table.

    Attributes:
        key: stable id (e.g. the card id ``"c0-5"``).
        image: the face surface, drawn at its own size (logical pixels).
        pos: current centre (logical pixels).
        home: resting centre; the sprite returns here after a refused drop.
        visible: False hides the sprite (e.g. while it sits in a pile).
        draggable: the controller only picks up draggable sprites.
        scale: uniform scale of the drawn image (1 = natural size).
        flip: horizontal scale in -1..1 during a flip (1 = face shown normally).
        lift: 0..1 hover lift, eased towards ``lift_target``.
        dragging: True while the mouse holds it.
        z: draw order (higher on top).
    """

    key: Hashable
    image: gfx.Picture
    pos: Point = (0.0, 0.0)
    home: Point = (0.0, 0.0)
    visible: bool = True
    draggable: bool = False
    scale: float = 1.0
    flip: float = 1.0
    lift: float = 0.0
    lift_target: float = 0.0
    dragging: bool = False
    z: int = 0
    tween: Tween | None = None
    _scaled: tuple[tuple[int, int, int], gfx.Picture] | None = field(default=None, repr=False)
    _shadow: tuple[tuple[int, int, int, int], gfx.Picture] | None = field(default=None, repr=False)

    # ------------------------------------------------------------------ geometry
    @property
    def size(self) -> tuple[int, int]:
        """Natural size of the face in pixels."""
        return self.image.get_size()

    @property
    def rect(self) -> pygame.Rect:
        """Where the sprite is drawn now (hover lift and scale included)."""
        w, h = self.size
        r = pygame.Rect(0, 0, max(1, round(w * self.scale)), max(1, round(h * self.scale)))
        r.center = (round(self.pos[0]), round(self.pos[1] - self.lift * LIFT_PIXELS))
        return r

    @property
    def home_rect(self) -> pygame.Rect:
        """The rectangle the sprite occupies at rest."""
        r = pygame.Rect((0, 0), self.size)
        r.center = (round(self.home[0]), round(self.home[1]))
        return r

    def hit(self, pos: Point) -> bool:
        """True if logical point ``pos`` lies on the sprite as drawn (or on its home, when lifted)."""
        return self.visible and (self.rect.collidepoint(pos) or self.home_rect.collidepoint(pos))

    @property
    def moving(self) -> bool:
        """True while the sprite's own tween (snap back, rearrangement) runs."""
        return self.tween is not None and not self.tween.done

    # ------------------------------------------------------------------ animation
    def place(self, home: Point) -> None:
        """Set the resting place and jump there (no animation)."""
        self.home = home
        if not self.dragging and not self.moving:
            self.pos = home

    def move_to(
        self,
        target: Point,
        duration: float,
        easing: Easing = pytweening.easeOutCubic,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Start gliding from ``pos`` to ``target`` over ``duration`` seconds (0 = jump); return the tween.

        The sprite advances this tween itself in :meth:`update`.
        """
        start = self.pos

        def step(t: float) -> None:
            self.pos = lerp2(start, target, t)

        self.tween = Tween(max(0.0, duration), on_update=step, on_done=on_done, easing=easing)
        if duration <= 0:
            self.tween.update(0.0)
        return self.tween

    def fly_tween(
        self,
        target: Point,
        duration: float,
        scale_to: float | None = None,
        easing: Easing = pytweening.easeInOutCubic,
        arc: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Return (without starting) a tween flying from the position at its start to ``target``.

        For an :class:`~zooarcade.ui.tween.AnimationQueue` step.  ``scale_to``
        scales the sprite on the way; ``arc`` lifts the path's middle by that
        many pixels (a thrown card).  The start is read when the tween first
        updates, so a queued flight starts wherever the sprite then is.
        """
        begin: dict[str, object] = {}

        def step(t: float) -> None:
            if not begin:
                begin["pos"] = self.pos
                begin["scale"] = self.scale
            p = lerp2(begin["pos"], target, t)  # type: ignore[arg-type]
            if arc:
                p = (p[0], p[1] - arc * 4 * t * (1 - t))
            self.pos = p
            if scale_to is not None:
                self.scale = lerp(begin["scale"], scale_to, t)  # type: ignore[arg-type]

        return Tween(max(0.0, duration), on_update=step, on_done=on_done, easing=easing)

    def flip_tween(
        self, new_image: gfx.Picture, duration: float, on_done: Callable[[], None] | None = None
    ) -> Tween:
        """Return a tween turning the card over: scale-x 1 → 0, swap to ``new_image``, 0 → 1."""
        swapped: list[bool] = []

        def step(t: float) -> None:
            if t < 0.5:
                self.flip = 1.0 - 2 * t
            else:
                if not swapped:
                    swapped.append(True)
                    self.image = new_image
                    self._scaled = None
                self.flip = 2 * t - 1.0
            if t >= 1.0:
                self.flip = 1.0

        return Tween(max(0.0, duration), on_update=step, on_done=on_done, easing=pytweening.easeInOutSine)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance the own tween and the hover lift by ``dt`` seconds (``speed`` 0 = instant)."""
        if self.tween is not None:
            if speed <= 0:
                self.tween.update(self.tween.duration + self.tween.delay + 1.0)
            else:
                self.tween.update(dt / speed)
            if self.tween.done:
                self.tween = None
        if self.lift != self.lift_target:
            rate = 1e9 if speed <= 0 else dt / (0.12 * speed)
            if self.lift < self.lift_target:
                self.lift = min(self.lift_target, self.lift + rate)
            else:
                self.lift = max(self.lift_target, self.lift - rate)

    # ------------------------------------------------------------------ drawing
    def _drawn_image(self) -> gfx.Picture:
        w, h = self.size
        sw = max(1, round(w * self.scale * abs(self.flip)))
        sh = max(1, round(h * self.scale))
        if (sw, sh) == (w, h):
            return self.image
        # keyed by the face too: a card re-faced in flight (a back turning into its face) at an unchanged
        # size must not keep drawing the old face's scaled copy
        if self._scaled is None or self._scaled[0] != (sw, sh, id(self.image)):
            self._scaled = ((sw, sh, id(self.image)), gfx.smoothscale(self.image, (sw, sh)))
        return self._scaled[1]

    def draw(self, surface: gfx.Canvas, shadows: ShadowCache | None = None, radius: int = 8) -> None:
        """Draw the sprite (and its shadow, farther below when lifted or dragged)."""
        if not self.visible:
            return
        img = self._drawn_image()
        r = img.get_rect(center=self.rect.center)
        if shadows is not None and r.w > 2:
            raised = 1.0 if self.dragging else self.lift
            blur = 5 if raised < 0.5 else 9
            off = 3 + round(7 * raised)
            sh = shadows.get(self.size, radius=radius, blur=blur, alpha=100)
            if r.size != self.size:
                # scaled or mid-flip: stretch the cached natural-size shadow (blurring anew is slow); a card
                # resting at a scale keeps its stretched shadow, so it is not re-rendered every frame
                key = (r.w, r.h, blur, id(sh))
                if self._shadow is None or self._shadow[0] != key:
                    self._shadow = (key, gfx.smoothscale(sh, (r.w + 2 * blur, r.h + 2 * blur)))
                sh = self._shadow[1]
            surface.blit(sh, (r.x - blur + off // 2, r.y - blur + off))
        surface.blit(img, r)


@dataclass
class DragController:
    """Mouse drag-and-drop and click-select / click-target over a set of sprites.

    Args:
        pick: ``pos -> sprite or None`` — the top draggable sprite under a logical point.
        targets: ``sprite -> {target_id: Rect}`` — where that sprite may be dropped now.
        on_drop: ``(sprite, target_id) -> bool`` — perform the drop; return False to refuse it
            (the sprite then snaps back and ``on_reject`` runs).
        on_reject: ``(sprite, target_id or None) -> None`` — feedback for a refused or missed drop.
        enabled: ``() -> bool`` — False locks input (e.g. while an animation plays).
        speed: ``() -> float`` — animation-speed multiplier for the snap-back (0 = instant).
        on_pick: ``sprite -> None`` — called when a sprite is picked up or selected (a sound).
        button_down: ``() -> bool`` — whether the left button is held, asked only on a window
            leave that does not carry ``buttons`` itself (default :func:`left_button_down`).
        on_click: ``sprite -> bool`` — a click (press and release without a drag) on ``sprite``;
            True when it was played as a move at once (no selection follows; default: never).

    Attributes:
        held: the sprite under a pressed button (dragging or not yet).
        dragging: True once the held sprite follows the mouse.
        selected: the sprite chosen by a click, waiting for a click on a target.
        hover_target: the target id under the mouse while dragging or selected.
    """

    pick: Callable[[Point], CardSprite | None]
    targets: Callable[[CardSprite], Mapping[Hashable, pygame.Rect]]
    on_drop: Callable[[CardSprite, Hashable], bool]
    on_reject: Callable[[CardSprite, Hashable | None], None] = lambda sprite, target: None
    enabled: Callable[[], bool] = lambda: True
    speed: Callable[[], float] = lambda: 1.0
    on_pick: Callable[[CardSprite], None] = lambda sprite: None
    button_down: Callable[[], bool] = left_button_down
    on_click: Callable[[CardSprite], bool] = lambda sprite: False
    snap_time: float = 0.22
    held: CardSprite | None = None
    dragging: bool = False
    selected: CardSprite | None = None
    hover_target: Hashable | None = None
    hovered: CardSprite | None = None
    _press: Point = (0.0, 0.0)
    _grab: Point = (0.0, 0.0)

    @property
    def active(self) -> CardSprite | None:
        """The sprite whose legal targets should light up (dragged or selected)."""
        if self.held is not None and self.dragging:
            return self.held
        return self.selected

    def target_at(self, sprite: CardSprite, pos: Point) -> Hashable | None:
        """Return the id of ``sprite``'s target containing ``pos``, or None."""
        for tid, rect in self.targets(sprite).items():
            if rect.collidepoint(pos):
                return tid
        return None

    def cancel(self) -> None:
        """Drop everything: the held or selected sprite returns home."""
        for sprite in (self.held, self.selected):
            if sprite is not None:
                sprite.dragging = False
                sprite.lift_target = 0.0
                sprite.move_to(sprite.home, self.snap_time * self.speed())
        self.held = None
        self.selected = None
        self.dragging = False
        self.hover_target = None

    def _snap_back(self, sprite: CardSprite) -> None:
        sprite.dragging = False
        sprite.lift_target = 0.0
        sprite.move_to(sprite.home, self.snap_time * self.speed(), easing=pytweening.easeOutBack)

    def _finish(self, sprite: CardSprite, target: Hashable | None) -> None:
        """Try the drop of ``sprite`` on ``target``; snap back and reject when it fails."""
        sprite.dragging = False
        sprite.lift_target = 0.0
        if target is not None and self.on_drop(sprite, target):
            return
        self._snap_back(sprite)
        self.on_reject(sprite, target)

    def release_lost(self) -> None:
        """End a press whose button release will not arrive: the held sprite flies home; nothing is dropped.

        Called for a focus loss, a window leave with no button held, a motion
        with the left button up, and a second press while one is held.  A
        click-selected sprite stays selected (no button holds it).
        """
        sprite = self.held
        if sprite is None:
            return
        self.held = None
        self.dragging = False
        if sprite is not self.selected:
            self.hover_target = None
            self._snap_back(sprite)

    def _release_lost_by(self, event: pygame.event.Event) -> bool:
        """True when ``event`` shows that the held button's release was lost (see :meth:`release_lost`)."""
        etype = event.type
        if etype in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            return True
        left = etype == pygame.WINDOWLEAVE
        if etype == pygame.ACTIVEEVENT and not getattr(event, "gain", 1):
            state = getattr(event, "state", 0)
            if state & (pygame.APPINPUTFOCUS | pygame.APPACTIVE):
                return True
            left = bool(state & pygame.APPMOUSEFOCUS)
        if left:
            buttons = getattr(event, "buttons", None)
            return not (buttons[0] if buttons is not None else self.button_down())
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle a mouse or window event (logical ``event.pos``, ``event.buttons``); return True when consumed.

        A motion with the left button up, a focus loss (``WINDOWFOCUSLOST``,
        ``ACTIVEEVENT``, minimised or hidden) and a window leave with no button
        held end a press whose release was lost (:meth:`release_lost`) before
        anything else happens; a press while one is already held does only that.
        """
        if event.type == pygame.MOUSEMOTION:
            buttons = getattr(event, "buttons", None)
            if self.held is not None and buttons is not None and not buttons[0]:
                self.release_lost()
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.held is not None:  # pressed again without a release: that press only ends the old one
                self.release_lost()
                return True
            return self._down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._up(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and (self.selected or self.held):
            self.cancel()
            return True
        if self.held is not None and self._release_lost_by(event):
            self.release_lost()
            return True
        return False

    def _set_hover(self, sprite: CardSprite | None) -> None:
        if self.hovered is not None and self.hovered is not sprite and self.hovered is not self.selected:
            self.hovered.lift_target = 0.0
        self.hovered = sprite
        if sprite is not None:
            sprite.lift_target = 1.0

    def _motion(self, pos: Point) -> bool:
        if self.held is not None:
            if not self.dragging and (abs(pos[0] - self._press[0]) + abs(pos[1] - self._press[1])) >= DRAG_THRESHOLD:
                self.dragging = True
                self.held.dragging = True
                self.held.tween = None
                if self.selected is not None and self.selected is not self.held:
                    self._snap_back(self.selected)
                self.selected = None
            if self.dragging:
                self.held.pos = (pos[0] - self._grab[0], pos[1] - self._grab[1])
                self.hover_target = self.target_at(self.held, pos)
            return True
        if self.selected is not None:
            self.hover_target = self.target_at(self.selected, pos)
        self._set_hover(self.pick(pos) if self.enabled() else None)
        return False

    def _down(self, pos: Point) -> bool:
        if not self.enabled():
            return False
        if self.selected is not None:
            target = self.target_at(self.selected, pos)
            if target is not None:
                sprite, self.selected = self.selected, None
                self.hover_target = None
                self._finish(sprite, target)
                return True
        sprite = self.pick(pos)
        if sprite is None:
            if self.selected is not None:
                self._snap_back(self.selected)
                self.selected = None
                return True
            return False
        self.held = sprite
        self.dragging = False
        self._press = pos
        self._grab = (pos[0] - sprite.pos[0], pos[1] - sprite.pos[1])
        self.on_pick(sprite)
        return True

    def _up(self, pos: Point) -> bool:
        sprite = self.held
        if sprite is None:
            return False
        self.held = None
        if self.dragging:
            self.dragging = False
            target = self.target_at(sprite, pos)
            self.hover_target = None
            self._finish(sprite, target)
            return True
        # a click: played at once when the table says so (a pile that is clicked to draw), else toggle selection
        if self.selected is not sprite and self.on_click(sprite):
            if self.selected is not None:
                self.selected.lift_target = 0.0
                self.selected = None
            sprite.lift_target = 0.0
            return True
        if self.selected is sprite:
            self.selected = None
            sprite.lift_target = 0.0
        else:
            if self.selected is not None:
                self.selected.lift_target = 0.0
            self.selected = sprite
            sprite.lift_target = 1.0
        return True
