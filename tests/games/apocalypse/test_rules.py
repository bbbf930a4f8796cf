"""Apocalypse at the Zoo of Carson City: every rule of the resolved spec and its 15 numbered cases.

Positions are built with :mod:`tests.games.apocalypse.helpers`; locations are 1-based
``(row, col)`` as in ``shared/rules/apocalypse.md``.  Expected piles and scores are worked
out by hand in the comments.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.games.apocalypse.helpers import (
    active,
    build,
    char,
    loc,
    mutant,
    mutant_card,
    occupant,
    pile_summary,
    reshuffle_hidden,
    stack_values,
)
from zooarcade.core.protocol import TERMINAL, Action, GameSpec, IllegalAction, StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse import spec
from zooarcade.games.apocalypse.data import GRID, max_turns, neighbours
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Occupant, Place, new_game


def play(state: ApocalypseState, action: Place | Move) -> list[str]:
    """Apply ``action`` (which must be listed as legal) and return the kinds of its events."""
    assert action in state.legal_actions(), f"{action} should be legal"
    return [e.kind for e in state.apply(action)]


def assert_illegal(state: ApocalypseState, action: Place | Move, reason_part: str) -> None:
    """Check that ``action`` is refused with a reason containing ``reason_part`` and changes nothing."""
    before = state.fingerprint()
    assert action not in state.legal_actions()
    assert state.check(action) is not None
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert reason_part in info.value.reason
    assert state.fingerprint() == before


# ---------------------------------------------------------------------------------------- setup


def test_setup_deals_two_cards_everywhere_with_four_infected() -> None:
    s = new_game(3, None, 42)
    assert [len(st) for st in s.stacks] == [2] * 25
    assert sorted(c for st in s.stacks for c in st) == list(range(50))
    assert Counter(s.values) == {0: 10, 1: 10, 2: 10, 3: 10, 4: 10}
    infected_values = sorted(s.values[c] for c in range(50) if s.infected[c])
    assert infected_values == [0, 1, 2, 3]
    assert s.hands == [[3, 4, 5, 6]] * 3
    assert s.piles == [[], [], []]
    assert s.occupants == [None] * 25
    assert s.current_player == s.first_player == s.to_move
    assert s.scores() == [18, 18, 18]


@pytest.mark.parametrize("n", [1, 5, 0])
def test_setup_rejects_bad_seat_counts(n: int) -> None:
    with pytest.raises(ValueError):
        new_game(n, None, 1)
    with pytest.raises(ValueError):
        spec().check_players(n)


def test_first_seat_is_drawn_and_every_seat_can_start() -> None:
    starts = Counter(new_game(4, None, seed).first_player for seed in range(200))
    assert set(starts) == {0, 1, 2, 3}
    assert new_game(4, None, 99).first_player == new_game(4, None, 99).first_player


def test_first_turn_offers_every_place_and_no_move() -> None:
    s = new_game(2, None, 5)
    legal = s.legal_actions()
    assert len(legal) == 4 * 25
    assert all(isinstance(a, Place) for a in legal)


# ---------------------------------------------------------------------------------------- Place


def test_place_only_where_no_occupant_and_a_zoo_card() -> None:
    # (1,1) empty location; (1,2) mutant on nothing; (1,3) own character on a card;
    # (1,4) one card and nobody; everything else two cards.
    s = build(
        {(1, 1): [], (1, 2): [], (1, 3): [2], (1, 4): [1]},
        {(1, 2): mutant(1, 3), (1, 3): active(0, 6)},
        piles=[[4, 4, 4], ["1*", 0, 0]],
    )
    places = {(a.value, a.loc) for a in s.legal_actions() if isinstance(a, Place)}
    open_locs = [i for i in range(25) if i not in (loc(1, 1), loc(1, 2), loc(1, 3))]
    assert places == {(v, i) for v in (3, 4, 5) for i in open_locs}
    assert_illegal(s, Place(3, loc(1, 1)), "no zoo card")
    assert_illegal(s, Place(3, loc(1, 2)), "occupied")
    assert_illegal(s, Place(3, loc(1, 3)), "occupied")
    assert_illegal(s, Place(6, loc(1, 4)), "no 6 in hand")
    assert_illegal(s, Place(3, 25), "no such location")
    assert_illegal(s, Place(3, -1), "no such location")


# ---------------------------------------------------------------------------------------- Move


def _mover_position() -> ApocalypseState:
    """Seat 0's 5 at (3,3) on a 1 with everything around full, except (3,4) which is empty."""
    return build({(3, 3): [1], (3, 4): []}, {(3, 3): active(0, 5)}, piles=[[4, 4, 4], []])


