"""Settings, Statistics, Load and Credits screens and the confirm dialog, driven by synthetic events.

Every click is posted at the WINDOW pixel of a logical position (the app maps
it back), then one frame runs, as a player's click would.
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pygame
import pytest

from tests import matches
from tests.uihelpers import assert_not_blank, click, key
from zooarcade.gallery import demo_session
from zooarcade.games.registry import GAMES
from zooarcade.scenes.credits import CreditsScene
from zooarcade.scenes.dialog import ConfirmDialog
from zooarcade.scenes.load import VISIBLE_ROWS, LoadScene
from zooarcade.scenes.settings import SettingsScene
from zooarcade.scenes.statistics import DASH, StatisticsScene, win_loss_text
from zooarcade.scenes.title import TitleScene
from zooarcade.session import GameSession
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.settings import Settings
from zooarcade.storage.stats import StatsStore

SIZES = [(1280, 720), (800, 600)]


# ---------------------------------------------------------------------- helpers
def home() -> Path:
    return Path(os.environ["ZOOARCADE_HOME"])


def finished_session(seats: str = "human,ai:hard,ai:easy", seed: int = 4) -> GameSession:
    """This file's default match (see :func:`tests.matches.finished_session`)."""
    return matches.finished_session(seats, seed)


def show(app, *stack) -> None:
    """Show ``stack`` (bottom first) alone and run a few frames."""
    app.scenes.reset(stack[0])
    for scene in stack[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    for _ in range(4):
        app.step(0.05)


def wheel(app, dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                         precise_y=float(dy)))
    app.step(0.016)


# ---------------------------------------------------------------------- settings
def test_settings_changes_apply_and_persist_across_restart(make_app):
    app = make_app()
    scene = SettingsScene(app)
    show(app, TitleScene(app), scene)
    speed, effects, music = (scene.controls[k] for k in ("animation_speed", "effects_volume", "music_volume"))
    assert speed.value == "Normal" and app.settings.effects_volume == pytest.approx(0.8)

    click(app, (speed.rect.right - 8, speed.rect.centery))  # right third: next speed
    assert app.settings.animation_speed == "fast"
    assert app.animation_scale == pytest.approx(0.5)  # applies at once
    click(app, (effects.rect.x + 8, effects.rect.centery))  # left third: one step down
    assert app.settings.effects_volume == pytest.approx(0.7)
    assert app.audio.effects_volume == pytest.approx(0.7)
    scene.set_focus(music)
    key(app, pygame.K_RIGHT)
    assert app.settings.music_volume == pytest.approx(0.6)
    saved = json.loads((home() / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["animation_speed"] == "fast"

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)

    again = make_app()  # a new App reads the file
    assert again.settings.animation_speed == "fast"
    assert again.settings.effects_volume == pytest.approx(0.7)
    assert again.settings.music_volume == pytest.approx(0.6)
    shown = SettingsScene(again)
    assert shown.controls["animation_speed"].value == "Fast"


def test_settings_toggles_and_think_time(make_app):
    app = make_app()
    scene = SettingsScene(app)
    show(app, scene)
    mute, confirm, hard = scene.controls["muted"], scene.controls["confirm_moves"], scene.controls["think_hard"]
    click(app, mute.rect.center)
    assert app.settings.muted and app.audio.muted
    scene.set_focus(confirm)
    key(app, pygame.K_RETURN)  # Enter cycles a choice
    assert app.settings.confirm_moves is True
    before = app.settings.ai_think_time["hard"]
    click(app, (hard.rect.right - 8, hard.rect.centery))
    assert app.settings.ai_think_time["hard"] > before
    assert make_app().settings.ai_think_time["hard"] == app.settings.ai_think_time["hard"]


def test_window_size_choice_resizes_the_window(make_app, monkeypatch):
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))  # a screen 1600x900 fits on
    app = make_app()
    scene = SettingsScene(app)
    show(app, scene)
    size = scene.controls["window_size"]
    assert size.value == "1280 \u00d7 720"
    click(app, (size.rect.right - 8, size.rect.centery))
    assert app.settings.window_size == (1600, 900)
    assert app.display.window.get_size() == (1600, 900)
    assert make_app(size=None).settings.window_size == (1600, 900)


