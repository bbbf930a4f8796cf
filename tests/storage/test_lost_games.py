"""Case 003: no finished game is lost to a full disk or to the Load list, and every write is atomic.

Disk faults are injected (:mod:`tests.diskfaults`): a folder whose disk is full takes a few
bytes, then every write fails with ENOSPC, as a real one does.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.diskfaults import full_disk, needs_fault_injection, read_only
from tests.hostile import played
from zooarcade.session import GameSession
from zooarcade.storage.replays import ReplayStore, load_replay, replay_document
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.settings import Settings, load_settings, save_settings
from zooarcade.storage.stats import StatsStore

pytestmark = needs_fault_injection


def one_move_from_the_end(seed: int = 21) -> tuple[GameSession, object]:
    """A session one action before its end, and that last action."""
    whole = played(seed)
    actions = list(whole.record.actions)
    session = GameSession(whole.setup)
    for action in actions[:-1]:
        session.apply(action)
    assert not session.state.is_terminal()
    return session, actions[-1]


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def the_match_is_kept(store: SaveStore, session: GameSession) -> bool:
    """True when a save or a replay holding the whole of ``session``'s actions is on disk."""
    want = [step.to_json() for step in session.record.steps]
    for path in store.saves_dir.glob("*.json"):
        if json.loads(path.read_text(encoding="utf-8")).get("steps") == want:
            return True
    replays = ReplayStore(store.root).replays_dir
    return any(json.loads(p.read_text(encoding="utf-8")).get("steps") == want for p in replays.glob("*.json"))


# ---------------------------------------------------------------------- (a) full disk at the last move
def test_a_full_disk_at_the_last_move_never_deletes_the_save() -> None:
    store = SaveStore.default()
    session, last = one_move_from_the_end()
    saved = store.autosave(session)
    assert saved is not None and saved.exists()
    before = saved.read_bytes()
    with pytest.MonkeyPatch.context() as mp:
        fault = full_disk(mp, store.root)
        session.apply(last)
        assert session.state.is_terminal()
        assert store.autosave(session) is None
        assert fault.failures, "the write did meet the full disk"
        assert saved.exists() and saved.read_bytes() == before, "the save stays, untouched"
        assert store.last_error and "disk is full" in store.last_error, store.last_error
        assert files_in(ReplayStore(store.root).replays_dir) == [], "no partial replay file"
        assert [p.name for p in store.saves_dir.iterdir()] == [saved.name], "no stray temp file"
    # the disk has room again: the game waits in the Load list, one move before its end
    [row] = store.list_saves()
    assert row.path == saved and not row.damaged and not row.finished
    assert store.load(saved).record.actions == session.record.actions[:-1]


def test_when_only_the_replay_cannot_be_written_the_final_position_is_saved() -> None:
    store = SaveStore.default()
    session, last = one_move_from_the_end(seed=23)
    saved = store.autosave(session)
    replays = ReplayStore(store.root)
    replays.replays_dir.mkdir(parents=True)
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, replays.replays_dir)
        session.apply(last)
        store.autosave(session)
        assert saved.exists()
        doc = json.loads(saved.read_text(encoding="utf-8"))
        assert len(doc["steps"]) == len(session.record.actions), "the finished game itself is saved"
        assert "replay" in (store.last_error or ""), store.last_error
        # the Load list shows it (as a finished game) and never deletes it while the replay cannot be kept
        rows = store.list_saves()
        assert [r.path for r in rows] == [saved] and rows[0].finished and not rows[0].damaged
        assert saved.exists()
        assert files_in(replays.replays_dir) == []
    assert the_match_is_kept(store, session)
    store.list_saves()
    assert not saved.exists(), "once the replay is safely written, the save goes"
    [kept] = replays.list_replays()
    assert load_replay(kept.path).steps == len(session.record.actions)


