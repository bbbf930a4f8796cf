"""Zoo Arcade: four zoo-themed tabletop games in one pygame-ce arcade."""

import os as _os

__version__ = "0.1.0"

# Keep pygame's start-up banner off stdout (a windowed build has no stdout at all).
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
