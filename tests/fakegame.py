"""Keeper's Bag: a tiny hidden-hand game for tests only (2-4 players).

It implements the :class:`~zooarcade.core.protocol.GameState` protocol with
the features the real games have but Apocalypse lacks: private hands
(``HAS_PRIVATE_INFO = True``), random draws from a bag, and turns of several
actions.  It is not in the registry; build sessions with
``GameSession(setup, spec=spec())``.

Rules
-----
* 24 cards, ids ``0..23``; card ``c`` is worth :func:`card_value` ``(c % 6) + 1``
  points.  All cards start in a bag; each seat pulls :data:`HAND_SIZE` cards at
  random into its hand (private) and holds :data:`START_TOKENS` tokens.  Seat 0
  starts.
* On your turn, in any order, you may:

  - :class:`Draw` once: pull a random card from the bag into your hand
    (you learn a hidden card: the event ``reveals``);
  - :class:`Bet` up to :data:`MAX_BETS` times: put one of your tokens in the
    pot (public, reveals nothing);
  - :class:`Play` once: lay a card from your hand face up on your table
    (the others learn it: the event ``reveals``);

  then :class:`Pass` (always legal) to end the turn.
* The game ends after ``rounds`` turns of every seat (option ``rounds``,
  default 2).  Score: the values of your played cards plus your tokens; the
  pot goes to the highest played total (split evenly on a tie, rounded down).

Views (:meth:`BagState.view`) hide the other seats' hands and the bag's
contents (as ``None`` entries) and replace the RNG; :meth:`BagState.determinize`
deals the unseen cards back at random.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    Event,
    EventKind,
    GameOption,
    GameSpec,
    GameState,
    IllegalAction,
    OptionChoice,
    Progress,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.rng import Rng

GAME_ID = "keepers_bag"
TITLE = "Keeper's Bag"
CARDS = 24
HAND_SIZE = 3
START_TOKENS = 3
MAX_BETS = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def card_value(card: int) -> int:
    """Return the points of card ``card`` (1..6)."""
    return card % 6 + 1


@dataclass(frozen=True)
class Draw(Action):
    """Pull a random card from the bag into your hand (once per turn)."""

    KIND: ClassVar[str] = "draw"

    def describe(self) -> str:
        return "draws a card"


@dataclass(frozen=True)
class Bet(Action):
    """Put one of your tokens in the pot (up to :data:`MAX_BETS` per turn)."""

    KIND: ClassVar[str] = "bet"

    def describe(self) -> str:
        return "bets a token"


@dataclass(frozen=True)
class Play(Action):
    """Lay card ``card`` from your hand face up on your table (once per turn)."""

    KIND: ClassVar[str] = "play"
    card: int

    def describe(self) -> str:
        return f"plays a {card_value(self.card)}"


@dataclass(frozen=True)
class Pass(Action):
    """End your turn."""

    KIND: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "ends the turn"


class BagState(GameState):
    """A position of Keeper's Bag.

    Attributes:
        n: seat count.
        hands: each seat's hand, sorted card ids (``None`` = unknown in a view).
        bag: card ids still in the bag, sorted (``None`` = unknown in a view).
        played: each seat's face-up cards, in play order.
        tokens: tokens each seat still holds.
        pot: tokens in the pot.
        to_move: seat to act.
        turn: completed turns (all seats together).
        drew, played_now, bets: what the seat to move did this turn.
        rounds: turns per seat before the end.
        rng: the game's RNG (bag pulls).
        observer: ``None`` for the true state, else the seat of a view.
    """

    GAME_ID: ClassVar[str] = GAME_ID
    SCHEMA_VERSION: ClassVar[int] = 1
    HAS_PRIVATE_INFO: ClassVar[bool] = True

    def __init__(
        self,
        n: int,
        hands: list[list[int | None]],
        bag: list[int | None],
        played: list[list[int]],
        tokens: list[int],
        pot: int,
        to_move: int,
        turn: int,
        drew: bool,
        played_now: bool,
        bets: int,
        rounds: int,
        rng: Rng,
        observer: int | None = None,
    ) -> None:
        self.n = n
        self.hands = hands
        self.bag = bag
        self.played = played
        self.tokens = tokens
        self.pot = pot
        self.to_move = to_move
        self.turn = turn
        self.drew = drew
        self.played_now = played_now
        self.bets = bets
        self.rounds = rounds
        self.rng = rng
        self.observer = observer

    # ------------------------------------------------------------------ protocol
    @property
    def num_players(self) -> int:
        return self.n

    def decision(self) -> Decision | None:
        return None if self.is_terminal() else Decision(self.to_move, self.to_move, prompt="Draw, bet, play or pass.")

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.to_move

    def is_terminal(self) -> bool:
        return self.turn >= self.rounds * self.n

    def progress(self) -> Progress:
        return Progress(turn=self.turn + 1)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        seat = self.to_move
        out: list[Action] = []
        if not self.drew and self.bag:
            out.append(Draw())
        if self.tokens[seat] > 0 and self.bets < MAX_BETS:
            out.append(Bet())
        if not self.played_now:
            out.extend(Play(c) for c in sorted(c for c in self.hands[seat] if c is not None))
        out.append(Pass())
        return out

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to move.

        Raises:
            IllegalAction: not legal now (state unchanged).
            ValueError: a draw on a view (the bag's contents are unknown).
        """
        if action not in self.legal_actions():
            raise IllegalAction(f"{action.describe()} is not allowed now")
        seat = self.to_move
        if isinstance(action, Draw):
            if None in self.bag:
                raise ValueError("cannot draw on a view: determinize it first")
            card = self.bag.pop(self.rng.randrange(len(self.bag)))
            assert card is not None
            self.hands[seat] = sorted([*self.hands[seat], card], key=_sort_key)
            self.drew = True
            # the drawer sees the card; the others only that a card went to that hand
            return [Event("draw", seat, {"card": card}, reveals=True, private_to=(seat,), public={"card": None},
                          text="draws a card")]
        if isinstance(action, Bet):
            self.tokens[seat] -= 1
            self.pot += 1
            self.bets += 1
            return [Event("bet", seat, {"tokens": self.tokens[seat], "pot": self.pot}, text="bets a token")]
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.played[seat].append(action.card)
            self.played_now = True
            value = card_value(action.card)
            return [Event("play", seat, {"card": action.card, "value": value}, reveals=True, text=f"plays a {value}")]
        assert isinstance(action, Pass)
        self.turn += 1
        self.to_move = (seat + 1) % self.n
        self.drew = self.played_now = False
        self.bets = 0
        events = [Event("pass", seat, text="ends the turn")]
        if self.is_terminal():
            events.append(Event(EventKind.GAME_END, None, {"scores": self.scores(), "winners": self.winners(),
                                                           "reason": "every seat has had its turns"},
                                text="Game over"))
        else:
            events.append(Event(EventKind.TURN, self.to_move, {"seat": self.to_move}, text="to play"))
        return events

    def played_total(self, seat: int) -> int:
        """Return the points of the cards ``seat`` has played."""
        return sum(card_value(c) for c in self.played[seat])

    def scores(self) -> list[int]:
        totals = [self.played_total(s) for s in range(self.n)]
        out = [totals[s] + self.tokens[s] for s in range(self.n)]
        if self.is_terminal() and self.pot:
            best = max(totals)
            top = [s for s in range(self.n) if totals[s] == best]
            for s in top:
                out[s] += self.pot // len(top)
        return out

    def view(self, seat: int) -> BagState:
        v = self.clone()
        v.hands = [list(h) if s == seat else [None] * len(h) for s, h in enumerate(self.hands)]
        v.bag = [None] * len(self.bag)
        v.rng = Rng(0)
        v.observer = seat
        return v

    def determinize(self, seat: int, rng: Rng) -> BagState:
        d = self.clone()
        own = self.hands[seat]
        seen = {c for c in own if c is not None} | {c for p in self.played for c in p}
        unseen = [c for c in range(CARDS) if c not in seen]
        rng.shuffle(unseen)
        for s in range(self.n):
            if s != seat:
                k = len(self.hands[s])
                d.hands[s] = sorted(unseen[:k])
                unseen = unseen[k:]
        d.bag = sorted(unseen)
        d.rng = rng.spawn()
        d.observer = None
        return d

    def clone(self) -> BagState:
        return BagState(
            self.n,
            [list(h) for h in self.hands],
            list(self.bag),
            [list(p) for p in self.played],
            list(self.tokens),
            self.pot,
            self.to_move,
            self.turn,
            self.drew,
            self.played_now,
            self.bets,
            self.rounds,
            self.rng.copy(),
            self.observer,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "schema": self.SCHEMA_VERSION,
            "n": self.n,
            "hands": [list(h) for h in self.hands],
            "bag": list(self.bag),
            "played": [list(p) for p in self.played],
            "tokens": list(self.tokens),
            "pot": self.pot,
            "to_move": self.to_move,
            "turn": self.turn,
            "drew": self.drew,
            "played_now": self.played_now,
            "bets": self.bets,
            "rounds": self.rounds,
            "rng": self.rng.state,
            "observer": self.observer,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BagState:
        """Rebuild from :meth:`to_json`.

        Raises:
            StateFormatError: wrong game or schema, bad shapes, cards missing or doubled.
        """
        if not isinstance(data, Mapping) or data.get("game") != GAME_ID:
            raise StateFormatError("not a Keeper's Bag state")
        if data.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError(f"unsupported Keeper's Bag schema {data.get('schema')!r}")
        try:
            state = cls(
                int(data["n"]),
                [[None if c is None else int(c) for c in h] for h in data["hands"]],
                [None if c is None else int(c) for c in data["bag"]],
                [[int(c) for c in p] for p in data["played"]],
                [int(t) for t in data["tokens"]],
                int(data["pot"]),
                int(data["to_move"]),
                int(data["turn"]),
                bool(data["drew"]),
                bool(data["played_now"]),
                int(data["bets"]),
                int(data["rounds"]),
                Rng(int(data["rng"])),
                None if data.get("observer") is None else int(data["observer"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"bad Keeper's Bag state: {exc!r}") from exc
        state.validate()
        return state

    def validate(self) -> None:
        """Check the invariants (every card once, for a true state).

        Raises:
            StateFormatError: an invariant fails.
        """
        if not MIN_PLAYERS <= self.n <= MAX_PLAYERS or len(self.hands) != self.n or len(self.played) != self.n:
            raise StateFormatError("invalid Keeper's Bag state: seat lists")
        if len(self.tokens) != self.n or not 0 <= self.to_move < self.n:
            raise StateFormatError("invalid Keeper's Bag state: tokens or seat to move")
        if self.observer is None:
            cards = [c for h in self.hands for c in h] + list(self.bag) + [c for p in self.played for c in p]
            if sorted(c for c in cards if c is not None) != list(range(CARDS)) or None in cards:
                raise StateFormatError("invalid Keeper's Bag state: cards missing or doubled")


def _sort_key(card: int | None) -> int:
    return -1 if card is None else card


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> BagState:
    """Deal a new game: shuffle the bag by pulling :data:`HAND_SIZE` cards per seat.

    Raises:
        ValueError: seat count outside 2..4 or a bad ``rounds`` option.
    """
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"{TITLE} needs {MIN_PLAYERS}-{MAX_PLAYERS} players, got {num_players}")
    rounds = dict(options or {}).get("rounds", 2)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 10:
        raise ValueError("rounds must be an integer from 1 to 10")
    rng = Rng.from_seed(seed)
    bag: list[int | None] = list(range(CARDS))
    hands: list[list[int | None]] = []
    for _ in range(num_players):
        hand = [bag.pop(rng.randrange(len(bag))) for _ in range(HAND_SIZE)]
        hands.append(sorted(hand, key=_sort_key))
    return BagState(
        num_players,
        hands,
        bag,
        [[] for _ in range(num_players)],
        [START_TOKENS] * num_players,
        0,
        0,
        0,
        False,
        False,
        0,
        rounds,
        rng,
    )


def heuristic(state: GameState, seat: int) -> float:
    """Return ``seat``'s score minus the best other score (larger is better)."""
    s = state.scores()
    return float(s[seat] - max(v for i, v in enumerate(s) if i != seat))


def spec() -> GameSpec:
    """Return the :class:`GameSpec` of Keeper's Bag (not registered; pass it explicitly)."""
    return GameSpec(
        id=GAME_ID,
        title=TITLE,
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        new_state=new_game,
        state_from_json=BagState.from_json,
        action_from_json=action_decoder(Draw, Bet, Play, Pass),
        heuristic=heuristic,
        options=(GameOption("rounds", "Turns each", tuple(OptionChoice(r, f"{r} turns") for r in range(1, 7)), 2),),
        max_steps=lambda n: 3 * n * (MAX_BETS + 3) + 10,
    )
