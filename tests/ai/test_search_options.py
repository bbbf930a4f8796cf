"""Opt-in IS-MCTS options (``SearchConfig``): their defaults keep the old search; switched on, they do what they say."""

from __future__ import annotations

from dataclasses import replace

import pytest

from zooarcade.ai import ISMCTSAgent, SearchConfig
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.games.registry import get_spec


@pytest.fixture(scope="module")
def spec() -> GameSpec:
    return get_spec("apocalypse")


def _spy(spec: GameSpec, seen: list[int]) -> GameSpec:
    """``spec`` whose heuristic records the seat to move of every state it scores."""

    def heuristic(state: GameState, seat: int) -> float:
        seen.append(state.current_player)
        return spec.heuristic(state, seat)

    return replace(spec, heuristic=heuristic)


def _after_one(spec: GameSpec, players: int, seed: int) -> tuple[GameState, int]:
    """A fresh deal after its first player's move: (state, that first player)."""
    state = spec.new_state(players, {}, seed)
    first = state.current_player
    state.apply(state.legal_actions()[0])
    return state, first


@pytest.mark.parametrize("seed", [3, 4])
def test_rollout_to_turn_evaluates_at_the_searching_seats_turn(spec: GameSpec, seed: int) -> None:
    """4 players: from the first rival's move, the rollout plays the three rivals and stops at the searcher's turn."""
    state, me = _after_one(spec, 4, seed)
    seen: list[int] = []
    config = SearchConfig(rollout_depth=8, rollout_candidates=1, rollout_to_turn=True)
    agent = ISMCTSAgent(_spy(spec, seen), 1, config)
    agent._seat, agent._leaf_mover = me, me
    agent._rollout(state.clone(), [0, 1, 2, 3], [0.0] * 4)
    assert seen == [me] * 4  # the leaf's four evaluations, all with the searcher to move
    assert agent._work == 3 + 4  # three random plies (one unit each) and four evaluations


def test_rollout_to_turn_stops_at_once_on_the_searchers_turn(spec: GameSpec) -> None:
    """A leaf where a rival just moved and the searcher is to move is evaluated as it stands."""
    state, _first = _after_one(spec, 2, 5)
    me = state.current_player
    seen: list[int] = []
    agent = ISMCTSAgent(_spy(spec, seen), 1, SearchConfig(rollout_depth=4, rollout_candidates=1, rollout_to_turn=True))
    agent._seat, agent._leaf_mover = me, 1 - me
    agent._rollout(state.clone(), [0, 1], [0.0, 0.0])
    assert seen == [me, me] and agent._work == 2


def test_rollout_default_plays_its_depth(spec: GameSpec) -> None:
    """Without the option a rollout plays ``rollout_depth`` plies whoever is to move (the old search)."""
    state, me = _after_one(spec, 4, 3)
    seen: list[int] = []
    agent = ISMCTSAgent(_spy(spec, seen), 1, SearchConfig(rollout_depth=2, rollout_candidates=1))
    assert agent.config.rollout_to_turn is False
    agent._seat, agent._leaf_mover = me, me
    agent._rollout(state.clone(), [0, 1, 2, 3], [0.0] * 4)
    assert len(set(seen)) == 1 and seen[0] != me  # stopped two rivals on, in the middle of their replies



def test_last_values_are_the_root_mean_rewards(spec: GameSpec) -> None:
    """After a search, ``last_values`` holds each root child's mean reward in (0, 1), one per searched action."""
    state = spec.new_state(2, {}, 5)
    legal = state.legal_actions()
    agent = ISMCTSAgent(spec, 2, SearchConfig(iterations=60))
    agent.choose(state.view(state.current_player), legal, state.decision())
    assert agent.last_values and set(agent.last_values) <= set(legal)
    assert all(0.0 < v < 1.0 for v in agent.last_values.values())


