"""Saves: round trip at every step of every game, damaged files, migration, atomic writes, the Load list."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests import fakegame
from zooarcade.core.protocol import GameSpec
from zooarcade.core.rng import Rng
from zooarcade.games.registry import GAMES, get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.saves import REASON_SUFFIX, SCHEMA, NewerSaveError, SaveError, SaveStore, migrate

HUMAN = SeatConfig("Ann", "human")
BOT = SeatConfig("Hard Bot 2", "ai", "hard")


def lookup(game_id: str) -> GameSpec:
    """The registry plus the test-only Keeper's Bag."""
    return fakegame.spec() if game_id == fakegame.GAME_ID else get_spec(game_id)


def game_ids() -> list[str]:
    """Every built game of the registry (later games are covered automatically) plus Keeper's Bag."""
    return [g.id for g in GAMES if g.built] + [fakegame.GAME_ID]


@pytest.fixture
def store() -> SaveStore:
    return SaveStore(user_dirs()["data"], spec_for=lookup)


def fewest(game_id: str) -> int:
    """The fewest seats ``game_id`` takes, at least 2 (Zoo Vadis needs 3)."""
    return max(2, lookup(game_id).min_players)


def new_session(game_id: str, n: int = 2, seed: int = 5) -> GameSession:
    seats = [HUMAN, BOT, SeatConfig("Cy", "human"), SeatConfig("Easy Bot 4", "ai", "easy")][:n]
    return GameSession(MatchSetup(game_id, seats, seed), spec=lookup(game_id))


def random_game(game_id: str, n: int, seed: int) -> list:
    """Return the action list of a seeded random game to its end."""
    session = new_session(game_id, n, seed)
    rng = Rng.from_seed(seed * 31 + n)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return list(session.record.actions)


def saved_session(store: SaveStore, steps: int = 4, game_id: str = "apocalypse", seed: int = 5) -> GameSession:
    session = new_session(game_id, seed=seed)
    for action in random_game(game_id, 2, seed)[:steps]:
        session.apply(action)
    store.autosave(session)
    return session


# ---------------------------------------------------------------------- round trip
@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_save_load_round_trip_at_every_step(store: SaveStore, game_id: str, n: int, seed: int) -> None:
    spec = lookup(game_id)
    if not spec.min_players <= n <= spec.max_players:
        pytest.skip(f"{game_id} does not take {n} players")
    actions = random_game(game_id, n, seed)
    straight = new_session(game_id, n, seed)
    for action in actions:
        straight.apply(action)
    final = straight.state.fingerprint()

    session = new_session(game_id, n, seed)
    path = None
    for k, action in enumerate(actions):
        path = store.autosave(session)
        assert path is not None and session.save_path == path
        loaded = store.load(path)
        assert loaded.state.fingerprint() == session.state.fingerprint(), f"step {k}"
        assert loaded.record.actions == session.record.actions
        assert loaded.seats == session.seats and loaded.setup.options == session.setup.options
        assert loaded.save_path == path
        for later in actions[k:]:  # the continued game equals the uninterrupted one
            loaded.apply(later)
        assert loaded.state.fingerprint() == final, f"continued from step {k}"
        session.apply(action)
    assert [p.name for p in store.saves_dir.glob("*.json")] == [path.name]  # one file per match
    assert store.autosave(session) is None  # finished: the save leaves the list
    assert store.list_saves() == []
    assert store.latest_unfinished() is None


def test_load_list_row(store: SaveStore) -> None:
    session = saved_session(store, steps=3)
    [info] = store.list_saves()
    assert not info.damaged and info.reason is None
    assert info.game_id == "apocalypse" and info.title == "Apocalypse at the Zoo of Carson City"
    assert [(s.name, s.kind) for s in info.seats] == [("Ann", "human"), ("Hard Bot 2", "ai")]
    assert info.turn == 4
    assert info.to_move == session.current and info.to_move_name == session.seats[session.current].name
    assert info.saved_at is not None
    assert "Turn 4" in info.describe() and "Hard Bot 2" in info.describe()
    assert store.latest_unfinished() == info


