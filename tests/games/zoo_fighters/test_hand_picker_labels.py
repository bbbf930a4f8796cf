"""Play test 11 (s18, f29): "Play from hand" cut its values to "Poacher \u2192\u2026" and "Baboon \u2192\u2026".
The values name the whole card and seat, on a row of their own when the panel has room; else the seat's short
name, and the control's tooltip lists every whole value."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.session import SeatConfig

HAND = ["poacher", "wind_chi", "fire_chi", "water_chi", "bandit_baboon", "stillness", "chaos_chi"]


def _picker(make_app, crowded: bool):
    app = make_app()
    _picker.app = app  # the last table's app, for the test that looks at the drawn cycler
    seats = [SeatConfig("Player"), *(SeatConfig(f"Normal Bot {i}", "ai", "normal") for i in (2, 3))]
    table, session = make_table(app, seats)
    state, _ = build(["shellby", "bao", "jinx"], hands={0: HAND})
    if not crowded:  # no EX Form to reveal and no weapon to draw: a short panel
        state.weapon[0] = 0
        state.ex[0] = True
        state._legal_cache = None
    session.state = state
    table.reset_table()
    table.legal_cache = None
    table._refresh_panel()
    return next(c for c in table.panel.choices if c.label == "Play from hand")


def test_a_short_panel_gives_the_values_a_row_of_their_own(make_app):
    choice = _picker(make_app, crowded=False)
    values = [v for v, _ in choice.options]
    assert choice.stacked
    assert "Poacher \u2192 Normal Bot 2" in values and "Bandit Baboon \u2192 Normal Bot 3" in values


def test_a_crowded_panel_shortens_the_seat_and_tells_the_whole_value(make_app):
    choice = _picker(make_app, crowded=True)
    values = [v for v, _ in choice.options]
    assert not choice.stacked
    assert "Poacher \u2192 Bot 2" in values
    assert "Poacher \u2192 Normal Bot 2" in choice.tip and "Bandit Baboon \u2192 Normal Bot 3" in choice.tip


def test_a_crowded_panel_shows_every_value_whole_on_two_lines(make_app):
    """Play test 12: the crowded cycler still read "Poacher \u2192\u2026" (the target only in the tooltip); a
    value too long for one line now goes on two, broken before its arrow, so the target shows."""
    choice = _picker(make_app, crowded=True)
    app = _picker.app
    table = app.scenes.top
    index = table.panel.choices.index(choice)
    cycler = table.panel.cyclers[index]
    assert index not in table.panel.cut_values, "no value is cut"
    shown = dict(zip((v for v, _ in choice.options), cycler.options, strict=True))
    assert shown["Poacher \u2192 Bot 2"] == "Poacher\n\u2192 Bot 2"
    assert shown["Bandit Baboon \u2192 Bot 3"] == "Bandit Baboon\n\u2192 Bot 3"


def test_an_action_from_hand_is_named_not_no_target(make_app):
    """Play test 14 (F9): beside "Play from hand" an Action card with nothing to aim at read "< no target >",
    whichever card Tab picked; every value now names its card, the Action as much as the Special Move."""
    app = make_app()
    seats = [SeatConfig("Player"), SeatConfig("Normal Bot 2", "ai", "normal")]
    table, session = make_table(app, seats)
    state, _ = build(["shellby", "bao"], hands={0: ["snap_back", "bamboo_parry", "fire_chi", "order_chi",
                                                    "chaos_chi"]})
    session.state = state
    table.reset_table()
    table.legal_cache = None
    table._refresh_panel()
    choice = next(c for c in table.panel.choices if c.label == "Play from hand")
    values = [v for v, _ in choice.options]
    assert "Snap Back" in values, values
    assert not any("no target" in v for v in values), values
    index = table.panel.choices.index(choice)
    shown = table.panel.cyclers[index].options
    assert "Snap Back" in shown and not any("no target" in v for v in shown), shown
