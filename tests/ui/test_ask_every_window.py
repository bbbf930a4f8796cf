"""The "ask at every response window" setting: stored with the settings, off by default, switched in the
Settings screen, and read by the table kit (a human with no response is asked only when it is on)."""

from __future__ import annotations

import pygame

from zooarcade.scenes.settings import SettingsScene
from zooarcade.storage.settings import Settings, load_settings, save_settings


def test_the_setting_is_off_by_default_and_survives_a_save(tmp_path):
    assert Settings().ask_every_window is False
    path = tmp_path / "settings.json"
    s = Settings()
    s.ask_every_window = True
    save_settings(path, s)
    loaded, notice = load_settings(path)
    assert notice is None and loaded.ask_every_window is True
    assert Settings.from_json({"ask_every_window": False}).ask_every_window is False


def test_a_bad_value_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"ask_every_window": "yes"}', encoding="utf-8")
    loaded, notice = load_settings(path)
    assert notice is not None and loaded.ask_every_window is False


def test_the_settings_screen_switches_it(make_app):
    app = make_app()
    scene = SettingsScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 30)
    control = scene.controls["ask_every_window"]
    assert app.settings.ask_every_window is False
    scene.set_focus(control)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(1 / 30)
    assert app.settings.ask_every_window is True
    assert make_app().settings.ask_every_window is True, "the change is saved at once"
