"""Thinking off the frame loop, as a table uses it: one worker per app, polled each frame.

Pure Python and game-agnostic (no pygame, no session): three parts.

* :class:`ThinkService` -- one per app.  It owns the long-lived worker
  process (:class:`~zooarcade.ai.worker.WorkerProcess`, started lazily or by
  :meth:`~ThinkService.warm_up`, stopped by :meth:`~ThinkService.close`) and
  numbers the jobs.  :meth:`~ThinkService.think` hands a
  :class:`~zooarcade.ai.worker.ThinkJob` to the worker, which searches on
  another core while the window keeps drawing; a Hard move then takes its
  think time in wall-clock seconds.
* :class:`Thought` -- one job in flight.  The frame loop calls
  :meth:`~Thought.poll` once a frame (microseconds while the worker thinks)
  until :attr:`~Thought.done`.  Where no worker can help -- it cannot start,
  it died, it answers later than its think time plus :data:`ANSWER_GRACE`, or
  answers nonsense -- the thought falls back to thinking *in-process*,
  time-sliced: each poll advances the agent's generator for at most its
  budget (:data:`SLICE`, 5 ms), and a wall-clock deadline of the job's think
  time asks the search for its answer (``send(True)``), so even then a move
  comes after its stated time.  After :data:`MAX_FAILURES` failures the
  service stays in-process.  The game never waits on a broken worker.
* :class:`TableThinking` -- per table: the AI seat's move and the hint, each a
  thought, built from a :class:`ThinkSource` (the session), with the visible
  "thinking" pause and cancellation (undo, leaving the table, a new game).

Stale answers cannot land: every job has its own number, a dropped thought
is cancelled in the worker (which abandons the search) and its number is
forgotten, so an answer arriving later is ignored.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from zooarcade.ai import worker as _worker
from zooarcade.ai.worker import JobError, ThinkJob, ThinkResult, WorkerError, WorkerProcess
from zooarcade.core.protocol import Action, GameSpec, StateFormatError

log = logging.getLogger("zooarcade.ai")

#: seconds of in-process thinking per poll (one frame) when there is no worker.
SLICE = 0.005
#: seconds a worker's answer may come after the job's think time before the job is thought about in-process.
ANSWER_GRACE = 3.0
#: extra seconds for the first answer of a worker that has not said it is up yet (interpreter start-up).
START_GRACE = 10.0
#: worker failures (cannot start, died, too late) after which the service thinks in-process for good.
MAX_FAILURES = 2

#: where a :class:`Thought` is being thought about.
WORKER = "worker"
IN_PROCESS = "in-process"


class ThinkService:
    """The app's AI thinking: one long-lived worker process, with the in-process fallback.

    Args:
        use_worker: False thinks in-process only (``ZOOARCADE_AI_WORKER=0``;
            the test suite runs that way so no test depends on a process's
            timing).
        clock: wall clock in seconds (deadlines, and the slices of in-process thinking).
        worker_factory: makes the worker handle (tests pass failing or silent ones).
        answer_grace: see :data:`ANSWER_GRACE`.
        start_grace: see :data:`START_GRACE`.
        max_failures: see :data:`MAX_FAILURES`.
        worker_games: ids of games outside the registry that the worker's
            process serves too (a test's ``worker_factory`` starts one that does);
            jobs of other unregistered games are thought about in-process.

    Attributes:
        failures: how often the worker failed; ``last_failure`` says the latest reason.
    """

    def __init__(
        self,
        use_worker: bool = True,
        clock: Callable[[], float] = time.perf_counter,
        worker_factory: Callable[[], WorkerProcess] = WorkerProcess,
        answer_grace: float = ANSWER_GRACE,
        start_grace: float = START_GRACE,
        max_failures: int = MAX_FAILURES,
        worker_games: frozenset[str] | set[str] = frozenset(),
    ) -> None:
        self.use_worker = use_worker
        self.clock = clock
        self.worker_factory = worker_factory
        self.answer_grace = answer_grace
        self.start_grace = start_grace
        self.max_failures = max_failures
        self.failures = 0
        self.last_failure: str | None = None
        self.worker_games = frozenset(worker_games)
        self._worker: WorkerProcess | None = None
        self._next_id = 1
        #: job ids sent to the worker and not answered, cancelled or lost yet.
        self._waiting: set[int] = set()
        self._results: dict[int, ThinkResult] = {}
        #: job ids whose worker failed before answering (their thoughts go in-process).
        self._lost: set[int] = set()
        #: games the worker could not think about (an error answer): thought about in-process from then on.
        self._local_games: set[str] = set()

    # ------------------------------------------------------------------ the worker's life
    @property
    def mode(self) -> str:
        """:data:`WORKER` when new jobs go to the worker process, else :data:`IN_PROCESS`."""
        return WORKER if self._worker_allowed() else IN_PROCESS

    @property
    def worker(self) -> WorkerProcess | None:
        """The running worker's handle, or None."""
        return self._worker

    def _worker_allowed(self) -> bool:
        return self.use_worker and self.failures < self.max_failures

    def warm_up(self) -> None:
        """Start the worker now (a table opened) so its start-up is over before the first AI turn; never raises."""
        if self._worker_allowed():
            self._ensure_worker()

    def _ensure_worker(self) -> bool:
        """Start the worker when none runs; return True when one is there to send a job to."""
        if self._worker is not None:
            return True
        if not self._worker_allowed():
            return False
        handle = self.worker_factory()
        try:
            handle.start()
        except WorkerError as exc:
            self._fail(str(exc))
            return False
        self._worker = handle
        return True

    def _fail(self, reason: str) -> None:
        """The worker failed: stop it, count it, and send every job it still owed to in-process thinking."""
        self.failures += 1
        self.last_failure = reason
        final = "" if self._worker_allowed() else "; thinking in-process from now on"
        log.warning("AI worker: %s%s", reason, final)
        handle, self._worker = self._worker, None
        if handle is not None:
            handle.stop(timeout=0.1)  # a failed worker gets no grace: terminated at once, reaped
        self._lost |= self._waiting
        self._waiting.clear()

    def _pump(self) -> None:
        """Collect what the worker has sent (answers to jobs still wanted); notice a dead worker."""
        if self._worker is None:
            return
        try:
            messages = self._worker.receive()
        except WorkerError as exc:
            self._fail(str(exc))
            return
        for message in messages:
            if message.get("op") != "result":
                continue
            try:
                result = ThinkResult.from_json(message.get("result"))
            except JobError as exc:
                log.warning("AI worker: a malformed answer (%s)", exc)
                continue
            if result.job_id in self._waiting:  # anything else answers a dropped job: ignored
                self._waiting.discard(result.job_id)
                self._results[result.job_id] = result

    def close(self) -> None:
        """Stop the worker (cleanly, else terminated; always reaped) and forget every job; never raises."""
        handle, self._worker = self._worker, None
        if handle is not None:
            handle.stop()
        self._waiting.clear()
        self._results.clear()
        self._lost.clear()

    # ------------------------------------------------------------------ jobs
    def _shippable(self, job: ThinkJob) -> bool:
        """True when the worker can load the job's game (a built game of the registry, or one of ``worker_games``)."""
        if job.game in self._local_games:
            return False
        if job.game in self.worker_games:
            return True
        from zooarcade.games.registry import UnknownGame, game_info

        try:
            return game_info(job.game).built
        except UnknownGame:
            return False

    def think(self, job: ThinkJob, spec: GameSpec, clock: Callable[[], float] | None = None) -> Thought:
        """Number ``job`` and start thinking about it: in the worker when there is one, else in-process.

        Args:
            job: the job (its ``job_id`` is replaced by a fresh number).
            spec: the game's spec (in-process thinking, and reading the answer).
            clock: the clock of this thought's slices and deadlines (default: the service's).

        Returns:
            The :class:`Thought`; poll it each frame.
        """
        job = job.with_id(self._next_id)
        self._next_id += 1
        thought = Thought(self, job, spec, clock or self.clock)
        if self._shippable(job) and self._ensure_worker():
            assert self._worker is not None
            late = thought.clock() + (job.think_time or 0.0) + self.answer_grace
            if self._worker.ready is None:
                late += self.start_grace
            try:
                self._worker.send({"op": "think", "job": job.to_json()})
            except WorkerError as exc:
                self._fail(str(exc))
            else:
                self._waiting.add(job.job_id)
                thought.where, thought.late = WORKER, late
        return thought

    def _collect(self, job_id: int) -> ThinkResult | bool:
        """The worker's answer to ``job_id``; True while it is still awaited; False when the worker lost it."""
        self._pump()
        if job_id in self._results:
            return self._results.pop(job_id)
        if job_id in self._lost:
            self._lost.discard(job_id)
            return False
        return job_id in self._waiting

    def _too_late(self, job_id: int) -> None:
        """Job ``job_id`` was not answered in time: the worker counts as failed (stuck or starved)."""
        if job_id in self._waiting:
            self._fail(f"no answer to job {job_id} in time")
        self._lost.discard(job_id)

    def _refused(self, job: ThinkJob, reason: str) -> None:
        """The worker could not think about ``job`` (not a worker failure): its game is thought about in-process."""
        log.warning("AI worker could not think about %s (%s); thinking in-process", job.game, reason)
        self._local_games.add(job.game)

    def cancel(self, job_id: int) -> None:
        """Drop job ``job_id``: the worker abandons it, and an answer that still comes is ignored; never raises."""
        if job_id in self._waiting and self._worker is not None:
            try:
                self._worker.send({"op": "cancel", "job_id": job_id})
            except WorkerError as exc:
                self._fail(str(exc))
        self._waiting.discard(job_id)
        self._results.pop(job_id, None)
        self._lost.discard(job_id)


@dataclass(eq=False)
class Thought:
    """One job being thought about; :meth:`poll` it each frame until :attr:`done`.

    Attributes:
        job: the numbered job.
        where: :data:`WORKER` or :data:`IN_PROCESS` (it may move to in-process, never back).
        action: the chosen action once done (one of the job's legal actions).
        rng: the agent's RNG state after thinking, once done (the session keeps it).
        wall: seconds from :meth:`ThinkService.think` to the answer (the thought's clock).
        cpu: CPU seconds of the thinking, where it ran (worker or in-process slices).
        advances_last_poll: generator steps run by the last in-process poll (0 in the worker).
        fell_back: why the thought moved to in-process thinking, if it did.
    """

    service: ThinkService
    job: ThinkJob
    spec: GameSpec
    clock: Callable[[], float]
    where: str = IN_PROCESS
    late: float = 0.0
    action: Action | None = None
    rng: int | None = None
    wall: float = 0.0
    cpu: float = 0.0
    advances_last_poll: int = 0
    fell_back: str | None = None
    cancelled: bool = False
    started: float = 0.0
    _gen: Any = None
    _agent: Any = None
    _deadline: float | None = None
    _legal: list[Action] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.started = self.clock()

    @property
    def done(self) -> bool:
        """True once :attr:`action` is known."""
        return self.action is not None

    def poll(self, budget: float = SLICE) -> bool:
        """Advance the thinking (at most ``budget`` seconds of it in-process); return :attr:`done`.

        Raises:
            Whatever the agent raises while thinking in-process (a bug in a
            game or an agent; the worker's errors only send the job here).
        """
        self.advances_last_poll = 0
        if self.done or self.cancelled:
            return self.done
        if self.where == WORKER:
            self._poll_worker()
        if self.where == IN_PROCESS and not self.done:
            self._slice(budget)
        return self.done

    def _poll_worker(self) -> None:
        answer = self.service._collect(self.job.job_id)
        if answer is True:
            if self.clock() >= self.late:
                self.service._too_late(self.job.job_id)
                self._fall_back("the worker did not answer in time")
            return
        if answer is False:
            self._fall_back(self.service.last_failure or "the worker stopped")
            return
        assert isinstance(answer, ThinkResult)
        action = self._read(answer)
        if action is None:
            self.service._refused(self.job, answer.error or "an answer that is not a legal action")
            self._fall_back(answer.error or "the worker's answer was not a legal action")
            return
        self.action, self.rng, self.cpu = action, answer.rng, answer.cpu
        self.wall = self.clock() - self.started

    def _read(self, result: ThinkResult) -> Action | None:
        """The worker's action if it is one of the job's legal actions, else None."""
        if result.action is None:
            return None
        try:
            action = self.spec.action_from_json(result.action)
        except (StateFormatError, KeyError, TypeError, ValueError):
            return None
        return action if action in self.legal() else None

    def legal(self) -> list[Action]:
        """The job's legal actions, decoded."""
        if self._legal is None:
            self._legal = [self.spec.action_from_json(a) for a in self.job.legal]
        return self._legal

    def _fall_back(self, reason: str) -> None:
        self.where, self.fell_back = IN_PROCESS, reason

    def _slice(self, budget: float) -> None:
        clock = self.clock
        start = clock()
        primed = self._gen is not None
        if not primed:
            self._agent, self._gen = _worker.begin(self.job, self.spec)
            self._deadline = None if self.job.think_time is None else start + self.job.think_time
        cpu0 = time.thread_time()
        try:
            while True:
                self.advances_last_poll += 1
                if primed and self._deadline is not None and clock() >= self._deadline:
                    self._gen.send(True)  # past the think time: answer now
                else:
                    next(self._gen)
                primed = True
                if clock() - start >= budget:
                    break
        except StopIteration as stop:
            self.action, self.rng = stop.value, self._agent.rng.state
            self.wall = clock() - self.started
            self._gen = None
        finally:
            self.cpu += time.thread_time() - cpu0

    def cancel(self) -> None:
        """Stop thinking about this job (its answer, if one still comes, is ignored)."""
        if not self.cancelled and not self.done:
            self.cancelled = True
            self.service.cancel(self.job.job_id)
            if self._gen is not None:
                self._gen.close()
                self._gen = None


class ThinkSource(Protocol):
    """What :class:`TableThinking` needs from a match (:class:`zooarcade.session.GameSession` is one)."""

    spec: GameSpec

    @property
    def position(self) -> int:
        """A number that changes whenever the position does (an action, an undo, a redo)."""

    def ai_job(self) -> ThinkJob:
        """The job of the AI seat to move."""

    def hint_job(self) -> ThinkJob:
        """The job of the hint for the seat to move."""

    def accept_ai(self, job: ThinkJob, rng: int) -> None:
        """Keep the AI agent's RNG state after thinking about ``job``."""


@dataclass
class AiTurn:
    """The AI seat's move being thought about at a table: the thought, the position, seconds shown thinking."""

    thought: Thought
    position: int
    elapsed: float = 0.0
    max_advances: int = 0


@dataclass
class HintTurn:
    """The hint being thought about: the thought and the position it is for."""

    thought: Thought
    position: int


class TableThinking:
    """A table's driver of AI thinking: the AI seat's move and the hint, polled once a frame.

    Args:
        service: the app's :class:`ThinkService`.
        source: the match (:class:`ThinkSource`).
        clock: the clock of in-process slices and deadlines (tests swap it).
        budget: seconds of in-process thinking per frame (:data:`SLICE`).

    Attributes:
        ai: the AI move in progress (:class:`AiTurn`), or None.
        hint: the hint in progress (:class:`HintTurn`), or None.
        last_ai: the thought of the latest AI move played (where it ran, its wall and CPU time).
    """

    def __init__(self, service: ThinkService, source: ThinkSource, clock: Callable[[], float] | None = None,
                 budget: float = SLICE) -> None:
        self.service = service
        self.source = source
        self.clock = clock or service.clock
        self.budget = budget
        self.ai: AiTurn | None = None
        self.hint: HintTurn | None = None
        self.last_ai: Thought | None = None

    def ai_step(self, dt: float, pause: float) -> Action | None:
        """Run one frame of the AI seat's turn; return its action once chosen and shown thinking ``pause`` s.

        Call it each frame while an AI seat is to move and nothing else
        blocks the table; the first call starts the job.  ``pause`` is the
        least time (seconds) the seat is seen thinking: the player waits
        ``max(pause, the search)``, then the move's animation.  The agent's
        new RNG state is handed to the source when the action is returned.
        """
        turn = self.ai
        if turn is not None and turn.position != self.source.position:
            self.drop_ai()
            turn = None
        if turn is None:  # the turn starts now: its pause counts from this frame on
            turn = self.ai = AiTurn(self.service.think(self.source.ai_job(), self.source.spec, self.clock),
                                    self.source.position)
        else:
            turn.elapsed += dt
        thought = turn.thought
        thought.poll(self.budget)
        turn.max_advances = max(turn.max_advances, thought.advances_last_poll)
        if not thought.done or turn.elapsed < pause:
            return None
        self.ai = None
        self.last_ai = thought
        assert thought.action is not None and thought.rng is not None
        self.source.accept_ai(thought.job, thought.rng)
        return thought.action

    def drop_ai(self) -> None:
        """Cancel the AI move in progress (an undo, a new position, leaving the table)."""
        if self.ai is not None:
            self.ai.thought.cancel()
            self.ai = None

    def request_hint(self) -> None:
        """Start thinking about the hint for the seat to move (one already on its way for this position goes on)."""
        if self.hint is not None and self.hint.position == self.source.position:
            return
        self.drop_hint()
        self.hint = HintTurn(self.service.think(self.source.hint_job(), self.source.spec, self.clock),
                             self.source.position)

    def hint_step(self) -> Action | None:
        """Run one frame of the hint; return the hinted action once found (then the hint is over)."""
        hint = self.hint
        if hint is None:
            return None
        if hint.position != self.source.position:
            self.drop_hint()
            return None
        if not hint.thought.poll(self.budget):
            return None
        self.hint = None
        return hint.thought.action

    def drop_hint(self) -> None:
        """Cancel the hint in progress."""
        if self.hint is not None:
            self.hint.thought.cancel()
            self.hint = None

    def close(self) -> None:
        """Cancel everything in progress (the table is leaving)."""
        self.drop_ai()
        self.drop_hint()


def service_from_env(environ: Mapping[str, str]) -> ThinkService:
    """Return the app's service; ``ZOOARCADE_AI_WORKER=0`` (or ``off``/``no``/``false``) keeps thinking in-process."""
    value = environ.get("ZOOARCADE_AI_WORKER", "1").strip().lower()
    return ThinkService(use_worker=value not in ("0", "off", "no", "false"))
