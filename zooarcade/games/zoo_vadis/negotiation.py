"""Zoo Vadis negotiators: what to offer, when to accept or counter, when to bribe, what to charge for an ability.

Pure, deterministic functions of a position and a seat (Zoo Vadis: Deals in a digital game).  They
read only what that seat may know: its own screen, and for everybody else the public *estimate*
:func:`estimated_laurels` (tokens known to be there, the rest at the average value of the unplaced
tokens), the board and the public promise log.  So the same function decides a real answer on a
view and a simulated one inside a determinized world, and the search's picture of a deal matches
the deal the agent then builds step by step.

Valuing a deal (an answer): the asked seat gains the offered tokens, its I rewards and, from a seat
that keeps its word, something for a promise; it loses by how much the move lifts the strongest
rival it faces (:func:`threat`).  A seat that broke a promise is trusted less: its promises count for
nothing and its asks cost more.  An AI keeps its own open promises unless keeping one would hand the
mover the lead.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from zooarcade.core.protocol import Action
from zooarcade.games.zoo_vadis import data, tokens
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Ask,
    Back,
    Bribe,
    Counter,
    Decline,
    Drop,
    EndTurn,
    Meet,
    Offer,
    Request,
    Reward,
    Send,
)
from zooarcade.games.zoo_vadis.ai import (
    _ROW,
    FIRST_STAR,
    MORE_STAR,
    NO_STAR,
    ROW_POINTS,
    TILE_POINTS,
    standing,
    standings,
)
from zooarcade.games.zoo_vadis.deal import Draft, Item
from zooarcade.games.zoo_vadis.rules import (
    ANSWER,
    BROKEN,
    COMPOSE,
    COUNTER,
    KEPT,
    OFFER,
    OPEN,
    PEACOCK,
    REWARD,
    VadisState,
)


@dataclass(frozen=True)
class Temper:
    """A level's way of dealing (all values in laurels or shares of them).

    Attributes:
        greed: an answerer's price per laurel of lift the move gives its strongest rival.
        budget: share of the move's worth to the mover it will pay in all.
        promise_worth: what a promise from a seat that never broke one is worth to the answerer.
        distrust: extra price factor toward a seat that has broken promises.
        promise: the mover adds a promise to asks it pays little for.
        insure: the mover asks one more seat than it strictly needs when that seat is cheap.
        bribe: the mover bribes peacocks when a peacock is cheaper than a seat.
        keep_promises: the AI keeps its open promises (unless keeping one hands the mover the lead).
        expect_greed: the greed the mover expects of the seats it asks, pricing its offers (``None``: its own).
        check_ending: the mover backs out of a transaction that would fill the Star with it not winning
            (:func:`next_step`, with ``MOVER_ENDING_CHECK``); Easy's does not (session 11: with the check Easy
            stopped handing games to Normal, whose share against 4 Easy fell 7 points).
        price_extras: as the mover, it asks for a Tiger or Marmoset only when the token beats the path's by
            more than the price it expects to pay for it (:func:`_optional_request`, with ``PRICED_EXTRAS``);
            Hard's only.
    """

    greed: float
    budget: float
    promise_worth: float
    distrust: float
    promise: bool
    insure: bool
    bribe: bool
    keep_promises: bool
    expect_greed: float | None = None
    check_ending: bool = True
    price_extras: bool = False


TEMPERS: Mapping[str, Temper] = MappingProxyType(
    {
        "easy": Temper(
            greed=0.5,
            budget=0.3,
            promise_worth=1.5,
            distrust=1.0,
            promise=False,
            insure=False,
            bribe=False,
            keep_promises=False,
            check_ending=False,
        ),
        "normal": Temper(
            greed=0.9,
            budget=0.5,
            promise_worth=1.0,
            distrust=1.4,
            promise=True,
            insure=False,
            bribe=True,
            keep_promises=True,
        ),
        "hard": Temper(
            greed=1.1,
            budget=0.6,
            promise_worth=0.8,
            distrust=1.8,
            promise=True,
            insure=True,
            bribe=True,
            keep_promises=True,
            price_extras=True,
        ),
    }
)


# ---------------------------------------------------------------------- what a seat knows of the others
def estimated_laurels(state: VadisState, seat: int, me: int, mean: float | None = None) -> float:
    """Laurels behind ``seat``'s screen as ``me`` may estimate them (exact for ``me``'s own).

    ``mean`` is :func:`_unplaced_mean` for ``me`` when the caller has it already (it is the same for every seat).
    """
    screen = state.screens[seat]
    if seat == me and screen is not None:
        return float(tokens.total_value(screen))
    floor = state.floors[seat]
    unknown = state.counts[seat] - sum(floor)
    return tokens.total_value(floor) + unknown * (_unplaced_mean(state, me) if mean is None else mean)


def _unplaced_mean(state: VadisState, me: int) -> float:
    """Mean value of the tokens ``me`` cannot place (behind the other screens, beyond their floors)."""
    pool = state.total_behind_screens()
    own = state.screens[me]
    for s in range(state.n):
        sub = own if s == me and own is not None else state.floors[s]
        pool = [a - b for a, b in zip(pool, sub, strict=True)]
    n = sum(pool)
    return tokens.total_value(pool) / n if n > 0 else 1.0


def public_standing(state: VadisState, seat: int, me: int) -> float:
    """``seat``'s standing (:func:`~.ai.standing`) with its laurels as ``me`` estimates them."""
    return standing(state, seat, estimated_laurels(state, seat, me))


