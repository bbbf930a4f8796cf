"""Zoo Vadis board, real-window play test: a click on an empty bottom exhibit gave no hint at all.  It now says
how to add an animal there (drag one from your supply), or why none can be added now."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import SEND, play, position
from zooarcade.games.zoo_vadis.actions import Compose
from zooarcade.games.zoo_vadis.narration import exhibit

CLASSIC = {"variant": "classic"}


def _show(app, table, state) -> None:
    table.session.state = state
    table.rebuild(state.view(0))
    table.legal_cache = None
    table.toast = None
    th.frames(app, 1)


def _click_exhibit(app, table, xid: str) -> str | None:
    r = table.target_rects()[xid]
    th.click(app, (r.centerx, r.bottom - 6))
    return table.toast[0] if table.toast is not None else None


def test_a_click_on_a_bottom_exhibit_tells_what_to_do(make_app):
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = position(3, animals={"X0": (0, 1, 0), "X1": (3, 0, 0)}, keeper="X12>X13", options=CLASSIC)
    _show(app, table, s)
    assert table.input_enabled()
    assert _click_exhibit(app, table, "X2") == (
        f"To add an animal to {exhibit('X2')}, drag one from your supply (the figure in your seat panel) onto it.")
    assert s.phase == "turn", "the click only tells, it plays nothing"
    full = _click_exhibit(app, table, "X0")
    assert full is not None and full.startswith(f"No animal can be added to {exhibit('X0')} now.") and "full" in full
    play(s, (0, Compose("animal", "X1", "X8")))
    _show(app, table, s)
    busy = _click_exhibit(app, table, "X2")
    assert busy is not None and "finish what you are doing first" in busy


def test_after_the_action_the_notice_says_the_turn_is_used(make_app):
    app, table = th.open_table(make_app, "human,ai:normal,ai:normal", 3)
    s = position(3, species=("rhino", "hyena", "ibis"), animals={"X1": (3, 0, 0)}, keeper="X12>X13")
    play(s, (0, Compose("animal", "X1", "X8")), (0, SEND))
    assert s.phase == "post", "the Hyena of seat 1 keeps the turn open"
    _show(app, table, s)
    assert _click_exhibit(app, table, "X2") == (
        f"No animal can be added to {exhibit('X2')} now. Your action for this turn is done: new animals wait for "
        "your next turn.")
