"""The protocol every game implements (OpenSpiel-like, sequential decisions).

A game is a :class:`GameSpec` (static facts, options, narration and a factory)
and a :class:`GameState` (one position).  Decisions are strictly sequential:
voters, responders, payers and defenders are decision points too, so
:meth:`GameState.decision` always names the one seat that must choose now — and
says whether that seat is *answering* on another seat's turn, whether its choice
is forced (one legal action: drivers play it for the seat, with its animation)
or quick (a response window: a small AI budget, no think pause).

Invariant every game keeps (checked by the conformance harness): after a
public prefix of play, the sequence of deciders depends only on public
information.  Otherwise "skip the seats that have no response" would tell the
table who holds one.

Nothing here imports pygame; the UI and the agents only talk to games through
these types.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, TypeVar, get_args, get_origin, get_type_hints

from zooarcade.core.events import Event, EventKind, events_seen_by
from zooarcade.core.rng import Rng

#: ``current_player`` value once the game is over.
TERMINAL = -1

#: the ``seat`` of :meth:`GameState.view` for a spectator: public facts only (a hot-seat screen between
#: players, an all-computer game).  Every game's ``view`` accepts it.
SPECTATOR = -1

S = TypeVar("S", bound="GameState")


class IllegalAction(ValueError):
    """Raised by :meth:`GameState.apply` for an action that is not legal now.

    ``reason`` is a short sentence fit to show a player ("That location is
    occupied.").
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class StateFormatError(ValueError):
    """Raised when a JSON document does not describe a valid state or action."""


@dataclass(frozen=True)
class Action:
    """Base class of every game's actions: frozen, hashable, JSON-able.

    Subclasses are frozen dataclasses whose fields are ints, strings, bools or
    tuples of those, and set ``KIND`` to a name unique within their game.
    """

    KIND: ClassVar[str] = "action"

    def describe(self) -> str:
        """Return a short phrase for the game log ("places the 5 on C2")."""
        return self.KIND

    def to_json(self) -> dict[str, Any]:
        """Return the stable JSON form: ``{"kind": KIND, <field>: <value>, ...}``."""
        out: dict[str, Any] = {"kind": self.KIND}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


def _matches(value: Any, hint: Any) -> bool:
    """Return True when a decoded JSON ``value`` fits a field's type ``hint`` (int, str, bool, tuple)."""
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    if hint is tuple or get_origin(hint) is tuple:
        if not isinstance(value, tuple):
            return False
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_matches(v, args[0]) for v in value)
        if args:
            return len(args) == len(value) and all(_matches(v, a) for v, a in zip(value, args, strict=True))
        return True
    return isinstance(value, int | str | bool | tuple) and not isinstance(value, float)


def _tupled(value: Any) -> Any:
    """Return ``value`` with every JSON list (at any depth) turned into a tuple."""
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


def action_decoder(*kinds: type[Action]) -> Callable[[Mapping[str, Any]], Action]:
    """Build a JSON → Action decoder for the given action classes.

    The decoder raises :class:`StateFormatError` for an unknown kind, missing
    or extra fields, or fields of the wrong type.
    """
    by_kind = {k.KIND: k for k in kinds}
    hints: dict[str, dict[str, Any]] = {}
    for k in kinds:
        try:
            hints[k.KIND] = get_type_hints(k)
        except (NameError, TypeError):  # unresolvable annotations: fall back to the basic JSON types
            hints[k.KIND] = {}

    def decode(data: Mapping[str, Any]) -> Action:
        if not isinstance(data, Mapping):
            raise StateFormatError(f"an action must be an object, got {type(data).__name__}")
        cls = by_kind.get(data.get("kind"))  # type: ignore[arg-type]
        if cls is None:
            raise StateFormatError(f"unknown action kind {data.get('kind')!r}")
        names = {f.name: f for f in dataclasses.fields(cls)}
        extra = set(data) - set(names) - {"kind"}
        if extra:
            raise StateFormatError(f"unexpected fields {sorted(extra)} in {cls.KIND}")
        kwargs: dict[str, Any] = {}
        for name in names:
            if name not in data:
                raise StateFormatError(f"missing field {name!r} in {cls.KIND}")
            value = _tupled(data[name])
            if not _matches(value, hints[cls.KIND].get(name, object)):
                raise StateFormatError(f"field {name!r} of {cls.KIND} has a bad type")
            kwargs[name] = value
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise StateFormatError(f"bad {cls.KIND}: {exc}") from exc

    return decode


