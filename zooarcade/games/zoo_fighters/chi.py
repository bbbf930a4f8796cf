"""Zoo Fighters II: Chi arithmetic (spec rules 5–6, 7.7–7.8), pure functions on small tuples.

A *need* is 6 counts: symbols of each regular colour still to pay (indices 0–4) and "any"
symbols (index 5: a "·", or a symbol of a colour no Fighter in play has).  A *pool* is 6 counts
of Chi gathered: regular colours (0–4) and wild Chi (index 5: Chaos).  A regular Chi pays its
own colour or an "any" symbol; a wild Chi pays anything.  Chi exists only inside one payment.

>>> need = lock((0, 0, 6, 6), in_play=(0, 1))   # Fi Fi · · with Fire in play
>>> shortfall(need, (2, 0, 0, 0, 0, 0))
2
>>> shortfall(need, (2, 1, 0, 0, 0, 1))
0
"""

from __future__ import annotations

from collections.abc import Iterable

from zooarcade.games.zoo_fighters.data import ANY, CHAOS, REGULAR
from zooarcade.games.zoo_fighters.stack import WILD

ZERO = (0, 0, 0, 0, 0, 0)


def lock(symbols: Iterable[int], in_play: Iterable[int], drop_any: int = 0, add_any: int = 0) -> tuple[int, ...]:
    """Return the locked need of a cost (spec rule 5).

    Args:
        symbols: the printed cost (regular colours 0–4 and :data:`ANY`).
        in_play: the colours of the Fighters in play; a symbol of another colour counts as "any".
        drop_any: "·" symbols removed by reductions known now (never below zero).
        add_any: "·" symbols added by increases known now.

    Returns:
        6 counts (see the module docstring).
    """
    colours = set(in_play)
    out = [0, 0, 0, 0, 0, 0]
    for s in symbols:
        if s != ANY and s in colours and s != CHAOS:
            out[s] += 1
        else:
            out[WILD] += 1
    out[WILD] = max(0, out[WILD] - drop_any) + add_any
    return tuple(out)


def shortfall(need: tuple[int, ...], pool: tuple[int, ...]) -> int:
    """Return how many more wild Chi ``pool`` would need to pay ``need`` in full (0: paid).

    Each regular Chi pays its own colour first, then "any" symbols; wild Chi covers the rest.
    """
    short = 0
    excess = 0
    for x in range(5):
        d = need[x] - pool[x]
        if d > 0:
            short += d
        else:
            excess -= d
    wild = pool[WILD]
    if wild >= short:
        return max(0, need[WILD] - excess - (wild - short))
    return short - wild + max(0, need[WILD] - excess)


def add(pool: tuple[int, ...], colour: int, amount: int = 1) -> tuple[int, ...]:
    """Return ``pool`` with ``amount`` Chi of ``colour`` added (:data:`CHAOS` adds wild Chi)."""
    i = WILD if colour == CHAOS else colour
    out = list(pool)
    out[i] += amount
    return tuple(out)


def useful(need: tuple[int, ...], pool: tuple[int, ...]) -> tuple[bool, ...]:
    """Return, per colour (0–4, then :data:`CHAOS` at index 5), whether one more Chi of it lowers the shortfall.

    A regular Chi helps when its colour is still owed, or when an "any" symbol is still open for it;
    a wild Chi helps whenever something is owed.  (More Chi of a colour helps exactly when one does.)
    """
    short = shortfall(need, pool)
    if short == 0:
        return (False,) * 6
    # an "any" symbol is open to a regular Chi when an off-colour Chi (one not owed) would help
    any_open = False
    for x in range(5):
        if need[x] <= pool[x]:
            bumped = list(pool)
            bumped[x] += 1
            any_open = shortfall(need, tuple(bumped)) < short
            break
    else:
        # every colour is owed: an "any" symbol is open when there are more of them than spare Chi
        any_open = True
    return tuple(need[x] > pool[x] or any_open for x in range(5)) + (True,)


def helps(need: tuple[int, ...], pool: tuple[int, ...], colour: int, amount: int = 1) -> bool:
    """True when ``amount`` Chi of ``colour`` lowers the shortfall (a source worth paying with)."""
    return shortfall(need, add(pool, colour, amount)) < shortfall(need, pool)


def best_colour(need: tuple[int, ...], pool: tuple[int, ...], amount: int) -> int:
    """Return the regular colour whose ``amount`` Chi lowers the shortfall most (the first such on a tie)."""
    best, best_short = REGULAR[0], None
    for c in REGULAR:
        s = shortfall(need, add(pool, c, amount))
        if best_short is None or s < best_short:
            best, best_short = c, s
    return best


def reach_shortfall(need: tuple[int, ...], pool: tuple[int, ...], fixed: Iterable[tuple[int, int]],
                    flexible: Iterable[int] = ()) -> int:
    """Return the shortfall if every source in reach were spent (spec rule 6, "Chi in reach").

    Args:
        need: what is owed.
        pool: Chi already gathered.
        fixed: ``(colour, amount)`` of each source whose colour is set (:data:`CHAOS` = wild).
        flexible: amounts of sources that make Chi of one colour of the payer's choice (Mountain Maul).
    """
    total = list(pool)
    for colour, amount in fixed:
        total[WILD if colour == CHAOS else colour] += amount
    base = tuple(total)
    flex = list(flexible)
    if not flex:
        return shortfall(need, base)
    best = shortfall(need, base)
    for amount in flex:  # at most one such source exists; choose its colour greedily
        c = best_colour(need, base, amount)
        base = add(base, c, amount)
        best = shortfall(need, base)
    return best


def symbols_owed(need: tuple[int, ...], pool: tuple[int, ...]) -> tuple[int, ...]:
    """Return the symbols still unpaid (regular colours 0–4 and :data:`ANY`), for prompts and the tray.

    The coloured symbols come first; the count equals :func:`shortfall`.
    """
    out: list[int] = []
    excess = 0
    for x in range(5):
        d = need[x] - pool[x]
        if d > 0:
            out.extend([x] * d)
        else:
            excess -= d
    wild = pool[WILD]
    covered = min(wild, len(out))
    out = out[covered:]
    wild -= covered
    out.extend([ANY] * max(0, need[WILD] - excess - wild))
    return tuple(out)
