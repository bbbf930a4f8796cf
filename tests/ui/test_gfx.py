"""The resolution-independent drawing layer (issue 4: "render at the drawn size, cache it")."""

from __future__ import annotations

import logging

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from zooarcade.ui import gfx
from zooarcade.ui.display import Display


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.init()


def _count(surface: pygame.Surface, color: tuple[int, int, int]) -> int:
    w, h = surface.get_size()
    return sum(1 for x in range(w) for y in range(h) if tuple(surface.get_at((x, y)))[:3] == color)


@given(x=st.integers(0, 600), w1=st.integers(1, 300), w2=st.integers(1, 300),
       scale=st.floats(0.3, 3.0, allow_nan=False))
def test_adjacent_logical_rects_tile_without_gaps_or_overlap(x: int, w1: int, w2: int, scale: float) -> None:
    a = gfx._prect((x, 0, w1, 10), scale)
    b = gfx._prect((x + w1, 0, w2, 10), scale)
    assert a.right <= b.left + (1 if a.w == 1 else 0)
    assert b.left - a.right <= 1 or a.w == 1


def test_rect_on_a_scaled_canvas_fills_the_scaled_area() -> None:
    canvas = gfx.Canvas.blank((100, 50), 2.0, alpha=False)
    assert canvas.get_size() == (100, 50) and canvas.surface.get_size() == (200, 100)
    gfx.rect(canvas, (255, 0, 0), (10, 10, 20, 5))
    assert _count(canvas.surface, (255, 0, 0)) == 40 * 10
    assert tuple(canvas.get_at((15, 12)))[:3] == (255, 0, 0)
    assert tuple(canvas.get_at((35, 12)))[:3] == (0, 0, 0)


def test_line_widths_and_circle_radii_scale() -> None:
    canvas = gfx.Canvas.blank((100, 100), 3.0, alpha=False)
    gfx.line(canvas, (0, 255, 0), (10, 50), (90, 50), 2)
    # a 2-logical-pixel line is 6 window pixels thick at 3×
    column = [tuple(canvas.surface.get_at((150, y)))[:3] for y in range(140, 160)]
    assert column.count((0, 255, 0)) == 6
    canvas.fill((0, 0, 0))
    gfx.circle(canvas, (0, 0, 255), (50, 50), 10)
    row = [tuple(canvas.surface.get_at((x, 150)))[:3] for x in range(300)]
    assert abs(row.count((0, 0, 255)) - 60) <= 2


def test_plain_pygame_surfaces_are_drawn_on_unchanged() -> None:
    plain = pygame.Surface((40, 40))
    gfx.rect(plain, (255, 0, 0), (0, 0, 10, 10))
    assert _count(plain, (255, 0, 0)) == 100


def test_drawing_is_painted_once_per_scale_at_that_scale() -> None:
    seen: list[float] = []

    def paint(c: gfx.Canvas) -> None:
        seen.append(c.scale)
        gfx.rect(c, (255, 255, 255), c.get_rect())

    pic = gfx.Drawing((30, 20), paint)
    for scale in (1.5, 1.5, 1.0, 1.5):
        target = gfx.Canvas.blank((100, 100), scale, alpha=False)
        target.blit(pic, (10, 10))
        assert _count(target.surface, (255, 255, 255)) == round(30 * scale) * round(20 * scale)
    assert seen == [1.5, 1.0]


def test_blitting_a_plain_surface_on_a_scaled_canvas_is_resampled_and_logged(caplog: pytest.LogCaptureFixture
                                                                             ) -> None:
    plain = pygame.Surface((10, 10))
    plain.fill((255, 0, 0))
    with caplog.at_level(logging.DEBUG, logger="zooarcade.gfx"):
        gfx.Canvas.blank((50, 50), 1.0).blit(plain, (0, 0))
        assert not caplog.records
        big = gfx.Canvas.blank((50, 50), 2.0)
        big.blit(plain, (5, 5))
    assert any("resampled" in r.getMessage() for r in caplog.records)
    assert tuple(big.surface.get_at((15, 15)))[:3] == (255, 0, 0)  # still drawn, in the right place


