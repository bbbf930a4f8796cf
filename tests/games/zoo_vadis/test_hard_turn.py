"""Zoo Vadis Hard's turn (session 7): Normal's valuation with the Zoo Keeper rule picks the turn's action, Hard's
own negotiator deals; the tree search and the look-ahead stay behind ``HARD_ROOT_TOP`` / ``HARD_LOOKAHEAD``
(exact positions)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import agents
from zooarcade.games.zoo_vadis.actions import Add, Compose, MoveKeeper
from zooarcade.games.zoo_vadis.agents import (
    NORMAL_KEEPER_COST,
    NORMAL_UNDO_COST,
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


def test_hard_plays_normals_best_turn_choice_deterministically():
    s = _climb()
    hard = [_choose("hard", s, seed) for seed in range(6)]
    assert len(set(hard)) == 1, "Hard's tie-break is fixed (kind, then the legal order), not the RNG"
    assert not isinstance(hard[0], MoveKeeper)
    agent = VadisAgent("hard", 0)
    macro = MacroGame(s.view(0), agent._tempers(3, 0))
    gen = agent.ranker.scored(macro, 0, agents._macro_choices(s.legal_actions()))
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        scored = stop.value
    top = max(v for v, _, _ in scored)
    assert hard[0] in [a for v, _, a in scored if v >= top - 1e-9], "Hard's pick is one of the best valued"
    assert agent.temper == TEMPERS["hard"], "and it deals with its own negotiator"


def test_hard_can_still_search_or_look_ahead_among_normals_best(monkeypatch):
    s = _climb()
    legal = agents._macro_choices(s.legal_actions())
    monkeypatch.setattr(agents, "HARD_ROOT_TOP", 3)
    searched = _choose("hard", s, 1)
    assert searched in legal
    monkeypatch.setattr(agents, "HARD_LOOKAHEAD", 1)
    ahead = [_choose("hard", s, 2) for _ in range(2)]
    assert ahead[0] == ahead[1] and ahead[0] in legal, "the look-ahead is reproducible from the seed"


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
    assert value != heuristic(after.inner, 0) or after.inner.turn == turn  # the others moved before the reading
    assert isinstance(value, float)


def test_the_review_knows_hards_turn_is_a_rule_unless_it_searches(monkeypatch):
    s = _climb()
    agent = VadisAgent("hard", 4)
    assert not agent.review_position(s.view(0))[1], "Hard plays Normal's valuation at a turn step: a rule"
    monkeypatch.setattr(agents, "HARD_ROOT_TOP", 3)
    assert agent.review_position(s.view(0))[1]
