"""Apocalypse's own Hard agent (``ai.agent_factory``): settings, legal and reproducible play, blind to hidden cards."""

from __future__ import annotations

import pytest

from zooarcade.ai import GreedyAgent, ISMCTSAgent, RandomAgent, make_agent
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.ai import HARD_SETTINGS, agent_factory
from zooarcade.games.registry import get_spec

#: a small work budget so the tests stay quick (the search is the shipped one otherwise).
SMALL = 1_500


@pytest.fixture(scope="module")
def spec() -> GameSpec:
    return get_spec("apocalypse")


def test_factory_builds_hard_only() -> None:
    assert agent_factory("easy", 1, None) is None
    assert agent_factory("normal", 1, None) is None
    hard = agent_factory("hard", 1, None)
    assert isinstance(hard, ISMCTSAgent)
    for key, value in HARD_SETTINGS.items():
        assert getattr(hard.config, key) == value
    assert hard.config.time_limit is None and hard.config.max_work == 72_000


def test_think_time_replaces_the_work_budget() -> None:
    """At the table Hard searches for the Settings think time (seconds), as the generic Hard does."""
    timed = agent_factory("hard", 1, 0.9)
    assert isinstance(timed, ISMCTSAgent)
    assert timed.config.time_limit == 0.9 and timed.config.max_work is None
    assert timed.config.iterations == HARD_SETTINGS["iterations"]


def test_make_agent_uses_it(spec: GameSpec) -> None:
    assert isinstance(make_agent("easy", spec, 1), RandomAgent)
    assert isinstance(make_agent("normal", spec, 1), GreedyAgent)
    hard = make_agent("hard", spec, 1, work=SMALL)
    assert isinstance(hard, ISMCTSAgent) and hard.config.max_work == SMALL


def _play(spec: GameSpec, players: int, deal: int, seed: int) -> list[str]:
    """A whole game, Hard (small budget) in every seat; returns the moves; asserts each is legal."""
    state = spec.new_state(players, {}, deal)
    hards = [make_agent("hard", spec, seed + s, work=SMALL) for s in range(players)]
    moves: list[str] = []
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        action = hards[seat].choose(state.view(seat), legal)
        assert action in legal
        moves.append(repr(action))
        state.apply(action)
    return moves


@pytest.mark.parametrize("players", [2, 4])
def test_whole_games_legal_and_reproducible(spec: GameSpec, players: int) -> None:
    """Only legal actions, and the same seeds play the same game move for move."""
    first = _play(spec, players, 21, 5)
    assert len(first) > 10  # a real game, not a stub
    assert _play(spec, players, 21, 5) == first


def _advance(state: GameState, plies: int, seed: int) -> GameState:
    rng = Rng.from_seed(seed)
    for _ in range(plies):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("plies", [0, 9])
def test_blind_to_hidden_cards(spec: GameSpec, plies: int) -> None:
    """Spec case 15 for the shipped Hard: two deals alike in public, unlike in hidden cards → the same choice."""
    base = _advance(spec.new_state(4, {}, 70 + plies), plies, plies)
    seat = base.current_player
    one = base.view(seat).determinize(seat, Rng.from_seed(1))
    two = base.view(seat).determinize(seat, Rng.from_seed(2))
    assert (one.values, one.infected) != (two.values, two.infected)  # type: ignore[attr-defined]
    legal = one.legal_actions()
    a = make_agent("hard", spec, 8, work=SMALL).choose(one.view(seat), legal)
    b = make_agent("hard", spec, 8, work=SMALL).choose(two.view(seat), legal)
    assert a == b
