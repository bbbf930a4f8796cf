"""Zoo Fighters II AI: every level answers every kind of decision legally from its view only, is
reproducible from its seed, Hard finds the obvious winning play and the obvious answer, and quick
decisions (priority windows, Reprisal answers) get the small budget.  Strength is measured in
``benchmarks/bench_zoo_fighters.py``, not here."""

from __future__ import annotations

import pytest

from tests.games.zoo_fighters.helpers import build, play, three_elements
from zooarcade.ai import GreedyAgent, NotAView, RandomAgent, make_agent
from zooarcade.core.protocol import DecisionKind
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import Declare, EndTurn, Pass, PayHand, PayTake, PlayAction
from zooarcade.games.zoo_fighters.ai import (
    HARD_SEARCH,
    HARD_SETTINGS,
    FightersAgent,
    FightersSearch,
    ai_filter,
)
from zooarcade.games.zoo_fighters.data import FIRE
from zooarcade.games.zoo_fighters.evaluation import race_outcome_value
from zooarcade.games.zoo_fighters.stack import Payment

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def sp():
    return spec()


def _kind(state) -> str:
    """The decision kind, with Reprisal answers told apart from priority windows on the stack."""
    d = state.decision()
    front = state.tasks[0] if state.tasks else None
    if isinstance(front, Payment) and front.reprisal >= 0:
        return "reprisal"
    return d.kind.name


def test_agent_factory_gives_each_level(sp):
    assert isinstance(make_agent("easy", sp, 1), RandomAgent)
    assert isinstance(make_agent("normal", sp, 1), GreedyAgent)
    hard = make_agent("hard", sp, 1)
    assert isinstance(hard, FightersSearch)
    assert hard.config.max_work == HARD_SEARCH["max_work"] and hard.config.time_limit is None  # reproducible
    assert hard.evaluate is race_outcome_value  # session 10: the race model values its leaves
    timed = make_agent("hard", sp, 1, think_time=0.5)
    assert isinstance(timed, FightersSearch) and timed.config.time_limit == 0.5


def test_every_level_answers_every_decision_kind_legally(sp):
    """Random games; at every real decision each level is asked for its move from the decider's view."""
    agents = {lv: make_agent(lv, sp, 11) for lv in LEVELS}
    agents["hard"] = FightersAgent(sp, 11, samples=2, quick_samples=1, end_horizon=40)  # legality, not strength
    seen: set[str] = set()
    rng = Rng(5)
    for seed in range(5):
        n = 2 + seed % 3
        state = sp.new_state(n, sp.resolve_options(n, None), seed)
        steps = 0
        while not state.is_terminal() and steps < 250:
            legal = state.legal_actions()
            if len(legal) > 1:
                seat = state.current_player
                view = state.view(seat)
                ai_legal = sp.legal_for_ai(view, legal)
                seen.add(_kind(state))
                for lv in LEVELS:
                    assert agents[lv].choose(view, ai_legal) in ai_legal, (lv, state.decision())
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
    assert {"TURN", "PAY", "PRIORITY", "CHOOSE", "TARGET", "reprisal"} <= seen


def test_agents_take_views_only(sp):
    state = sp.new_state(4, sp.resolve_options(4, None), 3)
    seat = state.current_player
    for lv in LEVELS:
        with pytest.raises(NotAView):
            make_agent(lv, sp, 1).choose(state, state.legal_actions())
        with pytest.raises(NotAView):  # another seat's view
            make_agent(lv, sp, 1).choose(state.view((seat + 1) % 4), state.legal_actions())


def _replay(sp, seed: int, worlds: int = 1) -> list:
    """A 3-player game Hard / Normal / Easy from ``seed``; Hard's choices also taken on a reshuffled twin.

    At every Hard decision the true state is replaced by another one its seat cannot tell apart
    (a determinization of its view, hidden hands and deck reshuffled): a fresh agent with the same
    RNG state must choose the same.  Returns the action log.
    """
    state = sp.new_state(3, sp.resolve_options(3, None), seed)
    agents = [make_agent("hard", sp, seed), make_agent("normal", sp, seed + 1), make_agent("easy", sp, seed + 2)]
    log = []
    while not state.is_terminal():
        legal = state.legal_actions()
        seat = state.current_player
        if len(legal) == 1:
            action = legal[0]
        else:
            view = state.view(seat)
            if seat == 0 and len(log) % 7 == 0:
                twin = state.determinize(seat, Rng(len(log)))
                assert twin.view(seat).fingerprint() == view.fingerprint()
                probe = make_agent("hard", sp, agents[0].rng.state)
                expect = probe.choose(twin.view(seat), sp.legal_for_ai(view, legal))
            else:
                expect = None
            action = agents[seat].choose(view, sp.legal_for_ai(view, legal))
            if expect is not None:
                assert action == expect
        log.append(action)
        state.apply(action)
    return log


def test_agents_are_deterministic_given_a_seed_and_blind_to_hidden_cards(sp):
    first = _replay(sp, 21)
    assert first == _replay(sp, 21)
    assert len(first) > 30


def test_hard_plays_the_event_that_completes_the_three_elements():
    # the position of :func:`three_elements`: Flame Pounce completes the set; other plays are on offer too
    state, ids = three_elements()
    sp = spec()
    hard = FightersAgent(sp, 4)
    legal = ai_filter(state.view(0), state.legal_actions())
    assert len(legal) > 4
    action = hard.choose(state.view(0), legal)
    assert action == Declare("move", ids["flame_pounce"][0])
    # and it carries the play through: its payments, then the window passes (the others pass)
    while state.trigger < 0 and not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        if seat == 0:
            a = hard.choose(state.view(0), ai_filter(state.view(0), legal)) if len(legal) > 1 else legal[0]
            assert not isinstance(a, EndTurn), "ended the turn before the trigger"
        else:
            a = Pass() if Pass() in legal else legal[0]
        state.apply(a)
    assert state.trigger == 0


