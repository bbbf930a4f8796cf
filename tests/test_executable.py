"""Issue "Standalone executable": build with PyInstaller, run the self-test, check the size budget.

Slow (about a minute) but part of CI: it needs the ``build`` extra (PyInstaller),
which the README's test command installs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: one-file size budget (issue: Standalone executable), in bytes.
ONEFILE_BUDGET = 40 * 1024 * 1024

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """Build both outputs of build/zooarcade.spec once; return the dist folder."""
    pytest.importorskip("PyInstaller", reason="install the build extra: pip install -e '.[build]'")
    work = tmp_path_factory.mktemp("pyi")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "PyInstaller", str(ROOT / "build" / "zooarcade.spec"), "--noconfirm",
           "--distpath", str(work / "dist"), "--workpath", str(work / "work")]
    result = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    return work / "dist"


def _selftest(exe: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(tmp_path / "home"))
    return subprocess.run([str(exe), "--selftest"], env=env, cwd=tmp_path, capture_output=True, text=True,
                          timeout=300)


def _exe(folder: Path, name: str) -> Path:
    return folder / (name + (".exe" if sys.platform == "win32" else ""))


def test_onefile_selftest_passes_within_budget(dist, tmp_path):
    exe = _exe(dist, "ZooArcade")
    assert exe.is_file()
    size = exe.stat().st_size
    assert size <= ONEFILE_BUDGET, f"one-file build is {size / 2**20:.1f} MB, budget 40 MB"
    result = _selftest(exe, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all checks passed" in result.stdout
    for check in ("games", "assets", "scenes", "save"):
        assert f"selftest {check}: ok" in result.stdout


def test_onefolder_selftest_passes(dist, tmp_path):
    exe = _exe(dist / "ZooArcade-folder", "ZooArcade-folder")
    assert exe.is_file()
    result = _selftest(exe, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (dist / "ZooArcade-folder").joinpath("_internal", "art").is_dir() or any(
        p.name == "art" for p in (dist / "ZooArcade-folder").rglob("art")
    )


def test_saves_never_go_next_to_the_executable(dist, tmp_path):
    exe = _exe(dist, "ZooArcade")
    before = set(dist.iterdir())
    _selftest(exe, tmp_path)
    assert set(dist.iterdir()) == before
    assert not (tmp_path / "saves").exists()


def test_bad_command_line_exits_2(dist, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(tmp_path))
    result = subprocess.run([str(_exe(dist, "ZooArcade")), "--game", "nope"], env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 2


@pytest.mark.parametrize("build", ["onefile", "onefolder"])
def test_the_ai_worker_process_runs_in_the_executable(dist, tmp_path, build):
    """Case 005: the frozen executable starts again as the AI worker (freeze_support) and thinks there.

    ``simulate --worker`` sends every decision to the worker process and fails if one could not be
    thought about there; its results equal the in-process ones from source (same seeds, same moves).
    """
    exe = _exe(dist, "ZooArcade") if build == "onefile" else _exe(dist / "ZooArcade-folder", "ZooArcade-folder")
    args = ["simulate", "--game", "apocalypse", "--seats", "ai:normal,ai:easy", "--games", "1", "--seed", "2",
            "--quiet"]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(tmp_path / "home"))
    frozen = subprocess.run([str(exe), *args, "--worker"], env=env, cwd=tmp_path, capture_output=True, text=True,
                            timeout=300)
    assert frozen.returncode == 0, frozen.stdout + frozen.stderr
    assert "thought about in the AI worker process" in frozen.stdout
    source = subprocess.run([sys.executable, "-m", "zooarcade", *args], env=env, cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert source.returncode == 0, source.stderr
    assert frozen.stdout.startswith(source.stdout), "the same moves in the frozen worker as in-process from source"
