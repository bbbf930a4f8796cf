"""The AI levels: Easy (random, lightly weighted), Normal (greedy), Hard (IS-MCTS).

Every agent works on any game through the core protocol and sees only its
seat's view (see :mod:`zooarcade.ai.base`).  Build one with
:func:`make_agent`; list the levels with :data:`LEVELS`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from zooarcade.ai.base import Agent, Thinking
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig
from zooarcade.core.protocol import Action, GameSpec, GameState

#: Seconds of work between two yields of the Easy and Normal generators (a game's own chooser may use it too).
SLICE_SECONDS = 0.002


class RandomAgent(Agent):
    """Easy: a uniformly random legal action, now and then the heuristic's pick.

    With probability ``greedy_share`` the agent samples one determinization
    and plays the action with the best heuristic value after it; otherwise it
    plays a uniformly random legal action.  Clearly weak, not silly.

    Args:
        spec: the game.
        seed: seeds the agent's private RNG.
        greedy_share: probability in ``[0, 1]`` of the heuristic pick.
    """

    name = "Easy"

    def __init__(self, spec: GameSpec, seed: int, greedy_share: float = 0.3) -> None:
        super().__init__(spec, seed)
        if not 0.0 <= greedy_share <= 1.0:
            raise ValueError(f"greedy_share must be in [0, 1], got {greedy_share}")
        self.greedy_share = greedy_share

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        rng = self.rng
        if len(legal) == 1 or rng.random() >= self.greedy_share:
            return legal[rng.randrange(len(legal))]
        world = view.determinize(seat, rng)
        best: list[Action] = []
        best_value = float("-inf")
        started = time.perf_counter()
        for action in legal:
            value = self._evaluate_after(world, action, seat)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif value >= best_value - 1e-9:
                best.append(action)
            if time.perf_counter() - started > SLICE_SECONDS:
                yield
                started = time.perf_counter()
        return best[rng.randrange(len(best))]


class GreedyAgent(Agent):
    """Normal: one-ply search with the game's heuristic over determinizations.

    For each legal action, the mean of ``spec.heuristic(after, seat)`` over
    ``samples`` determinizations of the view; the same determinizations serve
    every action (common random numbers).  The best mean wins; ties are broken
    by the agent's RNG.

    Args:
        spec: the game.
        seed: seeds the agent's private RNG.
        samples: number of determinizations ``K`` (>= 1).
    """

    name = "Normal"

    def __init__(self, spec: GameSpec, seed: int, samples: int = 6) -> None:
        super().__init__(spec, seed)
        if samples < 1:
            raise ValueError(f"samples must be at least 1, got {samples}")
        self.samples = samples

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        rng = self.rng
        if len(legal) == 1:
            return legal[0]
        worlds = [view.determinize(seat, rng) for _ in range(self.samples)]
        best: list[Action] = []
        best_value = float("-inf")
        started = time.perf_counter()
        for action in legal:
            value = sum(self._evaluate_after(w, action, seat) for w in worlds) / len(worlds)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif value >= best_value - 1e-9:
                best.append(action)
            if time.perf_counter() - started > SLICE_SECONDS:
                yield
                started = time.perf_counter()
        return best[rng.randrange(len(best))]


@dataclass(frozen=True)
class Level:
    """An AI level as the seat-setup screen lists it.

    Attributes:
        id: ``"easy"``, ``"normal"`` or ``"hard"`` (command line ``ai:<id>``).
        name: display name ("Easy", "Normal", "Hard").
        description: one line for the setup screen.
    """

    id: str
    name: str
    description: str


#: The levels, weakest first.
LEVELS: tuple[Level, ...] = (
    Level("easy", "Easy", "Mostly random moves, now and then a sensible one."),
    Level("normal", "Normal", "Picks the move that looks best right now."),
    Level("hard", "Hard", "Searches ahead over the possible hidden cards (IS-MCTS)."),
)

#: Deterministic budget of the generic Hard when no think time is given (``simulate``, tests), in work
#: units (see :class:`SearchConfig`).  A unit costs about 8-11 µs of CPU on the 2-core
#: development machine (7.7 µs idle, 11 µs under load; ``benchmarks/run.py``, Rules speed), so
#: this is 0.2-0.3 s of CPU per move: well below the table's Hard, which searches for its
#: Settings think time (0.9 s by default).  A game's own Hard may set its own budget
#: (Apocalypse: ``games/apocalypse/ai.py``, ``HARD_SETTINGS``).
HARD_WORK = 24_000
#: Iteration cap of Hard (the work or time budget binds first in practice).
HARD_ITERATIONS = 100_000
#: Most work units of the Hint's search (see :func:`hint_work`): a game's Hard whose own fixed budget
#: is larger searches this many for a hint, so a hint stays well under a second of CPU here
#: (``benchmarks/bench_hint.py``).
HINT_WORK = 36_000


def level_info(level: str) -> Level:
    """Return the :class:`Level` whose id is ``level``.

    Raises:
        ValueError: unknown level id.
    """
    for info in LEVELS:
        if info.id == level:
            return info
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(lv.id for lv in LEVELS)}")


def hint_work(spec: GameSpec) -> int | None:
    """Return the work budget of the Hint for ``spec``: its Hard's own fixed budget, at most :data:`HINT_WORK`.

    The Hint is ``make_agent("hard", spec, seed, work=hint_work(spec))``: a work budget in work
    units (see :class:`SearchConfig`), never a time, so a position always gets the same hint.
    ``None`` when the game's Hard has no IS-MCTS work budget to set (ZOP ZOO's and Zoo Vadis's
    Hard count samples or iterations instead; their own fixed budgets then apply).
    """
    agent = make_agent("hard", spec, seed=0)
    if not isinstance(agent, ISMCTSAgent):
        return None
    own = agent.config.max_work
    return HINT_WORK if own is None else min(own, HINT_WORK)


def make_agent(
    level: str, spec: GameSpec, seed: int, think_time: float | None = None, work: int | None = None
) -> Agent:
    """Build the agent of ``level`` for ``spec``.

    An agent is fully described by ``(level, RNG state, think_time, work)``:
    ``seed`` is its RNG's whole state (SplitMix64, see
    :class:`~zooarcade.core.rng.Rng`), so ``make_agent(level, spec,
    seed=agent.rng.state, ...)`` continues an agent exactly where it stopped.
    That is how a worker process rebuilds the agent of a seat
    (:mod:`zooarcade.ai.worker`).

    Args:
        level: ``"easy"``, ``"normal"`` or ``"hard"``.
        spec: the game.
        seed: seeds the agent's private RNG (its state).
        think_time: seconds of search for Hard, an anytime budget counted
            inside the thinking generator (in a worker process that is wall
            time; time-sliced on the frame loop it is only the slices).
            ``None`` gives Hard its fixed work budget (:data:`HARD_WORK`,
            about 0.2-0.3 s of CPU here, or the game's own), which is reproducible: same seed and views,
            same moves.  Easy and Normal are fast (well under 0.1 s) and
            ignore it.
        work: Hard's deterministic work budget in work units (see
            :class:`SearchConfig`), instead of :data:`HARD_WORK`; with
            ``think_time`` as well, whichever runs out first.  Easy and
            Normal ignore it.

    Raises:
        ValueError: unknown level, a non-positive ``think_time`` or ``work``.
    """
    level_info(level)
    if think_time is not None and not think_time > 0:
        raise ValueError(f"think_time must be positive seconds, got {think_time}")
    if work is not None and not work > 0:
        raise ValueError(f"work must be a positive number of work units, got {work}")
    if spec.agent_factory is not None:
        own = spec.agent_factory(level, seed, think_time)
        if own is not None:
            if work is not None and isinstance(own, ISMCTSAgent):  # a game's own search honours the budget too
                own.config = replace(own.config, max_work=work)
            return own
    if level == "easy":
        return RandomAgent(spec, seed)
    if level == "normal":
        return GreedyAgent(spec, seed)
    config = SearchConfig(iterations=HARD_ITERATIONS, max_work=HARD_WORK)
    if think_time is not None:
        config = replace(config, max_work=None, time_limit=think_time)
    if work is not None:
        config = replace(config, max_work=work)
    return ISMCTSAgent(spec, seed, config)
