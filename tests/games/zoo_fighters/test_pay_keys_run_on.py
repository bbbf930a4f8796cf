"""Play test 12b (f4, f32, f33): the payment panel's keys read 1, 2, 4, 5 (the Exhaust family, never seen in that
payment, left a gap at 3).  The keys run on down the rows shown; a row kept as a note shows its key dimmed and
pressing that key gives a notice.  And f4 → f5: once a card was paid, Back read "no step to take back now";
it now says a paid card stays paid (it was shown)."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from tests.uihelpers import key
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig


def _pay_table(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy")])
    hands = {0: ["fire_chi", "water_chi", "earth_chi"], 1: ["water_chi", "fire_chi"]}
    state, _ = build(["tusk", "blaze"], hands=hands)
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    tusk = next(a.source for a in state.legal_actions() if isinstance(a, A.PayExhaust))
    state, _ = build(["tusk", "blaze"], hands=hands, exhausted=(tusk,))  # no Exhaust family in this payment
    session.state = state
    session.apply(next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    table.reset_table()
    table.legal_cache = None
    table._refresh_panel()
    return app, table, session, state


def test_the_payment_keys_have_no_gap(make_app):
    app, table, session, state = _pay_table(make_app)
    panel = table.panel
    digits = [panel.digit_of(i) for i in range(len(panel.choices))]
    assert digits == list(range(1, len(digits) + 1)), [(c.label, d) for c, d in zip(panel.choices, digits, strict=True)]
    assert not any("Exhaust" in c.label or "Chi source" in c.label for c in panel.choices), "no Exhaust family"
    assert any(c.label.startswith("Back (") for c in panel.choices), "the Declare can be taken back"
    session.apply(next(a for a in session.state.legal_actions() if isinstance(a, A.PayHand)))
    table.legal_cache = None
    table._refresh_panel()
    back = next(i for i, c in enumerate(panel.choices) if c.label.startswith("Back"))
    assert panel.choices[back].spacer, "a paid card was shown: no Back"
    assert panel.choices[back].label == "Back: a paid card stays paid"
    assert panel.digit_of(back) == len(panel.choices), "Back keeps the last key"
    panel.enabled = True
    pressed = []
    panel.on_choose = pressed.append
    table.toast = None
    key(app, pygame.K_0 + panel.digit_of(back))
    assert not pressed
    assert table.toast is not None and table.toast[0] == "A paid card was shown to all, so it stays paid."


def test_a_closed_back_row_before_any_card_is_paid_does_not_claim_a_card_was_paid(make_app):
    """The gallery's payment: the Declare's draw showed cards, so Back is closed before anything is paid; its row
    must not say "a paid card stays paid" (nothing was paid), it names what closed it."""
    from tests.uihelpers import show_table
    from zooarcade.gallery import fighters_paying

    app, table = show_table(make_app, fighters_paying())
    for _ in range(6):
        app.step(1 / 30)
    back = [c for c in table.panel.choices if c.label.startswith("Back")]
    assert back and back[0].spacer
    assert back[0].label == "Back: closed \u2014 a card was revealed"  # play test 13: a whole phrase (zf09)
    assert "cannot be taken back" in back[0].tip[1]