class DecisionKind(StrEnum):
    """What kind of choice the game waits for (:attr:`Decision.kind`).

    * ``TURN``: the turn's owner chooses its next action.
    * ``ANSWER``: a seat answers another's request (a vote asked for, a deal offered).
    * ``PRIORITY``: a response window: add a response or pass.
    * ``PAY``: one step of a payment (pick the next source).
    * ``TARGET``: choose a target (a card, a seat, a space) for an effect.
    * ``CHOOSE``: any other single choice (dig or draw, where a wild goes).
    """

    TURN = "turn"
    ANSWER = "answer"
    PRIORITY = "priority"
    PAY = "pay"
    TARGET = "target"
    CHOOSE = "choose"


@dataclass(frozen=True)
class Decision:
    """What the game waits for now.

    Attributes:
        seat: the deciding seat (``GameState.current_player``).
        turn_seat: the seat whose turn it is (equal to ``seat`` except for answers,
            priority windows and the like on another seat's turn).
        kind: a :class:`DecisionKind`.
        prompt: one line for the decider naming nothing hidden from it; ``{p0}`` …
            ``{p6}`` stand for seat names (see :func:`zooarcade.core.narration.fill`).
        forced: exactly one legal action: drivers apply it without asking anyone.
        quick: a response window: agents get a small budget and show no think pause.
        group: an id shared by the steps of one compound decision (an offer built step
            by step, a payment source by source); ``None`` for a single choice.
        idle_pass: a response window in which, by the game's rules, no legal response can
            change anything (e.g. a seat holding priority over its own Event in its own main
            step, whose every response stays open to it once the Event resolves): the pass a
            table plays for a human seat without asking, like a forced pass (unless humans are
            asked at every window).  ``None`` (the default): ask as usual.  Agents ignore it.
    """

    seat: int
    turn_seat: int
    kind: DecisionKind = DecisionKind.TURN
    prompt: str = ""
    forced: bool = False
    quick: bool = False
    group: str | None = None
    idle_pass: Action | None = None

    @property
    def answering(self) -> bool:
        """True when the decider acts on another seat's turn."""
        return self.seat != self.turn_seat


@dataclass(frozen=True)
class Progress:
    """How far a match has come, for the HUD and the Load list.

    Attributes:
        turn: 1-based turn number (turns of any seat, counted by the game).
        round: 1-based round number for games played in rounds, else ``None``.
        label: the line to show, e.g. ``"Round 3 · turn 12"`` or ``"Turn 7"``.
    """

    turn: int
    round: int | None = None
    label: str = ""

    def text(self) -> str:
        """Return :attr:`label`, or a default built from the numbers."""
        if self.label:
            return self.label
        if self.round is not None:
            return f"Round {self.round} \u00b7 turn {self.turn}"
        return f"Turn {self.turn}"


@dataclass(frozen=True)
class RoundResult:
    """The outcome of one round of a multi-round game.

    Attributes:
        round: 1-based round number.
        points: points each seat banked this round (may be negative).
        totals: each seat's total after this round.
        breakdown: per seat, ``((label, points), ...)`` summing to ``points[seat]``.
        winner: the seat that won the round, or ``None``.
    """

    round: int
    points: tuple[int, ...]
    totals: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...] = ()
    winner: int | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {"round": self.round, "points": list(self.points), "totals": list(self.totals),
                "breakdown": [[[label, pts] for label, pts in seat] for seat in self.breakdown],
                "winner": self.winner}


