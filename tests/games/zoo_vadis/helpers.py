"""Build exact Zoo Vadis positions and drive them step by step (tests only)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from zooarcade.core.events import Event
from zooarcade.core.protocol import Action
from zooarcade.games.zoo_vadis import data, tokens
from zooarcade.games.zoo_vadis.actions import Offer, Send
from zooarcade.games.zoo_vadis.board import exhibit_index
from zooarcade.games.zoo_vadis.rules import VadisState, new_game

KIND = {k: i for i, k in enumerate(data.TOKEN_KINDS)}


def position(
    n: int = 3,
    *,
    species: Sequence[str] | None = None,
    animals: Mapping[str, Sequence[int]] | None = None,
    peacocks: Mapping[str, int] | None = None,
    keeper: str = "X9>X13",
    laurels: Mapping[str, str | None] | None = None,
    screens: Mapping[int, Mapping[str, int]] | None = None,
    to_move: int = 0,
    seed: int = 1,
    options: Mapping[str, object] | None = None,
) -> VadisState:
    """Return a validated position: a fresh deal, cleared, then set up exactly as given.

    ``animals`` maps an exhibit id to per-seat counts (taken from the seats' supplies); ``peacocks`` an
    exhibit to a count (replacing the start peacocks); ``laurels`` a space id to a kind (or ``None``:
    empty), other spaces keep their deal; ``screens`` a seat to extra tokens by kind on top of its two
    start I (taken from the supply or the bag).  Seat ``to_move`` starts a fresh turn.
    """
    s = new_game(n, options or {}, seed)
    if species is not None:
        s.species = list(species)
    for x in range(len(s.peacocks)):
        s.peacocks[x] = 0
    for xid, count in (peacocks or {}).items():
        s.peacocks[exhibit_index(xid)] = count
    for xid, per_seat in (animals or {}).items():
        for seat, count in enumerate(per_seat):
            s.animals[exhibit_index(xid)][seat] += count
            s.supply[seat] -= count
    for sid, kind in (laurels or {}).items():
        space = s.board.space_index(sid)
        old = s.laurels[space]
        if old >= 0:
            s.bag[old] += 1
        if kind is None:
            s.laurels[space] = -1
        else:
            k = KIND[kind]
            assert s.bag[k] > 0, f"no {kind} left in the bag"
            s.bag[k] -= 1
            s.laurels[space] = k
    s.keeper = s.board.space_index(keeper)
    for seat, extra in (screens or {}).items():
        for kind, count in extra.items():
            give(s, seat, kind, count)
    s.first = s.to_move = to_move
    s.touch()
    s.validate()
    return s


def give(s: VadisState, seat: int, kind: str, count: int) -> None:
    """Move ``count`` tokens of ``kind`` from the supply (I) or the bag into ``seat``'s screen, in public."""
    k = KIND[kind]
    screen = s.screens[seat]
    assert screen is not None
    if k == tokens.K_I:
        assert s.supply_i >= count
        s.supply_i -= count
    else:
        assert s.bag[k] >= count, f"not enough {kind} in the bag"
        s.bag[k] -= count
    screen[k] += count
    s.counts[seat] += count
    s.floors[seat][k] += count
    s.touch()


def short_supply(s: VadisState, left: int) -> None:
    """Leave only ``left`` I tokens in the supply (the rest go to the box, out of play)."""
    s.box[tokens.K_I] += s.supply_i - left
    s.supply_i = left
    s.touch()
    s.validate()


def play(s: VadisState, *steps: tuple[int, Action] | Action) -> list[Event]:
    """Apply each step (an action, or ``(seat, action)`` checking that seat decides); return all events."""
    events: list[Event] = []
    for step in steps:
        if isinstance(step, tuple):
            seat, action = step
            assert s.current_player == seat, f"seat {s.current_player} decides, not {seat} ({s.phase})"
        else:
            action = step
        events += s.apply(action)
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    """The event kinds, in order."""
    return [str(e.kind) for e in events]


def of_kind(events: Sequence[Event], kind: str) -> list[Event]:
    """The events of ``kind``."""
    return [e for e in events if e.kind == kind]


def laurel(s: VadisState, sid: str) -> str | None:
    """The kind lying on laurel space ``sid`` (``None``: empty)."""
    k = s.laurels[s.board.space_index(sid)]
    return None if k < 0 else data.TOKEN_KINDS[k]


def count(s: VadisState, seat: int, kind: str) -> int:
    """Tokens of ``kind`` behind ``seat``'s screen."""
    screen = s.screens[seat]
    assert screen is not None
    return screen[KIND[kind]]


def at(s: VadisState, xid: str) -> list[int]:
    """Per-seat animals in exhibit ``xid``."""
    return list(s.animals[exhibit_index(xid)])


NO_OFFER = Offer((), False)
SEND = Send()
