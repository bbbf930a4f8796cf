"""Zoo Vadis as plain data: the board graph, the laurel tokens, the species and the limits (no rules, no pygame).

Source: ``shared/rules/zoo_vadis.md`` ("Board", "Rules the seed leaves open", "Deals in a digital
game"), which takes the graph of the original *Quo Vadis?* (1992) board.  Every number the rules
use lives here so balance can be tuned without touching :mod:`zooarcade.games.zoo_vadis.rules`.
Exhibit ids are ``"X0"`` … ``"X14"``; ``X13`` is the Star Exhibit at the top, ``X0``-``X3`` are the
four bottom exhibits where animals are added.  Paths and tunnels are one-way upward, from
the first id of a pair to the second.

The rules read the board through :class:`zooarcade.games.zoo_vadis.board.Board` (indexed tables
built from this module).  Everything the table needs to *draw* the board is here too; the painter is
:class:`zooarcade.ui.graph_board.GraphBoardPainter` and
:func:`zooarcade.ui.graph_board.zoo_vadis_graph` turns this module into a
:class:`~zooarcade.ui.graph_board.BoardGraph`.

Units: spaces are animal places; positions are fractions (0..1) of the board's
width and height, origin top left.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

#: every exhibit id, bottom row first (display order).
EXHIBITS: tuple[str, ...] = ("X0", "X1", "X2", "X3", "X4", "X5", "X6", "X7", "X8", "X9", "X10", "X11", "X12",
                             "X14", "X13")  # fmt: skip

#: the Star Exhibit (the game ends when its spaces are full).
STAR = "X13"

#: the four bottom exhibits ("Add an animal to the zoo" places here).
BOTTOM: tuple[str, ...] = ("X0", "X1", "X2", "X3")

#: spaces per exhibit on the 3-5 player side of the board.
SPACES_3_TO_5: Mapping[str, int] = MappingProxyType({
    "X0": 1, "X1": 5, "X2": 1, "X3": 3, "X4": 1, "X5": 1, "X6": 3, "X7": 1,
    "X8": 3, "X9": 5, "X10": 1, "X11": 1, "X12": 3, "X14": 3, "X13": 5,
})  # fmt: skip

#: spaces per exhibit on the 6-7 player side (our design; a 5-space Star may be offered as an option).
SPACES_6_TO_7: Mapping[str, int] = MappingProxyType({
    "X0": 1, "X1": 7, "X2": 1, "X3": 5, "X4": 1, "X5": 1, "X6": 3, "X7": 1,
    "X8": 3, "X9": 7, "X10": 1, "X11": 1, "X12": 3, "X14": 5, "X13": 7,
})  # fmt: skip

#: height of each exhibit above the bottom row (0 = bottom, 4 = the Star).
ROWS: Mapping[str, int] = MappingProxyType({
    "X0": 0, "X1": 0, "X2": 0, "X3": 0, "X4": 1, "X5": 1, "X6": 1, "X7": 1,
    "X8": 2, "X9": 2, "X10": 2, "X11": 2, "X12": 3, "X14": 3, "X13": 4,
})  # fmt: skip

#: paths (from, to), each leading one row or more upward.
PATHS: tuple[tuple[str, str], ...] = (
    ("X0", "X4"), ("X4", "X8"), ("X8", "X12"), ("X12", "X13"), ("X1", "X8"), ("X1", "X5"), ("X5", "X9"),
    ("X9", "X13"), ("X2", "X6"), ("X6", "X9"), ("X6", "X11"), ("X11", "X14"), ("X14", "X13"), ("X3", "X6"),
    ("X3", "X7"), ("X7", "X10"), ("X10", "X14"),
)  # fmt: skip

#: tunnels (from, to): one-way upward, no laurel, usable only with the Armadillo ability.
TUNNELS: tuple[tuple[str, str], ...] = (("X1", "X9"), ("X6", "X14"), ("X3", "X10"))

#: how far each tunnel's drawn curve bows sideways, as a fraction of its length (+ = to the
#: left of the direction of travel), so it avoids the exhibit it bypasses.
TUNNEL_BEND: Mapping[tuple[str, str], float] = MappingProxyType({
    ("X1", "X9"): -0.28, ("X6", "X14"): -0.08, ("X3", "X10"): -0.32,
})  # fmt: skip

#: the path whose laurel space holds the Zoo Keeper at the start (directly below the Star).
ZOO_KEEPER_START: tuple[str, str] = ("X9", "X13")

#: exhibits holding a peacock at the start, per player count (our design).
PEACOCK_STARTS: Mapping[int, tuple[str, ...]] = MappingProxyType({
    3: ("X1", "X8"), 4: ("X1", "X9"), 5: ("X1", "X9"), 6: ("X1", "X9"), 7: ("X9",),
})  # fmt: skip

#: where each exhibit's centre is drawn, as fractions of the board's (width, height); after the
#: original board's photo.
POSITIONS: Mapping[str, tuple[float, float]] = MappingProxyType({
    "X0": (0.09, 0.91), "X1": (0.32, 0.88), "X2": (0.67, 0.91), "X3": (0.88, 0.88),
    "X4": (0.09, 0.69), "X5": (0.32, 0.65), "X6": (0.69, 0.66), "X7": (0.90, 0.65),
    "X8": (0.16, 0.47), "X9": (0.50, 0.44), "X10": (0.90, 0.47), "X11": (0.73, 0.32),
    "X12": (0.13, 0.21), "X14": (0.88, 0.21), "X13": (0.51, 0.13),
})  # fmt: skip

#: display names of the exhibits (our flavour; the rulebook names none but the Star Exhibit).
NAMES: Mapping[str, str] = MappingProxyType({
    "X0": "Duck Pond", "X1": "Big Meadow", "X2": "Rock Garden", "X3": "Bamboo Grove",
    "X4": "Reed Bank", "X5": "Sand Pit", "X6": "Savanna", "X7": "Fern Gully",
    "X8": "Palm Court", "X9": "Central Lawn", "X10": "Cactus Hill", "X11": "Lookout",
    "X12": "Rainforest", "X14": "Waterfall", "X13": "Star Exhibit",
})  # fmt: skip

#: a decoration icon (``art/icons/<name>.svg``) drawn in each exhibit's corner.
DECOR: Mapping[str, str] = MappingProxyType({
    "X0": "droplet", "X1": "herb", "X2": "rock", "X3": "tree", "X4": "droplet", "X5": "rock",
    "X6": "palm_tree", "X7": "herb", "X8": "palm_tree", "X9": "herb", "X10": "rock", "X11": "tree",
    "X12": "tree", "X14": "droplet", "X13": "glowing_star",
})  # fmt: skip

#: exhibit sizes whose outgoing paths carry a laurel space (documented: 3, 5 or 7 spaces).
LAUREL_ORIGIN_SPACES: frozenset[int] = frozenset({3, 5, 7})

#: laurel tokens: the "I" supply beside the board, and the bag's content by kind.
I_SUPPLY = 60
BAG: Mapping[str, int] = MappingProxyType({
    "II": 4, "II_ZOO_KEEPER": 4, "II_PEACOCK": 3, "II_ABILITY": 4, "III": 12, "IV": 9, "V": 6,
})  # fmt: skip

#: every token kind, in a fixed order (index = kind number in the rules' count vectors).
TOKEN_KINDS: tuple[str, ...] = ("I", "II", "II_ZOO_KEEPER", "II_PEACOCK", "II_ABILITY", "III", "IV", "V")
#: laurels a token is worth, by kind (every II variant is worth 2).
TOKEN_VALUE: Mapping[str, int] = MappingProxyType({
    "I": 1, "II": 2, "II_ZOO_KEEPER": 2, "II_PEACOCK": 2, "II_ABILITY": 2, "III": 3, "IV": 4, "V": 5,
})  # fmt: skip
#: how many tokens of each kind the game has (102 in all).
ALL_TOKENS: Mapping[str, int] = MappingProxyType({"I": I_SUPPLY, **BAG})
#: I tokens each seat takes from the supply at setup.
START_I = 2
#: a peacock takes one bribe of at least this value (any II variant counts as II).
BRIBE_MIN_VALUE = 2
#: I tokens from the supply for advancing a peacock (not for one carried by the Rhino).
PEACOCK_I_REWARD = 1

#: the seven species, each with its ability (``ability = species``), in the rulebook's order.
SPECIES: tuple[str, ...] = ("rhino", "crocodile", "marmoset", "ibis", "hyena", "tiger", "armadillo")
#: display names of the species.
SPECIES_NAMES: Mapping[str, str] = MappingProxyType({
    "rhino": "Rhino", "crocodile": "Crocodile", "marmoset": "Marmoset", "ibis": "Ibis", "hyena": "Hyena",
    "tiger": "Tiger", "armadillo": "Armadillo",
})  # fmt: skip
#: I tokens an ability's owner takes from the supply each time the ability is used (our design, to tune).
ABILITY_I_REWARD: Mapping[str, int] = MappingProxyType({
    "hyena": 1, "tiger": 2, "marmoset": 1, "crocodile": 1, "ibis": 1, "armadillo": 1, "rhino": 0,
})  # fmt: skip
#: animal figures per species, and ability tiles per species.
ANIMALS_PER_SPECIES = 6
TILES_PER_SPECIES = 2

#: the game also ends after this many full rounds in which no piece entered an exhibit (spec rule 8).
STALL_ROUNDS = 5
#: ... or when this round ends (spec rule 8).
MAX_ROUNDS = 100

#: deals (spec "Deals in a digital game", our engine limits): transactions a seat may start in one
#: turn (Back counts), tokens in one offer, and the steps above the offer a counter may ask for.
COMPOSE_PER_TURN = 4
OFFER_CAP = 2
COUNTER_STEPS: tuple[int, ...] = (1, 2, 3, 4, 5)

MIN_PLAYERS, MAX_PLAYERS = 3, 7
#: Star Exhibit sizes a game may use: 5 on the 3-5 side; 7 (default) or 5 on the 6-7 side.
STAR_CHOICES: Mapping[int, tuple[int, ...]] = MappingProxyType({
    3: (5,), 4: (5,), 5: (5,), 6: (7, 5), 7: (7, 5),
})  # fmt: skip


def spaces_for(players: int, star: int | None = None) -> Mapping[str, int]:
    """Return the spaces per exhibit of the board side used by ``players`` players.

    Args:
        players: 3..7.
        star: the Star Exhibit's size (``None``: the side's own, 5 or 7); 5 on the 6-7 side is the
            "5-space Star" option.

    Raises:
        ValueError: ``players`` is outside 3..7 (there is no 2-player board), or ``star`` is not offered.
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Zoo Vadis takes {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
    side = SPACES_3_TO_5 if players <= 5 else SPACES_6_TO_7
    if star is None or star == side[STAR]:
        return side
    if star not in STAR_CHOICES[players]:
        raise ValueError(f"a {star}-space Star Exhibit is not offered for {players} players")
    return MappingProxyType({**side, STAR: star})


def laurel_paths(spaces: Mapping[str, int]) -> tuple[tuple[str, str], ...]:
    """Return the paths that carry a laurel space: those leaving a 3-, 5- or 7-space exhibit.

    Args:
        spaces: spaces per exhibit (:data:`SPACES_3_TO_5` or :data:`SPACES_6_TO_7`).

    Returns:
        The matching entries of :data:`PATHS`, in the same order (10 on either side).
    """
    return tuple(p for p in PATHS if spaces[p[0]] in LAUREL_ORIGIN_SPACES)


def laurel_id(path: tuple[str, str]) -> str:
    """Return the id of the laurel space on ``path``: ``("X9", "X13")`` → ``"X9>X13"``."""
    return f"{path[0]}>{path[1]}"
