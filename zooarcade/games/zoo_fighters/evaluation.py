"""Zoo Fighters II: what positions and cards are worth to the AI (pure Python, points-like values).

* :func:`heuristic` — a points-like value of a full (determinized) state for one seat: the
  seat's estimated worth (score, progress to the three elements, hand and engine, Plays in
  flight on the stack or being paid) minus its strongest rival's.  Fast: it runs thousands of
  times per decision.  Normal and the generic searches use it.
* :func:`card_value`, :func:`event_value`, :func:`race_gain`, :func:`missing` — the pieces, also
  used by the playout policy (:mod:`.policy`) and the Hard agent (:mod:`.ai`).

Every weight is a named constant here so a balance or tuning pass can change it.
"""

from __future__ import annotations

import math
from types import MappingProxyType

from zooarcade.core.protocol import GameState
from zooarcade.games.zoo_fighters import chi
from zooarcade.games.zoo_fighters.data import (
    BASE_DECK,
    CHAOS,
    EVENTS_PER_TURN,
    FIGHTERS,
    TRIGGER_MOVES,
    WEAPON_BASE,
    WEAPONS,
    CardDef,
    Effect,
    Kind,
)
from zooarcade.games.zoo_fighters.rules import FightersState
from zooarcade.games.zoo_fighters.stack import ItemKind, Payment, PayPurpose

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
#: chance an Event on the stack resolves when nothing targets it / when a cancel sits above it.
P_RESOLVE, P_RESOLVE_CANCELLED = 0.85, 0.15

#: worth of an Action card in hand by its effect (as a response or a free play).
_ACTION_VALUE = MappingProxyType({
    Effect.CANCEL_EVENT: 1.3, Effect.EVENT_COST_UP: 0.9, Effect.CANCEL_ACTION: 0.7, Effect.CANCEL_EXHAUST: 0.5,
    Effect.DRAW: 0.55, Effect.REVERSE: 0.4, Effect.SMOKE_BOMB: 0.8, Effect.TARGET_DISCARDS_RANDOM: 0.7,
    Effect.PREVENT_REPRISAL: 0.6, Effect.REFRESH_ONE: 0.5, Effect.TAKE_RANDOM: 0.9,
})


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


# ---------------------------------------------------------------------------- Hard's evaluation
#: what a finished game's result adds to (win) or takes from (loss) its margin, on :func:`heuristic`'s
#: scale: beyond the race's top value (``RACE[0]``) plus a typical lead, so a won game beats any
#: unfinished position and a lost one is worse than any.
WIN_VALUE = 20.0


def outcome_value(state: GameState, seat: int) -> float:
    """Hard's evaluation: a finished game's margin ``± WIN_VALUE`` (a k-way shared win gets
    ``WIN_VALUE * (2/k - 1)``); an unfinished one's :func:`heuristic`.

    The heuristic doubles a finished game's margin and adds a small win bonus, which can rank a
    win below a mere lead and a loss above being behind; Hard plays the final stretch out to the
    end (also when a rival's Event would trigger it), so a result must count for more than any
    position on the way.

    Raises:
        TypeError: ``state`` is not a Zoo Fighters II state.
    """
    if not isinstance(state, FightersState):
        raise TypeError("the Zoo Fighters II evaluation needs a FightersState")
    if not state.over:
        return heuristic(state, seat)
    scores = state.scores()
    margin = scores[seat] - max(scores[i] for i in range(state.n) if i != seat)
    winners = state.winners()
    return margin + WIN_VALUE * ((2.0 / len(winners) if seat in winners else 0.0) - 1.0)


# ---------------------------------------------------------------------------- the race (an alternative evaluation)
#: Special Moves in the base deck and per fighter (the share of moves among unseen cards).
_BASE_MOVES = sum(1 for d in BASE_DECK if d.kind is Kind.MOVE)
#: worth (points-like) of the whole race: a seat sure to trigger first gets this much more than an even share.
RACE_WORTH = 14.0
#: spread of the race's outcome in turns (all seats' turns counted) per seat at the table.
RACE_SPREAD = 0.8


