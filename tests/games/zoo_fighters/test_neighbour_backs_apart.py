"""Play test 12: the card backs of a neighbour's hand overlapped, so the one to take as Chi was hard to point at
(worse at 800×600).  They now lie apart while they fit, and a click on each back's middle takes that colour."""

from __future__ import annotations

import pytest

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_each_back_of_a_neighbours_hand_is_apart_and_clickable(make_app, size):
    app = make_app(size=size)
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    table, session = make_table(app, seats)
    state, _ = build(["tusk", "blaze", "kaze"], hands={0: ["fire_chi"], 1: ["water_chi", "fire_chi", "wind_chi"],
                                                        2: ["wind_chi", "fire_chi", "earth_chi", "order_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    session.state = state
    table.reset_table()
    table.legal_cache = None
    for seat in (1, 2):
        zone = table.layer.zones[f"hand:{seat}"]
        slots = zone.slots()
        rects = sorted(((zone.card_rect(slots[k]), k) for k in zone.keys), key=lambda r: r[0].x)
        assert len(rects) == len(state.hands[seat])
        for (a, _), (b, _) in zip(rects, rects[1:], strict=False):
            assert b.x - a.right >= 4, f"seat {seat}: backs {a} and {b} touch"
        for rect, key in rects:
            colour = int(table.layer.backs[key])
            action = table.click_at(rect.center)
            assert action == A.PayTake(seat, colour), (seat, key, action)
