"""Case 006 (what a new player tripped over): the arcade-shell papercuts, one test per finding.

Input is synthetic (events posted at window pixels, then ``app.step``); no test reads the wall clock.
"""

from __future__ import annotations

from tests import matches
from tests.uihelpers import click

DT = 1 / 60


def test_results_answer_the_first_click_after_the_replay_viewer(make_app, monkeypatch):
    """Case 006: back from the replay viewer, the first click on Menu was ignored (the 1 s grace restarted)."""
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import INPUT_GRACE, ResultsScene
    from zooarcade.scenes.title import TitleScene

    monkeypatch.setattr(ResultsScene, "input_grace", INPUT_GRACE)
    app = make_app()
    results = ResultsScene(app, matches.finished_session("human,ai:normal", 21))
    app.scenes.reset(results)
    app.scenes.apply_pending()
    for _ in range(int(INPUT_GRACE / 0.1) + 2):  # the grace after the match ends runs out
        app.step(0.1)
    click(app, results.watch_button.rect.center)
    assert isinstance(app.scenes.top, ReplayScene)
    app.step(DT)
    app.scenes.pop()  # the viewer's Back
    app.scenes.apply_pending()
    assert app.scenes.top is results
    click(app, results.menu_button.rect.center)
    app.step(DT)
    assert isinstance(app.scenes.top, TitleScene), "the first click after the replay viewer went to Menu"


def test_a_typed_size_is_fitted_to_the_desktop_and_said_once(make_app, monkeypatch):
    """Case 006: ``--size 12800x7200`` (a zero too many) took 59 s and 3.4 GB: a saved size was fitted, a typed one
    not."""
    from zooarcade.scenes.title import TitleScene
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app(size=(12800, 7200))
    assert app.display.window.get_size() == (1777, 1000)
    said = [n for n in app.notices if "12800\u00d77200" in n]
    assert len(said) == 1 and "1920\u00d71080 screen" in said[0] and "1777\u00d71000" in said[0], app.notices
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.apply_pending()
    app.step(DT)
    assert any("12800\u00d77200" in n for n in title.notices)


def test_a_typed_size_that_fits_gives_no_notice(make_app, monkeypatch):
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    app = make_app(size=(1600, 900))
    assert app.display.window.get_size() == (1600, 900)
    assert not any("does not fit" in n for n in app.notices)


def test_without_a_known_desktop_a_typed_size_has_a_sane_maximum(make_app, monkeypatch):
    """Under the dummy driver there is no screen to fit: the window is held to MAX_WINDOW all the same."""
    from zooarcade.ui import display

    monkeypatch.delenv(display.DESKTOP_ENV, raising=False)
    assert display.desktop_size() is None  # the dummy driver's made-up 1024x768 is no desktop
    app = make_app(size=(12800, 7200))
    w, h = app.display.window.get_size()
    assert (w, h) == (3840, 2160)
    assert any("3840\u00d72160 largest window" in n for n in app.notices)
    assert display.fit_to_desktop((100_000, 100_000), None) == (2160, 2160)
    assert display.fit_to_desktop((100_000, 100_000), (1280, 800)) == (720, 720)
