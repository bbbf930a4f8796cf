"""A lit or marked exhibit keeps its name sign readable (playtest 5 / known leftover: the outline of a lit
exhibit, a mark or a glow ran across the sign on the top rail and hid half the name)."""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_vadis.tablehelpers import open_table, until
from tests.uihelpers import key


def _sign_pixels(app, table, node_id: str) -> list[tuple[int, int, int]]:
    """Window-independent sample of the middle of ``node_id``'s name sign (canvas pixels)."""
    canvas = app.display.canvas
    box = table.painter.geometry.rects[node_id]
    scale = canvas.scale
    out = []
    for dx in range(-14, 15, 2):
        for dy in (-2, 0, 2):
            x, y = round((box.centerx + dx) * scale), round((box.y + dy) * scale)
            out.append(tuple(canvas.surface.get_at((x, y)))[:3])
    return out


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_sign_of_a_marked_exhibit_is_drawn_over_the_mark(make_app, tmp_path, size):
    app, table = open_table(make_app, "human,ai:easy,ai:easy", 5, size=size)
    until(app, table.input_enabled, what="the human's turn")
    app.step(1 / 30)
    plain = {n: _sign_pixels(app, table, n) for n in table.painter.geometry.rects
             if table.graph.node(n).kind == "exhibit" and table.graph.node(n).label}
    key(app, pygame.K_TAB)  # the first move: add an animal to a bottom exhibit -- marked, its target lit
    app.step(1 / 30)
    action = table.legal()[table.choice()]
    target = table.target_key(action)
    assert target in plain, (action, target)
    pygame.image.save(app.display.window, str(tmp_path / f"vadis-sign-{size[0]}.png"))
    assert _sign_pixels(app, table, target) == plain[target], "the mark runs across the exhibit's name sign"
