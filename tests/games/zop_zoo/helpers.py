"""ZOP ZOO test helpers: build exact positions by card key, play steps, read the events back."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from zooarcade.core.events import Event, EventKind
from zooarcade.core.protocol import Action
from zooarcade.games.zop_zoo.data import CARD_BY_KEY, KEY
from zooarcade.games.zop_zoo.rules import ZopState

pos = ZopState.from_position

#: six unmatched cards that nothing in a test's draw pile fits (filler rows), per seat.
FILLER: tuple[tuple[str, ...], ...] = (
    ("w:bear", "w:zebra", "w:gorilla", "w:octopus", "w:dolphin", "w:jellyfish"),
    ("w:toucan", "w:flamingo", "w:penguin", "w:ladybug", "w:butterfly", "w:firefly"),
    ("w:otter", "w:beaver", "w:hippo", "w:platypus", "w:rhino", "w:ram"),
    ("w:antelope", "w:yak", "w:tortoise", "w:iguana", "w:kangaroo", "w:koala"),
    ("w:wombat", "w:tarantula", "w:scorpion", "w:black-widow", "w:unicorn", "w:griffin"),
    ("w:whale", "w:peacock", "w:dragonfly", "w:crocodile", "w:moose", "w:cobra"),
)


def cid(key: str) -> int:
    """The card id of ``key``."""
    return CARD_BY_KEY[key]


@dataclass(frozen=True)
class Move:
    """A CARD_MOVED event read back: keys, zones, why, the card it lies on and the receiving seat."""

    card: str
    src: str
    dst: str
    why: str
    on: str | None
    owner: int | None


def moves(events: Iterable[Event]) -> list[Move]:
    """The CARD_MOVED events of ``events`` as :class:`Move` values, in order."""
    return [Move(e.data["card"], e.data["src"], e.data["dst"], e.data["why"], e.data["on"], e.data["owner"])
            for e in events if e.kind == EventKind.CARD_MOVED]


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of ``events``, in order."""
    return [str(e.kind) for e in events]


def play(state: ZopState, *actions: Action) -> list[Event]:
    """Apply ``actions`` in order (each must be legal) and return all their events."""
    out: list[Event] = []
    for a in actions:
        assert a in state.legal_actions(), f"{a!r} is not legal; legal: {state.legal_actions()}"
        out.extend(state.apply(a))
    return out


def row_keys(state: ZopState, seat: int) -> list[str]:
    """Seat ``seat``'s row as white keys, in slot order."""
    return [KEY[w] for w in state.rows[seat]]


def cover_key(state: ZopState, white: str) -> str | None:
    """The key of the card lying on ``white``, or ``None``."""
    c = state.cover[cid(white)]
    return KEY[c] if c >= 0 else None


def accounted(state: ZopState) -> list[int]:
    """Every card id found in a zone of ``state``, counted independently of the engine's own checks."""
    found: list[int] = []
    for row in state.rows:
        for w in row:
            found.append(w)
            if state.cover[w] >= 0:
                found.append(state.cover[w])
    for s in state.side:
        found.extend(s)
    found.extend(c for c in state.draw if c is not None)
    found.extend(state.discard)
    found.extend(state.aside)
    found.extend(state.white_out)
    if state.held >= 0:
        found.append(state.held)
    return found