class GameState(ABC):
    """One position of one game.  Mutable: :meth:`apply` changes it in place.

    Implementations keep every piece of randomness in an :class:`Rng` inside
    the state, so ``clone()`` and ``to_json()`` carry it along.

    ``observer`` is ``None`` for the true state and the seat number for a view
    made by :meth:`view` (what that seat may know).
    """

    #: registry id of the game ("apocalypse").
    GAME_ID: ClassVar[str] = ""
    #: version of this game's JSON form; bump when it changes.
    SCHEMA_VERSION: ClassVar[int] = 1
    #: True when some seat holds information another seat may not see
    #: (hands); the UI then shows a hot-seat handoff screen between humans.
    HAS_PRIVATE_INFO: ClassVar[bool] = False

    #: the seat whose view this is, or ``None`` for the true state.
    observer: int | None = None

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Number of seats (0-based seat numbers ``0 .. num_players-1``)."""

    @abstractmethod
    def decision(self) -> Decision | None:
        """Return what the game waits for now, or ``None`` once the game is over."""

    @property
    def current_player(self) -> int:
        """Seat that must decide now (``decision().seat``), or :data:`TERMINAL` when the game is over.

        Games may override this for speed; it must always equal ``decision().seat``.
        """
        d = self.decision()
        return TERMINAL if d is None else d.seat

    def forced_step(self) -> bool:
        """True when the decision is forced (one legal action); a cheap test for the search's hot loop.

        Games without forced steps may override this to return False without building a decision.
        """
        d = self.decision()
        return d is not None and d.forced

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Return the legal actions of ``current_player`` in a stable order (empty if terminal)."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player`` and return what happened (the true events).

        Atomic: an illegal action raises and leaves the state exactly as it was.

        Raises:
            IllegalAction: the action is not legal now (the state is unchanged).
        """

    @abstractmethod
    def is_terminal(self) -> bool:
        """Return True once the game is over."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Return each seat's current score in points (final once terminal)."""

    @abstractmethod
    def progress(self) -> Progress:
        """Return how far the match has come (turn, round, a label for the HUD and the Load list)."""

    def round_results(self) -> list[RoundResult]:
        """Return the results of every finished round (empty for single-round games)."""
        return []

    def end_reason(self) -> str | None:
        """Return why the game ended, in words ("the Star Exhibit is full"), or ``None`` while it goes on."""
        return None

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """Return ``[(label, points), ...]`` summing to ``scores()[seat]``."""
        return [("Total", self.scores()[seat])]

    def winners(self) -> list[int]:
        """Return the seats sharing the highest score (all of them on a tie)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def rank_class(self, seat: int) -> int:
        """Return ``seat``'s class in the final ranking, higher first, before the score (default: all ``0``).

        A game whose winner need not have the highest score ranks by its own rule first (Zoo Vadis:
        a species with an animal in the Star Exhibit, class 1, above any without one, class 0).
        """
        return 0

    def result_note(self, seat: int) -> str | None:
        """Return a short note the results show beside ``seat``'s row ("In the Star, space 2"), or ``None``."""
        return None

    def tie_break(self, seat: int) -> tuple[int, ...]:
        """Return ``seat``'s tie-break key among seats with the same score, larger first (default: none, ``()``).

        The results list seats by :meth:`winners` first, then score, then this key, then seat number, so
        tied seats appear in the order the game's tie-break rule ranks them.
        """
        return ()

    def explain(self, action: Action) -> str | None:
        """Return why ``action`` is illegal now (one line for the player), or ``None`` when it is legal.

        The default compares with :meth:`legal_actions`; games give better reasons.
        """
        if self.is_terminal():
            return "The game is over."
        return None if action in self.legal_actions() else "That is not possible now."

    @abstractmethod
    def view(self: S, seat: int) -> S:
        """Return a copy holding only what ``seat`` may know (``observer`` = ``seat``).

        Hidden facts become unknowns (``None``) and the game's RNG is replaced,
        so two states that look the same to ``seat`` give equal views, and the
        view of a view is the view itself.  ``seat`` :data:`SPECTATOR` (-1) is
        nobody: only public facts remain, what every seat's view shows.
        """

    @abstractmethod
    def determinize(self: S, seat: int, rng: Rng) -> S:
        """Return a full state consistent with ``self.view(seat)``.

        Hidden facts are sampled from their exact posterior using ``rng``
        (the caller's generator, never the game's).  Works on a state or on a
        view; ``determinize(s, rng).view(s)`` equals ``view(s)``.
        """

    @abstractmethod
    def clone(self: S) -> S:
        """Return an independent deep copy."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict with ``"game"`` and ``"schema"`` keys."""

    @classmethod
    @abstractmethod
    def from_json(cls: type[S], data: Mapping[str, Any]) -> S:
        """Rebuild a state from :meth:`to_json` output.

        Raises:
            StateFormatError: the document is malformed, of another schema, or a
                non-terminal position in which the decider has no legal action.
        """

    def fingerprint(self) -> str:
        """Return a canonical string of the whole state (for equality tests)."""
        import json

        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class OptionChoice:
    """One value a :class:`GameOption` may take, with its label ("800 points").

    ``short`` is a shorter label ("Shellby" for "Shellby (Sea Turtle)") the setup screen shows when some of
    the option's labels are wider than its cycler (``""``: the label itself is the shortest).
    """

    value: Any
    label: str
    short: str = ""

    @property
    def short_label(self) -> str:
        """:attr:`short` when given, else :attr:`label`."""
        return self.short or self.label