def public_standings(state: VadisState, me: int) -> list[float]:
    """Every seat's :func:`public_standing` as ``me`` reckons it, in one pass (the same values, seat by seat)."""
    mean = _unplaced_mean(state, me)
    return standings(state, [estimated_laurels(state, s, me, mean) for s in range(state.n)])


def move_worth(state: VadisState, draft: Draft) -> float:
    """How much the transaction lifts the mover's standing (before payments): height, Star, the laurel collected."""
    m = state.to_move
    if draft.piece == "hyena":
        return 0.5
    if draft.piece == "peacock":
        return 1.0 if state.supply_i > 0 else 0.0
    src_row = 0 if draft.piece == "add" else _ROW[draft.src]
    dst = draft.dst
    croc = draft.item("crocodile")
    if croc is not None:
        dst = int(croc.target[1:])
    gain = (_ROW[dst] - src_row) * ROW_POINTS
    if draft.piece == "add":
        gain += 0.5
    if dst == state.board.star:
        gain -= _ROW[dst] * ROW_POINTS
        fill = len(state.star) / state.star_size
        gain += MORE_STAR if m in state.star else FIRST_STAR + NO_STAR * fill
    if draft.piece == "animal":
        gain += collect_worth(state, draft)
    return gain


def collect_worth(state: VadisState, draft: Draft) -> float:
    """Laurels the transaction's animal would collect (the Marmoset's pick, the Tiger's, or the path's)."""
    if draft.piece != "animal" or draft.leave:
        return 0.0
    b = state.board
    marm = draft.item("marmoset")
    if marm is not None:
        return _token_worth(state.laurels[b.space_index(marm.target)])
    route = b.routes[draft.route]
    if route.laurel is None:
        return 0.0
    if route.laurel == state.keeper and not draft.has("tiger"):
        return 0.0
    return _token_worth(state.laurels[route.laurel])


def _token_worth(kind: int) -> float:
    if kind < 0:
        return 0.0
    return tokens.VALUE[kind] + (1.0 if kind in (tokens.K_ZK, tokens.K_PC, tokens.K_AB) else 0.0)


def threat(state: VadisState, me: int, mover: int, lift: float) -> float:
    """How much ``mover`` gaining ``lift`` points raises the strongest rival ``me`` faces (points, >= 0)."""
    if mover == me or lift <= 0:
        return 0.0
    others = public_standings(state, me)
    before = max(v for s, v in enumerate(others) if s != me)
    others[mover] += lift
    after = max(v for s, v in enumerate(others) if s != me)
    return max(0.0, after - before)


def _reward_for(state: VadisState, draft: Draft, item: Item) -> float:
    """I tokens the asked seat can expect from the supply for its part."""
    if item.what != "votes":
        return float(min(data.ABILITY_I_REWARD[item.what], state.supply_i))
    needed = max(0, draft.need - draft.own)
    return float(min(item.votes, needed, state.supply_i))


