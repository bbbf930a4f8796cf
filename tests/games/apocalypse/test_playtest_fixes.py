"""Fixes from a new player's playtest of the Apocalypse table.

Undo refusal reasons, the hint as the keyboard choice, the move-confirm focus,
wording (points, "location", the turn prompt), where notices are drawn, the log
and last-move marker of a reopened game, and the final board / move counter at
the end.  The table is driven through the App with synthetic events
(``pygame.event.post`` + ``app.step``).
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tests.games.apocalypse.test_table import DT, _click, _drag, _source_pos, _table, _target_pos, _wait_human
from tests.games.apocalypse.test_table_services import SEATS, _capture_line, _key, _replay
from zooarcade.games.apocalypse.layout import TOP_BAR
from zooarcade.games.apocalypse.rules import Move, Place
from zooarcade.games.registry import get_spec
from zooarcade.scenes.dialog import MoveConfirmDialog
from zooarcade.session import (
    UNDO_GAME_OVER,
    UNDO_NEW_TURN,
    UNDO_NOTHING_YET,
    UNDO_OTHER_PLAYER,
    UNDO_REVEALED,
    GameSession,
    MatchSetup,
    SeatConfig,
)
from zooarcade.storage.saves import SaveStore
from zooarcade.ui import gfx, theme

HOTSEAT = [SeatConfig("Ann"), SeatConfig("Bo")]
#: Apocalypse with moves that are not final: the shared undo reasons, on one-move turns (the game's own are final).
TAKEBACK = dataclasses.replace(get_spec("apocalypse"), moves_final=False)


def _first_seat_zero(seats, start: int = 1) -> int:
    """A seed whose deal lets seat 0 play first."""
    for seed in range(start, start + 200):
        if GameSession(MatchSetup("apocalypse", list(seats), seed)).current == 0:
            return seed
    raise AssertionError("no deal with seat 0 first")


def _play_until(session: GameSession, rng: random.Random, done) -> bool:
    """Apply random legal actions until ``done(session)`` (True) or the game ends (False)."""
    while not session.state.is_terminal():
        if done(session):
            return True
        session.apply(rng.choice(session.state.legal_actions()))
    return False


def _captures(session: GameSession) -> list[Move]:
    state = session.state
    return [a for a in state.legal_actions() if isinstance(a, Move) and state.occupants[a.dst] is not None]


def _settle(app, table, frames: int = 400) -> None:
    for _ in range(frames):
        if not table.queue.busy:
            return
        app.step(DT)


# ---------------------------------------------------------------------- (1) undo refusal reasons
def test_undo_after_the_ai_answered_a_capture_names_the_other_player(make_app):
    """The playtest case: a capture (no reveal), then the AI moved: the reason is the AI's move."""
    seed, line = _capture_line()
    app = make_app()
    table, session = _table(app, seed=seed, seats=list(SEATS), prepare=_replay(line), takeback=True)
    assert _wait_human(app, table, session)
    capture = _captures(session)[0]
    _drag(app, table, _source_pos(table, session, capture), _target_pos(table, capture))
    assert session.record.actions[len(line)] == capture
    assert _wait_human(app, table, session), "the AI answers and the game goes on"
    assert len(session.record.actions) == len(line) + 2
    assert session.undo_blocker() == UNDO_OTHER_PLAYER
    before = list(session.record.actions)
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.record.actions == before
    assert table.toast is not None and table.toast[0] == UNDO_OTHER_PLAYER


def test_undo_of_a_move_that_uncovered_a_card_says_so(make_app):
    seed = _first_seat_zero(SEATS)
    app = make_app()
    table, session = _table(app, seed=seed, speed="normal", seats=list(SEATS), takeback=True)
    assert _wait_human(app, table, session) and session.current == 0
    place = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    _drag(app, table, _source_pos(table, session, place), _target_pos(table, place))
    assert session.record.actions == [place] and session.is_ai_turn()
    assert session.undo_blocker() == UNDO_REVEALED
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert table.toast is not None and table.toast[0] == UNDO_REVEALED
    assert session.record.actions == [place]


