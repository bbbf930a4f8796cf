"""Zoo Fighters II: the AI levels (pure Python; agents see only their seat's view).

* :func:`heuristic` (from :mod:`.evaluation`) — the points-like value Normal and the generic
  searches use.
* :func:`ai_filter` — the rule every level obeys: of several actions that differ only in which
  of two identical cards of your own hand is used, keep one.
* :class:`FightersSearch` — Hard (shipped since 2026-12-02, :data:`HARD_SEARCH`): the generic
  IS-MCTS (:class:`~zooarcade.ai.ismcts.ISMCTSAgent`) with this game's knowledge — payment steps
  and Reprisal answers inside the tree by the playout policy, rollouts by the playout policy to the
  end of the turn (to the game's end in the final stretch), :data:`HARD_EVALUATE` at the leaves (since
  session 10 the race model on top of the heuristic, :func:`~.evaluation.race_outcome_value`), and at the
  root the cost rule's cheapest payment steps (with the Reprisal risk inferred from
  backs and seen cards) as the only candidates.  Against plain IS-MCTS at an equal CPU budget it won
  27.5 % (18.9-38.1 %) of 80 deals, the simulating Hard below 21-23 %: level with plain, a gain within
  the noise (``benchmarks/RESULTS.md``, session 5).
* :class:`FightersAgent` — the earlier Hard, kept for comparisons: payment steps by a cost rule that
  infers each neighbour colour's Reprisal risk from the backs and the cards it has seen; every other decision by
  simulating each candidate over determinizations of its view to the end of the turn (its
  payment, the answers, the turn's other Event) with the playout policy (:mod:`.policy`) for
  every seat, then :func:`~.evaluation.outcome_value`; once the final stretch begins (in a
  simulation too: a rival's Event that would complete its set) the game is played out to its end
  and the result decides, so Hard completes its own set, places Opponents and answers Events
  (cancels, cost increases) against the seat about to win.  Priority windows are quick decisions
  (``quick_samples``, a quarter of any think time); Reprisal answers are an instant rule; payment
  steps are searched the same way over their cheapest candidates by the cost rule (``pay_samples``;
  0: the rule alone), so the turn's second Event is paid for too.  Its budget was
  :data:`HARD_SETTINGS`.

Easy and Normal are the generic agents of :mod:`zooarcade.ai` on the heuristic: Easy
(:class:`~zooarcade.ai.RandomAgent`) plays a random legal action, three times in ten the one-ply
heuristic's pick; Normal (:class:`~zooarcade.ai.GreedyAgent`) the one-ply heuristic's pick over six
determinizations.  Strength and timing: ``benchmarks/bench_zoo_fighters.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from zooarcade.ai.base import Agent, Thinking
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig
from zooarcade.core.protocol import Action, DecisionKind, GameSpec, GameState
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import (
    GIVE_UP,
    PASS,
    Choose,
    Declare,
    EndTurn,
    GiveUp,
    Pass,
    PayHand,
    PlayAction,
)
from zooarcade.games.zoo_fighters.data import FIGHTER_BASE
from zooarcade.games.zoo_fighters.evaluation import heuristic, outcome_value, race_outcome_value
from zooarcade.games.zoo_fighters.policy import (
    DEFAULT_WEIGHTS,
    PolicyWeights,
    best_payment,
    can_finish,
    pay_cost,
    playout_action,
    posterior_risk,
    reprisal_cost,
    reprisal_rates,
    threat,
)
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import Payment

__all__ = ["HARD_EVALUATE", "HARD_SEARCH", "HARD_SETTINGS", "FightersAgent", "FightersSearch", "agent_factory",
           "ai_filter", "heuristic"]

#: seconds of work between two yields of the thinking generator.
_SLICE = 0.003
#: share of the think time a quick decision (a priority window, a Reprisal answer) gets.
QUICK_SHARE = 0.25


# ---------------------------------------------------------------------------- the rule all levels obey
def _same_as(action: Action, design: str) -> tuple[Any, ...] | None:
    """The action with its own-hand card replaced by that card's design (``None``: no hand card involved)."""
    if isinstance(action, PayHand):
        return (action.KIND, design)
    if isinstance(action, Declare):
        return (action.KIND, action.what, design, action.target)
    if isinstance(action, PlayAction):
        return (action.KIND, design, action.target)
    if isinstance(action, Choose):
        return (action.KIND, design)
    return None