def test_hard_cancels_the_rivals_trigger_event_and_it_is_a_quick_decision():
    # Seat 1 (Shellby) declares the move that completes its set; seat 0 holds Counter Stance.  Once
    # cancelled, the move could not be paid again this turn (no Water left in reach).
    state, ids = build(["blaze", "shellby", "kaze"],
                       hands={0: ["counter_stance", "fire_chi", "order_chi"],
                              1: ["undertow", "water_chi", "wind_chi"], 2: ["earth_chi"]},
                       moves={1: ["crashing_wave", "still_water"]}, ex=[1], weapons={1: "tidewall_shell"},
                       exhausted=["still_water"], active=1)
    play(state, Declare("move", ids["undertow"][0]), PayHand(ids["water_chi"][0]), PayHand(ids["wind_chi"][0]))
    while state.current_player != 0:
        play(state, Pass())
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.quick
    hard = FightersAgent(spec(), 2, samples=5, quick_samples=2)
    legal = ai_filter(state.view(0), state.legal_actions())
    action = hard.choose(state.view(0), legal)
    assert isinstance(action, PlayAction) and action.card == ids["counter_stance"][0]
    assert hard.last_samples == 2  # the quick budget


def test_quick_decisions_use_the_small_budget_and_turns_the_full_one(sp):
    hard = FightersAgent(sp, 9, samples=5, quick_samples=2)
    budgets: dict[bool, set[int]] = {True: set(), False: set()}
    rng = Rng(8)
    for seed in range(3):
        state = sp.new_state(3, sp.resolve_options(3, None), seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            d = state.decision()
            if len(legal) > 1 and d.kind in (DecisionKind.TURN, DecisionKind.PRIORITY) and not state.tasks:
                view = state.view(state.current_player)
                ai_legal = sp.legal_for_ai(view, legal)
                if len(ai_legal) > 1:
                    hard.choose(view, ai_legal)
                    budgets[d.quick].add(hard.last_samples)
            state.apply(legal[rng.randrange(len(legal))])
    assert budgets[True] == {2} and budgets[False] == {5}


def test_the_step_budget_caps_a_decision_at_whole_rounds():
    # the three-element position above: every candidate that completes the set plays the game out to its end
    state, _ = three_elements()
    view = state.view(0)
    legal = ai_filter(view, state.legal_actions())
    free = FightersAgent(spec(), 4, samples=12)
    free.choose(view, legal)
    assert free.last_samples == 12
    per_round = free.last_work / 12
    capped = FightersAgent(spec(), 4, samples=12, max_work=int(3.5 * per_round))
    action = capped.choose(view, legal)
    assert action in legal
    assert 1 <= capped.last_samples < 12
    assert capped.last_work < free.last_work
    tiny = FightersAgent(spec(), 4, samples=12, max_work=1)
    tiny.choose(view, legal)
    assert tiny.last_samples == 1  # at least one round, whatever the budget


# The simulating Hard with HARD_SETTINGS simulates its payment steps; with a known plain Fire Chi at seat 1
# it may still take from seat 3, since a take from Shellby (seat 1) lets Shellby draw a card: only the known Reprisal is
# clear-cut for it.
@pytest.mark.parametrize(("known_at_1", "expected_holder", "settings"),
                         [("double_fire", 3, "rule"), ("fire_chi", 1, "rule"), ("double_fire", 3, "shipped")])
def test_hard_takes_chi_where_the_reprisal_risk_it_can_infer_is_lowest(known_at_1, expected_holder, settings):
    # Seat 0 (Tusk) pays for Flame Pounce [Fi ·] with nothing in hand; both neighbours hold one
    # Fire-backed card.  Seat 0 has seen seat 1's (a Double Fire carries a Reprisal; a plain Fire
    # Chi none); seat 3's is unseen (some unseen Fire cards carry Reprisals).
    state, ids = build(["tusk", "shellby", "blaze", "kaze"],
                       hands={0: ["flame_pounce"], 1: [known_at_1, "order_chi", "order_chi"], 2: ["order_chi"],
                              3: ["fire_chi", "order_chi", "order_chi"]})
    seen = ids[known_at_1][0]
    state.known[seen] = (0,)
    state._legal_cache = None
    play(state, Declare("move", ids["flame_pounce"][0]))
    # the payment rule alone, and the shipped Hard that simulates its cheapest payment steps
    hard = FightersAgent(spec(), 3) if settings == "rule" else FightersAgent(spec(), 3, **HARD_SETTINGS)
    searched = []
    fire_takes = []
    view = state.view(0)
    assert view.hands[1].count(seen) == 1 and view.hands[3].count(None) == 3  # what seat 0 knows, and not
    while state.tasks and isinstance(state.tasks[0], Payment) and state.current_player == 0:
        view = state.view(0)
        action = hard.choose(view, ai_filter(view, state.legal_actions()))
        searched.append(hard.last_samples)
        hard.last_samples = 0
        if isinstance(action, PayTake) and action.colour == FIRE:
            fire_takes.append(action.seat)
        state.apply(action)
        assert state.decision().kind is not DecisionKind.PRIORITY or not state.tasks, "a Reprisal was risked"
    assert fire_takes == [expected_holder]
    if settings == "shipped":  # a payment step with a choice was searched with the payment budget
        assert HARD_SETTINGS["pay_samples"] in searched
