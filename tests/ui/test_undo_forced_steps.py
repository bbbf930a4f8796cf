"""Undo never lands on a step the table plays by itself (playtest 5: Zoo Fighters' Undo went round in a circle).

A forced step of a human seat (a pass in a response window when the seat holds no response) is played by
the table with no click.  When that step was the only one that could be taken back, Undo stayed lit, each
press logged "takes back their move", and the table at once played the same step again: nothing changed.
Undo must take a forced step back together with the choice before it, and be off (saying why) when no
such choice is left.  A pass the player made by hand (humans asked at every window) stays undoable.
"""

from __future__ import annotations

import pytest

from tests import market
from tests.market_table import MarketTable
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.table.base import UNDO_PLAYED_FOR_YOU


def _to_forced_undo_point(game: str, seats: str, human: int, spec=None, seeds=range(1, 40)) -> GameSession:
    """Play headless until the human's forced step was just played and it is the only step Undo could take."""
    for seed in seeds:
        s = GameSession(MatchSetup(game, parse_seats(seats), seed), spec=spec)
        n = 0
        while not s.state.is_terminal() and n < 3000:
            n += 1
            d = s.decision
            if d.forced or s.seats[d.seat].is_ai:
                s.advance()
                if d.forced and d.seat == human and s.can_undo():
                    back = s.undo_decisions()
                    assert back[0].forced
                    return s
            else:
                legal = s.state.legal_actions()
                s.apply(legal[(seed * 7 + n) % len(legal)])
    raise AssertionError("no deal reached a forced step of the human")


def _table(make_app, session, table_cls=None):
    app = make_app()
    app.settings.animation_speed = "instant"
    table = table_cls(app, session) if table_cls is not None else app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


@pytest.mark.parametrize(("game", "seats"), [("zoo_fighters", "human,ai:easy"), ("zop_zoo", "human,ai:easy")])
def test_undo_is_off_when_only_a_step_played_for_the_player_is_left(make_app, game, seats):
    session = _to_forced_undo_point(game, seats, 0)
    app, table = _table(make_app, session)
    assert session.can_undo()  # the session alone would take the forced step back ...
    assert not table.can_undo_now(), "Undo is lit for a step the table plays again at once"
    before = len(session.record.steps)
    assert table.undo() is False
    assert len(session.record.steps) == before
    assert table.toast is not None and table.toast[0] == UNDO_PLAYED_FOR_YOU


def test_keepers_market_forced_pass_after_a_computer_play_is_no_undo_point(make_app):
    session = _to_forced_undo_point("keepers_market", "ai:easy,human,ai:easy", 1, spec=market.spec())
    app, table = _table(make_app, session, MarketTable)
    assert not table.can_undo_now()
    assert table.undo_blocker() == UNDO_PLAYED_FOR_YOU


def test_a_pass_made_by_hand_stays_undoable_and_undo_lands_where_the_player_is_asked(make_app):
    """Humans asked at every window: the same forced pass was the player's click, so Undo takes it back
    and leaves the player asked again; Redo plays it again."""
    session = _to_forced_undo_point("keepers_market", "ai:easy,human,ai:easy", 1, spec=market.spec())
    app, table = _table(make_app, session, MarketTable)
    app.settings.ask_every_window = True
    assert table.can_undo_now()
    before = len(session.record.steps)
    assert table.undo()
    assert len(session.record.steps) == before - 1
    assert table.asks_human()
    assert table.redo()
    assert len(session.record.steps) == before
