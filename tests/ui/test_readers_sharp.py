"""The Load screen, the replay viewer, the rules reader and the Zoo Vadis board preview draw sharp.

Each scene is run for a few frames in a 1920×1080 window (canvas scale 1.5) and an 800×600 one
(scale 0.625) while the ``zooarcade.gfx`` logger is captured at DEBUG: nothing may be resampled
(every picture is rendered at the size it is drawn), and the canvas must hold a real picture.
"""

from __future__ import annotations

import logging

import pygame
import pytest

from tests import matches
from zooarcade.gallery import demo_session
from zooarcade.session import GameSession
from zooarcade.storage.replays import ReplayStore
from zooarcade.storage.saves import SaveStore

SIZES = [(1920, 1080), (800, 600)]
IDS = ["1920x1080", "800x600"]


# ---------------------------------------------------------------------- helpers
def finished_session(seats: str = "human,ai:normal,ai:easy", seed: int = 4) -> GameSession:
    """This file's default match (see :func:`tests.matches.finished_session`)."""
    return matches.finished_session(seats, seed)


def show(app, scene, frames: int = 3) -> None:
    """Put ``scene`` alone on the stack and run a few frames."""
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    run(app, frames)


def run(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(0.05)


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.step(0.016)


def hover(app, logical: tuple[int, int]) -> None:
    pos = app.display.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.016)


def assert_not_blank(app) -> None:
    """The canvas holds a real picture at the window's resolution: many distinct colours, not one fill."""
    canvas = app.display.canvas
    assert canvas.surface.get_size() == (app.display.viewport.width, app.display.viewport.height)
    small = pygame.transform.scale(canvas.surface, (64, 36))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40, f"canvas looks blank ({len(colours)} colours)"


def assert_sharp(caplog) -> None:
    """Nothing was resampled while the scene was drawn."""
    resampled = [r.getMessage() for r in caplog.records if "resampled" in r.getMessage()]
    assert not resampled, resampled[:5]


def make_saves_and_replays() -> None:
    """Two saved games, a damaged save, two kept replays and a damaged replay in the user folder."""
    store = SaveStore.default()
    for seed in (5, 6):
        store.autosave(demo_session("apocalypse", seed=seed, moves=8))
    (store.saves_dir / "broken.json").write_text("{", encoding="utf-8")
    replays = ReplayStore.default()
    replays.keep(finished_session(seed=4))
    replays.keep(finished_session("human,human", seed=9))
    (replays.replays_dir / "bad.replay.json").write_text("{", encoding="utf-8")


# ---------------------------------------------------------------------- scenes
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_load_screen_draws_sharp(make_app, caplog, size):
    from zooarcade.scenes.load import REPLAYS, SAVES, VISIBLE_ROWS, LoadScene

    make_saves_and_replays()
    app = make_app(size=size)
    assert app.display.canvas.scale != 1.0
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        for tab in (SAVES, REPLAYS):
            scene = LoadScene(app, tab=tab)
            show(app, scene)
            assert len(scene.rows) == 3 and scene.infos[-1].damaged
            assert_not_blank(app)
            key(app, pygame.K_DOWN)  # a focused row: its frame is drawn too
            run(app)
        # more rows than fit: the scrollbar and the "n more" hints
        store = SaveStore.default()
        for seed in range(20, 20 + VISIBLE_ROWS):
            store.autosave(demo_session("apocalypse", seed=seed, moves=4))
        scene = LoadScene(app, tab=SAVES)
        show(app, scene)
        assert len(scene.rows) > VISIBLE_ROWS
        scene.scroll_to(1)
        run(app)
        assert_not_blank(app)
        # an empty tab shows its empty-nest picture
        for path in list(ReplayStore.default().replays_dir.iterdir()):
            path.unlink()
        scene = LoadScene(app, tab=REPLAYS)
        show(app, scene)
        assert not scene.rows
        assert_not_blank(app)
    assert_sharp(caplog)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_replay_viewer_draws_sharp(make_app, caplog, size):
    from zooarcade.scenes.replay import ReplayErrorScene, ReplayScene, open_replay_file

    path = ReplayStore.default().keep(finished_session(seed=4))
    bad = path.with_name("bad.replay.json")
    bad.write_text("{", encoding="utf-8")
    app = make_app(size=size)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        scene = open_replay_file(app, path)
        assert isinstance(scene, ReplayScene)
        show(app, scene)
        for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_h, pygame.K_END):
            key(app, k)
        run(app)
        assert scene.painter is not None, "the board painter failed"
        assert scene.step == scene.replay.steps and scene.reveal
        assert_not_blank(app)
        error = open_replay_file(app, bad)
        assert isinstance(error, ReplayErrorScene)
        show(app, error)
        assert_not_blank(app)
    assert_sharp(caplog)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_rules_reader_draws_sharp(make_app, caplog, size):
    from zooarcade.scenes.rules import RulesScene

    app = make_app(size=size)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        scene = RulesScene(app, "apocalypse")
        show(app, scene)
        assert scene.painter is not None
        for page in range(scene.page_count):
            scene.go(page)
            run(app, 1)
            assert_not_blank(app)
            assert not scene.overflow[page]
        failed = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert not failed, failed[:3]  # every diagram was drawn
        coming = RulesScene(app, "no_such_game")
        show(app, coming)
        assert_not_blank(app)
    assert_sharp(caplog)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_zoo_vadis_board_preview_draws_sharp(make_app, caplog, size):
    from zooarcade.scenes.board_preview import BoardPreviewScene

    app = make_app(size=size)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        scene = BoardPreviewScene(app)
        show(app, scene)
        assert_not_blank(app)
        hover(app, scene.painter.node_rect("X13").center)
        assert scene.hovered == "X13"
        hover(app, scene.painter.node_rect("X9>X13").center)
        assert scene.hovered == "X9>X13"
        scene.side_button.activate()
        run(app)
        assert_not_blank(app)
    assert_sharp(caplog)


def test_graph_board_paints_at_the_canvas_scale(make_app, caplog):
    """On a 1.5× layer the board is painted with 1.5× the pixels (nothing resampled), highlights too."""
    from zooarcade.games.zoo_vadis.board_draw import GraphBoardPainter
    from zooarcade.games.zoo_vadis.graph import zoo_vadis_graph
    from zooarcade.ui import gfx

    app = make_app()
    rect = pygame.Rect(10, 10, 400, 260)
    painter = GraphBoardPainter(zoo_vadis_graph(5), app.assets, rect)
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        plain = gfx.Canvas.blank((420, 280), 1.5, alpha=False)
        painter.draw(plain)
        lit = gfx.Canvas.blank((420, 280), 1.5, alpha=False)
        painter.draw(lit, ["X13"])
    assert_sharp(caplog)
    assert plain.surface.get_size() == (630, 420)
    colours = {tuple(plain.surface.get_at((x, y)))[:3] for x in range(15, 615, 7) for y in range(15, 405, 7)}
    assert len(colours) > 40
    assert tuple(plain.surface.get_at((625, 415)))[:3] == (0, 0, 0), "nothing is drawn outside the board"
    star = plain.to_pixels(painter.node_rect("X13").inflate(20, 20))
    assert pygame.image.tobytes(plain.surface.subsurface(star), "RGB") != pygame.image.tobytes(
        lit.surface.subsurface(star), "RGB")
