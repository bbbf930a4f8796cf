"""ZOP ZOO's Hard: every option played out to the end of the round on the same determinizations.

Why not the generic IS-MCTS (:mod:`zooarcade.ai.ismcts`): in ZOP ZOO 85 % of the steps are forced
draws and a seat meets about one real decision per round (where a wild goes, a Specialty's
target).  What a choice is worth shows only at the round's end (who completes a row first, what
is banked), many forced draws later, so a search whose rollouts stop after two decisions and
score the one-ply heuristic re-ranks the options by the very heuristic Normal already follows
(benchmarks/RESULTS.md: paired difference +0.0 points of share).

This agent (*determinized flat Monte Carlo with common random numbers*):

1. keeps the :data:`MAX_OPTIONS` best legal actions by the one-ply heuristic (a Specialty can offer
   30 swaps);
2. per sample, draws one determinization of its view (``view.determinize``: the unseen black
   cards in a uniformly random order, the draw pile never read) and one seed for the seats'
   play-out choices, and plays *every* kept option out on that same world to the end of the
   round (forced steps as they come, digs whenever a dig retrieves a card — the AI rule — and
   every other choice by the mover's one-ply heuristic, which is what a Normal seat plays), so
   the options differ only by their own consequences, not by the luck of the draw;
3. scores each finished round by :func:`match_win_chance` — the chance of winning the *match*
   from the banked totals, not the points of the round — and picks the option with the best mean.

Budget: ``samples`` per decision; with a ``think_time`` (seconds of search) it samples until that is
spent, at most ``samples`` and at least :data:`MIN_SAMPLES`.  ``send(True)`` stops it early with the best
so far.  The game review (:mod:`zooarcade.ai.review`) drives it as a *simulating* Hard:
:meth:`RoundPlayoutAgent._simulate_choice` plays every candidate alike and scores each play-out with
:attr:`RoundPlayoutAgent.evaluate`.
"""

from __future__ import annotations

import math
import time

from zooarcade.ai.base import Agent, Thinking
from zooarcade.core.protocol import Action, GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo.rules import Dig, Phase, ZopState

#: options kept for the play-outs (the rest, worst by the one-ply heuristic, are never chosen).
MAX_OPTIONS = 8
#: seconds of work between two yields of the thinking generator.
_SLICE = 0.002
#: samples every kept option gets before the think time may stop the search.
MIN_SAMPLES = 4
#: the spread of the totals' race, in points, when the leader still lacks ``gap`` points: ``SPREAD_BASE
#: + SPREAD_SLOPE * gap`` (fitted to 4-player games between Normal seats, see :func:`match_win_chance`).
SPREAD_BASE = 220.0
SPREAD_SLOPE = 0.05


def match_win_chance(state: ZopState, seat: int) -> float:
    """``seat``'s chance of winning the match from the banked totals of ``state`` (0..1).

    A finished game gives the seat's share of the win (1, 1/k on a k-way tie, 0).  Otherwise a
    softmax of each seat's total over a spread that narrows as the leader nears the target
    (``SPREAD_BASE + SPREAD_SLOPE * (target - leader's total)`` points): far from the target a
    lead of 100 points is worth little, next to it almost the match.  It reads only the totals.
    """
    totals = state.totals
    if state.phase == Phase.OVER:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    best = max(totals)
    spread = SPREAD_BASE + SPREAD_SLOPE * max(0.0, float(state.target - best))
    weights = [math.exp((t - best) / spread) for t in totals]
    return weights[seat] / sum(weights)


