"""``python -m zooarcade``: the same app as ``main.py``."""

import sys

from zooarcade.app import main

if __name__ == "__main__":
    sys.exit(main())
