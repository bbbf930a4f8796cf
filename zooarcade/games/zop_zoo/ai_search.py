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

Budgets (the :class:`~zooarcade.ai.ismcts.SearchConfig` fields it honours): ``iterations`` caps the
samples, ``max_work`` the work units (one per action applied or heuristic evaluated, four per
determinization; deterministic), ``time_limit`` the seconds of search; whichever runs out first,
after at least :data:`MIN_SAMPLES` samples.  ``send(True)`` stops it early with the best so far.
"""

from __future__ import annotations

import math
import time

from zooarcade.ai.base import Thinking
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig
from zooarcade.core.protocol import Action, GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.zop_zoo.rules import Dig, Phase, ZopState

#: options kept for the play-outs (the rest, worst by the one-ply heuristic, are never chosen).
MAX_OPTIONS = 8
#: samples every kept option gets before a budget may stop the search.
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


class RoundPlayoutAgent(ISMCTSAgent):
    """Hard for ZOP ZOO: each kept option played out to the round's end on shared determinizations.

    Args:
        spec: the ZOP ZOO spec (its heuristic guides the play-out choices).
        seed: seeds the agent's private RNG.
        config: the budgets (``iterations`` = samples, ``max_work``, ``time_limit``, ``quick_share``).

    Attributes:
        last_iterations: samples run by the last search; ``last_work`` its work units;
        last_values: ``{action: mean value}`` of the kept options after the last search.
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, config: SearchConfig | None = None) -> None:
        super().__init__(spec, seed, config)
        self.last_values: dict[Action, float] = {}

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        self._work = 0
        if len(legal) == 1:
            self.last_iterations = self.last_work = 0
            self.last_values = {legal[0]: 0.0}
            return legal[0]
        spent = 0.0
        started = time.perf_counter()
        options = self._keep(view, seat, legal)
        totals = [0.0] * len(options)
        samples = 0
        share = self._share()
        stop = False
        while not stop:
            world = self._world(view, seat)
            seed = self.rng.next_u64()
            for i, action in enumerate(options):
                state = world.clone()
                state.apply(action)
                self._work += 1
                self._play_round(state, Rng.from_seed(seed))
                totals[i] += match_win_chance(state, seat)  # type: ignore[arg-type]
            samples += 1
            if samples >= MIN_SAMPLES and not self._more(samples, spent + time.perf_counter() - started, share):
                break
            spent += time.perf_counter() - started
            stop = bool((yield)) and samples >= 1
            started = time.perf_counter()
        self.last_iterations = samples
        self.last_work = self._work
        self.last_values = {a: totals[i] / samples for i, a in enumerate(options)}
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def _more(self, samples: int, spent: float, share: float) -> bool:
        """True while every budget allows another sample."""
        cfg = self.config
        if samples >= max(1, int(cfg.iterations * share)):
            return False
        if cfg.max_work is not None and self._work >= cfg.max_work * share:
            return False
        return cfg.time_limit is None or spent < cfg.time_limit * share

    def _world(self, view: GameState, seat: int) -> GameState:
        """One world to play out on: a determinization of ``view`` (a benchmark's oracle overrides this)."""
        return self._determinize(view, seat)

    def _keep(self, view: GameState, seat: int, legal: list[Action]) -> list[Action]:
        """The :data:`MAX_OPTIONS` best of ``legal`` by the one-ply heuristic (all of them when fewer), in
        ``legal``'s order."""
        if len(legal) <= MAX_OPTIONS:
            return list(legal)
        world = self._determinize(view, seat)
        values = [self._evaluate(self._after(world, a), seat) for a in legal]
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
            self._work += 1
            if len(legal) == 1:
                state.apply(legal[0])
                continue
            if isinstance(legal[0], Dig):
                state.apply(legal[0])
                continue
            mover = state.current_player
            best: list[Action] = []
            best_value = -math.inf
            for action in legal:
                after = state.clone()
                after.apply(action)
                value = heuristic(after, mover)
                self._work += 2
                if value > best_value + 1e-9:
                    best_value, best = value, [action]
                elif value >= best_value - 1e-9:
                    best.append(action)
            state.apply(best[rng.randrange(len(best))] if len(best) > 1 else best[0])

