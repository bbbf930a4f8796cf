"""Play test 13, ZV-5: after a human declined an AI mover's deal, the AI sent the very same deal again, up to four
times in the turn.  The state now keeps the turn's refused asks (:attr:`VadisState.refusals`, public, cleared at
the turn's end) and every level's negotiator (:func:`negotiation.next_step`) asks the same seat for the same thing
again only for a better offer, or asks someone else, or backs out."""

from __future__ import annotations

import time

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, play, position
from zooarcade.games.zoo_vadis.actions import Compose, Decline, Offer, Request, Send
from zooarcade.games.zoo_vadis.agents import VadisAgent
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, next_step
from zooarcade.games.zoo_vadis.rules import VadisState

TUNNEL = Compose("animal", "X3", "X10", True)


def _refused_tunnel(offer: Offer = NO_OFFER, screens=None) -> VadisState:
    """Seat 0 took the tunnel X3 → X10 asking seat 1's Armadillo for ``offer``; seat 1 declined: back to the turn."""
    s = position(3, species=("rhino", "armadillo", "ibis"), animals={"X3": (1, 0, 0)}, keeper="X12>X13",
                 screens=screens)
    play(s, (0, TUNNEL), (0, Request("armadillo", "")), (0, offer), (0, SEND), (1, Decline()))
    assert s.phase == "turn" and s.to_move == 0 and s.draft is None
    return s


def test_the_turn_keeps_its_refused_asks_public_and_forgets_them_at_its_end() -> None:
    s = _refused_tunnel(Offer((1,), False))
    assert s.refusals == [[1, "armadillo", 0, "", 1, False]]
    assert s.view(1).refusals == [[1, "armadillo", 0, "", 1, False]], "the asked seat knows what it refused"
    assert s.view(2).refusals == [[1, "armadillo", 0, "", -1, False]], "a third seat does not see the offer"
    assert VadisState.from_json(s.to_json()).refusals == s.refusals
    doc = s.to_json()
    del doc["refusals"]
    assert VadisState.from_json(doc).refusals == [], "an older save without the field still loads"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_negotiator_raises_a_refused_offer(level) -> None:
    s = _refused_tunnel()
    play(s, (0, TUNNEL))
    step = next_step(s, TEMPERS[level])
    assert step == Request("armadillo", "")
    play(s, (0, step))
    offer = next_step(s, TEMPERS[level])
    assert isinstance(offer, Offer) and sum(offer.values) > 0, f"{level} sent the refused offer again: {offer}"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_negotiator_backs_out_when_nothing_beats_the_refused_offer(level) -> None:
    s = _refused_tunnel(Offer((1, 1), False))  # all it has: its two start tokens I
    play(s, (0, TUNNEL))
    assert next_step(s, TEMPERS[level]).KIND == "back"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_an_ai_mover_never_sends_a_declined_deal_again_in_the_turn(level) -> None:
    """The whole turn played by the level's agent (seat 1 declines every ask): each ask it sends again is for more."""
    s = _refused_tunnel()
    agent = VadisAgent(level, 3, think_time=0.2)
    refused = {(1, "armadillo"): 0}
    started, slowest = time.perf_counter(), 0.0
    for _ in range(200):
        if s.is_terminal() or s.to_move != 0:
            break
        seat = s.current_player
        legal = s.legal_actions()
        if seat == 0:
            t = time.perf_counter()
            action = agent.choose(s.view(0), legal, s.decision())
            slowest = max(slowest, time.perf_counter() - t)
            if isinstance(action, Send):
                for it in s.draft.items:
                    key = (it.seat, it.what)
                    assert key not in refused or sum(it.values) > refused[key], f"{level} re-sent {it}"
        else:
            action = Decline() if Decline() in legal else legal[0]
            if isinstance(action, Decline):
                it = s._answer_item()
                refused[(it.seat, it.what)] = max(refused.get((it.seat, it.what), -1), sum(it.values))
        s.apply(action)
    assert s.to_move != 0 or s.is_terminal(), "the turn never ended"
    assert slowest < 5.0 and time.perf_counter() - started < 30.0, f"{level} decided slowly: {slowest:.2f} s"
