"""Play test 12: the first player's opening draw step was missing from the log (turn 1 began with 8 cards against
4, unexplained).  The opening now ends with the first turn and its draw step, seen like every later one: the
count for everyone, the cards for the drawer."""

from __future__ import annotations

from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.games.zoo_fighters.narration import FightersNarrator
from zooarcade.games.zoo_fighters.rules import new_game
from zooarcade.session import SeatConfig

NAMES = ("Player 1", "Player 2")


def _texts(lines):
    return [line.text for line in lines]


def test_the_opening_says_the_first_player_draws_four_and_only_the_drawer_sees_which():
    state = new_game(2, {}, 790112)
    first, other = state.first, 1 - state.first
    who = NAMES[first]
    drawn = [state.name_of(int(ev.data["card"])) for ev in state.opening_events if ev.data.get("src") == "deck"]
    assert len(drawn) == 4
    narrator = FightersNarrator()
    mine = _texts(narrator.opening(state, NAMES, first))
    theirs = _texts(narrator.opening(state, NAMES, other))
    nobody = _texts(narrator.opening(state, NAMES))
    for lines in (mine, theirs, nobody):
        assert f"{who}'s turn (round 1)." in lines
        assert f"{who} draws 4 cards." in lines
    assert [f"{who} draws {name}." for name in drawn] == [t for t in mine if t.startswith(f"{who} draws ")
                                                          and t != f"{who} draws 4 cards."]
    for lines in (theirs, nobody):
        assert not any(name in text for name in drawn for text in lines if text.startswith(f"{who} draws "))
        assert len(lines) == len(mine) - 4


def test_the_table_log_of_a_hot_seat_game_opens_with_the_draw_step(make_app):
    app = make_app(size=(1280, 720))
    table, session = make_table(app, [SeatConfig("Player 1"), SeatConfig("Player 2")], seed=790112)
    first = session.state.first
    who = NAMES[first]
    drawn = [session.state.name_of(int(ev.data["card"]))
             for ev in new_game(2, {}, 790112).opening_events if ev.data.get("src") == "deck"]
    table.set_viewer(first)
    texts = [entry.text for entry in table.log.entries]
    start = texts.index(f"{who} has the lowest Willpower and starts.")
    assert texts[start + 1:start + 7] == [f"{who}'s turn (round 1).", f"{who} draws 4 cards.",
                                          *(f"{who} draws {name}." for name in drawn)]
    table.set_viewer(1 - first)
    texts = [entry.text for entry in table.log.entries]
    start = texts.index(f"{who} has the lowest Willpower and starts.")
    assert texts[start + 1:start + 3] == [f"{who}'s turn (round 1).", f"{who} draws 4 cards."]
    assert not any(f"{who} draws {name}." in texts for name in drawn)