def test_move_is_one_orthogonal_step_onto_a_location_that_is_not_empty() -> None:
    s = _mover_position()
    moves = {(a.src, a.dst) for a in s.legal_actions() if isinstance(a, Move)}
    assert moves == {(loc(3, 3), loc(2, 3)), (loc(3, 3), loc(3, 2)), (loc(3, 3), loc(4, 3))}
    assert_illegal(s, Move(loc(3, 3), loc(3, 4)), "empty")
    assert_illegal(s, Move(loc(3, 3), loc(2, 2)), "one step")
    assert_illegal(s, Move(loc(3, 3), loc(4, 4)), "one step")
    assert_illegal(s, Move(loc(3, 3), loc(1, 3)), "one step")
    assert_illegal(s, Move(loc(3, 3), loc(3, 3)), "one step")
    assert_illegal(s, Move(loc(3, 3), 25), "no such location")
    assert_illegal(s, Move(loc(2, 3), loc(3, 3)), "no active character")


def test_move_never_wraps_around_the_grid_edge() -> None:
    for i in range(25):
        r, c = divmod(i, GRID)
        expected = {
            (r + dr) * GRID + c + dc
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < GRID and 0 <= c + dc < GRID
        }
        assert set(neighbours(i)) == expected
    s = build({(1, 5): [3]}, {(1, 5): active(0, 6)}, piles=[[4], []])
    assert_illegal(s, Move(loc(1, 5), loc(2, 1)), "one step")


def test_move_onto_a_zoo_card_takes_the_upper_and_reveals_the_lower() -> None:
    s = _mover_position()
    lower = s.stacks[loc(2, 3)][0]
    assert s.view(1).values[lower] is None
    kinds = play(s, Move(loc(3, 3), loc(2, 3)))
    assert kinds == ["move", "take", "reveal", "turn"]
    assert occupant(s, 2, 3) == active(0, 5)
    assert occupant(s, 3, 3) is None
    assert stack_values(s, 3, 3) == [1]
    assert len(s.stacks[loc(2, 3)]) == 1 and s.stacks[loc(2, 3)][0] == lower
    assert s.view(1).values[lower] == s.values[lower] is not None


def test_a_mutant_never_moves() -> None:
    s = build({(2, 2): [2]}, {(2, 2): mutant(0, 6)}, piles=[["3*"], []])
    assert not any(isinstance(a, Move) for a in s.legal_actions())
    for dst in neighbours(loc(2, 2)):
        assert_illegal(s, Move(loc(2, 2), dst), "no active character")


def test_a_location_with_no_zoo_card_but_an_occupant_can_be_entered() -> None:
    # (3,3) holds only seat 0's 4 (its cards are gone); seat 1's 4 next door may take it.
    s = build({(3, 3): [], (3, 4): [2]}, {(3, 3): active(0, 4), (3, 4): active(1, 4)}, piles=[[3, 1], [0]], to_move=1)
    assert not s.is_empty(loc(3, 3))
    play(s, Move(loc(3, 4), loc(3, 3)))
    assert occupant(s, 3, 3) == active(1, 4)
    assert stack_values(s, 3, 3) == []
    assert pile_summary(s, 1) == [("zoo", 0), ("character", 4)]
    assert not s.is_empty(loc(3, 3))


# ---------------------------------------------------------------------------------------- cases 1-15


def _case1() -> ApocalypseState:
    """Seat 0's 5 at (2,2) on a 1; seat 1's 5 at (2,3) on a 2 and 6 at (3,2) on a 3."""
    return build(
        {(2, 2): [1], (2, 3): [2], (3, 2): [3]},
        {(2, 2): active(0, 5), (2, 3): active(1, 5), (3, 2): active(1, 6)},
        piles=[[4], [4, 0]],
    )


def test_case_01_a_five_takes_a_five() -> None:
    s = _case1()
    # seat 0: pile 4 + hand 3+4+6 + board 5 = 22; seat 1: pile 4+0 + hand 3+4 + board 5+6 = 22.
    assert s.scores() == [22, 22]
    assert play(s, Move(loc(2, 2), loc(2, 3))) == ["move", "take", "turn"]
    assert occupant(s, 2, 3) == active(0, 5)
    assert occupant(s, 2, 2) is None
    assert stack_values(s, 2, 2) == [1] and stack_values(s, 2, 3) == [2]
    assert pile_summary(s, 0) == [("zoo", 4), ("character", 5)]
    assert s.piles[0][-1].card_id == "c1-5"
    assert s.hands == [[3, 4, 6], [3, 4]]
    assert s.scores() == [27, 17]
    assert s.current_player == 1