def test_undo_before_any_move_says_there_is_nothing_yet(make_app):
    seed = _first_seat_zero(SEATS)
    app = make_app()
    table, session = _table(app, seed=seed, seats=list(SEATS), takeback=True)
    assert _wait_human(app, table, session) and not session.record.actions
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert table.toast is not None and table.toast[0] == UNDO_NOTHING_YET


def test_undo_blocker_cases_follow_can_undo():
    # a capture by Ann in hot-seat: undoable only while Ann is to move; Bo to move -> another player
    rng = random.Random(4)
    for seed in range(1, 200):
        session = GameSession(MatchSetup("apocalypse", list(HOTSEAT), seed), spec=TAKEBACK)
        found = _play_until(session, rng, lambda s: bool(_captures(s)) and any(a == s.current for a, _ in s._acted))
        if found:
            break
    else:
        raise AssertionError("no capture found")
    mover = session.current
    session.apply(_captures(session)[0])
    assert not session.can_undo() and session.current != mover
    assert session.undo_blocker() == UNDO_NEW_TURN
    # against an AI the same capture stays undoable until the AI acts
    seed, line = _capture_line()
    session = GameSession(MatchSetup("apocalypse", list(SEATS), seed), spec=TAKEBACK)
    for action in line:
        session.apply(action)
    session.apply(_captures(session)[0])
    assert session.can_undo() and session.undo_blocker() is None
    session.undo()
    assert session.undo_blocker() == UNDO_OTHER_PLAYER, "back at the start of the turn: the AI's move is next"
    # the game is over
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.undo_blocker() == UNDO_GAME_OVER


# ---------------------------------------------------------------------- (2) the hint is the keyboard choice
def test_hint_stays_until_the_player_moves_and_enter_plays_it(make_app):
    app = make_app()
    table, session = _table(app, seed=9, speed="normal", seats=list(SEATS))
    assert _wait_human(app, table, session)
    expected = session.hint()
    _key(app, pygame.K_h)
    for _ in range(200):
        if table.hint is not None:
            break
        app.step(DT)
    for _ in range(40):  # ten seconds later it is still marked
        app.step(0.25)
    assert [a for a, _ in table.marked()] == [expected]
    assert table.banner()[0].startswith("Hint:")
    before = len(session.record.actions)
    _key(app, pygame.K_RETURN)
    assert session.record.actions[before] == expected
    assert table.hint is None


def test_esc_drops_the_hint(make_app):
    app = make_app()
    table, session = _table(app, seed=9, speed="normal", seats=list(SEATS))
    assert _wait_human(app, table, session)
    _key(app, pygame.K_h)
    for _ in range(200):
        if table.hint is not None:
            break
        app.step(DT)
    assert table.marked()
    _key(app, pygame.K_ESCAPE)
    assert not table.marked() and app.scenes.top is table, "Esc drops the hint before it opens the menu"


# ---------------------------------------------------------------------- (3) confirm dialog focus
def test_move_confirm_dialog_focuses_play(make_app):
    app = make_app()
    app.settings.confirm_moves = True
    table, session = _table(app, seats=list(SEATS))
    assert _wait_human(app, table, session)
    legal = session.state.legal_actions()
    before = len(session.record.actions)
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, MoveConfirmDialog)
    assert dialog.focused() is dialog.yes_button and dialog.yes_button.kind == "primary"
    _key(app, pygame.K_RETURN)
    assert session.record.actions[before] == legal[0]


# ---------------------------------------------------------------------- (4) wording
def test_seat_panel_line_reads_as_points_adding_up_to_the_score(make_app):
    app = make_app()
    seed, line = _capture_line()
    table, session = _table(app, seed=seed, seats=list(SEATS), prepare=_replay(line))
    drawn: list[str] = []
    real_get = table.text.get

    def spy(role, size, text, color):
        drawn.append(text)
        return real_get(role, size, text, color)

    table.text.get = spy  # type: ignore[method-assign]
    table.keep_still = False  # the spy reads what draw_table writes: draw it every frame
    app.step(DT)
    lines = [t for t in drawn if t.startswith("Points: ")]
    assert len(lines) == 2
    for seat in range(2):
        text = table.score_line(seat, table.layout.seat_rect(seat).w - 28)
        assert text in lines
        numbers = [int(w) for w in text.replace("+", " ").split() if w.isdigit()]
        assert sum(numbers) == table.model.score(seat) and len(numbers) == 3
        assert app.font("text", 12).size(text)[0] <= table.layout.seat_rect(seat).w - 28