def test_cpu_time_counts_the_threads_cpu_seconds(spec: GameSpec, monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``cpu_time`` the time limit reads ``time.thread_time``; by default it reads ``time.perf_counter``."""
    import zooarcade.ai.ismcts as ismcts

    calls = {"thread": 0, "wall": 0}
    real_thread, real_wall = ismcts.time.thread_time, ismcts.time.perf_counter

    def thread() -> float:
        calls["thread"] += 1
        return real_thread()

    def wall() -> float:
        calls["wall"] += 1
        return real_wall()

    monkeypatch.setattr(ismcts.time, "thread_time", thread)
    monkeypatch.setattr(ismcts.time, "perf_counter", wall)
    state = spec.new_state(2, {}, 5)
    legal = state.legal_actions()
    for cpu, clock in ((True, "thread"), (False, "wall")):
        calls.update(thread=0, wall=0)
        agent = ISMCTSAgent(spec, 2, SearchConfig(iterations=20, time_limit=5.0, cpu_time=cpu))
        assert agent.choose(state.view(state.current_player), legal, state.decision()) in legal
        other = "wall" if clock == "thread" else "thread"
        assert calls[clock] > 0 and calls[other] == 0, calls


@pytest.mark.parametrize("game,seed", [("apocalypse", 3), ("zoo_vadis", 5)])
def test_the_review_hook_only_observes_hard_plays_the_same(game: str, seed: int) -> None:
    """``leaf_value`` (the game review's per-seat root values) changes nothing of Hard's search: same
    move, same root visits, same RNG draws at a fixed seed, in a few positions of a real game.  (ZOP ZOO's
    Hard is no IS-MCTS: it plays options out to the round's end, and the review drives it as a simulating
    Hard, tests/ai/test_review.py.)"""
    from zooarcade.ai import make_agent
    from zooarcade.ai.base import run_to_end
    from zooarcade.core.rng import Rng

    spec = get_spec(game)
    state = spec.new_state(spec.min_players, spec.resolve_options(spec.min_players), seed)
    rng = Rng.from_seed(seed)
    compared = 0
    for _ in range(60):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if not state.forced_step() and len(legal) > 1 and compared < 3:
            view = state.view(state.current_player)
            picks = []
            for hooked in (False, True):
                agent = make_agent("hard", spec, 77, work=1500)
                search = agent if isinstance(agent, ISMCTSAgent) else agent.chooser  # type: ignore[attr-defined]
                if hooked:
                    search.leaf_value = lambda leaf: [0.5] * leaf.num_players
                action = run_to_end(agent.think(view, spec.legal_for_ai(view, legal)))
                picks.append((action, dict(search.last_visits), agent.rng.state, bool(search.root_values())))
            assert picks[0][:3] == picks[1][:3]
            assert not picks[0][3]
            compared += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert compared == 3


def test_probe_runs_iterations_through_one_root_action() -> None:
    from zooarcade.ai import make_agent
    from zooarcade.ai.base import run_to_end

    spec = get_spec("apocalypse")
    state = spec.new_state(2, spec.resolve_options(2), 3)
    agent = make_agent("hard", spec, 5, work=2000)
    assert isinstance(agent, ISMCTSAgent)
    with pytest.raises(ValueError):
        agent.probe(state.legal_actions()[0], 3)  # no search to continue
    agent.leaf_value = lambda leaf: [1.0] + [0.0] * (leaf.num_players - 1)
    view = state.view(state.current_player)
    run_to_end(agent.think(view, state.legal_actions()))
    values = agent.root_values()
    rare = min(state.legal_actions(), key=lambda a: values.get(a, ((), 0))[1])
    before = values.get(rare, ((), 0))[1]
    agent.probe(rare, 7)
    after = agent.root_values()
    assert after[rare][1] == before + 7 and after[rare][0] == (1.0, 0.0)
    assert {a: c for a, (_, c) in after.items() if a != rare} == {a: c for a, (_, c) in values.items() if a != rare}