def test_case_01_a_five_may_not_take_a_six() -> None:
    s = _case1()
    assert_illegal(s, Move(loc(2, 2), loc(3, 2)), "cannot take a 6")


def test_case_02_no_place_on_a_location_holding_only_a_mutant() -> None:
    s = build({(3, 3): []}, {(3, 3): mutant(0, 6)}, piles=[[3, "2*"], []], to_move=1)
    for value in (3, 4, 5, 6):
        assert_illegal(s, Place(value, loc(3, 3)), "occupied")
    assert all(a.loc != loc(3, 3) for a in s.legal_actions() if isinstance(a, Place))


@pytest.mark.parametrize("taker", [5, 6])
def test_case_03_place_on_a_single_card_then_get_taken(taker: int) -> None:
    s = build({(2, 2): [3], (2, 3): [1]}, {(2, 3): active(1, taker)}, piles=[[2], [0]])
    assert play(s, Place(5, loc(2, 2))) == ["place", "take", "turn"]
    assert stack_values(s, 2, 2) == []
    assert occupant(s, 2, 2) == active(0, 5)
    assert pile_summary(s, 0) == [("zoo", 2), ("zoo", 3)]
    assert play(s, Move(loc(2, 3), loc(2, 2))) == ["move", "take", "turn"]
    assert occupant(s, 2, 2) == active(1, taker)
    assert occupant(s, 2, 3) is None and stack_values(s, 2, 3) == [1]
    assert pile_summary(s, 1) == [("zoo", 0), ("character", 5)]
    assert s.piles[1][-1].card_id == "c0-5"
    assert s.hands[0] == [3, 4, 6]
    # seat 0: 2+3 + 3+4+6 = 18; seat 1: 0+5 + hand (18 - taker) + board taker = 23.
    assert s.scores() == [18, 23]


def test_case_03_a_lower_character_may_not_take_the_placed_one() -> None:
    s = build({(2, 2): [3], (2, 3): [1]}, {(2, 3): active(1, 4)}, piles=[[2], [0]])
    play(s, Place(5, loc(2, 2)))
    assert_illegal(s, Move(loc(2, 3), loc(2, 2)), "cannot take a 5")


def test_case_04_taking_an_infected_card_by_moving() -> None:
    s = build({(1, 1): [0], (1, 2): [3, "2*"]}, {(1, 1): active(0, 4)}, piles=[[1], []])
    # seat 0 before: pile 1 + hand 3+5+6 + board 4 = 19.
    assert s.scores()[0] == 19
    kinds = play(s, Move(loc(1, 1), loc(1, 2)))
    assert kinds == ["move", "take", "reveal", "mutate", "turn"]
    assert pile_summary(s, 0) == [("zoo", 1), ("zoo", 2)]
    assert s.piles[0][-1].infected is True
    assert occupant(s, 1, 2) == mutant(0, 4)
    assert occupant(s, 1, 1) is None and stack_values(s, 1, 1) == [0]
    assert stack_values(s, 1, 2) == [3]
    # after: pile 1+2 + hand 14, the mutant 4 no longer counts.
    assert s.scores() == [17, 18]
    assert s.score_breakdown(0)[-1] == ("Characters on the board", 0)
    assert not s.is_terminal() and s.current_player == 1


def _case5() -> ApocalypseState:
    """Seat 0 (A) has its 3 at (1,1) and its 4 at (3,3), an empty hand, and is boxed in.

    Neighbours of (1,1): (1,2) empty, (2,1) B's 4.  Neighbours of (3,3): (2,3) B's 5,
    (3,2) B's 6, (3,4) and (4,3) empty.  A's 5 and 6 are in B's pile; B (seat 1) is to move
    and has its 3 in hand and a free stack [4, 4] at (5,5).  All other zoo cards are in A's pile.
    """
    return build(
        {(1, 1): [0], (2, 1): [2], (2, 3): [1], (3, 2): [], (3, 3): [3], (5, 5): [4, 4]},
        {
            (1, 1): active(0, 3),
            (2, 1): active(1, 4),
            (2, 3): active(1, 5),
            (3, 2): active(1, 6),
            (3, 3): active(0, 4),
        },
        piles=[[], [char(0, 5), char(0, 6)]],
        hands=[[], [3]],
        to_move=1,
        rest="empty",
        rest_pile=0,
    )


