"""ZOP ZOO round-end sheet at 5–6 seats (play test at 800×600): a column's labels share one size, each whole
inside its column, and its Side Bonus lines use one form — never "Side Bonus BIRD" over "ARACHNID bonus"."""

from __future__ import annotations

import pytest

from zooarcade.core.events import Event, EventKind
from zooarcade.gallery import demo_session
from zooarcade.games.zop_zoo.data import CARD_BY_KEY, CARDS, CATEGORIES
from zooarcade.games.zop_zoo.scene import SHORT_BONUS_SEATS, ZopTable

#: per seat, its lines: ``(card, cover, label, points)`` as the rules' ROUND_END event carries them.
WINNER = [("w:yak", "b:yak", "Yak matched", 35), ("w:penguin", "b:penguin", "Penguin matched", 20),
          ("w:peacock", "b:peacock", "Peacock connected", 80), ("w:jellyfish", "b:jellyfish", "Jellyfish matched", 15),
          ("w:dolphin", "b:dolphin", "Dolphin matched", 15), ("w:cockroach", "b:beast1", "BEAST on Cockroach", 0),
          ("b:bonus-horns", None, "Side Bonus HORNS", 35)]
OTHERS = [
    [("w:rat", None, "Rat (uncovered)", -90), ("b:bonus-bird", None, "Side Bonus BIRD", 20),
     ("b:bonus-arachnid", None, "Side Bonus ARACHNID", 55), ("b:bonus-mythical", None, "Side Bonus MYTHICAL", 60)],
    [("w:vulture", None, "Vulture (uncovered)", -75), ("b:bonus-insect", None, "Side Bonus INSECT", 25)],
    [("b:bonus-mammal", None, "Side Bonus MAMMAL", 10), ("b:bonus-reptile", None, "Side Bonus REPTILE", 40)],
    [("b:bonus-ocean", None, "Side Bonus OCEAN", 15)],
    [],
]


def _sheet_texts(make_app, monkeypatch, n: int, size) -> tuple[ZopTable, list[list[tuple[str, int, object]]]]:
    """Open the sheet of a made-up round end at ``n`` seats; per column, the ``(text, size, rect)`` drawn in it."""
    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {"easy": 60.0, "normal": 60.0, "hard": 60.0}
    app.autosave = lambda session: None
    table = app.make_table(demo_session("zop_zoo", moves=0, players=n))
    assert isinstance(table, ZopTable)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    seats = [WINNER, *OTHERS[: n - 1]]
    cards = [[{"card": c, "cover": cover, "label": label, "points": p} for c, cover, label, p in seat]
             for seat in seats]
    points = [sum(p for *_, p in seat) for seat in seats]
    ev = Event(EventKind.ROUND_END, data={"round": 1, "points": points, "totals": points, "winner": 0,
                                          "cards": cards})
    sheet = table.round_sheet(ev)
    assert sheet is not None
    table.round_summary.open(sheet)
    table.round_summary.advance()  # the whole tally at once
    drawn: list[tuple[str, int, object]] = []
    real = table.text.blit
    monkeypatch.setattr(table.text, "blit", lambda surface, role, sz, text, *a, **k: (
        lambda rect: (drawn.append((text, sz, rect)), rect)[1])(real(surface, role, sz, text, *a, **k)))
    app.step(1 / 30)
    columns = table.round_summary.column_rects()
    bonus = [c for seat in seats for c, *_ in seat if c.startswith("b:bonus")]
    labels = {label for seat in seats for *_, label, _ in seat} | {
        f"{CATEGORIES[CARDS[CARD_BY_KEY[c]].category].name} bonus" for c in bonus} | {
        CATEGORIES[CARDS[CARD_BY_KEY[c]].category].name for c in bonus} | {
        CARDS[CARD_BY_KEY[c]].name for seat in seats for c, *_ in seat}
    per_column = [[(t, s, r) for t, s, r in drawn if r.colliderect(col) and (t in labels or t.endswith("\u2026"))]
                  for col in columns]
    return table, per_column


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("n", [5, 6])
def test_each_column_reads_evenly(make_app, monkeypatch, n, size) -> None:
    table, per_column = _sheet_texts(make_app, monkeypatch, n, size)
    columns = table.round_summary.column_rects()
    for seat, drawn in enumerate(per_column):
        want = len(([WINNER, *OTHERS])[seat])
        assert len(drawn) == want, (seat, drawn)
        assert not any(t.endswith("\u2026") for t, _, _ in drawn), drawn
        assert len({s for _, s, _ in drawn}) <= 1, ("one size in a column", seat, drawn)
        assert all(columns[seat].contains(r) for _, _, r in drawn), (seat, drawn)
        bonus = [t for t, _, _ in drawn if "bonus" in t.lower()]
        forms = {t.startswith("Side Bonus") for t in bonus}
        assert len(forms) <= 1, ("one Side Bonus form in a column", seat, bonus)
        if bonus and size == (1280, 720):
            assert forms == {n < SHORT_BONUS_SEATS}, (n, bonus)
        # one level of shortness per column: every label is its line's full, short or tiny form, the same level
        levels = {0, 1, 2}
        for (text, _, _), line in zip(drawn, table.round_summary.sheet.lines[seat], strict=True):
            levels &= {k for k, form in enumerate(line.forms()) if form == text}
        assert levels, ("one form per column", seat, drawn)


def test_the_top_bar_speaks_of_the_round_sheet_while_it_is_up(make_app, monkeypatch):
    """Play test 14 (F11): behind the round sheet the top bar still said "nothing to decide — the table plays
    the only move for you"; while the sheet is up it says the round is scored and what Continue does."""
    table, _ = _sheet_texts(make_app, monkeypatch, 2, (1280, 720))
    assert table.banner()[0] == "Round 1 is scored \u2014 press Continue"
    table.round_summary.close()
    assert "is scored" not in table.banner()[0]
