"""Every game, and the test games with private hands, answers, response windows, forced steps and rounds,
pass the conformance harness (tests/conformance.py)."""

from __future__ import annotations

import pytest

from tests import fakegame, market
from tests.conformance import ConformanceError, check_game
from zooarcade.core.events import Event
from zooarcade.core.protocol import Action, Decision, DecisionKind
from zooarcade.games.registry import GAMES, get_spec


@pytest.mark.parametrize("players", [2, 3, 4])
def test_keepers_market_conforms(players):
    report = check_game(market.spec(), players, games=12, seed=players * 100)
    assert report.games == 12 and report.steps > 12 * players


@pytest.mark.parametrize("players", [2, 4])
def test_keepers_bag_conforms(players):
    assert check_game(fakegame.spec(), players, games=10, seed=7).games == 10


@pytest.mark.parametrize("info", [g for g in GAMES if g.has_rules], ids=lambda g: g.id)
def test_every_built_game_conforms(info):
    spec = get_spec(info.id)
    for players in range(spec.min_players, spec.max_players + 1):
        report = check_game(spec, players, games=3, seed=11, deep_every=3)
        assert report.games == 3 and report.longest <= spec.max_steps(players)


def test_market_has_what_the_platform_must_carry():
    """The test game really exercises answers, response windows, forced steps, rounds and private events."""
    spec = market.spec()
    state = spec.new_state(3, spec.resolve_options(3), 5)
    kinds, forced, quick, private, answering, rounds = set(), 0, 0, 0, 0, 0
    from zooarcade.core.rng import Rng

    rng = Rng(3)
    while not state.is_terminal():
        d = state.decision()
        kinds.add(d.kind)
        forced += d.forced
        quick += d.quick
        answering += d.answering
        legal = state.legal_actions()
        offers = [a for a in legal if isinstance(a, market.Offer | market.Price | market.Accept)]
        action = offers[0] if offers and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
        events = state.apply(action)
        private += sum(e.private_to is not None for e in events)
        rounds += sum(e.kind == "round_end" for e in events)
    assert {DecisionKind.TURN, DecisionKind.ANSWER, DecisionKind.PRIORITY} <= kinds
    assert forced and quick and private and answering and rounds == 2
    assert len(state.round_results()) == 2


class _KeepsClass(market.MarketState):
    """A broken Market variant whose clones, views and determinizations stay of the same broken class."""

    def clone(self):
        c = super().clone()
        c.__class__ = type(self)
        return c

    def view(self, seat):
        v = super().view(seat)
        v.__class__ = type(self)
        return v

    def determinize(self, seat, rng):
        d = super().determinize(seat, rng)
        d.__class__ = type(self)
        return d


class _Leaky(_KeepsClass):
    """A broken Market whose draw tells everybody the card."""

    def _draw(self, seat):
        ev = super()._draw(seat)
        return Event(ev.kind, ev.seat, ev.data, reveals=True)  # the face goes to everyone


def test_the_harness_catches_a_leaking_event():
    import dataclasses

    base = market.spec()

    def new(n, options, seed):
        s = market.new_game(n, options, seed)
        s.__class__ = _Leaky
        return s

    def from_json(data):
        s = market.MarketState.from_json(data)
        s.__class__ = _Leaky
        return s

    leaky = dataclasses.replace(base, new_state=new, state_from_json=from_json)
    with pytest.raises(ConformanceError, match="leak"):
        check_game(leaky, 3, games=3, seed=1)


def test_the_harness_catches_a_forced_decision_with_choices():
    import dataclasses

    class Loose(market.MarketState):
        def decision(self):
            d = super().decision()
            return None if d is None else Decision(d.seat, d.turn_seat, d.kind, d.prompt, True, d.quick, d.group)

        def forced_step(self):
            return True

    def new(n, options, seed):
        s = market.new_game(n, options, seed)
        s.__class__ = Loose
        return s

    with pytest.raises(ConformanceError, match="forced"):
        check_game(dataclasses.replace(market.spec(), new_state=new), 2, games=1, deep_every=0)


def test_the_harness_catches_an_apply_that_is_not_atomic():
    import dataclasses

    class Sloppy(market.MarketState):
        def apply(self, action: Action):
            self.tokens[0] += 0 if action in self.legal_actions() else 1  # mutates before refusing
            return super().apply(action)

        def clone(self):
            c = super().clone()
            c.__class__ = Sloppy
            return c

    def new(n, options, seed):
        s = market.new_game(n, options, seed)
        s.__class__ = Sloppy
        return s

    with pytest.raises(ConformanceError, match="changed the state"):
        check_game(dataclasses.replace(market.spec(), new_state=new), 2, games=2)


class _Quiet(_KeepsClass):
    """A broken Market whose draw shows the drawer its card but does not say it ``reveals`` (undo could cross it)."""

    def _draw(self, seat):
        ev = super()._draw(seat)
        return Event(ev.kind, ev.seat, ev.data, private_to=ev.private_to, public=ev.public, reveals=False)


def test_the_harness_catches_a_step_that_reveals_without_saying_so():
    """Play test (ZOP ZOO's deal was undoable): a step that shows its actor new facts must say ``reveals``."""
    import dataclasses

    def new(n, options, seed):
        s = market.new_game(n, options, seed)
        s.__class__ = _Quiet
        return s

    quiet = dataclasses.replace(market.spec(), new_state=new)
    with pytest.raises(ConformanceError, match="reveals"):
        check_game(quiet, 3, games=3, seed=1)
