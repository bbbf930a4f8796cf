"""Play test P9 (Zoo Fighters II's lesson): it said "Reveal Bamboo Parry" where the button says "Play from hand",
never said that Fire pays the cost's "any" part, nor what the % beside a neighbour's backs means.  The caption
now reads the control's label off the table (:data:`zooarcade.guide.CONTROL`), the banner shows the control's
words, and the payment steps say what "any" and the % are."""

from __future__ import annotations

from tests.ui import guide_driver as gd
from zooarcade.games.zoo_fighters.actions import Declare, PayHand, PayTake
from zooarcade.guide import CONTROL


def _learner_steps(app, table):  # noqa: ANN001, ANN202
    """Yield ``(move, caption, banner)`` at each learner move, then make the move."""
    guide = table.guide
    while True:
        move = gd.wait_for_learner(app, table)
        if move is None:
            return
        app.step(gd.DT)
        yield move, guide.caption(), table.banner()[0]
        gd.make_and_wait(app, table, move)


def test_the_lesson_names_the_button_it_asks_for_and_explains_any_and_the_risk(make_app):
    app, table = gd.open_guide(make_app, "zoo_fighters")
    declares = pays = takes = 0
    for move, caption, banner in _learner_steps(app, table):
        assert CONTROL not in caption, caption
        if isinstance(move, Declare):
            found = table.guide.control_of(move)
            assert found is not None and found[0] == "Play from hand", found
            assert f"\u201c{found[0]}\u201d" in caption and "Reveal" not in caption, caption
            assert banner == f"Your move: Play from hand \u2014 {found[1]}", banner
            assert table.guide.refusal() == f"Not that one \u2014 Play from hand: {found[1]}."
            declares += 1
        elif isinstance(move, PayHand) and pays == 0:
            assert "1 Order + 1 any" in caption and 'every colour pays an "any" part, so Fire does' in caption, caption
            pays += 1
        elif isinstance(move, PayTake):
            assert "The % by a back is its Reprisal risk" in caption, caption
            takes += 1
    assert (declares, pays, takes) == (2, 1, 1)


def test_a_caption_without_its_control_says_the_lit_button(make_app):
    app, table = gd.open_guide(make_app, "zoo_fighters")
    guide = table.guide
    assert guide.worded(f"Press {CONTROL} now.", 10 ** 6) == "Press the lit button now."
