"""Esc on the hot-seat "Pass to …" screen opens the pause menu without showing the next hand (play test 12)."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.table_helpers import make_table
from tests.uihelpers import key, wait_until
from zooarcade.scenes.pause import PauseScene
from zooarcade.session import SeatConfig
from zooarcade.ui.handoff import ARM_DELAY, HandoffScene

DT = 1 / 60


def _at_handoff(make_app):  # noqa: ANN001, ANN202
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bea")], seed=5)
    wait_until(app, lambda: isinstance(app.scenes.top, HandoffScene), limit=600, what="no handoff", dt=DT)
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene)
    for _ in range(int(ARM_DELAY / DT) + 2):
        app.step(DT)
    return app, table, session, handoff


def test_esc_on_the_handoff_opens_the_menu_and_resume_returns_to_it(make_app) -> None:  # noqa: ANN001
    app, table, session, handoff = _at_handoff(make_app)
    assert table.viewer is None
    key(app, pygame.K_ESCAPE)
    app.scenes.apply_pending()
    app.step(DT)
    assert isinstance(app.scenes.top, PauseScene), "Esc opens the pause menu"
    assert app.scenes.stack[-2] is handoff, "the handoff stays under the menu"
    assert not handoff.confirmed and table.viewer is None, "nothing of the next hand is shown"
    # the menu is drawn over the opaque handoff: the table (and its hands) is not drawn at all
    drawn = []
    real = table.draw
    table.draw = lambda surface: (drawn.append(1), real(surface))[1]  # type: ignore[method-assign]
    app.step(DT)
    assert not drawn
    key(app, pygame.K_ESCAPE)  # Esc on the menu: Resume
    app.scenes.apply_pending()
    app.step(DT)
    assert app.scenes.top is handoff and not handoff.confirmed and table.viewer is None
    key(app, pygame.K_RETURN)
    app.scenes.apply_pending()
    assert handoff.confirmed and app.scenes.top is table and table.viewer == session.current
