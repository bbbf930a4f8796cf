"""The conformance harness every game must pass (OpenSpiel's random-simulation test is the model).

:func:`check_game` plays seeded random games of one :class:`~zooarcade.core.protocol.GameSpec`
and checks, at every step (``deep`` checks at every ``deep_every``-th step):

* the game ends within ``spec.max_steps(n)`` steps, with no exception;
* ``decision()`` agrees with ``current_player``, ``legal_actions`` and ``is_terminal``;
  a forced decision has exactly one legal action; a non-terminal state has at least one;
* scores have one entry per seat; ``progress()`` is a :class:`Progress`;
* every event is JSON-able, and ``Event.seen_by`` of a seen event is itself;
* (deep) for every seat ``s``: ``view(s).view(s) == view(s)``; ``determinize(s).view(s) == view(s)``;
  determinizing leaves the state unchanged; the JSON round trip of the state and of each view
  gives the same fingerprint;
* (deep) clones are independent: applying the step to a clone leaves the original unchanged;
* (deep) an illegal action (one legal elsewhere in this game, or of another seat) raises
  ``IllegalAction`` and leaves the state exactly as it was;
* (deep) no event handed to a seat carries anything that seat's next view hides: a
  determinization from that seat's side, given the same action and the same chance, must hand
  it the same events whenever it leaves the same view;
* (deep) a step whose events do not say ``reveals`` teaches its actor nothing new (undo may cross it);
* (deep) the sequence of deciders depends only on public information: two determinizations
  of one view, played on with the same actions, ask the same seats as long as the public
  events agree.

Games hand in their own invariants (card conservation, independent score recomputation)
through ``invariant(state)``, called on the true state after every step.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from zooarcade.core.events import Event, events_seen_by
from zooarcade.core.protocol import SPECTATOR, Action, GameSpec, GameState, IllegalAction, Progress
from zooarcade.core.rng import Rng

#: ``invariant(state)`` raises AssertionError when a game-specific invariant fails.
Invariant = Callable[[GameState], None]
#: ``policy(state, legal, rng) -> action``: how the random games choose (uniform by default).
Policy = Callable[[GameState, list[Action], Rng], Action]


class ConformanceError(AssertionError):
    """A conformance check failed; the message names the game, seed, step and check."""


@dataclass
class Report:
    """What :func:`check_game` played: games, steps, longest game, and the terminal states' step counts."""

    games: int = 0
    steps: int = 0
    longest: int = 0
    lengths: list[int] = field(default_factory=list)


def uniform(state: GameState, legal: list[Action], rng: Rng) -> Action:
    """The default policy: a uniformly random legal action."""
    return legal[rng.randrange(len(legal))]


def _fp(state: GameState) -> str:
    return state.fingerprint()


def _events_json(events: list[Event]) -> str:
    return json.dumps([e.to_json() for e in events], sort_keys=True)


def check_game(spec: GameSpec, players: int, games: int, seed: int = 0, *, deep_every: int = 1,
               options: Mapping[str, Any] | None = None, invariant: Invariant | None = None,
               policy: Policy = uniform) -> Report:
    """Play ``games`` seeded random games of ``spec`` with ``players`` seats and run every check.

    Args:
        spec: the game.
        players: seat count.
        games: number of games; game ``i`` uses deal ``seed + i``.
        seed: the first deal number.
        deep_every: run the deep checks at every ``deep_every``-th step (1 = every step; 0 = never).
        options: game options (defaults resolved by the spec).
        invariant: the game's own invariant, called on the true state after every step.
        policy: how actions are chosen (uniform at random by default).

    Returns:
        A :class:`Report`.

    Raises:
        ConformanceError: a check failed.
    """
    report = Report()
    opts = spec.resolve_options(players, options)
    for g in range(games):
        deal = seed + g
        state = spec.new_state(players, opts, deal)
        rng = Rng.from_seed(f"conformance:{spec.id}:{players}:{deal}")
        seen_actions: list[Action] = []
        bound = spec.max_steps(players)
        step = 0
        where = f"{spec.id} {players}p deal {deal}"
        if invariant is not None:
            invariant(state)
        while True:
            _check_decision(state, f"{where} step {step}")
            if state.is_terminal():
                break
            if step >= bound:
                raise ConformanceError(f"{where}: no end within the declared bound of {bound} steps")
            legal = state.legal_actions()
            action = policy(state, legal, rng)
            if action not in legal:
                raise ConformanceError(f"{where} step {step}: the policy chose an illegal action {action!r}")
            deep = deep_every > 0 and step % deep_every == 0
            if deep:
                _deep_checks(spec, state, action, legal, seen_actions, rng, f"{where} step {step}")
            try:
                events = state.apply(action)
            except Exception as exc:
                raise ConformanceError(f"{where} step {step}: {action!r} raised {exc!r}") from exc
            _check_events(events, state, f"{where} step {step}")
            for a in legal:
                if a not in seen_actions and len(seen_actions) < 400:
                    seen_actions.append(a)
            if invariant is not None:
                try:
                    invariant(state)
                except AssertionError as exc:
                    raise ConformanceError(f"{where} step {step}: invariant failed: {exc}") from exc
            step += 1
        report.games += 1
        report.steps += step
        report.longest = max(report.longest, step)
        report.lengths.append(step)
    return report


