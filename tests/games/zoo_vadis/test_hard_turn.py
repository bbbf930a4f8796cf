"""Zoo Vadis Hard's turn (session 7): Normal's valuation with the Zoo Keeper rule names the best few choices, a
look-ahead with Normal's replies picks among them, Hard's own negotiator deals; the tree search stays behind
a :class:`HardTurn` with no look-ahead worlds (exact positions)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.protocol import Action
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import agents
from zooarcade.games.zoo_vadis.actions import Add, Compose, MoveKeeper
from zooarcade.games.zoo_vadis.agents import (
    NORMAL_KEEPER_COST,
    NORMAL_UNDO_COST,
    HardTurn,
    MacroGame,
    VadisAgent,
    greedy_step,
    keeper_costs,
    look_ahead,
)
from zooarcade.games.zoo_vadis.ai import heuristic
from zooarcade.games.zoo_vadis.negotiation import TEMPERS
from zooarcade.games.zoo_vadis.rules import VadisState

PLAIN = ("rhino", "crocodile", "marmoset")


def _climb() -> VadisState:
    """Seat 0 can add or advance (its own majority in X0 lets an animal leave without a vote)."""
    return position(3, species=PLAIN, keeper="X9>X13", animals={"X0": (2, 0, 0), "X1": (0, 1, 0)})


def _choose(level: str, s: VadisState, seed: int):
    return VadisAgent(level, seed).choose(s.view(s.to_move), s.legal_actions(), s.decision())


def test_keeper_costs_charge_a_keeper_move_and_more_for_an_undo():
    s = position(3, species=PLAIN, keeper="X9>X13")
    s.apply(MoveKeeper("X1>X8"))  # seat 0 took the keeper from X9>X13
    s.to_move = 0
    s.touch()
    cost = keeper_costs(s, 0)
    assert cost(Add("X0")) == 0.0
    assert cost(MoveKeeper("X6>X9")) == pytest.approx(NORMAL_KEEPER_COST)
    assert cost(MoveKeeper("X9>X13")) == pytest.approx(NORMAL_KEEPER_COST + NORMAL_UNDO_COST)


def _scored(agent: VadisAgent, s: VadisState):
    macro = MacroGame(s.view(0), agent._tempers(3, 0))
    gen = agent.ranker.scored(macro, 0, agents._macro_choices(s.legal_actions()))
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


def test_hard_plays_normals_best_turn_choice_deterministically(monkeypatch):
    monkeypatch.setattr(agents, "HARD_TURN", HardTurn(top=1))
    s = _climb()
    hard = [_choose("hard", s, seed) for seed in range(6)]
    assert len(set(hard)) == 1, "Hard's tie-break is fixed (kind, then the legal order), not the RNG"
    assert not isinstance(hard[0], MoveKeeper)
    agent = VadisAgent("hard", 0)
    scored = _scored(agent, s)
    top = max(v for v, _, _ in scored)
    assert hard[0] in [a for v, _, a in scored if v >= top - 1e-9], "Hard's pick is one of the best valued"
    assert agent.temper == TEMPERS["hard"], "and it deals with its own negotiator"


def test_hard_picks_by_the_look_ahead_among_normals_three_best(monkeypatch):
    monkeypatch.setattr(agents, "HARD_KEEPER_PLAN", False)  # its keeper moves into the Star: test_star_race.py
    s = _climb()
    agent = VadisAgent("hard", 2)
    scored = _scored(agent, s)
    order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], scored[i][1], i))
    best3 = [scored[i][2] for i in order[:3]]
    calls: list[tuple[int, Action]] = []

    def fake(world, seat, action, turns=1, limit=400):  # the look-ahead likes Normal's third choice best
        calls.append((turns, action))
        return 5.0 if action == best3[2] else 1.0

    monkeypatch.setattr(agents, "look_ahead", fake)
    assert _choose("hard", s, 2) == best3[2]
    assert len(calls) == 2 * 3 and {a for _, a in calls} == set(best3), "two worlds, Normal's three best"
    assert {t for t, _ in calls} == {agents.HARD_TURN.rounds}
    calls.clear()
    quick = VadisAgent("hard", 2, think_time=1e-9)
    quick.choose(s.view(0), s.legal_actions(), s.decision())
    assert len(calls) == 3, "out of think time after the first world: no second one"


def test_the_look_ahead_counts_cpu_time_so_a_loaded_machine_does_not_cut_it_short(monkeypatch):
    monkeypatch.setattr(agents, "HARD_KEEPER_PLAN", False)
    s = _climb()
    calls: list[Action] = []

    def fake(world, seat, action, turns=1, limit=400):
        calls.append(action)
        return 1.0

    wall = iter(range(0, 10**6, 60))  # every wall-clock reading a minute later: a badly loaded machine
    monkeypatch.setattr(agents, "look_ahead", fake)
    monkeypatch.setattr(agents.time, "perf_counter", lambda: float(next(wall)))
    VadisAgent("hard", 2, think_time=5.0).choose(s.view(0), s.legal_actions(), s.decision())
    assert len(calls) == 2 * 3, "both worlds looked at: the think time is counted in CPU seconds"


def test_the_look_ahead_is_reproducible_and_the_search_still_runs(monkeypatch):
    s = _climb()
    legal = agents._macro_choices(s.legal_actions())
    ahead = [_choose("hard", s, 7) for _ in range(2)]
    assert ahead[0] == ahead[1] and ahead[0] in legal
    monkeypatch.setattr(agents, "HARD_TURN", HardTurn(worlds=0))
    assert _choose("hard", s, 1) in legal, "the tree search over Normal's three best"


def test_greedy_step_never_picks_a_keeper_move_over_an_equal_add():
    # an empty board: adding and moving the keeper are valued alike; the rule's costs and ties pick an Add
    s = position(3, species=PLAIN, keeper="X9>X13")
    macro = MacroGame(s, tuple(TEMPERS["normal"] for _ in range(3)))
    assert isinstance(greedy_step(macro, 0), Add)


def test_look_ahead_plays_a_round_and_leaves_the_world_alone():
    s = _climb()
    macro = MacroGame(s.determinize(0, Rng(5)), tuple(TEMPERS["normal"] for _ in range(3)))
    before = macro.inner.to_json()
    advance = next(a for a in macro.legal_actions() if isinstance(a, Compose) and a.piece == "animal")
    value = look_ahead(macro, 0, advance, turns=1)
    assert macro.inner.to_json() == before
    after = macro.clone()
    after.apply(advance)
    turn = after.inner.turn
    while after.inner.current_player == 0 and not after.is_terminal():  # the rest of seat 0's own turn
        after.apply(greedy_step(after, 0))
    movers = []
    while after.inner.current_player != 0 and not after.is_terminal():  # each rival's turn by Normal's rule
        movers.append(after.inner.current_player)
        after.apply(greedy_step(after, after.inner.current_player))
    assert {1, 2} <= set(movers) and after.inner.turn > turn
    assert value == pytest.approx(heuristic(after.inner, 0)), "read when seat 0's next turn begins"


def test_the_review_knows_hards_turn_is_a_rule_unless_it_searches(monkeypatch):
    s = _climb()
    agent = VadisAgent("hard", 4)
    assert not agent.review_position(s.view(0))[1], "Hard's valuation and look-ahead at a turn step: a rule"
    agent.turn_plan = HardTurn(top=1)
    assert not agent.review_position(s.view(0))[1]
    agent.turn_plan = HardTurn(top=3, worlds=0)
    assert agent.review_position(s.view(0))[1], "the tree search decides: searched"
    agent.turn_plan = HardTurn(top=0)
    assert agent.review_position(s.view(0))[1], "the session-6 search over every choice: searched"
    assert not VadisAgent("normal", 4).review_position(s.view(0))[1], "Normal's one-ply choice is a rule"


def test_a_hard_turn_plan_refuses_nonsense():
    for bad in ({"top": -1}, {"worlds": -2}, {"rounds": 0}):
        with pytest.raises(ValueError):
            HardTurn(**bad)
