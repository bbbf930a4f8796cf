"""Zoo Fighters II: evaluation and agents (pure Python; agents see only their seat's view).

* :func:`heuristic` — a points-like value of a full (determinized) state for one seat: the
  seat's estimated worth (score, progress to the three elements, hand and engine, Opponents in
  front, plays in flight on the stack or being paid) minus its strongest rival's.  Fast: it runs
  thousands of times per decision.
* :func:`ai_filter` — the rule every level obeys: of several actions that differ only in which
  of two identical cards is used, keep one.
* :func:`playout_action` — a fast default policy for simulations (every seat): greedy payments
  that weigh Reprisal risk, prevention of Reprisals, cancels against valuable Events, sensible
  choices.
* :class:`FightersAgent` — Hard: payment steps chosen by a cost rule that infers the Reprisal
  risk of each neighbour's colour from the backs and the cards it has seen; every other decision
  by simulating each candidate (over determinizations of its view) through the play it starts —
  payment, responses, resolution — with :func:`playout_action` for every seat, then
  :func:`heuristic`.  Priority windows and Reprisal answers are quick decisions (fewer samples).

Easy and Normal are the generic Random and Greedy agents (:mod:`zooarcade.ai`) on this heuristic.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from zooarcade.ai.base import Agent, Thinking
from zooarcade.core.protocol import Action, DecisionKind, GameSpec, GameState
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import (
    Choose,
    Declare,
    Defeat,
    EndTurn,
    GiveUp,
    Pass,
    PayExhaust,
    PayHand,
    PayPick,
    PayTake,
    PlayAction,
    UseExhaust,
)
from zooarcade.games.zoo_fighters.data import (
    CHAOS,
    FIGHTER_BASE,
    FIGHTERS,
    TRIGGER_MOVES,
    WEAPON_BASE,
    WEAPONS,
    CardDef,
    Effect,
    Kind,
    Reprisal,
)
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import ItemKind, Payment, PayPurpose, Task, TaskKind

# ---------------------------------------------------------------------------- weights (points)
#: worth of the race to the three elements by events still missing (Opponents in front count one each):
#: steep at 2 and below, where the trigger is one turn of two Events away.
RACE = (13.0, 11.0, 8.5, 5.0, 3.2, 2.0, 1.2, 0.6, 0.2)
#: worth of an EX Form's own abilities beyond being one of the three elements (for Event values).
EX_VALUE = 0.6
#: worth of holding a weapon beyond its points and the race (its ability; for Event values).
WEAPON_PROGRESS = 0.3
#: cost of an Opponent in front of a player (it blocks Events until defeated; for Event values).
OPPONENT_PENALTY = 2.2
#: worth of a prepared Chi generator or ability (it refreshes at your end step).
ENGINE_VALUE = 0.35
#: hand worth stops growing linearly after this many points of cards.
HAND_SOFT_CAP = 7.0
#: share of a rival's value subtracted: the best rival's, blended with the rivals' mean.
BEST_RIVAL_SHARE = 0.75
#: what one Chi of a declared cost is reckoned to cost the playout policy (most comes from neighbours).
DECLARE_CHI_COST = 0.3
#: chance an Event on the stack resolves when nothing targets it / when a cancel sits above it.
P_RESOLVE, P_RESOLVE_CANCELLED = 0.85, 0.15

#: worth of an Action card in hand by its effect (as a response or a free play).
_ACTION_VALUE = {
    Effect.CANCEL_EVENT: 1.3, Effect.EVENT_COST_UP: 0.9, Effect.CANCEL_ACTION: 0.7, Effect.CANCEL_EXHAUST: 0.5,
    Effect.DRAW: 0.55, Effect.REVERSE: 0.4, Effect.SMOKE_BOMB: 0.8, Effect.TARGET_DISCARDS_RANDOM: 0.7,
    Effect.PREVENT_REPRISAL: 0.6, Effect.REFRESH_ONE: 0.5, Effect.TAKE_RANDOM: 0.9,
}
#: what a Reprisal costs the taker (points-like), by kind; prevented uses also lose the Chi.
_REPRISAL_COST = {
    Reprisal.PREVENT_HOLDER_DRAWS: 1.3, Reprisal.PREVENT: 0.9, Reprisal.TAKER_DISCARDS_RANDOM: 0.8,
    Reprisal.TAKER_DISCARDS: 1.2, Reprisal.TAKER_COST_UP: 0.7, Reprisal.TAKER_GIVES: 1.0,
    Reprisal.NO_MORE_TAKES: 0.3, Reprisal.HOLDER_TAKES_RANDOM: 1.0,
}


def card_value(d: CardDef) -> float:
    """Worth of a card in hand (points-like): its Chi, or its play when that is worth more."""
    if d.kind is Kind.CHI:
        return 0.7 if d.colour == CHAOS else 0.55
    if d.kind is Kind.DOUBLE_CHI:
        return 1.0
    if d.kind is Kind.ACTION:
        effect = d.ability.exhaust
        return _ACTION_VALUE.get(effect, 0.5) if effect is not None else 0.5
    if d.kind is Kind.MOVE:
        return 0.45 + 0.3 * d.points
    return 0.9  # an Opponent to place


def _hand_worth(s: FightersState, seat: int) -> float:
    defs = s.defs
    total = 0.0
    for c in s.hands[seat]:
        total += 0.55 if c is None else card_value(defs[c])
    if total > HAND_SOFT_CAP:
        total = HAND_SOFT_CAP + 0.5 * (total - HAND_SOFT_CAP)
    return total


def race_gain(s: FightersState, seat: int) -> float:
    """Worth (points-like) to ``seat`` of one more of the three elements, by :data:`RACE` (0 in the final stretch)."""
    if s.trigger >= 0:
        return 0.0
    need = missing(s, seat)
    if need <= 0:
        return 0.0
    now = RACE[need] if need < len(RACE) else 0.0
    return RACE[need - 1] - now if need - 1 < len(RACE) else 0.0


def event_value(s: FightersState, seat: int, what: str, card: int) -> float:
    """Worth to ``seat`` of an Event resolving (points-like): points, colour bonus, race progress, effect.

    ``what`` is a :class:`~.actions.Declare` kind ("move", "ex", "weapon", "opponent"); an
    Opponent's cost to the seat it stands in front of is counted on that seat's side.
    """
    colour = FIGHTERS[s.fighters[seat]].colour
    if what == "move":
        d = s.defs[card]
        v = d.points + (1 if d.colour == colour else 0)
        if len(s.moves[seat]) < TRIGGER_MOVES:
            v += race_gain(s, seat)
        ab = d.ability
        if ab.reveal is not None or ab.exhaust is not None or ab.permanent is not None:
            v += 0.6
        return v
    if what == "ex":
        return race_gain(s, seat) + EX_VALUE
    if what == "weapon":
        w = WEAPONS[card - WEAPON_BASE]
        return (w.points + (1 if w.colour == colour else 0) + race_gain(s, seat) + WEAPON_PROGRESS
                + (0.5 if w.ability.exhaust else 0.0))
    return 1.0


def missing(s: FightersState, seat: int) -> int:
    """Events ``seat`` still needs for the three elements, plus one per Opponent in front (a defeat uses a slot)."""
    need = max(0, TRIGGER_MOVES - len(s.moves[seat])) + (0 if s.ex[seat] else 1) + (0 if s.weapon[seat] >= 0 else 1)
    return need + len(s.opponents[seat])


def seat_worth(s: FightersState, seat: int) -> float:
    """Estimated worth of ``seat`` in a full state (points-like; see the module docstring).

    Score, plus the race to the three elements (:data:`RACE`, steep where a trigger is one turn
    away), plus hand and engine.
    """
    v = float(s.points(seat))
    if s.over:
        return v
    if s.trigger < 0:
        need = missing(s, seat)
        v += RACE[need] if need < len(RACE) else 0.0
    elif s.trigger == seat:
        v += RACE[0]
    v += _hand_worth(s, seat)
    exhausted = s.exhausted
    for src in s.sources(seat):
        ab = s.ability(src)
        if ab.exhaust is not None and src not in exhausted:
            v += ENGINE_VALUE
    return v


def _in_flight(s: FightersState, worth: list[float]) -> None:
    """Add the expected worth of Events on the stack and Events being paid to their controllers."""
    cancelled: set[int] = set()
    for it in s.stack:
        if it.kind is not ItemKind.EVENT and it.effect == Effect.CANCEL_EVENT:
            cancelled.add(it.target)
    for it in s.stack:
        if it.kind is ItemKind.EVENT:
            p = P_RESOLVE_CANCELLED if it.uid in cancelled else P_RESOLVE
            worth[it.controller] += p * event_value(s, it.controller, it.effect, it.card)
            if it.effect == "opponent" and 0 <= it.target < s.n:
                worth[it.target] -= p * OPPONENT_PENALTY
    for t in s.tasks:
        if isinstance(t, Payment) and t.purpose is not PayPurpose.DEFEAT:
            total = sum(t.need)
            paid = 1.0 - chi.shortfall(t.need, t.pool) / total if total else 1.0
            if t.item is not None:
                worth[t.payer] += (0.35 + 0.5 * paid) * event_value(s, t.payer, t.item.effect, t.item.card)
            else:  # an increase: the Event on the stack is at risk
                worth[t.payer] -= (1.0 - paid) * 1.5


def heuristic(state: GameState, seat: int) -> float:
    """Zoo Fighters II: ``seat``'s worth minus its rivals' (mostly the strongest one's), in points.

    Works on full (determinized) states; on a finished game it is the final margin, doubled, plus a
    win bonus.

    Raises:
        TypeError: ``state`` is not a Zoo Fighters II state.
    """
    if not isinstance(state, FightersState):
        raise TypeError("the Zoo Fighters II heuristic needs a FightersState")
    n = state.n
    if state.over:
        scores = state.scores()
        rivals = [scores[i] for i in range(n) if i != seat]
        bonus = 5.0 if seat in state.winners() else 0.0
        return 2.0 * (scores[seat] - max(rivals)) + bonus
    worth = [seat_worth(state, s) for s in range(n)]
    _in_flight(state, worth)
    rivals = [worth[i] for i in range(n) if i != seat]
    best = max(rivals)
    mean = sum(rivals) / len(rivals)
    return worth[seat] - (BEST_RIVAL_SHARE * best + (1 - BEST_RIVAL_SHARE) * mean)


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


def ai_filter(view: GameState, legal: list[Action]) -> list[Action]:
    """Keep one of several actions that differ only in which of two identical cards in your own hand is used."""
    if not isinstance(view, FightersState) or len(legal) < 2:
        return legal
    seat = view.current_player
    mine = set(view.hand_cards(seat)) if seat >= 0 else set()
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    for a in legal:
        card = _hand_card(a)
        if card is not None and card in mine:
            key = _same_as(a, view.defs[card].key)
            if key in seen:
                continue
            seen.add(key)  # type: ignore[arg-type]
        out.append(a)
    return out


# ---------------------------------------------------------------------------- Reprisal risk
def reprisal_rates(s: FightersState) -> dict[int, tuple[float, float]]:
    """Per back colour: ``(share of that colour's cards with a Reprisal, mean cost of one)`` in this deck."""
    counts: dict[int, list[float]] = {}
    for d in s.defs:
        entry = counts.setdefault(d.colour, [0.0, 0.0, 0.0])
        entry[0] += 1
        if d.reprisal is not None:
            entry[1] += 1
            entry[2] += _REPRISAL_COST[d.reprisal]
    return {c: (e[1] / e[0], e[2] / e[1] if e[1] else 0.0) for c, e in counts.items()}


def posterior_risk(view: FightersState, seat: int, holder: int, colour: int) -> float:
    """Expected Reprisal cost (points-like) of taking a random ``colour``-backed card from ``holder``.

    From ``seat``'s side: the cards of that colour in ``holder``'s hand that ``seat`` knows count
    exactly; each hidden one is any unseen card of that colour (the posterior a determinization samples).
    """
    defs = view.defs
    known_cost = 0.0
    known = 0
    hidden = 0
    for c, b in zip(view.hands[holder], view.backs[holder], strict=True):
        if b != colour:
            continue
        if c is None:
            hidden += 1
        else:
            known += 1
            r = defs[c].reprisal
            known_cost += _REPRISAL_COST[r] if r is not None else 0.0
    if hidden:
        visible = set(view.all_cards()) - {None}
        unseen = [d for i, d in enumerate(defs) if i not in visible and d.colour == colour]
        per = (sum(_REPRISAL_COST[d.reprisal] for d in unseen if d.reprisal is not None) / len(unseen)) \
            if unseen else 0.0
    else:
        per = 0.0
    total = known + hidden
    return (known_cost + hidden * per) / total if total else 0.0


def _immune(s: FightersState, seat: int) -> bool:
    return bool(s.permanent(seat, Effect.REPRISAL_IMMUNE))


def pay_cost(s: FightersState, seat: int, action: Action, risk: Any, leader: int) -> float:
    """Cost (points-like) of one payment step for ``seat``: lower is better.

    ``risk(holder, colour)`` gives the expected Reprisal cost of a random take.
    """
    p = s.tasks[0]
    assert isinstance(p, Payment)
    short = chi.shortfall(p.need, p.pool)
    if isinstance(action, PayHand):
        d = s.defs[action.card]
        waste = max(0, d.chi_amount - (short - chi.shortfall(p.need, chi.add(p.pool, d.colour, d.chi_amount))))
        value = card_value(d)
        if d.kind is Kind.MOVE and p.item is not None and p.item.effect == "move":
            value += 0.3
        return value + 0.35 * waste
    if isinstance(action, PayTake | PayPick):
        holder = action.seat
        base = -0.25 - (0.15 if holder == leader else 0.0)  # the neighbour loses the card
        if isinstance(action, PayPick):
            r = s.defs[action.card].reprisal
            cost = _REPRISAL_COST[r] if r is not None and not _immune(s, seat) else 0.0
        else:
            cost = 0.0 if _immune(s, seat) else risk(holder, action.colour)
        guard = 0.6 if s.permanent(holder, Effect.SHELL_GUARD) and holder not in p.guarded else 0.0
        return base + cost + guard
    if isinstance(action, PayExhaust):
        made = s.generator_chi(action.source)
        amount = made[1] if made else 1
        waste = max(0, amount - (short - chi.shortfall(p.need, chi.add(p.pool, action.colour, amount))))
        cost = 0.12 + 0.3 * waste
        ab = s.ability(action.source)
        if ab.permanent is Effect.MOVES_COST_LESS:
            cost += 0.8  # Blaze's EX discount goes off while exhausted
        return cost
    return 50.0  # giving up


def _can_finish(s: FightersState, p: Payment) -> bool:
    fixed, flexible = s.reach(p.payer)
    return chi.reach_shortfall(p.need, p.pool, fixed, flexible) == 0


# ---------------------------------------------------------------------------- default policy (playouts)
def playout_action(s: FightersState, legal: Sequence[Action], rng: Rng,
                   rates: dict[int, tuple[float, float]] | None = None) -> Action:
    """A fast sensible action for the seat to move in a full state (simulations of every seat).

    Payments: the cheapest step by :func:`pay_cost` with the deck's Reprisal base rates; gives up
    only when the Chi in reach can no longer finish.  Reprisal windows: prevent when possible.
    Priority: cancel or tax another seat's valuable Event, cancel an Action aimed at your Event,
    else pass.  Main step: the Event of best worth per symbol, else end the turn.  Choices: keep
    the best cards, give and discard the worst, name the leader.
    """
    if len(legal) == 1:
        return legal[0]
    seat = s.current_player
    front = s.tasks[0] if s.tasks else None
    if isinstance(front, Payment):
        if front.reprisal >= 0:
            for a in legal:
                if not isinstance(a, Pass):
                    return a
            return legal[0]
        if not _can_finish(s, front):
            return GiveUp()
        table = rates if rates is not None else reprisal_rates(s)
        leader = _leader(s, seat)

        def risk(holder: int, colour: int) -> float:
            share, cost = table.get(colour, (0.0, 0.0))
            return share * cost

        best, best_cost = legal[0], float("inf")
        for a in legal:
            if isinstance(a, GiveUp):
                continue
            c = pay_cost(s, seat, a, risk, leader)
            if c < best_cost:
                best, best_cost = a, c
        return best
    if isinstance(front, Task):
        return _choice(s, front, legal)
    if s.stack:
        return _respond(s, seat, legal, rng)
    return _main_step(s, seat, legal)


def _leader(s: FightersState, seat: int) -> int:
    others = [i for i in range(s.n) if i != seat]
    return max(others, key=lambda i: (s.points(i) + 2 * len(s.moves[i]) + 3 * s.ex[i], -i))


def _respond(s: FightersState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    top = s.stack[-1]
    for a in legal:
        if isinstance(a, PlayAction | UseExhaust):
            card = a.card if isinstance(a, PlayAction) else a.source
            effect = s.defs[card].ability.exhaust if isinstance(a, PlayAction) else s.ability(card).exhaust
            target = next((it for it in s.stack if it.uid == a.target), None)
            if target is None:
                continue
            if target.kind is ItemKind.EVENT and effect in (Effect.CANCEL_EVENT, Effect.EVENT_COST_UP,
                                                             Effect.OTHERS_EVENT_COST_UP):
                worth = event_value(s, target.controller, target.effect, target.card)
                if target.effect == "opponent" and target.target == seat:
                    worth += 2.5
                if worth >= 3.5 or (target.controller == _leader(s, seat) and worth >= 2.5):
                    return a
            elif target.kind is not ItemKind.EVENT and target is top:
                victim = target.target
                hits_me = any(it.uid == victim and it.controller == seat for it in s.stack) or victim == seat
                if hits_me:
                    return a
    return Pass()


def _main_step(s: FightersState, seat: int, legal: Sequence[Action]) -> Action:
    best: Action = EndTurn()
    best_score = 0.0
    for a in legal:
        if isinstance(a, Declare):
            need = s.locked_cost(seat, a.what, a.card, a.target)
            symbols = max(1, sum(need))
            worth = event_value(s, seat, a.what, a.card) if a.what != "opponent" else \
                OPPONENT_PENALTY * (1.3 if a.target == _leader(s, seat) else 0.8)
            score = worth / (DECLARE_CHI_COST * symbols)
        elif isinstance(a, Defeat):
            score = 1.8
        elif isinstance(a, PlayAction) and s.defs[a.card].ability.exhaust in (Effect.DRAW, Effect.SMOKE_BOMB,
                                                                               Effect.TAKE_RANDOM):
            score = 1.2
        elif isinstance(a, UseExhaust) and s.ability(a.source).exhaust in (Effect.DRAW_DISCARD, Effect.TAKE_RANDOM,
                                                                            Effect.TAKE_CHOICE, Effect.LOOK_HAND):
            score = 1.1
        else:
            continue
        if score > best_score:
            best, best_score = a, score
    return best if best_score >= 1.0 else (EndTurn() if EndTurn() in legal else legal[-1])


def _choice(s: FightersState, t: Task, legal: Sequence[Action]) -> Action:
    defs = s.defs
    values = [a.value for a in legal if isinstance(a, Choose)]
    kind = t.kind
    if kind in (TaskKind.PLAYER, TaskKind.NEIGHBOUR):
        seats = [v for v in values if v >= 0]
        return Choose(max(seats, key=lambda x: (s.points(x) + len(s.hands[x]) * 0.3, -x)))
    cards = [v for v in values if v >= 0]
    if not cards:
        return legal[0]
    if kind in (TaskKind.TAKE, TaskKind.KEEP):
        return Choose(max(cards, key=lambda c: (card_value(defs[c]), -c)))
    worst = min(cards, key=lambda c: (card_value(defs[c]), c))
    if kind is TaskKind.STAMPEDE and card_value(defs[worst]) > 0.6:
        return Choose(-1)
    return Choose(worst)


# ---------------------------------------------------------------------------- the Hard agent
class FightersAgent(Agent):
    """Hard: rule-based payments with inferred Reprisal risk, simulated evaluation of everything else.

    Args:
        spec: the game.
        seed: seeds the agent's private RNG.
        samples: determinizations per decision (``quick_samples`` for priority windows and Reprisal answers).
        think_time: optional cap in seconds of work per decision (an anytime budget: candidates are
            evaluated one determinization round at a time until it is spent).
        horizon: most simulated steps per candidate.
    """

    name = "Hard"

    def __init__(self, spec: GameSpec, seed: int, samples: int = 6, quick_samples: int = 3,
                 think_time: float | None = None, horizon: int = 80, depth: str = "settle",
                 pay_by_rule: bool = True) -> None:
        super().__init__(spec, seed)
        self.samples = samples
        self.quick_samples = quick_samples
        self.think_time = think_time
        self.horizon = horizon
        self.depth = depth
        self.pay_by_rule = pay_by_rule
        self.last_samples = 0

    def _think(self, view: GameState, seat: int, legal: list[Action]) -> Thinking:
        assert isinstance(view, FightersState)
        if len(legal) == 1:
            return legal[0]
        legal = ai_filter(view, legal)
        if len(legal) == 1:
            return legal[0]
        d = view.decision()
        assert d is not None
        front = view.tasks[0] if view.tasks else None
        if d.kind is DecisionKind.PAY and isinstance(front, Payment) and self.pay_by_rule:
            return self._pay(view, seat, legal, front)
        if isinstance(front, Payment) and front.reprisal >= 0:
            return self._answer_reprisal(view, seat, legal, front)
        return (yield from self._simulate_choice(view, seat, legal, quick=d.quick))

    # ------------------------------------------------------------------ payments
    def _pay(self, view: FightersState, seat: int, legal: list[Action], p: Payment) -> Action:
        if not _can_finish(view, p):
            return GiveUp()
        leader = _leader(view, seat)
        cache: dict[tuple[int, int], float] = {}

        def risk(holder: int, colour: int) -> float:
            key = (holder, colour)
            if key not in cache:
                cache[key] = posterior_risk(view, seat, holder, colour)
            return cache[key]

        options = [a for a in legal if not isinstance(a, GiveUp)]
        best = min(options, key=lambda a: (pay_cost(view, seat, a, risk, leader), options.index(a)))
        return best

    def _answer_reprisal(self, view: FightersState, seat: int, legal: list[Action], p: Payment) -> Action:
        d = view.defs[p.reprisal]
        cost = _REPRISAL_COST.get(d.reprisal, 0.0) if d.reprisal is not None else 0.0
        stops = [a for a in legal if not isinstance(a, Pass)]
        if stops and cost >= 0.7:
            return stops[0]
        return Pass()

    # ------------------------------------------------------------------ simulated evaluation
    def _simulate_choice(self, view: FightersState, seat: int, legal: list[Action], quick: bool) -> Thinking:
        rng = self.rng
        rates = reprisal_rates(view)
        samples = self.quick_samples if quick else self.samples
        budget = self.think_time * (0.25 if quick else 1.0) if self.think_time is not None else None
        started = time.perf_counter()
        slice_start = started
        totals = [0.0] * len(legal)
        rounds = 0
        while rounds < samples:
            world = view.determinize(seat, rng)
            for i, action in enumerate(legal):
                if isinstance(action, EndTurn) and self.depth == "settle":
                    totals[i] += heuristic(world, seat)  # stopping here keeps this position
                else:
                    sim = world.clone()
                    sim.apply(action)
                    self._roll(sim, seat, rates)
                    totals[i] += heuristic(sim, seat)
                if time.perf_counter() - slice_start > 0.003:
                    yield
                    slice_start = time.perf_counter()
            rounds += 1
            if budget is not None and time.perf_counter() - started > budget:
                break
        self.last_samples = rounds
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]

    def _roll(self, sim: FightersState, seat: int, rates: dict[int, tuple[float, float]]) -> None:
        """Play ``sim`` on with the default policy for every seat, as far as :attr:`depth` says (or the horizon)."""
        turn = sim.turn
        rng = self.rng
        depth = self.depth
        for _ in range(self.horizon):
            if sim.over:
                return
            if depth == "settle":
                if sim.turn != turn or (not sim.tasks and not sim.stack):
                    return  # back at the main step: the play has settled
            elif depth == "turn":
                if sim.turn != turn:
                    return
            elif depth == "round":
                if sim.turn != turn and sim.active == seat:
                    return
            legal = sim.legal_actions()
            sim.apply(playout_action(sim, legal, rng, rates))


def agent_factory(level: str, seed: int, think_time: float | None) -> Agent | None:
    """Zoo Fighters II's own agents: Hard is :class:`FightersAgent`; Easy and Normal are the generic ones."""
    if level != "hard":
        return None
    from zooarcade.games.zoo_fighters import spec

    return FightersAgent(spec(), seed, think_time=think_time)
