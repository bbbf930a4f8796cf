"""Zoo Fighters II: the position's fields and the small operations every rule uses.

:class:`Board` holds a position (all of it JSON-able plain data) and the queries the rules,
the AI and the table share: whose cards are where, which abilities are on, the Chi in reach,
drawing with the deck refill, moving cards between hands with the right audience.  The rules
themselves are layered on top (:mod:`.payment`, :mod:`.effects`, :mod:`.rules`).

Zones (the ``src``/``dst`` strings of ``card_moved`` events): ``"deck"``, ``"discard"``,
``"hand:<seat>"``, ``"moves:<seat>"`` (Special Moves in play), ``"front:<seat>"`` (Opponents in
front of a seat), ``"victory:<seat>"``, ``"stack"``, ``"limbo"`` (a card taken as Chi while its
Reprisal waits), ``"peek:<seat>"`` (Smoke Bomb's cards being looked at), ``"centre"`` (sheathed
weapons), ``"weapon:<seat>"``.
"""

from __future__ import annotations

from typing import Any

from zooarcade.core.events import Event, card_moved
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters.data import (
    ANY,
    CHAOS,
    COLOUR_BONUS,
    EMPTY_HAND_DRAW,
    FIGHTER_BASE,
    FIGHTERS,
    MIN_DRAW,
    NO_ABILITY,
    TRIGGER_BONUS,
    TRIGGER_LABEL,
    WEAPON_BASE,
    WEAPONS,
    Ability,
    CardDef,
    Effect,
    Kind,
)
from zooarcade.games.zoo_fighters.stack import Item, Pending, Task, Window


