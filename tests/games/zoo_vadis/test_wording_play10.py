"""Play test play10 #5: plurals and words — "needs 1 votes", "1 laurels", "a I token", "the Armadillo for I",
"Here: Normal Bot 2 1", "peacocks 2", "lined up" counting the own votes, and a review that spoke of cards."""

from __future__ import annotations

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.events import Event
from zooarcade.core.protocol import GameSpec
from zooarcade.games.zoo_vadis import spec
from zooarcade.games.zoo_vadis.deal import Draft, Item
from zooarcade.games.zoo_vadis.narration import VadisNarrator
from zooarcade.games.zoo_vadis.table_draw import values_label

NAMES = ["Player", "Normal Bot 2", "Normal Bot 3"]


def test_a_deal_needing_one_vote_says_one_vote():
    ev = Event("deal", 0, {"seat": 0, "piece": "animal", "src": "X5", "dst": "X9", "tunnel": False, "need": 1,
                           "own": 1, "asks": [], "bribes": []})
    assert VadisNarrator().line(ev, NAMES) == (
        "Player wants to move their animal from Sand Pit to Central Lawn: needs 1 vote, has 1.")


def test_a_win_with_one_laurel_is_singular():
    ev = Event("game_end", None, {"scores": [1, 0, 0], "winners": [0], "reason": "the Star Exhibit is full"})
    assert VadisNarrator().lines(ev, NAMES)[1].text == "Player wins with 1 laurel and an animal in the Star!"


def test_offered_values_read_as_tokens_in_a_sentence():
    assert values_label([1], 1, noun=True) == "token I"
    assert values_label([1, 3], 2, noun=True) == "tokens III + I"
    assert values_label([1, 3], 2) == "III + I"  # the panel's cyclers keep the short form


def test_the_review_words_what_it_knows_per_game():
    assert spec().hidden_known == "what was behind the other screens is guessed, as the computer players guess it"
    assert GameSpec.__dataclass_fields__["hidden_known"].default == (
        "the cards they could not see are guessed, as the computer players guess them")


def test_exhibit_tooltip_and_votes_line_say_what_they_count(make_app):
    from tests.games.zoo_vadis.tablehelpers import open_table

    _, table = open_table(make_app, "human,ai:normal,ai:normal", 835175)
    s = position(3, animals={"X9": (1, 1, 0)}, peacocks={"X9": 2}, keeper="X8>X12")
    table.view = s
    lines = table.tooltip_lines("X9")
    assert lines is not None and lines[2] == "Here: Player: 1 animal, Normal Bot 2: 1 animal, 2 peacocks"
    d = Draft("animal", 9, 13, s.board.routes.index(next(r for r in s.board.routes if r.src == 9 and r.dst == 13)),
              need=3, own=1, items=[Item(1, "votes", votes=1)], bribes=[3])
    assert table._votes_line(d) == "Votes: 3 needed \u00b7 your own 1 \u00b7 asked for 1 \u00b7 1 peacock bribed (III)"
