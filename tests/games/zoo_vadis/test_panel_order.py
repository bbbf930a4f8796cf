"""Zoo Vadis decision panel, real-window play test: "Send the deal" was key 1 in an ability deal but key 2 in a
vote deal (after "Leave the laurel"), so the same click or digit could give the path's laurel up by mistake.
The go-ahead control of a deal step is now always the first row and key 1, in every kind of deal, and the
laurel choice never takes key 1 (:meth:`VadisTable._numbered`)."""

from __future__ import annotations

import pygame

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import NO_OFFER, play, position
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Leave, Request, Send

CLASSIC = {"variant": "classic"}


def _digits(table, state) -> dict[str, int]:
    """``{label: digit key}`` of the panel the human (seat 0) sees in ``state``."""
    table.session.state = state
    table.view = state.view(0)
    table.legal_cache = None
    table._refresh_panel()
    panel = table.panel
    return {c.label: panel.digit_of(i) for i, c in enumerate(panel.choices)}


def _own_majority():
    """Seat 0 holds 3 of Big Meadow's 5 spaces: its own votes carry X1 → X8, whose path has a laurel."""
    s = position(3, animals={"X1": (3, 0, 0)}, laurels={"X1>X8": "III"}, keeper="X12>X13", options=CLASSIC)
    play(s, (0, Compose("animal", "X1", "X8")))
    assert {Leave(), Send()} <= set(s.legal_actions())
    return s


def _short_of_votes():
    """Seat 0 has 1 vote of the 3 it needs: no Send yet, but the laurel can be left already."""
    s = position(3, animals={"X1": (1, 2, 0)}, laurels={"X1>X8": "III"}, keeper="X12>X13", options=CLASSIC)
    play(s, (0, Compose("animal", "X1", "X8")))
    legal = s.legal_actions()
    assert Leave() in legal and Send() not in legal and any(isinstance(a, Ask) for a in legal)
    return s


def _ability_deal():
    """Seat 0 takes the tunnel X3 → X10 with seat 1's Armadillo: an ability deal, no laurel."""
    s = position(3, species=("rhino", "armadillo", "ibis"), animals={"X3": (1, 0, 0)}, keeper="X12>X13")
    play(s, (0, Compose("animal", "X3", "X10", True)), (0, Request("armadillo", "")), (0, NO_OFFER))
    assert Send() in s.legal_actions() and Leave() not in s.legal_actions()
    return s


def test_send_is_key_1_in_every_kind_of_deal_and_the_laurel_never_is(make_app):
    _, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    votes = _digits(table, _own_majority())
    assert votes["Send the deal"] == 1 and table.panel.choices[0].label == "Send the deal"
    assert votes["Leave the laurel"] != 1
    ability = _digits(table, _ability_deal())
    assert ability["Send the deal"] == 1 and table.panel.choices[0].label == "Send the deal"
    short = _digits(table, _short_of_votes())
    ones = [label for label, digit in short.items() if digit == 1]
    assert ones == ["Send \u2014 ask for 2 more votes"] and table.panel.choices[0].spacer, \
        f"key 1 is only ever the go-ahead (here its dim row): {short}"
    assert short["Leave the laurel"] != votes["Send the deal"]
    assert short["Back out"] == max(short.values()), "the way out stays last"


def test_key_1_sends_the_vote_deal_and_keeps_the_laurel(make_app):
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = _own_majority()
    _digits(table, s)
    seen: list = []
    table.request = lambda action, sprite: seen.append(action)
    th.key_press(app, pygame.K_1)
    assert seen == [Send()], f"key 1 played {seen}, not Send (the laurel would be left)"


def test_a_deal_short_of_votes_shows_send_as_a_dim_row_1_that_plays_nothing(make_app):
    """Play test 13, ZV-6: the rows read 2, 3, 4 with no 1 (Send was hidden); now row 1 is the dim Send row
    saying what it still needs, and neither its key nor Enter plays anything: a notice says why."""
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    _digits(table, _short_of_votes())
    first = table.panel.choices[0]
    assert first.spacer and first.label == "Send \u2014 ask for 2 more votes" and table.panel.digit_of(0) == 1
    assert sorted(table.panel.digit_of(i) for i in range(len(table.panel.choices))) == list(
        range(1, len(table.panel.choices) + 1)), "the keys run 1, 2, 3 … with no gap"
    seen: list = []
    table.request = lambda action, sprite: seen.append(action)
    th.key_press(app, pygame.K_1)
    assert seen == [] and table.toast is not None and table.toast[0] == "It needs 2 more votes: ask another seat " \
        "(click its panel).", table.toast
    th.key_press(app, pygame.K_RETURN)
    assert seen == [], "Enter played a row of a deal that cannot be sent"


def test_the_dim_send_row_says_why_it_is_dim_when_hovered(make_app):
    """Play test: the dim "Send — ask for 2 more votes" never said why it could not be pressed; its hover text
    now says what is missing and how to get it (and the rules' count)."""
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    _digits(table, _short_of_votes())
    found = table.panel.tip_at(table.panel.buttons[0].rect.center)
    assert found is not None, "the dim Send row has no hover text"
    assert found[0] == ("Send is not ready yet", "It needs 2 more votes: ask another seat (click its panel).",
                        "You need 3 votes and have 1 lined up."), found[0]