def test_scaling_a_drawing_up_repaints_it_larger() -> None:
    seen: list[float] = []

    def paint(c: gfx.Canvas) -> None:
        seen.append(c.scale)
        gfx.circle(c, (255, 255, 255), (10, 10), 9)

    big = gfx.smoothscale(gfx.Drawing((20, 20), paint), (40, 40))
    assert big.get_size() == (40, 40)
    pixels = big.pixels(1.5)
    assert pixels.get_size() == (60, 60)
    # painted at (just above) 2 × 1.5 and shrunk: never enlarged from a small raster
    assert len(seen) == 1 and 3.0 <= seen[0] < 3.3


def test_an_animated_zoom_repaints_only_a_few_times() -> None:
    seen: list[float] = []
    pic = gfx.Drawing((50, 70), lambda c: seen.append(c.scale))
    for step in range(30):  # a card growing from 0.7× to 1.0× over 30 frames at a 1.5× window
        k = 0.7 + 0.3 * step / 29
        frame = gfx.smoothscale(pic, (round(50 * k), round(70 * k)))
        assert frame.pixels(1.5).get_size() == (round(round(50 * k) * 1.5), round(round(70 * k) * 1.5))
    assert len(set(seen)) <= 6


def test_text_is_rendered_with_a_bigger_font_not_enlarged() -> None:
    calls: list[int] = []

    def make(px: int) -> pygame.font.Font:
        calls.append(px)
        return pygame.font.Font(None, px)

    font = gfx.ScaledFont(make, 20)
    pic = font.render("Hello", True, (255, 255, 255))
    assert pic.get_size() == pygame.font.Font(None, 20).size("Hello")
    pic.pixels(2.0)
    assert 40 in calls
    # never smaller than the legibility floor in a tiny window
    pic.pixels(0.2)
    assert calls[-1] == gfx.MIN_TEXT_PX


def test_subsurface_clip_and_alpha_work_in_logical_pixels() -> None:
    canvas = gfx.Canvas.blank((100, 100), 2.0, alpha=False)
    sub = canvas.subsurface((50, 50, 20, 20))
    assert sub.get_size() == (20, 20) and sub.surface.get_size() == (40, 40)
    sub.fill((255, 0, 0))
    assert tuple(canvas.get_at((55, 55)))[:3] == (255, 0, 0)
    canvas.set_clip((0, 0, 10, 10))
    assert canvas.get_clip() == pygame.Rect(0, 0, 10, 10)
    canvas.fill((0, 255, 0))
    assert tuple(canvas.get_at((5, 5)))[:3] == (0, 255, 0)
    assert tuple(canvas.get_at((55, 55)))[:3] == (255, 0, 0)
    canvas.set_clip(None)
    layer = canvas.new((10, 10))
    layer.fill((0, 0, 255))
    layer.set_alpha(0)
    canvas.blit(layer, (55, 55))
    assert tuple(canvas.get_at((56, 56)))[:3] == (255, 0, 0)


def test_picture_transforms_keep_logical_sizes() -> None:
    pic = gfx.Drawing((40, 20), lambda c: c.fill((255, 255, 255)))
    assert gfx.rotate(pic, 90).get_size() == (20, 40)
    assert gfx.grayscale(pic).get_size() == (40, 20)
    assert gfx.gaussian_blur(pic, 3).pixels(2.0).get_size() == (80, 40)
    assert gfx.flip(pic, True, False).get_size() == (40, 20)
    faded = pic.copy()
    faded.set_alpha(100)
    assert faded.pixels(1.0).get_alpha() == 100 and pic.pixels(1.0).get_alpha() in (None, 255)


def test_display_canvas_is_at_window_resolution() -> None:
    display = Display((1920, 1080))
    assert display.scale == pytest.approx(1.5)
    assert display.canvas.get_size() == (1280, 720)
    assert display.canvas.surface.get_size() == (1920, 1080)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)  # what the OS does before VIDEORESIZE
    display.resized((800, 600))
    assert display.canvas.surface.get_size() == (800, 450)
    assert display.scale == pytest.approx(0.625)
    assert display.to_logical((400, 75 + 225)) == (640, 360)
    display.canvas.fill((200, 10, 10))
    display.present()
    assert tuple(display.window.get_at((400, 300)))[:3] == (200, 10, 10)
    assert tuple(display.window.get_at((400, 10)))[:3] != (200, 10, 10)  # letterbox bar


