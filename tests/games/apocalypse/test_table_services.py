"""Arcade services on the Apocalypse table, driven by synthetic events through the App.

Autosave and statistics, undo / redo (keys and buttons), the hint, the keyboard
path, the confirm / running-score / seat-symbol / think-time settings, and the
hot-seat handoff hook.  Input is posted with ``pygame.event.post`` (window
pixels for the mouse) and played with ``app.step``.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.games.apocalypse.test_table import (
    DT,
    _click,
    _drag,
    _play_human_turn,
    _source_pos,
    _table,
    _target_pos,
    _wait_human,
)
from zooarcade.ai import hint_work, make_agent
from zooarcade.games.apocalypse.model import TableModel
from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Place
from zooarcade.session import UNDO_FINAL, GameSession, MatchSetup, SeatConfig
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.stats import StatsStore
from zooarcade.ui import gfx
from zooarcade.ui.handoff import HandoffScene
from zooarcade.ui.table.base import UNDO_OFF

SEATS = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")]


def _key(app, k: int, mod: int = 0, frames: int = 1) -> None:
    """Press key ``k`` (with modifier bits ``mod``) and run ``frames`` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.step(DT)


def _shown(model: TableModel) -> tuple:
    """Everything a table model shows, as plain data."""
    return (
        [[(z.card_id, z.value) for z in stack] for stack in model.stacks],
        [None if o is None else (o.card_id, o.mutant) for o in model.occupants],
        [sorted(h) for h in model.hands],
        [list(p) for p in model.piles],
        model.to_move,
    )


def _assert_only_view_drawn(table, session) -> None:
    """The table shows exactly the public view: every covered zoo card stays face down."""
    view = session.state.view(0)
    assert _shown(table.model) == _shown(TableModel.from_state(view))
    for stack in table.model.stacks:
        assert all(z.value is None for z in stack[:-1]), "a covered zoo card is drawn face up"


def _capture_line(max_seed: int = 80) -> tuple[int, list]:
    """Find a deal and random actions leading to Ann (seat 0) to move with a capture available."""
    for seed in range(1, max_seed):
        session = GameSession(MatchSetup("apocalypse", list(SEATS), seed))
        rng = random.Random(seed)
        actions = []
        while not session.state.is_terminal():
            state = session.state
            if state.current_player == 0 and any(
                isinstance(a, Move) and state.occupants[a.dst] is not None for a in state.legal_actions()
            ):
                return seed, actions
            action = rng.choice(state.legal_actions())
            session.apply(action)
            actions.append(action)
    raise AssertionError("no deal led to a capture")


def _replay(actions):
    def prepare(session):
        for action in actions:
            session.apply(action)

    return prepare


# ---------------------------------------------------------------------- (1) autosave and statistics
def test_autosave_after_every_move_and_statistics_once_at_the_end(make_app):
    app = make_app()
    table, session = _table(app, seats=list(SEATS), first_frame=False)
    store = SaveStore.default()
    assert session.save_path is None, "no file before the first action"
    for turn in range(3):
        assert _wait_human(app, table, session)
        _play_human_turn(app, table, session, turn)
        # the AI has answered within the same frames (instant speed): its move is saved too
        assert session.save_path is not None and session.save_path.exists()
        loaded = store.load(session.save_path)
        assert loaded.record.actions == session.record.actions
        assert loaded.state.to_json() == session.state.to_json()
    calls: list[int] = []
    real_record = StatsStore.record

    def counting(self, s):
        calls.append(1)
        return real_record(self, s)

    StatsStore.record = counting  # type: ignore[method-assign]
    try:
        turn = 3
        while _wait_human(app, table, session):
            _play_human_turn(app, table, session, turn)
            turn += 1
        for _ in range(300):
            if type(app.scenes.top).__name__ == "ResultsScene":
                break
            app.step(DT)
    finally:
        StatsStore.record = real_record  # type: ignore[method-assign]
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert len(calls) == 1, "the finished match is counted exactly once"
    stats = StatsStore.default().get("apocalypse")
    assert stats.played == 1
    assert session.save_path is None and not list(store.saves_dir.glob("*.json")), "a finished game leaves no save"


