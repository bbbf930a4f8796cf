"""An undo while the hint's Hard search thinks drops it: no stale hint shows on the position taken back to.

The hint (the game's Hard on a fixed work budget) takes many frames; the table shows it is looking
meanwhile (banner, greyed Hint button) and stays playable.  Apocalypse's test covers a move made
meanwhile (tests/games/apocalypse/test_table_services.py).
"""

from __future__ import annotations

import pygame

from zooarcade.session import GameSession, MatchSetup, parse_seats

DT = 1 / 60


def _mid_turn(game: str, seats: str) -> GameSession:
    """Play headless until the human (seat 0) is to choose again within a turn it may still take back."""
    for seed in range(1, 40):
        s = GameSession(MatchSetup(game, parse_seats(seats), seed))
        for n in range(3000):
            if s.state.is_terminal():
                break
            d = s.decision
            if d.forced or s.seats[d.seat].is_ai:
                s.advance()
                continue
            legal = s.state.legal_actions()
            if d.seat == 0 and s.can_undo() and len(legal) > 1 and not s.undo_decisions()[0].forced:
                return s
            s.apply(legal[(seed * 7 + n) % len(legal)])
    raise AssertionError("no deal reached a second choice of the human within one turn")


def test_an_undo_while_the_hint_thinks_drops_it(make_app):
    session = _mid_turn("zoo_fighters", "human,ai:easy")
    app = make_app()
    app.settings.animation_speed = "instant"
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    for _ in range(200):
        if table.input_enabled():
            break
        app.step(DT)
    assert table.input_enabled() and table.can_undo_now()
    before = len(session.record.steps)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    app.step(DT)
    assert table.hint_job is not None and table.hint is None, "the Hard hint is still thinking"
    assert table.banner()[0] == "Looking for a good move\u2026" and not table.hint_button.enabled
    assert table.undo() is True
    assert len(session.record.steps) < before
    assert table.hint_job is None, "the search for the old position is dropped"
    for _ in range(300):
        app.step(DT)
    assert table.hint is None and table.current_hint() is None, "no stale hint appears"
