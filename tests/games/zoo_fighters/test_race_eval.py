"""Zoo Fighters II: the race model as a Hard evaluation (session 10's bench variants) and the search's
``evaluate`` knob.  Strength is measured in ``benchmarks/bench_zoo_fighters.py``, not here."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.games.zoo_fighters.helpers import build, three_elements
from zooarcade.ai import SearchConfig
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import Declare
from zooarcade.games.zoo_fighters.ai import HARD_EVALUATE, HARD_SEARCH, FightersSearch, ai_filter
from zooarcade.games.zoo_fighters.evaluation import (
    RACE_SPREAD,
    RACE_WORTH,
    heuristic,
    outcome_value,
    race_odds,
    race_outcome_value,
)
from zooarcade.games.zoo_fighters.policy import playout_action


def _one_away():
    # Seat 1 (Shellby) has two Special Moves, EX Form and a weapon: one Event from the trigger; the
    # other seats have nothing in play.  Seat 0 is to move.
    return build(["blaze", "shellby", "kaze", "tusk"],
                 hands={0: ["fire_chi", "water_chi"], 1: ["earth_chi", "wind_chi"], 2: ["order_chi"],
                        3: ["water_chi"]},
                 moves={1: ["crashing_wave", "still_water"]}, ex=[1], weapons={1: "tidewall_shell"})


def test_the_race_odds_favour_the_seat_one_event_away_and_a_smaller_spread_favours_it_more():
    state, _ = _one_away()
    odds = race_odds(state)
    assert sum(odds) == pytest.approx(1.0)
    assert odds[1] == max(odds) and odds[1] > 0.5
    sharp = race_odds(state, 0.5)
    assert sharp[1] > odds[1]
    assert sum(sharp) == pytest.approx(1.0)


def test_race_outcome_value_adds_the_weighted_edge_in_the_race_odds_to_the_heuristic():
    state, _ = _one_away()
    for seat in range(4):
        for worth, spread in ((RACE_WORTH, RACE_SPREAD), (24.0, 0.5)):
            edge = race_odds(state, spread)[seat] - 0.25
            assert race_outcome_value(state, seat, worth, spread) == pytest.approx(
                heuristic(state, seat) + worth * edge)
    assert race_outcome_value(state, 1) > heuristic(state, 1)  # the seat ahead in the race gains
    assert race_outcome_value(state, 0) < heuristic(state, 0)  # its rivals lose


def test_race_outcome_value_is_the_result_of_a_finished_game_and_the_heuristic_in_the_final_stretch():
    sp = spec()
    state = sp.new_state(4, sp.resolve_options(4, None), 3)
    rng = Rng(5)
    stretch = None
    while not state.is_terminal():
        if state.trigger >= 0 and stretch is None:
            stretch = state.clone()
        state.apply(playout_action(state, state.legal_actions(), rng))
    assert stretch is not None and not stretch.over
    for seat in range(4):
        assert race_outcome_value(stretch, seat) == heuristic(stretch, seat)
        assert race_outcome_value(state, seat) == outcome_value(state, seat)
    with pytest.raises(TypeError):
        race_outcome_value(object(), 0)  # type: ignore[arg-type]




def test_the_search_values_leaves_with_its_evaluate_knob():
    state, ids = three_elements()
    config = replace(SearchConfig(**HARD_SEARCH), max_work=2_000)
    legal = ai_filter(state.view(0), state.legal_actions())
    calls = []

    def counted(s, seat):
        calls.append(seat)
        return race_outcome_value(s, seat)

    plain, knob = FightersSearch(spec(), 4, config), FightersSearch(spec(), 4, config, evaluate=counted)
    completing = Declare("move", ids["flame_pounce"][0])
    assert plain.choose(state.view(0), legal) == knob.choose(state.view(0), legal) == completing
    assert plain.rng.state == knob.rng.state and len(calls) > 0  # the default is the race model
    assert plain.evaluate is HARD_EVALUATE is race_outcome_value
    # an evaluation that wants to lose keeps the search away from the completing Event
    loser = FightersSearch(spec(), 4, config, evaluate=lambda s, seat: -outcome_value(s, seat))
    assert loser.choose(state.view(0), legal) != completing
    earlier = FightersSearch(spec(), 4, config, evaluate=outcome_value)  # session 9's Hard
    assert earlier.choose(state.view(0), legal) == completing
