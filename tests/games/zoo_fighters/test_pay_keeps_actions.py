"""Play test 13 (ZF-2, zf25/zf26): paying for Ringmaster, the tester pressed 1 ("Your hand: Double Fire") twice;
after the first card the hand row had moved on to his Action Chi Disruption, so the second press threw it away as
Chi.  The hand row now offers only plain Chi cards, the cheapest first (coloured Chi, then Chaos Chi, then Double
Chi); a Special Move, an Opponent or an Action is offered on a "Spend a card" row of its own, with its own key and
its kind in its value ("Chi Disruption (Action)"), so pressing the Chi row's key again never spends it."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from tests.uihelpers import key
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig

HAND = ["double_fire", "chi_disruption", "order_chi", "chaos_chi"]


def _paying(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    table, session = make_table(app, seats)
    state, ids = build(["kaze", "blaze", "bao"], hands={0: HAND})
    weapon = next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon")
    play(state, weapon)
    session.state = state
    session.can_undo = lambda: False
    table.reset_table()
    table.legal_cache = None
    table._refresh_panel()
    return app, table, state, ids


def _row(table, label):
    panel = table.panel
    i = next(i for i, c in enumerate(panel.choices) if c.label.startswith(label))
    return panel.digit_of(i), panel.choices[i]


def test_the_chi_row_offers_plain_chi_cheapest_first_and_actions_get_their_own_row(make_app):
    _, table, state, ids = _paying(make_app)
    digit, chi_row = _row(table, "Your Chi cards")
    assert [v for v, _ in chi_row.options] == ["Order Chi", "Chaos Chi", "Double Fire"]
    keep_digit, keep_row = _row(table, "Spend")
    assert keep_row.label == "Spend Chi Disruption (Action)", keep_row.label
    assert keep_row.actions == (A.PayHand(ids["chi_disruption"][0]),)
    assert keep_digit != digit and keep_row.kind != chi_row.kind


def test_pressing_the_chi_rows_key_again_and_again_never_spends_the_action(make_app):
    app, table, state, ids = _paying(make_app)
    panel = table.panel
    digit = next(panel.digit_of(i) for i, c in enumerate(panel.choices)
                 if A.PayHand(ids["order_chi"][0]) in c.actions)  # the row that pays with the hand's Chi cards
    action = ids["chi_disruption"][0]
    for _ in range(5):
        if table.session.state.decision().kind.value != "pay":
            break
        table.panel.enabled = True
        key(app, pygame.K_0 + digit)
        for _ in range(5):
            app.step(1 / 30)
    state = table.session.state
    assert action in state.hands[0], "the Action stayed in hand"
    assert action not in state.discard
    for spent in ("order_chi", "chaos_chi", "double_fire"):
        assert ids[spent][0] in state.discard, spent
