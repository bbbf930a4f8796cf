"""The grid's row and column numbers stay readable over a move's outline (the keyboard choice, the hint)."""

from __future__ import annotations

import pytest

from tests.uihelpers import key
from zooarcade.games.apocalypse.layout import grid_label_tags
from zooarcade.games.apocalypse.rules import Place
from zooarcade.session import GameSession, MatchSetup, SeatConfig

#: the body colour of a number's wooden tag.
TAG_WOOD = (56, 42, 30)


def _corner_table(make_app, size):  # noqa: ANN001, ANN202
    """A two-human table at its first move, the keyboard choice on a place into the corner location A1."""
    import pygame

    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    table = app.make_table(GameSession(MatchSetup("apocalypse", [SeatConfig("Ann"), SeatConfig("Ben")], 3)))
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 60)
    for _ in range(len(table.legal()) + 1):
        key(app, pygame.K_TAB)
        index = table.choice()
        if index is not None and isinstance(table.legal()[index], Place) and table.legal()[index].loc == 0:
            break
    else:
        raise AssertionError("no keyboard choice places into A1")
    for _ in range(3):
        app.step(1 / 60)
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_outline_of_a_corner_choice_leaves_its_numbers_readable(make_app, size) -> None:  # noqa: ANN001
    """Tag wood shows beside the digit of column 1 (inside the outline's top edge) and of row 1 (inside its left
    edge): the numbers are drawn above the mark, not under it."""
    app, table = _corner_table(make_app, size)
    mark = table.mark_rects(table.legal()[table.choice()])[1]
    (_, column), (_, row) = grid_label_tags(table.layout)[:2]  # column 1's tag, then row 1's
    assert column.bottom > mark.y - 6 and row.right > mark.x - 6, "the outline reaches both tags"
    vp = app.display.viewport
    for point in ((column.x + 3, mark.y - 3), (row.right - 3, row.centery + 3)):
        x, y = vp.to_window(point)
        got = tuple(app.display.window.get_at((x, y)))[:3]
        assert max(abs(a - b) for a, b in zip(got, TAG_WOOD, strict=True)) <= 12, f"{point}: {got} is not tag wood"
