"""Run the test suite from a fresh clone: ``python3 tools/test.py [pytest args]`` (Windows: ``py tools\\test.py``).

Makes (or updates) the virtual environment ``.venv`` with ``pip install -e .[test,build]`` when needed,
then runs ``python -m pytest -n 2`` inside it (see :func:`zooarcade.bootstrap.run_tests`).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zooarcade.bootstrap import run_tests  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_tests(sys.argv[1:]))
