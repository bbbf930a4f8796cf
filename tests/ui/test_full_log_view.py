"""The full game log: the small log (about nine lines) opens into a big scrollable view of every line so far.

It opens from the log's "Full log" button, a click on its header or the L key; it scrolls with the wheel, Page
Up / Page Down, the arrow keys and Home / End; it closes with Esc, L, its Close button or a click outside.  It
draws the table log's own entries (what the viewer may see), and a hot-seat handoff closes it: the next player
never reads the previous player's private lines in it.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.uihelpers import FRAME, click, key, show_table
from zooarcade.gallery import demo_session
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.handoff import HandoffScene
from zooarcade.ui.table.base import FULL_LOG
from zooarcade.ui.table.log_view import LogHistoryScene


def _table(make_app, game_id: str, moves: int = 40):
    app, table = show_table(make_app, demo_session(game_id, seed=3, moves=moves))
    app.step(FRAME)
    assert len(table.log.entries) > 30, "a log longer than both views"
    return app, table


def _entries_in_view(panel) -> list[int]:
    """Indexes (in ``panel.entries``) of the entries with a line in view, oldest first."""
    panel._refresh_lines()
    first = panel.scroll // panel.line_height
    rows = len(panel.line_rects())
    index = {id(e): i for i, e in enumerate(panel.entries)}
    return sorted({index[id(entry)] for entry, _, _ in panel._lines[first:first + rows]})


def _wheel(app, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    app.step(FRAME)


@pytest.mark.parametrize("game_id", ["zop_zoo", "apocalypse"])
def test_the_log_opens_scrolls_and_closes(make_app, game_id):
    app, table = _table(make_app, game_id)
    small = table.log
    expand = small.expand_rect()
    assert expand is not None and small.header_rect().contains(expand), "the button sits in the log's header"
    click(app, expand.center)
    view = app.scenes.top
    assert isinstance(view, LogHistoryScene) and table.log_view is view
    assert view.panel.entries is small.entries, "the view reads the small log's own entries, not a copy"
    shown, big, little = view.shown_lines(), _entries_in_view(view.panel), _entries_in_view(small)
    assert len(big) >= len(little) + 5, f"the big view shows many more entries at once ({big} / {little})"
    assert big[-1] == little[-1] == len(small.entries) - 1, "it opens at the newest line"
    assert big[0] < little[0], "it shows lines older than the small log's top line"
    assert small.entries[big[0]].text.startswith(shown[0]), "the first line in view is that older entry's"
    # scrolling: keys and the wheel
    at = view.panel.scroll
    key(app, pygame.K_PAGEUP)
    assert view.panel.scroll < at and not view.panel.follow
    key(app, pygame.K_HOME)
    assert view.panel.scroll == 0 and view.shown_lines()[0].startswith("Deal #"), "Home goes to the first line"
    key(app, pygame.K_DOWN)
    assert view.panel.scroll == 3 * view.panel.line_height
    _wheel(app, -1)
    assert view.panel.scroll == 6 * view.panel.line_height
    _wheel(app, 1)
    key(app, pygame.K_UP)
    assert view.panel.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert view.panel.scroll > 0
    key(app, pygame.K_END)
    assert view.panel.scroll == view.panel.max_scroll and view.panel.follow
    # the table under it takes no input while it is open
    steps = table.steps()
    key(app, pygame.K_RETURN)
    assert table.steps() == steps and app.scenes.top is view
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and table.log_view is None and view.closed
    # L opens and closes it; the Close button closes it
    key(app, pygame.K_l)
    again = app.scenes.top
    assert isinstance(again, LogHistoryScene) and again is not view
    key(app, pygame.K_l)
    assert app.scenes.top is table
    key(app, pygame.K_l)
    click(app, app.scenes.top.close_rect().center)
    assert app.scenes.top is table and table.log_view is None


def test_a_click_on_the_log_header_opens_it_and_a_click_outside_closes_it(make_app):
    app, table = _table(make_app, "zop_zoo", moves=30)
    click(app, (table.log.rect.x + 40, table.log.rect.y + 12))  # on the title "Game log"
    assert isinstance(app.scenes.top, LogHistoryScene)
    click(app, (40, 700))
    assert app.scenes.top is table


def test_the_full_log_button_names_its_key_in_its_tooltip(make_app):
    app, table = _table(make_app, "apocalypse", moves=30)
    table.mouse = table.log.expand_rect().center
    for _ in range(40):
        table.update(FRAME)
    assert table.hover_key == FULL_LOG
    drawn = []
    real = table.text.get

    def spy(role, size, text, *args, **kwargs):
        drawn.append(text)
        return real(role, size, text, *args, **kwargs)

    table.text.get = spy
    table.draw_tooltip(app.display.canvas)
    assert drawn and drawn[0] == "Full game log (L)"


def _lines_for(session: GameSession, viewer: int | None) -> list[str]:
    names = [s.name for s in session.seats]
    out = []
    for _seat, _action, events in session.history_events(viewer):
        for ev in events:
            out += [line.text for line in session.spec.narrator.lines(ev, names)]
    return out


def _hot_seat_with_a_secret() -> tuple[GameSession, set[str]]:
    """A two-human Zoo Fighters II game, seat 1 to decide, where seat 0's log holds lines seat 1's does not."""
    session = GameSession(MatchSetup("zoo_fighters", parse_seats("human,human"), 3))
    pick = random.Random(1)
    for _ in range(600):
        secret = set(_lines_for(session, 0)) - set(_lines_for(session, 1))
        if secret and session.current == 1 and not session.state.decision().forced:
            return session, secret
        session.apply(pick.choice(session.state.legal_actions()))
    raise AssertionError("no position with a line private to seat 0")


def test_a_hot_seat_handoff_closes_the_view_and_the_next_player_never_reads_the_last_ones_lines(make_app):
    session, secret = _hot_seat_with_a_secret()
    app, table = show_table(make_app, session)
    table.set_viewer(0)  # seat 0 looked last
    key(app, pygame.K_l)
    view = app.scenes.top
    assert isinstance(view, LogHistoryScene) and view.viewer == 0
    assert secret <= {e.text for e in view.panel.entries}, "seat 0 reads its own lines in the full log"
    table._check_handoff()  # the screen goes to seat 1
    app.scenes.apply_pending()
    assert view.closed and isinstance(app.scenes.top, HandoffScene)
    assert view not in app.scenes.stack
    key(app, pygame.K_l)  # on the handoff screen: nothing opens
    assert isinstance(app.scenes.top, HandoffScene) and table.log_view is None
    assert not table.open_log_view(), "not while the device changes hands"
    app.scenes.top.confirm()
    app.scenes.apply_pending()
    assert table.viewer == 1
    key(app, pygame.K_l)
    view = app.scenes.top
    assert isinstance(view, LogHistoryScene) and view.viewer == 1
    texts = {e.text for e in view.panel.entries}
    assert not texts & secret, f"seat 0's private lines in seat 1's full log: {sorted(texts & secret)[:3]}"


def test_a_view_whose_viewer_changed_draws_nothing_and_closes(make_app):
    session, _secret = _hot_seat_with_a_secret()
    app, table = show_table(make_app, session)
    table.set_viewer(0)
    key(app, pygame.K_l)
    view = app.scenes.top
    assert isinstance(view, LogHistoryScene)
    table.viewer = 1  # changed behind the view's back (no set_viewer)
    canvas = app.display.canvas
    canvas.fill((1, 2, 3))
    view.draw(canvas)
    assert canvas.surface.get_at((640, 360))[:3] == (1, 2, 3), "not a line drawn for the wrong viewer"
    view.update(FRAME)
    app.scenes.apply_pending()
    assert view.closed and app.scenes.top is table


def test_it_opens_only_over_the_table_itself(make_app):
    app, table = _table(make_app, "zop_zoo", moves=30)
    key(app, pygame.K_ESCAPE)  # the pause menu over the table
    assert app.scenes.top is not table
    assert not table.open_log_view() and table.log_view is None
    app.scenes.apply_pending()
    assert not any(isinstance(s, LogHistoryScene) for s in app.scenes.stack)


def test_the_key_help_sits_on_an_opaque_chip_clear_of_the_box(make_app):
    """Play test 11b: the key help under the box was drawn straight over the table's own text ("52 in supply")."""
    app, table = _table(make_app, "zop_zoo")
    click(app, table.log.expand_rect().center)
    view = app.scenes.top
    assert isinstance(view, LogHistoryScene)
    chip = view.help_rect()
    from zooarcade.ui.table.log_view import BOX
    assert chip.top >= BOX.bottom and chip.bottom <= 720 and chip.w > 300
    surface = app.display.canvas
    view.draw(surface)
    spot = surface.to_pixels(pygame.Rect(chip.x + 6, chip.centery, 1, 1)).topleft
    assert tuple(surface.surface.get_at(spot))[:3] == (30, 36, 42), "the chip is an opaque dark backing"
