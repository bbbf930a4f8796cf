"""Drive the Zoo Vadis table with synthetic mouse events (tests only).

Posted events do not move ``pygame.mouse.get_pos()``; the table's drag code reads ``event.pos``, so a
drag is a press, a few motions with the left button held, and a release, all at WINDOW pixels mapped
from logical canvas positions.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tests.uihelpers import click, drag, show_table, wait_until  # noqa: F401  (click, drag: re-exported for the Vadis tests)
from zooarcade.games.zoo_vadis.scene import VadisTable
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.handoff import HandoffScene


def open_table(make_app, seats: str, seed: int, size: tuple[int, int] = (1280, 720), options=None):
    """An app showing a fresh Zoo Vadis table: instant animations, no think pause."""
    session = GameSession(MatchSetup("zoo_vadis", parse_seats(seats), seed, options=dict(options or {})))
    app, table = show_table(make_app, session, size, think={"easy": 0.01, "normal": 0.01, "hard": 0.05})
    assert isinstance(table, VadisTable)
    return app, table


def open_session(make_app, session: GameSession, size: tuple[int, int] = (1280, 720), settle: int = 3):
    """``(app, table)``: an app of ``size`` showing the Zoo Vadis table of ``session`` (instant animations), after
    ``settle`` frames of 1/30 s (0: none).  The one copy of the block the table tests used to repeat."""
    app, table = show_table(make_app, session, size)
    assert isinstance(table, VadisTable)
    frames(app, settle)
    return app, table


def frames(app, n: int = 3) -> None:
    """Run ``n`` frames of 1/30 s."""
    for _ in range(n):
        app.step(1 / 30)


def until(app, test: Callable[[], bool], limit: int = 600, what: str = "") -> None:
    """Run frames until ``test()`` holds (at most ``limit``)."""
    wait_until(app, test, limit, f"the table never got there: {what}")


def panel_labels(table: VadisTable) -> list[str]:
    """The labels of the decision panel's controls, in order."""
    return [c.label for c in table.panel.choices]


def press(app, table: VadisTable, label: str, value: str | None = None) -> None:
    """Click the panel control whose label starts with ``label``; with ``value``, first turn its cycler there
    by clicking the cycler's right arrow (the real widget), then click the button."""
    index = next((i for i, c in enumerate(table.panel.choices) if c.label.startswith(label)), None)
    assert index is not None, f"no control {label!r} in {panel_labels(table)}"
    cycler = table.panel.cyclers[index]
    if value is not None and cycler is None:
        assert table.panel.choices[index].label.endswith(value), (value, panel_labels(table))
    elif value is not None:
        options = [v for v, _ in table.panel.choices[index].options]
        assert value in options, f"{value!r} not in {options}"
        for _ in range(len(options)):
            if options[cycler.index] == value:
                break
            r = cycler.rect
            click(app, (r.right - 10, r.centery))
    click(app, table.panel.buttons[index].rect.center)


def pass_handoff(app) -> bool:
    """Confirm the hot-seat handoff screen when it is up; True when it was."""
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.confirm()
        app.scenes.apply_pending()
        return True
    return False


def key_press(app, k: int) -> None:
    """Press key ``k`` (no modifier) and run two frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    app.step(1 / 60)
