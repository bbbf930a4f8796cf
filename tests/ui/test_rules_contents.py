"""The rules reader's contents column (issue 13 play test: Zoo Fighters II's page list ran out of its column):
every game's page buttons stay inside the column, do not overlap, and their labels fit their buttons."""

from __future__ import annotations

import pytest

from zooarcade.scenes.rules import TOC, RulesScene

GAMES = ("apocalypse", "zoo_vadis", "zop_zoo", "zoo_fighters")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_contents_fit_their_column(make_app, game, size) -> None:
    app = make_app(size=size)
    scene = RulesScene(app, game)
    buttons = scene.toc_buttons
    assert len(buttons) == scene.page_count >= 2
    for i, b in enumerate(buttons):
        assert TOC.contains(b.rect), (game, b.text, b.rect)
        assert b.rect.h >= 24
        assert b.font_size >= 13
        assert app.font("display", b.font_size).size(b.text)[0] <= b.rect.w - 16, (game, b.text)
        if i:
            assert not b.rect.colliderect(buttons[i - 1].rect)
        heading = scene.book.pages[i].heading
        assert b.text == heading or b.text.endswith("\u2026")


def test_a_short_book_keeps_the_roomy_list(make_app) -> None:
    """Eight pages (Apocalypse) fit at the usual 50-pixel pitch, buttons 42 high and every heading whole."""
    scene = RulesScene(make_app(), "apocalypse")
    assert [b.rect.h for b in scene.toc_buttons] == [42] * scene.page_count
    assert scene.toc_buttons[1].rect.y - scene.toc_buttons[0].rect.y == 50
    assert [b.text for b in scene.toc_buttons] == [p.heading for p in scene.book.pages]