def test_case_05_a_boxed_in_player_ends_the_game() -> None:
    s = _case5()
    assert s._actions_for(0) == []
    events = s.apply(Place(3, loc(5, 5)))
    assert [e.kind for e in events] == ["place", "take", "reveal", "game_end"]
    end = events[-1]
    assert end.seat == 0 and end.data["seat"] == 0
    assert end.data["reason"] == "cannot move any character"
    assert s.end_reason() == "{p0} cannot move any character"
    assert s.is_terminal() and s.current_player == TERMINAL
    assert s.end == {"seat": 0, "reason": "cannot move any character"}
    assert s.legal_actions() == []
    # A: the other 44 zoo cards (100 - 0-2-1-3-4-4 = 86) + board 3 + 4 = 93.
    # B: captured 5 + 6, the 4 just taken, board 3 + 4 + 5 + 6 = 33.
    assert s.scores() == [93, 33]
    assert end.data["scores"] == [93, 33] and end.data["winners"] == [0]
    assert s.winners() == [0]
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Move(loc(1, 1), loc(1, 2)))


def test_case_06_a_player_without_characters_ends_the_game() -> None:
    # Three seats; A (seat 0) has mutants at (1,1) and (5,5), its 5 and 6 were taken.
    s = build(
        {(1, 1): [0], (5, 5): []},
        {(1, 1): mutant(0, 3), (5, 5): mutant(0, 4)},
        n=3,
        piles=[["1*", "3*"], [char(0, 5), 2], [char(0, 6)]],
        to_move=2,
    )
    assert s.hands == [[], [3, 4, 5, 6], [3, 4, 5, 6]]
    events = s.apply(Place(3, loc(1, 2)))
    assert events[-1].kind == "game_end"
    assert events[-1].data["seat"] == 0
    assert events[-1].data["reason"] == "has no characters left"
    assert s.is_terminal()
    # Seat 1 still had moves: the game ends anyway, at seat 0's turn.
    assert s._actions_for(1)


def test_case_07_final_score_example() -> None:
    s = build(
        {(1, 1): [1], (1, 2): [2]},
        {(1, 1): active(0, 3), (1, 2): mutant(0, 4)},
        hands=[[6], [3, 4, 6]],
        piles=[[4, 3, 0, char(1, 5)], [char(0, 5)]],
        rest_pile=1,
    )
    assert s.scores() == [21, 18]
    assert s.score_breakdown(0) == [
        ("Zoo cards", 7),
        ("Captured characters", 5),
        ("Captured mutants", 0),
        ("Characters in hand", 6),
        ("Characters on the board", 3),
    ]


@pytest.mark.parametrize("upper", [3, "3*"])
def test_case_08_place_reveals_the_lower_card_and_blocks_placing(upper: int | str) -> None:
    s = build({(2, 2): [2, upper]})
    lower = s.stacks[loc(2, 2)][0]
    assert s.view(0).values[lower] is None and s.view(1).values[lower] is None
    events = s.apply(Place(5, loc(2, 2)))
    reveal = [e for e in events if e.kind == "reveal"]
    assert len(reveal) == 1 and reveal[0].data["value"] == 2 and reveal[0].data["loc"] == loc(2, 2)
    assert pile_summary(s, 0) == [("zoo", 3)]
    assert stack_values(s, 2, 2) == [2]
    for seat in (0, 1):
        assert s.view(seat).values[lower] == 2
    assert occupant(s, 2, 2) == (active(0, 5) if upper == 3 else mutant(0, 5))
    for value in (3, 4, 5, 6):
        assert_illegal(s, Place(value, loc(2, 2)), "occupied")


def test_case_09_placing_on_an_infected_card() -> None:
    s = build({(3, 3): [0, "1*"]})
    kinds = play(s, Place(6, loc(3, 3)))
    assert kinds == ["place", "take", "reveal", "mutate", "turn"]
    assert pile_summary(s, 0) == [("zoo", 1)]
    assert s.piles[0][0].infected
    assert occupant(s, 3, 3) == mutant(0, 6)
    assert stack_values(s, 3, 3) == [0]
    assert s.hands[0] == [3, 4, 5]
    # 1 + 3 + 4 + 5; the mutant 6 no longer scores.
    assert s.scores() == [13, 18]


