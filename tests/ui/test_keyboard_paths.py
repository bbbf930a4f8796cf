"""Every mouse action has a keyboard path: a whole session of the arcade driven by keys alone, plus F11 and
the table's log scrolling (the keyboard path of the mouse wheel).

Other screens' keys are covered where they live (settings, load, rules, replay, results, table services).
"""

from __future__ import annotations

import pygame

from tests.ui.test_menu_services import finished_session, key, show
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.game_select import GameSelectScene
from zooarcade.scenes.load import LoadScene
from zooarcade.scenes.pause import PauseScene
from zooarcade.scenes.rules import RulesScene
from zooarcade.scenes.setup import SeatSetupScene
from zooarcade.scenes.statistics import StatisticsScene
from zooarcade.scenes.title import TitleScene
from zooarcade.storage.settings import load_settings
from zooarcade.storage.stats import StatsStore


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60)


def tab_to(app, scene, widget, limit: int = 40) -> None:
    """Press Tab until ``widget`` has keyboard focus."""
    for _ in range(limit):
        if widget.focused:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget}")


def test_a_whole_session_by_keyboard_alone(make_app):
    assert StatsStore.default().record(finished_session())
    app = make_app()
    app.settings.animation_speed = "instant"
    title = TitleScene(app)
    show(app, title)

    # title -> game select -> seat setup -> table
    assert title.buttons[0].text == "Play" and title.buttons[0].focused
    key(app, pygame.K_RETURN)
    select = app.scenes.top
    assert isinstance(select, GameSelectScene) and select.cards[0].focused
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SeatSetupScene)
    key(app, pygame.K_RETURN)  # Start is focused
    frames(app)
    table = app.scenes.top
    session = table.session
    assert session.setup.game_id == "apocalypse"

    # table: Tab chooses a legal move (marked), Enter plays it
    for _ in range(600):
        if table.input_enabled():
            break
        app.step(1 / 60)
    assert table.input_enabled()
    before = len(session.record.actions)
    key(app, pygame.K_TAB)
    assert table.choice() == 0 and table.marked()
    key(app, pygame.K_RETURN)
    assert len(session.record.actions) > before

    # F1 rules from the table, Esc back; Esc pauses; F1 rules from the pause menu
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and pause.resume_button.focused
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause
    key(app, pygame.K_RETURN)  # Resume
    assert app.scenes.top is table
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    for _ in range(4):  # Start over, Rules, Settings, Quit to menu
        key(app, pygame.K_DOWN)
    assert pause.quit_button.focused
    key(app, pygame.K_RETURN)
    title = app.scenes.top
    assert isinstance(title, TitleScene) and len(app.scenes.stack) == 1

    # statistics: reset asks first, answered by keys
    stats_button = next(b for b in title.buttons if b.text == "Statistics")
    tab_to(app, title, stats_button)
    key(app, pygame.K_RETURN)
    stats = app.scenes.top
    assert isinstance(stats, StatisticsScene)
    tab_to(app, stats, stats.reset_button)
    key(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and dialog.no_button.focused
    key(app, pygame.K_LEFT)
    assert dialog.yes_button.focused
    key(app, pygame.K_RETURN)
    assert app.scenes.top is stats and StatsStore.default().games() == []
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title

    # the game just left is on the Load list (and behind Continue): Enter on its row opens it
    load_button = next(b for b in title.buttons if b.text == "Load game")
    tab_to(app, title, load_button)
    key(app, pygame.K_RETURN)
    load = app.scenes.top
    assert isinstance(load, LoadScene) and load.rows and load.rows[0].focused
    key(app, pygame.K_RETURN)
    frames(app)
    reopened = app.scenes.top
    played = len(session.record.actions)
    assert played > before
    # the same game (its computer seat may answer at once, at instant speed)
    assert reopened.session.record.actions[:played] == session.record.actions


def test_f11_switches_fullscreen_anywhere_and_the_setting_follows(make_app):
    app = make_app()
    show(app, TitleScene(app))
    assert not app.display.fullscreen
    key(app, pygame.K_F11)
    assert app.display.fullscreen and app.settings.fullscreen
    assert load_settings(app.settings_path)[0].fullscreen, "saved: the next start opens fullscreen"
    key(app, pygame.K_F11)
    assert not app.display.fullscreen and not app.settings.fullscreen
    assert not load_settings(app.settings_path)[0].fullscreen


def test_page_keys_scroll_the_table_log(make_app):
    app = make_app()
    app.settings.animation_speed = "instant"
    from zooarcade.gallery import demo_session

    table = app.make_table(demo_session("apocalypse", seed=3, moves=4))
    show(app, table)
    for i in range(60):
        table.log.add(f"Line {i} of a long game log that has to be scrolled.")
    frames(app, 2)
    log = table.log
    assert log.max_scroll > 0 and log.scroll == log.max_scroll and log.follow
    key(app, pygame.K_PAGEUP)
    assert log.scroll < log.max_scroll and not log.follow
    up_once = log.scroll
    key(app, pygame.K_PAGEUP)
    assert log.scroll < up_once
    for _ in range(20):
        key(app, pygame.K_PAGEUP)
    assert log.scroll == 0
    for _ in range(20):
        key(app, pygame.K_PAGEDOWN)
    assert log.scroll == log.max_scroll and log.follow
