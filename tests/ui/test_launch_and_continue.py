"""Continue on the title screen, and ``--load FILE`` / ``--replay FILE`` opened in-process (``App.first_scene``).

Damaged files of every kind must give a clear one-line reason, never a crash,
and never be changed or overwritten.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from tests.ui.test_menu_services import assert_not_blank, click, key, show
from zooarcade.gallery import demo_session
from zooarcade.scenes.replay import ReplayErrorScene, ReplayScene
from zooarcade.scenes.title import TitleScene
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.storage.replays import export_replay
from zooarcade.storage.saves import SaveStore

SIZES = [(1280, 720), (800, 600)]


def save_file(folder: Path, seed: int = 5, moves: int = 10) -> tuple[GameSession, Path]:
    """An unfinished Apocalypse game saved into ``folder/saves`` (a store of its own)."""
    session = demo_session("apocalypse", seed=seed, moves=moves)
    path = SaveStore(folder).autosave(session)
    assert path is not None
    return session, path


def replay_file(folder: Path, seed: int = 21) -> tuple[GameSession, Path]:
    """A finished Apocalypse game exported as a replay file in ``folder``."""
    session = GameSession(MatchSetup("apocalypse", parse_seats("human,ai:normal"), seed))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    folder.mkdir(parents=True, exist_ok=True)
    return session, export_replay(session, folder / "game.replay.json")


def _save_doc(tmp_path: Path) -> dict:
    return json.loads(save_file(tmp_path / "src")[1].read_text(encoding="utf-8"))


def _illegal(doc: dict) -> dict:
    doc["steps"].insert(0, doc["steps"][1])
    doc["steps"].insert(0, doc["steps"][1])
    return doc


#: kind -> (make the file's text from a good save document, words of the reason)
DAMAGED_SAVES = {
    "truncated": (lambda d: json.dumps(d)[:200], "truncated"),
    "not_json": (lambda d: "this is not a save", "not valid JSON"),
    "wrong_types": (lambda d: json.dumps({**d, "seed": "five"}), "seed"),
    "unknown_schema": (lambda d: json.dumps({**d, "schema": 99}), "newer"),
    "illegal_action": (lambda d: json.dumps(_illegal(d)), "do not fit this deal"),
}


def first(app):
    """Show the app's first scene alone and run a few frames."""
    scene = app.first_scene()
    show(app, scene)
    return scene


# ---------------------------------------------------------------------- --load
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_load_option_opens_the_saved_table(make_app, tmp_path, size):
    session, path = save_file(tmp_path / "elsewhere")
    before = path.read_bytes()
    app = make_app(size=size, load=path)
    table = first(app)
    assert table is app.scenes.top
    assert table.session.state.fingerprint() == session.state.fingerprint()
    assert table.session.record.actions == session.record.actions
    assert_not_blank(app.display.window)
    # the player's own file is never written over: autosave goes into the user data folder
    assert table.session.save_path is None or table.session.save_path.parent == SaveStore.default().saves_dir
    assert path.read_bytes() == before


@pytest.mark.parametrize("kind", sorted(DAMAGED_SAVES))
def test_load_option_with_a_damaged_file_gives_the_title_and_a_reason(make_app, tmp_path, kind, caplog):
    make, words = DAMAGED_SAVES[kind]
    path = tmp_path / "mine.json"
    content = make(_save_doc(tmp_path))
    path.write_text(content, encoding="utf-8")
    app = make_app(load=path)
    scene = first(app)
    assert isinstance(scene, TitleScene) and app.scenes.top is scene
    assert len(scene.notices) == 1
    notice = scene.notices[0]
    assert notice.startswith("Could not open mine.json:") and words.lower() in notice.lower(), notice
    assert "\n" not in notice
    assert any(words.lower() in r.getMessage().lower() for r in caplog.records)
    assert path.read_text(encoding="utf-8") == content, "the file is left untouched where it is"
    assert not SaveStore.default().saves_dir.exists() or not any(SaveStore.default().saves_dir.iterdir())


def test_load_option_with_a_missing_file(make_app, tmp_path):
    app = make_app(load=tmp_path / "nope.json")
    scene = first(app)
    assert isinstance(scene, TitleScene)
    assert "does not exist" in scene.notices[0]


def test_load_option_with_a_table_that_fails_to_open(make_app, tmp_path, monkeypatch):
    _, path = save_file(tmp_path / "elsewhere")
    app = make_app(load=path)

    def broken(session):
        raise RuntimeError("boom")

    monkeypatch.setattr(app, "make_table", broken)
    scene = first(app)
    assert isinstance(scene, TitleScene) and "boom" in scene.notices[0]