def test_legend_says_location_not_pit(make_app, monkeypatch):
    app = make_app()
    table, _ = _table(app, seats=list(SEATS))
    texts: list[str] = []
    real = theme.blit_text

    def spy(surface, font, text, *args, **kwargs):
        texts.append(text)
        return real(surface, font, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    table.static = None
    table._static_layer().pixels(1.0)  # a Drawing: painting it draws the legend
    joined = " ".join(texts)
    assert "Hover a location" in joined
    assert " pit" not in joined


def test_turn_prompt_names_what_the_player_can_do(make_app, monkeypatch):
    app = make_app()
    seed = _first_seat_zero(SEATS)
    table, session = _table(app, seed=seed, seats=list(SEATS))
    assert _wait_human(app, table, session)
    # the first turn: nothing on the board yet, so only a placement
    assert table.banner()[0] == "Ann, your turn: place a character on the board"
    rng = random.Random(2)
    later = GameSession(MatchSetup("apocalypse", list(SEATS), seed))
    assert _play_until(later, rng, lambda s: s.current == 0 and {type(a) for a in s.state.legal_actions()} == {Place,
                                                                                                          Move})
    table2, session2 = _table(app, seed=seed, seats=list(SEATS), prepare=_replay(list(later.record.actions)))
    assert table2.banner()[0] == "Ann, your turn: place a character or move one on the board"
    moves = [a for a in session2.state.legal_actions() if isinstance(a, Move)]
    monkeypatch.setattr(table2, "legal", lambda: moves)
    assert table2.banner()[0] == "Ann, your turn: move a character on the board"


# ---------------------------------------------------------------------- (5) notices stay off the board
LONG_NOTICES = [
    "That location is occupied: only a character of equal or lower value may be taken.",
    UNDO_OTHER_PLAYER,
]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_notices_sit_in_the_top_bar_and_leave_the_board_alone(make_app, size):
    app = make_app(size=size)
    table, session = _table(app, seed=_first_seat_zero(SEATS), seats=list(SEATS))
    assert _wait_human(app, table, session)
    app.step(DT)
    board = table.layout.board_rect
    plain = pygame.image.tobytes(app.display.canvas.subsurface(board).surface, "RGB")
    for text in LONG_NOTICES:
        table.toast = (text, 3.0)
        app.step(DT)
        rect = table.toast_rect()
        assert rect is not None
        assert pygame.Rect(0, 0, 1280, TOP_BAR).contains(rect), rect
        assert not rect.colliderect(board) and not rect.colliderect(table.layout.menu_rect)
        shown = pygame.image.tobytes(app.display.canvas.subsurface(board).surface, "RGB")
        assert shown == plain, "the board is covered"
    # a refused drop shows its reason there too
    table.toast = None
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert table.toast_rect() is not None and not table.toast_rect().colliderect(board)


# ---------------------------------------------------------------------- (6) a reopened game keeps its log
def test_reopened_game_has_the_live_log_and_last_move_marker(make_app):
    app = make_app()
    seed, line = _capture_line()
    table, session = _table(app, seed=seed, seats=list(SEATS))
    # play the capture line live (keyboard for Ann, the AI answering by itself), then a capture
    for _ in range(60):
        assert _wait_human(app, table, session)
        if _captures(session) and len(session.record.actions) > 6:
            break
        _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN, frames=3)
    capture = _captures(session)[0]
    _drag(app, table, _source_pos(table, session, capture), _target_pos(table, capture))
    assert _wait_human(app, table, session)
    _settle(app, table)
    live = [(e.text, e.seat, e.tone) for e in table.log.entries]
    assert any("captures" in text for text, _, _ in live)
    last = table.model.last
    assert last is not None
    reopened_session = SaveStore.default().load(session.save_path)
    reopened = app.make_table(reopened_session)
    app.scenes.replace(reopened)
    app.scenes.apply_pending()
    app.step(DT)
    assert [(e.text, e.seat, e.tone) for e in reopened.log.entries] == live
    assert reopened.model.last == last


