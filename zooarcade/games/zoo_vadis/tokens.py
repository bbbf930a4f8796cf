"""Laurel token arithmetic for Zoo Vadis: kind-count vectors, values, payments (pure Python).

A *pile* (a screen, the bag, the box) is a list of 8 counts indexed by kind number (the order of
:data:`~zooarcade.games.zoo_vadis.data.TOKEN_KINDS`: I, II, II-Zoo-Keeper, II-Peacock, II-Ability,
III, IV, V).  Deals name tokens by *value* (1..5), so a value multiset is a sorted tuple of ints and
a *value count* is a list of 6 ints indexed by value (index 0 unused).  Zoo Vadis: Components.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from operator import mul

from zooarcade.games.zoo_vadis import data

KINDS = len(data.TOKEN_KINDS)
K_I, K_II, K_ZK, K_PC, K_AB, K_III, K_IV, K_V = range(KINDS)
#: laurels per kind number.
VALUE: tuple[int, ...] = tuple(data.TOKEN_VALUE[k] for k in data.TOKEN_KINDS)
#: kind numbers of each value, in the order a payment uses them (plain II before the special ones).
KINDS_OF_VALUE: tuple[tuple[int, ...], ...] = ((), (K_I,), (K_II, K_ZK, K_PC, K_AB), (K_III,), (K_IV,), (K_V,))
#: every token of the game, by kind number (102 in all).
ALL: tuple[int, ...] = tuple(data.ALL_TOKENS[k] for k in data.TOKEN_KINDS)
#: the bag's starting content, by kind number (no I tokens).
BAG: tuple[int, ...] = tuple(data.BAG.get(k, 0) for k in data.TOKEN_KINDS)


def empty() -> list[int]:
    """Return an empty pile (8 zero counts)."""
    return [0] * KINDS


def total_value(pile: Sequence[int]) -> int:
    """Return the laurels a pile is worth.

    Raises:
        ValueError: ``pile`` does not hold one count per kind.
    """
    if len(pile) != KINDS:
        raise ValueError(f"a pile has {KINDS} counts, got {len(pile)}")
    return sum(map(mul, pile, VALUE))


def value_counts(pile: Sequence[int]) -> list[int]:
    """Return the pile as counts per value: ``out[v]`` tokens worth ``v`` (``out[0]`` is 0)."""
    out = [0] * 6
    for k, c in enumerate(pile):
        out[VALUE[k]] += c
    return out


def values_counted(values: Sequence[int]) -> list[int]:
    """Return a value multiset (``(1, 2, 2)``) as counts per value."""
    out = [0] * 6
    for v in values:
        out[v] += 1
    return out


def take_values(pile: list[int], values: Sequence[int]) -> list[int]:
    """Remove tokens of ``values`` from ``pile`` (kinds chosen in :data:`KINDS_OF_VALUE` order); return them as a pile.

    Raises:
        ValueError: the pile lacks a token of one of the values (the pile is then unchanged).
    """
    need = values_counted(values)
    have = value_counts(pile)
    if any(need[v] > have[v] for v in range(1, 6)):
        raise ValueError(f"the pile cannot pay {list(values)}")
    out = empty()
    for v in range(1, 6):
        left = need[v]
        for k in KINDS_OF_VALUE[v]:
            if left == 0:
                break
            n = min(left, pile[k])
            pile[k] -= n
            out[k] += n
            left -= n
    return out


def kinds_list(pile: Sequence[int]) -> list[int]:
    """Return the pile as a list of kind numbers, one per token (ascending)."""
    return [k for k, c in enumerate(pile) for _ in range(c)]


def multisets(avail: Sequence[int], max_size: int) -> list[tuple[int, ...]]:
    """Return every ascending value multiset of size ``0..max_size`` drawable from value counts ``avail``.

    Ordered by size, then lexicographically: ``[(), (1,), (2,), (1, 1), (1, 2), ...]``.
    """
    out: list[tuple[int, ...]] = [()]
    frontier: list[tuple[int, ...]] = [()]
    for _ in range(max_size):
        nxt: list[tuple[int, ...]] = []
        for base in frontier:
            start = base[-1] if base else 1
            used = values_counted(base)
            for v in range(start, 6):
                if used[v] < avail[v]:
                    nxt.append((*base, v))
        out.extend(nxt)
        frontier = nxt
    return out


def minimal_covers(avail: Sequence[int], need: int) -> Iterator[tuple[int, ...]]:
    """Yield the ascending value multisets from ``avail`` worth at least ``need`` in which every token is needed.

    "Every token is needed": dropping the smallest one leaves less than ``need`` (no refund, no
    change: spec "Deals").  Nothing is yielded when ``avail`` cannot reach ``need``.
    """
    if need <= 0:
        return

    def rec(start: int, left: int, chosen: list[int]) -> Iterator[tuple[int, ...]]:
        for v in range(start, 0, -1):  # descending values: the last token added is the smallest
            if avail[v] - chosen.count(v) <= 0:
                continue
            if v >= left:
                yield tuple(sorted((*chosen, v)))
            else:
                chosen.append(v)
                yield from rec(v, left - v, chosen)
                chosen.pop()

    seen: set[tuple[int, ...]] = set()
    for combo in rec(5, need, []):
        if combo not in seen and sum(combo) - combo[0] < need:
            seen.add(combo)
            yield combo
