"""Hard level: single-observer information-set MCTS (SO-ISMCTS).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012.  One tree is grown for the agent's information set:

1. each iteration samples a full state consistent with the agent's view
   (``view.determinize(seat, rng)`` with the agent's own RNG);
2. it descends the tree, whose edges are actions; at each node only the
   children legal in this determinization are considered, and each of them
   has its *availability* count raised; the choice maximises UCB1 with the
   availability count in place of the parent's visit count;
3. it adds one child for an action not tried yet (when there is one);
4. it plays a short rollout (``rollout_depth`` plies: with probability
   ``1 - epsilon`` the best of ``rollout_candidates`` random actions by the
   mover's heuristic, else a random action), then scores each seat with
   ``sigmoid((heuristic(state, seat) - baseline[seat]) / reward_scale)`` in
   ``(0, 1)``, where ``baseline`` is the seat's heuristic at the root
   (averaged over a few determinizations), so rewards stay in the sigmoid's
   sensitive range whoever is ahead;
5. it backs the rewards up: each node gains the reward of the seat that
   chose the action leading to it.

Two standard enhancements make it work with ~100 legal actions per turn:

* *heuristic ordering with progressive widening*: once a node has been
  visited ``order_after`` times, its mover's actions are ranked by the
  one-ply heuristic on the current determinization, and a node with ``n``
  visits only considers its ``ceil(widen_base * (n + 1) ** widen_power)`` best;
  so opponents answer with their best replies instead of being averaged over
  all of them;
* *root prior*: the one-ply heuristic over ``prior_samples`` determinizations
  (what the Normal level computes) ranks the root and seeds each root child
  with ``prior_visits`` virtual visits.

The final choice is the most visited root child.  Budgets: ``iterations``,
``max_work`` (deterministic, roughly proportional to time) and
``time_limit`` (seconds of search), whichever runs out first; a *quick*
decision (a response window, ``Decision.quick``) gets ``quick_share`` of them.

Decisions of several seats within a turn, and forced steps:

* forced steps (``Decision.forced``: one legal action, such as a ZOP ZOO draw)
  are applied as they come, in the tree and in rollouts, without a tree node
  and without counting as a rollout ply;
* the decider is read at every step.  After a chance outcome (a forced draw)
  the next decider may differ between determinizations; an edge then leads to
  one node per decider (``_Node.branch``), so every node's decider is the same
  in all the determinizations that reach it (asserted).

``send(True)`` into the thinking generator stops it early (an outside wall-clock deadline).

Root values for the game review (:mod:`zooarcade.ai.review`): when ``leaf_value`` is set, every
iteration also adds ``leaf_value(leaf)`` (one number per seat, taken where its rollout stopped) to
the root action it went through, so :meth:`ISMCTSAgent.root_values` gives each root action's mean
value for every seat (:meth:`ISMCTSAgent.root_spread`: the spread of those values, for the review's
noise), and :meth:`ISMCTSAgent.probe` runs more iterations through one root action.
This only observes: the tree, the RNG draws and the chosen action are those of the search without it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from zooarcade.ai.base import Agent, Thinking, sigmoid
from zooarcade.core.protocol import Action, GameSpec, GameState

#: Seconds of work between two yields while computing the root prior.
_SLICE = 0.002
#: Work units charged for one determinization (see ``SearchConfig.max_work``).
_DETERMINIZE_WORK = 4


@dataclass(frozen=True)
class SearchConfig:
    """Tuning of :class:`ISMCTSAgent`.

    Attributes:
        iterations: maximum number of search iterations (deterministic budget).
        time_limit: optional cap in seconds of search work (time spent inside
            the generator, not counting the frames the UI draws in between);
            ``None`` for the iteration budget only (reproducible).
        exploration: UCB1 exploration constant ``c`` (rewards are in [0, 1]).
        rollout_depth: plies played after the tree before evaluating.
        rollout_candidates: actions sampled per rollout ply, the best by the
            mover's heuristic is played (1 = uniformly random rollouts).
        epsilon: probability of a uniformly random rollout ply instead.
        reward_scale: heuristic points mapped to the sigmoid's unit (a margin
            of ``reward_scale`` points above the root's gives about 0.73).
        max_work: optional deterministic budget in work units, roughly
            proportional to time: one unit per action applied or heuristic
            evaluation, and per tree step; four per determinization.  Makes a
            search cost about the same in big and small positions.
        prior_samples: determinizations for the root's one-ply estimate.
        prior_visits: virtual visits the prior is worth at each root child.
        order_after: a node's actions are ranked by the mover's one-ply
            heuristic (on the current determinization) once it has this many
            visits; before that its children are added in random order.
        widen_base, widen_power: progressive widening — a ranked node with
            ``n`` visits considers only its ``ceil(widen_base * (n + 1) ** widen_power)``
            best-ranked actions.
        slice_iterations: iterations run between two yields.
        quick_share: share of every budget a quick decision (a response window) gets.
        rollout_to_turn: when true, a rollout stops as soon as the searching seat's turn
            begins again (it is to move and the step before was another seat's; at most
            ``rollout_depth`` plies), so every leaf is evaluated at the start of that seat's
            turn (or at the end), never in the middle of the rivals' replies; ``False`` (the
            default) always plays ``rollout_depth`` plies.
        cpu_time: when true, ``time_limit`` counts the CPU seconds of the searching thread
            (``time.thread_time``), so a loaded machine does not shorten the search (benchmarks);
            ``False`` (the default) counts wall seconds spent inside the generator.
    """

    iterations: int = 1000
    time_limit: float | None = None
    max_work: int | None = None
    exploration: float = 0.4
    rollout_depth: int = 1
    rollout_candidates: int = 3
    epsilon: float = 0.2
    reward_scale: float = 4.0
    prior_samples: int = 4
    prior_visits: float = 5.0
    order_after: int = 2
    widen_base: float = 2.0
    widen_power: float = 0.5
    slice_iterations: int = 2
    quick_share: float = 0.1
    rollout_to_turn: bool = False
    cpu_time: bool = False


class _Node:
    """A tree node: statistics of the edge (action) leading into it, and its children.

    ``player`` chose that action; ``reward`` is the sum of that player's
    rewards over ``visits``; ``avail`` counts the iterations in which the
    action was available (legal and considered) while the parent was visited.
    ``order`` ranks the node's actions best first once known, with
    ``order_kids`` the matching children (``None`` until added) and
    ``order_legal`` the legal list the ranking was made from.  ``values``/``seen``: the per-seat
    leaf values summed over the real iterations through a root child, ``squares`` their squares (review
    only, see the module docstring).
    """

    __slots__ = ("player", "visits", "reward", "avail", "children", "order", "order_kids", "order_legal",
                 "decider", "branches", "values", "squares", "seen")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0.0
        self.reward = 0.0
        self.avail = 0.0
        self.children: dict[Action, _Node] = {}
        self.order: list[Action] | None = None
        self.order_kids: list[_Node | None] = []
        self.order_legal: list[Action] | None = None
        #: the seat deciding at this node (set when first reached).
        self.decider: int | None = None
        #: nodes for the other deciders this edge has led to (after a chance outcome).
        self.branches: dict[int, _Node] | None = None
        self.values: list[float] | None = None
        self.squares: list[float] | None = None
        self.seen = 0

    def branch(self, decider: int) -> _Node:
        """Return the node below this edge for ``decider``: this one, or a sibling kept for that seat."""
        if self.decider is None:
            self.decider = decider
        if self.decider == decider:
            return self
        if self.branches is None:
            self.branches = {}
        node = self.branches.get(decider)
        if node is None:
            node = self.branches[decider] = _Node(self.player)
            node.decider = decider
        return node


class ISMCTSAgent(Agent):
    """Hard: information-set MCTS over determinizations, heuristic-guided.

    Args:
        spec: the game (its heuristic ranks actions and evaluates rollouts).
        seed: seeds the agent's private RNG.
        config: search tuning (:class:`SearchConfig`).

    Attributes:
        last_iterations: iterations run by the last completed search.
        last_work: work units spent by the last search (see :class:`SearchConfig`).
        last_visits: ``{action: visits}`` at the root after the last search
            (real visits, without the prior's virtual ones).
        last_values: ``{action: mean reward}`` in (0, 1) at the root after the last search
            (the prior's virtual visits included), for a game agent that picks by value.
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, config: SearchConfig | None = None) -> None:
        super().__init__(spec, seed)
        self.config = config or SearchConfig()
        self.last_iterations = 0
        self.last_work = 0
        self.last_visits: dict[Action, float] = {}
        self.last_values: dict[Action, float] = {}
        self._work = 0
        #: the searching seat, and the seat that chose the last tree edge of the current iteration.
        self._seat = -1
        self._leaf_mover = -1
        #: review hook (see the module docstring): ``None`` at the table.
        self.leaf_value: Callable[[GameState], Sequence[float]] | None = None
        self._leaf: Sequence[float] = ()
        #: the last search's root, view, seat and baseline, kept only while ``leaf_value`` is set.
        self._last_search: tuple[_Node, GameState, int, list[float]] | None = None

    # ------------------------------------------------------------------ search loop
    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        cfg = self.config
        self._work = 0
        self._seat = seat
        if len(legal) == 1:
            self.last_iterations = self.last_work = 0
            self.last_visits = {legal[0]: 0.0}
            self.last_values = {}
            return legal[0]
        clock = time.thread_time if cfg.cpu_time else time.perf_counter
        spent = 0.0
        started = clock()

        # Root prior: one-ply heuristic over a few determinizations (common
        # random numbers); it ranks the root's actions, seeds their statistics
        # and gives the baseline the rewards are centred on.
        worlds = [self._determinize(view, seat) for _ in range(max(1, cfg.prior_samples))]
        baseline = [sum(self._evaluate(w, p) for w in worlds) / len(worlds) for p in range(view.num_players)]
        prior: list[float] = []
        stop = False  # ``send(True)``: answer now (the prior is always completed first)
        for action in legal:
            prior.append(sum(self._evaluate(self._after(w, action), seat) for w in worlds) / len(worlds))
            if clock() - started > _SLICE:
                spent += clock() - started
                stop = bool((yield)) or stop
                started = clock()
        root = _Node(-1)
        for i, action in enumerate(legal):
            child = _Node(seat)
            child.visits = child.avail = cfg.prior_visits
            child.reward = cfg.prior_visits * self._reward(prior[i], baseline[seat])
            root.children[action] = child
        root.order = [legal[i] for i in sorted(range(len(legal)), key=lambda i: -prior[i])]
        root.order_legal = legal
        root.order_kids = [root.children[a] for a in root.order]
        self._last_search = (root, view, seat, baseline) if self.leaf_value is not None else None

        iteration = 0
        while not stop and self._has_budget(iteration):
            for _ in range(cfg.slice_iterations):
                self._iterate(root, view, seat, baseline)
                iteration += 1
                if not self._has_budget(iteration):
                    break
            spent += clock() - started
            if cfg.time_limit is not None and spent >= cfg.time_limit * self._share():
                break
            stop = bool((yield))
            started = clock()

        self.last_iterations = iteration
        self.last_work = self._work
        self.last_visits = {a: c.visits - cfg.prior_visits for a, c in root.children.items()}
        self.last_values = {a: c.reward / c.visits for a, c in root.children.items() if c.visits > 0}
        return _most_visited(root, legal)

    def _share(self) -> float:
        """Share of the budgets this decision gets (``quick_share`` for a quick one)."""
        return self.config.quick_share if self.quick else 1.0

    def _has_budget(self, iteration: int) -> bool:
        """True while both the iteration and the work budgets allow another iteration."""
        cfg = self.config
        share = self._share()
        if iteration >= max(1, int(cfg.iterations * share)):
            return False
        return cfg.max_work is None or self._work < cfg.max_work * share

    # ------------------------------------------------------------------ counted protocol calls
    def _determinize(self, view: GameState, seat: int) -> GameState:
        self._work += _DETERMINIZE_WORK
        return view.determinize(seat, self.rng)

    def _after(self, state: GameState, action: Action) -> GameState:
        """Return a copy of ``state`` after ``action``."""
        self._work += 1
        after = state.clone()
        after.apply(action)
        return after

    def _skip_forced(self, state: GameState) -> None:
        """Apply forced steps (one legal action) in place until a real decision or the end."""
        while not state.is_terminal() and state.forced_step():
            self._work += 1
            state.apply(state.legal_actions()[0])

    def _evaluate(self, state: GameState, seat: int) -> float:
        self._work += 1
        return self.spec.heuristic(state, seat)

    def _reward(self, value: float, base: float) -> float:
        """Map a heuristic value to a reward in (0, 1), centred on the root's ``base``."""
        return sigmoid((value - base) / self.config.reward_scale)

    def _rank(self, state: GameState, legal: list[Action]) -> list[Action]:
        """Return ``legal`` sorted best first by the mover's one-ply heuristic on ``state``."""
        mover = state.current_player
        values = [self._evaluate(self._after(state, action), mover) for action in legal]
        return [legal[i] for i in sorted(range(len(legal)), key=lambda i: -values[i])]

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: _Node, view: GameState, seat: int, baseline: list[float]) -> None:
        """Run one determinize → select → expand → rollout → backpropagate iteration."""
        cfg = self.config
        rng = self.rng
        state = self._determinize(view, seat)
        node = root
        path: list[_Node] = []
        c = cfg.exploration
        log = math.log
        sqrt = math.sqrt
        while not state.is_terminal():
            mover = state.current_player
            if node.decider is None:
                node.decider = mover
            assert node.decider == mover, "an IS-MCTS node must have one decider in every determinization"
            legal = state.legal_actions()
            if node.order is None and node.visits >= cfg.order_after and len(legal) > 1:
                node.order = self._rank(state, legal)
                node.order_legal = legal
                node.order_kids = [node.children.get(a) for a in node.order]
            # The candidate actions here: the best-ranked ones legal in this
            # determinization within the widening limit, or (unranked) all.
            actions: list[Action] = legal
            slots: list[int] = []
            ranked = False
            if node.order is not None:
                limit = math.ceil(cfg.widen_base * (node.visits + 1.0) ** cfg.widen_power)
                if legal is node.order_legal or legal == node.order_legal:
                    node.order_legal = legal  # the same actions: later checks are by identity
                    slots = list(range(min(limit, len(node.order))))
                else:
                    allowed = set(legal)
                    slots = [j for j, a in enumerate(node.order) if a in allowed][:limit]
                ranked = bool(slots)
            if ranked:
                assert node.order is not None
                actions = [node.order[j] for j in slots]
                kids = [node.order_kids[j] for j in slots]
            else:
                kids = [node.children.get(a) for a in legal]
            self._work += 1
            untried = [i for i, k in enumerate(kids) if k is None]
            if untried:
                # Expansion: ranked nodes add their best untried action, others a random one.
                i = untried[0] if ranked else untried[rng.randrange(len(untried))]
                for k in kids:
                    if k is not None:
                        k.avail += 1
                child = _Node(state.current_player)
                child.avail = 1
                node.children[actions[i]] = child
                if ranked:
                    node.order_kids[slots[i]] = child
                state.apply(actions[i])
                self._skip_forced(state)
                path.append(child)
                break
            # Selection: UCB1 with availability counts.
            best_value = -1.0
            best_i = 0
            for i, k in enumerate(kids):
                assert k is not None
                k.avail += 1
                value = k.reward / k.visits + c * sqrt(log(k.avail) / k.visits)
                if value > best_value:
                    best_value = value
                    best_i = i
            chosen = kids[best_i]
            assert chosen is not None
            state.apply(actions[best_i])
            self._skip_forced(state)
            path.append(chosen)
            node = chosen.branch(state.current_player) if not state.is_terminal() else chosen
        seats = sorted({child.player for child in path})
        self._leaf_mover = path[-1].player if path else -1
        rewards = self._rollout(state, seats, baseline)
        root.visits += 1
        for child in path:
            child.visits += 1
            child.reward += rewards[child.player]
        if self.leaf_value is not None and path:
            first = path[0]
            if first.values is None or first.squares is None:
                first.values = [0.0] * len(self._leaf)
                first.squares = [0.0] * len(self._leaf)
            for p, v in enumerate(self._leaf):
                first.values[p] += v
                first.squares[p] += v * v
            first.seen += 1

    def _rollout(self, state: GameState, seats: list[int], baseline: list[float]) -> list[float]:
        """Play ``rollout_depth`` guided plies from ``state``; return the rewards in (0, 1) of ``seats``.

        The result has one entry per seat; seats not in ``seats`` (nobody on
        the path backs their reward up) are left at 0.5, unevaluated.
        """
        cfg = self.config
        rng = self.rng
        previous = self._leaf_mover
        for _ in range(cfg.rollout_depth):
            self._skip_forced(state)
            if state.is_terminal():
                break
            mover = state.current_player
            if cfg.rollout_to_turn and mover == self._seat and previous != self._seat:
                break  # the searching seat's turn begins again: evaluate here
            previous = mover
            legal = state.legal_actions()
            if cfg.rollout_candidates <= 1 or len(legal) == 1 or rng.random() < cfg.epsilon:
                self._work += 1
                state.apply(legal[rng.randrange(len(legal))])
                continue
            best = state
            best_value = -math.inf
            for _ in range(cfg.rollout_candidates):
                after = self._after(state, legal[rng.randrange(len(legal))])
                value = self._evaluate(after, mover)
                if value > best_value:
                    best_value, best = value, after
            state = best
        return self._leaf_rewards(state, seats, baseline)

    def _leaf_rewards(self, state: GameState, seats: list[int], baseline: list[float]) -> list[float]:
        """Where a rollout stopped: the review's leaf reading (:attr:`leaf_value`), then each seat's reward.

        ``seats``' rewards come from :meth:`_evaluate` against ``baseline`` (0–1); the others stay 0.5.
        A game's own rollout (a subclass) ends with this too.
        """
        if self.leaf_value is not None:
            self._leaf = self.leaf_value(state)
        rewards = [0.5] * len(baseline)
        for p in seats:
            rewards[p] = self._reward(self._evaluate(state, p), baseline[p])
        return rewards


    # ------------------------------------------------------------------ review
    def root_values(self) -> dict[Action, tuple[tuple[float, ...], int]]:
        """Each root action of the last search: ``(mean leaf value per seat, iterations)`` (``leaf_value`` set).

        Only actions with at least one real iteration (not the prior's virtual visits) are listed.
        Empty when the last search ran without ``leaf_value`` or had a single legal action.
        """
        if self._last_search is None:
            return {}
        root = self._last_search[0]
        return {a: (tuple(v / c.seen for v in c.values), c.seen)
                for a, c in root.children.items() if c.values is not None and c.seen > 0}

    def root_spread(self) -> dict[Action, tuple[float, ...]]:
        """Each root action of :meth:`root_values`: the standard deviation per seat of its leaf values (0..0.5).

        The review's noise: a root value read off ``n`` iterations is uncertain by about ``spread / sqrt(n)``.
        Empty as :meth:`root_values` is.
        """
        if self._last_search is None:
            return {}
        root = self._last_search[0]
        return {a: tuple(math.sqrt(max(0.0, q / c.seen - (v / c.seen) ** 2)) for v, q in zip(c.values, c.squares,
                                                                                             strict=True))
                for a, c in root.children.items() if c.values is not None and c.squares is not None and c.seen > 0}

    def probe(self, action: Action, iterations: int) -> None:
        """Run ``iterations`` more iterations of the last search, each one through root action ``action``.

        For the review: a move the search hardly tried still gets a fair estimate
        (:meth:`root_values`).  The subtree below ``action`` keeps growing as in the search.  Needs
        ``leaf_value`` set during the last search.

        Raises:
            ValueError: no search with ``leaf_value`` to continue.
        """
        if self._last_search is None:
            raise ValueError("probe needs a finished search made with leaf_value set")
        root, view, seat, baseline = self._last_search
        self._seat = seat
        only = _Node(-1)
        only.decider = seat
        child = root.children.get(action)
        if child is not None:
            only.children[action] = child
        only.order = [action]
        only.order_legal = [action]
        only.order_kids = [child]
        for _ in range(iterations):
            self._iterate(only, view, seat, baseline)
        if child is None and action in only.children:
            root.children[action] = only.children[action]


def _most_visited(root: _Node, legal: Sequence[Action]) -> Action:
    """Return the legal root action with the most visits (higher mean reward, then list order, breaks ties)."""
    best = legal[0]
    best_key = (-1.0, -1.0)
    for action in legal:
        child = root.children.get(action)
        if child is None or child.visits <= 0:
            continue
        key = (child.visits, child.reward / child.visits)
        if key > best_key:
            best_key = key
            best = action
    return best
