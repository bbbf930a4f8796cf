"""Zoo Vadis: every numbered case of the resolved spec (``shared/rules/zoo_vadis.md`` "Cases"): position and outcome.

P1, P2, P3 are seats 0, 1, 2.  Positions are on the 3-5 player side unless a case says otherwise.
"""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, at, count, laurel, of_kind, play, position
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Add,
    Ask,
    Bribe,
    Compose,
    Decline,
    EndTurn,
    MoveKeeper,
    Offer,
    Request,
)
from zooarcade.games.zoo_vadis.rules import new_game

PLAIN = ("rhino", "crocodile", "marmoset")  # no Tiger, Ibis, Armadillo or Hyena in play


def advance(src: str, dst: str, tunnel: bool = False) -> Compose:
    return Compose("animal", src, dst, tunnel)


# 1 ------------------------------------------------------------------------------------------------
def test_case_01_a_withheld_vote_blocks_a_given_vote_frees():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "IV"})
    assert s.board.spaces[1] == 5 and s.board.need[1] == 3
    before = s.fingerprint()
    events = play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Decline()))
    assert of_kind(events, "deal_failed")[0].data["why"] == "votes"
    assert at(s, "X1") == [2, 1, 0] and at(s, "X5") == [0, 0, 0]
    assert s.screens == new_screens(before) and s.closed == [1]
    assert advance("X1", "X5") not in s.legal_actions()
    # next turn (fresh position), P2 gives its vote
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "IV"})
    events = play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert at(s, "X5") == [1, 0, 0] and at(s, "X1") == [1, 1, 0]
    assert count(s, 0, "IV") == 1 and count(s, 1, "I") == 2 + 1
    assert [e.data["count"] for e in of_kind(events, "reward")] == [1]


def new_screens(fingerprint: str) -> list:
    import json

    return json.loads(fingerprint)["screens"]


# 2 ------------------------------------------------------------------------------------------------
def test_case_02_own_majority_needs_nobody():
    s = position(3, species=PLAIN, animals={"X9": (3, 2, 0)}, keeper="X8>X12", laurels={"X9>X13": "III"})
    play(s, (0, advance("X9", "X13")))
    assert not any(isinstance(a, Ask) for a in s.legal_actions())
    events = play(s, (0, SEND))
    assert not of_kind(events, "answer") and not of_kind(events, "payment") and not of_kind(events, "reward")
    assert s.star == [0] and count(s, 0, "III") == 1 and s.screens[1] == [2, 0, 0, 0, 0, 0, 0, 0]


# 3 ------------------------------------------------------------------------------------------------
def test_case_03_two_outside_votes_each_earn_one_i():
    s = position(3, species=PLAIN, animals={"X9": (1, 2, 2)}, keeper="X8>X12")
    supply = s.supply_i
    play(
        s,
        (0, advance("X9", "X13")),
        (0, Ask(1, 1)),
        (0, NO_OFFER),
        (0, Ask(2, 1)),
        (0, NO_OFFER),
        (0, SEND),
        (1, Accept()),
        (2, Accept()),
    )
    assert s.star == [0]
    assert count(s, 1, "I") == 3 and count(s, 2, "I") == 3 and s.supply_i == supply - 2


# 4 ------------------------------------------------------------------------------------------------
def test_case_04_the_zoo_keepers_path_needs_no_vote_and_pays_nothing():
    s = position(3, species=PLAIN, animals={"X9": (1, 2, 0)}, keeper="X9>X13", laurels={"X9>X13": "V"})
    play(s, (0, advance("X9", "X13")))
    assert SEND in s.legal_actions() and not any(isinstance(a, Ask) for a in s.legal_actions())
    events = play(s, (0, SEND))
    assert s.star == [0] and laurel(s, "X9>X13") == "V" and s.counts == [2, 2, 2]
    assert not of_kind(events, "collect") and not of_kind(events, "reward")