# ---------------------------------------------------------------------- (2) undo / redo
def test_capture_is_undone_by_ctrl_z_and_redone_by_ctrl_y(make_app):
    seed, line = _capture_line()
    app = make_app()
    table, session = _table(app, seed=seed, speed="normal", seats=list(SEATS), prepare=_replay(line),
                            takeback=True)
    assert _wait_human(app, table, session)
    state = session.state
    capture = next(a for a in state.legal_actions() if isinstance(a, Move) and state.occupants[a.dst] is not None)
    before_json = state.to_json()
    before_shown = _shown(table.model)
    before_actions = list(session.record.actions)
    assert not table.undo_button.enabled
    _drag(app, table, _source_pos(table, session, capture), _target_pos(table, capture))
    assert session.record.actions[-1] == capture
    # let the capture play out until the AI is thinking about its answer
    for _ in range(300):
        if table.ai is not None:
            break
        app.step(DT)
    assert table.ai is not None and session.is_ai_turn()
    assert session.can_undo() and table.undo_button.enabled
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.record.actions == before_actions
    assert session.state.to_json() == before_json
    assert table.ai is None, "the AI's thinking about the undone position is dropped"
    assert session.current == 0 and table.input_enabled()
    assert _shown(table.model) == before_shown
    _assert_only_view_drawn(table, session)
    loaded = SaveStore.default().load(session.save_path)
    assert loaded.state.to_json() == before_json, "the undo is autosaved"
    assert table.redo_button.enabled and not table.undo_button.enabled
    # Ctrl+Y plays it again
    _key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert session.record.actions == [*before_actions, capture]
    for _ in range(200):
        if not table.queue.busy:
            break
        app.step(DT)
    _assert_only_view_drawn(table, session)
    assert SaveStore.default().load(session.save_path).record.actions == session.record.actions


def test_undo_button_takes_back_a_capture(make_app):
    seed, line = _capture_line()
    app = make_app()
    table, session = _table(app, seed=seed, speed="normal", seats=list(SEATS), prepare=_replay(line),
                            takeback=True)
    assert _wait_human(app, table, session)
    state = session.state
    capture = next(a for a in state.legal_actions() if isinstance(a, Move) and state.occupants[a.dst] is not None)
    before = state.to_json()
    _drag(app, table, _source_pos(table, session, capture), _target_pos(table, capture))
    app.step(DT)
    assert table.undo_button.enabled
    _click(app, table, table.undo_button.rect.center)
    assert session.state.to_json() == before
    _assert_only_view_drawn(table, session)


def test_a_zoo_card_take_cannot_be_undone(make_app):
    app = make_app()
    table, session = _table(app, speed="normal", seats=list(SEATS))
    assert _wait_human(app, table, session)
    place = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    _drag(app, table, _source_pos(table, session, place), _target_pos(table, place))
    assert session.record.actions[-1] == place
    app.step(DT)
    assert not session.can_undo() and not table.undo_button.enabled
    after = session.state.to_json()
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state.to_json() == after and session.record.actions[-1] == place
    assert table.toast is not None and table.toast[0] == UNDO_FINAL
    table.toast = None
    _key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert table.toast is not None and table.toast[0] == UNDO_FINAL, "Ctrl+Y says so too"
    # both greyed buttons tell why on hover (play test 12: the grey Undo said nothing useful)
    for button in (table.undo_button, table.redo_button):
        assert not button.enabled and table.undo_off_at(button.rect.center) == UNDO_OFF
    assert table.undo_blocker() == UNDO_FINAL


