"""A background writer: file writes off the frame, the latest snapshot of each thing wins.

The frame hands :meth:`BackgroundWriter.submit` a job — a callable over an immutable snapshot
(e.g. :meth:`SaveStore.autosave <zooarcade.storage.saves.SaveStore.autosave>`'s save of a match) —
under a key (one match); one thread runs the jobs in the order their keys were first submitted.  A
job submitted while an older one of the same key still waits replaces it (coalescing): each job
writes a whole document, so only the newest matters.  :meth:`BackgroundWriter.flush` waits until
everything submitted so far is written — the table calls it when it leaves (quit, menu, game end)
and the app before it exits, so every applied move is on disk by then.  Nothing here depends on
timing: tests submit, :meth:`~BackgroundWriter.flush`, then look at the disk.

A job must catch and report its own errors (the save store keeps them in ``last_error`` for the
app to tell the player); anything that escapes is logged and the thread goes on.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable

log = logging.getLogger("zooarcade")

__all__ = ["BackgroundWriter"]


class BackgroundWriter:
    """One daemon thread that runs keyed write jobs, the latest job per key only.

    Args:
        name: the thread's name (shown in crash reports and debuggers).

    The thread starts with the first job.  After :meth:`close` a job runs at once on the caller's
    thread (a late save at exit is still written, never dropped).
    """

    def __init__(self, name: str = "zooarcade-writer") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._pending: dict[Hashable, Callable[[], object]] = {}
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        #: jobs run so far (written or failed), for tests and benchmarks.
        self.done = 0

    def submit(self, key: Hashable, job: Callable[[], object]) -> None:
        """Queue ``job`` under ``key``, replacing a job of that key that has not started yet."""
        with self._cond:
            if not self._closed:
                self._pending[key] = job
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                    self._thread.start()
                self._cond.notify_all()
                return
        self._run_one(job)

    def pending(self) -> int:
        """Jobs submitted and not finished yet (waiting or being written)."""
        with self._cond:
            return len(self._pending) + (1 if self._busy else 0)

    def flush(self) -> None:
        """Block until every job submitted so far has run (returns at once when nothing waits)."""
        with self._cond:
            while self._pending or self._busy:
                self._cond.wait()

    def close(self) -> None:
        """Write what waits, then stop the thread (idempotent); later jobs run on the caller's thread."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        self.flush()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closed:
                    self._cond.wait()
                if not self._pending:
                    return
                key = next(iter(self._pending))
                job = self._pending.pop(key)
                self._busy = True
            try:
                self._run_one(job)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _run_one(self, job: Callable[[], object]) -> None:
        try:
            job()
        except Exception:  # noqa: BLE001 - a failing job must not stop the writes after it
            log.exception("a background write failed")
        self.done += 1
