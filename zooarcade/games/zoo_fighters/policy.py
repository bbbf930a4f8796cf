"""Zoo Fighters II: the fast default policy the AI plays in its simulations, and Reprisal risk.

* :func:`playout_action` — a sensible action for the seat to move in a full state, for every
  seat of a simulation: greedy payments that weigh Reprisal risk, prevention of Reprisals,
  cancels and taxes against a rival's valuable or trigger-completing Event, Opponents in front
  of the rival closest to the trigger, sensible choices.  Its numbers are a
  :class:`PolicyWeights`.
* :func:`reprisal_rates`, :func:`posterior_risk` — the expected Reprisal cost of taking a card of
  a back colour: the deck's base rate, or the posterior from what one seat has seen.
* :func:`pay_cost` — the cost of one payment step (lower is better), shared with the Hard agent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from zooarcade.core.protocol import Action
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.actions import (
    END_TURN,
    GIVE_UP,
    PASS,
    Choose,
    Declare,
    Defeat,
    GiveUp,
    Pass,
    PayExhaust,
    PayHand,
    PayPick,
    PayTake,
    PlayAction,
    UseExhaust,
    choose,
)
from zooarcade.games.zoo_fighters.data import TRIGGER_MOVES, Effect, Kind, Reprisal
from zooarcade.games.zoo_fighters.evaluation import OPPONENT_PENALTY, card_value, event_value, missing
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import ItemKind, Payment, Task, TaskKind

#: what a Reprisal costs the taker (points-like), by kind; prevented uses also lose the Chi.
REPRISAL_COST = MappingProxyType({
    Reprisal.PREVENT_HOLDER_DRAWS: 1.3, Reprisal.PREVENT: 0.9, Reprisal.TAKER_DISCARDS_RANDOM: 0.8,
    Reprisal.TAKER_DISCARDS: 1.2, Reprisal.TAKER_COST_UP: 0.7, Reprisal.TAKER_GIVES: 1.0,
    Reprisal.NO_MORE_TAKES: 0.3, Reprisal.HOLDER_TAKES_RANDOM: 1.0,
})

#: Effects of main-step Actions and Exhaust effects worth playing for themselves (more cards or a look).
_CARD_GAIN = frozenset({Effect.DRAW, Effect.SMOKE_BOMB, Effect.TAKE_RANDOM})
_INFO_GAIN = frozenset({Effect.DRAW_DISCARD, Effect.TAKE_RANDOM, Effect.TAKE_CHOICE, Effect.LOOK_HAND})
_EVENT_ANSWERS = frozenset({Effect.CANCEL_EVENT, Effect.EVENT_COST_UP, Effect.OTHERS_EVENT_COST_UP})

Risk = Callable[[int, int], float]


@dataclass(frozen=True)
class PolicyWeights:
    """The numbers of :func:`playout_action` (points-like unless noted).

    Attributes:
        declare_chi_cost: what one symbol of a declared cost is reckoned to cost (most Chi
            comes from neighbours); an Event is declared when its worth per reckoned cost is at
            least ``declare_min``.
        declare_min: see ``declare_chi_cost``.
        keep_move: extra cost of spending a Special Move from hand as Chi while its owner has
            fewer than three in play.
        take_gain: gain of taking a neighbour's card (the neighbour loses it); ``threat_take_gain``
            more from the seat closest to the trigger.
        threat_take_gain: see ``take_gain``.
        opponent_on_threat, opponent_elsewhere: factors on :data:`OPPONENT_PENALTY` for an
            Opponent placed in front of the main threat / anyone else.
        opponent_max_missing: place Opponents only in front of a seat missing at most this many
            of the three elements (an Opponent costs its placer an Event slot: the other rivals
            gain).
        move_urgency: added to a Special Move's worth when choosing what to declare (a move in
            hand can be taken by a neighbour; the EX Form and a weapon cannot).
        answer_worth: answer (cancel or tax) a rival's Event worth at least this much; from the
            main threat, at least ``answer_threat_worth``; always when it would finish the
            rival's three elements.
        answer_threat_worth: see ``answer_worth``.
        defeat_score, card_gain_score, info_score: main-step scores (worth per reckoned cost) of
            defeating an Opponent, playing for cards, using a look or take.
        prevent_at: prevent a Reprisal costing at least this much.
    """

    declare_chi_cost: float = 0.3
    declare_min: float = 1.0
    keep_move: float = 0.3
    take_gain: float = 0.25
    threat_take_gain: float = 0.15
    opponent_on_threat: float = 1.3
    opponent_elsewhere: float = 0.0
    opponent_max_missing: int = 2
    move_urgency: float = 3.0
    answer_worth: float = 3.5
    answer_threat_worth: float = 2.5
    defeat_score: float = 1.8
    card_gain_score: float = 2.0
    info_score: float = 2.0
    prevent_at: float = 0.0


#: The weights the AI uses.
DEFAULT_WEIGHTS = PolicyWeights()


# ---------------------------------------------------------------------------- Reprisal risk
def reprisal_rates(s: FightersState) -> dict[int, tuple[float, float]]:
    """Per back colour: ``(share of that colour's cards with a Reprisal, mean cost of one)`` in this deck."""
    counts: dict[int, list[float]] = {}
    for d in s.defs:
        entry = counts.setdefault(d.colour, [0.0, 0.0, 0.0])
        entry[0] += 1
        if d.reprisal is not None:
            entry[1] += 1
            entry[2] += REPRISAL_COST[d.reprisal]
    return {c: (e[1] / e[0], e[2] / e[1] if e[1] else 0.0) for c, e in counts.items()}


def posterior_risk(view: FightersState, seat: int, holder: int, colour: int) -> float:
    """Expected Reprisal cost (points-like) of taking a random ``colour``-backed card from ``holder``.

    From ``seat``'s side (``view`` may be its view): the cards of that colour in ``holder``'s
    hand that ``seat`` knows count exactly; each hidden one is any unseen card of that colour
    (the posterior a determinization samples).
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
            known_cost += REPRISAL_COST[r] if r is not None else 0.0
    per = 0.0
    if hidden:
        visible = set(view.all_cards()) - {None}
        unseen = [d for i, d in enumerate(defs) if i not in visible and d.colour == colour]
        if unseen:
            per = sum(REPRISAL_COST[d.reprisal] for d in unseen if d.reprisal is not None) / len(unseen)
    total = known + hidden
    return (known_cost + hidden * per) / total if total else 0.0


def base_risk(rates: dict[int, tuple[float, float]]) -> Risk:
    """Return a ``risk(holder, colour)`` from the deck's base rates (what a simulation assumes)."""

    def risk(holder: int, colour: int) -> float:
        share, cost = rates.get(colour, (0.0, 0.0))
        return share * cost

    return risk


# ---------------------------------------------------------------------------- threats and payments
def threat(s: FightersState, seat: int) -> int:
    """The rival of ``seat`` closest to the three elements (fewest missing, then most points, then lowest seat)."""
    best = -1
    key = (0, 0)
    for i in range(s.n):
        if i == seat:
            continue
        k = (-missing(s, i), s.points(i))
        if best < 0 or k > key:
            best, key = i, k
    return best


def pay_cost(s: FightersState, seat: int, action: Action, risk: Risk, rival: int,
             w: PolicyWeights = DEFAULT_WEIGHTS) -> float:
    """Cost (points-like) of one payment step for ``seat`` in the payment at the front: lower is better.

    ``risk(holder, colour)`` gives the expected Reprisal cost of a random take; ``rival`` is the
    seat whose cards are best taken (the main threat).  Giving up costs 50.
    """
    p = s.tasks[0]
    assert isinstance(p, Payment)
    short = chi.shortfall(p.need, p.pool)
    if isinstance(action, PayHand):
        d = s.defs[action.card]
        waste = max(0, d.chi_amount - (short - chi.shortfall(p.need, chi.add(p.pool, d.colour, d.chi_amount))))
        value = card_value(d)
        if d.kind is Kind.MOVE and len(s.moves[seat]) < TRIGGER_MOVES:
            value += w.keep_move
        return value + 0.35 * waste
    if isinstance(action, PayTake | PayPick):
        holder = action.seat
        gain = w.take_gain + (w.threat_take_gain if holder == rival else 0.0)
        immune = bool(s.permanent(seat, Effect.REPRISAL_IMMUNE))
        if isinstance(action, PayPick):
            r = s.defs[action.card].reprisal
            cost = REPRISAL_COST[r] if r is not None and not immune else 0.0
            if s.defs[action.card].kind is Kind.MOVE:
                gain += 0.3  # a Special Move taken from a rival's hand
        else:
            cost = 0.0 if immune else risk(holder, action.colour)
        guard = 0.6 if s.permanent(holder, Effect.SHELL_GUARD) and holder not in p.guarded else 0.0
        return cost + guard - gain
    if isinstance(action, PayExhaust):
        made = s.generator_chi(action.source)
        amount = made[1] if made else 1
        waste = max(0, amount - (short - chi.shortfall(p.need, chi.add(p.pool, action.colour, amount))))
        cost = 0.12 + 0.3 * waste
        if s.ability(action.source).permanent is Effect.MOVES_COST_LESS:
            cost += 0.8  # Blaze's EX discount goes off while exhausted
        return cost
    return 50.0


def can_finish(s: FightersState, p: Payment) -> bool:
    """True when the Chi still in the payer's reach covers what payment ``p`` still owes."""
    fixed, flexible = s.reach(p.payer)
    return chi.reach_shortfall(p.need, p.pool, fixed, flexible) == 0


def best_payment(s: FightersState, seat: int, legal: Sequence[Action], risk: Risk,
                 w: PolicyWeights = DEFAULT_WEIGHTS) -> Action:
    """The cheapest payment step by :func:`pay_cost` (first in ``legal`` on ties); give up when it can't finish."""
    p = s.tasks[0]
    assert isinstance(p, Payment)
    if not can_finish(s, p):
        return GIVE_UP
    rival = threat(s, seat)
    best, best_cost = legal[0], float("inf")
    for a in legal:
        if isinstance(a, GiveUp):
            continue
        c = pay_cost(s, seat, a, risk, rival, w)
        if c < best_cost:
            best, best_cost = a, c
    return best


def reprisal_cost(s: FightersState, p: Payment) -> float:
    """What the Reprisal waiting in payment ``p`` would cost its taker (points-like)."""
    r = s.defs[p.reprisal].reprisal
    return REPRISAL_COST.get(r, 0.0) if r is not None else 0.0


# ---------------------------------------------------------------------------- the default policy
def playout_action(s: FightersState, legal: Sequence[Action], rng: Rng,
                   rates: dict[int, tuple[float, float]] | None = None,
                   w: PolicyWeights = DEFAULT_WEIGHTS) -> Action:
    """A fast sensible action for the seat to move in the full state ``s`` (any seat of a simulation).

    Args:
        s: a full (true or determinized) state that is not over.
        legal: ``s.legal_actions()``.
        rng: breaks nothing today (the policy is deterministic); kept for callers' symmetry.
        rates: :func:`reprisal_rates` of ``s`` (computed when ``None``).
        w: the policy's numbers.

    Returns:
        One of ``legal``: payments by :func:`best_payment` on the deck's base Reprisal rates;
        Reprisal windows: prevent one that costs at least ``w.prevent_at``; priority: answer a
        rival's valuable or trigger-completing Event, cancel what hits your play, else pass;
        main step: the Event of best worth per reckoned cost, else end the turn; choices: keep
        the best cards, give and discard the worst, name the main threat.
    """
    if len(legal) == 1:
        return legal[0]
    seat = s.current_player
    front = s.tasks[0] if s.tasks else None
    if isinstance(front, Payment):
        if front.reprisal >= 0:
            stops = [a for a in legal if not isinstance(a, Pass)]
            return stops[0] if stops and reprisal_cost(s, front) >= w.prevent_at else PASS
        return best_payment(s, seat, legal, base_risk(rates if rates is not None else reprisal_rates(s)), w)
    if isinstance(front, Task):
        return _choice(s, front, legal)
    if s.stack:
        return _respond(s, seat, legal, w)
    return _main_step(s, seat, legal, w)


def _finishes(s: FightersState, seat: int, what: str) -> bool:
    """True when an Event of kind ``what`` resolving for ``seat`` would complete its three elements."""
    if s.trigger >= 0 or s.opponents[seat]:
        return False
    need = missing(s, seat)
    if need != 1:
        return False
    if what == "move":
        return len(s.moves[seat]) < TRIGGER_MOVES
    return (what == "ex" and not s.ex[seat]) or (what == "weapon" and s.weapon[seat] < 0)


def _respond(s: FightersState, seat: int, legal: Sequence[Action], w: PolicyWeights) -> Action:
    top = s.stack[-1]
    rival = -2
    for a in legal:
        if not isinstance(a, PlayAction | UseExhaust):
            continue
        effect = s.response_effect(a)
        target = next((it for it in s.stack if it.uid == a.target), None)
        if target is None:
            continue
        if target.kind is ItemKind.EVENT and effect in _EVENT_ANSWERS:
            worth = event_value(s, target.controller, target.effect, target.card)
            if target.effect == "opponent" and target.target == seat:
                worth += 2.5
            if rival == -2:
                rival = threat(s, seat)
            if (worth >= w.answer_worth or (target.controller == rival and worth >= w.answer_threat_worth)
                    or _finishes(s, target.controller, target.effect)):
                return a
        elif target.kind is not ItemKind.EVENT and target is top:
            victim = target.target
            if victim == seat or any(it.uid == victim and it.controller == seat for it in s.stack):
                return a
    return PASS


def _main_step(s: FightersState, seat: int, legal: Sequence[Action], w: PolicyWeights) -> Action:
    best: Action = END_TURN
    best_score = 0.0
    rival = -2
    for a in legal:
        if isinstance(a, Declare):
            symbols = max(1, sum(s.locked_cost(seat, a.what, a.card, a.target)))
            if a.what == "opponent":
                if missing(s, a.target) > w.opponent_max_missing:
                    continue
                if rival == -2:
                    rival = threat(s, seat)
                worth = OPPONENT_PENALTY * (w.opponent_on_threat if a.target == rival else w.opponent_elsewhere)
            else:
                worth = event_value(s, seat, a.what, a.card)
                if a.what == "move":
                    worth += w.move_urgency
            score = worth / (w.declare_chi_cost * symbols)
        elif isinstance(a, Defeat):
            score = w.defeat_score
        elif isinstance(a, PlayAction) and s.defs[a.card].ability.exhaust in _CARD_GAIN:
            score = w.card_gain_score
        elif isinstance(a, UseExhaust) and s.ability(a.source).exhaust in _INFO_GAIN:
            score = w.info_score
        else:
            continue
        if score > best_score:
            best, best_score = a, score
    if best_score >= w.declare_min:
        return best
    return END_TURN if END_TURN in legal else legal[-1]


def _choice(s: FightersState, t: Task, legal: Sequence[Action]) -> Action:
    defs = s.defs
    values = [a.value for a in legal if isinstance(a, Choose)]
    kind = t.kind
    if kind in (TaskKind.PLAYER, TaskKind.NEIGHBOUR):
        seats = [v for v in values if v >= 0]
        rival = threat(s, t.seat)
        return choose(rival if rival in seats else max(seats, key=lambda x: (len(s.hands[x]), -x)))
    cards = [v for v in values if v >= 0]
    if not cards:
        return legal[0]
    if kind in (TaskKind.TAKE, TaskKind.KEEP):
        return choose(max(cards, key=lambda c: (card_value(defs[c]), -c)))
    worst = min(cards, key=lambda c: (card_value(defs[c]), c))
    if kind is TaskKind.STAMPEDE and card_value(defs[worst]) > 0.6:
        return choose(-1)
    return choose(worst)