# ---------------------------------------------------------------------- (3) hint
def test_h_marks_the_hard_agents_move_until_the_player_moves(make_app):
    app = make_app()
    table, session = _table(app, seed=9, speed="normal", seats=list(SEATS))
    assert _wait_human(app, table, session)
    app.step(DT)
    plain = app.display.canvas.copy()
    expected = make_agent("hard", session.spec, seed=session.hint_seed(), work=hint_work(session.spec)).choose(
        session.state.view(session.current), session.state.legal_actions()
    )
    _key(app, pygame.K_h)
    for _ in range(200):
        if table.hint is not None:
            break
        app.step(DT)
    assert table.hint is not None and table.hint.action == expected
    assert [a for a, _ in table.marked()] == [expected]
    src, dst = table.mark_rects(expected)
    app.step(DT)
    hinted = app.display.canvas
    for rect in (src, dst):
        r = rect.inflate(8, 8)
        assert pygame.image.tobytes(hinted.subsurface(r).surface, "RGB") != pygame.image.tobytes(
            plain.subsurface(r).surface, "RGB")
    assert "Hint" in table.banner()[0]
    for _ in range(20):
        app.step(0.25)
    assert [a for a, _ in table.marked()] == [expected], "the hint stays marked"
    _drag(app, table, _source_pos(table, session, expected), _target_pos(table, expected))
    assert table.hint is None and not table.marked()


def test_hint_button_gives_the_same_move_as_h(make_app):
    app = make_app()
    table, session = _table(app, seed=9, speed="normal", seats=list(SEATS))
    assert _wait_human(app, table, session)
    _click(app, table, table.hint_button.rect.center)
    for _ in range(200):
        if table.hint is not None:
            break
        app.step(DT)
    assert table.hint is not None and table.hint.action == session.hint()


def _ask_hint(app, table) -> None:
    """Press H and run one frame: the hint's Hard search is on its way (not found yet)."""
    _key(app, pygame.K_h)
    assert table.hint_job is not None and table.hint is None, "a Hard hint takes more than one frame"
    assert table.banner()[0] == "Looking for a good move\u2026", "the table says it is looking"
    assert not table.hint_button.enabled


def test_a_move_while_the_hint_thinks_drops_it(make_app):
    app = make_app()
    table, session = _table(app, seed=9, speed="instant", seats=list(SEATS))
    assert _wait_human(app, table, session)
    _ask_hint(app, table)
    place = next(a for a in session.state.legal_actions() if isinstance(a, Place))
    steps = len(session.record.steps)
    _drag(app, table, _source_pos(table, session, place), _target_pos(table, place))
    assert len(session.record.steps) > steps
    app.step(DT)
    assert table.hint_job is None, "the search for the old position is dropped"
    assert _wait_human(app, table, session)
    for _ in range(300):
        app.step(DT)
    assert table.hint is None and not table.marked(), "no stale hint appears on the new position"


# ---------------------------------------------------------------------- (4) keyboard
def test_tab_then_enter_plays_the_first_legal_move(make_app):
    app = make_app()
    table, session = _table(app, seats=list(SEATS))
    assert _wait_human(app, table, session)
    legal = session.state.legal_actions()
    before = len(session.record.actions)
    _key(app, pygame.K_TAB)
    assert table.choice() == 0
    text = table.banner()[0]
    assert text.endswith("Enter to play") and text.startswith(table.describe(legal[0]))
    _key(app, pygame.K_RETURN)
    assert session.record.actions[before] == legal[0]


def test_arrow_keys_step_through_moves_and_pieces(make_app):
    app = make_app()
    table, session = _table(app, seats=list(SEATS))
    assert _wait_human(app, table, session)
    legal = session.state.legal_actions()
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RIGHT)
    assert table.choice() == 1
    _key(app, pygame.K_LEFT)
    assert table.choice() == 0
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.choice() == len(legal) - 1
    _key(app, pygame.K_DOWN)
    first = legal[table.choice()]
    _key(app, pygame.K_DOWN)
    second = legal[table.choice()]
    assert table.source_key(first) != table.source_key(second)
    _key(app, pygame.K_ESCAPE)
    assert table.choice() is None and app.scenes.top is table, "Esc first drops the keyboard choice"
    caption = "Place 5 on C2"
    assert table.describe(Place(5, 7)) == caption


def test_f1_opens_the_rules_and_back_returns(make_app):
    from zooarcade.scenes.rules import RulesScene

    app = make_app()
    table, _ = _table(app, seats=list(SEATS))
    _key(app, pygame.K_F1)
    top = app.scenes.top
    assert isinstance(top, RulesScene) and top.game_id == "apocalypse"
    _key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


