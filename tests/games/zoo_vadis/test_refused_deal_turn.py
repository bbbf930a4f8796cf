"""Play test P6: after the human's deal was refused, the turn seemed to go to Player 2.

The rules were right (spec rule 3 and "Deals in a digital game": a failed deal changes nothing, the mover keeps
the turn, the exhibit is closed to votes for the rest of it); the table did not say so.  Now the prompt, the
notice and the hot-seat handoff back to the mover all say who refused, that nothing happened and that it is still
the mover's turn, and a computer's answer mid-turn no longer hands the screen back to the same seat."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, at, of_kind, play, position
from tests.games.zoo_vadis.test_table import send_one_vote_ask, set_up
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Counter, Decline, Drop
from zooarcade.ui.handoff import HandoffScene

PLAIN = ("rhino", "crocodile", "marmoset")


def test_a_declined_deal_leaves_the_mover_deciding_its_turn_with_the_exhibit_closed():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "IV"})
    advance = Compose("animal", "X1", "X5", False)
    events = play(s, (0, advance), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Decline()))
    assert of_kind(events, "deal_failed")[0].data["refused"][0]["seat"] == 1
    assert s.phase == "turn" and s.current_player == 0 and s.to_move == 0 and s.turn == 0
    assert s.closed == [1] and at(s, "X1") == [2, 1, 0]
    d = s.decision()
    assert d.seat == d.turn_seat == 0 and d.kind == DecisionKind.TURN
    assert d.prompt == ("Deal refused, nothing changed: still your turn. Big Meadow is closed to votes. "
                        "Add, advance, or move the Zoo Keeper."), d.prompt
    assert advance not in s.legal_actions()
    assert Compose("animal", "X1", "X8", False) not in s.legal_actions(), "no vote may leave Big Meadow this turn"


def test_the_mover_reads_who_refused_and_that_it_is_still_their_turn(make_app):
    app, table = set_up(make_app, "human,ai:easy,ai:easy")
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn", what="the human's turn")
    send_one_vote_ask(app, table)
    th.until(app, lambda: s.state.phase == "counter" and not table.queue.busy, what="the computer's counter")
    th.press(app, table, "Drop")
    th.until(app, lambda: not table.queue.busy and table.input_enabled(), what="the failed deal")
    assert s.current == 0 and s.state.phase == "turn"
    text = table.toast[0]
    assert text == (f"{s.seats[1].name}'s counter dropped: nothing happened. "
                    "Still your turn; Big Meadow is closed to votes."), text
    assert table.panel.prompt.startswith("Deal refused, nothing changed: still your turn."), table.panel.prompt


def test_hot_seat_the_handoff_back_to_the_mover_says_the_turn_did_not_pass(make_app):
    app, table = set_up(make_app, "human,human,human")
    s = table.session
    names = [seat.name for seat in s.seats]
    th.until(app, lambda: th.pass_handoff(app) or table.input_enabled(), what="seat 0's screen")
    th.until(app, lambda: table.input_enabled(), what="seat 0 decides")
    send_one_vote_ask(app, table)
    th.frames(app, 3)
    assert th.pass_handoff(app)
    th.frames(app, 2)
    th.press(app, table, "Decline")
    th.frames(app, 3)
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == names[0], "the screen goes back to the mover only"
    assert top.reason == (f"{names[1]} refused your deal: nothing happened, it is still your turn "
                          "(Big Meadow is closed to votes)"), top.reason
    th.pass_handoff(app)
    th.frames(app, 3)
    assert not isinstance(app.scenes.top, HandoffScene) and table.viewer == 0 and s.current == 0
    assert table.toast is not None and table.toast[0] == (f"{names[1]} refused: nothing happened. Still your turn; "
                                                          "Big Meadow is closed to votes."), table.toast


def test_hot_seat_a_computers_answer_mid_turn_hands_nothing_over(make_app):
    app, table = set_up(make_app, "human,ai:easy,human")
    s = table.session
    th.until(app, lambda: th.pass_handoff(app) or table.input_enabled(), what="seat 0's screen")
    th.until(app, lambda: table.input_enabled() and s.current == 0, what="seat 0 decides")
    send_one_vote_ask(app, table)
    for _ in range(300):
        assert not isinstance(app.scenes.top, HandoffScene), "the mover never passed the device"
        if s.state.phase == "counter" and not table.queue.busy:
            break
        app.step(1 / 30)
    assert isinstance(s.record.steps[-1].action, Counter) and table.viewer == 0
    th.press(app, table, "Drop")
    th.until(app, lambda: not table.queue.busy and table.input_enabled(), what="the failed deal")
    assert not isinstance(app.scenes.top, HandoffScene) and table.viewer == 0 and s.current == 0
    assert isinstance(s.record.steps[-1].action, Drop)
