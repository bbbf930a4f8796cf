"""The menu scenes draw sharp at every window size: nothing is resampled, text is rendered at the drawn size.

Scenes draw in logical 1280×720 pixels on a :class:`~zooarcade.ui.gfx.Canvas` whose pixels are at the
window's resolution.  A plain surface (or a cached canvas) drawn at another scale is resampled, which
:mod:`zooarcade.ui.gfx` logs at DEBUG; these tests run every menu scene at 1920×1080 and 800×600 and
check that no such message appears and that the picture is real.
"""

from __future__ import annotations

import logging

import pygame
import pytest

from zooarcade.gallery import demo_session
from zooarcade.games.registry import game_info
from zooarcade.ui import gfx

SIZES = [(1920, 1080), (800, 600)]


def _stacks(app):
    """``{name: build}``; ``build()`` returns the scene stack to show, bottom first (no game table involved)."""
    from zooarcade.scenes.credits import CreditsScene
    from zooarcade.scenes.dialog import ConfirmDialog
    from zooarcade.scenes.game_select import GameSelectScene
    from zooarcade.scenes.pause import PauseScene
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.scenes.settings import SettingsScene
    from zooarcade.scenes.setup import SeatSetupScene
    from zooarcade.scenes.statistics import StatisticsScene
    from zooarcade.scenes.title import TitleScene

    def title():
        app.notices.append("Sound is off: no audio device was found.")  # the notice toast is drawn too
        return [TitleScene(app)]

    return {
        "title": title,
        "game_select": lambda: [GameSelectScene(app)],
        "setup": lambda: [SeatSetupScene(app, game_info("apocalypse"))],
        "results": lambda: [ResultsScene(app, demo_session("apocalypse", finish=True))],
        # the pause overlay over a menu (the game table is drawn by its own code, tested elsewhere)
        "pause": lambda: [GameSelectScene(app), PauseScene(app, demo_session("apocalypse"))],
        "dialog": lambda: [StatisticsScene(app), ConfirmDialog(
            app, "Reset all the statistics of every game of the arcade?", "Everything goes back to zero.",
            lambda: None, yes_kind="danger")],
        "credits": lambda: [CreditsScene(app)],
        "statistics": lambda: [StatisticsScene(app)],
        "settings": lambda: [SettingsScene(app)],
    }


NAMES = list(_stacks(None))


def _show(app, stack, frames: int = 4) -> None:
    app.scenes.reset(stack[0])
    for scene in stack[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    for _ in range(frames):
        app.step(0.05)


def _assert_not_blank(surface: pygame.Surface) -> None:
    small = pygame.transform.scale(surface, (64, 36))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40, f"canvas looks blank ({len(colours)} colours)"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", NAMES)
def test_menu_scene_draws_without_resampling(make_app, caplog, name, size):
    from zooarcade.storage.stats import StatsStore

    if name in ("statistics", "dialog"):
        StatsStore.default().record(demo_session("apocalypse", finish=True))  # figures in the table
    app = make_app(size=size)
    canvas = app.display.canvas
    assert canvas.scale == pytest.approx(min(size[0] / 1280, size[1] / 720))
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        _show(app, _stacks(app)[name]())
    resampled = [r.getMessage() for r in caplog.records if "resampled" in r.getMessage()]
    assert resampled == [], f"{name} at {size} resampled: {resampled[:5]}"
    canvas = app.display.canvas
    assert canvas.surface.get_size() == (app.display.viewport.width, app.display.viewport.height)
    _assert_not_blank(canvas.surface)
    _assert_not_blank(app.display.window)


def test_text_is_rendered_at_the_window_resolution(make_app, caplog):
    from zooarcade.scenes.title import TitleScene

    app = make_app(size=(1920, 1080))
    scale = app.display.canvas.scale
    assert scale == pytest.approx(1.5)
    title = TitleScene(app)
    font = app.font("text", 24)
    from zooarcade.ui import theme

    white = (255, 255, 255)
    for picture, color in ((font.render("Four wild tabletop games. One zoo.", True, white), white),
                           (title.tagline, theme.INK_DIM)):
        assert isinstance(picture, gfx.TextPicture)
        with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
            pixels = picture.pixels(scale)
        assert not [r for r in caplog.records if "resampled" in r.getMessage()]
        w, h = picture.get_size()
        assert pixels.get_height() == pytest.approx(1.5 * h, abs=3)
        assert pixels.get_width() == pytest.approx(1.5 * w, rel=0.08)
        # rendered with the 36-pixel face, not the 24-pixel text smooth-scaled
        big = app.assets.raw_font("text", 36).render(picture.text, True, color)
        assert pixels.get_size() == big.get_size()
        assert pygame.image.tobytes(pixels, "RGBA") == pygame.image.tobytes(big, "RGBA")
        scaled = pygame.transform.smoothscale(picture.pixels(1.0), pixels.get_size())
        assert pygame.image.tobytes(pixels, "RGBA") != pygame.image.tobytes(scaled, "RGBA")


@pytest.mark.parametrize("name", ["title", "game_select", "results", "settings"])
def test_menu_scene_stays_sharp_after_a_window_resize(make_app, caplog, name):
    from zooarcade.scenes.settings import apply_window_size

    app = make_app(size=(1280, 720))
    _show(app, _stacks(app)[name](), frames=2)  # cached pictures are painted at scale 1 first
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        apply_window_size(app.display, (1920, 1080))
        for _ in range(3):
            app.step(0.05)
    assert app.display.canvas.scale == pytest.approx(1.5)
    assert not [r for r in caplog.records if "resampled" in r.getMessage()]
    _assert_not_blank(app.display.canvas.surface)
