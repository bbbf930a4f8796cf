"""Seeded random number generator kept inside a game state.

Python's :mod:`random` does not promise the same sequence across versions for
``shuffle``/``randrange``, and its state is awkward to store in JSON.  Every
game therefore carries an :class:`Rng` whose whole state is one 64-bit
integer (SplitMix64), so a save file holds it exactly and the same seed plus
the same actions always rebuild the same game.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


@dataclass
class Rng:
    """SplitMix64 generator; ``state`` is the full state (a 64-bit int).

    Example::

        >>> r = Rng.from_seed(7)
        >>> r.randrange(10) == Rng.from_seed(7).randrange(10)
        True
    """

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int | str) -> Rng:
        """Return a generator for ``seed`` (an int, or any string, hashed stably with 64-bit FNV-1a)."""
        if isinstance(seed, str):
            value = 14695981039346656037  # FNV-1a 64-bit offset basis
            for byte in seed.encode("utf-8"):
                value = ((value ^ byte) * 1099511628211) & _MASK64
            seed = value
        return cls(state=int(seed) & _MASK64)

    def next_u64(self) -> int:
        """Advance and return the next 64-bit unsigned integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``.

        Raises:
            ValueError: if ``n`` is not positive.
        """
        if n <= 0:
            raise ValueError(f"randrange needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Return a float in ``[0.0, 1.0)`` with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, uniformly.

        Raises:
            IndexError: if ``items`` is empty.
        """
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """Return an independent generator derived from this one (advances this one)."""
        return Rng(state=self.next_u64())

    def copy(self) -> Rng:
        """Return a generator with the same state."""
        return Rng(state=self.state)
