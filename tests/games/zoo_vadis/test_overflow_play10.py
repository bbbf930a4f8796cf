"""Play test play10 #6: "The Marmoset · 1 broken promise" ran past the seat panel; the Rhino request read
"Rhino (Normal Bot 2): carry Normal Bot 2's", shrank to a tiny font and was cut off; (#7) the banner said
"plays" while an asked seat answered."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import play, position
from zooarcade.games.zoo_vadis.actions import Compose, Request


def test_the_rhino_request_has_a_short_label_and_a_full_tooltip(make_app):
    from tests.games.zoo_vadis.tablehelpers import open_table

    _, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    s = position(3, species=("tiger", "rhino", "crocodile"), animals={"X1": (3, 0, 0), "X9": (0, 0, 0)},
                 keeper="X8>X12")
    play(s, (0, Compose("animal", "X1", "X8")))
    table.view = s
    rhino = [a for a in s.legal_actions() if isinstance(a, Request) and a.ability == "rhino"]
    assert rhino == [Request("rhino", "0")]
    [choice] = [c for c in table.panel_choices(rhino)]
    assert choice.label == "Rhino: carry Player's animal"
    assert choice.tip == ("Ask Normal Bot 2's Rhino", "It brings a second piece along.", "Carry Player's animal")
    font = table.app.font("bold", 16)
    assert font.size(choice.label)[0] < 300  # fits the panel's button at its own font


def test_a_long_species_line_is_shortened_to_the_panel(make_app):
    from tests.games.zoo_vadis.tablehelpers import open_table

    _, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    font = table.app.font("bold", 12)
    full = "The Marmoset \u00b7 1 broken promise"
    assert table.species_line("Marmoset", 1, font.size(full)[0]) == full
    short = table.species_line("Marmoset", 1, font.size(full)[0] - 1)
    assert short == "The Marmoset \u00b7 broke 1" and font.size(short)[0] < font.size(full)[0]
    assert table.species_line("Marmoset", 0, 400) == "The Marmoset"


def test_the_banner_says_who_answers_while_an_answer_plays_out(make_app):
    """Play test play10 #7: "Normal Bot 2 plays…" showed while the asked seats answered the human's deal."""
    from tests.games.zoo_vadis.tablehelpers import open_table
    from zooarcade.ui.tween import Tween

    _, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    s = position(3, animals={"X1": (2, 1, 0)}, keeper="X8>X12", species=("rhino", "crocodile", "ibis"))
    from tests.games.zoo_vadis.helpers import NO_OFFER, SEND
    from zooarcade.games.zoo_vadis.actions import Ask

    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND))
    table.session.state = s
    table.play_action(table.session.state.legal_actions()[0])  # Normal Bot 2 (seat 1) answers
    table.queue.add(Tween(30.0))
    assert table.banner()[0] == "Normal Bot 2 answers\u2026"


def test_the_turn_counter_follows_the_turn_shown(make_app):
    """Play test play10 #7: "Round 2 · turn 4" showed while Bot 2 still played turn 3."""
    from tests.games.zoo_vadis.tablehelpers import open_table
    from zooarcade.games.zoo_vadis.actions import MoveKeeper
    from zooarcade.ui.tween import Tween

    app, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    app.settings.animation_speed = "normal"
    s = position(3, keeper="X8>X12", species=("rhino", "crocodile", "ibis"))
    table.session.state = s
    table.view = s.view(0)
    assert table.progress_text() == "Round 1 \u00b7 turn 1"
    keeper = next(a for a in s.legal_actions() if isinstance(a, MoveKeeper))
    table.play_action(keeper)  # the turn ends in the rules at once; its animation still plays
    table.queue.add(Tween(30.0))
    assert s.turn == 1 and table.progress_text() == "Round 1 \u00b7 turn 1"
