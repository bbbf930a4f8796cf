"""Thinking off the frame loop: think jobs, and the worker process that answers them.

Pure Python (never pygame), game-agnostic: everything goes through the core
protocol (:mod:`zooarcade.core.protocol`), so any game in the registry can be
thought about here -- and a game outside it (a test game), when the process
is started with its spec factory (``serve(conn, games={id: factory})``, see
:class:`WorkerProcess`).  A job names its game by id only: nothing in a job is
ever imported by name (the bundler could not follow that, case 001).

A :class:`ThinkJob` is data only: the game's id, the deciding seat's *view*
as JSON (``state.view(seat).to_json()``: an agent never sees the true
state), the legal actions as JSON, and the agent -- its level, think time,
work budget and RNG state, from which :func:`build_agent` rebuilds it
exactly.  A :class:`ThinkResult` is the chosen action as JSON plus the
agent's RNG state afterwards.  The same job therefore gives the same action
and the same RNG state whether it is thought about here, in the worker
process (:func:`serve`), or in the frame loop (:func:`begin`, time-sliced by
:mod:`zooarcade.ai.thinking`), as long as the budget is a work budget (a time
budget depends on the machine).

Messages on the pipe are JSON text, one object each, never pickles::

    parent -> worker   {"op": "think", "job": ThinkJob.to_json()}
                       {"op": "cancel", "job_id": N}     (drop job N, queued or running)
                       {"op": "stop"}                    (exit)
    worker -> parent   {"op": "ready", "pid": PID, "pygame": false}
                       {"op": "result", "result": ThinkResult.to_json()}

The worker also exits when the parent goes away (its end of the pipe
closes), so it never outlives the arcade.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from typing import Any

from zooarcade.ai.agents import level_info, make_agent
from zooarcade.ai.base import Agent, Thinking
from zooarcade.core.protocol import Action, GameSpec, StateFormatError
from zooarcade.core.rng import Rng

#: version of the job and result JSON forms.
JOB_SCHEMA = 1
#: seconds of thinking between two looks at the pipe for a cancel (worker side).
CHECK_EVERY = 0.005
#: seconds :meth:`WorkerProcess.stop` waits for a clean exit before terminating the process.
STOP_TIMEOUT = 2.0
#: seconds before the end of a job's think time (counted from the job's arrival) at which the worker
#: asks the search for its answer: the trip back and the asker's next look (once a 60 Hz frame) fit in it.
ANSWER_MARGIN = 0.025

_MASK64 = (1 << 64) - 1


class JobError(ValueError):
    """A think job or result document is malformed, or names a game that cannot be loaded."""


class WorkerError(RuntimeError):
    """The worker process cannot start, has died, or its pipe is broken."""


def _int(value: Any, name: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        raise JobError(f"{name} must be an integer of at least {low}")
    return value


def _seconds(value: Any, name: str) -> float | None:
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value) or value <= 0:
        raise JobError(f"{name} must be a positive number of seconds or null")
    return float(value)


@dataclass(frozen=True)
class ThinkJob:
    """One decision to think about, as data only (JSON-able).

    Attributes:
        job_id: number of the job; a result carries it back, so the asker can
            ignore answers to jobs it has dropped (stamped by
            :class:`~zooarcade.ai.thinking.ThinkService`).
        game: registry id of the game (``"apocalypse"``).
        view: ``state.view(seat).to_json()`` of the seat to decide.
        legal: that seat's legal actions, each ``action.to_json()``, in order.
        level: agent level, ``"easy"`` / ``"normal"`` / ``"hard"``.
        rng: the agent's RNG state (a 64-bit integer) before thinking.
        think_time: seconds of search (Hard), ``None`` for the level's fixed work budget.
        work: Hard's work budget in work units (see
            :class:`~zooarcade.ai.ismcts.SearchConfig`), ``None`` for the default.
        seat: the deciding seat (for the asker's bookkeeping; the agent reads
            its seat from the view).
    """

    game: str
    view: Mapping[str, Any]
    legal: tuple[Mapping[str, Any], ...]
    level: str
    rng: int
    think_time: float | None = None
    work: int | None = None
    seat: int = 0
    job_id: int = 0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (``{"schema": 1, "job_id": ..., ...}``)."""
        return {
            "schema": JOB_SCHEMA,
            "job_id": self.job_id,
            "game": self.game,
            "view": dict(self.view),
            "legal": [dict(a) for a in self.legal],
            "level": self.level,
            "rng": self.rng,
            "think_time": self.think_time,
            "work": self.work,
            "seat": self.seat,
        }

    @classmethod
    def from_json(cls, data: Any) -> ThinkJob:
        """Parse :meth:`to_json` output.

        Raises:
            JobError: wrong schema, a missing field or a field of the wrong type.
        """
        if not isinstance(data, Mapping) or data.get("schema") != JOB_SCHEMA:
            raise JobError("not a think job of schema 1")
        game, view, legal, level = (data.get(k) for k in ("game", "view", "legal", "level"))
        if not isinstance(game, str) or not game:
            raise JobError("game must be a game id")
        if not isinstance(view, Mapping):
            raise JobError("view must be an object")
        if not isinstance(legal, list) or not legal or not all(isinstance(a, Mapping) for a in legal):
            raise JobError("legal must be a non-empty list of actions")
        try:
            level_info(level)
        except ValueError as exc:
            raise JobError(str(exc)) from None
        work = data.get("work")
        return cls(
            game=game,
            view=view,
            legal=tuple(legal),
            level=level,
            rng=_int(data.get("rng"), "rng", 0, _MASK64),
            think_time=_seconds(data.get("think_time"), "think_time"),
            work=None if work is None else _int(work, "work", 1),
            seat=_int(data.get("seat", 0), "seat"),
            job_id=_int(data.get("job_id"), "job_id"),
        )

    def with_id(self, job_id: int) -> ThinkJob:
        """Return this job numbered ``job_id``."""
        return replace(self, job_id=job_id)


