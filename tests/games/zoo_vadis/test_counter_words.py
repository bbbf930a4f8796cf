"""Play test play10 #4: a counter the human could not pay read "Player turns down Normal Bot 2's counter" as if chosen;
a counter for the Marmoset that never reached the mover (the deal fell through first) left no trace in the log."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, of_kind, play, position
from zooarcade.core.events import Event
from zooarcade.games.zoo_vadis.actions import Ask, Compose, Counter, Decline, Drop, Request
from zooarcade.games.zoo_vadis.narration import VadisNarrator

NAMES = ["You", "Normal Bot 2", "Normal Bot 3"]


def _countered(value: int):
    """You (seat 0) ask Bot 2 for its vote out of X1 for nothing; Bot 2 counters with ``value``."""
    s = position(3, animals={"X1": (2, 1, 0)}, keeper="X8>X12", species=("rhino", "crocodile", "ibis"))
    play(s, (0, Compose("animal", "X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Counter(value)))
    assert s.phase == "counter"
    return s


def test_a_counter_you_cannot_pay_says_so():
    s = _countered(5)  # you hold two I tokens: no cover of 5
    assert s.legal_actions() == [Drop()]
    [ev] = of_kind(play(s, (0, Drop())), "counter")
    assert ev.data["unpaid"] is True
    narrator = VadisNarrator()
    assert narrator.line(ev, NAMES) == "You can't pay Normal Bot 2's counter of 5."
    # the others learn only that it was not met (your tokens stay hidden)
    public = ev.seen_by(2)
    assert public.data["unpaid"] is None
    others = ["Player", "Normal Bot 2", "You"]
    assert narrator.line(public, others) == "Player does not meet Normal Bot 2's counter of 5."


def test_a_counter_you_could_pay_but_drop_is_turned_down():
    s = _countered(2)  # two I tokens cover 2
    [ev] = of_kind(play(s, (0, Drop())), "counter")
    assert ev.data["unpaid"] is False
    assert VadisNarrator().line(ev, NAMES) == "You turn down Normal Bot 2's counter of 2."


def test_a_refusal_that_sinks_the_deal_at_once_is_recorded():
    # Bot 3 (seat 2) owns the Marmoset; Bot 2 (seat 1) answers first and refuses its vote
    s = position(3, species=("rhino", "crocodile", "marmoset"), animals={"X1": (2, 1, 0)}, keeper="X8>X12",
                 laurels={"X14>X13": "V"})
    play(s, (0, Compose("animal", "X1", "X8")), (0, Request("marmoset", "X14>X13")), (0, NO_OFFER),
         (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND))
    assert s.current_player == 1
    events = play(s, (1, Decline()))
    assert s.phase == "turn"  # failed at once: Bot 3 is never asked
    [failed] = of_kind(events, "deal_failed")
    assert failed.data["lapsed"] == []
    assert failed.data["refused"] == [{"seat": 1, "what": "votes", "votes": 1, "how": "declined", "value": None}]
    assert VadisNarrator().line(failed, NAMES).startswith("Not enough votes: your animal stays")


def test_the_marmoset_counter_is_in_the_log_when_the_deal_fails():
    s = position(3, species=("rhino", "marmoset", "crocodile"), animals={"X1": (2, 0, 1)}, keeper="X8>X12",
                 laurels={"X14>X13": "V"})
    play(s, (0, Compose("animal", "X1", "X8")), (0, Request("marmoset", "X14>X13")), (0, NO_OFFER),
         (0, Ask(2, 1)), (0, NO_OFFER), (0, SEND))
    assert s.current_player == 1  # the Marmoset's owner answers first (the mover's left)
    events = play(s, (1, Counter(4)), (2, Decline()))
    [answer] = [e for e in of_kind(events, "answer") if e.data["seat"] == 1]
    narrator = VadisNarrator()
    assert narrator.line(answer, NAMES) == "Normal Bot 2 wants tokens worth at least 4 from the mover for the Marmoset."
    [failed] = of_kind(events, "deal_failed")
    assert failed.data["lapsed"] == [{"seat": 1, "what": "marmoset", "votes": 0, "value": 4}]
    assert narrator.line(failed, NAMES) == (
        "Not enough votes: your animal stays, and Big Meadow is closed to votes this turn; Normal Bot 2's counter"
        " of 4 for the Marmoset lapsed with it.")


def test_a_dropped_ability_counter_is_named():
    s = position(3, species=("rhino", "marmoset", "crocodile"), animals={"X1": (3, 0, 0)}, keeper="X8>X12",
                 laurels={"X14>X13": "V"})
    play(s, (0, Compose("animal", "X1", "X8")), (0, Request("marmoset", "X14>X13")), (0, NO_OFFER), (0, SEND),
         (1, Counter(5)))
    [failed] = of_kind(play(s, (0, Drop())), "deal_failed")
    assert VadisNarrator().line(failed, NAMES) == (
        "The deal falls through: Normal Bot 2's counter of 5 for the Marmoset was not met, so nothing happens.")


def test_many_lapsed_counters_are_counted_not_listed():
    lapsed = [{"seat": q, "what": "votes", "votes": 1, "value": 3} for q in (1, 2, 1)]
    ev = Event("deal_failed", 0, {"seat": 0, "why": "ability", "src": "X1", "closed": False,
                                  "refused": [{"seat": 2, "what": "ibis", "votes": 0, "how": "declined",
                                               "value": None}], "lapsed": lapsed})
    assert VadisNarrator().line(ev, NAMES) == (
        "The deal falls through: Normal Bot 3 refuses the Ibis, so nothing happens; 3 counters lapsed with it.")
