"""Zoo Vadis log, real-window play test: a plain advance (the mover's own majority, the Zoo Keeper's path) and a
peacock's walk were logged as "The deal goes through."  Only a move that had a deal (seats asked, peacocks
bribed) says so now; a plain move says why nobody was asked."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, of_kind, play, position
from zooarcade.core.events import Event
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose
from zooarcade.games.zoo_vadis.narration import VadisNarrator

NAMES = ["You", "Ann", "Bo"]
CLASSIC = {"variant": "classic"}


def _done_line(s, *steps) -> str:
    [done] = of_kind(play(s, *steps), "deal_done")
    return VadisNarrator().line(done, NAMES)


def test_only_a_real_deal_goes_through():
    own = position(3, animals={"X1": (3, 0, 0)}, keeper="X12>X13", options=CLASSIC)
    assert _done_line(own, Compose("animal", "X1", "X8"), SEND) == "Your own 3 votes carry the move: nobody is asked."
    ann = position(3, animals={"X5": (0, 1, 0)}, keeper="X12>X13", to_move=1, options=CLASSIC)
    assert _done_line(ann, Compose("animal", "X5", "X9"), SEND) == "Ann's own vote carries the move: nobody is asked."
    keeper = position(3, animals={"X9": (1, 2, 0)}, keeper="X9>X13", options=CLASSIC)
    assert _done_line(keeper, Compose("animal", "X9", "X13"), SEND) == (
        "The Zoo Keeper's path needs no vote: the animal walks up at once.")
    bird = position(3, peacocks={"X1": 1}, keeper="X12>X13", options=CLASSIC)
    assert _done_line(bird, Compose("peacock", "X1", "X5"), SEND) == "A peacock needs no vote: it walks up at once."
    deal = position(3, animals={"X1": (1, 2, 0)}, keeper="X12>X13", options=CLASSIC)
    assert _done_line(deal, Compose("animal", "X1", "X8"), Ask(1, 2), NO_OFFER, SEND, Accept()) == (
        "The deal goes through.")


def test_an_older_event_without_the_counts_still_reads():
    old = Event("deal_done", 0, {"seat": 0, "piece": "animal"})
    assert VadisNarrator().line(old, NAMES) == "The deal goes through."


def test_the_strip_calls_a_plain_move_a_move(make_app):
    from tests.games.zoo_vadis.tablehelpers import open_table

    _, table = open_table(make_app, "human,ai:easy,ai:easy", 5)
    bird = position(3, peacocks={"X1": 1}, keeper="X12>X13", options=CLASSIC)
    for ev in play(bird, Compose("peacock", "X1", "X5"), SEND):
        table.restore_event(ev)
    title, _, lines = table.last_deal_lines(table.last_deal)
    assert title == f"Last move: {table.name(0)} \u2014 it happened"
    assert lines[-1][0] == "Nobody had to be asked."
