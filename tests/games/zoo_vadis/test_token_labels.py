"""Zoo Vadis panel, real-window play test: a one-token offer showed a lone "I" ("Accept (I)", the Offer cycler's
"I"), which looked like a text cursor.  One token now always reads as one ("1 × I"), equal values are counted."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import play, position
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Offer, Send
from zooarcade.games.zoo_vadis.table_draw import values_label

CLASSIC = {"variant": "classic"}


def test_one_token_reads_as_a_token_and_equal_values_are_counted():
    assert values_label([1], 1) == "1 \u00d7 I"
    assert values_label([3], 1) == "1 \u00d7 III"
    assert values_label([1, 1], 2) == "2 \u00d7 I"
    assert values_label([1, 3, 1], 3) == "III + 2 \u00d7 I"
    assert values_label([1, 3], 2) == "III + I"
    assert values_label([], 0) == "nothing" and values_label(None, 2) == "2 tokens"


def _panel(table, state) -> list:
    table.session.state = state
    table.view = state.view(0)
    table.legal_cache = None
    table._refresh_panel()
    return table.panel.choices


def test_no_panel_control_shows_a_lone_numeral(make_app):
    _, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    # seat 0 offers: the Offer cycler's one-token values
    s = position(3, animals={"X1": (1, 2, 0)}, keeper="X12>X13", screens={0: {"III": 1}}, options=CLASSIC)
    play(s, (0, Compose("animal", "X1", "X8")), (0, Ask(1, 2)))
    offer = next(c for c in _panel(table, s) if c.label == "Offer")
    values = [v for v, _ in offer.options]
    assert "1 \u00d7 I" in values and "1 \u00d7 III" in values and "I" not in values, values
    # seat 0 is asked by seat 2 for its votes, for one token I
    s = position(3, animals={"X1": (2, 0, 1)}, keeper="X12>X13", to_move=2, options=CLASSIC)
    play(s, (2, Compose("animal", "X1", "X8")), (2, Ask(0, 2)), (2, Offer((1,), False)), (2, Send()))
    accept = _panel(table, s)[0]
    assert accept.label == ("Accept \u2014 you get 1 laurel (I) from Normal Bot 3 + 2 laurels (I each) from the "
                            "supply"), accept.label
