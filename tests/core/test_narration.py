"""Log grammar for the seat named "You" (playtest: "You places" read wrong)."""

from __future__ import annotations

import pytest

from zooarcade.core.narration import counted, owned_by, possessive, subject, their, verb


@pytest.mark.parametrize(("third", "second"), [
    ("places", "place"), ("moves", "move"), ("takes", "take"), ("captures", "capture"), ("wins", "win"),
    ("has", "have"), ("is", "are"), ("passes", "pass"), ("carries", "carry"), ("shares the win", "share the win"),
])
def test_you_gets_the_second_person(third: str, second: str) -> None:
    assert verb("You", third) == second
    assert subject("You", third) == f"You {second}"


@pytest.mark.parametrize("name", ["Ann", "you", "Youssef", "Seat 2", ""])
def test_every_other_name_keeps_the_third_person(name: str) -> None:
    assert subject(name, "places the 3") == f"{name} places the 3"
    assert their(name) == "their"
    assert possessive(name) == f"{name}'s"


def test_possessives_of_you() -> None:
    assert owned_by("You") == "yours" and owned_by("Ann") == "Ann's"
    assert their("You") == "your"
    assert possessive("You") == "Your" and possessive("You", capital=False) == "your"


def test_a_prompt_addressed_to_a_seat_says_your_for_its_own_things():
    """Play test (Zoo Fighters II hot-seat): "Player 1, your turn: respond to Player 1's Opponent"."""
    from zooarcade.core.narration import fill

    names = ["Player 1", "Player 2"]
    text = "Respond to {p0}'s Opponent, or pass."
    assert fill(text, names, reader=0) == "Respond to your Opponent, or pass."
    assert fill(text, names, reader=1) == "Respond to Player 1's Opponent, or pass."
    assert fill(text, names) == "Respond to Player 1's Opponent, or pass."


def test_counted_puts_the_noun_in_the_plural_unless_there_is_one() -> None:
    assert counted(1, "point") == "1 point"
    assert counted(0, "point") == "0 points"
    assert counted(3, "new line") == "3 new lines"
    assert counted(2, "mouse", "mice") == "2 mice"