# ---------------------------------------------------------------------- --replay
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_replay_option_opens_the_viewer(make_app, tmp_path, size):
    session, path = replay_file(tmp_path / "r")
    app = make_app(size=size, replay=path)
    scene = first(app)
    assert isinstance(scene, ReplayScene)
    assert scene.replay.record.actions == session.record.actions
    key(app, pygame.K_END)
    assert scene.displayed_scores() == session.state.scores()
    key(app, pygame.K_ESCAPE)  # alone on the stack: Back goes to the title
    assert isinstance(app.scenes.top, TitleScene)


@pytest.mark.parametrize("content, words", [
    ('{"format": "zooarcade-replay", "schema": 1, "seed"', "truncated"),
    ("replay!", "not valid JSON"),
    ('{"format": "zooarcade-replay", "schema": 5}', "newer"),
    ('{"format": "zooarcade-save", "schema": 1}', "saved game"),
])
def test_replay_option_with_a_damaged_file_says_why(make_app, tmp_path, content, words, caplog):
    path = tmp_path / "bad.replay.json"
    path.write_text(content, encoding="utf-8")
    app = make_app(replay=path)
    scene = first(app)
    assert isinstance(scene, ReplayErrorScene)
    assert words.lower() in scene.reason.lower()
    assert any(words.lower() in r.getMessage().lower() for r in caplog.records)
    assert path.read_text(encoding="utf-8") == content
    key(app, pygame.K_RETURN)  # Back is focused
    assert isinstance(app.scenes.top, TitleScene)


# ---------------------------------------------------------------------- Continue
def test_continue_opens_the_latest_unfinished_game(make_app):
    store = SaveStore.default()
    old = demo_session("apocalypse", seed=3, moves=6)
    store.autosave(old)
    latest = demo_session("apocalypse", seed=8, moves=9)
    path = store.autosave(latest)
    finished = demo_session("apocalypse", seed=4, finish=True)
    store.autosave(finished)  # finished games are not offered
    # make sure "latest" is the newest file even on coarse clocks
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["saved_at"] = "2999-01-01T00:00:00+00:00"
    path.write_text(json.dumps(doc), encoding="utf-8")
    app = make_app()
    title = TitleScene(app)
    show(app, title)
    assert title.buttons[0].text == "Continue" and title.buttons[0].focused
    assert title.latest is not None and title.latest.path == path
    click(app, title.buttons[0].rect.center)
    table = app.scenes.top
    assert table is not title and app.scenes.stack[0] is title
    assert table.session.state.fingerprint() == latest.state.fingerprint()
    assert table.session.save_path == path


def test_continue_by_keyboard(make_app):
    session = demo_session("apocalypse", seed=8, moves=9)
    SaveStore.default().autosave(session)
    app = make_app()
    title = TitleScene(app)
    show(app, title)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.session.state.fingerprint() == session.state.fingerprint()


def test_no_continue_without_an_unfinished_game(make_app):
    SaveStore.default().autosave(demo_session("apocalypse", seed=4, finish=True))
    app = make_app()
    title = TitleScene(app)
    show(app, title)
    assert title.latest is None
    assert [b.text for b in title.buttons][0] == "Play"


def test_continue_on_a_file_damaged_since_the_title_opened(make_app):
    path = SaveStore.default().autosave(demo_session("apocalypse", seed=8, moves=9))
    app = make_app()
    title = TitleScene(app)
    show(app, title)
    path.write_text('{"format": "zooarcade-save", "schema": 1, "seed": 3', encoding="utf-8")
    click(app, title.buttons[0].rect.center)
    assert app.scenes.top is title
    assert title.notices and "truncated" in title.notices[0]
    assert title.latest is None and title.buttons[0].text == "Play", "Continue goes with the damaged file"
    assert list(SaveStore.default().damaged_dir.iterdir()), "the damaged file was moved aside"


def test_default_seat_names_are_numbered_by_seat():
    """Playtest: --seats human,ai:easy,ai:hard,human named the last seat "Player 2" beside "Hard Bot 3"."""
    from zooarcade.session import parse_seats

    assert [s.name for s in parse_seats("human,ai:easy,ai:hard,human")] == [
        "Player 1", "Easy Bot 2", "Hard Bot 3", "Player 4"]
    assert [s.name for s in parse_seats("ai:normal,human")] == ["Normal Bot", "Player"]


def test_continue_says_which_game_it_resumes(make_app):
    """Play test 8: the Continue button named no game; a line under it gives the game and how far it got."""
    SaveStore.default().autosave(demo_session("zop_zoo", seed=8, moves=9))
    app = make_app()
    title = TitleScene(app)
    show(app, title)
    caption = title.continue_caption()
    assert caption.startswith("ZOP ZOO") and title.latest.progress and title.latest.progress in caption
    assert title.caption_at is not None
    cont, play = title.buttons[0], title.buttons[1]
    line_h = title.fonts("text", 16).get_linesize()
    assert cont.rect.bottom <= title.caption_at[1] and title.caption_at[1] + line_h <= play.rect.top
    assert all(b.rect.bottom <= 592 for b in title.buttons), "the small row stays above the parade"
