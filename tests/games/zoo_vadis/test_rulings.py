"""Zoo Vadis rulings beyond the numbered cases (spec rules 1, 3, 4, 8, 9): exact positions, exact outcomes.

P1, P2, P3 are seats 0, 1, 2.
"""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, at, count, laurel, of_kind, play, position, short_supply
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Add,
    Ask,
    Bribe,
    Compose,
    Decline,
    EndTurn,
    Leave,
    MoveKeeper,
    Request,
)

PLAIN = ("rhino", "crocodile", "marmoset")


def advance(src: str, dst: str, tunnel: bool = False) -> Compose:
    return Compose("animal", src, dst, tunnel)


def requests(s) -> set[tuple[str, str]]:
    """The ability requests open in the deal being built, as (ability, target)."""
    return {(a.ability, a.target) for a in s.legal_actions() if isinstance(a, Request)}


# ---------------------------------------------------------------------- rule 8: the round cap
@pytest.mark.parametrize("start_round,ends", [(data.MAX_ROUNDS - 1, False), (data.MAX_ROUNDS, True)])
def test_the_game_ends_when_the_last_round_ends(start_round, ends):
    s = position(3, species=PLAIN, animals={"X13": (0, 1, 0)}, keeper="X8>X12")
    s.star = [1]
    s.round = start_round
    s.touch()
    for seat in range(3):
        assert not s.is_terminal()
        events = play(s, (seat, Add("X1")))  # something enters every turn: never a stall
    assert s.quiet == 0
    if ends:
        assert s.is_terminal() and s.end == "rounds" and s.winners() == [1]
        assert events[-1].kind == "game_end" and s.progress().round == data.MAX_ROUNDS
    else:
        assert not s.is_terminal() and s.round == data.MAX_ROUNDS and s.to_move == 0


# ---------------------------------------------------------------------- rule 1: bribes
def test_any_ii_bribes_a_peacock_and_goes_to_the_box_without_acting():
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (2, 2, 0)},
        peacocks={"X1": 1, "X4": 1},
        keeper="X8>X12",
        laurels={"X1>X5": "III"},
        screens={0: {"II_PEACOCK": 1}},
    )
    play(s, (0, advance("X1", "X5")))
    assert Bribe(2) in s.legal_actions()  # a special II is worth II for a bribe
    events = play(s, (0, Bribe(2)), (0, SEND))
    assert at(s, "X5") == [1, 0, 0] and count(s, 0, "II_PEACOCK") == 0
    assert s.box[data.TOKEN_KINDS.index("II_PEACOCK")] == 1
    assert of_kind(events, "bribe")[0].data["kinds"] == ["II_PEACOCK"]
    assert s.phase == "turn" and s.to_move == 1  # a paid II-Peacock grants no bonus peacock move


# ---------------------------------------------------------------------- rule 3: a closed exhibit
def test_a_closed_exhibit_may_still_be_left_where_no_vote_is_needed():
    s = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X1": (1, 2, 0)}, keeper="X1>X5")
    play(s, (0, advance("X1", "X8")), (0, Ask(1, 2)), (0, NO_OFFER), (0, SEND))
    events = play(s, (1, Decline()))
    assert of_kind(events, "deal_failed")[0].data["closed"] and s.closed == [1] and s.to_move == 0
    legal = s.legal_actions()
    assert advance("X1", "X8") not in legal  # the vote is closed for the rest of the turn ...
    assert advance("X1", "X5") in legal  # ... but the Zoo Keeper's path needs no vote
    assert advance("X1", "X9", True) in legal  # ... nor the Armadillo's tunnel
    play(s, (0, advance("X1", "X5")), (0, SEND))
    assert at(s, "X5") == [1, 0, 0] and s.to_move == 1 and s.closed == []


# ---------------------------------------------------------------------- rule 4: laurels and the keeper
def test_the_keeper_may_stand_on_an_empty_laurel_space():
    s = position(3, species=PLAIN, keeper="X8>X12", laurels={"X1>X5": None})
    assert MoveKeeper("X1>X5") in s.legal_actions() and MoveKeeper("X8>X12") not in s.legal_actions()
    events = play(s, (0, MoveKeeper("X1>X5")))
    assert s.keeper == s.board.space_index("X1>X5") and laurel(s, "X1>X5") is None
    assert of_kind(events, "keeper")[0].data["under"] is None and s.to_move == 1


def test_a_peacock_advance_pays_its_i_only_while_the_supply_lasts():
    for left, paid in ((1, 1), (0, 0)):
        s = position(3, species=PLAIN, peacocks={"X1": 1}, keeper="X8>X12")
        short_supply(s, left)
        play(s, (0, Compose("peacock", "X1", "X5")), (0, SEND))
        assert s.peacocks[5] == 1 and count(s, 0, "I") == 2 + paid and s.supply_i == 0


