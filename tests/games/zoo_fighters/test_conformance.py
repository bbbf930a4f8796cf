"""Zoo Fighters II: the conformance harness for 2-6 seats, and 1,000 seeded random games per seat count.

Random games use random responses and random payments (every legal action equally likely).  The
game's invariant, checked after every step, is computed here independently of the engine:

* card conservation: deck + discard + hands + Special Moves + Opponents + Victory Stacks + the
  stack (with the Event being paid for and a card waiting on its Reprisal) + Smoke Bomb's peek
  hold every deck card exactly once;
* the scores, recomputed from the card tables (rule 13);
* no hand front in another seat's view: every face a view shows in another seat's hand is one
  that seat knows (taken, seen, or shown to all).

The long runs also check that no event hands a seat the face of a card in another seat's hand
that it does not know.
"""

from __future__ import annotations

import pytest

from tests.conformance import check_game
from zooarcade.core.events import EventKind
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.data import FIGHTERS, WEAPONS
from zooarcade.games.zoo_fighters.rules import FightersState

#: random games per seat count in the long run, split into chunks (a failure names a small range).
LONG_GAMES = 1000
CHUNKS = 4


def recomputed_scores(s: FightersState) -> list[int]:
    """Rule 13 from the card tables, independently of ``FightersState.breakdown``."""
    out = []
    for seat in range(s.n):
        colour = FIGHTERS[s.fighters[seat]].colour
        cards = [s.defs[c] for c in s.moves[seat]] + [s.defs[c] for c in s.victory[seat]]
        pts = sum(d.points for d in cards) + sum(1 for d in cards if d.colour == colour)
        if s.weapon[seat] >= 0:
            w = WEAPONS[s.weapon[seat]]
            pts += w.points + (1 if w.colour == colour else 0)
        pts += 3 if s.trigger == seat else 0
        out.append(pts)
    return out


def conserved(s: FightersState) -> None:
    cards = [*s.deck, *s.discard, *s.peek]
    for seat in range(s.n):
        cards += s.hands[seat] + s.moves[seat] + [c for c, _ in s.opponents[seat]] + s.victory[seat]
    cards += [it.card for it in s.stack if it.kind != "exhaust" and it.card < 200]
    for t in s.tasks:
        item = getattr(t, "item", None)
        if item is not None and item.card < 200:
            cards.append(item.card)
        if getattr(t, "reprisal", -1) >= 0:
            cards.append(t.reprisal)
    assert sorted(cards) == list(range(len(s.defs))), "cards missing or doubled"


def no_front_in_views(s: FightersState) -> None:
    for seat in range(s.n):
        v = s.view(seat)
        for other in range(s.n):
            if other == seat:
                continue
            for c in v.hands[other]:
                assert c is None or seat in s.known.get(c, ()), f"seat {seat} sees card {c} in hand {other}"


def invariant(s: FightersState) -> None:
    conserved(s)
    assert s.scores() == recomputed_scores(s)
    assert sum(1 for w in s.weapon if w >= 0) == len({w for w in s.weapon if w >= 0})
    assert all(len(o) <= 2 for o in s.opponents)


def invariant_with_views(s: FightersState) -> None:
    invariant(s)
    no_front_in_views(s)


@pytest.mark.parametrize(("players", "games", "deep"), [(2, 5, 2), (3, 4, 3), (4, 3, 4), (5, 2, 6), (6, 2, 8)])
def test_zoo_fighters_conforms(players, games, deep):
    report = check_game(spec(), players, games=games, seed=1000 + players, deep_every=deep,
                        invariant=invariant_with_views)
    assert report.games == games and report.longest <= spec().max_steps(players)


def _events_hide_fronts(events, state: FightersState) -> None:
    """No event shows a seat the face of a card now in another seat's hand unless that seat knows it."""
    for ev in events:
        if ev.kind != EventKind.CARD_MOVED:
            continue
        dst = ev.data["dst"]
        if not dst.startswith("hand:"):
            continue
        holder = int(dst[5:])
        card = int(ev.data["card"])
        for seat in range(state.n):
            seen = ev.seen_by(seat)
            if seat == holder or seen is None or seen.data["card"] is None:
                continue
            assert card not in state.hands[holder] or seat in state.known.get(card, ()), \
                f"seat {seat} is shown card {card} entering hand {holder}"


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_thousand_random_games(players, chunk):
    sp = spec()
    bound = sp.max_steps(players)
    per = LONG_GAMES // CHUNKS
    triggered = 0
    for deal in range(chunk * per, (chunk + 1) * per):
        state = sp.new_state(players, {}, deal)
        rng = Rng(deal * 7 + players)
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            assert steps <= bound, f"deal {deal}: no end within {bound} steps"
            if deal % 25 == 0:
                _events_hide_fronts(events, state)
        conserved(state)
        assert state.scores() == recomputed_scores(state)
        triggered += state.trigger >= 0
    assert triggered > 0
