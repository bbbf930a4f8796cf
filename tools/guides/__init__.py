"""The lessons of ``tools/make_guide.py``, one module per game."""

from __future__ import annotations

from guides.apocalypse import LESSON as APOCALYPSE

LESSONS = {APOCALYPSE.game_id: APOCALYPSE}
