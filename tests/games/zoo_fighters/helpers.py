"""A position builder for Zoo Fighters II tests.

Cards are written by their key (``"fire_chi"``, ``"flame_pounce"``); the builder picks an unused
deck card of that design for each mention, puts every card the test does not mention in the draw
deck (``deck_top`` lists the cards on top, top first) and validates the result, so every position
accounts for all of its deck cards exactly like a real game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from zooarcade.core.protocol import Action
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters.data import FIGHTER_BASE, FIGHTER_KEYS, WEAPON_BASE, WEAPONS, build_deck
from zooarcade.games.zoo_fighters.rules import FightersState


class Deck:
    """Hands out card ids by design key, each id once."""

    def __init__(self, state: FightersState) -> None:
        self.state = state
        self.free = list(range(len(state.defs)))

    def take(self, key: str) -> int:
        """Return an unused id of the design ``key``.

        Raises:
            AssertionError: no such design left in this game's deck.
        """
        for c in self.free:
            if self.state.defs[c].key == key:
                self.free.remove(c)
                return c
        raise AssertionError(f"no {key!r} left in this deck (is its fighter in the game?)")


def fid(state: FightersState, seat: int) -> int:
    """Return the component id of ``seat``'s Fighter card."""
    return FIGHTER_BASE + state.fighters[seat]


def wid(key: str) -> int:
    """Return the component id of the weapon ``key``."""
    return WEAPON_BASE + [w.key for w in WEAPONS].index(key)


def build(fighters: Sequence[str], *, hands: Mapping[int, Iterable[str]] | None = None,
          moves: Mapping[int, Iterable[str]] | None = None, ex: Iterable[int] = (),
          weapons: Mapping[int, str] | None = None, opponents: Mapping[int, Iterable[tuple[str, int]]] | None = None,
          victory: Mapping[int, Iterable[str]] | None = None, discard: Iterable[str] = (),
          deck_top: Iterable[str] = (), exhausted: Iterable[str | int] = (), active: int = 0,
          seed: int = 0) -> tuple[FightersState, dict[str, list[int]]]:
    """Build a position at ``active``'s main step (its draw step already done), and the ids used.

    Args:
        fighters: fighter keys in seat order.
        hands, moves, victory: per seat, card keys.
        ex: seats whose Fighter shows its EX Form.
        weapons: per seat, the key of the weapon it holds.
        opponents: per seat, ``(card key, placer seat)`` in front of it.
        discard, deck_top: card keys on the discard pile, and on top of the deck (top first).
        exhausted: card keys (the ids picked for them, in moves) or component ids to exhaust.
        active: the seat whose main step it is.
        seed: seeds the game RNG and the order of the rest of the deck.

    Returns:
        ``(state, ids)`` where ``ids[key]`` lists the ids picked for that key, in mention order.
    """
    keys = tuple(FIGHTER_KEYS.index(k) for k in fighters)
    n = len(keys)
    state = FightersState(n, keys, build_deck(keys), Rng.from_seed(seed))
    deck = Deck(state)
    ids: dict[str, list[int]] = {}

    def take(key: str) -> int:
        c = deck.take(key)
        ids.setdefault(key, []).append(c)
        return c

    for seat, cards in (hands or {}).items():
        for key in cards:
            state._hand_add(seat, take(key))
    for seat, cards in (moves or {}).items():
        state.moves[seat].extend(take(k) for k in cards)
    for seat, cards in (victory or {}).items():
        state.victory[seat].extend(take(k) for k in cards)
    for seat, pairs in (opponents or {}).items():
        state.opponents[seat].extend((take(k), placer) for k, placer in pairs)
    for seat, key in (weapons or {}).items():
        state.weapon[seat] = wid(key) - WEAPON_BASE
    for seat in ex:
        state.ex[seat] = True
    state.discard = [take(k) for k in discard]
    top = [take(k) for k in deck_top]
    rest = list(deck.free)
    Rng.from_seed(f"rest:{seed}").shuffle(rest)
    state.deck = rest + list(reversed(top))
    for e in exhausted:
        if isinstance(e, int):
            state.exhausted.add(e)
        else:
            placed = [c for c in ids.get(e, []) if any(c in m for m in state.moves)]
            assert placed, f"{e!r} is not a Special Move in play"
            state.exhausted.add(placed[0])
    state.active = active
    state.first = active
    state._legal_cache = None
    state.validate()
    return state, ids


def play(state: FightersState, *actions: Action) -> list:
    """Apply ``actions`` in order (each must be legal) and return all their events."""
    events = []
    for a in actions:
        legal = state.legal_actions()
        assert a in legal, f"{a!r} is not legal now; legal: {legal}"
        events.extend(state.apply(a))
    return events


def pass_all(state: FightersState) -> list:
    """Pass priority until the stack is empty or something other than a priority pass is asked."""
    from zooarcade.games.zoo_fighters.actions import Pass

    events = []
    while state.stack and not state.tasks and Pass() in state.legal_actions():
        events.extend(state.apply(Pass()))
    return events


def kinds(events: Iterable) -> list[str]:
    """Return the kinds of ``events`` as strings."""
    return [str(e.kind) for e in events]


def three_elements() -> tuple[FightersState, dict[str, list[int]]]:
    """A 4-seat position one Event from the trigger: ``(state, ids)`` with seat 0 to act.

    Seat 0 (Blaze, EX: moves cost one less) has two Special Moves, EX Form and a weapon and one Event slot left
    this turn; Flame Pounce [Fi ·] now costs [Fi] and completes the set (Zoo Fighters II: Final stretch).  Other
    plays are on offer too (an Opponent in front of any rival, ending the turn).
    """
    state, ids = build(["blaze", "shellby", "kaze", "tusk"],
                       hands={0: ["flame_pounce", "fire_chi", "water_chi", "poacher"],
                              1: ["earth_chi", "wind_chi"], 2: ["order_chi"], 3: ["water_chi"]},
                       moves={0: ["inferno_claw", "stomp"], 1: ["undertow"]}, ex=[0],
                       weapons={0: "sunfire_gauntlets"})
    state.events_used = 1
    state._legal_cache = None
    return state, ids
