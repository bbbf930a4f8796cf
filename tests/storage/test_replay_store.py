"""Kept replays: every finished game leaves its replay in ``<data>/replays``; the Replays list reads that folder."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from tests import fakegame
from tests.storage.test_replays import DAMAGED
from tests.storage.test_saves import fewest, game_ids, lookup, new_session, random_game
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.replays import REPLAY_SUFFIX, ReplayStore, load_replay
from zooarcade.storage.saves import SaveStore


@pytest.fixture
def saves() -> SaveStore:
    return SaveStore(user_dirs()["data"], spec_for=lookup)


@pytest.fixture
def replays() -> ReplayStore:
    return ReplayStore(user_dirs()["data"], spec_for=lookup)


def play(session, actions) -> None:
    for action in actions:
        session.apply(action)


@pytest.mark.parametrize("game_id", game_ids())
def test_finishing_a_game_keeps_its_replay_once_and_drops_the_save(saves: SaveStore, replays: ReplayStore,
                                                                   game_id: str) -> None:
    actions = random_game(game_id, fewest(game_id), 11)
    session = new_session(game_id, fewest(game_id), 11)
    play(session, actions[:-1])
    save = saves.autosave(session)
    assert save is not None and save.exists()
    assert not replays.replays_dir.exists(), "an unfinished game keeps no replay"

    play(session, actions[-1:])
    assert saves.autosave(session) is None
    assert not save.exists(), "a finished game leaves the save list"
    kept = sorted(replays.replays_dir.iterdir())
    assert kept == [session.replay_path]
    name = kept[0].name
    assert name.startswith(f"{game_id}-") and name.endswith(f"-11{REPLAY_SUFFIX}"), name
    stamp = name[len(game_id) + 1:-len(f"-11{REPLAY_SUFFIX}")]
    datetime.strptime(stamp, "%Y%m%d-%H%M%S")  # the date is in the name
    replay = load_replay(kept[0], spec_for=lookup)
    assert replay.record.actions == session.record.actions
    assert replay.scores == session.state.scores()

    # autosaving the finished session again (the results screen, a redraw...) writes nothing new
    before = kept[0].read_bytes()
    assert saves.autosave(session) is None
    assert sorted(replays.replays_dir.iterdir()) == kept and kept[0].read_bytes() == before


def test_keeping_never_overwrites_an_existing_file(replays: ReplayStore) -> None:
    actions = random_game("apocalypse", 2, 4)
    now = datetime.now()
    squatters = []
    replays.replays_dir.mkdir(parents=True)
    for dt in range(3):  # every name the next seconds could give
        stamp = (now + timedelta(seconds=dt)).strftime("%Y%m%d-%H%M%S")
        path = replays.replays_dir / f"apocalypse-{stamp}-4{REPLAY_SUFFIX}"
        path.write_text("someone else's file", encoding="utf-8")
        squatters.append(path)
    session = new_session("apocalypse", 2, 4)
    play(session, actions)
    kept = replays.keep(session)
    assert kept is not None and kept not in squatters and kept.exists()
    assert all(p.read_text(encoding="utf-8") == "someone else's file" for p in squatters)
    second = new_session("apocalypse", 2, 4)  # the same match (deal and moves) again: the same file, no copy
    play(second, actions)
    assert replays.keep(second) == kept
    assert sorted(replays.replays_dir.iterdir()) == sorted([kept, *squatters])


def test_an_unfinished_game_is_not_kept(replays: ReplayStore) -> None:
    session = new_session("apocalypse")
    assert replays.keep(session) is None and session.replay_path is None
    assert not replays.replays_dir.exists()


def test_a_write_failure_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    store = ReplayStore(blocker, spec_for=lookup)
    session = new_session("apocalypse", 2, 4)
    play(session, random_game("apocalypse", 2, 4))
    assert store.keep(session) is None
    assert store.last_error and "replay" in store.last_error
    assert session.replay_path is None


def test_replay_list_newest_first_then_damaged_with_reasons(replays: ReplayStore) -> None:
    paths = []
    for seed in (3, 8):
        session = new_session(fakegame.GAME_ID if seed == 8 else "apocalypse", 3 if seed == 8 else 2, seed)
        play(session, random_game(session.setup.game_id, len(session.seats), seed))
        paths.append(replays.keep(session))
    # the first one is older
    doc = json.loads(paths[0].read_text(encoding="utf-8"))
    doc["exported_at"] = "2020-01-02T03:04:05+00:00"
    paths[0].write_text(json.dumps(doc), encoding="utf-8")
    bad = {}
    for kind in ("truncated", "illegal", "newer_schema", "not_json"):
        path = replays.replays_dir / f"bad-{kind}{REPLAY_SUFFIX}"
        content = DAMAGED[kind][0]()
        path.write_text(content, encoding="utf-8")
        bad[path] = (DAMAGED[kind][1], content)

    listed = replays.list_replays()
    good = [i for i in listed if not i.damaged]
    assert [i.path for i in good] == [paths[1], paths[0]]
    assert good[1].finished_at == datetime.fromisoformat("2020-01-02T03:04:05+00:00")
    keeper = good[0]
    assert keeper.game_id == fakegame.GAME_ID and len(keeper.seats) == 3
    assert keeper.steps == load_replay(paths[1], spec_for=lookup).steps
    assert keeper.winner_names() and keeper.winner_names() in keeper.describe()
    damaged = listed[len(good):]
    assert {i.path for i in damaged} == set(bad)
    for info in damaged:
        words, content = bad[info.path]
        assert words.lower() in (info.reason or "").lower(), info.reason
        assert "\n" not in (info.reason or "")
        assert info.path.read_text(encoding="utf-8") == content, "listing never changes a file"


def test_delete_removes_only_files_of_the_store(replays: ReplayStore, tmp_path: Path) -> None:
    session = new_session("apocalypse", 2, 4)
    play(session, random_game("apocalypse", 2, 4))
    kept = replays.keep(session)
    outside = tmp_path / "mine.replay.json"
    outside.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError, match="not a file of this replay store"):
        replays.delete(outside)
    assert outside.exists()
    replays.delete(kept)
    assert not kept.exists() and replays.list_replays() == []
    replays.delete(kept)  # already gone: nothing happens
