"""The shared drag code (``zooarcade.ui.cards.DragController``) ends a press whose release was lost, for every table.

Events go straight to the controller (no window needed): ``event.pos`` and ``event.buttons`` only.
"""

from __future__ import annotations

import pygame
import pytest

from zooarcade.ui.cards import CardSprite, DragController

HOME = (50.0, 50.0)
TARGET = pygame.Rect(300, 300, 60, 60)


@pytest.fixture
def rig():
    sprite = CardSprite("card", pygame.Surface((40, 60)), pos=HOME, home=HOME)
    drops: list[object] = []
    rejects: list[object] = []
    drag = DragController(
        pick=lambda pos: sprite if sprite.hit(pos) else None,
        targets=lambda s: {"t": TARGET},
        on_drop=lambda s, t: drops.append(t) or True,
        on_reject=lambda s, t: rejects.append(t),
    )
    drag.button_down = lambda: False  # the real mouse: no button down
    return drag, sprite, drops, rejects


def ev(kind, **data):
    return pygame.event.Event(kind, data)


def press_and_drag(drag, to=TARGET.center):
    drag.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=HOME, button=1))
    drag.handle_event(ev(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    assert drag.dragging and drag.held is not None


LOSSES = [
    ev(pygame.WINDOWFOCUSLOST, window=None),
    ev(pygame.WINDOWHIDDEN, window=None),
    ev(pygame.WINDOWMINIMIZED, window=None),
    ev(pygame.ACTIVEEVENT, gain=0, state=pygame.APPACTIVE),
    ev(pygame.ACTIVEEVENT, gain=0, state=pygame.APPINPUTFOCUS),
    ev(pygame.ACTIVEEVENT, gain=0, state=pygame.APPMOUSEFOCUS),  # the pointer left, no button held
    ev(pygame.WINDOWLEAVE, window=None),
    ev(pygame.MOUSEMOTION, pos=TARGET.center, rel=(0, 0), buttons=(0, 0, 0)),
    ev(pygame.MOUSEBUTTONDOWN, pos=TARGET.center, button=1),  # a second press: the first one's release was lost
]


@pytest.mark.parametrize("loss", LOSSES, ids=lambda e: pygame.event.event_name(e.type))
def test_a_lost_release_ends_the_drag_without_a_drop(rig, loss):
    drag, sprite, drops, rejects = rig
    press_and_drag(drag)
    drag.handle_event(loss)
    assert drag.held is None and not drag.dragging and drag.active is None and drag.hover_target is None
    assert not sprite.dragging and sprite.moving, "the card flies home"
    sprite.update(1.0)
    assert sprite.pos == HOME
    # the release that finally comes (or a later one) drops nothing
    drag.handle_event(ev(pygame.MOUSEBUTTONUP, pos=TARGET.center, button=1))
    assert drops == [] and rejects == [] and drag.selected is None


def test_a_press_without_motion_is_not_a_selection_after_a_lost_release(rig):
    drag, sprite, drops, _ = rig
    drag.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=HOME, button=1))
    drag.handle_event(ev(pygame.WINDOWFOCUSLOST, window=None))
    drag.handle_event(ev(pygame.MOUSEBUTTONUP, pos=HOME, button=1))
    assert drag.selected is None and drag.held is None
    drag.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=TARGET.center, button=1))
    drag.handle_event(ev(pygame.MOUSEBUTTONUP, pos=TARGET.center, button=1))
    assert drops == []


@pytest.mark.parametrize("event", [
    ev(pygame.WINDOWLEAVE, window=None, buttons=(1, 0, 0)),
    ev(pygame.ACTIVEEVENT, gain=1, state=pygame.APPINPUTFOCUS),
    ev(pygame.WINDOWFOCUSGAINED, window=None),
    ev(pygame.MOUSEMOTION, pos=TARGET.center, rel=(0, 0)),  # a motion that does not say: the drag goes on
], ids=lambda e: pygame.event.event_name(e.type))
def test_events_that_do_not_show_a_lost_release_keep_the_drag(rig, event):
    drag, sprite, drops, _ = rig
    press_and_drag(drag)
    drag.handle_event(event)
    assert drag.dragging and drag.held is sprite
    drag.handle_event(ev(pygame.MOUSEBUTTONUP, pos=TARGET.center, button=1))
    assert drops == ["t"]


def test_a_window_leave_asks_the_mouse_when_the_event_does_not_say(rig):
    drag, sprite, drops, _ = rig
    drag.button_down = lambda: True
    press_and_drag(drag)
    drag.handle_event(ev(pygame.WINDOWLEAVE, window=None))
    assert drag.dragging
    drag.button_down = lambda: False
    drag.handle_event(ev(pygame.WINDOWLEAVE, window=None))
    assert not drag.dragging and drops == []


def test_a_click_selection_survives_a_focus_loss(rig):
    """Click-select holds no button: losing focus keeps the selection (the next click on a target plays it)."""
    drag, sprite, drops, _ = rig
    drag.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=HOME, button=1))
    drag.handle_event(ev(pygame.MOUSEBUTTONUP, pos=HOME, button=1))
    assert drag.selected is sprite
    drag.handle_event(ev(pygame.WINDOWFOCUSLOST, window=None))
    assert drag.selected is sprite
    drag.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=TARGET.center, button=1))
    assert drops == ["t"]