def _case10(p1_active: dict[tuple[int, int], Occupant] | None = None, to_move: int = 1) -> ApocalypseState:
    """Seat 0's mutant 6 on a 0 at (3,3); seat 1's 3 at (3,4) on a 2."""
    occ = {(3, 3): mutant(0, 6), (3, 4): active(1, 3)}
    occ.update(p1_active or {})
    stacks = {(3, 3): [0], (3, 4): [2]}
    stacks.update({rc: [4] for rc in p1_active or {}})
    return build(stacks, occ, piles=[["1*"] + [3] * len(p1_active or {}), [4]], to_move=to_move)


def test_case_10_a_three_takes_a_mutant_six() -> None:
    s = _case10()
    # seat 0: 1 + 3+4+5 = 13; seat 1: 4 + hand 4+5+6 + board 3 = 22.
    assert s.scores() == [13, 22]
    assert play(s, Move(loc(3, 4), loc(3, 3))) == ["move", "take", "turn"]
    assert pile_summary(s, 1) == [("zoo", 4), ("mutant", 6)]
    assert s.piles[1][-1].card_id == "c0-6"
    assert occupant(s, 3, 3) == active(1, 3)
    assert stack_values(s, 3, 3) == [0]
    assert occupant(s, 3, 4) is None and stack_values(s, 3, 4) == [2]
    assert s.scores() == [13, 28]


def test_case_10_the_former_owner_may_take_its_own_mutant() -> None:
    s = _case10({(3, 2): active(0, 3)}, to_move=0)
    before = s.scores()
    play(s, Move(loc(3, 2), loc(3, 3)))
    assert pile_summary(s, 0)[-1] == ("mutant", 6)
    assert occupant(s, 3, 3) == active(0, 3)
    assert s.scores() == [before[0] + 6, before[1]]


def test_case_11_taking_a_character_leaves_the_zoo_card() -> None:
    s = build(
        {(2, 2): [2], (2, 3): [1]},
        {(2, 2): active(0, 5), (2, 3): active(1, 5)},
        piles=[[3], [4]],
        to_move=1,
    )
    play(s, Move(loc(2, 3), loc(2, 2)))
    assert pile_summary(s, 1) == [("zoo", 4), ("character", 5)]
    assert s.piles[1][-1].card_id == "c0-5"
    assert pile_summary(s, 0) == [("zoo", 3)]
    assert occupant(s, 2, 2) == active(1, 5) and stack_values(s, 2, 2) == [2]
    assert occupant(s, 2, 3) is None and stack_values(s, 2, 3) == [1]


def test_case_12_no_move_onto_an_own_active_character() -> None:
    s = build(
        {(2, 2): [2], (2, 3): [1]},
        {(2, 2): active(0, 5), (2, 3): active(0, 3)},
        piles=[[3, 4], []],
    )
    assert_illegal(s, Move(loc(2, 2), loc(2, 3)), "own character")
    assert_illegal(s, Move(loc(2, 3), loc(2, 2)), "own character")


def test_case_13_an_empty_hand_with_a_mobile_character_plays_on() -> None:
    s = build(
        {(1, 1): [0]},
        {(1, 1): active(0, 6)},
        piles=[[4], [char(0, 3), char(0, 4), char(0, 5)]],
        to_move=1,
    )
    assert s.hands[0] == []
    events = s.apply(Place(3, loc(3, 3)))
    assert events[-1].kind == "turn" and events[-1].seat == 0
    assert not s.is_terminal() and s.current_player == 0
    assert set(s.legal_actions()) == {Move(loc(1, 1), loc(1, 2)), Move(loc(1, 1), loc(2, 1))}
    play(s, Move(loc(1, 1), loc(1, 2)))
    assert not s.is_terminal() and s.current_player == 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_case_14_piles_grow_by_one_and_games_end_in_time(n: int) -> None:
    for seed in range(30):
        s = new_game(n, None, seed)
        rng = Rng.from_seed(f"case14-{n}-{seed}")
        actions = 0
        while not s.is_terminal():
            before = sum(len(p) for p in s.piles)
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
            assert sum(len(p) for p in s.piles) == before + 1
        assert actions <= max_turns(n) == 50 + 4 * n


def test_case_15_choices_depend_only_on_public_information() -> None:
    spec_ = spec()
    for seed in range(8):
        a = new_game(3, None, seed)
        walk = Rng.from_seed(seed)
        for _ in range(6):
            a.apply(walk.choice(a.legal_actions()))
        b = reshuffle_hidden(a, Rng.from_seed(f"other-{seed}"))
        assert a.fingerprint() != b.fingerprint()
        seat = a.current_player
        assert a.view(seat).fingerprint() == b.view(seat).fingerprint()

        choice_a, world_a = _greedy_choice(spec_, a, seat)
        choice_b, world_b = _greedy_choice(spec_, b, seat)
        assert choice_a == choice_b
        assert world_a == world_b


