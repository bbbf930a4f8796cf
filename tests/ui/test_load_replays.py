"""Replays of finished games: kept when the table finishes a game, listed on the Load screen's Replays tab.

Input is synthetic: clicks at the window pixel of a logical point, key presses, then ``app.step``.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.ui.test_menu_services import assert_not_blank, click, finished_session, key, show
from zooarcade.gallery import demo_session
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.load import REPLAYS, SAVES, LoadScene, ReplayRow, SaveRow
from zooarcade.scenes.replay import ReplayScene
from zooarcade.scenes.title import TitleScene
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.replays import ReplayStore, load_replay
from zooarcade.storage.saves import SaveStore

SIZES = [(1280, 720), (800, 600)]


def kept_replay(seats: str = "human,ai:hard,ai:easy", seed: int = 4):
    """A finished match autosaved the way the table does it: its save goes, its replay is kept."""
    session = finished_session(seats, seed)
    assert SaveStore.default().autosave(session) is None
    assert session.replay_path is not None
    return session


def test_the_table_keeps_the_replay_of_the_game_it_finishes(make_app):
    app = make_app()
    app.settings.animation_speed = "instant"
    seats = [SeatConfig("Easy Bot 1", "ai", "easy"), SeatConfig("Easy Bot 2", "ai", "easy")]
    session = GameSession(MatchSetup("apocalypse", seats, seed=12))
    rng = random.Random(12)
    while True:  # play at random until two actions before the end, then let the table's AIs finish
        probe = GameSession(MatchSetup("apocalypse", seats, seed=12))
        for action in session.record.actions:
            probe.apply(action)
        action = rng.choice(probe.state.legal_actions())
        probe.apply(action)
        if probe.state.is_terminal():
            break
        session.apply(action)
    assert not session.state.is_terminal()
    app.scenes.reset(app.make_table(session))
    app.scenes.apply_pending()
    for _ in range(600):
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
        app.step(1 / 60)
    results = app.scenes.top
    assert type(results).__name__ == "ResultsScene"
    folder = ReplayStore.default().replays_dir
    files = sorted(folder.iterdir())
    assert files == [session.replay_path]
    assert load_replay(files[0]).record.actions == session.record.actions
    assert not list(SaveStore.default().saves_dir.glob("*.json")), "the finished game left the save list"
    # Export on the results screen hands out the kept file first (no duplicate in the list) ...
    # Export copies the kept file into the player's Documents (the Replays list is unchanged) ...
    exported = results.export()
    assert exported is not None and exported.name == files[0].name and exported != files[0]
    assert exported.read_bytes() == files[0].read_bytes() and str(exported) in results.message
    # ... and a further export is the same file again: no copies (export is idempotent)
    again = results.export()
    assert again == exported and sorted(folder.iterdir()) == files and sorted(exported.parent.iterdir()) == [again]


def test_replays_tab_lists_kept_replays_and_damaged_files(make_app):
    older = kept_replay(seed=4)
    newer = kept_replay("human,human", seed=9)
    broken = ReplayStore.default().replays_dir / "broken.replay.json"
    broken.write_text('{"format": "zooarcade-replay", "schema": 1, "game"', encoding="utf-8")
    SaveStore.default().autosave(demo_session("apocalypse", seed=5, moves=8))
    app = make_app()
    scene = LoadScene(app)
    show(app, TitleScene(app), scene)
    assert scene.tab == SAVES and all(isinstance(r, SaveRow) and not isinstance(r, ReplayRow) for r in scene.rows)
    assert len(scene.rows) == 1, "finished games are not in the saved games"

    click(app, scene.replays_tab.rect.center)
    assert scene.tab == REPLAYS and scene.replays_tab.kind == "primary" and scene.saves_tab.kind != "primary"
    assert all(isinstance(r, ReplayRow) for r in scene.rows)
    good = [i for i in scene.infos if not i.damaged]
    assert {i.path for i in good} == {older.replay_path, newer.replay_path}
    steps = {i.path: i.steps for i in good}
    assert steps[older.replay_path] == len(older.record.actions)
    damaged = [i for i in scene.infos if i.damaged]
    assert [i.path for i in damaged] == [broken] and "truncated" in damaged[0].reason
    assert scene.infos[-1].damaged, "damaged files come last"
    assert_not_blank(app.display.window)

    # a damaged row does not open; it says why
    click(app, scene.rows[-1].rect.center)
    assert app.scenes.top is scene and "truncated" in scene.message

    # a good row opens the viewer on that game, rebuilt from the file; Back returns to the Replays tab
    i = next(k for k, info in enumerate(scene.infos) if info.path == older.replay_path)
    click(app, scene.rows[i].rect.center)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.record.actions == older.record.actions
    assert viewer.replay.scores == older.state.scores()
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and scene.tab == REPLAYS

    # and back to the saved games
    click(app, scene.saves_tab.rect.center)
    assert scene.tab == SAVES and len(scene.rows) == 1


def test_replays_tab_by_keyboard_only(make_app):
    session = kept_replay(seed=4)
    app = make_app()
    scene = LoadScene(app)
    show(app, TitleScene(app), scene)
    assert not scene.rows and scene.back_button.focused
    key(app, pygame.K_TAB)
    assert scene.saves_tab.focused
    key(app, pygame.K_TAB)
    assert scene.replays_tab.focused
    key(app, pygame.K_RETURN)
    assert scene.tab == REPLAYS and len(scene.rows) == 1
    key(app, pygame.K_DOWN)
    assert scene.rows[0].focused
    key(app, pygame.K_RETURN)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.record.actions == session.record.actions
    key(app, pygame.K_END)
    assert viewer.step == viewer.replay.steps
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    # Delete key asks first; Esc keeps the file
    scene.set_focus(scene.rows[0])
    key(app, pygame.K_DELETE)
    assert isinstance(app.scenes.top, ConfirmDialog)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and session.replay_path.exists()


def test_deleting_a_replay_asks_first(make_app):
    session = kept_replay(seed=4)
    app = make_app()
    scene = LoadScene(app, tab=REPLAYS)
    show(app, scene)
    assert len(scene.rows) == 1
    click(app, scene.deletes[0].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and "replay" in dialog.title.lower()
    click(app, dialog.no_button.rect.center)
    assert app.scenes.top is scene and session.replay_path.exists() and len(scene.rows) == 1
    click(app, scene.deletes[0].rect.center)
    click(app, app.scenes.top.yes_button.rect.center)
    assert app.scenes.top is scene
    assert not session.replay_path.exists() and scene.rows == []
    assert scene.back_button.focused


def test_a_replay_damaged_after_listing_is_reported_not_raised(make_app):
    session = kept_replay(seed=4)
    app = make_app()
    scene = LoadScene(app, tab=REPLAYS)
    show(app, scene)
    session.replay_path.write_text("not json at all", encoding="utf-8")  # damaged behind our back
    click(app, scene.rows[0].rect.center)
    assert app.scenes.top is scene
    assert "could not be opened" in scene.message and "JSON" in scene.message
    assert [i.damaged for i in scene.infos] == [True]


def test_unknown_tab_is_refused(make_app):
    app = make_app()
    with pytest.raises(ValueError, match="tab"):
        LoadScene(app, tab="trash")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_both_tabs_render_and_widgets_do_not_overlap(make_app, size):
    kept_replay(seed=4)
    (ReplayStore.default().replays_dir / "bad.replay.json").write_text("{", encoding="utf-8")
    SaveStore.default().autosave(demo_session("apocalypse", seed=5, moves=8))
    app = make_app(size=size)
    canvas = pygame.Rect(0, 0, 1280, 720)
    for tab in (SAVES, REPLAYS):
        scene = LoadScene(app, tab=tab)
        show(app, scene)
        assert_not_blank(app.display.window)
        assert len(scene.rows) == (1 if tab == SAVES else 2)
        widgets = scene.widgets
        for w in widgets:
            assert canvas.contains(w.rect)
        for a in range(len(widgets)):
            for b in range(a + 1, len(widgets)):
                wa, wb = widgets[a], widgets[b]
                if getattr(wa, "blocked", None) == wb.rect:
                    continue  # a row and its own Delete button
                assert not wa.rect.colliderect(wb.rect), (tab, wa.rect, wb.rect)
