"""One package per game: rules (pure Python), data, AI heuristics and the pygame table scene."""
