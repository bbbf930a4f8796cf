"""Apocalypse at the Zoo of Carson City: state, actions and rules (pure Python).

Implements ``../shared/rules/apocalypse.md`` (resolved spec).  Layout:

* a location is an index ``0..24`` (row-major; the UI and log show it 1-based
  as ``(row,col)``);
* zoo card ids are ``0..49`` in deal order: location ``L`` was dealt card
  ``2L`` (lower) and ``2L+1`` (upper), so an id tells nothing about a value;
* ``values[i]`` / ``infected[i]`` are ``None`` where the observer of a view
  does not know them.
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
    GameState,
    IllegalAction,
    Progress,
    StateFormatError,
)
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.data import (
    CHARACTER_VALUES,
    COPIES_PER_VALUE,
    INFECTED_VALUES,
    LOCATIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ZOO_CARDS,
    ZOO_VALUES,
    loc_name,
    neighbours,
)


@dataclass(frozen=True)
class Place(Action):
    """Apocalypse: Actions 1 — put the character ``value`` from hand on ``loc`` (0..24)."""

    KIND: ClassVar[str] = "place"
    value: int
    loc: int

    def describe(self) -> str:
        return f"places the {self.value} on {loc_name(self.loc)}"


@dataclass(frozen=True)
class Move(Action):
    """Apocalypse: Actions 2 — move the active character on ``src`` one step to ``dst``."""

    KIND: ClassVar[str] = "move"
    src: int
    dst: int

    def describe(self) -> str:
        return f"moves from {loc_name(self.src)} to {loc_name(self.dst)}"


@dataclass(frozen=True)
class Occupant:
    """A character or mutant standing on a location.

    ``owner`` is the seat whose team the card belongs to (a mutant keeps its
    former owner for display); ``value`` is 3..6.
    """

    owner: int
    value: int
    mutant: bool = False

    @property
    def card_id(self) -> str:
        """Stable id of this character card: ``"c<owner>-<value>"``."""
        return char_id(self.owner, self.value)


@dataclass(frozen=True)
class PileCard:
    """A card in a seat's scoring pile.

    ``kind`` is ``"zoo"``, ``"character"`` or ``"mutant"``; ``value`` its points;
    ``card_id`` the card's id (``"z<n>"`` or ``"c<owner>-<value>"``);
    ``infected`` is True for an infected zoo card.
    """

    kind: str
    value: int
    card_id: str
    infected: bool = False


#: Every Place action, built once (actions are immutable): ``_PLACES[value][loc]``.
_PLACES: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(value, loc) for loc in range(LOCATIONS)) for value in range(max(CHARACTER_VALUES) + 1)
)
#: Every Move action by source: ``_MOVES_FROM[src] = ((dst, Move(src, dst)), ...)`` in neighbour order.
_MOVES_FROM: tuple[tuple[tuple[int, Move], ...], ...] = tuple(
    tuple((dst, Move(src, dst)) for dst in neighbours(src)) for src in range(LOCATIONS)
)
#: Pile card kinds that score (all of them; see :meth:`ApocalypseState.score_breakdown`).
_PILE_KINDS = ("zoo", "character", "mutant")


def char_id(owner: int, value: int) -> str:
    """Return the id of seat ``owner``'s character card of ``value``."""
    return f"c{owner}-{value}"


def zoo_id(card: int) -> str:
    """Return the id of zoo card number ``card`` (0..49)."""
    return f"z{card}"