def _hand_card(action: Action) -> int | None:
    if isinstance(action, PayHand | PlayAction):
        return action.card
    if isinstance(action, Declare):
        return action.card if action.card < FIGHTER_BASE else None
    if isinstance(action, Choose):
        return action.value
    return None


def own_reach_pays(view: FightersState, seat: int, p: Payment) -> bool:
    """True when ``seat``'s own hand and Exhaust generators alone can pay what ``p`` still owes.

    Zoo Fighters II: Chi payment (spec rule 6), without taking from a neighbour (so without any
    Reprisal risk).  Uses only what ``seat``'s view shows.
    """
    fixed, flexible = view.reach(seat, takes=False)
    return chi.reach_shortfall(p.need, p.pool, fixed, flexible) == 0


def ai_filter(view: GameState, legal: list[Action]) -> list[Action]:
    """The rule every AI level obeys (the order of ``legal`` is kept).

    * Of several actions that differ only in which of two identical cards in your own hand is
      used, keep one.
    * Never give up a payment your own hand and generators can still complete
      (:func:`own_reach_pays`; Zoo Fighters II: Chi payment, spec rules 5–6).  A one-ply look
      rates "gave up, my turn goes on" above "ended my turn", so without this rule a computer
      declared and abandoned the same Opponent until the per-turn cap (play test, deal 621126).

    ``view`` is the deciding seat's view (any state works); ``legal`` its legal actions.  Not a
    Zoo Fighters II state, or fewer than two actions: ``legal`` unchanged.
    """
    if not isinstance(view, FightersState) or len(legal) < 2:
        return legal
    seat = view.current_player
    front = view.tasks[0] if view.tasks else None
    if (isinstance(front, Payment) and front.reprisal < 0 and front.payer == seat
            and any(isinstance(a, GiveUp) for a in legal) and own_reach_pays(view, seat, front)):
        legal = [a for a in legal if not isinstance(a, GiveUp)]
    mine = set(view.hand_cards(seat)) if seat >= 0 else set()
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    for a in legal:
        card = _hand_card(a)
        if card is not None and card in mine:
            key = _same_as(a, view.defs[card].key)
            if key is not None:
                if key in seen:
                    continue
                seen.add(key)
        out.append(a)
    return out


