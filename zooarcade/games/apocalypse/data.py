"""Apocalypse at the Zoo of Carson City: constants (data, not logic).

Apocalypse: Components and setup.
"""

from __future__ import annotations

from types import MappingProxyType

GRID = 5
LOCATIONS = GRID * GRID
#: zoo card values 0..4, ten of each.
ZOO_VALUES = (0, 1, 2, 3, 4)
COPIES_PER_VALUE = 10
ZOO_CARDS = len(ZOO_VALUES) * COPIES_PER_VALUE
#: one card of each of these values hides a mutant back.
INFECTED_VALUES = (0, 1, 2, 3)
#: each seat's character values, all in hand at the start.
CHARACTER_VALUES = (3, 4, 5, 6)
MIN_PLAYERS = 2
MAX_PLAYERS = 4
#: what a zoo card value stands for (the table's tooltips).
ZOO_MEANING = MappingProxyType({
    0: "Empty enclosure",
    1: "Badly mutated",
    2: "Mutating",
    3: "Slightly mutated",
    4: "Healthy animal",
})


#: the column names, left to right, as the board writes them above the grid (rows are numbered 1-5 down its left).
COLUMN_NAMES = "ABCDE"


def loc_name(loc: int) -> str:
    """Return the name of a location index 0..24 as the board's edges label it: column letter, then row number.

    ``loc_name(7)`` is ``"C2"`` (row 2, column 3): the letters run along the top of the grid, the numbers
    down its left side (``layout.grid_label_tags``), so a square named in the log is found at a glance.
    """
    return f"{COLUMN_NAMES[loc % GRID]}{loc // GRID + 1}"


def _compute_neighbours(loc: int) -> tuple[int, ...]:
    r, c = divmod(loc, GRID)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < GRID and 0 <= cc < GRID:
            out.append(rr * GRID + cc)
    return tuple(out)


#: ``neighbours`` of every location, computed once (hot path of the rules and the AI).
_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_compute_neighbours(loc) for loc in range(LOCATIONS))


def neighbours(loc: int) -> tuple[int, ...]:
    """Return the orthogonal neighbours of location ``loc`` (index 0..24), in a fixed order."""
    if 0 <= loc < LOCATIONS:
        return _NEIGHBOURS[loc]
    return _compute_neighbours(loc)


def max_turns(num_players: int) -> int:
    """Upper bound on actions in a game: every action moves one card into a pile."""
    return ZOO_CARDS + len(CHARACTER_VALUES) * num_players
