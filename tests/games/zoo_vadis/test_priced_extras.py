"""Zoo Vadis Hard's priced extras (session 14, ``negotiation.PRICED_EXTRAS``): walking into the Star on the Zoo
Keeper's path, Hard does not ask a rival's Tiger for the laurel under the keeper (a refused extra sinks the whole
transaction), and elsewhere it asks for an extra only when the token is worth more than its expected price."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import play, position
from zooarcade.games.zoo_vadis import negotiation
from zooarcade.games.zoo_vadis.actions import Compose, Request, Send
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, next_step
from zooarcade.games.zoo_vadis.rules import PEACOCK

TIGER = Request("tiger", "")


def _keeper_walk_in(rich_third: bool):
    """Seat 0 walks X12 → X13 on the Zoo Keeper's path (no votes) to take the fourth Star place; a V lies under the
    keeper, which only seat 1's Tiger can collect.  ``rich_third``: seat 2 holds four V, so the walk-in does not
    lift seat 1's strongest rival and seat 1's price for the Tiger is expected to be nothing."""
    s = position(
        3,
        species=("rhino", "tiger", "marmoset"),
        animals={"X12": (1, 0, 0), "X8": (1, 1, 1), "X13": (0, 1, 0)},
        peacocks={"X13": 2},
        keeper="X12>X13",
        laurels={"X12>X13": "V"},
        screens={0: {"IV": 1}, 2: {"V": 4} if rich_third else {}},
    )
    s.star = [PEACOCK, PEACOCK, 1]
    s.touch()
    s.validate()
    play(s, (0, Compose("animal", "X12", "X13")))
    assert s.phase == "compose" and s.draft is not None and s.draft.need == 0
    return s


@pytest.mark.parametrize("rich_third", [False, True])
def test_without_pricing_both_levels_ask_for_the_tiger(monkeypatch, rich_third):
    monkeypatch.setattr(negotiation, "PRICED_EXTRAS", 0)
    s = _keeper_walk_in(rich_third)
    assert next_step(s, TEMPERS["normal"]) == TIGER
    assert next_step(s, TEMPERS["hard"]) == TIGER


def test_priced_hard_skips_a_tiger_it_expects_to_cost_more_than_the_v(monkeypatch):
    monkeypatch.setattr(negotiation, "PRICED_EXTRAS", 1)
    s = _keeper_walk_in(False)  # the walk-in lifts seat 0 past seat 1's rivals: the Tiger would cost a lot
    assert next_step(s, TEMPERS["hard"]) == Send()
    assert next_step(s, TEMPERS["normal"]) == TIGER, "Normal does not price its extras"


def test_priced_hard_still_asks_for_a_cheap_tiger_below_level_two(monkeypatch):
    s = _keeper_walk_in(True)
    monkeypatch.setattr(negotiation, "PRICED_EXTRAS", 1)
    assert next_step(s, TEMPERS["hard"]) == TIGER
    monkeypatch.setattr(negotiation, "PRICED_EXTRAS", 2)
    assert next_step(s, TEMPERS["hard"]) == Send(), "level 2 never asks for an extra on a move into the Star"


def test_the_shipped_hard_walks_in_without_asking_the_tiger():
    assert negotiation.PRICED_EXTRAS == 2
    s = _keeper_walk_in(True)
    assert next_step(s, TEMPERS["hard"]) == Send()
    assert next_step(s, TEMPERS["normal"]) == TIGER, "Normal keeps the old negotiator"
