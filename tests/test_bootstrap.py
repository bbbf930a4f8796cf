"""Case 006: the README's two commands work on a stock machine (only ``python3``, an externally-managed
system Python, maybe no ``python3-venv``) and on Windows.  None of these tests needs the network: the
logic is tested in-process, and the real ``main.py`` runs in a throw-away copy with no packages at all.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from zooarcade import bootstrap

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    """The command lines of the README's Quick start block (comments dropped)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"## Quick start.*?```sh\n(.*?)```", text, re.S)
    assert block, "the README has a Quick start code block"
    return [line.strip() for line in block.group(1).splitlines() if line.strip() and not line.startswith("#")]


def test_the_readme_commands_need_nothing_but_python3_and_ci_runs_the_test_one():
    """Case 006: the first command failed outside a virtual environment (no ``python``, externally managed)."""
    commands = readme_commands()
    assert commands == ["python3 main.py", "python3 tools/test.py"]
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert any(line == commands[1] or line.startswith(commands[1] + " ||") for line in ci), \
        ".ci/run calls exactly the README's test command"
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "py main.py" in text and "py tools\\test.py" in text, "the Windows lines are given"
    assert "sudo apt install python3-venv" in text


def test_the_decision_before_starting():
    assert bootstrap.decide(frozen=True, missing=["pygame"], guarded=False) == "run"
    assert bootstrap.decide(frozen=False, missing=[], guarded=False) == "run"
    assert bootstrap.decide(frozen=False, missing=["pygame"], guarded=False) == "bootstrap"
    assert bootstrap.decide(frozen=False, missing=["pygame"], guarded=True) == "fail", "never loops"


def test_missing_modules_counts_upstream_pygame_as_missing():
    found = {"pygame": object(), "pytweening": object()}
    assert bootstrap.missing_modules(("pygame", "pytweening", "platformdirs"), found.get) == ["platformdirs"]
    assert bootstrap.missing_modules(bootstrap.GAME.modules) == [], "this interpreter has pygame-ce"
    assert bootstrap.TESTS.spec == ".[test,build]" and bootstrap.GAME.spec == "."


def test_without_venv_the_message_names_the_package(tmp_path, monkeypatch, capsys):
    """Debian/Ubuntu without python3-venv: one clear message, exit code 3, nothing half-made."""
    monkeypatch.setattr(bootstrap, "venv_available", lambda find=None: False)
    monkeypatch.setattr(bootstrap, "missing_modules", lambda modules, find=None: ["pygame"])
    monkeypatch.delenv(bootstrap.GUARD, raising=False)
    (tmp_path / "pyproject.toml").write_text("[project]\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        _main_or_exit_in(tmp_path)
    assert stop.value.code == 3
    err = capsys.readouterr().err
    assert "sudo apt install python3-venv" in err and "py main.py" in err and str(tmp_path / ".venv") in err
    assert not (tmp_path / ".venv").exists()


def _main_or_exit_in(root: Path) -> None:
    try:
        bootstrap.ensure(bootstrap.GAME, root / "main.py", [], root=root)
    except bootstrap.BootstrapError as exc:
        print(f"zooarcade: {exc}", file=sys.stderr)
        sys.exit(3)


def test_the_install_stamp_follows_pyproject(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    venv = tmp_path / ".venv"
    venv.mkdir()
    assert bootstrap.needs_install(venv, bootstrap.TESTS, tmp_path)
    bootstrap.stamp_path(venv, bootstrap.TESTS).write_text(bootstrap.project_hash(tmp_path), encoding="utf-8")
    assert not bootstrap.needs_install(venv, bootstrap.TESTS, tmp_path)
    assert bootstrap.needs_install(venv, bootstrap.GAME, tmp_path), "each extras set has its own stamp"
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\ndependencies = ['y']\n", encoding="utf-8")
    assert bootstrap.needs_install(venv, bootstrap.TESTS, tmp_path)
    assert bootstrap.venv_python(venv).name in ("python", "python.exe")


def test_main_py_with_a_bare_python_bootstraps_instead_of_crashing(tmp_path):
    """The real ``main.py`` in a copy of the tree, run by a Python without site-packages (``-E -S``: no pygame).

    Inside the re-run guard it must stop with the message rather than import pygame and crash (or loop);
    without the guard it would make ``.venv`` and install, which needs the network (done by hand, see README).
    """
    copy = tmp_path / "clone"
    (copy / "zooarcade").mkdir(parents=True)
    shutil.copy(ROOT / "main.py", copy / "main.py")
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    shutil.copy(ROOT / "zooarcade" / "__init__.py", copy / "zooarcade" / "__init__.py")
    shutil.copy(ROOT / "zooarcade" / "bootstrap.py", copy / "zooarcade" / "bootstrap.py")
    env = dict(os.environ, **{bootstrap.GUARD: "1"})
    proc = subprocess.run([sys.executable, "-E", "-S", str(copy / "main.py"), "--version"], cwd=copy, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3, proc.stderr
    assert "still lacks pygame" in proc.stderr and "Traceback" not in proc.stderr
    assert not (copy / ".venv").exists()
