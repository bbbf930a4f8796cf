"""ZOP ZOO table, play test 9: the score badges, the "Sitting out" pile and the category legend explain
themselves on hover, through the table kit's tooltips (the same delay, box and placement as every other)."""

from __future__ import annotations

import pygame
import pytest

from zooarcade.gallery import demo_session
from zooarcade.games.zop_zoo.data import CATEGORIES
from zooarcade.games.zop_zoo.scene import LEGEND, ZopTable, legend_cells
from zooarcade.ui.table.base import TOOLTIP_DELAY

SIZES = ((1280, 720), (800, 600))


def _table(make_app, size=(1280, 720)) -> tuple[object, ZopTable]:
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    table = app.make_table(demo_session("zop_zoo", seed=11, moves=14))
    assert isinstance(table, ZopTable)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    return app, table


def _hover(app, table: ZopTable, logical: tuple[int, int], monkeypatch) -> list[str]:
    """Rest the pointer on ``logical`` (canvas pixels) past the tooltip delay; return the texts the next frame draws."""
    pos = app.display.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(int(TOOLTIP_DELAY * 30) + 4):
        app.step(1 / 30)
    texts: list[str] = []
    real_get = table.text.get
    monkeypatch.setattr(
        table.text,
        "get",
        lambda role, size, text, *a, **k: (texts.append(text), real_get(role, size, text, *a, **k))[1],
    )
    app.step(1 / 30)
    monkeypatch.setattr(table.text, "get", real_get)
    return texts


@pytest.mark.parametrize("size", SIZES)
def test_a_score_badge_tells_the_round_and_the_total_toward_the_target(make_app, monkeypatch, size) -> None:
    app, table = _table(make_app, size)
    target = table.state.target
    for seat in range(table.n):
        badge = table.score_rects[seat]
        texts = _hover(app, table, badge.center, monkeypatch)
        assert table.hover_key == ("score", seat)
        heading = f"{'Your' if table.name(seat) == 'You' else table.names[seat] + chr(39) + 's'} score"
        assert any(t.startswith(heading) and t.endswith(f"{table.totals[seat]} of {target}") for t in texts), texts
        assert any(t.startswith("This round") for t in texts), texts
        pts, needs = table.row_value(seat)
        assert any(t.startswith("Completing") for t in texts) == bool(needs)


def test_the_sitting_out_pile_says_what_it_holds_and_why(make_app, monkeypatch) -> None:
    app, table = _table(make_app)
    n = len(table.layer.zones["white"].keys)
    assert n > 0
    texts = _hover(app, table, table.piles.white.center, monkeypatch)
    assert table.hover_key == ("pile", "white")
    assert "Sitting out" in texts
    joined = " ".join(texts)
    assert f"{n} white cards" in joined and "left over" in joined and "next deal" in joined


@pytest.mark.parametrize("index", range(len(CATEGORIES)))
def test_each_legend_symbol_says_its_category_colour_and_points(make_app, monkeypatch, index) -> None:
    app, table = _table(make_app)
    cat = CATEGORIES[index]
    texts = _hover(app, table, legend_cells()[index].center, monkeypatch)
    assert table.hover_key == ("legend", index)
    joined = " ".join(texts)
    assert cat.name in joined and cat.symbol in joined and cat.colour.removesuffix("s") in joined
    assert f"worth {cat.value} points" in joined


def test_the_tooltips_sit_beside_their_place_not_at_the_pointer(make_app) -> None:
    _, table = _table(make_app)
    assert table.tooltip_anchor(("pile", "white")) == table.piles.white
    assert table.tooltip_anchor(("legend", 3)) == LEGEND