@dataclass(frozen=True)
class ThinkResult:
    """The answer to a :class:`ThinkJob`.

    Attributes:
        job_id: the job answered.
        action: the chosen action's JSON (one of the job's ``legal``), or
            ``None`` when thinking failed (see ``error``).
        rng: the agent's RNG state after thinking (the job's own on failure).
        error: why thinking failed (a bad job, a game that cannot be loaded,
            an agent error), else ``None``.
        wall: seconds from the job's arrival to its answer (wall clock).
        cpu: CPU seconds the thinking took in the process that ran it.
    """

    job_id: int
    action: Mapping[str, Any] | None
    rng: int
    error: str | None = None
    wall: float = 0.0
    cpu: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {"schema": JOB_SCHEMA, "job_id": self.job_id, "action": None if self.action is None else
                dict(self.action), "rng": self.rng, "error": self.error, "wall": self.wall, "cpu": self.cpu}

    @classmethod
    def from_json(cls, data: Any) -> ThinkResult:
        """Parse :meth:`to_json` output.

        Raises:
            JobError: a malformed result.
        """
        if not isinstance(data, Mapping) or data.get("schema") != JOB_SCHEMA:
            raise JobError("not a think result of schema 1")
        action, error = data.get("action"), data.get("error")
        if action is not None and not isinstance(action, Mapping):
            raise JobError("action must be an object or null")
        if error is not None and not isinstance(error, str):
            raise JobError("error must be a string or null")
        wall, cpu = data.get("wall", 0.0), data.get("cpu", 0.0)
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (wall, cpu)):
            raise JobError("wall and cpu must be seconds")
        return cls(_int(data.get("job_id"), "job_id"), action, _int(data.get("rng"), "rng", 0, _MASK64), error,
                   float(wall), float(cpu))


# ---------------------------------------------------------------------- thinking about one job
#: ``game id -> () -> GameSpec`` for games outside the registry that a worker also serves (tests).
GameFactories = Mapping[str, Callable[[], GameSpec]]


def load_spec(game: str, games: GameFactories | None = None) -> GameSpec:
    """Return the spec of ``game``: from ``games`` when it is there, else from the registry.

    Raises:
        JobError: an unknown or unbuilt game, or a factory whose spec is not ``game``'s.
    """
    factory = (games or {}).get(game)
    if factory is None:
        from zooarcade.games.registry import get_spec

        try:
            return get_spec(game)
        except LookupError as exc:
            raise JobError(str(exc)) from None
    spec = factory()
    if not isinstance(spec, GameSpec) or spec.id != game:
        raise JobError(f"the factory of {game!r} made another game's spec")
    return spec


def build_agent(job: ThinkJob, spec: GameSpec) -> Agent:
    """Rebuild the job's agent: its level, think time and work budget, continuing from ``job.rng``.

    Raises:
        ValueError: a bad level, think time or work budget (see :func:`~zooarcade.ai.make_agent`).
    """
    agent = make_agent(job.level, spec, seed=job.rng, think_time=job.think_time, work=job.work)
    agent.rng = Rng(job.rng)
    return agent


def decode(job: ThinkJob, spec: GameSpec) -> tuple[Any, list[Action]]:
    """Return the job's view (a :class:`~zooarcade.core.protocol.GameState`) and its legal actions.

    Raises:
        JobError: the view or an action does not parse.
    """
    try:
        view = spec.state_from_json(job.view)
        legal = [spec.action_from_json(a) for a in job.legal]
    except (StateFormatError, KeyError, TypeError, ValueError) as exc:
        raise JobError(f"bad job for {job.game}: {exc}") from None
    return view, legal


