"""Round sheet, play test (ZOP ZOO): the headers cut long seat names that share a start to the same text ("Player
1…" over two columns).  Names cut alike are cut so they still read apart (:func:`theme.fit_names`), in the
columns' headers and in the totals table of the shared round sheet."""

from __future__ import annotations

import pytest

from zooarcade.core.events import Event, EventKind
from zooarcade.gallery import demo_session
from zooarcade.ui import theme

NAMES = ["Player 1 from the North", "Player 1 from the South", "Normal Bot 2 the Longest", "Normal Bot 3 the Longest"]


def test_names_cut_alike_are_told_apart(make_app):
    app = make_app()
    font = app.font("bold", 16)
    plain = [theme.fit_text(font, n, 90) for n in NAMES]
    assert plain[0] == plain[1] and plain[2] == plain[3], plain  # the fault: a cut hides what tells them apart
    cut = theme.fit_names(font, NAMES, 90)
    assert len(set(cut)) == 4 and all(font.size(t)[0] <= 90 for t in cut), cut
    assert cut[0].endswith("North") and cut[1].endswith("South"), cut
    assert "2" in cut[2] and "3" in cut[3], cut
    assert theme.fit_names(font, ["Ann", "Bartholomew Featherstone", "Bartholomew Featherstone"], 90) == [
        "Ann", *[theme.fit_text(font, "Bartholomew Featherstone", 90)] * 2], "equal names stay equal"
    assert theme.fit_names(font, [], 90) == []


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_round_sheet_headers_read_apart(make_app, monkeypatch, size):
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {"easy": 60.0, "normal": 60.0, "hard": 60.0}
    app.autosave = lambda session: None
    table = app.make_table(demo_session("zop_zoo", moves=0, players=4))
    app.scenes.reset(table)
    app.scenes.apply_pending()
    table.names = list(NAMES)
    ev = Event(EventKind.ROUND_END, data={"round": 1, "points": [10, 0, 0, 0], "totals": [10, 0, 0, 0], "winner": 0,
                                          "cards": [[], [], [], []]})
    table.round_summary.open(table.round_sheet(ev))
    table.round_summary.advance()
    drawn: list[tuple[str, object]] = []
    real = table.text.blit
    monkeypatch.setattr(table.text, "blit", lambda surface, role, sz, text, *a, **k: (
        lambda rect: (drawn.append((text, rect)), rect)[1])(real(surface, role, sz, text, *a, **k)))
    app.step(1 / 30)
    columns = table.round_summary.column_rects()
    headers = [next(t for t, r in drawn if r.colliderect(col) and r.y < col.y + 30) for col in columns]
    assert len(set(headers)) == 4, headers
    rows = [t for t, _ in drawn if t in set(theme.fit_names(table.app.font("text", 14), NAMES, 220 - 34))]
    assert len(set(rows)) == 4, rows
