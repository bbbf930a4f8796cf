"""Zoo Vadis seat panels, real-window play test: the answer tag "Counter: 2" straddled its seat panel's edge
and covered the board.  Every answer bubble now stands inside its own seat's panel, clear of the board, the
other seats, the screen and the deal strip, at 3 to 7 seats and both window sizes (:meth:`bubble_box`)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis import tablehelpers as th
from zooarcade.games.zoo_vadis.scene import Bubble
from zooarcade.ui import theme

TEXTS = ("Accepts", "Declines", "Counter: 2", "Counter: 12")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_answer_bubbles_fit_inside_their_seat_panel(make_app, size):
    for n in range(3, 8):
        seats = ",".join(["human"] + ["ai:easy"] * (n - 1))
        app, table = th.open_table(make_app, seats, 5, size)
        layout = table.layout
        others = [layout.board_rect, layout.screen_rect, layout.deal_rect, table.frame.panel]
        for seat in range(n):
            panel = layout.seat_rect(seat)
            for text in TEXTS:
                box, font_size = table.bubble_box(seat, text)
                assert panel.contains(box), (n, seat, text, box, panel)
                assert table.app.font("bold", font_size).size(text)[0] <= box.w, "the words fit the bubble"
                assert not any(box.colliderect(r) for r in others), (n, seat, text, box)
                assert not any(box.colliderect(layout.seat_rect(q)) for q in range(n) if q != seat)
            table.bubbles.append(Bubble(seat, "Counter: 12", theme.ACCENT))
        table.draw_overlay(app.display.canvas)  # every bubble draws where its box says


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_answer_bubbles_leave_the_token_row_whole(make_app, size):
    """Play test: the tag hid the end of the seat's token row (its token count) while it faded; it now stands at
    the right end of the species line (a compact panel has none: of the header line, right of a short name)."""
    for n, names in ((3, None), (6, None), (7, None), (7, "Ann,Bob,Cy,Di,Ed,Flo,Gus")):
        seats = ",".join(["human"] + ["ai:easy"] * (n - 1))
        app, table = th.open_table(make_app, seats, 5, size)
        if names:
            table.names = names.split(",")
        th.frames(app, 2)  # the panels are drawn: the names are where the header put them
        layout = table.layout
        for seat in range(n):
            row, panel = layout.token_row(seat), layout.seat_rect(seat)
            assert row.collidepoint(layout.tokens_center(seat)) and row.collidepoint(layout.supply_center(seat))
            for text in TEXTS:
                box, _ = table.bubble_box(seat, text)
                assert not box.colliderect(row), (n, seat, text, box, row)
                assert panel.contains(box)
                if not layout.compact():  # under the header line, on the species line's right end
                    assert box.top >= layout.header_line(seat).bottom and box.colliderect(layout.species_line(seat))
                elif names:  # a short name stays whole
                    assert not box.colliderect(table.seat_name_rects[seat]), (n, seat, text, box)