# 5 ------------------------------------------------------------------------------------------------
def test_case_05_tiger_takes_the_token_under_the_keeper():
    s = position(
        3, species=("rhino", "crocodile", "tiger"), animals={"X9": (1, 2, 0)}, keeper="X9>X13", laurels={"X9>X13": "V"}
    )
    bag = sum(s.bag)
    events = play(s, (0, advance("X9", "X13")), (0, Request("tiger")), (0, NO_OFFER), (0, SEND), (2, Accept()))
    assert count(s, 0, "V") == 1 and of_kind(events, "collect")[0].data["via"] == "tiger"
    assert s.keeper == s.board.space_index("X9>X13") and sum(s.bag) == bag - 1
    assert laurel(s, "X9>X13") == of_kind(events, "refill")[0].data["kind"]
    assert count(s, 2, "I") == 2 + data.ABILITY_I_REWARD["tiger"] and s.tiles[2] == 1
    # the Tiger's owner cannot use Tiger on its own move
    own = position(3, species=("rhino", "crocodile", "tiger"), animals={"X9": (0, 2, 1)}, keeper="X9>X13", to_move=2)
    play(own, (2, advance("X9", "X13")))
    assert Request("tiger") not in own.legal_actions()


# 6 ------------------------------------------------------------------------------------------------
def test_case_06_bribing_a_peacock_takes_a_ii_or_more_to_the_box():
    s = position(
        3, species=PLAIN, animals={"X1": (2, 2, 0)}, peacocks={"X1": 1}, keeper="X8>X12", screens={0: {"III": 1}}
    )
    play(s, (0, advance("X1", "X5")))
    legal = s.legal_actions()
    assert Bribe(3) in legal and Bribe(1) not in legal  # two tokens I never bribe a peacock
    events = play(s, (0, Bribe(3)))
    assert not any(isinstance(a, Bribe) for a in s.legal_actions())  # one bribe per peacock
    events = play(s, (0, SEND))
    assert at(s, "X5") == [1, 0, 0] and s.box[data.TOKEN_KINDS.index("III")] == 1 and count(s, 0, "III") == 0
    assert of_kind(events, "bribe")[0].data["values"] == [3]
    assert not of_kind(events, "reward")  # a peacock's vote earns nobody an I


