"""Case 004: a drag whose button release never arrives must not stay glued to the pointer.

The window loses focus (or the pointer leaves it and the button comes up outside), so the table never
sees the release; then the player comes back and clicks a location.  Before the fix the card followed
the pointer and that ordinary click dropped it: a move nobody meant.  Now anything that shows the
release was lost ends the drag (the card flies home with its usual snap-back) and the next click is
only a click.  Driven by synthetic events only (``event.pos`` / ``event.buttons``).
"""

from __future__ import annotations

import pygame
import pytest

from tests.games.apocalypse.test_table import DT, _table, _wait_human
from tests.uihelpers import post_mouse as _post
from zooarcade.games.apocalypse.rules import Place
from zooarcade.session import SeatConfig

SEATS = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")]

#: the ways a lost release shows itself, as the events that reach the table (None: nothing but the next click).
LOST = {
    "focus lost": [pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None)],
    "activeevent": [pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=pygame.APPINPUTFOCUS)],
    "minimised": [pygame.event.Event(pygame.WINDOWMINIMIZED, window=None)],
    "leave, no button": [pygame.event.Event(pygame.WINDOWLEAVE, window=None)],
    "motion, no button": None,  # a MOUSEMOTION with buttons (0, 0, 0), posted at the far corner
    "next click only": [],
}


def _human_table(app):
    """A table at normal speed with the human to move; return (table, session, a placement, its sprite)."""
    for seed in range(1, 40):
        table, session = _table(app, seed=seed, speed="normal", seats=list(SEATS))
        if session.state.current_player == 0:
            break
        app.scenes.pop()
        app.scenes.apply_pending()
    assert _wait_human(app, table, session)
    action = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    return table, session, action, table.char_sprite(f"c0-{action.value}")


def _start_drag(app, table, sprite, target):
    """Press on ``sprite`` and drag it over logical ``target`` (left button held), without releasing."""
    start = sprite.rect.center
    _post(pygame.MOUSEBUTTONDOWN, table.to_window(start))
    app.step(DT)
    for i in range(1, 4):
        p = (start[0] + (target[0] - start[0]) * i / 3, start[1] + (target[1] - start[1]) * i / 3)
        _post(pygame.MOUSEMOTION, table.to_window(p))
        app.step(DT)
    assert table.drag.dragging and table.drag.held is sprite


def _lose_release(app, table, how):
    """Post what shows that the release was lost (see :data:`LOST`) and run a frame; return the events."""
    events = LOST[how]
    if events is None:
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=table.to_window((1270, 710)), rel=(0, 0),
                                     buttons=(0, 0, 0))]
    for event in events:
        pygame.event.post(event)
    app.step(DT)
    return events


@pytest.mark.parametrize("how", list(LOST))
def test_the_next_ordinary_click_after_a_lost_release_plays_no_move(make_app, how):
    app = make_app()
    table, session, action, sprite = _human_table(app)
    table.drag.button_down = lambda: False  # the real mouse has no button down
    target = table.layout.cell_rect(action.loc).center
    _start_drag(app, table, sprite, target)
    played = len(session.record.actions)
    _lose_release(app, table, how)
    # the player comes back and clicks another location the card could go to: an ordinary click
    other = next(a.loc for a in session.state.legal_actions()
                 if isinstance(a, Place) and a.value == action.value and abs(a.loc - action.loc) > 6)
    click = table.layout.cell_rect(other).center
    _post(pygame.MOUSEBUTTONDOWN, table.to_window(click))
    _post(pygame.MOUSEBUTTONUP, table.to_window(click))
    app.step(DT)
    for _ in range(40):
        app.step(DT)
    assert len(session.record.actions) == played, f"{how}: the next click played a move"
    assert table.drag.held is None and not table.drag.dragging and table.drag.selected is None
    assert sprite.pos == sprite.home, "the card is back in the hand"
    assert table.input_enabled(), "still the human's turn"


@pytest.mark.parametrize("how", [h for h, events in LOST.items() if events != []])
def test_a_lost_release_sends_the_card_home_at_once(make_app, how):
    app = make_app()
    table, session, action, sprite = _human_table(app)
    table.drag.button_down = lambda: False
    _start_drag(app, table, sprite, table.layout.cell_rect(action.loc).center)
    _lose_release(app, table, how)
    assert not table.drag.dragging and table.drag.held is None, f"{how}: the card is still held"
    assert not sprite.dragging and sprite.moving, f"{how}: the card flies home with its snap-back animation"
    assert sprite.pos != table.layout.cell_rect(action.loc).center or sprite.moving
    for _ in range(40):
        app.step(DT)
    assert sprite.pos == sprite.home and not sprite.moving


@pytest.mark.parametrize("held", ["event buttons", "mouse state"])
def test_leaving_the_window_with_the_button_held_keeps_the_drag(make_app, held):
    """The pointer may cross the window's edge mid-drag (SDL keeps the button's events): the drop still plays."""
    app = make_app()
    table, session, action, sprite = _human_table(app)
    target = table.layout.cell_rect(action.loc).center
    _start_drag(app, table, sprite, target)
    if held == "event buttons":
        table.drag.button_down = lambda: False
        pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE, window=None, buttons=(1, 0, 0)))
    else:
        table.drag.button_down = lambda: True
        pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE, window=None))
        pygame.event.post(pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=pygame.APPMOUSEFOCUS))
    pygame.event.post(pygame.event.Event(pygame.WINDOWENTER, window=None))
    app.step(DT)
    assert table.drag.dragging and table.drag.held is sprite
    played = len(session.record.actions)
    _post(pygame.MOUSEBUTTONUP, table.to_window(target))
    app.step(DT)
    assert len(session.record.actions) == played + 1 and session.record.actions[played] == action


def test_focus_gained_does_not_end_a_drag(make_app):
    app = make_app()
    table, session, action, sprite = _human_table(app)
    _start_drag(app, table, sprite, table.layout.cell_rect(action.loc).center)
    pygame.event.post(pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=pygame.APPINPUTFOCUS))
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED, window=None))
    app.step(DT)
    assert table.drag.dragging and table.drag.held is sprite
