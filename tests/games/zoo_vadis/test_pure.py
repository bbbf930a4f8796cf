"""Zoo Vadis stays pure Python: its rules, data, narration and AI never import pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import sys
from zooarcade.games.zoo_vadis import spec
from zooarcade.ai import make_agent
sp = spec()
state = sp.new_state(3, {}, 1)
agent = make_agent("normal", sp, 1)
for _ in range(6):
    seat = state.current_player
    state.apply(agent.choose(state.view(seat), state.legal_actions(), state.decision()))
sp.narrator.opening(state, ["You", "Ann", "Bo"])
loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
print(",".join(loaded) or "clean")
"""


def test_zoo_vadis_does_not_import_pygame() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "clean"
