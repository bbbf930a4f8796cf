"""Play test 11 (f23): Esc over a card that had just been pressed (lifted, or picked up) opened the pause menu.
The first Esc drops what the press started — a picked-up card, or a refused card's notice and its lift — and
only a second Esc pauses (the shared table's keys)."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import make_table
from tests.uihelpers import click, key
from zooarcade.scenes.pause import PauseScene
from zooarcade.session import SeatConfig


def _table(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi", "fire_chi", "harmony_strike"]})
    session.state = state
    table.reset_table()
    table.legal_cache = None
    app.step(1 / 30)
    return app, table, ids


def test_esc_after_a_refused_card_clears_its_notice_before_pausing(make_app):
    app, table, ids = _table(make_app)
    sprite = table.layer.sprites[str(ids["harmony_strike"][0])]
    click(app, sprite.rect.center)
    assert table.toast is not None and table.toast[0].startswith("Harmony Strike needs")
    key(app, pygame.K_ESCAPE)
    app.scenes.apply_pending()
    assert app.scenes.top is table and table.toast is None
    for _ in range(20):
        app.step(1 / 30)
    assert sprite.lift_target == 0.0, "the refused card lowers"
    key(app, pygame.K_ESCAPE)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, PauseScene)


def test_esc_drops_a_picked_card_before_pausing(make_app):
    app, table, ids = _table(make_app)
    click(app, table.layer.sprites[str(ids["flame_pounce"][0])].rect.center)
    assert table.drag.selected is not None
    key(app, pygame.K_ESCAPE)
    app.scenes.apply_pending()
    assert app.scenes.top is table and table.drag.selected is None
    key(app, pygame.K_ESCAPE)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, PauseScene)