def _greedy_choice(spec_: GameSpec, state: ApocalypseState, seat: int) -> tuple[Action, str]:
    """Choose like an agent: from ``state.view(seat)`` and an own seeded RNG only.

    Returns the action with the best heuristic after one determinization, and that
    determinization's fingerprint.
    """
    world = state.view(seat).determinize(seat, Rng.from_seed(1234))
    best = max(world.legal_actions(), key=lambda act: spec_.heuristic(_after(world, act), seat))
    return best, world.fingerprint()


def _after(state: ApocalypseState, action: Action) -> ApocalypseState:
    """Return a copy of ``state`` with ``action`` applied."""
    out = state.clone()
    out.apply(action)
    return out


# ---------------------------------------------------------------------------------------- end and scoring


def test_equal_highest_scores_share_the_win_at_game_end() -> None:
    # Seat 0 has only mutants left; seat 1 places its 3 on (1,3) = [0, 4], then seat 0 is stuck.
    s = build(
        {(1, 1): [], (1, 2): [], (1, 3): [0, 4]},
        {(1, 1): mutant(0, 3), (1, 2): mutant(0, 4)},
        piles=[[char(1, 6), "1*", "2*", 4, 4, 4, 4, 4, 4], [char(0, 5), char(0, 6), 3, 3]],
    )
    s.to_move = 1
    # seat 0: 6 + 1+2+24 = 33; seat 1: 5+6+3+3 + hand 3+4+5 = 29.
    assert s.scores() == [33, 29]
    assert s.winners() == [0]
    events = s.apply(Place(3, loc(1, 3)))
    assert [e.kind for e in events] == ["place", "take", "reveal", "game_end"]
    assert s.scores() == [33, 33]
    assert s.winners() == [0, 1]
    assert events[-1].data == {
        "seat": 0,
        "reason": "has no characters left",
        "scores": [33, 33],
        "winners": [0, 1],
    }


def test_scores_count_piles_and_active_characters_only() -> None:
    s = build(
        {(2, 2): [1], (2, 3): [], (4, 4): [2]},
        {(2, 2): active(0, 6), (2, 3): mutant(0, 5), (4, 4): active(1, 3)},
        piles=[[4, "0*", char(1, 4)], [mutant_card(0, 4), 3, 2]],
    )
    # seat 0: 4+0+4 + hand 3 + board 6 (mutant 5 excluded) = 17.
    # seat 1: mutant 4 + 3+2 + hand 5+6 + board 3 = 23.
    assert s.scores() == [17, 23]
    assert [sum(v for _, v in s.score_breakdown(seat)) for seat in (0, 1)] == [17, 23]


# ---------------------------------------------------------------------------------------- information


def _midgame(n: int = 3, seed: int = 11, steps: int = 12) -> ApocalypseState:
    """Return a seeded game after ``steps`` random actions (not terminal)."""
    s = new_game(n, None, seed)
    walk = Rng.from_seed(f"walk-{seed}")
    for _ in range(steps):
        s.apply(walk.choice(s.legal_actions()))
    assert not s.is_terminal()
    return s


def test_view_hides_covered_values_and_board_infections_only() -> None:
    s = _midgame()
    v = s.view(1)
    assert v.observer == 1 and v.rng.state == 0
    for st in s.stacks:
        for depth, c in enumerate(reversed(st)):
            assert v.infected[c] is None
            assert v.values[c] == (s.values[c] if depth == 0 else None)
    for pile in s.piles:
        for p in pile:
            if p.kind == "zoo":
                cid = int(p.card_id[1:])
                assert v.values[cid] == s.values[cid] and v.infected[cid] == s.infected[cid]
    assert v.piles == s.piles and v.occupants == s.occupants and v.hands == s.hands
    assert v.scores() == s.scores()
    assert v.view(1).fingerprint() == v.fingerprint()
    # No private information: every seat's view differs only in the observer.
    others = {s.view(seat).fingerprint().replace(f'"observer":{seat}', '"observer":1') for seat in range(3)}
    assert others == {v.fingerprint()}


