"""Play test play10 #2 (deal 835175): the results crowned a 3-laurel seat above 23 and 12 without saying that only it
had an animal in the Star, and ranked a richer seat outside the Star above one in it."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from zooarcade.core.narration import fill
from zooarcade.games.zoo_vadis.rules import PEACOCK
from zooarcade.scenes.results import end_reason, standings
from zooarcade.session import GameSession, MatchSetup, parse_seats

NAMES = ["Player", "Normal Bot 2", "Normal Bot 3"]


def _ended(star, in_star, screens):
    """A finished game (the Star full): ``star`` the arrival order, ``in_star`` the animals there per seat."""
    s = position(3, animals={"X13": in_star}, peacocks={"X13": star.count(PEACOCK)}, keeper="X8>X12",
                 screens=screens)
    s.star = list(star)
    s.end = "star"
    s.phase = "over"
    s.touch()
    return s


def _deal_835175():
    # Player 3 laurels, alone in the Star with two peacocks... ; Bot 2 23 and Bot 3 12, neither in the Star
    return _ended([PEACOCK, 0, PEACOCK, 0, 0], (3, 0, 0),
                  {0: {"I": 1}, 1: {"V": 1, "IV": 1, "II": 1, "I": 10}, 2: {"III": 1, "I": 7}})


def test_the_only_species_in_the_star_wins_and_the_results_say_why():
    s = _deal_835175()
    assert s.scores() == [3, 23, 12] and s.winners() == [0]
    assert end_reason(NAMES, s.end_reason()) == (
        "Game over: the Star Exhibit is full; only Player has an animal in the Star.")
    assert [s.result_note(i) for i in range(3)] == ["In the Star (space 2)", "Not in the Star", "Not in the Star"]


def test_the_ranking_puts_the_species_in_the_star_above_richer_ones_outside():
    # Bot 3 (seat 2, 5 laurels) is in the Star at space 5; Bot 2 (seat 1, 23 laurels) is not
    s = _ended([PEACOCK, 0, PEACOCK, 0, 2], (2, 0, 1),
               {0: {"V": 1, "III": 1}, 1: {"V": 1, "IV": 1, "II": 1, "I": 10}, 2: {"III": 1}})
    assert s.scores() == [10, 23, 5] and s.winners() == [0]
    assert standings(s.scores(), s.winners(), s.tie_break, s.rank_class) == [0, 2, 1]
    assert fill(s.end_reason(), NAMES) == (
        "the Star Exhibit is full; Player has the most laurels of the species in the Star")


def test_nobody_in_the_star_is_said_in_words():
    s = _ended([PEACOCK, PEACOCK, PEACOCK, PEACOCK, PEACOCK], (0, 0, 0), {})
    assert s.winners() == [] and s.end_reason().endswith("; no animal reached the Star")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_results_screen_shows_each_seats_star_note(make_app, size):
    from zooarcade.scenes.results import ResultsScene

    app = make_app(size=size)
    session = GameSession(MatchSetup("zoo_vadis", parse_seats("human,ai:normal,ai:normal"), 835175))
    session.state = _deal_835175()
    scene = ResultsScene(app, session)
    assert scene.notes == ["In the Star (space 2)", "Not in the Star", "Not in the Star"]
    assert scene.reason == "Game over: the Star Exhibit is full; only Player has an animal in the Star."
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step(1 / 60)  # it paints at this size


def test_the_lesson_ends_on_the_star_condition():
    import json
    from pathlib import Path

    import zooarcade.games.zoo_vadis as pkg

    outro = json.loads((Path(pkg.__file__).parent / "guide.json").read_text(encoding="utf-8"))["outro"]
    assert "Most laurels when the Star Exhibit fills wins" not in outro
    assert outro.endswith("When the Star fills, the richest species with an animal in it wins.")
