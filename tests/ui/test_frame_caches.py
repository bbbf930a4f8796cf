"""Pictures the frame loop no longer rebuilds every frame (issue 14, frame budget at 1920×1080).

* ``theme.shadowed_rect``: the soft shadow layer of one size is rendered once, not at every call;
* the pause menu: the table under it is drawn once while it is open (the table is not updated then), and
  every frame again once it closes.

Counted, never timed: the number of layers made and of table draws.
"""

from __future__ import annotations

import pygame

from tests.uihelpers import count_calls
from zooarcade.session import MatchSetup, parse_seats
from zooarcade.ui import gfx, theme

DT = 1 / 60


def _old_shadowed_rect(surface: gfx.Canvas, rect: pygame.Rect, color, radius: int, shadow: int) -> None:  # noqa: ANN001
    """The drawing as it was before the cache (the expected picture)."""
    sh = gfx.new_layer(surface, (rect.w + shadow * 2, rect.h + shadow * 2))
    for i in range(3):
        grow = shadow - i * shadow // 3
        r = pygame.Rect(shadow - grow + shadow // 2, shadow - grow + shadow, rect.w + grow * 2 - shadow,
                        rect.h + grow * 2 - shadow)
        gfx.rect(sh, (0, 0, 0, 40), r, border_radius=radius + grow)
    surface.blit(sh, (rect.x - shadow, rect.y - shadow))
    gfx.rect(surface, color, rect, border_radius=radius)


def test_shadowed_rect_renders_one_shadow_layer_per_size_and_draws_the_same_picture(monkeypatch) -> None:  # noqa: ANN001
    pygame.init()
    made: list[tuple[int, int]] = []
    blank = gfx.Canvas.blank

    def counting(size, scale=1.0, alpha=True):  # noqa: ANN001, ANN202
        made.append(tuple(size))
        return blank(size, scale, alpha)

    monkeypatch.setattr(gfx.Canvas, "blank", staticmethod(counting))
    canvas = blank((400, 300), 1.5, alpha=False)
    expected = blank((400, 300), 1.5, alpha=False)
    rect = pygame.Rect(31, 17, 123, 45)  # a size no other test draws, so the cache starts without it
    for _ in range(3):
        theme.shadowed_rect(canvas, rect, (40, 50, 60), radius=7, shadow=5)
    assert made == [(133, 55)]  # one layer for three frames' worth of the same panel
    theme.shadowed_rect(canvas, rect.inflate(10, 0), (40, 50, 60), radius=7, shadow=5)
    assert made == [(133, 55), (143, 55)]  # another size: its own layer

    made.clear()
    canvas.fill((0, 0, 0))
    theme.shadowed_rect(canvas, rect, (40, 50, 60), radius=7, shadow=5, border=None)
    _old_shadowed_rect(expected, rect, (40, 50, 60), radius=7, shadow=5)
    assert pygame.image.tobytes(canvas.surface, "RGB") == pygame.image.tobytes(expected.surface, "RGB")


def _apocalypse_counting_draws(make_app, size: tuple[int, int]):  # noqa: ANN001, ANN202
    """``(app, table, draws)``: an Apocalypse match (human vs easy AI) in a ``size`` window after one frame, its
    table's draws counted from here on (:func:`tests.uihelpers.count_calls`)."""
    app = make_app(size=size)
    app.start_match(MatchSetup("apocalypse", parse_seats("human,ai:easy"), 11))
    app.scenes.apply_pending()
    table = app.scenes.top
    app.step(DT)
    return app, table, count_calls(table, "draw")


def test_the_table_under_the_pause_menu_is_drawn_once_and_the_picture_stays_the_same(make_app) -> None:  # noqa: ANN001
    from zooarcade.scenes.pause import PauseScene

    app, table, draws = _apocalypse_counting_draws(make_app, (1920, 1080))
    app.scenes.push(pause := PauseScene(app, table.session))
    for _ in range(6):
        app.step(DT)
    assert app.scenes.visible() == [table, pause]
    assert draws[0] == 1  # six frames, the paused table drawn once
    kept = pygame.image.tobytes(app.display.canvas.surface, "RGB")

    pause.still_below = False  # the same frame drawn in full
    app.step(DT)
    assert draws[0] == 2
    assert pygame.image.tobytes(app.display.canvas.surface, "RGB") == kept
    pause.still_below = True

    app.scenes.pop()  # Resume: the table runs again and is drawn every frame
    app.scenes.apply_pending()
    for _ in range(3):
        app.step(DT)
    assert draws[0] == 5


def test_a_new_pause_menu_draws_the_table_afresh(make_app) -> None:  # noqa: ANN001
    from zooarcade.scenes.pause import PauseScene

    app, table, draws = _apocalypse_counting_draws(make_app, (1280, 720))
    for opened in range(1, 3):  # each time the menu opens, the table is drawn once under it
        app.scenes.push(PauseScene(app, table.session))
        app.step(DT)
        app.step(DT)
        app.scenes.pop()
        app.scenes.apply_pending()
        assert draws[0] == 2 * opened - 1
        app.step(DT)  # the table alone again
        assert draws[0] == opened * 2


class _CountingFont:
    """A font that counts its measurements (``size``), delegating to a real pygame font."""

    def __init__(self) -> None:
        pygame.font.init()
        self.font = pygame.font.Font(None, 20)
        self.measured = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measured += 1
        return self.font.size(text)


def test_wrap_text_measures_a_text_once_per_font_and_width() -> None:
    font = _CountingFont()
    text = "the keeper takes the peacock to the far enclosure\nand then rests"
    lines = theme.wrap_text(font, text, 120)
    first = font.measured
    assert first > 0 and len(lines) >= 3 and lines[-1] == "and then rests"
    lines.append("changed by the caller")  # a new list each call: the kept lines are not touched
    assert theme.wrap_text(font, text, 120) == lines[:-1]
    assert font.measured == first  # the same text, font and width: not measured again
    assert theme.wrap_text(font, text, 300) != lines[:-1] and font.measured > first  # another width is
