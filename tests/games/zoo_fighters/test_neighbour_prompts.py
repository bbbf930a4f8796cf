"""Play test 11 (f09, f10): Ruyi Staff's "Choose a neighbour." did not say it was for the hand swap, nor that with
every hand empty the swap changes nothing; the log's "swaps hands with Normal Bot 2!" shouted."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build, wid
from tests.games.zoo_fighters.test_effects import reveal
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zoo_fighters.actions import Choose
from zooarcade.games.zoo_fighters.narration import FightersNarrator


def test_the_swap_question_names_the_swap():
    state, _ = build(["jinx", "blaze"], hands={0: ["fire_chi", "water_chi", "wind_chi", "earth_chi", "order_chi",
                                                   "chaos_chi"], 1: ["order_chi"]})
    reveal(state, wid("ruyi_staff"), "weapon")
    d = state.decision()
    assert d.kind is DecisionKind.TARGET
    assert d.prompt == "Choose a neighbour to swap hands with."


def test_a_swap_of_empty_hands_says_it_changes_nothing():
    state, _ = build(["jinx", "blaze"], hands={0: ["fire_chi", "water_chi", "wind_chi", "earth_chi", "order_chi"]})
    reveal(state, wid("ruyi_staff"), "weapon")
    assert state.hands == [[], []]
    assert state.decision().prompt == "Swap hands with a neighbour (all empty: nothing changes)."


def test_the_swap_line_does_not_shout():
    state, _ = build(["jinx", "blaze"], hands={0: ["fire_chi", "water_chi", "wind_chi", "earth_chi", "order_chi",
                                                   "chaos_chi"], 1: ["order_chi"]})
    reveal(state, wid("ruyi_staff"), "weapon")
    events = state.apply(Choose(1))
    lines = [line.text for e in events for line in FightersNarrator().lines(e, ["Ann", "Normal Bot 2"])]
    assert "Ann swaps hands with Normal Bot 2." in lines


def test_wing_sweeps_question_says_it_looks_and_takes():
    state, ids = build(["kaze", "blaze", "bao"], hands={0: ["wing_sweep", "wind_chi", "wind_chi", "fire_chi"],
                                                        1: ["fire_chi"], 2: ["water_chi"]})
    reveal(state, ids["wing_sweep"][0])
    assert state.decision().prompt == "Choose a neighbour: look at their hand and take a card from it."
