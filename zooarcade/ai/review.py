"""Game review: each seat's winning chances over a finished match, and the moves that decided it.

Pure Python (no pygame).  After the game every card is known, so the review works on the TRUE
states of the match (rebuilt from its :class:`~zooarcade.core.history.MatchRecord`); that is
why a review is only ever made of a finished game (:func:`review_available`): during a game it
would reveal hidden cards.

For every recorded step ``i`` (0-based) the review holds a :class:`MoveReview`:

* ``chances``: each seat's estimated winning chance after the step (one chart point per step);
* for a *decision* (a step that was not forced), the mover's chance before it, the move Hard
  would have played there (the game's Hard agent on the mover's view, with a small fixed work
  budget) and the estimate after Hard's move, so the played move can be compared with it.

Forced steps (one legal action, e.g. a draw or an automatic payment) are nobody's choice: they
get no "Hard would have played" and are never marked.  A run of forced steps is charted
cheaply: each step inside the run carries the previous estimate, and the last step of the run
(the position the next decision starts from) gets a fresh one, so the chart still has exactly
one point per step and the chance a forced draw changed shows where the run ends.

Winning chances (:func:`estimate`): ``playouts`` rollouts from the true state with a search-like
rollout policy (forced steps applied as they come; at each decision the best of ``candidates``
sampled actions by the mover's heuristic, a random one with probability ``epsilon``), each
stopped when the next turn of the seat that began the game begins — a round boundary, where
every seat has had as many turns, so a seat never looks ahead only because it just moved — or
after ``depth`` decisions.  A rollout that reaches the end scores the real result (the winners
share 1), one that stops scores ``softmax(heuristic(seat) / scale)`` over the seats (the
heuristic is a points-like margin; ``scale`` is the game's Hard reward scale, points per sigmoid
unit).  Every estimate has its own RNG seeded from ``(config.seed, record seed, step)``: a review
is deterministic, and the played move and Hard's move are estimated with the same random numbers.

Verdicts (per decision, from the mover's chance): *costly* when Hard's move would have left the
mover at least ``costly`` more chance than the played one; *strong* when the move raised the
mover's chance by at least ``strong`` and Hard found nothing ``close`` better.  *Marks*: the
``marks`` decisions with the largest ``impact = max(|swing|, loss)`` (swing: the mover's chance
after minus before; loss: Hard's estimate minus the played one), at least ``min_mark``.

Run it with :func:`analyse` (a generator: one step of work per ``next()``, yields the share
done in ``[0, 1]``; its ``StopIteration.value`` is the :class:`GameReview`), :func:`review_match`
(blocking) or a :class:`ReviewJob` (a background thread with progress and cancel).
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from zooarcade.ai.agents import make_agent
from zooarcade.ai.base import run_to_end
from zooarcade.ai.ismcts import ISMCTSAgent
from zooarcade.core.history import MatchRecord, replay
from zooarcade.core.protocol import Action, GameSpec, GameState, StateFormatError
from zooarcade.core.rng import Rng

#: value of the ``"format"`` key of a stored review.
REVIEW_FORMAT = "zooarcade-review"
#: schema of a stored review (bump when the estimate changes, so old caches are recomputed).
REVIEW_SCHEMA = 1
#: heuristic points per softmax unit when the game's Hard has no reward scale of its own.
DEFAULT_SCALE = 4.0


class NotFinished(ValueError):
    """Raised when a review is asked of a game that has not ended (it would reveal hidden cards)."""


@dataclass(frozen=True)
class ReviewConfig:
    """Budget and thresholds of a review.

    Attributes:
        playouts: rollouts per estimate (>= 1).
        depth: most decisions per rollout; 0 means ``12 * num_players`` (a rollout normally stops
            sooner, when the first seat's next turn begins: see :func:`estimate`).
        candidates: actions sampled per rollout decision, the best by the mover's heuristic is played.
        epsilon: probability of a uniformly random rollout decision instead.
        hard_work: work units of Hard's search per decision (IS-MCTS games; a game's own Hard
            with a fixed sample budget, Zoo Fighters II, uses its own).
        scale: heuristic points per softmax unit; ``None``: the game's Hard reward scale
            (:data:`DEFAULT_SCALE` when it has none).
        strong, costly, close: verdict thresholds, in chance (0..1) of the mover.
        marks: most marked moves.
        min_mark: least impact (chance) of a marked move.
        seed: seeds every estimate (with the record's seed and the step index).
    """

    playouts: int = 6
    depth: int = 0
    candidates: int = 3
    epsilon: float = 0.1
    hard_work: int = 6000
    scale: float | None = None
    strong: float = 0.10
    costly: float = 0.10
    close: float = 0.02
    marks: int = 5
    min_mark: float = 0.05
    seed: int = 1

    def __post_init__(self) -> None:
        if self.playouts < 1 or self.candidates < 1 or self.depth < 0 or self.marks < 0 or self.hard_work < 1:
            raise ValueError("playouts, candidates and hard_work must be positive, depth and marks not negative")


@dataclass(frozen=True)
class MoveReview:
    """The review of one recorded step.

    Attributes:
        index: 0-based step index (the replay viewer's step ``index + 1`` shows the position after it).
        seat: the seat that decided.
        forced: the step was forced (no choice, no comparison with Hard).
        chances: each seat's estimated winning chance after the step, in ``[0, 1]``.
        before: the mover's chance before the step.
        hard: the action Hard would have played (``None`` for a forced step).
        hard_chances: each seat's chance after Hard's action (``None`` for a forced step; equal to
            ``chances`` when Hard agrees with the move played).
    """

    index: int
    seat: int
    forced: bool
    chances: tuple[float, ...]
    before: float
    hard: Action | None = None
    hard_chances: tuple[float, ...] | None = None

    @property
    def swing(self) -> float:
        """The mover's chance after the step minus before it."""
        return self.chances[self.seat] - self.before

    @property
    def loss(self) -> float:
        """How much more chance Hard's move would have left the mover (0 for a forced step; may be negative)."""
        if self.hard_chances is None:
            return 0.0
        return self.hard_chances[self.seat] - self.chances[self.seat]

    @property
    def impact(self) -> float:
        """``max(|swing|, loss)``: how much this decision changed the mover's chances (0 for forced steps)."""
        return 0.0 if self.forced else max(abs(self.swing), self.loss)


@dataclass
class GameReview:
    """The review of a finished match (see the module docstring).

    Attributes:
        game_id, num_players: the match.
        match: :func:`match_hash` of its record (a stored review is only used for that match).
        start: each seat's chance at the deal.
        moves: one :class:`MoveReview` per recorded step.
        marks: indices of the marked steps, in step order.
        config: the :class:`ReviewConfig` it was made with.
    """

    game_id: str
    num_players: int
    match: str
    start: tuple[float, ...]
    moves: list[MoveReview]
    marks: list[int]
    config: ReviewConfig = field(default_factory=ReviewConfig)

    def series(self, seat: int) -> list[float]:
        """``seat``'s chance at the deal and after each step: ``len(moves) + 1`` values in ``[0, 1]``."""
        return [self.start[seat], *(m.chances[seat] for m in self.moves)]

    def strong_moves(self, seat: int) -> list[int]:
        """Indices of ``seat``'s strong decisions (see the module docstring)."""
        cfg = self.config
        return [m.index for m in self.moves if m.seat == seat and not m.forced
                and m.swing >= cfg.strong and m.loss < cfg.close]

    def costly_moves(self, seat: int) -> list[int]:
        """Indices of ``seat``'s costly decisions."""
        return [m.index for m in self.moves if m.seat == seat and not m.forced and m.loss >= self.config.costly]

    def summary(self, seat: int) -> str:
        """One line for ``seat``, e.g. ``"3 strong moves, 1 costly one: move 14"`` (moves numbered from 1)."""
        strong, costly = self.strong_moves(seat), self.costly_moves(seat)
        head = f"{len(strong) or 'no'} strong move{'' if len(strong) == 1 else 's'}"
        if not costly:
            return f"{head}, no costly one"
        numbers = [str(i + 1) for i in costly]
        where = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1]
        plural = len(costly) > 1
        return f"{head}, {len(costly)} costly one{'s' if plural else ''}: move{'s' if plural else ''} {where}"

    def to_json(self) -> dict[str, Any]:
        """Return the stored form (``{"format", "schema", "game", "num_players", "match", "config", "start",
        "moves": [{"i", "seat", "forced", "chances", "before", "hard", "hard_chances"}], "marks"}``)."""
        return {
            "format": REVIEW_FORMAT, "schema": REVIEW_SCHEMA, "game": self.game_id, "num_players": self.num_players,
            "match": self.match, "config": asdict(self.config), "start": list(self.start),
            "moves": [{"i": m.index, "seat": m.seat, "forced": m.forced, "chances": list(m.chances),
                       "before": m.before, "hard": None if m.hard is None else m.hard.to_json(),
                       "hard_chances": None if m.hard_chances is None else list(m.hard_chances)}
                      for m in self.moves],
            "marks": list(self.marks),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], spec: GameSpec, record: MatchRecord) -> GameReview:
        """Read a stored review of ``record``'s match (strict).

        Raises:
            StateFormatError: not a review, another schema, another match, or a bad field (named).
        """
        if not isinstance(data, Mapping) or data.get("format") != REVIEW_FORMAT:
            raise StateFormatError("not a game review")
        if data.get("schema") != REVIEW_SCHEMA:
            raise StateFormatError(f"review schema {data.get('schema')!r} is not {REVIEW_SCHEMA}")
        if data.get("game") != spec.id or data.get("match") != match_hash(record):
            raise StateFormatError("the review is of another match")
        n = record.num_players
        try:
            config = ReviewConfig(**data["config"])
            start = _chances(data["start"], n, "start")
            moves: list[MoveReview] = []
            raw = data["moves"]
            if not isinstance(raw, list) or len(raw) != len(record.steps):
                raise StateFormatError("moves must have one entry per step")
            for i, item in enumerate(raw):
                step = record.steps[i]
                if item["i"] != i or item["seat"] != step.seat or not isinstance(item["forced"], bool):
                    raise StateFormatError(f"move {i + 1} does not match the record")
                hard = None if item["hard"] is None else spec.action_from_json(item["hard"])
                hard_chances = None if item["hard_chances"] is None else _chances(item["hard_chances"], n, "hard")
                before = float(item["before"])
                moves.append(MoveReview(i, step.seat, item["forced"], _chances(item["chances"], n, "chances"),
                                        before, hard, hard_chances))
            marks = [int(x) for x in data["marks"]]
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, StateFormatError):
                raise
            raise StateFormatError(f"bad review field: {exc}") from None
        if any(not 0 <= i < len(moves) for i in marks):
            raise StateFormatError("a mark is outside the match")
        return cls(spec.id, n, match_hash(record), start, moves, marks, config)


