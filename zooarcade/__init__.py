"""Zoo Arcade: four zoo-themed tabletop games in one pygame-ce arcade."""

__version__ = "0.1.0"
