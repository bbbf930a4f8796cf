"""Case 005 at the table: a computer's move comes after its think time, searched off the frame loop.

The report: Settings said "Hard computer 0.9 s per move", a Hard move took 3.8-4.0 s, because the search
only ran 5 ms per 60 Hz frame.  Here the table's AI driver hands the search to the app's worker process:
the frame loop runs no search at all while a worker is there, and the move is played as soon as the
table has shown the seat thinking for its think time and the answer is in -- in frames, not 3x as many.

Timing-free: between frames the test waits (polling, with a hang guard) for the worker's answer, and
counts frames of simulated time; the service is given a long answer grace so a slow machine never
falls back mid-test.
"""

from __future__ import annotations

import multiprocessing
import time

import pygame
import pytest

from tests.games.apocalypse.test_table import DT, _drag, _source_pos, _table, _target_pos, _wait_human
from tests.games.apocalypse.test_table_services import SEATS, _capture_line, _key, _replay
from zooarcade.ai.ismcts import ISMCTSAgent
from zooarcade.ai.thinking import IN_PROCESS, WORKER, ThinkService
from zooarcade.games.apocalypse.rules import Move
from zooarcade.session import SeatConfig

GUARD = 120.0
THINK = 0.3


@pytest.fixture
def worker_app(make_app):
    """An app whose AI thinks in a real worker process (the suite otherwise thinks in-process)."""
    app = make_app()
    app.thinker.close()
    app.thinker = ThinkService(use_worker=True, answer_grace=GUARD)
    app.settings.ai_think_time = {"easy": THINK, "normal": THINK, "hard": THINK}
    yield app
    app.thinker.close()
    assert not [p for p in multiprocessing.active_children() if p.name == "zooarcade-ai"]


def _wait_for_answer(app, thought):
    """Block (polling the pipe, guarded) until the worker's answer to ``thought`` is in."""
    start = time.monotonic()
    service = app.thinker
    while thought.job.job_id in service._waiting:
        assert time.monotonic() - start < GUARD, "the worker never answered"
        service._pump()
        time.sleep(0.002)


def _ai_first(app, levels=("hard",)):
    seats = [SeatConfig(f"Bot {i}", "ai", lv) for i, lv in enumerate(levels)] + [SeatConfig("Ann")]
    for seed in range(1, 60):
        table, session = _table(app, seed=seed, speed="normal", seats=seats, first_frame=False)
        if session.is_ai_turn():
            return table, session
        app.scenes.pop()
        app.scenes.apply_pending()
    raise AssertionError("no deal where the computer moves first")


def test_a_hard_move_comes_after_its_think_time_and_the_frame_loop_runs_no_search(worker_app, monkeypatch):
    app = worker_app
    iterations = {"main process": 0}
    real = ISMCTSAgent._iterate

    def counted(self, *args):
        iterations["main process"] += 1
        return real(self, *args)

    monkeypatch.setattr(ISMCTSAgent, "_iterate", counted)  # the worker process has its own, uncounted
    table, session = _ai_first(app)
    frames = 0
    dt = THINK / 10
    while not session.record.actions:
        app.step(dt)
        frames += 1
        assert frames <= 400, "the computer never moved"
        if table.ai is not None and not table.ai.thought.done:
            assert table.ai.thought.where == WORKER
            _wait_for_answer(app, table.ai.thought)
    # the turn starts on the first frame, the pause of THINK takes 10 frames of dt, the answer is in by then;
    # searching 5 ms a frame it took THINK / 0.005 = 60 frames whatever dt was
    assert frames <= 12, f"{frames} frames for a {THINK} s move"
    assert iterations["main process"] == 0, "no search ran in the frame loop"
    thought = table.thinking.last_ai
    assert thought.where == WORKER and thought.action == session.record.actions[0]
    assert session.agent_rng(0).state == thought.rng, "the session keeps the agent's RNG"


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_easy_and_normal_are_seen_thinking_for_their_think_time(worker_app, speed):
    """They decide in milliseconds; the table holds the move for the think time Settings shows, at any speed."""
    app = worker_app
    table, session = _ai_first(app, levels=("easy", "normal"))
    app.settings.animation_speed = speed
    frames = 0
    while not session.record.actions:
        app.step(THINK / 10)
        frames += 1
        if table.ai is not None:
            _wait_for_answer(app, table.ai.thought)
        assert frames <= 400
    assert 10 <= frames <= 12


def test_the_hint_is_thought_about_by_the_worker(worker_app):
    app = worker_app
    table, session = _table(app, seed=5, speed="instant", seats=list(SEATS))
    assert _wait_human(app, table, session)
    expected = session.hint()
    table.request_hint()
    thought = table.hint_job.thought
    assert thought.where == WORKER
    for _ in range(400):
        if table.hint is not None:
            break
        _wait_for_answer(app, thought)
        app.step(DT)
    assert table.hint is not None and table.hint.action == expected
    assert thought.where == WORKER and thought.done


def test_undo_cancels_the_computers_pending_move(worker_app):
    app = worker_app
    seed, line = _capture_line()
    app.settings.ai_think_time = {"easy": 30.0}  # the AI is still thinking when the undo comes
    table, session = _table(app, seed=seed, speed="instant", seats=list(SEATS), prepare=_replay(line),
                            takeback=True)
    assert _wait_human(app, table, session)
    state = session.state
    capture = next(a for a in state.legal_actions() if isinstance(a, Move) and state.occupants[a.dst] is not None)
    _drag(app, table, _source_pos(table, session, capture), _target_pos(table, capture))
    for _ in range(100):
        if table.ai is not None:
            break
        app.step(DT)
    thought = table.ai.thought
    assert thought.where == WORKER
    _wait_for_answer(app, thought)  # the answer is in, but the table holds it for the think time
    played = list(session.record.actions)
    _key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert thought.cancelled and table.ai is None and not app.thinker._waiting
    assert session.record.actions == played[:-1], "only the capture was taken back"
    for _ in range(30):
        app.step(DT)
    assert session.record.actions == played[:-1], "the dropped answer is never played"
    assert session.current == 0


def test_leaving_the_table_cancels_the_pending_move(worker_app):
    from zooarcade.scenes.title import TitleScene

    app = worker_app
    app.settings.ai_think_time = {"hard": 30.0}
    table, session = _ai_first(app)
    app.step(DT)
    thought = table.ai.thought
    assert thought.where == WORKER and not thought.done
    app.scenes.reset(TitleScene(app))  # Quit to menu (and a new game replaces the table the same way)
    app.step(DT)
    assert thought.cancelled and not app.thinker._waiting
    assert not session.record.actions


def test_the_table_plays_on_when_no_process_can_start(make_app, monkeypatch):
    def refuse(self):
        raise OSError("no more processes")

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", refuse)
    app = make_app()
    app.thinker = ThinkService(use_worker=True)
    table, session = _ai_first(app, levels=("hard",))
    app.settings.ai_think_time = {"hard": 0.05}
    for _ in range(2000):
        if session.record.actions:
            break
        app.step(DT)
    assert session.record.actions, "the computer moved, thinking in-process"
    assert table.thinking.last_ai.where == IN_PROCESS and app.thinker.worker is None
