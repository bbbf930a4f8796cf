"""The "Setting up…" card answers a click that builds a table before the build starts (Learn to play, Start!)."""

from __future__ import annotations

import pytest

from tests.uihelpers import click
from zooarcade.games.registry import game_info
from zooarcade.scenes.game_select import GameSelectScene
from zooarcade.scenes.rules import RulesScene
from zooarcade.scenes.setup import SeatSetupScene
from zooarcade.ui import busy
from zooarcade.ui.table.base import TableScene


def _card_on_window(app) -> bool:  # noqa: ANN001
    """True when the window shows the busy card (its body colour just inside its left edge)."""
    rect = busy.busy_rect()
    x, y = app.display.viewport.to_window((rect.x + 14, rect.centery))
    return tuple(app.display.window.get_at((x, y)))[:3] == busy.CARD_COLOUR


def _spy_builds(app, monkeypatch) -> list[bool]:  # noqa: ANN001
    """Record, each time a table is built, whether the busy card is on the window at that moment."""
    seen: list[bool] = []
    real = app.make_table

    def make_table(session):  # noqa: ANN001, ANN202
        seen.append(_card_on_window(app))
        return real(session)

    monkeypatch.setattr(app, "make_table", make_table)
    return seen


def _settle(app, scene) -> None:  # noqa: ANN001
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    for _ in range(3):
        app.step(1 / 60)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_learn_to_play_shows_the_card_before_the_lesson_is_built(make_app, monkeypatch, size) -> None:  # noqa: ANN001
    app = make_app(size=size)
    select = GameSelectScene(app)
    _settle(app, select)
    assert not _card_on_window(app)
    seen = _spy_builds(app, monkeypatch)
    click(app, select.learn_buttons["zoo_vadis"].rect.center)
    app.scenes.apply_pending()
    assert seen == [True], "the card was on the window while the lesson's table was built"
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.guide is not None
    for _ in range(3):
        app.step(1 / 60)
    assert not _card_on_window(app), "the lesson's table replaces the card"


def test_learn_to_play_from_the_rules_reader_shows_the_card(make_app, monkeypatch) -> None:  # noqa: ANN001
    app = make_app()
    reader = RulesScene(app, "apocalypse")
    _settle(app, reader)
    seen = _spy_builds(app, monkeypatch)
    click(app, reader.learn_button.rect.center)
    assert seen == [True]


def test_a_new_game_shows_the_card_before_its_table_is_built(make_app, monkeypatch) -> None:  # noqa: ANN001
    """The seat setup's Start! goes the same way (App.start_match)."""
    app = make_app()
    setup = SeatSetupScene(app, game_info("apocalypse"))
    _settle(app, setup)
    seen = _spy_builds(app, monkeypatch)
    setup.start()
    app.scenes.apply_pending()
    assert seen == [True] and isinstance(app.scenes.top, TableScene)


def test_the_card_stays_while_the_table_is_prepared(make_app, monkeypatch) -> None:  # noqa: ANN001
    """With the real loop's preparation on, the frames that prepare the new table off-screen keep the card shown."""
    from zooarcade.ui import gfx

    app = make_app()
    select = GameSelectScene(app)
    _settle(app, select)
    app.prepare_budget = 0.0  # nothing new renders in a frame: preparation lasts its full count of frames
    monkeypatch.setattr(gfx.time, "thread_time", iter(range(10**6)).__next__)
    click(app, select.learn_buttons["apocalypse"].rect.center)
    assert app._preparing()
    for _ in range(3):
        app.step(1 / 60)
        assert _card_on_window(app)

