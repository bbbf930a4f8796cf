"""ZOP ZOO: actions, state and rules (pure Python, never pygame).

Implements ``rules/zop_zoo.md`` (our resolved spec; the seed text covers the black deck).
Sections are named in each method's docstring ("ZOP ZOO: Turn 5 (MOLE)").

Layout of a position (card ids are :mod:`zooarcade.games.zop_zoo.data` ids, 0..125):

* ``rows[s]``: seat ``s``'s row of white cards, in slot order (6 after the deal; a transfer
  appends a slot).  ``cover[w]`` is the black card lying on white card ``w`` (a match, an upper
  half, an ANTI-Minus or a wild), or -1.  A *slot* is a white card with its cover.
* ``side[s]``: seat ``s``'s Side Bonus cards.
* ``draw``: the face-down draw pile, top last (``None`` entries in a view: only the order is
  hidden, the set of unseen black cards is public).  ``discard``: the face-up discard pile, top
  last.  ``aside``: spent Specialty cards set aside at a reshuffle.  ``white_out``: the white
  cards sitting out the round (sorted; public).  ``held``: a drawn card waiting for a choice
  (a wild, a MOLE, a Specialty card), or -1.  ``spent``: the Specialty cards used this round.

Steps.  Every draw is its own *forced* step (:class:`Draw`): the card is drawn and everything
that follows from it without a choice is resolved at once — placed on its row card, beside the
row, or discarded — each move its own event.  A productive draw leaves the next step a forced
Draw again; an unproductive one passes the turn.  The only real choices: where a wild goes
(:class:`PlaceWild`), whether to dig (:class:`Dig` against :class:`Draw` or :class:`Decline`), and
a Specialty's target (:class:`Give`, :class:`Take`, :class:`Swap`).  A choice with one option
is forced too.  Each round opens with a forced :class:`Deal` by the dealer, so the state after
a round's last step still shows the final rows (for the round-end screen and the tests).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar

from zooarcade.core.events import Event, EventKind
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    GameState,
    IllegalAction,
    Progress,
    RoundResult,
    StateFormatError,
)
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo.data import (
    ALL_CARDS,
    BLACK_IDS,
    BONUS_FOR,
    CARD_BY_KEY,
    CARDS,
    CATEGORIES,
    KEY,
    KIND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_RESHUFFLED,
    PARTNER,
    ROUND_LIMIT,
    ROUND_TURN_LIMIT,
    ROW_SIZE,
    SPECIAL_OF,
    VALUE,
    WHITE_CARDS,
    WHITE_IDS,
    Kind,
    Special,
    target_default,
)

# ---------------------------------------------------------------------- constants
_CATEGORY = int(Kind.CATEGORY)
_LOWER = int(Kind.LOWER)
_MINUS = int(Kind.MINUS)
_MATCH = int(Kind.MATCH)
_UPPER = int(Kind.UPPER)
_ANTI = int(Kind.ANTI)
_WILD = int(Kind.WILD)
_BONUS = int(Kind.BONUS)
_MOLE = int(Kind.MOLE)
_SPECIAL = int(Kind.SPECIAL)
#: ``CAT[id]``: category index of a card (-1 when it has none).
_CAT: tuple[int, ...] = tuple(c.category for c in CARDS)
#: why a black card is placed, by its kind (event ``why``).
_PLACE_WHY = MappingProxyType({_MATCH: "match", _UPPER: "connect", _ANTI: "anti", _BONUS: "bonus"})

#: ``Event.kind`` values of ZOP ZOO's own events (the shared ones are :class:`EventKind`).
EV_DEAL = "deal"
EV_DIG = "dig"
EV_DIG_END = "dig_end"
EV_TRANSFER = "transfer"
EV_SPENT = "spent"
EV_RESHUFFLE = "reshuffle"
#: every event kind a ZOP ZOO step can produce (the narration covers each).
EVENT_KINDS: tuple[str, ...] = (
    EV_DEAL, EV_DIG, EV_DIG_END, EV_TRANSFER, EV_SPENT, EV_RESHUFFLE,
    str(EventKind.CARD_MOVED), str(EventKind.TURN), str(EventKind.ROUND_END), str(EventKind.SCORE),
    str(EventKind.GAME_END),
)


class Phase(StrEnum):
    """What the game waits for (ZOP ZOO: Turn)."""

    DEAL = "deal"  # the dealer deals the round (forced)
    DRAW = "draw"  # draw a card (forced): a turn's first draw, or a draw again
    TOP_MOLE = "top_mole"  # Turn 1: dig with the MOLE on top of the discard pile, or draw
    TOP_SPECIAL = "top_special"  # Turn 1: use the live Specialty card on top of the discard pile
    WILD = "wild"  # Turn 3: choose the row card the held wild covers
    MOLE = "mole"  # Turn 5: dig with the MOLE just drawn, or put it away
    SPECIAL = "special"  # Turn 6: choose the target of the Specialty card just drawn
    OVER = "over"


# ---------------------------------------------------------------------- actions
@dataclass(frozen=True)
class Deal(Action):
    """ZOP ZOO: Documented (each round) — shuffle both decks and deal the rows (forced)."""

    KIND: ClassVar[str] = "deal"

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return "deals the round"


@dataclass(frozen=True)
class Draw(Action):
    """ZOP ZOO: Turn 1–2 — draw the top card of the draw pile and resolve it."""

    KIND: ClassVar[str] = "draw"

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return "draws a card"


@dataclass(frozen=True)
class Dig(Action):
    """ZOP ZOO: Turn 5 — dig in the discard pile with the MOLE (held, or on top of the pile)."""

    KIND: ClassVar[str] = "dig"

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return "digs with the MOLE"


@dataclass(frozen=True)
class Decline(Action):
    """ZOP ZOO: Turn 5 — put the MOLE just drawn on the discard pile unused (the turn ends)."""

    KIND: ClassVar[str] = "decline"

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return "puts the MOLE away"


@dataclass(frozen=True)
class PlaceWild(Action):
    """ZOP ZOO: Turn 3 — lay the held wild on white card ``card`` of your row."""

    KIND: ClassVar[str] = "place_wild"
    card: int

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return f"covers the {CARDS[self.card].name} with the wild" if 0 <= self.card < ALL_CARDS else "covers a card"


@dataclass(frozen=True)
class Give(Action):
    """ZOP ZOO: Turn 6 (HYENA) — give your POINTS card ``card`` to seat ``to``."""

    KIND: ClassVar[str] = "give"
    card: int
    to: int

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return f"gives the {_name(self.card)} to seat {self.to + 1}"


@dataclass(frozen=True)
class Take(Action):
    """ZOP ZOO: Turn 6 (RACCOON) — take POINTS card ``card`` from seat ``owner``."""

    KIND: ClassVar[str] = "take"
    card: int
    owner: int

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return f"takes the {_name(self.card)} from seat {self.owner + 1}"


@dataclass(frozen=True)
class Swap(Action):
    """ZOP ZOO: Turn 6 (EARTHWORM) — swap your POINTS card ``mine`` with seat ``owner``'s ``theirs``."""

    KIND: ClassVar[str] = "swap"
    mine: int
    theirs: int
    owner: int

    def describe(self) -> str:
        """The log phrase of this action (the narrator words it per seat; this is the plain fallback)."""
        return f"swaps the {_name(self.mine)} for seat {self.owner + 1}'s {_name(self.theirs)}"


