"""A scene's pictures are prepared over several frames before it shows (first-frame spikes, issue 14).

The clock is faked (every reading one second later than the last), so nothing depends on the machine's
speed: a budget of 1.5 s lets exactly one new picture start rendering per frame.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest

from zooarcade import app as app_module
from zooarcade.ui import gfx
from zooarcade.ui.scene import Scene


class _Pictures(Scene):
    """A scene drawing ``count`` pictures of its own; counts its updates and the renders it caused."""

    def __init__(self, app, count: int) -> None:  # noqa: ANN001
        super().__init__(app)
        self.updates = 0
        self.renders = 0
        self.draws = 0

        def paint(canvas: gfx.Canvas, colour: int = 0) -> None:
            self.renders += 1
            canvas.fill((colour, 80, 120))

        self.pictures = [gfx.Drawing((40, 40), lambda c, k=k: paint(c, 40 * k), alpha=False) for k in range(count)]

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: gfx.Canvas) -> None:
        self.draws += 1
        surface.fill((0, 0, 0))
        for i, picture in enumerate(self.pictures):
            surface.blit(picture, (50 * i, 0))


@pytest.fixture
def ticking(monkeypatch):  # noqa: ANN001, ANN201
    """gfx's render clock (the thread's CPU time): each reading one second after the last."""
    counter = itertools.count()
    monkeypatch.setattr(gfx.time, "thread_time", lambda: float(next(counter)))


def test_budget_defers_pictures_not_rendered_yet_and_keeps_rendered_ones(ticking) -> None:  # noqa: ANN001
    pygame.init()
    done = gfx.Drawing((10, 10), lambda c: c.fill((1, 2, 3)))
    done.pixels(1.0)
    fresh = gfx.Drawing((10, 10), lambda c: c.fill((4, 5, 6)))
    with gfx.render_budget(1.5):
        assert done.pixels(1.0) is not None  # rendered before: always drawn
        assert fresh.pixels(1.0) is not None  # the first new render starts inside the budget
        late = gfx.Drawing((10, 10), lambda c: c.fill((7, 8, 9)))
        with pytest.raises(gfx.RenderDeferred):
            late.pixels(1.0)
    assert late.pixels(1.0).get_at((0, 0))[:3] == (7, 8, 9)  # outside a budget it renders at once
    # a signal, not an error: the "a drawing bug must not close the screen" guards let it through
    assert issubclass(gfx.RenderDeferred, BaseException) and not issubclass(gfx.RenderDeferred, Exception)


def test_scene_shows_once_its_pictures_are_rendered_one_per_frame(make_app, ticking) -> None:  # noqa: ANN001
    app = make_app()
    app.prepare_budget = 1.5
    scene = _Pictures(app, 3)
    app.scenes.push(scene)
    app.step(1 / 60)
    app.step(1 / 60)
    assert scene.updates == 0  # two frames: two pictures rendered off-screen, the scene not shown yet
    app.step(1 / 60)
    assert scene.updates == 1  # the third renders the last picture and the scene shows
    assert scene.renders == 3  # each picture rendered once: the frames after reuse them
    assert app.display.canvas.get_at((105, 5))[:3] == (80, 80, 120)
    app.step(1 / 60)
    assert scene.updates == 2 and scene.renders == 3


def test_the_frame_a_prepared_scene_shows_in_draws_it_once(make_app, ticking) -> None:  # noqa: ANN001
    """The off-screen draw that completes is the picture shown: no second draw in that frame (issue 14)."""
    app = make_app()
    app.prepare_budget = 1.5
    scene = _Pictures(app, 2)
    app.scenes.push(scene)
    app.step(1 / 60)  # the first picture rendered; the draw deferred
    assert scene.draws == 1 and scene.updates == 0
    app.step(1 / 60)  # the second picture: the off-screen draw completes and that frame shows it
    assert scene.updates == 1
    assert scene.draws == 2, "the showing frame drew the scene again"
    assert app.display.canvas.get_at((55, 5))[:3] == (40, 80, 120)
    app.step(1 / 60)  # later frames draw as usual, once each
    assert scene.draws == 3 and scene.renders == 2


def test_a_scene_that_never_fits_is_shown_after_prepare_frames(make_app, monkeypatch) -> None:  # noqa: ANN001
    app = make_app()
    app.prepare_budget = -1.0  # spent before it starts: no picture can start
    scene = _Pictures(app, 1)
    app.scenes.push(scene)
    for _ in range(app_module.PREPARE_FRAMES):
        app.step(1 / 60)
    assert scene.updates == 0
    app.step(1 / 60)
    assert scene.updates == 1 and scene.renders == 1  # shown anyway, drawn as before


def test_without_a_budget_every_frame_draws(make_app) -> None:  # noqa: ANN001
    app = make_app()
    assert app.prepare_budget is None  # only App.run sets one
    scene = _Pictures(app, 4)
    app.scenes.push(scene)
    app.step(1 / 60)
    assert scene.updates == 1 and scene.renders == 4


def test_menu_backdrop_is_one_picture_per_app(make_app) -> None:  # noqa: ANN001
    from zooarcade.scenes.common import make_backdrop

    app = make_app()
    assert make_backdrop(app) is make_backdrop(app)
    assert make_backdrop(app, animals=False) is not make_backdrop(app)


def test_a_picture_made_while_another_paints_is_part_of_that_painting(ticking) -> None:  # noqa: ANN001
    """The text (and copies) a painter makes as it paints are never deferred: a painting once started completes."""
    pygame.init()
    font = gfx.ScaledFont(lambda px: pygame.font.Font(None, px), 20)
    swatch = gfx.Drawing((5, 5), lambda c: c.fill((8, 8, 8)))
    swatch.pixels(1.0)

    def paint(canvas: gfx.Canvas) -> None:
        canvas.blit(font.render("Hi", True, (250, 250, 250)), (0, 0))  # made during the painting
        canvas.blit(swatch.copy(), (30, 0))

    outer = gfx.Drawing((40, 20), paint, alpha=False)
    with gfx.render_budget(1.5):
        surf = outer.pixels(1.0)  # starts in the budget; what it makes does not ask the clock again
    assert surf.get_at((32, 2))[:3] == (8, 8, 8)
    assert any(surf.get_at((x, y))[0] > 200 for x in range(20) for y in range(15)), "the text is drawn"


def test_layers_made_before_a_painting_render_one_per_frame(ticking) -> None:  # noqa: ANN001
    """A big picture split into cached layers (made beforehand) spreads its rendering over frames."""
    pygame.init()
    renders: list[str] = []

    def layer(name: str, colour: tuple[int, int, int]) -> gfx.Drawing:
        return gfx.Drawing((10, 10), lambda c: (renders.append(name), c.fill(colour)), alpha=False)

    a, b = layer("a", (1, 1, 1)), layer("b", (2, 2, 2))

    def paint(canvas: gfx.Canvas) -> None:
        renders.append("outer")
        canvas.blit(a, (0, 0))
        canvas.blit(b, (0, 0))

    outer = gfx.Drawing((10, 10), paint, alpha=False, needs=(a, b))
    with gfx.render_budget(2.5), pytest.raises(gfx.RenderDeferred):
        outer.pixels(1.0)  # the outer and layer a start in the budget; b waits, the outer does not paint yet
    with gfx.render_budget(2.5):
        surf = outer.pixels(1.0)
    assert renders == ["a", "b", "outer"], "a is kept from the first frame; the outer paints once, at the end"
    assert surf.get_at((0, 0))[:3] == (2, 2, 2)


def test_the_zoo_vadis_board_is_rendered_over_several_frames(ticking) -> None:  # noqa: ANN001
    """The board's static picture is its layers (grain, felt, scatter, ways, pens): not one picture in one frame."""
    from zooarcade.games.zoo_vadis.board_draw import GraphBoardPainter
    from zooarcade.games.zoo_vadis.graph import zoo_vadis_graph
    from zooarcade.ui.assets import Assets

    pygame.init()
    painter = GraphBoardPainter(zoo_vadis_graph(5), Assets(), pygame.Rect(0, 0, 640, 400))
    picture = painter.static_picture()
    frames = 0
    while True:
        frames += 1
        try:
            with gfx.render_budget(2.5):
                picture.pixels(1.0)
            break
        except gfx.RenderDeferred:
            assert frames < 500
    assert frames >= 4, "at least one frame per layer"
    assert [name for name, _ in painter._layers] == ["grain", "felt", "scatter", "ways", "pens"]