def begin(job: ThinkJob, spec: GameSpec) -> tuple[Agent, Thinking]:
    """Start thinking about ``job``: return the rebuilt agent and its thinking generator.

    Advance the generator (``next``, or ``send(True)`` to answer now) until it
    stops; ``StopIteration.value`` is the action, ``agent.rng.state`` the new
    RNG state.  The agent sees only the job's view.

    Raises:
        JobError: see :func:`decode`.
        zooarcade.ai.NotAView: the view is not the deciding seat's view.
    """
    view, legal = decode(job, spec)
    agent = build_agent(job, spec)
    return agent, agent.think(view, legal)


def run_job(job: ThinkJob, spec: GameSpec | None = None,
            interrupted: Callable[[], bool] = lambda: False) -> ThinkResult | None:
    """Think about ``job`` to the end in this process and return the result.

    With a think time, the answer is due that many seconds after this call
    (less :data:`ANSWER_MARGIN`): then the search is asked for its best move
    (``send(True)``), so decoding the job and building the agent count too.

    Args:
        job: the job.
        spec: the game's spec, else loaded with :func:`load_spec`.
        interrupted: asked about every :data:`CHECK_EVERY` seconds; True
            abandons the job (the worker's cancel), and ``None`` is returned.

    Returns:
        The result; a failure (bad job, unloadable game, agent error) is a
        result with ``error`` set and no action, never an exception.
    """
    wall0, cpu0 = time.perf_counter(), time.process_time()

    def failed(reason: str) -> ThinkResult:
        return ThinkResult(job.job_id, None, job.rng, reason, time.perf_counter() - wall0, time.process_time() - cpu0)

    due = None if job.think_time is None else wall0 + max(0.0, job.think_time - ANSWER_MARGIN)
    try:
        spec = spec or load_spec(job.game)
        agent, gen = begin(job, spec)
        checked = time.perf_counter()
        primed = False
        while True:
            try:
                if primed and due is not None and time.perf_counter() >= due:
                    gen.send(True)  # the think time is up: answer now
                else:
                    next(gen)
                primed = True
            except StopIteration as stop:
                action: Action = stop.value
                break
            now = time.perf_counter()
            if now - checked >= CHECK_EVERY:
                checked = now
                if interrupted():
                    return None
    except Exception as exc:  # noqa: BLE001 - a job never kills the worker; the asker falls back
        return failed(f"{type(exc).__name__}: {exc}")
    return ThinkResult(job.job_id, action.to_json(), agent.rng.state, None, time.perf_counter() - wall0,
                       time.process_time() - cpu0)


# ---------------------------------------------------------------------- the worker process
def _send(conn: Connection, message: Mapping[str, Any]) -> None:
    conn.send_bytes(json.dumps(message).encode("utf-8"))


def _recv(conn: Connection) -> dict[str, Any] | None:
    """Return the next message, ``{}`` for one that is not a JSON object, ``None`` once the pipe is closed."""
    try:
        raw = conn.recv_bytes()
    except (EOFError, OSError):
        return None
    try:
        message = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return {}
    return message if isinstance(message, dict) else {}


def serve(conn: Connection, games: GameFactories | None = None) -> None:
    """The worker process's loop: answer think jobs, in order, until told to stop or the parent goes away.

    A ``cancel`` drops the named job whether it is queued or running (a
    running search is abandoned within :data:`CHECK_EVERY` seconds, so the
    core is free again); a ``stop`` ends the process, also mid-job.

    Args:
        conn: this process's end of the pipe.
        games: games outside the registry this worker also thinks about
            (a test's own target calls ``serve(conn, {id: factory})``).
    """
    specs: dict[str, GameSpec] = {}
    inbox: deque[dict[str, Any]] = deque()
    closed = False

    def read_pending() -> None:
        nonlocal closed
        try:
            while not closed and conn.poll():
                message = _recv(conn)
                if message is None:
                    closed = True
                else:
                    inbox.append(message)
        except (EOFError, OSError):
            closed = True

    def cancelled(job_id: int) -> bool:
        """Read what has arrived; True when ``job_id`` is cancelled or the worker must stop."""
        read_pending()
        dropped = any(m.get("op") == "cancel" and m.get("job_id") == job_id for m in inbox)
        return closed or dropped or any(m.get("op") == "stop" for m in inbox)

    try:
        _send(conn, {"op": "ready", "pid": os.getpid(), "pygame": "pygame" in sys.modules})
    except (OSError, ValueError):
        return
    while True:
        if not inbox:
            message = _recv(conn)
            if message is None:
                return
            inbox.append(message)
            read_pending()
        message = inbox.popleft()
        op = message.get("op")
        if op == "stop" or closed:
            return  # told to, or nobody is left to read an answer
        if op != "think":
            continue  # a cancel of a job already answered, or an unknown message
        try:
            job = ThinkJob.from_json(message.get("job"))
        except JobError as exc:
            raw = message.get("job")
            job_id = raw.get("job_id") if isinstance(raw, dict) else None
            if isinstance(job_id, int) and not isinstance(job_id, bool) and job_id >= 0:
                _send(conn, {"op": "result", "result": ThinkResult(job_id, None, 0, str(exc)).to_json()})
            continue
        if any(m.get("op") == "cancel" and m.get("job_id") == job.job_id for m in inbox):
            continue  # dropped before it started
        try:
            if job.game not in specs:
                specs[job.game] = load_spec(job.game, games)
            spec: GameSpec | None = specs[job.game]
        except JobError as exc:
            _send(conn, {"op": "result", "result": ThinkResult(job.job_id, None, job.rng, str(exc)).to_json()})
            continue
        result = run_job(job, spec, lambda job_id=job.job_id: cancelled(job_id))
        if closed:
            return
        if result is not None:
            try:
                _send(conn, {"op": "result", "result": result.to_json()})
            except (OSError, ValueError):
                return


