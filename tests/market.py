"""Keeper's Market: a small test game with everything the platform must carry (tests only, 2-4 players).

Not in the registry: build sessions with ``GameSession(setup, spec=spec())``.  It has what
Apocalypse lacks and the coming games need, so the conformance harness and the generic
table are tested on it:

* private hands whose card *backs* (suits) are public and *faces* private, and cards known
  to two seats only (a card handed over in a deal);
* forced steps (the draw that opens every turn has one outcome to choose: none);
* a compound decision with a way back (an offer built in two steps: which card, then the
  price, or Back);
* an answer by another seat mid-turn (the left neighbour accepts or declines the offer);
* a response window after a card is played (every other seat in turn order gets a quick
  priority decision: Block with a card of the same suit, or Pass — a seat with no such card
  still gets the window, as a forced Pass, so the order of deciders tells nobody who holds
  a response);
* several rounds with per-round results.

Rules
-----
* 30 cards, ids ``0..29``: value ``c % 5 + 1`` (1..5), suit ``c % 3`` (0 red, 1 green,
  2 blue).  The suit is on the back.  Everybody starts with :data:`START_TOKENS` tokens.
* Each round (option ``rounds``, default 2): every seat fills its hand to :data:`HAND`
  cards from the deck, then takes one turn, starting with seat ``(round - 1) % n``.
* A turn: **Draw** (forced) one card; then any of: **Offer** one card to the left neighbour
  (once a turn): pick the card, then a price of 1-3 tokens (or Back); the neighbour
  **Accept**\\s (pays, takes the card) or **Decline**\\s; **Play** a card face up to your row
  (once a turn; opens the response window; the turn ends after the window); or **Pass**
  (ends the turn).
* Response window: the others, from the player's left, may **Block** by discarding a card
  of the played card's suit (the played card then scores 0) or **Pass**.  The first Block
  closes the window.
* End of round: each seat banks the values of its unblocked row cards; rows go to the
  discard pile.  After the last round the score is banked points plus tokens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from zooarcade.core.events import Event, EventKind, card_moved
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    GameOption,
    GameSpec,
    GameState,
    IllegalAction,
    LogLine,
    Narrator,
    OptionChoice,
    Progress,
    RoundResult,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.rng import Rng

GAME_ID = "keepers_market"
CARDS = 30
HAND = 3
START_TOKENS = 3
SUITS = ("red", "green", "blue")
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def value(card: int) -> int:
    """Points of ``card`` (1..5)."""
    return card % 5 + 1


def suit(card: int) -> int:
    """Suit of ``card`` (0..2), shown on its back."""
    return card % 3


@dataclass(frozen=True)
class Draw(Action):
    """Draw the turn's card (forced)."""

    KIND: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` face up to your row."""

    KIND: ClassVar[str] = "play"
    card: int


@dataclass(frozen=True)
class Offer(Action):
    """Start an offer of ``card`` to the left neighbour (then pick a price)."""

    KIND: ClassVar[str] = "offer"
    card: int


@dataclass(frozen=True)
class Price(Action):
    """Send the offer at ``tokens`` (1-3)."""

    KIND: ClassVar[str] = "price"
    tokens: int


@dataclass(frozen=True)
class Back(Action):
    """Drop the offer being built."""

    KIND: ClassVar[str] = "back"


@dataclass(frozen=True)
class Accept(Action):
    """Take the offered card and pay its price."""

    KIND: ClassVar[str] = "accept"


@dataclass(frozen=True)
class Decline(Action):
    """Turn the offer down."""

    KIND: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Block(Action):
    """Discard ``card`` (of the played card's suit) so the played card scores 0."""

    KIND: ClassVar[str] = "block"
    card: int


@dataclass(frozen=True)
class Pass(Action):
    """End the turn, or let a response window go by."""

    KIND: ClassVar[str] = "pass"


_ACTIONS = (Draw, Play, Offer, Price, Back, Accept, Decline, Block, Pass)


class MarketState(GameState):
    """A position of Keeper's Market.

    ``hands[s]`` lists card ids (``None`` for a face ``observer`` cannot see) and
    ``backs[s]`` their suits (public); ``known[c]`` the seats that know card ``c`` while it
    sits in a hand.  ``phase`` is ``"draw"``, ``"main"``, ``"price"``, ``"answer"`` or
    ``"respond"``.
    """

    GAME_ID: ClassVar[str] = GAME_ID
    HAS_PRIVATE_INFO: ClassVar[bool] = True

    def __init__(self, n: int, rounds: int, rng: Rng) -> None:
        self.n = n
        self.rounds = rounds
        self.rng = rng
        self.observer: int | None = None
        self.deck: list[int | None] = []
        self.hands: list[list[int | None]] = [[] for _ in range(n)]
        self.backs: list[list[int]] = [[] for _ in range(n)]
        self.known: dict[int, list[int]] = {}
        self.rows: list[list[int]] = [[] for _ in range(n)]
        self.blocked: list[list[bool]] = [[] for _ in range(n)]
        self.discard: list[int] = []
        self.tokens = [START_TOKENS] * n
        self.banked = [0] * n
        self.results: list[RoundResult] = []
        self.round = 1
        self.turns_taken = 0
        self.to_move = 0
        self.phase = "draw"
        self.offered: int | None = None
        self.offer_back: int | None = None
        self.price = 0
        self.offer_used = False
        self.responder = 0
        self.turn = 0

    # ------------------------------------------------------------------ protocol
    @property
    def num_players(self) -> int:
        return self.n

    def is_terminal(self) -> bool:
        return self.round > self.rounds

    def decision(self) -> Decision | None:
        if self.is_terminal():
            return None
        seat, turn = self.to_move, self.to_move
        if self.phase == "draw":
            return Decision(seat, turn, prompt="Draw your card.", forced=True)
        if self.phase == "main":
            return Decision(seat, turn, prompt="Play a card, offer one to your left, or pass.")
        if self.phase == "price":
            return Decision(seat, turn, DecisionKind.CHOOSE, "Name a price for the card, or go back.", group="offer")
        if self.phase == "answer":
            left = (turn + 1) % self.n
            return Decision(left, turn, DecisionKind.ANSWER, f"{{p{turn}}} offers you a card for {self.price}.",
                            group="offer")
        played = self.rows[turn][-1]
        forced = not any(b == suit(played) for b in self.backs[self.responder])
        return Decision(self.responder, turn, DecisionKind.PRIORITY, "Block the played card, or pass.",
                        forced=forced, quick=True)

    @property
    def current_player(self) -> int:
        d = self.decision()
        return TERMINAL if d is None else d.seat

    def legal_actions(self) -> list[Action]:
        d = self.decision()
        if d is None:
            return []
        seat = d.seat
        if self.phase == "draw":
            return [Draw()]
        if self.phase == "main":
            cards = sorted(c for c in self.hands[seat] if c is not None)
            out: list[Action] = [Play(c) for c in cards]
            if not self.offer_used:
                out.extend(Offer(c) for c in cards)
            out.append(Pass())
            return out
        if self.phase == "price":
            return [*(Price(t) for t in (1, 2, 3)), Back()]
        if self.phase == "answer":
            return [Accept(), Decline()] if self.tokens[seat] >= self.price else [Decline()]
        played = self.rows[self.to_move][-1]
        out = [Block(c) for c, b in sorted(zip(self.hands[seat], self.backs[seat], strict=True),
                                          key=lambda cb: (cb[0] is None, cb[0] or 0))
               if b == suit(played) and c is not None]
        return [*out, Pass()]

    def explain(self, action: Action) -> str | None:
        if self.is_terminal():
            return "The game is over."
        return None if action in self.legal_actions() else f"{action.KIND} is not possible now."

    def apply(self, action: Action) -> list[Event]:
        """Keeper's Market: one step (atomic: illegal actions raise before anything changes)."""
        if self.observer is not None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        reason = self.explain(action)
        if reason is not None:
            raise IllegalAction(reason)
        seat = self.current_player
        if isinstance(action, Draw):
            self.phase = "main"
            return [self._draw(seat)]
        if isinstance(action, Play):
            self._take_from_hand(seat, action.card)
            self.rows[seat].append(action.card)
            self.blocked[seat].append(False)
            self.phase = "respond"
            self.responder = (seat + 1) % self.n
            return [card_moved(str(action.card), f"hand:{seat}", f"row:{seat}", seat=seat,
                               back=SUITS[suit(action.card)], face={"value": value(action.card)}, reveals=True)]
        if isinstance(action, Offer):
            self.offered = action.card
            self.offer_back = suit(action.card)
            self.phase = "price"
            return []  # building the offer is private to the mover: nothing to show yet
        if isinstance(action, Back):
            self.offered = self.offer_back = None
            self.offer_used = True  # backing out drops the offer for this turn (so random play always ends)
            self.phase = "main"
            return []
        if isinstance(action, Price):
            self.price = action.tokens
            self.phase = "answer"
            self.offer_used = True
            return [Event("offer", seat, {"to": (seat + 1) % self.n, "price": action.tokens,
                                           "back": SUITS[suit(self.offered or 0)]})]
        if isinstance(action, Accept | Decline):
            mover = self.to_move
            card = self.offered
            assert card is not None
            self.offered = self.offer_back = None
            self.phase = "main"
            if isinstance(action, Decline):
                return [Event("answer", seat, {"accepted": False})]
            self._take_from_hand(mover, card)
            self.tokens[seat] -= self.price
            self.tokens[mover] += self.price
            self._put_in_hand(seat, card, known=(mover, seat))
            return [Event("answer", seat, {"accepted": True, "price": self.price}),
                    card_moved(str(card), f"hand:{mover}", f"hand:{seat}", seat=mover, back=SUITS[suit(card)],
                               face={"value": value(card)}, private_to=(mover, seat), reveals=True)]
        if isinstance(action, Block):
            self._take_from_hand(seat, action.card)
            self.discard.append(action.card)
            self.blocked[self.to_move][-1] = True
            events = [card_moved(str(action.card), f"hand:{seat}", "discard", seat=seat,
                                 back=SUITS[suit(action.card)], face={"value": value(action.card)}, reveals=True)]
            return events + self._end_turn()
        assert isinstance(action, Pass)
        if self.phase == "respond":
            nxt = (self.responder + 1) % self.n
            if nxt == self.to_move:
                return self._end_turn()
            self.responder = nxt
            return [Event(EventKind.DECISION, nxt, {"seat": nxt, "kind": "priority"})]
        return self._end_turn()

    # ------------------------------------------------------------------ steps
    def _draw(self, seat: int) -> Event:
        if not self.deck:
            self.deck = list(self.discard)
            self.discard = []
            self.rng.shuffle(self.deck)
        card = self.deck.pop()
        assert card is not None
        self._put_in_hand(seat, card, known=(seat,))
        return card_moved(str(card), "deck", f"hand:{seat}", seat=seat, back=SUITS[suit(card)],
                          face={"value": value(card)}, private_to=(seat,), reveals=True)

    def _put_in_hand(self, seat: int, card: int, known: tuple[int, ...]) -> None:
        pairs = sorted([*zip(self.hands[seat], self.backs[seat], strict=True), (card, suit(card))],
                       key=lambda cb: (cb[1], cb[0] if cb[0] is not None else -1))
        self.hands[seat] = [c for c, _ in pairs]
        self.backs[seat] = [b for _, b in pairs]
        self.known[card] = sorted(set(known))

    def _take_from_hand(self, seat: int, card: int) -> None:
        i = self.hands[seat].index(card)
        del self.hands[seat][i]
        del self.backs[seat][i]
        self.known.pop(card, None)

    def _end_turn(self) -> list[Event]:
        self.turn += 1
        self.turns_taken += 1
        self.offer_used = False
        self.offered = self.offer_back = None
        if self.turns_taken < self.n:
            self.to_move = (self.to_move + 1) % self.n
            self.phase = "draw"
            return [Event(EventKind.TURN, self.to_move, {"seat": self.to_move})]
        return self._end_round()

    def _end_round(self) -> list[Event]:
        points = [sum(value(c) for c, b in zip(self.rows[s], self.blocked[s], strict=True) if not b)
                  for s in range(self.n)]
        for s in range(self.n):
            self.banked[s] += points[s]
            self.discard.extend(self.rows[s])
            self.rows[s] = []
            self.blocked[s] = []
        best = max(points)
        winner = points.index(best) if points.count(best) == 1 else None
        result = RoundResult(self.round, tuple(points), tuple(self.banked),
                             tuple((("Row", points[s]),) for s in range(self.n)), winner)
        self.results.append(result)
        events: list[Event] = [Event(EventKind.ROUND_END, winner, {"round": self.round, "points": points,
                                                                     "totals": list(self.banked), "winner": winner})]
        self.round += 1
        if self.is_terminal():
            scores = self.scores()
            top = max(scores)
            events.append(Event(EventKind.GAME_END, None, {"scores": scores,
                                                           "winners": [s for s in range(self.n) if scores[s] == top],
                                                           "reason": "the last round is over"}))
            return events
        self.turns_taken = 0
        self.to_move = (self.round - 1) % self.n
        self.phase = "draw"
        events.extend(self._deal())
        events.append(Event(EventKind.TURN, self.to_move, {"seat": self.to_move}))
        return events

    def _deal(self) -> list[Event]:
        """Fill every hand; each hand's cards are told in back order (the order they left the deck is hidden)."""
        events = []
        for s in range(self.n):
            dealt = []
            while len(self.hands[s]) < HAND and (self.deck or self.discard):
                dealt.append(self._draw(s))
            events.extend(sorted(dealt, key=lambda ev: str(ev.data["back"])))
        return events

    # ------------------------------------------------------------------ scores and progress
    def scores(self) -> list[int]:
        return [self.banked[s] + self.tokens[s] for s in range(self.n)]

    def progress(self) -> Progress:
        return Progress(turn=self.turn + 1, round=min(self.round, self.rounds))

    def round_results(self) -> list[RoundResult]:
        return list(self.results)

    def end_reason(self) -> str | None:
        return "the last round is over" if self.is_terminal() else None

    # ------------------------------------------------------------------ information
    def view(self, seat: int) -> MarketState:
        v = self.clone()
        v.observer = seat
        v.rng = Rng(0)
        v.deck = [None] * len(self.deck)
        for s in range(self.n):
            pairs = [(c if (c is not None and seat in self.known.get(c, ())) else None, b)
                     for c, b in zip(self.hands[s], self.backs[s], strict=True)]
            pairs.sort(key=lambda cb: (cb[1], cb[0] is None, cb[0] if cb[0] is not None else 0))
            v.hands[s] = [c for c, _ in pairs]
            v.backs[s] = [b for _, b in pairs]
        v.known = {c: list(k) for c, k in self.known.items() if seat in k}
        if self.offered is not None and seat != self.to_move:
            v.offered = None if seat not in self.known.get(self.offered, ()) else self.offered
        return v

    def determinize(self, seat: int, rng: Rng) -> MarketState:
        v = self.view(seat)
        d = v.clone()
        d.observer = None
        d.rng = rng.spawn()
        seen = {c for h in v.hands for c in h if c is not None} | set(self.discard)
        seen |= {c for r in self.rows for c in r}
        pool = [c for c in range(CARDS) if c not in seen]
        rng.shuffle(pool)
        for s in range(self.n):
            for i, (c, b) in enumerate(zip(d.hands[s], d.backs[s], strict=True)):
                if c is None:
                    pick = next(j for j, p in enumerate(pool) if suit(p) == b)
                    d.hands[s][i] = pool.pop(pick)
                    d.known[d.hands[s][i]] = [s]
        for c, k in v.known.items():
            d.known[c] = list(k)
        for s in range(self.n):
            pairs = sorted(zip(d.hands[s], d.backs[s], strict=True), key=lambda cb: (cb[1], cb[0]))
            d.hands[s] = [c for c, _ in pairs]
            d.backs[s] = [b for _, b in pairs]
        if len(pool) != len(d.deck):
            raise ValueError("inconsistent view: unseen cards do not fill the deck")
        d.deck = list(pool)
        if d.phase in ("price", "answer") and d.offered is None:
            # the offered card is one the observer does not know (else its view would show it)
            mover = d.to_move
            hidden = [c for c in d.hands[mover] if c is not None and suit(c) == d.offer_back and c not in v.known]
            d.offered = hidden[rng.randrange(len(hidden))]
        return d

    def clone(self) -> MarketState:
        c = MarketState.__new__(MarketState)
        c.__dict__.update({k: _copy(v) for k, v in self.__dict__.items()})
        c.rng = self.rng.copy()
        return c

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        out = {k: _copy(v) for k, v in self.__dict__.items() if k not in ("rng", "results", "known")}
        out["known"] = {str(c): list(k) for c, k in sorted(self.known.items())}
        out["rng"] = self.rng.state
        out["results"] = [r.to_json() for r in self.results]
        out["game"] = GAME_ID
        out["schema"] = self.SCHEMA_VERSION
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MarketState:
        if not isinstance(data, Mapping) or data.get("game") != GAME_ID or data.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError("not a Keeper's Market state")
        try:
            s = cls(int(data["n"]), int(data["rounds"]), Rng(int(data["rng"])))
            for key in ("deck", "hands", "backs", "rows", "blocked", "discard", "tokens", "banked", "round",
                        "turns_taken", "to_move", "phase", "offered", "offer_back", "price", "offer_used", "responder",
                        "turn", "observer"):
                setattr(s, key, _copy(data[key]))
            s.known = {int(c): list(k) for c, k in data["known"].items()}
            s.results = [RoundResult(r["round"], tuple(r["points"]), tuple(r["totals"]),
                                     tuple(tuple((lb, p) for lb, p in seat) for seat in r["breakdown"]), r["winner"])
                         for r in data["results"]]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise StateFormatError(f"bad Keeper's Market state: {exc!r}") from exc
        if not s.is_terminal() and s.observer is None and not s.legal_actions():
            raise StateFormatError("the decider has no legal action")
        return s


def _copy(v: Any) -> Any:
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    return v


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> MarketState:
    """Keeper's Market: shuffle, deal :data:`HAND` cards each; seat 0 opens round 1."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Keeper's Market needs {MIN_PLAYERS}-{MAX_PLAYERS} players")
    rounds = int(dict(options or {}).get("rounds", 2))
    s = MarketState(num_players, rounds, Rng.from_seed(seed))
    s.deck = list(range(CARDS))
    s.rng.shuffle(s.deck)
    s._deal()
    return s


def heuristic(state: GameState, seat: int) -> float:
    """Score margin over the best other seat (points)."""
    s = state.scores()
    return float(s[seat] - max(v for i, v in enumerate(s) if i != seat))


class MarketNarrator(Narrator):
    """Keeper's Market's log lines: a card's value is named only when the event shows its face."""

    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        who = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else "Someone"
        d = event.data
        if event.kind == EventKind.CARD_MOVED:
            face = d.get("face")
            what = f"a {face['value']}" if face else f"a {d.get('back')} card"
            return [LogLine(f"{who} moves {what} from {d.get('src')} to {d.get('dst')}.", event.seat)]
        if event.kind == "offer":
            return [LogLine(f"{who} offers a {d['back']} card for {d['price']}.", event.seat)]
        if event.kind == "answer":
            return [LogLine(f"{who} {'accepts' if d['accepted'] else 'declines'}.", event.seat)]
        if event.kind in (EventKind.TURN, EventKind.DECISION):
            seat = d.get("seat", event.seat)
            return [LogLine(f"{names[seat]} to decide.", seat, "dim")]
        return [LogLine(f"{event.kind}", event.seat)]

    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        return action.KIND if not hasattr(action, "card") else f"{action.KIND} {action.card}"


def spec() -> GameSpec:
    """The :class:`GameSpec` of Keeper's Market (not registered; pass it explicitly)."""
    return GameSpec(
        id=GAME_ID,
        title="Keeper's Market",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        new_state=new_game,
        state_from_json=MarketState.from_json,
        action_from_json=action_decoder(*_ACTIONS),
        heuristic=heuristic,
        options=(GameOption("rounds", "Rounds", tuple(OptionChoice(r, f"{r} rounds") for r in (1, 2, 3)), 2),),
        max_steps=lambda n: 3 * n * (4 + 2 * HAND + 3 * n) + 10,
        narrator=MarketNarrator(),
    )
