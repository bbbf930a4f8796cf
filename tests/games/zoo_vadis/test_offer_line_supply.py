"""Zoo Vadis log, play test: "You offer nothing to Ann" left out the token I the voter takes from the supply for
a needed vote, though the deal strip said "1 vote for 1 × I from the supply".  The offer's line now says what the
asked seat really gets (:meth:`VadisState.supply_reward`, logged with the offer)."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import NO_OFFER, of_kind, play, position
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Offer, Send
from zooarcade.games.zoo_vadis.narration import VadisNarrator, supply_tokens

CLASSIC = {"variant": "classic"}


def _offers(votes_1: int, votes_2: int = 0, values: tuple[int, ...] = ()):
    """Seat 0 (1 of Big Meadow's 5 spaces, 3 votes needed) asks seat 1 (offering ``values``), and seat 2 for
    nothing when ``votes_2``, and sends the deal: the offer events."""
    s = position(3, animals={"X1": (1, 2, 2)}, keeper="X12>X13", options=CLASSIC)
    offer = Offer(values, False) if values else NO_OFFER
    play(s, (0, Compose("animal", "X1", "X8")), (0, Ask(1, votes_1)), (0, offer))
    if votes_2:
        play(s, (0, Ask(2, votes_2)), (0, NO_OFFER))
    return of_kind(play(s, (0, Send())), "offer")


def test_an_offer_of_nothing_says_the_supply_token_the_voter_takes():
    [offer] = _offers(2)
    n = VadisNarrator()
    assert n.line(offer, ["You", "Ann", "Bob"]) == ("You offer nothing to Ann for the votes; if the move happens, "
                                                    "Ann takes two tokens I from the supply.")
    assert n.line(offer, ["Cy", "You", "Bob"]) == ("Cy offers nothing to you for the votes; if the move happens, "
                                                   "you take two tokens I from the supply.")
    public = offer.public if offer.public is not None else offer.data
    assert public["supply"] == [2, 2], "the supply's tokens are no secret"


def test_an_offer_of_tokens_adds_the_supply_and_a_shared_payout_says_up_to():
    [offer] = _offers(2, values=(1,))
    line = VadisNarrator().line(offer, ["You", "Ann", "Bob"])
    assert line == ("You offer a token I to Ann for the votes; if the move happens, Ann also takes two tokens I "
                    "from the supply.")
    one, two = _offers(2, 1)  # three votes asked, two needed: the mover picks who is paid
    names = ["You", "Ann", "Bob"]
    assert VadisNarrator().line(one, names).endswith("Ann takes 1 to 2 tokens I from the supply.")
    assert VadisNarrator().line(two, names).endswith("Bob takes perhaps a token I from the supply.")
    assert supply_tokens(0, 3) == "up to three tokens I"


def test_an_offer_logged_without_the_supply_reads_as_before():
    [offer] = _offers(2)
    old = dict(offer.data)
    del old["supply"]
    offer = type(offer)(offer.kind, offer.seat, old)
    assert VadisNarrator().line(offer, ["You", "Ann", "Bob"]) == "You offer nothing to Ann for the votes."