def test_views_are_equal_when_only_hidden_information_differs() -> None:
    for seed in range(10):
        s = _midgame(seed=seed, steps=seed)
        t = reshuffle_hidden(s, Rng.from_seed(seed + 1000))
        assert t.fingerprint() != s.fingerprint()
        for seat in range(3):
            assert t.view(seat).fingerprint() == s.view(seat).fingerprint()
    # ... and differ when public information differs.
    s = _midgame()
    u = s.clone()
    u.hands[0].append(9)
    assert u.view(0).fingerprint() != s.view(0).fingerprint()


def test_lower_card_is_public_once_the_upper_is_taken() -> None:
    s = build({(4, 4): [1, 4]})
    lower = s.stacks[loc(4, 4)][0]
    assert s.view(1).values[lower] is None
    s.apply(Place(3, loc(4, 4)))
    assert s.view(1).values[lower] == 1
    assert s.view(1).infected[lower] is None


def _check_determinization(state: ApocalypseState, d: ApocalypseState, seat: int) -> None:
    """Assert that ``d`` is a full state consistent with what ``seat`` sees of ``state``."""
    assert d.observer is None
    assert all(v is not None for v in d.values) and all(i is not None for i in d.infected)
    assert d.view(seat).fingerprint() == state.view(seat).fingerprint()
    assert Counter(d.values) == {v: 10 for v in range(5)}
    assert sorted(d.values[c] for c in range(50) if d.infected[c]) == [0, 1, 2, 3]
    d.validate()


def test_determinize_is_consistent_with_the_view() -> None:
    for seed in range(20):
        s = _midgame(n=2 + seed % 3, seed=seed, steps=seed % 15)
        seat = s.current_player
        rng_before = s.rng.state
        for src in (s, s.view(seat)):
            d = src.determinize(seat, Rng.from_seed(seed))
            _check_determinization(s, d, seat)
        assert s.rng.state == rng_before
        # The same caller seed gives the same world from the state and from its view.
        a = s.determinize(seat, Rng.from_seed(5)).fingerprint()
        assert a == s.view(seat).determinize(seat, Rng.from_seed(5)).fingerprint()


def test_determinize_keeps_found_infections_and_marks_no_other() -> None:
    s = build({(3, 3): [0, "1*"]})
    s.apply(Place(6, loc(3, 3)))
    for k in range(50):
        d = s.determinize(1, Rng.from_seed(k))
        _check_determinization(s, d, 1)
        board = [c for st in d.stacks for c in st]
        assert not any(d.infected[c] and d.values[c] == 1 for c in board)


def test_determinize_samples_the_exact_posterior() -> None:
    s = _midgame(n=2, seed=3, steps=16)
    seat = s.current_player
    v = s.view(seat)
    seen = Counter(x for x in v.values if x is not None)
    remaining = {value: 10 - seen[value] for value in range(5)}
    hidden = [c for c in range(50) if v.values[c] is None]
    assert len(hidden) == sum(remaining.values()) > 0
    found = {p.value for pile in s.piles for p in pile if p.kind == "zoo" and p.infected}
    taken = Counter(p.value for pile in s.piles for p in pile if p.kind == "zoo")
    target = hidden[0]
    # A visible upper card of a value whose infection is still unfound.
    uppers = [st[-1] for st in s.stacks if st]
    visible = next(c for c in uppers if v.values[c] in set(range(4)) - found)
    samples = 4000
    rng = Rng.from_seed("posterior")
    freq: Counter[int] = Counter()
    sick = 0
    for _ in range(samples):
        d = v.determinize(seat, rng)
        freq[d.values[target]] += 1
        sick += bool(d.infected[visible])
    total = sum(remaining.values())
    for value in range(5):
        assert abs(freq[value] / samples - remaining[value] / total) < 0.03, (value, freq, remaining)
    expected_sick = 1 / (10 - taken[v.values[visible]])
    assert abs(sick / samples - expected_sick) < 0.025, (sick, expected_sick)


# ---------------------------------------------------------------------------------------- JSON and cloning


def _states_for_json() -> list[ApocalypseState]:
    """Return a fresh, a mid-game and a finished state, plus a view of each."""
    fresh = new_game(4, None, 1)
    mid = _midgame()
    done = new_game(2, None, 8)
    walk = Rng.from_seed("done")
    while not done.is_terminal():
        done.apply(walk.choice(done.legal_actions()))
    states = [fresh, mid, done]
    return states + [st.view(0) for st in states]


def test_state_json_round_trip() -> None:
    for st in _states_for_json():
        text = json.dumps(st.to_json())
        back = ApocalypseState.from_json(json.loads(text))
        assert back.fingerprint() == st.fingerprint()
        assert spec().state_from_json(json.loads(text)).fingerprint() == st.fingerprint()
        assert back.legal_actions() == st.legal_actions()
        assert back.scores() == st.scores()


