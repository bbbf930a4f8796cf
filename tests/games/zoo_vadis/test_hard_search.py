"""Zoo Vadis Hard: its own evaluation (animals on the board, free ways out) and its pick by value."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.games.zoo_vadis import agents as vadis_agents
from zooarcade.games.zoo_vadis.actions import Add, MoveKeeper
from zooarcade.games.zoo_vadis.agents import VadisAgent
from zooarcade.games.zoo_vadis.ai import FREE_WAY, ON_BOARD, hard_heuristic, hard_standing, heuristic, standing


def test_an_animal_on_the_board_and_a_free_way_out_count_for_hard_only():
    # seat 0: one animal in X0 (1 space: its own vote is the majority) and one in X1 (5 spaces, needs 3)
    s = position(3, animals={"X0": [1, 0, 0], "X1": [1, 0, 0]}, keeper="X6>X9")
    assert standing(s, 0) == standing(position(3, keeper="X6>X9"), 0), "the shared standing ignores bottom animals"
    assert hard_standing(s, 0) == pytest.approx(standing(s, 0) + 2 * ON_BOARD + 1 * FREE_WAY)
    # the Zoo Keeper on the X1 -> X8 path gives the X1 animal a free way out too
    t = position(3, animals={"X0": [1, 0, 0], "X1": [1, 0, 0]}, keeper="X1>X8")
    assert hard_standing(t, 0) == pytest.approx(standing(t, 0) + 2 * ON_BOARD + 2 * FREE_WAY)
    assert hard_heuristic(t, 0) - hard_heuristic(s, 0) == pytest.approx(FREE_WAY)
    assert heuristic(t, 0) == heuristic(s, 0)


def test_hard_heuristic_refuses_another_game():
    with pytest.raises(TypeError):
        hard_heuristic(object(), 0)  # type: ignore[arg-type]


def test_hard_picks_the_root_choice_of_highest_value(monkeypatch):
    agent = VadisAgent("hard", 3)
    a, b = Add("X0"), MoveKeeper("X1>X8")
    agent.chooser.last_values = {a: 0.48, b: 0.53}
    assert agent._by_value(a, [a, b]) == b, "the search's most visited loses to a higher mean reward"
    agent.chooser.last_values = {a: 0.5, b: 0.5}
    assert agent._by_value(b, [a, b]) == b, "a tie keeps the search's own pick"
    monkeypatch.setattr(vadis_agents, "HARD_PICK_BY_VALUE", False)
    agent.chooser.last_values = {a: 0.48, b: 0.53}
    assert agent._by_value(a, [a, b]) == a
    normal = VadisAgent("normal", 3)
    assert normal._by_value(a, [a, b]) == a, "Normal keeps its chooser's pick"
