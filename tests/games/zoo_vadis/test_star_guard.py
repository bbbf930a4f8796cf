"""Zoo Vadis Hard's Star guard (session 14, ``negotiation.GUARD_STAR``): asked for the votes that would leave
one Star place, with a rival species entering and no animal of its own in the Star, Hard declines (exact
positions)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import SEND, play, position
from zooarcade.games.zoo_vadis import negotiation
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Decline, Offer
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, answer, locks_out
from zooarcade.games.zoo_vadis.rules import PEACOCK


def _fourth_place_asked(mover_extra, asked_extra):
    """The Star holds two peacocks and seat 1's animal (seat 1 is the richest: V V IV IV IV in public); seat 0
    (one animal on X9) asks seat 2 (two animals on X9, none in the Star) for both its votes to take the fourth
    of five places, offering a IV.  Seat 1 stays the strongest rival, so the ask costs nothing by price."""
    s = position(
        3,
        animals={"X9": (1, 0, 2), "X13": (0, 1, 0)},
        peacocks={"X13": 2},
        keeper="X8>X12",
        screens={0: mover_extra, 1: {"V": 2, "IV": 3}, 2: asked_extra},
    )
    s.star = [PEACOCK, PEACOCK, 1]
    s.touch()
    s.validate()
    play(s, (0, Compose("animal", "X9", "X13")), (0, Ask(2, 2)), (0, Offer((4,), False)), (0, SEND))
    assert s.phase == "answer" and s.current_player == 2
    return s


RICH_MOVER = {"V": 2, "IV": 1}  # 2 + 14 laurels, 12 left after the IV; seat 2 would have 2 + 4 + 2 I
POOR_MOVER = {"IV": 1}  # 2 left after the IV; seat 2 (V V) would have 22


def test_without_the_guard_hard_sells_the_fourth_place(monkeypatch):
    monkeypatch.setattr(negotiation, "GUARD_STAR", 0)
    s = _fourth_place_asked(RICH_MOVER, {})
    assert not locks_out(s, s.draft, 2)
    assert answer(s, 2, TEMPERS["hard"]) == Accept()


@pytest.mark.parametrize("guard", [1, 2])
def test_the_guard_declines_the_fourth_place_to_a_richer_mover(monkeypatch, guard):
    monkeypatch.setattr(negotiation, "GUARD_STAR", guard)
    s = _fourth_place_asked(RICH_MOVER, {})
    assert locks_out(s, s.draft, 2)
    assert answer(s, 2, TEMPERS["hard"]) == Decline()
    assert answer(s, 2, TEMPERS["normal"]) == Accept(), "Normal has no guard"


def test_the_first_guard_lets_a_poorer_mover_in_the_second_does_not(monkeypatch):
    s = _fourth_place_asked(POOR_MOVER, {"V": 2})
    monkeypatch.setattr(negotiation, "GUARD_STAR", 1)
    assert not locks_out(s, s.draft, 2)
    assert answer(s, 2, TEMPERS["hard"]) == Accept()
    monkeypatch.setattr(negotiation, "GUARD_STAR", 2)
    assert answer(s, 2, TEMPERS["hard"]) == Decline()


def test_the_guard_is_off_for_a_seat_already_in_the_star(monkeypatch):
    monkeypatch.setattr(negotiation, "GUARD_STAR", 2)
    s = _fourth_place_asked(RICH_MOVER, {})
    s.star = [PEACOCK, PEACOCK, 2]  # the guard reads the Star's list: seat 2 holds the third place now
    assert not locks_out(s, s.draft, 2)
