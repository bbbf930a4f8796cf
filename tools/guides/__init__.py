"""The lessons of ``tools/make_guide.py``, one module per game."""

from __future__ import annotations

from guides.apocalypse import LESSON as APOCALYPSE
from guides.zoo_fighters import LESSON as ZOO_FIGHTERS
from guides.zoo_vadis import LESSON as ZOO_VADIS
from guides.zop_zoo import LESSON as ZOP_ZOO

LESSONS = {lesson.game_id: lesson for lesson in (APOCALYPSE, ZOP_ZOO, ZOO_VADIS, ZOO_FIGHTERS)}