def price(state: VadisState, draft: Draft, item: Item, temper: Temper, me: int) -> float:
    """The laurels ``item.seat`` wants for its part, as ``me`` (the mover, or the asked seat itself) reckons it."""
    seat = item.seat
    m = state.to_move
    worth = move_worth(state, draft)
    greed = temper.expect_greed if me == m and temper.expect_greed is not None else temper.greed
    cost = threat(state, seat, m, worth) * greed
    if item.what != "votes":
        cost += TILE_POINTS
    if state.broken_promises(m):
        cost *= temper.distrust
    cost -= _reward_for(state, draft, item)
    if item.promise and not state.broken_promises(m):
        cost -= temper.promise_worth
    return max(0.0, cost)


def cheapest_cover(avail: list[int], need: float, cap: int | None = None) -> tuple[int, ...] | None:
    """The value multiset from ``avail`` worth at least ``need``, least worth then fewest tokens; ``None``: none."""
    goal = max(0, math.ceil(need - 1e-9))
    if goal == 0:
        return ()
    best: tuple[int, ...] | None = None
    for combo in tokens.minimal_covers(avail, goal):
        if cap is not None and len(combo) > cap:
            continue
        if best is None or (sum(combo), len(combo)) < (sum(best), len(best)):
            best = combo
    return best


# ---------------------------------------------------------------------- a deal that ends the game
#: The mover backs out of a transaction that would fill the Star with it not the winner (:func:`next_step`,
#: for a temper with ``check_ending``: Normal and Hard; session 11, ``benchmarks/RESULTS.md``, "Zoo Vadis
#: Hard, session 11"); off: it sends it (the old negotiator).
MOVER_ENDING_CHECK = True


def star_entries(state: VadisState, draft: Draft) -> list[int]:
    """Who the transaction puts into the Star, in order (seats, ``PEACOCK`` for a peacock; rule 6, step 1).

    The moving piece (where it lands after a Crocodile's extra step), then a Rhino-carried piece
    when that lands in the Star too; ``[]`` for an add, a Hyena request or a move below the Star.
    """
    star = state.board.star
    m = state.to_move
    if draft.piece not in ("animal", "peacock"):
        return []
    out: list[int] = []
    mover_piece = m if draft.piece == "animal" else PEACOCK
    croc = draft.item("crocodile")
    final = int(croc.target[1:]) if croc is not None else draft.dst
    if final == star:
        out.append(mover_piece)
    rhino = draft.item("rhino")
    if rhino is not None and draft.dst == star:
        out.append(PEACOCK if rhino.target == "peacock" else int(rhino.target))
    return out


def ending_verdict(state: VadisState, draft: Draft, seat: int) -> bool | None:
    """Whether ``seat`` would win if this transaction went through and filled the Star (rule 7, as ``seat`` reckons).

    Returns ``None`` when the transaction leaves the Star short of full (the game goes on); else
    ``True`` when ``seat`` would then be the winner and ``False`` when it would not.  A seat without an
    animal in the Star never wins; among the species there, ``seat``'s own laurels (plus what this ask
    pays it) must beat every rival's public estimate (the mover's plus the laurel it would collect),
    a tie going to the lower Star space.  For the mover itself (``seat`` is ``state.to_move``, the check
    of :func:`next_step` before it sends): its own laurels plus the laurel it would collect, less every
    offer and bribe, against each rival's estimate plus what the transaction pays that rival.
    """
    entering = star_entries(state, draft)
    if not entering or len(state.star) + len(entering) < state.star_size:
        return None
    order = list(state.star) + entering
    if seat not in order:
        return False
    m = state.to_move
    mean = _unplaced_mean(state, seat)
    mine = estimated_laurels(state, seat, seat, mean)
    for it in draft.items:
        if it.seat == seat and it.values is not None:
            mine += sum(it.values) + _reward_for(state, draft, it)
    first: dict[int, int] = {}
    for i, who in enumerate(order):
        if who != PEACOCK:
            first.setdefault(who, i)
    if seat == m:
        # the mover: it collects the path's laurel and pays every offer and bribe; the seats it pays gain them
        mine += collect_worth(state, draft) - sum(sum(it.values or ()) for it in draft.items) - sum(draft.bribes)
    for rival in first:
        if rival == seat:
            continue
        theirs = estimated_laurels(state, rival, seat, mean)
        if seat == m:
            theirs += sum(sum(it.values) + _reward_for(state, draft, it)
                          for it in draft.items if it.seat == rival and it.values is not None)
        elif rival == m:
            theirs += collect_worth(state, draft)
            theirs -= sum(sum(it.values or ()) for it in draft.items if it.seat == seat)
        if theirs > mine or (theirs == mine and first[rival] < first[seat]):
            return False
    return True