def test_continue_picks_the_latest_unfinished(store: SaveStore) -> None:
    first = saved_session(store, steps=2, seed=1)
    second = saved_session(store, steps=2, seed=2)
    assert store.latest_unfinished().path == second.save_path
    first.apply(first.state.legal_actions()[0])
    store.autosave(first)
    assert store.latest_unfinished().path == first.save_path
    assert len(store.list_saves()) == 2


def test_save_is_plain_json_with_schema_and_snapshot(store: SaveStore) -> None:
    session = saved_session(store)
    doc = json.loads(session.save_path.read_text(encoding="utf-8"))
    assert doc["schema"] == SCHEMA and doc["format"] == "zooarcade-save"
    assert doc["seed"] == 5 and len(doc["steps"]) == 4
    assert doc["snapshot"] == session.state.to_json()


def test_finished_game_file_is_dropped_from_the_list(store: SaveStore) -> None:
    session = new_session("apocalypse")
    for action in random_game("apocalypse", 2, 5):
        session.apply(action)
    path = store.saves_dir / "finished.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(store.document(session)), encoding="utf-8")
    assert store.list_saves() == []
    assert not path.exists()


# ---------------------------------------------------------------------- damaged files
def _truncate(text: str) -> str:
    return text[: len(text) // 2]


def _set(key: str, value: object):
    def edit(text: str) -> str:
        doc = json.loads(text)
        doc[key] = value
        return json.dumps(doc)

    return edit


def _illegal_history(text: str) -> str:
    doc = json.loads(text)
    doc["steps"].insert(1, doc["steps"][0])  # the same action twice in a row cannot be legal
    return json.dumps(doc)


def _unreadable_action(text: str) -> str:
    doc = json.loads(text)
    doc["steps"][2]["action"] = {"kind": "teleport"}
    return json.dumps(doc)


DAMAGES = {
    "truncated": (_truncate, "truncated"),
    "not_json": (lambda _t: "this is not a save {", "not valid JSON"),
    "empty": (lambda _t: "", "empty"),
    "not_an_object": (lambda _t: "[1, 2, 3]", "JSON object"),
    "seed_wrong_type": (_set("seed", "five"), "seed"),
    "actions_wrong_type": (_set("steps", {"a": 1}), "history"),
    "seats_wrong_type": (_set("seats", "Ann"), "seat"),
    "bad_seat": (_set("seats", [{"name": "Ann", "kind": "robot"}, {"name": "B"}]), "seat"),
    "too_many_seats": (_set("seats", [{"name": str(i), "kind": "human"} for i in range(9)]), "players"),
    "schema_wrong_type": (_set("schema", "one"), "version"),
    "unknown_game": (_set("game", "zoo_chess"), "unknown game"),
    "illegal_action": (_illegal_history, "do not fit this deal"),
    "unreadable_action": (_unreadable_action, "unreadable"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGES))
def test_damaged_file_is_listed_moved_aside_and_never_crashes(store: SaveStore, kind: str) -> None:
    damage, words = DAMAGES[kind]
    good = saved_session(store, seed=1)
    bad = saved_session(store, seed=2)
    bad_path = bad.save_path
    content = damage(bad_path.read_text(encoding="utf-8"))
    bad_path.write_text(content, encoding="utf-8")

    rows = store.list_saves()
    assert [r.path for r in rows if not r.damaged] == [good.save_path]
    [row] = [r for r in rows if r.damaged]
    assert words.lower() in row.reason.lower(), row.reason
    assert "\n" not in row.reason
    assert not bad_path.exists()
    assert row.path.parent == store.damaged_dir
    assert row.path.read_text(encoding="utf-8") == content  # kept, byte for byte
    assert store.latest_unfinished().path == good.save_path
    # it stays listed as damaged (with its reason) until deleted
    again = [r for r in store.list_saves() if r.damaged]
    assert [(r.path, r.reason) for r in again] == [(row.path, row.reason)]
    with pytest.raises(SaveError) as err:
        store.load(row.path)
    assert err.value.reason
    store.delete(row.path)
    assert [r.damaged for r in store.list_saves()] == [False]


def test_a_save_of_a_newer_version_is_listed_as_such_and_never_moved(store: SaveStore) -> None:
    """Play test 13, HOSTILE-2: a save of schema 999 was called damaged, moved to damaged/ and offered for Delete."""
    good = saved_session(store, seed=1)
    newer = saved_session(store, seed=2)
    path = newer.save_path
    content = _set("schema", 999)(path.read_text(encoding="utf-8"))
    path.write_text(content, encoding="utf-8")
    rows = store.list_saves()
    [row] = [r for r in rows if r.damaged]
    assert row.newer and row.path == path and path.read_text(encoding="utf-8") == content
    assert row.reason.startswith("saved by a newer Zoo Arcade") and "damaged" not in row.describe()
    assert not store.damaged_dir.exists() or not any(store.damaged_dir.iterdir())
    with pytest.raises(NewerSaveError):
        store.load(path)
    assert path.read_text(encoding="utf-8") == content, "loading it left it where it is"
    assert [r.newer for r in store.list_saves() if r.damaged] == [True]
    assert store.latest_unfinished().path == good.save_path


def test_a_newer_save_an_older_build_moved_aside_is_still_told_as_newer(store: SaveStore) -> None:
    store.damaged_dir.mkdir(parents=True)
    (store.damaged_dir / "old.json").write_text('{"schema": 999}', encoding="utf-8")
    (store.damaged_dir / ("old.json" + REASON_SUFFIX)).write_text(
        "saved by a newer Zoo Arcade (save format 999; this version reads up to 2)\n", encoding="utf-8")
    (store.damaged_dir / "bad.json").write_text("{", encoding="utf-8")
    rows = {r.path.name: r for r in store.list_saves()}
    assert rows["old.json"].newer and not rows["bad.json"].newer


def test_loading_a_damaged_save_moves_it_aside(store: SaveStore) -> None:
    session = saved_session(store)
    path = session.save_path
    path.write_text(_illegal_history(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert err.value.reason == "the moves recorded do not fit this deal (move 2)"
    assert err.value.moved_to is not None and err.value.moved_to.exists()
    assert not path.exists()


def test_damaged_files_never_overwrite_each_other(store: SaveStore) -> None:
    for _ in range(3):
        path = store.saves_dir / "same.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{broken", encoding="utf-8")
        store.list_saves()
    kept = sorted(p.name for p in store.damaged_dir.iterdir() if p.suffix == ".json")
    assert kept == ["same-2.json", "same-3.json", "same.json"]


def test_a_damaged_file_from_elsewhere_is_left_in_place(store: SaveStore, tmp_path: Path) -> None:
    outside = tmp_path / "mine.json"
    outside.write_text('{"schema": 1', encoding="utf-8")
    with pytest.raises(SaveError, match="truncated"):
        store.load(outside)
    assert outside.read_text(encoding="utf-8") == '{"schema": 1'
    assert not store.damaged_dir.exists()


def test_load_file_from_elsewhere_autosaves_into_the_store(store: SaveStore, tmp_path: Path) -> None:
    session = saved_session(store)
    outside = tmp_path / "shared.json"
    shutil.copy(session.save_path, outside)
    before = outside.read_text(encoding="utf-8")
    loaded = store.load(outside)
    assert loaded.save_path is None
    loaded.apply(loaded.state.legal_actions()[0])
    path = store.autosave(loaded)
    assert path is not None and path.parent == store.saves_dir and path != session.save_path
    assert outside.read_text(encoding="utf-8") == before


def test_a_replay_file_is_not_a_save(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"format": "zooarcade-replay", "schema": 1}), encoding="utf-8")
    with pytest.raises(SaveError, match="replay"):
        store.load(path)


