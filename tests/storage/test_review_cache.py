"""The game review is cached beside its replay (a sidecar), computed once, and old replay files stay readable."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.ai.tally import Take, spec
from zooarcade.core.protocol import GameSpec
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.replays import (
    Replay,
    ReplayStore,
    cached_review,
    export_replay,
    keep_review,
    load_replay,
    review_path,
    start_review,
)

FIXTURES = Path(__file__).parent.parent / "fixtures"


def tally_lookup(game_id: str) -> GameSpec:
    from zooarcade.games.registry import get_spec

    return spec() if game_id == "tally" else get_spec(game_id)


def tally_session(finish: bool = True, bad: int = 6) -> GameSession:
    session = GameSession(MatchSetup("tally", [SeatConfig("Ada"), SeatConfig("Bo", "ai", "hard")], 7, {"rounds": 4}),
                          spec=spec())
    while not session.state.is_terminal() and (finish or len(session.record.steps) < 4):
        action = session.state.legal_actions()[0]
        session.apply(Take(0) if len(session.record.steps) == bad else action)
    return session


def tally_replay(folder: Path) -> Replay:
    path = export_replay(tally_session(), folder / "t.replay.json")
    return load_replay(path, spec_for=tally_lookup)


def test_a_review_is_computed_once_and_read_back_from_its_sidecar(tmp_path: Path) -> None:
    replay = tally_replay(tmp_path)
    assert replay.path == tmp_path / "t.replay.json"
    assert cached_review(replay) is None  # nothing kept yet
    job = start_review(replay)
    assert job.wait(60) and job.result is not None
    side = review_path(replay.path)
    assert side == tmp_path / "t.review" and side.is_file()
    before = replay.path.read_bytes()
    again = load_replay(replay.path, spec_for=tally_lookup)  # a new viewer of the same file
    assert again.path is not None and again.path.read_bytes() == before  # the replay file is untouched
    review = cached_review(again)
    assert review is not None and review.to_json() == job.result.to_json()
    assert review.costly_moves(0) == [6]


def test_a_damaged_or_foreign_sidecar_is_ignored(tmp_path: Path) -> None:
    replay = tally_replay(tmp_path)
    assert replay.path is not None
    side = review_path(replay.path)
    assert start_review(replay).wait(60)
    assert cached_review(load_replay(replay.path, spec_for=tally_lookup)) is not None
    side.write_text("{not json", encoding="utf-8")
    assert cached_review(load_replay(replay.path, spec_for=tally_lookup)) is None
    other = load_replay(export_replay(tally_session(bad=3), tmp_path / "o.replay.json"), spec_for=tally_lookup)
    job = start_review(other)
    assert job.wait(60) and job.result is not None
    shutil.copy(review_path(other.path), side)  # a review of another match beside this replay
    assert cached_review(load_replay(replay.path, spec_for=tally_lookup)) is None


def test_the_replays_list_never_shows_a_sidecar_and_delete_removes_it(tmp_path: Path) -> None:
    store = ReplayStore(tmp_path, spec_for=tally_lookup)
    store.replays_dir.mkdir(parents=True)
    replay = tally_replay(store.replays_dir)
    assert replay.path is not None
    assert start_review(replay).wait(60)
    assert replay.review is not None and review_path(replay.path).is_file()
    listed = store.list_replays()
    assert [i.path for i in listed] == [replay.path] and not listed[0].damaged
    store.delete(replay.path)
    assert not review_path(replay.path).exists()


def test_an_old_replay_file_stays_readable_and_can_be_reviewed_in_memory(tmp_path: Path) -> None:
    old = tmp_path / "old.replay.json"
    shutil.copy(FIXTURES / "replay-schema1-apocalypse.replay.json", old)
    replay = load_replay(old)
    assert replay.finished and cached_review(replay) is None
    replay.path = None  # memory only: a review of it is not written anywhere
    from zooarcade.ai.review import ReviewConfig

    job = start_review(replay, ReviewConfig(hard_work=200, min_tries=4))
    assert job.wait(120) and job.result is not None
    assert replay.review is job.result and len(job.result.moves) == replay.steps
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.replay.json"]


def test_no_review_is_started_for_a_game_in_progress() -> None:
    session = tally_session(finish=False)
    replay = Replay.build(session.spec, session.setup, session.record)
    assert not replay.finished
    with pytest.raises(ValueError):
        start_review(replay)
    assert cached_review(replay) is None


def test_a_review_that_cannot_be_written_stays_in_memory(tmp_path: Path) -> None:
    replay = tally_replay(tmp_path)
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    replay.path = blocker / "t.replay.json"
    job = start_review(replay)
    assert job.wait(60) and job.result is not None and job.error is None
    assert replay.review is job.result
    assert keep_review(replay, job.result) is None
    assert cached_review(replay) is job.result


def test_a_review_kept_by_the_old_play_out_estimator_is_made_again(tmp_path: Path) -> None:
    """A schema-1 sidecar (chances from short play-outs) is not shown: the review is recomputed and
    the sidecar replaced by one of the current schema."""
    import json

    from zooarcade.ai.review import REVIEW_SCHEMA

    replay = tally_replay(tmp_path)
    assert replay.path is not None
    assert start_review(replay).wait(60)
    side = review_path(replay.path)
    data = json.loads(side.read_text(encoding="utf-8"))
    assert data["schema"] == REVIEW_SCHEMA == 3
    data["schema"] = 1
    data["config"] = {"playouts": 6, "depth": 0, "candidates": 3, "epsilon": 0.1, "hard_work": 6000, "scale": None,
                      "strong": 0.1, "costly": 0.1, "close": 0.02, "marks": 5, "min_mark": 0.05, "seed": 1}
    side.write_text(json.dumps(data), encoding="utf-8")
    again = load_replay(replay.path, spec_for=tally_lookup)
    assert cached_review(again) is None  # old estimates are never shown
    job = start_review(again)
    assert job.wait(60) and job.result is not None
    assert json.loads(side.read_text(encoding="utf-8"))["schema"] == REVIEW_SCHEMA
    assert cached_review(load_replay(replay.path, spec_for=tally_lookup)) is not None
    side.write_text(json.dumps([1, 2, 3]), encoding="utf-8")  # valid JSON, not a review
    assert cached_review(load_replay(replay.path, spec_for=tally_lookup)) is None


def test_an_exported_replay_takes_its_review_along(tmp_path: Path) -> None:
    from zooarcade.storage.replays import export_review

    kept = tally_replay(tmp_path)
    assert kept.path is not None
    out = tmp_path / "out"
    out.mkdir()
    copy = out / kept.path.name
    copy.write_bytes(kept.path.read_bytes())
    assert export_review(copy, None, kept.path) is None  # no review made yet: nothing goes along
    assert not review_path(copy).exists()
    job = start_review(kept)
    assert job.wait(60) and job.result is not None
    assert export_review(copy, None, kept.path) == review_path(copy)  # the kept sidecar, copied
    exported = load_replay(copy, spec_for=tally_lookup)
    review = cached_review(exported)
    assert review is not None and review.to_json() == job.result.to_json()
    review_path(copy).unlink()
    assert export_review(copy, job.result) == review_path(copy)  # the review in memory, written
    assert cached_review(load_replay(copy, spec_for=tally_lookup)) is not None
    blocked = tmp_path / "blocker"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    assert export_review(blocked / "x.replay.json", job.result) is None  # a failed write never raises