# ---------------------------------------------------------------------- answers
def answer(state: VadisState, seat: int, temper: Temper) -> Action:
    """Zoo Vadis: Deals — accept, decline or counter the ask in front of ``seat`` (a quick decision).

    A transaction that would fill the Star ends the game (rule 6), so it is weighed as a win or a loss
    (:func:`ending_verdict`), never by laurels: a seat that would not be the winner declines outright
    (no counter: no payment makes up for losing), one that would win accepts.
    """
    draft = state.draft
    assert draft is not None and state.phase == ANSWER
    item = draft.items[draft.order[state.cursor]]
    offered = float(sum(item.values or ()))
    m = state.to_move
    verdict = ending_verdict(state, draft, seat)
    if verdict is not None:
        return Accept() if verdict else Decline()
    want = price(state, draft, item, temper, seat)
    if item.what == "votes" and temper.keep_promises and _owes(state, seat, m):
        if threat(state, seat, m, move_worth(state, draft)) < 3.0:
            return Accept()
    if offered >= want:
        return Accept()
    short = want - offered
    steps = [s for s in data.COUNTER_STEPS if s >= short]
    if steps and state.counts[m] > item.count:
        return Counter(int(offered) + steps[0])
    return Decline()


def _owes(state: VadisState, seat: int, mover: int) -> bool:
    """True when ``seat`` holds an open promise to ``mover``."""
    return any(p[0] == seat and p[1] == mover and p[3] == OPEN for p in state.promises)


def promise_record(state: VadisState, seat: int) -> tuple[int, int]:
    """``(kept, broken)`` promises of ``seat`` in the public log."""
    kept = sum(1 for p in state.promises if p[0] == seat and p[3] == KEPT)
    broken = sum(1 for p in state.promises if p[0] == seat and p[3] == BROKEN)
    return kept, broken


# ---------------------------------------------------------------------- building a deal
def refused_worth(state: VadisState, seat: int, what: str, votes: int = 0, target: str = "") -> int | None:
    """The most the mover offered this turn for the same ask (``seat`` asked for ``what``, ``votes``, ``target``)
    and had refused (:attr:`VadisState.refusals`), in laurel worth (-1: not known to this view), or None when
    no such ask was refused this turn.  The mover must offer more than this to ask again (play test 13, ZV-5)."""
    seen = [int(r[4]) for r in state.refusals if (r[0], r[1], r[2], r[3]) == (seat, what, votes, target)]
    return max(seen) if seen else None


def _refused_request(state: VadisState, request: Request) -> int | None:
    """:func:`refused_worth` of the ask a :class:`Request` makes (its ability's owner, for that ability on its
    target)."""
    return refused_worth(state, state.owner_of(request.ability), request.ability, 0, request.target)


def _beats(avail: list[int], floor: int | None) -> tuple[int, ...] | None:
    """The cheapest offer worth more than ``floor`` (a refused offer's worth) the mover can make, or None."""
    if floor is None:
        return ()
    return cheapest_cover(avail, floor + 1, data.OFFER_CAP)