# ---------------------------------------------------------------------- snapshot
def test_inconsistent_snapshot_is_replaced_by_the_rebuild(store: SaveStore) -> None:
    session = saved_session(store, steps=6)
    doc = json.loads(session.save_path.read_text(encoding="utf-8"))
    earlier = new_session("apocalypse")
    earlier.apply(session.record.actions[0])
    doc["snapshot"] = earlier.state.to_json()
    session.save_path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = store.load(session.save_path)
    assert loaded.state.fingerprint() == session.state.fingerprint()
    doc["snapshot"] = {"nonsense": True}
    session.save_path.write_text(json.dumps(doc), encoding="utf-8")
    assert store.load(session.save_path).state.fingerprint() == session.state.fingerprint()
    assert [r.turn for r in store.list_saves(verify=False)] == [7]


def test_quick_listing_reads_the_snapshot(store: SaveStore) -> None:
    session = saved_session(store, steps=3)
    doc = json.loads(session.save_path.read_text(encoding="utf-8"))
    doc["snapshot"]["turn"] = 40
    session.save_path.write_text(json.dumps(doc), encoding="utf-8")
    assert [r.turn for r in store.list_saves(verify=False)] == [41]
    assert [r.turn for r in store.list_saves(verify=True)] == [4]


# ---------------------------------------------------------------------- schema versions
def test_schema_0_is_migrated(store: SaveStore) -> None:
    session = saved_session(store, steps=5)
    v0 = {
        "version": 0,
        "game": "apocalypse",
        "seed": 5,
        "options": {},
        "players": [{"name": "Ann", "ai": False}, {"name": "Hard Bot 2", "ai": True, "level": "hard"}],
        "moves": [a.to_json() for a in session.record.actions],
    }
    path = store.saves_dir / "old.json"
    path.write_text(json.dumps(v0), encoding="utf-8")
    loaded = store.load(path)
    assert loaded.state.fingerprint() == session.state.fingerprint()
    assert loaded.seats == session.seats


