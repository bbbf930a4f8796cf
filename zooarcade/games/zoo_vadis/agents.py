"""Zoo Vadis agents: Easy, Normal and Hard, each with its negotiator (through ``GameSpec.agent_factory``).

A turn's choice (add, advance, peacock, Zoo Keeper, bonuses) is weighed over :class:`MacroGame`, a view of
Zoo Vadis in which one action is a whole turn's step: choosing an advance means building its deal with the
negotiator, hearing the answers (the other seats answer with the Normal negotiator), meeting counters and
handing out rewards.  Easy is :class:`~zooarcade.ai.RandomAgent` over those macro steps; Normal is
:class:`NormalChooser` (one-ply with the shared :func:`~zooarcade.games.zoo_vadis.ai.heuristic` and a Zoo
Keeper rule); Hard takes Normal's three best-valued turn choices, plays each out for three rounds in two
determinizations with every seat following Normal's rule (:func:`look_ahead`), picks the best and deals with
its own, sharper negotiator (session 7: the IS-MCTS over macro steps chose worse than Normal's one-ply
valuation; ``benchmarks/RESULTS.md``, "Zoo Vadis Hard, session 7").  Normal's and Hard's turn choices and
the look-ahead's rule follow the ending rule (:func:`ending_mark`, session 11): never fill the Star losing
while another choice is left, fill it winning first.  Hard's IS-MCTS stays as its ``chooser``
(the game review searches with it; a :class:`HardTurn` with ``worlds`` 0 puts it back at the table).  Every deal step
(building, answering, countering, rewarding) is the level's negotiator
(:mod:`~zooarcade.games.zoo_vadis.negotiation`): stateless, so an agent rebuilt after Continue goes on
with the same deal.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from zooarcade.ai.agents import SLICE_SECONDS, GreedyAgent, RandomAgent
from zooarcade.ai.base import Agent, Thinking
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig
from zooarcade.core.events import Event
from zooarcade.core.protocol import Action, Decision, GameSpec, GameState, Progress, StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis.actions import Add, Compose, MoveKeeper
from zooarcade.games.zoo_vadis.ai import hard_heuristic, heuristic
from zooarcade.games.zoo_vadis.board import exhibit_id, exhibit_index
from zooarcade.games.zoo_vadis.negotiation import TEMPERS, Temper, respond
from zooarcade.games.zoo_vadis.rules import ANSWER, COMPOSE, COUNTER, OFFER, POST, TURN, VadisState

#: Hard's search: iterations without a think time (reproducible), and its tuning.
HARD_ITERATIONS = 320
HARD_CONFIG = SearchConfig(
    iterations=HARD_ITERATIONS,
    exploration=0.5,
    rollout_depth=2,
    rollout_candidates=2,
    epsilon=0.3,
    reward_scale=6.0,
    prior_samples=3,
    prior_visits=3.0,
    order_after=10**9,
)
#: Hard's search evaluates with :func:`~zooarcade.games.zoo_vadis.ai.hard_heuristic` (Easy and Normal: the shared one).
HARD_OWN_EVALUATION = True
#: Hard picks the root choice of highest mean reward instead of the most visited (see ``VadisAgent._by_value``).
HARD_PICK_BY_VALUE = True
#: Hard's deal-step search: which of its own deal steps it searches (over :class:`MacroGame`, each step followed
#: by the negotiators' replies) instead of taking its negotiator's step — its answers to asks (``ANSWER``), meeting
#: or dropping a counter (``COUNTER``), its offers (``OFFER``) and its asks (``COMPOSE``); the iterations per
#: searched step (reproducible), and the share of the think time a step gets at the table.
HARD_SEARCH_ANSWERS = False
HARD_SEARCH_OFFERS = False
HARD_DEAL_ITERATIONS = 100
HARD_DEAL_SHARE = 0.25
#: Normal's determinizations per candidate, and Easy's share of sensible choices.
NORMAL_SAMPLES = 4
#: Normal evaluates with Hard's :func:`~zooarcade.games.zoo_vadis.ai.hard_heuristic` when true; off: the shared
#: heuristic (session 6: with the Zoo Keeper rule below it won 31.0 % against 4 session-5 Normals, Hard's
#: evaluation 22.0 %; see ``benchmarks/RESULTS.md``, "Zoo Vadis Normal, session 6").
NORMAL_OWN_EVALUATION = False
#: Normal's Zoo Keeper rule (points of its evaluation): a keeper move as the turn's action must beat the best
#: other action by ``NORMAL_KEEPER_COST``; putting the keeper back where its own last keeper move, or the latest
#: one by anyone, took it from costs ``NORMAL_UNDO_COST`` more (a shuttle gains nothing but a lost turn).
NORMAL_KEEPER_COST = 1.0
NORMAL_UNDO_COST = 3.0
#: Normal's turn chooser is :class:`NormalChooser` (the Zoo Keeper rule, ties to advancing and adding) when
#: true, the plain :class:`~zooarcade.ai.GreedyAgent` when false.  On since session 7 (session 6: the rule makes
#: Normal far stronger, 48.5 % against 4 Easy in 5 players where the plain chooser won 29.0 %, and it stops
#: shuttling the keeper; ``benchmarks/RESULTS.md``, "Zoo Vadis Normal, session 6").
NORMAL_KEEPER_RULE = True
EASY_GREEDY_SHARE = 0.5
#: The ending rule of Normal's and Hard's turn choice (session 11; ``benchmarks/RESULTS.md``, "Zoo Vadis Hard,
#: session 11"): a choice that fills the Star with the seat not the winner, in any world the choice is weighed
#: in, loses ``ENDING_SWING`` points, so it is taken only when every choice does; one that fills it with the
#: seat winning in every world gains them, so it is taken first (:func:`ending_mark`).  Easy stays naive: its
#: random choice, and its negotiator (``Temper.check_ending`` off), which sends such a deal.
ENDING_RULE = True
ENDING_SWING = 1000.0
#: Hard's Zoo Keeper plan (session 13; ``benchmarks/RESULTS.md``, "Zoo Vadis Hard, session 13"): its look-ahead
#: also weighs every Zoo Keeper move onto a path into the Star from an exhibit holding one of its animals
#: (:func:`keeper_to_star`), besides Normal's best few, where a keeper move never ranks (it gains nothing until
#: the next turn).  On since session 13 (+4.25 ± 3.4 points over 400 paired 5-player deals against four Normal
#: seats, better on 33, worse on 16); off: the session-12 Hard.
HARD_KEEPER_PLAN = True


@dataclass(frozen=True)
class HardTurn:
    """How Hard picks a turn-level choice (Zoo Vadis: the AI's turn; a setting, not a module knob).

    Attributes:
        top: how many of Normal's best-valued choices (:meth:`NormalChooser.scored`) Hard weighs further —
            1: it plays Normal's best (ties: advance, add, other deals, end the turn, keeper; then the legal
            order); k > 1: the k best, by the look-ahead or, with ``worlds`` 0, by its IS-MCTS ``chooser``;
            0: the IS-MCTS over every choice (the session-6 Hard).
        worlds: determinizations of the look-ahead; in each, every weighed choice is played out with every
            seat following Normal's rule (:func:`look_ahead`) and the best mean evaluation wins (0: the tree
            search instead).
        rounds: how many times Hard's turn comes round again before a play-out is evaluated.

    Raises:
        ValueError: a negative count, or ``rounds`` below 1.
    """

    top: int = 3
    worlds: int = 2
    rounds: int = 3

    def __post_init__(self) -> None:
        if self.top < 0 or self.worlds < 0 or self.rounds < 1:
            raise ValueError(f"bad Hard turn plan {self}")

    @property
    def searches(self) -> bool:
        """True when the turn choice is a tree search (``top`` 0, or k > 1 with no look-ahead), not a rule."""
        return self.top != 1 and not (self.top > 1 and self.worlds > 0)


#: Hard's turn plan at the table.  Session 7, against rule-on Normals (deals 0–199): 5 players 32.0 % with 3
#: rounds (Normal's best alone 27.0 %, the tree search over every choice 12.5 % on deals 0–39), 3 players 55.5 %
#: (Normal's best alone 33.0 %); ``benchmarks/RESULTS.md``, "Zoo Vadis Hard, session 7" and "session 8".
HARD_TURN = HardTurn()
#: every macro step stops after this many inner steps (a guard; a turn's deal steps are far fewer).
_SETTLE_LIMIT = 400


def _macro_choices(legal: list[Action]) -> list[Action]:
    """The turn-level actions the search weighs (the AI never asks the Hyena itself)."""
    kept = [a for a in legal if not (isinstance(a, Compose) and a.piece == "hyena")]
    return kept or legal


class MacroGame(GameState):
    """Zoo Vadis with deals folded in: only turn-level decisions remain (for the agents' search).

    Wraps a :class:`VadisState` (``inner``) that waits for a turn (``turn`` or ``post``) decision.
    :meth:`apply` plays the action, then lets the negotiators play every deal step that follows
    (``tempers[seat]`` for each seat) until the next turn-level decision or the end.
    """

    GAME_ID: ClassVar[str] = "zoo_vadis_macro"
    HAS_PRIVATE_INFO: ClassVar[bool] = True

    def __init__(self, inner: VadisState, tempers: tuple[Temper, ...]) -> None:
        self.inner = inner
        self.tempers = tempers
        self.observer = inner.observer

    @property
    def num_players(self) -> int:
        return self.inner.n

    def decision(self) -> Decision | None:
        return self.inner.decision()

    @property
    def current_player(self) -> int:
        return self.inner.current_player

    def forced_step(self) -> bool:
        return not self.inner.is_terminal() and len(self.legal_actions()) == 1

    def legal_actions(self) -> list[Action]:
        return _macro_choices(self.inner.legal_actions())

    def apply(self, action: Action) -> list[Event]:
        events = self.inner.apply(action)
        inner = self.inner
        for _ in range(_SETTLE_LIMIT):
            if inner.is_terminal() or inner.phase in (TURN, POST):
                break
            seat = inner.current_player
            step = respond(inner, seat, self.tempers[seat])
            assert step is not None
            events += inner.apply(step)
        return events

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def scores(self) -> list[int]:
        return self.inner.scores()

    def winners(self) -> list[int]:
        return self.inner.winners()

    def progress(self) -> Progress:
        return self.inner.progress()

    def view(self, seat: int) -> MacroGame:
        return MacroGame(self.inner.view(seat), self.tempers)

    def determinize(self, seat: int, rng: Rng) -> MacroGame:
        return MacroGame(self.inner.determinize(seat, rng), self.tempers)

    def clone(self) -> MacroGame:
        return MacroGame(self.inner.clone(), self.tempers)

    def to_json(self) -> dict[str, Any]:
        return self.inner.to_json()

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MacroGame:
        raise StateFormatError("a macro view is never saved")


def _macro_heuristic(state: GameState, seat: int) -> float:
    assert isinstance(state, MacroGame)
    return heuristic(state.inner, seat)


def _macro_hard_heuristic(state: GameState, seat: int) -> float:
    assert isinstance(state, MacroGame)
    return hard_heuristic(state.inner, seat)


def macro_spec(base: GameSpec, hard: bool = False) -> GameSpec:
    """The :class:`GameSpec` the generic agents search with (the base game's facts, the macro heuristic:
    Hard's own evaluation when ``hard``)."""
    return GameSpec(
        id="zoo_vadis_macro",
        title=base.title,
        min_players=base.min_players,
        max_players=base.max_players,
        new_state=base.new_state,
        state_from_json=base.state_from_json,
        action_from_json=base.action_from_json,
        heuristic=_macro_hard_heuristic if hard else _macro_heuristic,
    )


def _kind_rank(action: Action) -> int:
    """Normal's order among choices of equal value: advance an animal, add, other deals, end the turn, keeper."""
    if isinstance(action, Compose):
        return 0 if action.piece == "animal" else 2
    if isinstance(action, Add):
        return 1
    if isinstance(action, MoveKeeper):
        return 4
    return 3


def ending_mark(outcomes: list[bool | None]) -> float:
    """The ending rule's points for a choice (``ENDING_RULE``; 0 when it is off).

    ``outcomes`` has one entry per world the choice was played in: ``None`` when the game goes on, ``True``
    when the choice filled the Star (rule 7: the game ends at once) with the seat among the winners, ``False``
    when it ended with the seat not winning.  Returns ``-ENDING_SWING`` when any world ended with the seat not
    winning, ``+ENDING_SWING`` when every world ended with it winning, else 0.
    """
    if not ENDING_RULE or not outcomes:
        return 0.0
    if any(o is False for o in outcomes):
        return -ENDING_SWING
    return ENDING_SWING if all(o is True for o in outcomes) else 0.0


def _outcome(after: MacroGame, seat: int) -> bool | None:
    """``None`` while the game goes on, else whether ``seat`` is among the winners (see :func:`ending_mark`)."""
    return seat in after.inner.winners() if after.is_terminal() else None


def keeper_costs(inner: VadisState, seat: int) -> Callable[[Action], float]:
    """Normal's Zoo Keeper rule for ``seat``'s choice now: a function from a choice to its cost (points, >= 0).

    A :class:`MoveKeeper` as the turn's action costs ``NORMAL_KEEPER_COST``; one that puts the keeper back
    where the seat's own last keeper move, or the latest by anyone, took it from costs ``NORMAL_UNDO_COST``
    more (:meth:`VadisState.last_keeper_move`, public).  Every other choice costs nothing.
    """
    mine, latest = inner.last_keeper_move(seat), inner.last_keeper_move()
    undo = {m[0] for m in (mine, latest) if m is not None}
    turn_action = inner.phase == TURN
    board = inner.board

    def cost(action: Action) -> float:
        if not isinstance(action, MoveKeeper):
            return 0.0
        return (NORMAL_KEEPER_COST if turn_action else 0.0) + (
            NORMAL_UNDO_COST if board.space_index(action.space) in undo else 0.0)

    return cost


def greedy_step(state: MacroGame, seat: int) -> Action:
    """The choice Normal's rule makes for ``seat`` in the full state ``state`` (no determinization, first of ties).

    Each choice is valued by the shared heuristic after it, minus :func:`keeper_costs`, plus the ending rule
    (:func:`ending_mark`: never fill the Star losing while another choice does not; fill it winning first);
    ties go by :func:`_kind_rank`, then the legal order.  Used by Hard's look-ahead to play every seat.
    """
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    cost = keeper_costs(state.inner, seat)
    best: Action = legal[0]
    key: tuple[float, int] | None = None
    for action in legal:
        after = state.clone()
        after.apply(action)
        value = heuristic(after.inner, seat) - cost(action) + ending_mark([_outcome(after, seat)])
        k = (value, -_kind_rank(action))
        if key is None or k > key:
            key, best = k, action
    return best


def look_ahead(world: MacroGame, seat: int, action: Action, turns: int = 1, limit: int = 400) -> float:
    """``seat``'s shared heuristic after ``action`` and ``turns`` rounds of everyone's :func:`greedy_step`.

    ``world`` is a full (determinized) macro state, left unchanged.  After ``action`` every seat (``seat``'s
    own later steps included) plays Normal's rule; the evaluation is taken when ``seat``'s turn has begun
    ``turns`` more times, at the end of the game, or after ``limit`` steps (points).  When ``action`` itself
    ends the game, the ending rule's points are added (:func:`ending_mark`).
    """
    state = world.clone()
    state.apply(action)
    if state.is_terminal():
        return heuristic(state.inner, seat) + ending_mark([_outcome(state, seat)])
    others = False
    for _ in range(limit):
        if state.is_terminal():
            break
        mover = state.current_player
        if mover == seat and others:
            turns -= 1
            others = False
            if turns <= 0:
                break
        others = others or mover != seat
        state.apply(greedy_step(state, mover))
    return heuristic(state.inner, seat)


def keeper_to_star(inner: VadisState, seat: int, legal: list[Action]) -> list[Action]:
    """The Zoo Keeper moves among ``legal`` onto a path into the Star whose exhibit holds one of ``seat``'s animals.

    Zoo Vadis: the Zoo Keeper's path (an animal leaves along it without votes), so such a move readies a walk
    into the Star that no asked seat can refuse (``HARD_KEEPER_PLAN``).  ``legal``'s order is kept; other
    actions are left out.
    """
    board = inner.board
    star = exhibit_id(board.star)
    out: list[Action] = []
    for a in legal:
        if not isinstance(a, MoveKeeper):
            continue
        src, _, dst = a.space.partition(">")
        if dst == star and inner.animals[exhibit_index(src)][seat] > 0:
            out.append(a)
    return out


class NormalChooser(GreedyAgent):
    """Normal's turn chooser: the one-ply greedy search over macro steps, with a Zoo Keeper rule.

    Every choice is valued like :class:`~zooarcade.ai.GreedyAgent` (the mean evaluation after it over
    ``samples`` determinizations); then a Zoo Keeper move pays ``NORMAL_KEEPER_COST`` as the turn's action
    (so it is played only when it gains that much more than adding or advancing: opening the seat's own way
    or closing a rival's) and ``NORMAL_UNDO_COST`` more when it undoes a keeper move (back onto the space the
    seat's own last keeper move, or the latest by anyone, took it from; :meth:`VadisState.last_keeper_move`,
    public).  A free bonus keeper move (after the action) pays only the undo cost and must beat ending the turn.
    Ties go to advancing, then adding, then the agent's RNG.  Deterministic from the seed; no search.
    """

    name = "Normal"

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        assert isinstance(view, MacroGame)
        if len(legal) == 1:
            return legal[0]
        scored = yield from self.scored(view, seat, legal)
        top = max(v for v, _, _ in scored)
        near = [(rank, a) for v, rank, a in scored if v >= top - 1e-9]
        first = min(rank for rank, _ in near)
        best = [a for rank, a in near if rank == first]
        return best[self.rng.randrange(len(best))]

    def scored(self, view: MacroGame, seat: int, legal: list[Action]) -> Thinking:
        """Value every choice (a generator, like ``think``); return ``[(value, kind rank, action)]``, ``legal``'s order.

        The value is the mean evaluation after the choice over ``samples`` determinizations, minus the Zoo
        Keeper costs of the class docstring, plus the ending rule (:func:`ending_mark` over those worlds:
        ``-ENDING_SWING`` for a choice that fills the Star with the seat losing in some world, ``+ENDING_SWING``
        for one that fills it with the seat winning in all) (points); the kind rank is :func:`_kind_rank`.
        """
        rng = self.rng
        worlds = [view.determinize(seat, rng) for _ in range(self.samples)]
        cost = keeper_costs(view.inner, seat)
        scored: list[tuple[float, int, Action]] = []
        started = time.perf_counter()
        evaluate = self.spec.heuristic
        for action in legal:
            total = 0.0
            outcomes: list[bool | None] = []
            for w in worlds:
                after = self._after(w, action)
                total += evaluate(after, seat)
                outcomes.append(_outcome(after, seat))
            value = total / len(worlds) + ending_mark(outcomes)
            scored.append((value - cost(action), _kind_rank(action), action))
            if time.perf_counter() - started > SLICE_SECONDS:
                yield
                started = time.perf_counter()
        return scored


class VadisAgent(Agent):
    """A Zoo Vadis AI seat: the level's turn chooser over :class:`MacroGame`, and its negotiator for deal steps.

    Args:
        level: ``"easy"``, ``"normal"`` or ``"hard"``.
        seed: seeds the agent's RNG (and its chooser's).
        think_time: Hard's seconds per turn decision (``None``: its fixed iteration budget).

    Raises:
        ValueError: an unknown level or a non-positive think time.
    """

    def __init__(self, level: str, seed: int, think_time: float | None = None) -> None:
        from zooarcade.games.zoo_vadis import spec as vadis_spec

        if level not in TEMPERS:
            raise ValueError(f"unknown Zoo Vadis level {level!r}")
        if think_time is not None and not think_time > 0:
            raise ValueError(f"think_time must be positive seconds, got {think_time}")
        super().__init__(vadis_spec(), seed)
        self.level = level
        self.name = level.capitalize()
        #: seconds of work a turn decision may take (``None``: the fixed budgets, reproducible).
        self.think_time = think_time
        self.temper = TEMPERS[level]
        own = HARD_OWN_EVALUATION if level == "hard" else NORMAL_OWN_EVALUATION if level == "normal" else False
        search = macro_spec(self.spec, hard=own)
        self.chooser: Agent
        if level == "easy":
            self.chooser = RandomAgent(search, seed, greedy_share=EASY_GREEDY_SHARE)
        elif level == "normal":
            chooser = NormalChooser if NORMAL_KEEPER_RULE else GreedyAgent
            self.chooser = chooser(search, seed, samples=NORMAL_SAMPLES)
        else:
            config = (
                HARD_CONFIG
                if think_time is None
                else SearchConfig(**{**HARD_CONFIG.__dict__, "iterations": 100_000, "time_limit": think_time})
            )
            self.chooser = ISMCTSAgent(search, seed, config)
            deal = SearchConfig(**{**HARD_CONFIG.__dict__, "iterations": HARD_DEAL_ITERATIONS, "quick_share": 1.0})
            if think_time is not None:
                deal = SearchConfig(**{**deal.__dict__, "iterations": 100_000,
                                       "time_limit": think_time * HARD_DEAL_SHARE})
            self.dealer = ISMCTSAgent(search, seed, deal)
            self.ranker = NormalChooser(macro_spec(self.spec), seed, samples=NORMAL_SAMPLES)
        #: Hard's turn plan (:class:`HardTurn`; a benchmark or test may give an agent another).
        self.turn_plan = HARD_TURN
        #: Hard: which deal steps it searches (see ``HARD_SEARCH_ANSWERS``); knobs a benchmark may change.
        self.search_answers = level == "hard" and HARD_SEARCH_ANSWERS
        self.search_offers = level == "hard" and HARD_SEARCH_OFFERS
        self.chooser.rng = self.rng

    @property
    def rng(self) -> Rng:
        """The agent's generator, shared with its chooser (so a saved or handed-over RNG state drives both)."""
        return self._rng

    @rng.setter
    def rng(self, value: Rng) -> None:
        # the session and the AI worker replace an agent's RNG after building it (Continue, think jobs)
        self._rng = value
        for name in ("chooser", "dealer", "ranker"):
            inner: Agent | None = self.__dict__.get(name)
            if inner is not None:
                inner.rng = value

    def _by_value(self, chosen: Action, choices: list[Action], searcher: Agent | None = None) -> Action:
        """Hard's pick: the root choice of highest mean reward (the search's own pick breaks ties).

        At Hard's budget a turn's 8-20 choices end with near-equal visit counts (the UCB bonus outweighs
        reward differences of a few points), so "most visited" is close to a coin toss; the mean reward over
        those equal samples is the better estimate.  Easy and Normal keep their choosers' picks.
        """
        values = getattr(searcher or self.chooser, "last_values", None)
        if not (self.level == "hard" and HARD_PICK_BY_VALUE and values):
            return chosen
        best = max(choices, key=lambda a: (values.get(a, -1.0), a == chosen))
        return best if values.get(best, -1.0) >= 0 else chosen

    def _tempers(self, n: int, seat: int) -> tuple[Temper, ...]:
        """How the search expects each seat to deal: this agent as itself, the others as Normal."""
        return tuple(self.temper if s == seat else TEMPERS["normal"] for s in range(n))

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        assert isinstance(view, VadisState)
        if view.phase in (TURN, POST):
            choices = _macro_choices(legal)
            if len(choices) == 1:
                return choices[0]
            macro = MacroGame(view, self._tempers(view.n, seat))
            plan = self.turn_plan
            if self.level == "hard" and plan.top > 0:
                scored = yield from self.ranker.scored(macro, seat, choices)
                order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], scored[i][1], i))
                if ENDING_RULE:
                    if scored[order[0]][0] >= ENDING_SWING / 2:
                        return choices[order[0]]  # it fills the Star winning in every world weighed
                    # never weigh a choice that fills the Star losing while another is left
                    order = [i for i in order if scored[i][0] > -ENDING_SWING / 2] or order[:1]
                ranked = [choices[i] for i in order]
                choices = ranked[: plan.top]
                if HARD_KEEPER_PLAN and plan.worlds > 0:
                    choices += [a for a in keeper_to_star(view, seat, ranked) if a not in choices]
                if len(choices) == 1:
                    return choices[0]
                if plan.worlds > 0:
                    return (yield from self._look_ahead(macro, seat, choices))
            chosen = yield from self.chooser.think(macro, choices)
            return self._by_value(chosen, choices)
        if self._searches(view.phase) and len(legal) > 1:
            macro = MacroGame(view, self._tempers(view.n, seat))
            chosen = yield from self.dealer.think(macro, legal)
            return self._by_value(chosen, legal, self.dealer)
        step = respond(view, seat, self.temper)
        return step if step is not None and step in legal else legal[-1]

    def _look_ahead(self, macro: MacroGame, seat: int, choices: list[Action]) -> Thinking:
        """Hard's pick among ``choices`` (best first): the highest mean :func:`look_ahead` over determinizations.

        One world at a time, every choice played out in it (so the choices are always compared over the same
        worlds); with a think time, no new world is started once that many seconds of this thread's CPU time
        are spent (the first is always finished) — CPU, not wall time, so a loaded machine does not cut the
        look-ahead short (the IS-MCTS budgets count the same way).  Ties keep the earlier (better valued by
        Normal) choice.
        """
        totals = [0.0] * len(choices)
        spent = 0.0
        plan = self.turn_plan
        for k in range(plan.worlds):
            if k and self.think_time is not None and spent >= self.think_time:
                break
            world = macro.determinize(seat, self.rng)
            for i, action in enumerate(choices):
                started = time.thread_time()
                totals[i] += look_ahead(world, seat, action, plan.rounds)
                spent += time.thread_time() - started
                yield
        best = max(range(len(choices)), key=lambda i: (totals[i], -i))
        return choices[best]

    def _searches(self, phase: str) -> bool:
        """True when Hard searches its deal step of ``phase`` (``HARD_SEARCH_ANSWERS``) instead of its negotiator."""
        if phase in (ANSWER, COUNTER):
            return self.search_answers
        return phase in (OFFER, COMPOSE) and self.search_offers

    def review_position(self, view: GameState) -> tuple[GameState, bool]:
        """For the game review: the position this agent's chooser searches for ``view`` (the mover's view).

        Returns ``(MacroGame(view, tempers), searched)``: the macro position (at a deal step too,
        where the search then weighs the deal step itself, each followed by the negotiators'
        replies), and whether Hard searches this decision at the table rather than playing a rule
        there: at a turn step Normal's valuation and the look-ahead (shipped; :attr:`HardTurn.searches`), at
        a deal step its negotiator.
        """
        assert isinstance(view, VadisState)
        turn_search = self.level == "hard" and self.turn_plan.searches
        searched = (view.phase in (TURN, POST) and turn_search) or self._searches(view.phase)
        return MacroGame(view, self._tempers(view.n, view.current_player)), searched


def make_vadis_agent(level: str, seed: int, think_time: float | None) -> Agent:
    """Build the Zoo Vadis agent of ``level`` (``GameSpec.agent_factory``).

    Raises:
        ValueError: unknown level or non-positive think time.
    """
    return VadisAgent(level, seed, think_time)
