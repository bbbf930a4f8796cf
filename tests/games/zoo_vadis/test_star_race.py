"""Zoo Vadis Hard, session 13: the Star race term and the leader tax (exact positions, rule-independent values)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.protocol import Action
from zooarcade.games.zoo_vadis import agents
from zooarcade.games.zoo_vadis.actions import Compose, MoveKeeper
from zooarcade.games.zoo_vadis.agents import MacroGame, VadisAgent, keeper_to_star
from zooarcade.games.zoo_vadis.ai import heuristic, race_closeness, race_heuristic, steps_to_star
from zooarcade.games.zoo_vadis.board import exhibit_index
from zooarcade.games.zoo_vadis.negotiation import leader_tax, move_worth, public_standings
from zooarcade.games.zoo_vadis.rules import VadisState

PLAIN = ("rhino", "crocodile", "marmoset")


def test_steps_to_star_counts_the_fewest_paths_and_leaves_tunnels_out():
    s = position(3, species=PLAIN)
    steps = steps_to_star(s.board)
    assert steps[exhibit_index("X13")] == 0
    assert [steps[exhibit_index(x)] for x in ("X9", "X12", "X14")] == [1, 1, 1]
    assert steps[exhibit_index("X8")] == 2  # X8 -> X12 -> X13
    assert steps[exhibit_index("X1")] == 3  # X1 -> X8 -> X12 -> X13; the X1 -> X9 tunnel would make it 2
    assert steps[exhibit_index("X0")] == 4  # X0 -> X4 -> X8 -> X12 -> X13


def test_race_closeness_follows_the_nearest_animal():
    s = position(3, species=PLAIN, animals={"X0": (1, 0, 0), "X9": (0, 1, 0)})
    assert race_closeness(s, 0) == pytest.approx(1 / 5)
    assert race_closeness(s, 1) == pytest.approx(1 / 2)
    assert race_closeness(s, 2) == 0.0  # nothing on the board
    s.star.append(2)
    assert race_closeness(s, 2) == 1.0


def test_race_heuristic_adds_weight_times_closeness_times_one_plus_fill():
    s = position(3, species=PLAIN, animals={"X9": (1, 0, 0)})
    s.star.extend([-1, -1])  # two peacocks in the Star: fill 2 / size
    fill = 2 / s.star_size
    assert race_heuristic(s, 0, 0.0) == pytest.approx(heuristic(s, 0))
    assert race_heuristic(s, 0, 6.0) - heuristic(s, 0) == pytest.approx(6.0 * 0.5 * (1 + fill))


def test_leader_tax_is_the_lead_over_everybody_the_move_would_give():
    s = position(3, species=PLAIN, animals={"X9": (2, 0, 0), "X0": (0, 1, 1)})
    s.apply(Compose("animal", "X9", "X13"))
    draft = s.draft
    assert draft is not None
    every = public_standings(s, 1)
    expected = every[0] + move_worth(s, draft) - max(every[1], every[2])
    assert expected > 0
    assert leader_tax(s, draft, 1) == pytest.approx(expected)
    assert leader_tax(s, draft, 0) == 0.0, "the mover taxes nobody"


def _at_the_star(in_star: list[int]) -> VadisState:
    """Seat 0 can walk an animal X12 -> X13 on the Zoo Keeper's path (no vote needed); the Star holds ``in_star``."""
    s = position(3, species=PLAIN, keeper="X12>X13", animals={"X12": (1, 0, 0), "X8": (1, 1, 1)})
    s.star.extend(in_star)
    s.touch()
    return s


def _first(s: VadisState) -> Action | None:
    agent = VadisAgent("hard", 3)
    macro = MacroGame(s.view(0), agent._tempers(3, 0))
    ranked = agents._macro_choices(s.legal_actions())
    return agent._star_first(macro, 0, ranked)


def test_star_first_takes_a_place_that_leaves_the_game_going():
    s = _at_the_star([-1, -1])
    assert _first(s) == Compose("animal", "X12", "X13")


def test_star_first_passes_when_the_move_would_end_the_game_or_the_seat_is_in():
    s = _at_the_star([-1, -1, 1, 2])
    assert len(s.star) + 1 == s.star_size, "the walk would fill the Star"
    assert _first(s) is None
    assert _first(_at_the_star([-1, 0])) is None, "seat 0 has an animal in the Star already"


def test_star_first_rule_overrides_the_look_ahead_only_when_on(monkeypatch):
    s = _at_the_star([-1, -1])
    calls: list[int] = []
    monkeypatch.setattr(VadisAgent, "_look_ahead", lambda self, *a: calls.append(1) or (yield) or a[2][0])
    monkeypatch.setattr(agents, "HARD_STAR_FIRST", True)
    agent = VadisAgent("hard", 3)
    assert agent.choose(s.view(0), s.legal_actions(), s.decision()) == Compose("animal", "X12", "X13")
    assert calls == []


def test_keeper_to_star_names_the_keeper_moves_that_open_a_walk_in():
    s = position(3, species=PLAIN, keeper="X1>X8", animals={"X12": (1, 0, 0), "X9": (0, 1, 0), "X14": (0, 0, 1)})
    legal = s.legal_actions()
    assert MoveKeeper("X9>X13") in legal and MoveKeeper("X14>X13") in legal
    assert keeper_to_star(s, 0, legal) == [MoveKeeper("X12>X13")]
    assert keeper_to_star(s, 1, legal) == [MoveKeeper("X9>X13")]
    assert keeper_to_star(s, 2, legal) == [MoveKeeper("X14>X13")]


def test_keeper_plan_adds_the_keeper_move_to_the_look_ahead_only_when_on(monkeypatch):
    s = position(3, species=PLAIN, keeper="X1>X8", animals={"X12": (1, 0, 0), "X0": (0, 1, 1)})
    weighed: list[list[Action]] = []

    def spy(self, macro, seat, choices):
        weighed.append(list(choices))
        yield
        return choices[0]

    monkeypatch.setattr(VadisAgent, "_look_ahead", spy)
    VadisAgent("hard", 1).choose(s.view(0), s.legal_actions(), s.decision())
    assert MoveKeeper("X12>X13") not in weighed[-1]
    monkeypatch.setattr(agents, "HARD_KEEPER_PLAN", True)
    VadisAgent("hard", 1).choose(s.view(0), s.legal_actions(), s.decision())
    assert weighed[-1][-1] == MoveKeeper("X12>X13")
