"""Pause menu, play test: the Settings (table layout, sound, speed…) could only be reached from the title screen,
so changing one meant leaving the game.  The pause menu now has a Settings entry: it opens the Settings screen
over the paused game, its changes apply at once (the table's layout too), and Back returns to the pause menu
with the same game, which Resume continues."""

from __future__ import annotations

import pygame

from tests.uihelpers import SLOW_AI, click, key, show_table
from zooarcade.gallery import demo_session
from zooarcade.scenes.pause import PauseScene
from zooarcade.scenes.settings import SettingsScene
from zooarcade.ui.display import COMPACT_SIZE, LOGICAL_SIZE


def test_settings_open_from_the_pause_menu_and_return_to_the_game(make_app):
    session = demo_session("zop_zoo", 7, 6)
    app, table = show_table(make_app, session, (800, 600), think=SLOW_AI)
    app.step(1 / 30)
    assert table.compact and app.display.canvas.get_size() == COMPACT_SIZE
    steps = len(session.record.steps)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert pause.box.contains(pause.settings_button.rect) and not pause.settings_button.rect.colliderect(
        pause.rules_button.rect)
    click(app, pause.settings_button.rect.center)
    app.step(1 / 30)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene) and settings.music is None, "the table's music plays on"
    assert app.scenes.stack[-2] is pause and table in app.scenes.stack
    layout = settings.controls["table_layout"]
    while app.settings.table_layout != "wide":
        layout.step(1)
    key(app, pygame.K_ESCAPE)  # Back
    assert app.scenes.top is pause
    app.step(1 / 30)
    assert app.display.canvas.get_size() == LOGICAL_SIZE and not table.compact, "the new layout applies at once"
    assert pause.box.centerx == LOGICAL_SIZE[0] // 2
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.scenes.top is table and table.session is session
    assert len(session.record.steps) == steps, "the game waited, nothing lost"


def test_enter_resumes_after_a_trip_to_settings_or_rules_from_the_pause_menu(make_app):
    """Play test 13b: after pause → Settings (clicked) → Back, Resume was drawn lit but Enter did nothing (the click
    had dropped keyboard focus).  Back on top with no focus, the pause menu gives it to Resume again."""
    session = demo_session("zop_zoo", 7, 6)
    app, table = show_table(make_app, session, (1280, 720), think=SLOW_AI)
    app.step(1 / 30)
    for opener in ("settings_button", "rules_button"):
        key(app, pygame.K_ESCAPE)
        pause = app.scenes.top
        assert isinstance(pause, PauseScene) and pause.focused() is pause.resume_button
        click(app, getattr(pause, opener).rect.center)
        app.step(1 / 30)
        assert app.scenes.top is not pause
        key(app, pygame.K_ESCAPE)  # Back to the pause menu
        app.step(1 / 30)
        assert app.scenes.top is pause and pause.focused() is pause.resume_button, opener
        key(app, pygame.K_RETURN)
        app.step(1 / 30)
        assert app.scenes.top is table, opener