def _chances(value: Any, n: int, name: str) -> tuple[float, ...]:
    if not isinstance(value, list) or len(value) != n or not all(
            isinstance(x, int | float) and not isinstance(x, bool) and 0.0 <= x <= 1.0 for x in value):
        raise StateFormatError(f"{name} must be {n} chances between 0 and 1")
    return tuple(float(x) for x in value)


def match_hash(record: MatchRecord) -> str:
    """A short stable hash of ``record`` (game, seats, seed, options, steps): what a stored review is of."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def review_available(state: GameState) -> bool:
    """True when a review may be offered for the game whose current position is ``state``: it has ended.

    A game in progress never gets one: the review reads the true state, hidden cards included.
    """
    return state.is_terminal()


# ---------------------------------------------------------------------- estimates
def outcome(state: GameState) -> tuple[float, ...]:
    """The result of a finished ``state`` as chances: the winners share 1 (nobody wins: all 0)."""
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if seat in winners else 0.0 for seat in range(state.num_players))


def softmax_chances(values: Sequence[float], scale: float) -> tuple[float, ...]:
    """``exp(v / scale)`` normalised over the seats: heuristic values (points) as chances summing to 1."""
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)


def game_scale(spec: GameSpec) -> float:
    """Heuristic points per softmax unit for ``spec``: its Hard's IS-MCTS reward scale, else :data:`DEFAULT_SCALE`."""
    agent = make_agent("hard", spec, 0)
    if isinstance(agent, ISMCTSAgent):
        return agent.config.reward_scale
    return DEFAULT_SCALE


