"""Play test 11 (f15, f16): the payment panel's digit keys moved between steps ("Exhaust Tusk" was 3, then 2 once
a neighbour's backs ran out).  Each family keeps its key for the whole payment."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from tests.uihelpers import key
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig


def _digits(table) -> dict[str, int]:
    table._refresh_panel()
    return {c.label.split(":")[0] if c.label.startswith("From") else c.label.split(" ")[0]: table.panel.digit_of(i)
            for i, c in enumerate(table.panel.choices) if not c.spacer}  # a dry family keeps a note row


def test_the_keys_stay_when_a_neighbours_backs_run_out(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    table, session = make_table(app, seats)
    state, _ = build(["tusk", "blaze", "kaze"], hands={0: ["fire_chi"], 1: ["water_chi"], 2: ["wind_chi", "fire_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    session.state = state
    table.reset_table()
    table.legal_cache = None
    before = _digits(table)
    assert {"From Bo", "From Cy", "Exhaust", "Give"} <= set(before), before
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.PayTake) and a.seat == 1))
    while state.decision().kind.value != "pay":  # a Reprisal window or similar: let it go
        play(state, state.legal_actions()[-1])
    table.legal_cache = None
    after = _digits(table)
    assert "From Bo" not in after, "Bo's only card was taken"
    for name in ("From Cy", "Exhaust", "Give"):
        assert after[name] == before[name], (name, before, after)
    table.panel.enabled = True
    pressed = []
    table.panel.on_choose = pressed.append
    key(app, pygame.K_0 + after["Exhaust"])
    assert pressed and isinstance(pressed[0], A.PayExhaust), "the shown digit presses that control"
