"""Case 005: the AI thinks in a worker process, off the frame loop (``zooarcade.ai.worker`` / ``thinking``).

What is checked: the job is data only and holds the seat's view, never the true state; the worker answers
legal moves for Apocalypse and for the hidden-hand test game (a worker started with its factory); the
same jobs give the same moves and agent RNG states in the worker and in-process; the fallback to
in-process thinking when the process cannot start, dies, answers too late or answers nonsense;
cancellation; and that no process outlives its service.

No timing assertion anywhere: waits poll until a condition holds, with a generous guard against hangs.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import time
from dataclasses import replace

import pytest

from tests import fakegame
from tests.ai import worker_standins
from zooarcade.ai import make_agent
from zooarcade.ai.thinking import IN_PROCESS, WORKER, ThinkService
from zooarcade.ai.worker import JobError, ThinkJob, ThinkResult, WorkerProcess, run_job
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, SeatConfig

#: seconds a wait may take before the test calls it a hang (never reached when things work).
GUARD = 120.0


def apocalypse(levels=("hard", "normal"), seed=3) -> GameSession:
    seats = [SeatConfig(f"Bot {i}", "ai", lv) for i, lv in enumerate(levels)]
    return GameSession(MatchSetup("apocalypse", seats, seed=seed))


def bag(levels=("hard", "normal"), seed=5) -> GameSession:
    seats = [SeatConfig(f"Bot {i}", "ai", lv) for i, lv in enumerate(levels)]
    return GameSession(MatchSetup(fakegame.GAME_ID, seats, seed=seed, options={"rounds": 2}), spec=fakegame.spec())


def settle(thought, service=None):
    """Poll ``thought`` until it is done (a hang guard, not a timing check); return it."""
    start = time.monotonic()
    while not thought.poll():
        assert time.monotonic() - start < GUARD, "thinking never finished"
        time.sleep(0.002)
    return thought


def wait_until(condition, what):
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < GUARD, f"never: {what}"
        time.sleep(0.01)


@pytest.fixture
def service():
    """A service with a real worker process (which knows the test game too); afterwards no process of it is left."""
    svc = ThinkService(use_worker=True, worker_factory=lambda: WorkerProcess(worker_standins.with_test_game),
                       worker_games={fakegame.GAME_ID})
    yield svc
    svc.close()
    assert svc.worker is None
    assert not [p for p in multiprocessing.active_children() if p.name == "zooarcade-ai"], "a worker outlived it"


# ---------------------------------------------------------------------- the job: data only, the view only
def test_a_job_is_json_and_holds_only_the_seats_view():
    session = bag(seed=9)
    state = session.state
    seat = state.current_player
    job = session.ai_job()
    assert job.view == state.view(seat).to_json() and job.seat == seat
    assert job.legal == tuple(a.to_json() for a in state.legal_actions())
    assert job.rng == session.agent_rng(seat).state and job.level == "hard"
    others = [h for s, h in enumerate(job.view["hands"]) if s != seat]
    assert others and all(card is None for hand in others for card in hand), "no hidden card in the job"
    assert job.view["rng"] == 0 and all(c is None for c in job.view["bag"])
    text = json.dumps(job.to_json())  # data only: it survives JSON exactly
    assert ThinkJob.from_json(json.loads(text)) == job
    result = ThinkResult(7, job.legal[0], 123, None, 0.5, 0.25)
    assert ThinkResult.from_json(json.loads(json.dumps(result.to_json()))) == result


@pytest.mark.parametrize("change", [
    {"schema": 2}, {"game": ""}, {"view": []}, {"legal": []}, {"legal": [1]}, {"level": "expert"},
    {"rng": -1}, {"rng": 2**64}, {"rng": True}, {"think_time": 0}, {"think_time": float("nan")},
    {"work": 0}, {"job_id": -3}, {"seat": -1},
])
def test_a_bad_job_document_is_refused(change):
    data = {**apocalypse().ai_job().to_json(), **change}
    with pytest.raises(JobError):
        ThinkJob.from_json(data)


def test_a_bad_job_is_a_failed_result_not_an_exception(monkeypatch):
    from zooarcade.games import registry

    soon = registry.GameEntry("zoo_golf", "otter", coming_soon=registry.Placeholder("Zoo Golf", "Putt.", 2, 4))
    monkeypatch.setattr(registry, "CATALOG", (*registry.CATALOG, soon))
    result = run_job(replace(apocalypse().ai_job(), game="zoo_golf"))  # registered, not built
    assert result is not None and result.action is None and "coming soon" in (result.error or "")
    result = run_job(replace(apocalypse().ai_job(), game="zoo_vadis"))  # another game's state
    assert result is not None and result.action is None and "not a Zoo Vadis state" in (result.error or "")
    assert "unknown game" in (run_job(bag().ai_job()).error or ""), "the test game is not in the registry"


# ---------------------------------------------------------------------- the worker answers
def test_the_worker_answers_legal_moves_for_apocalypse_and_the_hidden_hand_game(service):
    service.warm_up()
    for session in (apocalypse(("easy", "normal", "hard")), bag(("hard", "easy", "normal"))):
        for _ in range(4):
            job = session.ai_job()
            if job.level == "hard":
                job = replace(job, work=800)
            thought = settle(service.think(job, session.spec))
            assert thought.where == WORKER and thought.fell_back is None
            assert thought.action in session.state.legal_actions()
            session.accept_ai(thought.job, thought.rng)
            session.apply(thought.action)
    ready = service.worker.ready
    assert ready is not None and ready["pygame"] is False, "the worker never imports pygame"
    assert ready["pid"] != 0 and service.failures == 0


@pytest.mark.parametrize("make", [apocalypse, bag], ids=["apocalypse", "keepers_bag"])
def test_the_same_jobs_give_the_same_moves_in_the_worker_and_in_process(service, make):
    """Fixed seed and work budget: worker, in-process slices and one long-lived agent agree move by move."""
    local = ThinkService(use_worker=False)
    sessions = [make(("hard", "normal", "easy")), make(("hard", "normal", "easy"))]
    agents = {seat: make_agent(lv, sessions[0].spec, seed=sessions[0].agent_seed(seat), work=600)
              for seat, lv in enumerate(("hard", "normal", "easy"))}
    for _ in range(9):
        state = sessions[0].state
        if state.is_terminal():
            break
        seat = state.current_player
        thoughts = []
        for session, svc in zip(sessions, (service, local), strict=True):
            thoughts.append(settle(svc.think(replace(session.ai_job(), work=600), session.spec)))
        on_worker, in_process = thoughts
        assert on_worker.where == WORKER and in_process.where == IN_PROCESS
        direct = agents[seat].choose(state.view(seat), state.legal_actions())
        assert on_worker.action == in_process.action == direct
        assert on_worker.rng == in_process.rng == agents[seat].rng.state
        for session, thought in zip(sessions, thoughts, strict=True):
            session.accept_ai(thought.job, thought.rng)
            session.apply(thought.action)
    assert sessions[0].record.actions == sessions[1].record.actions


# ---------------------------------------------------------------------- falling back
def test_no_process_can_start_so_thinking_stays_in_process(monkeypatch, caplog):
    def refuse(self):
        raise OSError("Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", refuse)
    svc = ThinkService(use_worker=True)
    session = apocalypse(("normal", "easy"))
    with caplog.at_level(logging.WARNING, logger="zooarcade.ai"):
        for _ in range(3):
            thought = settle(svc.think(session.ai_job(), session.spec))
            assert thought.where == IN_PROCESS and thought.action in session.state.legal_actions()
            session.accept_ai(thought.job, thought.rng)
            session.apply(thought.action)
    assert svc.failures == svc.max_failures and svc.mode == IN_PROCESS and svc.worker is None
    assert "could not start" in caplog.text
    svc.close()


def test_a_worker_that_dies_mid_job_hands_the_job_to_in_process_thinking():
    svc = ThinkService(use_worker=True, worker_factory=lambda: WorkerProcess(worker_standins.silent))
    session = apocalypse(("easy", "normal"))
    thought = svc.think(session.ai_job(), session.spec)
    assert thought.where == WORKER and not thought.poll()
    handle = svc.worker
    handle.process.kill()
    handle.process.join(GUARD)
    settle(thought)
    assert thought.where == IN_PROCESS and thought.fell_back and thought.action in session.state.legal_actions()
    assert svc.failures == 1 and svc.worker is None
    assert handle.exitcode is not None and handle.process is None, "the dead worker was reaped"
    svc.close()


def test_a_worker_that_does_not_answer_in_time_is_stopped_and_the_job_thought_in_process():
    now = {"t": 0.0}
    svc = ThinkService(use_worker=True, clock=lambda: now["t"],
                       worker_factory=lambda: WorkerProcess(worker_standins.silent))
    session = apocalypse(("hard", "hard"))
    session.think_times = {"hard": 0.5}
    thought = svc.think(session.ai_job(), session.spec)
    assert thought.where == WORKER
    assert thought.late == 0.5 + svc.answer_grace + svc.start_grace, "think time + grace, + start-up: not up yet"
    handle = svc.worker
    wait_until(lambda: handle.receive() or handle.ready, "the stand-in says it is up")
    now["t"] = thought.late - 0.01  # not late yet
    assert not thought.poll() and thought.where == WORKER
    now["t"] += 1.0
    thought.poll()
    assert thought.where == IN_PROCESS and "in time" in (thought.fell_back or "")
    assert svc.worker is None and handle.exitcode is not None, "the stuck worker was stopped and reaped"
    now["t"] += 10.0  # past the in-process think time: the search is asked for its answer
    settle(thought)
    assert thought.action in session.state.legal_actions()
    svc.close()


def test_a_nonsense_answer_is_not_played():
    svc = ThinkService(use_worker=True, worker_factory=lambda: WorkerProcess(worker_standins.nonsense))
    session = apocalypse(("normal", "easy"))
    thought = settle(svc.think(session.ai_job(), session.spec))
    assert thought.where == IN_PROCESS and thought.action in session.state.legal_actions()
    assert thought.rng != 1
    assert svc.think(session.ai_job(), session.spec).where == IN_PROCESS, "that game stays in-process"
    svc.close()


# ---------------------------------------------------------------------- cancelling
def test_a_cancelled_search_is_abandoned_and_the_next_job_answered(service):
    session = apocalypse(("hard", "easy"))
    endless = service.think(replace(session.ai_job(), work=10**12), session.spec)  # would run for hours
    assert endless.where == WORKER and not endless.poll()
    endless.cancel()
    assert endless.cancelled and not endless.poll()
    quick = settle(service.think(replace(session.ai_job(), level="easy"), session.spec))
    assert quick.where == WORKER and quick.action in session.state.legal_actions()
    assert not endless.done
    assert session.agent_rng(0).state == Rng.from_seed(session.agent_seed(0)).state, "nothing was accepted"


def test_answers_to_dropped_jobs_are_ignored(service):
    session = apocalypse(("easy", "easy"))
    dropped = [service.think(session.ai_job(), session.spec) for _ in range(3)]
    for thought in dropped:
        thought.cancel()
    last = settle(service.think(session.ai_job(), session.spec))
    assert last.where == WORKER
    for _ in range(20):  # let any answer the worker had already sent arrive
        service._pump()
        time.sleep(0.01)
    assert not any(t.done or t.poll() for t in dropped)
    assert not service._results and not service._waiting


# ---------------------------------------------------------------------- the process's life
def test_closing_the_service_stops_and_reaps_the_worker(service):
    service.warm_up()
    wait_until(lambda: service.worker.receive() or service.worker.ready, "the worker says it is up")
    handle = service.worker
    service.close()
    assert handle.exitcode == 0 and handle.process is None, "a clean exit on 'stop', reaped"
    service.close()  # twice is harmless


def test_the_worker_exits_when_the_arcade_goes_away():
    handle = WorkerProcess()
    handle.start()
    wait_until(lambda: handle.receive() or handle.ready, "the worker says it is up")
    handle.conn.close()  # the parent's end of the pipe closes, as when the arcade is killed
    handle.process.join(GUARD)
    assert handle.process.exitcode == 0
    handle.conn = None
    handle.stop()


def test_a_game_outside_the_registry_is_thought_about_in_process_by_a_plain_worker():
    """A worker that does not serve the test game is never sent its jobs (nothing is imported by name)."""
    svc = ThinkService(use_worker=True)
    session = bag()
    thought = settle(svc.think(session.ai_job(), session.spec))
    assert thought.where == IN_PROCESS and thought.action in session.state.legal_actions()
    assert svc.worker is None and svc.failures == 0, "no worker was even started for it"
    svc.close()
