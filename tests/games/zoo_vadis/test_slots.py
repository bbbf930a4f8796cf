"""Piece places for drawing (games/zoo_vadis/slots.py): stable, Star order, the Ibis's extra place (pure Python)."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import position
from zooarcade.games.zoo_vadis.slots import PEACOCK, Slots, key_owner, piece_key


def test_a_position_puts_every_piece_in_a_place_and_matches_it():
    state = position(3, animals={"X1": [2, 1, 0], "X9": [1, 0, 2]}, peacocks={"X1": 1})
    slots = Slots.from_state(state)
    assert slots.matches(state)
    assert [key_owner(k) for k in slots.places["X1"] if k] == [0, 0, 1, PEACOCK]
    assert len(slots.places["X1"]) == 6  # five spaces and the Ibis's extra place
    assert slots.counts("X9", 3) == ([1, 0, 2], 0)


def test_the_leaving_piece_is_the_owners_highest_and_an_arrival_takes_the_lowest_free_place():
    state = position(3, animals={"X1": [2, 1, 0]})
    slots = Slots.from_state(state)
    top = slots.top(0, "X1")
    assert top == slots.places["X1"][1]
    assert slots.take(0, "X1") == top and slots.places["X1"][1] is None
    assert slots.put(top, "X5") == 0 and slots.where(top) == ("X5", 0)
    key, index = slots.add(0, "X1")
    assert index == 1 and key_owner(key) == 0 and key not in (top,)
    assert slots.take(2, "X1") is None  # seat 2 has nobody there


def test_the_star_keeps_the_arrival_numbers_and_a_full_exhibit_uses_the_extra_place():
    state = position(3, animals={"X12": [1, 1, 0]})
    slots = Slots.from_state(state)
    key = slots.take(1, "X12")
    assert slots.put(key, "X13", star_space=3) == 2  # Star space 3 is the third place
    state = position(3, animals={"X5": [1, 0, 0]})
    slots = Slots.from_state(state)
    assert slots.add(1, "X5")[1] == 1  # the Ibis let one more into the 1-space exhibit
    assert piece_key(PEACOCK, 4) == "p.4" and key_owner("a6.2") == 6
    assert not slots.matches(state)  # the rules count one piece there, the drawing two
