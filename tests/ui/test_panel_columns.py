"""The decision panel's two-to-a-row layout (``DecisionPanel.set(..., columns=2)``, the compact drawer's shorter
shape): reading order, the same digit keys, half the height; and :meth:`DecisionPanel.measure` changes nothing."""

from __future__ import annotations

import pygame

from zooarcade.ui.table.panel import DecisionPanel, PanelChoice

AREA = pygame.Rect(8, 100, 600, 500)


def _choices(n: int) -> list[PanelChoice]:
    return [PanelChoice(f"Answer {i + 1}", ((f"Answer {i + 1}", f"a{i + 1}"),)) for i in range(n)]


def test_two_to_a_row_runs_in_reading_order_with_the_same_keys(make_app) -> None:
    app = make_app()
    played: list[str] = []
    panel = DecisionPanel(app.font, played.append)
    choices = [*_choices(4), PanelChoice("Pick", (("x", "p1"), ("y", "p2")))]
    panel.set("Pay for your play", choices, AREA)
    one_h = panel.rect.h
    panel.set("Pay for your play", choices, AREA, columns=2)
    assert panel.columns == 2
    rects = [b.rect for b in panel.buttons]
    # 1 | 2, then 3 | 4, then 5 alone on the left
    assert rects[0].y == rects[1].y and rects[0].right < rects[1].x
    assert rects[2].y == rects[3].y > rects[0].bottom and rects[2].x == rects[0].x and rects[3].x == rects[1].x
    assert rects[4].y > rects[2].bottom and rects[4].x == rects[0].x
    assert all(panel.rect.contains(r) for r in rects)
    cycler = panel.cyclers[4]
    assert cycler is not None and cycler.rect.y == rects[4].y and cycler.rect.right <= AREA.centerx
    assert panel.rect.h < one_h - 2 * panel.row  # three rows instead of five
    assert panel.rect.bottom == AREA.bottom
    for digit in range(1, 6):
        assert panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + digit, mod=0, unicode=""))
    assert played == ["a1", "a2", "a3", "a4", "p1"]


def test_a_stacked_choice_or_a_lone_control_keeps_one_column(make_app) -> None:
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    long = PanelChoice("Hyena", (("Central Lawn \u2192 Star Exhibit", "h1"), ("Palm Court", "h2")), stacked=True)
    for choices in ([*_choices(3), long], _choices(1)):
        assert not DecisionPanel.can_pair(choices)
        panel.set("Choose", choices, AREA, columns=2)
        assert panel.columns == 1
        assert len({b.rect.x for b in panel.buttons}) == 1, "one control per row"
    assert DecisionPanel.can_pair(_choices(2))  # two buttons side by side: one row


def test_measure_tells_the_height_and_leaves_the_panel_as_it_was(make_app) -> None:
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    panel.hold = "payment"
    wide_prompt = "Pay for your play: 3 Earth + 2 any still owed, from your hand or your neighbours"
    panel.set("Pay", _choices(2), pygame.Rect(948, 100, 318, 500))
    shown = (pygame.Rect(panel.rect), [b.rect for b in panel.buttons], panel._held)
    narrow = pygame.Rect(0, 100, 150, 500)
    h, cut = panel.measure(wide_prompt, _choices(6), narrow)
    assert h > shown[0].h
    assert (panel.rect, [b.rect for b in panel.buttons], panel._held) == shown
    panel.set(wide_prompt, _choices(6), narrow)
    assert panel.rect.h == h and cut == len(panel.cut) == 0  # "Answer 6" fits 150 pixels


def test_measure_counts_the_controls_cut_short(make_app) -> None:
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    long = [PanelChoice("Reveal your EX Form and take the weapon", (("a", "a"),)),
            PanelChoice("Draw a weapon", (("Mountain Maul of the North", "m"), ("Gale Fan", "g")))]
    assert panel.measure("", long, pygame.Rect(0, 0, 620, 300))[1] == 0
    assert panel.measure("", long, pygame.Rect(0, 0, 240, 300), columns=2)[1] == 2


def test_a_control_too_long_for_half_a_row_spans_the_row_and_a_short_note_shares_one(make_app) -> None:
    """Two to a row, a control whose values would be cut at half the width (a kept card's name in Zoo Fighters
    II's "Spend a card") takes the whole row and shows whole; the next control starts a new row; a spacer whose
    dim note fits half a row still shares a row (merging play test 13's payment rows with the two-column drawer)."""
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    spend = PanelChoice("Spend a card", (("Lucky Break (Special Move)", "s1"), ("Iron Warden (Opponent)", "s2")))
    note = PanelChoice("Back: closed", ())  # a spacer row: no options, a dim note
    choices = [*_choices(3), spend, *_choices(1), note]
    panel.set("Pay", choices, AREA, columns=2)
    assert panel.columns == 2
    assert not panel.cut and not panel.cut_values, (panel.cut, panel.cut_values)
    rects = [b.rect for b in panel.buttons]
    # 1 | 2, then 3 alone (4 does not fit its right half), 4 across the row, then 5 | 6
    assert rects[0].y == rects[1].y and rects[2].x == rects[0].x and rects[2].y > rects[0].y
    spend_row = rects[3].union(panel.cyclers[3].rect)
    assert spend_row.y > rects[2].y and spend_row.x == rects[0].x and spend_row.right == rects[1].right
    assert rects[4].y == rects[5].y > spend_row.y and rects[5].x == rects[1].x
    assert panel.rect.contains(spend_row) and panel.rect.bottom == AREA.bottom