@pytest.mark.parametrize(
    ("doc", "words"),
    [
        ({"schema": -1}, "too old"),
        ({"schema": 3}, "newer"),
        ({"schema": True}, "unknown save format"),
        ({"hello": 1}, "no schema"),
        ({"version": 0, "players": "x"}, "player list"),
    ],
)
def test_unsupported_schemas_are_refused_with_a_reason(doc: dict, words: str) -> None:
    with pytest.raises(SaveError, match=words):
        migrate(doc)


# ---------------------------------------------------------------------- atomic writes
def test_crash_mid_write_keeps_the_last_save(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    session = saved_session(store, steps=3)
    path = session.save_path
    before = path.read_bytes()
    real_fsync = os.fsync

    def failing_fsync(fd: int) -> None:  # the new content was written to the temp file, then the disk filled
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    session.apply(session.state.legal_actions()[0])
    assert store.autosave(session) is None
    assert "disk is full" in store.last_error
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert path.read_bytes() == before
    assert [p.name for p in store.saves_dir.iterdir()] == [path.name], "no temp file is left"
    assert len(store.load(path).record.actions) == 3
    assert store.autosave(session) == path
    assert store.last_error is None


def test_delete_refuses_files_outside_the_store(store: SaveStore, tmp_path: Path) -> None:
    other = tmp_path / "x.json"
    other.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError):
        store.delete(other)
    assert other.exists()


def test_any_cut_or_corruption_gives_a_save_error_never_a_crash(store: SaveStore, tmp_path: Path) -> None:
    session = saved_session(store, steps=8)
    data = session.save_path.read_bytes()
    rng = Rng.from_seed(11)
    variants = [data[:cut] for cut in range(0, len(data), max(1, len(data) // 60))]
    for _ in range(60):
        corrupt = bytearray(data)
        for _ in range(1 + rng.randrange(3)):
            corrupt[rng.randrange(len(corrupt))] = rng.choice(b'0123456789"{}[],:x \xff')
        variants.append(bytes(corrupt))
    for i, content in enumerate(variants):
        path = tmp_path / f"v{i}.json"
        path.write_bytes(content)
        try:
            loaded = store.load(path)
        except SaveError as exc:
            assert exc.reason and "\n" not in exc.reason
        else:  # a harmless change (e.g. a seat name): the game still rebuilds from its history
            assert loaded.record.rebuild(loaded.spec).fingerprint() == loaded.state.fingerprint()
