"""Play test 10: the table ended the human's turn by itself (the end was the only move left) with no word.

The kit now says so in its notice line when a forced step of a human's own turn hands the turn on.
"""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import DT, make_table
from zooarcade.games.zoo_fighters.actions import END_TURN
from zooarcade.session import SeatConfig
from zooarcade.ui.table.base import turn_ended_notice


def test_a_turn_ended_for_the_human_is_told(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, _ = build(["kaze", "blaze"])  # empty hands: nothing to pay with, nothing to take
    assert state.legal_actions() == [END_TURN]
    session.state = state
    table.reset_table()
    table.toast = None
    steps = len(session.record.steps)
    for _ in range(200):
        app.step(DT)
        if len(session.record.steps) > steps:
            break
    assert session.record.steps[steps].action == END_TURN
    assert table.toast is not None and table.toast[0] == turn_ended_notice(table.name(0))
    assert "no moves left" in table.toast[0] and "turn" in table.toast[0]


def test_the_notice_speaks_to_you_or_names_the_seat():
    assert turn_ended_notice("You") == "You have no moves left \u2014 your turn ends."
    assert turn_ended_notice("Ann") == "Ann has no moves left \u2014 the turn passes on."


def test_a_turn_the_human_ends_by_hand_is_not_told(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, _ = build(["kaze", "blaze"], hands={0: ["wind_chi", "wind_chi", "fire_chi"]})
    assert len(state.legal_actions()) > 1
    session.state = state
    table.reset_table()
    table.toast = None
    table.play_action(END_TURN, None)
    for _ in range(5):
        app.step(DT)
    assert table.toast is None