# ---------------------------------------------------------------------- rule 9: abilities
def test_an_ability_needs_an_unused_tile_of_another_seat():
    s = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X3": (1, 2, 0)}, keeper="X8>X12")
    assert advance("X3", "X10", True) in s.legal_actions()
    s.tiles[2] = 0
    s.touch()
    assert advance("X3", "X10", True) not in s.legal_actions()  # both Armadillo tiles are used
    own = position(
        3, species=("armadillo", "crocodile", "rhino"), animals={"X3": (1, 2, 0)}, keeper="X8>X12", to_move=0
    )
    assert advance("X3", "X10", True) not in own.legal_actions()  # never your own species' ability


def test_each_ability_is_offered_only_with_a_legal_target():
    species = ("hyena", "crocodile", "marmoset", "tiger", "ibis", "rhino")  # 6 players: X1 has 7 spaces
    # X1 -> X8 (3 spaces, room for two): Rhino and Marmoset have targets; no Tiger (the keeper is elsewhere),
    # no Crocodile (X8 is not a 1-space exhibit), no Ibis (there is room)
    s = position(6, species=species, animals={"X1": (4, 1, 0, 0, 0, 0)}, keeper="X9>X13", laurels={"X1>X8": "III"})
    play(s, (0, advance("X1", "X8")))
    offered = requests(s)
    assert {a for a, _ in offered} == {"rhino", "marmoset"}
    assert {t for a, t in offered if a == "rhino"} == {"0", "1"}  # another own animal, or another seat's
    marmoset = {t for a, t in offered if a == "marmoset"}
    assert "X1>X8" not in marmoset and "X9>X13" not in marmoset  # not the path's own token, never the keeper's
    assert len(marmoset) == 8
    # leaving the laurel withdraws the Marmoset (it acts only on a move that collects)
    play(s, (0, Leave()))
    assert not any(a == "marmoset" for a, _ in requests(s))
    # into a 1-space exhibit: the Crocodile to each exhibit beyond with room; the Tiger on the keeper's path
    s = position(6, species=species, animals={"X1": (4, 0, 0, 0, 0, 0)}, keeper="X1>X5")
    play(s, (0, advance("X1", "X5")))
    offered = requests(s)
    assert ("crocodile", "X9") in offered and ("tiger", "") in offered and ("ibis", "") not in offered
    s = position(6, species=species, animals={"X1": (4, 0, 0, 0, 0, 0), "X9": (0, 7, 0, 0, 0, 0)}, keeper="X8>X12")
    play(s, (0, advance("X1", "X5")))
    assert not any(a == "crocodile" for a, _ in requests(s))  # X9 is full: nowhere to move on to


def test_the_ibis_lets_in_one_extra_piece_and_never_helps_an_add():
    species = ("rhino", "crocodile", "ibis")
    s = position(3, species=species, animals={"X1": (3, 0, 0)}, peacocks={"X5": 2}, keeper="X8>X12")
    assert advance("X1", "X5") not in s.legal_actions()  # the extra place is taken already
    s = position(3, species=species, peacocks={"X0": 1}, keeper="X8>X12")
    assert Add("X0") not in s.legal_actions() and not any(
        isinstance(a, Compose) and a.piece == "add" and a.dst == "X0" for a in s.legal_actions()
    )


def test_a_hyena_refused_leaves_the_keeper_and_the_tile_and_is_asked_once_a_turn():
    s = position(3, species=("rhino", "hyena", "tiger"), animals={"X6": (1, 2, 0), "X3": (0, 1, 0)}, keeper="X8>X12")
    play(s, (0, Compose("hyena", "", "X6>X9")), (0, NO_OFFER), (0, SEND))
    events = play(s, (1, Decline()))
    assert of_kind(events, "deal_failed") and s.keeper == s.board.space_index("X8>X12") and s.tiles[1] == 2
    assert s.phase == "turn" and s.to_move == 0 and s.closed == []  # still P1's turn; no exhibit closed
    assert not any(isinstance(a, Compose) and a.piece == "hyena" for a in s.legal_actions())
    play(s, (0, MoveKeeper("X6>X9")))
    assert s.phase == "turn" and s.to_move == 1  # nothing left to do after the action: the turn ends
    play(s, (1, Add("X1")), (2, Add("X2")), (2, EndTurn()))  # seat 2 could still ask the Hyena: it ends
    assert any(isinstance(a, Compose) and a.piece == "hyena" for a in s.legal_actions())  # a new turn
    play(s, (0, Compose("hyena", "", "X1>X8")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert s.keeper == s.board.space_index("X1>X8") and s.tiles[1] == 1 and s.to_move == 0
