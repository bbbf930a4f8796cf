"""The command line, run as a real process (``python main.py ...``) with dummy SDL drivers."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HAS_TABLE = importlib.util.find_spec("zooarcade.games.apocalypse.scene") is not None
HAS_SIMULATE = importlib.util.find_spec("zooarcade.simulate") is not None


def run(args: list[str], tmp_path: Path, module: bool = False, timeout: float = 240) -> subprocess.CompletedProcess:
    """Run the arcade with ``args``; return the finished process (text stdout/stderr)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOOARCADE_HOME=str(tmp_path / "home"))
    cmd = [sys.executable, "-m", "zooarcade", *args] if module else [sys.executable, str(ROOT / "main.py"), *args]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def test_help_lists_every_option(tmp_path):
    proc = run(["--help"], tmp_path)
    assert proc.returncode == 0
    for option in ("--game", "--seats", "--seed", "--frames", "--size", "--fullscreen", "--load", "--replay",
                   "simulate"):
        assert option in proc.stdout, option


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--game", "chess"], "unknown game"),
        (["--game", "apocalypse", "--seats", "human,robot"], "bad seat"),
        (["--game", "apocalypse", "--seats", "human"], "seats"),
        (["--game", "apocalypse", "--seats", "ai:easy,ai:easy,ai:easy,ai:easy,ai:easy"], "seats"),
        (["--size", "big"], "--size"),
        (["--frobnicate"], "frobnicate"),
        (["--frames", "-1"], "--frames"),
        (["--frames=-1"], "--frames"),
        (["--selftest", "--frames", "-1"], "--frames"),
        (["--seed", "-3", "--selftest"], "--seed"),
    ],
    ids=["unknown-game", "bad-seat", "one-seat", "five-seats", "bad-size", "unknown-option",
         "negative-frames", "negative-frames-equals", "selftest-negative-frames", "selftest-negative-seed"],
)
def test_bad_command_lines_exit_2_with_one_line(tmp_path, args, needle):
    proc = run(args, tmp_path)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert needle in lines[0]
    assert lines[0].startswith("zooarcade: error:")


def test_a_game_without_a_table_is_refused_on_the_command_line(tmp_path):
    from zooarcade.games.registry import GAMES

    unbuilt = [g.id for g in GAMES if not g.built]
    if not unbuilt:
        pytest.skip("every game of the catalogue has its table")
    proc = run(["--game", unbuilt[0]], tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "not playable" in proc.stderr and proc.stderr.startswith("zooarcade: error:")


def test_module_runs_a_few_frames(tmp_path):
    proc = run(["--frames", "5"], tmp_path, module=True)
    assert proc.returncode == 0, proc.stderr


def test_main_runs_a_few_frames_at_800x600(tmp_path):
    proc = run(["--frames", "5", "--size", "800x600"], tmp_path)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.skipif(not HAS_TABLE, reason="zooarcade.games.apocalypse.scene (the table) does not exist yet")
def test_ai_match_runs_600_frames(tmp_path):
    proc = run(["--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--seed", "3", "--frames", "600"], tmp_path)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.skipif(not HAS_SIMULATE, reason="zooarcade/simulate.py does not exist yet")
def test_simulate_subcommand(tmp_path):
    args = ["simulate", "--game", "apocalypse", "--seats", "ai:easy,ai:easy", "--games", "3", "--seed", "1",
            "--quiet"]
    proc = run(args, tmp_path, module=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip()


@pytest.mark.skipif(not HAS_SIMULATE, reason="zooarcade/simulate.py does not exist yet")
def test_simulate_bad_game_exits_2(tmp_path):
    proc = run(["simulate", "--game", "chess", "--seats", "ai:easy,ai:easy"], tmp_path, module=True)
    assert proc.returncode == 2


def test_a_refused_command_line_reaches_a_windowed_build(monkeypatch):
    """Case 006: ``--frames -1`` was "accepted without comment": the windowed executable has no stderr,
    so the one-line refusal went nowhere.  There it goes to a message box, still with exit code 2."""
    import pygame

    from zooarcade import app

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(app, "_setup_logging", lambda: None)  # no log file left behind for later tests
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")  # as in a real desktop session; the box itself is a spy
    monkeypatch.setattr(pygame.display, "message_box", lambda title, message, **kw: shown.append((title, message)))
    assert app.main(["--frames", "-1"]) == 2
    assert shown == [("Zoo Arcade", "zooarcade: error: --frames must be 0 or more")]