class ApocalypseState(GameState):
    """A position of Apocalypse at the Zoo of Carson City.

    Build one with :func:`new_game`.  ``observer`` is ``None`` for the true
    state and a seat number for a view made by :meth:`view`.
    """

    GAME_ID: ClassVar[str] = "apocalypse"
    SCHEMA_VERSION: ClassVar[int] = 1
    HAS_PRIVATE_INFO: ClassVar[bool] = False

    def __init__(
        self,
        n: int,
        values: list[int | None],
        infected: list[bool | None],
        stacks: list[list[int]],
        occupants: list[Occupant | None],
        hands: list[list[int]],
        piles: list[list[PileCard]],
        to_move: int,
        first_player: int,
        turn: int,
        end: dict[str, Any] | None,
        rng: Rng,
        observer: int | None = None,
    ) -> None:
        self.n = n
        self.values = values
        self.infected = infected
        self.stacks = stacks
        self.occupants = occupants
        self.hands = hands
        self.piles = piles
        self.to_move = to_move
        self.first_player = first_player
        self.turn = turn
        self.end = end
        self.rng = rng
        self.observer = observer

    # ------------------------------------------------------------------ protocol
    @property
    def num_players(self) -> int:
        return self.n

    def decision(self) -> Decision | None:
        """Apocalypse: Actions — the seat to move chooses one action (every decision is a turn)."""
        if self.end is not None:
            return None
        return Decision(self.to_move, self.to_move, prompt="Place a character or move one on the grid.")

    @property
    def current_player(self) -> int:
        # the hot path of the search: the same as decision().seat without building a Decision
        return TERMINAL if self.end is not None else self.to_move

    def is_terminal(self) -> bool:
        return self.end is not None

    def forced_step(self) -> bool:
        """Apocalypse has no forced steps: every decision is a real choice."""
        return False

    def progress(self) -> Progress:
        """Apocalypse: one action per turn; the turn number counts every seat's turns from 1."""
        return Progress(turn=self.turn + 1)

    def end_reason(self) -> str | None:
        """Apocalypse: End — the seat to move was stuck ("{p1} cannot move any character": ``{pN}`` is a seat name)."""
        if self.end is None:
            return None
        return f"{{p{self.end['seat']}}} {self.end['reason']}"

    def legal_actions(self) -> list[Action]:
        """Apocalypse: Actions — every Place then every Move of the seat to move."""
        if self.end is not None:
            return []
        return self._actions_for(self.to_move)

    def _actions_for(self, seat: int) -> list[Action]:
        out: list[Action] = []
        occupants = self.occupants
        stacks = self.stacks
        open_locs = [loc for loc in range(LOCATIONS) if occupants[loc] is None and stacks[loc]]
        for value in sorted(set(self.hands[seat])):
            if 0 <= value < len(_PLACES):
                row = _PLACES[value]
                out.extend([row[loc] for loc in open_locs])
            else:
                out.extend(Place(value, loc) for loc in open_locs)
        for src in range(LOCATIONS):
            occ = occupants[src]
            if occ is None or occ.mutant or occ.owner != seat:
                continue
            for dst, move in _MOVES_FROM[src]:
                target = occupants[dst]
                # Same test as _move_problem(occ, dst) is None, inlined for speed.
                if target is None:
                    if stacks[dst]:
                        out.append(move)
                elif target.mutant or (target.owner != seat and occ.value >= target.value):
                    out.append(move)
        return out

    def _has_action(self, seat: int) -> bool:
        """Return ``bool(self._actions_for(seat))`` without building the list."""
        occupants = self.occupants
        stacks = self.stacks
        if self.hands[seat] and any(occupants[loc] is None and stacks[loc] for loc in range(LOCATIONS)):
            return True
        for src in range(LOCATIONS):
            occ = occupants[src]
            if occ is None or occ.mutant or occ.owner != seat:
                continue
            for dst, _ in _MOVES_FROM[src]:
                target = occupants[dst]
                if target is None:
                    if stacks[dst]:
                        return True
                elif target.mutant or (target.owner != seat and occ.value >= target.value):
                    return True
        return False

    def _move_problem(self, mover: Occupant, dst: int) -> str | None:
        """Return why ``mover`` may not step onto ``dst``, or None if it may."""
        target = self.occupants[dst]
        if target is None:
            return None if self.stacks[dst] else "That location is empty: nothing is left to take there."
        if target.mutant:
            return None
        if target.owner == mover.owner:
            return "You cannot move onto your own character."
        if mover.value < target.value:
            return f"Your {mover.value} cannot take a {target.value}: it needs an equal or higher value."
        return None

    def explain(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now (one line for the player), or None when it is legal."""
        return self.check(action)

    def check(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now, or None when it is legal."""
        if self.end is not None:
            return "The game is over."
        seat = self.to_move
        if isinstance(action, Place):
            if not 0 <= action.loc < LOCATIONS:
                return "There is no such location."
            if action.value not in self.hands[seat]:
                return f"You have no {action.value} in hand."
            if self.occupants[action.loc] is not None:
                return "That location is occupied: place only where nobody stands."
            if not self.stacks[action.loc]:
                return "That location has no zoo card left."
            return None
        if isinstance(action, Move):
            if not (0 <= action.src < LOCATIONS and 0 <= action.dst < LOCATIONS):
                return "There is no such location."
            occ = self.occupants[action.src]
            if occ is None or occ.mutant or occ.owner != seat:
                return "You have no active character there."
            if action.dst not in neighbours(action.src):
                return "Characters move one step up, down, left or right."
            return self._move_problem(occ, action.dst)
        return f"Not an Apocalypse action: {action!r}"

    def apply(self, action: Action) -> list[Event]:
        """Apocalypse: Actions, Infection, End — apply one action and return its events.

        Atomic: nothing changes unless the action is legal and the state is a full one.

        Raises:
            IllegalAction: with the reason, leaving the state unchanged.
            ValueError: when called on a view whose hidden cards are unknown (determinize it
                first); the state is unchanged.
        """
        problem = self.check(action)
        if problem is not None:
            raise IllegalAction(problem)
        if self.observer is not None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        seat = self.to_move
        events: list[Event] = []
        if isinstance(action, Place):
            self.hands[seat].remove(action.value)
            occ = Occupant(seat, action.value)
            self.occupants[action.loc] = occ
            events.append(
                Event(
                    "place",
                    seat,
                    {"loc": action.loc, "value": action.value, "char": occ.card_id},
                )
            )
            events.extend(self._take_zoo(seat, action.loc))
        else:
            assert isinstance(action, Move)
            occ = self.occupants[action.src]
            assert occ is not None
            self.occupants[action.src] = None
            events.append(
                Event(
                    "move",
                    seat,
                    {"src": action.src, "dst": action.dst, "value": occ.value, "char": occ.card_id},
                )
            )
            target = self.occupants[action.dst]
            self.occupants[action.dst] = occ
            if target is not None:
                kind = "mutant" if target.mutant else "character"
                self.piles[seat].append(PileCard(kind, target.value, target.card_id))
                events.append(
                    Event(
                        "take",
                        seat,
                        {
                            "loc": action.dst,
                            "card": target.card_id,
                            "what": kind,
                            "value": target.value,
                            "owner": target.owner,
                        },
                    )
                )
            else:
                events.extend(self._take_zoo(seat, action.dst))
        self.turn += 1
        events.extend(self._advance())
        return events

    def _take_zoo(self, seat: int, loc: int) -> list[Event]:
        """Take the upper zoo card at ``loc`` for ``seat`` (Apocalypse: Actions, Infection)."""
        card = self.stacks[loc].pop()
        value = self.values[card]
        infected = self.infected[card]
        if value is None or infected is None:
            raise ValueError("cannot apply an action to a view: determinize it first")
        self.piles[seat].append(PileCard("zoo", value, zoo_id(card), infected))
        events = [
            Event(
                "take",
                seat,
                {"loc": loc, "card": zoo_id(card), "what": "zoo", "value": value, "infected": infected},
                reveals=True,
            )
        ]
        if self.stacks[loc]:
            lower = self.stacks[loc][-1]
            events.append(
                Event(
                    "reveal",
                    None,
                    {"loc": loc, "card": zoo_id(lower), "value": self.values[lower]},
                    reveals=True,
                )
            )
        if infected:
            occ = self.occupants[loc]
            assert occ is not None
            self.occupants[loc] = Occupant(occ.owner, occ.value, mutant=True)
            events.append(
                Event(
                    "mutate",
                    seat,
                    {"loc": loc, "char": occ.card_id, "value": occ.value, "owner": occ.owner},
                    reveals=True,
                )
            )
        return events

    def _advance(self) -> list[Event]:
        """Pass the turn; end the game if the next seat has no legal action (Apocalypse: End)."""
        self.to_move = (self.to_move + 1) % self.n
        seat = self.to_move
        if self._has_action(seat):
            return [Event(EventKind.TURN, seat, {"seat": seat})]
        reason = self.stuck_reason(seat)
        scores = self.scores()
        self.end = {"seat": seat, "reason": reason}
        return [
            Event(
                EventKind.GAME_END,
                seat,
                {"seat": seat, "reason": reason, "scores": scores, "winners": self.winners()},
            )
        ]

    def stuck_reason(self, seat: int) -> str:
        """Return why ``seat`` has no legal action, in words (Apocalypse: End)."""
        active = [o for o in self.occupants if o is not None and o.owner == seat and not o.mutant]
        if not self.hands[seat] and not active:
            return "has no characters left"
        if not self.hands[seat]:
            return "cannot move any character"
        if not active:
            return "has nowhere to place a character"
        return "can neither place nor move"

    # ------------------------------------------------------------------ scoring
    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """Apocalypse: End and scoring — ``[(label, points)]`` summing to the score."""
        pile = self.piles[seat]
        board = sum(o.value for o in self.occupants if o is not None and o.owner == seat and not o.mutant)
        return [
            ("Zoo cards", sum(c.value for c in pile if c.kind == "zoo")),
            ("Captured characters", sum(c.value for c in pile if c.kind == "character")),
            ("Captured mutants", sum(c.value for c in pile if c.kind == "mutant")),
            ("Characters in hand", sum(self.hands[seat])),
            ("Characters on the board", board),
        ]

    def scores(self) -> list[int]:
        """Apocalypse: End and scoring — pile + own active characters (mutants excluded).

        Equal to summing :meth:`score_breakdown` per seat, computed in one pass.
        """
        piles = self.piles
        hands = self.hands
        out = [sum([c.value for c in piles[s] if c.kind in _PILE_KINDS]) + sum(hands[s]) for s in range(self.n)]
        for o in self.occupants:
            if o is not None and not o.mutant and 0 <= o.owner < self.n:
                out[o.owner] += o.value
        return out

    # ------------------------------------------------------------------ queries for UI and AI
    def upper_card(self, loc: int) -> int | None:
        """Return the id of the top-most zoo card at ``loc``, or None."""
        return self.stacks[loc][-1] if self.stacks[loc] else None

    def is_empty(self, loc: int) -> bool:
        """True when ``loc`` holds neither a zoo card nor an occupant (never entered again)."""
        return not self.stacks[loc] and self.occupants[loc] is None

    def active_characters(self, seat: int) -> list[tuple[int, Occupant]]:
        """Return ``[(loc, occupant)]`` of ``seat``'s active characters on the board."""
        return [(i, o) for i, o in enumerate(self.occupants) if o is not None and o.owner == seat and not o.mutant]

    # ------------------------------------------------------------------ information
    def view(self, seat: int) -> ApocalypseState:
        """Apocalypse: Information — hide covered lower values and infection of cards on the board."""
        v = self.clone()
        v.observer = seat
        v.rng = Rng(0)
        values = v.values
        infected = v.infected
        for stack in v.stacks:
            for card in stack:
                infected[card] = None
            for card in stack[:-1]:
                values[card] = None
        return v

    def determinize(self, seat: int, rng: Rng) -> ApocalypseState:
        """Apocalypse: Information — sample hidden lower cards and infected cards (exact posterior)."""
        d = self.view(seat)
        d.observer = None
        d.rng = rng.spawn()
        seen = [0] * len(ZOO_VALUES)
        for value in d.values:
            if value is not None:
                seen[value] += 1
        remaining: list[int] = []
        for value in ZOO_VALUES:
            remaining.extend([value] * (COPIES_PER_VALUE - seen[value]))
        hidden = [i for i, value in enumerate(d.values) if value is None]
        if len(hidden) != len(remaining):
            raise ValueError("inconsistent view: hidden cards do not match the unseen values")
        rng.shuffle(remaining)
        for card, value in zip(hidden, remaining, strict=True):
            d.values[card] = value
        found = {c.value for pile in d.piles for c in pile if c.kind == "zoo" and c.infected}
        on_board = [card for stack in d.stacks for card in stack]
        for card in on_board:
            d.infected[card] = False
        for value in INFECTED_VALUES:
            if value in found:
                continue
            candidates = [card for card in on_board if d.values[card] == value]
            if candidates:
                d.infected[rng.choice(candidates)] = True
        return d

    def clone(self) -> ApocalypseState:
        return ApocalypseState(
            self.n,
            list(self.values),
            list(self.infected),
            [list(s) for s in self.stacks],
            list(self.occupants),
            [list(h) for h in self.hands],
            [list(p) for p in self.piles],
            self.to_move,
            self.first_player,
            self.turn,
            dict(self.end) if self.end is not None else None,
            self.rng.copy(),
            self.observer,
        )

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.GAME_ID,
            "schema": self.SCHEMA_VERSION,
            "n": self.n,
            "values": list(self.values),
            "infected": list(self.infected),
            "stacks": [list(s) for s in self.stacks],
            "occupants": [None if o is None else [o.owner, o.value, o.mutant] for o in self.occupants],
            "hands": [list(h) for h in self.hands],
            "piles": [[[c.kind, c.value, c.card_id, c.infected] for c in p] for p in self.piles],
            "to_move": self.to_move,
            "first_player": self.first_player,
            "turn": self.turn,
            "end": self.end,
            "rng": self.rng.state,
            "observer": self.observer,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ApocalypseState:
        """Rebuild from :meth:`to_json`.

        Raises:
            StateFormatError: wrong game or schema, missing keys, bad shapes.
        """
        if not isinstance(data, Mapping) or data.get("game") != cls.GAME_ID:
            raise StateFormatError("not an Apocalypse state")
        if data.get("schema") != cls.SCHEMA_VERSION:
            raise StateFormatError(f"unsupported Apocalypse schema {data.get('schema')!r}")
        try:
            n = int(data["n"])
            state = cls(
                n,
                [None if v is None else int(v) for v in data["values"]],
                [None if v is None else bool(v) for v in data["infected"]],
                [[int(c) for c in s] for s in data["stacks"]],
                [None if o is None else Occupant(int(o[0]), int(o[1]), bool(o[2])) for o in data["occupants"]],
                [[int(v) for v in h] for h in data["hands"]],
                [[PileCard(str(c[0]), int(c[1]), str(c[2]), bool(c[3])) for c in p] for p in data["piles"]],
                int(data["to_move"]),
                int(data["first_player"]),
                int(data["turn"]),
                None if data["end"] is None else dict(data["end"]),
                Rng(int(data["rng"])),
                None if data.get("observer") is None else int(data["observer"]),
            )
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise StateFormatError(f"bad Apocalypse state: {exc!r}") from exc
        state.validate()
        if state.end is None and state.observer is None and not state._has_action(state.to_move):
            raise StateFormatError("invalid Apocalypse state: the game goes on but the seat to move cannot act")
        return state

    def validate(self) -> None:
        """Check the invariants: every card and character accounted for once.

        Raises:
            StateFormatError: an invariant fails.
        """
        problems = []
        if not MIN_PLAYERS <= self.n <= MAX_PLAYERS:
            problems.append("seat count")
        if len(self.values) != ZOO_CARDS or len(self.infected) != ZOO_CARDS:
            problems.append("zoo card count")
        if len(self.stacks) != LOCATIONS or len(self.occupants) != LOCATIONS:
            problems.append("grid size")
        if len(self.hands) != self.n or len(self.piles) != self.n:
            problems.append("seat lists")
        if not 0 <= self.to_move < self.n:
            problems.append("seat to move")
        if problems:
            raise StateFormatError("invalid Apocalypse state: " + ", ".join(problems))
        pile_zoo = [c for p in self.piles for c in p if c.kind == "zoo"]
        if any(not (c.card_id[:1] == "z" and c.card_id[1:].isdigit()) for c in pile_zoo):
            raise StateFormatError("invalid Apocalypse state: bad zoo card id in a pile")
        zoo = [c for s in self.stacks for c in s] + [int(c.card_id[1:]) for c in pile_zoo]
        if sorted(zoo) != list(range(ZOO_CARDS)):
            raise StateFormatError("invalid Apocalypse state: zoo cards missing or doubled")
        if any(
            c.value != self.values[int(c.card_id[1:])] or c.infected != self.infected[int(c.card_id[1:])]
            for c in pile_zoo
        ):
            raise StateFormatError("invalid Apocalypse state: a pile card disagrees with its zoo card")
        known = [v for v in self.values if v is not None]
        if any(v not in ZOO_VALUES for v in known) or any(known.count(v) > COPIES_PER_VALUE for v in ZOO_VALUES):
            raise StateFormatError("invalid Apocalypse state: zoo card values out of range or too many of one")
        sick = [v for v, i in zip(self.values, self.infected, strict=True) if i]
        if any(v not in INFECTED_VALUES for v in sick) or len(sick) != len(set(sick)):
            raise StateFormatError("invalid Apocalypse state: infected cards must be one each of values 0-3")
        chars = [char_id(s, v) for s in range(self.n) for v in self.hands[s]]
        chars += [o.card_id for o in self.occupants if o is not None]
        chars += [c.card_id for p in self.piles for c in p if c.kind != "zoo"]
        expected = sorted(char_id(s, v) for s in range(self.n) for v in CHARACTER_VALUES)
        if sorted(chars) != expected:
            raise StateFormatError("invalid Apocalypse state: characters missing or doubled")


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> ApocalypseState:
    """Apocalypse: Components and setup — shuffle, deal 25 stacks of two, draw the first seat.

    Raises:
        ValueError: ``num_players`` outside 2..4.
    """
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Apocalypse needs {MIN_PLAYERS}-{MAX_PLAYERS} players, got {num_players}")
    rng = Rng.from_seed(seed)
    values = [v for v in ZOO_VALUES for _ in range(COPIES_PER_VALUE)]
    rng.shuffle(values)
    infected = [False] * ZOO_CARDS
    for value in INFECTED_VALUES:
        infected[rng.choice([i for i, v in enumerate(values) if v == value])] = True
    first = rng.randrange(num_players)
    return ApocalypseState(
        num_players,
        list(values),
        list(infected),
        [[2 * loc, 2 * loc + 1] for loc in range(LOCATIONS)],
        [None] * LOCATIONS,
        [list(CHARACTER_VALUES) for _ in range(num_players)],
        [[] for _ in range(num_players)],
        first,
        first,
        0,
        None,
        rng,
    )