@dataclass(frozen=True)
class GameOption:
    """A game option the seat-setup screen offers (a variant, a target score).

    Attributes:
        key: the key in the options mapping (``"target"``).
        label: the setup screen's label ("Target score").
        choices: every value with its label, in display order.
        default: the value used when the player changes nothing.
        defaults_by_players: a different default for some seat counts (ZOP ZOO's
            target: 600 for 5–6 players).
        players: the seat counts for which the option is offered (``None``: all);
            a value offered only for some counts may be listed in ``only_for``.
        only_for: per value, the seat counts it is offered for (ZOP ZOO's 1000
            points for 2 players); values not listed are offered for every count.
        help: one line shown beside the option.
        seat: a per-seat option (a seat's fighter): that seat's index, 0-based; the setup screen
            names the seat as its seat list does (:meth:`label_for`).  ``None``: a game-wide option.
    """

    key: str
    label: str
    choices: tuple[OptionChoice, ...]
    default: Any
    defaults_by_players: Mapping[int, Any] = field(default_factory=dict)
    players: tuple[int, ...] | None = None
    only_for: Mapping[Any, tuple[int, ...]] = field(default_factory=dict)
    help: str = ""
    seat: int | None = None

    def label_for(self, seat_word: str | None = None) -> str:
        """The label with the seat named by ``seat_word`` (the setup screen's seat colour, "Red"): a per-seat
        option's label has ``{seat}`` where the seat goes; without ``seat_word`` it reads "Seat 1"."""
        if self.seat is None or "{seat}" not in self.label:
            return self.label
        return self.label.replace("{seat}", seat_word or f"Seat {self.seat + 1}")

    def offered(self, num_players: int) -> bool:
        """True when the option applies to a game of ``num_players`` seats."""
        return self.players is None or num_players in self.players

    def choices_for(self, num_players: int) -> tuple[OptionChoice, ...]:
        """Return the choices offered for ``num_players`` seats."""
        return tuple(c for c in self.choices if num_players in self.only_for.get(c.value, (num_players,)))

    def default_for(self, num_players: int) -> Any:
        """Return the default value for ``num_players`` seats."""
        return self.defaults_by_players.get(num_players, self.default)

    def label_of(self, value: Any) -> str:
        """Return the label of ``value`` (its ``str`` when it is not a listed choice)."""
        for c in self.choices:
            if c.value == value:
                return c.label
        return str(value)


#: a per-seat option's value for "deal this seat one at random from the seed" (:func:`seat_options`).
RANDOM_CHOICE = "random"


def seat_options(prefix: str, label: str, choices: Sequence[OptionChoice], min_players: int, max_players: int,
                 help: str = "") -> tuple[GameOption, ...]:
    """One per-seat option for each seat a game can have: keys ``f"{prefix}1"`` … ``f"{prefix}{max_players}"``.

    Each option offers "Random" (:data:`RANDOM_CHOICE`, the default) and then ``choices``; seat ``i``'s option
    is offered only for seat counts that have that seat.  ``label`` has ``{seat}`` where the seat's name goes
    ("{seat} fighter" reads "Red fighter" on the setup screen, :meth:`GameOption.label_for`).  Used by Zoo
    Fighters II (fighters) and Zoo Vadis (species); :func:`seat_picks` reads the chosen values back.
    """
    every = (OptionChoice(RANDOM_CHOICE, "Random"), *choices)
    return tuple(
        GameOption(f"{prefix}{i}", label, every, RANDOM_CHOICE,
                   players=tuple(range(max(i, min_players), max_players + 1)), help=help, seat=i - 1)
        for i in range(1, max_players + 1))


