"""Replay files: export a finished game, step through it rebuilt from seed + actions, reject damaged files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import fakegame
from tests.storage.test_saves import fewest, game_ids, lookup, new_session, random_game
from zooarcade.core.history import replay as replay_steps
from zooarcade.storage.replays import (
    REPLAY_SUFFIX,
    ReplayFileError,
    default_replay_path,
    export_replay,
    load_replay,
    replay_document,
)


def finished(game_id: str = "apocalypse", n: int = 2, seed: int = 3):
    session = new_session(game_id, n, seed)
    for action in random_game(game_id, n, seed):
        session.apply(action)
    assert session.state.is_terminal()
    return session


@pytest.mark.parametrize("game_id", game_ids())
def test_export_and_step_through(tmp_path: Path, game_id: str) -> None:
    session = finished(game_id, fewest(game_id))
    path = export_replay(session, default_replay_path(session, tmp_path))
    assert path.name.endswith(REPLAY_SUFFIX)
    replay = load_replay(path, spec_for=lookup)
    assert replay.seats == session.seats
    assert replay.title == session.spec.title
    assert replay.steps == len(session.record.actions)
    assert len(replay.states) == replay.steps + 1 and len(replay.events) == replay.steps
    assert replay.state_at(replay.steps).fingerprint() == session.state.fingerprint()
    assert replay.state_at(0).fingerprint() == session.record.new_state(session.spec).fingerprint()
    for k in (1, replay.steps // 2, replay.steps - 1):
        assert replay.state_at(k).fingerprint() == session.record.rebuild(session.spec, k).fingerprint()
    assert replay.scores == session.state.scores() and replay.winners == session.state.winners()
    assert replay.describe_step(1).startswith(session.seats[replay.states[0].current_player].name)
    # stepping hands out clones: the replay itself cannot be changed by the viewer
    shown = replay.state_at(replay.steps)
    shown.turn = -5  # type: ignore[attr-defined]
    assert replay.state_at(replay.steps).fingerprint() == session.state.fingerprint()


def test_only_finished_games_are_exported(tmp_path: Path) -> None:
    session = new_session("apocalypse")
    with pytest.raises(ValueError, match="finished"):
        export_replay(session, tmp_path / "x.replay.json")
    assert not (tmp_path / "x.replay.json").exists()


def _doc() -> dict:
    return replay_document(finished())


def _edit(**changes):
    def make() -> str:
        doc = _doc()
        doc.update(changes)
        return json.dumps(doc)

    return make


def _cut_short() -> str:
    doc = _doc()
    doc["steps"] = doc["steps"][:-3]
    doc.pop("result")
    return json.dumps(doc)


def _illegal() -> str:
    doc = _doc()
    doc["steps"].insert(0, doc["steps"][1])
    doc["steps"].insert(0, doc["steps"][1])
    return json.dumps(doc)


def _wrong_result() -> str:
    doc = _doc()
    doc["result"]["scores"] = [s + 1 for s in doc["result"]["scores"]]
    return json.dumps(doc)


DAMAGED = {
    "truncated": (lambda: json.dumps(_doc())[:300], "truncated"),
    "not_json": (lambda: "replay!", "not valid JSON"),
    "empty": (lambda: "", "empty"),
    "save_file": (_edit(format="zooarcade-save"), "saved game"),
    "other_format": (_edit(format="something"), "not a Zoo Arcade replay"),
    "newer_schema": (_edit(schema=7), "newer"),
    "bad_schema": (_edit(schema="1"), "unknown replay format"),
    "seed_type": (_edit(seed=1.5), "seed"),
    "actions_type": (_edit(steps="all of them"), "history"),
    "bad_seat": (_edit(seats=[{"name": 3}]), "seat"),
    "unknown_game": (_edit(game="zoo_golf"), "unknown game"),
    "not_finished": (_cut_short, "does not reach its end"),
    "illegal": (_illegal, "do not fit this deal"),
    "wrong_result": (_wrong_result, "result"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_damaged_replay_is_refused_with_a_reason(tmp_path: Path, kind: str) -> None:
    make, words = DAMAGED[kind]
    path = tmp_path / "bad.replay.json"
    content = make()
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReplayFileError) as err:
        load_replay(path, spec_for=lookup)
    assert words.lower() in err.value.reason.lower(), err.value.reason
    assert path.read_text(encoding="utf-8") == content  # never touched


def test_missing_replay_file(tmp_path: Path) -> None:
    with pytest.raises(ReplayFileError, match="does not exist"):
        load_replay(tmp_path / "nope.replay.json")


def test_hidden_hand_game_replay_shows_every_step(tmp_path: Path) -> None:
    session = finished(fakegame.GAME_ID, 3, 8)
    replay = load_replay(export_replay(session, tmp_path / "g.replay.json"), spec_for=lookup)
    draws = [e for step in replay.events for e in step if e.kind == "draw"]
    assert draws and all(e.reveals for e in draws)
    assert replay.events == [done.events for done in replay_steps(session.spec, session.record)]
