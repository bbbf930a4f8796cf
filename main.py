"""Launch Zoo Arcade: ``python3 main.py [options]`` (Windows: ``py main.py``; see ``--help``).

From a fresh clone this first makes a virtual environment ``.venv`` with the game's packages
(see :mod:`zooarcade.bootstrap`) when the Python running it lacks them.
"""

import sys
from pathlib import Path

from zooarcade.bootstrap import GAME, main_or_exit

if __name__ == "__main__":
    main_or_exit(GAME, Path(__file__).resolve(), sys.argv[1:])
    from zooarcade.app import main

    sys.exit(main())
