"""Case 001 and the standalone executable: build both outputs with the README's command, run their self-test.

The build goes to a temporary folder (``--distpath`` / ``--workpath``; the README's command without
them writes to the git-ignored ``dist/`` and ``build/zooarcade/``).  Each executable then runs
``--selftest`` from another folder with a clean environment — no ``PYTHONPATH``, no virtual
environment, the checkout neither the working directory nor on any path — which walks every
screen the way a player does (``zooarcade/walkthrough.py``).

Slow but part of CI (it needs the ``build`` extra, which the README's test command installs): the
build of both outputs takes about 12 s on 2 cores (PyInstaller's analysis is shared by the two, so
building only one would save under a second), each self-test about 5 s.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: one-file size budget (issue: Standalone executable), in bytes.
ONEFILE_BUDGET = 40 * 1024 * 1024
#: every check the self-test runs (zooarcade/selftest.py).
CHECKS = ("runtime", "games", "assets", "screens", "gallery", "save")
#: the entry point of ``python -m zooarcade``: the executable starts at main.py instead.
NOT_BUNDLED = {"zooarcade.__main__"}

pytestmark = pytest.mark.slow


#: the longest the build may take, in seconds (it takes about 12 s on 2 cores).
BUILD_TIMEOUT = 900


def _shared_folder(tmp_path_factory) -> Path:
    """A temporary folder all pytest-xdist workers of this run share (this run's own without xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Path:
    """Build both outputs of build/zooarcade.spec once per test run (the README's command, into a temporary
    folder, with a PyInstaller cache of its own); return that folder.

    Under ``pytest -n 2`` the tests of this module may run on both workers: the first to create the
    folder builds, the other waits for its result, so the two cores never build twice.
    """
    pytest.importorskip("PyInstaller", reason="install the build extra: pip install -e '.[build]'")
    out = _shared_folder(tmp_path_factory) / "zooarcade-build"
    result_file = out / "result.txt"
    try:
        out.mkdir()
    except FileExistsError:  # another worker builds: wait for what it reports
        for _ in range(BUILD_TIMEOUT * 4):
            if result_file.exists():
                break
            time.sleep(0.25)
    else:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYINSTALLER_CONFIG_DIR=str(out / "cache"))
        env.pop("ZOOARCADE_BUILD", None)
        cmd = [sys.executable, "-m", "PyInstaller", str(ROOT / "build" / "zooarcade.spec"), "--noconfirm",
               "--distpath", str(out / "dist"), "--workpath", str(out / "work")]
        try:
            done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=BUILD_TIMEOUT)
            report = f"{done.returncode}\n{done.stderr[-3000:]}"
        except subprocess.TimeoutExpired:
            report = f"timeout\nthe build took more than {BUILD_TIMEOUT} s"
        (out / "result.tmp").write_text(report, encoding="utf-8")
        (out / "result.tmp").replace(result_file)
    assert result_file.exists(), "the other worker's build never finished"
    code, _, log = result_file.read_text(encoding="utf-8").partition("\n")
    assert code == "0", log
    return out


@pytest.fixture(scope="module")
def dist(build) -> Path:
    return build / "dist"


def _exe(folder: Path, name: str) -> Path:
    return folder / (name + (".exe" if sys.platform == "win32" else ""))


EXECUTABLES = {"one-file": ("", "ZooArcade"), "one-folder": ("ZooArcade-folder", "ZooArcade-folder")}