def next_step(state: VadisState, temper: Temper) -> Action:
    """Zoo Vadis: Deals — the mover's next step in building its transaction (phase compose or offer).

    Order: offer for the open ask; votes (the cheapest seats first, peacocks when cheaper); the
    abilities the move requires; a Tiger or Marmoset when it pays; then Send — or Back when the
    votes cannot be had within the budget, or (``MOVER_ENDING_CHECK`` and ``temper.check_ending``: Normal
    and Hard) when the transaction would fill the Star with the mover not the winner as it reckons
    (:func:`ending_verdict` for the mover; rule 7).

    An ask refused earlier this turn (:func:`refused_worth`) is never sent again for no more: the offer is raised
    above the refused one, another seat is asked for the votes, or, when nothing beats it, the mover backs out
    (play test 13, ZV-5: the same refused deal came back to a human four times).
    """
    draft = state.draft
    assert draft is not None
    m = state.to_move
    legal = state.legal_actions()
    avail = state.unreserved(m)
    if state.phase == OFFER:
        item = next(it for it in draft.items if not it.ready)
        want = price(state, draft, item, temper, m)
        floor = refused_worth(state, item.seat, item.what, item.votes, item.target)
        if floor is not None:
            want = max(want, floor + 1)  # more than what was refused (the ask was only made when that is possible)
        cover = cheapest_cover(avail, want, data.OFFER_CAP)
        if cover is None:
            cover = tuple(sorted(v for v in range(5, 0, -1) for _ in range(avail[v]))[-data.OFFER_CAP :])
        promise = temper.promise and sum(cover) < 2
        choice = Offer(tuple(sorted(cover)), promise)
        return choice if choice in legal else Offer((), promise)
    budget = temper.budget * move_worth(state, draft) + 1.0
    spent = sum(sum(it.values or ()) for it in draft.items) + sum(draft.bribes)
    if draft.need and draft.planned_votes() < draft.need:
        asks = [a for a in legal if isinstance(a, Ask)]
        best: tuple[float, int, float, Action] | None = None
        for a in asks:
            if a.votes != min(state.animals[draft.src][a.seat], draft.need - draft.planned_votes()):
                continue
            cost = price(state, draft, Item(a.seat, "votes", votes=a.votes), temper, m)
            floor = refused_worth(state, a.seat, "votes", a.votes)
            if floor is not None:  # refused this turn: only for more than before
                if _beats(avail, floor) is None:
                    continue
                cost = max(cost, floor + 1.0)
            key = (cost / a.votes, -a.votes, cost, a)
            if best is None or key[:2] < best[:2]:
                best = key
        bribes = sorted(a.value for a in legal if isinstance(a, Bribe))
        if temper.bribe and bribes and (best is None or bribes[0] < best[0]) and spent + bribes[0] <= budget:
            return Bribe(bribes[0])
        if best is not None and spent + best[2] <= budget + 2:
            return best[3]
        return Back()
    required = _required_request(state, draft, legal)
    if required is not None:
        floor = _refused_request(state, required) if isinstance(required, Request) else None
        if floor is not None and _beats(avail, floor) is None:
            return Back()  # the one seat that can help refused this offer already, and nothing beats it
        return required
    optional = _optional_request(state, draft, legal, budget - spent, temper)
    if optional is not None:
        return optional
    if MOVER_ENDING_CHECK and temper.check_ending and ending_verdict(state, draft, m) is False and Back() in legal:
        return Back()
    if temper.insure and draft.need and draft.planned_votes() == draft.need:
        extra = [a for a in legal if isinstance(a, Ask) and a.votes == 1]
        if extra:
            cost = price(state, draft, Item(extra[0].seat, "votes", votes=1), temper, m)
            if cost < 0.5:
                return extra[0]
    return Send() if Send() in legal else Back()


def _required_request(state: VadisState, draft: Draft, legal: list[Action]) -> Action | None:
    """The ability request the transaction cannot be sent without (Armadillo, Ibis, Crocodile for an add)."""
    problem = state.draft_problem()
    if problem is None:
        return None
    requests = [a for a in legal if isinstance(a, Request)]
    for name in ("armadillo", "ibis", "crocodile"):
        for a in requests:
            if a.ability == name:
                if name == "crocodile":
                    return max((r for r in requests if r.ability == name), key=lambda r: _ROW[int(r.target[1:])])
                return a
    return None