def _corrupt(change: str) -> dict[str, object]:
    """Return the JSON of a mid-game state with one defect named by ``change``."""
    s = _midgame()
    doc = json.loads(json.dumps(s.to_json()))
    pile_zoo = next(i for i, p in enumerate(doc["piles"][0]) if p[0] == "zoo")
    four = next(st[-1] for st in s.stacks if st and s.values[st[-1]] == 4)
    three = next(st[-1] for st in s.stacks if st and s.values[st[-1]] == 3)
    if change == "game":
        doc["game"] = "zoo_vadis"
    elif change == "schema":
        doc["schema"] = 99
    elif change == "missing":
        del doc["hands"]
    elif change == "values_type":
        doc["values"] = 7
    elif change == "occupant_shape":
        doc["occupants"][0] = [1]
    elif change == "doubled_card":
        doc["stacks"][0] = doc["stacks"][1]
    elif change == "seats":
        doc["n"] = 5
    elif change == "to_move":
        doc["to_move"] = 3
    elif change == "char_doubled":
        doc["hands"][0] = [3, 3, 4, 5, 6]
    elif change == "pile_id":
        doc["piles"][0][pile_zoo][2] = "zebra"
    elif change == "value_range":
        doc["values"][four] = 7
    elif change == "infected_four":
        doc["infected"][four] = True
    elif change == "too_many":
        doc["values"][three] = 4
    elif change == "pile_value":
        doc["piles"][0][pile_zoo][1] = 9
    elif change == "end":
        doc["end"] = 5
    elif change == "rng":
        doc["rng"] = "seed"
    return doc


@pytest.mark.parametrize(
    "change",
    [
        "game",
        "schema",
        "missing",
        "values_type",
        "occupant_shape",
        "doubled_card",
        "seats",
        "to_move",
        "char_doubled",
        "pile_id",
        "value_range",
        "infected_four",
        "too_many",
        "pile_value",
        "end",
        "rng",
    ],
)
def test_state_from_json_rejects_garbage(change: str) -> None:
    doc = _corrupt(change)
    with pytest.raises(StateFormatError):
        ApocalypseState.from_json(doc)


@pytest.mark.parametrize("doc", ["hello", [], None, 3, {}, {"game": "apocalypse"}])
def test_state_from_json_rejects_non_states(doc: object) -> None:
    with pytest.raises(StateFormatError):
        ApocalypseState.from_json(doc)  # type: ignore[arg-type]


def test_action_json_round_trip() -> None:
    decode = spec().action_from_json
    assert Place(5, 12).to_json() == {"kind": "place", "value": 5, "loc": 12}
    assert Move(3, 8).to_json() == {"kind": "move", "src": 3, "dst": 8}
    s = _midgame()
    legal = s.legal_actions()
    assert any(isinstance(a, Move) for a in legal)
    for a in legal:
        back = decode(json.loads(json.dumps(a.to_json())))
        assert back == a and type(back) is type(a)


@pytest.mark.parametrize(
    "doc",
    [
        "place",
        ["place", 5, 12],
        {"kind": "jump", "value": 5, "loc": 12},
        {"value": 5, "loc": 12},
        {"kind": "place", "value": 5},
        {"kind": "place", "value": 5, "loc": 12, "extra": 1},
        {"kind": "place", "value": "5", "loc": 12},
        {"kind": "place", "value": 5.0, "loc": 12},
        {"kind": "place", "value": True, "loc": 12},
        {"kind": "place", "value": None, "loc": 12},
        {"kind": "move", "src": [1], "dst": 2},
        {"kind": "move", "src": 1, "dst": {"x": 2}},
    ],
)
def test_action_decoder_rejects_bad_input(doc: object) -> None:
    with pytest.raises(StateFormatError):
        spec().action_from_json(doc)  # type: ignore[arg-type]


def test_clone_is_independent() -> None:
    s = _midgame()
    before = s.fingerprint()
    c = s.clone()
    assert c.fingerprint() == before
    c.apply(c.legal_actions()[0])
    c.hands[0].clear()
    c.piles[1].append(c.piles[0][0] if c.piles[0] else c.piles[2][0])
    c.stacks[0].clear()
    c.values[0] = None
    c.infected[1] = None
    c.rng.next_u64()
    assert s.fingerprint() == before
    assert c.fingerprint() != before
