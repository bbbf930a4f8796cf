"""Zoo Fighters II Hard as a tree search (:class:`FightersSearch`): it finds the set-completing play and
the answer to a rival's trigger, pays around a Reprisal it can infer, plays payment steps inside its
tree by the policy, keeps to its work budget and replays exactly from its seed.  Strength is measured in
``benchmarks/bench_zoo_fighters.py``, not here."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.games.zoo_fighters.helpers import build, play, three_elements
from zooarcade.ai import SearchConfig
from zooarcade.core.protocol import DecisionKind
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import Declare, EndTurn, Pass, PayHand, PayTake, PlayAction
from zooarcade.games.zoo_fighters.ai import HARD_SEARCH, FightersSearch, ai_filter
from zooarcade.games.zoo_fighters.data import FIRE
from zooarcade.games.zoo_fighters.stack import Payment


def _search(seed: int, work: int = 3_000) -> FightersSearch:
    return FightersSearch(spec(), seed, replace(SearchConfig(**HARD_SEARCH), max_work=work))




@pytest.mark.parametrize("seed", [4, 5])
def test_the_search_plays_the_event_that_completes_the_three_elements(seed):
    state, ids = three_elements()
    hard = _search(seed)
    legal = ai_filter(state.view(0), state.legal_actions())
    assert len(legal) > 4
    assert hard.choose(state.view(0), legal) == Declare("move", ids["flame_pounce"][0])
    while state.trigger < 0 and not state.is_terminal():  # and it carries the play through
        legal = state.legal_actions()
        if state.current_player == 0:
            a = hard.choose(state.view(0), ai_filter(state.view(0), legal)) if len(legal) > 1 else legal[0]
            assert not isinstance(a, EndTurn), "ended the turn before the trigger"
        else:
            a = Pass() if Pass() in legal else legal[0]
        state.apply(a)
    assert state.trigger == 0


def test_the_search_cancels_the_rivals_trigger_event_with_the_quick_budget():
    # Seat 1 (Shellby) declares the move that completes its set; seat 0 holds Counter Stance.
    state, ids = build(["blaze", "shellby", "kaze"],
                       hands={0: ["counter_stance", "fire_chi", "order_chi"],
                              1: ["undertow", "water_chi", "wind_chi"], 2: ["earth_chi"]},
                       moves={1: ["crashing_wave", "still_water"]}, ex=[1], weapons={1: "tidewall_shell"},
                       exhausted=["still_water"], active=1)
    play(state, Declare("move", ids["undertow"][0]), PayHand(ids["water_chi"][0]), PayHand(ids["wind_chi"][0]))
    while state.current_player != 0:
        play(state, Pass())
    assert state.decision().quick
    hard = _search(2, work=2_000)
    action = hard.choose(state.view(0), ai_filter(state.view(0), state.legal_actions()))
    assert isinstance(action, PlayAction) and action.card == ids["counter_stance"][0]
    assert 0 < hard.last_work <= 2_000 * HARD_SEARCH["quick_share"] + 400  # a quarter of the budget (+ one iteration)


@pytest.mark.parametrize(("known_at_1", "expected_holder"), [("double_fire", 3), ("fire_chi", 1)])
def test_the_search_takes_chi_where_the_reprisal_risk_it_can_infer_is_lowest(known_at_1, expected_holder):
    # Seat 0 (Tusk) pays for Flame Pounce [Fi ·] with nothing in hand; both neighbours hold one
    # Fire-backed card; seat 0 has seen seat 1's (a Double Fire carries a Reprisal, a plain Fire Chi
    # none); seat 3's is unseen.
    state, ids = build(["tusk", "shellby", "blaze", "kaze"],
                       hands={0: ["flame_pounce"], 1: [known_at_1, "order_chi", "order_chi"], 2: ["order_chi"],
                              3: ["fire_chi", "order_chi", "order_chi"]})
    state.known[ids[known_at_1][0]] = (0,)
    state._legal_cache = None
    play(state, Declare("move", ids["flame_pounce"][0]))
    hard = _search(3)
    fire_takes = []
    while state.tasks and isinstance(state.tasks[0], Payment) and state.current_player == 0:
        view = state.view(0)
        action = hard.choose(view, ai_filter(view, state.legal_actions()))
        if isinstance(action, PayTake) and action.colour == FIRE:
            fire_takes.append(action.seat)
        state.apply(action)
        assert state.decision().kind is not DecisionKind.PRIORITY or not state.tasks, "a Reprisal was risked"
    assert fire_takes == [expected_holder]


def test_payment_steps_inside_the_tree_are_played_by_the_policy():
    # after the declaration, seat 0 owes a payment with several possible steps: the tree's step helper
    # plays the whole payment (no tree node for it) and stops at the next real decision, a priority window
    state, ids = build(["tusk", "shellby", "blaze", "kaze"],
                       hands={0: ["flame_pounce", "fire_chi", "order_chi"], 1: ["fire_chi", "order_chi"],
                              2: ["order_chi"], 3: ["fire_chi", "order_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]))
    assert isinstance(state.tasks[0], Payment) and len(state.legal_actions()) > 1
    hard = _search(1)
    hard._rates = {}
    world = state.clone()
    hard._work = 0
    hard._skip_forced(world)
    assert not (world.tasks and isinstance(world.tasks[0], Payment) and world.tasks[0].reprisal < 0)
    assert world.decision().kind is DecisionKind.PRIORITY
    assert hard._work >= 2  # at least the two symbols paid, one step each


def test_the_search_keeps_its_work_budget_and_replays_exactly():
    sp = spec()
    state = sp.new_state(4, sp.resolve_options(4, None), 7)
    rng = Rng(3)
    seen = 0
    while not state.is_terminal() and seen < 6:
        legal = state.legal_actions()
        seat = state.current_player
        view = state.view(seat)
        ai_legal = sp.legal_for_ai(view, legal)
        if len(ai_legal) > 1 and state.decision().kind is DecisionKind.TURN and not state.tasks:
            a, b = _search(11, work=1_500), _search(11, work=1_500)
            twin = state.determinize(seat, Rng(seen)).view(seat)  # the same information set
            assert a.choose(view, ai_legal) == b.choose(twin, ai_legal)
            assert a.rng.state == b.rng.state and a.last_work == b.last_work
            assert 1_500 <= a.last_work <= 1_500 + 400  # stops at the budget, within one iteration
            seen += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert seen == 6
