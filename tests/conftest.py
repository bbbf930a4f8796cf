"""Shared test set-up: headless SDL drivers and a throw-away user directory."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The AI thinks in-process in tests, so no UI test depends on another process's timing; the worker's
# own tests (tests/ai/test_worker.py, tests/games/apocalypse/test_thinking_worker.py) start one on purpose.
os.environ["ZOOARCADE_AI_WORKER"] = "0"

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Property tests never depend on the machine's speed: no per-example deadline and no "too slow" health
# check (a loaded 2-core machine made one fail); tests may still set their own example counts.
settings.register_profile("zooarcade", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("zooarcade")


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Point saves, settings and logs at a fresh temporary folder for every test."""
    monkeypatch.setenv("ZOOARCADE_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture(autouse=True)
def _results_answer_at_once(monkeypatch):
    """Scripted tests click the results screen at once; its input grace has a test of its own."""
    from zooarcade.scenes.results import ResultsScene

    monkeypatch.setattr(ResultsScene, "input_grace", 0.0)
    yield


@pytest.fixture(autouse=True)
def _ai_slices_by_count(monkeypatch):
    """The table's AI and hint searches advance a fixed number of steps per frame, whatever the machine's speed.

    The table slices them by its ``clock`` (5 ms of wall time per frame in play), so how many frames a
    move took depended on how fast and how loaded the machine was.  Here every reading of that clock
    moves it 1 ms on, so each frame runs exactly five steps; tests that study the slicing set their own.
    """
    import itertools

    from zooarcade.ui.table import base

    real = base.TableScene.__init__

    def init(self, *args, **kwargs):
        real(self, *args, **kwargs)
        ticks = itertools.count()
        self.clock = lambda: next(ticks) * 0.001

    monkeypatch.setattr(base.TableScene, "__init__", init)
    yield


@pytest.fixture
def make_app():
    """Return a factory ``make_app(size=(1280, 720), **launch_fields) -> App`` that quits pygame afterwards."""
    from zooarcade.app import App, LaunchOptions
    from zooarcade.ui.audio import quit_pygame

    created = []

    def factory(size=(1280, 720), **fields):
        app = App(LaunchOptions(size=size, **fields))
        created.append(app)
        return app

    yield factory
    for app in created:
        while app.scenes.stack:
            app.scenes.stack.pop().exit()
        app.thinker.close()
    quit_pygame()
