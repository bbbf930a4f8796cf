"""Launch Zoo Arcade: ``python main.py [options]`` (see ``--help``)."""

import sys

from zooarcade.app import main

if __name__ == "__main__":
    sys.exit(main())
