"""Zoo Vadis Hard's Zoo Keeper plan (session 13): the look-ahead also weighs the keeper moves that open a walk
into the Star for one of Hard's animals (exact positions)."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.protocol import Action
from zooarcade.games.zoo_vadis import agents
from zooarcade.games.zoo_vadis.actions import MoveKeeper
from zooarcade.games.zoo_vadis.agents import VadisAgent, keeper_to_star

PLAIN = ("rhino", "crocodile", "marmoset")


def test_keeper_to_star_names_the_keeper_moves_that_open_a_walk_in():
    s = position(3, species=PLAIN, keeper="X1>X8", animals={"X12": (1, 0, 0), "X9": (0, 1, 0), "X14": (0, 0, 1)})
    legal = s.legal_actions()
    assert MoveKeeper("X9>X13") in legal and MoveKeeper("X14>X13") in legal
    assert keeper_to_star(s, 0, legal) == [MoveKeeper("X12>X13")]
    assert keeper_to_star(s, 1, legal) == [MoveKeeper("X9>X13")]
    assert keeper_to_star(s, 2, legal) == [MoveKeeper("X14>X13")]


def test_keeper_to_star_is_empty_with_no_animal_below_the_star():
    s = position(3, species=PLAIN, keeper="X1>X8", animals={"X8": (1, 0, 0)})
    assert keeper_to_star(s, 0, s.legal_actions()) == []


def _weighed(monkeypatch, plan: bool) -> list[Action]:
    """The choices Hard's look-ahead weighs with the keeper plan on or off (seat 0 has an animal in X12)."""
    s = position(3, species=PLAIN, keeper="X1>X8", animals={"X12": (1, 0, 0), "X0": (0, 1, 1)})
    weighed: list[list[Action]] = []

    def spy(self, macro, seat, choices):
        weighed.append(list(choices))
        yield
        return choices[0]

    monkeypatch.setattr(VadisAgent, "_look_ahead", spy)
    monkeypatch.setattr(agents, "HARD_KEEPER_PLAN", plan)
    VadisAgent("hard", 1).choose(s.view(0), s.legal_actions(), s.decision())
    return weighed[-1]


def test_the_keeper_plan_adds_the_keeper_move_to_normals_best_three(monkeypatch):
    off = _weighed(monkeypatch, False)
    on = _weighed(monkeypatch, True)
    assert len(off) == 3 and MoveKeeper("X12>X13") not in off, "a keeper move is not among Normal's best three"
    assert on == [*off, MoveKeeper("X12>X13")]
