"""ZOP ZOO, play test 10: a drawn card waiting for its player's choice (a computer seat's Specialty card, a wild)
sits level with its row's cards, not lower down beside them."""

from __future__ import annotations

import pytest

from zooarcade.games.zop_zoo.layout import CARD, ZopRow, held_scale, seat_layouts
from zooarcade.ui.table.zones import Zone


@pytest.mark.parametrize("n", range(2, 7))
def test_the_held_card_sits_level_with_the_row(n) -> None:
    for lay in seat_layouts(n):
        row = ZopRow("row", lay.row, CARD, scale=lay.scale)
        row.keys = [f"w:{i}" for i in range(6)]
        held = Zone("held", lay.held, CARD, scale=held_scale(lay.held.w, lay.scale))
        held.keys = ["b:hyena"]
        waiting = held.slot_of("b:hyena").center
        white = row.slot_center(0)
        assert abs(waiting[1] - white[1]) <= 1, (n, waiting, white)
        card = held.card_rect(held.slot_of("b:hyena"))
        assert lay.held.contains(card) and lay.panel.contains(lay.held), (card, lay.held)