def move_share(s: FightersState) -> float:
    """Share of Special Moves among the deck's cards (what one drawn card is worth in moves)."""
    fighters = (len(s.defs) - len(BASE_DECK)) // 5
    return (_BASE_MOVES + 3 * fighters) / len(s.defs)


def trigger_eta(s: FightersState, seat: int, share: float) -> float:
    """Expected turns (everyone's, counted from now) until ``seat`` could gather the three elements.

    A tempo model, not a search: two Event slots a turn (the rest of this turn's for the active
    seat), one slot per Opponent in front, and Special Moves from the hand first, then
    ``share`` of each card drawn in the seat's draw steps.  Chi is assumed to suffice.
    ``math.inf`` in the final stretch.
    """
    if s.trigger >= 0:
        return math.inf
    n = s.n
    offset = ((seat - s.active) * s.direction) % n
    need_moves = max(0, TRIGGER_MOVES - len(s.moves[seat]))
    events = need_moves + (0 if s.ex[seat] else 1) + (0 if s.weapon[seat] >= 0 else 1) + len(s.opponents[seat])
    if events == 0:
        return float(offset)
    if offset == 0:
        slots = s.event_slots_left()
        draws_first = 0.0
    else:
        slots = EVENTS_PER_TURN
        draws_first = 1.0
    in_hand = 0.0
    if need_moves:
        defs = s.defs
        for c in s.hands[seat]:
            in_hand += share if c is None else (1.0 if defs[c].kind is Kind.MOVE else 0.0)
    turns_slots = max(0, math.ceil((events - slots) / EVENTS_PER_TURN))
    turns_moves = 0.0
    short = need_moves - in_hand
    if short > 0:
        per_turn = max(0.3, s.draw_count(seat) * share)
        turns_moves = max(0.0, short / per_turn - draws_first)
    return offset + n * max(turns_slots, turns_moves)


def race_odds(s: FightersState, spread: float = RACE_SPREAD) -> list[float]:
    """Each seat's chance (a softmin of :func:`trigger_eta`) of gathering the three elements first.

    ``spread``: the softmin's width in turns per seat at the table (:data:`RACE_SPREAD`); smaller
    gives the seat that is ahead more of the odds.  All zeros in the final stretch.
    """
    share = move_share(s)
    etas = [trigger_eta(s, i, share) for i in range(s.n)]
    if math.isinf(min(etas)):
        return [0.0] * s.n
    spread = spread * s.n
    low = min(etas)
    weights = [math.exp(-(e - low) / spread) if not math.isinf(e) else 0.0 for e in etas]
    total = sum(weights)
    return [w / total for w in weights]


def race_heuristic(state: GameState, seat: int, worth: float = RACE_WORTH, spread: float = RACE_SPREAD) -> float:
    """:func:`heuristic` plus ``worth`` (:data:`RACE_WORTH`) times the seat's edge in :func:`race_odds`
    (its chance to gather the three elements first minus an even ``1/n``; ``spread`` as there).

    A tempo term: a seat one turn from the trigger whose rivals are two turns away gains, and a rival
    that acts sooner with the same Events missing costs.  No race term once the stretch has begun.

    Raises:
        TypeError: ``state`` is not a Zoo Fighters II state.
    """
    base = heuristic(state, seat)
    assert isinstance(state, FightersState)
    if state.over or state.trigger >= 0:
        return base
    odds = race_odds(state, spread)
    return base + worth * (odds[seat] - 1.0 / state.n)


def race_outcome_value(state: GameState, seat: int, worth: float = RACE_WORTH,
                       spread: float = RACE_SPREAD) -> float:
    """A tempo-minded Hard evaluation (a bench variant): :func:`outcome_value` of a finished game,
    :func:`race_heuristic` (``worth``, ``spread``) of an unfinished one.

    Raises:
        TypeError: ``state`` is not a Zoo Fighters II state.
    """
    if not isinstance(state, FightersState):
        raise TypeError("the Zoo Fighters II evaluation needs a FightersState")
    if state.over:
        return outcome_value(state, seat)
    return race_heuristic(state, seat, worth, spread)
