"""Game review: each seat's winning chances over a finished match, and the moves that decided it.

Pure Python (no pygame).  The review is rebuilt from the match's
:class:`~zooarcade.core.history.MatchRecord` and is only ever made of a finished game
(:func:`review_available`), so that offering it never tells anyone anything during play.

Each decision is judged with what its mover could see when they made it, never with hindsight.
At every decision of the record (a step that was not forced) the review builds the game's Hard
agent (``make_agent("hard", spec, seed)``: Zoo Fighters II and Zoo Vadis have their own) and lets
it think for the mover exactly as at the table: on the mover's real view of the position
(``state.view(seat)``, its information set), whose determinizer samples worlds consistent with
what that seat knew (the unseen hands, the unseen draw order, the unseen infected cards are
guessed, seeded).  So two matches that differ only in cards the mover could not see get the same
verdict on that decision, and "the review's pick" is a longer think of the same kind as Hard's
at the table, which never peeks.  Hard's own play is not touched.  From that one search the
review reads, for every seat:

* the chances after the move played, and Hard's move and the chances after it.  An IS-MCTS Hard
  (Apocalypse, ZOP ZOO, the generic Hard, Zoo Vadis's turn chooser) gives the mean over the
  iterations through that root action; a move that got fewer than ``min_tries`` iterations gets
  that many more, each through it (:meth:`~zooarcade.ai.ismcts.ISMCTSAgent.probe`), so a move
  Hard hardly tried still gets a fair estimate.  Hard's move is the most visited action (Zoo
  Vadis's deal steps, which Hard answers by its negotiator, take the negotiator's answer, valued
  by the same search over the deal steps; Zoo Fighters II's search Hard, in review mode, searches
  every offered action without its payment shortlist).  A simulating Hard (the older Zoo Fighters II
  ``FightersAgent``, kept for comparisons) plays each of its candidates and the move played
  ``rounds`` times, each from a world sampled from the mover's view, with its own playout policy;
  Hard's move is its best candidate by its own evaluation of the mover;
* per seat, each leaf of the search (where a rollout or simulation stopped) is read by a
  :class:`LeafReader`: first played on, on a copy, to the next turn of the seat that began the
  game (a round boundary, with a rollout policy like Hard's and an RNG of its own), so no seat
  looks ahead only because it has just moved; then it counts as its real result when the game is
  over (the winners share 1), else as the softmax over the seats of ``heuristic(leaf, seat) /
  scale`` (``scale``: Hard's reward scale, points per unit; :data:`DEFAULT_SCALE` for a Hard
  without one).  So every leaf's chances are in ``[0, 1]`` and sum to 1 over the seats: ``n``
  seats level on points get ``1/n`` each, and a seat's chance can be compared with another's and
  with its own at another move.  The reading only observes: the search grows the same tree and
  picks the same move as without it (:attr:`~zooarcade.ai.ismcts.ISMCTSAgent.leaf_value`).

Budget (:class:`ReviewConfig`): each IS-MCTS search runs on Hard's own work budget, held to at
most ``hard_work``; a simulating Hard plays ``rounds`` (8) per candidate instead of its
36.  Figures: ``benchmarks/RESULTS.md`` ("Game review").

For every recorded step ``i`` (0-based) the review holds a :class:`MoveReview`: ``chances``,
one chart point per step: after a decision, the search's chances after the move played, as its
mover judged them from what they could see (every seat's chance, from that one seat's view: the
line of a seat is read, step by step, through the eyes of whoever was to move); after a forced
step (one legal action: a draw, an automatic payment) the point before it, carried, so the chart
never reads the true state after a draw either (the draw's luck shows at the next decision, seen
by its mover); the last step gets the real result.  ``before`` is the mover's chance at the point before the step,
``hard``/``hard_chances`` Hard's move and its chances (decisions only).  The chance at the deal
(``start``) is the first decision's value under Hard's move.  Every search is seeded from
``(config.seed, record seed, step)`` (the worlds sampled from the view too): a review is
deterministic.  A move played that the search cannot go through (Zoo Vadis's searched position
is not the table's) is valued after it in one world sampled (seeded) from the mover's view, by the
next decider's search from their view of that world.

Verdicts (per decision, from the mover's chance): *costly* when Hard's move would have left the
mover at least ``costly`` more chance than the played one, and that loss is more than ``sure``
times its noise (:attr:`MoveReview.noise`: the standard error of the two estimates, from the
spread of the leaf readings behind each and how many there were, widened by a second, seeded
search of a decision that looks costly: how much two searches disagree).  The Hint was then a
quicker think (Normal's; it is Hard on a fixed budget since); at the review's budget two good
moves often differ by a noisy 0.1, and a hinted move was called costly for that alone (play
test 14, F2), so a loss the search cannot tell from noise is no verdict; *strong* when the move raised the
mover's chance by at least ``strong`` and Hard found nothing ``close`` better.  *Marks*: the
``marks`` decisions with the largest ``impact = max(|swing|, loss)`` (swing: the mover's chance
after minus before; loss: Hard's estimate minus the played one), at least ``min_mark``.  A forced
step's luck (a draw) shows in the swing of the next decision, never in its loss.

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
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from zooarcade.ai.agents import make_agent
from zooarcade.ai.base import Agent, run_to_end
from zooarcade.ai.ismcts import ISMCTSAgent
from zooarcade.core.history import MatchRecord, replay
from zooarcade.core.protocol import Action, GameSpec, GameState, StateFormatError
from zooarcade.core.rng import Rng

#: value of the ``"format"`` key of a stored review.
REVIEW_FORMAT = "zooarcade-review"
#: schema of a stored review (bump when the estimate changes, so old caches are recomputed).  1: the
#: chances of short heuristic play-outs; 2: the chances read off the game's Hard search of the true state
#: (hindsight); 3: that search on the mover's own view (what they could see).
REVIEW_SCHEMA = 3
#: heuristic points per softmax unit for a Hard without a reward scale of its own (Zoo Fighters II's
#: simulating Hard, whose heuristic, a margin over the strongest rival, often spans 10-20 points mid-game).
DEFAULT_SCALE = 8.0


class NotFinished(ValueError):
    """Raised when a review is asked of a game that has not ended (it would reveal hidden cards)."""


@dataclass(frozen=True)
class ReviewConfig:
    """Budget and thresholds of a review.

    Attributes:
        hard_work: most work units of each IS-MCTS search (see :class:`~zooarcade.ai.ismcts.SearchConfig`):
            Hard's own budget when that is lower; ``None``: Hard's own budget.  The default, 36,000, is
            half of Apocalypse's Hard (72,000) and above the others' (ZOP ZOO 20,000, the generic 24,000).
        rounds: simulation rounds per candidate of a simulating Hard (Zoo Fighters II); ``None``:
            Hard's own ``samples`` (36).  The default, 8, keeps a 4-player Zoo Fighters II review near
            20 s of CPU (``benchmarks/bench_review.py``, ``benchmarks/RESULTS.md``).
        min_tries: least iterations (IS-MCTS) behind the played move's and Hard's estimates.
        scale: heuristic points per softmax unit; ``None``: the searching Hard's reward scale
            (:data:`DEFAULT_SCALE` when it has none).
        strong, costly, close: verdict thresholds, in chance (0..1) of the mover.
        sure: a costly loss is more than ``sure`` times its noise (:attr:`MoveReview.noise`).
        marks: most marked moves.
        min_mark: least impact (chance) of a marked move.
        seed: seeds every search (with the record's seed and the step index).

    Raises:
        ValueError: a budget below 1, or a negative ``marks``.
    """

    hard_work: int | None = 36_000
    rounds: int | None = 8
    min_tries: int = 16
    scale: float | None = None
    strong: float = 0.10
    costly: float = 0.10
    close: float = 0.02
    sure: float = 2.0
    marks: int = 5
    min_mark: float = 0.05
    seed: int = 1

    def __post_init__(self) -> None:
        if ((self.hard_work is not None and self.hard_work < 1) or (self.rounds is not None and self.rounds < 1)
                or self.min_tries < 1 or self.marks < 0):
            raise ValueError("hard_work, rounds and min_tries must be positive, marks not negative")


@dataclass(frozen=True)
class MoveReview:
    """The review of one recorded step.

    Attributes:
        index: 0-based step index (the replay viewer's step ``index + 1`` shows the position after it).
        seat: the seat that decided.
        forced: the step was forced (no choice, no comparison with Hard).  A decision with a
            single legal action that the game does not call forced is not searched either
            (``hard`` ``None``, the point carried).
        chances: each seat's estimated winning chance after the step, in ``[0, 1]``.
        before: the mover's chance before the step.
        hard: the action Hard would have played (``None`` for a forced step or a lone action).
        hard_chances: each seat's chance after Hard's action (``None`` for a forced step; equal to
            ``chances`` when Hard agrees with the move played).
        noise: the standard error of :attr:`loss` (chance, 0 when there is no comparison): about
            ``sqrt(sd_played**2 / n_played + sd_hard**2 / n_hard)`` of the mover's leaf readings.
    """

    index: int
    seat: int
    forced: bool
    chances: tuple[float, ...]
    before: float
    hard: Action | None = None
    hard_chances: tuple[float, ...] | None = None
    noise: float = 0.0

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
        cfg = self.config
        return [m.index for m in self.moves if m.seat == seat and not m.forced and m.loss >= cfg.costly
                and m.loss > cfg.sure * m.noise]

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
        "moves": [{"i", "seat", "forced", "chances", "before", "hard", "hard_chances", "noise"}], "marks"}``)."""
        return {
            "format": REVIEW_FORMAT, "schema": REVIEW_SCHEMA, "game": self.game_id, "num_players": self.num_players,
            "match": self.match, "config": asdict(self.config), "start": list(self.start),
            "moves": [{"i": m.index, "seat": m.seat, "forced": m.forced, "chances": list(m.chances),
                       "before": m.before, "hard": None if m.hard is None else m.hard.to_json(),
                       "hard_chances": None if m.hard_chances is None else list(m.hard_chances),
                       "noise": m.noise}
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
                noise = float(item["noise"])
                if not 0.0 <= noise <= 1.0:
                    raise StateFormatError(f"move {i + 1} has a bad noise")
                moves.append(MoveReview(i, step.seat, item["forced"], _chances(item["chances"], n, "chances"),
                                        before, hard, hard_chances, noise))
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

    A game in progress never gets one: each decision is judged from its mover's view, so a review
    during play would show one seat's judgement, made from their hidden cards, to everyone.
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


def leaf_chances(heuristic: Callable[[GameState, int], float], state: GameState, scale: float) -> tuple[float, ...]:
    """Each seat's chance at a leaf of Hard's search (see the module docstring), summing to 1 (or 0).

    A finished ``state`` scores its real result (:func:`outcome`); any other the softmax of every
    seat's ``heuristic`` over ``scale`` points (:func:`softmax_chances`).
    """
    if state.is_terminal():
        return outcome(state)
    return softmax_chances([heuristic(state, p) for p in range(state.num_players)], scale)


class LeafReader:
    """Reads a leaf of Hard's search as each seat's chance, at the start of a round (see the module docstring).

    A leaf that is not over and not at a turn of seat ``anchor`` (the seat that began the game) is
    first played on, on a copy, to the next turn of ``anchor`` (at most ``depth`` decisions; 0:
    ``12 * num_players``) with a rollout policy like Hard's: the best of ``candidates`` sampled
    actions by the mover's ``heuristic``, a random one with probability ``epsilon``, forced steps
    as they come.  Then :func:`leaf_chances`.  So every leaf is read with every seat having had as
    many turns: a seat is never ahead only because it just moved.  ``anchor`` -1: read as it is.
    Its own ``rng`` (never the searching agent's): the search's draws are not touched.
    """

    def __init__(self, heuristic: Callable[[GameState, int], float], scale: float, anchor: int, rng: Rng,
                 candidates: int = 3, epsilon: float = 0.2, depth: int = 0) -> None:
        self.heuristic = heuristic
        self.scale = scale
        self.anchor = anchor
        self.rng = rng
        self.candidates = max(1, candidates)
        self.epsilon = epsilon
        self.depth = depth

    def __call__(self, leaf: GameState) -> tuple[float, ...]:
        state = leaf
        if self.anchor >= 0 and not leaf.is_terminal() and _turn_seat(leaf) != self.anchor:
            state = leaf.clone()
            rng = self.rng
            heuristic = self.heuristic
            for _ in range(self.depth or 12 * state.num_players):
                _skip_forced(state)
                if state.is_terminal() or _turn_seat(state) == self.anchor:
                    break
                legal = state.legal_actions()
                if self.candidates <= 1 or len(legal) == 1 or rng.random() < self.epsilon:
                    state.apply(legal[rng.randrange(len(legal))])
                    continue
                mover = state.current_player
                best, best_value = state, -math.inf
                for _ in range(self.candidates):
                    after = state.clone()
                    after.apply(legal[rng.randrange(len(legal))])
                    value = heuristic(after, mover)
                    if value > best_value:
                        best, best_value = after, value
                state = best
        return leaf_chances(self.heuristic, state, self.scale)


def _turn_seat(state: GameState) -> int:
    decision = state.decision()
    return -1 if decision is None else decision.turn_seat


@dataclass(frozen=True)
class DecisionEstimate:
    """What Hard's search found at one decision (see the module docstring).

    Attributes:
        hard: the action Hard would play there.
        played: each seat's chance after the action played, in ``[0, 1]``.
        hard_chances: each seat's chance after Hard's action (``played`` when they agree).
        tries: iterations (or simulation rounds) behind ``played`` and behind ``hard_chances``.
        noise: the standard error of the mover's chance under ``hard_chances`` minus under ``played``.
    """

    hard: Action
    played: tuple[float, ...]
    hard_chances: tuple[float, ...]
    tries: tuple[int, int]
    noise: float = 0.0


def _round(values: Sequence[float]) -> tuple[float, ...]:
    return tuple(min(1.0, max(0.0, round(v, 4))) for v in values)


def _mean_of(values: Mapping[Action, tuple[tuple[float, ...], int]]) -> tuple[float, ...]:
    """The iteration-weighted mean of a search's root values: the search's value of its root position."""
    total = sum(c for _, c in values.values())
    n = len(next(iter(values.values()))[0])
    return tuple(sum(v[p] * c for v, c in values.values()) / total for p in range(n))


def _tree_estimate(searcher: ISMCTSAgent, position: GameState, choices: list[Action], played: Action | None,
                   rule: Action | None, config: ReviewConfig, reader: LeafReader) -> tuple[
                       Action, dict[Action, tuple[tuple[float, ...], int]]]:
    """Run ``searcher`` (an IS-MCTS Hard) on ``position`` over ``choices``; return ``(Hard's move, root values)``.

    Hard's move is the search's most visited action, or ``rule`` when Hard decides this step by a
    rule of its own.  ``played`` and Hard's move get at least ``config.min_tries`` iterations each
    (:meth:`~zooarcade.ai.ismcts.ISMCTSAgent.probe`) when the position offers them; ``played``
    ``None``: only Hard's move.  The root values are per seat (``reader``, a :class:`LeafReader`).
    """
    searcher.leaf_value = reader
    try:
        offered = choices if len(choices) >= 2 else position.legal_actions()
        if len(offered) < 2:
            offered = list(dict.fromkeys([*offered, *(a for a in (played, rule) if a is not None)]))
        if len(offered) < 2:  # nothing to weigh (a lone legal action the game does not call forced)
            return offered[0], {}
        pick = run_to_end(searcher.think(position, offered))
        hard = rule if rule is not None else (pick if len(choices) >= 2 else choices[0])
        legal = set(position.legal_actions())
        for action in dict.fromkeys(a for a in (hard, played) if a is not None):
            tries = searcher.root_values().get(action, ((), 0))[1]
            if tries < config.min_tries and action in legal:
                searcher.probe(action, config.min_tries - tries)
        return hard, searcher.root_values()
    finally:
        searcher.leaf_value = None


def _simulation_estimate(agent: Agent, view: GameState, choices: list[Action], played: Action,
                         config: ReviewConfig, reader: LeafReader) -> tuple[
                             Action, dict[Action, tuple[tuple[float, ...], int]], float]:
    """A Hard that scores candidates by simulations (Zoo Fighters II): every candidate simulated alike.

    ``choices`` (Hard's candidates) and ``played`` are each simulated ``rounds`` times from the
    mover's ``view`` (worlds sampled from it) by the agent's own simulation; Hard's move is the best
    of ``choices`` by Hard's own evaluation of the mover.  Each simulation's end is also read per
    seat (``reader``, a :class:`LeafReader`).  Returns ``(Hard's move, values, noise of the loss)``.
    """
    candidates = list(dict.fromkeys([*choices, played]))
    evaluate = agent.evaluate  # type: ignore[attr-defined]
    seen: list[tuple[float, tuple[float, ...]]] = []

    def recorder(state: GameState, seat: int) -> float:
        value = float(evaluate(state, seat))
        seen.append((value, reader(state)))
        return value

    seat = view.current_player
    rounds = config.rounds or agent.samples  # type: ignore[attr-defined]
    agent.evaluate = recorder  # type: ignore[attr-defined]
    try:
        run_to_end(agent._simulate_choice(view, seat, candidates, quick=False, samples=rounds))  # type: ignore[attr-defined]  # noqa: E501
    finally:
        agent.evaluate = evaluate  # type: ignore[attr-defined]
    k = len(candidates)
    if not seen or len(seen) % k:
        raise RuntimeError("the simulation did not score every candidate alike")
    made = len(seen) // k
    totals = [sum(seen[r * k + i][0] for r in range(made)) for i in range(k)]
    values = {a: (tuple(sum(seen[r * k + i][1][p] for r in range(made)) / made for p in range(view.num_players)),
                  made) for i, a in enumerate(candidates)}
    spread = {a: math.sqrt(max(0.0, sum(seen[r * k + i][1][seat] ** 2 for r in range(made)) / made
                               - values[a][0][seat] ** 2)) for i, a in enumerate(candidates)}
    best = max(range(len(choices)), key=lambda i: (totals[i], -i))
    hard = choices[best]
    return hard, values, _noise(spread.get(played, 0.0), made, spread.get(hard, 0.0), made)


def _tree_search(agent: Agent, spec: GameSpec, view: GameState, config: ReviewConfig) -> tuple[
        ISMCTSAgent, GameState, list[Action], Action | None] | None:
    """The IS-MCTS search of a Hard ``agent`` for the mover's ``view``: ``(searcher, position, choices, rule)``.

    ``rule``: the action Hard plays here without searching (Zoo Vadis deal steps), else ``None``.
    ``None`` when the agent has no IS-MCTS search (a simulating Hard such as ``FightersAgent``).
    """
    legal = view.legal_actions()
    if isinstance(agent, ISMCTSAgent):
        _cap(agent, config)
        return agent, view, spec.legal_for_ai(view, legal), None
    searcher = getattr(agent, "chooser", None)
    if callable(getattr(agent, "review_position", None)) and isinstance(searcher, ISMCTSAgent):
        position, searched = agent.review_position(view)  # type: ignore[attr-defined]
        rule = None if searched else agent.choose(view, spec.legal_for_ai(view, legal))
        _cap(searcher, config)
        return searcher, position, position.legal_actions(), rule
    return None


def _cap(searcher: ISMCTSAgent, config: ReviewConfig) -> None:
    """Hold ``searcher``'s work budget to ``config.hard_work`` (Hard's own budget when lower; no time limit)."""
    cfg = searcher.config
    work = cfg.max_work if config.hard_work is None or (cfg.max_work is not None and cfg.max_work <= config.hard_work) \
        else config.hard_work
    searcher.config = replace(cfg, max_work=work, time_limit=None)


def _reader(heuristic: Callable[[GameState, int], float], scale: float, anchor: int, seed: int,
            search: ISMCTSAgent | None) -> LeafReader:
    """The :class:`LeafReader` of a search: ``search``'s rollout policy (or 3 candidates, epsilon 0.2), own RNG."""
    rng = Rng.from_seed(f"review-leaves:{seed}")
    if search is None:
        return LeafReader(heuristic, scale, anchor, rng)
    cfg = search.config
    return LeafReader(heuristic, scale, anchor, rng, cfg.rollout_candidates, cfg.epsilon)


def estimate_decision(spec: GameSpec, truth: GameState, played: Action, config: ReviewConfig,
                      seed: int, anchor: int = -1) -> DecisionEstimate | None:
    """Run the game's Hard search for the mover of ``truth`` on their own view and read the estimates off it.

    The agent is ``make_agent("hard", spec, seed)`` (the game's own Hard) handed the mover's real
    view ``truth.view(seat)`` (worlds sampled from what the mover could see), with the review's
    budget (``config.hard_work``/``config.rounds``, or
    Hard's own).  Leaves are read by a :class:`LeafReader` anchored on seat ``anchor`` (the seat
    that began the game; -1: read as they are).  ``None`` when there is nothing to weigh (a lone
    legal action).  ``truth`` is not changed.

    Raises:
        RuntimeError: an estimate could not be read off the search (a bug, never a bad record).
    """
    seat = truth.current_player
    legal = truth.legal_actions()
    if len(legal) < 2:
        return None
    view = truth.view(seat)
    agent = make_agent("hard", spec, seed)
    tree = _tree_search(agent, spec, view, config)
    if tree is None:
        if not callable(getattr(agent, "_simulate_choice", None)):
            raise RuntimeError(f"no search to review {spec.title} with ({type(agent).__name__})")
        reader = _reader(agent.spec.heuristic, config.scale or DEFAULT_SCALE, anchor, seed, None)
        hard, values, noise = _simulation_estimate(agent, view, spec.legal_for_ai(view, legal), played, config,
                                                   reader)
        return DecisionEstimate(hard, _round(values[played][0]), _round(values[hard][0]),
                                (values[played][1], values[hard][1]), round(noise, 4))
    searcher, position, choices, rule = tree
    reader = _reader(searcher.spec.heuristic, config.scale or searcher.config.reward_scale, anchor, seed, searcher)
    hard, values = _tree_estimate(searcher, position, choices, played, rule, config, reader)
    if hard not in values:
        return None
    spread = searcher.root_spread()
    if played in values:
        mine, tries = values[played]
        noise = _noise(spread[played][seat], tries, spread[hard][seat], values[hard][1])
    else:  # the search cannot go through the move played (an action Hard never weighs): search after it,
        # in a world sampled from the mover's view (never the true one: the mover could not see it)
        child = truth.view(seat).determinize(seat, Rng.from_seed(f"review-world:{seed}"))
        child.apply(played)
        mine, tries = _position_value(spec, child, config, seed, anchor), 0
        noise = _noise(0.0, 1, spread[hard][seat], values[hard][1])  # one sampled world: its own noise not known
    return DecisionEstimate(hard, _round(mine), _round(values[hard][0]), (tries, values[hard][1]), round(noise, 4))


def _noise(sd_played: float, n_played: int, sd_hard: float, n_hard: int) -> float:
    """The standard error of a difference of two means of ``n`` readings with standard deviations ``sd``."""
    return math.sqrt(sd_played ** 2 / max(1, n_played) + sd_hard ** 2 / max(1, n_hard))


def _position_value(spec: GameSpec, state: GameState, config: ReviewConfig, seed: int,
                    anchor: int) -> tuple[float, ...]:
    """Each seat's chance in ``state`` (a full world): the next decider's Hard search on their view of it."""
    state = state.clone()
    _skip_forced(state)
    if state.is_terminal():
        return outcome(state)
    agent = make_agent("hard", spec, seed)
    tree = _tree_search(agent, spec, state.view(state.current_player), config)
    if tree is None:
        raise RuntimeError(f"no search to value a {spec.title} position with")
    searcher, position, _, _ = tree
    reader = _reader(searcher.spec.heuristic, config.scale or searcher.config.reward_scale, anchor, seed, searcher)
    _, values = _tree_estimate(searcher, position, position.legal_actions(), None, None, config, reader)
    return _mean_of(values)


def _confirmed(spec: GameSpec, truth: GameState, played: Action, config: ReviewConfig, seed: int, anchor: int,
               found: DecisionEstimate | None) -> DecisionEstimate | None:
    """``found`` with its noise widened by a second, independently seeded search when it would call ``played`` costly.

    One search's own standard error misses how much another seed's search would differ (the tree
    grows another way).  So a decision the first search calls costly is searched once more (seed
    ``seed``); the noise becomes at least ``|loss1 - loss2| / sqrt(2)`` (the spread of one search's
    loss, read off the two), and the estimates stay the first search's.  Costs one more search only
    at the few costly-looking decisions.
    """
    if found is None or found.hard == played:
        return found
    seat = truth.current_player
    loss = found.hard_chances[seat] - found.played[seat]
    if loss < config.costly or loss <= config.sure * found.noise:
        return found
    again = estimate_decision(spec, truth, played, config, seed, anchor)
    if again is None:
        return found
    other = 0.0 if again.hard == played else again.hard_chances[seat] - again.played[seat]
    return replace(found, noise=round(max(found.noise, abs(loss - other) / math.sqrt(2.0)), 4))


def _skip_forced(state: GameState) -> None:
    while not state.is_terminal() and state.forced_step():
        state.apply(state.legal_actions()[0])


def _seed(config: ReviewConfig, record: MatchRecord, index: int, salt: int) -> int:
    return Rng.from_seed(f"review:{config.seed}:{record.seed}:{index}:{salt}").next_u64()


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
    steps = record.steps
    total = len(steps)
    n = record.num_players
    start: tuple[float, ...] | None = None
    anchor = _turn_seat(states[0])  # every leaf is read at a turn of the seat that began the game
    moves: list[MoveReview] = []
    last: tuple[float, ...] = tuple(1.0 / n for _ in range(n))  # until the first decision is searched
    for i, step in enumerate(steps):
        before_state = states[i]
        forced = before_state.forced_step()
        found = None
        if not forced:
            found = estimate_decision(spec, before_state, step.action, config, _seed(config, record, i, 0), anchor)
            found = _confirmed(spec, before_state, step.action, config, _seed(config, record, i, 1), anchor, found)
        if start is None and found is not None:
            start = found.hard_chances  # the deal's value: the first decision's, under Hard's play
            last = start
            moves = [MoveReview(m.index, m.seat, m.forced, start, start[m.seat]) for m in moves]
        if states[i + 1].is_terminal():
            chances = outcome(states[i + 1])  # the end: the real result
        elif found is not None:
            chances = found.played
        else:
            chances = last  # a forced step (or nothing to weigh) carries the point before it
        hard = None if found is None else found.hard
        hard_chances = None if found is None else (chances if found.hard == step.action else found.hard_chances)
        noise = 0.0 if found is None or found.hard == step.action else found.noise
        moves.append(MoveReview(i, step.seat, forced, chances, last[step.seat], hard, hard_chances, noise))
        last = chances
        yield (i + 1) / max(1, total)
    if start is None:
        start = tuple(1.0 / n for _ in range(n))
    return GameReview(spec.id, n, match_hash(record), start, moves, choose_marks(moves, config), config)


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
