"""Zoo Vadis through the conformance harness (3-7 seats, options), and 1,000 seeded random games per seat count.

The invariant is checked independently of the rules' own helpers: every one of the 102 tokens is
somewhere (bag + board + supply + behind screens + box, by kind), every animal is on the board or in
its supply, the Star's arrival order matches its occupants, and at the end the winner is recomputed
from the screens and the Star order (spec rule 7).
"""

from __future__ import annotations

import pytest

from tests.conformance import check_game, uniform
from zooarcade.core.protocol import Action, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import data, spec
from zooarcade.games.zoo_vadis.actions import Add, Ask, Bribe, Compose, Send
from zooarcade.games.zoo_vadis.rules import VadisState

SPEC = spec()
KINDS = data.TOKEN_KINDS


def invariant(state: GameState) -> None:
    """Token and piece conservation, Star order, and (at the end) the winner by rule 7."""
    assert isinstance(state, VadisState)
    where = [0] * len(KINDS)
    for k, c in enumerate(state.bag):
        where[k] += c
    for k, c in enumerate(state.box):
        where[k] += c
    for k in state.laurels:
        if k >= 0:
            where[k] += 1
    where[KINDS.index("I")] += state.supply_i
    for seat, screen in enumerate(state.screens):
        assert screen is not None and min(screen) >= 0
        assert sum(screen) == state.counts[seat]
        for k, c in enumerate(screen):
            where[k] += c
            assert state.floors[seat][k] <= c, "a public floor claims a token that is not there"
    assert {k: where[i] for i, k in enumerate(KINDS)} == dict(data.ALL_TOKENS)
    assert sum(where) == 102
    for seat in range(state.n):
        assert state.supply[seat] + sum(row[seat] for row in state.animals) == data.ANIMALS_PER_SPECIES
    star = state.board.star
    assert len(state.star) == sum(state.animals[star]) + state.peacocks[star]
    assert all(state.star.count(seat) == state.animals[star][seat] for seat in range(state.n))
    assert state.star.count(-1) == state.peacocks[star]
    assert len(state.star) <= state.star_size + 1
    for x, room in enumerate(state.board.spaces):
        assert sum(state.animals[x]) + state.peacocks[x] <= room + 1, "more than one Ibis extra"
    if state.is_terminal():
        if state.end == "star":
            assert len(state.star) >= state.star_size
        laurels = [sum(c * data.TOKEN_VALUE[KINDS[k]] for k, c in enumerate(s or ())) for s in state.screens]
        in_star = [who for who in state.star if who >= 0]
        if not in_star:
            assert state.winners() == []
        else:
            best = max(laurels[s] for s in in_star)
            first = next(s for s in state.star if s >= 0 and laurels[s] == best)
            assert state.winners() == [first]


def finishing(state: GameState, legal: list[Action], rng: Rng) -> Action:
    """Random play that leans toward advancing and sending deals, so games end sooner.

    Deal answers stay random: accept, decline or counter (at a random value) with one chance in three each.
    """
    assert isinstance(state, VadisState)
    phase = state.phase
    if phase == "turn" and rng.random() < 0.85:
        moves = [a for a in legal if isinstance(a, Add) or (isinstance(a, Compose) and a.piece != "hyena")]
        if moves:
            return moves[rng.randrange(len(moves))]
    elif phase == "compose":
        if len(legal) > 1 and legal[-2] == SEND and rng.random() < 0.8:
            return SEND
        votes = [a for a in legal if isinstance(a, Ask | Bribe)]
        if votes and rng.random() < 0.8:
            return votes[rng.randrange(len(votes))]
    elif phase == "answer":
        pick = rng.randrange(3)
        return legal[pick] if pick < 2 else legal[2 + rng.randrange(len(legal) - 2)]
    elif phase == "counter" and len(legal) > 1 and rng.random() < 0.7:
        return legal[rng.randrange(len(legal) - 1)]
    return uniform(state, legal, rng)


SEND = Send()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_conformance_deep(players):
    report = check_game(SPEC, players, games=3, seed=500 + players, deep_every=9, invariant=invariant)
    assert report.games == 3 and report.longest <= SPEC.max_steps(players)


@pytest.mark.parametrize(
    "players,options", [(6, {"star": 5}), (7, {"star": 5, "variant": "classic"}), (4, {"variant": "classic"})]
)
def test_conformance_options(players, options):
    report = check_game(
        SPEC, players, games=4, seed=77, deep_every=15, options=options, invariant=invariant, policy=finishing
    )
    assert report.games == 4


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_conformance_finishing_policy(players):
    report = check_game(
        SPEC, players, games=6, seed=900 + players, deep_every=40, invariant=invariant, policy=finishing
    )
    assert report.games == 6


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_thousand_random_games(players):
    """1,000 seeded games per seat count: no exception, every game ends within the bound, invariants sampled."""
    bound = SPEC.max_steps(players)
    ends: dict[str, int] = {}
    longest = 0
    for deal in range(1000):
        state = SPEC.new_state(players, SPEC.resolve_options(players), deal)
        assert isinstance(state, VadisState)
        rng = Rng.from_seed(f"thousand:{players}:{deal}")
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal, f"deal {deal} step {steps}: no legal action"
            state.apply(finishing(state, legal, rng))
            steps += 1
            assert steps <= bound, f"deal {deal}: no end within {bound} steps"
            if deal % 50 == 0 and steps % 7 == 0:
                invariant(state)
        invariant(state)
        ends[state.end or ""] = ends.get(state.end or "", 0) + 1
        longest = max(longest, steps)
    assert sum(ends.values()) == 1000 and set(ends) <= {"star", "stall", "rounds"}
    assert ends.get("star", 0) > 900  # random play that leans on advancing mostly fills the Star