def _skip_forced(state: GameState) -> None:
    while not state.is_terminal() and state.forced_step():
        state.apply(state.legal_actions()[0])


def _turn_seat(state: GameState) -> int:
    decision = state.decision()
    return -1 if decision is None else decision.turn_seat


def estimate(spec: GameSpec, state: GameState, rng: Rng, config: ReviewConfig, scale: float,
             anchor: int = -1, previous: int = -1) -> tuple[float, ...]:
    """Each seat's winning chance in the true ``state`` (see the module docstring), in ``[0, 1]``.

    A rollout stops at the end, after ``depth`` decisions, or when a turn of seat ``anchor`` (the
    seat that began the game) begins: there every seat has had as many turns as the others, so
    the heuristics compare fairly (no seat is "one move ahead" only because it just moved).
    ``previous`` is the turn seat of the step that led to ``state`` (-1: none), so a state that
    is itself the start of ``anchor``'s turn is evaluated as it is.  ``state`` is not changed.
    Cost: at most ``playouts * depth`` rollout decisions of ``candidates`` actions each.
    """
    if state.is_terminal():
        return outcome(state)
    n = state.num_players
    depth = config.depth or 12 * n
    totals = [0.0] * n
    heuristic = spec.heuristic
    for _ in range(config.playouts):
        s = state.clone()
        last = previous
        for _ in range(depth):
            _skip_forced(s)
            if s.is_terminal():
                break
            turn = _turn_seat(s)
            if turn == anchor and last != anchor:
                break
            last = turn
            legal = s.legal_actions()
            if config.candidates <= 1 or len(legal) == 1 or rng.random() < config.epsilon:
                s.apply(legal[rng.randrange(len(legal))])
                continue
            mover = s.current_player
            picks = list(range(len(legal)))
            if len(picks) > config.candidates:
                rng.shuffle(picks)
                picks = picks[: config.candidates]
            best, best_value = s, -math.inf
            for k in picks:
                after = s.clone()
                after.apply(legal[k])
                value = heuristic(after, mover)
                if value > best_value:
                    best, best_value = after, value
            s = best
        result = outcome(s) if s.is_terminal() else softmax_chances([heuristic(s, p) for p in range(n)], scale)
        for p in range(n):
            totals[p] += result[p]
    return tuple(round(t / config.playouts, 4) for t in totals)


