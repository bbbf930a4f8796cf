"""ZOP ZOO table: a full Side Bonus column at 4–6 seats tells its eight cards apart (play test: only 4-pixel slivers
of the cards showed).  The crowded column goes to two columns, each card's strip carries its category symbol on
its colour, and the hover of any of them lists every card of the column with its points."""

from __future__ import annotations

import pytest

from tests.games.zop_zoo.helpers import FILLER
from zooarcade.games.zop_zoo import scene as zop_scene
from zooarcade.games.zop_zoo.data import BONUS_CATEGORIES, CATEGORIES
from zooarcade.games.zop_zoo.layout import TAB, Fan, side_column
from zooarcade.games.zop_zoo.rules import ZopState
from zooarcade.games.zop_zoo.scene import ZopTable
from zooarcade.session import GameSession, MatchSetup, parse_seats

BONUS = [f"b:bonus-{name.lower()}" for name in BONUS_CATEGORIES]
SYMBOL = {c.name: c.symbol for c in CATEGORIES}


def _table(make_app, n: int, size=(1280, 720)) -> ZopTable:
    """``n`` seats, seat 0 holding all eight Side Bonus cards, a computer to move (thinking for a long time)."""
    state = ZopState.from_position(n, [list(FILLER[i]) for i in range(n)], side=[BONUS] + [[]] * (n - 1),
                                   to_move=1)
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {"easy": 60.0, "normal": 60.0, "hard": 60.0}
    session = GameSession(MatchSetup("zop_zoo", parse_seats(",".join(["human"] + ["ai:easy"] * (n - 1))), 1))
    session.state = state
    app.autosave = lambda session: None  # the record does not lead to this position
    table = ZopTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(1 / 30)
    return table


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("n", [4, 5, 6])
def test_each_crowded_side_bonus_card_shows_its_category_symbol(make_app, monkeypatch, n, size) -> None:
    table = _table(make_app, n, size)
    fan = table.layer.zones["side:0"]
    assert isinstance(fan, Fan) and fan.columns_now() == 2
    drawn: list[tuple[str, tuple[float, float], float]] = []
    real = zop_scene.symbol_badge
    monkeypatch.setattr(zop_scene, "symbol_badge",
                        lambda surf, symbol, centre, r, rgb: (drawn.append((symbol, centre, r)),
                                                              real(surf, symbol, centre, r, rgb))[1])
    texts: list[tuple[str, object]] = []
    blit = table.text.blit
    monkeypatch.setattr(table.text, "blit", lambda surface, role, sz, text, *a, **k: (
        lambda rect: (texts.append((text, rect)), rect)[1])(blit(surface, role, sz, text, *a, **k)))
    table.app.step(1 / 30)
    column = side_column(table.seats[0])
    # the points under the symbols: on every card of the column (4 seats) or on none (5, 6: too little room)
    values = sorted(int(t) for t, rect in texts if t.isdigit() and column.contains(rect))
    bonus_values = sorted(c.value for c in CATEGORIES if c.name in BONUS_CATEGORIES)
    assert values == (bonus_values if n == 4 else []), (n, values)
    in_column = [(symbol, r) for symbol, (x, y), r in drawn if column.collidepoint(x, y)]
    assert sorted(s for s, _ in in_column) == sorted(SYMBOL[name] for name in BONUS_CATEGORIES)
    assert all(2 * r >= TAB - 2 for _, r in in_column), in_column
    tabs = table.side_tabs()
    assert sorted(key for key, _, _ in tabs) == sorted(BONUS)
    for key, _rect, strip in tabs:
        assert strip.h >= TAB, (key, strip)
        # the strip in sight is that card's own hover place
        assert table.hover_at(strip.center) == ("card", key)


def test_the_hover_of_a_side_bonus_card_lists_the_whole_column(make_app) -> None:
    table = _table(make_app, 6)
    lines = table.tooltip_lines(("card", "b:bonus-insect"))
    assert lines is not None
    total = sum(c.value for c in CATEGORIES if c.name in BONUS_CATEGORIES)
    assert f"All 8 Side Bonus cards here, +{total} together:" in lines
    listed = " \u00b7 ".join(line for line in lines if " \u00b7 " in line)
    for c in CATEGORIES:
        assert (f"{c.name} {c.value}" in listed) == (c.name in BONUS_CATEGORIES), c.name
