"""Case 003 on screen: a write that fails is told to the player once, in words, never only logged.

Read-only and full folders are simulated (:mod:`tests.diskfaults`).  What the app told is read
from ``app.toasts.told`` (every notice shown over the scenes, in order).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pygame
import pytest

from tests.diskfaults import full_disk, needs_fault_injection, read_only
from tests.games.apocalypse.test_table import DT, _play_human_turn, _table, _wait_human
from tests.hostile import played
from tests.uihelpers import assert_not_blank, click
from zooarcade.scenes.results import ResultsScene
from zooarcade.scenes.settings import SettingsScene
from zooarcade.session import SeatConfig
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.settings import Settings, load_settings

pytestmark = needs_fault_injection
HUMANS = [SeatConfig("Ann"), SeatConfig("Bo")]


def home() -> Path:
    return Path(os.environ["ZOOARCADE_HOME"])


def told(app, words: str) -> list[str]:
    return [t for t in app.toasts.told if words in t]


def near_the_end(session, left: int = 2) -> None:
    """Play ``session`` up to ``left`` actions before the end of the same seeded game."""
    whole = played(session.setup.seed)
    for action in whole.record.actions[:-left]:
        session.apply(action)


def test_a_read_only_user_folder_is_told_once_in_words(make_app, caplog):
    user_dirs()["data"].mkdir(parents=True)
    app = make_app()
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, user_dirs()["data"])
        table, session = _table(app, seats=[SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
        with caplog.at_level(logging.WARNING, logger="zooarcade"):
            for turn in range(3):
                assert _wait_human(app, table, session)
                _play_human_turn(app, table, session, turn)
        shown = told(app, "Saving is off")
        assert len(shown) == 1, app.toasts.told
        assert "read-only" in shown[0] and "not be kept" in shown[0], shown[0]
        assert app.toasts.visible() == shown, "the notice is on screen over the table"
        warnings = [r for r in caplog.records if "autosave" in r.getMessage().lower()]
        assert len(warnings) <= 1, [r.getMessage() for r in warnings]
        app.step(DT)
        assert_not_blank(app.display.window)


def test_a_finished_game_on_a_read_only_folder_says_what_is_not_kept(make_app):
    user_dirs()["data"].mkdir(parents=True)
    app = make_app()
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, user_dirs()["data"])
        table, session = _table(app, seed=21, seats=list(HUMANS), prepare=near_the_end)
        turn = 0
        while _wait_human(app, table, session):
            _play_human_turn(app, table, session, turn)
            turn += 1
        for _ in range(400):
            if isinstance(app.scenes.top, ResultsScene):
                break
            app.step(DT)
        assert isinstance(app.scenes.top, ResultsScene)
        assert len(told(app, "replay")) == 1, app.toasts.told
        assert len(told(app, "tatistics")) == 1, app.toasts.told
        assert all("read-only" in t for t in app.toasts.told), app.toasts.told
        app.step(DT)
        assert_not_blank(app.display.window)


def test_a_settings_change_that_cannot_be_saved_is_told_once(make_app):
    config = home() / "config"
    config.mkdir(parents=True)
    app = make_app()
    scene = SettingsScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, config)
        speed = scene.controls["animation_speed"]
        click(app, (speed.rect.right - 8, speed.rect.centery))
        click(app, (speed.rect.right - 8, speed.rect.centery))
    shown = told(app, "Settings")
    assert len(shown) == 1 and "could not be saved" in shown[0] and "read-only" in shown[0], app.toasts.told
    assert not (config / "settings.json").exists()


def test_f11_keeps_a_damaged_settings_file_aside_before_saving(make_app):
    config = home() / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"fullscreen": "maybe"', encoding="utf-8")
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(DT)
    assert (config / "settings.damaged-1.json").read_text(encoding="utf-8") == '{"fullscreen": "maybe"'
    settings, notice = load_settings(config / "settings.json")
    assert notice is None and settings.fullscreen == app.display.fullscreen
    assert settings == Settings(fullscreen=app.display.fullscreen)


def test_export_on_a_full_disk_leaves_no_file_and_says_why(make_app):
    app = make_app()
    session = played(21)
    scene = ResultsScene(app, session)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(DT)
    exports = user_dirs()["exports"]
    exports.mkdir(parents=True)
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, exports, room=64)
        assert scene.export() is None
    assert list(exports.iterdir()) == [], "no 0-byte or partial file is left"
    assert "disk is full" in scene.message, scene.message
    path = scene.export()  # room again: the export is whole
    assert path is not None and json.loads(path.read_text(encoding="utf-8"))["format"] == "zooarcade-replay"


def test_a_finished_game_that_could_not_keep_its_replay_waits_in_the_load_list(make_app):
    """Its save is listed as finished (never deleted), the player is told why, and it opens on its end."""
    from zooarcade.scenes.load import LoadScene
    from zooarcade.storage.replays import ReplayStore
    from zooarcade.storage.saves import SaveStore

    store = SaveStore.default()
    session = played(25)
    store.saves_dir.mkdir(parents=True)
    path = store.saves_dir / "finished.json"
    path.write_text(json.dumps(store.document(session)), encoding="utf-8")
    replays = ReplayStore.default().replays_dir
    replays.mkdir(parents=True)
    app = make_app()
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, replays)
        scene = LoadScene(app)
        app.scenes.reset(scene)
        app.scenes.apply_pending()
        app.step(DT)
        [info] = scene.infos
        assert info.finished and not info.damaged and path.exists()
        assert told(app, "replay") and "disk is full" in told(app, "replay")[0], app.toasts.told
        click(app, scene.rows[0].rect.center)
        for _ in range(400):
            if isinstance(app.scenes.top, ResultsScene):
                break
            app.step(DT)
        assert isinstance(app.scenes.top, ResultsScene), "the finished game opens on its results"
        assert path.exists(), "still no replay on disk: the save stays"
    app.scenes.top.to_menu()
    app.step(DT)
    assert SaveStore.default().list_saves() == [] and not path.exists(), "room again: kept as a replay"
    assert len(list(replays.iterdir())) == 1