#: every action class (for the JSON decoder).
ACTIONS: tuple[type[Action], ...] = (Deal, Draw, Dig, Decline, PlaceWild, Give, Take, Swap)
_DEAL = Deal()
_DRAW = Draw()
_DIG = Dig()
_DECLINE = Decline()


def _name(card_id: int) -> str:
    return CARDS[card_id].name if 0 <= card_id < ALL_CARDS else "card"


# ---------------------------------------------------------------------- value objects
@dataclass(frozen=True)
class ScoreLine:
    """One scored card of a round (the round-end screen scores a row card by card).

    Attributes:
        card: key of the scored card (the white card of a slot, or a Side Bonus card).
        cover: key of the black card lying on it, or ``None``.
        label: "Lion matched", "BEAST on Owl", "Side Bonus BIRD", "Rat (uncovered)".
        points: what it scores (may be negative).
    """

    card: str
    cover: str | None
    label: str
    points: int

    def to_json(self) -> dict[str, Any]:
        """Return ``{"card", "cover", "label", "points"}``."""
        return {"card": self.card, "cover": self.cover, "label": self.label, "points": self.points}


def face(card_id: int) -> dict[str, Any]:
    """Return the public face of a card for events: ``{"name", "kind", "value", "category"}`` (a fresh dict)."""
    return dict(_FACES[card_id])


def _make_face(card_id: int) -> Mapping[str, Any]:
    c = CARDS[card_id]
    return MappingProxyType({"name": c.name, "kind": c.kind.name.lower(), "value": c.value,
            "category": CATEGORIES[c.category].name if c.category >= 0 and c.kind != Kind.LOWER else None})


#: every card's face, built once, read-only (copied into each event).
_FACES: tuple[Mapping[str, Any], ...] = tuple(_make_face(i) for i in range(ALL_CARDS))


def _moved(card_id: int, src: str, dst: str, seat: int | None, why: str, *, on: int = -1, owner: int | None = None,
           index: int | None = None, **extra: Any) -> Event:
    """A public CARD_MOVED event (ZOP ZOO cards are face up once drawn; one out of a shuffled deck ``reveals``).

    ``data``: the shared keys (``card``, ``src``, ``dst``, ``back``, ``face``, ``index``) plus
    ``why`` (deal, match, connect, anti, bonus, wild, miss, held, no_dig, decline, mole_done,
    unusable, spent, transfer), ``on`` (key of the white card it is laid on, or ``None``) and
    ``owner`` (the seat whose row or side area it goes to, or ``None``).
    """
    data: dict[str, Any] = {"card": KEY[card_id], "src": src, "dst": dst,
                            "back": "white" if card_id < WHITE_CARDS else "black", "face": dict(_FACES[card_id]),
                            "index": index, "why": why, "on": KEY[on] if on >= 0 else None, "owner": owner}
    if extra:
        data.update(extra)
    return Event(EventKind.CARD_MOVED, seat, data, reveals=src in ("draw", "white"))  # out of a shuffled deck


