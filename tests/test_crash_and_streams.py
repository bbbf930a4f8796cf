"""Issue "Standalone executable": no unguarded writes to missing streams; crashes leave a log."""

from __future__ import annotations

import sys

import pytest

from zooarcade import app as app_module
from zooarcade.storage.paths import user_dirs


def test_runs_with_no_stdout_or_stderr(monkeypatch):
    """A windowed build has sys.stdout/sys.stderr = None: starting, playing frames and quitting must not write."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert app_module.main(["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--seed", "3", "--frames", "30"]) == 0
    assert app_module.main(["--game", "nope"]) == 2  # the one-line error is dropped, not crashed on


def test_unexpected_error_writes_crash_log_and_exits_1(monkeypatch, capsys):
    def boom(self, frames=None):
        raise RuntimeError("kaboom in the main loop")

    monkeypatch.setattr(app_module.App, "run", boom)
    assert app_module.main(["--frames", "1"]) == 1
    logs = list(user_dirs()["log"].glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "kaboom in the main loop" in text and "Traceback" in text
    assert "crash report was written" in capsys.readouterr().err


def test_crash_report_with_no_streams_never_raises(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    path = app_module.report_crash(ValueError("bad"))
    assert path is not None and path.exists()


@pytest.mark.parametrize("argv", [["--selftest"]])
def test_selftest_in_process_passes(argv, capsys):
    assert app_module.main(argv) == 0
    out = capsys.readouterr().out
    assert "all checks passed" in out
