"""The "Seat markers: Colour only" setting holds on every screen (playtest: setup and replay still drew symbols)."""

from __future__ import annotations

import pytest

from zooarcade import gallery
from zooarcade.storage.saves import SaveStore
from zooarcade.ui import theme


def _symbols_drawn(make_app, monkeypatch: pytest.MonkeyPatch, symbols: bool) -> dict[str, set[str]]:
    app = make_app()
    app.settings.seat_symbols = symbols
    SaveStore.default().autosave(gallery.demo_session("apocalypse", seed=4, moves=6))  # a row on the Load screen
    drawn: dict[str, set[str]] = {}
    current = {"scene": ""}
    real = theme.draw_symbol

    def spy(surface, symbol, center, radius, color):  # noqa: ANN001, ANN202 - same signature as theme.draw_symbol
        if symbol != "circle":
            drawn.setdefault(current["scene"], set()).add(symbol)
        real(surface, symbol, center, radius, color)

    monkeypatch.setattr(theme, "draw_symbol", spy)
    for name, build in gallery.scene_builders(app):
        current["scene"] = name
        gallery.show(app, build(), frames=2)
    return drawn


def test_colour_only_setting_draws_no_symbols_anywhere(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _symbols_drawn(make_app, monkeypatch, symbols=False) == {}


def test_symbols_setting_draws_them_on_the_seat_screens(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _symbols_drawn(make_app, monkeypatch, symbols=True)
    for scene in ("setup", "apocalypse_table", "apocalypse_results", "load", "replay"):
        assert drawn.get(scene), (scene, drawn)


def test_the_seat_markers_hint_speaks_of_players(make_app):
    """Play test 8: the hint said "how each team is marked"; the games have players and seats, not teams."""
    from zooarcade.scenes.settings import SettingsScene

    scene = SettingsScene(make_app())
    hints = {label: hint for label, hint, _rect in scene.labels}
    assert hints["Seat markers"] == "how each player is marked"
    assert not any("team" in hint for hint in hints.values())