#: Priced extras (session 14; ``benchmarks/RESULTS.md``, "Zoo Vadis Hard, session 14") for a temper with
#: ``price_extras`` (Hard): 0 off (a Tiger or Marmoset is asked for whenever its token beats the path's by 1.5 and
#: money is left, whatever its owner will charge: the old negotiator, still Easy's and Normal's); 1 the price the
#: mover expects to pay (:func:`price`) is taken off that gain first; 2 the same, and never on a move into the Star
#: (a refused extra sinks the whole transaction: rule "Deals"; a walk in on the Zoo Keeper's path used to ask a
#: rival's Tiger for the laurel under the keeper).  2 since session 14: +8.0 ± 5.5 points over 400 paired
#: 5-player deals against four Normal seats (better on 80, worse on 48).
PRICED_EXTRAS = 2


def _optional_request(state: VadisState, draft: Draft, legal: list[Action], room: float,
                      temper: Temper | None = None) -> Action | None:
    """A Tiger or Marmoset worth asking for: a better token than the path's, with money left to pay for it.

    With ``PRICED_EXTRAS`` and ``temper.price_extras`` the gain is net of the price the mover expects its owner
    to ask (laurels), and (at 2) nothing is asked for on a move into the Star.
    """
    if draft.piece != "animal" or room < 0:
        return None
    priced = bool(PRICED_EXTRAS and temper is not None and temper.price_extras)
    if priced and PRICED_EXTRAS >= 2 and draft.dst == state.board.star:
        return None
    here = collect_worth(state, draft)
    best: tuple[float, Action] | None = None
    for a in legal:
        if not isinstance(a, Request):
            continue
        if _refused_request(state, a) is not None:
            continue  # refused this turn: not worth raising for an extra
        if a.ability == "tiger":
            worth = _token_worth(state.laurels[state.keeper])
        elif a.ability == "marmoset":
            worth = _token_worth(state.laurels[state.board.space_index(a.target)])
        else:
            continue
        gain = worth - here - 1.5
        if priced and temper is not None:
            owner = state.owner_of(a.ability)
            gain -= price(state, draft, Item(owner, a.ability, target=a.target), temper, state.to_move)
        if gain > 0 and (best is None or gain > best[0]):
            best = (gain, a)
    return None if best is None else best[1]


def meet_or_drop(state: VadisState, temper: Temper) -> Action:
    """Zoo Vadis: Deals — meet the counter with the cheapest cover if the move is worth it, else drop it."""
    draft = state.draft
    assert draft is not None and state.phase == COUNTER
    item = draft.items[draft.order[state.cursor]]
    m = state.to_move
    extra = item.counter - sum(item.values or ())
    cover = cheapest_cover(state.unreserved(m), extra)
    budget = temper.budget * move_worth(state, draft) + 2.0
    spent = sum(sum(it.values or ()) for it in draft.items) + sum(draft.bribes)
    if cover is not None and spent + sum(cover) <= budget:
        return Meet(cover)
    return Drop()


def reward_pick(state: VadisState, me: int) -> Action:
    """Zoo Vadis: Collecting laurels — give the vote reward to the giver who worries ``me`` least."""
    assert state.phase == REWARD
    givers = [q for q in range(state.n) if state.reward_pool[q] > 0]
    every = public_standings(state, me)
    return Reward(min(givers, key=lambda q: (every[q], q)))


def respond(state: VadisState, seat: int, temper: Temper) -> Action | None:
    """The negotiator's move in any deal phase (compose, offer, answer, counter, reward); ``None`` outside deals."""
    phase = state.phase
    if phase in (COMPOSE, OFFER):
        return next_step(state, temper)
    if phase == ANSWER:
        return answer(state, seat, temper)
    if phase == COUNTER:
        return meet_or_drop(state, temper)
    if phase == REWARD:
        return reward_pick(state, seat)
    return None


def default_post(legal: list[Action]) -> Action:
    """End the turn (bonuses are weighed by the agents' search; this is the fallback)."""
    return EndTurn() if EndTurn() in legal else legal[0]


__all__ = [
    "PEACOCK",
    "TEMPERS",
    "Temper",
    "answer",
    "ending_verdict",
    "estimated_laurels",
    "meet_or_drop",
    "move_worth",
    "next_step",
    "price",
    "promise_record",
    "public_standing",
    "public_standings",
    "respond",
    "reward_pick",
    "star_entries",
    "threat",
]