def _seed(config: ReviewConfig, record: MatchRecord, index: int, salt: int) -> int:
    return Rng.from_seed(f"review:{config.seed}:{record.seed}:{index}:{salt}").next_u64()


def hard_choice(spec: GameSpec, state: GameState, seed: int, config: ReviewConfig) -> Action:
    """The action the game's Hard would play for the seat to move in the true ``state`` (it sees only its view)."""
    seat = state.current_player
    view = state.view(seat)
    legal = spec.legal_for_ai(view, state.legal_actions())
    agent = make_agent("hard", spec, seed, work=config.hard_work)
    return run_to_end(agent.think(view, legal, state.decision()))


def choose_marks(moves: Sequence[MoveReview], config: ReviewConfig) -> list[int]:
    """Indices of the (at most ``config.marks``) decisions of largest impact, at least ``min_mark``, in step order."""
    ranked = sorted((m for m in moves if not m.forced and m.impact >= config.min_mark),
                    key=lambda m: (-m.impact, m.index))
    return sorted(m.index for m in ranked[: config.marks])


#: what :func:`analyse` returns: advance with ``next()`` (yields the share done); the review is ``StopIteration.value``.
Analysis = Generator[float, None, GameReview]


def analyse(spec: GameSpec, record: MatchRecord, config: ReviewConfig | None = None) -> Analysis:
    """Review ``record`` step by step: each ``next()`` does one step and yields the share done (0..1).

    Raises:
        NotFinished: the record does not end the game (checked before any work is done).
        zooarcade.core.history.ReplayError: a step does not replay.
    """
    config = config or ReviewConfig()
    states = [record.new_state(spec)]
    for done in replay(spec, record, start=states[0].clone()):
        states.append(done.state.clone())
    if not review_available(states[-1]):
        raise NotFinished("a game still in progress cannot be reviewed: it would reveal hidden cards")
    return _analyse(spec, record, config, states)


