"""A compact position builder for Apocalypse tests.

Locations are written as 1-based ``(row, col)`` pairs, as in the spec's cases.
A zoo card is written as its value (``2``) or, when infected, as a string with
a star (``"2*"``).  A stack is ``[lower, upper]`` (or ``[only]`` or ``[]``).

Every position a test builds must account for all 50 zoo cards and every
seat's four characters, exactly like a real game; :func:`build` deals the zoo
cards the test does not mention itself (see its ``rest`` argument) and calls
``validate()`` on the result.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.data import CHARACTER_VALUES, COPIES_PER_VALUE, GRID, INFECTED_VALUES, ZOO_VALUES
from zooarcade.games.apocalypse.rules import ApocalypseState, Occupant, PileCard, char_id, zoo_id

Card = int | str
RC = tuple[int, int]


def loc(row: int, col: int) -> int:
    """Return the location index (0..24) of the 1-based square ``(row, col)``."""
    assert 1 <= row <= GRID and 1 <= col <= GRID, (row, col)
    return (row - 1) * GRID + (col - 1)


def card(spec: Card) -> tuple[int, bool]:
    """Return ``(value, infected)`` for a card written as ``2`` or ``"2*"``."""
    if isinstance(spec, str):
        assert spec.endswith("*"), f"a string card must end with '*': {spec!r}"
        return int(spec[:-1]), True
    return int(spec), False


def char(owner: int, value: int) -> tuple[str, int, int]:
    """Return a pile entry for seat ``owner``'s captured active character of ``value``."""
    return ("character", owner, value)


def mutant_card(owner: int, value: int) -> tuple[str, int, int]:
    """Return a pile entry for a captured mutant that was seat ``owner``'s ``value``."""
    return ("mutant", owner, value)


def active(owner: int, value: int) -> Occupant:
    """Return seat ``owner``'s active character of ``value`` (an occupant)."""
    return Occupant(owner, value)


def mutant(owner: int, value: int) -> Occupant:
    """Return the mutant that was seat ``owner``'s character of ``value`` (an occupant)."""
    return Occupant(owner, value, mutant=True)