def _clean_env(tmp_path: Path) -> dict[str, str]:
    """An environment with nothing of the checkout or the test's Python: no PYTHONPATH, no venv."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "player"), "TMPDIR": str(tmp_path),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ZOOARCADE_HOME": str(tmp_path / "home"),
           # a player's own locale: under the bare C locale Python turns UTF-8 mode on by itself (PEP 540),
           # which hid that the spec's option was not the bootloader's spelling
           "LANG": "C.UTF-8"}
    for name in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP"):  # Windows cannot start a process without them
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def _run(exe: Path, args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    return subprocess.run([str(exe), *args], env=_clean_env(tmp_path), cwd=elsewhere, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("kind", list(EXECUTABLES))
def test_the_self_test_passes_in_both_executables(dist, tmp_path, kind):
    folder, name = EXECUTABLES[kind]
    exe = _exe(dist / folder, name)
    assert exe.is_file()
    result = _run(exe, ["--selftest"], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    for check in CHECKS:
        assert f"selftest {check}: ok" in result.stdout, result.stdout
    assert "(executable), UTF-8 mode on" in result.stdout
    assert "14 screens" in result.stdout and "SettingsScene" in result.stdout
    assert "all checks passed" in result.stdout


def test_the_one_file_build_fits_its_budget(dist):
    size = _exe(dist, "ZooArcade").stat().st_size
    assert size <= ONEFILE_BUDGET, f"one-file build is {size / 2**20:.1f} MB, budget 40 MB"


def test_every_module_of_the_package_is_bundled(build):
    """What case 001 found missing (settings, statistics, credits, board preview, board_draw, rules_text...)."""
    toc = ast.literal_eval((build / "work" / "zooarcade" / "PYZ-00.toc").read_text(encoding="utf-8"))
    bundled = {entry[0] for entry in toc[1]}
    package = ROOT / "zooarcade"
    modules = set()
    for path in package.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        modules.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    missing = sorted(modules - NOT_BUNDLED - bundled)
    assert not missing, f"not in the bundle: {missing}"


def test_the_bundle_leaves_out_what_it_carries_for_nothing(dist):
    files = [p.name for p in (dist / "ZooArcade-folder").rglob("*") if p.is_file()]
    assert not [f for f in files if f.startswith(("libcrypto", "libssl", "_hashlib", "_ssl"))]
    assert not [f for f in files if f.startswith(("_codecs_", "_multibytecodec", "_decimal"))]
    assert "menu_loop.ogg" in files and "menu_loop.wav" not in files
    assert "asset_names.json" in files


def test_saves_never_go_next_to_the_executable(dist, tmp_path):
    exe = _exe(dist, "ZooArcade")
    before = set(dist.iterdir())
    assert _run(exe, ["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--frames", "120"],
                tmp_path).returncode == 0
    assert set(dist.iterdir()) == before
    assert any((tmp_path / "home").rglob("*.json")), "the game saved nothing into the user folder"


def test_bad_command_line_exits_2(dist, tmp_path):
    assert _run(_exe(dist, "ZooArcade"), ["--game", "nope"], tmp_path).returncode == 2


@pytest.mark.parametrize("kind", list(EXECUTABLES))
def test_the_ai_worker_process_runs_in_both_executables(dist, tmp_path, kind):
    """Case 005: the frozen executable starts again as the AI worker (freeze_support) and thinks there.

    ``simulate --worker`` sends every decision to the worker process and fails if one could not be
    thought about there; its results equal the in-process ones from source (same seeds, same moves).
    """
    folder, name = EXECUTABLES[kind]
    args = ["simulate", "--game", "apocalypse", "--seats", "ai:normal,ai:easy", "--games", "1", "--seed", "2",
            "--quiet"]
    frozen = _run(_exe(dist / folder, name), [*args, "--worker"], tmp_path)
    assert frozen.returncode == 0, frozen.stdout + frozen.stderr[-4000:]
    assert "thought about in the AI worker process" in frozen.stdout
    source = subprocess.run([sys.executable, "-m", "zooarcade", *args], cwd=ROOT, capture_output=True, text=True,
                            timeout=300, env=dict(os.environ, ZOOARCADE_HOME=str(tmp_path / "source-home")))
    assert source.returncode == 0, source.stderr
    assert frozen.stdout.startswith(source.stdout), "the same moves in the frozen worker as in-process from source"
