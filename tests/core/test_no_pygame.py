"""The rules core must stay pure Python: importing it never imports pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
import zooarcade.core
import zooarcade.games.apocalypse.rules
import zooarcade.games.apocalypse
from zooarcade.games.registry import get_spec
spec = get_spec("apocalypse")
state = spec.new_state(2, {}, 1)
state.apply(state.legal_actions()[0])
spec.heuristic(state, 0)
loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
print(",".join(loaded) or "clean")
"""


def test_rules_core_does_not_import_pygame() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "clean"


def test_the_check_would_see_pygame() -> None:
    # Guard against a vacuous test: the same probe reports pygame once something imports it.
    probe = "import sys, pygame\nprint('pygame' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "True"