def test_damaged_settings_file_gives_defaults_and_a_notice(make_app):
    config = home() / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"music_volume": "loud"', encoding="utf-8")
    app = make_app()
    assert app.settings == Settings()
    assert any("damaged" in n for n in app.notices)
    TitleScene(app)  # the title screen shows the app's notices once and forgets them
    assert app.notices == []
    scene = SettingsScene(app)
    show(app, scene)
    assert any("damaged" in n for n in scene.notices), scene.notices
    # the first change keeps the damaged file aside instead of silently overwriting it
    speed = scene.controls["animation_speed"]
    click(app, (speed.rect.right - 8, speed.rect.centery))
    assert (config / "settings.damaged-1.json").read_text(encoding="utf-8") == '{"music_volume": "loud"'
    assert json.loads((config / "settings.json").read_text(encoding="utf-8"))["animation_speed"] == "fast"


def test_restore_defaults_asks_first(make_app):
    app = make_app()
    app.settings.animation_speed = "slow"
    scene = SettingsScene(app)
    show(app, scene)
    click(app, scene.defaults_button.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and app.settings.animation_speed == "slow"
    click(app, scene.defaults_button.rect.center)
    click(app, app.scenes.top.yes_button.rect.center)
    assert app.scenes.top is scene and app.settings == Settings()


# ---------------------------------------------------------------------- statistics
def test_statistics_show_recorded_figures_reset_asks_first(make_app):
    session = finished_session()
    store = StatsStore.default()
    assert store.record(session)
    g = store.get("apocalypse")
    app = make_app()
    scene = StatisticsScene(app)
    show(app, TitleScene(app), scene)
    assert [r.info.id for r in scene.rows] == [info.id for info in GAMES]
    row = scene.rows[0]
    assert row.empty == ""
    assert row.cells[0][0] == "1" == str(g.played)
    assert row.cells[1][0] == str(g.won)
    assert row.cells[2] == win_loss_text(g.vs_ai["easy"]) and row.cells[2][0].endswith("/ 1")
    assert row.cells[3][0] == DASH  # no Normal AI sat at that table
    assert row.cells[4] == win_loss_text(g.vs_ai["hard"])
    assert row.cells[5][0].endswith("/ 2") and row.cells[5][1] == "of 2 AI seats"  # two computer seats
    assert row.cells[6][0] == str(g.best_score)
    for other in scene.rows[1:]:
        assert "no games yet" in other.empty.lower()

    # statistics persist across a restart of the app
    later = make_app()
    assert [r.cells for r in StatisticsScene(later).rows] == [r.cells for r in scene.rows]
    app = make_app()
    scene = StatisticsScene(app)
    show(app, TitleScene(app), scene)

    # Reset asks first: Cancel keeps everything
    click(app, scene.reset_button.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.no_button.rect.center)
    assert app.scenes.top is scene
    assert StatsStore.default().get("apocalypse").played == 1
    # Esc on the dialog cancels too
    click(app, scene.reset_button.rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and StatsStore.default().get("apocalypse").played == 1
    # confirming clears
    click(app, scene.reset_button.rect.center)
    click(app, app.scenes.top.yes_button.rect.center)
    assert app.scenes.top is scene
    assert StatsStore.default().games() == []
    assert scene.rows[0].empty == "No games yet"
    assert not scene.reset_button.enabled


# ---------------------------------------------------------------------- load
def test_load_lists_saves_and_damaged_files_and_opens_the_good_one(make_app):
    session = demo_session("apocalypse", seed=5, moves=12)
    store = SaveStore.default()
    path = store.autosave(session)
    assert path is not None
    (store.saves_dir / "garbage.json").write_bytes(b"\x00\x01 this is not a save")
    app = make_app()
    scene = LoadScene(app)
    show(app, TitleScene(app), scene)
    good = [i for i in scene.infos if not i.damaged]
    bad = [i for i in scene.infos if i.damaged]
    assert [i.path for i in good] == [path]
    assert good[0].turn is not None and good[0].to_move_name
    assert len(bad) == 1 and bad[0].path.name == "garbage.json" and bad[0].reason

    # a damaged row cannot be opened, and says why
    bad_row = scene.rows[scene.infos.index(bad[0])]
    click(app, bad_row.rect.center)
    assert app.scenes.top is scene
    assert bad[0].reason in scene.message

    # the good row opens its table, at the saved position
    good_row = scene.rows[scene.infos.index(good[0])]
    click(app, good_row.rect.center)
    app.step(0.05)
    table = app.scenes.top
    assert not isinstance(table, LoadScene)
    assert table.session.state.fingerprint() == session.state.fingerprint()
    assert isinstance(app.scenes.stack[0], TitleScene) and len(app.scenes.stack) == 2


def test_load_file_damaged_after_listing_is_reported_not_raised(make_app):
    store = SaveStore.default()
    path = store.autosave(demo_session("apocalypse", seed=6, moves=8))
    app = make_app()
    scene = LoadScene(app)
    show(app, scene)
    path.write_text('{"format": "zooarcade-save", "schema": 1', encoding="utf-8")  # damaged behind our back
    click(app, scene.rows[0].rect.center)
    assert app.scenes.top is scene
    assert "could not be opened" in scene.message
    assert [i.damaged for i in scene.infos] == [True]


def test_load_delete_asks_first(make_app):
    store = SaveStore.default()
    path = store.autosave(demo_session("apocalypse", seed=7, moves=6))
    (store.saves_dir / "junk.json").write_text("[]", encoding="utf-8")
    app = make_app()
    scene = LoadScene(app)
    show(app, scene)
    assert len(scene.rows) == 2
    damaged = next(i for i, info in enumerate(scene.infos) if info.damaged)
    click(app, scene.deletes[damaged].rect.center)
    assert isinstance(app.scenes.top, ConfirmDialog)
    click(app, app.scenes.top.no_button.rect.center)
    assert len(scene.rows) == 2
    click(app, scene.deletes[damaged].rect.center)
    click(app, app.scenes.top.yes_button.rect.center)
    assert app.scenes.top is scene
    assert [i.path for i in scene.infos] == [path]
    assert not list(store.damaged_dir.glob("junk*"))


def test_load_list_scrolls_with_keys_and_wheel(make_app):
    store = SaveStore.default()
    for seed in range(1, VISIBLE_ROWS + 4):
        session = demo_session("apocalypse", seed=seed, moves=4)
        session.save_path = None
        store.autosave(session)
    app = make_app()
    scene = LoadScene(app)
    show(app, scene)
    assert len(scene.rows) == VISIBLE_ROWS + 3 and scene.first == 0
    for _ in range(VISIBLE_ROWS + 2):
        key(app, pygame.K_DOWN)
    assert scene.rows[-1].focused and scene.first == 3
    assert scene.rows[-1] in scene.widgets and scene.rows[0] not in scene.widgets
    wheel(app, 1)
    assert scene.first == 2
    key(app, pygame.K_RIGHT)
    assert scene.deletes[-1].focused
    assert scene.first == 3  # focusing scrolls the row back into view


# ---------------------------------------------------------------------- look
def _scenes(app):
    return {
        "settings": lambda: [SettingsScene(app)],
        "statistics": lambda: [StatisticsScene(app)],
        "load": lambda: [LoadScene(app)],
        "credits": lambda: [CreditsScene(app)],
        "dialog": lambda: [StatisticsScene(app), ConfirmDialog(app, "Reset statistics?", "Everything goes.",
                                                               lambda: None, yes_kind="danger")],
    }


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_renders(make_app, size, tmp_path):
    StatsStore.default().record(finished_session())
    store = SaveStore.default()
    store.autosave(demo_session("apocalypse", seed=3, moves=10))
    (store.saves_dir / "bad.json").write_text("{", encoding="utf-8")
    app = make_app(size=size)
    for name, build in _scenes(app).items():
        show(app, *build())
        assert app.display.window.get_size() == size
        assert_not_blank(app.display.window)
        pygame.image.save(app.display.window, str(tmp_path / f"{name}.png"))


def test_widgets_do_not_overlap_and_stay_on_the_canvas(make_app):
    StatsStore.default().record(finished_session())
    SaveStore.default().autosave(demo_session("apocalypse", seed=3, moves=10))
    app = make_app()
    canvas = pygame.Rect(0, 0, 1280, 720)
    for name, build in _scenes(app).items():
        stack = build()
        show(app, *stack)
        scene = stack[-1]
        for w in scene.widgets:
            assert canvas.contains(w.rect), (name, w.rect)
        for a, b in itertools.combinations(scene.widgets, 2):
            if getattr(a, "blocked", None) == b.rect or getattr(b, "blocked", None) == a.rect:
                continue  # a Load row and its own Delete button
            assert not a.rect.colliderect(b.rect), (name, a.rect, b.rect)
    credits = CreditsScene(app)
    assert not credits.overflow and min(credits.sizes) >= 13


def test_window_size_choice_shows_the_windows_real_size(make_app, monkeypatch):
    """Playtest: started with --size 1920x1080, Settings still showed the saved 1280 × 720."""
    from zooarcade.ui import display

    monkeypatch.setattr(display, "desktop_size", lambda: (2560, 1440))
    app = make_app(size=(1920, 1080))
    assert app.settings.window_size != (1920, 1080)
    scene = SettingsScene(app)
    show(app, scene)
    assert scene.controls["window_size"].value == "1920 \u00d7 1080"
