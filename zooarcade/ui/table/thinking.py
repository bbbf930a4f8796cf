"""AI and hint thinking for the tables, in one place.

A table asks for a search (an AI seat's move, or the Hint for a human) and polls for its result
each frame; it never runs a search itself.  :class:`SliceThinker` advances the session's thinking
generator for at most :data:`SLICE` seconds per poll (in the frame loop: the fallback where no
worker process can run).  The arcade may hand the tables another thinker through
``Services.ai_runner()`` (a worker process on the second core) with the same interface:
``start(job)``, ``poll() -> Action | None``, ``cancel()``, ``busy``.

A :class:`ThinkJob` is keyed by the number of steps played when it started: a result for a
position that is gone (an undo, a new game) is never used.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from zooarcade.core.protocol import Action

if TYPE_CHECKING:
    from zooarcade.session import GameSession

#: longest stretch (seconds) a search generator is advanced in one frame by :class:`SliceThinker`.
SLICE = 0.005


@dataclass
class ThinkJob:
    """One search: ``purpose`` "move" (an AI seat) or "hint"; ``key`` the step count it was asked at."""

    purpose: str
    seat: int
    key: int
    started: float = 0.0
    action: Action | None = None
    gen: Generator[None, None, Action] | None = field(default=None, repr=False)


class Thinker(Protocol):
    """What a table needs from a thinking service."""

    @property
    def busy(self) -> bool:
        """True while a job is running."""

    def start(self, session: GameSession, purpose: str) -> ThinkJob:
        """Start a job for the seat to decide now ("move" for an AI seat, "hint" for a human)."""

    def poll(self) -> Action | None:
        """Advance or check the running job; return its action once ready (then the job is done)."""

    def cancel(self) -> None:
        """Drop the running job (its result will never be returned)."""


class SliceThinker:
    """Thinks in the frame loop: the session's generator, :data:`SLICE` seconds per poll.

    Args:
        clock: the time source (seconds), swappable in tests.
    """

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.job: ThinkJob | None = None
        #: generator advances made in the last poll (tests check the frame stays light).
        self.advances_last_poll = 0

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.action is None

    def start(self, session: GameSession, purpose: str) -> ThinkJob:
        gen = session.hint_think() if purpose == "hint" else session.ai_think()
        self.job = ThinkJob(purpose, session.current, len(session.record.steps), self.clock(), gen=gen)
        return self.job

    def poll(self) -> Action | None:
        job = self.job
        self.advances_last_poll = 0
        if job is None:
            return None
        if job.action is None and job.gen is not None:
            start = self.clock()
            while True:
                self.advances_last_poll += 1
                try:
                    next(job.gen)
                except StopIteration as stop:
                    job.action = stop.value
                    job.gen = None
                    break
                if self.clock() - start >= SLICE:
                    break
        if job.action is not None:
            self.job = None
            return job.action
        return None

    def cancel(self) -> None:
        self.job = None