def test_text_enlarged_to_the_legibility_floor_is_condensed_to_its_measured_width() -> None:
    font = gfx.ScaledFont(lambda px: pygame.font.Font(None, px), 11)
    pic = font.render("Ctrl+Z / Ctrl+Y: undo / redo   F1: rules   Esc: menu", True, (255, 255, 255))
    small = pic.pixels(0.5)
    assert small.get_height() >= pygame.font.Font(None, gfx.MIN_TEXT_PX).get_height()
    assert small.get_width() <= round(pic.get_width() * 0.5) + 1


@pytest.mark.parametrize("scale", [0.5, 0.625, 1.0, 1.5, 2.25])
def test_text_never_comes_out_wider_than_its_measured_width(scale: float) -> None:
    """Playtest: at 640×360 wrapped lines were cut off because hinted glyphs ran wider than measured."""
    font = gfx.ScaledFont(lambda px: pygame.font.Font(None, px), 14)
    for text in ("Bot 2 moves their 4 C3 \u2192 B3.", "WWWWWWWWWW mmmmmmmm", "il1 .,;:"):
        pic = font.render(text, True, (255, 255, 255))
        assert pic.pixels(scale).get_width() <= round(pic.get_width() * scale) + 1


def test_log_lines_keep_clear_of_the_scrollbar() -> None:
    """Playtest: log lines ran under the scrollbar and lost their final full stop."""
    from zooarcade.ui.log_panel import LogPanel

    font = gfx.ScaledFont(lambda px: pygame.font.Font(None, px), 14)
    panel = LogPanel(pygame.Rect(0, 0, 300, 200), lambda role, size: font, title="Log", font_size=14)
    for i in range(30):
        panel.add(f"Normal Bot {i % 3} moves their 4 C3 \u2192 B3 and then says something long.", i % 3)
    panel._refresh_lines()
    lane = panel.body.w - 3 - 4  # the scrollbar's lane, with a little gap
    assert panel.max_scroll > 0
    assert all(panel.TEXT_X + font.size(line)[0] <= lane for _, line, _ in panel._lines)


def test_the_followed_log_never_cuts_its_top_line() -> None:
    """Play test 8: on Zoo Fighters II's short log the top line showed only its lower half under the header."""
    from zooarcade.ui.log_panel import LogPanel

    font = gfx.ScaledFont(lambda px: pygame.font.Font(None, px), 14)
    for height in range(150, 190, 7):
        panel = LogPanel(pygame.Rect(0, 0, 300, height), lambda role, size: font, title="Log", font_size=14)
        for i in range(30):
            panel.add(f"Line {i}: Normal Bot {i % 3} takes Water Chi from Player as Chi.", i % 3)
        panel._refresh_lines()
        lh, body = panel.line_height, panel.body
        assert body.h % lh, "the test wants a body that is not a whole number of lines"
        assert panel.follow and panel.scroll == panel.max_scroll > 0
        assert panel.scroll % lh == 0, "the top line starts above the text area"
        assert len(panel._lines) * lh - panel.scroll <= body.h, "the newest line is cut at the bottom"
        for step in (-37, -100, 13, 500):
            panel.scroll_by(step)
            assert panel.scroll % lh == 0


def test_pulsing_alpha_does_not_repaint_the_picture() -> None:
    calls: list[float] = []
    glow = gfx.Drawing((40, 40), lambda c: (calls.append(c.scale), c.fill((0, 255, 0, 200))))
    target = gfx.Canvas.blank((100, 100), 1.5)
    for alpha in range(100, 250, 10):
        glow.set_alpha(alpha)
        target.blit(glow, (0, 0))
        assert glow.pixels(1.5).get_alpha() == alpha
    assert calls == [1.5]
    glow.set_alpha(None)
    assert glow.pixels(1.5).get_alpha() in (None, 255)


def test_a_saved_window_size_is_fitted_to_a_smaller_desktop(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest: 1920×1080 chosen in Settings opened partly off a 1280×720 screen next time."""
    from zooarcade.ui import display

    assert display.fit_to_desktop((1920, 1080), (1280, 720)) == (1137, 640)
    assert display.fit_to_desktop((1280, 720), (1920, 1080)) == (1280, 720)
    assert display.fit_to_desktop((1920, 1080), None) == (1920, 1080)
    from zooarcade.storage.settings import save_settings

    app = make_app()
    app.settings.window_size = (1920, 1080)
    save_settings(app.settings_path, app.settings)
    monkeypatch.setenv(display.DESKTOP_ENV, "1280x720")
    again = make_app(size=None)
    assert again.display.window.get_size() == (1137, 640)