class WorkerProcess:
    """The parent's handle on one worker process (``multiprocessing``, spawn context) and its pipe.

    Spawn starts a fresh interpreter (or, in a PyInstaller build, the
    executable again: :func:`multiprocessing.freeze_support` at the entry point
    turns it into the worker before the arcade parses its command line), which
    imports only this module's dependencies -- never pygame, never a window.

    Args:
        target: the function the process runs with its end of the pipe:
            :func:`serve`, or a module-level function that calls it with
            extra games (tests; spawn finds it by its module and name).
    """

    def __init__(self, target: Callable[[Connection], None] = serve) -> None:
        self.target = target
        self.process: Any = None
        self.conn: Connection | None = None
        #: set once the worker said it is up: its process id and whether pygame was imported there.
        self.ready: dict[str, Any] | None = None
        #: the process's exit code once :meth:`stop` has reaped it (negative: ended by that signal).
        self.exitcode: int | None = None

    def start(self) -> None:
        """Start the process (it runs as a daemon of this one).

        Raises:
            WorkerError: the process cannot be started (no ``fork``/``spawn``
                possible, no resources, a sandbox that forbids it).
        """
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=True)
            process = ctx.Process(target=self.target, args=(child,), name="zooarcade-ai", daemon=True)
            process.start()
        except Exception as exc:  # noqa: BLE001 - whatever stops a process from starting, the game goes on
            raise WorkerError(f"the AI worker process could not start: {exc}") from exc
        child.close()
        self.process, self.conn = process, parent

    @property
    def alive(self) -> bool:
        """True while the process runs."""
        return self.process is not None and self.process.is_alive()

    def send(self, message: Mapping[str, Any]) -> None:
        """Send one message (see the module docstring).

        Raises:
            WorkerError: the process is not running or its pipe is broken.
        """
        if self.conn is None:
            raise WorkerError("the AI worker is not running")
        try:
            _send(self.conn, message)
        except (OSError, ValueError) as exc:
            raise WorkerError(f"the AI worker's pipe is broken: {exc}") from exc

    def receive(self) -> list[dict[str, Any]]:
        """Return the messages that have arrived (never waits); a ``ready`` also sets :attr:`ready`.

        Raises:
            WorkerError: the process has exited or the pipe is closed.
        """
        if self.conn is None:
            raise WorkerError("the AI worker is not running")
        out: list[dict[str, Any]] = []
        try:
            while self.conn.poll():
                message = _recv(self.conn)
                if message is None:
                    raise WorkerError("the AI worker has gone away")
                if message.get("op") == "ready":
                    self.ready = message
                out.append(message)
        except (EOFError, OSError) as exc:
            raise WorkerError(f"the AI worker has gone away: {exc}") from exc
        if not out and not self.alive:
            raise WorkerError(f"the AI worker has exited (code {self.process.exitcode})")
        return out

    def stop(self, timeout: float = STOP_TIMEOUT) -> None:
        """Ask the process to exit, wait up to ``timeout`` seconds, then terminate (or kill) it; never raises.

        The process is always reaped (joined), so no zombie is left.
        """
        process, conn = self.process, self.conn
        self.process = self.conn = None
        if conn is not None:
            try:
                _send(conn, {"op": "stop"})
            except (OSError, ValueError):
                pass
        if process is not None:
            try:
                process.join(timeout)
                if process.is_alive():
                    process.terminate()
                    process.join(timeout)
                if process.is_alive():
                    process.kill()
                    process.join(timeout)
                self.exitcode = process.exitcode
                process.close()
            except (OSError, ValueError, AssertionError):
                pass
        if conn is not None:
            conn.close()
