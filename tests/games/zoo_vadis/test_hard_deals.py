"""Zoo Vadis Hard in deals: offers priced at the answerer's expected greed, and deal steps answered by search."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, play, position
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Counter, Offer
from zooarcade.games.zoo_vadis.agents import MacroGame, VadisAgent
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, answer, next_step, price

PLAIN = ("rhino", "crocodile", "marmoset")


def _asking(screen: dict[str, int]):
    """P1 (Rhino) moves X1 -> X5 (a IV on the path) and asks P2 for its one vote; P1 is to make the offer."""
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "IV"},
                 screens={0: screen})
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)))
    assert s.phase == "offer"
    return s


def test_an_offer_priced_at_the_expected_greed_is_what_a_normal_seat_accepts():
    s = _asking({"V": 1, "III": 1})
    hard = TEMPERS["hard"]
    modelled = replace(hard, expect_greed=TEMPERS["normal"].greed)
    item = s.draft.items[0]
    # the mover's reckoning of the price follows the greed it expects; the asked seat's own price does not move
    assert price(s, s.draft, item, modelled, 0) == pytest.approx(price(s, s.draft, item, TEMPERS["normal"], 1))
    assert price(s, s.draft, item, modelled, 0) < price(s, s.draft, item, hard, 0)
    assert price(s, s.draft, item, modelled, 1) == price(s, s.draft, item, hard, 1)
    # Hard's own greed overpays with the V; expecting Normal's it offers I + III (4 laurels instead of 5) ...
    assert next_step(s, hard) == Offer((5,), False)
    step = next_step(s, modelled)
    assert step == Offer((1, 3), False)
    # ... which the Normal seat accepts
    play(s, (0, step), (0, SEND))
    assert s.phase == "answer" and s.current_player == 1
    assert answer(s.view(1), 1, TEMPERS["normal"]) == Accept()


def _asked():
    """P1 asks P2 for a vote (X1 -> X5, a II on the path) and offers nothing; P2 is to answer."""
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "II"})
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND))
    assert s.phase == "answer" and s.current_player == 1
    return s


@pytest.mark.parametrize("seed", [0, 3])
def test_hard_searching_its_answers_counters_what_the_mover_will_meet(seed):
    s = _asked()
    d = s.decision()
    assert d.quick
    assert answer(s.view(1), 1, TEMPERS["hard"]) == Counter(3), "the negotiator's own price"
    agent = VadisAgent("hard", seed)
    agent.search_answers = True
    choice = agent.choose(s.view(1), s.legal_actions(), d)
    # the search foresees the Normal mover meeting a counter of 2 and dropping the negotiator's 3
    assert choice == Counter(2)
    assert agent.dealer.last_iterations > 0
    values = agent.dealer.last_values
    assert max(values, key=values.get) == Counter(2) and values[Counter(2)] > values[Counter(3)]
    again = VadisAgent("hard", seed)
    again.search_answers = True
    assert again.choose(s.view(1), s.legal_actions(), d) == choice, "a searched answer is reproducible"


def test_a_searched_answer_is_a_searched_decision_for_the_review():
    s = _asked()
    agent = VadisAgent("hard", 1)
    agent.search_answers = False
    position_, searched = agent.review_position(s.view(1))
    assert isinstance(position_, MacroGame) and not searched
    agent.search_answers = True
    assert agent.review_position(s.view(1))[1]
    normal = VadisAgent("normal", 1)
    assert not normal.review_position(s.view(1))[1]
