"""``python main.py --load FILE`` and ``--replay FILE`` as real processes (dummy SDL, ZOOARCADE_HOME set).

A good file opens; a damaged one gives a clear one-line reason on stderr and a
clean exit, and the file is left exactly as it was.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.test_cli import run
from zooarcade.gallery import demo_session
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.storage.replays import export_replay
from zooarcade.storage.saves import SaveStore


def _save(tmp_path: Path) -> Path:
    path = SaveStore(tmp_path / "elsewhere").autosave(demo_session("apocalypse", seed=5, moves=10))
    assert path is not None
    return path


def _replay(tmp_path: Path) -> Path:
    session = GameSession(MatchSetup("apocalypse", parse_seats("human,ai:easy"), 21))
    rng = random.Random(21)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return export_replay(session, tmp_path / "game.replay.json")


def test_load_a_good_save(tmp_path):
    path = _save(tmp_path)
    before = path.read_bytes()
    proc = run(["--load", str(path), "--frames", "5"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "could not" not in proc.stderr.lower()
    assert path.read_bytes() == before


def test_replay_a_good_file(tmp_path):
    proc = run(["--replay", str(_replay(tmp_path)), "--frames", "5"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "could not" not in proc.stderr.lower()


@pytest.mark.parametrize("option", ["--load", "--replay"])
@pytest.mark.parametrize("kind, content, words", [
    ("truncated", '{"format": "zooarcade-save", "schema": 1, "seed": 4', "truncated"),
    ("not_json", "definitely not json", "not valid JSON"),
    ("missing", None, "does not exist"),
])
def test_damaged_file_gives_a_clear_message_and_no_crash(tmp_path, option, kind, content, words):
    path = tmp_path / "broken.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    proc = run([option, str(path), "--frames", "5"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if "could not open" in line]
    assert len(lines) == 1 and words.lower() in lines[0].lower(), proc.stderr
    assert not list((tmp_path / "home" / "log").glob("crash-*.log")), "no crash report"
    if content is not None:
        assert path.read_text(encoding="utf-8") == content


def test_load_a_save_with_an_illegal_history(tmp_path):
    path = _save(tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["steps"].insert(0, doc["steps"][1])
    doc["steps"].insert(0, doc["steps"][1])
    path.write_text(json.dumps(doc), encoding="utf-8")
    proc = run(["--load", str(path), "--frames", "5"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "do not fit this deal" in proc.stderr and "Traceback" not in proc.stderr
