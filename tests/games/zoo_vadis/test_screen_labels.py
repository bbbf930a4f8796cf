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
    labels = [r for t, r in drawn
              if (t.startswith("\u00d7") or t.endswith(" offered")) and r.colliderect(panel.inflate(80, 0))]
    assert len(labels) == 5, labels
    for rect in labels:
        assert panel.contains(rect), (rect, panel)
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not a.colliderect(b), (a, b)
    pygame.image.save(app.display.window, str(tmp_path / f"vadis-screen-{size[0]}-{aside}.png"))


def _drawn_texts(app, table) -> list[str]:
    """The texts the table blits in one frame."""
    drawn: list[str] = []
    blit = table.text.blit

    def spy(surface, role, size, text, pos, *rest):
        drawn.append(text)
        return blit(surface, role, size, text, pos, *rest)

    table.text.blit = spy  # type: ignore[method-assign]
    app.step(1 / 30)
    table.text.blit = blit  # type: ignore[method-assign]
    return drawn


def test_a_token_partly_offered_says_how_many_are_held_and_offered(make_app, monkeypatch):
    """Play test 14 (F8): "×2 (1 set aside)" left open whether 2 were left or 2 in all; the label now says
    "1 of 2 offered"."""
    app, table = open_table(make_app, "human,ai:easy,ai:easy", 5)
    until(app, table.input_enabled, what="the human's turn")
    view, state = table.view, table.session.state
    kinds = data.TOKEN_KINDS
    screen = [0] * len(kinds)
    screen[kinds.index("III")] = 2
    view.screens[0] = list(screen)
    state.screens[0] = list(screen)
    free = [0] * 6
    free[3] = 1  # one of the two IIIs is in an offer
    monkeypatch.setattr(type(view), "unreserved", lambda self, seat: list(free))
    texts = _drawn_texts(app, table)
    assert "1 of 2 offered" in texts, texts
    assert not any("set aside" in t for t in texts), texts


def test_an_empty_screen_does_not_say_yet(make_app):
    """Play test 14 (F7): after paying both laurels away the screen read "No laurels yet."; it says "No laurels."."""
    app, table = open_table(make_app, "human,ai:easy,ai:easy", 5)
    until(app, table.input_enabled, what="the human's turn")
    view, state = table.view, table.session.state
    view.screens[0] = [0] * len(data.TOKEN_KINDS)
    state.screens[0] = [0] * len(data.TOKEN_KINDS)
    texts = _drawn_texts(app, table)
    assert "No laurels." in texts, texts
    assert not any("yet" in t for t in texts if "laurel" in t), texts
