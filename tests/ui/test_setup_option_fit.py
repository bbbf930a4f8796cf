"""Seat setup, play test: Zoo Vadis's rules value "Classic / Beginner" was wider than its cycler.  Every option
of every game, at every seat count it is offered for, has its label and each of its values measured against the
control that shows it (the label's column or the space above the cycler; the room between the cycler's arrows)."""

from __future__ import annotations

import pytest

from zooarcade.games.registry import game_ids, game_info
from zooarcade.scenes import setup as setup_screen
from zooarcade.scenes.setup import SeatSetupScene


def _misfits(scene: SeatSetupScene) -> list[str]:
    """Each label or value of the scene's offered options that is wider than its control, as readable text."""
    out = []
    compact = scene.compact_options()
    label_font = scene.fonts("bold", scene.label_size() if compact else 15)
    for opt, widget in scene.option_choices:
        label = scene.option_label(opt)
        room = setup_screen.COMPACT_LABEL_W - 6 if compact else widget.rect.w
        if label_font.size(label)[0] > room:
            out.append(f"label {label!r} ({label_font.size(label)[0]} > {room} px)")
        font = scene.fonts("text", widget.font_size)
        for value in widget.options:
            width, room = font.size(value)[0], widget.rect.w - setup_screen.CYCLER_ARROWS
            if width > room:
                out.append(f"{label}: value {value!r} ({width} > {room} px)")
    return out


@pytest.mark.parametrize("game", [g for g in game_ids() if game_info(g).built])
def test_every_option_label_and_value_fits_its_control(make_app, game):
    info = game_info(game)
    app = make_app()
    scene = SeatSetupScene(app, info)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    while len(scene.drafts) > info.min_players:
        scene.remove_seat(len(scene.drafts) - 1)
    misfits = {}
    while True:
        app.step(1 / 30)
        found = _misfits(scene)
        if found:
            misfits[len(scene.drafts)] = found
        if len(scene.drafts) >= info.max_players:
            break
        scene.add_seat()
    assert len(scene.drafts) == info.max_players
    assert not misfits, misfits


def test_a_cycler_cuts_a_value_wider_than_the_room_between_its_arrows(make_app, monkeypatch):
    from tests.uihelpers import record_text
    from zooarcade.ui import theme, widgets

    app = make_app()
    drawn = record_text(monkeypatch, theme)
    choice = widgets.Choice((0, 0, 150, 34), ["Jinx (Golden Monkey) the Very Long"], font_size=17)
    choice.draw(app.display.canvas, app.font)
    [value] = [text for text, _ in drawn if text not in ("<", ">")]
    font = app.font("text", 17)
    assert value.endswith("\u2026") and font.size(value)[0] <= 150 - widgets.ARROW_ROOM, value


def test_the_short_labels_show_only_when_the_full_ones_do_not_fit(make_app):
    app = make_app()
    scene = SeatSetupScene(app, game_info("zoo_fighters"))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    [(_, first), _] = scene.option_choices  # two seats: full-width cyclers
    assert "Shellby (Sea Turtle)" in first.options
    scene.add_seat()
    [(_, first), *_] = scene.option_choices  # three seats: compact rows
    assert "Shellby" in first.options and "Shellby (Sea Turtle)" not in first.options
