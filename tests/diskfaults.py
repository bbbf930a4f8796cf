"""Disk faults for tests: a folder whose disk is full (ENOSPC), or read-only (EROFS).

Writes are caught where they reach the operating system (``open`` / ``io.open`` file objects,
``os.write``, ``os.fsync``, ``os.sendfile``, new files from ``os.open``), so any way of writing a
file inside the folder fails as it would on a real full disk: the first ``room`` bytes go in,
then ``OSError(ENOSPC)``.  File descriptors are matched to their path through ``/proc/self/fd``
(Linux); :data:`SUPPORTED` is False where that does not exist.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import Any

import pytest

#: these helpers need ``/proc/self/fd`` to tell which file a descriptor writes to.
SUPPORTED = os.path.isdir("/proc/self/fd")
needs_fault_injection = pytest.mark.skipif(not SUPPORTED, reason="needs /proc/self/fd (Linux)")


class _Faulty:
    """A file object that takes ``room`` more bytes, then fails like a full disk."""

    def __init__(self, fh: Any, fault: DiskFault) -> None:
        self._fh = fh
        self._fault = fault

    def write(self, data: Any) -> int:
        room = self._fault.take(len(data))
        if room < len(data):
            self._fh.write(data[:room])
            self._fh.flush()
            raise self._fault.error()
        return self._fh.write(data)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __enter__(self) -> _Faulty:
        return self

    def __exit__(self, *exc: Any) -> None:
        self._fh.close()

    def __iter__(self) -> Any:
        return iter(self._fh)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._fh, name)


class DiskFault:
    """Make every write into ``folder`` fail with ``code`` (ENOSPC or EROFS) once ``room`` bytes were written.

    ``EROFS`` refuses even to create a file there.  Use :meth:`install` (with pytest's
    ``monkeypatch``) and ``monkeypatch.undo()`` to mend the disk.
    """

    def __init__(self, folder: Path, code: int = errno.ENOSPC, room: int = 0) -> None:
        self.folder = os.path.realpath(folder)
        self.code = code
        self.room = room
        self.failures = 0

    def error(self) -> OSError:
        self.failures += 1
        return OSError(self.code, os.strerror(self.code))

    def take(self, n: int) -> int:
        """Reserve up to ``n`` bytes of the room left; return how many fit."""
        got = max(0, min(n, self.room))
        self.room -= got
        return got

    def inside(self, target: Any) -> bool:
        """True when ``target`` (a path or a file descriptor) lies in the faulty folder."""
        try:
            if isinstance(target, int):
                path = os.readlink(f"/proc/self/fd/{target}")
            else:
                path = os.path.realpath(os.fsdecode(target))
        except (OSError, TypeError, ValueError):
            return False
        return path == self.folder or path.startswith(self.folder + os.sep)

    def install(self, monkeypatch: pytest.MonkeyPatch) -> DiskFault:
        real_open, real_io_open, real_os_open = builtins.open, io.open, os.open
        real_write, real_fsync = os.write, os.fsync
        real_sendfile = getattr(os, "sendfile", None)
        fault = self

        def wrap(opener: Any) -> Any:
            def faulty_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
                writing = any(c in mode for c in "wax+")
                if writing and fault.code == errno.EROFS and not isinstance(file, int) and fault.inside(file):
                    raise fault.error()
                fh = opener(file, mode, *args, **kwargs)
                if writing and fault.inside(file if not isinstance(file, int) else fh.fileno()):
                    return _Faulty(fh, fault)
                return fh

            return faulty_open

        def faulty_os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if fault.code == errno.EROFS and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and fault.inside(path):
                raise fault.error()
            return real_os_open(path, flags, *args, **kwargs)

        def faulty_write(fd: int, data: Any) -> int:
            if fault.inside(fd):
                room = fault.take(len(data))
                if room < len(data):
                    if room:
                        real_write(fd, data[:room])
                    raise fault.error()
            return real_write(fd, data)

        def faulty_fsync(fd: Any) -> None:
            if fault.inside(fd if isinstance(fd, int) else fd.fileno()) and fault.room <= 0:
                raise fault.error()
            real_fsync(fd)

        def refuse_inside(real: Any) -> Any:
            def refused(*paths: Any, **kwargs: Any) -> Any:
                if any(fault.inside(p) or fault.inside(os.path.dirname(os.path.abspath(os.fsdecode(p))))
                       for p in paths[:2] if isinstance(p, str | bytes | os.PathLike)):
                    raise fault.error()
                return real(*paths, **kwargs)

            return refused

        def faulty_sendfile(out_fd: int, in_fd: int, offset: Any, count: int) -> int:
            if fault.inside(out_fd):
                raise fault.error()
            assert real_sendfile is not None
            return real_sendfile(out_fd, in_fd, offset, count)

        if fault.code == errno.EROFS:  # nothing changes in a read-only folder: no new names, no removals
            for name in ("replace", "rename", "link", "unlink", "mkdir", "rmdir"):
                monkeypatch.setattr(os, name, refuse_inside(getattr(os, name)))
        monkeypatch.setattr(builtins, "open", wrap(real_open))
        monkeypatch.setattr(io, "open", wrap(real_io_open))
        monkeypatch.setattr(os, "open", faulty_os_open)
        monkeypatch.setattr(os, "write", faulty_write)
        monkeypatch.setattr(os, "fsync", faulty_fsync)
        if real_sendfile is not None:
            monkeypatch.setattr(os, "sendfile", faulty_sendfile)
        return self


def full_disk(monkeypatch: pytest.MonkeyPatch, folder: Path, room: int = 0) -> DiskFault:
    """Make ``folder``'s disk full (ENOSPC after ``room`` bytes); return the fault (``.failures`` counts)."""
    return DiskFault(folder, errno.ENOSPC, room).install(monkeypatch)


def read_only(monkeypatch: pytest.MonkeyPatch, folder: Path) -> DiskFault:
    """Make ``folder`` read-only (EROFS on every new or written file); return the fault."""
    return DiskFault(folder, errno.EROFS).install(monkeypatch)
