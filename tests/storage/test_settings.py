"""Settings: persisted across a restart of the app, damaged files give defaults and are kept, atomic writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zooarcade.storage import files as files_module
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.settings import Settings, atomic_write_json, load_settings, save_settings


def settings_path() -> Path:
    return user_dirs()["config"] / "settings.json"


def test_round_trip_of_every_field(tmp_path: Path) -> None:
    s = Settings(
        music_volume=0.1,
        effects_volume=1.0,
        muted=True,
        animation_speed="instant",
        fullscreen=True,
        window_size=(1600, 900),
        seat_symbols=False,
        confirm_moves=True,
        show_scores=False,
        ai_think_time={"easy": 0.2, "normal": 1.0, "hard": 3.0},
    )
    save_settings(tmp_path / "s.json", s)
    loaded, notice = load_settings(tmp_path / "s.json")
    assert notice is None and loaded == s


def test_settings_persist_across_a_restart_of_the_app(make_app) -> None:  # noqa: ANN001 - fixture
    app = make_app()
    assert app.settings_path == settings_path()
    app.settings.music_volume = 0.25
    app.settings.animation_speed = "fast"
    app.settings.confirm_moves = True
    app.save_settings()
    restarted = make_app()
    assert restarted.settings.music_volume == 0.25
    assert restarted.settings.animation_speed == "fast"
    assert restarted.settings.confirm_moves is True
    assert not any("Settings" in n for n in restarted.notices)


def test_missing_file_gives_defaults_without_notice() -> None:
    assert load_settings(settings_path()) == (Settings(), None)


@pytest.mark.parametrize(
    "content",
    [
        "{broken",
        "",
        "[1]",
        '{"music_volume": 3}',
        '{"muted": "yes"}',
        '{"animation_speed": "warp"}',
        '{"window_size": [10]}',
        '{"ai_think_time": {"hard": -1}}',
    ],
)
def test_damaged_settings_give_defaults_and_a_notice_and_are_not_overwritten(content: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice and "damaged" in notice
    assert path.read_text(encoding="utf-8") == content


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"music_volume": 0.3, "from_the_future": 1}), encoding="utf-8")
    settings, notice = load_settings(path)
    assert notice is None and settings.music_volume == 0.3


def test_crash_mid_write_keeps_the_previous_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.json"
    atomic_write_json(path, {"a": 1})

    def dying_fsync(fd: int) -> None:  # the new content is in the temp file; the process dies before the rename
        raise KeyboardInterrupt

    monkeypatch.setattr(files_module.os, "fsync", dying_fsync)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_json(path, {"a": 2})
    monkeypatch.undo()
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_save_failure_is_told_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    outcome = save_settings(blocker / "settings.json", Settings())  # folder cannot be created: no exception
    assert outcome.error and outcome.error.startswith("Settings could not be saved: ")