class Board:
    """A Zoo Fighters II position: fields and shared queries (no turn logic).

    Attributes (seats are ``0 .. n-1``; card ids as in :mod:`.data`):
        n: seat count (2–6).
        fighters: fighter index (into ``FIGHTERS``) per seat.
        defs: the deck's card designs by id (shared, immutable).
        deck: draw pile, bottom first (``deck[-1]`` is the top); ``None`` where a view's observer
            does not know the card.
        discard: discard pile (public), bottom first.
        hands: per seat, card ids (``None`` for a face the observer cannot see), canonically sorted
            by back colour; ``backs`` holds the matching colours (public).
        known: card → the seats other than its holder that know it (for deck cards: who knows them).
        ex: per seat, True once the EX Form is revealed.
        moves: per seat, Special Moves in play (ids, in play order).
        opponents: per seat, ``(card, placer)`` of each Opponent in front of it.
        victory: per seat, defeated Opponents (ids).
        weapon: per seat, the fighter index of the weapon it drew, or ``-1``.
        exhausted: ids of exhausted components (Fighters, Special Moves, weapons).
        direction: ``+1`` (clockwise, towards higher seats) or ``-1``.
        active: the seat whose turn it is.
        turn: 1-based number of the current turn (all seats' turns counted).
        events_used, extra_events: Event slots used this turn, extra slots granted (Cloud Somersault).
        declared: Events declared this turn (capped by ``MAX_DECLARATIONS_PER_TURN``).
        additions: per seat, Actions and Exhaust effects added to the stack this turn.
        looked: ``(looker, holder)`` pairs of Kaze's look this turn.
        barred: ``(taker, holder)`` pairs: Stubborn Hide's Reprisal this turn.
        stack: the stack, bottom first.
        window: the priority window over the top item, or ``None``.
        tasks: pending payments and choices; the first one decides what comes next.
        peek: Smoke Bomb's cards being looked at (``None`` for others).
        trigger: the seat that triggered the final stretch, or ``-1``.
        final_done: per seat, True once it had its final turn.
        over: the game has ended; ``reason`` says why.
        next_uid: the next stack item uid.
        first: the seat that started.
        rng: the game's generator; ``observer`` ``None`` or the viewing seat.
    """

    def __init__(self, n: int, fighters: tuple[int, ...], defs: tuple[CardDef, ...], rng: Rng) -> None:
        self.n = n
        self.fighters = fighters
        self.defs = defs
        self.deck: list[int | None] = []
        self.discard: list[int] = []
        self.hands: list[list[int | None]] = [[] for _ in range(n)]
        self.backs: list[list[int]] = [[] for _ in range(n)]
        self.known: dict[int, tuple[int, ...]] = {}
        self.ex = [False] * n
        self.moves: list[list[int]] = [[] for _ in range(n)]
        self.opponents: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.victory: list[list[int]] = [[] for _ in range(n)]
        self.weapon = [-1] * n
        self.exhausted: set[int] = set()
        self.direction = 1
        self.active = 0
        self.turn = 1
        self.events_used = 0
        self.extra_events = 0
        self.declared = 0
        self.additions = [0] * n
        self.looked: tuple[tuple[int, int], ...] = ()
        self.barred: tuple[tuple[int, int], ...] = ()
        self.stack: list[Item] = []
        self.window: Window | None = None
        self.tasks: list[Pending] = []
        self.peek: list[int | None] = []
        self.trigger = -1
        self.final_done = [False] * n
        self.over = False
        self.reason = ""
        self.next_uid = 1
        self.first = 0
        self.rng = rng
        self.observer: int | None = None
        self._legal_cache: tuple[Any, ...] | None = None

    # ------------------------------------------------------------------ copying
    def _copy_into(self, c: Board) -> None:
        """Copy every field of this position into ``c`` (lists copied, immutable values shared)."""
        c.n = self.n
        c.fighters = self.fighters
        c.defs = self.defs
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.hands = [list(h) for h in self.hands]
        c.backs = [list(b) for b in self.backs]
        c.known = dict(self.known)
        c.ex = list(self.ex)
        c.moves = [list(m) for m in self.moves]
        c.opponents = [list(o) for o in self.opponents]
        c.victory = [list(v) for v in self.victory]
        c.weapon = list(self.weapon)
        c.exhausted = set(self.exhausted)
        c.direction = self.direction
        c.active = self.active
        c.turn = self.turn
        c.events_used = self.events_used
        c.extra_events = self.extra_events
        c.declared = self.declared
        c.additions = list(self.additions)
        c.looked = self.looked
        c.barred = self.barred
        c.stack = list(self.stack)
        c.window = self.window
        c.tasks = list(self.tasks)
        c.peek = list(self.peek)
        c.trigger = self.trigger
        c.final_done = list(self.final_done)
        c.over = self.over
        c.reason = self.reason
        c.next_uid = self.next_uid
        c.first = self.first
        c.rng = self.rng.copy()
        c.observer = self.observer
        c._legal_cache = self._legal_cache

    # ------------------------------------------------------------------ components and abilities
    def fighter_id(self, seat: int) -> int:
        """Return the component id of ``seat``'s Fighter card."""
        return FIGHTER_BASE + self.fighters[seat]

    def colour_of(self, seat: int) -> int:
        """Return the colour of ``seat``'s Fighter (0–5)."""
        return FIGHTERS[self.fighters[seat]].colour

    def sources(self, seat: int) -> list[int]:
        """Return the components ``seat`` controls that may have effects: Fighter, Special Moves, weapon."""
        out = [FIGHTER_BASE + self.fighters[seat], *self.moves[seat]]
        if self.weapon[seat] >= 0:
            out.append(WEAPON_BASE + self.weapon[seat])
        return out

    def owner_of(self, component: int) -> int:
        """Return the seat controlling a Fighter, Special Move or drawn weapon, or ``-1``."""
        if component >= WEAPON_BASE:
            w = component - WEAPON_BASE
            return self.weapon.index(w) if w in self.weapon else -1
        if component >= FIGHTER_BASE:
            f = component - FIGHTER_BASE
            return self.fighters.index(f) if f in self.fighters else -1
        for s in range(self.n):
            if component in self.moves[s]:
                return s
        return -1

    def ability(self, component: int) -> Ability:
        """Return the effects of a Fighter (its current side), a Special Move, a weapon or an Action."""
        if component >= WEAPON_BASE:
            return WEAPONS[component - WEAPON_BASE].ability
        if component >= FIGHTER_BASE:
            f = component - FIGHTER_BASE
            return FIGHTERS[f].ex if self.ex[self.fighters.index(f)] else FIGHTERS[f].initial
        return self.defs[component].ability if component >= 0 else NO_ABILITY

    def permanent(self, seat: int, effect: Effect) -> int:
        """Return the total ``n`` of ``effect`` over ``seat``'s prepared Permanent effects (rule 11), 0 if none."""
        total = 0
        exhausted = self.exhausted
        for src in self.sources(seat):
            ab = self.ability(src)
            if ab.permanent is effect and src not in exhausted:
                total += ab.permanent_n
        return total

    def front(self, seat: int, effect: Effect) -> int:
        """Return how many Opponents in front of ``seat`` have the while-in-front ``effect``."""
        defs = self.defs
        return sum(1 for card, _ in self.opponents[seat] if defs[card].front is effect)

    def colours_in_play(self) -> tuple[int, ...]:
        """Return the colours of the Fighters in play (spec rule 6: other colours count as any)."""
        return tuple(sorted({FIGHTERS[f].colour for f in self.fighters}))

    def adjacent(self, seat: int) -> tuple[int, ...]:
        """Return the distinct adjacent seats (spec rule 14: in 2 players the single opponent)."""
        a, b = (seat + 1) % self.n, (seat - 1) % self.n
        return (a,) if a == b else (a, b)

    def order_after(self, seat: int) -> tuple[int, ...]:
        """Return every seat in the current direction starting after ``seat`` and ending with it."""
        d = self.direction
        n = self.n
        return tuple((seat + d * k) % n for k in range(1, n + 1))

    def sheathed(self) -> list[int]:
        """Return the fighter indices of the weapons still sheathed in the centre (seat order)."""
        return [f for f in self.fighters if f not in self.weapon]

    def front_pay(self, seat: int) -> int:
        """Return the "take neighbours' cards" ban and generator ban as a bitmask (1 Net Trap, 2 Ringmaster)."""
        return (1 if self.front(seat, Effect.NO_TAKING) else 0) | (2 if self.front(seat, Effect.NO_EXHAUST_CHI) else 0)

    # ------------------------------------------------------------------ hands
    def hand_cards(self, seat: int) -> list[int]:
        """Return the ids in ``seat``'s hand that this position knows (all of them in a full state)."""
        return [c for c in self.hands[seat] if c is not None]

    def _hand_add(self, seat: int, card: int, knowers: tuple[int, ...] = ()) -> None:
        """Put ``card`` into ``seat``'s hand, keeping the canonical order (back colour, then id)."""
        colour = self.defs[card].colour
        hand, backs = self.hands[seat], self.backs[seat]
        i = 0
        while i < len(hand) and (backs[i] < colour or (backs[i] == colour and (hand[i] or 0) < card)):
            i += 1
        hand.insert(i, card)
        backs.insert(i, colour)
        others = tuple(sorted(set(knowers) - {seat}))
        if others:
            self.known[card] = others
        else:
            self.known.pop(card, None)

    def _hand_remove(self, seat: int, card: int) -> None:
        """Take ``card`` out of ``seat``'s hand (its knowledge entry goes too)."""
        i = self.hands[seat].index(card)
        del self.hands[seat][i]
        del self.backs[seat][i]
        self.known.pop(card, None)

    def name_of(self, component: int) -> str:
        """Return a component's display name: a deck card's name, a Fighter's (with its form), a weapon's."""
        if component >= WEAPON_BASE:
            return WEAPONS[component - WEAPON_BASE].name
        if component >= FIGHTER_BASE:
            f = component - FIGHTER_BASE
            seat = self.fighters.index(f) if f in self.fighters else -1
            form = "EX Form" if seat >= 0 and self.ex[seat] else "Initial Form"
            return f"{FIGHTERS[f].name} ({form})"
        return self.defs[component].name if 0 <= component < len(self.defs) else "a card"

    def named(self, events: list[Event]) -> list[Event]:
        """Return ``events`` with ``"name"`` added beside every int ``"card"`` and ``"names"`` beside ``"cards"``.

        The narrator and the table get names without knowing the deck; ids of cards a seat may not
        see never appear in such events (only public cards are named this way).
        """
        out = []
        for e in events:
            d = e.data
            card = d.get("card")
            if isinstance(card, int) and not isinstance(card, bool) and "name" not in d:
                e = Event(e.kind, e.seat, {**d, "name": self.name_of(card)}, e.reveals, e.private_to, e.public, e.text)
            elif e.kind == "refresh" and "names" not in d:
                e = Event(e.kind, e.seat, {**d, "names": [self.name_of(c) for c in d["cards"]]}, e.reveals,
                          e.private_to, e.public, e.text)
            out.append(e)
        return out

    def face(self, card: int) -> dict[str, Any]:
        """Return the face details events carry: ``{"key", "name", "colour"}``."""
        d = self.defs[card]
        return {"key": d.key, "name": d.name, "colour": d.colour}

    def card_event(self, card: int, src: str, dst: str, seat: int | None, private_to: tuple[int, ...] | None = None,
                   reveals: bool = False) -> Event:
        """Return a ``card_moved`` event for a deck card (public back colour, face private to ``private_to``)."""
        d = self.defs[card]
        return card_moved(str(card), src, dst, seat=seat, back=str(d.colour), face=self.face(card),
                          private_to=private_to, reveals=reveals)

    def _move_between_hands(self, src: int, dst: int, card: int, seat: int | None) -> Event:
        """Move ``card`` from ``src``'s hand to ``dst``'s; only those two see it (spec: hidden information)."""
        self._hand_remove(src, card)
        self._hand_add(dst, card, knowers=(src,))
        return self.card_event(card, f"hand:{src}", f"hand:{dst}", seat, private_to=tuple(sorted({src, dst})),
                               reveals=True)

    def _to_discard(self, card: int, src: str, seat: int | None) -> Event:
        """Put ``card`` face up on the discard pile (public)."""
        self.discard.append(card)
        self.known.pop(card, None)
        return self.card_event(card, src, "discard", seat, reveals=True)

    def _discard_from_hand(self, seat: int, card: int) -> Event:
        """Discard ``card`` from ``seat``'s hand (public)."""
        self._hand_remove(seat, card)
        return self._to_discard(card, f"hand:{seat}", seat)

    def _random_card(self, seat: int, colour: int | None = None) -> int | None:
        """Return a card drawn uniformly at random (game RNG) from ``seat``'s hand, of ``colour`` if given."""
        cards = [c for c, b in zip(self.hands[seat], self.backs[seat], strict=True)
                 if c is not None and (colour is None or b == colour)]
        if not cards:
            return None
        return cards[self.rng.randrange(len(cards))] if len(cards) > 1 else cards[0]

    # ------------------------------------------------------------------ deck
    def _refill(self) -> list[Event]:
        """Shuffle the discard pile into an empty deck (spec Turn procedure 1); events of the refill."""
        if self.deck or not self.discard:
            return []
        self.deck = list(self.discard)
        self.discard = []
        self.rng.shuffle(self.deck)
        for c in self.deck:
            if c is not None:
                self.known.pop(c, None)
        return [Event("reshuffle", None, {"count": len(self.deck)})]

    def _draw(self, seat: int, count: int) -> list[Event]:
        """Draw ``count`` cards for ``seat`` (as many as exist), refilling the deck as needed.

        The draw events of one batch come sorted by (colour, id): the order cards were drawn in
        would tell the other seats the colour order of the deck.
        """
        events: list[Event] = []
        batch: list[tuple[int, int, Event]] = []
        for _ in range(count):
            if not self.deck:
                batch.sort(key=lambda x: (x[0], x[1]))
                events.extend(e for _, _, e in batch)
                batch = []
                events.extend(self._refill())
                if not self.deck:
                    break
            card = self.deck.pop()
            if card is None:
                raise ValueError("cannot draw in a view: determinize it first")
            knowers = self.known.get(card, ())
            self._hand_add(seat, card, knowers)
            # only the drawer is shown the face: a seat that knew the card (Smoke Bomb) still knows it
            # through its view, and a second audience would make the batch order tell it about the rest
            batch.append((self.defs[card].colour, card,
                          self.card_event(card, "deck", f"hand:{seat}", seat, private_to=(seat,), reveals=True)))
        batch.sort(key=lambda x: (x[0], x[1]))
        events.extend(e for _, _, e in batch)
        return events

    def draw_count(self, seat: int) -> int:
        """Return how many cards ``seat`` draws in its draw step now (spec Turn procedure 1, case 1)."""
        wp = FIGHTERS[self.fighters[seat]].willpower
        base = max(wp, EMPTY_HAND_DRAW) if not self.hands[seat] else wp
        total = base + self.permanent(seat, Effect.DRAW_MORE) - self.front(seat, Effect.DRAW_LESS)
        return max(MIN_DRAW, total)

    # ------------------------------------------------------------------ Chi sources
    def generator_chi(self, component: int) -> tuple[int, int] | None:
        """Return ``(colour, amount)`` a prepared generator makes (colour ``ANY``: one of the payer's choice).

        ``None`` when ``component`` is not a Chi generator.
        """
        ab = self.ability(component)
        if ab.exhaust is not Effect.CHI:
            return None
        return ab.chi, ab.exhaust_n

    def generators(self, seat: int) -> list[int]:
        """Return ``seat``'s prepared Chi generators usable now (none while a Ringmaster stands in front)."""
        if self.front(seat, Effect.NO_EXHAUST_CHI):
            return []
        return [src for src in self.sources(seat) if src not in self.exhausted and self.generator_chi(src) is not None]

    def may_take_from(self, taker: int, holder: int) -> bool:
        """True when ``taker`` may take cards from ``holder``'s hand as Chi now (adjacent, no Net Trap, not barred)."""
        return (holder in self.adjacent(taker) and not self.front(taker, Effect.NO_TAKING)
                and (taker, holder) not in self.barred)

    def reach(self, seat: int, exclude: int = -1, takes: bool = True) -> tuple[list[tuple[int, int]], list[int]]:
        """Return the Chi sources in ``seat``'s reach (spec rule 6) as ``(fixed, flexible)``.

        ``fixed`` lists ``(colour, amount)`` (``CHAOS`` = wild): own hand cards except ``exclude``
        (front colour; Double Chi 2), neighbours' cards by back (1 each; left out when ``takes`` is
        False), generators of one colour; ``flexible`` lists the amounts of generators of a colour
        of the payer's choice.
        """
        fixed: list[tuple[int, int]] = []
        defs = self.defs
        for c in self.hands[seat]:
            if c is not None and c != exclude:
                d = defs[c]
                fixed.append((d.colour, 2 if d.kind is Kind.DOUBLE_CHI else 1))
        for h in self.adjacent(seat) if takes else ():
            if self.may_take_from(seat, h):
                fixed.extend((b, 1) for b in self.backs[h])
        flexible: list[int] = []
        for src in self.generators(seat):
            chi = self.generator_chi(src)
            assert chi is not None
            colour, amount = chi
            if colour == ANY:
                flexible.append(amount)
            else:
                fixed.append((colour, amount))
        return fixed, flexible


    # ------------------------------------------------------------------ scoring (spec rule 13)
    def breakdown(self, seat: int) -> list[tuple[str, int]]:
        """Return ``[(label, points)]`` of ``seat``'s score now (spec rule 13; case 9).

        Special Moves + weapon + defeated Opponents, +1 per one of those cards of the Fighter's
        colour, +3 for the trigger player.
        """
        defs = self.defs
        colour = self.colour_of(seat)
        moves = sum(defs[c].points for c in self.moves[seat])
        beaten = sum(defs[c].points for c in self.victory[seat])
        matching = sum(1 for c in self.moves[seat] if defs[c].colour == colour)
        matching += sum(1 for c in self.victory[seat] if defs[c].colour == colour)
        weapon = 0
        if self.weapon[seat] >= 0:
            w = WEAPONS[self.weapon[seat]]
            weapon = w.points
            matching += 1 if w.colour == colour else 0
        return [("Special Moves", moves), ("Legendary Weapon", weapon), ("Defeated Opponents", beaten),
                ("Colour bonus", matching * COLOUR_BONUS),
                (TRIGGER_LABEL, TRIGGER_BONUS if self.trigger == seat else 0)]

    def points(self, seat: int) -> int:
        """Return ``seat``'s score now (the sum of :meth:`breakdown`)."""
        return sum(p for _, p in self.breakdown(seat))

    def score_event(self, seat: int, why: str, before: int | None = None) -> Event:
        """Return a ``score`` event with ``seat``'s new total (``delta`` against ``before`` when given)."""
        total = self.points(seat)
        return Event("score", seat, {"seat": seat, "delta": 0 if before is None else total - before, "total": total,
                                     "why": why})


def chi_colour(colour: int) -> str:
    """Return a colour's name for events and prompts ("Fire", "Chaos")."""
    from zooarcade.games.zoo_fighters.data import COLOUR_NAMES

    return COLOUR_NAMES[colour] if 0 <= colour <= CHAOS else "any"


__all__ = ["Board", "Task", "chi_colour"]