def _draw_until_prepared(draw: Callable[[gfx.Canvas], None], canvas: gfx.Canvas, budget: float,
                         limit: int = 3000) -> int:
    """``draw(canvas)`` off-screen under ``budget`` (as ``App.prepared``) until a draw completes; return the frames."""
    for frames in range(1, limit + 1):
        try:
            with gfx.render_budget(budget):
                draw(canvas)
        except gfx.RenderDeferred:
            continue
        return frames
    raise AssertionError(f"not prepared in {limit} frames")


def test_the_rules_page_text_paints_once_while_its_diagram_renders_frame_by_frame(make_app, ticking,  # noqa: ANN001
                                                                                   monkeypatch) -> None:  # noqa: ANN001
    """The Apocalypse rules page with the board diagram: its cards render a few per frame, the page's text is
    painted once (not again on every frame until the last card is there), and no new picture is made when the
    page is painted again (the diagram shrunk to its place is kept per size)."""
    from zooarcade.scenes.rules import RulesScene

    app = make_app(size=(1920, 1080))
    scene = RulesScene(app)
    assert scene.current.diagram is not None and scene.current.diagram[0] == "overview"
    painted: list[int] = []
    paint_page = scene._paint_page
    monkeypatch.setattr(scene, "_paint_page", lambda surf, index, *layers: (painted.append(index),
                                                                           paint_page(surf, index, *layers)))
    canvas = gfx.Canvas.blank(app.display.canvas.get_size(), app.display.canvas.scale, alpha=False)
    for ready in (scene.backdrop, scene.header, scene.toc_panel, scene.panel):  # as after the title screen
        ready.pixels(canvas.scale)  # (the page itself, drawn by draw_background, is what is measured)
    # 6.5 clock readings a frame: enough for a card nested five pictures deep (layer, fitted diagram, board, face,
    # animal) to start, and for one or two more to follow it
    frames = _draw_until_prepared(scene.draw_background, canvas, 6.5)
    assert frames > 5, "the diagram's cards are spread over frames"
    assert painted == [0], "the page's text is painted once, after its diagram layer is ready"
    made: list[str] = []
    for cls in (gfx.Drawing, gfx.Derived):
        def counting(self, *args, original=cls.__init__, **kwargs) -> None:  # noqa: ANN001, ANN002, ANN003
            made.append(type(self).__name__)
            original(self, *args, **kwargs)

        monkeypatch.setattr(cls, "__init__", counting)
    scene.rendered.clear()  # a new page picture paints the diagram again, from the pictures already made
    assert _draw_until_prepared(scene.draw_background, canvas, 6.5) <= 2
    assert made == ["Drawing", "Drawing"], made  # the page and its diagram layer, nothing else


