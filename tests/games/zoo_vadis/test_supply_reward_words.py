"""Zoo Vadis deal strip and Accept control, real-window play test: "1 vote for nothing" left out the token I the
voter takes from the supply for a needed vote (resolved rule 2).  The line and the control now say what the
asked seat really gets: the offer and the supply's I tokens (:meth:`VadisState.supply_reward`)."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import NO_OFFER, play, position, short_supply
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Offer, Request, Send
from zooarcade.games.zoo_vadis.table_draw import laurel_words, supply_words

CLASSIC = {"variant": "classic"}


def _asked(votes_1: int, votes_2: int = 0):
    """Seat 0 (1 of Big Meadow's 5 spaces, 3 votes needed) asks seat 1, and seat 2 when ``votes_2``, for nothing."""
    s = position(3, animals={"X1": (1, 2, 2)}, keeper="X12>X13", options=CLASSIC)
    play(s, (0, Compose("animal", "X1", "X8")), (0, Ask(1, votes_1)), (0, NO_OFFER))
    if votes_2:
        play(s, (0, Ask(2, votes_2)), (0, NO_OFFER))
    return s


def test_the_supply_reward_follows_the_payout_rule():
    s = _asked(2)
    assert s.supply_reward(s.draft.items[0]) == (2, 2), "two needed votes: two tokens I"
    s = _asked(2, 1)  # three votes asked, two needed: the mover picks who is paid
    one, two = s.draft.items
    assert s.supply_reward(one) == (1, 2) and s.supply_reward(two) == (0, 1)
    s = _asked(2)
    short_supply(s, 1)
    assert s.supply_reward(s.draft.items[0]) == (1, 1), "the supply runs short"
    short_supply(s, 0)
    assert s.supply_reward(s.draft.items[0]) == (0, 0)
    t = position(3, species=("rhino", "tiger", "ibis"), animals={"X9": (1, 0, 0)}, keeper="X9>X13",
                 laurels={"X9>X13": "III"})
    play(t, (0, Compose("animal", "X9", "X13")), (0, Request("tiger", "")), (0, NO_OFFER))
    assert t.supply_reward(t.draft.items[0]) == (2, 2), "the Tiger's tile pays two tokens I"


def test_the_words_say_the_supply_tokens():
    # play test P7: player words, not "1 × I"
    assert supply_words((1, 1)) == "1 laurel (I) from the supply"
    assert supply_words((2, 2)) == "2 laurels (I each) from the supply"
    assert supply_words((0, 2)) == "up to 2 laurels (I each) from the supply"
    assert supply_words((0, 1)) == "up to 1 laurel (I) from the supply"
    assert supply_words((1, 2)) == "1-2 laurels (I each) from the supply"
    assert supply_words((0, 0)) == ""
    assert laurel_words([3, 1], 2) == "2 laurels (III + I)" and laurel_words([1], 1) == "1 laurel (I)"
    assert laurel_words(None, 2) == "2 laurels" and laurel_words([], 0) == "nothing"


def test_the_deal_strip_and_the_accept_control_name_the_supply_token(make_app):
    _, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = _asked(1, 1)
    table.view = s.view(0)
    lines = [table.ask_line(s.draft, it)[0] for it in s.draft.items]
    want = ": 1 vote \u00b7 you give nothing \u00b7 Normal Bot 2 also gets 1 laurel (I) from the supply"
    assert lines[0].endswith(want), lines
    assert "for nothing" not in " ".join(lines)
    # the human (seat 0) is asked by seat 2 for a vote, for nothing
    a = position(3, animals={"X1": (2, 0, 2)}, keeper="X12>X13", to_move=2, options=CLASSIC)
    play(a, (2, Compose("animal", "X1", "X8")), (2, Ask(0, 1)), (2, Offer((), False)), (2, Send()))
    table.session.state = a
    table.view = a.view(0)
    table.legal_cache = None
    table._refresh_panel()
    accept = table.panel.choices[0]
    assert accept.label == "Accept \u2014 you get 1 laurel (I) from the supply", accept.label
    assert accept.short == "Accept \u2014 you get 1 laurel (I)", accept.short
    assert accept.tip[1] == ("Normal Bot 3 offers you no laurel, but if the move happens you take 1 laurel (I) "
                             "from the supply."), accept.tip
    assert "\u00d7" not in accept.label + accept.short + accept.tip[1]