# ---------------------------------------------------------------------- (7) the end: final board and move count
def test_results_final_board_opens_the_replay_at_its_last_step(make_app):
    from zooarcade.scenes.replay import ReplayScene
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    table, session = _table(app, seats=list(SEATS))
    while _wait_human(app, table, session):
        _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN, frames=2)
    # the table's counter at the end is the replay's number of steps
    played = len(session.record.actions)
    assert table.progress_text() == f"{played} moves"
    for _ in range(400):
        if isinstance(app.scenes.top, ResultsScene):
            break
        app.step(DT)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    buttons = [results.again_button, results.watch_button, results.final_button, results.export_button,
               results.menu_button]
    for i, a in enumerate(buttons):
        assert pygame.Rect(0, 0, 1280, 720).contains(a.rect)
        assert app.font("display", a.font_size).size(a.text)[0] <= a.rect.w - 16, a.text
        assert all(not a.rect.colliderect(b.rect) for b in buttons[i + 1:])
    _click(app, table, results.final_button.rect.center)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.step == viewer.replay.steps == played
    assert viewer.replay.states[-1].to_json() == session.state.to_json()
    _key(app, pygame.K_ESCAPE)
    assert app.scenes.top is results


def test_move_counter_numbers_the_move_being_decided_like_the_replay_step(make_app):
    from zooarcade.scenes.replay import replay_from_session

    app = make_app()
    table, session = _table(app, seed=_first_seat_zero(SEATS), seats=list(SEATS))
    assert _wait_human(app, table, session)
    assert table.progress_text() == "Move 1"
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN, frames=3)
    assert _wait_human(app, table, session)
    n = len(session.record.actions)
    assert table.progress_text() == f"Move {n + 1}"
    replay = replay_from_session(session)
    assert replay.steps == n, "the next move will be the replay's step n + 1"


def test_no_stale_tooltip_after_a_dialog_closes(make_app):
    """Playtest 2: the tooltip of the location under a dialog's button stayed over the board after the dialog."""
    from zooarcade.scenes.pause import PauseScene

    app = make_app()
    table, session = _table(app, seed=_first_seat_zero(SEATS), seats=list(SEATS))
    assert _wait_human(app, table, session)
    target = table.layout.cell_rect(12).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):
        app.step(DT)
    assert table.hover_key == 12
    app.scenes.push(PauseScene(app, session))
    app.scenes.apply_pending()
    app.step(DT)
    app.scenes.pop()
    app.scenes.apply_pending()
    for _ in range(20):
        app.step(DT)
    assert table.hover_key is None, "the pointer position from before the dialog is forgotten"


def test_colour_only_markers_reach_the_game_log(make_app):
    """Playtest 2: with seat symbols off the log bullets were still symbols; they follow the setting now."""
    from zooarcade.ui.log_panel import LogPanel

    app = make_app()
    table, session = _table(app, seed=_first_seat_zero(SEATS), seats=list(SEATS))
    assert _wait_human(app, table, session)
    assert table.log.symbols is True
    app.settings.seat_symbols = False
    app.step(DT)
    assert table.log.symbols is False
    panel = LogPanel(pygame.Rect(0, 0, 300, 200), app.font)
    panel.add("square seat", seat=1)
    square = gfx.Canvas(pygame.Surface((300, 200)))
    panel.draw(square)
    panel.set_symbols(False)
    dot = gfx.Canvas(pygame.Surface((300, 200)))
    panel.draw(dot)
    assert pygame.image.tobytes(square.surface, "RGB") != pygame.image.tobytes(dot.surface, "RGB")
