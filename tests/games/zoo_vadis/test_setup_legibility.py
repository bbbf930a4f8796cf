"""Seat setup, real-window play test: at 7 seats Zoo Vadis's nine option rows (rules, Star, a species per seat)
were too small to read at 800×600.  When the options are more than fit their usual rows, the card's picture band
shrinks to a strip and the rows start higher and grow; values and labels take the largest font that fits.  Other
games' cards keep their layout."""

from __future__ import annotations

import pytest

from zooarcade.games.registry import game_info
from zooarcade.scenes import setup as setup_screen
from zooarcade.scenes.setup import SeatSetupScene


def _scene(make_app, game: str, seats: int, size=(1280, 720)) -> SeatSetupScene:
    app = make_app(size=size)
    scene = SeatSetupScene(app, game_info(game))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    while len(scene.drafts) < seats:
        scene.add_seat()
    app.step(1 / 30)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_seven_seat_options_are_taller_and_larger(make_app, size):
    scene = _scene(make_app, "zoo_vadis", 7, size)
    assert scene.tight_options()
    widgets = [w for _, w in scene.option_choices]
    assert len(widgets) == 9
    assert all(w.rect.h >= 34 for w in widgets), [w.rect.h for w in widgets]  # they were 29 high
    species = [w for o, w in scene.option_choices if o.seat is not None]
    assert all(w.font_size == 17 for w in species), [w.font_size for w in species]  # they were 15
    assert scene.label_size() >= 14
    for w in widgets:  # every value fits between the cycler's arrows at its size ("Classic / Beginner" never did)
        font = scene.fonts("text", w.font_size)
        assert all(font.size(v)[0] <= w.rect.w - setup_screen.CYCLER_ARROWS for v in w.options), (w.options, w.rect)
    assert widgets[0].rect.y >= setup_screen.COMPACT_TOP_TIGHT, "the rows start below the title"
    assert widgets[-1].rect.bottom <= setup_screen.SIDE.bottom - 40, "the players line stays readable"
    scene.draw(scene.app.display.canvas)


@pytest.mark.parametrize(("game", "seats"), [("zoo_vadis", 3), ("zoo_vadis", 5), ("zoo_fighters", 6)])
def test_cards_with_room_keep_their_picture_band(make_app, game, seats):
    scene = _scene(make_app, game, seats)
    assert not scene.tight_options()
    assert scene.option_h() == (setup_screen.OPTION_H if not scene.compact_options()
                                else setup_screen.OPTION_H_COMPACT)
