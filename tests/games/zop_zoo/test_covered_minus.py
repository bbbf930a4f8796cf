"""ZOP ZOO, play test 10: a Minus card covered by a wild no longer counts, so its −badge is struck through (greyed)
on the table — after a rebuild, and as soon as a wild is laid on it."""

from __future__ import annotations

from tests.games.zop_zoo.test_table import _position_table
from tests.uihelpers import wait_until
from zooarcade.games.zop_zoo.data import CARD_BY_KEY
from zooarcade.games.zop_zoo.faces import BAND, VOID_FILL, W
from zooarcade.games.zop_zoo.rules import Phase, PlaceWild, ZopState

MINE = ["w:lion", "w:owl", "w:zebra", "w:bear", ("w:gorilla", "b:gorilla"), "w:toucan"]
THEIRS = ["w:yak", "w:ram", "w:ladybug", "w:iguana", "w:otter", "w:hippo"]
#: a point of the Minus badge's disc clear of its figures and of the strike line (logical pixels of a face).
BADGE_SPOT = (W - 4 - 14, 4 + BAND // 2 + 1 + 11)


def badge(picture) -> tuple[int, int, int]:
    return tuple(picture.pixels(1.0).get_at(BADGE_SPOT))[:3]


def test_a_minus_under_a_wild_shows_a_struck_grey_badge_after_a_rebuild(make_app):
    mine = [*MINE[:5], ("w:skunk", "b:beast1")]
    theirs = ["w:rat", *THEIRS[1:]]
    app, table = _position_table(make_app, ZopState.from_position(2, [mine, theirs], draw=["b:koala"]))
    assert table.void == {"w:skunk"}  # the uncovered Rat keeps its minus
    skunk = table.sprites["w:skunk"].image
    assert skunk is table.faces.card(CARD_BY_KEY["w:skunk"], False, True)
    assert badge(skunk) == VOID_FILL
    assert badge(table.sprites["w:rat"].image) == (255, 255, 255)  # a live Minus: the usual white badge
    assert "no longer counts" in table.tooltip_lines(("card", "w:skunk"))[1]


def test_laying_a_wild_on_a_minus_strikes_its_badge(make_app):
    mine = [*MINE[:5], "w:skunk"]
    state = ZopState.from_position(2, [mine, THEIRS], draw=["b:best-beast", "b:koala"])
    app, table = _position_table(make_app, state)
    session = table.session
    wait_until(app, lambda: table.input_enabled())
    assert session.state.phase == Phase.WILD and badge(table.sprites["w:skunk"].image) == (255, 255, 255)
    action = next(a for a in table.legal() if isinstance(a, PlaceWild) and a.card == CARD_BY_KEY["w:skunk"])
    table.request(action, None)
    wait_until(app, lambda: not table.queue.busy)
    assert "w:skunk" in table.void and badge(table.sprites["w:skunk"].image) == VOID_FILL


def test_a_minus_under_its_anti_shows_the_struck_badge_like_the_scoring_counts_it(make_app):
    """Scoring: a covered Minus never counts negative (its slot scores its cover, and a loser banks only uncovered
    Minus cards) — under its ANTI as under a wild.  The badge of the Minus under its ANTI reads cancelled too."""
    mine = [*MINE[:5], ("w:skunk", "b:anti-skunk")]
    theirs = ["w:rat", *THEIRS[1:]]
    state = ZopState.from_position(2, [mine, theirs], draw=["b:koala"])
    skunk = CARD_BY_KEY["w:skunk"]
    assert state.slot_value(skunk) > 0 and all(line.card != "w:skunk" for line in state.score_lines(0, False))
    app, table = _position_table(make_app, state)
    assert table.void == {"w:skunk"}, "the covered Skunk is cancelled; the uncovered Rat still counts"
    assert badge(table.sprites["w:skunk"].image) == VOID_FILL
    assert badge(table.sprites["w:rat"].image) == (255, 255, 255)
    assert table.tooltip_lines(("card", "w:skunk"))[1] == "Minus card under its ANTI: its \u221275 no longer counts"


def test_drawing_the_anti_onto_its_minus_strikes_the_badge(make_app):
    mine = [*MINE[:5], "w:skunk"]
    app, table = _position_table(make_app, ZopState.from_position(2, [mine, THEIRS], draw=["b:anti-skunk", "b:koala"]))
    wait_until(app, lambda: table.session.state.cover[CARD_BY_KEY["w:skunk"]] >= 0 and not table.queue.busy,
               what="the ANTI never reached the Skunk")
    assert "w:skunk" in table.void and badge(table.sprites["w:skunk"].image) == VOID_FILL
