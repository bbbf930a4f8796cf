"""Autosave on the background writer (issue 14, frame budget): the frame only takes a snapshot, a thread
writes it, the latest snapshot of a match wins, and everything is on disk after a flush.

No test here waits on time: a gate (a :class:`threading.Event`) holds the writer where a test needs
writes to be still waiting, and :meth:`SaveStore.flush` / :meth:`App.flush_saves` say when they are done.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tests.diskfaults import needs_fault_injection, read_only
from tests.games.apocalypse.test_table import DT, _play_human_turn, _table, _wait_human
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, SeatConfig, parse_seats
from zooarcade.storage.paths import user_dirs
from zooarcade.storage.saves import SaveStore
from zooarcade.storage.writer import BackgroundWriter


def _session(game_id: str = "zoo_vadis", players: int = 7, seed: int = 3) -> GameSession:
    seats = [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(players)]
    return GameSession(MatchSetup(game_id, seats, seed))


def _play(store: SaveStore, session: GameSession, steps: int, seed: int = 1) -> int:
    """Apply up to ``steps`` random legal actions, autosaving after each (as the table does); return how many."""
    rng = Rng.from_seed(seed)
    done = 0
    while done < steps and not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
        store.autosave(session)
        done += 1
    return done


def _gate(writer: BackgroundWriter) -> threading.Event:
    """Hold ``writer``'s thread in a job of its own until the returned event is set."""
    gate = threading.Event()
    started = threading.Event()

    def hold() -> None:
        started.set()
        gate.wait()

    writer.submit("gate", hold)
    assert started.wait(60), "the writer thread runs the gate"
    return gate


def test_every_applied_move_is_on_disk_after_flush(tmp_path):
    store = SaveStore.in_background(tmp_path)
    session = _session()
    try:
        played = _play(store, session, 120)
        store.flush()
        assert store.last_error is None
        assert session.save_path is not None and session.save_path.parent == store.saves_dir
        loaded = store.load(session.save_path)
        assert len(loaded.record.steps) == played == len(session.record.steps)
        assert loaded.record.steps == session.record.steps
        assert loaded.state.fingerprint() == session.state.fingerprint()
        assert [p.name for p in store.saves_dir.iterdir()] == [session.save_path.name], "one file, no temporaries"
    finally:
        store.close()


def test_the_latest_snapshot_wins_while_the_writer_is_busy(tmp_path):
    store = SaveStore.in_background(tmp_path)
    writer = store.writer
    session = _session(players=5)
    try:
        gate = _gate(writer)
        played = _play(store, session, 40)
        assert played == 40
        assert writer.pending() == 2, "the gate and one save: forty snapshots coalesced into the newest"
        assert session.save_path is None, "nothing written while the writer is held"
        gate.set()
        store.flush()
        assert writer.done == 2
        loaded = store.load(session.save_path)
        assert loaded.record.steps == session.record.steps, "the newest snapshot was written"
    finally:
        store.close()


def test_a_snapshot_does_not_change_with_later_moves(tmp_path):
    """The frame hands over a snapshot: moves applied after it (while it waits) are not in that file."""
    store = SaveStore(tmp_path)
    session = _session(players=3)
    _play(store, session, 10)
    snap = store.snapshot(session)
    before = store._document(snap)
    _play(store, session, 10, seed=2)
    after = store._document(snap)
    assert after == before and len(after["steps"]) == 10
    assert after["snapshot"] != session.state.to_json()


def test_the_game_end_is_flushed_and_keeps_its_replay(tmp_path):
    store = SaveStore.in_background(tmp_path)
    session = _session(players=3, seed=5)
    try:
        gate = _gate(store.writer)
        rng = Rng.from_seed(5)
        while not session.state.is_terminal():
            session.apply(rng.choice(session.state.legal_actions()))
            if session.state.is_terminal():
                gate.set()  # the end waits for what the writer holds, then keeps the replay here
            store.autosave(session)
        assert store.writer.pending() == 0
        assert session.save_path is None and not list(store.saves_dir.glob("*.json")), "a finished game leaves no save"
        replays = list(store.replays.replays_dir.iterdir())
        assert len(replays) == 1
    finally:
        store.close()


def test_quitting_the_app_writes_every_move(make_app, monkeypatch):
    """``App.run`` saves in the background and flushes before it returns: the writer is held until
    someone flushes the store, so a run that did not flush would leave its moves off the disk."""
    from zooarcade import app as app_module

    gate = threading.Event()
    real_write = SaveStore._write_snapshot
    real_flush = SaveStore.flush

    def held_write(self, snap):  # noqa: ANN001, ANN202
        gate.wait()
        return real_write(self, snap)

    def flushing(self):  # noqa: ANN001, ANN202
        gate.set()
        return real_flush(self)

    monkeypatch.setattr(SaveStore, "_write_snapshot", held_write)
    monkeypatch.setattr(SaveStore, "flush", flushing)
    tables = []
    real_make_table = app_module.App.make_table

    def make_table(self, session):  # noqa: ANN001, ANN202
        tables.append(real_make_table(self, session))
        return tables[-1]

    monkeypatch.setattr(app_module.App, "make_table", make_table)
    app = make_app(game="zoo_vadis", seats=parse_seats("ai:easy,ai:easy,ai:easy"), seed=9)
    app.settings.animation_speed = "instant"
    try:
        assert app.run(frames=40) == 0
        assert gate.is_set(), "the saves were flushed"
    finally:
        gate.set()
    assert app.background_saves and app._saves is not None and app._saves.writer is not None
    session = tables[0].session
    assert len(session.record.steps) > 0, "the computers played"
    assert session.save_path is not None, "the save was written when the app quit"
    loaded = SaveStore.default().load(session.save_path)
    assert loaded.record.steps == session.record.steps


@needs_fault_injection
def test_a_failing_disk_is_told_with_background_saves(make_app):
    user_dirs()["data"].mkdir(parents=True)
    app = make_app()
    app.background_saves = True
    with pytest.MonkeyPatch.context() as mp:
        read_only(mp, user_dirs()["data"])
        table, session = _table(app, seats=[SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
        for turn in range(3):
            assert _wait_human(app, table, session)
            _play_human_turn(app, table, session, turn)
        app.flush_saves()
        shown = [t for t in app.toasts.told if "Saving is off" in t]
        assert len(shown) == 1, app.toasts.told
        assert "read-only" in shown[0] and "not be kept" in shown[0], shown[0]
        app.step(DT)
        assert app.toasts.visible() == shown, "the notice is on screen over the table"
    app.close_saves()  # the writer thread stops with the test
    assert session.save_path is None
    saves = Path(os.environ["ZOOARCADE_HOME"])
    assert not list(saves.rglob("*.json")), "nothing was written on the read-only folder"