class RoundPlayoutAgent(Agent):
    """Hard for ZOP ZOO: each kept option played out to the round's end on shared determinizations.

    Args:
        spec: the ZOP ZOO spec (its heuristic guides the play-out choices).
        seed: seeds the agent's private RNG.
        samples: samples per decision (each plays every kept option once), at least 1.
        think_time: optional seconds of search per decision; then ``samples`` is the cap.

    Attributes:
        evaluate: ``evaluate(state, seat) -> float``, the score of a played-out state
            (:func:`match_win_chance`); the game review wraps it to read every play-out's end.
        last_iterations: samples run by the last search; ``last_values``: ``{action: mean value}``.

    Raises:
        ValueError: ``samples`` below 1 or a non-positive ``think_time``.
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, samples: int = 40, think_time: float | None = None) -> None:
        super().__init__(spec, seed)
        if samples < 1:
            raise ValueError(f"samples must be at least 1, got {samples}")
        if think_time is not None and not think_time > 0:
            raise ValueError(f"think_time must be positive seconds, got {think_time}")
        self.samples = samples
        self.think_time = think_time
        self.evaluate = match_win_chance
        self.last_iterations = 0
        self.last_values: dict[Action, float] = {}

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        if len(legal) == 1:
            self.last_iterations = 0
            self.last_values = {legal[0]: 0.0}
            return legal[0]
        options = self._keep(view, seat, legal)
        choice: Action = yield from self._simulate_choice(view, seat, options, self.quick)
        return choice

    def _simulate_choice(self, view: GameState, seat: int, options: list[Action], quick: bool = False,
                         samples: int | None = None) -> Thinking:
        """Play every one of ``options`` out to the round's end per sample; return the best by mean value.

        Each sample draws one world (:meth:`_world`) and one play-out seed shared by all options, and adds
        :attr:`evaluate` of each finished play-out for ``seat``.  ``samples`` given: exactly that many
        (the review); otherwise :attr:`samples`, or fewer when :attr:`think_time` is spent first (after
        :data:`MIN_SAMPLES`).  ``quick`` is accepted for the review's call and changes nothing (ZOP ZOO
        has no quick decisions).
        """
        budget = None if samples is not None else self.think_time
        target = samples if samples is not None else self.samples
        totals = [0.0] * len(options)
        done = 0
        spent = 0.0
        stop = False
        started = time.perf_counter()
        while done < target and not stop:
            world = self._world(view, seat)
            seed = self.rng.next_u64()
            for i, action in enumerate(options):
                state = world.clone()
                state.apply(action)
                self._play_round(state, Rng.from_seed(seed))
                totals[i] += self.evaluate(state, seat)
                if time.perf_counter() - started > _SLICE:  # a short slice of work between yields
                    spent += time.perf_counter() - started
                    stop = bool((yield)) or stop
                    started = time.perf_counter()
            done += 1
            if budget is not None and done >= MIN_SAMPLES and spent + time.perf_counter() - started >= budget:
                break
        self.last_iterations = done
        self.last_values = {a: totals[i] / done for i, a in enumerate(options)}
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def _world(self, view: GameState, seat: int) -> GameState:
        """One world to play out on: a determinization of ``view`` (a benchmark's oracle overrides this)."""
        return view.determinize(seat, self.rng)

    def _keep(self, view: GameState, seat: int, legal: list[Action]) -> list[Action]:
        """The :data:`MAX_OPTIONS` best of ``legal`` by the one-ply heuristic (all of them when fewer), in
        ``legal``'s order."""
        if len(legal) <= MAX_OPTIONS:
            return list(legal)
        world = self._world(view, seat)
        values = [self._evaluate_after(world, a, seat) for a in legal]
        keep = sorted(sorted(range(len(legal)), key=lambda i: -values[i])[:MAX_OPTIONS])
        return [legal[i] for i in keep]

    def _play_round(self, state: GameState, rng: Rng) -> None:
        """Play ``state`` in place to the end of its round (the next deal waiting) or of the game.

        Forced steps as they come; a dig whenever one is legal (ZOP ZOO: AI note); every other
        choice the mover's best by the one-ply heuristic (ties by ``rng``), as a Normal seat picks.
        """
        heuristic = self.spec.heuristic
        assert isinstance(state, ZopState)
        while state.phase != Phase.OVER and state.phase != Phase.DEAL:
            legal = state._legal_list()
            if len(legal) == 1 or isinstance(legal[0], Dig):
                state.apply(legal[0])
                continue
            mover = state.current_player
            best: list[Action] = []
            best_value = -math.inf
            for action in legal:
                after = state.clone()
                after.apply(action)
                value = heuristic(after, mover)
                if value > best_value + 1e-9:
                    best_value, best = value, [action]
                elif value >= best_value - 1e-9:
                    best.append(action)
            state.apply(best[rng.randrange(len(best))] if len(best) > 1 else best[0])
