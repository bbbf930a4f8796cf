"""The "ask at every response window" setting: stored with the settings, automatic by default (on in hot-seat,
where a pass played by itself would tell who holds a response; off otherwise), switched in the Settings screen,
and read by the table kit (a human with no response is asked only when it is on)."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.scenes.settings import SettingsScene
from zooarcade.storage.settings import Settings, load_settings, save_settings


def test_the_setting_is_automatic_by_default_and_survives_a_save(tmp_path):
    assert Settings().ask_every_window is None
    path = tmp_path / "settings.json"
    s = Settings()
    s.ask_every_window = True
    save_settings(path, s)
    loaded, notice = load_settings(path)
    assert notice is None and loaded.ask_every_window is True
    assert Settings.from_json({"ask_every_window": False, "schema": 2}).ask_every_window is False
    assert Settings.from_json({"ask_every_window": None, "schema": 2}).ask_every_window is None
    for value in (None, False, True):
        s.ask_every_window = value
        save_settings(path, s)
        assert load_settings(path)[0].ask_every_window is value


def test_a_schema_1_false_reads_as_automatic():
    """Schema 1 had only on/off and wrote the untouched default as false: it now reads as automatic."""
    assert Settings.from_json({"ask_every_window": False, "schema": 1}).ask_every_window is None
    assert Settings.from_json({"ask_every_window": False}).ask_every_window is None
    assert Settings.from_json({"ask_every_window": True, "schema": 1}).ask_every_window is True


def test_automatic_means_on_exactly_in_hot_seat():
    auto = Settings()
    assert [auto.asks_every_window(h) for h in (0, 1, 2, 3)] == [False, False, True, True]
    assert Settings(ask_every_window=False).asks_every_window(3) is False
    assert Settings(ask_every_window=True).asks_every_window(1) is True


def test_a_bad_value_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"ask_every_window": "yes"}', encoding="utf-8")
    loaded, notice = load_settings(path)
    assert notice is not None and loaded.ask_every_window is None


def test_the_settings_screen_switches_it(make_app):
    """Auto → Off → On, each saved at once."""
    app = make_app()
    scene = SettingsScene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 30)
    control = scene.controls["ask_every_window"]
    assert app.settings.ask_every_window is None and control.options[control.index] == "Auto"
    scene.set_focus(control)
    for expected in (False, True):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        app.step(1 / 30)
        assert app.settings.ask_every_window is expected
    assert make_app().settings.ask_every_window is True, "the change is saved at once"


def _at_forced_window(seats: str):
    """A Zoo Fighters II session at a response window where a human seat has nothing to play but Pass."""
    from zooarcade.core.rng import Rng
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("zoo_fighters", parse_seats(seats), 1))
    rng = Rng.from_seed(1)
    for _ in range(3000):
        d = session.decision
        if d is not None and d.forced and d.quick and not session.seats[d.seat].is_ai:
            return session
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError("no forced response window came to a human")


@pytest.mark.parametrize(("seats", "asked"), [("human,human", True), ("human,human,ai:easy", True),
                                              ("human,ai:easy", False), ("human,ai:easy,ai:easy", False)])
def test_automatic_asks_in_hot_seat_only(make_app, seats, asked):
    """Automatic (the default): with two humans at the device a human with no response is asked too (the
    pass does not play by itself, so nobody learns who holds a response); against computers it plays at once."""
    app = make_app()
    assert app.settings.ask_every_window is None
    session = _at_forced_window(seats)
    table = app.make_table(session)
    assert table.asks_human() is asked
    app.settings.ask_every_window = False
    assert table.asks_human() is False, "an explicit Off is obeyed in hot-seat too"
    app.settings.ask_every_window = True
    assert table.asks_human() is True
