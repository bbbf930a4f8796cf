"""Hot-seat privacy: the "pass the device" screen and the rule that decides when it shows.

When several people share one screen and a game has private information (hands), the
table must not show one player's secrets to the next.  The rule (:func:`needs_handoff`):
a handoff is needed when the game has private information, the next seat to decide is a
human, and that human is not the last human who decided.

:class:`HandoffScene` is **opaque**: the scene manager draws down to the first opaque
scene only, so while it is on top the table below is not drawn at all.  It says
"Pass to <name> — click when ready"; a click (press and release on it), Enter, Space or
the keypad Enter confirms (Esc opens the table's menu over it, revealing nothing), after a
short arming delay so that the click which ended the previous player's move cannot confirm it
by accident.  On confirm it pops itself and calls
``on_ready()`` — where the table switches its view to that player.

How a table uses it (the real games with hands must reuse this)::

    seat = session.current
    if needs_handoff(session.state, self.last_human, seat, session.seats):
        self.viewer = None                     # draw no private card of anyone from now on
        def ready() -> None:
            self.viewer = seat                 # now draw this seat's own hand face up
        app.scenes.push(HandoffScene(app, session.seats[seat].name, ready))
    if not session.seats[seat].is_ai:
        self.last_human = seat                 # once that human acts

Units: logical pixels of the 1280×720 canvas, seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from zooarcade.ui import gfx, theme
from zooarcade.ui.display import LOGICAL_SIZE
from zooarcade.ui.scene import Scene

if TYPE_CHECKING:
    from zooarcade.ui.services import Services

W, H = LOGICAL_SIZE
#: seconds after the screen appears during which clicks and keys are ignored.
ARM_DELAY = 0.35
#: colours of the screen: a dark curtain, not the table felt.
CURTAIN_TOP = (30, 26, 44)
CURTAIN_BOTTOM = (12, 12, 20)


def _is_human(seat_config: Any) -> bool:
    """True for a human seat: a :class:`~zooarcade.session.SeatConfig`, or anything with ``is_ai`` / ``kind``."""
    if hasattr(seat_config, "is_ai"):
        return not bool(seat_config.is_ai)
    return getattr(seat_config, "kind", "human") == "human"


def needs_handoff(state_cls_or_state: Any, last_human: int | None, next_seat: int, seats: Sequence[Any]) -> bool:
    """Return True when the handoff screen must cover the table before ``next_seat`` decides.

    Args:
        state_cls_or_state: the game's state class or a state; its ``HAS_PRIVATE_INFO``
            says whether any seat holds information others may not see.
        last_human: the seat of the last human who decided, or None when no human has yet.
        next_seat: the seat to decide now (negative: the game is over).
        seats: seat configurations in seat order (``SeatConfig``-like: ``is_ai`` or ``kind``).

    Rule: private information **and** ``next_seat`` is a human **and** that human is not
    ``last_human``.  With ``last_human`` None (the first human decision of the match) a
    handoff is needed only when two or more humans share the screen.
    """
    if not getattr(state_cls_or_state, "HAS_PRIVATE_INFO", False):
        return False
    if not 0 <= next_seat < len(seats) or not _is_human(seats[next_seat]):
        return False
    if last_human is None:
        return sum(1 for s in seats if _is_human(s)) >= 2
    return last_human != next_seat


class HandoffScene(Scene):
    """The opaque "Pass to <name>" screen.

    Args:
        app: the running app.
        name: the player to hand the device to.
        on_ready: called once, after the scene popped itself, when that player confirms.
        on_menu: called on Esc, with this screen still up (the table's pause menu goes over it, so
            nothing is revealed, and Resume comes back here); ``None``: Esc does nothing.
        reason: one public line on why the device changes hands mid-turn ("Player 1 asks you to answer
            a deal"), shown under the heading; ``None``: a plain turn change.  Everyone at the table
            reads it, so it must name no hidden amount.

    Attributes:
        confirmed: True once the player confirmed (further input is ignored).
    """

    opaque = True
    music = None

    def __init__(self, app: Services, name: str, on_ready: Callable[[], None],
                 on_menu: Callable[[], None] | None = None, reason: str | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.on_menu = on_menu
        self.reason = reason
        #: the screen's message, as shown (heading, the reason if any, and prompt).
        self.text = f"Pass to {name} \u2014 " + (f"{reason} \u2014 " if reason else "") + "click when ready"
        self.on_ready = on_ready
        self.age = 0.0
        self.confirmed = False
        self._pressed = False
        self.background = gfx.Drawing((W, H), self._paint, alpha=False)

    @property
    def armed(self) -> bool:
        """True once :data:`ARM_DELAY` has passed: input now confirms."""
        return self.age >= ARM_DELAY

    def confirm(self) -> None:
        """Pop this screen and call ``on_ready`` (once)."""
        if self.confirmed:
            return
        self.confirmed = True
        self.app.sfx("turn_start")
        self.app.scenes.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.armed
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._pressed and self.armed:
                self.confirm()
            self._pressed = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_menu is not None:
            if not self.confirmed:
                self._pressed = False
                self.on_menu()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            if self.armed:
                self.confirm()
            return True
        # every other event is swallowed too: nothing reaches the hidden table
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEWHEEL, pygame.TEXTINPUT)

    def animating(self) -> bool:
        """True while the prompt arms and its pulse settles (half a second after :data:`ARM_DELAY`)."""
        return self.age < ARM_DELAY + 0.5

    def update(self, dt: float) -> None:
        self.age += dt

    def _paint(self, surf: gfx.Canvas) -> None:
        surf.blit(theme.vertical_gradient((W, H), CURTAIN_TOP, CURTAIN_BOTTOM), (0, 0))
        # curtain folds
        folds = surf.new((W, H))
        for x in range(0, W, 64):
            gfx.rect(folds, (255, 255, 255, 7), (x, 0, 28, H))
            gfx.line(folds, (0, 0, 0, 40), (x + 30, 0), (x + 30, H), 3)
        surf.blit(folds, (0, 0))
        eyes = self.app.assets.icon("eyes", (120, 120))
        surf.blit(eyes, eyes.get_rect(center=(W // 2, 190)))
        head = f"Pass to {self.name}"
        head_font = self.app.assets.font_for("display", 64 if len(self.name) <= 16 else 44, head)
        theme.blit_text(surf, head_font, head, (W // 2, 330), theme.ACCENT, anchor="center", shadow=True)
        sub_font = self.app.font("text", 26)
        theme.blit_text(surf, sub_font, "\u2014 click when ready \u2014", (W // 2, 410), theme.INK, anchor="center")
        if self.reason:
            # mid-turn (a deal to answer, a counter coming back): say so, or it reads like a skipped turn
            reason_font = self.app.assets.font_for("bold", 26 if len(self.reason) <= 60 else 20, self.reason)
            theme.blit_text(surf, reason_font, self.reason, (W // 2, 490), theme.ACCENT, anchor="center")
        note = "Everyone else, look away: the next screen shows this player's hidden cards."
        theme.blit_text(surf, self.app.font("text", 18), note, (W // 2, 600), theme.INK_DIM, anchor="center")
        keys = "Click, Enter or Space to continue" + ("   \u00b7   Esc: menu" if self.on_menu is not None else "")
        theme.blit_text(surf, self.app.font("bold", 16), keys, (W // 2, 640), (130, 128, 150), anchor="center")

    def draw(self, surface: gfx.Canvas) -> None:
        surface.blit(self.background, (0, 0))
        if self.armed:
            pulse = 0.5 + 0.5 * pygame.math.clamp((self.age - ARM_DELAY) * 2, 0.0, 1.0)
            ring = pygame.Rect(0, 0, 420, 64)
            ring.center = (W // 2, 410)
            color = tuple(int(c * pulse) for c in theme.ACCENT)
            gfx.rect(surface, color, ring, 2, border_radius=32)