def _analyse(spec: GameSpec, record: MatchRecord, config: ReviewConfig, states: list[GameState]) -> Analysis:
    scale = config.scale if config.scale is not None else game_scale(spec)
    steps = record.steps
    total = len(steps)

    def fresh(i: int) -> bool:
        """Whether the point after step ``i`` is estimated afresh (else it carries the one before)."""
        after = states[i + 1]
        return (i + 1 >= total or not states[i].forced_step() or not after.forced_step()
                or after.is_terminal())

    anchor = _turn_seat(states[0])
    start = estimate(spec, states[0], Rng.from_seed(_seed(config, record, -1, 0)), config, scale, anchor)
    moves: list[MoveReview] = []
    last = start
    for i, step in enumerate(steps):
        before_state = states[i]
        forced = before_state.forced_step()
        turn = _turn_seat(before_state)
        seed = _seed(config, record, i, 0)
        if forced and not fresh(i):
            chances = last
        else:
            chances = estimate(spec, states[i + 1], Rng.from_seed(seed), config, scale, anchor, turn)
        hard: Action | None = None
        hard_chances: tuple[float, ...] | None = None
        if not forced:
            hard = hard_choice(spec, before_state, _seed(config, record, i, 1), config)
            if hard == step.action:
                hard_chances = chances
            else:
                alt = before_state.clone()
                alt.apply(hard)
                hard_chances = estimate(spec, alt, Rng.from_seed(seed), config, scale, anchor, turn)
        moves.append(MoveReview(i, step.seat, forced, chances, last[step.seat], hard, hard_chances))
        last = chances
        yield (i + 1) / max(1, total)
    return GameReview(spec.id, record.num_players, match_hash(record), start, moves, choose_marks(moves, config),
                      config)


def review_match(spec: GameSpec, record: MatchRecord, config: ReviewConfig | None = None) -> GameReview:
    """Run :func:`analyse` to the end and return the review (blocking).

    Raises:
        NotFinished, zooarcade.core.history.ReplayError: as :func:`analyse`.
    """
    gen = analyse(spec, record, config)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            result: GameReview = stop.value
            return result


# ---------------------------------------------------------------------- in the background
class ReviewJob:
    """A review computed on a background thread, with progress and cancel (the frame loop polls it).

    Args:
        spec, record, config: what to review (see :func:`analyse`).
        on_done: called on the job's thread with the finished review (e.g. to store it); its
            errors are logged by the caller's function, never raised here.

    Attributes:
        progress: share done in ``[0, 1]``.
        result: the review once done, else ``None``.
        error: one line when the review failed (``NotFinished``, a bad record), else ``None``.
        cancelled: :meth:`cancel` was called (the thread stops after its current step).
    """

    def __init__(self, spec: GameSpec, record: MatchRecord, config: ReviewConfig | None = None,
                 on_done: Callable[[GameReview], None] | None = None) -> None:
        self.spec = spec
        self.record = record
        self.config = config
        self.on_done = on_done
        self.progress = 0.0
        self.result: GameReview | None = None
        self.error: str | None = None
        self.cancelled = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> ReviewJob:
        """Start the thread (a daemon: quitting the app never waits for it); return ``self``."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="zooarcade-review", daemon=True)
            self._thread.start()
        return self

    def _run(self) -> None:
        try:
            gen = analyse(self.spec, self.record, self.config)
            while not self._stop.is_set():
                try:
                    self.progress = next(gen)
                except StopIteration as stop:
                    review: GameReview = stop.value
                    if self.on_done is not None:
                        self.on_done(review)
                    self.result = review
                    self.progress = 1.0
                    return
            gen.close()
        except Exception as exc:  # noqa: BLE001 - a review must never take the app down
            self.error = f"the review could not be made ({exc.__class__.__name__}: {exc})"

    @property
    def done(self) -> bool:
        """The review is ready, failed, or was cancelled and its thread has stopped."""
        return self.result is not None or self.error is not None or (
            self.cancelled and (self._thread is None or not self._thread.is_alive()))

    @property
    def running(self) -> bool:
        """The thread is working (started, not finished, not cancelled)."""
        return self._thread is not None and self._thread.is_alive() and not self.cancelled

    def cancel(self) -> None:
        """Ask the thread to stop after its current step (returns at once)."""
        self.cancelled = True
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the thread ends (tests, app exit); return True when it has."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()
