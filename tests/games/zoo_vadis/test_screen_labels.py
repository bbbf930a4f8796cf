"""Your screen's token labels stay inside the panel and clear of each other (playtest 5: "×2 (2 set aside)"
was centred under its token and ran over the panel's left edge; the next label overlapped it)."""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_vadis.tablehelpers import open_table, until
from zooarcade.games.zoo_vadis import data


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("aside", [1, 2])
def test_set_aside_labels_fit_the_screen_panel(make_app, tmp_path, monkeypatch, size, aside):
    app, table = open_table(make_app, "human,ai:easy,ai:easy", 5, size=size)
    until(app, table.input_enabled, what="the human's turn")
    view = table.view
    state = table.session.state
    kinds = data.TOKEN_KINDS
    screen = [2 if k in ("I", "III", "IV", "V") else 0 for k in kinds]
    screen[kinds.index("II_PEACOCK")] = 1
    view.screens[0] = list(screen)
    state.screens[0] = list(screen)
    counts = [0] * 6
    for k, c in zip(kinds, screen, strict=True):
        counts[data.TOKEN_VALUE[k]] += c
    free = [max(0, c - aside) for c in counts]  # every kind partly set aside for an offer being built
    monkeypatch.setattr(type(view), "unreserved", lambda self, seat: list(free))
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = table.text.blit

    def spy(surface, role, size, text, pos, *rest):
        rect = blit(surface, role, size, text, pos, *rest)
        drawn.append((text, rect))
        return rect

    table.text.blit = spy  # type: ignore[method-assign]
    app.step(1 / 30)
    panel = table.layout.screen_rect
    labels = [r for t, r in drawn if t.startswith("\u00d7") and r.colliderect(panel.inflate(80, 0))]
    assert len(labels) == 5, labels
    for rect in labels:
        assert panel.contains(rect), (rect, panel)
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not a.colliderect(b), (a, b)
    pygame.image.save(app.display.window, str(tmp_path / f"vadis-screen-{size[0]}-{aside}.png"))
