"""The compact table's drawer stays where it is from step to step (play test 14: Zoo Vadis's drawer hopped 25
times in 86 shows, Zoo Fighters II's 32 in 80): it moves only when at its place a legal move or an INFO area is
hidden anew (:meth:`TableScene.drawer_layout`)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import key, resize, show_table, spy_requests, wait_until
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, SeatConfig

FAST = {"easy": 0.01, "normal": 0.01, "hard": 0.01}


def _drawer_places(make_app, game: str, players: int, seed: int, decisions: int) -> list[tuple[int, int]]:
    """``(x, bottom)`` of the open drawer at each of the human's first ``decisions`` decisions of a seeded game
    (human + normal AI at 800×600), the human playing a seeded random legal move each time."""
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(1, players)]
    session = GameSession(MatchSetup(game, seats, seed))
    app, table = show_table(make_app, session, size=(800, 600), think=FAST)
    rng = Rng.from_seed(seed)
    places: list[tuple[int, int]] = []
    asked, frames = 0, 0
    while asked < decisions and not session.state.is_terminal() and frames < 20000:
        app.step(1 / 30)
        frames += 1
        d = session.decision
        if d is not None and table.input_enabled() and d.seat == 0:
            for _ in range(3):
                app.step(1 / 30)
            if table.drawer_shown():
                places.append((table.panel.rect.x, table.panel.rect.bottom))
            legal = table.legal()
            asked += 1
            if legal:
                table.request(rng.choice(legal), None)
    return places


@pytest.mark.parametrize(("game", "players", "seed", "most"), [("zoo_vadis", 5, 7, 3)])
def test_the_drawer_moves_a_few_times_in_a_seeded_game(make_app, game: str, players: int, seed: int,
                                                       most: int) -> None:
    places = _drawer_places(make_app, game, players, seed, 30)
    moves = sum(1 for a, b in zip(places, places[1:], strict=False) if a != b)
    assert len(places) >= 20, places
    assert moves <= most, (moves, places)


def _play_until(make_app, game: str, players: int, seed: int, size, stop, limit: int = 200):
    """``(app, table)`` of a seeded game (human + normal AI) in a ``size`` window, the human playing seeded random
    legal moves until ``stop(table)`` holds at one of its decisions (within ``limit`` decisions)."""
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(1, players)]
    session = GameSession(MatchSetup(game, seats, seed))
    app, table = show_table(make_app, session, size=size, think=FAST)
    rng = Rng.from_seed(seed)
    for _ in range(limit):
        wait_until(app, lambda: session.decision is not None and table.input_enabled()
                   and session.decision.seat == 0, limit=20000)
        for _ in range(3):
            app.step(1 / 30)
        if stop(table):
            return app, table
        table.request(rng.choice(table.legal()), None)
    raise AssertionError("never got there")


def test_zop_zoo_drawer_keeps_your_row_clear_and_its_place_through_fold_and_resize(make_app) -> None:
    """Play test 14 (ZOP ZOO, 1024×768, 4 seats, seed 5): the drawer lay over the lower half of your own row
    (names, CONNECT tags) and its tab over the card just drawn; after D, a resize to 1280×720 and back, Enter
    opened it elsewhere; the folded pill sat on a rival's Side Bonus cards."""
    app, table = _play_until(make_app, "zop_zoo", 4, 5, (1024, 768), lambda t: t.drawer_shown())
    me = table._seat()
    mine = [s.rect for s in table.sprites.values()
            if s.visible and (table.seats[me].row.collidepoint(s.rect.center)
                              or any(lay.held.collidepoint(s.rect.center) for lay in table.seats))]
    assert mine
    first, tab = pygame.Rect(table.panel.rect), table.drawer_tab_rect()
    for part in (first, tab):
        assert not any(part.colliderect(rect) for rect in mine), (part, mine)
    key(app, pygame.K_d)
    assert table.drawer_folded()
    pill = table.drawer_tab_rect()
    cards = [s.rect for s in table.sprites.values() if s.visible]
    assert not any(pill.colliderect(rect) for rect in cards), pill
    assert not any(pill.colliderect(lay.header) for lay in table.seats), pill
    resize(app, (1280, 720))
    resize(app, (1024, 768))
    key(app, pygame.K_RETURN)
    assert table.drawer_shown() and table.panel.rect == first, (table.panel.rect, first)


def test_zoo_vadis_says_so_when_every_move_is_on_the_board(make_app) -> None:
    """Play test 14 (Zoo Vadis, 800×600, 5 seats, seed 7): with only board moves left the drawer vanished with
    no cue, and D did nothing.  A small drawer now says the moves are on the board; D folds and opens it; Enter
    with nothing marked says to pick a move, Tab marks one and Enter plays it."""
    from zooarcade.ui.table.base import DRAWER_ON_BOARD

    app, table = _play_until(make_app, "zoo_vadis", 5, 7, (800, 600),
                             lambda t: bool(t.legal()) and all(t.spatial(a) for a in t.legal()))
    assert table.drawer_shown() and table.panel.prompt == DRAWER_ON_BOARD and not table.panel.choices
    assert pygame.Rect(0, 0, 960, 720).contains(table.panel.rect)
    key(app, pygame.K_d)
    assert table.drawer_folded() and table.drawer_tab_rect() is not None
    key(app, pygame.K_d)
    assert table.drawer_shown()
    asked = spy_requests(table)
    key(app, pygame.K_RETURN)
    assert asked == [] and table.toast is not None and "Tab" in table.toast[0]
    key(app, pygame.K_TAB)
    marked = table.legal()[table.choice()]
    key(app, pygame.K_RETURN)
    assert asked == [marked]


def test_zoo_fighters_paying_keeps_your_fighter_and_the_neighbours_in_sight_and_the_drawer_put(make_app) -> None:
    """Play test 14 (Zoo Fighters II, 800×600, 5 seats, seed 3): the pay step's drawer hid the Fighter you may
    exhaust and the neighbour you take from (a Reprisal struck back unseen), and it moved again after paying.
    Now both stay in sight while paying, and the next main step keeps the pay step's edge and bottom."""
    from zooarcade.games.zoo_fighters import actions as A

    app, table = _play_until(make_app, "zoo_fighters", 5, 3, (800, 600), lambda t: t.payment() is not None)
    assert table.drawer_shown()
    legal = table.legal()
    parts = table.component_rects(0)
    exhaust = [parts[a.source] for a in legal if isinstance(a, A.PayExhaust) and a.source in parts]
    takes = {a.seat for a in legal if isinstance(a, A.PayTake | A.PayPick)}
    assert exhaust and takes
    seen = [*exhaust, *(r for s in takes for r in (table.boxes[s].hand, table.boxes[s].fighter))]
    for part in (table.panel.rect, table.drawer_tab_rect()):
        assert not any(part.colliderect(rect) for rect in seen), (part, seen)
    paid = (table.panel.rect.x, table.panel.rect.bottom)
    session = table.session
    pays = A.PayHand | A.PayTake | A.PayPick | A.PayExhaust
    while table.payment() is not None:  # pay (the first way offered each time) until the main step is back
        table.request(next(a for a in table.legal() if isinstance(a, pays)), None)
        wait_until(app, lambda: session.decision is not None and table.input_enabled()
                   and session.decision.seat == 0, limit=20000)
        for _ in range(3):
            app.step(1 / 30)
    assert table.drawer_shown() and (table.panel.rect.x, table.panel.rect.bottom) == paid
