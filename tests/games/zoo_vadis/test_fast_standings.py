"""The one-pass standings the negotiators and Normal's rule use give exactly the per-seat values."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import tokens
from zooarcade.games.zoo_vadis.ai import heuristic, standing, standings
from zooarcade.games.zoo_vadis.negotiation import public_standing, public_standings
from zooarcade.games.zoo_vadis.rules import PEACOCK, VadisState, new_game


def _star_with_a_peacock() -> VadisState:
    s = position(3, animals={"X0": (2, 0, 1), "X5": (0, 1, 0), "X9": (1, 0, 2)})
    s.star = [2, PEACOCK]
    return s


def test_a_peacock_in_the_star_counts_for_nobody():
    s = _star_with_a_peacock()
    every = standings(s)
    assert every == [standing(s, seat) for seat in range(3)]
    # seat 2 has the Star animal; the peacock must not lift seat 2 (index -1) a second time
    assert every[2] - standing(s, 2, 0.0) == pytest.approx(tokens.total_value(s.screens[2]))
    assert standings(s, [5.0, 0.0, 1.5]) == [standing(s, 0, 5.0), standing(s, 1, 0.0), standing(s, 2, 1.5)]


def _positions(n: int, seed: int, steps: int):
    s = new_game(n, {}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        yield s
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("n", [3, 5, 7])
def test_standings_match_the_seat_by_seat_values_along_random_games(n):
    seen = 0
    for seed in range(3):
        for s in _positions(n, seed, 250):
            assert standings(s) == [standing(s, seat) for seat in range(n)]
            view = s.view(seed % n)
            me = seed % n
            assert public_standings(view, me) == [public_standing(view, seat, me) for seat in range(n)]
            every = [standing(s, seat) for seat in range(n)]
            if not s.is_terminal():
                assert heuristic(s, 1) == every[1] - max(v for k, v in enumerate(every) if k != 1)
            seen += 1
    assert seen > 300


def test_total_value_refuses_a_pile_of_the_wrong_shape():
    assert tokens.total_value([1, 1, 0, 0, 0, 1, 0, 2]) == 1 + 2 + 3 + 10
    with pytest.raises(ValueError):
        tokens.total_value([1, 2, 3])