def test_a_zoo_face_painted_again_reuses_its_tinted_animal() -> None:
    """Apocalypse faces: painting a zoo card at a second scale makes no new animal picture."""
    from zooarcade.games.apocalypse.faces import Faces
    from zooarcade.ui.assets import Assets

    pygame.init()

    class _App:
        assets = Assets()

        @staticmethod
        def font(role: str, size: int) -> gfx.ScaledFont:
            return gfx.ScaledFont(lambda px: pygame.font.Font(None, px), size)

    faces = Faces(_App())  # type: ignore[arg-type]
    face = faces.zoo("z7", 3)
    face.pixels(1.0)
    tinted = {k for k in faces.cache if k[0] == "tinted"}
    face.pixels(1.5)
    assert len(tinted) == 1 and {k for k in faces.cache if k[0] == "tinted"} == tinted


def test_the_board_preview_backdrop_paints_once_its_art_is_ready(make_app, ticking, monkeypatch) -> None:  # noqa: ANN001
    """Zoo Vadis board preview: the heading, legend icons and side panel are the backdrop's layers (made once),
    so the backdrop is painted once instead of again each frame one of its icons waits for."""
    from zooarcade.scenes.board_preview import BoardPreviewScene
    from zooarcade.scenes.common import make_backdrop

    app = make_app(size=(1920, 1080))
    scene = BoardPreviewScene(app)
    canvas = gfx.Canvas.blank(app.display.canvas.get_size(), app.display.canvas.scale, alpha=False)
    make_backdrop(app).pixels(canvas.scale)  # as after the title screen
    painted: list[int] = []
    paint = scene._paint_backdrop
    monkeypatch.setattr(scene, "_paint_backdrop", lambda surf: (painted.append(1), paint(surf)))
    scene.backdrop = gfx.Drawing((1280, 720), scene._paint_backdrop, alpha=False, needs=scene.backdrop._needs)
    frames = _draw_until_prepared(lambda c: c.blit(scene.backdrop, (0, 0)), canvas, 2.5, limit=300)
    assert frames >= 3, "its layers are spread over frames"
    assert painted == [1]
