"""Every released save, replay, settings and statistics schema still loads, to the exact position.

The files in ``tests/fixtures/`` were written by released builds (see its README) and are
never regenerated.  Each test checks the rebuilt position against the numbers the file was
written with (actions, turn, seat to move, scores) and against the rules engine run directly
on the file's seed and actions.
"""

from __future__ import annotations

import json
import logging
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from zooarcade.games.registry import get_spec
from zooarcade.session import SeatConfig
from zooarcade.storage.replays import ReplayStore, load_replay
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.settings import Settings, load_settings
from zooarcade.storage.stats import StatsStore

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
WRITTEN = datetime(2025, 3, 14, 15, 9, 26, tzinfo=UTC)


def engine_state(seed: int, n: int, actions: list[dict]):  # noqa: ANN201 - a GameState
    """The position reached by the rules engine itself from a seed and JSON actions."""
    spec = get_spec("apocalypse")
    state = spec.new_state(n, {}, seed)
    for raw in actions:
        state.apply(spec.action_from_json(raw))
    return state


def test_every_fixture_file_is_tested() -> None:
    names = sorted(p.name for p in FIXTURES.iterdir() if p.suffix == ".json")
    assert names == ["replay-schema1-apocalypse.replay.json", "save-schema0-apocalypse.json",
                     "save-schema1-apocalypse.json", "settings-schema1.json", "stats-schema1.json"]


def test_save_schema_1(caplog: pytest.LogCaptureFixture) -> None:
    path = FIXTURES / "save-schema1-apocalypse.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    with caplog.at_level(logging.WARNING):
        session = SaveStore.default().load(path)
    assert not caplog.records, "the stored snapshot agrees with the rebuilt position"
    assert session.setup.seed == 1234 and session.setup.game_id == "apocalypse"
    assert session.seats == [SeatConfig("Ann"), SeatConfig("Normal Bot 2", "ai", "normal"), SeatConfig("Cy")]
    assert len(session.record.actions) == 11
    assert session.state.current_player == 2
    assert session.state.turn == 11
    assert session.state.scores() == [27, 29, 22]
    assert not session.state.is_terminal()
    assert session.state.fingerprint() == engine_state(1234, 3, doc["actions"]).fingerprint()
    assert session.save_path is None, "a file from elsewhere is never written over"


def test_save_schema_1_in_the_load_list() -> None:
    store = SaveStore.default()
    store.saves_dir.mkdir(parents=True)
    shutil.copy(FIXTURES / "save-schema1-apocalypse.json", store.saves_dir / "old.json")
    [row] = store.list_saves()
    assert not row.damaged
    assert (row.turn, row.to_move, row.to_move_name) == (12, 2, "Cy")
    assert row.saved_at == WRITTEN
    assert store.latest_unfinished().path == store.saves_dir / "old.json"


def test_save_schema_0_is_migrated() -> None:
    path = FIXTURES / "save-schema0-apocalypse.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    session = SaveStore.default().load(path)
    assert session.seats == [SeatConfig("Dev"), SeatConfig("Hard Bot", "ai", "hard")]
    assert session.setup.seed == 77
    assert len(session.record.actions) == 8
    assert session.state.current_player == 0
    assert session.state.scores() == [21, 20]
    assert session.state.fingerprint() == engine_state(77, 2, doc["moves"]).fingerprint()
    # autosaving it writes the current schema into the store, and that file loads to the same position
    store = SaveStore.default()
    written = store.autosave(session)
    assert json.loads(written.read_text(encoding="utf-8"))["schema"] == 2
    assert store.load(written).state.fingerprint() == session.state.fingerprint()


def test_replay_schema_1() -> None:
    path = FIXTURES / "replay-schema1-apocalypse.replay.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    replay = load_replay(path)
    assert replay.setup.seed == 4242 and len(replay.seats) == 4
    assert [s.name for s in replay.seats] == ["Ann", "Easy Bot 2", "Bo", "Hard Bot 4"]
    assert replay.steps == 48
    assert replay.scores == [34, 44, 39, 32] and replay.winners == [1]
    assert replay.exported_at == WRITTEN
    final = engine_state(4242, 4, doc["actions"])
    assert final.is_terminal() and replay.state_at(48).fingerprint() == final.fingerprint()
    assert replay.state_at(0).fingerprint() == engine_state(4242, 4, []).fingerprint()
    store = ReplayStore.default()
    store.replays_dir.mkdir(parents=True)
    shutil.copy(path, store.replays_dir / path.name)
    [row] = store.list_replays()
    assert (row.steps, row.scores, row.winners, row.seed) == (48, [34, 44, 39, 32], [1], 4242)
    assert row.winner_names() == "Easy Bot 2"


def test_settings_schema_1() -> None:
    settings, notice = load_settings(FIXTURES / "settings-schema1.json")
    assert notice is None
    assert settings == Settings(music_volume=0.25, effects_volume=0.6, muted=True, animation_speed="fast",
                                fullscreen=False, window_size=(1600, 900), seat_symbols=False, confirm_moves=True,
                                show_scores=False, ai_think_time={"easy": 0.3, "normal": 1.5, "hard": 4.0})


def test_stats_schema_1(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    shutil.copy(FIXTURES / "stats-schema1.json", path)
    store = StatsStore(path)
    assert store.notice is None
    g = store.get("apocalypse")
    assert (g.played, g.won, g.best_score, g.streak, g.best_streak) == (3, 1, 63, 1, 1)
    assert g.by_seat["human"].to_json() == {"played": 3, "won": 1}
    assert g.by_seat["ai"].to_json() == {"played": 3, "won": 1}
    assert g.vs_ai["easy"].to_json() == {"played": 2, "won": 0}
    assert g.vs_ai["hard"].to_json() == {"played": 3, "won": 1}
    assert len(json.loads(path.read_text(encoding="utf-8"))["recent"]) == 2