# ---------------------------------------------------------------------- (7) settings
def test_confirm_moves_asks_before_applying(make_app):
    from zooarcade.scenes.dialog import ConfirmDialog

    app = make_app()
    app.settings.confirm_moves = True
    table, session = _table(app, seats=list(SEATS))
    assert _wait_human(app, table, session)
    before = len(session.record.actions)
    legal = session.state.legal_actions()
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and len(session.record.actions) == before
    _click(app, table, dialog.no_button.rect.center)
    assert app.scenes.top is table and len(session.record.actions) == before
    # by the mouse: the drop waits for the answer too
    action = legal[0]
    _drag(app, table, _source_pos(table, session, action), _target_pos(table, action))
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and len(session.record.actions) == before
    _click(app, table, dialog.yes_button.rect.center)
    assert session.record.actions[before] == action


def test_show_scores_off_hides_the_running_scores(make_app):
    app = make_app()
    table, session = _table(app, seats=list(SEATS))
    drawn: list[str] = []
    real_get = table.text.get

    def spy(role, size, text, color):
        drawn.append(text)
        return real_get(role, size, text, color)

    table.text.get = spy  # type: ignore[method-assign]
    table.keep_still = False  # the spy reads what draw_table writes: draw it every frame
    app.step(DT)
    assert any(t.startswith("Points: ") for t in drawn)
    app.settings.show_scores = False
    drawn.clear()
    app.step(DT)
    assert not any(t.startswith("Points: ") for t in drawn)
    assert not any(t == str(table.model.score(s)) for s in range(2) for t in drawn)


def test_seat_symbols_off_draws_colour_only_cards(make_app):
    app = make_app()
    table, session = _table(app, seats=list(SEATS))
    with_symbol = gfx.image_bytes(table.char_sprite("c0-3").image)
    app.settings.seat_symbols = False
    app.step(DT)
    assert table.faces.symbols is False
    assert gfx.image_bytes(table.char_sprite("c0-3").image) != with_symbol
    app.settings.seat_symbols = True
    app.step(DT)
    assert gfx.image_bytes(table.char_sprite("c0-3").image) == with_symbol


def test_think_time_setting_reaches_the_agents(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Hard", "ai", "hard")]
    table, session = _table(app, seats=seats, first_frame=False)
    assert session.think_times == app.settings.ai_think_time
    agent = session.agent_for(1)
    assert agent.config.time_limit == pytest.approx(app.settings.ai_think_time["hard"])


def test_instant_speed_finishes_a_move_within_the_frame(make_app):
    app = make_app()
    table, session = _table(app, seats=[SeatConfig("Ann"), SeatConfig("Bo")])
    assert app.animation_scale == 0
    first = session.current
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)
    assert not table.queue.busy and table.model.to_move == session.current == 1 - first


# ---------------------------------------------------------------------- (8) hot-seat handoff
def test_all_human_apocalypse_never_shows_the_handoff(make_app):
    app = make_app()
    table, session = _table(app, seats=[SeatConfig("Ann"), SeatConfig("Bo"), SeatConfig("Cy")])
    for _ in range(9):
        assert _wait_human(app, table, session)
        _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN, frames=3)
        assert not any(isinstance(s, HandoffScene) for s in app.scenes.stack)
    assert len(session.record.actions) == 9


def test_the_turn_start_hook_pushes_the_handoff_for_private_games(make_app, monkeypatch):
    """With private information (as later games have) the same hook covers the table between humans."""
    monkeypatch.setattr(ApocalypseState, "HAS_PRIVATE_INFO", True)
    app = make_app()
    table, session = _table(app, seats=[SeatConfig("Ann"), SeatConfig("Bo")])
    names = [s.name for s in session.seats]
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == names[session.current]
    app.step(0.5)
    _key(app, pygame.K_RETURN)
    assert app.scenes.top is table
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_RETURN)
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == names[session.current]
    assert table.last_human == 1 - session.current