# ---------------------------------------------------------------------------- the Hard agent
class FightersAgent(Agent):
    """Hard: rule-based payments with inferred Reprisal risk, simulated evaluation of everything else.

    Args:
        spec: the game.
        seed: seeds the agent's private RNG.
        samples: determinizations per decision (``quick_samples`` for priority windows).
        think_time: optional cap in seconds of work per decision, counted on ``clock`` inside the
            thinking generator (:data:`QUICK_SHARE` of it for a quick decision): candidates are
            evaluated one determinization round at a time until the samples are done or the time
            is spent; ``None``: the sample counts alone (reproducible).
        horizon: most simulated steps per candidate.
        depth: how far a simulation runs: ``"turn"`` (to the end of the turn in hand, so the turn's
            second Event and the answers to it are seen: the default, which measured stronger),
            ``"settle"`` (until the play in flight is over and the turn's owner is back at the main
            step) or ``"round"`` (until this seat's next turn).
        weights: the playout policy's numbers.
        evaluate: ``(state, seat) -> float``, the value of where a simulation stops
            (:func:`~.evaluation.outcome_value`: the heuristic, or a finished game's result).
        end_horizon: most extra simulated steps once the final stretch has begun (the game is
            then played out to its end); 0 treats the stretch like any other position.
        pay_samples: determinization rounds for a payment step of the seat's own (each candidate
            simulated to the end of the turn, as for any decision); 0 (the default): the cost rule
            alone (:func:`~.policy.best_payment` with the posterior Reprisal risk).
        pay_width: how many payment steps are simulated: the cheapest of each kind of source
            (own card, neighbour's card, generator) first, then the next cheapest by the cost rule.
        max_sims: optional work budget, simulations per decision (rounds times candidates; at least
            one round); ``None``: the round counts alone.
        max_work: optional work budget, simulated steps per decision (every step a simulation plays,
            all candidates together): no new determinization round starts when another round as long
            as the longest so far would pass it (at least one round); ``None``: no such cap.  It bounds
            the worst case: in the final stretch every simulation plays the game out to its end.

    Raises:
        ValueError: ``samples`` or ``quick_samples`` below 1, or an unknown ``depth``.
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, samples: int = 6, quick_samples: int = 3,
                 think_time: float | None = None, horizon: int = 80, depth: str = "turn",
                 weights: PolicyWeights = DEFAULT_WEIGHTS, evaluate: Any = outcome_value, end_horizon: int = 400,
                 clock: Callable[[], float] = time.perf_counter, pay_samples: int = 0, pay_width: int = 4,
                 max_sims: int | None = None, max_work: int | None = None) -> None:
        super().__init__(spec, seed)
        if samples < 1 or quick_samples < 1:
            raise ValueError(f"samples must be at least 1, got {samples} and {quick_samples}")
        if depth not in ("settle", "turn", "round"):
            raise ValueError(f"unknown simulation depth {depth!r}")
        self.samples = samples
        self.quick_samples = quick_samples
        self.think_time = think_time
        self.horizon = horizon
        self.depth = depth
        self.weights = weights
        self.evaluate = evaluate
        self.end_horizon = end_horizon
        self.clock = clock
        self.pay_samples = pay_samples
        self.pay_width = pay_width
        self.max_sims = max_sims
        self.max_work = max_work
        #: simulated steps the last simulated decision used (:attr:`max_work` counts these).
        self.last_work = 0
        #: determinization rounds the last simulated decision used.
        self.last_samples = 0

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        assert isinstance(view, FightersState)
        legal = ai_filter(view, legal)
        if len(legal) == 1:
            return legal[0]
        d = view.decision()
        assert d is not None
        front = view.tasks[0] if view.tasks else None
        if isinstance(front, Payment):
            if front.reprisal >= 0:
                return self._answer_reprisal(view, legal, front)
            if d.kind is DecisionKind.PAY:
                if self.pay_samples <= 0:
                    return self._pay(view, seat, legal)
                shortlist = self._pay_shortlist(view, seat, legal)
                if len(shortlist) == 1:
                    return shortlist[0]
                return (yield from self._simulate_choice(view, seat, shortlist, quick=False,
                                                         samples=self.pay_samples))
        return (yield from self._simulate_choice(view, seat, legal, quick=d.quick))

    # ------------------------------------------------------------------ payments and Reprisals
    def _pay(self, view: FightersState, seat: int, legal: list[Action]) -> Action:
        """One payment step: the cheapest by :func:`~.policy.pay_cost`, with the posterior Reprisal risk."""
        cache: dict[tuple[int, int], float] = {}

        def risk(holder: int, colour: int) -> float:
            key = (holder, colour)
            if key not in cache:
                cache[key] = posterior_risk(view, seat, holder, colour)
            return cache[key]

        return best_payment(view, seat, legal, risk, self.weights)

    def _pay_shortlist(self, view: FightersState, seat: int, legal: list[Action],
                       margin: float | None = None) -> list[Action]:
        """The :attr:`pay_width` cheapest payment steps by :func:`~.policy.pay_cost` (one per kind of source
        first), or giving up alone when the Chi in reach cannot finish the payment.  ``margin``: keep only
        the steps that cost at most this much more than the cheapest (``None``: no such filter)."""
        p = view.tasks[0]
        assert isinstance(p, Payment)
        if not can_finish(view, p):
            return [GIVE_UP] if GIVE_UP in legal else legal[:1]
        cache: dict[tuple[int, int], float] = {}

        def risk(holder: int, colour: int) -> float:
            key = (holder, colour)
            if key not in cache:
                cache[key] = posterior_risk(view, seat, holder, colour)
            return cache[key]

        rival = threat(view, seat)
        scored = sorted(((pay_cost(view, seat, a, risk, rival, self.weights), i, a) for i, a in enumerate(legal)
                         if not isinstance(a, GiveUp)), key=lambda t: (t[0], t[1]))
        if margin is not None and scored:
            scored = [t for t in scored if t[0] <= scored[0][0] + margin]
        out: list[Action] = []
        kinds: set[str] = set()
        for _, _, a in scored:  # the cheapest of each kind of source, then the next cheapest
            if a.KIND not in kinds:
                kinds.add(a.KIND)
                out.append(a)
        for _, _, a in scored:
            if len(out) >= self.pay_width:
                break
            if a not in out:
                out.append(a)
        return out[:max(1, self.pay_width)]

    def _answer_reprisal(self, view: FightersState, legal: list[Action], p: Payment) -> Action:
        """Prevent a Reprisal that costs more than a prevention card is worth to keep."""
        stops = [a for a in legal if not isinstance(a, Pass)]
        return stops[0] if stops and reprisal_cost(view, p) >= 0.7 else PASS

    # ------------------------------------------------------------------ simulated evaluation
    def _simulate_choice(self, view: FightersState, seat: int, legal: list[Action], quick: bool,
                         samples: int | None = None) -> Thinking:
        """Score each of ``legal`` by simulation over determinizations (common random numbers); the best wins.

        Each round samples one determinization of ``view`` and plays every candidate from it
        (:meth:`_roll`), then adds :attr:`evaluate` for ``seat``.  Rounds run until ``samples``
        (``quick_samples`` for a quick decision) are done, or the think time is spent (a quarter of
        it for a quick decision), or ``send(True)`` asks for the answer (after the round in hand).
        """
        rng = self.rng
        clock = self.clock
        rates = reprisal_rates(view)
        evaluate = self.evaluate
        if samples is None:
            samples = self.quick_samples if quick else self.samples
        budget = self.think_time * QUICK_SHARE if quick and self.think_time is not None else self.think_time
        spent = 0.0
        started = clock()
        totals = [0.0] * len(legal)
        rounds = 0
        stop = False
        # ending the turn keeps the position, unless the game is to be played out (the final stretch)
        keep = self.depth == "settle" and (view.trigger < 0 or not self.end_horizon)
        if self.max_sims is not None:  # the work budget: simulations per decision, at least one round
            samples = max(1, min(samples, self.max_sims // len(legal)))
        work = 0
        longest = 0
        while rounds < samples and not stop:
            if self.max_work is not None and rounds and work + longest > self.max_work:
                break  # another round like the longest so far would pass the step budget
            world = view.determinize(seat, rng)
            before = work
            for i, action in enumerate(legal):
                if keep and isinstance(action, EndTurn):
                    totals[i] += evaluate(world, seat)  # stopping here keeps this position
                else:
                    sim = world.clone()
                    sim.apply(action)
                    work += 1 + self._roll(sim, seat, rates)
                    totals[i] += evaluate(sim, seat)
                if clock() - started > _SLICE:
                    spent += clock() - started
                    stop = bool((yield)) or stop
                    started = clock()
            rounds += 1
            longest = max(longest, work - before)
            if budget is not None and spent + clock() - started > budget:
                break
        self.last_samples = rounds
        self.last_work = work
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]

    def _roll(self, sim: FightersState, seat: int, rates: dict[int, tuple[float, float]]) -> int:
        """Play ``sim`` on with the playout policy for every seat, as far as :attr:`depth` says (or the horizon).

        Once the final stretch has begun (someone holds the three elements) the game is played out
        to its end, up to :attr:`end_horizon` steps: the last turns decide it, and the score then
        says who won.  Returns the number of steps played.
        """
        turn = sim.turn
        rng = self.rng
        depth = self.depth
        w = self.weights
        before = self.horizon
        after = self.end_horizon
        played = 0
        while not sim.over:
            if sim.trigger >= 0 and self.end_horizon:
                if after <= 0:
                    return played
                after -= 1
                sim.apply(playout_action(sim, sim.legal_actions(), rng, rates, w))
                played += 1
                continue
            if before <= 0:
                return played
            before -= 1
            if depth == "settle":
                if sim.turn != turn or (not sim.tasks and not sim.stack):
                    return played  # back at the main step: the play has settled
            elif depth == "turn":
                if sim.turn != turn:
                    return played
            elif sim.turn != turn and sim.active == seat:
                return played
            sim.apply(playout_action(sim, sim.legal_actions(), rng, rates, w))
            played += 1
        return played


# ---------------------------------------------------------------------------- Hard as a tree search
class FightersSearch(ISMCTSAgent):
    """Hard as an IS-MCTS over every seat's decisions, with Zoo Fighters II's knowledge in it.

    The generic search (:class:`~zooarcade.ai.ismcts.ISMCTSAgent`: one tree for the seat's
    information set, UCB1 with availability counts, the one-ply heuristic as root prior and as
    move ordering with progressive widening) with four changes:

    * payment steps and Reprisal answers *inside* the tree (any seat's) are played by the playout
      policy (:func:`~.policy.playout_action`: the cost rule on the deck's Reprisal rates) without a
      tree node, so the tree spends its iterations on what to declare, answer and place; a payment
      step of the seat's own at the root is searched over the :attr:`pay_width` cheapest steps by
      the cost rule with the Reprisal risk inferred from backs and seen cards
      (:func:`~.policy.posterior_risk`), and a Reprisal answer at the root is the instant rule;
    * rollouts play the playout policy for every seat (a uniformly random legal action with
      probability :attr:`policy_epsilon`) to the end of the turn the leaf lies in, at most
      ``config.rollout_depth`` plies; once the final stretch has begun the game is played out to
      its end (at most :attr:`end_horizon` steps), so a completed set is scored by its result;
    * leaves, the prior and the ordering are valued by :attr:`evaluate` (:data:`HARD_EVALUATE`:
      :func:`~.evaluation.race_outcome_value`, a finished game's result outweighing any lead, and in an
      unfinished one the heuristic plus the seat's edge in the race to the three elements);
    * :func:`ai_filter` holds at the root.

    The game review (:mod:`zooarcade.ai.review`, ``leaf_value`` set) searches every action it offers
    (no rule, no shortlist), so each of them gets root values.

    Every budget is the search's (``config.max_work`` in work units, one per simulated step, four
    per determinization), so with ``time_limit`` ``None`` the same seed and views give the same
    moves (replays, ``simulate``).

    Args:
        spec: the game.
        seed: seeds the agent's private RNG (its whole state).
        config: search tuning (:data:`HARD_SEARCH` ships).
        weights: the playout policy's numbers.
        policy_epsilon: probability of a random rollout ply instead of the policy's.
        pay_width: payment steps searched at the root (the cheapest of each kind of source first).
        pay_margin: of those, only the steps whose cost by the rule is at most this much above the
            cheapest (points-like; a take with a Reprisal the seat can infer costs about 1): the tree's
            few iterations per step do not see a Reprisal's cost reliably, the rule does.
        end_horizon: most rollout steps once the final stretch has begun.
        evaluate: ``(state, seat) -> float``, the value of leaves, the prior and the ordering
            (:data:`HARD_EVALUATE`, the default; :func:`~.evaluation.outcome_value` was Hard's until
            session 10).
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, config: SearchConfig | None = None,
                 weights: PolicyWeights = DEFAULT_WEIGHTS, policy_epsilon: float = 0.1, pay_width: int = 4,
                 pay_margin: float | None = 0.5, end_horizon: int = 400,
                 evaluate: Callable[[GameState, int], float] | None = None) -> None:
        super().__init__(spec, seed, config or SearchConfig(**HARD_SEARCH))
        self.evaluate = evaluate if evaluate is not None else HARD_EVALUATE
        self.weights = weights
        self.policy_epsilon = policy_epsilon
        self.pay_width = pay_width
        self.pay_margin = pay_margin
        self.end_horizon = end_horizon
        self._rates: dict[int, tuple[float, float]] = {}

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        assert isinstance(view, FightersState)
        self._rates = reprisal_rates(view)
        if self.leaf_value is not None:  # the game review: search what it offers (root values for each)
            return (yield from super()._think(view, seat, legal))
        legal = ai_filter(view, legal)
        if len(legal) == 1:
            return legal[0]
        front = view.tasks[0] if view.tasks else None
        if isinstance(front, Payment):
            if front.reprisal >= 0:
                return FightersAgent._answer_reprisal(self, view, legal, front)  # type: ignore[arg-type]
            d = view.decision()
            if d is not None and d.kind is DecisionKind.PAY:
                legal = FightersAgent._pay_shortlist(self, view, seat, legal,  # type: ignore[arg-type]
                                                     margin=self.pay_margin)
                if len(legal) == 1:
                    return legal[0]
        return (yield from super()._think(view, seat, legal))

    def _evaluate(self, state: GameState, seat: int) -> float:
        self._work += 1
        return self.evaluate(state, seat)

    def _skip_forced(self, state: GameState) -> None:
        """Apply forced steps, payment steps and Reprisal answers (by the playout policy) in place."""
        assert isinstance(state, FightersState)
        while not state.over:
            legal = state.legal_actions()
            if len(legal) > 1:
                front = state.tasks[0] if state.tasks else None
                if not isinstance(front, Payment):
                    return
                action = playout_action(state, legal, self.rng, self._rates, self.weights)
            else:
                action = legal[0]
            self._work += 1
            state.apply(action)

    def _rollout(self, state: GameState, seats: list[int], baseline: list[float]) -> list[float]:
        """Play the policy to the end of the leaf's turn (the game's end in the final stretch); rewards of ``seats``."""
        assert isinstance(state, FightersState)
        rng = self.rng
        rates = self._rates
        w = self.weights
        eps = self.policy_epsilon
        turn = state.turn
        before = self.config.rollout_depth
        after = self.end_horizon
        while not state.over:
            if state.trigger >= 0 and after > 0:  # the final stretch: on to the game's end
                after -= 1
            else:
                if before <= 0 or state.turn != turn:
                    break
                before -= 1
            legal = state.legal_actions()
            if len(legal) > 1 and eps > 0 and rng.random() < eps:
                action = legal[rng.randrange(len(legal))]
            else:
                action = playout_action(state, legal, rng, rates, w)
            self._work += 1
            state.apply(action)
        return self._leaf_rewards(state, seats, baseline)


#: the shipped Hard's evaluation (:class:`FightersSearch`'s default ``evaluate``): the race model on top of
#: the heuristic (:func:`~.evaluation.race_outcome_value`: the seat's edge in the odds of gathering the three
#: elements first, worth 14 points), so tempo counts.  Measured in ``benchmarks/RESULTS.md`` ("Zoo Fighters
#: II, session 10", 2026-12-03): vs 3 Normal 51.7 % (44.9-58.6 %) over deals 0-199, session 9's Hard
#: (:func:`~.evaluation.outcome_value`) 47.5 % of the same deals (paired +4.2 +- 8.5 points); Hard triggered
#: the final stretch in 45.5 % of the deals (was 39.0 %); CPU per decision p50 0.37 s, p95 0.47 s, max 0.63 s.
HARD_EVALUATE: Callable[[GameState, int], float] = race_outcome_value


#: the shipped Hard's :class:`~zooarcade.ai.ismcts.SearchConfig` (keyword arguments): 12,000 work units a
#: decision (a quarter for quick ones), no time limit (reproducible), rollouts at most 60 plies (to the end
#: of the leaf's turn), a prior worth 3 visits.  Measured in ``benchmarks/RESULTS.md`` ("Zoo Fighters II,
#: session 9", 2026-12-02): vs 3 Normal 47.5 % (40.7-54.4 %) over deals 0-199, where the earlier 6,000
#: units won 44.5 % of the same deals (paired +3.0 +- 8.4 points); CPU per decision on the loaded 2-core
#: machine (about 40 µs a work unit) p50 0.43 s, p95 0.64 s, max 0.80 s.  Session 5's 6,000-unit Hard
#: against 3 plain IS-MCTS at 0.1 s of CPU each: 27.5 % (18.9-38.1 %) over 80.
HARD_SEARCH: Mapping[str, Any] = MappingProxyType({
    "iterations": 10**9, "max_work": 12_000, "rollout_depth": 60, "exploration": 0.4, "reward_scale": 4.0,
    "prior_samples": 3, "prior_visits": 3.0, "order_after": 2, "widen_base": 2.0, "widen_power": 0.5,
    "quick_share": 0.25, "rollout_candidates": 1, "epsilon": 0.1})


#: the shipped Hard's budget in work units (determinization rounds), measured in
#: ``benchmarks/RESULTS.md`` ("Zoo Fighters II AI", 2026-12-01): 36 rounds for a turn decision, 8 for a
#: quick one, and payment steps searched over their 4 cheapest candidates with 12 rounds (the first
#: Hard decided them by a rule); at most 16,000 simulated steps a decision (``max_work``, whole rounds):
#: the slowest decisions (1.1-1.2 s of CPU, 25,000-28,000 steps) were main steps whose candidates complete
#: a set, each of those simulations then playing the game out to its end.  CPU per decision on the
#: loaded 2-core machine (40-60 µs a simulated step), 7,328 decisions of 200 4-player games: p50 0.03 s,
#: p95 0.24 s, max 0.97 s (3 over 0.9 s; before the cap 1.09-1.19 s); the think time (Settings) still
#: caps a decision at the table.
HARD_SETTINGS: Mapping[str, Any] = MappingProxyType({"samples": 36, "quick_samples": 8, "pay_samples": 12,
                                                     "max_work": 16_000})


def agent_factory(level: str, seed: int, think_time: float | None) -> Agent | None:
    """Zoo Fighters II's own agents: Hard is :class:`FightersSearch` with :data:`HARD_SEARCH` (its work
    budget; ``think_time``, when given, also caps a decision's search in seconds); Easy and Normal are
    the generic ones (``None``)."""
    if level != "hard":
        return None
    from zooarcade.games.zoo_fighters import spec

    config = SearchConfig(**HARD_SEARCH)
    if think_time is not None:
        config = replace(config, time_limit=think_time)
    return FightersSearch(spec(), seed, config)
