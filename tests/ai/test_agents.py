"""The AI agents: legal moves only, reproducible, blind to hidden cards, time-sliced."""

from __future__ import annotations

import pytest

from zooarcade.ai import (
    LEVELS,
    Agent,
    GreedyAgent,
    ISMCTSAgent,
    NotAView,
    RandomAgent,
    SearchConfig,
    level_info,
    make_agent,
)
from zooarcade.core.protocol import GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.rules import ApocalypseState
from zooarcade.games.registry import get_spec

#: A small, deterministic Hard search so the tests stay quick.
FAST_HARD = SearchConfig(iterations=40, prior_samples=2, order_after=2)


@pytest.fixture(scope="module")
def spec() -> GameSpec:
    return get_spec("apocalypse")


def agents(spec: GameSpec, seed: int) -> list[Agent]:
    return [RandomAgent(spec, seed), GreedyAgent(spec, seed, samples=3), ISMCTSAgent(spec, seed, FAST_HARD)]


def advance(state: GameState, plies: int, seed: int) -> GameState:
    """Play ``plies`` random legal actions on ``state`` (in place) and return it."""
    rng = Rng.from_seed(seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_levels_table() -> None:
    assert [(lv.id, lv.name) for lv in LEVELS] == [("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")]
    assert level_info("hard").name == "Hard"
    with pytest.raises(ValueError):
        level_info("impossible")


def test_make_agent_levels(spec: GameSpec) -> None:
    assert isinstance(make_agent("easy", spec, 1), RandomAgent)
    assert isinstance(make_agent("normal", spec, 1), GreedyAgent)
    hard = make_agent("hard", spec, 1)
    assert isinstance(hard, ISMCTSAgent) and hard.config.time_limit is None and hard.config.max_work
    timed = make_agent("hard", spec, 1, think_time=0.25)
    assert isinstance(timed, ISMCTSAgent) and timed.config.time_limit == 0.25 and timed.config.max_work is None
    with pytest.raises(ValueError):
        make_agent("expert", spec, 1)
    with pytest.raises(ValueError):
        make_agent("hard", spec, 1, think_time=0)


@pytest.mark.parametrize("players", [2, 4])
def test_full_games_only_legal_actions(spec: GameSpec, players: int) -> None:
    """Every level plays whole games, always choosing among the legal actions."""
    for game in range(2):
        state = spec.new_state(players, {}, 100 + game)
        seats = agents(spec, 7 + game)
        seats = (seats * 2)[:players]
        plies = 0
        while not state.is_terminal():
            seat = state.current_player
            legal = state.legal_actions()
            action = seats[seat].choose(state.view(seat), legal)
            assert action in legal
            state.apply(action)
            plies += 1
        assert plies > 10


@pytest.mark.parametrize("index", [0, 1, 2])
def test_same_seed_same_choices(spec: GameSpec, index: int) -> None:
    """Two agents built with the same seed make the same choices over a sequence of positions."""
    first, second = agents(spec, 11)[index], agents(spec, 11)[index]
    other = agents(spec, 12)[index]
    differs = False
    for k in range(6):
        state = advance(spec.new_state(3, {}, 40 + k), 3 * k, k)
        view, legal = state.view(state.current_player), state.legal_actions()
        a, b, c = first.choose(view, legal), second.choose(view, legal), other.choose(view, legal)
        assert a == b
        differs = differs or a != c
    if index == 0:
        assert differs, "a different seed should change some random choice"


def twin_states(spec: GameSpec, seed: int, plies: int) -> tuple[ApocalypseState, ApocalypseState]:
    """Return two true states with the same public information but different hidden cards."""
    base = advance(spec.new_state(3, {}, seed), plies, seed)
    assert isinstance(base, ApocalypseState)
    seat = base.current_player
    one = base.view(seat).determinize(seat, Rng.from_seed(1))
    two = base.view(seat).determinize(seat, Rng.from_seed(2))
    # Sanity: the hidden facts really differ, yet the views are identical.
    assert (one.values, one.infected) != (two.values, two.infected)
    assert one.view(seat).fingerprint() == two.view(seat).fingerprint()
    return one, two


@pytest.mark.parametrize("index", [0, 1, 2])
def test_information_set(spec: GameSpec, index: int) -> None:
    """Spec case 15: same public information, different hidden cards → same choice (same seed)."""
    for k, plies in enumerate((0, 5, 14)):
        one, two = twin_states(spec, 60 + k, plies)
        seat = one.current_player
        legal = one.legal_actions()
        assert legal == two.legal_actions()
        a = agents(spec, 5 + k)[index].choose(one.view(seat), legal)
        b = agents(spec, 5 + k)[index].choose(two.view(seat), legal)
        assert a == b


def test_true_state_refused(spec: GameSpec) -> None:
    """Agents accept only the mover's view, never the true state or another seat's view."""
    state = advance(spec.new_state(2, {}, 3), 4, 3)
    seat = state.current_player
    legal = state.legal_actions()
    for agent in agents(spec, 1):
        with pytest.raises(NotAView):
            agent.think(state, legal)
        with pytest.raises(NotAView):
            agent.choose(state.view(1 - seat), legal)
        disguised = state.clone()
        assert isinstance(disguised, ApocalypseState)
        disguised.observer = seat  # claims to be a view but still holds the hidden cards
        with pytest.raises(NotAView):
            agent.choose(disguised, legal)
        assert agent.choose(state.view(seat), legal) in legal


def test_agents_never_read_hidden_cards(spec: GameSpec) -> None:
    """The agent only sees what it is given: a view whose hidden cards are None (it determinizes them)."""
    state = advance(spec.new_state(2, {}, 8), 6, 8)
    seat = state.current_player
    seen: list[GameState] = []

    class Spy(GreedyAgent):
        def _think(self, view, seat, legal):  # type: ignore[no-untyped-def]
            seen.append(view)
            return (yield from super()._think(view, seat, legal))

    Spy(spec, 1).choose(state.view(seat), state.legal_actions())
    assert len(seen) == 1 and isinstance(seen[0], ApocalypseState)
    assert seen[0].observer == seat
    assert None in seen[0].values and None in seen[0].infected


def test_thinking_is_time_sliced(spec: GameSpec) -> None:
    """A Hard search with many iterations yields control back many times before answering."""
    state = spec.new_state(4, {}, 2)
    seat = state.current_player
    agent = ISMCTSAgent(spec, 3, SearchConfig(iterations=60, prior_samples=1, slice_iterations=2))
    gen = agent.think(state.view(seat), state.legal_actions())
    yields = 0
    with pytest.raises(StopIteration) as stop:
        while True:
            next(gen)
            yields += 1
    assert yields >= 20
    assert stop.value.value in state.legal_actions()
    assert agent.last_iterations == 60


def test_time_limit_stops_search(spec: GameSpec) -> None:
    """With a time budget, Hard stops early even when its iteration cap is huge."""
    state = spec.new_state(4, {}, 2)
    seat = state.current_player
    agent = ISMCTSAgent(spec, 3, SearchConfig(iterations=10**9, time_limit=0.05))
    action = agent.choose(state.view(seat), state.legal_actions())
    assert action in state.legal_actions()
    assert 0 < agent.last_iterations < 10**9


def test_single_legal_action_and_empty(spec: GameSpec) -> None:
    state = spec.new_state(2, {}, 4)
    seat = state.current_player
    legal = state.legal_actions()
    for agent in agents(spec, 2):
        assert agent.choose(state.view(seat), legal[:1]) == legal[0]
        with pytest.raises(ValueError):
            agent.think(state.view(seat), [])


def test_greedy_takes_the_obvious_capture(spec: GameSpec) -> None:
    """Normal and Hard prefer capturing a rival's 6 with their own 6 over anything else."""
    state = spec.new_state(2, {}, 9)
    assert isinstance(state, ApocalypseState)
    from zooarcade.games.apocalypse.rules import Move, Occupant

    me = state.current_player
    rival = 1 - me
    # Put my 6 at location 12 and the rival's 6 next to it at 13, out of both hands.
    state.hands[me].remove(6)
    state.hands[rival].remove(6)
    state.occupants[12] = Occupant(me, 6)
    state.occupants[13] = Occupant(rival, 6)
    state.validate()
    legal = state.legal_actions()
    assert Move(12, 13) in legal
    for agent in (GreedyAgent(spec, 1), ISMCTSAgent(spec, 1, SearchConfig(iterations=150))):
        assert agent.choose(state.view(me), legal) == Move(12, 13)


def test_twin_states_tell_a_cheater_apart(spec: GameSpec) -> None:
    """The twin states of the information-set test differ in ways that matter: an agent reading the
    true hidden cards (one-ply heuristic on the true state) would choose differently on some pair."""
    differs = False
    for k, plies in enumerate((0, 5, 14)):
        one, two = twin_states(spec, 60 + k, plies)
        seat = one.current_player

        def peek(state: GameState, seat: int = seat) -> list[float]:
            out = []
            for action in state.legal_actions():
                after = state.clone()
                after.apply(action)
                out.append(spec.heuristic(after, seat))
            return out

        differs = differs or peek(one) != peek(two)
    assert differs


def test_work_budget_is_deterministic(spec: GameSpec) -> None:
    """The work budget stops the search at the same point every time (unlike a time budget)."""
    state = advance(spec.new_state(4, {}, 6), 8, 6)
    seat = state.current_player
    runs = []
    for _ in range(2):
        agent = ISMCTSAgent(spec, 4, SearchConfig(iterations=10**6, max_work=1500))
        action = agent.choose(state.view(seat), state.legal_actions())
        assert 1500 <= agent.last_work < 1500 + 500
        runs.append((action, agent.last_iterations, agent.last_visits))
    assert runs[0] == runs[1]
    assert 0 < runs[0][1] < 10**6
