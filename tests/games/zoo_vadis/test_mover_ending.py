"""Zoo Vadis: the mover never fills the Star with itself not winning when it has another choice (session 11).

Every way the Star fills goes through one of two choices: a transaction (an animal's or a peacock's advance by
votes, on the Zoo Keeper's path or by a tunnel, a Crocodile's extra step, a Rhino's passenger), built by the
negotiator (:func:`negotiation.next_step`) after the turn chooser picked its :class:`Compose`, or the
II-Peacock bonus (:class:`BonusPeacock`, no deal).  Each position below is exact and checks the exact step.
"""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import give, play, position
from zooarcade.games.zoo_vadis import agents, negotiation
from zooarcade.games.zoo_vadis.actions import Back, BonusPeacock, Compose, EndTurn, Send
from zooarcade.games.zoo_vadis.agents import MacroGame, VadisAgent, greedy_step, look_ahead
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, ending_verdict, next_step
from zooarcade.games.zoo_vadis.rules import PEACOCK, POST


def _keeper_path_into_the_star(rich: int):
    """3 players; the Star holds four of five pieces (seat 1's two animals, two peacocks).  Seat 0 (2 I) has
    one animal on X9 and the Zoo Keeper's path X9 → X13 (no votes, no laurel to collect): its advance would
    fill the Star.  Seat 1 holds ``rich`` V besides its two I."""
    s = position(3, animals={"X9": (1, 0, 0), "X13": (0, 2, 0)}, peacocks={"X13": 2}, keeper="X9>X13",
                 screens={1: {"V": rich}} if rich else None)
    s.star = [1, PEACOCK, 1, PEACOCK]
    s.touch()
    s.validate()
    play(s, (0, Compose("animal", "X9", "X13")))
    assert s.phase == "compose" and s.draft is not None and not s.draft.need
    return s


def test_easy_s_negotiator_stays_naive_and_sends_it():
    s = _keeper_path_into_the_star(rich=2)
    assert ending_verdict(s, s.draft, 0) is False
    assert next_step(s, TEMPERS["easy"]) == Send()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_mover_backs_out_of_a_deal_that_fills_the_star_for_a_richer_rival(level):
    s = _keeper_path_into_the_star(rich=2)  # seat 1: 2 V + 2 I behind its screen, about 9 laurels to the mover
    assert ending_verdict(s, s.draft, 0) is False
    assert next_step(s, TEMPERS[level]) == Back()
    negotiation.MOVER_ENDING_CHECK = False
    try:
        assert next_step(s, TEMPERS[level]) == Send()  # the old negotiator sent it and lost the game
    finally:
        negotiation.MOVER_ENDING_CHECK = True


def test_the_mover_sends_a_deal_that_fills_the_star_when_it_wins():
    s = _keeper_path_into_the_star(rich=0)
    # seat 1 holds only its two I: the mover ties on 2 laurels and loses the tie (seat 1's Star space is lower)
    assert ending_verdict(s, s.draft, 0) is False
    assert next_step(s, TEMPERS["normal"]) == Back()
    give(s, 0, "III", 1)  # now the mover has 5 laurels against seat 1's 2
    assert ending_verdict(s, s.draft, 0) is True
    assert next_step(s, TEMPERS["normal"]) == Send()


def _bonus_peacock_into_the_star(mover_in_star: bool):
    """3 players, seat 0 after its action with the II-Peacock bonus (phase post); the Star holds four of five;
    the only peacock stands on X9, one step below the Star, so the bonus would fill it (no deal, no vote).
    Seat 1 is in the Star with 3 V (1 V when ``mover_in_star``); seat 0 is in the Star, with 2 V, only when
    ``mover_in_star``."""
    star = [1, PEACOCK, 0 if mover_in_star else 1, PEACOCK]
    s = position(3, animals={"X13": (1, 1, 0) if mover_in_star else (0, 2, 0), "X1": (2, 0, 1)},
                 peacocks={"X9": 1, "X13": 2}, keeper="X8>X12",
                 screens={1: {"V": 1}, 0: {"V": 2}} if mover_in_star else {1: {"V": 3}})
    s.star = star
    s.phase = POST
    s.acted = True
    s.bonus_peacock = True
    s.touch()
    s.validate()
    legal = s.legal_actions()
    bonus = [a for a in legal if isinstance(a, BonusPeacock) and a.dst == "X13"]
    assert len(bonus) == 1 and EndTurn() in legal
    return s, bonus[0]


def _fills(s, action) -> bool:
    after = s.clone()
    after.apply(action)
    return after.is_terminal()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_turn_chooser_never_takes_a_bonus_that_ends_the_game_losing(level):
    s, bonus = _bonus_peacock_into_the_star(mover_in_star=False)
    assert _fills(s, bonus) and 0 not in _after_winners(s, bonus)
    agent = VadisAgent(level, 5)
    chosen = agent.choose(s.view(0), s.legal_actions(), s.decision())
    assert not _fills(s, chosen)  # it ends the turn or moves the peacock elsewhere
    agents.ENDING_RULE = False
    try:
        old = VadisAgent(level, 5).choose(s.view(0), s.legal_actions(), s.decision())
    finally:
        agents.ENDING_RULE = True
    assert old == bonus  # without the rule the bonus (-20 plus the margin) beat a turn without a Star animal


def _after_winners(s, action):
    after = s.clone()
    after.apply(action)
    return after.winners()


def test_normal_s_rule_for_every_seat_in_the_look_ahead_avoids_the_losing_bonus():
    s, bonus = _bonus_peacock_into_the_star(mover_in_star=False)
    macro = MacroGame(s, tuple(TEMPERS["normal"] for _ in range(3)))
    assert greedy_step(macro, 0) != bonus
    assert look_ahead(macro, 0, bonus) < -agents.ENDING_SWING / 2
    agents.ENDING_RULE = False
    try:
        assert greedy_step(macro, 0) == bonus
    finally:
        agents.ENDING_RULE = True


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_turn_chooser_takes_a_bonus_that_ends_the_game_winning(level):
    s, bonus = _bonus_peacock_into_the_star(mover_in_star=True)
    assert _after_winners(s, bonus) == [0]
    assert VadisAgent(level, 5).choose(s.view(0), s.legal_actions(), s.decision()) == bonus
    assert greedy_step(MacroGame(s, tuple(TEMPERS["normal"] for _ in range(3))), 0) == bonus