def seat_picks(num_players: int, options: Mapping[str, Any] | None, prefix: str, known: Sequence[str],
               what: str) -> list[str | None]:
    """Read the per-seat options of :func:`seat_options` for a ``num_players`` game: per seat (0-based) the
    chosen key, or ``None`` for a seat left on Random (or not given).

    ``what`` names one choice in messages ("fighter", "species").

    Raises:
        ValueError: a value that is not in ``known``, or two seats choosing the same value (each can be played
            by one seat only; seats on Random never clash, the game deals them from what is left).
    """
    opts = dict(options or {})
    picks: list[str | None] = []
    for seat in range(num_players):
        key = str(opts.get(f"{prefix}{seat + 1}", RANDOM_CHOICE))
        if key == RANDOM_CHOICE:
            picks.append(None)
        elif key in known:
            picks.append(key)
        else:
            raise ValueError(f"unknown {what} {key!r}")
    for seat, key in enumerate(picks):
        if key is not None and key in picks[:seat]:
            first = picks.index(key)
            shown = key.replace("_", " ").title()
            raise ValueError(f"Seats {first + 1} and {seat + 1} both chose the same {what}, {shown}: "
                             f"each {what} can be played by one seat only")
    return picks


@dataclass(frozen=True)
class LogLine:
    """One line of the game log: its text, the seat it concerns (for the seat marker) and a tone.

    ``tone`` is ``"normal"``, ``"dim"`` (turn changes, reveals) or ``"alert"`` (captures, wins).
    """

    text: str
    seat: int | None = None
    tone: str = "normal"


class Narrator(ABC):
    """A game's one narration: log lines for events and captions for actions (pure, no pygame).

    The table log, log restore after Continue and the replay viewer all use it, so a
    move is phrased one way everywhere.  Seat names come in as ``names``; a seat named
    "You" is addressed in the second person (:mod:`zooarcade.core.narration`).
    """

    @abstractmethod
    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        """Return the log lines of ``event`` as the viewer sees it (``[]``: nothing to log)."""

    @abstractmethod
    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        """Return a short caption of ``action`` before it is played in ``state`` (a view): "Place 5 on C2"."""

    def opening(self, state: GameState, names: Sequence[str], viewer: int | None = None) -> list[LogLine]:
        """Return the log lines that open a match (who deals, who plays first), as seat ``viewer`` sees them
        (``None``: a spectator, who sees no seat's secrets)."""
        return []


class PlainNarrator(Narrator):
    """A narrator for test games: ``Event.text`` and ``Action.describe()`` with the seat's name."""

    def lines(self, event: Event, names: Sequence[str]) -> list[LogLine]:
        text = event.text or str(event.kind)
        if event.seat is not None and 0 <= event.seat < len(names):
            text = f"{names[event.seat]}: {text}"
        return [LogLine(text, event.seat)]

    def caption(self, action: Action, state: GameState, names: Sequence[str]) -> str:
        return action.describe()


