"""Zoo Vadis negotiators per level: what they offer, lend abilities for, meet, reward and ask for (issue: AI)."""

from __future__ import annotations

import math

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, laurel, play, position
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Counter, Decline, Drop, Meet, Offer, Request, Reward
from zooarcade.games.zoo_vadis.ai import TILE_POINTS
from zooarcade.games.zoo_vadis.negotiation import (
    TEMPERS,
    answer,
    cheapest_cover,
    meet_or_drop,
    move_worth,
    next_step,
    price,
    reward_pick,
)

PLAIN = ("rhino", "crocodile", "marmoset")
TUNNEL = Compose("animal", "X3", "X10", True)


def _armadillo_asked(offer: Offer, **kw):
    """P1 (Rhino) asks P3's Armadillo for the X3 -> X10 tunnel with ``offer``; P3 is to answer."""
    s = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X3": (1, 2, 0)}, keeper="X8>X12", **kw)
    play(s, (0, TUNNEL), (0, Request("armadillo")), (0, offer), (0, SEND))
    assert s.phase == "answer" and s.current_player == 2
    return s


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_an_ability_is_lent_for_its_price_and_countered_below_it(level):
    temper = TEMPERS[level]
    s = _armadillo_asked(NO_OFFER)
    item = s.draft.items[0]
    want = price(s, s.draft, item, temper, 2)
    # the price: the mover's lift weighed by the level's greed, the tile's worth, less the tile's I reward
    lift = move_worth(s, s.draft)
    assert lift == pytest.approx(2 * 1.2) and want == pytest.approx(max(0.0, lift * temper.greed + TILE_POINTS - 1))
    assert answer(s, 2, temper) == Counter(math.ceil(want))  # the smallest counter that covers it
    paid = _armadillo_asked(Offer((3,), False), screens={0: {"III": 1}})
    assert answer(paid, 2, temper) == Accept()  # a III covers every level's price for this tunnel


def test_a_greedier_level_charges_more_and_a_seat_with_nothing_more_to_give_is_declined():
    s = _armadillo_asked(NO_OFFER)
    item = s.draft.items[0]
    prices = [price(s, s.draft, item, TEMPERS[lv], 2) for lv in ("easy", "normal", "hard")]
    assert prices[0] < prices[1] < prices[2]
    # the mover offered both of its tokens already: a counter could not be met, so the owner declines
    poor = _armadillo_asked(Offer((1,), False))
    poor.screens[0][0] -= 1  # (a test-only position: one I left, all of it on offer)
    poor.counts[0] -= 1
    poor.floors[0][0] -= 1
    poor.supply_i += 1
    poor.touch()
    poor.validate()
    assert poor.counts[0] == poor.draft.items[0].count and answer(poor, 2, TEMPERS["hard"]) == Decline()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_mover_offers_the_cheapest_cover_of_the_price_it_expects(level):
    temper = TEMPERS[level]
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (2, 1, 0)},
        keeper="X8>X12",
        laurels={"X1>X5": "IV"},
        screens={0: {"V": 1, "III": 1}},
    )
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)))
    assert s.phase == "offer"
    want = price(s, s.draft, s.draft.items[0], temper, 0)
    step = next_step(s, temper)
    assert isinstance(step, Offer) and step in s.legal_actions()
    assert step.values == cheapest_cover(s.unreserved(0), want, 2)
    assert sum(step.values) >= want and step.promise == (temper.promise and sum(step.values) < 2)


def test_a_counter_is_met_within_the_budget_and_dropped_beyond_it():
    def countered(v: int):
        s = position(
            3,
            species=PLAIN,
            animals={"X1": (2, 1, 0)},
            keeper="X8>X12",
            laurels={"X1>X5": None},
            screens={0: {"V": 1, "II": 1}},
        )
        play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Counter(v)))
        assert s.phase == "counter"
        return s

    hard = TEMPERS["hard"]
    cheap = countered(1)
    assert meet_or_drop(cheap, hard) == Meet((1,))  # one I: the least worth that covers it
    dear = countered(5)  # a V for a one-row step: more than the move is worth to the mover
    assert hard.budget * move_worth(dear, dear.draft) + 2 < 5
    assert meet_or_drop(dear, hard) == Drop()


def test_the_vote_reward_goes_to_the_giver_the_mover_fears_least():
    s = position(3, species=PLAIN, animals={"X1": (1, 1, 2), "X9": (0, 2, 0)}, keeper="X8>X12")
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, Ask(2, 2)), (0, NO_OFFER))
    play(s, (0, SEND), (1, Accept()), (2, Accept()))
    assert s.phase == "reward"
    assert reward_pick(s, 0) == Reward(2)  # seat 1 stands higher (two animals in X9): seat 2 is paid


def test_the_mover_asks_the_tiger_or_marmoset_only_for_a_better_token():
    species = ("rhino", "tiger", "marmoset")
    s = position(3, species=species, animals={"X9": (1, 0, 0)}, keeper="X9>X13", laurels={"X9>X13": "V"})
    play(s, (0, Compose("animal", "X9", "X13")))
    assert next_step(s, TEMPERS["normal"]) == Request("tiger")  # the keeper's path collects nothing without it
    # Hard (priced extras, session 14) asks for no extra on a move into the Star: a refusal would sink the walk-in
    assert next_step(s, TEMPERS["hard"]) == SEND
    for path_token, asks in (("II", True), ("V", False)):
        s = position(
            3,
            species=species,
            animals={"X1": (3, 0, 0)},
            keeper="X8>X12",
            laurels={"X1>X8": path_token, "X14>X13": "V"},
        )
        play(s, (0, Compose("animal", "X1", "X8")))
        step = next_step(s, TEMPERS["normal"])
        if asks:
            assert isinstance(step, Request) and step.ability == "marmoset" and laurel(s, step.target) == "V"
        else:
            assert step == SEND  # nothing on the board beats the path's own V by enough to pay for it
