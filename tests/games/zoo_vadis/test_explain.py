"""Zoo Vadis: a refused move names the rule that refuses it (``VadisState.explain``), one test per reason.

Each position is built exactly (``helpers.position``); the reason must be the specific one, never the
generic "That piece cannot take that way now." the table used to show for every refused advance.
"""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, play, position
from zooarcade.games.zoo_vadis.actions import Add, Ask, Bribe, Compose, Decline, MoveKeeper, Request

PLAIN = ("rhino", "crocodile", "marmoset")
VAGUE = "That piece cannot take that way now."


def advance(src: str, dst: str, tunnel: bool = False) -> Compose:
    return Compose("animal", src, dst, tunnel)


def test_an_exhibit_closed_by_a_failed_vote_says_so():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 1)}, keeper="X8>X12")
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Decline()))
    assert s.phase == "turn" and 1 in s.closed, "the vote failed: Big Meadow is closed to votes this turn"
    reason = s.explain(advance("X1", "X5"))
    assert reason is not None and reason != VAGUE
    assert "failed this turn" in reason and "Big Meadow" in reason and "closed" in reason


def test_a_threshold_out_of_reach_gives_the_count():
    s = position(3, species=PLAIN, animals={"X1": (1, 1, 0)}, keeper="X8>X12")
    reason = s.explain(advance("X1", "X5"))
    assert reason == ("Leaving Big Meadow takes 3 votes; at most 2 can be found there "
                      "(yours 1, the others' 1, peacocks you can bribe 0).")


def test_bribable_peacocks_count_toward_the_threshold_only_with_a_token_to_pay():
    s = position(3, species=PLAIN, animals={"X1": (1, 0, 0)}, peacocks={"X1": 2}, keeper="X8>X12")
    reason = s.explain(advance("X1", "X5"))
    assert reason is not None and "at most 1" in reason and "bribe 0" in reason, "two I buy no peacock"


def test_no_path_that_way_lists_where_the_paths_lead():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0)}, keeper="X8>X12")
    reason = s.explain(advance("X1", "X13"))
    assert reason == "No path leads from Big Meadow to Star Exhibit: its paths lead up to Palm Court or Sand Pit."


def test_only_a_tunnel_leads_there():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0)}, keeper="X8>X12")
    assert s.explain(advance("X1", "X9")) == "Only a tunnel leads from Big Meadow to Central Lawn."


def test_a_tunnel_without_the_armadillo():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0)}, keeper="X8>X12")
    assert s.explain(advance("X1", "X9", True)) == "A tunnel needs the Armadillo, and nobody can lend it now."


def test_a_full_exhibit_without_the_ibis():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0), "X5": (0, 1, 0)}, keeper="X8>X12")
    assert s.explain(advance("X1", "X5")) == "Sand Pit is full, and nobody can lend the Ibis to squeeze one more in."


def test_no_animal_of_yours_in_the_exhibit():
    s = position(3, species=PLAIN, animals={"X1": (0, 3, 0)}, keeper="X8>X12")
    assert s.explain(advance("X1", "X5")) == "You have no animal in Big Meadow."
    assert s.explain(Compose("peacock", "X3", "X6")) == "There is no peacock in Bamboo Grove."


def test_an_empty_supply():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0), "X9": (3, 0, 0)}, keeper="X8>X12")
    assert s.supply[0] == 0
    assert s.explain(Add("X0")) == "Your supply is empty: every animal of yours is on the board."


def test_adding_outside_the_bottom_row_or_into_a_full_exhibit():
    s = position(3, species=PLAIN, animals={"X0": (0, 1, 0)}, keeper="X8>X12")
    assert s.explain(Add("X9")) == "New animals go into one of the four bottom exhibits."
    assert s.explain(Add("X0")) == "Duck Pond is full: add to another bottom exhibit."


def test_the_zoo_keeper_already_there():
    s = position(3, species=PLAIN, keeper="X8>X12")
    assert s.explain(MoveKeeper("X8>X12")) == "The Zoo Keeper already stands there: move it to another path."


def test_asks_name_what_is_wrong():
    s = position(3, species=PLAIN, animals={"X1": (1, 2, 0)}, peacocks={"X1": 1}, keeper="X8>X12",
                 screens={0: {"III": 1}})
    play(s, (0, advance("X1", "X5")))
    assert s.explain(Ask(2, 1)) == "That seat has no animal in Big Meadow to vote with."
    assert s.explain(Ask(1, 3)) == "That seat has only 2 votes in Big Meadow."
    play(s, (0, Ask(1, 1)), (0, NO_OFFER))
    assert s.explain(Ask(1, 1)) == "That seat is already asked in this deal."
    assert s.explain(Bribe(1)) == "A peacock takes a token worth II or more, never a token I."
    play(s, (0, Bribe(3)))
    assert s.explain(Bribe(3)) == "You have the votes lined up already."


def test_a_request_for_an_ability_nobody_can_lend():
    s = position(3, species=PLAIN, animals={"X1": (3, 0, 0)}, keeper="X8>X12")
    play(s, (0, advance("X1", "X5")))
    reason = s.explain(Request("ibis"))
    assert reason is not None and reason.startswith("Nobody can lend the Ibis now")


def test_every_legal_action_has_no_reason_and_every_refusal_one():
    """Over a random game: explain is None exactly for the legal actions, and never the vague fallback for an
    advance the rules know the reason of."""
    from zooarcade.core.rng import Rng
    from zooarcade.games.zoo_vadis.rules import new_game

    s = new_game(5, {}, 7)
    rng = Rng.from_seed(7)
    probes = [advance(a, b) for a in ("X1", "X3", "X6", "X9") for b in ("X5", "X6", "X9", "X13")]
    for _ in range(300):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        assert all(s.explain(a) is None for a in legal)
        if s.phase == "turn":
            for a in probes:
                if a not in legal:
                    reason = s.explain(a)
                    assert reason and reason != VAGUE, (a, reason)
        s.apply(rng.choice(legal))