def _check_decision(state: GameState, where: str) -> None:
    d = state.decision()
    legal = state.legal_actions()
    if state.is_terminal():
        if d is not None or legal or state.current_player >= 0:
            raise ConformanceError(f"{where}: a terminal state still has a decision or legal actions")
    else:
        if d is None:
            raise ConformanceError(f"{where}: no decision in a state that is not terminal")
        if d.seat != state.current_player or not 0 <= d.seat < state.num_players:
            raise ConformanceError(f"{where}: decision seat {d.seat} vs current_player {state.current_player}")
        if not 0 <= d.turn_seat < state.num_players:
            raise ConformanceError(f"{where}: turn seat {d.turn_seat} out of range")
        if not legal:
            raise ConformanceError(f"{where}: the decider has no legal action")
        if d.forced and len(legal) != 1:
            raise ConformanceError(f"{where}: a forced decision with {len(legal)} legal actions")
        if state.forced_step() != d.forced:
            raise ConformanceError(f"{where}: forced_step() disagrees with decision().forced")
        if len(set(legal)) != len(legal):
            raise ConformanceError(f"{where}: duplicate legal actions")
    scores = state.scores()
    if len(scores) != state.num_players:
        raise ConformanceError(f"{where}: {len(scores)} scores for {state.num_players} seats")
    if not isinstance(state.progress(), Progress):
        raise ConformanceError(f"{where}: progress() is not a Progress")


def _check_events(events: list[Event], state: GameState, where: str) -> None:
    for ev in events:
        try:
            json.dumps(ev.to_json())
        except (TypeError, ValueError) as exc:
            raise ConformanceError(f"{where}: event {ev.kind} is not JSON-able: {exc}") from exc
        for seat in [None, *range(state.num_players)]:
            seen = ev.seen_by(seat)
            if seen is not None and seen.seen_by(seat) != seen:
                raise ConformanceError(f"{where}: seen_by is not idempotent for {ev.kind}")


def _deep_checks(spec: GameSpec, state: GameState, action: Action, legal: list[Action],
                 pool: list[Action], rng: Rng, where: str) -> None:
    before = _fp(state)
    n = state.num_players
    # views, determinizations, JSON
    for s in range(n):
        v = state.view(s)
        if v.observer != s:
            raise ConformanceError(f"{where}: view({s}).observer is {v.observer}")
        if _fp(v.view(s)) != _fp(v):
            raise ConformanceError(f"{where}: view({s}) of a view is not itself")
        d = state.determinize(s, Rng(rng.next_u64()))
        if d.observer is not None:
            raise ConformanceError(f"{where}: a determinization must be a full state")
        if _fp(d.view(s)) != _fp(v):
            raise ConformanceError(f"{where}: determinize({s}).view({s}) differs from view({s})")
        d2 = v.determinize(s, Rng(rng.next_u64()))
        if _fp(d2.view(s)) != _fp(v):
            raise ConformanceError(f"{where}: determinizing a view of seat {s} does not give that view back")
        back = spec.state_from_json(json.loads(json.dumps(v.to_json())))
        if _fp(back) != _fp(v):
            raise ConformanceError(f"{where}: JSON round trip of view({s}) changes it")
    # the spectator (the screen between hot-seat players) sees what every seat sees, nothing more
    spectator = state.view(SPECTATOR)
    if _fp(spectator.view(SPECTATOR)) != _fp(spectator):
        raise ConformanceError(f"{where}: view(SPECTATOR) of a spectator view is not itself")
    for s in range(n):
        d = state.determinize(s, Rng(rng.next_u64()))
        if _fp(d.view(SPECTATOR)) != _fp(spectator):
            raise ConformanceError(f"{where}: the spectator view tells what seat {s} cannot see (it changes when"
                                   f" those facts are resampled)")
    if _fp(state) != before:
        raise ConformanceError(f"{where}: view/determinize changed the state")
    back = spec.state_from_json(json.loads(json.dumps(state.to_json())))
    if _fp(back) != before:
        raise ConformanceError(f"{where}: JSON round trip changes the state")
    # clones are independent
    clone = state.clone()
    clone.apply(action)
    if _fp(state) != before:
        raise ConformanceError(f"{where}: applying to a clone changed the original")
    # illegal actions leave the state unchanged
    for bad in [a for a in pool if a not in legal][:6]:
        try:
            state.apply(bad)
        except IllegalAction:
            pass
        except Exception as exc:
            raise ConformanceError(f"{where}: illegal {bad!r} raised {exc!r}, not IllegalAction") from exc
        else:
            raise ConformanceError(f"{where}: illegal {bad!r} was applied")
        if _fp(state) != before:
            raise ConformanceError(f"{where}: the illegal {bad!r} changed the state")
        if state.explain(bad) is None:
            raise ConformanceError(f"{where}: explain() gives no reason for the illegal {bad!r}")
    # no event tells a seat what its next view hides
    for s in range(n):
        _leak_check(state, action, s, rng, where)
    # a step that tells its actor something new says so (``reveals``): undo never crosses it
    _reveal_check(state, action, rng, where)
    # deciders follow public information only
    _decider_check(state, rng.randrange(n), rng, where)