# ---------------------------------------------------------------------- (b) the Load list and finished saves
def test_the_load_list_keeps_a_finished_games_replay_before_deleting_its_save() -> None:
    store = SaveStore.default()
    session = played(25)
    store.saves_dir.mkdir(parents=True)
    path = store.saves_dir / "finished.json"
    path.write_text(json.dumps(store.document(session)), encoding="utf-8")
    assert store.list_saves() == []
    assert not path.exists()
    [row] = ReplayStore(store.root).list_replays()
    assert not row.damaged and row.steps == len(session.record.actions)


def test_the_load_list_never_deletes_a_finished_save_on_a_full_disk() -> None:
    store = SaveStore.default()
    session = played(25)
    store.saves_dir.mkdir(parents=True)
    path = store.saves_dir / "finished.json"
    text = json.dumps(store.document(session))
    path.write_text(text, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, store.root)
        rows = store.list_saves()
        store.latest_unfinished()
    assert path.read_text(encoding="utf-8") == text
    assert [r.path for r in rows] == [path] and rows[0].finished


# ---------------------------------------------------------------------- (c) atomic writes
@pytest.mark.parametrize("room", [0, 1, 40, 120])
def test_a_write_that_meets_a_full_disk_leaves_the_old_file_and_no_other(tmp_path: Path, room: int) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(music_volume=0.3))
    before = path.read_bytes()
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, tmp_path, room=room)
        save_settings(path, Settings(music_volume=0.9))
    assert path.read_bytes() == before
    assert files_in(tmp_path) == ["settings.json"]


def test_keeping_a_replay_on_a_full_disk_leaves_no_partial_file() -> None:
    session = played(27)
    store = ReplayStore.default()
    store.replays_dir.mkdir(parents=True)
    with pytest.MonkeyPatch.context() as mp:
        full_disk(mp, store.replays_dir, room=100)
        assert store.keep(session) is None
    assert files_in(store.replays_dir) == []
    assert store.last_error and "disk is full" in store.last_error


# ---------------------------------------------------------------------- statistics
def test_statistics_that_cannot_be_saved_say_why(tmp_path: Path) -> None:
    session = played(29)
    stats = StatsStore(tmp_path / "stats.json")
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, tmp_path)
        stats.record(session)
    assert stats.notice and "read-only" in stats.notice, stats.notice
    assert not (tmp_path / "stats.json").exists()


def test_damaged_statistics_are_kept_aside_before_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    stats = StatsStore(path)
    assert stats.notice and "damaged" in stats.notice
    stats.record(played(31))
    assert (tmp_path / "stats.damaged-1.json").read_text(encoding="utf-8") == "[" * 100_000
    assert StatsStore(path).get("apocalypse").played == 1
    assert "kept as stats.damaged-1.json" in (stats.notice or ""), stats.notice


# ---------------------------------------------------------------------- (e) settings
def test_saving_settings_over_a_damaged_file_keeps_the_damaged_file_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"music_volume": "loud"', encoding="utf-8")
    save_settings(path, Settings(fullscreen=True))
    assert (tmp_path / "settings.damaged-1.json").read_text(encoding="utf-8") == '{"music_volume": "loud"'
    assert load_settings(path) == (Settings(fullscreen=True), None)


def test_settings_are_not_written_when_the_damaged_file_cannot_be_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{oops", encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, tmp_path)
        save_settings(path, Settings(fullscreen=True))
    assert path.read_text(encoding="utf-8") == "{oops"
    assert files_in(tmp_path) == ["settings.json"]


def test_replay_document_unchanged_by_keeping(tmp_path: Path) -> None:
    """Keeping writes exactly the replay document (a sanity check of the atomic writer)."""
    session = played(33)
    store = ReplayStore(tmp_path)
    path = store.keep(session)
    doc = json.loads(path.read_text(encoding="utf-8"))
    want = replay_document(session)
    doc.pop("exported_at"), want.pop("exported_at")
    assert doc == want
    assert os.stat(path).st_size > 0
