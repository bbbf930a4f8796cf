"""ZOP ZOO: every card as data (our resolved spec ``rules/zop_zoo.md``, "Documented" and "Deck list").

126 cards with stable integer ids:

* White deck, ids ``0..51``: 36 Category cards (``0..35``, in category order), 10 Lower-Half
  Connect cards (``36..45``, one per category), 6 Minus cards (``46..51``).
* Black deck, ids ``52..125``: the 36 Category matches (``52 + i`` matches white ``i``), 10
  Upper-Half Connect cards (``88..97``), 6 ANTI-Minus (``98..103``), 4 BEAST and 1 BEST BEAST
  (``104..108``), 8 Side Bonus (``109..116``), 6 MOLE (``117..122``), HYENA, RACCOON, EARTHWORM
  (``123..125``).

Each card also has a readable ``key`` ("w:lion", "b:lion", "b:mole3") used in events and by
the table to name its sprite.  Every number (category values, the 80 of a connected animal,
Minus values, wild values, counts) lives here so balance can be tuned without touching the
rules.  The lookup tables at the bottom (``KIND``, ``CATEGORY_OF``, ``PARTNER`` …) are tuples
indexed by card id, built once, for the rules' hot paths.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from types import MappingProxyType


class Kind(IntEnum):
    """What a card is (ZOP ZOO: card types of both decks)."""

    CATEGORY = 0  # white: an animal of a category; worth the category value once matched
    LOWER = 1  # white: lower half of a Connect animal; worth CONNECT_POINTS once joined
    MINUS = 2  # white: already worth its negative value
    MATCH = 3  # black: the same animal as a white Category card
    UPPER = 4  # black: upper half of a Connect animal, printing its category
    ANTI = 5  # black: ANTI-Minus for one Minus card (turns it positive)
    WILD = 6  # black: BEAST (0) or BEST BEAST (50)
    BONUS = 7  # black: Side Bonus of a category
    MOLE = 8  # black: dig in the discard pile
    SPECIAL = 9  # black: HYENA, RACCOON or EARTHWORM


class Special(IntEnum):
    """The three Specialty cards (ZOP ZOO: Specialty Cards)."""

    HYENA = 0  # give one of your POINTS cards to another player
    RACCOON = 1  # take a POINTS card from another player
    EARTHWORM = 2  # swap one of your POINTS cards with another player's


@dataclass(frozen=True)
class Category:
    """One of the ten animal categories.

    Attributes:
        index: 0..9 in value order.
        name: printed name ("SEMI-AQUATIC").
        value: points of a matched card of this category.
        colour: the background colour family ("browns").
        rgb: a representative colour for the table, ``(r, g, b)`` 0..255.
        symbol: the name of the category's symbol (the table never uses colour alone).
    """

    index: int
    name: str
    value: int
    colour: str
    rgb: tuple[int, int, int]
    symbol: str


#: ZOP ZOO: Documented — the ten categories with value and background colour.
CATEGORIES: tuple[Category, ...] = (
    Category(0, "MAMMAL", 10, "browns", (140, 96, 60), "paw"),
    Category(1, "OCEAN", 15, "blues", (52, 110, 190), "wave"),
    Category(2, "BIRD", 20, "pinks", (232, 120, 170), "feather"),
    Category(3, "INSECT", 25, "yellows", (238, 200, 50), "antenna"),
    Category(4, "SEMI-AQUATIC", 30, "aquas", (60, 190, 190), "droplet"),
    Category(5, "HORNS", 35, "oranges", (240, 140, 40), "horn"),
    Category(6, "REPTILE", 40, "greens", (70, 160, 70), "scales"),
    Category(7, "MARSUPIAL", 45, "mauves", (180, 130, 180), "pouch"),
    Category(8, "ARACHNID", 55, "reds", (200, 50, 50), "web"),
    Category(9, "MYTHICAL", 60, "purples", (120, 60, 170), "star"),
)

#: Category names to their index.
CATEGORY_INDEX = MappingProxyType({c.name: c.index for c in CATEGORIES})

#: Deck list — the Category cards' animals (white card and black match alike), per category.
ANIMALS: tuple[tuple[str, ...], ...] = (
    ("Lion", "Bear", "Zebra", "Gorilla"),
    ("Octopus", "Dolphin", "Tiger Shark", "Jellyfish"),
    ("Owl", "Toucan", "Flamingo", "Penguin"),
    ("Ladybug", "Butterfly", "Grasshopper", "Firefly"),
    ("Otter", "Beaver", "Hippo", "Platypus"),
    ("Rhino", "Ram", "Antelope", "Yak"),
    ("Chameleon", "Tortoise", "Iguana"),
    ("Kangaroo", "Koala", "Wombat"),
    ("Tarantula", "Scorpion", "Black Widow"),
    ("Dragon", "Unicorn", "Griffin"),
)

#: Deck list — the Connect animals, one per category (the upper half prints the category).
CONNECT_ANIMALS: tuple[str, ...] = (
    "Giraffe", "Whale", "Peacock", "Dragonfly", "Crocodile", "Moose", "Cobra", "Tasmanian Devil",
    "Jumping Spider", "Phoenix",
)

#: Points of a connected animal (both halves joined).
CONNECT_POINTS = 80

#: Deck list — the Minus cards: ``(animal, value)``; each has one ANTI-Minus turning it to ``-value``.
MINUS_CARDS: tuple[tuple[str, int], ...] = (
    ("Skunk", -75), ("Vulture", -75), ("Rat", -90), ("Mosquito", -90), ("Leech", -100), ("Cockroach", -100),
)

#: Deck list — the wild cards: ``(name, points)``; a covered card is worth the wild's points.
WILDS: tuple[tuple[str, int], ...] = (("BEAST", 0), ("BEAST", 0), ("BEAST", 0), ("BEAST", 0), ("BEST BEAST", 50))

#: Deck list — the categories that have a Side Bonus card (worth the category's value).
BONUS_CATEGORIES: tuple[str, ...] = ("MAMMAL", "OCEAN", "BIRD", "INSECT", "HORNS", "REPTILE", "ARACHNID", "MYTHICAL")

#: Deck list — number of MOLE cards.
MOLES = 6

#: Deck list — the Specialty cards, one each.
SPECIALS: tuple[Special, ...] = (Special.HYENA, Special.RACCOON, Special.EARTHWORM)

#: Documented — deck sizes and the row of starting cards.
WHITE_CARDS = 52
BLACK_CARDS = 74
ALL_CARDS = WHITE_CARDS + BLACK_CARDS
ROW_SIZE = 6
MIN_PLAYERS = 2
MAX_PLAYERS = 6

#: Documented — target scores: the default per seat count, and the values the player may pick.
TARGET_DEFAULT = 800
TARGET_DEFAULT_BY_PLAYERS = MappingProxyType({5: 600, 6: 600})
TARGET_CHOICES: tuple[int, ...] = (600, 800, 1000)
#: 1000 points is offered only for these seat counts.
TARGET_ONLY_FOR = MappingProxyType({1000: (2,)})

#: Safety caps (design): no ZOP ZOO rule bounds a round or a game, but the engine must end.
#: A round that reaches ROUND_TURN_LIMIT turns ends with no winner (everyone scores as a
#: loser); a game that reaches ROUND_LIMIT rounds ends with the highest total winning.
#: Both lie far beyond anything seen in play (benchmarks/RESULTS.md: rounds per game, turns per round).
ROUND_TURN_LIMIT = 600
ROUND_LIMIT = 60
#: Turn 8: a reshuffled draw pile always holds at least this many cards (74 black cards minus at
#: most 5 per row for 6 rows, 8 Side Bonus, 3 spent Specialty and the kept top card).
MIN_RESHUFFLED = 32


@dataclass(frozen=True)
class Card:
    """One of the 126 cards.

    Attributes:
        id: 0..125 (white 0..51, black 52..125).
        key: readable unique id for events and sprites ("w:lion", "b:best-beast").
        name: the name printed on the card ("Lion", "ANTI-Skunk", "Side Bonus OCEAN").
        white: True for the White Deck.
        kind: a :class:`Kind`.
        category: category index 0..9, or -1 (Minus, ANTI, wilds, MOLE, Specialty; the lower
            half of a Connect animal keeps its category here for the table, but shows none).
        value: points: the category value (Category cards, matches, Side Bonus), 80 (Connect
            halves), the negative value (Minus), the positive value (ANTI), 0/50 (wilds), 0 else.
        partner: for a white card, the id of the black card that fits it; for a match, an
            upper half or an ANTI, the white card it fits; -1 for the others.
        special: the :class:`Special` of a Specialty card, else -1.
    """

    id: int
    key: str
    name: str
    white: bool
    kind: Kind
    category: int
    value: int
    partner: int = -1
    special: int = -1


def _slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def _build() -> tuple[Card, ...]:
    """Build the 126 cards in id order (the layout in the module docstring)."""
    cards: list[Card] = []
    cat_animals = [(cat, animal) for cat, names in enumerate(ANIMALS) for animal in names]
    n_cat = len(cat_animals)
    n_conn = len(CONNECT_ANIMALS)
    n_minus = len(MINUS_CARDS)
    first_black = n_cat + n_conn + n_minus
    match0 = first_black
    upper0 = match0 + n_cat
    anti0 = upper0 + n_conn
    for i, (cat, animal) in enumerate(cat_animals):
        cards.append(Card(i, f"w:{_slug(animal)}", animal, True, Kind.CATEGORY, cat, CATEGORIES[cat].value,
                          match0 + i))
    for j, animal in enumerate(CONNECT_ANIMALS):
        cards.append(Card(n_cat + j, f"w:{_slug(animal)}", animal, True, Kind.LOWER, j, CONNECT_POINTS, upper0 + j))
    for k, (animal, value) in enumerate(MINUS_CARDS):
        cards.append(Card(n_cat + n_conn + k, f"w:{_slug(animal)}", animal, True, Kind.MINUS, -1, value, anti0 + k))
    for i, (cat, animal) in enumerate(cat_animals):
        cards.append(Card(match0 + i, f"b:{_slug(animal)}", animal, False, Kind.MATCH, cat, CATEGORIES[cat].value, i))
    for j, animal in enumerate(CONNECT_ANIMALS):
        cards.append(Card(upper0 + j, f"b:{_slug(animal)}", animal, False, Kind.UPPER, j, CONNECT_POINTS, n_cat + j))
    for k, (animal, value) in enumerate(MINUS_CARDS):
        cards.append(Card(anti0 + k, f"b:anti-{_slug(animal)}", f"ANTI-{animal}", False, Kind.ANTI, -1, -value,
                          n_cat + n_conn + k))
    beasts = 0
    for name, value in WILDS:
        if name == "BEAST":
            beasts += 1
            key = f"b:beast{beasts}"
        else:
            key = f"b:{_slug(name)}"
        cards.append(Card(len(cards), key, name, False, Kind.WILD, -1, value))
    for cat_name in BONUS_CATEGORIES:
        cat = CATEGORY_INDEX[cat_name]
        cards.append(Card(len(cards), f"b:bonus-{_slug(cat_name)}", f"Side Bonus {cat_name}", False, Kind.BONUS, cat,
                          CATEGORIES[cat].value))
    for m in range(MOLES):
        cards.append(Card(len(cards), f"b:mole{m + 1}", "MOLE", False, Kind.MOLE, -1, 0))
    for sp in SPECIALS:
        cards.append(Card(len(cards), f"b:{sp.name.lower()}", sp.name, False, Kind.SPECIAL, -1, 0, special=int(sp)))
    return tuple(cards)


#: Every card, indexed by id.
CARDS: tuple[Card, ...] = _build()
#: Card keys to ids.
CARD_BY_KEY = MappingProxyType({c.key: c.id for c in CARDS})
#: ``range`` of the white and black ids.
WHITE_IDS: tuple[int, ...] = tuple(c.id for c in CARDS if c.white)
BLACK_IDS: tuple[int, ...] = tuple(c.id for c in CARDS if not c.white)

# ---------------------------------------------------------------------- lookup tables (hot paths)
#: ``KIND[id]``: the card's :class:`Kind` as an int.
KIND: tuple[int, ...] = tuple(int(c.kind) for c in CARDS)
#: ``VALUE[id]``: the card's points (see :class:`Card`).
VALUE: tuple[int, ...] = tuple(c.value for c in CARDS)
#: ``PARTNER[id]``: the card it fits / that fits it, or -1.
PARTNER: tuple[int, ...] = tuple(c.partner for c in CARDS)
#: ``SHOWN_CATEGORY[id]``: for a white card, the category it shows while uncovered (-1 for a lone
#: lower half and a Minus card); for an upper half and a Side Bonus, their category; else -1.
SHOWN_CATEGORY: tuple[int, ...] = tuple(
    c.category if c.kind in (Kind.CATEGORY, Kind.UPPER, Kind.BONUS, Kind.MATCH) else -1 for c in CARDS)
#: ``SPECIAL_OF[id]``: the Specialty of the card, or -1.
SPECIAL_OF: tuple[int, ...] = tuple(c.special for c in CARDS)
#: ``BONUS_FOR[category]``: the Side Bonus card id of a category, or -1.
BONUS_FOR: tuple[int, ...] = tuple(
    next((c.id for c in CARDS if c.kind == Kind.BONUS and c.category == cat), -1) for cat in range(len(CATEGORIES)))
#: ``KEY[id]``: the card's key.
KEY: tuple[str, ...] = tuple(c.key for c in CARDS)


def card(card_id: int) -> Card:
    """Return the :class:`Card` with id ``card_id`` (0..125).

    Raises:
        IndexError: no such card.
    """
    if not 0 <= card_id < ALL_CARDS:
        raise IndexError(f"no ZOP ZOO card {card_id}")
    return CARDS[card_id]


def card_id(key: str) -> int:
    """Return the id of the card whose key is ``key`` ("w:lion").

    Raises:
        KeyError: no such card.
    """
    return CARD_BY_KEY[key]


def target_default(num_players: int) -> int:
    """Return the default target score for ``num_players`` seats (800 for 2–4, 600 for 5–6)."""
    return TARGET_DEFAULT_BY_PLAYERS.get(num_players, TARGET_DEFAULT)