def _leak_check(state: GameState, action: Action, seat: int, rng: Rng, where: str) -> None:
    truth = state.clone()
    other = state.determinize(seat, Rng(rng.next_u64()))
    other.rng = state.rng.copy() if hasattr(state, "rng") else other.rng
    if action not in other.legal_actions():
        return
    ev_truth = events_seen_by(truth.apply(action), seat)
    ev_other = events_seen_by(other.apply(action), seat)
    if _fp(truth.view(seat)) == _fp(other.view(seat)) and _events_json(ev_truth) != _events_json(ev_other):
        raise ConformanceError(
            f"{where}: seat {seat} is handed events that differ between two positions its next view cannot tell"
            f" apart (a leak): {_events_json(ev_truth)} vs {_events_json(ev_other)}")


def _reveal_check(state: GameState, action: Action, rng: Rng, where: str) -> None:
    """A step none of whose events ``reveals`` must teach its actor nothing: the actor's next view is the same
    whatever the facts hidden from it were (else undo could take the step back after the actor has seen them)."""
    seat = state.current_player
    if seat < 0:
        return
    truth = state.clone()
    events = truth.apply(action)
    if any(e.reveals for e in events):
        return
    other = state.determinize(seat, Rng(rng.next_u64()))
    if action not in other.legal_actions():
        return
    other.apply(action)
    if _fp(truth.view(seat)) != _fp(other.view(seat)):
        raise ConformanceError(f"{where}: {action!r} shows seat {seat} facts it could not see before (its next view"
                               f" depends on them) but no event says ``reveals``: undo could take it back")


def _decider_check(state: GameState, seat: int, rng: Rng, where: str, steps: int = 12) -> None:
    view = state.view(seat)
    a = view.determinize(seat, Rng(rng.next_u64()))
    b = view.determinize(seat, Rng(rng.next_u64()))
    for k in range(steps):
        if a.is_terminal() or b.is_terminal():
            if a.is_terminal() != b.is_terminal():
                raise ConformanceError(f"{where}+{k}: one determinization ended and the other did not")
            return
        if a.current_player != b.current_player:
            raise ConformanceError(f"{where}+{k}: two determinizations of seat {seat}'s view ask different seats"
                                   f" ({a.current_player} vs {b.current_player}) after the same public play")
        da, db = a.decision(), b.decision()
        assert da is not None and db is not None
        if (da.kind, da.turn_seat, da.quick) != (db.kind, db.turn_seat, db.quick):
            raise ConformanceError(f"{where}+{k}: the decision's public shape depends on hidden information")
        legal_b = set(b.legal_actions())
        common = [x for x in a.legal_actions() if x in legal_b]
        if not common:
            return
        act = common[rng.randrange(len(common))]
        ea = _events_json(events_seen_by(a.apply(act), None))
        eb = _events_json(events_seen_by(b.apply(act), None))
        if ea != eb:
            return  # the public prefix ends here: chance or hidden cards made public play differ
