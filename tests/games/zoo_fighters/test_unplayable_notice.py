"""Play test 11 (f21, f22): a click on Harmony Strike (2 Order + 2 any, no Order in reach) only lifted it; now the
table says what the card needs and what the Chi in reach comes to."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import table_at
from tests.uihelpers import click
from zooarcade.session import SeatConfig


def test_a_click_on_a_special_move_out_of_reach_says_why(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    state, ids = build(["tusk", "bao", "jinx"], hands={0: ["double_water", "wind_chi", "harmony_strike"],
                                                       1: ["fire_chi", "fire_chi"]})
    table, _ = table_at(app, seats, state)
    table.legal_cache = None
    app.step(1 / 30)
    click(app, table.layer.sprites[str(ids["harmony_strike"][0])].rect.center)
    assert table.toast is not None
    text = table.toast[0]
    assert text.startswith("Harmony Strike needs 2 Order + 2 any; in your reach: 0 Order,"), text
    assert text.endswith("Chi in all.")