# ---------------------------------------------------------------------- the state
class ZopState(GameState):
    """A position of ZOP ZOO (see the module docstring for the layout).

    Build one with :func:`new_game` or :meth:`from_position`.  ``observer`` is ``None`` for the
    true state and a seat for a view (the draw pile's order hidden).
    """

    GAME_ID: ClassVar[str] = "zop_zoo"
    SCHEMA_VERSION: ClassVar[int] = 1
    HAS_PRIVATE_INFO: ClassVar[bool] = False

    def __init__(self, n: int, target: int, rng: Rng) -> None:
        self.n = n
        self.target = target
        self.rng = rng
        self.observer: int | None = None
        self.rows: list[list[int]] = [[] for _ in range(n)]
        self.cover: list[int] = [-1] * WHITE_CARDS
        self.owner: list[int] = [-1] * WHITE_CARDS
        self.side: list[list[int]] = [[] for _ in range(n)]
        self.white_out: list[int] = list(WHITE_IDS)
        self.draw: list[int | None] = list(BLACK_IDS)
        self.discard: list[int] = []
        self.aside: list[int] = []
        self.spent: list[int] = []
        self.held = -1
        self.phase = Phase.DEAL
        self.again = False
        self.dealer = 0
        self.to_move = 0
        self.round = 0
        self.turn = 0
        self.round_turns = 0
        self.totals: list[int] = [0] * n
        self.results: list[RoundResult] = []
        self.lines: list[tuple[tuple[ScoreLine, ...], ...]] = []
        self.end: str | None = None
        self._legal: list[Action] | None = None

    # ------------------------------------------------------------------ protocol: who decides
    @property
    def num_players(self) -> int:
        """Number of seats, 2..6."""
        return self.n

    def is_terminal(self) -> bool:
        """True once a single highest total reached the target (or the round limit was hit)."""
        return self.phase == Phase.OVER

    @property
    def current_player(self) -> int:
        """The seat to act (the dealer before a deal), or ``TERMINAL``; equals ``decision().seat``."""
        # hot path of the search: decision().seat without building a Decision
        if self.phase == Phase.OVER:
            return TERMINAL
        return self.dealer if self.phase == Phase.DEAL else self.to_move

    def forced_step(self) -> bool:
        """True when the decision has one legal action (ZOP ZOO: every draw, every one-option choice)."""
        phase = self.phase
        if phase == Phase.OVER:
            return False
        if phase in (Phase.DRAW, Phase.DEAL):
            return True
        if phase in (Phase.TOP_MOLE, Phase.MOLE):
            return False
        return len(self._legal_list()) == 1

    def decision(self) -> Decision | None:
        """ZOP ZOO: Turn — the seat to act and what it is asked (a forced draw, a dig, a wild, a target)."""
        phase = self.phase
        if phase == Phase.OVER:
            return None
        seat = self.current_player
        forced = self.forced_step()
        if phase == Phase.DEAL:
            return Decision(seat, seat, DecisionKind.TURN, f"Deal round {self.round + 1}.", forced=True)
        if phase == Phase.DRAW:
            return Decision(seat, seat, DecisionKind.TURN, "Draw again." if self.again else "Draw a card.", forced=True)
        if phase == Phase.TOP_MOLE:
            return Decision(seat, seat, DecisionKind.CHOOSE,
                            "Dig in the discard pile with the MOLE on top, or draw a card.")
        if phase == Phase.MOLE:
            return Decision(seat, seat, DecisionKind.CHOOSE, "Dig with the MOLE you drew, or put it away.")
        if phase == Phase.WILD:
            return Decision(seat, seat, DecisionKind.CHOOSE,
                            f"Choose the card of your row the {CARDS[self.held].name} covers.", forced=forced)
        card_id = self.discard[-1] if phase == Phase.TOP_SPECIAL else self.held
        return Decision(seat, seat, DecisionKind.TARGET, _SPECIAL_PROMPT[SPECIAL_OF[card_id]], forced=forced)

    def legal_actions(self) -> list[Action]:
        """ZOP ZOO: Turn — the legal actions of the seat to act, in a stable order."""
        return list(self._legal_list())

    def _legal_list(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        seat = self.to_move
        if phase == Phase.DRAW:
            return [_DRAW]
        if phase == Phase.DEAL:
            return [_DEAL]
        if phase == Phase.TOP_MOLE:
            return [_DIG, _DRAW]
        if phase == Phase.MOLE:
            return [_DIG, _DECLINE]
        if phase == Phase.WILD:
            return [PlaceWild(w) for w in self.rows[seat] if self.cover[w] < 0]
        if phase == Phase.TOP_SPECIAL:
            return self._special_actions(seat, SPECIAL_OF[self.discard[-1]])
        if phase == Phase.SPECIAL:
            return self._special_actions(seat, SPECIAL_OF[self.held])
        return []

    def explain(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now (one line for the player), or ``None`` when it is legal."""
        phase = self.phase
        if phase == Phase.OVER:
            return "The game is over."
        if action in self._legal_list():
            return None
        if phase == Phase.DEAL:
            return "The round must be dealt first."
        if isinstance(action, Dig):
            return "There is no MOLE to dig with now, or nothing in the discard pile it could find."
        if isinstance(action, Decline):
            return "You have no MOLE in hand to put away."
        if isinstance(action, Draw):
            if phase == Phase.WILD:
                return "Place the wild first: it must cover a card of your row."
            if phase in (Phase.SPECIAL, Phase.TOP_SPECIAL):
                return "You must use the Specialty card first."
            return "You cannot draw now."
        if isinstance(action, PlaceWild):
            if phase != Phase.WILD:
                return "You hold no wild card."
            return "A wild covers a card of your row that is not worth points yet, or an uncovered Minus card."
        if isinstance(action, Give | Take | Swap):
            if phase not in (Phase.SPECIAL, Phase.TOP_SPECIAL):
                return "No Specialty card is in play."
            return "That is not a target this Specialty card allows: only cards worth points move."
        return "That is not possible now."

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """ZOP ZOO: Turn — apply one step and return its events (atomic).

        Raises:
            ValueError: on a view (determinize it first); nothing changes.
            IllegalAction: the action is not legal now; nothing changes.
        """
        if self.observer is not None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        if action not in self._legal_list():
            raise IllegalAction(self.explain(action) or "That is not possible now.")
        self._legal = None
        phase = self.phase
        if isinstance(action, Draw):
            return self._draw_step()
        if isinstance(action, Deal):
            return self._deal()
        if isinstance(action, Dig):
            return self._dig_step()
        if isinstance(action, Decline):
            seat = self.to_move
            mole = self.held
            self.held = -1
            self.discard.append(mole)
            return [_moved(mole, f"held:{seat}", "discard", seat, "decline"), *self._end_turn()]
        if isinstance(action, PlaceWild):
            return self._place_wild(action.card)
        assert isinstance(action, Give | Take | Swap)
        return self._use_special(action, from_top=phase == Phase.TOP_SPECIAL)

    # ------------------------------------------------------------------ steps
    def _deal(self) -> list[Event]:
        """ZOP ZOO: Documented (each round), Turn 9 — all cards back, shuffle, deal 6 each clockwise.

        The dealer is dealt first and plays first.  Ends the round at once if a dealt row is
        already complete (Turn 7).
        """
        n = self.n
        rng = self.rng
        self.round += 1
        self.round_turns = 0
        whites = list(WHITE_IDS)
        blacks: list[int | None] = list(BLACK_IDS)
        rng.shuffle(whites)
        rng.shuffle(blacks)
        self.cover = [-1] * WHITE_CARDS
        self.owner = [-1] * WHITE_CARDS
        self.rows = [[] for _ in range(n)]
        self.side = [[] for _ in range(n)]
        self.discard = []
        self.aside = []
        self.spent = []
        self.held = -1
        self.again = False
        events: list[Event] = [Event(EV_DEAL, self.dealer, {"round": self.round, "dealer": self.dealer,
                                                            "draw": len(blacks)})]
        for k in range(ROW_SIZE * n):
            seat = (self.dealer + k) % n
            w = whites.pop()
            self.rows[seat].append(w)
            self.owner[w] = seat
            events.append(_moved(w, "white", f"row:{seat}", self.dealer, "deal", owner=seat,
                                 index=len(self.rows[seat]) - 1))
        self.white_out = sorted(whites)
        self.draw = blacks
        self.to_move = self.dealer
        for k in range(n):
            seat = (self.dealer + k) % n
            if self._complete(seat):
                return events + self._end_round(seat)
        return events + self._begin_turn(self.dealer)

    def _draw_step(self) -> list[Event]:
        """ZOP ZOO: Turn 2–6, 8 — draw one card and resolve everything that has no choice."""
        seat = self.to_move
        events: list[Event] = []
        if not self.draw:
            events.extend(self._reshuffle())
        b = self.draw.pop()
        assert b is not None, "drawing from a view"
        kind = KIND[b]
        self.again = True
        if kind == _MATCH or kind == _UPPER or kind == _ANTI:
            w = PARTNER[b]
            if self.owner[w] == seat and self.cover[w] < 0:
                self.cover[w] = b
                events.append(_moved(b, "draw", f"row:{seat}", seat, _PLACE_WHY[kind], on=w, owner=seat,
                                     index=self.rows[seat].index(w)))
                if self._complete(seat):
                    return events + self._end_round(seat)
                self.phase = Phase.DRAW
                return events
            self.discard.append(b)
            events.append(_moved(b, "draw", "discard", seat, "miss"))
            return events + self._end_turn()
        if kind == _BONUS:
            if self._shows(seat, _CAT[b]):
                self.side[seat].append(b)
                events.append(_moved(b, "draw", f"side:{seat}", seat, "bonus", owner=seat,
                                     index=len(self.side[seat]) - 1))
                self.phase = Phase.DRAW
                return events
            self.discard.append(b)
            events.append(_moved(b, "draw", "discard", seat, "miss"))
            return events + self._end_turn()
        if kind == _WILD:
            assert any(self.cover[w] < 0 for w in self.rows[seat]), "a wild always has a target during play"
            self.held = b
            self.phase = Phase.WILD
            events.append(_moved(b, "draw", f"held:{seat}", seat, "held", owner=seat))
            return events
        if kind == _MOLE:
            if self._any_fit(seat, self.discard):
                self.held = b
                self.phase = Phase.MOLE
                events.append(_moved(b, "draw", f"held:{seat}", seat, "held", owner=seat))
                return events
            self.discard.append(b)
            events.append(_moved(b, "draw", "discard", seat, "no_dig"))
            return events + self._end_turn()
        assert kind == _SPECIAL
        if self._special_actions(seat, SPECIAL_OF[b]):
            self.held = b
            self.phase = Phase.SPECIAL
            events.append(_moved(b, "draw", f"held:{seat}", seat, "held", owner=seat))
            return events
        self.discard.append(b)
        events.append(_moved(b, "draw", "discard", seat, "unusable"))
        return events + self._end_turn()

    def _reshuffle(self) -> list[Event]:
        """ZOP ZOO: Turn 8 — the draw pile is empty: spent Specialty cards aside, keep a usable top, shuffle."""
        spent = set(self.spent)
        pile = self.discard
        keep: list[int] = []
        if pile and (KIND[pile[-1]] == _MOLE or (KIND[pile[-1]] == _SPECIAL and pile[-1] not in spent)):
            keep = [pile.pop()]
        aside = [c for c in pile if c in spent]
        new: list[int | None] = [c for c in pile if c not in spent]
        self.aside.extend(aside)
        self.rng.shuffle(new)
        assert len(new) >= MIN_RESHUFFLED, "a reshuffled draw pile holds at least 32 cards"
        self.draw = new
        self.discard = keep
        return [Event(EV_RESHUFFLE, self.to_move, {"count": len(new), "aside": [KEY[c] for c in aside],
                                                   "kept": KEY[keep[0]] if keep else None})]

    def _dig_step(self) -> list[Event]:
        """ZOP ZOO: Turn 5 (MOLE) — dig with the held MOLE, or with the MOLE on top of the discard pile."""
        seat = self.to_move
        from_top = self.phase == Phase.TOP_MOLE
        if from_top:
            mole = self.discard.pop()
            src = "discard"
        else:
            mole = self.held
            self.held = -1
            src = f"held:{seat}"
        events = [Event(EV_DIG, seat, {"mole": KEY[mole], "from": src, "pile": [KEY[c] for c in self.discard]})]
        retrieved = self._retrieve(seat, events)
        self.discard.append(mole)
        events.append(Event(EV_DIG_END, seat, {"mole": KEY[mole], "retrieved": [KEY[c] for c in retrieved],
                                               "left": len(self.discard) - 1}))
        if not from_top:
            events.append(_moved(mole, src, "discard", seat, "mole_done"))
        if self._complete(seat):
            return events + self._end_round(seat)
        if from_top:
            return events + self._end_turn()
        self.phase = Phase.DRAW
        self.again = True
        return events

    def _retrieve(self, seat: int, events: list[Event]) -> list[int]:
        """ZOP ZOO: Turn 5 — place every card of the discard pile that fits, in cascades; return them.

        The pile is searched from its top down, again and again until nothing more fits (a
        Side Bonus may fit only once a retrieved upper half shows its category).  The rest
        stays in its order.  Each placement is its own CARD_MOVED event (``src`` "discard").
        """
        pile = self.discard
        retrieved: list[int] = []
        changed = True
        while changed:
            changed = False
            for i in range(len(pile) - 1, -1, -1):
                b = pile[i]
                target = self._fit(seat, b)
                if target == -2:
                    continue
                del pile[i]
                retrieved.append(b)
                changed = True
                kind = KIND[b]
                if kind == _BONUS:
                    self.side[seat].append(b)
                    events.append(_moved(b, "discard", f"side:{seat}", seat, "bonus", owner=seat,
                                         index=len(self.side[seat]) - 1, dig=True))
                else:
                    self.cover[target] = b
                    events.append(_moved(b, "discard", f"row:{seat}", seat, _PLACE_WHY[kind], on=target, owner=seat,
                                         index=self.rows[seat].index(target), dig=True))
        return retrieved

    def _place_wild(self, w: int) -> list[Event]:
        """ZOP ZOO: Turn 3 — lay the held wild on ``w``; draw again unless the row is now complete."""
        seat = self.to_move
        b = self.held
        self.held = -1
        self.cover[w] = b
        events = [_moved(b, f"held:{seat}", f"row:{seat}", seat, "wild", on=w, owner=seat,
                         index=self.rows[seat].index(w))]
        if self._complete(seat):
            return events + self._end_round(seat)
        self.phase = Phase.DRAW
        self.again = True
        return events

    def _use_special(self, action: Give | Take | Swap, from_top: bool) -> list[Event]:
        """ZOP ZOO: Turn 6 — transfer POINTS cards; the Specialty card is then spent.

        From the draw pile: the card goes to the discard pile spent and the player draws again.
        On top of the discard pile: it stays there, spent, and the turn ends.  Transfers never
        complete or break a row (only POINTS cards move), so no round ends here.
        """
        seat = self.to_move
        sp = self.discard[-1] if from_top else self.held
        events: list[Event] = []
        if isinstance(action, Give):
            moves = [(action.card, seat, action.to)]
            kind, frm, to = "give", seat, action.to
        elif isinstance(action, Take):
            moves = [(action.card, action.owner, seat)]
            kind, frm, to = "take", action.owner, seat
        else:
            moves = [(action.mine, seat, action.owner), (action.theirs, action.owner, seat)]
            kind, frm, to = "swap", seat, action.owner
        covers = [KEY[self.cover[c]] if c < WHITE_CARDS and self.cover[c] >= 0 else None for c, _, _ in moves]
        events.append(Event(EV_TRANSFER, seat, {"special": KEY[sp], "kind": kind, "from": frm, "to": to,
                                                "cards": [KEY[c] for c, _, _ in moves], "covers": covers}))
        for c, a, b in moves:
            events.extend(self._transfer(c, a, b, seat))
        self.spent.append(sp)
        self.spent.sort()
        if from_top:
            events.append(Event(EV_SPENT, seat, {"card": KEY[sp], "zone": "discard"}))
            return events + self._end_turn()
        self.held = -1
        self.discard.append(sp)
        events.append(_moved(sp, f"held:{seat}", "discard", seat, "spent"))
        self.phase = Phase.DRAW
        self.again = True
        return events

    def _transfer(self, c: int, a: int, b: int, actor: int) -> list[Event]:
        """Move POINTS card ``c`` (with its cover) from seat ``a`` to seat ``b`` (Turn 6: pairs move as one)."""
        if c >= WHITE_CARDS:  # a Side Bonus goes beside the receiver's row
            self.side[a].remove(c)
            self.side[b].append(c)
            return [_moved(c, f"side:{a}", f"side:{b}", actor, "transfer", owner=b, index=len(self.side[b]) - 1)]
        self.rows[a].remove(c)
        self.rows[b].append(c)
        self.owner[c] = b
        index = len(self.rows[b]) - 1
        events = [_moved(c, f"row:{a}", f"row:{b}", actor, "transfer", owner=b, index=index)]
        cov = self.cover[c]
        if cov >= 0:
            events.append(_moved(cov, f"row:{a}", f"row:{b}", actor, "transfer", on=c, owner=b, index=index))
        return events

    def _begin_turn(self, seat: int) -> list[Event]:
        """ZOP ZOO: Turn 1 — what the turn opens with: a live Specialty on top, a MOLE on top, or a draw."""
        self.to_move = seat
        self.again = False
        self.held = -1
        self._legal = None
        pile = self.discard
        phase = Phase.DRAW
        if pile:
            top = pile[-1]
            kind = KIND[top]
            if kind == _SPECIAL and top not in self.spent and self._special_actions(seat, SPECIAL_OF[top]):
                phase = Phase.TOP_SPECIAL
            elif kind == _MOLE and self._any_fit(seat, pile, len(pile) - 1):
                phase = Phase.TOP_MOLE
        self.phase = phase
        return [Event(EventKind.TURN, seat, {"seat": seat})]

    def _end_turn(self) -> list[Event]:
        """ZOP ZOO: Turn 2 — the turn passes clockwise (or the round stops at the safety cap)."""
        self.turn += 1
        self.round_turns += 1
        if self.round_turns >= ROUND_TURN_LIMIT:
            return self._end_round(None)
        return self._begin_turn((self.to_move + 1) % self.n)

    def _end_round(self, winner: int | None) -> list[Event]:
        """ZOP ZOO: Scoring and game end — bank the round, then end the game or wait for the next deal.

        ``winner`` is the seat whose row is complete, or ``None`` when the safety cap stopped
        the round (every seat then scores as a loser does).
        """
        self.held = -1
        lines = tuple(tuple(self.score_lines(s, s == winner)) for s in range(self.n))
        points = tuple(sum(x.points for x in seat_lines) for seat_lines in lines)
        for s in range(self.n):
            self.totals[s] += points[s]
        result = RoundResult(self.round, points, tuple(self.totals),
                             tuple(tuple((x.label, x.points) for x in seat_lines) for seat_lines in lines), winner)
        self.results.append(result)
        self.lines.append(lines)
        if winner is None:
            self.turn += 1
        events: list[Event] = [Event(EventKind.ROUND_END, winner, {
            "round": self.round, "points": list(points), "totals": list(self.totals), "winner": winner,
            "cards": [[x.to_json() for x in seat_lines] for seat_lines in lines],
            "reason": "complete" if winner is not None else "turn_limit"})]
        for s in range(self.n):
            events.append(Event(EventKind.SCORE, s, {"seat": s, "delta": points[s], "total": self.totals[s],
                                                     "why": f"round {self.round}"}))
        best = max(self.totals)
        leaders = [s for s in range(self.n) if self.totals[s] == best]
        if best >= self.target and len(leaders) == 1:
            self.end = "target"
        elif self.round >= ROUND_LIMIT:
            self.end = "round_limit"
        if self.end is not None:
            self.phase = Phase.OVER
            events.append(Event(EventKind.GAME_END, leaders[0] if len(leaders) == 1 else None,
                                {"scores": list(self.totals), "winners": leaders, "reason": self.end_reason()}))
            return events
        self.dealer = winner if winner is not None else (self.dealer + 1) % self.n
        self.phase = Phase.DEAL
        return events

    # ------------------------------------------------------------------ rule queries (also for the AI and UI)
    def is_points(self, w: int) -> bool:
        """True when white card ``w`` is worth POINTS: covered, or an uncovered Minus (Documented; Turn 6)."""
        return self.cover[w] >= 0 or KIND[w] == _MINUS

    def slot_value(self, w: int) -> int:
        """Points of the slot of white card ``w`` (0 while it is not worth POINTS).

        Matched category value, 80 connected, +75..+100 for a Minus under its ANTI, the wild's
        0/50, the negative value of an uncovered Minus.
        """
        c = self.cover[w]
        if c >= 0:
            return VALUE[c]
        return VALUE[w] if KIND[w] == _MINUS else 0

    def needs(self, seat: int) -> int:
        """Number of row cards of ``seat`` not yet worth POINTS (0: the row is complete)."""
        cover = self.cover
        return sum(1 for w in self.rows[seat] if cover[w] < 0 and KIND[w] != _MINUS)

    def _complete(self, seat: int) -> bool:
        """ZOP ZOO: Turn 7 — every row card of ``seat`` is worth POINTS."""
        cover = self.cover
        for w in self.rows[seat]:
            if cover[w] < 0 and KIND[w] != _MINUS:
                return False
        return True

    def _shows(self, seat: int, category: int) -> bool:
        """ZOP ZOO: Turn 4 — a visible card of ``seat``'s row prints ``category``.

        Category cards (matched or not) and connected animals show their category; a lone lower
        half, a Minus card and a wild-covered card show none.
        """
        cover = self.cover
        for w in self.rows[seat]:
            if _CAT[w] != category:
                continue
            kind = KIND[w]
            c = cover[w]
            if kind == _CATEGORY and (c < 0 or KIND[c] == _MATCH):
                return True
            if kind == _LOWER and c >= 0 and KIND[c] == _UPPER:
                return True
        return False

    def shown_categories(self, seat: int) -> list[int]:
        """Return the category indices ``seat``'s row shows (ZOP ZOO: Turn 4), sorted."""
        return [cat for cat in range(len(BONUS_FOR)) if self._shows(seat, cat)]

    def _fit(self, seat: int, b: int) -> int:
        """Where black card ``b`` fits ``seat``: the white card it covers, -1 for the side area, -2 nowhere."""
        kind = KIND[b]
        if kind == _MATCH or kind == _UPPER or kind == _ANTI:
            w = PARTNER[b]
            return w if self.owner[w] == seat and self.cover[w] < 0 else -2
        if kind == _BONUS:
            return -1 if self._shows(seat, _CAT[b]) else -2
        return -2  # MOLE and Specialty cards are never dug out; wilds never reach the discard pile

    def fits(self, seat: int, b: int) -> bool:
        """True when black card ``b`` would be placed for ``seat`` right now (ZOP ZOO: Turn 2, 5)."""
        return self._fit(seat, b) != -2

    def _any_fit(self, seat: int, pile: Sequence[int], upto: int | None = None) -> bool:
        """True when some card of ``pile[:upto]`` fits ``seat`` (a dig would retrieve a card; Turn 1, 5)."""
        end = len(pile) if upto is None else upto
        for i in range(end):
            if self._fit(seat, pile[i]) != -2:
                return True
        return False

    def can_dig(self, seat: int) -> bool:
        """True when a MOLE dig now would retrieve a card for ``seat`` (below the MOLE if it is on top)."""
        pile = self.discard
        if self.phase == Phase.TOP_MOLE:
            return self._any_fit(seat, pile, len(pile) - 1)
        return self._any_fit(seat, pile)

    def points_cards(self, seat: int) -> list[int]:
        """ZOP ZOO: Turn 6 — ``seat``'s POINTS cards: row slots worth POINTS (white ids), then Side Bonus ids."""
        cover = self.cover
        out = [w for w in self.rows[seat] if cover[w] >= 0 or KIND[w] == _MINUS]
        out.extend(self.side[seat])
        return out

    def _special_actions(self, seat: int, special: int) -> list[Action]:
        """ZOP ZOO: Turn 6 — every use of Specialty ``special`` open to ``seat`` (empty: it cannot be used)."""
        others = [(seat + k) % self.n for k in range(1, self.n)]
        if special == Special.HYENA:
            mine = self.points_cards(seat)
            return [Give(c, to) for c in mine for to in others]
        if special == Special.RACCOON:
            return [Take(c, o) for o in others for c in self.points_cards(o)]
        mine = self.points_cards(seat)
        if not mine:
            return []
        theirs = [(o, self.points_cards(o)) for o in others]
        return [Swap(m, t, o) for m in mine for o, cards in theirs for t in cards]

    def score_lines(self, seat: int, winner: bool) -> list[ScoreLine]:
        """ZOP ZOO: Scoring — the cards ``seat`` banks now, card by card.

        The round's winner banks every row card (all worth POINTS) and its Side Bonus cards;
        every other seat banks its Side Bonus cards and its uncovered Minus cards (negative).
        """
        out: list[ScoreLine] = []
        cover = self.cover
        for w in self.rows[seat]:
            c = cover[w]
            kind = KIND[w]
            if c < 0 and kind != _MINUS:
                continue  # not worth POINTS (only a loser's row has such cards)
            if not winner and not (c < 0 and kind == _MINUS):
                continue
            out.append(ScoreLine(KEY[w], KEY[c] if c >= 0 else None, _slot_label(w, c), self.slot_value(w)))
        for b in self.side[seat]:
            out.append(ScoreLine(KEY[b], None, CARDS[b].name, VALUE[b]))
        return out

    # ------------------------------------------------------------------ scores and progress
    def scores(self) -> list[int]:
        """ZOP ZOO: Scoring — each seat's banked total (points); final once the game is over."""
        return list(self.totals)

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """``[("Round 1", points), ...]`` summing to ``scores()[seat]``."""
        return [(f"Round {r.round}", r.points[seat]) for r in self.results]

    def winners(self) -> list[int]:
        """ZOP ZOO: Scoring and game end — the seat(s) with the highest total."""
        best = max(self.totals)
        return [s for s in range(self.n) if self.totals[s] == best]

    def progress(self) -> Progress:
        """"Round 3 · target 800" (the round being played, or the one just scored before the next deal)."""
        r = max(self.round, 1)
        return Progress(turn=self.turn + 1, round=r, label=f"Round {r} \u00b7 target {self.target}")

    def round_results(self) -> list[RoundResult]:
        """ZOP ZOO: Scoring — every finished round, with the card-by-card breakdown per seat."""
        return list(self.results)

    def round_lines(self) -> list[tuple[tuple[ScoreLine, ...], ...]]:
        """Per finished round, per seat, the scored cards in order (the round-end screen's running tally)."""
        return list(self.lines)

    def end_reason(self) -> str | None:
        """Why the game ended: a total reached the target alone at the top ("{p2} reached the target with the
        highest total"; the target's number is not repeated: the results' options line says it, play test 10),
        or the round limit."""
        if self.end is None:
            return None
        if self.end == "target":
            top = self.winners()
            return f"{{p{top[0]}}} reached the target with the highest total" if len(top) == 1 else \
                "a total reached the target"
        return f"the safety limit of {ROUND_LIMIT} rounds was reached"

    # ------------------------------------------------------------------ information
    def unseen_black(self) -> list[int]:
        """The black cards nobody can see — the draw pile's contents, inferred from public zones only.

        ZOP ZOO: Information — everything but the draw pile's order is public, so this is what an
        observer (and the AI) knows the pile holds; sorted ids.
        """
        seen = [False] * ALL_CARDS
        for w in range(WHITE_CARDS):
            c = self.cover[w]
            if c >= 0:
                seen[c] = True
        for zone in (self.discard, self.aside):
            for c in zone:
                seen[c] = True
        for s in self.side:
            for c in s:
                seen[c] = True
        if self.held >= 0:
            seen[self.held] = True
        return [c for c in BLACK_IDS if not seen[c]]

    def view(self, seat: int) -> ZopState:
        """ZOP ZOO: Information — a copy with the draw pile's order hidden (``None`` entries) and no RNG."""
        v = self.clone()
        v.observer = seat
        v.rng = Rng(0)
        v.draw = [None] * len(self.draw)
        return v

    def determinize(self, seat: int, rng: Rng) -> ZopState:
        """ZOP ZOO: Information — the unseen black cards in a uniformly random order as the draw pile.

        Raises:
            ValueError: the unseen cards do not fill the draw pile (an inconsistent view).
        """
        d = self.clone()
        d.observer = None
        d.rng = rng.spawn()
        pool: list[int | None] = list(self.unseen_black())
        if len(pool) != len(self.draw):
            raise ValueError("inconsistent view: the unseen black cards do not fill the draw pile")
        rng.shuffle(pool)
        d.draw = pool
        return d

    def clone(self) -> ZopState:
        """An independent copy (lists copied; the cached legal actions, immutable, are shared)."""
        c = ZopState.__new__(ZopState)
        c.n = self.n
        c.target = self.target
        c.rng = self.rng.copy()
        c.observer = self.observer
        c.rows = [list(r) for r in self.rows]
        c.cover = list(self.cover)
        c.owner = list(self.owner)
        c.side = [list(s) for s in self.side]
        c.white_out = list(self.white_out)
        c.draw = list(self.draw)
        c.discard = list(self.discard)
        c.aside = list(self.aside)
        c.spent = list(self.spent)
        c.held = self.held
        c.phase = self.phase
        c.again = self.again
        c.dealer = self.dealer
        c.to_move = self.to_move
        c.round = self.round
        c.turn = self.turn
        c.round_turns = self.round_turns
        c.totals = list(self.totals)
        c.results = list(self.results)
        c.lines = list(self.lines)
        c.end = self.end
        c._legal = self._legal
        return c

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (card ids as ints; ``draw`` holds ``null`` in a view)."""
        return {
            "game": self.GAME_ID, "schema": self.SCHEMA_VERSION, "n": self.n, "target": self.target,
            "rng": self.rng.state, "observer": self.observer,
            "rows": [list(r) for r in self.rows], "cover": list(self.cover), "side": [list(s) for s in self.side],
            "white_out": list(self.white_out), "draw": list(self.draw), "discard": list(self.discard),
            "aside": list(self.aside), "spent": list(self.spent), "held": self.held, "phase": str(self.phase),
            "again": self.again, "dealer": self.dealer, "to_move": self.to_move, "round": self.round,
            "turn": self.turn, "round_turns": self.round_turns, "totals": list(self.totals),
            "results": [r.to_json() for r in self.results],
            "lines": [[[x.to_json() for x in seat] for seat in rnd] for rnd in self.lines],
            "end": self.end,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ZopState:
        """Rebuild a state from :meth:`to_json` output.

        Raises:
            StateFormatError: wrong game or schema, a missing or badly typed field (named), cards
                missing or doubled, or a non-terminal true state whose decider has no legal action.
        """
        if not isinstance(data, Mapping) or data.get("game") != cls.GAME_ID:
            raise StateFormatError("not a ZOP ZOO state")
        if data.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError(f"unsupported ZOP ZOO schema {data.get('schema')!r}")
        r = _Reader(data)
        n = r.int("n", MIN_PLAYERS, MAX_PLAYERS)
        s = cls(n, r.int("target", 1, 100_000), Rng(r.int("rng", 0, (1 << 64) - 1)))
        obs = data.get("observer")
        s.observer = None if obs is None else r.int("observer", 0, n - 1)
        s.rows = r.card_lists("rows", n)
        s.cover = r.cards("cover", allow_empty=True)
        s.side = r.card_lists("side", n)
        s.white_out = r.cards("white_out")
        s.draw = r.cards("draw", allow_none=s.observer is not None)  # type: ignore[assignment]
        s.discard = r.cards("discard")
        s.aside = r.cards("aside")
        s.spent = r.cards("spent")
        s.held = r.int("held", -1, ALL_CARDS - 1)
        try:
            s.phase = Phase(data["phase"])
        except (KeyError, ValueError) as exc:
            raise StateFormatError("field 'phase' is missing or unknown") from exc
        s.again = r.bool("again")
        s.dealer = r.int("dealer", 0, n - 1)
        s.to_move = r.int("to_move", 0, n - 1)
        s.round = r.int("round", 0, ROUND_LIMIT)
        s.turn = r.int("turn", 0, 10**9)
        s.round_turns = r.int("round_turns", 0, ROUND_TURN_LIMIT)
        s.totals = r.ints("totals", n)
        s.results = r.results("results", n)
        s.lines = r.lines("lines", n)
        end = data.get("end")
        if end not in (None, "target", "round_limit"):
            raise StateFormatError("field 'end' has a bad value")
        s.end = end
        if len(s.cover) != WHITE_CARDS:
            raise StateFormatError("field 'cover' must list 52 entries")
        s.owner = [-1] * WHITE_CARDS
        for seat, row in enumerate(s.rows):
            for w in row:
                if not 0 <= w < WHITE_CARDS:
                    raise StateFormatError("field 'rows' holds a card that is not white")
                s.owner[w] = seat
        s.validate()
        if s.phase != Phase.OVER and not s._legal_list():
            raise StateFormatError("invalid ZOP ZOO state: the game goes on but the seat to act has no legal action")
        return s

    def validate(self) -> None:
        """Check that all 126 cards are accounted for exactly once and the zones agree.

        Raises:
            StateFormatError: a card is missing, doubled or in an impossible place.
        """
        problems: list[str] = []
        whites = [w for row in self.rows for w in row] + list(self.white_out)
        if sorted(whites) != list(WHITE_IDS):
            problems.append("white cards missing or doubled")
        covers = [c for c in self.cover if c >= 0]
        hidden = sum(1 for c in self.draw if c is None)
        blacks = covers + [c for s in self.side for c in s] + [c for c in self.draw if c is not None]
        blacks += self.discard + self.aside + ([self.held] if self.held >= 0 else [])
        if hidden and self.observer is None:
            problems.append("a true state with unknown draw cards")
        if len(blacks) + hidden != len(BLACK_IDS) or len(set(blacks)) != len(blacks) or any(
                not WHITE_CARDS <= c < ALL_CARDS for c in blacks):
            problems.append("black cards missing or doubled")
        for w, c in enumerate(self.cover):
            if c < 0:
                continue
            kind = KIND[c]
            if self.owner[w] < 0:
                problems.append(f"{KEY[c]} covers a card outside the rows")
            elif kind not in (_WILD, _MATCH, _UPPER, _ANTI) or (kind != _WILD and PARTNER[c] != w):
                problems.append(f"{KEY[c]} cannot lie on {KEY[w]}")
        for seat, bonuses in enumerate(self.side):
            if any(KIND[b] != _BONUS for b in bonuses):
                problems.append(f"seat {seat + 1}'s side area holds a card that is not a Side Bonus")
        if any(KIND[c] == _WILD for c in self.discard + self.aside):
            problems.append("a wild card on the discard pile")
        if any(KIND[c] != _SPECIAL for c in self.spent) or any(c not in self.spent for c in self.aside):
            problems.append("spent / set-aside Specialty cards disagree")
        if any(c not in self.discard and c not in self.aside for c in self.spent):
            problems.append("a spent Specialty card outside the discard pile and the set-aside cards")
        held_phase = self.phase in (Phase.WILD, Phase.MOLE, Phase.SPECIAL)
        if held_phase != (self.held >= 0):
            problems.append("a held card outside a choice about it (or none during one)")
        elif held_phase and KIND[self.held] != {Phase.WILD: _WILD, Phase.MOLE: _MOLE,
                                                 Phase.SPECIAL: _SPECIAL}[Phase(self.phase)]:
            problems.append("the held card does not match the choice")
        if self.phase in (Phase.TOP_MOLE, Phase.TOP_SPECIAL) and not self.discard:
            problems.append("a choice about the top discard with an empty discard pile")
        if len(self.totals) != self.n or len(self.rows) != self.n or len(self.side) != self.n:
            problems.append("seat lists")
        if problems:
            raise StateFormatError("invalid ZOP ZOO state: " + "; ".join(problems))

    # ------------------------------------------------------------------ positions (tests, tools, puzzles)
    @classmethod
    def from_position(cls, num_players: int, rows: Sequence[Sequence[str | tuple[str, str]]], *,
                      to_move: int = 0, draw: Sequence[str] = (), discard: Sequence[str] = (),
                      side: Sequence[Sequence[str]] = (), spent: Sequence[str] = (), totals: Sequence[int] = (),
                      target: int | None = None, round_no: int = 1, dealer: int = 0, seed: int = 0,
                      rest: str = "draw") -> ZopState:
        """Build a mid-round position by card keys, the seat to move at the start of its turn.

        Args:
            num_players: 2..6.
            rows: per seat, its row: a white key (``"w:lion"``) or ``(white, black)`` for a
                covered card (``("w:skunk", "b:anti-skunk")``, ``("w:owl", "b:beast1")``).
            to_move: the seat whose turn begins.
            draw: the top of the draw pile, first drawn first; every black card not placed
                anywhere else lies below them (in id order).
            discard: the discard pile, bottom first (its last card is the top).
            side: per seat, its Side Bonus keys.
            spent: Specialty keys already used this round.
            totals: banked totals per seat (zeros by default).
            target: the target score (the seat count's default when ``None``).
            round_no, dealer: the round number and its dealer.
            seed: seeds the state's RNG (reshuffles and later deals).
            rest: where the black cards not named anywhere go: ``"draw"`` (below ``draw``) or
                ``"discard"`` (at the bottom of the discard pile, so the draw pile holds only ``draw``).

        Raises:
            ValueError: an unknown key, a card used twice, or an impossible position.
        """
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(f"ZOP ZOO needs {MIN_PLAYERS}-{MAX_PLAYERS} players, got {num_players}")
        s = cls(num_players, target if target is not None else target_default(num_players), Rng.from_seed(seed))
        used: set[int] = set()

        def take(key: str) -> int:
            """The id of ``key``, marked used (each card may appear once)."""
            if key not in CARD_BY_KEY:
                raise ValueError(f"unknown card {key!r}")
            cid = CARD_BY_KEY[key]
            if cid in used:
                raise ValueError(f"card {key!r} used twice")
            used.add(cid)
            return cid

        s.rows = [[] for _ in range(num_players)]
        for seat, row in enumerate(rows):
            for item in row:
                white, black = (item, None) if isinstance(item, str) else item
                w = take(white)
                if w >= WHITE_CARDS:
                    raise ValueError(f"{white!r} is not a white card")
                s.rows[seat].append(w)
                s.owner[w] = seat
                if black is not None:
                    s.cover[w] = take(black)
        s.side = [[take(k) for k in (side[i] if i < len(side) else ())] for i in range(num_players)]
        s.discard = [take(k) for k in discard]
        for k in spent:  # a spent card not on the discard pile was set aside at a reshuffle
            cid = CARD_BY_KEY.get(k, -1)
            if cid not in s.discard:
                s.aside.append(take(k))
            s.spent.append(cid)
        s.spent.sort()
        top = [take(k) for k in draw]
        s.white_out = [w for w in WHITE_IDS if w not in used]
        unplaced = [b for b in BLACK_IDS if b not in used]
        if rest == "discard":
            if any(KIND[b] == _WILD for b in unplaced):
                raise ValueError("wild cards never lie on the discard pile: place them in the draw pile or a row")
            s.discard = unplaced + s.discard
            s.draw = list(reversed(top))
        elif rest == "draw":
            s.draw = [*unplaced, *reversed(top)]
        else:
            raise ValueError(f"rest must be 'draw' or 'discard', got {rest!r}")
        s.totals = list(totals) if totals else [0] * num_players
        s.round = round_no
        s.dealer = dealer
        try:
            s.validate()
        except StateFormatError as exc:
            raise ValueError(str(exc)) from exc
        if any(s._complete(seat) for seat in range(num_players)):
            raise ValueError("a complete row during play: the round would be over")
        s._begin_turn(to_move)
        return s


_SPECIAL_PROMPT = MappingProxyType({
    int(Special.HYENA): "HYENA: choose one of your cards worth points and the player who gets it.",
    int(Special.RACCOON): "RACCOON: choose a card worth points to take from another player.",
    int(Special.EARTHWORM): "EARTHWORM: choose one of your cards worth points and another player's to swap it for.",
})


def _slot_label(w: int, c: int) -> str:
    """The round-end label of the slot of white card ``w`` under black card ``c`` (-1: uncovered)."""
    name = CARDS[w].name
    if c < 0:
        return f"{name} (uncovered)"
    kind = KIND[c]
    if kind == _WILD:
        return f"{CARDS[c].name} on {name}"
    if kind == _UPPER:
        return f"{name} connected"
    if kind == _ANTI:
        return f"{name} under its ANTI"
    return f"{name} matched"


class _Reader:
    """Strict typed access to a JSON document's fields; every error names the field."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise StateFormatError(f"field {key!r} is missing")
        return self.data[key]

    @staticmethod
    def _is_int(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    def int(self, key: str, lo: int, hi: int) -> int:
        """An int field within ``lo..hi``."""
        v = self._get(key)
        if not self._is_int(v) or not lo <= v <= hi:
            raise StateFormatError(f"field {key!r} must be an integer in {lo}..{hi}")
        return int(v)

    def bool(self, key: str) -> bool:
        """A bool field."""
        v = self._get(key)
        if not isinstance(v, bool):
            raise StateFormatError(f"field {key!r} must be true or false")
        return v

    def ints(self, key: str, length: int) -> list[int]:
        """A list of ``length`` ints."""
        v = self._get(key)
        if not isinstance(v, list) or len(v) != length or not all(self._is_int(x) for x in v):
            raise StateFormatError(f"field {key!r} must be a list of {length} integers")
        return list(v)

    def cards(self, key: str, allow_none: bool = False, allow_empty: bool = False,
              value: Any = None) -> list[int]:
        """A list of card ids (``None`` allowed in a view's draw pile, -1 in ``cover``)."""
        v = self._get(key) if value is None else value
        if not isinstance(v, list):
            raise StateFormatError(f"field {key!r} must be a list of card ids")
        lo = -1 if allow_empty else 0
        for x in v:
            if x is None and allow_none:
                continue
            if not self._is_int(x) or not lo <= x < ALL_CARDS:
                raise StateFormatError(f"field {key!r} holds a bad card id {x!r}")
        return list(v)

    def card_lists(self, key: str, length: int) -> list[list[int]]:
        """One list of card ids per seat."""
        v = self._get(key)
        if not isinstance(v, list) or len(v) != length:
            raise StateFormatError(f"field {key!r} must hold one list per seat")
        return [self.cards(key, value=x) for x in v]

    def results(self, key: str, n: int) -> list[RoundResult]:
        """The finished rounds' results."""
        v = self._get(key)
        if not isinstance(v, list):
            raise StateFormatError(f"field {key!r} must be a list")
        out = []
        try:
            for r in v:
                out.append(RoundResult(int(r["round"]), tuple(int(p) for p in r["points"]),
                                       tuple(int(t) for t in r["totals"]),
                                       tuple(tuple((str(lb), int(p)) for lb, p in seat) for seat in r["breakdown"]),
                                       None if r["winner"] is None else int(r["winner"])))
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"field {key!r} holds a bad round result") from exc
        if any(len(r.points) != n or len(r.totals) != n or len(r.breakdown) != n for r in out):
            raise StateFormatError(f"field {key!r} holds a round result for another seat count")
        return out

    def lines(self, key: str, n: int) -> list[tuple[tuple[ScoreLine, ...], ...]]:
        """The finished rounds' score lines."""
        v = self._get(key)
        try:
            out = [tuple(tuple(ScoreLine(str(x["card"]), None if x["cover"] is None else str(x["cover"]),
                                         str(x["label"]), int(x["points"])) for x in seat) for seat in rnd)
                   for rnd in v]
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"field {key!r} holds a bad score line") from exc
        if any(len(rnd) != n for rnd in out):
            raise StateFormatError(f"field {key!r} holds score lines for another seat count")
        return out


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> ZopState:
    """ZOP ZOO: Documented (setup) — a new game waiting for round 1's deal by a dealer drawn from ``seed``.

    Args:
        num_players: 2..6.
        options: ``{"target": points}`` (the seat count's default when missing).
        seed: the deal number (all chance flows from it).

    Raises:
        ValueError: a seat count outside 2..6, or a target that is not a positive integer.
    """
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"ZOP ZOO needs {MIN_PLAYERS}-{MAX_PLAYERS} players, got {num_players}")
    target = dict(options or {}).get("target", target_default(num_players))
    if not isinstance(target, int) or isinstance(target, bool) or target <= 0:
        raise ValueError(f"the target score must be a positive number of points, got {target!r}")
    s = ZopState(num_players, target, Rng.from_seed(seed))
    s.dealer = s.to_move = s.rng.randrange(num_players)
    return s
