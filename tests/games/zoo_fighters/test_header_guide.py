"""The Guide button in your seat header leaves the "your turn" word readable (playtest 5: it covered it)."""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_fighters.table_helpers import DT, human_vs_ai, wait_human
from zooarcade.ui.table import hud


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_guide_button_does_not_cover_the_status_word(make_app, tmp_path, size):
    app = make_app(size=size)
    table, session = human_vs_ai(app, seed=3)
    assert wait_human(app, table, session)
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = table.text.blit

    def spy(surface, role, size, text, pos, color=None, anchor="topleft"):
        rect = blit(surface, role, size, text, pos, *(() if color is None else (color,)), anchor)
        drawn.append((text, rect))
        return rect

    table.text.blit = spy  # type: ignore[method-assign]
    table.keep_still = False  # the table drawn in full this frame (not its kept picture): every text is spied
    app.step(DT)
    status = [r for t, r in drawn if t in hud.STATUS_WORDS]
    assert status, "the human's header shows no status word on their turn"
    for rect in status:
        assert not rect.colliderect(table.guide_button.rect), (rect, table.guide_button.rect)
    counts = [r for t, r in drawn if "in hand" in t and r.colliderect(table.boxes[table.bottom].header)]
    assert counts and not counts[0].colliderect(table.guide_button.rect)
    pygame.image.save(app.display.window, str(tmp_path / f"zf-header-{size[0]}.png"))