# 7 ------------------------------------------------------------------------------------------------
def test_case_07_a_full_one_space_exhibit_takes_nobody_without_the_ibis():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0)}, peacocks={"X5": 1}, keeper="X8>X12")
    assert advance("X1", "X5") not in s.legal_actions()
    s = position(3, species=("rhino", "ibis", "tiger"), animals={"X1": (3, 0, 0)}, peacocks={"X5": 1}, keeper="X8>X12")
    play(s, (0, advance("X1", "X5")))
    assert SEND not in s.legal_actions() and "Ibis" in (s.draft_problem() or "")
    play(s, (0, Request("ibis")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert s.occupants(5) == 2 and at(s, "X5") == [1, 0, 0] and s.tiles[1] == 1


# 8 ------------------------------------------------------------------------------------------------
def test_case_08_anyone_advances_a_peacock_and_one_may_end_the_game():
    s = position(
        3,
        species=PLAIN,
        animals={"X13": (2, 1, 1), "X6": (1, 0, 0)},
        peacocks={"X9": 1, "X6": 1},
        keeper="X8>X12",
        to_move=1,
    )
    s.star = [0, 1, 0, 2]
    s.touch()
    play(s, (1, Compose("peacock", "X6", "X11")), (1, SEND))
    assert s.peacocks[11] == 1 and count(s, 1, "I") == 3 and not s.is_terminal()
    play(s, (2, Compose("peacock", "X9", "X13")))
    events = play(s, (2, SEND))
    assert s.is_terminal() and s.end == "star" and s.star == [0, 1, 0, 2, -1]
    assert count(s, 2, "I") == 3 and events[-1].kind == "game_end"


# 9 ------------------------------------------------------------------------------------------------
def test_case_09_the_armadillo_opens_a_tunnel_without_votes():
    s = position(3, species=PLAIN, animals={"X3": (1, 2, 0)}, keeper="X8>X12")
    assert advance("X3", "X10", True) not in s.legal_actions()
    s = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X3": (1, 2, 0)}, keeper="X8>X12")
    screens = [list(x) for x in s.screens]
    play(s, (0, advance("X3", "X10", True)))
    assert not any(isinstance(a, Ask) for a in s.legal_actions()) and SEND not in s.legal_actions()
    events = play(s, (0, Request("armadillo")), (0, NO_OFFER), (0, SEND), (2, Accept()))
    assert at(s, "X10") == [1, 0, 0] and not of_kind(events, "collect")
    assert s.screens[0] == screens[0] and count(s, 2, "I") == 2 + data.ABILITY_I_REWARD["armadillo"]
    full = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X3": (1, 2, 0), "X10": (0, 0, 1)})
    assert advance("X3", "X10", True) not in full.legal_actions()  # no room at the tunnel's end


# 10 -----------------------------------------------------------------------------------------------
def test_case_10_crocodile_moves_a_new_animal_on():
    s = position(3, species=("rhino", "crocodile", "tiger"), keeper="X8>X12")
    play(s, (0, Compose("add", "", "X0")))
    events = play(s, (0, Request("crocodile", "X4")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert at(s, "X0") == [0, 0, 0] and at(s, "X4") == [1, 0, 0] and s.supply[0] == 5
    assert not of_kind(events, "collect") and count(s, 1, "I") == 2 + data.ABILITY_I_REWARD["crocodile"]


# 11 -----------------------------------------------------------------------------------------------
def test_case_11_marmoset_takes_another_token():
    s = position(
        3,
        species=("rhino", "marmoset", "tiger"),
        animals={"X1": (3, 0, 0)},
        keeper="X8>X12",
        laurels={"X1>X8": "III", "X14>X13": "V"},
    )
    play(s, (0, advance("X1", "X8")), (0, Request("marmoset", "X14>X13")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert count(s, 0, "V") == 1 and count(s, 0, "III") == 0
    assert laurel(s, "X1>X8") == "III" and at(s, "X8") == [1, 0, 0]
    assert s.laurels[s.board.space_index("X14>X13")] >= 0 or sum(s.bag) == 0  # refilled from the bag


# 12 -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("keeper_first", [True, False])
def test_case_12_hyena_moves_the_keeper_before_or_after(keeper_first):
    s = position(3, species=("rhino", "hyena", "tiger"), animals={"X6": (1, 2, 0)}, keeper="X8>X12")
    if keeper_first:
        play(s, (0, Compose("hyena", "", "X6>X9")), (0, NO_OFFER), (0, SEND), (1, Accept()))
        assert s.keeper == s.board.space_index("X6>X9") and s.phase == "turn" and s.tiles[1] == 1
        play(s, (0, advance("X6", "X9")))
        assert SEND in s.legal_actions()  # no vote on the keeper's path
        play(s, (0, SEND))
        assert at(s, "X9")[0] == 1 and s.to_move == 1
    else:
        play(s, (0, MoveKeeper("X6>X9")))
        assert s.phase == "post"  # the Hyena may still be asked after the action
        play(s, (0, Compose("hyena", "", "X1>X8")), (0, NO_OFFER), (0, SEND), (1, Accept()))
        assert s.keeper == s.board.space_index("X1>X8") and s.to_move == 1 and s.tiles[1] == 1


# 13 -----------------------------------------------------------------------------------------------
def test_case_13_add_needs_room_and_an_animal_in_supply():
    s = position(3, species=PLAIN, animals={"X0": (1, 0, 0), "X1": (2, 2, 1), "X2": (0, 1, 0), "X3": (1, 1, 1)})
    assert not any(isinstance(a, Add) for a in s.legal_actions())
    s = position(3, species=PLAIN, animals={"X4": (1, 0, 0), "X8": (2, 0, 0), "X12": (2, 0, 0), "X13": (1, 0, 0)})
    assert s.supply[0] == 0 and not any(isinstance(a, Add) for a in s.legal_actions())
    s = position(3, species=PLAIN)
    assert {a.exhibit for a in s.legal_actions() if isinstance(a, Add)} == {"X0", "X1", "X2", "X3"}


#: Rhino 24, Crocodile 28, Tiger 28, Armadillo 31 laurels (2 start I each, plus these).
CASE_14 = {
    0: {"III": 4, "IV": 1, "II": 3},
    1: {"V": 2, "IV": 2, "III": 2, "II": 1},
    2: {"V": 2, "IV": 2, "III": 2, "II_ZOO_KEEPER": 1},
    3: {"V": 2, "IV": 3, "III": 2, "I": 1},
}
EMPTY_BOARD = {sid: None for sid in new_game(4, {}, 0).board.space_ids}


# 14 -----------------------------------------------------------------------------------------------
def test_case_14_winner_most_laurels_in_the_star_tie_to_the_lowest_space():
    s = position(
        4,
        species=("rhino", "crocodile", "tiger", "armadillo"),
        animals={"X13": (1, 1, 0, 0), "X9": (0, 0, 1, 0)},
        keeper="X9>X13",
        to_move=2,
        laurels=EMPTY_BOARD,
        screens=CASE_14,
    )
    s.peacocks[13] = 2
    s.star = [0, 1, -1, -1]
    s.touch()
    assert s.scores() == [24, 28, 28, 31]
    events = play(s, (2, advance("X9", "X13")), (2, SEND))  # the keeper's path: no vote, no laurel
    assert s.star == [0, 1, -1, -1, 2] and s.is_terminal()
    end = events[-1]
    assert end.kind == "game_end" and end.data["scores"] == [24, 28, 28, 31] and end.data["winners"] == [1]
    assert s.winners() == [1]


def test_case_14_scoring_rule_seven():
    s = position(
        4,
        species=("rhino", "crocodile", "tiger", "armadillo"),
        animals={"X13": (1, 1, 1, 0), "X9": (0, 0, 0, 3)},
        keeper="X8>X12",
        laurels=EMPTY_BOARD,
        screens=CASE_14,
    )
    s.peacocks[13] = 2
    s.star = [0, 1, -1, -1, 2]
    s.touch()
    assert s.scores() == [24, 28, 28, 31]
    assert s.winners() == [1]
    s.star = [0, 2, -1, -1, 1]
    assert s.winners() == [2]
    s.star = [-1, -1, -1, -1, -1]
    assert s.winners() == []


# 15 -----------------------------------------------------------------------------------------------
def test_case_15_a_failed_vote_closes_only_that_exhibit():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0), "X3": (2, 0, 0)}, peacocks={"X8": 1}, keeper="X8>X12")
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Decline()))
    legal = s.legal_actions()
    assert s.current_player == 0 and s.phase == "turn"
    assert not any(isinstance(a, Compose) and a.src == "X1" and a.piece == "animal" for a in legal)
    assert advance("X3", "X6") in legal and MoveKeeper("X9>X13") in legal and Add("X0") in legal
    assert Compose("peacock", "X8", "X12") in legal
    play(s, (0, Add("X0")))
    assert s.to_move == 1 and s.closed == []  # closed only for the rest of that turn


# 16 -----------------------------------------------------------------------------------------------
def test_case_16_five_quiet_rounds_end_the_game():
    s = position(3, species=PLAIN, animals={"X13": (1, 0, 0)}, keeper="X8>X12", to_move=0)
    s.star = [0]
    s.touch()
    spaces = s.board.space_ids
    for r in range(data.STALL_ROUNDS):
        for seat in range(3):
            assert not s.is_terminal()
            target = next(a for a in s.legal_actions() if isinstance(a, MoveKeeper))
            play(s, (seat, target))
        assert s.quiet == r + 1 or s.is_terminal()
    assert s.is_terminal() and s.end == "stall" and s.winners() == [0]
    assert spaces  # the keeper moved every turn: nothing entered an exhibit
    # an Add resets the count
    s = position(3, species=PLAIN)
    for _ in range(2):
        for seat in range(3):
            play(s, (seat, MoveKeeper(s.board.space_ids[(s.keeper + 1) % 10])))
    assert s.quiet == 2
    play(s, (0, Add("X1")))
    for seat in (1, 2):
        play(s, (seat, MoveKeeper(s.board.space_ids[(s.keeper + 1) % 10])))
    assert s.quiet == 0 and s.round == 4


# 17 -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "players,where", [(3, ["X1", "X8"]), (4, ["X1", "X9"]), (5, ["X1", "X9"]), (6, ["X1", "X9"]), (7, ["X9"])]
)
def test_case_17_peacocks_per_player_count(players, where):
    s = new_game(players, {}, 3)
    assert [f"X{x}" for x, c in enumerate(s.peacocks) for _ in range(c)] == where
    assert s.star_size - sum(s.peacocks) >= 3
    if players >= 6:
        five = new_game(players, {"star": 5}, 3)
        assert five.star_size == 5 and five.star_size - sum(five.peacocks) >= 3


def test_end_turn_needs_an_action_first():
    s = position(3, species=PLAIN)
    assert EndTurn() not in s.legal_actions() and "no passing" in (s.explain(EndTurn()) or "")


def test_offer_values_come_from_the_screen():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", screens={0: {"V": 1}})
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)))
    offers = {a.values for a in s.legal_actions() if isinstance(a, Offer)}
    assert offers == {(), (1,), (5,), (1, 1), (1, 5)}
