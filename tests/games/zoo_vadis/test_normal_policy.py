"""Zoo Vadis Normal's Zoo Keeper rule (session 6, ``NORMAL_KEEPER_RULE``, on at the table since session 7):
it adds early and never shuttles the Zoo Keeper (exact positions)."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.games.zoo_vadis import agents
from zooarcade.games.zoo_vadis.actions import Add, MoveKeeper
from zooarcade.games.zoo_vadis.agents import VadisAgent
from zooarcade.games.zoo_vadis.rules import VadisState

PLAIN = ("rhino", "crocodile", "marmoset")


@pytest.fixture
def keeper_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """Normal with the Zoo Keeper rule on (the shipped default; set here so the tests hold if it is switched off)."""
    monkeypatch.setattr(agents, "NORMAL_KEEPER_RULE", True)


def _choose(s: VadisState, seed: int):
    return VadisAgent("normal", seed).choose(s.view(s.to_move), s.legal_actions(), s.decision())


def test_normal_adds_on_an_empty_board_instead_of_moving_the_keeper(keeper_rule):
    # no animal on the board, no peacock: the only choices are Add (4 exhibits) and 14 keeper moves
    s = position(3, species=PLAIN, keeper="X9>X13")
    choices = [_choose(s, seed) for seed in range(12)]
    assert all(isinstance(a, Add) for a in choices), choices  # session 5's Normal: mostly keeper moves (a tie)


def test_the_state_remembers_keeper_moves_in_public():
    s = position(3, species=PLAIN, keeper="X9>X13")
    s.apply(MoveKeeper("X1>X8"))
    src, dst = s.board.space_index("X9>X13"), s.board.space_index("X1>X8")
    assert s.last_keeper_move(0) == (src, dst) and s.last_keeper_move() == (src, dst)
    assert s.last_keeper_move(1) is None
    assert s.view(2).last_keeper_move(0) == (src, dst)
    back = VadisState.from_json(s.to_json())
    assert back.keeper_log == [[0, src, dst]]


def test_normal_never_moves_the_keeper_back_where_its_last_move_took_it_from(keeper_rule):
    # seat 0 has no animal left to add and every exhibit its animals could enter is full of peacocks; its last
    # keeper move took the keeper from X9>X13 to X1>X8: putting it back there would undo it
    s = position(
        3,
        species=PLAIN,
        keeper="X1>X8",
        animals={"X0": (1, 0, 0), "X1": (2, 3, 0), "X2": (1, 0, 0), "X3": (2, 1, 0)},
        peacocks={"X4": 1, "X5": 1, "X6": 3, "X7": 1, "X8": 3},
    )
    assert s.supply[0] == 0
    s.keeper_log = [[0, s.board.space_index("X9>X13"), s.board.space_index("X1>X8")]]
    s.touch()
    s.validate()
    back = MoveKeeper("X9>X13")
    assert back in s.legal_actions()
    choices = [_choose(s, seed) for seed in range(40)]
    assert back not in choices, choices
