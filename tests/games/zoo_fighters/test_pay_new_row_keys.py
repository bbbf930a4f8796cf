"""Play test: a payment source that first appeared mid-payment (a Reprisal's cost, an extra cost) came in above the
rows already shown and renumbered them, so the digit keys changed meaning under the player's fingers.  A family
first seen mid-payment now takes the next key and a new row on top (the panel stands on the screen's foot and grows
upward); every row shown keeps its place and its key."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import Deck, build, play
from tests.games.zoo_fighters.table_helpers import table_at
from tests.uihelpers import key
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig


def _rows(table) -> dict[str, tuple[int, tuple[int, int, int, int]]]:
    """Per row's label (before its colon), its digit key and its button's rect (logical pixels)."""
    table.legal_cache = None
    table._refresh_panel()
    panel = table.panel
    return {c.label.split(":")[0]: (panel.digit_of(i), tuple(panel.buttons[i].rect))
            for i, c in enumerate(panel.choices)}


def test_a_source_that_comes_mid_payment_takes_a_new_last_row(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    state, _ = build(["tusk", "blaze", "kaze"], hands={0: ["fire_chi", "water_chi", "earth_chi"],
                                                        2: ["wind_chi", "fire_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    table, _ = table_at(app, seats, state)
    before = _rows(table)
    assert "From Cy" in before and not any(label.startswith("From Bo") for label in before), before
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.PayHand)))
    state._hand_add(1, Deck(state).take("water_chi"))  # Bo now holds a card Ann may take: a new family
    after = _rows(table)
    [new] = [label for label in after if label.startswith("From Bo")]
    for label, (digit, rect) in before.items():
        assert after[label] == (digit, rect), (label, before, after)
    assert after[new][0] == len(before) + 1, "the new row takes the next key"
    assert after[new][1][1] < min(rect[1] for _, rect in before.values()), "on top: the panel grows upward"
    table.panel.enabled = True
    pressed = []
    table.panel.on_choose = pressed.append
    key(app, pygame.K_0 + after[new][0])
    assert pressed and isinstance(pressed[0], A.PayTake | A.PayPick) and pressed[0].seat == 1, pressed
