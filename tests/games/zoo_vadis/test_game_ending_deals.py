"""Zoo Vadis: an AI never agrees to a deal that fills the Star and ends the game with itself not winning (play10 #1)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import SEND, play, position
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Decline, Offer
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, answer, ending_verdict, respond
from zooarcade.games.zoo_vadis.rules import PEACOCK


def _last_star_space_asked(star, in_star, bot_extra, mover_extra=None):
    """Deal #835175's ending, rebuilt: the Star holds four pieces (``star``); P1 (seat 0, one animal on
    X9) asks seat 2 (two animals on X9, rich) for both its votes, offering one II."""
    s = position(
        3,
        animals={"X9": (1, 0, 2), "X13": in_star},
        peacocks={"X13": star.count(PEACOCK)},
        keeper="X8>X12",
        screens={0: {"II": 1, **(mover_extra or {})}, 2: bot_extra},
    )
    s.star = list(star)
    s.touch()
    s.validate()
    play(s, (0, Compose("animal", "X9", "X13")), (0, Ask(2, 2)), (0, Offer((2,), False)), (0, SEND))
    assert s.phase == "answer" and s.current_player == 2
    return s


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_seat_outside_the_star_refuses_the_votes_that_would_fill_it(level):
    # seat 2 has no animal in the Star: the mover's animal would take the last space and the game ends
    s = _last_star_space_asked([0, PEACOCK, 1, 0], (2, 1, 0), {"V": 2, "III": 1, "II": 1})
    assert ending_verdict(s, s.draft, 2) is False
    assert answer(s, 2, TEMPERS[level]) == Decline()
    assert respond(s.view(2), 2, TEMPERS[level]) == Decline()  # the same on the seat's own view


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_seat_in_the_star_with_the_most_laurels_lets_the_game_end(level):
    # seat 2 is in the Star with 17 laurels (and gets the II); the mover, with 4, cannot overtake it
    s = _last_star_space_asked([2, PEACOCK, 1, PEACOCK], (0, 1, 1), {"V": 2, "III": 1, "II": 1})
    assert ending_verdict(s, s.draft, 2) is True
    assert answer(s, 2, TEMPERS[level]) == Accept()


def test_a_seat_in_the_star_behind_the_mover_refuses():
    # seat 2 is in the Star with 6 laurels after the deal; the mover keeps 14: ending the game now loses
    s = _last_star_space_asked([2, PEACOCK, 1, PEACOCK], (0, 1, 1), {}, {"V": 2, "IV": 1})
    assert ending_verdict(s, s.draft, 2) is False
    assert answer(s, 2, TEMPERS["normal"]) == Decline()


def test_a_deal_below_the_star_is_valued_as_before():
    s = position(3, animals={"X1": (2, 1, 0)}, keeper="X8>X12")
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, Offer((), False)), (0, SEND))
    assert ending_verdict(s, s.draft, 1) is None