def build(
    stacks: Mapping[RC, Sequence[Card]],
    occupants: Mapping[RC, Occupant] | None = None,
    *,
    n: int = 2,
    hands: Sequence[Sequence[int]] | None = None,
    piles: Sequence[Sequence[Card | tuple[str, int, int]]] | None = None,
    to_move: int = 0,
    rest: str = "fill",
    rest_pile: int | None = None,
) -> ApocalypseState:
    """Build a full (true) Apocalypse state from a compact description.

    Args:
        stacks: ``{(row, col): [lower, upper]}`` for the locations the test cares about.
        occupants: ``{(row, col): active(seat, v) | mutant(seat, v)}``.
        n: number of seats.
        hands: each seat's hand; by default every character of a seat that is neither
            on the board nor in a pile.
        piles: each seat's pile, in order: zoo cards (``3``, ``"2*"``) or
            :func:`char` / :func:`mutant_card` entries.  Default: all empty.
        to_move: seat to move (0-based).
        rest: what the unmentioned locations hold: ``"fill"`` deals the zoo cards not
            used elsewhere onto them two by two (value 4s first, so they are never
            infected unless nothing else is left), ``"empty"`` leaves them empty.
        rest_pile: the seat whose pile receives the unused zoo cards that do not fit
            on the board; required whenever there are any.

    The values 0-3 without an explicitly infected card get their infected card among
    the unused zoo cards (the last one dealt of that value).

    Raises:
        AssertionError: the description is inconsistent (too many cards of a value,
            two infected cards of one value, an infected 4, characters doubled...).
    """
    occupants = dict(occupants or {})
    piles_in = [list(p) for p in (piles or [[] for _ in range(n)])]
    assert len(piles_in) == n
    values: list[int] = []
    infected: list[bool] = []

    def new_card(spec: Card) -> int:
        value, inf = card(spec)
        assert value in ZOO_VALUES, value
        assert not (inf and value not in INFECTED_VALUES), "only values 0-3 can be infected"
        values.append(value)
        infected.append(inf)
        return len(values) - 1

    grid: list[list[int] | None] = [None] * (GRID * GRID)
    for (r, c), stack in stacks.items():
        assert len(stack) <= 2, stack
        grid[loc(r, c)] = [new_card(s) for s in stack]
    pile_cards: list[list[PileCard]] = [[] for _ in range(n)]
    for seat, pile in enumerate(piles_in):
        for entry in pile:
            if isinstance(entry, tuple):
                kind, owner, value = entry
                pile_cards[seat].append(PileCard(kind, value, char_id(owner, value)))
            else:
                cid = new_card(entry)
                pile_cards[seat].append(PileCard("zoo", values[cid], zoo_id(cid), infected[cid]))

    used = Counter(values)
    for value in ZOO_VALUES:
        assert used[value] <= COPIES_PER_VALUE, f"too many zoo cards of value {value}"
    for value in INFECTED_VALUES:
        assert sum(1 for v, i in zip(values, infected, strict=True) if i and v == value) <= 1
    explicit_infected = {v for v, i in zip(values, infected, strict=True) if i}
    # Unused cards: value 4s first, then 3, 2, 1, 0; each value's infected card (if still
    # unassigned) is the last of its value, so it sits as deep as possible.
    spare: list[Card] = []
    for value in sorted(ZOO_VALUES, reverse=True):
        count = COPIES_PER_VALUE - used[value]
        group: list[Card] = [value] * count
        if value in INFECTED_VALUES and value not in explicit_infected:
            assert count > 0, f"no card of value {value} left to carry its infection"
            group[-1] = f"{value}*"
        spare.extend(group)

    stacks_out: list[list[int]] = []
    for g in grid:
        if g is not None:
            stacks_out.append(g)
        elif rest == "fill" and spare:
            take, spare = spare[:2], spare[2:]
            stacks_out.append([new_card(s) for s in take])
        else:
            assert rest in ("fill", "empty"), rest
            stacks_out.append([])
    if spare:
        assert rest_pile is not None, f"{len(spare)} zoo cards left over: say which pile gets them (rest_pile)"
        for s in spare:
            cid = new_card(s)
            pile_cards[rest_pile].append(PileCard("zoo", values[cid], zoo_id(cid), infected[cid]))

    occ_out: list[Occupant | None] = [None] * (GRID * GRID)
    for (r, c), occ in occupants.items():
        occ_out[loc(r, c)] = occ
    if hands is None:
        placed = {o.card_id for o in occupants.values()} | {c.card_id for p in pile_cards for c in p}
        hands_out = [[v for v in CHARACTER_VALUES if char_id(s, v) not in placed] for s in range(n)]
    else:
        hands_out = [list(h) for h in hands]
    state = ApocalypseState(
        n, list(values), list(infected), stacks_out, occ_out, hands_out, pile_cards, to_move, 0, 0, None, Rng(0)
    )
    state.validate()
    return state


def stack_values(state: ApocalypseState, row: int, col: int) -> list[int | None]:
    """Return the values of the zoo cards at ``(row, col)``, lower first (``None`` if unknown)."""
    return [state.values[c] for c in state.stacks[loc(row, col)]]


def occupant(state: ApocalypseState, row: int, col: int) -> Occupant | None:
    """Return the occupant of ``(row, col)``."""
    return state.occupants[loc(row, col)]


def pile_summary(state: ApocalypseState, seat: int) -> list[tuple[str, int]]:
    """Return seat's pile as ``[(kind, value)]`` in the order the cards were taken."""
    return [(c.kind, c.value) for c in state.piles[seat]]


def reshuffle_hidden(state: ApocalypseState, rng: Rng) -> ApocalypseState:
    """Return a copy of a full ``state`` that differs from it only in hidden information.

    The covered lower cards' values are permuted among themselves and each infection not
    yet found moves to a random board card of the same value; everything public stays.
    """
    out = state.clone()
    covered = [c for st in out.stacks for c in st[:-1]]
    vals = [out.values[c] for c in covered]
    rng.shuffle(vals)
    for c, v in zip(covered, vals, strict=True):
        out.values[c] = v
    on_board = [c for st in out.stacks for c in st]
    for c in on_board:
        out.infected[c] = False
    found = {p.value for pile in out.piles for p in pile if p.kind == "zoo" and p.infected}
    for value in INFECTED_VALUES:
        if value not in found:
            out.infected[rng.choice([c for c in on_board if out.values[c] == value])] = True
    return out
