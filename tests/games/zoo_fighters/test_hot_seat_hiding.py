"""Hot-seat: while the device changes hands the Zoo Fighters II table shows nothing the next player hides.

Last session a hot-seat replay (deal 3, step 139, with Shellby's EX drawing 3) failed the table
conformance check: the spectator's banner read "Player 2, your turn: respond …" when Player 2 held a
response and "Player 2 is thinking." when it held none — whether a seat holds a response in a priority
window is that seat's secret (the forced pass).  These tests build such a window directly.
"""

from __future__ import annotations

import random

import pytest

from tests.ui import table_conformance as tc
from zooarcade.core.protocol import DecisionKind
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, parse_seats


def _window_with_a_secret_response(seed: int = 1) -> GameSession:
    """A 2-human hot-seat game at its first priority window where the decider holds a response that most
    determinizations of the other seat's information set take away (so a forced pass there)."""
    session = GameSession(MatchSetup("zoo_fighters", parse_seats("human,human"), seed))
    pick = random.Random(seed)
    for _ in range(400):
        state = session.state
        d = state.decision()
        assert d is not None
        if d.kind is DecisionKind.PRIORITY and d.quick and not d.forced:
            other = 1 - d.seat
            forced = sum(bool(state.determinize(other, Rng(k)).decision().forced) for k in range(10))
            if forced >= 5:
                return session
        session.apply(pick.choice(state.legal_actions()))
    raise AssertionError("no priority window with a secret response in 400 steps")


@pytest.mark.parametrize("ask_every_window", [None, False, True], ids=["auto", "off", "on"])
def test_the_spectator_banner_does_not_tell_who_holds_a_response(make_app, ask_every_window):
    session = _window_with_a_secret_response()
    app, table = tc.open_table(make_app, session)
    app.settings.ask_every_window = ask_every_window
    table.set_viewer(None)  # the screen between two players' turns: nobody's private eyes
    d = session.state.decision()
    truth = session.state
    banners = set()
    for k in range(10):
        session.state = truth.determinize(1 - d.seat, Rng(k))
        table.legal_cache = None
        banners.add(table.banner()[0])
    session.state = truth
    table.legal_cache = None
    assert len(banners) == 1, banners
    assert tc.assert_screen_hides(app, table, Rng(7), "zoo_fighters hot-seat window") is True