#: Seconds-free step bound used when a spec declares none: generous for small test games.
DEFAULT_MAX_STEPS = 100_000


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game and a factory for its states.

    Attributes:
        id: registry id, e.g. ``"apocalypse"``.
        title: display name.
        min_players, max_players: allowed seat counts (inclusive).
        new_state: ``(num_players, options, seed) -> GameState``; raises
            ``ValueError`` for a seat count outside the range.
        state_from_json: ``dict -> GameState`` (see :meth:`GameState.from_json`).
        action_from_json: ``dict -> Action``; raises :class:`StateFormatError`.
        heuristic: ``(state, seat) -> float``, larger is better for ``seat``;
            used by the Greedy and IS-MCTS agents on full (determinized) states.
        options: the options the setup screen offers (:class:`GameOption`).
        narrator: the game's one narration (log lines, captions).
        max_steps: ``num_players -> int``: the most steps (actions) a game may take;
            the conformance harness checks every game ends within it.
        ai_filter: a rule every AI level obeys: ``(view, legal) -> legal subset``
            (non-empty), e.g. ZOP ZOO's "dig whenever a dig retrieves a card";
            ``None`` for no rule.
        tagline: one line for the game-select card.
        agent_factory: ``(level, seed, think_time) -> agent or None``: a game's own agent for
            an AI level (a negotiator, a planner), built on ``zooarcade.ai``; ``None``
            (or a ``None`` result) uses the generic level.  Typed loosely because the core
            cannot import the AI layer.
        describe_deal: ``(state, seat names) -> str``: the options line of a match as its deal
            resolved them (a seat's "Random" fighter shown as the fighter dealt), for the results
            screen; ``None``: :meth:`describe_options` of the options chosen.
        hidden_known: how the game review says what stayed hidden from the player to move (each decision
            is judged from the mover's view, never with hindsight), completing "… judged after every move
            from what the player to move could see: ___." (:data:`zooarcade.scenes.replay.INTRO`; Zoo Vadis
            has screens, not cards).
        moves_final: True for a game whose turn is one action that passes the turn (Apocalypse): a
            move can never be taken back, so the session keeps no undo and every refusal says so
            (``zooarcade.session.UNDO_FINAL``).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    new_state: Callable[[int, Mapping[str, Any], int], GameState]
    state_from_json: Callable[[Mapping[str, Any]], GameState]
    action_from_json: Callable[[Mapping[str, Any]], Action]
    heuristic: Callable[[GameState, int], float]
    options: tuple[GameOption, ...] = ()
    narrator: Narrator = field(default_factory=PlainNarrator)
    max_steps: Callable[[int], int] = field(default=lambda n: DEFAULT_MAX_STEPS)
    ai_filter: Callable[[GameState, list[Action]], list[Action]] | None = None
    tagline: str = ""
    agent_factory: Callable[[str, int, float | None], Any] | None = None
    describe_deal: Callable[[GameState, Sequence[str]], str] | None = None
    hidden_known: str = "the cards they could not see are guessed, as the computer players guess them"
    moves_final: bool = False

    def check_players(self, n: int) -> None:
        """Raise ``ValueError`` unless ``min_players <= n <= max_players``."""
        if not self.min_players <= n <= self.max_players:
            raise ValueError(
                f"{self.title} needs {self.min_players}-{self.max_players} players, got {n}"
            )

    def option(self, key: str) -> GameOption:
        """Return the option ``key``.

        Raises:
            KeyError: the game has no such option.
        """
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(key)

    def resolve_options(self, num_players: int, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Return the full options of a ``num_players`` game: ``given`` checked, defaults filled in.

        Options not offered for that seat count are dropped; unknown keys are dropped
        too (an older save's option that no longer exists).

        Raises:
            ValueError: a given value is not one of the option's choices for that count.
        """
        given = dict(given or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            if not opt.offered(num_players):
                continue
            if opt.key in given:
                value = given[opt.key]
                if value not in [c.value for c in opt.choices_for(num_players)]:
                    raise ValueError(f"{opt.label_for()}: {value!r} is not offered for {num_players} players")
                out[opt.key] = value
            else:
                out[opt.key] = opt.default_for(num_players)
        return out

    def describe_options(self, options: Mapping[str, Any]) -> str:
        """Return the options as one line for headers ("Target score: 800 points"), ``""`` when none.

        A per-seat option left on Random (:data:`RANDOM_CHOICE`) is left out: it says nothing about the match.
        """
        parts = [f"{opt.label_for()}: {opt.label_of(options[opt.key])}" for opt in self.options
                 if opt.key in options and not (opt.seat is not None and options[opt.key] == RANDOM_CHOICE)]
        return " \u00b7 ".join(parts)

    def describe_match(self, options: Mapping[str, Any], state: GameState, names: Sequence[str]) -> str:
        """The options line of a match under way or over: :attr:`describe_deal` when the game has one (what
        the deal resolved), else :meth:`describe_options` of ``options``."""
        if self.describe_deal is not None:
            return self.describe_deal(state, names)
        return self.describe_options(options)

    def legal_for_ai(self, view: GameState, legal: list[Action]) -> list[Action]:
        """Return ``legal`` restricted by :attr:`ai_filter` (never empty: the full list when the rule leaves none)."""
        if self.ai_filter is None:
            return legal
        kept = self.ai_filter(view, legal)
        return kept if kept else legal


__all__ = [
    "RANDOM_CHOICE", "TERMINAL", "Action", "Decision", "DecisionKind", "Event", "EventKind", "GameOption", "GameSpec",
    "GameState",
    "IllegalAction", "LogLine", "Narrator", "OptionChoice", "PlainNarrator", "Progress", "RoundResult",
    "StateFormatError", "action_decoder", "events_seen_by", "seat_options", "seat_picks",
]
